/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The sum of two public affine points (ec_internal.h), for schemes that
 * combine public points before a secret multiplication (SM2 key exchange's
 * P + x R). The engine's own additions work in projective coordinates
 * inside ec_point.c; this one needs neither its tables nor its scratch, and
 * the one inversion costs nothing next to the multiplication that follows.
 */
#include <string.h>

#include "ec/ec_engine.h"

#if CAIRN_ENABLE_EC

/* see ec_internal.h */
int cairn_ec_point_add_vartime(const cairn_ec_curve_def *c, uint8_t *xy, const uint8_t *pxy, const uint8_t *qxy)
{
    const cairn_ec_field *f = (const cairn_ec_field *)cairn_impl_best(c->impls);
    size_t b = c->bytes, n;
    cairn_fe x1, y1, x2, y2, num, den, lam, t;
    if (f == NULL)
        return CAIRN_ERR_UNSUPPORTED;
    n = f->n;
    memset(x1, 0, sizeof x1);
    memset(y1, 0, sizeof y1);
    memset(x2, 0, sizeof x2);
    memset(y2, 0, sizeof y2);
    (void)cairn_bn_decode(x1, CAIRN_EC_LIMBS, pxy, b);
    (void)cairn_bn_decode(y1, CAIRN_EC_LIMBS, pxy + b, b);
    (void)cairn_bn_decode(x2, CAIRN_EC_LIMBS, qxy, b);
    (void)cairn_bn_decode(y2, CAIRN_EC_LIMBS, qxy + b, b);
    f->to(x1, x1, f);
    f->to(y1, y1, f);
    f->to(x2, x2, f);
    f->to(y2, y2, f);
    if (cairn_bn_eq(x1, x2, n) != 0) {
        f->add(t, y1, y2, f);
        if (cairn_bn_is_zero(t, n) != 0) {
            memset(xy, 0, 2 * b);
            return CAIRN_ERR_INVALID_POINT; /* Q = -P */
        }
        /* tangent: (3 x^2 + a) / 2y */
        f->sqr(num, x1, f);
        f->add(lam, num, num, f);
        f->add(num, lam, num, f);
        memset(t, 0, sizeof t);
        cairn_bn_copy(t, c->eng->k->a, n);
        f->to(t, t, f);
        f->add(num, num, t, f);
        f->add(den, y1, y1, f);
    } else {
        f->sub(num, y2, y1, f);
        f->sub(den, x2, x1, f);
    }
    if (f->inv != NULL)
        f->inv(den, den, f);
    else
        cairn_ec_fe_inv_fermat(den, den, f);
    f->mul(lam, num, den, f);
    f->sqr(t, lam, f); /* x3 = lam^2 - x1 - x2 */
    f->sub(t, t, x1, f);
    f->sub(t, t, x2, f);
    f->sub(num, x1, t, f); /* y3 = lam (x1 - x3) - y1 */
    f->mul(num, lam, num, f);
    f->sub(num, num, y1, f);
    f->from(t, t, f);
    f->from(num, num, f);
    (void)cairn_bn_encode(xy, b, t, CAIRN_EC_LIMBS);
    (void)cairn_bn_encode(xy + b, b, num, CAIRN_EC_LIMBS);
    return CAIRN_OK;
}

#endif
