/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Software GHASH (SP 800-38D section 6.4) without any table: carry-less
 * products come from ordinary integer multiplications whose operands are
 * masked to every fourth bit, so that a column of the integer product can
 * never carry into the next bit of the same residue class (the idea of
 * BearSSL's ghash_ctmul; this is our own code). The x86 objects live in
 * src/accel/x86/, the aarch64 one in src/accel/arm/; the list below names
 * them all, each with its CPU needs.
 *
 * ct64 has two forms: with a 64x64 -> 128 multiplier (__int128 on GCC and
 * Clang 64-bit targets) each 64x64 carry-less product is exact in 16
 * multiplications; without one (portable C), only low halves are available
 * and high halves come from bit-reversed operands. Both aggregate AGG blocks
 * per reduction. ct32 uses 32x32 -> 64 multiplications (UMULL): constant
 * time on Cortex-M4/M7 and larger cores, but not on cores whose long
 * multiply terminates early (Cortex-M3).
 *
 * Representation and the H' = H * x^-1 trick: see ghash_internal.h. Each
 * product gives a 256-bit value w3:w2:w1:w0 (big-endian words) in which
 * w3:w2 holds x^0..x^127 and w1:w0 x^128..x^255 (bit-reversed); reduce()
 * folds the low half with x^128 = x^7 + x^2 + x + 1, i.e. the low half and
 * its copies shifted right by 1, 2 and 7, after first folding the bits that
 * those shifts push out of the bottom (the "<< 63, 62, 57" terms).
 */
#include "mac/ghash_internal.h"

#if CAIRN_ENABLE_GCM

#define M0 0x1111111111111111u
#define M1 0x2222222222222222u
#define M2 0x4444444444444444u
#define M3 0x8888888888888888u

/* The 256-bit product w3 (most significant) .. w0 reduced into y1:y0. */
CAIRN_INLINE void reduce(uint64_t *y1, uint64_t *y0, uint64_t w3, uint64_t w2, uint64_t w1, uint64_t w0)
{
    w1 ^= (w0 << 63) ^ (w0 << 62) ^ (w0 << 57);
    *y1 = w3 ^ w1 ^ (w1 >> 1) ^ (w1 >> 2) ^ (w1 >> 7);
    *y0 = w2 ^ w0 ^ (w0 >> 1) ^ (w0 >> 2) ^ (w0 >> 7) ^ (w1 << 63) ^ (w1 << 62) ^ (w1 << 57);
}

/* H' = H * x^-1 from the big-endian words of H (constant time). */
static void h_prime(uint64_t *h1, uint64_t *h0, const uint8_t h[16])
{
    uint64_t a1 = cairn_load64_be(h), a0 = cairn_load64_be(h + 8);
    uint64_t m = (uint64_t)0 - (a1 >> 63); /* the x^0 coefficient */
    *h1 = (a1 << 1) | (a0 >> 63);
    *h0 = a0 << 1;
    *h1 ^= m & 0xC200000000000000u;
    *h0 ^= m & 1u;
}

/* The small profile builds the word size's portable object only: the other
 * is code a target would carry and never pick. */
#if !CAIRN_SMALL || UINTPTR_MAX > 0xffffffffu
#define GHASH_CT64 1
#else
#define GHASH_CT64 0
#endif
#if !CAIRN_SMALL || UINTPTR_MAX <= 0xffffffffu
#define GHASH_CT32 1
#else
#define GHASH_CT32 0
#endif

/* ------------------------------------------------------------------ ct64 */
#if GHASH_CT64

#if defined(__SIZEOF_INT128__) && !defined(CAIRN_GHASH_CT64_NO_INT128)
/*
 * With a 64x64 -> 128 multiplier (GCC/Clang on 64-bit targets; one MUL on
 * x86-64, MUL + UMULH on AArch64) each 64x64 carry-less product is exact in
 * 16 multiplications, without bit reversal: the H side is cut to its low
 * 60 bits, so its classes have 15 bits and no column of a class product
 * exceeds 15; the four top bits of H are added as masked shifts of x.
 * Every H-side operand (classes and top-bit masks) is prepared once per key.
 */
#define AGG 2
#define AGG_STRIDE 24
#define CT64_SCRATCH (3 * AGG)
enum { K_H1 = 0, K_H0 = 8, K_HX = 16 };
#define LOW60 0x0FFFFFFFFFFFFFFFu

typedef unsigned __int128 ghash_u128;

/* hi:lo = sum over j < n of x[j] * (operand at AGG_STRIDE * (n - 1 - j) + off). */
CAIRN_INLINE void clmul_sum(uint64_t *hi, uint64_t *lo, const uint64_t *x, const uint64_t *hk, unsigned off,
                            unsigned n)
{
    ghash_u128 z0 = 0, z1 = 0, z2 = 0, z3 = 0;
    uint64_t tl = 0, th = 0;
    unsigned j, k;
    for (j = 0; j < n; j++) {
        const uint64_t *c = hk + AGG_STRIDE * (n - 1 - j) + off;
        uint64_t xv = x[j], xi;
        xi = xv & M0;
        z0 ^= (ghash_u128)xi * c[0];
        z1 ^= (ghash_u128)xi * c[1];
        z2 ^= (ghash_u128)xi * c[2];
        z3 ^= (ghash_u128)xi * c[3];
        xi = xv & M1;
        z1 ^= (ghash_u128)xi * c[0];
        z2 ^= (ghash_u128)xi * c[1];
        z3 ^= (ghash_u128)xi * c[2];
        z0 ^= (ghash_u128)xi * c[3];
        xi = xv & M2;
        z2 ^= (ghash_u128)xi * c[0];
        z3 ^= (ghash_u128)xi * c[1];
        z0 ^= (ghash_u128)xi * c[2];
        z1 ^= (ghash_u128)xi * c[3];
        xi = xv & M3;
        z3 ^= (ghash_u128)xi * c[0];
        z0 ^= (ghash_u128)xi * c[1];
        z1 ^= (ghash_u128)xi * c[2];
        z2 ^= (ghash_u128)xi * c[3];
        for (k = 0; k < 4; k++) {
            tl ^= c[4 + k] & (xv << (60 + k));
            th ^= c[4 + k] & (xv >> (4 - k));
        }
    }
    *lo = (((uint64_t)z0 & M0) | ((uint64_t)z1 & M1) | ((uint64_t)z2 & M2) | ((uint64_t)z3 & M3)) ^ tl;
    *hi = (((uint64_t)(z0 >> 64) & M0) | ((uint64_t)(z1 >> 64) & M1) | ((uint64_t)(z2 >> 64) & M2) |
           ((uint64_t)(z3 >> 64) & M3)) ^
          th;
}

/* y = (y ^ b[0]) * H^n ^ ... ^ b[n-1] * H, 1 <= n <= AGG, Karatsuba over
 * 64-bit halves, one reduction. */
CAIRN_INLINE void ct64_group(const uint64_t *hk, uint64_t *y1, uint64_t *y0, const uint8_t *in, unsigned n,
                              uint64_t *scratch)
{
    uint64_t *a1 = scratch, *a0 = scratch + AGG, *ax = scratch + 2 * AGG, p1h, p1l, p0h, p0l, pxh, pxl;
    unsigned j;

    for (j = 0; j < n; j++) {
        a1[j] = cairn_load64_be(in + 16 * j);
        a0[j] = cairn_load64_be(in + 16 * j + 8);
    }
    a1[0] ^= *y1;
    a0[0] ^= *y0;
    for (j = 0; j < n; j++)
        ax[j] = a1[j] ^ a0[j];
    clmul_sum(&p1h, &p1l, a1, hk, K_H1, n);
    clmul_sum(&p0h, &p0l, a0, hk, K_H0, n);
    clmul_sum(&pxh, &pxl, ax, hk, K_HX, n);
    pxh ^= p1h ^ p0h;
    pxl ^= p1l ^ p0l;
    reduce(y1, y0, p1h, p1l ^ pxh, p0h ^ pxl, p0l);
}

static void ct64_key_word(uint64_t *e, uint64_t v)
{
    unsigned k;
    e[0] = v & M0 & LOW60;
    e[1] = v & M1 & LOW60;
    e[2] = v & M2 & LOW60;
    e[3] = v & M3 & LOW60;
    for (k = 0; k < 4; k++)
        e[4 + k] = (uint64_t)0 - ((v >> (60 + k)) & 1);
}

static void ct64_key_entry(uint64_t *e, uint64_t h1, uint64_t h0)
{
    ct64_key_word(e + K_H1, h1);
    ct64_key_word(e + K_H0, h0);
    ct64_key_word(e + K_HX, h1 ^ h0);
}

#else
/*
 * Portable: only the low 64 bits of each integer product are available, so
 * high halves come from bit-reversed operands (BearSSL's ghash_ctmul64 idea).
 */
#define AGG 2
#define AGG_STRIDE 24
#define CT64_SCRATCH (6 * AGG)
enum { K_H1 = 0, K_H0 = 4, K_HX = 8, K_R1 = 12, K_R0 = 16, K_RX = 20 };

/*
 * Sum over j < n of the low 64 bits of the carry-less products x[j] * y[j'],
 * y[j'] = hk[AGG_STRIDE * (n - 1 - j) + off] (block j meets H^(n-j)).
 * Operands are masked to every fourth bit: each has 16 bits per class, so
 * a column below bit 60 sums at most 15 one-bit products and fits in the
 * four bits before the next column of its class. Columns 60..63 may reach
 * 16, but that carry lands above bit 63 and is dropped. The final masking
 * is linear, so it is done once for the whole sum.
 */
CAIRN_INLINE uint64_t bmul64_sum(const uint64_t *x, const uint64_t *hk, unsigned off, unsigned n)
{
    uint64_t z0 = 0, z1 = 0, z2 = 0, z3 = 0;
    unsigned j;
    for (j = 0; j < n; j++) {
        const uint64_t *y = hk + AGG_STRIDE * (n - 1 - j) + off;
        uint64_t xi;
        /* one masked x at a time keeps few values live */
        xi = x[j] & M0;
        z0 ^= xi * y[0];
        z1 ^= xi * y[1];
        z2 ^= xi * y[2];
        z3 ^= xi * y[3];
        xi = x[j] & M1;
        z1 ^= xi * y[0];
        z2 ^= xi * y[1];
        z3 ^= xi * y[2];
        z0 ^= xi * y[3];
        xi = x[j] & M2;
        z2 ^= xi * y[0];
        z3 ^= xi * y[1];
        z0 ^= xi * y[2];
        z1 ^= xi * y[3];
        xi = x[j] & M3;
        z3 ^= xi * y[0];
        z0 ^= xi * y[1];
        z1 ^= xi * y[2];
        z2 ^= xi * y[3];
    }
    return (z0 & M0) | (z1 & M1) | (z2 & M2) | (z3 & M3);
}

CAIRN_INLINE uint64_t rev64(uint64_t x)
{
    x = ((x & 0x5555555555555555u) << 1) | ((x >> 1) & 0x5555555555555555u);
    x = ((x & 0x3333333333333333u) << 2) | ((x >> 2) & 0x3333333333333333u);
    x = ((x & 0x0F0F0F0F0F0F0F0Fu) << 4) | ((x >> 4) & 0x0F0F0F0F0F0F0F0Fu);
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_bswap64(x);
#else
    x = ((x & 0x00FF00FF00FF00FFu) << 8) | ((x >> 8) & 0x00FF00FF00FF00FFu);
    x = ((x & 0x0000FFFF0000FFFFu) << 16) | ((x >> 16) & 0x0000FFFF0000FFFFu);
    return (x << 32) | (x >> 32);
#endif
}

/*
 * hk: for each power H^p * x^-1, p = 1..AGG, AGG_STRIDE words at
 * AGG_STRIDE * (p - 1): its halves h1, h0, their bit reversals, and the
 * Karatsuba middle operands.
 */

/*
 * y = (y ^ b[0]) * H^n ^ b[1] * H^(n-1) ^ ... ^ b[n-1] * H, 1 <= n <= AGG:
 * the n products are independent (instruction-level parallelism) and share
 * one reduction. Karatsuba over 64-bit halves: three 64x64 products, each
 * as a low half (bmul64_sum) and a high half (bmul64_sum of the bit-reversed
 * operands, reversed: rev(x) * rev(y) is the reversal of x * y over 127
 * bits). Reversal is linear too, so it is applied to the sums.
 */
CAIRN_INLINE void ct64_group(const uint64_t *hk, uint64_t *y1, uint64_t *y0, const uint8_t *in, unsigned n,
                              uint64_t *scratch)
{
    uint64_t *a1 = scratch, *a0 = scratch + AGG, *ax = scratch + 2 * AGG, *b1 = scratch + 3 * AGG,
             *b0 = scratch + 4 * AGG, *bx = scratch + 5 * AGG;
    uint64_t lo0, lo1, lox, hi0, hi1, hix;
    unsigned j;

    for (j = 0; j < n; j++) {
        a1[j] = cairn_load64_be(in + 16 * j);
        a0[j] = cairn_load64_be(in + 16 * j + 8);
    }
    a1[0] ^= *y1;
    a0[0] ^= *y0;
    for (j = 0; j < n; j++) {
        ax[j] = a1[j] ^ a0[j];
        b1[j] = rev64(a1[j]);
        b0[j] = rev64(a0[j]);
        bx[j] = b1[j] ^ b0[j];
    }
    lo1 = bmul64_sum(a1, hk, K_H1, n);
    lo0 = bmul64_sum(a0, hk, K_H0, n);
    lox = bmul64_sum(ax, hk, K_HX, n) ^ lo0 ^ lo1;
    hi1 = rev64(bmul64_sum(b1, hk, K_R1, n)) >> 1;
    hi0 = rev64(bmul64_sum(b0, hk, K_R0, n)) >> 1;
    hix = (rev64(bmul64_sum(bx, hk, K_RX, n)) >> 1) ^ hi0 ^ hi1;
    reduce(y1, y0, hi1, lo1 ^ hix, hi0 ^ lox, lo0);
}

static void ct64_key_word(uint64_t *e, uint64_t v)
{
    e[0] = v & M0;
    e[1] = v & M1;
    e[2] = v & M2;
    e[3] = v & M3;
}

static void ct64_key_entry(uint64_t *e, uint64_t h1, uint64_t h0)
{
    ct64_key_word(e + K_H1, h1);
    ct64_key_word(e + K_H0, h0);
    ct64_key_word(e + K_HX, h1 ^ h0);
    ct64_key_word(e + K_R1, rev64(h1));
    ct64_key_word(e + K_R0, rev64(h0));
    ct64_key_word(e + K_RX, rev64(h1 ^ h0));
}

#endif

static void ct64_set_h(uint64_t *hk, const uint8_t h[16])
{
    uint64_t h1, h0, scratch[CT64_SCRATCH];
    uint8_t zero[16] = {0};
    unsigned p;

    h_prime(&h1, &h0, h);
    ct64_key_entry(hk, h1, h0);
    /* H^(p+1) * x^-1 = (H^p * x^-1) * H */
    for (p = 1; p < AGG; p++) {
        ct64_group(hk, &h1, &h0, zero, 1, scratch);
        ct64_key_entry(hk + AGG_STRIDE * p, h1, h0);
    }
    cairn_wipe(scratch, sizeof scratch);
}

static void ct64_update(const uint64_t *hk, uint8_t y[16], const uint8_t *in, size_t nblocks)
{
    uint64_t y1 = cairn_load64_be(y), y0 = cairn_load64_be(y + 8), scratch[CT64_SCRATCH];

    /* the secret-dependent operands live in scratch, wiped once at the end */
    for (; nblocks >= AGG; nblocks -= AGG, in += 16 * AGG)
        ct64_group(hk, &y1, &y0, in, AGG, scratch);
    if (nblocks > 0)
        ct64_group(hk, &y1, &y0, in, (unsigned)nblocks, scratch);
    cairn_store64_be(y, y1);
    cairn_store64_be(y + 8, y0);
    cairn_wipe(scratch, sizeof scratch);
}
#endif /* GHASH_CT64 */

/* ------------------------------------------------------------------ ct32 */
#if GHASH_CT32

/* The products: inlined, or in the small profile called, each one's code once. */
#if CAIRN_SMALL
#define GHASH32_STEP static CAIRN_NOINLINE
#else
#define GHASH32_STEP CAIRN_INLINE
#endif

#define N0 0x11111111u
#define N1 0x22222222u
#define N2 0x44444444u
#define N3 0x88888888u

/* Blocks per reduction: the hash key holds H'^1 .. H'^AGG32. The small
 * profile keeps one power (less code, the same key words). */
#if CAIRN_SMALL
#define AGG32 1
#else
#define AGG32 4
#endif

/* Karatsuba twice (over 64-bit, then 32-bit halves) turns a 128x128
 * product into nine 32x32 ones; a 128-bit value v3:v2:v1:v0 (v3 most
 * significant) gives their nine operands in this order: the high half's
 * (high, low, middle), the low half's, the middle half's. */
#define KW32 9

static void kara_words(uint32_t k[KW32], uint32_t v3, uint32_t v2, uint32_t v1, uint32_t v0)
{
    uint32_t m1 = v3 ^ v1, m0 = v2 ^ v0;
    k[0] = v3;
    k[1] = v2;
    k[2] = v3 ^ v2;
    k[3] = v1;
    k[4] = v0;
    k[5] = v1 ^ v0;
    k[6] = m1;
    k[7] = m0;
    k[8] = m1 ^ m0;
}

/* One call per product keeps its sixteen products apart from the caller's
 * values; and GCC's scheduling before register allocation, which on a
 * 14-register core interleaves the products until they spill, is left off
 * here (straight-line code, so scheduling gains nothing on an in-order core). */
#if defined(__GNUC__) && !defined(__clang__) && defined(__arm__)
#define CLMUL32_ATTR static CAIRN_NOINLINE __attribute__((optimize("no-schedule-insns")))
#else
#define CLMUL32_ATTR static CAIRN_NOINLINE
#endif

/*
 * The 64-bit carry-less product of two 32-bit words. Operands masked to every
 * fourth bit have 8 bits per class: the integer product x_i * y_j holds, in
 * the columns i + j + 4 m, counts min(m, 14 - m) + 1 <= 8, so an XOR of such
 * products never carries into the next column of its class. Two products
 * whose i + j differ by 4 peak in neighbouring columns and their sum stays
 * within 15, so those pairs are added (one multiply-accumulate) instead.
 * Only 32x32 -> 64 multiplications (UMULL/UMLAL on a Cortex-M3/M4/M7).
 */
CLMUL32_ATTR uint64_t clmul32(uint32_t x, uint32_t y)
{
    uint32_t x0 = x & N0, x1 = x & N1, x2 = x & N2, x3 = x & N3;
    uint32_t y0 = y & N0, y1 = y & N1, y2 = y & N2, y3 = y & N3;
    uint64_t z, r;
    z = ((uint64_t)x0 * y0 + (uint64_t)x1 * y3) ^ ((uint64_t)x2 * y2) ^ ((uint64_t)x3 * y1);
    r = z & M0;
    z = ((uint64_t)x0 * y1 + (uint64_t)x2 * y3) ^ ((uint64_t)x1 * y0 + (uint64_t)x3 * y2);
    r |= z & M1;
    z = ((uint64_t)x0 * y2 + (uint64_t)x3 * y3) ^ ((uint64_t)x1 * y1) ^ ((uint64_t)x2 * y0);
    r |= z & M2;
    z = ((uint64_t)x0 * y3) ^ ((uint64_t)x1 * y2) ^ ((uint64_t)x2 * y1) ^ ((uint64_t)x3 * y0);
    return r | (z & M3);
}

/* Sum over j < n of a[KW32 j + i] * hk[KW32 (n - 1 - j) + i] (block j meets H'^(n-j)). */
GHASH32_STEP uint64_t clmul32_sum(const uint32_t *a, const uint64_t *hk, unsigned i, unsigned n)
{
    uint64_t z = 0;
    unsigned j;
    for (j = 0; j < n; j++)
        z ^= clmul32(a[KW32 * j + i], (uint32_t)hk[KW32 * (n - 1 - j) + i]);
    return z;
}

/* The 128-bit product hi:lo of a 64x64 Karatsuba from its three 32x32
 * products (high, low, middle). */
CAIRN_INLINE void kara_join(uint64_t *hi, uint64_t *lo, uint64_t ph, uint64_t pl, uint64_t pm)
{
    pm ^= ph ^ pl;
    *hi = ph ^ (pm >> 32);
    *lo = pl ^ (pm << 32);
}

/*
 * y = (y ^ b[0]) * H^n ^ b[1] * H^(n-1) ^ ... ^ b[n-1] * H, 1 <= n <= AGG32,
 * one reduction. a: KW32 * AGG32 words of scratch (secret operands).
 */
GHASH32_STEP void ct32_group(const uint64_t *hk, uint64_t *y1, uint64_t *y0, const uint8_t *in, unsigned n, uint32_t *a)
{
    uint64_t p[KW32], h1, l1, h0, l0, hx, lx;
    unsigned j;

    for (j = 0; j < n; j++) {
        uint32_t v3 = cairn_load32_be(in + 16 * j), v2 = cairn_load32_be(in + 16 * j + 4);
        uint32_t v1 = cairn_load32_be(in + 16 * j + 8), v0 = cairn_load32_be(in + 16 * j + 12);
        if (j == 0) {
            v3 ^= (uint32_t)(*y1 >> 32);
            v2 ^= (uint32_t)*y1;
            v1 ^= (uint32_t)(*y0 >> 32);
            v0 ^= (uint32_t)*y0;
        }
        kara_words(a + KW32 * j, v3, v2, v1, v0);
    }
    for (j = 0; j < KW32; j++)
        p[j] = clmul32_sum(a, hk, j, n);
    kara_join(&h1, &l1, p[0], p[1], p[2]);
    kara_join(&h0, &l0, p[3], p[4], p[5]);
    kara_join(&hx, &lx, p[6], p[7], p[8]);
    hx ^= h1 ^ h0;
    lx ^= l1 ^ l0;
    reduce(y1, y0, h1, l1 ^ hx, h0 ^ lx, l0);
}

/* hk: for each power H^p * x^-1, p = 1..AGG32, its KW32 Karatsuba operand
 * words at KW32 * (p - 1), one per 64-bit slot. */
static void ct32_set_h(uint64_t *hk, const uint8_t h[16])
{
    uint64_t h1, h0;
    uint32_t k[KW32], a[KW32 * AGG32];
    uint8_t zero[16] = {0};
    unsigned p, i;

    h_prime(&h1, &h0, h);
    for (p = 0; p < AGG32; p++) {
        if (p > 0) /* H^(p+1) * x^-1 = (H^p * x^-1) * H */
            ct32_group(hk, &h1, &h0, zero, 1, a);
        kara_words(k, (uint32_t)(h1 >> 32), (uint32_t)h1, (uint32_t)(h0 >> 32), (uint32_t)h0);
        for (i = 0; i < KW32; i++)
            hk[KW32 * p + i] = k[i];
    }
    cairn_wipe(k, sizeof k);
    cairn_wipe(a, sizeof a);
}

static void ct32_update(const uint64_t *hk, uint8_t y[16], const uint8_t *in, size_t nblocks)
{
    uint64_t y1 = cairn_load64_be(y), y0 = cairn_load64_be(y + 8);
    uint32_t a[KW32 * AGG32];

    for (; nblocks >= AGG32; nblocks -= AGG32, in += 16 * AGG32)
        ct32_group(hk, &y1, &y0, in, AGG32, a);
    if (nblocks > 0)
        ct32_group(hk, &y1, &y0, in, (unsigned)nblocks, a);
    cairn_store64_be(y, y1);
    cairn_store64_be(y + 8, y0);
    cairn_wipe(a, sizeof a);
}
#endif /* GHASH_CT32 */

/* --------------------------------------------------------------- objects */

#if GHASH_CT64
static const cairn_ghash_impl ghash_ct64 = {{"ct64", CAIRN_PRIM_GHASH, 0}, 0, ct64_set_h, ct64_update};
#endif
#if GHASH_CT32
static const cairn_ghash_impl ghash_ct32 = {{"ct32", CAIRN_PRIM_GHASH, 0}, 0, ct32_set_h, ct32_update};
#endif

/* see cairn/mac.h. Best first; the portable object for the word size
 * before the other one (ct64's portable form runs on 32-bit cores too, and
 * the tests run it there). */
const cairn_impl *const cairn_ghash_impls[] = {
#if CAIRN_ENABLE_ARM_ACCEL
    &cairn_ghash_arm_impl_obj.base,
#endif
#if CAIRN_ENABLE_X86_ACCEL
    &cairn_ghash_vpclmul_impl_obj.base,
    &cairn_ghash_x86_impl_obj.base,
#endif
#if CAIRN_SMALL && UINTPTR_MAX > 0xffffffffu
    &ghash_ct64.base,
#elif CAIRN_SMALL
    &ghash_ct32.base,
#elif UINTPTR_MAX > 0xffffffffu
    &ghash_ct64.base, &ghash_ct32.base,
#else
    &ghash_ct32.base, &ghash_ct64.base,
#endif
    NULL};

#endif
