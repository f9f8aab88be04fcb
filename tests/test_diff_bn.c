/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Differential tests of src/bn against OpenSSL's BN on seeded random inputs:
 * odd moduli of 64..4096 bits (random bit lengths, so the top limb is
 * anything from one bit to full), bases below 2^(limbs*LIMB_BITS) (not
 * necessarily reduced) and exponents of random length;
 *  - cairn_bn_mont_exp against BN_mod_exp_mont_consttime, and
 *    cairn_bn_mont_exp_vartime against BN_mod_exp;
 *  - cairn_bn_mont_reduce of a double-length value against BN_nnmod;
 *  - cairn_bn_mul / cairn_bn_sqr against BN_mul / BN_sqr;
 *  - cairn_bn_mod_inv against BN_mod_inverse (including the non-invertible
 *    cases OpenSSL reports), and cairn_bn_mont_inv_prime on primes from
 *    BN_generate_prime_ex;
 *  - cairn_bn_mod_inv on 3000 more pairs, moduli of 64..8192 bits, a of
 *    many shapes (a >= m, m -+ small, m - 2^j, powers of two, common factors);
 *  - cairn_bn_divrem against BN_div (random and edge divisors, quotient and
 *    remainder), cairn_bn_gcd against BN_gcd (including even values and
 *    values with a large common factor of two);
 *  - cairn_bn_is_probable_prime against BN_check_prime on random odd
 *    numbers of 256..2048 bits (trial division rejects most, Miller-Rabin
 *    the rest) and on primes from BN_generate_prime_ex and products of two.
 * CAIRN_TEST_SEED replays a run.
 */
#include <stdlib.h>
#include <string.h>

#include <openssl/bn.h>
#include <openssl/err.h>

#include "bn/bn.h"
#include "testutil.h"

#define MAXL CAIRN_BN_MAX_LIMBS
#define MAXB (MAXL * CAIRN_BN_LIMB_BYTES)

static tu_prng rng;
static cairn_limb table[CAIRN_BN_EXP_TMP_LIMBS(MAXL)];
static BN_CTX *bctx;

/* random value of exactly bits bits (top bit set), optionally odd, as bytes and limbs */
static void rand_bits(uint8_t *buf, size_t nb, size_t bits, int odd)
{
    size_t lead = nb * 8 - bits;
    tu_prng_fill(&rng, buf, nb);
    buf[0] &= (uint8_t)(0xff >> lead);
    buf[0] |= (uint8_t)(0x80 >> lead);
    if (odd)
        buf[nb - 1] |= 1;
}

static BIGNUM *bn_of(const cairn_limb *a, size_t n)
{
    uint8_t buf[2 * MAXB];
    if (cairn_bn_encode(buf, n * CAIRN_BN_LIMB_BYTES, a, n) != CAIRN_OK)
        return NULL;
    return BN_bin2bn(buf, (int)(n * CAIRN_BN_LIMB_BYTES), NULL);
}

/* 1 when the limbs equal the BIGNUM */
static int same(const cairn_limb *a, size_t n, const BIGNUM *b)
{
    uint8_t x[2 * MAXB], y[2 * MAXB];
    size_t len = n * CAIRN_BN_LIMB_BYTES;
    if (cairn_bn_encode(x, len, a, n) != CAIRN_OK || BN_bn2binpad(b, y, (int)len) < 0)
        return 0;
    return memcmp(x, y, len) == 0;
}

static size_t rand_size(void)
{
    /* half small (64..1024), half anywhere up to CAIRN_BN_MAX_BITS (<= 4096) */
    size_t top = CAIRN_BN_MAX_BITS < 4096 ? CAIRN_BN_MAX_BITS : 4096;
    if (tu_prng_below(&rng, 2))
        return 64 + (size_t)tu_prng_below(&rng, 1024 - 64 + 1);
    return 64 + (size_t)tu_prng_below(&rng, top - 64 + 1);
}

