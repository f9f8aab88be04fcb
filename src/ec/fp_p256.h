/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * P-256's prime and its Solinas reduction (see fp_p256.c), shared by the
 * portable field and the x86-64 MULX/ADX one (src/accel/x86/ec_p256_mulx.c),
 * which differ in the product only.
 */
#ifndef CAIRN_EC_FP_P256_H
#define CAIRN_EC_FP_P256_H

#include "ec/fp_special.h"

#if CAIRN_ENABLE_EC

static const cairn_limb p256_p[CAIRN_BN_LIMBS(256)] = {FP_W2(0xffffffffu, 0xffffffffu), FP_W2(0xffffffffu, 0),
                                     FP_W2(0, 0), FP_W2(1, 0xffffffffu)};
static const cairn_limb p256_one[CAIRN_BN_LIMBS(256)] = {FP_W2(1, 0)};

/* r = t mod p for a 512-bit t (2N limbs). */
CAIRN_INLINE void p256_reduce(cairn_limb *r, const cairn_limb *t)
{
    const int64_t c8 = FP_WORD(t, 8), c9 = FP_WORD(t, 9), c10 = FP_WORD(t, 10), c11 = FP_WORD(t, 11);
    const int64_t c12 = FP_WORD(t, 12), c13 = FP_WORD(t, 13), c14 = FP_WORD(t, 14), c15 = FP_WORD(t, 15);
    uint32_t w[8];
    int64_t acc, c;

    acc = (int64_t)FP_WORD(t, 0) + c8 + c9 - c11 - c12 - c13 - c14;
    w[0] = (uint32_t)acc;
    acc = fp_asr32(acc) + FP_WORD(t, 1) + c9 + c10 - c12 - c13 - c14 - c15;
    w[1] = (uint32_t)acc;
    acc = fp_asr32(acc) + FP_WORD(t, 2) + c10 + c11 - c13 - c14 - c15;
    w[2] = (uint32_t)acc;
    acc = fp_asr32(acc) + FP_WORD(t, 3) + 2 * (c11 + c12) + c13 - c15 - c8 - c9;
    w[3] = (uint32_t)acc;
    acc = fp_asr32(acc) + FP_WORD(t, 4) + 2 * (c12 + c13) + c14 - c9 - c10;
    w[4] = (uint32_t)acc;
    acc = fp_asr32(acc) + FP_WORD(t, 5) + 2 * (c13 + c14) + c15 - c10 - c11;
    w[5] = (uint32_t)acc;
    acc = fp_asr32(acc) + FP_WORD(t, 6) + 3 * c14 + 2 * c15 + c13 - c8 - c9;
    w[6] = (uint32_t)acc;
    acc = fp_asr32(acc) + FP_WORD(t, 7) + 3 * c15 + c8 - c10 - c11 - c12 - c13;
    w[7] = (uint32_t)acc;
    c = fp_asr32(acc);

    /* the value is w + c 2^256 with -4 <= c <= 6 (the columns' bounds);
     * two folds of c 2^256 = c (2^224 - 2^192 - 2^96 + 1) */
    for (int k = 0; k < 2; k++) {
        acc = (int64_t)w[0] + c;
        w[0] = (uint32_t)acc;
        acc = fp_asr32(acc) + w[1];
        w[1] = (uint32_t)acc;
        acc = fp_asr32(acc) + w[2];
        w[2] = (uint32_t)acc;
        acc = fp_asr32(acc) + w[3] - c;
        w[3] = (uint32_t)acc;
        acc = fp_asr32(acc) + w[4];
        w[4] = (uint32_t)acc;
        acc = fp_asr32(acc) + w[5];
        w[5] = (uint32_t)acc;
        acc = fp_asr32(acc) + w[6] - c;
        w[6] = (uint32_t)acc;
        acc = fp_asr32(acc) + w[7] + c;
        w[7] = (uint32_t)acc;
        c = fp_asr32(acc);
    }
    fp_from_words(r, w, 8);
    fp_csub_n(r, p256_p, CAIRN_BN_LIMBS(256)); /* below 2^256 < 2p */
}

/* The inversion and square-root chains, over f's mul and sqr (fp_p256.c). */
void cairn_ec_p256_inv(cairn_limb *r, const cairn_limb *a, const cairn_ec_field *f);
void cairn_ec_p256_sqrt(cairn_limb *r, cairn_limb *ok, const cairn_limb *a, const cairn_ec_field *f);

#endif /* CAIRN_ENABLE_EC */
#endif /* CAIRN_EC_FP_P256_H */
