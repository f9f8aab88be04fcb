/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The fused AES-NI/PCLMULQDQ GCM kernels (see gcm_x86.c), included by
 * gcm_x86.c (SSE forms, GCM_X86_ENCRYPT/DECRYPT static) and gcm_x86_avx.c
 * (compiled with -mavx: the same intrinsics VEX-encoded), which name the two
 * entry points before including it. Not installed.
 */
#ifndef CAIRN_ACCEL_X86_GCM_X86_BODY_H
#define CAIRN_ACCEL_X86_GCM_X86_BODY_H

#include "accel/x86/aes_x86_internal.h"
#include "accel/x86/ghash_x86.h"

#define RK(r) _mm_loadu_si128((const __m128i *)(const void *)((const uint8_t *)ks + 16 * (size_t)(r)))
#define LD(p) _mm_loadu_si128((const __m128i *)(const void *)(p))
#define ST(p, v) _mm_storeu_si128((__m128i *)(void *)(p), (v))

CAIRN_INLINE __m128i bswap_mask(void)
{
    return _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
}

/* One block: c is the counter in byte-reversed form. */
CAIRN_INLINE __m128i enc1(const uint64_t *ks, unsigned nr, __m128i c)
{
    __m128i b = _mm_xor_si128(_mm_shuffle_epi8(c, bswap_mask()), RK(0));
    unsigned r;
    for (r = 1; r < nr; r++)
        b = _mm_aesenc_si128(b, RK(r));
    return _mm_aesenclast_si128(b, RK(nr));
}

#define DO8(M) M(0) M(1) M(2) M(3) M(4) M(5) M(6) M(7)
#define ENC_R(i) b##i = _mm_aesenc_si128(b##i, kr);
#define ROUND(r)                                                                                                   \
    do {                                                                                                           \
        __m128i kr = RK(r);                                                                                        \
        DO8(ENC_R)                                                                                                 \
    } while (0)

/*
 * Eight blocks of CTR; if gsrc, also folds gsrc's eight ciphertext blocks
 * into *y, one multiply per AES round. (Always inlined with gsrc a
 * constant NULL or not, so the tests vanish.)
 */
CAIRN_INLINE void gcm8(const uint64_t *ks, unsigned nr, const uint64_t *hk, __m128i *ctr, __m128i *y, uint8_t *out,
                       const uint8_t *in, const uint8_t *gsrc)
{
    const __m128i bs = bswap_mask();
    __m128i b0, b1, b2, b3, b4, b5, b6, b7, k0 = RK(0), c = *ctr;
    cairn_gh_acc acc;
    unsigned r;

    b0 = _mm_xor_si128(_mm_shuffle_epi8(c, bs), k0);
    b1 = _mm_xor_si128(_mm_shuffle_epi8(_mm_add_epi32(c, _mm_set_epi32(0, 0, 0, 1)), bs), k0);
    b2 = _mm_xor_si128(_mm_shuffle_epi8(_mm_add_epi32(c, _mm_set_epi32(0, 0, 0, 2)), bs), k0);
    b3 = _mm_xor_si128(_mm_shuffle_epi8(_mm_add_epi32(c, _mm_set_epi32(0, 0, 0, 3)), bs), k0);
    b4 = _mm_xor_si128(_mm_shuffle_epi8(_mm_add_epi32(c, _mm_set_epi32(0, 0, 0, 4)), bs), k0);
    b5 = _mm_xor_si128(_mm_shuffle_epi8(_mm_add_epi32(c, _mm_set_epi32(0, 0, 0, 5)), bs), k0);
    b6 = _mm_xor_si128(_mm_shuffle_epi8(_mm_add_epi32(c, _mm_set_epi32(0, 0, 0, 6)), bs), k0);
    b7 = _mm_xor_si128(_mm_shuffle_epi8(_mm_add_epi32(c, _mm_set_epi32(0, 0, 0, 7)), bs), k0);
    *ctr = _mm_add_epi32(c, _mm_set_epi32(0, 0, 0, 8));

    cairn_gh_zero(&acc);
    ROUND(1);
    if (gsrc != NULL)
        cairn_gh_mul_acc(&acc, _mm_xor_si128(*y, cairn_gh_load(gsrc)), hk, 8);
    ROUND(2);
    if (gsrc != NULL)
        cairn_gh_mul_acc(&acc, cairn_gh_load(gsrc + 16), hk, 7);
    ROUND(3);
    if (gsrc != NULL)
        cairn_gh_mul_acc(&acc, cairn_gh_load(gsrc + 32), hk, 6);
    ROUND(4);
    if (gsrc != NULL)
        cairn_gh_mul_acc(&acc, cairn_gh_load(gsrc + 48), hk, 5);
    ROUND(5);
    if (gsrc != NULL)
        cairn_gh_mul_acc(&acc, cairn_gh_load(gsrc + 64), hk, 4);
    ROUND(6);
    if (gsrc != NULL)
        cairn_gh_mul_acc(&acc, cairn_gh_load(gsrc + 80), hk, 3);
    ROUND(7);
    if (gsrc != NULL)
        cairn_gh_mul_acc(&acc, cairn_gh_load(gsrc + 96), hk, 2);
    ROUND(8);
    if (gsrc != NULL)
        cairn_gh_mul_acc(&acc, cairn_gh_load(gsrc + 112), hk, 1);
    ROUND(9);
    if (gsrc != NULL)
        *y = cairn_gh_reduce(&acc);
    for (r = 10; r < nr; r++)
        ROUND(r);
    {
        __m128i kl = RK(nr);
        b0 = _mm_aesenclast_si128(b0, kl);
        b1 = _mm_aesenclast_si128(b1, kl);
        b2 = _mm_aesenclast_si128(b2, kl);
        b3 = _mm_aesenclast_si128(b3, kl);
        b4 = _mm_aesenclast_si128(b4, kl);
        b5 = _mm_aesenclast_si128(b5, kl);
        b6 = _mm_aesenclast_si128(b6, kl);
        b7 = _mm_aesenclast_si128(b7, kl);
    }
    b0 = _mm_xor_si128(b0, LD(in));
    b1 = _mm_xor_si128(b1, LD(in + 16));
    b2 = _mm_xor_si128(b2, LD(in + 32));
    b3 = _mm_xor_si128(b3, LD(in + 48));
    b4 = _mm_xor_si128(b4, LD(in + 64));
    b5 = _mm_xor_si128(b5, LD(in + 80));
    b6 = _mm_xor_si128(b6, LD(in + 96));
    b7 = _mm_xor_si128(b7, LD(in + 112));
    ST(out, b0);
    ST(out + 16, b1);
    ST(out + 32, b2);
    ST(out + 48, b3);
    ST(out + 64, b4);
    ST(out + 80, b5);
    ST(out + 96, b6);
    ST(out + 112, b7);
}

