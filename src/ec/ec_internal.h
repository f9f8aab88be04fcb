/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The Weierstrass engine's interface to the schemes (ECDSA, ECDH, keys,
 * formats; later SM2, brainpool): curves by id, point operations and
 * arithmetic modulo the group order, all on big-endian byte strings of the
 * curve's length (c->bytes) so the schemes never see limbs or a field's
 * representation. The conversions cost nothing next to a scalar
 * multiplication.
 *
 * Constant time: every function runs in time that depends only on the
 * curve, except those named _vartime (public inputs only: verification).
 * Points are affine x || y (2 * c->bytes bytes); the point at infinity has
 * no encoding here and is reported as CAIRN_ERR_INVALID_POINT where it can
 * occur.
 */
#ifndef CAIRN_EC_EC_INTERNAL_H
#define CAIRN_EC_EC_INTERNAL_H

#include "cairn/accel.h"
#include "cairn/ec.h"

struct cairn_ec_engine; /* ec_point.c's per-curve data */

typedef struct cairn_ec_curve_def {
    cairn_ec_curve id;
    const char *name;     /* "P-256" */
    const char *const *aliases; /* other names, NULL-terminated: "secp256r1", "prime256v1" */
    size_t bytes;         /* coordinate and scalar length */
    size_t nbits;         /* bits of the order n */
    const uint8_t *n;     /* the order, big-endian, bytes long */
    const uint8_t *oid;   /* namedCurve OBJECT IDENTIFIER contents (no tag/length) */
    size_t oid_len;
    /* the field implementations, best first (NULL-terminated): the impl
     * objects a caller may pass to the _ex functions */
    const cairn_impl *const *impls;
    const struct cairn_ec_engine *eng;
} cairn_ec_curve_def;

/* Each curve's field implementations (its c->impls), named so that the
 * pk.h descriptors can point at them in their static initialisers. */
extern const cairn_impl *const cairn_ec_p256_impls[];
extern const cairn_impl *const cairn_ec_p384_impls[];
extern const cairn_impl *const cairn_ec_p521_impls[];
extern const cairn_impl *const cairn_ec_sm2_impls[];
extern const cairn_impl *const cairn_ec_bp256r1_impls[];
extern const cairn_impl *const cairn_ec_bp384r1_impls[];
extern const cairn_impl *const cairn_ec_bp512r1_impls[];

/* The curve's definition, or NULL (unknown or not in this build). */
const cairn_ec_curve_def *cairn_ec_curve_get(cairn_ec_curve id);
/* impl NULL: the first usable field implementation; otherwise impl is
 * checked (cairn_impl_accept with CAIRN_PRIM_EC_FIELD) and must be one of
 * c->impls (CAIRN_ERR_BAD_ARG otherwise). The engine functions take the
 * accepted object; passing NULL to them means "best". */
int cairn_ec_impl_accept(const cairn_ec_curve_def *c, const cairn_impl *impl);

/* ---------------------------------------------------------------- points */

/* xy = k * G, k in [1, n - 1] (the caller checks; other k give an
 * unspecified point, never an out-of-bounds access). Constant time. */
int cairn_ec_mul_base(const cairn_ec_curve_def *c, const cairn_impl *impl, uint8_t *xy, const uint8_t *k);
/* xy = k * P, P validated here (CAIRN_ERR_INVALID_POINT, xy zeroed).
 * Constant time in k and in the result. */
int cairn_ec_mul(const cairn_ec_curve_def *c, const cairn_impl *impl, uint8_t *xy, const uint8_t *k,
                 const uint8_t *pxy);
/* x = the x-coordinate of u1 * G + u2 * Q (u1, u2 < n; Q validated by the
 * caller), or CAIRN_ERR_INVALID_POINT when the sum is the point at infinity.
 * Variable time: public inputs only. */
int cairn_ec_mul2_vartime(const cairn_ec_curve_def *c, const cairn_impl *impl, uint8_t *x, const uint8_t *u1,
                          const uint8_t *u2, const uint8_t *qxy);
/* ECDSA's final check: CAIRN_OK when the x-coordinate of u1 * G + u2 * Q,
 * reduced mod n, is r (r < n, big-endian; u1, u2 < n; Q validated by the
 * caller), CAIRN_ERR_BAD_SIGNATURE when it is not, CAIRN_ERR_INVALID_POINT
 * when the sum is the point at infinity. Compared in Jacobian coordinates
 * (no inversion). Variable time: public inputs only. */
int cairn_ec_mul2_check_vartime(const cairn_ec_curve_def *c, const cairn_impl *impl, const uint8_t *r,
                                const uint8_t *u1, const uint8_t *u2, const uint8_t *qxy);
/* xy = P + Q for affine P, Q on the curve (validated by the caller), by the
 * affine chord and tangent formulas on the curve's best field; CAIRN_ERR_INVALID_POINT when the sum is the point at infinity.
 * Variable time: public points only (SM2 key exchange's P + x R). */
int cairn_ec_point_add_vartime(const cairn_ec_curve_def *c, uint8_t *xy, const uint8_t *pxy, const uint8_t *qxy);
/* CAIRN_OK when x, y < p and y^2 = x^3 + a x + b; CAIRN_ERR_INVALID_POINT otherwise. */
int cairn_ec_point_check(const cairn_ec_curve_def *c, const uint8_t *xy);
/* y with the parity odd (0/1) for x (x < p and x^3 + a x + b a square), or
 * CAIRN_ERR_INVALID_POINT. */
int cairn_ec_point_decompress(const cairn_ec_curve_def *c, uint8_t *y, const uint8_t *x, unsigned odd);

/* ------------------------------------------------------ scalars modulo n */
/* All-ones (as an int: 1) when 1 <= k < n, 0 otherwise; constant time. */
int cairn_ec_scalar_valid(const cairn_ec_curve_def *c, const uint8_t *k);
/* e = bits2int(h) mod n (FIPS 186-5 / RFC 6979 2.3.2 then a reduction):
 * the leftmost nbits bits of h, reduced modulo n. */
void cairn_ec_scalar_from_digest(const cairn_ec_curve_def *c, uint8_t *e, const uint8_t *h, size_t hlen);
/* r = x mod n for x < 2^(8 * bytes) with x < 2n (a field element, for ECDSA's r). */
void cairn_ec_scalar_reduce(const cairn_ec_curve_def *c, uint8_t *r, const uint8_t *x);
/* r = a * b, a + b mod n; r = a^-1 mod n (a != 0 mod n; 0 gives 0). Constant time. */
void cairn_ec_scalar_mul(const cairn_ec_curve_def *c, uint8_t *r, const uint8_t *a, const uint8_t *b);
void cairn_ec_scalar_add(const cairn_ec_curve_def *c, uint8_t *r, const uint8_t *a, const uint8_t *b);
/* r = a - b mod n (a, b < n). Constant time. */
void cairn_ec_scalar_sub(const cairn_ec_curve_def *c, uint8_t *r, const uint8_t *a, const uint8_t *b);
void cairn_ec_scalar_inv(const cairn_ec_curve_def *c, uint8_t *r, const uint8_t *a);
/* the same in variable time, for a public a (0 gives 0); the small profile
 * has no variable-time inversion (src/bn's binary GCD) and takes the above */
#if CAIRN_SMALL
#define cairn_ec_scalar_inv_vartime cairn_ec_scalar_inv
#else
void cairn_ec_scalar_inv_vartime(const cairn_ec_curve_def *c, uint8_t *r, const uint8_t *a);
#endif

#endif /* CAIRN_EC_EC_INTERNAL_H */
