/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Ascon-AEAD128 (NIST SP 800-232, section 4), one-shot and streaming, on the
 * Ascon implementation object the hashes use (cairn_ascon_impls in
 * cairn/hash.h; the portable one is src/hash/ascon_p.c), chosen at start:
 * one call through it per update, not per block.
 *
 * What SP 800-232 changed from Ascon-128a v1.2, and this file follows:
 * bytes enter and leave the lanes little-endian (byte i of the rate is bits
 * 8i..8i+7 of S0, then S1); the IV is 0x00001000808c0001; the padding bit is
 * 0x01 just past the last byte; the domain-separation bit after the
 * associated data is the top bit of S4. Rate 16 bytes (S0, S1), p^8 on data,
 * p^12 at initialisation and finalisation; K is added into S3,S4 after
 * initialisation, into S2,S3 before finalisation, and the tag is S3,S4 ^ K.
 * A truncated tag (4..16 bytes) is a prefix of the full one.
 *
 * Partial blocks are XORed into the lanes byte by byte at the (public)
 * position ctx->bufn, so ctx->buf is not needed; the same byte operation
 * s ^= p serves both directions, since the rate after a message byte is the
 * ciphertext byte either way. Every full block is permuted at once: the
 * padding always leaves a partial (possibly empty) last block.
 * Lengths and positions are public; no branch or address depends on data.
 */
#include "cairn/aead.h"
#include "hash/ascon_p.h"
#include "core/internal.h"

#if CAIRN_ENABLE_ASCON

#define ASCON_AEAD128_IV UINT64_C(0x00001000808c0001)
#define ASCON_DSEP UINT64_C(0x8000000000000000)

/* ctx->phase: a zeroed or wiped context is refused */
#define PH_AD_NONE 0x41640001u /* started, no associated data yet */
#define PH_AD 0x41640002u      /* associated data absorbed partly */
#define PH_ENC 0x41640003u
#define PH_DEC 0x41640004u

typedef cairn_ascon_aead128_ctx actx;

#if CAIRN_SMALL
/* The small profile's: shared with the hash (hash/ascon_p.h) */
#define rate_byte cairn_ascon_small_byte
#define rate_xor cairn_ascon_small_xor
#else
CAIRN_INLINE uint8_t rate_byte(const uint64_t *s, size_t pos) { return (uint8_t)(s[pos >> 3] >> (8 * (pos & 7))); }

CAIRN_INLINE void rate_xor(uint64_t *s, size_t pos, uint8_t b) { s[pos >> 3] ^= (uint64_t)b << (8 * (pos & 7)); }
#endif

static void ascon_start(actx *ctx, const cairn_ascon_impl *impl, const uint8_t key[16], const uint8_t nonce[16])
{
    ctx->k[0] = cairn_load64_le(key);
    ctx->k[1] = cairn_load64_le(key + 8);
    ctx->s[0] = ASCON_AEAD128_IV;
    ctx->s[1] = ctx->k[0];
    ctx->s[2] = ctx->k[1];
    ctx->s[3] = cairn_load64_le(nonce);
    ctx->s[4] = cairn_load64_le(nonce + 8);
    ctx->impl = impl;
    CAIRN_ASCON_P(ctx->impl, ctx->s, 12);
    ctx->s[3] ^= ctx->k[0];
    ctx->s[4] ^= ctx->k[1];
    ctx->bufn = 0;
    ctx->phase = PH_AD_NONE;
}

#if CAIRN_SMALL
/* The small profile's associated data and message: a byte at a time, the
 * permutation whenever the rate fills. */
