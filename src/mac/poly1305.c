/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Poly1305 (RFC 8439 2.5): h = (h + m) * r mod 2^130 - 5 per 16-byte block,
 * tag = (h + s) mod 2^128.
 *
 * Every implementation keeps h only partially reduced between blocks
 * (2^130 = 5 mod p folds the top bits back into the bottom limb) and reduce
 * fully once, in finish, with a mask-selected subtraction of p: no branch
 * and no memory index depends on the key or the message.
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_CHACHA20

#include "mac/poly1305_internal.h"
#include "cairn/accel.h"

/* The small profile builds its own object only (below), and m64 where the
 * x86-64 back ends are built too (they are m64's). */
#define POLY_M64 (!CAIRN_SMALL || CAIRN_ENABLE_X86_ACCEL)
#define POLY_M32 (!CAIRN_SMALL)

/* ================================================= m64: radix 2^64 limbs */
#if POLY_M64

/* Double-word arithmetic: unsigned __int128 where the compiler has it, else
 * a pair of 64-bit words built from 32x32->64 products (CAIRN_NO_INT128
 * forces the fallback, so tests can run it on a host that has the type). */
#if defined(__SIZEOF_INT128__) && !defined(CAIRN_NO_INT128)
__extension__ typedef unsigned __int128 dw;
CAIRN_INLINE dw dw_add64(dw a, uint64_t b) { return a + b; }
CAIRN_INLINE dw dw_from(uint64_t a) { return a; }
CAIRN_INLINE uint64_t dw_lo(dw a) { return (uint64_t)a; }
CAIRN_INLINE uint64_t dw_hi(dw a) { return (uint64_t)(a >> 64); }
#else
typedef struct {
    uint64_t lo, hi;
} dw;
/* Carry out of a + b = s, without a comparison the compiler might branch on. */
CAIRN_INLINE uint64_t carry64(uint64_t a, uint64_t b, uint64_t s) { return ((a & b) | ((a | b) & ~s)) >> 63; }
CAIRN_INLINE dw dw_mul(uint64_t a, uint64_t b)
{
    uint64_t a0 = (uint32_t)a, a1 = a >> 32, b0 = (uint32_t)b, b1 = b >> 32;
    uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    uint64_t mid = (p00 >> 32) + (uint32_t)p01 + (uint32_t)p10; /* < 3 * 2^32 */
    dw r;
    r.lo = (mid << 32) | (uint32_t)p00;
    r.hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
    return r;
}
CAIRN_INLINE dw dw_add64(dw a, uint64_t b)
{
    dw r;
    r.lo = a.lo + b;
    r.hi = a.hi + carry64(a.lo, b, r.lo);
    return r;
}
CAIRN_INLINE dw dw_from(uint64_t a)
{
    dw r;
    r.lo = a;
    r.hi = 0;
    return r;
}
CAIRN_INLINE uint64_t dw_lo(dw a) { return a.lo; }
CAIRN_INLINE uint64_t dw_hi(dw a) { return a.hi; }
#endif

/* st: r0, r1, s1 = r1 + r1/4, h0, h1, h2, pad0, pad1. */
static void m64_init(uint64_t st[12], const uint8_t key[CAIRN_POLY1305_KEY_LEN])
{
    uint64_t r0 = cairn_load64_le(key) & 0x0ffffffc0fffffffull;
    uint64_t r1 = cairn_load64_le(key + 8) & 0x0ffffffc0ffffffcull;

    st[0] = r0;
    st[1] = r1;
    /* r1 is a multiple of 4, so r1 * 2^128 = (r1 / 4) * 2^130 = 5 * r1 / 4 (mod p). */
    st[2] = r1 + (r1 >> 2);
    st[3] = st[4] = st[5] = 0;
    st[6] = cairn_load64_le(key + 16);
    st[7] = cairn_load64_le(key + 24);
}

/* Carry out of s = a + b, as 0 or 1. With a 128-bit type the compiler
 * lowers this to the flag (ADD/ADC, SETC), never a branch; the portable
 * form computes it from the top bits. */
#if defined(__SIZEOF_INT128__) && !defined(CAIRN_NO_INT128)
#define CARRY(s, a) ((uint64_t)((s) < (a)))
#else
#define CARRY(s, a) carry64((a), (s) - (a), (s))
#define MUL64(l_, h_, a, b)                                                                                            \
    do {                                                                                                               \
        dw p_ = dw_mul((a), (b));                                                                                      \
        l_ = p_.lo;                                                                                                    \
        h_ = p_.hi;                                                                                                    \
    } while (0)