static void test_exp(unsigned count)
{
    static cairn_bn_mont ctx;
    unsigned it;
    for (it = 0; it < count; it++) {
        size_t bits = rand_size(), n = CAIRN_BN_LIMBS(bits), nb = (bits + 7) / 8;
        size_t ebits = 1 + (size_t)tu_prng_below(&rng, bits), elen = CAIRN_BN_LIMBS(ebits);
        uint8_t mb[MAXB], ab[MAXB], eb[MAXB];
        cairn_limb m[MAXL], a[MAXL], e[MAXL], r[MAXL];
        BIGNUM *bm, *ba, *be, *br = BN_new();
        size_t alen = n * CAIRN_BN_LIMB_BYTES;

        rand_bits(mb, nb, bits, 1);
        tu_prng_fill(&rng, ab, alen); /* any n-limb base */
        if (it % 5 == 0) { /* the base m - 1 */
            memset(ab, 0, alen - nb);
            memcpy(ab + alen - nb, mb, nb);
            ab[alen - 1] ^= 1;
        }
        rand_bits(eb, (ebits + 7) / 8, ebits, 0);
        CHECK_RC(cairn_bn_decode(m, n, mb, nb), CAIRN_OK, "decode m");
        CHECK_RC(cairn_bn_decode(a, n, ab, alen), CAIRN_OK, "decode a");
        CHECK_RC(cairn_bn_decode(e, elen, eb, (ebits + 7) / 8), CAIRN_OK, "decode e");
        bm = BN_bin2bn(mb, (int)nb, NULL);
        ba = BN_bin2bn(ab, (int)alen, NULL);
        be = BN_bin2bn(eb, (int)((ebits + 7) / 8), NULL);
        CHECK_RC(cairn_bn_mont_init(&ctx, m, n), CAIRN_OK, "mont_init");
        CHECK_RC(cairn_bn_mont_exp(&ctx, r, a, e, elen, table, CAIRN_BN_EXP_TMP_LIMBS(n)), CAIRN_OK, "exp");
        BN_set_flags(be, BN_FLG_CONSTTIME);
        CHECK(BN_mod_exp_mont_consttime(br, ba, be, bm, bctx, NULL) == 1, "OpenSSL exp");
        CHECK(same(r, n, br), "mont_exp = BN_mod_exp_mont_consttime, %zu-bit m, %zu-bit e", bits, ebits);
        if (it % 3 == 0) {
            CHECK_RC(cairn_bn_mont_exp_vartime(&ctx, r, a, e, elen), CAIRN_OK, "exp vartime");
            CHECK(BN_mod_exp(br, ba, be, bm, bctx) == 1, "OpenSSL BN_mod_exp");
            CHECK(same(r, n, br), "mont_exp_vartime = BN_mod_exp, %zu-bit m", bits);
        }
        BN_free(bm);
        BN_free(ba);
        BN_free(be);
        BN_free(br);
    }
    cairn_bn_mont_wipe(&ctx);
}

