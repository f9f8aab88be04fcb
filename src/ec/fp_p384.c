/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * GF(p), p = 2^384 - 2^128 - 2^96 + 2^32 - 1 (P-384), elements as their
 * value in 6 x 64 or 12 x 32 limbs (fp_special.h). Reduction as for P-256
 * (fp_p256.c): Solinas's column sums on the 32-bit words c0..c23 of the
 * product, from 2^384 = 2^128 + 2^96 - 2^32 + 1 (FIPS 186-5 / SP 800-186:
 * T + 2 S1 + S2 + S3 + S4 + S5 + S6 - D1 - D2 - D3), in a signed 64-bit
 * accumulator with the carry passed along, each column starting from its
 * word of 4p (which covers the three subtracted terms, so the carry out c
 * is not negative); c 2^384 is folded once with the same identity, leaving a
 * value below 2^384 + 2^132 < 2p whose bit 384 fp_csub_n takes.
 * Inversion and square root are fixed addition chains for p - 2 and
 * (p + 1) / 4. Nothing branches on or indexes by a value.
 */
#include "ec/fp_special.h"

#if CAIRN_ENABLE_EC

#define N CAIRN_BN_LIMBS(384)

static const cairn_limb p384_p[N] = {FP_W2(0xffffffffu, 0),           FP_W2(0, 0xffffffffu),
                                     FP_W2(0xfffffffeu, 0xffffffffu), FP_W2(0xffffffffu, 0xffffffffu),
                                     FP_W2(0xffffffffu, 0xffffffffu), FP_W2(0xffffffffu, 0xffffffffu)};
static const cairn_limb p384_one[N] = {FP_W2(1, 0)};

#if CAIRN_BN_LIMB_BITS == 64 && defined(BN_HAVE_DLIMB)
/*
 * r = t mod p for a 768-bit t (12 limbs), 64-bit limbs with a 128-bit type:
 * the same ten terms rearranged as 64-bit limbs of the product's upper words
 * (c_{2i} and c_{2i+1} are the halves of t_i), summed per limb in 128-bit
 * column accumulators, each starting from a limb of 5p spread so that it
 * covers the column's subtractions (4 * 2^64 borrowed from the next): no
 * column goes negative. The carry c < 16 is folded once (c 2^384 = c (2^128
 * + 2^96 - 2^32 + 1)), leaving a value below 2^384 + 2^133 < 2p whose bit
 * 384 fp_csub_n takes.
 */