#endif

/* The block loop, specialised on hibit (a constant after inlining) so it
 * needs one register less. */
CAIRN_INLINE void m64_loop(uint64_t st[12], const uint8_t *in, const uint8_t *end, uint64_t hibit)
{
    const uint64_t r0 = st[0], r1 = st[1], s1 = st[2];
    uint64_t h0 = st[3], h1 = st[4], h2 = st[5];

    /* The additions of 64-bit words carry explicitly: gcc 12 spills 128-bit
     * additions of zero-extended words to the stack. The product sums stay
     * 128-bit, which it compiles well. */
    while (in != end) {
        uint64_t m0 = cairn_load64_le(in), m1 = cairn_load64_le(in + 8);
        uint64_t t, c;

        h0 += m0;
        c = CARRY(h0, m0);
        h1 += c;
        t = CARRY(h1, c);
        h1 += m1;
        t += CARRY(h1, m1);
        h2 += t + hibit;

        /* h2 <= 6 and r0, s1 < 2^61: d0, d1 < 2^127, h2 * s1 and h2 * r0 < 2^64. */
#if defined(__SIZEOF_INT128__) && !defined(CAIRN_NO_INT128)
        {
            dw d0 = (dw)h0 * r0 + (dw)h1 * s1;
            dw d1 = (dw)h0 * r1 + (dw)h1 * r0 + (h2 * s1) + (uint64_t)(d0 >> 64);
            h0 = (uint64_t)d0;
            h1 = (uint64_t)d1;
            h2 = (uint64_t)(d1 >> 64) + h2 * r0;
        }
#else
        {
            uint64_t a0, a1, b0, b1, d0, d0h, d1, d1h;
            MUL64(a0, a1, h0, r0);
            MUL64(b0, b1, h1, s1);
            d0 = a0 + b0;
            d0h = a1 + b1 + CARRY(d0, b0);
            MUL64(a0, a1, h0, r1);
            MUL64(b0, b1, h1, r0);
            d1 = a0 + b0;
            d1h = a1 + b1 + CARRY(d1, b0);
            t = h2 * s1;
            d1 += t;
            d1h += CARRY(d1, t);
            d1 += d0h;
            d1h += CARRY(d1, d0h);
            h0 = d0;
            h1 = d1;
            h2 = d1h + h2 * r0;
        }
#endif

        /* Fold bits 130 and up: 2^130 = 5 (mod p). Leaves h2 <= 4. */
        c = (h2 >> 2) + (h2 & ~(uint64_t)3);
        h2 &= 3;
        h0 += c;
        c = CARRY(h0, c);
        h1 += c;
        h2 += CARRY(h1, c);
        in += 16;
    }
    st[3] = h0;
    st[4] = h1;
    st[5] = h2;
}

static void m64_blocks(uint64_t st[12], const uint8_t *in, size_t nblocks, uint32_t hibit)
{
    if (hibit)
        m64_loop(st, in, in + 16 * nblocks, 1);
    else
        m64_loop(st, in, in + 16 * nblocks, 0);
}

static void m64_finish(uint64_t st[12], uint8_t tag[CAIRN_POLY1305_TAG_LEN])
{
    uint64_t h0 = st[3], h1 = st[4], h2 = st[5], g0, g1, g2, c, mask;
    dw t;

    c = (h2 >> 2) + (h2 & ~(uint64_t)3);
    h2 &= 3;
    t = dw_add64(dw_from(h0), c);
    h0 = dw_lo(t);
    t = dw_add64(dw_from(h1), dw_hi(t));
    h1 = dw_lo(t);
    h2 += dw_hi(t);
    /* h < 2^130 + 2^64 < 2p: h mod p is h or h - p = (h + 5) - 2^130,
     * whichever is below 2^130; bit 130 of h + 5 tells which. */
    t = dw_add64(dw_from(h0), 5);
    g0 = dw_lo(t);
    t = dw_add64(dw_from(h1), dw_hi(t));
    g1 = dw_lo(t);
    g2 = h2 + dw_hi(t);
    mask = cairn_ct_mask64(g2 >> 2);
    h0 = (h0 & ~mask) | (g0 & mask);
    h1 = (h1 & ~mask) | (g1 & mask);
    t = dw_add64(dw_from(h0), st[6]);
    cairn_store64_le(tag, dw_lo(t));
    cairn_store64_le(tag + 8, h1 + st[7] + dw_hi(t));
}

