/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * GF(2^255 - 19), 64-bit representation: five unsigned limbs of radix 2^51,
 * products accumulated in 128 bits. Every function is static inline so the
 * including file (x25519.c, ge25519.c) gets the field inlined into its loops.
 *
 * Limb bounds (the invariants the callers rely on):
 *  - "reduced": what f64_mul/sqr/carry/sub/frombytes return: limbs < 2^51 + 2^15.
 *  - f64_add of two reduced elements is not carried (limbs < 2^52 + 2^16);
 *    f64_mul/sqr accept limbs up to 2^54 (19 * 2^54 * 2^54 * 5 < 2^128).
 *  - f64_sub(a, b) accepts b limbs up to 2^53 (it adds 4p) and carries.
 *
 * 128-bit arithmetic: unsigned __int128 where the compiler has it, otherwise
 * a portable pair of 64-bit words built from 32x32->64 products
 * (define CAIRN_F25519_NO_INT128 to force the fallback, which the tests do).
 */
#ifndef CAIRN_ED_F25519_64_H
#define CAIRN_ED_F25519_64_H

#include <stdint.h>

#include "core/internal.h"

typedef uint64_t f64_fe[5];

#define F64_MASK51 ((uint64_t)0x7ffffffffffff)

#if defined(__SIZEOF_INT128__) && !defined(CAIRN_F25519_NO_INT128)
__extension__ typedef unsigned __int128 f64_u128;
#define F64_MUL(a, b) ((f64_u128)(a) * (b))
#define F64_ADD(x, y) ((x) + (y))
#define F64_LO(x) ((uint64_t)(x))
#define F64_SHR51(x) ((uint64_t)((x) >> 51))
#else
typedef struct {
    uint64_t lo, hi;
} f64_u128;
CAIRN_INLINE f64_u128 f64_mul_portable(uint64_t a, uint64_t b)
{
    /* 32x32->64 partial products: no variable-time instruction involved */
    uint64_t al = (uint32_t)a, ah = a >> 32, bl = (uint32_t)b, bh = b >> 32;
    uint64_t ll = al * bl, lh = al * bh, hl = ah * bl, hh = ah * bh;
    uint64_t mid = (ll >> 32) + (uint32_t)lh + (uint32_t)hl;
    f64_u128 r;
    r.lo = (mid << 32) | (uint32_t)ll;
    r.hi = hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
    return r;
}
CAIRN_INLINE f64_u128 f64_add_portable(f64_u128 x, f64_u128 y)
{
    f64_u128 r;
    r.lo = x.lo + y.lo;
    r.hi = x.hi + y.hi + (r.lo < x.lo);
    return r;
}
#define F64_MUL(a, b) f64_mul_portable((a), (b))
#define F64_ADD(x, y) f64_add_portable((x), (y))
#define F64_LO(x) ((x).lo)
#define F64_SHR51(x) (((x).lo >> 51) | ((x).hi << 13))
#endif

CAIRN_INLINE void f64_copy(f64_fe r, const f64_fe a)
{
    int i;
    for (i = 0; i < 5; i++)
        r[i] = a[i];
}

CAIRN_INLINE void f64_set(f64_fe r, uint64_t v)
{
    r[0] = v;
    r[1] = r[2] = r[3] = r[4] = 0;
}

CAIRN_INLINE void f64_add(f64_fe r, const f64_fe a, const f64_fe b)
{
    int i;
    for (i = 0; i < 5; i++)
        r[i] = a[i] + b[i];
}

/* Carry so every limb is < 2^51 except limb 0 (< 2^51 + 19 * 2^13). */
CAIRN_INLINE void f64_carry(f64_fe r)
{
    uint64_t c;
    c = r[0] >> 51; r[0] &= F64_MASK51; r[1] += c;
    c = r[1] >> 51; r[1] &= F64_MASK51; r[2] += c;
    c = r[2] >> 51; r[2] &= F64_MASK51; r[3] += c;
    c = r[3] >> 51; r[3] &= F64_MASK51; r[4] += c;
    c = r[4] >> 51; r[4] &= F64_MASK51; r[0] += c * 19;
}

/* r = a - b + 4p, carried. */
CAIRN_INLINE void f64_sub(f64_fe r, const f64_fe a, const f64_fe b)
{
    r[0] = (a[0] + (uint64_t)0x1fffffffffffb4) - b[0];
    r[1] = (a[1] + (uint64_t)0x1ffffffffffffc) - b[1];
    r[2] = (a[2] + (uint64_t)0x1ffffffffffffc) - b[2];
    r[3] = (a[3] + (uint64_t)0x1ffffffffffffc) - b[3];
    r[4] = (a[4] + (uint64_t)0x1ffffffffffffc) - b[4];
    f64_carry(r);
}

