/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The small profile's GF(2^255 - 19), eight packed 32-bit words
 * (ed/f25519_32.h has the contract): X25519 and Ed25519 share these, one
 * copy each. The product is the schoolbook one as two rolled loops of the
 * step (hi:lo) = x * y + lo + hi (core/mac32.h), squaring included, the
 * upper half folded back with 2^256 = 38; additions and subtractions are
 * one carry loop, a - b taken as a + ~b + 1 = a - b + 2^256, the carry (or
 * missing carry) out of 2^256 folded back as +38 (or -38) twice, which
 * leaves none. Constant time: fixed loops, no branch or index on a value.
 */
#include "ed/f25519_32.h"

#if CAIRN_ENABLE_CURVE25519 && CAIRN_SMALL

/* r = a + b, or a + ~b + 1 for sub; returns 1 where 2^256 must be folded
 * back: a carry out when adding, none when subtracting (a borrow). */
static uint32_t addsub_raw(uint32_t r[8], const uint32_t a[8], const uint32_t b[8], uint32_t sub)
{
    uint32_t c = sub, m = 0u - sub, lo, one = 1;
    unsigned i;

    for (i = 0; i < 8; i++) {
        lo = a[i];
        CAIRN_MAC32(lo, c, b[i] ^ m, one);
        r[i] = lo;
    }
    return c ^ sub;
}

/* r = r + v (sub 0) or r - v (sub 1) for a one-word v, the carry or borrow
 * out of 2^256 folded back as 38 twice: the second fold cannot carry. */
static void fold(uint32_t r[8], uint32_t v, uint32_t sub)
{
    uint32_t f[8] = {0};
    unsigned k;

    for (k = 0; k < 2; k++) {
        f[0] = v;
        v = 38 * addsub_raw(r, r, f, sub);
    }
}

/* see ed/f25519_32.h */
void cairn_f32_addsub(uint32_t r[8], const uint32_t a[8], const uint32_t b[8], uint32_t sub)
{
    fold(r, 38 * addsub_raw(r, a, b, sub), sub);
}

/* see ed/f25519_32.h */
void cairn_f32_mul_small(uint32_t r[8], const uint32_t a[8], const uint32_t b[8])
{
    uint32_t t[16], c, lo, k = 38;
    unsigned i, j;

    memset(t, 0, sizeof t);
    for (i = 0; i < 8; i++) {
        c = 0;
        for (j = 0; j < 8; j++) {
            lo = t[i + j];
            CAIRN_MAC32(lo, c, a[i], b[j]);
            t[i + j] = lo;
        }
        t[i + 8] = c;
    }
    c = 0;
    for (i = 0; i < 8; i++) {
        lo = t[i];
        CAIRN_MAC32(lo, c, t[i + 8], k);
        r[i] = lo;
    }
    fold(r, 38 * c, 0);
    cairn_wipe(t, sizeof t);
}

/* see ed/f25519_32.h */
void cairn_f32_frombytes(uint32_t r[8], const uint8_t s[32])
{
    unsigned i;

    for (i = 0; i < 8; i++)
        r[i] = cairn_load32_le(s + 4 * i);
    r[7] &= 0x7fffffffu;
}

/* see ed/f25519_32.h; as f32_tobytes: bit 255 folded (x < 2^255 + 19),
 * then y = x + 19 has bit 255 set exactly when x >= p, and y - 2^255 = x - p
 * is selected by mask */
void cairn_f32_tobytes(uint8_t s[32], const uint32_t a[8])
{
    uint32_t xy[16], *x = xy, *y = xy + 8, m;
    unsigned i;

    memcpy(x, a, 32);
    x[7] &= 0x7fffffffu;
    fold(x, 19 * (a[7] >> 31), 0);
    memcpy(y, x, 32);
    fold(y, 19, 0);
    m = cairn_ct_mask32(y[7] >> 31);
    y[7] &= 0x7fffffffu;
    for (i = 0; i < 8; i++)
        cairn_store32_le(s + 4 * i, x[i] ^ (m & (x[i] ^ y[i])));
    cairn_wipe(xy, sizeof xy);
}

/* see ed/f25519_32.h */
void cairn_f32_cmov_swap(uint32_t a[8], const uint32_t b[8], uint32_t *swap, uint32_t ctl)
{
    uint32_t m = cairn_ct_mask32(ctl), t;
    unsigned i;

    for (i = 0; i < 8; i++) {
        t = m & (a[i] ^ b[i]);
        a[i] ^= t;
        if (swap != NULL)
            swap[i] ^= t;
    }
}

#else
typedef int cairn_f25519_small_disabled; /* ISO C forbids an empty translation unit */
#endif
