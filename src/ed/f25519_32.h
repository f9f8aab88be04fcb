/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * GF(2^255 - 19), 32-bit representation for 32-bit cores: eight words
 * packed (radix 2^32), an element being any value below 2^256 congruent to
 * it. Every function takes and returns such values; tobytes alone reduces
 * fully. Products are the X25519 ladder's (x25519_p32.c: 64 steps
 * (hi:lo) = x * y + lo + hi, one UMAAL each on Cortex-M4/M7, in assembly
 * there; the upper half folded with 2^256 = 38), which take any 256-bit
 * operands and return values below 2^255 + 2^11. Additions and
 * subtractions carry through the eight words and fold the carry (or
 * borrow) out of 2^256 back as 38, twice (the second fold meets a value far
 * below 2^256 - 38 and cannot carry): where the ten-limb radix-2^25.5 layout
 * this replaces spent 100 products per multiplication, this one spends 64,
 * for longer additions. Static inline like f25519_64.h, with the same
 * function set; no branch or index depends on a value.
 */
#ifndef CAIRN_ED_F25519_32_H
#define CAIRN_ED_F25519_32_H

#include <stdint.h>
#include <string.h>

#include "core/internal.h"
#include "core/mac32.h"

typedef uint32_t f32_fe[8];

/* Thumb-2 with the DSP extension: the products in assembly (x25519_p32.c);
 * CAIRN_P32_NO_ASM builds the C versions there too. */
#if (defined(__GNUC__) || defined(__clang__)) && defined(__thumb2__) && defined(__ARM_FEATURE_DSP) &&              \
    __ARM_FEATURE_DSP && !defined(CAIRN_P32_NO_ASM)
#define CAIRN_P32_ARM_ASM 1
/* r = a b and r = a^2, reduced below 2^255 + 2^11 (x25519_p32.c) */
void cairn_p32_mul_armv7em(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]);
void cairn_p32_sqr_armv7em(uint32_t r[8], const uint32_t a[8]);
#define F32_MUL cairn_p32_mul_armv7em
#define F32_SQR cairn_p32_sqr_armv7em
#else
#define CAIRN_P32_ARM_ASM 0
/* the same products in C (x25519_p32.c) */
void cairn_p32_mul_c(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]);
void cairn_p32_sqr_c(uint32_t r[8], const uint32_t a[8]);
#define F32_MUL cairn_p32_mul_c
#define F32_SQR cairn_p32_sqr_c
#endif

/* The additive steps and conversions: inlined (the small profile has them
 * out of line, below). */
#define F32_STEP CAIRN_INLINE

CAIRN_INLINE void f32_copy(f32_fe r, const f32_fe a) { memcpy(r, a, sizeof(f32_fe)); }

CAIRN_INLINE void f32_set(f32_fe r, uint32_t v)
{
    r[0] = v;
    r[1] = r[2] = r[3] = r[4] = r[5] = r[6] = r[7] = 0;
}

#if CAIRN_SMALL
/*
 * The small profile: every operation below out of line, one copy in the
 * image (f25519_small.c), the same contract (any 256-bit operands, any
 * 256-bit congruent result, tobytes canonical): one rolled product for
 * multiplications and squarings, one carry loop for additions and
 * subtractions, a product for a multiplication by a small constant. The
 * products declared above stay built for the packed ladder's tests.
 */
void cairn_f32_mul_small(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]);
/* r = a + b (sub 0) or a - b (sub 1) */
void cairn_f32_addsub(uint32_t r[8], const uint32_t a[8], const uint32_t b[8], uint32_t sub);
void cairn_f32_frombytes(uint32_t r[8], const uint8_t s[32]);
void cairn_f32_tobytes(uint8_t s[32], const uint32_t a[8]);
/* a = b where ctl is 1, and then, given swap (b itself), swap = the old a
 * (ctl 0 or 1) */
void cairn_f32_cmov_swap(uint32_t a[8], const uint32_t b[8], uint32_t *swap, uint32_t ctl);

CAIRN_INLINE void f32_add(f32_fe r, const f32_fe a, const f32_fe b) { cairn_f32_addsub(r, a, b, 0); }
CAIRN_INLINE void f32_sub(f32_fe r, const f32_fe a, const f32_fe b) { cairn_f32_addsub(r, a, b, 1); }
#define f32_sub_nc f32_sub
CAIRN_INLINE void f32_carry(f32_fe r) { (void)r; }
CAIRN_INLINE void f32_neg(f32_fe r, const f32_fe a)
{
    f32_fe z;
    f32_set(z, 0);
    cairn_f32_addsub(r, z, a, 1);
}
CAIRN_INLINE void f32_mul(f32_fe r, const f32_fe a, const f32_fe b) { cairn_f32_mul_small(r, a, b); }
CAIRN_INLINE void f32_sqr(f32_fe r, const f32_fe a) { cairn_f32_mul_small(r, a, a); }
CAIRN_INLINE void f32_mul_small(f32_fe r, const f32_fe a, uint32_t c)
{
    f32_fe k;
    f32_set(k, c);
    cairn_f32_mul_small(r, a, k);
}
CAIRN_INLINE void f32_frombytes(f32_fe r, const uint8_t s[32]) { cairn_f32_frombytes(r, s); }
CAIRN_INLINE void f32_tobytes(uint8_t s[32], const f32_fe a) { cairn_f32_tobytes(s, a); }
CAIRN_INLINE void f32_cmov(f32_fe r, const f32_fe a, uint32_t ctl) { cairn_f32_cmov_swap(r, a, NULL, ctl); }
CAIRN_INLINE void f32_cswap(f32_fe a, f32_fe b, uint32_t ctl) { cairn_f32_cmov_swap(a, b, b, ctl); }
#else
/* r += 38 c (c < 2^26); returns the carry out of 2^256 (0 or 1). */
CAIRN_INLINE uint32_t f32_fold(f32_fe r, uint32_t c)
{
    uint32_t cc = 0, lo, z = 0, k = 38;
    int i;
    lo = r[0];
    CAIRN_MAC32(lo, cc, c, k);
    r[0] = lo;
    for (i = 1; i < 8; i++) {
        lo = r[i];
        CAIRN_MAC32(lo, cc, z, z);
        r[i] = lo;
    }
    return cc;
}

