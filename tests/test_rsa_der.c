/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * RSA key formats (cairn/rsa.h "key formats", src/pk/rsa_der.c):
 *  - every key of every Wycheproof rsa_* file in every form the file gives
 *    (publicKeyDer / keyDer: SubjectPublicKeyInfo, publicKeyAsn / keyAsn:
 *    RSAPublicKey, publicKeyPem / keyPem, privateKeyPkcs8, privateKeyPem),
 *    read with its format and with FORMAT_ANY to the components the file
 *    lists (beyond this build's largest modulus: to the raw import's status
 *    for those components), and exported back byte for byte in DER and PEM;
 *    the _params files' SubjectPublicKeyInfos carry the restriction the
 *    file's sha / mgfSha / sLen state; three-prime keys are
 *    CAIRN_ERR_UNSUPPORTED;
 *  - hand-made encodings around a built-in 1024-bit key, at least one per
 *    rule: RSASSA-PSS-params (encoded DEFAULTs, unknown hashes and MGFs, the
 *    salt and trailer fields, field order), the key's AlgorithmIdentifier,
 *    PKCS#8 versions, attributes and public key, multi-prime RSAPrivateKey,
 *    format detection, other algorithms' keys, component values the raw
 *    import refuses (with the raw import's own status), PEM labels, layouts
 *    and sizes;
 *  - export: the length query, a buffer one byte short (a private export
 *    leaves it zeroed), PEM's NUL, PKCS1 refused for a restricted key;
 *  - every truncation and every single-bit flip of six encodings: a
 *    documented status, the key object unset after a refusal, and what is
 *    accepted exported back to the same bytes (one encoding per key).
 * On a 32-bit target (TU_FULL_SWEEP 0) the Wycheproof keys stop at 2048 bits (one note per
 * file), and inside the private encodings' key components one bit of each
 * byte past a component's first two is flipped instead of all eight (one
 * note); the 64-bit host runs it all.
 */
#include <stdlib.h>
#include <string.h>

#include "cairn/rsa.h"
#include "enc/der.h"
#include "enc/pem.h"
#include "json.h"
#include "testutil.h"

#define MAXDER 8192
#define MAXPEM 12000

/* On a 32-bit target (emulated or -m32) the Wycheproof keys above 2048 bits
 * took a third of this test's time, each private one a full validation at
 * its size, and run the code the smaller keys run over longer public
 * lengths: they are left to the 64-bit host, as in test_rsa. */
#define REDUCED_MAX_BITS 2048

/* ---------------------------------------------------------------- helpers */

static size_t hx(uint8_t *out, size_t cap, const char *hex)
{
    long n = tu_unhex_into(out, cap, hex);
    if (n < 0) {
        fprintf(stderr, "bad hex in test: %.40s\n", hex);
        exit(1);
    }
    return (size_t)n;
}

/* A byte string under construction. */
typedef struct {
    uint8_t b[MAXDER];
    size_t n;
} buf;

static void put(buf *o, const uint8_t *p, size_t n)
{
    if (o->n + n > sizeof o->b) {
        fprintf(stderr, "test buffer overflow\n");
        exit(1);
    }
    memcpy(o->b + o->n, p, n);
    o->n += n;
}

static void put_hex(buf *o, const char *hex)
{
    uint8_t t[MAXDER];
    put(o, t, hx(t, sizeof t, hex));
}

/* tag, DER length, content */
static void put_tlv(buf *o, unsigned tag, const uint8_t *c, size_t n)
{
    uint8_t h[6];
    size_t k = 0;
    h[k++] = (uint8_t)tag;
    if (n < 0x80) {
        h[k++] = (uint8_t)n;
    } else if (n < 0x100) {
        h[k++] = 0x81;
        h[k++] = (uint8_t)n;
    } else {
        h[k++] = 0x82;
        h[k++] = (uint8_t)(n >> 8);
        h[k++] = (uint8_t)n;
    }
    put(o, h, k);
    put(o, c, n);
}

static void wrap(buf *o, unsigned tag, const buf *c) { put_tlv(o, tag, c->b, c->n); }

static void wrap_hex(buf *o, unsigned tag, const char *hex)
{
    buf c = {{0}, 0};
    put_hex(&c, hex);
    wrap(o, tag, &c);
}

/* Expected component: hex to bytes without leading zeros. */
static size_t want_hex(uint8_t *out, size_t cap, const char *hex)
{
    size_t n = hx(out, cap, hex), z = 0;
    while (z + 1 < n && out[z] == 0)
        z++;
    memmove(out, out + z, n - z);
    return n - z;
}

static int pub_component_is(const cairn_rsa_public_key *k, cairn_rsa_part part, const uint8_t *want, size_t wlen)
{
    uint8_t v[1100];
    size_t len = 0;
    return cairn_rsa_public_key_component(k, part, v, sizeof v, &len) == CAIRN_OK && len == wlen &&
           memcmp(v, want, len) == 0;
}

static int priv_component_is(const cairn_rsa_private_key *k, cairn_rsa_part part, const uint8_t *want, size_t wlen)
{
    uint8_t v[1100];
    size_t len = 0;
    return cairn_rsa_private_key_component(k, part, v, sizeof v, &len) == CAIRN_OK && len == wlen &&
           memcmp(v, want, len) == 0;
}

/* The statuses a decoder may give for any input. */
static int documented(int rc)
{
    return rc == CAIRN_OK || rc == CAIRN_ERR_DECODE || rc == CAIRN_ERR_UNSUPPORTED || rc == CAIRN_ERR_INVALID_KEY ||
           rc == CAIRN_ERR_BAD_LENGTH;
}

/* PEM text as cairn writes it: the given block with a final newline. */
static size_t pem_norm(char *out, size_t cap, const char *pem)
{
    size_t n = strlen(pem);
    if (n + 2 > cap)
        exit(1);
    memcpy(out, pem, n);
    if (n == 0 || pem[n - 1] != '\n')
        out[n++] = '\n';
    out[n] = 0;
    return n;
}

/* Exported DER equals want[0..n); the length query agrees. */
static void check_pub_export(const char *where, const cairn_rsa_public_key *k, cairn_rsa_format f, const uint8_t *want,
                             size_t n)
{
    static uint8_t out[MAXDER];
    size_t len = 0, qlen = 0;
    CHECK_RC(cairn_rsa_public_key_to_der(k, f, NULL, 0, &qlen), CAIRN_OK, where);
    CHECK(cairn_rsa_public_key_to_der(k, f, out, sizeof out, &len) == CAIRN_OK && len == qlen && len == n &&
              memcmp(out, want, n) == 0,
          "%s: public export (format %d) is the input byte for byte", where, (int)f);
}

static void check_priv_export(const char *where, const cairn_rsa_private_key *k, cairn_rsa_format f,
                              const uint8_t *want, size_t n)
{
    static uint8_t out[MAXDER];
    size_t len = 0, qlen = 0;
    CHECK_RC(cairn_rsa_private_key_to_der(k, f, NULL, 0, &qlen), CAIRN_OK, where);
    CHECK(cairn_rsa_private_key_to_der(k, f, out, sizeof out, &len) == CAIRN_OK && len == qlen && len == n &&
              memcmp(out, want, n) == 0,
          "%s: private export (format %d) is the input byte for byte", where, (int)f);
}

/* ------------------------------------------------------------ Wycheproof */

static const char *const wp_files[] = {
    "oaep_2048_sha1_mgf1sha1", "oaep_2048_sha224_mgf1sha1", "oaep_2048_sha224_mgf1sha224",
    "oaep_2048_sha256_mgf1sha1", "oaep_2048_sha256_mgf1sha256", "oaep_2048_sha384_mgf1sha1",
    "oaep_2048_sha384_mgf1sha384", "oaep_2048_sha512_224_mgf1sha1", "oaep_2048_sha512_224_mgf1sha512_224",
    "oaep_2048_sha512_mgf1sha1", "oaep_2048_sha512_mgf1sha512", "oaep_3072_sha256_mgf1sha1",
    "oaep_3072_sha256_mgf1sha256", "oaep_3072_sha512_256_mgf1sha1", "oaep_3072_sha512_256_mgf1sha512_256",
    "oaep_3072_sha512_mgf1sha1", "oaep_3072_sha512_mgf1sha512", "oaep_4096_sha256_mgf1sha1",
    "oaep_4096_sha256_mgf1sha256", "oaep_4096_sha512_mgf1sha1", "oaep_4096_sha512_mgf1sha512", "oaep_misc",
    "pkcs1_1024_sig_gen", "pkcs1_1536_sig_gen", "pkcs1_2048_sig_gen", "pkcs1_2048", "pkcs1_3072_sig_gen",
    "pkcs1_3072", "pkcs1_4096_sig_gen", "pkcs1_4096", "pss_2048_sha1_mgf1_20_params", "pss_2048_sha1_mgf1_20",
    "pss_2048_sha256_mgf1_0_params", "pss_2048_sha256_mgf1_0", "pss_2048_sha256_mgf1_32_params",
    "pss_2048_sha256_mgf1_32", "pss_2048_sha256_mgf1sha1_20", "pss_2048_sha384_mgf1_48",
    "pss_2048_sha512_224_mgf1_28", "pss_2048_sha512_256_mgf1_32", "pss_2048_sha512_mgf1sha256_32_params",
    "pss_2048_shake128", "pss_2048_shake256", "pss_3072_sha256_mgf1_32_params", "pss_3072_sha256_mgf1_32",
    "pss_3072_shake128", "pss_3072_shake256", "pss_4096_sha256_mgf1_32", "pss_4096_sha384_mgf1_48",
    "pss_4096_sha512_mgf1_32_params", "pss_4096_sha512_mgf1_32", "pss_4096_sha512_mgf1_64_params",
    "pss_4096_sha512_mgf1_64", "pss_4096_shake256", "pss_misc_params", "pss_misc", "signature_2048_sha224",
    "signature_2048_sha256", "signature_2048_sha384", "signature_2048_sha3_224", "signature_2048_sha3_256",
    "signature_2048_sha3_384", "signature_2048_sha3_512", "signature_2048_sha512_224",
    "signature_2048_sha512_256", "signature_2048_sha512", "signature_3072_sha256", "signature_3072_sha384",
    "signature_3072_sha3_256", "signature_3072_sha3_384", "signature_3072_sha3_512", "signature_3072_sha512_256",
    "signature_3072_sha512", "signature_4096_sha256", "signature_4096_sha384", "signature_4096_sha512_256",
    "signature_4096_sha512", "signature_8192_sha256", "signature_8192_sha384", "signature_8192_sha512",
    "three_primes_oaep_2048_sha1_mgf1sha1", "three_primes_oaep_3072_sha224_mgf1sha224",
    "three_primes_oaep_4096_sha256_mgf1sha256"};

/* What a group's key must decode to. */
typedef struct {
    const char *where;
    uint8_t v[8][1100]; /* n, e, d, p, q, dp, dq, qinv (cairn_rsa_part order) */
    size_t len[8];      /* 0: not listed */
    long bits;
    int status;     /* of the raw import of n and e: every Wycheproof key is valid, so only its size can fail */
    int priv_status; /* of the raw import of the private key's components */
    int three;      /* a three-prime private key */
    int restricted; /* the SubjectPublicKeyInfo's restriction (_params files) */
    int pss_absent; /* its hash or MGF1 hash left out of this build: the restricted forms are refused */
    cairn_rsa_pss_params pss;
} wp_key;

static wp_key wk;

/* Every key read once: several files share their keys. */
static char **seen;
static size_t nseen, capseen;

static int seen_before(const char *s)
{
    size_t i;
    for (i = 0; i < nseen; i++)
        if (strcmp(seen[i], s) == 0)
            return 1;
    if (nseen == capseen) {
        capseen = capseen ? 2 * capseen : 256;
        seen = realloc(seen, capseen * sizeof *seen);
        if (seen == NULL)
            exit(1);
    }
    seen[nseen] = malloc(strlen(s) + 1);
    if (seen[nseen] == NULL)
        exit(1);
    strcpy(seen[nseen++], s);
    return 0;
}

