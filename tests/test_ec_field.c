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

#if defined(CAIRN_EC_HAVE_P521_C64_JAC)
/* ---------------- P-521's point formulas on 58-bit digits ----------------
 * fp_p521.c's doubling, additions and verification accumulator keep the
 * elements on lazy digits through a whole formula; each is checked against
 * the same formula over the field's hooks (checked above against src/bn) on
 * arbitrary coordinates (the formulas are polynomial: no curve needed), the
 * edge values among them, so that the largest digits meet every step. */
#define F (&cairn_ec_fp_p521)
#define PN 9
#define FM(r, a, b) F->mul((r), (a), (b), F)
#define FS(r, a) F->sqr((r), (a), F)
#define FA(r, a, b) F->add((r), (a), (b), F)
#define FB(r, a, b) F->sub((r), (a), (b), F)

typedef cairn_limb pt521[3 * CAIRN_EC_LIMBS];

static void ref_dbl(cairn_limb *r, const cairn_limb *p)
{
    const size_t s = CAIRN_EC_LIMBS;
    cairn_limb d[PN], g[PN], b[PN], a[PN], t[PN], X3[PN], Y3[PN], Z3[PN];
    FS(d, p + 2 * s);
    FS(g, p + s);
    FM(b, p, g);
    FB(t, p, d);
    FA(a, p, d);
    FM(a, a, t);
    FA(t, a, a);
    FA(a, a, t);
    FS(X3, a);
    FA(t, b, b);
    FA(t, t, t);
    FA(t, t, t);
    FB(X3, X3, t);
    FA(Z3, p + s, p + 2 * s);
    FS(Z3, Z3);
    FB(Z3, Z3, g);
    FB(Z3, Z3, d);
    FA(b, b, b);
    FA(b, b, b);
    FB(t, b, X3);
    FM(Y3, a, t);
    FS(g, g);
    FA(g, g, g);
    FA(g, g, g);
    FA(g, g, g);
    FB(Y3, Y3, g);
    memcpy(r, X3, sizeof X3);
    memcpy(r + s, Y3, sizeof Y3);
    memcpy(r + 2 * s, Z3, sizeof Z3);
}

static int is0(const cairn_limb *a) { return cairn_bn_is_zero(a, PN) != 0; }

/* add-2007-bl with Z3 = 2 Z1 Z2 H, infinity operands by selection; the p = q flag */
static int ref_add(cairn_limb *r, const cairn_limb *p, const cairn_limb *q)
{
    const size_t s = CAIRN_EC_LIMBS;
    cairn_limb z1[PN], z2[PN], u1[PN], u2[PN], s1[PN], s2[PN], h[PN], rr[PN], i[PN], j[PN], X3[PN], Y3[PN], Z3[PN];
    int inf1 = is0(p + 2 * s), inf2 = is0(q + 2 * s), same;
    FS(z1, p + 2 * s);
    FS(z2, q + 2 * s);
    FM(u1, p, z2);
    FM(u2, q, z1);
    FM(s1, p + s, q + 2 * s);
    FM(s1, s1, z2);
    FM(s2, q + s, p + 2 * s);
    FM(s2, s2, z1);
    FB(h, u2, u1);
    FB(rr, s2, s1);
    same = is0(h) && is0(rr) && !inf1 && !inf2;
    FA(j, h, h);
    FM(Z3, p + 2 * s, q + 2 * s);
    FM(Z3, Z3, j);
    FS(i, j);
    FM(j, h, i);
    FM(u1, u1, i);
    FA(rr, rr, rr);
    FS(X3, rr);
    FB(X3, X3, j);
    FB(X3, X3, u1);
    FB(X3, X3, u1);
    FB(Y3, u1, X3);
    FM(Y3, rr, Y3);
    FM(s1, s1, j);
    FA(s1, s1, s1);
    FB(Y3, Y3, s1);
    if (inf2) {
        memcpy(r, p, sizeof(pt521));
    } else if (inf1) {
        memcpy(r, q, sizeof(pt521));
    } else {
        memcpy(r, X3, sizeof X3);
        memcpy(r + s, Y3, sizeof Y3);
        memcpy(r + 2 * s, Z3, sizeof Z3);
    }
    return same;
}

