/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * ChaCha20 with AVX-512F, sixteen blocks at a time, and the eight-way
 * Poly1305 loops of the "x86-avx512" and "x86-avx512ifma" Poly1305
 * implementations. This file alone is compiled with -mavx512f -mavx512vl
 * (and AVX2); the objects that run it (src/cipher/chacha20.c,
 * src/mac/poly1305.c) need AVX2, AVX-512F and AVX-512VL.
 *
 * Same state-transposed scheme as the AVX2 file with one 512-bit register
 * per state word; VPROLD does every rotation in one instruction. The 16x16
 * transpose is the 4x4 word transpose inside each 128-bit lane (unpack) and
 * a 4x4 transpose of the lanes (two rounds of VSHUFI32X4). Tails of eight
 * blocks or fewer go to the AVX2 code. Nothing depends on key or data.
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_X86_ACCEL && CAIRN_ENABLE_CHACHA20

#include <immintrin.h>

#include "cipher/chacha_internal.h"
#include "mac/poly1305_internal.h"

CAIRN_INLINE __m512i ld(const uint8_t *p) { return _mm512_loadu_si512((const void *)p); }
CAIRN_INLINE void st(uint8_t *p, __m512i v) { _mm512_storeu_si512((void *)p, v); }

/* Words 4g..4g+3 of every block: afterwards, in 128-bit lane k of x[4g + j],
 * are words 4g..4g+3 of block 4k + j. */
/* A 64-bit lane value for the _mm*_set*_epi64 intrinsics, which take signed long long. */
static inline long long i64(uint64_t x) { return (long long)x; }

static void transpose4(__m512i *x)
{
    __m512i b0 = _mm512_unpacklo_epi32(x[0], x[1]), b1 = _mm512_unpackhi_epi32(x[0], x[1]);
    __m512i b2 = _mm512_unpacklo_epi32(x[2], x[3]), b3 = _mm512_unpackhi_epi32(x[2], x[3]);
    x[0] = _mm512_unpacklo_epi64(b0, b2);
    x[1] = _mm512_unpackhi_epi64(b0, b2);
    x[2] = _mm512_unpacklo_epi64(b1, b3);
    x[3] = _mm512_unpackhi_epi64(b1, b3);
}

/* out = (in XOR 16 blocks of key stream) AND m (x[i]: word i of blocks
 * 0..15; m all-zero or all-one bytes). */
CAIRN_INLINE void xor16(uint8_t *out, const uint8_t *in, __m512i x[16], __m512i m)
{
    int j;

    transpose4(x);
    transpose4(x + 4);
    transpose4(x + 8);
    transpose4(x + 12);
    for (j = 0; j < 4; j++) {
        /* Lane k of x[j], x[4+j], x[8+j], x[12+j] is block 4k + j. */
        __m512i e0 = _mm512_shuffle_i32x4(x[j], x[4 + j], 0x44);
        __m512i e1 = _mm512_shuffle_i32x4(x[j], x[4 + j], 0xee);
        __m512i e2 = _mm512_shuffle_i32x4(x[8 + j], x[12 + j], 0x44);
        __m512i e3 = _mm512_shuffle_i32x4(x[8 + j], x[12 + j], 0xee);
        size_t o0 = 64 * (size_t)j, o1 = o0 + 256, o2 = o0 + 512, o3 = o0 + 768;
        st(out + o0, _mm512_and_si512(_mm512_xor_si512(ld(in + o0), _mm512_shuffle_i32x4(e0, e2, 0x88)), m));
        st(out + o1, _mm512_and_si512(_mm512_xor_si512(ld(in + o1), _mm512_shuffle_i32x4(e0, e2, 0xdd)), m));
        st(out + o2, _mm512_and_si512(_mm512_xor_si512(ld(in + o2), _mm512_shuffle_i32x4(e1, e3, 0x88)), m));
        st(out + o3, _mm512_and_si512(_mm512_xor_si512(ld(in + o3), _mm512_shuffle_i32x4(e1, e3, 0xdd)), m));
    }
}

