/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * X25519 (RFC 7748) and Ed25519/Ed25519ctx/Ed25519ph (RFC 8032):
 *  - RFC 7748 section 5.2 vectors, the 1 and 1,000 iteration results (and
 *    1,000,000 with CAIRN_TEST_SLOW set), the section 6.1 key exchange;
 *  - RFC 8032 section 7.1-7.3 vectors (signature bytes, verification, keys);
 *  - every Wycheproof x25519_test.json and ed25519_test.json case (X25519
 *    through cairn_x25519 and through each implementation: portable, the
 *    packed radix-2^32 ladder and, when the CPU has BMI2 and ADX, the x86-64
 *    MULX/ADX ladder);
 *  - the MULX/ADX ladder against the portable one, and the packed radix-2^32
 *    ladder against the radix-2^51 one (random scalars and u, u >= p, u with
 *    bit 255 set, small-order u), each also on the RFC 7748 vectors and
 *    1,000 iterations;
 *  - pyca rfc7748.txt and every line of the SUPERCOP sign.input;
 *  - the 32-bit and 64-bit field representations agree on random and edge
 *    inputs (mul, sqr, inv, add, sub, pow22523, small multiple, full X25519),
 *    and so does the X25519 ladder's packed field (the 32-bit one is packed too),
 *    both also on inputs with bit 255 set;
 *  - scalar reduction mod L against a bit-serial reference;
 *  - sign/verify round trips with tampering, strictness (S >= L, y >= p),
 *    the keypair-mismatch defence, the all-zero X25519 result.
 */
#include <stdlib.h>
#include <string.h>

#include "cairn/curve25519.h"
#include "cairn/hash.h"
#include "ed/f25519.h"
#include "ed/ge25519.h"
#include "ed/x25519_internal.h"
#include "json.h"
#include "sign_overlap.h"
#include "testutil.h"

static void hexn(uint8_t *out, size_t n, const char *hex)
{
    long got = tu_unhex_into(out, n, hex);
    if (!CHECK(got == (long)n && strlen(hex) == 2 * n, "bad hex constant %.16s...", hex))
        memset(out, 0, n);
}

/* ---------------- X25519 ---------------- */

static void test_rfc7748(void)
{
    static const struct {
        const char *k, *u, *out;
    } v[] = {
        {"a546e36bf0527c9d3b16154b82465edd62144c0ac1fc5a18506a2244ba449ac4",
         "e6db6867583030db3594c1a424b15f7c726624ec26b3353b10a903a6d0ab1c4c",
         "c3da55379de9c6908e94ea4df28d084f32eccf03491c71f754b4075577a28552"},
        {"4b66e9d4d1b4673c5ad22691957d6af5c11b6421e0ea01d42ca4169e7918ba0d",
         "e5210f12786811d3f4b7959d0538ae2c31dbe7106fc03c3efc4cd549c715a493",
         "95cbde9476e8907d7aade45cb4b873f88b595a68799fa152e6f8f7647aac7957"},
    };
    uint8_t k[32], u[32], want[32], out[32], t[32];
    size_t i;
    int n, iters;
    const char *slow = getenv("CAIRN_TEST_SLOW");

    for (i = 0; i < sizeof v / sizeof v[0]; i++) {
        hexn(k, 32, v[i].k);
        hexn(u, 32, v[i].u);
        hexn(want, 32, v[i].out);
        CHECK_RC(cairn_x25519(out, k, u), CAIRN_OK, "RFC 7748 5.2");
        CHECK_MEM(out, want, 32, "RFC 7748 5.2");
        /* in-place: shared may alias the inputs */
        memcpy(t, u, 32);
        CHECK_RC(cairn_x25519(t, k, t), CAIRN_OK, "RFC 7748 5.2 aliased");
        CHECK_MEM(t, want, 32, "RFC 7748 5.2 aliased");
    }

    /* iterated: k = X25519(k, u), u = old k, starting from k = u = 9 */
    iters = slow != NULL && *slow != '\0' && strcmp(slow, "0") != 0 ? 1000000 : 1000;
    memset(k, 0, 32);
    k[0] = 9;
    memcpy(u, k, 32);
    for (n = 1; n <= iters; n++) {
        CHECK_RC(cairn_x25519(out, k, u), CAIRN_OK, "RFC 7748 iteration");
        memcpy(u, k, 32);
        memcpy(k, out, 32);
        if (n == 1) {
            hexn(want, 32, "422c8e7a6227d7bca1350b3e2bb7279f7897b87bb6854b783c60e80311ae3079");
            CHECK_MEM(k, want, 32, "RFC 7748 after 1 iteration");
        } else if (n == 1000) {
            hexn(want, 32, "684cf59ba83309552800ef566f2f4d3c1c3887c49360e3875f2eb94d99532c51");
            CHECK_MEM(k, want, 32, "RFC 7748 after 1,000 iterations");
        } else if (n == 1000000) {
            hexn(want, 32, "7c3911e0ab2586fd864497297e575e6f3bc601c0883c30df5f4dd2d24f665424");
            CHECK_MEM(k, want, 32, "RFC 7748 after 1,000,000 iterations");
        }
    }
    if (iters < 1000000)
        tu_skip("RFC 7748 1,000,000 iterations (set CAIRN_TEST_SLOW=1)");

    /* section 6.1 */
    {
        uint8_t a[32], b[32], apub[32], bpub[32], s1[32], s2[32];
        hexn(a, 32, "77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a");
        hexn(b, 32, "5dab087e624a8a4b79e17f8b83800ee66f3bb1292618b6fd1c2f8b27ff88e0eb");
        CHECK_RC(cairn_x25519_public(apub, a), CAIRN_OK, "RFC 7748 6.1 Alice public");
        hexn(want, 32, "8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a");
        CHECK_MEM(apub, want, 32, "RFC 7748 6.1 Alice public");
        CHECK_RC(cairn_x25519_public(bpub, b), CAIRN_OK, "RFC 7748 6.1 Bob public");
        hexn(want, 32, "de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f");
        CHECK_MEM(bpub, want, 32, "RFC 7748 6.1 Bob public");
        CHECK_RC(cairn_x25519(s1, a, bpub), CAIRN_OK, "RFC 7748 6.1 Alice shared");
        CHECK_RC(cairn_x25519(s2, b, apub), CAIRN_OK, "RFC 7748 6.1 Bob shared");
        hexn(want, 32, "4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742");
        CHECK_MEM(s1, want, 32, "RFC 7748 6.1 shared");
        CHECK_MEM(s2, want, 32, "RFC 7748 6.1 shared");
    }
}

/* Wycheproof xdh_comp: "valid" and "acceptable" cases both have the RFC 7748
 * result; an all-zero expected result must come back as
 * CAIRN_ERR_INVALID_POINT with the output zeroed. */
typedef int (*x25519_fn)(uint8_t shared[32], const uint8_t secret[32], const uint8_t peer[32]);

