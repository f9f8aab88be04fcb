/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * p = 2^448 - 2^224 - 1 with 16 limbs of 28 bits (see f448.h), for 32-bit
 * cores: every product is 32x32->64 bits and columns stay below 2^63.
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_CURVE448

#include "ed/f448.h"

#define M28 ((uint32_t)0x0fffffff)

#define FT cairn_f448_32
#define FN(n) cairn_f448_32_##n

/* see f448.h */
void cairn_f448_32_frombytes(FT *r, const uint8_t in[56])
{
    int i;

    for (i = 0; i < 8; i++) {
        const uint8_t *p = in + 7 * i;
        r->l[2 * i] = cairn_load32_le(p) & M28;
        r->l[2 * i + 1] = (cairn_load32_le(p + 3) >> 4) & M28;
    }
}

/* One parallel carry step: limbs below 2^28 + 2^5 afterwards (inputs below
 * 2^32 - 2^28); the value is unchanged mod p. */
CAIRN_INLINE void weak(uint32_t *l)
{
    uint32_t c[16];
    int i;

    for (i = 0; i < 16; i++)
        c[i] = l[i] >> 28;
    for (i = 1; i < 16; i++)
        l[i] = (l[i] & M28) + c[i - 1];
    l[0] = (l[0] & M28) + c[15];
    l[8] += c[15];
}

/* see f448.h */
void cairn_f448_32_tobytes(uint8_t out[56], const FT *a)
{
    uint32_t l[16], s[16], b = 0;
    int i;

    for (i = 0; i < 16; i++)
        l[i] = a->l[i];
    weak(l);
    for (i = 0; i < 15; i++) {
        l[i + 1] += l[i] >> 28;
        l[i] &= M28;
    }
    b = l[15] >> 28;
    l[15] &= M28;
    l[0] += b;
    l[8] += b;
    b = 0;
    for (i = 0; i < 15; i++) {
        l[i + 1] += l[i] >> 28;
        l[i] &= M28;
    }
    /* l < 2p with limbs < 2^28 (l[15] <= 2^28): one conditional subtraction */
    for (i = 0; i < 16; i++) {
        uint32_t pi = (i == 8) ? M28 - 1 : M28;
        uint32_t d = l[i] - pi - b;
        s[i] = d & M28;
        b = d >> 31;
    }
    for (i = 0; i < 16; i++) {
        uint32_t m = 0u - b;
        l[i] = (l[i] & m) | (s[i] & ~m);
    }
    for (i = 0; i < 8; i++) {
        uint64_t v = (uint64_t)l[2 * i] | ((uint64_t)l[2 * i + 1] << 28);
        int k;
        for (k = 0; k < 7; k++)
            out[7 * i + k] = (uint8_t)(v >> (8 * k));
    }
    cairn_wipe(l, sizeof l);
    cairn_wipe(s, sizeof s);
}

/* see f448.h */
void cairn_f448_32_set_small(FT *r, uint32_t v)
{
    int i;

    r->l[0] = v & M28;
    r->l[1] = v >> 28;
    for (i = 2; i < 16; i++)
        r->l[i] = 0;
}

/* see f448.h */
void cairn_f448_32_copy(FT *r, const FT *a) { *r = *a; }

/* see f448.h */
void cairn_f448_32_add(FT *r, const FT *a, const FT *b)
{
    int i;

    for (i = 0; i < 16; i++)
        r->l[i] = a->l[i] + b->l[i];
    weak(r->l);
}

/* see f448.h: carried here, since 32-bit columns have no room for larger inputs */
void cairn_f448_32_add_nr(FT *r, const FT *a, const FT *b) { cairn_f448_32_add(r, a, b); }

/* see f448.h: a - b + 2p */
void cairn_f448_32_sub(FT *r, const FT *a, const FT *b)
{
    int i;

    for (i = 0; i < 16; i++)
        r->l[i] = a->l[i] + ((i == 8) ? 2 * M28 - 2 : 2 * M28) - b->l[i];
    weak(r->l);
}

