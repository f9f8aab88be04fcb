/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Authenticated encryption: GCM and CCM over any 128-bit block cipher
 * (AES-128/192/256, SM4), ChaCha20-Poly1305 (RFC 8439), XChaCha20-Poly1305,
 * ChaCha20 and Poly1305 on their own, and Ascon-AEAD128 (NIST SP 800-232).
 *
 * Two layers:
 *  - typed APIs per construction (below), one-shot with detached tags, plus
 *    streaming (start, aad, update, final) for GCM, ChaCha20-Poly1305 and
 *    Ascon-AEAD128;
 *  - a cairn_aead descriptor per algorithm ("AES-128-GCM", ...) with lookup
 *    by name and a keyed generic context, used by the benchmark and the test
 *    drivers, which can also name one implementation (software, or an
 *    accelerated path) so every path is tested against the software one.
 *
 * Status: CAIRN_OK; CAIRN_ERR_BAD_ARG for NULL pointers (NULL with length 0
 * is fine); CAIRN_ERR_BAD_LENGTH for a key, nonce or tag length the
 * construction does not take, or a message/AAD longer than it allows;
 * CAIRN_ERR_STATE for calls out of order on a streaming context;
 * CAIRN_ERR_AUTH when a tag does not verify.
 *
 * Decryption: tags are compared in constant time. On CAIRN_ERR_AUTH the
 * one-shot functions wipe the whole output buffer (len bytes), so no
 * plaintext is released before the tag is checked. The streaming decrypt
 * functions must release plaintext before the tag can be checked: the caller
 * must not use any output until *_decrypt_final returns CAIRN_OK (and should
 * wipe it otherwise).
 * In-place operation (out == in) is allowed; other overlaps are not.
 */
#ifndef CAIRN_AEAD_H
#define CAIRN_AEAD_H

#include "cairn/cipher.h"
#include "cairn/common.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ================================================================ GHASH / GCM */

#define CAIRN_GCM_TAG_LEN 16   /* tags of 4, 8 and 12..16 bytes are accepted (SP 800-38D 5.2.1.2) */
#define CAIRN_GCM_IV_LEN 12    /* the fast path; any length >= 1 byte is accepted */
/* Storage for an implementation's hash key (H and its powers), in 64-bit words. */
#define CAIRN_GHASH_KEY_WORDS 64

/* A GHASH implementation object. set_h derives the implementation's key
 * from H; update folds nblocks 16-byte blocks into y (big-endian, the
 * GHASH state). Software ones are constant time (no secret-indexed table). */
typedef struct cairn_ghash_impl {
    const char *name; /* "ct64", "ct32", "x86-pclmul", "x86-vpclmul" */
    void (*set_h)(uint64_t *hk, const uint8_t h[16]);
    void (*update)(const uint64_t *hk, uint8_t y[16], const uint8_t *in, size_t nblocks);
} cairn_ghash_impl;

/* ct64: carry-less multiply with masked 64-bit integer products (64-bit
 * cores); ct32: the same with 32-bit products (32-bit cores); sw picks by
 * word size; x86: PCLMULQDQ with aggregated reduction; vpclmul: VPCLMULQDQ
 * (NULL when the CPU lacks it); best: the fastest available. */
const cairn_ghash_impl *cairn_ghash_ct64_impl(void);
const cairn_ghash_impl *cairn_ghash_ct32_impl(void);
const cairn_ghash_impl *cairn_ghash_sw_impl(void);
const cairn_ghash_impl *cairn_ghash_x86_impl(void);
const cairn_ghash_impl *cairn_ghash_vpclmul_impl(void);
const cairn_ghash_impl *cairn_ghash_best_impl(void);

/* A GCM key: the keyed block cipher and the GHASH key. Reusable for any
 * number of messages (with distinct IVs); wipe with cairn_gcm_key_wipe. */
typedef struct cairn_gcm_key {
    cairn_cipher_ctx cipher;
    const cairn_ghash_impl *ghash;
    uint64_t hk[CAIRN_GHASH_KEY_WORDS];
    uint32_t ready;
} cairn_gcm_key;

