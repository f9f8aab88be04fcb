/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * SHA-384/512 compression with the SHA512 instructions (Intel's SHA512
 * extension, CPUID.(EAX=7, ECX=1):EAX[0]; Arrow Lake, Lunar Lake and later):
 * VSHA512RNDS2 (two rounds), VSHA512MSG1 and VSHA512MSG2 (the message
 * schedule, four words at a time), on 256-bit registers with AVX2 around them.
 *
 * The one copy of the algorithm, with the three instructions supplied by the
 * includer as
 *   SHA512NI_RNDS2(cdgh, abef, wk)  __m256i, __m256i, __m128i -> __m256i
 *   SHA512NI_MSG1(w, x)             __m256i, __m128i -> __m256i
 *   SHA512NI_MSG2(w, y)             __m256i, __m256i -> __m256i
 * and the name of the function to define as SHA512NI_COMPRESS:
 * src/accel/x86/sha512_ni.c gives the instructions themselves,
 * tests/sha512_ni_model.c a C model of each written from Intel's operation
 * pseudo-code, so the algorithm is tested against the portable compression
 * on CPUs without the extension (which is every CPU the project's CI has
 * had: the instructions themselves have not run here).
 *
 * The state is kept as the instructions want it: abef = (F, E, B, A) and
 * cdgh = (H, G, D, C) in 64-bit lanes 0..3. VSHA512RNDS2 takes cdgh, abef and
 * W + K of two rounds and returns the new abef; the old abef is the new
 * cdgh. Message words four to a register, m[i & 3] = W[4i..4i+3]:
 * W[t] = W[t-16] + sigma0(W[t-15]) + W[t-7] + sigma1(W[t-2]) is
 * MSG2(MSG1(W[t-16..], W[t-12]) + W[t-7..t-4], W[t-4..t-1]) for t = 4i.
 * Straight-line code in a loop over the public block count (make ct counts
 * its conditional branches: the loop's two). Internal, not installed;
 * compiled with -mavx -mavx2.
 */
#ifndef CAIRN_ACCEL_X86_SHA512_NI_H
#define CAIRN_ACCEL_X86_SHA512_NI_H

#include <immintrin.h>

/* W[t-7..t-4] of t = 4i from m[i-2] (W[t-8..t-5]) and m[i-1] (W[t-4..t-1]): the
 * 128-bit halves (m[i-2].hi, m[i-1].lo), then a one-word shift across each
 * lane pair. */
#define SHA512NI_W7(m2, m1) _mm256_alignr_epi8(_mm256_permute2x128_si256((m2), (m1), 0x21), (m2), 8)

/* Four rounds (4i .. 4i + 3) with the four words mi = W[4i..4i+3]. */
#define SHA512NI_RND4(mi, i)                                                                                           \
    do {                                                                                                               \
        __m256i wk_ = _mm256_add_epi64((mi), _mm256_loadu_si256((const __m256i *)(const void *)(cairn_sha512_k +   \
                                                                                                 4 * (i))));          \
        __m256i t_ = SHA512NI_RNDS2(cdgh, abef, _mm256_castsi256_si128(wk_));                                          \
        cdgh = abef;                                                                                                   \
        abef = t_;                                                                                                     \
        t_ = SHA512NI_RNDS2(cdgh, abef, _mm256_extracti128_si256(wk_, 1));                                             \
        cdgh = abef;                                                                                                   \
        abef = t_;                                                                                                     \
    } while (0)

/* m0 = W[4i..4i+3] from m0 (W[4i-16..]), m1 (W[4i-12..]), m2, m3 (W[4i-4..]),
 * then its four rounds. */
#define SHA512NI_SRND4(m0, m1, m2, m3, i)                                                                              \
    do {                                                                                                               \
        m0 = SHA512NI_MSG2(_mm256_add_epi64(SHA512NI_MSG1(m0, _mm256_castsi256_si128(m1)), SHA512NI_W7(m2, m3)),     \
                           m3);                                                                                        \
        SHA512NI_RND4(m0, i);                                                                                          \
    } while (0)

/* Rounds 16 i .. 16 i + 15, each group's words from the four before it. */
#define SHA512NI_SRND16(i)                                                                                             \
    SHA512NI_SRND4(m0, m1, m2, m3, 4 * (i));                                                                           \
    SHA512NI_SRND4(m1, m2, m3, m0, 4 * (i) + 1);                                                                       \
    SHA512NI_SRND4(m2, m3, m0, m1, 4 * (i) + 2);                                                                       \
    SHA512NI_SRND4(m3, m0, m1, m2, 4 * (i) + 3)

static void SHA512NI_COMPRESS(uint64_t st[8], const uint8_t *p, size_t nblocks)
{
    /* byte order within each 64-bit lane */
    const __m256i bswap = _mm256_set_epi8(8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
                                          14, 15, 0, 1, 2, 3, 4, 5, 6, 7);
    __m256i v0 = _mm256_loadu_si256((const __m256i *)(const void *)st);       /* a b c d */
    __m256i v1 = _mm256_loadu_si256((const __m256i *)(const void *)(st + 4)); /* e f g h */
    /* (e, f, a, b) and (g, h, c, d), then each lane's two words swapped */
    __m256i abef = _mm256_shuffle_epi32(_mm256_permute2x128_si256(v1, v0, 0x20), 0x4e);
    __m256i cdgh = _mm256_shuffle_epi32(_mm256_permute2x128_si256(v1, v0, 0x31), 0x4e);
    __m256i abef0, cdgh0, m0, m1, m2, m3;

    for (; nblocks > 0; nblocks--, p += 128) {
        abef0 = abef;
        cdgh0 = cdgh;
        m0 = _mm256_shuffle_epi8(_mm256_loadu_si256((const __m256i *)(const void *)p), bswap);
        m1 = _mm256_shuffle_epi8(_mm256_loadu_si256((const __m256i *)(const void *)(p + 32)), bswap);
        m2 = _mm256_shuffle_epi8(_mm256_loadu_si256((const __m256i *)(const void *)(p + 64)), bswap);
        m3 = _mm256_shuffle_epi8(_mm256_loadu_si256((const __m256i *)(const void *)(p + 96)), bswap);
        SHA512NI_RND4(m0, 0);
        SHA512NI_RND4(m1, 1);
        SHA512NI_RND4(m2, 2);
        SHA512NI_RND4(m3, 3);
        SHA512NI_SRND16(1);
        SHA512NI_SRND16(2);
        SHA512NI_SRND16(3);
        SHA512NI_SRND16(4);
        abef = _mm256_add_epi64(abef, abef0);
        cdgh = _mm256_add_epi64(cdgh, cdgh0);
    }
    /* back to (a, b, c, d) and (e, f, g, h) */
    abef = _mm256_shuffle_epi32(abef, 0x4e); /* e f a b */
    cdgh = _mm256_shuffle_epi32(cdgh, 0x4e); /* g h c d */
    _mm256_storeu_si256((__m256i *)(void *)st, _mm256_permute2x128_si256(abef, cdgh, 0x31));
    _mm256_storeu_si256((__m256i *)(void *)(st + 4), _mm256_permute2x128_si256(abef, cdgh, 0x20));
}

#endif
