/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * GF(p), p = 2^256 - 2^224 + 2^192 + 2^96 - 1 (P-256). With 64-bit limbs
 * elements are a R mod p, R = 2^256, and a product is reduced by
 * Montgomery's method, which this p makes four cheap steps (fp_p256.h).
 * With 32-bit limbs (the Cortex-M path) elements are their value in 8 x 32
 * limbs (fp_special.h), and the product's upper half is folded with the
 * Solinas identities of this p: 2^256 = 2^224 - 2^192 - 2^96 + 1, so each
 * 32-bit word c8..c15 of the 512-bit product lands, with signs, on fixed
 * words of the lower half (FIPS 186-5 / SP 800-186's routine: T + 2 S1 +
 * 2 S2 + S3 + S4 - D1 - D2 - D3 - D4). The reduction (fp_p256.h) sums the
 * terms column by column, 32-bit words in a signed 64-bit accumulator, from
 * a multiple of p that keeps the carry out non-negative, folds that carry
 * once with the same identity, and ends with one masked subtraction of p.
 *
 * The square root is a fixed addition chain (a^((p+1)/4), p = 3 mod 4)
 * built on the runs of ones in the exponent (fp_p256_chain.h); inversion
 * is the engine's.
 * Nothing branches on or indexes by a value.
 */
#include "ec/fp_p256.h"

#if CAIRN_ENABLE_EC

#define N CAIRN_BN_LIMBS(256)

#if defined(FP_ARM_UMAAL)
/*
 * t[0..15] = a b for Cortex-M4/M7 (Thumb-2 with UMAAL): four 4 x 4 blocks,
 * (aL + aH X)(bL + bH X) with X = 2^128. s = aH bL goes to the stack first;
 * then aL bL into t[0..7]; aL bH at t[4] over the window t[4..7] with s's
 * low half entering as the rows' initial carries; aH bH at t[8] over
 * t[8..11] with s's high half: each block is x y + w + v below 2^256, so no
 * carry ever leaves a block. In a block the four words of y stay in r4-r7,
 * the a word in r12, and the four accumulators and the row carry rotate
 * through r8-r11 and lr: one UMAAL per 32 x 32 product and no spills, where
 * gcc's code for the C rows keeps the product in memory. UMAAL, LDR, STR and
 * MOV take operand-independent time on these cores, and there is no branch.
 */
