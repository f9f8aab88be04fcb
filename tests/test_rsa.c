/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * RSA signatures and encryption (cairn/rsa.h, src/pk/rsa_pad.c):
 *  - every Wycheproof RSA signature and encryption file of the vector set:
 *    rsa_signature_* (PKCS#1 v1.5 verification), rsa_pkcs1_*_sig_gen (the
 *    signature must be the file's, byte for byte), rsa_pss_* (verification
 *    with the group's parameters, and with the salt length recovered),
 *    rsa_pss_*_params (the same, the key read from its RSASSA-PSS
 *    SubjectPublicKeyInfo, which restricts it to those parameters: others
 *    refused), rsa_oaep_* and rsa_pkcs1_*_test (decryption, explicit and
 *    implicit rejection). Reported as skipped, with the reason: the
 *    rsa_three_primes_oaep_* files (multi-prime keys, which cairn refuses),
 *    and keys above CAIRN_MAX_RSA_BITS (the 8192-bit groups in a default
 *    build). Keys with unbalanced primes (Wycheproof's e = 3 sig_gen keys,
 *    the draft's 2049-bit key) must import;
 *  - the CAVP files SigGen15_186-2 and SigGenPSS_186-2 (signatures must be
 *    the file's; the keys have no primes, so p and q are recovered from n, e
 *    and d first) and SigVer15_186-3 and SigVerPSS_186-3;
 *  - the implicit-rejection vectors of draft-irtf-cfrg-rsa-guidance
 *    (tests/rsa_ir_vectors.h);
 *  - round trips at 1024, 1536, 2048, 2057 (emLen = k - 1), 3072 and 4096
 *    bits, with keys from the Wycheproof files and one made for this test:
 *    every DigestInfo hash, PSS with every salt length from 0 to the largest
 *    and SHAKE, OAEP with labels and every hash pair, PKCS#1 v1.5 encryption
 *    of every length; tampered signatures and ciphertexts refused (or, with
 *    implicit rejection, turned into a stable synthetic message); inputs at
 *    the modulus' edges; RSASSA-PSS restrictions.
 * On a 32-bit target (TU_FULL_SWEEP 0: an emulated Cortex-M, -m32) the sizes
 * stop at 2048 bits (one 4096-bit signature).
 *
 * Rule for Wycheproof's "acceptable" cases: MissingNull (a DigestInfo
 * without the NULL parameters) is rejected, since cairn rebuilds the one
 * DER encoding and compares it whole (cairn/rsa.h); the OAEP
 * SmallIntegerCiphertext cases are well-formed and must decrypt to their
 * message; the sig_gen files' acceptable cases (small modulus, weak hash)
 * are signed like the valid ones.
 */
#include <stdlib.h>
#include <string.h>

#include "bn/bn.h"
#include "cairn/hash.h"
#include "cairn/rsa.h"
#include "json.h"
#include "pk/rsa_internal.h" /* cairn_rsa_private_key_restrict_pss: what the DER decoder does */
#include "rsa_ir_vectors.h"
#include "testutil.h"

#define KMAX CAIRN_RSA_MAX_BYTES

/* On a 32-bit target (an emulated Cortex-M, -m32) the files run up to
 * 2048-bit keys, and 4096-bit signing once; the 64-bit host runs every size
 * of the build (TU_FULL_SWEEP). */
#if TU_FULL_SWEEP
#define TEST_MAX_BITS CAIRN_RSA_MAX_BITS
#else
#define TEST_MAX_BITS 2048
#endif

/* ---------------------------------------------------------------- helpers */

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

/* An rng that hands out a fixed byte string (a CAVP salt) on its first
 * call, of that length, and test bytes after (the private operation's
 * blinding, which does not change the result). */
typedef struct {
    const uint8_t *p;
    size_t len;
    int used;
    tu_prng prng;
} fixed_rng_state;

static int fixed_rng(void *state, uint8_t *out, size_t len)
{
    fixed_rng_state *s = state;
    if (s->used++)
        tu_prng_fill(&s->prng, out, len);
    else if (len != s->len)
        return CAIRN_ERR_RNG;
    else
        memcpy(out, s->p, len);
    return CAIRN_OK;
}

static const cairn_hash *hash_named(const char *name)
{
    const cairn_hash *h = NULL;
    if (name == NULL || cairn_hash_lookup(&h, name) != CAIRN_OK)
        return NULL;
    return h;
}

/* Hex components, any of them NULL (not given). */
typedef struct {
    const char *n, *e, *d, *p, *q, *dp, *dq, *qinv;
} hex_comps;

static int import_hex(cairn_rsa_private_key *priv, cairn_rsa_public_key *pub, const hex_comps *h)
{
    uint8_t *buf[8] = {0};
    size_t len[8] = {0};
    const char *src[8];
    cairn_rsa_components c;
    int i, rc;
    src[0] = h->n, src[1] = h->e, src[2] = h->d, src[3] = h->p;
    src[4] = h->q, src[5] = h->dp, src[6] = h->dq, src[7] = h->qinv;
    for (i = 0; i < 8; i++)
        if (src[i] && !(buf[i] = tu_unhex(src[i], &len[i]))) {
            CHECK(0, "bad hex in a key component");
            rc = CAIRN_ERR_BAD_ARG;
            goto out;
        }
    c.n = buf[0], c.e = buf[1], c.d = buf[2], c.p = buf[3], c.q = buf[4], c.dp = buf[5], c.dq = buf[6];
    c.qinv = buf[7];
    c.n_len = len[0], c.e_len = len[1], c.d_len = len[2], c.p_len = len[3], c.q_len = len[4];
    c.dp_len = len[5], c.dq_len = len[6], c.qinv_len = len[7];
    if (priv) {
        rc = cairn_rsa_private_key_import(priv, &c);
        if (rc == CAIRN_OK && pub)
            rc = cairn_rsa_public_key_from_private(pub, priv);
    } else
        rc = cairn_rsa_public_key_import(pub, &c);
out:
    for (i = 0; i < 8; i++)
        free(buf[i]);
    return rc;
}

/* p and q of n from e and d (NIST SP 800-56B appendix C.2): de - 1 =
 * 2^t r with r odd; for g = 2, 3, ... a square root y of 1 other than +-1
 * among g^r, g^2r, ... gives p = gcd(y - 1, n), q = gcd(y + 1, n). Test
 * code: variable time on public test keys. */
static void bn_gcd(cairn_limb *g, const cairn_limb *a0, const cairn_limb *b0, size_t n)
{
    cairn_limb a[CAIRN_BN_MAX_LIMBS + 1], b[CAIRN_BN_MAX_LIMBS + 1];
    cairn_bn_copy(a, a0, n);
    cairn_bn_copy(b, b0, n); /* b odd (n) */
    while (!cairn_bn_is_zero(a, n)) {
        while (!cairn_bn_bit(a, 0))
            cairn_bn_shr(a, a, n, 1);
        if (cairn_bn_lt(a, b, n))
            cairn_bn_cond_swap(1, a, b, n);
        cairn_bn_sub(a, a, b, n);
    }
    cairn_bn_copy(g, b, n);
}

static int factor_n(const uint8_t *nb, size_t nl, const uint8_t *eb, size_t el, const uint8_t *db, size_t dl,
                    uint8_t *p, uint8_t *q, size_t *plen)
{
    static cairn_bn_mont ctx;
    cairn_limb nn[CAIRN_BN_MAX_LIMBS], e[CAIRN_BN_MAX_LIMBS], d[CAIRN_BN_MAX_LIMBS];
    cairn_limb k[2 * CAIRN_BN_MAX_LIMBS + 1], y[CAIRN_BN_MAX_LIMBS], x[CAIRN_BN_MAX_LIMBS], one[CAIRN_BN_MAX_LIMBS];
    cairn_limb nm1[CAIRN_BN_MAX_LIMBS], t1[CAIRN_BN_MAX_LIMBS], gp[CAIRN_BN_MAX_LIMBS], gq[CAIRN_BN_MAX_LIMBS];
    cairn_limb sq[2 * CAIRN_BN_MAX_LIMBS];
    size_t n, kl, t, i;
    cairn_limb g;
    while (nl > 0 && nb[0] == 0)
        nb++, nl--;
    if (nl > KMAX || el > KMAX || dl > KMAX + 1)
        return 0;
    n = CAIRN_BN_LIMBS(nl * 8);
    memset(nn, 0, sizeof nn);
    memset(e, 0, sizeof e);
    memset(d, 0, sizeof d);
    if (cairn_bn_decode(nn, n, nb, nl) || cairn_bn_decode(e, n, eb, el) || cairn_bn_decode(d, n, db, dl))
        return 0;
    while (n > 1 && nn[n - 1] == 0)
        n--;
    if (cairn_bn_mont_init(&ctx, nn, n) != CAIRN_OK)
        return 0;
    kl = 2 * n;
    cairn_bn_mul(k, d, n, e, n);
    k[kl] = 0;
    cairn_bn_set_word(one, n, 1);
    cairn_bn_sub(k, k, one, 1); /* de - 1 (d e is odd: the low limb does not borrow) */
    for (t = 0; !cairn_bn_bit(k, 0); t++)
        cairn_bn_shr(k, k, kl, 1);
    cairn_bn_copy(nm1, nn, n);
    cairn_bn_sub(nm1, nm1, one, n);
    for (g = 2; g < 200; g++) {
        cairn_bn_set_word(x, n, g);
        cairn_bn_mont_exp_vartime(&ctx, y, x, k, kl);
        for (i = 0; i < t; i++) {
            if (cairn_bn_eq(y, one, n) || cairn_bn_eq(y, nm1, n))
                break;
            cairn_bn_sqr(sq, y, n); /* x = y^2 mod n */
            if (cairn_bn_mont_reduce(&ctx, x, sq, 2 * n) != CAIRN_OK)
                return 0;
            if (cairn_bn_eq(x, one, n)) {
                cairn_bn_copy(t1, y, n);
                cairn_bn_sub(t1, t1, one, n);
                bn_gcd(gp, t1, nn, n);
                cairn_bn_copy(t1, y, n);
                cairn_bn_add(t1, t1, one, n);
                bn_gcd(gq, t1, nn, n);
                *plen = nl;
                return cairn_bn_encode(p, *plen, gp, n) == CAIRN_OK && cairn_bn_encode(q, *plen, gq, n) == CAIRN_OK;
            }
            cairn_bn_copy(y, x, n);
        }
    }
    return 0;
}

/* A private key from n, e and d only (the CAVP SigGen files, Wycheproof's
 * sig_gen files): p and q recovered first, since the import needs them. */
static int import_ned(cairn_rsa_private_key *priv, cairn_rsa_public_key *pub, const char *n, const char *e,
                      const char *d)
{
    uint8_t *nb, *eb, *db, p[KMAX], q[KMAX];
    size_t nl, el, dl, pl = 0, j;
    int rc = CAIRN_ERR_BAD_ARG;
    nb = unhex_or_fail(n, &nl, "n");
    eb = unhex_or_fail(e, &el, "e");
    db = unhex_or_fail(d, &dl, "d");
    if (nb && eb && db && CHECK(factor_n(nb, nl, eb, el, db, dl, p, q, &pl), "p and q from n, e, d")) {
        hex_comps hc;
        char *ph = malloc(2 * pl + 1), *qh = malloc(2 * pl + 1);
        if (!ph || !qh)
            abort();
        for (j = 0; j < pl; j++) {
            snprintf(ph + 2 * j, 3, "%02x", p[j]);
            snprintf(qh + 2 * j, 3, "%02x", q[j]);
        }
        memset(&hc, 0, sizeof hc);
        hc.n = n, hc.e = e, hc.d = d, hc.p = ph, hc.q = qh;
        rc = import_hex(priv, pub, &hc);
        free(ph);
        free(qh);
    }
    free(nb), free(eb), free(db);
    return rc;
}

static int import_json_priv(cairn_rsa_private_key *priv, cairn_rsa_public_key *pub, const json_value *k)
{
    hex_comps h;
    h.n = json_get_str(k, "modulus");
    h.e = json_get_str(k, "publicExponent");
    h.d = json_get_str(k, "privateExponent");
    if (json_get_str(k, "prime1") == NULL)
        return import_ned(priv, pub, h.n, h.e, h.d);
    h.p = json_get_str(k, "prime1");
    h.q = json_get_str(k, "prime2");
    h.dp = json_get_str(k, "exponent1");
    h.dq = json_get_str(k, "exponent2");
    h.qinv = json_get_str(k, "coefficient");
    return import_hex(priv, pub, &h);
}

static int import_json_pub(cairn_rsa_public_key *pub, const json_value *k)
{
    hex_comps h;
    memset(&h, 0, sizeof h);
    h.n = json_get_str(k, "modulus");
    h.e = json_get_str(k, "publicExponent");
    return import_hex(NULL, pub, &h);
}

/* A group on a hash this build leaves out: skipped, reported once per file
 * (as too_large's). */
static int hash_absent(const char *rel, const char *sha, const char *mgf_sha, int *noted)
{
    char msg[200];
    if (tu_hash_in_build(sha) && tu_hash_in_build(mgf_sha))
        return 0;
    if ((*noted)++)
        return 1;
    snprintf(msg, sizeof msg, "%s: groups on a hash not in this build (%s, MGF1 %s)", rel, sha ? sha : "-",
             mgf_sha ? mgf_sha : "-");
    tu_skip(msg);
    return 1;
}

/* A group's key too large for this build (CAIRN_MAX_RSA_BITS), or for a
 * 32-bit run: skipped, with one note per file (*noted). */
static int too_large(const char *rel, long bits, int *noted)
{
    char msg[200];
    if (bits <= (long)TEST_MAX_BITS)
        return 0;
    if ((*noted)++)
        return 1;
    if (bits > (long)CAIRN_RSA_MAX_BITS)
        snprintf(msg, sizeof msg, "%s: %ld-bit keys need CAIRN_MAX_RSA_BITS >= %ld (this build: %d)", rel, bits, bits,
                 CAIRN_RSA_MAX_BITS);
    else
        snprintf(msg, sizeof msg, "%s: keys above %d bits are left to the 64-bit host run", rel, TEST_MAX_BITS);
    tu_skip(msg);
    return 1;
}

/* Per-file counts, printed one line per file. */
typedef struct {
    unsigned long valid, invalid, acceptable, skipped;
} counts;

static void print_counts(const char *rel, const counts *c)
{
    printf("%-58s %4lu valid accepted, %4lu invalid rejected, %3lu acceptable, "
           "%3lu skipped\n",
           rel, c->valid, c->invalid, c->acceptable, c->skipped);
}

/* The counts printed and checked against the file's numberOfTests: every
 * case counted once (a failed one is not: it fails there too), skipped
 * only for a reason reported with tu_skip (a key above the build's or the
 * run's size, a three-prime key); at least one case ran unless the whole
 * file was skipped so (all_skipped). */
static void finish_counts(const char *rel, const json_value *doc, const counts *c, int all_skipped)
{
    unsigned long ran = c->valid + c->invalid + c->acceptable;
    print_counts(rel, c);
    json_wycheproof_counted(doc, rel, ran + c->skipped);
    CHECK(ran > 0 || (all_skipped && c->skipped > 0), "%s: no case ran", rel);
}

/* ------------------------------------------- Wycheproof PKCS#1 v1.5 verify */

static void wy_pkcs1_verify(const char *rel)
{
    json_value *doc = json_load_vector(rel);
    const json_value *groups = json_get(doc, "testGroups");
    counts c = {0, 0, 0, 0};
    size_t g, i;
    int noted = 0, absent = 0;
    if (!doc)
        return;
    for (g = 0; g < json_len(groups); g++) {
        const json_value *grp = json_at(groups, g), *tests = json_get(grp, "tests");
        const cairn_hash *h = hash_named(json_get_str(grp, "sha"));
        cairn_rsa_public_key pub;
        int rc;
        if (too_large(rel, json_get_int(grp, "keySize", 0), &noted)) {
            c.skipped += json_len(tests);
            continue;
        }
        if (hash_absent(rel, json_get_str(grp, "sha"), NULL, &absent)) {
            c.skipped += json_len(tests);
            continue;
        }
        if (!CHECK(h != NULL, "%s: hash %s not in this build", rel, json_get_str(grp, "sha")))
            continue;
        rc = import_json_pub(&pub, json_get(grp, "publicKey"));
        if (!CHECK(rc == CAIRN_OK, "%s group %zu: public key import: %d", rel, g, rc))
            continue;
        for (i = 0; i < json_len(tests); i++) {
            const json_value *t = json_at(tests, i);
            const char *result = json_get_str(t, "result");
            long id = json_get_int(t, "tcId", -1);
            size_t ml, sl;
            uint8_t *msg = unhex_or_fail(json_get_str(t, "msg"), &ml, rel);
            uint8_t *sig = unhex_or_fail(json_get_str(t, "sig"), &sl, rel);
            uint8_t dig[CAIRN_HASH_MAX_DIGEST_LEN];
            int r1, r2;
            if (!msg || !sig) {
                free(msg);
                free(sig);
                continue;
            }
            r1 = cairn_rsa_pkcs1_verify(&pub, h, msg, ml, sig, sl);
            CHECK_RC(cairn_hash_digest(h, dig, h->digest_len, msg, ml), CAIRN_OK, "digest");
            r2 = cairn_rsa_pkcs1_verify_digest(&pub, h, dig, h->digest_len, sig, sl);
            CHECK(r1 == r2, "%s tcId %ld: verify %d, verify_digest %d", rel, id, r1, r2);
            if (strcmp(result, "valid") == 0) {
                if (CHECK_RC(r1, CAIRN_OK, rel))
                    c.valid++;
                else
                    fprintf(stderr, "  %s tcId %ld: valid signature refused\n", rel, id);
            } else if (strcmp(result, "acceptable") == 0) {
                /* MissingNull: rejected (the one DER encoding is rebuilt) */
                CHECK(json_array_has_str(json_get(t, "flags"), "MissingNull"), "%s tcId %ld: unexpected acceptable",
                      rel, id);
                if (CHECK_RC(r1, CAIRN_ERR_BAD_SIGNATURE, rel))
                    c.acceptable++;
            } else {
                if (CHECK_RC(r1, CAIRN_ERR_BAD_SIGNATURE, rel))
                    c.invalid++;
                else
                    fprintf(stderr, "  %s tcId %ld: invalid signature accepted\n", rel, id);
            }
            free(msg);
            free(sig);
        }
    }
    finish_counts(rel, doc, &c, noted + absent);
    json_free(doc);
}

/* ------------------------------------------ Wycheproof PKCS#1 v1.5 sig_gen */

static void wy_pkcs1_siggen(const char *rel)
{
    json_value *doc = json_load_vector(rel);
    const json_value *groups = json_get(doc, "testGroups");
    counts c = {0, 0, 0, 0};
    size_t g, i;
    int absent = 0;
    static cairn_rsa_private_key priv;
    cairn_rsa_public_key pub;
    if (!doc)
        return;
    for (g = 0; g < json_len(groups); g++) {
        const json_value *grp = json_at(groups, g), *tests = json_get(grp, "tests");
        const cairn_hash *h = hash_named(json_get_str(grp, "sha"));
        int rc;
        if (hash_absent(rel, json_get_str(grp, "sha"), NULL, &absent)) {
            c.skipped += json_len(tests);
            continue;
        }
        if (!CHECK(h != NULL, "%s: hash %s not in this build", rel, json_get_str(grp, "sha")))
            continue;
        rc = import_json_priv(&priv, &pub, json_get(grp, "privateKey"));
        if (!CHECK(rc == CAIRN_OK, "%s group %zu: private key import: %d", rel, g, rc))
            continue;
        for (i = 0; i < json_len(tests); i++) {
            const json_value *t = json_at(tests, i);
            const char *result = json_get_str(t, "result");
            long id = json_get_int(t, "tcId", -1);
            size_t ml, sl, outl = 0;
            if (cairn_rsa_private_key_bits(&priv) > TEST_MAX_BITS && (g > 0 || i > 0)) { /* a big key signs once */
                c.skipped++;
                continue;
            }
            uint8_t *msg = unhex_or_fail(json_get_str(t, "msg"), &ml, rel);
            uint8_t *want = unhex_or_fail(json_get_str(t, "sig"), &sl, rel);
            uint8_t sig[KMAX];
            int ok;
            if (!msg || !want) {
                free(msg);
                free(want);
                continue;
            }
            rc = cairn_rsa_pkcs1_sign(&priv, h, msg, ml, sig, sizeof sig, &outl, NULL, NULL);
            ok = CHECK_RC(rc, CAIRN_OK, rel) &&
                 CHECK(outl == sl, "%s tcId %ld: length %zu, want %zu", rel, id, outl, sl) &&
                 CHECK_MEM(sig, want, sl, rel);
            ok = CHECK_RC(cairn_rsa_pkcs1_verify(&pub, h, msg, ml, sig, outl), CAIRN_OK, "verify own") && ok;
            if (ok) {
                if (strcmp(result, "valid") == 0)
                    c.valid++;
                else
                    c.acceptable++;
            }
            free(msg);
            free(want);
        }
    }
    cairn_rsa_private_key_wipe(&priv);
    finish_counts(rel, doc, &c, absent);
    json_free(doc);
}

/* ------------------------------------------------------- Wycheproof PSS */

/* The restriction an RSASSA-PSS SubjectPublicKeyInfo left on the key is the
 * group's parameters. */
static int same_pss(const cairn_rsa_pss_params *a, const cairn_rsa_pss_params *b)
{
    const cairn_hash *am = a->mgf1_hash ? a->mgf1_hash : a->hash, *bm = b->mgf1_hash ? b->mgf1_hash : b->hash;
    return a->hash && b->hash && strcmp(a->hash->name, b->hash->name) == 0 && strcmp(am->name, bm->name) == 0 &&
           a->salt_len == b->salt_len;
}

/* der: the _params files, whose keys are read from their SubjectPublicKeyInfo
 * (OID RSASSA-PSS with parameters), which restricts them to the group's
 * parameters (RFC 4055); verification must then refuse any others. */
static void wy_pss(const char *rel, int der)
{
    json_value *doc = json_load_vector(rel);
    const json_value *groups = json_get(doc, "testGroups");
    counts c = {0, 0, 0, 0};
    size_t g, i;
    int noted = 0, absent = 0;
    if (!doc)
        return;
    for (g = 0; g < json_len(groups); g++) {
        const json_value *grp = json_at(groups, g), *tests = json_get(grp, "tests");
        const char *mgf = json_get_str(grp, "mgf");
        cairn_rsa_pss_params p, pa;
        cairn_rsa_public_key pub;
        int rc;
        if (too_large(rel, json_get_int(grp, "keySize", 0), &noted)) {
            c.skipped += json_len(tests);
            continue;
        }
        if (hash_absent(rel, json_get_str(grp, "sha"),
                        mgf && strcmp(mgf, "MGF1") == 0 ? json_get_str(grp, "mgfSha") : NULL, &absent)) {
            c.skipped += json_len(tests);
            continue;
        }
        p.hash = hash_named(json_get_str(grp, "sha"));
        p.mgf1_hash = NULL;
        p.salt_len = (size_t)json_get_int(grp, "sLen", -1);
        if (mgf && strcmp(mgf, "MGF1") == 0) {
            p.mgf1_hash = hash_named(json_get_str(grp, "mgfSha"));
            CHECK(p.mgf1_hash != NULL, "%s: MGF1 hash %s", rel, json_get_str(grp, "mgfSha"));
        } else
            CHECK(mgf && p.hash && strcmp(mgf, p.hash->name) == 0, "%s: mask %s with hash %s", rel, mgf ? mgf : "?",
                  json_get_str(grp, "sha"));
        if (!CHECK(p.hash != NULL, "%s: hash %s", rel, json_get_str(grp, "sha")))
            continue;
        pa = p;
        pa.salt_len = CAIRN_RSA_PSS_SALT_AUTO;
        if (der) {
            size_t dl = 0;
            uint8_t *d = unhex_or_fail(json_get_str(grp, "publicKeyDer"), &dl, rel);
            cairn_rsa_pss_params kp;
            int restricted = 0;
            rc = d ? cairn_rsa_public_key_from_der(&pub, CAIRN_RSA_FORMAT_PKCS8, d, dl) : CAIRN_ERR_BAD_ARG;
            free(d);
            if (rc == CAIRN_OK)
                CHECK(cairn_rsa_public_key_pss_params(&pub, &restricted, &kp) == CAIRN_OK && restricted &&
                          same_pss(&kp, &p),
                      "%s group %zu: the key's restriction is not the group's parameters", rel, g);
        } else
            rc = import_json_pub(&pub, json_get(grp, "publicKey"));
        if (!CHECK(rc == CAIRN_OK, "%s group %zu: public key import: %d", rel, g, rc))
            continue;
        for (i = 0; i < json_len(tests); i++) {
            const json_value *t = json_at(tests, i);
            const char *result = json_get_str(t, "result");
            long id = json_get_int(t, "tcId", -1);
            size_t ml, sl;
            uint8_t *msg = unhex_or_fail(json_get_str(t, "msg"), &ml, rel);
            uint8_t *sig = unhex_or_fail(json_get_str(t, "sig"), &sl, rel);
            uint8_t dig[CAIRN_HASH_MAX_DIGEST_LEN];
            size_t dl = p.hash->digest_len;
            if (!msg || !sig) {
                free(msg);
                free(sig);
                continue;
            }
            rc = cairn_rsa_pss_verify(&pub, &p, msg, ml, sig, sl);
            CHECK_RC(cairn_hash_digest(p.hash, dig, dl, msg, ml), CAIRN_OK, "digest");
            CHECK(cairn_rsa_pss_verify_digest(&pub, &p, dig, dl, sig, sl) == rc, "%s tcId %ld: _digest differs", rel,
                  id);
            if (der && i == 0) { /* other parameters than the key's own */
                cairn_rsa_pss_params q = p;
                /* (SHA-224 or SHA-256 for SHA-1 in a build that leaves SHA-1 out) */
                q.hash = hash_named(strcmp(p.hash->name, "SHA-1") == 0    ? "SHA-256"
                                    : CAIRN_ENABLE_SHA1                   ? "SHA-1"
                                    : strcmp(p.hash->name, "SHA-256") == 0 ? "SHA-224"
                                                                           : "SHA-256");
                CHECK_RC(cairn_rsa_pss_verify(&pub, &q, msg, ml, sig, sl), CAIRN_ERR_INVALID_KEY,
                         "restricted key, another hash");
                q = p;
                q.salt_len = p.salt_len + 1;
                CHECK_RC(cairn_rsa_pss_verify(&pub, &q, msg, ml, sig, sl), CAIRN_ERR_BAD_SIGNATURE,
                         "restricted key, a longer salt is allowed (and wrong here)");
                CHECK_RC(cairn_rsa_pkcs1_verify(&pub, p.hash, msg, ml, sig, sl), CAIRN_ERR_INVALID_KEY,
                         "restricted key, PKCS#1 v1.5");
            }
            if (strcmp(result, "valid") == 0) {
                if (CHECK_RC(rc, CAIRN_OK, rel) &&
                    CHECK_RC(cairn_rsa_pss_verify(&pub, &pa, msg, ml, sig, sl), CAIRN_OK, "salt length recovered"))
                    c.valid++;
                else
                    fprintf(stderr, "  %s tcId %ld: valid signature refused\n", rel, id);
            } else {
                if (CHECK_RC(rc, CAIRN_ERR_BAD_SIGNATURE, rel))
                    c.invalid++;
                else
                    fprintf(stderr, "  %s tcId %ld: %s signature: status %d\n", rel, id, result, rc);
            }
            free(msg);
            free(sig);
        }
    }
    finish_counts(rel, doc, &c, noted + absent);
    json_free(doc);
}

/* -------------------------------------------- Wycheproof decryption files */

static void wy_decrypt(const char *rel, int oaep)
{
    json_value *doc = json_load_vector(rel);
    const json_value *groups = json_get(doc, "testGroups");
    counts c = {0, 0, 0, 0};
    static cairn_rsa_private_key priv;
    cairn_rsa_public_key pub;
    size_t g, i;
    tu_prng r;
    int noted = 0, absent = 0;
    tu_prng_seed(&r, 0x0ae9);
    if (!doc)
        return;
    for (g = 0; g < json_len(groups); g++) {
        const json_value *grp = json_at(groups, g), *tests = json_get(grp, "tests");
        cairn_rsa_oaep_params op;
        size_t k;
        int rc;
        memset(&op, 0, sizeof op);
        if (too_large(rel, json_get_int(grp, "keySize", 0), &noted)) {
            c.skipped += json_len(tests);
            continue;
        }
        if (oaep && hash_absent(rel, json_get_str(grp, "sha"), json_get_str(grp, "mgfSha"), &absent)) {
            c.skipped += json_len(tests);
            continue;
        }
        if (oaep) {
            op.hash = hash_named(json_get_str(grp, "sha"));
            op.mgf1_hash = hash_named(json_get_str(grp, "mgfSha"));
            if (!CHECK(op.hash && op.mgf1_hash, "%s: hashes %s/%s", rel, json_get_str(grp, "sha"),
                       json_get_str(grp, "mgfSha")))
                continue;
        }
        rc = import_json_priv(&priv, &pub, json_get(grp, "privateKey"));
        if (!CHECK(rc == CAIRN_OK, "%s group %zu: private key import: %d", rel, g, rc))
            continue;
        k = cairn_rsa_private_key_bytes(&priv);
        for (i = 0; i < json_len(tests); i++) {
            const json_value *t = json_at(tests, i);
            const char *result = json_get_str(t, "result");
            long id = json_get_int(t, "tcId", -1);
            size_t ml, cl, ll = 0, outl = 99, outl2 = 99;
            uint8_t *msg = unhex_or_fail(json_get_str(t, "msg"), &ml, rel);
            uint8_t *ct = unhex_or_fail(json_get_str(t, "ct"), &cl, rel);
            uint8_t *label = oaep ? unhex_or_fail(json_get_str(t, "label"), &ll, rel) : NULL;
            uint8_t out[KMAX], out2[KMAX], ct2[KMAX];
            int want_ok = strcmp(result, "invalid") != 0;
            memset(out, 0x5a, sizeof out);
            if (!msg || !ct || (oaep && !label))
                goto next;
            if (oaep) {
                op.label = label;
                op.label_len = ll;
                rc = cairn_rsa_oaep_decrypt(&priv, &op, out, sizeof out, &outl, ct, cl, NULL, NULL);
            } else
                rc = cairn_rsa_pkcs1_decrypt(&priv, out, sizeof out, &outl, ct, cl, NULL, NULL);
            if (want_ok) {
                if (CHECK_RC(rc, CAIRN_OK, rel) &&
                    CHECK(outl == ml, "%s tcId %ld: length %zu, want %zu", rel, id, outl, ml) &&
                    CHECK_MEM(out, msg, ml, rel)) {
                    if (strcmp(result, "valid") == 0)
                        c.valid++;
                    else
                        c.acceptable++;
                } else
                    fprintf(stderr, "  %s tcId %ld: %s ciphertext refused\n", rel, id, result);
                /* and the message encrypts and decrypts back (the full sweep) */
                if (TU_FULL_SWEEP) {
                    if (oaep)
                        rc = cairn_rsa_oaep_encrypt(&pub, &op, ct2, sizeof ct2, &outl2, msg, ml, prng_rng, &r);
                    else
                        rc = cairn_rsa_pkcs1_encrypt(&pub, ct2, sizeof ct2, &outl2, msg, ml, prng_rng, &r);
                    CHECK_RC(rc, CAIRN_OK, "encrypt the message again");
                    if (oaep)
                        rc = cairn_rsa_oaep_decrypt(&priv, &op, out2, sizeof out2, &outl2, ct2, k, prng_rng, &r);
                    else
                        rc = cairn_rsa_pkcs1_decrypt(&priv, out2, sizeof out2, &outl2, ct2, k, prng_rng, &r);
                    CHECK(rc == CAIRN_OK && outl2 == ml && memcmp(out2, msg, ml) == 0, "%s tcId %ld: round trip", rel,
                          id);
                }
            } else {
                int want = cl == k ? CAIRN_ERR_BAD_PADDING : CAIRN_ERR_BAD_LENGTH;
                size_t j;
                int zero = 1;
                for (j = 0; j < sizeof out; j++) /* the output up to k zeroed, nothing after it written */
                    zero &= out[j] == (j < k ? 0 : 0x5a);
                if (CHECK_RC(rc, want, rel) && CHECK(outl == 0 && zero, "%s tcId %ld: output not cleared", rel, id))
                    c.invalid++;
                else
                    fprintf(stderr, "  %s tcId %ld: invalid ciphertext: status %d\n", rel, id, rc);
            }
            if (!oaep) {
                /* implicit rejection: the real message when the padding is
                 * right, otherwise a synthetic one, stable for the ciphertext */
                rc = cairn_rsa_pkcs1_decrypt_implicit(&priv, out2, sizeof out2, &outl2, ct, cl, NULL, NULL);
                if (cl != k)
                    CHECK_RC(rc, CAIRN_ERR_BAD_LENGTH, "implicit: wrong ciphertext length");
                else if (want_ok)
                    CHECK(rc == CAIRN_OK && outl2 == ml && memcmp(out2, msg, ml) == 0,
                          "%s tcId %ld: implicit rejection of a valid ciphertext", rel, id);
                else {
                    size_t outl3 = 99;
                    CHECK_RC(rc, CAIRN_OK, "implicit rejection: invalid ciphertext accepted");
                    CHECK(outl2 <= k - 11, "%s tcId %ld: synthetic length %zu", rel, id, outl2);
                    CHECK_RC(cairn_rsa_pkcs1_decrypt_implicit(&priv, out, sizeof out, &outl3, ct, cl, prng_rng, &r),
                             CAIRN_OK, "implicit again, blinded");
                    CHECK(outl3 == outl2 && memcmp(out, out2, outl2) == 0, "%s tcId %ld: synthetic message not stable",
                          rel, id);
                }
            }
        next:
            free(msg);
            free(ct);
            free(label);
        }
    }
    cairn_rsa_private_key_wipe(&priv);
    finish_counts(rel, doc, &c, noted + absent);
    json_free(doc);
}

/* Files the raw import cannot express, reported as skipped with the reason. */
static void wy_skip(const char *rel, const char *why)
{
    json_value *doc = json_load_vector(rel);
    const json_value *groups = json_get(doc, "testGroups");
    counts c = {0, 0, 0, 0};
    size_t g;
    char msg[300];
    if (!doc)
        return;
    for (g = 0; g < json_len(groups); g++)
        c.skipped += json_len(json_get(json_at(groups, g), "tests"));
    snprintf(msg, sizeof msg, "%s: %s", rel, why);
    tu_skip(msg);
    finish_counts(rel, doc, &c, 1);
    json_free(doc);
}

static void test_wycheproof(void)
{
    static const char *const sig[] = {
        "2048_sha224",     "2048_sha256",   "2048_sha384",     "2048_sha3_224",   "2048_sha3_256",
        "2048_sha3_384",   "2048_sha3_512", "2048_sha512_224", "2048_sha512_256", "2048_sha512",
        "3072_sha256",     "3072_sha384",   "3072_sha3_256",   "3072_sha3_384",   "3072_sha3_512",
        "3072_sha512_256", "3072_sha512",   "4096_sha256",     "4096_sha384",     "4096_sha512_256",
        "4096_sha512",     "8192_sha256",   "8192_sha384",     "8192_sha512",     NULL};
    static const char *const siggen[] = {"1024", "1536", "2048", "3072", "4096", NULL};
    static const char *const pss[] = {"2048_sha1_mgf1_20",
                                      "2048_sha256_mgf1_0",
                                      "2048_sha256_mgf1_32",
                                      "2048_sha256_mgf1sha1_20",
                                      "2048_sha384_mgf1_48",
                                      "2048_sha512_224_mgf1_28",
                                      "2048_sha512_256_mgf1_32",
                                      "2048_shake128",
                                      "2048_shake256",
                                      "3072_sha256_mgf1_32",
                                      "3072_shake128",
                                      "3072_shake256",
                                      "4096_sha256_mgf1_32",
                                      "4096_sha384_mgf1_48",
                                      "4096_sha512_mgf1_32",
                                      "4096_sha512_mgf1_64",
                                      "4096_shake256",
                                      "misc",
                                      NULL};
    static const char *const pss_params[] = {"2048_sha1_mgf1_20",
                                             "2048_sha256_mgf1_0",
                                             "2048_sha256_mgf1_32",
                                             "2048_sha512_mgf1sha256_32",
                                             "3072_sha256_mgf1_32",
                                             "4096_sha512_mgf1_32",
                                             "4096_sha512_mgf1_64",
                                             "misc",
                                             NULL};
    static const char *const oaep[] = {"2048_sha1_mgf1sha1",
                                       "2048_sha224_mgf1sha1",
                                       "2048_sha224_mgf1sha224",
                                       "2048_sha256_mgf1sha1",
                                       "2048_sha256_mgf1sha256",
                                       "2048_sha384_mgf1sha1",
                                       "2048_sha384_mgf1sha384",
                                       "2048_sha512_224_mgf1sha1",
                                       "2048_sha512_224_mgf1sha512_224",
                                       "2048_sha512_mgf1sha1",
                                       "2048_sha512_mgf1sha512",
                                       "3072_sha256_mgf1sha1",
                                       "3072_sha256_mgf1sha256",
                                       "3072_sha512_256_mgf1sha1",
                                       "3072_sha512_256_mgf1sha512_256",
                                       "3072_sha512_mgf1sha1",
                                       "3072_sha512_mgf1sha512",
                                       "4096_sha256_mgf1sha1",
                                       "4096_sha256_mgf1sha256",
                                       "4096_sha512_mgf1sha1",
                                       "4096_sha512_mgf1sha512",
                                       "misc",
                                       NULL};
    static const char *const three[] = {"2048_sha1_mgf1sha1", "3072_sha224_mgf1sha224", "4096_sha256_mgf1sha256", NULL};
    static const char *const dec[] = {"2048", "3072", "4096", NULL};
    char rel[128];
    size_t i;

    for (i = 0; sig[i]; i++) {
        snprintf(rel, sizeof rel, "wycheproof/rsa_signature_%s_test.json", sig[i]);
        wy_pkcs1_verify(rel);
    }
    for (i = 0; siggen[i]; i++) {
        snprintf(rel, sizeof rel, "wycheproof/rsa_pkcs1_%s_sig_gen_test.json", siggen[i]);
        wy_pkcs1_siggen(rel);
    }
    for (i = 0; pss[i]; i++) {
        snprintf(rel, sizeof rel, "wycheproof/rsa_pss_%s_test.json", pss[i]);
        wy_pss(rel, 0);
    }
    for (i = 0; pss_params[i]; i++) {
        snprintf(rel, sizeof rel, "wycheproof/rsa_pss_%s_params_test.json", pss_params[i]);
        wy_pss(rel, 1);
    }
    for (i = 0; oaep[i]; i++) {
        snprintf(rel, sizeof rel, "wycheproof/rsa_oaep_%s_test.json", oaep[i]);
        wy_decrypt(rel, 1);
    }
    for (i = 0; three[i]; i++) {
        snprintf(rel, sizeof rel, "wycheproof/rsa_three_primes_oaep_%s_test.json", three[i]);
        wy_skip(rel, "three-prime keys: cairn imports two-prime keys only "
                     "(multi-prime is CAIRN_ERR_UNSUPPORTED)");
    }
    for (i = 0; dec[i]; i++) {
        snprintf(rel, sizeof rel, "wycheproof/rsa_pkcs1_%s_test.json", dec[i]);
        wy_decrypt(rel, 0);
    }
}

/* ------------------------------------------------------------------ CAVP */

/* The fields of a CAVP record, kept until replaced. */
typedef struct {
    char *n, *e, *d, *sha, *msg, *s, *salt;
    int key_changed;
} cavp_rec;

static void set_field(char **slot, const char *val)
{
    free(*slot);
    *slot = malloc(strlen(val) + 1);
    if (!*slot)
        abort();
    strcpy(*slot, val);
}

static void cavp_free(cavp_rec *r)
{
    free(r->n), free(r->e), free(r->d), free(r->sha), free(r->msg), free(r->s), free(r->salt);
    memset(r, 0, sizeof *r);
}

/* Reads "key = value" lines; returns the key of a line it stored (n, e, d,
 * SHAAlg, Msg, S, SaltVal, Result), NULL at the end. */
static const char *cavp_next(FILE *f, cavp_rec *r, char **result)
{
    char *line, *k, *v;
    while ((line = tu_getline(f)) != NULL) {
        if (!tu_split_kv(line, &k, &v) || line[0] == '#' || line[0] == '[')
            continue;
        if (strcmp(k, "n") == 0)
            set_field(&r->n, v), r->key_changed = 1;
        else if (strcmp(k, "e") == 0) {
            if (!r->e || strcmp(r->e, v) != 0)
                r->key_changed = 1;
            set_field(&r->e, v);
        } else if (strcmp(k, "d") == 0) {
            if (!r->d || strcmp(r->d, v) != 0)
                r->key_changed = 1;
            set_field(&r->d, v);
        } else if (strcmp(k, "SHAAlg") == 0)
            set_field(&r->sha, v);
        else if (strcmp(k, "Msg") == 0)
            set_field(&r->msg, v);
        else if (strcmp(k, "S") == 0)
            set_field(&r->s, v);
        else if (strcmp(k, "SaltVal") == 0)
            set_field(&r->salt, v);
        else if (strcmp(k, "Result") == 0)
            *result = v;
        else
            continue;
        return k;
    }
    return NULL;
}

/* SigGen15 / SigGenPSS: sign each message (PSS with the file's salt through
 * a fixed rng) and compare with S; verify it too. records: how many the
 * file holds (every one signed, or skipped as above the run's size). */
static void cavp_siggen(const char *rel, int pss, unsigned long records)
{
    FILE *f = tu_open_vector(rel);
    cavp_rec r;
    const char *key;
    char *result = NULL;
    counts c = {0, 0, 0, 0};
    static cairn_rsa_private_key priv;
    cairn_rsa_public_key pub;
    int have_key = 0;
    if (!f)
        return;
    memset(&r, 0, sizeof r);
    while ((key = cavp_next(f, &r, &result)) != NULL) {
        const cairn_hash *h;
        uint8_t *msg, *want, *salt = NULL, sig[KMAX];
        size_t ml, wl, sl = 0, outl = 0;
        int rc, ok;
        if (strcmp(key, "S") != 0)
            continue;
        if (r.n && 4 * strlen(r.n) > TEST_MAX_BITS) {
            c.skipped++;
            continue;
        }
        if (r.key_changed) {
            r.key_changed = 0;
            have_key = CHECK_RC(import_ned(&priv, &pub, r.n, r.e, r.d), CAIRN_OK, "CAVP private key import");
        }
        h = hash_named(r.sha);
        msg = unhex_or_fail(r.msg, &ml, rel);
        want = unhex_or_fail(r.s, &wl, rel);
        if (pss)
            salt = unhex_or_fail(r.salt, &sl, rel);
        if (!have_key || !h || !msg || !want || (pss && !salt)) {
            CHECK(h != NULL || !tu_hash_in_build(r.sha), "%s: hash %s", rel, r.sha ? r.sha : "?");
            c.skipped++;
        } else {
            if (pss) {
                cairn_rsa_pss_params pp;
                fixed_rng_state fs;
                pp.hash = h, pp.mgf1_hash = NULL, pp.salt_len = sl;
                fs.p = salt, fs.len = sl, fs.used = 0;
                tu_prng_seed(&fs.prng, 77);
                rc = cairn_rsa_pss_sign(&priv, &pp, msg, ml, sig, sizeof sig, &outl, fixed_rng, &fs);
                ok = CHECK_RC(rc, CAIRN_OK, rel) && CHECK(outl == wl, "%s: length", rel) &&
                     CHECK_MEM(sig, want, wl, rel);
                ok = CHECK_RC(cairn_rsa_pss_verify(&pub, &pp, msg, ml, sig, outl), CAIRN_OK, "verify own") && ok;
            } else {
                rc = cairn_rsa_pkcs1_sign(&priv, h, msg, ml, sig, sizeof sig, &outl, NULL, NULL);
                ok = CHECK_RC(rc, CAIRN_OK, rel) && CHECK(outl == wl, "%s: length", rel) &&
                     CHECK_MEM(sig, want, wl, rel);
                ok = CHECK_RC(cairn_rsa_pkcs1_verify(&pub, h, msg, ml, sig, outl), CAIRN_OK, "verify own") && ok;
            }
            if (ok)
                c.valid++;
        }
        free(msg), free(want), free(salt);
    }
    cavp_free(&r);
    fclose(f);
    cairn_rsa_private_key_wipe(&priv);
    print_counts(rel, &c);
    CHECK(c.valid + c.skipped == records && c.valid > 0, "%s: %lu signed, %lu skipped of %lu records", rel, c.valid,
          c.skipped, records);
}

/* SigVer15 / SigVerPSS: Result P must verify; F must give
 * CAIRN_ERR_BAD_SIGNATURE, except that for reason 2 ("Public Key e
 * changed") the import may refuse the changed e (CAIRN_ERR_INVALID_KEY,
 * cairn/rsa.h: e even, below 3 or not below n); every other record's key
 * must import. PSS: the salt length is SaltVal's. npass, nfail: how many P
 * and F records the file holds (every one checked, or skipped as above
 * the run's size). */
static void cavp_sigver(const char *rel, int pss, unsigned long npass, unsigned long nfail)
{
    FILE *f = tu_open_vector(rel);
    cavp_rec r;
    const char *key;
    char *result = NULL;
    counts c = {0, 0, 0, 0};
    if (!f)
        return;
    memset(&r, 0, sizeof r);
    while ((key = cavp_next(f, &r, &result)) != NULL) {
        const cairn_hash *h;
        cairn_rsa_public_key pub;
        hex_comps hc;
        uint8_t *msg, *sig, *salt = NULL;
        size_t ml, sl, saltl = 0;
        int rc, pass, reason = 0;
        if (strcmp(key, "Result") != 0)
            continue;
        if (r.n && 4 * strlen(r.n) > TEST_MAX_BITS) {
            c.skipped++;
            continue;
        }
        pass = result[0] == 'P';
        /* "F (n - what changed)": n from 1 to 5 */
        if (!pass && strchr(result, '(') != NULL)
            reason = atoi(strchr(result, '(') + 1);
        CHECK(pass || (result[0] == 'F' && reason >= 1 && reason <= 5), "%s: Result = %s", rel, result);
        h = hash_named(r.sha);
        msg = unhex_or_fail(r.msg, &ml, rel);
        sig = unhex_or_fail(r.s, &sl, rel);
        if (pss)
            salt = unhex_or_fail(r.salt, &saltl, rel);
        memset(&hc, 0, sizeof hc);
        hc.n = r.n, hc.e = r.e;
        if (!h || !msg || !sig || (pss && !salt)) {
            CHECK(h != NULL || !tu_hash_in_build(r.sha), "%s: hash %s", rel, r.sha ? r.sha : "?");
            c.skipped++;
        } else if ((rc = import_hex(NULL, &pub, &hc)) != CAIRN_OK) {
            if (CHECK(reason == 2, "%s: key refused (%d), Result = %s", rel, rc, result) &&
                CHECK_RC(rc, CAIRN_ERR_INVALID_KEY, "CAVP changed e refused at import"))
                c.invalid++;
        } else {
            if (pss) {
                cairn_rsa_pss_params pp;
                pp.hash = h, pp.mgf1_hash = NULL, pp.salt_len = saltl;
                rc = cairn_rsa_pss_verify(&pub, &pp, msg, ml, sig, sl);
                if (pass) {
                    pp.salt_len = CAIRN_RSA_PSS_SALT_AUTO;
                    CHECK_RC(cairn_rsa_pss_verify(&pub, &pp, msg, ml, sig, sl), CAIRN_OK, "PSS salt length recovered");
                }
            } else
                rc = cairn_rsa_pkcs1_verify(&pub, h, msg, ml, sig, sl);
            if (pass ? CHECK_RC(rc, CAIRN_OK, rel) : CHECK_RC(rc, CAIRN_ERR_BAD_SIGNATURE, rel)) {
                if (pass)
                    c.valid++;
                else
                    c.invalid++;
            } else
                fprintf(stderr, "  %s: Result = %s, status %d\n", rel, result, rc);
        }
        free(msg), free(sig), free(salt);
    }
    cavp_free(&r);
    fclose(f);
    print_counts(rel, &c);
    CHECK(c.valid + c.invalid + c.skipped == npass + nfail && c.valid + c.invalid > 0,
          "%s: %lu P, %lu F, %lu skipped of %lu records", rel, c.valid, c.invalid, c.skipped, npass + nfail);
    if (c.skipped == 0)
        CHECK(c.valid == npass && c.invalid == nfail, "%s: %lu P and %lu F records (want %lu, %lu)", rel, c.valid,
              c.invalid, npass, nfail);
}

static void test_cavp(void)
{
    /* the records each file holds: SigGen15_186-2.txt and SigGenPSS_186-2.txt
     * 250 (50 for each modulus of 1024, 1536, 2048, 3072, 4096 bits);
     * SigVer15_186-3.rsp and SigVerPSS_186-3.rsp 450 (90 for each of the
     * same moduli): 75 P, and 75 F for each of the five reasons */
    cavp_siggen("nist-cavp/rsa/SigGen15_186-2.txt", 0, 250);
    cavp_siggen("nist-cavp/rsa/SigGenPSS_186-2.txt", 1, 250);
    cavp_sigver("nist-cavp/rsa/SigVer15_186-3.rsp", 0, 75, 375);
    cavp_sigver("nist-cavp/rsa/SigVerPSS_186-3.rsp", 1, 75, 375);
}

/* ----------------------------------------------------- implicit rejection */

static void test_implicit_vectors(void)
{
    static cairn_rsa_private_key keys[2];
    size_t i, nk = sizeof ir_keys / sizeof ir_keys[0];
    unsigned long real = 0, synthetic = 0, skipped = 0;
    int ok[2] = {0, 0};
    for (i = 0; i < nk; i++) {
        hex_comps hc;
        memset(&hc, 0, sizeof hc);
        hc.n = ir_keys[i].n, hc.e = ir_keys[i].e, hc.d = ir_keys[i].d, hc.p = ir_keys[i].p, hc.q = ir_keys[i].q;
        ok[i] = CHECK_RC(import_hex(&keys[i], NULL, &hc), CAIRN_OK, "draft key import");
    }
    for (i = 0; i < sizeof ir_cases / sizeof ir_cases[0]; i++) {
        const ir_case *t = &ir_cases[i];
        size_t cl, ml, outl = 99, outl2 = 99;
        uint8_t *ct, *msg;
        uint8_t out[KMAX];
        int rc;
        if (!ok[t->key]) {
            skipped++;
            continue;
        }
        ct = unhex_or_fail(t->ct, &cl, t->id);
        msg = unhex_or_fail(t->msg, &ml, t->id);
        if (!ct || !msg) {
            free(ct), free(msg);
            continue;
        }
        rc = cairn_rsa_pkcs1_decrypt_implicit(&keys[t->key], out, sizeof out, &outl, ct, cl, NULL, NULL);
        if (CHECK_RC(rc, CAIRN_OK, t->id) && CHECK(outl == ml, "%s: length %zu, want %zu", t->id, outl, ml) &&
            CHECK_MEM(out, msg, ml, t->id)) {
            if (t->real)
                real++;
            else
                synthetic++;
        }
        /* explicit rejection tells the two kinds apart */
        rc = cairn_rsa_pkcs1_decrypt(&keys[t->key], out, sizeof out, &outl2, ct, cl, NULL, NULL);
        if (t->real)
            CHECK(rc == CAIRN_OK && outl2 == ml && memcmp(out, msg, ml) == 0, "%s: explicit decryption", t->id);
        else
            CHECK(rc == CAIRN_ERR_BAD_PADDING && outl2 == 0, "%s: explicit rejection (%d)", t->id, rc);
        free(ct), free(msg);
    }
    for (i = 0; i < nk; i++)
        cairn_rsa_private_key_wipe(&keys[i]);
    printf("draft-irtf-cfrg-rsa-guidance appendix B.1/B.2: %lu well-formed, %lu "
           "synthetic messages as the draft "
           "gives, %lu skipped\n",
           real, synthetic, skipped);
}

/* ------------------------------------------------------------ round trips */

typedef struct {
    const char *name;
    cairn_rsa_private_key priv;
    cairn_rsa_public_key pub;
    size_t k, bits;
    int ok;
} test_key;

static test_key keys[6];
static size_t nkeys;

/* The first key of a Wycheproof file with private keys. */
static void add_key_from_file(const char *name, const char *rel)
{
    json_value *doc = json_load_vector(rel);
    test_key *t = &keys[nkeys];
    if (!doc)
        return;
    t->name = name;
    t->ok =
        CHECK_RC(import_json_priv(&t->priv, &t->pub, json_get(json_at(json_get(doc, "testGroups"), 0), "privateKey")),
                 CAIRN_OK, rel);
    t->k = cairn_rsa_public_key_bytes(&t->pub);
    t->bits = cairn_rsa_public_key_bits(&t->pub);
    if (t->ok && t->bits <= TEST_MAX_BITS)
        nkeys++;
    json_free(doc);
}

/* A 2057-bit key (bits = 1 mod 8: PSS then has emLen = k - 1), primes of
 * 1029 and 1028 bits from `openssl prime -generate`, d = e^-1 mod lambda. */
static const hex_comps key2057 = {"0148b2628b0285e457fe4b6a755ed1ee0400c8a7a6b1613347107633ee21598485e615251b"
                                  "25fd3d1c3c57b7edadd9a5"
                                  "b97e34065dad249735bc6109f8316885d71d3b879a9594e5436759cbe049d13dcc4ad31061"
                                  "e4e2fe1a4ed8fd576e3fa4"
                                  "ba762223090969f11bbb29550ac3b4b33413de2dc6276eadefb71c31500441548ac453d289"
                                  "c6947c62f650d13466d420"
                                  "f55b234589d9192086820bf5e3b13fc1504664b35c6a5d316e59272deb164de2ec23f2d31d"
                                  "21fc5cb7b1a970231787d4"
                                  "7e68c36bec69aa062bba4755eeef7558b596b6bc3adfe3dca7766b1c3e6e6f5abec8313d95"
                                  "8652fc30b08e067771282f"
                                  "7f235da470c0c3feeecd712431aaabdef9ef",
                                  "010001",
                                  "6b35c3ee936418969adafe5e4a0f2f131f2e53808b5aa8df04ff88f0a2f00fc99cc248d812"
                                  "0c0762ae4bee321802658b"
                                  "9b1e5cf531043e4dc8a3de1c960101a6a8624258a971675614dfb51ff2f3ccb455b382246c"
                                  "039dddf6d9cfc834ad8d8d"
                                  "43fade72941f7a051186e9b6191f57542526d2c74f154aa665934c824ce10232347a751a45"
                                  "567df62a9a826891d2d37c"
                                  "c8fe88da370701be3d033b64fb631cd2557ea62093bd82dcd0165b3c87166cd1390cce522a"
                                  "37c705514ba4d9709e4511"
                                  "b50e340b2b9272c630d2b6d58f47b29a1c7baccff9c09284842da3ff211920622b7295a29d"
                                  "7c8346db2561101d08c8c0"
                                  "45a9047f57d0addd3c3399d8e2494f2001",
                                  "18770272b01696e662b726d950db534c6a497507d1fc331cba722a555d38ea4b03b2ed0629"
                                  "e6e4dfb6d7b512dcd41187"
                                  "76d5a3808da9ab81983d1a6fbc06cc3b1bdceacba80b21936582f0b4914565f79be8793ae8"
                                  "981d89af7c28afdae95f8b"
                                  "756372fcdc59bd289f76afc8136c13c2bcaa7610749c8809ef47f8feb8aa0a3e21",
                                  "0d6f79ff64da99746d13c2d88b4be6c4314a457b218a9e677ec4cee81d82b7b8c7170036e6"
                                  "6cd4ac4c9eaa7057241e54"
                                  "e4b4dbb2213be00027c86dc88fb91b9dd059bfaca423e51101b0c2413161befbe20491ce73"
                                  "43ef57c1bbe228933b9dbf"
                                  "71fafffec220b5cb26c9f88910ca37fc9c9fe5d84b32207ff4f404b9e3cd1e960f",
                                  NULL,
                                  NULL,
                                  NULL};

static void load_keys(void)
{
    add_key_from_file("1024", "wycheproof/rsa_pkcs1_1024_sig_gen_test.json");
    add_key_from_file("1536", "wycheproof/rsa_pkcs1_1536_sig_gen_test.json");
    add_key_from_file("2048", "wycheproof/rsa_pkcs1_2048_test.json");
    keys[nkeys].name = "2057";
    if (TEST_MAX_BITS >= 2057 &&
        CHECK_RC(import_hex(&keys[nkeys].priv, &keys[nkeys].pub, &key2057), CAIRN_OK, "2057-bit key")) {
        keys[nkeys].k = cairn_rsa_public_key_bytes(&keys[nkeys].pub);
        keys[nkeys].bits = cairn_rsa_public_key_bits(&keys[nkeys].pub);
        keys[nkeys++].ok = 1;
    }
    add_key_from_file("3072", "wycheproof/rsa_pkcs1_3072_test.json");
    add_key_from_file("4096", "wycheproof/rsa_pkcs1_4096_test.json");
}

static int has_digest_info(const cairn_hash *h)
{
    static const char *const names[] = {"MD5",      "SHA-1",       "SHA-224",     "SHA-256",  "SHA-384",
                                        "SHA-512",  "SHA-512/224", "SHA-512/256", "SHA3-224", "SHA3-256",
                                        "SHA3-384", "SHA3-512",    "SM3",         NULL};
    size_t i;
    for (i = 0; names[i]; i++)
        if (strcmp(h->name, names[i]) == 0)
            return 1;
    return 0;
}

static void flip(uint8_t *p, size_t bit) { p[bit >> 3] ^= (uint8_t)(1u << (bit & 7)); }

static void test_pkcs1_sig_roundtrip(tu_prng *r)
{
    size_t ki, i;
    for (ki = 0; ki < nkeys; ki++) {
        test_key *t = &keys[ki];
        unsigned long n = 0;
        for (i = 0; cairn_hash_at(i) != NULL; i++) {
            const cairn_hash *h = cairn_hash_at(i);
            uint8_t msg[100], sig[KMAX], sig2[KMAX], dig[CAIRN_HASH_MAX_DIGEST_LEN];
            size_t sl = 99, sl2 = 99, b;
            int rc;
            if (t->bits > 2057 && strcmp(h->name, "SHA-256") != 0 && strcmp(h->name, "SHA3-512") != 0)
                continue; /* the big keys: two hashes are enough */
            tu_prng_fill(r, msg, sizeof msg);
            rc = cairn_rsa_pkcs1_sign(&t->priv, h, msg, sizeof msg, sig, sizeof sig, &sl, prng_rng, r);
            if (!has_digest_info(h)) {
                CHECK(rc == CAIRN_ERR_UNSUPPORTED && sl == 0, "%s: PKCS#1 sign with %s: %d", t->name, h->name, rc);
                CHECK_RC(cairn_rsa_pkcs1_verify(&t->pub, h, msg, sizeof msg, sig, t->k), CAIRN_ERR_UNSUPPORTED,
                         "verify, hash without DigestInfo");
                continue;
            }
            if (!CHECK(rc == CAIRN_OK && sl == t->k, "%s: PKCS#1 sign with %s: %d", t->name, h->name, rc))
                continue;
            CHECK_RC(cairn_rsa_pkcs1_verify(&t->pub, h, msg, sizeof msg, sig, sl), CAIRN_OK, "PKCS#1 verify");
            /* deterministic, with or without blinding, and the digest form agrees */
            CHECK_RC(cairn_hash_digest(h, dig, h->digest_len, msg, sizeof msg), CAIRN_OK, "digest");
            CHECK_RC(cairn_rsa_pkcs1_sign_digest(&t->priv, h, dig, h->digest_len, sig2, sizeof sig2, &sl2, NULL, NULL),
                     CAIRN_OK, "sign_digest");
            CHECK(sl2 == sl && memcmp(sig, sig2, sl) == 0, "%s %s: sign_digest differs", t->name, h->name);
            CHECK_RC(cairn_rsa_pkcs1_verify_digest(&t->pub, h, dig, h->digest_len, sig, sl), CAIRN_OK, "verify_digest");
            /* tampering: a flipped bit anywhere in the signature, the message */
            for (b = 0; b < 8; b++) {
                size_t bit = (size_t)tu_prng_below(r, sl * 8);
                memcpy(sig2, sig, sl);
                flip(sig2, bit);
                CHECK_RC(cairn_rsa_pkcs1_verify(&t->pub, h, msg, sizeof msg, sig2, sl), CAIRN_ERR_BAD_SIGNATURE,
                         "tampered signature");
            }
            flip(msg, (size_t)tu_prng_below(r, sizeof msg * 8));
            CHECK_RC(cairn_rsa_pkcs1_verify(&t->pub, h, msg, sizeof msg, sig, sl), CAIRN_ERR_BAD_SIGNATURE,
                     "tampered message");
            CHECK_RC(cairn_rsa_pkcs1_verify(&t->pub, h, msg, sizeof msg, sig, sl - 1), CAIRN_ERR_BAD_SIGNATURE,
                     "short signature");
            n++;
        }
        printf("PKCS#1 v1.5 signatures, %s-bit key: %lu hashes signed, verified, "
               "tampered\n",
               t->name, n);
    }
}

/* PSS: every salt length 0..max on the small keys (SHA-256; SHA-1 and the
 * SHAKEs on some), the usual lengths on the others. */
static void pss_one(test_key *t, const cairn_rsa_pss_params *pp, size_t hl, tu_prng *r, int tamper)
{
    uint8_t msg[37], sig[KMAX], sig2[KMAX];
    size_t sl = 0, sl2 = 0, emlen = (t->bits + 6) / 8;
    size_t salt = pp->salt_len == CAIRN_RSA_PSS_SALT_DIGEST ? hl
                  : pp->salt_len == CAIRN_RSA_PSS_SALT_MAX  ? 0
                                                            : pp->salt_len;
    cairn_rsa_pss_params q = *pp;
    int rc;
    tu_prng_fill(r, msg, sizeof msg);
    rc = cairn_rsa_pss_sign(&t->priv, pp, msg, sizeof msg, sig, sizeof sig, &sl, prng_rng, r);
    if (emlen < hl + salt + 2) { /* too long for this modulus */
        CHECK(rc == CAIRN_ERR_BAD_LENGTH && sl == 0, "%s: PSS %s salt %zu: %d, want BAD_LENGTH", t->name,
              pp->hash->name, salt, rc);
        return;
    }
    if (!CHECK(rc == CAIRN_OK && sl == t->k, "%s: PSS sign %s salt %zu: %d", t->name, pp->hash->name, pp->salt_len, rc))
        return;
    CHECK_RC(cairn_rsa_pss_verify(&t->pub, pp, msg, sizeof msg, sig, sl), CAIRN_OK, "PSS verify");
    q.salt_len = CAIRN_RSA_PSS_SALT_AUTO;
    CHECK_RC(cairn_rsa_pss_verify(&t->pub, &q, msg, sizeof msg, sig, sl), CAIRN_OK, "PSS verify, salt recovered");
    if (!tamper)
        return;
    if (pp->salt_len != CAIRN_RSA_PSS_SALT_DIGEST && pp->salt_len != CAIRN_RSA_PSS_SALT_MAX) {
        q.salt_len = pp->salt_len + 1;
        CHECK(cairn_rsa_pss_verify(&t->pub, &q, msg, sizeof msg, sig, sl) == CAIRN_ERR_BAD_SIGNATURE,
              "%s: PSS salt %zu verified as %zu", t->name, pp->salt_len, q.salt_len);
        if (pp->salt_len > 0) {
            q.salt_len = pp->salt_len - 1;
            CHECK(cairn_rsa_pss_verify(&t->pub, &q, msg, sizeof msg, sig, sl) == CAIRN_ERR_BAD_SIGNATURE,
                  "%s: PSS salt %zu verified as %zu", t->name, pp->salt_len, q.salt_len);
        }
    }
    memcpy(sig2, sig, sl);
    flip(sig2, (size_t)tu_prng_below(r, sl * 8));
    CHECK_RC(cairn_rsa_pss_verify(&t->pub, pp, msg, sizeof msg, sig2, sl), CAIRN_ERR_BAD_SIGNATURE, "PSS tampered");
    /* a salt makes each signature new; none (salt 0) makes it deterministic */
    rc = cairn_rsa_pss_sign(&t->priv, pp, msg, sizeof msg, sig2, sizeof sig2, &sl2, prng_rng, r);
    CHECK(rc == CAIRN_OK && (memcmp(sig, sig2, sl) == 0) == (pp->salt_len == 0), "%s: PSS salt %zu: two signatures",
          t->name, pp->salt_len);
    flip(msg, 3);
    CHECK_RC(cairn_rsa_pss_verify(&t->pub, pp, msg, sizeof msg, sig, sl), CAIRN_ERR_BAD_SIGNATURE, "PSS other message");
}

static void test_pss_roundtrip(tu_prng *r)
{
    static const char *const hashes[] = {"SHA-1",       "SHA-224",  "SHA-256",  "SHA-384", "SHA-512",
                                         "SHA-512/256", "SHA3-256", "SHA3-512", "SM3",     "MD5",
                                         "SHAKE128",    "SHAKE256", NULL};
    size_t ki, i, s;
    for (ki = 0; ki < nkeys; ki++) {
        test_key *t = &keys[ki];
        unsigned long n = 0;
        size_t embits = t->bits - 1, emlen = (embits + 7) / 8;
        for (i = 0; hashes[i]; i++) {
            cairn_rsa_pss_params pp;
            size_t hl, max;
            pp.hash = hash_named(hashes[i]);
            pp.mgf1_hash = NULL;
            if (!pp.hash)
                continue;
            hl = strcmp(hashes[i], "SHAKE128") == 0   ? 32
                 : strcmp(hashes[i], "SHAKE256") == 0 ? 64
                                                      : pp.hash->digest_len;
            max = emlen - hl - 2;
            if ((TU_FULL_SWEEP || t->bits == 1024) && t->bits <= 2057 &&
                (strcmp(hashes[i], "SHA-256") == 0 || (t->bits == 1024 && i < 1) ||
                 (t->bits == 2057 && strcmp(hashes[i], "SHAKE256") == 0))) {
                for (s = 0; s <= max; s++) {
                    pp.salt_len = s;
                    pss_one(t, &pp, hl, r, 1);
                    n++;
                }
                pp.salt_len = max + 1;
                CHECK_RC(cairn_rsa_pss_sign(&t->priv, &pp, (const uint8_t *)"m", 1, NULL, 0, &s, prng_rng, r),
                         CAIRN_ERR_BAD_LENGTH, "PSS salt one above the largest");
            } else if (t->bits <= 2057 || strcmp(hashes[i], "SHA-384") == 0 || strcmp(hashes[i], "SHAKE256") == 0) {
                pp.salt_len = CAIRN_RSA_PSS_SALT_DIGEST;
                pss_one(t, &pp, hl, r, 1);
                pp.salt_len = CAIRN_RSA_PSS_SALT_MAX;
                pss_one(t, &pp, hl, r, 1);
                pp.salt_len = 0;
                pss_one(t, &pp, hl, r, 1);
                n += 3;
                if (hl != 32 && pp.hash->digest_len != 0 && strncmp(hashes[i], "SHAKE", 5) != 0) {
                    pp.mgf1_hash = hash_named("SHA-256"); /* another hash for MGF1 */
                    pp.salt_len = 20;
                    pss_one(t, &pp, hl, r, 1);
                    n++;
                }
            }
        }
        printf("PSS signatures, %s-bit key: %lu parameter sets signed, verified "
               "(given and recovered salt), "
               "tampered\n",
               t->name, n);
    }
}

static void test_oaep_roundtrip(tu_prng *r)
{
    static const char *const pairs[][2] = {{"SHA-1", "SHA-1"},
                                           {"SHA-256", "SHA-256"},
                                           {"SHA-256", "SHA-1"},
                                           {"SHA-224", "SHA-384"},
                                           {"SHA-512", "SHA-256"},
                                           {"SHA3-256", "SHA3-256"},
                                           {"SHA-512/256", "SHA-512"},
                                           {"SM3", "SM3"},
                                           {"MD5", "SHA-1"},
                                           {"SHA-512", "SHA-512"},
                                           {NULL, NULL}};
    static uint8_t big_label[1000];
    size_t ki, i, j;
    tu_prng_fill(r, big_label, sizeof big_label);
    for (ki = 0; ki < nkeys; ki++) {
        test_key *t = &keys[ki];
        unsigned long n = 0;
        for (i = 0; pairs[i][0]; i++) {
            cairn_rsa_oaep_params op;
            size_t max, lens[4], li;
            memset(&op, 0, sizeof op);
            op.hash = hash_named(pairs[i][0]);
            op.mgf1_hash = hash_named(pairs[i][1]);
            if (!op.hash || !op.mgf1_hash)
                continue;
            if (t->bits > 2057 && i % 3 != 1)
                continue;
            max = cairn_rsa_oaep_max_plaintext(&t->pub, &op);
            if (t->k < 2 * op.hash->digest_len + 2) { /* the modulus is too short for the hash */
                uint8_t ct[KMAX], out[KMAX];
                size_t cl = 9;
                CHECK(max == 0, "%s %s: OAEP max %zu", t->name, pairs[i][0], max);
                CHECK_RC(cairn_rsa_oaep_encrypt(&t->pub, &op, ct, sizeof ct, &cl, NULL, 0, prng_rng, r),
                         CAIRN_ERR_BAD_LENGTH, "OAEP: modulus too short for the hash");
                memset(ct, 0, t->k);
                CHECK_RC(cairn_rsa_oaep_decrypt(&t->priv, &op, out, sizeof out, &cl, ct, t->k, NULL, NULL),
                         CAIRN_ERR_BAD_LENGTH, "OAEP decrypt: modulus too short for the hash");
                continue;
            }
            CHECK(max == t->k - 2 * op.hash->digest_len - 2, "%s %s: OAEP max %zu", t->name, pairs[i][0], max);
            lens[0] = 0, lens[1] = 1, lens[2] = max / 2, lens[3] = max;
            for (li = 0; li < 4; li++) {
                uint8_t msg[KMAX], ct[KMAX], out[KMAX], label[16];
                size_t cl = 0, ol = 0;
                int rc;
                tu_prng_fill(r, msg, lens[li]);
                tu_prng_fill(r, label, sizeof label);
                op.label = li == 0 ? NULL : li == 3 ? big_label : label;
                op.label_len = li == 0 ? 0 : li == 3 ? sizeof big_label : 1 + li;
                rc = cairn_rsa_oaep_encrypt(&t->pub, &op, ct, sizeof ct, &cl, msg, lens[li], prng_rng, r);
                if (!CHECK(rc == CAIRN_OK && cl == t->k, "%s: OAEP %s/%s encrypt %zu bytes: %d", t->name, pairs[i][0],
                           pairs[i][1], lens[li], rc))
                    continue;
                rc = cairn_rsa_oaep_decrypt(&t->priv, &op, out, max, &ol, ct, cl, li & 1 ? prng_rng : NULL, r);
                CHECK(rc == CAIRN_OK && ol == lens[li] && memcmp(out, msg, ol) == 0, "%s: OAEP %s/%s round trip %zu",
                      t->name, pairs[i][0], pairs[i][1], lens[li]);
                /* another label (one byte shorter, or one byte for none), another
                 * MGF1 hash, a flipped ciphertext bit */
                {
                    cairn_rsa_oaep_params other = op;
                    if (other.label_len == 0)
                        other.label = label, other.label_len = 1;
                    else
                        other.label_len--;
                    CHECK_RC(cairn_rsa_oaep_decrypt(&t->priv, &other, out, max, &ol, ct, cl, NULL, NULL),
                             CAIRN_ERR_BAD_PADDING, "OAEP other label");
                    other = op;
                    /* (SHA-224 or SHA-256 for SHA-1 in a build that leaves SHA-1 out) */
                    other.mgf1_hash = hash_named(strcmp(op.mgf1_hash->name, "SHA-1") == 0    ? "SHA-256"
                                                 : CAIRN_ENABLE_SHA1                        ? "SHA-1"
                                                 : strcmp(op.mgf1_hash->name, "SHA-256") == 0 ? "SHA-224"
                                                                                              : "SHA-256");
                    CHECK_RC(cairn_rsa_oaep_decrypt(&t->priv, &other, out, max, &ol, ct, cl, NULL, NULL),
                             CAIRN_ERR_BAD_PADDING, "OAEP other MGF1 hash");
                }
                for (j = 0; j < 3; j++) {
                    uint8_t ct2[KMAX];
                    memcpy(ct2, ct, cl);
                    flip(ct2, (size_t)tu_prng_below(r, cl * 8));
                    rc = cairn_rsa_oaep_decrypt(&t->priv, &op, out, max, &ol, ct2, cl, NULL, NULL);
                    CHECK(rc == CAIRN_ERR_BAD_PADDING && ol == 0, "%s: OAEP tampered ciphertext: %d", t->name, rc);
                }
                n++;
            }
            {
                uint8_t msg[KMAX + 1], ct[KMAX];
                size_t cl = 7;
                op.label = NULL, op.label_len = 0;
                CHECK_RC(cairn_rsa_oaep_encrypt(&t->pub, &op, ct, sizeof ct, &cl, msg, max + 1, prng_rng, r),
                         CAIRN_ERR_BAD_LENGTH, "OAEP message one byte too long");
                CHECK(cl == 0, "length 0 after a refusal");
            }
        }
        printf("OAEP, %s-bit key: %lu (hash pair, length, label) round trips, "
               "wrong label and tampering refused\n",
               t->name, n);
    }
}

static void test_pkcs1_enc_roundtrip(tu_prng *r)
{
    size_t ki, len;
    for (ki = 0; ki < nkeys; ki++) {
        test_key *t = &keys[ki];
        size_t max = cairn_rsa_pkcs1_max_plaintext(&t->pub), step = t->bits > 2057 || !TU_FULL_SWEEP ? 61 : 1;
        unsigned long n = 0, tamper_valid = 0;
        CHECK(max == t->k - 11, "%s: PKCS#1 max plaintext %zu", t->name, max);
        for (len = 0; len <= max; len += len + step > max && len != max ? max - len : step) {
            uint8_t msg[KMAX], ct[KMAX], out[KMAX], out2[KMAX];
            size_t cl = 0, ol = 0, ol2 = 0;
            int rc;
            tu_prng_fill(r, msg, len);
            rc = cairn_rsa_pkcs1_encrypt(&t->pub, ct, sizeof ct, &cl, msg, len, prng_rng, r);
            if (!CHECK(rc == CAIRN_OK && cl == t->k, "%s: PKCS#1 encrypt %zu: %d", t->name, len, rc))
                break;
            rc = cairn_rsa_pkcs1_decrypt(&t->priv, out, max, &ol, ct, cl, prng_rng, r);
            CHECK(rc == CAIRN_OK && ol == len && memcmp(out, msg, len) == 0, "%s: PKCS#1 round trip %zu", t->name, len);
            rc = cairn_rsa_pkcs1_decrypt_implicit(&t->priv, out, max, &ol, ct, cl, NULL, NULL);
            CHECK(rc == CAIRN_OK && ol == len && memcmp(out, msg, len) == 0, "%s: implicit, valid %zu", t->name, len);
            /* a flipped bit: explicit rejection, or (about 2^-16 of the time)
             * another well-formed block, which must then differ; implicit
             * rejection gives a stable answer either way */
            flip(ct, (size_t)tu_prng_below(r, cl * 8));
            rc = cairn_rsa_pkcs1_decrypt(&t->priv, out, max, &ol, ct, cl, NULL, NULL);
            if (rc == CAIRN_OK)
                tamper_valid++, CHECK(ol != len || memcmp(out, msg, len) != 0, "tampered: same message");
            else
                CHECK(rc == CAIRN_ERR_BAD_PADDING && ol == 0, "%s: tampered PKCS#1: %d", t->name, rc);
            CHECK_RC(cairn_rsa_pkcs1_decrypt_implicit(&t->priv, out, max, &ol, ct, cl, NULL, NULL), CAIRN_OK,
                     "implicit, tampered");
            CHECK_RC(cairn_rsa_pkcs1_decrypt_implicit(&t->priv, out2, max, &ol2, ct, cl, prng_rng, r), CAIRN_OK,
                     "implicit, tampered, again");
            CHECK(ol == ol2 && ol <= max && memcmp(out, out2, ol) == 0, "%s: implicit answer not stable", t->name);
            n++;
            if (len == max)
                break;
        }
        printf("PKCS#1 v1.5 encryption, %s-bit key: %lu lengths round trip; "
               "tampered: refused (%lu well-formed by "
               "chance), implicit answer stable\n",
               t->name, n, tamper_valid);
    }
}

/* Inputs at the edges of the modulus: 0, n - 1, n, all ones. */
static void test_edges(void)
{
    size_t ki;
    for (ki = 0; ki < nkeys; ki++) {
        test_key *t = &keys[ki];
        uint8_t n[KMAX], x[KMAX], out[KMAX], out2[KMAX];
        size_t nl = 0, ol = 9, ol2 = 9, k = t->k;
        cairn_rsa_oaep_params op;
        memset(&op, 0, sizeof op);
        op.hash = hash_named("SHA-256");
        CHECK_RC(cairn_rsa_public_key_component(&t->pub, CAIRN_RSA_N, n, sizeof n, &nl), CAIRN_OK, "n");
        CHECK(nl == k, "n length");
        /* n itself and all ones: not below n */
        memcpy(x, n, k);
        CHECK_RC(cairn_rsa_pkcs1_verify(&t->pub, hash_named("SHA-256"), x, 1, x, k), CAIRN_ERR_BAD_SIGNATURE,
                 "signature = n");
        CHECK_RC(cairn_rsa_pkcs1_decrypt(&t->priv, out, k, &ol, x, k, NULL, NULL), CAIRN_ERR_BAD_PADDING,
                 "ciphertext = n");
        CHECK_RC(cairn_rsa_oaep_decrypt(&t->priv, &op, out, k, &ol, x, k, NULL, NULL), CAIRN_ERR_BAD_PADDING,
                 "OAEP ciphertext = n");
        CHECK_RC(cairn_rsa_pkcs1_decrypt_implicit(&t->priv, out, k, &ol, x, k, NULL, NULL), CAIRN_OK,
                 "implicit: ciphertext = n");
        CHECK_RC(cairn_rsa_pkcs1_decrypt_implicit(&t->priv, out2, k, &ol2, x, k, NULL, NULL), CAIRN_OK,
                 "implicit: ciphertext = n, again");
        CHECK(ol == ol2 && ol <= k - 11 && memcmp(out, out2, ol) == 0, "implicit: n gives a stable message");
        memset(x, 0xff, k);
        CHECK_RC(cairn_rsa_pss_verify(&t->pub, &(cairn_rsa_pss_params){hash_named("SHA-256"), NULL, 32}, x, 1, x, k),
                 CAIRN_ERR_BAD_SIGNATURE, "signature all ones");
        /* 0 and 1 decrypt to themselves: no padding */
        memset(x, 0, k);
        CHECK_RC(cairn_rsa_pkcs1_decrypt(&t->priv, out, k, &ol, x, k, NULL, NULL), CAIRN_ERR_BAD_PADDING,
                 "ciphertext 0");
        x[k - 1] = 1;
        CHECK_RC(cairn_rsa_oaep_decrypt(&t->priv, &op, out, k, &ol, x, k, NULL, NULL), CAIRN_ERR_BAD_PADDING,
                 "OAEP ciphertext 1");
        CHECK_RC(cairn_rsa_pkcs1_verify(&t->pub, hash_named("SHA-256"), x, 1, x, k), CAIRN_ERR_BAD_SIGNATURE,
                 "signature 1");
    }
}

/* A key restricted to RSASSA-PSS with given parameters (RFC 4055), as the DER
 * decoder leaves it: its own parameters only, nothing else. */
static void test_pss_restricted(tu_prng *r)
{
    static cairn_rsa_private_key priv;
    cairn_rsa_public_key pub;
    cairn_rsa_pss_params kp, pp, got;
    cairn_rsa_oaep_params op;
    uint8_t msg[3] = {1, 2, 3}, sig[KMAX], out[KMAX];
    size_t sl = 0, ol = 0;
    int restricted = 0;
    test_key *t = &keys[0];
    if (nkeys == 0)
        return;
    priv = t->priv;
    kp.hash = hash_named("SHA-256");
    kp.mgf1_hash = hash_named(CAIRN_ENABLE_SHA1 ? "SHA-1" : "SHA-224"); /* (SHA-224 in a build without SHA-1) */
    kp.salt_len = 20;
    cairn_rsa_private_key_restrict_pss(&priv, &kp);
    CHECK_RC(cairn_rsa_public_key_from_private(&pub, &priv), CAIRN_OK, "public half of a restricted key");
    CHECK(cairn_rsa_public_key_pss_params(&pub, &restricted, &got) == CAIRN_OK && restricted && got.salt_len == 20,
          "the public half keeps the restriction");
    pp = kp;
    CHECK_RC(cairn_rsa_pss_sign(&priv, &pp, msg, 3, sig, sizeof sig, &sl, prng_rng, r), CAIRN_OK, "own parameters");
    CHECK_RC(cairn_rsa_pss_verify(&pub, &pp, msg, 3, sig, sl), CAIRN_OK, "own parameters verify");
    pp.salt_len = CAIRN_RSA_PSS_SALT_AUTO;
    CHECK_RC(cairn_rsa_pss_verify(&pub, &pp, msg, 3, sig, sl), CAIRN_OK, "recovered salt at the minimum");
    pp.salt_len = 32;
    CHECK_RC(cairn_rsa_pss_sign(&priv, &pp, msg, 3, sig, sizeof sig, &sl, prng_rng, r), CAIRN_OK, "a longer salt");
    pp.salt_len = 19;
    CHECK_RC(cairn_rsa_pss_sign(&priv, &pp, msg, 3, sig, sizeof sig, &sl, prng_rng, r), CAIRN_ERR_INVALID_KEY,
             "salt below the key's minimum");
    CHECK(sl == 0, "length 0");
    CHECK_RC(cairn_rsa_pss_verify(&pub, &pp, msg, 3, sig, t->k), CAIRN_ERR_INVALID_KEY, "verify: salt below minimum");
    /* a signature with a short salt made by the unrestricted key: the
     * restricted key's verification refuses it even when the salt is recovered */
    CHECK_RC(cairn_rsa_pss_sign(&t->priv, &pp, msg, 3, sig, sizeof sig, &sl, prng_rng, r), CAIRN_OK, "unrestricted");
    pp.salt_len = CAIRN_RSA_PSS_SALT_AUTO;
    CHECK_RC(cairn_rsa_pss_verify(&pub, &pp, msg, 3, sig, sl), CAIRN_ERR_BAD_SIGNATURE, "recovered salt below minimum");
    pp = kp;
    pp.hash = hash_named(CAIRN_ENABLE_SHA512 ? "SHA-384" : "SHA-224"); /* (SHA-224 in a build without SHA-512) */
    CHECK_RC(cairn_rsa_pss_sign(&priv, &pp, msg, 3, sig, sizeof sig, &sl, prng_rng, r), CAIRN_ERR_INVALID_KEY,
             "another hash");
    CHECK_RC(cairn_rsa_pss_verify(&pub, &pp, msg, 3, sig, t->k), CAIRN_ERR_INVALID_KEY, "verify: another hash");
    pp = kp;
    pp.mgf1_hash = NULL; /* MGF1 with SHA-256, not the key's SHA-1 (or SHA-224) */
    CHECK_RC(cairn_rsa_pss_sign(&priv, &pp, msg, 3, sig, sizeof sig, &sl, prng_rng, r), CAIRN_ERR_INVALID_KEY,
             "another MGF1 hash");
    CHECK_RC(cairn_rsa_pkcs1_sign(&priv, kp.hash, msg, 3, sig, sizeof sig, &sl, NULL, NULL), CAIRN_ERR_INVALID_KEY,
             "PKCS#1 v1.5 signature");
    CHECK_RC(cairn_rsa_pkcs1_verify(&pub, kp.hash, msg, 3, sig, t->k), CAIRN_ERR_INVALID_KEY, "PKCS#1 verify");
    memset(&op, 0, sizeof op);
    op.hash = kp.hash;
    CHECK(cairn_rsa_oaep_max_plaintext(&pub, &op) == 0 && cairn_rsa_pkcs1_max_plaintext(&pub) == 0,
          "no plaintext for a signature key");
    CHECK_RC(cairn_rsa_oaep_encrypt(&pub, &op, sig, sizeof sig, &sl, msg, 3, prng_rng, r), CAIRN_ERR_INVALID_KEY,
             "OAEP encrypt");
    CHECK_RC(cairn_rsa_pkcs1_encrypt(&pub, sig, sizeof sig, &sl, msg, 3, prng_rng, r), CAIRN_ERR_INVALID_KEY,
             "PKCS#1 encrypt");
    memset(sig, 0, t->k);
    CHECK_RC(cairn_rsa_oaep_decrypt(&priv, &op, out, sizeof out, &ol, sig, t->k, NULL, NULL), CAIRN_ERR_INVALID_KEY,
             "OAEP decrypt");
    CHECK_RC(cairn_rsa_pkcs1_decrypt(&priv, out, sizeof out, &ol, sig, t->k, NULL, NULL), CAIRN_ERR_INVALID_KEY,
             "PKCS#1 decrypt");
    CHECK_RC(cairn_rsa_pkcs1_decrypt_implicit(&priv, out, sizeof out, &ol, sig, t->k, NULL, NULL),
             CAIRN_ERR_INVALID_KEY, "implicit decrypt");
    cairn_rsa_private_key_wipe(&priv);
}

int main(void)
{
    tu_prng r;
    size_t i;
    setvbuf(stdout, NULL, _IONBF, 0); /* the per-file lines between the failures they explain */
    tu_prng_seed(&r, tu_seed(0x5a5a));
    test_implicit_vectors();
    test_wycheproof();
    test_cavp();
    load_keys();
    test_pkcs1_sig_roundtrip(&r);
    test_pss_roundtrip(&r);
    test_oaep_roundtrip(&r);
    test_pkcs1_enc_roundtrip(&r);
    test_edges();
    test_pss_restricted(&r);
    for (i = 0; i < nkeys; i++)
        cairn_rsa_private_key_wipe(&keys[i].priv);
    return tu_finish("test_rsa");
}