/* Renes-Costello-Batina Algorithm 5 (a = -3), projective + affine */
static void ref_rcb(cairn_limb *r, const cairn_limb *p, const cairn_limb *qx, const cairn_limb *qy, const cairn_limb *b)
{
    const size_t s = CAIRN_EC_LIMBS;
    const cairn_limb *X1 = p, *Y1 = p + s, *Z1 = p + 2 * s;
    cairn_limb t0[PN], t1[PN], t2[PN], t3[PN], t4[PN], X3[PN], Y3[PN], Z3[PN];
    FM(t0, X1, qx);
    FM(t1, Y1, qy);
    FA(t3, qx, qy);
    FA(t4, X1, Y1);
    FM(t3, t3, t4);
    FA(t4, t0, t1);
    FB(t3, t3, t4);
    FM(t4, qy, Z1);
    FA(t4, t4, Y1);
    FM(Y3, qx, Z1);
    FA(Y3, Y3, X1);
    FM(Z3, b, Z1);
    FB(X3, Y3, Z3);
    FA(Z3, X3, X3);
    FA(X3, X3, Z3);
    FB(Z3, t1, X3);
    FA(X3, t1, X3);
    FM(Y3, b, Y3);
    FA(t1, Z1, Z1);
    FA(t2, t1, Z1);
    FB(Y3, Y3, t2);
    FB(Y3, Y3, t0);
    FA(t1, Y3, Y3);
    FA(Y3, t1, Y3);
    FA(t1, t0, t0);
    FA(t0, t1, t0);
    FB(t0, t0, t2);
    FM(t1, t4, Y3);
    FM(t2, t0, Y3);
    FM(Y3, X3, Z3);
    FA(Y3, Y3, t2);
    FM(X3, t3, X3);
    FB(X3, X3, t1);
    FM(Z3, t4, Z3);
    FM(t1, t3, t0);
    FA(Z3, Z3, t1);
    memcpy(r, X3, sizeof X3);
    memcpy(r + s, Y3, sizeof Y3);
    memcpy(r + 2 * s, Z3, sizeof Z3);
}

/* madd-2007-bl; 1 (r untouched) when H = 0 */
static int ref_madd(cairn_limb *r, const cairn_limb *p, const cairn_limb *qx, const cairn_limb *qy)
{
    const size_t s = CAIRN_EC_LIMBS;
    cairn_limb z1[PN], u2[PN], s2[PN], h[PN], rr[PN], hh[PN], i4[PN], j[PN], v[PN], X3[PN], Y3[PN], Z3[PN];
    FS(z1, p + 2 * s);
    FM(u2, qx, z1);
    FM(s2, qy, p + 2 * s);
    FM(s2, s2, z1);
    FB(h, u2, p);
    FB(rr, s2, p + s);
    if (is0(h))
        return 1;
    FS(hh, h);
    FA(i4, hh, hh);
    FA(i4, i4, i4);
    FM(j, h, i4);
    FA(rr, rr, rr);
    FM(v, p, i4);
    FS(X3, rr);
    FB(X3, X3, j);
    FB(X3, X3, v);
    FB(X3, X3, v);
    FB(Y3, v, X3);
    FM(Y3, rr, Y3);
    FM(j, p + s, j);
    FA(j, j, j);
    FB(Y3, Y3, j);
    FA(Z3, p + 2 * s, h);
    FS(Z3, Z3);
    FB(Z3, Z3, z1);
    FB(Z3, Z3, hh);
    memcpy(r, X3, sizeof X3);
    memcpy(r + s, Y3, sizeof Y3);
    memcpy(r + 2 * s, Z3, sizeof Z3);
    return 0;
}

#if defined(CAIRN_EC_HAVE_P521_IFMA)
/* p and q (Jacobian, canonical) are the same point: both at infinity, or
 * X1 Z2^2 = X2 Z1^2 and Y1 Z2^3 = Y2 Z1^3 (the IFMA doubling returns a
 * representative of its own: (4 X, 8 Y, 2 Z) of the digits' per doubling) */
