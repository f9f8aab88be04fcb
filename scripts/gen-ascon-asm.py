#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Writes the Thumb-2 assembly of src/hash/ascon_p32.c (ARMv7-M and later
Thumb-2 cores; the lane conversions' PKH need the DSP extension, which
ascon_p32.c checks): the last `rounds` rounds of the bit-interleaved Ascon
permutation on a state of ten words in memory, the AEAD's encrypt16 and
decrypt16 block loops around them, and the one-shot decryption's masking of
its output by the verdict (LDM/STM, on aligned buffers).
  --emit    the C text of the file's assembly section (between its
            "generated" markers): the declarations and a top-level asm block;
  --verify  the same check on the text committed in ascon_p32.c, and on
            altered copies that must fail it (the host test
            test_asm_ascon_arm);
  --check   runs the functions on a model of the instructions against a
            Python reference (ascon_p32.c's ASCON_ROUND32 and bi_core loop,
            the lane conversions from their definition), from every entry
            point, on random states and unaligned or in-place buffers, and
            checks the callee-saved registers and sp come back, with taint
            tracking (the state, the data and the mask secret: none may
            reach an address, a branch or a return); instead of printing;
  nothing:  the whole program.

State: x[2i] and x[2i + 1] are lane i's even and odd words, lanes 0..3 held
complemented (as in ascon_p32.c); they are loaded into r0-r9 with one LDM
and stored back with one STM. The twelve rounds are written out once, an
internal routine (.Lascon_core) that a TBH on `start` (0..11: 12 - rounds;
12: none) enters at the first one to run and that returns by BX LR; the
three functions call it with BL.

A round, everything in place (the state never moves between registers, so
every round is the same code with its own constant): the constant into
x2e/x2o, then the S-box on the five even words and on the five odd words,
each as ascon_p32.c's ASCON_SBOX32 but computing t_i into a_i's register
with three temporaries (r10-r12):
    a0 ^= a4; a4 ^= a3; a2 ^= a1;
    X = a4 & ~a0 (BIC); Y = a1 | ~a0 (ORN)      [t3's and t4's terms]
    a0 ^= a1 & a2; a1 ^= a2 | a3; a2 ^= a3 & ~a4; a3 ^= X; a4 ^= Y
    a1 ^= a0; a0 ^= a4; a3 ^= a2
