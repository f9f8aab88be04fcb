/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * P-256's field for x86-64 with BMI2 (MULX, SHRX/SHLX) and ADX (ADCX/ADOX):
 * the same plain representation and Solinas reduction as the portable field
 * (src/ec/fp_p256.h: the 64-bit columns), the product or squaring and the
 * reduction in one inline-assembly block each, so the 512-bit product never
 * leaves the registers. MULX leaves the flags alone, so each row of the product
 * adds its low halves on the CF chain (ADCX) and its high halves on the OF
 * chain (ADOX) in one pass; the squaring forms the six cross products, then
 * doubles them on CF while the diagonal squares go in on OF. Its object,
 * cairn_ec_fp_p256_mulx, needs both features (cairn_impl_usable checks
 * them); this file alone is compiled with -mbmi2 -madx.
 *
 * Constant time: MULX, ADCX, ADOX, ADD/ADC, SUB/SBB, SHRX/SHLX, LEA, AND,
 * MOV and XOR take the same time for all operand values; there is no branch
 * and no value-dependent address.
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_X86_ACCEL && CAIRN_ENABLE_EC && defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))

#include "ec/fp_p256.h"

#if defined(CAIRN_EC_HAVE_P256_MULX)

/* one row of the product: t[i..i+4] += a[i] * b, t[i+4] fresh */
#define ROW(off, t0, t1, t2, t3, t4)                                                                                   \
    "movq " #off "(%[a]), %%rdx\n\t"                                                                                   \
    "xorl %k[lo], %k[lo]\n\t"                                                                                          \
    "mulxq 0(%[b]), %[lo], %[hi]\n\t"                                                                                  \
    "adcxq %[lo], %[" #t0 "]\n\t"                                                                                      \
    "adoxq %[hi], %[" #t1 "]\n\t"                                                                                      \
    "mulxq 8(%[b]), %[lo], %[hi]\n\t"                                                                                  \
    "adcxq %[lo], %[" #t1 "]\n\t"                                                                                      \
    "adoxq %[hi], %[" #t2 "]\n\t"                                                                                      \
    "mulxq 16(%[b]), %[lo], %[hi]\n\t"                                                                                 \
    "adcxq %[lo], %[" #t2 "]\n\t"                                                                                      \
    "adoxq %[hi], %[" #t3 "]\n\t"                                                                                      \
    "mulxq 24(%[b]), %[lo], %[" #t4 "]\n\t"                                                                            \
    "adcxq %[lo], %[" #t3 "]\n\t"                                                                                      \
    "movl $0, %k[hi]\n\t"                                                                                              \
    "adoxq %[hi], %[" #t4 "]\n\t"                                                                                      \
    "adcxq %[hi], %[" #t4 "]\n\t"

/*
 * r = t mod p in the same asm statement as the product, t0..t7 in
 * registers: fp_p256.h's 64-bit Solinas columns as carry chains. Each term's
 * limbs are built with SHRX/SHLX by 32 (in rdx), MOVL and LEA, which leave
 * the flags alone, so a term is one ADD/ADC (SUB/SBB) chain over t0..t3 with
 * its carries counted in a; the sum starts from 5p (the count ends in
 * [0, 12)); the count c is folded with 2^256 = 2^224 - 2^192 - 2^96 + 1 (c
 * at limb 0, c (2^32 - 1) at limb 3, -c 2^32 at limb 1), and p is
 * subtracted and added back under the borrow's mask. a, b, lo, hi are free
 * once the product is formed.
 */
