/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * GHASH with PCLMULQDQ. Eight blocks per step are multiplied by H^8..H^1
 * and summed before a single reduction (aggregated reduction, Jankowski and
 * Laurent / Gueron and Kounavis), with Karatsuba's three multiplications per
 * product. The powers of H (times x^-1, see mac/ghash_internal.h) are
 * computed once per key. Compiled with -mpclmul -mssse3 -msse4.1; the
 * object's needs name those extensions.
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_X86_ACCEL && CAIRN_ENABLE_GCM

#include "accel/x86/ghash_x86.h"

/* see ghash_x86.h; hk holds H^16..H^1 (times x^-1) and their Karatsuba halves. */
void cairn_ghash_x86_set_h(uint64_t *hk, const uint8_t h[16])
{
    uint64_t a1 = cairn_load64_be(h), a0 = cairn_load64_be(h + 8);
    uint64_t m = (uint64_t)0 - (a1 >> 63);
    uint64_t h1 = ((a1 << 1) | (a0 >> 63)) ^ (m & 0xC200000000000000u);
    uint64_t h0 = (a0 << 1) ^ (m & 1u);
    __m128i hp = _mm_set_epi64x((long long)h1, (long long)h0), p = hp;
    unsigned i;

    /* p_(i+1) = p_i * H' * x = H^(i+1) * x^-1 */
    for (i = 1; i <= CAIRN_GHASH_X86_POWERS; i++) {
        unsigned e = CAIRN_GHASH_X86_POWERS - i;
        __m128i lo, hi, mid;
        _mm_storeu_si128((__m128i *)(void *)(hk + 2 * e), p);
        hk[CAIRN_GHASH_X86_KARA + e] = hk[2 * e] ^ hk[2 * e + 1];
        lo = _mm_clmulepi64_si128(p, hp, 0x00);
        hi = _mm_clmulepi64_si128(p, hp, 0x11);
        mid = _mm_xor_si128(_mm_clmulepi64_si128(p, hp, 0x01), _mm_clmulepi64_si128(p, hp, 0x10));
        lo = _mm_xor_si128(lo, _mm_slli_si128(mid, 8));
        hi = _mm_xor_si128(hi, _mm_srli_si128(mid, 8));
        p = cairn_gh_fold(hi, lo);
    }
}

static void x86_update(const uint64_t *hk, uint8_t y[16], const uint8_t *in, size_t nblocks)
{
    __m128i v = cairn_gh_load(y);

    for (; nblocks >= 8; nblocks -= 8, in += 128)
        v = cairn_gh_blocks(hk, v, in, 8);
    if (nblocks > 0)
        v = cairn_gh_blocks(hk, v, in, (unsigned)nblocks);
    cairn_gh_store(y, v);
}

const cairn_ghash_impl cairn_ghash_x86_impl_obj = {{"x86-pclmul", CAIRN_PRIM_GHASH, CAIRN_GHASH_X86_NEEDS},
                                                   CAIRN_GHASH_LAYOUT_X86, cairn_ghash_x86_set_h, x86_update};

#else
typedef int cairn_ghash_x86_unused;
#endif
