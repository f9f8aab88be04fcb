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
 *
 * One argument order for every function here: first what the operation
 * runs under (the context it sets up or continues, or for one-shots the key:
 * a cairn_gcm_key, a keyed cipher context for CCM, the key bytes of
 * ChaCha20-Poly1305 and Ascon, a cairn_aead_ctx); then, for functions that
 * set a context up, the descriptor and the implementation objects, then the
 * key and nonce; otherwise the outputs (out, tag, taglen), then the inputs
 * (nonce, noncelen, aad, aadlen, in, len).
 *
 * Implementations: GCM composes a block-cipher object (cairn/cipher.h) with
 * a GHASH object (cairn/mac.h), ChaCha20-Poly1305 a ChaCha20 object
 * (cairn/cipher.h) with a Poly1305 object (cairn/mac.h), CCM runs on a
 * block-cipher object alone, Ascon-AEAD128 on the Ascon permutation object
 * its hashes share (cairn/hash.h); every init takes the first usable object
 * of each list unless the caller names one (_init_ex, _start_ex).
 */
#ifndef CAIRN_AEAD_H
#define CAIRN_AEAD_H

#include "cairn/accel.h"
#include "cairn/cipher.h"
#include "cairn/common.h"
#include "cairn/mac.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ======================================================================= GCM */

#define CAIRN_GCM_TAG_LEN 16   /* tags of 4, 8 and 12..16 bytes are accepted (SP 800-38D 5.2.1.2) */
#define CAIRN_GCM_IV_LEN 12    /* the fast path; any length >= 1 byte is accepted */
#define CAIRN_PRIM_GCM_FUSED "GCM-fused"

/* A fused GCM kernel: CTR32 and GHASH over nblocks whole blocks in one pass,
 * out = in XOR E(ctr++) (ctr advanced over its last 32 bits) and y folded
 * with the ciphertext (out when encrypting, in when decrypting). It belongs
 * to a block implementation (cairn_block_impl.gcm), reads that object's key
 * schedule ks and the GHASH key hk in layout hk_layout; GCM runs whole
 * blocks through it when the key's GHASH object has that layout and the
 * kernel's needs are met, and through the two objects' own calls otherwise.
 * mask (optional) is p[0..len) &= m (m all-zeros or all-ones), the final
 * masking of a one-shot decryption, with the kernel's wide stores. */
typedef struct cairn_gcm_fused {
    cairn_impl base; /* base.prim = CAIRN_PRIM_GCM_FUSED */
    uint32_t hk_layout;
    void (*encrypt)(const uint64_t *ks, const uint64_t *hk, uint8_t ctr[16], uint8_t y[16], uint8_t *out,
                    const uint8_t *in, size_t nblocks);
    void (*decrypt)(const uint64_t *ks, const uint64_t *hk, uint8_t ctr[16], uint8_t y[16], uint8_t *out,
                    const uint8_t *in, size_t nblocks);
    void (*mask)(uint8_t *p, size_t len, uint64_t m);
} cairn_gcm_fused;

/* A GCM key: the keyed block cipher, the GHASH object and its key, and the
 * fused kernel the pair allows (or NULL). Reusable for any number of
 * messages (with distinct IVs); wipe with cairn_gcm_key_wipe. */
typedef struct cairn_gcm_key {
    cairn_cipher_ctx cipher;
    const cairn_ghash_impl *ghash;
    uint64_t hk[CAIRN_GHASH_KEY_WORDS]; /* at a 16-byte offset: the vector kernels load it whole */
    const cairn_gcm_fused *fused;
    uint32_t ready;
} cairn_gcm_key;

/* cipher must have a 16-byte block (AES, SM4), else CAIRN_ERR_UNSUPPORTED.
 * init takes the first usable object of cipher->impls and of
 * cairn_ghash_impls; init_ex takes the block and GHASH objects given (NULL:
 * that first usable one), checked as cairn_cipher_init_ex checks them
 * (CAIRN_ERR_BAD_ARG for an object of another primitive,
 * CAIRN_ERR_UNSUPPORTED for one this CPU cannot run). */
CAIRN_WARN_UNUSED int cairn_gcm_init(cairn_gcm_key *key, const cairn_block_cipher *cipher, const uint8_t *k, size_t klen);
CAIRN_WARN_UNUSED int cairn_gcm_init_ex(cairn_gcm_key *key, const cairn_block_cipher *cipher, const cairn_impl *block_impl,
                                        const cairn_impl *ghash_impl, const uint8_t *k, size_t klen);
void cairn_gcm_key_wipe(cairn_gcm_key *key);

