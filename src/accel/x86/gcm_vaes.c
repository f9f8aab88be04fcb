/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * GHASH with VPCLMULQDQ on 512-bit registers, and fused AES-GCM with VAES:
 * sixteen counter blocks (four registers) run through the AES rounds while
 * sixteen ciphertext blocks are multiplied by H^16..H^1 (four carry-less
 * multiplies of four lanes each, Karatsuba, one reduction per sixteen
 * blocks) between the rounds. Runs shorter than sixteen blocks go through
 * the 128-bit code (gcm_x86.c, and the SSE GHASH helpers).
 *
 * Compiled with AVX-512F/VL/BW, VAES and VPCLMULQDQ, which the objects'
 * needs name (the GHASH object, and the fused kernel that the x86-vaes AES
 * object carries). The hash-key layout is the one of ghash_x86.c
 * (ghash_x86.h), whose
 * powers are stored in descending order so one 512-bit load gives the
 * powers for four consecutive blocks. No branch or address depends on key
 * or data.
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_X86_ACCEL && CAIRN_ENABLE_GCM

#include "accel/x86/ghash_x86.h"
#if CAIRN_ENABLE_AES
#include "accel/x86/aes_x86_internal.h"
#endif

#define LDZ(p) _mm512_loadu_si512((const void *)(p))
#define STZ(p, v) _mm512_storeu_si512((void *)(p), (v))

CAIRN_INLINE __m512i bswapz(__m512i v)
{
    return _mm512_shuffle_epi8(
        v, _mm512_broadcast_i32x4(_mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)));
}

CAIRN_INLINE __m512i swapz(__m512i v) { return _mm512_shuffle_epi32(v, (_MM_PERM_ENUM)0x4e); }

/* H^16..H^1 as four registers, with their Karatsuba middle operands. */
typedef struct {
    __m512i h[4], hx[4];
} hpowz;

CAIRN_INLINE void load_powers(hpowz *p, const uint64_t *hk)
{
    int m;
    for (m = 0; m < 4; m++) {
        p->h[m] = LDZ(hk + 8 * m);
        p->hx[m] = _mm512_xor_si512(p->h[m], swapz(p->h[m]));
    }
}

typedef struct {
    __m512i lo, hi, mid;
} accz;

CAIRN_INLINE void accz_zero(accz *a) { a->lo = a->hi = a->mid = _mm512_setzero_si512(); }

/* a += d * powers (four lanes), d already byte-reversed. */
CAIRN_INLINE void mul_accz(accz *a, __m512i d, __m512i h, __m512i hx)
{
    __m512i dx = _mm512_xor_si512(d, swapz(d));
    a->lo = _mm512_xor_si512(a->lo, _mm512_clmulepi64_epi128(d, h, 0x00));
    a->hi = _mm512_xor_si512(a->hi, _mm512_clmulepi64_epi128(d, h, 0x11));
    a->mid = _mm512_xor_si512(a->mid, _mm512_clmulepi64_epi128(dx, hx, 0x00));
}

CAIRN_INLINE __m128i fold_lanes(__m512i v)
{
    __m256i t = _mm256_xor_si256(_mm512_castsi512_si256(v), _mm512_extracti64x4_epi64(v, 1));
    return _mm_xor_si128(_mm256_castsi256_si128(t), _mm256_extracti128_si256(t, 1));
}

CAIRN_INLINE __m128i reducez(const accz *a)
{
    cairn_gh_acc s;
    s.lo = fold_lanes(a->lo);
    s.hi = fold_lanes(a->hi);
    s.mid = fold_lanes(a->mid);
    return cairn_gh_reduce(&s);
}

/* y folded with 16 blocks at p. */
CAIRN_INLINE __m128i ghash16(const hpowz *hp, __m128i y, const uint8_t *p)
{
    accz a;
    int m;
    accz_zero(&a);
    for (m = 0; m < 4; m++) {
        __m512i d = bswapz(LDZ(p + 64 * m));
        if (m == 0)
            d = _mm512_xor_si512(d, _mm512_inserti32x4(_mm512_setzero_si512(), y, 0));
        mul_accz(&a, d, hp->h[m], hp->hx[m]);
    }
    return reducez(&a);
}

