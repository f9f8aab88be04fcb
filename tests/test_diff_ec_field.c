/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Differential test of the special-form prime fields of src/ec (fp_p256.c,
 * fp_p384.c, fp_p521.c, fp_sm2.c and, where the CPU has BMI2 and ADX, the
 * MULX/ADX P-256 field) against OpenSSL's BN: the primes against
 * BN_get0_nist_prime_256/384/521 and SM2's published p, then on seeded random and word-shaped
 * operands mul, sqr, add and sub against BN_mod_mul, BN_mod_sqr,
 * BN_mod_add, BN_mod_sub; inv against BN_mod_inverse; sqrt against
 * BN_mod_sqrt (a root found by OpenSSL must be found here, as itself or its
 * negative, and none found by OpenSSL must be none here), each operand taken
 * into the field's representation by to() and the result back by from()
 * (P-256's 64-bit fields are Montgomery ones). Built at the
 * host's limbs and at 32-bit limbs (test_diff_ec_field32, its own copies of
 * src/bn and src/ec). CAIRN_TEST_SEED replays a run.
 */
#include <string.h>

#include <openssl/bn.h>
#include <openssl/err.h>

#include "ec/ec_engine.h"
#include "ec/fp_sm2.h"
#include "ec/fp_special.h"
#include "testutil.h"

#define LBITS CAIRN_BN_LIMB_BITS
#define MAXN CAIRN_EC_LIMBS

static tu_prng rng;
static BN_CTX *bctx;

static BIGNUM *to_bn(const cairn_limb *a, size_t n)
{
    uint8_t buf[MAXN * sizeof(cairn_limb)];
    size_t len = n * sizeof(cairn_limb);
    if (cairn_bn_encode(buf, len, a, n) != CAIRN_OK)
        return NULL;
    return BN_bin2bn(buf, (int)len, NULL);
}

/* a as n limbs; 0 when it does not fit */
static int from_bn(cairn_limb *a, size_t n, const BIGNUM *x)
{
    uint8_t buf[MAXN * sizeof(cairn_limb)];
    size_t len = n * sizeof(cairn_limb);
    if (BN_bn2binpad(x, buf, (int)len) < 0)
        return 0;
    return cairn_bn_decode(a, n, buf, len) == CAIRN_OK;
}

/* a random operand below p: uniform, or words drawn from {0, 1, 2^32 - 1, random} */
static void operand(cairn_limb *a, const cairn_ec_field *f, const BIGNUM *p)
{
    size_t n = f->n, i;
    BIGNUM *x;
    uint8_t buf[MAXN * sizeof(cairn_limb)];
    size_t len = n * sizeof(cairn_limb);
    if (tu_prng_next(&rng) & 1) {
        tu_prng_fill(&rng, buf, len);
    } else {
        static const uint8_t pick[3][4] = {{0, 0, 0, 0}, {0, 0, 0, 1}, {0xff, 0xff, 0xff, 0xff}};
        for (i = 0; i + 4 <= len; i += 4) {
            uint64_t k = tu_prng_below(&rng, 4);
            if (k < 3)
                memcpy(buf + i, pick[k], 4);
            else
                tu_prng_fill(&rng, buf + i, 4);
        }
    }
    x = BN_bin2bn(buf, (int)len, NULL);
    if (x == NULL || !BN_nnmod(x, x, p, bctx) || !from_bn(a, n, x))
        CHECK(0, "operand set-up failed");
    BN_free(x);
}

