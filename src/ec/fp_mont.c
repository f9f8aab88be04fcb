/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The generic Montgomery field of the Weierstrass engine: any odd prime of
 * at most 521 bits, elements kept as a R mod p (R = 2^(LIMB_BITS n)), the
 * products src/bn's Montgomery rows (its best engine: MULX, UMAAL or C).
 * The NIST curves have faster special-form fields; this one stays as the
 * reference they are cross-tested against, as the small profile's P-256
 * field (ec_curves.c), and as the field of curves with no special form
 * (brainpool, SM2), which take its fixed-size forms below (256, 384 and
 * 512 bits).
 */
#include "ec/ec_engine.h"
#include "ec/fp_special.h"

#if CAIRN_ENABLE_EC

/* The products' scratch is not wiped here: it is overwritten by the next
 * product, and per-product wiping would cost a sizeable part of each one;
 * the engine wipes its own temporaries when a secret operation ends. */
void cairn_ec_fp_mont_mul(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_ec_field *f)
{
    cairn_limb t[2 * CAIRN_EC_LIMBS + 2];
    cairn_bn_montmul(r, a, b, f->p, f->p0i, f->n, t);
}

/* The small profile squares with the product (no squaring code in its
 * images: about 0.5 KiB on Cortex-M). */
void cairn_ec_fp_mont_sqr(cairn_limb *r, const cairn_limb *a, const cairn_ec_field *f)
{
    cairn_limb t[2 * CAIRN_EC_LIMBS + 2];
#if CAIRN_SMALL
    cairn_bn_montmul(r, a, a, f->p, f->p0i, f->n, t);
#else
    cairn_bn_montsqr(r, a, f->p, f->p0i, f->n, t);
#endif
}

#if CAIRN_SMALL
/* The small profile adds and subtracts with src/bn's modular sum and
 * difference, which its scalars mod n link already (a separate pass for the
 * carry, the comparison and the masked correction: a little slower, about
 * 0.25 KiB less on Cortex-M). Same contract: a, b < p, r < p, constant
 * time, r may alias a or b. */
void cairn_ec_fp_mont_add(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_ec_field *f)
{
    cairn_bn_mod_add(r, a, b, f->p, f->n);
}

void cairn_ec_fp_mont_sub(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_ec_field *f)
{
    cairn_bn_mod_sub(r, a, b, f->p, f->n);
}
#else
/* Carries and borrows by comparison: compilers emit flag arithmetic (ADC,
 * SBC, SETcc), no branch. */
static cairn_limb add_carry(cairn_limb a, cairn_limb b, cairn_limb *c)
{
    cairn_limb s = a + *c, c1 = (cairn_limb)(s < *c);
    s += b;
    *c = c1 | (cairn_limb)(s < b);
    return s;
}

static cairn_limb sub_borrow(cairn_limb a, cairn_limb b, cairn_limb *br)
{
    cairn_limb d = a - b - *br;
    *br = (cairn_limb)(a < b) | ((cairn_limb)(a == b) & *br);
    return d;
}

/* r = a + b - p when that is >= 0, else a + b (a, b < p): both computed,
 * one kept by mask */
void cairn_ec_fp_mont_add(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_ec_field *f)
{
    cairn_limb t[CAIRN_EC_LIMBS], u[CAIRN_EC_LIMBS], c = 0, br = 0, m;
    size_t i, n = f->n;
    for (i = 0; i < n; i++)
        t[i] = add_carry(a[i], b[i], &c);
    for (i = 0; i < n; i++)
        u[i] = sub_borrow(t[i], f->p[i], &br);
    /* keep t only when there was no carry out and t < p */
    m = (cairn_limb)0 - (cairn_ct_barrier32((uint32_t)(br & ~c)) & 1u);
    for (i = 0; i < n; i++)
        r[i] = (t[i] & m) | (u[i] & ~m);
}

/* r = a - b, plus p when that borrowed */
void cairn_ec_fp_mont_sub(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_ec_field *f)
{
    cairn_limb t[CAIRN_EC_LIMBS], br = 0, c = 0, m;
    size_t i, n = f->n;
    for (i = 0; i < n; i++)
        t[i] = sub_borrow(a[i], b[i], &br);
    m = (cairn_limb)0 - (cairn_limb)cairn_ct_barrier32((uint32_t)br);
    for (i = 0; i < n; i++)
        r[i] = add_carry(t[i], f->p[i] & m, &c);
}
#endif

/* a R = a * R^2 * R^-1 */
void cairn_ec_fp_mont_to(cairn_limb *r, const cairn_limb *a, const cairn_ec_field *f)
{
    cairn_ec_fp_mont_mul(r, a, f->rr, f);
}