/* ChaCha20 on sixteen blocks (chacha_vec.h): chacha16(state, x) leaves
 * word i of block b in lane b of x[i]. */
#define CV __m512i
#define CV_SET1(w) _mm512_set1_epi32((int)(w))
#define CV_ADD(a, b) _mm512_add_epi32((a), (b))
#define CV_COUNTERS(c)                                                                                                 \
    _mm512_add_epi32(_mm512_set1_epi32((int)(c)), _mm512_set_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0))
#define CV_XOR(a, b) _mm512_xor_si512((a), (b))
#define CV_ROT16(x) _mm512_rol_epi32((x), 16)
#define CV_ROT12(x) _mm512_rol_epi32((x), 12)
#define CV_ROT8(x) _mm512_rol_epi32((x), 8)
#define CV_ROT7(x) _mm512_rol_epi32((x), 7)
#define CV_QR_SETUP
#define CV_BLOCKS chacha16
#define CV_FINISH(x) (void)(x)
#include "cipher/chacha_vec.h"

/* out = (in XOR key stream) AND m, m all-zero or all-one bytes; inlined in
 * both entry points so the plain one (m = 0xff) loses the AND. */
CAIRN_INLINE void avx512_xor(uint32_t state[16], uint8_t *out, const uint8_t *in, size_t len, uint8_t m)
{
    const __m512i vm = _mm512_set1_epi32((int)(0x01010101u * m));
    __m512i x[16];

    while (len >= 1024) {
        chacha16(state, x);
        xor16(out, in, x, vm);
        state[12] += 16;
        out += 1024;
        in += 1024;
        len -= 1024;
    }
    if (len == 0)
        goto done;
    if (len <= 512) {
        cairn_chacha20_avx2_xor_masked(state, out, in, len, m);
        goto done;
    }
    {
        uint8_t ks[1024];
        size_t i, nb = (len + 63) >> 6;

        memset(ks, 0, sizeof ks);
        chacha16(state, x);
        xor16(ks, ks, x, _mm512_set1_epi32(-1));
        for (i = 0; i + 64 <= len; i += 64)
            st(out + i, _mm512_and_si512(_mm512_xor_si512(ld(in + i), ld(ks + i)), vm));
        for (; i < len; i++)
            out[i] = (uint8_t)((in[i] ^ ks[i]) & m);
        state[12] += (uint32_t)nb;
        cairn_wipe(ks, sizeof ks);
    }
done:
    cairn_wipe(x, sizeof x);
}

/* see chacha_internal.h */
void cairn_chacha20_avx512_xor(uint32_t state[16], uint8_t *out, const uint8_t *in, size_t len)
{
    avx512_xor(state, out, in, len, 0xff);
}

/* see chacha_internal.h */
void cairn_chacha20_avx512_xor_masked(uint32_t state[16], uint8_t *out, const uint8_t *in, size_t len, uint8_t mask)
{
    avx512_xor(state, out, in, len, mask);
}

/* ============================================ Poly1305, eight blocks a step
 *
 * The radix-2^26 code of poly1305_vec26.h over the eight 64-bit lanes of a
 * zmm register; the 64-bit unpacks leave the blocks in lane order
 * 0, 4, 1, 5, 2, 6, 3, 7.
 */

