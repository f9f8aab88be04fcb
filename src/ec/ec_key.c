/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * EC key objects (cairn/ec.h): generation by rejection sampling, import and
 * export of the private scalar, SEC 1 points, public keys from private ones.
 * A private key keeps d * G, computed once here, so that neither signing
 * nor the formats recompute it.
 */
#include <string.h>

#include "cairn/ec.h"
#include "core/internal.h"
#include "ec/ec_key_internal.h"

#if CAIRN_ENABLE_EC

/* Redraws before key generation gives up: a candidate is out of range with
 * probability below 2^-32 on the NIST curves and below 1/2 on brainpool
 * (about 0.45 on brainpoolP384r1), so 256 in a row (2^-290) means the rng
 * returns constant or broken output. */
#define EC_KEYGEN_TRIES 256

/* The view of a private key object whose magic is EC_PRIV_MAGIC, or also
 * EC_PRIV_D_MAGIC when d_only is allowed. */
static const ec_priv *priv_view(const cairn_ec_private_key *key, const cairn_ec_curve_def **c, int *rc, int d_ok)
{
    const ec_priv *k;
    *c = NULL;
    if (key == NULL) {
        *rc = CAIRN_ERR_BAD_ARG;
        return NULL;
    }
    k = (const ec_priv *)(const void *)key->opaque;
    if (k->magic != EC_PRIV_MAGIC && !(d_ok && k->magic == EC_PRIV_D_MAGIC)) {
        *rc = CAIRN_ERR_STATE;
        return NULL;
    }
    if ((*c = cairn_ec_curve_get((cairn_ec_curve)k->curve)) == NULL) {
        *rc = CAIRN_ERR_UNSUPPORTED;
        return NULL;
    }
    *rc = CAIRN_OK;
    return k;
}

/* see ec_key_internal.h */
const ec_priv *cairn_ec_priv_of(const cairn_ec_private_key *key, const cairn_ec_curve_def **c, int *rc)
{
    return priv_view(key, c, rc, 0);
}

/* see ec_key_internal.h */
const ec_priv *cairn_ec_priv_of_d(const cairn_ec_private_key *key, const cairn_ec_curve_def **c, int *rc)
{
    return priv_view(key, c, rc, 1);
}

/* see ec_key_internal.h */
const ec_pub *cairn_ec_pub_of(const cairn_ec_public_key *pub, const cairn_ec_curve_def **c, int *rc)
{
    const ec_pub *k;
    *c = NULL;
    if (pub == NULL) {
        *rc = CAIRN_ERR_BAD_ARG;
        return NULL;
    }
    k = (const ec_pub *)(const void *)pub->opaque;
    if (k->magic != EC_PUB_MAGIC) {
        *rc = CAIRN_ERR_STATE;
        return NULL;
    }
    if ((*c = cairn_ec_curve_get((cairn_ec_curve)k->curve)) == NULL) {
        *rc = CAIRN_ERR_UNSUPPORTED;
        return NULL;
    }
    *rc = CAIRN_OK;
    return k;
}

/* d (already checked to be in [1, n - 1]) and its public point into key. */
static int priv_set(cairn_ec_private_key *key, const cairn_ec_curve_def *c, const uint8_t *d, const cairn_impl *impl)
{
    ec_priv *k = (ec_priv *)(void *)key->opaque;
    int rc;
    cairn_wipe(key, sizeof *key);
    memcpy(k->d, d, c->bytes);
    rc = cairn_ec_mul_base(c, impl, k->xy, k->d);
    if (rc != CAIRN_OK) {
        cairn_wipe(key, sizeof *key);
        return rc;
    }
    k->curve = (uint32_t)c->id;
    k->magic = EC_PRIV_MAGIC;
    return CAIRN_OK;
}

/* see ec_key_internal.h */
int cairn_ec_private_key_generate_ex(cairn_ec_private_key *key, cairn_ec_curve curve, cairn_rng_fn rng, void *rng_state,
                                     const cairn_impl *impl)
{
    const cairn_ec_curve_def *c;
    uint8_t d[CAIRN_EC_MAX_BYTES];
    unsigned top_bits;
    uint8_t top_mask;
    int rc, tries, ok = 0;
    if (key == NULL)
        return CAIRN_ERR_BAD_ARG;
    cairn_wipe(key, sizeof *key);
    if (rng == NULL)
        return CAIRN_ERR_BAD_ARG;
    if ((c = cairn_ec_curve_get(curve)) == NULL)
        return CAIRN_ERR_UNSUPPORTED;
    if ((rc = cairn_ec_impl_accept(c, impl)) != CAIRN_OK)
        return rc;
    /* as many bits as the order has: the top byte keeps nbits mod 8 of its bits */
    top_bits = (unsigned)(c->nbits & 7u);
    top_mask = top_bits == 0 ? 0xffu : (uint8_t)((1u << top_bits) - 1u);
    for (tries = 0; tries < EC_KEYGEN_TRIES && !ok; tries++) {
        uint32_t valid;
        if (rng(rng_state, d, c->bytes) != CAIRN_OK) {
            cairn_wipe(d, sizeof d);
            return CAIRN_ERR_RNG;
        }
        d[0] &= top_mask;
        /* whether a candidate is kept says nothing about the one kept */
        valid = (uint32_t)cairn_ec_scalar_valid(c, d);
        CAIRN_DECLASSIFY(&valid, sizeof valid);
        ok = valid != 0;
    }
    rc = ok ? priv_set(key, c, d, impl) : CAIRN_ERR_RNG;
    cairn_wipe(d, sizeof d);
    return rc;
}

