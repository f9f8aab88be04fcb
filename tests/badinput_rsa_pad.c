/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Bad input for the RSA signature and encryption functions of cairn/rsa.h
 * (PKCS#1 v1.5 and PSS signing and verification, their _digest forms, OAEP
 * and PKCS#1 v1.5 encryption and decryption, implicit rejection, the
 * largest plaintexts): NULL pointers, key objects never set up, hashes
 * without a DigestInfo or of the wrong kind, digests and ciphertexts of the
 * wrong length, signatures longer than n or not below it, messages too long
 * for the padding, salts too long, buffers one byte short (checked before
 * anything is decrypted), failing or stuck rngs, keys restricted to PSS,
 * and the outputs left zeroed with length 0 on every failure. The key is a
 * 512-bit test key (the smallest size accepted, where SHA-512 no longer
 * fits PKCS#1 v1.5 and SHA-256 no longer fits OAEP), its primes from
 * `openssl prime -generate` for this file.
 */
#include <string.h>

#include "badinput.h"
#include "cairn/hash.h"
#include "cairn/rsa.h"
#include "pk/rsa_internal.h" /* cairn_rsa_private_key_restrict_pss, as the DER decoder restricts a key */
#include "testutil.h"

#if CAIRN_ENABLE_RSA

#define K 64 /* bytes of the test modulus */

static const uint8_t kn[64] = {0xc5, 0xa0, 0xe4, 0xaa, 0xb3, 0xfc, 0x34, 0x80, 0xb2, 0xf8, 0x12, 0xf4, 0x09,
                               0xc3, 0x79, 0xd6, 0xb6, 0x22, 0x78, 0x86, 0x17, 0x71, 0x7a, 0x25, 0xcc, 0x28,
                               0x96, 0x83, 0x0e, 0x4f, 0x7a, 0x43, 0xc9, 0x82, 0x59, 0x02, 0xe2, 0xd4, 0x4c,
                               0x65, 0x4d, 0x78, 0xea, 0x09, 0x84, 0xc3, 0x62, 0x54, 0x58, 0xd9, 0x8c, 0xdb,
                               0x18, 0xe6, 0x4e, 0x75, 0xa5, 0x3c, 0x96, 0xae, 0x19, 0x1a, 0x87, 0x25};
static const uint8_t ke[3] = {0x01, 0x00, 0x01};
static const uint8_t kp[32] = {0xdb, 0x30, 0x98, 0x93, 0xf4, 0xc5, 0x58, 0x6a, 0x1c, 0x73, 0xc5,
                               0x1f, 0xa5, 0x09, 0xeb, 0x7f, 0xed, 0x59, 0xc6, 0xda, 0x77, 0x2a,
                               0x44, 0x82, 0xe0, 0x85, 0x79, 0x01, 0x32, 0x7b, 0xa9, 0x75};
static const uint8_t kq[32] = {0xe6, 0xd1, 0x55, 0x27, 0xcb, 0x79, 0xa8, 0x65, 0xa7, 0x0b, 0xa0,
                               0xd6, 0x40, 0x2d, 0xa9, 0xe4, 0x9f, 0x38, 0x48, 0xf0, 0x1c, 0x87,
                               0xb6, 0x9f, 0xcf, 0x7b, 0x3d, 0x38, 0x41, 0xf0, 0x00, 0xf1};

static int fail_rng(void *state, uint8_t *out, size_t len)
{
    (void)state;
    memset(out, 0x77, len); /* partial output must not survive */
    return CAIRN_ERR_RNG;
}

/* A broken source that only ever gives zeros (PKCS#1 v1.5 padding needs non-zero bytes). */
static int zero_rng(void *state, uint8_t *out, size_t len)
{
    (void)state;
    memset(out, 0, len);
    return CAIRN_OK;
}

static int ok_rng(void *state, uint8_t *out, size_t len)
{
    size_t i;
    (void)state;
    for (i = 0; i < len; i++)
        out[i] = (uint8_t)(i * 29 + 7);
    return CAIRN_OK;
}

static cairn_rsa_private_key priv, restricted, unset;
static cairn_rsa_public_key pub, rpub, unset_pub;

static int setup(void)
{
    cairn_rsa_components c;
    cairn_rsa_pss_params pp;
    memset(&c, 0, sizeof c);
    c.n = kn, c.n_len = sizeof kn, c.e = ke, c.e_len = sizeof ke;
    c.p = kp, c.p_len = sizeof kp, c.q = kq, c.q_len = sizeof kq;
    memset(&unset, 0, sizeof unset);
    memset(&unset_pub, 0, sizeof unset_pub);
    if (!CHECK_RC(cairn_rsa_private_key_import(&priv, &c), CAIRN_OK, "rsa_pad: test key") ||
        !CHECK_RC(cairn_rsa_public_key_from_private(&pub, &priv), CAIRN_OK, "rsa_pad: public half"))
        return 0;
    restricted = priv;
    pp.hash = &cairn_hash_sha256;
    pp.mgf1_hash = NULL;
    pp.salt_len = 10;
    cairn_rsa_private_key_restrict_pss(&restricted, &pp);
    return CHECK_RC(cairn_rsa_public_key_from_private(&rpub, &restricted), CAIRN_OK, "rsa_pad: restricted public");
}

/* A sign call with a buffer of cap bytes that fails: status, then the
 * signature zeroed up to cap (at most K), nothing after it written, the
 * length 0. */
#define SIGN_FAILS_CAP(call, cap, want, what)                                                                          \
    do {                                                                                                               \
        memset(sig, 0x55, sizeof sig);                                                                                 \
        sl = 99;                                                                                                       \
        CHECK_RC(call, want, what);                                                                                    \
        CHECK(sl == 0 && tu_all_zero(sig, cap) && sig[cap] == 0x55, "%s: signature zeroed, length 0", what);               \
    } while (0)
#define SIGN_FAILS(call, want, what) SIGN_FAILS_CAP(call, K, want, what)

static void bad_pkcs1_sig(void)
{
    const cairn_hash *h = &cairn_hash_sha256;
    uint8_t msg[5] = {1, 2, 3, 4, 5}, dig[32], sig[K + 8], good[K];
    size_t sl = 0;

    CHECK_RC(cairn_hash_digest(h, dig, 32, msg, 5), CAIRN_OK, "digest");
    CHECK_RC(cairn_rsa_pkcs1_sign(&priv, h, msg, 5, good, K, &sl, NULL, NULL), CAIRN_OK, "pkcs1 sign");
    CHECK(sl == K, "signature length %zu", sl);
    CHECK_RC(cairn_rsa_pkcs1_sign(&priv, h, msg, 5, NULL, 0, &sl, NULL, NULL), CAIRN_ERR_BUFFER_TOO_SMALL,
             "pkcs1 sign: NULL, 0 (no size query)");

    SIGN_FAILS(cairn_rsa_pkcs1_sign(NULL, h, msg, 5, sig, K, &sl, NULL, NULL), CAIRN_ERR_BAD_ARG,
               "pkcs1 sign NULL key");
    SIGN_FAILS(cairn_rsa_pkcs1_sign(&unset, h, msg, 5, sig, K, &sl, NULL, NULL), CAIRN_ERR_STATE,
               "pkcs1 sign unset key");
    SIGN_FAILS(cairn_rsa_pkcs1_sign(&priv, NULL, msg, 5, sig, K, &sl, NULL, NULL), CAIRN_ERR_BAD_ARG,
               "pkcs1 sign NULL hash");
    SIGN_FAILS(cairn_rsa_pkcs1_sign(&priv, h, NULL, 5, sig, K, &sl, NULL, NULL), CAIRN_ERR_BAD_ARG,
               "pkcs1 sign NULL message");
    CHECK_RC(cairn_rsa_pkcs1_sign(&priv, h, msg, 5, NULL, K, &sl, NULL, NULL), CAIRN_ERR_BAD_ARG,
             "pkcs1 sign NULL signature");
    memset(sig, 0x55, sizeof sig);
    CHECK_RC(cairn_rsa_pkcs1_sign(&priv, h, msg, 5, sig, K, NULL, NULL, NULL), CAIRN_ERR_BAD_ARG,
             "pkcs1 sign NULL length");
    CHECK(tu_all_zero(sig, K), "pkcs1 sign NULL length: signature zeroed");
#if CAIRN_ENABLE_SHA3
    SIGN_FAILS(cairn_rsa_pkcs1_sign(&priv, &cairn_hash_shake128, msg, 5, sig, K, &sl, NULL, NULL),
               CAIRN_ERR_UNSUPPORTED, "pkcs1 sign: SHAKE128 has no DigestInfo");
#endif
#if CAIRN_ENABLE_ASCON
    SIGN_FAILS(cairn_rsa_pkcs1_sign(&priv, &cairn_hash_ascon_hash256, msg, 5, sig, K, &sl, NULL, NULL),
               CAIRN_ERR_UNSUPPORTED, "pkcs1 sign: Ascon-Hash256 has no DigestInfo");
#endif
#if CAIRN_ENABLE_SHA512
    SIGN_FAILS(cairn_rsa_pkcs1_sign(&priv, &cairn_hash_sha512, msg, 5, sig, K, &sl, NULL, NULL), CAIRN_ERR_BAD_LENGTH,
               "pkcs1 sign: SHA-512 DigestInfo too long for 512 bits");
#endif
    SIGN_FAILS_CAP(cairn_rsa_pkcs1_sign(&priv, h, msg, 5, sig, K - 1, &sl, NULL, NULL), K - 1,
                   CAIRN_ERR_BUFFER_TOO_SMALL, "pkcs1 sign: buffer one byte short");
    SIGN_FAILS(cairn_rsa_pkcs1_sign(&restricted, h, msg, 5, sig, K, &sl, NULL, NULL), CAIRN_ERR_INVALID_KEY,
               "pkcs1 sign: key restricted to PSS");
    SIGN_FAILS(cairn_rsa_pkcs1_sign(&priv, h, msg, 5, sig, K, &sl, fail_rng, NULL), CAIRN_ERR_RNG,
               "pkcs1 sign: blinding rng fails");

    SIGN_FAILS(cairn_rsa_pkcs1_sign_digest(NULL, h, dig, 32, sig, K, &sl, NULL, NULL), CAIRN_ERR_BAD_ARG,
               "pkcs1 sign_digest NULL key");
    SIGN_FAILS(cairn_rsa_pkcs1_sign_digest(&unset, h, dig, 32, sig, K, &sl, NULL, NULL), CAIRN_ERR_STATE,
               "pkcs1 sign_digest unset key");
    SIGN_FAILS(cairn_rsa_pkcs1_sign_digest(&priv, h, NULL, 32, sig, K, &sl, NULL, NULL), CAIRN_ERR_BAD_ARG,
               "pkcs1 sign_digest NULL digest");
    SIGN_FAILS(cairn_rsa_pkcs1_sign_digest(&priv, h, dig, 31, sig, K, &sl, NULL, NULL), CAIRN_ERR_BAD_LENGTH,
               "pkcs1 sign_digest short digest");
    SIGN_FAILS(cairn_rsa_pkcs1_sign_digest(&priv, h, dig, 0, sig, K, &sl, NULL, NULL), CAIRN_ERR_BAD_LENGTH,
               "pkcs1 sign_digest empty digest");
    SIGN_FAILS(cairn_rsa_pkcs1_sign_digest(&priv, NULL, dig, 32, sig, K, &sl, NULL, NULL), CAIRN_ERR_BAD_ARG,
               "pkcs1 sign_digest NULL hash");
#if CAIRN_ENABLE_SHA3
    SIGN_FAILS(cairn_rsa_pkcs1_sign_digest(&priv, &cairn_hash_shake256, dig, 32, sig, K, &sl, NULL, NULL),
               CAIRN_ERR_UNSUPPORTED, "pkcs1 sign_digest: no DigestInfo");
#endif
    SIGN_FAILS_CAP(cairn_rsa_pkcs1_sign_digest(&priv, h, dig, 32, sig, 0, &sl, NULL, NULL), 0,
                   CAIRN_ERR_BUFFER_TOO_SMALL, "pkcs1 sign_digest: no room");
    SIGN_FAILS(cairn_rsa_pkcs1_sign_digest(&restricted, h, dig, 32, sig, K, &sl, NULL, NULL), CAIRN_ERR_INVALID_KEY,
               "pkcs1 sign_digest: restricted key");

    CHECK_RC(cairn_rsa_pkcs1_verify(&pub, h, msg, 5, good, K), CAIRN_OK, "pkcs1 verify");
    CHECK_RC(cairn_rsa_pkcs1_verify(NULL, h, msg, 5, good, K), CAIRN_ERR_BAD_ARG, "pkcs1 verify NULL key");
    CHECK_RC(cairn_rsa_pkcs1_verify(&unset_pub, h, msg, 5, good, K), CAIRN_ERR_STATE, "pkcs1 verify unset key");
    CHECK_RC(cairn_rsa_pkcs1_verify(&pub, NULL, msg, 5, good, K), CAIRN_ERR_BAD_ARG, "pkcs1 verify NULL hash");
    CHECK_RC(cairn_rsa_pkcs1_verify(&pub, h, NULL, 5, good, K), CAIRN_ERR_BAD_ARG, "pkcs1 verify NULL message");
    CHECK_RC(cairn_rsa_pkcs1_verify(&pub, h, msg, 5, NULL, K), CAIRN_ERR_BAD_ARG, "pkcs1 verify NULL signature");
    CHECK_RC(cairn_rsa_pkcs1_verify(&pub, h, msg, 5, NULL, 0), CAIRN_ERR_BAD_SIGNATURE, "pkcs1 verify empty");
    memcpy(sig, good, K);
    sig[K] = 0;
    CHECK_RC(cairn_rsa_pkcs1_verify(&pub, h, msg, 5, sig, K + 1), CAIRN_ERR_BAD_SIGNATURE,
             "pkcs1 verify: signature longer than n");
    CHECK_RC(cairn_rsa_pkcs1_verify(&pub, h, msg, 5, kn, K), CAIRN_ERR_BAD_SIGNATURE, "pkcs1 verify: signature = n");
    memset(sig, 0xff, K);
    CHECK_RC(cairn_rsa_pkcs1_verify(&pub, h, msg, 5, sig, K), CAIRN_ERR_BAD_SIGNATURE,
             "pkcs1 verify: signature above n");
#if CAIRN_ENABLE_SHA3
    CHECK_RC(cairn_rsa_pkcs1_verify(&pub, &cairn_hash_shake128, msg, 5, good, K), CAIRN_ERR_UNSUPPORTED,
             "pkcs1 verify: no DigestInfo");
#endif
#if CAIRN_ENABLE_SHA512
    CHECK_RC(cairn_rsa_pkcs1_verify(&pub, &cairn_hash_sha512, msg, 5, good, K), CAIRN_ERR_BAD_SIGNATURE,
             "pkcs1 verify: SHA-512 cannot fit 512 bits");
#endif
    CHECK_RC(cairn_rsa_pkcs1_verify(&rpub, h, msg, 5, good, K), CAIRN_ERR_INVALID_KEY, "pkcs1 verify: restricted");
    CHECK_RC(cairn_rsa_pkcs1_verify_digest(&pub, h, dig, 32, good, K), CAIRN_OK, "pkcs1 verify_digest");
    CHECK_RC(cairn_rsa_pkcs1_verify_digest(NULL, h, dig, 32, good, K), CAIRN_ERR_BAD_ARG, "verify_digest NULL key");
    CHECK_RC(cairn_rsa_pkcs1_verify_digest(&unset_pub, h, dig, 32, good, K), CAIRN_ERR_STATE,
             "verify_digest unset key");
    CHECK_RC(cairn_rsa_pkcs1_verify_digest(&pub, h, NULL, 32, good, K), CAIRN_ERR_BAD_ARG, "verify_digest NULL");
    CHECK_RC(cairn_rsa_pkcs1_verify_digest(&pub, h, dig, 33, good, K), CAIRN_ERR_BAD_LENGTH, "verify_digest long");
    CHECK_RC(cairn_rsa_pkcs1_verify_digest(&pub, h, dig, 32, good, K - 1), CAIRN_ERR_BAD_SIGNATURE,
             "verify_digest short signature");
    CHECK_RC(cairn_rsa_pkcs1_verify_digest(&pub, NULL, dig, 32, good, K), CAIRN_ERR_BAD_ARG, "verify_digest NULL hash");
    CHECK_RC(cairn_rsa_pkcs1_verify_digest(&rpub, h, dig, 32, good, K), CAIRN_ERR_INVALID_KEY,
             "verify_digest restricted");
}

static void bad_pss(void)
{
    cairn_rsa_pss_params p = {&cairn_hash_sha256, NULL, 10}, q;
    uint8_t msg[5] = {5, 4, 3, 2, 1}, dig[32], sig[K + 8], good[K];
    size_t sl = 0;

    CHECK_RC(cairn_hash_digest(&cairn_hash_sha256, dig, 32, msg, 5), CAIRN_OK, "digest");
    CHECK_RC(cairn_rsa_pss_sign(&priv, &p, msg, 5, good, K, &sl, ok_rng, NULL), CAIRN_OK, "pss sign");
    CHECK_RC(cairn_rsa_pss_verify(&pub, &p, msg, 5, good, K), CAIRN_OK, "pss verify");

    SIGN_FAILS(cairn_rsa_pss_sign(NULL, &p, msg, 5, sig, K, &sl, ok_rng, NULL), CAIRN_ERR_BAD_ARG, "pss sign NULL key");
    SIGN_FAILS(cairn_rsa_pss_sign(&unset, &p, msg, 5, sig, K, &sl, ok_rng, NULL), CAIRN_ERR_STATE, "pss sign unset");
    SIGN_FAILS(cairn_rsa_pss_sign(&priv, NULL, msg, 5, sig, K, &sl, ok_rng, NULL), CAIRN_ERR_BAD_ARG,
               "pss sign NULL params");
    q = p, q.hash = NULL;
    SIGN_FAILS(cairn_rsa_pss_sign(&priv, &q, msg, 5, sig, K, &sl, ok_rng, NULL), CAIRN_ERR_BAD_ARG,
               "pss sign NULL hash");
    SIGN_FAILS(cairn_rsa_pss_sign(&priv, &p, NULL, 5, sig, K, &sl, ok_rng, NULL), CAIRN_ERR_BAD_ARG,
               "pss sign NULL message");
    SIGN_FAILS(cairn_rsa_pss_sign(&priv, &p, msg, 5, sig, K, &sl, NULL, NULL), CAIRN_ERR_BAD_ARG,
               "pss sign: a salt needs an rng");
    q = p, q.salt_len = 0;
    CHECK_RC(cairn_rsa_pss_sign(&priv, &q, msg, 5, sig, K, &sl, NULL, NULL), CAIRN_OK, "pss sign: no salt, no rng");
    q.salt_len = K - 32 - 2 + 1; /* emLen - hLen - 2 + 1 (emLen = K: 512 bits) */
    SIGN_FAILS(cairn_rsa_pss_sign(&priv, &q, msg, 5, sig, K, &sl, ok_rng, NULL), CAIRN_ERR_BAD_LENGTH,
               "pss sign: salt too long");
    CHECK_RC(cairn_rsa_pss_verify(&pub, &q, msg, 5, good, K), CAIRN_ERR_BAD_SIGNATURE, "pss verify: salt too long");
    q.salt_len = (size_t)-4; /* no overflow in the length arithmetic */
    SIGN_FAILS(cairn_rsa_pss_sign(&priv, &q, msg, 5, sig, K, &sl, ok_rng, NULL), CAIRN_ERR_BAD_LENGTH,
               "pss sign: huge salt");
    q.salt_len = CAIRN_RSA_PSS_SALT_AUTO;
    SIGN_FAILS(cairn_rsa_pss_sign(&priv, &q, msg, 5, sig, K, &sl, ok_rng, NULL), CAIRN_ERR_BAD_ARG,
               "pss sign: AUTO is for verification");
#if CAIRN_ENABLE_SHA512
    q = p, q.hash = &cairn_hash_sha512, q.salt_len = CAIRN_RSA_PSS_SALT_DIGEST;
    SIGN_FAILS(cairn_rsa_pss_sign(&priv, &q, msg, 5, sig, K, &sl, ok_rng, NULL), CAIRN_ERR_BAD_LENGTH,
               "pss sign: SHA-512 with its own salt length on 512 bits");
    q.salt_len = CAIRN_RSA_PSS_SALT_MAX;
    SIGN_FAILS(cairn_rsa_pss_sign(&priv, &q, msg, 5, sig, K, &sl, ok_rng, NULL), CAIRN_ERR_BAD_LENGTH,
               "pss sign: SHA-512 does not fit 512 bits at all");
#endif
#if CAIRN_ENABLE_ASCON
    q = p, q.hash = &cairn_hash_ascon_xof128;
    SIGN_FAILS(cairn_rsa_pss_sign(&priv, &q, msg, 5, sig, K, &sl, ok_rng, NULL), CAIRN_ERR_UNSUPPORTED,
               "pss sign: an XOF other than SHAKE");
#endif
#if CAIRN_ENABLE_SHA3
    q = p, q.mgf1_hash = &cairn_hash_shake128;
    SIGN_FAILS(cairn_rsa_pss_sign(&priv, &q, msg, 5, sig, K, &sl, ok_rng, NULL), CAIRN_ERR_UNSUPPORTED,
               "pss sign: MGF1 over an XOF");
    q = p, q.hash = &cairn_hash_shake128, q.mgf1_hash = &cairn_hash_sha256;
    SIGN_FAILS(cairn_rsa_pss_sign(&priv, &q, msg, 5, sig, K, &sl, ok_rng, NULL), CAIRN_ERR_BAD_ARG,
               "pss sign: SHAKE128 with MGF1 (RFC 8702: the SHAKE itself)");
    q.mgf1_hash = &cairn_hash_shake256;
    SIGN_FAILS(cairn_rsa_pss_sign(&priv, &q, msg, 5, sig, K, &sl, ok_rng, NULL), CAIRN_ERR_BAD_ARG,
               "pss sign: SHAKE128 with the SHAKE256 mask");
    q.mgf1_hash = &cairn_hash_shake128;
    CHECK_RC(cairn_rsa_pss_sign(&priv, &q, msg, 5, sig, K, &sl, ok_rng, NULL), CAIRN_OK, "pss sign: SHAKE128 twice");
#endif
    SIGN_FAILS_CAP(cairn_rsa_pss_sign(&priv, &p, msg, 5, sig, K - 1, &sl, ok_rng, NULL), K - 1,
                   CAIRN_ERR_BUFFER_TOO_SMALL, "pss sign: buffer one byte short");
    CHECK_RC(cairn_rsa_pss_sign(&priv, &p, msg, 5, NULL, K, &sl, ok_rng, NULL), CAIRN_ERR_BAD_ARG,
             "pss sign NULL signature");
    CHECK_RC(cairn_rsa_pss_sign(&priv, &p, msg, 5, sig, K, NULL, ok_rng, NULL), CAIRN_ERR_BAD_ARG,
             "pss sign NULL length");
    SIGN_FAILS(cairn_rsa_pss_sign(&priv, &p, msg, 5, sig, K, &sl, fail_rng, NULL), CAIRN_ERR_RNG,
               "pss sign: the salt's rng fails");
    q = p, q.salt_len = 9;
    SIGN_FAILS(cairn_rsa_pss_sign(&restricted, &q, msg, 5, sig, K, &sl, ok_rng, NULL), CAIRN_ERR_INVALID_KEY,
               "pss sign: salt below the restricted key's minimum");
#if CAIRN_ENABLE_SHA1
    q = p, q.mgf1_hash = &cairn_hash_sha1;
    SIGN_FAILS(cairn_rsa_pss_sign(&restricted, &q, msg, 5, sig, K, &sl, ok_rng, NULL), CAIRN_ERR_INVALID_KEY,
               "pss sign: MGF1 hash other than the restricted key's");
#endif
    CHECK_RC(cairn_rsa_pss_sign(&restricted, &p, msg, 5, sig, K, &sl, ok_rng, NULL), CAIRN_OK,
             "pss sign: the restricted key's own parameters");

    SIGN_FAILS(cairn_rsa_pss_sign_digest(NULL, &p, dig, 32, sig, K, &sl, ok_rng, NULL), CAIRN_ERR_BAD_ARG,
               "pss sign_digest NULL key");
    SIGN_FAILS(cairn_rsa_pss_sign_digest(&unset, &p, dig, 32, sig, K, &sl, ok_rng, NULL), CAIRN_ERR_STATE,
               "pss sign_digest unset");
    SIGN_FAILS(cairn_rsa_pss_sign_digest(&priv, NULL, dig, 32, sig, K, &sl, ok_rng, NULL), CAIRN_ERR_BAD_ARG,
               "pss sign_digest NULL params");
    SIGN_FAILS(cairn_rsa_pss_sign_digest(&priv, &p, NULL, 32, sig, K, &sl, ok_rng, NULL), CAIRN_ERR_BAD_ARG,
               "pss sign_digest NULL digest");
    SIGN_FAILS(cairn_rsa_pss_sign_digest(&priv, &p, dig, 20, sig, K, &sl, ok_rng, NULL), CAIRN_ERR_BAD_LENGTH,
               "pss sign_digest wrong digest length");
#if CAIRN_ENABLE_SHA3
    q = p, q.hash = &cairn_hash_shake256, q.salt_len = 0;
    SIGN_FAILS(cairn_rsa_pss_sign_digest(&priv, &q, dig, 32, sig, K, &sl, ok_rng, NULL), CAIRN_ERR_BAD_LENGTH,
               "pss sign_digest: SHAKE256 digests are 64 bytes");
#endif
    SIGN_FAILS_CAP(cairn_rsa_pss_sign_digest(&priv, &p, dig, 32, sig, 1, &sl, ok_rng, NULL), 1,
                   CAIRN_ERR_BUFFER_TOO_SMALL, "pss sign_digest: no room");

    CHECK_RC(cairn_rsa_pss_verify(NULL, &p, msg, 5, good, K), CAIRN_ERR_BAD_ARG, "pss verify NULL key");
    CHECK_RC(cairn_rsa_pss_verify(&unset_pub, &p, msg, 5, good, K), CAIRN_ERR_STATE, "pss verify unset");
    CHECK_RC(cairn_rsa_pss_verify(&pub, NULL, msg, 5, good, K), CAIRN_ERR_BAD_ARG, "pss verify NULL params");
    CHECK_RC(cairn_rsa_pss_verify(&pub, &p, NULL, 5, good, K), CAIRN_ERR_BAD_ARG, "pss verify NULL message");
    CHECK_RC(cairn_rsa_pss_verify(&pub, &p, msg, 5, NULL, K), CAIRN_ERR_BAD_ARG, "pss verify NULL signature");
    memcpy(sig, good, K);
    sig[K] = 0;
    CHECK_RC(cairn_rsa_pss_verify(&pub, &p, msg, 5, sig, K + 1), CAIRN_ERR_BAD_SIGNATURE,
             "pss verify: signature longer than n");
    CHECK_RC(cairn_rsa_pss_verify(&pub, &p, msg, 5, kn, K), CAIRN_ERR_BAD_SIGNATURE, "pss verify: signature = n");
    q = p, q.salt_len = 11;
    CHECK_RC(cairn_rsa_pss_verify(&pub, &q, msg, 5, good, K), CAIRN_ERR_BAD_SIGNATURE, "pss verify: other salt");
    q.salt_len = CAIRN_RSA_PSS_SALT_AUTO;
    CHECK_RC(cairn_rsa_pss_verify(&pub, &q, msg, 5, good, K), CAIRN_OK, "pss verify: salt recovered");
#if CAIRN_ENABLE_SHA1
    q = p, q.hash = &cairn_hash_sha1;
    CHECK_RC(cairn_rsa_pss_verify(&rpub, &q, msg, 5, good, K), CAIRN_ERR_INVALID_KEY, "pss verify: restricted key");
#endif
    CHECK_RC(cairn_rsa_pss_verify_digest(&pub, &p, dig, 32, good, K), CAIRN_OK, "pss verify_digest");
    CHECK_RC(cairn_rsa_pss_verify_digest(NULL, &p, dig, 32, good, K), CAIRN_ERR_BAD_ARG, "pss verify_digest NULL key");
    CHECK_RC(cairn_rsa_pss_verify_digest(&unset_pub, &p, dig, 32, good, K), CAIRN_ERR_STATE, "pss verify_digest unset");
    CHECK_RC(cairn_rsa_pss_verify_digest(&pub, NULL, dig, 32, good, K), CAIRN_ERR_BAD_ARG,
             "pss verify_digest NULL params");
    CHECK_RC(cairn_rsa_pss_verify_digest(&pub, &p, NULL, 32, good, K), CAIRN_ERR_BAD_ARG,
             "pss verify_digest NULL digest");
    CHECK_RC(cairn_rsa_pss_verify_digest(&pub, &p, dig, 31, good, K), CAIRN_ERR_BAD_LENGTH,
             "pss verify_digest short digest");
    CHECK_RC(cairn_rsa_pss_verify_digest(&pub, &p, dig, 32, good, 0), CAIRN_ERR_BAD_SIGNATURE,
             "pss verify_digest empty signature");
}

/* An encryption or decryption with a buffer of cap bytes that fails:
 * status, output zeroed up to cap (at most K), nothing after it written,
 * length 0. */
#define DEC_FAILS_CAP(call, cap, want, what)                                                                           \
    do {                                                                                                               \
        memset(out, 0x55, sizeof out);                                                                                 \
        ol = 99;                                                                                                       \
        CHECK_RC(call, want, what);                                                                                    \
        CHECK(ol == 0 && tu_all_zero(out, cap) && out[cap] == 0x55, "%s: output zeroed, length 0", what);                  \
    } while (0)
#define DEC_FAILS(call, want, what) DEC_FAILS_CAP(call, K, want, what)

/* OAEP on the 512-bit key: SHA-1 (SHA-224 in a build without SHA-1) is the
 * largest hash it fits with room for a message */
#if CAIRN_ENABLE_SHA1
#define OAEP_HASH cairn_hash_sha1
#define OAEP_HLEN 20
#else
#define OAEP_HASH cairn_hash_sha224
#define OAEP_HLEN 28
#endif

static void bad_encryption(void)
{
    cairn_rsa_oaep_params o = {&OAEP_HASH, NULL, NULL, 0}, q;
    uint8_t msg[K] = {0}, ct[K + 8], out[K + 8], okct[K], pkct[K];
    size_t ol = 0, max = K - 2 * OAEP_HLEN - 2;
    static const uint8_t label[3] = {'a', 'b', 'c'};

    /* the largest plaintexts */
    CHECK(cairn_rsa_oaep_max_plaintext(&pub, &o) == max, "oaep max plaintext: %zu",
          cairn_rsa_oaep_max_plaintext(&pub, &o));
    CHECK(cairn_rsa_oaep_max_plaintext(NULL, &o) == 0, "oaep max: NULL key");
    CHECK(cairn_rsa_oaep_max_plaintext(&unset_pub, &o) == 0, "oaep max: unset key");
    CHECK(cairn_rsa_oaep_max_plaintext(&pub, NULL) == 0, "oaep max: NULL params");
    q = o, q.hash = NULL;
    CHECK(cairn_rsa_oaep_max_plaintext(&pub, &q) == 0, "oaep max: NULL hash");
    q = o, q.hash = &cairn_hash_sha256;
    CHECK(cairn_rsa_oaep_max_plaintext(&pub, &q) == 0, "oaep max: SHA-256 does not fit 512 bits");
#if CAIRN_ENABLE_SHA3
    q = o, q.hash = &cairn_hash_shake128;
    CHECK(cairn_rsa_oaep_max_plaintext(&pub, &q) == 0, "oaep max: an XOF");
#endif
    CHECK(cairn_rsa_oaep_max_plaintext(&rpub, &o) == 0, "oaep max: a PSS key");
    CHECK(cairn_rsa_pkcs1_max_plaintext(&pub) == K - 11, "pkcs1 max plaintext");
    CHECK(cairn_rsa_pkcs1_max_plaintext(NULL) == 0, "pkcs1 max: NULL key");
    CHECK(cairn_rsa_pkcs1_max_plaintext(&unset_pub) == 0, "pkcs1 max: unset key");
    CHECK(cairn_rsa_pkcs1_max_plaintext(&rpub) == 0, "pkcs1 max: a PSS key");

    /* OAEP encryption */
    CHECK_RC(cairn_rsa_oaep_encrypt(&pub, &o, okct, K, &ol, msg, max, ok_rng, NULL), CAIRN_OK, "oaep encrypt max");
    DEC_FAILS(cairn_rsa_oaep_encrypt(&pub, &o, out, K, &ol, msg, max + 1, ok_rng, NULL), CAIRN_ERR_BAD_LENGTH,
              "oaep encrypt: message too long");
    DEC_FAILS(cairn_rsa_oaep_encrypt(NULL, &o, out, K, &ol, msg, 1, ok_rng, NULL), CAIRN_ERR_BAD_ARG,
              "oaep encrypt NULL key");
    DEC_FAILS(cairn_rsa_oaep_encrypt(&unset_pub, &o, out, K, &ol, msg, 1, ok_rng, NULL), CAIRN_ERR_STATE,
              "oaep encrypt unset key");
    DEC_FAILS(cairn_rsa_oaep_encrypt(&pub, NULL, out, K, &ol, msg, 1, ok_rng, NULL), CAIRN_ERR_BAD_ARG,
              "oaep encrypt NULL params");
    q = o, q.label_len = 3;
    DEC_FAILS(cairn_rsa_oaep_encrypt(&pub, &q, out, K, &ol, msg, 1, ok_rng, NULL), CAIRN_ERR_BAD_ARG,
              "oaep encrypt NULL label with a length");
#if CAIRN_ENABLE_SHA3
    q = o, q.hash = &cairn_hash_shake256;
    DEC_FAILS(cairn_rsa_oaep_encrypt(&pub, &q, out, K, &ol, msg, 1, ok_rng, NULL), CAIRN_ERR_UNSUPPORTED,
              "oaep encrypt: an XOF");
    q = o, q.mgf1_hash = &cairn_hash_shake128;
    DEC_FAILS(cairn_rsa_oaep_encrypt(&pub, &q, out, K, &ol, msg, 1, ok_rng, NULL), CAIRN_ERR_UNSUPPORTED,
              "oaep encrypt: MGF1 over an XOF");
#endif
    q = o, q.hash = &cairn_hash_sha256;
    DEC_FAILS(cairn_rsa_oaep_encrypt(&pub, &q, out, K, &ol, msg, 0, ok_rng, NULL), CAIRN_ERR_BAD_LENGTH,
              "oaep encrypt: SHA-256 does not fit 512 bits");
    DEC_FAILS(cairn_rsa_oaep_encrypt(&pub, &o, out, K, &ol, NULL, 1, ok_rng, NULL), CAIRN_ERR_BAD_ARG,
              "oaep encrypt NULL message");
    DEC_FAILS(cairn_rsa_oaep_encrypt(&pub, &o, out, K, &ol, msg, 1, NULL, NULL), CAIRN_ERR_BAD_ARG,
              "oaep encrypt without rng");
    DEC_FAILS(cairn_rsa_oaep_encrypt(&pub, &o, out, K, &ol, msg, 1, fail_rng, NULL), CAIRN_ERR_RNG,
              "oaep encrypt: rng fails");
    DEC_FAILS_CAP(cairn_rsa_oaep_encrypt(&pub, &o, out, K - 1, &ol, msg, 1, ok_rng, NULL), K - 1,
                  CAIRN_ERR_BUFFER_TOO_SMALL, "oaep encrypt: buffer one byte short");
    DEC_FAILS(cairn_rsa_oaep_encrypt(&rpub, &o, out, K, &ol, msg, 1, ok_rng, NULL), CAIRN_ERR_INVALID_KEY,
              "oaep encrypt: a PSS key");
    CHECK_RC(cairn_rsa_oaep_encrypt(&pub, &o, NULL, K, &ol, msg, 1, ok_rng, NULL), CAIRN_ERR_BAD_ARG,
             "oaep encrypt NULL out");
    CHECK_RC(cairn_rsa_oaep_encrypt(&pub, &o, out, K, NULL, msg, 1, ok_rng, NULL), CAIRN_ERR_BAD_ARG,
             "oaep encrypt NULL length");

    /* OAEP decryption: the buffer check comes before anything else */
    CHECK_RC(cairn_rsa_oaep_decrypt(&priv, &o, out, max, &ol, okct, K, NULL, NULL), CAIRN_OK, "oaep decrypt");
    CHECK(ol == max, "oaep decrypt length");
    DEC_FAILS_CAP(cairn_rsa_oaep_decrypt(&priv, &o, out, max - 1, &ol, okct, K, NULL, NULL), max - 1,
                  CAIRN_ERR_BUFFER_TOO_SMALL, "oaep decrypt: buffer below the largest plaintext");
    DEC_FAILS_CAP(cairn_rsa_oaep_decrypt(&priv, &o, out, max - 1, &ol, okct, K - 1, NULL, NULL), max - 1,
                  CAIRN_ERR_BUFFER_TOO_SMALL, "oaep decrypt: the buffer is checked before the ciphertext");
    DEC_FAILS(cairn_rsa_oaep_decrypt(&priv, &o, out, K, &ol, okct, K - 1, NULL, NULL), CAIRN_ERR_BAD_LENGTH,
              "oaep decrypt: short ciphertext");
    memcpy(ct, okct, K);
    ct[K] = 0;
    DEC_FAILS(cairn_rsa_oaep_decrypt(&priv, &o, out, K, &ol, ct, K + 1, NULL, NULL), CAIRN_ERR_BAD_LENGTH,
              "oaep decrypt: long ciphertext");
    DEC_FAILS(cairn_rsa_oaep_decrypt(&priv, &o, out, K, &ol, kn, K, NULL, NULL), CAIRN_ERR_BAD_PADDING,
              "oaep decrypt: ciphertext = n");
    q = o, q.label = label, q.label_len = 3;
    DEC_FAILS(cairn_rsa_oaep_decrypt(&priv, &q, out, K, &ol, okct, K, NULL, NULL), CAIRN_ERR_BAD_PADDING,
              "oaep decrypt: another label");
    DEC_FAILS(cairn_rsa_oaep_decrypt(NULL, &o, out, K, &ol, okct, K, NULL, NULL), CAIRN_ERR_BAD_ARG,
              "oaep decrypt NULL key");
    DEC_FAILS(cairn_rsa_oaep_decrypt(&unset, &o, out, K, &ol, okct, K, NULL, NULL), CAIRN_ERR_STATE,
              "oaep decrypt unset key");
    DEC_FAILS(cairn_rsa_oaep_decrypt(&priv, NULL, out, K, &ol, okct, K, NULL, NULL), CAIRN_ERR_BAD_ARG,
              "oaep decrypt NULL params");
    DEC_FAILS(cairn_rsa_oaep_decrypt(&priv, &o, out, K, &ol, NULL, K, NULL, NULL), CAIRN_ERR_BAD_ARG,
              "oaep decrypt NULL ciphertext");
    q = o, q.hash = &cairn_hash_sha256;
    DEC_FAILS(cairn_rsa_oaep_decrypt(&priv, &q, out, K, &ol, okct, K, NULL, NULL), CAIRN_ERR_BAD_LENGTH,
              "oaep decrypt: SHA-256 does not fit 512 bits");
    DEC_FAILS(cairn_rsa_oaep_decrypt(&restricted, &o, out, K, &ol, okct, K, NULL, NULL), CAIRN_ERR_INVALID_KEY,
              "oaep decrypt: a PSS key");
    DEC_FAILS(cairn_rsa_oaep_decrypt(&priv, &o, out, K, &ol, okct, K, fail_rng, NULL), CAIRN_ERR_RNG,
              "oaep decrypt: blinding rng fails");
    CHECK_RC(cairn_rsa_oaep_decrypt(&priv, &o, NULL, K, &ol, okct, K, NULL, NULL), CAIRN_ERR_BAD_ARG,
             "oaep decrypt NULL out");
    CHECK_RC(cairn_rsa_oaep_decrypt(&priv, &o, out, K, NULL, okct, K, NULL, NULL), CAIRN_ERR_BAD_ARG,
             "oaep decrypt NULL length");

    /* PKCS#1 v1.5 encryption */
    CHECK_RC(cairn_rsa_pkcs1_encrypt(&pub, pkct, K, &ol, msg, K - 11, ok_rng, NULL), CAIRN_OK, "pkcs1 encrypt max");
    DEC_FAILS(cairn_rsa_pkcs1_encrypt(&pub, out, K, &ol, msg, K - 10, ok_rng, NULL), CAIRN_ERR_BAD_LENGTH,
              "pkcs1 encrypt: message too long");
    DEC_FAILS(cairn_rsa_pkcs1_encrypt(NULL, out, K, &ol, msg, 1, ok_rng, NULL), CAIRN_ERR_BAD_ARG,
              "pkcs1 encrypt NULL key");
    DEC_FAILS(cairn_rsa_pkcs1_encrypt(&unset_pub, out, K, &ol, msg, 1, ok_rng, NULL), CAIRN_ERR_STATE,
              "pkcs1 encrypt unset key");
    DEC_FAILS(cairn_rsa_pkcs1_encrypt(&pub, out, K, &ol, NULL, 1, ok_rng, NULL), CAIRN_ERR_BAD_ARG,
              "pkcs1 encrypt NULL message");
    DEC_FAILS(cairn_rsa_pkcs1_encrypt(&pub, out, K, &ol, msg, 1, NULL, NULL), CAIRN_ERR_BAD_ARG,
              "pkcs1 encrypt without rng");
    DEC_FAILS(cairn_rsa_pkcs1_encrypt(&pub, out, K, &ol, msg, 1, fail_rng, NULL), CAIRN_ERR_RNG,
              "pkcs1 encrypt: rng fails");
    DEC_FAILS(cairn_rsa_pkcs1_encrypt(&pub, out, K, &ol, msg, 1, zero_rng, NULL), CAIRN_ERR_RNG,
              "pkcs1 encrypt: an rng stuck at zero");
    DEC_FAILS_CAP(cairn_rsa_pkcs1_encrypt(&pub, out, K - 1, &ol, msg, 1, ok_rng, NULL), K - 1,
                  CAIRN_ERR_BUFFER_TOO_SMALL, "pkcs1 encrypt: buffer one byte short");
    DEC_FAILS(cairn_rsa_pkcs1_encrypt(&rpub, out, K, &ol, msg, 1, ok_rng, NULL), CAIRN_ERR_INVALID_KEY,
              "pkcs1 encrypt: a PSS key");
    CHECK_RC(cairn_rsa_pkcs1_encrypt(&pub, NULL, K, &ol, msg, 1, ok_rng, NULL), CAIRN_ERR_BAD_ARG,
             "pkcs1 encrypt NULL out");
    CHECK_RC(cairn_rsa_pkcs1_encrypt(&pub, out, K, NULL, msg, 1, ok_rng, NULL), CAIRN_ERR_BAD_ARG,
             "pkcs1 encrypt NULL length");

    /* PKCS#1 v1.5 decryption, explicit and implicit */
    CHECK_RC(cairn_rsa_pkcs1_decrypt(&priv, out, K - 11, &ol, pkct, K, NULL, NULL), CAIRN_OK, "pkcs1 decrypt");
    CHECK(ol == K - 11, "pkcs1 decrypt length");
    DEC_FAILS_CAP(cairn_rsa_pkcs1_decrypt(&priv, out, K - 12, &ol, pkct, K, NULL, NULL), K - 12,
                  CAIRN_ERR_BUFFER_TOO_SMALL, "pkcs1 decrypt: buffer below the largest plaintext");
    DEC_FAILS_CAP(cairn_rsa_pkcs1_decrypt(&priv, out, K - 12, &ol, pkct, 3, NULL, NULL), K - 12,
                  CAIRN_ERR_BUFFER_TOO_SMALL, "pkcs1 decrypt: the buffer is checked before the ciphertext");
    DEC_FAILS(cairn_rsa_pkcs1_decrypt(&priv, out, K, &ol, pkct, K - 1, NULL, NULL), CAIRN_ERR_BAD_LENGTH,
              "pkcs1 decrypt: short ciphertext");
    DEC_FAILS(cairn_rsa_pkcs1_decrypt(&priv, out, K, &ol, kn, K, NULL, NULL), CAIRN_ERR_BAD_PADDING,
              "pkcs1 decrypt: ciphertext = n");
    DEC_FAILS(cairn_rsa_pkcs1_decrypt(&priv, out, K, &ol, okct, K, NULL, NULL), CAIRN_ERR_BAD_PADDING,
              "pkcs1 decrypt: an OAEP ciphertext");
    DEC_FAILS(cairn_rsa_pkcs1_decrypt(NULL, out, K, &ol, pkct, K, NULL, NULL), CAIRN_ERR_BAD_ARG,
              "pkcs1 decrypt NULL key");
    DEC_FAILS(cairn_rsa_pkcs1_decrypt(&unset, out, K, &ol, pkct, K, NULL, NULL), CAIRN_ERR_STATE,
              "pkcs1 decrypt unset key");
    DEC_FAILS(cairn_rsa_pkcs1_decrypt(&priv, out, K, &ol, NULL, K, NULL, NULL), CAIRN_ERR_BAD_ARG,
              "pkcs1 decrypt NULL ciphertext");
    DEC_FAILS(cairn_rsa_pkcs1_decrypt(&restricted, out, K, &ol, pkct, K, NULL, NULL), CAIRN_ERR_INVALID_KEY,
              "pkcs1 decrypt: a PSS key");
    DEC_FAILS(cairn_rsa_pkcs1_decrypt(&priv, out, K, &ol, pkct, K, fail_rng, NULL), CAIRN_ERR_RNG,
              "pkcs1 decrypt: blinding rng fails");
    CHECK_RC(cairn_rsa_pkcs1_decrypt(&priv, NULL, K, &ol, pkct, K, NULL, NULL), CAIRN_ERR_BAD_ARG,
             "pkcs1 decrypt NULL out");
    CHECK_RC(cairn_rsa_pkcs1_decrypt(&priv, out, K, NULL, pkct, K, NULL, NULL), CAIRN_ERR_BAD_ARG,
             "pkcs1 decrypt NULL length");

    CHECK_RC(cairn_rsa_pkcs1_decrypt_implicit(&priv, out, K - 11, &ol, pkct, K, NULL, NULL), CAIRN_OK,
             "implicit decrypt");
    CHECK(ol == K - 11, "implicit decrypt length");
    CHECK_RC(cairn_rsa_pkcs1_decrypt_implicit(&priv, out, K - 11, &ol, okct, K, NULL, NULL), CAIRN_OK,
             "implicit decrypt: bad padding is no error");
    CHECK(ol <= K - 11, "implicit decrypt: synthetic length %zu", ol);
    CHECK_RC(cairn_rsa_pkcs1_decrypt_implicit(&priv, out, K - 11, &ol, kn, K, NULL, NULL), CAIRN_OK,
             "implicit decrypt: ciphertext = n gets a synthetic message too");
    DEC_FAILS_CAP(cairn_rsa_pkcs1_decrypt_implicit(&priv, out, K - 12, &ol, pkct, K, NULL, NULL), K - 12,
                  CAIRN_ERR_BUFFER_TOO_SMALL, "implicit decrypt: buffer below the largest plaintext");
    DEC_FAILS(cairn_rsa_pkcs1_decrypt_implicit(&priv, out, K, &ol, pkct, K - 1, NULL, NULL), CAIRN_ERR_BAD_LENGTH,
              "implicit decrypt: short ciphertext");
    memcpy(ct, pkct, K);
    ct[K] = 0;
    DEC_FAILS(cairn_rsa_pkcs1_decrypt_implicit(&priv, out, K, &ol, ct, K + 1, NULL, NULL), CAIRN_ERR_BAD_LENGTH,
              "implicit decrypt: long ciphertext");
    DEC_FAILS(cairn_rsa_pkcs1_decrypt_implicit(NULL, out, K, &ol, pkct, K, NULL, NULL), CAIRN_ERR_BAD_ARG,
              "implicit decrypt NULL key");
    DEC_FAILS(cairn_rsa_pkcs1_decrypt_implicit(&unset, out, K, &ol, pkct, K, NULL, NULL), CAIRN_ERR_STATE,
              "implicit decrypt unset key");
    DEC_FAILS(cairn_rsa_pkcs1_decrypt_implicit(&priv, out, K, &ol, NULL, K, NULL, NULL), CAIRN_ERR_BAD_ARG,
              "implicit decrypt NULL ciphertext");
    DEC_FAILS(cairn_rsa_pkcs1_decrypt_implicit(&restricted, out, K, &ol, pkct, K, NULL, NULL), CAIRN_ERR_INVALID_KEY,
              "implicit decrypt: a PSS key");
    DEC_FAILS(cairn_rsa_pkcs1_decrypt_implicit(&priv, out, K, &ol, pkct, K, fail_rng, NULL), CAIRN_ERR_RNG,
              "implicit decrypt: blinding rng fails");
    CHECK_RC(cairn_rsa_pkcs1_decrypt_implicit(&priv, NULL, K, &ol, pkct, K, NULL, NULL), CAIRN_ERR_BAD_ARG,
             "implicit decrypt NULL out");
    CHECK_RC(cairn_rsa_pkcs1_decrypt_implicit(&priv, out, K, NULL, pkct, K, NULL, NULL), CAIRN_ERR_BAD_ARG,
             "implicit decrypt NULL length");
}

void badinput_rsa_pad(void)
{
    if (!setup())
        return;
    bad_pkcs1_sig();
    bad_pss();
    bad_encryption();
    cairn_rsa_private_key_wipe(&priv);
    cairn_rsa_private_key_wipe(&restricted);
}

#else
void badinput_rsa_pad(void) {}
#endif
