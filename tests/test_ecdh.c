/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * ECDH on P-256, P-384, P-521 and brainpoolP256r1/384r1/512r1 (cairn/ec.h,
 * src/ec/ecdh.c; the brainpool Wycheproof files, whose peer keys are SPKI
 * DER, run in test_ec_der):
 *  - Wycheproof ecdh_secp{256,384,521}r1_ecpoint_test.json (raw SEC 1
 *    points): valid cases and the acceptable ones (compressed public keys,
 *    which cairn decodes) give the file's shared secret, through the point
 *    form and, for points that import, through a key object; invalid points
 *    are CAIRN_ERR_INVALID_POINT with the output zeroed;
 *  - CAVP KAS ECC (KASValidityTest_ECCStaticUnified_NOKC_ZZOnly_init.fax),
 *    P-256/384/521 sections: each record's verdict (P or F) must follow from
 *    cairn's own checks, with the reason the file gives: the CAVS or IUT
 *    point refused, the IUT's d not matching its point, or Z differing;
 *  - pyca's RFC 7027 brainpool exchanges: both public keys d G, both sides
 *    reach the listed Z;
 *  - random key pairs on every curve (SM2's too): both sides agree, uncompressed and
 *    compressed points, every field implementation; a peer of another curve
 *    is CAIRN_ERR_INVALID_KEY.
 * On a bare-metal port the Wycheproof files are subsampled (every
 * SUBSAMPLE-th case); the host runs every case.
 */
#include <stdlib.h>
#include <string.h>

#include "cairn/ec.h"
#include "ec/ec_internal.h"
#include "ec/ec_key_internal.h"
#include "json.h"
#include "testutil.h"

#if CAIRN_HOSTED
#define SUBSAMPLE 1
#else
#define SUBSAMPLE 3
#endif

static const cairn_ec_curve curves[] = {CAIRN_EC_P256,           CAIRN_EC_P384,           CAIRN_EC_P521,
                                        CAIRN_EC_BRAINPOOLP256R1, CAIRN_EC_BRAINPOOLP384R1, CAIRN_EC_BRAINPOOLP512R1,
                                        CAIRN_EC_SM2};
/* The curves this build has (include/cairn/config.h's CAIRN_ENABLE_EC_*): a
 * curve left out is not run. ALL_NIST, ALL_BRAINPOOL: the build has all
 * three of the family (else the vectors of the ones left out are passed over). */
#define ALL_NIST (CAIRN_ENABLE_EC_P256 && CAIRN_ENABLE_EC_P384 && CAIRN_ENABLE_EC_P521)
#define ALL_BRAINPOOL (CAIRN_ENABLE_EC_BP256 && CAIRN_ENABLE_EC_BP384 && CAIRN_ENABLE_EC_BP512)
static const int curve_on[] = {CAIRN_ENABLE_EC_P256,  CAIRN_ENABLE_EC_P384,  CAIRN_ENABLE_EC_P521,
                               CAIRN_ENABLE_EC_BP256, CAIRN_ENABLE_EC_BP384, CAIRN_ENABLE_EC_BP512,
                               CAIRN_ENABLE_EC_SM2};
#define NCURVES (sizeof curves / sizeof curves[0])

/* ---------------------------------------------------------------- helpers */

/* Big-endian hex of any length (odd too, leading zeros allowed) into exactly
 * len bytes. 0 on success, -1 for bad hex or a value that needs more bytes. */
static int hex_fixed(const char *hex, uint8_t *out, size_t len)
{
    size_t n, i, j;
    if (hex == NULL)
        return -1;
    n = strlen(hex);
    memset(out, 0, len);
    for (i = 0; i < n; i++) {
        char ch = hex[n - 1 - i];
        unsigned v;
        if (ch >= '0' && ch <= '9')
            v = (unsigned)(ch - '0');
        else if (ch >= 'a' && ch <= 'f')
            v = (unsigned)(ch - 'a' + 10);
        else if (ch >= 'A' && ch <= 'F')
            v = (unsigned)(ch - 'A' + 10);
        else
            return -1;
        j = i / 2;
        if (j >= len) {
            if (v != 0)
                return -1;
            continue;
        }
        out[len - 1 - j] |= (uint8_t)(i & 1 ? v << 4 : v);
    }
    return 0;
}

static uint8_t *unhex_or_fail(const char *h, size_t *len, const char *what)
{
    uint8_t *p = h ? tu_unhex(h, len) : NULL;
    if (!p) {
        CHECK(0, "%s: missing or bad hex", what);
        *len = 0;
    }
    return p;
}

static int prng_rng(void *state, uint8_t *out, size_t len)
{
    tu_prng_fill((tu_prng *)state, out, len);
    return CAIRN_OK;
}

/* A private key from a big-endian hex scalar (any length). */
static int priv_hex(cairn_ec_private_key *key, cairn_ec_curve curve, const char *hex)
{
    uint8_t d[CAIRN_EC_MAX_BYTES];
    size_t b = cairn_ec_curve_bytes(curve);
    if (hex_fixed(hex, d, b) != 0)
        return CAIRN_ERR_BAD_LENGTH;
    return cairn_ec_private_key_import(key, curve, d, b);
}

/* A public key from hex coordinates: -1 when a coordinate does not fit the
 * curve's length (then no encoding exists), else the import's status. */
static int pub_hex(cairn_ec_public_key *pub, cairn_ec_curve curve, const char *qx, const char *qy)
{
    uint8_t pt[CAIRN_EC_MAX_POINT_LEN];
    size_t b = cairn_ec_curve_bytes(curve);
    pt[0] = 0x04;
    if (hex_fixed(qx, pt + 1, b) != 0 || hex_fixed(qy, pt + 1 + b, b) != 0)
        return -1;
    return cairn_ec_public_key_import(pub, curve, pt, 1 + 2 * b);
}

typedef struct {
    unsigned long valid, invalid, acceptable, skipped;
} counts;

static void print_counts(const char *rel, const counts *c)
{
    printf("%-52s %4lu valid accepted, %4lu invalid rejected, %3lu acceptable, %4lu skipped\n", rel, c->valid,
           c->invalid, c->acceptable, c->skipped);
}

/* 1 when two public keys hold the same point (compared through export). */
static int same_pub(const cairn_ec_public_key *a, const cairn_ec_public_key *b)
{
    uint8_t pa[CAIRN_EC_MAX_POINT_LEN], pb[CAIRN_EC_MAX_POINT_LEN];
    size_t la = 0, lb = 0;
    if (cairn_ec_public_key_export(a, 0, pa, sizeof pa, &la) != CAIRN_OK ||
        cairn_ec_public_key_export(b, 0, pb, sizeof pb, &lb) != CAIRN_OK)
        return 0;
    return la == lb && memcmp(pa, pb, la) == 0;
}

/* 1 when p[0..len) is all zeros. */
/* ----------------------------------------------- Wycheproof ecpoint files */

static void wy_ecpoint(const char *rel)
{
    json_value *doc = json_load_vector(rel);
    const json_value *groups = json_get(doc, "testGroups");
    counts c = {0, 0, 0, 0};
    size_t g, i;
    unsigned long seen = 0;
    if (!doc)
        return;
    for (g = 0; g < json_len(groups); g++) {
        const json_value *grp = json_at(groups, g), *tests = json_get(grp, "tests");
        cairn_ec_curve curve;
        size_t b;
        if (!CHECK(cairn_ec_curve_lookup(&curve, json_get_str(grp, "curve")) == CAIRN_OK, "%s: curve", rel))
            continue;
        b = cairn_ec_curve_bytes(curve);
        for (i = 0; i < json_len(tests); i++) {
            const json_value *t = json_at(tests, i);
            const char *result = json_get_str(t, "result");
            long id = json_get_int(t, "tcId", -1);
            cairn_ec_private_key key;
            cairn_ec_public_key peer;
            uint8_t shared[CAIRN_EC_MAX_BYTES + 8], want[CAIRN_EC_MAX_BYTES];
            size_t pl, sl = 123;
            uint8_t *pt;
            int rc, ok;
            if (seen++ % SUBSAMPLE != 0) {
                c.skipped++;
                continue;
            }
            if (!CHECK(result != NULL, "%s tcId %ld: no result", rel, id))
                continue;
            if (!CHECK_RC(priv_hex(&key, curve, json_get_str(t, "private")), CAIRN_OK, "Wycheproof private key"))
                continue;
            pt = unhex_or_fail(json_get_str(t, "public"), &pl, rel);
            if (!pt)
                continue;
            memset(shared, 0xaa, sizeof shared);
            rc = cairn_ecdh_point(&key, pt, pl, shared, sizeof shared, &sl);
            if (strcmp(result, "invalid") == 0) {
                ok = CHECK_RC(rc, CAIRN_ERR_INVALID_POINT, rel);
                ok &= CHECK(sl == 0 && tu_all_zero(shared, b), "%s tcId %ld: output not cleared", rel, id);
                ok &= CHECK_RC(cairn_ec_public_key_import(&peer, curve, pt, pl), CAIRN_ERR_INVALID_POINT, rel);
                if (ok)
                    c.invalid++;
                else
                    fprintf(stderr, "  %s tcId %ld: invalid point accepted\n", rel, id);
            } else {
                /* valid, or acceptable: a compressed point, which cairn decodes */
                ok = CHECK(hex_fixed(json_get_str(t, "shared"), want, b) == 0, "%s: shared hex", rel);
                ok &= CHECK_RC(rc, CAIRN_OK, rel);
                ok &= CHECK(sl == b && memcmp(shared, want, b) == 0, "%s tcId %ld: shared secret differs", rel, id);
                ok &= CHECK_RC(cairn_ec_public_key_import(&peer, curve, pt, pl), CAIRN_OK, rel);
                sl = 0;
                ok &= CHECK_RC(cairn_ecdh(&key, &peer, shared, b, &sl), CAIRN_OK, rel);
                ok &= CHECK(sl == b && memcmp(shared, want, b) == 0, "%s tcId %ld: key-object form differs", rel, id);
                if (strcmp(result, "acceptable") == 0) {
                    CHECK(json_array_has_str(json_get(t, "flags"), "CompressedPublic"),
                          "%s tcId %ld: acceptable case without a rule", rel, id);
                    c.acceptable += (unsigned long)ok;
                } else {
                    c.valid += (unsigned long)ok;
                }
                if (!ok)
                    fprintf(stderr, "  %s tcId %ld: %s case failed\n", rel, id, result);
            }
            free(pt);
        }
    }
    print_counts(rel, &c);
    /* every case of the file counted once (a failed one is not: it fails
     * here too); skipped is the subsampling only */
    json_wycheproof_counted(doc, rel, c.valid + c.invalid + c.acceptable + c.skipped);
    CHECK(c.valid + c.invalid + c.acceptable > 0, "%s: no case ran", rel);
    json_free(doc);
}

/* ---------------------------------------------------------------- CAVP KAS */

static void cavp_kas(void)
{
    static const char *const names[] = {"dsCAVS", "QsCAVSx", "QsCAVSy", "dsIUT", "QsIUTx", "QsIUTy", "Z", "Result"};
    const char *rel = "nist-cavp/kas/KASValidityTest_ECCStaticUnified_NOKC_ZZOnly_init.fax";
    FILE *f = tu_open_vector(rel);
    cairn_ec_curve curve = (cairn_ec_curve)0;
    unsigned long pass = 0, fail = 0, other = 0, left_out = 0;
    char *line, *k, *v, *fld[8];
    int i;
    if (!f)
        return;
    memset(fld, 0, sizeof fld);
    while ((line = tu_getline(f)) != NULL) {
        if (line[0] == '[') {
            /* "[EC - SHA256]": EC = P-256, ED = P-384, EE = P-521 (the header's parameter sets) */
            if (strchr(line, '-') != NULL)
                curve = strncmp(line, "[EC ", 4) == 0   ? CAIRN_EC_P256
                        : strncmp(line, "[ED ", 4) == 0 ? CAIRN_EC_P384
                        : strncmp(line, "[EE ", 4) == 0 ? CAIRN_EC_P521
                                                        : (cairn_ec_curve)0;
            continue;
        }
        if (!tu_split_kv(line, &k, &v) || line[0] == '#')
            continue;
        for (i = 0; i < 8 && strcmp(k, names[i]) != 0; i++)
            ;
        if (i == 8)
            continue;
        free(fld[i]);
        fld[i] = malloc(strlen(v) + 1);
        if (!fld[i])
            abort();
        strcpy(fld[i], v);
        if (i != 7)
            continue;
        if (curve == 0) {
            other++;
            continue;
        }
        if (cairn_ec_curve_bytes(curve) == 0 && !ALL_NIST) {
            left_out++; /* a curve this build leaves out */
            continue;
        }
        {
            cairn_ec_private_key iut;
            cairn_ec_public_key cavs_pub, iut_pub, iut_derived;
            size_t b = cairn_ec_curve_bytes(curve), zl = 0;
            uint8_t z[CAIRN_EC_MAX_BYTES], zwant[CAIRN_EC_MAX_BYTES];
            int reason = -1, want_pass = fld[7][0] == 'P', rc;
            /* the record's own reason number, "F (n - ...)" */
            int file_reason = atoi(strchr(fld[7], '(') != NULL ? strchr(fld[7], '(') + 1 : "0");
            CHECK(hex_fixed(fld[6], zwant, b) == 0, "KAS Z hex");
            rc = pub_hex(&cavs_pub, curve, fld[1], fld[2]);
            if (rc != CAIRN_OK)
                reason = 1; /* the CAVS point (1: x, 2: y out of order; same check here) */
            if (reason < 0 && pub_hex(&iut_pub, curve, fld[4], fld[5]) != CAIRN_OK)
                reason = 5;
            if (reason < 0) {
                /* a changed d may leave [1, n - 1] (refused at import) or give another point */
                rc = priv_hex(&iut, curve, fld[3]);
                CHECK(rc == CAIRN_OK || rc == CAIRN_ERR_INVALID_KEY, "KAS dsIUT: status %d", rc);
                if (rc != CAIRN_OK)
                    reason = 7;
                else if (cairn_ec_public_key_from_private(&iut_derived, &iut) != CAIRN_OK ||
                         !same_pub(&iut_derived, &iut_pub))
                    reason = 7;
            }
            if (reason < 0) {
                CHECK_RC(cairn_ecdh(&iut, &cavs_pub, z, sizeof z, &zl), CAIRN_OK, "KAS ECDH");
                if (zl != b || memcmp(z, zwant, b) != 0)
                    reason = 8;
            }
            if (want_pass) {
                if (CHECK(reason < 0, "KAS %s: refused (reason %d)", cairn_ec_curve_name(curve), reason))
                    pass++;
            } else {
                /* reasons 1/2 and 5/6 are the x or y of the same point */
                int same =
                    reason == file_reason || (reason == 1 && file_reason == 2) || (reason == 5 && file_reason == 6);
                if (CHECK(same, "KAS %s: %s, cairn's reason %d", cairn_ec_curve_name(curve), fld[7], reason))
                    fail++;
            }
        }
    }
    fclose(f);
    for (i = 0; i < 8; i++)
        free(fld[i]);
    printf("%-52s %4lu P agreed, %4lu F refused for the file's reason, %lu on P-192/P-224 skipped\n", "CAVP KAS ECC",
           pass, fail, other);
    /* the file holds 150 records, 30 per parameter set EA..EE (18 P, 12 F);
     * EC, ED, EE (P-256, P-384, P-521) are cairn's: 54 P and 36 F */
    if (ALL_NIST)
        CHECK(pass == 54 && fail == 36 && other == 60, "%s: %lu P, %lu F, %lu skipped records (want 54, 36, 60)",
              rel, pass, fail, other);
    else /* (18 P and 12 F records for each of the curves this build has) */
        CHECK(pass + fail + left_out == 90 && other == 60 && pass * 2 == fail * 3,
              "%s: %lu P, %lu F, %lu on curves left out, %lu skipped records", rel, pass, fail, left_out, other);
    if (other)
        tu_skip("CAVP KAS ECC: P-192 and P-224 sections (not in cairn)");
}

/* ------------------------------------------- pyca brainpool (RFC 7027) */

/* Records of "key = value" lines ending at a blank line: curve, dA, x_qA,
 * y_qA, dB, x_qB, y_qB, x_Z, y_Z. Both public keys must be d G, both sides
 * must reach x_Z. */
static void pyca_brainpool(void)
{
    static const char *const names[] = {"curve", "dA", "x_qA", "y_qA", "dB", "x_qB", "y_qB", "x_Z"};
    char *val[8] = {NULL};
    FILE *f = tu_open_vector("pyca/ecdh/brainpool.txt");
    char *line;
    size_t i, n = 0, done = 0, left_out = 0;
    int rc;
    if (f == NULL)
        return;
    for (;;) {
        char *k, *v;
        line = tu_getline(f);
        if (line != NULL && tu_split_kv(line, &k, &v)) {
            for (i = 0; i < 8; i++)
                if (strcmp(k, names[i]) == 0) {
                    free(val[i]);
                    val[i] = malloc(strlen(v) + 1);
                    if (val[i] != NULL)
                        memcpy(val[i], v, strlen(v) + 1);
                }
            continue;
        }
        if (val[0] != NULL) {
            cairn_ec_curve curve;
            cairn_ec_private_key a, b;
            cairn_ec_public_key qa, qb, pa, pb;
            uint8_t z[CAIRN_EC_MAX_BYTES], s1[CAIRN_EC_MAX_BYTES], s2[CAIRN_EC_MAX_BYTES];
            size_t l1 = 0, l2 = 0, bytes;
            int complete = 1;
            for (i = 1; i < 8; i++)
                complete &= val[i] != NULL;
            n++;
            rc = cairn_ec_curve_lookup(&curve, val[0]);
            if (rc == CAIRN_ERR_UNSUPPORTED && !ALL_BRAINPOOL)
                left_out++; /* a curve this build leaves out */
            else if (CHECK(complete, "pyca brainpool record %zu incomplete", n) && CHECK_RC(rc, CAIRN_OK, val[0])) {
                bytes = cairn_ec_curve_bytes(curve);
                CHECK_RC(priv_hex(&a, curve, val[1]), CAIRN_OK, "pyca dA");
                CHECK_RC(pub_hex(&qa, curve, val[2], val[3]), CAIRN_OK, "pyca qA");
                CHECK_RC(priv_hex(&b, curve, val[4]), CAIRN_OK, "pyca dB");
                CHECK_RC(pub_hex(&qb, curve, val[5], val[6]), CAIRN_OK, "pyca qB");
                CHECK(hex_fixed(val[7], z, bytes) == 0, "pyca x_Z");
                CHECK_RC(cairn_ec_public_key_from_private(&pa, &a), CAIRN_OK, "pyca public A");
                CHECK_RC(cairn_ec_public_key_from_private(&pb, &b), CAIRN_OK, "pyca public B");
                CHECK(same_pub(&pa, &qa) && same_pub(&pb, &qb), "%s: RFC 7027 public keys are d G", val[0]);
                CHECK_RC(cairn_ecdh(&a, &qb, s1, sizeof s1, &l1), CAIRN_OK, "pyca ecdh A");
                CHECK_RC(cairn_ecdh(&b, &qa, s2, sizeof s2, &l2), CAIRN_OK, "pyca ecdh B");
                if (CHECK(l1 == bytes && l2 == bytes && memcmp(s1, z, bytes) == 0 && memcmp(s2, z, bytes) == 0,
                          "%s: RFC 7027 shared secret", val[0]))
                    done++;
            }
            for (i = 0; i < 8; i++) {
                free(val[i]);
                val[i] = NULL;
            }
        }
        if (line == NULL)
            break;
    }
    fclose(f);
    CHECK(n == 3, "pyca brainpool: %zu records, want 3", n);
    printf("pyca/ecdh/brainpool.txt (RFC 7027): %zu of %zu exchanges match (%zu on curves left out of the build)\n",
           done, n, left_out);
}

/* ----------------------------------------------------- random key pairs */

static void test_random(tu_prng *r)
{
    size_t ci, round, i;
    unsigned long n = 0;
    for (ci = 0; ci < NCURVES; ci++) {
        cairn_ec_curve curve = curves[ci];
        const cairn_ec_curve_def *c = cairn_ec_curve_get(curve);
        size_t b = cairn_ec_curve_bytes(curve), oi = (ci + 1) % NCURVES;
        if (!curve_on[ci])
            continue;
        while (!curve_on[oi]) /* the next curve of the build (ci itself in a build of one curve) */
            oi = (oi + 1) % NCURVES;
        for (round = 0; round < 3; round++) {
            cairn_ec_private_key a, bk, other;
            cairn_ec_public_key pa, pb, po;
            uint8_t s1[CAIRN_EC_MAX_BYTES], s2[CAIRN_EC_MAX_BYTES], s3[CAIRN_EC_MAX_BYTES];
            uint8_t pt[CAIRN_EC_MAX_POINT_LEN], cpt[CAIRN_EC_MAX_POINT_LEN];
            size_t l1 = 0, l2 = 0, l3 = 0, pl = 0, cl = 0;
            CHECK_RC(cairn_ec_private_key_generate(&a, curve, prng_rng, r), CAIRN_OK, "generate a");
            CHECK_RC(cairn_ec_private_key_generate(&bk, curve, prng_rng, r), CAIRN_OK, "generate b");
            CHECK_RC(cairn_ec_public_key_from_private(&pa, &a), CAIRN_OK, "public a");
            CHECK_RC(cairn_ec_public_key_from_private(&pb, &bk), CAIRN_OK, "public b");
            CHECK_RC(cairn_ecdh(&a, &pb, s1, sizeof s1, &l1), CAIRN_OK, "ecdh a");
            CHECK_RC(cairn_ecdh(&bk, &pa, s2, sizeof s2, &l2), CAIRN_OK, "ecdh b");
            CHECK(l1 == b && l2 == b && memcmp(s1, s2, b) == 0, "%s: the two sides differ", cairn_ec_curve_name(curve));
            CHECK_RC(cairn_ec_public_key_export(&pb, 0, pt, sizeof pt, &pl), CAIRN_OK, "export");
            CHECK_RC(cairn_ec_public_key_export(&pb, 1, cpt, sizeof cpt, &cl), CAIRN_OK, "export compressed");
            CHECK_RC(cairn_ecdh_point(&a, pt, pl, s3, sizeof s3, &l3), CAIRN_OK, "ecdh point");
            CHECK(l3 == b && memcmp(s1, s3, b) == 0, "point form differs");
            CHECK_RC(cairn_ecdh_point(&a, cpt, cl, s3, sizeof s3, &l3), CAIRN_OK, "ecdh compressed");
            CHECK(l3 == b && memcmp(s1, s3, b) == 0, "compressed point form differs");
            /* every field implementation */
            for (i = 0; c->impls[i] != NULL; i++) {
                if (!cairn_impl_usable(c->impls[i]))
                    continue;
                memset(s3, 0, sizeof s3);
                CHECK_RC(cairn_ecdh_point_ex(&a, cpt, cl, s3, sizeof s3, &l3, c->impls[i]), CAIRN_OK,
                         c->impls[i]->name);
                CHECK(l3 == b && memcmp(s1, s3, b) == 0, "%s field %s: shared secret differs",
                      cairn_ec_curve_name(curve), c->impls[i]->name);
                CHECK_RC(cairn_ecdh_ex(&bk, &pa, s3, sizeof s3, &l3, c->impls[i]), CAIRN_OK, c->impls[i]->name);
                CHECK(l3 == b && memcmp(s1, s3, b) == 0, "%s field %s: shared secret differs",
                      cairn_ec_curve_name(curve), c->impls[i]->name);
            }
            /* a peer of another curve */
            if (oi != ci) {
                CHECK_RC(cairn_ec_private_key_generate(&other, curves[oi], prng_rng, r), CAIRN_OK, "generate other");
                CHECK_RC(cairn_ec_public_key_from_private(&po, &other), CAIRN_OK, "public other");
                memset(s3, 0x55, sizeof s3);
                CHECK_RC(cairn_ecdh(&a, &po, s3, sizeof s3, &l3), CAIRN_ERR_INVALID_KEY, "peer of another curve");
                CHECK(l3 == 0 && tu_all_zero(s3, b), "another curve: output not cleared");
            }
            /* an off-curve point */
            pt[pl - 1] ^= 1;
            memset(s3, 0x55, sizeof s3);
            CHECK_RC(cairn_ecdh_point(&a, pt, pl, s3, sizeof s3, &l3), CAIRN_ERR_INVALID_POINT, "off-curve point");
            CHECK(l3 == 0 && tu_all_zero(s3, b), "off-curve: output not cleared");
            n++;
        }
    }
    printf("random key pairs: %lu exchanges agree on both sides, in every point form and field implementation\n", n);
}

int main(void)
{
    tu_prng r;
    size_t i;
    static const char *const files[] = {"wycheproof/ecdh_secp256r1_ecpoint_test.json",
                                        "wycheproof/ecdh_secp384r1_ecpoint_test.json",
                                        "wycheproof/ecdh_secp521r1_ecpoint_test.json"};
    /* their curves in this build (CAIRN_ENABLE_EC_*): a file of a curve left out is not read */
    static const int on[] = {CAIRN_ENABLE_EC_P256, CAIRN_ENABLE_EC_P384, CAIRN_ENABLE_EC_P521};
    tu_prng_seed(&r, tu_seed(0xecd4));
    test_random(&r);
    if (SUBSAMPLE > 1)
        tu_skip("Wycheproof ECDH: a subsample of the cases on this target (the host runs all)");
    for (i = 0; i < sizeof files / sizeof files[0]; i++)
        if (on[i])
            wy_ecpoint(files[i]);
    cavp_kas();
    pyca_brainpool();
    return tu_finish("test_ecdh");
}
