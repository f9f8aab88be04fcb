/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * ECDH (SEC 1 3.3.1): the shared secret is the x-coordinate of d * Q. The
 * peer's point is validated (a key object was at its import; a SEC 1 point
 * here); every curve here has cofactor 1 and d is in [1, n - 1], so a valid
 * Q never gives the point at infinity.
 */
#include <string.h>

#include "cairn/ec.h"
#include "core/internal.h"
#include "ec/ec_key_internal.h"

#if CAIRN_ENABLE_EC

/* x of d * Q (Q: x || y, validated again by the engine) into shared. */
static int derive(const cairn_ec_curve_def *c, const cairn_impl *impl, const ec_priv *k, const uint8_t *qxy,
                  uint8_t *shared, size_t *len)
{
    uint8_t xy[2 * CAIRN_EC_MAX_BYTES];
    int rc = cairn_ec_mul(c, impl, xy, k->d, qxy);
    if (rc == CAIRN_OK) {
        memcpy(shared, xy, c->bytes);
        *len = c->bytes;
    }
    cairn_wipe(xy, sizeof xy);
    return rc;
}

/* The checks both forms share, in order: NULLs, the key, the output's room,
 * the field implementation. */
static int ecdh_args(const cairn_ec_private_key *key, const uint8_t *shared, size_t cap, const size_t *len,
                     const cairn_impl *impl, const ec_priv **k, const cairn_ec_curve_def **c)
{
    int rc;
    if (shared == NULL || len == NULL)
        return CAIRN_ERR_BAD_ARG;
    if ((*k = cairn_ec_priv_of_d(key, c, &rc)) == NULL)
        return rc;
    if (cap < (*c)->bytes)
        return CAIRN_ERR_BUFFER_TOO_SMALL;
    return cairn_ec_impl_accept(*c, impl);
}

/* On failure: no part of a secret stays in the output. */
static int ecdh_finish(int rc, uint8_t *shared, size_t cap, size_t *len)
{
    if (rc != CAIRN_OK) {
        if (shared != NULL)
            cairn_wipe(shared, cap < CAIRN_EC_MAX_BYTES ? cap : CAIRN_EC_MAX_BYTES);
        if (len != NULL)
            *len = 0;
    }
    return rc;
}

/* see ec_key_internal.h */
int cairn_ecdh_ex(const cairn_ec_private_key *key, const cairn_ec_public_key *peer, uint8_t *shared, size_t cap,
                  size_t *len, const cairn_impl *impl)
{
    const cairn_ec_curve_def *c, *pc;
    const ec_priv *k;
    const ec_pub *p;
    int rc;
    if (len != NULL)
        *len = 0;
    if (peer == NULL)
        return ecdh_finish(CAIRN_ERR_BAD_ARG, shared, cap, len);
    if ((rc = ecdh_args(key, shared, cap, len, impl, &k, &c)) != CAIRN_OK)
        return ecdh_finish(rc, shared, cap, len);
    if ((p = cairn_ec_pub_of(peer, &pc, &rc)) == NULL)
        return ecdh_finish(rc, shared, cap, len);
    if (pc != c)
        return ecdh_finish(CAIRN_ERR_INVALID_KEY, shared, cap, len);
    return ecdh_finish(derive(c, impl, k, p->xy, shared, len), shared, cap, len);
}

/* see cairn/ec.h */
int cairn_ecdh(const cairn_ec_private_key *key, const cairn_ec_public_key *peer, uint8_t *shared, size_t cap,
               size_t *len)
{
    return cairn_ecdh_ex(key, peer, shared, cap, len, NULL);
}

/* see ec_key_internal.h */
int cairn_ecdh_point_ex(const cairn_ec_private_key *key, const uint8_t *point, size_t point_len, uint8_t *shared,
                        size_t cap, size_t *len, const cairn_impl *impl)
{
    const cairn_ec_curve_def *c;
    const ec_priv *k;
    uint8_t qxy[2 * CAIRN_EC_MAX_BYTES];
    int rc;
    if (len != NULL)
        *len = 0;
    if (point == NULL)
        return ecdh_finish(CAIRN_ERR_BAD_ARG, shared, cap, len);
    if ((rc = ecdh_args(key, shared, cap, len, impl, &k, &c)) != CAIRN_OK)
        return ecdh_finish(rc, shared, cap, len);
    rc = cairn_ec_point_decode(c, qxy, point, point_len);
    if (rc == CAIRN_OK)
        rc = derive(c, impl, k, qxy, shared, len);
    return ecdh_finish(rc, shared, cap, len);
}

/* see cairn/ec.h */
int cairn_ecdh_point(const cairn_ec_private_key *key, const uint8_t *point, size_t point_len, uint8_t *shared,
                     size_t cap, size_t *len)
{
    return cairn_ecdh_point_ex(key, point, point_len, shared, cap, len, NULL);
}

#endif /* CAIRN_ENABLE_EC */
