/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * GF(2^255 - 19), 32-bit representation for 32-bit cores: ten unsigned limbs
 * in radix 2^25.5 (limb i at bit ceil(25.5 i): even limbs 26 bits, odd limbs
 * 25 bits), products 32x32->64 accumulated in 64-bit sums (one UMLAL each on
 * Cortex-M). Static inline like f25519_64.h, with the same function set.
 *
 * Limb bounds (checked by enumerating worst-case column sums):
 *  - "reduced" (mul/sqr/mul_small/carry/sub/frombytes output): limbs < 2^26
 *    (even), < 2^25 + 2^17 (odd).
 *  - f32_add is not carried. f32_mul accepts limbs < 2^27.7 (column sums of
 *    ten products up to 2 * 19 * 2^27.7 * 2^27.7 stay below 2^64, and 19 g
 *    fits 32 bits); f32_sqr the same, and odd limbs < 2^26.75 (38 f fits).
 *  - f32_sub(a, b) adds 4p, accepts b limbs < 2^27.9 (even) / 2^26.9 (odd), carries.
 *  - f32_sub_nc(a, b), for the ladder, adds 2p and does not carry: a and b
 *    reduced give limbs < 3 * 2^26 (even), < 3 * 2^25 + 2^18 (odd).
 *
 * Cortex-M notes (gcc -O2, counted on the emulated M7): the ten-limb loops
 * are written out (gcc keeps them as loops, whose control costs as much as
 * the arithmetic); mul and sqr stay in product-scanning form with one 64-bit
 * sum per column: none of the column, row-block and sliding-window orders
 * tried did better, since gcc spills the 34 operand values of a 10x10
 * product to the stack whatever the source order.
 */
#ifndef CAIRN_ED_F25519_32_H
#define CAIRN_ED_F25519_32_H

#include <stdint.h>

#include "core/internal.h"

typedef uint32_t f32_fe[10];

/* mul and sqr are long (100 and 55 products) and left to the compiler's
 * inlining judgement rather than forced inline: forcing them put a copy at
 * every call site (an inversion chain alone has 265) and multiplied the
 * flash image for little speed. */
#define F32_OUTLINE static inline

#define F32_M26 ((uint32_t)0x3ffffff)
#define F32_M25 ((uint32_t)0x1ffffff)

/* The ten-limb loops are written out: gcc -O2 keeps them as loops, and on a
 * Cortex-M the loop control costs as much as the arithmetic. */
CAIRN_INLINE void f32_copy(f32_fe r, const f32_fe a)
{
    uint32_t a0 = a[0], a1 = a[1], a2 = a[2], a3 = a[3], a4 = a[4], a5 = a[5], a6 = a[6], a7 = a[7], a8 = a[8],
             a9 = a[9];
    r[0] = a0; r[1] = a1; r[2] = a2; r[3] = a3; r[4] = a4; r[5] = a5; r[6] = a6; r[7] = a7; r[8] = a8; r[9] = a9;
}

CAIRN_INLINE void f32_set(f32_fe r, uint32_t v)
{
    r[0] = v; r[1] = 0; r[2] = 0; r[3] = 0; r[4] = 0; r[5] = 0; r[6] = 0; r[7] = 0; r[8] = 0; r[9] = 0;
}

CAIRN_INLINE void f32_add(f32_fe r, const f32_fe a, const f32_fe b)
{
    r[0] = a[0] + b[0]; r[1] = a[1] + b[1]; r[2] = a[2] + b[2]; r[3] = a[3] + b[3]; r[4] = a[4] + b[4];
    r[5] = a[5] + b[5]; r[6] = a[6] + b[6]; r[7] = a[7] + b[7]; r[8] = a[8] + b[8]; r[9] = a[9] + b[9];
}

CAIRN_INLINE void f32_carry(f32_fe r)
{
    uint32_t c;
    c = r[0] >> 26; r[0] &= F32_M26; r[1] += c;
    c = r[1] >> 25; r[1] &= F32_M25; r[2] += c;
    c = r[2] >> 26; r[2] &= F32_M26; r[3] += c;
    c = r[3] >> 25; r[3] &= F32_M25; r[4] += c;
    c = r[4] >> 26; r[4] &= F32_M26; r[5] += c;
    c = r[5] >> 25; r[5] &= F32_M25; r[6] += c;
    c = r[6] >> 26; r[6] &= F32_M26; r[7] += c;
    c = r[7] >> 25; r[7] &= F32_M25; r[8] += c;
    c = r[8] >> 26; r[8] &= F32_M26; r[9] += c;
    c = r[9] >> 25; r[9] &= F32_M25; r[0] += c * 19;
    c = r[0] >> 26; r[0] &= F32_M26; r[1] += c;
}

