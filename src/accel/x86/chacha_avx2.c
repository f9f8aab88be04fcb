/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * ChaCha20 with AVX2, eight blocks at a time, the four-way Poly1305 loop
 * of the "x86-avx2" Poly1305 implementation (the two halves of
 * ChaCha20-Poly1305 share this file's compiler flags), and the "x86-avx2"
 * ChaCha20 object's fused ChaCha20-Poly1305 kernel. This file alone is
 * compiled with -mavx -mavx2; the objects that run it (src/cipher/chacha20.c,
 * src/mac/poly1305.c) need AVX and AVX2.
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

#include "cipher/chacha_internal.h"
#include "mac/poly1305_internal.h"

CAIRN_INLINE __m256i ld(const uint8_t *p) { return _mm256_loadu_si256((const __m256i *)(const void *)p); }
CAIRN_INLINE void st(uint8_t *p, __m256i v) { _mm256_storeu_si256((__m256i *)(void *)p, v); }

#define ROTV(x, n) _mm256_or_si256(_mm256_slli_epi32((x), (n)), _mm256_srli_epi32((x), 32 - (n)))

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

/* ChaCha20 on eight blocks (chacha_vec.h): chacha8(state, x) leaves block b
 * of the key stream at x[b] (words 0..7) and x[8 + b] (words 8..15). */
#define CV __m256i
#define CV_SET1(w) _mm256_set1_epi32((int)(w))
#define CV_ADD(a, b) _mm256_add_epi32((a), (b))
#define CV_COUNTERS(c) _mm256_add_epi32(_mm256_set1_epi32((int)(c)), _mm256_set_epi32(7, 6, 5, 4, 3, 2, 1, 0))
#define CV_XOR(a, b) _mm256_xor_si256((a), (b))
/* Two quarter rounds per assembly block (chacha_vec.h's CV_QR2), with x10, x11 or
 * x8, x9 parked in memory (chacha_vec.h): the fourteen resident state
 * vectors and two temporaries fill the sixteen registers exactly. From the
 * intrinsics form gcc 12 spilled about twenty vectors a double round; on
 * Zen 4 (capped to AVX2) ChaCha20 went from 0.95 to 0.78 TSC ticks a byte
 * and the fused ChaCha20-Poly1305 from 1.10 to 0.98. The masks of the
 * 16- and 8-bit rotations (byte shuffles) are memory operands. */
static const __m256i cv_r16 = {0x0504070601000302LL, 0x0d0c0f0e09080b0aLL, 0x0504070601000302LL,
                               0x0d0c0f0e09080b0aLL};
static const __m256i cv_r8 = {0x0605040702010003LL, 0x0e0d0c0f0a09080bLL, 0x0605040702010003LL,
                              0x0e0d0c0f0a09080bLL};
#define CV_ROT16(x) _mm256_shuffle_epi8((x), cv_r16)
#define CV_ROT12(x) ROTV((x), 12)
#define CV_ROT8(x) _mm256_shuffle_epi8((x), cv_r8)
#define CV_ROT7(x) ROTV((x), 7)
#define CV_QR_SETUP
/* The quarter rounds (a, b, c, d) and (A, B, C, D) on the operands of
 * those names, interleaved; t and T are scratch; SWAP is appended. */
#define CV_QR2_ASM(SWAP)                                                                                               \
    "vpaddd %[b], %[a], %[a]\n\tvpaddd %[B], %[A], %[A]\n\t"                                                            \
    "vpxor %[a], %[d], %[d]\n\tvpxor %[A], %[D], %[D]\n\t"                                                              \
    "vpshufb %[r16], %[d], %[d]\n\tvpshufb %[r16], %[D], %[D]\n\t"                                                      \
    "vpaddd %[d], %[c], %[c]\n\tvpaddd %[D], %[C], %[C]\n\t"                                                            \
    "vpxor %[c], %[b], %[b]\n\tvpxor %[C], %[B], %[B]\n\t"                                                              \
    "vpslld $12, %[b], %[t]\n\tvpslld $12, %[B], %[T]\n\t"                                                              \
    "vpsrld $20, %[b], %[b]\n\tvpsrld $20, %[B], %[B]\n\t"                                                              \
    "vpor %[t], %[b], %[b]\n\tvpor %[T], %[B], %[B]\n\t"                                                                \
    "vpaddd %[b], %[a], %[a]\n\tvpaddd %[B], %[A], %[A]\n\t"                                                            \
    "vpxor %[a], %[d], %[d]\n\tvpxor %[A], %[D], %[D]\n\t"                                                              \
    "vpshufb %[r8], %[d], %[d]\n\tvpshufb %[r8], %[D], %[D]\n\t"                                                        \
    "vpaddd %[d], %[c], %[c]\n\tvpaddd %[D], %[C], %[C]\n\t"                                                            \
    "vpxor %[c], %[b], %[b]\n\tvpxor %[C], %[B], %[B]\n\t"                                                              \
    "vpslld $7, %[b], %[t]\n\tvpslld $7, %[B], %[T]\n\t"                                                                \
    "vpsrld $25, %[b], %[b]\n\tvpsrld $25, %[B], %[B]\n\t"                                                              \
    "vpor %[t], %[b], %[b]\n\tvpor %[T], %[B], %[B]\n\t" SWAP
/* c and C exchanged with park[0] and park[1] (through t and T) */
#define CV_SWAP_ASM                                                                                                    \
    "vmovdqa %[p0], %[t]\n\tvmovdqa %[p1], %[T]\n\tvmovdqa %[c], %[p0]\n\tvmovdqa %[C], %[p1]\n\t"                       \
    "vmovdqa %[t], %[c]\n\tvmovdqa %[T], %[C]"
#define CV_BLOCKS chacha8
#define CV_FINISH(x)                                                                                                   \
    do {                                                                                                               \
        transpose8(x);                                                                                                 \
        transpose8((x) + 8);                                                                                           \
    } while (0)
#include "cipher/chacha_vec.h"

/* out = (in XOR key stream) AND m, m all-zero or all-one bytes: the plain
 * stream cipher with m all ones, masked decryption otherwise (see
 * chacha_internal.h). Inlined in both entry points so the plain one loses
 * the AND. */
CAIRN_INLINE void avx2_xor(uint32_t state[16], uint8_t *out, const uint8_t *in, size_t len, uint8_t m)
{
    const __m256i vm = _mm256_set1_epi8((char)m);
    __m256i x[16];
    uint8_t ks[512];
    size_t i, nb;
    int b;

    while (len >= 512) {
        chacha8(state, x);
        for (b = 0; b < 8; b++) {
            st(out + 64 * b, _mm256_and_si256(_mm256_xor_si256(ld(in + 64 * b), x[b]), vm));
            st(out + 64 * b + 32, _mm256_and_si256(_mm256_xor_si256(ld(in + 64 * b + 32), x[8 + b]), vm));
        }
        state[12] += 8;
        out += 512;
        in += 512;
        len -= 512;
    }
    if (len == 0)
        goto done;
    nb = (len + 63) >> 6;
    if (len <= 128) {
        /* Up to two blocks: the portable code is cheaper than eight lanes. */
        memset(ks, 0, len);
        cairn_chacha20_sw_xor(state, ks, ks, len);
    } else {
        chacha8(state, x);
        for (b = 0; b < 8; b++) {
            st(ks + 64 * b, x[b]);
            st(ks + 64 * b + 32, x[8 + b]);
        }
        state[12] += (uint32_t)nb;
    }
    for (i = 0; i + 32 <= len; i += 32)
        st(out + i, _mm256_and_si256(_mm256_xor_si256(ld(in + i), ld(ks + i)), vm));
    for (; i < len; i++)
        out[i] = (uint8_t)((in[i] ^ ks[i]) & m);
    cairn_wipe(ks, sizeof ks);
done:
    cairn_wipe(x, sizeof x);
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

/* ===================================== ChaCha20-Poly1305 in one pass
 *
 * The "x86-avx2" object's poly1305_m64 kernel (cairn/cipher.h). Poly1305
 * runs in radix 2^64 on the general registers, on the state of the "m64"
 * object (src/mac/poly1305.c: st[0..2] = r0, r1, s1 = r1 + r1 / 4,
 * st[3..5] = h), block for block as m64 does, while the vector units make
 * the key stream: the 32 blocks of one 512-byte batch are spread over the
 * ten double rounds of eight ChaCha20 blocks (three per double round, two
 * under the final additions), so the multiplications, which use the integer
 * units alone, overlap the vector rounds instead of following them, and
 * the scalar registers they need leave all sixteen vector registers to
 * ChaCha20. When encrypting, a batch's ciphertext is hashed under the next
 * batch's rounds (the last one after them); when decrypting, under its own.
 * Multiplications, additions, carries (ADD/ADC) and masks: nothing depends
 * on key or data.
 */

/* One Poly1305 block with 2^128 added, on the names r0, r1, s1, h0, h1, h2
 * in scope: the m64 step as MUL/ADC assembly (poly1305_internal.h), the
 * chain the fused kernel waits on (about 14 core cycles on Zen 4 against
 * 21 for gcc 12's code of the C step). */
#define POLY_BLOCK(p) CAIRN_POLY1305_X86_STEP(p, 1)

/* chacha8 with the 32 Poly1305 blocks at mp absorbed into pst on the way:
 * three after each double round's points 0, 1, 2 (mp advancing by 48 at
 * the end of the double round, a public count), two under the final
 * additions. */
#define CV_BLOCKS chacha8_poly
#define CV_EXTRA_ARGS , uint64_t pst[12], const uint8_t *mp
#define CV_EXTRA_BEGIN CAIRN_POLY1305_X86_VARS(pst)
#define CV_EXTRA(k)                                                                                                    \
    do {                                                                                                               \
        POLY_BLOCK(mp + ((k) == 2 ? 32 : (k) == 1 || (k) == 4 ? 16 : 0));                                              \
        if ((k) == 2 || (k) == 4)                                                                                      \
            mp += 48;                                                                                                  \
    } while (0)
#define CV_EXTRA_END CAIRN_POLY1305_X86_SAVE(pst)
#include "cipher/chacha_vec.h"

/* see chacha_internal.h */
size_t cairn_chacha20_poly1305_avx2(uint32_t state[16], uint64_t pst[12], uint8_t *out, const uint8_t *in,
                                    size_t len, int decrypt)
{
    __m256i x[16];
    size_t done;
    int b;

    /* decrypt and the batch count are public */
    for (done = 0; len - done >= 512; done += 512) {
        if (decrypt)
            chacha8_poly(state, x, pst, in + done);
        else if (done > 0)
            chacha8_poly(state, x, pst, out + done - 512);
        else
            chacha8(state, x);
        for (b = 0; b < 8; b++) {
            st(out + done + 64 * b, _mm256_xor_si256(ld(in + done + 64 * b), x[b]));
            st(out + done + 64 * b + 32, _mm256_xor_si256(ld(in + done + 64 * b + 32), x[8 + b]));
        }
        state[12] += 8;
    }
    if (!decrypt && done > 0)
        cairn_poly1305_x86_loop(pst, out + done - 512, 32, 1);
    if (done > 0)
        cairn_wipe(x, sizeof x);
    return done;
}

/* ============================================ Poly1305, four blocks a step
 *
 * The radix-2^26 code of poly1305_vec26.h over the four 64-bit lanes of a
 * ymm register; the 64-bit unpacks leave the blocks in lane order 0, 2, 1, 3.
 */

CAIRN_INLINE uint64_t hsum4(__m256i v)
{
    __m128i t = _mm_add_epi64(_mm256_castsi256_si128(v), _mm256_extracti128_si256(v, 1));
    t = _mm_add_epi64(t, _mm_unpackhi_epi64(t, t));
    return (uint64_t)_mm_cvtsi128_si64(t);
}

#define PV __m256i
#define PV_LANES 4
#define PV_MUL(a, b) _mm256_mul_epu32((a), (b))
#define PV_ADD(a, b) _mm256_add_epi64((a), (b))
#define PV_AND(a, b) _mm256_and_si256((a), (b))
#define PV_OR(a, b) _mm256_or_si256((a), (b))
#define PV_SRLI(a, n) _mm256_srli_epi64((a), (n))
#define PV_SLLI(a, n) _mm256_slli_epi64((a), (n))
#define PV_SET1(x) _mm256_set1_epi64x(i64(x))
#define PV_LOAD(p) _mm256_loadu_si256((const __m256i *)(const void *)(p))
#define PV_UNPACKLO(a, b) _mm256_unpacklo_epi64((a), (b))
#define PV_UNPACKHI(a, b) _mm256_unpackhi_epi64((a), (b))
#define PV_LANE0(x) _mm256_set_epi64x(0, 0, 0, i64(x))
#define PV_POWERS(r, i, k)                                                                                             \
    _mm256_set_epi64x(i64((k) * r[0][i]), i64((k) * r[2][i]), i64((k) * r[1][i]), i64((k) * r[3][i]))
#define PV_HSUM(v) hsum4(v)
#define PV_BLOCKS cairn_poly1305_avx2_blocks
#include "accel/x86/poly1305_vec26.h"

#else
typedef int cairn_chacha_avx2_empty; /* ISO C: no empty translation unit */
#endif
