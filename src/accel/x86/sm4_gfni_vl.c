/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * SM4 CBC encryption with GFNI and AVX-512VL: sm4_gfni.c's S-box (two affine
 * instructions on words broadcast across an xmm register, sm4_serial.h),
 * and L as four VPROLDs and two three-way XORs; a round's latency is what
 * counts. This file alone is compiled with -mgfni and the AVX-512F/VL
 * flags; its caller (sm4_vaes.c, whose object needs AVX-512F/VL/BW) checks
 * GFNI first. Instructions only, no table in memory: constant time.
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_X86_ACCEL && CAIRN_ENABLE_SM4

#include <immintrin.h>

#include "cipher/cipher_internal.h"

#define XOR3 0x96

CAIRN_INLINE __m128i ld(const uint8_t *p) { return _mm_loadu_si128((const __m128i *)(const void *)p); }
CAIRN_INLINE void st(uint8_t *p, __m128i v) { _mm_storeu_si128((__m128i *)(void *)p, v); }

/* a ^ T(x) on broadcast words */
CAIRN_INLINE __m128i sm4_tx_gfni_vl(__m128i a, __m128i x)
{
    __m128i y;

    y = _mm_gf2p8affine_epi64_epi8(x, _mm_set1_epi64x(CAIRN_SM4_GF_A1), CAIRN_SM4_GF_C1);
    y = _mm_gf2p8affineinv_epi64_epi8(y, _mm_set1_epi64x(CAIRN_SM4_GF_A2), CAIRN_SM4_GF_C2);
    return _mm_xor_si128(_mm_ternarylogic_epi32(a, y, _mm_rol_epi32(y, 2), XOR3),
                         _mm_ternarylogic_epi32(_mm_rol_epi32(y, 10), _mm_rol_epi32(y, 18), _mm_rol_epi32(y, 24), XOR3));
}

#define SM4S_TX sm4_tx_gfni_vl
#define SM4S_CBC_ENCRYPT sm4_gfni_vl_cbc
#include "accel/x86/sm4_serial.h"

/* see cipher_internal.h */
void cairn_sm4_gfni_vl_cbc_encrypt(const uint64_t *ks, uint8_t *iv, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    sm4_gfni_vl_cbc(ks, iv, out, in, nblocks);
}

#else
typedef int cairn_sm4_gfni_vl_unused;
#endif
