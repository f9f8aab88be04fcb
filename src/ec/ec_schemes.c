/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * ECDSA and ECDH on P-256/P-384/P-521 and brainpoolP256r1/384r1/512r1,
 * ECDH on the SM2 curve and SM2 signatures as pk.h descriptors, the
 * reference benchmark's rows. Secret key: the raw scalar d (curve bytes);
 * public key: the uncompressed SEC 1 point; signature: P1363 r || s over
 * SHA-256, SHA-384, SHA-512 by the curve's size (256, 384, 512 or 521
 * bits; SM2: SM3 with the default ID); shared secret: the x-coordinate.
 * Signing is hedged when the caller gives an rng (RFC 6979 with additional
 * data) and deterministic without. Loaded keys are the key objects of
 * cairn/ec.h, so an operation through a loaded key does not recompute d * G
 * or revalidate the point; the byte-level hooks sign and derive from d alone
 * (no d * G either) and validate the public key they are given.
 *
 * Implementation objects: the curve's field implementations (c->impls);
 * every operation runs on the one given.
 */
#include "cairn/ec.h"
#include "cairn/pk.h"
#include "cairn/sm2.h"
#include "core/internal.h"
#include "ec/ec_key_internal.h"

#if CAIRN_ENABLE_EC && CAIRN_ENABLE_SHA256 && CAIRN_ENABLE_SHA512

/* A new key pair of the curve: d and the uncompressed point. */
static int ec_keygen(cairn_ec_curve curve, uint8_t *sk, size_t *sklen, uint8_t *pk, size_t *pklen, cairn_rng_fn rng,
                     void *rng_state, const cairn_impl *impl)
{
    cairn_ec_private_key key;
    cairn_ec_public_key pub;
    size_t b = cairn_ec_curve_bytes(curve);
    int rc = cairn_ec_private_key_generate_ex(&key, curve, rng, rng_state, impl);
    if (rc == CAIRN_OK)
        rc = cairn_ec_private_key_export(&key, sk, b, sklen);
    if (rc == CAIRN_OK)
        rc = cairn_ec_public_key_from_private(&pub, &key);
    if (rc == CAIRN_OK)
        rc = cairn_ec_public_key_export(&pub, 0, pk, 1 + 2 * b, pklen);
    cairn_ec_private_key_wipe(&key);
    return rc;
}

static int ec_public(cairn_ec_curve curve, uint8_t *pk, size_t *pklen, const uint8_t *sk, size_t sklen,
                     const cairn_impl *impl)
{
    cairn_ec_private_key key;
    cairn_ec_public_key pub;
    int rc = cairn_ec_private_key_import_ex(&key, curve, sk, sklen, impl);
    if (rc == CAIRN_OK)
        rc = cairn_ec_public_key_from_private(&pub, &key);
    if (rc == CAIRN_OK)
        rc = cairn_ec_public_key_export(&pub, 0, pk, 1 + 2 * cairn_ec_curve_bytes(curve), pklen);
    cairn_ec_private_key_wipe(&key);
    return rc;
}

/* obj: a cairn_ec_private_key (secret) or cairn_ec_public_key. */
static int ec_load(cairn_ec_curve curve, void *obj, int secret, const uint8_t *key, size_t keylen)
{
    if (secret)
        return cairn_ec_private_key_import((cairn_ec_private_key *)obj, curve, key, keylen);
    return cairn_ec_public_key_import((cairn_ec_public_key *)obj, curve, key, keylen);
}

/* ECDSA's hooks serve every curve but SM2's, which signs with SM2. */
#if CAIRN_ENABLE_EC_P256 || CAIRN_ENABLE_EC_P384 || CAIRN_ENABLE_EC_P521 || CAIRN_ENABLE_EC_BP256 ||                    \
    CAIRN_ENABLE_EC_BP384 || CAIRN_ENABLE_EC_BP512
/* The loaded key's curve fixes the hash and the signature length. */
static const cairn_hash *ec_hash(cairn_ec_curve curve)
{
    switch (curve) {
    /* only the enabled curves' hashes, so that a P-256 image has no SHA-512 */
#if CAIRN_ENABLE_EC_P384 || CAIRN_ENABLE_EC_BP384
    case CAIRN_EC_P384:
    case CAIRN_EC_BRAINPOOLP384R1:
        return &cairn_hash_sha384;
#endif
#if CAIRN_ENABLE_EC_P521 || CAIRN_ENABLE_EC_BP512
    case CAIRN_EC_P521:
    case CAIRN_EC_BRAINPOOLP512R1:
        return &cairn_hash_sha512;
#endif
    default:
        return &cairn_hash_sha256;
    }
}

