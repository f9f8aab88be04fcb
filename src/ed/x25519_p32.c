/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * X25519 for 32-bit cores: GF(2^255 - 19) packed in eight 32-bit limbs
 * (radix 2^32), and the Montgomery ladder on top. cairn_x25519 takes this
 * ladder on 32-bit builds (where the native field is the ten-limb
 * radix-2^25.5 one of f25519_32.h, which Ed25519 keeps); on 64-bit hosts it
 * is compiled too, for the tests to run it against the radix-2^51 ladder, but
 * cairn_x25519 does not use it there.
 *
 * Representation: like the x86-64 MULX back end (src/accel/x86/x25519_mulx.c),
 * an element is any 256-bit value congruent to it. A product's upper half is
 * folded back with 2^256 = 38, then the bits from 255 up with 2^255 = 19, so
 * mul, sqr and mul_small_add return "bounded" values, below 2^255 + 2^11.
 * mul, sqr and mul_small_add take any 256-bit a; add takes two bounded
 * operands, sub a bounded subtrahend (see each); every ladder operation
 * meets that. Only tobytes reduces fully. 64 32x32 products per
 * multiplication (36 per squaring) against the 100 (55) of the radix-2^25.5
 * code, and no limb carries.
 *
 * Every 32x32 product and every carry chain is one step
 * (hi:lo) = x * y + lo + hi, which cannot overflow 64 bits: a product
 * accumulation, or an addition with y = 1 (or x = y = 0 to add a carry).
 * That step is the UMAAL instruction of ARMv7E-M (and of other cores with
 * the DSP extension), written there as a one-instruction asm because gcc 12
 * does not emit UMAAL for the C expression (it uses UMLAL with ADDS/ADC,
 * several instructions for one step; docs/performance.md); elsewhere, on the
 * host tests included, it is the C expression. On Thumb-2 cores with the DSP
 * extension, mul and sqr are also written out in assembly (gcc spills their
 * accumulators, the assembly keeps them in registers), the same arithmetic
 * as the C versions next to them (the squaring in another order), which the
 * host tests run (x25519_internal.h: cairn_x25519_p32, cairn_x25519_p32_check_op)
 * and which the Cortex-M7 build of the same tests checks in assembly form.
 *
 * Constant time: the ladder has a fixed number of steps, the conditional
 * swap is a mask, the inversion a fixed addition chain, every carry is
 * folded arithmetically (times 38 or 19), never branched on, and the final
 * reduction selects with a mask. UMAAL/UMULL/UMLAL take a fixed number of
 * cycles on Cortex-M4 and M7; on cores whose multiplier exits early (Cortex-M3's
 * UMULL/UMLAL, which also has no UMAAL) the timing depends on the operands:
 * see docs/constant-time.md.
 */
#include "cairn/curve25519.h"

#if CAIRN_ENABLE_CURVE25519

#include "core/internal.h"
#include "core/mac32.h"
#include "ed/f25519_32.h"
#include "ed/x25519_internal.h"

typedef uint32_t p32_fe[8];

/* (hi:lo) = x * y + lo + hi (core/mac32.h: one UMAAL where the core has it) */
#define P32_MAC CAIRN_MAC32

/* Thumb-2 with the DSP extension (Cortex-M4/M7, and A-profile cores built for
 * Thumb-2): the multiplication in assembly (see p32_mul); CAIRN_P32_NO_ASM
 * builds the C version there too (ed/f25519_32.h decides, for the Ed25519
 * code that shares these products). */
#define P32_ARM_ASM CAIRN_P32_ARM_ASM

#if defined(__GNUC__) || defined(__clang__)
/* the field operations are called, not inlined: one copy each in flash */
#define P32_NOINLINE static __attribute__((noinline))
#else
#define P32_NOINLINE static
#endif

#define P32_WIPE(x) cairn_wipe((x), sizeof(x))

#if !P32_ARM_ASM /* the assembly does its own reduction */
/*
 * r = t[0..7] + 38 t[8..15], then the bits from 255 up folded with 19:
 * t[i] + 38 t[i + 8] + c, c <= 38, fits 64 bits and leaves a carry c <= 38,
 * so h = 2c + bit 255 <= 77 and 19 h added to a value below 2^255 gives
 * r < 2^255 + 19 * 77 ("bounded") without a carry out of 256 bits.
 */
CAIRN_INLINE void p32_reduce(p32_fe r, uint32_t t[16])
{
    uint32_t c = 0, h, z = 0;
    P32_MAC(t[0], c, t[8], 38u);
    P32_MAC(t[1], c, t[9], 38u);
    P32_MAC(t[2], c, t[10], 38u);
    P32_MAC(t[3], c, t[11], 38u);
    P32_MAC(t[4], c, t[12], 38u);
    P32_MAC(t[5], c, t[13], 38u);
    P32_MAC(t[6], c, t[14], 38u);
    P32_MAC(t[7], c, t[15], 38u);
    h = (c << 1) | (t[7] >> 31);
    t[7] &= 0x7fffffffu;
    c = 0;
    P32_MAC(t[0], c, h, 19u);
    P32_MAC(t[1], c, z, z);
    P32_MAC(t[2], c, z, z);
    P32_MAC(t[3], c, z, z);
    P32_MAC(t[4], c, z, z);
    P32_MAC(t[5], c, z, z);
    P32_MAC(t[6], c, z, z);
    r[0] = t[0]; r[1] = t[1]; r[2] = t[2]; r[3] = t[3]; r[4] = t[4]; r[5] = t[5]; r[6] = t[6];
    r[7] = t[7] + c;
}
#endif

