/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * SM3 (GB/T 32905-2016, also GM/T 0004-2012).
 *
 * The 64 rounds are fully unrolled. The message expansion is rolling: a
 * 16-word window holds W[j-12..j+3], round j computes W[j+4] into the slot of
 * W[j-12] (its last use), and W'[j] = W[j] ^ W[j+4] is formed on the fly, so
 * the 68 + 64 word arrays of the specification never exist.
 *
 * Registers are renamed rather than moved: a round only writes D (<- TT1),
 * H (<- P0(TT2)) and rotates B and F in place; the next round takes the
 * variables in the order (D, A, B, C, H, E, F, G).
 */
#include "cairn/hash.h"
#include "core/internal.h"
#include "hash/hash_internal.h"
#include "hash/md_buffer.h"

#if CAIRN_ENABLE_SM3

#define SM3_P0(x) ((x) ^ cairn_rotl32((x), 9) ^ cairn_rotl32((x), 17))
#define SM3_P1(x) ((x) ^ cairn_rotl32((x), 15) ^ cairn_rotl32((x), 23))

/* W[j+4] from the window; slot (j+4) & 15 still holds W[j-12]. */
#define SM3_EXPAND(j)                                                                                                  \
    do {                                                                                                               \
        uint32_t t_ = w[((j) + 4) & 15] ^ w[((j) + 11) & 15] ^ cairn_rotl32(w[((j) + 1) & 15], 15);                    \
        w[((j) + 4) & 15] = SM3_P1(t_) ^ cairn_rotl32(w[((j) + 7) & 15], 7) ^ w[((j) + 14) & 15];                      \
    } while (0)

/* One round with the boolean functions FF and GG. From round 12 on, the
 * round also expands the schedule (the window then needs W[j+4]).
 * Rounds 0..15: FF = GG = x ^ y ^ z. Rounds 16..63: FF = majority, written
 * (x & y) | (z & (x | y)), and GG = choose, written z ^ (x & (y ^ z)):
 * fewer operations than the textbook forms. */
#define SM3_XOR3(x, y, z) ((x) ^ (y) ^ (z))
#define SM3_MAJ(x, y, z) (((x) & (y)) | ((z) & ((x) | (y))))
#define SM3_CH(x, y, z) ((z) ^ ((x) & ((y) ^ (z))))

#define SM3_ROUND(FF, GG, A, B, C, D, E, F, G, H, j, k)                                                                \
    do {                                                                                                               \
        uint32_t a12_ = cairn_rotl32(A, 12);                                                                           \
        uint32_t ss1_ = cairn_rotl32(a12_ + E + (uint32_t)(k), 7);                                                     \
        uint32_t ss2_ = ss1_ ^ a12_;                                                                                   \
        uint32_t wj_ = w[(j) & 15];                                                                                    \
        uint32_t tt2_;                                                                                                 \
        if ((j) >= 12)                                                                                                 \
            SM3_EXPAND(j);                                                                                             \
        D += FF(A, B, C) + ss2_ + (wj_ ^ w[((j) + 4) & 15]);                                                           \
        tt2_ = GG(E, F, G) + H + ss1_ + wj_;                                                                           \
        H = SM3_P0(tt2_);                                                                                              \
        B = cairn_rotl32(B, 9);                                                                                        \
        F = cairn_rotl32(F, 19);                                                                                       \
    } while (0)

#define SM3_R1(A, B, C, D, E, F, G, H, j, k) SM3_ROUND(SM3_XOR3, SM3_XOR3, A, B, C, D, E, F, G, H, j, k)
#define SM3_R2(A, B, C, D, E, F, G, H, j, k) SM3_ROUND(SM3_MAJ, SM3_CH, A, B, C, D, E, F, G, H, j, k)

/* Eight rounds bring the variables back to their original names. */
#define SM3_8(R, j, k0, k1, k2, k3, k4, k5, k6, k7)                                                                    \
    do {                                                                                                               \
        R(a, b, c, d, e, f, g, h, (j), k0);                                                                            \
        R(d, a, b, c, h, e, f, g, (j) + 1, k1);                                                                        \
        R(c, d, a, b, g, h, e, f, (j) + 2, k2);                                                                        \
        R(b, c, d, a, f, g, h, e, (j) + 3, k3);                                                                        \
        R(a, b, c, d, e, f, g, h, (j) + 4, k4);                                                                        \
        R(d, a, b, c, h, e, f, g, (j) + 5, k5);                                                                        \
        R(c, d, a, b, g, h, e, f, (j) + 6, k6);                                                                        \
        R(b, c, d, a, f, g, h, e, (j) + 7, k7);                                                                        \
    } while (0)