#if !CAIRN_SMALL /* the small profile lists only its own object (the x86 back ends use m64's functions) */
static const cairn_poly1305_impl poly1305_m64 = {{"m64", CAIRN_PRIM_POLY1305, 0}, m64_init, m64_blocks, m64_finish};
#endif

/* see poly1305_internal.h: the objects keyed by m64_init keep m64's state */
int cairn_poly1305_m64_layout(const cairn_poly1305_impl *impl) { return impl->init == m64_init; }

#if CAIRN_ENABLE_X86_ACCEL
/* ------------------------- radix-2^26 helpers for the vector back ends */

#define M26 0x3ffffffu

static void to26(uint64_t o[5], uint64_t lo, uint64_t hi, uint64_t top)
{
    o[0] = lo & M26;
    o[1] = (lo >> 26) & M26;
    o[2] = ((lo >> 52) | (hi << 12)) & M26;
    o[3] = (hi >> 14) & M26;
    o[4] = (hi >> 40) | (top << 24);
}

/* Carry limbs (each below 2^63) down to 26 bits, folding 2^130 = 5; the
 * value is kept mod p. Afterwards limbs 0..3 are below 2^26 and limb 4 is
 * at most 2^26 + 2^12. */
static void carry26(uint64_t l[5])
{
    uint64_t c;
    int i;

    for (i = 0; i < 4; i++) {
        l[i + 1] += l[i] >> 26;
        l[i] &= M26;
    }
    c = l[4] >> 26;
    l[4] &= M26;
    l[0] += c * 5;
    for (i = 0; i < 4; i++) {
        l[i + 1] += l[i] >> 26;
        l[i] &= M26;
    }
}

/* o = a * b mod p (limbs below 2^27). */
static void mul26(uint64_t o[5], const uint64_t a[5], const uint64_t b[5])
{
    uint64_t s1 = 5 * b[1], s2 = 5 * b[2], s3 = 5 * b[3], s4 = 5 * b[4];
    uint64_t d[5];

    d[0] = a[0] * b[0] + a[1] * s4 + a[2] * s3 + a[3] * s2 + a[4] * s1;
    d[1] = a[0] * b[1] + a[1] * b[0] + a[2] * s4 + a[3] * s3 + a[4] * s2;
    d[2] = a[0] * b[2] + a[1] * b[1] + a[2] * b[0] + a[3] * s4 + a[4] * s3;
    d[3] = a[0] * b[3] + a[1] * b[2] + a[2] * b[1] + a[3] * b[0] + a[4] * s4;
    d[4] = a[0] * b[4] + a[1] * b[3] + a[2] * b[2] + a[3] * b[1] + a[4] * b[0];
    carry26(d);
    memcpy(o, d, sizeof d);
}

/* see poly1305_internal.h */
void cairn_poly1305_get26(const uint64_t st[12], uint64_t h[5], uint64_t r[][5], unsigned n)
{
    unsigned i;

    to26(h, st[3], st[4], st[5]);
    to26(r[0], st[0], st[1], 0);
    for (i = 1; i < n; i++)
        mul26(r[i], r[i - 1], r[0]);
}

/* see poly1305_internal.h */
void cairn_poly1305_put26(uint64_t st[12], uint64_t l[5])
{
    carry26(l);
    /* Limbs 0..3 below 2^26, so the fields do not overlap; limb 4 may
     * exceed 26 bits, its top goes to h2 (at most 4). */
    st[3] = l[0] | (l[1] << 26) | (l[2] << 52);
    st[4] = (l[2] >> 12) | (l[3] << 14) | (l[4] << 40);
    st[5] = l[4] >> 24;
}
#endif

#if CAIRN_ENABLE_X86_ACCEL
/* "x86-64": m64 with its block step as baseline x86-64 assembly
 * (CAIRN_POLY1305_X86_STEP, poly1305_internal.h; about 14 core cycles a
 * block against 21 for gcc 12's code of the C step on Zen 4), what x86-64
 * runs when no vector object is usable, and the vector objects' scalar
 * tails (messages under 32 blocks, the last few blocks of longer ones). It
 * needs no optional CPU feature (as the Cortex-M "arm-umaal" bignum engine),
 * so it is the portable object of x86-64 builds; the C object stays listed
 * after it (the tests and the ct harness run both). */