/*
 * t[k..k + 7] = x[0..3] y[0..3] + t[k..k + 3] + v[0..3], the two 4-word
 * numbers added at the block's low end (row i starts its carry from v[i]):
 * at most (2^128 - 1)^2 + 2 (2^128 - 1) = 2^256 - 1, so it fits.
 */
#define P32_BLOCK(t, k, x, y, v0, v1, v2, v3)                                                                         \
    do {                                                                                                           \
        const uint32_t *xp_ = (x), *yp_ = (y);                                                                     \
        uint32_t y0_ = yp_[0], y1_ = yp_[1], y2_ = yp_[2], y3_ = yp_[3], xi_, c_;                                  \
        xi_ = xp_[0]; c_ = (v0);                                                                                   \
        P32_MAC(t[k + 0], c_, xi_, y0_); P32_MAC(t[k + 1], c_, xi_, y1_);                                          \
        P32_MAC(t[k + 2], c_, xi_, y2_); P32_MAC(t[k + 3], c_, xi_, y3_); t[k + 4] = c_;                           \
        xi_ = xp_[1]; c_ = (v1);                                                                                   \
        P32_MAC(t[k + 1], c_, xi_, y0_); P32_MAC(t[k + 2], c_, xi_, y1_);                                          \
        P32_MAC(t[k + 3], c_, xi_, y2_); P32_MAC(t[k + 4], c_, xi_, y3_); t[k + 5] = c_;                           \
        xi_ = xp_[2]; c_ = (v2);                                                                                   \
        P32_MAC(t[k + 2], c_, xi_, y0_); P32_MAC(t[k + 3], c_, xi_, y1_);                                          \
        P32_MAC(t[k + 4], c_, xi_, y2_); P32_MAC(t[k + 5], c_, xi_, y3_); t[k + 6] = c_;                           \
        xi_ = xp_[3]; c_ = (v3);                                                                                   \
        P32_MAC(t[k + 3], c_, xi_, y0_); P32_MAC(t[k + 4], c_, xi_, y1_);                                          \
        P32_MAC(t[k + 5], c_, xi_, y2_); P32_MAC(t[k + 6], c_, xi_, y3_); t[k + 7] = c_;                           \
    } while (0)

/*
 * r = a b in four 4x4 blocks, (a_lo + a_hi X)(b_lo + b_hi X) with X = 2^128:
 * s = a_hi b_lo on its own, then its low half rides in as the v of the
 * a_lo b_hi block (position 4) and its high half as the v of the a_hi b_hi
 * block (position 8), so no carry is ever propagated. The two blocks of each
 * b half run together, sharing its four words.
 */
#if P32_ARM_ASM
/*
 * The same four blocks and reduction in Thumb-2 assembly for ARMv7E-M: gcc
 * spills the C version's accumulators, which here stay in registers. y (a
 * quarter of b) stays in r3-r6, the current a word in r7, and
 * the block's four accumulators plus the row carry rotate through r8-r12;
 * t[0..11] and s live in a 100-byte frame. The C above is the reference:
 * the tests run it on the host and this code on the Cortex-M7 build, both
 * against the radix-2^51 field. Every instruction (LDR/STR at fixed
 * offsets, UMULL, UMAAL, MUL by 19, ADDS/ADCS, shifts, BIC) has
 * operand-independent timing on Cortex-M4/M7, and there is no branch.
 */