/* One-shot. iv: ivlen >= 1 bytes (12 is the fast path); taglen 4, 8 or 12..16.
 * Plaintext up to 2^36 - 32 bytes, AAD up to 2^61 - 1 bytes. */
CAIRN_WARN_UNUSED int cairn_gcm_encrypt(const cairn_gcm_key *key, uint8_t *out, uint8_t *tag, size_t taglen, const uint8_t *iv,
                                        size_t ivlen, const uint8_t *aad, size_t aadlen, const uint8_t *in, size_t len);
CAIRN_WARN_UNUSED int cairn_gcm_decrypt(const cairn_gcm_key *key, uint8_t *out, const uint8_t *tag, size_t taglen,
                                        const uint8_t *iv, size_t ivlen, const uint8_t *aad, size_t aadlen,
                                        const uint8_t *in, size_t len);

/* Streaming: start, any number of aad calls, then any number of
 * encrypt_update (or decrypt_update) calls of any length, then the matching
 * final. The context refers to key, which must outlive it and stay keyed (a
 * call after cairn_gcm_key_wipe is CAIRN_ERR_STATE). final wipes the
 * context; a failed call leaves it in a state where only start is accepted. */
typedef struct cairn_gcm_ctx {
    const cairn_gcm_key *key;
    uint8_t j0[16], ctr[16], y[16], buf[16];
    uint64_t aadlen, len;
    uint32_t bufn, phase;
} cairn_gcm_ctx;

CAIRN_WARN_UNUSED int cairn_gcm_start(cairn_gcm_ctx *ctx, const cairn_gcm_key *key, const uint8_t *iv, size_t ivlen);
CAIRN_WARN_UNUSED int cairn_gcm_aad(cairn_gcm_ctx *ctx, const uint8_t *aad, size_t len);
CAIRN_WARN_UNUSED int cairn_gcm_encrypt_update(cairn_gcm_ctx *ctx, uint8_t *out, const uint8_t *in, size_t len);
CAIRN_WARN_UNUSED int cairn_gcm_decrypt_update(cairn_gcm_ctx *ctx, uint8_t *out, const uint8_t *in, size_t len);
CAIRN_WARN_UNUSED int cairn_gcm_encrypt_final(cairn_gcm_ctx *ctx, uint8_t *tag, size_t taglen);
CAIRN_WARN_UNUSED int cairn_gcm_decrypt_final(cairn_gcm_ctx *ctx, const uint8_t *tag, size_t taglen);
/* Wipes a streaming context (counter, GHASH state, key stream) at any point;
 * the key it refers to is left alone (cairn_gcm_key_wipe). */
void cairn_gcm_wipe(cairn_gcm_ctx *ctx);

/* ======================================================================= CCM */

/* CCM (SP 800-38C, RFC 3610) over a keyed 16-byte-block cipher context:
 * nonce 7..13 bytes, tag 4..16 bytes and even, AAD of any length, message
 * up to 2^(8*(15-noncelen)) - 1 bytes. One-shot only (CCM needs the length
 * up front). */
CAIRN_WARN_UNUSED int cairn_ccm_encrypt(const cairn_cipher_ctx *cipher, uint8_t *out, uint8_t *tag, size_t taglen, const uint8_t *nonce,
                                        size_t noncelen, const uint8_t *aad, size_t aadlen, const uint8_t *in, size_t len);
CAIRN_WARN_UNUSED int cairn_ccm_decrypt(const cairn_cipher_ctx *cipher, uint8_t *out, const uint8_t *tag,
                                        size_t taglen, const uint8_t *nonce, size_t noncelen, const uint8_t *aad,
                                        size_t aadlen, const uint8_t *in, size_t len);

/* ======================================================= ChaCha20-Poly1305 */

/* ChaCha20 itself is in cairn/cipher.h, Poly1305 in cairn/mac.h. */
#define CAIRN_XCHACHA20_NONCE_LEN 24
#define CAIRN_CHACHA20_POLY1305_TAG_LEN 16

/* ChaCha20-Poly1305 (RFC 8439 2.8): 12-byte nonce, 16-byte tag, message up
 * to 64 * (2^32 - 1) bytes. XChaCha20-Poly1305: 24-byte nonce (HChaCha20
 * subkey, then ChaCha20-Poly1305 with nonce 0^4 || nonce[16..24)). The
 * one-shots run the first usable objects of cairn_chacha20_impls and
 * cairn_poly1305_impls; the generic descriptors and start_ex take others. */
