#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Writes src/accel/x86/bn_mulx.c: the fixed-size kernels of the "x86-mulx"
bignum engine (and of "x86-avx512ifma", which shares its products) for the
RSA sizes, 8, 16, 24, 32, 48 and 64 limbs (the CRT halves of
RSA-1024/2048/3072/4096 and the public operations' full moduli). Each kernel is one inline-assembly
statement with the limb loop unrolled for its size:

  montmul  r = a b R^-1 mod m (a < R, b < m), the product interleaved with
           the reduction (CIOS): per limb b_i, a loop over the rows (a
           public count) whose body is two unrolled passes over the n limbs
           of the window t: t += a b_i (MULX, the high halves on the CF
           chain, t on the OF chain), then q = t_0 m0i and t += q m, stored
           one limb down so the window slides without a pointer; the top
           limb of the first pass waits in t[n], the second pass's carries
           in a pending bit. One load and one store of t per limb and pass.
  sqr      r[0..2n) = a^2: the cross products a_i a_j (i < j) once, row by
           row (straight-line, every row unrolled), then one pass doubling
           them (CF chain) and adding the squares a_i^2 (OF chain).
  redc     the Montgomery reduction of x[0..2n) in place (rows as the second
           pass above, a loop over the rows), result in x[n..2n).
  montsqr  sqr into the caller's scratch, then redc's rows on it, the
           result written to r (no copy out of the scratch).

At 8 limbs (REG_SIZES) the reduction (and so the fused square) keeps the
window in registers instead: redc_reg holds the low half of x in w0..w7,
runs the n rows as above but moves t one limb down by renaming the
registers (the zeroed w0 becomes the next top limb) instead of storing,
then adds the high half with one carry chain ((x + Q m) / R < 2m). 13
registers (x and r memory operands, loaded into rdx where the multiplier is
not). (The product kept in registers the same way, which also needs a
pending limb and reloads its pointers, came out 8% faster at 8 limbs but
needs every register: gcc cannot place its memory operands under
AddressSanitizer.)

Each ends (montmul, redc) with the subtraction of m and a CMOV pick by the
borrow and the pending bit: no branch but the row loops' back edges, no
address from data. The file also carries the exponentiations' window look-up
with AVX2 (select_avx2: C intrinsics under a target attribute, emitted as
written here). Run with --emit > src/accel/x86/bn_mulx.c.
"""
import sys

SIZES = (8, 16, 24, 32, 48, 64)
# the square is straight-line (n (n - 1) / 2 + n products): the CRT halves
# only, where squarings are most of the work; at 48 and 64 limbs (public
# operations, a few squarings) the engine's looped square runs
SQR_SIZES = (8, 16, 24, 32)
# the product and the reduction with the window in registers
REG_SIZES = (8,)


def montmul(n):
    o = []
    e = o.append
    # registers: a, b (advancing), m, t, z (zero), p (pending bit), x0..x3 temporaries; rdx
    e("xorl %k[z], %k[z]")
    e("xorl %k[p], %k[p]")
    e("xorl %k[nx], %k[nx]")
    for j in range(n):
        e("movq %%[z], %d(%%[t])" % (8 * j))
    e("1:")
    # pass 1: t[0..n) += a b_i, top into t[n]; t_0 is in nx (the previous
    # row's second pass left it there as well as in memory: the serial path
    # from one q to the next stays in registers)
    e("movq (%[b]), %%rdx")
    e("xorl %k[z], %k[z]")
    e("mulxq 0(%[a]), %[x0], %[x1]")
    e("adoxq %[nx], %[x0]")
    e("movq %[x0], 0(%[t])")
    hp, lo, hc = "x1", "x2", "x3"
    for j in range(1, n):
        e("mulxq %d(%%[a]), %%[%s], %%[%s]" % (8 * j, lo, hc))
        e("adcxq %%[%s], %%[%s]" % (hp, lo))
        e("adoxq %d(%%[t]), %%[%s]" % (8 * j, lo))
        e("movq %%[%s], %d(%%[t])" % (lo, 8 * j))
        hp, hc = hc, hp
    e("adcxq %%[z], %%[%s]" % hp)
    e("adoxq %%[z], %%[%s]" % hp)
    e("movq %%[%s], %d(%%[t])" % (hp, 8 * n))
    # pass 2: t += q m (q = t_0 m0i: IMUL writes the flags, so after pass 1;
    # it waits only for x0), stored one limb down; t[n-1] = t[n] + top + pending
    e("imulq %[m0i], %[x0]")
    e("movq %[x0], %%rdx")
    e("xorl %k[z], %k[z]")
    e("mulxq 0(%[m]), %[x0], %[x1]")
    e("adoxq 0(%[t]), %[x0]")
    hp, lo, hc = "x1", "x2", "x3"
    for j in range(1, n):
        e("mulxq %d(%%[m]), %%[%s], %%[%s]" % (8 * j, lo, hc))
        e("adcxq %%[%s], %%[%s]" % (hp, lo))
        e("adoxq %d(%%[t]), %%[%s]" % (8 * j, lo))
        e("movq %%[%s], %d(%%[t])" % (lo, 8 * (j - 1)))
        if j == 1:
            e("movq %%[%s], %%[nx]" % lo)
        hp, hc = hc, hp
    e("adcxq %d(%%[t]), %%[%s]" % (8 * n, hp))
    e("adoxq %%[p], %%[%s]" % hp)
    e("movq %%[%s], %d(%%[t])" % (hp, 8 * (n - 1)))
    e("movl $0, %k[p]")
    e("adcxq %[z], %[p]")
    e("adoxq %[z], %[p]")
    e("leaq 8(%[b]), %[b]")
    e("cmpq %[bend], %[b]")
    e("jne 1b")
    # r = t - m, then t back where (pending:t) < m (r's address into the
    # register of a, which is done with)
    e("movq %[r], %[a]")
    for j in range(n):
        e("movq %d(%%[t]), %%[x0]" % (8 * j))
        e("%s %d(%%[m]), %%[x0]" % ("subq" if j == 0 else "sbbq", 8 * j))
        e("movq %%[x0], %d(%%[a])" % (8 * j))
    e("sbbq $0, %[p]")
    for j in range(n):
        e("movq %d(%%[a]), %%[x0]" % (8 * j))
        e("cmovcq %d(%%[t]), %%[x0]" % (8 * j))
        e("movq %%[x0], %d(%%[a])" % (8 * j))
    return o


def redc(n, to_r=False):
    """to_r: the result goes to r (a memory operand, loaded at the end into
    the register of m) instead of x[n..2n)"""
    o = []
    e = o.append
    e("xorl %k[p], %k[p]")
    e("movq 0(%[x]), %[nx]")
    e("1:")
    # x_i is in nx (the previous row left it there as well as in memory)
    e("movq %[nx], %%rdx")
    e("imulq %[m0i], %%rdx")
    e("xorl %k[z], %k[z]")
    e("mulxq 0(%[m]), %[x0], %[x1]")
    e("adoxq %[nx], %[x0]")
    hp, lo, hc = "x1", "x2", "x3"
    for j in range(1, n):
        e("mulxq %d(%%[m]), %%[%s], %%[%s]" % (8 * j, lo, hc))
        e("adcxq %%[%s], %%[%s]" % (hp, lo))
        e("adoxq %d(%%[x]), %%[%s]" % (8 * j, lo))
        e("movq %%[%s], %d(%%[x])" % (lo, 8 * j))
        if j == 1:
            e("movq %%[%s], %%[nx]" % lo)
        hp, hc = hc, hp
    e("adcxq %d(%%[x]), %%[%s]" % (8 * n, hp))
    e("adoxq %%[p], %%[%s]" % hp)
    e("movq %%[%s], %d(%%[x])" % (hp, 8 * n))
    e("movl $0, %k[p]")
    e("adcxq %[z], %[p]")
    e("adoxq %[z], %[p]")
    e("leaq 8(%[x]), %[x]")
    e("cmpq %[xend], %[x]")
    e("jne 1b")
    # x now points at the old x + n: the value is x[0..n), x[-n..0) is scratch
    for j in range(n):
        e("movq %d(%%[x]), %%[x0]" % (8 * j))
        e("%s %d(%%[m]), %%[x0]" % ("subq" if j == 0 else "sbbq", 8 * j))
        e("movq %%[x0], %d(%%[x])" % (8 * (j - n)))
    e("sbbq $0, %[p]")
    if to_r:
        e("movq %[r], %[m]")
    for j in range(n):
        e("movq %d(%%[x]), %%[x0]" % (8 * (j - n)))
        e("cmovcq %d(%%[x]), %%[x0]" % (8 * j))
        e("movq %%[x0], %d(%%[%s])" % (8 * j, "m" if to_r else "x"))
    return o


def redc_reg(n, to_r=False):
    """The Montgomery reduction of x[0..2n) with the low half in registers
    (n <= 8): n rows of t += q m, one limb down by renaming (the zeroed w0's
    register the next top), then the high half added with one carry chain
    ((x + Q m) / R < 2m), m subtracted and the sum kept by the borrow. Result
    in x[n..2n), or in r (to_r). x and r are memory operands, loaded into
    rdx when the multiplier is not there: 13 registers."""
    o = []
    e = o.append
    w = ["w%d" % j for j in range(n + 1)]
    e("movq %[x], %%rdx")
    for j in range(n):
        e("movq %d(%%%%rdx), %%[%s]" % (8 * j, w[j]))
    e("xorl %%k[%s], %%k[%s]" % (w[n], w[n]))
    for i in range(n):
        e("movq %%[%s], %%%%rdx" % w[0])
        e("imulq %[m0i], %%rdx")
        e("xorl %k[lo], %k[lo]")
        for j in range(n):
            e("mulxq %d(%%[m]), %%[lo], %%[hi]" % (8 * j))
            e("adoxq %%[lo], %%[%s]" % w[j])
            e("adcxq %%[hi], %%[%s]" % w[j + 1])
        # (t + q m) / 2^64 < R: no carry out of wn
        e("movl $0, %k[lo]")
        e("adoxq %%[lo], %%[%s]" % w[n])
        w = w[1:] + [w[0]]
    # wn is zero: the high half added, carry into wn
    e("movq %[x], %%rdx")
    for j in range(n):
        e("%s %d(%%%%rdx), %%[%s]" % ("addq" if j == 0 else "adcq", 8 * (n + j), w[j]))
    e("adcq $0, %%[%s]" % w[n])
    if to_r:
        e("movq %[r], %%rdx")
        dst = lambda j: "%d(%%%%rdx)" % (8 * j)
    else:
        dst = lambda j: "%d(%%%%rdx)" % (8 * (n + j))
    for j in range(n):
        e("movq %%[%s], %%[lo]" % w[j])
        e("%s %d(%%[m]), %%[lo]" % ("subq" if j == 0 else "sbbq", 8 * j))
        e("movq %%[lo], %s" % dst(j))
    e("sbbq $0, %%[%s]" % w[n])
    for j in range(n):
        e("movq %s, %%[lo]" % dst(j))
        e("cmovcq %%[%s], %%[lo]" % w[j])
        e("movq %%[lo], %s" % dst(j))
    return o

def sqr(n):
    o = []
    e = o.append
    # row 0: r[1..n] = a_0 a[1..n), fresh (one carry chain)
    e("movq 0(%[a]), %%rdx")
    e("xorl %k[z], %k[z]")
    e("mulxq 8(%[a]), %[x0], %[x1]")
    e("movq %[x0], 8(%[r])")
    hp, lo, hc = "x1", "x2", "x3"
    for j in range(2, n):
        e("mulxq %d(%%[a]), %%[%s], %%[%s]" % (8 * j, lo, hc))
        e("adcxq %%[%s], %%[%s]" % (hp, lo))
        e("movq %%[%s], %d(%%[r])" % (lo, 8 * j))
        hp, hc = hc, hp
    e("adcxq %%[z], %%[%s]" % hp)
    e("movq %%[%s], %d(%%[r])" % (hp, 8 * n))
    # rows i >= 1: r[2i+1..i+n) += a_i a[i+1..n), top into r[i+n]
    for i in range(1, n - 1):
        e("movq %d(%%[a]), %%%%rdx" % (8 * i))
        e("xorl %k[z], %k[z]")
        e("mulxq %d(%%[a]), %%[x0], %%[x1]" % (8 * (i + 1)))
        e("adoxq %d(%%[r]), %%[x0]" % (8 * (2 * i + 1)))
        e("movq %%[x0], %d(%%[r])" % (8 * (2 * i + 1)))
        hp, lo, hc = "x1", "x2", "x3"
        for j in range(i + 2, n):
            e("mulxq %d(%%[a]), %%[%s], %%[%s]" % (8 * j, lo, hc))
            e("adcxq %%[%s], %%[%s]" % (hp, lo))
            e("adoxq %d(%%[r]), %%[%s]" % (8 * (i + j), lo))
            e("movq %%[%s], %d(%%[r])" % (lo, 8 * (i + j)))
            hp, hc = hc, hp
        e("adcxq %%[z], %%[%s]" % hp)
        e("adoxq %%[z], %%[%s]" % hp)
        e("movq %%[%s], %d(%%[r])" % (hp, 8 * (i + n)))
    # doubled (CF chain) plus the squares (OF chain); r[0] and r[2n-1] start at zero
    e("xorl %k[z], %k[z]")
    for i in range(n):
        e("movq %d(%%[a]), %%%%rdx" % (8 * i))
        e("mulxq %%rdx, %[x0], %[x1]")
        if i == 0:
            e("movq %[x0], 0(%[r])")
        else:
            e("movq %d(%%[r]), %%[x2]" % (16 * i))
            e("adcxq %[x2], %[x2]")
            e("adoxq %[x0], %[x2]")
            e("movq %%[x2], %d(%%[r])" % (16 * i))
        if i == n - 1:
            e("movl $0, %k[x3]")
        else:
            e("movq %d(%%[r]), %%[x3]" % (16 * i + 8))
        e("adcxq %[x3], %[x3]")
        e("adoxq %[x1], %[x3]")
        e("movq %%[x3], %d(%%[r])" % (16 * i + 8))
    return o


def asm_text(lines):
    return "\n".join('            "%s\\n\\t"' % l for l in lines)


HEAD = """/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Generated by scripts/gen-bn-mulx-asm.py --emit: do not edit; the script's
 * docstring gives the schemes. The fixed-size kernels of the "x86-mulx"
 * bignum engine (bn.c) for 8, 16, 24, 32, 48 and 64 limbs: the Montgomery
 * product (reduction interleaved), the square and the Montgomery reduction,
 * each one inline-assembly statement with the limb loop unrolled. MULX,
 * ADCX, ADOX, IMUL, SUB/SBB, CMOV, MOV, LEA, XOR only, at addresses fixed by
 * the size; the only branch is the row loop's back edge (a public count;
 * none at 8 limbs).
 * Needs BMI2 and ADX (the engine's needs, checked by cairn_impl_usable
 * before any call); this file alone is compiled with -mbmi2 -madx. At the
 * end, the window look-up with AVX2 (cairn_bn_mulx_select, its own CPU
 * check).
 */
