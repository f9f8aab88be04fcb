/* SPDX-License-Identifier: Apache-2.0 OR MIT */
#include "hash/md_buffer.h"

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

/* see hash/md_buffer.h */
void cairn_md_finish(void *ctx, cairn_md_compress_fn compress, const cairn_md_layout *lay, uint8_t *buf,
                     uint64_t count)
{
    const size_t block = lay->block, end = block - lay->lenbytes;
    size_t pos = (size_t)(count & (block - 1));
    uint64_t bits_lo = count << 3, bits_hi = count >> 61;

    buf[pos++] = 0x80;
    if (pos > end) {
        memset(buf + pos, 0, block - pos);
        compress(ctx, buf, 1);
        pos = 0;
    }
    memset(buf + pos, 0, block - pos);
    if (lay->big_endian) {
        cairn_store64_be(buf + block - 8, bits_lo);
        if (lay->lenbytes == 16)
            cairn_store64_be(buf + block - 16, bits_hi);
    } else {
        cairn_store64_le(buf + block - 8, bits_lo);
    }
    compress(ctx, buf, 1);
}
