/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The brainpool fields for x86-64 with BMI2 (MULX) and ADX (ADCX/ADOX): the
 * Montgomery representation and fixed sizes of src/ec/fp_mont.c (whose from
 * these objects share), each hook one inline-assembly statement per size
 * with the running value in registers (the separate product and reduction
 * rows of fp_mont.c's order go through memory at every row): the product
 * interleaved with Montgomery's reduction (CIOS: per limb a_i, the row
 * A += a_i b, then A += m p with m = A_0 p0i, which clears A_0); the square
 * with each cross product once, then the reduction of its low half; the
 * addition and subtraction as carry chains with a CMOV pick. MULX leaves the
 * flags alone, so each row adds the low halves on the CF chain (ADCX) and
 * the high halves on the OF chain (ADOX). Constant time: MULX, ADCX, ADOX,
 * ADD/ADC, SUB/SBB, TEST, IMUL, MOV, CMOV and XOR only, fixed
 * addresses, no branch, and a final subtraction of p kept by mask. The
 * objects need CAIRN_CPU_X86_BMI2 | CAIRN_CPU_X86_ADX (cairn_impl_usable
 * checks them); this file alone is compiled with -mbmi2 -madx.
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_X86_ACCEL && CAIRN_ENABLE_EC && defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))

#include "ec/ec_engine.h"
#include "ec/fp_special.h"

#if defined(CAIRN_EC_HAVE_MONT_MULX)

/* the assembly rows keep one instruction per line */
/* clang-format off */
/* One multiply-accumulate of a row: A_j += lo(m s_j) on the CF chain, A_{j+1} += hi(m s_j) on
 * the OF chain (m in rdx, s_j at byte offset off of the buffer). */
#define MC(off, X, Y)                                                                                                  \
    "mulxq " #off "(%[buf]), %[lo], %[hi]\n\t"                                                                         \
    "adcxq %[lo], %[" #X "]\n\t"                                                                                       \
    "adoxq %[hi], %[" #Y "]\n\t"
/* A_0..A_n += rdx s over the n limbs at byte offset b; the CF chain's carry into A_n and
 * the OF chain's into A_{n+1} are left pending */
#define MC4(b, A0, A1, A2, A3, A4) MC(b, A0, A1) MC(b+8, A1, A2) MC(b+16, A2, A3) MC(b+24, A3, A4)
#define MC6(b, A0, A1, A2, A3, A4, A5, A6) MC4(b, A0, A1, A2, A3, A4) MC(b+32, A4, A5) MC(b+40, A5, A6)
#define MC8(b, A0, A1, A2, A3, A4, A5, A6, A7, A8)                                                                     \
    MC6(b, A0, A1, A2, A3, A4, A5, A6) MC(b+48, A6, A7) MC(b+56, A7, A8)

/* One row of the interleaved (CIOS) Montgomery product over a window A_0..A_n of n + 1
 * registers: A += a_i b, then m = A_0 p0i mod 2^64 and A += m p, which clears A_0. The
 * limb above the window (A_{n+1}: both chains' carries out of A_n) waits in the buffer's
 * last slot during the second pass, then goes into A_0's register, which is the next
 * row's A_n: the next window starts at A_1. The value stays below 2p + 2^65 p <
 * 2^(64 (n + 2)) within a row and below 2p (A_n at most 1) between rows. The buffer
 * holds p, b, a (n limbs each; p and b first, for one-byte displacements), p0i and the
 * slot. */
#define C_ROW(i, n, MCn, A0, An, ...)                                                                                  \
    "movq 8*" #i "+16*" #n "(%[buf]), %%rdx\n\t"                                                                       \
    "xorl %k[lo], %k[lo]\n\t" MCn(8*n, A0, __VA_ARGS__, An)                                                            \
    "movl $0, %k[lo]\n\t"                                                                                              \
    "adcxq %[lo], %[" #An "]\n\t"                                                                                      \
    "movl $0, %k[hi]\n\t"                                                                                              \
    "adoxq %[lo], %[hi]\n\t"                                                                                           \
    "adcxq %[lo], %[hi]\n\t"                                                                                           \
    "movq %[hi], 8*(3*" #n "+1)(%[buf])\n\t"                                                                           \
    "movq %[" #A0 "], %%rdx\n\t"                                                                                       \
    "imulq 8*3*" #n "(%[buf]), %%rdx\n\t"                                                                              \
    "xorl %k[lo], %k[lo]\n\t" MCn(0, A0, __VA_ARGS__, An)                                                              \
    "movl $0, %k[lo]\n\t"                                                                                              \
    "adcxq %[lo], %[" #An "]\n\t"                                                                                      \
    "movq 8*(3*" #n "+1)(%[buf]), %[" #A0 "]\n\t"                                                                      \
    "adoxq %[lo], %[" #A0 "]\n\t"                                                                                      \
    "adcxq %[lo], %[" #A0 "]\n\t"

