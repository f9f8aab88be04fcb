/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * RFC 6979 section 3.2 nonces for the Weierstrass schemes (ECDSA, SM2):
 * HMAC_DRBG-style derivation from the private scalar and the message's
 * reduced digest, with section 3.6's additional data for hedged nonces.
 * Candidates come out as c->bytes big-endian bytes (bits2int of the
 * generator's output), not yet checked against n: the caller draws again
 * while cairn_ec_scalar_valid refuses one. Constant time: HMAC over
 * fixed-length inputs.
 */
#ifndef CAIRN_EC_EC_RFC6979_H
#define CAIRN_EC_EC_RFC6979_H

#include "cairn/mac.h"
#include "ec/ec_internal.h"

typedef struct cairn_ec_rfc6979 {
    cairn_hmac_ctx mac;
    const cairn_ec_curve_def *c;
    size_t hlen;
    uint8_t K[CAIRN_HASH_MAX_DIGEST_LEN];
    uint8_t V[CAIRN_HASH_MAX_DIGEST_LEN];
    int started;
} cairn_ec_rfc6979;

/* Steps b-f with HMAC over hash: x = int2octets(d), h = bits2octets(h1)
 * (both c->bytes long), extra[0..extralen) the additional data. */
int cairn_ec_rfc6979_init(cairn_ec_rfc6979 *r, const cairn_ec_curve_def *c, const cairn_hash *hash, const uint8_t *x,
                          const uint8_t *h, const uint8_t *extra, size_t extralen);
/* Step h: the next candidate into k (c->bytes). */
int cairn_ec_rfc6979_next(cairn_ec_rfc6979 *r, uint8_t *k);
void cairn_ec_rfc6979_wipe(cairn_ec_rfc6979 *r);

#endif /* CAIRN_EC_EC_RFC6979_H */
