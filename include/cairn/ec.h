/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Elliptic curves in short Weierstrass form: the NIST curves P-256, P-384
 * and P-521 (FIPS 186-5, SEC 2) and brainpoolP256r1, brainpoolP384r1 and
 * brainpoolP512r1 (RFC 5639), with ECDSA (FIPS 186-5; deterministic
 * nonces per RFC 6979 by default, hedged with caller randomness as an
 * option), ECDH (SEC 1 3.3.1: the shared secret is the x-coordinate of
 * d * Q), key generation, and the key formats users get from
 * `openssl genpkey`/`openssl ec` and certificates: SEC 1 points
 * (uncompressed and compressed), SEC 1 ECPrivateKey, PKCS#8
 * PrivateKeyInfo and SubjectPublicKeyInfo (id-ecPublicKey with a named
 * curve), DER or PEM. SM2 (signatures, encryption, key exchange) has its
 * own header, cairn/sm2.h, on the same engine and key objects.
 *
 * Keys. A key is a fixed-size object (no allocation, no pointer into
 * itself, so memcpy copies it). A private key holds its curve, the scalar d
 * (1 <= d < n) and its public point d * G (computed once, at import or
 * generation); a public key holds its curve and an affine point that has
 * been validated: coordinates below p, on the curve, not the point at
 * infinity (every curve here has cofactor 1, so that is the whole check).
 * Functions given a key object that no import or generation set up return
 * CAIRN_ERR_STATE (a zeroed object is recognised). cairn_ec_*_key_wipe
 * clears one.
 *
 * Byte strings. Scalars and coordinates are big-endian, of the curve's
 * fixed length (cairn_ec_curve_bytes: 32, 48, 66; brainpool 32, 48, 64):
 * a private scalar given shorter or longer is CAIRN_ERR_BAD_LENGTH. Points are SEC 1 octet
 * strings: 0x04 || x || y (uncompressed) or 0x02/0x03 || x (compressed);
 * the point at infinity (a single 0x00) is never a valid key.
 *
 * Constant time. Everything on secret data (the private scalar, nonces,
 * their inverses, the ECDH result) runs in time that depends only on the
 * curve: complete addition formulas, fixed-window scalar multiplication
 * with masked table reads, Fermat/fixed-length inversion. Verification
 * works on public data only and uses variable-time double-scalar
 * multiplication (marked as such in src/ec).
 *
 * Status codes beyond the common rules (cairn/common.h):
 *  - CAIRN_ERR_UNSUPPORTED: a curve this build does not have (or an
 *    unknown cairn_ec_curve value); explicit curve parameters in DER;
 *  - CAIRN_ERR_INVALID_KEY: a private scalar 0 or >= n, a key object of
 *    another curve than the operation's;
 *  - CAIRN_ERR_INVALID_POINT: a point encoding that is malformed (wrong
 *    length or prefix), a coordinate >= p, a point not on the curve, the
 *    point at infinity, a compressed x with no square root;
 *  - CAIRN_ERR_BAD_SIGNATURE: a signature that does not verify, including
 *    a malformed encoding (non-strict DER, wrong length), r or s 0 or >= n;
 *  - CAIRN_ERR_DECODE: malformed DER or PEM (one status for every cause);
 *  - CAIRN_ERR_RNG: the caller's random source failed.
 * On failure outputs are zeroed and lengths written through pointers are 0.
 */
#ifndef CAIRN_EC_H
#define CAIRN_EC_H

#include "cairn/common.h"
#include "cairn/hash.h"
#include "cairn/rng.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The curves. Values are stable across versions (0 is never a curve). */
typedef enum cairn_ec_curve {
    CAIRN_EC_P256 = 1,            /* secp256r1, prime256v1 */
    CAIRN_EC_P384 = 2,            /* secp384r1 */
    CAIRN_EC_P521 = 3,            /* secp521r1 */
    CAIRN_EC_BRAINPOOLP256R1 = 4, /* RFC 5639 */
    CAIRN_EC_BRAINPOOLP384R1 = 5,
    CAIRN_EC_BRAINPOOLP512R1 = 6,
    CAIRN_EC_SM2 = 7 /* sm2p256v1, GB/T 32918.5 */
} cairn_ec_curve;

