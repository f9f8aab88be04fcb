/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * SHA-384/512, two blocks at a time with the schedule on 256-bit vectors
 * (sha512_2x.h: the rounds and the schedule as inline assembly, the
 * schedule's 64-bit rotations as two shifts). This file alone is compiled with -mavx -mavx2 -mbmi2; its object needs AVX, AVX2, BMI2 and
 * SSSE3 (the one-block code it calls for an odd last block needs the same
 * but AVX2).
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_X86_ACCEL && CAIRN_ENABLE_SHA512

#include <immintrin.h>

#include "core/internal.h"
#include "hash/sha_internal.h"

#define SHA2X_COMPRESS sha512_avx2_compress
#include "accel/x86/sha512_2x.h"

const cairn_sha512_impl cairn_sha512_avx2 = {
    {"x86-avx2-bmi2", CAIRN_PRIM_SHA512,
     CAIRN_CPU_X86_AVX | CAIRN_CPU_X86_AVX2 | CAIRN_CPU_X86_BMI2 | CAIRN_CPU_X86_SSSE3},
    sha512_avx2_compress};

#else
typedef int cairn_sha512_avx2_unused;
#endif
