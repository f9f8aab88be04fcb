/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * p = 2^448 - 2^224 - 1 with 8 limbs of 56 bits (see f448.h). Products are
 * 128-bit: unsigned __int128 when the compiler has it, otherwise a two-word
 * emulation (define CAIRN_F448_NO_INT128 to test that path on a host).
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_CURVE448

#include "ed/f448.h"

#define M56 (((uint64_t)1 << 56) - 1)

#if defined(__SIZEOF_INT128__) && !defined(CAIRN_F448_NO_INT128)
__extension__ typedef unsigned __int128 u128;
#define MUL(a, b) ((u128)(a) * (b))
#define ADD(x, y) ((x) + (y))
#define SUB(x, y) ((x) - (y))
#define W(v) ((u128)(v))
#define LO56(x) ((uint64_t)(x) & M56)
#define SHR56(x) ((uint64_t)((x) >> 56)) /* callers keep x < 2^120 */
#else
typedef struct {
    uint64_t lo, hi;
} u128;

static u128 MUL(uint64_t a, uint64_t b)
{
    uint64_t a0 = a & 0xffffffffu, a1 = a >> 32, b0 = b & 0xffffffffu, b1 = b >> 32;
    uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    uint64_t mid = (p00 >> 32) + (p01 & 0xffffffffu) + (p10 & 0xffffffffu);
    u128 r;

    r.lo = (mid << 32) | (p00 & 0xffffffffu);
    r.hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
    return r;
}
static u128 ADD(u128 x, u128 y)
{
    u128 r;

    r.lo = x.lo + y.lo;
    r.hi = x.hi + y.hi + (r.lo < x.lo);
    return r;
}
static u128 SUB(u128 x, u128 y)
{
    u128 r;

    r.lo = x.lo - y.lo;
    r.hi = x.hi - y.hi - (x.lo < y.lo);
    return r;
}
static u128 W(uint64_t v)
{
    u128 r;

    r.lo = v;
    r.hi = 0;
    return r;
}
#define LO56(x) ((x).lo & M56)
#define SHR56(x) (((x).lo >> 56) | ((x).hi << 8))
#endif

#define FT cairn_f448_64
#define FN(n) cairn_f448_64_##n

/* see f448.h */
void cairn_f448_64_frombytes(FT *r, const uint8_t in[56])
{
    int i;

    for (i = 0; i < 7; i++)
        r->l[i] = cairn_load64_le(in + 7 * i) & M56;
    /* a load64 at offset 49 would read in[56]: the last limb byte-wise */
    r->l[7] = (uint64_t)cairn_load32_le(in + 49) | ((uint64_t)in[53] << 32) | ((uint64_t)in[54] << 40) |
              ((uint64_t)in[55] << 48);
}

/* One parallel carry step: limbs below 2^56 + 2^9 afterwards (inputs below
 * 2^64 - 2^56); the value is unchanged mod p. */
CAIRN_INLINE void weak(uint64_t *l)
{
    uint64_t c0 = l[0] >> 56, c1 = l[1] >> 56, c2 = l[2] >> 56, c3 = l[3] >> 56;
    uint64_t c4 = l[4] >> 56, c5 = l[5] >> 56, c6 = l[6] >> 56, c7 = l[7] >> 56;

    l[0] = (l[0] & M56) + c7;
    l[1] = (l[1] & M56) + c0;
    l[2] = (l[2] & M56) + c1;
    l[3] = (l[3] & M56) + c2;
    l[4] = (l[4] & M56) + c3 + c7;
    l[5] = (l[5] & M56) + c4;
    l[6] = (l[6] & M56) + c5;
    l[7] = (l[7] & M56) + c6;
}