/* r = a b R^-1 mod p for a, b < p: the n rows in one asm statement, the window in the
 * registers r0..rn rotating by one each row; after n rows the value (< 2p, n + 1 limbs)
 * starts at r_n, and p is subtracted under a mask. The operands are 13 registers at
 * n = 8 (the window, lo, hi, rdx and the buffer's address), which leaves one spare when
 * the frame pointer is kept. */
#define MC_SETUP(n) cairn_limb buf[3 * (n) + 2], t[(n) + 1], lo, hi, dx
/* the operands into the buffer, a limb at a time (a wider copy would be read back by 8-byte
 * loads, which the store buffer forwards slowly), through r0..r3 holding the addresses of
 * a, b, p and p0i on entry */
#define MC_CP(src, j, off) "movq 8*" #j "(%[" #src "]), %[lo]\n\t" "movq %[lo], 8*" #j "+" #off "(%[buf])\n\t"
#define MC_CP4(src, off) MC_CP(src, 0, off) MC_CP(src, 1, off) MC_CP(src, 2, off) MC_CP(src, 3, off)
#define MC_CP6(src, off) MC_CP4(src, off) MC_CP(src, 4, off) MC_CP(src, 5, off)
#define MC_CP8(src, off) MC_CP6(src, off) MC_CP(src, 6, off) MC_CP(src, 7, off)
#define MC_COPY(n) MC_CP##n(r0, 16*n) MC_CP##n(r1, 8*n) MC_CP##n(r2, 0) "movq %[r3], 24*" #n "(%[buf])\n\t"
#define MC_TIE , "0"(a), "1"(b), "2"(f->p), "3"(f->p0i)
#define MC_REGS(x) [x] "=&r"(x)
/* a, b and p are read, and the buffer written and read, through the memory clobber: memory
 * operands for them would take registers of their own in some builds */
#define MC_IN                                                                                                          \
    : [buf] "r"(buf)MC_TIE                                                                                             \
    : "cc", "memory"

CAIRN_INLINE void mc_mul4(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_ec_field *f)
{
    cairn_limb r0, r1, r2, r3, r4;
    MC_SETUP(4);
    __asm__(MC_COPY(4)
            "xorl %k[r0], %k[r0]\n\t"
            "xorl %k[r1], %k[r1]\n\t"
            "xorl %k[r2], %k[r2]\n\t"
            "xorl %k[r3], %k[r3]\n\t"
            "xorl %k[r4], %k[r4]\n\t"
            C_ROW(0, 4, MC4, r0, r4, r1, r2, r3)
            C_ROW(1, 4, MC4, r1, r0, r2, r3, r4)
            C_ROW(2, 4, MC4, r2, r1, r3, r4, r0)
            C_ROW(3, 4, MC4, r3, r2, r4, r0, r1)
            : MC_REGS(r0), MC_REGS(r1), MC_REGS(r2), MC_REGS(r3), MC_REGS(r4), MC_REGS(lo), MC_REGS(hi),
              "=&d"(dx) MC_IN);
    t[0] = r4;
    t[1] = r0;
    t[2] = r1;
    t[3] = r2;
    t[4] = r3;
    fp_csub_n(r, t, t[4], f->p, 4);
}

CAIRN_INLINE void mc_mul6(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_ec_field *f)
{
    cairn_limb r0, r1, r2, r3, r4, r5, r6;
    MC_SETUP(6);
    __asm__(MC_COPY(6)
            "xorl %k[r0], %k[r0]\n\t"
            "xorl %k[r1], %k[r1]\n\t"
            "xorl %k[r2], %k[r2]\n\t"
            "xorl %k[r3], %k[r3]\n\t"
            "xorl %k[r4], %k[r4]\n\t"
            "xorl %k[r5], %k[r5]\n\t"
            "xorl %k[r6], %k[r6]\n\t"
            C_ROW(0, 6, MC6, r0, r6, r1, r2, r3, r4, r5)
            C_ROW(1, 6, MC6, r1, r0, r2, r3, r4, r5, r6)
            C_ROW(2, 6, MC6, r2, r1, r3, r4, r5, r6, r0)
            C_ROW(3, 6, MC6, r3, r2, r4, r5, r6, r0, r1)
            C_ROW(4, 6, MC6, r4, r3, r5, r6, r0, r1, r2)
            C_ROW(5, 6, MC6, r5, r4, r6, r0, r1, r2, r3)
            : MC_REGS(r0), MC_REGS(r1), MC_REGS(r2), MC_REGS(r3), MC_REGS(r4), MC_REGS(r5), MC_REGS(r6),
              MC_REGS(lo), MC_REGS(hi), "=&d"(dx) MC_IN);
    t[0] = r6;
    t[1] = r0;
    t[2] = r1;
    t[3] = r2;
    t[4] = r3;
    t[5] = r4;
    t[6] = r5;
    fp_csub_n(r, t, t[6], f->p, 6);
}

