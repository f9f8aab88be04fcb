/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Block ciphers (AES-128/192/256, 3DES, SM4) and their modes (ECB, CBC with
 * PKCS#7, CTR, CFB, OFB, XTS).
 *
 * Three layers:
 *  - cairn_block_impl: one implementation of one block cipher, an
 *    implementation object (cairn/accel.h): a key schedule plus multi-block
 *    encrypt/decrypt and optional CBC/CTR fast paths and fused AEAD kernels.
 *    Software implementations always exist and are constant time (no table
 *    indexed by key or data). Each cipher lists its implementations, best
 *    first: cairn_aes_impls, cairn_des3_impls, cairn_sm4_impls.
 *  - cairn_block_cipher: the descriptor of an algorithm at one key size
 *    ("AES-128", ...), pointing at its primitive's list; lookup by name.
 *  - cairn_cipher_ctx + the mode functions: a keyed context (the first
 *    usable implementation, or any object the caller passes, a port's
 *    peripheral driver included) used by every mode.
 *
 * Status: CAIRN_OK; CAIRN_ERR_BAD_ARG for NULL pointers (NULL with length 0
 * is fine), an implementation of another algorithm; CAIRN_ERR_BAD_LENGTH for
 * a key, IV or data length the algorithm or mode does not take;
 * CAIRN_ERR_INVALID_KEY for a 3DES key whose DES keys are not distinct (see
 * CAIRN_DES3_KEY_LEN); CAIRN_ERR_STATE for a context that is not keyed;
 * CAIRN_ERR_BAD_PADDING for any bad PKCS#7 padding (one status whatever is
 * wrong with it).
 * In-place operation (out == in) is allowed everywhere; other overlaps are not.
 */
#ifndef CAIRN_CIPHER_H
#define CAIRN_CIPHER_H

#include "cairn/accel.h"
#include "cairn/common.h"