static size_t keys_read, forms_read;

static const char *hname(const cairn_hash *h) { return h != NULL ? h->name : "(none)"; }

static void check_pub_key(const char *form, const cairn_rsa_public_key *k, int restricted)
{
    int r = -1;
    cairn_rsa_pss_params pp;
    memset(&pp, 0, sizeof pp);
    CHECK(pub_component_is(k, CAIRN_RSA_N, wk.v[0], wk.len[0]) && pub_component_is(k, CAIRN_RSA_E, wk.v[1], wk.len[1]),
          "%s %s: n and e as listed", wk.where, form);
    CHECK(cairn_rsa_public_key_bits(k) == (size_t)wk.bits, "%s %s: %ld bits", wk.where, form, wk.bits);
    CHECK_RC(cairn_rsa_public_key_pss_params(k, &r, &pp), CAIRN_OK, "pss_params");
    CHECK(r == restricted, "%s %s: restricted %d", wk.where, form, restricted);
    if (restricted && r == 1)
        CHECK(pp.hash == wk.pss.hash && (pp.mgf1_hash == wk.pss.mgf1_hash ||
                                         (pp.mgf1_hash == NULL && wk.pss.mgf1_hash == wk.pss.hash)) &&
                  pp.salt_len == wk.pss.salt_len,
              "%s %s: the restriction is the file's (%s, MGF1 %s, salt %zu)", wk.where, form, hname(wk.pss.hash),
              hname(wk.pss.mgf1_hash), wk.pss.salt_len);
}

static void check_priv_key(const char *form, const cairn_rsa_private_key *k)
{
    size_t i;
    for (i = 0; i < 8; i++)
        if (wk.len[i] != 0)
            CHECK(priv_component_is(k, (cairn_rsa_part)i, wk.v[i], wk.len[i]), "%s %s: component %zu as listed",
                  wk.where, form, i);
    CHECK(cairn_rsa_private_key_bits(k) == (size_t)wk.bits, "%s %s: %ld bits", wk.where, form, wk.bits);
}

/* A public key in DER: its format and FORMAT_ANY, the other format refused. */
static void wp_public_der(const char *form, const char *hex, cairn_rsa_format f)
{
    static uint8_t der[MAXDER], out[MAXDER];
    cairn_rsa_public_key k;
    cairn_rsa_format other = f == CAIRN_RSA_FORMAT_PKCS1 ? CAIRN_RSA_FORMAT_PKCS8 : CAIRN_RSA_FORMAT_PKCS1;
    int restricted = f == CAIRN_RSA_FORMAT_PKCS8 && wk.restricted;
    /* a restriction naming a hash this build leaves out: CAIRN_ERR_UNSUPPORTED */
    int status = restricted && wk.pss_absent && wk.status == CAIRN_OK ? CAIRN_ERR_UNSUPPORTED : wk.status;
    size_t n, len;
    if (hex == NULL)
        return;
    n = hx(der, sizeof der, hex);
    forms_read++;
    CHECK_RC(cairn_rsa_public_key_from_der(&k, CAIRN_RSA_FORMAT_ANY, der, n), status, wk.where);
    CHECK_RC(cairn_rsa_public_key_from_der(&k, other, der, n), CAIRN_ERR_DECODE, wk.where);
    CHECK_RC(cairn_rsa_public_key_from_der(&k, f, der, n), status, wk.where);
    if (status != CAIRN_OK) {
        CHECK(cairn_rsa_public_key_bits(&k) == 0, "%s %s: key unset after a refusal", wk.where, form);
        return;
    }
    check_pub_key(form, &k, restricted);
    check_pub_export(wk.where, &k, f, der, n);
    /* the other format: refused for a restricted key in PKCS1, else read back alike */
    if (restricted) {
        CHECK_RC(cairn_rsa_public_key_to_der(&k, other, out, sizeof out, &len), CAIRN_ERR_INVALID_KEY, wk.where);
        CHECK_RC(cairn_rsa_public_key_to_der(&k, other, NULL, 0, &len), CAIRN_ERR_INVALID_KEY, wk.where);
    } else {
        CHECK_RC(cairn_rsa_public_key_to_der(&k, other, out, sizeof out, &len), CAIRN_OK, wk.where);
        CHECK_RC(cairn_rsa_public_key_from_der(&k, other, out, len), CAIRN_OK, wk.where);
        check_pub_key(other == CAIRN_RSA_FORMAT_PKCS1 ? "PKCS1 export" : "SPKI export", &k, 0);
    }
}

static void wp_public_pem(const char *form, const char *pem, cairn_rsa_format f)
{
    static char want[MAXPEM], out[MAXPEM];
    cairn_rsa_public_key k;
    cairn_rsa_format other = f == CAIRN_RSA_FORMAT_PKCS1 ? CAIRN_RSA_FORMAT_PKCS8 : CAIRN_RSA_FORMAT_PKCS1;
    int restricted = f == CAIRN_RSA_FORMAT_PKCS8 && wk.restricted;
    /* beyond the largest modulus the PEM data is longer than cairn's buffer for it; a
     * restriction naming a hash this build leaves out: CAIRN_ERR_UNSUPPORTED */
    int status = wk.bits > CAIRN_RSA_MAX_BITS                               ? CAIRN_ERR_BAD_LENGTH
                 : restricted && wk.pss_absent && wk.status == CAIRN_OK ? CAIRN_ERR_UNSUPPORTED
                                                                        : wk.status;
    size_t n, len = 0;
    if (pem == NULL)
        return;
    forms_read++;
    n = strlen(pem);
    CHECK_RC(cairn_rsa_public_key_from_pem(&k, other, pem, n), CAIRN_ERR_DECODE, wk.where);
    CHECK_RC(cairn_rsa_public_key_from_pem(&k, f, pem, n), status, wk.where);
    CHECK_RC(cairn_rsa_public_key_from_pem(&k, CAIRN_RSA_FORMAT_ANY, pem, n), status, wk.where);
    if (status != CAIRN_OK)
        return;
    check_pub_key(form, &k, restricted);
    n = pem_norm(want, sizeof want, pem);
    CHECK(cairn_rsa_public_key_to_pem(&k, f, out, sizeof out, &len) == CAIRN_OK && len == n &&
              memcmp(out, want, n + 1) == 0,
          "%s %s: PEM export is the file's text", wk.where, form);
}

/* The RSAPrivateKey inside a PrivateKeyInfo. */
static size_t inner_rsa_private_key(const uint8_t *p8, size_t n, const uint8_t **inner)
{
    cairn_der d, s;
    size_t len = 0;
    cairn_der_init(&d, p8, n);
    if (cairn_der_sequence(&d, &s) != CAIRN_OK || cairn_der_read(&s, CAIRN_DER_INTEGER, NULL) != CAIRN_OK ||
        cairn_der_sequence(&s, NULL) != CAIRN_OK || cairn_der_octet_string(&s, inner, &len) != CAIRN_OK)
        return 0;
    return len;
}

static void wp_private_der(const char *hex)
{
    static uint8_t der[MAXDER];
    static cairn_rsa_private_key k;
    const uint8_t *inner;
    size_t n, ilen;
    int status = wk.priv_status;
    if (hex == NULL)
        return;
    forms_read++;
    n = hx(der, sizeof der, hex);
    ilen = inner_rsa_private_key(der, n, &inner);
    CHECK(ilen > 0, "%s: the PrivateKeyInfo holds an RSAPrivateKey", wk.where);
    CHECK_RC(cairn_rsa_private_key_from_der(&k, CAIRN_RSA_FORMAT_PKCS1, der, n), CAIRN_ERR_DECODE, wk.where);
    CHECK_RC(cairn_rsa_private_key_from_der(&k, CAIRN_RSA_FORMAT_ANY, der, n), status, wk.where);
    CHECK_RC(cairn_rsa_private_key_from_der(&k, CAIRN_RSA_FORMAT_PKCS1, inner, ilen), status, wk.where);
    CHECK_RC(cairn_rsa_private_key_from_der(&k, CAIRN_RSA_FORMAT_PKCS8, inner, ilen), CAIRN_ERR_DECODE, wk.where);
    CHECK_RC(cairn_rsa_private_key_from_der(&k, CAIRN_RSA_FORMAT_PKCS8, der, n), status, wk.where);
    if (status != CAIRN_OK) {
        CHECK(cairn_rsa_private_key_bits(&k) == 0, "%s: private key unset after a refusal", wk.where);
        return;
    }
    check_priv_key("privateKeyPkcs8", &k);
    check_priv_export(wk.where, &k, CAIRN_RSA_FORMAT_PKCS8, der, n);
    check_priv_export(wk.where, &k, CAIRN_RSA_FORMAT_PKCS1, inner, ilen);
}

static void wp_private_pem(const char *pem)
{
    static char want[MAXPEM], out[MAXPEM];
    static cairn_rsa_private_key k;
    cairn_rsa_format f, other;
    size_t n, len = 0;
    int status = wk.priv_status;
    if (pem == NULL)
        return;
    forms_read++;
    n = strlen(pem);
    f = strncmp(pem, "-----BEGIN RSA PRIVATE KEY-----", 31) == 0 ? CAIRN_RSA_FORMAT_PKCS1 : CAIRN_RSA_FORMAT_PKCS8;
    other = f == CAIRN_RSA_FORMAT_PKCS1 ? CAIRN_RSA_FORMAT_PKCS8 : CAIRN_RSA_FORMAT_PKCS1;
    CHECK_RC(cairn_rsa_private_key_from_pem(&k, other, pem, n), CAIRN_ERR_DECODE, wk.where);
    CHECK_RC(cairn_rsa_private_key_from_pem(&k, CAIRN_RSA_FORMAT_ANY, pem, n), status, wk.where);
    CHECK_RC(cairn_rsa_private_key_from_pem(&k, f, pem, n), status, wk.where);
    if (status != CAIRN_OK)
        return;
    check_priv_key("privateKeyPem", &k);
    n = pem_norm(want, sizeof want, pem);
    CHECK(cairn_rsa_private_key_to_pem(&k, f, out, sizeof out, &len) == CAIRN_OK && len == n &&
              memcmp(out, want, n + 1) == 0,
          "%s: private PEM export is the file's text", wk.where);
}

static size_t unbalanced_refused;

/* The raw import's status for the integers of a PrivateKeyInfo's
 * RSAPrivateKey (read here with the DER reader, not through the formats
 * under test); CAIRN_ERR_UNSUPPORTED for a multi-prime key. */
static int raw_private_status(const char *hex)
{
    static uint8_t der[MAXDER];
    static cairn_rsa_private_key sk;
    const uint8_t *inner, *v[9];
    size_t n = hx(der, sizeof der, hex), ilen = inner_rsa_private_key(der, n, &inner), len[9], i;
    cairn_der d, s;
    cairn_rsa_components c;
    int rc;
    cairn_der_init(&d, inner, ilen);
    if (cairn_der_sequence(&d, &s) != CAIRN_OK)
        return 1;
    for (i = 0; i < 9; i++)
        if (cairn_der_integer(&s, &v[i], &len[i]) != CAIRN_OK)
            return 1;
    if (len[0] != 1 || v[0][0] != 0)
        return CAIRN_ERR_UNSUPPORTED;
    c.n = v[1], c.n_len = len[1], c.e = v[2], c.e_len = len[2], c.d = v[3], c.d_len = len[3];
    c.p = v[4], c.p_len = len[4], c.q = v[5], c.q_len = len[5], c.dp = v[6], c.dp_len = len[6];
    c.dq = v[7], c.dq_len = len[7], c.qinv = v[8], c.qinv_len = len[8];
    rc = cairn_rsa_private_key_import(&sk, &c);
    /* Every Wycheproof key is valid: only its size, or primes of very
     * different lengths (the "short signature" keys: the raw import takes
     * primes of about half the modulus only), may be refused. */
    if (rc != CAIRN_OK && wk.bits <= CAIRN_RSA_MAX_BITS) {
        int unbalanced = len[4] > len[5] + 1 || len[5] > len[4] + 1;
        CHECK(unbalanced && rc == CAIRN_ERR_INVALID_KEY, "%s: raw import of the private key: %d", wk.where, rc);
        unbalanced_refused++;
    }
    return rc;
}

