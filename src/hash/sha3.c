/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * SHA-3 and SHAKE (FIPS 202) on Keccak-f[1600].
 *
 * The permutation keeps the 25 lanes in local variables and is unrolled two
 * rounds at a time, the second round writing back into the names the first
 * read from, so there is no copy between rounds. Full blocks are XORed into
 * the lanes straight from the caller's buffer and several blocks are
 * absorbed without the state leaving those locals.
 *
 * Lane complementing (Bertoni et al., "Keccak implementation overview",
 * section 2.2): six lanes are held complemented for the whole permutation,
 * so chi needs 7 NOTs per round instead of 25 and uses plain AND/OR
 * elsewhere; baseline x86-64 and most MCUs have no and-not instruction, so
 * that is 18 fewer operations per round. The pattern was found by exhaustive
 * search over all 2^25 masks for one that theta, rho, pi, chi and iota carry
 * onto itself with the fewest NOTs; the state kept in the context is always
 * the plain one, so only keccak_absorb() knows about it.
 *
 * The sponge below reaches the permutation only through a cairn_keccak_impl
 * object (keccak_portable here, or the caller's), one call per update.
 */
#include "cairn/hash.h"
#include "core/internal.h"
#include "hash/hash_internal.h"

#if CAIRN_ENABLE_SHA3

/* The 64-bit-lane permutation: the portable object of 64-bit targets (a
 * 32-bit target builds sha3_bi32.c's instead). */
#if UINTPTR_MAX > 0xffffffffu && !CAIRN_SMALL
const uint64_t cairn_keccak_rc[24] = {
    UINT64_C(0x0000000000000001), UINT64_C(0x0000000000008082),
    UINT64_C(0x800000000000808a), UINT64_C(0x8000000080008000),
    UINT64_C(0x000000000000808b), UINT64_C(0x0000000080000001),
    UINT64_C(0x8000000080008081), UINT64_C(0x8000000000008009),
    UINT64_C(0x000000000000008a), UINT64_C(0x0000000000000088),
    UINT64_C(0x0000000080008009), UINT64_C(0x000000008000000a),
    UINT64_C(0x000000008000808b), UINT64_C(0x800000000000008b),
    UINT64_C(0x8000000000008089), UINT64_C(0x8000000000008003),
    UINT64_C(0x8000000000008002), UINT64_C(0x8000000000000080),
    UINT64_C(0x000000000000800a), UINT64_C(0x800000008000000a),
    UINT64_C(0x8000000080008081), UINT64_C(0x8000000000008080),
    UINT64_C(0x0000000080000001), UINT64_C(0x8000000080008008),
};

#define KECCAK_ABSORB keccak_absorb
#define KECCAK_ANDN 0
#include "hash/keccak_lanes.h"

static void keccak_permute(uint64_t st[25]) { keccak_absorb(st, NULL, 1, 0); }

static const cairn_keccak_impl keccak_portable = {{"portable", CAIRN_PRIM_KECCAK, 0}, keccak_absorb, keccak_permute};
#endif

/* see cairn/hash.h; 64-bit lanes where words are 64-bit (on x86-64 with
 * BMI1/BMI2 first the x86 object's ANDN form, on aarch64 with the SHA3
 * instructions first the arm object; the bit-interleaved
 * 32-bit form after them, for the tests), the bit-interleaved form alone
 * elsewhere (a 32-bit image carries one permutation) */
const cairn_impl *const cairn_keccak_impls[] = {
#if CAIRN_SMALL
    &cairn_keccak_small.base,
#elif UINTPTR_MAX > 0xffffffffu
#if CAIRN_ENABLE_X86_ACCEL
    &cairn_keccak_x86_bmi.base,
#endif
#if CAIRN_ENABLE_ARM_ACCEL
    &cairn_keccak_arm.base,
#endif
    &keccak_portable.base, &cairn_keccak_bi32.base,
#else
    &cairn_keccak_bi32.base,
#endif
    NULL};

/* ---- sponge ---- */

/* Every init: the variant is fixed by rate, digest length and dsbyte. */
static void sha3_setup(cairn_sha3_ctx *ctx, const cairn_keccak_impl *impl, uint32_t rate, uint32_t outlen,
                       uint8_t dsbyte)
{
    memset(ctx, 0, sizeof(*ctx));
    ctx->rate = rate;
    ctx->outlen = outlen;
    ctx->dsbyte = dsbyte;
    ctx->impl = impl;
}

static const cairn_keccak_impl *keccak_best(void)
{
    return (const cairn_keccak_impl *)cairn_impl_best(cairn_keccak_impls);
}

/* init of every variant */
static int sha3_init_as(cairn_sha3_ctx *ctx, uint32_t rate, uint32_t outlen, uint8_t dsbyte)
{
    if (ctx == NULL)
        return CAIRN_ERR_BAD_ARG;
    sha3_setup(ctx, keccak_best(), rate, outlen, dsbyte);
    return CAIRN_OK;
}

/* init_ex of every variant */
static int sha3_init_ex_as(cairn_sha3_ctx *ctx, const cairn_impl *impl, uint32_t rate, uint32_t outlen,
                           uint8_t dsbyte)
{
    int rc = cairn_hash_accept(ctx, sizeof *ctx, impl, CAIRN_PRIM_KECCAK);
    if (rc == CAIRN_OK)
        sha3_setup(ctx, (const cairn_keccak_impl *)impl, rate, outlen, dsbyte);
    return rc;
}

/* A context that went through init has one of the five FIPS 202 rates and
 * an object; anything else (zeroed, wiped, garbage) must not reach the sponge. */
static int sha3_valid(const cairn_sha3_ctx *ctx)
{
    return ctx->impl != NULL && ctx->rate >= 72 && ctx->rate <= 168 && (ctx->rate & 7) == 0 && ctx->pos < ctx->rate;
}

CAIRN_INLINE void sha3_xor_byte(uint64_t st[25], uint32_t pos, uint8_t b)
{
    st[pos >> 3] ^= (uint64_t)b << (8 * (pos & 7));
}

#if CAIRN_SMALL
/* The small profile's absorbing: a byte at a time, the permutation whenever
 * the rate fills. */
static void sha3_absorb(cairn_sha3_ctx *ctx, const uint8_t *in, size_t len)
{
    uint32_t pos = ctx->pos;

    while (len-- > 0) {
        sha3_xor_byte(ctx->st, pos++, *in++);
        if (pos == ctx->rate) {
            ctx->impl->permute(ctx->st);
            pos = 0;
        }
    }
    ctx->pos = pos;
}
#else
static void sha3_absorb(cairn_sha3_ctx *ctx, const uint8_t *in, size_t len)
{
    uint32_t rate = ctx->rate;
    uint32_t pos = ctx->pos;

    if (pos != 0) {
        while (len > 0 && pos < rate) {
            sha3_xor_byte(ctx->st, pos++, *in++);
            len--;
        }
        if (pos < rate) {
            ctx->pos = pos;
            return;
        }
        ctx->impl->permute(ctx->st);
        pos = 0;
    }
    if (len >= rate) {
        size_t nblocks = len / rate;
        ctx->impl->absorb(ctx->st, in, nblocks, rate);
        in += nblocks * rate;
        len -= nblocks * rate;
    }
    while (len > 0) {
        sha3_xor_byte(ctx->st, pos++, *in++);
        len--;
    }
    ctx->pos = pos;
}
#endif

/* pad10*1 with the domain bits folded into dsbyte, then the last permutation */
static void sha3_pad(cairn_sha3_ctx *ctx)
{
    sha3_xor_byte(ctx->st, ctx->pos, ctx->dsbyte);
    sha3_xor_byte(ctx->st, ctx->rate - 1, 0x80);
    ctx->impl->permute(ctx->st);
    ctx->pos = 0;
    ctx->squeezing = 1;
}

static void sha3_squeeze(cairn_sha3_ctx *ctx, uint8_t *out, size_t outlen)
{
    uint32_t rate = ctx->rate;
    uint32_t pos = ctx->pos;

    while (outlen > 0) {
        if (pos == rate) {
            ctx->impl->permute(ctx->st);
            pos = 0;
        }
        if (!CAIRN_SMALL && (pos & 7) == 0 && outlen >= 8) {
            /* whole lanes while both the lane and the output allow it */
            while (pos < rate && outlen >= 8) {
                cairn_store64_le(out, ctx->st[pos >> 3]);
                out += 8;
                outlen -= 8;
                pos += 8;
            }
        } else {
            *out++ = (uint8_t)(ctx->st[pos >> 3] >> (8 * (pos & 7)));
            outlen--;
            pos++;
        }
    }
    ctx->pos = pos;
}

/* final wipes the context but must keep refusing further use */
static void sha3_finish(cairn_sha3_ctx *ctx)
{
    cairn_wipe(ctx, sizeof(*ctx));
    ctx->finished = 1;
}

/* ---- SHA-3 ---- */

/* see cairn/hash.h */
int cairn_sha3_224_init(cairn_sha3_ctx *ctx)
{
    return sha3_init_as(ctx, CAIRN_SHA3_224_BLOCK_LEN, CAIRN_SHA3_224_DIGEST_LEN, 0x06);
}

/* see cairn/hash.h */
int cairn_sha3_224_init_ex(cairn_sha3_ctx *ctx, const cairn_impl *impl)
{
    return sha3_init_ex_as(ctx, impl, CAIRN_SHA3_224_BLOCK_LEN, CAIRN_SHA3_224_DIGEST_LEN, 0x06);
}

/* see cairn/hash.h */
int cairn_sha3_256_init(cairn_sha3_ctx *ctx)
{
    return sha3_init_as(ctx, CAIRN_SHA3_256_BLOCK_LEN, CAIRN_SHA3_256_DIGEST_LEN, 0x06);
}

/* see cairn/hash.h */
int cairn_sha3_256_init_ex(cairn_sha3_ctx *ctx, const cairn_impl *impl)
{
    return sha3_init_ex_as(ctx, impl, CAIRN_SHA3_256_BLOCK_LEN, CAIRN_SHA3_256_DIGEST_LEN, 0x06);
}

/* see cairn/hash.h */
int cairn_sha3_384_init(cairn_sha3_ctx *ctx)
{
    return sha3_init_as(ctx, CAIRN_SHA3_384_BLOCK_LEN, CAIRN_SHA3_384_DIGEST_LEN, 0x06);
}

/* see cairn/hash.h */
int cairn_sha3_384_init_ex(cairn_sha3_ctx *ctx, const cairn_impl *impl)
{
    return sha3_init_ex_as(ctx, impl, CAIRN_SHA3_384_BLOCK_LEN, CAIRN_SHA3_384_DIGEST_LEN, 0x06);
}

/* see cairn/hash.h */
int cairn_sha3_512_init(cairn_sha3_ctx *ctx)
{
    return sha3_init_as(ctx, CAIRN_SHA3_512_BLOCK_LEN, CAIRN_SHA3_512_DIGEST_LEN, 0x06);
}

/* see cairn/hash.h */
int cairn_sha3_512_init_ex(cairn_sha3_ctx *ctx, const cairn_impl *impl)
{
    return sha3_init_ex_as(ctx, impl, CAIRN_SHA3_512_BLOCK_LEN, CAIRN_SHA3_512_DIGEST_LEN, 0x06);
}

/* see cairn/hash.h */
int cairn_sha3_update(cairn_sha3_ctx *ctx, const uint8_t *in, size_t len)
{
    if (ctx == NULL || !CAIRN_BUF_OK(in, len))
        return CAIRN_ERR_BAD_ARG;
    if (ctx->finished || ctx->squeezing || !sha3_valid(ctx))
        return CAIRN_ERR_STATE;
    if (len > 0)
        sha3_absorb(ctx, in, len);
    return CAIRN_OK;
}

/* Pads, writes the digest and wipes the context; want is the digest length
 * the caller expects (0: the context's own), another variant's context is
 * CAIRN_ERR_BAD_ARG. */
static int sha3_final_as(cairn_sha3_ctx *ctx, uint8_t *out, uint32_t want)
{
    if (ctx == NULL || out == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (ctx->finished || ctx->squeezing || !sha3_valid(ctx))
        return CAIRN_ERR_STATE;
    if (ctx->outlen == 0) /* a SHAKE context: use cairn_shake_squeeze */
        return CAIRN_ERR_BAD_ARG;
    if (want != 0 && ctx->outlen != want)
        return CAIRN_ERR_BAD_ARG;
    sha3_pad(ctx);
    sha3_squeeze(ctx, out, ctx->outlen);
    sha3_finish(ctx);
    return CAIRN_OK;
}

/* see cairn/hash.h */
int cairn_sha3_final(cairn_sha3_ctx *ctx, uint8_t *out) { return sha3_final_as(ctx, out, 0); }

/* see cairn/hash.h */
void cairn_sha3_wipe(cairn_sha3_ctx *ctx) { cairn_wipe(ctx, ctx == NULL ? 0 : sizeof *ctx); }

static int sha3_oneshot(int (*init)(cairn_sha3_ctx *), uint8_t *out, const uint8_t *in, size_t len)
{
    cairn_sha3_ctx ctx;
    int rc;

    if (out == NULL || !CAIRN_BUF_OK(in, len))
        return CAIRN_ERR_BAD_ARG;
    rc = init(&ctx);
    if (rc == CAIRN_OK)
        rc = cairn_sha3_update(&ctx, in, len);
    if (rc == CAIRN_OK)
        rc = cairn_sha3_final(&ctx, out);
    cairn_wipe(&ctx, sizeof(ctx));
    return rc;
}

/* see cairn/hash.h */
int cairn_sha3_224(uint8_t out[CAIRN_SHA3_224_DIGEST_LEN], const uint8_t *in, size_t len)
{
    return sha3_oneshot(cairn_sha3_224_init, out, in, len);
}

/* see cairn/hash.h */
int cairn_sha3_256(uint8_t out[CAIRN_SHA3_256_DIGEST_LEN], const uint8_t *in, size_t len)
{
    return sha3_oneshot(cairn_sha3_256_init, out, in, len);
}

/* see cairn/hash.h */
int cairn_sha3_384(uint8_t out[CAIRN_SHA3_384_DIGEST_LEN], const uint8_t *in, size_t len)
{
    return sha3_oneshot(cairn_sha3_384_init, out, in, len);
}

/* see cairn/hash.h */
int cairn_sha3_512(uint8_t out[CAIRN_SHA3_512_DIGEST_LEN], const uint8_t *in, size_t len)
{
    return sha3_oneshot(cairn_sha3_512_init, out, in, len);
}

/* ---- SHAKE ---- */

/* see cairn/hash.h */
int cairn_shake128_init(cairn_shake_ctx *ctx) { return sha3_init_as(ctx, CAIRN_SHAKE128_BLOCK_LEN, 0, 0x1f); }

/* see cairn/hash.h */
int cairn_shake256_init(cairn_shake_ctx *ctx) { return sha3_init_as(ctx, CAIRN_SHAKE256_BLOCK_LEN, 0, 0x1f); }

/* see cairn/hash.h */
int cairn_shake128_init_ex(cairn_shake_ctx *ctx, const cairn_impl *impl)
{
    return sha3_init_ex_as(ctx, impl, CAIRN_SHAKE128_BLOCK_LEN, 0, 0x1f);
}

/* see cairn/hash.h */
int cairn_shake256_init_ex(cairn_shake_ctx *ctx, const cairn_impl *impl)
{
    return sha3_init_ex_as(ctx, impl, CAIRN_SHAKE256_BLOCK_LEN, 0, 0x1f);
}

/* see cairn/hash.h */
int cairn_shake_update(cairn_shake_ctx *ctx, const uint8_t *in, size_t len)
{
    return cairn_sha3_update(ctx, in, len); /* the same sponge absorption */
}

/* see cairn/hash.h */
int cairn_shake_squeeze(cairn_shake_ctx *ctx, uint8_t *out, size_t outlen)
{
    if (ctx == NULL || !CAIRN_BUF_OK(out, outlen))
        return CAIRN_ERR_BAD_ARG;
    /* pos == rate is legal while squeezing (the block is used up) */
    if (ctx->finished || ctx->impl == NULL || ctx->rate < 72 || ctx->rate > 168 || (ctx->rate & 7) != 0 ||
        ctx->pos > ctx->rate)
        return CAIRN_ERR_STATE;
    if (ctx->outlen != 0) /* a SHA-3 context: use cairn_sha3_final */
        return CAIRN_ERR_BAD_ARG;
    if (!ctx->squeezing)
        sha3_pad(ctx);
    sha3_squeeze(ctx, out, outlen);
    return CAIRN_OK;
}

static int shake_oneshot(int (*init)(cairn_shake_ctx *), uint8_t *out, size_t outlen, const uint8_t *in,
                         size_t len)
{
    cairn_shake_ctx ctx;
    int rc;

    if (!CAIRN_BUF_OK(out, outlen) || !CAIRN_BUF_OK(in, len))
        return CAIRN_ERR_BAD_ARG;
    rc = init(&ctx);
    if (rc == CAIRN_OK)
        rc = cairn_shake_update(&ctx, in, len);
    if (rc == CAIRN_OK)
        rc = cairn_shake_squeeze(&ctx, out, outlen);
    cairn_wipe(&ctx, sizeof(ctx));
    return rc;
}

/* see cairn/hash.h */
int cairn_shake128(uint8_t *out, size_t outlen, const uint8_t *in, size_t len)
{
    return shake_oneshot(cairn_shake128_init, out, outlen, in, len);
}

/* see cairn/hash.h */
int cairn_shake256(uint8_t *out, size_t outlen, const uint8_t *in, size_t len)
{
    return shake_oneshot(cairn_shake256_init, out, outlen, in, len);
}

/* ---- descriptors ---- */

CAIRN_HASH_D_INIT(sha3_224_init_d, cairn_sha3_ctx, cairn_sha3_224_init, cairn_sha3_224_init_ex)
CAIRN_HASH_D_INIT(sha3_256_init_d, cairn_sha3_ctx, cairn_sha3_256_init, cairn_sha3_256_init_ex)
CAIRN_HASH_D_INIT(sha3_384_init_d, cairn_sha3_ctx, cairn_sha3_384_init, cairn_sha3_384_init_ex)
CAIRN_HASH_D_INIT(sha3_512_init_d, cairn_sha3_ctx, cairn_sha3_512_init, cairn_sha3_512_init_ex)
CAIRN_HASH_D_INIT(shake128_init_d, cairn_shake_ctx, cairn_shake128_init, cairn_shake128_init_ex)
CAIRN_HASH_D_INIT(shake256_init_d, cairn_shake_ctx, cairn_shake256_init, cairn_shake256_init_ex)
CAIRN_HASH_D_UPDATE(sha3_update_d, cairn_sha3_ctx, cairn_sha3_update)

/* Each SHA-3 descriptor finalises only its own variant's contexts. */
static int sha3_224_final(cairn_sha3_ctx *ctx, uint8_t *out) { return sha3_final_as(ctx, out, 28); }
static int sha3_256_final(cairn_sha3_ctx *ctx, uint8_t *out) { return sha3_final_as(ctx, out, 32); }
static int sha3_384_final(cairn_sha3_ctx *ctx, uint8_t *out) { return sha3_final_as(ctx, out, 48); }
static int sha3_512_final(cairn_sha3_ctx *ctx, uint8_t *out) { return sha3_final_as(ctx, out, 64); }
CAIRN_HASH_D_FINAL(sha3_224_final_d, cairn_sha3_ctx, sha3_224_final, CAIRN_SHA3_224_DIGEST_LEN)
CAIRN_HASH_D_FINAL(sha3_256_final_d, cairn_sha3_ctx, sha3_256_final, CAIRN_SHA3_256_DIGEST_LEN)
CAIRN_HASH_D_FINAL(sha3_384_final_d, cairn_sha3_ctx, sha3_384_final, CAIRN_SHA3_384_DIGEST_LEN)
CAIRN_HASH_D_FINAL(sha3_512_final_d, cairn_sha3_ctx, sha3_512_final, CAIRN_SHA3_512_DIGEST_LEN)

/* the XOF's final: squeeze outlen bytes, then wipe like any final */
static int shake_final_d(void *vctx, uint8_t *out, size_t outlen)
{
    cairn_shake_ctx *ctx = (cairn_shake_ctx *)vctx;
    int rc = cairn_shake_squeeze(ctx, out, outlen);

    if (rc == CAIRN_OK)
        sha3_finish(ctx);
    return rc;
}

#define SHA3_DESCRIPTOR(var, str, dlen, blen, fl, initf, finalf)                                                    \
    const cairn_hash var = {str, dlen, blen, sizeof(cairn_sha3_ctx), fl, cairn_keccak_impls, NULL, initf,              \
                            sha3_update_d, finalf}

SHA3_DESCRIPTOR(cairn_hash_sha3_224, "SHA3-224", CAIRN_SHA3_224_DIGEST_LEN, CAIRN_SHA3_224_BLOCK_LEN, 0,
                sha3_224_init_d, sha3_224_final_d);
SHA3_DESCRIPTOR(cairn_hash_sha3_256, "SHA3-256", CAIRN_SHA3_256_DIGEST_LEN, CAIRN_SHA3_256_BLOCK_LEN, 0,
                sha3_256_init_d, sha3_256_final_d);
SHA3_DESCRIPTOR(cairn_hash_sha3_384, "SHA3-384", CAIRN_SHA3_384_DIGEST_LEN, CAIRN_SHA3_384_BLOCK_LEN, 0,
                sha3_384_init_d, sha3_384_final_d);
SHA3_DESCRIPTOR(cairn_hash_sha3_512, "SHA3-512", CAIRN_SHA3_512_DIGEST_LEN, CAIRN_SHA3_512_BLOCK_LEN, 0,
                sha3_512_init_d, sha3_512_final_d);
SHA3_DESCRIPTOR(cairn_hash_shake128, "SHAKE128", 32, CAIRN_SHAKE128_BLOCK_LEN, CAIRN_HASH_FLAG_XOF,
                shake128_init_d, shake_final_d);
SHA3_DESCRIPTOR(cairn_hash_shake256, "SHAKE256", 64, CAIRN_SHAKE256_BLOCK_LEN, CAIRN_HASH_FLAG_XOF,
                shake256_init_d, shake_final_d);

#else
typedef int cairn_sha3_disabled; /* ISO C forbids an empty translation unit */
#endif
