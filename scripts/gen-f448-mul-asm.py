#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Writes the Thumb-2 assembly of src/ed/f448_32.c (Cortex-M4/M7): the
14 x 14-word product and square (UMAAL), each followed by the reduction of
its 28-word result, and the addition and subtraction with their folds
(ADCS/SBCS chains).
  --emit    the C text of the file's assembly section (between its
            "generated" markers): declarations and top-level asm blocks;
  --check   runs every body on a model of the instructions against Python's
            integers, on edge and random operands (and r aliasing a or b),
            instead of printing; the model refuses a branch and an address
            that is not a pointer argument or sp plus a constant (so no
            address or branch depends on the operands' words), and each
            body saves the callee-saved registers it writes;
  --verify  the same on the text committed in f448_32.c, and on altered
            copies that must fail it (the host test test_asm_f448_arm);
  --sqr, --add, --sub, --mul-small-add, --cswap, or nothing (the
            product): one body alone.

Scheme: rows of a four at a time (14 = 4 + 4 + 4 + 2), operand scanning.
For the rows a_i .. a_i+k-1 of a group and each position p of t: lo starts
as t[p] as earlier groups left it (or, past them, as the carry of the
group's row that just ended, or zero), then each row r with a product here
does one UMAAL (lo, c_r) = a_i+r * b[p - i - r] + lo + c_r, keeping its own
carry c_r, then lo is stored: a load of t, a load of b, k products and a
store per position. The b words in use rotate through four registers.
Every step adds one product and two words below 2^32: nothing overflows.
t lives in the function's stack frame (addressed from sp, which frees the
register a pointer to it would take), and the reduction reads it there
before writing r, so r may be a or b.

Registers: r2 b; r3-r6 the rows' a words; r7-r10 their carries; r11 lo;
r12, lr, r0, r1 the b ring (r and a are kept in the frame and a reloaded at
each group). r4-r11 and lr are saved.
"""

N = 14
B = "r2"
AR = ["r3", "r4", "r5", "r6"]
CR = ["r7", "r8", "r9", "r10"]
LO = "r11"
BR = ["r12", "lr", "r0", "r1"]
# the frame: t[0..27], then the saved r and a (124 bytes: sp stays 8-byte aligned)
FRAME, SAVED_R, SAVED_A = 124, 112, 116


def groups():
    gs, i = [], 0
    for k in (4, 4, 4, 2):
        gs.append((i, k))
        i += k
    assert i == N
    return gs


def lo_start(e, p, written, i):
    """lo for position p: t[p] as earlier groups left it, or the carry of
    the group's row that ended at p, or zero."""
    if p < written:
        e("ldr %s, [sp, #%d]" % (LO, 4 * p))
    elif p - i - N >= 0:
        e("mov %s, %s" % (LO, CR[p - i - N]))
    else:
        e("movs %s, #0" % LO)


def prologue(e):
    e("push {r4-r11, lr}")
    e("sub sp, sp, #%d" % FRAME)
    e("str r0, [sp, #%d]" % SAVED_R)
    e("str r1, [sp, #%d]" % SAVED_A)


def epilogue(e):
    """r = t mod p, then the frame released."""
    e("ldr r0, [sp, #%d]" % SAVED_R)
    e("mov r1, sp")
    for line in reduce_core():
        e(line)
    e("add sp, sp, #%d" % FRAME)
    e("pop {r4-r11, pc}")


def body():
    out = []
    e = out.append
    prologue(e)
    written = 0  # t[0..written) holds the earlier groups' sums
    for (i, k) in groups():
        if i > 0:
            e("ldr r1, [sp, #%d]" % SAVED_A)
        for r in range(k):
            e("ldr %s, [r1, #%d]" % (AR[r], 4 * (i + r)))
            e("movs %s, #0" % CR[r])
        for p in range(i, i + k + N):
            j0 = p - i
            if j0 < N:
                e("ldr %s, [%s, #%d]" % (BR[j0 % 4], B, 4 * j0))
            lo_start(e, p, written, i)
            for r in range(k):
                j = p - i - r
                if 0 <= j < N:
                    e("umaal %s, %s, %s, %s" % (LO, CR[r], AR[r], BR[j % 4]))
            e("str %s, [sp, #%d]" % (LO, 4 * p))
        written = i + k + N
    assert written == 2 * N
    epilogue(e)
    return out


def sqr_groups():
    # rows 0..12 have products a_i a_j, j > i (row 13 has none)
    gs, i = [], 0
    for k in (4, 4, 4, 1):
        gs.append((i, k))
        i += k
    assert i == N - 1
    return gs


def sqr_body():
    """The triangle sum S = sum_{i<j} a_i a_j 2^(32(i+j)) by the product's
    scheme (row r of a group runs from position 2(i+r)+1), then t = 2 S plus
    the squares, one pass over word pairs: (s_lo, s_hi) = a_i^2 (UMULL), then
    per word (c:s) = 2 w + s + c (UMAAL with y = 2, at most 2^64 - 4, c <= 3).
    a is both operands: its pointer stays in r2 (b's register)."""
    out = []
    e = out.append
    prologue(e)
    e("mov %s, r1" % B)
    written = 1  # t[0] is the first square's alone: the last pass writes it
    for (i, k) in sqr_groups():
        for r in range(k):
            e("ldr %s, [%s, #%d]" % (AR[r], B, 4 * (i + r)))
            e("movs %s, #0" % CR[r])
        for p in range(2 * i + 1, i + k + N):
            j0 = p - i
            if j0 < N:
                e("ldr %s, [%s, #%d]" % (BR[j0 % 4], B, 4 * j0))
            rows = [r for r in range(k) if i + r + 1 <= p - i - r < N]
            lo_start(e, p, written, i)
            for r in rows:
                j = p - i - r
                e("umaal %s, %s, %s, %s" % (LO, CR[r], AR[r], BR[j % 4]))
            e("str %s, [sp, #%d]" % (LO, 4 * p))
        written = i + k + N
    # S fills t[1..written); the top words up to 27 are zero
    for p in range(written, 2 * N):
        e("movs %s, #0" % LO)
        e("str %s, [sp, #%d]" % (LO, 4 * p))
    # t = 2 S + squares: r3 = 2, r4 the carry, r5 a_i, r6/r7 the square, r8/r9 S's words
    e("movs r3, #2")
    e("movs r4, #0")
    for i in range(N):
        e("ldr r5, [%s, #%d]" % (B, 4 * i))
        e("umull r6, r7, r5, r5")
        e("ldrd r8, r9, [sp, #%d]" % (8 * i))
        if i == 0:
            e("movs r8, #0")
        e("umaal r6, r4, r8, r3")
        e("umaal r7, r4, r9, r3")
        e("strd r6, r7, [sp, #%d]" % (8 * i))
    epilogue(e)
    return out


def chunks(lo, hi, size=4):
    """[lo, hi) in runs of at most size words."""
    out = []
    while lo < hi:
        out.append((lo, min(hi, lo + size)))
        lo += size
    return out


REGS_A = ["r3", "r4", "r5", "r6"]
REGS_B = ["r7", "r8", "r9", "r10"]


def reglist(regs):
    return "{" + ", ".join(regs) + "}"


def add_body(sub=False):
    """r = a +- b with the carry (borrow) out of 2^448 folded back as
    2^224 + 1 (2^448 = 2^224 + 1 mod p), twice, the second time over words
    0..7 (see f448_32.c's fold2/unfold2): ADCS/SBCS chains over runs of four
    words loaded with LDM, the flags untouched by LDM/STM. r may be a or b.
    Registers: r0 r, r1 a, r2 b, r3-r10 the runs, r12 the carry."""
    out = []
    e = out.append
    e("push {r4-r10}")
    fl, fc = ("subs", "sbcs") if sub else ("adds", "adcs")
    first = True
    for (lo, hi) in chunks(0, N):
        n = hi - lo
        e("ldmia r1!, %s" % reglist(REGS_A[:n]))
        e("ldmia r2!, %s" % reglist(REGS_B[:n]))
        for k in range(n):
            e("%s %s, %s, %s" % (fl if first else fc, REGS_A[k], REGS_A[k], REGS_B[k]))
            first = False
        e("stmia r0!, %s" % reglist(REGS_A[:n]))
    e("sub r0, r0, #%d" % (4 * N))
    e("mov r12, #0")
    e("adc r12, r12, #0")  # the carry (add) or not-borrow (sub)
    if sub:
        e("eor r12, r12, #1")
    fold(e, sub)
    e("pop {r4-r10}")
    e("bx lr")
    return out


def fold(e, sub=False):
    """r (r0) +- c (r12) (2^224 + 1): over 14 words, c at words 0 and 7 and
    the flag running on, then the carry (borrow) out once more over words
    0..7. Registers: r3-r10."""
    fl, fc = ("subs", "sbcs") if sub else ("adds", "adcs")
    for (lo, hi) in ((0, 7), (7, N)):
        regs = ["r3", "r4", "r5", "r6", "r7", "r8", "r9"][: hi - lo]
        e("ldmia r0, %s" % reglist(regs))
        for k, rg in enumerate(regs):
            w = lo + k
            if w == 0:
                e("%s %s, %s, r12" % (fl, rg, rg))
            elif w == 7:
                e("%s %s, %s, r12" % (fc, rg, rg))
            else:
                e("%s %s, %s, #0" % (fc, rg, rg))
        e("stmia r0!, %s" % reglist(regs))
    e("sub r0, r0, #%d" % (4 * N))
    e("mov r12, #0")
    e("adc r12, r12, #0")
    if sub:
        e("eor r12, r12, #1")
    regs = ["r3", "r4", "r5", "r6", "r7", "r8", "r9", "r10"]
    e("ldmia r0, %s" % reglist(regs))
    for k, rg in enumerate(regs):
        if k == 0:
            e("%s %s, %s, r12" % (fl, rg, rg))
        elif k == 7:
            e("%s %s, %s, r12" % (fc, rg, rg))
        else:
            e("%s %s, %s, #0" % (fc, rg, rg))
    e("stmia r0, %s" % reglist(regs))


def mul_small_add_body():
    """r = a + k b mod p (k < 2^17), below 2^448: per word one UMAAL
    (a_i, c) = b_i k + a_i + c over runs of four words (LDM/STM), then the
    carry c <= 2^17 folded as in fold (the first fold leaves a value below
    2^448 + 2^242, so its carry out is at most 1 and the second cannot carry
    again). r may be a or b. Registers: r0 r, r1 a, r2 b, r3 k, r4-r7 a's
    run, r8-r11 b's run, r12 c."""
    out = []
    e = out.append
    e("push {r4-r11}")
    e("movs r12, #0")
    ra, rb = ["r4", "r5", "r6", "r7"], ["r8", "r9", "r10", "r11"]
    for (lo, hi) in chunks(0, N):
        n = hi - lo
        e("ldmia r1!, %s" % reglist(ra[:n]))
        e("ldmia r2!, %s" % reglist(rb[:n]))
        for k in range(n):
            e("umaal %s, r12, %s, r3" % (ra[k], rb[k]))
        e("stmia r0!, %s" % reglist(ra[:n]))
    e("sub r0, r0, #%d" % (4 * N))
    fold(e)
    e("pop {r4-r11}")
    e("bx lr")
    return out


def cswap_body():
    """a <-> b if ctl (0 or 1): with m = -ctl, t = (a_i ^ b_i) & m is XORed
    into both, over runs of four words (LDM/STM). Registers: r0 a, r1 b,
    r2 m, r3-r6 a's run, r7-r10 b's run, r12 t."""
    out = []
    e = out.append
    e("push {r4-r10}")
    e("rsbs r2, r2, #0")
    ra, rb = ["r3", "r4", "r5", "r6"], ["r7", "r8", "r9", "r10"]
    for (lo, hi) in chunks(0, N):
        n = hi - lo
        e("ldmia r0, %s" % reglist(ra[:n]))
        e("ldmia r1, %s" % reglist(rb[:n]))
        for k in range(n):
            e("eor r12, %s, %s" % (ra[k], rb[k]))
            e("and r12, r12, r2")
            e("eor %s, %s, r12" % (ra[k], ra[k]))
            e("eor %s, %s, r12" % (rb[k], rb[k]))
        e("stmia r0!, %s" % reglist(ra[:n]))
        e("stmia r1!, %s" % reglist(rb[:n]))
    e("pop {r4-r10}")
    e("bx lr")
    return out


def reduce_core():
    """r = t mod p (below 2^448) for t[28]: with t = t0 + t1 2^224 + t2 2^448
    + t3 2^672 (7-word parts), r = (t0 + t2 + t3) + (t1 + t2 + 2 t3) 2^224:
    three ADCS passes over 14 words (t0 t1 + t2 t2, + t3 t3, + 0 t3), each
    carry kept (r4 r5 r6 for c1 c2 c3 are the words; r12, lr the carries),
    then their sum folded as 2^448 = 2^224 + 1, twice (the second over words
    0..7). Registers: r0 r, r1 t, r2 a run base, r3-r10 runs, r11/r12/lr
    (the caller saves r4-r11 and lr)."""
    out = []
    e = out.append
    # pass 1: r = t[0..13] + (t2 || t2)
    passes = [
        ("first", [(j, 14 + (j % 7)) for j in range(N)]),
        ("acc", [(j, 21 + (j % 7)) for j in range(N)]),
        ("acc_hi", [(j, 21 + (j - 7)) for j in range(7, N)]),
    ]
    carries = ["r11", "r12", "lr"]
    for pi, (kind, pairs) in enumerate(passes):
        first = True
        words = [j for j, _ in pairs]
        # runs of consecutive destination words whose sources are consecutive too
        runs = []
        for j, sidx in pairs:
            if runs and runs[-1][0] + len(runs[-1][2]) == j and runs[-1][1] + len(runs[-1][2]) == sidx and len(runs[-1][2]) < 4:
                runs[-1][2].append(j)
            else:
                runs.append([j, sidx, [j]])
        for (j0, s0, js) in runs:
            n = len(js)
            ra, rb = REGS_A[:n], REGS_B[:n]
            base_a = "r1" if pi == 0 else "r0"
            e("add r2, %s, #%d" % (base_a, 4 * j0))
            e("ldmia r2, %s" % reglist(ra))
            e("add r2, r1, #%d" % (4 * s0))
            e("ldmia r2, %s" % reglist(rb))
            for k in range(n):
                e("%s %s, %s, %s" % ("adds" if first else "adcs", ra[k], ra[k], rb[k]))
                first = False
            e("add r2, r0, #%d" % (4 * j0))
            e("stmia r2, %s" % reglist(ra))
        e("mov %s, #0" % carries[pi])
        e("adc %s, %s, #0" % (carries[pi], carries[pi]))
    e("add r12, r12, r11")
    e("add r12, r12, lr")
    for (lo, hi) in ((0, 7), (7, N)):
        regs = ["r3", "r4", "r5", "r6", "r7", "r8", "r9"][: hi - lo]
        e("add r2, r0, #%d" % (4 * lo))
        e("ldmia r2, %s" % reglist(regs))
        for k, rg in enumerate(regs):
            w = lo + k
            if w == 0:
                e("adds %s, %s, r12" % (rg, rg))
            elif w == 7:
                e("adcs %s, %s, r12" % (rg, rg))
            else:
                e("adcs %s, %s, #0" % (rg, rg))
        e("stmia r2, %s" % reglist(regs))
    e("mov r12, #0")
    e("adc r12, r12, #0")
    regs = ["r3", "r4", "r5", "r6", "r7", "r8", "r9", "r10"]
    e("ldmia r0, %s" % reglist(regs))
    for k, rg in enumerate(regs):
        if k == 0:
            e("adds %s, %s, r12" % (rg, rg))
        elif k == 7:
            e("adcs %s, %s, r12" % (rg, rg))
        else:
            e("adcs %s, %s, #0" % (rg, rg))
    e("stmia r0, %s" % reglist(regs))
    return out


M32 = 2 ** 32


class Leak(AssertionError):
    """A data word used as an address, or a branch."""


def run(ins, mem, regs):
    """A model of the instructions used: LDR/STR/LDRD/STRD with immediate offsets,
    LDMIA/STMIA (with or without writeback), MOV, ADD/SUB (no flags),
    ADDS/ADCS/SUBS/SBCS/RSBS (the C flag), ADC, EOR, AND, UMAAL, UMULL; PUSH, POP and
    BX are ignored. Memory is a dict of arrays of words; a pointer is
    (array name, word index)."""
    R = dict(regs)
    C = 0

    def val(x):
        return int(x[1:], 0) if x.startswith("#") else R[x]

    def ptr(base, s):
        # addresses are pointers (the arguments, sp and offsets from them),
        # never a value computed from the operands' words
        if not isinstance(R.get(base), tuple):
            raise Leak("a data-derived address: " + s)
        return R[base]

    for s in ins:
        op, args = s.split(" ", 1)
        if op in ("push", "pop") or s == "bx lr":
            continue
        if op[0] == "b" or op.startswith("cb") or op in ("tbb", "tbh", "it"):
            raise Leak("a branch (the bodies are straight-line): " + s)
        if op in ("ldmia", "stmia"):
            base, lst = args.split(",", 1)
            wb = base.endswith("!")
            base = base.rstrip("!").strip()
            regs_ = [x.strip() for x in lst.strip().strip("{}").split(",")]
            arr, idx = ptr(base, s)
            for k, rg in enumerate(regs_):
                if op == "ldmia":
                    R[rg] = mem[arr][idx + k]
                else:
                    mem[arr][idx + k] = R[rg]
            if wb:
                R[base] = (arr, idx + len(regs_))
            continue
        a = [x.strip() for x in args.split(",")]
        if op in ("ldr", "str"):
            base, off = a[1].strip("["), int(a[2].strip("]#"))
            arr, idx = ptr(base, s)
            if op == "ldr":
                R[a[0]] = mem[arr][idx + off // 4]
            else:
                mem[arr][idx + off // 4] = R[a[0]]
        elif op in ("ldrd", "strd"):
            base, off = a[2].strip("["), int(a[3].strip("]#"))
            arr, idx = ptr(base, s)
            for k in range(2):
                if op == "ldrd":
                    R[a[k]] = mem[arr][idx + off // 4 + k]
                else:
                    mem[arr][idx + off // 4 + k] = R[a[k]]
        elif op in ("mov", "movs"):
            R[a[0]] = val(a[1])
        elif op in ("add", "sub") and isinstance(R.get(a[1]), tuple):
            arr, idx = R[a[1]]
            d = val(a[2]) // 4
            R[a[0]] = (arr, idx + d if op == "add" else idx - d)
        elif op == "add":
            R[a[0]] = (R[a[1]] + val(a[2])) % M32
        elif op in ("adds", "adcs"):
            v = R[a[1]] + val(a[2]) + (C if op == "adcs" else 0)
            R[a[0]], C = v % M32, v // M32
        elif op in ("subs", "sbcs"):
            v = R[a[1]] - val(a[2]) - ((1 - C) if op == "sbcs" else 0)
            R[a[0]], C = v % M32, (1 if v >= 0 else 0)
        elif op == "adc":
            R[a[0]] = (R[a[1]] + val(a[2]) + C) % M32
        elif op == "eor":
            R[a[0]] = R[a[1]] ^ val(a[2])
        elif op == "and":
            R[a[0]] = R[a[1]] & val(a[2])
        elif op == "rsbs":
            v = val(a[2]) - R[a[1]]
            R[a[0]], C = v % M32, (1 if v >= 0 else 0)
        elif op == "umaal":
            v = R[a[2]] * R[a[3]] + R[a[0]] + R[a[1]]
            assert v < 2 ** 64
            R[a[0]], R[a[1]] = v % M32, v // M32
        elif op == "umull":
            v = R[a[2]] * R[a[3]]
            R[a[0]], R[a[1]] = v % M32, v // M32
        else:
            raise ValueError(op)


def saved_ok(name, lines):
    """The registers of r4-r11 and lr a body writes are among those its PUSH
    saves, and its POP restores the same (lr as pc)."""
    import re
    push = [ln for ln in lines if ln.startswith("push ")]
    pop = [ln for ln in lines if ln.startswith("pop ")]
    assert len(push) == 1 and len(pop) == 1, "%s: one PUSH and one POP" % name

    def regs(ln):
        out = set()
        for part in ln[ln.index("{") + 1:ln.index("}")].split(","):
            m = re.match(r"\s*r(\d+)-r(\d+)\s*$", part)
            out |= {"r%d" % k for k in range(int(m.group(1)), int(m.group(2)) + 1)} if m else {part.strip()}
        return out

    saved = regs(push[0])
    assert regs(pop[0]) == {"pc" if r == "lr" else r for r in saved}, "%s: POP does not match PUSH" % name
    callee = {"r%d" % k for k in range(4, 12)} | {"lr"}
    for ln in lines:
        op, _, args = ln.partition(" ")
        if op in ("push", "pop", "bx") or op.startswith("st"):
            continue
        ops = [x.strip().strip("{}[]!") for x in args.split(",")]
        dests = ops[:2] if op in ("ldrd", "umaal", "umull") else ops[1:] if op == "ldmia" else ops[:1]
        for d in dests:
            assert d not in callee or d in saved, "%s: %s written, not saved (%s)" % (name, d, ln)


def check(bodies=None, nrandom=300):
    """Every body (default: the generated ones; else {function name: lines})
    against integers; also saved_ok on each."""
    import random
    if bodies is None:
        bodies = {f[0]: f[3]() for f in FUNCS}
    for name, lines in bodies.items():
        saved_ok(name, lines)
    words = lambda v, n: [(v >> (32 * k)) % M32 for k in range(n)]
    value = lambda w: sum(x << (32 * k) for k, x in enumerate(w))
    edges = [0, 1, 2, 2 ** 448 - 1, 2 ** 448 - 2, 2 ** 448 - 2 ** 224 - 1, 2 ** 448 - 2 ** 224, 2 ** 224, 2 ** 224 + 1,
             2 ** 224 - 1, (2 ** 448 - 1) // 3, 2 ** 447]
    vals = edges + [random.getrandbits(448) for _ in range(nrandom)]
    mul, sqr, add, subb, msa, cswap = (bodies[f[0]] for f in FUNCS)
    P = 2 ** 448 - 2 ** 224 - 1
    stack = lambda: [random.getrandbits(32) for _ in range(FRAME // 4)]
    for n, x in enumerate(vals):
        y = vals[(n * 7 + 3) % len(vals)]
        for alias in (0, 1, 2):  # r distinct, r = a, r = b
            mem = {"r": [random.getrandbits(32) for _ in range(N)], "a": words(x, N), "b": words(y, N), "s": stack()}
            dst = ("r", "a", "b")[alias]
            run(mul, mem, {"r0": (dst, 0), "r1": ("a", 0), "r2": ("b", 0), "sp": ("s", FRAME // 4)})
            got = value(mem[dst])
            assert got < 2 ** 448 and (got - x * y) % P == 0, ("mul", alias, n)
        for alias in (0, 1):
            mem = {"r": [random.getrandbits(32) for _ in range(N)], "a": words(x, N), "s": stack()}
            dst = ("r", "a")[alias]
            run(sqr, mem, {"r0": (dst, 0), "r1": ("a", 0), "sp": ("s", FRAME // 4)})
            got = value(mem[dst])
            assert got < 2 ** 448 and (got - x * x) % P == 0, ("sqr", alias, n)
        for sub, body_ in ((False, add), (True, subb)):
            for alias in (0, 1, 2):  # r distinct, r = a, r = b
                mem = {"r": [random.getrandbits(32) for _ in range(N)], "a": words(x, N), "b": words(y, N)}
                dst = ("r", "a", "b")[alias]
                run(body_, mem, {"r0": (dst, 0), "r1": ("a", 0), "r2": ("b", 0)})
                got = value(mem[dst])
                assert got < 2 ** 448 and (got - (x - y if sub else x + y)) % P == 0, ("addsub", sub, alias, n)
        for k in (39081, 1, 2 ** 17 - 1, 0):
            for alias in (0, 1, 2):
                mem = {"r": [random.getrandbits(32) for _ in range(N)], "a": words(x, N), "b": words(y, N)}
                dst = ("r", "a", "b")[alias]
                run(msa, mem, {"r0": (dst, 0), "r1": ("a", 0), "r2": ("b", 0), "r3": k})
                got = value(mem[dst])
                assert got < 2 ** 448 and (got - x - k * y) % P == 0, ("mul_small_add", k, alias, n)
        for ctl in (0, 1):
            mem = {"a": words(x, N), "b": words(y, N)}
            run(cswap, mem, {"r0": ("a", 0), "r1": ("b", 0), "r2": ctl})
            assert (value(mem["a"]), value(mem["b"])) == ((y, x) if ctl else (x, y)), ("cswap", ctl, n)
    # the reduction alone, on the largest product and on 2^896 - 1
    for t in ((2 ** 448 - 1) ** 2, 2 ** 896 - 1):
        mem = {"r": [random.getrandbits(32) for _ in range(N)], "t": words(t, 2 * N)}
        run(reduce_core(), mem, {"r0": ("r", 0), "r1": ("t", 0)})
        got = value(mem["r"])
        assert got < 2 ** 448 and (got - t) % P == 0, ("reduce", t)
    if nrandom < 300:
        return
    print("gen-f448-mul-asm: mul, sqr, add, sub, mul_small_add and cswap agree with integers on %d operands; "
          "%d, %d, %d, %d, %d and %d instructions" % (len(vals), len(mul) - 1, len(sqr) - 1, len(add) - 2,
                                                      len(subb) - 2, len(msa) - 2, len(cswap) - 2))


FUNCS = [
    ("cairn_f448_mul_armv7em", "uint32_t r[14], const uint32_t a[14], const uint32_t b[14]",
     "r = a b mod p, below 2^448 (r may be a or b)", body),
    ("cairn_f448_sqr_armv7em", "uint32_t r[14], const uint32_t a[14]", "r = a^2 mod p, below 2^448 (r may be a)",
     sqr_body),
    ("cairn_f448_add14_armv7em", "uint32_t r[14], const uint32_t a[14], const uint32_t b[14]",
     "r = a + b mod p, below 2^448 (r may be a or b)", add_body),
    ("cairn_f448_sub14_armv7em", "uint32_t r[14], const uint32_t a[14], const uint32_t b[14]",
     "r = a - b mod p, below 2^448 (r may be a or b)", lambda: add_body(True)),
    ("cairn_f448_mul_small_add_armv7em",
     "uint32_t r[14], const uint32_t a[14], const uint32_t b[14], uint32_t k",
     "r = a + k b mod p (k < 2^17), below 2^448 (r may be a or b)", mul_small_add_body),
    ("cairn_f448_cswap_armv7em", "uint32_t a[14], uint32_t b[14], uint32_t ctl", "a <-> b if ctl (0 or 1)",
     cswap_body),
]


SOURCE = __import__("os").path.join(__import__("os").path.dirname(__import__("os").path.abspath(__file__)),
                                    "..", "src", "ed", "f448_32.c")


def committed():
    """{function name: body lines} as committed in f448_32.c's asm statements."""
    import re
    src = open(SOURCE).read()
    src = src[src.index("/* generated by scripts/gen-f448-mul-asm.py --emit: begin */"):src.index("/* generated: end */")]
    funcs, cur = {}, None
    for m in re.finditer(r'"((?:[^"\\]|\\.)*)"', src):
        ln = m.group(1).replace("\\n", "").replace("\\t", "").replace('\\"', '"')
        if ln.startswith(".size"):
            cur = None
        elif ln.endswith(":"):
            cur = funcs.setdefault(ln[:-1], [])
        elif cur is not None and not ln.startswith("."):
            cur.append(ln)
    return funcs


def verify():
    """check() on the committed bodies, then on altered copies that must fail."""
    funcs = committed()
    assert sorted(funcs) == sorted(f[0] for f in FUNCS), sorted(funcs)
    check(funcs, nrandom=40)
    print("gen-f448-mul-asm: the committed assembly (src/ed/f448_32.c) agrees with integers; straight-line, "
          "every address a pointer argument or sp plus a constant; the callee-saved registers it writes saved")
    name = FUNCS[0][0]
    mul = funcs[name]
    first = next(i for i, ln in enumerate(mul) if ln.startswith("umaal"))
    mid = [i for i, ln in enumerate(mul) if ln.startswith("umaal")][20]  # a row's carry and lo both live there
    push = mul.index("push {r4-r11, lr}")
    pop = mul.index("pop {r4-r11, pc}")
    mutants = [
        ("a data-derived address", mul[:first + 1] + ["ldr r3, [r11, #0]"] + mul[first + 1:], Leak, "address"),
        ("a branch", mul[:first + 1] + ["bne .Lmutant", ".Lmutant:"] + mul[first + 1:], Leak, "branch"),
        ("a UMAAL made a UMULL", mul[:mid] + ["umull" + mul[mid][5:]] + mul[mid + 1:], AssertionError, "mul"),
        ("r4 left out of the PUSH and POP", mul[:push] + ["push {r5-r11, lr}"] + mul[push + 1:pop] +
         ["pop {r5-r11, pc}"] + mul[pop + 1:], AssertionError, "not saved"),
    ]
    for what, bad, kind, want in mutants:
        try:
            check(dict(funcs, **{name: bad}), nrandom=2)
        except kind as e:
            assert want in str(e), "%s: failed for another reason: %r" % (what, e)
            continue
        raise AssertionError("%s: the check did not fail" % what)
    print("gen-f448-mul-asm: the %d negative controls (%s) each fail the check" %
          (len(mutants), "; ".join(m[0] for m in mutants)))


def emit_c():
    """The C text of src/ed/f448_32.c's assembly section: one declaration
    and one top-level asm block per function."""
    out = []
    for name, params, what, fn in FUNCS:
        out.append("/* %s */" % what)
        out.append("void %s(%s);" % (name, params))
        out.append('__asm__(".pushsection .text.%s,\\"ax\\",%%progbits\\n\\t"' % name)
        for d in (".syntax unified", ".thumb", ".p2align 2", ".global " + name, ".hidden " + name,
                  ".type %s, %%function" % name):
            out.append('        "%s\\n\\t"' % d)
        out.append('        ".thumb_func\\n"')
        out.append('        "%s:\\n\\t"' % name)
        for line in fn():
            out.append('        "%s\\n\\t"' % line)
        out.append('        ".size %s, .-%s\\n\\t"' % (name, name))
        out.append('        ".popsection");')
        out.append("")
    print("\n".join(out).rstrip("\n"))


def main():
    import sys
    if "--verify" in sys.argv:
        verify()
        return
    if "--check" in sys.argv:
        check()
        return
    if "--emit" in sys.argv:
        emit_c()
        return
    if "--add" in sys.argv:
        lines = add_body()
    elif "--sub" in sys.argv:
        lines = add_body(True)
    elif "--mul-small-add" in sys.argv:
        lines = mul_small_add_body()
    elif "--cswap" in sys.argv:
        lines = cswap_body()
    elif "--sqr" in sys.argv:
        lines = sqr_body()
    else:
        lines = body()
    for line in lines:
        print('        "%s\\n\\t"' % line)


if __name__ == "__main__":
    main()
