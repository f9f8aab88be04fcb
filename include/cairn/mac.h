/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * HMAC (RFC 2104 / FIPS 198-1) over any fixed-output cairn_hash descriptor
 * whose block is at least as long as its digest (MD5, SHA-1, SHA-2, SHA-3,
 * SM3). XOF descriptors (SHAKE, Ascon-XOF128) and Ascon-Hash256 (an 8-byte
 * rate: no standard defines HMAC over it) are CAIRN_ERR_UNSUPPORTED.
 *
 * The context keeps the hash states after the inner and outer key blocks, so
 * cairn_hmac_reset starts a new message under the same key without rehashing
 * the key. cairn_hmac_final wipes the running inner state only: those two
 * key-derived states stay in the context until cairn_hmac_wipe, which a caller
 * done with the key must call (the one-shots cairn_hmac and cairn_hmac_verify
 * wipe their own context).
 *
 * The hash runs through the descriptor's implementation object (hash->impl,
 * see cairn_hash_bind): a descriptor bound to a port's engine makes HMAC,
 * HKDF, PBKDF2 and the DRBG use it. The context points at the descriptor,
 * which must stay valid while the context is used.
 */
#ifndef CAIRN_MAC_H
#define CAIRN_MAC_H

#include "cairn/accel.h"
#include "cairn/hash.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct cairn_hmac_ctx {
    const cairn_hash *hash;
    cairn_hash_state ikey;  /* state after absorbing K ^ ipad */
    cairn_hash_state okey;  /* state after absorbing K ^ opad */
    cairn_hash_state inner; /* running inner hash */
    uint32_t ready;
} cairn_hmac_ctx;

/* Keys the context: any key length (0 allowed; a NULL key needs keylen 0).
 * CAIRN_ERR_BAD_ARG for a NULL ctx or hash or a NULL key with keylen > 0;
 * CAIRN_ERR_UNSUPPORTED for a descriptor HMAC cannot use (above, or one whose
 * sizes exceed CAIRN_HASH_MAX_DIGEST_LEN / CAIRN_HASH_MAX_BLOCK_LEN / the
 * cairn_hash_state); the hash's own status otherwise. */
CAIRN_WARN_UNUSED int cairn_hmac_init(cairn_hmac_ctx *ctx, const cairn_hash *hash, const uint8_t *key, size_t keylen);
/* Absorbs len bytes of the message (a NULL in needs len 0): CAIRN_ERR_BAD_ARG
 * for a NULL ctx, CAIRN_ERR_STATE unless init or reset came first (and no
 * final since). */
CAIRN_WARN_UNUSED int cairn_hmac_update(cairn_hmac_ctx *ctx, const uint8_t *in, size_t len);
/* outlen in 1..digest_len: a shorter outlen truncates (leftmost bytes).
 * 0 or more than digest_len is CAIRN_ERR_BAD_LENGTH; CAIRN_ERR_STATE as for
 * update. The key states stay for cairn_hmac_reset; call cairn_hmac_wipe when
 * done with the key. */
CAIRN_WARN_UNUSED int cairn_hmac_final(cairn_hmac_ctx *ctx, uint8_t *out, size_t outlen);
/* Starts a new message under the context's key (after final, or to drop a
 * message half absorbed): CAIRN_ERR_BAD_ARG for a NULL ctx, CAIRN_ERR_STATE
 * for a context never keyed or wiped. */
CAIRN_WARN_UNUSED int cairn_hmac_reset(cairn_hmac_ctx *ctx);
/* Wipes the whole context, key states included (NULL is a no-op). */
void cairn_hmac_wipe(cairn_hmac_ctx *ctx);

/* One-shot HMAC of msg[0..len) into out[0..outlen), outlen in 1..digest_len
 * (truncation as for final): the statuses of init and final; the context it
 * uses is wiped before it returns. */
CAIRN_WARN_UNUSED int cairn_hmac(const cairn_hash *hash, uint8_t *out, size_t outlen, const uint8_t *key,
                                 size_t keylen, const uint8_t *msg, size_t len);
/* Recomputes the MAC and compares the taglen leftmost bytes in constant time:
 * CAIRN_OK or CAIRN_ERR_AUTH. taglen 0 or above digest_len is CAIRN_ERR_BAD_LENGTH. */
CAIRN_WARN_UNUSED int cairn_hmac_verify(const cairn_hash *hash, const uint8_t *tag, size_t taglen,
                                        const uint8_t *key, size_t keylen, const uint8_t *msg, size_t len);

/* ---- GHASH (SP 800-38D), the universal hash of GCM (cairn/aead.h) ---- */

#define CAIRN_PRIM_GHASH "GHASH"
/* Storage for an implementation's hash key (H and its powers), in 64-bit words. */
#define CAIRN_GHASH_KEY_WORDS 64

/* A GHASH implementation object (cairn/accel.h). set_h derives the
 * implementation's key from H; update folds nblocks 16-byte blocks into y
 * (big-endian, the GHASH state). hk_layout is 0 when only the object itself
 * reads its key, or the number of a key layout a block implementation's
 * fused GCM kernel also reads (cairn/aead.h). Software objects are constant
 * time (no secret-indexed table). */