CAIRN_WARN_UNUSED int cairn_chacha20_poly1305_encrypt(const uint8_t key[CAIRN_CHACHA20_KEY_LEN], uint8_t *out,
                                                      uint8_t tag[CAIRN_CHACHA20_POLY1305_TAG_LEN],
                                                      const uint8_t nonce[CAIRN_CHACHA20_NONCE_LEN], const uint8_t *aad,
                                                      size_t aadlen, const uint8_t *in, size_t len);
CAIRN_WARN_UNUSED int cairn_chacha20_poly1305_decrypt(const uint8_t key[CAIRN_CHACHA20_KEY_LEN], uint8_t *out,
                                                      const uint8_t tag[CAIRN_CHACHA20_POLY1305_TAG_LEN],
                                                      const uint8_t nonce[CAIRN_CHACHA20_NONCE_LEN],
                                                      const uint8_t *aad, size_t aadlen, const uint8_t *in,
                                                      size_t len);
CAIRN_WARN_UNUSED int cairn_xchacha20_poly1305_encrypt(const uint8_t key[CAIRN_CHACHA20_KEY_LEN], uint8_t *out,
                                                       uint8_t tag[CAIRN_CHACHA20_POLY1305_TAG_LEN],
                                                       const uint8_t nonce[CAIRN_XCHACHA20_NONCE_LEN], const uint8_t *aad,
                                                       size_t aadlen, const uint8_t *in, size_t len);
CAIRN_WARN_UNUSED int cairn_xchacha20_poly1305_decrypt(const uint8_t key[CAIRN_CHACHA20_KEY_LEN], uint8_t *out,
                                                       const uint8_t tag[CAIRN_CHACHA20_POLY1305_TAG_LEN],
                                                       const uint8_t nonce[CAIRN_XCHACHA20_NONCE_LEN],
                                                       const uint8_t *aad, size_t aadlen, const uint8_t *in,
                                                       size_t len);

/* Streaming ChaCha20-Poly1305 (same rules as GCM's streaming API). start
 * takes the first usable objects, start_ex the ChaCha20 and Poly1305 objects
 * given (each NULL: that first usable one; CAIRN_ERR_BAD_ARG for an object
 * of another primitive, CAIRN_ERR_UNSUPPORTED for one this CPU cannot run).
 * The xchacha20 forms take a 24-byte XChaCha20 nonce. */
typedef struct cairn_chacha20_poly1305_ctx {
    const cairn_chacha20_impl *impl;
    uint32_t state[16];
    uint8_t stream[64];
    cairn_poly1305_ctx mac;
    uint64_t aadlen, len;
    uint32_t streamn, phase;
} cairn_chacha20_poly1305_ctx;

CAIRN_WARN_UNUSED int cairn_chacha20_poly1305_start(cairn_chacha20_poly1305_ctx *ctx, const uint8_t key[CAIRN_CHACHA20_KEY_LEN],
                                                    const uint8_t nonce[CAIRN_CHACHA20_NONCE_LEN]);
CAIRN_WARN_UNUSED int cairn_chacha20_poly1305_start_ex(cairn_chacha20_poly1305_ctx *ctx, const cairn_impl *chacha_impl,
                                                       const cairn_impl *poly_impl, const uint8_t key[CAIRN_CHACHA20_KEY_LEN],
                                                       const uint8_t nonce[CAIRN_CHACHA20_NONCE_LEN]);
CAIRN_WARN_UNUSED int cairn_xchacha20_poly1305_start(cairn_chacha20_poly1305_ctx *ctx, const uint8_t key[CAIRN_CHACHA20_KEY_LEN],
                                                     const uint8_t nonce[CAIRN_XCHACHA20_NONCE_LEN]);
CAIRN_WARN_UNUSED int cairn_xchacha20_poly1305_start_ex(cairn_chacha20_poly1305_ctx *ctx, const cairn_impl *chacha_impl,
                                                        const cairn_impl *poly_impl, const uint8_t key[CAIRN_CHACHA20_KEY_LEN],
                                                        const uint8_t nonce[CAIRN_XCHACHA20_NONCE_LEN]);
CAIRN_WARN_UNUSED int cairn_chacha20_poly1305_aad(cairn_chacha20_poly1305_ctx *ctx, const uint8_t *aad, size_t len);
CAIRN_WARN_UNUSED int cairn_chacha20_poly1305_encrypt_update(cairn_chacha20_poly1305_ctx *ctx, uint8_t *out, const uint8_t *in,
                                                             size_t len);
CAIRN_WARN_UNUSED int cairn_chacha20_poly1305_decrypt_update(cairn_chacha20_poly1305_ctx *ctx, uint8_t *out, const uint8_t *in,
                                                             size_t len);
