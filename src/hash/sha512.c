/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * SHA-384, SHA-512, SHA-512/224 and SHA-512/256 (FIPS 180-4): one portable
 * compression function, four initial values and output lengths. The 64-bit
 * arithmetic is plain uint64_t, which 32-bit compilers lower to word pairs.
 */
#include "cairn/hash.h"
#include "core/internal.h"
#include "hash/hash_internal.h"
#include "hash/md_buffer.h"
#include "hash/sha_internal.h"

#if CAIRN_ENABLE_SHA512

#define C64(x) UINT64_C(x)
#define K512 cairn_sha512_k

/* see sha_internal.h */
const uint64_t cairn_sha512_k[80] = {
    C64(0x428a2f98d728ae22), C64(0x7137449123ef65cd), C64(0xb5c0fbcfec4d3b2f), C64(0xe9b5dba58189dbbc),
    C64(0x3956c25bf348b538), C64(0x59f111f1b605d019), C64(0x923f82a4af194f9b), C64(0xab1c5ed5da6d8118),
    C64(0xd807aa98a3030242), C64(0x12835b0145706fbe), C64(0x243185be4ee4b28c), C64(0x550c7dc3d5ffb4e2),
    C64(0x72be5d74f27b896f), C64(0x80deb1fe3b1696b1), C64(0x9bdc06a725c71235), C64(0xc19bf174cf692694),
    C64(0xe49b69c19ef14ad2), C64(0xefbe4786384f25e3), C64(0x0fc19dc68b8cd5b5), C64(0x240ca1cc77ac9c65),
    C64(0x2de92c6f592b0275), C64(0x4a7484aa6ea6e483), C64(0x5cb0a9dcbd41fbd4), C64(0x76f988da831153b5),
    C64(0x983e5152ee66dfab), C64(0xa831c66d2db43210), C64(0xb00327c898fb213f), C64(0xbf597fc7beef0ee4),
    C64(0xc6e00bf33da88fc2), C64(0xd5a79147930aa725), C64(0x06ca6351e003826f), C64(0x142929670a0e6e70),
    C64(0x27b70a8546d22ffc), C64(0x2e1b21385c26c926), C64(0x4d2c6dfc5ac42aed), C64(0x53380d139d95b3df),
    C64(0x650a73548baf63de), C64(0x766a0abb3c77b2a8), C64(0x81c2c92e47edaee6), C64(0x92722c851482353b),
    C64(0xa2bfe8a14cf10364), C64(0xa81a664bbc423001), C64(0xc24b8b70d0f89791), C64(0xc76c51a30654be30),
    C64(0xd192e819d6ef5218), C64(0xd69906245565a910), C64(0xf40e35855771202a), C64(0x106aa07032bbd1b8),
    C64(0x19a4c116b8d2d0c8), C64(0x1e376c085141ab53), C64(0x2748774cdf8eeb99), C64(0x34b0bcb5e19b48a8),
    C64(0x391c0cb3c5c95a63), C64(0x4ed8aa4ae3418acb), C64(0x5b9cca4f7763e373), C64(0x682e6ff3d6b2b8a3),
    C64(0x748f82ee5defb2fc), C64(0x78a5636f43172f60), C64(0x84c87814a1f0ab72), C64(0x8cc702081a6439ec),
    C64(0x90befffa23631e28), C64(0xa4506cebde82bde9), C64(0xbef9a3f7b2c67915), C64(0xc67178f2e372532b),
    C64(0xca273eceea26619c), C64(0xd186b8c721c0c207), C64(0xeada7dd6cde0eb1e), C64(0xf57d4f7fee6ed178),
    C64(0x06f067aa72176fba), C64(0x0a637dc5a2c898a6), C64(0x113f9804bef90dae), C64(0x1b710b35131c471b),
    C64(0x28db77f523047d84), C64(0x32caab7b40c72493), C64(0x3c9ebe0a15c9bebc), C64(0x431d67c49c100d4c),
    C64(0x4cc5d4becb3e42b6), C64(0x597f299cfc657e2a), C64(0x5fcb6fab3ad6faec), C64(0x6c44198c4a475817),
};

