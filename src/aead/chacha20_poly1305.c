/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * ChaCha20-Poly1305 (RFC 8439 2.8) and XChaCha20-Poly1305
 * (draft-irtf-cfrg-xchacha-03): the Poly1305 key is the first half of key
 * stream block 0, the message is encrypted from block 1, and the tag covers
 * aad || pad16 || ciphertext || pad16 || le64(aadlen) || le64(len).
 *
 * One-shot decryption authenticates the ciphertext before it decrypts
 * anything, then decrypts under a mask made from the verdict (no branch on
 * it), so a forgery never produces plaintext and leaves the whole output
 * buffer zeroed (it may be the input, for in-place calls). With a fused
 * kernel (cairn_chacha20_impl.poly1305_m64) decryption is one pass, as
 * GCM's: the output is then masked by the verdict before the call returns,
 * so a forgery again leaves it zeroed.
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_CHACHA20

#include "cairn/aead.h"
#include "cipher/chacha_internal.h"
#include "mac/poly1305_internal.h"

/* 2^32 - 1 blocks of 64 bytes from counter 1 (RFC 8439 2.8). */
#define CP_MAX_LEN ((uint64_t)64 * 0xffffffffu)

/* Vector implementations (batch above one block) work 8 or 16 blocks at a
 * time, and block 0 (the Poly1305 key) alone would take their scalar path:
 * for long messages block 0 and the next CP_HEAD / 64 - 1 blocks of key
 * stream come from one call instead, and the message starts with them. The
 * head buffer is that long on 64-bit hosts; on 32-bit builds one block. */
#define CP_HEAD 1024
#if UINTPTR_MAX > 0xffffffffu
#define CP_HEAD_BUF CP_HEAD
#else
#define CP_HEAD_BUF 64
#endif

/* The pair of objects a message runs through, and the ChaCha20 object's
 * fused kernel when the Poly1305 object keeps the state it updates. */
typedef struct {
    const cairn_chacha20_impl *chacha;
    const cairn_poly1305_impl *poly;
    size_t (*fused)(uint32_t state[16], uint64_t pst[12], uint8_t *out, const uint8_t *in, size_t len, int decrypt);
} cp_pair;

/* The objects given (NULL: the first usable), checked as every _init_ex checks them. */
static int cp_pick(cp_pair *pr, const cairn_impl *chacha, const cairn_impl *poly)
{
    int rc;
    if (chacha == NULL)
        chacha = cairn_impl_best(cairn_chacha20_impls);
    if (poly == NULL)
        poly = cairn_impl_best(cairn_poly1305_impls);
    rc = cairn_impl_accept(chacha, CAIRN_PRIM_CHACHA20);
    if (rc == CAIRN_OK)
        rc = cairn_impl_accept(poly, CAIRN_PRIM_POLY1305);
    if (rc != CAIRN_OK)
        return rc;
    pr->chacha = (const cairn_chacha20_impl *)chacha;
    pr->poly = (const cairn_poly1305_impl *)poly;
    pr->fused = cairn_poly1305_m64_layout(pr->poly) ? pr->chacha->poly1305_m64 : NULL;
    return CAIRN_OK;
}

/* Padding, and the input from which key stream alone is made (XOR with 0);
 * the small profile keeps 16 bytes, for the padding, and makes key stream
 * in place over a zeroed buffer instead. */
#if CAIRN_SMALL
static const uint8_t zeros[16];
#define CP_KEYSTREAM(impl, state, buf, n) (memset((buf), 0, (n)), (impl)->xor_blocks((state), (buf), (buf), (n)))
#else
static const uint8_t zeros[CP_HEAD_BUF];
#define CP_KEYSTREAM(impl, state, buf, n) (impl)->xor_blocks((state), (buf), zeros, (n))
#endif

static int cp_len_ok(size_t len)
{
#if SIZE_MAX > 0xffffffffu
    return (uint64_t)len <= CP_MAX_LEN;
#else
    (void)len; /* a 32-bit size_t cannot reach the limit */
    return 1;
#endif
}

/* Key stream block 0 keys Poly1305 (RFC 8439 2.6); leaves state[12] at 1. */
static void cp_mac_init(const cp_pair *pr, uint32_t state[16], cairn_poly1305_ctx *mac)
{
    uint8_t block[64];

    state[12] = 0;
    CP_KEYSTREAM(pr->chacha, state, block, sizeof block);
    cairn_poly1305_key(mac, pr->poly, block);
    cairn_wipe(block, sizeof block);
}

