/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The Weierstrass engine (src/ec/ec_internal.h) on P-256, P-384, P-521, SM2, for
 * every field implementation a curve lists that this CPU runs:
 *  - curve facts, names and aliases, curve_get and impl_accept's statuses;
 *  - k G against known multiples (1, 2, 3, n-1, n-2, n-3, powers of two,
 *    long runs of zeros and of ones, random), k P against known answers,
 *    u1 G + u2 Q against known answers including sums that double inside
 *    the addition and sums that are the point at infinity;
 *  - identities on random scalars: k1 (k2 G) = (k1 k2 mod n) G,
 *    u1 G + u2 (d G) = (u1 + u2 d) G, -G = (n - 1) G;
 *  - point_check and mul on invalid points (coordinate p, off the curve by
 *    one in x or y, all zeros, all ones), output zeroed;
 *  - decompression of both parities, non-squares, x >= p, x = 0;
 *  - the generic Montgomery field (fp_mont.c, no longer in the NIST curves'
 *    lists, which keep the plain representation): its hooks against the
 *    curve's own field on random and edge elements (0, 1, p-1, p-2), the
 *    engine's Fermat inverse and square root over it, and k P through it;
 *  - scalars mod n against known answers (product, sum, inverse, bits2int
 *    for digests of 1 to 128 bytes, P-521's 521-bit truncation), the
 *    validity mask at its edges, inversion of 0, a a^-1 = 1 on random a;
 *  - the brainpool curves' a = -3 twists: a u^4 = -3 and the twist's b;
 *  - run-time curves (ec_engine.h): each curve rebuilt from its numbers
 *    (no base table, the generic Montgomery field; the generated Montgomery
 *    constants recomputed) through the same known answers (brainpool's with
 *    the general-a formulas, having no twist there), the NIST ones again
 *    with the a = -3 flag cleared so that the general-a formulas run; the
 *    set-up's refusals; the SM2 standard's example curve (general a) and
 *    sm2p256v1 from derived/sm2_gbt32918_examples.json: key pairs, the
 *    signing nonce's x, the key exchange's points and U, encryption's C1.
 * Known answers: tests/test_ec_engine_kat.h (scripts/gen-ec-engine-kat.py).
 * Built twice on the host: with the host's limbs and (test_ec_engine32)
 * with src/bn and src/ec compiled in at 32-bit limbs. Seeded:
 * CAIRN_TEST_SEED replays a run.
 */
#include <string.h>

#include "ec/ec_engine.h"
#include "ec/fp_sm2.h"
#include "json.h"
#include "testutil.h"

#include "test_ec_engine_kat.h"

#define MAXB CAIRN_EC_MAX_BYTES
#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

typedef struct {
    cairn_ec_curve id;
    const char *const (*base)[3];
    size_t nbase;
    const char *const (*var)[5];
    size_t nvar;
    const char *const (*mul2)[5];
    size_t nmul2;
    const char *const (*scal)[5];
    size_t nscal;
    const char *const (*digest)[2];
    size_t ndigest;
    const char *const (*comp)[3];
    size_t ncomp;
} curve_kat;

#define KAT(id, c)                                                                                                  \
    {                                                                                                               \
        id, c##_base, COUNT(c##_base), c##_var, COUNT(c##_var), c##_mul2, COUNT(c##_mul2), c##_scal,                 \
            COUNT(c##_scal), c##_digest, COUNT(c##_digest), c##_comp, COUNT(c##_comp)                               \
    }

static const curve_kat kats[] = {KAT(CAIRN_EC_P256, p256),
                                 KAT(CAIRN_EC_P384, p384),
                                 KAT(CAIRN_EC_P521, p521),
                                 KAT(CAIRN_EC_BRAINPOOLP256R1, bp256r1),
                                 KAT(CAIRN_EC_BRAINPOOLP384R1, bp384r1),
                                 KAT(CAIRN_EC_BRAINPOOLP512R1, bp512r1),
                                 KAT(CAIRN_EC_SM2, sm2)};

static tu_prng rng;

/* hex of exactly len bytes */
static void unhex(uint8_t *out, size_t len, const char *hex)
{
    long got = tu_unhex_into(out, len, hex);
    if (!CHECK(got == (long)len, "KAT hex length %ld, want %zu", got, len))
        memset(out, 0, len);
}

/* a random scalar in [1, n - 1]: nbits - 1 random bits, never zero */
static void rand_scalar(const cairn_ec_curve_def *c, uint8_t *k)
{
    size_t top = c->bytes * 8 - (c->nbits - 1); /* bits to clear at the top */
    do {
        tu_prng_fill(&rng, k, c->bytes);
        k[0] &= (uint8_t)(0xffu >> top);
    } while (!cairn_ec_scalar_valid(c, k));
}

/* big-endian +- small */
static void be_add_small(uint8_t *v, size_t len, int d)
{
    int carry = d;
    size_t i;
    for (i = len; i-- > 0 && carry != 0;) {
        int s = v[i] + carry;
        v[i] = (uint8_t)(s & 0xff);
        carry = s >> 8; /* arithmetic: -1 for a borrow */
    }
}

/* the limbs of c's constants (c->eng->k's arrays hold these only, not CAIRN_EC_LIMBS) */
#define CLIMBS(c) CAIRN_BN_LIMBS((c)->nbits)

/* buf = the constant v of c zero-padded to CAIRN_EC_LIMBS; returns buf */
static cairn_limb *padded(cairn_limb *buf, const cairn_ec_curve_def *c, const cairn_limb *v)
{
    memset(buf, 0, sizeof(cairn_fe));
    cairn_bn_copy(buf, v, CLIMBS(c));
    return buf;
}

static void p_bytes(const cairn_ec_curve_def *c, uint8_t *out)
{
    (void)cairn_bn_encode(out, c->bytes, c->eng->k->p, CLIMBS(c));
}

/* v for a curve of this build, 0 for one it leaves out (the curve facts' answer) */
#define IF_IN(id, v) (tu_curve_in_build(id) ? (size_t)(v) : (size_t)0)

/* the first curve of kats[] this build has after index *from (advanced past
 * it), NULL when there is none: P-256 first, then P-384, in the full build */
static const cairn_ec_curve_def *next_curve(size_t *from)
{
    const cairn_ec_curve_def *c = NULL;
    while (c == NULL && *from < COUNT(kats))
        c = cairn_ec_curve_get(kats[(*from)++].id);
    return c;
}

static void test_facts(void)
{
    cairn_ec_curve id;
    const cairn_ec_curve_def *c;
    static const struct {
        const char *name;
        cairn_ec_curve id;
    } names[] = {{"P-256", CAIRN_EC_P256},     {"p-256", CAIRN_EC_P256},     {"secp256r1", CAIRN_EC_P256},
                 {"PRIME256V1", CAIRN_EC_P256}, {"P-384", CAIRN_EC_P384},     {"SECP384R1", CAIRN_EC_P384},
                 {"P-521", CAIRN_EC_P521},     {"secp521r1", CAIRN_EC_P521},
                 {"SM2", CAIRN_EC_SM2},         {"sm2P256v1", CAIRN_EC_SM2},
                 {"brainpoolP256r1", CAIRN_EC_BRAINPOOLP256R1}, {"BRAINPOOLP384R1", CAIRN_EC_BRAINPOOLP384R1},
                 {"brainpoolp512r1", CAIRN_EC_BRAINPOOLP512R1}, {"bp256r1", CAIRN_EC_BRAINPOOLP256R1}};
    static const char *const bad[] = {"", "P-25", "P-2566", "secp256k1", "P-224", "prime256v1 ", "brainpoolP256t1"};
    size_t i;
    CHECK(cairn_ec_curve_bytes(CAIRN_EC_P256) == IF_IN(CAIRN_EC_P256, 32) &&
              cairn_ec_curve_bytes(CAIRN_EC_P384) == IF_IN(CAIRN_EC_P384, 48) &&
              cairn_ec_curve_bytes(CAIRN_EC_P521) == IF_IN(CAIRN_EC_P521, 66),
          "curve bytes");
    CHECK(cairn_ec_curve_bits(CAIRN_EC_P256) == IF_IN(CAIRN_EC_P256, 256) &&
              cairn_ec_curve_bits(CAIRN_EC_P384) == IF_IN(CAIRN_EC_P384, 384) &&
              cairn_ec_curve_bits(CAIRN_EC_P521) == IF_IN(CAIRN_EC_P521, 521),
          "curve bits");
    CHECK(tu_curve_in_build(CAIRN_EC_P384) ? strcmp(cairn_ec_curve_name(CAIRN_EC_P384), "P-384") == 0
                                  : cairn_ec_curve_name(CAIRN_EC_P384) == NULL,
          "curve name");
    CHECK(cairn_ec_curve_bytes(CAIRN_EC_BRAINPOOLP256R1) == IF_IN(CAIRN_EC_BRAINPOOLP256R1, 32) &&
              cairn_ec_curve_bytes(CAIRN_EC_BRAINPOOLP384R1) == IF_IN(CAIRN_EC_BRAINPOOLP384R1, 48) &&
              cairn_ec_curve_bytes(CAIRN_EC_BRAINPOOLP512R1) == IF_IN(CAIRN_EC_BRAINPOOLP512R1, 64) &&
              cairn_ec_curve_bits(CAIRN_EC_BRAINPOOLP512R1) == IF_IN(CAIRN_EC_BRAINPOOLP512R1, 512),
          "brainpool bytes and bits");
    CHECK(tu_curve_in_build(CAIRN_EC_BRAINPOOLP384R1)
              ? strcmp(cairn_ec_curve_name(CAIRN_EC_BRAINPOOLP384R1), "brainpoolP384r1") == 0
              : cairn_ec_curve_name(CAIRN_EC_BRAINPOOLP384R1) == NULL,
          "brainpool name");
    CHECK(cairn_ec_curve_bytes((cairn_ec_curve)0) == 0 && cairn_ec_curve_bits((cairn_ec_curve)8) == 0 &&
              cairn_ec_curve_name((cairn_ec_curve)99) == NULL,
          "unknown curve facts");
    for (i = 0; i < COUNT(names); i++) {
        int in = tu_curve_in_build(names[i].id);
        id = (cairn_ec_curve)0;
        CHECK_RC(cairn_ec_curve_lookup(&id, names[i].name), in ? CAIRN_OK : CAIRN_ERR_UNSUPPORTED, names[i].name);
        CHECK(id == (in ? names[i].id : (cairn_ec_curve)0), "lookup %s", names[i].name);
    }
    for (i = 0; i < COUNT(bad); i++) {
        id = CAIRN_EC_P256;
        CHECK_RC(cairn_ec_curve_lookup(&id, bad[i]), CAIRN_ERR_NOT_FOUND, bad[i]);
        CHECK(id == (cairn_ec_curve)0, "failed lookup zeroes the curve");
    }
    CHECK_RC(cairn_ec_curve_lookup(&id, NULL), CAIRN_ERR_BAD_ARG, "lookup NULL name");
    CHECK_RC(cairn_ec_curve_lookup(NULL, "P-256"), CAIRN_ERR_BAD_ARG, "lookup NULL out");
    CHECK(cairn_ec_curve_get((cairn_ec_curve)0) == NULL && cairn_ec_curve_get((cairn_ec_curve)8) == NULL,
          "curve_get unknown");
    c = cairn_ec_curve_get(CAIRN_EC_P521);
    CHECK(!tu_curve_in_build(CAIRN_EC_P521) ? c == NULL
                                   : c != NULL && c->bytes == 66 && c->nbits == 521 && c->n[0] == 0x01 &&
                                         c->n[65] == 0x09 && c->oid_len == 5 && c->oid[4] == 0x23,
          "P-521 definition");
    c = cairn_ec_curve_get(CAIRN_EC_SM2);
    CHECK(!tu_curve_in_build(CAIRN_EC_SM2) ? c == NULL
                                  : c != NULL && c->bytes == 32 && c->nbits == 256 && strcmp(c->name, "SM2") == 0 &&
                                        c->oid_len == 8 && c->oid[1] == 0x81 && c->oid[7] == 0x2d && c->n[0] == 0xff &&
                                        c->n[31] == 0x23,
          "SM2 definition");
    c = cairn_ec_curve_get(CAIRN_EC_P256);
    CHECK(!tu_curve_in_build(CAIRN_EC_P256) ? c == NULL
                                   : c != NULL && c->oid_len == 8 && c->oid[0] == 0x2a && c->oid[7] == 0x07 &&
                                         c->n[31] == 0x51 && strcmp(c->aliases[1], "prime256v1") == 0,
          "P-256 definition");
    {
        /* RFC 5639's OIDs 1.3.36.3.3.2.8.1.1.7 / .11 / .13 */
        const cairn_ec_curve_def *b = cairn_ec_curve_get(CAIRN_EC_BRAINPOOLP384R1);
        CHECK(!tu_curve_in_build(CAIRN_EC_BRAINPOOLP384R1)
                  ? b == NULL
                  : b != NULL && b->oid_len == 9 && b->oid[0] == 0x2b && b->oid[1] == 0x24 && b->oid[8] == 0x0b &&
                        b->n[0] == 0x8c && b->n[47] == 0x65 && b->eng->k->a_minus3 == 0 && b->eng->k->twist != NULL,
              "brainpoolP384r1 definition");
        b = cairn_ec_curve_get(CAIRN_EC_BRAINPOOLP512R1);
        CHECK(!tu_curve_in_build(CAIRN_EC_BRAINPOOLP512R1)
                  ? b == NULL
                  : b != NULL && b->oid_len == 9 && b->oid[8] == 0x0d && b->n[63] == 0x69,
              "brainpoolP512r1 definition");
    }
    /* impl_accept on the first curve of the build (P-256 in the full build) and another (P-384) */
    i = 0;
    c = next_curve(&i);
    if (c != NULL) {
        const cairn_ec_curve_def *c2 = next_curve(&i);
        static const cairn_impl other = {"mont", "bn-mont", 0};
        static const cairn_ec_field foreign = {{"foreign", CAIRN_PRIM_EC_FIELD, 0}, 0, 0, NULL, NULL, NULL, NULL,
                                               NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL};
        static const cairn_impl needy = {"needy", CAIRN_PRIM_EC_FIELD, (uint64_t)1 << 62};
        CHECK_RC(cairn_ec_impl_accept(c, NULL), CAIRN_OK, "accept NULL (best)");
        /* the first usable one: the first listed (P-256's MULX field) may need what this CPU lacks */
        CHECK_RC(cairn_ec_impl_accept(c, cairn_impl_best(c->impls)), CAIRN_OK, "accept the first usable");
        CHECK_RC(cairn_ec_impl_accept(c, &other), CAIRN_ERR_BAD_ARG, "accept another primitive");
        CHECK_RC(cairn_ec_impl_accept(c, &foreign.impl), CAIRN_ERR_BAD_ARG, "accept an unlisted field");
        CHECK_RC(cairn_ec_impl_accept(c, &needy), CAIRN_ERR_UNSUPPORTED, "accept a field this CPU lacks");
        CHECK_RC(cairn_ec_impl_accept(NULL, NULL), CAIRN_ERR_BAD_ARG, "accept without a curve");
        if (c2 != NULL) /* (none in a build of one curve) */
            CHECK_RC(cairn_ec_impl_accept(c2, cairn_impl_best(c->impls)), CAIRN_ERR_BAD_ARG,
                     "accept another curve's field");
    }
}

static void test_points(const cairn_ec_curve_def *c, const cairn_impl *impl, const curve_kat *kt)
{
    size_t B = c->bytes, i, j;
    uint8_t k[MAXB], xy[2 * MAXB], want[2 * MAXB], pxy[2 * MAXB], u1[MAXB], u2[MAXB], x[MAXB];
    const char *nm = impl != NULL ? impl->name : "best";

    for (i = 0; i < kt->nbase; i++) {
        unhex(k, B, kt->base[i][0]);
        unhex(want, B, kt->base[i][1]);
        unhex(want + B, B, kt->base[i][2]);
        memset(xy, 0xa5, sizeof xy);
        CHECK_RC(cairn_ec_mul_base(c, impl, xy, k), CAIRN_OK, "mul_base");
        if (!CHECK_MEM(xy, want, 2 * B, "k G"))
            fprintf(stderr, "  %s/%s base #%zu\n", c->name, nm, i);
        CHECK_RC(cairn_ec_point_check(c, xy), CAIRN_OK, "k G on the curve");
        /* the same through mul with P = G */
        unhex(pxy, B, kt->base[0][1]);
        unhex(pxy + B, B, kt->base[0][2]);
        memset(xy, 0xa5, sizeof xy);
        CHECK_RC(cairn_ec_mul(c, impl, xy, k, pxy), CAIRN_OK, "mul by G");
        CHECK_MEM(xy, want, 2 * B, "k P with P = G");
    }
    for (i = 0; i < kt->nvar; i++) {
        unhex(k, B, kt->var[i][0]);
        unhex(pxy, B, kt->var[i][1]);
        unhex(pxy + B, B, kt->var[i][2]);
        unhex(want, B, kt->var[i][3]);
        unhex(want + B, B, kt->var[i][4]);
        CHECK_RC(cairn_ec_point_check(c, pxy), CAIRN_OK, "KAT P valid");
        memset(xy, 0xa5, sizeof xy);
        CHECK_RC(cairn_ec_mul(c, impl, xy, k, pxy), CAIRN_OK, "mul");
        if (!CHECK_MEM(xy, want, 2 * B, "k P"))
            fprintf(stderr, "  %s/%s var #%zu\n", c->name, nm, i);
    }
    for (i = 0; i < kt->nmul2; i++) {
        int inf = kt->mul2[i][4][0] == '\0';
        unhex(u1, B, kt->mul2[i][0]);
        unhex(u2, B, kt->mul2[i][1]);
        unhex(pxy, B, kt->mul2[i][2]);
        unhex(pxy + B, B, kt->mul2[i][3]);
        memset(x, 0xa5, sizeof x);
        if (inf) {
            CHECK_RC(cairn_ec_mul2_vartime(c, impl, x, u1, u2, pxy), CAIRN_ERR_INVALID_POINT, "mul2 infinity");
            continue;
        }
        unhex(want, B, kt->mul2[i][4]);
        CHECK_RC(cairn_ec_mul2_vartime(c, impl, x, u1, u2, pxy), CAIRN_OK, "mul2");
        if (!CHECK_MEM(x, want, B, "u1 G + u2 Q"))
            fprintf(stderr, "  %s/%s mul2 #%zu\n", c->name, nm, i);
    }

    /* identities on random scalars */
    for (i = 0; i < 8; i++) {
        uint8_t k1[MAXB], k2[MAXB], kk[MAXB], d[MAXB], e[MAXB], t[MAXB], a[2 * MAXB], b[2 * MAXB];
        rand_scalar(c, k1);
        rand_scalar(c, k2);
        cairn_ec_scalar_mul(c, kk, k1, k2);
        CHECK_RC(cairn_ec_mul_base(c, impl, a, k2), CAIRN_OK, "k2 G");
        CHECK_RC(cairn_ec_mul(c, impl, b, k1, a), CAIRN_OK, "k1 (k2 G)");
        CHECK_RC(cairn_ec_mul_base(c, impl, a, kk), CAIRN_OK, "(k1 k2) G");
        CHECK_MEM(b, a, 2 * B, "k1 (k2 G) = (k1 k2 mod n) G");
        /* u1 G + u2 (d G) = (u1 + u2 d) G */
        rand_scalar(c, d);
        CHECK_RC(cairn_ec_mul_base(c, impl, pxy, d), CAIRN_OK, "d G");
        cairn_ec_scalar_mul(c, t, k2, d);
        cairn_ec_scalar_add(c, e, k1, t);
        CHECK_RC(cairn_ec_mul_base(c, impl, a, e), CAIRN_OK, "(u1 + u2 d) G");
        CHECK_RC(cairn_ec_mul2_vartime(c, impl, x, k1, k2, pxy), CAIRN_OK, "mul2 random");
        CHECK_MEM(x, a, B, "u1 G + u2 Q = (u1 + u2 d) G");
        /* the scalars' edges on the same point: (n - 1) P = -P, 1 P = P */
        memcpy(k, c->n, B);
        be_add_small(k, B, -1);
        CHECK_RC(cairn_ec_mul(c, impl, b, k, pxy), CAIRN_OK, "(n-1) P");
        CHECK_MEM(b, pxy, B, "(n-1) P has P's x");
        memset(k, 0, B);
        k[B - 1] = 1;
        CHECK_RC(cairn_ec_mul(c, impl, b, k, pxy), CAIRN_OK, "1 P");
        CHECK_MEM(b, pxy, 2 * B, "1 P = P");
    }
    /* k = 0 and k = n: infinity, reported with the output zeroed */
    for (j = 0; j < 2; j++) {
        uint8_t zero[2 * MAXB];
        memset(zero, 0, sizeof zero);
        if (j == 0)
            memset(k, 0, B);
        else
            memcpy(k, c->n, B);
        memset(xy, 0xa5, sizeof xy);
        CHECK_RC(cairn_ec_mul_base(c, impl, xy, k), CAIRN_ERR_INVALID_POINT, "0 G / n G");
        CHECK_MEM(xy, zero, 2 * B, "infinity zeroed (base)");
        memset(xy, 0xa5, sizeof xy);
        CHECK_RC(cairn_ec_mul(c, impl, xy, k, pxy), CAIRN_ERR_INVALID_POINT, "0 P / n P");
        CHECK_MEM(xy, zero, 2 * B, "infinity zeroed");
    }
    /* k P's window multiplier meets a doubling in its last sum for k = 2 d
     * mod n (d its last digit): k = j, n - j and n + j (not reduced) for j =
     * 1..40, with P = G, against the comb's k G */
    unhex(pxy, B, kt->base[0][1]);
    unhex(pxy + B, B, kt->base[0][2]);
    for (j = 1; j <= 40; j++) {
        int sgn;
        for (sgn = -1; sgn <= 1; sgn++) {
            memset(k, 0, B);
            if (sgn != 0)
                memcpy(k, c->n, B);
            be_add_small(k, B, sgn < 0 ? -(int)j : (int)j);
            CHECK_RC(cairn_ec_mul(c, impl, xy, k, pxy), CAIRN_OK, "k P near 0 and n");
            if (sgn > 0) { /* the comb's k < n: (n + j) G = j G */
                memset(k, 0, B);
                be_add_small(k, B, (int)j);
            }
            CHECK_RC(cairn_ec_mul_base(c, impl, want, k), CAIRN_OK, "k G near 0 and n");
            if (!CHECK_MEM(xy, want, 2 * B, "k P = k G near 0 and n"))
                fprintf(stderr, "  %s/%s k = %s%zu\n", c->name, nm, sgn < 0 ? "n - " : sgn > 0 ? "n + " : "", j);
        }
    }
}

static void test_invalid(const cairn_ec_curve_def *c, const cairn_impl *impl, const curve_kat *kt)
{
    size_t B = c->bytes, i;
    uint8_t g[2 * MAXB], bad[2 * MAXB], xy[2 * MAXB], zero[2 * MAXB], k[MAXB], p[MAXB];
    unhex(g, B, kt->base[0][1]);
    unhex(g + B, B, kt->base[0][2]);
    p_bytes(c, p);
    memset(zero, 0, sizeof zero);
    memset(k, 0, sizeof k);
    k[B - 1] = 7;
    for (i = 0; i < 7; i++) {
        memcpy(bad, g, 2 * B);
        switch (i) {
        case 0: memcpy(bad, p, B); break;            /* x = p */
        case 1: memcpy(bad + B, p, B); break;        /* y = p */
        case 2: be_add_small(bad + B, B, 1); break;  /* y + 1 */
        case 3: be_add_small(bad + B, B, -1); break; /* y - 1 */
        case 4: be_add_small(bad, B, 1); break;      /* x + 1 */
        case 5: memset(bad, 0, 2 * B); break;        /* (0, 0) */
        default: memset(bad, 0xff, 2 * B); break;    /* all ones */
        }
        CHECK_RC(cairn_ec_point_check(c, bad), CAIRN_ERR_INVALID_POINT, "point_check rejects");
        memset(xy, 0xa5, sizeof xy);
        CHECK_RC(cairn_ec_mul(c, impl, xy, k, bad), CAIRN_ERR_INVALID_POINT, "mul rejects");
        CHECK_MEM(xy, zero, 2 * B, "rejected point: output zeroed");
    }
    /* a valid point with a coordinate not reduced (v + p, where that fits
     * in the curve's bytes: P-521's G; the point with x = 0 as (p, y)) */
    for (i = 0; i < 2 * (kt->ncomp + 1); i++) {
        cairn_fe v, pl;
        size_t coord = i & 1, ref = i / 2;
        if (ref == 0) {
            memcpy(bad, g, 2 * B);
        } else {
            const char *const *e = kt->comp[ref - 1];
            if (e[2][0] == '\0')
                continue;
            unhex(bad, B, e[0]);
            unhex(bad + B, B, e[2]);
        }
        CHECK_RC(cairn_ec_point_check(c, bad), CAIRN_OK, "reference point valid");
        memset(v, 0, sizeof v);
        (void)cairn_bn_decode(v, CAIRN_EC_LIMBS, bad + coord * B, B);
        (void)padded(pl, c, c->eng->k->p);
        (void)cairn_bn_add(v, v, pl, CAIRN_EC_LIMBS);
        if (cairn_bn_encode(bad + coord * B, B, v, CAIRN_EC_LIMBS) != CAIRN_OK)
            continue; /* v + p needs more bytes */
        CHECK_RC(cairn_ec_point_check(c, bad), CAIRN_ERR_INVALID_POINT, "coordinate + p rejected");
        CHECK_RC(cairn_ec_mul(c, impl, xy, k, bad), CAIRN_ERR_INVALID_POINT, "mul rejects coordinate + p");
    }
    CHECK_RC(cairn_ec_point_check(c, g), CAIRN_OK, "G valid");
    /* -G is valid: (x, p - y) */
    memcpy(bad, g, 2 * B);
    {
        cairn_fe y, pl;
        memset(y, 0, sizeof y);
        (void)cairn_bn_decode(y, CAIRN_EC_LIMBS, g + B, B);
        (void)padded(pl, c, c->eng->k->p);
        (void)cairn_bn_sub(y, pl, y, CAIRN_EC_LIMBS);
        (void)cairn_bn_encode(bad + B, B, y, CAIRN_EC_LIMBS);
    }
    CHECK_RC(cairn_ec_point_check(c, bad), CAIRN_OK, "-G valid");
}

static void test_decompress(const cairn_ec_curve_def *c, const curve_kat *kt)
{
    size_t B = c->bytes, i;
    uint8_t x[MAXB], y[MAXB], want[MAXB], zero[MAXB], xy[2 * MAXB];
    memset(zero, 0, sizeof zero);
    for (i = 0; i < kt->ncomp; i++) {
        unsigned odd = (unsigned)(kt->comp[i][1][0] - '0');
        unhex(x, B, kt->comp[i][0]);
        memset(y, 0xa5, sizeof y);
        if (kt->comp[i][2][0] == '\0') {
            CHECK_RC(cairn_ec_point_decompress(c, y, x, odd), CAIRN_ERR_INVALID_POINT, "decompress non-square");
            CHECK_MEM(y, zero, B, "non-square: y zeroed");
            continue;
        }
        unhex(want, B, kt->comp[i][2]);
        CHECK_RC(cairn_ec_point_decompress(c, y, x, odd), CAIRN_OK, "decompress");
        if (!CHECK_MEM(y, want, B, "decompressed y"))
            fprintf(stderr, "  %s comp #%zu\n", c->name, i);
        CHECK((y[B - 1] & 1) == odd, "decompressed parity");
        memcpy(xy, x, B);
        memcpy(xy + B, y, B);
        CHECK_RC(cairn_ec_point_check(c, xy), CAIRN_OK, "decompressed point valid");
    }
    /* x = p, x = all ones: not field elements */
    p_bytes(c, x);
    CHECK_RC(cairn_ec_point_decompress(c, y, x, 0), CAIRN_ERR_INVALID_POINT, "decompress x = p");
    memset(x, 0xff, B);
    CHECK_RC(cairn_ec_point_decompress(c, y, x, 1), CAIRN_ERR_INVALID_POINT, "decompress x all ones");
}

static void test_scalars(const cairn_ec_curve_def *c, const curve_kat *kt)
{
    size_t B = c->bytes, i;
    uint8_t a[MAXB], b[MAXB], r[MAXB], want[MAXB], h[128], one[MAXB], zero[MAXB];
    memset(one, 0, sizeof one);
    one[B - 1] = 1;
    memset(zero, 0, sizeof zero);
    for (i = 0; i < kt->nscal; i++) {
        unhex(a, B, kt->scal[i][0]);
        unhex(b, B, kt->scal[i][1]);
        unhex(want, B, kt->scal[i][2]);
        cairn_ec_scalar_mul(c, r, a, b);
        CHECK_MEM(r, want, B, "a b mod n");
        unhex(want, B, kt->scal[i][3]);
        cairn_ec_scalar_add(c, r, a, b);
        CHECK_MEM(r, want, B, "a + b mod n");
        unhex(want, B, kt->scal[i][4]);
        cairn_ec_scalar_inv(c, r, a);
        CHECK_MEM(r, want, B, "a^-1 mod n");
        memcpy(r, a, B);
        cairn_ec_scalar_inv(c, r, r);
        CHECK_MEM(r, want, B, "a^-1 in place");
    }
    for (i = 0; i < kt->ndigest; i++) {
        long hl = tu_unhex_into(h, sizeof h, kt->digest[i][0]);
        CHECK(hl > 0, "digest hex");
        unhex(want, B, kt->digest[i][1]);
        cairn_ec_scalar_from_digest(c, r, h, (size_t)hl);
        if (!CHECK_MEM(r, want, B, "bits2int(h) mod n"))
            fprintf(stderr, "  %s digest of %ld bytes\n", c->name, hl);
    }
    /* validity at the edges */
    CHECK(cairn_ec_scalar_valid(c, zero) == 0, "0 invalid");
    CHECK(cairn_ec_scalar_valid(c, one) == 1, "1 valid");
    memcpy(a, c->n, B);
    CHECK(cairn_ec_scalar_valid(c, a) == 0, "n invalid");
    be_add_small(a, B, -1);
    CHECK(cairn_ec_scalar_valid(c, a) == 1, "n - 1 valid");
    memcpy(a, c->n, B);
    be_add_small(a, B, 1);
    CHECK(cairn_ec_scalar_valid(c, a) == 0, "n + 1 invalid");
    memset(a, 0xff, B);
    CHECK(cairn_ec_scalar_valid(c, a) == 0, "all ones invalid");
    /* reduce: n -> 0, n + 5 -> 5, n - 1 stays, p (a field element) -> p - n */
    memcpy(a, c->n, B);
    cairn_ec_scalar_reduce(c, r, a);
    CHECK_MEM(r, zero, B, "n mod n");
    be_add_small(a, B, 5);
    cairn_ec_scalar_reduce(c, r, a);
    memset(want, 0, B);
    be_add_small(want, B, 5);
    CHECK_MEM(r, want, B, "(n + 5) mod n");
    memcpy(a, c->n, B);
    be_add_small(a, B, -1);
    cairn_ec_scalar_reduce(c, r, a);
    CHECK_MEM(r, a, B, "(n - 1) mod n");
    {
        cairn_fe pl, nl;
        p_bytes(c, a);
        cairn_ec_scalar_reduce(c, r, a);
        memset(nl, 0, sizeof nl);
        (void)cairn_bn_decode(nl, CAIRN_EC_LIMBS, c->n, B);
        (void)padded(pl, c, c->eng->k->p);
        (void)cairn_bn_sub(pl, pl, nl, CAIRN_EC_LIMBS);
        (void)cairn_bn_encode(want, B, pl, CAIRN_EC_LIMBS);
        CHECK_MEM(r, want, B, "p mod n");
    }
    /* inverse of 0 is 0; a a^-1 = 1; (a + b) - b by n - b */
    memset(r, 0xa5, sizeof r);
    cairn_ec_scalar_inv(c, r, zero);
    CHECK_MEM(r, zero, B, "0^-1 = 0");
    for (i = 0; i < 32; i++) {
        rand_scalar(c, a);
        cairn_ec_scalar_inv(c, b, a);
        cairn_ec_scalar_mul(c, r, a, b);
        CHECK_MEM(r, one, B, "a a^-1 = 1");
        cairn_ec_scalar_mul(c, r, a, one);
        CHECK_MEM(r, a, B, "a 1 = a");
        cairn_ec_scalar_add(c, r, a, zero);
        CHECK_MEM(r, a, B, "a + 0 = a");
    }
}

static const cairn_ec_field *mont_field(cairn_ec_curve id)
{
    switch (id) {
    case CAIRN_EC_P256: return &cairn_ec_fp_mont_p256;
    case CAIRN_EC_P384: return &cairn_ec_fp_mont_p384;
    case CAIRN_EC_P521: return &cairn_ec_fp_mont_p521;
    case CAIRN_EC_SM2: return &cairn_ec_fp_mont_sm2;
    default: return NULL; /* brainpool: the curve's own fields are Montgomery ones (test_ec_field) */
    }
}

/* a canonical element: random bits of p's length, reduced by one
 * subtraction (p > 2^(bits-1)), or an edge value */
static void rand_elem(const cairn_ec_curve_def *c, cairn_limb *a, unsigned kind)
{
    const cairn_limb *p = c->eng->k->p;
    size_t n = CAIRN_BN_LIMBS(c->nbits), i;
    cairn_limb one[CAIRN_EC_LIMBS];
    memset(a, 0, sizeof(cairn_fe));
    cairn_bn_set_word(one, CAIRN_EC_LIMBS, 1);
    switch (kind) {
    case 0: break;
    case 1: a[0] = 1; break;
    case 2: cairn_bn_copy(a, p, n); (void)cairn_bn_sub(a, a, one, n); break;
    case 3: cairn_bn_copy(a, p, n); (void)cairn_bn_sub(a, a, one, n); (void)cairn_bn_sub(a, a, one, n); break;
    default:
        for (i = 0; i < n; i++)
            a[i] = (cairn_limb)tu_prng_next(&rng);
        if (c->nbits % CAIRN_BN_LIMB_BITS != 0)
            a[n - 1] &= ((cairn_limb)1 << (c->nbits % CAIRN_BN_LIMB_BITS)) - 1;
        (void)cairn_bn_cond_sub(~cairn_bn_lt(a, p, n) & 1, a, p, n);
        break;
    }
}

static void test_mont(const cairn_ec_curve_def *c, const curve_kat *kt)
{
    const cairn_ec_field *m = mont_field(c->id), *f = (const cairn_ec_field *)cairn_impl_best(c->impls);
    size_t n, i, B = c->bytes;
    unsigned it;
    if (m == NULL)
        return;
    n = m->n;
    CHECK(m->n == f->n && m->bytes == B, "%s: mont field sizes", c->name);
    for (it = 0; it < 300; it++) {
        cairn_fe a, b, ma, mb, fa, fb, r1, r2;
        cairn_limb okm, okf;
        rand_elem(c, a, it < 16 ? it / 4 : 4);
        rand_elem(c, b, it < 16 ? it % 4 : 4);
        m->to(ma, a, m);
        m->to(mb, b, m);
        f->to(fa, a, f);
        f->to(fb, b, f);
        m->from(r1, ma, m);
        CHECK(cairn_bn_eq(r1, a, n) != 0, "%s: mont to/from round trip", c->name);
#define SAME(what)                                                                                                  \
    do {                                                                                                            \
        m->from(r1, r1, m);                                                                                         \
        f->from(r2, r2, f);                                                                                         \
        CHECK(cairn_bn_eq(r1, r2, n) != 0, "%s: mont %s (it %u)", c->name, what, it);                             \
    } while (0)
        m->mul(r1, ma, mb, m);
        f->mul(r2, fa, fb, f);
        SAME("mul");
        m->sqr(r1, ma, m);
        f->sqr(r2, fa, f);
        SAME("sqr");
        m->add(r1, ma, mb, m);
        f->add(r2, fa, fb, f);
        SAME("add");
        m->sub(r1, ma, mb, m);
        f->sub(r2, fa, fb, f);
        SAME("sub");
        cairn_ec_fe_inv_fermat(r1, ma, m);
        cairn_ec_fe_inv_fermat(r2, fa, f);
        SAME("Fermat inverse");
        cairn_ec_fe_sqrt_fermat(r1, &okm, ma, m);
        cairn_ec_fe_sqrt_fermat(r2, &okf, fa, f);
        CHECK(okm == okf, "%s: mont sqrt verdict", c->name);
        if (okm != 0) {
            /* the same root (p = 3 mod 4: a^((p+1)/4) is a function of a) */
            SAME("sqrt");
        }
#undef SAME
    }
    for (i = 0; i < kt->nvar; i++) {
        uint8_t k[MAXB], pxy[2 * MAXB], want[2 * MAXB], xy[2 * MAXB];
        unhex(k, B, kt->var[i][0]);
        unhex(pxy, B, kt->var[i][1]);
        unhex(pxy + B, B, kt->var[i][2]);
        unhex(want, B, kt->var[i][3]);
        unhex(want + B, B, kt->var[i][4]);
        CHECK_RC(cairn_ec_mul(c, &m->impl, xy, k, pxy), CAIRN_OK, "mul over the mont field");
        CHECK_MEM(xy, want, 2 * B, "k P over the mont field");
    }
}

/* ---- run-time curves (ec_engine.h's test-only custom curve) ---- */

/* A built-in curve rebuilt at run time (no base table, the generic
 * Montgomery field), its known answers run again; with general set, the
 * a = -3 flag is cleared so that the general-a formulas run on the same
 * answers (a = p - 3 is a valid "general" a). */
static void test_custom_copy(const cairn_ec_curve_def *c, const curve_kat *kt, int general)
{
    static cairn_ec_custom_curve cc; /* large: off the stack */
    const cairn_ec_consts *k = c->eng->k;
    size_t B = c->bytes;
    uint8_t p[MAXB], a[MAXB], b[MAXB], gx[MAXB], gy[MAXB];
    cairn_fe three, am3, t1, t2;
    cairn_bn_set_word(three, CAIRN_EC_LIMBS, 3);
    (void)cairn_bn_sub(am3, padded(t1, c, k->p), three, CAIRN_EC_LIMBS);
    CHECK((cairn_bn_eq(am3, padded(t2, c, k->a), CAIRN_EC_LIMBS) & 1) == k->a_minus3, "%s: a = -3 flagged as such",
          c->name);
    if (general && !k->a_minus3)
        return; /* a general a already */
    (void)cairn_bn_encode(p, B, k->p, CLIMBS(c));
    (void)cairn_bn_encode(a, B, k->a, CLIMBS(c));
    (void)cairn_bn_encode(b, B, k->b, CLIMBS(c));
    (void)cairn_bn_encode(gx, B, k->gx, CLIMBS(c));
    (void)cairn_bn_encode(gy, B, k->gy, CLIMBS(c));
    if (!CHECK_RC(cairn_ec_custom_curve_init(&cc, B, p, a, b, gx, gy, c->n), CAIRN_OK, "custom curve init"))
        return;
    CHECK(cc.k.a_minus3 == k->a_minus3, "%s: custom copy sees the same a", c->name);
    CHECK(cc.def.nbits == c->nbits && cc.f.n == ((const cairn_ec_field *)cairn_impl_best(c->impls))->n,
          "%s: custom copy sizes", c->name);
    CHECK(cairn_bn_eq(cc.k.p_rr, padded(t1, c, k->p_rr), CAIRN_EC_LIMBS) != 0 &&
              cairn_bn_eq(cc.k.n_rr, padded(t1, c, k->n_rr), CAIRN_EC_LIMBS) != 0 &&
              cairn_bn_eq(cc.k.p_one, padded(t1, c, k->p_one), CAIRN_EC_LIMBS) != 0 && cc.k.p0i == k->p0i &&
              cc.k.n0i == k->n0i,
          "%s: run-time Montgomery constants = the generated ones", c->name);
    if (general)
        cc.k.a_minus3 = 0;
    test_points(&cc.def, NULL, kt);
    test_decompress(&cc.def, kt);
    if (!general)
        test_invalid(&cc.def, NULL, kt);
}

/* A curve's a = -3 twist (ec_engine.h): a u^4 = -3, b u^6 = the twist's b,
 * u^2 u^-2 = u^3 u^-3 = 1, (u^2)^3 = (u^3)^2, computed in the curve's own
 * field from the canonical constants. */
static void test_twist(const cairn_ec_curve_def *c)
{
    const cairn_ec_consts *k = c->eng->k;
    const cairn_ec_twist *tw = k->twist;
    const cairn_ec_field *f = (const cairn_ec_field *)cairn_impl_best(c->impls);
    cairn_fe u2, u3, u2i, u3i, a, b, t, v, want;
    size_t n = f->n;
    if (tw == NULL)
        return;
    CHECK(k->a_minus3 == 0, "%s: a twist for an a = -3 curve", c->name);
    f->to(u2, tw->u2, f);
    f->to(u3, tw->u3, f);
    f->to(u2i, tw->u2i, f);
    f->to(u3i, tw->u3i, f);
    f->to(a, k->a, f);
    f->to(b, k->b, f);
    f->mul(t, u2, u2i, f);
    f->mul(v, u3, u3i, f);
    CHECK(cairn_bn_eq(t, f->one, n) != 0 && cairn_bn_eq(v, f->one, n) != 0, "%s: twist inverses", c->name);
    f->sqr(t, u2, f);
    f->mul(t, t, u2, f);
    f->sqr(v, u3, f);
    CHECK(cairn_bn_eq(t, v, n) != 0, "%s: (u^2)^3 = (u^3)^2", c->name);
    f->sqr(t, u2, f);
    f->mul(t, t, a, f);
    f->add(t, t, f->one, f);
    f->add(t, t, f->one, f);
    f->add(t, t, f->one, f);
    CHECK(cairn_bn_is_zero(t, n) != 0, "%s: a u^4 = -3", c->name);
    f->mul(t, b, v, f);
    f->to(want, tw->b, f);
    CHECK(cairn_bn_eq(t, want, n) != 0, "%s: the twist's b = b u^6", c->name);
}

/* the run-time curve's refusals, on the numbers of the first curve of the
 * build (P-256 in the full build; every curve has p = 3 mod 4 and odd n) */
static void test_custom_bad(void)
{
    static cairn_ec_custom_curve cc;
    size_t from = 0, B;
    const cairn_ec_curve_def *c = next_curve(&from);
    const cairn_ec_consts *k;
    uint8_t p[MAXB], a[MAXB], b[MAXB], gx[MAXB], gy[MAXB], n[MAXB], t[MAXB];
    if (c == NULL)
        return;
    k = c->eng->k;
    B = c->bytes;
    (void)cairn_bn_encode(p, B, k->p, CLIMBS(c));
    (void)cairn_bn_encode(a, B, k->a, CLIMBS(c));
    (void)cairn_bn_encode(b, B, k->b, CLIMBS(c));
    (void)cairn_bn_encode(gx, B, k->gx, CLIMBS(c));
    (void)cairn_bn_encode(gy, B, k->gy, CLIMBS(c));
    memcpy(n, c->n, B);
    CHECK_RC(cairn_ec_custom_curve_init(&cc, B, p, a, b, gx, gy, n), CAIRN_OK, c->name);
    CHECK_RC(cairn_ec_custom_curve_init(NULL, B, p, a, b, gx, gy, n), CAIRN_ERR_BAD_ARG, "custom NULL record");
    CHECK_RC(cairn_ec_custom_curve_init(&cc, B, p, a, b, gx, NULL, n), CAIRN_ERR_BAD_ARG, "custom NULL gy");
    CHECK_RC(cairn_ec_custom_curve_init(&cc, 0, p, a, b, gx, gy, n), CAIRN_ERR_BAD_ARG, "custom 0 bytes");
    CHECK_RC(cairn_ec_custom_curve_init(&cc, MAXB + 1, p, a, b, gx, gy, n), CAIRN_ERR_BAD_ARG, "custom too long");
    memcpy(t, gy, B);
    be_add_small(t, B, 1);
    CHECK_RC(cairn_ec_custom_curve_init(&cc, B, p, a, b, gx, t, n), CAIRN_ERR_BAD_ARG, "custom G off the curve");
    memcpy(t, b, B);
    be_add_small(t, B, 1);
    CHECK_RC(cairn_ec_custom_curve_init(&cc, B, p, a, t, gx, gy, n), CAIRN_ERR_BAD_ARG, "custom b changed");
    CHECK_RC(cairn_ec_custom_curve_init(&cc, B, p, p, b, gx, gy, n), CAIRN_ERR_BAD_ARG, "custom a = p");
    memcpy(t, p, B);
    be_add_small(t, B, -2); /* p - 2 = 1 mod 4 */
    CHECK_RC(cairn_ec_custom_curve_init(&cc, B, t, a, b, gx, gy, n), CAIRN_ERR_BAD_ARG, "custom p = 1 mod 4");
    memcpy(t, n, B);
    be_add_small(t, B, 1);
    CHECK_RC(cairn_ec_custom_curve_init(&cc, B, p, a, b, gx, gy, t), CAIRN_ERR_BAD_ARG, "custom even n");
}

static int hexv(uint8_t *out, size_t len, const json_value *o, const char *key)
{
    const char *h = json_get_str(o, key);
    return CHECK(h != NULL && tu_unhex_into(out, len, h) == (long)len, "SM2 example: %s of %zu bytes", key, len);
}

/* y^2 = x^3 + a x + b with a general a: the SM2 standard's example curve
 * (and sm2p256v1, a = -3) from the worked examples of GB/T 32918, whose
 * intermediate values are multiples of G: key pairs d -> d G, the signing
 * nonce (x1 of k G = r - e mod n), the key exchange's points and
 * U = [tA](PB + [x2']RB) = [tA dB] G + [tA x2'] RB, encryption's C1 = k G. */
static void test_sm2_examples(void)
{
    static cairn_ec_custom_curve cc;
    json_value *doc = json_load_vector("derived/sm2_gbt32918_examples.json");
    const json_value *curves = json_get(doc, "curves");
    size_t ci, i;
    if (doc == NULL)
        return;
    for (ci = 0; ci < json_len(curves); ci++) {
        const json_value *cv = json_at(curves, ci), *list;
        const char *name = json_get_str(cv, "name");
        const cairn_ec_curve_def *c = &cc.def;
        uint8_t p[32], a[32], b[32], gx[32], gy[32], n[32], g[64], xy[64], want[64], k[32], t[32], u[32];
        size_t B = 32, hits = 0;
        if (!hexv(p, B, cv, "p") || !hexv(a, B, cv, "a") || !hexv(b, B, cv, "b") || !hexv(gx, B, cv, "Gx") ||
            !hexv(gy, B, cv, "Gy") || !hexv(n, B, cv, "n") || name == NULL)
            continue;
        if (!CHECK_RC(cairn_ec_custom_curve_init(&cc, B, p, a, b, gx, gy, n), CAIRN_OK, "SM2 example curve init"))
            continue;
        CHECK(cc.k.a_minus3 == (unsigned)(strcmp(name, "sm2p256v1") == 0), "%s: a = -3 flag", name);
        memcpy(g, gx, B);
        memcpy(g + B, gy, B);
        list = json_get(doc, "sign");
        for (i = 0; i < json_len(list); i++) {
            const json_value *e = json_at(list, i);
            if (strcmp(json_get_str(e, "curve") != NULL ? json_get_str(e, "curve") : "", name) != 0)
                continue;
            if (!hexv(k, B, e, "d") || !hexv(want, B, e, "Px") || !hexv(want + B, B, e, "Py"))
                continue;
            CHECK_RC(cairn_ec_mul_base(c, NULL, xy, k), CAIRN_OK, "SM2 example d G");
            CHECK_MEM(xy, want, 2 * B, "SM2 example P = d G");
            CHECK_RC(cairn_ec_mul(c, NULL, xy, k, g), CAIRN_OK, "SM2 example d P(G)");
            CHECK_MEM(xy, want, 2 * B, "SM2 example P = d G through mul");
            CHECK_RC(cairn_ec_point_decompress(c, xy + B, want, want[2 * B - 1] & 1), CAIRN_OK,
                     "SM2 example decompress");
            CHECK_MEM(xy + B, want + B, B, "SM2 example decompressed y");
            hits++;
            if (json_get_str(e, "k") == NULL)
                continue;
            /* r = e + x1 mod n */
            if (!hexv(k, B, e, "k") || !hexv(t, B, e, "e") || !hexv(u, B, e, "r"))
                continue;
            CHECK_RC(cairn_ec_mul_base(c, NULL, xy, k), CAIRN_OK, "SM2 example k G");
            cairn_ec_scalar_reduce(c, xy, xy);
            cairn_ec_scalar_add(c, xy, xy, t);
            CHECK_MEM(xy, u, B, "SM2 example r = e + x(k G) mod n");
        }
        list = json_get(doc, "keyExchange");
        for (i = 0; i < json_len(list); i++) {
            const json_value *e = json_at(list, i);
            static const char *const pts[][3] = {
                {"dA", "PAx", "PAy"}, {"dB", "PBx", "PBy"}, {"rA", "RAx", "RAy"}, {"rB", "RBx", "RBy"}};
            uint8_t ta[32], db[32], rb[64], x2[32];
            size_t j;
            if (strcmp(json_get_str(e, "curve") != NULL ? json_get_str(e, "curve") : "", name) != 0)
                continue;
            for (j = 0; j < COUNT(pts); j++) {
                if (!hexv(k, B, e, pts[j][0]) || !hexv(want, B, e, pts[j][1]) || !hexv(want + B, B, e, pts[j][2]))
                    continue;
                CHECK_RC(cairn_ec_mul_base(c, NULL, xy, k), CAIRN_OK, "SM2 exchange mul_base");
                CHECK_MEM(xy, want, 2 * B, "SM2 exchange key point");
            }
            if (!hexv(ta, B, e, "tA") || !hexv(db, B, e, "dB") || !hexv(rb, B, e, "RBx") ||
                !hexv(rb + B, B, e, "RBy") || !hexv(want, B, e, "Ux") || !hexv(want + B, B, e, "Uy"))
                continue;
            /* x2' = 2^127 + (x(RB) mod 2^127) */
            memset(x2, 0, B);
            memcpy(x2 + 16, rb + 16, 16);
            x2[16] |= 0x80;
            cairn_ec_scalar_mul(c, t, ta, db);
            cairn_ec_scalar_mul(c, u, ta, x2);
            CHECK_RC(cairn_ec_mul2_vartime(c, NULL, xy, t, u, rb), CAIRN_OK, "SM2 exchange U");
            CHECK_MEM(xy, want, B, "SM2 exchange x(U) = x([tA dB] G + [tA x2'] RB)");
            hits++;
        }
        list = json_get(doc, "encrypt");
        for (i = 0; i < json_len(list); i++) {
            const json_value *e = json_at(list, i);
            uint8_t c1[65];
            if (strcmp(json_get_str(e, "curve") != NULL ? json_get_str(e, "curve") : "", name) != 0)
                continue;
            if (!hexv(k, B, e, "k") || !hexv(c1, 65, e, "C1"))
                continue;
            CHECK_RC(cairn_ec_mul_base(c, NULL, xy, k), CAIRN_OK, "SM2 encryption C1");
            CHECK(c1[0] == 4, "SM2 C1 uncompressed");
            CHECK_MEM(xy, c1 + 1, 2 * B, "SM2 encryption C1 = k G");
            hits++;
        }
        CHECK(hits > 0, "%s: SM2 examples found", name);
    }
    json_free(doc);
}

int main(void)
{
    size_t ci, ii;
    tu_prng_seed(&rng, tu_seed(0xec0e2026));
    test_facts();
    for (ci = 0; ci < COUNT(kats); ci++) {
        const cairn_ec_curve_def *c = cairn_ec_curve_get(kats[ci].id);
        if (!tu_curve_in_build(kats[ci].id)) { /* left out of this build (CAIRN_ENABLE_EC_*) */
            CHECK(c == NULL, "curve %d absent", (int)kats[ci].id);
            continue;
        }
        if (!CHECK(c != NULL, "curve %d present", (int)kats[ci].id))
            continue;
        for (ii = 0; c->impls[ii] != NULL; ii++) {
            if (!cairn_impl_usable(c->impls[ii])) {
                tu_skip(c->impls[ii]->name);
                continue;
            }
            test_points(c, c->impls[ii], &kats[ci]);
            test_invalid(c, c->impls[ii], &kats[ci]);
        }
        /* the configuration this copy was built with (the small profile: no table at all, ec_curves.c) */
        if (CAIRN_SMALL)
            CHECK(c->eng->base == NULL, "%s: no base table in the small profile", c->name);
        else
            CHECK(c->eng->base != NULL && (c->eng->base->odd == NULL) == (CAIRN_EC_SMALL_TABLE != 0),
                  "%s: base table of the configuration", c->name);
        test_points(c, NULL, &kats[ci]);
        test_decompress(c, &kats[ci]);
        test_mont(c, &kats[ci]);
        test_scalars(c, &kats[ci]);
        test_twist(c);
        /* a bare-metal target rebuilds the two 256-bit curves only (no tables: every k G is a k P) */
        if (CAIRN_HOSTED || c->id == CAIRN_EC_P256 || c->id == CAIRN_EC_BRAINPOOLP256R1) {
            test_custom_copy(c, &kats[ci], 0);
            test_custom_copy(c, &kats[ci], 1);
        }
    }
    test_custom_bad();
    test_sm2_examples();
    return tu_finish("test_ec_engine");
}