#include "cairn/config.h"

#include "bn/bn.h"

#if defined(CAIRN_BN_HAVE_MULX_KERNELS)
#include <immintrin.h>

#include "cairn/accel.h"

/* Each kernel a function of its own (named *_<limbs>_mulx), so that make ct
 * (tests/ct/run.sh) finds it in the disassembly and checks its branches:
 * the row loop's back edge alone. */
#define BN_KERNEL static __attribute__((noinline))

/* clang-format off */
"""


def montmul_kernel(n):
    return """BN_KERNEL void montmul_%d_mulx(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_limb *m,
                        cairn_limb m0i, cairn_limb *t)
{
    cairn_limb z, p, nx, x0, x1, x2, x3, dx;
    const cairn_limb *bend = b + %d;
    __asm__ volatile(
%s
            : [a] "+&r"(a), [b] "+&r"(b), [z] "=&r"(z), [p] "=&r"(p), [nx] "=&r"(nx), [x0] "=&r"(x0),
              [x1] "=&r"(x1), [x2] "=&r"(x2), [x3] "=&r"(x3), "=&d"(dx)
            : [m] "r"(m), [t] "r"(t), [r] "m"(r), [m0i] "m"(m0i), [bend] "m"(bend)
            : "cc", "memory");
}
""" % (n, n, asm_text(montmul(n)))


def sqr_kernel(n):
    return """BN_KERNEL void sqr_%d_mulx(cairn_limb *r, const cairn_limb *a)
{
    cairn_limb z, x0, x1, x2, x3, dx;
    __asm__ volatile(
%s
            : [z] "=&r"(z), [x0] "=&r"(x0), [x1] "=&r"(x1), [x2] "=&r"(x2), [x3] "=&r"(x3), "=&d"(dx)
            : [r] "r"(r), [a] "r"(a)
            : "cc", "memory");
}
""" % (n, asm_text(sqr(n)))


def emit():
    out = [HEAD]
    for n in SIZES:
        out.append(montmul_kernel(n))
        if n in REG_SIZES:
            ws = ", ".join("w%d" % j for j in range(n + 1))
            wo = ", ".join('[w%d] "=&r"(w%d)' % (j, j) for j in range(n + 1))
            out.append("""BN_KERNEL void redc_%d_mulx(cairn_limb *x, const cairn_limb *m, cairn_limb m0i)
{
    cairn_limb %s, lo, hi, dx;
    __asm__ volatile(
%s
            : %s,
              [lo] "=&r"(lo), [hi] "=&r"(hi), "=&d"(dx)
            : [x] "m"(x), [m] "r"(m), [m0i] "m"(m0i)
            : "cc", "memory");
}
""" % (n, ws, asm_text(redc_reg(n)), wo))
            if n in SQR_SIZES:
                out.append(sqr_kernel(n))
            continue
        out.append("""BN_KERNEL void redc_%d_mulx(cairn_limb *x, const cairn_limb *m, cairn_limb m0i)
{
    cairn_limb z, p, nx, x0, x1, x2, x3, dx;
    const cairn_limb *xend = x + %d;
    __asm__ volatile(
%s
            : [x] "+&r"(x), [z] "=&r"(z), [p] "=&r"(p), [nx] "=&r"(nx), [x0] "=&r"(x0), [x1] "=&r"(x1),
              [x2] "=&r"(x2), [x3] "=&r"(x3), "=&d"(dx)
            : [m] "r"(m), [m0i] "m"(m0i), [xend] "m"(xend)
            : "cc", "memory");
}
""" % (n, n, asm_text(redc(n))))
        if n not in SQR_SIZES:
            continue
        out.append(sqr_kernel(n))
    for n in SQR_SIZES:
        if n in REG_SIZES:
            ws = ", ".join("w%d" % j for j in range(n + 1))
            wo = ", ".join('[w%d] "=&r"(w%d)' % (j, j) for j in range(n + 1))
            out.append("""/* r = a^2 R^-1 mod m: the square into t[0..2n), its reduction, the result
 * to r (which may be a) */
