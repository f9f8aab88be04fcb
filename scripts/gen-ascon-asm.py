#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Writes the Thumb-2 assembly of src/hash/ascon_p32.c (ARMv7-M and later
Thumb-2 cores): the last `rounds` rounds of the bit-interleaved Ascon
permutation on a state of ten words in memory.
  --emit    the C text of the file's assembly section (between its
            "generated" markers): the declaration and a top-level asm block;
  --check   runs the body on a model of the instructions against ascon_p32.c's
            round written in Python (ASCON_ROUND32), from every entry point
            on random states, instead of printing;
  nothing:  the body alone.

State: x[2i] and x[2i + 1] are lane i's even and odd words, lanes 0..3 held
complemented (as in ascon_p32.c); they are loaded into r0-r9 with one LDM
and stored back with one STM. The twelve rounds are written out, and a TBH
on `start` (0..11: 12 - rounds) enters at the first one to run.

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


def body():
    out = []
    e = out.append
    e("push {r0, r4-r11, lr}")
    e("mov r12, r1")
    e("ldmia r0, {r0-r9}")
    e("tbh [pc, r12, lsl #1]")
    e(".Lascon_tbl:")
    for i in range(12):
        e(".hword (.Lascon_r%d - .Lascon_tbl) / 2" % i)
    for i in range(12):
        e(".Lascon_r%d:" % i)
        round_(e, ((0xF - i) << 4) | i)
    e("ldr r10, [sp]")
    e("stmia r10, {r0-r9}")
    e("pop {r1, r4-r11, pc}")
    return out


def run(ins, x, start):
    """A model of the instructions used: EOR/AND/ORR/BIC/ORN with a register
    (optionally rotated) or an immediate, MOV, LDMIA/STMIA of r0-r9, TBH as
    the entry at round `start`."""
    R = {}
    mem = list(x)
    labels = {}
    for n, s in enumerate(ins):
        if s.endswith(":"):
            labels[s[:-1]] = n
    pc = 0
    while pc < len(ins):
        s = ins[pc]
        pc += 1
        if s.endswith(":") or s.startswith(".hword") or s.startswith("push"):
            continue
        op, args = s.split(" ", 1)
        if op == "pop":
            break
        if op == "tbh":
            pc = labels[".Lascon_r%d" % start]
            continue
        if op == "ldmia":
            for i in range(10):
                R["r%d" % i] = mem[i]
            continue
        if op == "stmia":
            mem = [R["r%d" % i] for i in range(10)]
            continue
        if op in ("mov", "ldr"):
            continue  # the entry index and x's address
        a = [t.strip() for t in args.split(",")]
        if a[2].startswith("#"):
            v = int(a[2][1:])
        else:
            v = R[a[2]]
            if len(a) == 4:
                k = int(a[3].split("#")[1])
                v = ((v >> k) | (v << (32 - k))) % M32
        u = R[a[1]]
        R[a[0]] = {"eor": u ^ v, "and": u & v, "orr": u | v, "bic": u & ~v % M32, "orn": (u | ~v) % M32}[op] % M32
    return mem


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


def check():
    ins = body()
    n = 0
    for trial in range(200):
        x = [random.getrandbits(32) for _ in range(10)]
        if trial == 0:
            x = [0] * 10
        elif trial == 1:
            x = [M32 - 1] * 10
        for start in range(12):
            want = x
            for i in range(start, 12):
                want = ref_round(want, ((0xF - i) << 4) | i)
            assert run(ins, x, start) == want, ("rounds", start, trial)
            n += 1
    per_round = ins.index(".Lascon_r1:") - ins.index(".Lascon_r0:") - 1
    print("gen-ascon-asm: the rounds agree with ASCON_ROUND32 from all 12 entries on %d states; "
          "%d instructions a round" % (n // 12, per_round))


NAME = "cairn_ascon_rounds_armv7m"


def emit_c():
    out = ["/* the last 12 - start rounds of the permutation on x (start 0..11) */",
           "void %s(uint32_t x[10], unsigned start);" % NAME,
           '__asm__(".pushsection .text.%s,\\"ax\\",%%progbits\\n\\t"' % NAME]
    for d in (".syntax unified", ".thumb", ".p2align 2", ".global " + NAME, ".hidden " + NAME,
              ".type %s, %%function" % NAME):
        out.append('        "%s\\n\\t"' % d)
    out.append('        ".thumb_func\\n"')
    out.append('        "%s:\\n\\t"' % NAME)
    for line in body():
        out.append('        "%s\\n\\t"' % line)
    out.append('        ".size %s, .-%s\\n\\t"' % (NAME, NAME))
    out.append('        ".popsection");')
    print("\n".join(out))


def main():
    import sys
    if "--check" in sys.argv:
        check()
    elif "--emit" in sys.argv:
        emit_c()
    else:
        for line in body():
            print('        "%s\\n\\t"' % line)


if __name__ == "__main__":
    main()