static void test_wycheproof_x25519_with(x25519_fn fn, const char *impl)
{
    const char *rel = "wycheproof/x25519_test.json";
    json_value *doc = json_load_vector(rel);
    const json_value *groups;
    size_t g, t;
    unsigned long ncases = 0, nzero = 0, nacc = 0;

    if (doc == NULL)
        return;
    groups = json_wycheproof_groups(doc, rel);
    for (g = 0; g < json_len(groups); g++) {
        const json_value *grp = json_at(groups, g);
        const json_value *tests = json_get(grp, "tests");
        CHECK(strcmp(json_get_str(grp, "curve") ? json_get_str(grp, "curve") : "", "curve25519") == 0,
              "%s: group curve", rel);
        for (t = 0; t < json_len(tests); t++) {
            const json_value *tc = json_at(tests, t);
            const char *result = json_get_str(tc, "result");
            char what[80];
            uint8_t pub[32], priv[32], want[32], out[32];
            int rc;
            snprintf(what, sizeof what, "%s (%s) tcId %ld", rel, impl, json_get_int(tc, "tcId", -1));
            if (!CHECK(result != NULL && json_get_str(tc, "public") && json_get_str(tc, "private") &&
                           json_get_str(tc, "shared"),
                       "%s: fields", what))
                continue;
            CHECK(strcmp(result, "invalid") != 0, "%s: unexpected invalid case", what);
            hexn(pub, 32, json_get_str(tc, "public"));
            hexn(priv, 32, json_get_str(tc, "private"));
            hexn(want, 32, json_get_str(tc, "shared"));
            memset(out, 0xa5, 32);
            rc = fn(out, priv, pub);
            ncases++;
            if (strcmp(result, "acceptable") == 0)
                nacc++;
            if (tu_all_zero(want, 32)) {
                nzero++;
                CHECK_RC(rc, CAIRN_ERR_INVALID_POINT, what);
                CHECK(tu_all_zero(out, 32), "%s: output zeroed", what);
            } else {
                CHECK_RC(rc, CAIRN_OK, what);
                CHECK_MEM(out, want, 32, what);
            }
        }
    }
    json_free(doc);
    CHECK(ncases == 518, "%s: %lu cases, want 518", rel, ncases);
    printf("%-40s %4lu cases (%lu acceptable, %lu all-zero results rejected), %s\n", rel, ncases, nacc, nzero,
           impl);
}

static void skip_impl(const char *what, const char *impl)
{
    char msg[128];
    snprintf(msg, sizeof msg, "%s through %s (CPU lacks it or CAIRN_CPU caps it)", what, impl);
    tu_skip(msg);
}

/* The implementation object the x25519_fn below runs (tests are single-threaded). */
static const cairn_impl *x25519_cur;
static int x25519_through_cur(uint8_t shared[32], const uint8_t secret[32], const uint8_t peer[32])
{
    return cairn_x25519_ex(shared, secret, peer, x25519_cur);
}

/* Every object of cairn_x25519_impls: the usable ones are run, the others reported skipped. */
static void test_wycheproof_x25519(void)
{
    size_t i;
    test_wycheproof_x25519_with(cairn_x25519, "cairn_x25519");
    for (i = 0; cairn_x25519_impls[i] != NULL; i++) {
        x25519_cur = cairn_x25519_impls[i];
        if (cairn_impl_usable(x25519_cur))
            test_wycheproof_x25519_with(x25519_through_cur, x25519_cur->name);
        else
            skip_impl("Wycheproof x25519", x25519_cur->name);
    }
}

static void test_pyca_x25519(void)
{
    FILE *f = tu_open_vector("pyca/x25519/rfc7748.txt");
    char *line, *key, *val;
    uint8_t k[32], u[32], want[32], out[32];
    int have = 0;
    unsigned long n = 0;
    if (f == NULL)
        return;
    while ((line = tu_getline(f)) != NULL) {
        if (!tu_split_kv(line, &key, &val))
            continue;
        if (strcmp(key, "INPUT_SCALAR") == 0) {
            hexn(k, 32, val);
            have |= 1;
        } else if (strcmp(key, "INPUT_U") == 0) {
            hexn(u, 32, val);
            have |= 2;
        } else if (strcmp(key, "OUTPUT_U") == 0) {
            hexn(want, 32, val);
            CHECK(have == 3, "pyca rfc7748: record order");
            CHECK_RC(cairn_x25519(out, k, u), CAIRN_OK, "pyca rfc7748");
            CHECK_MEM(out, want, 32, "pyca rfc7748");
            have = 0;
            n++;
        }
    }
    fclose(f);
    CHECK(n == 3, "pyca rfc7748: %lu records, want 3", n);
    printf("%-40s %4lu cases\n", "pyca/x25519/rfc7748.txt", n);
}

static int fixed_rng_calls;
static int fixed_rng(void *state, uint8_t *out, size_t len)
{
    tu_prng *r = state;
    fixed_rng_calls++;
    tu_prng_fill(r, out, len);
    return CAIRN_OK;
}
static int failing_rng(void *state, uint8_t *out, size_t len)
{
    (void)state;
    memset(out, 0x55, len);
    return CAIRN_ERR_RNG;
}

static void test_x25519_misc(tu_prng *r)
{
    uint8_t a[32], b[32], apub[32], bpub[32], s1[32], s2[32], t[32];
    int i;
    for (i = 0; i < 32; i++) {
        fixed_rng_calls = 0;
        CHECK_RC(cairn_x25519_keygen(a, apub, fixed_rng, r), CAIRN_OK, "x25519 keygen");
        CHECK(fixed_rng_calls == 1, "keygen used the rng");
        CHECK_RC(cairn_x25519_public(t, a), CAIRN_OK, "x25519 public");
        CHECK_MEM(t, apub, 32, "keygen public = public(secret)");
        CHECK_RC(cairn_x25519_keygen(b, bpub, fixed_rng, r), CAIRN_OK, "x25519 keygen");
        CHECK_RC(cairn_x25519(s1, a, bpub), CAIRN_OK, "x25519 shared");
        CHECK_RC(cairn_x25519(s2, b, apub), CAIRN_OK, "x25519 shared");
        CHECK_MEM(s1, s2, 32, "x25519 shared secrets agree");
        /* bit 255 of u is ignored */
        bpub[31] ^= 0x80;
        CHECK_RC(cairn_x25519(s2, a, bpub), CAIRN_OK, "x25519 high bit");
        CHECK_MEM(s2, s1, 32, "x25519 ignores bit 255 of u");
    }
    /* public() uses the Edwards fixed-base table: compare with the ladder at u = 9 */
    for (i = 0; i < 64; i++) {
        uint8_t nine[32] = {9};
        tu_prng_fill(r, a, 32);
        if (i == 0)
            memset(a, 0xff, 32);
        if (i == 1)
            memset(a, 0, 32);
        CHECK_RC(cairn_x25519_public(t, a), CAIRN_OK, "x25519 public");
        CHECK(cairn_f25519_check_x25519(CAIRN_F25519_BITS, s1, a, nine) == 0, "ladder");
        CHECK_MEM(t, s1, 32, "x25519_public = ladder(k, 9)");
    }
    /* failing rng: status and nothing left behind */
    memset(a, 0x11, 32);
    memset(apub, 0x22, 32);
    CHECK_RC(cairn_x25519_keygen(a, apub, failing_rng, NULL), CAIRN_ERR_RNG, "x25519 keygen failing rng");
    CHECK(tu_all_zero(a, 32) && tu_all_zero(apub, 32), "x25519 keygen wipes on rng failure");
    /* small-order u: 0 and 1 give an all-zero result */
    memset(t, 0, 32);
    memset(s1, 0xaa, 32);
    CHECK_RC(cairn_x25519(s1, b, t), CAIRN_ERR_INVALID_POINT, "x25519 u = 0");
    CHECK(tu_all_zero(s1, 32), "x25519 u = 0: output zeroed");
    t[0] = 1;
    memset(s1, 0xaa, 32);
    CHECK_RC(cairn_x25519(s1, b, t), CAIRN_ERR_INVALID_POINT, "x25519 u = 1");
    CHECK(tu_all_zero(s1, 32), "x25519 u = 1: output zeroed");
}

