/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The x86 GHASH key layout and carry-less-multiply helpers, shared by the
 * x86 GHASH objects (ghash_x86.c, gcm_vaes.c) and the fused GCM kernels
 * (gcm_x86.c, gcm_vaes.c). Only files compiled with PCLMULQDQ include it.
 * Not installed.
 *
 * Key layout (CAIRN_GHASH_LAYOUT_X86): entry e < 16, words [2e, 2e+1],
 * holds H^(16-e) * x^-1 as a 128-bit integer (low word first, so it loads
 * straight into an XMM register), descending so that 16 consecutive blocks
 * meet their powers in one 512-bit load; word 32 + e holds the XOR of its
 * two halves (the Karatsuba middle operand).
 */
#ifndef CAIRN_ACCEL_X86_GHASH_X86_H
#define CAIRN_ACCEL_X86_GHASH_X86_H

#include "mac/ghash_internal.h"

#include <immintrin.h>

#define CAIRN_GHASH_X86_POWERS 16
#define CAIRN_GHASH_X86_KARA 32

#define CAIRN_GHASH_X86_NEEDS (CAIRN_CPU_X86_PCLMUL | CAIRN_CPU_X86_SSSE3 | CAIRN_CPU_X86_SSE41)
#define CAIRN_GHASH_VPCLMUL_NEEDS                                                                                   \
    (CAIRN_GHASH_X86_NEEDS | CAIRN_CPU_X86_VPCLMUL | CAIRN_CPU_X86_AVX2 | CAIRN_CPU_X86_AVX512F |                  \
     CAIRN_CPU_X86_AVX512VL | CAIRN_CPU_X86_AVX512BW)

/* The x86 key layout from H (ghash_x86.c), shared by both x86 objects. */
void cairn_ghash_x86_set_h(uint64_t *hk, const uint8_t h[16]);

/* SSE/PCLMULQDQ helpers (the including file is compiled with -mpclmul
 * -mssse3): an aggregated product keeps three running sums (Karatsuba low,
 * high, middle) and reduces once. */
#include <immintrin.h>

typedef struct {
    __m128i lo, hi, mid;
} cairn_gh_acc;

CAIRN_INLINE __m128i cairn_gh_bswap(__m128i v)
{
    return _mm_shuffle_epi8(v, _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
}
CAIRN_INLINE __m128i cairn_gh_load(const uint8_t *p)
{
    return cairn_gh_bswap(_mm_loadu_si128((const __m128i *)(const void *)p));
}
CAIRN_INLINE void cairn_gh_store(uint8_t *p, __m128i v)
{
    _mm_storeu_si128((__m128i *)(void *)p, cairn_gh_bswap(v));
}
CAIRN_INLINE void cairn_gh_zero(cairn_gh_acc *a) { a->lo = a->hi = a->mid = _mm_setzero_si128(); }

/* acc += a * H^p (1 <= p <= 16), unreduced. */
CAIRN_INLINE void cairn_gh_mul_acc(cairn_gh_acc *acc, __m128i a, const uint64_t *hk, unsigned p)
{
    unsigned e = CAIRN_GHASH_X86_POWERS - p;
    __m128i h = _mm_loadu_si128((const __m128i *)(const void *)(hk + 2 * e));
    __m128i hx = _mm_loadl_epi64((const __m128i *)(const void *)(hk + CAIRN_GHASH_X86_KARA + e));
    __m128i ax = _mm_xor_si128(a, _mm_shuffle_epi32(a, 0x4e));
    acc->lo = _mm_xor_si128(acc->lo, _mm_clmulepi64_si128(a, h, 0x00));
    acc->hi = _mm_xor_si128(acc->hi, _mm_clmulepi64_si128(a, h, 0x11));
    acc->mid = _mm_xor_si128(acc->mid, _mm_clmulepi64_si128(ax, hx, 0x00));
}

/* Folds the 256-bit value hi:lo with x^128 = x^7 + x^2 + x + 1 (see ghash.c). */
CAIRN_INLINE __m128i cairn_gh_fold(__m128i hi, __m128i lo)
{
    __m128i t = _mm_xor_si128(_mm_xor_si128(_mm_slli_epi64(lo, 63), _mm_slli_epi64(lo, 62)), _mm_slli_epi64(lo, 57));
    __m128i u;
    lo = _mm_xor_si128(lo, _mm_slli_si128(t, 8));
    u = _mm_xor_si128(_mm_xor_si128(_mm_srli_epi64(lo, 1), _mm_srli_epi64(lo, 2)), _mm_srli_epi64(lo, 7));
    t = _mm_xor_si128(_mm_xor_si128(_mm_slli_epi64(lo, 63), _mm_slli_epi64(lo, 62)), _mm_slli_epi64(lo, 57));
    return _mm_xor_si128(_mm_xor_si128(hi, lo), _mm_xor_si128(u, _mm_srli_si128(t, 8)));
}

CAIRN_INLINE __m128i cairn_gh_reduce(const cairn_gh_acc *acc)
{
    __m128i mid = _mm_xor_si128(acc->mid, _mm_xor_si128(acc->lo, acc->hi));
    __m128i lo = _mm_xor_si128(acc->lo, _mm_slli_si128(mid, 8));
    __m128i hi = _mm_xor_si128(acc->hi, _mm_srli_si128(mid, 8));
    return cairn_gh_fold(hi, lo);
}

/* y = (y ^ b[0]) * H^n ^ b[1] * H^(n-1) ^ ... ^ b[n-1] * H, 1 <= n <= 16. */
CAIRN_INLINE __m128i cairn_gh_blocks(const uint64_t *hk, __m128i y, const uint8_t *in, unsigned n)
{
    cairn_gh_acc acc;
    unsigned j;
    cairn_gh_zero(&acc);
    cairn_gh_mul_acc(&acc, _mm_xor_si128(y, cairn_gh_load(in)), hk, n);
    for (j = 1; j < n; j++)
        cairn_gh_mul_acc(&acc, cairn_gh_load(in + 16 * j), hk, n - j);
    return cairn_gh_reduce(&acc);
}

#endif
