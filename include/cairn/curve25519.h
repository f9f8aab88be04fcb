/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Curve25519: X25519 key agreement (RFC 7748) and Ed25519 signatures
 * (RFC 8032: Ed25519, Ed25519ctx, Ed25519ph). Keys and signatures are fixed-size
 * byte arrays in the RFC encodings; nothing allocates; secrets are wiped from
 * the stack before return. Secret-dependent work (X25519, key generation,
 * signing) runs in constant time; verification works on public data only.
 * The X448/Ed448 API in cairn/curve448.h has the same shape.
 *
 * Ed25519 verification rules (strict, deterministic):
 *  - S must be canonical (S < L, the group order); otherwise rejected.
 *  - A (the public key) and R must be canonical encodings: a y coordinate
 *    >= p is rejected, as is x = 0 with the sign bit set, and so is any
 *    y that is not on the curve. R is checked by comparing its bytes with the
 *    canonical encoding of the recomputed point, so a non-canonical R never
 *    verifies.
 *  - The equation is the cofactorless one, encode([S]B - [k]A) == R
 *    (RFC 8032 section 5.1.7 allows either). It is the check OpenSSL,
 *    BoringSSL and ref10 make, so a signature accepted here is accepted there
 *    and Wycheproof's ed25519_test.json is passed in full (all valid cases
 *    accepted, all invalid ones rejected). The cofactored check [8][S]B ==
 *    [8]R + [8][k]A would accept some signatures those libraries reject.
 *    On canonical public keys cairn and OpenSSL 3.0 give the same verdict,
 *    also for every combination of the eight small-order points as A and R
 *    (test_diff_curve25519 enumerates them); OpenSSL also decodes a
 *    non-canonical key (y >= p, or x = 0 with the sign bit set) that cairn
 *    rejects as RFC 8032 section 5.1.3 asks.
 *  - Small-order public keys (and small-order R) are accepted if the
 *    equation holds: RFC 8032 does not exclude them and Wycheproof expects
 *    them processed like any other key. A signature under such a key proves
 *    nothing about a holder of a secret, so protocols that need "strong
 *    unforgeability"/non-repudiation against malicious keys must check the
 *    key themselves.
 *
 * Signing with a keypair (seed || public key): a public half that does not
 * belong to the seed would make two signatures of one message share the nonce
 * r with different challenges, which reveals the secret scalar (the
 * "double public key" misuse/fault attack). cairn_ed25519*_sign therefore
 * recomputes the public key from the seed on every call and returns
 * CAIRN_ERR_INVALID_KEY (signature zeroed) when the stored half differs. The
 * cost is one more fixed-base multiplication, computed together with R so the
 * two share one field inversion, chosen over a documented precondition because
 * the failure mode of a wrong public half is the loss of the secret key.
 *
 * Implementation notes: X25519 shared secrets use the Montgomery ladder
 * (RFC 7748 section 5) with masked conditional swaps, through the first
 * usable object of cairn_x25519_impls (on x86-64 CPUs with BMI2 and ADX the
 * MULX/ADX field, capped by CAIRN_CPU); X25519 public keys are the same function of the secret computed through the Ed25519 fixed-base
 * table (u = (1 + y) / (1 - y)): additions of precomputed points instead of
 * the ladder's 255 steps. Signing and key generation are constant time (signed
 * radix-16 fixed-base multiplication, every table entry read); verification
 * is variable time (public inputs).
 * Stack: a few KiB, verification the deepest (it keeps a table of odd
 * multiples of A); docs/size.md lists each operation's high-water mark as
 * measured on the emulated Cortex-M7 by `make size`.
 */
#ifndef CAIRN_CURVE25519_H
#define CAIRN_CURVE25519_H

#include "cairn/accel.h"
#include "cairn/common.h"
#include "cairn/rng.h"