#define PV __m512i
#define PV_LANES 8
#define PV_MUL(a, b) _mm512_mul_epu32((a), (b))
#define PV_ADD(a, b) _mm512_add_epi64((a), (b))
#define PV_AND(a, b) _mm512_and_si512((a), (b))
#define PV_OR(a, b) _mm512_or_si512((a), (b))
#define PV_SRLI(a, n) _mm512_srli_epi64((a), (n))
#define PV_SLLI(a, n) _mm512_slli_epi64((a), (n))
#define PV_SET1(x) _mm512_set1_epi64(i64(x))
#define PV_LOAD(p) _mm512_loadu_si512((const void *)(p))
#define PV_UNPACKLO(a, b) _mm512_unpacklo_epi64((a), (b))
#define PV_UNPACKHI(a, b) _mm512_unpackhi_epi64((a), (b))
#define PV_LANE0(x) _mm512_set_epi64(0, 0, 0, 0, 0, 0, 0, i64(x))
#define PV_POWERS(r, i, k)                                                                                             \
    _mm512_set_epi64(i64((k) * r[0][i]), i64((k) * r[4][i]), i64((k) * r[1][i]), i64((k) * r[5][i]),                  \
                     i64((k) * r[2][i]), i64((k) * r[6][i]), i64((k) * r[3][i]), i64((k) * r[7][i]))
#define PV_HSUM(v) ((uint64_t)_mm512_reduce_add_epi64(v))
#define PV_BLOCKS cairn_poly1305_avx512_blocks
#include "accel/x86/poly1305_vec26.h"


/* ============================== Poly1305, eight blocks a step, with IFMA
 *
 * The same scheme in radix 2^44 with VPMADD52LUQ/HUQ (AVX-512 IFMA): a
 * 52x52-bit multiply-add gives the low and the high 52 bits of each
 * product, so a step costs 18 of them instead of 25 products and 20
 * additions. Only these functions are compiled for IFMA (target
 * attribute), so nothing else in this file can pick up the instructions;
 * the "x86-avx512ifma" object in poly1305.c needs CAIRN_CPU_X86_AVX512IFMA. Between steps
 * the limbs stay below 2^45 (2^43 for the top one), within the 52 bits
 * the instructions read.
 */

#define IFMA __attribute__((target("avx512f,avx512ifma")))
#define M44 0xfffffffffffull
#define M42 0x3ffffffffffull

/* o = a * b mod p in radix 2^44 (scalar; limbs below 2^45). This file is
 * only built for x86-64 by gcc or clang, which always have the 128-bit
 * type, so it needs no fallback here. */
static void mul44(uint64_t o[3], const uint64_t a[3], const uint64_t b[3])
{
    __extension__ typedef unsigned __int128 u128;
    uint64_t s1 = 20 * b[1], s2 = 20 * b[2], c;
    u128 d0 = (u128)a[0] * b[0] + (u128)a[1] * s2 + (u128)a[2] * s1;
    u128 d1 = (u128)a[0] * b[1] + (u128)a[1] * b[0] + (u128)a[2] * s2;
    u128 d2 = (u128)a[0] * b[2] + (u128)a[1] * b[1] + (u128)a[2] * b[0];

    d1 += (uint64_t)(d0 >> 44);
    d2 += (uint64_t)(d1 >> 44);
    c = (uint64_t)(d2 >> 42);
    o[0] = ((uint64_t)d0 & M44) + c * 5;
    o[1] = ((uint64_t)d1 & M44) + (o[0] >> 44);
    o[0] &= M44;
    o[2] = (uint64_t)d2 & M42;
}

/* r^1 .. r^8 (r[i] = r^(i+1)) as a tree of independent products. */
static void powers44(uint64_t r[8][3], const uint64_t st[12])
{
    int i;

    r[0][0] = st[0] & M44;
    r[0][1] = ((st[0] >> 44) | (st[1] << 20)) & M44;
    r[0][2] = st[1] >> 24;
    mul44(r[1], r[0], r[0]);
    mul44(r[2], r[1], r[0]);
    mul44(r[3], r[1], r[1]);
    for (i = 0; i < 4; i++)
        mul44(r[4 + i], r[3], r[i]);
}