CAIRN_INLINE void p384_reduce(cairn_limb *r, const cairn_limb *t)
{
    const uint64_t t0 = t[0], t1 = t[1], t2 = t[2], t3 = t[3], t4 = t[4], t5 = t[5];
    const uint64_t t6 = t[6], t7 = t[7], t8 = t[8], t9 = t[9], t10 = t[10], t11 = t[11];
    bn_dlimb a0, a1, a2, a3, a4, a5;
    cairn_limb s[6], c, cy = 0, bw = 0;

    a0 = (((bn_dlimb)0x4 << 64) | 0x4fffffffbu) + t0 + t6 + ((t10 >> 32) | (t11 << 32)) + (t11 & 0xffffffff00000000u) +
         (t10 & 0xffffffffu) - ((t11 >> 32) | (t6 << 32)) - (t10 << 32);
    a1 = (((bn_dlimb)0x4 << 64) | 0xfffffffafffffffcu) + (uint64_t)(a0 >> 64) + t1 + t7 + ((t11 >> 32) | (t6 << 32)) +
         (t10 << 32) + (t10 & 0xffffffff00000000u) - ((t6 >> 32) | (t7 << 32)) - ((t10 >> 32) | (t11 << 32)) -
         (t11 & 0xffffffff00000000u);
    a2 = (((bn_dlimb)0x4 << 64) | 0xfffffffffffffff6u) + (uint64_t)(a1 >> 64) + t2 +
         2 * (bn_dlimb)((t10 >> 32) | (t11 << 32)) + t8 + ((t6 >> 32) | (t7 << 32)) + t6 + t10 + t11 -
         ((t7 >> 32) | (t8 << 32)) - (t11 >> 32) - (t11 >> 32);
    a3 = (((bn_dlimb)0x4 << 64) | 0xfffffffffffffffbu) + (uint64_t)(a2 >> 64) + t3 + 2 * (bn_dlimb)(t11 >> 32) + t9 +
         ((t7 >> 32) | (t8 << 32)) + t7 + t11 - ((t8 >> 32) | (t9 << 32));
    a4 = (((bn_dlimb)0x4 << 64) | 0xfffffffffffffffbu) + (uint64_t)(a3 >> 64) + t4 + t10 + ((t8 >> 32) | (t9 << 32)) +
         t8 - ((t9 >> 32) | (t10 << 32));
    a5 = (((bn_dlimb)0x4 << 64) | 0xfffffffffffffffbu) + (uint64_t)(a4 >> 64) + t5 + t11 + ((t9 >> 32) | (t10 << 32)) +
         t9 - ((t10 >> 32) | (t11 << 32));
    c = (uint64_t)(a5 >> 64);
    s[0] = adc((uint64_t)a0, c, &cy);
    s[1] = adc((uint64_t)a1, c << 32, &cy);
    s[2] = adc((uint64_t)a2, c, &cy);
    s[3] = adc((uint64_t)a3, 0, &cy);
    s[4] = adc((uint64_t)a4, 0, &cy);
    s[5] = adc((uint64_t)a5, 0, &cy);
    s[0] = sbb(s[0], c << 32, &bw);
    s[1] = sbb(s[1], 0, &bw);
    s[2] = sbb(s[2], 0, &bw);
    s[3] = sbb(s[3], 0, &bw);
    s[4] = sbb(s[4], 0, &bw);
    s[5] = sbb(s[5], 0, &bw);
    fp_csub_n(r, s, cy - bw, p384_p, 6);
}
#else
/* r = t mod p for a 768-bit t (2N limbs). */
CAIRN_INLINE void p384_reduce(cairn_limb *r, const cairn_limb *t)
{
    const int64_t c12 = FP_WORD(t, 12), c13 = FP_WORD(t, 13), c14 = FP_WORD(t, 14), c15 = FP_WORD(t, 15);
    const int64_t c16 = FP_WORD(t, 16), c17 = FP_WORD(t, 17), c18 = FP_WORD(t, 18), c19 = FP_WORD(t, 19);
    const int64_t c20 = FP_WORD(t, 20), c21 = FP_WORD(t, 21), c22 = FP_WORD(t, 22), c23 = FP_WORD(t, 23);
    uint32_t w0, w1, w2, w3, w4, w5, w6, w7, w8, w9, w10, w11;
    int64_t acc, c;

    acc = (int64_t)0xfffffffc + FP_WORD(t, 0) + c12 + c21 + c20 - c23;
    w0 = (uint32_t)acc;
    acc = fp_asr32(acc) + 3 + FP_WORD(t, 1) + c13 + c22 + c23 - c12 - c20;
    w1 = (uint32_t)acc;
    acc = fp_asr32(acc) + FP_WORD(t, 2) + c14 + c23 - c13 - c21;
    w2 = (uint32_t)acc;
    acc = fp_asr32(acc) + 0xfffffffc + FP_WORD(t, 3) + c15 + c12 + c20 + c21 - c14 - c22 - c23;
    w3 = (uint32_t)acc;
    acc = fp_asr32(acc) + 0xfffffffb + FP_WORD(t, 4) + 2 * c21 + c16 + c13 + c12 + c20 + c22 - c15 - 2 * c23;
    w4 = (uint32_t)acc;
    acc = fp_asr32(acc) + 0xffffffff + FP_WORD(t, 5) + 2 * c22 + c17 + c14 + c13 + c21 + c23 - c16;
    w5 = (uint32_t)acc;
    acc = fp_asr32(acc) + 0xffffffff + FP_WORD(t, 6) + 2 * c23 + c18 + c15 + c14 + c22 - c17;
    w6 = (uint32_t)acc;
    acc = fp_asr32(acc) + 0xffffffff + FP_WORD(t, 7) + c19 + c16 + c15 + c23 - c18;
    w7 = (uint32_t)acc;
    acc = fp_asr32(acc) + 0xffffffff + FP_WORD(t, 8) + c20 + c17 + c16 - c19;
    w8 = (uint32_t)acc;
    acc = fp_asr32(acc) + 0xffffffff + FP_WORD(t, 9) + c21 + c18 + c17 - c20;
    w9 = (uint32_t)acc;
    acc = fp_asr32(acc) + 0xffffffff + FP_WORD(t, 10) + c22 + c19 + c18 - c21;
    w10 = (uint32_t)acc;
    acc = fp_asr32(acc) + 0xffffffff + FP_WORD(t, 11) + c23 + c20 + c19 - c22;
    w11 = (uint32_t)acc;
    c = fp_asr32(acc) + 3; /* 0 <= c < 12 */

    /* w + c 2^384: c (2^128 + 2^96 - 2^32 + 1) folded once */
#define P384_FOLD()                                                                                                    \
    do {                                                                                                               \
        acc = (int64_t)w0 + c;                                                                                         \
        w0 = (uint32_t)acc;                                                                                            \
        acc = fp_asr32(acc) + w1 - c;                                                                                  \
        w1 = (uint32_t)acc;                                                                                            \
        acc = fp_asr32(acc) + w2;                                                                                      \
        w2 = (uint32_t)acc;                                                                                            \
        acc = fp_asr32(acc) + w3 + c;                                                                                  \
        w3 = (uint32_t)acc;                                                                                            \
        acc = fp_asr32(acc) + w4 + c;                                                                                  \
        w4 = (uint32_t)acc;                                                                                            \
        acc = fp_asr32(acc) + w5;                                                                                      \
        w5 = (uint32_t)acc;                                                                                            \
        acc = fp_asr32(acc) + w6;                                                                                      \
        w6 = (uint32_t)acc;                                                                                            \
        acc = fp_asr32(acc) + w7;                                                                                      \
        w7 = (uint32_t)acc;                                                                                            \
        acc = fp_asr32(acc) + w8;                                                                                      \
        w8 = (uint32_t)acc;                                                                                            \
        acc = fp_asr32(acc) + w9;                                                                                      \
        w9 = (uint32_t)acc;                                                                                            \
        acc = fp_asr32(acc) + w10;                                                                                     \
        w10 = (uint32_t)acc;                                                                                           \
        acc = fp_asr32(acc) + w11;                                                                                     \
        w11 = (uint32_t)acc;                                                                                           \
        c = fp_asr32(acc);                                                                                             \
    } while (0)
    P384_FOLD();
#undef P384_FOLD
    {
        const cairn_limb lw[N] = {FP_W2(w0, w1), FP_W2(w2, w3), FP_W2(w4, w5),
                                  FP_W2(w6, w7), FP_W2(w8, w9), FP_W2(w10, w11)};
        fp_csub_n(r, lw, (cairn_limb)c, p384_p, N); /* below 2^384 + 2^132 < 2p */
    }
}
#endif