static int ecdsa_sign_loaded(uint8_t *sig, size_t *siglen, const uint8_t *msg, size_t msglen, const void *obj,
                             cairn_rng_fn rng, void *rng_state, const cairn_impl *impl)
{
    const cairn_ec_private_key *key = obj;
    cairn_ec_curve curve = cairn_ec_private_key_curve(key);
    return cairn_ecdsa_sign_p1363_ex(key, ec_hash(curve), msg, msglen, sig, 2 * cairn_ec_curve_bytes(curve), siglen,
                                     rng, rng_state, impl);
}

static int ecdsa_verify_loaded(const uint8_t *sig, size_t siglen, const uint8_t *msg, size_t msglen, const void *obj,
                               const cairn_impl *impl)
{
    const cairn_ec_public_key *pub = obj;
    return cairn_ecdsa_verify_p1363_ex(pub, ec_hash(cairn_ec_public_key_curve(pub)), msg, msglen, sig, siglen, impl);
}

/* The byte-level hooks: a d-only key object (no d * G computed, no generic
 * loaded-key object on the stack) or a public key object, for one call. */
static int ecdsa_sign_bytes(cairn_ec_curve curve, uint8_t *sig, size_t *siglen, const uint8_t *msg, size_t msglen,
                            const uint8_t *sk, size_t sklen, cairn_rng_fn rng, void *rng_state, const cairn_impl *impl)
{
    cairn_ec_private_key key;
    int rc = cairn_ec_private_key_import_d(&key, curve, sk, sklen);
    if (rc == CAIRN_OK)
        rc = cairn_ecdsa_sign_p1363_ex(&key, ec_hash(curve), msg, msglen, sig, 2 * cairn_ec_curve_bytes(curve),
                                       siglen, rng, rng_state, impl);
    cairn_ec_private_key_wipe(&key);
    return rc;
}

static int ecdsa_verify_bytes(cairn_ec_curve curve, const uint8_t *sig, size_t siglen, const uint8_t *msg,
                              size_t msglen, const uint8_t *pk, size_t pklen, const cairn_impl *impl)
{
    cairn_ec_public_key pub;
    int rc = cairn_ec_public_key_import(&pub, curve, pk, pklen);
    if (rc == CAIRN_OK)
        rc = cairn_ecdsa_verify_p1363_ex(&pub, ec_hash(curve), msg, msglen, sig, siglen, impl);
    return rc;
}
#endif

static int ecdh_derive_bytes(cairn_ec_curve curve, uint8_t *shared, size_t *sharedlen, const uint8_t *sk, size_t sklen,
                             const uint8_t *peer, size_t peerlen, const cairn_impl *impl)
{
    cairn_ec_private_key key;
    int rc = cairn_ec_private_key_import_d(&key, curve, sk, sklen);
    if (rc == CAIRN_OK)
        rc = cairn_ecdh_point_ex(&key, peer, peerlen, shared, cairn_ec_curve_bytes(curve), sharedlen, impl);
    cairn_ec_private_key_wipe(&key);
    return rc;
}

static int ecdh_derive_loaded(uint8_t *shared, size_t *sharedlen, const void *obj, const uint8_t *peer, size_t peerlen,
                              const cairn_impl *impl)
{
    const cairn_ec_private_key *key = obj;
    return cairn_ecdh_point_ex(key, peer, peerlen, shared, cairn_ec_curve_bytes(cairn_ec_private_key_curve(key)),
                               sharedlen, impl);
}

/* One signature and one key-agreement descriptor per curve: thin wrappers
 * that pass the curve. */
