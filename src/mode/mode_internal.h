/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Shared by the mode files (and the AEADs built on a keyed cipher context):
 * the checks every mode runs first. Not installed. */
#ifndef CAIRN_MODE_INTERNAL_H
#define CAIRN_MODE_INTERNAL_H

#include "cairn/cipher.h"
#include "cipher/cipher_internal.h"
#include "core/internal.h"

/* Blocks processed per call when a mode builds on the implementation's
 * multi-block encrypt (bitsliced code wants several blocks per call). */
#define CAIRN_MODE_BATCH 16

CAIRN_INLINE int cairn_mode_ctx_ok(const cairn_cipher_ctx *ctx)
{
    if (ctx == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (ctx->ready != CAIRN_CIPHER_READY || ctx->impl == NULL || ctx->cipher == NULL ||
        (ctx->impl->block_len != 8 && ctx->impl->block_len != 16))
        return CAIRN_ERR_STATE;
    return CAIRN_OK;
}

/* log2 of the block length (8 or 16): lengths are split with shifts and masks. */
CAIRN_INLINE unsigned cairn_mode_block_shift(const cairn_cipher_ctx *ctx) { return ctx->impl->block_len == 16 ? 4u : 3u; }

CAIRN_INLINE void cairn_mode_xor(uint8_t *out, const uint8_t *a, const uint8_t *b, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++)
        out[i] = (uint8_t)(a[i] ^ b[i]);
}

#endif