static void cp_mac_pad(cairn_poly1305_ctx *mac, uint64_t n)
{
    cairn_poly1305_absorb(mac, zeros, (size_t)((16 - (n & 15)) & 15));
}

static void cp_mac_final(cairn_poly1305_ctx *mac, uint64_t aadlen, uint64_t len, uint8_t tag[16])
{
    uint8_t lens[16];

    cp_mac_pad(mac, len);
#if CAIRN_SMALL
    {
        size_t i;
        for (i = 0; i < 8; i++) {
            lens[i] = (uint8_t)aadlen;
            lens[8 + i] = (uint8_t)len;
            aadlen >>= 8;
            len >>= 8;
        }
    }
#else
    cairn_store64_le(lens, aadlen);
    cairn_store64_le(lens + 8, len);
#endif
    cairn_poly1305_absorb(mac, lens, sizeof lens);
    cairn_poly1305_tag(mac, tag);
}

CAIRN_INLINE int cp_args_ok(const uint8_t *out, const uint8_t *tag, const uint8_t *key, const uint8_t *nonce,
                            const uint8_t *aad, size_t aadlen, const uint8_t *in, size_t len)
{
    return CAIRN_BUF_OK(out, len) && tag != NULL && key != NULL && nonce != NULL && CAIRN_BUF_OK(aad, aadlen) &&
           CAIRN_BUF_OK(in, len);
}

/* The start of one-shot sealing and opening: sets state up from key and
 * nonce, keys mac from key stream block 0, absorbs the AAD and its padding,
 * and returns how many message bytes (from block 1 on) of key stream it
 * left in head[64..]; state[12] is the block after those. */
CAIRN_INLINE size_t cp_begin(const cp_pair *pr, uint32_t state[16], cairn_poly1305_ctx *mac, uint8_t *head,
                             const uint8_t key[32], const uint8_t nonce[12], const uint8_t *aad, size_t aadlen,
                             size_t len)
{
    size_t n = 0;

    cairn_chacha20_setup(state, key, nonce, 0);
    if (CP_HEAD_BUF >= CP_HEAD && pr->chacha->batch > 64 && len >= CP_HEAD - 64) {
        state[12] = 0;
        CP_KEYSTREAM(pr->chacha, state, head, CP_HEAD_BUF);
        cairn_poly1305_key(mac, pr->poly, head);
        n = CP_HEAD_BUF - 64;
    } else {
        cp_mac_init(pr, state, mac);
    }
    cairn_poly1305_absorb(mac, aad, aadlen);
    cp_mac_pad(mac, aadlen);
    return n;
}

/* out = in XOR key stream: n bytes from head[64..], the rest from state. */
static void cp_crypt(const cairn_chacha20_impl *impl, uint32_t state[16], const uint8_t *head, size_t n, uint8_t *out,
                     const uint8_t *in, size_t len)
{
    size_t i;

    for (i = 0; i < n; i++)
        out[i] = (uint8_t)(in[i] ^ head[64 + i]);
    if (len > n)
        impl->xor_blocks(state, out + n, in + n, len - n);
}

/* Decryption after the tag check, in constant flow: out = (in XOR key
 * stream) AND mask, so a rejected message leaves zeros in out (the wipe)
 * and neither plaintext nor key stream ever reaches it. Past the n bytes
 * of key stream already in head[64..], the vector implementations apply
 * the mask themselves; for the others the key stream is made in head (at
 * least one block long), a buffer at a time. */
static void cp_open_crypt(const cairn_chacha20_impl *impl, uint32_t state[16], uint8_t *head, size_t n,
                          uint8_t *out, const uint8_t *in, size_t len, uint8_t mask)
{
    size_t i, c;

    for (i = 0; i < n; i++)
        out[i] = (uint8_t)((in[i] ^ head[64 + i]) & mask);
    if (!CAIRN_SMALL && impl->xor_masked != NULL) {
        if (len > n)
            impl->xor_masked(state, out + n, in + n, len - n, mask);
        return;
    }
    for (out += n, in += n, len -= n; len > 0; out += c, in += c, len -= c) {
        c = len < CP_HEAD_BUF ? len : CP_HEAD_BUF;
        CP_KEYSTREAM(impl, state, head, c);
        for (i = 0; i < c; i++)
            out[i] = (uint8_t)((in[i] ^ head[i]) & mask);
    }
}