#if defined(FP_ARM_UMAAL)
/*
 * t[0..23] = a b for Cortex-M4/M7: 4 x 4 blocks of UMAAL rows as in
 * fp_p256.c, by bands of b: for each 4 words of b (kept in r4-r7), the
 * blocks of a from the bottom, each adding x y to its window of t with the
 * previous block's upper half (kept on the stack) entering as the rows'
 * initial carries, so that x y + w + v < 2^256 and no carry leaves a block;
 * the last block's upper half is fresh t. Also the squaring here: the C
 * rows keep the product in memory and cost more than these 144 products.
 */
void cairn_ec_p384_mul12_armv7em(uint32_t t[24], const uint32_t a[12], const uint32_t b[12]);
__asm__(".pushsection .text.cairn_ec_p384_mul12_armv7em,\"ax\",%progbits\n\t"
        ".syntax unified\n\t"
        ".thumb\n\t"
        ".p2align 2\n\t"
        ".global cairn_ec_p384_mul12_armv7em\n\t"
        ".hidden cairn_ec_p384_mul12_armv7em\n\t"
        ".type cairn_ec_p384_mul12_armv7em, %function\n\t"
        ".thumb_func\n"
        "cairn_ec_p384_mul12_armv7em:\n\t"
        "push {r4-r11, lr}\n\t"
        "sub sp, sp, #16\n\t"
        "ldr r4, [r2, #0]\n\t"
        "ldr r5, [r2, #4]\n\t"
        "ldr r6, [r2, #8]\n\t"
        "ldr r7, [r2, #12]\n\t"
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
        "str lr, [sp, #0]\n\t"
        "str r8, [sp, #4]\n\t"
        "str r9, [sp, #8]\n\t"
        "str r10, [sp, #12]\n\t"
        "mov r8, #0\n\t"
        "mov r9, #0\n\t"
        "mov r10, #0\n\t"
        "mov r11, #0\n\t"
        "ldr r12, [r1, #16]\n\t"
        "ldr lr, [sp, #0]\n\t"
        "umaal r8, lr, r12, r4\n\t"
        "umaal r9, lr, r12, r5\n\t"
        "umaal r10, lr, r12, r6\n\t"
        "umaal r11, lr, r12, r7\n\t"
        "str r8, [r0, #16]\n\t"
        "ldr r12, [r1, #20]\n\t"
        "ldr r8, [sp, #4]\n\t"
        "umaal r9, r8, r12, r4\n\t"
        "umaal r10, r8, r12, r5\n\t"
        "umaal r11, r8, r12, r6\n\t"
        "umaal lr, r8, r12, r7\n\t"
        "str r9, [r0, #20]\n\t"
        "ldr r12, [r1, #24]\n\t"
        "ldr r9, [sp, #8]\n\t"
        "umaal r10, r9, r12, r4\n\t"
        "umaal r11, r9, r12, r5\n\t"
        "umaal lr, r9, r12, r6\n\t"
        "umaal r8, r9, r12, r7\n\t"
        "str r10, [r0, #24]\n\t"
        "ldr r12, [r1, #28]\n\t"
        "ldr r10, [sp, #12]\n\t"
        "umaal r11, r10, r12, r4\n\t"
        "umaal lr, r10, r12, r5\n\t"
        "umaal r8, r10, r12, r6\n\t"
        "umaal r9, r10, r12, r7\n\t"
        "str r11, [r0, #28]\n\t"
        "str lr, [sp, #0]\n\t"
        "str r8, [sp, #4]\n\t"
        "str r9, [sp, #8]\n\t"
        "str r10, [sp, #12]\n\t"
        "mov r8, #0\n\t"
        "mov r9, #0\n\t"
        "mov r10, #0\n\t"
        "mov r11, #0\n\t"
        "ldr r12, [r1, #32]\n\t"
        "ldr lr, [sp, #0]\n\t"
        "umaal r8, lr, r12, r4\n\t"
        "umaal r9, lr, r12, r5\n\t"
        "umaal r10, lr, r12, r6\n\t"
        "umaal r11, lr, r12, r7\n\t"
        "str r8, [r0, #32]\n\t"
        "ldr r12, [r1, #36]\n\t"
        "ldr r8, [sp, #4]\n\t"
        "umaal r9, r8, r12, r4\n\t"
        "umaal r10, r8, r12, r5\n\t"
        "umaal r11, r8, r12, r6\n\t"
        "umaal lr, r8, r12, r7\n\t"
        "str r9, [r0, #36]\n\t"
        "ldr r12, [r1, #40]\n\t"
        "ldr r9, [sp, #8]\n\t"
        "umaal r10, r9, r12, r4\n\t"
        "umaal r11, r9, r12, r5\n\t"
        "umaal lr, r9, r12, r6\n\t"
        "umaal r8, r9, r12, r7\n\t"
        "str r10, [r0, #40]\n\t"
        "ldr r12, [r1, #44]\n\t"
        "ldr r10, [sp, #12]\n\t"
        "umaal r11, r10, r12, r4\n\t"
        "umaal lr, r10, r12, r5\n\t"
        "umaal r8, r10, r12, r6\n\t"
        "umaal r9, r10, r12, r7\n\t"
        "str r11, [r0, #44]\n\t"
        "str lr, [r0, #48]\n\t"
        "str r8, [r0, #52]\n\t"
        "str r9, [r0, #56]\n\t"
        "str r10, [r0, #60]\n\t"
        "ldr r4, [r2, #16]\n\t"
        "ldr r5, [r2, #20]\n\t"
        "ldr r6, [r2, #24]\n\t"
        "ldr r7, [r2, #28]\n\t"
        "ldr r8, [r0, #16]\n\t"
        "ldr r9, [r0, #20]\n\t"
        "ldr r10, [r0, #24]\n\t"
        "ldr r11, [r0, #28]\n\t"
        "ldr r12, [r1, #0]\n\t"
        "mov lr, #0\n\t"
        "umaal r8, lr, r12, r4\n\t"
        "umaal r9, lr, r12, r5\n\t"
        "umaal r10, lr, r12, r6\n\t"
        "umaal r11, lr, r12, r7\n\t"
        "str r8, [r0, #16]\n\t"
        "ldr r12, [r1, #4]\n\t"
        "mov r8, #0\n\t"
        "umaal r9, r8, r12, r4\n\t"
        "umaal r10, r8, r12, r5\n\t"
        "umaal r11, r8, r12, r6\n\t"
        "umaal lr, r8, r12, r7\n\t"
        "str r9, [r0, #20]\n\t"
        "ldr r12, [r1, #8]\n\t"
        "mov r9, #0\n\t"
        "umaal r10, r9, r12, r4\n\t"
        "umaal r11, r9, r12, r5\n\t"
        "umaal lr, r9, r12, r6\n\t"
        "umaal r8, r9, r12, r7\n\t"
        "str r10, [r0, #24]\n\t"
        "ldr r12, [r1, #12]\n\t"
        "mov r10, #0\n\t"
        "umaal r11, r10, r12, r4\n\t"
        "umaal lr, r10, r12, r5\n\t"
        "umaal r8, r10, r12, r6\n\t"
        "umaal r9, r10, r12, r7\n\t"
        "str r11, [r0, #28]\n\t"
        "str lr, [sp, #0]\n\t"
        "str r8, [sp, #4]\n\t"
        "str r9, [sp, #8]\n\t"
        "str r10, [sp, #12]\n\t"
        "ldr r8, [r0, #32]\n\t"
        "ldr r9, [r0, #36]\n\t"
        "ldr r10, [r0, #40]\n\t"
        "ldr r11, [r0, #44]\n\t"
        "ldr r12, [r1, #16]\n\t"
        "ldr lr, [sp, #0]\n\t"
        "umaal r8, lr, r12, r4\n\t"
        "umaal r9, lr, r12, r5\n\t"
        "umaal r10, lr, r12, r6\n\t"
        "umaal r11, lr, r12, r7\n\t"
        "str r8, [r0, #32]\n\t"
        "ldr r12, [r1, #20]\n\t"
        "ldr r8, [sp, #4]\n\t"
        "umaal r9, r8, r12, r4\n\t"
        "umaal r10, r8, r12, r5\n\t"
        "umaal r11, r8, r12, r6\n\t"
        "umaal lr, r8, r12, r7\n\t"
        "str r9, [r0, #36]\n\t"
        "ldr r12, [r1, #24]\n\t"
        "ldr r9, [sp, #8]\n\t"
        "umaal r10, r9, r12, r4\n\t"
        "umaal r11, r9, r12, r5\n\t"
        "umaal lr, r9, r12, r6\n\t"
        "umaal r8, r9, r12, r7\n\t"
        "str r10, [r0, #40]\n\t"
        "ldr r12, [r1, #28]\n\t"
        "ldr r10, [sp, #12]\n\t"
        "umaal r11, r10, r12, r4\n\t"
        "umaal lr, r10, r12, r5\n\t"
        "umaal r8, r10, r12, r6\n\t"
        "umaal r9, r10, r12, r7\n\t"
        "str r11, [r0, #44]\n\t"
        "str lr, [sp, #0]\n\t"
        "str r8, [sp, #4]\n\t"
        "str r9, [sp, #8]\n\t"
        "str r10, [sp, #12]\n\t"
        "ldr r8, [r0, #48]\n\t"
        "ldr r9, [r0, #52]\n\t"
        "ldr r10, [r0, #56]\n\t"
        "ldr r11, [r0, #60]\n\t"
        "ldr r12, [r1, #32]\n\t"
        "ldr lr, [sp, #0]\n\t"
        "umaal r8, lr, r12, r4\n\t"
        "umaal r9, lr, r12, r5\n\t"
        "umaal r10, lr, r12, r6\n\t"
        "umaal r11, lr, r12, r7\n\t"
        "str r8, [r0, #48]\n\t"
        "ldr r12, [r1, #36]\n\t"
        "ldr r8, [sp, #4]\n\t"
        "umaal r9, r8, r12, r4\n\t"
        "umaal r10, r8, r12, r5\n\t"
        "umaal r11, r8, r12, r6\n\t"
        "umaal lr, r8, r12, r7\n\t"
        "str r9, [r0, #52]\n\t"
        "ldr r12, [r1, #40]\n\t"
        "ldr r9, [sp, #8]\n\t"
        "umaal r10, r9, r12, r4\n\t"
        "umaal r11, r9, r12, r5\n\t"
        "umaal lr, r9, r12, r6\n\t"
        "umaal r8, r9, r12, r7\n\t"
        "str r10, [r0, #56]\n\t"
        "ldr r12, [r1, #44]\n\t"
        "ldr r10, [sp, #12]\n\t"
        "umaal r11, r10, r12, r4\n\t"
        "umaal lr, r10, r12, r5\n\t"
        "umaal r8, r10, r12, r6\n\t"
        "umaal r9, r10, r12, r7\n\t"
        "str r11, [r0, #60]\n\t"
        "str lr, [r0, #64]\n\t"
        "str r8, [r0, #68]\n\t"
        "str r9, [r0, #72]\n\t"
        "str r10, [r0, #76]\n\t"
        "ldr r4, [r2, #32]\n\t"
        "ldr r5, [r2, #36]\n\t"
        "ldr r6, [r2, #40]\n\t"
        "ldr r7, [r2, #44]\n\t"
        "ldr r8, [r0, #32]\n\t"
        "ldr r9, [r0, #36]\n\t"
        "ldr r10, [r0, #40]\n\t"
        "ldr r11, [r0, #44]\n\t"
        "ldr r12, [r1, #0]\n\t"
        "mov lr, #0\n\t"
        "umaal r8, lr, r12, r4\n\t"
        "umaal r9, lr, r12, r5\n\t"
        "umaal r10, lr, r12, r6\n\t"
        "umaal r11, lr, r12, r7\n\t"
        "str r8, [r0, #32]\n\t"
        "ldr r12, [r1, #4]\n\t"
        "mov r8, #0\n\t"
        "umaal r9, r8, r12, r4\n\t"
        "umaal r10, r8, r12, r5\n\t"
        "umaal r11, r8, r12, r6\n\t"
        "umaal lr, r8, r12, r7\n\t"
        "str r9, [r0, #36]\n\t"
        "ldr r12, [r1, #8]\n\t"
        "mov r9, #0\n\t"
        "umaal r10, r9, r12, r4\n\t"
        "umaal r11, r9, r12, r5\n\t"
        "umaal lr, r9, r12, r6\n\t"
        "umaal r8, r9, r12, r7\n\t"
        "str r10, [r0, #40]\n\t"
        "ldr r12, [r1, #12]\n\t"
        "mov r10, #0\n\t"
        "umaal r11, r10, r12, r4\n\t"
        "umaal lr, r10, r12, r5\n\t"
        "umaal r8, r10, r12, r6\n\t"
        "umaal r9, r10, r12, r7\n\t"
        "str r11, [r0, #44]\n\t"
        "str lr, [sp, #0]\n\t"
        "str r8, [sp, #4]\n\t"
        "str r9, [sp, #8]\n\t"
        "str r10, [sp, #12]\n\t"
        "ldr r8, [r0, #48]\n\t"
        "ldr r9, [r0, #52]\n\t"
        "ldr r10, [r0, #56]\n\t"
        "ldr r11, [r0, #60]\n\t"
        "ldr r12, [r1, #16]\n\t"
        "ldr lr, [sp, #0]\n\t"
        "umaal r8, lr, r12, r4\n\t"
        "umaal r9, lr, r12, r5\n\t"
        "umaal r10, lr, r12, r6\n\t"
        "umaal r11, lr, r12, r7\n\t"
        "str r8, [r0, #48]\n\t"
        "ldr r12, [r1, #20]\n\t"
        "ldr r8, [sp, #4]\n\t"
        "umaal r9, r8, r12, r4\n\t"
        "umaal r10, r8, r12, r5\n\t"
        "umaal r11, r8, r12, r6\n\t"
        "umaal lr, r8, r12, r7\n\t"
        "str r9, [r0, #52]\n\t"
        "ldr r12, [r1, #24]\n\t"
        "ldr r9, [sp, #8]\n\t"
        "umaal r10, r9, r12, r4\n\t"
        "umaal r11, r9, r12, r5\n\t"
        "umaal lr, r9, r12, r6\n\t"
        "umaal r8, r9, r12, r7\n\t"
        "str r10, [r0, #56]\n\t"
        "ldr r12, [r1, #28]\n\t"
        "ldr r10, [sp, #12]\n\t"
        "umaal r11, r10, r12, r4\n\t"
        "umaal lr, r10, r12, r5\n\t"
        "umaal r8, r10, r12, r6\n\t"
        "umaal r9, r10, r12, r7\n\t"
        "str r11, [r0, #60]\n\t"
        "str lr, [sp, #0]\n\t"
        "str r8, [sp, #4]\n\t"
        "str r9, [sp, #8]\n\t"
        "str r10, [sp, #12]\n\t"
        "ldr r8, [r0, #64]\n\t"
        "ldr r9, [r0, #68]\n\t"
        "ldr r10, [r0, #72]\n\t"
        "ldr r11, [r0, #76]\n\t"
        "ldr r12, [r1, #32]\n\t"
        "ldr lr, [sp, #0]\n\t"
        "umaal r8, lr, r12, r4\n\t"
        "umaal r9, lr, r12, r5\n\t"
        "umaal r10, lr, r12, r6\n\t"
        "umaal r11, lr, r12, r7\n\t"
        "str r8, [r0, #64]\n\t"
        "ldr r12, [r1, #36]\n\t"
        "ldr r8, [sp, #4]\n\t"
        "umaal r9, r8, r12, r4\n\t"
        "umaal r10, r8, r12, r5\n\t"
        "umaal r11, r8, r12, r6\n\t"
        "umaal lr, r8, r12, r7\n\t"
        "str r9, [r0, #68]\n\t"
        "ldr r12, [r1, #40]\n\t"
        "ldr r9, [sp, #8]\n\t"
        "umaal r10, r9, r12, r4\n\t"
        "umaal r11, r9, r12, r5\n\t"
        "umaal lr, r9, r12, r6\n\t"
        "umaal r8, r9, r12, r7\n\t"
        "str r10, [r0, #72]\n\t"
        "ldr r12, [r1, #44]\n\t"
        "ldr r10, [sp, #12]\n\t"
        "umaal r11, r10, r12, r4\n\t"
        "umaal lr, r10, r12, r5\n\t"
        "umaal r8, r10, r12, r6\n\t"
        "umaal r9, r10, r12, r7\n\t"
        "str r11, [r0, #76]\n\t"
        "str lr, [r0, #80]\n\t"
        "str r8, [r0, #84]\n\t"
        "str r9, [r0, #88]\n\t"
        "str r10, [r0, #92]\n\t"
        "add sp, sp, #16\n\t"
        "pop {r4-r11, pc}\n\t"
        ".size cairn_ec_p384_mul12_armv7em, .-cairn_ec_p384_mul12_armv7em\n\t"
        ".popsection");