/* r = a - b + 4p without the carry: limbs < 2^54 for reduced a and b limbs
 * < 2^53, enough for f64_mul/sqr (used where the result only feeds those). */
CAIRN_INLINE void f64_sub_nc(f64_fe r, const f64_fe a, const f64_fe b)
{
    r[0] = (a[0] + (uint64_t)0x1fffffffffffb4) - b[0];
    r[1] = (a[1] + (uint64_t)0x1ffffffffffffc) - b[1];
    r[2] = (a[2] + (uint64_t)0x1ffffffffffffc) - b[2];
    r[3] = (a[3] + (uint64_t)0x1ffffffffffffc) - b[3];
    r[4] = (a[4] + (uint64_t)0x1ffffffffffffc) - b[4];
}

CAIRN_INLINE void f64_neg(f64_fe r, const f64_fe a)
{
    f64_fe z;
    f64_set(z, 0);
    f64_sub(r, z, a);
}

/* Reduce the five 128-bit column sums into limbs. */
#define F64_REDUCE(r, t0, t1, t2, t3, t4)                                                                        \
    do {                                                                                                           \
        uint64_t c_, r0_, r1_, r2_, r3_, r4_;                                                                      \
        r0_ = F64_LO(t0) & F64_MASK51; c_ = F64_SHR51(t0);                                                         \
        t1 = F64_ADD(t1, F64_MUL(c_, 1)); r1_ = F64_LO(t1) & F64_MASK51; c_ = F64_SHR51(t1);                       \
        t2 = F64_ADD(t2, F64_MUL(c_, 1)); r2_ = F64_LO(t2) & F64_MASK51; c_ = F64_SHR51(t2);                       \
        t3 = F64_ADD(t3, F64_MUL(c_, 1)); r3_ = F64_LO(t3) & F64_MASK51; c_ = F64_SHR51(t3);                       \
        t4 = F64_ADD(t4, F64_MUL(c_, 1)); r4_ = F64_LO(t4) & F64_MASK51; c_ = F64_SHR51(t4);                       \
        r0_ += c_ * 19;                                                                                            \
        r1_ += r0_ >> 51;                                                                                          \
        r0_ &= F64_MASK51;                                                                                         \
        (r)[0] = r0_; (r)[1] = r1_; (r)[2] = r2_; (r)[3] = r3_; (r)[4] = r4_;                                      \
    } while (0)

CAIRN_INLINE void f64_mul(f64_fe r, const f64_fe a, const f64_fe b)
{
    uint64_t a0 = a[0], a1 = a[1], a2 = a[2], a3 = a[3], a4 = a[4];
    uint64_t b0 = b[0], b1 = b[1], b2 = b[2], b3 = b[3], b4 = b[4];
    uint64_t b1_19 = b1 * 19, b2_19 = b2 * 19, b3_19 = b3 * 19, b4_19 = b4 * 19;
    f64_u128 t0, t1, t2, t3, t4;

    /* 2^255 = 19 mod p: column k + 5 folds into column k times 19 */
    t0 = F64_ADD(F64_ADD(F64_MUL(a0, b0), F64_MUL(a1, b4_19)),
                 F64_ADD(F64_ADD(F64_MUL(a2, b3_19), F64_MUL(a3, b2_19)), F64_MUL(a4, b1_19)));
    t1 = F64_ADD(F64_ADD(F64_MUL(a0, b1), F64_MUL(a1, b0)),
                 F64_ADD(F64_ADD(F64_MUL(a2, b4_19), F64_MUL(a3, b3_19)), F64_MUL(a4, b2_19)));
    t2 = F64_ADD(F64_ADD(F64_MUL(a0, b2), F64_MUL(a1, b1)),
                 F64_ADD(F64_ADD(F64_MUL(a2, b0), F64_MUL(a3, b4_19)), F64_MUL(a4, b3_19)));
    t3 = F64_ADD(F64_ADD(F64_MUL(a0, b3), F64_MUL(a1, b2)),
                 F64_ADD(F64_ADD(F64_MUL(a2, b1), F64_MUL(a3, b0)), F64_MUL(a4, b4_19)));
    t4 = F64_ADD(F64_ADD(F64_MUL(a0, b4), F64_MUL(a1, b3)),
                 F64_ADD(F64_ADD(F64_MUL(a2, b2), F64_MUL(a3, b1)), F64_MUL(a4, b0)));
    F64_REDUCE(r, t0, t1, t2, t3, t4);
}

