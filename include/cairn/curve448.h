/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Curve448: X448 key agreement (RFC 7748) and Ed448 / Ed448ph signatures
 * (RFC 8032 section 5.2). All keys, contexts and signatures are fixed-size
 * byte strings in the encodings of those RFCs; nothing allocates.
 *
 * Constant time: key generation, X448 and signing run in time independent of
 * the secret scalar, seed and message contents (the message length is public).
 * Verification handles public data only and uses a faster variable-time
 * double-scalar multiplication.
 *
 * Verification rules (strict, identical for Ed448 and Ed448ph):
 *  - S must be canonical: S >= L (the group order) is rejected;
 *  - the public key A must be a canonical encoding of a curve point: y >= p, a
 *    non-zero value in the 7 unused bits of the 57th byte, or the sign bit set
 *    for x = 0 are rejected, as is a y with no matching x;
 *  - R must be a canonical encoding of a curve point by the same rules;
 *  - A and R must not have x = 0: the neutral element (0, 1) and the point of
 *    order 2 (0, -1) are rejected as A and as R. RFC 8032 does not ask for
 *    this; OpenSSL's Ed448 (the libdecaf code) decodes through an inverse
 *    square root of (1 - y^2)(1 - d y^2), which fails exactly for y = +1 or
 *    -1, and cairn follows it so that both give the same verdict;
 *  - the equation is the cofactored one of RFC 8032 section 5.2.7,
 *    [4][S]B = [4]R + [4][k]A. Every signature an RFC 8032 signer produces
 *    satisfies it and the cofactorless [S]B = R + [k]A alike; the two differ
 *    only when R or A carries a small-order component, which the cofactored
 *    form accepts (as OpenSSL does; test_diff_curve448 builds such
 *    signatures). So a public key of order 4, (1, 0) or (-1, 0), is accepted
 *    with R of order 4 and S = 0, or with R = [S]B, for any message:
 *    small-order public keys are not rejected by themselves beyond the x = 0
 *    rule (RFC 8032 does not ask for it).
 * With these rules cairn and OpenSSL 3.0 give the same verdict on every
 * combination of small-order A and R (the four points of order dividing 4,
 * canonical or not) whatever S and the message (test_diff_curve448 tries each
 * combination with several of both); Wycheproof ed448_test.json: every valid
 * case accepted, every invalid one rejected. (cairn's Ed25519 is
 * cofactorless, as OpenSSL's Ed25519 is.) Verification handles public data
 * only and takes variable time, these checks included.
 * Every verification failure, whatever its cause, is CAIRN_ERR_BAD_SIGNATURE.
 *
 * Signing and the keypair: cairn_ed448_sign takes seed || public (114 bytes)
 * and recomputes the public key from the seed (one extra fixed-base
 * multiplication and encoding). If the stored public half differs,
 * signing fails with CAIRN_ERR_INVALID_KEY and writes a zero signature:
 * signing with a wrong public key would otherwise produce signatures from
 * which the secret scalar can be computed.
 *
 * Stack: a few KiB, verification the deepest; docs/size.md lists each
 * operation's high-water mark as measured on the emulated Cortex-M7 by
 * `make size`.
 * Read-only data (computed from the table shapes, 192 bytes per affine
 * point): the fixed-base table (scripts/gen-ed448-table.py) used by Ed448 key
 * generation and signing and by cairn_x448_public/keygen is 56 rows of 8
 * points, 84 KiB, and the verification table of odd multiples of B 32 points,
 * 6 KiB; with CAIRN_ED448_SMALL_TABLE (cairn/config.h) 8 rows, 12 KiB, and no
 * verification table.
 */
#ifndef CAIRN_CURVE448_H
#define CAIRN_CURVE448_H

#include "cairn/common.h"
#include "cairn/rng.h"

#ifdef __cplusplus
extern "C" {
#endif

#define CAIRN_X448_KEY_LEN 56      /* secret, public and shared values */
#define CAIRN_ED448_SECRET_LEN 57  /* the seed */
#define CAIRN_ED448_PUBLIC_LEN 57  /* encoded point A */
#define CAIRN_ED448_KEYPAIR_LEN 114 /* seed || public */
#define CAIRN_ED448_SIG_LEN 114    /* R (57 bytes) || S (57 bytes) */
#define CAIRN_ED448_MAX_CONTEXT_LEN 255

/* ---------------- X448 ---------------- */

/* Draw a 56-byte secret from rng and compute its public value. The secret is
 * stored as drawn; clamping (RFC 7748 decodeScalar448) happens at use. A failing
 * rng gives CAIRN_ERR_RNG with secret and pub zeroed (as cairn_x25519_keygen).
 * NULL secret, pub or rng: CAIRN_ERR_BAD_ARG. */
CAIRN_WARN_UNUSED int cairn_x448_keygen(uint8_t secret[CAIRN_X448_KEY_LEN], uint8_t pub[CAIRN_X448_KEY_LEN], cairn_rng_fn rng, void *rng_state);

/* pub = X448(secret, 5). NULL pointers: CAIRN_ERR_BAD_ARG. */
CAIRN_WARN_UNUSED int cairn_x448_public(uint8_t pub[CAIRN_X448_KEY_LEN], const uint8_t secret[CAIRN_X448_KEY_LEN]);

/* shared = X448(secret, peer). The peer value is taken as 56 little-endian
 * bytes reduced mod p (non-canonical values accepted, RFC 7748 section 5).
 * An all-zero result (a small-order peer point) is CAIRN_ERR_INVALID_POINT
 * with shared zeroed: callers must check the status. NULL: CAIRN_ERR_BAD_ARG. */
CAIRN_WARN_UNUSED int cairn_x448(uint8_t shared[CAIRN_X448_KEY_LEN], const uint8_t secret[CAIRN_X448_KEY_LEN], const uint8_t peer[CAIRN_X448_KEY_LEN]);

/* ---------------- Ed448 (pure, with context) ---------------- */

/* Draw a 57-byte seed from rng; keypair = seed || public. A failing rng gives
 * CAIRN_ERR_RNG with keypair wiped. NULL keypair or rng: CAIRN_ERR_BAD_ARG. */
CAIRN_WARN_UNUSED int cairn_ed448_keygen(uint8_t keypair[CAIRN_ED448_KEYPAIR_LEN], cairn_rng_fn rng, void *rng_state);

/* keypair = seed || public for a given seed (RFC 8032 5.2.5). */
CAIRN_WARN_UNUSED int cairn_ed448_keypair_from_seed(uint8_t keypair[CAIRN_ED448_KEYPAIR_LEN], const uint8_t seed[CAIRN_ED448_SECRET_LEN]);

/* Ed448 signature of msg[0..len) under context ctx[0..ctxlen) (RFC 8032 always
 * has a context; an empty one is ctx = NULL, ctxlen = 0). ctxlen > 255 is
 * CAIRN_ERR_BAD_LENGTH; NULL sig/keypair or NULL with a non-zero length is
 * CAIRN_ERR_BAD_ARG; a keypair whose public half does not match its seed is
 * CAIRN_ERR_INVALID_KEY (see above). On any failure sig is zeroed. sig is
 * written last and may overlap msg, ctx or keypair. */
CAIRN_WARN_UNUSED int cairn_ed448_sign(uint8_t sig[CAIRN_ED448_SIG_LEN], const uint8_t *msg, size_t len, const uint8_t *ctx, size_t ctxlen,
                                       const uint8_t keypair[CAIRN_ED448_KEYPAIR_LEN]);

/* CAIRN_OK if sig is a valid Ed448 signature of msg under ctx and pub, else
 * CAIRN_ERR_BAD_SIGNATURE (any cause, bad encodings included); ctxlen > 255
 * is CAIRN_ERR_BAD_LENGTH, as in signing and in Ed25519ctx/ph verification;
 * NULL sig/pub or NULL with a non-zero length: CAIRN_ERR_BAD_ARG. */
CAIRN_WARN_UNUSED int cairn_ed448_verify(const uint8_t sig[CAIRN_ED448_SIG_LEN], const uint8_t *msg, size_t len,
                                         const uint8_t *ctx, size_t ctxlen, const uint8_t pub[CAIRN_ED448_PUBLIC_LEN]);

/* ---------------- Ed448ph ---------------- */

/* Ed448ph: as cairn_ed448_sign/verify, but the message is first hashed to
 * 64 bytes with SHAKE256 (RFC 8032 5.2: PH(M) = SHAKE256(M, 64)) and the
 * domain separation flag is 1. Signatures of the two schemes never verify
 * under the other. */
CAIRN_WARN_UNUSED int cairn_ed448ph_sign(uint8_t sig[CAIRN_ED448_SIG_LEN], const uint8_t *msg, size_t len, const uint8_t *ctx, size_t ctxlen,
                                         const uint8_t keypair[CAIRN_ED448_KEYPAIR_LEN]);
CAIRN_WARN_UNUSED int cairn_ed448ph_verify(const uint8_t sig[CAIRN_ED448_SIG_LEN], const uint8_t *msg, size_t len,
                                           const uint8_t *ctx, size_t ctxlen, const uint8_t pub[CAIRN_ED448_PUBLIC_LEN]);

/* ---------- key formats (RFC 8410) ----------
 * As for X25519 and Ed25519: see "key formats" in cairn/curve25519.h
 * (CAIRN_RFC8410_DER_MAX and CAIRN_RFC8410_PEM_MAX bound them all). */
#ifndef CAIRN_RFC8410_DER_MAX
#define CAIRN_RFC8410_DER_MAX 160
#define CAIRN_RFC8410_PEM_MAX 320
#endif

CAIRN_WARN_UNUSED int cairn_x448_private_key_to_der(const uint8_t secret[CAIRN_X448_KEY_LEN], int with_public,
                                                    uint8_t *out, size_t cap, size_t *len);
CAIRN_WARN_UNUSED int cairn_x448_private_key_to_pem(const uint8_t secret[CAIRN_X448_KEY_LEN], int with_public,
                                                    char *out, size_t cap, size_t *len);
CAIRN_WARN_UNUSED int cairn_x448_private_key_from_der(uint8_t secret[CAIRN_X448_KEY_LEN], const uint8_t *der,
                                                      size_t len);
CAIRN_WARN_UNUSED int cairn_x448_private_key_from_pem(uint8_t secret[CAIRN_X448_KEY_LEN], const char *pem, size_t len);
CAIRN_WARN_UNUSED int cairn_x448_public_key_to_der(const uint8_t pub[CAIRN_X448_KEY_LEN], uint8_t *out, size_t cap,
                                                   size_t *len);
CAIRN_WARN_UNUSED int cairn_x448_public_key_to_pem(const uint8_t pub[CAIRN_X448_KEY_LEN], char *out, size_t cap,
                                                   size_t *len);
CAIRN_WARN_UNUSED int cairn_x448_public_key_from_der(uint8_t pub[CAIRN_X448_KEY_LEN], const uint8_t *der, size_t len);
CAIRN_WARN_UNUSED int cairn_x448_public_key_from_pem(uint8_t pub[CAIRN_X448_KEY_LEN], const char *pem, size_t len);

CAIRN_WARN_UNUSED int cairn_ed448_private_key_to_der(const uint8_t keypair[CAIRN_ED448_KEYPAIR_LEN], int with_public,
                                                     uint8_t *out, size_t cap, size_t *len);
CAIRN_WARN_UNUSED int cairn_ed448_private_key_to_pem(const uint8_t keypair[CAIRN_ED448_KEYPAIR_LEN], int with_public,
                                                     char *out, size_t cap, size_t *len);
CAIRN_WARN_UNUSED int cairn_ed448_private_key_from_der(uint8_t keypair[CAIRN_ED448_KEYPAIR_LEN], const uint8_t *der,
                                                       size_t len);
CAIRN_WARN_UNUSED int cairn_ed448_private_key_from_pem(uint8_t keypair[CAIRN_ED448_KEYPAIR_LEN], const char *pem,
                                                       size_t len);
CAIRN_WARN_UNUSED int cairn_ed448_public_key_to_der(const uint8_t pub[CAIRN_ED448_PUBLIC_LEN], uint8_t *out, size_t cap,
                                                    size_t *len);
CAIRN_WARN_UNUSED int cairn_ed448_public_key_to_pem(const uint8_t pub[CAIRN_ED448_PUBLIC_LEN], char *out, size_t cap,
                                                    size_t *len);
CAIRN_WARN_UNUSED int cairn_ed448_public_key_from_der(uint8_t pub[CAIRN_ED448_PUBLIC_LEN], const uint8_t *der,
                                                      size_t len);
CAIRN_WARN_UNUSED int cairn_ed448_public_key_from_pem(uint8_t pub[CAIRN_ED448_PUBLIC_LEN], const char *pem, size_t len);

#ifdef __cplusplus
}
#endif
#endif
