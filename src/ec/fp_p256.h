/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * P-256's prime, its Solinas reduction (see fp_p256.c) and the inversion and
 * square-root chains, shared by the portable field and the x86-64 MULX/ADX
 * one (src/accel/x86/ec_p256_mulx.c, whose assembly follows the 64-bit
 * columns here).
 */
#ifndef CAIRN_EC_FP_P256_H
#define CAIRN_EC_FP_P256_H

#include "ec/fp_special.h"

#if CAIRN_ENABLE_EC

static const cairn_limb p256_p[CAIRN_BN_LIMBS(256)] = {FP_W2(0xffffffffu, 0xffffffffu), FP_W2(0xffffffffu, 0),
                                                       FP_W2(0, 0), FP_W2(1, 0xffffffffu)};
static const cairn_limb p256_one[CAIRN_BN_LIMBS(256)] = {FP_W2(1, 0)};

#if CAIRN_BN_LIMB_BITS == 64 && defined(BN_HAVE_DLIMB)
/*
 * r = t mod p for a 512-bit t (8 limbs), 64-bit limbs with a 128-bit type.
 * The nine Solinas terms, rearranged as 64-bit limbs of the product's upper
 * words (c_{2i} and c_{2i+1} are the halves of t_i), are summed per limb in
 * 128-bit column accumulators; each column starts from a limb of 6p spread
 * so that it covers the column's subtractions (5 * 2^64 borrowed from the
 * next), so no column goes negative and every carry is unsigned. The sum is
 * below 12 * 2^256; its carry c (2^256 = 2^224 - 2^192 - 2^96 + 1, which is
 * c at limb 0, -c 2^32 at limb 1 and c (2^32 - 1) at limb 3) is folded once,
 * leaving a value below 2^256 + 2^228 < 2p whose bit 256 fp_csub_n takes.
 */
CAIRN_INLINE void p256_reduce(cairn_limb *r, const cairn_limb *t)
{
    const uint64_t t0 = t[0], t1 = t[1], t2 = t[2], t3 = t[3], t4 = t[4], t5 = t[5], t6 = t[6], t7 = t[7];
    const uint64_t lo5 = t5 & 0xffffffffu, hi4 = t4 & ~(uint64_t)0xffffffffu, hi5 = t5 & ~(uint64_t)0xffffffffu,
                   hi6 = t6 & ~(uint64_t)0xffffffffu;
    bn_dlimb a0, a1, a2, a3;
    cairn_limb s[4], c, cy = 0, bw = 0;

    a0 = (((bn_dlimb)5 << 64) | 0xfffffffffffffffau) + t0 + t4 + ((t4 >> 32) | (t5 << 32)) - ((t5 >> 32) | (t6 << 32)) -
         t6 - ((t6 >> 32) | (t7 << 32)) - t7;
    a1 = (((bn_dlimb)5 << 64) | 0x5fffffffau) + (uint64_t)(a0 >> 64) + t1 + 2 * (bn_dlimb)hi5 +
         2 * (bn_dlimb)(t6 << 32) + lo5 + ((t5 >> 32) | hi6) - (t6 >> 32) - t7 - ((t7 >> 32) | (t4 << 32)) - hi4;
    a2 = (((bn_dlimb)4 << 64) | 0xfffffffffffffffbu) + (uint64_t)(a1 >> 64) + t2 + 2 * (bn_dlimb)t6 +
         2 * (bn_dlimb)((t6 >> 32) | (t7 << 32)) + t7 - ((t4 >> 32) | (t5 << 32)) - t5;
    a3 = (((bn_dlimb)5 << 64) | 0xfffffffa00000001u) + (uint64_t)(a2 >> 64) + t3 + 3 * (bn_dlimb)t7 + 2 * (t7 >> 32) +
         ((t6 >> 32) | (t4 << 32)) - ((t4 & 0xffffffffu) | (t5 << 32)) - ((t4 >> 32) | hi5) - (t6 << 32) - hi6;
    c = (uint64_t)(a3 >> 64);
    s[0] = adc((uint64_t)a0, c, &cy);
    s[1] = adc((uint64_t)a1, 0, &cy);
    s[2] = adc((uint64_t)a2, 0, &cy);
    s[3] = adc((uint64_t)a3, c * 0xffffffffu, &cy);
    s[1] = sbb(s[1], c << 32, &bw);
    s[2] = sbb(s[2], 0, &bw);
    s[3] = sbb(s[3], 0, &bw);
    fp_csub_n(r, s, cy - bw, p256_p, 4);
}
#else
/*
 * r = t mod p for a 512-bit t (2N limbs), on 32-bit words: the Solinas
 * columns summed in a signed 64-bit accumulator with the carry passed along,
 * each column starting from its word of 5p (which covers the four
 * subtracted terms, so the carry out c is not negative). The words are
 * scalars, not an array, so that they stay in registers. c 2^256 = c (2^224
 * - 2^192 - 2^96 + 1) is folded once, leaving a value below
 * 2^256 + 2^228 < 2p whose bit 256 fp_csub_n takes.
 */