/* The file's restriction: hash names, salt length (a hash this build leaves
 * out: wk.pss_absent). */
static void wp_restriction(const json_value *grp)
{
    const char *sha = json_get_str(grp, "sha"), *mgf = json_get_str(grp, "mgfSha");
    wk.pss.hash = wk.pss.mgf1_hash = NULL;
    wk.pss.salt_len = (size_t)json_get_int(grp, "sLen", -1);
    wk.pss_absent = !tu_hash_in_build(sha) || !tu_hash_in_build(mgf);
    if (wk.pss_absent)
        return;
    CHECK(sha != NULL && mgf != NULL && cairn_hash_lookup(&wk.pss.hash, sha) == CAIRN_OK &&
              cairn_hash_lookup(&wk.pss.mgf1_hash, mgf) == CAIRN_OK && json_get_int(grp, "sLen", -1) >= 0,
          "%s: sha, mgfSha and sLen name a restriction", wk.where);
}

static void wp_file(const char *name)
{
    char rel[160], where[200];
    json_value *doc;
    const json_value *groups;
    size_t g, i;
    int noted = 0;
    snprintf(rel, sizeof rel, "wycheproof/rsa_%s_test.json", name);
    doc = json_load_vector(rel);
    if (doc == NULL)
        return;
    groups = json_get(doc, "testGroups");
    CHECK(json_len(groups) > 0, "%s: groups", rel);
    for (g = 0; g < json_len(groups); g++) {
        static const char *const fields[8] = {"modulus", "publicExponent", "privateExponent", "prime1",
                                              "prime2",  "exponent1",      "exponent2",       "coefficient"};
        const json_value *grp = json_at(groups, g), *key = json_get(grp, "publicKey");
        const char *ids[6] = {"publicKeyDer", "keyDer", "publicKeyAsn", "keyAsn", "privateKeyPkcs8", NULL};
        cairn_rsa_components c;
        cairn_rsa_public_key tmp;
        int fresh = 0;
        if (!TU_FULL_SWEEP && json_get_int(grp, "keySize", -1) > REDUCED_MAX_BITS) {
            if (!noted++) {
                char msg[240];
                snprintf(msg, sizeof msg, "%s: keys above %d bits are left to the 64-bit host run", rel, REDUCED_MAX_BITS);
                tu_skip(msg);
            }
            continue;
        }
        for (i = 0; ids[i] != NULL; i++)
            if (json_get_str(grp, ids[i]) != NULL && !seen_before(json_get_str(grp, ids[i])))
                fresh = 1;
        if (!fresh) /* every encoding of this group was read in an earlier group or file */
            continue;
        keys_read++;
        snprintf(where, sizeof where, "rsa_%s group %zu", name, g);
        memset(&wk, 0, sizeof wk);
        wk.where = where;
        if (key == NULL)
            key = json_get(grp, "privateKey");
        for (i = 0; i < 8; i++) {
            const char *h = json_get_str(key, fields[i]);
            if (h != NULL)
                wk.len[i] = want_hex(wk.v[i], sizeof wk.v[i], h);
        }
        CHECK(wk.len[0] > 0 && wk.len[1] > 0, "%s: modulus and exponent", where);
        wk.bits = json_get_int(grp, "keySize", -1);
        wk.three = strncmp(name, "three_primes", 12) == 0;
        CHECK(!wk.three || json_get(key, "otherPrimeInfos") != NULL, "%s: three primes listed", where);
        memset(&c, 0, sizeof c);
        c.n = wk.v[0];
        c.n_len = wk.len[0];
        c.e = wk.v[1];
        c.e_len = wk.len[1];
        wk.status = cairn_rsa_public_key_import(&tmp, &c);
        CHECK(wk.status == CAIRN_OK || wk.bits > CAIRN_RSA_MAX_BITS, "%s: a %ld-bit key imports in this build",
              where, wk.bits);
        if (json_get_str(grp, "privateKeyPkcs8") != NULL)
            wk.priv_status = raw_private_status(json_get_str(grp, "privateKeyPkcs8"));
        CHECK(!wk.three || wk.priv_status == CAIRN_ERR_UNSUPPORTED, "%s: a multi-prime RSAPrivateKey", where);
        if (strstr(name, "_params") != NULL) {
            wk.restricted = 1;
            wp_restriction(grp);
        }
        wp_public_der("publicKeyDer", json_get_str(grp, "publicKeyDer"), CAIRN_RSA_FORMAT_PKCS8);
        wp_public_der("keyDer", json_get_str(grp, "keyDer"), CAIRN_RSA_FORMAT_PKCS8);
        wp_public_der("publicKeyAsn", json_get_str(grp, "publicKeyAsn"), CAIRN_RSA_FORMAT_PKCS1);
        wp_public_der("keyAsn", json_get_str(grp, "keyAsn"), CAIRN_RSA_FORMAT_PKCS1);
        wp_public_pem("publicKeyPem", json_get_str(grp, "publicKeyPem"), CAIRN_RSA_FORMAT_PKCS8);
        wp_public_pem("keyPem", json_get_str(grp, "keyPem"), CAIRN_RSA_FORMAT_PKCS8);
        wp_private_der(json_get_str(grp, "privateKeyPkcs8"));
        wp_private_pem(json_get_str(grp, "privateKeyPem"));
    }
    json_free(doc);
}

static void test_wycheproof(void)
{
    size_t i;
    for (i = 0; i < sizeof wp_files / sizeof wp_files[0]; i++)
        wp_file(wp_files[i]);
    for (i = 0; i < nseen; i++)
        free(seen[i]);
    free(seen);
    if (keys_read == 0)
        tu_skip("Wycheproof RSA files (vectors absent)");
    else
        printf("wycheproof: %zu distinct keys, %zu encodings read and written back (%zu private keys with "
               "unbalanced primes refused by the raw import, and so by the formats)\n",
               keys_read, forms_read, unbalanced_refused);
}

/* ------------------------------------------------------- hand-made input */

/* A 1024-bit key (OpenSSL's genpkey), PKCS#1 RSAPrivateKey. */
static const char key1024[] =
    "3082025c02010002818100a919e045b284f98535462cdfbcc532a3c7d70173564fba55483d9350d2f06f3292d018c706"
    "5384a1c9aff6839be517d2bc47368ee905b1ff3a6d2c0f858d30fb0e89688d91a2c2c3274deae4d1d3c40d33c64aad9c"
    "d77d127061a08b0badd044e600e8f44446cda803fc221cda82f3c28f4d7ff8334278e68494b2d6100a59a10203010001"
    "0281803a7097e25e6cb83302134b84d31f2f7e0c9d508204ad2f0f34151ba94e0d0bd0e58e075218ec9a24b3a81d40a4"
    "8acaede865900459a1bf3f1e79064622f885995e1933dce8ed049cd7acee3e6e30c54abc94015402e1e50816ecc1c670"
    "c0d7ec0575f51db59d43d099bea94fb3865364038ea15df948fb50fa6d5258d62c2bb1024100d9d98e0fa6133ae6319f"
    "cbda5653e07232a1e0c93a9a8817519784c712bc3c6c1b562957233a39a46c4973c38b36f642f0fe2627cdf00d568f8a"
    "4bbf910f779d024100c6b6dc9ab0414927f38be59b502f39d7517f673c5a1fa92657d930a0e4bb16fc2494fec175b271"
    "9c047c5600474862b37a10c4734944c26a1b494e580ef4e4d502400b246d77af6edc5c59bd6a97c84292004546b25098"
    "86bedf3275257d691fe7973feeb03e9cb6a5ac1b3dc68601e0d5c7a6bbd907c028bf05e661946e3fe522a102402507ec"
    "c272f8279ee756f9b9e0ce7c33f0ff1209002e884219fae282093e084182bbb561ee020c03ec1e1394c7b3e898d3b58e"
    "3681bfeb8f0478bbbdd343b5e5024100ac651c1689eebcd5070754417700a2f891fc8444a392b9f840ddc8be490c5105"
    "c64223f5d5a90d738af8b9dca980692b94ce836671f8cc80dc6fa295208fa1f3";

/* The built-in key's nine INTEGERs (version, n, e, d, p, q, dp, dq, qinv)
 * as whole TLVs, and its encodings in the four forms. */
static buf ints[9];
static buf priv1, pub1, spki1, p8_1;

#define ALGID_RSA "300d06092a864886f70d0101010500"
#define OID_PSS "06092a864886f70d01010a"
#define SHA256_NULL "300d06096086480165030402010500"
#define SHA256_ABSENT "300b0609608648016503040201"
#define SHA1_NULL "300906052b0e03021a0500"
#define SHA1_ABSENT "300706052b0e03021a"
#define SHA512_NULL "300d06096086480165030402030500"
#define SHA3_256_NULL "300d06096086480165030402080500"
#define MD5_NULL "300c06082a864886f70d02050500"
#define SHAKE128_ABSENT "300b060960864801650304020b"
#define OID_MGF1 "06092a864886f70d010108"

static void rsa_public_of(buf *o, const buf *n, const buf *e)
{
    buf c = {{0}, 0};
    put(&c, n->b, n->n);
    put(&c, e->b, e->n);
    wrap(o, CAIRN_DER_SEQUENCE, &c);
}

/* SubjectPublicKeyInfo with the given AlgorithmIdentifier (hex) around an RSAPublicKey. */
static void spki_of(buf *o, const char *algid, const buf *rsapub)
{
    buf c = {{0}, 0}, bits = {{0}, 0};
    put_hex(&c, algid);
    bits.b[0] = 0;
    bits.n = 1;
    put(&bits, rsapub->b, rsapub->n);
    wrap(&c, CAIRN_DER_BIT_STRING, &bits);
    o->n = 0;
    wrap(o, CAIRN_DER_SEQUENCE, &c);
}

/* PrivateKeyInfo: version (hex INTEGER TLV), AlgorithmIdentifier (hex), the
 * RSAPrivateKey, then extra (hex: attributes, public key). */
static void p8_of(buf *o, const char *version, const char *algid, const buf *rsapriv, const char *extra)
{
    buf c = {{0}, 0};
    put_hex(&c, version);
    put_hex(&c, algid);
    wrap(&c, CAIRN_DER_OCTET_STRING, rsapriv);
    put_hex(&c, extra);
    o->n = 0;
    wrap(o, CAIRN_DER_SEQUENCE, &c);
}

/* RSAPrivateKey from the nine TLVs with substitutions: sub[i] replaces
 * INTEGER i when not NULL (hex), tail is appended (hex). */
static void rsa_private_of(buf *o, const char *const sub[9], const char *tail)
{
    buf c = {{0}, 0};
    size_t i;
    for (i = 0; i < 9; i++) {
        if (sub != NULL && sub[i] != NULL)
            put_hex(&c, sub[i]);
        else
            put(&c, ints[i].b, ints[i].n);
    }
    put_hex(&c, tail);
    o->n = 0;
    wrap(o, CAIRN_DER_SEQUENCE, &c);
}

/* The content of a TLV (past its header). */
static size_t tlv_content(const buf *t, const uint8_t **v)
{
    size_t hl = 2 + ((t->b[1] & 0x80u) ? (t->b[1] & 0x7fu) : 0);
    *v = t->b + hl;
    return t->n - hl;
}

/* The raw components of the built-in key, with component part replaced by
 * one byte v (part < 0: none replaced). */