static void x64_blocks(uint64_t st[12], const uint8_t *in, size_t nblocks, uint32_t hibit)
{
    if (hibit) /* public: 0 only for the last, padded block */
        cairn_poly1305_x86_loop(st, in, nblocks, 1);
    else
        cairn_poly1305_x86_loop(st, in, nblocks, 0);
}

/* Below this many blocks the scalar loop wins: the vector paths recompute
 * the powers of r and convert h on every call. */
#define VEC_MIN_BLOCKS 32

static void avx2_blocks(uint64_t st[12], const uint8_t *in, size_t nblocks, uint32_t hibit)
{
    if (hibit && nblocks >= VEC_MIN_BLOCKS) {
        size_t n = nblocks & ~(size_t)3;
        cairn_poly1305_avx2_blocks(st, in, n);
        in += 16 * n;
        nblocks -= n;
    }
    x64_blocks(st, in, nblocks, hibit);
}

static void avx512_blocks(uint64_t st[12], const uint8_t *in, size_t nblocks, uint32_t hibit)
{
    if (hibit && nblocks >= 2 * VEC_MIN_BLOCKS) {
        size_t n = nblocks & ~(size_t)7;
        cairn_poly1305_avx512_blocks(st, in, n);
        in += 16 * n;
        nblocks -= n;
    }
    avx2_blocks(st, in, nblocks, hibit);
}

static void ifma_blocks(uint64_t st[12], const uint8_t *in, size_t nblocks, uint32_t hibit)
{
    if (hibit && nblocks >= 2 * VEC_MIN_BLOCKS) {
        size_t n = nblocks & ~(size_t)15;
        cairn_poly1305_ifma_blocks(st, in, n);
        in += 16 * n;
        nblocks -= n;
    }
    avx2_blocks(st, in, nblocks, hibit);
}

#define POLY_AVX2_NEEDS (CAIRN_CPU_X86_AVX | CAIRN_CPU_X86_AVX2)
#define POLY_AVX512_NEEDS (POLY_AVX2_NEEDS | CAIRN_CPU_X86_AVX512F | CAIRN_CPU_X86_AVX512VL)
static const cairn_poly1305_impl poly1305_avx2 = {{"x86-avx2", CAIRN_PRIM_POLY1305, POLY_AVX2_NEEDS}, m64_init,
                                                  avx2_blocks, m64_finish};
static const cairn_poly1305_impl poly1305_ifma = {
    {"x86-avx512ifma", CAIRN_PRIM_POLY1305, POLY_AVX512_NEEDS | CAIRN_CPU_X86_AVX512IFMA}, m64_init, ifma_blocks,
    m64_finish};
static const cairn_poly1305_impl poly1305_avx512 = {{"x86-avx512", CAIRN_PRIM_POLY1305, POLY_AVX512_NEEDS}, m64_init,
                                                    avx512_blocks, m64_finish};
static const cairn_poly1305_impl poly1305_x64 = {{"x86-64", CAIRN_PRIM_POLY1305, 0}, m64_init, x64_blocks, m64_finish};
#endif
#else
/* see poly1305_internal.h */
int cairn_poly1305_m64_layout(const cairn_poly1305_impl *impl)
{
    (void)impl;
    return 0;
}
#endif /* POLY_M64 */

/* ================================================= m32: radix 2^26 limbs */
#if POLY_M32

/* st: r[0..4], h[0..4], pad (two 64-bit words); limbs below 2^26 (h
 * slightly above between blocks). */
static void m32_init(uint64_t st[12], const uint8_t key[CAIRN_POLY1305_KEY_LEN])
{
    uint32_t t0 = cairn_load32_le(key) & 0x0fffffffu;
    uint32_t t1 = cairn_load32_le(key + 4) & 0x0ffffffcu;
    uint32_t t2 = cairn_load32_le(key + 8) & 0x0ffffffcu;
    uint32_t t3 = cairn_load32_le(key + 12) & 0x0ffffffcu;
    unsigned i;

    st[0] = t0 & 0x3ffffff;
    st[1] = ((t0 >> 26) | (t1 << 6)) & 0x3ffffff;
    st[2] = ((t1 >> 20) | (t2 << 12)) & 0x3ffffff;
    st[3] = ((t2 >> 14) | (t3 << 18)) & 0x3ffffff;
    st[4] = t3 >> 8;
    for (i = 5; i < 10; i++)
        st[i] = 0;
    st[10] = cairn_load64_le(key + 16);
    st[11] = cairn_load64_le(key + 24);
}

