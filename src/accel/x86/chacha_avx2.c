/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * ChaCha20 with AVX2, eight blocks at a time, and the four-way Poly1305
 * loop of the "x86-avx2" Poly1305 implementation (the two halves of
 * ChaCha20-Poly1305 share this file's compiler flags). This file alone is
 * compiled with -mavx -mavx2; the probes in src/aead/chacha20.c and
 * poly1305.c use it only after cairn_cpu_features() reports AVX2.
 *
 * State-transposed layout: register i holds word i of eight consecutive
 * blocks (counters c .. c+7), so a quarter round is eight ordinary ones in
 * parallel with no shuffles between rounds; the 16/8-bit rotations are byte
 * shuffles, the 12/7-bit ones shift pairs. After the rounds an 8x8 word
 * transpose turns lanes back into blocks. Nothing depends on key or data.
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_X86_ACCEL && CAIRN_ENABLE_CHACHA20

#include <immintrin.h>

#include "aead/chacha_internal.h"
#include "aead/poly1305_internal.h"

CAIRN_INLINE __m256i ld(const uint8_t *p) { return _mm256_loadu_si256((const __m256i *)(const void *)p); }
CAIRN_INLINE void st(uint8_t *p, __m256i v) { _mm256_storeu_si256((__m256i *)(void *)p, v); }

#define ROTV(x, n) _mm256_or_si256(_mm256_slli_epi32((x), (n)), _mm256_srli_epi32((x), 32 - (n)))

#define QR(a, b, c, d)                                                                                                 \
    do {                                                                                                               \
        a = _mm256_add_epi32(a, b);                                                                                    \
        d = _mm256_shuffle_epi8(_mm256_xor_si256(d, a), r16);                                                         \
        c = _mm256_add_epi32(c, d);                                                                                    \
        b = ROTV(_mm256_xor_si256(b, c), 12);                                                                          \
        a = _mm256_add_epi32(a, b);                                                                                    \
        d = _mm256_shuffle_epi8(_mm256_xor_si256(d, a), r8);                                                          \
        c = _mm256_add_epi32(c, d);                                                                                    \
        b = ROTV(_mm256_xor_si256(b, c), 7);                                                                           \
    } while (0)

/* In-lane 8x8 transpose of 32-bit words: afterwards x[b] holds the eight
 * words (of the group that x[0..7] held) of block b. */
/* A 64-bit lane value for the _mm*_set*_epi64 intrinsics, which take signed long long. */
static inline long long i64(uint64_t x) { return (long long)x; }

static void transpose8(__m256i x[8])
{
    __m256i b0 = _mm256_unpacklo_epi32(x[0], x[1]), b1 = _mm256_unpackhi_epi32(x[0], x[1]);
    __m256i b2 = _mm256_unpacklo_epi32(x[2], x[3]), b3 = _mm256_unpackhi_epi32(x[2], x[3]);
    __m256i b4 = _mm256_unpacklo_epi32(x[4], x[5]), b5 = _mm256_unpackhi_epi32(x[4], x[5]);
    __m256i b6 = _mm256_unpacklo_epi32(x[6], x[7]), b7 = _mm256_unpackhi_epi32(x[6], x[7]);
    __m256i c0 = _mm256_unpacklo_epi64(b0, b2), c1 = _mm256_unpackhi_epi64(b0, b2);
    __m256i c2 = _mm256_unpacklo_epi64(b1, b3), c3 = _mm256_unpackhi_epi64(b1, b3);
    __m256i c4 = _mm256_unpacklo_epi64(b4, b6), c5 = _mm256_unpackhi_epi64(b4, b6);
    __m256i c6 = _mm256_unpacklo_epi64(b5, b7), c7 = _mm256_unpackhi_epi64(b5, b7);
    x[0] = _mm256_permute2x128_si256(c0, c4, 0x20);
    x[4] = _mm256_permute2x128_si256(c0, c4, 0x31);
    x[1] = _mm256_permute2x128_si256(c1, c5, 0x20);
    x[5] = _mm256_permute2x128_si256(c1, c5, 0x31);
    x[2] = _mm256_permute2x128_si256(c2, c6, 0x20);
    x[6] = _mm256_permute2x128_si256(c2, c6, 0x31);
    x[3] = _mm256_permute2x128_si256(c3, c7, 0x20);
    x[7] = _mm256_permute2x128_si256(c3, c7, 0x31);
}

/* Key stream of blocks state[12] .. state[12] + 7 (counter wrapping mod
 * 2^32), block b at ks[64 b ..]: lo[b] words 0..7, hi[b] words 8..15. */
static void chacha8(const uint32_t state[16], __m256i lo[8], __m256i hi[8])
{
    const __m256i r16 = _mm256_set_epi8(13, 12, 15, 14, 9, 8, 11, 10, 5, 4, 7, 6, 1, 0, 3, 2, 13, 12, 15, 14, 9, 8,
                                        11, 10, 5, 4, 7, 6, 1, 0, 3, 2);
    const __m256i r8 = _mm256_set_epi8(14, 13, 12, 15, 10, 9, 8, 11, 6, 5, 4, 7, 2, 1, 0, 3, 14, 13, 12, 15, 10, 9, 8,
                                       11, 6, 5, 4, 7, 2, 1, 0, 3);
    const __m256i ctr = _mm256_add_epi32(_mm256_set1_epi32((int)state[12]), _mm256_set_epi32(7, 6, 5, 4, 3, 2, 1, 0));
    __m256i x0 = _mm256_set1_epi32((int)state[0]), x1 = _mm256_set1_epi32((int)state[1]);
    __m256i x2 = _mm256_set1_epi32((int)state[2]), x3 = _mm256_set1_epi32((int)state[3]);
    __m256i x4 = _mm256_set1_epi32((int)state[4]), x5 = _mm256_set1_epi32((int)state[5]);
    __m256i x6 = _mm256_set1_epi32((int)state[6]), x7 = _mm256_set1_epi32((int)state[7]);
    __m256i x8 = _mm256_set1_epi32((int)state[8]), x9 = _mm256_set1_epi32((int)state[9]);
    __m256i x10 = _mm256_set1_epi32((int)state[10]), x11 = _mm256_set1_epi32((int)state[11]);
    __m256i x12 = ctr, x13 = _mm256_set1_epi32((int)state[13]);
    __m256i x14 = _mm256_set1_epi32((int)state[14]), x15 = _mm256_set1_epi32((int)state[15]);
    int i;

    for (i = 0; i < 10; i++) {
        QR(x0, x4, x8, x12);
        QR(x1, x5, x9, x13);
        QR(x2, x6, x10, x14);
        QR(x3, x7, x11, x15);
        QR(x0, x5, x10, x15);
        QR(x1, x6, x11, x12);
        QR(x2, x7, x8, x13);
        QR(x3, x4, x9, x14);
    }
    lo[0] = _mm256_add_epi32(x0, _mm256_set1_epi32((int)state[0]));
    lo[1] = _mm256_add_epi32(x1, _mm256_set1_epi32((int)state[1]));
    lo[2] = _mm256_add_epi32(x2, _mm256_set1_epi32((int)state[2]));
    lo[3] = _mm256_add_epi32(x3, _mm256_set1_epi32((int)state[3]));
    lo[4] = _mm256_add_epi32(x4, _mm256_set1_epi32((int)state[4]));
    lo[5] = _mm256_add_epi32(x5, _mm256_set1_epi32((int)state[5]));
    lo[6] = _mm256_add_epi32(x6, _mm256_set1_epi32((int)state[6]));
    lo[7] = _mm256_add_epi32(x7, _mm256_set1_epi32((int)state[7]));
    hi[0] = _mm256_add_epi32(x8, _mm256_set1_epi32((int)state[8]));
    hi[1] = _mm256_add_epi32(x9, _mm256_set1_epi32((int)state[9]));
    hi[2] = _mm256_add_epi32(x10, _mm256_set1_epi32((int)state[10]));
    hi[3] = _mm256_add_epi32(x11, _mm256_set1_epi32((int)state[11]));
    hi[4] = _mm256_add_epi32(x12, ctr);
    hi[5] = _mm256_add_epi32(x13, _mm256_set1_epi32((int)state[13]));
    hi[6] = _mm256_add_epi32(x14, _mm256_set1_epi32((int)state[14]));
    hi[7] = _mm256_add_epi32(x15, _mm256_set1_epi32((int)state[15]));
    transpose8(lo);
    transpose8(hi);
}

/* out = (in XOR key stream) AND m, m all-zero or all-one bytes: the plain
 * stream cipher with m all ones, masked decryption otherwise (see
 * chacha_internal.h). Inlined in both entry points so the plain one loses
 * the AND. */
CAIRN_INLINE void avx2_xor(uint32_t state[16], uint8_t *out, const uint8_t *in, size_t len, uint8_t m)
{
    const __m256i vm = _mm256_set1_epi8((char)m);
    __m256i lo[8], hi[8];
    uint8_t ks[512];
    size_t i, nb;
    int b;

    while (len >= 512) {
        chacha8(state, lo, hi);
        for (b = 0; b < 8; b++) {
            st(out + 64 * b, _mm256_and_si256(_mm256_xor_si256(ld(in + 64 * b), lo[b]), vm));
            st(out + 64 * b + 32, _mm256_and_si256(_mm256_xor_si256(ld(in + 64 * b + 32), hi[b]), vm));
        }
        state[12] += 8;
        out += 512;
        in += 512;
        len -= 512;
    }
    if (len == 0)
        return;
    nb = (len + 63) >> 6;
    if (len <= 128) {
        /* Up to two blocks: the portable code is cheaper than eight lanes. */
        memset(ks, 0, len);
        cairn_chacha20_sw_xor(state, ks, ks, len);
    } else {
        chacha8(state, lo, hi);
        for (b = 0; b < 8; b++) {
            st(ks + 64 * b, lo[b]);
            st(ks + 64 * b + 32, hi[b]);
        }
        state[12] += (uint32_t)nb;
    }
    for (i = 0; i + 32 <= len; i += 32)
        st(out + i, _mm256_and_si256(_mm256_xor_si256(ld(in + i), ld(ks + i)), vm));
    for (; i < len; i++)
        out[i] = (uint8_t)((in[i] ^ ks[i]) & m);
    cairn_wipe(ks, sizeof ks);
}

/* see chacha_internal.h */
void cairn_chacha20_avx2_xor(uint32_t state[16], uint8_t *out, const uint8_t *in, size_t len)
{
    avx2_xor(state, out, in, len, 0xff);
}

/* see chacha_internal.h */
void cairn_chacha20_avx2_xor_masked(uint32_t state[16], uint8_t *out, const uint8_t *in, size_t len, uint8_t mask)
{
    avx2_xor(state, out, in, len, mask);
}

/* ============================================ Poly1305, four blocks a step
 *
 * Four accumulators, one per 64-bit lane, in radix 2^26 (VPMULUDQ takes the
 * low 32 bits of each lane): lane j holds blocks 4g + j and each step is
 * A = A * r^4 + M; at the end lane j is multiplied by r^(4-j) and the lanes
 * are summed, Horner's rule regrouped (Goll and Gueron, "Vectorization of
 * Poly1305 message authentication code", 2015). The context keeps the
 * scalar radix-2^64 layout of m64 (src/aead/poly1305.c), so the powers of r
 * are recomputed per call and the caller only comes here for long inputs.
 * Multiplications, shifts and masks only: nothing depends on key or data.
 */

#define M26 0x3ffffffu

#define MUL(a, b) _mm256_mul_epu32((a), (b))
#define ADD(a, b) _mm256_add_epi64((a), (b))

/* a = a * r mod p, lane by lane; s = 5 r. Inputs below 2^27.2 per limb;
 * outputs below 2^26 except limb 1 (below 2^26 + 2^11). */
CAIRN_INLINE void vmul(__m256i a[5], const __m256i r[5], const __m256i s[5])
{
    const __m256i m = _mm256_set1_epi64x(M26);
    __m256i d0, d1, d2, d3, d4, c;

    d0 = ADD(ADD(ADD(MUL(a[0], r[0]), MUL(a[1], s[4])), ADD(MUL(a[2], s[3]), MUL(a[3], s[2]))), MUL(a[4], s[1]));
    d1 = ADD(ADD(ADD(MUL(a[0], r[1]), MUL(a[1], r[0])), ADD(MUL(a[2], s[4]), MUL(a[3], s[3]))), MUL(a[4], s[2]));
    d2 = ADD(ADD(ADD(MUL(a[0], r[2]), MUL(a[1], r[1])), ADD(MUL(a[2], r[0]), MUL(a[3], s[4]))), MUL(a[4], s[3]));
    d3 = ADD(ADD(ADD(MUL(a[0], r[3]), MUL(a[1], r[2])), ADD(MUL(a[2], r[1]), MUL(a[3], r[0]))), MUL(a[4], s[4]));
    d4 = ADD(ADD(ADD(MUL(a[0], r[4]), MUL(a[1], r[3])), ADD(MUL(a[2], r[2]), MUL(a[3], r[1]))), MUL(a[4], r[0]));

    /* Two carry chains in parallel (0 -> 1 and 3 -> 4, then 1 -> 2 and
     * 4 -> 0, ...) halve the latency of the sequential one. */
    c = _mm256_srli_epi64(d0, 26);
    d0 = _mm256_and_si256(d0, m);
    d1 = ADD(d1, c);
    c = _mm256_srli_epi64(d3, 26);
    d3 = _mm256_and_si256(d3, m);
    d4 = ADD(d4, c);

    c = _mm256_srli_epi64(d1, 26);
    d1 = _mm256_and_si256(d1, m);
    d2 = ADD(d2, c);
    c = _mm256_srli_epi64(d4, 26);
    d4 = _mm256_and_si256(d4, m);
    d0 = ADD(d0, ADD(c, _mm256_slli_epi64(c, 2)));

    c = _mm256_srli_epi64(d2, 26);
    d2 = _mm256_and_si256(d2, m);
    d3 = ADD(d3, c);
    c = _mm256_srli_epi64(d0, 26);
    d0 = _mm256_and_si256(d0, m);
    d1 = ADD(d1, c);

    c = _mm256_srli_epi64(d3, 26);
    d3 = _mm256_and_si256(d3, m);
    d4 = ADD(d4, c);

    a[0] = d0;
    a[1] = d1;
    a[2] = d2;
    a[3] = d3;
    a[4] = d4;
}

/* Four blocks, lanes in block order 0, 2, 1, 3 (what the 64-bit unpacks
 * give without a cross-lane permute), as radix-2^26 limbs with 2^128 set. */
CAIRN_INLINE void load4(const uint8_t *in, __m256i m[5])
{
    const __m256i mask = _mm256_set1_epi64x(M26);
    __m256i y0 = _mm256_loadu_si256((const __m256i *)(const void *)in);
    __m256i y1 = _mm256_loadu_si256((const __m256i *)(const void *)(in + 32));
    __m256i lo = _mm256_unpacklo_epi64(y0, y1), hi = _mm256_unpackhi_epi64(y0, y1);

    m[0] = _mm256_and_si256(lo, mask);
    m[1] = _mm256_and_si256(_mm256_srli_epi64(lo, 26), mask);
    m[2] = _mm256_and_si256(_mm256_or_si256(_mm256_srli_epi64(lo, 52), _mm256_slli_epi64(hi, 12)), mask);
    m[3] = _mm256_and_si256(_mm256_srli_epi64(hi, 14), mask);
    m[4] = _mm256_or_si256(_mm256_srli_epi64(hi, 40), _mm256_set1_epi64x(1 << 24));
}

/* see poly1305_internal.h */
void cairn_poly1305_avx2_blocks(uint64_t st[12], const uint8_t *in, size_t nblocks)
{
    uint64_t r[4][5], h[5], l[5];
    __m256i R[5], S[5], P[5], SP[5], A[5], M[5];
    int i;

    cairn_poly1305_get26(st, h, r, 4);
    for (i = 0; i < 5; i++) {
        R[i] = _mm256_set1_epi64x((long long)r[3][i]);
        S[i] = _mm256_set1_epi64x(i64(5 * r[3][i]));
        /* lanes hold blocks 0, 2, 1, 3: block j finishes with r^(4-j) */
        P[i] = _mm256_set_epi64x((long long)r[0][i], (long long)r[2][i], (long long)r[1][i], (long long)r[3][i]);
        SP[i] = _mm256_set_epi64x(i64(5 * r[0][i]), i64(5 * r[2][i]), i64(5 * r[1][i]),
                                  i64(5 * r[3][i]));
    }

    load4(in, A);
    for (i = 0; i < 5; i++)
        A[i] = ADD(A[i], _mm256_set_epi64x(0, 0, 0, (long long)h[i]));
    for (in += 64, nblocks -= 4; nblocks >= 4; in += 64, nblocks -= 4) {
        vmul(A, R, S);
        load4(in, M);
        for (i = 0; i < 5; i++)
            A[i] = ADD(A[i], M[i]);
    }
    vmul(A, P, SP);

    for (i = 0; i < 5; i++) {
        __m128i t = _mm_add_epi64(_mm256_castsi256_si128(A[i]), _mm256_extracti128_si256(A[i], 1));
        t = _mm_add_epi64(t, _mm_unpackhi_epi64(t, t));
        l[i] = (uint64_t)_mm_cvtsi128_si64(t);
    }
    cairn_poly1305_put26(st, l);
    cairn_wipe(r, sizeof r);
    cairn_wipe(h, sizeof h);
    cairn_wipe(l, sizeof l);
}

#else
typedef int cairn_chacha_avx2_empty; /* ISO C: no empty translation unit */
#endif