#define P256_REDUCE_ASM                                                                                                \
    "movl $32, %%edx\n\t"                                                                                              \
    "movl $4, %k[a]\n\t"                                                                                               \
    "movq $-5, %[lo]\n\t"                                                                                              \
    "addq %[lo], %[t0]\n\t"                                                                                            \
    "movabsq $0x4ffffffff, %[lo]\n\t"                                                                                  \
    "adcq %[lo], %[t1]\n\t"                                                                                            \
    "adcq $0, %[t2]\n\t"                                                                                               \
    "movabsq $0xfffffffb00000005, %[lo]\n\t"                                                                           \
    "adcq %[lo], %[t3]\n\t"                                                                                            \
    "adcq $0, %[a]\n\t"                                                                                                \
    "shrxq %%rdx, %[t5], %[lo]\n\t"                                                                                    \
    "shlxq %%rdx, %[lo], %[lo]\n\t"                                                                                    \
    "addq %[lo], %[t1]\n\t"                                                                                            \
    "adcq %[t6], %[t2]\n\t"                                                                                            \
    "adcq %[t7], %[t3]\n\t"                                                                                            \
    "adcq $0, %[a]\n\t"                                                                                                \
    "shrxq %%rdx, %[t5], %[lo]\n\t"                                                                                    \
    "shlxq %%rdx, %[lo], %[lo]\n\t"                                                                                    \
    "addq %[lo], %[t1]\n\t"                                                                                            \
    "adcq %[t6], %[t2]\n\t"                                                                                            \
    "adcq %[t7], %[t3]\n\t"                                                                                            \
    "adcq $0, %[a]\n\t"                                                                                                \
    "shlxq %%rdx, %[t6], %[lo]\n\t"                                                                                    \
    "addq %[lo], %[t1]\n\t"                                                                                            \
    "shrxq %%rdx, %[t6], %[lo]\n\t"                                                                                    \
    "shlxq %%rdx, %[t7], %[hi]\n\t"                                                                                    \
    "leaq (%[lo],%[hi]), %[lo]\n\t"                                                                                    \
    "adcq %[lo], %[t2]\n\t"                                                                                            \
    "shrxq %%rdx, %[t7], %[lo]\n\t"                                                                                    \
    "adcq %[lo], %[t3]\n\t"                                                                                            \
    "adcq $0, %[a]\n\t"                                                                                                \
    "shlxq %%rdx, %[t6], %[lo]\n\t"                                                                                    \
    "addq %[lo], %[t1]\n\t"                                                                                            \
    "shrxq %%rdx, %[t6], %[lo]\n\t"                                                                                    \
    "shlxq %%rdx, %[t7], %[hi]\n\t"                                                                                    \
    "leaq (%[lo],%[hi]), %[lo]\n\t"                                                                                    \
    "adcq %[lo], %[t2]\n\t"                                                                                            \
    "shrxq %%rdx, %[t7], %[lo]\n\t"                                                                                    \
    "adcq %[lo], %[t3]\n\t"                                                                                            \
    "adcq $0, %[a]\n\t"                                                                                                \
    "addq %[t4], %[t0]\n\t"                                                                                            \
    "movl %k[t5], %k[lo]\n\t"                                                                                          \
    "adcq %[lo], %[t1]\n\t"                                                                                            \
    "adcq $0, %[t2]\n\t"                                                                                               \
    "adcq %[t7], %[t3]\n\t"                                                                                            \
    "adcq $0, %[a]\n\t"                                                                                                \
    "shrxq %%rdx, %[t4], %[lo]\n\t"                                                                                    \
    "shlxq %%rdx, %[t5], %[hi]\n\t"                                                                                    \
    "leaq (%[lo],%[hi]), %[lo]\n\t"                                                                                    \
    "addq %[lo], %[t0]\n\t"                                                                                            \
    "shrxq %%rdx, %[t5], %[lo]\n\t"                                                                                    \
    "shrxq %%rdx, %[t6], %[hi]\n\t"                                                                                    \
    "shlxq %%rdx, %[hi], %[hi]\n\t"                                                                                    \
    "leaq (%[lo],%[hi]), %[lo]\n\t"                                                                                    \
    "adcq %[lo], %[t1]\n\t"                                                                                            \
    "adcq %[t7], %[t2]\n\t"                                                                                            \
    "shrxq %%rdx, %[t6], %[lo]\n\t"                                                                                    \
    "shlxq %%rdx, %[t4], %[hi]\n\t"                                                                                    \
    "leaq (%[lo],%[hi]), %[lo]\n\t"                                                                                    \
    "adcq %[lo], %[t3]\n\t"                                                                                            \
    "adcq $0, %[a]\n\t"                                                                                                \
    "shrxq %%rdx, %[t5], %[lo]\n\t"                                                                                    \
    "shlxq %%rdx, %[t6], %[hi]\n\t"                                                                                    \
    "leaq (%[lo],%[hi]), %[lo]\n\t"                                                                                    \
    "subq %[lo], %[t0]\n\t"                                                                                            \
    "shrxq %%rdx, %[t6], %[lo]\n\t"                                                                                    \
    "sbbq %[lo], %[t1]\n\t"                                                                                            \
    "sbbq $0, %[t2]\n\t"                                                                                               \
    "movl %k[t4], %k[lo]\n\t"                                                                                          \
    "shlxq %%rdx, %[t5], %[hi]\n\t"                                                                                    \
    "leaq (%[lo],%[hi]), %[lo]\n\t"                                                                                    \
    "sbbq %[lo], %[t3]\n\t"                                                                                            \
    "sbbq $0, %[a]\n\t"                                                                                                \
    "subq %[t6], %[t0]\n\t"                                                                                            \
    "sbbq %[t7], %[t1]\n\t"                                                                                            \
    "sbbq $0, %[t2]\n\t"                                                                                               \
    "shrxq %%rdx, %[t4], %[lo]\n\t"                                                                                    \
    "shrxq %%rdx, %[t5], %[hi]\n\t"                                                                                    \
    "shlxq %%rdx, %[hi], %[hi]\n\t"                                                                                    \
    "leaq (%[lo],%[hi]), %[lo]\n\t"                                                                                    \
    "sbbq %[lo], %[t3]\n\t"                                                                                            \
    "sbbq $0, %[a]\n\t"                                                                                                \
    "shrxq %%rdx, %[t6], %[lo]\n\t"                                                                                    \
    "shlxq %%rdx, %[t7], %[hi]\n\t"                                                                                    \
    "leaq (%[lo],%[hi]), %[lo]\n\t"                                                                                    \
    "subq %[lo], %[t0]\n\t"                                                                                            \
    "shrxq %%rdx, %[t7], %[lo]\n\t"                                                                                    \
    "shlxq %%rdx, %[t4], %[hi]\n\t"                                                                                    \
    "leaq (%[lo],%[hi]), %[lo]\n\t"                                                                                    \
    "sbbq %[lo], %[t1]\n\t"                                                                                            \
    "shrxq %%rdx, %[t4], %[lo]\n\t"                                                                                    \
    "shlxq %%rdx, %[t5], %[hi]\n\t"                                                                                    \
    "leaq (%[lo],%[hi]), %[lo]\n\t"                                                                                    \
    "sbbq %[lo], %[t2]\n\t"                                                                                            \
    "shlxq %%rdx, %[t6], %[lo]\n\t"                                                                                    \
    "sbbq %[lo], %[t3]\n\t"                                                                                            \
    "sbbq $0, %[a]\n\t"                                                                                                \
    "subq %[t7], %[t0]\n\t"                                                                                            \
    "shrxq %%rdx, %[t4], %[lo]\n\t"                                                                                    \
    "shlxq %%rdx, %[lo], %[lo]\n\t"                                                                                    \
    "sbbq %[lo], %[t1]\n\t"                                                                                            \
    "sbbq %[t5], %[t2]\n\t"                                                                                            \
    "shrxq %%rdx, %[t6], %[lo]\n\t"                                                                                    \
    "shlxq %%rdx, %[lo], %[lo]\n\t"                                                                                    \
    "sbbq %[lo], %[t3]\n\t"                                                                                            \
    "sbbq $0, %[a]\n\t"                                                                                                \
    "shlxq %%rdx, %[a], %[hi]\n\t"                                                                                     \
    "movq %[hi], %[lo]\n\t"                                                                                            \
    "subq %[a], %[lo]\n\t"                                                                                             \
    "addq %[a], %[t0]\n\t"                                                                                             \
    "adcq $0, %[t1]\n\t"                                                                                               \
    "adcq $0, %[t2]\n\t"                                                                                               \
    "adcq %[lo], %[t3]\n\t"                                                                                            \
    "movl $0, %k[a]\n\t"                                                                                               \
    "adcq $0, %[a]\n\t"                                                                                                \
    "subq %[hi], %[t1]\n\t"                                                                                            \
    "sbbq $0, %[t2]\n\t"                                                                                               \
    "sbbq $0, %[t3]\n\t"                                                                                               \
    "sbbq $0, %[a]\n\t"                                                                                                \
    "movl $0xffffffff, %k[lo]\n\t"                                                                                     \
    "movabsq $0xffffffff00000001, %[hi]\n\t"                                                                           \
    "subq $-1, %[t0]\n\t"                                                                                              \
    "sbbq %[lo], %[t1]\n\t"                                                                                            \
    "sbbq $0, %[t2]\n\t"                                                                                               \
    "sbbq %[hi], %[t3]\n\t"                                                                                            \
    "sbbq $0, %[a]\n\t"                                                                                                \
    "andq %[a], %[lo]\n\t"                                                                                             \
    "andq %[a], %[hi]\n\t"                                                                                             \
    "addq %[a], %[t0]\n\t"                                                                                             \
    "adcq %[lo], %[t1]\n\t"                                                                                            \
    "adcq $0, %[t2]\n\t"                                                                                               \
    "adcq %[hi], %[t3]\n\t"