__asm__(".pushsection .text.cairn_ec_p256_mul8_armv7em,\"ax\",%progbits\n\t"
        ".syntax unified\n\t"
        ".thumb\n\t"
        ".p2align 2\n\t"
        ".global cairn_ec_p256_mul8_armv7em\n\t"
        ".hidden cairn_ec_p256_mul8_armv7em\n\t"
        ".type cairn_ec_p256_mul8_armv7em, %function\n\t"
        ".thumb_func\n"
        "cairn_ec_p256_mul8_armv7em:\n\t"
        "push {r4-r11, lr}\n\t"
        "sub sp, sp, #32\n\t"
        "ldr r4, [r2, #0]\n\t"
        "ldr r5, [r2, #4]\n\t"
        "ldr r6, [r2, #8]\n\t"
        "ldr r7, [r2, #12]\n\t"
        "mov r8, #0\n\t"
        "mov r9, #0\n\t"
        "mov r10, #0\n\t"
        "mov r11, #0\n\t"
        "ldr r12, [r1, #16]\n\t"
        "mov lr, #0\n\t"
        "umaal r8, lr, r12, r4\n\t"
        "umaal r9, lr, r12, r5\n\t"
        "umaal r10, lr, r12, r6\n\t"
        "umaal r11, lr, r12, r7\n\t"
        "str r8, [sp, #0]\n\t"
        "ldr r12, [r1, #20]\n\t"
        "mov r8, #0\n\t"
        "umaal r9, r8, r12, r4\n\t"
        "umaal r10, r8, r12, r5\n\t"
        "umaal r11, r8, r12, r6\n\t"
        "umaal lr, r8, r12, r7\n\t"
        "str r9, [sp, #4]\n\t"
        "ldr r12, [r1, #24]\n\t"
        "mov r9, #0\n\t"
        "umaal r10, r9, r12, r4\n\t"
        "umaal r11, r9, r12, r5\n\t"
        "umaal lr, r9, r12, r6\n\t"
        "umaal r8, r9, r12, r7\n\t"
        "str r10, [sp, #8]\n\t"
        "ldr r12, [r1, #28]\n\t"
        "mov r10, #0\n\t"
        "umaal r11, r10, r12, r4\n\t"
        "umaal lr, r10, r12, r5\n\t"
        "umaal r8, r10, r12, r6\n\t"
        "umaal r9, r10, r12, r7\n\t"
        "str r11, [sp, #12]\n\t"
        "str lr, [sp, #16]\n\t"
        "str r8, [sp, #20]\n\t"
        "str r9, [sp, #24]\n\t"
        "str r10, [sp, #28]\n\t"
        "mov r8, #0\n\t"
        "mov r9, #0\n\t"
        "mov r10, #0\n\t"
        "mov r11, #0\n\t"
        "ldr r12, [r1, #0]\n\t"
        "mov lr, #0\n\t"
        "umaal r8, lr, r12, r4\n\t"
        "umaal r9, lr, r12, r5\n\t"
        "umaal r10, lr, r12, r6\n\t"
        "umaal r11, lr, r12, r7\n\t"
        "str r8, [r0, #0]\n\t"
        "ldr r12, [r1, #4]\n\t"
        "mov r8, #0\n\t"
        "umaal r9, r8, r12, r4\n\t"
        "umaal r10, r8, r12, r5\n\t"
        "umaal r11, r8, r12, r6\n\t"
        "umaal lr, r8, r12, r7\n\t"
        "str r9, [r0, #4]\n\t"
        "ldr r12, [r1, #8]\n\t"
        "mov r9, #0\n\t"
        "umaal r10, r9, r12, r4\n\t"
        "umaal r11, r9, r12, r5\n\t"
        "umaal lr, r9, r12, r6\n\t"
        "umaal r8, r9, r12, r7\n\t"
        "str r10, [r0, #8]\n\t"
        "ldr r12, [r1, #12]\n\t"
        "mov r10, #0\n\t"
        "umaal r11, r10, r12, r4\n\t"
        "umaal lr, r10, r12, r5\n\t"
        "umaal r8, r10, r12, r6\n\t"
        "umaal r9, r10, r12, r7\n\t"
        "str r11, [r0, #12]\n\t"
        "str lr, [r0, #16]\n\t"
        "str r8, [r0, #20]\n\t"
        "str r9, [r0, #24]\n\t"
        "str r10, [r0, #28]\n\t"
        "ldr r4, [r2, #16]\n\t"
        "ldr r5, [r2, #20]\n\t"
        "ldr r6, [r2, #24]\n\t"
        "ldr r7, [r2, #28]\n\t"
        "ldr r8, [r0, #16]\n\t"
        "ldr r9, [r0, #20]\n\t"
        "ldr r10, [r0, #24]\n\t"
        "ldr r11, [r0, #28]\n\t"
        "ldr r12, [r1, #0]\n\t"
        "ldr lr, [sp, #0]\n\t"
        "umaal r8, lr, r12, r4\n\t"
        "umaal r9, lr, r12, r5\n\t"
        "umaal r10, lr, r12, r6\n\t"
        "umaal r11, lr, r12, r7\n\t"
        "str r8, [r0, #16]\n\t"
        "ldr r12, [r1, #4]\n\t"
        "ldr r8, [sp, #4]\n\t"
        "umaal r9, r8, r12, r4\n\t"
        "umaal r10, r8, r12, r5\n\t"
        "umaal r11, r8, r12, r6\n\t"
        "umaal lr, r8, r12, r7\n\t"
        "str r9, [r0, #20]\n\t"
        "ldr r12, [r1, #8]\n\t"
        "ldr r9, [sp, #8]\n\t"
        "umaal r10, r9, r12, r4\n\t"
        "umaal r11, r9, r12, r5\n\t"
        "umaal lr, r9, r12, r6\n\t"
        "umaal r8, r9, r12, r7\n\t"
        "str r10, [r0, #24]\n\t"
        "ldr r12, [r1, #12]\n\t"
        "ldr r10, [sp, #12]\n\t"
        "umaal r11, r10, r12, r4\n\t"
        "umaal lr, r10, r12, r5\n\t"
        "umaal r8, r10, r12, r6\n\t"
        "umaal r9, r10, r12, r7\n\t"
        "str r11, [r0, #28]\n\t"
        "str lr, [r0, #32]\n\t"
        "str r8, [r0, #36]\n\t"
        "str r9, [r0, #40]\n\t"
        "str r10, [r0, #44]\n\t"
        "ldr r8, [r0, #32]\n\t"
        "ldr r9, [r0, #36]\n\t"
        "ldr r10, [r0, #40]\n\t"
        "ldr r11, [r0, #44]\n\t"
        "ldr r12, [r1, #16]\n\t"
        "ldr lr, [sp, #16]\n\t"
        "umaal r8, lr, r12, r4\n\t"
        "umaal r9, lr, r12, r5\n\t"
        "umaal r10, lr, r12, r6\n\t"
        "umaal r11, lr, r12, r7\n\t"
        "str r8, [r0, #32]\n\t"
        "ldr r12, [r1, #20]\n\t"
        "ldr r8, [sp, #20]\n\t"
        "umaal r9, r8, r12, r4\n\t"
        "umaal r10, r8, r12, r5\n\t"
        "umaal r11, r8, r12, r6\n\t"
        "umaal lr, r8, r12, r7\n\t"
        "str r9, [r0, #36]\n\t"
        "ldr r12, [r1, #24]\n\t"
        "ldr r9, [sp, #24]\n\t"
        "umaal r10, r9, r12, r4\n\t"
        "umaal r11, r9, r12, r5\n\t"
        "umaal lr, r9, r12, r6\n\t"
        "umaal r8, r9, r12, r7\n\t"
        "str r10, [r0, #40]\n\t"
        "ldr r12, [r1, #28]\n\t"
        "ldr r10, [sp, #28]\n\t"
        "umaal r11, r10, r12, r4\n\t"
        "umaal lr, r10, r12, r5\n\t"
        "umaal r8, r10, r12, r6\n\t"
        "umaal r9, r10, r12, r7\n\t"
        "str r11, [r0, #44]\n\t"
        "str lr, [r0, #48]\n\t"
        "str r8, [r0, #52]\n\t"
        "str r9, [r0, #56]\n\t"
        "str r10, [r0, #60]\n\t"
        "add sp, sp, #32\n\t"
        "pop {r4-r11, pc}\n\t"
        ".size cairn_ec_p256_mul8_armv7em, .-cairn_ec_p256_mul8_armv7em\n\t"
        ".popsection");