/* ---------------- the second implementations: MULX/ADX, packed radix 2^32 ---------------- */

/* The radix-2^51 ladder (f25519_64.h, built on every host and target) as a
 * reference with cairn_x25519's status convention. */
static int x25519_ref64(uint8_t shared[32], const uint8_t secret[32], const uint8_t peer[32])
{
    uint8_t out[32];
    if (cairn_f25519_check_x25519(64, out, secret, peer) != 0)
        return CAIRN_ERR_BAD_ARG;
    memcpy(shared, out, 32);
    return tu_all_zero(out, 32) ? CAIRN_ERR_INVALID_POINT : CAIRN_OK;
}

/* RFC 7748 section 5.2 vectors and the 1,000-iteration result through the
 * implementation fn, then fn against the reference ladder ref on random and
 * edge inputs: u >= p (non-canonical, RFC 7748 accepts it), u with bit 255
 * set (ignored), u near 2^256, the points of small order (all-zero result,
 * CAIRN_ERR_INVALID_POINT) and their non-canonical and bit-255 twins;
 * cairn_x25519 (whichever ladder it takes) against the reference too. */
static void test_x25519_impl(tu_prng *r, x25519_fn fn, const char *name, x25519_fn ref, const char *refname)
{
    static const char *const small_order[] = {
        "0000000000000000000000000000000000000000000000000000000000000000", /* 0 */
        "0100000000000000000000000000000000000000000000000000000000000000", /* 1 */
        "e0eb7a7c3b41b8ae1656e3faf19fc46ada098deb9c32b1fd866205165f49b800", /* order 8 */
        "5f9c95bca3508c24b1d0b1559c83ef5b04445cc4581c8e86d8224eddd09f1157", /* order 8 */
        "ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f", /* p - 1: order 2 */
        "edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f", /* p = 0 */
        "eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f", /* p + 1 = 1 */
    };
    enum { NSMALL = sizeof small_order / sizeof small_order[0] };
    uint8_t k[32], u[32], want[32], o1[32], o2[32], t[32];
    unsigned long ncmp = 0, nzero = 0, fails = tu_failures;
    int i, n, rc1, rc2;

    hexn(k, 32, "a546e36bf0527c9d3b16154b82465edd62144c0ac1fc5a18506a2244ba449ac4");
    hexn(u, 32, "e6db6867583030db3594c1a424b15f7c726624ec26b3353b10a903a6d0ab1c4c");
    hexn(want, 32, "c3da55379de9c6908e94ea4df28d084f32eccf03491c71f754b4075577a28552");
    CHECK_RC(fn(o1, k, u), CAIRN_OK, "RFC 7748 5.2 #1");
    CHECK_MEM(o1, want, 32, "RFC 7748 5.2 #1");
    hexn(k, 32, "4b66e9d4d1b4673c5ad22691957d6af5c11b6421e0ea01d42ca4169e7918ba0d");
    hexn(u, 32, "e5210f12786811d3f4b7959d0538ae2c31dbe7106fc03c3efc4cd549c715a493"); /* bit 255 set */
    hexn(want, 32, "95cbde9476e8907d7aade45cb4b873f88b595a68799fa152e6f8f7647aac7957");
    memcpy(t, u, 32);
    CHECK_RC(fn(t, k, t), CAIRN_OK, "RFC 7748 5.2 #2 (aliased)");
    CHECK_MEM(t, want, 32, "RFC 7748 5.2 #2 (aliased)");

    memset(k, 0, 32);
    k[0] = 9;
    memcpy(u, k, 32);
    for (n = 1; n <= 1000; n++) {
        CHECK_RC(fn(o1, k, u), CAIRN_OK, "RFC 7748 iteration");
        memcpy(u, k, 32);
        memcpy(k, o1, 32);
        if (n == 1) {
            hexn(want, 32, "422c8e7a6227d7bca1350b3e2bb7279f7897b87bb6854b783c60e80311ae3079");
            CHECK_MEM(k, want, 32, "RFC 7748 after 1 iteration");
        }
    }
    hexn(want, 32, "684cf59ba83309552800ef566f2f4d3c1c3887c49360e3875f2eb94d99532c51");
    CHECK_MEM(k, want, 32, "RFC 7748 after 1,000 iterations");

    /* small-order u, canonical and with bit 255 set, against random scalars */
    for (i = 0; i < NSMALL * 2 * 8; i++) {
        hexn(u, 32, small_order[i % NSMALL]);
        if ((i / NSMALL) & 1)
            u[31] |= 0x80;
        tu_prng_fill(r, k, 32);
        memset(o1, 0xa5, 32);
        memset(o2, 0x5a, 32);
        rc1 = ref(o1, k, u);
        rc2 = fn(o2, k, u);
        CHECK_RC(rc2, CAIRN_ERR_INVALID_POINT, "small-order u");
        CHECK_RC(rc1, CAIRN_ERR_INVALID_POINT, "reference small-order u");
        CHECK(tu_all_zero(o2, 32) && tu_all_zero(o1, 32), "small-order u: output zeroed (#%d)", i % NSMALL);
        nzero++;
        ncmp++;
    }

    for (i = 0; i < 4000; i++) {
        tu_prng_fill(r, k, 32);
        tu_prng_fill(r, u, 32);
        switch (i % 8) {
        case 0: /* random u below 2^255 */
            u[31] &= 0x7f;
            break;
        case 1: /* bit 255 set: ignored */
            u[31] |= 0x80;
            break;
        case 2: /* p .. 2^255 - 1: non-canonical */
            memset(u, 0xff, 32);
            u[31] = 0x7f;
            u[0] = (uint8_t)(0xed + (u[0] & 0xff) % 19);
            break;
        case 3: /* near 2^256 */
            memset(u + 8, 0xff, 24);
            break;
        case 4: /* a random small-order point, possibly non-canonical or with bit 255 */
            hexn(u, 32, small_order[(unsigned)i / 8 % NSMALL]);
            if (i & 16)
                u[31] |= 0x80;
            break;
        case 5: /* few bits set */
            memset(u, 0, 32);
            u[i / 8 % 32] = (uint8_t)(1u << (i % 7));
            break;
        case 6: /* extreme scalars */
            memset(k, (i & 8) ? 0xff : 0x00, 32);
            break;
        default:
            break;
        }
        memset(o1, 0xa5, 32);
        memset(o2, 0x5a, 32);
        rc1 = ref(o1, k, u);
        rc2 = fn(o2, k, u);
        CHECK_RC(rc2, rc1, "status = reference status");
        if (!CHECK_MEM(o2, o1, 32, "ladder = reference ladder"))
            printf("  %s vs %s, case %d\n", name, refname, i);
        CHECK_RC(cairn_x25519(t, k, u), rc1, "cairn_x25519 status");
        CHECK_MEM(t, o1, 32, "cairn_x25519 = reference ladder");
        nzero += rc1 == CAIRN_ERR_INVALID_POINT;
        ncmp++;
    }
    if (tu_failures != fails)
        printf("  (the failures above: %s)\n", name);
    printf("X25519 %-33s %4lu comparisons with the %s ladder (%lu all-zero results)\n", name, ncmp, refname, nzero);
}


