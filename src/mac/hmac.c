/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * HMAC (RFC 2104, FIPS 198-1) over a cairn_hash descriptor.
 *
 * H(K ^ opad || H(K ^ ipad || m)): the states after absorbing the two padded
 * key blocks are computed once at init and kept in the context, so a new
 * message under the same key (cairn_hmac_reset, PBKDF2's iterations) costs a
 * state copy instead of two extra compressions.
 */
#include "cairn/mac.h"
#include "core/internal.h"
#include "mac/hmac_internal.h"

/* ctx->ready: no key / a message is being absorbed / final done, key kept. */
#define HMAC_NONE 0u
#define HMAC_ACTIVE 1u
#define HMAC_DONE 2u

/* Status for a descriptor HMAC cannot use: XOFs; hashes whose block is
 * shorter than their digest (Ascon-Hash256's 8-byte rate), for which RFC 2104
 * does not say how to pad a hashed key and no standard defines HMAC; and
 * anything that would overflow the fixed buffers (a foreign descriptor). */
int cairn_hmac_check_hash(const cairn_hash *hash)
{
    if (hash->flags & CAIRN_HASH_FLAG_XOF)
        return CAIRN_ERR_UNSUPPORTED;
    if (hash->digest_len == 0 || hash->digest_len > CAIRN_HASH_MAX_DIGEST_LEN || hash->block_len < hash->digest_len ||
        hash->block_len > CAIRN_HASH_MAX_BLOCK_LEN || hash->ctx_size > sizeof(cairn_hash_state))
        return CAIRN_ERR_UNSUPPORTED;
    return CAIRN_OK;
}

static int hmac_key_state(const cairn_hash *hash, cairn_hash_state *st, const uint8_t *k0, uint8_t pad)
{
    uint8_t blk[CAIRN_HASH_MAX_BLOCK_LEN];
    size_t i;
    int rc;

    for (i = 0; i < hash->block_len; i++)
        blk[i] = (uint8_t)(k0[i] ^ pad);
    rc = hash->init(st, hash->impl);
    if (rc == CAIRN_OK)
        rc = hash->update(st, blk, hash->block_len);
    cairn_wipe(blk, sizeof blk);
    return rc;
}

/* see cairn/mac.h */
int cairn_hmac_init(cairn_hmac_ctx *ctx, const cairn_hash *hash, const uint8_t *key, size_t keylen)
{
    uint8_t k0[CAIRN_HASH_MAX_BLOCK_LEN];
    int rc;

    if (ctx == NULL)
        return CAIRN_ERR_BAD_ARG;
    /* a failed init leaves a context that refuses update/final/reset and
     * holds nothing of a previous key */
    cairn_wipe(ctx, sizeof *ctx);
    ctx->ready = HMAC_NONE;
    if (hash == NULL || !CAIRN_BUF_OK(key, keylen))
        return CAIRN_ERR_BAD_ARG;
    rc = cairn_hmac_check_hash(hash);
    if (rc != CAIRN_OK)
        return rc;
    ctx->hash = hash;

    /* K0: the key, hashed first if longer than a block, zero-padded to a block. */
    memset(k0, 0, sizeof k0);
    if (keylen > hash->block_len) {
        rc = hash->init(&ctx->inner, hash->impl);
        if (rc == CAIRN_OK)
            rc = hash->update(&ctx->inner, key, keylen);
        if (rc == CAIRN_OK)
            rc = hash->final(&ctx->inner, k0, hash->digest_len);
    } else if (keylen > 0) {
        memcpy(k0, key, keylen);
    }
    if (rc == CAIRN_OK)
        rc = hmac_key_state(hash, &ctx->ikey, k0, 0x36);
    if (rc == CAIRN_OK)
        rc = hmac_key_state(hash, &ctx->okey, k0, 0x5c);
    cairn_wipe(k0, sizeof k0);
    if (rc != CAIRN_OK) {
        cairn_hmac_wipe(ctx);
        return rc;
    }
    memcpy(&ctx->inner, &ctx->ikey, hash->ctx_size);
    ctx->ready = HMAC_ACTIVE;
    return CAIRN_OK;
}

/* see cairn/mac.h */
int cairn_hmac_update(cairn_hmac_ctx *ctx, const uint8_t *in, size_t len)
{
    if (ctx == NULL || !CAIRN_BUF_OK(in, len))
        return CAIRN_ERR_BAD_ARG;
    if (ctx->ready != HMAC_ACTIVE)
        return CAIRN_ERR_STATE;
    return ctx->hash->update(&ctx->inner, in, len);
}

/* see cairn/mac.h */
int cairn_hmac_final(cairn_hmac_ctx *ctx, uint8_t *out, size_t outlen)
{
    uint8_t ih[CAIRN_HASH_MAX_DIGEST_LEN], oh[CAIRN_HASH_MAX_DIGEST_LEN];
    cairn_hash_state outer;
    const cairn_hash *hash;
    int rc;

    if (ctx == NULL || out == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (ctx->ready != HMAC_ACTIVE)
        return CAIRN_ERR_STATE;
    hash = ctx->hash;
    if (outlen == 0 || outlen > hash->digest_len)
        return CAIRN_ERR_BAD_LENGTH;
    rc = hash->final(&ctx->inner, ih, hash->digest_len);
    if (rc == CAIRN_OK) {
        memcpy(&outer, &ctx->okey, hash->ctx_size);
        rc = hash->update(&outer, ih, hash->digest_len);
        if (rc == CAIRN_OK)
            rc = hash->final(&outer, oh, hash->digest_len);
        cairn_wipe(&outer, hash->ctx_size);
    }
    if (rc == CAIRN_OK)
        memcpy(out, oh, outlen);
    cairn_wipe(&ctx->inner, sizeof ctx->inner);
    ctx->ready = HMAC_DONE;
    cairn_wipe(ih, sizeof ih);
    cairn_wipe(oh, sizeof oh);
    return rc;
}

/* see cairn/mac.h */
int cairn_hmac_reset(cairn_hmac_ctx *ctx)
{
    if (ctx == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (ctx->ready != HMAC_ACTIVE && ctx->ready != HMAC_DONE)
        return CAIRN_ERR_STATE;
    memcpy(&ctx->inner, &ctx->ikey, ctx->hash->ctx_size);
    ctx->ready = HMAC_ACTIVE;
    return CAIRN_OK;
}

/* see cairn/mac.h */
void cairn_hmac_wipe(cairn_hmac_ctx *ctx)
{
    cairn_wipe(ctx, ctx == NULL ? 0 : sizeof *ctx);
}

/* Argument checks shared by the one-shot functions, in the documented order:
 * BAD_ARG, then UNSUPPORTED, then BAD_LENGTH. */
static int hmac_check_oneshot(const cairn_hash *hash, const uint8_t *out, size_t outlen, const uint8_t *key,
                              size_t keylen, const uint8_t *msg, size_t len)
{
    int rc;

    if (hash == NULL || out == NULL || !CAIRN_BUF_OK(key, keylen) || !CAIRN_BUF_OK(msg, len))
        return CAIRN_ERR_BAD_ARG;
    rc = cairn_hmac_check_hash(hash);
    if (rc != CAIRN_OK)
        return rc;
    if (outlen == 0 || outlen > hash->digest_len)
        return CAIRN_ERR_BAD_LENGTH;
    return CAIRN_OK;
}

/* see cairn/mac.h */
int cairn_hmac(const cairn_hash *hash, uint8_t *out, size_t outlen, const uint8_t *key, size_t keylen,
               const uint8_t *msg, size_t len)
{
    cairn_hmac_ctx ctx;
    int rc;

    rc = hmac_check_oneshot(hash, out, outlen, key, keylen, msg, len);
    if (rc != CAIRN_OK)
        return rc;
    rc = cairn_hmac_init(&ctx, hash, key, keylen);
    if (rc == CAIRN_OK)
        rc = cairn_hmac_update(&ctx, msg, len);
    if (rc == CAIRN_OK)
        rc = cairn_hmac_final(&ctx, out, outlen);
    cairn_hmac_wipe(&ctx);
    return rc;
}

/* see cairn/mac.h */
int cairn_hmac_verify(const cairn_hash *hash, const uint8_t *tag, size_t taglen, const uint8_t *key, size_t keylen,
                      const uint8_t *msg, size_t len)
{
    uint8_t mac[CAIRN_HASH_MAX_DIGEST_LEN];
    int rc;

    rc = hmac_check_oneshot(hash, tag, taglen, key, keylen, msg, len);
    if (rc != CAIRN_OK)
        return rc;
    rc = cairn_hmac(hash, mac, hash->digest_len, key, keylen, msg, len);
    if (rc == CAIRN_OK)
        rc = cairn_ct_memeq(mac, tag, taglen) ? CAIRN_OK : CAIRN_ERR_AUTH;
    cairn_wipe(mac, sizeof mac);
    return rc;
}
