/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * P-256's constant-time table reads with AVX2 (the engine, ec_point.c,
 * calls them with the x86-64 MULX field when this CPU also has AVX2): a
 * 4-limb element is one 256-bit vector, so an entry is read as three
 * vectors (Jacobian X, Y, Z; k P's window) or two (affine x, y; k G's
 * comb), each ANDed with the entry's mask and ORed into an accumulator in
 * a register. The mask is a vector compare of the broadcast index against
 * the entry's number (all-ones on equality, zeros otherwise). This file
 * alone is compiled with -mavx2.
 *
 * Constant time: every entry is read, in the same order, at addresses
 * that depend only on the table's (public) address; VPCMPEQQ, VPAND, VPOR
 * and VPADDQ take the same time for all operand values; there is no
 * branch on the index. The accumulators and masks live in vector
 * registers (three or two accumulators, the index and the counter: no
 * spill), so there is no stack copy to wipe.
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_X86_ACCEL && CAIRN_ENABLE_EC && defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))

#include <immintrin.h>

#include "ec/fp_special.h"

#if defined(CAIRN_EC_HAVE_P256_MULX)

/* see fp_special.h */
void cairn_ec_p256_avx2_lookup_jac(cairn_limb *r, const cairn_limb *tab, size_t cnt, uint32_t idx)
{
    const size_t s = CAIRN_EC_LIMBS, stride = 3 * CAIRN_EC_LIMBS;
    const __m256i one = _mm256_set1_epi64x(1), want = _mm256_set1_epi64x((long long)idx);
    __m256i num = one, x = _mm256_setzero_si256(), y = x, z = x;
    size_t j;
    for (j = 0; j < cnt; j++, tab += stride) {
        const __m256i m = _mm256_cmpeq_epi64(num, want);
        x = _mm256_or_si256(x, _mm256_and_si256(m, _mm256_loadu_si256((const __m256i *)(const void *)tab)));
        y = _mm256_or_si256(y, _mm256_and_si256(m, _mm256_loadu_si256((const __m256i *)(const void *)(tab + s))));
        z = _mm256_or_si256(z, _mm256_and_si256(m, _mm256_loadu_si256((const __m256i *)(const void *)(tab + 2 * s))));
        num = _mm256_add_epi64(num, one);
    }
    _mm256_storeu_si256((__m256i *)(void *)r, x);
    _mm256_storeu_si256((__m256i *)(void *)(r + s), y);
    _mm256_storeu_si256((__m256i *)(void *)(r + 2 * s), z);
}

/* see fp_special.h */
void cairn_ec_p256_avx2_lookup_aff(cairn_limb *xy, const cairn_limb *tab, size_t cnt, uint32_t idx)
{
    const __m256i one = _mm256_set1_epi64x(1), want = _mm256_set1_epi64x((long long)idx);
    __m256i num = one, x = _mm256_setzero_si256(), y = x;
    size_t j;
    for (j = 0; j < cnt; j++, tab += 8) {
        const __m256i m = _mm256_cmpeq_epi64(num, want);
        x = _mm256_or_si256(x, _mm256_and_si256(m, _mm256_loadu_si256((const __m256i *)(const void *)tab)));
        y = _mm256_or_si256(y, _mm256_and_si256(m, _mm256_loadu_si256((const __m256i *)(const void *)(tab + 4))));
        num = _mm256_add_epi64(num, one);
    }
    _mm256_storeu_si256((__m256i *)(void *)xy, x);
    _mm256_storeu_si256((__m256i *)(void *)(xy + 4), y);
}

#endif /* CAIRN_EC_HAVE_P256_MULX */
#else
typedef int cairn_ec_p256_avx2_empty; /* ISO C: no empty translation unit */
#endif