#endif

#if defined(FP_ARM_UMAAL)
/*
 * r = t mod p (fp_p256.h's 32-bit reduction) in Thumb-2: the eight result
 * words stay in r3-r10 while each Solinas term is one ADDS/ADCS or
 * SUBS/SBCS chain over them (its words loaded from t between the flag
 * setting instructions), the chains' carries and borrows counted in r11.
 * The sum starts from 5p, so the count c ends in [0, 12); c (2^224 - 2^192 -
 * 2^96 + 1) is folded in by two chains, and p is subtracted and added back
 * under the borrow's mask. About 180 instructions against the C's 250 (gcc
 * spends two on every 64-bit column addition); no branch.
 */
void cairn_ec_p256_reduce_armv7em(uint32_t r[8], const uint32_t t[16]);
__asm__(".pushsection .text.cairn_ec_p256_reduce_armv7em,\"ax\",%progbits\n\t"
        ".syntax unified\n\t"
        ".thumb\n\t"
        ".p2align 2\n\t"
        ".global cairn_ec_p256_reduce_armv7em\n\t"
        ".hidden cairn_ec_p256_reduce_armv7em\n\t"
        ".type cairn_ec_p256_reduce_armv7em, %function\n\t"
        ".thumb_func\n"
        "cairn_ec_p256_reduce_armv7em:\n\t"
        "push {r4-r11, lr}\n\t"
        "ldm r1, {r3-r10}\n\t"
        "mov r11, #0\n\t"
        "subs r3, r3, #0x5\n\t"
        "adcs r4, r4, #0xffffffff\n\t"
        "adcs r5, r5, #0xffffffff\n\t"
        "adcs r6, r6, #0x4\n\t"
        "adcs r7, r7, #0x0\n\t"
        "adcs r8, r8, #0x0\n\t"
        "adcs r9, r9, #0x5\n\t"
        "sbcs r10, r10, #0x4\n\t"
        "adc r11, r11, #4\n\t"
        "ldr r2, [r1, #44]\n\t"
        "adds r6, r6, r2\n\t"
        "ldr r12, [r1, #48]\n\t"
        "adcs r7, r7, r12\n\t"
        "ldr lr, [r1, #52]\n\t"
        "adcs r8, r8, lr\n\t"
        "ldr r2, [r1, #56]\n\t"
        "adcs r9, r9, r2\n\t"
        "ldr r12, [r1, #60]\n\t"
        "adcs r10, r10, r12\n\t"
        "adc r11, r11, #0\n\t"
        "ldr lr, [r1, #44]\n\t"
        "adds r6, r6, lr\n\t"
        "ldr r2, [r1, #48]\n\t"
        "adcs r7, r7, r2\n\t"
        "ldr r12, [r1, #52]\n\t"
        "adcs r8, r8, r12\n\t"
        "ldr lr, [r1, #56]\n\t"
        "adcs r9, r9, lr\n\t"
        "ldr r2, [r1, #60]\n\t"
        "adcs r10, r10, r2\n\t"
        "adc r11, r11, #0\n\t"
        "ldr r12, [r1, #48]\n\t"
        "adds r6, r6, r12\n\t"
        "ldr lr, [r1, #52]\n\t"
        "adcs r7, r7, lr\n\t"
        "ldr r2, [r1, #56]\n\t"
        "adcs r8, r8, r2\n\t"
        "ldr r12, [r1, #60]\n\t"
        "adcs r9, r9, r12\n\t"
        "adcs r10, r10, #0\n\t"
        "adc r11, r11, #0\n\t"
        "ldr lr, [r1, #48]\n\t"
        "adds r6, r6, lr\n\t"
        "ldr r2, [r1, #52]\n\t"
        "adcs r7, r7, r2\n\t"
        "ldr r12, [r1, #56]\n\t"
        "adcs r8, r8, r12\n\t"
        "ldr lr, [r1, #60]\n\t"
        "adcs r9, r9, lr\n\t"
        "adcs r10, r10, #0\n\t"
        "adc r11, r11, #0\n\t"
        "ldr r2, [r1, #32]\n\t"
        "adds r3, r3, r2\n\t"
        "ldr r12, [r1, #36]\n\t"
        "adcs r4, r4, r12\n\t"
        "ldr lr, [r1, #40]\n\t"
        "adcs r5, r5, lr\n\t"
        "adcs r6, r6, #0\n\t"
        "adcs r7, r7, #0\n\t"
        "adcs r8, r8, #0\n\t"
        "ldr r2, [r1, #56]\n\t"
        "adcs r9, r9, r2\n\t"
        "ldr r12, [r1, #60]\n\t"
        "adcs r10, r10, r12\n\t"
        "adc r11, r11, #0\n\t"
        "ldr lr, [r1, #36]\n\t"
        "adds r3, r3, lr\n\t"
        "ldr r2, [r1, #40]\n\t"
        "adcs r4, r4, r2\n\t"
        "ldr r12, [r1, #44]\n\t"
        "adcs r5, r5, r12\n\t"
        "ldr lr, [r1, #52]\n\t"
        "adcs r6, r6, lr\n\t"
        "ldr r2, [r1, #56]\n\t"
        "adcs r7, r7, r2\n\t"
        "ldr r12, [r1, #60]\n\t"
        "adcs r8, r8, r12\n\t"
        "ldr lr, [r1, #52]\n\t"
        "adcs r9, r9, lr\n\t"
        "ldr r2, [r1, #32]\n\t"
        "adcs r10, r10, r2\n\t"
        "adc r11, r11, #0\n\t"
        "ldr r12, [r1, #44]\n\t"
        "subs r3, r3, r12\n\t"
        "ldr lr, [r1, #48]\n\t"
        "sbcs r4, r4, lr\n\t"
        "ldr r2, [r1, #52]\n\t"
        "sbcs r5, r5, r2\n\t"
        "sbcs r6, r6, #0\n\t"
        "sbcs r7, r7, #0\n\t"
        "sbcs r8, r8, #0\n\t"
        "ldr r12, [r1, #32]\n\t"
        "sbcs r9, r9, r12\n\t"
        "ldr lr, [r1, #40]\n\t"
        "sbcs r10, r10, lr\n\t"
        "sbc r11, r11, #0\n\t"
        "ldr r2, [r1, #48]\n\t"
        "subs r3, r3, r2\n\t"
        "ldr r12, [r1, #52]\n\t"
        "sbcs r4, r4, r12\n\t"
        "ldr lr, [r1, #56]\n\t"
        "sbcs r5, r5, lr\n\t"
        "ldr r2, [r1, #60]\n\t"
        "sbcs r6, r6, r2\n\t"
        "sbcs r7, r7, #0\n\t"
        "sbcs r8, r8, #0\n\t"
        "ldr r12, [r1, #36]\n\t"
        "sbcs r9, r9, r12\n\t"
        "ldr lr, [r1, #44]\n\t"
        "sbcs r10, r10, lr\n\t"
        "sbc r11, r11, #0\n\t"
        "ldr r2, [r1, #52]\n\t"
        "subs r3, r3, r2\n\t"
        "ldr r12, [r1, #56]\n\t"
        "sbcs r4, r4, r12\n\t"
        "ldr lr, [r1, #60]\n\t"
        "sbcs r5, r5, lr\n\t"
        "ldr r2, [r1, #32]\n\t"
        "sbcs r6, r6, r2\n\t"
        "ldr r12, [r1, #36]\n\t"
        "sbcs r7, r7, r12\n\t"
        "ldr lr, [r1, #40]\n\t"
        "sbcs r8, r8, lr\n\t"
        "sbcs r9, r9, #0\n\t"
        "ldr r2, [r1, #48]\n\t"
        "sbcs r10, r10, r2\n\t"
        "sbc r11, r11, #0\n\t"
        "ldr r12, [r1, #56]\n\t"
        "subs r3, r3, r12\n\t"
        "ldr lr, [r1, #60]\n\t"
        "sbcs r4, r4, lr\n\t"
        "sbcs r5, r5, #0\n\t"
        "ldr r2, [r1, #36]\n\t"
        "sbcs r6, r6, r2\n\t"
        "ldr r12, [r1, #40]\n\t"
        "sbcs r7, r7, r12\n\t"
        "ldr lr, [r1, #44]\n\t"
        "sbcs r8, r8, lr\n\t"
        "sbcs r9, r9, #0\n\t"
        "ldr r2, [r1, #52]\n\t"
        "sbcs r10, r10, r2\n\t"
        "sbc r11, r11, #0\n\t"
        "adds r3, r3, r11\n\t"
        "adcs r4, r4, #0\n\t"
        "adcs r5, r5, #0\n\t"
        "adcs r6, r6, #0\n\t"
        "adcs r7, r7, #0\n\t"
        "adcs r8, r8, #0\n\t"
        "adcs r9, r9, #0\n\t"
        "adcs r10, r10, r11\n\t"
        "mov lr, #0\n\t"
        "adc lr, lr, #0\n\t"
        "subs r6, r6, r11\n\t"
        "sbcs r7, r7, #0\n\t"
        "sbcs r8, r8, #0\n\t"
        "sbcs r9, r9, r11\n\t"
        "sbcs r10, r10, #0\n\t"
        "sbc lr, lr, #0\n\t"
        "subs r3, r3, #0xffffffff\n\t"
        "sbcs r4, r4, #0xffffffff\n\t"
        "sbcs r5, r5, #0xffffffff\n\t"
        "sbcs r6, r6, #0x0\n\t"
        "sbcs r7, r7, #0x0\n\t"
        "sbcs r8, r8, #0x0\n\t"
        "sbcs r9, r9, #0x1\n\t"
        "sbcs r10, r10, #0xffffffff\n\t"
        "sbc lr, lr, #0\n\t"
        "and r12, lr, #1\n\t"
        "adds r3, r3, lr\n\t"
        "adcs r4, r4, lr\n\t"
        "adcs r5, r5, lr\n\t"
        "adcs r6, r6, #0\n\t"
        "adcs r7, r7, #0\n\t"
        "adcs r8, r8, #0\n\t"
        "adcs r9, r9, r12\n\t"
        "adcs r10, r10, lr\n\t"
        "stm r0, {r3-r10}\n\t"
        "pop {r4-r11, pc}\n\t"
        ".size cairn_ec_p256_reduce_armv7em, .-cairn_ec_p256_reduce_armv7em\n\t"
        ".popsection");
