/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The Weierstrass engine (src/ec/ec_internal.h) against OpenSSL's EC_POINT
 * on P-256, P-384, P-521 and brainpoolP256r1/384r1/512r1, seeded random inputs, every field implementation
 * a curve lists that this CPU runs:
 *  - k G (cairn_ec_mul_base) and k P (cairn_ec_mul) against EC_POINT_mul,
 *    k uniform below n and k of few bits (long zero runs), near n;
 *  - u1 G + u2 Q (cairn_ec_mul2_vartime) against EC_POINT_mul's two-term
 *    form, including Q = +-G and u2 = n - u1 (infinity);
 *  - decompression of random x of both parities against
 *    EC_POINT_set_compressed_coordinates (squares and non-squares);
 *  - point validity of random coordinate pairs, of valid points with one
 *    bit flipped and of coordinates just above p, against
 *    EC_POINT_set_affine_coordinates + EC_POINT_is_on_curve (and a range
 *    check: OpenSSL reduces what it is given);
 *  - scalar product, sum and inverse against BN_mod_mul/add/inverse.
 * CAIRN_TEST_SEED replays a run.
 */
#include <string.h>

#include <openssl/bn.h>
#include <openssl/ec.h>
#include <openssl/obj_mac.h>

#include "ec/ec_engine.h"
#include "testutil.h"

#define MAXB CAIRN_EC_MAX_BYTES

static tu_prng rng;
static BN_CTX *bctx;

typedef struct {
    const cairn_ec_curve_def *c;
    EC_GROUP *g;
    BIGNUM *p, *n;
} curve;

static BIGNUM *bn_of(const uint8_t *b, size_t len) { return BN_bin2bn(b, (int)len, NULL); }

/* x || y of an OpenSSL point (affine), fixed length; 0 for infinity */
static int ossl_xy(const curve *cv, const EC_POINT *pt, uint8_t *xy)
{
    size_t B = cv->c->bytes;
    BIGNUM *x = BN_new(), *y = BN_new();
    int ok = !EC_POINT_is_at_infinity(cv->g, pt) && EC_POINT_get_affine_coordinates(cv->g, pt, x, y, bctx) == 1 &&
             BN_bn2binpad(x, xy, (int)B) == (int)B && BN_bn2binpad(y, xy + B, (int)B) == (int)B;
    BN_free(x);
    BN_free(y);
    return ok;
}

static EC_POINT *ossl_point(const curve *cv, const uint8_t *xy)
{
    size_t B = cv->c->bytes;
    EC_POINT *pt = EC_POINT_new(cv->g);
    BIGNUM *x = bn_of(xy, B), *y = bn_of(xy + B, B);
    if (EC_POINT_set_affine_coordinates(cv->g, pt, x, y, bctx) != 1) {
        EC_POINT_free(pt);
        pt = NULL;
    }
    BN_free(x);
    BN_free(y);
    return pt;
}

/* scalar below n: uniform-ish (mode 0), few set bits (1), near n (2), small (3) */
static void rand_scalar(const curve *cv, uint8_t *k, int mode)
{
    size_t B = cv->c->bytes, i;
    BIGNUM *v;
    switch (mode) {
    case 1:
        memset(k, 0, B);
        for (i = 0; i < 4; i++) {
            size_t bit = (size_t)tu_prng_below(&rng, cv->c->nbits - 1);
            k[B - 1 - bit / 8] |= (uint8_t)(1u << (bit % 8));
        }
        break;
    case 2: /* n - 1 - r, r < 2^16 */
        v = bn_of(cv->c->n, B);
        BN_sub_word(v, 1 + (BN_ULONG)tu_prng_below(&rng, 1u << 16));
        BN_bn2binpad(v, k, (int)B);
        BN_free(v);
        break;
    case 3:
        memset(k, 0, B);
        k[B - 1] = (uint8_t)(1 + tu_prng_below(&rng, 255));
        break;
    default:
        tu_prng_fill(&rng, k, B);
        v = bn_of(k, B);
        BN_mod(v, v, cv->n, bctx);
        if (BN_is_zero(v))
            BN_one(v);
        BN_bn2binpad(v, k, (int)B);
        BN_free(v);
        break;
    }
}

