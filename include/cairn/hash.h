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
 * Every primitive (the MD5, SHA-1, SHA-256, SHA-512 and SM3 compression
 * functions, Keccak-f[1600], the Ascon permutation) runs through an
 * implementation object of its list (cairn/accel.h): _init takes the best
 * usable one, _init_ex the one passed, and cairn_hash_bind makes a
 * descriptor that runs a chosen one.
 */
#ifndef CAIRN_HASH_H
#define CAIRN_HASH_H

#include "cairn/accel.h"
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

/* ---- implementation objects (cairn/accel.h) ----
 *
 * Each hash primitive has one object type, the shared cairn_impl first, and
 * one list, best first. A port's engine is an object of the same type
 * (needs = 0), passed to the typed _init_ex or bound to a descriptor with
 * cairn_hash_bind, which is how it reaches HMAC, HKDF, PBKDF2 and the DRBG.
 *
 * Merkle-Damgard primitives: compress(state, blocks, nblocks) runs the
 * compression function over nblocks whole blocks (64 bytes; 128 for
 * SHA-512) at any alignment, the state in the standard's word order (h[0]
 * first), padding and length encoding left to the library. An update hands
 * over all its whole blocks in one call (a completed buffered block in
 * another), so an engine's per-call cost is paid per update, not per block.
 */
#define CAIRN_PRIM_MD5 "MD5"
#define CAIRN_PRIM_SHA1 "SHA-1"
#define CAIRN_PRIM_SHA256 "SHA-256"  /* SHA-224 and SHA-256 */
#define CAIRN_PRIM_SHA512 "SHA-512"  /* SHA-384, SHA-512, SHA-512/224, SHA-512/256 */
#define CAIRN_PRIM_SM3 "SM3"
#define CAIRN_PRIM_KECCAK "Keccak-f[1600]" /* SHA3-224/256/384/512, SHAKE128/256 */
#define CAIRN_PRIM_ASCON "Ascon-p"  /* Ascon-Hash256, Ascon-XOF128 and Ascon-AEAD128 (cairn/aead.h) */

typedef struct cairn_md5_impl {
    cairn_impl base; /* base.prim = CAIRN_PRIM_MD5 */
    void (*compress)(uint32_t state[4], const uint8_t *blocks, size_t nblocks);
} cairn_md5_impl;

typedef struct cairn_sha1_impl {
    cairn_impl base; /* base.prim = CAIRN_PRIM_SHA1 */
    void (*compress)(uint32_t state[5], const uint8_t *blocks, size_t nblocks);
} cairn_sha1_impl;

typedef struct cairn_sha256_impl {
    cairn_impl base; /* base.prim = CAIRN_PRIM_SHA256 */
    void (*compress)(uint32_t state[8], const uint8_t *blocks, size_t nblocks);
} cairn_sha256_impl;

typedef struct cairn_sha512_impl {
    cairn_impl base; /* base.prim = CAIRN_PRIM_SHA512 */
    void (*compress)(uint64_t state[8], const uint8_t *blocks, size_t nblocks);
} cairn_sha512_impl;

typedef struct cairn_sm3_impl {
    cairn_impl base; /* base.prim = CAIRN_PRIM_SM3 */
    void (*compress)(uint32_t state[8], const uint8_t *blocks, size_t nblocks);
} cairn_sm3_impl;

/* Keccak-f[1600] on the 25 lanes of FIPS 202 (lane x + 5y at index x + 5y,
 * bytes little-endian within a lane). absorb: for each of nblocks blocks of
 * rate bytes at in (rate: 72, 104, 136, 144 or 168, the SHA-3 and SHAKE
 * rates), XOR the block into the first rate / 8 lanes, then permute.
 * permute: the permutation alone (the padded last block and each squeezed
 * block). */
typedef struct cairn_keccak_impl {
    cairn_impl base; /* base.prim = CAIRN_PRIM_KECCAK */
    void (*absorb)(uint64_t state[25], const uint8_t *in, size_t nblocks, size_t rate);
    void (*permute)(uint64_t state[25]);
} cairn_keccak_impl;