/* Largest byte lengths over the curves of this header. */
#define CAIRN_EC_MAX_BYTES 66                            /* a scalar or a coordinate (P-521) */
#define CAIRN_EC_MAX_POINT_LEN (1 + 2 * CAIRN_EC_MAX_BYTES) /* uncompressed SEC 1 point */
#define CAIRN_EC_MAX_SIG_P1363 (2 * CAIRN_EC_MAX_BYTES)  /* r || s */
#define CAIRN_EC_MAX_SIG_DER (3 + 2 * (2 + 1 + CAIRN_EC_MAX_BYTES)) /* SEQUENCE { INTEGER r, INTEGER s } */
#define CAIRN_EC_MAX_SIG_LEN CAIRN_EC_MAX_SIG_DER
/* DER/PEM key sizes (upper bounds, P-521 with the public key included). */
#define CAIRN_EC_PRIVATE_DER_MAX 256
#define CAIRN_EC_PUBLIC_DER_MAX 180
#define CAIRN_EC_PRIVATE_PEM_MAX 420
#define CAIRN_EC_PUBLIC_PEM_MAX 320

/* Curve facts; 0 or NULL for a value that is no curve of this build. */
size_t cairn_ec_curve_bytes(cairn_ec_curve curve); /* scalar and coordinate length: 32, 48, 64 or 66 */
size_t cairn_ec_curve_bits(cairn_ec_curve curve);  /* bits of the order n: 256, 384, 512 or 521 */
/* "P-256", "P-384", "P-521", "brainpoolP256r1", "brainpoolP384r1", "brainpoolP512r1", "SM2" */
const char *cairn_ec_curve_name(cairn_ec_curve curve);
/* By name, ASCII case-insensitive: the names above or an alias ("secp256r1",
 * "prime256v1", "secp384r1", "secp521r1", "bp256r1", "brainpool256r1" and the
 * like for 384 and 512, "sm2p256v1"). *curve is 0 on failure:
 * CAIRN_ERR_NOT_FOUND for a name cairn does not know, CAIRN_ERR_UNSUPPORTED
 * for a curve this build leaves out (CAIRN_ENABLE_EC_*), CAIRN_ERR_BAD_ARG for
 * a NULL argument. The arguments are in the order of the other lookups
 * (cairn_hash_lookup, cairn_sig_scheme_lookup, ...). */
CAIRN_WARN_UNUSED int cairn_ec_curve_lookup(cairn_ec_curve *curve, const char *name);

#define CAIRN_EC_PRIVATE_KEY_WORDS 40
#define CAIRN_EC_PUBLIC_KEY_WORDS 20
typedef struct cairn_ec_private_key {
    uint64_t opaque[CAIRN_EC_PRIVATE_KEY_WORDS];
} cairn_ec_private_key;
typedef struct cairn_ec_public_key {
    uint64_t opaque[CAIRN_EC_PUBLIC_KEY_WORDS];
} cairn_ec_public_key;

/* ------------------------------------------------------------------ keys */

/* A new key: d uniform in [1, n - 1] by rejection sampling (bits of the
 * order's length from rng, redrawn while out of range). */
CAIRN_WARN_UNUSED int cairn_ec_private_key_generate(cairn_ec_private_key *key, cairn_ec_curve curve,
                                                    cairn_rng_fn rng, void *rng_state);
/* d as cairn_ec_curve_bytes(curve) big-endian bytes; 0 or >= n: CAIRN_ERR_INVALID_KEY. */
CAIRN_WARN_UNUSED int cairn_ec_private_key_import(cairn_ec_private_key *key, cairn_ec_curve curve, const uint8_t *d,
                                                  size_t dlen);
/* d out, cairn_ec_curve_bytes() bytes (cap smaller: CAIRN_ERR_BUFFER_TOO_SMALL). */
CAIRN_WARN_UNUSED int cairn_ec_private_key_export(const cairn_ec_private_key *key, uint8_t *d, size_t cap,
                                                  size_t *dlen);
CAIRN_WARN_UNUSED int cairn_ec_public_key_from_private(cairn_ec_public_key *pub, const cairn_ec_private_key *key);
/* A SEC 1 point, uncompressed or compressed, validated. */
CAIRN_WARN_UNUSED int cairn_ec_public_key_import(cairn_ec_public_key *pub, cairn_ec_curve curve,
                                                 const uint8_t *point, size_t len);
/* The same for uncompressed points only (0x04 || x || y); a compressed one
 * is CAIRN_ERR_INVALID_POINT. For firmware that receives only uncompressed
 * keys: it links no square root or point decompression (about 0.4 KiB of
 * Cortex-M flash less than cairn_ec_public_key_import). */