static int same_jac521(const cairn_limb *p, const cairn_limb *q)
{
    const size_t s = CAIRN_EC_LIMBS;
    cairn_limb z1[PN], z2[PN], a[PN], b[PN], c[PN], d[PN];
    if (is0(p + 2 * s) || is0(q + 2 * s))
        return is0(p + 2 * s) && is0(q + 2 * s);
    FS(z1, p + 2 * s);
    FS(z2, q + 2 * s);
    FM(a, p, z2);
    FM(b, q, z1);
    if (memcmp(a, b, sizeof a) != 0)
        return 0;
    FM(z1, z1, p + 2 * s);
    FM(z2, z2, q + 2 * s);
    FM(c, p + s, z2);
    FM(d, q + s, z1);
    return memcmp(c, d, sizeof c) == 0;
}

/* the CPU runs the IFMA doubling (src/accel/x86/ec_p521_ifma.c) */
static int have_p521_ifma(void)
{
    const uint64_t need = CAIRN_CPU_X86_AVX512F | CAIRN_CPU_X86_AVX512VL | CAIRN_CPU_X86_AVX512IFMA;
    return (cairn_cpu_features() & need) == need;
}

/* acc += q by k P's table addition: q at entry j of a window table whose
 * other entries are o */
static cairn_limb p521_acc_add_entry(uint64_t *acc, const cairn_limb *q, const cairn_limb *o, unsigned j)
{
    pt521 tab[CAIRN_EC_P521_IFMA_TAB];
    uint64_t vt[CAIRN_EC_P521_IFMA_TABW];
    unsigned e;
    for (e = 0; e < CAIRN_EC_P521_IFMA_TAB; e++)
        memcpy(tab[e], e == j ? q : o, sizeof(pt521));
    cairn_ec_p521_tab_in_ifma(vt, tab[0]);
    return cairn_ec_p521_acc_add_ifma(acc, vt, j + 1, 0);
}

/* k P's table look-up and addition against the digits' addition of the
 * scalar look-up's point: every index 0..16 (0: infinity) and both signs,
 * from a table of random points */
static void check_p521_ifma_table(const ctx_t *c, const cairn_limb *p, unsigned n)
{
    const size_t s = CAIRN_EC_LIMBS;
    pt521 tab[CAIRN_EC_P521_IFMA_TAB], q, want, got, d;
    uint64_t vt[CAIRN_EC_P521_IFMA_TABW], acc[CAIRN_EC_P521_IFMA_ACC];
    cairn_limb zero[PN] = {0};
    unsigned j, k, neg;
    int rs, ws;
    for (j = 0; j < CAIRN_EC_P521_IFMA_TAB; j++)
        for (k = 0; k < 3; k++)
            rand_below(c, tab[j] + k * s);
    cairn_ec_p521_tab_in_ifma(vt, tab[0]);
    cairn_ec_p521_c64_jac_dbl_n(d, d + s, d + 2 * s, p, p + s, p + 2 * s, n);
    for (j = 0; j <= CAIRN_EC_P521_IFMA_TAB; j++)
        for (neg = 0; neg < 2; neg++) {
            memset(q, 0, sizeof q);
            if (j == 0) {
                q[s] = 1; /* infinity: (0, 1, 0) */
            } else {
                memcpy(q, tab[j - 1], sizeof q);
                if (neg)
                    FB(q + s, zero, q + s);
            }
            ws = cairn_ec_p521_c64_jac_add(want, d, q) != 0;
            cairn_ec_p521_acc_in_ifma(acc, p);
            cairn_ec_p521_acc_dbl_ifma(acc, n);
            rs = cairn_ec_p521_acc_add_ifma(acc, vt, j, neg) != 0;
            cairn_ec_p521_acc_out_ifma(got, acc);
            CHECK(rs == ws, "P-521 IFMA: k P table addition's p = q mask against the digits' (every index, sign)");
            CHECK(same_jac521(got, want),
                  "P-521 IFMA: k P table look-up and addition against the digits' (every index, sign; the same point)");
        }
}

/* k P's table built on the vector limbs from the affine (x, y) against
 * the digits' (build_table's formulas), every entry read back by the
 * look-up with both signs, and index 0 (zeros: infinity) */