static void ascon_ad(actx *ctx, const uint8_t *in, size_t len)
{
    size_t pos = ctx->bufn;

    if (len == 0)
        return;
    ctx->phase = PH_AD;
    while (len-- > 0) {
        rate_xor(ctx->s, pos++, *in++);
        if (pos == 16) {
            CAIRN_ASCON_P(ctx->impl, ctx->s, 8);
            pos = 0;
        }
    }
    ctx->bufn = (uint32_t)pos;
}
#else
static void ascon_ad(actx *ctx, const uint8_t *in, size_t len)
{
    size_t pos = ctx->bufn;

    if (len == 0)
        return;
    ctx->phase = PH_AD;
    if (pos != 0) {
        while (len > 0 && pos < 16) {
            rate_xor(ctx->s, pos++, *in++);
            len--;
        }
        if (pos < 16) {
            ctx->bufn = (uint32_t)pos;
            return;
        }
        CAIRN_ASCON_P(ctx->impl, ctx->s, 8);
        pos = 0;
    }
    if (len >= 16) {
        ctx->impl->absorb16(ctx->s, in, len >> 4, 8);
        in += len & ~(size_t)15;
        len &= 15;
    }
    while (len > 0) {
        rate_xor(ctx->s, pos++, *in++);
        len--;
    }
    ctx->bufn = (uint32_t)pos;
}
#endif

/* End of the associated data: its padding block (if there was any) and the
 * domain separation; the message starts at rate position 0. */
static void ascon_ad_end(actx *ctx, uint32_t next_phase)
{
    if (ctx->phase == PH_AD) {
        rate_xor(ctx->s, ctx->bufn, 0x01);
        CAIRN_ASCON_P(ctx->impl, ctx->s, 8);
    }
    ctx->s[4] ^= ASCON_DSEP;
    ctx->bufn = 0;
    ctx->phase = next_phase;
}

/* The message: out = in ^ rate; the rate becomes the ciphertext. */
#if CAIRN_SMALL
static void ascon_crypt(actx *ctx, uint8_t *out, const uint8_t *in, size_t len, int dec)
{
    size_t pos = ctx->bufn;

    while (len-- > 0) {
        uint8_t x = *in++, y = (uint8_t)(x ^ rate_byte(ctx->s, pos));
        rate_xor(ctx->s, pos++, dec ? y : x);
        *out++ = y;
        if (pos == 16) {
            CAIRN_ASCON_P(ctx->impl, ctx->s, 8);
            pos = 0;
        }
    }
    ctx->bufn = (uint32_t)pos;
}
#else
static void ascon_crypt(actx *ctx, uint8_t *out, const uint8_t *in, size_t len, int dec)
{
    size_t pos = ctx->bufn;
    uint64_t *s = ctx->s;

    if (pos != 0) {
        while (len > 0 && pos < 16) {
            uint8_t x = *in++, y = (uint8_t)(x ^ rate_byte(s, pos));
            rate_xor(s, pos++, dec ? y : x);
            *out++ = y;
            len--;
        }
        if (pos < 16) {
            ctx->bufn = (uint32_t)pos;
            return;
        }
        CAIRN_ASCON_P(ctx->impl, s, 8);
        pos = 0;
    }
    if (len >= 16) {
        if (dec)
            ctx->impl->decrypt16(s, out, in, len >> 4, 8);
        else
            ctx->impl->encrypt16(s, out, in, len >> 4, 8);
        in += len & ~(size_t)15;
        out += len & ~(size_t)15;
        len &= 15;
    }
    while (len > 0) {
        uint8_t x = *in++, y = (uint8_t)(x ^ rate_byte(s, pos));
        rate_xor(s, pos++, dec ? y : x);
        *out++ = y;
        len--;
    }
    ctx->bufn = (uint32_t)pos;
}
#endif

/* Padding of the last message block, finalisation, the full 16-byte tag. */
static void ascon_tag(actx *ctx, uint8_t t[16])
{
    rate_xor(ctx->s, ctx->bufn, 0x01);
    ctx->s[2] ^= ctx->k[0];
    ctx->s[3] ^= ctx->k[1];
    CAIRN_ASCON_P(ctx->impl, ctx->s, 12);
#if CAIRN_SMALL
    {
        size_t i;
        ctx->s[3] ^= ctx->k[0];
        ctx->s[4] ^= ctx->k[1];
        for (i = 0; i < 16; i++)
            t[i] = rate_byte(ctx->s + 3, i);
    }
#else
    cairn_store64_le(t, ctx->s[3] ^ ctx->k[0]);
    cairn_store64_le(t + 8, ctx->s[4] ^ ctx->k[1]);
#endif
}

