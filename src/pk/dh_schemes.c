/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * DH-1024 (RFC 2409 Oakley group 2) and DH-2048 (RFC 7919 ffdhe2048) as
 * key-agreement descriptors (cairn/pk.h), the reference benchmark's rows.
 * The secret key is x big-endian at the default exponent length (160 and
 * 224 bits: 20 and 28 bytes), the public key and the shared secret are
 * padded to the length of p. Loaded keys hold the group set up and x, so a
 * derivation through one costs the exponentiation and the peer check.
 *
 * Implementation objects: the bignum engines (cairn_bn_engines); an
 * operation given one runs on a copy of the group switched to it.
 */
#include <string.h>

#include "cairn/pk.h"
#include "core/internal.h"
#include "pk/dh_internal.h"

#if CAIRN_ENABLE_DH

typedef struct dh_loaded {
    dh_grp g;
    size_t xlen;
    uint8_t x[CAIRN_DH_MAX_BYTES];
} dh_loaded;

/* The group of a scheme, on the engine asked for (NULL: the default). */
static int scheme_group(cairn_dh_group *grp, cairn_dh_group_id id, const cairn_impl *impl)
{
    int rc = cairn_dh_group_named(grp, id);
    if (rc == CAIRN_OK && impl != NULL) {
        dh_grp *g = (dh_grp *)(void *)grp;
        cairn_limb m[CAIRN_BN_MAX_LIMBS];
        cairn_bn_copy(m, g->mp.m, g->mp.n);
        rc = cairn_bn_mont_init_ex(&g->mp, m, g->mp.n, impl);
        if (rc != CAIRN_OK)
            memset(grp, 0, sizeof *grp);
    }
    return rc;
}

static int dh_keygen_id(cairn_dh_group_id id, size_t xbytes, uint8_t *sk, size_t *sklen, uint8_t *pk, size_t *pklen,
                        cairn_rng_fn rng, void *rng_state, const cairn_impl *impl)
{
    cairn_dh_group grp;
    int rc = scheme_group(&grp, id, impl);
    if (rc == CAIRN_OK)
        rc = cairn_dh_keygen(&grp, CAIRN_DH_EXP_DEFAULT, sk, xbytes, sklen, pk, cairn_dh_group_bytes(&grp), rng,
                             rng_state);
    if (rc == CAIRN_OK)
        *pklen = cairn_dh_group_bytes(&grp);
    return rc;
}

static int dh_public_id(cairn_dh_group_id id, uint8_t *pk, size_t *pklen, const uint8_t *sk, size_t sklen,
                        const cairn_impl *impl)
{
    cairn_dh_group grp;
    int rc = scheme_group(&grp, id, impl);
    if (rc == CAIRN_OK)
        rc = cairn_dh_public(&grp, sk, sklen, pk, cairn_dh_group_bytes(&grp));
    if (rc == CAIRN_OK)
        *pklen = cairn_dh_group_bytes(&grp);
    return rc;
}

static int dh_load_id(cairn_dh_group_id id, void *obj, int secret, const uint8_t *key, size_t keylen)
{
    dh_loaded *k = obj;
    uint8_t y[CAIRN_DH_MAX_BYTES];
    int rc;
    if (!secret)
        return CAIRN_ERR_BAD_ARG;
    rc = cairn_dh_group_named((cairn_dh_group *)(void *)&k->g, id);
    /* the key's range check: its public value */
    if (rc == CAIRN_OK)
        rc = cairn_dh_public((const cairn_dh_group *)(const void *)&k->g, key, keylen, y, sizeof y);
    if (rc == CAIRN_OK) {
        memcpy(k->x, key, keylen);
        k->xlen = keylen;
    } else {
        cairn_wipe(k, sizeof *k);
    }
    return rc;
}

/* Another engine than the loaded group's: a copy switched to it. */
static CAIRN_NOINLINE int dh_derive_engine(uint8_t *shared, size_t *sharedlen, const dh_loaded *k, const uint8_t *peer,
                                           size_t peerlen, const cairn_impl *impl)
{
    dh_grp g;
    cairn_limb m[CAIRN_BN_MAX_LIMBS];
    int rc;
    memcpy(&g, &k->g, sizeof g);
    cairn_bn_copy(m, g.mp.m, g.mp.n);
    rc = cairn_bn_mont_init_ex(&g.mp, m, g.mp.n, impl);
    if (rc == CAIRN_OK)
        rc = cairn_dh_shared((const cairn_dh_group *)(const void *)&g, k->x, k->xlen, peer, peerlen, CAIRN_DH_PADDED,
                             shared, g.plen, sharedlen);
    return rc;
}

static int dh_derive_loaded(uint8_t *shared, size_t *sharedlen, const void *obj, const uint8_t *peer, size_t peerlen,
                            const cairn_impl *impl)
{
    const dh_loaded *k = obj;
    if (impl != NULL)
        return dh_derive_engine(shared, sharedlen, k, peer, peerlen, impl);
    return cairn_dh_shared((const cairn_dh_group *)(const void *)&k->g, k->x, k->xlen, peer, peerlen, CAIRN_DH_PADDED,
                           shared, k->g.plen, sharedlen);
}

#define DH_SCHEME(sym, name, id, xbytes, pbytes)                                                                       \
    static int sym##_keygen(uint8_t *sk, size_t *sklen, uint8_t *pk, size_t *pklen, cairn_rng_fn rng, void *rng_state, \
                            const cairn_impl *impl)                                                                    \
    {                                                                                                                  \
        return dh_keygen_id(id, xbytes, sk, sklen, pk, pklen, rng, rng_state, impl);                                   \
    }                                                                                                                  \
    static int sym##_public(uint8_t *pk, size_t *pklen, const uint8_t *sk, size_t sklen, const cairn_impl *impl)       \
    {                                                                                                                  \
        return dh_public_id(id, pk, pklen, sk, sklen, impl);                                                           \
    }                                                                                                                  \
    static int sym##_load(void *obj, int secret, const uint8_t *key, size_t keylen)                                    \
    {                                                                                                                  \
        return dh_load_id(id, obj, secret, key, keylen);                                                               \
    }                                                                                                                  \
    const cairn_kex_scheme cairn_kex_##sym = {                                                                         \
        name,         CAIRN_PK_IMPL_KEYGEN | CAIRN_PK_IMPL_PUBLIC | CAIRN_PK_IMPL_DERIVE,                              \
        xbytes,       pbytes,                                                                                          \
        pbytes,       cairn_bn_engines,                                                                                \
        sym##_keygen, sym##_public,                                                                                    \
        NULL,         sizeof(dh_loaded),                                                                               \
        sym##_load,   dh_derive_loaded};

DH_SCHEME(dh1024, "DH-1024", CAIRN_DH_OAKLEY2, 20, 128)
DH_SCHEME(dh2048, "DH-2048", CAIRN_DH_FFDHE2048, 28, 256)

#endif