CAIRN_INLINE void mc_mul8(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_ec_field *f)
{
    cairn_limb r0, r1, r2, r3, r4, r5, r6, r7, r8;
    MC_SETUP(8);
    __asm__(MC_COPY(8)
            "xorl %k[r0], %k[r0]\n\t"
            "xorl %k[r1], %k[r1]\n\t"
            "xorl %k[r2], %k[r2]\n\t"
            "xorl %k[r3], %k[r3]\n\t"
            "xorl %k[r4], %k[r4]\n\t"
            "xorl %k[r5], %k[r5]\n\t"
            "xorl %k[r6], %k[r6]\n\t"
            "xorl %k[r7], %k[r7]\n\t"
            "xorl %k[r8], %k[r8]\n\t"
            C_ROW(0, 8, MC8, r0, r8, r1, r2, r3, r4, r5, r6, r7)
            C_ROW(1, 8, MC8, r1, r0, r2, r3, r4, r5, r6, r7, r8)
            C_ROW(2, 8, MC8, r2, r1, r3, r4, r5, r6, r7, r8, r0)
            C_ROW(3, 8, MC8, r3, r2, r4, r5, r6, r7, r8, r0, r1)
            C_ROW(4, 8, MC8, r4, r3, r5, r6, r7, r8, r0, r1, r2)
            C_ROW(5, 8, MC8, r5, r4, r6, r7, r8, r0, r1, r2, r3)
            C_ROW(6, 8, MC8, r6, r5, r7, r8, r0, r1, r2, r3, r4)
            C_ROW(7, 8, MC8, r7, r6, r8, r0, r1, r2, r3, r4, r5)
            : MC_REGS(r0), MC_REGS(r1), MC_REGS(r2), MC_REGS(r3), MC_REGS(r4), MC_REGS(r5), MC_REGS(r6),
              MC_REGS(r7), MC_REGS(r8), MC_REGS(lo), MC_REGS(hi), "=&d"(dx) MC_IN);
    t[0] = r8;
    t[1] = r0;
    t[2] = r1;
    t[3] = r2;
    t[4] = r3;
    t[5] = r4;
    t[6] = r5;
    t[7] = r6;
    t[8] = r7;
    fp_csub_n(r, t, t[8], f->p, 8);
}

/* r = a + b mod p and r = a - b mod p (a, b < p; r may alias either; volatile: r is
 * written through the memory clobber, no output operand): the sum or
 * difference s in registers by one ADD/ADC (SUB/SBB) chain, its carry or borrow kept as a
 * mask in b's register; s - p (s + p) written to r by a second chain through a's register
 * (MOV leaves the flags alone); then one flag condition (for the sum: no carry out and
 * s - p borrowed; for the difference: it borrowed not) keeps s instead, limb by limb with
 * CMOV from r: no branch, every address fixed. */
#define AS_L(x, j) "movq 8*" #j "(%[a]), %[s" #j "]\n\t"
#define AS_C(op, j) op "q 8*" #j "(%[b]), %[s" #j "]\n\t"
#define AS_F(op, j) "movq %[s" #j "], %[a]\n\t" op "q 8*" #j "(%[p]), %[a]\n\t" "movq %[a], 8*" #j "(%[r])\n\t"
#define AS_P(cc, j) "cmov" cc "q 8*" #j "(%[r]), %[s" #j "]\n\t" "movq %[s" #j "], 8*" #j "(%[r])\n\t"
#define AS_1TO3(M, x) M(x, 1) M(x, 2) M(x, 3)
#define AS_1TO5(M, x) AS_1TO3(M, x) M(x, 4) M(x, 5)
#define AS_1TO7(M, x) AS_1TO5(M, x) M(x, 6) M(x, 7)
/* the chains for n limbs: first op, then the carrying ones */
#define AS_ALL(n, M, x0, x) M(x0, 0) AS_1TO##n(M, x)
#define AS_ADD(n, m)                                                                                                   \
    AS_ALL(m, AS_L, 0, 0) AS_ALL(m, AS_C, "add", "adc")                                                                \
    "sbbq %[b], %[b]\n\t"                                                                                              \
    AS_ALL(m, AS_F, "sub", "sbb")                                                                                      \
    "sbbq $0, %[b]\n\t"                                                                                                \
    AS_ALL(m, AS_P, "nc", "nc")
