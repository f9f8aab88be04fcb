/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * P-256's field for x86-64 with BMI2 (MULX) and ADX (ADCX/ADOX): the same
 * Montgomery representation and reduction as the portable 64-bit field
 * (src/ec/fp_p256.h: four steps, each shifts and additions, m p3 formed
 * without a product here), the product or squaring and the reduction in
 * one inline-assembly block each, so the 512-bit product never leaves the
 * registers; the
 * additions and subtractions are one carry chain each with p's limbs made
 * from the borrow's mask. MULX leaves the flags alone, so each row of the product
 * adds its low halves on the CF chain (ADCX) and its high halves on the OF
 * chain (ADOX) in one pass; the squaring forms the six cross products, then
 * doubles them on CF while the diagonal squares go in on OF. Its object,
 * cairn_ec_fp_p256_mulx, needs both features (cairn_impl_usable checks
 * them); this file alone is compiled with -mbmi2 -madx. Each block names
 * every limb it reads or writes as a memory operand ("m", "=m"), not a
 * pointer in a register: inlined into the point formulas, the compiler
 * then addresses the formulas' stack temporaries off the stack pointer
 * (about 11% off a doubling, 15% off an addition, measured on Zen 4
 * against the pointer form; likely the core's faster forwarding of a
 * store to a load at the same stack-pointer offset).
 *
 * Constant time: MULX, ADCX, ADOX, ADD/ADC, SUB/SBB, SHL/SHR by 32, AND,
 * MOV and XOR take the same time for all operand values; there is no branch
 * and no value-dependent address.
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_X86_ACCEL && CAIRN_ENABLE_EC && defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))

#include "ec/fp_p256.h"

#if defined(CAIRN_EC_HAVE_P256_MULX)

/* The operands' limbs in the blocks: with optimisation, memory operands
 * (see above): P256_A(i), P256_B(i) read, P256_R(i) written (r may alias a
 * or b: every block reads its inputs before it writes). Unoptimised
 * builds, and AddressSanitizer builds (clang -O1 there runs out of
 * registers the same way), which keep each memory operand's address in a
 * register of its own (more than the blocks leave), address the limbs off
 * pointers in registers instead: the same instructions. */
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define P256_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define P256_ASAN 1
#endif
#if defined(__OPTIMIZE__) && !defined(P256_ASAN)
#define P256_A(i) "%[a" #i "]"
#define P256_B(i) "%[b" #i "]"
#define P256_R(i) "%[r" #i "]"
#define P256_IN_A [a0] "m"(a[0]), [a1] "m"(a[1]), [a2] "m"(a[2]), [a3] "m"(a[3])
#define P256_IN_B , [b0] "m"(b[0]), [b1] "m"(b[1]), [b2] "m"(b[2]), [b3] "m"(b[3])
#define P256_OUT_R , [r0] "=m"(r[0]), [r1] "=m"(r[1]), [r2] "=m"(r[2]), [r3] "=m"(r[3])
#define P256_IN_R
#else
#define P256_A(i) #i "*8(%[a])"
#define P256_B(i) #i "*8(%[b])"
#define P256_R(i) #i "*8(%[r])"
#define P256_IN_A [a] "r"(a)
#define P256_IN_B , [b] "r"(b)
#define P256_OUT_R
#define P256_IN_R , [r] "r"(r)
#endif

/* one row of the product: t[i..i+4] += a[i] * b, t[i+4] fresh */
#define ROW(i, t0, t1, t2, t3, t4)                                                                                     \
    "movq " P256_A(i) ", %%rdx\n\t"                                                                                    \
    "xorl %k[lo], %k[lo]\n\t"                                                                                          \
    "mulxq " P256_B(0) ", %[lo], %[hi]\n\t"                                                                            \
    "adcxq %[lo], %[" #t0 "]\n\t"                                                                                      \
    "adoxq %[hi], %[" #t1 "]\n\t"                                                                                      \
    "mulxq " P256_B(1) ", %[lo], %[hi]\n\t"                                                                            \
    "adcxq %[lo], %[" #t1 "]\n\t"                                                                                      \
    "adoxq %[hi], %[" #t2 "]\n\t"                                                                                      \
    "mulxq " P256_B(2) ", %[lo], %[hi]\n\t"                                                                            \
    "adcxq %[lo], %[" #t2 "]\n\t"                                                                                      \
    "adoxq %[hi], %[" #t3 "]\n\t"                                                                                      \
    "mulxq " P256_B(3) ", %[lo], %[" #t4 "]\n\t"                                                                       \
    "adcxq %[lo], %[" #t3 "]\n\t"                                                                                      \
    "movl $0, %k[hi]\n\t"                                                                                              \
    "adoxq %[hi], %[" #t4 "]\n\t"                                                                                      \
    "adcxq %[hi], %[" #t4 "]\n\t"

