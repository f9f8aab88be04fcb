/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * GCM (NIST SP 800-38D) over any keyed 16-byte block cipher and any GHASH
 * implementation, one-shot and streaming, and the AES-GCM / SM4-GCM
 * descriptors.
 *
 * The counter runs through the block implementation's CTR32 fast path (the
 * bitsliced AES and SM4 code encrypt several counters per call), and GHASH
 * follows chunk by chunk so the data is still in L1. When the block
 * object carries a fused kernel (cairn_gcm_fused: the AES-NI and VAES ones
 * keep eight or more counters in flight between the GHASH multiplies) that
 * reads the GHASH object's key layout, whole blocks go through it instead.
 *
 * One-shot decryption hashes and decrypts in the same pass, then masks the
 * whole output with the tag verdict (no branch on it), so no plaintext is
 * released unless the tag verifies. Counters go through inc32 without a
 * carry loop: with an IV other than 96 bits J0 = GHASH_H(IV) is secret.
 *
 * Streaming state: y (the GHASH accumulator) takes the bytes of a partial
 * AAD or ciphertext block XORed in directly; when the block completes, y is
 * multiplied by H (a GHASH update over a zero block). buf holds the key
 * stream of the current partial block.
 */
#include "cairn/aead.h"
#include "mac/ghash_internal.h"
#include "mode/mode_internal.h"

#if CAIRN_ENABLE_GCM

#define GCM_KEY_READY 0x47434d4bu /* "GCMK" */
#define PH_AAD 0x47410001u
#define PH_ENC 0x47410002u
#define PH_DEC 0x47410003u

#define GCM_MAX_LEN ((((uint64_t)1) << 36) - 32) /* 2^39 - 256 bits */
#define GCM_MAX_AAD ((((uint64_t)1) << 61) - 1)  /* 2^64 - 1 bits, in bytes */
#define GCM_MAX_IV ((((uint64_t)1) << 61) - 1)

/* Blocks per CTR-then-GHASH chunk in the generic path (4 KiB: stays in L1). */
#define CHUNK 256

/* The key state must fit the generic AEAD context. */
typedef char gcm_key_fits_aead_state[(sizeof(cairn_gcm_key) <= CAIRN_AEAD_STATE_WORDS * sizeof(uint64_t)) ? 1 : -1];

static const uint8_t zero_block[16] = {0};

/* inc32 (SP 800-38D 6.2) by n, without a data-dependent carry loop: with an
 * IV other than 96 bits the counter is GHASH_H(IV), a secret-derived value. */
static void inc32(uint8_t ctr[16], uint32_t n) { cairn_store32_be(ctr + 12, cairn_load32_be(ctr + 12) + n); }

/* CAIRN_OK or CAIRN_ERR_AUTH from a 0/1 verdict, without a branch on it. */

/* v > max, as a function so that 32-bit builds (where a size_t can never
 * exceed these limits) compile without "comparison always false" warnings. */
static int exceeds(uint64_t v, uint64_t max) { return v > max; }

static int tag_len_ok(size_t taglen) { return taglen == 4 || taglen == 8 || (taglen >= 12 && taglen <= 16); }

static int key_ok(const cairn_gcm_key *key)
{
    return key->ready == GCM_KEY_READY && key->ghash != NULL && cairn_mode_ctx_ok(&key->cipher) == CAIRN_OK &&
           key->cipher.impl->block_len == 16;
}

/* out = in XOR E(ctr), E(ctr + 1), ... over nblocks, ctr advanced (inc32). */
static void ctr32_blocks(const cairn_gcm_key *key, uint8_t ctr[16], uint8_t *out, const uint8_t *in, size_t nblocks)
{
    const cairn_block_impl *im = key->cipher.impl;
    uint8_t ks[CAIRN_MODE_BATCH * 16];

    if (im->ctr32 != NULL) {
        im->ctr32(key->cipher.ks, ctr, out, in, nblocks);
        return;
    }
    while (nblocks > 0) {
        size_t k = nblocks < CAIRN_MODE_BATCH ? nblocks : CAIRN_MODE_BATCH, i;
        for (i = 0; i < k; i++) {
            memcpy(ks + 16 * i, ctr, 16);
            inc32(ctr, 1);
        }
        im->encrypt(key->cipher.ks, ks, ks, k);
        cairn_mode_xor(out, in, ks, 16 * k);
        out += 16 * k;
        in += 16 * k;
        nblocks -= k;
    }
    cairn_wipe(ks, sizeof ks);
}

