/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * SHA-1 and SHA-256 compression with the x86 SHA extensions (SHA-NI).
 * This file alone is compiled with -msse4.1 -mssse3 -msha; its objects,
 * cairn_sha1_shani and cairn_sha256_shani, need SHA, SSSE3 and SSE4.1
 * (cairn_impl_usable checks them before the front ends call in).
 *
 * Register layouts follow the instructions' definitions (Intel SDM,
 * SHA1RNDS4/SHA256RNDS2): SHA-1 keeps A..D in one register with A in the top
 * lane and E in the top lane of a second one; SHA-256 keeps {A,B,E,F} and
 * {C,D,G,H}, again first-named in the top lane, and each SHA256RNDS2 does two
 * rounds taking W+K from the low two lanes of its third operand.
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_X86_ACCEL

#include <immintrin.h>

#include "accel/x86/sse_entry.h"
#include "hash/sha_internal.h"

/* ---------------- SHA-1 ---------------- */

/*
 * Four rounds of group g (0..19) with function/constant FN = g / 5.
 * EN is the E-carrying register for this group; EO receives A..D for the
 * group after (its E is rotl(A, 30) of four rounds back, which SHA1NEXTE adds).
 */
#define SHA1_ROUNDS(FN, EN, EO, M)                                                                                  \
    do {                                                                                                            \
        EN = _mm_sha1nexte_epu32(EN, M);                                                                            \
        EO = abcd;                                                                                                  \
        abcd = _mm_sha1rnds4_epu32(abcd, EN, FN);                                                                   \
    } while (0)

/* W[t..t+3] for t = 16.. from the previous four groups, in place of the oldest. */
#define SHA1_SCHED(M0, M1, M2, M3) (M0 = _mm_sha1msg2_epu32(_mm_xor_si128(_mm_sha1msg1_epu32(M0, M1), M2), M3))

void cairn_sha1_compress_x86(uint32_t state[5], const uint8_t *blocks, size_t nblocks)
{
    /* Whole-register byte reversal: big-endian words, W0 ends in the top lane. */
    const __m128i bswap = _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    __m128i abcd, e0, e1, abcd_save, e_save, m0, m1, m2, m3;

    abcd = _mm_shuffle_epi32(_mm_loadu_si128((const __m128i *)(const void *)state), 0x1b);
    e0 = _mm_set_epi32((int)state[4], 0, 0, 0);

    while (nblocks-- > 0) {
        abcd_save = abcd;
        e_save = e0;

        m0 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(const void *)(blocks + 0)), bswap);
        m1 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(const void *)(blocks + 16)), bswap);
        m2 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(const void *)(blocks + 32)), bswap);
        m3 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(const void *)(blocks + 48)), bswap);

        /* Rounds 0-3: E is added directly, not rotated. */
        e0 = _mm_add_epi32(e0, m0);
        e1 = abcd;
        abcd = _mm_sha1rnds4_epu32(abcd, e0, 0);

        SHA1_ROUNDS(0, e1, e0, m1); /* 4-7 */
        SHA1_ROUNDS(0, e0, e1, m2); /* 8-11 */
        SHA1_ROUNDS(0, e1, e0, m3); /* 12-15 */
        SHA1_SCHED(m0, m1, m2, m3);
        SHA1_ROUNDS(0, e0, e1, m0); /* 16-19 */
        SHA1_SCHED(m1, m2, m3, m0);
        SHA1_ROUNDS(1, e1, e0, m1); /* 20-23 */
        SHA1_SCHED(m2, m3, m0, m1);
        SHA1_ROUNDS(1, e0, e1, m2);
        SHA1_SCHED(m3, m0, m1, m2);
        SHA1_ROUNDS(1, e1, e0, m3);
        SHA1_SCHED(m0, m1, m2, m3);
        SHA1_ROUNDS(1, e0, e1, m0);
        SHA1_SCHED(m1, m2, m3, m0);
        SHA1_ROUNDS(1, e1, e0, m1); /* 36-39 */
        SHA1_SCHED(m2, m3, m0, m1);
        SHA1_ROUNDS(2, e0, e1, m2); /* 40-43 */
        SHA1_SCHED(m3, m0, m1, m2);
        SHA1_ROUNDS(2, e1, e0, m3);
        SHA1_SCHED(m0, m1, m2, m3);
        SHA1_ROUNDS(2, e0, e1, m0);
        SHA1_SCHED(m1, m2, m3, m0);
        SHA1_ROUNDS(2, e1, e0, m1);
        SHA1_SCHED(m2, m3, m0, m1);
        SHA1_ROUNDS(2, e0, e1, m2); /* 56-59 */
        SHA1_SCHED(m3, m0, m1, m2);
        SHA1_ROUNDS(3, e1, e0, m3); /* 60-63 */
        SHA1_SCHED(m0, m1, m2, m3);
        SHA1_ROUNDS(3, e0, e1, m0);
        SHA1_SCHED(m1, m2, m3, m0);
        SHA1_ROUNDS(3, e1, e0, m1);
        SHA1_SCHED(m2, m3, m0, m1);
        SHA1_ROUNDS(3, e0, e1, m2);
        SHA1_SCHED(m3, m0, m1, m2);
        SHA1_ROUNDS(3, e1, e0, m3); /* 76-79 */

        /* E after round 79 is rotl(A of round 76, 30); add the saved E to it. */
        e0 = _mm_sha1nexte_epu32(e0, e_save);
        abcd = _mm_add_epi32(abcd, abcd_save);
        blocks += 64;
    }

    _mm_storeu_si128((__m128i *)(void *)state, _mm_shuffle_epi32(abcd, 0x1b));
    state[4] = (uint32_t)_mm_extract_epi32(e0, 3);
}