static void m32_blocks(uint64_t st[12], const uint8_t *in, size_t nblocks, uint32_t hibit)
{
    const uint32_t r0 = (uint32_t)st[0], r1 = (uint32_t)st[1], r2 = (uint32_t)st[2], r3 = (uint32_t)st[3],
                   r4 = (uint32_t)st[4];
    const uint32_t s1 = 5 * r1, s2 = 5 * r2, s3 = 5 * r3, s4 = 5 * r4;
    uint32_t h0 = (uint32_t)st[5], h1 = (uint32_t)st[6], h2 = (uint32_t)st[7], h3 = (uint32_t)st[8],
             h4 = (uint32_t)st[9];
    const uint32_t top = hibit << 24;

    while (nblocks-- > 0) {
        uint32_t m0 = cairn_load32_le(in), m1 = cairn_load32_le(in + 4), m2 = cairn_load32_le(in + 8),
                 m3 = cairn_load32_le(in + 12), c;
        uint64_t d0, d1, d2, d3, d4;

        h0 += m0 & 0x3ffffff;
        h1 += ((m0 >> 26) | (m1 << 6)) & 0x3ffffff;
        h2 += ((m1 >> 20) | (m2 << 12)) & 0x3ffffff;
        h3 += ((m2 >> 14) | (m3 << 18)) & 0x3ffffff;
        h4 += (m3 >> 8) | top;

        /* Limbs < 2^27 and r_i, s_i < 2^29: each sum of five products < 2^59. */
        d0 = (uint64_t)h0 * r0 + (uint64_t)h1 * s4 + (uint64_t)h2 * s3 + (uint64_t)h3 * s2 + (uint64_t)h4 * s1;
        d1 = (uint64_t)h0 * r1 + (uint64_t)h1 * r0 + (uint64_t)h2 * s4 + (uint64_t)h3 * s3 + (uint64_t)h4 * s2;
        d2 = (uint64_t)h0 * r2 + (uint64_t)h1 * r1 + (uint64_t)h2 * r0 + (uint64_t)h3 * s4 + (uint64_t)h4 * s3;
        d3 = (uint64_t)h0 * r3 + (uint64_t)h1 * r2 + (uint64_t)h2 * r1 + (uint64_t)h3 * r0 + (uint64_t)h4 * s4;
        d4 = (uint64_t)h0 * r4 + (uint64_t)h1 * r3 + (uint64_t)h2 * r2 + (uint64_t)h3 * r1 + (uint64_t)h4 * r0;

        c = (uint32_t)(d0 >> 26);
        h0 = (uint32_t)d0 & 0x3ffffff;
        d1 += c;
        c = (uint32_t)(d1 >> 26);
        h1 = (uint32_t)d1 & 0x3ffffff;
        d2 += c;
        c = (uint32_t)(d2 >> 26);
        h2 = (uint32_t)d2 & 0x3ffffff;
        d3 += c;
        c = (uint32_t)(d3 >> 26);
        h3 = (uint32_t)d3 & 0x3ffffff;
        d4 += c;
        c = (uint32_t)(d4 >> 26);
        h4 = (uint32_t)d4 & 0x3ffffff;
        h0 += c * 5;
        c = h0 >> 26;
        h0 &= 0x3ffffff;
        h1 += c;
        in += 16;
    }
    st[5] = h0;
    st[6] = h1;
    st[7] = h2;
    st[8] = h3;
    st[9] = h4;
}