/* one Montgomery step (fp_p256.h) on the running value, m = ti: ti1 +=
 * m << 32, ti2 += m >> 32, ti3:ti4 += m p3, the carry rippled up through
 * the limbs above (TAIL; MID goes where ti has been added, a MOV that
 * leaves the flags alone). m p3 = m 2^64 - m 2^32 + m without a product:
 * its low limb is m - (m << 32) mod 2^64 and its high one m - (m >> 32)
 * less that subtraction's borrow (shifts and a SUB/SBB pair where a MULX
 * was: the steps' products queued behind the rows' on the multiplier) */
#define MSTEP(ti, ti1, ti2, ti3, ti4, MID, TAIL)                                                                       \
    "movq %[" #ti "], %%rdx\n\t"                                                                                       \
    "movq %[" #ti "], %[lo]\n\t"                                                                                       \
    "shlq $32, %[" #ti "]\n\t"                                                                                         \
    "movq %%rdx, %[hi]\n\t"                                                                                            \
    "shrq $32, %%rdx\n\t"                                                                                              \
    "subq %[" #ti "], %[lo]\n\t"                                                                                       \
    "sbbq %%rdx, %[hi]\n\t"                                                                                            \
    "addq %[" #ti "], %[" #ti1 "]\n\t" MID                                                                             \
    "adcq %%rdx, %[" #ti2 "]\n\t"                                                                                      \
    "adcq %[lo], %[" #ti3 "]\n\t"                                                                                      \
    "adcq %[hi], %[" #ti4 "]\n\t" TAIL
#define ADC0(t) "adcq $0, %[" #t "]\n\t"

/*
 * r = t R^-1 mod p in the same asm statement as the product, t0..t7 in
 * registers: fp_p256.h's four Montgomery steps (the factor of each is the
 * low limb itself, and m p is shifts and additions), the carries collected
 * in t0 (free after the first step; the sum is below 2p), then p
 * subtracted (P256_CSUB_ASM). rdx, lo, hi are free once the product is
 * formed: eleven registers and the operands' addresses in all (which an
 * unoptimised build keeps in registers of their own).
 */
#define P256_MONT_REDUCE_ASM                                                                                           \
    MSTEP(t0, t1, t2, t3, t4, "movl $0, %k[t0]\n\t", ADC0(t5) ADC0(t6) ADC0(t7) ADC0(t0))                              \
        MSTEP(t1, t2, t3, t4, t5,, ADC0(t6) ADC0(t7) ADC0(t0)) MSTEP(t2, t3, t4, t5, t6,, ADC0(t7) ADC0(t0))           \
            MSTEP(t3, t4, t5, t6, t7,, ADC0(t0)) P256_CSUB_ASM
/* (t0:t7:t6:t5:t4) less p into r, or the value itself when that borrows
 * (t0 is 0 or 1, the value below 2p): the difference formed in t1, t2, t3,
 * rdx (free by now), the value moved over it by CMOVC (a conditional move,
 * constant time: the flags select, no branch), a shorter dependency chain
 * than a masked addition of p back */
