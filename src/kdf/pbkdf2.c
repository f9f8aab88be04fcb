/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * PBKDF2 (RFC 8018 section 5.2) with HMAC as the PRF.
 *
 * The password is keyed into HMAC once; every iteration starts from copies
 * of the saved ipad/opad states and calls the descriptor directly, so an
 * iteration costs exactly two compressions of the inner and outer messages
 * (plus the final padding), never a rehash of the password.
 */
#include "cairn/kdf.h"
#include "core/internal.h"

/* see cairn/kdf.h */
int cairn_pbkdf2(const cairn_hash *hash, uint8_t *out, size_t outlen, const uint8_t *password, size_t pwlen,
                 const uint8_t *salt, size_t saltlen, uint32_t iterations)
{
    cairn_hmac_ctx hm;
    cairn_hash_state st;
    uint8_t u[CAIRN_HASH_MAX_DIGEST_LEN], t[CAIRN_HASH_MAX_DIGEST_LEN], ctr[4];
    size_t dlen, csize, n, k;
    uint32_t block, j;
    int rc;

    if (hash == NULL || out == NULL || !CAIRN_BUF_OK(password, pwlen) || !CAIRN_BUF_OK(salt, saltlen) ||
        iterations == 0)
        return CAIRN_ERR_BAD_ARG;
    rc = cairn_hmac_init(&hm, hash, password, pwlen); /* XOF and unusable descriptors fail here */
    if (rc != CAIRN_OK)
        return rc;
    dlen = hash->digest_len;
    csize = hash->ctx_size;
    /* At most 2^32 - 1 blocks; written to avoid overflow on 32-bit size_t. */
    if (outlen == 0 || (outlen - 1) / dlen >= 0xffffffffu) {
        cairn_hmac_wipe(&hm);
        return CAIRN_ERR_BAD_LENGTH;
    }

    for (block = 1; outlen > 0 && rc == CAIRN_OK; block++) {
        /* U_1 = PRF(P, S || INT(block)) */
        cairn_store32_be(ctr, block);
        memcpy(&st, &hm.ikey, csize);
        rc = hash->update(&st, salt, saltlen);
        if (rc == CAIRN_OK)
            rc = hash->update(&st, ctr, 4);
        if (rc == CAIRN_OK)
            rc = hash->final(&st, u, dlen);
        if (rc == CAIRN_OK) {
            memcpy(&st, &hm.okey, csize);
            rc = hash->update(&st, u, dlen);
        }
        if (rc == CAIRN_OK)
            rc = hash->final(&st, u, dlen);
        memcpy(t, u, dlen);
        /* U_j = PRF(P, U_{j-1}); T = U_1 ^ ... ^ U_c */
        for (j = 1; j < iterations && rc == CAIRN_OK; j++) {
            memcpy(&st, &hm.ikey, csize);
            rc = hash->update(&st, u, dlen);
            if (rc == CAIRN_OK)
                rc = hash->final(&st, u, dlen);
            if (rc == CAIRN_OK) {
                memcpy(&st, &hm.okey, csize);
                rc = hash->update(&st, u, dlen);
            }
            if (rc == CAIRN_OK)
                rc = hash->final(&st, u, dlen);
            for (k = 0; k < dlen; k++)
                t[k] ^= u[k];
        }
        if (rc != CAIRN_OK)
            break;
        n = outlen < dlen ? outlen : dlen;
        memcpy(out, t, n);
        out += n;
        outlen -= n;
    }
    cairn_hmac_wipe(&hm);
    cairn_wipe(&st, sizeof st);
    cairn_wipe(u, sizeof u);
    cairn_wipe(t, sizeof t);
    return rc;
}