static void test_reduce_mul(unsigned count)
{
    static cairn_bn_mont ctx;
    unsigned it;
    for (it = 0; it < count; it++) {
        size_t bits = rand_size(), n = CAIRN_BN_LIMBS(bits), nb = (bits + 7) / 8;
        size_t xlen = 1 + (size_t)tu_prng_below(&rng, 2 * n), bn2 = 1 + (size_t)tu_prng_below(&rng, n);
        uint8_t mb[MAXB], xb[2 * MAXB];
        cairn_limb m[MAXL], x[2 * MAXL], r[2 * MAXL], b[MAXL];
        BIGNUM *bm, *bx, *br = BN_new(), *bb, *ba;

        rand_bits(mb, nb, bits, 1);
        tu_prng_fill(&rng, xb, xlen * CAIRN_BN_LIMB_BYTES);
        CHECK_RC(cairn_bn_decode(m, n, mb, nb), CAIRN_OK, "decode m");
        CHECK_RC(cairn_bn_decode(x, xlen, xb, xlen * CAIRN_BN_LIMB_BYTES), CAIRN_OK, "decode x");
        bm = BN_bin2bn(mb, (int)nb, NULL);
        bx = BN_bin2bn(xb, (int)(xlen * CAIRN_BN_LIMB_BYTES), NULL);
        CHECK_RC(cairn_bn_mont_init(&ctx, m, n), CAIRN_OK, "mont_init");
        CHECK_RC(cairn_bn_mont_reduce(&ctx, r, x, xlen), CAIRN_OK, "reduce");
        CHECK(BN_nnmod(br, bx, bm, bctx) == 1, "BN_nnmod");
        CHECK(same(r, n, br), "mont_reduce = BN_nnmod, %zu-bit m, %zu limbs", bits, xlen);
        /* products: n x bn2 limbs and the square of n limbs */
        tu_prng_fill(&rng, xb, bn2 * CAIRN_BN_LIMB_BYTES);
        CHECK_RC(cairn_bn_decode(b, bn2, xb, bn2 * CAIRN_BN_LIMB_BYTES), CAIRN_OK, "decode b");
        bb = bn_of(b, bn2);
        ba = bn_of(x, n);
        cairn_bn_mul(r, x, n, b, bn2);
        CHECK(BN_mul(br, ba, bb, bctx) == 1 && same(r, n + bn2, br), "mul = BN_mul %zu x %zu limbs", n, bn2);
        cairn_bn_sqr(r, x, n);
        CHECK(BN_sqr(br, ba, bctx) == 1 && same(r, 2 * n, br), "sqr = BN_sqr %zu limbs", n);
        BN_free(bm);
        BN_free(bx);
        BN_free(br);
        BN_free(bb);
        BN_free(ba);
    }
    cairn_bn_mont_wipe(&ctx);
}

static void test_inv(unsigned count)
{
    unsigned it, noinv = 0;
    for (it = 0; it < count; it++) {
        size_t bits = 64 + (size_t)tu_prng_below(&rng, (it % 4 == 0 ? 4096 : 1024) - 64 + 1);
        size_t n, nb = (bits + 7) / 8;
        uint8_t mb[MAXB], ab[MAXB];
        cairn_limb m[MAXL], a[MAXL], r[MAXL], t[4 * MAXL], ok;
        BIGNUM *bm, *ba, *br;

        if (bits > CAIRN_BN_MAX_BITS)
            bits = CAIRN_BN_MAX_BITS;
        n = CAIRN_BN_LIMBS(bits);
        nb = (bits + 7) / 8;
        rand_bits(mb, nb, bits, 1);
        tu_prng_fill(&rng, ab, nb);
        if (it % 7 == 0) { /* share a factor 3 or 5 with m: m = 15 k */
            BIGNUM *k = BN_bin2bn(mb, (int)nb, NULL);
            BN_rshift(k, k, 4);
            BN_mul_word(k, 15);
            if (!BN_is_odd(k))
                BN_add_word(k, 15);
            BN_bn2binpad(k, mb, (int)nb);
            BN_set_word(k, it % 2 ? 3 : 5);
            BN_bn2binpad(k, ab, (int)nb);
            BN_free(k);
        }
        CHECK_RC(cairn_bn_decode(m, n, mb, nb), CAIRN_OK, "decode m");
        CHECK_RC(cairn_bn_decode(a, n, ab, nb), CAIRN_OK, "decode a");
        bm = BN_bin2bn(mb, (int)nb, NULL);
        ba = BN_bin2bn(ab, (int)nb, NULL);
        ok = cairn_bn_mod_inv(r, a, m, n, t);
        br = BN_mod_inverse(NULL, ba, bm, bctx);
        if (br == NULL) {
            noinv++;
            CHECK(ok == 0, "no inverse: BN_mod_inverse agrees, %zu bits", bits);
        } else {
            CHECK(ok != 0 && same(r, n, br), "mod_inv = BN_mod_inverse, %zu bits", bits);
        }
        BN_free(bm);
        BN_free(ba);
        BN_free(br);
    }
    CHECK(noinv > 0, "some non-invertible cases ran");
}

