/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * AES with VAES on 512-bit registers (four blocks per instruction) for the
 * parallel modes: ECB, CTR, CTR32 and CBC decryption, 32 blocks (eight
 * registers) per iteration. This file alone is compiled with AVX-512 and VAES
 * enabled; its object needs every feature in CAIRN_AES_VAES_NEEDS (AVX512BW
 * for the per-lane byte shuffle of the counters), which cairn_impl_usable
 * checks before anything runs it.
 *
 * Key schedule, serial CBC encryption and everything shorter than 32 blocks
 * go through the AES-NI code in aes_x86.c (same ks layout): a 128-bit AESENC
 * pipeline with eight blocks in flight is already close to the VAES rate for
 * such short runs. No branch depends on key or data; the counter (public)
 * decides only whether a batch crosses a 2^64 boundary.
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_X86_ACCEL && CAIRN_ENABLE_AES

#include <immintrin.h>

#include "accel/x86/aes_x86_internal.h"

#define WIDE 32 /* blocks per iteration */

CAIRN_INLINE __m128i ld(const uint8_t *p) { return _mm_loadu_si128((const __m128i *)(const void *)p); }
CAIRN_INLINE void st(uint8_t *p, __m128i v) { _mm_storeu_si128((__m128i *)(void *)p, v); }
CAIRN_INLINE __m512i ldz(const uint8_t *p) { return _mm512_loadu_si512((const void *)p); }
CAIRN_INLINE void stz(uint8_t *p, __m512i v) { _mm512_storeu_si512((void *)p, v); }

/* Round key r broadcast to the four lanes. */
#define RKZ(k, r) _mm512_broadcast_i32x4(ld((k) + 16 * (size_t)(r)))

#define DO8(M) M(0) M(1) M(2) M(3) M(4) M(5) M(6) M(7)
#define DECL8 __m512i z0, z1, z2, z3, z4, z5, z6, z7
#define XOR_K(i) z##i = _mm512_xor_si512(z##i, kr);
#define ENC_K(i) z##i = _mm512_aesenc_epi128(z##i, kr);
#define ENCL_K(i) z##i = _mm512_aesenclast_epi128(z##i, kr);
#define DEC_K(i) z##i = _mm512_aesdec_epi128(z##i, kr);
#define DECL_K(i) z##i = _mm512_aesdeclast_epi128(z##i, kr);
#define LOAD_IN(i) z##i = ldz(in + 64 * i);
#define STORE_OUT(i) stz(out + 64 * i, z##i);
#define XOR_IN(i) z##i = _mm512_xor_si512(z##i, ldz(in + 64 * i));

/* Rounds 1..nr on z0..z7 (already xored with round key 0); kr is the
 * caller's round-key variable. */
#define ROUNDS8(k, nr, MID, LAST)                                                                                   \
    do {                                                                                                            \
        unsigned r_;                                                                                                \
        for (r_ = 1; r_ < (nr); r_++) {                                                                             \
            kr = RKZ(k, r_);                                                                                        \
            DO8(MID)                                                                                                \
        }                                                                                                           \
        kr = RKZ(k, nr);                                                                                            \
        DO8(LAST)                                                                                                   \
    } while (0)

CAIRN_INLINE unsigned aes_nr(const uint64_t *ks) { return (unsigned)ks[CAIRN_AESX86_NR_WORD]; }
CAIRN_INLINE const uint8_t *enc_keys(const uint64_t *ks) { return (const uint8_t *)ks; }
CAIRN_INLINE const uint8_t *dec_keys(const uint64_t *ks) { return (const uint8_t *)ks + CAIRN_AESX86_DEC_OFFSET; }
CAIRN_INLINE __m128i bswap_mask(void) { return _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15); }

static void vaes_ecb_encrypt(const uint64_t *ks, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    const uint8_t *k = enc_keys(ks);
    unsigned nr = aes_nr(ks);
    DECL8;

    for (; nblocks >= WIDE; nblocks -= WIDE, in += 16 * WIDE, out += 16 * WIDE) {
        __m512i kr = RKZ(k, 0);
        DO8(LOAD_IN)
        DO8(XOR_K)
        ROUNDS8(k, nr, ENC_K, ENCL_K);
        DO8(STORE_OUT)
    }
    cairn_aes_x86_ecb_encrypt(ks, out, in, nblocks);
}

static void vaes_ecb_decrypt(const uint64_t *ks, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    const uint8_t *k = dec_keys(ks);
    unsigned nr = aes_nr(ks);
    DECL8;

    for (; nblocks >= WIDE; nblocks -= WIDE, in += 16 * WIDE, out += 16 * WIDE) {
        __m512i kr = RKZ(k, 0);
        DO8(LOAD_IN)
        DO8(XOR_K)
        ROUNDS8(k, nr, DEC_K, DECL_K);
        DO8(STORE_OUT)
    }
    cairn_aes_x86_ecb_decrypt(ks, out, in, nblocks);
}