void cairn_p32_mul_armv7em(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]);
__asm__(
    ".pushsection .text.cairn_p32_mul_armv7em,\"ax\",%progbits\n\t"
    ".syntax unified\n\t"
    ".thumb\n\t"
    ".p2align 2\n\t"
    ".global cairn_p32_mul_armv7em\n\t"
    ".hidden cairn_p32_mul_armv7em\n\t"
    ".type cairn_p32_mul_armv7em, %function\n\t"
    ".thumb_func\n"
    "cairn_p32_mul_armv7em:\n\t"
    "push {r4-r11, lr}\n\t"
    "sub sp, sp, #100\n\t"
    "ldm r2, {r3-r6}\n\t"
    "ldr r7, [r1, #0]\n\t"
    "umull r8, r9, r7, r3\n\t"
    "mov r10, #0\n\t"
    "umaal r9, r10, r7, r4\n\t"
    "mov r11, #0\n\t"
    "umaal r10, r11, r7, r5\n\t"
    "mov r12, #0\n\t"
    "umaal r11, r12, r7, r6\n\t"
    "str r8, [sp, #0]\n\t"
    "ldr r7, [r1, #4]\n\t"
    "mov r8, #0\n\t"
    "umaal r9, r8, r7, r3\n\t"
    "umaal r10, r8, r7, r4\n\t"
    "umaal r11, r8, r7, r5\n\t"
    "umaal r12, r8, r7, r6\n\t"
    "str r9, [sp, #4]\n\t"
    "ldr r7, [r1, #8]\n\t"
    "mov r9, #0\n\t"
    "umaal r10, r9, r7, r3\n\t"
    "umaal r11, r9, r7, r4\n\t"
    "umaal r12, r9, r7, r5\n\t"
    "umaal r8, r9, r7, r6\n\t"
    "str r10, [sp, #8]\n\t"
    "ldr r7, [r1, #12]\n\t"
    "mov r10, #0\n\t"
    "umaal r11, r10, r7, r3\n\t"
    "umaal r12, r10, r7, r4\n\t"
    "umaal r8, r10, r7, r5\n\t"
    "umaal r9, r10, r7, r6\n\t"
    "str r11, [sp, #12]\n\t"
    "strd r12, r8, [sp, #16]\n\t"
    "strd r9, r10, [sp, #24]\n\t"
    "ldr r7, [r1, #16]\n\t"
    "umull r8, r9, r7, r3\n\t"
    "mov r10, #0\n\t"
    "umaal r9, r10, r7, r4\n\t"
    "mov r11, #0\n\t"
    "umaal r10, r11, r7, r5\n\t"
    "mov r12, #0\n\t"
    "umaal r11, r12, r7, r6\n\t"
    "str r8, [sp, #64]\n\t"
    "ldr r7, [r1, #20]\n\t"
    "mov r8, #0\n\t"
    "umaal r9, r8, r7, r3\n\t"
    "umaal r10, r8, r7, r4\n\t"
    "umaal r11, r8, r7, r5\n\t"
    "umaal r12, r8, r7, r6\n\t"
    "str r9, [sp, #68]\n\t"
    "ldr r7, [r1, #24]\n\t"
    "mov r9, #0\n\t"
    "umaal r10, r9, r7, r3\n\t"
    "umaal r11, r9, r7, r4\n\t"
    "umaal r12, r9, r7, r5\n\t"
    "umaal r8, r9, r7, r6\n\t"
    "str r10, [sp, #72]\n\t"
    "ldr r7, [r1, #28]\n\t"
    "mov r10, #0\n\t"
    "umaal r11, r10, r7, r3\n\t"
    "umaal r12, r10, r7, r4\n\t"
    "umaal r8, r10, r7, r5\n\t"
    "umaal r9, r10, r7, r6\n\t"
    "str r11, [sp, #76]\n\t"
    "strd r12, r8, [sp, #80]\n\t"
    "strd r9, r10, [sp, #88]\n\t"
    "ldrd r3, r4, [r2, #16]\n\t"
    "ldrd r5, r6, [r2, #24]\n\t"
    "ldrd r8, r9, [sp, #16]\n\t"
    "ldrd r10, r11, [sp, #24]\n\t"
    "ldr r7, [r1, #0]\n\t"
    "ldr r12, [sp, #64]\n\t"
    "umaal r8, r12, r7, r3\n\t"
    "umaal r9, r12, r7, r4\n\t"
    "umaal r10, r12, r7, r5\n\t"
    "umaal r11, r12, r7, r6\n\t"
    "str r8, [sp, #16]\n\t"
    "ldr r7, [r1, #4]\n\t"
    "ldr r8, [sp, #68]\n\t"
    "umaal r9, r8, r7, r3\n\t"
    "umaal r10, r8, r7, r4\n\t"
    "umaal r11, r8, r7, r5\n\t"
    "umaal r12, r8, r7, r6\n\t"
    "str r9, [sp, #20]\n\t"
    "ldr r7, [r1, #8]\n\t"
    "ldr r9, [sp, #72]\n\t"
    "umaal r10, r9, r7, r3\n\t"
    "umaal r11, r9, r7, r4\n\t"
    "umaal r12, r9, r7, r5\n\t"
    "umaal r8, r9, r7, r6\n\t"
    "str r10, [sp, #24]\n\t"
    "ldr r7, [r1, #12]\n\t"
    "ldr r10, [sp, #76]\n\t"
    "umaal r11, r10, r7, r3\n\t"
    "umaal r12, r10, r7, r4\n\t"
    "umaal r8, r10, r7, r5\n\t"
    "umaal r9, r10, r7, r6\n\t"
    "str r11, [sp, #28]\n\t"
    "ldr r7, [r1, #16]\n\t"
    "ldr r11, [sp, #80]\n\t"
    "umaal r12, r11, r7, r3\n\t"
    "umaal r8, r11, r7, r4\n\t"
    "umaal r9, r11, r7, r5\n\t"
    "umaal r10, r11, r7, r6\n\t"
    "str r12, [sp, #32]\n\t"
    "ldr r7, [r1, #20]\n\t"
    "ldr r12, [sp, #84]\n\t"
    "umaal r8, r12, r7, r3\n\t"
    "umaal r9, r12, r7, r4\n\t"
    "umaal r10, r12, r7, r5\n\t"
    "umaal r11, r12, r7, r6\n\t"
    "str r8, [sp, #36]\n\t"
    "ldr r7, [r1, #24]\n\t"
    "ldr r8, [sp, #88]\n\t"
    "umaal r9, r8, r7, r3\n\t"
    "umaal r10, r8, r7, r4\n\t"
    "umaal r11, r8, r7, r5\n\t"
    "umaal r12, r8, r7, r6\n\t"
    "str r9, [sp, #40]\n\t"
    "ldr r7, [r1, #28]\n\t"
    "ldr r9, [sp, #92]\n\t"
    "umaal r10, r9, r7, r3\n\t"
    "umaal r11, r9, r7, r4\n\t"
    "umaal r12, r9, r7, r5\n\t"
    "umaal r8, r9, r7, r6\n\t"
    "mov lr, #38\n\t"
    "mov r1, #0\n\t"
    "ldrd r3, r4, [sp, #0]\n\t"
    "ldrd r5, r6, [sp, #32]\n\t"
    "umaal r3, r1, r5, lr\n\t"
    "umaal r4, r1, r6, lr\n\t"
    "ldrd r5, r6, [sp, #8]\n\t"
    "ldr r7, [sp, #40]\n\t"
    "umaal r5, r1, r7, lr\n\t"
    "umaal r6, r1, r10, lr\n\t"
    "ldr r7, [sp, #16]\n\t"
    "ldr r2, [sp, #20]\n\t"
    "umaal r7, r1, r11, lr\n\t"
    "umaal r2, r1, r12, lr\n\t"
    "ldrd r10, r11, [sp, #24]\n\t"
    "umaal r10, r1, r8, lr\n\t"
    "umaal r11, r1, r9, lr\n\t"
    "lsl r1, r1, #1\n\t"
    "orr r1, r1, r11, lsr #31\n\t"
    "bic r11, r11, #0x80000000\n\t"
    "mov lr, #19\n\t"
    "mul r1, r1, lr\n\t"
    "adds r3, r3, r1\n\t"
    "adcs r4, r4, #0\n\t"
    "adcs r5, r5, #0\n\t"
    "adcs r6, r6, #0\n\t"
    "adcs r7, r7, #0\n\t"
    "adcs r2, r2, #0\n\t"
    "adcs r10, r10, #0\n\t"
    "adc r11, r11, #0\n\t"
    "strd r3, r4, [r0, #0]\n\t"
    "strd r5, r6, [r0, #8]\n\t"
    "strd r7, r2, [r0, #16]\n\t"
    "strd r10, r11, [r0, #24]\n\t"
    "add sp, sp, #100\n\t"
    "pop {r4-r11, pc}\n\t"
    ".size cairn_p32_mul_armv7em, .-cairn_p32_mul_armv7em\n\t"
    ".popsection");