static void test_inv_prime(unsigned count)
{
    static cairn_bn_mont ctx;
    unsigned it;
    for (it = 0; it < count; it++) {
        size_t bits = 128 + (size_t)tu_prng_below(&rng, 1024 - 128 + 1), n = CAIRN_BN_LIMBS(bits);
        uint8_t pb[MAXB], ab[MAXB];
        cairn_limb p[MAXL], a[MAXL], r[MAXL], s[MAXL], t[4 * MAXL];
        BIGNUM *bp = BN_new(), *ba, *br;
        size_t nb = (bits + 7) / 8;

        CHECK(BN_generate_prime_ex(bp, (int)bits, 0, NULL, NULL, NULL) == 1, "BN_generate_prime_ex");
        BN_bn2binpad(bp, pb, (int)nb);
        tu_prng_fill(&rng, ab, nb);
        ba = BN_bin2bn(ab, (int)nb, NULL);
        CHECK_RC(cairn_bn_decode(p, n, pb, nb), CAIRN_OK, "decode p");
        CHECK_RC(cairn_bn_decode(a, n, ab, nb), CAIRN_OK, "decode a");
        CHECK_RC(cairn_bn_mont_init(&ctx, p, n), CAIRN_OK, "init p");
        br = BN_mod_inverse(NULL, ba, bp, bctx);
        CHECK(br != NULL, "BN_mod_inverse mod a prime");
        CHECK(cairn_bn_mont_inv_prime(&ctx, r, a, table, CAIRN_BN_EXP_TMP_LIMBS(n)) != 0 && br && same(r, n, br),
              "mont_inv_prime = BN_mod_inverse, %zu-bit prime", bits);
        CHECK(cairn_bn_mod_inv(s, a, p, n, t) != 0 && br && same(s, n, br), "mod_inv = BN_mod_inverse, %zu-bit prime", bits);
        BN_free(bp);
        BN_free(ba);
        BN_free(br);
    }
    cairn_bn_mont_wipe(&ctx);
}

/* ---- inversion (bn_inv.c) against BN_mod_inverse: 64..8192 bits ---- */

/* the inversion has no size limit of its own: up to 8192 bits here */
#define IV_MAXL CAIRN_BN_LIMBS(8192)
#define IV_MAXB (IV_MAXL * CAIRN_BN_LIMB_BYTES)

/* same() for up to IV_MAXL + 1 limbs */
static int iv_same(const cairn_limb *a, size_t n, const BIGNUM *b)
{
    static uint8_t x[IV_MAXB + 8], y[IV_MAXB + 8];
    size_t len = n * CAIRN_BN_LIMB_BYTES;
    if (len > sizeof x || cairn_bn_encode(x, len, a, n) != CAIRN_OK || BN_bn2binpad(b, y, (int)len) < 0)
        return 0;
    return memcmp(x, y, len) == 0;
}

/* a of many shapes against moduli of random length (the limb count
 * sometimes one more than needed): any n-limb value, below m, m - small,
 * m + small, m - 2^j, 2^(len m - 1), a multiple of a small factor of m,
 * and a product of two random factors of m */
