/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The prime fields of src/ec (the special forms fp_p256.c, fp_p384.c,
 * fp_p521.c, fp_sm2.c, on x86-64 the MULX/ADX P-256 product, and the
 * generic Montgomery field fp_mont.c of the brainpool curves with its x86-64
 * MULX/ADX rows, also run over the P-256 and P-521 primes), checked against
 * src/bn's generic arithmetic: products as cairn_bn_mul reduced by
 * cairn_bn_mont_reduce (a Montgomery reduction and a product with R^2:
 * nothing of the fields' Solinas or Mersenne folding), sums and differences
 * by cairn_bn_mod_add/sub, inverses (the engine's, cairn_ec_fe_inv) by
 * a r = 1; for a Montgomery field (a R mod p kept) the reference product is
 * a b R^-1 and to/from multiply by R and R^-1, both from plain products.
 * Square roots (the fields that have their own): r^2 = a whenever
 * the field says a root exists, b^2 always has one (r = +-b), and -b^2 never
 * (p = 3 mod 4). Built three times (test_ec_field with the host's limbs;
 * test_ec_field32 with CAIRN_BN_LIMB_BITS=32 and test_ec_field_noint128 with
 * the portable 64 x 64 product, each compiling src/bn and src/ec into the
 * test) and run on the emulated Cortex-M7.
 *
 * Inputs: 0, 1, 2, p-1, p-2, every 2^k and 2^k +- 1 below p, p - 2^k, values
 * whose 32-bit words are drawn from {0, 1, 2^31 - 1, 2^31, 2^32 - 1, random}
 * (all-ones limbs, long carry and borrow runs in the reduction: the
 * columns' extreme values come from all-ones and zero words), and uniform
 * random values. Every edge value is multiplied by itself, by p-1, by every
 * other edge value of a sample, and by random values; aliasing (r = a,
 * r = b) is checked for each hook. Every implementation object is run (the
 * MULX one only when cairn_impl_usable says the CPU has BMI2 and ADX;
 * reported as skipped otherwise). CAIRN_TEST_SEED replays a run.
 */
#include <stdlib.h>
#include <string.h>

#include "ec/ec_engine.h"
#include "ec/fp_sm2.h"
#include "ec/fp_special.h"
#include "testutil.h"

#define LBITS CAIRN_BN_LIMB_BITS
#define MAXN CAIRN_EC_LIMBS

static tu_prng rng;

typedef struct {
    const cairn_ec_field *f;
    const char *curve;
    size_t bits;
    int mont; /* elements kept as a R mod p (fp_mont.c) */
} field_case;

static const field_case cases[] = {
#if defined(CAIRN_EC_HAVE_P256_MULX)
    {&cairn_ec_fp_p256_mulx, "P-256", 256, 1},
#endif
    {&cairn_ec_fp_p256, "P-256", 256, LBITS == 64}, /* Montgomery with 64-bit limbs */
    {&cairn_ec_fp_p384, "P-384", 384, 0},
    {&cairn_ec_fp_p521, "P-521", 521, 0},
    {&cairn_ec_fp_sm2, "SM2", 256, 0},
    /* the generic Montgomery field: the brainpool curves' own, and over the NIST primes */
#if defined(CAIRN_EC_HAVE_MONT_MULX)
    {&cairn_ec_fp_mont_bp256r1_mulx, "brainpoolP256r1", 256, 1},
    {&cairn_ec_fp_mont_bp384r1_mulx, "brainpoolP384r1", 384, 1},
    {&cairn_ec_fp_mont_bp512r1_mulx, "brainpoolP512r1", 512, 1},
#endif
    {&cairn_ec_fp_mont_bp256r1, "brainpoolP256r1", 256, 1},
    {&cairn_ec_fp_mont_bp384r1, "brainpoolP384r1", 384, 1},
    {&cairn_ec_fp_mont_bp512r1, "brainpoolP512r1", 512, 1},
    {&cairn_ec_fp_mont_p256, "P-256", 256, 1},
    {&cairn_ec_fp_mont_p521, "P-521", 521, 1},
};

typedef struct {
    const cairn_ec_field *f;
    const char *what;
    size_t n;
    int mont;
    cairn_bn_mont mont_ctx;
    cairn_limb pm1[MAXN];
    cairn_limb r1[MAXN];    /* R mod p (R = 2^(LBITS n)) */
    cairn_limb rinv[MAXN];  /* R^-1 mod p */
} ctx_t;

/* ---------------- reference ---------------- */

/* a b mod p: the plain product, reduced */
static void plain_mul(const ctx_t *c, cairn_limb *r, const cairn_limb *a, const cairn_limb *b)
{
    cairn_limb t[2 * MAXN];
    cairn_bn_mul(t, a, c->n, b, c->n);
    if (cairn_bn_mont_reduce(&c->mont_ctx, r, t, 2 * c->n) != CAIRN_OK)
        CHECK(0, "%s: reference reduction failed", c->what);
}

/* the field's product in its representation: a b, or a b R^-1 for a
 * Montgomery field (two plain products, R^-1 from the binary GCD) */
static void ref_mul(const ctx_t *c, cairn_limb *r, const cairn_limb *a, const cairn_limb *b)
{
    plain_mul(c, r, a, b);
    if (c->mont)
        plain_mul(c, r, r, c->rinv);
}

/* the bits up to p's top bit in its top limb */
static cairn_limb top_mask(const ctx_t *c)
{
    cairn_limb m = c->f->p[c->n - 1];
    unsigned s;
    for (s = 1; s < LBITS; s <<= 1)
        m |= m >> s;
    return m;
}

/* a random value below p */
static void rand_below(const ctx_t *c, cairn_limb *r)
{
    do {
        tu_prng_fill(&rng, (uint8_t *)r, c->n * sizeof(cairn_limb));
        r[c->n - 1] &= top_mask(c);
    } while (!cairn_bn_lt(r, c->f->p, c->n));
}

/* words from {0, 1, 2^31 - 1, 2^31, 2^32 - 1, random}, reduced below p */
static void rand_shaped(const ctx_t *c, cairn_limb *r)
{
    static const uint32_t pick[5] = {0, 1, 0x7fffffffu, 0x80000000u, 0xffffffffu};
    uint32_t w[2 * MAXN];
    size_t nw = c->n * (LBITS / 32), i;
    cairn_limb t[2 * MAXN];
    uint64_t mode = tu_prng_next(&rng);
    for (i = 0; i < nw; i++) {
        uint64_t k = tu_prng_below(&rng, 6);
        w[i] = k < 5 ? pick[k] : (uint32_t)tu_prng_next(&rng);
        if (mode & 1) /* runs of one shape */
            w[i] = i > 0 && (tu_prng_next(&rng) & 3) ? w[i - 1] : w[i];
    }
    memset(t, 0, sizeof t);
    for (i = 0; i < nw; i++)
        t[i / (LBITS / 32)] |= (cairn_limb)w[i] << (32 * (i % (LBITS / 32)));
    /* only the field's bit length (P-521's top limb), then below p */
    t[c->n - 1] &= top_mask(c);
    if (cairn_bn_mont_reduce(&c->mont_ctx, r, t, c->n) != CAIRN_OK)
        CHECK(0, "%s: reduction failed", c->what);
    if ((mode & 6) == 0) /* keep the unreduced shape when it is already below p */
        cairn_bn_cond_copy(cairn_bn_lt(t, c->f->p, c->n) & 1, r, t, c->n);
}

/* ---------------- one check of each hook on (a, b) ---------------- */

static int check_pair(const ctx_t *c, const cairn_limb *a, const cairn_limb *b)
{
    const cairn_ec_field *f = c->f;
    cairn_limb want[MAXN], got[MAXN], x[MAXN];
    size_t n = c->n, bytes = n * sizeof(cairn_limb);
    int ok = 1;

    ref_mul(c, want, a, b);
    f->mul(got, a, b, f);
    ok &= CHECK_MEM(got, want, bytes, "mul");
    memcpy(x, a, bytes);
    f->mul(x, x, b, f);
    ok &= CHECK_MEM(x, want, bytes, "mul r=a");
    memcpy(x, b, bytes);
    f->mul(x, a, x, f);
    ok &= CHECK_MEM(x, want, bytes, "mul r=b");

    ref_mul(c, want, a, a);
    f->sqr(got, a, f);
    ok &= CHECK_MEM(got, want, bytes, "sqr");
    memcpy(x, a, bytes);
    f->sqr(x, x, f);
    ok &= CHECK_MEM(x, want, bytes, "sqr r=a");
    f->mul(got, a, a, f);
    ok &= CHECK_MEM(got, want, bytes, "mul a*a");

    cairn_bn_mod_add(want, a, b, f->p, n);
    f->add(got, a, b, f);
    ok &= CHECK_MEM(got, want, bytes, "add");
    memcpy(x, a, bytes);
    f->add(x, x, b, f);
    ok &= CHECK_MEM(x, want, bytes, "add r=a");
    memcpy(x, b, bytes);
    f->add(x, a, x, f);
    ok &= CHECK_MEM(x, want, bytes, "add r=b");

    cairn_bn_mod_sub(want, a, b, f->p, n);
    f->sub(got, a, b, f);
    ok &= CHECK_MEM(got, want, bytes, "sub");
    memcpy(x, a, bytes);
    f->sub(x, x, b, f);
    ok &= CHECK_MEM(x, want, bytes, "sub r=a");
    memcpy(x, b, bytes);
    f->sub(x, a, x, f);
    ok &= CHECK_MEM(x, want, bytes, "sub r=b");
    return ok;
}

/* inverse and square root of a */
static int check_inv_sqrt(const ctx_t *c, const cairn_limb *a)
{
    const cairn_ec_field *f = c->f;
    cairn_limb want[MAXN], got[MAXN], x[MAXN], sq[MAXN], neg[MAXN], tmp[4 * MAXN], ok;
    cairn_limb zero[MAXN] = {0};
    size_t n = c->n, bytes = n * sizeof(cairn_limb);
    int good = 1;
    cairn_limb isz = cairn_bn_is_zero(a, n);

    /* the engine's inversion of the field's elements (binary GCD on the
     * canonical value, the fields having no chain of their own): a r = 1
     * (the field's one) by the reference product, r < p */
    cairn_ec_fe_inv(got, a, f);
    if (isz) {
        good &= CHECK_MEM(got, zero, bytes, "inv(0) = 0");
    } else {
        ref_mul(c, want, a, got);
        good &= CHECK_MEM(want, f->one, bytes, "a inv(a) = 1");
        good &= CHECK(cairn_bn_sub(tmp, got, f->p, n) == 1, "%s: inv(a) >= p", c->what);
    }
    memcpy(x, a, bytes);
    cairn_ec_fe_inv(x, x, f);
    good &= CHECK_MEM(x, got, bytes, "inv r=a");
    if (f->sqrt == NULL) /* the engine's generic root (test_ec_engine) */
        return good;

    /* a itself: a root r reported must square to a */
    f->sqrt(got, &ok, a, f);
    good &= CHECK(ok == 0 || ok == (cairn_limb)-1, "%s: sqrt ok is not a mask", c->what);
    if (ok) {
        ref_mul(c, want, got, got);
        good &= CHECK_MEM(want, a, bytes, "sqrt(a)^2");
    }
    /* a^2 has the root +-a */
    ref_mul(c, sq, a, a);
    f->sqrt(got, &ok, sq, f);
    good &= CHECK(ok == (cairn_limb)-1, "%s: sqrt of a square not found", c->what);
    cairn_bn_mod_sub(neg, zero, a, f->p, n);
    good &= CHECK(cairn_bn_eq(got, a, n) || cairn_bn_eq(got, neg, n), "%s: sqrt(a^2) != +-a", c->what);
    memcpy(x, sq, bytes);
    f->sqrt(x, &ok, x, f);
    good &= CHECK(ok == (cairn_limb)-1 && cairn_bn_eq(x, got, n), "%s: sqrt r=a differs", c->what);
    /* -a^2 has none (p = 3 mod 4), unless a = 0 */
    cairn_bn_mod_sub(neg, zero, sq, f->p, n);
    f->sqrt(got, &ok, neg, f);
    good &= CHECK(ok == (isz ? (cairn_limb)-1 : 0), "%s: sqrt of -a^2 reported %s", c->what, ok ? "a root" : "none");
    return good;
}

/* ---------------- edge values ---------------- */

#define MAXEDGE 2400

static size_t edges(const ctx_t *c, cairn_limb (*e)[MAXN], size_t bits)
{
    size_t k = 0, i, n = c->n;
    cairn_limb one[MAXN] = {1}, t[MAXN];
#define ADD_IF_BELOW(v)                                                                                                \
    do {                                                                                                               \
        if (cairn_bn_lt((v), c->f->p, n) && k < MAXEDGE)                                                               \
            memcpy(e[k++], (v), n * sizeof(cairn_limb));                                                               \
    } while (0)
    memset(t, 0, sizeof t);
    ADD_IF_BELOW(t); /* 0 */
    ADD_IF_BELOW(one);
    t[0] = 2;
    ADD_IF_BELOW(t);
    ADD_IF_BELOW(c->pm1);
    cairn_bn_sub(t, c->pm1, one, n);
    ADD_IF_BELOW(t); /* p - 2 */
    for (i = 0; i < bits; i++) {
        cairn_limb pk[MAXN];
        memset(pk, 0, sizeof pk);
        pk[i / LBITS] = (cairn_limb)1 << (i % LBITS);
        ADD_IF_BELOW(pk);
        cairn_bn_add(t, pk, one, n);
        ADD_IF_BELOW(t);
        if (i > 1) {
            cairn_bn_sub(t, pk, one, n);
            ADD_IF_BELOW(t);
        }
        cairn_bn_sub(t, c->f->p, pk, n);
        ADD_IF_BELOW(t);
    }
    /* all-ones limbs over zeros, and limbs of p itself (p's pattern plus or minus one limb) */
    for (i = 0; i < n; i++) {
        size_t j;
        memset(t, 0, sizeof t);
        for (j = 0; j <= i; j++)
            t[j] = (cairn_limb)-1;
        t[n - 1] &= c->f->p[n - 1] >> 1;
        ADD_IF_BELOW(t);
        memcpy(t, c->f->p, n * sizeof(cairn_limb));
        t[i] = 0;
        ADD_IF_BELOW(t);
        t[i] = (cairn_limb)-1;
        ADD_IF_BELOW(t);
    }
    for (i = 0; i < 200; i++) {
        rand_shaped(c, t);
        ADD_IF_BELOW(t);
    }
#undef ADD_IF_BELOW
    return k;
}

static void run_field(const field_case *fc, unsigned long nrand, size_t pairs_per_edge, size_t ninv)
{
    static cairn_limb e[MAXEDGE][MAXN];
    ctx_t c;
    cairn_limb a[MAXN], b[MAXN], one[MAXN] = {1};
    size_t ne, i, j;
    unsigned long before = tu_failures, checks = tu_checks;
    char what[64];
    int bad = 0;

    memset(&c, 0, sizeof c);
    c.f = fc->f;
    c.n = fc->f->n;
    snprintf(what, sizeof what, "%s/%s", fc->curve, fc->f->impl.name);
    c.what = what;
    if (!cairn_impl_usable(&fc->f->impl)) {
        char msg[96];
        snprintf(msg, sizeof msg, "%s: this CPU lacks its features", what);
        tu_skip(msg);
        return;
    }
    CHECK(strcmp(fc->f->impl.prim, CAIRN_PRIM_EC_FIELD) == 0, "%s: prim", what);
    CHECK(c.n == CAIRN_BN_LIMBS(fc->bits) && fc->f->bytes == (fc->bits + 7) / 8, "%s: sizes", what);
    CHECK(cairn_bn_bit_length(fc->f->p, c.n) == fc->bits, "%s: p's length", what);
    c.mont = fc->mont;
    if (cairn_bn_mont_init(&c.mont_ctx, fc->f->p, c.n) != CAIRN_OK) {
        CHECK(0, "%s: Montgomery set-up of p failed", what);
        return;
    }
    cairn_bn_sub(c.pm1, fc->f->p, one, c.n);
    {
        /* R mod p: 2^(LBITS n) reduced */
        cairn_limb t[2 * MAXN], tmp[4 * MAXN];
        memset(t, 0, sizeof t);
        t[c.n] = 1;
        if (cairn_bn_mont_reduce(&c.mont_ctx, c.r1, t, c.n + 1) != CAIRN_OK ||
            cairn_bn_mod_inv(c.rinv, c.r1, fc->f->p, c.n, tmp) == 0)
            CHECK(0, "%s: R mod p and its inverse", what);
    }
    CHECK(cairn_bn_eq(fc->f->one, fc->mont ? c.r1 : one, c.n), "%s: one", what);

    ne = edges(&c, e, fc->bits);
    for (i = 0; i < ne && !bad; i++) {
        cairn_limb x[MAXN], want[MAXN];
        /* to: e R mod p (or e); from: e R^-1 (or e) */
        if (c.mont)
            plain_mul(&c, want, e[i], c.r1);
        else
            memcpy(want, e[i], sizeof want);
        fc->f->to(x, e[i], fc->f);
        bad |= !CHECK_MEM(x, want, c.n * sizeof(cairn_limb), "to");
        if (c.mont)
            plain_mul(&c, want, e[i], c.rinv);
        fc->f->from(x, e[i], fc->f);
        bad |= !CHECK_MEM(x, want, c.n * sizeof(cairn_limb), "from");
        bad |= !check_pair(&c, e[i], e[i]);
        bad |= !check_pair(&c, e[i], c.pm1);
        bad |= !check_pair(&c, c.pm1, e[i]);
        for (j = 0; j < pairs_per_edge && !bad; j++) {
            size_t k = (size_t)tu_prng_below(&rng, ne);
            bad |= !check_pair(&c, e[i], e[k]);
            rand_below(&c, b);
            bad |= !check_pair(&c, e[i], b);
        }
        if (bad)
            printf("  %s: edge value %zu failed\n", what, i);
    }
    for (i = 0; i < nrand && !bad; i++) {
        rand_below(&c, a);
        if (i & 1)
            rand_shaped(&c, b);
        else
            rand_below(&c, b);
        bad |= !check_pair(&c, a, b);
    }
    /* inverses and roots: the first edge values (0, 1, 2, p-1, p-2, 1, 2, 3, 4, ...), a spread of the others, random */
    for (i = 0; i < ninv && !bad; i++) {
        if (i < ninv / 2)
            bad |= !check_inv_sqrt(&c, e[i < 16 ? i : (size_t)tu_prng_below(&rng, ne)]);
        else {
            rand_below(&c, a);
            bad |= !check_inv_sqrt(&c, a);
        }
    }
    printf("%-16s %zu edge values, %lu random pairs, %zu inversions/roots: %lu checks, %s\n", what, ne, nrand, ninv,
           tu_checks - checks, tu_failures == before ? "ok" : "FAILED");
}

int main(int argc, char **argv)
{
    size_t i;
    /* the emulated Cortex-M7 runs a lighter load than the host */
    int quick = argc > 1 && strcmp(argv[1], "--quick") == 0;
#if defined(__arm__) && !defined(__linux__)
    quick = 1;
#endif
    tu_prng_seed(&rng, tu_seed(0xec0f1e1du));
    printf("limbs: %d bits\n", LBITS);
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++)
        run_field(&cases[i], quick ? 300 : 20000, quick ? 1 : 4, quick ? 24 : 200);
#if !defined(CAIRN_EC_HAVE_P256_MULX)
    printf("no x86-64 MULX/ADX field in this build\n");
#endif
    return tu_finish(LBITS == 32 ? "test_ec_field32" : "test_ec_field");
}
