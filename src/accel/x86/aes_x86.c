/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * AES with AES-NI (FIPS 197). This file alone is compiled with -msse4.1
 * -mssse3 -maes -mpclmul; its object's needs name AES-NI, SSSE3 and SSE4.1,
 * so cairn_impl_usable keeps it from running on a CPU without them.
 *
 * The instructions are constant time, so nothing here branches on key or
 * data; the only branches are on lengths and on the (public) counter value.
 * Modes that allow it keep eight blocks in flight: AESENC has a latency of
 * several cycles but issues every cycle or half cycle, so one block at a time
 * would leave the AES unit mostly idle. CBC encryption is serial by nature;
 * there the xor of the next plaintext block is folded into the last round
 * key so the chain is exactly one AESENC latency per round.
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_X86_ACCEL && CAIRN_ENABLE_AES

#include <immintrin.h>

#include "accel/x86/aes_x86_internal.h"

CAIRN_INLINE __m128i ld(const uint8_t *p) { return _mm_loadu_si128((const __m128i *)(const void *)p); }
CAIRN_INLINE void st(uint8_t *p, __m128i v) { _mm_storeu_si128((__m128i *)(void *)p, v); }

/* Round key r of a schedule starting at byte pointer k. */
#define RK(k, r) ld((k) + 16 * (size_t)(r))

#define DO8(M) M(0) M(1) M(2) M(3) M(4) M(5) M(6) M(7)

CAIRN_INLINE unsigned aes_nr(const uint64_t *ks) { return (unsigned)ks[CAIRN_AESX86_NR_WORD]; }
CAIRN_INLINE const uint8_t *enc_keys(const uint64_t *ks) { return (const uint8_t *)ks; }
CAIRN_INLINE const uint8_t *dec_keys(const uint64_t *ks) { return (const uint8_t *)ks + CAIRN_AESX86_DEC_OFFSET; }

/* Byte reversal of the whole register: turns a big-endian 128-bit counter
 * into a little-endian one (low 64 bits in lane 0) and back. */
CAIRN_INLINE __m128i bswap_mask(void) { return _mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15); }

/* ---------------- key schedule ---------------- */

/* SubWord(w), w in memory order (little-endian word), through
 * AESKEYGENASSIST with a zero round constant. */
static uint32_t sub_word(uint32_t w)
{
    __m128i r = _mm_aeskeygenassist_si128(_mm_set_epi32(0, 0, (int)w, 0), 0);
    return (uint32_t)_mm_cvtsi128_si32(r);
}

/* see aes_x86_internal.h */
int cairn_aes_x86_set_key(uint64_t *ks, const uint8_t *key, size_t keylen)
{
    uint32_t w[60];
    uint8_t *kb = (uint8_t *)ks;
    unsigned nr, i, total;

    if (keylen != 16 && keylen != 24 && keylen != 32)
        return CAIRN_ERR_BAD_LENGTH;
    nr = (unsigned)(keylen >> 2) + 6;
    total = 4 * (nr + 1);
    cairn_aes_expand_words(w, key, nr - 6, sub_word);
    for (i = 0; i < total; i++)
        cairn_store32_le(kb + 4 * i, w[i]);
    /* Equivalent inverse cipher (FIPS 197 section 5.3.5). */
    st(kb + CAIRN_AESX86_DEC_OFFSET, RK(kb, nr));
    for (i = 1; i < nr; i++)
        st(kb + CAIRN_AESX86_DEC_OFFSET + 16 * i, _mm_aesimc_si128(RK(kb, nr - i)));
    st(kb + CAIRN_AESX86_DEC_OFFSET + 16 * nr, RK(kb, 0));
    ks[CAIRN_AESX86_NR_WORD] = nr;
    cairn_wipe(w, sizeof w);
    return CAIRN_OK;
}

/* ---------------- one block ---------------- */

CAIRN_INLINE __m128i enc1(const uint8_t *k, unsigned nr, __m128i b)
{
    unsigned r;
    b = _mm_xor_si128(b, RK(k, 0));
    for (r = 1; r < nr; r++)
        b = _mm_aesenc_si128(b, RK(k, r));
    return _mm_aesenclast_si128(b, RK(k, nr));
}

CAIRN_INLINE __m128i dec1(const uint8_t *k, unsigned nr, __m128i b)
{
    unsigned r;
    b = _mm_xor_si128(b, RK(k, 0));
    for (r = 1; r < nr; r++)
        b = _mm_aesdec_si128(b, RK(k, r));
    return _mm_aesdeclast_si128(b, RK(k, nr));
}

/* ---------------- eight blocks ---------------- */

#define DECL8 __m128i b0, b1, b2, b3, b4, b5, b6, b7
#define XOR_K(i) b##i = _mm_xor_si128(b##i, kr);
#define ENC_K(i) b##i = _mm_aesenc_si128(b##i, kr);
#define ENCL_K(i) b##i = _mm_aesenclast_si128(b##i, kr);
#define DEC_K(i) b##i = _mm_aesdec_si128(b##i, kr);
#define DECL_K(i) b##i = _mm_aesdeclast_si128(b##i, kr);
#define LOAD_IN(i) b##i = ld(in + 16 * i);
#define STORE_OUT(i) st(out + 16 * i, b##i);
#define XOR_IN(i) b##i = _mm_xor_si128(b##i, ld(in + 16 * i));