static void mulx_mul(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_ec_field *f)
{
    cairn_limb t0, t1, t2, t3, t4, t5, t6, t7, lo, hi;
    const cairn_limb *ap = a, *bp = b;
    (void)f;
    __asm__ volatile("movq 0(%[a]), %%rdx\n\t"
                     "mulxq 0(%[b]), %[t0], %[t1]\n\t"
                     "mulxq 8(%[b]), %[lo], %[t2]\n\t"
                     "addq %[lo], %[t1]\n\t"
                     "mulxq 16(%[b]), %[lo], %[t3]\n\t"
                     "adcq %[lo], %[t2]\n\t"
                     "mulxq 24(%[b]), %[lo], %[t4]\n\t"
                     "adcq %[lo], %[t3]\n\t"
                     "adcq $0, %[t4]\n\t" ROW(8, t1, t2, t3, t4, t5) ROW(16, t2, t3, t4, t5, t6)
                         ROW(24, t3, t4, t5, t6, t7) P256_REDUCE_ASM "movq %[t0], 0(%[r])\n\t"
                                                                     "movq %[t1], 8(%[r])\n\t"
                                                                     "movq %[t2], 16(%[r])\n\t"
                                                                     "movq %[t3], 24(%[r])\n\t"
                     : [t0] "=&r"(t0), [t1] "=&r"(t1), [t2] "=&r"(t2), [t3] "=&r"(t3), [t4] "=&r"(t4), [t5] "=&r"(t5),
                       [t6] "=&r"(t6), [t7] "=&r"(t7), [lo] "=&r"(lo), [hi] "=&r"(hi), [a] "+&r"(ap), [b] "+&r"(bp)
                     : [r] "r"(r)
                     : "rdx", "cc", "memory");
}

