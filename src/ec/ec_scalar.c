/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Arithmetic modulo the group order n (ec_internal.h), constant time, on
 * big-endian byte strings: Montgomery products over src/bn with the
 * curve's precomputed -n^-1 and R^2 mod n, and inversion by src/bn's
 * constant-time binary GCD (its step count depends on the length only; the
 * small profile: Fermat's a^(n - 2) over the same products).
 */
#include <string.h>

#include "ec/ec_engine.h"

#if CAIRN_ENABLE_EC

static size_t order_limbs(const cairn_ec_curve_def *c) { return CAIRN_BN_LIMBS(c->nbits); }

/* bytes big-endian bytes into a zero-padded element (they always fit:
 * CAIRN_EC_LIMBS limbs hold 66 bytes in either width) */
static void load(cairn_limb *r, const uint8_t *in, size_t bytes)
{
    memset(r, 0, sizeof(cairn_fe));
    (void)cairn_bn_decode(r, CAIRN_EC_LIMBS, in, bytes);
}

int cairn_ec_scalar_valid(const cairn_ec_curve_def *c, const uint8_t *k)
{
    cairn_fe kl;
    cairn_limb m;
    size_t nl = order_limbs(c);
    load(kl, k, c->bytes);
    /* k < n: below n in the order's limbs (the curve's array holds those
     * only) and nothing above them (c->bytes may span more limbs on a
     * run-time curve with a short order) */
    m = ~cairn_bn_is_zero(kl, CAIRN_EC_LIMBS) & cairn_bn_lt(kl, c->eng->k->n, nl) &
        cairn_bn_is_zero(kl + nl, CAIRN_EC_LIMBS - nl);
    cairn_wipe(kl, sizeof kl);
    return (int)(m & 1);
}

void cairn_ec_scalar_from_digest(const cairn_ec_curve_def *c, uint8_t *e, const uint8_t *h, size_t hlen)
{
    cairn_fe v;
    size_t nl = order_limbs(c), take = (c->nbits + 7) >> 3;
    cairn_limb lt;
    memset(v, 0, sizeof v);
    if (hlen * 8 > c->nbits) {
        /* bits2int: the leftmost nbits bits, the first take bytes shifted
         * right by sh = 8 take - nbits (0..7, public), limb by limb (no
         * src/bn shift linked for it; (w << 1) << (BITS - 1 - sh) is
         * w << (BITS - sh) without a shift by the full width at sh = 0) */
        unsigned sh = (unsigned)(8 * take - c->nbits);
        size_t i;
        (void)cairn_bn_decode(v, CAIRN_EC_LIMBS, h, take);
        for (i = 0; i < CAIRN_EC_LIMBS; i++)
            v[i] = (v[i] >> sh) |
                   (i + 1 < CAIRN_EC_LIMBS ? (v[i + 1] << 1) << (CAIRN_BN_LIMB_BITS - 1 - sh) : (cairn_limb)0);
    } else {
        (void)cairn_bn_decode(v, CAIRN_EC_LIMBS, h, hlen);
    }
    /* v < 2^nbits < 2n: one conditional subtraction */
    lt = cairn_bn_lt(v, c->eng->k->n, nl);
    (void)cairn_bn_cond_sub((lt & 1) ^ 1, v, c->eng->k->n, nl);
    (void)cairn_bn_encode(e, c->bytes, v, nl);
    cairn_wipe(v, sizeof v);
}

void cairn_ec_scalar_reduce(const cairn_ec_curve_def *c, uint8_t *r, const uint8_t *x)
{
    cairn_fe v;
    cairn_limb ge;
    size_t nl = order_limbs(c);
    load(v, x, c->bytes);
    /* x >= n: anything above the order's limbs, or not below n in them; x < 2n, so one
     * subtraction leaves a value below n, in the order's limbs */
    ge = ~cairn_bn_is_zero(v + nl, CAIRN_EC_LIMBS - nl) | ~cairn_bn_lt(v, c->eng->k->n, nl);
    (void)cairn_bn_cond_sub(ge & 1, v, c->eng->k->n, nl);
    (void)cairn_bn_encode(r, c->bytes, v, nl);
    cairn_wipe(v, sizeof v);
}

void cairn_ec_scalar_mul(const cairn_ec_curve_def *c, uint8_t *r, const uint8_t *a, const uint8_t *b)
{
    const cairn_ec_consts *k = c->eng->k;
    size_t nl = order_limbs(c);
    cairn_fe al, bl, t;
    cairn_limb tmp[2 * CAIRN_EC_LIMBS + 2];
    load(al, a, c->bytes);
    load(bl, b, c->bytes);
    /* a R^2 R^-1 = a R (any a < R), then b (a R) R^-1 = a b: no operand
     * needs to be reduced first */
    cairn_bn_montmul(t, al, k->n_rr, k->n, k->n0i, nl, tmp);
    cairn_bn_montmul(t, bl, t, k->n, k->n0i, nl, tmp);
    (void)cairn_bn_encode(r, c->bytes, t, nl);
    cairn_wipe(al, sizeof al);
    cairn_wipe(bl, sizeof bl);
    cairn_wipe(t, sizeof t);
    cairn_wipe(tmp, sizeof tmp);
}

/* a, b < n */
void cairn_ec_scalar_add(const cairn_ec_curve_def *c, uint8_t *r, const uint8_t *a, const uint8_t *b)
{
    size_t nl = order_limbs(c);
    cairn_fe al, bl;
    load(al, a, c->bytes);
    load(bl, b, c->bytes);
    cairn_bn_mod_add(al, al, bl, c->eng->k->n, nl);
    (void)cairn_bn_encode(r, c->bytes, al, nl);
    cairn_wipe(al, sizeof al);
    cairn_wipe(bl, sizeof bl);
}

/* a, b < n */
void cairn_ec_scalar_sub(const cairn_ec_curve_def *c, uint8_t *r, const uint8_t *a, const uint8_t *b)
{
    size_t nl = order_limbs(c);
    cairn_fe al, bl;
    load(al, a, c->bytes);
    load(bl, b, c->bytes);
    cairn_bn_mod_sub(al, al, bl, c->eng->k->n, nl);
    (void)cairn_bn_encode(r, c->bytes, al, nl);
    cairn_wipe(al, sizeof al);
    cairn_wipe(bl, sizeof bl);
}

#if CAIRN_SMALL
/* see ec_engine.h: Fermat's a^(m - 2) by square-and-multiply over src/bn's
 * Montgomery products, every bit of m - 2 from the top limb's highest. The
 * exponent is public, so the sequence of products is fixed; a enters only
 * as an operand. */
void cairn_ec_inv_mod_prime(cairn_limb *r, const cairn_limb *a, const cairn_limb *m, cairn_limb m0i,
                            const cairn_limb *rr, size_t n)
{
    cairn_fe am, acc, e;
    cairn_limb tmp[2 * CAIRN_EC_LIMBS + 2];
    size_t i;
    cairn_bn_montmul(am, a, rr, m, m0i, n, tmp); /* a R */
    cairn_bn_set_word(e, n, 1);
    cairn_bn_montmul(acc, e, rr, m, m0i, n, tmp); /* R, the product's 1 */
    cairn_bn_set_word(e, n, 2);
    (void)cairn_bn_sub(e, m, e, n);
    for (i = n * CAIRN_BN_LIMB_BITS; i-- > 0;) {
        cairn_bn_montmul(acc, acc, acc, m, m0i, n, tmp);
        if (((e[i >> CAIRN_BN_LIMB_LOG2] >> (i & (CAIRN_BN_LIMB_BITS - 1))) & 1) != 0) /* public */
            cairn_bn_montmul(acc, acc, am, m, m0i, n, tmp);
    }
    cairn_bn_set_word(e, n, 1);
    cairn_bn_montmul(r, acc, e, m, m0i, n, tmp); /* out of the Montgomery form */
    cairn_wipe(am, sizeof am);
    cairn_wipe(acc, sizeof acc);
    cairn_wipe(tmp, sizeof tmp);
}

/* The small profile's inversion, without src/bn's binary GCD (about 1.6 KiB
 * of flash): Fermat's, above (n is prime; 0 gives 0), the same code the
 * engine's field inversion runs in this profile. */
void cairn_ec_scalar_inv(const cairn_ec_curve_def *c, uint8_t *r, const uint8_t *a)
{
    const cairn_ec_consts *k = c->eng->k;
    size_t nl = order_limbs(c);
    cairn_fe v;
    load(v, a, c->bytes);
    cairn_ec_inv_mod_prime(v, v, k->n, k->n0i, k->n_rr, nl);
    (void)cairn_bn_encode(r, c->bytes, v, nl);
    cairn_wipe(v, sizeof v);
}
#else
/* r = a^-1 mod n by src/bn's binary GCD inv (constant-time or not) */
static void scalar_inv_with(const cairn_ec_curve_def *c, uint8_t *r, const uint8_t *a,
                            cairn_limb (*inv)(cairn_limb *, const cairn_limb *, const cairn_limb *, size_t, cairn_limb *))
{
    size_t nl = order_limbs(c), i;
    cairn_fe al, rl;
    cairn_limb tmp[4 * CAIRN_EC_LIMBS], ok;
    load(al, a, c->bytes);
    memset(rl, 0, sizeof rl);
    ok = inv(rl, al, c->eng->k->n, nl, tmp);
    for (i = 0; i < nl; i++)
        rl[i] &= ok;
    (void)cairn_bn_encode(r, c->bytes, rl, nl);
    cairn_wipe(al, sizeof al);
    cairn_wipe(rl, sizeof rl);
    cairn_wipe(tmp, sizeof tmp);
}

void cairn_ec_scalar_inv(const cairn_ec_curve_def *c, uint8_t *r, const uint8_t *a)
{
    scalar_inv_with(c, r, a, cairn_bn_mod_inv);
}

/* the same for a public a (a signature's s): src/bn's variable-time binary
 * GCD, about half the constant-time one's time at 521 bits */
void cairn_ec_scalar_inv_vartime(const cairn_ec_curve_def *c, uint8_t *r, const uint8_t *a)
{
    scalar_inv_with(c, r, a, cairn_bn_mod_inv_vartime);
}
#endif

#endif