/* r = a - b + 4p, carried. */
CAIRN_INLINE void f32_sub(f32_fe r, const f32_fe a, const f32_fe b)
{
    uint32_t h0 = (a[0] + 0xfffffb4u) - b[0], h1 = (a[1] + 0x7fffffcu) - b[1], h2 = (a[2] + 0xffffffcu) - b[2],
             h3 = (a[3] + 0x7fffffcu) - b[3], h4 = (a[4] + 0xffffffcu) - b[4], h5 = (a[5] + 0x7fffffcu) - b[5],
             h6 = (a[6] + 0xffffffcu) - b[6], h7 = (a[7] + 0x7fffffcu) - b[7], h8 = (a[8] + 0xffffffcu) - b[8],
             h9 = (a[9] + 0x7fffffcu) - b[9];
    h1 += h0 >> 26; h0 &= F32_M26; h2 += h1 >> 25; h1 &= F32_M25; h3 += h2 >> 26; h2 &= F32_M26;
    h4 += h3 >> 25; h3 &= F32_M25; h5 += h4 >> 26; h4 &= F32_M26; h6 += h5 >> 25; h5 &= F32_M25;
    h7 += h6 >> 26; h6 &= F32_M26; h8 += h7 >> 25; h7 &= F32_M25; h9 += h8 >> 26; h8 &= F32_M26;
    h0 += 19 * (h9 >> 25); h9 &= F32_M25; h1 += h0 >> 26; h0 &= F32_M26;
    r[0] = h0; r[1] = h1; r[2] = h2; r[3] = h3; r[4] = h4; r[5] = h5; r[6] = h6; r[7] = h7; r[8] = h8; r[9] = h9;
}

/*
 * r = a - b + 2p, not carried, for a and b reduced (the ladder's operands):
 * limbs < 3 * 2^26 (even) and < 3 * 2^25 + 2^18 (odd), which f32_mul and
 * f32_sqr accept (see the bounds above). 2p's limbs exceed any reduced limb
 * of b, so nothing goes negative.
 */
CAIRN_INLINE void f32_sub_nc(f32_fe r, const f32_fe a, const f32_fe b)
{
    r[0] = (a[0] + 0x7ffffdau) - b[0]; r[1] = (a[1] + 0x3fffffeu) - b[1];
    r[2] = (a[2] + 0x7fffffeu) - b[2]; r[3] = (a[3] + 0x3fffffeu) - b[3];
    r[4] = (a[4] + 0x7fffffeu) - b[4]; r[5] = (a[5] + 0x3fffffeu) - b[5];
    r[6] = (a[6] + 0x7fffffeu) - b[6]; r[7] = (a[7] + 0x3fffffeu) - b[7];
    r[8] = (a[8] + 0x7fffffeu) - b[8]; r[9] = (a[9] + 0x3fffffeu) - b[9];
}

CAIRN_INLINE void f32_neg(f32_fe r, const f32_fe a)
{
    f32_fe z;
    f32_set(z, 0);
    f32_sub(r, z, a);
}

/* Carry the ten 64-bit column sums into limbs. */
#define F32_REDUCE(r)                                                                                              \
    do {                                                                                                           \
        uint64_t c_;                                                                                               \
        c_ = h0 >> 26; h1 += c_; c_ = h1 >> 25; h2 += c_; c_ = h2 >> 26; h3 += c_; c_ = h3 >> 25; h4 += c_;        \
        c_ = h4 >> 26; h5 += c_; c_ = h5 >> 25; h6 += c_; c_ = h6 >> 26; h7 += c_; c_ = h7 >> 25; h8 += c_;        \
        c_ = h8 >> 26; h9 += c_; c_ = h9 >> 25;                                                                    \
        h0 = (h0 & F32_M26) + c_ * 19;                                                                             \
        (r)[0] = (uint32_t)h0 & F32_M26;                                                                           \
        (r)[1] = ((uint32_t)h1 & F32_M25) + (uint32_t)(h0 >> 26);                                                  \
        (r)[2] = (uint32_t)h2 & F32_M26; (r)[3] = (uint32_t)h3 & F32_M25; (r)[4] = (uint32_t)h4 & F32_M26;         \
        (r)[5] = (uint32_t)h5 & F32_M25; (r)[6] = (uint32_t)h6 & F32_M26; (r)[7] = (uint32_t)h7 & F32_M25;         \
        (r)[8] = (uint32_t)h8 & F32_M26; (r)[9] = (uint32_t)h9 & F32_M25;                                          \
    } while (0)