BN_KERNEL void montsqr_%d_mulx(cairn_limb *r, const cairn_limb *a, const cairn_limb *m, cairn_limb m0i, cairn_limb *t)
{
    cairn_limb %s, lo, hi, dx;
    cairn_limb *x = t;
    sqr_%d_mulx(t, a);
    __asm__ volatile(
%s
            : %s,
              [lo] "=&r"(lo), [hi] "=&r"(hi), "=&d"(dx)
            : [x] "m"(x), [m] "r"(m), [r] "m"(r), [m0i] "m"(m0i)
            : "cc", "memory");
}
""" % (n, ws, n, asm_text(redc_reg(n, True)), wo))
            continue
        out.append("""/* r = a^2 R^-1 mod m: the square into t[0..2n), its reduction, the result
 * to r (which may be a) */
BN_KERNEL void montsqr_%d_mulx(cairn_limb *r, const cairn_limb *a, const cairn_limb *m, cairn_limb m0i, cairn_limb *t)
{
    cairn_limb z, p, nx, x0, x1, x2, x3, dx;
    const cairn_limb *x = t, *xend = t + %d;
    sqr_%d_mulx(t, a);
    __asm__ volatile(
%s
            : [x] "+&r"(x), [m] "+&r"(m), [z] "=&r"(z), [p] "=&r"(p), [nx] "=&r"(nx), [x0] "=&r"(x0),
              [x1] "=&r"(x1), [x2] "=&r"(x2), [x3] "=&r"(x3), "=&d"(dx)
            : [r] "m"(r), [m0i] "m"(m0i), [xend] "m"(xend)
            : "cc", "memory");
}
""" % (n, n, n, asm_text(redc(n, True))))
    out.append("/* clang-format on */\n")
    cases = lambda call, sizes=SIZES: "\n".join("    case %d:\n        %s;\n        return 1;" % (n, call % n) for n in sizes)
    out.append("""/* see bn.h */