/* Rounds 1..nr of eight blocks already xored with round key 0; kr is the
 * caller's round-key variable. */
#define ENC8_ROUNDS(k, nr)                                                                                          \
    do {                                                                                                            \
        unsigned r_;                                                                                                \
        for (r_ = 1; r_ < (nr); r_++) {                                                                             \
            kr = RK(k, r_);                                                                                         \
            DO8(ENC_K)                                                                                              \
        }                                                                                                           \
        kr = RK(k, nr);                                                                                             \
        DO8(ENCL_K)                                                                                                 \
    } while (0)

#define DEC8_ROUNDS(k, nr)                                                                                          \
    do {                                                                                                            \
        unsigned r_;                                                                                                \
        for (r_ = 1; r_ < (nr); r_++) {                                                                             \
            kr = RK(k, r_);                                                                                         \
            DO8(DEC_K)                                                                                              \
        }                                                                                                           \
        kr = RK(k, nr);                                                                                             \
        DO8(DECL_K)                                                                                                 \
    } while (0)

/* see aes_x86_internal.h */
void cairn_aes_x86_ecb_encrypt(const uint64_t *ks, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    const uint8_t *k = enc_keys(ks);
    unsigned nr = aes_nr(ks);
    DECL8;

    for (; nblocks >= 8; nblocks -= 8, in += 128, out += 128) {
        __m128i kr = RK(k, 0);
        DO8(LOAD_IN)
        DO8(XOR_K)
        ENC8_ROUNDS(k, nr);
        DO8(STORE_OUT)
    }
    for (; nblocks > 0; nblocks--, in += 16, out += 16)
        st(out, enc1(k, nr, ld(in)));
}

/* see aes_x86_internal.h */
void cairn_aes_x86_ecb_decrypt(const uint64_t *ks, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    const uint8_t *k = dec_keys(ks);
    unsigned nr = aes_nr(ks);
    DECL8;

    for (; nblocks >= 8; nblocks -= 8, in += 128, out += 128) {
        __m128i kr = RK(k, 0);
        DO8(LOAD_IN)
        DO8(XOR_K)
        DEC8_ROUNDS(k, nr);
        DO8(STORE_OUT)
    }
    for (; nblocks > 0; nblocks--, in += 16, out += 16)
        st(out, dec1(k, nr, ld(in)));
}

/* see aes_x86_internal.h */
void cairn_aes_x86_cbc_encrypt(const uint64_t *ks, uint8_t *iv, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    const uint8_t *k = enc_keys(ks);
    unsigned nr = aes_nr(ks), r;
    __m128i k0, kl, s, x;

    if (nblocks == 0)
        return;
    k0 = RK(k, 0);
    kl = RK(k, nr);
    /* s is the state entering round 1. AESENCLAST ends with "xor round key",
     * so using rk[nr] ^ rk[0] ^ P[i+1] as its key yields the next state
     * directly; C[i] = that state ^ rk[0] ^ P[i+1] is computed off the chain. */
    s = _mm_xor_si128(_mm_xor_si128(ld(iv), ld(in)), k0);
    for (;;) {
        for (r = 1; r < nr; r++)
            s = _mm_aesenc_si128(s, RK(k, r));
        if (--nblocks == 0)
            break;
        x = _mm_xor_si128(ld(in + 16), k0);
        s = _mm_aesenclast_si128(s, _mm_xor_si128(kl, x));
        st(out, _mm_xor_si128(s, x));
        in += 16;
        out += 16;
    }
    s = _mm_aesenclast_si128(s, kl);
    st(out, s);
    st(iv, s);
}

