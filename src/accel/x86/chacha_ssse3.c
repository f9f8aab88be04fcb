/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * ChaCha20 with SSSE3, four blocks at a time, and its fused
 * ChaCha20-Poly1305 kernel: the "x86-ssse3" object, for
 * x86-64 CPUs without AVX2 (Intel before Haswell, the Atom line through
 * Goldmont and Tremont, AMD before Excavator) and for callers that cap AVX2
 * away. This file alone is compiled with -mssse3; the object that runs it
 * (src/cipher/chacha20.c) needs SSE2 and SSSE3.
 *
 * The layout of chacha_avx2.c on 128-bit registers (chacha_vec.h, the one
 * copy of the rounds): register i holds word i of four consecutive blocks
 * (counters c .. c+3); the 16/8-bit rotations are byte shuffles (PSHUFB),
 * the 12/7-bit ones shift pairs; after the rounds a 4x4 word transpose per
 * group of four registers turns lanes back into blocks. Legacy-SSE code:
 * its entry points clear the upper vector halves first on CPUs with AVX
 * (sse_entry.h). Nothing depends on key or data.
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_X86_ACCEL && CAIRN_ENABLE_CHACHA20

#include <tmmintrin.h>

#include "accel/x86/sse_entry.h"
#include "cipher/chacha_internal.h"
#include "mac/poly1305_internal.h"

CAIRN_INLINE __m128i ld(const uint8_t *p) { return _mm_loadu_si128((const __m128i *)(const void *)p); }
CAIRN_INLINE void st(uint8_t *p, __m128i v) { _mm_storeu_si128((__m128i *)(void *)p, v); }

#define ROTV(x, n) _mm_or_si128(_mm_slli_epi32((x), (n)), _mm_srli_epi32((x), 32 - (n)))

/* 4x4 transpose of 32-bit words: afterwards x[b] holds the four words (of
 * the group that x[0..3] held) of block b. */
static void transpose4(__m128i x[4])
{
    __m128i b0 = _mm_unpacklo_epi32(x[0], x[1]), b1 = _mm_unpackhi_epi32(x[0], x[1]);
    __m128i b2 = _mm_unpacklo_epi32(x[2], x[3]), b3 = _mm_unpackhi_epi32(x[2], x[3]);
    x[0] = _mm_unpacklo_epi64(b0, b2);
    x[1] = _mm_unpackhi_epi64(b0, b2);
    x[2] = _mm_unpacklo_epi64(b1, b3);
    x[3] = _mm_unpackhi_epi64(b1, b3);
}

/* ChaCha20 on four blocks (chacha_vec.h): chacha4(state, x) leaves block b
 * of the key stream at x[b], x[4 + b], x[8 + b], x[12 + b] (words 0..3,
 * 4..7, 8..11, 12..15). */
#define CV __m128i
#define CV_SET1(w) _mm_set1_epi32((int)(w))
#define CV_ADD(a, b) _mm_add_epi32((a), (b))
#define CV_COUNTERS(c) _mm_add_epi32(_mm_set1_epi32((int)(c)), _mm_set_epi32(3, 2, 1, 0))
#define CV_XOR(a, b) _mm_xor_si128((a), (b))
/* As chacha_avx2.c: two quarter rounds per assembly block, two of x8..x11
 * parked in memory, so the fourteen resident state vectors and two
 * temporaries fill the sixteen xmm registers (SSE's two-operand forms: a
 * rotation by 12 or 7 is a copy, two shifts and an OR). */
static const __m128i cv_r16 = {0x0504070601000302LL, 0x0d0c0f0e09080b0aLL};
static const __m128i cv_r8 = {0x0605040702010003LL, 0x0e0d0c0f0a09080bLL};
#define CV_ROT16(x) _mm_shuffle_epi8((x), cv_r16)
#define CV_ROT12(x) ROTV((x), 12)
#define CV_ROT8(x) _mm_shuffle_epi8((x), cv_r8)
#define CV_ROT7(x) ROTV((x), 7)
#define CV_QR_SETUP
#define CV_QR2_ASM(SWAP)                                                                                               \
    "paddd %[b], %[a]\n\tpaddd %[B], %[A]\n\tpxor %[a], %[d]\n\tpxor %[A], %[D]\n\t"                                    \
    "pshufb %[r16], %[d]\n\tpshufb %[r16], %[D]\n\tpaddd %[d], %[c]\n\tpaddd %[D], %[C]\n\t"                            \
    "pxor %[c], %[b]\n\tpxor %[C], %[B]\n\tmovdqa %[b], %[t]\n\tmovdqa %[B], %[T]\n\t"                                  \
    "pslld $12, %[t]\n\tpslld $12, %[T]\n\tpsrld $20, %[b]\n\tpsrld $20, %[B]\n\tpor %[t], %[b]\n\tpor %[T], %[B]\n\t"     \
    "paddd %[b], %[a]\n\tpaddd %[B], %[A]\n\tpxor %[a], %[d]\n\tpxor %[A], %[D]\n\t"                                    \
    "pshufb %[r8], %[d]\n\tpshufb %[r8], %[D]\n\tpaddd %[d], %[c]\n\tpaddd %[D], %[C]\n\t"                              \
    "pxor %[c], %[b]\n\tpxor %[C], %[B]\n\tmovdqa %[b], %[t]\n\tmovdqa %[B], %[T]\n\t"                                  \
    "pslld $7, %[t]\n\tpslld $7, %[T]\n\tpsrld $25, %[b]\n\tpsrld $25, %[B]\n\tpor %[t], %[b]\n\tpor %[T], %[B]\n\t"      \
    SWAP