/* CAIRN_OK or CAIRN_ERR_AUTH from a 0/1 verdict, without a branch. */

static int taglen_ok(size_t taglen) { return taglen >= 4 && taglen <= CAIRN_ASCON_AEAD128_TAG_LEN; }

/* ---------------------------------------------------------------- one-shot */

static int oneshot_args(const uint8_t *out, const uint8_t *tag, size_t taglen, const uint8_t *key,
                        const uint8_t *nonce, const uint8_t *aad, size_t aadlen, const uint8_t *in, size_t len)
{
    if (tag == NULL || key == NULL || nonce == NULL || !CAIRN_BUF_OK(aad, aadlen) || !CAIRN_BUF_OK(in, len) ||
        !CAIRN_BUF_OK(out, len))
        return CAIRN_ERR_BAD_ARG;
    if (!taglen_ok(taglen))
        return CAIRN_ERR_BAD_LENGTH;
    return CAIRN_OK;
}

#if CAIRN_SMALL
/* The small profile's one-shot: one body for both directions (tag_out is
 * written when encrypting, tag_in checked when decrypting; the output
 * masking is a no-op on encryption, whose verdict is always 1). */
static int oneshot(const cairn_ascon_impl *impl, const uint8_t *key, uint8_t *out, uint8_t *tag_out,
                   const uint8_t *tag_in, size_t taglen, const uint8_t *nonce, const uint8_t *aad, size_t aadlen,
                   const uint8_t *in, size_t len, int dec)
{
    actx ctx;
    uint8_t t[16], m;
    uint32_t ok = 1;
    size_t i;
    int rc = oneshot_args(out, tag_in, taglen, key, nonce, aad, aadlen, in, len);

    if (rc != CAIRN_OK)
        return rc;
    ascon_start(&ctx, impl, key, nonce);
    ascon_ad(&ctx, aad, aadlen);
    ascon_ad_end(&ctx, dec ? PH_DEC : PH_ENC);
    ascon_crypt(&ctx, out, in, len, dec);
    ascon_tag(&ctx, t);
    if (dec)
        ok = cairn_ct_memeq(t, tag_in, taglen);
    else
        memcpy(tag_out, t, taglen);
    cairn_wipe(&ctx, sizeof ctx);
    cairn_wipe(t, sizeof t);
    m = (uint8_t)cairn_ct_mask32(ok);
    for (i = 0; i < len; i++)
        out[i] &= m;
    return cairn_ct_auth_status(ok);
}

static int seal(const cairn_ascon_impl *impl, const uint8_t key[CAIRN_ASCON_AEAD128_KEY_LEN], uint8_t *out,
                uint8_t *tag, size_t taglen, const uint8_t nonce[CAIRN_ASCON_AEAD128_NONCE_LEN], const uint8_t *aad,
                size_t aadlen, const uint8_t *in, size_t len)
{
    return oneshot(impl, key, out, tag, tag, taglen, nonce, aad, aadlen, in, len, 0);
}

static int open_(const cairn_ascon_impl *impl, const uint8_t key[CAIRN_ASCON_AEAD128_KEY_LEN], uint8_t *out,
                 const uint8_t *tag, size_t taglen, const uint8_t nonce[CAIRN_ASCON_AEAD128_NONCE_LEN],
                 const uint8_t *aad, size_t aadlen, const uint8_t *in, size_t len)
{
    return oneshot(impl, key, out, NULL, tag, taglen, nonce, aad, aadlen, in, len, 1);
}
#else
static int seal(const cairn_ascon_impl *impl, const uint8_t key[CAIRN_ASCON_AEAD128_KEY_LEN], uint8_t *out,
                uint8_t *tag, size_t taglen, const uint8_t nonce[CAIRN_ASCON_AEAD128_NONCE_LEN], const uint8_t *aad,
                size_t aadlen, const uint8_t *in, size_t len)
{
    actx ctx;
    uint8_t t[16];
    int rc = oneshot_args(out, tag, taglen, key, nonce, aad, aadlen, in, len);

    if (rc != CAIRN_OK)
        return rc;
    ascon_start(&ctx, impl, key, nonce);
    ascon_ad(&ctx, aad, aadlen);
    ascon_ad_end(&ctx, PH_ENC);
    ascon_crypt(&ctx, out, in, len, 0);
    ascon_tag(&ctx, t);
    memcpy(tag, t, taglen);
    cairn_wipe(&ctx, sizeof ctx);
    cairn_wipe(t, sizeof t);
    return CAIRN_OK;
}

