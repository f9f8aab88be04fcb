/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The instruction-set implementation objects of SHA-1, SHA-256 and SHA-512
 * (x86-64 and aarch64),
 * listed by the front ends in src/hash/ (cairn_sha1_impls, cairn_sha256_impls,
 * cairn_sha512_impls). Their
 * code is compiled with its own target flags; the objects' needs say which
 * CPU features it uses, and cairn_impl_usable checks them before any call.
 */
#ifndef CAIRN_HASH_SHA_INTERNAL_H
#define CAIRN_HASH_SHA_INTERNAL_H

#include "cairn/hash.h"

#if CAIRN_ENABLE_X86_ACCEL
/* SHA-NI compression (src/accel/x86/sha_x86.c): SHA, SSSE3 and SSE4.1. The
 * functions are the objects' compress (global so that make ct can inspect
 * their compiled code, which valgrind cannot run). */
extern const cairn_sha1_impl cairn_sha1_shani;
extern const cairn_sha256_impl cairn_sha256_shani;
void cairn_sha1_compress_x86(uint32_t state[5], const uint8_t *blocks, size_t nblocks);
void cairn_sha256_compress_x86(uint32_t state[8], const uint8_t *blocks, size_t nblocks);
#endif

#if CAIRN_ENABLE_ARM_ACCEL
/* The ARMv8 SHA instructions (src/accel/arm/sha_arm.c, -march=armv8-a+crypto):
 * "arm-sha1" needs NEON and SHA1, "arm-sha256" NEON and SHA2. The functions
 * are the objects' compress (global: named in a disassembly or a constant-flow trace). */
#if CAIRN_ENABLE_SHA1
extern const cairn_sha1_impl cairn_sha1_arm;
void cairn_sha1_compress_arm(uint32_t state[5], const uint8_t *blocks, size_t nblocks);
#endif
#if CAIRN_ENABLE_SHA256
extern const cairn_sha256_impl cairn_sha256_arm;
void cairn_sha256_compress_arm(uint32_t state[8], const uint8_t *blocks, size_t nblocks);
#endif
#endif

#if CAIRN_ENABLE_SHA256
/* SHA-224/256's round constants (FIPS 180-4 4.2.2; sha256.c), which the
 * x86 and aarch64 back ends add to their message vectors. */
extern const uint32_t cairn_sha256_k[64];
#endif

#if CAIRN_ENABLE_SHA512
/* SHA-512's round constants (FIPS 180-4 4.2.3; sha512.c), which the
 * x86 schedule code adds to its vectors. */
extern const uint64_t cairn_sha512_k[80];
#if CAIRN_ENABLE_X86_ACCEL
/* SHA-384/512 compression with a vector message schedule and BMI2 rounds
 * (src/accel/x86/sha512_x86.c): AVX, BMI2 and SSSE3. */
extern const cairn_sha512_impl cairn_sha512_avx;
/* Two blocks at a time, the schedule on 256-bit vectors (sha512_2x.h):
 * sha512_avx2.c (AVX2, BMI2) and sha512_avx512.c (also AVX-512F/VL). */
extern const cairn_sha512_impl cairn_sha512_avx2;
extern const cairn_sha512_impl cairn_sha512_avx512;
void cairn_sha512_compress_avx(uint64_t state[8], const uint8_t *blocks, size_t nblocks);
/* The SHA512 instructions (sha512_ni.c, sha512_ni.h's algorithm): AVX, AVX2 and SHA512. */
extern const cairn_sha512_impl cairn_sha512_ni;
void cairn_sha512_compress_ni_x86(uint64_t state[8], const uint8_t *blocks, size_t nblocks);
#endif
#if CAIRN_ENABLE_ARM_ACCEL
/* The Armv8.2 SHA512 instructions (src/accel/arm/sha512_arm.c,
 * -march=armv8.2-a+sha3): "arm-sha512" needs NEON, SHA2 and SHA512. */
extern const cairn_sha512_impl cairn_sha512_arm;
void cairn_sha512_compress_arm(uint64_t state[8], const uint8_t *blocks, size_t nblocks);
#endif
#endif

#endif
