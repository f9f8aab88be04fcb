/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * SM4 CBC encryption with GFNI and AVX-512VL: sm4_gfni.c's round (three
 * affine instructions on words broadcast across an xmm register,
 * sm4_serial.h), L's rotations as three VPROLDs and a three-way XOR; a round's latency is what
 * counts. This file alone is compiled with -mgfni and the AVX-512F/VL
 * flags; its caller (sm4_vaes.c, whose object needs AVX-512F/VL/BW) checks
 * GFNI first. Instructions only, no table in memory: constant time.
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_X86_ACCEL && CAIRN_ENABLE_SM4

#include <immintrin.h>

#include "accel/x86/sm4_gfni_sums.h"

#define XOR3 0x96

CAIRN_INLINE __m128i ld(const uint8_t *p) { return _mm_loadu_si128((const __m128i *)(const void *)p); }
CAIRN_INLINE void st(uint8_t *p, __m128i v) { _mm_storeu_si128((__m128i *)(void *)p, v); }

/* sm4_gfni.c's round (images under A1; Y ^ P, P ^ Q and Y ^ Q each one
 * GF2P8AFFINEINVQB with the XOR of two matrices and of two constants), the
 * byte rotations as VPROLD and the XORs three-way: a round's chain is one
 * affine instruction, a rotation and two XORs. */
CAIRN_INLINE __m128i sm4_tx_gfni_vl(__m128i a, __m128i u)
{
    __m128i yp, pq, yq;

    sm4f_sums(u, &yp, &pq, &yq);
    return _mm_xor_si128(_mm_xor_si128(a, yp), _mm_ternarylogic_epi32(_mm_rol_epi32(pq, 8), _mm_rol_epi32(pq, 16),
                                                                      _mm_rol_epi32(yq, 24), XOR3));
}

/* The same round, the new word into a and the next round's input e ^ a
 * into u (sm4_serial.h), both one XOR after the three-way one. */
#define SM4S_TX2(a, u, e)                                                                                              \
    do {                                                                                                               \
        __m128i yp_, pq_, yq_, r_;                                                                                     \
        sm4f_sums((u), &yp_, &pq_, &yq_);                                                                              \
        r_ = _mm_ternarylogic_epi32(_mm_rol_epi32(pq_, 8), _mm_rol_epi32(pq_, 16), _mm_rol_epi32(yq_, 24), XOR3);      \
        (u) = _mm_xor_si128(_mm_ternarylogic_epi32((e), (a), yp_, XOR3), r_);                                          \
        (a) = _mm_xor_si128(_mm_xor_si128((a), yp_), r_);                                                              \
    } while (0)
#define SM4S_TX sm4_tx_gfni_vl
#define SM4S_TO(v) _mm_gf2p8affine_epi64_epi8((v), _mm_set1_epi64x(CAIRN_SM4F_TO), 0)
#define SM4S_FROM(v) _mm_gf2p8affine_epi64_epi8((v), _mm_set1_epi64x(CAIRN_SM4F_FROM), 0)
#define SM4S_KEY(k) _mm_gf2p8affine_epi64_epi8((k), _mm_set1_epi64x(CAIRN_SM4F_TO), CAIRN_SM4F_KEY_C)
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