#define AS_SUB(n, m)                                                                                                   \
    AS_ALL(m, AS_L, 0, 0) AS_ALL(m, AS_C, "sub", "sbb")                                                                \
    "sbbq %[b], %[b]\n\t"                                                                                              \
    AS_ALL(m, AS_F, "add", "adc")                                                                                      \
    "testq %[b], %[b]\n\t"                                                                                             \
    AS_ALL(m, AS_P, "nz", "nz")
#define AS_REG(x) [x] "=&r"(x)
#define AS_OPS4 AS_REG(s0), AS_REG(s1), AS_REG(s2), AS_REG(s3)
#define AS_OPS6 AS_OPS4, AS_REG(s4), AS_REG(s5)
#define AS_OPS8 AS_OPS6, AS_REG(s6), AS_REG(s7)
#define AS_DECL4 s0, s1, s2, s3
#define AS_DECL6 AS_DECL4, s4, s5
#define AS_DECL8 AS_DECL6, s6, s7
#define AS_FN(name, body, n, m)                                                                                        \
    static void name##n(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_ec_field *f)              \
    {                                                                                                                  \
        cairn_limb AS_DECL##n;                                                                                         \
        __asm__ volatile(body(n, m)                                                                                    \
                : AS_OPS##n, [a] "+r"(a), [b] "+r"(b)                                                                  \
                : [p] "r"(f->p), [r] "r"(r)                                                                            \
                : "cc", "memory");                                                                                     \
    }

/* r = a^2 R^-1 mod p: the square's 2n limbs first (each cross product a_i a_j, i < j, once,
 * then the sum doubled and the squares a_i^2 added), then Montgomery's reduction row by row,
 * so n (n - 1) / 2 fewer products than the product above. The buffer holds p, a (n limbs
 * each), p0i and T, the square's limbs (2n).
 * Limb k of the square lives in register r(k mod (n + 1)) while it is open, and goes to T
 * once no later row adds to it. */
#define SQ_A(j, n) "8*" #j "+8*" #n
#define SQ_T(k, n) "8*" #k "+16*" #n "+8(%[buf])"
#define SQ_LD(j, n) "movq " SQ_A(j, n) "(%[buf]), %%rdx\n\t"
#define SQ_ST(k, n, R) "movq %[" #R "], " SQ_T(k, n) "\n\t"
/* cross products, row 0 (a_0 a_j into T_j, T_{j+1}, one carry chain: the high halves go
 * straight into fresh registers), then rows i > 0 on the two chains, each ending with the
 * product a_i a_{n-1} whose high half starts the row's top limb T_{i+n} */
#define SQ_R0F(n, T1, T2) "mulxq " SQ_A(1, n) "(%[buf]), %[" #T1 "], %[" #T2 "]\n\t"
#define SQ_R0(n, j, op, X, Y) "mulxq " SQ_A(j, n) "(%[buf]), %[lo], %[" #Y "]\n\t" op "q %[lo], %[" #X "]\n\t"
#define SQ_MC(n, j, X, Y)                                                                                              \
    "mulxq " SQ_A(j, n) "(%[buf]), %[lo], %[hi]\n\t"                                                                   \
    "adcxq %[lo], %[" #X "]\n\t"                                                                                       \
    "adoxq %[hi], %[" #Y "]\n\t"
#define SQ_LAST(n, X, Y)                                                                                               \
    "mulxq 8*(" #n "-1)+8*" #n "(%[buf]), %[lo], %[" #Y "]\n\t"                                                        \
    "adcxq %[lo], %[" #X "]\n\t"                                                                                       \
    "movl $0, %k[lo]\n\t"                                                                                              \
    "adoxq %[lo], %[" #Y "]\n\t"                                                                                       \
    "adcxq %[lo], %[" #Y "]\n\t"
#define SQ_ROW(i, n) SQ_LD(i, n) "xorl %k[lo], %k[lo]\n\t"
/* doubling (CF chain) and the squares (OF chain): limb k into register R, or through rdx
 * back into T; T_0 is zero (R cleared beforehand) and T_{2n-1} too (never written) */
#define SQ_SQ(k, n) SQ_LD(k, n) "mulxq %%rdx, %[lo], %[hi]\n\t"
#define SQ_DR(k, n, R, h)                                                                                              \
    "movq " SQ_T(k, n) ", %[" #R "]\n\t"                                                                               \
    "adcxq %[" #R "], %[" #R "]\n\t"                                                                                   \
    "adoxq %[" #h "], %[" #R "]\n\t"