CAIRN_INLINE void p32_mul(p32_fe r, const p32_fe a, const p32_fe b)
{
    cairn_p32_mul_armv7em(r, a, b);
}
#else
P32_NOINLINE void p32_mul(p32_fe r, const p32_fe a, const p32_fe b)
{
    uint32_t t[16], s[8];
    t[0] = t[1] = t[2] = t[3] = 0;
    s[0] = s[1] = s[2] = s[3] = 0;
    P32_BLOCK(t, 0, a, b, 0, 0, 0, 0);
    P32_BLOCK(s, 0, a + 4, b, 0, 0, 0, 0);
    P32_BLOCK(t, 4, a, b + 4, s[0], s[1], s[2], s[3]);
    P32_BLOCK(t, 8, a + 4, b + 4, s[4], s[5], s[6], s[7]);
    p32_reduce(r, t);
}
#endif

#define P32_SQ2(k, x)                                                                                              \
    do {                                                                                                           \
        uint64_t s_ = (uint64_t)(x) * (x);                                                                         \
        uint32_t lo_ = (uint32_t)s_, hi_ = (uint32_t)(s_ >> 32);                                                   \
        P32_MAC(lo_, c, t[k], 2u);                                                                                 \
        t[k] = lo_;                                                                                                \
        P32_MAC(hi_, c, t[k + 1], 2u);                                                                             \
        t[k + 1] = hi_;                                                                                            \
    } while (0)

/*
 * r = a^2: the 28 products a[i] a[j], i < j, once (rows as in p32_mul),
 * then doubled and the eight squares added in one pass.
 */
#if P32_ARM_ASM
/*
 * The same squaring in Thumb-2 assembly for ARMv7E-M, in a different order
 * so the operands stay in registers:
 * the cross products of a[0..3] (6), the a[0..3] x a[4..7] block (16), the
 * doubling with the squares of a[0..3] for words 0..7, the cross products of
 * a[4..7] (6) accumulated onto words 8..14, the doubling with the squares of
 * a[4..7] for words 8..15, then the reduction of p32_reduce. Words 0..11 go
 * through a 76-byte frame. Timing as for the multiplication: no branch,
 * fixed-latency instructions only on Cortex-M4/M7.
 */
