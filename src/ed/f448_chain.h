/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The parts of the p = 2^448 - 2^224 - 1 field code that do not depend on the
 * limb layout: exponentiation chains, tests, negation. Included by
 * f448_64.c and f448_32.c after they define FT (element type), FN(name)
 * (prefixed name) and the primitive operations.
 *
 * These functions run once or twice per curve operation, on secret values
 * (the inverse of a secret-derived Z, the parity of a secret x), so each
 * wipes its temporaries; the per-operation primitives (mul, sqr, add, ...)
 * keep theirs in registers or plain columns and do not.
 */

/* see f448.h */
void FN(sqrn)(FT *r, const FT *a, unsigned n)
{
    FN(sqr)(r, a);
    while (--n > 0)
        FN(sqr)(r, r);
}

/*
 * a^((p-3)/4) with (p-3)/4 = 2^446 - 2^222 - 1, whose binary form is 223 ones,
 * a zero, 222 ones: x223^(2^223) * x222 where xk = a^(2^k - 1). The chain is
 * fixed, so the time does not depend on a.
 */
static void FN(pow_x222)(FT *x222, FT *x223, const FT *a)
{
    FT x2, x3, x6, x12, x24, x30, x48, x96, x192, t;

    FN(sqr)(&t, a);
    FN(mul)(&x2, &t, a);
    FN(sqr)(&t, &x2);
    FN(mul)(&x3, &t, a);
    FN(sqrn)(&t, &x3, 3);
    FN(mul)(&x6, &t, &x3);
    FN(sqrn)(&t, &x6, 6);
    FN(mul)(&x12, &t, &x6);
    FN(sqrn)(&t, &x12, 12);
    FN(mul)(&x24, &t, &x12);
    FN(sqrn)(&t, &x24, 6);
    FN(mul)(&x30, &t, &x6);
    FN(sqrn)(&t, &x24, 24);
    FN(mul)(&x48, &t, &x24);
    FN(sqrn)(&t, &x48, 48);
    FN(mul)(&x96, &t, &x48);
    FN(sqrn)(&t, &x96, 96);
    FN(mul)(&x192, &t, &x96);
    FN(sqrn)(&t, &x192, 30);
    FN(mul)(x222, &t, &x30);
    FN(sqr)(&t, x222);
    FN(mul)(x223, &t, a);
    cairn_wipe(&x2, sizeof x2);
    cairn_wipe(&x3, sizeof x3);
    cairn_wipe(&x6, sizeof x6);
    cairn_wipe(&x12, sizeof x12);
    cairn_wipe(&x24, sizeof x24);
    cairn_wipe(&x30, sizeof x30);
    cairn_wipe(&x48, sizeof x48);
    cairn_wipe(&x96, sizeof x96);
    cairn_wipe(&x192, sizeof x192);
    cairn_wipe(&t, sizeof t);
}

/* see f448.h */
void FN(pow_p34)(FT *r, const FT *a)
{
    FT x222, x223, t;

    FN(pow_x222)(&x222, &x223, a);
    FN(sqrn)(&t, &x223, 223);
    FN(mul)(r, &t, &x222);
    cairn_wipe(&x222, sizeof x222);
    cairn_wipe(&x223, sizeof x223);
    cairn_wipe(&t, sizeof t);
}

/* see f448.h: a^(p-2) = (a^((p-3)/4))^4 * a */
void FN(inv)(FT *r, const FT *a)
{
    FT t;

    FN(pow_p34)(&t, a);
    FN(sqrn)(&t, &t, 2);
    FN(mul)(r, &t, a);
    cairn_wipe(&t, sizeof t);
}

/* see f448.h */
void FN(neg)(FT *r, const FT *a)
{
    FT z;

    memset(&z, 0, sizeof z);
    FN(sub)(r, &z, a);
}

/* see f448.h */
void FN(cneg)(FT *r, uint32_t ctl)
{
    FT n;

    FN(neg)(&n, r);
    FN(cmov)(r, &n, ctl);
    cairn_wipe(&n, sizeof n);
}

/* see f448.h */
uint32_t FN(iszero)(const FT *a)
{
    uint8_t b[56];
    uint32_t d = 0;
    size_t i;

    FN(tobytes)(b, a);
    for (i = 0; i < 56; i++)
        d |= b[i];
    cairn_wipe(b, sizeof b);
    return cairn_ct_iszero32(d);
}

/* see f448.h */
uint32_t FN(isodd)(const FT *a)
{
    uint8_t b[56];
    uint32_t odd;

    FN(tobytes)(b, a);
    odd = (uint32_t)(b[0] & 1u);
    cairn_wipe(b, sizeof b);
    return odd;
}

/* see f448.h */
uint32_t FN(eq)(const FT *a, const FT *b)
{
    FT t;
    uint32_t z;

    FN(sub)(&t, a, b);
    z = FN(iszero)(&t);
    cairn_wipe(&t, sizeof t);
    return z;
}
