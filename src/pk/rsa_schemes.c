/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * RSA-1024, RSA-2048, RSA-3072 and RSA-4096 as signature-scheme descriptors
 * (cairn/pk.h): RSASSA-PKCS1-v1_5 with SHA-256, the reference benchmark's
 * rows. Keys are DER: the secret key an RSAPrivateKey (PKCS#1; a PKCS#8
 * PrivateKeyInfo is accepted too), the public key an RSAPublicKey (or a
 * SubjectPublicKeyInfo), of exactly the scheme's modulus size (another size
 * is CAIRN_ERR_INVALID_KEY). Loaded keys are the key objects of cairn/rsa.h,
 * so signing and verification through a loaded key cost what
 * cairn_rsa_pkcs1_sign/verify cost. The signature is deterministic; an rng,
 * when given, feeds the blinding only.
 *
 * Implementation objects: the bignum engines (cairn_bn_engines, src/bn/bn.h),
 * which the key objects' Montgomery contexts use; an operation given one
 * runs on a copy of the key switched to that engine (cairn_rsa_use_engine).
 */
#include "pk/rsa_internal.h"

#include "cairn/pk.h"
#include "core/internal.h"

#if CAIRN_ENABLE_RSA

static int rsa_keygen_bits(size_t bits, uint8_t *sk, size_t *sklen, uint8_t *pk, size_t *pklen, cairn_rng_fn rng,
                           void *rng_state, const cairn_impl *impl)
{
    cairn_rsa_private_key key;
    cairn_rsa_public_key pub;
    int rc = impl != NULL ? cairn_impl_accept(impl, CAIRN_PRIM_BN) : CAIRN_OK;
    if (rc == CAIRN_OK)
        rc = cairn_rsa_generate(&key, bits, 0, rng, rng_state);
    if (rc == CAIRN_OK)
        rc = cairn_rsa_private_key_to_der(&key, CAIRN_RSA_FORMAT_PKCS1, sk, CAIRN_RSA_PRIVATE_DER_MAX(bits), sklen);
    if (rc == CAIRN_OK)
        rc = cairn_rsa_public_key_from_private(&pub, &key);
    if (rc == CAIRN_OK)
        rc = cairn_rsa_public_key_to_der(&pub, CAIRN_RSA_FORMAT_PKCS1, pk, CAIRN_RSA_PUBLIC_DER_MAX(bits), pklen);
    cairn_rsa_private_key_wipe(&key);
    return rc;
}

static int rsa_public_bits(size_t bits, uint8_t *pk, size_t *pklen, const uint8_t *sk, size_t sklen,
                           const cairn_impl *impl)
{
    cairn_rsa_private_key key;
    cairn_rsa_public_key pub;
    int rc = impl != NULL ? cairn_impl_accept(impl, CAIRN_PRIM_BN) : CAIRN_OK;
    if (rc == CAIRN_OK)
        rc = cairn_rsa_private_key_from_der(&key, CAIRN_RSA_FORMAT_ANY, sk, sklen);
    if (rc == CAIRN_OK && cairn_rsa_private_key_bits(&key) != bits)
        rc = CAIRN_ERR_INVALID_KEY;
    if (rc == CAIRN_OK)
        rc = cairn_rsa_public_key_from_private(&pub, &key);
    if (rc == CAIRN_OK)
        rc = cairn_rsa_public_key_to_der(&pub, CAIRN_RSA_FORMAT_PKCS1, pk, CAIRN_RSA_PUBLIC_DER_MAX(bits), pklen);
    cairn_rsa_private_key_wipe(&key);
    return rc;
}

/* obj: a cairn_rsa_private_key (secret) or cairn_rsa_public_key */
static int rsa_load_bits(size_t bits, void *obj, int secret, const uint8_t *key, size_t keylen)
{
    int rc;
    if (secret) {
        cairn_rsa_private_key *k = obj;
        rc = cairn_rsa_private_key_from_der(k, CAIRN_RSA_FORMAT_ANY, key, keylen);
        if (rc == CAIRN_OK && cairn_rsa_private_key_bits(k) != bits) {
            cairn_rsa_private_key_wipe(k);
            rc = CAIRN_ERR_INVALID_KEY;
        }
    } else {
        cairn_rsa_public_key *k = obj;
        rc = cairn_rsa_public_key_from_der(k, CAIRN_RSA_FORMAT_ANY, key, keylen);
        if (rc == CAIRN_OK && cairn_rsa_public_key_bits(k) != bits) {
            cairn_rsa_public_key_wipe(k);
            rc = CAIRN_ERR_INVALID_KEY;
        }
    }
    return rc;
}

/* Another engine than the key's: a copy of the key (6.5 KiB with 4096-bit
 * keys) set to it, in a frame of its own so that the usual path (impl NULL)
 * does not carry it on the stack. */