void cairn_p32_sqr_armv7em(uint32_t r[8], const uint32_t a[8]);
__asm__(
    ".pushsection .text.cairn_p32_sqr_armv7em,\"ax\",%progbits\n\t"
    ".syntax unified\n\t"
    ".thumb\n\t"
    ".p2align 2\n\t"
    ".global cairn_p32_sqr_armv7em\n\t"
    ".hidden cairn_p32_sqr_armv7em\n\t"
    ".type cairn_p32_sqr_armv7em, %function\n\t"
    ".thumb_func\n"
    "cairn_p32_sqr_armv7em:\n\t"
    "push {r4-r11, lr}\n\t"
    "sub sp, sp, #76\n\t"
    "str r0, [sp, #68]\n\t"
    "ldm r1, {r2-r5}\n\t"
    "umull r6, r7, r2, r3\n\t"
    "mov r8, #0\n\t"
    "umaal r7, r8, r2, r4\n\t"
    "mov r9, #0\n\t"
    "umaal r8, r9, r2, r5\n\t"
    "mov r10, #0\n\t"
    "umaal r8, r10, r3, r4\n\t"
    "umaal r9, r10, r3, r5\n\t"
    "mov r11, #0\n\t"
    "umaal r10, r11, r4, r5\n\t"
    "str r6, [sp, #4]\n\t"
    "strd r7, r8, [sp, #8]\n\t"
    "ldrd r12, lr, [r1, #16]\n\t"
    "ldr r6, [r1, #28]\n\t"
    "ldr r1, [r1, #24]\n\t"
    "mov r7, #0\n\t"
    "mov r8, #0\n\t"
    "umaal r9, r8, r2, r12\n\t"
    "umaal r10, r8, r2, lr\n\t"
    "umaal r11, r8, r2, r1\n\t"
    "umaal r7, r8, r2, r6\n\t"
    "str r9, [sp, #16]\n\t"
    "mov r9, #0\n\t"
    "umaal r10, r9, r3, r12\n\t"
    "umaal r11, r9, r3, lr\n\t"
    "umaal r7, r9, r3, r1\n\t"
    "umaal r8, r9, r3, r6\n\t"
    "str r10, [sp, #20]\n\t"
    "mov r10, #0\n\t"
    "umaal r11, r10, r4, r12\n\t"
    "umaal r7, r10, r4, lr\n\t"
    "umaal r8, r10, r4, r1\n\t"
    "umaal r9, r10, r4, r6\n\t"
    "str r11, [sp, #24]\n\t"
    "mov r11, #0\n\t"
    "umaal r7, r11, r5, r12\n\t"
    "umaal r8, r11, r5, lr\n\t"
    "umaal r9, r11, r5, r1\n\t"
    "umaal r10, r11, r5, r6\n\t"
    "str r7, [sp, #28]\n\t"
    "strd r8, r9, [sp, #32]\n\t"
    "strd r10, r11, [sp, #40]\n\t"
    "mov r11, #2\n\t"
    "mov r10, #0\n\t"
    "umull r8, r9, r2, r2\n\t"
    "ldr r7, [sp, #4]\n\t"
    "umaal r9, r10, r7, r11\n\t"
    "strd r8, r9, [sp, #0]\n\t"
    "umull r8, r9, r3, r3\n\t"
    "ldrd r7, r3, [sp, #8]\n\t"
    "umaal r8, r10, r7, r11\n\t"
    "umaal r9, r10, r3, r11\n\t"
    "strd r8, r9, [sp, #8]\n\t"
    "umull r8, r9, r4, r4\n\t"
    "ldrd r7, r4, [sp, #16]\n\t"
    "umaal r8, r10, r7, r11\n\t"
    "umaal r9, r10, r4, r11\n\t"
    "strd r8, r9, [sp, #16]\n\t"
    "umull r8, r9, r5, r5\n\t"
    "ldrd r7, r5, [sp, #24]\n\t"
    "umaal r8, r10, r7, r11\n\t"
    "umaal r9, r10, r5, r11\n\t"
    "strd r8, r9, [sp, #24]\n\t"
    "ldrd r2, r3, [sp, #32]\n\t"
    "ldrd r4, r5, [sp, #40]\n\t"
    "mov r7, #0\n\t"
    "umaal r3, r7, r12, lr\n\t"
    "umaal r4, r7, r12, r1\n\t"
    "umaal r5, r7, r12, r6\n\t"
    "mov r8, #0\n\t"
    "umaal r5, r8, lr, r1\n\t"
    "umaal r7, r8, lr, r6\n\t"
    "mov r9, #0\n\t"
    "umaal r8, r9, r1, r6\n\t"
    "umull r0, r12, r12, r12\n\t"
    "umaal r0, r10, r2, r11\n\t"
    "umaal r12, r10, r3, r11\n\t"
    "umull r2, r3, lr, lr\n\t"
    "umaal r2, r10, r4, r11\n\t"
    "umaal r3, r10, r5, r11\n\t"
    "umull r4, r5, r1, r1\n\t"
    "umaal r4, r10, r7, r11\n\t"
    "umaal r5, r10, r8, r11\n\t"
    "umull r7, r8, r6, r6\n\t"
    "umaal r7, r10, r9, r11\n\t"
    "add r8, r8, r10\n\t"
    "mov r10, #0\n\t"
    "mov r11, #38\n\t"
    "ldrd r1, r6, [sp, #0]\n\t"
    "umaal r1, r10, r0, r11\n\t"
    "umaal r6, r10, r12, r11\n\t"
    "ldrd r9, lr, [sp, #8]\n\t"
    "umaal r9, r10, r2, r11\n\t"
    "umaal lr, r10, r3, r11\n\t"
    "ldrd r0, r12, [sp, #16]\n\t"
    "umaal r0, r10, r4, r11\n\t"
    "umaal r12, r10, r5, r11\n\t"
    "ldrd r2, r3, [sp, #24]\n\t"
    "umaal r2, r10, r7, r11\n\t"
    "umaal r3, r10, r8, r11\n\t"
    "lsl r10, r10, #1\n\t"
    "orr r10, r10, r3, lsr #31\n\t"
    "bic r3, r3, #0x80000000\n\t"
    "mov r11, #19\n\t"
    "mul r10, r10, r11\n\t"
    "adds r1, r1, r10\n\t"
    "adcs r6, r6, #0\n\t"
    "adcs r9, r9, #0\n\t"
    "adcs lr, lr, #0\n\t"
    "adcs r0, r0, #0\n\t"
    "adcs r12, r12, #0\n\t"
    "adcs r2, r2, #0\n\t"
    "adc r3, r3, #0\n\t"
    "ldr r4, [sp, #68]\n\t"
    "strd r1, r6, [r4, #0]\n\t"
    "strd r9, lr, [r4, #8]\n\t"
    "strd r0, r12, [r4, #16]\n\t"
    "strd r2, r3, [r4, #24]\n\t"
    "add sp, sp, #76\n\t"
    "pop {r4-r11, pc}\n\t"
    ".size cairn_p32_sqr_armv7em, .-cairn_p32_sqr_armv7em\n\t"
    ".popsection");