/* Round constants rotl(T_j, j mod 32), T_j = 0x79cc4519 (j < 16), 0x7a879d8a after. */
static void sm3_compress(uint32_t st[8], const uint8_t *p, size_t nblocks)
{
    uint32_t a = st[0], b = st[1], c = st[2], d = st[3], e = st[4], f = st[5], g = st[6], h = st[7];
    uint32_t w[16];
    int i;

    while (nblocks--) {
        for (i = 0; i < 16; i++)
            w[i] = cairn_load32_be(p + 4 * i);

        SM3_8(SM3_R1, 0, 0x79cc4519u, 0xf3988a32u, 0xe7311465u, 0xce6228cbu, 0x9cc45197u, 0x3988a32fu, 0x7311465eu,
              0xe6228cbcu);
        SM3_8(SM3_R1, 8, 0xcc451979u, 0x988a32f3u, 0x311465e7u, 0x6228cbceu, 0xc451979cu, 0x88a32f39u, 0x11465e73u,
              0x228cbce6u);
        SM3_8(SM3_R2, 16, 0x9d8a7a87u, 0x3b14f50fu, 0x7629ea1eu, 0xec53d43cu, 0xd8a7a879u, 0xb14f50f3u, 0x629ea1e7u,
              0xc53d43ceu);
        SM3_8(SM3_R2, 24, 0x8a7a879du, 0x14f50f3bu, 0x29ea1e76u, 0x53d43cecu, 0xa7a879d8u, 0x4f50f3b1u, 0x9ea1e762u,
              0x3d43cec5u);
        SM3_8(SM3_R2, 32, 0x7a879d8au, 0xf50f3b14u, 0xea1e7629u, 0xd43cec53u, 0xa879d8a7u, 0x50f3b14fu, 0xa1e7629eu,
              0x43cec53du);
        SM3_8(SM3_R2, 40, 0x879d8a7au, 0x0f3b14f5u, 0x1e7629eau, 0x3cec53d4u, 0x79d8a7a8u, 0xf3b14f50u, 0xe7629ea1u,
              0xcec53d43u);
        SM3_8(SM3_R2, 48, 0x9d8a7a87u, 0x3b14f50fu, 0x7629ea1eu, 0xec53d43cu, 0xd8a7a879u, 0xb14f50f3u, 0x629ea1e7u,
              0xc53d43ceu);
        SM3_8(SM3_R2, 56, 0x8a7a879du, 0x14f50f3bu, 0x29ea1e76u, 0x53d43cecu, 0xa7a879d8u, 0x4f50f3b1u, 0x9ea1e762u,
              0x3d43cec5u);

        a ^= st[0];
        b ^= st[1];
        c ^= st[2];
        d ^= st[3];
        e ^= st[4];
        f ^= st[5];
        g ^= st[6];
        h ^= st[7];
        st[0] = a;
        st[1] = b;
        st[2] = c;
        st[3] = d;
        st[4] = e;
        st[5] = f;
        st[6] = g;
        st[7] = h;
        p += 64;
    }
    cairn_wipe(w, sizeof w);
}

static const cairn_sm3_impl sm3_portable = {{"portable", CAIRN_PRIM_SM3, 0}, sm3_compress};

/* see cairn/hash.h */
const cairn_impl *const cairn_sm3_impls[] = {
#if CAIRN_ENABLE_ARM_ACCEL
    &cairn_sm3_arm.base,
#endif
    &sm3_portable.base, NULL};

static const cairn_sm3_impl *sm3_best(void) { return (const cairn_sm3_impl *)cairn_impl_best(cairn_sm3_impls); }

/* Merkle-Damgard framing (hash/md_buffer.h): 64-byte blocks, 64-bit big-endian bit length. */
static const cairn_md_layout sm3_layout = {64, 8, 1};