/* cipher must have a 16-byte block (AES, SM4), else CAIRN_ERR_UNSUPPORTED.
 * init picks the best implementations on this CPU; init_ex takes both
 * (block_impl from cipher->impls, ghash any of the above). */
int cairn_gcm_init(cairn_gcm_key *key, const cairn_block_cipher *cipher, const uint8_t *k, size_t klen);
int cairn_gcm_init_ex(cairn_gcm_key *key, const cairn_block_cipher *cipher, const cairn_block_impl *block_impl,
                      const cairn_ghash_impl *ghash, const uint8_t *k, size_t klen);
void cairn_gcm_key_wipe(cairn_gcm_key *key);

/* One-shot. iv: ivlen >= 1 bytes (12 is the fast path); taglen 4, 8 or 12..16.
 * Plaintext up to 2^36 - 32 bytes, AAD up to 2^61 - 1 bytes. */
int cairn_gcm_encrypt(const cairn_gcm_key *key, uint8_t *out, uint8_t *tag, size_t taglen, const uint8_t *iv,
                      size_t ivlen, const uint8_t *aad, size_t aadlen, const uint8_t *in, size_t len);
CAIRN_WARN_UNUSED int cairn_gcm_decrypt(const cairn_gcm_key *key, uint8_t *out, const uint8_t *tag, size_t taglen,
                                        const uint8_t *iv, size_t ivlen, const uint8_t *aad, size_t aadlen,
                                        const uint8_t *in, size_t len);

/* Streaming: start, any number of aad calls, then any number of
 * encrypt_update (or decrypt_update) calls of any length, then the matching
 * final. The context refers to key, which must outlive it. final wipes the
 * context; a failed call leaves it in a state where only start is accepted. */
typedef struct cairn_gcm_ctx {
    const cairn_gcm_key *key;
    uint8_t j0[16], ctr[16], y[16], buf[16];
    uint64_t aadlen, len;
    uint32_t bufn, phase;
} cairn_gcm_ctx;

int cairn_gcm_start(cairn_gcm_ctx *ctx, const cairn_gcm_key *key, const uint8_t *iv, size_t ivlen);
int cairn_gcm_aad(cairn_gcm_ctx *ctx, const uint8_t *aad, size_t len);
int cairn_gcm_encrypt_update(cairn_gcm_ctx *ctx, uint8_t *out, const uint8_t *in, size_t len);
int cairn_gcm_decrypt_update(cairn_gcm_ctx *ctx, uint8_t *out, const uint8_t *in, size_t len);
int cairn_gcm_encrypt_final(cairn_gcm_ctx *ctx, uint8_t *tag, size_t taglen);
CAIRN_WARN_UNUSED int cairn_gcm_decrypt_final(cairn_gcm_ctx *ctx, const uint8_t *tag, size_t taglen);

/* ======================================================================= CCM */

/* CCM (SP 800-38C, RFC 3610) over a keyed 16-byte-block cipher context:
 * nonce 7..13 bytes, tag 4..16 bytes and even, AAD of any length, message
 * up to 2^(8*(15-noncelen)) - 1 bytes. One-shot only (CCM needs the length
 * up front). */
int cairn_ccm_encrypt(const cairn_cipher_ctx *cipher, uint8_t *out, uint8_t *tag, size_t taglen, const uint8_t *nonce,
                      size_t noncelen, const uint8_t *aad, size_t aadlen, const uint8_t *in, size_t len);
CAIRN_WARN_UNUSED int cairn_ccm_decrypt(const cairn_cipher_ctx *cipher, uint8_t *out, const uint8_t *tag,
                                        size_t taglen, const uint8_t *nonce, size_t noncelen, const uint8_t *aad,
                                        size_t aadlen, const uint8_t *in, size_t len);

/* ===================================================== ChaCha20 and Poly1305 */

