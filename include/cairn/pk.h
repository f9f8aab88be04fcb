/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Public-key schemes behind one interface: signature schemes (Ed25519,
 * Ed448, RSA, DSA, ECDSA, SM2) and key-agreement schemes (X25519,
 * X448, ECDH, finite-field DH), each a descriptor found by name or by index, used
 * through the generic functions below. The benchmark, the tests and any
 * protocol code that is generic over algorithms go through them; the
 * scheme's own header (curve25519.h, ...) stays the place for everything a
 * descriptor does not carry (contexts, pre-hashing, key formats).
 *
 * Keys, signatures and shared secrets are byte strings in the scheme's
 * encoding. A scheme's secret key holds everything signing or deriving needs:
 * for Ed25519 and Ed448 it is the keypair seed || public key of
 * curve25519.h/curve448.h (so signing costs what cairn_ed25519_sign costs),
 * for X25519 and X448 the raw secret. Each length is fixed, or, where the
 * scheme's flags say CAIRN_PK_VARLEN_*, a maximum (DER-encoded keys, DER
 * signatures); the generic functions report the length they wrote.
 *
 * Argument rules of every generic function (checked here, before the scheme
 * runs; the scheme's own functions keep their own checks):
 *  - NULL scheme, output, length pointer or rng where one is required, or a
 *    NULL input with a non-zero length: CAIRN_ERR_BAD_ARG.
 *  - An output capacity below the scheme's (maximum) length:
 *    CAIRN_ERR_BUFFER_TOO_SMALL, nothing written. Capacities are checked
 *    against the maximum, not the length a call would produce, so a buffer
 *    of the descriptor's size always works.
 *  - A key of the wrong length (not the fixed length, or 0 or above the
 *    maximum): CAIRN_ERR_BAD_LENGTH. A signature of a length the scheme
 *    never produces is not an error of the caller but a bad signature:
 *    cairn_sig_verify returns CAIRN_ERR_BAD_SIGNATURE.
 *  - impl: NULL selects the best usable implementation. A non-NULL object
 *    is handed to the scheme, which accepts it as its _ex functions do
 *    (cairn/accel.h: CAIRN_ERR_BAD_ARG for an object of another primitive,
 *    CAIRN_ERR_UNSUPPORTED when this CPU lacks a feature it needs). A scheme
 *    without implementation objects (impls == NULL) refuses any non-NULL
 *    impl with CAIRN_ERR_BAD_ARG. Operations the objects do not cover (the
 *    CAIRN_PK_IMPL_* flags) still check the object, then ignore it.
 *  - An operation the scheme does not have (public key from the secret key
 *    for a scheme that cannot compute it): CAIRN_ERR_UNSUPPORTED.
 * On failure, the lengths written through pointers are 0 and outputs hold no
 * secret (each scheme zeroes what it documents).
 *
 * Randomness: keygen always needs rng. cairn_sig_sign takes an optional one:
 * deterministic schemes (EdDSA) ignore it; schemes flagged
 * CAIRN_SIG_HEDGED mix it in when given and are deterministic (RFC 6979
 * style) when it is NULL; schemes flagged CAIRN_SIG_NEEDS_RNG (randomized
 * padding, random nonces) refuse NULL with CAIRN_ERR_BAD_ARG.
 *
 * Contexts and identities (Ed25519ctx, Ed448's context string, SM2's user
 * ID) are not part of this interface: a descriptor signs with the scheme's
 * default (empty context, the standard's default ID).
 */
#ifndef CAIRN_PK_H
#define CAIRN_PK_H

#include "cairn/accel.h"
#include "cairn/common.h"
#include "cairn/config.h"
#include "cairn/rng.h"
#if CAIRN_ENABLE_RSA
#include "cairn/rsa.h"
#endif
#if CAIRN_ENABLE_EC
#include "cairn/ec.h"
#endif
#if CAIRN_ENABLE_DH
#include "cairn/dh.h"
#endif
#if CAIRN_ENABLE_DSA
#include "cairn/dsa.h"
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* Scheme flags (cairn_sig_scheme.flags, cairn_kex_scheme.flags). */
#define CAIRN_PK_VARLEN_SECRET 0x0001u /* secret_len is a maximum: encodings vary in length */
#define CAIRN_PK_VARLEN_PUBLIC 0x0002u /* public_len is a maximum */
#define CAIRN_PK_VARLEN_OUTPUT 0x0004u /* sig_len / shared_len is a maximum */
#define CAIRN_SIG_HEDGED 0x0010u       /* sign mixes rng output in when given; deterministic without */
#define CAIRN_SIG_NEEDS_RNG 0x0020u    /* sign needs rng */
/* Which operations the implementation objects (impls) select: the others
 * have one implementation whatever impl says. */
#define CAIRN_PK_IMPL_KEYGEN 0x0100u
#define CAIRN_PK_IMPL_PUBLIC 0x0200u
#define CAIRN_PK_IMPL_SIGN 0x0400u   /* signature schemes */
#define CAIRN_PK_IMPL_VERIFY 0x0800u /* signature schemes */
#define CAIRN_PK_IMPL_DERIVE 0x1000u /* key-agreement schemes */

/* Largest lengths over this build's built-in schemes, for buffers of
 * generic code (a later version's schemes may raise them: size buffers by
 * these names, not by their values). With RSA they
 * follow CAIRN_MAX_RSA_BITS (DER keys: about 2.4 KB for the secret key of
 * RSA-4096). */
#define CAIRN_PK_MAX_(a, b) ((a) > (b) ? (a) : (b))
/* Without RSA: Ed448's keypair and signature (114), the P-521 point (133)
 * and signature (132); X448's keys, the P-521 scalar, point and x (66, 133). */
#if CAIRN_ENABLE_EC
#define CAIRN_SIG_MAX_SECRET_LEN_ 114
#define CAIRN_SIG_MAX_PUBLIC_LEN_ CAIRN_EC_MAX_POINT_LEN
#define CAIRN_SIG_MAX_SIG_LEN_ CAIRN_EC_MAX_SIG_P1363
#define CAIRN_KEX_MAX_SECRET_LEN_ CAIRN_EC_MAX_BYTES
#define CAIRN_KEX_MAX_PUBLIC_LEN_ CAIRN_EC_MAX_POINT_LEN
#define CAIRN_KEX_MAX_SHARED_LEN_ CAIRN_EC_MAX_BYTES
#else
#define CAIRN_SIG_MAX_SECRET_LEN_ 114
#define CAIRN_SIG_MAX_PUBLIC_LEN_ 57
#define CAIRN_SIG_MAX_SIG_LEN_ 114
#define CAIRN_KEX_MAX_SECRET_LEN_ 56
#define CAIRN_KEX_MAX_PUBLIC_LEN_ 56
#define CAIRN_KEX_MAX_SHARED_LEN_ 56
#endif
/* DH-2048: x of 28 bytes, y and z of 256 */
#if CAIRN_ENABLE_DH
#define CAIRN_KEX_MAX_SECRET_LEN CAIRN_KEX_MAX_SECRET_LEN_
#define CAIRN_KEX_MAX_PUBLIC_LEN CAIRN_PK_MAX_(CAIRN_KEX_MAX_PUBLIC_LEN_, 256)
#define CAIRN_KEX_MAX_SHARED_LEN CAIRN_PK_MAX_(CAIRN_KEX_MAX_SHARED_LEN_, 256)
#else
#define CAIRN_KEX_MAX_SECRET_LEN CAIRN_KEX_MAX_SECRET_LEN_
#define CAIRN_KEX_MAX_PUBLIC_LEN CAIRN_KEX_MAX_PUBLIC_LEN_
#define CAIRN_KEX_MAX_SHARED_LEN CAIRN_KEX_MAX_SHARED_LEN_
#endif
/* DSA-2048: y of 256 bytes (x and the signature are shorter than Ed448's) */
#if CAIRN_ENABLE_DSA
#define CAIRN_SIG_MAX_PUBLIC_LEN_DSA_ CAIRN_PK_MAX_(CAIRN_SIG_MAX_PUBLIC_LEN_, 256)
#else
#define CAIRN_SIG_MAX_PUBLIC_LEN_DSA_ CAIRN_SIG_MAX_PUBLIC_LEN_
#endif
#if CAIRN_ENABLE_RSA
#define CAIRN_SIG_MAX_SECRET_LEN CAIRN_PK_MAX_(CAIRN_SIG_MAX_SECRET_LEN_, CAIRN_RSA_PRIVATE_DER_MAX(CAIRN_MAX_RSA_BITS))
#define CAIRN_SIG_MAX_PUBLIC_LEN                                                                                   \
    CAIRN_PK_MAX_(CAIRN_SIG_MAX_PUBLIC_LEN_DSA_, CAIRN_RSA_PUBLIC_DER_MAX(CAIRN_MAX_RSA_BITS))
#define CAIRN_SIG_MAX_SIG_LEN CAIRN_PK_MAX_(CAIRN_SIG_MAX_SIG_LEN_, CAIRN_RSA_MAX_BYTES)
#else
#define CAIRN_SIG_MAX_SECRET_LEN CAIRN_SIG_MAX_SECRET_LEN_
#define CAIRN_SIG_MAX_PUBLIC_LEN CAIRN_SIG_MAX_PUBLIC_LEN_DSA_
#define CAIRN_SIG_MAX_SIG_LEN CAIRN_SIG_MAX_SIG_LEN_
#endif

/*
 * A signature scheme. The hooks are called by the generic functions only,
 * with arguments already checked against this descriptor: output buffers of
 * at least the (maximum) length, keys of an allowed length, rng non-NULL
 * for keygen. A hook writes the length it produced through its length
 * pointer. public_key may be NULL (no public key from the secret key).
 * impl is passed as given (NULL: best usable).
 */
typedef struct cairn_sig_scheme {
    const char *name;  /* "Ed25519", "Ed448", "RSA-2048" */
    unsigned flags;    /* CAIRN_PK_* and CAIRN_SIG_* */
    size_t secret_len; /* secret key (fixed, or maximum with CAIRN_PK_VARLEN_SECRET) */
    size_t public_len; /* public key (fixed, or maximum with CAIRN_PK_VARLEN_PUBLIC) */
    size_t sig_len;    /* signature (fixed, or maximum with CAIRN_PK_VARLEN_OUTPUT) */
    /* The implementation objects, best first (NULL-terminated), or NULL when
     * the scheme has one built-in implementation. */
    const cairn_impl *const *impls;
    int (*keygen)(uint8_t *sk, size_t *sklen, uint8_t *pk, size_t *pklen, cairn_rng_fn rng, void *rng_state,
                  const cairn_impl *impl);
    int (*public_key)(uint8_t *pk, size_t *pklen, const uint8_t *sk, size_t sklen, const cairn_impl *impl);
    int (*sign)(uint8_t *sig, size_t *siglen, const uint8_t *msg, size_t msglen, const uint8_t *sk, size_t sklen,
                cairn_rng_fn rng, void *rng_state, const cairn_impl *impl);
    int (*verify)(const uint8_t *sig, size_t siglen, const uint8_t *msg, size_t msglen, const uint8_t *pk,
                  size_t pklen, const cairn_impl *impl);
    /* Loaded keys (see "loaded keys" below). A scheme with a parsed form
     * gives its size and the three hooks, and may leave sign and verify
     * NULL (the generic functions then load the bytes and use the loaded
     * hooks); a scheme without one gives 0 and NULLs, and its loaded keys
     * keep the bytes. load checks the key as the byte-level hooks would
     * (secret: 1 for a secret key, 0 for a public one). */
    size_t loaded_size;
    int (*load)(void *obj, int secret, const uint8_t *key, size_t keylen);
    int (*sign_loaded)(uint8_t *sig, size_t *siglen, const uint8_t *msg, size_t msglen, const void *obj,
                       cairn_rng_fn rng, void *rng_state, const cairn_impl *impl);
    int (*verify_loaded)(const uint8_t *sig, size_t siglen, const uint8_t *msg, size_t msglen, const void *obj,
                         const cairn_impl *impl);
} cairn_sig_scheme;

/* A key-agreement scheme; hooks as for cairn_sig_scheme. */
typedef struct cairn_kex_scheme {
    const char *name;  /* "X25519", "X448" */
    unsigned flags;    /* CAIRN_PK_* */
    size_t secret_len; /* secret key */
    size_t public_len; /* public key (what is sent to the peer) */
    size_t shared_len; /* shared secret */
    const cairn_impl *const *impls;
    int (*keygen)(uint8_t *sk, size_t *sklen, uint8_t *pk, size_t *pklen, cairn_rng_fn rng, void *rng_state,
                  const cairn_impl *impl);
    int (*public_key)(uint8_t *pk, size_t *pklen, const uint8_t *sk, size_t sklen, const cairn_impl *impl);
    int (*derive)(uint8_t *shared, size_t *sharedlen, const uint8_t *sk, size_t sklen, const uint8_t *peer,
                  size_t peerlen, const cairn_impl *impl);
    /* Loaded secret keys, as for cairn_sig_scheme (load is called with
     * secret = 1 only; derive may be NULL when the scheme has them). */
    size_t loaded_size;
    int (*load)(void *obj, int secret, const uint8_t *key, size_t keylen);
    int (*derive_loaded)(uint8_t *shared, size_t *sharedlen, const void *obj, const uint8_t *peer, size_t peerlen,
                         const cairn_impl *impl);
} cairn_kex_scheme;

/* The built-in descriptors of this build (each exists when its algorithm is enabled). */
#if CAIRN_ENABLE_CURVE25519
extern const cairn_sig_scheme cairn_sig_ed25519; /* Ed25519 (pure): sk = keypair, 64 bytes */
extern const cairn_kex_scheme cairn_kex_x25519;  /* X25519: impls = cairn_x25519_impls (derive) */
#endif
#if CAIRN_ENABLE_RSA
/* RSASSA-PKCS1-v1_5 with SHA-256 (cairn/rsa.h): sk = RSAPrivateKey DER (or
 * PKCS#8), pk = RSAPublicKey DER (or SubjectPublicKeyInfo), of exactly the
 * scheme's size; impls = the bignum engines (keygen, sign, verify). Each
 * exists when CAIRN_MAX_RSA_BITS allows its size. */
extern const cairn_sig_scheme cairn_sig_rsa1024;
extern const cairn_sig_scheme cairn_sig_rsa2048;
extern const cairn_sig_scheme cairn_sig_rsa3072;
extern const cairn_sig_scheme cairn_sig_rsa4096;
#endif
#if CAIRN_ENABLE_EC && CAIRN_ENABLE_SHA256 && CAIRN_ENABLE_SHA512
/* ECDSA (cairn/ec.h) with SHA-256, SHA-384, SHA-512 on P-256, P-384,
 * P-521 (sk 32, 48, 66 bytes) and brainpoolP256r1, brainpoolP384r1,
 * brainpoolP512r1 (32, 48, 64): sk = the raw scalar d, pk = the uncompressed
 * SEC 1 point, sig = P1363 r || s; hedged (CAIRN_SIG_HEDGED). ECDH: the same
 * keys, shared = the x-coordinate; a peer point that is not valid is
 * CAIRN_ERR_INVALID_POINT with shared zeroed. impls = the curve's field
 * implementations (every operation). */
extern const cairn_sig_scheme cairn_sig_ecdsa_p256;
extern const cairn_sig_scheme cairn_sig_ecdsa_p384;
extern const cairn_sig_scheme cairn_sig_ecdsa_p521;
extern const cairn_kex_scheme cairn_kex_ecdh_p256;
extern const cairn_kex_scheme cairn_kex_ecdh_p384;
extern const cairn_kex_scheme cairn_kex_ecdh_p521;
extern const cairn_sig_scheme cairn_sig_ecdsa_brainpoolp256r1;
extern const cairn_sig_scheme cairn_sig_ecdsa_brainpoolp384r1;
extern const cairn_sig_scheme cairn_sig_ecdsa_brainpoolp512r1;
extern const cairn_kex_scheme cairn_kex_ecdh_brainpoolp256r1;
extern const cairn_kex_scheme cairn_kex_ecdh_brainpoolp384r1;
extern const cairn_kex_scheme cairn_kex_ecdh_brainpoolp512r1;
/* ECDH on the SM2 curve (sm2p256v1), keys as for ECDH-P256. */
extern const cairn_kex_scheme cairn_kex_ecdh_sm2;
#endif
#if CAIRN_ENABLE_EC && CAIRN_ENABLE_SHA256 && CAIRN_ENABLE_SHA512 && CAIRN_ENABLE_SM2 && CAIRN_ENABLE_SM3
/* SM2 signatures (cairn/sm2.h) with the default ID: sk = d (32 bytes), pk =
 * the uncompressed point, sig = r || s (64 bytes); hedged. Signing needs the
 * public point (Z): signing from the secret key's bytes computes d G first,
 * a loaded key carries it. */
extern const cairn_sig_scheme cairn_sig_sm2;
#endif
#if CAIRN_ENABLE_DSA && CAIRN_ENABLE_SHA256
/* DSA (cairn/dsa.h) with SHA-256 over RFC 6979's domain parameters (A.2.1:
 * L = 1024, N = 160; A.2.2: L = 2048, N = 256): sk = x (20, 32 bytes),
 * pk = y (128, 256 bytes), sig = P1363 r || s; hedged (CAIRN_SIG_HEDGED).
 * impls = the bignum engines (sign, verify). */
extern const cairn_sig_scheme cairn_sig_dsa1024;
extern const cairn_sig_scheme cairn_sig_dsa2048;
#endif
#if CAIRN_ENABLE_DH
/* Finite-field DH (cairn/dh.h) on RFC 2409 Oakley group 2 and RFC 7919
 * ffdhe2048: sk = x big-endian at the default exponent length (20 and 28
 * bytes: 160 and 224 bits), pk and shared padded to the length of p (128
 * and 256 bytes); a peer value that fails the full check is
 * CAIRN_ERR_INVALID_KEY with shared zeroed. impls = the bignum engines. */
extern const cairn_kex_scheme cairn_kex_dh1024;
extern const cairn_kex_scheme cairn_kex_dh2048;
#endif
#if CAIRN_ENABLE_CURVE448
extern const cairn_sig_scheme cairn_sig_ed448; /* Ed448 (pure, empty context): sk = keypair, 114 bytes */
extern const cairn_kex_scheme cairn_kex_x448;  /* X448 */
#endif

/* ---------- finding a scheme ---------- */

/* The i-th signature scheme of this build (0, 1, ...; the benchmark's row
 * order), NULL past the last. Disabled algorithms are not listed. */
const cairn_sig_scheme *cairn_sig_scheme_at(size_t i);
/* The i-th key-agreement scheme of this build, NULL past the last. */
const cairn_kex_scheme *cairn_kex_scheme_at(size_t i);

/* *out = the scheme called name, ignoring case and '-', '_', '/', ' '
 * ("ed25519", "X-448"). CAIRN_ERR_NOT_FOUND (and *out = NULL) for a name
 * this build does not have; CAIRN_ERR_BAD_ARG for NULL out or name. */
CAIRN_WARN_UNUSED int cairn_sig_scheme_lookup(const cairn_sig_scheme **out, const char *name);
CAIRN_WARN_UNUSED int cairn_kex_scheme_lookup(const cairn_kex_scheme **out, const char *name);

/* ---------- signatures ---------- */

/* New key pair from rng: sk[0..*sklen) and pk[0..*pklen). CAIRN_ERR_RNG when
 * rng fails (both zeroed). */
CAIRN_WARN_UNUSED int cairn_sig_keygen(const cairn_sig_scheme *scheme, uint8_t *sk, size_t skcap, size_t *sklen,
                                       uint8_t *pk, size_t pkcap, size_t *pklen, cairn_rng_fn rng,
                                       void *rng_state, const cairn_impl *impl);

/* The public key of a secret key. */
CAIRN_WARN_UNUSED int cairn_sig_public(const cairn_sig_scheme *scheme, uint8_t *pk, size_t pkcap, size_t *pklen,
                                       const uint8_t *sk, size_t sklen, const cairn_impl *impl);

/* Signature of msg[0..msglen) into sig[0..*siglen). rng: see the top of this
 * header (NULL allowed unless the scheme has CAIRN_SIG_NEEDS_RNG). A secret
 * key the scheme rejects (an EdDSA keypair whose public half does not match
 * its seed) is CAIRN_ERR_INVALID_KEY with sig zeroed. */
CAIRN_WARN_UNUSED int cairn_sig_sign(const cairn_sig_scheme *scheme, uint8_t *sig, size_t sigcap, size_t *siglen,
                                     const uint8_t *msg, size_t msglen, const uint8_t *sk, size_t sklen,
                                     cairn_rng_fn rng, void *rng_state, const cairn_impl *impl);

/* CAIRN_OK when sig[0..siglen) is a valid signature of msg under pk, else
 * CAIRN_ERR_BAD_SIGNATURE (including a siglen the scheme never produces). */
CAIRN_WARN_UNUSED int cairn_sig_verify(const cairn_sig_scheme *scheme, const uint8_t *sig, size_t siglen,
                                       const uint8_t *msg, size_t msglen, const uint8_t *pk, size_t pklen,
                                       const cairn_impl *impl);

/* ---------- loaded keys ---------- */

/*
 * Parsing and checking a key can cost more than the operation it serves (an
 * RSA private key's consistency checks next to a signature, an RSA public
 * key's Montgomery set-up next to a verification). A loaded key holds the
 * parsed form: load once, use many times. Every scheme takes loaded keys;
 * a scheme without a parsed form (Ed25519, X25519, ...) keeps the bytes, so
 * code written against loaded keys works for all. The object is large
 * (it has room for the largest parsed key of the build: an RSA private key
 * of CAIRN_MAX_RSA_BITS) and holds no pointer into itself: it may be
 * copied. cairn_pk_key_wipe clears it (a loaded secret key is secret).
 *
 * Loading checks the arguments as the byte-level functions do (NULL,
 * lengths: CAIRN_ERR_BAD_ARG, CAIRN_ERR_BAD_LENGTH) and the key as the
 * scheme does (CAIRN_ERR_INVALID_KEY, CAIRN_ERR_DECODE, ...); on failure the
 * object is left unloaded. Using an unloaded (zeroed) object is
 * CAIRN_ERR_STATE; a key of the wrong kind (a public key to sign, a
 * signature key to derive) is CAIRN_ERR_BAD_ARG. The operations have the
 * byte-level functions' contracts otherwise.
 */
#if CAIRN_ENABLE_RSA
#define CAIRN_PK_KEY_WORDS_ CAIRN_RSA_PRIVATE_KEY_WORDS
#else
#define CAIRN_PK_KEY_WORDS_ 16
#endif
#if CAIRN_ENABLE_EC
#define CAIRN_PK_KEY_WORDS_EC_ CAIRN_PK_MAX_(CAIRN_EC_PRIVATE_KEY_WORDS, CAIRN_EC_PUBLIC_KEY_WORDS)
#else
#define CAIRN_PK_KEY_WORDS_EC_ 16
#endif
/* a loaded DH key: the group and x */
#if CAIRN_ENABLE_DH
#define CAIRN_PK_KEY_WORDS_DH_ (CAIRN_DH_GROUP_WORDS + CAIRN_DH_MAX_BYTES / 8 + 2)
#else
#define CAIRN_PK_KEY_WORDS_DH_ 16
#endif
#if CAIRN_ENABLE_DSA
#define CAIRN_PK_KEY_WORDS_DSA_ CAIRN_DSA_PRIVATE_KEY_WORDS
#else
#define CAIRN_PK_KEY_WORDS_DSA_ 16
#endif
#define CAIRN_PK_KEY_WORDS                                                                                         \
    CAIRN_PK_MAX_(CAIRN_PK_MAX_(CAIRN_PK_KEY_WORDS_, CAIRN_PK_KEY_WORDS_EC_),                                      \
                  CAIRN_PK_MAX_(CAIRN_PK_KEY_WORDS_DH_, CAIRN_PK_KEY_WORDS_DSA_))

typedef struct cairn_pk_key {
    const cairn_sig_scheme *sig; /* the scheme the key was loaded for: one of the two */
    const cairn_kex_scheme *kex;
    int secret;                  /* 1: a secret key, 0: a public key */
    size_t len;                  /* the encoded key's length */
    uint64_t obj[CAIRN_PK_KEY_WORDS]; /* the parsed form, or the bytes */
} cairn_pk_key;

CAIRN_WARN_UNUSED int cairn_sig_load_secret(cairn_pk_key *key, const cairn_sig_scheme *scheme, const uint8_t *sk,
                                            size_t sklen);
CAIRN_WARN_UNUSED int cairn_sig_load_public(cairn_pk_key *key, const cairn_sig_scheme *scheme, const uint8_t *pk,
                                            size_t pklen);
CAIRN_WARN_UNUSED int cairn_sig_sign_key(const cairn_pk_key *key, uint8_t *sig, size_t sigcap, size_t *siglen,
                                         const uint8_t *msg, size_t msglen, cairn_rng_fn rng, void *rng_state,
                                         const cairn_impl *impl);
CAIRN_WARN_UNUSED int cairn_sig_verify_key(const cairn_pk_key *key, const uint8_t *sig, size_t siglen,
                                           const uint8_t *msg, size_t msglen, const cairn_impl *impl);
CAIRN_WARN_UNUSED int cairn_kex_load_secret(cairn_pk_key *key, const cairn_kex_scheme *scheme, const uint8_t *sk,
                                            size_t sklen);
CAIRN_WARN_UNUSED int cairn_kex_derive_key(const cairn_pk_key *key, uint8_t *shared, size_t sharedcap,
                                           size_t *sharedlen, const uint8_t *peer, size_t peerlen,
                                           const cairn_impl *impl);
void cairn_pk_key_wipe(cairn_pk_key *key);

/* ---------- key agreement ---------- */

/* New key pair from rng. CAIRN_ERR_RNG when rng fails (both zeroed). */
CAIRN_WARN_UNUSED int cairn_kex_keygen(const cairn_kex_scheme *scheme, uint8_t *sk, size_t skcap, size_t *sklen,
                                       uint8_t *pk, size_t pkcap, size_t *pklen, cairn_rng_fn rng,
                                       void *rng_state, const cairn_impl *impl);

/* The public key of a secret key. */
CAIRN_WARN_UNUSED int cairn_kex_public(const cairn_kex_scheme *scheme, uint8_t *pk, size_t pkcap, size_t *pklen,
                                       const uint8_t *sk, size_t sklen, const cairn_impl *impl);

/* Shared secret of sk and the peer's public key. The scheme validates the
 * peer key: X25519 and X448 reject a peer of small order (an all-zero
 * result) with CAIRN_ERR_INVALID_POINT and shared zeroed, as
 * cairn_x25519/cairn_x448 do; finite-field DH refuses a peer value outside
 * the group's subgroup with CAIRN_ERR_INVALID_KEY, shared zeroed. */
CAIRN_WARN_UNUSED int cairn_kex_derive(const cairn_kex_scheme *scheme, uint8_t *shared, size_t sharedcap,
                                       size_t *sharedlen, const uint8_t *sk, size_t sklen, const uint8_t *peer,
                                       size_t peerlen, const cairn_impl *impl);

#ifdef __cplusplus
}
#endif
#endif