CAIRN_INLINE void f64_sqr(f64_fe r, const f64_fe a)
{
    uint64_t a0 = a[0], a1 = a[1], a2 = a[2], a3 = a[3], a4 = a[4];
    uint64_t d0 = a0 * 2, d1 = a1 * 2, d2 = a2 * 2, a3_19 = a3 * 19, a4_19 = a4 * 19;
    f64_u128 t0, t1, t2, t3, t4;

    t0 = F64_ADD(F64_MUL(a0, a0), F64_ADD(F64_MUL(d1, a4_19), F64_MUL(d2, a3_19)));
    t1 = F64_ADD(F64_MUL(d0, a1), F64_ADD(F64_MUL(d2, a4_19), F64_MUL(a3, a3_19)));
    t2 = F64_ADD(F64_MUL(d0, a2), F64_ADD(F64_MUL(a1, a1), F64_MUL(a3 * 2, a4_19)));
    t3 = F64_ADD(F64_MUL(d0, a3), F64_ADD(F64_MUL(d1, a2), F64_MUL(a4, a4_19)));
    t4 = F64_ADD(F64_MUL(d0, a4), F64_ADD(F64_MUL(d1, a3), F64_MUL(a2, a2)));
    F64_REDUCE(r, t0, t1, t2, t3, t4);
}

/* r = a * c for a small constant c < 2^20. */
CAIRN_INLINE void f64_mul_small(f64_fe r, const f64_fe a, uint32_t c)
{
    f64_u128 t0 = F64_MUL(a[0], c), t1 = F64_MUL(a[1], c), t2 = F64_MUL(a[2], c), t3 = F64_MUL(a[3], c),
             t4 = F64_MUL(a[4], c);
    F64_REDUCE(r, t0, t1, t2, t3, t4);
}

/* r = a^(2^n), n >= 1. */
CAIRN_INLINE void f64_sqrn(f64_fe r, const f64_fe a, int n)
{
    f64_sqr(r, a);
    while (--n > 0)
        f64_sqr(r, r);
}

/* From eight little-endian 32-bit words (bit 255 ignored; values >= p accepted). */
CAIRN_INLINE void f64_from_words(f64_fe r, const uint32_t w[8])
{
    uint64_t x0 = (uint64_t)w[0] | ((uint64_t)w[1] << 32), x1 = (uint64_t)w[2] | ((uint64_t)w[3] << 32);
    uint64_t x2 = (uint64_t)w[4] | ((uint64_t)w[5] << 32), x3 = (uint64_t)w[6] | ((uint64_t)w[7] << 32);
    r[0] = x0 & F64_MASK51;
    r[1] = ((x0 >> 51) | (x1 << 13)) & F64_MASK51;
    r[2] = ((x1 >> 38) | (x2 << 26)) & F64_MASK51;
    r[3] = ((x2 >> 25) | (x3 << 39)) & F64_MASK51;
    r[4] = (x3 >> 12) & F64_MASK51;
}

CAIRN_INLINE void f64_frombytes(f64_fe r, const uint8_t s[32])
{
    uint32_t w[8];
    int i;
    for (i = 0; i < 8; i++)
        w[i] = cairn_load32_le(s + 4 * i);
    f64_from_words(r, w);
}

/* Canonical encoding (the unique value in [0, p)). */
CAIRN_INLINE void f64_tobytes(uint8_t s[32], const f64_fe a)
{
    uint64_t h0, h1, h2, h3, h4, q;
    f64_fe t;
    f64_copy(t, a);
    f64_carry(t);
    f64_carry(t); /* now every limb < 2^51 and the value < 2^255 + small, i.e. < 2p */
    h0 = t[0]; h1 = t[1]; h2 = t[2]; h3 = t[3]; h4 = t[4];
    /* q = 1 iff value >= p, i.e. value + 19 >= 2^255 */
    q = (h0 + 19) >> 51;
    q = (h1 + q) >> 51;
    q = (h2 + q) >> 51;
    q = (h3 + q) >> 51;
    q = (h4 + q) >> 51;
    h0 += 19 * q;
    h1 += h0 >> 51; h0 &= F64_MASK51;
    h2 += h1 >> 51; h1 &= F64_MASK51;
    h3 += h2 >> 51; h2 &= F64_MASK51;
    h4 += h3 >> 51; h3 &= F64_MASK51;
    h4 &= F64_MASK51; /* drops 2^255: subtracts p together with the +19 */
    cairn_store64_le(s, h0 | (h1 << 51));
    cairn_store64_le(s + 8, (h1 >> 13) | (h2 << 38));
    cairn_store64_le(s + 16, (h2 >> 26) | (h3 << 25));
    cairn_store64_le(s + 24, (h3 >> 39) | (h4 << 12));
}

/* if ctl (0/1): r = a. */
CAIRN_INLINE void f64_cmov(f64_fe r, const f64_fe a, uint32_t ctl)
{
    uint64_t m = cairn_ct_mask64(ctl);
    int i;
    for (i = 0; i < 5; i++)
        r[i] ^= m & (r[i] ^ a[i]);
}

CAIRN_INLINE void f64_cswap(f64_fe a, f64_fe b, uint32_t ctl) { cairn_ct_cond_swap64(ctl, a, b, 5); }

#endif