/* The Ascon permutation p^rounds (NIST SP 800-232 section 3; rounds in
 * 1..12, the last `rounds` round constants) on lanes S0..S4, bytes entering
 * and leaving a lane little-endian, and the sponge loops built on it, the
 * state kept across blocks:
 *  - absorb8 / absorb16: for each 8- or 16-byte block, XOR it into S0 (and
 *    S1), then permute (the hash rate; the AEAD's associated data);
 *  - encrypt16: for each 16-byte block, XOR it into S0,S1, write S0,S1 to
 *    out (the ciphertext), permute; decrypt16: out = S0,S1 ^ block, then
 *    S0,S1 = block, permute (Ascon-AEAD128's message; out == in allowed). */
typedef struct cairn_ascon_impl {
    cairn_impl base; /* base.prim = CAIRN_PRIM_ASCON */
    void (*permute)(uint64_t s[5], unsigned rounds);
    void (*absorb8)(uint64_t s[5], const uint8_t *in, size_t nblocks, unsigned rounds);
    void (*absorb16)(uint64_t s[5], const uint8_t *in, size_t nblocks, unsigned rounds);
    void (*encrypt16)(uint64_t s[5], uint8_t *out, const uint8_t *in, size_t nblocks, unsigned rounds);
    void (*decrypt16)(uint64_t s[5], uint8_t *out, const uint8_t *in, size_t nblocks, unsigned rounds);
} cairn_ascon_impl;

/* The lists of this build, NULL-terminated, best first: "x86-shani" (x86-64
 * SHA extensions with SSSE3 and SSE4.1) for SHA-1 and SHA-256,
 * "x86-sha512" (the SHA512 instructions: AVX, AVX2, SHA512),
 * "x86-avx512vl-bmi2" and "x86-avx2-bmi2" (two blocks at a time, the schedule
 * on 256-bit vectors: AVX2, BMI2, SSSE3, the first also AVX-512F/VL) and
 * "x86-avx-bmi2" (vector message schedule, BMI2 rounds: AVX, BMI2, SSSE3)
 * for SHA-512 (SHA-384, SHA-512/224, SHA-512/256), "x86-bmi" (the 64-bit
 * lanes with ANDN and RORX: BMI1, BMI2) for Keccak-f[1600]; on aarch64 the
 * ARMv8 crypto extensions: "arm-sha1" (NEON, SHA1) and "arm-sha256" (NEON,
 * SHA2), the SHA-1/SHA-256 instructions, "arm-sha512" (the Armv8.2 SHA512
 * instructions: NEON, SHA2, SHA512) and "arm-sha3" (the lanes in vector
 * registers with EOR3, RAX1, XAR and BCAX: NEON, SHA3) for Keccak-f[1600],
 * "arm-sm3" (the Armv8.2 SM3 instructions: NEON, SM3) for SM3;
 * and for every primitive the portable C object "portable"; for the Ascon
 * permutation and Keccak-f[1600] that is the 64-bit-lane one on 64-bit
 * targets, followed by "bi32" (bit-interleaved 32-bit words), which alone
 * takes its place on 32-bit targets. */
#if CAIRN_ENABLE_MD5
extern const cairn_impl *const cairn_md5_impls[];
#endif
#if CAIRN_ENABLE_SHA1
extern const cairn_impl *const cairn_sha1_impls[];
#endif
#if CAIRN_ENABLE_SHA256
extern const cairn_impl *const cairn_sha256_impls[];
#endif
#if CAIRN_ENABLE_SHA512
extern const cairn_impl *const cairn_sha512_impls[];
#endif
#if CAIRN_ENABLE_SHA3
extern const cairn_impl *const cairn_keccak_impls[];
#endif
#if CAIRN_ENABLE_SM3
extern const cairn_impl *const cairn_sm3_impls[];
#endif
#if CAIRN_ENABLE_ASCON
extern const cairn_impl *const cairn_ascon_impls[];
#endif

/* ---- contexts (plain structs; treat the fields as private) ---- */

typedef struct cairn_md5_ctx {
    uint32_t h[4];
    uint64_t count; /* bytes absorbed */
    uint8_t buf[64];
    uint32_t active; /* 1 between init and final; 0 before init (zeroed) and after final */
    const cairn_md5_impl *impl;
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
    const cairn_sha512_impl *impl;
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
    const cairn_keccak_impl *impl;
} cairn_sha3_ctx;
typedef cairn_sha3_ctx cairn_shake_ctx;

typedef struct cairn_sm3_ctx {
    uint32_t h[8];
    uint64_t count;
    uint8_t buf[64];
    uint32_t active; /* 1 between init and final */
    const cairn_sm3_impl *impl;
} cairn_sm3_ctx;

