/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * GF(p), p = 2^256 - 2^224 + 2^192 + 2^96 - 1 (P-256), elements as their
 * value in 4 x 64 or 8 x 32 limbs (fp_special.h). The product's upper half
 * is folded with the Solinas identities of this p: 2^256 = 2^224 - 2^192 -
 * 2^96 + 1, so each 32-bit word c8..c15 of the 512-bit product lands, with
 * signs, on fixed words of the lower half (FIPS 186-5 / SP 800-186's
 * routine: T + 2 S1 + 2 S2 + S3 + S4 - D1 - D2 - D3 - D4). The reduction
 * (fp_p256.h, shared with the MULX field) sums the terms column by column
 * from a multiple of p that keeps the carry out non-negative, folds that
 * carry once with the same identity, and ends with one masked subtraction
 * of p. With 64-bit limbs and a 128-bit type the columns are 64-bit limbs
 * (128-bit accumulators); otherwise 32-bit words in a signed 64-bit
 * accumulator, which is also the Cortex-M path.
 *
 * Inversion and square root are fixed addition chains (a^(p-2) and
 * a^((p+1)/4), p = 3 mod 4) built on the runs of ones in those exponents.
 * Nothing branches on or indexes by a value.
 */
#include "ec/fp_p256.h"

#if CAIRN_ENABLE_EC

#define N CAIRN_BN_LIMBS(256)

static void p256_mul(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_ec_field *f)
{
    cairn_limb t[2 * N];
    (void)f;
    fp_mul_wide(t, a, b, N);
    p256_reduce(r, t);
}

static void p256_sqr(cairn_limb *r, const cairn_limb *a, const cairn_ec_field *f)
{
    cairn_limb t[2 * N];
    (void)f;
    fp_sqr_wide(t, a, N);
    p256_reduce(r, t);
}

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

static void p256_copy(cairn_limb *r, const cairn_limb *a, const cairn_ec_field *f)
{
    (void)f;
    fp_copy_n(r, a, N);
}

/* r = a^(2^k) * b (k squarings then a product); r may alias a or b. */
static void p256_sqrn_mul(cairn_limb *r, const cairn_limb *a, unsigned k, const cairn_limb *b,
                          const cairn_ec_field *f)
{
    cairn_limb t[N];
    fp_copy_n(t, a, N);
    while (k-- > 0)
        f->sqr(t, t, f);
    f->mul(r, t, b, f);
}

/* x32 = a^(2^32 - 1), x30 = a^(2^30 - 1) (x_k: k ones) through x2, x3,
 * x6, x12, x15: 31 squarings, 7 products. */
static void p256_x30_x32(cairn_limb *x30, cairn_limb *x32, const cairn_limb *a, const cairn_ec_field *f)
{
    cairn_limb x2[N], x3[N], t[N];
    p256_sqrn_mul(x2, a, 1, a, f);
    p256_sqrn_mul(x3, x2, 1, a, f);
    p256_sqrn_mul(t, x3, 3, x3, f);   /* x6 */
    p256_sqrn_mul(t, t, 6, t, f);     /* x12 */
    p256_sqrn_mul(t, t, 3, x3, f);    /* x15 */
    p256_sqrn_mul(x30, t, 15, t, f);  /* x30 */
    p256_sqrn_mul(x32, x30, 2, x2, f); /* x32 */
    cairn_wipe(x2, sizeof x2);
    cairn_wipe(x3, sizeof x3);
    cairn_wipe(t, sizeof t);
}

/* p - 2, from the top: 32 ones, 31 zeros, a one (bit 192), 96 zeros, 94
 * ones, then 01. */
void cairn_ec_p256_inv(cairn_limb *r, const cairn_limb *a, const cairn_ec_field *f)
{
    cairn_limb x30[N], x32[N], t[N];
    p256_x30_x32(x30, x32, a, f);
    p256_sqrn_mul(t, x32, 32, a, f);
    p256_sqrn_mul(t, t, 128, x32, f); /* 96 zeros, then bits 95..64 */
    p256_sqrn_mul(t, t, 32, x32, f);  /* bits 63..32 */
    p256_sqrn_mul(t, t, 30, x30, f);  /* bits 31..2 */
    p256_sqrn_mul(r, t, 2, a, f);     /* bits 1..0 = 01 */
    cairn_wipe(x30, sizeof x30);
    cairn_wipe(x32, sizeof x32);
    cairn_wipe(t, sizeof t);
}

/* (p + 1) / 4 = 2^254 - 2^222 + 2^190 + 2^94: 32 ones, 31 zeros, a one,
 * 95 zeros, a one, 94 zeros. */
void cairn_ec_p256_sqrt(cairn_limb *r, cairn_limb *ok, const cairn_limb *a, const cairn_ec_field *f)
{
    cairn_limb x30[N], x32[N], t[N], s[N];
    p256_x30_x32(x30, x32, a, f);
    p256_sqrn_mul(t, x32, 32, a, f);
    p256_sqrn_mul(t, t, 96, a, f);
    fp_copy_n(s, t, N);
    for (unsigned k = 0; k < 94; k++)
        f->sqr(s, s, f);
    f->sqr(t, s, f);
    *ok = cairn_bn_eq(t, a, N);
    fp_copy_n(r, s, N);
    cairn_wipe(x30, sizeof x30);
    cairn_wipe(x32, sizeof x32);
    cairn_wipe(t, sizeof t);
    cairn_wipe(s, sizeof s);
}

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
    p256_copy,
    p256_copy,
    cairn_ec_p256_inv,
    cairn_ec_p256_sqrt,
    p256_one,
    0,
    NULL,
};

#endif /* CAIRN_ENABLE_EC */