static void check_p521_ifma_build(const ctx_t *c)
{
    const size_t s = CAIRN_EC_LIMBS;
    pt521 tab[CAIRN_EC_P521_IFMA_TAB], got, want;
    uint64_t vt[CAIRN_EC_P521_IFMA_TABW], acc[CAIRN_EC_P521_IFMA_ACC];
    cairn_limb zero[PN] = {0};
    unsigned j, neg;
    memset(tab, 0, sizeof tab);
    rand_below(c, tab[0]);
    rand_below(c, tab[0] + s);
    tab[0][2 * s] = 1;
    for (j = 1; j < CAIRN_EC_P521_IFMA_TAB; j++) {
        if (j & 1)
            cairn_ec_p521_c64_jac_dbl_n(tab[j], tab[j] + s, tab[j] + 2 * s, tab[j >> 1], tab[j >> 1] + s,
                                        tab[j >> 1] + 2 * s, 1);
        else
            (void)cairn_ec_p521_c64_jac_add(tab[j], tab[j - 1], tab[0]);
    }
    cairn_ec_p521_tab_build_ifma(vt, tab[0], tab[0] + s);
    for (j = 0; j <= CAIRN_EC_P521_IFMA_TAB; j++)
        for (neg = 0; neg < 2; neg++) {
            memset(want, 0, sizeof want);
            if (j > 0) {
                memcpy(want, tab[j - 1], sizeof want);
                if (neg)
                    FB(want + s, zero, want + s);
            }
            cairn_ec_p521_acc_get_ifma(acc, vt, j, neg);
            cairn_ec_p521_acc_out_ifma(got, acc);
            CHECK(same_jac521(got, want),
                  "P-521 IFMA: k P table built on the limbs against the digits' (every index, sign; the same point)");
        }
}

/* the IFMA doubling and additions against the digits' ones (checked
 * against the hooks above): n = 1..8 doublings in a row from random
 * points, sums of random points, p = q and either at infinity among them,
 * complete mixed sums (q's Z as b), also through the comb's and k P's
 * accumulators; every lane's bounds meet many values */