CAIRN_WARN_UNUSED int cairn_ec_public_key_import_uncompressed(cairn_ec_public_key *pub, cairn_ec_curve curve,
                                                              const uint8_t *point, size_t len);
/* A SEC 1 point: compressed != 0 gives 0x02/0x03 || x. */
CAIRN_WARN_UNUSED int cairn_ec_public_key_export(const cairn_ec_public_key *pub, int compressed, uint8_t *out,
                                                 size_t cap, size_t *len);
/* The curve of a key set up by import or generation; 0 otherwise. */
cairn_ec_curve cairn_ec_private_key_curve(const cairn_ec_private_key *key);
cairn_ec_curve cairn_ec_public_key_curve(const cairn_ec_public_key *pub);
void cairn_ec_private_key_wipe(cairn_ec_private_key *key);
void cairn_ec_public_key_wipe(cairn_ec_public_key *pub);

/* ------------------------------------------------------------ key formats */
/*
 * DER and PEM. Private keys: SEC 1 ECPrivateKey (RFC 5915; PEM "EC PRIVATE
 * KEY") or PKCS#8 PrivateKeyInfo (RFC 5208/5958 v1 or v2; PEM "PRIVATE KEY")
 * with algorithm id-ecPublicKey and a namedCurve. Public keys:
 * SubjectPublicKeyInfo (RFC 5480; PEM "PUBLIC KEY"). Decoding is strict DER
 * (definite minimal lengths, minimal integers, no trailing bytes); explicit
 * curve parameters (specifiedCurve) and implicitCA are CAIRN_ERR_UNSUPPORTED;
 * an ECPrivateKey without parameters is accepted only inside PKCS#8 (the
 * curve then comes from the AlgorithmIdentifier) and must agree with it
 * when present (CAIRN_ERR_DECODE otherwise); an embedded public key must be
 * d * G (CAIRN_ERR_INVALID_KEY otherwise). Encoding always writes the named
 * curve and the public key (uncompressed, or compressed when asked).
 * PEM decoding skips text before the BEGIN line and needs the label of the
 * format (for SEC 1 also "SM2 PRIVATE KEY", which OpenSSL 3 writes for a key
 * on the SM2 curve, and only for such a key: CAIRN_ERR_DECODE otherwise); PEM data longer than any key encoding is CAIRN_ERR_BAD_LENGTH.
 * Encoding writes 64-character lines ending in '\n' and a NUL is not
 * written (the length excludes it).
 */
typedef enum cairn_ec_format {
    CAIRN_EC_SEC1 = 1,  /* ECPrivateKey */
    CAIRN_EC_PKCS8 = 2, /* PrivateKeyInfo */
    CAIRN_EC_SPKI = 3   /* SubjectPublicKeyInfo (public keys) */
} cairn_ec_format;

CAIRN_WARN_UNUSED int cairn_ec_private_key_from_der(cairn_ec_private_key *key, cairn_ec_format format,
                                                    const uint8_t *der, size_t len);
CAIRN_WARN_UNUSED int cairn_ec_private_key_to_der(const cairn_ec_private_key *key, cairn_ec_format format,
                                                  int compressed, uint8_t *out, size_t cap, size_t *len);
CAIRN_WARN_UNUSED int cairn_ec_public_key_from_der(cairn_ec_public_key *pub, const uint8_t *der, size_t len);
CAIRN_WARN_UNUSED int cairn_ec_public_key_to_der(const cairn_ec_public_key *pub, int compressed, uint8_t *out,
                                                 size_t cap, size_t *len);
CAIRN_WARN_UNUSED int cairn_ec_private_key_from_pem(cairn_ec_private_key *key, cairn_ec_format format,
                                                    const char *pem, size_t len);
CAIRN_WARN_UNUSED int cairn_ec_private_key_to_pem(const cairn_ec_private_key *key, cairn_ec_format format,
                                                  int compressed, char *out, size_t cap, size_t *len);
CAIRN_WARN_UNUSED int cairn_ec_public_key_from_pem(cairn_ec_public_key *pub, const char *pem, size_t len);
CAIRN_WARN_UNUSED int cairn_ec_public_key_to_pem(const cairn_ec_public_key *pub, int compressed, char *out,
                                                 size_t cap, size_t *len);