#define M(a, b) ((uint64_t)(a) * (b))

F32_OUTLINE void f32_mul(f32_fe r, const f32_fe f, const f32_fe g)
{
    uint32_t f0 = f[0], f1 = f[1], f2 = f[2], f3 = f[3], f4 = f[4], f5 = f[5], f6 = f[6], f7 = f[7], f8 = f[8],
             f9 = f[9];
    uint32_t g0 = g[0], g1 = g[1], g2 = g[2], g3 = g[3], g4 = g[4], g5 = g[5], g6 = g[6], g7 = g[7], g8 = g[8],
             g9 = g[9];
    /* odd x odd limbs meet at half a bit above the column: doubled */
    uint32_t f1_2 = 2 * f1, f3_2 = 2 * f3, f5_2 = 2 * f5, f7_2 = 2 * f7, f9_2 = 2 * f9;
    /* 2^255 = 19: columns past 9 fold back times 19 */
    uint32_t g1_19 = 19 * g1, g2_19 = 19 * g2, g3_19 = 19 * g3, g4_19 = 19 * g4, g5_19 = 19 * g5, g6_19 = 19 * g6,
             g7_19 = 19 * g7, g8_19 = 19 * g8, g9_19 = 19 * g9;
    uint64_t h0, h1, h2, h3, h4, h5, h6, h7, h8, h9;
    h0 = M(f0, g0) + M(f1_2, g9_19) + M(f2, g8_19) + M(f3_2, g7_19) + M(f4, g6_19) + M(f5_2, g5_19) + M(f6, g4_19) + M(f7_2, g3_19) + M(f8, g2_19) + M(f9_2, g1_19);
    h1 = M(f0, g1) + M(f1, g0) + M(f2, g9_19) + M(f3, g8_19) + M(f4, g7_19) + M(f5, g6_19) + M(f6, g5_19) + M(f7, g4_19) + M(f8, g3_19) + M(f9, g2_19);
    h2 = M(f0, g2) + M(f1_2, g1) + M(f2, g0) + M(f3_2, g9_19) + M(f4, g8_19) + M(f5_2, g7_19) + M(f6, g6_19) + M(f7_2, g5_19) + M(f8, g4_19) + M(f9_2, g3_19);
    h3 = M(f0, g3) + M(f1, g2) + M(f2, g1) + M(f3, g0) + M(f4, g9_19) + M(f5, g8_19) + M(f6, g7_19) + M(f7, g6_19) + M(f8, g5_19) + M(f9, g4_19);
    h4 = M(f0, g4) + M(f1_2, g3) + M(f2, g2) + M(f3_2, g1) + M(f4, g0) + M(f5_2, g9_19) + M(f6, g8_19) + M(f7_2, g7_19) + M(f8, g6_19) + M(f9_2, g5_19);
    h5 = M(f0, g5) + M(f1, g4) + M(f2, g3) + M(f3, g2) + M(f4, g1) + M(f5, g0) + M(f6, g9_19) + M(f7, g8_19) + M(f8, g7_19) + M(f9, g6_19);
    h6 = M(f0, g6) + M(f1_2, g5) + M(f2, g4) + M(f3_2, g3) + M(f4, g2) + M(f5_2, g1) + M(f6, g0) + M(f7_2, g9_19) + M(f8, g8_19) + M(f9_2, g7_19);
    h7 = M(f0, g7) + M(f1, g6) + M(f2, g5) + M(f3, g4) + M(f4, g3) + M(f5, g2) + M(f6, g1) + M(f7, g0) + M(f8, g9_19) + M(f9, g8_19);
    h8 = M(f0, g8) + M(f1_2, g7) + M(f2, g6) + M(f3_2, g5) + M(f4, g4) + M(f5_2, g3) + M(f6, g2) + M(f7_2, g1) + M(f8, g0) + M(f9_2, g9_19);
    h9 = M(f0, g9) + M(f1, g8) + M(f2, g7) + M(f3, g6) + M(f4, g5) + M(f5, g4) + M(f6, g3) + M(f7, g2) + M(f8, g1) + M(f9, g0);
    F32_REDUCE(r);
}

