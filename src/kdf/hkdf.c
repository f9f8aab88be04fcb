/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* HKDF (RFC 5869): extract-then-expand over HMAC with any fixed-output hash. */
#include "cairn/kdf.h"
#include "core/internal.h"

/* The hashes HMAC accepts (mac.h), checked before any length so that a
 * descriptor HMAC refuses (Ascon-Hash256) is CAIRN_ERR_UNSUPPORTED whatever
 * the output length, including 0. */
static int hkdf_hash_ok(const cairn_hash *hash)
{
    if (hash->flags & CAIRN_HASH_FLAG_XOF)
        return CAIRN_ERR_UNSUPPORTED;
    if (hash->digest_len == 0 || hash->digest_len > CAIRN_HASH_MAX_DIGEST_LEN || hash->block_len < hash->digest_len)
        return CAIRN_ERR_UNSUPPORTED;
    return CAIRN_OK;
}

/* see cairn/kdf.h */
int cairn_hkdf_extract(const cairn_hash *hash, uint8_t *prk, const uint8_t *salt, size_t saltlen,
                       const uint8_t *ikm, size_t ikmlen)
{
    static const uint8_t zeros[CAIRN_HASH_MAX_DIGEST_LEN] = {0};
    int rc;

    if (hash == NULL || prk == NULL || !CAIRN_BUF_OK(salt, saltlen) || !CAIRN_BUF_OK(ikm, ikmlen))
        return CAIRN_ERR_BAD_ARG;
    rc = hkdf_hash_ok(hash);
    if (rc != CAIRN_OK)
        return rc;
    /* RFC 5869 2.2: an absent salt is HashLen zero bytes. (HMAC would pad an
     * empty key with zeros to the same effect, but say it as the RFC does.) */
    if (saltlen == 0) {
        salt = zeros;
        saltlen = hash->digest_len;
    }
    return cairn_hmac(hash, prk, hash->digest_len, salt, saltlen, ikm, ikmlen);
}

/* Expand without re-checking arguments the callers have checked. */
static int hkdf_expand_inner(const cairn_hash *hash, uint8_t *out, size_t outlen, const uint8_t *prk, size_t prklen,
                             const uint8_t *info, size_t infolen)
{
    cairn_hmac_ctx hm;
    uint8_t t[CAIRN_HASH_MAX_DIGEST_LEN];
    size_t dlen = hash->digest_len, tlen = 0, n;
    uint8_t i = 1;
    int rc;

    if (outlen == 0)
        return CAIRN_OK;
    rc = cairn_hmac_init(&hm, hash, prk, prklen);
    /* T(i) = HMAC(PRK, T(i-1) || info || i). T lives in a local buffer, so
     * out may alias prk: the key is already absorbed by init. */
    while (rc == CAIRN_OK && outlen > 0) {
        rc = cairn_hmac_update(&hm, t, tlen);
        if (rc == CAIRN_OK)
            rc = cairn_hmac_update(&hm, info, infolen);
        if (rc == CAIRN_OK)
            rc = cairn_hmac_update(&hm, &i, 1);
        if (rc == CAIRN_OK)
            rc = cairn_hmac_final(&hm, t, dlen);
        if (rc == CAIRN_OK)
            rc = cairn_hmac_reset(&hm);
        if (rc != CAIRN_OK)
            break;
        tlen = dlen;
        n = outlen < dlen ? outlen : dlen;
        memcpy(out, t, n);
        out += n;
        outlen -= n;
        i++;
    }
    cairn_hmac_wipe(&hm);
    cairn_wipe(t, sizeof t);
    return rc;
}

/* see cairn/kdf.h */
int cairn_hkdf_expand(const cairn_hash *hash, uint8_t *out, size_t outlen, const uint8_t *prk, size_t prklen,
                      const uint8_t *info, size_t infolen)
{
    int rc;

    if (hash == NULL || !CAIRN_BUF_OK(out, outlen) || !CAIRN_BUF_OK(prk, prklen) || !CAIRN_BUF_OK(info, infolen))
        return CAIRN_ERR_BAD_ARG;
    rc = hkdf_hash_ok(hash);
    if (rc != CAIRN_OK)
        return rc;
    if (outlen > 255 * hash->digest_len || prklen < hash->digest_len)
        return CAIRN_ERR_BAD_LENGTH;
    return hkdf_expand_inner(hash, out, outlen, prk, prklen, info, infolen);
}

/* see cairn/kdf.h */
int cairn_hkdf(const cairn_hash *hash, uint8_t *out, size_t outlen, const uint8_t *salt, size_t saltlen,
               const uint8_t *ikm, size_t ikmlen, const uint8_t *info, size_t infolen)
{
    uint8_t prk[CAIRN_HASH_MAX_DIGEST_LEN];
    int rc;

    if (hash == NULL || !CAIRN_BUF_OK(out, outlen) || !CAIRN_BUF_OK(salt, saltlen) || !CAIRN_BUF_OK(ikm, ikmlen) ||
        !CAIRN_BUF_OK(info, infolen))
        return CAIRN_ERR_BAD_ARG;
    rc = hkdf_hash_ok(hash);
    if (rc != CAIRN_OK)
        return rc;
    if (outlen > 255 * hash->digest_len)
        return CAIRN_ERR_BAD_LENGTH;
    rc = cairn_hkdf_extract(hash, prk, salt, saltlen, ikm, ikmlen);
    if (rc == CAIRN_OK)
        rc = hkdf_expand_inner(hash, out, outlen, prk, hash->digest_len, info, infolen);
    cairn_wipe(prk, sizeof prk);
    return rc;
}