/* see f448.h */
void cairn_f448_64_tobytes(uint8_t out[56], const FT *a)
{
    uint64_t l[8], s[8], b = 0;
    uint8_t tmp[64];
    int i;

    for (i = 0; i < 8; i++)
        l[i] = a->l[i];
    weak(l);
    for (i = 0; i < 7; i++) {
        l[i + 1] += l[i] >> 56;
        l[i] &= M56;
    }
    b = l[7] >> 56;
    l[7] &= M56;
    l[0] += b;
    l[4] += b;
    b = 0;
    for (i = 0; i < 7; i++) {
        l[i + 1] += l[i] >> 56;
        l[i] &= M56;
    }
    /* now l < 2^448 + 2^392 < 2p with limbs < 2^56 except l[7] <= 2^56: one
     * conditional subtraction of p gives the canonical value */
    for (i = 0; i < 8; i++) {
        uint64_t pi = (i == 4) ? M56 - 1 : M56;
        uint64_t d = l[i] - pi - b;
        s[i] = d & M56;
        b = d >> 63;
    }
    /* b = 1: l < p, keep l */
    for (i = 0; i < 8; i++) {
        uint64_t m = (uint64_t)0 - b;
        l[i] = (l[i] & m) | (s[i] & ~m);
        cairn_store64_le(tmp + 7 * i, l[i]);
    }
    memcpy(out, tmp, 56);
    cairn_wipe(tmp, sizeof tmp);
    cairn_wipe(l, sizeof l);
    cairn_wipe(s, sizeof s);
}

/* see f448.h */
void cairn_f448_64_set_small(FT *r, uint32_t v)
{
    int i;

    r->l[0] = v;
    for (i = 1; i < 8; i++)
        r->l[i] = 0;
}

/* see f448.h */
void cairn_f448_64_copy(FT *r, const FT *a) { *r = *a; }

/* see f448.h */
void cairn_f448_64_add(FT *r, const FT *a, const FT *b)
{
    int i;

    for (i = 0; i < 8; i++)
        r->l[i] = a->l[i] + b->l[i];
    weak(r->l);
}

/* see f448.h: limbs below 2^57.02; mul and sqr accept inputs up to 2^57.1
 * (columns then stay below 2^119.5 and every carry below 2^64) */
void cairn_f448_64_add_nr(FT *r, const FT *a, const FT *b)
{
    int i;

    for (i = 0; i < 8; i++)
        r->l[i] = a->l[i] + b->l[i];
}

/* see f448.h: a - b + 2p, limb-wise positive since b is weakly reduced (limbs
 * below 2^56 + 2^9 < 2^57 - 4); not for add_nr results */
void cairn_f448_64_sub(FT *r, const FT *a, const FT *b)
{
    int i;

    for (i = 0; i < 8; i++)
        r->l[i] = a->l[i] + ((i == 4) ? 2 * M56 - 2 : 2 * M56) - b->l[i];
    weak(r->l);
}

/* Carry 128-bit columns c0..c7 into weakly reduced limbs. With input limbs
 * below 2^57.1 (weakly reduced, or one add_nr) the columns are below 2^119.5,
 * so every shifted carry fits in 64 bits. 2^448 = 2^224 + 1 (mod p): the carry
 * out of the top limb goes to limbs 0 and 4. */
#define CARRY_COLUMNS(r)                                                                                   \
    do {                                                                                                 \
        uint64_t t_;                                                                                       \
        c4 = ADD(c4, W(SHR56(c3)));                                                                        \
        c3 = W(LO56(c3));                                                                                  \
        t_ = SHR56(c7);                                                                                    \
        c7 = W(LO56(c7));                                                                                  \
        c0 = ADD(c0, W(t_));                                                                               \
        c4 = ADD(c4, W(t_));                                                                               \
        c5 = ADD(c5, W(SHR56(c4)));                                                                        \
        r[4] = LO56(c4);                                                                                   \
        c1 = ADD(c1, W(SHR56(c0)));                                                                        \
        r[0] = LO56(c0);                                                                                   \
        c6 = ADD(c6, W(SHR56(c5)));                                                                        \
        r[5] = LO56(c5);                                                                                   \
        c2 = ADD(c2, W(SHR56(c1)));                                                                        \
        r[1] = LO56(c1);                                                                                   \
        c7 = ADD(c7, W(SHR56(c6)));                                                                        \
        r[6] = LO56(c6);                                                                                   \
        c3 = ADD(c3, W(SHR56(c2)));                                                                        \
        r[2] = LO56(c2);                                                                                   \
        r[3] = LO56(c3);                                                                                   \
        r[7] = LO56(c7);                                                                                   \
        t_ = SHR56(c7);                                                                                    \
        r[4] += SHR56(c3) + t_;                                                                            \
        r[0] += t_;                                                                                        \
        r[5] += r[4] >> 56;                                                                                \
        r[4] &= M56;                                                                                       \
        r[1] += r[0] >> 56;                                                                                \
        r[0] &= M56;                                                                                       \
    } while (0)

