/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Key derivation: HKDF (RFC 5869) and PBKDF2 (RFC 8018), over any fixed-output cairn_hash. */
#ifndef CAIRN_KDF_H
#define CAIRN_KDF_H

#include "cairn/mac.h"

#ifdef __cplusplus
extern "C" {
#endif

/* HMAC-based key derivation (RFC 5869) and PBKDF2 (RFC 8018) over a hash
 * descriptor HMAC can use (cairn/mac.h): an XOF or Ascon-Hash256 is
 * CAIRN_ERR_UNSUPPORTED. NULL hash or output, or a NULL input with a
 * non-zero length, is CAIRN_ERR_BAD_ARG. */

/* PRK = HMAC(salt, IKM); writes hash->digest_len bytes to prk (the caller's
 * buffer must hold them). A NULL/empty salt means digest_len zero bytes, as
 * RFC 5869 says. */
CAIRN_WARN_UNUSED int cairn_hkdf_extract(const cairn_hash *hash, uint8_t *prk, const uint8_t *salt, size_t saltlen,
                                         const uint8_t *ikm, size_t ikmlen);
/* OKM of outlen bytes; outlen > 255 * digest_len is CAIRN_ERR_BAD_LENGTH,
 * prklen < digest_len is CAIRN_ERR_BAD_LENGTH. */
CAIRN_WARN_UNUSED int cairn_hkdf_expand(const cairn_hash *hash, uint8_t *out, size_t outlen, const uint8_t *prk,
                                        size_t prklen, const uint8_t *info, size_t infolen);
/* Extract then expand. */
CAIRN_WARN_UNUSED int cairn_hkdf(const cairn_hash *hash, uint8_t *out, size_t outlen, const uint8_t *salt,
                                 size_t saltlen, const uint8_t *ikm, size_t ikmlen, const uint8_t *info,
                                 size_t infolen);

/* PBKDF2-HMAC. iterations >= 1 (0 is CAIRN_ERR_BAD_ARG); outlen >= 1 and at
 * most (2^32 - 1) * digest_len (else CAIRN_ERR_BAD_LENGTH). */
CAIRN_WARN_UNUSED int cairn_pbkdf2(const cairn_hash *hash, uint8_t *out, size_t outlen, const uint8_t *password,
                                   size_t pwlen, const uint8_t *salt, size_t saltlen, uint32_t iterations);

#ifdef __cplusplus
}
#endif
#endif
