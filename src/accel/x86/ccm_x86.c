/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Fused CCM body for AES-NI (NIST SP 800-38C). The CBC-MAC chain is bound by
 * AESENC latency and leaves the AES unit mostly idle, so each block's
 * counter-block encryption is issued alongside the chain's dependent rounds
 * and costs almost nothing. As in cairn_aes_x86_cbc_encrypt, the chain value
 * is kept as the state entering round 1, with the xor of the next MAC input
 * folded into the AESENCLAST key, so the chain is exactly one AES latency
 * per round.
 *
 * AES-NI is constant time; the only branches are on lengths and on the
 * (public) counter.
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_X86_ACCEL && CAIRN_ENABLE_AES && CAIRN_ENABLE_CCM

#include <immintrin.h>

#include "accel/x86/aes_x86_internal.h"

CAIRN_INLINE __m128i ld(const uint8_t *p) { return _mm_loadu_si128((const __m128i *)(const void *)p); }
CAIRN_INLINE void st(uint8_t *p, __m128i v) { _mm_storeu_si128((__m128i *)(void *)p, v); }

#define RK(k, r) ld((k) + 16 * (size_t)(r))

/* Byte reversal of the register: the big-endian counter block becomes a
 * little-endian 128-bit integer (low 64 bits in lane 0) and back. */
CAIRN_INLINE __m128i bswap_mask(void) { return _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15); }

/* c + 1 as a 128-bit integer: a low lane that wraps to zero carries into the
 * high lane (subtracting the all-ones compare mask adds one). */
CAIRN_INLINE __m128i ctr_inc(__m128i c)
{
    c = _mm_add_epi64(c, _mm_set_epi64x(0, 1));
    return _mm_sub_epi64(c, _mm_slli_si128(_mm_cmpeq_epi64(c, _mm_setzero_si128()), 8));
}

/* see aes_x86_internal.h */
void cairn_ccm_x86_encrypt(const uint64_t *ks, uint8_t mac[16], uint8_t ctr[16], uint8_t *out, const uint8_t *in,
                           size_t nblocks)
{
    const uint8_t *k = (const uint8_t *)ks;
    unsigned nr = (unsigned)ks[CAIRN_AESX86_NR_WORD], r;
    const __m128i bs = bswap_mask();
    __m128i k0, kl, s, t, p, c;

    if (nblocks == 0)
        return;
    k0 = RK(k, 0);
    kl = RK(k, nr);
    c = _mm_shuffle_epi8(ld(ctr), bs);
    p = ld(in);
    s = _mm_xor_si128(_mm_xor_si128(ld(mac), p), k0);
    for (;;) {
        t = _mm_xor_si128(_mm_shuffle_epi8(c, bs), k0);
        c = ctr_inc(c);
        for (r = 1; r < nr; r++) {
            __m128i kr = RK(k, r);
            s = _mm_aesenc_si128(s, kr);
            t = _mm_aesenc_si128(t, kr);
        }
        t = _mm_aesenclast_si128(t, kl);
        if (--nblocks == 0) {
            st(out, _mm_xor_si128(p, t));
            break;
        }
        {
            __m128i pn = ld(in + 16);
            /* read P_(i+1) before writing C_i: in and out may be the same buffer */
            st(out, _mm_xor_si128(p, t));
            s = _mm_aesenclast_si128(s, _mm_xor_si128(kl, _mm_xor_si128(pn, k0)));
            p = pn;
        }
        in += 16;
        out += 16;
    }
    st(mac, _mm_aesenclast_si128(s, kl));
    st(ctr, _mm_shuffle_epi8(c, bs));
}

/* see aes_x86_internal.h */
void cairn_ccm_x86_decrypt(const uint64_t *ks, uint8_t mac[16], uint8_t ctr[16], uint8_t *out, const uint8_t *in,
                           size_t nblocks)
{
    const uint8_t *k = (const uint8_t *)ks;
    unsigned nr = (unsigned)ks[CAIRN_AESX86_NR_WORD], r;
    const __m128i bs = bswap_mask();
    __m128i k0, kl, s, t, p, c;

    if (nblocks == 0)
        return;
    k0 = RK(k, 0);
    kl = RK(k, nr);
    c = _mm_shuffle_epi8(ld(ctr), bs);
    /* P_0 first; then the chain's rounds for block i run next to the
     * encryption of counter block i+1, whose output gives P_(i+1) for the
     * chain's last-round key. */
    t = _mm_xor_si128(_mm_shuffle_epi8(c, bs), k0);
    c = ctr_inc(c);
    for (r = 1; r < nr; r++)
        t = _mm_aesenc_si128(t, RK(k, r));
    p = _mm_xor_si128(ld(in), _mm_aesenclast_si128(t, kl));
    st(out, p);
    s = _mm_xor_si128(_mm_xor_si128(ld(mac), p), k0);
    while (--nblocks > 0) {
        in += 16;
        out += 16;
        t = _mm_xor_si128(_mm_shuffle_epi8(c, bs), k0);
        c = ctr_inc(c);
        for (r = 1; r < nr; r++) {
            __m128i kr = RK(k, r);
            s = _mm_aesenc_si128(s, kr);
            t = _mm_aesenc_si128(t, kr);
        }
        p = _mm_xor_si128(ld(in), _mm_aesenclast_si128(t, kl));
        st(out, p);
        s = _mm_aesenclast_si128(s, _mm_xor_si128(kl, _mm_xor_si128(p, k0)));
    }
    for (r = 1; r < nr; r++)
        s = _mm_aesenc_si128(s, RK(k, r));
    st(mac, _mm_aesenclast_si128(s, kl));
    st(ctr, _mm_shuffle_epi8(c, bs));
}

#else
typedef int cairn_ccm_x86_disabled; /* ISO C forbids an empty translation unit */
#endif