#ifdef __cplusplus
extern "C" {
#endif

#define CAIRN_AES_BLOCK_LEN 16
#define CAIRN_SM4_BLOCK_LEN 16
#define CAIRN_DES3_BLOCK_LEN 8
#define CAIRN_BLOCK_MAX_LEN 16

#define CAIRN_AES128_KEY_LEN 16
#define CAIRN_AES192_KEY_LEN 24
#define CAIRN_AES256_KEY_LEN 32
#define CAIRN_SM4_KEY_LEN 16
/* 3DES keys: K1 || K2 || K3 (24 bytes), or K1 || K2 (16 bytes, two-key: K3 =
 * K1). SP 800-67r2 requires K1 != K2 and K2 != K3 (with either pair equal,
 * EDE is single DES): such a key is refused with CAIRN_ERR_INVALID_KEY. The
 * DES keys are compared without their parity bits (the low bit of each
 * byte), so keys equal up to parity count as equal; a two-key key needs
 * K1 != K2; K1 = K3 in 24 bytes is two-key 3DES and accepted. The check and
 * the refusal run in constant time: no branch on the key, and a refused key
 * leaves no key schedule (the context is not keyed). */
#define CAIRN_DES3_KEY_LEN 24
#define CAIRN_DES3_KEY2_LEN 16

/* Key-schedule storage in a context, in 64-bit words (aligned for any
 * implementation): enough for the largest (bitsliced AES-256 + AES-NI's
 * encryption and decryption round keys). */
#define CAIRN_CIPHER_KS_WORDS 136

/* The primitives (cairn_impl.prim) of block-cipher implementation objects. */
#define CAIRN_PRIM_AES "AES"
#define CAIRN_PRIM_DES3 "3DES"
#define CAIRN_PRIM_SM4 "SM4"

/* ---- implementation objects ---- */

struct cairn_gcm_fused; /* cairn/aead.h */

typedef struct cairn_block_impl {
    /* name ("ct64", "ct32", "ct", "x86-aesni", "x86-vaes", "x86-avx2-vaes", "arm-aes",
     * "arm-sm4", "x86-aesni-sm4", "x86-gfni-sm4", "x86-vaes-sm4", "x86-avx2-vaes-sm4", or a port's),
     * prim (CAIRN_PRIM_AES, ...) and needs */
    cairn_impl base;
    size_t block_len;  /* 8 or 16 */
    /* Expands key into ks (CAIRN_CIPHER_KS_WORDS words). Constant time.
     * CAIRN_ERR_BAD_LENGTH for a key length this cipher does not take;
     * CAIRN_ERR_INVALID_KEY for a key the cipher refuses (3DES with equal DES
     * keys), then with its schedule zeroed, the status found without a
     * branch on the key. */
    int (*set_key)(uint64_t *ks, const uint8_t *key, size_t keylen);
    /* ECB on nblocks whole blocks (any count, 0 included); out == in allowed. */
    void (*encrypt)(const uint64_t *ks, uint8_t *out, const uint8_t *in, size_t nblocks);
    void (*decrypt)(const uint64_t *ks, uint8_t *out, const uint8_t *in, size_t nblocks);
    /* Optional fast paths (NULL: the mode layer builds them from encrypt/decrypt).
     * iv/ctr are block_len bytes and are updated: iv to the last ciphertext
     * block, ctr advanced by nblocks (big-endian over the whole block for
     * ctr; over the last 4 bytes only, wrapping mod 2^32, for ctr32). */
    void (*cbc_encrypt)(const uint64_t *ks, uint8_t *iv, uint8_t *out, const uint8_t *in, size_t nblocks);
    void (*cbc_decrypt)(const uint64_t *ks, uint8_t *iv, uint8_t *out, const uint8_t *in, size_t nblocks);
    void (*ctr)(const uint64_t *ks, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks);
    void (*ctr32)(const uint64_t *ks, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks);
    /* Optional fused AEAD kernels (NULL: the AEAD layer composes the calls
     * above). ccm_*: CCM's CTR and CBC-MAC over nblocks whole blocks in one
     * pass: out = in XOR E(ctr), ctr advanced over its whole 16 bytes (big-
     * endian), mac = E(mac XOR p) for each plaintext block p. gcm: CTR32 and
     * GHASH fused (cairn/aead.h), used when the GCM key's GHASH object has
     * the hash-key layout the kernel reads and the kernel is usable. */
    void (*ccm_encrypt)(const uint64_t *ks, uint8_t mac[16], uint8_t ctr[16], uint8_t *out, const uint8_t *in,
                        size_t nblocks);
    void (*ccm_decrypt)(const uint64_t *ks, uint8_t mac[16], uint8_t ctr[16], uint8_t *out, const uint8_t *in,
                        size_t nblocks);
    const struct cairn_gcm_fused *gcm;
} cairn_block_impl;

/* Every implementation of each cipher in this build, best first:
 * AES: "arm-aes" (aarch64 builds: the ARMv8 AESE/AESD instructions, needs
 * NEON and AES; its fused GCM kernel "arm-aes-pmull" also needs PMULL and
 * runs with the "arm-pmull" GHASH object), "x86-vaes" (VAES on 512-bit
 * registers: needs AES-NI, VAES, AVX2 and AVX-512F/VL/BW), "x86-avx2-vaes"
 * (VAES on 256-bit registers: AES-NI, VAES and AVX2, no AVX-512),
 * "x86-aesni" (AES-NI, SSSE3, SSE4.1), then the bitsliced "ct64" (64-bit
 * words, four blocks per pass, eight through 128-bit vectors on
 * x86-64/aarch64) and "ct32" (32-bit words; 32-bit builds list only ct32).
 * 3DES: "x86-avx512" (its single-block calls through truth-table look-ups
 * with VPSHUFBITQMB: needs AVX2 and AVX-512F/BW/VL, VBMI, BITALG and BMI2;
 * otherwise "ct"'s), then "ct" (bitsliced and multiplexer-tree cores);
 * distinct DES keys only, see CAIRN_DES3_KEY_LEN. SM4: "arm-sm4" (aarch64 builds: the Armv8.2
 * SM4E/SM4EKEY instructions, needs NEON and SM4; fused CCM kernels),
 * "x86-vaes-sm4" (the S-box through VAESENCLAST: the same needs as AES's
 * x86-vaes), "x86-avx2-vaes-sm4" (the same on 256-bit registers: the needs
 * of AES's x86-avx2-vaes), "x86-gfni-sm4" (x86-aesni-sm4 with CBC encryption
 * by GFNI's affine instructions: its needs and GFNI), "x86-aesni-sm4"
 * (AESENCLAST with affine maps), "ct" (bitsliced circuit). */
#if CAIRN_ENABLE_AES
extern const cairn_impl *const cairn_aes_impls[];
#endif
#if CAIRN_ENABLE_DES3
extern const cairn_impl *const cairn_des3_impls[];
#endif
#if CAIRN_ENABLE_SM4
extern const cairn_impl *const cairn_sm4_impls[];
#endif

/* ---- descriptors ---- */

typedef struct cairn_block_cipher {
    const char *name;  /* "AES-128", "AES-192", "AES-256", "3DES", "SM4" */
    size_t block_len;
    size_t key_len;    /* the key length this descriptor stands for */
    const cairn_impl *const *impls; /* the primitive's implementations, best first */
} cairn_block_cipher;

#if CAIRN_ENABLE_AES
extern const cairn_block_cipher cairn_cipher_aes128;
extern const cairn_block_cipher cairn_cipher_aes192;
extern const cairn_block_cipher cairn_cipher_aes256;
#endif
#if CAIRN_ENABLE_DES3
extern const cairn_block_cipher cairn_cipher_des3;
#endif
#if CAIRN_ENABLE_SM4
extern const cairn_block_cipher cairn_cipher_sm4;
#endif

/* By name, ignoring case and '-', '_', '/', ' ' ("aes128", "AES-256", "3des", "sm4");
 * CAIRN_ERR_NOT_FOUND (and *out = NULL) otherwise. */
CAIRN_WARN_UNUSED int cairn_block_cipher_lookup(const cairn_block_cipher **out, const char *name);
/* The i-th descriptor of this build (the benchmark's order), NULL past the end. */
const cairn_block_cipher *cairn_block_cipher_at(size_t i);

/* ---- keyed context ---- */

typedef struct cairn_cipher_ctx {
    const cairn_block_cipher *cipher;
    const cairn_block_impl *impl;
    uint64_t ks[CAIRN_CIPHER_KS_WORDS];
    uint32_t ready;
} cairn_cipher_ctx;

/* Keys ctx with the first usable implementation of cipher->impls. keylen
 * must be the descriptor's key_len (3DES also takes 16). A key the cipher
 * refuses (3DES with K1 = K2 or K2 = K3) is CAIRN_ERR_INVALID_KEY with ctx
 * left unkeyed (here and in cairn_cipher_init_ex), decided without a branch
 * on the key. */
CAIRN_WARN_UNUSED int cairn_cipher_init(cairn_cipher_ctx *ctx, const cairn_block_cipher *cipher, const uint8_t *key, size_t keylen);
/* Keys ctx with the implementation object impl (&obj.base): any object of
 * the cipher's primitive whose needs this CPU meets, listed or not (a
 * port's driver). CAIRN_ERR_BAD_ARG for NULL, an object of another
 * primitive or block length, or one without set_key/encrypt/decrypt;
 * CAIRN_ERR_UNSUPPORTED when this CPU lacks a feature it needs. */
CAIRN_WARN_UNUSED int cairn_cipher_init_ex(cairn_cipher_ctx *ctx, const cairn_block_cipher *cipher, const cairn_impl *impl,
                                           const uint8_t *key, size_t keylen);
/* Wipes the key schedule; the context must be keyed again before use. */
void cairn_cipher_wipe(cairn_cipher_ctx *ctx);

/* ---- modes ---- */

/* ECB and CBC: len a multiple of the block length (else CAIRN_ERR_BAD_LENGTH;
 * 0 is fine). CBC's iv (block_len bytes) is updated to the last ciphertext
 * block, so consecutive calls continue one message. */
CAIRN_WARN_UNUSED int cairn_ecb_encrypt(const cairn_cipher_ctx *ctx, uint8_t *out, const uint8_t *in, size_t len);
CAIRN_WARN_UNUSED int cairn_ecb_decrypt(const cairn_cipher_ctx *ctx, uint8_t *out, const uint8_t *in, size_t len);
CAIRN_WARN_UNUSED int cairn_cbc_encrypt(const cairn_cipher_ctx *ctx, uint8_t *iv, uint8_t *out, const uint8_t *in, size_t len);
CAIRN_WARN_UNUSED int cairn_cbc_decrypt(const cairn_cipher_ctx *ctx, uint8_t *iv, uint8_t *out, const uint8_t *in, size_t len);

/* CBC with PKCS#7 padding. Encrypt writes len / block * block + block bytes
 * (*outlen); outcap smaller is CAIRN_ERR_BUFFER_TOO_SMALL. Decrypt needs
 * outcap >= len - 1 (the longest possible plaintext), checks the padding in
 * constant time and returns CAIRN_ERR_BAD_PADDING for every bad padding,
 * with out zeroed; len must be a non-zero multiple of the block. */
CAIRN_WARN_UNUSED int cairn_cbc_encrypt_pkcs7(const cairn_cipher_ctx *ctx, const uint8_t *iv, uint8_t *out, size_t outcap,
                                              size_t *outlen, const uint8_t *in, size_t len);
CAIRN_WARN_UNUSED int cairn_cbc_decrypt_pkcs7(const cairn_cipher_ctx *ctx, const uint8_t *iv, uint8_t *out,
                                              size_t outcap, size_t *outlen, const uint8_t *in, size_t len);
/* PKCS#7 on its own, for blocks of 1..255 bytes (else CAIRN_ERR_BAD_ARG). pad appends p = block - len % block bytes of value p at
 * buf[len..] and sets *padded_len = len + p (cap smaller: BUFFER_TOO_SMALL).
 * unpad checks the last block of buf[0..len) in constant time and sets
 * *data_len: CAIRN_ERR_BAD_PADDING for every bad padding, CAIRN_ERR_BAD_LENGTH
 * when len is 0 or not a multiple of block (public information). */
CAIRN_WARN_UNUSED int cairn_pkcs7_pad(uint8_t *buf, size_t len, size_t cap, size_t block, size_t *padded_len);
CAIRN_WARN_UNUSED int cairn_pkcs7_unpad(const uint8_t *buf, size_t len, size_t block, size_t *data_len);

/* Stream modes, resumable at any byte (OpenSSL-style state in the caller's
 * buffers). counter/iv and stream are block_len bytes; *num counts the bytes
 * of the current keystream block already used (start at 0 with stream
 * ignored). CTR: big-endian counter over the whole block (a 3DES counter is
 * 64 bits); CTR32: only the last 32 bits count, wrapping (GCM's counter,
 * 16-byte ciphers only, else CAIRN_ERR_UNSUPPORTED). CFB: full-block
 * feedback (CFB-128 for AES and SM4, CFB-64 for 3DES). */
CAIRN_WARN_UNUSED int cairn_ctr_xor(const cairn_cipher_ctx *ctx, uint8_t *counter, uint8_t *stream, size_t *num, uint8_t *out,
                                    const uint8_t *in, size_t len);
CAIRN_WARN_UNUSED int cairn_ctr32_xor(const cairn_cipher_ctx *ctx, uint8_t *counter, uint8_t *stream, size_t *num, uint8_t *out,
                                      const uint8_t *in, size_t len);
CAIRN_WARN_UNUSED int cairn_cfb_encrypt(const cairn_cipher_ctx *ctx, uint8_t *iv, size_t *num, uint8_t *out, const uint8_t *in,
                                        size_t len);
CAIRN_WARN_UNUSED int cairn_cfb_decrypt(const cairn_cipher_ctx *ctx, uint8_t *iv, size_t *num, uint8_t *out, const uint8_t *in,
                                        size_t len);
CAIRN_WARN_UNUSED int cairn_ofb_xor(const cairn_cipher_ctx *ctx, uint8_t *iv, size_t *num, uint8_t *out, const uint8_t *in, size_t len);

/* XTS (IEEE 1619, NIST SP 800-38E; XTS-AES with AES-128/256, and any other
 * 16-byte block cipher) on one data unit of len bytes: data_key is Key1,
 * tweak_key Key2 (both keyed for the same cipher), tweak the 16-byte tweak
 * (IEEE 1619: the data unit's sequence number, little-endian). A partial
 * last block is handled by ciphertext stealing. CAIRN_ERR_BAD_LENGTH for
 * len < 16 or more than 2^20 blocks (SP 800-38E's limit per data unit);
 * CAIRN_ERR_UNSUPPORTED for 8-byte-block ciphers; CAIRN_ERR_BAD_ARG for the
 * same context twice or contexts of different ciphers, and when both hold
 * the same key (SP 800-38E requires Key1 != Key2; checked in constant time,
 * across implementations, as E_K1(0) == E_K2(0)), in which case out is
 * zeroed. */
CAIRN_WARN_UNUSED int cairn_xts_encrypt(const cairn_cipher_ctx *data_key, const cairn_cipher_ctx *tweak_key, const uint8_t tweak[16],
                                        uint8_t *out, const uint8_t *in, size_t len);
CAIRN_WARN_UNUSED int cairn_xts_decrypt(const cairn_cipher_ctx *data_key, const cairn_cipher_ctx *tweak_key, const uint8_t tweak[16],
                                        uint8_t *out, const uint8_t *in, size_t len);

/* ---- ChaCha20 (RFC 8439), the stream cipher ---- */

#define CAIRN_CHACHA20_KEY_LEN 32
#define CAIRN_CHACHA20_NONCE_LEN 12 /* RFC 8439 (IETF) */
#define CAIRN_HCHACHA20_INPUT_LEN 16
#define CAIRN_PRIM_CHACHA20 "ChaCha20"

/* A ChaCha20 implementation object (cairn/accel.h). xor_blocks XORs the key
 * stream of ceil(len / 64) blocks, starting at the block counter in
 * state[12], into in (len any, the last block partial) and advances
 * state[12] by the number of whole and partial blocks used; state is the
 * RFC 8439 state (constants, key, counter, nonce) in native words.
 * xor_masked (optional) does the same and ANDs the result with mask (0x00 or
 * 0xff): ChaCha20-Poly1305 decrypts with the tag verdict as the mask. batch
 * is the key stream its kernel makes per step in bytes (64 for one block at
 * a time): ChaCha20-Poly1305 takes its first batch at once when it is wider.
 * poly1305_m64 (optional) is ChaCha20-Poly1305's fused kernel: xor_blocks
 * over the longest prefix of len bytes that is a whole number of batches,
 * and in the same pass Poly1305 over that ciphertext (out when encrypting,
 * in when decrypting; in place allowed) as full blocks, on the state layout
 * of the "m64" Poly1305 object and the objects sharing its init (pst is
 * cairn_poly1305_ctx.st, its buffer empty); returns the prefix length. The
 * AEAD runs it with such a Poly1305 object and composes the two objects'
 * calls otherwise. */
typedef struct cairn_chacha20_impl {
    cairn_impl base; /* base.prim = CAIRN_PRIM_CHACHA20 */
    size_t batch;
    void (*xor_blocks)(uint32_t state[16], uint8_t *out, const uint8_t *in, size_t len);
    void (*xor_masked)(uint32_t state[16], uint8_t *out, const uint8_t *in, size_t len, uint8_t mask);
    size_t (*poly1305_m64)(uint32_t state[16], uint64_t pst[12], uint8_t *out, const uint8_t *in, size_t len,
                           int decrypt);
} cairn_chacha20_impl;

/* This build's ChaCha20 objects, best first: "x86-avx512" (16 blocks per
 * step: needs AVX, AVX2, AVX-512F/VL), "x86-avx2" (8 blocks: AVX, AVX2),
 * "x86-ssse3" (4 blocks: SSE2, SSSE3), "portable". */
#if CAIRN_ENABLE_CHACHA20
extern const cairn_impl *const cairn_chacha20_impls[];
#endif

/* ChaCha20 (RFC 8439 2.4) from block counter `counter`: out = in XOR key
 * stream (in place allowed). CAIRN_ERR_BAD_LENGTH when the message would
 * wrap the 32-bit counter. The _ex form runs the object impl (CAIRN_ERR_BAD_ARG
 * for NULL or another primitive, CAIRN_ERR_UNSUPPORTED when this CPU lacks
 * it); the plain form the first usable of cairn_chacha20_impls. */
CAIRN_WARN_UNUSED int cairn_chacha20(const uint8_t key[CAIRN_CHACHA20_KEY_LEN], const uint8_t nonce[CAIRN_CHACHA20_NONCE_LEN],
                                     uint32_t counter, uint8_t *out, const uint8_t *in, size_t len);
CAIRN_WARN_UNUSED int cairn_chacha20_ex(const uint8_t key[CAIRN_CHACHA20_KEY_LEN], const uint8_t nonce[CAIRN_CHACHA20_NONCE_LEN],
                                        uint32_t counter, uint8_t *out, const uint8_t *in, size_t len, const cairn_impl *impl);
/* HChaCha20 (draft-irtf-cfrg-xchacha 2.2): a 32-byte subkey from key and a 16-byte input. */
CAIRN_WARN_UNUSED int cairn_hchacha20(uint8_t out[CAIRN_CHACHA20_KEY_LEN], const uint8_t key[CAIRN_CHACHA20_KEY_LEN],
                                      const uint8_t in[CAIRN_HCHACHA20_INPUT_LEN]);

#ifdef __cplusplus
}
#endif
#endif
