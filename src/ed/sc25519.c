/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Arithmetic modulo L = 2^252 + delta (the Ed25519 group order), constant
 * time. Numbers are held in signed 21-bit limbs in int64_t; a limb at
 * 2^(21 i) with i >= 12 is folded down with 2^252 = -delta (mod L), delta
 * written in signed 21-bit digits, and the carries keep every intermediate
 * below 2^55 in magnitude. No division, no branch on the value.
 */
#include "ed/ge25519.h"

#if CAIRN_ENABLE_CURVE25519

#include "core/internal.h"

/* -delta = 2^252 mod L in signed radix 2^21 */
static const int64_t sc_fold_c[6] = {666643, 470296, 654183, -997805, 136657, -683901};

/* floor(x / 2^21) for |x| < 2^62 without relying on >> of a negative value */
static int64_t sc_floor21(int64_t x)
{
    const uint64_t bias = (uint64_t)1 << 62;
    return (int64_t)(((uint64_t)x + bias) >> 21) - (int64_t)(bias >> 21);
}

static void sc_carry(int64_t *t, int i)
{
    int64_t c = sc_floor21(t[i]);
    t[i] -= c * ((int64_t)1 << 21);
    t[i + 1] += c;
}

static void sc_fold(int64_t *t, int i)
{
    int64_t c = t[i];
    int k;
    t[i] = 0;
    for (k = 0; k < 6; k++)
        t[i - 12 + k] += c * sc_fold_c[k];
}

/* Bits [off, off + n) of the little-endian string s (len bytes), n <= 32. */
static int64_t sc_bits(const uint8_t *s, size_t len, unsigned off, unsigned n)
{
    uint64_t acc = 0;
    unsigned b = off >> 3, sh = 0;
    while (sh < n + (off & 7) && b < len) {
        acc |= (uint64_t)s[b] << sh;
        sh += 8;
        b++;
    }
    return (int64_t)((acc >> (off & 7)) & (((uint64_t)1 << n) - 1));
}

/* t[0..24) (limbs below 2^55 in magnitude, value >= 0) -> canonical bytes. */
static void sc_reduce_limbs(uint8_t out[32], int64_t t[24])
{
    int i;
    uint64_t acc;
    unsigned nbits, o;
    int64_t neg;

    for (i = 0; i < 23; i++)
        sc_carry(t, i);
    for (i = 23; i >= 18; i--)
        sc_fold(t, i);
    for (i = 6; i < 18; i++)
        sc_carry(t, i);
    for (i = 18; i >= 12; i--)
        sc_fold(t, i);
    for (i = 0; i < 12; i++)
        sc_carry(t, i);
    sc_fold(t, 12);
    for (i = 0; i < 12; i++)
        sc_carry(t, i);
    /* t12 in {-1, 0, 1} now */
    sc_fold(t, 12);
    for (i = 0; i < 12; i++)
        sc_carry(t, i);
    /* value = t12 * 2^252 + w with w in [0, 2^252), t12 in {-1, 0, 1}, and
     * the value lies in [-delta, L): when t12 = -1 add L (t12 += 1, low part += delta) */
    neg = (int64_t)((uint64_t)t[12] >> 63);
    t[12] += neg;
    for (i = 0; i < 6; i++)
        t[i] -= neg * sc_fold_c[i];
    for (i = 0; i < 12; i++)
        sc_carry(t, i);
    /* t0..t11 in [0, 2^21), t12 in {0, 1} is bit 252 */
    acc = 0;
    nbits = 0;
    o = 0;
    for (i = 0; i <= 12; i++) {
        acc |= (uint64_t)t[i] << nbits;
        nbits += 21;
        while (nbits >= 8 && o < 32) {
            out[o++] = (uint8_t)acc;
            acc >>= 8;
            nbits -= 8;
        }
    }
    while (o < 32) {
        out[o++] = (uint8_t)acc;
        acc >>= 8;
    }
    cairn_wipe(t, 24 * sizeof(int64_t));
}

void cairn_sc25519_reduce(uint8_t out[32], const uint8_t in[64])
{
    int64_t t[24];
    int i;
    for (i = 0; i < 23; i++)
        t[i] = sc_bits(in, 64, 21u * (unsigned)i, 21);
    t[23] = sc_bits(in, 64, 483, 29);
    sc_reduce_limbs(out, t);
}

static void sc_load12(int64_t l[12], const uint8_t s[32])
{
    int i;
    for (i = 0; i < 11; i++)
        l[i] = sc_bits(s, 32, 21u * (unsigned)i, 21);
    l[11] = sc_bits(s, 32, 231, 25);
}

void cairn_sc25519_muladd(uint8_t out[32], const uint8_t a[32], const uint8_t b[32], const uint8_t c[32])
{
    int64_t la[12], lb[12], t[24];
    int i, j;
    sc_load12(la, a);
    sc_load12(lb, b);
    sc_load12(t, c);
    for (i = 12; i < 24; i++)
        t[i] = 0;
    /* 12 products of at most 2^25 * 2^25 per column: below 2^54 */
    for (i = 0; i < 12; i++)
        for (j = 0; j < 12; j++)
            t[i + j] += la[i] * lb[j];
    sc_reduce_limbs(out, t);
    cairn_wipe(la, sizeof(la));
    cairn_wipe(lb, sizeof(lb));
}

int cairn_sc25519_is_canonical(const uint8_t s[32])
{
    static const uint8_t L[32] = {0xed, 0xd3, 0xf5, 0x5c, 0x1a, 0x63, 0x12, 0x58, 0xd6, 0x9c, 0xf7,
                                  0xa2, 0xde, 0xf9, 0xde, 0x14, 0,    0,    0,    0,    0,    0,
                                  0,    0,    0,    0,    0,    0,    0,    0,    0,    0x10};
    int i;
    for (i = 31; i >= 0; i--) {
        if (s[i] < L[i])
            return 1;
        if (s[i] > L[i])
            return 0;
    }
    return 0;
}

#endif