typedef struct cairn_ascon_hash_ctx {
    uint64_t s[5];
    uint8_t buf[8];
    uint32_t pos;
    uint8_t xof; /* 0 Ascon-Hash256, 1 Ascon-XOF128 */
    uint8_t squeezing;
    uint8_t finished;
    uint8_t active; /* 1 after init, 0 for a zeroed context */
    const cairn_ascon_impl *impl;
} cairn_ascon_hash_ctx;

/* ---- per-algorithm API ----
 *
 * cairn_X_init runs the first usable object of the primitive's list;
 * cairn_X_init_ex runs impl, which must implement that primitive
 * (CAIRN_ERR_BAD_ARG for NULL or another primitive) on this CPU
 * (CAIRN_ERR_UNSUPPORTED when it needs a feature the CPU, after the
 * CAIRN_CPU cap, lacks); a failed init_ex leaves the context wiped.
 * cairn_X_wipe zeroes a context (NULL is a no-op): use it on a context
 * abandoned before final; after it only init is accepted.
 */

CAIRN_WARN_UNUSED int cairn_md5_init(cairn_md5_ctx *ctx);
CAIRN_WARN_UNUSED int cairn_md5_init_ex(cairn_md5_ctx *ctx, const cairn_impl *impl);
CAIRN_WARN_UNUSED int cairn_md5_update(cairn_md5_ctx *ctx, const uint8_t *in, size_t len);
CAIRN_WARN_UNUSED int cairn_md5_final(cairn_md5_ctx *ctx, uint8_t out[CAIRN_MD5_DIGEST_LEN]);
CAIRN_WARN_UNUSED int cairn_md5(uint8_t out[CAIRN_MD5_DIGEST_LEN], const uint8_t *in, size_t len);
void cairn_md5_wipe(cairn_md5_ctx *ctx);

CAIRN_WARN_UNUSED int cairn_sha1_init(cairn_sha1_ctx *ctx);
CAIRN_WARN_UNUSED int cairn_sha1_init_ex(cairn_sha1_ctx *ctx, const cairn_impl *impl);
CAIRN_WARN_UNUSED int cairn_sha1_update(cairn_sha1_ctx *ctx, const uint8_t *in, size_t len);
CAIRN_WARN_UNUSED int cairn_sha1_final(cairn_sha1_ctx *ctx, uint8_t out[CAIRN_SHA1_DIGEST_LEN]);
CAIRN_WARN_UNUSED int cairn_sha1(uint8_t out[CAIRN_SHA1_DIGEST_LEN], const uint8_t *in, size_t len);
void cairn_sha1_wipe(cairn_sha1_ctx *ctx);

CAIRN_WARN_UNUSED int cairn_sha224_init(cairn_sha224_ctx *ctx);
CAIRN_WARN_UNUSED int cairn_sha224_init_ex(cairn_sha224_ctx *ctx, const cairn_impl *impl);
CAIRN_WARN_UNUSED int cairn_sha224_update(cairn_sha224_ctx *ctx, const uint8_t *in, size_t len);
CAIRN_WARN_UNUSED int cairn_sha224_final(cairn_sha224_ctx *ctx, uint8_t out[CAIRN_SHA224_DIGEST_LEN]);
CAIRN_WARN_UNUSED int cairn_sha224(uint8_t out[CAIRN_SHA224_DIGEST_LEN], const uint8_t *in, size_t len);

CAIRN_WARN_UNUSED int cairn_sha256_init(cairn_sha256_ctx *ctx);
CAIRN_WARN_UNUSED int cairn_sha256_init_ex(cairn_sha256_ctx *ctx, const cairn_impl *impl);
CAIRN_WARN_UNUSED int cairn_sha256_update(cairn_sha256_ctx *ctx, const uint8_t *in, size_t len);
CAIRN_WARN_UNUSED int cairn_sha256_final(cairn_sha256_ctx *ctx, uint8_t out[CAIRN_SHA256_DIGEST_LEN]);
CAIRN_WARN_UNUSED int cairn_sha256(uint8_t out[CAIRN_SHA256_DIGEST_LEN], const uint8_t *in, size_t len);
/* Wipes a SHA-224 or SHA-256 context. */
void cairn_sha256_wipe(cairn_sha256_ctx *ctx);