static void m32_finish(uint64_t st[12], uint8_t tag[CAIRN_POLY1305_TAG_LEN])
{
    uint32_t h0 = (uint32_t)st[5], h1 = (uint32_t)st[6], h2 = (uint32_t)st[7], h3 = (uint32_t)st[8],
             h4 = (uint32_t)st[9];
    uint32_t g0, g1, g2, g3, g4, c, mask, w0, w1, w2, w3;
    uint64_t f;

    /* Full carry: every limb below 2^26, h4 possibly just above. */
    c = h1 >> 26;
    h1 &= 0x3ffffff;
    h2 += c;
    c = h2 >> 26;
    h2 &= 0x3ffffff;
    h3 += c;
    c = h3 >> 26;
    h3 &= 0x3ffffff;
    h4 += c;
    c = h4 >> 26;
    h4 &= 0x3ffffff;
    h0 += c * 5;
    c = h0 >> 26;
    h0 &= 0x3ffffff;
    h1 += c;

    /* g = h + 5 - 2^130; keep g when it did not borrow (h >= p). */
    g0 = h0 + 5;
    c = g0 >> 26;
    g0 &= 0x3ffffff;
    g1 = h1 + c;
    c = g1 >> 26;
    g1 &= 0x3ffffff;
    g2 = h2 + c;
    c = g2 >> 26;
    g2 &= 0x3ffffff;
    g3 = h3 + c;
    c = g3 >> 26;
    g3 &= 0x3ffffff;
    g4 = h4 + c - (1u << 26);
    mask = cairn_ct_mask32(1u ^ (g4 >> 31));
    h0 = (h0 & ~mask) | (g0 & mask);
    h1 = (h1 & ~mask) | (g1 & mask);
    h2 = (h2 & ~mask) | (g2 & mask);
    h3 = (h3 & ~mask) | (g3 & mask);
    h4 = (h4 & ~mask) | (g4 & mask);

    /* To 32-bit words (mod 2^128) with exact carries (h1 may hold a 27th
     * bit after the last fold), then add s. */
    f = (uint64_t)h0 + ((uint64_t)h1 << 26);
    w0 = (uint32_t)f;
    f = (f >> 32) + ((uint64_t)h2 << 20);
    w1 = (uint32_t)f;
    f = (f >> 32) + ((uint64_t)h3 << 14);
    w2 = (uint32_t)f;
    f = (f >> 32) + ((uint64_t)h4 << 8);
    w3 = (uint32_t)f;
    f = (uint64_t)w0 + (uint32_t)st[10];
    cairn_store32_le(tag, (uint32_t)f);
    f = (uint64_t)w1 + (uint32_t)(st[10] >> 32) + (f >> 32);
    cairn_store32_le(tag + 4, (uint32_t)f);
    f = (uint64_t)w2 + (uint32_t)st[11] + (f >> 32);
    cairn_store32_le(tag + 8, (uint32_t)f);
    f = (uint64_t)w3 + (uint32_t)(st[11] >> 32) + (f >> 32);
    cairn_store32_le(tag + 12, (uint32_t)f);
}

static const cairn_poly1305_impl poly1305_m32 = {{"m32", CAIRN_PRIM_POLY1305, 0}, m32_init, m32_blocks, m32_finish};
#endif /* POLY_M32 */

/* ================================= small: radix 2^8 limbs, rolled loops */
#if CAIRN_SMALL

/*
 * The small profile's Poly1305: the least code rather than the fewest
 * cycles. Numbers are 17 limbs of 8 bits (little-endian bytes, the top limb
 * holding bits 128 and up), so a block, r and s need no conversion and
 * every step is one short loop; a product's terms past 2^136 come back as
 * 320 times themselves (2^136 = 2^130 * 2^6 = 5 * 64 mod p). The state is
 * kept as bytes in st: r at 0, h at 17 (limbs carried to 8 bits, the top
 * one to 2 bits and the little above), s at 34. Constant time: no branch
 * or index on data.
 */
#define SM_R 0
#define SM_H 17
#define SM_S 34

/* Carries h (limbs below 2^30) through its limbs, each to 8 bits, the top
 * one to 2 bits, what is above 2^130 coming back in at the bottom as 5
 * times itself: after the first pass that is below 2^30, after the second
 * at most 5; after the third it is 5 only if that pass wrapped past 2^130,
 * leaving limb 0 below 5, so adding it keeps every limb in range. */
static void small_carry(uint32_t h[17])
{
    uint32_t c = 0;
    unsigned k, j;

    for (k = 0; k < 3; k++) {
        for (j = 0; j < 16; j++) {
            c += h[j];
            h[j] = c & 255;
            c >>= 8;
        }
        c += h[16];
        h[16] = c & 3;
        c = 5 * (c >> 2);
    }
    h[0] += c;
}