(each "^= f" two instructions through a temporary), 16 instructions; then
the linear layer lane by lane, each output word e ^ ((p ^ (q >>> k)) >>>
m) two EORs with a rotated operand, both temporaries computed before the
lane's two words are overwritten: 20 instructions. 54 a round.
Registers: r0-r9 the state, r10-r12 and lr temporaries; x is kept on the
stack. r4-r11 and lr are saved.
"""

import random

M32 = 2 ** 32
X = ["r%d" % i for i in range(10)]  # x0e x0o x1e x1o x2e x2o x3e x3o x4e x4o
T = ["r10", "r11", "r12", "lr"]

# (p, q, k, m) for each output word of the linear layer, p and q given as
# (lane word: 0 even, 1 odd): out = t ^ ((p ^ (q >>> k)) >>> m)
LINEAR = [
    ((1, 0, 5, 9), (0, 1, 4, 10)),
    ((1, 1, 11, 19), (0, 0, 11, 20)),
    ((1, 0, 3, 0), (0, 1, 2, 1)),
    ((0, 1, 3, 5), (1, 0, 4, 5)),
    ((1, 1, 17, 3), (0, 0, 17, 4)),
]


def ce(c):
    return (c & 1) | ((c >> 1) & 2) | ((c >> 2) & 4) | ((c >> 3) & 8)


def co(c):
    return ((c >> 1) & 1) | ((c >> 2) & 2) | ((c >> 3) & 4) | ((c >> 4) & 8)


def sbox(e, a):
    a0, a1, a2, a3, a4 = a
    x, y, z = T[0], T[1], T[2]
    e("eor %s, %s, %s" % (a0, a0, a4))
    e("eor %s, %s, %s" % (a4, a4, a3))
    e("eor %s, %s, %s" % (a2, a2, a1))
    e("bic %s, %s, %s" % (x, a4, a0))
    e("orn %s, %s, %s" % (y, a1, a0))
    e("and %s, %s, %s" % (z, a1, a2))
    e("eor %s, %s, %s" % (a0, a0, z))
    e("orr %s, %s, %s" % (z, a2, a3))
    e("eor %s, %s, %s" % (a1, a1, z))
    e("bic %s, %s, %s" % (z, a3, a4))
    e("eor %s, %s, %s" % (a2, a2, z))
    e("eor %s, %s, %s" % (a3, a3, x))
    e("eor %s, %s, %s" % (a4, a4, y))
    e("eor %s, %s, %s" % (a1, a1, a0))
    e("eor %s, %s, %s" % (a0, a0, a4))
    e("eor %s, %s, %s" % (a3, a3, a2))


def rot(k):
    return ", ror #%d" % k if k else ""


def round_(e, c):
    e("eor %s, %s, #%d" % (X[4], X[4], ce(c)))
    e("eor %s, %s, #%d" % (X[5], X[5], co(c)))
    sbox(e, X[0:10:2])
    sbox(e, X[1:10:2])
    for lane, words in enumerate(LINEAR):
        regs = (X[2 * lane], X[2 * lane + 1])
        for w, (p, q, k, m) in enumerate(words):
            e("eor %s, %s, %s%s" % (T[w], regs[p], regs[q], rot(k)))
        for w, (p, q, k, m) in enumerate(words):
            e("eor %s, %s, %s%s" % (regs[w], regs[w], T[w], rot(m)))


def core():
    """The rounds from entry r12 (0..11: the first round to run, 12: none),
    state in r0-r9, return by BX LR (an internal routine: r10-r12 are
    clobbered, lr is the return address)."""
    out = []
    e = out.append
    e(".Lascon_core:")
    e("tbh [pc, r12, lsl #1]")
    e(".Lascon_tbl:")
    for i in range(13):
        e(".hword (.Lascon_r%d - .Lascon_tbl) / 2" % i)
    for i in range(12):
        e(".Lascon_r%d:" % i)
        round_(e, ((0xF - i) << 4) | i)
    e(".Lascon_r12:")
    e("bx lr")
    return out


def rounds_fn():
    """void f(uint32_t x[10], unsigned start): the rounds on x in memory."""
    out = []
    e = out.append
    e("push {r0, r4-r11, lr}")
    e("mov r12, r1")
    e("ldmia r0, {r0-r9}")
    e("bl .Lascon_core")
    e("ldr r10, [sp, #0]")
    e("stmia r10, {r0-r9}")
    e("pop {r1, r4-r11, pc}")
    return out


def unzip(e, lo, hi, t):
    """(lo, hi) -> (e, o) in place (lo becomes e): bi32.h's five exchanges,
    the 16-bit one as two PKH through t; returns the registers of (e, o)."""
    e("pkhbt %s, %s, %s, lsl #16" % (t, lo, hi))
    e("pkhtb %s, %s, %s, asr #16" % (hi, hi, lo))
    lo, t = t, lo
    for sh, m in ((8, 0x00FF00FF), (4, 0x0F0F0F0F), (2, 0x33333333), (1, 0x55555555)):
        e("eor %s, %s, %s, lsr #%d" % (t, hi, lo, sh))
        e("and %s, %s, #0x%08x" % (t, t, m))
        e("eor %s, %s, %s" % (hi, hi, t))
        e("eor %s, %s, %s, lsl #%d" % (lo, lo, t, sh))
    return lo, hi, t


def zip_(e, ev, od, t):
    """(e, o) -> (lo, hi), the inverse exchanges in reverse order; returns
    the registers of (lo, hi) and the free one."""
    for sh, m in ((1, 0x55555555), (2, 0x33333333), (4, 0x0F0F0F0F), (8, 0x00FF00FF)):
        e("eor %s, %s, %s, lsr #%d" % (t, od, ev, sh))
        e("and %s, %s, #0x%08x" % (t, t, m))
        e("eor %s, %s, %s" % (od, od, t))
        e("eor %s, %s, %s, lsl #%d" % (ev, ev, t, sh))
    e("pkhbt %s, %s, %s, lsl #16" % (t, ev, od))
    e("pkhtb %s, %s, %s, asr #16" % (od, od, ev))
    return t, od, ev


# the frame of the duplex functions: x, out, in, blocks left, start
F_X, F_OUT, F_IN, F_N, F_START, FRAME = 0, 4, 8, 12, 16, 20


def duplex_fn(decrypt):
    """void f(uint32_t x[10], uint8_t *out, const uint8_t *in, size_t nblocks
    (>= 1), unsigned start): ascon_p32.c's bi_core loop for encrypt16 or
    decrypt16 (16 bytes a block through x0, x1, then the rounds from start).
    The words of in and out are loaded and stored with LDR/STR, which take
    any alignment on ARMv7-M. r10-r12 carry a lane's words and the
    exchanges' temporary, lr the data pointer; the pointers and the count
    live in the frame. Encryption: x ^= U(m), c = ~Z(x) (x0, x1 are held
    complemented). Decryption: c' = U(~c) = ~U(c), m = Z(x ^ c'), x = c'."""
    out = []
    e = out.append
    e("push {r4-r11, lr}")
    e("sub sp, sp, #%d" % FRAME)
    e("ldr r12, [sp, #%d]" % (FRAME + 36))  # the fifth argument, above the saved registers
    e("str r0, [sp, #%d]" % F_X)
    e("str r1, [sp, #%d]" % F_OUT)
    e("str r2, [sp, #%d]" % F_IN)
    e("str r3, [sp, #%d]" % F_N)
    e("str r12, [sp, #%d]" % F_START)
    e("ldmia r0, {r0-r9}")
    lbl = ".Lascon_%s" % ("dec" if decrypt else "enc")
    e(lbl + ":")
    if not decrypt:
        e("ldr lr, [sp, #%d]" % F_IN)
        for lane in (0, 1):
            e("ldr r10, [lr, #%d]" % (8 * lane))
            e("ldr r11, [lr, #%d]" % (8 * lane + 4))
            ev, od, t = unzip(e, "r10", "r11", "r12")
            e("eor %s, %s, %s" % (X[2 * lane], X[2 * lane], ev))
            e("eor %s, %s, %s" % (X[2 * lane + 1], X[2 * lane + 1], od))
        e("add lr, lr, #16")
        e("str lr, [sp, #%d]" % F_IN)
        e("ldr lr, [sp, #%d]" % F_OUT)
        for lane in (0, 1):
            e("mvn r10, %s" % X[2 * lane])
            e("mvn r11, %s" % X[2 * lane + 1])
            lo, hi, t = zip_(e, "r10", "r11", "r12")
            e("str %s, [lr, #%d]" % (lo, 8 * lane))
            e("str %s, [lr, #%d]" % (hi, 8 * lane + 4))
        e("add lr, lr, #16")
        e("str lr, [sp, #%d]" % F_OUT)
    else:
        for lane in (0, 1):
            xe, xo = X[2 * lane], X[2 * lane + 1]
            e("ldr lr, [sp, #%d]" % F_IN)
            e("ldr r10, [lr, #%d]" % (8 * lane))
            e("ldr r11, [lr, #%d]" % (8 * lane + 4))
            e("mvn r10, r10")
            e("mvn r11, r11")
            ev, od, t = unzip(e, "r10", "r11", "r12")  # c' = (ev, od), t free
            me = t
            e("eor %s, %s, %s" % (me, xe, ev))  # the message's even word
            e("mov %s, %s" % (xe, ev))
            mo = ev
            e("eor %s, %s, %s" % (mo, xo, od))
            e("mov %s, %s" % (xo, od))
            lo, hi, t = zip_(e, me, mo, od)
            e("ldr lr, [sp, #%d]" % F_OUT)
            e("str %s, [lr, #%d]" % (lo, 8 * lane))
            e("str %s, [lr, #%d]" % (hi, 8 * lane + 4))
        e("ldr lr, [sp, #%d]" % F_IN)
        e("add lr, lr, #16")
        e("str lr, [sp, #%d]" % F_IN)
        e("ldr lr, [sp, #%d]" % F_OUT)
        e("add lr, lr, #16")
        e("str lr, [sp, #%d]" % F_OUT)
    e("ldr r12, [sp, #%d]" % F_START)
    e("bl .Lascon_core")
    e("ldr r12, [sp, #%d]" % F_N)
    e("subs r12, r12, #1")
    e("str r12, [sp, #%d]" % F_N)
    e("bne " + lbl)
    e("ldr r10, [sp, #%d]" % F_X)
    e("stmia r10, {r0-r9}")
    e("add sp, sp, #%d" % FRAME)
    e("pop {r4-r11, pc}")
    return out


