/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Stream modes (CTR, CTR32, CFB, OFB), resumable at any byte with the state
 * in the caller's buffers, as OpenSSL's CRYPTO_ctr128/cfb128/ofb128 keep it:
 * counter/iv is the next input block, *num the bytes of the current
 * keystream block already used. Full blocks go through the implementation's
 * fast path when it has one, otherwise a batch of counter blocks per encrypt
 * call. Keystream left in stack buffers is wiped.
 */
#include "cipher/cipher_internal.h"
#include "mode/mode_internal.h"

static int stream_args(const cairn_cipher_ctx *ctx, const uint8_t *state, const size_t *num, const uint8_t *out,
                       const uint8_t *in, size_t len)
{
    int rc = cairn_mode_ctx_ok(ctx);
    if (rc != CAIRN_OK)
        return rc;
    if (state == NULL || num == NULL || !CAIRN_BUF_OK(in, len) || !CAIRN_BUF_OK(out, len))
        return CAIRN_ERR_BAD_ARG;
    if (*num >= ctx->impl->block_len)
        return CAIRN_ERR_BAD_ARG;
    return CAIRN_OK;
}

/* Counter increments: the whole block (CTR) or its last 32 bits (CTR32). */
static void ctr_inc_full(uint8_t *ctr, size_t B, uint64_t n) { cairn_ctr_add_be(ctr, B, n); }
static void ctr_inc_32(uint8_t *ctr, size_t B, uint64_t n) { cairn_ctr_add_be(ctr + B - 4, 4, n & 0xffffffffu); }

static int ctr_common(const cairn_cipher_ctx *ctx, int wide, uint8_t *counter, uint8_t *stream, size_t *num,
                      uint8_t *out, const uint8_t *in, size_t len)
{
    const cairn_block_impl *im;
    void (*inc)(uint8_t *, size_t, uint64_t);
    void (*fast)(const uint64_t *, uint8_t *, uint8_t *, const uint8_t *, size_t);
    uint8_t ks[CAIRN_MODE_BATCH * CAIRN_BLOCK_MAX_LEN];
    size_t B, n, nblocks;
    unsigned shift;
    int rc = stream_args(ctx, counter, num, out, in, len);

    if (rc != CAIRN_OK)
        return rc;
    if (stream == NULL)
        return CAIRN_ERR_BAD_ARG;
    im = ctx->impl;
    B = im->block_len;
    if (!wide && B != 16)
        return CAIRN_ERR_UNSUPPORTED;
    inc = wide ? ctr_inc_full : ctr_inc_32;
    fast = wide ? im->ctr : im->ctr32;
    shift = cairn_mode_block_shift(ctx);

    /* the rest of the current keystream block */
    n = *num;
    while (n != 0 && len != 0) {
        *out++ = (uint8_t)(*in++ ^ stream[n]);
        len--;
        n = (n + 1) & (B - 1);
    }
    nblocks = len >> shift;
    if (nblocks > 0) {
        size_t bytes = nblocks << shift;
        if (fast != NULL) {
            fast(ctx->ks, counter, out, in, nblocks);
        } else {
            size_t done = 0;
            while (done < nblocks) {
                size_t k = nblocks - done < CAIRN_MODE_BATCH ? nblocks - done : CAIRN_MODE_BATCH, i;
                for (i = 0; i < k; i++) {
                    memcpy(ks + i * B, counter, B);
                    inc(counter, B, 1);
                }
                im->encrypt(ctx->ks, ks, ks, k);
                cairn_mode_xor(out + (done << shift), in + (done << shift), ks, k * B);
                done += k;
            }
            cairn_wipe(ks, sizeof ks);
        }
        out += bytes;
        in += bytes;
        len -= bytes;
    }
    if (len > 0) {
        im->encrypt(ctx->ks, stream, counter, 1);
        inc(counter, B, 1);
        for (n = 0; n < len; n++)
            out[n] = (uint8_t)(in[n] ^ stream[n]);
    }
    *num = n;
    return CAIRN_OK;
}

/* see cairn/cipher.h */
int cairn_ctr_xor(const cairn_cipher_ctx *ctx, uint8_t *counter, uint8_t *stream, size_t *num, uint8_t *out,
                  const uint8_t *in, size_t len)
{
    return ctr_common(ctx, 1, counter, stream, num, out, in, len);
}

/* see cairn/cipher.h */
int cairn_ctr32_xor(const cairn_cipher_ctx *ctx, uint8_t *counter, uint8_t *stream, size_t *num, uint8_t *out,
                    const uint8_t *in, size_t len)
{
    return ctr_common(ctx, 0, counter, stream, num, out, in, len);
}