static void vaes_cbc_decrypt(const uint64_t *ks, uint8_t *iv, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    const uint8_t *k = dec_keys(ks);
    unsigned nr = aes_nr(ks);
    __m512i prev, c0, c1, c2, c3, c4, c5, c6, c7;
    DECL8;

    if (nblocks < WIDE) {
        cairn_aes_x86_cbc_decrypt(ks, iv, out, in, nblocks);
        return;
    }
    /* The chaining value sits in the top lane: VALIGNQ by six quadwords of
     * (this group : previous group) gives each block its predecessor. */
    prev = _mm512_inserti32x4(_mm512_setzero_si512(), ld(iv), 3);
    for (; nblocks >= WIDE; nblocks -= WIDE, in += 16 * WIDE, out += 16 * WIDE) {
        __m512i kr = RKZ(k, 0);
        DO8(LOAD_IN)
        DO8(XOR_K)
        ROUNDS8(k, nr, DEC_K, DECL_K);
        /* Every ciphertext is read before any output is written (out == in). */
#define RELOAD(i) c##i = ldz(in + 64 * i);
        DO8(RELOAD)
#undef RELOAD
        z0 = _mm512_xor_si512(z0, _mm512_alignr_epi64(c0, prev, 6));
        z1 = _mm512_xor_si512(z1, _mm512_alignr_epi64(c1, c0, 6));
        z2 = _mm512_xor_si512(z2, _mm512_alignr_epi64(c2, c1, 6));
        z3 = _mm512_xor_si512(z3, _mm512_alignr_epi64(c3, c2, 6));
        z4 = _mm512_xor_si512(z4, _mm512_alignr_epi64(c4, c3, 6));
        z5 = _mm512_xor_si512(z5, _mm512_alignr_epi64(c5, c4, 6));
        z6 = _mm512_xor_si512(z6, _mm512_alignr_epi64(c6, c5, 6));
        z7 = _mm512_xor_si512(z7, _mm512_alignr_epi64(c7, c6, 6));
        prev = c7;
        DO8(STORE_OUT)
    }
    st(iv, _mm512_extracti32x4_epi32(prev, 3));
    cairn_aes_x86_cbc_decrypt(ks, iv, out, in, nblocks);
}

/* Counter offsets 4j..4j+3 for the four lanes of register j: in the low
 * quadword of each lane (CTR) or its low doubleword (CTR32, which then wraps
 * within 32 bits by itself). */
#define OFS64(j) _mm512_set_epi64(0, 4 * (j) + 3, 0, 4 * (j) + 2, 0, 4 * (j) + 1, 0, 4 * (j))
#define OFS32(j)                                                                                                    \
    _mm512_set_epi32(0, 0, 0, 4 * (j) + 3, 0, 0, 0, 4 * (j) + 2, 0, 0, 0, 4 * (j) + 1, 0, 0, 0, 4 * (j))

CAIRN_INLINE void ctr_core(const uint64_t *ks, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks,
                           int full)
{
    const uint8_t *k = enc_keys(ks);
    unsigned nr = aes_nr(ks);
    const __m128i bs = bswap_mask();
    const __m512i bsz = _mm512_broadcast_i32x4(bs);
    __m128i c = _mm_shuffle_epi8(ld(ctr), bs); /* lane 0: low 64 bits */
    DECL8;

    for (; nblocks >= WIDE; nblocks -= WIDE, in += 16 * WIDE, out += 16 * WIDE) {
        uint64_t lo = (uint64_t)_mm_cvtsi128_si64(c);
        __m512i kr, cz;
        if (full && lo > UINT64_MAX - (WIDE - 1)) {
            /* The low 64 bits wrap inside this batch (public, rare): let the
             * AES-NI code carry block by block. */
            st(ctr, _mm_shuffle_epi8(c, bs));
            cairn_aes_x86_ctr(ks, ctr, out, in, WIDE);
            c = _mm_shuffle_epi8(ld(ctr), bs);
            continue;
        }
        cz = _mm512_broadcast_i32x4(c);
        kr = RKZ(k, 0);
        if (full) {
#define MK(j) z##j = _mm512_add_epi64(cz, OFS64(j));
            DO8(MK)
#undef MK
        } else {
#define MK(j) z##j = _mm512_add_epi32(cz, OFS32(j));
            DO8(MK)
#undef MK
        }
#define PREP(j) z##j = _mm512_xor_si512(_mm512_shuffle_epi8(z##j, bsz), kr);
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

static void vaes_ctr(const uint64_t *ks, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    ctr_core(ks, ctr, out, in, nblocks, 1);
}

static void vaes_ctr32(const uint64_t *ks, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    ctr_core(ks, ctr, out, in, nblocks, 0);
}

const cairn_block_impl cairn_aes_vaes_impl_obj = {
    {"x86-vaes", CAIRN_PRIM_AES, CAIRN_AES_VAES_NEEDS},
    16,
    cairn_aes_x86_set_key,
    vaes_ecb_encrypt,
    vaes_ecb_decrypt,
    cairn_aes_x86_cbc_encrypt,
    vaes_cbc_decrypt,
    vaes_ctr,
    vaes_ctr32,
#if CAIRN_ENABLE_CCM
    cairn_ccm_x86_encrypt,
    cairn_ccm_x86_decrypt,
#else
    NULL,
    NULL,
#endif
#if CAIRN_ENABLE_GCM
    &cairn_gcm_vaes_fused,
#else
    NULL,
#endif
};

#else
typedef int cairn_aes_vaes_unused;
#endif