#define P256_REDUCE cairn_ec_p256_reduce_armv7em
#elif CAIRN_BN_LIMB_BITS == 64
#define P256_REDUCE p256_mont_reduce
#else
#define P256_REDUCE p256_reduce
#endif

CAIRN_INLINE void p256_mul_in(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_ec_field *f)
{
    cairn_limb t[2 * N];
    (void)f;
#if defined(FP_ARM_UMAAL)
    cairn_ec_p256_mul8_armv7em(t, a, b);
#else
    fp_mul_wide(t, a, b, N);
#endif
    P256_REDUCE(r, t);
}

CAIRN_INLINE void p256_sqr_in(cairn_limb *r, const cairn_limb *a, const cairn_ec_field *f)
{
    cairn_limb t[2 * N];
    (void)f;
#if defined(FP_ARM_UMAAL)
    cairn_ec_p256_mul8_armv7em(t, a, a); /* fewer instructions than the C squaring's 36 products */
#else
    fp_sqr_wide(t, a, N);
#endif
    P256_REDUCE(r, t);
}

static void p256_mul(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_ec_field *f)
{
    p256_mul_in(r, a, b, f);
}

static void p256_sqr(cairn_limb *r, const cairn_limb *a, const cairn_ec_field *f) { p256_sqr_in(r, a, f); }