def mask_fn():
    """void f(uint8_t *p, size_t n, uint32_t m): p[0..n) &= m, p 4-byte
    aligned (LDM/STM need it), n a positive multiple of 32: the one-shot
    decryption's release of its output by the tag's verdict, 32 bytes a
    step (LDM, eight ANDs, STM)."""
    out = []
    e = out.append
    e("push {r4-r11}")
    e(".Lascon_mask:")
    e("ldmia r0, {r3-r10}")
    for i in range(3, 11):
        e("and r%d, r%d, r2" % (i, i))
    e("stmia r0!, {r3-r10}")
    e("subs r1, r1, #32")
    e("bne .Lascon_mask")
    e("pop {r4-r11}")
    e("bx lr")
    return out


FUNCS = [
    ("cairn_ascon_rounds_armv7m", "uint32_t x[10], unsigned start",
     "the last 12 - start rounds of the permutation on x (start 0..12)", rounds_fn),
    ("cairn_ascon_encrypt_armv7m", "uint32_t x[10], uint8_t *out, const uint8_t *in, size_t nblocks, unsigned start",
     "nblocks >= 1 blocks of encrypt16 on x, 12 - start rounds each", lambda: duplex_fn(False)),
    ("cairn_ascon_decrypt_armv7m", "uint32_t x[10], uint8_t *out, const uint8_t *in, size_t nblocks, unsigned start",
     "nblocks >= 1 blocks of decrypt16 on x, 12 - start rounds each", lambda: duplex_fn(True)),
    ("cairn_ascon_mask_armv7m", "uint8_t *p, size_t n, uint32_t m",
     "p[0..n) &= m (p 4-byte aligned, n a positive multiple of 32)", mask_fn),
]