/* see cairn/ec.h */
int cairn_ec_private_key_generate(cairn_ec_private_key *key, cairn_ec_curve curve, cairn_rng_fn rng, void *rng_state)
{
    return cairn_ec_private_key_generate_ex(key, curve, rng, rng_state, NULL);
}

/* see ec_key_internal.h */
int cairn_ec_private_key_import_ex(cairn_ec_private_key *key, cairn_ec_curve curve, const uint8_t *d, size_t dlen,
                                   const cairn_impl *impl)
{
    const cairn_ec_curve_def *c;
    uint32_t valid;
    int rc;
    if (key == NULL)
        return CAIRN_ERR_BAD_ARG;
    cairn_wipe(key, sizeof *key);
    if (d == NULL)
        return CAIRN_ERR_BAD_ARG;
    if ((c = cairn_ec_curve_get(curve)) == NULL)
        return CAIRN_ERR_UNSUPPORTED;
    if ((rc = cairn_ec_impl_accept(c, impl)) != CAIRN_OK)
        return rc;
    if (dlen != c->bytes)
        return CAIRN_ERR_BAD_LENGTH;
    /* a refused scalar is reported; an accepted one is not revealed by that */
    valid = (uint32_t)cairn_ec_scalar_valid(c, d);
    CAIRN_DECLASSIFY(&valid, sizeof valid);
    if (!valid)
        return CAIRN_ERR_INVALID_KEY;
    return priv_set(key, c, d, impl);
}

/* see cairn/ec.h */
int cairn_ec_private_key_import(cairn_ec_private_key *key, cairn_ec_curve curve, const uint8_t *d, size_t dlen)
{
    return cairn_ec_private_key_import_ex(key, curve, d, dlen, NULL);
}

/* see ec_key_internal.h */
int cairn_ec_private_key_import_d(cairn_ec_private_key *key, cairn_ec_curve curve, const uint8_t *d, size_t dlen)
{
    const cairn_ec_curve_def *c;
    ec_priv *k;
    uint32_t valid;
    if (key == NULL)
        return CAIRN_ERR_BAD_ARG;
    cairn_wipe(key, sizeof *key);
    if (d == NULL)
        return CAIRN_ERR_BAD_ARG;
    if ((c = cairn_ec_curve_get(curve)) == NULL)
        return CAIRN_ERR_UNSUPPORTED;
    if (dlen != c->bytes)
        return CAIRN_ERR_BAD_LENGTH;
    valid = (uint32_t)cairn_ec_scalar_valid(c, d);
    CAIRN_DECLASSIFY(&valid, sizeof valid);
    if (!valid)
        return CAIRN_ERR_INVALID_KEY;
    k = (ec_priv *)(void *)key->opaque;
    memcpy(k->d, d, c->bytes);
    k->curve = (uint32_t)c->id;
    k->magic = EC_PRIV_D_MAGIC;
    return CAIRN_OK;
}

/* see cairn/ec.h */
int cairn_ec_private_key_export(const cairn_ec_private_key *key, uint8_t *d, size_t cap, size_t *dlen)
{
    const cairn_ec_curve_def *c;
    const ec_priv *k;
    int rc;
    if (dlen != NULL)
        *dlen = 0;
    if (d == NULL || dlen == NULL)
        return CAIRN_ERR_BAD_ARG;
    if ((k = cairn_ec_priv_of(key, &c, &rc)) == NULL)
        return rc;
    if (cap < c->bytes) {
        memset(d, 0, cap);
        return CAIRN_ERR_BUFFER_TOO_SMALL;
    }
    memcpy(d, k->d, c->bytes);
    *dlen = c->bytes;
    return CAIRN_OK;
}

/* see cairn/ec.h */
int cairn_ec_public_key_from_private(cairn_ec_public_key *pub, const cairn_ec_private_key *key)
{
    const cairn_ec_curve_def *c;
    const ec_priv *k;
    ec_pub *p;
    int rc;
    if (pub == NULL)
        return CAIRN_ERR_BAD_ARG;
    cairn_wipe(pub, sizeof *pub);
    if ((k = cairn_ec_priv_of(key, &c, &rc)) == NULL)
        return rc;
    p = (ec_pub *)(void *)pub->opaque;
    memcpy(p->xy, k->xy, 2 * c->bytes);
    p->curve = k->curve;
    p->magic = EC_PUB_MAGIC;
    return CAIRN_OK;
}

