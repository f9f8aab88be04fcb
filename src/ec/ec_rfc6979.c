/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * RFC 6979 nonces (ec_rfc6979.h), shared by ECDSA and SM2 signatures.
 */
#include <string.h>

#include "core/internal.h"
#include "ec/ec_rfc6979.h"

#if CAIRN_ENABLE_EC

/* V = HMAC_K(V) with the key already set. */
static int rfc_step_v(cairn_ec_rfc6979 *r)
{
    int rc = cairn_hmac_reset(&r->mac);
    if (rc == CAIRN_OK)
        rc = cairn_hmac_update(&r->mac, r->V, r->hlen);
    if (rc == CAIRN_OK)
        rc = cairn_hmac_final(&r->mac, r->V, r->hlen);
    return rc;
}

/* K = HMAC_K(V || sep || x || h || extra) (x, h: c->bytes each; x NULL:
 * V || sep only), then the MAC keyed with the new K and V = HMAC_K(V). */
static int rfc_step_k(cairn_ec_rfc6979 *r, uint8_t sep, const uint8_t *x, const uint8_t *h, const uint8_t *extra,
                      size_t extralen)
{
    int rc = cairn_hmac_reset(&r->mac);
    if (rc == CAIRN_OK)
        rc = cairn_hmac_update(&r->mac, r->V, r->hlen);
    if (rc == CAIRN_OK)
        rc = cairn_hmac_update(&r->mac, &sep, 1);
    if (rc == CAIRN_OK && x != NULL) {
        rc = cairn_hmac_update(&r->mac, x, r->c->bytes);
        if (rc == CAIRN_OK)
            rc = cairn_hmac_update(&r->mac, h, r->c->bytes);
        if (rc == CAIRN_OK)
            rc = cairn_hmac_update(&r->mac, extra, extralen);
    }
    if (rc == CAIRN_OK)
        rc = cairn_hmac_final(&r->mac, r->K, r->hlen);
    if (rc == CAIRN_OK)
        rc = cairn_hmac_init(&r->mac, r->mac.hash, r->K, r->hlen);
    if (rc == CAIRN_OK)
        rc = rfc_step_v(r);
    return rc;
}

/* see ec_rfc6979.h; section 3.2 steps b-f: x = int2octets(d), h = bits2octets(h1) (both
 * c->bytes long: rlen is 8 * c->bytes), extra the additional data. */
int cairn_ec_rfc6979_init(cairn_ec_rfc6979 *r, const cairn_ec_curve_def *c, const cairn_hash *hash, const uint8_t *x,
                          const uint8_t *h, const uint8_t *extra, size_t extralen)
{
    int rc;
    r->c = c;
    r->hlen = hash->digest_len;
    r->started = 0;
    memset(r->V, 0x01, r->hlen);
    memset(r->K, 0x00, r->hlen);
    rc = cairn_hmac_init(&r->mac, hash, r->K, r->hlen);
    if (rc == CAIRN_OK)
        rc = rfc_step_k(r, 0x00, x, h, extra, extralen);
    if (rc == CAIRN_OK)
        rc = rfc_step_k(r, 0x01, x, h, extra, extralen);
    return rc;
}

/* see ec_rfc6979.h; section 3.2 step h: the next candidate k = bits2int(T) (c->bytes bytes,
 * not yet checked against n). After the first, each call first updates K
 * and V as the step's last bullet says. */
int cairn_ec_rfc6979_next(cairn_ec_rfc6979 *r, uint8_t *k)
{
    size_t b = r->c->bytes, t, i;
    unsigned shift = (unsigned)(8 * b - r->c->nbits);
    int rc = CAIRN_OK;
    if (r->started)
        rc = rfc_step_k(r, 0x00, NULL, NULL, NULL, 0);
    r->started = 1;
    for (t = 0; rc == CAIRN_OK && t < b; t += r->hlen) {
        rc = rfc_step_v(r);
        memcpy(k + t, r->V, b - t < r->hlen ? b - t : r->hlen);
    }
    /* bits2int: the leftmost nbits bits of T, as an integer (a right shift
     * by the bits T has beyond them: 7 for P-521) */
    if (shift != 0) {
        for (i = b; i-- > 1;)
            k[i] = (uint8_t)((k[i] >> shift) | (k[i - 1] << (8 - shift)));
        k[0] = (uint8_t)(k[0] >> shift);
    }
    return rc;
}

void cairn_ec_rfc6979_wipe(cairn_ec_rfc6979 *r)
{
    cairn_hmac_wipe(&r->mac);
    cairn_wipe(r, sizeof *r);
}

#endif