typedef struct cairn_ghash_impl {
    cairn_impl base; /* base.prim = CAIRN_PRIM_GHASH */
    uint32_t hk_layout;
    void (*set_h)(uint64_t hk[CAIRN_GHASH_KEY_WORDS], const uint8_t h[16]);
    void (*update)(const uint64_t hk[CAIRN_GHASH_KEY_WORDS], uint8_t y[16], const uint8_t *in, size_t nblocks);
} cairn_ghash_impl;

/* This build's GHASH objects, best first: "arm-pmull" (aarch64 builds:
 * PMULL/PMULL2, eight blocks per reduction; needs NEON and PMULL),
 * "x86-vpclmul" (VPCLMULQDQ on 512-bit registers: needs PCLMULQDQ, SSSE3,
 * SSE4.1, VPCLMULQDQ, AVX2 and AVX-512F/VL/BW), "x86-pclmul" (PCLMULQDQ,
 * SSSE3, SSE4.1), then the table-free "ct64" (64-bit integer products) and
 * "ct32" (32-bit products), the one for the build's word size first. */
#if CAIRN_ENABLE_GCM
extern const cairn_impl *const cairn_ghash_impls[];
#endif

/* ---- Poly1305 (RFC 8439 2.5), a one-time authenticator: never reuse a key ---- */

#define CAIRN_POLY1305_KEY_LEN 32
#define CAIRN_POLY1305_TAG_LEN 16
#define CAIRN_PRIM_POLY1305 "Poly1305"

/* A Poly1305 implementation object (cairn/accel.h): init keys its limbs in
 * st[] from the 32-byte key (r clamped, s); blocks absorbs nblocks 16-byte
 * blocks, hibit 1 (2^128 added to each) or 0 for the padded last partial
 * block; finish writes the tag. The layout of st is the object's own. */
typedef struct cairn_poly1305_impl {
    cairn_impl base; /* base.prim = CAIRN_PRIM_POLY1305 */
    void (*init)(uint64_t st[12], const uint8_t key[CAIRN_POLY1305_KEY_LEN]);
    void (*blocks)(uint64_t st[12], const uint8_t *in, size_t nblocks, uint32_t hibit);
    void (*finish)(uint64_t st[12], uint8_t tag[CAIRN_POLY1305_TAG_LEN]);
} cairn_poly1305_impl;

/* This build's Poly1305 objects, best first: "x86-avx512ifma" (eight-way
 * radix-2^44 loop with AVX-512 IFMA: needs AVX, AVX2, AVX-512F/VL, IFMA),
 * "x86-avx512" (eight-way radix-2^26 loop: AVX, AVX2, AVX-512F/VL),
 * "x86-avx2" (four-way: AVX, AVX2), "x86-64" (m64 with its block step in
 * baseline x86-64 assembly: needs nothing, the portable object of x86-64
 * builds), then "m64" (radix 2^64, 64x64->128 products in C) and "m32"
 * (radix 2^26, 32x32->64 products; first on 32-bit builds). The vector
 * objects take runs of 32 blocks or more (a 512-byte update) through their
 * loops and shorter ones through x86-64's step. */
#if CAIRN_ENABLE_CHACHA20
extern const cairn_impl *const cairn_poly1305_impls[];
#endif

typedef struct cairn_poly1305_ctx {
    uint64_t st[12]; /* r, s, the accumulator: the implementation's own limb layout */
    uint8_t buf[16];
    uint32_t bufn;
    const cairn_poly1305_impl *impl; /* NULL before init and after final */
} cairn_poly1305_ctx;

/* init keys ctx with the first usable object of cairn_poly1305_impls,
 * init_ex with impl (CAIRN_ERR_BAD_ARG for NULL or an object of another
 * primitive, CAIRN_ERR_UNSUPPORTED when this CPU lacks a feature it needs).
 * update and final on a context that is not keyed: CAIRN_ERR_STATE. */
CAIRN_WARN_UNUSED int cairn_poly1305_init(cairn_poly1305_ctx *ctx, const uint8_t key[CAIRN_POLY1305_KEY_LEN]);
CAIRN_WARN_UNUSED int cairn_poly1305_init_ex(cairn_poly1305_ctx *ctx, const cairn_impl *impl, const uint8_t key[CAIRN_POLY1305_KEY_LEN]);
CAIRN_WARN_UNUSED int cairn_poly1305_update(cairn_poly1305_ctx *ctx, const uint8_t *in, size_t len);
/* Writes the tag and wipes the context. */
CAIRN_WARN_UNUSED int cairn_poly1305_final(cairn_poly1305_ctx *ctx, uint8_t tag[CAIRN_POLY1305_TAG_LEN]);
CAIRN_WARN_UNUSED int cairn_poly1305(uint8_t tag[CAIRN_POLY1305_TAG_LEN], const uint8_t key[CAIRN_POLY1305_KEY_LEN], const uint8_t *in,
                                     size_t len);
/* Wipes the context (key and accumulator) without producing a tag. */
void cairn_poly1305_wipe(cairn_poly1305_ctx *ctx);

#ifdef __cplusplus
}
#endif
#endif