/* a R^-1 = a * 1 * R^-1 (a < p, so the product is fully reduced) */
void cairn_ec_fp_mont_from(cairn_limb *r, const cairn_limb *a, const cairn_ec_field *f)
{
    cairn_fe one;
    cairn_bn_set_word(one, CAIRN_EC_LIMBS, 1);
    cairn_ec_fp_mont_mul(r, a, one, f);
}

/* ---- fixed sizes: the brainpool fields' hooks ----
 *
 * The same arithmetic with the limb count a compile-time constant, so the
 * schoolbook rows of fp_special.h unroll (UMAAL on Cortex-M4/M7): the
 * product or square into 2n limbs, then Montgomery's reduction row by row
 * (SOS): m = t_i p0i makes limb i vanish, the row's carry goes into limb
 * i + n and that addition's carry bit into the next row's, ending in one bit
 * above the n result limbs; the value is below 2p (a, b < p < R), so one
 * masked subtraction finishes. */

/* r = t R^-1 mod p for t[0..2n) < p R (t destroyed) */
CAIRN_INLINE void mont_redc_n(cairn_limb *r, cairn_limb *t, const cairn_limb *p, cairn_limb p0i, size_t n)
{
    cairn_limb top = 0;
    size_t i, j;
    for (i = 0; i < n; i++) {
        cairn_limb m = t[i] * p0i, c = 0;
        for (j = 0; j < n; j++)
            FP_MAC(t[i + j], c, m, p[j]);
        t[i + n] = adc(t[i + n], c, &top);
    }
    fp_csub_n(r, t + n, top, p, n);
}

#define MONT_FIXED(bits)                                                                                               \
    enum { MONT_N##bits = CAIRN_BN_LIMBS(bits) };                                                                      \
    void cairn_ec_fp_mont##bits##_mul(cairn_limb *r, const cairn_limb *a, const cairn_limb *b,                         \
                                      const cairn_ec_field *f)                                                         \
    {                                                                                                                  \
        cairn_limb t[2 * MONT_N##bits];                                                                                \
        fp_mul_wide(t, a, b, MONT_N##bits);                                                                            \
        mont_redc_n(r, t, f->p, f->p0i, MONT_N##bits);                                                                 \
    }                                                                                                                  \
    void cairn_ec_fp_mont##bits##_sqr(cairn_limb *r, const cairn_limb *a, const cairn_ec_field *f)                     \
    {                                                                                                                  \
        cairn_limb t[2 * MONT_N##bits];                                                                                \
        fp_sqr_wide(t, a, MONT_N##bits);                                                                               \
        mont_redc_n(r, t, f->p, f->p0i, MONT_N##bits);                                                                 \
    }                                                                                                                  \
    void cairn_ec_fp_mont##bits##_add(cairn_limb *r, const cairn_limb *a, const cairn_limb *b,                         \
                                      const cairn_ec_field *f)                                                         \
    {                                                                                                                  \
        fp_add_n(r, a, b, f->p, MONT_N##bits);                                                                         \
    }                                                                                                                  \
    void cairn_ec_fp_mont##bits##_sub(cairn_limb *r, const cairn_limb *a, const cairn_limb *b,                         \
                                      const cairn_ec_field *f)                                                         \
    {                                                                                                                  \
        fp_sub_n(r, a, b, f->p, MONT_N##bits);                                                                         \
    }                                                                                                                  \
    void cairn_ec_fp_mont##bits##_to(cairn_limb *r, const cairn_limb *a, const cairn_ec_field *f)                      \
    {                                                                                                                  \
        cairn_ec_fp_mont##bits##_mul(r, a, f->rr, f);                                                                  \
    }                                                                                                                  \
    void cairn_ec_fp_mont##bits##_from(cairn_limb *r, const cairn_limb *a, const cairn_ec_field *f)                    \
    {                                                                                                                  \
        cairn_limb t[2 * MONT_N##bits];                                                                                \
        size_t i;                                                                                                      \
        for (i = 0; i < MONT_N##bits; i++) {                                                                           \
            t[i] = a[i];                                                                                               \
            t[i + MONT_N##bits] = 0;                                                                                   \
        }                                                                                                              \
        mont_redc_n(r, t, f->p, f->p0i, MONT_N##bits);                                                                 \
    }

MONT_FIXED(256)
MONT_FIXED(384)
MONT_FIXED(512)

/* The per-curve field objects are data: ec_consts.c (scripts/gen-ec-tables.py). */

#endif