static const uint64_t IV384[8] = {
    C64(0xcbbb9d5dc1059ed8), C64(0x629a292a367cd507), C64(0x9159015a3070dd17), C64(0x152fecd8f70e5939),
    C64(0x67332667ffc00b31), C64(0x8eb44a8768581511), C64(0xdb0c2e0d64f98fa7), C64(0x47b5481dbefa4fa4),
};
static const uint64_t IV512[8] = {
    C64(0x6a09e667f3bcc908), C64(0xbb67ae8584caa73b), C64(0x3c6ef372fe94f82b), C64(0xa54ff53a5f1d36f1),
    C64(0x510e527fade682d1), C64(0x9b05688c2b3e6c1f), C64(0x1f83d9abfb41bd6b), C64(0x5be0cd19137e2179),
};
static const uint64_t IV512_224[8] = {
    C64(0x8c3d37c819544da2), C64(0x73e1996689dcd4d6), C64(0x1dfab7ae32ff9c82), C64(0x679dd514582f9fcf),
    C64(0x0f6d2b697bd44da8), C64(0x77e36f7304c48942), C64(0x3f9d85a86a1d36c8), C64(0x1112e6ad91d692a1),
};
static const uint64_t IV512_256[8] = {
    C64(0x22312194fc2bf72c), C64(0x9f555fa3c84c64c2), C64(0x2393b86b6f53b151), C64(0x963877195940eabd),
    C64(0x96283ee2a88effe3), C64(0xbe5e1e2553863992), C64(0x2b0199fc2c85b8aa), C64(0x0eb72ddc81c52ca2),
};

/* Sigmas as nested rotations (see sha256.c): fewer register copies. */
#define BSIG0(x) cairn_rotr64((x) ^ cairn_rotr64((x) ^ cairn_rotr64((x), 5), 6), 28)
#define BSIG1(x) cairn_rotr64((x) ^ cairn_rotr64((x) ^ cairn_rotr64((x), 23), 4), 14)
#define SSIG0(x) (cairn_rotr64((x) ^ cairn_rotr64((x), 7), 1) ^ ((x) >> 7))
#define SSIG1(x) (cairn_rotr64((x) ^ cairn_rotr64((x), 42), 19) ^ ((x) >> 6))

/* Same round structure as SHA-256: names rotate, Maj reuses the previous a^b.
 * k points at the round constants of the current group of 16 rounds. */
#define RND(a, b, c, d, e, f, g, h, j)                                                                              \
    do {                                                                                                            \
        uint64_t ab_;                                                                                               \
        h += BSIG1(e) + (g ^ (e & (f ^ g))) + k[j] + W[j];                                                          \
        d += h;                                                                                                     \
        ab_ = a ^ b;                                                                                                \
        h += BSIG0(a) + ((ab_ & bc) ^ b);                                                                           \
        bc = ab_;                                                                                                   \
    } while (0)

#define SCHED(j) (W[j] += SSIG1(W[((j) - 2) & 15]) + W[((j) - 7) & 15] + SSIG0(W[((j) - 15) & 15]))

#define RND8(j)                                                                                                     \
    RND(a, b, c, d, e, f, g, h, (j) + 0);                                                                           \
    RND(h, a, b, c, d, e, f, g, (j) + 1);                                                                           \
    RND(g, h, a, b, c, d, e, f, (j) + 2);                                                                           \
    RND(f, g, h, a, b, c, d, e, (j) + 3);                                                                           \
    RND(e, f, g, h, a, b, c, d, (j) + 4);                                                                           \
    RND(d, e, f, g, h, a, b, c, (j) + 5);                                                                           \
    RND(c, d, e, f, g, h, a, b, (j) + 6);                                                                           \
    RND(b, c, d, e, f, g, h, a, (j) + 7)