/* Every usable object against the radix-2^51 reference ladder of f25519_check.c. */
static void test_x25519_impls(tu_prng *r)
{
    size_t i;
    for (i = 0; cairn_x25519_impls[i] != NULL; i++) {
        x25519_cur = cairn_x25519_impls[i];
        if (cairn_impl_usable(x25519_cur))
            test_x25519_impl(r, x25519_through_cur, x25519_cur->name, x25519_ref64, "radix-2^51");
        else
            skip_impl("X25519 ladder tests", x25519_cur->name);
    }
    x25519_cur = cairn_impl_find(cairn_x25519_impls, "p32");
    CHECK(x25519_cur != NULL && cairn_impl_usable(x25519_cur), "the packed ladder is listed on every build");
    CHECK(cairn_impl_find(cairn_x25519_impls, "no-such-ladder") == NULL, "find: unknown name");
    {
        uint8_t o[32] = {9};
        cairn_impl other = {"other", "AES", 0};
        CHECK_RC(cairn_x25519_ex(o, o, o, NULL), CAIRN_ERR_BAD_ARG, "x25519_ex: NULL object");
        CHECK_RC(cairn_x25519_ex(o, o, o, &other), CAIRN_ERR_BAD_ARG, "x25519_ex: object of another primitive");
    }
}

/* ---------------- the field representations ---------------- */

/* out = the canonical encoding of the whole 256-bit value a mod p, by the
 * 64-bit field: a mod 2^255 (canonicalised) plus 19 if bit 255 is set. */
/* with bit 255 set, keep the value below 2^255 + 2^11 (bits 11..254 cleared) */
static void bounded(uint8_t a[32])
{
    if (a[31] & 0x80) {
        memset(a + 2, 0, 29);
        a[1] &= 0x07;
        a[31] = 0x80;
    }
}

static void full_mod_p(uint8_t out[32], const uint8_t a[32])
{
    uint8_t lo[32], add[32] = {0};
    memcpy(lo, a, 32);
    lo[31] &= 0x7f;
    add[0] = (uint8_t)((a[31] >> 7) * 19); /* 2^255 = 19 */
    CHECK(cairn_f25519_check_op(64, 3, out, lo, add) == 0, "add");
}

static void test_field_agreement(tu_prng *r)
{
    static const char *const edge[] = {
        "0000000000000000000000000000000000000000000000000000000000000000",
        "0100000000000000000000000000000000000000000000000000000000000000",
        "ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f", /* p - 1 */
        "edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f", /* p */
        "eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f", /* p + 1 */
        "ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f", /* 2^255 - 1 */
        "ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
        "0000000000000000000000000000000000000000000000000000000000000080",
        "ffffff03000000feffff070000f0ffff1f0000c0ffff7f000000ffffff010000",
        "daffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", /* 2^256 - 38 */
        "ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff", /* 2^256 - 20 */
    };
    enum { NEDGE = sizeof edge / sizeof edge[0] };
    uint8_t a[32], b[32], o32[32], o64[32], one[32], t[32], ra[32], rb[32];
    unsigned long n = 0;
    int i, j, op;

    memset(one, 0, 32);
    one[0] = 1;
    for (i = 0; i < 200 + NEDGE * NEDGE; i++) {
        if (i < NEDGE * NEDGE) {
            hexn(a, 32, edge[i / NEDGE]);
            hexn(b, 32, edge[i % NEDGE]);
        } else {
            tu_prng_fill(r, a, 32);
            tu_prng_fill(r, b, 32);
        }
        for (op = 0; op <= 6; op++) {
            CHECK(cairn_f25519_check_op(32, op, o32, a, b) == 0, "f25519 op %d (32)", op);
            CHECK(cairn_f25519_check_op(64, op, o64, a, b) == 0, "f25519 op %d (64)", op);
            if (!CHECK_MEM(o32, o64, 32, "f25519: 32-bit and 64-bit results agree"))
                printf("  op %d, input %d\n", op, i);
            CHECK(cairn_x25519_p32_check_op(op, o32, a, b) == 0, "packed op %d", op);
            if (!CHECK_MEM(o32, o64, 32, "f25519: packed radix-2^32 and 64-bit results agree"))
                printf("  op %d, input %d\n", op, i);
            /* a and b as whole 256-bit values (reduced by the 64-bit field for
             * the reference); add takes bounded ones (below 2^255 + 2^11), sub
             * a bounded b */
            memcpy(ra, a, 32);
            memcpy(rb, b, 32);
            if (op == 3)
                bounded(ra);
            if (op == 3 || op == 4)
                bounded(rb);
            CHECK(cairn_x25519_p32_check_op(op + 8, o32, ra, rb) == 0, "packed op %d, 256-bit inputs", op);
            full_mod_p(ra, ra);
            full_mod_p(rb, rb);
            CHECK(cairn_f25519_check_op(64, op, o64, ra, rb) == 0, "f25519 op %d (64)", op);
            if (!CHECK_MEM(o32, o64, 32, "f25519: packed radix-2^32 (256-bit inputs) and 64-bit results agree"))
                printf("  op %d, input %d\n", op, i);
            /* the 32-bit layout's functions take any 256-bit element, for every op */
            full_mod_p(ra, a);
            full_mod_p(rb, b);
            CHECK(cairn_f25519_check_op(64, op, o64, ra, rb) == 0, "f25519 op %d (64, reduced inputs)", op);
            CHECK(cairn_f25519_check_op(256, op, o32, a, b) == 0, "f25519 op %d (32, 256-bit inputs)", op);
            if (!CHECK_MEM(o32, o64, 32, "f25519: 32-bit (256-bit inputs) and 64-bit results agree"))
                printf("  op %d, input %d\n", op, i);
            n += 4;
        }
        /* the ladder's fused sum and difference (bounded a and b) */
        memcpy(ra, a, 32);
        memcpy(rb, b, 32);
        bounded(ra);
        bounded(rb);
        CHECK(cairn_x25519_p32_check_op(16, o32, ra, rb) == 0 && cairn_x25519_p32_check_op(17, t, ra, rb) == 0,
              "packed add/sub");
        full_mod_p(ra, ra);
        full_mod_p(rb, rb);
        CHECK(cairn_f25519_check_op(64, 3, o64, ra, rb) == 0, "64");
        if (!CHECK_MEM(o32, o64, 32, "f25519: packed fused sum and 64-bit sum agree"))
            printf("  input %d\n", i);
        CHECK(cairn_f25519_check_op(64, 4, o64, ra, rb) == 0, "64");
        if (!CHECK_MEM(t, o64, 32, "f25519: packed fused difference and 64-bit difference agree"))
            printf("  input %d\n", i);
        n += 2;
        /* the ladder's fused 121666 a + b (any a, bounded b) */
        memcpy(rb, b, 32);
        bounded(rb);
        CHECK(cairn_x25519_p32_check_op(7 + 8, o32, a, rb) == 0, "packed 121666 a + b");
        full_mod_p(ra, a);
        full_mod_p(rb, rb);
        CHECK(cairn_f25519_check_op(64, 6, t, ra, rb) == 0 && cairn_f25519_check_op(64, 3, o64, t, rb) == 0, "64");
        if (!CHECK_MEM(o32, o64, 32, "f25519: packed 121666 a + b and 64-bit results agree"))
            printf("  input %d\n", i);
        n++;
        /* a * (1/a) = 1 unless a = 0 mod p */
        CHECK(cairn_f25519_check_op(64, 2, t, a, b) == 0, "inv");
        CHECK(cairn_f25519_check_op(64, 0, o64, a, t) == 0, "mul");
        CHECK(cairn_f25519_check_op(64, 3, o32, a, one) == 0, "add"); /* canonical a + 1 */
        if (!tu_all_zero(t, 32))
            CHECK_MEM(o64, one, 32, "a * inv(a) = 1");
        /* full X25519 ladder in both representations */
        if (i % 4 == 0) {
            CHECK(cairn_f25519_check_x25519(32, o32, a, b) == 0, "ladder 32");
            CHECK(cairn_f25519_check_x25519(64, o64, a, b) == 0, "ladder 64");
            CHECK_MEM(o32, o64, 32, "X25519 ladder: 32-bit and 64-bit agree");
            CHECK_RC(cairn_x25519_ex(o32, a, b, cairn_impl_find(cairn_x25519_impls, "p32")),
                     tu_all_zero(o64, 32) ? CAIRN_ERR_INVALID_POINT : CAIRN_OK, "packed");
            CHECK_MEM(o32, o64, 32, "X25519 ladder: packed radix-2^32 and 64-bit agree");
            CHECK_RC(cairn_x25519(t, a, b), tu_all_zero(o64, 32) ? CAIRN_ERR_INVALID_POINT : CAIRN_OK, "x25519");
            CHECK_MEM(t, o64, 32, "X25519 = native ladder");
            n++;
        }
    }
    CHECK(cairn_f25519_check_op(16, 0, o32, a, b) == -1, "f25519 check: unknown representation");
    CHECK(cairn_f25519_check_op(64, 99, o32, a, b) == -1, "f25519 check: unknown op");
    CHECK(cairn_x25519_p32_check_op(-1, o32, a, b) == -1 && cairn_x25519_p32_check_op(18, o32, a, b) == -1,
          "packed field check: unknown op");
    j = CAIRN_F25519_BITS;
    printf("%-40s %4lu comparisons (native field: %d-bit)\n", "field 32-bit, packed 2^32 vs 64-bit", n, j);
}