static void comps_of(cairn_rsa_components *c, int part, const uint8_t *v)
{
    const uint8_t **ptr[8];
    size_t *len[8], i;
    memset(c, 0, sizeof *c);
    ptr[0] = &c->n, ptr[1] = &c->e, ptr[2] = &c->d, ptr[3] = &c->p;
    ptr[4] = &c->q, ptr[5] = &c->dp, ptr[6] = &c->dq, ptr[7] = &c->qinv;
    len[0] = &c->n_len, len[1] = &c->e_len, len[2] = &c->d_len, len[3] = &c->p_len;
    len[4] = &c->q_len, len[5] = &c->dp_len, len[6] = &c->dq_len, len[7] = &c->qinv_len;
    for (i = 0; i < 8; i++)
        *len[i] = tlv_content(&ints[i + 1], ptr[i]);
    if (part >= 0) {
        *ptr[part] = v;
        *len[part] = 1;
    }
}

static void setup_key(void)
{
    cairn_der d, s, it;
    unsigned tag;
    size_t i;
    priv1.n = hx(priv1.b, sizeof priv1.b, key1024);
    cairn_der_init(&d, priv1.b, priv1.n);
    if (cairn_der_sequence(&d, &s) != CAIRN_OK)
        exit(1);
    for (i = 0; i < 9; i++) {
        const uint8_t *start = s.p;
        if (cairn_der_next(&s, &tag, &it) != CAIRN_OK || tag != CAIRN_DER_INTEGER)
            exit(1);
        ints[i].n = 0;
        put(&ints[i], start, (size_t)(s.p - start));
    }
    rsa_public_of(&pub1, &ints[1], &ints[2]);
    spki_of(&spki1, ALGID_RSA, &pub1);
    p8_of(&p8_1, "020100", ALGID_RSA, &priv1, "");
}

/* The PSS AlgorithmIdentifier with params (hex of the SEQUENCE's content),
 * or with absent parameters when params is NULL. */
static void pss_algid(char *out, size_t cap, const char *params)
{
    buf c = {{0}, 0}, a = {{0}, 0};
    size_t i;
    put_hex(&c, OID_PSS);
    if (params != NULL)
        wrap_hex(&c, CAIRN_DER_SEQUENCE, params);
    wrap(&a, CAIRN_DER_SEQUENCE, &c);
    if (2 * a.n + 1 > cap)
        exit(1);
    for (i = 0; i < a.n; i++)
        sprintf(out + 2 * i, "%02x", a.b[i]);
    out[2 * a.n] = 0;
}

/* hex of [n] EXPLICIT around the hex content */
static const char *field(char *out, unsigned n, const char *content)
{
    buf c = {{0}, 0};
    size_t i;
    wrap_hex(&c, CAIRN_DER_EXPLICIT(n), content);
    for (i = 0; i < c.n; i++)
        sprintf(out + 2 * i, "%02x", c.b[i]);
    out[2 * c.n] = 0;
    return out;
}

typedef struct {
    const char *what;
    const char *params; /* content of RSASSA-PSS-params as hex; NULL: absent parameters */
    int status;
    const cairn_hash *hash, *mgf;
    size_t salt;
    int same; /* re-export is the input byte for byte */
} pss_case;

static void check_pss_case(const pss_case *t, const char *algid)
{
    static buf spki, p8;
    static cairn_rsa_private_key sk;
    cairn_rsa_public_key k;
    cairn_rsa_pss_params pp;
    uint8_t out[MAXDER];
    size_t len;
    int r = -1, rc;
    spki_of(&spki, algid, &pub1);
    p8_of(&p8, "020100", algid, &priv1, "");
    rc = cairn_rsa_public_key_from_der(&k, CAIRN_RSA_FORMAT_PKCS8, spki.b, spki.n);
    CHECK_RC(rc, t->status, t->what);
    CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_ANY, p8.b, p8.n), t->status, t->what);
    if (rc != CAIRN_OK || t->status != CAIRN_OK) {
        CHECK(cairn_rsa_public_key_bits(&k) == 0 && cairn_rsa_private_key_bits(&sk) == 0, "%s: keys unset",
              t->what);
        return;
    }
    memset(&pp, 0, sizeof pp);
    CHECK(cairn_rsa_public_key_pss_params(&k, &r, &pp) == CAIRN_OK && r == (t->params != NULL), "%s: restricted",
          t->what);
    if (t->params != NULL)
        CHECK(pp.hash == t->hash && (pp.mgf1_hash == t->mgf || (pp.mgf1_hash == NULL && t->mgf == t->hash)) &&
                  pp.salt_len == t->salt,
              "%s: the restriction", t->what);
    r = -1;
    memset(&pp, 0, sizeof pp);
    CHECK(cairn_rsa_private_key_pss_params(&sk, &r, &pp) == CAIRN_OK && r == (t->params != NULL) &&
              (r == 0 || (pp.hash == t->hash && pp.salt_len == t->salt)),
          "%s: the private key's restriction", t->what);
    if (t->same) {
        check_pub_export(t->what, &k, CAIRN_RSA_FORMAT_PKCS8, spki.b, spki.n);
        check_priv_export(t->what, &sk, CAIRN_RSA_FORMAT_PKCS8, p8.b, p8.n);
    }
    if (t->params != NULL) {
        CHECK_RC(cairn_rsa_public_key_to_der(&k, CAIRN_RSA_FORMAT_PKCS1, out, sizeof out, &len), CAIRN_ERR_INVALID_KEY,
                 t->what);
        CHECK_RC(cairn_rsa_private_key_to_der(&sk, CAIRN_RSA_FORMAT_PKCS1, out, sizeof out, &len),
                 CAIRN_ERR_INVALID_KEY, t->what);
        CHECK_RC(cairn_rsa_private_key_to_pem(&sk, CAIRN_RSA_FORMAT_PKCS1, (char *)out, sizeof out, &len),
                 CAIRN_ERR_INVALID_KEY, t->what);
        CHECK_RC(cairn_rsa_public_key_to_pem(&k, CAIRN_RSA_FORMAT_PKCS1, (char *)out, sizeof out, &len),
                 CAIRN_ERR_INVALID_KEY, t->what);
    } else {
        /* PSS without parameters is any PSS: exported as rsaEncryption */
        check_pub_export(t->what, &k, CAIRN_RSA_FORMAT_PKCS8, spki1.b, spki1.n);
        check_priv_export(t->what, &sk, CAIRN_RSA_FORMAT_PKCS8, p8_1.b, p8_1.n);
    }
}

/* The build's descriptor of that name, NULL when it has none. */
static const cairn_hash *hash_named(const char *name)
{
    const cairn_hash *h = NULL;
    return cairn_hash_lookup(&h, name) == CAIRN_OK ? h : NULL;
}

static void test_pss_params(void)
{
    char f0[200], f1[200], f2[200], f3[200], p[800], algid[900], salt[40];
    const cairn_hash *sha1 = hash_named("SHA-1"), *sha256 = hash_named("SHA-256"), *sha512 = hash_named("SHA-512"),
                     *sha3 = hash_named("SHA3-256");
    size_t i;
    {
        const pss_case cases[] = {
            {"PSS, absent parameters", NULL, CAIRN_OK, NULL, NULL, 0, 0},
            {"PSS, all DEFAULTs", "", sha1 ? CAIRN_OK : CAIRN_ERR_UNSUPPORTED, sha1, sha1, 20, 1},
        };
        for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
            pss_algid(algid, sizeof algid, cases[i].params);
            check_pss_case(&cases[i], algid);
        }
    }
    {
        struct {
            const char *what;
            const char *params[4]; /* the four fields' hex, NULL when absent */
            int status;
            const cairn_hash *hash, *mgf;
            size_t salt;
            int same;
        } cases[] = {
            {"[0] SHA-256", {SHA256_NULL, NULL, NULL, NULL}, CAIRN_OK, sha256, sha1, 20, 1},
            {"[0] SHA-256, absent parameters", {SHA256_ABSENT, NULL, NULL, NULL}, CAIRN_OK, sha256, sha1, 20, 0},
            {"[0] SHA-1 encoded", {SHA1_NULL, NULL, NULL, NULL}, CAIRN_ERR_DECODE, NULL, NULL, 0, 0},
            {"[0] SHA-1 encoded, absent parameters", {SHA1_ABSENT, NULL, NULL, NULL}, CAIRN_ERR_DECODE, NULL, NULL, 0,
             0},
            {"[0] MD5", {MD5_NULL, NULL, NULL, NULL}, CAIRN_ERR_UNSUPPORTED, NULL, NULL, 0, 0},
            {"[0] SHAKE128", {SHAKE128_ABSENT, NULL, NULL, NULL}, CAIRN_ERR_UNSUPPORTED, NULL, NULL, 0, 0},
            {"[0] SHA-256 with INTEGER parameters", {"300e0609608648016503040201020100", NULL, NULL, NULL},
             CAIRN_ERR_DECODE, NULL, NULL, 0, 0},
            {"[0] SHA-256 and a second element", {SHA256_NULL "0500", NULL, NULL, NULL}, CAIRN_ERR_DECODE, NULL,
             NULL, 0, 0},
            {"[0] empty", {"", NULL, NULL, NULL}, CAIRN_ERR_DECODE, NULL, NULL, 0, 0},
            {"[1] MGF1 SHA-256", {NULL, "301a" OID_MGF1 SHA256_NULL, NULL, NULL}, CAIRN_OK, sha1, sha256, 20, 1},
            {"[1] MGF1 SHA-1 encoded", {NULL, "3016" OID_MGF1 SHA1_NULL, NULL, NULL}, CAIRN_ERR_DECODE, NULL, NULL,
             0, 0},
            {"[1] MGF1 without its hash", {NULL, "300b" OID_MGF1, NULL, NULL}, CAIRN_ERR_DECODE, NULL, NULL, 0, 0},
            {"[1] MGF1 with a NULL hash", {NULL, "300d" OID_MGF1 "0500", NULL, NULL}, CAIRN_ERR_DECODE, NULL, NULL,
             0, 0},
            {"[1] MGF1 MD5", {NULL, "3019" OID_MGF1 MD5_NULL, NULL, NULL}, CAIRN_ERR_UNSUPPORTED, NULL, NULL, 0, 0},
            {"[1] another MGF", {NULL, "3009060388370105020101", NULL, NULL}, CAIRN_ERR_UNSUPPORTED, NULL, NULL, 0,
             0},
            {"[2] salt 32", {NULL, NULL, "020120", NULL}, CAIRN_OK, sha1, sha1, 32, 1},
            {"[2] salt 0", {NULL, NULL, "020100", NULL}, CAIRN_OK, sha1, sha1, 0, 1},
            {"[2] salt 20 encoded", {NULL, NULL, "020114", NULL}, CAIRN_ERR_DECODE, NULL, NULL, 0, 0},
            {"[2] salt -1", {NULL, NULL, "0201ff", NULL}, CAIRN_ERR_DECODE, NULL, NULL, 0, 0},
            {"[2] salt 020 (not minimal)", {NULL, NULL, "02020020", NULL}, CAIRN_ERR_DECODE, NULL, NULL, 0, 0},
            {"[2] salt 2^40", {NULL, NULL, "0206010000000000", NULL}, CAIRN_ERR_UNSUPPORTED, NULL, NULL, 0, 0},
            {"[2] salt as OCTET STRING", {NULL, NULL, "040120", NULL}, CAIRN_ERR_DECODE, NULL, NULL, 0, 0},
            {"[3] trailer 1 encoded", {NULL, NULL, NULL, "020101"}, CAIRN_ERR_DECODE, NULL, NULL, 0, 0},
            {"[3] trailer 2", {NULL, NULL, NULL, "020102"}, CAIRN_ERR_UNSUPPORTED, NULL, NULL, 0, 0},
            {"SHA-512, MGF1 SHA-512, salt 64", {SHA512_NULL, "301a" OID_MGF1 SHA512_NULL, "020140", NULL}, CAIRN_OK,
             sha512, sha512, 64, 1},
            {"SHA3-256, MGF1 SHA3-256, salt 32", {SHA3_256_NULL, "301a" OID_MGF1 SHA3_256_NULL, "020120", NULL},
             sha3 ? CAIRN_OK : CAIRN_ERR_UNSUPPORTED, sha3, sha3, 32, 1},
        };
        for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
            pss_case t;
            p[0] = 0;
            if (cases[i].params[0])
                strcat(p, field(f0, 0, cases[i].params[0]));
            if (cases[i].params[1])
                strcat(p, field(f1, 1, cases[i].params[1]));
            if (cases[i].params[2])
                strcat(p, field(f2, 2, cases[i].params[2]));
            if (cases[i].params[3])
                strcat(p, field(f3, 3, cases[i].params[3]));
            pss_algid(algid, sizeof algid, p);
            t.what = cases[i].what;
            t.params = p;
            t.status = cases[i].status;
            t.hash = cases[i].hash;
            t.mgf = cases[i].mgf;
            t.salt = cases[i].salt;
            t.same = cases[i].same;
            /* a DEFAULT that is SHA-1 in a build without it */
            if (t.status == CAIRN_OK && (t.hash == NULL || t.mgf == NULL))
                t.status = CAIRN_ERR_UNSUPPORTED;
            check_pss_case(&t, algid);
        }
    }
    /* the [0] SHA-256 key with absent hash parameters is written with NULL ones */
    {
        static buf a, b;
        cairn_rsa_public_key k;
        pss_algid(algid, sizeof algid, field(f0, 0, SHA256_ABSENT));
        spki_of(&a, algid, &pub1);
        pss_algid(algid, sizeof algid, field(f0, 0, SHA256_NULL));
        spki_of(&b, algid, &pub1);
        /* (MGF1's hash is the DEFAULT SHA-1: refused in a build that leaves it out) */
        if (CHECK_RC(cairn_rsa_public_key_from_der(&k, CAIRN_RSA_FORMAT_PKCS8, a.b, a.n),
                     CAIRN_ENABLE_SHA1 ? CAIRN_OK : CAIRN_ERR_UNSUPPORTED, "absent hash params") &&
            CAIRN_ENABLE_SHA1)
            check_pub_export("absent hash parameters", &k, CAIRN_RSA_FORMAT_PKCS8, b.b, b.n);
    }
    /* fields out of order, an unknown field, trailing data */
    {
        static const char *const bad[] = {"a2030201",         "a206020120020120", "a003020100",
                                          "020120",           "a1020500",         "a20402020020"};
        char two[400];
        pss_case t = {"", NULL, CAIRN_ERR_DECODE, NULL, NULL, 0, 0};
        snprintf(two, sizeof two, "%s%s", field(f2, 2, "020120"), field(f0, 0, SHA256_NULL));
        t.what = "[2] before [0]";
        t.params = two;
        pss_algid(algid, sizeof algid, two);
        check_pss_case(&t, algid);
        snprintf(two, sizeof two, "%s%s", field(f0, 0, SHA256_NULL), field(f1, 0, SHA256_NULL));
        t.what = "[0] twice";
        pss_algid(algid, sizeof algid, two);
        check_pss_case(&t, algid);
        snprintf(two, sizeof two, "%s", field(f0, 4, "020101"));
        t.what = "[4]";
        pss_algid(algid, sizeof algid, two);
        check_pss_case(&t, algid);
        snprintf(two, sizeof two, "%s0500", field(f2, 2, "020120"));
        t.what = "a NULL after the fields";
        pss_algid(algid, sizeof algid, two);
        check_pss_case(&t, algid);
        for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
            t.what = bad[i];
            pss_algid(algid, sizeof algid, bad[i]);
            check_pss_case(&t, algid);
        }
    }
    /* a salt of exactly CAIRN_RSA_MAX_BYTES is taken, one more is no key's */
    for (i = 0; i < 2; i++) {
        pss_case t = {"", "", CAIRN_OK, NULL, NULL, 0, 1};
        size_t v = CAIRN_RSA_MAX_BYTES + i;
        snprintf(salt, sizeof salt, "0202%04zx", v);
        t.what = i ? "salt CAIRN_RSA_MAX_BYTES + 1" : "salt CAIRN_RSA_MAX_BYTES";
        t.status = i ? CAIRN_ERR_UNSUPPORTED : sha1 ? CAIRN_OK : CAIRN_ERR_UNSUPPORTED;
        t.hash = t.mgf = sha1;
        t.salt = v;
        t.params = p;
        strcpy(p, field(f2, 2, salt));
        pss_algid(algid, sizeof algid, p);
        check_pss_case(&t, algid);
    }
}