static void run_p521_ifma(const ctx_t *c, unsigned long nrand)
{
    const size_t s = CAIRN_EC_LIMBS;
    pt521 p, q, got, want;
    uint64_t acc[CAIRN_EC_P521_IFMA_ACC];
    unsigned long before = tu_failures, checks = tu_checks, i;
    size_t k;
    int rs, ws;
    if (!have_p521_ifma()) {
        printf("%-16s IFMA doubling and additions: not run (no AVX-512 IFMA)\n", "P-521/ifma");
        return;
    }
    for (i = 0; i < nrand && tu_failures == before; i++) {
        unsigned n = 1 + (unsigned)(i & 7);
        for (k = 0; k < 3; k++)
            rand_below(c, p + k * s);
        cairn_ec_p521_c64_jac_dbl_n(want, want + s, want + 2 * s, p, p + s, p + 2 * s, n);
        cairn_ec_p521_jac_dbl_n_ifma(got, got + s, got + 2 * s, p, p + s, p + 2 * s, n);
        CHECK(same_jac521(got, want), "P-521 IFMA: n doublings against the digits' (the same point)");
        for (k = 0; k < 3; k++)
            rand_below(c, q + k * s);
        if ((i & 15) == 1)
            memcpy(q, p, sizeof q); /* p = q */
        if ((i & 15) == 2)
            memset(p + 2 * s, 0, PN * sizeof(cairn_limb)); /* p at infinity */
        if ((i & 15) == 3)
            memset(q + 2 * s, 0, PN * sizeof(cairn_limb)); /* q at infinity */
        ws = cairn_ec_p521_c64_jac_add(want, p, q) != 0;
        rs = cairn_ec_p521_jac_add_ifma(got, p, q) != 0;
        CHECK(rs == ws, "P-521 IFMA: addition's p = q mask against the digits'");
        CHECK_MEM(got, want, 3 * PN * sizeof(cairn_limb), "P-521 IFMA: addition against the digits'");
        cairn_ec_p521_c64_rcb_madd(want, p, q, q + s, q + 2 * s);
        cairn_ec_p521_rcb_madd_ifma(got, p, q, q + s, q + 2 * s);
        CHECK_MEM(got, want, 3 * PN * sizeof(cairn_limb), "P-521 IFMA: complete mixed addition against the digits'");
        /* the comb's accumulator: two sums in a row (the second from the
         * first's limbs, not canonical), then one under a zero mask */
        cairn_ec_p521_c64_rcb_madd(want, want, p, p + s, q + 2 * s);
        cairn_ec_p521_acc_in_ifma(acc, p);
        cairn_ec_p521_acc_madd_ifma(acc, q, q + s, q + 2 * s, ~(cairn_limb)0);
        cairn_ec_p521_acc_madd_ifma(acc, p, p + s, q + 2 * s, ~(cairn_limb)0);
        cairn_ec_p521_acc_madd_ifma(acc, q, q + s, q + 2 * s, 0);
        cairn_ec_p521_acc_out_ifma(got, acc);
        CHECK_MEM(got, want, 3 * PN * sizeof(cairn_limb), "P-521 IFMA: comb accumulator against the digits'");
        /* k P's accumulator: n doublings, then q added (q = 2^n p, p or q at
         * infinity among them) */
        cairn_ec_p521_c64_jac_dbl_n(want, want + s, want + 2 * s, p, p + s, p + 2 * s, n);
        ws = cairn_ec_p521_c64_jac_add(want, want, q) != 0;
        cairn_ec_p521_acc_in_ifma(acc, p);
        cairn_ec_p521_acc_dbl_ifma(acc, n);
        rs = p521_acc_add_entry(acc, q, p, (unsigned)(i & 15)) != 0;
        cairn_ec_p521_acc_out_ifma(got, acc);
        CHECK(rs == ws, "P-521 IFMA: k P accumulator's p = q mask against the digits'");
        CHECK(same_jac521(got, want), "P-521 IFMA: k P accumulator against the digits' (the same point)");
        /* verification's accumulator: the variable-time mixed addition
         * (q's X and +-Y affine), two in a row, against the digits'
         * pt_madd_vartime; p at infinity is not its input */
        if (!is0(p + 2 * s)) {
            int neg = (int)(i & 1), wr, gr;
            cairn_limb zero[PN] = {0}, ny[PN];
            FB(ny, zero, q + s);
            memcpy(want, p, sizeof want);
            cairn_ec_p521_c64_pt_in(want);
            wr = cairn_ec_p521_c64_pt_madd_vartime(want, q, neg ? ny : q + s);
            wr = 2 * wr + cairn_ec_p521_c64_pt_madd_vartime(want, p, p + s);
            cairn_ec_p521_c64_pt_out(want);
            cairn_ec_p521_acc_in_ifma(acc, p);
            gr = cairn_ec_p521_acc_madd_vt(acc, q, q + s, neg);
            gr = 2 * gr + cairn_ec_p521_acc_madd_vt(acc, p, p + s, 0);
            cairn_ec_p521_acc_out_ifma(got, acc);
            CHECK(gr == wr, "P-521 IFMA: verification's mixed addition's H = 0 result against the digits'");
            CHECK_MEM(got, want, 3 * PN * sizeof(cairn_limb), "P-521 IFMA: verification's mixed addition");
        }
        if ((i & 15) == 5) { /* the affine (x, +-y) and the Jacobian (x z^2, y z^3, z): H = 0, acc unchanged */
            cairn_limb z2[PN], zero[PN] = {0}, ny[PN];
            FS(z2, p + 2 * s);
            FM(q, p, z2); /* q is the Jacobian point, p's X and Y the affine */
            FM(z2, z2, p + 2 * s);
            FM(q + s, p + s, z2);
            memcpy(q + 2 * s, p + 2 * s, PN * sizeof(cairn_limb));
            FB(ny, zero, p + s);
            memcpy(want, q, sizeof want);
            cairn_ec_p521_c64_pt_in(want);
            CHECK(cairn_ec_p521_c64_pt_madd_vartime(want, p, p + s) == 1 &&
                      cairn_ec_p521_c64_pt_madd_vartime(want, p, ny) == 1,
                  "P-521 IFMA: the digits' mixed addition of +-acc gives 1");
            cairn_ec_p521_acc_in_ifma(acc, q);
            CHECK(cairn_ec_p521_acc_madd_vt(acc, p, p + s, 0) == 1 && cairn_ec_p521_acc_madd_vt(acc, p, p + s, 1) == 1,
                  "P-521 IFMA: verification's mixed addition of +-acc gives 1");
            cairn_ec_p521_acc_out_ifma(got, acc);
            CHECK_MEM(got, q, 3 * PN * sizeof(cairn_limb),
                      "P-521 IFMA: verification's mixed addition of +-acc: acc unchanged");
        }
        if ((i & 127) == 6) { /* every index and sign each time: a few rounds do */
            check_p521_ifma_table(c, p, n);
            check_p521_ifma_build(c);
        }
        if ((i & 15) == 4) { /* q = 2^n p: the p = q case after the doublings */
            cairn_ec_p521_c64_jac_dbl_n(q, q + s, q + 2 * s, p, p + s, p + 2 * s, n);
            ws = cairn_ec_p521_c64_jac_add(want, q, q) != 0;
            cairn_ec_p521_acc_in_ifma(acc, p);
            cairn_ec_p521_acc_dbl_ifma(acc, n);
            rs = p521_acc_add_entry(acc, q, p, (unsigned)(i >> 4) & 15) != 0;
            cairn_ec_p521_acc_out_ifma(got, acc);
            CHECK(rs == ws && rs, "P-521 IFMA: k P accumulator's p = q mask (q = 2^n p)");
            CHECK(same_jac521(got, want), "P-521 IFMA: k P accumulator (q = 2^n p, the same point)");
        }
    }
    printf("%-16s IFMA doubling and additions against the digits' (%lu random): %lu checks, %s\n", "P-521/ifma",
           nrand, tu_checks - checks, tu_failures == before ? "ok" : "FAILED");
}
#endif