CAIRN_INLINE void p32_sqr(p32_fe r, const p32_fe a)
{
    cairn_p32_sqr_armv7em(r, a);
}
#else
P32_NOINLINE void p32_sqr(p32_fe r, const p32_fe a)
{
    uint32_t t[16];
    uint32_t a0 = a[0], a1 = a[1], a2 = a[2], a3 = a[3], a4 = a[4], a5 = a[5], a6 = a[6], a7 = a[7];
    uint32_t c;
    /* row 0: a0 * a1..a7 into t[1..8] */
    t[1] = t[2] = t[3] = t[4] = t[5] = t[6] = t[7] = 0;
    c = 0;
    P32_MAC(t[1], c, a0, a1);
    P32_MAC(t[2], c, a0, a2);
    P32_MAC(t[3], c, a0, a3);
    P32_MAC(t[4], c, a0, a4);
    P32_MAC(t[5], c, a0, a5);
    P32_MAC(t[6], c, a0, a6);
    P32_MAC(t[7], c, a0, a7);
    t[8] = c;
    c = 0;
    P32_MAC(t[3], c, a1, a2);
    P32_MAC(t[4], c, a1, a3);
    P32_MAC(t[5], c, a1, a4);
    P32_MAC(t[6], c, a1, a5);
    P32_MAC(t[7], c, a1, a6);
    P32_MAC(t[8], c, a1, a7);
    t[9] = c;
    c = 0;
    P32_MAC(t[5], c, a2, a3);
    P32_MAC(t[6], c, a2, a4);
    P32_MAC(t[7], c, a2, a5);
    P32_MAC(t[8], c, a2, a6);
    P32_MAC(t[9], c, a2, a7);
    t[10] = c;
    c = 0;
    P32_MAC(t[7], c, a3, a4);
    P32_MAC(t[8], c, a3, a5);
    P32_MAC(t[9], c, a3, a6);
    P32_MAC(t[10], c, a3, a7);
    t[11] = c;
    c = 0;
    P32_MAC(t[9], c, a4, a5);
    P32_MAC(t[10], c, a4, a6);
    P32_MAC(t[11], c, a4, a7);
    t[12] = c;
    c = 0;
    P32_MAC(t[11], c, a5, a6);
    P32_MAC(t[12], c, a5, a7);
    t[13] = c;
    c = 0;
    P32_MAC(t[13], c, a6, a7);
    t[14] = c;
    /* 2 t + the squares: word k of the result is 2 t[k] + word k of the
     * squares + the carry, one MAC by 2 (at most 2^34 - 4, carry <= 3) */
    t[0] = t[15] = 0;
    c = 0;
    P32_SQ2(0, a0);
    P32_SQ2(2, a1);
    P32_SQ2(4, a2);
    P32_SQ2(6, a3);
    P32_SQ2(8, a4);
    P32_SQ2(10, a5);
    P32_SQ2(12, a6);
    P32_SQ2(14, a7);
    p32_reduce(r, t);
}
#endif

#if !P32_ARM_ASM
/* see ed/f25519_32.h: the products for the Ed25519 code on 32-bit builds
 * (and the host's tests of it) */
void cairn_p32_mul_c(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]) { p32_mul(r, a, b); }
void cairn_p32_sqr_c(uint32_t r[8], const uint32_t a[8]) { p32_sqr(r, a); }
#endif

/*
 * r = a + b for bounded a and b (below 2^255 + 2^11). Bit 255 of each is
 * folded first (2^255 = 19) into the lowest limb's step, and
 * a' + b' + 19 (ha + hb) stays below 2^256 (when ha = 1, a' < 2^11), so one
 * carry chain does. Each step's carry is at most 2.
 */
P32_NOINLINE void p32_add(p32_fe r, const p32_fe a, const p32_fe b)
{
    uint32_t a7 = a[7], b7 = b[7], c = b[0], x, one = 1;
    x = a[0]; P32_MAC(x, c, (a7 >> 31) + (b7 >> 31), 19u); r[0] = x;
    x = a[1]; P32_MAC(x, c, b[1], one); r[1] = x;
    x = a[2]; P32_MAC(x, c, b[2], one); r[2] = x;
    x = a[3]; P32_MAC(x, c, b[3], one); r[3] = x;
    x = a[4]; P32_MAC(x, c, b[4], one); r[4] = x;
    x = a[5]; P32_MAC(x, c, b[5], one); r[5] = x;
    x = a[6]; P32_MAC(x, c, b[6], one); r[6] = x;
    r[7] = (a7 & 0x7fffffffu) + (b7 & 0x7fffffffu) + c;
}

/*
 * r = a - b for any a and a bounded b, as a + ~b + 1 (the final carry is 1
 * unless a < b). On a borrow the difference came out 2^256 too large, and
 * 2^256 = 38: 38 is subtracted, as the addition of 2^256 - 38, whose carry
 * out is dropped. That cannot borrow again: a - b + 2^256 > 2^255 - 2^11 > 38.
 */
P32_NOINLINE void p32_sub(p32_fe r, const p32_fe a, const p32_fe b)
{
    uint32_t c = 1, m, x, one = 1;
    x = a[0]; P32_MAC(x, c, ~b[0], one); r[0] = x;
    x = a[1]; P32_MAC(x, c, ~b[1], one); r[1] = x;
    x = a[2]; P32_MAC(x, c, ~b[2], one); r[2] = x;
    x = a[3]; P32_MAC(x, c, ~b[3], one); r[3] = x;
    x = a[4]; P32_MAC(x, c, ~b[4], one); r[4] = x;
    x = a[5]; P32_MAC(x, c, ~b[5], one); r[5] = x;
    x = a[6]; P32_MAC(x, c, ~b[6], one); r[6] = x;
    x = a[7]; P32_MAC(x, c, ~b[7], one); r[7] = x;
    m = c - 1; /* all ones on a borrow */
    /* + 2^256 - 38 on a borrow: limb 0 gets 2^32 - 38, the others all ones;
     * each step's carry is 0 or 1, and the last one is dropped */
    c = 0;
    x = r[0]; P32_MAC(x, c, m & 0xffffffdau, one); r[0] = x;
    x = r[1]; P32_MAC(x, c, m, one); r[1] = x;
    x = r[2]; P32_MAC(x, c, m, one); r[2] = x;
    x = r[3]; P32_MAC(x, c, m, one); r[3] = x;
    x = r[4]; P32_MAC(x, c, m, one); r[4] = x;
    x = r[5]; P32_MAC(x, c, m, one); r[5] = x;
    x = r[6]; P32_MAC(x, c, m, one); r[6] = x;
    r[7] += m + c;
}

