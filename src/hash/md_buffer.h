/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Merkle-Damgard block buffering shared by MD5, SHA-1, SHA-2 and SM3: one
 * place for the partial-block buffer, the whole-block fast path straight
 * from the caller's memory, and the 0x80 / zeros / bit-length padding.
 * Internal, not installed.
 */
#ifndef CAIRN_HASH_MD_BUFFER_H
#define CAIRN_HASH_MD_BUFFER_H

#include "core/internal.h"

/* Compresses nblocks whole blocks into the hash whose context is ctx. */
typedef void (*cairn_md_compress_fn)(void *ctx, const uint8_t *blocks, size_t nblocks);

typedef struct cairn_md_layout {
    size_t block;        /* 64 or 128 */
    size_t lenbytes;     /* bytes of the length field: 8 (64-bit) or 16 (128-bit) */
    int big_endian;      /* byte order of the length field */
} cairn_md_layout;

/* Absorbs in[0..len): buf holds the *count % block buffered bytes; *count
 * grows by len. Whole blocks are compressed from in without a copy; len 0
 * (in possibly NULL) does nothing. */
void cairn_md_absorb(void *ctx, cairn_md_compress_fn compress, const cairn_md_layout *lay, uint8_t *buf,
                     uint64_t *count, const uint8_t *in, size_t len);

/* Appends the padding and the message length in bits (count * 8) and
 * compresses the last block or two. */
void cairn_md_finish(void *ctx, cairn_md_compress_fn compress, const cairn_md_layout *lay, uint8_t *buf,
                     uint64_t count);

#endif