static void test_inv_sizes(unsigned count)
{
    static cairn_limb m[IV_MAXL + 1], a[IV_MAXL + 1], r[IV_MAXL + 1], t[4 * IV_MAXL + 4];
    static uint8_t mb[IV_MAXB + 8], ab[IV_MAXB + 8];
    unsigned it, noinv = 0;
    BIGNUM *bm = BN_new(), *ba = BN_new(), *bk = BN_new(), *br;

    for (it = 0; it < count; it++) {
        size_t bits = it % 10 == 0 ? 4096 + (size_t)tu_prng_below(&rng, 4097) : 64 + (size_t)tu_prng_below(&rng, 2048 - 63);
        size_t n = CAIRN_BN_LIMBS(bits) + (it % 7 == 3 ? 1 : 0), len = n * CAIRN_BN_LIMB_BYTES, nb = (bits + 7) / 8;
        cairn_limb ok;

        rand_bits(mb, nb, bits, 1);
        CHECK(BN_bin2bn(mb, (int)nb, bm) != NULL, "BN_bin2bn m");
        switch (it % 8) {
        case 0: /* any n-limb value */
            tu_prng_fill(&rng, ab, len);
            BN_bin2bn(ab, (int)len, ba);
            break;
        case 1: /* below m */
            BN_rand_range(ba, bm);
            break;
        case 2: /* m - small */
            BN_copy(ba, bm);
            BN_sub_word(ba, 1 + (BN_ULONG)tu_prng_below(&rng, 1u << 20));
            break;
        case 3: /* m + small */
            BN_copy(ba, bm);
            BN_add_word(ba, 1 + (BN_ULONG)tu_prng_below(&rng, 1u << 20));
            break;
        case 4: /* m - 2^j */
            BN_zero(bk);
            BN_set_bit(bk, (int)tu_prng_below(&rng, bits));
            BN_sub(ba, bm, bk);
            break;
        case 5: /* 2^(len m - 1) */
            BN_zero(ba);
            BN_set_bit(ba, (int)bits - 1);
            break;
        case 6: /* m = 3 k (or 5, 7, 11 k), a = the same factor times something */
            {
                static const BN_ULONG f[] = {3, 5, 7, 11};
                BN_ULONG p = f[tu_prng_below(&rng, 4)];
                BN_rshift(bm, bm, 4);
                BN_mul_word(bm, p);
                if (!BN_is_odd(bm))
                    BN_add_word(bm, p);
                BN_rand(ba, (int)bits - 8, BN_RAND_TOP_ANY, BN_RAND_BOTTOM_ANY);
                BN_mul_word(ba, p);
            }
            break;
        default: /* m = x y (both random), a = x times something: gcd at least x */
            {
                int xb = 2 + (int)tu_prng_below(&rng, bits / 2);
                BN_rand(bk, xb, BN_RAND_TOP_ONE, BN_RAND_BOTTOM_ODD);
                BN_rand(ba, (int)bits - xb, BN_RAND_TOP_ONE, BN_RAND_BOTTOM_ODD);
                BN_mul(bm, bk, ba, bctx);
                BN_rand(ba, (int)bits - xb - 1, BN_RAND_TOP_ANY, BN_RAND_BOTTOM_ANY);
                BN_mul(ba, ba, bk, bctx);
            }
            break;
        }
        /* both into n limbs (a modulo 2^(n LB), as the limbs hold it) */
        BN_mask_bits(ba, (int)(n * CAIRN_BN_LIMB_BITS));
        CHECK(BN_bn2binpad(bm, mb, (int)len) == (int)len && BN_bn2binpad(ba, ab, (int)len) == (int)len, "to bytes");
        CHECK_RC(cairn_bn_decode(m, n, mb, len), CAIRN_OK, "decode m");
        CHECK_RC(cairn_bn_decode(a, n, ab, len), CAIRN_OK, "decode a");
        ok = cairn_bn_mod_inv(r, a, m, n, t);
        br = BN_mod_inverse(NULL, ba, bm, bctx);
        ERR_clear_error();
        CHECK(ok == 0 || ok == (cairn_limb)~(cairn_limb)0, "mod_inv mask form");
        if (br == NULL) {
            noinv++;
            CHECK(ok == 0, "not invertible, as BN_mod_inverse says: %zu bits, shape %u", bits, it % 8);
        } else {
            CHECK(ok != 0 && iv_same(r, n, br), "mod_inv = BN_mod_inverse: %zu bits, shape %u", bits, it % 8);
            BN_free(br);
        }
    }
    CHECK(noinv > count / 10, "non-invertible cases ran (%u)", noinv);
    BN_free(bm);
    BN_free(ba);
    BN_free(bk);
}

