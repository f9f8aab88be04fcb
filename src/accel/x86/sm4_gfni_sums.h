/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * SM4's GFNI round core for the serial CBC encryption (sm4_gfni.c with SSSE3
 * shuffles, sm4_gfni_vl.c with AVX-512VL rotations): from a round's input u,
 * its words as images under A1 (cipher_internal.h), the three S-box sums L
 * needs, Y ^ P, P ^ Q and Y ^ Q, where Y, P and Q are the images of S,
 * S << 2 and S >> 6 (bytewise). GF2P8AFFINEINVQB is linear in its matrix and
 * constant (M inv(u) ^ c), so each sum is one instruction with the XOR of
 * two matrices and of two constants. Included by files compiled with -mgfni.
 */
#ifndef CAIRN_ACCEL_X86_SM4_GFNI_SUMS_H
#define CAIRN_ACCEL_X86_SM4_GFNI_SUMS_H

#include <immintrin.h>

#include "cipher/cipher_internal.h"

#define SM4F_M(x, y) ((long long)((unsigned long long)(x) ^ (unsigned long long)(y)))

CAIRN_INLINE void sm4f_sums(__m128i u, __m128i *yp, __m128i *pq, __m128i *yq)
{
    *yp = _mm_gf2p8affineinv_epi64_epi8(u, _mm_set1_epi64x(SM4F_M(CAIRN_SM4F_Y, CAIRN_SM4F_P)),
                                        CAIRN_SM4F_Y_C ^ CAIRN_SM4F_P_C);
    *pq = _mm_gf2p8affineinv_epi64_epi8(u, _mm_set1_epi64x(SM4F_M(CAIRN_SM4F_P, CAIRN_SM4F_Q)),
                                        CAIRN_SM4F_P_C ^ CAIRN_SM4F_Q_C);
    *yq = _mm_gf2p8affineinv_epi64_epi8(u, _mm_set1_epi64x(SM4F_M(CAIRN_SM4F_Y, CAIRN_SM4F_Q)),
                                        CAIRN_SM4F_Y_C ^ CAIRN_SM4F_Q_C);
}

#endif