static void small_init(uint64_t st[12], const uint8_t key[CAIRN_POLY1305_KEY_LEN])
{
    uint8_t *b = (uint8_t *)st;
    unsigned j;

    memset(st, 0, 12 * sizeof *st);
    for (j = 0; j < 16; j++) {
        /* the clamp (RFC 8439 2.5): the top 4 bits of bytes 3, 7, 11, 15
         * and the bottom 2 of bytes 4, 8, 12 cleared */
        b[SM_R + j] = (uint8_t)(key[j] & ((j != 0 ? 0x0ffffffcu : 0x0fffffffu) >> (8 * (j & 3))));
        b[SM_S + j] = key[16 + j];
    }
}

static void small_blocks(uint64_t st[12], const uint8_t *in, size_t nblocks, uint32_t hibit)
{
    uint8_t *b = (uint8_t *)st;
    uint32_t hx[34], *h = hx, *x = hx + 17;
    unsigned i, j;

    while (nblocks-- > 0) {
        for (j = 0; j < 17; j++)
            h[j] = b[SM_H + j] + (j < 16 ? in[j] : hibit);
        for (i = 0; i < 17; i++) {
            x[i] = 0;
            for (j = 0; j < 17; j++)
                x[i] += h[j] * (j <= i ? b[SM_R + i - j] : 320u * b[SM_R + i + 17 - j]);
        }
        small_carry(x);
        for (j = 0; j < 17; j++)
            b[SM_H + j] = (uint8_t)x[j];
        in += 16;
    }
    cairn_wipe(hx, sizeof hx);
}

static void small_finish(uint64_t st[12], uint8_t tag[CAIRN_POLY1305_TAG_LEN])
{
    const uint8_t *h = (const uint8_t *)st + SM_H; /* stored carried: below 2^130 */
    const uint8_t *pad = (const uint8_t *)st + SM_S;
    uint32_t g[17], keep, c = 5;
    unsigned j;

    /* g = h + 2^136 - p: bit 135 of g is set exactly when h < p, and then h is
     * kept; else g mod 2^136 = h - p */
    for (j = 0; j < 17; j++) {
        c += h[j] + (j == 16 ? 252 : 0);
        g[j] = c & 255;
        c >>= 8;
    }
    keep = 0u - (g[16] >> 7);
    c = 0;
    for (j = 0; j < 16; j++) {
        c += ((h[j] & keep) | (g[j] & ~keep)) + pad[j];
        tag[j] = (uint8_t)c;
        c >>= 8;
    }
    cairn_wipe(g, sizeof g);
}

static const cairn_poly1305_impl poly1305_small = {
    {"small", CAIRN_PRIM_POLY1305, 0}, small_init, small_blocks, small_finish};
#endif

/* ================================================================ context */

/* see cairn/mac.h */
const cairn_impl *const cairn_poly1305_impls[] = {
#if CAIRN_ENABLE_X86_ACCEL
    &poly1305_ifma.base,
    &poly1305_avx512.base,
    &poly1305_avx2.base,
    &poly1305_x64.base,
#endif
#if CAIRN_SMALL
    &poly1305_small.base,
#elif UINTPTR_MAX > 0xffffffffu
    &poly1305_m64.base,
    &poly1305_m32.base,
#else
    &poly1305_m32.base,
    &poly1305_m64.base,
#endif
    NULL};

/* see poly1305_internal.h */
void cairn_poly1305_key(cairn_poly1305_ctx *ctx, const cairn_poly1305_impl *impl,
                        const uint8_t key[CAIRN_POLY1305_KEY_LEN])
{
    cairn_wipe(ctx, sizeof *ctx);
    ctx->impl = impl;
    impl->init(ctx->st, key);
}

#if CAIRN_SMALL
/* see poly1305_internal.h; the small profile's: every byte through the
 * buffer */
