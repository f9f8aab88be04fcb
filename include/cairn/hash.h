/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Hash functions and extendable-output functions.
 *
 * Each algorithm has a plain-struct context and
 *   int cairn_X_init(ctx), cairn_X_update(ctx, in, len), cairn_X_final(ctx, out)
 * plus a one-shot int cairn_X(out, in, len). XOFs (SHAKE128/256,
 * Ascon-XOF128) have init/update and then squeeze, callable any number of
 * times for more output (the first squeeze pads); their one-shots take the
 * output length: cairn_shake128(out, outlen, in, len).
 *
 * Status: CAIRN_OK, or CAIRN_ERR_BAD_ARG for a NULL context/output, a NULL
 * input with non-zero length, or a final/squeeze on a context of another
 * variant (e.g. cairn_sha256_final on a SHA-224 context; update is the same
 * operation for every variant of a family and accepts any of them, except
 * Ascon, whose hash and XOF refuse each other's contexts). update() after
 * final(), or on a context never initialised (zeroed), is CAIRN_ERR_STATE:
 * call init again to reuse a context. final() wipes the context.
 *
 * cairn_hash descriptors make the algorithms interchangeable for HMAC, HKDF,
 * PBKDF2, the DRBG and the benchmark; cairn_hash_lookup finds one by name.
 *
 * SHA-1 and SHA-224/256 have implementation objects: the portable one always
 * exists, cairn_shaX_x86_impl() returns the SHA-NI one or NULL when the CPU
 * (after the CAIRN_CPU cap) lacks it; _init picks the best, _init_ex the one named.
 */
#ifndef CAIRN_HASH_H
#define CAIRN_HASH_H

#include "cairn/common.h"

#ifdef __cplusplus
extern "C" {
#endif

#define CAIRN_MD5_DIGEST_LEN 16
#define CAIRN_SHA1_DIGEST_LEN 20
#define CAIRN_SHA224_DIGEST_LEN 28
#define CAIRN_SHA256_DIGEST_LEN 32
#define CAIRN_SHA384_DIGEST_LEN 48
#define CAIRN_SHA512_DIGEST_LEN 64
#define CAIRN_SHA512_224_DIGEST_LEN 28
#define CAIRN_SHA512_256_DIGEST_LEN 32
#define CAIRN_SHA3_224_DIGEST_LEN 28
#define CAIRN_SHA3_256_DIGEST_LEN 32
#define CAIRN_SHA3_384_DIGEST_LEN 48
#define CAIRN_SHA3_512_DIGEST_LEN 64
#define CAIRN_SM3_DIGEST_LEN 32
#define CAIRN_ASCON_HASH256_DIGEST_LEN 32

#define CAIRN_MD5_BLOCK_LEN 64
#define CAIRN_SHA1_BLOCK_LEN 64
#define CAIRN_SHA256_BLOCK_LEN 64
#define CAIRN_SHA512_BLOCK_LEN 128
#define CAIRN_SHA3_224_BLOCK_LEN 144
#define CAIRN_SHA3_256_BLOCK_LEN 136
#define CAIRN_SHA3_384_BLOCK_LEN 104
#define CAIRN_SHA3_512_BLOCK_LEN 72
#define CAIRN_SHAKE128_BLOCK_LEN 168
#define CAIRN_SHAKE256_BLOCK_LEN 136
#define CAIRN_SM3_BLOCK_LEN 64
#define CAIRN_ASCON_BLOCK_LEN 8

#define CAIRN_HASH_MAX_DIGEST_LEN 64
#define CAIRN_HASH_MAX_BLOCK_LEN 168

/* ---- implementation objects for accelerated compression functions ---- */

typedef struct cairn_sha1_impl {
    const char *name; /* "sw", "x86-shani", or a port's name */
    void (*compress)(uint32_t state[5], const uint8_t *blocks, size_t nblocks);
} cairn_sha1_impl;

typedef struct cairn_sha256_impl {
    const char *name;
    void (*compress)(uint32_t state[8], const uint8_t *blocks, size_t nblocks);
} cairn_sha256_impl;

const cairn_sha1_impl *cairn_sha1_sw_impl(void);
const cairn_sha1_impl *cairn_sha1_x86_impl(void);   /* NULL without SHA-NI */
const cairn_sha1_impl *cairn_sha1_best_impl(void);
const cairn_sha256_impl *cairn_sha256_sw_impl(void);
const cairn_sha256_impl *cairn_sha256_x86_impl(void); /* NULL without SHA-NI */
const cairn_sha256_impl *cairn_sha256_best_impl(void);

/* ---- contexts (plain structs; treat the fields as private) ---- */

typedef struct cairn_md5_ctx {
    uint32_t h[4];
    uint64_t count; /* bytes absorbed */
    uint8_t buf[64];
    uint32_t active; /* 1 between init and final; 0 before init (zeroed) and after final */
} cairn_md5_ctx;

typedef struct cairn_sha1_ctx {
    uint32_t h[5];
    uint64_t count;
    uint8_t buf[64];
    uint32_t finished;
    const cairn_sha1_impl *impl;
} cairn_sha1_ctx;

typedef struct cairn_sha256_ctx {
    uint32_t h[8];
    uint64_t count;
    uint8_t buf[64];
    uint32_t outlen; /* 28 for SHA-224, 32 for SHA-256 */
    uint32_t finished;
    const cairn_sha256_impl *impl;
} cairn_sha256_ctx;
typedef cairn_sha256_ctx cairn_sha224_ctx;

typedef struct cairn_sha512_ctx {
    uint64_t h[8];
    uint64_t count; /* bytes absorbed; messages up to 2^64-1 bytes */
    uint8_t buf[128];
    uint32_t outlen; /* 28, 32, 48 or 64 */
    uint32_t finished;
} cairn_sha512_ctx;
typedef cairn_sha512_ctx cairn_sha384_ctx;
typedef cairn_sha512_ctx cairn_sha512_224_ctx;
typedef cairn_sha512_ctx cairn_sha512_256_ctx;

typedef struct cairn_sha3_ctx {
    uint64_t st[25];
    uint32_t pos;     /* byte position in the current block */
    uint32_t rate;    /* block length in bytes */
    uint32_t outlen;  /* digest length; 0 for SHAKE */
    uint8_t dsbyte;   /* domain separation + first pad bit: 0x06 SHA-3, 0x1f SHAKE */
    uint8_t squeezing;
    uint8_t finished;
} cairn_sha3_ctx;
typedef cairn_sha3_ctx cairn_shake_ctx;

typedef struct cairn_sm3_ctx {
    uint32_t h[8];
    uint64_t count;
    uint8_t buf[64];
    uint32_t active; /* 1 between init and final */
} cairn_sm3_ctx;

typedef struct cairn_ascon_hash_ctx {
    uint64_t s[5];
    uint8_t buf[8];
    uint32_t pos;
    uint8_t xof; /* 0 Ascon-Hash256, 1 Ascon-XOF128 */
    uint8_t squeezing;
    uint8_t finished;
    uint8_t active; /* 1 after init, 0 for a zeroed context */
} cairn_ascon_hash_ctx;

/* ---- per-algorithm API ---- */

int cairn_md5_init(cairn_md5_ctx *ctx);
int cairn_md5_update(cairn_md5_ctx *ctx, const uint8_t *in, size_t len);
int cairn_md5_final(cairn_md5_ctx *ctx, uint8_t out[CAIRN_MD5_DIGEST_LEN]);
int cairn_md5(uint8_t out[CAIRN_MD5_DIGEST_LEN], const uint8_t *in, size_t len);

int cairn_sha1_init(cairn_sha1_ctx *ctx);
int cairn_sha1_init_ex(cairn_sha1_ctx *ctx, const cairn_sha1_impl *impl); /* BAD_ARG if impl NULL */
int cairn_sha1_update(cairn_sha1_ctx *ctx, const uint8_t *in, size_t len);
int cairn_sha1_final(cairn_sha1_ctx *ctx, uint8_t out[CAIRN_SHA1_DIGEST_LEN]);
int cairn_sha1(uint8_t out[CAIRN_SHA1_DIGEST_LEN], const uint8_t *in, size_t len);

int cairn_sha224_init(cairn_sha224_ctx *ctx);
int cairn_sha224_init_ex(cairn_sha224_ctx *ctx, const cairn_sha256_impl *impl);
int cairn_sha224_update(cairn_sha224_ctx *ctx, const uint8_t *in, size_t len);
int cairn_sha224_final(cairn_sha224_ctx *ctx, uint8_t out[CAIRN_SHA224_DIGEST_LEN]);
int cairn_sha224(uint8_t out[CAIRN_SHA224_DIGEST_LEN], const uint8_t *in, size_t len);

int cairn_sha256_init(cairn_sha256_ctx *ctx);
int cairn_sha256_init_ex(cairn_sha256_ctx *ctx, const cairn_sha256_impl *impl);
int cairn_sha256_update(cairn_sha256_ctx *ctx, const uint8_t *in, size_t len);
int cairn_sha256_final(cairn_sha256_ctx *ctx, uint8_t out[CAIRN_SHA256_DIGEST_LEN]);
int cairn_sha256(uint8_t out[CAIRN_SHA256_DIGEST_LEN], const uint8_t *in, size_t len);

int cairn_sha384_init(cairn_sha384_ctx *ctx);
int cairn_sha384_update(cairn_sha384_ctx *ctx, const uint8_t *in, size_t len);
int cairn_sha384_final(cairn_sha384_ctx *ctx, uint8_t out[CAIRN_SHA384_DIGEST_LEN]);
int cairn_sha384(uint8_t out[CAIRN_SHA384_DIGEST_LEN], const uint8_t *in, size_t len);

int cairn_sha512_init(cairn_sha512_ctx *ctx);
int cairn_sha512_update(cairn_sha512_ctx *ctx, const uint8_t *in, size_t len);
int cairn_sha512_final(cairn_sha512_ctx *ctx, uint8_t out[CAIRN_SHA512_DIGEST_LEN]);
int cairn_sha512(uint8_t out[CAIRN_SHA512_DIGEST_LEN], const uint8_t *in, size_t len);

int cairn_sha512_224_init(cairn_sha512_224_ctx *ctx);
int cairn_sha512_224_update(cairn_sha512_224_ctx *ctx, const uint8_t *in, size_t len);
int cairn_sha512_224_final(cairn_sha512_224_ctx *ctx, uint8_t out[CAIRN_SHA512_224_DIGEST_LEN]);
int cairn_sha512_224(uint8_t out[CAIRN_SHA512_224_DIGEST_LEN], const uint8_t *in, size_t len);

int cairn_sha512_256_init(cairn_sha512_256_ctx *ctx);
int cairn_sha512_256_update(cairn_sha512_256_ctx *ctx, const uint8_t *in, size_t len);
int cairn_sha512_256_final(cairn_sha512_256_ctx *ctx, uint8_t out[CAIRN_SHA512_256_DIGEST_LEN]);
int cairn_sha512_256(uint8_t out[CAIRN_SHA512_256_DIGEST_LEN], const uint8_t *in, size_t len);

/* SHA-3 (FIPS 202). One context type; the init function fixes the variant. */
int cairn_sha3_224_init(cairn_sha3_ctx *ctx);
int cairn_sha3_256_init(cairn_sha3_ctx *ctx);
int cairn_sha3_384_init(cairn_sha3_ctx *ctx);
int cairn_sha3_512_init(cairn_sha3_ctx *ctx);
int cairn_sha3_update(cairn_sha3_ctx *ctx, const uint8_t *in, size_t len);
/* Writes the variant's digest length (28, 32, 48 or 64 bytes). */
int cairn_sha3_final(cairn_sha3_ctx *ctx, uint8_t *out);
int cairn_sha3_224(uint8_t out[CAIRN_SHA3_224_DIGEST_LEN], const uint8_t *in, size_t len);
int cairn_sha3_256(uint8_t out[CAIRN_SHA3_256_DIGEST_LEN], const uint8_t *in, size_t len);
int cairn_sha3_384(uint8_t out[CAIRN_SHA3_384_DIGEST_LEN], const uint8_t *in, size_t len);
int cairn_sha3_512(uint8_t out[CAIRN_SHA3_512_DIGEST_LEN], const uint8_t *in, size_t len);

/* SHAKE128/256 (FIPS 202). update while absorbing; squeeze any number of times
 * after the last update (the first squeeze pads). update after squeeze is CAIRN_ERR_STATE. */
int cairn_shake128_init(cairn_shake_ctx *ctx);
int cairn_shake256_init(cairn_shake_ctx *ctx);
int cairn_shake_update(cairn_shake_ctx *ctx, const uint8_t *in, size_t len);
int cairn_shake_squeeze(cairn_shake_ctx *ctx, uint8_t *out, size_t outlen);
int cairn_shake128(uint8_t *out, size_t outlen, const uint8_t *in, size_t len);
int cairn_shake256(uint8_t *out, size_t outlen, const uint8_t *in, size_t len);

int cairn_sm3_init(cairn_sm3_ctx *ctx);
int cairn_sm3_update(cairn_sm3_ctx *ctx, const uint8_t *in, size_t len);
int cairn_sm3_final(cairn_sm3_ctx *ctx, uint8_t out[CAIRN_SM3_DIGEST_LEN]);
int cairn_sm3(uint8_t out[CAIRN_SM3_DIGEST_LEN], const uint8_t *in, size_t len);

/* Ascon-Hash256 and Ascon-XOF128 (NIST SP 800-232). */
int cairn_ascon_hash256_init(cairn_ascon_hash_ctx *ctx);
int cairn_ascon_hash256_update(cairn_ascon_hash_ctx *ctx, const uint8_t *in, size_t len);
int cairn_ascon_hash256_final(cairn_ascon_hash_ctx *ctx, uint8_t out[CAIRN_ASCON_HASH256_DIGEST_LEN]);
int cairn_ascon_hash256(uint8_t out[CAIRN_ASCON_HASH256_DIGEST_LEN], const uint8_t *in, size_t len);
int cairn_ascon_xof128_init(cairn_ascon_hash_ctx *ctx);
int cairn_ascon_xof128_update(cairn_ascon_hash_ctx *ctx, const uint8_t *in, size_t len);
int cairn_ascon_xof128_squeeze(cairn_ascon_hash_ctx *ctx, uint8_t *out, size_t outlen);
int cairn_ascon_xof128(uint8_t *out, size_t outlen, const uint8_t *in, size_t len);

/* ---- descriptors ---- */

#define CAIRN_HASH_FLAG_XOF 1u /* extendable output: any output length */

typedef struct cairn_hash {
    const char *name;  /* canonical name, e.g. "SHA-256", "SHA3-256", "Ascon-Hash256" */
    size_t digest_len; /* output length; for an XOF the default used by HMAC-less callers */
    size_t block_len;  /* input block (rate) in bytes; HMAC's B */
    size_t ctx_size;   /* bytes of context the functions below use */
    unsigned flags;
    int (*init)(void *ctx);    /* best implementation on this CPU */
    int (*init_sw)(void *ctx); /* portable software implementation */
    /* Accelerated implementation: NULL when the library has none for this
     * hash; returns CAIRN_ERR_UNSUPPORTED when the CPU lacks it. */
    int (*init_hw)(void *ctx);
    int (*update)(void *ctx, const uint8_t *in, size_t len);
    /* Writes outlen bytes. Fixed-length hashes: outlen must equal digest_len
     * (else CAIRN_ERR_BAD_LENGTH); XOFs: any outlen. */
    int (*final)(void *ctx, uint8_t *out, size_t outlen);
} cairn_hash;

#if CAIRN_ENABLE_MD5
extern const cairn_hash cairn_hash_md5;
#endif
#if CAIRN_ENABLE_SHA1
extern const cairn_hash cairn_hash_sha1;
#endif
#if CAIRN_ENABLE_SHA256
extern const cairn_hash cairn_hash_sha224;
extern const cairn_hash cairn_hash_sha256;
#endif
#if CAIRN_ENABLE_SHA512
extern const cairn_hash cairn_hash_sha384;
extern const cairn_hash cairn_hash_sha512;
extern const cairn_hash cairn_hash_sha512_224;
extern const cairn_hash cairn_hash_sha512_256;
#endif
#if CAIRN_ENABLE_SHA3
extern const cairn_hash cairn_hash_sha3_224;
extern const cairn_hash cairn_hash_sha3_256;
extern const cairn_hash cairn_hash_sha3_384;
extern const cairn_hash cairn_hash_sha3_512;
extern const cairn_hash cairn_hash_shake128;
extern const cairn_hash cairn_hash_shake256;
#endif
#if CAIRN_ENABLE_SM3
extern const cairn_hash cairn_hash_sm3;
#endif
#if CAIRN_ENABLE_ASCON
extern const cairn_hash cairn_hash_ascon_hash256;
extern const cairn_hash cairn_hash_ascon_xof128;
#endif

/* Generic context large enough for any hash in this build. */
typedef union cairn_hash_state {
    uint64_t align;
    cairn_md5_ctx md5;
    cairn_sha1_ctx sha1;
    cairn_sha256_ctx sha256;
    cairn_sha512_ctx sha512;
    cairn_sha3_ctx sha3;
    cairn_sm3_ctx sm3;
    cairn_ascon_hash_ctx ascon;
} cairn_hash_state;

typedef struct cairn_hash_ctx {
    const cairn_hash *hash;
    cairn_hash_state st;
} cairn_hash_ctx;

/* Find a descriptor by name. Case and the characters '-', '_', '/' and ' '
 * are ignored, so "SHA-512/256", "sha512_256" and "SHA512256" all match.
 * Returns CAIRN_ERR_NOT_FOUND (and *out = NULL) for an unknown name. */
int cairn_hash_lookup(const cairn_hash **out, const char *name);
/* The i-th descriptor of this build (benchmark/CLI order), NULL past the end. */
const cairn_hash *cairn_hash_at(size_t i);

int cairn_hash_init(cairn_hash_ctx *ctx, const cairn_hash *hash);
int cairn_hash_update(cairn_hash_ctx *ctx, const uint8_t *in, size_t len);
/* outlen: digest_len for fixed hashes (else CAIRN_ERR_BAD_LENGTH), anything for XOFs. */
int cairn_hash_final(cairn_hash_ctx *ctx, uint8_t *out, size_t outlen);
int cairn_hash_digest(const cairn_hash *hash, uint8_t *out, size_t outlen, const uint8_t *in, size_t len);

#ifdef __cplusplus
}
#endif
#endif