CAIRN_WARN_UNUSED int cairn_sha384_init(cairn_sha384_ctx *ctx);
CAIRN_WARN_UNUSED int cairn_sha384_init_ex(cairn_sha384_ctx *ctx, const cairn_impl *impl);
CAIRN_WARN_UNUSED int cairn_sha384_update(cairn_sha384_ctx *ctx, const uint8_t *in, size_t len);
CAIRN_WARN_UNUSED int cairn_sha384_final(cairn_sha384_ctx *ctx, uint8_t out[CAIRN_SHA384_DIGEST_LEN]);
CAIRN_WARN_UNUSED int cairn_sha384(uint8_t out[CAIRN_SHA384_DIGEST_LEN], const uint8_t *in, size_t len);

CAIRN_WARN_UNUSED int cairn_sha512_init(cairn_sha512_ctx *ctx);
CAIRN_WARN_UNUSED int cairn_sha512_init_ex(cairn_sha512_ctx *ctx, const cairn_impl *impl);
CAIRN_WARN_UNUSED int cairn_sha512_update(cairn_sha512_ctx *ctx, const uint8_t *in, size_t len);
CAIRN_WARN_UNUSED int cairn_sha512_final(cairn_sha512_ctx *ctx, uint8_t out[CAIRN_SHA512_DIGEST_LEN]);
CAIRN_WARN_UNUSED int cairn_sha512(uint8_t out[CAIRN_SHA512_DIGEST_LEN], const uint8_t *in, size_t len);

CAIRN_WARN_UNUSED int cairn_sha512_224_init(cairn_sha512_224_ctx *ctx);
CAIRN_WARN_UNUSED int cairn_sha512_224_init_ex(cairn_sha512_224_ctx *ctx, const cairn_impl *impl);
CAIRN_WARN_UNUSED int cairn_sha512_224_update(cairn_sha512_224_ctx *ctx, const uint8_t *in, size_t len);
CAIRN_WARN_UNUSED int cairn_sha512_224_final(cairn_sha512_224_ctx *ctx, uint8_t out[CAIRN_SHA512_224_DIGEST_LEN]);
CAIRN_WARN_UNUSED int cairn_sha512_224(uint8_t out[CAIRN_SHA512_224_DIGEST_LEN], const uint8_t *in, size_t len);

CAIRN_WARN_UNUSED int cairn_sha512_256_init(cairn_sha512_256_ctx *ctx);
CAIRN_WARN_UNUSED int cairn_sha512_256_init_ex(cairn_sha512_256_ctx *ctx, const cairn_impl *impl);
CAIRN_WARN_UNUSED int cairn_sha512_256_update(cairn_sha512_256_ctx *ctx, const uint8_t *in, size_t len);
CAIRN_WARN_UNUSED int cairn_sha512_256_final(cairn_sha512_256_ctx *ctx, uint8_t out[CAIRN_SHA512_256_DIGEST_LEN]);
CAIRN_WARN_UNUSED int cairn_sha512_256(uint8_t out[CAIRN_SHA512_256_DIGEST_LEN], const uint8_t *in, size_t len);
/* Wipes a context of any of the four SHA-512 variants. */
void cairn_sha512_wipe(cairn_sha512_ctx *ctx);

/* SHA-3 (FIPS 202). One context type; the init function fixes the variant. */
CAIRN_WARN_UNUSED int cairn_sha3_224_init(cairn_sha3_ctx *ctx);
CAIRN_WARN_UNUSED int cairn_sha3_256_init(cairn_sha3_ctx *ctx);
CAIRN_WARN_UNUSED int cairn_sha3_384_init(cairn_sha3_ctx *ctx);
CAIRN_WARN_UNUSED int cairn_sha3_512_init(cairn_sha3_ctx *ctx);
CAIRN_WARN_UNUSED int cairn_sha3_224_init_ex(cairn_sha3_ctx *ctx, const cairn_impl *impl);
CAIRN_WARN_UNUSED int cairn_sha3_256_init_ex(cairn_sha3_ctx *ctx, const cairn_impl *impl);
CAIRN_WARN_UNUSED int cairn_sha3_384_init_ex(cairn_sha3_ctx *ctx, const cairn_impl *impl);
CAIRN_WARN_UNUSED int cairn_sha3_512_init_ex(cairn_sha3_ctx *ctx, const cairn_impl *impl);
CAIRN_WARN_UNUSED int cairn_sha3_update(cairn_sha3_ctx *ctx, const uint8_t *in, size_t len);
/* Writes the variant's digest length (28, 32, 48 or 64 bytes). */
CAIRN_WARN_UNUSED int cairn_sha3_final(cairn_sha3_ctx *ctx, uint8_t *out);
CAIRN_WARN_UNUSED int cairn_sha3_224(uint8_t out[CAIRN_SHA3_224_DIGEST_LEN], const uint8_t *in, size_t len);
CAIRN_WARN_UNUSED int cairn_sha3_256(uint8_t out[CAIRN_SHA3_256_DIGEST_LEN], const uint8_t *in, size_t len);
CAIRN_WARN_UNUSED int cairn_sha3_384(uint8_t out[CAIRN_SHA3_384_DIGEST_LEN], const uint8_t *in, size_t len);
CAIRN_WARN_UNUSED int cairn_sha3_512(uint8_t out[CAIRN_SHA3_512_DIGEST_LEN], const uint8_t *in, size_t len);
/* Wipes a SHA-3 or SHAKE context. */
void cairn_sha3_wipe(cairn_sha3_ctx *ctx);