#if CAIRN_ENABLE_SHA256
/* ---------------- SHA-256 ---------------- */

#define K256 cairn_sha256_k /* hash/sha_internal.h */

/*
 * Rounds 4g..4g+3 with message words M. The two SHA256RNDS2 swap the roles of
 * the state registers: after the first, cdgh holds the new {A,B,E,F} and abef
 * the new {C,D,G,H}; the second swaps them back.
 */
#define SHA256_ROUNDS(g, M)                                                                                         \
    do {                                                                                                            \
        wk = _mm_add_epi32(M, _mm_loadu_si128((const __m128i *)(const void *)(K256 + 4 * (g))));                    \
        cdgh = _mm_sha256rnds2_epu32(cdgh, abef, wk);                                                               \
        abef = _mm_sha256rnds2_epu32(abef, cdgh, _mm_shuffle_epi32(wk, 0x0e));                                      \
    } while (0)

/* W[t..t+3] = msg2(msg1(W[t-16..], W[t-12..]) + W[t-7..t-4], W[t-4..t-1]), in place of the oldest. */
#define SHA256_SCHED(M0, M1, M2, M3)                                                                                \
    (M0 = _mm_sha256msg2_epu32(_mm_add_epi32(_mm_sha256msg1_epu32(M0, M1), _mm_alignr_epi8(M3, M2, 4)), M3))

