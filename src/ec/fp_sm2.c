/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * GF(p), p = 2^256 - 2^224 - 2^96 + 2^64 - 1 (SM2's sm2p256v1), elements
 * as their value in 4 x 64 or 8 x 32 limbs (fp_special.h), as the P-256
 * field keeps them. The product (the 8 x 8-word UMAAL blocks on Thumb-2,
 * fp_special.h's rows elsewhere) is reduced with the Solinas identity of
 * this p, 2^256 = 2^224 + 2^96 - 2^64 + 1: each 32-bit word c8..c15 of the
 * upper half lands on fixed words of the lower half with coefficients of
 * 1 to 3, and only word 2 takes subtractions (of c8, c9, c13, c14). The
 * columns are summed in a signed 64-bit accumulator from the words of p
 * (which covers word 2's subtractions, so the carry out c is not negative,
 * c < 15), c 2^256 is folded once by the same identity, and one masked
 * subtraction of p ends it. Inversion is the engine's binary GCD (as on
 * the other curves: faster than a 255-squaring chain); the square root,
 * which only decompression needs, is the engine's generic a^((p+1)/4).
 * Nothing branches on or indexes by a value.
 */
#include "ec/fp_sm2.h"
#include "ec/fp_special.h"

#if CAIRN_ENABLE_EC

#define N CAIRN_BN_LIMBS(256)

static const cairn_limb sm2_p[N] = {FP_W2(0xffffffffu, 0xffffffffu), FP_W2(0, 0xffffffffu),
                                    FP_W2(0xffffffffu, 0xffffffffu), FP_W2(0xffffffffu, 0xfffffffeu)};
static const cairn_limb sm2_one[N] = {FP_W2(1, 0)};

#if CAIRN_BN_LIMB_BITS == 64 && defined(BN_HAVE_DLIMB)
/*
 * r = t mod p for the 512-bit t (8 limbs), 64-bit limbs with a 128-bit
 * type: the same columns taken two words at a time (the upper words
 * c_{2i}, c_{2i+1} are the halves of t_{4+i}) in 128-bit accumulators, each
 * starting from its limb of p. Only word 2 (the low half of limb 1) takes
 * subtractions, and limb 1's accumulator holds at least 2^32 (2^32 - 1) from
 * word 3's share of p, so no column goes negative. The carry out c < 15 is
 * folded once (c at limb 0, c (2^32 - 1) at limb 1, c 2^32 at limb 3),
 * leaving a value below 2p whose bit 256 fp_csub_n takes.
 */
static void sm2_reduce(cairn_limb *r, const cairn_limb *t)
{
    const uint64_t c8 = (uint32_t)t[4], c9 = t[4] >> 32, c10 = (uint32_t)t[5], c11 = t[5] >> 32;
    const uint64_t c12 = (uint32_t)t[6], c13 = t[6] >> 32, c14 = (uint32_t)t[7], c15 = t[7] >> 32;
    const uint64_t s1315 = c13 + c14 + c15;
    /* the words' column sums (each below 2^37) */
    const uint64_t w0 = c8 + c9 + c10 + c11 + c12 + 2 * s1315, w1 = c9 + c10 + c11 + c12 + s1315 + c14 + c15;
    const uint64_t w2m = c8 + c9 + c13 + c14; /* subtracted */
    const uint64_t w3 = c8 + c11 + c12 + s1315 + c13, w4 = c9 + c12 + s1315 + c14, w5 = c10 + s1315 + c15;
    const uint64_t w6 = c11 + c14 + c15, w7 = c8 + c9 + c10 + c11 + 2 * (c12 + s1315) + c15;
    bn_dlimb a0, a1, a2, a3;
    cairn_limb s[4], c, cy = 0;

    a0 = (bn_dlimb)0xffffffffffffffffu + t[0] + w0 + ((bn_dlimb)w1 << 32);
    a1 = (bn_dlimb)0xffffffff00000000u + (uint64_t)(a0 >> 64) + t[1] + ((bn_dlimb)w3 << 32) - w2m;
    a2 = (bn_dlimb)0xffffffffffffffffu + (uint64_t)(a1 >> 64) + t[2] + w4 + ((bn_dlimb)w5 << 32);
    a3 = (bn_dlimb)0xfffffffeffffffffu + (uint64_t)(a2 >> 64) + t[3] + w6 + ((bn_dlimb)w7 << 32);
    c = (uint64_t)(a3 >> 64);
    s[0] = adc((uint64_t)a0, c, &cy);
    s[1] = adc((uint64_t)a1, (c << 32) - c, &cy);
    s[2] = adc((uint64_t)a2, 0, &cy);
    s[3] = adc((uint64_t)a3, c << 32, &cy);
    fp_csub_n(r, s, cy, sm2_p, N);
}
#else
/* r = t mod p for the 512-bit t (2N limbs), on 32-bit words. */
static void sm2_reduce(cairn_limb *r, const cairn_limb *t)
{
    const int64_t c8 = FP_WORD(t, 8), c9 = FP_WORD(t, 9), c10 = FP_WORD(t, 10), c11 = FP_WORD(t, 11);
    const int64_t c12 = FP_WORD(t, 12), c13 = FP_WORD(t, 13), c14 = FP_WORD(t, 14), c15 = FP_WORD(t, 15);
    const int64_t s1315 = c13 + c14 + c15; /* shared by columns 0, 1, 3, 4, 7 */
    uint32_t w0, w1, w2, w3, w4, w5, w6, w7;
    int64_t acc, c;

    acc = (int64_t)0xffffffff + FP_WORD(t, 0) + c8 + c9 + c10 + c11 + c12 + 2 * s1315;
    w0 = (uint32_t)acc;
    acc = fp_asr32(acc) + 0xffffffff + FP_WORD(t, 1) + c9 + c10 + c11 + c12 + s1315 + c14 + c15;
    w1 = (uint32_t)acc;
    acc = fp_asr32(acc) + FP_WORD(t, 2) - c8 - c9 - c13 - c14;
    w2 = (uint32_t)acc;
    acc = fp_asr32(acc) + 0xffffffff + FP_WORD(t, 3) + c8 + c11 + c12 + s1315 + c13;
    w3 = (uint32_t)acc;
    acc = fp_asr32(acc) + 0xffffffff + FP_WORD(t, 4) + c9 + c12 + s1315 + c14;
    w4 = (uint32_t)acc;
    acc = fp_asr32(acc) + 0xffffffff + FP_WORD(t, 5) + c10 + s1315 + c15;
    w5 = (uint32_t)acc;
    acc = fp_asr32(acc) + 0xffffffff + FP_WORD(t, 6) + c11 + c14 + c15;
    w6 = (uint32_t)acc;
    acc = fp_asr32(acc) + 0xfffffffe + FP_WORD(t, 7) + c8 + c9 + c10 + c11 + 2 * (c12 + s1315) + c15;
    w7 = (uint32_t)acc;
    c = fp_asr32(acc); /* 0 <= c < 15 */

    /* c 2^256 = c (2^224 + 2^96 - 2^64 + 1) */
    acc = (int64_t)w0 + c;
    w0 = (uint32_t)acc;
    acc = fp_asr32(acc) + w1;
    w1 = (uint32_t)acc;
    acc = fp_asr32(acc) + w2 - c;
    w2 = (uint32_t)acc;
    acc = fp_asr32(acc) + w3 + c;
    w3 = (uint32_t)acc;
    acc = fp_asr32(acc) + w4;
    w4 = (uint32_t)acc;
    acc = fp_asr32(acc) + w5;
    w5 = (uint32_t)acc;
    acc = fp_asr32(acc) + w6;
    w6 = (uint32_t)acc;
    acc = fp_asr32(acc) + w7 + c;
    w7 = (uint32_t)acc;
    {
        const cairn_limb lw[N] = {FP_W2(w0, w1), FP_W2(w2, w3), FP_W2(w4, w5), FP_W2(w6, w7)};
        fp_csub_n(r, lw, (cairn_limb)fp_asr32(acc), sm2_p, N);
    }
}
#endif

static void sm2_mul(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_ec_field *f)
{
    cairn_limb t[2 * N];
    (void)f;
#if defined(FP_ARM_UMAAL)
    cairn_ec_p256_mul8_armv7em(t, a, b);
#else
    fp_mul_wide(t, a, b, N);
#endif
    sm2_reduce(r, t);
}

static void sm2_sqr(cairn_limb *r, const cairn_limb *a, const cairn_ec_field *f)
{
    cairn_limb t[2 * N];
    (void)f;
#if defined(FP_ARM_UMAAL)
    cairn_ec_p256_mul8_armv7em(t, a, a);
#else
    fp_sqr_wide(t, a, N);
#endif
    sm2_reduce(r, t);
}

#if defined(FP_ARM_UMAAL)
/*
 * The add and sub hooks on Thumb-2, as P-256's (fp_p256.c): a in r3-r10, b
 * two words at a time, one ADDS/ADCS (SUBS/SBCS) chain; for add, p taken
 * off by an immediate chain whose final borrow, less the carry out of the
 * sum, is the mask under which p goes back on (sub: the borrow's mask).
 * p's words are all-ones but word 2 (zero) and word 7 (2^32 - 2, taken off
 * as ADCS #1, the same operation as SBCS #0xfffffffe, which has no
 * immediate encoding), so p & mask is the mask, zero or mask & ~1. No
 * branch.
 */
void cairn_ec_sm2_add_armv7em(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_ec_field *f);
void cairn_ec_sm2_sub_armv7em(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_ec_field *f);
#define SM2_ASM_HEAD(name)                                                                                             \
    ".pushsection .text." name ",\"ax\",%progbits\n\t"                                                                 \
    ".syntax unified\n\t"                                                                                              \
    ".thumb\n\t"                                                                                                       \
    ".p2align 2\n\t"                                                                                                   \
    ".global " name "\n\t"                                                                                             \
    ".hidden " name "\n\t"                                                                                             \
    ".type " name ", %function\n\t"                                                                                    \
    ".thumb_func\n" name ":\n\t"                                                                                       \
    "push {r4-r11, lr}\n\t"                                                                                            \
    "ldm r1, {r3-r10}\n\t"
/* r3-r10 += p & lr (lr all-ones or zero), stored, return */
#define SM2_ASM_ADDBACK(name)                                                                                          \
    "bic r11, lr, #1\n\t"                                                                                              \
    "adds r3, r3, lr\n\t"                                                                                              \
    "adcs r4, r4, lr\n\t"                                                                                              \
    "adcs r5, r5, #0\n\t"                                                                                              \
    "adcs r6, r6, lr\n\t"                                                                                              \
    "adcs r7, r7, lr\n\t"                                                                                              \
    "adcs r8, r8, lr\n\t"                                                                                              \
    "adcs r9, r9, lr\n\t"                                                                                              \
    "adcs r10, r10, r11\n\t"                                                                                           \
    "stm r0, {r3-r10}\n\t"                                                                                             \
    "pop {r4-r11, pc}\n\t"                                                                                             \
    ".size " name ", .-" name "\n\t"                                                                                   \
    ".popsection"
__asm__(SM2_ASM_HEAD("cairn_ec_sm2_add_armv7em")
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
        "sbcs r5, r5, #0\n\t"
        "sbcs r6, r6, #0xffffffff\n\t"
        "sbcs r7, r7, #0xffffffff\n\t"
        "sbcs r8, r8, #0xffffffff\n\t"
        "sbcs r9, r9, #0xffffffff\n\t"
        "adcs r10, r10, #1\n\t"
        "sbc lr, lr, #0\n\t" SM2_ASM_ADDBACK("cairn_ec_sm2_add_armv7em"));
__asm__(SM2_ASM_HEAD("cairn_ec_sm2_sub_armv7em")
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
        "sbc lr, lr, lr\n\t" SM2_ASM_ADDBACK("cairn_ec_sm2_sub_armv7em"));
#define sm2_add cairn_ec_sm2_add_armv7em
#define sm2_sub cairn_ec_sm2_sub_armv7em
#else
static void sm2_add(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_ec_field *f)
{
    (void)f;
    fp_add_n(r, a, b, sm2_p, N);
}

static void sm2_sub(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_ec_field *f)
{
    (void)f;
    fp_sub_n(r, a, b, sm2_p, N);
}
#endif

static void sm2_copy(cairn_limb *r, const cairn_limb *a, const cairn_ec_field *f)
{
    (void)f;
    fp_copy_n(r, a, N);
}

const cairn_ec_field cairn_ec_fp_sm2 = {
#if CAIRN_BN_LIMB_BITS == 64
    {"c64", CAIRN_PRIM_EC_FIELD, 0},
#else
    {"c32", CAIRN_PRIM_EC_FIELD, 0},
#endif
    N,
    32,
    sm2_p,
    sm2_mul,
    sm2_sqr,
    sm2_add,
    sm2_sub,
    sm2_copy,
    sm2_copy,
    NULL,                    /* the engine's binary GCD, as the other curves' fields */
    cairn_ec_fe_sqrt_fermat, /* decompression only: public values, rare */
    sm2_one,
    0,
    NULL,
};

#endif /* CAIRN_ENABLE_EC */
