/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* RFC 6979 nonces for ECDSA and DSA (rng/rfc6979.h). */
#include "rng/rfc6979.h"

#include <string.h>

#include "core/internal.h"
#include "mac/hmac_internal.h"

#if CAIRN_ENABLE_EC || CAIRN_ENABLE_DSA

/* V = HMAC_K(V) with the key already set. */
static int step_v(cairn_rfc6979 *r)
{
    int rc = cairn_hmac_reset(&r->mac);
    if (rc == CAIRN_OK)
        rc = cairn_hmac_update(&r->mac, r->V, r->hlen);
    if (rc == CAIRN_OK)
        rc = cairn_hmac_final(&r->mac, r->V, r->hlen);
    return rc;
}

/* K = HMAC_K(V || sep || x || h || extra) (x NULL: V || sep only), then
 * the MAC keyed with the new K and V = HMAC_K(V). */
static int step_k(cairn_rfc6979 *r, uint8_t sep, const uint8_t *x, const uint8_t *h, const uint8_t *extra,
                  size_t extralen)
{
    int rc = cairn_hmac_reset(&r->mac);
    if (rc == CAIRN_OK)
        rc = cairn_hmac_update(&r->mac, r->V, r->hlen);
    if (rc == CAIRN_OK)
        rc = cairn_hmac_update(&r->mac, &sep, 1);
    if (rc == CAIRN_OK && x != NULL) {
        rc = cairn_hmac_update(&r->mac, x, r->rlen);
        if (rc == CAIRN_OK)
            rc = cairn_hmac_update(&r->mac, h, r->rlen);
        if (rc == CAIRN_OK)
            rc = cairn_hmac_update(&r->mac, extra, extralen);
    }
    if (rc == CAIRN_OK)
        rc = cairn_hmac_final(&r->mac, r->K, r->hlen);
    if (rc == CAIRN_OK)
        rc = cairn_hmac_init(&r->mac, r->mac.hash, r->K, r->hlen);
    if (rc == CAIRN_OK)
        rc = step_v(r);
    return rc;
}

int cairn_rfc6979_check_hash(const cairn_hash *hash)
{
    if (hash == NULL)
        return CAIRN_ERR_BAD_ARG;
    return cairn_hmac_check_hash(hash);
}

int cairn_rfc6979_init(cairn_rfc6979 *r, const cairn_hash *hash, size_t qbits, const uint8_t *x, const uint8_t *h,
                       const uint8_t *extra, size_t extralen)
{
    int rc = cairn_rfc6979_check_hash(hash);
    r->started = 0;
    if (rc != CAIRN_OK)
        return rc; /* before the digest length sizes a write into K and V */
    r->qbits = qbits;
    r->rlen = (qbits + 7) >> 3;
    r->hlen = hash->digest_len;
    memset(r->V, 0x01, r->hlen);
    memset(r->K, 0x00, r->hlen);
    rc = cairn_hmac_init(&r->mac, hash, r->K, r->hlen);
    if (rc == CAIRN_OK)
        rc = step_k(r, 0x00, x, h, extra, extralen);
    if (rc == CAIRN_OK)
        rc = step_k(r, 0x01, x, h, extra, extralen);
    return rc;
}

int cairn_rfc6979_next(cairn_rfc6979 *r, uint8_t *k)
{
    size_t b = r->rlen, t, i;
    unsigned shift = (unsigned)(8 * b - r->qbits);
    int rc = CAIRN_OK;
    if (r->started)
        rc = step_k(r, 0x00, NULL, NULL, NULL, 0);
    r->started = 1;
    for (t = 0; rc == CAIRN_OK && t < b; t += r->hlen) {
        rc = step_v(r);
        memcpy(k + t, r->V, b - t < r->hlen ? b - t : r->hlen);
    }
    /* bits2int: the leftmost qbits bits of T, as an integer (a right shift
     * by the bits T has beyond them: 7 for P-521) */
    if (shift != 0) {
        for (i = b; i-- > 1;)
            k[i] = (uint8_t)((k[i] >> shift) | (k[i - 1] << (8 - shift)));
        k[0] = (uint8_t)(k[0] >> shift);
    }
    return rc;
}

void cairn_rfc6979_wipe(cairn_rfc6979 *r)
{
    cairn_hmac_wipe(&r->mac);
    cairn_wipe(r, sizeof *r);
}

#endif