static void sm3_blocks(void *ctx, const uint8_t *blocks, size_t nblocks)
{
    cairn_sm3_ctx *c = (cairn_sm3_ctx *)ctx;
    c->impl->compress(c->h, blocks, nblocks);
}

static void sm3_setup(cairn_sm3_ctx *ctx, const cairn_sm3_impl *impl)
{
    ctx->h[0] = 0x7380166fu;
    ctx->h[1] = 0x4914b2b9u;
    ctx->h[2] = 0x172442d7u;
    ctx->h[3] = 0xda8a0600u;
    ctx->h[4] = 0xa96f30bcu;
    ctx->h[5] = 0x163138aau;
    ctx->h[6] = 0xe38dee4du;
    ctx->h[7] = 0xb0fb0e4eu;
    ctx->count = 0;
    ctx->active = 1;
    ctx->impl = impl;
}

/* see cairn/hash.h */
int cairn_sm3_init(cairn_sm3_ctx *ctx)
{
    if (ctx == NULL)
        return CAIRN_ERR_BAD_ARG;
    sm3_setup(ctx, sm3_best());
    return CAIRN_OK;
}

/* see cairn/hash.h */
int cairn_sm3_init_ex(cairn_sm3_ctx *ctx, const cairn_impl *impl)
{
    int rc = cairn_hash_accept(ctx, sizeof *ctx, impl, CAIRN_PRIM_SM3);
    if (rc == CAIRN_OK)
        sm3_setup(ctx, (const cairn_sm3_impl *)impl);
    return rc;
}

/* see cairn/hash.h */
int cairn_sm3_update(cairn_sm3_ctx *ctx, const uint8_t *in, size_t len)
{
    if (ctx == NULL || !CAIRN_BUF_OK(in, len))
        return CAIRN_ERR_BAD_ARG;
    if (ctx->active != 1 || ctx->impl == NULL)
        return CAIRN_ERR_STATE;
    cairn_md_absorb(ctx, sm3_blocks, &sm3_layout, ctx->buf, &ctx->count, in, len);
    return CAIRN_OK;
}

/* see cairn/hash.h */
int cairn_sm3_final(cairn_sm3_ctx *ctx, uint8_t out[CAIRN_SM3_DIGEST_LEN])
{
    int i;

    if (ctx == NULL || out == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (ctx->active != 1 || ctx->impl == NULL)
        return CAIRN_ERR_STATE;
    cairn_md_finish(ctx, sm3_blocks, &sm3_layout, ctx->buf, ctx->count);
    for (i = 0; i < 8; i++)
        cairn_store32_be(out + 4 * i, ctx->h[i]);
    cairn_wipe(ctx, sizeof *ctx); /* also clears active */
    return CAIRN_OK;
}

/* see cairn/hash.h */
void cairn_sm3_wipe(cairn_sm3_ctx *ctx) { cairn_wipe(ctx, ctx == NULL ? 0 : sizeof *ctx); }

/* see cairn/hash.h */
int cairn_sm3(uint8_t out[CAIRN_SM3_DIGEST_LEN], const uint8_t *in, size_t len)
{
    cairn_sm3_ctx ctx;
    int rc;

    if (out == NULL || !CAIRN_BUF_OK(in, len))
        return CAIRN_ERR_BAD_ARG;
    sm3_setup(&ctx, sm3_best());
    rc = cairn_sm3_update(&ctx, in, len);
    if (rc == CAIRN_OK)
        rc = cairn_sm3_final(&ctx, out);
    cairn_wipe(&ctx, sizeof ctx);
    return rc;
}

CAIRN_HASH_D_INIT(sm3_init_d, cairn_sm3_ctx, cairn_sm3_init, cairn_sm3_init_ex)
CAIRN_HASH_D_UPDATE(sm3_update_d, cairn_sm3_ctx, cairn_sm3_update)
CAIRN_HASH_D_FINAL(sm3_final_d, cairn_sm3_ctx, cairn_sm3_final, CAIRN_SM3_DIGEST_LEN)

const cairn_hash cairn_hash_sm3 = {
    "SM3", CAIRN_SM3_DIGEST_LEN, CAIRN_SM3_BLOCK_LEN, sizeof(cairn_sm3_ctx), 0, cairn_sm3_impls, NULL,
    sm3_init_d, sm3_update_d, sm3_final_d,
};

#endif /* CAIRN_ENABLE_SM3 */