/* The key's AlgorithmIdentifier and SubjectPublicKeyInfo around it. */
static void test_spki(void)
{
    static const struct {
        const char *algid;
        int status;
        const char *what;
    } cases[] = {
        {"300b06092a864886f70d010101", CAIRN_ERR_DECODE, "rsaEncryption without parameters"},
        {"300f06092a864886f70d0101013000", CAIRN_ERR_DECODE, "rsaEncryption with a SEQUENCE"},
        {"300f06092a864886f70d01010105000500", CAIRN_ERR_DECODE, "rsaEncryption, two parameters"},
        {"300d06092a864886f70d01010a0500", CAIRN_ERR_DECODE, "RSASSA-PSS with NULL parameters"},
        {"300d06092a864886f70d0101050500", CAIRN_ERR_UNSUPPORTED, "sha1WithRSAEncryption (not a key OID)"},
        {"301306072a8648ce3d020106082a8648ce3d030107", CAIRN_ERR_UNSUPPORTED, "id-ecPublicKey P-256"},
        {"300506032b6570", CAIRN_ERR_UNSUPPORTED, "Ed25519"},
        {"300d06092a864886f70d0101010501", CAIRN_ERR_DECODE, "NULL with content"},
        {"300e060a2a864886f70d010180010500", CAIRN_ERR_DECODE, "OID with a non-minimal arc"},
        {"3000", CAIRN_ERR_DECODE, "empty AlgorithmIdentifier"},
    };
    static buf b, c;
    cairn_rsa_public_key k;
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        spki_of(&b, cases[i].algid, &pub1);
        CHECK_RC(cairn_rsa_public_key_from_der(&k, CAIRN_RSA_FORMAT_PKCS8, b.b, b.n), cases[i].status,
                 cases[i].what);
        CHECK_RC(cairn_rsa_public_key_from_der(&k, CAIRN_RSA_FORMAT_ANY, b.b, b.n), cases[i].status, cases[i].what);
    }
    /* another algorithm's well-formed keys (RFC 8410's Ed25519 example, a P-256 key) */
    b.n = hx(b.b, sizeof b.b, "302a300506032b657003210019bf44096984cdfe8541bac167dc3b96c85086aa30b6b6cb0c5c38ad703166e1");
    CHECK_RC(cairn_rsa_public_key_from_der(&k, CAIRN_RSA_FORMAT_ANY, b.b, b.n), CAIRN_ERR_UNSUPPORTED, "Ed25519 SPKI");
    CHECK_RC(cairn_rsa_public_key_from_der(&k, CAIRN_RSA_FORMAT_PKCS1, b.b, b.n), CAIRN_ERR_DECODE, "Ed25519 as PKCS1");
    b.b[b.n++] = 0;
    CHECK_RC(cairn_rsa_public_key_from_der(&k, CAIRN_RSA_FORMAT_ANY, b.b, b.n), CAIRN_ERR_DECODE,
             "Ed25519 SPKI with a trailing byte");
    /* the BIT STRING: unused bits, a trailing byte inside, another type */
    c = spki1;
    c.b[c.n - pub1.n - 1] = 1; /* unused-bit count of the BIT STRING */
    CHECK_RC(cairn_rsa_public_key_from_der(&k, CAIRN_RSA_FORMAT_PKCS8, c.b, c.n), CAIRN_ERR_DECODE,
             "BIT STRING with unused bits");
    c = spki1;
    c.b[c.n - pub1.n - 4] = CAIRN_DER_OCTET_STRING; /* 03 81 xx 00 RSAPublicKey */
    CHECK_RC(cairn_rsa_public_key_from_der(&k, CAIRN_RSA_FORMAT_PKCS8, c.b, c.n), CAIRN_ERR_DECODE,
             "OCTET STRING for the key");
    {
        buf longer = pub1;
        longer.b[longer.n++] = 5;
        longer.b[longer.n++] = 0;
        spki_of(&c, ALGID_RSA, &longer);
        CHECK_RC(cairn_rsa_public_key_from_der(&k, CAIRN_RSA_FORMAT_PKCS8, c.b, c.n), CAIRN_ERR_DECODE,
                 "bytes after the RSAPublicKey in the BIT STRING");
    }
    c = spki1;
    c.b[c.n++] = 0;
    CHECK_RC(cairn_rsa_public_key_from_der(&k, CAIRN_RSA_FORMAT_PKCS8, c.b, c.n), CAIRN_ERR_DECODE,
             "trailing byte after the SPKI");
    /* the plain key */
    CHECK_RC(cairn_rsa_public_key_from_der(&k, CAIRN_RSA_FORMAT_ANY, spki1.b, spki1.n), CAIRN_OK, "SPKI");
    check_pub_export("SPKI", &k, CAIRN_RSA_FORMAT_PKCS8, spki1.b, spki1.n);
    check_pub_export("SPKI", &k, CAIRN_RSA_FORMAT_PKCS1, pub1.b, pub1.n);
    CHECK_RC(cairn_rsa_public_key_from_der(&k, CAIRN_RSA_FORMAT_ANY, pub1.b, pub1.n), CAIRN_OK, "RSAPublicKey");
    CHECK_RC(cairn_rsa_public_key_from_der(&k, CAIRN_RSA_FORMAT_PKCS8, pub1.b, pub1.n), CAIRN_ERR_DECODE,
             "RSAPublicKey as SPKI");
    CHECK_RC(cairn_rsa_public_key_from_der(&k, CAIRN_RSA_FORMAT_PKCS1, spki1.b, spki1.n), CAIRN_ERR_DECODE,
             "SPKI as RSAPublicKey");
}

/* RSAPublicKey and RSAPrivateKey fields: their form, and values the raw
 * import refuses with its own status. */
