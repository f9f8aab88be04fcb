/* SPDX-License-Identifier: Apache-2.0 OR MIT */
#include "hash/md_buffer.h"

#if CAIRN_SMALL
/*
 * The small profile's framing: every byte of the caller's goes through the
 * block buffer (no whole-block path straight from the caller's memory), and
 * the length is written a byte at a time in either byte order rather than
 * through the 64-bit stores.
 */

/* Appends len bytes of in to the buffer that holds pos bytes, compressing
 * each block it fills. */
static void md_bytes(void *ctx, cairn_md_compress_fn compress, size_t block, uint8_t *buf, size_t pos,
                     const uint8_t *in, size_t len)
{
    size_t i;

    for (i = 0; i < len; i++) {
        buf[pos++] = in[i];
        if (pos == block) {
            compress(ctx, buf, 1);
            pos = 0;
        }
    }
}

/* see hash/md_buffer.h */
void cairn_md_absorb(void *ctx, cairn_md_compress_fn compress, const cairn_md_layout *lay, uint8_t *buf,
                     uint64_t *count, const uint8_t *in, size_t len)
{
    md_bytes(ctx, compress, lay->block, buf, (size_t)(*count & (lay->block - 1)), in, len);
    *count += len;
}
#else
/* see hash/md_buffer.h */
void cairn_md_absorb(void *ctx, cairn_md_compress_fn compress, const cairn_md_layout *lay, uint8_t *buf,
                     uint64_t *count, const uint8_t *in, size_t len)
{
    const size_t block = lay->block;
    size_t pos = (size_t)(*count & (block - 1)), n;

    if (len == 0)
        return; /* in may be NULL */
    *count += len;
    if (pos != 0) {
        n = block - pos;
        if (len < n) {
            memcpy(buf + pos, in, len);
            return;
        }
        memcpy(buf + pos, in, n);
        compress(ctx, buf, 1);
        in += n;
        len -= n;
    }
    n = len / block;
    if (n != 0) {
        compress(ctx, in, n);
        in += n * block;
        len -= n * block;
    }
    if (len != 0)
        memcpy(buf, in, len);
}
#endif

/* see hash/md_buffer.h */
void cairn_md_finish(void *ctx, cairn_md_compress_fn compress, const cairn_md_layout *lay, uint8_t *buf, uint64_t count)
{
    const size_t block = lay->block, end = block - lay->lenbytes;
    size_t pos = (size_t)(count & (block - 1));

    buf[pos++] = 0x80;
    if (pos > end) {
        memset(buf + pos, 0, block - pos);
        compress(ctx, buf, 1);
        pos = 0;
    }
    memset(buf + pos, 0, block - pos);
#if CAIRN_SMALL
    {
        /* a 16-byte length's top half holds only count's top three bits */
        uint64_t bits = count << 3;
        size_t i;
        if (lay->lenbytes == 16)
            buf[block - 9] = (uint8_t)(count >> 61);
        for (i = 0; i < 8; i++) {
            buf[lay->big_endian ? block - 1 - i : end + i] = (uint8_t)bits;
            bits >>= 8;
        }
    }
#else
    if (lay->big_endian) {
        cairn_store64_be(buf + block - 8, count << 3);
        if (lay->lenbytes == 16)
            cairn_store64_be(buf + block - 16, count >> 61);
    } else {
        cairn_store64_le(buf + block - 8, count << 3);
    }
#endif
    compress(ctx, buf, 1);
}