/* Fewer than eight blocks, CTR only. */
static void ctr_tail(const uint64_t *ks, unsigned nr, __m128i *ctr, uint8_t *out, const uint8_t *in, size_t n)
{
    for (; n > 0; n--, in += 16, out += 16) {
        ST(out, _mm_xor_si128(LD(in), enc1(ks, nr, *ctr)));
        *ctr = _mm_add_epi32(*ctr, _mm_set_epi32(0, 0, 0, 1));
    }
}

/* see aes_x86_internal.h */
GCM_X86_API void GCM_X86_ENCRYPT(const uint64_t *ks, const uint64_t *hk, uint8_t ctr[16], uint8_t y[16], uint8_t *out,
                                 const uint8_t *in, size_t nblocks)
{
    unsigned nr = (unsigned)ks[CAIRN_AESX86_NR_WORD];
    __m128i c = cairn_gh_load(ctr), v = cairn_gh_load(y);

    if (nblocks >= 8) {
        gcm8(ks, nr, hk, &c, &v, out, in, NULL);
        in += 128;
        out += 128;
        nblocks -= 8;
        for (; nblocks >= 8; nblocks -= 8, in += 128, out += 128)
            gcm8(ks, nr, hk, &c, &v, out, in, out - 128);
        v = cairn_gh_blocks(hk, v, out - 128, 8);
    }
    if (nblocks > 0) {
        ctr_tail(ks, nr, &c, out, in, nblocks);
        v = cairn_gh_blocks(hk, v, out, (unsigned)nblocks);
    }
    cairn_gh_store(ctr, c);
    cairn_gh_store(y, v);
}

/* see aes_x86_internal.h */
GCM_X86_API void GCM_X86_DECRYPT(const uint64_t *ks, const uint64_t *hk, uint8_t ctr[16], uint8_t y[16], uint8_t *out,
                                 const uint8_t *in, size_t nblocks)
{
    unsigned nr = (unsigned)ks[CAIRN_AESX86_NR_WORD];
    __m128i c, v;

    if (in == NULL) /* callers never pass NULL with blocks; says so to the static analyser (gcm8's NULL gsrc) */
        return;
    c = cairn_gh_load(ctr);
    v = cairn_gh_load(y);
    for (; nblocks >= 8; nblocks -= 8, in += 128, out += 128)
        gcm8(ks, nr, hk, &c, &v, out, in, in);
    if (nblocks > 0) {
        v = cairn_gh_blocks(hk, v, in, (unsigned)nblocks);
        ctr_tail(ks, nr, &c, out, in, nblocks);
    }
    cairn_gh_store(ctr, c);
    cairn_gh_store(y, v);
}

/* The verdict mask over a one-shot decryption's plaintext, p[0..len) &= m
 * (m all-zeros or all-ones): 64 bytes a step (two 256-bit AND of the
 * float domain in the AVX build, AVX having no 256-bit integer one; four
 * 128-bit ones in the SSE build), then 16, then bytes. */
GCM_X86_API void GCM_X86_MASK(uint8_t *p, size_t len, uint64_t m)
{
    const __m128i mx = _mm_set1_epi64x((long long)m);
    const uint8_t m8 = (uint8_t)m;
#if defined(__AVX__)
    const __m256 my = _mm256_castsi256_ps(_mm256_set1_epi64x((long long)m));
    for (; len >= 64; len -= 64, p += 64) {
        __m256 a = _mm256_loadu_ps((const float *)(const void *)p);
        __m256 b = _mm256_loadu_ps((const float *)(const void *)(p + 32));
        _mm256_storeu_ps((float *)(void *)p, _mm256_and_ps(a, my));
        _mm256_storeu_ps((float *)(void *)(p + 32), _mm256_and_ps(b, my));
    }
#else
    for (; len >= 64; len -= 64, p += 64) {
        __m128i a = LD(p), b = LD(p + 16), c = LD(p + 32), d = LD(p + 48);
        ST(p, _mm_and_si128(a, mx));
        ST(p + 16, _mm_and_si128(b, mx));
        ST(p + 32, _mm_and_si128(c, mx));
        ST(p + 48, _mm_and_si128(d, mx));
    }
#endif
    for (; len >= 16; len -= 16, p += 16)
        ST(p, _mm_and_si128(LD(p), mx));
    for (; len > 0; len--, p++)
        *p &= m8;
#if defined(__AVX__)
    _mm256_zeroupper();
#endif
}

#endif