#define SQ_D0(R) "adcxq %[" #R "], %[" #R "]\n\t" "adoxq %[lo], %[" #R "]\n\t"
#define SQ_DX(k, n, h)                                                                                                 \
    "adcxq %%rdx, %%rdx\n\t"                                                                                           \
    "adoxq %[" #h "], %%rdx\n\t"                                                                                       \
    "movq %%rdx, " SQ_T(k, n) "\n\t"
#define SQ_DM(k, n, h) "movq " SQ_T(k, n) ", %%rdx\n\t" SQ_DX(k, n, h)
#define SQ_DZ(k, n, h) "movl $0, %%edx\n\t" SQ_DX(k, n, h)
/* Montgomery's reduction of the square's low half T_0..T_{n-1} alone: with M the row
 * multipliers, U = (T mod R + M p) / R <= p, and the result is U + T div R < 2p. One row
 * over the window A_0..A_n (A_n zero to start): m = A_0 p0i, A += m p (both chains), which
 * clears A_0; the carries out of A_n go into A_0's register, the next row's A_n. No limb of
 * T is read back inside the rows, and no carry waits in memory. */
#define SQ_RED_HEAD(n, A0)                                                                                             \
    "movq %[" #A0 "], %%rdx\n\t"                                                                                       \
    "imulq 16*" #n "(%[buf]), %%rdx\n\t"                                                                               \
    "xorl %k[lo], %k[lo]\n\t"
#define SQ_RED_TAIL(A0, An)                                                                                            \
    "movl $0, %k[lo]\n\t"                                                                                              \
    "adcxq %[lo], %[" #An "]\n\t"                                                                                      \
    "adoxq %[lo], %[" #A0 "]\n\t"                                                                                      \
    "adcxq %[lo], %[" #A0 "]\n\t"
#define SQ_RED4(n, A0, A1, A2, A3, A4) SQ_RED_HEAD(n, A0) MC4(0, A0, A1, A2, A3, A4) SQ_RED_TAIL(A0, A4)
#define SQ_RED6(n, A0, A1, A2, A3, A4, A5, A6)                                                                         \
    SQ_RED_HEAD(n, A0) MC6(0, A0, A1, A2, A3, A4, A5, A6) SQ_RED_TAIL(A0, A6)
#define SQ_RED8(n, A0, A1, A2, A3, A4, A5, A6, A7, A8)                                                                 \
    SQ_RED_HEAD(n, A0) MC8(0, A0, A1, A2, A3, A4, A5, A6, A7, A8) SQ_RED_TAIL(A0, A8)
/* U_k += T_{n+k}: the high half on one carry chain */
#define SQ_HI(k, n, op, U) op "q " SQ_T(k, n) ", %[" #U "]\n\t"
/* a, p and p0i into the buffer, through r0..r2 (the addresses of a and p, and p0i, on entry) */
#define SQ_COPY(n) MC_CP##n(r0, 8*n) MC_CP##n(r1, 0) "movq %[r2], 16*" #n "(%[buf])\n\t"
#define SQ_SETUP(n) cairn_limb buf[4 * (n) + 1], t[(n) + 1], lo, hi, dx
#define SQ_IN                                                                                                          \
    : [buf] "r"(buf), "0"(a), "1"(f->p), "2"(f->p0i)                                                                   \
    : "cc", "memory"

CAIRN_INLINE void mc_sqr4(cairn_limb *r, const cairn_limb *a, const cairn_ec_field *f)
{
    cairn_limb r0, r1, r2, r3, r4;
    SQ_SETUP(4);
    __asm__(SQ_COPY(4)
            /* cross products */
            SQ_LD(0, 4) SQ_R0F(4, r1, r2) SQ_R0(4, 2, "add", r2, r3) SQ_R0(4, 3, "adc", r3, r4)
            "adcq $0, %[r4]\n\t" SQ_ST(1, 4, r1) SQ_ST(2, 4, r2)
            SQ_ROW(1, 4) SQ_MC(4, 2, r3, r4) SQ_LAST(4, r4, r0) SQ_ST(3, 4, r3) SQ_ST(4, 4, r4)
            SQ_ROW(2, 4) SQ_LAST(4, r0, r1) SQ_ST(5, 4, r0) SQ_ST(6, 4, r1)
            /* doubled, plus the squares */
            "xorl %k[r0], %k[r0]\n\t"
            "xorl %k[r4], %k[r4]\n\t"
            "xorl %k[lo], %k[lo]\n\t"
            SQ_SQ(0, 4) SQ_D0(r0) SQ_DR(1, 4, r1, hi)
            SQ_SQ(1, 4) SQ_DR(2, 4, r2, lo) SQ_DR(3, 4, r3, hi)
            SQ_SQ(2, 4) SQ_DM(4, 4, lo) SQ_DM(5, 4, hi)
            SQ_SQ(3, 4) SQ_DM(6, 4, lo) SQ_DZ(7, 4, hi)
            /* reduction of the low half, then the high half added */
            SQ_RED4(4, r0, r1, r2, r3, r4)
            SQ_RED4(4, r1, r2, r3, r4, r0)
            SQ_RED4(4, r2, r3, r4, r0, r1)
            SQ_RED4(4, r3, r4, r0, r1, r2)
            SQ_HI(4, 4, "add", r4) SQ_HI(5, 4, "adc", r0) SQ_HI(6, 4, "adc", r1) SQ_HI(7, 4, "adc", r2)
            "adcq $0, %[r3]\n\t"
            : MC_REGS(r0), MC_REGS(r1), MC_REGS(r2), MC_REGS(r3), MC_REGS(r4), MC_REGS(lo), MC_REGS(hi),
              "=&d"(dx) SQ_IN);
    t[0] = r4;
    t[1] = r0;
    t[2] = r1;
    t[3] = r2;
    t[4] = r3;
    fp_csub_n(r, t, t[4], f->p, 4);
}

