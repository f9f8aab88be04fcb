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
#define P384_FOLD()                                                                                                \
    do {                                                                                                           \
        acc = (int64_t)w0 + c;                                                                                     \
        w0 = (uint32_t)acc;                                                                                        \
        acc = fp_asr32(acc) + w1 - c;                                                                              \
        w1 = (uint32_t)acc;                                                                                        \
        acc = fp_asr32(acc) + w2;                                                                                  \
        w2 = (uint32_t)acc;                                                                                        \
        acc = fp_asr32(acc) + w3 + c;                                                                              \
        w3 = (uint32_t)acc;                                                                                        \
        acc = fp_asr32(acc) + w4 + c;                                                                              \
        w4 = (uint32_t)acc;                                                                                        \
        acc = fp_asr32(acc) + w5;                                                                          \
        w5 = (uint32_t)acc;                                                                                \
        acc = fp_asr32(acc) + w6;                                                                          \
        w6 = (uint32_t)acc;                                                                                \
        acc = fp_asr32(acc) + w7;                                                                          \
        w7 = (uint32_t)acc;                                                                                \
        acc = fp_asr32(acc) + w8;                                                                          \
        w8 = (uint32_t)acc;                                                                                \
        acc = fp_asr32(acc) + w9;                                                                          \
        w9 = (uint32_t)acc;                                                                                \
        acc = fp_asr32(acc) + w10;                                                                         \
        w10 = (uint32_t)acc;                                                                               \
        acc = fp_asr32(acc) + w11;                                                                         \
        w11 = (uint32_t)acc;                                                                               \
        c = fp_asr32(acc);                                                                                         \
    } while (0)
    P384_FOLD();
#undef P384_FOLD
    {
        const cairn_limb lw[N] = {FP_W2(w0, w1), FP_W2(w2, w3), FP_W2(w4, w5),
                                  FP_W2(w6, w7), FP_W2(w8, w9), FP_W2(w10, w11)};
        fp_csub_n(r, lw, (cairn_limb)c, p384_p, N); /* below 2^384 + 2^132 < 2p */
    }
}

static void p384_mul(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_ec_field *f)
{
    cairn_limb t[2 * N];
    (void)f;
    fp_mul_wide(t, a, b, N);
    p384_reduce(r, t);
}

static void p384_sqr(cairn_limb *r, const cairn_limb *a, const cairn_ec_field *f)
{
    cairn_limb t[2 * N];
    (void)f;
    fp_sqr_wide(t, a, N);
    p384_reduce(r, t);
}

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
    p384_sqrn_mul(t, x3, 3, x3);      /* x6 */
    p384_sqrn_mul(t, t, 6, t);        /* x12 */
    p384_sqrn_mul(x15, t, 3, x3);     /* x15 */
    p384_sqrn_mul(x30, x15, 15, x15); /* x30 */
    p384_sqrn_mul(x32, x30, 2, x2);   /* x32 */
    p384_sqrn_mul(t, x30, 30, x30);   /* x60 */
    p384_sqrn_mul(x255, t, 60, t);    /* x120 */
    p384_sqrn_mul(x255, x255, 120, x255); /* x240 */
    p384_sqrn_mul(x255, x255, 15, x15);   /* x255 */
    cairn_wipe(x2, sizeof x2);
    cairn_wipe(x3, sizeof x3);
    cairn_wipe(x15, sizeof x15);
    cairn_wipe(t, sizeof t);
}

/* p - 2, from the top: 255 ones, a zero (bit 128), 32 ones, 64 zeros, 30 ones, then 01. */
static void p384_inv(cairn_limb *r, const cairn_limb *a, const cairn_ec_field *f)
{
    cairn_limb x255[N], x32[N], x30[N];
    (void)f;
    p384_head(x255, x32, x30, a);
    p384_sqrn_mul(x255, x255, 33, x32);
    p384_sqrn_mul(x255, x255, 94, x30);
    p384_sqrn_mul(r, x255, 2, a);
    cairn_wipe(x255, sizeof x255);
    cairn_wipe(x32, sizeof x32);
    cairn_wipe(x30, sizeof x30);
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
    p384_inv,
    p384_sqrt,
    p384_one,
    0,
    NULL,
};

#endif /* CAIRN_ENABLE_EC */
