/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * SHA-384/512, two blocks at a time with the schedule on 256-bit vectors
 * (sha512_2x.h), the 64-bit rotations as two shifts, the rounds without
 * vector work under them as inline assembly (GCC and Clang). This file alone is
 * compiled with -mavx -mavx2 -mbmi2; its object needs AVX, AVX2, BMI2 and
 * SSSE3 (the one-block code it calls for an odd last block needs the same
 * but AVX2).
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_X86_ACCEL && CAIRN_ENABLE_SHA512

#include <immintrin.h>

#include "core/internal.h"
#include "hash/sha_internal.h"

#define VROTR(x, n) _mm256_or_si256(_mm256_srli_epi64((x), (n)), _mm256_slli_epi64((x), 64 - (n)))
#define SHA2X_SSIG0(x) _mm256_xor_si256(_mm256_xor_si256(VROTR((x), 1), VROTR((x), 8)), _mm256_srli_epi64((x), 7))
#define SHA2X_SSIG1(x) _mm256_xor_si256(_mm256_xor_si256(VROTR((x), 19), VROTR((x), 61)), _mm256_srli_epi64((x), 6))
#define SHA2X_COMPRESS sha512_avx2_compress
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define SHA2X_ASM_ROUNDS 1 /* the rounds and the schedule under them in assembly (sha512_2x.h) */
#endif
#include "accel/x86/sha512_2x.h"

const cairn_sha512_impl cairn_sha512_avx2 = {
    {"x86-avx2-bmi2", CAIRN_PRIM_SHA512,
     CAIRN_CPU_X86_AVX | CAIRN_CPU_X86_AVX2 | CAIRN_CPU_X86_BMI2 | CAIRN_CPU_X86_SSSE3},
    sha512_avx2_compress};

#else
typedef int cairn_sha512_avx2_unused;
#endif
