/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Ascon-Hash256 and Ascon-XOF128 (NIST SP 800-232, sections 5.1 and 5.2).
 *
 * SP 800-232 differs from Ascon v1.2: bytes enter and leave the lanes
 * little-endian, the IVs are new (0x0000080100cc0002 for Ascon-Hash256,
 * 0x0000080000cc0003 for Ascon-XOF128) and the padding bit is 0x01 just past
 * the last message byte. Rate 64 bits (S0), p^12 everywhere.
 *
 * The initial states below are p^12(IV || 0^256), precomputed so a hash of a
 * short message costs one permutation less; the KATs pin them down. Partial
 * blocks are XORed into S0 byte by byte (ctx->buf is not needed); full
 * blocks go from the caller's buffer through the object's absorb8, one call
 * per update.
 */
#include "cairn/hash.h"
#include "core/internal.h"
#include "hash/ascon_p.h"
#include "hash/hash_internal.h"

#if CAIRN_ENABLE_ASCON

static const uint64_t hash256_init_state[5] = {
    UINT64_C(0x9b1e5494e934d681), UINT64_C(0x4bc3a01e333751d2), UINT64_C(0xae65396c6b34b81a),
    UINT64_C(0x3c7fd4a4d56a4db3), UINT64_C(0x1a5c464906c5976d),
};

static const uint64_t xof128_init_state[5] = {
    UINT64_C(0xda82ce768d9447eb), UINT64_C(0xcc7ce6c75f1ef969), UINT64_C(0xe7508fd780085631),
    UINT64_C(0x0ee0ea53416b58cc), UINT64_C(0xe0547524db6f0bde),
};

/* Every init: the precomputed state after the IV permutation, and the variant. */
static void ascon_setup(cairn_ascon_hash_ctx *ctx, const cairn_ascon_impl *impl, const uint64_t init_state[5],
                        uint8_t xof)
{
    memset(ctx, 0, sizeof(*ctx));
    memcpy(ctx->s, init_state, sizeof(ctx->s));
    ctx->xof = xof;
    ctx->active = 1;
    ctx->impl = impl;
}

static int ascon_init_as(cairn_ascon_hash_ctx *ctx, const uint64_t init_state[5], uint8_t xof)
{
    if (ctx == NULL)
        return CAIRN_ERR_BAD_ARG;
    ascon_setup(ctx, cairn_ascon_best(), init_state, xof);
    return CAIRN_OK;
}

static int ascon_init_ex_as(cairn_ascon_hash_ctx *ctx, const cairn_impl *impl, const uint64_t init_state[5],
                            uint8_t xof)
{
    int rc = cairn_hash_accept(ctx, sizeof *ctx, impl, CAIRN_PRIM_ASCON);
    if (rc == CAIRN_OK)
        ascon_setup(ctx, (const cairn_ascon_impl *)impl, init_state, xof);
    return rc;
}

/* CAIRN_OK if ctx may absorb/squeeze as the variant `xof`. */
static int ascon_check(const cairn_ascon_hash_ctx *ctx, uint8_t xof)
{
    if (ctx->active != 1 || ctx->finished || ctx->pos > 8 || (!CAIRN_SMALL && ctx->impl == NULL))
        return CAIRN_ERR_STATE; /* (the small profile's NULL object: its own permutation) */
    if (ctx->xof != xof)
        return CAIRN_ERR_BAD_ARG; /* a context set up for the other function */
    return CAIRN_OK;
}

#if CAIRN_SMALL
#define ascon_xor_byte(lane, pos, b) cairn_ascon_small_xor((lane), (pos), (b))
#else
CAIRN_INLINE void ascon_xor_byte(uint64_t *lane, uint32_t pos, uint8_t b)
{
    *lane ^= (uint64_t)b << (8 * pos);
}
#endif

#if CAIRN_SMALL
/* The small profile's absorbing and squeezing: a byte at a time, the
 * permutation whenever the rate fills (absorbing) or runs out (squeezing). */
static void ascon_absorb(cairn_ascon_hash_ctx *ctx, const uint8_t *in, size_t len)
{
    uint32_t pos = ctx->pos;

    while (len-- > 0) {
        ascon_xor_byte(&ctx->s[0], pos++, *in++);
        if (pos == 8) {
            CAIRN_ASCON_P(ctx->impl, ctx->s, 12); /* a full block is never the last one */
            pos = 0;
        }
    }
    ctx->pos = pos;
}
#else
static void ascon_absorb(cairn_ascon_hash_ctx *ctx, const uint8_t *in, size_t len)
{
    uint32_t pos = ctx->pos;

    if (pos != 0) {
        while (len > 0 && pos < 8) {
            ascon_xor_byte(&ctx->s[0], pos++, *in++);
            len--;
        }
        if (pos < 8) {
            ctx->pos = pos;
            return;
        }
        /* a full block is never the last one: padding always adds a block */
        CAIRN_ASCON_P(ctx->impl, ctx->s, 12);
        pos = 0;
    }
    if (len >= 8) {
        ctx->impl->absorb8(ctx->s, in, len / 8, 12);
        in += len & ~(size_t)7;
        len &= 7;
    }
    while (len > 0) {
        ascon_xor_byte(&ctx->s[0], pos++, *in++);
        len--;
    }
    ctx->pos = pos;
}
#endif

