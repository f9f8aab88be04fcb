/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * HMAC (RFC 2104 / FIPS 198-1) over any fixed-output cairn_hash descriptor
 * whose block is at least as long as its digest (MD5, SHA-1, SHA-2, SHA-3,
 * SM3). XOF descriptors (SHAKE, Ascon-XOF128) and Ascon-Hash256 (an 8-byte
 * rate: no standard defines HMAC over it) are CAIRN_ERR_UNSUPPORTED.
 *
 * The context keeps the hash states after the inner and outer key blocks, so
 * cairn_hmac_reset starts a new message under the same key without rehashing
 * the key. cairn_hmac_final and cairn_hmac_wipe wipe key material.
 *
 * The hash runs through the descriptor's implementation object (hash->impl,
 * see cairn_hash_bind): a descriptor bound to a port's engine makes HMAC,
 * HKDF, PBKDF2 and the DRBG use it. The context points at the descriptor,
 * which must stay valid while the context is used.
 */
#ifndef CAIRN_MAC_H
#define CAIRN_MAC_H

#include "cairn/hash.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct cairn_hmac_ctx {
    const cairn_hash *hash;
    cairn_hash_state ikey;  /* state after absorbing K ^ ipad */
    cairn_hash_state okey;  /* state after absorbing K ^ opad */
    cairn_hash_state inner; /* running inner hash */
    uint32_t ready;
} cairn_hmac_ctx;

/* Any key length (0 allowed; a NULL key needs keylen 0). */
CAIRN_WARN_UNUSED int cairn_hmac_init(cairn_hmac_ctx *ctx, const cairn_hash *hash, const uint8_t *key, size_t keylen);
CAIRN_WARN_UNUSED int cairn_hmac_update(cairn_hmac_ctx *ctx, const uint8_t *in, size_t len);
/* outlen in 1..digest_len: a shorter outlen truncates (leftmost bytes).
 * 0 or more than digest_len is CAIRN_ERR_BAD_LENGTH. The key states stay for
 * cairn_hmac_reset; call cairn_hmac_wipe when done with the key. */
CAIRN_WARN_UNUSED int cairn_hmac_final(cairn_hmac_ctx *ctx, uint8_t *out, size_t outlen);
CAIRN_WARN_UNUSED int cairn_hmac_reset(cairn_hmac_ctx *ctx);
void cairn_hmac_wipe(cairn_hmac_ctx *ctx);

CAIRN_WARN_UNUSED int cairn_hmac(const cairn_hash *hash, uint8_t *out, size_t outlen, const uint8_t *key,
                                 size_t keylen, const uint8_t *msg, size_t len);
/* Recomputes the MAC and compares the taglen leftmost bytes in constant time:
 * CAIRN_OK or CAIRN_ERR_AUTH. taglen 0 or above digest_len is CAIRN_ERR_BAD_LENGTH. */
CAIRN_WARN_UNUSED int cairn_hmac_verify(const cairn_hash *hash, const uint8_t *tag, size_t taglen,
                                        const uint8_t *key, size_t keylen, const uint8_t *msg, size_t len);

#ifdef __cplusplus
}
#endif
#endif