#define CAIRN_CHACHA20_KEY_LEN 32
#define CAIRN_CHACHA20_NONCE_LEN 12          /* RFC 8439 (IETF) */
#define CAIRN_XCHACHA20_NONCE_LEN 24
#define CAIRN_HCHACHA20_INPUT_LEN 16
#define CAIRN_POLY1305_KEY_LEN 32
#define CAIRN_POLY1305_TAG_LEN 16
#define CAIRN_CHACHA20_POLY1305_TAG_LEN 16

/* A ChaCha20 implementation: blocks(out, in, len, state) XORs the key
 * stream of ceil(len / 64) blocks starting at the block counter in
 * state[12] into in (len any, the last block partial), and advances
 * state[12] by the number of whole and partial blocks used. state is the
 * RFC 8439 state (constants, key, counter, nonce) in native words. */
typedef struct cairn_chacha20_impl {
    const char *name; /* "portable", "x86-avx2", "x86-avx512" */
    void (*xor_blocks)(uint32_t state[16], uint8_t *out, const uint8_t *in, size_t len);
} cairn_chacha20_impl;

const cairn_chacha20_impl *cairn_chacha20_sw_impl(void);
const cairn_chacha20_impl *cairn_chacha20_avx2_impl(void);   /* NULL without AVX2 */
const cairn_chacha20_impl *cairn_chacha20_avx512_impl(void); /* NULL without AVX-512F/VL */
const cairn_chacha20_impl *cairn_chacha20_best_impl(void);

/* ChaCha20 (RFC 8439 2.4) from block counter `counter`: out = in XOR key
 * stream. CAIRN_ERR_BAD_LENGTH when the message would wrap the 32-bit
 * counter. The _ex form names the implementation (NULL: best). */
int cairn_chacha20(uint8_t *out, const uint8_t *in, size_t len, const uint8_t key[CAIRN_CHACHA20_KEY_LEN],
                   const uint8_t nonce[CAIRN_CHACHA20_NONCE_LEN], uint32_t counter);
int cairn_chacha20_ex(const cairn_chacha20_impl *impl, uint8_t *out, const uint8_t *in, size_t len,
                      const uint8_t key[CAIRN_CHACHA20_KEY_LEN], const uint8_t nonce[CAIRN_CHACHA20_NONCE_LEN],
                      uint32_t counter);
/* HChaCha20 (draft-irtf-cfrg-xchacha 2.2): a 32-byte subkey from key and a 16-byte input. */
int cairn_hchacha20(uint8_t out[CAIRN_CHACHA20_KEY_LEN], const uint8_t key[CAIRN_CHACHA20_KEY_LEN],
                    const uint8_t in[CAIRN_HCHACHA20_INPUT_LEN]);

/* Poly1305 (RFC 8439 2.5), a one-time authenticator: never reuse a key. */
typedef struct cairn_poly1305_ctx {
    uint64_t st[12]; /* r, s, the accumulator: the implementation's own limb layout */
    uint8_t buf[16];
    uint32_t bufn, ready;
} cairn_poly1305_ctx;

int cairn_poly1305_init(cairn_poly1305_ctx *ctx, const uint8_t key[CAIRN_POLY1305_KEY_LEN]);
int cairn_poly1305_update(cairn_poly1305_ctx *ctx, const uint8_t *in, size_t len);
/* Writes the tag and wipes the context. */
int cairn_poly1305_final(cairn_poly1305_ctx *ctx, uint8_t tag[CAIRN_POLY1305_TAG_LEN]);
int cairn_poly1305(uint8_t tag[CAIRN_POLY1305_TAG_LEN], const uint8_t key[CAIRN_POLY1305_KEY_LEN],
                   const uint8_t *in, size_t len);

/* ChaCha20-Poly1305 (RFC 8439 2.8): 12-byte nonce, 16-byte tag, message up
 * to 64 * (2^32 - 1) bytes. XChaCha20-Poly1305: 24-byte nonce (HChaCha20
 * subkey, then ChaCha20-Poly1305 with nonce 0^4 || nonce[16..24)). */