#define EC_SCHEMES(tag, curve, bytes, impls)                                                                           \
    static int tag##_keygen(uint8_t *sk, size_t *sklen, uint8_t *pk, size_t *pklen, cairn_rng_fn rng, void *rng_state, \
                            const cairn_impl *impl)                                                                    \
    {                                                                                                                  \
        return ec_keygen(curve, sk, sklen, pk, pklen, rng, rng_state, impl);                                           \
    }                                                                                                                  \
    static int tag##_public(uint8_t *pk, size_t *pklen, const uint8_t *sk, size_t sklen, const cairn_impl *impl)       \
    {                                                                                                                  \
        return ec_public(curve, pk, pklen, sk, sklen, impl);                                                           \
    }                                                                                                                  \
    static int tag##_load(void *obj, int secret, const uint8_t *key, size_t keylen)                                    \
    {                                                                                                                  \
        return ec_load(curve, obj, secret, key, keylen);                                                               \
    }                                                                                                                  \
    static int tag##_sign(uint8_t *sig, size_t *siglen, const uint8_t *msg, size_t msglen, const uint8_t *sk,          \
                          size_t sklen, cairn_rng_fn rng, void *rng_state, const cairn_impl *impl)                     \
    {                                                                                                                  \
        return ecdsa_sign_bytes(curve, sig, siglen, msg, msglen, sk, sklen, rng, rng_state, impl);                     \
    }                                                                                                                  \
    static int tag##_verify(const uint8_t *sig, size_t siglen, const uint8_t *msg, size_t msglen, const uint8_t *pk,   \
                            size_t pklen, const cairn_impl *impl)                                                      \
    {                                                                                                                  \
        return ecdsa_verify_bytes(curve, sig, siglen, msg, msglen, pk, pklen, impl);                                   \
    }                                                                                                                  \
    static int tag##_derive(uint8_t *shared, size_t *sharedlen, const uint8_t *sk, size_t sklen, const uint8_t *peer,  \
                            size_t peerlen, const cairn_impl *impl)                                                    \
    {                                                                                                                  \
        return ecdh_derive_bytes(curve, shared, sharedlen, sk, sklen, peer, peerlen, impl);                            \
    }                                                                                                                  \
    const cairn_sig_scheme cairn_sig_ecdsa_##tag = {                                                                   \
        "ECDSA-" CAIRN_EC_NAME_##tag,                                                                                  \
        CAIRN_SIG_HEDGED | CAIRN_PK_IMPL_KEYGEN | CAIRN_PK_IMPL_PUBLIC | CAIRN_PK_IMPL_SIGN | CAIRN_PK_IMPL_VERIFY,    \
        (bytes),                                                                                                       \
        1 + 2 * (bytes),                                                                                               \
        2 * (bytes),                                                                                                   \
        impls,                                                                                                         \
        tag##_keygen,                                                                                                  \
        tag##_public,                                                                                                  \
        tag##_sign,                                                                                                    \
        tag##_verify,                                                                                                  \
        sizeof(cairn_ec_public_key) > sizeof(cairn_ec_private_key) ? sizeof(cairn_ec_public_key)                       \
                                                                   : sizeof(cairn_ec_private_key),                     \
        tag##_load,                                                                                                    \
        ecdsa_sign_loaded,                                                                                             \
        ecdsa_verify_loaded};                                                                                          \
    const cairn_kex_scheme cairn_kex_ecdh_##tag = {"ECDH-" CAIRN_EC_NAME_##tag,                                        \
                                                   CAIRN_PK_IMPL_KEYGEN | CAIRN_PK_IMPL_PUBLIC | CAIRN_PK_IMPL_DERIVE, \
                                                   (bytes),                                                            \
                                                   1 + 2 * (bytes),                                                    \
                                                   (bytes),                                                            \
                                                   impls,                                                              \
                                                   tag##_keygen,                                                       \
                                                   tag##_public,                                                       \
                                                   tag##_derive,                                                       \
                                                   sizeof(cairn_ec_private_key),                                       \
                                                   tag##_load,                                                         \
                                                   ecdh_derive_loaded};

#define CAIRN_EC_NAME_p256 "P256"
#define CAIRN_EC_NAME_p384 "P384"
#define CAIRN_EC_NAME_p521 "P521"

#if CAIRN_ENABLE_EC_P256
EC_SCHEMES(p256, CAIRN_EC_P256, 32, cairn_ec_p256_impls)
#endif
#if CAIRN_ENABLE_EC_P384
EC_SCHEMES(p384, CAIRN_EC_P384, 48, cairn_ec_p384_impls)
#endif
#if CAIRN_ENABLE_EC_P521
EC_SCHEMES(p521, CAIRN_EC_P521, 66, cairn_ec_p521_impls)
#endif

#define CAIRN_EC_NAME_brainpoolp256r1 "brainpoolP256r1"
#define CAIRN_EC_NAME_brainpoolp384r1 "brainpoolP384r1"
#define CAIRN_EC_NAME_brainpoolp512r1 "brainpoolP512r1"

#if CAIRN_ENABLE_EC_BP256
EC_SCHEMES(brainpoolp256r1, CAIRN_EC_BRAINPOOLP256R1, 32, cairn_ec_bp256r1_impls)
#endif
#if CAIRN_ENABLE_EC_BP384
EC_SCHEMES(brainpoolp384r1, CAIRN_EC_BRAINPOOLP384R1, 48, cairn_ec_bp384r1_impls)
#endif
#if CAIRN_ENABLE_EC_BP512
EC_SCHEMES(brainpoolp512r1, CAIRN_EC_BRAINPOOLP512R1, 64, cairn_ec_bp512r1_impls)
#endif

#if CAIRN_ENABLE_EC_SM2
/* ---- the SM2 curve: ECDH as on the NIST curves; signatures are SM2's
 * (cairn/sm2.h: default ID, r || s; Z needs the public point, so a secret
 * key is always imported with it) ---- */