CAIRN_INLINE void p256_reduce(cairn_limb *r, const cairn_limb *t)
{
    const int64_t c8 = FP_WORD(t, 8), c9 = FP_WORD(t, 9), c10 = FP_WORD(t, 10), c11 = FP_WORD(t, 11);
    const int64_t c12 = FP_WORD(t, 12), c13 = FP_WORD(t, 13), c14 = FP_WORD(t, 14), c15 = FP_WORD(t, 15);
    uint32_t w0, w1, w2, w3, w4, w5, w6, w7;
    int64_t acc, c;

    acc = (int64_t)0xfffffffb + FP_WORD(t, 0) + c8 + c9 - c11 - c12 - c13 - c14;
    w0 = (uint32_t)acc;
    acc = fp_asr32(acc) + 0xffffffff + FP_WORD(t, 1) + c9 + c10 - c12 - c13 - c14 - c15;
    w1 = (uint32_t)acc;
    acc = fp_asr32(acc) + 0xffffffff + FP_WORD(t, 2) + c10 + c11 - c13 - c14 - c15;
    w2 = (uint32_t)acc;
    acc = fp_asr32(acc) + 4 + FP_WORD(t, 3) + 2 * (c11 + c12) + c13 - c15 - c8 - c9;
    w3 = (uint32_t)acc;
    acc = fp_asr32(acc) + FP_WORD(t, 4) + 2 * (c12 + c13) + c14 - c9 - c10;
    w4 = (uint32_t)acc;
    acc = fp_asr32(acc) + FP_WORD(t, 5) + 2 * (c13 + c14) + c15 - c10 - c11;
    w5 = (uint32_t)acc;
    acc = fp_asr32(acc) + 5 + FP_WORD(t, 6) + 3 * c14 + 2 * c15 + c13 - c8 - c9;
    w6 = (uint32_t)acc;
    acc = fp_asr32(acc) + 0xfffffffb + FP_WORD(t, 7) + 3 * c15 + c8 - c10 - c11 - c12 - c13;
    w7 = (uint32_t)acc;
    c = fp_asr32(acc) + 4; /* 0 <= c < 12 */

    acc = (int64_t)w0 + c;
    w0 = (uint32_t)acc;
    acc = fp_asr32(acc) + w1;
    w1 = (uint32_t)acc;
    acc = fp_asr32(acc) + w2;
    w2 = (uint32_t)acc;
    acc = fp_asr32(acc) + w3 - c;
    w3 = (uint32_t)acc;
    acc = fp_asr32(acc) + w4;
    w4 = (uint32_t)acc;
    acc = fp_asr32(acc) + w5;
    w5 = (uint32_t)acc;
    acc = fp_asr32(acc) + w6 - c;
    w6 = (uint32_t)acc;
    acc = fp_asr32(acc) + w7 + c;
    w7 = (uint32_t)acc;
    {
        const cairn_limb lw[CAIRN_BN_LIMBS(256)] = {FP_W2(w0, w1), FP_W2(w2, w3), FP_W2(w4, w5), FP_W2(w6, w7)};
        fp_csub_n(r, lw, (cairn_limb)fp_asr32(acc), p256_p, CAIRN_BN_LIMBS(256));
    }
}
#endif

/* The square-root chain, over f's mul and sqr (fp_p256.c). */
void cairn_ec_p256_sqrt(cairn_limb *r, cairn_limb *ok, const cairn_limb *a, const cairn_ec_field *f);

#endif /* CAIRN_ENABLE_EC */
#endif /* CAIRN_EC_FP_P256_H */