#if !CAIRN_SMALL
/* Both halves through the fused kernel (pr->fused): the n bytes of key
 * stream in head[64..] (n > 0, a multiple of 16, so the MAC's buffer stays
 * empty after the AAD padding), then as many whole batches as the kernel
 * takes, then the rest through the two objects; Poly1305 over the
 * ciphertext (in when decrypting, read before out is written, for in-place
 * calls). */
static void cp_fused(const cp_pair *pr, uint32_t state[16], cairn_poly1305_ctx *mac, const uint8_t *head, size_t n,
                     uint8_t *out, const uint8_t *in, size_t len, int decrypt)
{
    size_t i;

    if (decrypt)
        cairn_poly1305_absorb(mac, in, n);
    for (i = 0; i < n; i++)
        out[i] = (uint8_t)(in[i] ^ head[64 + i]);
    if (!decrypt)
        cairn_poly1305_absorb(mac, out, n);
    n += pr->fused(state, mac->st, out + n, in + n, len - n, decrypt);
    if (len > n) {
        if (decrypt)
            cairn_poly1305_absorb(mac, in + n, len - n);
        pr->chacha->xor_blocks(state, out + n, in + n, len - n);
        if (!decrypt)
            cairn_poly1305_absorb(mac, out + n, len - n);
    }
}

#endif

#if CAIRN_SMALL
/* The small profile's one-shot: one body for both directions (tag_out is
 * written when sealing, tag_in checked when opening). Opening authenticates
 * first and decrypts under the verdict's mask, as cp_open below. */
static int cp_oneshot(const cp_pair *pr, const uint8_t key[32], uint8_t *out, uint8_t *tag_out, const uint8_t *tag_in,
                      const uint8_t nonce[12], const uint8_t *aad, size_t aadlen, const uint8_t *in, size_t len,
                      int dec)
{
    struct {
        uint32_t state[16];
        uint8_t t[16], head[CP_HEAD_BUF];
    } w; /* one wipe for all */
    uint32_t *state = w.state;
    uint8_t *t = w.t, *head = w.head;
    cairn_poly1305_ctx mac;
    uint32_t ok = 1;
    size_t n;

    if (!cp_args_ok(out, tag_in, key, nonce, aad, aadlen, in, len))
        return CAIRN_ERR_BAD_ARG;
    if (!cp_len_ok(len))
        return CAIRN_ERR_BAD_LENGTH; /* nothing written yet */
    n = cp_begin(pr, state, &mac, head, key, nonce, aad, aadlen, len);
    if (!dec)
        cp_crypt(pr->chacha, state, head, n, out, in, len);
    cairn_poly1305_absorb(&mac, dec ? in : out, len);
    cp_mac_final(&mac, aadlen, len, t);
    if (dec) {
        ok = cairn_ct_memeq(t, tag_in, sizeof w.t);
        if (len > 0)
            cp_open_crypt(pr->chacha, state, head, n, out, in, len, (uint8_t)cairn_ct_mask32(ok));
    } else {
        memcpy(tag_out, t, sizeof w.t);
    }
    cairn_wipe(&w, sizeof w);
    return cairn_ct_auth_status(ok);
}

static int cp_seal(const cp_pair *pr, const uint8_t key[32], uint8_t *out, uint8_t tag[16], const uint8_t nonce[12],
                   const uint8_t *aad, size_t aadlen, const uint8_t *in, size_t len)
{
    return cp_oneshot(pr, key, out, tag, tag, nonce, aad, aadlen, in, len, 0);
}

