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
 * Signing also runs RFC 6979's HMAC over it, so it needs a hash HMAC takes
 * (cairn/mac.h: not Ascon-Hash256, whose block is shorter than its digest).
 *
 * Keys are objects (fixed storage, no pointers into themselves; wipe a
 * private key after use). Raw components in and out are unsigned big-endian
 * byte strings. A function given a key object never set (zeroed, wiped, or
 * left unset by a failed import or generation) returns CAIRN_ERR_STATE; a
 * NULL one, CAIRN_ERR_BAD_ARG (as for RSA and EC keys).
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
 * shorter, CAIRN_ERR_BAD_ARG for NULL pointers or X of a public key. */
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
 * deterministic; else hedged (CAIRN_ERR_RNG when it fails). An XOF, or a
 * hash HMAC refuses (Ascon-Hash256), is CAIRN_ERR_UNSUPPORTED. On failure
 * sig is zeroed and *siglen = 0. */
CAIRN_WARN_UNUSED int cairn_dsa_sign_digest(const cairn_dsa_private_key *key, const cairn_hash *hash,
                                            cairn_dsa_format format, const uint8_t *digest, size_t dlen, uint8_t *sig,
                                            size_t cap, size_t *siglen, cairn_rng_fn rng, void *rng_state);
CAIRN_WARN_UNUSED int cairn_dsa_sign(const cairn_dsa_private_key *key, const cairn_hash *hash, cairn_dsa_format format,
                                     const uint8_t *msg, size_t msglen, uint8_t *sig, size_t cap, size_t *siglen,
                                     cairn_rng_fn rng, void *rng_state);

/* CAIRN_OK when sig is a valid signature of the digest (or of msg hashed
 * with hash), else CAIRN_ERR_BAD_SIGNATURE (a malformed or non-strict
 * encoding, r or s outside [1, q - 1], a mismatch). A digest of 0 or more
 * than 64 bytes is CAIRN_ERR_BAD_LENGTH; an XOF as hash
 * CAIRN_ERR_UNSUPPORTED. */
CAIRN_WARN_UNUSED int cairn_dsa_verify_digest(const cairn_dsa_public_key *key, cairn_dsa_format format,
                                              const uint8_t *digest, size_t dlen, const uint8_t *sig, size_t siglen);
CAIRN_WARN_UNUSED int cairn_dsa_verify(const cairn_dsa_public_key *key, const cairn_hash *hash, cairn_dsa_format format,
                                       const uint8_t *msg, size_t msglen, const uint8_t *sig, size_t siglen);

/* ---------- domain parameter generation and validation ----------
 *
 * FIPS 186-4 appendix A: p and q as probable primes from a seed (A.1.1.2),
 * g by the verifiable canonical method (A.2.3), and the validation of given
 * parameters (A.1.1.3 and A.2.4). The slow path: a few hundred candidates
 * for p, each through trial division and a Miller-Rabin round, and the
 * primes through FIPS 186-4 table C.1's full count (40 rounds for
 * (1024, 160), 56 for 2048-bit p and 224-bit q, 64 for 3072-bit p and
 * 256-bit q), the witnesses from the caller's rng. The values are public,
 * so nothing here is constant time. The hash must output at least N bits
 * (SHA-1 suits N = 160 only); the seed is N bits long when generated, and
 * 20 to CAIRN_DSA_MAX_SEED bytes (at least N bits) when validated. */
#define CAIRN_DSA_MAX_SEED 64

typedef struct cairn_dsa_params {
    uint8_t p[CAIRN_DSA_MAX_BITS / 8]; /* big-endian, p_len = L / 8 bytes */
    uint8_t q[CAIRN_DSA_MAX_Q_BYTES];  /* q_len = N / 8 bytes */
    uint8_t g[CAIRN_DSA_MAX_BITS / 8]; /* g_len = p_len bytes, left-padded */
    size_t p_len, q_len, g_len;
    uint8_t seed[CAIRN_DSA_MAX_SEED]; /* domain_parameter_seed; seed_len 0: not known */
    size_t seed_len;
    uint32_t counter;       /* A.1.1.2's counter for p */
    int index;              /* A.2.3's index (0 to 255) for g; -1: g not verifiable */
    const cairn_hash *hash; /* the hash of A.1.1.2 and A.2.3 */
} cairn_dsa_params;

/* New parameters of size (L, N) (the pairs above) with hash and g's index
 * (0 to 255): p and q by A.1.1.2 with a fresh N-bit seed from rng, g by
 * A.2.3; *out holds all that validation needs. CAIRN_ERR_BAD_ARG for NULL
 * pointers or an index above 255, CAIRN_ERR_BAD_LENGTH for an (L, N) pair
 * not listed or a hash shorter than N bits, CAIRN_ERR_UNSUPPORTED for an
 * XOF, the rng's failure. *out is zeroed on failure. */
CAIRN_WARN_UNUSED int cairn_dsa_params_generate(cairn_dsa_params *out, size_t L, size_t N, const cairn_hash *hash,
                                                unsigned index, cairn_rng_fn rng, void *rng_state);

/* CAIRN_OK when the parameters are valid: with a seed, p and q are those
 * A.1.1.3 regenerates from it and the counter (the first prime p found is
 * the counter-th candidate), else p and q pass table C.1's Miller-Rabin
 * rounds; then the checks of the import (sizes, q | p - 1, 1 < g < p,
 * g^q = 1) and, with an index (0 to 255) and a seed, g is the one A.2.4
 * recomputes. CAIRN_ERR_INVALID_KEY for parameters that fail; statuses of
 * the generation for the arguments (CAIRN_ERR_BAD_ARG also for a seed
 * without a hash, an index outside -1 to 255, lengths above the arrays',
 * CAIRN_ERR_BAD_LENGTH for a seed shorter than N bits); rng gives the
 * Miller-Rabin witnesses (its failure is returned). */
CAIRN_WARN_UNUSED int cairn_dsa_params_validate(const cairn_dsa_params *prm, cairn_rng_fn rng, void *rng_state);

/* c's p, q, g pointing into prm (y and x not given), for the key functions
 * above. CAIRN_ERR_BAD_ARG for NULL pointers. */
CAIRN_WARN_UNUSED int cairn_dsa_params_components(const cairn_dsa_params *prm, cairn_dsa_components *c);

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