/* see cairn/cipher.h */
int cairn_cfb_encrypt(const cairn_cipher_ctx *ctx, uint8_t *iv, size_t *num, uint8_t *out, const uint8_t *in,
                      size_t len)
{
    const cairn_block_impl *im;
    size_t B, n, i;
    int rc = stream_args(ctx, iv, num, out, in, len);

    if (rc != CAIRN_OK)
        return rc;
    im = ctx->impl;
    B = im->block_len;
    /* iv holds the ciphertext bytes produced so far in this block, then the
     * keystream bytes not yet used; serial: each block feeds the next */
    n = *num;
    while (n != 0 && len != 0) {
        iv[n] ^= *in++;
        *out++ = iv[n];
        len--;
        n = (n + 1) & (B - 1);
    }
    while (len >= B) {
        im->encrypt(ctx->ks, iv, iv, 1);
        for (i = 0; i < B; i++) {
            iv[i] ^= in[i];
            out[i] = iv[i];
        }
        in += B;
        out += B;
        len -= B;
    }
    if (len > 0) {
        im->encrypt(ctx->ks, iv, iv, 1);
        for (n = 0; n < len; n++) {
            iv[n] ^= in[n];
            out[n] = iv[n];
        }
    }
    *num = n;
    return CAIRN_OK;
}

/* see cairn/cipher.h */
int cairn_cfb_decrypt(const cairn_cipher_ctx *ctx, uint8_t *iv, size_t *num, uint8_t *out, const uint8_t *in,
                      size_t len)
{
    const cairn_block_impl *im;
    uint8_t ks[CAIRN_MODE_BATCH * CAIRN_BLOCK_MAX_LEN];
    size_t B, n, nblocks;
    unsigned shift;
    int rc = stream_args(ctx, iv, num, out, in, len);

    if (rc != CAIRN_OK)
        return rc;
    im = ctx->impl;
    B = im->block_len;
    shift = cairn_mode_block_shift(ctx);
    n = *num;
    while (n != 0 && len != 0) {
        uint8_t c = *in++;
        *out++ = (uint8_t)(iv[n] ^ c);
        iv[n] = c;
        len--;
        n = (n + 1) & (B - 1);
    }
    /* whole blocks in parallel: block i's keystream is E(C[i-1]), all known */
    nblocks = len >> shift;
    while (nblocks > 0) {
        size_t k = nblocks < CAIRN_MODE_BATCH ? nblocks : CAIRN_MODE_BATCH, bytes = k << shift;
        memcpy(ks, iv, B);
        memcpy(ks + B, in, bytes - B);
        memcpy(iv, in + bytes - B, B); /* before out (maybe in) is written */
        im->encrypt(ctx->ks, ks, ks, k);
        cairn_mode_xor(out, in, ks, bytes);
        in += bytes;
        out += bytes;
        len -= bytes;
        nblocks -= k;
    }
    cairn_wipe(ks, sizeof ks);
    if (len > 0) {
        im->encrypt(ctx->ks, iv, iv, 1);
        for (n = 0; n < len; n++) {
            uint8_t c = in[n];
            out[n] = (uint8_t)(iv[n] ^ c);
            iv[n] = c;
        }
    }
    *num = n;
    return CAIRN_OK;
}

/* see cairn/cipher.h */
int cairn_ofb_xor(const cairn_cipher_ctx *ctx, uint8_t *iv, size_t *num, uint8_t *out, const uint8_t *in, size_t len)
{
    const cairn_block_impl *im;
    size_t B, n;
    int rc = stream_args(ctx, iv, num, out, in, len);

    if (rc != CAIRN_OK)
        return rc;
    im = ctx->impl;
    B = im->block_len;
    /* iv is the current keystream block; serial: each block encrypts the last */
    n = *num;
    while (n != 0 && len != 0) {
        *out++ = (uint8_t)(*in++ ^ iv[n]);
        len--;
        n = (n + 1) & (B - 1);
    }
    while (len >= B) {
        im->encrypt(ctx->ks, iv, iv, 1);
        cairn_mode_xor(out, in, iv, B);
        in += B;
        out += B;
        len -= B;
    }
    if (len > 0) {
        im->encrypt(ctx->ks, iv, iv, 1);
        for (n = 0; n < len; n++)
            out[n] = (uint8_t)(in[n] ^ iv[n]);
    }
    *num = n;
    return CAIRN_OK;
}