static void vp_update(const uint64_t *hk, uint8_t y[16], const uint8_t *in, size_t nblocks)
{
    __m128i v = cairn_gh_load(y);
    if (nblocks >= 16) {
        hpowz hp;
        load_powers(&hp, hk);
        for (; nblocks >= 16; nblocks -= 16, in += 256)
            v = ghash16(&hp, v, in);
    }
    if (nblocks > 0)
        v = cairn_gh_blocks(hk, v, in, (unsigned)nblocks);
    cairn_gh_store(y, v);
}

const cairn_ghash_impl cairn_ghash_vpclmul_impl_obj = {{"x86-vpclmul", CAIRN_PRIM_GHASH, CAIRN_GHASH_VPCLMUL_NEEDS},
                                                       CAIRN_GHASH_LAYOUT_X86, cairn_ghash_x86_set_h, vp_update};

#if CAIRN_ENABLE_AES

#define RKZ(r) _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(const void *)((const uint8_t *)ks + 16 * (size_t)(r))))

#define ENC4(kr)                                                                                                   \
    do {                                                                                                           \
        __m512i k_ = (kr);                                                                                         \
        z0 = _mm512_aesenc_epi128(z0, k_);                                                                         \
        z1 = _mm512_aesenc_epi128(z1, k_);                                                                         \
        z2 = _mm512_aesenc_epi128(z2, k_);                                                                         \
        z3 = _mm512_aesenc_epi128(z3, k_);                                                                         \
    } while (0)

/*
 * Sixteen blocks of CTR from counter *c (byte-reversed form), and if gsrc,
 * y folded with gsrc's sixteen ciphertext blocks, one group of four per
 * AES round. Inlined with gsrc a constant, so the tests vanish.
 */