static void test_mul(const curve *cv, const cairn_impl *impl, unsigned iters)
{
    size_t B = cv->c->bytes;
    unsigned it;
    uint8_t k[MAXB], k2[MAXB], got[2 * MAXB], want[2 * MAXB], pxy[2 * MAXB];
    EC_POINT *r = EC_POINT_new(cv->g), *q;
    for (it = 0; it < iters; it++) {
        BIGNUM *kb;
        int wok;
        rand_scalar(cv, k, (int)(it % 4));
        kb = bn_of(k, B);
        /* k G */
        CHECK(EC_POINT_mul(cv->g, r, kb, NULL, NULL, bctx) == 1, "EC_POINT_mul base");
        wok = ossl_xy(cv, r, want);
        CHECK(wok, "OpenSSL k G finite");
        CHECK_RC(cairn_ec_mul_base(cv->c, impl, got, k), CAIRN_OK, "mul_base");
        if (!CHECK_MEM(got, want, 2 * B, "k G vs OpenSSL"))
            fprintf(stderr, "  %s/%s it %u\n", cv->c->name, impl->name, it);
        /* k P with P = k2 G */
        rand_scalar(cv, k2, 0);
        CHECK_RC(cairn_ec_mul_base(cv->c, impl, pxy, k2), CAIRN_OK, "P");
        q = ossl_point(cv, pxy);
        if (!CHECK(q != NULL, "OpenSSL takes P")) {
            BN_free(kb);
            continue;
        }
        CHECK(EC_POINT_mul(cv->g, r, NULL, q, kb, bctx) == 1, "EC_POINT_mul var");
        CHECK(ossl_xy(cv, r, want), "OpenSSL k P finite");
        CHECK_RC(cairn_ec_mul(cv->c, impl, got, k, pxy), CAIRN_OK, "mul");
        CHECK_MEM(got, want, 2 * B, "k P vs OpenSSL");
        EC_POINT_free(q);
        BN_free(kb);
    }
    EC_POINT_free(r);
}

static void test_mul2(const curve *cv, const cairn_impl *impl, unsigned iters)
{
    size_t B = cv->c->bytes;
    unsigned it;
    uint8_t u1[MAXB], u2[MAXB], d[MAXB], qxy[2 * MAXB], got[MAXB], want[2 * MAXB];
    EC_POINT *r = EC_POINT_new(cv->g), *q;
    for (it = 0; it < iters; it++) {
        BIGNUM *b1, *b2;
        int mode = (int)(it % 6), rc, fin;
        rand_scalar(cv, u1, mode % 4);
        rand_scalar(cv, u2, (mode + 1) % 4);
        rand_scalar(cv, d, 0);
        if (mode == 4) /* Q = G */
            memset(d, 0, B), d[B - 1] = 1;
        if (mode == 5) /* Q = -G (n's low byte is odd) */
            memcpy(d, cv->c->n, B), d[B - 1] = (uint8_t)(d[B - 1] - 1);
        CHECK_RC(cairn_ec_mul_base(cv->c, impl, qxy, d), CAIRN_OK, "Q");
        if (it % 12 == 4) { /* u2 = n - u1 with Q = G: infinity */
            cairn_fe a, nl;
            memset(a, 0, sizeof a);
            memset(nl, 0, sizeof nl);
            (void)cairn_bn_decode(a, CAIRN_EC_LIMBS, u1, B);
            (void)cairn_bn_decode(nl, CAIRN_EC_LIMBS, cv->c->n, B);
            (void)cairn_bn_sub(a, nl, a, CAIRN_EC_LIMBS);
            (void)cairn_bn_encode(u2, B, a, CAIRN_EC_LIMBS);
        }
        q = ossl_point(cv, qxy);
        b1 = bn_of(u1, B);
        b2 = bn_of(u2, B);
        CHECK(q != NULL && EC_POINT_mul(cv->g, r, b1, q, b2, bctx) == 1, "EC_POINT_mul two terms");
        fin = !EC_POINT_is_at_infinity(cv->g, r);
        rc = cairn_ec_mul2_vartime(cv->c, impl, got, u1, u2, qxy);
        if (fin) {
            CHECK(ossl_xy(cv, r, want), "OpenSSL sum");
            CHECK_RC(rc, CAIRN_OK, "mul2");
            if (!CHECK_MEM(got, want, B, "u1 G + u2 Q vs OpenSSL"))
                fprintf(stderr, "  %s/%s it %u\n", cv->c->name, impl->name, it);
        } else {
            CHECK_RC(rc, CAIRN_ERR_INVALID_POINT, "mul2 infinity");
        }
        EC_POINT_free(q);
        BN_free(b1);
        BN_free(b2);
    }
    EC_POINT_free(r);
}