int cairn_chacha20_poly1305_encrypt(uint8_t *out, uint8_t tag[CAIRN_CHACHA20_POLY1305_TAG_LEN],
                                    const uint8_t key[CAIRN_CHACHA20_KEY_LEN],
                                    const uint8_t nonce[CAIRN_CHACHA20_NONCE_LEN], const uint8_t *aad,
                                    size_t aadlen, const uint8_t *in, size_t len);
CAIRN_WARN_UNUSED int cairn_chacha20_poly1305_decrypt(uint8_t *out, const uint8_t tag[CAIRN_CHACHA20_POLY1305_TAG_LEN],
                                                      const uint8_t key[CAIRN_CHACHA20_KEY_LEN],
                                                      const uint8_t nonce[CAIRN_CHACHA20_NONCE_LEN],
                                                      const uint8_t *aad, size_t aadlen, const uint8_t *in,
                                                      size_t len);
int cairn_xchacha20_poly1305_encrypt(uint8_t *out, uint8_t tag[CAIRN_CHACHA20_POLY1305_TAG_LEN],
                                     const uint8_t key[CAIRN_CHACHA20_KEY_LEN],
                                     const uint8_t nonce[CAIRN_XCHACHA20_NONCE_LEN], const uint8_t *aad,
                                     size_t aadlen, const uint8_t *in, size_t len);
CAIRN_WARN_UNUSED int cairn_xchacha20_poly1305_decrypt(uint8_t *out,
                                                       const uint8_t tag[CAIRN_CHACHA20_POLY1305_TAG_LEN],
                                                       const uint8_t key[CAIRN_CHACHA20_KEY_LEN],
                                                       const uint8_t nonce[CAIRN_XCHACHA20_NONCE_LEN],
                                                       const uint8_t *aad, size_t aadlen, const uint8_t *in,
                                                       size_t len);

/* Streaming ChaCha20-Poly1305 (same rules as GCM's streaming API).
 * start_x takes a 24-byte XChaCha20 nonce. impl NULL: the best one. */
typedef struct cairn_chacha20_poly1305_ctx {
    const cairn_chacha20_impl *impl;
    uint32_t state[16];
    uint8_t stream[64];
    cairn_poly1305_ctx mac;
    uint64_t aadlen, len;
    uint32_t streamn, phase;
} cairn_chacha20_poly1305_ctx;

int cairn_chacha20_poly1305_start(cairn_chacha20_poly1305_ctx *ctx, const cairn_chacha20_impl *impl,
                                  const uint8_t key[CAIRN_CHACHA20_KEY_LEN],
                                  const uint8_t nonce[CAIRN_CHACHA20_NONCE_LEN]);
int cairn_xchacha20_poly1305_start(cairn_chacha20_poly1305_ctx *ctx, const cairn_chacha20_impl *impl,
                                   const uint8_t key[CAIRN_CHACHA20_KEY_LEN],
                                   const uint8_t nonce[CAIRN_XCHACHA20_NONCE_LEN]);
int cairn_chacha20_poly1305_aad(cairn_chacha20_poly1305_ctx *ctx, const uint8_t *aad, size_t len);
int cairn_chacha20_poly1305_encrypt_update(cairn_chacha20_poly1305_ctx *ctx, uint8_t *out, const uint8_t *in,
                                           size_t len);
int cairn_chacha20_poly1305_decrypt_update(cairn_chacha20_poly1305_ctx *ctx, uint8_t *out, const uint8_t *in,
                                           size_t len);
int cairn_chacha20_poly1305_encrypt_final(cairn_chacha20_poly1305_ctx *ctx,
                                          uint8_t tag[CAIRN_CHACHA20_POLY1305_TAG_LEN]);
CAIRN_WARN_UNUSED int cairn_chacha20_poly1305_decrypt_final(cairn_chacha20_poly1305_ctx *ctx,
                                                            const uint8_t tag[CAIRN_CHACHA20_POLY1305_TAG_LEN]);

