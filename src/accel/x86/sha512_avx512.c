/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * SHA-384/512, two blocks at a time with the schedule on 256-bit vectors
 * (sha512_2x.h), with AVX-512VL's VPRORQ for the rotations and VPTERNLOGQ
 * for the three-way XORs: a third of the schedule's instructions of
 * sha512_avx2.c. This file alone is compiled with -mavx -mavx2 -mbmi2
 * -mavx512f -mavx512vl; its object needs those and SSSE3.
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_X86_ACCEL && CAIRN_ENABLE_SHA512

#include <immintrin.h>

#include "core/internal.h"
#include "hash/sha_internal.h"

#define XOR3 0x96
#define SHA2X_SSIG0(x) _mm256_ternarylogic_epi64(_mm256_ror_epi64((x), 1), _mm256_ror_epi64((x), 8), \
                                                 _mm256_srli_epi64((x), 7), XOR3)
#define SHA2X_SSIG1(x) _mm256_ternarylogic_epi64(_mm256_ror_epi64((x), 19), _mm256_ror_epi64((x), 61), \
                                                 _mm256_srli_epi64((x), 6), XOR3)
#define SHA2X_COMPRESS sha512_avx512_compress
#include "accel/x86/sha512_2x.h"

const cairn_sha512_impl cairn_sha512_avx512 = {
    {"x86-avx512vl-bmi2", CAIRN_PRIM_SHA512,
     CAIRN_CPU_X86_AVX | CAIRN_CPU_X86_AVX2 | CAIRN_CPU_X86_BMI2 | CAIRN_CPU_X86_SSSE3 | CAIRN_CPU_X86_AVX512F |
         CAIRN_CPU_X86_AVX512VL},
    sha512_avx512_compress};

#else
typedef int cairn_sha512_avx512_unused;
#endif
