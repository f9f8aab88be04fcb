/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * PKCS#7 padding (RFC 5652 section 6.3) and CBC with it. Unpadding is the
 * classic padding-oracle spot, so it reads the whole last block with mask
 * arithmetic, never exits early, and gives one status for every bad
 * padding; a failed CBC decryption leaves no plaintext in out (masked to
 * zero without a branch on the padding).
 */
#include "mode/mode_internal.h"

/* PKCS#7 pads to blocks of 1..255 bytes (the pad byte holds the count). */
static int block_ok(size_t block) { return block >= 1 && block <= 255; }

/* see cairn/cipher.h */
int cairn_pkcs7_pad(uint8_t *buf, size_t len, size_t cap, size_t block, size_t *padded_len)
{
    size_t p;

    if (buf == NULL || padded_len == NULL || !block_ok(block))
        return CAIRN_ERR_BAD_ARG;
    p = block - len % block;
    if (cap < len || cap - len < p)
        return CAIRN_ERR_BUFFER_TOO_SMALL;
    memset(buf + len, (int)p, p);
    *padded_len = len + p;
    return CAIRN_OK;
}

/* Checks the padding of the final block (block bytes at last) in constant
 * time; returns an all-ones mask when it is good and sets *p to its length
 * (0 when bad). */
static uint32_t unpad_block(const uint8_t *last, size_t block, uint32_t *p)
{
    uint32_t pad = last[block - 1], bad, good;
    size_t i;

    /* 1 <= pad <= block */
    bad = cairn_ct_iszero32(pad) | cairn_ct_gt32(pad, (uint32_t)block);
    for (i = 0; i < block; i++) {
        /* byte i from the end belongs to the padding when i < pad */
        uint32_t in_pad = cairn_ct_mask32(cairn_ct_lt32((uint32_t)i, pad));
        bad |= cairn_ct_nonzero32(in_pad & ((uint32_t)last[block - 1 - i] ^ pad));
    }
    good = cairn_ct_mask32(1u ^ bad);
    *p = pad & good;
    return good;
}

/* A status from a secret mask, without a branch: CAIRN_OK or CAIRN_ERR_BAD_PADDING. */
static int padding_status(uint32_t good)
{
    return -(int)((uint32_t)(-CAIRN_ERR_BAD_PADDING) & ~good);
}

/* see cairn/cipher.h */
int cairn_pkcs7_unpad(const uint8_t *buf, size_t len, size_t block, size_t *data_len)
{
    uint32_t p, good;

    if (buf == NULL || data_len == NULL || !block_ok(block))
        return CAIRN_ERR_BAD_ARG;
    *data_len = 0;
    if (len == 0 || len % block != 0)
        return CAIRN_ERR_BAD_LENGTH;
    good = unpad_block(buf + len - block, block, &p);
    /* len - p when good, 0 when bad */
    *data_len = (size_t)((uint64_t)(len - p) & cairn_ct_mask64(good & 1u));
    return padding_status(good);
}

/* see cairn/cipher.h */
int cairn_cbc_encrypt_pkcs7(const cairn_cipher_ctx *ctx, const uint8_t *iv, uint8_t *out, size_t outcap,
                            size_t *outlen, const uint8_t *in, size_t len)
{
    uint8_t v[CAIRN_BLOCK_MAX_LEN], last[CAIRN_BLOCK_MAX_LEN];
    size_t B, full, rest;
    int rc = cairn_mode_ctx_ok(ctx);

    if (rc != CAIRN_OK)
        return rc;
    if (iv == NULL || out == NULL || outlen == NULL || !CAIRN_BUF_OK(in, len))
        return CAIRN_ERR_BAD_ARG;
    *outlen = 0;
    B = ctx->impl->block_len;
    full = len & ~(B - 1);
    rest = len - full;
    if (outcap < full + B)
        return CAIRN_ERR_BUFFER_TOO_SMALL;
    memcpy(v, iv, B);
    /* the tail is read before out (maybe in) gets the last block */
    if (rest > 0)
        memcpy(last, in + full, rest);
    memset(last + rest, (int)(B - rest), B - rest);
    rc = cairn_cbc_encrypt(ctx, v, out, in, full);
    if (rc == CAIRN_OK)
        rc = cairn_cbc_encrypt(ctx, v, out + full, last, B);
    cairn_wipe(last, sizeof last);
    if (rc == CAIRN_OK)
        *outlen = full + B;
    return rc;
}

/* see cairn/cipher.h */
int cairn_cbc_decrypt_pkcs7(const cairn_cipher_ctx *ctx, const uint8_t *iv, uint8_t *out, size_t outcap,
                            size_t *outlen, const uint8_t *in, size_t len)
{
    uint8_t v[CAIRN_BLOCK_MAX_LEN], last[CAIRN_BLOCK_MAX_LEN];
    size_t B, head, i, dlen;
    uint32_t p, good;
    int rc = cairn_mode_ctx_ok(ctx);

    if (rc != CAIRN_OK)
        return rc;
    if (iv == NULL || out == NULL || outlen == NULL || !CAIRN_BUF_OK(in, len))
        return CAIRN_ERR_BAD_ARG;
    *outlen = 0;
    B = ctx->impl->block_len;
    if (len == 0 || (len & (B - 1)) != 0)
        return CAIRN_ERR_BAD_LENGTH;
    /* room for the longest possible plaintext (one padding byte) */
    if (outcap < len - 1)
        return CAIRN_ERR_BUFFER_TOO_SMALL;
    head = len - B;
    memcpy(v, iv, B);
    rc = cairn_cbc_decrypt(ctx, v, out, in, head);
    if (rc == CAIRN_OK)
        rc = cairn_cbc_decrypt(ctx, v, last, in + head, B);
    if (rc != CAIRN_OK) {
        cairn_wipe(out, len - 1);
        cairn_wipe(last, sizeof last);
        return rc;
    }
    good = unpad_block(last, B, &p);
    dlen = (size_t)((uint64_t)(len - p) & cairn_ct_mask64(good & 1u));
    /* the last block's data bytes (at most B - 1), then every byte past the
     * data zeroed, all of out zeroed on bad padding: masks, no branch */
    memcpy(out + head, last, B - 1);
    for (i = 0; i < len - 1; i++) {
        uint64_t keep = cairn_ct_mask64(cairn_ct_lt64((uint64_t)i, (uint64_t)dlen));
        out[i] &= (uint8_t)keep;
    }
    cairn_wipe(last, sizeof last);
    *outlen = dlen;
    return padding_status(good);
}