CAIRN_INLINE void mc_sqr6(cairn_limb *r, const cairn_limb *a, const cairn_ec_field *f)
{
    cairn_limb r0, r1, r2, r3, r4, r5, r6;
    SQ_SETUP(6);
    __asm__(SQ_COPY(6)
            /* cross products; T_k in r(k mod 7) */
            SQ_LD(0, 6) SQ_R0F(6, r1, r2) SQ_R0(6, 2, "add", r2, r3) SQ_R0(6, 3, "adc", r3, r4)
            SQ_R0(6, 4, "adc", r4, r5) SQ_R0(6, 5, "adc", r5, r6)
            "adcq $0, %[r6]\n\t" SQ_ST(1, 6, r1) SQ_ST(2, 6, r2)
            SQ_ROW(1, 6) SQ_MC(6, 2, r3, r4) SQ_MC(6, 3, r4, r5) SQ_MC(6, 4, r5, r6) SQ_LAST(6, r6, r0)
            SQ_ST(3, 6, r3) SQ_ST(4, 6, r4)
            SQ_ROW(2, 6) SQ_MC(6, 3, r5, r6) SQ_MC(6, 4, r6, r0) SQ_LAST(6, r0, r1)
            SQ_ST(5, 6, r5) SQ_ST(6, 6, r6)
            SQ_ROW(3, 6) SQ_MC(6, 4, r0, r1) SQ_LAST(6, r1, r2)
            SQ_ST(7, 6, r0) SQ_ST(8, 6, r1)
            SQ_ROW(4, 6) SQ_LAST(6, r2, r3)
            SQ_ST(9, 6, r2) SQ_ST(10, 6, r3)
            /* doubled, plus the squares */
            "xorl %k[r0], %k[r0]\n\t"
            "xorl %k[r6], %k[r6]\n\t"
            "xorl %k[lo], %k[lo]\n\t"
            SQ_SQ(0, 6) SQ_D0(r0) SQ_DR(1, 6, r1, hi)
            SQ_SQ(1, 6) SQ_DR(2, 6, r2, lo) SQ_DR(3, 6, r3, hi)
            SQ_SQ(2, 6) SQ_DR(4, 6, r4, lo) SQ_DR(5, 6, r5, hi)
            SQ_SQ(3, 6) SQ_DM(6, 6, lo) SQ_DM(7, 6, hi)
            SQ_SQ(4, 6) SQ_DM(8, 6, lo) SQ_DM(9, 6, hi)
            SQ_SQ(5, 6) SQ_DM(10, 6, lo) SQ_DZ(11, 6, hi)
            /* reduction of the low half, then the high half added */
            SQ_RED6(6, r0, r1, r2, r3, r4, r5, r6)
            SQ_RED6(6, r1, r2, r3, r4, r5, r6, r0)
            SQ_RED6(6, r2, r3, r4, r5, r6, r0, r1)
            SQ_RED6(6, r3, r4, r5, r6, r0, r1, r2)
            SQ_RED6(6, r4, r5, r6, r0, r1, r2, r3)
            SQ_RED6(6, r5, r6, r0, r1, r2, r3, r4)
            SQ_HI(6, 6, "add", r6) SQ_HI(7, 6, "adc", r0) SQ_HI(8, 6, "adc", r1) SQ_HI(9, 6, "adc", r2)
            SQ_HI(10, 6, "adc", r3) SQ_HI(11, 6, "adc", r4)
            "adcq $0, %[r5]\n\t"
            : MC_REGS(r0), MC_REGS(r1), MC_REGS(r2), MC_REGS(r3), MC_REGS(r4), MC_REGS(r5), MC_REGS(r6),
              MC_REGS(lo), MC_REGS(hi), "=&d"(dx) SQ_IN);
    t[0] = r6;
    t[1] = r0;
    t[2] = r1;
    t[3] = r2;
    t[4] = r3;
    t[5] = r4;
    t[6] = r5;
    fp_csub_n(r, t, t[6], f->p, 6);
}