static void test_integers(void)
{
    static buf b, t;
    static cairn_rsa_private_key sk;
    cairn_rsa_public_key k;
    cairn_rsa_components c;
    const uint8_t one = 1, zero = 0, two = 2;
    int rc;

    /* RSAPublicKey: form */
    {
        static const char *const bad[] = {"3000", "3003020101", "300602010102010305", "3006020180020103",
                                          "300702020001020103", "3006020101020183"};
        size_t i;
        for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
            b.n = hx(b.b, sizeof b.b, bad[i]);
            CHECK_RC(cairn_rsa_public_key_from_der(&k, CAIRN_RSA_FORMAT_PKCS1, b.b, b.n), CAIRN_ERR_DECODE, bad[i]);
            CHECK_RC(cairn_rsa_public_key_from_der(&k, CAIRN_RSA_FORMAT_ANY, b.b, b.n), CAIRN_ERR_DECODE, bad[i]);
        }
        /* an extra INTEGER */
        t = pub1;
        t.n = 0;
        {
            buf cc = {{0}, 0};
            put(&cc, ints[1].b, ints[1].n);
            put(&cc, ints[2].b, ints[2].n);
            put_hex(&cc, "020101");
            wrap(&t, CAIRN_DER_SEQUENCE, &cc);
        }
        CHECK_RC(cairn_rsa_public_key_from_der(&k, CAIRN_RSA_FORMAT_PKCS1, t.b, t.n), CAIRN_ERR_DECODE,
                 "three INTEGERs");
    }
    /* RSAPublicKey: values, with the raw import's verdict for the same numbers */
    {
        static const char *const es[] = {"020100", "020101", "020102", "020103", "0203010000"};
        buf e;
        size_t i;
        for (i = 0; i < sizeof es / sizeof es[0]; i++) {
            e.n = hx(e.b, sizeof e.b, es[i]);
            t.n = 0;
            rsa_public_of(&t, &ints[1], &e);
            memset(&c, 0, sizeof c);
            c.n = ints[1].b + 3; /* 02 81 81 00 ...: past the header, the sign byte kept */
            c.n_len = ints[1].n - 3;
            c.e = e.b + 2;
            c.e_len = e.n - 2;
            rc = cairn_rsa_public_key_import(&k, &c);
            CHECK(rc != CAIRN_OK || i == 3, "raw import of e = %s", es[i]);
            CHECK_RC(cairn_rsa_public_key_from_der(&k, CAIRN_RSA_FORMAT_PKCS1, t.b, t.n), rc, es[i]);
        }
        /* n = 0 and a small n */
        e = ints[2];
        t.n = 0;
        b.n = hx(b.b, sizeof b.b, "020100");
        rsa_public_of(&t, &b, &e);
        memset(&c, 0, sizeof c);
        c.n = &zero;
        c.n_len = 1;
        c.e = e.b + 2;
        c.e_len = e.n - 2;
        rc = cairn_rsa_public_key_import(&k, &c);
        CHECK(rc != CAIRN_OK, "raw import of n = 0");
        CHECK_RC(cairn_rsa_public_key_from_der(&k, CAIRN_RSA_FORMAT_PKCS1, t.b, t.n), rc, "n = 0");
    }
    /* RSAPrivateKey: versions and otherPrimeInfos */
    {
        static const char *const other = "300b3009020103020101020101"; /* one OtherPrimeInfo {3, 1, 1} */
        const char *sub[9] = {NULL};
        sub[0] = "020101";
        rsa_private_of(&b, sub, other);
        CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_PKCS1, b.b, b.n), CAIRN_ERR_UNSUPPORTED,
                 "multi-prime");
        CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_ANY, b.b, b.n), CAIRN_ERR_UNSUPPORTED,
                 "multi-prime, ANY");
        p8_of(&t, "020100", ALGID_RSA, &b, "");
        CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_PKCS8, t.b, t.n), CAIRN_ERR_UNSUPPORTED,
                 "multi-prime in PKCS#8");
        rsa_private_of(&b, sub, "");
        CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_PKCS1, b.b, b.n), CAIRN_ERR_DECODE,
                 "version 1 without otherPrimeInfos");
        rsa_private_of(&b, sub, "3000");
        CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_PKCS1, b.b, b.n), CAIRN_ERR_DECODE,
                 "empty otherPrimeInfos");
        rsa_private_of(&b, sub, "30083006020103020101");
        CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_PKCS1, b.b, b.n), CAIRN_ERR_DECODE,
                 "OtherPrimeInfo of two INTEGERs");
        rsa_private_of(&b, sub, "300b3009020183020101020101");
        CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_PKCS1, b.b, b.n), CAIRN_ERR_DECODE,
                 "negative prime in otherPrimeInfos");
        rsa_private_of(&b, sub, "300b3009020103020101020101020101");
        CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_PKCS1, b.b, b.n), CAIRN_ERR_DECODE,
                 "an INTEGER after otherPrimeInfos");
        sub[0] = NULL;
        rsa_private_of(&b, sub, other);
        CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_PKCS1, b.b, b.n), CAIRN_ERR_DECODE,
                 "version 0 with otherPrimeInfos");
        sub[0] = "020102";
        rsa_private_of(&b, sub, "");
        CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_PKCS1, b.b, b.n), CAIRN_ERR_DECODE, "version 2");
        sub[0] = "0201ff";
        rsa_private_of(&b, sub, "");
        CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_PKCS1, b.b, b.n), CAIRN_ERR_DECODE,
                 "version -1");
        sub[0] = "02020000";
        rsa_private_of(&b, sub, "");
        CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_PKCS1, b.b, b.n), CAIRN_ERR_DECODE,
                 "version 0 not minimal");
    }
    /* RSAPrivateKey: each component negative, not minimal, missing, or a
     * value the raw import refuses (0, 1, 2: never "not given") */
    {
        size_t i, j;
        for (i = 1; i < 9; i++) {
            const char *sub[9] = {NULL};
            char neg[40];
            /* not minimal: one more zero byte before the content */
            {
                const uint8_t *cv;
                size_t cl = tlv_content(&ints[i], &cv);
                static char hexnm[1300];
                buf nm = {{0}, 0}, cc = {{0}, 0};
                cc.b[cc.n++] = 0;
                put(&cc, cv, cl);
                wrap(&nm, CAIRN_DER_INTEGER, &cc);
                for (j = 0; j < nm.n; j++)
                    sprintf(hexnm + 2 * j, "%02x", nm.b[j]);
                sub[i] = hexnm;
                rsa_private_of(&b, sub, "");
                CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_PKCS1, b.b, b.n), CAIRN_ERR_DECODE,
                         "an INTEGER with a redundant leading zero");
            }
            snprintf(neg, sizeof neg, "0201%02x", 0x80 + (unsigned)i);
            sub[i] = neg;
            rsa_private_of(&b, sub, "");
            CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_PKCS1, b.b, b.n), CAIRN_ERR_DECODE,
                     "a negative component");
            sub[i] = "";
            rsa_private_of(&b, sub, "");
            CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_PKCS1, b.b, b.n), CAIRN_ERR_DECODE,
                     "a component left out");
            sub[i] = "0500";
            rsa_private_of(&b, sub, "");
            CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_PKCS1, b.b, b.n), CAIRN_ERR_DECODE,
                     "NULL for a component");
            for (j = 0; j < 3; j++) {
                static const char *const small[] = {"020100", "020101", "020102"};
                const uint8_t *v[] = {&zero, &one, &two};
                sub[i] = small[j];
                rsa_private_of(&b, sub, "");
                comps_of(&c, (int)i - 1, v[j]);
                rc = cairn_rsa_private_key_import(&sk, &c);
                CHECK(rc != CAIRN_OK, "raw import with component %zu = %zu", i, j);
                CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_PKCS1, b.b, b.n), rc,
                         "a small component: the raw import's status");
                CHECK(cairn_rsa_private_key_bits(&sk) == 0, "key unset after a refused component");
            }
        }
    }
    /* the plain key, both formats, both directions */
    CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_ANY, priv1.b, priv1.n), CAIRN_OK, "RSAPrivateKey");
    check_priv_export("RSAPrivateKey", &sk, CAIRN_RSA_FORMAT_PKCS1, priv1.b, priv1.n);
    check_priv_export("RSAPrivateKey", &sk, CAIRN_RSA_FORMAT_PKCS8, p8_1.b, p8_1.n);
    CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_ANY, p8_1.b, p8_1.n), CAIRN_OK, "PKCS#8");
    check_priv_export("PKCS#8", &sk, CAIRN_RSA_FORMAT_PKCS1, priv1.b, priv1.n);
    CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_PKCS8, priv1.b, priv1.n), CAIRN_ERR_DECODE,
             "RSAPrivateKey as PKCS#8");
    CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_PKCS1, p8_1.b, p8_1.n), CAIRN_ERR_DECODE,
             "PKCS#8 as RSAPrivateKey");
    /* a public key is no private key and the reverse */
    CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_ANY, spki1.b, spki1.n), CAIRN_ERR_DECODE,
             "SPKI as a private key");
    CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_ANY, pub1.b, pub1.n), CAIRN_ERR_DECODE,
             "RSAPublicKey as a private key");
    CHECK_RC(cairn_rsa_public_key_from_der(&k, CAIRN_RSA_FORMAT_ANY, p8_1.b, p8_1.n), CAIRN_ERR_DECODE,
             "PKCS#8 as a public key");
    CHECK_RC(cairn_rsa_public_key_from_der(&k, CAIRN_RSA_FORMAT_ANY, priv1.b, priv1.n), CAIRN_ERR_DECODE,
             "RSAPrivateKey as a public key");
}

/* PKCS#8: versions, attributes, the public key, the wrapper. */
static void test_pkcs8(void)
{
    static buf b, pubbits;
    static cairn_rsa_private_key sk;
    char pubhex[700], extra[1600];
    size_t i;
    /* [1] IMPLICIT BIT STRING: 00 || RSAPublicKey */
    pubbits.n = 0;
    {
        buf c = {{0}, 0};
        c.b[c.n++] = 0;
        put(&c, pub1.b, pub1.n);
        wrap(&pubbits, CAIRN_DER_IMPLICIT(1), &c);
    }
    for (i = 0; i < pubbits.n; i++)
        sprintf(pubhex + 2 * i, "%02x", pubbits.b[i]);
    {
        static const struct {
            const char *version, *extra;
            int status;
            const char *what;
        } cases[] = {
            {"020100", "", CAIRN_OK, "version 0"},
            {"020101", "", CAIRN_ERR_DECODE, "version 1 without the public key"},
            {"020102", "", CAIRN_ERR_DECODE, "version 2"},
            {"0201ff", "", CAIRN_ERR_DECODE, "version -1"},
            {"02020000", "", CAIRN_ERR_DECODE, "version 0 not minimal"},
            {"0500", "", CAIRN_ERR_DECODE, "NULL for the version"},
            /* one attribute: friendlyName (1.2.840.113549.1.9.20) = BMPString "a" */
            {"020100", "a011300f06092a864886f70d01091431021e05", CAIRN_ERR_DECODE, "attribute with a bad SET"},
            {"020100", "a0133011" "06092a864886f70d010914" "3104" "1e020061", CAIRN_OK, "one attribute"},
            {"020100", "a000", CAIRN_OK, "an empty attribute SET"},
            {"020100", "a0263011" "06092a864886f70d010914" "3104" "1e020062" "3011" "06092a864886f70d010914" "3104"
                       "1e020061",
             CAIRN_ERR_DECODE, "two attributes out of DER order"},
            {"020100", "a0263011" "06092a864886f70d010914" "3104" "1e020061" "3011" "06092a864886f70d010914" "3104"
                       "1e020062",
             CAIRN_OK, "two attributes in DER order"},
            {"020100", "a00d300b" "06092a864886f70d010914", CAIRN_ERR_DECODE, "attribute without values"},
            {"020100", "a0133011" "0500" "3104" "1e020061", CAIRN_ERR_DECODE, "attribute type not an OID"},
            {"020100", "a00f3104" "1e020061" "3106" "0201010201" "02", CAIRN_ERR_DECODE, "attribute a SET"},
            {"020100", "3115" "3013" "06092a864886f70d010914" "3106" "1e020061" "0500", CAIRN_ERR_DECODE,
             "attributes as a universal SET"},
            {"020100", "80020500", CAIRN_ERR_DECODE, "attributes primitive"},
            {"020100", "0500", CAIRN_ERR_DECODE, "a NULL after the key"},
            {"020100", "a10100", CAIRN_ERR_DECODE, "[1] constructed"},
        };
        for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
            p8_of(&b, cases[i].version, ALGID_RSA, &priv1, cases[i].extra);
            CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_PKCS8, b.b, b.n), cases[i].status,
                     cases[i].what);
            CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_ANY, b.b, b.n), cases[i].status,
                     cases[i].what);
            if (cases[i].status == CAIRN_OK) /* attributes are dropped on export */
                check_priv_export(cases[i].what, &sk, CAIRN_RSA_FORMAT_PKCS8, p8_1.b, p8_1.n);
        }
    }
    /* version 1 with the public key: written back as it came */
    p8_of(&b, "020101", ALGID_RSA, &priv1, pubhex);
    CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_ANY, b.b, b.n), CAIRN_OK, "v1 with publicKey");
    p8_of(&b, "020100", ALGID_RSA, &priv1, pubhex);
    CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_ANY, b.b, b.n), CAIRN_ERR_DECODE,
             "v0 with publicKey");
    snprintf(extra, sizeof extra, "a0133011" "06092a864886f70d010914" "3104" "1e020061%s", pubhex);
    p8_of(&b, "020101", ALGID_RSA, &priv1, extra);
    CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_ANY, b.b, b.n), CAIRN_OK,
             "v1 with attributes and publicKey");
    snprintf(extra, sizeof extra, "%sa0133011" "06092a864886f70d010914" "3104" "1e020061", pubhex);
    p8_of(&b, "020101", ALGID_RSA, &priv1, extra);
    CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_ANY, b.b, b.n), CAIRN_ERR_DECODE,
             "publicKey before attributes");
    snprintf(extra, sizeof extra, "%s%s", pubhex, pubhex);
    p8_of(&b, "020101", ALGID_RSA, &priv1, extra);
    CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_ANY, b.b, b.n), CAIRN_ERR_DECODE,
             "publicKey twice");
    {
        static const char *const badbits[] = {"8100", "810108", "81020101", "8102070f"};
        for (i = 0; i < sizeof badbits / sizeof badbits[0]; i++) {
            p8_of(&b, "020101", ALGID_RSA, &priv1, badbits[i]);
            CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_ANY, b.b, b.n), CAIRN_ERR_DECODE,
                     badbits[i]);
        }
        p8_of(&b, "020101", ALGID_RSA, &priv1, "81020780");
        CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_ANY, b.b, b.n), CAIRN_OK,
                 "publicKey of one bit (its content is not read)");
    }
    /* the OCTET STRING: a trailing byte inside, another type */
    {
        buf longer = priv1;
        longer.b[longer.n++] = 5;
        longer.b[longer.n++] = 0;
        p8_of(&b, "020100", ALGID_RSA, &longer, "");
        CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_ANY, b.b, b.n), CAIRN_ERR_DECODE,
                 "bytes after the RSAPrivateKey");
        b = p8_1;
        b.b[4 + 3 + 15] = CAIRN_DER_BIT_STRING; /* 30 82 xx xx, 02 01 00, the 15-byte AlgorithmIdentifier */
        CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_ANY, b.b, b.n), CAIRN_ERR_DECODE,
                 "BIT STRING for the private key");
    }
    /* another algorithm's key: RFC 8410's Ed25519 example */
    b.n = hx(b.b, sizeof b.b, "302e020100300506032b657004220420d4ee72dbf913584ad5b6d8f1f769f8ad3afe7c28cbf1d4fbe097a88f44755842");
    CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_ANY, b.b, b.n), CAIRN_ERR_UNSUPPORTED,
             "Ed25519 PKCS#8");
    b.b[1]++;
    b.b[b.n++] = 0;
    CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_ANY, b.b, b.n), CAIRN_ERR_DECODE,
             "Ed25519 PKCS#8 with a zero byte after the key");
    /* the SEC1 form of an EC key has an OCTET STRING second: not PKCS#8, not PKCS#1 */
    b.n = hx(b.b, sizeof b.b, "30250201010420" "0101010101010101010101010101010101010101010101010101010101010101");
    CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_ANY, b.b, b.n), CAIRN_ERR_DECODE, "SEC1 key");
}

