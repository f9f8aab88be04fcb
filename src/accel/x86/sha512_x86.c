/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * SHA-384/512 compression with the message schedule on 128-bit vectors (two
 * words per register, VEX-encoded) and the rounds on scalar registers with
 * BMI2's RORX (a rotate that keeps its source, so the Sigma functions need no
 * register copies). The vector and scalar halves use different execution
 * units, so the next sixteen schedule words are computed under the current
 * rounds: after rounds t and t+1 the pair W[t+16], W[t+17] replaces
 * W[t], W[t+1] in an eight-register window and W + K goes to a 16-entry
 * ring that the rounds read as memory operands.
 *
 * This file alone is compiled with -mavx -mbmi2; its object needs AVX, BMI2
 * and SSSE3. Straight-line code: no branch or index depends on the message.
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_X86_ACCEL && CAIRN_ENABLE_SHA512

#include <immintrin.h>

#include "core/internal.h"
#include "hash/sha_internal.h"
#include "accel/x86/sha512_x86.h"

/* Rotations and sigmas of the two 64-bit lanes. */
#define VROTR(x, n) _mm_or_si128(_mm_srli_epi64((x), (n)), _mm_slli_epi64((x), 64 - (n)))
#define VSSIG0(x) _mm_xor_si128(_mm_xor_si128(VROTR((x), 1), VROTR((x), 8)), _mm_srli_epi64((x), 7))
#define VSSIG1(x) _mm_xor_si128(_mm_xor_si128(VROTR((x), 19), VROTR((x), 61)), _mm_srli_epi64((x), 6))

/* The window: w[i] holds W[t + 2i], W[t + 2i + 1] (indices mod 8) when
 * round t = 16 g starts. SCHED(i, k): after rounds t + 2i, t + 2i + 1, the
 * pair sixteen words on, with K from k (the round constants of t + 16). */
#define SCHED(i, k)                                                                                                    \
    do {                                                                                                               \
        __m128i s0_ = VSSIG0(_mm_alignr_epi8(w[((i) + 1) & 7], w[i], 8));                                              \
        __m128i s1_ = VSSIG1(w[((i) + 7) & 7]);                                                                        \
        __m128i w9_ = _mm_alignr_epi8(w[((i) + 5) & 7], w[((i) + 4) & 7], 8);                                          \
        w[i] = _mm_add_epi64(_mm_add_epi64(w[i], s0_), _mm_add_epi64(w9_, s1_));                                       \
        _mm_store_si128((__m128i *)(void *)(wk + 2 * (i)),                                                             \
                        _mm_add_epi64(w[i], _mm_loadu_si128((const __m128i *)(const void *)((k) + 2 * (i)))));         \
    } while (0)

/* Eight rounds from the ring slot 2i (i even: the names' period is eight). */
#define RND8(i)                                                                                                        \
    RND(a, b, c, d, e, f, g, h, wk[2 * (i)]);                                                                              \
    RND(h, a, b, c, d, e, f, g, wk[2 * (i) + 1]);                                                                          \
    RND(g, h, a, b, c, d, e, f, wk[2 * (i) + 2]);                                                                          \
    RND(f, g, h, a, b, c, d, e, wk[2 * (i) + 3]);                                                                          \
    RND(e, f, g, h, a, b, c, d, wk[2 * (i) + 4]);                                                                          \
    RND(d, e, f, g, h, a, b, c, wk[2 * (i) + 5]);                                                                          \
    RND(c, d, e, f, g, h, a, b, wk[2 * (i) + 6]);                                                                          \
    RND(b, c, d, e, f, g, h, a, wk[2 * (i) + 7])

/* The same with the schedule of the four pairs these rounds free. */
#define SRND8(i, k)                                                                                                    \
    RND(a, b, c, d, e, f, g, h, wk[2 * (i)]);                                                                              \
    RND(h, a, b, c, d, e, f, g, wk[2 * (i) + 1]);                                                                          \
    SCHED(i, k);                                                                                                       \
    RND(g, h, a, b, c, d, e, f, wk[2 * (i) + 2]);                                                                          \
    RND(f, g, h, a, b, c, d, e, wk[2 * (i) + 3]);                                                                          \
    SCHED((i) + 1, k);                                                                                                 \
    RND(e, f, g, h, a, b, c, d, wk[2 * (i) + 4]);                                                                          \
    RND(d, e, f, g, h, a, b, c, wk[2 * (i) + 5]);                                                                          \
    SCHED((i) + 2, k);                                                                                                 \
    RND(c, d, e, f, g, h, a, b, wk[2 * (i) + 6]);                                                                          \
    RND(b, c, d, e, f, g, h, a, wk[2 * (i) + 7]);                                                                          \
    SCHED((i) + 3, k)

/* see sha_internal.h */
void cairn_sha512_compress_avx(uint64_t st[8], const uint8_t *p, size_t nblocks)
{
    /* byte order within each 64-bit lane */
    const __m128i bswap = _mm_set_epi8(8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7);
    __m128i ring[8], w[8]; /* ring: W + K of the next sixteen rounds, as words */
    uint64_t *wk = (uint64_t *)(void *)ring;
    uint64_t a, b, c, d, e, f, g, h, bc;
    const uint64_t *k;
    int i;

    for (; nblocks > 0; nblocks--, p += 128) {
        for (i = 0; i < 8; i++) {
            w[i] = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(const void *)(p + 16 * i)), bswap);
            _mm_store_si128(
                (__m128i *)(void *)(wk + 2 * i),
                _mm_add_epi64(w[i], _mm_loadu_si128((const __m128i *)(const void *)(cairn_sha512_k + 2 * i))));
        }
        a = st[0];
        b = st[1];
        c = st[2];
        d = st[3];
        e = st[4];
        f = st[5];
        g = st[6];
        h = st[7];
        bc = b ^ c;
        for (k = cairn_sha512_k + 16; k < cairn_sha512_k + 80; k += 16) {
            SRND8(0, k);
            SRND8(4, k);
        }
        RND8(0);
        RND8(4);
        st[0] += a;
        st[1] += b;
        st[2] += c;
        st[3] += d;
        st[4] += e;
        st[5] += f;
        st[6] += g;
        st[7] += h;
    }
    cairn_wipe(ring, sizeof ring);
}

const cairn_sha512_impl cairn_sha512_avx = {
    {"x86-avx-bmi2", CAIRN_PRIM_SHA512, CAIRN_CPU_X86_AVX | CAIRN_CPU_X86_BMI2 | CAIRN_CPU_X86_SSSE3},
    cairn_sha512_compress_avx};

#else
typedef int cairn_sha512_x86_unused;
#endif