static void carry_columns(uint32_t *r, uint64_t *c)
{
    uint64_t t;
    int i;

    t = c[15] >> 28;
    c[15] &= M28;
    c[0] += t;
    c[8] += t;
    for (i = 0; i < 15; i++) {
        c[i + 1] += c[i] >> 28;
        r[i] = (uint32_t)c[i] & M28;
    }
    r[15] = (uint32_t)c[15] & M28;
    t = c[15] >> 28;
    r[0] += (uint32_t)t;
    r[8] += (uint32_t)t;
    r[1] += r[0] >> 28;
    r[0] &= M28;
    r[9] += r[8] >> 28;
    r[8] &= M28;
}

/*
 * Same golden-ratio Karatsuba as the 64-bit code with 8-limb halves:
 *   r[j]   = Lo[j] + Hi[j] + Mi[j+8] - Lo[j+8]
 *   r[j+8] = Mi[j] + Mi[j+8] + Hi[j+8] - Lo[j]         (j = 0..7)
 * Inputs below 2^28 * 1.01: half sums below 2^29.1, Mi columns below 2^61.3,
 * so every column is below 2^63.
 */
void cairn_f448_32_mul(FT *r, const FT *a, const FT *b)
{
    const uint32_t *x = a->l, *y = b->l;
    uint32_t xs[8], ys[8];
    uint64_t lo[15], hi[15], mi[15], c[16];
    int i, j;

    for (i = 0; i < 8; i++) {
        xs[i] = x[i] + x[i + 8];
        ys[i] = y[i] + y[i + 8];
    }
    for (i = 0; i < 15; i++) {
        lo[i] = 0;
        hi[i] = 0;
        mi[i] = 0;
    }
    for (i = 0; i < 8; i++) {
        for (j = 0; j < 8; j++) {
            lo[i + j] += (uint64_t)x[i] * y[j];
            hi[i + j] += (uint64_t)x[i + 8] * y[j + 8];
            mi[i + j] += (uint64_t)xs[i] * ys[j];
        }
    }
    for (j = 0; j < 7; j++) {
        c[j] = lo[j] + hi[j] + mi[j + 8] - lo[j + 8];
        c[j + 8] = mi[j] + mi[j + 8] + hi[j + 8] - lo[j];
    }
    c[7] = lo[7] + hi[7];
    c[15] = mi[7] - lo[7];
    carry_columns(r->l, c);
}

/* see f448.h */
void cairn_f448_32_sqr(FT *r, const FT *a)
{
    const uint32_t *x = a->l;
    uint32_t xs[8];
    uint64_t lo[15], hi[15], mi[15], c[16];
    int i, j;

    for (i = 0; i < 8; i++)
        xs[i] = x[i] + x[i + 8];
    for (i = 0; i < 15; i++) {
        lo[i] = 0;
        hi[i] = 0;
        mi[i] = 0;
    }
    for (i = 0; i < 8; i++) {
        lo[2 * i] += (uint64_t)x[i] * x[i];
        hi[2 * i] += (uint64_t)x[i + 8] * x[i + 8];
        mi[2 * i] += (uint64_t)xs[i] * xs[i];
        for (j = i + 1; j < 8; j++) {
            lo[i + j] += 2 * ((uint64_t)x[i] * x[j]);
            hi[i + j] += 2 * ((uint64_t)x[i + 8] * x[j + 8]);
            mi[i + j] += 2 * ((uint64_t)xs[i] * xs[j]);
        }
    }
    for (j = 0; j < 7; j++) {
        c[j] = lo[j] + hi[j] + mi[j + 8] - lo[j + 8];
        c[j + 8] = mi[j] + mi[j + 8] + hi[j + 8] - lo[j];
    }
    c[7] = lo[7] + hi[7];
    c[15] = mi[7] - lo[7];
    carry_columns(r->l, c);
}

/* see f448.h */
void cairn_f448_32_mul_small(FT *r, const FT *a, uint32_t k)
{
    uint64_t c[16];
    int i;

    for (i = 0; i < 16; i++)
        c[i] = (uint64_t)a->l[i] * k;
    carry_columns(r->l, c);
}

/* see f448.h */
void cairn_f448_32_cswap(FT *a, FT *b, uint32_t ctl) { cairn_ct_cond_swap32(ctl, a->l, b->l, 16); }

/* see f448.h */
void cairn_f448_32_cmov(FT *r, const FT *a, uint32_t ctl)
{
    uint32_t m = cairn_ct_mask32(ctl);
    int i;

    for (i = 0; i < 16; i++)
        r->l[i] ^= m & (r->l[i] ^ a->l[i]);
}

#include "ed/f448_chain.h"

#endif
