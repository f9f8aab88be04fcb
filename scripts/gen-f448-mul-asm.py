#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Writes the Thumb-2 UMAAL product and square of src/ed/f448_32.c to
stdout: the bodies of cairn_f448_mul14_armv7em(t[28], a[14], b[14]), t = a b,
and (with --sqr) of cairn_f448_sqr14_armv7em(t[28], a[14]), t = a^2, as C
string lines for the file's asm blocks (between their "generated" markers).
Run with --check, it executes both on a model of the instructions against
Python's integers, edge and random operands, instead of printing.

Scheme: rows of a three at a time (14 = 3 + 3 + 3 + 3 + 2), operand
scanning. For the rows a_i .. a_i+k-1 of a group and each position p of t:
lo starts as t[p] as earlier groups left it (or, past them, as the carry of
the group's row that just ended, or zero), then each row r with a product
here does one UMAAL (lo, c_r) = a_i+r * b[p - i - r] + lo + c_r, keeping its
own carry c_r, then lo is stored: a load of t, a load of b, k products and a
store per position. The b words in use rotate through three registers.
Every step adds one product and two words below 2^32: nothing overflows.

Registers: r0 t, r1 a, r2 b; r3-r5 the rows' a words; r6-r8 their carries;
r9 lo; r10-r12 the b ring. r4-r11 are saved.
"""

N = 14
T, A, B = "r0", "r1", "r2"
AR = ["r3", "r4", "r5"]
CR = ["r6", "r7", "r8"]
LO = "r9"
BR = ["r10", "r11", "r12"]


def groups():
    gs, i = [], 0
    for k in (3, 3, 3, 3, 2):
        gs.append((i, k))
        i += k
    assert i == N
    return gs


def body():
    out = []
    e = out.append
    e("push {r4-r11}")
    written = 0  # t[0..written) holds the earlier groups' sums
    for (i, k) in groups():
        for r in range(k):
            e("ldr %s, [%s, #%d]" % (AR[r], A, 4 * (i + r)))
            e("movs %s, #0" % CR[r])
        for p in range(i, i + k + N):
            j0 = p - i
            if j0 < N:
                e("ldr %s, [%s, #%d]" % (BR[j0 % 3], B, 4 * j0))
            if p < written:
                e("ldr %s, [%s, #%d]" % (LO, T, 4 * p))
            elif p - i - N >= 0:
                e("mov %s, %s" % (LO, CR[p - i - N]))  # the row that ended leaves its carry
            else:
                e("movs %s, #0" % LO)
            for r in range(k):
                j = p - i - r
                if 0 <= j < N:
                    e("umaal %s, %s, %s, %s" % (LO, CR[r], AR[r], BR[j % 3]))
            e("str %s, [%s, #%d]" % (LO, T, 4 * p))
        written = i + k + N
    assert written == 2 * N
    e("pop {r4-r11}")
    e("bx lr")
    return out


def sqr_groups():
    # rows 0..12 have products a_i a_j, j > i (row 13 has none)
    gs, i = [], 0
    for k in (3, 3, 3, 2, 2):
        gs.append((i, k))
        i += k
    assert i == N - 1
    return gs


def sqr_body():
    """The triangle sum S = sum_{i<j} a_i a_j 2^(32(i+j)) by the product's
    scheme (row r of a group runs from position 2(i+r)+1), then t = 2 S plus
    the squares, one pass over word pairs: (s_lo, s_hi) = a_i^2 (UMULL), then
    per word (c:s) = 2 w + s + c (UMAAL with y = 2, at most 2^64 - 4, c <= 3).
    r1 doubles as b: a is both operands."""
    out = []
    e = out.append
    e("push {r4-r11}")
    written = 1  # t[0] is the first square's alone: the last pass writes it
    for (i, k) in sqr_groups():
        for r in range(k):
            e("ldr %s, [%s, #%d]" % (AR[r], A, 4 * (i + r)))
            e("movs %s, #0" % CR[r])
        for p in range(2 * i + 1, i + k + N):
            j0 = p - i
            if j0 < N:
                e("ldr %s, [%s, #%d]" % (BR[j0 % 3], A, 4 * j0))
            rows = [r for r in range(k) if i + r + 1 <= p - i - r < N]
            if p < written:
                e("ldr %s, [%s, #%d]" % (LO, T, 4 * p))
            elif p - i - N >= 0:
                e("mov %s, %s" % (LO, CR[p - i - N]))
            else:
                e("movs %s, #0" % LO)
            for r in rows:
                j = p - i - r
                e("umaal %s, %s, %s, %s" % (LO, CR[r], AR[r], BR[j % 3]))
            e("str %s, [%s, #%d]" % (LO, T, 4 * p))
        written = i + k + N
    # S fills t[1..written); the top words up to 27 are zero
    for p in range(written, 2 * N):
        e("movs %s, #0" % LO)
        e("str %s, [%s, #%d]" % (LO, T, 4 * p))
    # t = 2 S + squares: r3 = 2, r4 the carry, r5 a_i, r6/r7 the square, r8/r9 S's words
    e("movs r3, #2")
    e("movs r4, #0")
    for i in range(N):
        e("ldr r5, [%s, #%d]" % (A, 4 * i))
        e("umull r6, r7, r5, r5")
        if i == 0:
            e("movs r8, #0")
        else:
            e("ldr r8, [%s, #%d]" % (T, 8 * i))
        e("ldr r9, [%s, #%d]" % (T, 8 * i + 4))
        e("umaal r6, r4, r8, r3")
        e("umaal r7, r4, r9, r3")
        e("str r6, [%s, #%d]" % (T, 8 * i))
        e("str r7, [%s, #%d]" % (T, 8 * i + 4))
    e("pop {r4-r11}")
    e("bx lr")
    return out


M32 = 2 ** 32


def run(ins, mem, regs):
    """A model of the instructions used: ldr/str with immediate offsets,
    mov/movs, umaal, umull (push/pop/bx ignored)."""
    R = dict(regs)
    for s in ins:
        op, args = s.split(" ", 1)
        a = [x.strip() for x in args.split(",")]
        if op in ("push", "pop", "bx"):
            continue
        if op in ("ldr", "str"):
            base, off = a[1].strip("["), int(a[2].strip("]#"))
            assert off % 4 == 0
            if op == "ldr":
                R[a[0]] = mem[R[base]][off // 4]
            else:
                mem[R[base]][off // 4] = R[a[0]]
        elif op in ("mov", "movs"):
            R[a[0]] = int(a[1][1:]) if a[1].startswith("#") else R[a[1]]
        elif op == "umaal":
            v = R[a[2]] * R[a[3]] + R[a[0]] + R[a[1]]
            assert v < 2 ** 64
            R[a[0]], R[a[1]] = v % M32, v // M32
        elif op == "umull":
            v = R[a[2]] * R[a[3]]
            R[a[0]], R[a[1]] = v % M32, v // M32
        else:
            raise ValueError(op)


def check():
    import random
    words = lambda v, n: [(v >> (32 * k)) % M32 for k in range(n)]
    value = lambda w: sum(x << (32 * k) for k, x in enumerate(w))
    edges = [0, 1, 2 ** 448 - 1, 2 ** 448 - 2 ** 224 - 1, 2 ** 224, (2 ** 448 - 1) // 3]
    vals = edges + [random.getrandbits(448) for _ in range(300)]
    mul, sqr = body(), sqr_body()
    for n, x in enumerate(vals):
        y = vals[(n * 7 + 3) % len(vals)]
        mem = {"t": [random.getrandbits(32) for _ in range(2 * N)], "a": words(x, N), "b": words(y, N)}
        run(mul, mem, {"r0": "t", "r1": "a", "r2": "b"})
        assert value(mem["t"]) == x * y, ("mul", n)
        mem = {"t": [random.getrandbits(32) for _ in range(2 * N)], "a": words(x, N)}
        run(sqr, mem, {"r0": "t", "r1": "a"})
        assert value(mem["t"]) == x * x, ("sqr", n)
    print("gen-f448-mul-asm: mul and sqr agree with integers on %d operands; %d and %d instructions"
          % (len(vals), len(mul) - 2, len(sqr) - 2))


def main():
    import sys
    if "--check" in sys.argv:
        check()
        return
    for line in (sqr_body() if "--sqr" in sys.argv else body()):
        print('        "%s\\n\\t"' % line)


if __name__ == "__main__":
    main()