/* Inputs that are no key at all. */
static void test_garbage(void)
{
    static const char *const bad[] = {"", "00", "30", "3000", "0500", "3080020100020100000000", "300302010000",
                                      "3103020100", "308100", "30820003020100"};
    static cairn_rsa_private_key sk;
    cairn_rsa_public_key k;
    uint8_t b[64];
    size_t i, n;
    int f;
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        n = hx(b, sizeof b, bad[i]);
        for (f = CAIRN_RSA_FORMAT_ANY; f <= CAIRN_RSA_FORMAT_PKCS8; f++) {
            CHECK_RC(cairn_rsa_public_key_from_der(&k, (cairn_rsa_format)f, b, n), CAIRN_ERR_DECODE, bad[i]);
            CHECK_RC(cairn_rsa_private_key_from_der(&sk, (cairn_rsa_format)f, b, n), CAIRN_ERR_DECODE, bad[i]);
        }
    }
    CHECK_RC(cairn_rsa_public_key_from_der(&k, CAIRN_RSA_FORMAT_ANY, NULL, 0), CAIRN_ERR_DECODE, "NULL, 0");
    CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_ANY, NULL, 0), CAIRN_ERR_DECODE, "NULL, 0");
    CHECK_RC(cairn_rsa_public_key_from_pem(&k, CAIRN_RSA_FORMAT_ANY, NULL, 0), CAIRN_ERR_DECODE, "PEM NULL, 0");
    CHECK_RC(cairn_rsa_private_key_from_pem(&sk, CAIRN_RSA_FORMAT_ANY, NULL, 0), CAIRN_ERR_DECODE, "PEM NULL, 0");
    /* a refusal unsets a key that was set up */
    CHECK_RC(cairn_rsa_public_key_from_der(&k, CAIRN_RSA_FORMAT_ANY, spki1.b, spki1.n), CAIRN_OK, "SPKI");
    CHECK_RC(cairn_rsa_public_key_from_der(&k, CAIRN_RSA_FORMAT_ANY, b, 2), CAIRN_ERR_DECODE, "garbage");
    CHECK(cairn_rsa_public_key_bits(&k) == 0, "public key unset after a refusal");
    CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_ANY, p8_1.b, p8_1.n), CAIRN_OK, "PKCS#8");
    CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_ANY, b, 2), CAIRN_ERR_DECODE, "garbage");
    CHECK(cairn_rsa_private_key_bits(&sk) == 0, "private key unset after a refusal");
}

/* PEM: labels against formats, layouts, sizes. */
static void test_pem(void)
{
    static char pem[MAXPEM], pem2[MAXPEM + 100];
    static cairn_rsa_private_key sk;
    cairn_rsa_public_key k;
    size_t len, i, o;
    int f;

    /* each key type's two labels, exported and read back under each format */
    for (f = CAIRN_RSA_FORMAT_PKCS1; f <= CAIRN_RSA_FORMAT_PKCS8; f++) {
        cairn_rsa_format other = f == CAIRN_RSA_FORMAT_PKCS1 ? CAIRN_RSA_FORMAT_PKCS8 : CAIRN_RSA_FORMAT_PKCS1;
        const char *plab = f == CAIRN_RSA_FORMAT_PKCS1 ? "-----BEGIN RSA PUBLIC KEY-----\n" : "-----BEGIN PUBLIC KEY-----\n";
        const char *slab = f == CAIRN_RSA_FORMAT_PKCS1 ? "-----BEGIN RSA PRIVATE KEY-----\n" : "-----BEGIN PRIVATE KEY-----\n";
        CHECK_RC(cairn_rsa_public_key_from_der(&k, CAIRN_RSA_FORMAT_ANY, spki1.b, spki1.n), CAIRN_OK, "SPKI");
        CHECK_RC(cairn_rsa_public_key_to_pem(&k, (cairn_rsa_format)f, pem, sizeof pem, &len), CAIRN_OK, "to_pem");
        CHECK(len == strlen(pem) && strncmp(pem, plab, strlen(plab)) == 0 && pem[len - 1] == '\n',
              "public PEM label and NUL");
        CHECK_RC(cairn_rsa_public_key_from_pem(&k, (cairn_rsa_format)f, pem, len), CAIRN_OK, "from_pem");
        CHECK_RC(cairn_rsa_public_key_from_pem(&k, CAIRN_RSA_FORMAT_ANY, pem, len), CAIRN_OK, "from_pem ANY");
        check_pub_export("PEM", &k, CAIRN_RSA_FORMAT_PKCS8, spki1.b, spki1.n);
        CHECK_RC(cairn_rsa_public_key_from_pem(&k, other, pem, len), CAIRN_ERR_DECODE, "from_pem other format");
        CHECK_RC(cairn_rsa_private_key_from_pem(&sk, CAIRN_RSA_FORMAT_ANY, pem, len), CAIRN_ERR_DECODE,
                 "public PEM as private");
        CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_ANY, priv1.b, priv1.n), CAIRN_OK, "priv");
        CHECK_RC(cairn_rsa_private_key_to_pem(&sk, (cairn_rsa_format)f, pem, sizeof pem, &len), CAIRN_OK, "to_pem");
        CHECK(len == strlen(pem) && strncmp(pem, slab, strlen(slab)) == 0, "private PEM label and NUL");
        CHECK_RC(cairn_rsa_private_key_from_pem(&sk, (cairn_rsa_format)f, pem, len), CAIRN_OK, "from_pem");
        CHECK_RC(cairn_rsa_private_key_from_pem(&sk, CAIRN_RSA_FORMAT_ANY, pem, len), CAIRN_OK, "from_pem ANY");
        check_priv_export("PEM", &sk, CAIRN_RSA_FORMAT_PKCS1, priv1.b, priv1.n);
        CHECK_RC(cairn_rsa_private_key_from_pem(&sk, other, pem, len), CAIRN_ERR_DECODE, "from_pem other format");
        CHECK_RC(cairn_rsa_public_key_from_pem(&k, CAIRN_RSA_FORMAT_ANY, pem, len), CAIRN_ERR_DECODE,
                 "private PEM as public");
        /* CRLF line ends, no final newline: the same key */
        for (i = 0, o = 0; i < len; i++) {
            if (pem[i] == '\n')
                pem2[o++] = '\r';
            pem2[o++] = pem[i];
        }
        CHECK_RC(cairn_rsa_private_key_from_pem(&sk, CAIRN_RSA_FORMAT_ANY, pem2, o), CAIRN_OK, "CRLF");
        CHECK_RC(cairn_rsa_private_key_from_pem(&sk, CAIRN_RSA_FORMAT_ANY, pem, len - 1), CAIRN_OK, "no final EOL");
        /* a label's body under the other label: the DER does not fit it */
        memcpy(pem2, pem, len + 1);
        if (f == CAIRN_RSA_FORMAT_PKCS1) {
            char *e = strstr(pem2, "-----END RSA PRIVATE KEY-----");
            /* "RSA PRIVATE KEY" -> "XXXXPRIVATE KEY" keeps the length: an unknown label */
            memcpy(pem2 + 11, "XXXX", 4);
            memcpy(e + 9, "XXXX", 4);
            CHECK_RC(cairn_rsa_private_key_from_pem(&sk, CAIRN_RSA_FORMAT_ANY, pem2, len), CAIRN_ERR_DECODE,
                     "unknown label");
        }
    }
    /* the label decides the format: PKCS#1 DER under "PRIVATE KEY" */
    {
        static const char head[] = "-----BEGIN PRIVATE KEY-----\n";
        char *body;
        CHECK_RC(cairn_rsa_private_key_to_pem(&sk, CAIRN_RSA_FORMAT_PKCS1, pem, sizeof pem, &len), CAIRN_OK, "pem");
        body = strchr(pem, '\n') + 1;
        snprintf(pem2, sizeof pem2, "%s%.*s-----END PRIVATE KEY-----\n", head,
                 (int)(strstr(pem, "-----END") - body), body);
        CHECK_RC(cairn_rsa_private_key_from_pem(&sk, CAIRN_RSA_FORMAT_ANY, pem2, strlen(pem2)), CAIRN_ERR_DECODE,
                 "RSAPrivateKey under PRIVATE KEY");
    }
    /* PEM data longer than any key of this build: CAIRN_ERR_BAD_LENGTH,
     * unless the label is not the key type's (CAIRN_ERR_DECODE) */
    {
        size_t fill = 8 * (size_t)CAIRN_RSA_MAX_BYTES + 512, cap = 2 * fill + 200;
        uint8_t *data = malloc(fill + 8);
        char *big = malloc(cap);
        if (data == NULL || big == NULL)
            exit(1);
        memset(data, 0x41, fill + 8);
        data[0] = 0x30;
        data[1] = 0x84; /* a SEQUENCE with a four-byte length */
        data[2] = (uint8_t)(fill >> 24);
        data[3] = (uint8_t)(fill >> 16);
        data[4] = (uint8_t)(fill >> 8);
        data[5] = (uint8_t)fill;
        for (i = 0; i < 2; i++) {
            CHECK_RC(cairn_pem_encode(big, cap, &o, i ? "PUBLIC KEY" : "PRIVATE KEY", data, fill + 6), CAIRN_OK,
                     "long PEM");
            CHECK_RC(i ? cairn_rsa_public_key_from_pem(&k, CAIRN_RSA_FORMAT_ANY, big, o)
                       : cairn_rsa_private_key_from_pem(&sk, CAIRN_RSA_FORMAT_ANY, big, o),
                     CAIRN_ERR_BAD_LENGTH, "PEM too long for any key of this build");
            CHECK_RC(i ? cairn_rsa_private_key_from_pem(&sk, CAIRN_RSA_FORMAT_ANY, big, o)
                       : cairn_rsa_public_key_from_pem(&k, CAIRN_RSA_FORMAT_ANY, big, o),
                     CAIRN_ERR_DECODE, "long PEM under the other key type's label");
        }
        free(data);
        free(big);
    }
    /* not PEM */
    CHECK_RC(cairn_rsa_public_key_from_pem(&k, CAIRN_RSA_FORMAT_ANY, "hello", 5), CAIRN_ERR_DECODE, "not PEM");
    CHECK_RC(cairn_rsa_private_key_from_pem(&sk, CAIRN_RSA_FORMAT_ANY, "-----BEGIN PRIVATE KEY-----\n", 28),
             CAIRN_ERR_DECODE, "header only");
    {
        static const char cert[] = "-----BEGIN CERTIFICATE-----\nMAA=\n-----END CERTIFICATE-----\n";
        CHECK_RC(cairn_rsa_public_key_from_pem(&k, CAIRN_RSA_FORMAT_ANY, cert, sizeof cert - 1), CAIRN_ERR_DECODE,
                 "CERTIFICATE");
    }
}