/* see ec_key_internal.h */
int cairn_ec_point_decode_uncompressed(const cairn_ec_curve_def *c, uint8_t *xy, const uint8_t *point, size_t len)
{
    size_t b = c->bytes;
    int rc = CAIRN_ERR_INVALID_POINT;
    if (len == 1 + 2 * b && point[0] == 0x04) {
        memcpy(xy, point + 1, 2 * b);
        rc = cairn_ec_point_check(c, xy);
    }
    if (rc != CAIRN_OK) {
        memset(xy, 0, 2 * b);
        rc = CAIRN_ERR_INVALID_POINT;
    }
    return rc;
}

/* see ec_key_internal.h */
int cairn_ec_point_decode(const cairn_ec_curve_def *c, uint8_t *xy, const uint8_t *point, size_t len)
{
    size_t b = c->bytes;
    int rc;
    if (len != 1 + b || (point[0] != 0x02 && point[0] != 0x03))
        return cairn_ec_point_decode_uncompressed(c, xy, point, len);
    memcpy(xy, point + 1, b);
    rc = cairn_ec_point_decompress(c, xy + b, xy, point[0] & 1u);
    if (rc != CAIRN_OK) {
        memset(xy, 0, 2 * b);
        rc = CAIRN_ERR_INVALID_POINT;
    }
    return rc;
}

/* A public key from point through decode (either of the two above; the
 * uncompressed-only entry passes the one that links no square root). */
static int pub_import(cairn_ec_public_key *pub, cairn_ec_curve curve, const uint8_t *point, size_t len,
                      int (*decode)(const cairn_ec_curve_def *, uint8_t *, const uint8_t *, size_t))
{
    const cairn_ec_curve_def *c;
    ec_pub *p;
    int rc;
    if (pub == NULL)
        return CAIRN_ERR_BAD_ARG;
    cairn_wipe(pub, sizeof *pub);
    if (point == NULL)
        return CAIRN_ERR_BAD_ARG;
    if ((c = cairn_ec_curve_get(curve)) == NULL)
        return CAIRN_ERR_UNSUPPORTED;
    p = (ec_pub *)(void *)pub->opaque;
    if ((rc = decode(c, p->xy, point, len)) != CAIRN_OK) {
        cairn_wipe(pub, sizeof *pub);
        return rc;
    }
    p->curve = (uint32_t)c->id;
    p->magic = EC_PUB_MAGIC;
    return CAIRN_OK;
}

/* see cairn/ec.h */
int cairn_ec_public_key_import(cairn_ec_public_key *pub, cairn_ec_curve curve, const uint8_t *point, size_t len)
{
    return pub_import(pub, curve, point, len, cairn_ec_point_decode);
}

/* see cairn/ec.h */
int cairn_ec_public_key_import_uncompressed(cairn_ec_public_key *pub, cairn_ec_curve curve, const uint8_t *point,
                                            size_t len)
{
    return pub_import(pub, curve, point, len, cairn_ec_point_decode_uncompressed);
}

/* see cairn/ec.h */
int cairn_ec_public_key_export(const cairn_ec_public_key *pub, int compressed, uint8_t *out, size_t cap, size_t *len)
{
    const cairn_ec_curve_def *c;
    const ec_pub *p;
    size_t need;
    int rc;
    if (len != NULL)
        *len = 0;
    if (out == NULL || len == NULL)
        return CAIRN_ERR_BAD_ARG;
    if ((p = cairn_ec_pub_of(pub, &c, &rc)) == NULL)
        return rc;
    need = compressed ? 1 + c->bytes : 1 + 2 * c->bytes;
    if (cap < need) {
        memset(out, 0, cap);
        return CAIRN_ERR_BUFFER_TOO_SMALL;
    }
    if (compressed) {
        out[0] = (uint8_t)(0x02u | (p->xy[2 * c->bytes - 1] & 1u));
        memcpy(out + 1, p->xy, c->bytes);
    } else {
        out[0] = 0x04;
        memcpy(out + 1, p->xy, 2 * c->bytes);
    }
    *len = need;
    return CAIRN_OK;
}

/* see cairn/ec.h */
cairn_ec_curve cairn_ec_private_key_curve(const cairn_ec_private_key *key)
{
    const cairn_ec_curve_def *c;
    int rc;
    return cairn_ec_priv_of(key, &c, &rc) != NULL ? c->id : (cairn_ec_curve)0;
}

/* see cairn/ec.h */
cairn_ec_curve cairn_ec_public_key_curve(const cairn_ec_public_key *pub)
{
    const cairn_ec_curve_def *c;
    int rc;
    return cairn_ec_pub_of(pub, &c, &rc) != NULL ? c->id : (cairn_ec_curve)0;
}

/* see cairn/ec.h */
void cairn_ec_private_key_wipe(cairn_ec_private_key *key)
{
    if (key != NULL)
        cairn_wipe(key, sizeof *key);
}

/* see cairn/ec.h */
void cairn_ec_public_key_wipe(cairn_ec_public_key *pub)
{
    if (pub != NULL)
        cairn_wipe(pub, sizeof *pub);
}

#endif /* CAIRN_ENABLE_EC */