static void run_field(const cairn_ec_field *f, const char *curve, const BIGNUM *p, unsigned long iters)
{
    size_t n = f->n, bytes = n * sizeof(cairn_limb);
    cairn_limb a[MAXN], b[MAXN], ra[MAXN], rb[MAXN], got[MAXN], want[MAXN], ok;
    BIGNUM *pp = to_bn(f->p, n), *x = BN_new();
    unsigned long i, roots = 0, checks = tu_checks, before = tu_failures;
    char what[64];

    snprintf(what, sizeof what, "%s/%s", curve, f->impl.name);
    if (!cairn_impl_usable(&f->impl)) {
        char msg[96];
        snprintf(msg, sizeof msg, "%s: this CPU lacks its features", what);
        tu_skip(msg);
        BN_free(pp);
        BN_free(x);
        return;
    }
    CHECK(pp != NULL && x != NULL && BN_cmp(pp, p) == 0, "%s: p differs from the published prime", what);
    for (i = 0; i < iters && tu_failures == before; i++) {
        BIGNUM *ba, *bb;
        operand(a, f, p);
        operand(b, f, p);
        ba = to_bn(a, n);
        bb = to_bn(b, n);
        if (ba == NULL || bb == NULL) {
            CHECK(0, "%s: BIGNUM conversion failed", what);
            BN_free(ba);
            BN_free(bb);
            break;
        }

        /* in the field's representation (a R mod p for a Montgomery one: to
         * and from are checked on the way), compared as canonical values */
        f->to(ra, a, f);
        f->to(rb, b, f);
        f->mul(got, ra, rb, f);
        f->from(got, got, f);
        CHECK(BN_mod_mul(x, ba, bb, p, bctx) && from_bn(want, n, x), "BN_mod_mul");
        CHECK_MEM(got, want, bytes, "mul");
        f->sqr(got, ra, f);
        f->from(got, got, f);
        CHECK(BN_mod_sqr(x, ba, p, bctx) && from_bn(want, n, x), "BN_mod_sqr");
        CHECK_MEM(got, want, bytes, "sqr");
        f->add(got, ra, rb, f);
        f->from(got, got, f);
        CHECK(BN_mod_add(x, ba, bb, p, bctx) && from_bn(want, n, x), "BN_mod_add");
        CHECK_MEM(got, want, bytes, "add");
        f->sub(got, ra, rb, f);
        f->from(got, got, f);
        CHECK(BN_mod_sub(x, ba, bb, p, bctx) && from_bn(want, n, x), "BN_mod_sub");
        CHECK_MEM(got, want, bytes, "sub");

        if (i % 16 == 0) {
            cairn_ec_fe_inv(got, ra, f);
            f->from(got, got, f);
            if (BN_is_zero(ba)) {
                CHECK(cairn_bn_is_zero(got, n), "%s: inv(0) != 0", what);
            } else {
                CHECK(BN_mod_inverse(x, ba, p, bctx) != NULL && from_bn(want, n, x), "BN_mod_inverse");
                CHECK_MEM(got, want, bytes, "inv");
            }
            /* a random value, and a square (b^2: OpenSSL's root may be b or -b) */
            for (int sq = 0; sq < 2; sq++) {
                BIGNUM *arg = sq ? BN_new() : BN_dup(ba);
                cairn_limb in[MAXN];
                int has;
                if (arg == NULL || (sq && !BN_mod_sqr(arg, bb, p, bctx)) || !from_bn(in, n, arg)) {
                    CHECK(0, "sqrt set-up");
                    BN_free(arg);
                    break;
                }
                f->to(in, in, f);
                f->sqrt(got, &ok, in, f);
                f->from(got, got, f);
                ERR_set_mark();
                has = BN_mod_sqrt(x, arg, p, bctx) != NULL;
                ERR_pop_to_mark();
                CHECK(ok == (has ? (cairn_limb)-1 : 0), "%s: sqrt found %s, OpenSSL %s", what, ok ? "a root" : "none",
                      has ? "a root" : "none");
                if (has && ok) {
                    BIGNUM *neg = BN_new();
                    cairn_limb want2[MAXN];
                    CHECK(neg != NULL && from_bn(want, n, x) && BN_mod_sub(neg, p, x, p, bctx) &&
                              from_bn(want2, n, neg),
                          "sqrt reference");
                    CHECK(memcmp(got, want, bytes) == 0 || memcmp(got, want2, bytes) == 0,
                          "%s: sqrt differs from OpenSSL's root and its negative", what);
                    roots++;
                    BN_free(neg);
                }
                BN_free(arg);
            }
        }
        BN_free(ba);
        BN_free(bb);
    }
    printf("%-16s %lu operand pairs, %lu roots compared: %lu checks, %s\n", what, i, roots, tu_checks - checks,
           tu_failures == before ? "ok" : "FAILED");
    BN_free(pp);
    BN_free(x);
}

int main(void)
{
    tu_prng_seed(&rng, tu_seed(0xd1ffec0fu));
    bctx = BN_CTX_new();
    if (bctx == NULL)
        return 1;
    printf("limbs: %d bits\n", LBITS);
#if defined(CAIRN_EC_HAVE_P256_MULX)
    run_field(&cairn_ec_fp_p256_mulx, "P-256", BN_get0_nist_prime_256(), 20000);
#else
    printf("no x86-64 MULX/ADX field in this build\n");
#endif
    run_field(&cairn_ec_fp_p256, "P-256", BN_get0_nist_prime_256(), 20000);
    run_field(&cairn_ec_fp_p384, "P-384", BN_get0_nist_prime_384(), 20000);
    run_field(&cairn_ec_fp_p521, "P-521", BN_get0_nist_prime_521(), 20000);
    {
        /* SM2's p, from its hex (OpenSSL has no getter for it) */
        BIGNUM *sm2p = NULL;
        if (CHECK(BN_hex2bn(&sm2p, "FFFFFFFEFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF00000000FFFFFFFFFFFFFFFF") == 64, "SM2 p"))
            run_field(&cairn_ec_fp_sm2, "SM2", sm2p, 20000);
        BN_free(sm2p);
    }
    BN_CTX_free(bctx);
    return tu_finish(LBITS == 32 ? "test_diff_ec_field32" : "test_diff_ec_field");
}
