/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * SHA-384/512, two blocks at a time with the schedule on 256-bit vectors
 * (sha512_2x.h), with AVX-512VL's VPRORQ for the rotations and VPTERNLOGQ
 * for the three-way XORs: a third of the schedule's instructions of
 * sha512_avx2.c. The rounds and the schedule are sha512_2x.h's inline
 * assembly (GCC or Clang on x86-64, as every x86 back end), with this
 * file's schedule parts below. The file is compiled with the flags of
 * sha512_avx2.c (-mavx -mavx2 -mbmi2, no AVX-512: with -mavx512f -mavx512vl
 * the compiler's code around the assembly, its stack frame and registers,
 * measured 2-3% slower on the bench machine, an AMD EPYC of family 1Ah);
 * its object needs AVX, AVX2, BMI2, SSSE3, AVX-512F and AVX-512VL.
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_X86_ACCEL && CAIRN_ENABLE_SHA512

#include <immintrin.h>

#include "core/internal.h"
#include "hash/sha_internal.h"

#define SHA2X_COMPRESS sha512_avx512_compress
/* SHA2X_SCHED's four parts (sha512_2x.h) with VPRORQ and VPTERNLOGQ: sigma0
 * of the pair one on into ymm14, + w[i] and W[t + 9], sigma1 of w7 into
 * ymm14, + K and the store of W + K. */
#define SHA2X_AV1                                                                                                      \
    "vpalignr $8, %[wi], %[w1], %%ymm13\n\t"                                                                           \
    "vprorq $1, %%ymm13, %%ymm14\n\t"                                                                                  \
    "vprorq $8, %%ymm13, %%ymm15\n\t"                                                                                  \
    "vpsrlq $7, %%ymm13, %%ymm13\n\t"                                                                                  \
    "vpternlogq $0x96, %%ymm13, %%ymm15, %%ymm14\n\t"
#define SHA2X_AV2                                                                                                      \
    "vpaddq %%ymm14, %[wi], %[wi]\n\t"                                                                                 \
    "vpalignr $8, %[w4], %[w5], %%ymm13\n\t"                                                                           \
    "vpaddq %%ymm13, %[wi], %[wi]\n\t"
#define SHA2X_AV3                                                                                                      \
    "vprorq $19, %[w7], %%ymm14\n\t"                                                                                   \
    "vprorq $61, %[w7], %%ymm15\n\t"                                                                                   \
    "vpsrlq $6, %[w7], %%ymm13\n\t"                                                                                    \
    "vpternlogq $0x96, %%ymm13, %%ymm15, %%ymm14\n\t"
#define SHA2X_AV4(i)                                                                                                   \
    "vpaddq %%ymm14, %[wi], %[wi]\n\t"                                                                                 \
    "vpaddq " SHA2X_KROWS " + 256 + 32 * (" #i ")(%[tp]), %[wi], %%ymm13\n\t"                                           \
    "vmovdqa %%ymm13, 256 + 32 * (" #i ")(%[tp])\n\t"
#include "accel/x86/sha512_2x.h"

const cairn_sha512_impl cairn_sha512_avx512 = {
    {"x86-avx512vl-bmi2", CAIRN_PRIM_SHA512,
     CAIRN_CPU_X86_AVX | CAIRN_CPU_X86_AVX2 | CAIRN_CPU_X86_BMI2 | CAIRN_CPU_X86_SSSE3 | CAIRN_CPU_X86_AVX512F |
         CAIRN_CPU_X86_AVX512VL},
    sha512_avx512_compress};

#else
typedef int cairn_sha512_avx512_unused;
#endif