/* ============================================================ Ascon-AEAD128 */

#define CAIRN_ASCON_AEAD128_KEY_LEN 16
#define CAIRN_ASCON_AEAD128_NONCE_LEN 16
#define CAIRN_ASCON_AEAD128_TAG_LEN 16

/* Ascon-AEAD128 (NIST SP 800-232): 16-byte key, nonce and tag. taglen may
 * be 4..16 (a truncated tag, SP 800-232 section 4.2.1); 16 is the default. */
int cairn_ascon_aead128_encrypt(uint8_t *out, uint8_t *tag, size_t taglen,
                                const uint8_t key[CAIRN_ASCON_AEAD128_KEY_LEN],
                                const uint8_t nonce[CAIRN_ASCON_AEAD128_NONCE_LEN], const uint8_t *aad,
                                size_t aadlen, const uint8_t *in, size_t len);
CAIRN_WARN_UNUSED int cairn_ascon_aead128_decrypt(uint8_t *out, const uint8_t *tag, size_t taglen,
                                                  const uint8_t key[CAIRN_ASCON_AEAD128_KEY_LEN],
                                                  const uint8_t nonce[CAIRN_ASCON_AEAD128_NONCE_LEN],
                                                  const uint8_t *aad, size_t aadlen, const uint8_t *in, size_t len);

typedef struct cairn_ascon_aead128_ctx {
    uint64_t s[5];
    uint64_t k[2];
    uint8_t buf[16];
    uint32_t bufn, phase;
    const struct cairn_ascon_impl *impl; /* the Ascon object of cairn/hash.h, chosen at start */
} cairn_ascon_aead128_ctx;

int cairn_ascon_aead128_start(cairn_ascon_aead128_ctx *ctx, const uint8_t key[CAIRN_ASCON_AEAD128_KEY_LEN],
                              const uint8_t nonce[CAIRN_ASCON_AEAD128_NONCE_LEN]);
int cairn_ascon_aead128_aad(cairn_ascon_aead128_ctx *ctx, const uint8_t *aad, size_t len);
int cairn_ascon_aead128_encrypt_update(cairn_ascon_aead128_ctx *ctx, uint8_t *out, const uint8_t *in, size_t len);
int cairn_ascon_aead128_decrypt_update(cairn_ascon_aead128_ctx *ctx, uint8_t *out, const uint8_t *in, size_t len);
int cairn_ascon_aead128_encrypt_final(cairn_ascon_aead128_ctx *ctx, uint8_t *tag, size_t taglen);
CAIRN_WARN_UNUSED int cairn_ascon_aead128_decrypt_final(cairn_ascon_aead128_ctx *ctx, const uint8_t *tag,
                                                        size_t taglen);

/* ========================================================= generic layer */

/* Keyed state of any descriptor, in 64-bit words (a cairn_gcm_key is the largest). */
#define CAIRN_AEAD_STATE_WORDS 224
#define CAIRN_AEAD_MAX_TAG_LEN 16
#define CAIRN_AEAD_MAX_KEY_LEN 32
#define CAIRN_AEAD_MAX_NONCE_LEN 24

/* Which tag lengths a descriptor takes (besides tag_min <= t <= tag_len). */
#define CAIRN_AEAD_TAG_EVEN 1u     /* CCM: even lengths only */
#define CAIRN_AEAD_TAG_GCM 2u      /* GCM: 4, 8, 12..16 */
#define CAIRN_AEAD_TAG_FIXED 4u    /* only tag_len */

