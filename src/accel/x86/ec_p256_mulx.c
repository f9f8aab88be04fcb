/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * P-256's field for x86-64 with BMI2 (MULX) and ADX (ADCX/ADOX): the same
 * plain representation and Solinas reduction as the portable field
 * (src/ec/fp_p256.h), with the 4 x 4 limb product and the squaring in
 * inline assembly. MULX leaves the flags alone, so each row of the product
 * adds its low halves on the CF chain (ADCX) and its high halves on the OF
 * chain (ADOX) in one pass; the squaring forms the six cross products, then
 * doubles them on CF while the diagonal squares go in on OF. Its object,
 * cairn_ec_fp_p256_mulx, needs both features (cairn_impl_usable checks
 * them); this file alone is compiled with -mbmi2 -madx.
 *
 * Constant time: MULX, ADCX, ADOX, ADD/ADC, MOV and XOR take the same time
 * for all operand values; there is no branch and no value-dependent address.
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_X86_ACCEL && CAIRN_ENABLE_EC && defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))

#include "ec/fp_p256.h"

#if defined(CAIRN_EC_HAVE_P256_MULX)

/* one row of the product: t[i..i+4] += a[i] * b, t[i+4] fresh */
#define ROW(off, t0, t1, t2, t3, t4)                                                                               \
    "movq " #off "(%[a]), %%rdx\n\t"                                                                               \
    "xorl %k[lo], %k[lo]\n\t"                                                                                      \
    "mulxq 0(%[b]), %[lo], %[hi]\n\t"                                                                              \
    "adcxq %[lo], %[" #t0 "]\n\t"                                                                                  \
    "adoxq %[hi], %[" #t1 "]\n\t"                                                                                  \
    "mulxq 8(%[b]), %[lo], %[hi]\n\t"                                                                              \
    "adcxq %[lo], %[" #t1 "]\n\t"                                                                                  \
    "adoxq %[hi], %[" #t2 "]\n\t"                                                                                  \
    "mulxq 16(%[b]), %[lo], %[hi]\n\t"                                                                             \
    "adcxq %[lo], %[" #t2 "]\n\t"                                                                                  \
    "adoxq %[hi], %[" #t3 "]\n\t"                                                                                  \
    "mulxq 24(%[b]), %[lo], %[" #t4 "]\n\t"                                                                        \
    "adcxq %[lo], %[" #t3 "]\n\t"                                                                                  \
    "movl $0, %k[hi]\n\t"                                                                                          \
    "adoxq %[hi], %[" #t4 "]\n\t"                                                                                  \
    "adcxq %[hi], %[" #t4 "]\n\t"

static void mulx_mul(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_ec_field *f)
{
    cairn_limb t[8], lo, hi;
    (void)f;
    __asm__("movq 0(%[a]), %%rdx\n\t"
            "mulxq 0(%[b]), %[t0], %[t1]\n\t"
            "mulxq 8(%[b]), %[lo], %[t2]\n\t"
            "addq %[lo], %[t1]\n\t"
            "mulxq 16(%[b]), %[lo], %[t3]\n\t"
            "adcq %[lo], %[t2]\n\t"
            "mulxq 24(%[b]), %[lo], %[t4]\n\t"
            "adcq %[lo], %[t3]\n\t"
            "adcq $0, %[t4]\n\t"
            ROW(8, t1, t2, t3, t4, t5)
            ROW(16, t2, t3, t4, t5, t6)
            ROW(24, t3, t4, t5, t6, t7)
            : [t0] "=&r"(t[0]), [t1] "=&r"(t[1]), [t2] "=&r"(t[2]), [t3] "=&r"(t[3]), [t4] "=&r"(t[4]),
              [t5] "=&r"(t[5]), [t6] "=&r"(t[6]), [t7] "=&r"(t[7]), [lo] "=&r"(lo), [hi] "=&r"(hi)
            : [a] "r"(a), [b] "r"(b)
            : "rdx", "cc", "memory");
    p256_reduce(r, t);
}

static void mulx_sqr(cairn_limb *r, const cairn_limb *a, const cairn_ec_field *f)
{
    cairn_limb t[8], lo, hi;
    (void)f;
    __asm__(/* cross products a_i a_j, i < j, into t1..t6 */
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
            "adoxq %[hi], %[t7]\n\t"
            : [t0] "=&r"(t[0]), [t1] "=&r"(t[1]), [t2] "=&r"(t[2]), [t3] "=&r"(t[3]), [t4] "=&r"(t[4]),
              [t5] "=&r"(t[5]), [t6] "=&r"(t[6]), [t7] "=&r"(t[7]), [lo] "=&r"(lo), [hi] "=&r"(hi)
            : [a] "r"(a)
            : "rdx", "cc", "memory");
    p256_reduce(r, t);
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
    cairn_ec_p256_inv,
    cairn_ec_p256_sqrt,
    p256_one,
    0,
    NULL,
};

#endif /* CAIRN_EC_HAVE_P256_MULX */
#endif