#define P256_CSUB_ASM                                                                                                  \
    "movl $0xffffffff, %k[lo]\n\t"                                                                                     \
    "movabsq $0xffffffff00000001, %[hi]\n\t"                                                                           \
    "movq %[t4], %[t1]\n\t"                                                                                            \
    "movq %[t5], %[t2]\n\t"                                                                                            \
    "movq %[t6], %[t3]\n\t"                                                                                            \
    "movq %[t7], %%rdx\n\t"                                                                                            \
    "subq $-1, %[t1]\n\t"                                                                                              \
    "sbbq %[lo], %[t2]\n\t"                                                                                            \
    "sbbq $0, %[t3]\n\t"                                                                                               \
    "sbbq %[hi], %%rdx\n\t"                                                                                            \
    "sbbq $0, %[t0]\n\t"                                                                                               \
    "cmovcq %[t4], %[t1]\n\t"                                                                                          \
    "cmovcq %[t5], %[t2]\n\t"                                                                                          \
    "cmovcq %[t6], %[t3]\n\t"                                                                                          \
    "cmovcq %[t7], %%rdx\n\t"                                                                                          \
    "movq %[t1], " P256_R(0) "\n\t"                                                                                    \
    "movq %[t2], " P256_R(1) "\n\t"                                                                                    \
    "movq %[t3], " P256_R(2) "\n\t"                                                                                    \
    "movq %%rdx, " P256_R(3) "\n\t"

CAIRN_INLINE void mulx_mul(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_ec_field *f)
{
    cairn_limb t0, t1, t2, t3, t4, t5, t6, t7, lo, hi;
    (void)f;
    __asm__ volatile("movq " P256_A(0) ", %%rdx\n\t"
                     "mulxq " P256_B(0) ", %[t0], %[t1]\n\t"
                     "mulxq " P256_B(1) ", %[lo], %[t2]\n\t"
                     "addq %[lo], %[t1]\n\t"
                     "mulxq " P256_B(2) ", %[lo], %[t3]\n\t"
                     "adcq %[lo], %[t2]\n\t"
                     "mulxq " P256_B(3) ", %[lo], %[t4]\n\t"
                     "adcq %[lo], %[t3]\n\t"
                     "adcq $0, %[t4]\n\t" ROW(1, t1, t2, t3, t4, t5) ROW(2, t2, t3, t4, t5, t6)
                         ROW(3, t3, t4, t5, t6, t7) P256_MONT_REDUCE_ASM
                     : [t0] "=&r"(t0), [t1] "=&r"(t1), [t2] "=&r"(t2), [t3] "=&r"(t3), [t4] "=&r"(t4), [t5] "=&r"(t5),
                       [t6] "=&r"(t6), [t7] "=&r"(t7), [lo] "=&r"(lo), [hi] "=&r"(hi)
                       P256_OUT_R
                     : P256_IN_A P256_IN_B P256_IN_R
                     : "rdx", "cc", "memory");
}