/* a = a * r mod p lane by lane, s = 20 r (2^132 = 20 mod p). */
static inline IFMA void vmul44(__m512i a[3], const __m512i r[3], const __m512i s[3])
{
    const __m512i z = _mm512_setzero_si512(), m44 = _mm512_set1_epi64((long long)M44);
    __m512i lo0, lo1, lo2, hi0, hi1, hi2, t0, t1, t2, c;

    lo0 = _mm512_madd52lo_epu64(z, a[0], r[0]);
    hi0 = _mm512_madd52hi_epu64(z, a[0], r[0]);
    lo1 = _mm512_madd52lo_epu64(z, a[0], r[1]);
    hi1 = _mm512_madd52hi_epu64(z, a[0], r[1]);
    lo2 = _mm512_madd52lo_epu64(z, a[0], r[2]);
    hi2 = _mm512_madd52hi_epu64(z, a[0], r[2]);
    lo0 = _mm512_madd52lo_epu64(lo0, a[1], s[2]);
    hi0 = _mm512_madd52hi_epu64(hi0, a[1], s[2]);
    lo1 = _mm512_madd52lo_epu64(lo1, a[1], r[0]);
    hi1 = _mm512_madd52hi_epu64(hi1, a[1], r[0]);
    lo2 = _mm512_madd52lo_epu64(lo2, a[1], r[1]);
    hi2 = _mm512_madd52hi_epu64(hi2, a[1], r[1]);
    lo0 = _mm512_madd52lo_epu64(lo0, a[2], s[1]);
    hi0 = _mm512_madd52hi_epu64(hi0, a[2], s[1]);
    lo1 = _mm512_madd52lo_epu64(lo1, a[2], s[2]);
    hi1 = _mm512_madd52hi_epu64(hi1, a[2], s[2]);
    lo2 = _mm512_madd52lo_epu64(lo2, a[2], r[0]);
    hi2 = _mm512_madd52hi_epu64(hi2, a[2], r[0]);

    /* The high halves weigh 2^52 = 2^8 limbs up; the top one wraps to
     * limb 0 as 2^(88+52) = 2^10 * 5 (mod p). */
    t0 = _mm512_add_epi64(lo0, _mm512_add_epi64(_mm512_slli_epi64(hi2, 10), _mm512_slli_epi64(hi2, 12)));
    t1 = _mm512_add_epi64(lo1, _mm512_slli_epi64(hi0, 8));
    t2 = _mm512_add_epi64(lo2, _mm512_slli_epi64(hi1, 8));

    c = _mm512_srli_epi64(t0, 44);
    t0 = _mm512_and_si512(t0, m44);
    t1 = _mm512_add_epi64(t1, c);
    c = _mm512_srli_epi64(t1, 44);
    t1 = _mm512_and_si512(t1, m44);
    t2 = _mm512_add_epi64(t2, c);
    c = _mm512_srli_epi64(t2, 42);
    t2 = _mm512_and_si512(t2, _mm512_set1_epi64((long long)M42));
    /* c < 2^12, so limb 0 ends below 2^44 + 2^15: no need to carry it on. */
    t0 = _mm512_add_epi64(t0, _mm512_add_epi64(c, _mm512_slli_epi64(c, 2)));
    a[0] = t0;
    a[1] = t1;
    a[2] = t2;
}

/* Eight blocks as 44-bit limbs with 2^128 set, lanes in block order
 * 0, 4, 1, 5, 2, 6, 3, 7 as in pv_load. */
static inline IFMA void load8_44(const uint8_t *in, __m512i m[3])
{
    const __m512i m44 = _mm512_set1_epi64((long long)M44);
    __m512i y0 = _mm512_loadu_si512((const void *)in), y1 = _mm512_loadu_si512((const void *)(in + 64));
    __m512i lo = _mm512_unpacklo_epi64(y0, y1), hi = _mm512_unpackhi_epi64(y0, y1);

    m[0] = _mm512_and_si512(lo, m44);
    m[1] = _mm512_and_si512(_mm512_or_si512(_mm512_srli_epi64(lo, 44), _mm512_slli_epi64(hi, 20)), m44);
    m[2] = _mm512_or_si512(_mm512_srli_epi64(hi, 24), _mm512_set1_epi64(1LL << 40));
}

