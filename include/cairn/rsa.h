/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * RSA (PKCS#1 v2.2, RFC 8017): RSASSA-PKCS1-v1_5 and RSASSA-PSS signatures,
 * RSAES-OAEP and RSAES-PKCS1-v1_5 encryption, the raw primitives, key
 * generation (FIPS 186-5 A.1.3), key validation, and the key formats users
 * get from `openssl genpkey` and certificates: PKCS#1 RSAPublicKey /
 * RSAPrivateKey, PKCS#8 PrivateKeyInfo and SubjectPublicKeyInfo (OIDs
 * rsaEncryption and RSASSA-PSS), DER or PEM.
 *
 * Keys. A key is a fixed-size object (no allocation) that holds the numbers
 * in the form the arithmetic uses, set up once by an import or by key
 * generation: the modulus with its Montgomery constants, for private keys
 * also the primes with theirs and the CRT exponents. Sizes: the modulus is
 * CAIRN_RSA_MIN_BITS (512) to CAIRN_MAX_RSA_BITS bits (cairn/config.h,
 * 4096 by default; 8192 works with a larger stack, see "Stack"), the
 * public exponent odd, at least 3 and at most CAIRN_RSA_MAX_E_BITS bits.
 * Two-prime keys only: a multi-prime key (RFC 8017 otherPrimeInfos) is
 * refused with CAIRN_ERR_UNSUPPORTED. A key object holds no pointer into
 * itself, so it may be copied with memcpy (the pointers it holds are to the library's
 * constant descriptors); cairn_rsa_*_key_wipe clears one. Functions
 * given a key object that no import or generation set up return
 * CAIRN_ERR_STATE (a zeroed object is recognised; uninitialised memory is
 * not, as for every context in the library).
 *
 * Import validates: the modulus size (CAIRN_ERR_BAD_LENGTH outside
 * CAIRN_RSA_MIN_BITS..CAIRN_RSA_MAX_BITS; an empty or zero modulus is
 * CAIRN_ERR_INVALID_KEY) and, with CAIRN_ERR_INVALID_KEY on failure, that
 * it is odd; e odd, >= 3, below n; for private keys p and q odd and
 * above 1, p * q = n, dP * e = 1 mod (p - 1), dQ * e = 1 mod (q - 1), qInv * q = 1 mod p and,
 * when d is given, d = dP mod (p - 1) and d = dQ mod (q - 1) (which with
 * the previous checks is d * e = 1 mod lcm(p - 1, q - 1)). Components that
 * are not given are computed: d, or the CRT exponents and coefficient, from
 * p, q and e. These checks run on secret values in constant time; only the
 * verdict is revealed. Primality is not checked on import (it costs
 * Miller-Rabin tests): cairn_rsa_private_key_check does it.
 *
 * Private operations (signing, decryption, the raw private function) use
 * the CRT with base blinding: the input is multiplied by r^e for a random r
 * (from the caller's rng, or, when rng is NULL, from a value derived from
 * the key and the input by HMAC, so signing stays deterministic where the
 * padding is), and the result by r^-1. The result is then checked against
 * the public key (s^e = m mod n) before it is released; a mismatch (a
 * fault, or an inconsistent key) gives CAIRN_ERR_FAULT and zeroed output.
 * Everything on the private side runs in time that depends only on the
 * public sizes: modular exponentiation with a fixed window reading every
 * table entry, masked CRT recombination, constant-time unpadding.
 *
 * Hashes are cairn_hash descriptors (cairn/hash.h). PKCS#1 v1.5 signatures
 * need a hash with a DigestInfo: MD5, SHA-1, SHA-224, SHA-256, SHA-384,
 * SHA-512, SHA-512/224, SHA-512/256, SHA3-224..SHA3-512 and SM3 (any other
 * is CAIRN_ERR_UNSUPPORTED). PSS and OAEP take any fixed-output hash for the
 * message and for MGF1, and SHAKE128/SHAKE256 as the message hash of PSS
 * (RFC 8702: MGF is then the SHAKE itself, the output 32/64 bytes).
 *
 * Status codes beyond the common rules (cairn/common.h):
 *  - CAIRN_ERR_BAD_LENGTH: an input of the wrong length (a ciphertext or raw
 *    input not of the modulus' length, a digest not of the hash's length, a
 *    message too long for the padding, a modulus size outside the limits);
 *  - CAIRN_ERR_BAD_SIGNATURE: a signature that does not verify, including
 *    one of the wrong length or not below n;
 *  - CAIRN_ERR_BAD_PADDING: a decryption that fails (one status for every
 *    cause, computed without a branch: no padding oracle);
 *  - CAIRN_ERR_INVALID_KEY: a key that fails validation, or a key used for
 *    what its restrictions forbid (an RSASSA-PSS key with another padding,
 *    or with other parameters than its own);
 *  - CAIRN_ERR_DECODE: a malformed DER or PEM encoding;
 *  - CAIRN_ERR_FAULT: a private operation whose result did not check.
 * Outputs of failed operations hold no secret: signature and plaintext
 * buffers are zeroed as far as the operation writes (out[0..min(cap, k)),
 * k the modulus' length in bytes; the whole buffer when the arguments
 * themselves are refused), exported secret buffers are zeroed, lengths
 * written through pointers 0.
 *
 * Stack: the private operation takes about CAIRN_MAX_RSA_BITS / 8 * 6 bytes
 * plus the exponentiation's window table (16 entries of half the modulus on
 * small devices, 32 on hosts), whatever the key's size: the buffers are
 * sized by CAIRN_MAX_RSA_BITS. Measured on the Cortex-M7 with the default
 * 4096 (docs/size.md): PKCS#1 v1.5 signing 11.5 KiB with a key object held
 * by the caller, verification 4.4 KiB; through cairn/pk.h's byte-key
 * functions, which parse the DER key into a key object on the stack each
 * call, 18 KiB and 11 KiB. A build for 2048-bit keys only sets
 * CAIRN_MAX_RSA_BITS to 2048 and roughly halves these. Key objects
 * (sizeof cairn_rsa_private_key: 6.5 KiB at 4096) are the caller's.
 */
