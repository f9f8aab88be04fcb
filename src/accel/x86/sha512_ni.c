/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * SHA-384/512 with the SHA512 instructions (sha512_ni.h's algorithm). The
 * assemblers this project builds with (GNU as 2.40, clang 14) do not know
 * VSHA512RNDS2, VSHA512MSG1 and VSHA512MSG2, so each is spelled as its
 * bytes on fixed registers (the operands are local register variables, the
 * only use GCC and Clang guarantee for them). The encodings, from Intel's
 * instruction tables (VEX.256.F2.0F38.W0, register forms):
 *   CB /r  VSHA512RNDS2 ymm1, ymm2, xmm3   ymm2 in VEX.vvvv
 *   CC /r  VSHA512MSG1  ymm1, xmm2
 *   CD /r  VSHA512MSG2  ymm1, ymm2
 * with ymm0 as the destination and ymm1/ymm2 as sources: C4 E2 (R, X, B
 * set: registers below 8; map 0F38), then W = 0, vvvv (inverted), L = 1,
 * pp = F2, the opcode and ModRM = 11 reg r/m. (The same rules give the bytes
 * LLVM's assembler tests list for these instructions on other registers, e.g.
 * C4 E2 67 CB D4 for vsha512rnds2 %xmm4, %ymm3, %ymm2.)
 *
 * The instructions have not run on any CPU this project has been built on
 * (none reports the extension); tests/sha512_ni_model.c runs the same
 * algorithm on a C model of them, against the portable code. This file
 * alone is compiled with -mavx -mavx2; its object needs AVX, AVX2 and SHA512.
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_X86_ACCEL && CAIRN_ENABLE_SHA512

#include <immintrin.h>

#include "core/internal.h"
#include "hash/sha_internal.h"

/* vsha512rnds2 %xmm2, %ymm1, %ymm0 */
#define SHA512NI_RNDS2_BYTES ".byte 0xc4, 0xe2, 0x77, 0xcb, 0xc2"
/* vsha512msg1 %xmm1, %ymm0 */
#define SHA512NI_MSG1_BYTES ".byte 0xc4, 0xe2, 0x7f, 0xcc, 0xc1"
/* vsha512msg2 %ymm1, %ymm0 */
#define SHA512NI_MSG2_BYTES ".byte 0xc4, 0xe2, 0x7f, 0xcd, 0xc1"

CAIRN_INLINE __m256i ni_rnds2(__m256i cdgh, __m256i abef, __m128i wk)
{
    register __m256i d __asm__("ymm0") = cdgh;
    register __m256i s __asm__("ymm1") = abef;
    register __m128i w __asm__("xmm2") = wk;
    __asm__(SHA512NI_RNDS2_BYTES : "+x"(d) : "x"(s), "x"(w));
    return d;
}

CAIRN_INLINE __m256i ni_msg1(__m256i w, __m128i x)
{
    register __m256i d __asm__("ymm0") = w;
    register __m128i s __asm__("xmm1") = x;
    __asm__(SHA512NI_MSG1_BYTES : "+x"(d) : "x"(s));
    return d;
}

CAIRN_INLINE __m256i ni_msg2(__m256i w, __m256i y)
{
    register __m256i d __asm__("ymm0") = w;
    register __m256i s __asm__("ymm1") = y;
    __asm__(SHA512NI_MSG2_BYTES : "+x"(d) : "x"(s));
    return d;
}

#define SHA512NI_RNDS2 ni_rnds2
#define SHA512NI_MSG1 ni_msg1
#define SHA512NI_MSG2 ni_msg2
#define SHA512NI_COMPRESS sha512_ni_compress
#include "accel/x86/sha512_ni.h"

/* see sha_internal.h */
void cairn_sha512_compress_ni_x86(uint64_t st[8], const uint8_t *p, size_t nblocks) { sha512_ni_compress(st, p, nblocks); }

const cairn_sha512_impl cairn_sha512_ni = {
    {"x86-sha512", CAIRN_PRIM_SHA512, CAIRN_CPU_X86_AVX | CAIRN_CPU_X86_AVX2 | CAIRN_CPU_X86_SHA512},
    cairn_sha512_compress_ni_x86};

#else
typedef int cairn_sha512_ni_unused;
#endif