static void ascon_pad(cairn_ascon_hash_ctx *ctx)
{
    ascon_xor_byte(&ctx->s[0], ctx->pos, 0x01);
    CAIRN_ASCON_P(ctx->impl, ctx->s, 12);
    ctx->pos = 0; /* from here on: bytes of S0 already output */
    ctx->squeezing = 1;
}

static void ascon_squeeze(cairn_ascon_hash_ctx *ctx, uint8_t *out, size_t outlen)
{
    uint32_t pos = ctx->pos;

#if CAIRN_SMALL
    while (outlen-- > 0) {
        if (pos == 8) {
            CAIRN_ASCON_P(ctx->impl, ctx->s, 12);
            pos = 0;
        }
        *out++ = cairn_ascon_small_byte(ctx->s, pos++);
    }
#else
    while (outlen > 0) {
        if (pos == 8) {
            CAIRN_ASCON_P(ctx->impl, ctx->s, 12);
            pos = 0;
        }
        if (pos == 0 && outlen >= 8) {
            cairn_store64_le(out, ctx->s[0]);
            out += 8;
            outlen -= 8;
            pos = 8;
        } else {
            *out++ = (uint8_t)(ctx->s[0] >> (8 * pos));
            outlen--;
            pos++;
        }
    }
#endif
    ctx->pos = pos;
}

/* final wipes the context but must keep refusing further use */
static void ascon_finish(cairn_ascon_hash_ctx *ctx)
{
    cairn_wipe(ctx, sizeof(*ctx));
    ctx->finished = 1;
}

static int ascon_update_as(cairn_ascon_hash_ctx *ctx, uint8_t xof, const uint8_t *in, size_t len)
{
    int rc;

    if (ctx == NULL || !CAIRN_BUF_OK(in, len))
        return CAIRN_ERR_BAD_ARG;
    rc = ascon_check(ctx, xof);
    if (rc != CAIRN_OK)
        return rc;
    if (ctx->squeezing)
        return CAIRN_ERR_STATE;
    if (len > 0)
        ascon_absorb(ctx, in, len);
    return CAIRN_OK;
}

/* ---- Ascon-Hash256 ---- */

/* see cairn/hash.h */
int cairn_ascon_hash256_init(cairn_ascon_hash_ctx *ctx) { return ascon_init_as(ctx, hash256_init_state, 0); }

/* see cairn/hash.h */
int cairn_ascon_hash256_init_ex(cairn_ascon_hash_ctx *ctx, const cairn_impl *impl)
{
    return ascon_init_ex_as(ctx, impl, hash256_init_state, 0);
}

/* see cairn/hash.h */
int cairn_ascon_hash256_update(cairn_ascon_hash_ctx *ctx, const uint8_t *in, size_t len)
{
    return ascon_update_as(ctx, 0, in, len);
}

/* see cairn/hash.h */
int cairn_ascon_hash256_final(cairn_ascon_hash_ctx *ctx, uint8_t out[CAIRN_ASCON_HASH256_DIGEST_LEN])
{
    int rc;

    if (ctx == NULL || out == NULL)
        return CAIRN_ERR_BAD_ARG;
    rc = ascon_check(ctx, 0);
    if (rc != CAIRN_OK)
        return rc;
    if (ctx->squeezing)
        return CAIRN_ERR_STATE;
    ascon_pad(ctx);
    ascon_squeeze(ctx, out, CAIRN_ASCON_HASH256_DIGEST_LEN);
    ascon_finish(ctx);
    return CAIRN_OK;
}

/* see cairn/hash.h */
int cairn_ascon_hash256(uint8_t out[CAIRN_ASCON_HASH256_DIGEST_LEN], const uint8_t *in, size_t len)
{
    cairn_ascon_hash_ctx ctx;
    int rc;

    if (out == NULL || !CAIRN_BUF_OK(in, len))
        return CAIRN_ERR_BAD_ARG;
    ascon_setup(&ctx, cairn_ascon_best(), hash256_init_state, 0);
    rc = cairn_ascon_hash256_update(&ctx, in, len);
    if (rc == CAIRN_OK)
        rc = cairn_ascon_hash256_final(&ctx, out);
    cairn_wipe(&ctx, sizeof(ctx));
    return rc;
}

