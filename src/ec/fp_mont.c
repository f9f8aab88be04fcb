/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The generic Montgomery field of the Weierstrass engine: any odd prime of
 * at most 521 bits, elements kept as a R mod p (R = 2^(LIMB_BITS n)), the
 * products src/bn's Montgomery rows (its best engine: MULX, UMAAL or C).
 * The NIST curves have faster special-form fields; this one stays as the
 * reference they are cross-tested against and as the field of curves with
 * no special form (brainpool, SM2).
 */
#include "ec/ec_engine.h"

#if CAIRN_ENABLE_EC

/* The products' scratch is not wiped here: it is overwritten by the next
 * product, and per-product wiping would cost a sizeable part of each one;
 * the engine wipes its own temporaries when a secret operation ends. */
void cairn_ec_fp_mont_mul(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_ec_field *f)
{
    cairn_limb t[2 * CAIRN_EC_LIMBS + 2];
    cairn_bn_montmul(r, a, b, f->p, f->p0i, f->n, t);
}

void cairn_ec_fp_mont_sqr(cairn_limb *r, const cairn_limb *a, const cairn_ec_field *f)
{
    cairn_limb t[2 * CAIRN_EC_LIMBS + 2];
    cairn_bn_montsqr(r, a, f->p, f->p0i, f->n, t);
}

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

/* The per-curve field objects are data: ec_consts.c (scripts/gen-ec-tables.py). */

#endif