/* SHAKE128/256 (FIPS 202). update while absorbing; squeeze any number of times
 * after the last update (the first squeeze pads). update after squeeze is CAIRN_ERR_STATE.
 * cairn_sha3_wipe wipes a SHAKE context. */
CAIRN_WARN_UNUSED int cairn_shake128_init(cairn_shake_ctx *ctx);
CAIRN_WARN_UNUSED int cairn_shake256_init(cairn_shake_ctx *ctx);
CAIRN_WARN_UNUSED int cairn_shake128_init_ex(cairn_shake_ctx *ctx, const cairn_impl *impl);
CAIRN_WARN_UNUSED int cairn_shake256_init_ex(cairn_shake_ctx *ctx, const cairn_impl *impl);
CAIRN_WARN_UNUSED int cairn_shake_update(cairn_shake_ctx *ctx, const uint8_t *in, size_t len);
CAIRN_WARN_UNUSED int cairn_shake_squeeze(cairn_shake_ctx *ctx, uint8_t *out, size_t outlen);
CAIRN_WARN_UNUSED int cairn_shake128(uint8_t *out, size_t outlen, const uint8_t *in, size_t len);
CAIRN_WARN_UNUSED int cairn_shake256(uint8_t *out, size_t outlen, const uint8_t *in, size_t len);

CAIRN_WARN_UNUSED int cairn_sm3_init(cairn_sm3_ctx *ctx);
CAIRN_WARN_UNUSED int cairn_sm3_init_ex(cairn_sm3_ctx *ctx, const cairn_impl *impl);
CAIRN_WARN_UNUSED int cairn_sm3_update(cairn_sm3_ctx *ctx, const uint8_t *in, size_t len);
CAIRN_WARN_UNUSED int cairn_sm3_final(cairn_sm3_ctx *ctx, uint8_t out[CAIRN_SM3_DIGEST_LEN]);
CAIRN_WARN_UNUSED int cairn_sm3(uint8_t out[CAIRN_SM3_DIGEST_LEN], const uint8_t *in, size_t len);
void cairn_sm3_wipe(cairn_sm3_ctx *ctx);

/* Ascon-Hash256 and Ascon-XOF128 (NIST SP 800-232). */
CAIRN_WARN_UNUSED int cairn_ascon_hash256_init(cairn_ascon_hash_ctx *ctx);
CAIRN_WARN_UNUSED int cairn_ascon_hash256_init_ex(cairn_ascon_hash_ctx *ctx, const cairn_impl *impl);
CAIRN_WARN_UNUSED int cairn_ascon_hash256_update(cairn_ascon_hash_ctx *ctx, const uint8_t *in, size_t len);
CAIRN_WARN_UNUSED int cairn_ascon_hash256_final(cairn_ascon_hash_ctx *ctx, uint8_t out[CAIRN_ASCON_HASH256_DIGEST_LEN]);
CAIRN_WARN_UNUSED int cairn_ascon_hash256(uint8_t out[CAIRN_ASCON_HASH256_DIGEST_LEN], const uint8_t *in, size_t len);
CAIRN_WARN_UNUSED int cairn_ascon_xof128_init(cairn_ascon_hash_ctx *ctx);
CAIRN_WARN_UNUSED int cairn_ascon_xof128_init_ex(cairn_ascon_hash_ctx *ctx, const cairn_impl *impl);
CAIRN_WARN_UNUSED int cairn_ascon_xof128_update(cairn_ascon_hash_ctx *ctx, const uint8_t *in, size_t len);
CAIRN_WARN_UNUSED int cairn_ascon_xof128_squeeze(cairn_ascon_hash_ctx *ctx, uint8_t *out, size_t outlen);
CAIRN_WARN_UNUSED int cairn_ascon_xof128(uint8_t *out, size_t outlen, const uint8_t *in, size_t len);
/* Wipes an Ascon-Hash256 or Ascon-XOF128 context. */
void cairn_ascon_hash_wipe(cairn_ascon_hash_ctx *ctx);