CAIRN_INLINE void mc_sqr8(cairn_limb *r, const cairn_limb *a, const cairn_ec_field *f)
{
    cairn_limb r0, r1, r2, r3, r4, r5, r6, r7, r8;
    SQ_SETUP(8);
    __asm__(SQ_COPY(8)
            /* cross products; T_k in r(k mod 9) */
            SQ_LD(0, 8) SQ_R0F(8, r1, r2) SQ_R0(8, 2, "add", r2, r3) SQ_R0(8, 3, "adc", r3, r4)
            SQ_R0(8, 4, "adc", r4, r5) SQ_R0(8, 5, "adc", r5, r6) SQ_R0(8, 6, "adc", r6, r7)
            SQ_R0(8, 7, "adc", r7, r8)
            "adcq $0, %[r8]\n\t" SQ_ST(1, 8, r1) SQ_ST(2, 8, r2)
            SQ_ROW(1, 8) SQ_MC(8, 2, r3, r4) SQ_MC(8, 3, r4, r5) SQ_MC(8, 4, r5, r6) SQ_MC(8, 5, r6, r7)
            SQ_MC(8, 6, r7, r8) SQ_LAST(8, r8, r0)
            SQ_ST(3, 8, r3) SQ_ST(4, 8, r4)
            SQ_ROW(2, 8) SQ_MC(8, 3, r5, r6) SQ_MC(8, 4, r6, r7) SQ_MC(8, 5, r7, r8) SQ_MC(8, 6, r8, r0)
            SQ_LAST(8, r0, r1)
            SQ_ST(5, 8, r5) SQ_ST(6, 8, r6)
            SQ_ROW(3, 8) SQ_MC(8, 4, r7, r8) SQ_MC(8, 5, r8, r0) SQ_MC(8, 6, r0, r1) SQ_LAST(8, r1, r2)
            SQ_ST(7, 8, r7) SQ_ST(8, 8, r8)
            SQ_ROW(4, 8) SQ_MC(8, 5, r0, r1) SQ_MC(8, 6, r1, r2) SQ_LAST(8, r2, r3)
            SQ_ST(9, 8, r0) SQ_ST(10, 8, r1)
            SQ_ROW(5, 8) SQ_MC(8, 6, r2, r3) SQ_LAST(8, r3, r4)
            SQ_ST(11, 8, r2) SQ_ST(12, 8, r3)
            SQ_ROW(6, 8) SQ_LAST(8, r4, r5)
            SQ_ST(13, 8, r4) SQ_ST(14, 8, r5)
            /* doubled, plus the squares */
            "xorl %k[r0], %k[r0]\n\t"
            "xorl %k[r8], %k[r8]\n\t"
            "xorl %k[lo], %k[lo]\n\t"
            SQ_SQ(0, 8) SQ_D0(r0) SQ_DR(1, 8, r1, hi)
            SQ_SQ(1, 8) SQ_DR(2, 8, r2, lo) SQ_DR(3, 8, r3, hi)
            SQ_SQ(2, 8) SQ_DR(4, 8, r4, lo) SQ_DR(5, 8, r5, hi)
            SQ_SQ(3, 8) SQ_DR(6, 8, r6, lo) SQ_DR(7, 8, r7, hi)
            SQ_SQ(4, 8) SQ_DM(8, 8, lo) SQ_DM(9, 8, hi)
            SQ_SQ(5, 8) SQ_DM(10, 8, lo) SQ_DM(11, 8, hi)
            SQ_SQ(6, 8) SQ_DM(12, 8, lo) SQ_DM(13, 8, hi)
            SQ_SQ(7, 8) SQ_DM(14, 8, lo) SQ_DZ(15, 8, hi)
            /* reduction of the low half, then the high half added */
            SQ_RED8(8, r0, r1, r2, r3, r4, r5, r6, r7, r8)
            SQ_RED8(8, r1, r2, r3, r4, r5, r6, r7, r8, r0)
            SQ_RED8(8, r2, r3, r4, r5, r6, r7, r8, r0, r1)
            SQ_RED8(8, r3, r4, r5, r6, r7, r8, r0, r1, r2)
            SQ_RED8(8, r4, r5, r6, r7, r8, r0, r1, r2, r3)
            SQ_RED8(8, r5, r6, r7, r8, r0, r1, r2, r3, r4)
            SQ_RED8(8, r6, r7, r8, r0, r1, r2, r3, r4, r5)
            SQ_RED8(8, r7, r8, r0, r1, r2, r3, r4, r5, r6)
            SQ_HI(8, 8, "add", r8) SQ_HI(9, 8, "adc", r0) SQ_HI(10, 8, "adc", r1) SQ_HI(11, 8, "adc", r2)
            SQ_HI(12, 8, "adc", r3) SQ_HI(13, 8, "adc", r4) SQ_HI(14, 8, "adc", r5) SQ_HI(15, 8, "adc", r6)
            "adcq $0, %[r7]\n\t"
            : MC_REGS(r0), MC_REGS(r1), MC_REGS(r2), MC_REGS(r3), MC_REGS(r4), MC_REGS(r5), MC_REGS(r6),
              MC_REGS(r7), MC_REGS(r8), MC_REGS(lo), MC_REGS(hi), "=&d"(dx) SQ_IN);
    t[0] = r8;
    t[1] = r0;
    t[2] = r1;
    t[3] = r2;
    t[4] = r3;
    t[5] = r4;
    t[6] = r5;
    t[7] = r6;
    t[8] = r7;
    fp_csub_n(r, t, t[8], f->p, 8);
}
/* clang-format on */