#endif

static void p384_mul(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_ec_field *f)
{
    cairn_limb t[2 * N];
    (void)f;
#if defined(FP_ARM_UMAAL)
    cairn_ec_p384_mul12_armv7em(t, a, b);
#else
    fp_mul_wide(t, a, b, N);
#endif
    p384_reduce(r, t);
}

static void p384_sqr(cairn_limb *r, const cairn_limb *a, const cairn_ec_field *f)
{
    cairn_limb t[2 * N];
    (void)f;
#if defined(FP_ARM_UMAAL)
    cairn_ec_p384_mul12_armv7em(t, a, a);
#else
    fp_sqr_wide(t, a, N);
#endif
    p384_reduce(r, t);
}

#if defined(FP_ARM_UMAAL)
/* add and sub in Thumb-2 (the hooks themselves; f unused) as P-256's
 * (fp_p256.c), four words a step with LDM/STM, which leave the carry flag
 * alone: the sum or difference, then for add p subtracted in place, then p
 * masked by the borrow added back. */
void cairn_ec_p384_add_armv7em(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_ec_field *f);
void cairn_ec_p384_sub_armv7em(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_ec_field *f);
__asm__(".pushsection .text.cairn_ec_p384_add_armv7em,\"ax\",%progbits\n\t"
        ".syntax unified\n\t"
        ".thumb\n\t"
        ".p2align 2\n\t"
        ".global cairn_ec_p384_add_armv7em\n\t"
        ".hidden cairn_ec_p384_add_armv7em\n\t"
        ".type cairn_ec_p384_add_armv7em, %function\n\t"
        ".thumb_func\n"
        "cairn_ec_p384_add_armv7em:\n\t"
        "push {r4-r11, lr}\n\t"
        "mov r12, r0\n\t"
        "ldm r1!, {r3, r4, r5, r6}\n\t"
        "ldm r2!, {r7, r8, r9, r10}\n\t"
        "adds r3, r3, r7\n\t"
        "adcs r4, r4, r8\n\t"
        "adcs r5, r5, r9\n\t"
        "adcs r6, r6, r10\n\t"
        "stm r0!, {r3, r4, r5, r6}\n\t"
        "ldm r1!, {r3, r4, r5, r6}\n\t"
        "ldm r2!, {r7, r8, r9, r10}\n\t"
        "adcs r3, r3, r7\n\t"
        "adcs r4, r4, r8\n\t"
        "adcs r5, r5, r9\n\t"
        "adcs r6, r6, r10\n\t"
        "stm r0!, {r3, r4, r5, r6}\n\t"
        "ldm r1!, {r3, r4, r5, r6}\n\t"
        "ldm r2!, {r7, r8, r9, r10}\n\t"
        "adcs r3, r3, r7\n\t"
        "adcs r4, r4, r8\n\t"
        "adcs r5, r5, r9\n\t"
        "adcs r6, r6, r10\n\t"
        "stm r0!, {r3, r4, r5, r6}\n\t"
        "mov lr, #0\n\t"
        "adc lr, lr, #0\n\t"
        "ldm r12, {r3, r4, r5, r6}\n\t"
        "subs r3, r3, #0xffffffff\n\t"
        "sbcs r4, r4, #0x0\n\t"
        "sbcs r5, r5, #0x0\n\t"
        "sbcs r6, r6, #0xffffffff\n\t"
        "stm r12!, {r3, r4, r5, r6}\n\t"
        "ldm r12, {r3, r4, r5, r6}\n\t"
        "adcs r3, r3, #0x1\n\t"
        "sbcs r4, r4, #0xffffffff\n\t"
        "sbcs r5, r5, #0xffffffff\n\t"
        "sbcs r6, r6, #0xffffffff\n\t"
        "stm r12!, {r3, r4, r5, r6}\n\t"
        "ldm r12, {r3, r4, r5, r6}\n\t"
        "sbcs r3, r3, #0xffffffff\n\t"
        "sbcs r4, r4, #0xffffffff\n\t"
        "sbcs r5, r5, #0xffffffff\n\t"
        "sbcs r6, r6, #0xffffffff\n\t"
        "stm r12!, {r3, r4, r5, r6}\n\t"
        "sbc lr, lr, #0\n\t"
        "sub r12, r12, #48\n\t"
        "bic r11, lr, #1\n\t"
        "ldm r12, {r3, r4, r5, r6}\n\t"
        "adds r3, r3, lr\n\t"
        "adcs r4, r4, #0\n\t"
        "adcs r5, r5, #0\n\t"
        "adcs r6, r6, lr\n\t"
        "stm r12!, {r3, r4, r5, r6}\n\t"
        "ldm r12, {r3, r4, r5, r6}\n\t"
        "adcs r3, r3, r11\n\t"
        "adcs r4, r4, lr\n\t"
        "adcs r5, r5, lr\n\t"
        "adcs r6, r6, lr\n\t"
        "stm r12!, {r3, r4, r5, r6}\n\t"
        "ldm r12, {r3, r4, r5, r6}\n\t"
        "adcs r3, r3, lr\n\t"
        "adcs r4, r4, lr\n\t"
        "adcs r5, r5, lr\n\t"
        "adcs r6, r6, lr\n\t"
        "stm r12!, {r3, r4, r5, r6}\n\t"
        "pop {r4-r11, pc}\n\t"
        ".size cairn_ec_p384_add_armv7em, .-cairn_ec_p384_add_armv7em\n\t"
        ".popsection");
