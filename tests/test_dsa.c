/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * DSA (cairn/dsa.h, src/pk/dsa*.c):
 *  - RFC 6979 appendix A.2.1 and A.2.2 (tests/dsa_rfc6979_vectors.h): the
 *    key's y, the deterministic k and the signature of each (hash, message),
 *    in both encodings, verified (k: the first candidate in [1, q - 1],
 *    which for some cases is RFC 6979's second);
 *  - CAVP SigGen (nist-cavp/dsa/SigGen.txt): every (L, N, hash), the key's
 *    Y from X and the signature with the file's K; SigVer.rsp: each verdict,
 *    a failing record refused (its Y, when refused, at import);
 *  - every Wycheproof dsa_* file (DER and P1363): valid cases verify,
 *    invalid ones do not, acceptable ones (BER leftovers) are refused by the
 *    strict decoder;
 *    (on a bare-metal port every SUBSAMPLE-th record and case);
 *  - random keys for the descriptors' parameters: sign and verify, hedged
 *    signatures differ and verify, a flipped bit of the message or of the
 *    signature, r or s out of range are refused; parameters and keys that
 *    fail the import checks.
 */
#include <stdlib.h>
#include <string.h>

#include "cairn/dsa.h"
#include "cairn/hash.h"
#include "cairn/pk.h"
#include "dsa_rfc6979_vectors.h"
#include "json.h"
#include "pk/dsa_internal.h"
#include "testutil.h"

#define MAXB 512

/* On a bare-metal port the file-driven parts run every SUBSAMPLE-th case
 * (emulated time); the host runs every case. */
#if CAIRN_HOSTED
#define SUBSAMPLE 1
#else
#define SUBSAMPLE 4
#endif

static tu_prng prng;

static int prng_rng(void *state, uint8_t *out, size_t len)
{
    (void)state;
    tu_prng_fill(&prng, out, len);
    return 0;
}

typedef struct buf {
    uint8_t b[MAXB + 8];
    size_t len;
} buf;

/* hex of any length (odd too) into b, big-endian; 0 for bad hex */
static int hex_of(buf *v, const char *hex)
{
    size_t n, i;
    char tmp[2 * (MAXB + 8) + 2];
    if (hex == NULL || (n = strlen(hex)) + 2 > sizeof tmp)
        return 0;
    i = n & 1;
    tmp[0] = '0';
    memcpy(tmp + i, hex, n + 1);
    v->len = (n + i) / 2;
    return tu_unhex_into(v->b, sizeof v->b, tmp) == (long)v->len;
}

static const cairn_hash *hash_named(const char *name)
{
    const cairn_hash *h = NULL;
    return cairn_hash_lookup(&h, name) == CAIRN_OK ? h : NULL;
}

/* ----------------------------------------------------------- RFC 6979 */

static void test_rfc6979(void)
{
    size_t i, j;
    for (i = 0; i < sizeof rfc6979_dsa_keys / sizeof rfc6979_dsa_keys[0]; i++) {
        const rfc6979_dsa_key *t = &rfc6979_dsa_keys[i];
        buf p, q, g, x, y, out;
        cairn_dsa_components c;
        cairn_dsa_private_key key;
        cairn_dsa_public_key pub;
        size_t len;
        if (!CHECK(hex_of(&p, t->p) && hex_of(&q, t->q) && hex_of(&g, t->g) && hex_of(&x, t->x) && hex_of(&y, t->y),
                   "RFC 6979 %s: hex", t->name))
            continue;
        memset(&c, 0, sizeof c);
        c.p = p.b, c.p_len = p.len, c.q = q.b, c.q_len = q.len, c.g = g.b, c.g_len = g.len, c.x = x.b, c.x_len = x.len;
        if (!CHECK_RC(cairn_dsa_private_key_import(&key, &c), CAIRN_OK, "RFC 6979 key"))
            continue;
        CHECK(cairn_dsa_private_key_export(&key, CAIRN_DSA_Y, out.b, sizeof out.b, &len) == CAIRN_OK && len == y.len &&
                  memcmp(out.b, y.b, len) == 0,
              "RFC 6979 %s: y", t->name);
        CHECK_RC(cairn_dsa_public_key_from_private(&pub, &key), CAIRN_OK, "public half");
        for (j = 0; t->sigs[j].hash != NULL; j++) {
            const rfc6979_dsa_sig *s = &t->sigs[j];
            const cairn_hash *h = hash_named(s->hash);
            buf k, r, sv;
            uint8_t dig[64], kk[32], sig[2 * 32 + 8], der[80];
            size_t siglen, derlen;
            if (!tu_hash_in_build(s->hash))
                continue;
            if (!CHECK(h != NULL && hex_of(&k, s->k) && hex_of(&r, s->r) && hex_of(&sv, s->s), "RFC 6979 case"))
                continue;
            CHECK(cairn_hash_digest(h, dig, h->digest_len, (const uint8_t *)s->msg, strlen(s->msg)) == CAIRN_OK,
                  "digest");
            CHECK(cairn_dsa_rfc6979_nonce(&key, h, dig, h->digest_len, NULL, 0, kk) == CAIRN_OK &&
                      memcmp(kk, k.b, k.len) == 0,
                  "RFC 6979 %s %s %s: k", t->name, s->hash, s->msg);
            CHECK_RC(cairn_dsa_sign(&key, h, CAIRN_DSA_P1363, (const uint8_t *)s->msg, strlen(s->msg), sig, sizeof sig,
                                    &siglen, NULL, NULL),
                     CAIRN_OK, "RFC 6979 sign");
            CHECK(siglen == 2 * q.len && memcmp(sig, r.b, q.len) == 0 && memcmp(sig + q.len, sv.b, q.len) == 0,
                  "RFC 6979 %s %s %s: (r, s)", t->name, s->hash, s->msg);
            CHECK_RC(cairn_dsa_verify(&pub, h, CAIRN_DSA_P1363, (const uint8_t *)s->msg, strlen(s->msg), sig, siglen),
                     CAIRN_OK, "RFC 6979 verify");
            CHECK_RC(cairn_dsa_sign(&key, h, CAIRN_DSA_DER, (const uint8_t *)s->msg, strlen(s->msg), der, sizeof der,
                                    &derlen, NULL, NULL),
                     CAIRN_OK, "RFC 6979 sign DER");
            CHECK_RC(cairn_dsa_verify(&pub, h, CAIRN_DSA_DER, (const uint8_t *)s->msg, strlen(s->msg), der, derlen),
                     CAIRN_OK, "RFC 6979 verify DER");
            CHECK_RC(cairn_dsa_verify(&pub, h, CAIRN_DSA_P1363, (const uint8_t *)"tesT", 4, sig, siglen),
                     CAIRN_ERR_BAD_SIGNATURE, "RFC 6979 other message");
        }
        cairn_dsa_private_key_wipe(&key);
    }
}

/* ---------------------------------------------------------------- CAVP */

/* "[mod = L=2048, N=224, SHA-256]" -> the hash; NULL with *absent set for
 * a hash this build leaves out */
static const cairn_hash *mod_hash(const char *line, int *absent)
{
    const char *s = strstr(line, "SHA-");
    char name[16];
    size_t n = 0;
    if (s == NULL)
        return NULL;
    while (s[n] != ']' && s[n] != '\0' && n + 1 < sizeof name) {
        name[n] = s[n];
        n++;
    }
    name[n] = '\0';
    *absent = !tu_hash_in_build(name);
    return *absent ? NULL : hash_named(name);
}

static void cavp(const char *file, int siggen)
{
    FILE *f = tu_open_vector(file);
    char *line, *k, *v;
    buf p = {{0}, 0}, q = {{0}, 0}, g = {{0}, 0}, msg = {{0}, 0}, x = {{0}, 0}, y = {{0}, 0}, kk = {{0}, 0},
        r = {{0}, 0}, s = {{0}, 0};
    const cairn_hash *h = NULL;
    size_t done = 0, refused = 0, skipped_size = 0, record = 0, passed = 0, skipped_hash = 0;
    int absent = 0;
    if (f == NULL)
        return;
    while ((line = tu_getline(f)) != NULL) {
        if (line[0] == '[') {
            h = mod_hash(line, &absent);
            CHECK(h != NULL || absent, "%s: hash of %s", file, line);
            continue;
        }
        if (!tu_split_kv(line, &k, &v))
            continue;
        if (strcmp(k, "P") == 0)
            hex_of(&p, v);
        else if (strcmp(k, "Q") == 0)
            hex_of(&q, v);
        else if (strcmp(k, "G") == 0)
            hex_of(&g, v);
        else if (strcmp(k, "Msg") == 0)
            hex_of(&msg, v);
        else if (strcmp(k, "X") == 0)
            hex_of(&x, v);
        else if (strcmp(k, "Y") == 0)
            hex_of(&y, v);
        else if (strcmp(k, "K") == 0)
            hex_of(&kk, v);
        else if (strcmp(k, "R") == 0)
            hex_of(&r, v);
        else if (strcmp(k, "S") == 0 || strcmp(k, "Result") == 0) {
            cairn_dsa_components c;
            cairn_dsa_private_key key;
            cairn_dsa_public_key pub;
            uint8_t dig[64], sig[80], rs[64];
            size_t siglen, n;
            int rc;
            if (strcmp(k, "S") == 0) {
                hex_of(&s, v);
                if (!siggen)
                    continue;
            }
            if (h == NULL) {
                skipped_hash += absent; /* (a section of a hash left out of the build) */
                continue;
            }
            if (record++ % SUBSAMPLE != 0) {
                done++;
                continue;
            }
            memset(&c, 0, sizeof c);
            c.p = p.b, c.p_len = p.len, c.q = q.b, c.q_len = q.len, c.g = g.b, c.g_len = g.len;
            c.x = x.b, c.x_len = x.len, c.y = y.b, c.y_len = y.len;
            if (p.len * 8 > CAIRN_DSA_MAX_BITS) {
                CHECK_RC(cairn_dsa_public_key_import(&pub, &c), CAIRN_ERR_BAD_LENGTH, "size above the build's");
                skipped_size++;
                continue;
            }
            CHECK(cairn_hash_digest(h, dig, h->digest_len, msg.b, msg.len) == CAIRN_OK, "digest");
            n = q.len;
            memset(rs, 0, sizeof rs);
            memcpy(rs + n - r.len, r.b, r.len);
            memcpy(rs + 2 * n - s.len, s.b, s.len);
            if (siggen) {
                /* the key: y from x, and the file's y given to be checked */
                if (!CHECK_RC(cairn_dsa_private_key_import(&key, &c), CAIRN_OK, "SigGen key"))
                    continue;
                rc = cairn_dsa_sign_digest_k(&key, CAIRN_DSA_P1363, dig, h->digest_len, kk.b, kk.len, sig, sizeof sig,
                                             &siglen);
                CHECK(rc == CAIRN_OK && siglen == 2 * n && memcmp(sig, rs, 2 * n) == 0, "SigGen %s: (r, s)", h->name);
                CHECK_RC(cairn_dsa_public_key_from_private(&pub, &key), CAIRN_OK, "public");
                CHECK_RC(cairn_dsa_verify_digest(&pub, CAIRN_DSA_P1363, dig, h->digest_len, rs, 2 * n), CAIRN_OK,
                         "SigGen verify");
                cairn_dsa_private_key_wipe(&key);
                done++;
            } else {
                /* "P", or "F (n - what changed)": 1 Msg, 2 Y, 3 R, 4 S */
                int want = v[0] == 'P', reason = strchr(v, '(') != NULL ? atoi(strchr(v, '(') + 1) : 0;
                CHECK(want || (v[0] == 'F' && reason >= 1 && reason <= 4), "SigVer: Result = %s", v);
                c.x = NULL, c.x_len = 0;
                rc = cairn_dsa_public_key_import(&pub, &c);
                if (rc != CAIRN_OK)
                    /* only a changed Y may fail the import's checks (not in
                     * the subgroup): CAIRN_ERR_INVALID_KEY, cairn/dsa.h */
                    CHECK(!want && reason == 2 && rc == CAIRN_ERR_INVALID_KEY, "SigVer %s: %s, key import %d", h->name,
                          v, rc);
                else {
                    /* past the import, cairn/dsa.h documents CAIRN_ERR_BAD_SIGNATURE */
                    rc = cairn_dsa_verify_digest(&pub, CAIRN_DSA_P1363, dig, h->digest_len, rs, 2 * n);
                    CHECK(rc == (want ? CAIRN_OK : CAIRN_ERR_BAD_SIGNATURE), "SigVer %s: %s, got %d", h->name, v, rc);
                }
                refused += !want;
                passed += want;
                done++;
            }
        }
    }
    fclose(f);
    CHECK(done + skipped_size + skipped_hash == 300,
          "%s: 300 records (%zu run, %zu above the build's size, %zu on hashes left out)", file, done, skipped_size,
          skipped_hash);
    if (!siggen)
        CHECK(refused > 0, "SigVer has failing records");
    /* SigVer.rsp: 140 P and 160 F records (40 for each of the four reasons) */
    if (!siggen && SUBSAMPLE == 1 && skipped_size == 0 && skipped_hash == 0)
        CHECK(passed == 140 && refused == 160, "%s: %zu P and %zu F records (want 140, 160)", file, passed, refused);
}

/* ------------------------------------------------------------ Wycheproof */

static const char *const wp_files[] = {
    "wycheproof/dsa_2048_224_sha224_test.json", "wycheproof/dsa_2048_224_sha224_p1363_test.json",
    "wycheproof/dsa_2048_224_sha256_test.json", "wycheproof/dsa_2048_224_sha256_p1363_test.json",
    "wycheproof/dsa_2048_256_sha256_test.json", "wycheproof/dsa_2048_256_sha256_p1363_test.json",
    "wycheproof/dsa_3072_256_sha256_test.json", "wycheproof/dsa_3072_256_sha256_p1363_test.json",
};

/* The group's publicKeyDer and publicKeyPem give the key of its
 * components; cairn's own encodings of it are the file's. */
static void key_formats(const json_value *grp, const cairn_dsa_public_key *want, const char *file)
{
    const char *pem = json_get_str(grp, "publicKeyPem");
    size_t derlen = 0, len = 0, yl[2];
    uint8_t *der =
        tu_unhex(json_get_str(grp, "publicKeyDer") != NULL ? json_get_str(grp, "publicKeyDer") : "x", &derlen);
    uint8_t out[CAIRN_DSA_DER_MAX], y[2][512];
    char pout[CAIRN_DSA_PEM_MAX];
    cairn_dsa_public_key k;
    if (!CHECK(der != NULL && pem != NULL, "%s: key encodings", file)) {
        free(der);
        return;
    }
    CHECK(cairn_dsa_public_key_export(want, CAIRN_DSA_Y, y[0], sizeof y[0], &yl[0]) == CAIRN_OK, "y");
    if (CHECK_RC(cairn_dsa_public_key_from_der(&k, der, derlen), CAIRN_OK, "SubjectPublicKeyInfo"))
        CHECK(cairn_dsa_public_key_export(&k, CAIRN_DSA_Y, y[1], sizeof y[1], &yl[1]) == CAIRN_OK && yl[0] == yl[1] &&
                  memcmp(y[0], y[1], yl[0]) == 0,
              "%s: the DER key's y", file);
    CHECK(cairn_dsa_public_key_to_der(&k, out, sizeof out, &len) == CAIRN_OK && len == derlen &&
              memcmp(out, der, len) == 0,
          "%s: cairn's DER is the file's", file);
    if (CHECK_RC(cairn_dsa_public_key_from_pem(&k, pem, strlen(pem)), CAIRN_OK, "PEM public key"))
        CHECK(cairn_dsa_public_key_to_pem(&k, pout, sizeof pout, &len) == CAIRN_OK && len == strlen(pem) &&
                  memcmp(pout, pem, len) == 0,
              "%s: cairn's PEM is the file's", file);
    der[derlen - 1] ^= 1; /* y off by one: not in the subgroup */
    CHECK_RC(cairn_dsa_public_key_from_der(&k, der, derlen), CAIRN_ERR_INVALID_KEY, "a changed y");
    CHECK_RC(cairn_dsa_public_key_from_der(&k, der, derlen - 1), CAIRN_ERR_DECODE, "truncated");
    free(der);
}

static void test_wycheproof(void)
{
    size_t fi;
    for (fi = 0; fi < sizeof wp_files / sizeof wp_files[0]; fi++) {
        json_value *doc = json_load_vector(wp_files[fi]);
        const json_value *groups = json_get(doc, "testGroups");
        cairn_dsa_format fmt = strstr(wp_files[fi], "p1363") != NULL ? CAIRN_DSA_P1363 : CAIRN_DSA_DER;
        size_t gi, ti, ran = 0, skipped = 0, above = 0, absent = 0;
        if (doc == NULL) /* absent (reported as skipped) or malformed (a failed check) */
            continue;
        for (gi = 0; gi < json_len(groups); gi++) {
            const json_value *grp = json_at(groups, gi), *pk = json_get(grp, "publicKey");
            const json_value *tests = json_get(grp, "tests");
            const cairn_hash *h = hash_named(json_get_str(grp, "sha"));
            buf p, q, g, y;
            cairn_dsa_components c;
            cairn_dsa_public_key pub;
            int rc;
            if (!tu_hash_in_build(json_get_str(grp, "sha"))) { /* a hash left out of the build */
                absent++;
                skipped += json_len(tests);
                continue;
            }
            if (!CHECK(h != NULL && hex_of(&p, json_get_str(pk, "p")) && hex_of(&q, json_get_str(pk, "q")) &&
                           hex_of(&g, json_get_str(pk, "g")) && hex_of(&y, json_get_str(pk, "y")),
                       "%s: group %zu", wp_files[fi], gi))
                continue;
            memset(&c, 0, sizeof c);
            c.p = p.b, c.p_len = p.len, c.q = q.b, c.q_len = q.len, c.g = g.b, c.g_len = g.len, c.y = y.b,
            c.y_len = y.len;
            rc = cairn_dsa_public_key_import(&pub, &c);
            if (cairn_dsa_public_key_bits(&pub) == 0 && rc == CAIRN_ERR_BAD_LENGTH &&
                p.len * 8 > CAIRN_DSA_MAX_BITS + 8) {
                /* a size above this build's */
                if (above++ == 0) {
                    char why[160];
                    snprintf(why, sizeof why, "%s: L above CAIRN_DSA_MAX_BITS (%d)", wp_files[fi],
                             (int)CAIRN_DSA_MAX_BITS);
                    tu_skip(why);
                }
                skipped += json_len(tests);
                continue;
            }
            if (!CHECK_RC(rc, CAIRN_OK, "Wycheproof key"))
                continue;
            if (gi == 0)
                key_formats(grp, &pub, wp_files[fi]);
            for (ti = 0; ti < json_len(tests); ti++) {
                const json_value *tc = json_at(tests, ti);
                const char *result = json_get_str(tc, "result");
                size_t msglen = 0, siglen = 0;
                if (ti % SUBSAMPLE != 0) {
                    skipped++;
                    continue;
                }
                uint8_t *msg = tu_unhex(json_get_str(tc, "msg") != NULL ? json_get_str(tc, "msg") : "x", &msglen);
                uint8_t *sig = tu_unhex(json_get_str(tc, "sig") != NULL ? json_get_str(tc, "sig") : "x", &siglen);
                if (msg == NULL || sig == NULL || result == NULL) {
                    CHECK(0, "%s tc %ld: fields", wp_files[fi], json_get_int(tc, "tcId", -1));
                    free(msg);
                    free(sig);
                    continue;
                }
                rc = cairn_dsa_verify(&pub, h, fmt, msg, msglen, sig, siglen);
                if (strcmp(result, "valid") == 0)
                    CHECK(rc == CAIRN_OK, "%s tc %ld: valid, got %d", wp_files[fi], json_get_int(tc, "tcId", -1), rc);
                else
                    CHECK(rc == CAIRN_ERR_BAD_SIGNATURE, "%s tc %ld: %s, got %d", wp_files[fi],
                          json_get_int(tc, "tcId", -1), result, rc);
                free(msg);
                free(sig);
                ran++;
            }
        }
        /* every case of the file verified once, or skipped (subsampled, a
         * key above this build's size, a hash left out of it); some ran,
         * unless every group's key or hash is not in the build */
        json_wycheproof_counted(doc, wp_files[fi], (unsigned long)(ran + skipped));
        CHECK(ran > 0 || (above + absent > 0 && above + absent == json_len(groups)), "%s: no case ran",
              wp_files[fi]);
        printf("%-46s %4zu cases verified, %zu skipped\n", wp_files[fi], ran, skipped);
        json_free(doc);
    }
}

/* -------------------------------------------------------------- random */

static void test_random(void)
{
    size_t i, t;
    for (i = 0; cairn_sig_scheme_at(i) != NULL; i++) {
        const cairn_sig_scheme *s = cairn_sig_scheme_at(i);
        cairn_dsa_components c;
        cairn_dsa_private_key key;
        cairn_dsa_public_key pub;
        uint8_t p[MAXB], q[64], g[MAXB], msg[40], sig[2][80], big[64];
        size_t pl, ql, gl, sl[2], n;
        if (strncmp(s->name, "DSA-", 4) != 0)
            continue;
        /* the descriptor's parameters, from one of its keys */
        {
            uint8_t sk[64], pk[MAXB];
            size_t skl, pkl;
            CHECK_RC(cairn_sig_keygen(s, sk, sizeof sk, &skl, pk, sizeof pk, &pkl, prng_rng, NULL, NULL), CAIRN_OK,
                     "keygen");
            CHECK(skl == s->secret_len && pkl == s->public_len, "%s: key lengths", s->name);
        }
        memset(&c, 0, sizeof c);
        {
            /* RFC 6979's parameters are the descriptors' (DSA-1024: A.2.1, DSA-2048: A.2.2) */
            const rfc6979_dsa_key *rk = &rfc6979_dsa_keys[strcmp(s->name, "DSA-1024") == 0 ? 0 : 1];
            buf bp, bq, bg;
            CHECK(hex_of(&bp, rk->p) && hex_of(&bq, rk->q) && hex_of(&bg, rk->g), "params");
            memcpy(p, bp.b, pl = bp.len);
            memcpy(q, bq.b, ql = bq.len);
            memcpy(g, bg.b, gl = bg.len);
        }
        c.p = p, c.p_len = pl, c.q = q, c.q_len = ql, c.g = g, c.g_len = gl;
        if (!CHECK_RC(cairn_dsa_generate_key(&key, &c, prng_rng, NULL), CAIRN_OK, "generate"))
            continue;
        CHECK_RC(cairn_dsa_public_key_from_private(&pub, &key), CAIRN_OK, "public");
        {
            /* PKCS#8 and SubjectPublicKeyInfo round trips, DER and PEM */
            uint8_t der[CAIRN_DSA_DER_MAX], x1[32], x2[32];
            char pem[CAIRN_DSA_PEM_MAX];
            size_t dl, pml, l1, l2;
            cairn_dsa_private_key k2;
            cairn_dsa_public_key p2;
            CHECK_RC(cairn_dsa_private_key_to_der(&key, der, sizeof der, &dl), CAIRN_OK, "PKCS#8 DER");
            CHECK_RC(cairn_dsa_private_key_from_der(&k2, der, dl), CAIRN_OK, "PKCS#8 DER back");
            CHECK(cairn_dsa_private_key_export(&key, CAIRN_DSA_X, x1, sizeof x1, &l1) == CAIRN_OK &&
                      cairn_dsa_private_key_export(&k2, CAIRN_DSA_X, x2, sizeof x2, &l2) == CAIRN_OK && l1 == l2 &&
                      memcmp(x1, x2, l1) == 0,
                  "the same x");
            CHECK_RC(cairn_dsa_private_key_to_pem(&key, pem, sizeof pem, &pml), CAIRN_OK, "PKCS#8 PEM");
            CHECK(strlen(pem) == pml && strncmp(pem, "-----BEGIN PRIVATE KEY-----", 27) == 0, "PEM label");
            CHECK_RC(cairn_dsa_private_key_from_pem(&k2, pem, pml), CAIRN_OK, "PKCS#8 PEM back");
            CHECK_RC(cairn_dsa_public_key_from_pem(&p2, pem, pml), CAIRN_ERR_DECODE, "a private PEM as public");
            CHECK_RC(cairn_dsa_public_key_to_pem(&pub, pem, sizeof pem, &pml), CAIRN_OK, "SPKI PEM");
            CHECK_RC(cairn_dsa_public_key_from_pem(&p2, pem, pml), CAIRN_OK, "SPKI PEM back");
            CHECK_RC(cairn_dsa_private_key_from_der(&k2, der, dl - 1), CAIRN_ERR_DECODE, "truncated PKCS#8");
            cairn_dsa_private_key_wipe(&k2);
        }
        CHECK(cairn_dsa_public_key_bits(&pub) == pl * 8 && cairn_dsa_public_key_qbits(&pub) == ql * 8, "sizes");
        n = ql;
        for (t = 0; t < 8; t++) {
            /* (SHA-224 for SHA-512 in a build that leaves SHA-512 out) */
            const cairn_hash *h = hash_named(t & 1 ? (CAIRN_ENABLE_SHA512 ? "SHA-512" : "SHA-224") : "SHA-256");
            tu_prng_fill(&prng, msg, sizeof msg);
            CHECK_RC(cairn_dsa_sign(&key, h, CAIRN_DSA_P1363, msg, sizeof msg, sig[0], sizeof sig[0], &sl[0], prng_rng,
                                    NULL),
                     CAIRN_OK, "hedged sign");
            CHECK_RC(cairn_dsa_sign(&key, h, CAIRN_DSA_P1363, msg, sizeof msg, sig[1], sizeof sig[1], &sl[1], prng_rng,
                                    NULL),
                     CAIRN_OK, "hedged sign again");
            CHECK(memcmp(sig[0], sig[1], 2 * n) != 0, "hedged signatures differ");
            CHECK_RC(cairn_dsa_verify(&pub, h, CAIRN_DSA_P1363, msg, sizeof msg, sig[0], sl[0]), CAIRN_OK, "verify");
            CHECK_RC(cairn_dsa_verify(&pub, h, CAIRN_DSA_P1363, msg, sizeof msg, sig[1], sl[1]), CAIRN_OK, "verify 2");
            msg[t] ^= 0x10;
            CHECK_RC(cairn_dsa_verify(&pub, h, CAIRN_DSA_P1363, msg, sizeof msg, sig[0], sl[0]),
                     CAIRN_ERR_BAD_SIGNATURE, "tampered message");
            msg[t] ^= 0x10;
            sig[0][(t * 7) % (2 * n)] ^= 0x01;
            CHECK_RC(cairn_dsa_verify(&pub, h, CAIRN_DSA_P1363, msg, sizeof msg, sig[0], sl[0]),
                     CAIRN_ERR_BAD_SIGNATURE, "tampered signature");
        }
        /* r = 0, s = 0, r = q, s = q */
        {
            const cairn_hash *h = hash_named("SHA-256");
            CHECK_RC(
                cairn_dsa_sign(&key, h, CAIRN_DSA_P1363, msg, sizeof msg, sig[0], sizeof sig[0], &sl[0], NULL, NULL),
                CAIRN_OK, "sign");
            memcpy(big, sig[0], 2 * n);
            memset(big, 0, n);
            CHECK_RC(cairn_dsa_verify(&pub, h, CAIRN_DSA_P1363, msg, sizeof msg, big, 2 * n), CAIRN_ERR_BAD_SIGNATURE,
                     "r = 0");
            memcpy(big, sig[0], 2 * n);
            memset(big + n, 0, n);
            CHECK_RC(cairn_dsa_verify(&pub, h, CAIRN_DSA_P1363, msg, sizeof msg, big, 2 * n), CAIRN_ERR_BAD_SIGNATURE,
                     "s = 0");
            memcpy(big, q, n);
            memcpy(big + n, sig[0] + n, n);
            CHECK_RC(cairn_dsa_verify(&pub, h, CAIRN_DSA_P1363, msg, sizeof msg, big, 2 * n), CAIRN_ERR_BAD_SIGNATURE,
                     "r = q");
            memcpy(big, sig[0], n);
            memcpy(big + n, q, n);
            CHECK_RC(cairn_dsa_verify(&pub, h, CAIRN_DSA_P1363, msg, sizeof msg, big, 2 * n), CAIRN_ERR_BAD_SIGNATURE,
                     "s = q");
            CHECK_RC(cairn_dsa_verify(&pub, h, CAIRN_DSA_P1363, msg, sizeof msg, sig[0], 2 * n - 1),
                     CAIRN_ERR_BAD_SIGNATURE, "short P1363");
            /* deterministic without an rng */
            CHECK_RC(
                cairn_dsa_sign(&key, h, CAIRN_DSA_P1363, msg, sizeof msg, sig[1], sizeof sig[1], &sl[1], NULL, NULL),
                CAIRN_OK, "sign again");
            CHECK(memcmp(sig[0], sig[1], 2 * n) == 0, "deterministic signatures repeat");
        }
        /* import checks: g = 1, g of the wrong order, y = 1, y = p, x = 0, x = q, q not dividing p - 1 */
        {
            uint8_t bad[MAXB], y[MAXB], x0[64];
            size_t yl;
            CHECK(cairn_dsa_public_key_export(&pub, CAIRN_DSA_Y, y, sizeof y, &yl) == CAIRN_OK, "export y");
            c.y = y, c.y_len = yl;
            CHECK_RC(cairn_dsa_public_key_import(&pub, &c), CAIRN_OK, "import");
            memset(bad, 0, gl);
            bad[gl - 1] = 1;
            c.g = bad;
            CHECK_RC(cairn_dsa_public_key_import(&pub, &c), CAIRN_ERR_INVALID_KEY, "g = 1");
            CHECK(cairn_dsa_public_key_bits(&pub) == 0, "a refused key is unset");
            bad[gl - 1] = 2; /* 2 has order q only by accident */
            CHECK_RC(cairn_dsa_public_key_import(&pub, &c), CAIRN_ERR_INVALID_KEY, "g = 2");
            c.g = g;
            c.y = bad;
            bad[gl - 1] = 1;
            CHECK_RC(cairn_dsa_public_key_import(&pub, &c), CAIRN_ERR_INVALID_KEY, "y = 1");
            c.y = p;
            CHECK_RC(cairn_dsa_public_key_import(&pub, &c), CAIRN_ERR_INVALID_KEY, "y = p");
            memcpy(bad, y, yl);
            bad[yl - 1] ^= 2;
            c.y = bad;
            CHECK_RC(cairn_dsa_public_key_import(&pub, &c), CAIRN_ERR_INVALID_KEY, "y outside the subgroup");
            c.y = NULL, c.y_len = 0;
            memset(x0, 0, ql);
            c.x = x0, c.x_len = ql;
            CHECK_RC(cairn_dsa_private_key_import(&key, &c), CAIRN_ERR_INVALID_KEY, "x = 0");
            c.x = q;
            CHECK_RC(cairn_dsa_private_key_import(&key, &c), CAIRN_ERR_INVALID_KEY, "x = q");
            memcpy(bad, q, ql);
            bad[ql - 1] ^= 2;
            c.q = bad;
            CHECK_RC(cairn_dsa_private_key_import(&key, &c), CAIRN_ERR_INVALID_KEY, "q not dividing p - 1");
            c.q = q;
            c.q_len = ql - 1;
            CHECK_RC(cairn_dsa_private_key_import(&key, &c), CAIRN_ERR_BAD_LENGTH, "N not allowed");
        }
        cairn_dsa_private_key_wipe(&key);
    }
}

int main(void)
{
    tu_prng_seed(&prng, tu_seed(0xd5a));
    test_rfc6979();
    cavp("nist-cavp/dsa/SigGen.txt", 1);
    cavp("nist-cavp/dsa/SigVer.rsp", 0);
    test_wycheproof();
    test_random();
    return tu_finish("test_dsa");
}