def program():
    """Every function (name: then its body), then the shared rounds."""
    ins = []
    for name, _, _, fn in FUNCS:
        ins.append(name + ":")
        ins += fn()
    return ins + core()


class Leak(AssertionError):
    """A secret reached an address, a branch condition or a return address."""


def run(ins, entry, regs, mem, secret=(), secret_regs=()):
    """A model of the instructions used, on a byte-addressed memory (a
    bytearray) with word registers: PUSH/POP, LDR/STR [base, #off], LDMIA/
    STMIA of r0-r9, MOV/MVN, ADD/SUB with an immediate, SUBS and BNE,
    EOR/AND/ORR/BIC/ORN with an immediate or a register (LSL/LSR/ROR
    shifted), PKHBT (LSL #16)/PKHTB (ASR #16), TBH on the entry table, BL and
    BX LR. Returns when the entry function pops its return address.
    Taint: the bytes at the addresses in `secret` and the registers in
    secret_regs are secret, and so is whatever is computed or loaded from
    them; a secret value used as an address (a load's or store's base, TBH's
    index), deciding a branch (SUBS then BNE) or returned to raises Leak."""
    labels = {s[:-1]: n for n, s in enumerate(ins) if s.endswith(":")}
    R = {"r%d" % i: random.getrandbits(32) for i in range(13)}
    R.update(regs)
    R["lr"] = -1
    saved = {"r%d" % i: R["r%d" % i] for i in range(4, 12)}
    sp0 = R["sp"]
    Z = False
    sec = set(secret)
    T = set(secret_regs)  # registers holding secret-derived values
    zsec = False
    pc = labels[entry]

    def rd(a):
        return int.from_bytes(mem[a:a + 4], "little")

    def wr(a, v):
        mem[a:a + 4] = (v % M32).to_bytes(4, "little")

    def rdt(a):  # a word's taint
        return any(a + i in sec for i in range(4))

    def wrt(a, t):
        for i in range(4):
            (sec.add if t else sec.discard)(a + i)

    def setr(r, v, t):
        R[r] = v
        (T.add if t else T.discard)(r)

    def addr(base, s):
        if base in T:
            raise Leak("a secret-derived address: " + s)
        return R[base]

    def rd_signed(a):  # the return address marker -1 comes back as -1
        v = rd(a)
        return -1 if v == M32 - 1 else v

    def operand(a):
        if a[0].startswith("#"):
            return int(a[0][1:], 0)
        v = R[a[0]]
        if len(a) > 1:
            kind, k = a[1].split()
            k = int(k[1:])
            v = {"lsl": (v << k) % M32, "lsr": v >> k, "ror": ror(v, k)}[kind]
        return v

    def otaint(a):
        return a[0] in T

    def reglist(t):
        out = []
        for part in t.strip().strip("{}").split(","):
            part = part.strip()
            if "-" in part:
                lo, hi = part.split("-")
                out += ["r%d" % i for i in range(int(lo[1:]), int(hi[1:]) + 1)]
            else:
                out.append(part)
        return out

    while True:
        s = ins[pc]
        pc += 1
        if s.endswith(":") or s.startswith(".hword"):
            continue
        op, args = s.split(" ", 1)
        if op == "push":
            regs_ = reglist(args)
            R["sp"] -= 4 * len(regs_)
            for k, r in enumerate(regs_):
                wr(R["sp"] + 4 * k, R[r])
                wrt(R["sp"] + 4 * k, r in T)
            continue
        if op == "pop":
            regs_ = reglist(args)
            vals = [rd_signed(R["sp"] + 4 * k) if r == "pc" else rd(R["sp"] + 4 * k) for k, r in enumerate(regs_)]
            tnts = [rdt(R["sp"] + 4 * k) for k in range(len(regs_))]
            R["sp"] += 4 * len(regs_)
            for r, v, t in zip(regs_, vals, tnts):
                setr(r, v, t)
            if "pc" in regs_:
                if "pc" in T:
                    raise Leak("a secret-derived return address: " + s)
                # back to the caller (the model's return address), with r4-r11 and sp as they were
                assert R["pc"] == -1 and R["sp"] == sp0, "sp or the return address not restored"
                for r, v in saved.items():
                    assert R[r] == v, "%s not restored" % r
                return R
            continue
        if op == "tbh":
            if "r12" in T:
                raise Leak("a table branch on a secret: " + s)
            pc = labels[".Lascon_r%d" % R["r12"]]
            continue
        if op == "bl":
            setr("lr", pc, False)
            pc = labels[args.strip()]
            continue
        if op == "bx":
            if "lr" in T:
                raise Leak("a secret-derived return address: " + s)
            if R["lr"] == -1:
                assert R["sp"] == sp0, "sp not restored"
                for r, v in saved.items():
                    assert R[r] == v, "%s not restored" % r
                return R
            pc = R["lr"]
            continue
        if op == "bne":
            if zsec:
                raise Leak("a branch on a secret-derived condition: " + s)
            if not Z:
                pc = labels[args.strip()]
            continue
        a = [t.strip() for t in args.split(",", 1)]
        if op in ("ldmia", "stmia"):
            wb = a[0].endswith("!")
            basereg = a[0].rstrip("!")
            base = addr(basereg, s)
            lst = reglist(a[1])
            assert base % 4 == 0, "LDM/STM on an unaligned address"
            for k, r in enumerate(lst):
                if op == "ldmia":
                    setr(r, rd(base + 4 * k), rdt(base + 4 * k))
                else:
                    wr(base + 4 * k, R[r])
                    wrt(base + 4 * k, r in T)
            if wb:
                R[basereg] = base + 4 * len(lst)
            continue
        a = [t.strip() for t in args.replace("[", "").replace("]", "").split(",")]
        if op == "ldr":
            ad = addr(a[1], s) + int(a[2][1:])
            setr(a[0], rd(ad), rdt(ad))
        elif op == "str":
            ad = addr(a[1], s) + int(a[2][1:])
            wr(ad, R[a[0]])
            wrt(ad, a[0] in T)
        elif op == "mov":
            setr(a[0], operand(a[1:]), otaint(a[1:]))
        elif op == "mvn":
            setr(a[0], ~operand(a[1:]) % M32, otaint(a[1:]))
        elif op in ("add", "sub", "subs"):
            v = R[a[1]] + (operand(a[2:]) if op == "add" else -operand(a[2:]))
            setr(a[0], v % M32 if a[0] != "sp" else v, a[1] in T or otaint(a[2:]))
            if op == "subs":
                Z = R[a[0]] == 0
                zsec = a[0] in T
        elif op == "pkhbt":
            setr(a[0], (R[a[1]] & 0xFFFF) | ((R[a[2]] << 16) % M32), a[1] in T or a[2] in T)
        elif op == "pkhtb":
            setr(a[0], (R[a[1]] & 0xFFFF0000) | (R[a[2]] >> 16), a[1] in T or a[2] in T)
        else:
            u, v = R[a[1]], operand(a[2:])
            setr(a[0], {"eor": u ^ v, "and": u & v, "orr": u | v, "bic": u & ~v, "orn": u | ~v}[op] % M32,
                 a[1] in T or otaint(a[2:]))