/* random value of up to bits bits (any top bit), as limbs and a BIGNUM */
static BIGNUM *rand_value(cairn_limb *x, size_t n, size_t bits)
{
    uint8_t b[2 * MAXB];
    size_t nb = (bits + 7) / 8;
    tu_prng_fill(&rng, b, nb);
    if (bits & 7)
        b[0] &= (uint8_t)(0xff >> (8 - (bits & 7)));
    if (cairn_bn_decode(x, n, b, nb) != CAIRN_OK)
        return NULL;
    return BN_bin2bn(b, (int)nb, NULL);
}

static void test_divrem(unsigned count)
{
    unsigned it;
    for (it = 0; it < count; it++) {
        size_t xbits = 1 + (size_t)tu_prng_below(&rng, 2 * CAIRN_BN_MAX_BITS), xn = CAIRN_BN_LIMBS(xbits);
        size_t mbits = 1 + (size_t)tu_prng_below(&rng, it % 3 == 0 ? 64 : CAIRN_BN_MAX_BITS), mn = CAIRN_BN_LIMBS(mbits);
        cairn_limb x[2 * MAXL], m[MAXL], q[2 * MAXL], r[MAXL], ok;
        BIGNUM *bx = rand_value(x, xn, xbits), *bm = rand_value(m, mn, mbits), *bq = BN_new(), *br = BN_new();
        if (it % 11 == 0) { /* a divisor with zero top limbs */
            mn = mn + 1 <= MAXL ? mn + 1 : mn;
            m[mn - 1] = 0;
        }
        if (BN_is_zero(bm)) {
            BN_set_word(bm, 3);
            cairn_bn_set_word(m, mn, 3);
        }
        ok = cairn_bn_divrem(q, r, x, xn, m, mn);
        CHECK(BN_div(bq, br, bx, bm, bctx) == 1, "BN_div");
        CHECK(ok != 0 && same(q, xn, bq) && same(r, mn, br), "divrem = BN_div, %zu / %zu bits", xbits, mbits);
        ok = cairn_bn_divrem(NULL, r, x, xn, m, mn);
        CHECK(ok != 0 && same(r, mn, br), "divrem without quotient");
        BN_free(bx);
        BN_free(bm);
        BN_free(bq);
        BN_free(br);
    }
    {
        cairn_limb x[2] = {5, 0}, m[2] = {0, 0}, q[2], r[2];
        CHECK(cairn_bn_divrem(q, r, x, 2, m, 2) == 0, "divrem by zero reports it");
    }
}

static void test_gcd(unsigned count)
{
    unsigned it;
    for (it = 0; it < count; it++) {
        size_t bits = 1 + (size_t)tu_prng_below(&rng, it % 2 ? 256 : CAIRN_BN_MAX_BITS), n = CAIRN_BN_LIMBS(bits);
        cairn_limb a[MAXL], b[MAXL], g[MAXL], t[2 * MAXL];
        BIGNUM *ba = rand_value(a, n, bits), *bb = rand_value(b, n, bits), *bg = BN_new();
        if (it % 4 == 1) { /* a common factor 2^k c: shift both up */
            size_t k = (size_t)tu_prng_below(&rng, 40);
            BIGNUM *c = BN_new();
            BN_set_word(c, 3 + 2 * (BN_ULONG)tu_prng_below(&rng, 1000));
            BN_lshift(c, c, (int)k);
            BN_mul(ba, ba, c, bctx);
            BN_mul(bb, bb, c, bctx);
            BN_mask_bits(ba, (int)(n * CAIRN_BN_LIMB_BITS - 1));
            BN_mask_bits(bb, (int)(n * CAIRN_BN_LIMB_BITS - 1));
            BN_free(c);
            {
                uint8_t buf[MAXB];
                BN_bn2binpad(ba, buf, (int)(n * CAIRN_BN_LIMB_BYTES));
                (void)cairn_bn_decode(a, n, buf, n * CAIRN_BN_LIMB_BYTES);
                BN_bn2binpad(bb, buf, (int)(n * CAIRN_BN_LIMB_BYTES));
                (void)cairn_bn_decode(b, n, buf, n * CAIRN_BN_LIMB_BYTES);
            }
        }
        if (it % 13 == 0) { /* gcd(a, 0) = a */
            cairn_bn_zero(b, n);
            BN_zero(bb);
        }
        cairn_bn_gcd(g, a, b, n, t);
        CHECK(BN_gcd(bg, ba, bb, bctx) == 1, "BN_gcd");
        CHECK(same(g, n, bg), "gcd = BN_gcd, %zu bits", bits);
        BN_free(ba);
        BN_free(bb);
        BN_free(bg);
    }
}