/* see aes_x86_internal.h */
void cairn_aes_x86_cbc_decrypt(const uint64_t *ks, uint8_t *iv, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    const uint8_t *k = dec_keys(ks);
    unsigned nr = aes_nr(ks);
    __m128i prev = ld(iv), next;
    DECL8;

    for (; nblocks >= 8; nblocks -= 8, in += 128, out += 128) {
        __m128i kr = RK(k, 0);
        DO8(LOAD_IN)
        DO8(XOR_K)
        DEC8_ROUNDS(k, nr);
        /* Each ciphertext block is read again just before the output block
         * over it is written, so out == in works. */
#define CBC_OUT(i)                                                                                                  \
    next = ld(in + 16 * i);                                                                                         \
    st(out + 16 * i, _mm_xor_si128(b##i, prev));                                                                    \
    prev = next;
        DO8(CBC_OUT)
#undef CBC_OUT
    }
    for (; nblocks > 0; nblocks--, in += 16, out += 16) {
        next = ld(in);
        st(out, _mm_xor_si128(dec1(k, nr, next), prev));
        prev = next;
    }
    st(iv, prev);
}

/* Counter c (byte-reversed, so lane 0 holds the low 64 bits) plus n. full:
 * carry into the high 64 bits (CTR); else only the low 32 bits wrap (CTR32). */
CAIRN_INLINE __m128i ctr_add(__m128i c, uint32_t n, int full)
{
    __m128i r;
    if (!full)
        return _mm_add_epi32(c, _mm_cvtsi32_si128((int)n));
    r = _mm_add_epi64(c, _mm_cvtsi32_si128((int)n));
    if ((uint64_t)_mm_cvtsi128_si64(r) < n) /* public counter */
        r = _mm_add_epi64(r, _mm_set_epi64x(1, 0));
    return r;
}

CAIRN_INLINE void ctr_core(const uint64_t *ks, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks,
                           int full)
{
    const uint8_t *k = enc_keys(ks);
    unsigned nr = aes_nr(ks);
    const __m128i bs = bswap_mask();
    __m128i c = _mm_shuffle_epi8(ld(ctr), bs);
    DECL8;

    for (; nblocks >= 8; nblocks -= 8, in += 128, out += 128) {
        __m128i kr = RK(k, 0);
        if (full && (uint64_t)_mm_cvtsi128_si64(c) > UINT64_MAX - 7) {
            /* the low 64 bits wrap inside this batch */
            b0 = c;
            b1 = ctr_add(b0, 1, 1);
            b2 = ctr_add(b1, 1, 1);
            b3 = ctr_add(b2, 1, 1);
            b4 = ctr_add(b3, 1, 1);
            b5 = ctr_add(b4, 1, 1);
            b6 = ctr_add(b5, 1, 1);
            b7 = ctr_add(b6, 1, 1);
        } else if (full) {
            b0 = c;
            b1 = _mm_add_epi64(c, _mm_set_epi64x(0, 1));
            b2 = _mm_add_epi64(c, _mm_set_epi64x(0, 2));
            b3 = _mm_add_epi64(c, _mm_set_epi64x(0, 3));
            b4 = _mm_add_epi64(c, _mm_set_epi64x(0, 4));
            b5 = _mm_add_epi64(c, _mm_set_epi64x(0, 5));
            b6 = _mm_add_epi64(c, _mm_set_epi64x(0, 6));
            b7 = _mm_add_epi64(c, _mm_set_epi64x(0, 7));
        } else {
            b0 = c;
            b1 = _mm_add_epi32(c, _mm_set_epi32(0, 0, 0, 1));
            b2 = _mm_add_epi32(c, _mm_set_epi32(0, 0, 0, 2));
            b3 = _mm_add_epi32(c, _mm_set_epi32(0, 0, 0, 3));
            b4 = _mm_add_epi32(c, _mm_set_epi32(0, 0, 0, 4));
            b5 = _mm_add_epi32(c, _mm_set_epi32(0, 0, 0, 5));
            b6 = _mm_add_epi32(c, _mm_set_epi32(0, 0, 0, 6));
            b7 = _mm_add_epi32(c, _mm_set_epi32(0, 0, 0, 7));
        }
        c = ctr_add(c, 8, full);
#define CTR_PREP(i) b##i = _mm_xor_si128(_mm_shuffle_epi8(b##i, bs), kr);
        DO8(CTR_PREP)
#undef CTR_PREP
        ENC8_ROUNDS(k, nr);
        DO8(XOR_IN)
        DO8(STORE_OUT)
    }
    for (; nblocks > 0; nblocks--, in += 16, out += 16) {
        st(out, _mm_xor_si128(ld(in), enc1(k, nr, _mm_shuffle_epi8(c, bs))));
        c = ctr_add(c, 1, full);
    }
    st(ctr, _mm_shuffle_epi8(c, bs));
}

/* see aes_x86_internal.h */
void cairn_aes_x86_ctr(const uint64_t *ks, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    ctr_core(ks, ctr, out, in, nblocks, 1);
}

/* see aes_x86_internal.h */
void cairn_aes_x86_ctr32(const uint64_t *ks, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    ctr_core(ks, ctr, out, in, nblocks, 0);
}

const cairn_block_impl cairn_aes_x86_impl_obj = {
    {"x86-aesni", CAIRN_PRIM_AES, CAIRN_AES_X86_NEEDS},
    16,
    cairn_aes_x86_set_key,
    cairn_aes_x86_ecb_encrypt,
    cairn_aes_x86_ecb_decrypt,
    cairn_aes_x86_cbc_encrypt,
    cairn_aes_x86_cbc_decrypt,
    cairn_aes_x86_ctr,
    cairn_aes_x86_ctr32,
#if CAIRN_ENABLE_CCM
    cairn_ccm_x86_encrypt,
    cairn_ccm_x86_decrypt,
#else
    NULL,
    NULL,
#endif
#if CAIRN_ENABLE_GCM
    &cairn_gcm_x86_fused,
#else
    NULL,
#endif
};

#else
typedef int cairn_aes_x86_unused;
#endif