#if defined(FP_ARM_UMAAL)
/*
 * The field's add and sub hooks themselves on Thumb-2 (they ignore f): a
 * in r3-r10, b two words at a time, one ADDS/ADCS (SUBS/SBCS) chain; for
 * add, p subtracted by an immediate SUBS/SBCS chain whose final borrow,
 * less the carry out of the sum, is the mask under which p goes back on
 * (sub: the borrow's mask). p's words are all-ones, zero or one, so p & mask
 * is the mask itself, zero or mask & 1. About 40 instructions against the
 * C chains' 120 (gcc rebuilds each carry from a 64-bit sum); no branch.
 */
void cairn_ec_p256_add_armv7em(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_ec_field *f);
void cairn_ec_p256_sub_armv7em(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_ec_field *f);
__asm__(".pushsection .text.cairn_ec_p256_add_armv7em,\"ax\",%progbits\n\t"
        ".syntax unified\n\t"
        ".thumb\n\t"
        ".p2align 2\n\t"
        ".global cairn_ec_p256_add_armv7em\n\t"
        ".hidden cairn_ec_p256_add_armv7em\n\t"
        ".type cairn_ec_p256_add_armv7em, %function\n\t"
        ".thumb_func\n"
        "cairn_ec_p256_add_armv7em:\n\t"
        "push {r4-r11, lr}\n\t"
        "ldm r1, {r3-r10}\n\t"
        "ldr r11, [r2, #0]\n\t"
        "ldr r12, [r2, #4]\n\t"
        "adds r3, r3, r11\n\t"
        "adcs r4, r4, r12\n\t"
        "ldr r11, [r2, #8]\n\t"
        "ldr r12, [r2, #12]\n\t"
        "adcs r5, r5, r11\n\t"
        "adcs r6, r6, r12\n\t"
        "ldr r11, [r2, #16]\n\t"
        "ldr r12, [r2, #20]\n\t"
        "adcs r7, r7, r11\n\t"
        "adcs r8, r8, r12\n\t"
        "ldr r11, [r2, #24]\n\t"
        "ldr r12, [r2, #28]\n\t"
        "adcs r9, r9, r11\n\t"
        "adcs r10, r10, r12\n\t"
        "mov lr, #0\n\t"
        "adc lr, lr, #0\n\t"
        "subs r3, r3, #0xffffffff\n\t"
        "sbcs r4, r4, #0xffffffff\n\t"
        "sbcs r5, r5, #0xffffffff\n\t"
        "sbcs r6, r6, #0\n\t"
        "sbcs r7, r7, #0\n\t"
        "sbcs r8, r8, #0\n\t"
        "sbcs r9, r9, #1\n\t"
        "sbcs r10, r10, #0xffffffff\n\t"
        "sbc lr, lr, #0\n\t"
        "and r11, lr, #1\n\t"
        "adds r3, r3, lr\n\t"
        "adcs r4, r4, lr\n\t"
        "adcs r5, r5, lr\n\t"
        "adcs r6, r6, #0\n\t"
        "adcs r7, r7, #0\n\t"
        "adcs r8, r8, #0\n\t"
        "adcs r9, r9, r11\n\t"
        "adcs r10, r10, lr\n\t"
        "stm r0, {r3-r10}\n\t"
        "pop {r4-r11, pc}\n\t"
        ".size cairn_ec_p256_add_armv7em, .-cairn_ec_p256_add_armv7em\n\t"
        ".popsection");