static inline IFMA __m512i times20(__m512i x)
{
    return _mm512_add_epi64(_mm512_slli_epi64(x, 4), _mm512_slli_epi64(x, 2));
}

/* see poly1305_internal.h */
IFMA void cairn_poly1305_ifma_blocks(uint64_t st[12], const uint8_t *in, size_t nblocks)
{
    uint64_t r[8][3], r16[3], l[3], c;
    __m512i R[3], S[3], PA[3], SA[3], PB[3], SB[3], A[3], B[3], M[3];
    int i;

    /* Two sets of eight accumulators (blocks 16g + j and 16g + 8 + j), each
     * stepping by r^16: the second set's multiply-adds fill the latency of
     * the first one's carry chain. At the end lane j of the second set (in
     * lane order 0, 4, 1, 5, 2, 6, 3, 7) still needs r^(8-j), which PB
     * holds, and the first set r^(16-j) = PB * r^8, one vector product
     * instead of eight scalar ones (this set-up is paid on every call). */
    powers44(r, st);
    mul44(r16, r[7], r[7]);
    for (i = 0; i < 3; i++) {
        PB[i] = _mm512_set_epi64((long long)r[0][i], (long long)r[4][i], (long long)r[1][i], (long long)r[5][i],
                                 (long long)r[2][i], (long long)r[6][i], (long long)r[3][i], (long long)r[7][i]);
        SB[i] = times20(PB[i]);
        PA[i] = PB[i];
        R[i] = _mm512_set1_epi64((long long)r[7][i]);
        S[i] = times20(R[i]);
    }
    vmul44(PA, R, S);
    for (i = 0; i < 3; i++) {
        SA[i] = times20(PA[i]);
        R[i] = _mm512_set1_epi64((long long)r16[i]);
        S[i] = times20(R[i]);
    }
    l[0] = st[3] & M44;
    l[1] = ((st[3] >> 44) | (st[4] << 20)) & M44;
    l[2] = (st[4] >> 24) | (st[5] << 40);

    load8_44(in, A);
    load8_44(in + 128, B);
    for (i = 0; i < 3; i++)
        A[i] = _mm512_add_epi64(A[i], _mm512_set_epi64(0, 0, 0, 0, 0, 0, 0, (long long)l[i]));
    for (in += 256, nblocks -= 16; nblocks >= 16; in += 256, nblocks -= 16) {
        vmul44(A, R, S);
        vmul44(B, R, S);
        load8_44(in, M);
        for (i = 0; i < 3; i++)
            A[i] = _mm512_add_epi64(A[i], M[i]);
        load8_44(in + 128, M);
        for (i = 0; i < 3; i++)
            B[i] = _mm512_add_epi64(B[i], M[i]);
    }
    vmul44(A, PA, SA);
    vmul44(B, PB, SB);

    for (i = 0; i < 3; i++)
        l[i] = (uint64_t)_mm512_reduce_add_epi64(_mm512_add_epi64(A[i], B[i]));
    /* Sixteen lanes of limbs below 2^45: carry, fold 2^130 = 5, carry. */
    l[1] += l[0] >> 44;
    l[0] &= M44;
    l[2] += l[1] >> 44;
    l[1] &= M44;
    c = l[2] >> 42;
    l[2] &= M42;
    l[0] += c * 5;
    l[1] += l[0] >> 44;
    l[0] &= M44;
    l[2] += l[1] >> 44;
    l[1] &= M44;
    st[3] = l[0] | (l[1] << 44);
    st[4] = (l[1] >> 20) | (l[2] << 24);
    st[5] = l[2] >> 40;
    cairn_wipe(r, sizeof r);
    cairn_wipe(r16, sizeof r16);
    cairn_wipe(l, sizeof l);
}

#else
typedef int cairn_chacha_avx512_empty; /* ISO C: no empty translation unit */
#endif