def ror(v, k):
    return ((v >> k) | (v << (32 - k))) % M32 if k else v


def ref_round(x, c):
    """ascon_p32.c's ASCON_ROUND32 in Python."""
    x = list(x)
    x[4] ^= ce(c)
    x[5] ^= co(c)
    t = [0] * 10
    for h in (0, 1):
        a = [x[2 * i + h] for i in range(5)]
        a[0] ^= a[4]
        a[4] ^= a[3]
        a[2] ^= a[1]
        n = lambda v: ~v % M32
        tt = [a[0] ^ (a[1] & a[2]), a[1] ^ (a[2] | a[3]), a[2] ^ (a[3] & n(a[4])), a[3] ^ (a[4] & n(a[0])),
              a[4] ^ (n(a[0]) | a[1])]
        tt[1] ^= tt[0]
        tt[0] ^= tt[4]
        tt[3] ^= tt[2]
        for i in range(5):
            t[2 * i + h] = tt[i] % M32
    t0e, t0o, t1e, t1o, t2e, t2o, t3e, t3o, t4e, t4o = t
    return [t0e ^ ror(t0o ^ ror(t0e, 5), 9), t0o ^ ror(t0e ^ ror(t0o, 4), 10),
            t1e ^ ror(t1o ^ ror(t1o, 11), 19), t1o ^ ror(t1e ^ ror(t1e, 11), 20),
            t2e ^ t2o ^ ror(t2e, 3), t2o ^ ror(t2e ^ ror(t2o, 2), 1),
            t3e ^ ror(t3e ^ ror(t3o, 3), 5), t3o ^ ror(t3o ^ ror(t3e, 4), 5),
            t4e ^ ror(t4o ^ ror(t4o, 17), 3), t4o ^ ror(t4e ^ ror(t4e, 17), 4)]