/* r -= 38 d (d <= 1), as r + ~(38 d) + 1; returns the borrow (0 or 1). */
CAIRN_INLINE uint32_t f32_unfold(f32_fe r, uint32_t d)
{
    uint32_t cc = 1, lo, one = 1, n0 = ~(38u * d), ones = 0xffffffffu;
    int i;
    lo = r[0];
    CAIRN_MAC32(lo, cc, n0, one);
    r[0] = lo;
    for (i = 1; i < 8; i++) {
        lo = r[i];
        CAIRN_MAC32(lo, cc, ones, one);
        r[i] = lo;
    }
    return cc ^ 1u;
}

F32_STEP void f32_add(f32_fe r, const f32_fe a, const f32_fe b)
{
    uint32_t c = 0, lo, one = 1;
    int i;
    for (i = 0; i < 8; i++) {
        lo = a[i];
        CAIRN_MAC32(lo, c, b[i], one);
        r[i] = lo;
    }
    (void)f32_fold(r, f32_fold(r, c));
}

/* Nothing to carry in this layout (kept for the common function set). */
CAIRN_INLINE void f32_carry(f32_fe r) { (void)r; }

/* a - b as a + ~b + 1 = a - b + 2^256; on a borrow, 2^256 = 38 too many is
 * taken back (twice at most). */
F32_STEP void f32_sub(f32_fe r, const f32_fe a, const f32_fe b)
{
    uint32_t c = 1, lo, one = 1;
    int i;
    for (i = 0; i < 8; i++) {
        lo = a[i];
        CAIRN_MAC32(lo, c, ~b[i], one);
        r[i] = lo;
    }
    (void)f32_unfold(r, f32_unfold(r, c ^ 1u));
}

/* The ladder's name for a subtraction whose result only feeds products. */
#define f32_sub_nc f32_sub

F32_STEP void f32_neg(f32_fe r, const f32_fe a)
{
    f32_fe z;
    f32_set(z, 0);
    f32_sub(r, z, a);
}

CAIRN_INLINE void f32_mul(f32_fe r, const f32_fe a, const f32_fe b) { F32_MUL(r, a, b); }

CAIRN_INLINE void f32_sqr(f32_fe r, const f32_fe a) { F32_SQR(r, a); }

/* r = a c for c < 2^26. */
F32_STEP void f32_mul_small(f32_fe r, const f32_fe a, uint32_t c)
{
    uint32_t h = 0, lo;
    int i;
    for (i = 0; i < 8; i++) {
        lo = 0;
        CAIRN_MAC32(lo, h, a[i], c);
        r[i] = lo;
    }
    (void)f32_fold(r, f32_fold(r, h));
}

F32_STEP void f32_frombytes(f32_fe r, const uint8_t s[32])
{
    int i;
    for (i = 0; i < 8; i++)
        r[i] = cairn_load32_le(s + 4 * i);
    r[7] &= 0x7fffffffu;
}

/* Canonical encoding of any a < 2^256: fold bit 255 (x < 2^255 + 19 < 2p),
 * then y = x + 19 has bit 255 set exactly when x >= p, and y - 2^255 = x - p
 * is selected by mask. */
F32_STEP void f32_tobytes(uint8_t s[32], const f32_fe a)
{
    uint32_t x[8], y[8], m, c, z = 0, k = 19;
    int i;
    memcpy(x, a, sizeof(x));
    x[7] &= 0x7fffffffu;
    c = 0;
    CAIRN_MAC32(x[0], c, a[7] >> 31, k);
    for (i = 1; i < 8; i++)
        CAIRN_MAC32(x[i], c, z, z);
    memcpy(y, x, sizeof(y));
    c = 19;
    for (i = 0; i < 8; i++)
        CAIRN_MAC32(y[i], c, z, z);
    m = cairn_ct_mask32(y[7] >> 31);
    y[7] &= 0x7fffffffu;
    for (i = 0; i < 8; i++)
        cairn_store32_le(s + 4 * i, x[i] ^ (m & (x[i] ^ y[i])));
    cairn_wipe(x, sizeof(x));
    cairn_wipe(y, sizeof(y));
}

F32_STEP void f32_cmov(f32_fe r, const f32_fe a, uint32_t ctl)
{
    uint32_t m = cairn_ct_mask32(ctl);
    int i;
    for (i = 0; i < 8; i++)
        r[i] ^= m & (r[i] ^ a[i]);
}

CAIRN_INLINE void f32_cswap(f32_fe a, f32_fe b, uint32_t ctl) { cairn_ct_cond_swap32(ctl, a, b, 8); }
#endif

CAIRN_INLINE void f32_sqrn(f32_fe r, const f32_fe a, int n)
{
    f32_sqr(r, a);
    while (--n > 0)
        f32_sqr(r, r);
}

/* Eight little-endian words, bit 255 dropped (as the ten-limb layout did:
 * RFC 7748 and RFC 8032 decoders mask it or take it as the sign). */
CAIRN_INLINE void f32_from_words(f32_fe r, const uint32_t w[8])
{
    memcpy(r, w, sizeof(f32_fe));
    r[7] &= 0x7fffffffu;
}

#endif
