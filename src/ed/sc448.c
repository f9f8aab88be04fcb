/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Scalars modulo the edwards448 group order
 *   L = 2^446 - 13818066809895115352007386748515426880336692474882178609894547503885
 * in 32-bit words, constant time. Reduction folds at 2^448 using
 * 2^448 = 4c (mod L), c = 2^446 - L < 2^224: each fold replaces hi * 2^448 + lo
 * by lo + hi * 4c; the word counts are fixed, so the work is the same for every
 * value. Four conditional subtractions of L finish the job.
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_CURVE448

#include "ed/ed448_internal.h"

static const uint32_t L_WORDS[14] = {0xab5844f3, 0x2378c292, 0x8dc58f55, 0x216cc272, 0xaed63690,
                                     0xc44edb49, 0x7cca23e9, 0xffffffff, 0xffffffff, 0xffffffff,
                                     0xffffffff, 0xffffffff, 0xffffffff, 0x3fffffff};
/* 4c = 4 * (2^446 - L), 226 bits */
static const uint32_t C4_WORDS[8] = {0x529eec34, 0x721cf5b5, 0xc8e9c2ab, 0x7a4cf635,
                                     0x44a725bf, 0xeec492d9, 0x0cd77058, 0x2};

#define SC_MAXW 30

/* w[0..n) -> w[0..return) with the same value mod L; n > 14. */
static size_t fold(uint32_t *w, size_t n)
{
    uint32_t r[SC_MAXW];
    size_t rn = ((n - 14 + 8 > 14) ? n - 14 + 8 : 14) + 1;
    size_t i, j;

    memset(r, 0, sizeof r);
    for (i = 0; i < 14; i++)
        r[i] = w[i];
    for (i = 0; i < n - 14; i++) {
        uint64_t carry = 0;
        uint32_t h = w[14 + i];
        for (j = 0; j < 8; j++) {
            uint64_t t = (uint64_t)h * C4_WORDS[j] + r[i + j] + carry;
            r[i + j] = (uint32_t)t;
            carry = t >> 32;
        }
        for (j = i + 8; j < rn; j++) {
            uint64_t t = (uint64_t)r[j] + carry;
            r[j] = (uint32_t)t;
            carry = t >> 32;
        }
    }
    for (i = 0; i < rn; i++)
        w[i] = r[i];
    for (; i < n; i++)
        w[i] = 0;
    cairn_wipe(r, sizeof r);
    return rn;
}

/* if w >= L: w -= L (constant time), w < 2^448 in 14 words */
static void cond_sub_l(uint32_t w[14])
{
    uint32_t d[14], borrow = 0, m;
    int i;

    for (i = 0; i < 14; i++) {
        uint64_t t = (uint64_t)w[i] - L_WORDS[i] - borrow;
        d[i] = (uint32_t)t;
        borrow = (uint32_t)(t >> 63);
    }
    m = cairn_ct_mask32(borrow); /* all ones: w < L, keep w */
    for (i = 0; i < 14; i++)
        w[i] = (w[i] & m) | (d[i] & ~m);
    cairn_wipe(d, sizeof d);
}

static void reduce_words(uint8_t out[56], uint32_t *w, size_t n)
{
    int i;

    while (n > 15)
        n = fold(w, n);
    /* n == 15: the value is below 2^448 + 2^418; two more folds leave word 14 at 0 */
    n = fold(w, n);
    n = fold(w, n);
    (void)n;
    for (i = 0; i < 4; i++)
        cond_sub_l(w);
    for (i = 0; i < 14; i++)
        cairn_store32_le(out + 4 * i, w[i]);
}

/* see ed448_internal.h */
void cairn_sc448_reduce(uint8_t out[56], const uint8_t *in, size_t inlen)
{
    uint8_t buf[4 * 29];
    uint32_t w[SC_MAXW];
    size_t i;

    memset(buf, 0, sizeof buf);
    memcpy(buf, in, inlen); /* inlen <= 116 (callers: 56, 57 or 114) */
    for (i = 0; i < 29; i++)
        w[i] = cairn_load32_le(buf + 4 * i);
    w[29] = 0;
    reduce_words(out, w, 29);
    cairn_wipe(buf, sizeof buf);
    cairn_wipe(w, sizeof w);
}

/* see ed448_internal.h */
void cairn_sc448_muladd(uint8_t out[56], const uint8_t a[56], const uint8_t b[56], const uint8_t c[56])
{
    uint32_t x[14], y[14], w[SC_MAXW];
    uint64_t carry;
    int i, j;

    for (i = 0; i < 14; i++) {
        x[i] = cairn_load32_le(a + 4 * i);
        y[i] = cairn_load32_le(b + 4 * i);
    }
    for (i = 0; i < SC_MAXW; i++)
        w[i] = (i < 14) ? cairn_load32_le(c + 4 * i) : 0;
    for (i = 0; i < 14; i++) {
        carry = 0;
        for (j = 0; j < 14; j++) {
            uint64_t t = (uint64_t)x[i] * y[j] + w[i + j] + carry;
            w[i + j] = (uint32_t)t;
            carry = t >> 32;
        }
        for (j = i + 14; j < 29; j++) {
            uint64_t t = (uint64_t)w[j] + carry;
            w[j] = (uint32_t)t;
            carry = t >> 32;
        }
    }
    reduce_words(out, w, 29);
    cairn_wipe(x, sizeof x);
    cairn_wipe(y, sizeof y);
    cairn_wipe(w, sizeof w);
}

/* see ed448_internal.h (public data) */
int cairn_sc448_is_canonical(const uint8_t s[57])
{
    int i;

    if (s[56] != 0)
        return 0;
    for (i = 13; i >= 0; i--) {
        uint32_t v = cairn_load32_le(s + 4 * i);
        if (v != L_WORDS[i])
            return v < L_WORDS[i];
    }
    return 0; /* s == L */
}

#endif