static int open_(const cairn_ascon_impl *impl, const uint8_t key[CAIRN_ASCON_AEAD128_KEY_LEN], uint8_t *out,
                 const uint8_t *tag, size_t taglen, const uint8_t nonce[CAIRN_ASCON_AEAD128_NONCE_LEN],
                 const uint8_t *aad, size_t aadlen, const uint8_t *in, size_t len)
{
    actx ctx;
    uint8_t t[16];
    uint32_t ok, m;
    size_t i;
    int rc = oneshot_args(out, tag, taglen, key, nonce, aad, aadlen, in, len);

    if (rc != CAIRN_OK)
        return rc;
    ascon_start(&ctx, impl, key, nonce);
    ascon_ad(&ctx, aad, aadlen);
    ascon_ad_end(&ctx, PH_DEC);
    ascon_crypt(&ctx, out, in, len, 1);
    ascon_tag(&ctx, t);
    ok = cairn_ct_memeq(t, tag, taglen);
    cairn_wipe(&ctx, sizeof ctx);
    cairn_wipe(t, sizeof t);
    /* no branch on the verdict: the output is masked (32 bytes a step in
     * assembly where the core and the alignment allow) and the status built
     * from it */
    m = cairn_ct_mask32(ok);
    i = 0;
#if CAIRN_ASCON_ARM_ASM
    if (((uintptr_t)out & 3u) == 0 && len >= 32) {
        i = len & ~(size_t)31;
        cairn_ascon_mask_armv7m(out, i, m);
    }
#endif
    for (; i < len; i++)
        out[i] &= (uint8_t)m;
    return cairn_ct_auth_status(ok);
}
#endif

/* see cairn/aead.h */
int cairn_ascon_aead128_encrypt(const uint8_t key[CAIRN_ASCON_AEAD128_KEY_LEN], uint8_t *out, uint8_t *tag,
                                size_t taglen, const uint8_t nonce[CAIRN_ASCON_AEAD128_NONCE_LEN], const uint8_t *aad,
                                size_t aadlen, const uint8_t *in, size_t len)
{
    return seal(cairn_ascon_best(), key, out, tag, taglen, nonce, aad, aadlen, in, len);
}

/* see cairn/aead.h */
int cairn_ascon_aead128_decrypt(const uint8_t key[CAIRN_ASCON_AEAD128_KEY_LEN], uint8_t *out, const uint8_t *tag,
                                size_t taglen, const uint8_t nonce[CAIRN_ASCON_AEAD128_NONCE_LEN], const uint8_t *aad,
                                size_t aadlen, const uint8_t *in, size_t len)
{
    return open_(cairn_ascon_best(), key, out, tag, taglen, nonce, aad, aadlen, in, len);
}

/* --------------------------------------------------------------- streaming */

/* Any failure on a context leaves it wiped: only start is accepted then. */
static int fail(actx *ctx, int rc)
{
    cairn_wipe(ctx, sizeof *ctx);
    return rc;
}

static int in_ad(const actx *ctx) { return ctx->phase == PH_AD_NONE || ctx->phase == PH_AD; }

/* see cairn/aead.h */
void cairn_ascon_aead128_wipe(cairn_ascon_aead128_ctx *ctx)
{
    if (ctx != NULL)
        cairn_wipe(ctx, sizeof *ctx);
}

/* Both starts: impl_rc is the object check's verdict (CAIRN_OK for the
 * default object), reported after the argument checks. */