static int cp_open(const cp_pair *pr, const uint8_t key[32], uint8_t *out, const uint8_t tag[16],
                   const uint8_t nonce[12], const uint8_t *aad, size_t aadlen, const uint8_t *in, size_t len)
{
    return cp_oneshot(pr, key, out, NULL, tag, nonce, aad, aadlen, in, len, 1);
}
#else
static int cp_seal(const cp_pair *pr, const uint8_t key[32], uint8_t *out, uint8_t tag[16], const uint8_t nonce[12],
                   const uint8_t *aad, size_t aadlen, const uint8_t *in, size_t len)
{
    uint32_t state[16];
    cairn_poly1305_ctx mac;
    uint8_t head[CP_HEAD_BUF];
    size_t n;

    if (!cp_args_ok(out, tag, key, nonce, aad, aadlen, in, len))
        return CAIRN_ERR_BAD_ARG;
    if (!cp_len_ok(len))
        return CAIRN_ERR_BAD_LENGTH;
    n = cp_begin(pr, state, &mac, head, key, nonce, aad, aadlen, len);
    if (pr->fused != NULL && n > 0) {
        cp_fused(pr, state, &mac, head, n, out, in, len, 0);
    } else if (len > 0) {
        cp_crypt(pr->chacha, state, head, n, out, in, len);
        cairn_poly1305_absorb(&mac, out, len);
    }
    cp_mac_final(&mac, aadlen, len, tag);
    cairn_wipe(state, sizeof state);
    if (n > 0)
        cairn_wipe(head, sizeof head);
    return CAIRN_OK;
}

static int cp_open(const cp_pair *pr, const uint8_t key[32], uint8_t *out, const uint8_t tag[16],
                   const uint8_t nonce[12], const uint8_t *aad, size_t aadlen, const uint8_t *in, size_t len)
{
    uint32_t state[16];
    cairn_poly1305_ctx mac;
    uint8_t want[16], head[CP_HEAD_BUF];
    uint32_t ok;
    size_t n;

    if (!cp_args_ok(out, tag, key, nonce, aad, aadlen, in, len))
        return CAIRN_ERR_BAD_ARG;
    if (!cp_len_ok(len))
        return CAIRN_ERR_BAD_LENGTH; /* nothing written yet */
    n = cp_begin(pr, state, &mac, head, key, nonce, aad, aadlen, len);
    if (pr->fused != NULL && n > 0) {
        /* one pass; the verdict masks the output below */
        cp_fused(pr, state, &mac, head, n, out, in, len, 1);
        cp_mac_final(&mac, aadlen, len, want);
        ok = cairn_ct_memeq(want, tag, sizeof want);
        cairn_ct_and_bytes(out, len, cairn_ct_mask64(ok));
    } else {
        cairn_poly1305_absorb(&mac, in, len);
        cp_mac_final(&mac, aadlen, len, want);
        ok = cairn_ct_memeq(want, tag, sizeof want);
        if (len > 0)
            cp_open_crypt(pr->chacha, state, head, n, out, in, len, (uint8_t)cairn_ct_mask32(ok));
    }
    cairn_wipe(want, sizeof want);
    cairn_wipe(state, sizeof state);
    cairn_wipe(head, sizeof head);
    return cairn_ct_auth_status(ok);
}
#endif

/* XChaCha20: subkey = HChaCha20(key, nonce[0..16)), nonce 0^4 || nonce[16..24). */
static void x_derive(uint8_t subkey[32], uint8_t nonce12[12], const uint8_t key[32], const uint8_t nonce[24])
{
    cairn_hchacha20_core(subkey, key, nonce);
    memset(nonce12, 0, 4);
    memcpy(nonce12 + 4, nonce + 16, 8);
}

static int x_seal(const cp_pair *pr, const uint8_t key[32], uint8_t *out, uint8_t tag[16], const uint8_t nonce[24],
                  const uint8_t *aad, size_t aadlen, const uint8_t *in, size_t len)
{
    uint8_t subkey[32], n12[12];
    int rc;

    if (!cp_args_ok(out, tag, key, nonce, aad, aadlen, in, len))
        return CAIRN_ERR_BAD_ARG;
    x_derive(subkey, n12, key, nonce);
    rc = cp_seal(pr, subkey, out, tag, n12, aad, aadlen, in, len);
    cairn_wipe(subkey, sizeof subkey);
    return rc;
}

static int x_open(const cp_pair *pr, const uint8_t key[32], uint8_t *out, const uint8_t tag[16],
                  const uint8_t nonce[24], const uint8_t *aad, size_t aadlen, const uint8_t *in, size_t len)
{
    uint8_t subkey[32], n12[12];
    int rc;

    if (!cp_args_ok(out, tag, key, nonce, aad, aadlen, in, len))
        return CAIRN_ERR_BAD_ARG;
    x_derive(subkey, n12, key, nonce);
    rc = cp_open(pr, subkey, out, tag, n12, aad, aadlen, in, len);
    cairn_wipe(subkey, sizeof subkey);
    return rc;
}