/* s = a + b and d = a - b in one pass over a and b (both bounded): the
 * ladder's three sum/difference pairs, each operand loaded once */
P32_NOINLINE void p32_addsub(p32_fe s, p32_fe d, const p32_fe a, const p32_fe b)
{
    uint32_t a7 = a[7], b7 = b[7], ai = a[0], bi = b[0], cs = bi, cd = 1, m, x, y, one = 1;
    x = ai; P32_MAC(x, cs, (a7 >> 31) + (b7 >> 31), 19u); s[0] = x; /* a0 + b0 + 19 (ha + hb) */
    y = ai; P32_MAC(y, cd, ~bi, one); d[0] = y;
#define P32_ADDSUB1(i)                                                                                             \
    do {                                                                                                           \
        ai = a[i];                                                                                                 \
        bi = b[i];                                                                                                 \
        x = ai;                                                                                                    \
        P32_MAC(x, cs, bi, one);                                                                                   \
        s[i] = x;                                                                                                  \
        y = ai;                                                                                                    \
        P32_MAC(y, cd, ~bi, one);                                                                                  \
        d[i] = y;                                                                                                  \
    } while (0)
    P32_ADDSUB1(1);
    P32_ADDSUB1(2);
    P32_ADDSUB1(3);
    P32_ADDSUB1(4);
    P32_ADDSUB1(5);
    P32_ADDSUB1(6);
#undef P32_ADDSUB1
    s[7] = (a7 & 0x7fffffffu) + (b7 & 0x7fffffffu) + cs;
    y = a7;
    P32_MAC(y, cd, ~b7, one);
    m = cd - 1;
    cd = 0;
    x = d[0]; P32_MAC(x, cd, m & 0xffffffdau, one); d[0] = x;
    x = d[1]; P32_MAC(x, cd, m, one); d[1] = x;
    x = d[2]; P32_MAC(x, cd, m, one); d[2] = x;
    x = d[3]; P32_MAC(x, cd, m, one); d[3] = x;
    x = d[4]; P32_MAC(x, cd, m, one); d[4] = x;
    x = d[5]; P32_MAC(x, cd, m, one); d[5] = x;
    x = d[6]; P32_MAC(x, cd, m, one); d[6] = x;
    d[7] = y + m + cd;
}

/*
 * r = a k + b for any a, a bounded b and k < 2^20 (the ladder's 121666):
 * the ninth word is at most k, folded with bit 255 as in p32_reduce
 * (19 (2k + 1) < 2^32, no carry out of 256 bits), so r is bounded.
 */
P32_NOINLINE void p32_mul_small_add(p32_fe r, const p32_fe a, uint32_t k, const p32_fe b)
{
    uint32_t c = 0, h, z = 0, x;
    x = b[0]; P32_MAC(x, c, a[0], k); r[0] = x;
    x = b[1]; P32_MAC(x, c, a[1], k); r[1] = x;
    x = b[2]; P32_MAC(x, c, a[2], k); r[2] = x;
    x = b[3]; P32_MAC(x, c, a[3], k); r[3] = x;
    x = b[4]; P32_MAC(x, c, a[4], k); r[4] = x;
    x = b[5]; P32_MAC(x, c, a[5], k); r[5] = x;
    x = b[6]; P32_MAC(x, c, a[6], k); r[6] = x;
    x = b[7]; P32_MAC(x, c, a[7], k);
    h = (c << 1) | (x >> 31);
    x &= 0x7fffffffu;
    c = 0;
    r[7] = x;
    x = r[0]; P32_MAC(x, c, h, 19u); r[0] = x;
    x = r[1]; P32_MAC(x, c, z, z); r[1] = x;
    x = r[2]; P32_MAC(x, c, z, z); r[2] = x;
    x = r[3]; P32_MAC(x, c, z, z); r[3] = x;
    x = r[4]; P32_MAC(x, c, z, z); r[4] = x;
    x = r[5]; P32_MAC(x, c, z, z); r[5] = x;
    x = r[6]; P32_MAC(x, c, z, z); r[6] = x;
    r[7] += c;
}

/* The representation is ed/f25519_32.h's: its conversions serve here. */
#define p32_sqrn(r, a, n) f32_sqrn((r), (a), (n))
#define p32_copy(r, a) f32_copy((r), (a))
#define p32_set(r, v) f32_set((r), (v))
#define p32_frombytes(r, s) f32_frombytes((r), (s))
#define p32_tobytes(s, a) f32_tobytes((s), (a))

/* if ctl (0/1): swap x2 with x3 and z2 with z3 (written out: as a loop, gcc
 * adds run-time overlap checks and a vectorised copy around it) */
#define P32_CSWAP1(p, q, i)                                                                                        \
    do {                                                                                                           \
        uint32_t p_ = (p)[i], q_ = (q)[i], t_ = m & (p_ ^ q_);                                                     \
        (p)[i] = p_ ^ t_;                                                                                          \
        (q)[i] = q_ ^ t_;                                                                                          \
    } while (0)