/*
 * Product: with A = a0 + a1 phi, B = b0 + b1 phi (phi = 2^224, 4 limbs each),
 * Lo = a0 b0, Hi = a1 b1, Mi = (a0+a1)(b0+b1), each with columns 0..6:
 *   r[j]   = Lo[j] + Hi[j] + Mi[j+4] - Lo[j+4]
 *   r[j+4] = Mi[j] - Lo[j] + Mi[j+4] + Hi[j+4]          (j = 0..3)
 * (the phi^2 = phi + 1 folding). Each difference is non-negative, since
 * Mi[k] contains Lo[k] as a sub-sum. Written out column by column: l, h, m
 * are the parts of Lo, Hi, Mi at column j, lp, hp, mp those at column j+4.
 * (All columns before the carry chain: interleaving the serial chain with
 * the independent columns was slower with gcc 12 -O3; docs/performance.md.)
 */
void cairn_f448_64_mul(FT *r, const FT *a, const FT *b)
{
    const uint64_t *x = a->l, *y = b->l;
    uint64_t xs[4], ys[4];
    u128 l, h, m, lp, hp, mp, c0, c1, c2, c3, c4, c5, c6, c7;
    int i;

    for (i = 0; i < 4; i++) {
        xs[i] = x[i] + x[i + 4];
        ys[i] = y[i] + y[i + 4];
    }
    /* columns 0 and 4 */
    l = MUL(x[0], y[0]);
    h = MUL(x[4], y[4]);
    m = MUL(xs[0], ys[0]);
    lp = MUL(x[1], y[3]);
    lp = ADD(lp, MUL(x[2], y[2]));
    lp = ADD(lp, MUL(x[3], y[1]));
    hp = MUL(x[5], y[7]);
    hp = ADD(hp, MUL(x[6], y[6]));
    hp = ADD(hp, MUL(x[7], y[5]));
    mp = MUL(xs[1], ys[3]);
    mp = ADD(mp, MUL(xs[2], ys[2]));
    mp = ADD(mp, MUL(xs[3], ys[1]));
    c0 = SUB(ADD(ADD(l, h), mp), lp);
    c4 = ADD(ADD(SUB(m, l), mp), hp);
    /* columns 1 and 5 */
    l = MUL(x[0], y[1]);
    l = ADD(l, MUL(x[1], y[0]));
    h = MUL(x[4], y[5]);
    h = ADD(h, MUL(x[5], y[4]));
    m = MUL(xs[0], ys[1]);
    m = ADD(m, MUL(xs[1], ys[0]));
    lp = MUL(x[2], y[3]);
    lp = ADD(lp, MUL(x[3], y[2]));
    hp = MUL(x[6], y[7]);
    hp = ADD(hp, MUL(x[7], y[6]));
    mp = MUL(xs[2], ys[3]);
    mp = ADD(mp, MUL(xs[3], ys[2]));
    c1 = SUB(ADD(ADD(l, h), mp), lp);
    c5 = ADD(ADD(SUB(m, l), mp), hp);
    /* columns 2 and 6 */
    l = MUL(x[0], y[2]);
    l = ADD(l, MUL(x[1], y[1]));
    l = ADD(l, MUL(x[2], y[0]));
    h = MUL(x[4], y[6]);
    h = ADD(h, MUL(x[5], y[5]));
    h = ADD(h, MUL(x[6], y[4]));
    m = MUL(xs[0], ys[2]);
    m = ADD(m, MUL(xs[1], ys[1]));
    m = ADD(m, MUL(xs[2], ys[0]));
    lp = MUL(x[3], y[3]);
    hp = MUL(x[7], y[7]);
    mp = MUL(xs[3], ys[3]);
    c2 = SUB(ADD(ADD(l, h), mp), lp);
    c6 = ADD(ADD(SUB(m, l), mp), hp);
    /* columns 3 and 7 */
    l = MUL(x[0], y[3]);
    l = ADD(l, MUL(x[1], y[2]));
    l = ADD(l, MUL(x[2], y[1]));
    l = ADD(l, MUL(x[3], y[0]));
    h = MUL(x[4], y[7]);
    h = ADD(h, MUL(x[5], y[6]));
    h = ADD(h, MUL(x[6], y[5]));
    h = ADD(h, MUL(x[7], y[4]));
    m = MUL(xs[0], ys[3]);
    m = ADD(m, MUL(xs[1], ys[2]));
    m = ADD(m, MUL(xs[2], ys[1]));
    m = ADD(m, MUL(xs[3], ys[0]));
    c3 = ADD(l, h);
    c7 = SUB(m, l);
    CARRY_COLUMNS(r->l);
}

