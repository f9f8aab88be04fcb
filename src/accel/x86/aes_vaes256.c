/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * AES with VAES on 256-bit registers (two blocks per instruction), for CPUs
 * that have VAES but no AVX-512 (Zen 3, Alder Lake and later client cores):
 * ECB, CTR, CTR32 and CBC decryption, 16 blocks (eight registers) per
 * iteration, so XTS (which calls ECB on 16-block batches) runs on it too.
 * Eight independent AESENC per round cover the instruction's latency at two
 * per cycle. This file alone is compiled with AVX2 and VAES (no AVX-512
 * instruction); its object needs CAIRN_AES_VAES256_NEEDS.
 *
 * Key schedule, serial CBC encryption, CCM and runs shorter than 16 blocks
 * go through the AES-NI code of aes_x86.c (same ks layout). No branch
 * depends on key or data; the counter (public) decides only whether a batch
 * crosses a 2^64 boundary.
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_X86_ACCEL && CAIRN_ENABLE_AES

#include <immintrin.h>

#include "accel/x86/aes_x86_internal.h"

#define WIDE 16 /* blocks per iteration */

CAIRN_INLINE __m128i ld(const uint8_t *p) { return _mm_loadu_si128((const __m128i *)(const void *)p); }
CAIRN_INLINE void st(uint8_t *p, __m128i v) { _mm_storeu_si128((__m128i *)(void *)p, v); }
CAIRN_INLINE __m256i ldy(const uint8_t *p) { return _mm256_loadu_si256((const __m256i *)(const void *)p); }
CAIRN_INLINE void sty(uint8_t *p, __m256i v) { _mm256_storeu_si256((__m256i *)(void *)p, v); }

/* Round key r in both lanes. */
#define RKY(k, r) _mm256_broadcastsi128_si256(ld((k) + 16 * (size_t)(r)))

#define DO8(M) M(0) M(1) M(2) M(3) M(4) M(5) M(6) M(7)
#define DECL8 __m256i y0, y1, y2, y3, y4, y5, y6, y7
#define XOR_K(i) y##i = _mm256_xor_si256(y##i, kr);
#define ENC_K(i) y##i = _mm256_aesenc_epi128(y##i, kr);
#define ENCL_K(i) y##i = _mm256_aesenclast_epi128(y##i, kr);
#define DEC_K(i) y##i = _mm256_aesdec_epi128(y##i, kr);
#define DECL_K(i) y##i = _mm256_aesdeclast_epi128(y##i, kr);
#define LOAD_IN(i) y##i = ldy(in + 32 * i);
#define STORE_OUT(i) sty(out + 32 * i, y##i);
#define XOR_IN(i) y##i = _mm256_xor_si256(y##i, ldy(in + 32 * i));

/* Rounds 1..nr on y0..y7 (already xored with round key 0); kr is the
 * caller's round-key variable. */
#define ROUNDS8(k, nr, MID, LAST)                                                                                      \
    do {                                                                                                               \
        unsigned r_;                                                                                                   \
        for (r_ = 1; r_ < (nr); r_++) {                                                                                \
            kr = RKY(k, r_);                                                                                           \
            DO8(MID)                                                                                                   \
        }                                                                                                              \
        kr = RKY(k, nr);                                                                                               \
        DO8(LAST)                                                                                                      \
    } while (0)

CAIRN_INLINE unsigned aes_nr(const uint64_t *ks) { return (unsigned)ks[CAIRN_AESX86_NR_WORD]; }
CAIRN_INLINE const uint8_t *enc_keys(const uint64_t *ks) { return (const uint8_t *)ks; }
CAIRN_INLINE const uint8_t *dec_keys(const uint64_t *ks) { return (const uint8_t *)ks + CAIRN_AESX86_DEC_OFFSET; }
CAIRN_INLINE __m128i bswap_mask(void) { return _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15); }

static void vaes256_ecb_encrypt(const uint64_t *ks, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    const uint8_t *k = enc_keys(ks);
    unsigned nr = aes_nr(ks);
    DECL8;

    for (; nblocks >= WIDE; nblocks -= WIDE, in += 16 * WIDE, out += 16 * WIDE) {
        __m256i kr = RKY(k, 0);
        DO8(LOAD_IN)
        DO8(XOR_K)
        ROUNDS8(k, nr, ENC_K, ENCL_K);
        DO8(STORE_OUT)
    }
    cairn_aes_x86_ecb_encrypt(ks, out, in, nblocks);
}

static void vaes256_ecb_decrypt(const uint64_t *ks, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    const uint8_t *k = dec_keys(ks);
    unsigned nr = aes_nr(ks);
    DECL8;

    for (; nblocks >= WIDE; nblocks -= WIDE, in += 16 * WIDE, out += 16 * WIDE) {
        __m256i kr = RKY(k, 0);
        DO8(LOAD_IN)
        DO8(XOR_K)
        ROUNDS8(k, nr, DEC_K, DECL_K);
        DO8(STORE_OUT)
    }
    cairn_aes_x86_ecb_decrypt(ks, out, in, nblocks);
}