int cairn_bn_mulx_montmul(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_limb *m,
                          cairn_limb m0i, size_t n, cairn_limb *t)
{
    switch (n) {
%s
    default:
        return 0;
    }
}

/* see bn.h */
int cairn_bn_mulx_sqr(cairn_limb *r, const cairn_limb *a, size_t n)
{
    switch (n) {
%s
    default:
        return 0;
    }
}

/* see bn.h */
int cairn_bn_mulx_montsqr(cairn_limb *r, const cairn_limb *a, const cairn_limb *m, cairn_limb m0i, size_t n,
                          cairn_limb *t)
{
    switch (n) {
%s
    default:
        return 0;
    }
}

/* see bn.h */
int cairn_bn_mulx_redc(cairn_limb *x, const cairn_limb *m, cairn_limb m0i, size_t n)
{
    switch (n) {
%s
    default:
        return 0;
    }
}

/* out = table[idx] of entries rows of n limbs (n a multiple of 4), every
 * row read whole: AVX2, four limbs a register, 16 a pass; the mask of each
 * entry by a vector compare of its index with idx (no branch, no address
 * from idx). The only function of this file that is not generated
 * assembly: intrinsics under a target attribute, so the file keeps its
 * -mbmi2 -madx flags. */
static __attribute__((target("avx2"), noinline)) void select_avx2(cairn_limb *out, const cairn_limb *table,
                                                                    size_t entries, size_t n, cairn_limb idx)
{
    const __m256i want = _mm256_set1_epi64x((long long)idx), one = _mm256_set1_epi64x(1);
    size_t j = 0, k;
    for (; j + 16 <= n; j += 16) {
        __m256i o0 = _mm256_setzero_si256(), o1 = o0, o2 = o0, o3 = o0, kk = o0;
        const cairn_limb *row = table + j;
        for (k = 0; k < entries; k++, row += n) {
            __m256i mk = _mm256_cmpeq_epi64(kk, want);
            o0 = _mm256_or_si256(o0, _mm256_and_si256(mk, _mm256_loadu_si256((const __m256i *)row)));
            o1 = _mm256_or_si256(o1, _mm256_and_si256(mk, _mm256_loadu_si256((const __m256i *)(row + 4))));
            o2 = _mm256_or_si256(o2, _mm256_and_si256(mk, _mm256_loadu_si256((const __m256i *)(row + 8))));
            o3 = _mm256_or_si256(o3, _mm256_and_si256(mk, _mm256_loadu_si256((const __m256i *)(row + 12))));
            kk = _mm256_add_epi64(kk, one);
        }
        _mm256_storeu_si256((__m256i *)(out + j), o0);
        _mm256_storeu_si256((__m256i *)(out + j + 4), o1);
        _mm256_storeu_si256((__m256i *)(out + j + 8), o2);
        _mm256_storeu_si256((__m256i *)(out + j + 12), o3);
    }
    for (; j + 4 <= n; j += 4) {
        __m256i o0 = _mm256_setzero_si256(), kk = o0;
        const cairn_limb *row = table + j;
        for (k = 0; k < entries; k++, row += n) {
            __m256i mk = _mm256_cmpeq_epi64(kk, want);
            o0 = _mm256_or_si256(o0, _mm256_and_si256(mk, _mm256_loadu_si256((const __m256i *)row)));
            kk = _mm256_add_epi64(kk, one);
        }
        _mm256_storeu_si256((__m256i *)(out + j), o0);
    }
    _mm256_zeroupper();
}

/* see bn.h */
int cairn_bn_mulx_select(cairn_limb *out, const cairn_limb *table, size_t entries, size_t n, cairn_limb idx)
{
    if ((n & 3) != 0 || (cairn_cpu_features() & CAIRN_CPU_X86_AVX2) == 0)
        return 0;
    select_avx2(out, table, entries, n, idx);
    return 1;
}

#else
typedef int cairn_bn_mulx_empty; /* ISO C wants a declaration in every file */
#endif
""" % (cases("montmul_%d_mulx(r, a, b, m, m0i, t)"), cases("sqr_%d_mulx(r, a)", SQR_SIZES), cases("montsqr_%d_mulx(r, a, m, m0i, t)", SQR_SIZES),
            cases("redc_%d_mulx(x, m, m0i)")))
    return "".join(out)


if __name__ == "__main__":
    if sys.argv[1:] == ["--emit"]:
        sys.stdout.write(emit())
    else:
        sys.stderr.write("usage: gen-bn-mulx-asm.py --emit > src/accel/x86/bn_mulx.c\n")
        sys.exit(2)