/* ---- descriptors ---- */

#define CAIRN_HASH_FLAG_XOF 1u /* extendable output: any output length */

typedef struct cairn_hash {
    const char *name;  /* canonical name, e.g. "SHA-256", "SHA3-256", "Ascon-Hash256" */
    size_t digest_len; /* output length; for an XOF the default used by HMAC-less callers */
    size_t block_len;  /* input block (rate) in bytes; HMAC's B */
    size_t ctx_size;   /* bytes of context the functions below use */
    unsigned flags;
    const cairn_impl *const *impls; /* the primitive's implementation objects (cairn_sha256_impls, ...) */
    const cairn_impl *impl;         /* the object this descriptor runs; NULL: the best usable one */
    /* Starts a context on impl (NULL: the best usable object of impls), with
     * the checks of the typed _init_ex. Callers pass the descriptor's own
     * impl: hash->init(ctx, hash->impl). */
    int (*init)(void *ctx, const cairn_impl *impl);
    int (*update)(void *ctx, const uint8_t *in, size_t len);
    /* Writes outlen bytes. Fixed-length hashes: outlen must equal digest_len
     * (else CAIRN_ERR_BAD_LENGTH, checked before anything else); XOFs: any
     * outlen. Otherwise the status of the typed final. */
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

/* *out = *base running through impl: the same algorithm on another
 * implementation object, e.g. a port's SHA-256 engine, which then reaches
 * every user of the descriptor (cairn_hash_init, HMAC, HKDF, PBKDF2, the
 * DRBG). impl is accept-checked against the primitive of base->impls:
 * CAIRN_ERR_BAD_ARG for a NULL argument or an object of another primitive,
 * CAIRN_ERR_UNSUPPORTED when this CPU lacks a feature it needs; *out is
 * untouched then. out is the caller's and must outlive every context,
 * HMAC or DRBG that uses it. */
CAIRN_WARN_UNUSED int cairn_hash_bind(cairn_hash *out, const cairn_hash *base, const cairn_impl *impl);

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
CAIRN_WARN_UNUSED int cairn_hash_lookup(const cairn_hash **out, const char *name);
/* The i-th descriptor of this build (benchmark/CLI order), NULL past the end. */
const cairn_hash *cairn_hash_at(size_t i);

/* Starts ctx on hash's implementation (hash->impl, or the best usable one).
 * CAIRN_ERR_BAD_ARG for a NULL ctx or hash, or a descriptor of the caller's
 * without its three functions or whose ctx_size exceeds cairn_hash_state (the
 * context then refuses update and final); else the status of hash->init. */
CAIRN_WARN_UNUSED int cairn_hash_init(cairn_hash_ctx *ctx, const cairn_hash *hash);
/* The typed update's statuses; CAIRN_ERR_BAD_ARG for a NULL ctx,
 * CAIRN_ERR_STATE for a context never initialised (zeroed) or wiped. */
CAIRN_WARN_UNUSED int cairn_hash_update(cairn_hash_ctx *ctx, const uint8_t *in, size_t len);
/* outlen: digest_len for fixed hashes (else CAIRN_ERR_BAD_LENGTH), anything for XOFs.
 * CAIRN_ERR_BAD_ARG and CAIRN_ERR_STATE as for cairn_hash_update. */
CAIRN_WARN_UNUSED int cairn_hash_final(cairn_hash_ctx *ctx, uint8_t *out, size_t outlen);
/* One-shot: init, update, final on a stack state that is wiped; the checks of
 * cairn_hash_init on the descriptor. */
CAIRN_WARN_UNUSED int cairn_hash_digest(const cairn_hash *hash, uint8_t *out, size_t outlen, const uint8_t *in,
                                        size_t len);
/* Zeroes a generic context (NULL is a no-op); only cairn_hash_init is accepted
 * after it (update and final are CAIRN_ERR_STATE). */
void cairn_hash_wipe(cairn_hash_ctx *ctx);

#ifdef __cplusplus
}
#endif
#endif