/* one round of every formula on the points p, q (and q's X, Y as affine) */
static int check_p521_points(const cairn_limb *p, const cairn_limb *q, const cairn_limb *b)
{
    const size_t s = CAIRN_EC_LIMBS;
    pt521 got, want, acc;
    int ok = 1, rs, ws;
    ref_dbl(want, p);
    cairn_ec_p521_c64_jac_dbl_n(got, got + s, got + 2 * s, p, p + s, p + 2 * s, 1);
    ok &= CHECK_MEM(got, want, sizeof got, "P-521 digits: doubling");
    ref_dbl(want, want);
    ref_dbl(want, want);
    memcpy(got, p, sizeof got);
    cairn_ec_p521_c64_jac_dbl_n(got, got + s, got + 2 * s, got, got + s, got + 2 * s, 3);
    ok &= CHECK_MEM(got, want, sizeof got, "P-521 digits: 3 doublings in place");
#if defined(CAIRN_EC_HAVE_P521_IFMA)
    if (have_p521_ifma()) {
        ref_dbl(want, p);
        cairn_ec_p521_jac_dbl_n_ifma(got, got + s, got + 2 * s, p, p + s, p + 2 * s, 1);
        ok &= CHECK(same_jac521(got, want), "P-521 IFMA: doubling (the same point)");
        ref_dbl(want, want);
        ref_dbl(want, want);
        memcpy(got, p, sizeof got);
        cairn_ec_p521_jac_dbl_n_ifma(got, got + s, got + 2 * s, got, got + s, got + 2 * s, 3);
        ok &= CHECK(same_jac521(got, want), "P-521 IFMA: 3 doublings in place (the same point)");
    }
#endif
    ws = ref_add(want, p, q);
    memcpy(got, p, sizeof got);
    rs = cairn_ec_p521_c64_jac_add(got, got, q) != 0;
    ok &= CHECK(rs == ws, "P-521 digits: addition's p = q mask");
    ok &= CHECK_MEM(got, want, sizeof got, "P-521 digits: addition");
#if defined(CAIRN_EC_HAVE_P521_IFMA)
    if (have_p521_ifma()) {
        memcpy(got, p, sizeof got);
        rs = cairn_ec_p521_jac_add_ifma(got, got, q) != 0;
        ok &= CHECK(rs == ws, "P-521 IFMA: addition's p = q mask");
        ok &= CHECK_MEM(got, want, sizeof got, "P-521 IFMA: addition");
    }
#endif
    ref_rcb(want, p, q, q + s, b);
    memcpy(got, p, sizeof got);
    cairn_ec_p521_c64_rcb_madd(got, got, q, q + s, b);
    ok &= CHECK_MEM(got, want, sizeof got, "P-521 digits: complete mixed addition");
#if defined(CAIRN_EC_HAVE_P521_IFMA)
    if (have_p521_ifma()) {
        memcpy(got, p, sizeof got);
        cairn_ec_p521_rcb_madd_ifma(got, got, q, q + s, b);
        ok &= CHECK_MEM(got, want, sizeof got, "P-521 IFMA: complete mixed addition");
    }
#endif
    /* the accumulator: in, doubled, added to, out */
    memcpy(acc, p, sizeof acc);
    cairn_ec_p521_c64_pt_in(acc);
    cairn_ec_p521_c64_pt_dbl(acc);
    ref_dbl(want, p);
    ws = ref_madd(want, want, q, q + s);
    rs = cairn_ec_p521_c64_pt_madd_vartime(acc, q, q + s);
    ok &= CHECK(rs == ws, "P-521 digits: mixed addition's H = 0 verdict");
    cairn_ec_p521_c64_pt_out(acc);
    ok &= CHECK_MEM(acc, want, sizeof acc, "P-521 digits: accumulator");
    return ok;
}