F32_OUTLINE void f32_sqr(f32_fe r, const f32_fe f)
{
    uint32_t f0 = f[0], f1 = f[1], f2 = f[2], f3 = f[3], f4 = f[4], f5 = f[5], f6 = f[6], f7 = f[7], f8 = f[8],
             f9 = f[9];
    /* cross terms twice (d = 2f), wrapped columns 19 times (s = 19f), odd x
     * odd wrapped 38 times (t = 38f): 26 operands instead of 29, fewer
     * values to keep in registers */
    uint32_t d0 = 2 * f0, d1 = 2 * f1, d2 = 2 * f2, d3 = 2 * f3, d4 = 2 * f4, d5 = 2 * f5, d6 = 2 * f6, d7 = 2 * f7,
             d8 = 2 * f8;
    uint32_t s6 = 19 * f6, s7 = 19 * f7, s8 = 19 * f8, s9 = 19 * f9;
    uint32_t t5 = 38 * f5, t7 = 2 * s7, t9 = 2 * s9;
    uint64_t h0, h1, h2, h3, h4, h5, h6, h7, h8, h9;
    h0 = M(f5, t5) + M(d4, s6) + M(d3, t7) + M(d2, s8) + M(d1, t9) + M(f0, f0);
    h1 = M(d5, s6) + M(d4, s7) + M(d3, s8) + M(d2, s9) + M(d0, f1);
    h2 = M(f6, s6) + M(d5, t7) + M(d4, s8) + M(d3, t9) + M(d1, f1) + M(d0, f2);
    h3 = M(d6, s7) + M(d5, s8) + M(d4, s9) + M(d1, f2) + M(d0, f3);
    h4 = M(f7, t7) + M(d6, s8) + M(d5, t9) + M(f2, f2) + M(d1, d3) + M(d0, f4);
    h5 = M(d7, s8) + M(d6, s9) + M(d2, f3) + M(d1, f4) + M(d0, f5);
    h6 = M(f8, s8) + M(d7, t9) + M(d3, f3) + M(d2, f4) + M(d1, d5) + M(d0, f6);
    h7 = M(d8, s9) + M(d3, f4) + M(d2, f5) + M(d1, f6) + M(d0, f7);
    h8 = M(f9, t9) + M(f4, f4) + M(d3, d5) + M(d2, f6) + M(d1, d7) + M(d0, f8);
    h9 = M(d4, f5) + M(d3, f6) + M(d2, f7) + M(d1, f8) + M(d0, f9);
    F32_REDUCE(r);
}

#undef M

/*
 * r = a * c for a small constant c < 2^20 and limbs of a < 2^28: each limb
 * product is below 2^48, so the carries fit 32 bits and ripple limb by limb.
 */
CAIRN_INLINE void f32_mul_small(f32_fe r, const f32_fe a, uint32_t c)
{
    uint64_t h;
    uint32_t t, r0;
    h = (uint64_t)a[0] * c;
    r0 = (uint32_t)h & F32_M26;
    t = (uint32_t)(h >> 26);
    h = (uint64_t)a[1] * c + t; r[1] = (uint32_t)h & F32_M25; t = (uint32_t)(h >> 25);
    h = (uint64_t)a[2] * c + t; r[2] = (uint32_t)h & F32_M26; t = (uint32_t)(h >> 26);
    h = (uint64_t)a[3] * c + t; r[3] = (uint32_t)h & F32_M25; t = (uint32_t)(h >> 25);
    h = (uint64_t)a[4] * c + t; r[4] = (uint32_t)h & F32_M26; t = (uint32_t)(h >> 26);
    h = (uint64_t)a[5] * c + t; r[5] = (uint32_t)h & F32_M25; t = (uint32_t)(h >> 25);
    h = (uint64_t)a[6] * c + t; r[6] = (uint32_t)h & F32_M26; t = (uint32_t)(h >> 26);
    h = (uint64_t)a[7] * c + t; r[7] = (uint32_t)h & F32_M25; t = (uint32_t)(h >> 25);
    h = (uint64_t)a[8] * c + t; r[8] = (uint32_t)h & F32_M26; t = (uint32_t)(h >> 26);
    h = (uint64_t)a[9] * c + t; r[9] = (uint32_t)h & F32_M25; t = (uint32_t)(h >> 25);
    /* t < 2^23: r0 + 19 t < 2^28, one more carry makes it reduced */
    r0 += 19 * t;
    r[0] = r0 & F32_M26;
    r[1] += r0 >> 26;
}

