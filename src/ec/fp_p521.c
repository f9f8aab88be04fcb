/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * GF(p), p = 2^521 - 1 (P-521), elements as their value in 9 x 64 or
 * 17 x 32 limbs (fp_special.h), the top limb holding 9 bits. The product
 * t < 2^1042 is folded at bit 521 (2^521 = 1): t mod p = lo + hi with
 * lo = t mod 2^521 and hi = t >> 521, both below 2^521. With u = lo + hi + 1
 * (below 2^522) the canonical residue is (u mod 2^521) - 1 + (u >> 521): u's
 * bit 521 is set exactly when lo + hi >= p, and then the fold of that bit and
 * the -1 cancel. Two carry chains, no comparison with p.
 * Inversion is a^(p-2) by a doubling chain to x512 = a^(2^512 - 1); the
 * square root is a^((p+1)/4) = a^(2^519), 519 squarings. Nothing branches
 * on or indexes by a value.
 */
#include "ec/fp_special.h"

#if CAIRN_ENABLE_EC

#define N CAIRN_BN_LIMBS(521)
#define TOP ((cairn_limb)0x1ff) /* bits of the top limb: 521 = LB (N - 1) + 9 */

static const cairn_limb p521_p[N] = {
#if CAIRN_BN_LIMB_BITS == 64
    (cairn_limb)-1, (cairn_limb)-1, (cairn_limb)-1, (cairn_limb)-1, (cairn_limb)-1,
    (cairn_limb)-1, (cairn_limb)-1, (cairn_limb)-1, TOP,
#else
    (cairn_limb)-1, (cairn_limb)-1, (cairn_limb)-1, (cairn_limb)-1, (cairn_limb)-1, (cairn_limb)-1,
    (cairn_limb)-1, (cairn_limb)-1, (cairn_limb)-1, (cairn_limb)-1, (cairn_limb)-1, (cairn_limb)-1,
    (cairn_limb)-1, (cairn_limb)-1, (cairn_limb)-1, (cairn_limb)-1, TOP,
#endif
};
static const cairn_limb p521_one[N] = {1};

/* r = t mod p for t < 2^1042 (2N limbs). */
CAIRN_INLINE void p521_reduce(cairn_limb *r, const cairn_limb *t)
{
    cairn_limb u[N], c = 1, b;
    size_t i;
    for (i = 0; i + 1 < N; i++)
        u[i] = adc(t[i], (t[N - 1 + i] >> 9) | (t[N + i] << (LB - 9)), &c);
    u[N - 1] = (t[N - 1] & TOP) + (t[2 * N - 2] >> 9) + (t[2 * N - 1] << (LB - 9)) + c;
    b = u[N - 1] >> 9;
    u[N - 1] &= TOP;
    b ^= 1; /* subtract 1 - b */
    for (i = 0; i < N; i++)
        r[i] = sbb(u[i], 0, &b);
}

static void p521_mul(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_ec_field *f)
{
    cairn_limb t[2 * N];
    (void)f;
    fp_mul_wide(t, a, b, N);
    p521_reduce(r, t);
}

static void p521_sqr(cairn_limb *r, const cairn_limb *a, const cairn_ec_field *f)
{
    cairn_limb t[2 * N];
    (void)f;
    fp_sqr_wide(t, a, N);
    p521_reduce(r, t);
}

static void p521_add(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_ec_field *f)
{
    (void)f;
    fp_add_n(r, a, b, p521_p, N);
}

static void p521_sub(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_ec_field *f)
{
    (void)f;
    fp_sub_n(r, a, b, p521_p, N);
}

static void p521_copy(cairn_limb *r, const cairn_limb *a, const cairn_ec_field *f)
{
    (void)f;
    fp_copy_n(r, a, N);
}

/* r = a^(2^k) * b; r may alias a or b. */
static void p521_sqrn_mul(cairn_limb *r, const cairn_limb *a, unsigned k, const cairn_limb *b)
{
    cairn_limb t[N];
    fp_copy_n(t, a, N);
    while (k-- > 0)
        p521_sqr(t, t, NULL);
    p521_mul(r, t, b, NULL);
    cairn_wipe(t, sizeof t);
}

/* p - 2 = 2^521 - 3: 519 ones, then 01. x_k = a^(2^k - 1). */
static void p521_inv(cairn_limb *r, const cairn_limb *a, const cairn_ec_field *f)
{
    cairn_limb x2[N], x3[N], x7[N], t[N];
    unsigned k;
    (void)f;
    p521_sqrn_mul(x2, a, 1, a);
    p521_sqrn_mul(x3, x2, 1, a);
    p521_sqrn_mul(t, x2, 2, x2);  /* x4 */
    p521_sqrn_mul(x7, t, 3, x3);  /* x7 */
    p521_sqrn_mul(t, t, 4, t);    /* x8 */
    for (k = 8; k < 512; k <<= 1) /* x16, ..., x512 */
        p521_sqrn_mul(t, t, k, t);
    p521_sqrn_mul(t, t, 7, x7); /* x519 */
    p521_sqrn_mul(r, t, 2, a);
    cairn_wipe(x2, sizeof x2);
    cairn_wipe(x3, sizeof x3);
    cairn_wipe(x7, sizeof x7);
    cairn_wipe(t, sizeof t);
}

/* (p + 1) / 4 = 2^519 */
static void p521_sqrt(cairn_limb *r, cairn_limb *ok, const cairn_limb *a, const cairn_ec_field *f)
{
    cairn_limb s[N], t[N];
    unsigned k;
    (void)f;
    fp_copy_n(s, a, N);
    for (k = 0; k < 519; k++)
        p521_sqr(s, s, NULL);
    p521_sqr(t, s, NULL);
    *ok = cairn_bn_eq(t, a, N);
    fp_copy_n(r, s, N);
    cairn_wipe(s, sizeof s);
    cairn_wipe(t, sizeof t);
}

const cairn_ec_field cairn_ec_fp_p521 = {
#if CAIRN_BN_LIMB_BITS == 64
    {"c64", CAIRN_PRIM_EC_FIELD, 0},
#else
    {"c32", CAIRN_PRIM_EC_FIELD, 0},
#endif
    N,
    66,
    p521_p,
    p521_mul,
    p521_sqr,
    p521_add,
    p521_sub,
    p521_copy,
    p521_copy,
    p521_inv,
    p521_sqrt,
    p521_one,
    0,
    NULL,
};

#endif /* CAIRN_ENABLE_EC */