#define SRND8(j)                                                                                                    \
    SCHED((j) + 0);                                                                                                 \
    RND(a, b, c, d, e, f, g, h, (j) + 0);                                                                           \
    SCHED((j) + 1);                                                                                                 \
    RND(h, a, b, c, d, e, f, g, (j) + 1);                                                                           \
    SCHED((j) + 2);                                                                                                 \
    RND(g, h, a, b, c, d, e, f, (j) + 2);                                                                           \
    SCHED((j) + 3);                                                                                                 \
    RND(f, g, h, a, b, c, d, e, (j) + 3);                                                                           \
    SCHED((j) + 4);                                                                                                 \
    RND(e, f, g, h, a, b, c, d, (j) + 4);                                                                           \
    SCHED((j) + 5);                                                                                                 \
    RND(d, e, f, g, h, a, b, c, (j) + 5);                                                                           \
    SCHED((j) + 6);                                                                                                 \
    RND(c, d, e, f, g, h, a, b, (j) + 6);                                                                           \
    SCHED((j) + 7);                                                                                                 \
    RND(b, c, d, e, f, g, h, a, (j) + 7)

#if CAIRN_SMALL
/*
 * The small profile: one round in a loop and nothing moved, as SHA-256's
 * small compression: A[79 - i] is W[i], the working variables sit above
 * them and slide down a word per round, ending at A[0..7].
 */
static void sha512_compress(uint64_t st[8], const uint8_t *p, size_t nblocks)
{
    uint64_t A[80 + 8], *x, t1;
    int i;

    while (nblocks-- > 0) {
        for (i = 0; i < 16; i++)
            A[79 - i] = cairn_load64_be(p + 8 * i);
        for (i = 63; i >= 0; i--)
            A[i] = SSIG1(A[i + 2]) + A[i + 7] + SSIG0(A[i + 15]) + A[i + 16];
        for (i = 0; i < 8; i++)
            A[80 + i] = st[i];
        for (i = 0; i < 80; i++) {
            x = A + 80 - i;
            t1 = x[7] + BSIG1(x[4]) + (x[6] ^ (x[4] & (x[5] ^ x[6]))) + K512[i] + x[-1];
            x[3] += t1;
            x[-1] = t1 + BSIG0(x[0]) + (((x[0] ^ x[1]) & (x[1] ^ x[2])) ^ x[1]);
        }
        for (i = 0; i < 8; i++)
            st[i] += A[i];
        p += 128;
    }
    cairn_wipe(A, sizeof A);
}
#else
/*
 * Rounds 16..79 run as a loop over groups of 16 (the name rotation has period
 * 8, the schedule window 16), so each round constant is a memory operand
 * instead of a 64-bit immediate to materialise, and the code holds 16 rounds
 * instead of 64.
 */
static void sha512_compress(uint64_t st[8], const uint8_t *p, size_t nblocks)
{
    uint64_t W[16];
    uint64_t a, b, c, d, e, f, g, h, bc;
    const uint64_t *k;
    int i;

    while (nblocks-- > 0) {
        for (i = 0; i < 16; i++)
            W[i] = cairn_load64_be(p + 8 * i);
        a = st[0];
        b = st[1];
        c = st[2];
        d = st[3];
        e = st[4];
        f = st[5];
        g = st[6];
        h = st[7];
        bc = b ^ c;
        k = K512;
        RND8(0);
        RND8(8);
        for (k = K512 + 16; k < K512 + 80; k += 16) {
            SRND8(0);
            SRND8(8);
        }
        st[0] += a;
        st[1] += b;
        st[2] += c;
        st[3] += d;
        st[4] += e;
        st[5] += f;
        st[6] += g;
        st[7] += h;
        p += 128;
    }
    cairn_wipe(W, sizeof W);
}
#endif

