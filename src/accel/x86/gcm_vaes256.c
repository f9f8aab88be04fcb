/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Fused AES-GCM with VAES and VPCLMULQDQ on 256-bit registers (no AVX-512):
 * sixteen counter blocks (eight registers) run through the AES rounds while
 * sixteen ciphertext blocks are multiplied by H^16..H^1 (eight groups of two
 * lanes, Karatsuba, one reduction per sixteen blocks), one group after each
 * of the first eight rounds. Runs shorter than sixteen blocks go through the
 * 128-bit code (gcm_x86.c).
 *
 * Compiled with AVX2, VAES and VPCLMULQDQ only; the kernel's needs name them.
 * The hash-key layout is ghash_x86.c's (ghash_x86.h): powers in descending
 * order, so one 256-bit load gives the powers of two consecutive blocks. No
 * branch or address depends on key or data.
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_X86_ACCEL && CAIRN_ENABLE_GCM && CAIRN_ENABLE_AES

#include "accel/x86/aes_x86_internal.h"
#include "accel/x86/ghash_x86.h"

#define LDY(p) _mm256_loadu_si256((const __m256i *)(const void *)(p))
#define STY(p, v) _mm256_storeu_si256((__m256i *)(void *)(p), (v))
#define BSWAPY _mm256_broadcastsi128_si256(_mm_set_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15))

CAIRN_INLINE __m256i swapy(__m256i v) { return _mm256_shuffle_epi32(v, 0x4e); }

/* H^16..H^1 as eight registers, with their Karatsuba middle operands. */
typedef struct {
    __m256i h[8], hx[8];
} hpowy;

CAIRN_INLINE void load_powers(hpowy *p, const uint64_t *hk)
{
    int m;
    for (m = 0; m < 8; m++) {
        p->h[m] = LDY(hk + 4 * m);
        p->hx[m] = _mm256_xor_si256(p->h[m], swapy(p->h[m]));
    }
}

typedef struct {
    __m256i lo, hi, mid;
} accy;

/* a += d * powers (two lanes), d already byte-reversed; first: a starts here. */
CAIRN_INLINE void mul_accy(accy *a, __m256i d, __m256i h, __m256i hx, int first)
{
    __m256i dx = _mm256_xor_si256(d, swapy(d));
    __m256i lo = _mm256_clmulepi64_epi128(d, h, 0x00);
    __m256i hi = _mm256_clmulepi64_epi128(d, h, 0x11);
    __m256i mid = _mm256_clmulepi64_epi128(dx, hx, 0x00);
    if (first) {
        a->lo = lo, a->hi = hi, a->mid = mid;
    } else {
        a->lo = _mm256_xor_si256(a->lo, lo);
        a->hi = _mm256_xor_si256(a->hi, hi);
        a->mid = _mm256_xor_si256(a->mid, mid);
    }
}

CAIRN_INLINE __m128i fold_lanes(__m256i v)
{
    return _mm_xor_si128(_mm256_castsi256_si128(v), _mm256_extracti128_si256(v, 1));
}

CAIRN_INLINE __m128i reducey(const accy *a)
{
    cairn_gh_acc s;
    s.lo = fold_lanes(a->lo);
    s.hi = fold_lanes(a->hi);
    s.mid = fold_lanes(a->mid);
    return cairn_gh_reduce(&s);
}

/* Group m (blocks 2m, 2m+1 of p) of a 16-block GHASH, y folded into block 0. */
CAIRN_INLINE void ghash_group(const hpowy *hp, accy *a, __m128i y, const uint8_t *p, int m)
{
    __m256i d = _mm256_shuffle_epi8(LDY(p + 32 * m), BSWAPY);
    if (m == 0)
        d = _mm256_xor_si256(d, _mm256_set_m128i(_mm_setzero_si128(), y));
    mul_accy(a, d, hp->h[m], hp->hx[m], m == 0);
}

/* y folded with 16 blocks at p. */
CAIRN_INLINE __m128i ghash16(const hpowy *hp, __m128i y, const uint8_t *p)
{
    accy a;
    int m;
    for (m = 0; m < 8; m++)
        ghash_group(hp, &a, y, p, m);
    return reducey(&a);
}

#define RKY(r)                                                                                                         \
    _mm256_broadcastsi128_si256(                                                                                       \
        _mm_loadu_si128((const __m128i *)(const void *)((const uint8_t *)ks + 16 * (size_t)(r))))
#define DO8(M) M(0) M(1) M(2) M(3) M(4) M(5) M(6) M(7)
/* (spelled out, not DO8: it is used inside a DO8 expansion) */
#define ENC8(kr)                                                                                                       \
    do {                                                                                                               \
        __m256i k_ = (kr);                                                                                             \
        z0 = _mm256_aesenc_epi128(z0, k_);                                                                             \
        z1 = _mm256_aesenc_epi128(z1, k_);                                                                             \
        z2 = _mm256_aesenc_epi128(z2, k_);                                                                             \
        z3 = _mm256_aesenc_epi128(z3, k_);                                                                             \
        z4 = _mm256_aesenc_epi128(z4, k_);                                                                             \
        z5 = _mm256_aesenc_epi128(z5, k_);                                                                             \
        z6 = _mm256_aesenc_epi128(z6, k_);                                                                             \
        z7 = _mm256_aesenc_epi128(z7, k_);                                                                             \
    } while (0)

