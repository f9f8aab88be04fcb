/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * DSA (FIPS 186-4 section 4; FIPS 186-5 keeps it for verification only)
 * over src/bn's constant-time arithmetic.
 *
 * Domain parameters (p, q, g) of the FIPS 186-4 sizes (L, N) = (1024, 160),
 * (2048, 224), (2048, 256), (3072, 256) (L up to CAIRN_DSA_MAX_BITS: 3072
 * needs CAIRN_MAX_RSA_BITS >= 3072). Import checks them: the sizes, p and q
 * odd, q | p - 1, 1 < g < p and g^q = 1 mod p (g of order q); and the key:
 * 1 <= x < q, or 1 < y < p with y^q = 1 mod p. Primality of p and q is not
 * tested on import (a few exponentiations of p's size each; the parameters
 * are usually published ones).
 *
 * Signing: k per RFC 6979 section 3.2 with HMAC over the signature's hash
 * (deterministic) or, with an rng, with 32 fresh bytes as section 3.6's
 * additional data (hedged). k is handled in constant time as an N-bit
 * number: g^k processes all of q's limbs whatever k's own bit length (no
 * Minerva-class leak), k^-1 mod q is the constant-time binary-GCD
 * inversion, s the Montgomery products mod q. Signatures are DER
 * SEQUENCE { r INTEGER, s INTEGER } (strict: minimal encodings, nothing
 * after) or P1363 r || s (N/8 bytes each). The hash is any non-XOF hash
 * descriptor (cairn/hash.h); z is its leftmost min(N, outlen) bits.
 *
 * Keys are objects (fixed storage, no pointers into themselves; wipe a
 * private key after use). Raw components in and out are unsigned big-endian
 * byte strings.
 */
#ifndef CAIRN_DSA_H
#define CAIRN_DSA_H

#include <stddef.h>
#include <stdint.h>

#include "cairn/common.h"
#include "cairn/config.h"
#include "cairn/hash.h"
#include "cairn/rng.h"