/* ---------------- scalars mod L ---------------- */

static const uint8_t L_bytes[32] = {0xed, 0xd3, 0xf5, 0x5c, 0x1a, 0x63, 0x12, 0x58, 0xd6, 0x9c, 0xf7,
                                    0xa2, 0xde, 0xf9, 0xde, 0x14, 0,    0,    0,    0,    0,    0,
                                    0,    0,    0,    0,    0,    0,    0,    0,    0,    0x10};

/* Reference: bit-serial reduction of an n-byte little-endian number mod L. */
static void ref_mod_l(uint8_t out[32], const uint8_t *in, size_t n)
{
    uint32_t acc[9] = {0}, l[9] = {0}, d[9];
    size_t bit, i;
    for (i = 0; i < 8; i++)
        l[i] = (uint32_t)L_bytes[4 * i] | (uint32_t)L_bytes[4 * i + 1] << 8 | (uint32_t)L_bytes[4 * i + 2] << 16 |
               (uint32_t)L_bytes[4 * i + 3] << 24;
    for (bit = 8 * n; bit-- > 0;) {
        uint32_t c = (in[bit >> 3] >> (bit & 7)) & 1, borrow = 0;
        for (i = 0; i < 9; i++) {
            uint32_t hi = acc[i] >> 31;
            acc[i] = (acc[i] << 1) | c;
            c = hi;
        }
        for (i = 0; i < 9; i++) {
            uint64_t s = (uint64_t)acc[i] - l[i] - borrow;
            d[i] = (uint32_t)s;
            borrow = (uint32_t)(s >> 63);
        }
        if (!borrow)
            memcpy(acc, d, sizeof acc);
    }
    for (i = 0; i < 32; i++)
        out[i] = (uint8_t)(acc[i / 4] >> (8 * (i % 4)));
}

static void ref_muladd(uint8_t out[32], const uint8_t a[32], const uint8_t b[32], const uint8_t c[32])
{
    uint8_t prod[65] = {0};
    uint32_t t[65] = {0};
    int i, j;
    for (i = 0; i < 32; i++)
        for (j = 0; j < 32; j++)
            t[i + j] += (uint32_t)a[i] * b[j];
    for (i = 0; i < 32; i++)
        t[i] += c[i];
    for (i = 0; i < 64; i++) {
        prod[i] = (uint8_t)t[i];
        t[i + 1] += t[i] >> 8;
    }
    prod[64] = (uint8_t)t[64];
    ref_mod_l(out, prod, 65);
}

static void test_scalars(tu_prng *r)
{
    uint8_t in[64], a[32], b[32], c[32], got[32], want[32];
    unsigned long n = 0;
    int i, k;
    for (i = 0; i < 2000; i++) {
        tu_prng_fill(r, in, 64);
        if (i < 64) {
            /* structured inputs: all ones, all zeros, L-ish patterns */
            memset(in, (i & 1) ? 0xff : 0x00, 64);
            if (i & 2)
                memcpy(in, L_bytes, 32);
            if (i & 4)
                memcpy(in + 32, L_bytes, 32);
            if (i & 8)
                in[0] ^= 1;
            if (i & 16)
                in[31] ^= 0x10;
            if (i & 32)
                in[63] ^= 0x80;
        }
        cairn_sc25519_reduce(got, in);
        ref_mod_l(want, in, 64);
        CHECK_MEM(got, want, 32, "sc25519_reduce vs reference");
        CHECK(cairn_sc25519_is_canonical(got), "reduce output canonical");
        n++;
        for (k = 0; k < 3; k++) {
            uint8_t *x = k == 0 ? a : k == 1 ? b : c;
            tu_prng_fill(r, x, 32);
            if (i % 7 == k)
                memset(x, 0xff, 32);
            if (i % 11 == k)
                memcpy(x, L_bytes, 32);
        }
        cairn_sc25519_muladd(got, a, b, c);
        ref_muladd(want, a, b, c);
        CHECK_MEM(got, want, 32, "sc25519_muladd vs reference");
        n++;
    }
    /* canonicity check at the boundary */
    memcpy(a, L_bytes, 32);
    CHECK(!cairn_sc25519_is_canonical(a), "L is not canonical");
    a[0]--;
    CHECK(cairn_sc25519_is_canonical(a), "L - 1 is canonical");
    printf("%-40s %4lu comparisons\n", "scalars mod L vs bit-serial reference", n);
}

/* ---------------- Ed25519 ---------------- */

enum { V_PURE, V_CTX, V_PH };

static int do_sign(int v, uint8_t sig[64], const uint8_t *m, size_t ml, const uint8_t *ctx, size_t cl,
                   const uint8_t kp[64])
{
    if (v == V_PURE)
        return cairn_ed25519_sign(sig, m, ml, kp);
    if (v == V_CTX)
        return cairn_ed25519ctx_sign(sig, m, ml, ctx, cl, kp);
    return cairn_ed25519ph_sign(sig, m, ml, ctx, cl, kp);
}