__asm__(".pushsection .text.cairn_ec_p384_sub_armv7em,\"ax\",%progbits\n\t"
        ".syntax unified\n\t"
        ".thumb\n\t"
        ".p2align 2\n\t"
        ".global cairn_ec_p384_sub_armv7em\n\t"
        ".hidden cairn_ec_p384_sub_armv7em\n\t"
        ".type cairn_ec_p384_sub_armv7em, %function\n\t"
        ".thumb_func\n"
        "cairn_ec_p384_sub_armv7em:\n\t"
        "push {r4-r11, lr}\n\t"
        "mov r12, r0\n\t"
        "ldm r1!, {r3, r4, r5, r6}\n\t"
        "ldm r2!, {r7, r8, r9, r10}\n\t"
        "subs r3, r3, r7\n\t"
        "sbcs r4, r4, r8\n\t"
        "sbcs r5, r5, r9\n\t"
        "sbcs r6, r6, r10\n\t"
        "stm r0!, {r3, r4, r5, r6}\n\t"
        "ldm r1!, {r3, r4, r5, r6}\n\t"
        "ldm r2!, {r7, r8, r9, r10}\n\t"
        "sbcs r3, r3, r7\n\t"
        "sbcs r4, r4, r8\n\t"
        "sbcs r5, r5, r9\n\t"
        "sbcs r6, r6, r10\n\t"
        "stm r0!, {r3, r4, r5, r6}\n\t"
        "ldm r1!, {r3, r4, r5, r6}\n\t"
        "ldm r2!, {r7, r8, r9, r10}\n\t"
        "sbcs r3, r3, r7\n\t"
        "sbcs r4, r4, r8\n\t"
        "sbcs r5, r5, r9\n\t"
        "sbcs r6, r6, r10\n\t"
        "stm r0!, {r3, r4, r5, r6}\n\t"
        "sbc lr, lr, lr\n\t"
        "bic r11, lr, #1\n\t"
        "sub r0, r0, #48\n\t"
        "ldm r0, {r3, r4, r5, r6}\n\t"
        "adds r3, r3, lr\n\t"
        "adcs r4, r4, #0\n\t"
        "adcs r5, r5, #0\n\t"
        "adcs r6, r6, lr\n\t"
        "stm r0!, {r3, r4, r5, r6}\n\t"
        "ldm r0, {r3, r4, r5, r6}\n\t"
        "adcs r3, r3, r11\n\t"
        "adcs r4, r4, lr\n\t"
        "adcs r5, r5, lr\n\t"
        "adcs r6, r6, lr\n\t"
        "stm r0!, {r3, r4, r5, r6}\n\t"
        "ldm r0, {r3, r4, r5, r6}\n\t"
        "adcs r3, r3, lr\n\t"
        "adcs r4, r4, lr\n\t"
        "adcs r5, r5, lr\n\t"
        "adcs r6, r6, lr\n\t"
        "stm r0!, {r3, r4, r5, r6}\n\t"
        "pop {r4-r11, pc}\n\t"
        ".size cairn_ec_p384_sub_armv7em, .-cairn_ec_p384_sub_armv7em\n\t"
        ".popsection");