static const cairn_sha512_impl sha512_portable = {{"portable", CAIRN_PRIM_SHA512, 0}, sha512_compress};

/* see cairn/hash.h */
const cairn_impl *const cairn_sha512_impls[] = {
#if CAIRN_ENABLE_X86_ACCEL
    &cairn_sha512_ni.base,
    &cairn_sha512_avx512.base,
    &cairn_sha512_avx2.base,
    &cairn_sha512_avx.base,
#endif
#if CAIRN_ENABLE_ARM_ACCEL
    &cairn_sha512_arm.base,
#endif
    &sha512_portable.base, NULL};

static const cairn_sha512_impl *sha512_best(void)
{
    return (const cairn_sha512_impl *)cairn_impl_best(cairn_sha512_impls);
}

static void sha512_setup(cairn_sha512_ctx *ctx, const cairn_sha512_impl *impl, const uint64_t iv[8], uint32_t outlen)
{
    memcpy(ctx->h, iv, sizeof ctx->h);
    ctx->count = 0;
    memset(ctx->buf, 0, sizeof ctx->buf);
    ctx->outlen = outlen;
    ctx->finished = 0;
    ctx->impl = impl;
}

static int sha512_init_as(cairn_sha512_ctx *ctx, const uint64_t iv[8], uint32_t outlen)
{
    if (ctx == NULL)
        return CAIRN_ERR_BAD_ARG;
    sha512_setup(ctx, sha512_best(), iv, outlen);
    return CAIRN_OK;
}

static int sha512_init_ex_as(cairn_sha512_ctx *ctx, const cairn_impl *impl, const uint64_t iv[8], uint32_t outlen)
{
    int rc = cairn_hash_accept(ctx, sizeof *ctx, impl, CAIRN_PRIM_SHA512);
    if (rc == CAIRN_OK)
        sha512_setup(ctx, (const cairn_sha512_impl *)impl, iv, outlen);
    return rc;
}

/* Merkle-Damgard framing (hash/md_buffer.h): 128-byte blocks, 128-bit big-endian bit length. */
static const cairn_md_layout sha512_layout = {128, 16, 1};

static void sha512_blocks(void *ctx, const uint8_t *blocks, size_t nblocks)
{
    cairn_sha512_ctx *c = (cairn_sha512_ctx *)ctx;
    c->impl->compress(c->h, blocks, nblocks);
}

/* Shared by all four variants; a context that was never initialised is refused. */
static int sha512_absorb(cairn_sha512_ctx *ctx, const uint8_t *in, size_t len)
{
    if (ctx == NULL || !CAIRN_BUF_OK(in, len))
        return CAIRN_ERR_BAD_ARG;
    if (ctx->finished || ctx->impl == NULL)
        return CAIRN_ERR_STATE;
    cairn_md_absorb(ctx, sha512_blocks, &sha512_layout, ctx->buf, &ctx->count, in, len);
    return CAIRN_OK;
}