static int do_verify(int v, const uint8_t sig[64], const uint8_t *m, size_t ml, const uint8_t *ctx, size_t cl,
                     const uint8_t pub[32])
{
    if (v == V_PURE)
        return cairn_ed25519_verify(sig, m, ml, pub);
    if (v == V_CTX)
        return cairn_ed25519ctx_verify(sig, m, ml, ctx, cl, pub);
    return cairn_ed25519ph_verify(sig, m, ml, ctx, cl, pub);
}

static void test_rfc8032(void)
{
    static const struct {
        int v;
        const char *seed, *pub, *msg, *ctx, *sig;
    } tv[] = {
        {V_PURE, "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60",
         "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a", "", "",
         "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b"},
        {V_PURE, "c5aa8df43f9f837bedb7442f31dcb7b166d38535076f094b85ce3a2e0b4458f7",
         "fc51cd8e6218a1a38da47ed00230f0580816ed13ba3303ac5deb911548908025", "af82", "",
         "6291d657deec24024827e69c3abe01a30ce548a284743a445e3680d7db5ac3ac18ff9b538d16f290ae67f760984dc6594a7c15e9716ed28dc027beceea1ec40a"},
        {V_PURE, "833fe62409237b9d62ec77587520911e9a759cec1d19755b7da901b96dca3d42",
         "ec172b93ad5e563bf4932c70e1245034c35467ef2efd4d64ebf819683467e2bf",
         "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f",
         "",
         "dc2a4459e7369633a52b1bf277839a00201009a3efbf3ecb69bea2186c26b58909351fc9ac90b3ecfdfbc7c66431e0303dca179c138ac17ad9bef1177331a704"},
        {V_CTX, "0305334e381af78f141cb666f6199f57bc3495335a256a95bd2a55bf546663f6",
         "dfc9425e4f968f7f0c29f0259cf5f9aed6851c2bb4ad8bfb860cfee0ab248292", "f726936d19c800494e3fdaff20b276a8",
         "666f6f",
         "55a4cc2f70a54e04288c5f4cd1e45a7bb520b36292911876cada7323198dd87a8b36950b95130022907a7fb7c4e9b2d5f6cca685a587b4b21f4b888e4e7edb0d"},
        {V_CTX, "0305334e381af78f141cb666f6199f57bc3495335a256a95bd2a55bf546663f6",
         "dfc9425e4f968f7f0c29f0259cf5f9aed6851c2bb4ad8bfb860cfee0ab248292", "f726936d19c800494e3fdaff20b276a8",
         "626172",
         "fc60d5872fc46b3aa69f8b5b4351d5808f92bcc044606db097abab6dbcb1aee3216c48e8b3b66431b5b186d1d28f8ee15a5ca2df6668346291c2043d4eb3e90d"},
        {V_CTX, "0305334e381af78f141cb666f6199f57bc3495335a256a95bd2a55bf546663f6",
         "dfc9425e4f968f7f0c29f0259cf5f9aed6851c2bb4ad8bfb860cfee0ab248292", "508e9e6882b979fea900f62adceaca35",
         "666f6f",
         "8b70c1cc8310e1de20ac53ce28ae6e7207f33c3295e03bb5c0732a1d20dc64908922a8b052cf99b7c4fe107a5abb5b2c4085ae75890d02df26269d8945f84b0b"},
        {V_CTX, "ab9c2853ce297ddab85c993b3ae14bcad39b2c682beabc27d6d4eb20711d6560",
         "0f1d1274943b91415889152e893d80e93275a1fc0b65fd71b4b0dda10ad7d772", "f726936d19c800494e3fdaff20b276a8",
         "666f6f",
         "21655b5f1aa965996b3f97b3c849eafba922a0a62992f73b3d1b73106a84ad85e9b86a7b6005ea868337ff2d20a7f5fbd4cd10b0be49a68da2b2e0dc0ad8960f"},
        {V_PH, "833fe62409237b9d62ec77587520911e9a759cec1d19755b7da901b96dca3d42",
         "ec172b93ad5e563bf4932c70e1245034c35467ef2efd4d64ebf819683467e2bf", "616263", "",
         "98a70222f0b8121aa9d30f813d683f809e462b469c7ff87639499bb94e6dae4131f85042463c2a355a2003d062adf5aaa10b8c61e636062aaad11c2a26083406"},
    };
    size_t i;
    unsigned long n = 0;
    for (i = 0; i < sizeof tv / sizeof tv[0]; i++) {
        uint8_t seed[32], pub[32], kp[64], sig[64], want[64], msg[64], ctx[8];
        size_t ml = strlen(tv[i].msg) / 2, cl = strlen(tv[i].ctx) / 2;
        char what[48];
        snprintf(what, sizeof what, "RFC 8032 vector %zu", i);
        hexn(seed, 32, tv[i].seed);
        hexn(pub, 32, tv[i].pub);
        hexn(msg, ml, tv[i].msg);
        hexn(ctx, cl, tv[i].ctx);
        hexn(want, 64, tv[i].sig);
        CHECK_RC(cairn_ed25519_keypair_from_seed(kp, seed), CAIRN_OK, what);
        CHECK_MEM(kp, seed, 32, what);
        CHECK_MEM(kp + 32, pub, 32, what);
        CHECK_RC(do_sign(tv[i].v, sig, ml ? msg : NULL, ml, ctx, cl, kp), CAIRN_OK, what);
        CHECK_MEM(sig, want, 64, what);
        CHECK_RC(do_verify(tv[i].v, want, ml ? msg : NULL, ml, ctx, cl, pub), CAIRN_OK, what);
        /* a variant's signature does not verify as another variant */
        if (tv[i].v != V_PURE)
            CHECK_RC(cairn_ed25519_verify(want, msg, ml, pub), CAIRN_ERR_BAD_SIGNATURE, "cross-variant");
        else
            CHECK_RC(cairn_ed25519ph_verify(want, msg, ml, NULL, 0, pub), CAIRN_ERR_BAD_SIGNATURE, "cross-variant");
        n++;
    }
    printf("%-40s %4lu cases\n", "RFC 8032 7.1-7.3 (TEST 2 in sign.input)", n);
}

static void test_wycheproof_ed25519(void)
{
    const char *rel = "wycheproof/ed25519_test.json";
    json_value *doc = json_load_vector(rel);
    const json_value *groups;
    size_t g, t;
    unsigned long nvalid = 0, ninvalid = 0;

    if (doc == NULL)
        return;
    groups = json_wycheproof_groups(doc, rel);
    for (g = 0; g < json_len(groups); g++) {
        const json_value *grp = json_at(groups, g);
        const json_value *tests = json_get(grp, "tests");
        const char *pkhex = json_get_str(json_get(grp, "publicKey"), "pk");
        uint8_t pk[32];
        if (!CHECK(pkhex != NULL && strlen(pkhex) == 64, "%s: group %zu public key", rel, g))
            continue;
        hexn(pk, 32, pkhex);
        for (t = 0; t < json_len(tests); t++) {
            const json_value *tc = json_at(tests, t);
            const char *result = json_get_str(tc, "result");
            char what[80];
            size_t ml = 0, sl = 0;
            uint8_t *msg, *sig;
            int rc;
            snprintf(what, sizeof what, "%s tcId %ld", rel, json_get_int(tc, "tcId", -1));
            msg = tu_unhex(json_get_str(tc, "msg") ? json_get_str(tc, "msg") : "zz", &ml);
            sig = tu_unhex(json_get_str(tc, "sig") ? json_get_str(tc, "sig") : "zz", &sl);
            if (!CHECK(result != NULL && msg != NULL && sig != NULL, "%s: fields", what)) {
                free(msg);
                free(sig);
                continue;
            }
            /* the API takes exactly 64 signature bytes: other lengths are invalid by construction */
            rc = sl == 64 ? cairn_ed25519_verify(sig, msg, ml, pk) : CAIRN_ERR_BAD_SIGNATURE;
            if (strcmp(result, "valid") == 0) {
                nvalid++;
                CHECK(sl == 64, "%s: valid signature length", what);
                CHECK_RC(rc, CAIRN_OK, what);
            } else {
                ninvalid++;
                CHECK(strcmp(result, "invalid") == 0, "%s: result %s", what, result);
                CHECK_RC(rc, CAIRN_ERR_BAD_SIGNATURE, what);
            }
            free(msg);
            free(sig);
        }
    }
    json_free(doc);
    CHECK(nvalid == 88 && ninvalid == 63, "%s: %lu valid, %lu invalid (want 88, 63)", rel, nvalid, ninvalid);
    printf("%-40s %4lu valid, %lu invalid\n", rel, nvalid, ninvalid);
}