CAIRN_INLINE void mulx_sqr(cairn_limb *r, const cairn_limb *a, const cairn_ec_field *f)
{
    cairn_limb t0, t1, t2, t3, t4, t5, t6, t7, lo, hi;
    (void)f;
    __asm__ volatile(/* cross products a_i a_j, i < j, into t1..t6 */
                     "movq " P256_A(0) ", %%rdx\n\t"
                     "mulxq " P256_A(1) ", %[t1], %[t2]\n\t"
                     "mulxq " P256_A(2) ", %[lo], %[t3]\n\t"
                     "addq %[lo], %[t2]\n\t"
                     "mulxq " P256_A(3) ", %[lo], %[t4]\n\t"
                     "adcq %[lo], %[t3]\n\t"
                     "adcq $0, %[t4]\n\t"
                     "movq " P256_A(1) ", %%rdx\n\t"
                     "xorl %k[lo], %k[lo]\n\t"
                     "mulxq " P256_A(2) ", %[lo], %[hi]\n\t"
                     "adcxq %[lo], %[t3]\n\t"
                     "adoxq %[hi], %[t4]\n\t"
                     "mulxq " P256_A(3) ", %[lo], %[t5]\n\t"
                     "adcxq %[lo], %[t4]\n\t"
                     "movl $0, %k[hi]\n\t"
                     "adoxq %[hi], %[t5]\n\t"
                     "adcxq %[hi], %[t5]\n\t"
                     "movq " P256_A(2) ", %%rdx\n\t"
                     "mulxq " P256_A(3) ", %[lo], %[t6]\n\t"
                     "addq %[lo], %[t5]\n\t"
                     "adcq $0, %[t6]\n\t"
                     /* doubled on CF, the squares a_i^2 added on OF */
                     "xorl %k[t7], %k[t7]\n\t"
                     "movq " P256_A(0) ", %%rdx\n\t"
                     "mulxq %%rdx, %[t0], %[hi]\n\t"
                     "adcxq %[t1], %[t1]\n\t"
                     "adoxq %[hi], %[t1]\n\t"
                     "movq " P256_A(1) ", %%rdx\n\t"
                     "mulxq %%rdx, %[lo], %[hi]\n\t"
                     "adcxq %[t2], %[t2]\n\t"
                     "adoxq %[lo], %[t2]\n\t"
                     "adcxq %[t3], %[t3]\n\t"
                     "adoxq %[hi], %[t3]\n\t"
                     "movq " P256_A(2) ", %%rdx\n\t"
                     "mulxq %%rdx, %[lo], %[hi]\n\t"
                     "adcxq %[t4], %[t4]\n\t"
                     "adoxq %[lo], %[t4]\n\t"
                     "adcxq %[t5], %[t5]\n\t"
                     "adoxq %[hi], %[t5]\n\t"
                     "movq " P256_A(3) ", %%rdx\n\t"
                     "mulxq %%rdx, %[lo], %[hi]\n\t"
                     "adcxq %[t6], %[t6]\n\t"
                     "adoxq %[lo], %[t6]\n\t"
                     "adcxq %[t7], %[t7]\n\t" /* t7 = 0 + the doubling's carry */
                     "adoxq %[hi], %[t7]\n\t" P256_MONT_REDUCE_ASM
                     : [t0] "=&r"(t0), [t1] "=&r"(t1), [t2] "=&r"(t2), [t3] "=&r"(t3), [t4] "=&r"(t4), [t5] "=&r"(t5),
                       [t6] "=&r"(t6), [t7] "=&r"(t7), [lo] "=&r"(lo), [hi] "=&r"(hi)
                       P256_OUT_R
                     : P256_IN_A P256_IN_R
                     : "rdx", "cc", "memory");
}

/* r = a + b mod p: the sum, p subtracted, and p (the mask, its low 32
 * bits, 0, mask & p3) added back under the mask of the borrow less the
 * carry out of the sum */
CAIRN_INLINE void mulx_add(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_ec_field *f)
{
    cairn_limb t0, t1, t2, t3, c, p1, p3;
    (void)f;
    __asm__ volatile("movq " P256_A(0) ", %[t0]\n\t"
                     "movq " P256_A(1) ", %[t1]\n\t"
                     "movq " P256_A(2) ", %[t2]\n\t"
                     "movq " P256_A(3) ", %[t3]\n\t"
                     "xorl %k[c], %k[c]\n\t"
                     "addq " P256_B(0) ", %[t0]\n\t"
                     "adcq " P256_B(1) ", %[t1]\n\t"
                     "adcq " P256_B(2) ", %[t2]\n\t"
                     "adcq " P256_B(3) ", %[t3]\n\t"
                     "adcq $0, %[c]\n\t"
                     "movl $0xffffffff, %k[p1]\n\t"
                     "movabsq $0xffffffff00000001, %[p3]\n\t"
                     "subq $-1, %[t0]\n\t"
                     "sbbq %[p1], %[t1]\n\t"
                     "sbbq $0, %[t2]\n\t"
                     "sbbq %[p3], %[t3]\n\t"
                     "sbbq $0, %[c]\n\t"
                     "andq %[c], %[p1]\n\t"
                     "andq %[c], %[p3]\n\t"
                     "addq %[c], %[t0]\n\t"
                     "adcq %[p1], %[t1]\n\t"
                     "adcq $0, %[t2]\n\t"
                     "adcq %[p3], %[t3]\n\t"
                     "movq %[t0], " P256_R(0) "\n\t"
                     "movq %[t1], " P256_R(1) "\n\t"
                     "movq %[t2], " P256_R(2) "\n\t"
                     "movq %[t3], " P256_R(3) "\n\t"
                     : [t0] "=&r"(t0), [t1] "=&r"(t1), [t2] "=&r"(t2), [t3] "=&r"(t3), [c] "=&r"(c), [p1] "=&r"(p1),
                       [p3] "=&r"(p3)
                       P256_OUT_R
                     : P256_IN_A P256_IN_B P256_IN_R
                     : "cc", "memory");
}

