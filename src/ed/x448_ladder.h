/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The X448 Montgomery ladder (RFC 7748 section 5), written once over a field
 * element type FT and its functions FF(name); x448.c includes it for the
 * 64-bit and the 32-bit field code (the tests compare the two).
 */
/* see ed448_internal.h */
void LADDER_FN(uint8_t out[56], const uint8_t scalar[56], const uint8_t u[56])
{
    uint8_t k[56];
    FT x1, x2, z2, x3, z3, a, aa, b, bb, e, c, d, da, cb, t;
    uint32_t swap = 0;
    int i;

    memcpy(k, scalar, 56);
    k[0] &= 252;
    k[55] |= 128;
    FF(frombytes)(&x1, u); /* non-canonical u (>= p) is reduced, as RFC 7748 asks */
    FF(set_small)(&x2, 1);
    FF(set_small)(&z2, 0);
    FF(copy)(&x3, &x1);
    FF(set_small)(&z3, 1);
    for (i = 447; i >= 0; i--) {
        uint32_t bit = (uint32_t)(k[i >> 3] >> (i & 7)) & 1u;
        swap ^= bit;
        FF(cswap)(&x2, &x3, swap);
        FF(cswap)(&z2, &z3, swap);
        swap = bit;
        FF(add_nr)(&a, &x2, &z2);
        FF(sqr)(&aa, &a);
        FF(sub)(&b, &x2, &z2);
        FF(sqr)(&bb, &b);
        FF(sub)(&e, &aa, &bb);
        FF(add_nr)(&c, &x3, &z3);
        FF(sub)(&d, &x3, &z3);
        FF(mul)(&da, &d, &a);
        FF(mul)(&cb, &c, &b);
        FF(add_nr)(&t, &da, &cb);
        FF(sqr)(&x3, &t);
        FF(sub)(&t, &da, &cb);
        FF(sqr)(&t, &t);
        FF(mul)(&z3, &x1, &t);
        FF(mul)(&x2, &aa, &bb);
        FF(mul_small_add)(&t, &aa, &e, X448_A24);
        FF(mul)(&z2, &e, &t);
    }
    FF(cswap)(&x2, &x3, swap);
    FF(cswap)(&z2, &z3, swap);
    FF(inv)(&z2, &z2);
    FF(mul)(&x2, &x2, &z2);
    FF(tobytes)(out, &x2);
    cairn_wipe(k, sizeof k);
    cairn_wipe(&x2, sizeof x2);
    cairn_wipe(&z2, sizeof z2);
    cairn_wipe(&x3, sizeof x3);
    cairn_wipe(&z3, sizeof z3);
    cairn_wipe(&a, sizeof a);
    cairn_wipe(&aa, sizeof aa);
    cairn_wipe(&b, sizeof b);
    cairn_wipe(&bb, sizeof bb);
    cairn_wipe(&e, sizeof e);
    cairn_wipe(&c, sizeof c);
    cairn_wipe(&d, sizeof d);
    cairn_wipe(&da, sizeof da);
    cairn_wipe(&cb, sizeof cb);
    cairn_wipe(&t, sizeof t);
    cairn_wipe(&swap, sizeof swap);
}