/*
 * Sixteen blocks of CTR32 from counter *c (byte-reversed form), and if gsrc,
 * y folded with gsrc's sixteen ciphertext blocks, one group of two per AES
 * round. Inlined with gsrc a constant, so the tests vanish.
 */
CAIRN_INLINE void gcm16(const uint64_t *ks, unsigned nr, const hpowy *hp, __m128i *c, __m128i *y, uint8_t *out,
                        const uint8_t *in, const uint8_t *gsrc)
{
    const __m256i bs = BSWAPY;
    const __m256i two = _mm256_set_epi32(0, 0, 0, 2, 0, 0, 0, 2);
    __m256i k0 = RKY(0), cc, z0, z1, z2, z3, z4, z5, z6, z7;
    accy a;
    unsigned r;

    cc = _mm256_add_epi32(_mm256_broadcastsi128_si256(*c), _mm256_set_epi32(0, 0, 0, 1, 0, 0, 0, 0));
#define MK(i)                                                                                                          \
    z##i = _mm256_xor_si256(_mm256_shuffle_epi8(cc, bs), k0);                                                          \
    cc = _mm256_add_epi32(cc, two);
    DO8(MK)
#undef MK
    *c = _mm_add_epi32(*c, _mm_set_epi32(0, 0, 0, 16));

#define STEP(m)                                                                                                        \
    ENC8(RKY((m) + 1));                                                                                                \
    if (gsrc != NULL)                                                                                                  \
        ghash_group(hp, &a, *y, gsrc, m);
    DO8(STEP)
#undef STEP
    if (gsrc != NULL)
        *y = reducey(&a);
    for (r = 9; r < nr; r++)
        ENC8(RKY(r));
    {
        __m256i kl = RKY(nr);
#define LAST(i) z##i = _mm256_xor_si256(_mm256_aesenclast_epi128(z##i, kl), LDY(in + 32 * i));
        DO8(LAST)
#undef LAST
    }
#define STORE(i) STY(out + 32 * i, z##i);
    DO8(STORE)
#undef STORE
}

static void gcm_vaes256_encrypt(const uint64_t *ks, const uint64_t *hk, uint8_t ctr[16], uint8_t y[16], uint8_t *out,
                                const uint8_t *in, size_t nblocks)
{
    unsigned nr = (unsigned)ks[CAIRN_AESX86_NR_WORD];

    if (nblocks >= 16) {
        __m128i c = cairn_gh_load(ctr), v = cairn_gh_load(y);
        hpowy hp;
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

static void gcm_vaes256_decrypt(const uint64_t *ks, const uint64_t *hk, uint8_t ctr[16], uint8_t y[16], uint8_t *out,
                                const uint8_t *in, size_t nblocks)
{
    unsigned nr = (unsigned)ks[CAIRN_AESX86_NR_WORD];

    if (in == NULL) /* callers never pass NULL with blocks; says so to the static analyser (gcm16's NULL gsrc) */
        return;
    if (nblocks >= 16) {
        __m128i c = cairn_gh_load(ctr), v = cairn_gh_load(y);
        hpowy hp;
        load_powers(&hp, hk);
        for (; nblocks >= 16; nblocks -= 16, in += 256, out += 256)
            gcm16(ks, nr, &hp, &c, &v, out, in, in);
        cairn_gh_store(ctr, c);
        cairn_gh_store(y, v);
    }
    if (nblocks > 0)
        cairn_gcm_x86_decrypt(ks, hk, ctr, y, out, in, nblocks);
}

/* The verdict mask over the released plaintext, 32 bytes per step. */
static void gcm_vaes256_mask(uint8_t *p, size_t len, uint64_t m)
{
    __m256i my = _mm256_set1_epi64x((long long)m);
    uint8_t m8 = (uint8_t)m;
    for (; len >= 32; len -= 32, p += 32)
        STY(p, _mm256_and_si256(LDY(p), my));
    for (; len > 0; len--, p++)
        *p &= m8;
}

const cairn_gcm_fused cairn_gcm_vaes256_fused = {
    {"x86-avx2-vaes-vpclmul", CAIRN_PRIM_GCM_FUSED,
     CAIRN_AES_VAES256_NEEDS | CAIRN_CPU_X86_PCLMUL | CAIRN_CPU_X86_VPCLMUL},
    CAIRN_GHASH_LAYOUT_X86,
    gcm_vaes256_encrypt,
    gcm_vaes256_decrypt,
    gcm_vaes256_mask};

#else
typedef int cairn_gcm_vaes256_unused;
#endif
