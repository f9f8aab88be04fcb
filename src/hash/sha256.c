/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * SHA-224 and SHA-256 (FIPS 180-4): the Merkle-Damgard framing over the
 * compression function of a cairn_sha256_impl object (portable C here,
 * SHA-NI in src/accel/x86/sha_x86.c, the ARMv8 SHA2 instructions in
 * src/accel/arm/sha_arm.c).
 */
#include "cairn/hash.h"
#include "core/internal.h"
#include "hash/hash_internal.h"
#include "hash/md_buffer.h"
#include "hash/sha_internal.h"

#if CAIRN_ENABLE_SHA256

#define K256 cairn_sha256_k

/* see hash/sha_internal.h */
const uint32_t cairn_sha256_k[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

static const uint32_t IV224[8] = {
    0xc1059ed8, 0x367cd507, 0x3070dd17, 0xf70e5939, 0xffc00b31, 0x68581511, 0x64f98fa7, 0xbefa4fa4,
};
static const uint32_t IV256[8] = {
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
};

/*
 * Each Sigma as nested rotations, ror(x ^ ror(x ^ ror(x, a), b), c): the same
 * value as the three-rotation form, with fewer register copies on two-operand
 * instruction sets.
 */
#define BSIG0(x) cairn_rotr32((x) ^ cairn_rotr32((x) ^ cairn_rotr32((x), 9), 11), 2)
#define BSIG1(x) cairn_rotr32((x) ^ cairn_rotr32((x) ^ cairn_rotr32((x), 14), 5), 6)
#define SSIG0(x) (cairn_rotr32((x) ^ cairn_rotr32((x), 11), 7) ^ ((x) >> 3))
#define SSIG1(x) (cairn_rotr32((x) ^ cairn_rotr32((x), 2), 17) ^ ((x) >> 10))

/*
 * One round; the caller rotates the variable names instead of moving values.
 * Maj(a,b,c) = ((a^b) & (b^c)) ^ b, and this round's a^b is the next round's
 * b^c, so Maj costs two operations with the carried value in bc.
 */
#define RND(a, b, c, d, e, f, g, h, i)                                                                              \
    do {                                                                                                            \
        uint32_t ab_;                                                                                               \
        h += BSIG1(e) + (g ^ (e & (f ^ g))) + K256[i] + W[(i) & 15];                                                \
        d += h;                                                                                                     \
        ab_ = a ^ b;                                                                                                \
        h += BSIG0(a) + ((ab_ & bc) ^ b);                                                                           \
        bc = ab_;                                                                                                   \
    } while (0)

/* Rolling 16-word message schedule: W[i mod 16] becomes W[i]. */
#define SCHED(i)                                                                                                    \
    (W[(i) & 15] += SSIG1(W[((i) - 2) & 15]) + W[((i) - 7) & 15] + SSIG0(W[((i) - 15) & 15]))

#define RND8(i)                                                                                                     \
    RND(a, b, c, d, e, f, g, h, (i) + 0);                                                                           \
    RND(h, a, b, c, d, e, f, g, (i) + 1);                                                                           \
    RND(g, h, a, b, c, d, e, f, (i) + 2);                                                                           \
    RND(f, g, h, a, b, c, d, e, (i) + 3);                                                                           \
    RND(e, f, g, h, a, b, c, d, (i) + 4);                                                                           \
    RND(d, e, f, g, h, a, b, c, (i) + 5);                                                                           \
    RND(c, d, e, f, g, h, a, b, (i) + 6);                                                                           \
    RND(b, c, d, e, f, g, h, a, (i) + 7)

#define SRND8(i)                                                                                                    \
    SCHED((i) + 0);                                                                                                 \
    SCHED((i) + 1);                                                                                                 \
    RND(a, b, c, d, e, f, g, h, (i) + 0);                                                                           \
    SCHED((i) + 2);                                                                                                 \
    RND(h, a, b, c, d, e, f, g, (i) + 1);                                                                           \
    SCHED((i) + 3);                                                                                                 \
    RND(g, h, a, b, c, d, e, f, (i) + 2);                                                                           \
    SCHED((i) + 4);                                                                                                 \
    RND(f, g, h, a, b, c, d, e, (i) + 3);                                                                           \
    SCHED((i) + 5);                                                                                                 \
    RND(e, f, g, h, a, b, c, d, (i) + 4);                                                                           \
    SCHED((i) + 6);                                                                                                 \
    RND(d, e, f, g, h, a, b, c, (i) + 5);                                                                           \
    SCHED((i) + 7);                                                                                                 \
    RND(c, d, e, f, g, h, a, b, (i) + 6);                                                                           \
    RND(b, c, d, e, f, g, h, a, (i) + 7)

/* Clang otherwise folds the byte loads into the round additions (an OR of
 * disjoint bytes becomes an ADD, then is reassociated) and loses the single
 * load + bswap; the empty-asm barrier pins each word. GCC is faster without. */
#if defined(__clang__)
#define LOAD_W(p) cairn_ct_barrier32(cairn_load32_be(p))
#else
#define LOAD_W(p) cairn_load32_be(p)
#endif

#if CAIRN_SMALL
/*
 * The small profile: one round in a loop and nothing moved. One array holds
 * the message schedule backwards (A[63 - i] is W[i]) and, above it, the
 * working variables: round i finds a..h at A[64 - i ...], consumes W[i] just
 * below them and writes the new a over it, so the variables slide down a
 * word per round and end at A[0..7]. The new e is d updated in place.
 */
static void sha256_compress_sw(uint32_t st[8], const uint8_t *p, size_t nblocks)
{
    uint32_t A[64 + 8], *x, t1;
    int i;

    while (nblocks-- > 0) {
        for (i = 0; i < 16; i++)
            A[63 - i] = LOAD_W(p + 4 * i);
        for (i = 47; i >= 0; i--)
            A[i] = SSIG1(A[i + 2]) + A[i + 7] + SSIG0(A[i + 15]) + A[i + 16];
        for (i = 0; i < 8; i++)
            A[64 + i] = st[i];
        for (i = 0; i < 64; i++) {
            x = A + 64 - i;
            t1 = x[7] + BSIG1(x[4]) + (x[6] ^ (x[4] & (x[5] ^ x[6]))) + K256[i] + x[-1];
            x[3] += t1;
            x[-1] = t1 + BSIG0(x[0]) + (((x[0] ^ x[1]) & (x[1] ^ x[2])) ^ x[1]);
        }
        for (i = 0; i < 8; i++)
            st[i] += A[i];
        p += 64;
    }
    cairn_wipe(A, sizeof A);
}
#else
static void sha256_compress_sw(uint32_t st[8], const uint8_t *p, size_t nblocks)
{
    uint32_t W[16];
    uint32_t a, b, c, d, e, f, g, h, bc;
    int i;

    while (nblocks-- > 0) {
        for (i = 0; i < 16; i++)
            W[i] = LOAD_W(p + 4 * i);
        a = st[0];
        b = st[1];
        c = st[2];
        d = st[3];
        e = st[4];
        f = st[5];
        g = st[6];
        h = st[7];
        bc = b ^ c;
        RND8(0);
        RND8(8);
        SRND8(16);
        SRND8(24);
        SRND8(32);
        SRND8(40);
        SRND8(48);
        SRND8(56);
        st[0] += a;
        st[1] += b;
        st[2] += c;
        st[3] += d;
        st[4] += e;
        st[5] += f;
        st[6] += g;
        st[7] += h;
        p += 64;
    }
    cairn_wipe(W, sizeof W);
}
#endif

static const cairn_sha256_impl sha256_portable = {{"portable", CAIRN_PRIM_SHA256, 0}, sha256_compress_sw};

/* see cairn/hash.h */
const cairn_impl *const cairn_sha256_impls[] = {
#if CAIRN_ENABLE_X86_ACCEL
    &cairn_sha256_shani.base,
#endif
#if CAIRN_ENABLE_ARM_ACCEL
    &cairn_sha256_arm.base,
#endif
    &sha256_portable.base, NULL};

static const cairn_sha256_impl *sha256_best(void)
{
#if CAIRN_ENABLE_X86_ACCEL || CAIRN_ENABLE_ARM_ACCEL
    return (const cairn_sha256_impl *)cairn_impl_best(cairn_sha256_impls);
#else
    return &sha256_portable; /* the list's only object */
#endif
}

/* Merkle-Damgard framing (hash/md_buffer.h): 64-byte blocks, 64-bit big-endian bit length. */
static const cairn_md_layout sha256_layout = {64, 8, 1};

static void sha256_blocks(void *ctx, const uint8_t *blocks, size_t nblocks)
{
    cairn_sha256_ctx *c = (cairn_sha256_ctx *)ctx;
    c->impl->compress(c->h, blocks, nblocks);
}

static void sha256_setup(cairn_sha256_ctx *ctx, const cairn_sha256_impl *impl, const uint32_t iv[8], uint32_t outlen)
{
    memset(ctx, 0, sizeof *ctx);
    memcpy(ctx->h, iv, sizeof ctx->h);
    ctx->outlen = outlen;
    ctx->impl = impl;
}

static int sha256_init_as(cairn_sha256_ctx *ctx, const uint32_t iv[8], uint32_t outlen)
{
    if (ctx == NULL)
        return CAIRN_ERR_BAD_ARG;
    sha256_setup(ctx, sha256_best(), iv, outlen);
    return CAIRN_OK;
}

static int sha256_init_ex_as(cairn_sha256_ctx *ctx, const cairn_impl *impl, const uint32_t iv[8], uint32_t outlen)
{
    int rc = cairn_hash_accept(ctx, sizeof *ctx, impl, CAIRN_PRIM_SHA256);
    if (rc == CAIRN_OK)
        sha256_setup(ctx, (const cairn_sha256_impl *)impl, iv, outlen);
    return rc;
}

/* see cairn/hash.h */
int cairn_sha256_update(cairn_sha256_ctx *ctx, const uint8_t *in, size_t len)
{
    if (ctx == NULL || !CAIRN_BUF_OK(in, len))
        return CAIRN_ERR_BAD_ARG;
    if (ctx->finished || ctx->impl == NULL)
        return CAIRN_ERR_STATE;
    cairn_md_absorb(ctx, sha256_blocks, &sha256_layout, ctx->buf, &ctx->count, in, len);
    return CAIRN_OK;
}

/* Pads, writes ctx->outlen bytes and wipes the context. */
static int sha256_finish(cairn_sha256_ctx *ctx, uint8_t *out, uint32_t want)
{
    size_t i;

    if (ctx == NULL || out == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (ctx->finished || ctx->impl == NULL)
        return CAIRN_ERR_STATE;
    if (ctx->outlen != want)
        return CAIRN_ERR_BAD_ARG; /* a SHA-224 context given to SHA-256 or back */
    cairn_md_finish(ctx, sha256_blocks, &sha256_layout, ctx->buf, ctx->count);
#if CAIRN_SMALL
    for (i = 0; i < want; i++)
        out[i] = (uint8_t)(ctx->h[i >> 2] >> (24 - 8 * (i & 3)));
#else
    for (i = 0; i < want / 4; i++)
        cairn_store32_be(out + 4 * i, ctx->h[i]);
#endif
    cairn_wipe(ctx, sizeof *ctx);
    ctx->finished = 1;
    return CAIRN_OK;
}

/* see cairn/hash.h */
int cairn_sha256_init(cairn_sha256_ctx *ctx) { return sha256_init_as(ctx, IV256, CAIRN_SHA256_DIGEST_LEN); }

/* see cairn/hash.h */
int cairn_sha256_init_ex(cairn_sha256_ctx *ctx, const cairn_impl *impl)
{
    return sha256_init_ex_as(ctx, impl, IV256, CAIRN_SHA256_DIGEST_LEN);
}

/* see cairn/hash.h */
int cairn_sha256_final(cairn_sha256_ctx *ctx, uint8_t out[CAIRN_SHA256_DIGEST_LEN])
{
    return sha256_finish(ctx, out, CAIRN_SHA256_DIGEST_LEN);
}

/* see cairn/hash.h */
int cairn_sha224_init(cairn_sha224_ctx *ctx) { return sha256_init_as(ctx, IV224, CAIRN_SHA224_DIGEST_LEN); }

/* see cairn/hash.h */
int cairn_sha224_init_ex(cairn_sha224_ctx *ctx, const cairn_impl *impl)
{
    return sha256_init_ex_as(ctx, impl, IV224, CAIRN_SHA224_DIGEST_LEN);
}

/* see cairn/hash.h */
int cairn_sha224_update(cairn_sha224_ctx *ctx, const uint8_t *in, size_t len)
{
    return cairn_sha256_update(ctx, in, len);
}

/* see cairn/hash.h */
int cairn_sha224_final(cairn_sha224_ctx *ctx, uint8_t out[CAIRN_SHA224_DIGEST_LEN])
{
    return sha256_finish(ctx, out, CAIRN_SHA224_DIGEST_LEN);
}

/* see cairn/hash.h */
void cairn_sha256_wipe(cairn_sha256_ctx *ctx) { cairn_wipe(ctx, ctx == NULL ? 0 : sizeof *ctx); }

static int sha256_oneshot(uint8_t *out, const uint8_t *in, size_t len, const uint32_t iv[8], uint32_t outlen)
{
    cairn_sha256_ctx ctx;
    int rc;

    if (out == NULL || !CAIRN_BUF_OK(in, len))
        return CAIRN_ERR_BAD_ARG;
    sha256_setup(&ctx, sha256_best(), iv, outlen);
    rc = cairn_sha256_update(&ctx, in, len);
    if (rc == CAIRN_OK)
        rc = sha256_finish(&ctx, out, outlen);
    cairn_wipe(&ctx, sizeof ctx);
    return rc;
}

/* see cairn/hash.h */
int cairn_sha256(uint8_t out[CAIRN_SHA256_DIGEST_LEN], const uint8_t *in, size_t len)
{
    return sha256_oneshot(out, in, len, IV256, CAIRN_SHA256_DIGEST_LEN);
}

/* see cairn/hash.h */
int cairn_sha224(uint8_t out[CAIRN_SHA224_DIGEST_LEN], const uint8_t *in, size_t len)
{
    return sha256_oneshot(out, in, len, IV224, CAIRN_SHA224_DIGEST_LEN);
}

/* ---- descriptors ---- */

CAIRN_HASH_D_INIT(d256_init, cairn_sha256_ctx, cairn_sha256_init, cairn_sha256_init_ex)
CAIRN_HASH_D_INIT(d224_init, cairn_sha224_ctx, cairn_sha224_init, cairn_sha224_init_ex)
CAIRN_HASH_D_UPDATE(d_update, cairn_sha256_ctx, cairn_sha256_update)
CAIRN_HASH_D_FINAL(d256_final, cairn_sha256_ctx, cairn_sha256_final, CAIRN_SHA256_DIGEST_LEN)
CAIRN_HASH_D_FINAL(d224_final, cairn_sha224_ctx, cairn_sha224_final, CAIRN_SHA224_DIGEST_LEN)

const cairn_hash cairn_hash_sha224 = {
    .name = "SHA-224",
    .digest_len = CAIRN_SHA224_DIGEST_LEN,
    .block_len = CAIRN_SHA256_BLOCK_LEN,
    .ctx_size = sizeof(cairn_sha224_ctx),
    .flags = 0,
    .impls = cairn_sha256_impls,
    .impl = NULL,
    .init = d224_init,
    .update = d_update,
    .final = d224_final,
};

const cairn_hash cairn_hash_sha256 = {
    .name = "SHA-256",
    .digest_len = CAIRN_SHA256_DIGEST_LEN,
    .block_len = CAIRN_SHA256_BLOCK_LEN,
    .ctx_size = sizeof(cairn_sha256_ctx),
    .flags = 0,
    .impls = cairn_sha256_impls,
    .impl = NULL,
    .init = d256_init,
    .update = d_update,
    .final = d256_final,
};

#endif /* CAIRN_ENABLE_SHA256 */
