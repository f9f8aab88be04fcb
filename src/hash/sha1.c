/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * SHA-1 (FIPS 180-4): the Merkle-Damgard framing over the compression
 * function of a cairn_sha1_impl object (portable C here, SHA-NI in
 * src/accel/x86/sha_x86.c, the ARMv8 SHA1 instructions in
 * src/accel/arm/sha_arm.c). SHA-1 is broken for collision
 * resistance; it is here for HMAC-SHA1, legacy protocols and the benchmark.
 */
#include "cairn/hash.h"
#include "core/internal.h"
#include "hash/hash_internal.h"
#include "hash/md_buffer.h"
#include "hash/sha_internal.h"

#if CAIRN_ENABLE_SHA1

static const uint32_t IV1[5] = {0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0};

/* Ch written with one fewer operation; Maj as a sum of two disjoint bit sets,
 * so the compiler can fold it into the round's additions. */
#define F1(b, c, d) ((d) ^ ((b) & ((c) ^ (d))))
#define F2(b, c, d) ((b) ^ (c) ^ (d))
#define F3(b, c, d) (((b) & (c)) + ((d) & ((b) ^ (c))))

/* Rolling 16-word message schedule: W[i mod 16] becomes W[i]. */
#define SCHED(i)                                                                                                    \
    (W[(i) & 15] = cairn_rotl32(W[((i) - 3) & 15] ^ W[((i) - 8) & 15] ^ W[((i) - 14) & 15] ^ W[(i) & 15], 1))

/* One round; the caller rotates the variable names. e takes W and K first,
 * which do not depend on the previous round, so only rotl(a,5) and the final
 * additions sit on the critical path. */
#define RND(F, K, a, b, c, d, e, i, w)                                                                              \
    do {                                                                                                            \
        e += (w) + (K);                                                                                             \
        e += F(b, c, d);                                                                                            \
        e += cairn_rotl32(a, 5);                                                                                    \
        b = cairn_rotl32(b, 30);                                                                                    \
    } while (0)

#define R0(a, b, c, d, e, i) RND(F1, 0x5a827999u, a, b, c, d, e, i, W[(i) & 15])
#define R1(a, b, c, d, e, i) RND(F1, 0x5a827999u, a, b, c, d, e, i, SCHED(i))
#define R2(a, b, c, d, e, i) RND(F2, 0x6ed9eba1u, a, b, c, d, e, i, SCHED(i))
#define R3(a, b, c, d, e, i) RND(F3, 0x8f1bbcdcu, a, b, c, d, e, i, SCHED(i))
#define R4(a, b, c, d, e, i) RND(F2, 0xca62c1d6u, a, b, c, d, e, i, SCHED(i))

#define RND5(R, i)                                                                                                  \
    R(a, b, c, d, e, (i) + 0);                                                                                      \
    R(e, a, b, c, d, (i) + 1);                                                                                      \
    R(d, e, a, b, c, (i) + 2);                                                                                      \
    R(c, d, e, a, b, (i) + 3);                                                                                      \
    R(b, c, d, e, a, (i) + 4)

static void sha1_compress_sw(uint32_t st[5], const uint8_t *p, size_t nblocks)
{
    uint32_t W[16];
    uint32_t a, b, c, d, e;
    int i;

    while (nblocks-- > 0) {
        for (i = 0; i < 16; i++)
            W[i] = cairn_load32_be(p + 4 * i);
        a = st[0];
        b = st[1];
        c = st[2];
        d = st[3];
        e = st[4];
        RND5(R0, 0);
        RND5(R0, 5);
        RND5(R0, 10);
        R0(a, b, c, d, e, 15);
        R1(e, a, b, c, d, 16);
        R1(d, e, a, b, c, 17);
        R1(c, d, e, a, b, 18);
        R1(b, c, d, e, a, 19);
        RND5(R2, 20);
        RND5(R2, 25);
        RND5(R2, 30);
        RND5(R2, 35);
        RND5(R3, 40);
        RND5(R3, 45);
        RND5(R3, 50);
        RND5(R3, 55);
        RND5(R4, 60);
        RND5(R4, 65);
        RND5(R4, 70);
        RND5(R4, 75);
        st[0] += a;
        st[1] += b;
        st[2] += c;
        st[3] += d;
        st[4] += e;
        p += 64;
    }
    cairn_wipe(W, sizeof W);
}

static const cairn_sha1_impl sha1_portable = {{"portable", CAIRN_PRIM_SHA1, 0}, sha1_compress_sw};

/* see cairn/hash.h */
const cairn_impl *const cairn_sha1_impls[] = {
#if CAIRN_ENABLE_X86_ACCEL
    &cairn_sha1_shani.base,
#endif
#if CAIRN_ENABLE_ARM_ACCEL
    &cairn_sha1_arm.base,
#endif
    &sha1_portable.base, NULL};