__asm__(".pushsection .text.cairn_ec_p256_sub_armv7em,\"ax\",%progbits\n\t"
        ".syntax unified\n\t"
        ".thumb\n\t"
        ".p2align 2\n\t"
        ".global cairn_ec_p256_sub_armv7em\n\t"
        ".hidden cairn_ec_p256_sub_armv7em\n\t"
        ".type cairn_ec_p256_sub_armv7em, %function\n\t"
        ".thumb_func\n"
        "cairn_ec_p256_sub_armv7em:\n\t"
        "push {r4-r11, lr}\n\t"
        "ldm r1, {r3-r10}\n\t"
        "ldr r11, [r2, #0]\n\t"
        "ldr r12, [r2, #4]\n\t"
        "subs r3, r3, r11\n\t"
        "sbcs r4, r4, r12\n\t"
        "ldr r11, [r2, #8]\n\t"
        "ldr r12, [r2, #12]\n\t"
        "sbcs r5, r5, r11\n\t"
        "sbcs r6, r6, r12\n\t"
        "ldr r11, [r2, #16]\n\t"
        "ldr r12, [r2, #20]\n\t"
        "sbcs r7, r7, r11\n\t"
        "sbcs r8, r8, r12\n\t"
        "ldr r11, [r2, #24]\n\t"
        "ldr r12, [r2, #28]\n\t"
        "sbcs r9, r9, r11\n\t"
        "sbcs r10, r10, r12\n\t"
        "sbc lr, lr, lr\n\t"
        "and r11, lr, #1\n\t"
        "adds r3, r3, lr\n\t"
        "adcs r4, r4, lr\n\t"
        "adcs r5, r5, lr\n\t"
        "adcs r6, r6, #0\n\t"
        "adcs r7, r7, #0\n\t"
        "adcs r8, r8, #0\n\t"
        "adcs r9, r9, r11\n\t"
        "adcs r10, r10, lr\n\t"
        "stm r0, {r3-r10}\n\t"
        "pop {r4-r11, pc}\n\t"
        ".size cairn_ec_p256_sub_armv7em, .-cairn_ec_p256_sub_armv7em\n\t"
        ".popsection");