/* Export buffers: the length query, one byte short, PEM's NUL. */
static void test_export_sizes(void)
{
    static uint8_t out[MAXDER + 8];
    static char pem[MAXPEM + 8];
    static cairn_rsa_private_key sk;
    cairn_rsa_public_key k;
    size_t need, len, i;
    int f;
    CHECK_RC(cairn_rsa_public_key_from_der(&k, CAIRN_RSA_FORMAT_ANY, spki1.b, spki1.n), CAIRN_OK, "SPKI");
    CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_ANY, priv1.b, priv1.n), CAIRN_OK, "priv");
    for (f = CAIRN_RSA_FORMAT_PKCS1; f <= CAIRN_RSA_FORMAT_PKCS8; f++) {
        /* DER */
        CHECK_RC(cairn_rsa_public_key_to_der(&k, (cairn_rsa_format)f, NULL, 0, &need), CAIRN_OK, "query");
        memset(out, 0xaa, sizeof out);
        CHECK_RC(cairn_rsa_public_key_to_der(&k, (cairn_rsa_format)f, out, need - 1, &len), CAIRN_ERR_BUFFER_TOO_SMALL,
                 "public DER one short");
        CHECK(len == need && out[0] == 0xaa, "one short: the length needed, nothing written");
        CHECK_RC(cairn_rsa_public_key_to_der(&k, (cairn_rsa_format)f, out, need, &len), CAIRN_OK, "exact");
        CHECK(len == need && out[need] == 0xaa, "exact: nothing past the end");
        CHECK_RC(cairn_rsa_private_key_to_der(&sk, (cairn_rsa_format)f, NULL, 0, &need), CAIRN_OK, "query");
        memset(out, 0xaa, sizeof out);
        CHECK_RC(cairn_rsa_private_key_to_der(&sk, (cairn_rsa_format)f, out, need - 1, &len),
                 CAIRN_ERR_BUFFER_TOO_SMALL, "private DER one short");
        for (i = 0; i < need - 1 && out[i] == 0; i++)
            ;
        CHECK(len == need && i == need - 1 && out[need - 1] == 0xaa, "private one short: zeroed, the length needed");
        CHECK_RC(cairn_rsa_private_key_to_der(&sk, (cairn_rsa_format)f, out, need, &len), CAIRN_OK, "exact");
        CHECK(len == need && out[need] == 0xaa, "exact: nothing past the end");
        /* PEM: the length without the NUL, which is written when it fits */
        CHECK_RC(cairn_rsa_public_key_to_pem(&k, (cairn_rsa_format)f, NULL, 0, &need), CAIRN_OK, "PEM query");
        memset(pem, 'x', sizeof pem);
        CHECK_RC(cairn_rsa_public_key_to_pem(&k, (cairn_rsa_format)f, pem, need - 1, &len), CAIRN_ERR_BUFFER_TOO_SMALL,
                 "public PEM one short");
        CHECK(len == need && pem[0] == 'x', "PEM one short: the length needed, nothing written");
        CHECK_RC(cairn_rsa_public_key_to_pem(&k, (cairn_rsa_format)f, pem, need, &len), CAIRN_OK, "PEM exact");
        CHECK(len == need && pem[need - 1] == '\n' && pem[need] == 'x', "PEM exact: no room, no NUL");
        CHECK_RC(cairn_rsa_public_key_to_pem(&k, (cairn_rsa_format)f, pem, need + 1, &len), CAIRN_OK, "PEM + 1");
        CHECK(len == need && pem[need] == 0 && pem[need + 1] == 'x', "PEM with room: NUL-terminated");
        CHECK_RC(cairn_rsa_private_key_to_pem(&sk, (cairn_rsa_format)f, NULL, 0, &need), CAIRN_OK, "PEM query");
        memset(pem, 'x', sizeof pem);
        CHECK_RC(cairn_rsa_private_key_to_pem(&sk, (cairn_rsa_format)f, pem, need - 1, &len),
                 CAIRN_ERR_BUFFER_TOO_SMALL, "private PEM one short");
        for (i = 0; i < need - 1 && pem[i] == 0; i++)
            ;
        CHECK(len == need && i == need - 1 && pem[need - 1] == 'x', "private PEM one short: zeroed");
        CHECK_RC(cairn_rsa_private_key_to_pem(&sk, (cairn_rsa_format)f, pem, need, &len), CAIRN_OK, "PEM exact");
        CHECK(len == need && pem[need] == 'x', "private PEM exact: no NUL");
        CHECK_RC(cairn_rsa_private_key_to_pem(&sk, (cairn_rsa_format)f, pem, need + 1, &len), CAIRN_OK, "PEM + 1");
        CHECK(len == need && pem[need] == 0, "private PEM with room: NUL-terminated");
        CHECK_RC(cairn_rsa_private_key_from_pem(&sk, CAIRN_RSA_FORMAT_ANY, pem, len), CAIRN_OK, "read back");
    }
}

/* Marks in comp[0..n) the bytes of der inside the contents of the built-in
 * key's component INTEGERs (n, e, d, p, q, dP, dQ, qInv, in that order in
 * every private encoding) past their first two (sign and minimal-length
 * rules); 0 when a component is missing. */
static int mark_components(const uint8_t *der, size_t n, uint8_t *comp)
{
    size_t k, i, from = 0;
    memset(comp, 0, n);
    for (k = 1; k < 9; k++) {
        const uint8_t *v;
        size_t vlen = tlv_content(&ints[k], &v);
        for (i = from; i + ints[k].n <= n && memcmp(der + i, ints[k].b, ints[k].n) != 0; i++)
            ;
        if (i + ints[k].n > n)
            return 0;
        if (vlen > 2)
            memset(comp + i + (ints[k].n - vlen) + 2, 1, vlen - 2);
        from = i + ints[k].n;
    }
    return 1;
}

/* Every truncation and every single-bit flip; on a 32-bit target, inside
 * a private encoding's key components except their first two bytes, one bit
 * of each byte (bit i mod 8): under emulation each such flip costs a full
 * key validation, and those flips took most of this test's time there,
 * while the bytes the decoder's rules read (tags, lengths, version,
 * algorithm identifiers, an INTEGER's sign and leading zero) keep all eight
 * flips. */
static void mutate(const char *what, const uint8_t *der, size_t n, int priv, cairn_rsa_format f)
{
    static uint8_t m[MAXDER], out[MAXDER], comp[MAXDER];
    static cairn_rsa_private_key sk;
    static int noted;
    cairn_rsa_public_key k;
    size_t i, len, accepted = 0, bad = 0, flips = 0;
    unsigned bit;
    int rc, rc2, sparse = !TU_FULL_SWEEP && priv;
    if (sparse) {
        if (!CHECK(mark_components(der, n, comp), "%s: the key's components found in the encoding", what))
            return;
        if (!noted++)
            tu_skip("private encodings: key-component bytes past each one's first two get one bit flipped, not "
                    "eight (the host flips all)");
    }
    for (i = 0; i < n; i++) {
        /* a copy of exactly i bytes, so a read past it is the sanitizers' to see */
        uint8_t *t = malloc(i ? i : 1);
        if (t == NULL)
            exit(1);
        memcpy(t, der, i);
        rc = priv ? cairn_rsa_private_key_from_der(&sk, f, t, i) : cairn_rsa_public_key_from_der(&k, f, t, i);
        rc2 = priv ? cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_ANY, t, i)
                   : cairn_rsa_public_key_from_der(&k, CAIRN_RSA_FORMAT_ANY, t, i);
        free(t);
        if (rc != CAIRN_ERR_DECODE || rc2 != CAIRN_ERR_DECODE) {
            if (bad++ < 10)
                printf("%s: truncated to %zu bytes: status %d / %d, not CAIRN_ERR_DECODE\n", what, i, rc, rc2);
        }
    }
    for (i = 0; i < n; i++) {
        for (bit = 0; bit < 8; bit++) {
            const char *why = NULL;
            if (sparse && comp[i] && bit != (i & 7))
                continue;
            flips++;
            memcpy(m, der, n);
            m[i] ^= (uint8_t)(1u << bit);
            rc = priv ? cairn_rsa_private_key_from_der(&sk, f, m, n) : cairn_rsa_public_key_from_der(&k, f, m, n);
            if (!documented(rc)) {
                why = "an undocumented status";
            } else if (rc != CAIRN_OK) {
                if ((priv ? cairn_rsa_private_key_bits(&sk) : cairn_rsa_public_key_bits(&k)) != 0)
                    why = "the key left set up after a refusal";
            } else {
                accepted++;
                rc = priv ? cairn_rsa_private_key_to_der(&sk, f, out, sizeof out, &len)
                          : cairn_rsa_public_key_to_der(&k, f, out, sizeof out, &len);
                if (rc != CAIRN_OK || len != n || memcmp(out, m, n) != 0)
                    why = "accepted, but not exported back to itself";
            }
            if (why != NULL && bad++ < 10)
                printf("%s: byte %zu bit %u: %s (status %d)\n", what, i, bit, why, rc);
        }
    }
    CHECK(bad == 0, "%s: %zu truncations and flips went wrong", what, bad);
    printf("mutations of %s: %zu truncations refused, %zu of %zu flips accepted (each exported back to itself)\n",
           what, n, accepted, flips);
}

static void test_mutations(void)
{
    static buf pss_spki, pss_p8;
    char algid[400], f0[200], f1[200], f2[200], p[600];
    snprintf(p, sizeof p, "%s%s%s", field(f0, 0, SHA256_NULL), field(f1, 1, "301a" OID_MGF1 SHA256_NULL),
             field(f2, 2, "020120"));
    pss_algid(algid, sizeof algid, p);
    spki_of(&pss_spki, algid, &pub1);
    p8_of(&pss_p8, "020100", algid, &priv1, "");
    mutate("RSAPublicKey", pub1.b, pub1.n, 0, CAIRN_RSA_FORMAT_PKCS1);
    mutate("SubjectPublicKeyInfo", spki1.b, spki1.n, 0, CAIRN_RSA_FORMAT_PKCS8);
    mutate("RSASSA-PSS SubjectPublicKeyInfo", pss_spki.b, pss_spki.n, 0, CAIRN_RSA_FORMAT_PKCS8);
    mutate("RSAPrivateKey", priv1.b, priv1.n, 1, CAIRN_RSA_FORMAT_PKCS1);
    mutate("PrivateKeyInfo", p8_1.b, p8_1.n, 1, CAIRN_RSA_FORMAT_PKCS8);
    mutate("RSASSA-PSS PrivateKeyInfo", pss_p8.b, pss_p8.n, 1, CAIRN_RSA_FORMAT_PKCS8);
}

int main(void)
{
    setup_key();
    test_spki();
    test_pss_params();
    test_integers();
    test_pkcs8();
    test_garbage();
    test_pem();
    test_export_sizes();
    test_mutations();
    test_wycheproof();
    return tu_finish("test_rsa_der");
}