CAIRN_WARN_UNUSED int cairn_chacha20_poly1305_encrypt_final(cairn_chacha20_poly1305_ctx *ctx,
                                                            uint8_t tag[CAIRN_CHACHA20_POLY1305_TAG_LEN]);
CAIRN_WARN_UNUSED int cairn_chacha20_poly1305_decrypt_final(cairn_chacha20_poly1305_ctx *ctx,
                                                            const uint8_t tag[CAIRN_CHACHA20_POLY1305_TAG_LEN]);
/* Wipes a streaming context (key stream, MAC state) at any point. */
void cairn_chacha20_poly1305_wipe(cairn_chacha20_poly1305_ctx *ctx);

/* ============================================================ Ascon-AEAD128 */

#define CAIRN_ASCON_AEAD128_KEY_LEN 16
#define CAIRN_ASCON_AEAD128_NONCE_LEN 16
#define CAIRN_ASCON_AEAD128_TAG_LEN 16

/* Ascon-AEAD128 (NIST SP 800-232): 16-byte key, nonce and tag. taglen may
 * be 4..16 (a truncated tag, SP 800-232 section 4.2.1); 16 is the default. */
CAIRN_WARN_UNUSED int cairn_ascon_aead128_encrypt(const uint8_t key[CAIRN_ASCON_AEAD128_KEY_LEN], uint8_t *out, uint8_t *tag,
                                                  size_t taglen, const uint8_t nonce[CAIRN_ASCON_AEAD128_NONCE_LEN], const uint8_t *aad,
                                                  size_t aadlen, const uint8_t *in, size_t len);
CAIRN_WARN_UNUSED int cairn_ascon_aead128_decrypt(const uint8_t key[CAIRN_ASCON_AEAD128_KEY_LEN], uint8_t *out,
                                                  const uint8_t *tag, size_t taglen,
                                                  const uint8_t nonce[CAIRN_ASCON_AEAD128_NONCE_LEN],
                                                  const uint8_t *aad, size_t aadlen, const uint8_t *in, size_t len);

typedef struct cairn_ascon_aead128_ctx {
    uint64_t s[5];
    uint64_t k[2];
    uint8_t buf[16];
    uint32_t bufn, phase;
    const struct cairn_ascon_impl *impl; /* the Ascon object of cairn/hash.h, chosen at start */
} cairn_ascon_aead128_ctx;

CAIRN_WARN_UNUSED int cairn_ascon_aead128_start(cairn_ascon_aead128_ctx *ctx, const uint8_t key[CAIRN_ASCON_AEAD128_KEY_LEN],
                                                const uint8_t nonce[CAIRN_ASCON_AEAD128_NONCE_LEN]);
/* The same through the Ascon permutation object impl (cairn_ascon_impls:
 * CAIRN_ERR_BAD_ARG for another primitive, CAIRN_ERR_UNSUPPORTED when this
 * CPU lacks it); start takes the first usable one. */
CAIRN_WARN_UNUSED int cairn_ascon_aead128_start_ex(cairn_ascon_aead128_ctx *ctx, const cairn_impl *impl,
                                                   const uint8_t key[CAIRN_ASCON_AEAD128_KEY_LEN],
                                                   const uint8_t nonce[CAIRN_ASCON_AEAD128_NONCE_LEN]);
CAIRN_WARN_UNUSED int cairn_ascon_aead128_aad(cairn_ascon_aead128_ctx *ctx, const uint8_t *aad, size_t len);
CAIRN_WARN_UNUSED int cairn_ascon_aead128_encrypt_update(cairn_ascon_aead128_ctx *ctx, uint8_t *out, const uint8_t *in, size_t len);
CAIRN_WARN_UNUSED int cairn_ascon_aead128_decrypt_update(cairn_ascon_aead128_ctx *ctx, uint8_t *out, const uint8_t *in, size_t len);
CAIRN_WARN_UNUSED int cairn_ascon_aead128_encrypt_final(cairn_ascon_aead128_ctx *ctx, uint8_t *tag, size_t taglen);
CAIRN_WARN_UNUSED int cairn_ascon_aead128_decrypt_final(cairn_ascon_aead128_ctx *ctx, const uint8_t *tag,
                                                        size_t taglen);
