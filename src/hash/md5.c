/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * MD5 (RFC 1321). Broken as a collision-resistant hash; kept for HMAC-MD5,
 * legacy protocols and the benchmark table.
 *
 * The compression function is fully unrolled. Whole blocks are hashed
 * straight from the caller's buffer; only a trailing partial block is copied.
 */
#include "cairn/hash.h"
#include "core/internal.h"
#include "hash/hash_internal.h"
#include "hash/md_buffer.h"

#if CAIRN_ENABLE_MD5

/*
 * Round functions rewritten to shorten the dependency chain on b:
 *  F(b,c,d) = (b & c) | (~b & d) = d ^ (b & (c ^ d))
 *  G(b,c,d) = (b & d) | (c & ~d): the two terms never share a set bit, so
 *             they can be added into a separately, and (c & ~d) does not
 *             depend on b, the value produced by the previous step.
 *  H = b ^ c ^ d,  I = c ^ (b | ~d)
 */
#define MD5_F(a, b, c, d, x, s, t)                                                                                     \
    do {                                                                                                               \
        a += (x) + (uint32_t)(t) + ((d) ^ ((b) & ((c) ^ (d))));                                                        \
        a = cairn_rotl32(a, s) + (b);                                                                                  \
    } while (0)
#define MD5_G(a, b, c, d, x, s, t)                                                                                     \
    do {                                                                                                               \
        a += (x) + (uint32_t)(t) + ((c) & ~(d));                                                                       \
        a += (b) & (d);                                                                                                \
        a = cairn_rotl32(a, s) + (b);                                                                                  \
    } while (0)
#define MD5_H(a, b, c, d, x, s, t)                                                                                     \
    do {                                                                                                               \
        a += (x) + (uint32_t)(t) + ((b) ^ (c) ^ (d));                                                                  \
        a = cairn_rotl32(a, s) + (b);                                                                                  \
    } while (0)
#define MD5_I(a, b, c, d, x, s, t)                                                                                     \
    do {                                                                                                               \
        a += (x) + (uint32_t)(t) + ((c) ^ ((b) | ~(d)));                                                               \
        a = cairn_rotl32(a, s) + (b);                                                                                  \
    } while (0)

