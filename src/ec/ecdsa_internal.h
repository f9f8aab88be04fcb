/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Test-only entry points of ECDSA (src/ec/ecdsa.c): not declared in a public
 * header and not for applications. They expose the two halves of signing
 * that the public functions join, so the tests can check each against
 * published values: CAVP SigGen signs with the file's k, RFC 6979 appendix
 * A lists the k each message gives.
 */
#ifndef CAIRN_EC_ECDSA_INTERNAL_H
#define CAIRN_EC_ECDSA_INTERNAL_H

#include "cairn/ec.h"

/* Signs digest[0..dlen) with the nonce k (klen = cairn_ec_curve_bytes,
 * 1 <= k < n: CAIRN_ERR_BAD_ARG otherwise, and when k gives r = 0 or s = 0). */
CAIRN_WARN_UNUSED int cairn_ecdsa_sign_digest_k(const cairn_ec_private_key *key, cairn_ecdsa_format format,
                                                const uint8_t *digest, size_t dlen, const uint8_t *k, size_t klen,
                                                uint8_t *sig, size_t cap, size_t *siglen);

/* The nonce RFC 6979 section 3.2 derives for key and digest (its first
 * candidate in [1, n - 1]) with HMAC over hash, extra[0..extralen) appended
 * as section 3.6's additional data (extralen 0: the plain deterministic
 * nonce). k: curve bytes. */
CAIRN_WARN_UNUSED int cairn_ecdsa_rfc6979_nonce(const cairn_ec_private_key *key, const cairn_hash *hash,
                                                const uint8_t *digest, size_t dlen, const uint8_t *extra,
                                                size_t extralen, uint8_t *k);

#endif /* CAIRN_EC_ECDSA_INTERNAL_H */