/* Wipes a streaming context (key and state) at any point. */
void cairn_ascon_aead128_wipe(cairn_ascon_aead128_ctx *ctx);

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
    /* The implementation lists of the two parts it composes, best first:
     * parts[0] the cipher (cairn_aes_impls or cairn_sm4_impls for GCM and
     * CCM, cairn_chacha20_impls, the Ascon permutation's list), parts[1] the
     * universal hash (cairn_ghash_impls, cairn_poly1305_impls), or NULL when
     * part 0 authenticates too (CCM's CBC-MAC, Ascon's duplex). Test drivers
     * run every usable pair; the benchmark's Software cell is the pair of
     * cairn_impl_portable objects. */
    const cairn_impl *const *parts[2];
    /* Keys state with the part objects impl[0], impl[1] (each NULL: the first
     * usable of its list), already checked by cairn_aead_init_ex. */
    int (*init)(void *state, const cairn_impl *const impl[2], const uint8_t *key, size_t keylen);
    int (*encrypt)(const void *state, uint8_t *out, uint8_t *tag, size_t taglen, const uint8_t *nonce,
                   size_t noncelen, const uint8_t *aad, size_t aadlen, const uint8_t *in, size_t len);
    int (*decrypt)(const void *state, uint8_t *out, const uint8_t *tag, size_t taglen, const uint8_t *nonce,
                   size_t noncelen, const uint8_t *aad, size_t aadlen, const uint8_t *in, size_t len);
} cairn_aead;

#if CAIRN_ENABLE_GCM && CAIRN_ENABLE_AES
extern const cairn_aead cairn_aead_aes128_gcm;
extern const cairn_aead cairn_aead_aes192_gcm;
extern const cairn_aead cairn_aead_aes256_gcm;
#endif
#if CAIRN_ENABLE_CCM && CAIRN_ENABLE_AES
extern const cairn_aead cairn_aead_aes128_ccm;
extern const cairn_aead cairn_aead_aes192_ccm;
extern const cairn_aead cairn_aead_aes256_ccm;
#endif
#if CAIRN_ENABLE_GCM && CAIRN_ENABLE_SM4
extern const cairn_aead cairn_aead_sm4_gcm;
#endif
#if CAIRN_ENABLE_CCM && CAIRN_ENABLE_SM4
extern const cairn_aead cairn_aead_sm4_ccm;
#endif
#if CAIRN_ENABLE_ASCON
extern const cairn_aead cairn_aead_ascon_aead128;
#endif
#if CAIRN_ENABLE_CHACHA20
extern const cairn_aead cairn_aead_chacha20_poly1305;
extern const cairn_aead cairn_aead_xchacha20_poly1305;
#endif

/* By name, ignoring case and '-', '_', '/', ' ' ("aes128gcm", "chacha20poly1305");
 * CAIRN_ERR_NOT_FOUND (and *out = NULL) otherwise. */
CAIRN_WARN_UNUSED int cairn_aead_lookup(const cairn_aead **out, const char *name);
/* The i-th descriptor of this build in the benchmark's order, NULL past the end. */
const cairn_aead *cairn_aead_at(size_t i);

typedef struct cairn_aead_ctx {
    const cairn_aead *aead;
    uint64_t state[CAIRN_AEAD_STATE_WORDS];
} cairn_aead_ctx;

/* Keys ctx with the first usable object of each part (init) or with the
 * objects given (init_ex; NULL: that part's first usable object): any
 * object of the part's primitive whose needs this CPU meets, listed or not.
 * CAIRN_ERR_BAD_ARG for an object of another primitive or one given for a
 * part the descriptor does not have; CAIRN_ERR_UNSUPPORTED when this CPU
 * lacks a feature it needs. */
CAIRN_WARN_UNUSED int cairn_aead_init(cairn_aead_ctx *ctx, const cairn_aead *aead, const uint8_t *key, size_t keylen);
CAIRN_WARN_UNUSED int cairn_aead_init_ex(cairn_aead_ctx *ctx, const cairn_aead *aead, const cairn_impl *cipher_impl,
                                         const cairn_impl *hash_impl, const uint8_t *key, size_t keylen);
CAIRN_WARN_UNUSED int cairn_aead_encrypt(const cairn_aead_ctx *ctx, uint8_t *out, uint8_t *tag, size_t taglen, const uint8_t *nonce,
                                         size_t noncelen, const uint8_t *aad, size_t aadlen, const uint8_t *in, size_t len);
CAIRN_WARN_UNUSED int cairn_aead_decrypt(const cairn_aead_ctx *ctx, uint8_t *out, const uint8_t *tag, size_t taglen,
                                         const uint8_t *nonce, size_t noncelen, const uint8_t *aad, size_t aadlen,
                                         const uint8_t *in, size_t len);
void cairn_aead_wipe(cairn_aead_ctx *ctx);

#ifdef __cplusplus
}
#endif
#endif