void cairn_poly1305_absorb(cairn_poly1305_ctx *ctx, const uint8_t *in, size_t len)
{
    size_t i;

    for (i = 0; i < len; i++) {
        ctx->buf[ctx->bufn++] = in[i];
        if (ctx->bufn == 16) {
            ctx->impl->blocks(ctx->st, ctx->buf, 1, 1);
            ctx->bufn = 0;
        }
    }
}
#else
/* see poly1305_internal.h */
void cairn_poly1305_absorb(cairn_poly1305_ctx *ctx, const uint8_t *in, size_t len)
{
    const cairn_poly1305_impl *impl = ctx->impl;
    size_t n;

    if (ctx->bufn > 0) {
        n = 16 - ctx->bufn;
        if (n > len)
            n = len;
        memcpy(ctx->buf + ctx->bufn, in, n);
        ctx->bufn += (uint32_t)n;
        in += n;
        len -= n;
        if (ctx->bufn < 16)
            return;
        impl->blocks(ctx->st, ctx->buf, 1, 1);
        ctx->bufn = 0;
    }
    n = len & ~(size_t)15;
    if (n > 0) {
        impl->blocks(ctx->st, in, n >> 4, 1);
        in += n;
        len -= n;
    }
    if (len > 0) {
        memcpy(ctx->buf, in, len);
        ctx->bufn = (uint32_t)len;
    }
}
#endif

/* see poly1305_internal.h */
void cairn_poly1305_tag(cairn_poly1305_ctx *ctx, uint8_t tag[CAIRN_POLY1305_TAG_LEN])
{
    const cairn_poly1305_impl *impl = ctx->impl;
    if (ctx->bufn > 0) {
        /* RFC 8439 2.5.1: a short last block gets its 0x01 byte right after the data. */
        ctx->buf[ctx->bufn] = 1;
        memset(ctx->buf + ctx->bufn + 1, 0, 15 - ctx->bufn);
        impl->blocks(ctx->st, ctx->buf, 1, 0);
    }
    impl->finish(ctx->st, tag);
    cairn_wipe(ctx, sizeof *ctx);
}

/* see cairn/mac.h */
int cairn_poly1305_init_ex(cairn_poly1305_ctx *ctx, const cairn_impl *impl, const uint8_t key[CAIRN_POLY1305_KEY_LEN])
{
    int rc;
    if (ctx == NULL || key == NULL)
        return CAIRN_ERR_BAD_ARG;
    cairn_wipe(ctx, sizeof *ctx);
    rc = cairn_impl_accept(impl, CAIRN_PRIM_POLY1305);
    if (rc != CAIRN_OK)
        return rc;
    cairn_poly1305_key(ctx, (const cairn_poly1305_impl *)impl, key);
    return CAIRN_OK;
}

/* see cairn/mac.h */
int cairn_poly1305_init(cairn_poly1305_ctx *ctx, const uint8_t key[CAIRN_POLY1305_KEY_LEN])
{
    return cairn_poly1305_init_ex(ctx, cairn_impl_best(cairn_poly1305_impls), key);
}

/* see cairn/mac.h */
void cairn_poly1305_wipe(cairn_poly1305_ctx *ctx)
{
    if (ctx != NULL)
        cairn_wipe(ctx, sizeof *ctx);
}

/* see cairn/mac.h */
int cairn_poly1305_update(cairn_poly1305_ctx *ctx, const uint8_t *in, size_t len)
{
    if (ctx == NULL || !CAIRN_BUF_OK(in, len))
        return CAIRN_ERR_BAD_ARG;
    if (ctx->impl == NULL)
        return CAIRN_ERR_STATE;
    cairn_poly1305_absorb(ctx, in, len);
    return CAIRN_OK;
}

/* see cairn/mac.h */
int cairn_poly1305_final(cairn_poly1305_ctx *ctx, uint8_t tag[CAIRN_POLY1305_TAG_LEN])
{
    if (ctx == NULL || tag == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (ctx->impl == NULL)
        return CAIRN_ERR_STATE;
    cairn_poly1305_tag(ctx, tag);
    return CAIRN_OK;
}

/* see cairn/mac.h */
int cairn_poly1305(uint8_t tag[CAIRN_POLY1305_TAG_LEN], const uint8_t key[CAIRN_POLY1305_KEY_LEN],
                   const uint8_t *in, size_t len)
{
    cairn_poly1305_ctx ctx;
    int rc;

    if (tag == NULL || key == NULL || !CAIRN_BUF_OK(in, len))
        return CAIRN_ERR_BAD_ARG;
    rc = cairn_poly1305_init(&ctx, key);
    if (rc == CAIRN_OK)
        rc = cairn_poly1305_update(&ctx, in, len);
    if (rc == CAIRN_OK)
        rc = cairn_poly1305_final(&ctx, tag);
    cairn_wipe(&ctx, sizeof ctx);
    return rc;
}

#endif