static int sm2c_keygen(uint8_t *sk, size_t *sklen, uint8_t *pk, size_t *pklen, cairn_rng_fn rng, void *rng_state,
                       const cairn_impl *impl)
{
    return ec_keygen(CAIRN_EC_SM2, sk, sklen, pk, pklen, rng, rng_state, impl);
}

static int sm2c_public(uint8_t *pk, size_t *pklen, const uint8_t *sk, size_t sklen, const cairn_impl *impl)
{
    return ec_public(CAIRN_EC_SM2, pk, pklen, sk, sklen, impl);
}

static int sm2c_load(void *obj, int secret, const uint8_t *key, size_t keylen)
{
    return ec_load(CAIRN_EC_SM2, obj, secret, key, keylen);
}

static int sm2c_derive(uint8_t *shared, size_t *sharedlen, const uint8_t *sk, size_t sklen, const uint8_t *peer,
                       size_t peerlen, const cairn_impl *impl)
{
    return ecdh_derive_bytes(CAIRN_EC_SM2, shared, sharedlen, sk, sklen, peer, peerlen, impl);
}

const cairn_kex_scheme cairn_kex_ecdh_sm2 = {"ECDH-SM2",
                                             CAIRN_PK_IMPL_KEYGEN | CAIRN_PK_IMPL_PUBLIC | CAIRN_PK_IMPL_DERIVE,
                                             32,
                                             65,
                                             32,
                                             cairn_ec_sm2_impls,
                                             sm2c_keygen,
                                             sm2c_public,
                                             sm2c_derive,
                                             sizeof(cairn_ec_private_key),
                                             sm2c_load,
                                             ecdh_derive_loaded};

#if CAIRN_ENABLE_SM2 && CAIRN_ENABLE_SM3
static int sm2_sign_loaded(uint8_t *sig, size_t *siglen, const uint8_t *msg, size_t msglen, const void *obj,
                           cairn_rng_fn rng, void *rng_state, const cairn_impl *impl)
{
    (void)impl;
    return cairn_sm2_sign(obj, NULL, 0, CAIRN_ECDSA_P1363, msg, msglen, sig, CAIRN_SM2_SIG_P1363_LEN, siglen, rng,
                          rng_state);
}

static int sm2_verify_loaded(const uint8_t *sig, size_t siglen, const uint8_t *msg, size_t msglen, const void *obj,
                             const cairn_impl *impl)
{
    (void)impl;
    return cairn_sm2_verify(obj, NULL, 0, CAIRN_ECDSA_P1363, msg, msglen, sig, siglen);
}

/* The byte-level hooks: the key objects of one call on the stack (not the
 * generic loaded-key object, sized for RSA); signing imports d with its
 * point, which Z needs. */
static int sm2_sign_bytes(uint8_t *sig, size_t *siglen, const uint8_t *msg, size_t msglen, const uint8_t *sk,
                          size_t sklen, cairn_rng_fn rng, void *rng_state, const cairn_impl *impl)
{
    cairn_ec_private_key key;
    int rc = cairn_ec_private_key_import_ex(&key, CAIRN_EC_SM2, sk, sklen, impl);
    if (rc == CAIRN_OK)
        rc = sm2_sign_loaded(sig, siglen, msg, msglen, &key, rng, rng_state, impl);
    cairn_ec_private_key_wipe(&key);
    return rc;
}

static int sm2_verify_bytes(const uint8_t *sig, size_t siglen, const uint8_t *msg, size_t msglen, const uint8_t *pk,
                            size_t pklen, const cairn_impl *impl)
{
    cairn_ec_public_key pub;
    int rc = cairn_ec_public_key_import(&pub, CAIRN_EC_SM2, pk, pklen);
    if (rc == CAIRN_OK)
        rc = sm2_verify_loaded(sig, siglen, msg, msglen, &pub, impl);
    return rc;
}

const cairn_sig_scheme cairn_sig_sm2 = {"SM2",
                                        CAIRN_SIG_HEDGED | CAIRN_PK_IMPL_KEYGEN | CAIRN_PK_IMPL_PUBLIC,
                                        32,
                                        65,
                                        CAIRN_SM2_SIG_P1363_LEN,
                                        cairn_ec_sm2_impls,
                                        sm2c_keygen,
                                        sm2c_public,
                                        sm2_sign_bytes,
                                        sm2_verify_bytes,
                                        sizeof(cairn_ec_public_key) > sizeof(cairn_ec_private_key)
                                            ? sizeof(cairn_ec_public_key)
                                            : sizeof(cairn_ec_private_key),
                                        sm2c_load,
                                        sm2_sign_loaded,
                                        sm2_verify_loaded};
#endif
#endif /* CAIRN_ENABLE_EC_SM2 */

#endif /* CAIRN_ENABLE_EC && CAIRN_ENABLE_SHA256 && CAIRN_ENABLE_SHA512 */