#ifdef __cplusplus
extern "C" {
#endif

#define CAIRN_DSA_MAX_BITS (CAIRN_MAX_RSA_BITS > 2048 ? CAIRN_MAX_RSA_BITS : 2048)
#define CAIRN_DSA_MAX_Q_BYTES 32
/* Largest signatures: P1363 2 * 32; DER 2 + 2 * (2 + 33). */
#define CAIRN_DSA_MAX_SIG_P1363 (2 * CAIRN_DSA_MAX_Q_BYTES)
#define CAIRN_DSA_MAX_SIG_DER (2 + 2 * (2 + CAIRN_DSA_MAX_Q_BYTES + 1))

typedef enum cairn_dsa_format {
    CAIRN_DSA_DER = 0,  /* SEQUENCE { r, s } */
    CAIRN_DSA_P1363 = 1 /* r || s, N/8 bytes each */
} cairn_dsa_format;

/* Storage of the key objects, in 64-bit words (checked against the
 * internal layout at compile time). */
#define CAIRN_DSA_PUBLIC_KEY_WORDS (6 * (CAIRN_DSA_MAX_BITS / 64) + 32)
#define CAIRN_DSA_PRIVATE_KEY_WORDS (CAIRN_DSA_PUBLIC_KEY_WORDS + 16)

typedef struct cairn_dsa_public_key {
    uint64_t opaque[CAIRN_DSA_PUBLIC_KEY_WORDS];
} cairn_dsa_public_key;

typedef struct cairn_dsa_private_key {
    uint64_t opaque[CAIRN_DSA_PRIVATE_KEY_WORDS];
} cairn_dsa_private_key;

/* Components, unsigned big-endian (leading zero bytes allowed); NULL with
 * length 0: not given. */
typedef struct cairn_dsa_components {
    const uint8_t *p, *q, *g, *y, *x;
    size_t p_len, q_len, g_len, y_len, x_len;
} cairn_dsa_components;

typedef enum cairn_dsa_part { CAIRN_DSA_P, CAIRN_DSA_Q, CAIRN_DSA_G, CAIRN_DSA_Y, CAIRN_DSA_X } cairn_dsa_part;

/* A public key from p, q, g, y (x ignored). CAIRN_ERR_BAD_ARG for NULL
 * pointers or a missing component; CAIRN_ERR_BAD_LENGTH for an (L, N) pair
 * not listed above (or above this build's size); CAIRN_ERR_INVALID_KEY for
 * parameters or a y that fail the checks. The key is left unset on failure. */
CAIRN_WARN_UNUSED int cairn_dsa_public_key_import(cairn_dsa_public_key *key, const cairn_dsa_components *c);

/* A private key from p, q, g, x; y is computed (and, when given, must
 * match: CAIRN_ERR_INVALID_KEY). Statuses as above. */
CAIRN_WARN_UNUSED int cairn_dsa_private_key_import(cairn_dsa_private_key *key, const cairn_dsa_components *c);

/* A new private key for the parameters p, q, g of c (x, y ignored): x
 * uniform in [1, q - 1] (FIPS 186-4 B.1.2, by rejection). CAIRN_ERR_RNG
 * when rng fails (key unset). */
CAIRN_WARN_UNUSED int cairn_dsa_generate_key(cairn_dsa_private_key *key, const cairn_dsa_components *c,
                                             cairn_rng_fn rng, void *rng_state);

/* The public half of a private key. */
CAIRN_WARN_UNUSED int cairn_dsa_public_key_from_private(cairn_dsa_public_key *pub, const cairn_dsa_private_key *key);

/* One component into out[0..cap): P and G and Y at the length of p, Q and X
 * at the length of q (left-padded); CAIRN_ERR_BUFFER_TOO_SMALL when cap is
 * shorter, CAIRN_ERR_BAD_ARG for an unset key, NULL pointers, or X of a
 * public key. */
CAIRN_WARN_UNUSED int cairn_dsa_public_key_export(const cairn_dsa_public_key *key, cairn_dsa_part part, uint8_t *out,
                                                  size_t cap, size_t *len);
CAIRN_WARN_UNUSED int cairn_dsa_private_key_export(const cairn_dsa_private_key *key, cairn_dsa_part part, uint8_t *out,
                                                   size_t cap, size_t *len);

/* L and N of a key (0 for NULL or unset). */
size_t cairn_dsa_public_key_bits(const cairn_dsa_public_key *key);
size_t cairn_dsa_public_key_qbits(const cairn_dsa_public_key *key);

/* Signs digest[0..dlen) (a hash output: 1 to 64 bytes, else
 * CAIRN_ERR_BAD_LENGTH; hash names the HMAC of RFC 6979) or msg[0..msglen)
 * (hashed with hash first) into sig[0..cap), *siglen its length. rng NULL:
 * deterministic; else hedged (CAIRN_ERR_RNG when it fails). An XOF is
 * CAIRN_ERR_UNSUPPORTED. On failure sig is zeroed and *siglen = 0. */
CAIRN_WARN_UNUSED int cairn_dsa_sign_digest(const cairn_dsa_private_key *key, const cairn_hash *hash,
                                            cairn_dsa_format format, const uint8_t *digest, size_t dlen, uint8_t *sig,
                                            size_t cap, size_t *siglen, cairn_rng_fn rng, void *rng_state);
CAIRN_WARN_UNUSED int cairn_dsa_sign(const cairn_dsa_private_key *key, const cairn_hash *hash, cairn_dsa_format format,
                                     const uint8_t *msg, size_t msglen, uint8_t *sig, size_t cap, size_t *siglen,
                                     cairn_rng_fn rng, void *rng_state);

/* CAIRN_OK when sig is a valid signature of the digest (or of msg hashed
 * with hash), else CAIRN_ERR_BAD_SIGNATURE (a malformed or non-strict
 * encoding, r or s outside [1, q - 1], a mismatch). */
CAIRN_WARN_UNUSED int cairn_dsa_verify_digest(const cairn_dsa_public_key *key, cairn_dsa_format format,
                                              const uint8_t *digest, size_t dlen, const uint8_t *sig, size_t siglen);
CAIRN_WARN_UNUSED int cairn_dsa_verify(const cairn_dsa_public_key *key, const cairn_hash *hash, cairn_dsa_format format,
                                       const uint8_t *msg, size_t msglen, const uint8_t *sig, size_t siglen);

/* ---------- key formats ----------
 *
 * SubjectPublicKeyInfo (RFC 3279 2.3.2: id-dsa with Dss-Parms { p, q, g },
 * the subjectPublicKey an INTEGER y) and PKCS#8 PrivateKeyInfo (id-dsa,
 * Dss-Parms, the privateKey an OCTET STRING holding INTEGER x), DER or PEM
 * ("PUBLIC KEY", "PRIVATE KEY"), as OpenSSL 3 writes them. Reading is
 * strict DER (enc/der.h, enc/keyfmt.h) over the whole input: a malformed
 * encoding is CAIRN_ERR_DECODE, another algorithm or absent parameters
 * CAIRN_ERR_UNSUPPORTED (a SubjectPublicKeyInfo without Dss-Parms inherits
 * them from a certificate chain: not taken), then the import's checks and
 * statuses. PEM input is one block, its label the format's; data longer
 * than any key of this build's size is CAIRN_ERR_BAD_LENGTH. Writing:
 * CAIRN_ERR_BUFFER_TOO_SMALL with *len the length needed (out NULL: the
 * length only); on failure out is zeroed (cap bytes) and *len 0; PEM output
 * is NUL-terminated when there is room. CAIRN_DSA_DER_MAX bounds them all. */
#define CAIRN_DSA_DER_MAX (4 * (CAIRN_DSA_MAX_BITS / 8) + 128)
#define CAIRN_DSA_PEM_MAX (2 * CAIRN_DSA_DER_MAX + 64)
CAIRN_WARN_UNUSED int cairn_dsa_public_key_from_der(cairn_dsa_public_key *key, const uint8_t *der, size_t len);
CAIRN_WARN_UNUSED int cairn_dsa_private_key_from_der(cairn_dsa_private_key *key, const uint8_t *der, size_t len);
CAIRN_WARN_UNUSED int cairn_dsa_public_key_from_pem(cairn_dsa_public_key *key, const char *pem, size_t len);
CAIRN_WARN_UNUSED int cairn_dsa_private_key_from_pem(cairn_dsa_private_key *key, const char *pem, size_t len);
CAIRN_WARN_UNUSED int cairn_dsa_public_key_to_der(const cairn_dsa_public_key *key, uint8_t *out, size_t cap,
                                                  size_t *len);
CAIRN_WARN_UNUSED int cairn_dsa_private_key_to_der(const cairn_dsa_private_key *key, uint8_t *out, size_t cap,
                                                   size_t *len);
CAIRN_WARN_UNUSED int cairn_dsa_public_key_to_pem(const cairn_dsa_public_key *key, char *out, size_t cap, size_t *len);
CAIRN_WARN_UNUSED int cairn_dsa_private_key_to_pem(const cairn_dsa_private_key *key, char *out, size_t cap,
                                                   size_t *len);

void cairn_dsa_public_key_wipe(cairn_dsa_public_key *key);
void cairn_dsa_private_key_wipe(cairn_dsa_private_key *key);

#ifdef __cplusplus
}
#endif
#endif