AS_FN(as_add, AS_ADD, 4, 3)
AS_FN(as_add, AS_ADD, 6, 5)
AS_FN(as_add, AS_ADD, 8, 7)
AS_FN(as_sub, AS_SUB, 4, 3)
AS_FN(as_sub, AS_SUB, 6, 5)
AS_FN(as_sub, AS_SUB, 8, 7)

#define MONT_MULX(bits, n)                                                                                             \
    void cairn_ec_fp_mont##bits##_mulx_mul(cairn_limb *r, const cairn_limb *a, const cairn_limb *b,                    \
                                           const cairn_ec_field *f)                                                    \
    {                                                                                                                  \
        mc_mul##n(r, a, b, f);                                                                                         \
    }                                                                                                                  \
    void cairn_ec_fp_mont##bits##_mulx_sqr(cairn_limb *r, const cairn_limb *a, const cairn_ec_field *f)                \
    {                                                                                                                  \
        mc_sqr##n(r, a, f);                                                                                            \
    }                                                                                                                  \
    void cairn_ec_fp_mont##bits##_mulx_to(cairn_limb *r, const cairn_limb *a, const cairn_ec_field *f)                 \
    {                                                                                                                  \
        mc_mul##n(r, a, f->rr, f);                                                                                     \
    }

MONT_MULX(256, 4)
MONT_MULX(384, 6)
MONT_MULX(512, 8)

/* The objects: fp_mont.c's constants and hooks but the products
 * (-p^-1 mod 2^64 as literals: a const object's member is no constant
 * expression in C; test_ec_field would catch a wrong one). */
#define BP_MULX_FIELD(curve, bits, n, p0i)                                                                             \
    const cairn_ec_field cairn_ec_fp_mont_##curve##_mulx = {                                                           \
        {"x86-mulx", CAIRN_PRIM_EC_FIELD, CAIRN_CPU_X86_BMI2 | CAIRN_CPU_X86_ADX},                                     \
        CAIRN_BN_LIMBS(bits),                                                                                          \
        (bits) >> 3,                                                                                                   \
        cairn_ec_vals_##curve[EC_V_P],                                                                                 \
        cairn_ec_fp_mont##bits##_mulx_mul,                                                                             \
        cairn_ec_fp_mont##bits##_mulx_sqr,                                                                             \
        as_add##n,                                                                                                     \
        as_sub##n,                                                                                                     \
        cairn_ec_fp_mont##bits##_mulx_to,                                                                              \
        cairn_ec_fp_mont##bits##_from,                                                                                 \
        NULL,                                                                                                          \
        NULL,                                                                                                          \
        cairn_ec_vals_##curve[EC_V_P_ONE],                                                                             \
        p0i,                                                                                                           \
        cairn_ec_vals_##curve[EC_V_P_RR]}

BP_MULX_FIELD(bp256r1, 256, 4, 0xc6a75590cefd89b9);
BP_MULX_FIELD(bp384r1, 384, 6, 0x9a6ea96cea9ec825);
BP_MULX_FIELD(bp512r1, 512, 8, 0x839b32207d89efc5);

#endif
#endif