#define p384_add cairn_ec_p384_add_armv7em
#define p384_sub cairn_ec_p384_sub_armv7em
#else
static void p384_add(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_ec_field *f)
{
    (void)f;
    fp_add_n(r, a, b, p384_p, N);
}

static void p384_sub(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_ec_field *f)
{
    (void)f;
    fp_sub_n(r, a, b, p384_p, N);
}
#endif

static void p384_copy(cairn_limb *r, const cairn_limb *a, const cairn_ec_field *f)
{
    (void)f;
    fp_copy_n(r, a, N);
}

/* r = a^(2^k) * b; r may alias a or b. */
static void p384_sqrn_mul(cairn_limb *r, const cairn_limb *a, unsigned k, const cairn_limb *b)
{
    cairn_limb t[N];
    fp_copy_n(t, a, N);
    while (k-- > 0)
        p384_sqr(t, t, NULL);
    p384_mul(r, t, b, NULL);
    cairn_wipe(t, sizeof t);
}

/* x255 = a^(2^255 - 1), x32, x30 (x_k: k ones) by x2, x3, x6, x12, x15,
 * x30, x32, x60, x120, x240, x255: 254 squarings, 11 products. */
static void p384_head(cairn_limb *x255, cairn_limb *x32, cairn_limb *x30, const cairn_limb *a)
{
    cairn_limb x2[N], x3[N], x15[N], t[N];
    p384_sqrn_mul(x2, a, 1, a);
    p384_sqrn_mul(x3, x2, 1, a);
    p384_sqrn_mul(t, x3, 3, x3);          /* x6 */
    p384_sqrn_mul(t, t, 6, t);            /* x12 */
    p384_sqrn_mul(x15, t, 3, x3);         /* x15 */
    p384_sqrn_mul(x30, x15, 15, x15);     /* x30 */
    p384_sqrn_mul(x32, x30, 2, x2);       /* x32 */
    p384_sqrn_mul(t, x30, 30, x30);       /* x60 */
    p384_sqrn_mul(x255, t, 60, t);        /* x120 */
    p384_sqrn_mul(x255, x255, 120, x255); /* x240 */
    p384_sqrn_mul(x255, x255, 15, x15);   /* x255 */
    cairn_wipe(x2, sizeof x2);
    cairn_wipe(x3, sizeof x3);
    cairn_wipe(x15, sizeof x15);
    cairn_wipe(t, sizeof t);
}