static void test_decompress(const curve *cv, unsigned iters)
{
    size_t B = cv->c->bytes;
    unsigned it, squares = 0;
    uint8_t x[MAXB], y[MAXB], want[2 * MAXB];
    EC_POINT *pt = EC_POINT_new(cv->g);
    for (it = 0; it < iters; it++) {
        BIGNUM *xb;
        unsigned odd = (unsigned)(it & 1);
        int ok, rc;
        tu_prng_fill(&rng, x, B);
        xb = bn_of(x, B);
        BN_mod(xb, xb, cv->p, bctx);
        BN_bn2binpad(xb, x, (int)B);
        ok = EC_POINT_set_compressed_coordinates(cv->g, pt, xb, (int)odd, bctx) == 1;
        rc = cairn_ec_point_decompress(cv->c, y, x, odd);
        if (ok) {
            squares++;
            CHECK(ossl_xy(cv, pt, want), "OpenSSL point");
            CHECK_RC(rc, CAIRN_OK, "decompress a square");
            CHECK_MEM(y, want + B, B, "decompressed y vs OpenSSL");
        } else {
            CHECK_RC(rc, CAIRN_ERR_INVALID_POINT, "decompress a non-square");
        }
        BN_free(xb);
    }
    CHECK(squares > iters / 4 && squares < 3 * iters / 4, "about half the x are on the curve (%u of %u)", squares,
          iters);
    EC_POINT_free(pt);
}

/* OpenSSL's verdict on x || y: both below p and on the curve */
static int ossl_valid(const curve *cv, const uint8_t *xy)
{
    size_t B = cv->c->bytes;
    BIGNUM *x = bn_of(xy, B), *y = bn_of(xy + B, B);
    EC_POINT *pt = EC_POINT_new(cv->g);
    int ok = BN_cmp(x, cv->p) < 0 && BN_cmp(y, cv->p) < 0 &&
             EC_POINT_set_affine_coordinates(cv->g, pt, x, y, bctx) == 1 && EC_POINT_is_on_curve(cv->g, pt, bctx) == 1;
    EC_POINT_free(pt);
    BN_free(x);
    BN_free(y);
    return ok;
}

static void test_validity(const curve *cv, unsigned iters)
{
    size_t B = cv->c->bytes;
    unsigned it, valid = 0;
    uint8_t xy[2 * MAXB], k[MAXB];
    for (it = 0; it < iters; it++) {
        int want;
        switch (it % 4) {
        case 0: /* random bytes */
            tu_prng_fill(&rng, xy, 2 * B);
            break;
        case 1: /* a valid point */
        case 2: /* one bit flipped */
            rand_scalar(cv, k, 0);
            (void)cairn_ec_mul_base(cv->c, NULL, xy, k);
            if (it % 4 == 2) {
                size_t bit = (size_t)tu_prng_below(&rng, 16 * B);
                xy[bit / 8] ^= (uint8_t)(1u << (bit % 8));
            }
            break;
        default: { /* coordinate + p, where it fits */
            cairn_fe v, pl;
            rand_scalar(cv, k, 0);
            (void)cairn_ec_mul_base(cv->c, NULL, xy, k);
            memset(v, 0, sizeof v);
            (void)cairn_bn_decode(v, CAIRN_EC_LIMBS, xy + (it & 4 ? B : 0), B);
            memset(pl, 0, sizeof pl);
            cairn_bn_copy(pl, cv->c->eng->k->p, CAIRN_BN_LIMBS(cv->c->nbits)); /* the curve's limbs only */
            (void)cairn_bn_add(v, v, pl, CAIRN_EC_LIMBS);
            (void)cairn_bn_encode(xy + (it & 4 ? B : 0), B, v, CAIRN_EC_LIMBS); /* low bytes when it does not */
            break;
        }
        }
        want = ossl_valid(cv, xy);
        valid += (unsigned)want;
        CHECK_RC(cairn_ec_point_check(cv->c, xy), want ? CAIRN_OK : CAIRN_ERR_INVALID_POINT, "point_check vs OpenSSL");
    }
    CHECK(valid >= iters / 4, "valid points among the inputs (%u)", valid);
}