/* see cairn/aead.h */
int cairn_chacha20_poly1305_encrypt(const uint8_t key[CAIRN_CHACHA20_KEY_LEN], uint8_t *out,
                                    uint8_t tag[CAIRN_CHACHA20_POLY1305_TAG_LEN],
                                    const uint8_t nonce[CAIRN_CHACHA20_NONCE_LEN], const uint8_t *aad,
                                    size_t aadlen, const uint8_t *in, size_t len)
{
    cp_pair pr;
    int rc = cp_pick(&pr, NULL, NULL);
    return rc != CAIRN_OK ? rc : cp_seal(&pr, key, out, tag, nonce, aad, aadlen, in, len);
}

/* see cairn/aead.h */
int cairn_chacha20_poly1305_decrypt(const uint8_t key[CAIRN_CHACHA20_KEY_LEN], uint8_t *out,
                                    const uint8_t tag[CAIRN_CHACHA20_POLY1305_TAG_LEN],
                                    const uint8_t nonce[CAIRN_CHACHA20_NONCE_LEN], const uint8_t *aad,
                                    size_t aadlen, const uint8_t *in, size_t len)
{
    cp_pair pr;
    int rc = cp_pick(&pr, NULL, NULL);
    return rc != CAIRN_OK ? rc : cp_open(&pr, key, out, tag, nonce, aad, aadlen, in, len);
}

/* see cairn/aead.h */
int cairn_xchacha20_poly1305_encrypt(const uint8_t key[CAIRN_CHACHA20_KEY_LEN], uint8_t *out,
                                     uint8_t tag[CAIRN_CHACHA20_POLY1305_TAG_LEN],
                                     const uint8_t nonce[CAIRN_XCHACHA20_NONCE_LEN], const uint8_t *aad,
                                     size_t aadlen, const uint8_t *in, size_t len)
{
    cp_pair pr;
    int rc = cp_pick(&pr, NULL, NULL);
    return rc != CAIRN_OK ? rc : x_seal(&pr, key, out, tag, nonce, aad, aadlen, in, len);
}

/* see cairn/aead.h */
int cairn_xchacha20_poly1305_decrypt(const uint8_t key[CAIRN_CHACHA20_KEY_LEN], uint8_t *out,
                                     const uint8_t tag[CAIRN_CHACHA20_POLY1305_TAG_LEN],
                                     const uint8_t nonce[CAIRN_XCHACHA20_NONCE_LEN], const uint8_t *aad,
                                     size_t aadlen, const uint8_t *in, size_t len)
{
    cp_pair pr;
    int rc = cp_pick(&pr, NULL, NULL);
    return rc != CAIRN_OK ? rc : x_open(&pr, key, out, tag, nonce, aad, aadlen, in, len);
}

/* ============================================================== streaming */

/* Phases: distinct non-trivial values, so a zeroed or wiped context is
 * recognisably not started. */
#define PH_AAD 0x43504101u
#define PH_ENC 0x43504502u
#define PH_DEC 0x43504403u

static int cp_fail(cairn_chacha20_poly1305_ctx *ctx, int rc)
{
    cairn_wipe(ctx, sizeof *ctx);
    return rc;
}

/* see cairn/aead.h */
int cairn_chacha20_poly1305_start_ex(cairn_chacha20_poly1305_ctx *ctx, const cairn_impl *chacha_impl,
                                     const cairn_impl *poly_impl, const uint8_t key[CAIRN_CHACHA20_KEY_LEN],
                                     const uint8_t nonce[CAIRN_CHACHA20_NONCE_LEN])
{
    cp_pair pr;
    int rc;

    if (ctx == NULL)
        return CAIRN_ERR_BAD_ARG;
    cairn_wipe(ctx, sizeof *ctx);
    if (key == NULL || nonce == NULL)
        return CAIRN_ERR_BAD_ARG;
    rc = cp_pick(&pr, chacha_impl, poly_impl);
    if (rc != CAIRN_OK)
        return rc;
    ctx->impl = pr.chacha;
    cairn_chacha20_setup(ctx->state, key, nonce, 0);
    cp_mac_init(&pr, ctx->state, &ctx->mac);
    ctx->phase = PH_AAD;
    return CAIRN_OK;
}