/* ---- Ascon-XOF128 ---- */

/* see cairn/hash.h */
int cairn_ascon_xof128_init(cairn_ascon_hash_ctx *ctx) { return ascon_init_as(ctx, xof128_init_state, 1); }

/* see cairn/hash.h */
int cairn_ascon_xof128_init_ex(cairn_ascon_hash_ctx *ctx, const cairn_impl *impl)
{
    return ascon_init_ex_as(ctx, impl, xof128_init_state, 1);
}

/* see cairn/hash.h */
int cairn_ascon_xof128_update(cairn_ascon_hash_ctx *ctx, const uint8_t *in, size_t len)
{
    return ascon_update_as(ctx, 1, in, len);
}

/* see cairn/hash.h */
int cairn_ascon_xof128_squeeze(cairn_ascon_hash_ctx *ctx, uint8_t *out, size_t outlen)
{
    int rc;

    if (ctx == NULL || !CAIRN_BUF_OK(out, outlen))
        return CAIRN_ERR_BAD_ARG;
    rc = ascon_check(ctx, 1);
    if (rc != CAIRN_OK)
        return rc;
    if (!ctx->squeezing)
        ascon_pad(ctx);
    ascon_squeeze(ctx, out, outlen);
    return CAIRN_OK;
}

/* see cairn/hash.h */
int cairn_ascon_xof128(uint8_t *out, size_t outlen, const uint8_t *in, size_t len)
{
    cairn_ascon_hash_ctx ctx;
    int rc;

    if (!CAIRN_BUF_OK(out, outlen) || !CAIRN_BUF_OK(in, len))
        return CAIRN_ERR_BAD_ARG;
    ascon_setup(&ctx, cairn_ascon_best(), xof128_init_state, 1);
    rc = cairn_ascon_xof128_update(&ctx, in, len);
    if (rc == CAIRN_OK)
        rc = cairn_ascon_xof128_squeeze(&ctx, out, outlen);
    cairn_wipe(&ctx, sizeof(ctx));
    return rc;
}

/* see cairn/hash.h */
void cairn_ascon_hash_wipe(cairn_ascon_hash_ctx *ctx) { cairn_wipe(ctx, ctx == NULL ? 0 : sizeof *ctx); }

/* ---- descriptors ---- */

CAIRN_HASH_D_INIT(hash256_init_d, cairn_ascon_hash_ctx, cairn_ascon_hash256_init, cairn_ascon_hash256_init_ex)
CAIRN_HASH_D_INIT(xof128_init_d, cairn_ascon_hash_ctx, cairn_ascon_xof128_init, cairn_ascon_xof128_init_ex)
CAIRN_HASH_D_UPDATE(hash256_update_d, cairn_ascon_hash_ctx, cairn_ascon_hash256_update)
CAIRN_HASH_D_UPDATE(xof128_update_d, cairn_ascon_hash_ctx, cairn_ascon_xof128_update)
CAIRN_HASH_D_FINAL(hash256_final_d, cairn_ascon_hash_ctx, cairn_ascon_hash256_final, CAIRN_ASCON_HASH256_DIGEST_LEN)

/* the XOF's final: squeeze outlen bytes, then wipe like any final */
static int xof128_final_d(void *vctx, uint8_t *out, size_t outlen)
{
    cairn_ascon_hash_ctx *ctx = (cairn_ascon_hash_ctx *)vctx;
    int rc = cairn_ascon_xof128_squeeze(ctx, out, outlen);

    if (rc == CAIRN_OK)
        ascon_finish(ctx);
    return rc;
}

const cairn_hash cairn_hash_ascon_hash256 = {
    "Ascon-Hash256", CAIRN_ASCON_HASH256_DIGEST_LEN, CAIRN_ASCON_BLOCK_LEN, sizeof(cairn_ascon_hash_ctx), 0,
    cairn_ascon_impls, NULL, hash256_init_d, hash256_update_d, hash256_final_d,
};

const cairn_hash cairn_hash_ascon_xof128 = {
    "Ascon-XOF128", 32, CAIRN_ASCON_BLOCK_LEN, sizeof(cairn_ascon_hash_ctx), CAIRN_HASH_FLAG_XOF,
    cairn_ascon_impls, NULL, xof128_init_d, xof128_update_d, xof128_final_d,
};

#else
typedef int cairn_ascon_hash_disabled; /* ISO C forbids an empty translation unit */
#endif