static void test_scalars(const curve *cv, unsigned iters)
{
    size_t B = cv->c->bytes;
    unsigned it;
    uint8_t a[MAXB], b[MAXB], r[MAXB], want[MAXB];
    for (it = 0; it < iters; it++) {
        BIGNUM *x, *y, *z = BN_new();
        rand_scalar(cv, a, (int)(it % 4));
        rand_scalar(cv, b, (int)((it / 4) % 4));
        x = bn_of(a, B);
        y = bn_of(b, B);
        BN_mod_mul(z, x, y, cv->n, bctx);
        BN_bn2binpad(z, want, (int)B);
        cairn_ec_scalar_mul(cv->c, r, a, b);
        CHECK_MEM(r, want, B, "scalar mul vs OpenSSL");
        BN_mod_add(z, x, y, cv->n, bctx);
        BN_bn2binpad(z, want, (int)B);
        cairn_ec_scalar_add(cv->c, r, a, b);
        CHECK_MEM(r, want, B, "scalar add vs OpenSSL");
        CHECK(BN_mod_inverse(z, x, cv->n, bctx) != NULL, "BN_mod_inverse");
        BN_bn2binpad(z, want, (int)B);
        cairn_ec_scalar_inv(cv->c, r, a);
        CHECK_MEM(r, want, B, "scalar inverse vs OpenSSL");
        BN_free(x);
        BN_free(y);
        BN_free(z);
    }
}

int main(void)
{
    static const struct {
        cairn_ec_curve id;
        int nid;
        unsigned iters;
        int on; /* in this build (include/cairn/config.h's CAIRN_ENABLE_EC_*): a curve left out is not run */
    } list[] = {{CAIRN_EC_P256, NID_X9_62_prime256v1, 200, CAIRN_ENABLE_EC_P256},
                {CAIRN_EC_P384, NID_secp384r1, 120, CAIRN_ENABLE_EC_P384},
                {CAIRN_EC_P521, NID_secp521r1, 80, CAIRN_ENABLE_EC_P521},
                {CAIRN_EC_BRAINPOOLP256R1, NID_brainpoolP256r1, 120, CAIRN_ENABLE_EC_BP256},
                {CAIRN_EC_BRAINPOOLP384R1, NID_brainpoolP384r1, 80, CAIRN_ENABLE_EC_BP384},
                {CAIRN_EC_BRAINPOOLP512R1, NID_brainpoolP512r1, 60, CAIRN_ENABLE_EC_BP512}};
    size_t i, j;
    tu_prng_seed(&rng, tu_seed(0xd1ffec));
    bctx = BN_CTX_new();
    for (i = 0; i < sizeof list / sizeof list[0]; i++) {
        curve cv;
        if (!list[i].on)
            continue;
        cv.c = cairn_ec_curve_get(list[i].id);
        cv.g = EC_GROUP_new_by_curve_name(list[i].nid);
        if (!CHECK(cv.c != NULL && cv.g != NULL, "curve %d", (int)list[i].id))
            continue;
        cv.p = BN_new();
        cv.n = bn_of(cv.c->n, cv.c->bytes);
        CHECK(EC_GROUP_get_curve(cv.g, cv.p, NULL, NULL, bctx) == 1, "EC_GROUP_get_curve");
        CHECK(BN_cmp(cv.n, EC_GROUP_get0_order(cv.g)) == 0, "%s: the order agrees", cv.c->name);
        for (j = 0; cv.c->impls[j] != NULL; j++) {
            if (!cairn_impl_usable(cv.c->impls[j])) {
                tu_skip(cv.c->impls[j]->name);
                continue;
            }
            test_mul(&cv, cv.c->impls[j], list[i].iters);
            test_mul2(&cv, cv.c->impls[j], list[i].iters);
        }
        test_decompress(&cv, 4 * list[i].iters);
        test_validity(&cv, 4 * list[i].iters);
        test_scalars(&cv, 4 * list[i].iters);
        BN_free(cv.p);
        BN_free(cv.n);
        EC_GROUP_free(cv.g);
    }
    BN_CTX_free(bctx);
    return tu_finish("test_diff_ec_engine");
}
