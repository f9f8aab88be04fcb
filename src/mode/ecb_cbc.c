/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* ECB and CBC over any keyed context: the implementation's CBC fast paths
 * when it has them, otherwise built on its multi-block encrypt/decrypt. */
#include "mode/mode_internal.h"

static int block_args(const cairn_cipher_ctx *ctx, const uint8_t *out, const uint8_t *in, size_t len, size_t *nblocks)
{
    int rc = cairn_mode_ctx_ok(ctx);
    if (rc != CAIRN_OK)
        return rc;
    if (!CAIRN_BUF_OK(in, len) || !CAIRN_BUF_OK(out, len))
        return CAIRN_ERR_BAD_ARG;
    if ((len & (ctx->impl->block_len - 1)) != 0)
        return CAIRN_ERR_BAD_LENGTH;
    *nblocks = len >> cairn_mode_block_shift(ctx);
    return CAIRN_OK;
}

/* see cairn/cipher.h */
int cairn_ecb_encrypt(const cairn_cipher_ctx *ctx, uint8_t *out, const uint8_t *in, size_t len)
{
    size_t n;
    int rc = block_args(ctx, out, in, len, &n);
    if (rc == CAIRN_OK && n > 0)
        ctx->impl->encrypt(ctx->ks, out, in, n);
    return rc;
}

/* see cairn/cipher.h */
int cairn_ecb_decrypt(const cairn_cipher_ctx *ctx, uint8_t *out, const uint8_t *in, size_t len)
{
    size_t n;
    int rc = block_args(ctx, out, in, len, &n);
    if (rc == CAIRN_OK && n > 0)
        ctx->impl->decrypt(ctx->ks, out, in, n);
    return rc;
}

/* see cairn/cipher.h */
int cairn_cbc_encrypt(const cairn_cipher_ctx *ctx, uint8_t *iv, uint8_t *out, const uint8_t *in, size_t len)
{
    const cairn_block_impl *im;
    size_t n, i, B;
    int rc = block_args(ctx, out, in, len, &n);

    if (rc != CAIRN_OK)
        return rc;
    if (iv == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (n == 0)
        return CAIRN_OK;
    im = ctx->impl;
    B = im->block_len;
    if (im->cbc_encrypt != NULL) {
        im->cbc_encrypt(ctx->ks, iv, out, in, n);
        return CAIRN_OK;
    }
    /* serial by definition: each block's input needs the previous ciphertext */
    for (i = 0; i < n; i++) {
        cairn_mode_xor(iv, iv, in + i * B, B);
        im->encrypt(ctx->ks, iv, iv, 1);
        memcpy(out + i * B, iv, B);
    }
    return CAIRN_OK;
}

/* see cairn/cipher.h */
int cairn_cbc_decrypt(const cairn_cipher_ctx *ctx, uint8_t *iv, uint8_t *out, const uint8_t *in, size_t len)
{
    const cairn_block_impl *im;
    uint8_t ct[CAIRN_MODE_BATCH * CAIRN_BLOCK_MAX_LEN];
    size_t n, B;
    int rc = block_args(ctx, out, in, len, &n);

    if (rc != CAIRN_OK)
        return rc;
    if (iv == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (n == 0)
        return CAIRN_OK;
    im = ctx->impl;
    B = im->block_len;
    if (im->cbc_decrypt != NULL) {
        im->cbc_decrypt(ctx->ks, iv, out, in, n);
        return CAIRN_OK;
    }
    /* parallel: a batch of blocks per call; the ciphertext is copied first
     * because out may be in and each block needs its predecessor */
    while (n > 0) {
        size_t k = n < CAIRN_MODE_BATCH ? n : CAIRN_MODE_BATCH, i, bytes = k * B;
        memcpy(ct, in, bytes);
        im->decrypt(ctx->ks, out, ct, k);
        cairn_mode_xor(out, out, iv, B);
        for (i = 1; i < k; i++)
            cairn_mode_xor(out + i * B, out + i * B, ct + (i - 1) * B, B);
        memcpy(iv, ct + bytes - B, B);
        in += bytes;
        out += bytes;
        n -= k;
    }
    return CAIRN_OK;
}