static CAIRN_NOINLINE int rsa_sign_engine(uint8_t *sig, size_t *siglen, const uint8_t *msg, size_t msglen,
                                          const cairn_rsa_private_key *key, cairn_rng_fn rng, void *rng_state,
                                          const cairn_impl *impl)
{
    cairn_rsa_private_key copy;
    int rc;
    memcpy(&copy, key, sizeof copy);
    rc = cairn_rsa_private_key_use_engine(&copy, impl);
    if (rc == CAIRN_OK)
        rc = cairn_rsa_pkcs1_sign(&copy, &cairn_hash_sha256, msg, msglen, sig, cairn_rsa_private_key_bytes(key),
                                  siglen, rng, rng_state);
    cairn_rsa_private_key_wipe(&copy);
    return rc;
}

static int rsa_sign_loaded(uint8_t *sig, size_t *siglen, const uint8_t *msg, size_t msglen, const void *obj,
                           cairn_rng_fn rng, void *rng_state, const cairn_impl *impl)
{
    const cairn_rsa_private_key *key = obj;
    if (impl != NULL)
        return rsa_sign_engine(sig, siglen, msg, msglen, key, rng, rng_state, impl);
    return cairn_rsa_pkcs1_sign(key, &cairn_hash_sha256, msg, msglen, sig, cairn_rsa_private_key_bytes(key), siglen,
                                rng, rng_state);
}

static CAIRN_NOINLINE int rsa_verify_engine(const uint8_t *sig, size_t siglen, const uint8_t *msg, size_t msglen,
                                            const cairn_rsa_public_key *key, const cairn_impl *impl)
{
    cairn_rsa_public_key copy;
    int rc;
    memcpy(&copy, key, sizeof copy);
    rc = cairn_rsa_public_key_use_engine(&copy, impl);
    if (rc == CAIRN_OK)
        rc = cairn_rsa_pkcs1_verify(&copy, &cairn_hash_sha256, msg, msglen, sig, siglen);
    return rc;
}

static int rsa_verify_loaded(const uint8_t *sig, size_t siglen, const uint8_t *msg, size_t msglen, const void *obj,
                             const cairn_impl *impl)
{
    const cairn_rsa_public_key *key = obj;
    if (impl != NULL)
        return rsa_verify_engine(sig, siglen, msg, msglen, key, impl);
    return cairn_rsa_pkcs1_verify(key, &cairn_hash_sha256, msg, msglen, sig, siglen);
}

/* One descriptor per size: thin wrappers that pass the size. */
#define RSA_SCHEME(bits)                                                                                           \
    static int rsa##bits##_keygen(uint8_t *sk, size_t *sklen, uint8_t *pk, size_t *pklen, cairn_rng_fn rng,         \
                                  void *rng_state, const cairn_impl *impl)                                          \
    {                                                                                                              \
        return rsa_keygen_bits(bits, sk, sklen, pk, pklen, rng, rng_state, impl);                                  \
    }                                                                                                              \
    static int rsa##bits##_public(uint8_t *pk, size_t *pklen, const uint8_t *sk, size_t sklen,                      \
                                  const cairn_impl *impl)                                                           \
    {                                                                                                              \
        return rsa_public_bits(bits, pk, pklen, sk, sklen, impl);                                                  \
    }                                                                                                              \
    static int rsa##bits##_load(void *obj, int secret, const uint8_t *key, size_t keylen)                          \
    {                                                                                                              \
        return rsa_load_bits(bits, obj, secret, key, keylen);                                                      \
    }                                                                                                              \
    const cairn_sig_scheme cairn_sig_rsa##bits = {"RSA-" #bits,                                                     \
                                                  CAIRN_PK_VARLEN_SECRET | CAIRN_PK_VARLEN_PUBLIC |                 \
                                                      CAIRN_PK_IMPL_KEYGEN | CAIRN_PK_IMPL_SIGN |                   \
                                                      CAIRN_PK_IMPL_VERIFY,                                         \
                                                  CAIRN_RSA_PRIVATE_DER_MAX(bits),                                  \
                                                  CAIRN_RSA_PUBLIC_DER_MAX(bits),                                   \
                                                  (bits) >> 3,                                                      \
                                                  cairn_bn_engines,                                                 \
                                                  rsa##bits##_keygen,                                               \
                                                  rsa##bits##_public,                                               \
                                                  NULL,                                                             \
                                                  NULL,                                                             \
                                                  sizeof(cairn_rsa_private_key),                                    \
                                                  rsa##bits##_load,                                                 \
                                                  rsa_sign_loaded,                                                  \
                                                  rsa_verify_loaded};

#if CAIRN_MAX_RSA_BITS >= 1024
RSA_SCHEME(1024)
#endif
#if CAIRN_MAX_RSA_BITS >= 2048
RSA_SCHEME(2048)
#endif
#if CAIRN_MAX_RSA_BITS >= 3072
RSA_SCHEME(3072)
#endif
#if CAIRN_MAX_RSA_BITS >= 4096
RSA_SCHEME(4096)
#endif

#endif /* CAIRN_ENABLE_RSA */
