/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Template (no include guard: f25519.h includes it once per representation
 * with FEP(x) naming the functions and FEP_T the element type): the fixed
 * addition chains, so inversion and square roots take the same sequence of
 * squarings and multiplications for every input.
 */

/* r = z^(2^250 - 1); z11 = z^11 on return (the inversion needs it). */
static inline void FEP(pow2250m1)(FEP_T r, FEP_T z11, const FEP_T z)
{
    FEP_T t0, t1, t2;
    FEP(sqr)(t0, z);              /* 2 */
    FEP(sqrn)(t1, t0, 2);         /* 8 */
    FEP(mul)(t1, t1, z);          /* 9 */
    FEP(mul)(z11, t1, t0);        /* 11 */
    FEP(sqr)(t0, z11);            /* 22 */
    FEP(mul)(t0, t0, t1);         /* 31 = 2^5 - 1 */
    FEP(sqrn)(t1, t0, 5);
    FEP(mul)(t0, t1, t0);         /* 2^10 - 1 */
    FEP(sqrn)(t1, t0, 10);
    FEP(mul)(t1, t1, t0);         /* 2^20 - 1 */
    FEP(sqrn)(t2, t1, 20);
    FEP(mul)(t1, t2, t1);         /* 2^40 - 1 */
    FEP(sqrn)(t1, t1, 10);
    FEP(mul)(t0, t1, t0);         /* 2^50 - 1 */
    FEP(sqrn)(t1, t0, 50);
    FEP(mul)(t1, t1, t0);         /* 2^100 - 1 */
    FEP(sqrn)(t2, t1, 100);
    FEP(mul)(t1, t2, t1);         /* 2^200 - 1 */
    FEP(sqrn)(t1, t1, 50);
    FEP(mul)(r, t1, t0);          /* 2^250 - 1 */
}

#if CAIRN_SMALL
/* The small profile's powers: square and multiply along the exponent
 * 2^(top + 1) - 1 - holes (holes below 2^5), public, so the same sequence
 * for every z; twice the products of the chains, a fraction of the code. */
static inline void FEP(pow_small)(FEP_T r, const FEP_T z, int top, uint32_t holes)
{
    FEP_T t;
    int i;
    FEP(copy)(t, z);
    for (i = top - 1; i >= 0; i--) {
        FEP(sqr)(t, t);
        if (i >= 5 || !((holes >> i) & 1))
            FEP(mul)(t, t, z);
    }
    FEP(copy)(r, t);
    cairn_wipe(t, sizeof(t));
}

/* r = z^(p - 2) = z^(2^255 - 21) = 1/z (0 for z = 0). */
static inline void FEP(inv)(FEP_T r, const FEP_T z) { FEP(pow_small)(r, z, 254, 0x14); }

/* r = z^((p - 5) / 8) = z^(2^252 - 3), for square roots. */
static inline void FEP(pow22523)(FEP_T r, const FEP_T z) { FEP(pow_small)(r, z, 251, 0x2); }
#else
/* r = z^(p - 2) = 1/z (0 for z = 0). */
static inline void FEP(inv)(FEP_T r, const FEP_T z)
{
    FEP_T t, z11;
    FEP(pow2250m1)(t, z11, z);
    FEP(sqrn)(t, t, 5);           /* 2^255 - 32 */
    FEP(mul)(r, t, z11);          /* 2^255 - 21 = p - 2 */
}

/* r = z^((p - 5) / 8) = z^(2^252 - 3), for square roots. */
static inline void FEP(pow22523)(FEP_T r, const FEP_T z)
{
    FEP_T t, z11;
    FEP(pow2250m1)(t, z11, z);
    FEP(sqrn)(t, t, 2);           /* 2^252 - 4 */
    FEP(mul)(r, t, z);
}
#endif

/* 1 if z != 0 mod p (constant time). */
static inline uint32_t FEP(isnonzero)(const FEP_T z)
{
    uint8_t s[32];
    uint32_t d = 0;
    int i;
    FEP(tobytes)(s, z);
    for (i = 0; i < 32; i++)
        d |= s[i];
    return cairn_ct_nonzero32(d);
}

/* Low bit of the canonical value: the "sign" of RFC 8032. */
static inline uint32_t FEP(isneg)(const FEP_T z)
{
    uint8_t s[32];
    FEP(tobytes)(s, z);
    return s[0] & 1u;
}

/*
 * The X25519 Montgomery ladder (RFC 7748 section 5): out = x(scalar * (u, .)),
 * scalar already clamped by the caller, u any 32 bytes (bit 255 ignored,
 * non-canonical values accepted as the RFC requires). The conditional swaps
 * are masks, the step count is fixed, and the final inversion is the chain above.
 */
static inline void FEP(x25519_ladder)(uint8_t out[32], const uint8_t scalar[32], const uint8_t u[32])
{
    FEP_T x1, x2, z2, x3, z3, a, aa, b, bb, e, c, d, da, cb;
    uint32_t swap = 0, bit;
    int t;

    FEP(frombytes)(x1, u);
    FEP(set)(x2, 1);
    FEP(set)(z2, 0);
    FEP(copy)(x3, x1);
    FEP(set)(z3, 1);
    for (t = 254; t >= 0; t--) {
        bit = (uint32_t)(scalar[t >> 3] >> (t & 7)) & 1u;
        swap ^= bit;
        FEP(cswap)(x2, x3, swap);
        FEP(cswap)(z2, z3, swap);
        swap = bit;
        /* the differences only feed products: no carry needed (sub_nc) */
        FEP(add)(a, x2, z2);
        FEP(sub_nc)(b, x2, z2);
        FEP(add)(c, x3, z3);
        FEP(sub_nc)(d, x3, z3);
        FEP(sqr)(aa, a);
        FEP(sqr)(bb, b);
        FEP(mul)(da, d, a);
        FEP(mul)(cb, c, b);
        FEP(sub_nc)(e, aa, bb);
        FEP(add)(x3, da, cb);
        FEP(sqr)(x3, x3);
        FEP(sub_nc)(z3, da, cb);
        FEP(sqr)(z3, z3);
        FEP(mul)(z3, z3, x1);
        FEP(mul)(x2, aa, bb);
        FEP(mul_small)(z2, e, 121666); /* BB + 121666 E = AA + 121665 E */
        FEP(add)(z2, z2, bb);
        FEP(mul)(z2, z2, e);
    }
    FEP(cswap)(x2, x3, swap);
    FEP(cswap)(z2, z3, swap);
    FEP(inv)(z2, z2);
    FEP(mul)(x2, x2, z2);
    FEP(tobytes)(out, x2);
    cairn_wipe(x2, sizeof(x2));
    cairn_wipe(z2, sizeof(z2));
    cairn_wipe(x3, sizeof(x3));
    cairn_wipe(z3, sizeof(z3));
    cairn_wipe(a, sizeof(a));
    cairn_wipe(b, sizeof(b));
    cairn_wipe(e, sizeof(e));
}