def U(lo, hi):
    """A lane's words to (e, o), straight from the definition."""
    v = lo | hi << 32
    return (sum(((v >> (2 * i)) & 1) << i for i in range(32)), sum(((v >> (2 * i + 1)) & 1) << i for i in range(32)))


def Z(ev, od):
    v = sum(((ev >> i) & 1) << (2 * i) | ((od >> i) & 1) << (2 * i + 1) for i in range(32))
    return v % M32, v >> 32


def ref_rounds(x, start):
    for i in range(start, 12):
        x = ref_round(x, ((0xF - i) << 4) | i)
    return x


def ref_duplex(x, data, nblocks, start, decrypt):
    """ascon_p32.c's bi_core loop for encrypt16/decrypt16 in Python."""
    x, out = list(x), bytearray()
    for b in range(nblocks):
        for lane in (0, 1):
            w = data[16 * b + 8 * lane:16 * b + 8 * lane + 8]
            ae, ao = U(int.from_bytes(w[:4], "little"), int.from_bytes(w[4:], "little"))
            if decrypt:
                lo, hi = Z(~x[2 * lane] % M32 ^ ae, ~x[2 * lane + 1] % M32 ^ ao)
                x[2 * lane], x[2 * lane + 1] = ~ae % M32, ~ao % M32
            else:
                x[2 * lane] ^= ae
                x[2 * lane + 1] ^= ao
                lo, hi = Z(~x[2 * lane] % M32, ~x[2 * lane + 1] % M32)
            out += lo.to_bytes(4, "little") + hi.to_bytes(4, "little")
        x = ref_rounds(x, start)
    return x, bytes(out)


