/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * SM2's internals (src/ec/sm2*.c): the helpers its three schemes share, and
 * test-only entry points that take the ephemeral scalar instead of drawing
 * it, so the tests can reproduce the standard's worked examples (not
 * declared in a public header and not for applications).
 */
#ifndef CAIRN_EC_SM2_INTERNAL_H
#define CAIRN_EC_SM2_INTERNAL_H

#include "cairn/sm2.h"
#include "ec/ec_key_internal.h"

#if CAIRN_ENABLE_SM2 && CAIRN_ENABLE_EC && CAIRN_ENABLE_SM3
#define CAIRN_SM2_BUILT 1
#else
#define CAIRN_SM2_BUILT 0
#endif

#define SM2_B 32 /* scalar and coordinate bytes */

/* Private and public key views of SM2 keys: as cairn_ec_priv_of /
 * cairn_ec_pub_of, and CAIRN_ERR_INVALID_KEY for a key of another curve. */
const ec_priv *cairn_sm2_priv_of(const cairn_ec_private_key *key, const cairn_ec_curve_def **c, int *rc);
const ec_pub *cairn_sm2_pub_of(const cairn_ec_public_key *pub, const cairn_ec_curve_def **c, int *rc);

/* Z (cairn/sm2.h) of the point xy and the ID (NULL: the default). */
int cairn_sm2_z_of(const cairn_ec_curve_def *c, const uint8_t *xy, const uint8_t *id, size_t idlen, uint8_t *z);

/* The standard's KDF: out[0..len) ^= SM3(Z || ct) for ct = 1, 2, ...
 * (32-bit big-endian), Z the concatenation of the nparts parts. Returns a
 * non-zero value when some key-stream byte was non-zero (constant time). */
typedef struct {
    const uint8_t *p;
    size_t n;
} cairn_sm2_part;
uint32_t cairn_sm2_kdf_xor(uint8_t *out, size_t len, const cairn_sm2_part *parts, size_t nparts);

/* 1 when a[0..len) is all zeros; constant time. */
uint32_t cairn_sm2_is_zero(const uint8_t *a, size_t len);

/* The schemes' cores on any curve definition (the SM2 curve, or a test's
 * run-time curve: the standard's example curve), on byte strings: d and k
 * c->bytes long (here 32), points x || y. sign_raw: rs = (r, s) of e with
 * nonce k (CAIRN_ERR_BAD_ARG for k out of range or a k that gives a zero;
 * CAIRN_ERR_INVALID_KEY for d = n - 1). verify_raw: as
 * cairn_sm2_verify_digest. encrypt_raw / decrypt_raw: as the public
 * functions with k given / d given (no argument checks but k's range). */
int cairn_sm2_sign_raw(const cairn_ec_curve_def *c, const uint8_t *d, const uint8_t *e, const uint8_t *k, uint8_t *rs);
int cairn_sm2_verify_raw(const cairn_ec_curve_def *c, const uint8_t *pxy, cairn_ecdsa_format format,
                         const uint8_t *digest, const uint8_t *sig, size_t siglen);
int cairn_sm2_encrypt_raw(const cairn_ec_curve_def *c, const uint8_t *pxy, cairn_sm2_cipher_format format,
                          const uint8_t *msg, size_t msglen, const uint8_t *k, uint8_t *out, size_t cap,
                          size_t *outlen);
int cairn_sm2_decrypt_raw(const cairn_ec_curve_def *c, const uint8_t *d, cairn_sm2_cipher_format format,
                          const uint8_t *in, size_t inlen, uint8_t *out, size_t cap, size_t *outlen);
/* The key exchange's start on a curve with the static pair (d, xy), the
 * peer's static point and the ephemeral r given; finish and confirm then
 * work as for cairn_sm2_kex_start. */
int cairn_sm2_kex_start_raw(cairn_sm2_kex *st, const cairn_ec_curve_def *c, int initiator, const uint8_t *d,
                            const uint8_t *xy, const uint8_t *id, size_t idlen, const uint8_t *peer_xy,
                            const uint8_t *peer_id, size_t peer_idlen, const uint8_t *r, uint8_t *r_out);

/* Signs e with the nonce k (1 <= k < n: CAIRN_ERR_BAD_ARG otherwise, and
 * when k gives r = 0, r + k = n or s = 0). */
CAIRN_WARN_UNUSED int cairn_sm2_sign_digest_k(const cairn_ec_private_key *key, cairn_ecdsa_format format,
                                              const uint8_t *e, size_t elen, const uint8_t *k, size_t klen,
                                              uint8_t *sig, size_t cap, size_t *siglen);
/* Encrypts with the ephemeral k (1 <= k < n; CAIRN_ERR_BAD_ARG otherwise
 * and for the all-zero key stream a fresh k would replace). */
CAIRN_WARN_UNUSED int cairn_sm2_encrypt_k(const cairn_ec_public_key *pub, cairn_sm2_cipher_format format,
                                          const uint8_t *msg, size_t msglen, const uint8_t *k, size_t klen,
                                          uint8_t *out, size_t cap, size_t *outlen);
/* cairn_sm2_kex_start with the ephemeral r (1 <= r < n) given. */
CAIRN_WARN_UNUSED int cairn_sm2_kex_start_r(cairn_sm2_kex *st, int initiator, const cairn_ec_private_key *key,
                                            const uint8_t *id, size_t idlen, const cairn_ec_public_key *peer,
                                            const uint8_t *peer_id, size_t peer_idlen, const uint8_t *r, size_t rlen,
                                            uint8_t *r_out, size_t cap, size_t *outlen);

#endif /* CAIRN_EC_SM2_INTERNAL_H */