/* see cairn/aead.h */
int cairn_chacha20_poly1305_start(cairn_chacha20_poly1305_ctx *ctx, const uint8_t key[CAIRN_CHACHA20_KEY_LEN],
                                  const uint8_t nonce[CAIRN_CHACHA20_NONCE_LEN])
{
    return cairn_chacha20_poly1305_start_ex(ctx, NULL, NULL, key, nonce);
}

/* see cairn/aead.h */
int cairn_xchacha20_poly1305_start_ex(cairn_chacha20_poly1305_ctx *ctx, const cairn_impl *chacha_impl,
                                      const cairn_impl *poly_impl, const uint8_t key[CAIRN_CHACHA20_KEY_LEN],
                                      const uint8_t nonce[CAIRN_XCHACHA20_NONCE_LEN])
{
    uint8_t subkey[32], n12[12];
    int rc;

    if (ctx == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (key == NULL || nonce == NULL)
        return cp_fail(ctx, CAIRN_ERR_BAD_ARG);
    x_derive(subkey, n12, key, nonce);
    rc = cairn_chacha20_poly1305_start_ex(ctx, chacha_impl, poly_impl, subkey, n12);
    cairn_wipe(subkey, sizeof subkey);
    return rc;
}

/* see cairn/aead.h */
int cairn_xchacha20_poly1305_start(cairn_chacha20_poly1305_ctx *ctx, const uint8_t key[CAIRN_CHACHA20_KEY_LEN],
                                   const uint8_t nonce[CAIRN_XCHACHA20_NONCE_LEN])
{
    return cairn_xchacha20_poly1305_start_ex(ctx, NULL, NULL, key, nonce);
}

/* see cairn/aead.h */
void cairn_chacha20_poly1305_wipe(cairn_chacha20_poly1305_ctx *ctx)
{
    if (ctx != NULL)
        cairn_wipe(ctx, sizeof *ctx);
}

/* see cairn/aead.h */
int cairn_chacha20_poly1305_aad(cairn_chacha20_poly1305_ctx *ctx, const uint8_t *aad, size_t len)
{
    if (ctx == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (ctx->phase != PH_AAD)
        return cp_fail(ctx, CAIRN_ERR_STATE);
    if (!CAIRN_BUF_OK(aad, len))
        return cp_fail(ctx, CAIRN_ERR_BAD_ARG);
    if ((uint64_t)len > UINT64_MAX - ctx->aadlen)
        return cp_fail(ctx, CAIRN_ERR_BAD_LENGTH);
    ctx->aadlen += (uint64_t)len;
    cairn_poly1305_absorb(&ctx->mac, aad, len);
    return CAIRN_OK;
}

/* XOR key stream into in, continuing where the last call stopped: the
 * unused tail of ctx->stream (streamn bytes) first, then whole blocks
 * straight from the implementation, then one more block kept for later. */
static void cp_stream_xor(cairn_chacha20_poly1305_ctx *ctx, uint8_t *out, const uint8_t *in, size_t len)
{
    size_t n, i;

    if (ctx->streamn > 0) {
        const uint8_t *ks = ctx->stream + (64 - ctx->streamn);
        n = len < ctx->streamn ? len : ctx->streamn;
        for (i = 0; i < n; i++)
            out[i] = (uint8_t)(in[i] ^ ks[i]);
        ctx->streamn -= (uint32_t)n;
        out += n;
        in += n;
        len -= n;
    }
    n = len & ~(size_t)63;
    if (n > 0) {
        ctx->impl->xor_blocks(ctx->state, out, in, n);
        out += n;
        in += n;
        len -= n;
    }
    if (len > 0) {
        CP_KEYSTREAM(ctx->impl, ctx->state, ctx->stream, sizeof ctx->stream);
        for (i = 0; i < len; i++)
            out[i] = (uint8_t)(in[i] ^ ctx->stream[i]);
        ctx->streamn = (uint32_t)(64 - len);
    }
}

static int cp_update(cairn_chacha20_poly1305_ctx *ctx, uint32_t phase, uint8_t *out, const uint8_t *in, size_t len)
{
    if (ctx == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (ctx->phase == PH_AAD) {
        cp_mac_pad(&ctx->mac, ctx->aadlen);
        ctx->phase = phase;
    }
    if (ctx->phase != phase)
        return cp_fail(ctx, CAIRN_ERR_STATE);
    if (!CAIRN_BUF_OK(out, len) || !CAIRN_BUF_OK(in, len))
        return cp_fail(ctx, CAIRN_ERR_BAD_ARG);
    if ((uint64_t)len > CP_MAX_LEN - ctx->len)
        return cp_fail(ctx, CAIRN_ERR_BAD_LENGTH);
    if (len == 0)
        return CAIRN_OK;
    ctx->len += (uint64_t)len;
#if !CAIRN_SMALL
    /* On a key stream block and a Poly1305 block boundary (the usual case
     * for updates of whole blocks), whole batches go through the ChaCha20
     * object's fused kernel when the Poly1305 object keeps its state. */
    if (ctx->streamn == 0 && ctx->mac.bufn == 0 && len >= ctx->impl->batch && ctx->impl->poly1305_m64 != NULL &&
        cairn_poly1305_m64_layout(ctx->mac.impl)) {
        size_t done = ctx->impl->poly1305_m64(ctx->state, ctx->mac.st, out, in, len, phase == PH_DEC);
        out += done;
        in += done;
        len -= done;
    }
#endif
    if (phase == PH_ENC) {
        cp_stream_xor(ctx, out, in, len);
        cairn_poly1305_absorb(&ctx->mac, out, len);
    } else {
        cairn_poly1305_absorb(&ctx->mac, in, len);
        cp_stream_xor(ctx, out, in, len);
    }
    return CAIRN_OK;
}

/* see cairn/aead.h */
int cairn_chacha20_poly1305_encrypt_update(cairn_chacha20_poly1305_ctx *ctx, uint8_t *out, const uint8_t *in,
                                           size_t len)
{
    return cp_update(ctx, PH_ENC, out, in, len);
}

/* see cairn/aead.h */
int cairn_chacha20_poly1305_decrypt_update(cairn_chacha20_poly1305_ctx *ctx, uint8_t *out, const uint8_t *in,
                                           size_t len)
{
    return cp_update(ctx, PH_DEC, out, in, len);
}

static int cp_final(cairn_chacha20_poly1305_ctx *ctx, uint32_t phase, uint8_t tag[16])
{
    if (ctx->phase == PH_AAD) {
        cp_mac_pad(&ctx->mac, ctx->aadlen);
        ctx->phase = phase;
    }
    if (ctx->phase != phase)
        return cp_fail(ctx, CAIRN_ERR_STATE);
    cp_mac_final(&ctx->mac, ctx->aadlen, ctx->len, tag);
    cairn_wipe(ctx, sizeof *ctx);
    return CAIRN_OK;
}

/* see cairn/aead.h */
int cairn_chacha20_poly1305_encrypt_final(cairn_chacha20_poly1305_ctx *ctx,
                                          uint8_t tag[CAIRN_CHACHA20_POLY1305_TAG_LEN])
{
    if (ctx == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (tag == NULL)
        return cp_fail(ctx, CAIRN_ERR_BAD_ARG);
    return cp_final(ctx, PH_ENC, tag);
}

/* see cairn/aead.h */
int cairn_chacha20_poly1305_decrypt_final(cairn_chacha20_poly1305_ctx *ctx,
                                          const uint8_t tag[CAIRN_CHACHA20_POLY1305_TAG_LEN])
{
    uint8_t want[16];
    uint32_t ok;
    int rc;

    if (ctx == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (tag == NULL)
        return cp_fail(ctx, CAIRN_ERR_BAD_ARG);
    rc = cp_final(ctx, PH_DEC, want);
    if (rc != CAIRN_OK)
        return rc;
    ok = cairn_ct_memeq(want, tag, sizeof want);
    cairn_wipe(want, sizeof want);
    return cairn_ct_auth_status(ok);
}

/* ============================================================ descriptors */

/* Keyed state: the key and the chosen objects; nonces come per call. */
typedef struct {
    uint8_t key[CAIRN_CHACHA20_KEY_LEN];
    cp_pair pr;
} cp_state;

static int cp_desc_init(void *state, const cairn_impl *const impl[2], const uint8_t *key, size_t keylen)
{
    cp_state *s = (cp_state *)state;
    int rc;

    if (state == NULL || key == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (keylen != CAIRN_CHACHA20_KEY_LEN)
        return CAIRN_ERR_BAD_LENGTH;
    rc = cp_pick(&s->pr, impl[0], impl[1]);
    if (rc != CAIRN_OK)
        return rc;
    memcpy(s->key, key, sizeof s->key);
    return CAIRN_OK;
}

/* The checks every descriptor entry point makes before it seals or opens. */
static int cp_desc_check(const cp_state *state, size_t taglen, size_t noncelen, size_t want_noncelen)
{
    if (state == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (taglen != CAIRN_CHACHA20_POLY1305_TAG_LEN || noncelen != want_noncelen)
        return CAIRN_ERR_BAD_LENGTH;
    return CAIRN_OK;
}

static int cp_desc_encrypt(const void *state, uint8_t *out, uint8_t *tag, size_t taglen, const uint8_t *nonce,
                           size_t noncelen, const uint8_t *aad, size_t aadlen, const uint8_t *in, size_t len)
{
    const cp_state *s = (const cp_state *)state;
    int rc = cp_desc_check(s, taglen, noncelen, CAIRN_CHACHA20_NONCE_LEN);

    return rc != CAIRN_OK ? rc : cp_seal(&s->pr, s->key, out, tag, nonce, aad, aadlen, in, len);
}

static int cp_desc_decrypt(const void *state, uint8_t *out, const uint8_t *tag, size_t taglen, const uint8_t *nonce,
                           size_t noncelen, const uint8_t *aad, size_t aadlen, const uint8_t *in, size_t len)
{
    const cp_state *s = (const cp_state *)state;
    int rc = cp_desc_check(s, taglen, noncelen, CAIRN_CHACHA20_NONCE_LEN);

    return rc != CAIRN_OK ? rc : cp_open(&s->pr, s->key, out, tag, nonce, aad, aadlen, in, len);
}

static int x_desc_encrypt(const void *state, uint8_t *out, uint8_t *tag, size_t taglen, const uint8_t *nonce,
                          size_t noncelen, const uint8_t *aad, size_t aadlen, const uint8_t *in, size_t len)
{
    const cp_state *s = (const cp_state *)state;
    int rc = cp_desc_check(s, taglen, noncelen, CAIRN_XCHACHA20_NONCE_LEN);

    return rc != CAIRN_OK ? rc : x_seal(&s->pr, s->key, out, tag, nonce, aad, aadlen, in, len);
}

static int x_desc_decrypt(const void *state, uint8_t *out, const uint8_t *tag, size_t taglen, const uint8_t *nonce,
                          size_t noncelen, const uint8_t *aad, size_t aadlen, const uint8_t *in, size_t len)
{
    const cp_state *s = (const cp_state *)state;
    int rc = cp_desc_check(s, taglen, noncelen, CAIRN_XCHACHA20_NONCE_LEN);

    return rc != CAIRN_OK ? rc : x_open(&s->pr, s->key, out, tag, nonce, aad, aadlen, in, len);
}

/* see cairn/aead.h */
const cairn_aead cairn_aead_chacha20_poly1305 = {
    "ChaCha20-Poly1305", CAIRN_CHACHA20_KEY_LEN, CAIRN_CHACHA20_NONCE_LEN, CAIRN_CHACHA20_NONCE_LEN,
    CAIRN_CHACHA20_NONCE_LEN, CAIRN_CHACHA20_POLY1305_TAG_LEN, CAIRN_CHACHA20_POLY1305_TAG_LEN, CAIRN_AEAD_TAG_FIXED,
    sizeof(cp_state), {cairn_chacha20_impls, cairn_poly1305_impls}, cp_desc_init, cp_desc_encrypt, cp_desc_decrypt};

/* see cairn/aead.h */
const cairn_aead cairn_aead_xchacha20_poly1305 = {
    "XChaCha20-Poly1305", CAIRN_CHACHA20_KEY_LEN, CAIRN_XCHACHA20_NONCE_LEN, CAIRN_XCHACHA20_NONCE_LEN,
    CAIRN_XCHACHA20_NONCE_LEN, CAIRN_CHACHA20_POLY1305_TAG_LEN, CAIRN_CHACHA20_POLY1305_TAG_LEN, CAIRN_AEAD_TAG_FIXED,
    sizeof(cp_state), {cairn_chacha20_impls, cairn_poly1305_impls}, cp_desc_init, x_desc_encrypt, x_desc_decrypt};

#endif