CAIRN_INLINE void gcm16(const uint64_t *ks, unsigned nr, const hpowz *hp, __m128i *c, __m128i *y, uint8_t *out,
                        const uint8_t *in, const uint8_t *gsrc)
{
    const __m512i bs = _mm512_broadcast_i32x4(_mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i base = _mm512_add_epi32(_mm512_broadcast_i32x4(*c), _mm512_set_epi32(0, 0, 0, 3, 0, 0, 0, 2, 0, 0, 0, 1,
                                                                                  0, 0, 0, 0));
    const __m512i four = _mm512_set_epi32(0, 0, 0, 4, 0, 0, 0, 4, 0, 0, 0, 4, 0, 0, 0, 4);
    __m512i k0 = RKZ(0), z0, z1, z2, z3, c1, c2, c3;
    accz a;
    unsigned r;

    c1 = _mm512_add_epi32(base, four);
    c2 = _mm512_add_epi32(c1, four);
    c3 = _mm512_add_epi32(c2, four);
    z0 = _mm512_xor_si512(_mm512_shuffle_epi8(base, bs), k0);
    z1 = _mm512_xor_si512(_mm512_shuffle_epi8(c1, bs), k0);
    z2 = _mm512_xor_si512(_mm512_shuffle_epi8(c2, bs), k0);
    z3 = _mm512_xor_si512(_mm512_shuffle_epi8(c3, bs), k0);
    *c = _mm_add_epi32(*c, _mm_set_epi32(0, 0, 0, 16));

    accz_zero(&a);
    ENC4(RKZ(1));
    if (gsrc != NULL) {
        __m512i d = _mm512_shuffle_epi8(LDZ(gsrc), bs);
        d = _mm512_xor_si512(d, _mm512_inserti32x4(_mm512_setzero_si512(), *y, 0));
        mul_accz(&a, d, hp->h[0], hp->hx[0]);
    }
    ENC4(RKZ(2));
    if (gsrc != NULL)
        mul_accz(&a, _mm512_shuffle_epi8(LDZ(gsrc + 64), bs), hp->h[1], hp->hx[1]);
    ENC4(RKZ(3));
    if (gsrc != NULL)
        mul_accz(&a, _mm512_shuffle_epi8(LDZ(gsrc + 128), bs), hp->h[2], hp->hx[2]);
    ENC4(RKZ(4));
    if (gsrc != NULL)
        mul_accz(&a, _mm512_shuffle_epi8(LDZ(gsrc + 192), bs), hp->h[3], hp->hx[3]);
    ENC4(RKZ(5));
    if (gsrc != NULL)
        *y = reducez(&a);
    for (r = 6; r < nr; r++)
        ENC4(RKZ(r));
    {
        __m512i kl = RKZ(nr);
        z0 = _mm512_aesenclast_epi128(z0, kl);
        z1 = _mm512_aesenclast_epi128(z1, kl);
        z2 = _mm512_aesenclast_epi128(z2, kl);
        z3 = _mm512_aesenclast_epi128(z3, kl);
    }
    z0 = _mm512_xor_si512(z0, LDZ(in));
    z1 = _mm512_xor_si512(z1, LDZ(in + 64));
    z2 = _mm512_xor_si512(z2, LDZ(in + 128));
    z3 = _mm512_xor_si512(z3, LDZ(in + 192));
    STZ(out, z0);
    STZ(out + 64, z1);
    STZ(out + 128, z2);
    STZ(out + 192, z3);
}

static void gcm_vaes_encrypt(const uint64_t *ks, const uint64_t *hk, uint8_t ctr[16], uint8_t y[16], uint8_t *out,
                            const uint8_t *in, size_t nblocks)
{
    unsigned nr = (unsigned)ks[CAIRN_AESX86_NR_WORD];

    if (nblocks >= 16) {
        __m128i c = cairn_gh_load(ctr), v = cairn_gh_load(y);
        hpowz hp;
        load_powers(&hp, hk);
        gcm16(ks, nr, &hp, &c, &v, out, in, NULL);
        in += 256;
        out += 256;
        nblocks -= 16;
        for (; nblocks >= 16; nblocks -= 16, in += 256, out += 256)
            gcm16(ks, nr, &hp, &c, &v, out, in, out - 256);
        v = ghash16(&hp, v, out - 256);
        cairn_gh_store(ctr, c);
        cairn_gh_store(y, v);
    }
    if (nblocks > 0)
        cairn_gcm_x86_encrypt(ks, hk, ctr, y, out, in, nblocks);
}

static void gcm_vaes_decrypt(const uint64_t *ks, const uint64_t *hk, uint8_t ctr[16], uint8_t y[16], uint8_t *out,
                            const uint8_t *in, size_t nblocks)
{
    unsigned nr = (unsigned)ks[CAIRN_AESX86_NR_WORD];

    if (in == NULL) /* callers never pass NULL with blocks; says so to the static analyser (gcm16's NULL gsrc) */
        return;
    if (nblocks >= 16) {
        __m128i c = cairn_gh_load(ctr), v = cairn_gh_load(y);
        hpowz hp;
        load_powers(&hp, hk);
        for (; nblocks >= 16; nblocks -= 16, in += 256, out += 256)
            gcm16(ks, nr, &hp, &c, &v, out, in, in);
        cairn_gh_store(ctr, c);
        cairn_gh_store(y, v);
    }
    if (nblocks > 0)
        cairn_gcm_x86_decrypt(ks, hk, ctr, y, out, in, nblocks);
}

static void gcm_vaes_mask(uint8_t *p, size_t len, uint64_t m)
{
    __m512i mz = _mm512_set1_epi64((long long)m);
    for (; len >= 64; len -= 64, p += 64)
        STZ(p, _mm512_and_si512(LDZ(p), mz));
    if (len > 0) {
        __mmask64 k = (__mmask64)(((uint64_t)1 << len) - 1); /* len < 64: public */
        _mm512_mask_storeu_epi8((void *)p, k, _mm512_and_si512(_mm512_maskz_loadu_epi8(k, (const void *)p), mz));
    }
}

const cairn_gcm_fused cairn_gcm_vaes_fused = {
    {"x86-vaes-vpclmul", CAIRN_PRIM_GCM_FUSED, CAIRN_AES_VAES_NEEDS | CAIRN_CPU_X86_PCLMUL | CAIRN_CPU_X86_VPCLMUL},
    CAIRN_GHASH_LAYOUT_X86, gcm_vaes_encrypt, gcm_vaes_decrypt, gcm_vaes_mask};

#endif

#else
typedef int cairn_gcm_vaes_unused;
#endif