/* GHASH over data zero-padded to whole blocks. */
static void ghash_padded(const cairn_gcm_key *key, uint8_t y[16], const uint8_t *p, size_t len)
{
    size_t n = len >> 4, r = len & 15;
    if (n > 0)
        key->ghash->update(key->hk, y, p, n);
    if (r > 0) {
        uint8_t t[16] = {0};
        memcpy(t, p + 16 * n, r);
        key->ghash->update(key->hk, y, t, 1);
        cairn_wipe(t, sizeof t);
    }
}

/* J0 (SP 800-38D 7.1 step 2). */
static void make_j0(const cairn_gcm_key *key, uint8_t j0[16], const uint8_t *iv, size_t ivlen)
{
    if (ivlen == 12) {
        memcpy(j0, iv, 12);
        j0[12] = j0[13] = j0[14] = 0;
        j0[15] = 1;
    } else {
        uint8_t lb[16] = {0};
        memset(j0, 0, 16);
        ghash_padded(key, j0, iv, ivlen);
        cairn_store64_be(lb + 8, (uint64_t)ivlen << 3);
        key->ghash->update(key->hk, j0, lb, 1);
    }
}

/* ------------------------------------------------------------------ keys */

/* see cairn/aead.h */
int cairn_gcm_init_ex(cairn_gcm_key *key, const cairn_block_cipher *cipher, const cairn_impl *block_impl,
                      const cairn_impl *ghash_impl, const uint8_t *k, size_t klen)
{
    const cairn_block_impl *b;
    const cairn_ghash_impl *g;
    const cairn_gcm_fused *f;
    uint8_t h[16] = {0};
    int rc;

    if (key == NULL)
        return CAIRN_ERR_BAD_ARG;
    /* the previous key's schedule and H powers go first: a refused re-key leaves none */
    cairn_wipe(key, sizeof *key);
    if (cipher == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (cipher->block_len != 16)
        return CAIRN_ERR_UNSUPPORTED;
    if (ghash_impl == NULL)
        ghash_impl = cairn_impl_best(cairn_ghash_impls);
    rc = cairn_impl_accept(ghash_impl, CAIRN_PRIM_GHASH);
    if (rc != CAIRN_OK)
        return rc;
    g = (const cairn_ghash_impl *)ghash_impl;
    if (g->set_h == NULL || g->update == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (block_impl == NULL)
        rc = cairn_cipher_init(&key->cipher, cipher, k, klen);
    else
        rc = cairn_cipher_init_ex(&key->cipher, cipher, block_impl, k, klen);
    if (rc != CAIRN_OK)
        return rc;
    b = key->cipher.impl;
    f = b->gcm;
    key->ghash = g;
    key->fused = f != NULL && f->hk_layout != 0 && f->hk_layout == g->hk_layout && cairn_impl_usable(&f->base)
                     ? f
                     : NULL;
    b->encrypt(key->cipher.ks, h, h, 1);
    g->set_h(key->hk, h);
    cairn_wipe(h, sizeof h);
    key->ready = GCM_KEY_READY;
    return CAIRN_OK;
}

/* see cairn/aead.h */
int cairn_gcm_init(cairn_gcm_key *key, const cairn_block_cipher *cipher, const uint8_t *k, size_t klen)
{
    return cairn_gcm_init_ex(key, cipher, NULL, NULL, k, klen);
}

/* see cairn/aead.h */
void cairn_gcm_key_wipe(cairn_gcm_key *key)
{
    if (key != NULL)
        cairn_wipe(key, sizeof *key);
}

/* ------------------------------------------------------------- streaming */

/* see cairn/aead.h */
void cairn_gcm_wipe(cairn_gcm_ctx *ctx)
{
    if (ctx != NULL)
        cairn_wipe(ctx, sizeof *ctx);
}

static int ctx_fail(cairn_gcm_ctx *ctx, int rc)
{
    cairn_wipe(ctx, sizeof *ctx);
    return rc;
}

/* see cairn/aead.h */
int cairn_gcm_start(cairn_gcm_ctx *ctx, const cairn_gcm_key *key, const uint8_t *iv, size_t ivlen)
{
    if (ctx == NULL)
        return CAIRN_ERR_BAD_ARG;
    cairn_wipe(ctx, sizeof *ctx);
    if (key == NULL || iv == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (ivlen == 0 || exceeds(ivlen, GCM_MAX_IV))
        return CAIRN_ERR_BAD_LENGTH;
    if (!key_ok(key))
        return CAIRN_ERR_STATE;
    ctx->key = key;
    make_j0(key, ctx->j0, iv, ivlen);
    memcpy(ctx->ctr, ctx->j0, 16);
    inc32(ctx->ctr, 1);
    ctx->phase = PH_AAD;
    return CAIRN_OK;
}

/* Folds the partial block in y, if any. */
static void flush_partial(cairn_gcm_ctx *ctx)
{
    if (ctx->bufn != 0) {
        ctx->key->ghash->update(ctx->key->hk, ctx->y, zero_block, 1);
        ctx->bufn = 0;
    }
}

/* see cairn/aead.h */
int cairn_gcm_aad(cairn_gcm_ctx *ctx, const uint8_t *aad, size_t len)
{
    const cairn_gcm_key *key;
    size_t n;

    if (ctx == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (ctx->phase != PH_AAD || ctx->key == NULL || !key_ok(ctx->key))
        return ctx_fail(ctx, CAIRN_ERR_STATE);
    if (!CAIRN_BUF_OK(aad, len))
        return ctx_fail(ctx, CAIRN_ERR_BAD_ARG);
    if ((uint64_t)len > GCM_MAX_AAD - ctx->aadlen)
        return ctx_fail(ctx, CAIRN_ERR_BAD_LENGTH);
    key = ctx->key;
    ctx->aadlen += len;
    while (ctx->bufn != 0 && len > 0) {
        ctx->y[ctx->bufn++] ^= *aad++;
        len--;
        if (ctx->bufn == 16)
            flush_partial(ctx);
    }
    n = len >> 4;
    if (n > 0) {
        key->ghash->update(key->hk, ctx->y, aad, n);
        aad += 16 * n;
        len &= 15;
    }
    if (len > 0) { /* then bufn was 0 */
        for (n = 0; n < len; n++)
            ctx->y[n] ^= aad[n];
        ctx->bufn = (uint32_t)len;
    }
    return CAIRN_OK;
}

/* Whole blocks, generic path: CTR and GHASH chunk by chunk. */
static void blocks_generic(const cairn_gcm_key *key, uint8_t ctr[16], uint8_t y[16], uint8_t *out,
                           const uint8_t *in, size_t nblocks, int decrypt)
{
    while (nblocks > 0) {
        size_t k = nblocks < CHUNK ? nblocks : CHUNK;
        if (decrypt) {
            key->ghash->update(key->hk, y, in, k);
            ctr32_blocks(key, ctr, out, in, k);
        } else {
            ctr32_blocks(key, ctr, out, in, k);
            key->ghash->update(key->hk, y, out, k);
        }
        in += 16 * k;
        out += 16 * k;
        nblocks -= k;
    }
}

static int update_common(cairn_gcm_ctx *ctx, uint8_t *out, const uint8_t *in, size_t len, int decrypt)
{
    const cairn_gcm_key *key;
    uint32_t want = decrypt ? PH_DEC : PH_ENC;
    size_t n;

    if (ctx == NULL)
        return CAIRN_ERR_BAD_ARG;
    if ((ctx->phase != PH_AAD && ctx->phase != want) || ctx->key == NULL || !key_ok(ctx->key))
        return ctx_fail(ctx, CAIRN_ERR_STATE);
    if (!CAIRN_BUF_OK(in, len) || !CAIRN_BUF_OK(out, len))
        return ctx_fail(ctx, CAIRN_ERR_BAD_ARG);
    if ((uint64_t)len > GCM_MAX_LEN - ctx->len)
        return ctx_fail(ctx, CAIRN_ERR_BAD_LENGTH);
    key = ctx->key;
    if (ctx->phase == PH_AAD) {
        flush_partial(ctx);
        ctx->phase = want;
    }
    ctx->len += len;
    /* the rest of the current key stream block */
    while (ctx->bufn != 0 && len > 0) {
        uint8_t c = decrypt ? *in : (uint8_t)(*in ^ ctx->buf[ctx->bufn]);
        *out++ = (uint8_t)(*in++ ^ ctx->buf[ctx->bufn]);
        ctx->y[ctx->bufn++] ^= c;
        len--;
        if (ctx->bufn == 16)
            flush_partial(ctx);
    }
    n = len >> 4;
    if (n > 0) {
        const cairn_gcm_fused *f = key->fused;
        if (f != NULL)
            (decrypt ? f->decrypt : f->encrypt)(key->cipher.ks, key->hk, ctx->ctr, ctx->y, out, in, n);
        else
            blocks_generic(key, ctx->ctr, ctx->y, out, in, n, decrypt);
        in += 16 * n;
        out += 16 * n;
        len &= 15;
    }
    if (len > 0) {
        key->cipher.impl->encrypt(key->cipher.ks, ctx->buf, ctx->ctr, 1);
        inc32(ctx->ctr, 1);
        for (n = 0; n < len; n++) {
            uint8_t c = decrypt ? in[n] : (uint8_t)(in[n] ^ ctx->buf[n]);
            out[n] = (uint8_t)(in[n] ^ ctx->buf[n]);
            ctx->y[n] ^= c;
        }
        ctx->bufn = (uint32_t)len;
    }
    return CAIRN_OK;
}

/* see cairn/aead.h */
int cairn_gcm_encrypt_update(cairn_gcm_ctx *ctx, uint8_t *out, const uint8_t *in, size_t len)
{
    return update_common(ctx, out, in, len, 0);
}

/* see cairn/aead.h */
int cairn_gcm_decrypt_update(cairn_gcm_ctx *ctx, uint8_t *out, const uint8_t *in, size_t len)
{
    return update_common(ctx, out, in, len, 1);
}

/* The full 16-byte tag E(J0) XOR GHASH(A, C, lengths) into full. */
static void full_tag(cairn_gcm_ctx *ctx, uint8_t full[16])
{
    const cairn_gcm_key *key = ctx->key;
    uint8_t lb[16];
    size_t i;

    flush_partial(ctx);
    cairn_store64_be(lb, ctx->aadlen << 3);
    cairn_store64_be(lb + 8, ctx->len << 3);
    key->ghash->update(key->hk, ctx->y, lb, 1);
    key->cipher.impl->encrypt(key->cipher.ks, full, ctx->j0, 1);
    for (i = 0; i < 16; i++)
        full[i] ^= ctx->y[i];
}

static int final_check(cairn_gcm_ctx *ctx, const uint8_t *tag, size_t taglen, int decrypt)
{
    uint32_t want = decrypt ? PH_DEC : PH_ENC;
    if (ctx == NULL)
        return CAIRN_ERR_BAD_ARG;
    if ((ctx->phase != PH_AAD && ctx->phase != want) || ctx->key == NULL || !key_ok(ctx->key))
        return ctx_fail(ctx, CAIRN_ERR_STATE);
    if (tag == NULL)
        return ctx_fail(ctx, CAIRN_ERR_BAD_ARG);
    if (!tag_len_ok(taglen))
        return ctx_fail(ctx, CAIRN_ERR_BAD_LENGTH);
    return CAIRN_OK;
}

/* see cairn/aead.h */
int cairn_gcm_encrypt_final(cairn_gcm_ctx *ctx, uint8_t *tag, size_t taglen)
{
    uint8_t full[16];
    int rc = final_check(ctx, tag, taglen, 0);

    if (rc != CAIRN_OK)
        return rc;
    full_tag(ctx, full);
    memcpy(tag, full, taglen);
    cairn_wipe(full, sizeof full);
    cairn_wipe(ctx, sizeof *ctx);
    return CAIRN_OK;
}

/* The 0/1 verdict of a decryption: the expected tag against tag. Wipes ctx. */
static uint32_t verdict(cairn_gcm_ctx *ctx, const uint8_t *tag, size_t taglen)
{
    uint8_t full[16];
    uint32_t ok;
    full_tag(ctx, full);
    ok = cairn_ct_memeq(full, tag, taglen);
    cairn_wipe(full, sizeof full);
    cairn_wipe(ctx, sizeof *ctx);
    return ok;
}

/* see cairn/aead.h */
int cairn_gcm_decrypt_final(cairn_gcm_ctx *ctx, const uint8_t *tag, size_t taglen)
{
    int rc = final_check(ctx, tag, taglen, 1);
    if (rc != CAIRN_OK)
        return rc;
    return cairn_ct_auth_status(verdict(ctx, tag, taglen));
}

/* -------------------------------------------------------------- one-shot */

static int oneshot_args(const cairn_gcm_key *key, const uint8_t *out, const uint8_t *tag, size_t taglen,
                        const uint8_t *iv, size_t ivlen, const uint8_t *aad, size_t aadlen, const uint8_t *in,
                        size_t len)
{
    if (key == NULL || tag == NULL || iv == NULL || !CAIRN_BUF_OK(aad, aadlen) || !CAIRN_BUF_OK(in, len) ||
        !CAIRN_BUF_OK(out, len))
        return CAIRN_ERR_BAD_ARG;
    if (!tag_len_ok(taglen) || ivlen == 0 || exceeds(ivlen, GCM_MAX_IV) || exceeds(len, GCM_MAX_LEN) ||
        exceeds(aadlen, GCM_MAX_AAD))
        return CAIRN_ERR_BAD_LENGTH;
    if (!key_ok(key))
        return CAIRN_ERR_STATE;
    return CAIRN_OK;
}

/* see cairn/aead.h */
int cairn_gcm_encrypt(const cairn_gcm_key *key, uint8_t *out, uint8_t *tag, size_t taglen, const uint8_t *iv,
                      size_t ivlen, const uint8_t *aad, size_t aadlen, const uint8_t *in, size_t len)
{
    cairn_gcm_ctx ctx;
    int rc = oneshot_args(key, out, tag, taglen, iv, ivlen, aad, aadlen, in, len);

    if (rc != CAIRN_OK)
        return rc;
    if ((rc = cairn_gcm_start(&ctx, key, iv, ivlen)) != CAIRN_OK || (rc = cairn_gcm_aad(&ctx, aad, aadlen)) != CAIRN_OK ||
        (rc = cairn_gcm_encrypt_update(&ctx, out, in, len)) != CAIRN_OK)
        return rc; /* not reached: the arguments were checked above */
    return cairn_gcm_encrypt_final(&ctx, tag, taglen);
}

/* see cairn/aead.h */
int cairn_gcm_decrypt(const cairn_gcm_key *key, uint8_t *out, const uint8_t *tag, size_t taglen, const uint8_t *iv,
                      size_t ivlen, const uint8_t *aad, size_t aadlen, const uint8_t *in, size_t len)
{
    cairn_gcm_ctx ctx;
    uint32_t ok;
    uint64_t m;
    int rc = oneshot_args(key, out, tag, taglen, iv, ivlen, aad, aadlen, in, len);

    if (rc != CAIRN_OK)
        return rc;
    if ((rc = cairn_gcm_start(&ctx, key, iv, ivlen)) != CAIRN_OK || (rc = cairn_gcm_aad(&ctx, aad, aadlen)) != CAIRN_OK ||
        (rc = cairn_gcm_decrypt_update(&ctx, out, in, len)) != CAIRN_OK)
        return rc; /* not reached: the arguments were checked above */
    /* One pass (hash and decrypt together, chunk by chunk); then the whole
     * output is masked by the verdict, so nothing is released unless the
     * tag verifies, and no branch depends on the verdict. */
    ok = verdict(&ctx, tag, taglen);
    m = cairn_ct_mask64(ok);
    if (key->fused != NULL && key->fused->mask != NULL) {
        key->fused->mask(out, len, m);
        return cairn_ct_auth_status(ok);
    }
    cairn_ct_and_bytes(out, len, m);
    return cairn_ct_auth_status(ok);
}

/* ----------------------------------------------------------- descriptors */

#if CAIRN_ENABLE_AES || CAIRN_ENABLE_SM4

static int desc_encrypt(const void *state, uint8_t *out, uint8_t *tag, size_t taglen, const uint8_t *nonce,
                        size_t noncelen, const uint8_t *aad, size_t aadlen, const uint8_t *in, size_t len)
{
    return cairn_gcm_encrypt((const cairn_gcm_key *)state, out, tag, taglen, nonce, noncelen, aad, aadlen, in, len);
}

static int desc_decrypt(const void *state, uint8_t *out, const uint8_t *tag, size_t taglen, const uint8_t *nonce,
                        size_t noncelen, const uint8_t *aad, size_t aadlen, const uint8_t *in, size_t len)
{
    return cairn_gcm_decrypt((const cairn_gcm_key *)state, out, tag, taglen, nonce, noncelen, aad, aadlen, in, len);
}

/* The largest IV length a size_t can hold within the limit. */
#if SIZE_MAX > 0xffffffffu
#define GCM_MAX_IV_SIZE GCM_MAX_IV
#else
#define GCM_MAX_IV_SIZE SIZE_MAX
#endif

#define GCM_DESC(var, label, klen, cipher_obj, impls)                                                              \
    static int var##_init(void *state, const cairn_impl *const impl[2], const uint8_t *k, size_t kl)              \
    {                                                                                                             \
        return cairn_gcm_init_ex((cairn_gcm_key *)state, &cipher_obj, impl[0], impl[1], k, kl);                   \
    }                                                                                                             \
    const cairn_aead var = {label,                                                                                \
                            klen,                                                                                 \
                            CAIRN_GCM_IV_LEN,                                                                     \
                            1,                                                                                    \
                            (size_t)GCM_MAX_IV_SIZE,                                                              \
                            16,                                                                                   \
                            4,                                                                                    \
                            CAIRN_AEAD_TAG_GCM,                                                                   \
                            sizeof(cairn_gcm_key),                                                                \
                            {impls, cairn_ghash_impls},                                                           \
                            var##_init,                                                                           \
                            desc_encrypt,                                                                         \
                            desc_decrypt}

#if CAIRN_ENABLE_AES
GCM_DESC(cairn_aead_aes128_gcm, "AES-128-GCM", 16, cairn_cipher_aes128, cairn_aes_impls);
GCM_DESC(cairn_aead_aes192_gcm, "AES-192-GCM", 24, cairn_cipher_aes192, cairn_aes_impls);
GCM_DESC(cairn_aead_aes256_gcm, "AES-256-GCM", 32, cairn_cipher_aes256, cairn_aes_impls);
#endif

#if CAIRN_ENABLE_SM4
GCM_DESC(cairn_aead_sm4_gcm, "SM4-GCM", 16, cairn_cipher_sm4, cairn_sm4_impls);
#endif

#endif
#endif
