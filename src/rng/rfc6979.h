/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Deterministic nonces per RFC 6979 section 3.2, with section 3.6's
 * additional data for hedged signatures: the one implementation that ECDSA
 * (src/ec/ecdsa.c) and DSA (src/pk/dsa.c) share, in the layer below both
 * scheme folders (an HMAC-based generator, as HMAC-DRBG). Internal.
 *
 * The group order q has qbits bits; rlen = ceil(qbits / 8) bytes is the
 * length of x = int2octets(private key), h = bits2octets(h1) and of each
 * candidate. HMAC runs over fixed-length inputs: constant time.
 */
#ifndef CAIRN_RNG_RFC6979_H
#define CAIRN_RNG_RFC6979_H

#include "cairn/hash.h"
#include "cairn/mac.h"

typedef struct cairn_rfc6979 {
    cairn_hmac_ctx mac;
    size_t hlen, rlen, qbits;
    uint8_t K[CAIRN_HASH_MAX_DIGEST_LEN];
    uint8_t V[CAIRN_HASH_MAX_DIGEST_LEN];
    int started;
} cairn_rfc6979;

/* CAIRN_OK for a hash RFC 6979's HMAC can run on (cairn_hmac_check_hash:
 * not an XOF, nor Ascon-Hash256, nor a descriptor whose digest would not fit
 * K and V), else CAIRN_ERR_UNSUPPORTED; CAIRN_ERR_BAD_ARG for NULL. The
 * signing functions that take a caller's descriptor call it first. */
int cairn_rfc6979_check_hash(const cairn_hash *hash);
/* Steps b-f for x and h (rlen bytes each) and extra[0..extralen); first
 * cairn_rfc6979_check_hash's statuses. */
int cairn_rfc6979_init(cairn_rfc6979 *r, const cairn_hash *hash, size_t qbits, const uint8_t *x, const uint8_t *h,
                       const uint8_t *extra, size_t extralen);
/* Step h: the next candidate k = bits2int(T) into k[0..rlen), not yet
 * checked against q. After the first, each call first updates K and V as
 * the step's last bullet says. */
int cairn_rfc6979_next(cairn_rfc6979 *r, uint8_t *k);
/* Wipes the state (keyed with secrets). */
void cairn_rfc6979_wipe(cairn_rfc6979 *r);

#endif