static const cairn_sha1_impl *sha1_best(void) { return (const cairn_sha1_impl *)cairn_impl_best(cairn_sha1_impls); }

/* Merkle-Damgard framing (hash/md_buffer.h): 64-byte blocks, 64-bit big-endian bit length. */
static const cairn_md_layout sha1_layout = {64, 8, 1};

static void sha1_blocks(void *ctx, const uint8_t *blocks, size_t nblocks)
{
    cairn_sha1_ctx *c = (cairn_sha1_ctx *)ctx;
    c->impl->compress(c->h, blocks, nblocks);
}

static void sha1_setup(cairn_sha1_ctx *ctx, const cairn_sha1_impl *impl)
{
    memcpy(ctx->h, IV1, sizeof ctx->h);
    ctx->count = 0;
    memset(ctx->buf, 0, sizeof ctx->buf);
    ctx->finished = 0;
    ctx->impl = impl;
}

/* see cairn/hash.h */
int cairn_sha1_init_ex(cairn_sha1_ctx *ctx, const cairn_impl *impl)
{
    int rc = cairn_hash_accept(ctx, sizeof *ctx, impl, CAIRN_PRIM_SHA1);
    if (rc == CAIRN_OK)
        sha1_setup(ctx, (const cairn_sha1_impl *)impl);
    return rc;
}

/* see cairn/hash.h */
int cairn_sha1_init(cairn_sha1_ctx *ctx)
{
    if (ctx == NULL)
        return CAIRN_ERR_BAD_ARG;
    sha1_setup(ctx, sha1_best());
    return CAIRN_OK;
}

/* see cairn/hash.h */
int cairn_sha1_update(cairn_sha1_ctx *ctx, const uint8_t *in, size_t len)
{
    if (ctx == NULL || !CAIRN_BUF_OK(in, len))
        return CAIRN_ERR_BAD_ARG;
    if (ctx->finished || ctx->impl == NULL)
        return CAIRN_ERR_STATE;
    cairn_md_absorb(ctx, sha1_blocks, &sha1_layout, ctx->buf, &ctx->count, in, len);
    return CAIRN_OK;
}

/* see cairn/hash.h */
int cairn_sha1_final(cairn_sha1_ctx *ctx, uint8_t out[CAIRN_SHA1_DIGEST_LEN])
{
    size_t i;

    if (ctx == NULL || out == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (ctx->finished || ctx->impl == NULL)
        return CAIRN_ERR_STATE;
    cairn_md_finish(ctx, sha1_blocks, &sha1_layout, ctx->buf, ctx->count);
    for (i = 0; i < 5; i++)
        cairn_store32_be(out + 4 * i, ctx->h[i]);
    cairn_wipe(ctx, sizeof *ctx);
    ctx->finished = 1;
    return CAIRN_OK;
}

/* see cairn/hash.h */
void cairn_sha1_wipe(cairn_sha1_ctx *ctx) { cairn_wipe(ctx, ctx == NULL ? 0 : sizeof *ctx); }

/* see cairn/hash.h */
int cairn_sha1(uint8_t out[CAIRN_SHA1_DIGEST_LEN], const uint8_t *in, size_t len)
{
    cairn_sha1_ctx ctx;
    int rc;

    if (out == NULL || !CAIRN_BUF_OK(in, len))
        return CAIRN_ERR_BAD_ARG;
    sha1_setup(&ctx, sha1_best());
    rc = cairn_sha1_update(&ctx, in, len);
    if (rc == CAIRN_OK)
        rc = cairn_sha1_final(&ctx, out);
    cairn_wipe(&ctx, sizeof ctx);
    return rc;
}

/* ---- descriptor ---- */

CAIRN_HASH_D_INIT(d_init, cairn_sha1_ctx, cairn_sha1_init, cairn_sha1_init_ex)
CAIRN_HASH_D_UPDATE(d_update, cairn_sha1_ctx, cairn_sha1_update)
CAIRN_HASH_D_FINAL(d_final, cairn_sha1_ctx, cairn_sha1_final, CAIRN_SHA1_DIGEST_LEN)

const cairn_hash cairn_hash_sha1 = {
    .name = "SHA-1",
    .digest_len = CAIRN_SHA1_DIGEST_LEN,
    .block_len = CAIRN_SHA1_BLOCK_LEN,
    .ctx_size = sizeof(cairn_sha1_ctx),
    .flags = 0,
    .impls = cairn_sha1_impls,
    .impl = NULL,
    .init = d_init,
    .update = d_update,
    .final = d_final,
};

#endif /* CAIRN_ENABLE_SHA1 */