static void run_p521_points(const ctx_t *c, cairn_limb (*e)[MAXN], size_t ne, unsigned long nrand)
{
    const size_t s = CAIRN_EC_LIMBS;
    pt521 p, q;
    cairn_limb b[MAXN];
    unsigned long before = tu_failures, checks = tu_checks, i;
    size_t k;
    int bad = 0;
    /* every edge value in every coordinate of p (the others edge values too), q random or edge */
    for (i = 0; i < 3 * ne && !bad; i++) {
        for (k = 0; k < 3; k++)
            memcpy(p + k * s, e[k == i % 3 ? i / 3 : (size_t)tu_prng_below(&rng, ne)], PN * sizeof(cairn_limb));
        for (k = 0; k < 3; k++) {
            if (i & 1)
                memcpy(q + k * s, e[(size_t)tu_prng_below(&rng, ne)], PN * sizeof(cairn_limb));
            else
                rand_below(c, q + k * s);
        }
        memcpy(b, e[(size_t)tu_prng_below(&rng, ne)], sizeof b);
        bad |= !check_p521_points(p, q, b);
        /* q = p and q = -p with the same Z: the exceptional sums */
        if ((i & 7) == 0) {
            bad |= !check_p521_points(p, p, b);
            memcpy(q, p, sizeof q);
            FB(q + s, c->pm1, q + s);
            FA(q + s, q + s, e[1]);
            memset(q + 2 * s, 0, PN * sizeof(cairn_limb));
            q[2 * s] = 1;
            memcpy(p + 2 * s, q + 2 * s, PN * sizeof(cairn_limb));
            bad |= !check_p521_points(p, q, b);
        }
    }
    for (i = 0; i < nrand && !bad; i++) {
        for (k = 0; k < 3; k++) {
            rand_below(c, p + k * s);
            rand_below(c, q + k * s);
        }
        rand_below(c, b);
        bad |= !check_p521_points(p, q, b);
    }
    printf("%-16s point formulas on digits (%zu edge values, %lu random): %lu checks, %s\n", "P-521/c64", ne, nrand,
           tu_checks - checks, tu_failures == before ? "ok" : "FAILED");
#if defined(CAIRN_EC_HAVE_P521_IFMA)
    run_p521_ifma(c, 4 * nrand);
#endif
}
#undef F
#undef PN
#undef FM
#undef FS
#undef FA
#undef FB
#endif

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
#if defined(CAIRN_EC_HAVE_P521_C64_JAC)
    if (fc->f == &cairn_ec_fp_p521)
        run_p521_points(&c, e, ne, nrand / 20);
#endif
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