/* Pads, writes want bytes (which must be the variant's length) and wipes the context. */
static int sha512_finish(cairn_sha512_ctx *ctx, uint8_t *out, uint32_t want)
{
    uint8_t tmp[8];
    size_t i;

    if (ctx == NULL || out == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (ctx->finished || ctx->impl == NULL)
        return CAIRN_ERR_STATE;
    if (ctx->outlen != want)
        return CAIRN_ERR_BAD_ARG; /* context of another SHA-512 variant */
    cairn_md_finish(ctx, sha512_blocks, &sha512_layout, ctx->buf, ctx->count);
    for (i = 0; i + 8 <= want; i += 8)
        cairn_store64_be(out + i, ctx->h[i / 8]);
    if (i < want) { /* SHA-512/224 ends in half a word */
        cairn_store64_be(tmp, ctx->h[i / 8]);
        memcpy(out + i, tmp, want - i);
        cairn_wipe(tmp, sizeof tmp);
    }
    cairn_wipe(ctx, sizeof *ctx);
    ctx->finished = 1;
    return CAIRN_OK;
}

static int sha512_oneshot(uint8_t *out, const uint8_t *in, size_t len, const uint64_t iv[8], uint32_t outlen)
{
    cairn_sha512_ctx ctx;
    int rc;

    if (out == NULL || !CAIRN_BUF_OK(in, len))
        return CAIRN_ERR_BAD_ARG;
    sha512_setup(&ctx, sha512_best(), iv, outlen);
    rc = sha512_absorb(&ctx, in, len);
    if (rc == CAIRN_OK)
        rc = sha512_finish(&ctx, out, outlen);
    cairn_wipe(&ctx, sizeof ctx);
    return rc;
}

/* see cairn/hash.h */
void cairn_sha512_wipe(cairn_sha512_ctx *ctx) { cairn_wipe(ctx, ctx == NULL ? 0 : sizeof *ctx); }

/* ---- public API ---- */

/* see cairn/hash.h */
int cairn_sha384_init(cairn_sha384_ctx *ctx) { return sha512_init_as(ctx, IV384, CAIRN_SHA384_DIGEST_LEN); }

/* see cairn/hash.h */
int cairn_sha384_init_ex(cairn_sha384_ctx *ctx, const cairn_impl *impl)
{
    return sha512_init_ex_as(ctx, impl, IV384, CAIRN_SHA384_DIGEST_LEN);
}

/* see cairn/hash.h */
int cairn_sha384_update(cairn_sha384_ctx *ctx, const uint8_t *in, size_t len) { return sha512_absorb(ctx, in, len); }

/* see cairn/hash.h */
int cairn_sha384_final(cairn_sha384_ctx *ctx, uint8_t out[CAIRN_SHA384_DIGEST_LEN])
{
    return sha512_finish(ctx, out, CAIRN_SHA384_DIGEST_LEN);
}

/* see cairn/hash.h */
int cairn_sha384(uint8_t out[CAIRN_SHA384_DIGEST_LEN], const uint8_t *in, size_t len)
{
    return sha512_oneshot(out, in, len, IV384, CAIRN_SHA384_DIGEST_LEN);
}

/* see cairn/hash.h */
int cairn_sha512_init(cairn_sha512_ctx *ctx) { return sha512_init_as(ctx, IV512, CAIRN_SHA512_DIGEST_LEN); }

/* see cairn/hash.h */
int cairn_sha512_init_ex(cairn_sha512_ctx *ctx, const cairn_impl *impl)
{
    return sha512_init_ex_as(ctx, impl, IV512, CAIRN_SHA512_DIGEST_LEN);
}

/* see cairn/hash.h */
int cairn_sha512_update(cairn_sha512_ctx *ctx, const uint8_t *in, size_t len) { return sha512_absorb(ctx, in, len); }

/* see cairn/hash.h */
int cairn_sha512_final(cairn_sha512_ctx *ctx, uint8_t out[CAIRN_SHA512_DIGEST_LEN])
{
    return sha512_finish(ctx, out, CAIRN_SHA512_DIGEST_LEN);
}

/* see cairn/hash.h */
int cairn_sha512(uint8_t out[CAIRN_SHA512_DIGEST_LEN], const uint8_t *in, size_t len)
{
    return sha512_oneshot(out, in, len, IV512, CAIRN_SHA512_DIGEST_LEN);
}

/* see cairn/hash.h */
int cairn_sha512_224_init(cairn_sha512_224_ctx *ctx)
{
    return sha512_init_as(ctx, IV512_224, CAIRN_SHA512_224_DIGEST_LEN);
}

/* see cairn/hash.h */
int cairn_sha512_224_init_ex(cairn_sha512_224_ctx *ctx, const cairn_impl *impl)
{
    return sha512_init_ex_as(ctx, impl, IV512_224, CAIRN_SHA512_224_DIGEST_LEN);
}

/* see cairn/hash.h */
int cairn_sha512_224_update(cairn_sha512_224_ctx *ctx, const uint8_t *in, size_t len)
{
    return sha512_absorb(ctx, in, len);
}

/* see cairn/hash.h */
int cairn_sha512_224_final(cairn_sha512_224_ctx *ctx, uint8_t out[CAIRN_SHA512_224_DIGEST_LEN])
{
    return sha512_finish(ctx, out, CAIRN_SHA512_224_DIGEST_LEN);
}

/* see cairn/hash.h */
int cairn_sha512_224(uint8_t out[CAIRN_SHA512_224_DIGEST_LEN], const uint8_t *in, size_t len)
{
    return sha512_oneshot(out, in, len, IV512_224, CAIRN_SHA512_224_DIGEST_LEN);
}

/* see cairn/hash.h */
int cairn_sha512_256_init(cairn_sha512_256_ctx *ctx)
{
    return sha512_init_as(ctx, IV512_256, CAIRN_SHA512_256_DIGEST_LEN);
}

/* see cairn/hash.h */
int cairn_sha512_256_init_ex(cairn_sha512_256_ctx *ctx, const cairn_impl *impl)
{
    return sha512_init_ex_as(ctx, impl, IV512_256, CAIRN_SHA512_256_DIGEST_LEN);
}

/* see cairn/hash.h */
int cairn_sha512_256_update(cairn_sha512_256_ctx *ctx, const uint8_t *in, size_t len)
{
    return sha512_absorb(ctx, in, len);
}

/* see cairn/hash.h */
int cairn_sha512_256_final(cairn_sha512_256_ctx *ctx, uint8_t out[CAIRN_SHA512_256_DIGEST_LEN])
{
    return sha512_finish(ctx, out, CAIRN_SHA512_256_DIGEST_LEN);
}

/* see cairn/hash.h */
int cairn_sha512_256(uint8_t out[CAIRN_SHA512_256_DIGEST_LEN], const uint8_t *in, size_t len)
{
    return sha512_oneshot(out, in, len, IV512_256, CAIRN_SHA512_256_DIGEST_LEN);
}

/* ---- descriptors ---- */

CAIRN_HASH_D_UPDATE(d_update, cairn_sha512_ctx, sha512_absorb)

/* The descriptor of variant v (its typed init, init_ex and final above). */
#define SHA512_DESCRIPTOR(v, V, name_str)                                                                           \
    CAIRN_HASH_D_INIT(v##_d_init, cairn_##v##_ctx, cairn_##v##_init, cairn_##v##_init_ex)                           \
    CAIRN_HASH_D_FINAL(v##_d_final, cairn_##v##_ctx, cairn_##v##_final, CAIRN_##V##_DIGEST_LEN)                     \
    const cairn_hash cairn_hash_##v = {                                                                             \
        .name = name_str,                                                                                           \
        .digest_len = CAIRN_##V##_DIGEST_LEN,                                                                       \
        .block_len = CAIRN_SHA512_BLOCK_LEN,                                                                        \
        .ctx_size = sizeof(cairn_sha512_ctx),                                                                       \
        .flags = 0,                                                                                                 \
        .impls = cairn_sha512_impls,                                                                                \
        .impl = NULL,                                                                                               \
        .init = v##_d_init,                                                                                         \
        .update = d_update,                                                                                         \
        .final = v##_d_final,                                                                                       \
    }

SHA512_DESCRIPTOR(sha384, SHA384, "SHA-384");
SHA512_DESCRIPTOR(sha512, SHA512, "SHA-512");
SHA512_DESCRIPTOR(sha512_224, SHA512_224, "SHA-512/224");
SHA512_DESCRIPTOR(sha512_256, SHA512_256, "SHA-512/256");

#endif /* CAIRN_ENABLE_SHA512 */