/* SUPERCOP sign.input: sk||pk : pk : msg : sig||msg : */
static void test_sign_input(void)
{
    FILE *f = tu_open_vector("pyca/ed25519/sign.input");
    char *line;
    unsigned long n = 0;
    if (f == NULL)
        return;
    while ((line = tu_getline(f)) != NULL) {
        char *field[4], *p = line;
        size_t kl, pl, ml, sl;
        uint8_t *sk, *pk, *msg, *sm, kp[64], sig[64];
        int i;
        char what[48];
        if (*line == '\0')
            continue;
        for (i = 0; i < 4; i++) {
            char *c = strchr(p, ':');
            field[i] = p;
            if (!CHECK(c != NULL, "sign.input: line %lu: 4 fields", n + 1))
                break;
            *c = '\0';
            p = c + 1;
        }
        if (i < 4)
            continue;
        snprintf(what, sizeof what, "sign.input line %lu", n + 1);
        sk = tu_unhex(field[0], &kl);
        pk = tu_unhex(field[1], &pl);
        msg = tu_unhex(field[2], &ml);
        sm = tu_unhex(field[3], &sl);
        if (CHECK(sk && pk && msg && sm && kl == 64 && pl == 32 && sl == ml + 64, "%s: fields", what)) {
            CHECK_RC(cairn_ed25519_keypair_from_seed(kp, sk), CAIRN_OK, what);
            CHECK_MEM(kp, sk, 64, what);
            CHECK_RC(cairn_ed25519_sign(sig, msg, ml, kp), CAIRN_OK, what);
            CHECK_MEM(sig, sm, 64, what);
            CHECK_RC(cairn_ed25519_verify(sm, msg, ml, pk), CAIRN_OK, what);
            if (ml > 0) {
                msg[ml - 1] ^= 1;
                CHECK_RC(cairn_ed25519_verify(sm, msg, ml, pk), CAIRN_ERR_BAD_SIGNATURE, what);
            }
        }
        free(sk);
        free(pk);
        free(msg);
        free(sm);
        n++;
    }
    fclose(f);
    CHECK(n == 1024, "sign.input: %lu lines, want 1024", n);
    printf("%-40s %4lu lines (sign, verify, tampered message)\n", "pyca/ed25519/sign.input", n);
}

/* S + L: same value mod L, must be rejected (malleability). */
static void add_l(uint8_t s[32])
{
    unsigned c = 0;
    int i;
    for (i = 0; i < 32; i++) {
        c += (unsigned)s[i] + L_bytes[i];
        s[i] = (uint8_t)c;
        c >>= 8;
    }
}