#ifndef CAIRN_RSA_H
#define CAIRN_RSA_H

#include "cairn/common.h"
#include "cairn/config.h"
#include "cairn/hash.h"
#include "cairn/rng.h"

#ifdef __cplusplus
extern "C" {
#endif

#define CAIRN_RSA_MIN_BITS 512
#define CAIRN_RSA_MAX_BITS CAIRN_MAX_RSA_BITS
#define CAIRN_RSA_MAX_BYTES ((CAIRN_MAX_RSA_BITS + 7) / 8)
/* Largest public exponent accepted, in bits (FIPS 186-5 allows up to 256). */
#define CAIRN_RSA_MAX_E_BITS 256
/* The default public exponent of key generation. */
#define CAIRN_RSA_DEFAULT_E 65537u

/* Storage of the key objects, in 64-bit words (the internal layout is
 * checked against these at compile time). The numbers are kept at the
 * configured maximum size whatever the key's size. */
#define CAIRN_RSA_STORE_WORDS_ ((CAIRN_MAX_RSA_BITS > 2048 ? CAIRN_MAX_RSA_BITS : 2048) / 64)
#define CAIRN_RSA_PUBLIC_KEY_WORDS (3 * CAIRN_RSA_STORE_WORDS_ + 24)
#define CAIRN_RSA_PRIVATE_KEY_WORDS (CAIRN_RSA_PUBLIC_KEY_WORDS + 9 * CAIRN_RSA_STORE_WORDS_ + 24)

/* Largest DER encodings of a key of bits bits (any public exponent up to
 * CAIRN_RSA_MAX_E_BITS): PKCS#1 RSAPublicKey and RSAPrivateKey; the
 * PKCS#8 / SubjectPublicKeyInfo forms add at most 32 bytes (PSS parameters
 * at most 96). For sizing buffers. */
#define CAIRN_RSA_PUBLIC_DER_MAX(bits) ((((size_t)(bits) + 7) / 8) + 48)
#define CAIRN_RSA_PRIVATE_DER_MAX(bits) ((((size_t)(bits) + 7) / 8) * 9 / 2 + 96)

typedef struct cairn_rsa_public_key {
    uint64_t opaque[CAIRN_RSA_PUBLIC_KEY_WORDS];
} cairn_rsa_public_key;

typedef struct cairn_rsa_private_key {
    uint64_t opaque[CAIRN_RSA_PRIVATE_KEY_WORDS];
} cairn_rsa_private_key;

/* ---------- raw components ---------- */

/* Key components as unsigned big-endian byte strings (leading zero bytes
 * allowed). For import, a NULL pointer (with length 0) means "not given". */
typedef struct cairn_rsa_components {
    const uint8_t *n, *e, *d, *p, *q, *dp, *dq, *qinv;
    size_t n_len, e_len, d_len, p_len, q_len, dp_len, dq_len, qinv_len;
} cairn_rsa_components;

/* Which component cairn_rsa_*_key_component exports. */
typedef enum cairn_rsa_part {
    CAIRN_RSA_N = 0,
    CAIRN_RSA_E,
    CAIRN_RSA_D,
    CAIRN_RSA_P,
    CAIRN_RSA_Q,
    CAIRN_RSA_DP,
    CAIRN_RSA_DQ,
    CAIRN_RSA_QINV
} cairn_rsa_part;

/* A public key from n and e (the other fields are ignored). */
CAIRN_WARN_UNUSED int cairn_rsa_public_key_import(cairn_rsa_public_key *key, const cairn_rsa_components *c);
/* A private key from n, e, p and q, with d, dp, dq and qinv each optional
 * (computed when absent, checked when present). n is optional too (p * q). */
CAIRN_WARN_UNUSED int cairn_rsa_private_key_import(cairn_rsa_private_key *key, const cairn_rsa_components *c);
/* The public half of a private key. */
CAIRN_WARN_UNUSED int cairn_rsa_public_key_from_private(cairn_rsa_public_key *pub, const cairn_rsa_private_key *key);

/* Modulus size in bits and bytes (k); 0 for a key object not set up. */
size_t cairn_rsa_public_key_bits(const cairn_rsa_public_key *key);
size_t cairn_rsa_public_key_bytes(const cairn_rsa_public_key *key);
size_t cairn_rsa_private_key_bits(const cairn_rsa_private_key *key);
size_t cairn_rsa_private_key_bytes(const cairn_rsa_private_key *key);

/* One component, big-endian, written to out[0..*len) without leading zero
 * bytes (the value 0 as one zero byte). A public key has N and E only
 * (others: CAIRN_ERR_BAD_ARG). CAIRN_ERR_BUFFER_TOO_SMALL when cap is below
 * the component's length (nothing written; *len is then the length needed). */
CAIRN_WARN_UNUSED int cairn_rsa_public_key_component(const cairn_rsa_public_key *key, cairn_rsa_part part,
                                                     uint8_t *out, size_t cap, size_t *len);
CAIRN_WARN_UNUSED int cairn_rsa_private_key_component(const cairn_rsa_private_key *key, cairn_rsa_part part,
                                                      uint8_t *out, size_t cap, size_t *len);

void cairn_rsa_public_key_wipe(cairn_rsa_public_key *key);
void cairn_rsa_private_key_wipe(cairn_rsa_private_key *key);

/* ---------- key formats ---------- */

typedef enum cairn_rsa_format {
    CAIRN_RSA_FORMAT_ANY = 0, /* import only: whichever of the two below the encoding is */
    CAIRN_RSA_FORMAT_PKCS1,   /* RSAPublicKey / RSAPrivateKey (RFC 8017 A.1) */
    CAIRN_RSA_FORMAT_PKCS8    /* SubjectPublicKeyInfo (RFC 5280) / PrivateKeyInfo (RFC 5208) */
} cairn_rsa_format;

/* DER import. Strict DER (definite minimal lengths, minimal positive
 * INTEGERs, no trailing bytes), then the checks of the raw import (with its
 * statuses). SubjectPublicKeyInfo and PrivateKeyInfo take the OID
 * rsaEncryption (NULL parameters) or RSASSA-PSS (RFC 4055): with absent
 * parameters the key is not restricted (and is exported as rsaEncryption);
 * with RSASSA-PSS-params it is restricted to PSS with those parameters (see
 * cairn_rsa_pss_params). RSASSA-PSS-params are DER, so a field equal to its
 * DEFAULT (sha1, mgf1SHA1, salt length 20, trailer field 1) must be absent;
 * hash AlgorithmIdentifiers take NULL or absent parameters (export writes
 * NULL). The hashes are SHA-1, SHA-2 and SHA-3, the MGF is MGF1; another
 * hash or MGF, a salt length above CAIRN_RSA_MAX_BYTES or another trailer
 * field is CAIRN_ERR_UNSUPPORTED. PrivateKeyInfo version 0, or 1
 * (OneAsymmetricKey, RFC 5958) exactly when its publicKey field is present;
 * attributes and publicKey are checked for form and skipped. RSAPrivateKey
 * version 0 (version 1, multi-prime: CAIRN_ERR_UNSUPPORTED). Anything else:
 * CAIRN_ERR_DECODE, or CAIRN_ERR_UNSUPPORTED for a well-formed key of
 * another algorithm. A failed import leaves the key object wiped (not set
 * up). */
CAIRN_WARN_UNUSED int cairn_rsa_public_key_from_der(cairn_rsa_public_key *key, cairn_rsa_format format,
                                                    const uint8_t *der, size_t len);
CAIRN_WARN_UNUSED int cairn_rsa_private_key_from_der(cairn_rsa_private_key *key, cairn_rsa_format format,
                                                     const uint8_t *der, size_t len);
/* DER export: PKCS1 or PKCS8 (a PSS-restricted key is written with its
 * RSASSA-PSS OID and parameters in PKCS8, and refused in PKCS1 with
 * CAIRN_ERR_INVALID_KEY since that format cannot carry the restriction).
 * out = NULL with cap 0 gives the length in *len; a smaller cap is
 * CAIRN_ERR_BUFFER_TOO_SMALL with *len the length needed (no key byte
 * written). A failed private-key export leaves out[0..cap) zeroed. */
CAIRN_WARN_UNUSED int cairn_rsa_public_key_to_der(const cairn_rsa_public_key *key, cairn_rsa_format format,
                                                  uint8_t *out, size_t cap, size_t *len);
CAIRN_WARN_UNUSED int cairn_rsa_private_key_to_der(const cairn_rsa_private_key *key, cairn_rsa_format format,
                                                   uint8_t *out, size_t cap, size_t *len);

/* PEM (RFC 7468): labels "RSA PUBLIC KEY" and "RSA PRIVATE KEY" (PKCS#1),
 * "PUBLIC KEY" and "PRIVATE KEY" (PKCS#8); import with FORMAT_ANY takes
 * either, a given format only its label (another label: CAIRN_ERR_DECODE);
 * PEM data longer than any key of this build is CAIRN_ERR_BAD_LENGTH.
 * pem[0..len) need not be NUL-terminated. Export writes 64-character lines
 * and a final newline, and NUL-terminates when there is room (the NUL not
 * counted in *len); the lengths and failures are those of DER export. */
CAIRN_WARN_UNUSED int cairn_rsa_public_key_from_pem(cairn_rsa_public_key *key, cairn_rsa_format format,
                                                    const char *pem, size_t len);
CAIRN_WARN_UNUSED int cairn_rsa_private_key_from_pem(cairn_rsa_private_key *key, cairn_rsa_format format,
                                                     const char *pem, size_t len);
CAIRN_WARN_UNUSED int cairn_rsa_public_key_to_pem(const cairn_rsa_public_key *key, cairn_rsa_format format,
                                                  char *out, size_t cap, size_t *len);
CAIRN_WARN_UNUSED int cairn_rsa_private_key_to_pem(const cairn_rsa_private_key *key, cairn_rsa_format format,
                                                   char *out, size_t cap, size_t *len);

/* ---------- validation and generation ---------- */

/* The checks of import plus Miller-Rabin tests of p and q (rounds of
 * FIPS 186-5 table B.1 for the size), in constant time. CAIRN_OK or
 * CAIRN_ERR_INVALID_KEY; the rng's failure is returned. */
CAIRN_WARN_UNUSED int cairn_rsa_private_key_check(const cairn_rsa_private_key *key, cairn_rng_fn rng,
                                                  void *rng_state);

/* Key generation, FIPS 186-5 A.1.3 (random probable primes): bits even,
 * 1024 <= bits <= CAIRN_MAX_RSA_BITS (FIPS 186-5 approves 2048 and up); e
 * odd, 65537 <= e < 2^32 (0 selects CAIRN_RSA_DEFAULT_E). p and q are bits/2
 * bits each with the top two bits set (so n has exactly bits bits),
 * |p - q| > 2^(bits/2 - 100), gcd(e, p - 1) = gcd(e, q - 1) = 1, and
 * d > 2^(bits/2). One rule beyond A.1.3: a candidate with p = 1 mod 2^65
 * (one prime in 2^64) is drawn again, which bounds the constant-time
 * Miller-Rabin's squarings at 63 instead of bits/2 (about 40% off 2048-bit
 * generation). Candidates are secret: trial division and Miller-Rabin run
 * in constant time per candidate (only "rejected" or "accepted" is
 * revealed). The same rng output gives the same key (tests use a fixed
 * one). CAIRN_ERR_RNG when the rng fails. */
CAIRN_WARN_UNUSED int cairn_rsa_generate(cairn_rsa_private_key *key, size_t bits, uint32_t e, cairn_rng_fn rng,
                                         void *rng_state);

/* ---------- raw primitives ---------- */

/* RSAEP / RSAVP1: out = in^e mod n. in and out are k bytes (the modulus'
 * length; other lengths CAIRN_ERR_BAD_LENGTH); in >= n is CAIRN_ERR_BAD_ARG.
 * out may alias in. */
CAIRN_WARN_UNUSED int cairn_rsa_public_raw(const cairn_rsa_public_key *key, uint8_t *out, const uint8_t *in,
                                           size_t len);
/* RSADP / RSASP1: out = in^d mod n with CRT, blinding and the check above;
 * rng optional (see the top of the file). Lengths and in >= n as for
 * cairn_rsa_public_raw (CAIRN_ERR_BAD_LENGTH, CAIRN_ERR_BAD_ARG). */
CAIRN_WARN_UNUSED int cairn_rsa_private_raw(const cairn_rsa_private_key *key, uint8_t *out, const uint8_t *in,
                                            size_t len, cairn_rng_fn rng, void *rng_state);

/* ---------- signatures ---------- */

/* Each signing function writes k bytes (cap below k: CAIRN_ERR_BUFFER_TOO_SMALL)
 * and sets *siglen = k. The _digest forms take the hash of the message
 * (dlen = the hash's digest length, else CAIRN_ERR_BAD_LENGTH); the others
 * hash msg themselves. */

/* RSASSA-PKCS1-v1_5 (RFC 8017 8.2) with the hash's DigestInfo. rng is
 * optional (blinding only: the signature is deterministic). */
CAIRN_WARN_UNUSED int cairn_rsa_pkcs1_sign(const cairn_rsa_private_key *key, const cairn_hash *hash,
                                           const uint8_t *msg, size_t msglen, uint8_t *sig, size_t cap,
                                           size_t *siglen, cairn_rng_fn rng, void *rng_state);
CAIRN_WARN_UNUSED int cairn_rsa_pkcs1_sign_digest(const cairn_rsa_private_key *key, const cairn_hash *hash,
                                                  const uint8_t *digest, size_t dlen, uint8_t *sig, size_t cap,
                                                  size_t *siglen, cairn_rng_fn rng, void *rng_state);
/* CAIRN_OK or CAIRN_ERR_BAD_SIGNATURE. The encoded message is rebuilt and
 * compared whole (no parsing of the signer's DigestInfo: no BER leniency). */
CAIRN_WARN_UNUSED int cairn_rsa_pkcs1_verify(const cairn_rsa_public_key *key, const cairn_hash *hash,
                                             const uint8_t *msg, size_t msglen, const uint8_t *sig, size_t siglen);
CAIRN_WARN_UNUSED int cairn_rsa_pkcs1_verify_digest(const cairn_rsa_public_key *key, const cairn_hash *hash,
                                                    const uint8_t *digest, size_t dlen, const uint8_t *sig,
                                                    size_t siglen);

/* Salt lengths of cairn_rsa_pss_params beyond plain byte counts. */
#define CAIRN_RSA_PSS_SALT_DIGEST ((size_t)-1) /* the hash's digest length (the usual choice) */
#define CAIRN_RSA_PSS_SALT_MAX ((size_t)-2)    /* signing: the largest that fits, emLen - hLen - 2 */
#define CAIRN_RSA_PSS_SALT_AUTO ((size_t)-3)   /* verification: any length (recovered from the signature) */

/* RSASSA-PSS parameters. mgf1_hash NULL means the message hash (for SHAKE
 * message hashes it must be NULL or the same SHAKE: RFC 8702). */
typedef struct cairn_rsa_pss_params {
    const cairn_hash *hash;
    const cairn_hash *mgf1_hash;
    size_t salt_len;
} cairn_rsa_pss_params;

/* The restriction of a key imported with RSASSA-PSS parameters: *restricted
 * 1 and the parameters (salt_len the minimum of RFC 4055), or 0 for an
 * unrestricted key (params untouched). */
CAIRN_WARN_UNUSED int cairn_rsa_public_key_pss_params(const cairn_rsa_public_key *key, int *restricted,
                                                      cairn_rsa_pss_params *params);
CAIRN_WARN_UNUSED int cairn_rsa_private_key_pss_params(const cairn_rsa_private_key *key, int *restricted,
                                                       cairn_rsa_pss_params *params);

/* RSASSA-PSS (RFC 8017 8.1). The salt comes from rng (required unless the
 * salt length is 0; CAIRN_ERR_BAD_ARG then). A salt too long for the
 * modulus and hash: CAIRN_ERR_BAD_LENGTH. */
CAIRN_WARN_UNUSED int cairn_rsa_pss_sign(const cairn_rsa_private_key *key, const cairn_rsa_pss_params *params,
                                         const uint8_t *msg, size_t msglen, uint8_t *sig, size_t cap, size_t *siglen,
                                         cairn_rng_fn rng, void *rng_state);
CAIRN_WARN_UNUSED int cairn_rsa_pss_sign_digest(const cairn_rsa_private_key *key, const cairn_rsa_pss_params *params,
                                                const uint8_t *digest, size_t dlen, uint8_t *sig, size_t cap,
                                                size_t *siglen, cairn_rng_fn rng, void *rng_state);
/* salt_len may be CAIRN_RSA_PSS_SALT_AUTO. CAIRN_OK or CAIRN_ERR_BAD_SIGNATURE. */
CAIRN_WARN_UNUSED int cairn_rsa_pss_verify(const cairn_rsa_public_key *key, const cairn_rsa_pss_params *params,
                                           const uint8_t *msg, size_t msglen, const uint8_t *sig, size_t siglen);
CAIRN_WARN_UNUSED int cairn_rsa_pss_verify_digest(const cairn_rsa_public_key *key,
                                                  const cairn_rsa_pss_params *params, const uint8_t *digest,
                                                  size_t dlen, const uint8_t *sig, size_t siglen);

/* ---------- encryption ---------- */

/* RSAES-OAEP parameters; mgf1_hash NULL means hash. The label may be empty. */
typedef struct cairn_rsa_oaep_params {
    const cairn_hash *hash;
    const cairn_hash *mgf1_hash;
    const uint8_t *label;
    size_t label_len;
} cairn_rsa_oaep_params;

/* Largest plaintext: k - 2 hLen - 2 for OAEP, k - 11 for PKCS#1 v1.5. */
size_t cairn_rsa_oaep_max_plaintext(const cairn_rsa_public_key *key, const cairn_rsa_oaep_params *params);
size_t cairn_rsa_pkcs1_max_plaintext(const cairn_rsa_public_key *key);

/* RSAES-OAEP (RFC 8017 7.1). Encryption writes k bytes (*outlen = k) and
 * needs rng; a plaintext above the maximum is CAIRN_ERR_BAD_LENGTH.
 * Decryption: inlen must be k (else CAIRN_ERR_BAD_LENGTH); cap must be at
 * least the maximum plaintext length (else CAIRN_ERR_BUFFER_TOO_SMALL,
 * checked first, so the check reveals nothing about the ciphertext). The
 * unpadding is constant time from the private operation to the copy of the
 * message: one status, CAIRN_ERR_BAD_PADDING, for every failure (Manger),
 * out zeroed and *outlen 0 then. rng optional (blinding). */
CAIRN_WARN_UNUSED int cairn_rsa_oaep_encrypt(const cairn_rsa_public_key *key, const cairn_rsa_oaep_params *params,
                                             uint8_t *out, size_t cap, size_t *outlen, const uint8_t *in, size_t inlen,
                                             cairn_rng_fn rng, void *rng_state);
CAIRN_WARN_UNUSED int cairn_rsa_oaep_decrypt(const cairn_rsa_private_key *key, const cairn_rsa_oaep_params *params,
                                             uint8_t *out, size_t cap, size_t *outlen, const uint8_t *in, size_t inlen,
                                             cairn_rng_fn rng, void *rng_state);

/* RSAES-PKCS1-v1_5 (RFC 8017 7.2). Encryption as for OAEP (at least 8
 * non-zero random padding bytes). Decryption with explicit rejection:
 * CAIRN_ERR_BAD_PADDING for every failure, constant time as for OAEP; the
 * status itself is an oracle to whoever sees it (Bleichenbacher), so
 * protocols should use implicit rejection: */
CAIRN_WARN_UNUSED int cairn_rsa_pkcs1_encrypt(const cairn_rsa_public_key *key, uint8_t *out, size_t cap,
                                              size_t *outlen, const uint8_t *in, size_t inlen, cairn_rng_fn rng,
                                              void *rng_state);
CAIRN_WARN_UNUSED int cairn_rsa_pkcs1_decrypt(const cairn_rsa_private_key *key, uint8_t *out, size_t cap,
                                              size_t *outlen, const uint8_t *in, size_t inlen, cairn_rng_fn rng,
                                              void *rng_state);
/* Implicit rejection (draft-irtf-cfrg-rsa-guidance, as OpenSSL 3.2 and
 * later do by default): a ciphertext whose padding is wrong decrypts to a
 * pseudo-random message derived from the private key and the ciphertext
 * (deterministic, of a pseudo-random length), with CAIRN_OK, so the caller
 * cannot tell it from a real one; the protocol then fails later (a MAC). The
 * only errors depend on public values, as for the explicit call: cap below
 * k - 11 (CAIRN_ERR_BUFFER_TOO_SMALL, checked first) and a ciphertext not of
 * k bytes (CAIRN_ERR_BAD_LENGTH); a ciphertext not below n is a wrong padding
 * like any other (a pseudo-random message, CAIRN_OK). */
CAIRN_WARN_UNUSED int cairn_rsa_pkcs1_decrypt_implicit(const cairn_rsa_private_key *key, uint8_t *out, size_t cap,
                                                       size_t *outlen, const uint8_t *in, size_t inlen,
                                                       cairn_rng_fn rng, void *rng_state);

#ifdef __cplusplus
}
#endif

#endif