static void vaes256_cbc_decrypt(const uint64_t *ks, uint8_t *iv, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    const uint8_t *k = dec_keys(ks);
    unsigned nr = aes_nr(ks);
    __m128i prev = ld(iv);
    __m256i c0, c1, c2, c3, c4, c5, c6, c7;
    DECL8;

    for (; nblocks >= WIDE; nblocks -= WIDE, in += 16 * WIDE, out += 16 * WIDE) {
        __m256i kr = RKY(k, 0);
        DO8(LOAD_IN)
        DO8(XOR_K)
        ROUNDS8(k, nr, DEC_K, DECL_K);
        /* Each block's predecessor: the IV or the previous block, all read
         * before any output is written (out == in allowed). */
        c0 = _mm256_inserti128_si256(_mm256_castsi128_si256(prev), ld(in), 1);
        c1 = ldy(in + 16);
        c2 = ldy(in + 48);
        c3 = ldy(in + 80);
        c4 = ldy(in + 112);
        c5 = ldy(in + 144);
        c6 = ldy(in + 176);
        c7 = ldy(in + 208);
        prev = ld(in + 16 * (WIDE - 1));
#define CHAIN(i) y##i = _mm256_xor_si256(y##i, c##i);
        DO8(CHAIN)
#undef CHAIN
        DO8(STORE_OUT)
    }
    st(iv, prev);
    cairn_aes_x86_cbc_decrypt(ks, iv, out, in, nblocks);
}

/* Counter offsets 2j, 2j+1 for the two lanes of register j: in the low
 * quadword of each lane (CTR) or its low doubleword (CTR32, which then wraps
 * within 32 bits by itself). */
#define OFS64(j) _mm256_set_epi64x(0, 2 * (j) + 1, 0, 2 * (j))
#define OFS32(j) _mm256_set_epi32(0, 0, 0, 2 * (j) + 1, 0, 0, 0, 2 * (j))

CAIRN_INLINE void ctr_core(const uint64_t *ks, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks, int full)
{
    const uint8_t *k = enc_keys(ks);
    unsigned nr = aes_nr(ks);
    const __m128i bs = bswap_mask();
    const __m256i bsy = _mm256_broadcastsi128_si256(bs);
    __m128i c = _mm_shuffle_epi8(ld(ctr), bs); /* low quadword: the counter's low 64 bits */
    DECL8;

    for (; nblocks >= WIDE; nblocks -= WIDE, in += 16 * WIDE, out += 16 * WIDE) {
        uint64_t lo = (uint64_t)_mm_cvtsi128_si64(c);
        __m256i kr, cy;
        if (full && lo > UINT64_MAX - (WIDE - 1)) {
            /* The low 64 bits wrap inside this batch (public, rare): let the
             * AES-NI code carry block by block. */
            st(ctr, _mm_shuffle_epi8(c, bs));
            cairn_aes_x86_ctr(ks, ctr, out, in, WIDE);
            c = _mm_shuffle_epi8(ld(ctr), bs);
            continue;
        }
        cy = _mm256_broadcastsi128_si256(c);
        kr = RKY(k, 0);
        if (full) {
#define MK(j) y##j = _mm256_add_epi64(cy, OFS64(j));
            DO8(MK)
#undef MK
        } else {
#define MK(j) y##j = _mm256_add_epi32(cy, OFS32(j));
            DO8(MK)
#undef MK
        }
#define PREP(j) y##j = _mm256_xor_si256(_mm256_shuffle_epi8(y##j, bsy), kr);
        DO8(PREP)
#undef PREP
        if (full) {
            c = _mm_add_epi64(c, _mm_cvtsi32_si128(WIDE));
            if (lo > UINT64_MAX - WIDE) /* wrapped exactly at the end of the batch */
                c = _mm_add_epi64(c, _mm_set_epi64x(1, 0));
        } else {
            c = _mm_add_epi32(c, _mm_cvtsi32_si128(WIDE));
        }
        ROUNDS8(k, nr, ENC_K, ENCL_K);
        DO8(XOR_IN)
        DO8(STORE_OUT)
    }
    st(ctr, _mm_shuffle_epi8(c, bs));
    if (full)
        cairn_aes_x86_ctr(ks, ctr, out, in, nblocks);
    else
        cairn_aes_x86_ctr32(ks, ctr, out, in, nblocks);
}

static void vaes256_ctr(const uint64_t *ks, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    ctr_core(ks, ctr, out, in, nblocks, 1);
}

static void vaes256_ctr32(const uint64_t *ks, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    ctr_core(ks, ctr, out, in, nblocks, 0);
}

const cairn_block_impl cairn_aes_vaes256_impl_obj = {
    {"x86-avx2-vaes", CAIRN_PRIM_AES, CAIRN_AES_VAES256_NEEDS},
    16,
    cairn_aes_x86_set_key,
    vaes256_ecb_encrypt,
    vaes256_ecb_decrypt,
    cairn_aes_x86_cbc_encrypt,
    vaes256_cbc_decrypt,
    vaes256_ctr,
    vaes256_ctr32,
#if CAIRN_ENABLE_CCM
    cairn_ccm_x86_encrypt,
    cairn_ccm_x86_decrypt,
#else
    NULL,
    NULL,
#endif
#if CAIRN_ENABLE_GCM
    &cairn_gcm_vaes256_fused,
#else
    NULL,
#endif
};

#else
typedef int cairn_aes_vaes256_unused;
#endif