/* r = a - b mod p: p added back under the borrow's mask */
CAIRN_INLINE void mulx_sub(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_ec_field *f)
{
    cairn_limb t0, t1, t2, t3, c, p1, p3;
    (void)f;
    __asm__ volatile("movq " P256_A(0) ", %[t0]\n\t"
                     "movq " P256_A(1) ", %[t1]\n\t"
                     "movq " P256_A(2) ", %[t2]\n\t"
                     "movq " P256_A(3) ", %[t3]\n\t"
                     "subq " P256_B(0) ", %[t0]\n\t"
                     "sbbq " P256_B(1) ", %[t1]\n\t"
                     "sbbq " P256_B(2) ", %[t2]\n\t"
                     "sbbq " P256_B(3) ", %[t3]\n\t"
                     "sbbq %[c], %[c]\n\t"
                     "movl $0xffffffff, %k[p1]\n\t"
                     "movabsq $0xffffffff00000001, %[p3]\n\t"
                     "andq %[c], %[p1]\n\t"
                     "andq %[c], %[p3]\n\t"
                     "addq %[c], %[t0]\n\t"
                     "adcq %[p1], %[t1]\n\t"
                     "adcq $0, %[t2]\n\t"
                     "adcq %[p3], %[t3]\n\t"
                     "movq %[t0], " P256_R(0) "\n\t"
                     "movq %[t1], " P256_R(1) "\n\t"
                     "movq %[t2], " P256_R(2) "\n\t"
                     "movq %[t3], " P256_R(3) "\n\t"
                     : [t0] "=&r"(t0), [t1] "=&r"(t1), [t2] "=&r"(t2), [t3] "=&r"(t3), [c] "=&r"(c), [p1] "=&r"(p1),
                       [p3] "=&r"(p3)
                       P256_OUT_R
                     : P256_IN_A P256_IN_B P256_IN_R
                     : "cc", "memory");
}

/* r = a / 2 mod p: p added under the mask of a's low bit (a + p is even
 * then), the 257-bit sum shifted right by one */
CAIRN_INLINE void mulx_div2(cairn_limb *r, const cairn_limb *a)
{
    cairn_limb t0, t1, t2, t3, c, m, p1, p3;
    __asm__ volatile("movq " P256_A(0) ", %[t0]\n\t"
                     "movq " P256_A(1) ", %[t1]\n\t"
                     "movq " P256_A(2) ", %[t2]\n\t"
                     "movq " P256_A(3) ", %[t3]\n\t"
                     "movl $1, %k[m]\n\t"
                     "andq %[t0], %[m]\n\t"
                     "negq %[m]\n\t"
                     "movl $0xffffffff, %k[p1]\n\t"
                     "movabsq $0xffffffff00000001, %[p3]\n\t"
                     "andq %[m], %[p1]\n\t"
                     "andq %[m], %[p3]\n\t"
                     "xorl %k[c], %k[c]\n\t"
                     "addq %[m], %[t0]\n\t"
                     "adcq %[p1], %[t1]\n\t"
                     "adcq $0, %[t2]\n\t"
                     "adcq %[p3], %[t3]\n\t"
                     "adcq $0, %[c]\n\t"
                     "shrdq $1, %[t1], %[t0]\n\t"
                     "shrdq $1, %[t2], %[t1]\n\t"
                     "shrdq $1, %[t3], %[t2]\n\t"
                     "shrdq $1, %[c], %[t3]\n\t"
                     "movq %[t0], " P256_R(0) "\n\t"
                     "movq %[t1], " P256_R(1) "\n\t"
                     "movq %[t2], " P256_R(2) "\n\t"
                     "movq %[t3], " P256_R(3) "\n\t"
                     : [t0] "=&r"(t0), [t1] "=&r"(t1), [t2] "=&r"(t2), [t3] "=&r"(t3), [c] "=&r"(c), [m] "=&r"(m),
                       [p1] "=&r"(p1), [p3] "=&r"(p3)
                       P256_OUT_R
                     : P256_IN_A P256_IN_R
                     : "cc", "memory");
}