/* see f448.h: as the product, with the symmetric terms doubled once */
void cairn_f448_64_sqr(FT *r, const FT *a)
{
    const uint64_t *x = a->l, *xh = a->l + 4;
    uint64_t xs[4], x2[4], xh2[4], xs2[4];
    u128 l, h, m, lp, hp, mp, c0, c1, c2, c3, c4, c5, c6, c7;
    int i;

    for (i = 0; i < 4; i++) {
        xs[i] = x[i] + xh[i];
        xs2[i] = 2 * xs[i];
        x2[i] = 2 * x[i];
        xh2[i] = 2 * xh[i];
    }
    /* columns 0 and 4 */
    l = MUL(x[0], x[0]);
    h = MUL(xh[0], xh[0]);
    m = MUL(xs[0], xs[0]);
    lp = MUL(x2[1], x[3]);
    lp = ADD(lp, MUL(x[2], x[2]));
    hp = MUL(xh2[1], xh[3]);
    hp = ADD(hp, MUL(xh[2], xh[2]));
    mp = MUL(xs2[1], xs[3]);
    mp = ADD(mp, MUL(xs[2], xs[2]));
    c0 = SUB(ADD(ADD(l, h), mp), lp);
    c4 = ADD(ADD(SUB(m, l), mp), hp);
    /* columns 1 and 5 */
    l = MUL(x2[0], x[1]);
    h = MUL(xh2[0], xh[1]);
    m = MUL(xs2[0], xs[1]);
    lp = MUL(x2[2], x[3]);
    hp = MUL(xh2[2], xh[3]);
    mp = MUL(xs2[2], xs[3]);
    c1 = SUB(ADD(ADD(l, h), mp), lp);
    c5 = ADD(ADD(SUB(m, l), mp), hp);
    /* columns 2 and 6 */
    l = MUL(x2[0], x[2]);
    l = ADD(l, MUL(x[1], x[1]));
    h = MUL(xh2[0], xh[2]);
    h = ADD(h, MUL(xh[1], xh[1]));
    m = MUL(xs2[0], xs[2]);
    m = ADD(m, MUL(xs[1], xs[1]));
    lp = MUL(x[3], x[3]);
    hp = MUL(xh[3], xh[3]);
    mp = MUL(xs[3], xs[3]);
    c2 = SUB(ADD(ADD(l, h), mp), lp);
    c6 = ADD(ADD(SUB(m, l), mp), hp);
    /* columns 3 and 7 */
    l = MUL(x2[0], x[3]);
    l = ADD(l, MUL(x2[1], x[2]));
    h = MUL(xh2[0], xh[3]);
    h = ADD(h, MUL(xh2[1], xh[2]));
    m = MUL(xs2[0], xs[3]);
    m = ADD(m, MUL(xs2[1], xs[2]));
    c3 = ADD(l, h);
    c7 = SUB(m, l);
    CARRY_COLUMNS(r->l);
}

/* see f448.h */
void cairn_f448_64_mul_small(FT *r, const FT *a, uint32_t k)
{
    const uint64_t *x = a->l;
    u128 c0 = MUL(x[0], k), c1 = MUL(x[1], k), c2 = MUL(x[2], k), c3 = MUL(x[3], k);
    u128 c4 = MUL(x[4], k), c5 = MUL(x[5], k), c6 = MUL(x[6], k), c7 = MUL(x[7], k);

    CARRY_COLUMNS(r->l);
}

/* see f448.h: the two steps it stands for (the 32-bit code fuses them) */
void cairn_f448_64_mul_small_add(FT *r, const FT *a, const FT *b, uint32_t k)
{
    FT t;

    cairn_f448_64_mul_small(&t, b, k);
    cairn_f448_64_add_nr(r, a, &t);
}

/* see f448.h */
void cairn_f448_64_cswap(FT *a, FT *b, uint32_t ctl) { cairn_ct_cond_swap64(ctl, a->l, b->l, 8); }

/* see f448.h */
void cairn_f448_64_cmov(FT *r, const FT *a, uint32_t ctl)
{
    uint64_t m = cairn_ct_mask64(ctl);
    int i;

    for (i = 0; i < 8; i++)
        r->l[i] ^= m & (r->l[i] ^ a->l[i]);
}

#include "ed/f448_chain.h"

#endif
