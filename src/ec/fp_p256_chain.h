/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * P-256's exponentiation chains on the runs of ones in the exponent, over
 * one field's operations, written once for the files that include this
 * one: fp_p256.c (the square root, over a field's hooks) and the x86-64
 * MULX/ADX field (src/accel/x86/ec_p256_mulx.c: the inversion, with its
 * product and squaring inlined on the chain's own temporaries, no call
 * per operation). Fixed sequences: the exponents are public.
 *
 * The including file defines, then this file undefines:
 *   P256C_SQR(r, a, f), P256C_MUL(r, a, b, f)  the field's operations on N
 *       limbs (outputs may alias inputs; f the field, for hooks)
 *   P256C_INV and/or P256C_SQRT  the names of the functions it wants.
 */

/* r = a^(2^k) * b (k squarings then a product); r may alias a or b. */
static void p256c_sqrn_mul(cairn_limb *r, const cairn_limb *a, unsigned k, const cairn_limb *b,
                           const cairn_ec_field *f)
{
    cairn_limb t[N];
    fp_copy_n(t, a, N);
    while (k-- > 0)
        P256C_SQR(t, t, f);
    P256C_MUL(r, t, b, f);
    cairn_wipe(t, sizeof t);
}

/* x32 = a^(2^32 - 1), x30 = a^(2^30 - 1) (x_k: k ones) through x2, x3,
 * x6, x12, x15: 31 squarings, 7 products. */
static void p256c_x30_x32(cairn_limb *x30, cairn_limb *x32, const cairn_limb *a, const cairn_ec_field *f)
{
    cairn_limb x2[N], x3[N], t[N];
    p256c_sqrn_mul(x2, a, 1, a, f);
    p256c_sqrn_mul(x3, x2, 1, a, f);
    p256c_sqrn_mul(t, x3, 3, x3, f);    /* x6 */
    p256c_sqrn_mul(t, t, 6, t, f);      /* x12 */
    p256c_sqrn_mul(t, t, 3, x3, f);     /* x15 */
    p256c_sqrn_mul(x30, t, 15, t, f);   /* x30 */
    p256c_sqrn_mul(x32, x30, 2, x2, f); /* x32 */
    cairn_wipe(x2, sizeof x2);
    cairn_wipe(x3, sizeof x3);
    cairn_wipe(t, sizeof t);
}

#if defined(P256C_INV)
/* p - 2 = 2^256 - 2^224 + 2^192 + 2^96 - 3: 0xffffffff00000001, 96 zeros,
 * 64 ones and 0xfffffffd (30 ones, a zero, a one): r = a^(p-2) = a^-1 (0
 * for 0), 255 squarings and 12 products, a fixed sequence. r may alias a. */
void P256C_INV(cairn_limb *r, const cairn_limb *a, const cairn_ec_field *f)
{
    cairn_limb x30[N], x32[N], x64[N], t[N];
    unsigned k;
    p256c_x30_x32(x30, x32, a, f);
    fp_copy_n(t, x32, N);
    for (k = 0; k < 32; k++)
        P256C_SQR(t, t, f);
    P256C_MUL(x64, t, x32, f);         /* 64 ones */
    P256C_MUL(t, t, a, f);             /* 0xffffffff00000001 */
    p256c_sqrn_mul(t, t, 160, x64, f); /* 96 zeros, 64 ones */
    p256c_sqrn_mul(t, t, 30, x30, f);  /* 30 ones */
    p256c_sqrn_mul(r, t, 2, a, f);     /* 01 */
    cairn_wipe(x30, sizeof x30);
    cairn_wipe(x32, sizeof x32);
    cairn_wipe(x64, sizeof x64);
    cairn_wipe(t, sizeof t);
}
#endif

#if defined(P256C_SQRT)
/* (p + 1) / 4 = 2^254 - 2^222 + 2^190 + 2^94: 32 ones, 31 zeros, a one,
 * 95 zeros, a one, 94 zeros. ok: all-ones when r^2 = a. */
void P256C_SQRT(cairn_limb *r, cairn_limb *ok, const cairn_limb *a, const cairn_ec_field *f)
{
    cairn_limb x30[N], x32[N], t[N], s[N];
    unsigned k;
    p256c_x30_x32(x30, x32, a, f);
    p256c_sqrn_mul(t, x32, 32, a, f);
    p256c_sqrn_mul(t, t, 96, a, f);
    fp_copy_n(s, t, N);
    for (k = 0; k < 94; k++)
        P256C_SQR(s, s, f);
    P256C_SQR(t, s, f);
    *ok = cairn_bn_eq(t, a, N);
    fp_copy_n(r, s, N);
    cairn_wipe(x30, sizeof x30);
    cairn_wipe(x32, sizeof x32);
    cairn_wipe(t, sizeof t);
    cairn_wipe(s, sizeof s);
}
#endif

#undef P256C_SQR
#undef P256C_MUL
#undef P256C_INV
#undef P256C_SQRT