P32_NOINLINE void p32_cswap2(uint32_t ctl, p32_fe x2, p32_fe x3, p32_fe z2, p32_fe z3)
{
    uint32_t m = cairn_ct_mask32(ctl);
    P32_CSWAP1(x2, x3, 0); P32_CSWAP1(x2, x3, 1); P32_CSWAP1(x2, x3, 2); P32_CSWAP1(x2, x3, 3);
    P32_CSWAP1(x2, x3, 4); P32_CSWAP1(x2, x3, 5); P32_CSWAP1(x2, x3, 6); P32_CSWAP1(x2, x3, 7);
    P32_CSWAP1(z2, z3, 0); P32_CSWAP1(z2, z3, 1); P32_CSWAP1(z2, z3, 2); P32_CSWAP1(z2, z3, 3);
    P32_CSWAP1(z2, z3, 4); P32_CSWAP1(z2, z3, 5); P32_CSWAP1(z2, z3, 6); P32_CSWAP1(z2, z3, 7);
}

#undef P32_CSWAP1

/* the addition chains of f25519_chain.h (inversion) for this field; its
 * generic ladder, which wants these three names, is left unused for the
 * one below (one call per conditional swap pair, 121666 E + BB in one pass) */
#define p32_sub_nc p32_sub
#define p32_mul_small(r, a, k) p32_mul_small_add((r), (a), (k), p32_zero)
#define p32_cswap(a, b, ctl) cairn_ct_cond_swap32((ctl), (a), (b), 8)
static const p32_fe p32_zero = {0, 0, 0, 0, 0, 0, 0, 0};
#define FEP(x) p32_##x
#define FEP_T p32_fe
#include "ed/f25519_chain.h"
#undef FEP
#undef FEP_T

/*
 * The X25519 Montgomery ladder (RFC 7748 section 5), the steps of
 * FEP(x25519_ladder) in f25519_chain.h: out = x(k (u, .)), k clamped by the
 * caller, bit 255 of u ignored, non-canonical u accepted. Every add adds two
 * products (or x1, 0, 1) and every subtrahend is a product (or 0, 1), as
 * p32_add and p32_sub require.
 */
static void p32_ladder(uint8_t out[32], const uint8_t k[32], const uint8_t u[32])
{
    p32_fe x1, x2, z2, x3, z3, a, b, c, d, aa, bb, e;
    uint32_t swap = 0, bit;
    int t;

    p32_frombytes(x1, u);
    p32_set(x2, 1);
    p32_set(z2, 0);
    p32_copy(x3, x1);
    p32_set(z3, 1);
    for (t = 254; t >= 0; t--) {
        bit = (uint32_t)(k[t >> 3] >> (t & 7)) & 1u;
        swap ^= bit;
        p32_cswap2(swap, x2, x3, z2, z3);
        swap = bit;
        p32_addsub(a, b, x2, z2);      /* A = x2 + z2, B = x2 - z2 */
        p32_addsub(c, d, x3, z3);      /* C, D */
        p32_sqr(aa, a);
        p32_sqr(bb, b);
        p32_mul(d, d, a);              /* DA */
        p32_mul(c, c, b);              /* CB */
        p32_sub(e, aa, bb);            /* E = AA - BB */
        p32_addsub(x3, z3, d, c);      /* DA + CB, DA - CB */
        p32_sqr(x3, x3);
        p32_sqr(z3, z3);
        p32_mul(z3, z3, x1);           /* x1 (DA - CB)^2 */
        p32_mul(x2, aa, bb);           /* AA BB */
        p32_mul_small_add(z2, e, 121666, bb); /* BB + 121666 E = AA + 121665 E */
        p32_mul(z2, z2, e);
    }
    p32_cswap2(swap, x2, x3, z2, z3);
    p32_inv(z2, z2);
    p32_mul(x2, x2, z2);
    p32_tobytes(out, x2);
    P32_WIPE(x2);
    P32_WIPE(z2);
    P32_WIPE(x3);
    P32_WIPE(z3);
    P32_WIPE(a);
    P32_WIPE(b);
    P32_WIPE(c);
    P32_WIPE(d);
    P32_WIPE(aa);
    P32_WIPE(bb);
    P32_WIPE(e);
}

/* see x25519_internal.h */
void cairn_x25519_ladder_p32(uint8_t out[32], const uint8_t k[32], const uint8_t u[32])
{
    p32_ladder(out, k, u);
}

/* see x25519_internal.h */
int cairn_x25519_p32_check_op(int op, uint8_t out[32], const uint8_t a[32], const uint8_t b[32])
{
    p32_fe x, y, z;
    p32_frombytes(x, a);
    p32_frombytes(y, b);
    if (op >= 8) { /* the whole 256 bits, as the ladder's intermediate values may be */
        x[7] = cairn_load32_le(a + 28);
        y[7] = cairn_load32_le(b + 28);
        if (op < 16)
            op -= 8;
    }
    switch (op) {
    case 0: p32_mul(z, x, y); break;
    case 1: p32_sqr(z, x); break;
    case 2: p32_inv(z, x); break;
    case 3: p32_add(z, x, y); break;
    case 4: p32_sub(z, x, y); break;
    case 5: p32_pow22523(z, x); break;
    case 6: p32_mul_small(z, x, 121666); break;
    case 7: p32_mul_small_add(z, x, 121666, y); break;
    case 16: p32_addsub(z, x, x, y); break; /* the sum (in place of a) */
    case 17: p32_addsub(x, z, x, y); break; /* the difference */
    default: return -1;
    }
    p32_tobytes(out, z);
    return 0;
}

#endif