#define p256_add cairn_ec_p256_add_armv7em
#define p256_sub cairn_ec_p256_sub_armv7em
#else
static void p256_add(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_ec_field *f)
{
    (void)f;
    fp_add_n(r, a, b, p256_p, N);
}

static void p256_sub(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_ec_field *f)
{
    (void)f;
    fp_sub_n(r, a, b, p256_p, N);
}
#endif

#if CAIRN_BN_LIMB_BITS == 64
/* canonical a -> a R mod p: the Montgomery product with R^2 */
static void p256_to(cairn_limb *r, const cairn_limb *a, const cairn_ec_field *f) { p256_mul(r, a, p256_rr, f); }

/* a R mod p -> a: one reduction of a (zero upper half) */
static void p256_from(cairn_limb *r, const cairn_limb *a, const cairn_ec_field *f)
{
    cairn_limb t[2 * N] = {0};
    (void)f;
    fp_copy_n(t, a, N);
    p256_mont_reduce(r, t);
}
#else
static void p256_copy(cairn_limb *r, const cairn_limb *a, const cairn_ec_field *f)
{
    (void)f;
    fp_copy_n(r, a, N);
}
#define p256_to p256_copy
#define p256_from p256_copy
#endif

#if defined(CAIRN_EC_HAVE_P256_C64_JAC)
/* r = a / 2 mod p: p added under the mask of a's low bit (a + p is even
 * then), the 257-bit sum shifted right by one */