/* (p + 1) / 4, from the top: 255 ones, a zero, 32 ones, 63 zeros, a one, 30 zeros. */
static void p384_sqrt(cairn_limb *r, cairn_limb *ok, const cairn_limb *a, const cairn_ec_field *f)
{
    cairn_limb x255[N], x32[N], x30[N];
    (void)f;
    p384_head(x255, x32, x30, a);
    p384_sqrn_mul(x255, x255, 33, x32);
    p384_sqrn_mul(x255, x255, 64, a);
    for (unsigned k = 0; k < 30; k++)
        p384_sqr(x255, x255, NULL);
    p384_sqr(x32, x255, NULL);
    *ok = cairn_bn_eq(x32, a, N);
    fp_copy_n(r, x255, N);
    cairn_wipe(x255, sizeof x255);
    cairn_wipe(x32, sizeof x32);
    cairn_wipe(x30, sizeof x30);
}

const cairn_ec_field cairn_ec_fp_p384 = {
#if CAIRN_BN_LIMB_BITS == 64
    {"c64", CAIRN_PRIM_EC_FIELD, 0},
#else
    {"c32", CAIRN_PRIM_EC_FIELD, 0},
#endif
    N,
    48,
    p384_p,
    p384_mul,
    p384_sqr,
    p384_add,
    p384_sub,
    p384_copy,
    p384_copy,
    NULL, /* the engine's binary GCD: faster than the 383-squaring chain */
    p384_sqrt,
    p384_one,
    0,
    NULL,
};

#endif /* CAIRN_ENABLE_EC */