static int start_as(actx *ctx, const cairn_ascon_impl *impl, int impl_rc, const uint8_t *key, const uint8_t *nonce)
{
    if (ctx == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (key == NULL || nonce == NULL)
        return fail(ctx, CAIRN_ERR_BAD_ARG);
    if (impl_rc != CAIRN_OK)
        return fail(ctx, impl_rc);
    memset(ctx->buf, 0, sizeof ctx->buf);
    ascon_start(ctx, impl, key, nonce);
    return CAIRN_OK;
}

/* see cairn/aead.h */
int cairn_ascon_aead128_start_ex(cairn_ascon_aead128_ctx *ctx, const cairn_impl *impl,
                                 const uint8_t key[CAIRN_ASCON_AEAD128_KEY_LEN],
                                 const uint8_t nonce[CAIRN_ASCON_AEAD128_NONCE_LEN])
{
    return start_as(ctx, (const cairn_ascon_impl *)impl, cairn_impl_accept(impl, CAIRN_PRIM_ASCON), key, nonce);
}

/* see cairn/aead.h */
int cairn_ascon_aead128_start(cairn_ascon_aead128_ctx *ctx, const uint8_t key[CAIRN_ASCON_AEAD128_KEY_LEN],
                              const uint8_t nonce[CAIRN_ASCON_AEAD128_NONCE_LEN])
{
    return start_as(ctx, cairn_ascon_best(), CAIRN_OK, key, nonce);
}

/* see cairn/aead.h */
int cairn_ascon_aead128_aad(cairn_ascon_aead128_ctx *ctx, const uint8_t *aad, size_t len)
{
    if (ctx == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (!in_ad(ctx) || ctx->bufn >= 16)
        return fail(ctx, CAIRN_ERR_STATE);
    if (!CAIRN_BUF_OK(aad, len))
        return fail(ctx, CAIRN_ERR_BAD_ARG);
    ascon_ad(ctx, aad, len);
    return CAIRN_OK;
}

static int update(actx *ctx, uint8_t *out, const uint8_t *in, size_t len, uint32_t ph)
{
    if (ctx == NULL)
        return CAIRN_ERR_BAD_ARG;
    if ((!in_ad(ctx) && ctx->phase != ph) || ctx->bufn >= 16)
        return fail(ctx, CAIRN_ERR_STATE);
    if (!CAIRN_BUF_OK(in, len) || !CAIRN_BUF_OK(out, len))
        return fail(ctx, CAIRN_ERR_BAD_ARG);
    if (in_ad(ctx))
        ascon_ad_end(ctx, ph);
    ascon_crypt(ctx, out, in, len, ph == PH_DEC);
    return CAIRN_OK;
}

/* see cairn/aead.h */
int cairn_ascon_aead128_encrypt_update(cairn_ascon_aead128_ctx *ctx, uint8_t *out, const uint8_t *in, size_t len)
{
    return update(ctx, out, in, len, PH_ENC);
}

/* see cairn/aead.h */
int cairn_ascon_aead128_decrypt_update(cairn_ascon_aead128_ctx *ctx, uint8_t *out, const uint8_t *in, size_t len)
{
    return update(ctx, out, in, len, PH_DEC);
}

/* Checks and the full tag into t; the context is wiped either way. */
static int final_tag(actx *ctx, const uint8_t *tag, size_t taglen, uint32_t ph, uint8_t t[16])
{
    if (ctx == NULL)
        return CAIRN_ERR_BAD_ARG;
    if ((!in_ad(ctx) && ctx->phase != ph) || ctx->bufn >= 16)
        return fail(ctx, CAIRN_ERR_STATE);
    if (tag == NULL)
        return fail(ctx, CAIRN_ERR_BAD_ARG);
    if (!taglen_ok(taglen))
        return fail(ctx, CAIRN_ERR_BAD_LENGTH);
    if (in_ad(ctx))
        ascon_ad_end(ctx, ph);
    ascon_tag(ctx, t);
    cairn_wipe(ctx, sizeof *ctx);
    return CAIRN_OK;
}

/* see cairn/aead.h */
int cairn_ascon_aead128_encrypt_final(cairn_ascon_aead128_ctx *ctx, uint8_t *tag, size_t taglen)
{
    uint8_t t[16];
    int rc = final_tag(ctx, tag, taglen, PH_ENC, t);

    if (rc == CAIRN_OK)
        memcpy(tag, t, taglen);
    cairn_wipe(t, sizeof t);
    return rc;
}

/* see cairn/aead.h */
int cairn_ascon_aead128_decrypt_final(cairn_ascon_aead128_ctx *ctx, const uint8_t *tag, size_t taglen)
{
    uint8_t t[16];
    int rc = final_tag(ctx, tag, taglen, PH_DEC, t);

    if (rc == CAIRN_OK)
        rc = cairn_ct_auth_status(cairn_ct_memeq(t, tag, taglen));
    cairn_wipe(t, sizeof t);
    return rc;
}

/* -------------------------------------------------------------- descriptor */

/* The keyed state: the key bytes, the permutation object and a marker (a
 * zeroed state is refused). */
typedef struct {
    uint8_t key[CAIRN_ASCON_AEAD128_KEY_LEN];
    const cairn_ascon_impl *impl;
    uint32_t ready;
} ascon_state;

#define ASCON_READY 0x4153434fu

static int ascon_init(void *state, const cairn_impl *const impl[2], const uint8_t *key, size_t keylen)
{
    ascon_state *st = (ascon_state *)state;

    if (st == NULL || key == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (keylen != CAIRN_ASCON_AEAD128_KEY_LEN)
        return CAIRN_ERR_BAD_LENGTH;
    st->impl = impl[0] != NULL ? (const cairn_ascon_impl *)impl[0] : cairn_ascon_best();
    memcpy(st->key, key, sizeof st->key);
    st->ready = ASCON_READY;
    return CAIRN_OK;
}

static int ascon_state_ok(const ascon_state *st, const uint8_t *nonce, size_t noncelen)
{
    if (st == NULL || nonce == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (st->ready != ASCON_READY)
        return CAIRN_ERR_STATE;
    if (noncelen != CAIRN_ASCON_AEAD128_NONCE_LEN)
        return CAIRN_ERR_BAD_LENGTH;
    return CAIRN_OK;
}

static int ascon_enc_state(const void *state, uint8_t *out, uint8_t *tag, size_t taglen, const uint8_t *nonce,
                           size_t noncelen, const uint8_t *aad, size_t aadlen, const uint8_t *in, size_t len)
{
    const ascon_state *st = (const ascon_state *)state;
    int rc = ascon_state_ok(st, nonce, noncelen);
    if (rc != CAIRN_OK)
        return rc;
    return seal(st->impl, st->key, out, tag, taglen, nonce, aad, aadlen, in, len);
}

static int ascon_dec_state(const void *state, uint8_t *out, const uint8_t *tag, size_t taglen, const uint8_t *nonce,
                           size_t noncelen, const uint8_t *aad, size_t aadlen, const uint8_t *in, size_t len)
{
    const ascon_state *st = (const ascon_state *)state;
    int rc = ascon_state_ok(st, nonce, noncelen);
    if (rc != CAIRN_OK)
        return rc;
    return open_(st->impl, st->key, out, tag, taglen, nonce, aad, aadlen, in, len);
}

const cairn_aead cairn_aead_ascon_aead128 = {
    "Ascon-AEAD128",
    CAIRN_ASCON_AEAD128_KEY_LEN,
    CAIRN_ASCON_AEAD128_NONCE_LEN,
    CAIRN_ASCON_AEAD128_NONCE_LEN,
    CAIRN_ASCON_AEAD128_NONCE_LEN,
    CAIRN_ASCON_AEAD128_TAG_LEN,
    4,
    0,
    sizeof(ascon_state),
    {cairn_ascon_impls, NULL},
    ascon_init,
    ascon_enc_state,
    ascon_dec_state,
};

#else
typedef int cairn_ascon_aead_disabled; /* ISO C forbids an empty translation unit */
#endif