typedef struct cairn_aead {
    const char *name;  /* "AES-128-GCM", "AES-192-GCM", "AES-256-GCM", "AES-128-CCM", ...,
                          "SM4-GCM", "SM4-CCM", "Ascon-AEAD128", "ChaCha20-Poly1305", "XChaCha20-Poly1305" */
    size_t key_len;
    size_t nonce_len;            /* the recommended nonce length */
    size_t nonce_min, nonce_max; /* accepted nonce lengths */
    size_t tag_len;              /* the default and longest tag */
    size_t tag_min;
    uint32_t tag_rule;           /* CAIRN_AEAD_TAG_* */
    size_t state_size;           /* bytes of cairn_aead_ctx.state this descriptor uses */
    /* Implementation i: its name ("ct64", "ct32", "x86-aesni", ...), or NULL
     * past the last one; impl_available(i) is 1 when this build and CPU
     * (after the CAIRN_CPU cap) run it. Indices below n_sw are portable
     * software, 0 being the one chosen for this word size; indices from n_sw
     * on are accelerated paths in increasing order of preference. Test
     * drivers run every available i against i = 0. */
    size_t n_sw;
    const char *(*impl_name)(size_t i);
    int (*impl_available)(size_t i);
    /* Keys state with implementation i (best available when i == SIZE_MAX). */
    int (*init)(void *state, size_t impl, const uint8_t *key, size_t keylen);
    int (*encrypt)(const void *state, uint8_t *out, uint8_t *tag, size_t taglen, const uint8_t *nonce,
                   size_t noncelen, const uint8_t *aad, size_t aadlen, const uint8_t *in, size_t len);
    int (*decrypt)(const void *state, uint8_t *out, const uint8_t *tag, size_t taglen, const uint8_t *nonce,
                   size_t noncelen, const uint8_t *aad, size_t aadlen, const uint8_t *in, size_t len);
} cairn_aead;

extern const cairn_aead cairn_aead_aes128_gcm;
extern const cairn_aead cairn_aead_aes192_gcm;
extern const cairn_aead cairn_aead_aes256_gcm;
extern const cairn_aead cairn_aead_aes128_ccm;
extern const cairn_aead cairn_aead_aes192_ccm;
extern const cairn_aead cairn_aead_aes256_ccm;
extern const cairn_aead cairn_aead_sm4_gcm;
extern const cairn_aead cairn_aead_sm4_ccm;
extern const cairn_aead cairn_aead_ascon_aead128;
extern const cairn_aead cairn_aead_chacha20_poly1305;
extern const cairn_aead cairn_aead_xchacha20_poly1305;

/* By name, ignoring case and '-', '_', '/', ' ' ("aes128gcm", "chacha20poly1305");
 * CAIRN_ERR_NOT_FOUND (and *out = NULL) otherwise. */
int cairn_aead_lookup(const cairn_aead **out, const char *name);
/* The i-th descriptor of this build in the benchmark's order, NULL past the end. */
const cairn_aead *cairn_aead_at(size_t i);

typedef struct cairn_aead_ctx {
    const cairn_aead *aead;
    uint64_t state[CAIRN_AEAD_STATE_WORDS];
} cairn_aead_ctx;

/* Keys ctx with the best implementation (init) or implementation impl
 * (init_ex: CAIRN_ERR_NOT_FOUND past the last, CAIRN_ERR_UNSUPPORTED when
 * this CPU lacks it). */
int cairn_aead_init(cairn_aead_ctx *ctx, const cairn_aead *aead, const uint8_t *key, size_t keylen);
int cairn_aead_init_ex(cairn_aead_ctx *ctx, const cairn_aead *aead, size_t impl, const uint8_t *key, size_t keylen);
int cairn_aead_encrypt(const cairn_aead_ctx *ctx, uint8_t *out, uint8_t *tag, size_t taglen, const uint8_t *nonce,
                       size_t noncelen, const uint8_t *aad, size_t aadlen, const uint8_t *in, size_t len);
CAIRN_WARN_UNUSED int cairn_aead_decrypt(const cairn_aead_ctx *ctx, uint8_t *out, const uint8_t *tag, size_t taglen,
                                         const uint8_t *nonce, size_t noncelen, const uint8_t *aad, size_t aadlen,
                                         const uint8_t *in, size_t len);
void cairn_aead_wipe(cairn_aead_ctx *ctx);

#ifdef __cplusplus
}
#endif
#endif