static void mulx_sqr(cairn_limb *r, const cairn_limb *a, const cairn_ec_field *f)
{
    cairn_limb t0, t1, t2, t3, t4, t5, t6, t7, lo, hi, b;
    const cairn_limb *ap = a;
    (void)f;
    __asm__ volatile(/* cross products a_i a_j, i < j, into t1..t6 */
                     "movq 0(%[a]), %%rdx\n\t"
                     "mulxq 8(%[a]), %[t1], %[t2]\n\t"
                     "mulxq 16(%[a]), %[lo], %[t3]\n\t"
                     "addq %[lo], %[t2]\n\t"
                     "mulxq 24(%[a]), %[lo], %[t4]\n\t"
                     "adcq %[lo], %[t3]\n\t"
                     "adcq $0, %[t4]\n\t"
                     "movq 8(%[a]), %%rdx\n\t"
                     "xorl %k[lo], %k[lo]\n\t"
                     "mulxq 16(%[a]), %[lo], %[hi]\n\t"
                     "adcxq %[lo], %[t3]\n\t"
                     "adoxq %[hi], %[t4]\n\t"
                     "mulxq 24(%[a]), %[lo], %[t5]\n\t"
                     "adcxq %[lo], %[t4]\n\t"
                     "movl $0, %k[hi]\n\t"
                     "adoxq %[hi], %[t5]\n\t"
                     "adcxq %[hi], %[t5]\n\t"
                     "movq 16(%[a]), %%rdx\n\t"
                     "mulxq 24(%[a]), %[lo], %[t6]\n\t"
                     "addq %[lo], %[t5]\n\t"
                     "adcq $0, %[t6]\n\t"
                     /* doubled on CF, the squares a_i^2 added on OF */
                     "xorl %k[t7], %k[t7]\n\t"
                     "movq 0(%[a]), %%rdx\n\t"
                     "mulxq %%rdx, %[t0], %[hi]\n\t"
                     "adcxq %[t1], %[t1]\n\t"
                     "adoxq %[hi], %[t1]\n\t"
                     "movq 8(%[a]), %%rdx\n\t"
                     "mulxq %%rdx, %[lo], %[hi]\n\t"
                     "adcxq %[t2], %[t2]\n\t"
                     "adoxq %[lo], %[t2]\n\t"
                     "adcxq %[t3], %[t3]\n\t"
                     "adoxq %[hi], %[t3]\n\t"
                     "movq 16(%[a]), %%rdx\n\t"
                     "mulxq %%rdx, %[lo], %[hi]\n\t"
                     "adcxq %[t4], %[t4]\n\t"
                     "adoxq %[lo], %[t4]\n\t"
                     "adcxq %[t5], %[t5]\n\t"
                     "adoxq %[hi], %[t5]\n\t"
                     "movq 24(%[a]), %%rdx\n\t"
                     "mulxq %%rdx, %[lo], %[hi]\n\t"
                     "adcxq %[t6], %[t6]\n\t"
                     "adoxq %[lo], %[t6]\n\t"
                     "adcxq %[t7], %[t7]\n\t" /* t7 = 0 + the doubling's carry */
                     "adoxq %[hi], %[t7]\n\t" P256_REDUCE_ASM "movq %[t0], 0(%[r])\n\t"
                     "movq %[t1], 8(%[r])\n\t"
                     "movq %[t2], 16(%[r])\n\t"
                     "movq %[t3], 24(%[r])\n\t"
                     : [t0] "=&r"(t0), [t1] "=&r"(t1), [t2] "=&r"(t2), [t3] "=&r"(t3), [t4] "=&r"(t4), [t5] "=&r"(t5),
                       [t6] "=&r"(t6), [t7] "=&r"(t7), [lo] "=&r"(lo), [hi] "=&r"(hi), [a] "+&r"(ap), [b] "=&r"(b)
                     : [r] "r"(r)
                     : "rdx", "cc", "memory");
}

static void mulx_add(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_ec_field *f)
{
    (void)f;
    fp_add_n(r, a, b, p256_p, 4);
}

static void mulx_sub(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_ec_field *f)
{
    (void)f;
    fp_sub_n(r, a, b, p256_p, 4);
}

static void mulx_copy(cairn_limb *r, const cairn_limb *a, const cairn_ec_field *f)
{
    (void)f;
    fp_copy_n(r, a, 4);
}

const cairn_ec_field cairn_ec_fp_p256_mulx = {
    {"x86-mulx", CAIRN_PRIM_EC_FIELD, CAIRN_CPU_X86_BMI2 | CAIRN_CPU_X86_ADX},
    4,
    32,
    p256_p,
    mulx_mul,
    mulx_sqr,
    mulx_add,
    mulx_sub,
    mulx_copy,
    mulx_copy,
    NULL, /* the engine's binary GCD, as the portable field */
    cairn_ec_p256_sqrt,
    p256_one,
    0,
    NULL,
};

#endif /* CAIRN_EC_HAVE_P256_MULX */
#endif