/* canonical a -> a R: the product with R^2 mod p */
static void mulx_to(cairn_limb *r, const cairn_limb *a, const cairn_ec_field *f) { mulx_mul(r, a, p256_rr, f); }

/* a R -> a: the product with 1 (one reduction) */
static void mulx_from(cairn_limb *r, const cairn_limb *a, const cairn_ec_field *f)
{
    static const cairn_limb one[4] = {1, 0, 0, 0};
    mulx_mul(r, a, one, f);
}

/* the Jacobian doubling and constant-time addition (src/ec/ec_p256_jac.h)
 * over these operations */
#define P256J_MUL(r, a, b) mulx_mul((r), (a), (b), NULL)
#define P256J_SQR(r, a) mulx_sqr((r), (a), NULL)
#define P256J_ADD(r, a, b) mulx_add((r), (a), (b), NULL)
#define P256J_SUB(r, a, b) mulx_sub((r), (a), (b), NULL)
#define P256J_HALF(r, a) mulx_div2((r), (a))
#define P256J_DBL cairn_ec_p256_mulx_jac_dbl
#define P256J_ADDPT cairn_ec_p256_mulx_jac_add
#include "ec/ec_p256_jac.h"

/* a^-1 = a^(p-2) (0 for 0): the chain of fp_p256_chain.h with this
 * field's squaring and product inlined on the chain's temporaries (over
 * the hooks it was already faster than the engine's binary GCD, 2.6 us
 * against 3.5) */
#define N 4
#define P256C_SQR(r, a, f) mulx_sqr((r), (a), (f))
#define P256C_MUL(r, a, b, f) mulx_mul((r), (a), (b), (f))
#define P256C_INV mulx_inv
static void mulx_inv(cairn_limb *r, const cairn_limb *a, const cairn_ec_field *f);
#include "ec/fp_p256_chain.h"
#undef N

/*
 * r = p + (qx, qy) in Jacobian coordinates for verification (public data):
 * the engine's jac_madd (ec_point.c: madd-2007-bl, the same outputs) with
 * this field's operations inlined, for a finite p. Returns 1 without
 * touching r when p = +-q (H = 0), which the engine then settles itself.
 * Points as for cairn_ec_p256_mulx_jac_add; r may alias p.
 */
int cairn_ec_p256_mulx_jac_madd_vartime(cairn_limb *r, const cairn_limb *p, const cairn_limb *qx,
                                        const cairn_limb *qy)
{
    const size_t s = CAIRN_EC_LIMBS;
    const cairn_limb *X1 = p, *Y1 = p + s, *Z1 = p + 2 * s;
    cairn_limb z1z1[4] = {0}, u2[4] = {0}, s2[4] = {0}, h[4] = {0}, rr[4] = {0}, hh[4] = {0}, i4[4] = {0},
               j[4] = {0}, v[4] = {0}, X3[4] = {0}, Y3[4] = {0}, Z3[4] = {0}; /* as above */
    mulx_sqr(z1z1, Z1, NULL);
    mulx_mul(u2, qx, z1z1, NULL);
    mulx_mul(s2, qy, Z1, NULL);
    mulx_mul(s2, s2, z1z1, NULL);
    mulx_sub(h, u2, X1, NULL);
    if (p256j_zero(h) != 0) /* public */
        return 1;
    mulx_sub(rr, s2, Y1, NULL);
    mulx_sqr(hh, h, NULL);
    mulx_add(i4, hh, hh, NULL);
    mulx_add(i4, i4, i4, NULL);
    mulx_mul(j, h, i4, NULL);
    mulx_add(rr, rr, rr, NULL);
    mulx_mul(v, X1, i4, NULL);
    mulx_mul(i4, Y1, j, NULL); /* Y1 J (i4 is free) */
    mulx_add(Z3, Z1, h, NULL); /* X1, Y1, Z1 are not read past here: r is written in place */
    mulx_sqr(X3, rr, NULL);
    mulx_sub(X3, X3, j, NULL);
    mulx_sub(X3, X3, v, NULL);
    mulx_sub(r, X3, v, NULL);
    mulx_sub(Y3, v, r, NULL);
    mulx_mul(Y3, rr, Y3, NULL);
    mulx_add(i4, i4, i4, NULL);
    mulx_sub(r + s, Y3, i4, NULL);
    mulx_sqr(Z3, Z3, NULL);
    mulx_sub(Z3, Z3, z1z1, NULL);
    mulx_sub(r + 2 * s, Z3, hh, NULL);
    return 0;
}