#ifdef __cplusplus
extern "C" {
#endif

#define CAIRN_X25519_KEY_LEN 32      /* secret, public key and shared secret */
#define CAIRN_ED25519_SECRET_LEN 32  /* the RFC 8032 seed */
#define CAIRN_ED25519_PUBLIC_LEN 32
#define CAIRN_ED25519_KEYPAIR_LEN 64 /* seed || public key */
#define CAIRN_ED25519_SIG_LEN 64     /* R || S */

/* ---------- X25519 (RFC 7748) ---------- */

/* New key pair: 32 random bytes from rng as the secret (clamped when used, as
 * the RFC specifies), and its public key. CAIRN_ERR_BAD_ARG for NULL
 * pointers, CAIRN_ERR_RNG when rng fails (secret and pub are then zeroed). */
CAIRN_WARN_UNUSED int cairn_x25519_keygen(uint8_t secret[CAIRN_X25519_KEY_LEN], uint8_t pub[CAIRN_X25519_KEY_LEN], cairn_rng_fn rng,
                                          void *rng_state);

/* Public key of a secret: X25519(secret, 9). CAIRN_ERR_BAD_ARG for NULL pointers. */
CAIRN_WARN_UNUSED int cairn_x25519_public(uint8_t pub[CAIRN_X25519_KEY_LEN], const uint8_t secret[CAIRN_X25519_KEY_LEN]);

/* Shared secret X25519(secret, peer) with RFC 7748 semantics: bit 255 of the
 * peer's u is ignored and non-canonical u (>= p) is accepted. An all-zero
 * result (peer of small order) is CAIRN_ERR_INVALID_POINT with shared zeroed,
 * so the caller cannot use it by mistake (RFC 7748 section 6.1).
 * CAIRN_ERR_BAD_ARG for NULL pointers. */
CAIRN_WARN_UNUSED int cairn_x25519(uint8_t shared[CAIRN_X25519_KEY_LEN], const uint8_t secret[CAIRN_X25519_KEY_LEN],
                                   const uint8_t peer[CAIRN_X25519_KEY_LEN]);

/* X25519 implementation objects (cairn/accel.h): the Montgomery ladder
 * out = X25519(k, u) with k already clamped (RFC 7748 decodeScalar25519) and
 * u as received (bit 255 ignored, non-canonical values accepted).
 * cairn_x25519_impls lists this build's, best first: "x86-mulx" (x86-64
 * with BMI2 and ADX), then the portable ladders ("f51": radix 2^51, the
 * 64-bit default; "p32": packed radix 2^32, the 32-bit default, with UMAAL
 * assembly on Cortex-M4/M7). Key generation and public keys use the Ed25519
 * fixed-base table, not these. */
#define CAIRN_PRIM_X25519 "X25519"

typedef struct cairn_x25519_impl {
    cairn_impl base; /* base.prim = CAIRN_PRIM_X25519 */
    void (*ladder)(uint8_t out[CAIRN_X25519_KEY_LEN], const uint8_t k[CAIRN_X25519_KEY_LEN],
                   const uint8_t u[CAIRN_X25519_KEY_LEN]);
} cairn_x25519_impl;

#if CAIRN_ENABLE_CURVE25519
extern const cairn_impl *const cairn_x25519_impls[];
#endif

/* cairn_x25519 through the implementation impl (cairn_x25519 takes the
 * first usable one of cairn_x25519_impls): CAIRN_ERR_BAD_ARG for NULL or an
 * object of another primitive, CAIRN_ERR_UNSUPPORTED (shared untouched) when
 * this CPU lacks a feature it needs; otherwise as cairn_x25519. */
CAIRN_WARN_UNUSED int cairn_x25519_ex(uint8_t shared[CAIRN_X25519_KEY_LEN], const uint8_t secret[CAIRN_X25519_KEY_LEN],
                                      const uint8_t peer[CAIRN_X25519_KEY_LEN], const cairn_impl *impl);

/* ---------- Ed25519 (RFC 8032) ---------- */

/* New key pair: a 32-byte seed from rng, then keypair = seed || public key.
 * CAIRN_ERR_RNG when rng fails (keypair zeroed). */
CAIRN_WARN_UNUSED int cairn_ed25519_keygen(uint8_t keypair[CAIRN_ED25519_KEYPAIR_LEN], cairn_rng_fn rng, void *rng_state);

/* keypair = seed || public key derived from seed (RFC 8032 section 5.1.5). */
CAIRN_WARN_UNUSED int cairn_ed25519_keypair_from_seed(uint8_t keypair[CAIRN_ED25519_KEYPAIR_LEN],
                                                      const uint8_t seed[CAIRN_ED25519_SECRET_LEN]);

/* Pure Ed25519 signature of msg[0..len) (msg may be NULL when len is 0).
 * CAIRN_ERR_INVALID_KEY (sig zeroed) when keypair's public half does not
 * match its seed; see the note at the top of this header. sig is written last
 * and may overlap msg or keypair (as in every Ed25519 and Ed448 signer). */
CAIRN_WARN_UNUSED int cairn_ed25519_sign(uint8_t sig[CAIRN_ED25519_SIG_LEN], const uint8_t *msg, size_t len,
                                         const uint8_t keypair[CAIRN_ED25519_KEYPAIR_LEN]);

/* CAIRN_OK when sig is a valid Ed25519 signature of msg under pub, else
 * CAIRN_ERR_BAD_SIGNATURE (for every failure, including non-canonical S, R or
 * A); CAIRN_ERR_BAD_ARG for NULL pointers. Rules at the top of this header. */
CAIRN_WARN_UNUSED int cairn_ed25519_verify(const uint8_t sig[CAIRN_ED25519_SIG_LEN], const uint8_t *msg, size_t len,
                                           const uint8_t pub[CAIRN_ED25519_PUBLIC_LEN]);

/* Ed25519ctx: context string ctx[0..ctxlen) with 1 <= ctxlen <= 255, else
 * CAIRN_ERR_BAD_LENGTH (RFC 8032 section 5.1: an empty context is plain Ed25519).
 * sig is written last and may overlap msg, ctx or keypair. */
CAIRN_WARN_UNUSED int cairn_ed25519ctx_sign(uint8_t sig[CAIRN_ED25519_SIG_LEN], const uint8_t *msg, size_t len, const uint8_t *ctx,
                                            size_t ctxlen, const uint8_t keypair[CAIRN_ED25519_KEYPAIR_LEN]);
CAIRN_WARN_UNUSED int cairn_ed25519ctx_verify(const uint8_t sig[CAIRN_ED25519_SIG_LEN], const uint8_t *msg, size_t len,
                                              const uint8_t *ctx, size_t ctxlen,
                                              const uint8_t pub[CAIRN_ED25519_PUBLIC_LEN]);

/* Ed25519ph: signs SHA-512(msg) (computed here from the message) with the
 * pre-hash flag; context length 0..255, else CAIRN_ERR_BAD_LENGTH. sig is
 * written last and may overlap msg, ctx or keypair. */
CAIRN_WARN_UNUSED int cairn_ed25519ph_sign(uint8_t sig[CAIRN_ED25519_SIG_LEN], const uint8_t *msg, size_t len, const uint8_t *ctx,
                                           size_t ctxlen, const uint8_t keypair[CAIRN_ED25519_KEYPAIR_LEN]);
CAIRN_WARN_UNUSED int cairn_ed25519ph_verify(const uint8_t sig[CAIRN_ED25519_SIG_LEN], const uint8_t *msg, size_t len,
                                             const uint8_t *ctx, size_t ctxlen,
                                             const uint8_t pub[CAIRN_ED25519_PUBLIC_LEN]);

/* ---------- key formats (RFC 8410) ----------
 *
 * X25519 (OID 1.3.101.110), X448 (.111), Ed25519 (.112), Ed448 (.113), as
 * `openssl genpkey` writes them (the X448/Ed448 functions in cairn/curve448.h
 * have the same contracts):
 *  - SubjectPublicKeyInfo: AlgorithmIdentifier with the parameters absent,
 *    the subjectPublicKey BIT STRING the raw public key; PEM "PUBLIC KEY";
 *  - PKCS#8 OneAsymmetricKey: privateKey OCTET STRING holding
 *    CurvePrivateKey ::= OCTET STRING (the X25519/X448 secret, the EdDSA
 *    seed); with_public 0 writes version 0 (v1, as OpenSSL does), 1 adds the
 *    [1] publicKey with version 1 (v2, RFC 5958); PEM "PRIVATE KEY".
 * EdDSA private keys go in and out as this header's keypair (seed || public
 * key): the writer refuses a keypair whose public half is not its seed's
 * (CAIRN_ERR_INVALID_KEY, as signing does), the reader derives the public
 * half. Reading is strict DER over the whole input, or over the one PEM
 * block of the form's label: another algorithm's OID is
 * CAIRN_ERR_UNSUPPORTED; parameters present, a key of another length,
 * trailing bytes or any other deviation CAIRN_ERR_DECODE; a v2 public key
 * that is not the secret key's CAIRN_ERR_INVALID_KEY. Public keys are taken
 * as bytes (an Ed25519 key that is not a canonical point fails
 * verification). Writing: CAIRN_ERR_BUFFER_TOO_SMALL with *len the length
 * needed (out NULL: the length only); PEM output NUL-terminated when there
 * is room. On failure outputs are zeroed (out: cap bytes), *len 0.
 * CAIRN_ERR_BAD_ARG for NULL pointers and with_public other than 0 or 1.
 * Secret keys pass through in constant time (copies; the public key of
 * the secret, compared in the open). */
#define CAIRN_RFC8410_DER_MAX 160 /* any of the four, either form */
#define CAIRN_RFC8410_PEM_MAX 320

CAIRN_WARN_UNUSED int cairn_x25519_private_key_to_der(const uint8_t secret[CAIRN_X25519_KEY_LEN], int with_public,
                                                      uint8_t *out, size_t cap, size_t *len);
CAIRN_WARN_UNUSED int cairn_x25519_private_key_to_pem(const uint8_t secret[CAIRN_X25519_KEY_LEN], int with_public,
                                                      char *out, size_t cap, size_t *len);
CAIRN_WARN_UNUSED int cairn_x25519_private_key_from_der(uint8_t secret[CAIRN_X25519_KEY_LEN], const uint8_t *der,
                                                        size_t len);
CAIRN_WARN_UNUSED int cairn_x25519_private_key_from_pem(uint8_t secret[CAIRN_X25519_KEY_LEN], const char *pem,
                                                        size_t len);
CAIRN_WARN_UNUSED int cairn_x25519_public_key_to_der(const uint8_t pub[CAIRN_X25519_KEY_LEN], uint8_t *out, size_t cap,
                                                     size_t *len);
CAIRN_WARN_UNUSED int cairn_x25519_public_key_to_pem(const uint8_t pub[CAIRN_X25519_KEY_LEN], char *out, size_t cap,
                                                     size_t *len);
CAIRN_WARN_UNUSED int cairn_x25519_public_key_from_der(uint8_t pub[CAIRN_X25519_KEY_LEN], const uint8_t *der,
                                                       size_t len);
CAIRN_WARN_UNUSED int cairn_x25519_public_key_from_pem(uint8_t pub[CAIRN_X25519_KEY_LEN], const char *pem, size_t len);

CAIRN_WARN_UNUSED int cairn_ed25519_private_key_to_der(const uint8_t keypair[CAIRN_ED25519_KEYPAIR_LEN],
                                                       int with_public, uint8_t *out, size_t cap, size_t *len);
CAIRN_WARN_UNUSED int cairn_ed25519_private_key_to_pem(const uint8_t keypair[CAIRN_ED25519_KEYPAIR_LEN],
                                                       int with_public, char *out, size_t cap, size_t *len);
CAIRN_WARN_UNUSED int cairn_ed25519_private_key_from_der(uint8_t keypair[CAIRN_ED25519_KEYPAIR_LEN], const uint8_t *der,
                                                         size_t len);
CAIRN_WARN_UNUSED int cairn_ed25519_private_key_from_pem(uint8_t keypair[CAIRN_ED25519_KEYPAIR_LEN], const char *pem,
                                                         size_t len);
CAIRN_WARN_UNUSED int cairn_ed25519_public_key_to_der(const uint8_t pub[CAIRN_ED25519_PUBLIC_LEN], uint8_t *out,
                                                      size_t cap, size_t *len);
CAIRN_WARN_UNUSED int cairn_ed25519_public_key_to_pem(const uint8_t pub[CAIRN_ED25519_PUBLIC_LEN], char *out,
                                                      size_t cap, size_t *len);
CAIRN_WARN_UNUSED int cairn_ed25519_public_key_from_der(uint8_t pub[CAIRN_ED25519_PUBLIC_LEN], const uint8_t *der,
                                                        size_t len);
CAIRN_WARN_UNUSED int cairn_ed25519_public_key_from_pem(uint8_t pub[CAIRN_ED25519_PUBLIC_LEN], const char *pem,
                                                        size_t len);

#ifdef __cplusplus
}
#endif
#endif
