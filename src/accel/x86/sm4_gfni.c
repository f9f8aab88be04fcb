/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * SM4 CBC encryption with GFNI, on words broadcast across an xmm register
 * (sm4_serial.h) and kept as images under A1 (below). This file alone is
 * compiled with -mssse3 -mgfni; its callers check GFNI and SSSE3
 * (cairn_sm4_gfni_impl_obj's needs, or cairn_cpu_features() in the VAES
 * objects) before they call it.
 *
 * SM4's field (x^8+x^7+x^6+x^5+x^4+x^2+1) and AES's (x^8+x^4+x^3+x+1) are
 * isomorphic, and GF2P8AFFINEINVQB inverts in AES's: S_sm4(x) =
 * A2 inv_aes(A1 x + c1) + c2, with A1 = (basis change) (SM4's input affine
 * map) and A2 = (SM4's output affine map) (basis change back); here A2 is
 * composed with A1 and the shifts L needs (cipher_internal.h). The
 * matrices are the AES-NI file's nibble tables (sm4_x86.c's IN and OUT,
 * with AES's affine map folded into OUT's side) written as 8x8 bit
 * matrices, row for result bit i in byte 7 - i; the test driver checks the
 * S-box through every block path on every implementation. Instructions
 * only, no table in memory: constant time.
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_X86_ACCEL && CAIRN_ENABLE_SM4

#include <immintrin.h>

#include "accel/x86/sm4_gfni_sums.h"

CAIRN_INLINE __m128i ld(const uint8_t *p) { return _mm_loadu_si128((const __m128i *)(const void *)p); }
CAIRN_INLINE void st(uint8_t *p, __m128i v) { _mm_storeu_si128((__m128i *)(void *)p, v); }

/* The words as images under A1 (cipher_internal.h), so a round's input,
 * the XOR of three images and a key image with A1's constant folded in, is
 * the inversion's input itself. With Y, P, Q the images of S, S << 2 and
 * S >> 6 (bytewise) and rotl(S, 2) = (S << 2) ^ rotl(S >> 6, 8) bytewise,
 * L(S) = (Y ^ P) ^ rotl(P ^ Q, 8) ^ rotl(P ^ Q, 16) ^ rotl(Y ^ Q, 24)
 * (A1 is bytewise and linear, so it passes through the byte rotations).
 * GF2P8AFFINEINVQB is linear in its matrix and constant (M inv(u) ^ c), so
 * each of Y ^ P, P ^ Q and Y ^ Q is one instruction with the XOR of two
 * matrices and of two constants. A round's chain: one affine instruction, a
 * byte shuffle and two XORs (one XOR fewer than forming the sums after the
 * inversions). */
CAIRN_INLINE __m128i sm4_tx_gfni(__m128i a, __m128i u)
{
    const __m128i rol8 = _mm_set_epi8(14, 13, 12, 15, 10, 9, 8, 11, 6, 5, 4, 7, 2, 1, 0, 3);
    const __m128i rol16 = _mm_set_epi8(13, 12, 15, 14, 9, 8, 11, 10, 5, 4, 7, 6, 1, 0, 3, 2);
    const __m128i rol24 = _mm_set_epi8(12, 15, 14, 13, 8, 11, 10, 9, 4, 7, 6, 5, 0, 3, 2, 1);
    __m128i yp, pq, yq;

    sm4f_sums(u, &yp, &pq, &yq);
    return _mm_xor_si128(_mm_xor_si128(_mm_xor_si128(a, yp), _mm_shuffle_epi8(pq, rol8)),
                         _mm_xor_si128(_mm_shuffle_epi8(pq, rol16), _mm_shuffle_epi8(yq, rol24)));
}

/* The same round, the new word into a and the next round's input
 * e ^ a into u: e ^ a ^ Y^P and its rol24 term are summed while the other
 * two rotations are, so u is two XOR levels after the shuffles, as the new
 * word alone was. */
#define SM4S_TX2(a, u, e)                                                                                              \
    do {                                                                                                               \
        const __m128i rol8_ = _mm_set_epi8(14, 13, 12, 15, 10, 9, 8, 11, 6, 5, 4, 7, 2, 1, 0, 3);                      \
        const __m128i rol16_ = _mm_set_epi8(13, 12, 15, 14, 9, 8, 11, 10, 5, 4, 7, 6, 1, 0, 3, 2);                     \
        const __m128i rol24_ = _mm_set_epi8(12, 15, 14, 13, 8, 11, 10, 9, 4, 7, 6, 5, 0, 3, 2, 1);                     \
        __m128i yp_, pq_, yq_, r_, t_;                                                                                 \
        sm4f_sums((u), &yp_, &pq_, &yq_);                                                                              \
        r_ = _mm_xor_si128(_mm_shuffle_epi8(pq_, rol8_), _mm_shuffle_epi8(pq_, rol16_));                               \
        t_ = _mm_xor_si128(yp_, _mm_shuffle_epi8(yq_, rol24_));                                                        \
        (u) = _mm_xor_si128(_mm_xor_si128(_mm_xor_si128((e), (a)), t_), r_);                                           \
        (a) = _mm_xor_si128(_mm_xor_si128((a), t_), r_);                                                               \
    } while (0)
#define SM4S_TX sm4_tx_gfni
#define SM4S_TO(v) _mm_gf2p8affine_epi64_epi8((v), _mm_set1_epi64x(CAIRN_SM4F_TO), 0)
#define SM4S_FROM(v) _mm_gf2p8affine_epi64_epi8((v), _mm_set1_epi64x(CAIRN_SM4F_FROM), 0)
#define SM4S_KEY(k) _mm_gf2p8affine_epi64_epi8((k), _mm_set1_epi64x(CAIRN_SM4F_TO), CAIRN_SM4F_KEY_C)
#define SM4S_CBC_ENCRYPT sm4_gfni_cbc
#include "accel/x86/sm4_serial.h"

/* see cipher_internal.h */
void cairn_sm4_gfni_cbc_encrypt(const uint64_t *ks, uint8_t *iv, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    sm4_gfni_cbc(ks, iv, out, in, nblocks);
}

#else
typedef int cairn_sm4_gfni_unused;
#endif