#define CV_SWAP_ASM                                                                                                    \
    "movdqa %[p0], %[t]\n\tmovdqa %[p1], %[T]\n\tmovdqa %[c], %[p0]\n\tmovdqa %[C], %[p1]\n\t"                           \
    "movdqa %[t], %[c]\n\tmovdqa %[T], %[C]"
#define CV_BLOCKS chacha4
#define CV_FINISH(x)                                                                                                   \
    do {                                                                                                               \
        transpose4(x);                                                                                                 \
        transpose4((x) + 4);                                                                                           \
        transpose4((x) + 8);                                                                                           \
        transpose4((x) + 12);                                                                                          \
    } while (0)
#include "cipher/chacha_vec.h"

/* out = (in XOR key stream) AND m, m all-zero or all-one bytes: the plain
 * stream cipher with m all ones, masked decryption otherwise (see
 * chacha_internal.h). Inlined in both entry points so the plain one loses
 * the AND. */
CAIRN_INLINE void ssse3_xor(uint32_t state[16], uint8_t *out, const uint8_t *in, size_t len, uint8_t m)
{
    const __m128i vm = _mm_set1_epi8((char)m);
    __m128i x[16];
    uint8_t ks[256];
    size_t i;
    int b, w;

    cairn_x86_sse_entry();
    while (len >= 256) {
        chacha4(state, x);
        for (b = 0; b < 4; b++)
            for (w = 0; w < 4; w++)
                st(out + 64 * b + 16 * w,
                   _mm_and_si128(_mm_xor_si128(ld(in + 64 * b + 16 * w), x[4 * w + b]), vm));
        state[12] += 4;
        out += 256;
        in += 256;
        len -= 256;
    }
    if (len == 0)
        goto done;
    if (len <= 128) {
        /* Up to two blocks: the portable code is cheaper than four lanes. */
        memset(ks, 0, len);
        cairn_chacha20_sw_xor(state, ks, ks, len);
    } else {
        chacha4(state, x);
        for (b = 0; b < 4; b++)
            for (w = 0; w < 4; w++)
                st(ks + 64 * b + 16 * w, x[4 * w + b]);
        state[12] += (uint32_t)((len + 63) >> 6);
    }
    for (i = 0; i + 16 <= len; i += 16)
        st(out + i, _mm_and_si128(_mm_xor_si128(ld(in + i), ld(ks + i)), vm));
    for (; i < len; i++)
        out[i] = (uint8_t)((in[i] ^ ks[i]) & m);
    cairn_wipe(ks, sizeof ks);
done:
    cairn_wipe(x, sizeof x);
}

/* see chacha_internal.h */
void cairn_chacha20_ssse3_xor(uint32_t state[16], uint8_t *out, const uint8_t *in, size_t len)
{
    ssse3_xor(state, out, in, len, 0xff);
}

/* see chacha_internal.h */
void cairn_chacha20_ssse3_xor_masked(uint32_t state[16], uint8_t *out, const uint8_t *in, size_t len, uint8_t mask)
{
    ssse3_xor(state, out, in, len, mask);
}

/* ===================================== ChaCha20-Poly1305 in one pass
 *
 * The "x86-ssse3" object's poly1305_m64 kernel (cairn/cipher.h), as
 * chacha_avx2.c's for eight blocks: Poly1305 in radix 2^64 on the general
 * registers (the m64 object's state, the MUL/ADC step of
 * poly1305_internal.h), block for block, while the vector units make the
 * key stream: the 16 blocks of one 256-byte batch go one after each double
 * round's second column step and three under each half of the final
 * additions. When encrypting, a batch's ciphertext is hashed under the next
 * batch's rounds (the last one after them); when decrypting, under its own.
 * Nothing depends on key or data.
 */
#define POLY_BLOCK(p) CAIRN_POLY1305_X86_STEP(p, 1)

#define CV_BLOCKS chacha4_poly
#define CV_EXTRA_ARGS , uint64_t pst[12], const uint8_t *mp
#define CV_EXTRA_BEGIN CAIRN_POLY1305_X86_VARS(pst)
#define CV_EXTRA(k)                                                                                                    \
    do {                                                                                                               \
        if ((k) == 1) {                                                                                                \
            POLY_BLOCK(mp);                                                                                            \
            mp += 16;                                                                                                  \
        } else if ((k) >= 3) {                                                                                         \
            POLY_BLOCK(mp);                                                                                            \
            POLY_BLOCK(mp + 16);                                                                                       \
            POLY_BLOCK(mp + 32);                                                                                       \
            mp += 48;                                                                                                  \
        }                                                                                                              \
    } while (0)
#define CV_EXTRA_END CAIRN_POLY1305_X86_SAVE(pst)
#include "cipher/chacha_vec.h"

/* see chacha_internal.h */
size_t cairn_chacha20_poly1305_ssse3(uint32_t state[16], uint64_t pst[12], uint8_t *out, const uint8_t *in,
                                     size_t len, int decrypt)
{
    __m128i x[16];
    size_t done;
    int b, w;

    cairn_x86_sse_entry();
    /* decrypt and the batch count are public */
    for (done = 0; len - done >= 256; done += 256) {
        if (decrypt)
            chacha4_poly(state, x, pst, in + done);
        else if (done > 0)
            chacha4_poly(state, x, pst, out + done - 256);
        else
            chacha4(state, x);
        for (b = 0; b < 4; b++)
            for (w = 0; w < 4; w++)
                st(out + done + 64 * b + 16 * w, _mm_xor_si128(ld(in + done + 64 * b + 16 * w), x[4 * w + b]));
        state[12] += 4;
    }
    if (!decrypt && done > 0)
        cairn_poly1305_x86_loop(pst, out + done - 256, 16, 1);
    if (done > 0)
        cairn_wipe(x, sizeof x);
    return done;
}

#else
typedef int cairn_chacha_ssse3_unused;
#endif