CAIRN_INLINE void f32_sqrn(f32_fe r, const f32_fe a, int n)
{
    f32_sqr(r, a);
    while (--n > 0)
        f32_sqr(r, r);
}

CAIRN_INLINE void f32_from_words(f32_fe r, const uint32_t w[8])
{
    r[0] = w[0] & F32_M26;
    r[1] = ((w[0] >> 26) | (w[1] << 6)) & F32_M25;
    r[2] = ((w[1] >> 19) | (w[2] << 13)) & F32_M26;
    r[3] = ((w[2] >> 13) | (w[3] << 19)) & F32_M25;
    r[4] = (w[3] >> 6) & F32_M26;
    r[5] = w[4] & F32_M25;
    r[6] = ((w[4] >> 25) | (w[5] << 7)) & F32_M26;
    r[7] = ((w[5] >> 19) | (w[6] << 13)) & F32_M25;
    r[8] = ((w[6] >> 12) | (w[7] << 20)) & F32_M26;
    r[9] = (w[7] >> 6) & F32_M25;
}

CAIRN_INLINE void f32_frombytes(f32_fe r, const uint8_t s[32])
{
    uint32_t w[8];
    int i;
    for (i = 0; i < 8; i++)
        w[i] = cairn_load32_le(s + 4 * i);
    f32_from_words(r, w);
}

CAIRN_INLINE void f32_tobytes(uint8_t s[32], const f32_fe a)
{
    uint32_t h[10], q, c;
    int i;
    f32_copy(h, a);
    f32_carry(h);
    f32_carry(h); /* value < 2p, every limb in range but limb 0 (< 2^26 + 19) */
    /* q = 1 iff value >= p, i.e. value + 19 >= 2^255 */
    q = (h[0] + 19) >> 26;
    for (i = 1; i < 10; i++)
        q = (h[i] + q) >> ((i & 1) ? 25 : 26);
    h[0] += 19 * q;
    for (i = 0; i < 9; i++) {
        c = h[i] >> ((i & 1) ? 25 : 26);
        h[i] &= (i & 1) ? F32_M25 : F32_M26;
        h[i + 1] += c;
    }
    h[9] &= F32_M25; /* drops 2^255 */
    cairn_store32_le(s, h[0] | (h[1] << 26));
    cairn_store32_le(s + 4, (h[1] >> 6) | (h[2] << 19));
    cairn_store32_le(s + 8, (h[2] >> 13) | (h[3] << 13));
    cairn_store32_le(s + 12, (h[3] >> 19) | (h[4] << 6));
    cairn_store32_le(s + 16, h[5] | (h[6] << 25));
    cairn_store32_le(s + 20, (h[6] >> 7) | (h[7] << 19));
    cairn_store32_le(s + 24, (h[7] >> 13) | (h[8] << 12));
    cairn_store32_le(s + 28, (h[8] >> 20) | (h[9] << 6));
}

CAIRN_INLINE void f32_cmov(f32_fe r, const f32_fe a, uint32_t ctl)
{
    uint32_t m = cairn_ct_mask32(ctl);
    r[0] ^= m & (r[0] ^ a[0]); r[1] ^= m & (r[1] ^ a[1]); r[2] ^= m & (r[2] ^ a[2]); r[3] ^= m & (r[3] ^ a[3]);
    r[4] ^= m & (r[4] ^ a[4]); r[5] ^= m & (r[5] ^ a[5]); r[6] ^= m & (r[6] ^ a[6]); r[7] ^= m & (r[7] ^ a[7]);
    r[8] ^= m & (r[8] ^ a[8]); r[9] ^= m & (r[9] ^ a[9]);
}

#define F32_CSWAP1(i)                                                                                              \
    do {                                                                                                           \
        uint32_t t_ = m & (a[i] ^ b[i]);                                                                           \
        a[i] ^= t_;                                                                                                \
        b[i] ^= t_;                                                                                                \
    } while (0)

CAIRN_INLINE void f32_cswap(f32_fe a, f32_fe b, uint32_t ctl)
{
    uint32_t m = cairn_ct_mask32(ctl);
    F32_CSWAP1(0); F32_CSWAP1(1); F32_CSWAP1(2); F32_CSWAP1(3); F32_CSWAP1(4);
    F32_CSWAP1(5); F32_CSWAP1(6); F32_CSWAP1(7); F32_CSWAP1(8); F32_CSWAP1(9);
}

#undef F32_CSWAP1

#endif