/* ----------------------------------------------------------------- ECDSA */
/*
 * Signatures are DER (SEQUENCE { INTEGER r, INTEGER s }, strict on
 * verification) or IEEE P1363 (r || s, each cairn_ec_curve_bytes() long).
 * The message is hashed with hash (any fixed-output cairn_hash, or SHAKE128/
 * SHAKE256 with 32/64-byte output, as Wycheproof's ECDSA-SHAKE files do);
 * the digest becomes an integer per FIPS 186-5 (its leftmost bits, as many as
 * the order has). The _digest forms take the digest directly (any length
 * from 1 to 128 bytes; signing still needs hash for the nonce).
 *
 * Nonces: rng NULL gives RFC 6979's deterministic k (HMAC with hash's
 * underlying hash); with rng, 32 fresh bytes are mixed in as RFC 6979
 * section 3.6's additional data (hedged signatures: the deterministic nonce
 * stays safe if the rng is weak, and a fault no longer repeats the same k).
 * Either way signing runs HMAC over hash, so a hash HMAC refuses (SHAKE128,
 * SHAKE256, Ascon-Hash256, Ascon-XOF128) is CAIRN_ERR_UNSUPPORTED for the
 * signing functions; verification takes the SHAKEs as described above. An
 * rng that fails is CAIRN_ERR_RNG.
 */
typedef enum cairn_ecdsa_format {
    CAIRN_ECDSA_DER = 0,
    CAIRN_ECDSA_P1363 = 1
} cairn_ecdsa_format;

CAIRN_WARN_UNUSED int cairn_ecdsa_sign(const cairn_ec_private_key *key, const cairn_hash *hash,
                                       cairn_ecdsa_format format, const uint8_t *msg, size_t msglen, uint8_t *sig,
                                       size_t cap, size_t *siglen, cairn_rng_fn rng, void *rng_state);
CAIRN_WARN_UNUSED int cairn_ecdsa_sign_digest(const cairn_ec_private_key *key, const cairn_hash *hash,
                                              cairn_ecdsa_format format, const uint8_t *digest, size_t dlen,
                                              uint8_t *sig, size_t cap, size_t *siglen, cairn_rng_fn rng,
                                              void *rng_state);
/* CAIRN_OK or CAIRN_ERR_BAD_SIGNATURE (or an argument error). */
CAIRN_WARN_UNUSED int cairn_ecdsa_verify(const cairn_ec_public_key *pub, const cairn_hash *hash,
                                         cairn_ecdsa_format format, const uint8_t *msg, size_t msglen,
                                         const uint8_t *sig, size_t siglen);
CAIRN_WARN_UNUSED int cairn_ecdsa_verify_digest(const cairn_ec_public_key *pub, cairn_ecdsa_format format,
                                                const uint8_t *digest, size_t dlen, const uint8_t *sig,
                                                size_t siglen);
/* cairn_ecdsa_sign and cairn_ecdsa_verify with CAIRN_ECDSA_P1363, the same
 * results: for firmware that only ever uses r || s, since an image that
 * calls these (and no DER or PEM key format) links no DER code (about
 * 1 KiB on Cortex-M). */
CAIRN_WARN_UNUSED int cairn_ecdsa_sign_p1363(const cairn_ec_private_key *key, const cairn_hash *hash,
                                             const uint8_t *msg, size_t msglen, uint8_t *sig, size_t cap,
                                             size_t *siglen, cairn_rng_fn rng, void *rng_state);
CAIRN_WARN_UNUSED int cairn_ecdsa_verify_p1363(const cairn_ec_public_key *pub, const cairn_hash *hash,
                                               const uint8_t *msg, size_t msglen, const uint8_t *sig,
                                               size_t siglen);

/* ------------------------------------------------------------------ ECDH */
/*
 * The shared secret: the x-coordinate of d * Q, cairn_ec_curve_bytes() bytes.
 * The peer's key object is already validated; the _point form decodes and
 * validates a SEC 1 point (CAIRN_ERR_INVALID_POINT, output zeroed). A peer
 * of another curve than the key's is CAIRN_ERR_INVALID_KEY.
 */
CAIRN_WARN_UNUSED int cairn_ecdh(const cairn_ec_private_key *key, const cairn_ec_public_key *peer, uint8_t *shared,
                                 size_t cap, size_t *len);
CAIRN_WARN_UNUSED int cairn_ecdh_point(const cairn_ec_private_key *key, const uint8_t *point, size_t point_len,
                                       uint8_t *shared, size_t cap, size_t *len);

#ifdef __cplusplus
}
#endif

#endif /* CAIRN_EC_H */
