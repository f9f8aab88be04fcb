/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * P-256's prime, its reductions (see fp_p256.c: Montgomery's with 64-bit
 * limbs, Solinas's with 32-bit ones) and the square-root chain, shared by the
 * portable field and the x86-64 MULX/ADX one (src/accel/x86/ec_p256_mulx.c,
 * whose assembly follows the 64-bit Montgomery steps here).
 */
#ifndef CAIRN_EC_FP_P256_H
#define CAIRN_EC_FP_P256_H

#include "ec/fp_special.h"

#if CAIRN_ENABLE_EC

static const cairn_limb p256_p[CAIRN_BN_LIMBS(256)] = {FP_W2(0xffffffffu, 0xffffffffu), FP_W2(0xffffffffu, 0),
                                                       FP_W2(0, 0), FP_W2(1, 0xffffffffu)};
#if CAIRN_BN_LIMB_BITS == 64
/*
 * With 64-bit limbs the field keeps a R mod p, R = 2^256 (Montgomery), and
 * the product's reduction is Montgomery's: p = -1 mod 2^64, so the factor
 * of each step is the low limb m itself (-p^-1 mod 2^64 = 1), and m p is
 * sparse: m (2^64 - 1) + m (2^32 - 1) 2^64 = m 2^96 - m clears the low limb
 * and leaves m << 32 and m >> 32 on the next two, and m p3 (p3 =
 * 0xffffffff00000001, one 64 x 64 product) goes on the two above: four
 * steps, one product each, no 32-bit word shuffling (what made the Solinas
 * columns of the plain representation the longer part of a product on
 * 64-bit hosts). The x86-64 MULX/ADX field does the same steps in assembly.
 */
static const cairn_limb p256_one[CAIRN_BN_LIMBS(256)] = {0x0000000000000001u, 0xffffffff00000000u,
                                                         0xffffffffffffffffu, 0x00000000fffffffeu}; /* R mod p */
static const cairn_limb p256_rr[CAIRN_BN_LIMBS(256)] = {0x0000000000000003u, 0xfffffffbffffffffu,
                                                        0xfffffffffffffffeu, 0x00000004fffffffdu}; /* R^2 mod p */
#define P256_P3 0xffffffff00000001u

/* r = t R^-1 mod p for t < p R (8 limbs; t is clobbered): the four steps,
 * each carry rippled to the top (t8), then the sum (below 2p) less p
 * under fp_csub_n's mask. */
CAIRN_INLINE void p256_mont_reduce(cairn_limb *r, cairn_limb *t)
{
    cairn_limb t8 = 0, m, lo, hi, c;
    size_t i, j;
    for (i = 0; i < 4; i++) {
        m = t[i];
        lo = mac(m, P256_P3, 0, 0, &hi);
        c = 0;
        t[i + 1] = adc(t[i + 1], m << 32, &c);
        t[i + 2] = adc(t[i + 2], m >> 32, &c);
        t[i + 3] = adc(t[i + 3], lo, &c);
        t[i + 4] = adc(t[i + 4], hi, &c);
        for (j = i + 5; j < 8; j++)
            t[j] = adc(t[j], 0, &c);
        t8 += c;
    }
    fp_csub_n(r, t + 4, t8, p256_p, 4);
}
#else
static const cairn_limb p256_one[CAIRN_BN_LIMBS(256)] = {FP_W2(1, 0)};

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

/* The square-root chain (fp_p256_chain.h), over f's mul and sqr (fp_p256.c). */
void cairn_ec_p256_sqrt(cairn_limb *r, cairn_limb *ok, const cairn_limb *a, const cairn_ec_field *f);

#endif /* CAIRN_ENABLE_EC */
#endif /* CAIRN_EC_FP_P256_H */