def check(ins=None, quiet=False, trials=60):
    """The functions of ins (default: the generated program) against the
    reference, with the state, the data and the mask secret (run's taint)."""
    ins = ins if ins is not None else program()
    xsec = range(0x100, 0x100 + 40)
    XA, INA, OUTA, SP = 0x100, 0x201, 0x1003, 0x3000  # in and out unaligned
    n = 0
    for trial in range(trials):
        x = [random.getrandbits(32) for _ in range(10)]
        if trial == 0:
            x = [0] * 10
        elif trial == 1:
            x = [M32 - 1] * 10
        for start in range(13):
            mem = bytearray(SP + 64)
            for k in range(10):
                mem[XA + 4 * k:XA + 4 * k + 4] = x[k].to_bytes(4, "little")
            run(ins, "cairn_ascon_rounds_armv7m", {"r0": XA, "r1": start, "sp": SP}, mem, xsec)
            got = [int.from_bytes(mem[XA + 4 * k:XA + 4 * k + 4], "little") for k in range(10)]
            assert got == ref_rounds(x, start), ("mismatch", "rounds", start, trial)
            for decrypt in (False, True):
                for inplace in (False, True):
                    nb = 1 + (trial + start) % 3
                    data = bytes(random.getrandbits(8) for _ in range(16 * nb))
                    mem = bytearray(SP + 64)
                    for k in range(10):
                        mem[XA + 4 * k:XA + 4 * k + 4] = x[k].to_bytes(4, "little")
                    mem[INA:INA + len(data)] = data
                    outa = INA if inplace else OUTA
                    # the fifth argument on the stack, as AAPCS passes it
                    mem[SP - 4:SP] = start.to_bytes(4, "little")
                    name = "cairn_ascon_%s_armv7m" % ("decrypt" if decrypt else "encrypt")
                    run(ins, name, {"r0": XA, "r1": outa, "r2": INA, "r3": nb, "sp": SP - 4}, mem,
                        list(xsec) + list(range(INA, INA + len(data))))
                    got = [int.from_bytes(mem[XA + 4 * k:XA + 4 * k + 4], "little") for k in range(10)]
                    wx, wout = ref_duplex(x, data, nb, start, decrypt)
                    assert got == wx and bytes(mem[outa:outa + 16 * nb]) == wout, ("mismatch", name, start, trial, inplace)
            n += 1
    for n32 in (1, 2, 5):
        for m in (0, M32 - 1):
            mem = bytearray(SP + 64)
            data = bytes(random.getrandbits(8) for _ in range(32 * n32 + 8))
            mem[0x400:0x400 + len(data)] = data
            run(ins, "cairn_ascon_mask_armv7m", {"r0": 0x404, "r1": 32 * n32, "r2": m, "sp": SP}, mem,
                range(0x404, 0x404 + 32 * n32), ("r2",))
            want = data[:4] + (data[4:4 + 32 * n32] if m else bytes(32 * n32)) + data[4 + 32 * n32:]
            assert bytes(mem[0x400:0x400 + len(data)]) == want, ("mismatch", "mask", n32, m)
    if quiet:
        return
    per_round = ins.index(".Lascon_r1:") - ins.index(".Lascon_r0:") - 1
    enc = FUNCS[1][3]()
    per_block = enc.index("bne .Lascon_enc") - enc.index(".Lascon_enc:")
    print("gen-ascon-asm: rounds, encryption, decryption and the mask agree with the Python reference from all 13 entries "
          "on %d states; no secret-derived address, branch or return; %d instructions a round, %d a block besides "
          "the rounds" % (n // 13, per_round, per_block + 1))


SOURCE = __import__("os").path.join(__import__("os").path.dirname(__import__("os").path.abspath(__file__)),
                                    "..", "src", "hash", "ascon_p32.c")


def committed():
    """The program as committed in ascon_p32.c's asm statement: its
    instructions, labels and .hword lines (the other directives dropped)."""
    import re
    src = open(SOURCE).read()
    src = src[src.index("/* generated by scripts/gen-ascon-asm.py --emit: begin */"):]
    src = src[src.index("__asm__("):src.index("/* generated: end */")]
    out = []
    for m in re.finditer(r'"((?:[^"\\]|\\.)*)"', src):
        ln = m.group(1).replace("\\n", "").replace("\\t", "").replace('\\"', '"')
        if ln.endswith(":") or ln.startswith(".hword") or not ln.startswith("."):
            out.append(ln)
    return out


def verify():
    """check() on the committed program, then on altered copies that must fail."""
    ins = committed()
    check(ins, quiet=True, trials=12)
    print("gen-ascon-asm: the committed assembly (src/hash/ascon_p32.c) agrees with the reference; no secret-derived "
          "address, branch or return; r4-r11 and sp restored")
    first_ldm = ins.index("ldmia r0, {r0-r9}")
    eor = next(i for i in range(first_ldm, len(ins)) if ins[i].startswith("eor "))
    push = ins.index("push {r0, r4-r11, lr}")
    pop = ins.index("pop {r1, r4-r11, pc}")
    mutants = [
        ("a secret-derived address", ins[:first_ldm + 1] + ["ldr r10, [r0, #0]"] + ins[first_ldm + 1:], Leak,
         "address"),
        ("a branch on a secret", ins[:first_ldm + 1] + ["subs r10, r0, #0", "bne .Lmutant", ".Lmutant:"] +
         ins[first_ldm + 1:], Leak, "branch"),
        ("an EOR made an ORR", ins[:eor] + ["orr " + ins[eor][4:]] + ins[eor + 1:], AssertionError, "mismatch"),
        ("r4 left out of the PUSH and POP", ins[:push] + ["push {r0, r5-r11, lr}"] + ins[push + 1:pop] +
         ["pop {r1, r5-r11, pc}"] + ins[pop + 1:], AssertionError, "r4 not restored"),
    ]
    for what, bad, kind, want in mutants:
        try:
            check(bad, quiet=True, trials=2)
        except kind as e:
            assert want in str(e), "%s: failed for another reason: %r" % (what, e)
            continue
        raise AssertionError("%s: the check did not fail" % what)
    print("gen-ascon-asm: the %d negative controls (%s) each fail the check" %
          (len(mutants), "; ".join(m[0] for m in mutants)))


def emit_c():
    out = []
    for name, params, what, _ in FUNCS:
        out.append("/* %s */" % what)
        out.append("void %s(%s);" % (name, params))
    out.append('__asm__(".pushsection .text.cairn_ascon_armv7m,\\"ax\\",%progbits\\n\\t"')
    for d in (".syntax unified", ".thumb"):
        out.append('        "%s\\n\\t"' % d)
    for name, _, _, fn in FUNCS:
        for d in (".p2align 2", ".global " + name, ".hidden " + name, ".type %s, %%function" % name):
            out.append('        "%s\\n\\t"' % d)
        out.append('        ".thumb_func\\n"')
        out.append('        "%s:\\n\\t"' % name)
        for line in fn():
            out.append('        "%s\\n\\t"' % line)
        out.append('        ".size %s, .-%s\\n\\t"' % (name, name))
    out.append('        ".p2align 2\\n\\t"')
    for line in core():
        out.append('        "%s\\n\\t"' % line)
    out.append('        ".popsection");')
    print("\n".join(out))


def main():
    import sys
    if "--verify" in sys.argv:
        verify()
    elif "--check" in sys.argv:
        check()
    elif "--emit" in sys.argv:
        emit_c()
    else:
        for line in program():
            print(line)


if __name__ == "__main__":
    main()