/*
 * r = p + (qx, qy), projective, the affine point not infinity: the
 * engine's complete mixed addition for a = -3 (ec_point.c, pt_madd: Renes,
 * Costello and Batina's Algorithm 5, the same sequence and outputs; b is
 * the curve's b in this field's representation) with this field's
 * operations inlined: the comb's addition (k G). Constant time; points as
 * for cairn_ec_p256_mulx_jac_add; r may alias p.
 */
void cairn_ec_p256_mulx_rcb_madd(cairn_limb *r, const cairn_limb *p, const cairn_limb *qx, const cairn_limb *qy,
                                 const cairn_limb *b)
{
    const size_t s = CAIRN_EC_LIMBS;
    const cairn_limb *X1 = p, *Y1 = p + s, *Z1 = p + 2 * s;
    cairn_limb t0[4] = {0}, t1[4] = {0}, t2[4] = {0}, t3[4] = {0}, t4[4] = {0}, X3[4] = {0}, Y3[4] = {0},
               Z3[4] = {0}; /* as above */
    mulx_mul(t0, X1, qx, NULL);
    mulx_mul(t1, Y1, qy, NULL);
    mulx_add(t3, qx, qy, NULL);
    mulx_add(t4, X1, Y1, NULL);
    mulx_mul(t3, t3, t4, NULL);
    mulx_add(t4, t0, t1, NULL);
    mulx_sub(t3, t3, t4, NULL);
    mulx_mul(t4, qy, Z1, NULL);
    mulx_add(t4, t4, Y1, NULL);
    mulx_mul(Y3, qx, Z1, NULL);
    mulx_add(Y3, Y3, X1, NULL);
    mulx_mul(Z3, b, Z1, NULL);
    mulx_sub(X3, Y3, Z3, NULL);
    mulx_add(Z3, X3, X3, NULL);
    mulx_add(X3, X3, Z3, NULL);
    mulx_sub(Z3, t1, X3, NULL);
    mulx_add(X3, t1, X3, NULL);
    mulx_mul(Y3, b, Y3, NULL);
    mulx_add(t1, Z1, Z1, NULL);
    mulx_add(t2, t1, Z1, NULL);
    mulx_sub(Y3, Y3, t2, NULL);
    mulx_sub(Y3, Y3, t0, NULL);
    mulx_add(t1, Y3, Y3, NULL);
    mulx_add(Y3, t1, Y3, NULL);
    mulx_add(t1, t0, t0, NULL);
    mulx_add(t0, t1, t0, NULL);
    mulx_sub(t0, t0, t2, NULL);
    mulx_mul(t1, t4, Y3, NULL);
    mulx_mul(t2, t0, Y3, NULL);
    mulx_mul(Y3, X3, Z3, NULL);
    mulx_add(r + s, Y3, t2, NULL); /* X1, Y1, Z1 are not read past here: r is written in place */
    mulx_mul(X3, t3, X3, NULL);
    mulx_sub(r, X3, t1, NULL);
    mulx_mul(Z3, t4, Z3, NULL);
    mulx_mul(t1, t3, t0, NULL);
    mulx_add(r + 2 * s, Z3, t1, NULL);
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
    mulx_to,
    mulx_from,
    mulx_inv, /* a^(p-2) (the portable field keeps the engine's binary GCD) */
    cairn_ec_p256_sqrt,
    p256_one,
    1,
    p256_rr,
};

#endif /* CAIRN_EC_HAVE_P256_MULX */
#endif