static void p256_half(cairn_limb *r, const cairn_limb *a)
{
    cairn_limb m = mask_of(a[0] & 1), c = 0, t0, t1, t2, t3;
    t0 = adc(a[0], p256_p[0] & m, &c);
    t1 = adc(a[1], p256_p[1] & m, &c);
    t2 = adc(a[2], p256_p[2] & m, &c);
    t3 = adc(a[3], p256_p[3] & m, &c);
    r[0] = (t0 >> 1) | (t1 << 63);
    r[1] = (t1 >> 1) | (t2 << 63);
    r[2] = (t2 >> 1) | (t3 << 63);
    r[3] = (t3 >> 1) | (c << 63);
}

/* the Jacobian doubling and constant-time addition (ec_p256_jac.h) over
 * this field's operations, called directly */
#define P256J_MUL(r, a, b) p256_mul_in((r), (a), (b), NULL)
#define P256J_SQR(r, a) p256_sqr_in((r), (a), NULL)
#define P256J_ADD(r, a, b) fp_add_n((r), (a), (b), p256_p, N)
#define P256J_SUB(r, a, b) fp_sub_n((r), (a), (b), p256_p, N)
#define P256J_HALF(r, a) p256_half((r), (a))
#define P256J_DBL cairn_ec_p256_c64_jac_dbl
#define P256J_ADDPT cairn_ec_p256_c64_jac_add
#include "ec/ec_p256_jac.h"
#endif

/* the square root's chain (fp_p256_chain.h) over f's operations */
#define P256C_SQR(r, a, f) (f)->sqr((r), (a), (f))
#define P256C_MUL(r, a, b, f) (f)->mul((r), (a), (b), (f))
#define P256C_SQRT cairn_ec_p256_sqrt
#include "ec/fp_p256_chain.h"

const cairn_ec_field cairn_ec_fp_p256 = {
#if CAIRN_BN_LIMB_BITS == 64
    {"c64", CAIRN_PRIM_EC_FIELD, 0},
#else
    {"c32", CAIRN_PRIM_EC_FIELD, 0},
#endif
    N,
    32,
    p256_p,
    p256_mul,
    p256_sqr,
    p256_add,
    p256_sub,
    p256_to,
    p256_from,
    NULL, /* the engine's binary GCD: faster than the 255-squaring chain */
    cairn_ec_p256_sqrt,
    p256_one,
#if CAIRN_BN_LIMB_BITS == 64
    1, /* -p^-1 mod 2^64 (unused: the reduction has it built in) */
    p256_rr,
#else
    0,
    NULL,
#endif
};

#endif /* CAIRN_ENABLE_EC */