static void test_roundtrips(tu_prng *r)
{
    uint8_t kp[64], kp2[64], sig[64], bad[64], msg[300], ctx[256];
    unsigned long n = 0;
    int i, v, rc;
    for (i = 0; i < 60; i++) {
        size_t ml = (size_t)tu_prng_below(r, sizeof msg), cl;
        v = i % 3;
        cl = v == V_CTX ? 1 + (size_t)tu_prng_below(r, 255) : (size_t)tu_prng_below(r, 256);
        if (v == V_PURE)
            cl = 0;
        tu_prng_fill(r, msg, ml);
        tu_prng_fill(r, ctx, cl);
        CHECK_RC(cairn_ed25519_keygen(kp, fixed_rng, r), CAIRN_OK, "ed25519 keygen");
        CHECK_RC(do_sign(v, sig, msg, ml, ctx, cl, kp), CAIRN_OK, "sign");
        CHECK_RC(do_verify(v, sig, msg, ml, ctx, cl, kp + 32), CAIRN_OK, "verify");
        /* deterministic */
        CHECK_RC(do_sign(v, bad, msg, ml, ctx, cl, kp), CAIRN_OK, "sign again");
        CHECK_MEM(bad, sig, 64, "Ed25519 signatures are deterministic");
        /* every byte of the signature matters (one random bit per byte) */
        {
            int b;
            for (b = 0; b < 64; b++) {
                memcpy(bad, sig, 64);
                bad[b] ^= (uint8_t)(1u << tu_prng_below(r, 8));
                CHECK_RC(do_verify(v, bad, msg, ml, ctx, cl, kp + 32), CAIRN_ERR_BAD_SIGNATURE, "tampered signature");
            }
        }
        if (ml > 0) {
            msg[tu_prng_below(r, ml)] ^= 0x40;
            CHECK_RC(do_verify(v, sig, msg, ml, ctx, cl, kp + 32), CAIRN_ERR_BAD_SIGNATURE, "tampered message");
        } else {
            CHECK_RC(do_verify(v, sig, msg, 1, ctx, cl, kp + 32), CAIRN_ERR_BAD_SIGNATURE, "longer message");
        }
        if (cl > 0) {
            ctx[0] ^= 1;
            CHECK_RC(do_verify(v, sig, msg, ml, ctx, cl, kp + 32), CAIRN_ERR_BAD_SIGNATURE, "tampered context");
        }
        /* another key */
        CHECK_RC(cairn_ed25519_keygen(kp2, fixed_rng, r), CAIRN_OK, "keygen");
        CHECK_RC(do_verify(v, sig, msg, ml, ctx, cl, kp2 + 32), CAIRN_ERR_BAD_SIGNATURE, "wrong key");
        n++;
    }

    /* strictness: S + L (still < 2^256 since S < L < 2^253) */
    memset(msg, 7, 32);
    CHECK_RC(cairn_ed25519_keygen(kp, fixed_rng, r), CAIRN_OK, "keygen");
    CHECK_RC(cairn_ed25519_sign(sig, msg, 32, kp), CAIRN_OK, "sign");
    memcpy(bad, sig, 64);
    add_l(bad + 32);
    CHECK_RC(cairn_ed25519_verify(bad, msg, 32, kp + 32), CAIRN_ERR_BAD_SIGNATURE, "S + L rejected");
    /* Non-canonical and off-curve A. With a fixed key (RFC 8032 7.1 TEST 1) and a its secret scalar (5.1.5:
     * SHA-512 of the seed, clamped), R = the public key [a]B and S = a mod L give [S]B = R, so
     * encode([S]B - [k]A) == R holds for A the identity O whatever k: the signature verifies under O's
     * canonical encoding 01 00..00 and would under any other encoding a decoder took for O (y + p, x = 0
     * with the sign bit set, or a failed decode left at the neutral element), for which the rules at the
     * top of cairn/curve25519.h require CAIRN_ERR_BAD_SIGNATURE. */
    {
        uint8_t one[32], onep[32], h[64], idsig[64], kp1[64];
        hexn(kp1, 32, "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60");
        CHECK_RC(cairn_ed25519_keypair_from_seed(kp1, kp1), CAIRN_OK, "RFC 8032 TEST 1 keypair");
        CHECK_RC(cairn_sha512(h, kp1, 32), CAIRN_OK, "SHA-512 of the seed");
        h[0] &= 248;
        h[31] &= 127;
        h[31] |= 64;
        memcpy(idsig, kp1 + 32, 32);
        ref_mod_l(idsig + 32, h, 32);
        memset(one, 0, 32);
        one[0] = 1; /* the identity (0, 1) */
        CHECK_RC(cairn_ed25519_verify(idsig, msg, 32, one), CAIRN_OK, "A = identity, R = [S]B: verifies");
        CHECK_RC(cairn_ed25519_verify(idsig, msg, 32, kp1 + 32), CAIRN_ERR_BAD_SIGNATURE, "R = [S]B under the key");
        hexn(onep, 32, "eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f"); /* p + 1 */
        CHECK_RC(cairn_ed25519_verify(idsig, msg, 32, onep), CAIRN_ERR_BAD_SIGNATURE, "A with y = p + 1");
        /* x = 0 with the sign bit set */
        one[31] = 0x80;
        CHECK_RC(cairn_ed25519_verify(idsig, msg, 32, one), CAIRN_ERR_BAD_SIGNATURE, "A = -0");
        /* y = 2 is not on the curve ((y^2 - 1) / (d y^2 + 1) is not a square) */
        memset(one, 0, 32);
        one[0] = 2;
        CHECK_RC(cairn_ed25519_verify(idsig, msg, 32, one), CAIRN_ERR_BAD_SIGNATURE, "A off the curve");
        /* non-canonical R: R's y + p when y < 19 cannot be produced; check the byte compare instead:
         * flipping R's sign bit gives a different (or invalid) encoding */
        memcpy(bad, sig, 64);
        bad[31] ^= 0x80;
        CHECK_RC(cairn_ed25519_verify(bad, msg, 32, kp + 32), CAIRN_ERR_BAD_SIGNATURE, "R sign flipped");
    }
    /* the keypair defence: a public half that does not match the seed */
    memcpy(kp2, kp, 64);
    CHECK_RC(cairn_ed25519_keygen(bad, fixed_rng, r), CAIRN_OK, "keygen");
    memcpy(kp2 + 32, bad + 32, 32);
    memset(sig, 0x5a, 64);
    rc = cairn_ed25519_sign(sig, msg, 32, kp2);
    CHECK_RC(rc, CAIRN_ERR_INVALID_KEY, "sign with mismatched public half");
    CHECK(tu_all_zero(sig, 64), "mismatched keypair: signature zeroed");
    rc = cairn_ed25519ctx_sign(sig, msg, 32, msg, 3, kp2);
    CHECK_RC(rc, CAIRN_ERR_INVALID_KEY, "ctx sign with mismatched public half");
    rc = cairn_ed25519ph_sign(sig, msg, 32, NULL, 0, kp2);
    CHECK_RC(rc, CAIRN_ERR_INVALID_KEY, "ph sign with mismatched public half");
    /* keygen with a failing rng */
    memset(kp2, 0x33, 64);
    CHECK_RC(cairn_ed25519_keygen(kp2, failing_rng, NULL), CAIRN_ERR_RNG, "ed25519 keygen failing rng");
    CHECK(tu_all_zero(kp2, 64), "ed25519 keygen wipes on rng failure");
    /* keypair_from_seed in place */
    memcpy(kp2, kp, 32);
    CHECK_RC(cairn_ed25519_keypair_from_seed(kp2, kp2), CAIRN_OK, "from_seed aliased");
    CHECK_MEM(kp2, kp, 64, "from_seed aliased");
    /* context lengths */
    CHECK_RC(cairn_ed25519ctx_sign(sig, msg, 32, ctx, 0, kp), CAIRN_ERR_BAD_LENGTH, "ctx length 0");
    CHECK_RC(cairn_ed25519ctx_sign(sig, msg, 32, ctx, 256, kp), CAIRN_ERR_BAD_LENGTH, "ctx length 256");
    CHECK_RC(cairn_ed25519ph_sign(sig, msg, 32, ctx, 256, kp), CAIRN_ERR_BAD_LENGTH, "ph ctx length 256");
    CHECK_RC(cairn_ed25519ctx_sign(sig, msg, 32, ctx, 255, kp), CAIRN_OK, "ctx length 255");
    CHECK_RC(cairn_ed25519ctx_verify(sig, msg, 32, ctx, 255, kp + 32), CAIRN_OK, "ctx length 255 verify");
    /* ph with an empty context is not pure Ed25519 and not ctx */
    CHECK_RC(cairn_ed25519ph_sign(sig, msg, 32, NULL, 0, kp), CAIRN_OK, "ph empty ctx");
    CHECK_RC(cairn_ed25519_verify(sig, msg, 32, kp + 32), CAIRN_ERR_BAD_SIGNATURE, "ph is not pure");
    printf("%-40s %4lu round trips (x 64 tampered signatures each)\n", "Ed25519 sign/verify", n);
}

static int sign_pure(uint8_t *sig, const uint8_t *m, size_t ml, const uint8_t *ctx, size_t cl, const uint8_t *kp)
{
    (void)ctx;
    (void)cl;
    return cairn_ed25519_sign(sig, m, ml, kp);
}

static int verify_pure(const uint8_t *sig, const uint8_t *m, size_t ml, const uint8_t *ctx, size_t cl,
                       const uint8_t *pub)
{
    (void)ctx;
    (void)cl;
    return cairn_ed25519_verify(sig, m, ml, pub);
}

/* sig may overlap msg, ctx and keypair (cairn/curve25519.h) */
static void test_sign_overlap(tu_prng *r)
{
    uint8_t kp[CAIRN_ED25519_KEYPAIR_LEN];
    CHECK_RC(cairn_ed25519_keygen(kp, fixed_rng, r), CAIRN_OK, "keygen");
    tu_sign_overlap("Ed25519", sign_pure, verify_pure, CAIRN_ED25519_SIG_LEN, kp, sizeof kp, 0, r);
    tu_sign_overlap("Ed25519ctx", cairn_ed25519ctx_sign, cairn_ed25519ctx_verify, CAIRN_ED25519_SIG_LEN, kp,
                    sizeof kp, 1, r);
    tu_sign_overlap("Ed25519ph", cairn_ed25519ph_sign, cairn_ed25519ph_verify, CAIRN_ED25519_SIG_LEN, kp, sizeof kp,
                    1, r);
}

int main(void)
{
    tu_prng r;
    tu_prng_seed(&r, tu_seed(25519));
    test_rfc7748();
    test_wycheproof_x25519();
    test_pyca_x25519();
    test_x25519_misc(&r);
    test_x25519_impls(&r);
    test_field_agreement(&r);
    test_scalars(&r);
    test_rfc8032();
    test_wycheproof_ed25519();
    test_sign_input();
    test_roundtrips(&r);
    test_sign_overlap(&r);
    return tu_finish("test_curve25519");
}
