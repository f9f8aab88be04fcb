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

void cairn_ec_fp_mont_add(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_ec_field *f)
{
    cairn_bn_mod_add(r, a, b, f->p, f->n);
}

void cairn_ec_fp_mont_sub(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_ec_field *f)
{
    cairn_bn_mod_sub(r, a, b, f->p, f->n);
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