void cairn_sha256_compress_x86(uint32_t state[8], const uint8_t *blocks, size_t nblocks)
{
    /* Byte reversal inside each 32-bit lane: big-endian words, W0 in lane 0. */
    const __m128i bswap = _mm_set_epi8(12, 13, 14, 15, 8, 9, 10, 11, 4, 5, 6, 7, 0, 1, 2, 3);
    __m128i abef, cdgh, abef_save, cdgh_save, wk, x, y, m0, m1, m2, m3;

    /* lanes (low first): x' = D C B A, y' = H G F E; abef = F E B A, cdgh = H G D C */
    x = _mm_shuffle_epi32(_mm_loadu_si128((const __m128i *)(const void *)state), 0x1b);
    y = _mm_shuffle_epi32(_mm_loadu_si128((const __m128i *)(const void *)(state + 4)), 0x1b);
    abef = _mm_unpackhi_epi64(y, x);
    cdgh = _mm_unpacklo_epi64(y, x);

    while (nblocks-- > 0) {
        abef_save = abef;
        cdgh_save = cdgh;

        m0 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(const void *)(blocks + 0)), bswap);
        m1 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(const void *)(blocks + 16)), bswap);
        m2 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(const void *)(blocks + 32)), bswap);
        m3 = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(const void *)(blocks + 48)), bswap);

        SHA256_ROUNDS(0, m0);
        SHA256_ROUNDS(1, m1);
        SHA256_ROUNDS(2, m2);
        SHA256_ROUNDS(3, m3);
        SHA256_SCHED(m0, m1, m2, m3);
        SHA256_ROUNDS(4, m0);
        SHA256_SCHED(m1, m2, m3, m0);
        SHA256_ROUNDS(5, m1);
        SHA256_SCHED(m2, m3, m0, m1);
        SHA256_ROUNDS(6, m2);
        SHA256_SCHED(m3, m0, m1, m2);
        SHA256_ROUNDS(7, m3);
        SHA256_SCHED(m0, m1, m2, m3);
        SHA256_ROUNDS(8, m0);
        SHA256_SCHED(m1, m2, m3, m0);
        SHA256_ROUNDS(9, m1);
        SHA256_SCHED(m2, m3, m0, m1);
        SHA256_ROUNDS(10, m2);
        SHA256_SCHED(m3, m0, m1, m2);
        SHA256_ROUNDS(11, m3);
        SHA256_SCHED(m0, m1, m2, m3);
        SHA256_ROUNDS(12, m0);
        SHA256_SCHED(m1, m2, m3, m0);
        SHA256_ROUNDS(13, m1);
        SHA256_SCHED(m2, m3, m0, m1);
        SHA256_ROUNDS(14, m2);
        SHA256_SCHED(m3, m0, m1, m2);
        SHA256_ROUNDS(15, m3);

        abef = _mm_add_epi32(abef, abef_save);
        cdgh = _mm_add_epi32(cdgh, cdgh_save);
        blocks += 64;
    }

    x = _mm_shuffle_epi32(_mm_unpackhi_epi64(cdgh, abef), 0x1b);
    y = _mm_shuffle_epi32(_mm_unpacklo_epi64(cdgh, abef), 0x1b);
    _mm_storeu_si128((__m128i *)(void *)state, x);
    _mm_storeu_si128((__m128i *)(void *)(state + 4), y);
}
#endif /* CAIRN_ENABLE_SHA256 */

#define SHANI_NEEDS (CAIRN_CPU_X86_SHA | CAIRN_CPU_X86_SSSE3 | CAIRN_CPU_X86_SSE41)

/* The objects' entries: the SHA instructions exist only in the legacy SSE
 * encoding, so each call clears a caller's dirty upper halves first
 * (sse_entry.h), then the compression (global, for make ct's branch count). */
static void sha1_compress_entry(uint32_t state[5], const uint8_t *blocks, size_t nblocks)
{
    cairn_x86_sse_entry();
    cairn_sha1_compress_x86(state, blocks, nblocks);
}

#if CAIRN_ENABLE_SHA256
static void sha256_compress_entry(uint32_t state[8], const uint8_t *blocks, size_t nblocks)
{
    cairn_x86_sse_entry();
    cairn_sha256_compress_x86(state, blocks, nblocks);
}
#endif

const cairn_sha1_impl cairn_sha1_shani = {{"x86-shani", CAIRN_PRIM_SHA1, SHANI_NEEDS}, sha1_compress_entry};
#if CAIRN_ENABLE_SHA256
const cairn_sha256_impl cairn_sha256_shani = {{"x86-shani", CAIRN_PRIM_SHA256, SHANI_NEEDS}, sha256_compress_entry};
#endif

#else
/* ISO C wants at least one declaration in a translation unit. */
typedef int cairn_sha_x86_unused;
#endif /* CAIRN_ENABLE_X86_ACCEL */