static void md5_compress(uint32_t h[4], const uint8_t *p, size_t nblocks)
{
    uint32_t a = h[0], b = h[1], c = h[2], d = h[3];

    while (nblocks--) {
        uint32_t x0 = cairn_load32_le(p), x1 = cairn_load32_le(p + 4), x2 = cairn_load32_le(p + 8);
        uint32_t x3 = cairn_load32_le(p + 12), x4 = cairn_load32_le(p + 16), x5 = cairn_load32_le(p + 20);
        uint32_t x6 = cairn_load32_le(p + 24), x7 = cairn_load32_le(p + 28), x8 = cairn_load32_le(p + 32);
        uint32_t x9 = cairn_load32_le(p + 36), x10 = cairn_load32_le(p + 40), x11 = cairn_load32_le(p + 44);
        uint32_t x12 = cairn_load32_le(p + 48), x13 = cairn_load32_le(p + 52), x14 = cairn_load32_le(p + 56);
        uint32_t x15 = cairn_load32_le(p + 60);
        uint32_t a0 = a, b0 = b, c0 = c, d0 = d;

        MD5_F(a, b, c, d, x0, 7, 0xd76aa478);
        MD5_F(d, a, b, c, x1, 12, 0xe8c7b756);
        MD5_F(c, d, a, b, x2, 17, 0x242070db);
        MD5_F(b, c, d, a, x3, 22, 0xc1bdceee);
        MD5_F(a, b, c, d, x4, 7, 0xf57c0faf);
        MD5_F(d, a, b, c, x5, 12, 0x4787c62a);
        MD5_F(c, d, a, b, x6, 17, 0xa8304613);
        MD5_F(b, c, d, a, x7, 22, 0xfd469501);
        MD5_F(a, b, c, d, x8, 7, 0x698098d8);
        MD5_F(d, a, b, c, x9, 12, 0x8b44f7af);
        MD5_F(c, d, a, b, x10, 17, 0xffff5bb1);
        MD5_F(b, c, d, a, x11, 22, 0x895cd7be);
        MD5_F(a, b, c, d, x12, 7, 0x6b901122);
        MD5_F(d, a, b, c, x13, 12, 0xfd987193);
        MD5_F(c, d, a, b, x14, 17, 0xa679438e);
        MD5_F(b, c, d, a, x15, 22, 0x49b40821);

        MD5_G(a, b, c, d, x1, 5, 0xf61e2562);
        MD5_G(d, a, b, c, x6, 9, 0xc040b340);
        MD5_G(c, d, a, b, x11, 14, 0x265e5a51);
        MD5_G(b, c, d, a, x0, 20, 0xe9b6c7aa);
        MD5_G(a, b, c, d, x5, 5, 0xd62f105d);
        MD5_G(d, a, b, c, x10, 9, 0x02441453);
        MD5_G(c, d, a, b, x15, 14, 0xd8a1e681);
        MD5_G(b, c, d, a, x4, 20, 0xe7d3fbc8);
        MD5_G(a, b, c, d, x9, 5, 0x21e1cde6);
        MD5_G(d, a, b, c, x14, 9, 0xc33707d6);
        MD5_G(c, d, a, b, x3, 14, 0xf4d50d87);
        MD5_G(b, c, d, a, x8, 20, 0x455a14ed);
        MD5_G(a, b, c, d, x13, 5, 0xa9e3e905);
        MD5_G(d, a, b, c, x2, 9, 0xfcefa3f8);
        MD5_G(c, d, a, b, x7, 14, 0x676f02d9);
        MD5_G(b, c, d, a, x12, 20, 0x8d2a4c8a);

        MD5_H(a, b, c, d, x5, 4, 0xfffa3942);
        MD5_H(d, a, b, c, x8, 11, 0x8771f681);
        MD5_H(c, d, a, b, x11, 16, 0x6d9d6122);
        MD5_H(b, c, d, a, x14, 23, 0xfde5380c);
        MD5_H(a, b, c, d, x1, 4, 0xa4beea44);
        MD5_H(d, a, b, c, x4, 11, 0x4bdecfa9);
        MD5_H(c, d, a, b, x7, 16, 0xf6bb4b60);
        MD5_H(b, c, d, a, x10, 23, 0xbebfbc70);
        MD5_H(a, b, c, d, x13, 4, 0x289b7ec6);
        MD5_H(d, a, b, c, x0, 11, 0xeaa127fa);
        MD5_H(c, d, a, b, x3, 16, 0xd4ef3085);
        MD5_H(b, c, d, a, x6, 23, 0x04881d05);
        MD5_H(a, b, c, d, x9, 4, 0xd9d4d039);
        MD5_H(d, a, b, c, x12, 11, 0xe6db99e5);
        MD5_H(c, d, a, b, x15, 16, 0x1fa27cf8);
        MD5_H(b, c, d, a, x2, 23, 0xc4ac5665);

        MD5_I(a, b, c, d, x0, 6, 0xf4292244);
        MD5_I(d, a, b, c, x7, 10, 0x432aff97);
        MD5_I(c, d, a, b, x14, 15, 0xab9423a7);
        MD5_I(b, c, d, a, x5, 21, 0xfc93a039);
        MD5_I(a, b, c, d, x12, 6, 0x655b59c3);
        MD5_I(d, a, b, c, x3, 10, 0x8f0ccc92);
        MD5_I(c, d, a, b, x10, 15, 0xffeff47d);
        MD5_I(b, c, d, a, x1, 21, 0x85845dd1);
        MD5_I(a, b, c, d, x8, 6, 0x6fa87e4f);
        MD5_I(d, a, b, c, x15, 10, 0xfe2ce6e0);
        MD5_I(c, d, a, b, x6, 15, 0xa3014314);
        MD5_I(b, c, d, a, x13, 21, 0x4e0811a1);
        MD5_I(a, b, c, d, x4, 6, 0xf7537e82);
        MD5_I(d, a, b, c, x11, 10, 0xbd3af235);
        MD5_I(c, d, a, b, x2, 15, 0x2ad7d2bb);
        MD5_I(b, c, d, a, x9, 21, 0xeb86d391);

        a += a0;
        b += b0;
        c += c0;
        d += d0;
        p += 64;
    }
    h[0] = a;
    h[1] = b;
    h[2] = c;
    h[3] = d;
}

static const cairn_md5_impl md5_portable = {{"portable", CAIRN_PRIM_MD5, 0}, md5_compress};

/* see cairn/hash.h */
const cairn_impl *const cairn_md5_impls[] = {&md5_portable.base, NULL};

