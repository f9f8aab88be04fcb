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

#if CAIRN_SMALL
/*
 * The small profile's arithmetic mod L: numbers as byte limbs in int64_t,
 * which gives one short loop for everything. A limb at 2^(8 i), i >= 32, is
 * folded with 2^256 = 16 L - 16 delta = -16 delta (mod L): 16 x_i delta is
 * taken from the limbs at i - 32 and up, the twenty limbs from there
 * normalised and their carry added at i - 12, so every limb stays small.
 * Then the top, floor(value / 2^252), is taken away as a multiple of L,
 * which leaves a value in (-L, 2^252): L added back under the sign mask.
 */
static const uint8_t sc_l[32] = {0xed, 0xd3, 0xf5, 0x5c, 0x1a, 0x63, 0x12, 0x58, 0xd6, 0x9c, 0xf7,
                                 0xa2, 0xde, 0xf9, 0xde, 0x14, 0,    0,    0,    0,    0,    0,
                                 0,    0,    0,    0,    0,    0,    0,    0,    0,    0x10};

/* floor(x / 2^s) for |x| < 2^62 without relying on >> of a negative value */
static int64_t sc_floor(int64_t x, unsigned s)
{
    const uint64_t bias = (uint64_t)1 << 62;
    return (int64_t)(((uint64_t)x + bias) >> s) - (int64_t)(bias >> s);
}

/* x[0..n) -= k L[0..n), each limb normalised to [0, 256); returns the carry
 * out of limb n - 1 (the value is then x + carry 2^(8 n)). */
static int64_t sc_mac(int64_t *x, int64_t k, int n)
{
    int64_t c = 0;
    int j;
    for (j = 0; j < n; j++) {
        x[j] += c - k * sc_l[j];
        c = sc_floor(x[j], 8);
        x[j] -= c * 256;
    }
    return c;
}

/* x[0..64) (limbs below 2^22, value >= 0) -> out = x mod L, canonical */
static void sc_reduce_bytes(uint8_t out[32], int64_t x[64])
{
    int64_t c;
    int i;
    for (i = 63; i >= 32; i--) {
        x[i - 12] += sc_mac(x + i - 32, 16 * x[i], 20);
        x[i] = 0;
    }
    x[31] += sc_mac(x, 0, 31);
    c = sc_mac(x, sc_floor(x[31], 4), 32);
    (void)sc_mac(x, c, 32); /* c is -1 (add L) or 0 */
    for (i = 0; i < 32; i++)
        out[i] = (uint8_t)x[i];
    cairn_wipe(x, 64 * sizeof(int64_t));
}

void cairn_sc25519_reduce(uint8_t out[32], const uint8_t in[64])
{
    int64_t x[64];
    int i;
    for (i = 0; i < 64; i++)
        x[i] = in[i];
    sc_reduce_bytes(out, x);
}

void cairn_sc25519_muladd(uint8_t out[32], const uint8_t a[32], const uint8_t b[32], const uint8_t c[32])
{
    int64_t x[64];
    int i, j;
    for (i = 0; i < 64; i++)
        x[i] = i < 32 ? c[i] : 0;
    /* 32 products below 2^16 per limb: below 2^22 */
    for (i = 0; i < 32; i++)
        for (j = 0; j < 32; j++)
            x[i + j] += (int64_t)((uint32_t)a[i] * b[j]);
    sc_reduce_bytes(out, x);
}
#else
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
#endif

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