static int prng_rng(void *state, uint8_t *out, size_t len)
{
    tu_prng_fill((tu_prng *)state, out, len);
    return CAIRN_OK;
}

static void test_prime(unsigned odd_count, unsigned prime_count)
{
    unsigned it, verdicts[2] = {0, 0};
    for (it = 0; it < odd_count + 2 * prime_count; it++) {
        size_t bits = 256 + (size_t)tu_prng_below(&rng, 2048 - 256 + 1), n, nb;
        uint8_t wb[MAXB];
        cairn_limb w[MAXL], v = 0x5a;
        BIGNUM *bw = BN_new();
        int want;

        if (bits > CAIRN_BN_MAX_BITS)
            bits = CAIRN_BN_MAX_BITS;
        if (it < odd_count) { /* a random odd number */
            nb = (bits + 7) / 8;
            rand_bits(wb, nb, bits, 1);
            BN_bin2bn(wb, (int)nb, bw);
        } else if (it < odd_count + prime_count) { /* a prime */
            CHECK(BN_generate_prime_ex(bw, (int)bits, 0, NULL, NULL, NULL) == 1, "BN_generate_prime_ex");
        } else { /* a product of two primes of half the size */
            BIGNUM *a = BN_new(), *b = BN_new();
            CHECK(BN_generate_prime_ex(a, (int)bits / 2, 0, NULL, NULL, NULL) == 1 &&
                      BN_generate_prime_ex(b, (int)bits / 2, 0, NULL, NULL, NULL) == 1 && BN_mul(bw, a, b, bctx) == 1,
                  "product of two primes");
            BN_free(a);
            BN_free(b);
        }
        bits = (size_t)BN_num_bits(bw);
        n = CAIRN_BN_LIMBS(bits);
        nb = (bits + 7) / 8;
        BN_bn2binpad(bw, wb, (int)nb);
        CHECK_RC(cairn_bn_decode(w, n, wb, nb), CAIRN_OK, "decode w");
        CHECK_RC(cairn_bn_is_probable_prime(&v, w, n, table, 16 * n, prng_rng, &rng), CAIRN_OK, "is_probable_prime");
        want = BN_check_prime(bw, bctx, NULL);
        CHECK(want == 0 || want == 1, "BN_check_prime");
        CHECK((v != 0) == (want == 1) && (v == 0 || v == (cairn_limb)~(cairn_limb)0),
              "is_probable_prime = BN_check_prime (%d), %zu bits", want, bits);
        verdicts[want == 1]++;
        BN_free(bw);
    }
    CHECK(verdicts[0] > 0 && verdicts[1] >= prime_count, "primes and composites");
}

int main(void)
{
    tu_prng_seed(&rng, tu_seed(0xd1ffb17u));
    bctx = BN_CTX_new();
    if (bctx == NULL)
        return 1;
    printf("limbs: %d bits, moduli up to %d bits\n", CAIRN_BN_LIMB_BITS,
           CAIRN_BN_MAX_BITS < 4096 ? CAIRN_BN_MAX_BITS : 4096);
    test_exp(300);
    test_reduce_mul(300);
    test_inv(200);
    test_inv_prime(20);
    test_inv_sizes(3000);
    test_divrem(200);
    test_gcd(100);
    test_prime(300, 8);
    BN_CTX_free(bctx);
    return tu_finish(CAIRN_BN_LIMB_BITS == 32 ? "test_diff_bn32" : "test_diff_bn");
}