static const cairn_md5_impl *md5_best(void) { return (const cairn_md5_impl *)cairn_impl_best(cairn_md5_impls); }

/* Merkle-Damgard framing (hash/md_buffer.h): 64-byte blocks, 64-bit little-endian bit length. */
static const cairn_md_layout md5_layout = {64, 8, 0};

static void md5_blocks(void *ctx, const uint8_t *blocks, size_t nblocks)
{
    cairn_md5_ctx *c = (cairn_md5_ctx *)ctx;
    c->impl->compress(c->h, blocks, nblocks);
}

static void md5_setup(cairn_md5_ctx *ctx, const cairn_md5_impl *impl)
{
    ctx->h[0] = 0x67452301;
    ctx->h[1] = 0xefcdab89;
    ctx->h[2] = 0x98badcfe;
    ctx->h[3] = 0x10325476;
    ctx->count = 0;
    ctx->active = 1;
    ctx->impl = impl;
}

/* see cairn/hash.h */
int cairn_md5_init(cairn_md5_ctx *ctx)
{
    if (ctx == NULL)
        return CAIRN_ERR_BAD_ARG;
    md5_setup(ctx, md5_best());
    return CAIRN_OK;
}

/* see cairn/hash.h */
int cairn_md5_init_ex(cairn_md5_ctx *ctx, const cairn_impl *impl)
{
    int rc = cairn_hash_accept(ctx, sizeof *ctx, impl, CAIRN_PRIM_MD5);
    if (rc == CAIRN_OK)
        md5_setup(ctx, (const cairn_md5_impl *)impl);
    return rc;
}

/* see cairn/hash.h */
int cairn_md5_update(cairn_md5_ctx *ctx, const uint8_t *in, size_t len)
{
    if (ctx == NULL || !CAIRN_BUF_OK(in, len))
        return CAIRN_ERR_BAD_ARG;
    if (ctx->active != 1 || ctx->impl == NULL)
        return CAIRN_ERR_STATE;
    cairn_md_absorb(ctx, md5_blocks, &md5_layout, ctx->buf, &ctx->count, in, len);
    return CAIRN_OK;
}

/* see cairn/hash.h */
int cairn_md5_final(cairn_md5_ctx *ctx, uint8_t out[CAIRN_MD5_DIGEST_LEN])
{
    int i;

    if (ctx == NULL || out == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (ctx->active != 1 || ctx->impl == NULL)
        return CAIRN_ERR_STATE;
    cairn_md_finish(ctx, md5_blocks, &md5_layout, ctx->buf, ctx->count);
    for (i = 0; i < 4; i++)
        cairn_store32_le(out + 4 * i, ctx->h[i]);
    cairn_wipe(ctx, sizeof *ctx); /* also clears active */
    return CAIRN_OK;
}

/* see cairn/hash.h */
void cairn_md5_wipe(cairn_md5_ctx *ctx) { cairn_wipe(ctx, ctx == NULL ? 0 : sizeof *ctx); }

/* see cairn/hash.h */
int cairn_md5(uint8_t out[CAIRN_MD5_DIGEST_LEN], const uint8_t *in, size_t len)
{
    cairn_md5_ctx ctx;
    int rc;

    if (out == NULL || !CAIRN_BUF_OK(in, len))
        return CAIRN_ERR_BAD_ARG;
    md5_setup(&ctx, md5_best());
    rc = cairn_md5_update(&ctx, in, len);
    if (rc == CAIRN_OK)
        rc = cairn_md5_final(&ctx, out);
    cairn_wipe(&ctx, sizeof ctx);
    return rc;
}

CAIRN_HASH_D_INIT(md5_init_d, cairn_md5_ctx, cairn_md5_init, cairn_md5_init_ex)
CAIRN_HASH_D_UPDATE(md5_update_d, cairn_md5_ctx, cairn_md5_update)
CAIRN_HASH_D_FINAL(md5_final_d, cairn_md5_ctx, cairn_md5_final, CAIRN_MD5_DIGEST_LEN)

const cairn_hash cairn_hash_md5 = {
    "MD5", CAIRN_MD5_DIGEST_LEN, CAIRN_MD5_BLOCK_LEN, sizeof(cairn_md5_ctx), 0, cairn_md5_impls, NULL,
    md5_init_d, md5_update_d, md5_final_d,
};

#endif /* CAIRN_ENABLE_MD5 */
