/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * RSA key formats against OpenSSL 3's encoders and decoders (OSSL_ENCODER,
 * OSSL_DECODER), on keys OpenSSL generates (EVP_PKEY_keygen):
 *  - rsaEncryption keys of 1024 to 4096 bits (e = 65537 and e = 3, a size
 *    that is not a whole number of bytes): OpenSSL writes each in the four
 *    forms (RSAPublicKey, SubjectPublicKeyInfo, RSAPrivateKey,
 *    PrivateKeyInfo), DER and PEM; cairn reads every one to OpenSSL's
 *    components (n, e, d, the primes, the CRT values) and writes it back
 *    byte for byte; OpenSSL reads cairn's exports to a key equal to its own
 *    (EVP_PKEY_eq, and d);
 *  - RSA-PSS keys (EVP_PKEY_RSA_PSS) without parameters and with several
 *    (SHA-1 DEFAULTs, SHA-256/384/512, another MGF1 hash, salt lengths 0,
 *    20, 32, 48, 64): cairn reads OpenSSL's SubjectPublicKeyInfo and
 *    PrivateKeyInfo to the restriction asked of OpenSSL's keygen and writes
 *    the same bytes; OpenSSL reads cairn's exports back and re-encodes them
 *    to cairn's bytes (so it sees the same parameters); an unrestricted PSS
 *    key comes back from cairn as rsaEncryption with the same numbers.
 * Skipped with an OpenSSL older than 3.0 (no encoder API).
 */
#include <stdio.h>
#include <string.h>

#include <openssl/opensslv.h>

#include "cairn/rsa.h"
#include "testutil.h"

#if OPENSSL_VERSION_NUMBER < 0x30000000L

int main(void)
{
    tu_skip("OpenSSL older than 3.0: no OSSL_ENCODER");
    return tu_finish("test_diff_rsa");
}

#else

#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/decoder.h>
#include <openssl/encoder.h>
#include <openssl/evp.h>
#include <openssl/rsa.h>

#define MAXENC 12000

typedef struct {
    unsigned char b[MAXENC];
    size_t n;
} enc;

/* OpenSSL's encoding of key in structure ("type-specific",
 * "SubjectPublicKeyInfo", "PrivateKeyInfo") as DER or PEM. */
static int ossl_encode(enc *out, EVP_PKEY *key, int priv, const char *type, const char *structure)
{
    OSSL_ENCODER_CTX *c = OSSL_ENCODER_CTX_new_for_pkey(key, priv ? EVP_PKEY_KEYPAIR : EVP_PKEY_PUBLIC_KEY, type,
                                                        structure, NULL);
    unsigned char *data = NULL;
    size_t len = 0;
    int ok = c != NULL && OSSL_ENCODER_CTX_get_num_encoders(c) > 0 && OSSL_ENCODER_to_data(c, &data, &len) == 1 &&
             len <= sizeof out->b;
    if (ok) {
        memcpy(out->b, data, len);
        out->n = len;
    }
    OPENSSL_free(data);
    OSSL_ENCODER_CTX_free(c);
    return ok;
}

/* OpenSSL's reading of an encoding; NULL when it refuses. */
static EVP_PKEY *ossl_decode(const unsigned char *in, size_t n, int priv, const char *type, const char *structure,
                             const char *keytype)
{
    EVP_PKEY *k = NULL;
    OSSL_DECODER_CTX *c = OSSL_DECODER_CTX_new_for_pkey(&k, type, structure, keytype,
                                                        priv ? EVP_PKEY_KEYPAIR : EVP_PKEY_PUBLIC_KEY, NULL, NULL);
    const unsigned char *p = in;
    size_t len = n;
    if (c == NULL || OSSL_DECODER_from_data(c, &p, &len) != 1 || len != 0) {
        EVP_PKEY_free(k);
        k = NULL;
    }
    OSSL_DECODER_CTX_free(c);
    return k;
}

/* A component as big-endian bytes without leading zeros; 0 when absent. */
static size_t ossl_part(const EVP_PKEY *k, const char *name, unsigned char *out, size_t cap)
{
    BIGNUM *bn = NULL;
    size_t n = 0;
    if (EVP_PKEY_get_bn_param(k, name, &bn) == 1 && (size_t)BN_num_bytes(bn) <= cap)
        n = (size_t)BN_bn2bin(bn, out);
    BN_free(bn);
    return n;
}

static const char *const part_names[8] = {OSSL_PKEY_PARAM_RSA_N,         OSSL_PKEY_PARAM_RSA_E,
                                          OSSL_PKEY_PARAM_RSA_D,         OSSL_PKEY_PARAM_RSA_FACTOR1,
                                          OSSL_PKEY_PARAM_RSA_FACTOR2,   OSSL_PKEY_PARAM_RSA_EXPONENT1,
                                          OSSL_PKEY_PARAM_RSA_EXPONENT2, OSSL_PKEY_PARAM_RSA_COEFFICIENT1};

/* cairn's key has OpenSSL's numbers (2 parts for a public key, 8 for a private one). */
static int same_numbers(const EVP_PKEY *ok, const void *ck, int priv)
{
    static unsigned char a[1100], b[1100];
    size_t i, la, lb;
    for (i = 0; i < (priv ? 8u : 2u); i++) {
        int rc = priv ? cairn_rsa_private_key_component(ck, (cairn_rsa_part)i, b, sizeof b, &lb)
                      : cairn_rsa_public_key_component(ck, (cairn_rsa_part)i, b, sizeof b, &lb);
        la = ossl_part(ok, part_names[i], a, sizeof a);
        if (rc != CAIRN_OK || la == 0 || la != lb || memcmp(a, b, la) != 0)
            return 0;
    }
    return 1;
}

/* What a key must come back with: the restriction (restricted 0: none). */
typedef struct {
    const char *what;
    int restricted;
    const char *hash, *mgf; /* cairn names */
    size_t salt;
} expect;

static int restriction_is(const void *ck, int priv, const expect *x)
{
    cairn_rsa_pss_params p;
    const cairn_hash *h = NULL, *m = NULL;
    int r = -1;
    memset(&p, 0, sizeof p);
    if ((priv ? cairn_rsa_private_key_pss_params(ck, &r, &p) : cairn_rsa_public_key_pss_params(ck, &r, &p)) !=
        CAIRN_OK)
        return 0;
    if (r != x->restricted)
        return 0;
    if (!r)
        return 1;
    if (cairn_hash_lookup(&h, x->hash) != CAIRN_OK || cairn_hash_lookup(&m, x->mgf) != CAIRN_OK)
        return 0;
    return p.hash == h && (p.mgf1_hash == m || (p.mgf1_hash == NULL && m == h)) && p.salt_len == x->salt;
}

static size_t keys_done;

/* One structure of one key, DER and PEM: OpenSSL writes, cairn reads and
 * writes back, OpenSSL reads cairn's and (for keys cairn exports as they
 * came) re-encodes it to the same bytes. */
static void one_form(EVP_PKEY *key, int priv, const char *structure, cairn_rsa_format f, const expect *x,
                     const char *keytype)
{
    static enc o, c, back;
    static cairn_rsa_private_key sk;
    static cairn_rsa_public_key pk;
    void *ck = priv ? (void *)&sk : (void *)&pk;
    int pem, pss_key = strcmp(keytype, "RSA-PSS") == 0;
    /* RSAPublicKey / RSAPrivateKey carry no parameters: the key reads as unrestricted */
    expect plain = *x;
    const expect *want = f == CAIRN_RSA_FORMAT_PKCS1 ? &plain : x;
    /* cairn writes an unrestricted key as rsaEncryption: OpenSSL's PSS OID
     * without parameters does not come back as it was */
    int same_bytes = !(pss_key && !x->restricted && f == CAIRN_RSA_FORMAT_PKCS8);
    plain.restricted = 0;

    for (pem = 0; pem < 2; pem++) {
        const char *type = pem ? "PEM" : "DER";
        size_t len = 0;
        int rc, rc_any;
        EVP_PKEY *rk;
        if (!CHECK(ossl_encode(&o, key, priv, type, structure), "%s: OpenSSL encodes %s %s", x->what, structure,
                   type))
            continue;
        if (pem) {
            rc = priv ? cairn_rsa_private_key_from_pem(&sk, CAIRN_RSA_FORMAT_ANY, (const char *)o.b, o.n)
                      : cairn_rsa_public_key_from_pem(&pk, CAIRN_RSA_FORMAT_ANY, (const char *)o.b, o.n);
            rc_any = rc;
            rc = priv ? cairn_rsa_private_key_from_pem(&sk, f, (const char *)o.b, o.n)
                      : cairn_rsa_public_key_from_pem(&pk, f, (const char *)o.b, o.n);
        } else {
            rc_any = priv ? cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_ANY, o.b, o.n)
                          : cairn_rsa_public_key_from_der(&pk, CAIRN_RSA_FORMAT_ANY, o.b, o.n);
            rc = priv ? cairn_rsa_private_key_from_der(&sk, f, o.b, o.n)
                      : cairn_rsa_public_key_from_der(&pk, f, o.b, o.n);
        }
        CHECK_RC(rc_any, CAIRN_OK, x->what);
        if (!CHECK_RC(rc, CAIRN_OK, x->what))
            continue;
        CHECK(same_numbers(key, ck, priv), "%s: cairn reads OpenSSL's %s %s to OpenSSL's numbers", x->what,
              structure, type);
        CHECK(restriction_is(ck, priv, want), "%s: %s %s: the restriction", x->what, structure, type);
        /* cairn's export */
        if (pem)
            rc = priv ? cairn_rsa_private_key_to_pem(&sk, f, (char *)c.b, sizeof c.b, &len)
                      : cairn_rsa_public_key_to_pem(&pk, f, (char *)c.b, sizeof c.b, &len);
        else
            rc = priv ? cairn_rsa_private_key_to_der(&sk, f, c.b, sizeof c.b, &len)
                      : cairn_rsa_public_key_to_der(&pk, f, c.b, sizeof c.b, &len);
        if (!CHECK_RC(rc, CAIRN_OK, x->what))
            continue;
        c.n = len;
        if (same_bytes)
            CHECK(c.n == o.n && memcmp(c.b, o.b, o.n) == 0, "%s: cairn writes OpenSSL's %s %s byte for byte",
                  x->what, structure, type);
        /* OpenSSL reads cairn's export */
        rk = ossl_decode(c.b, c.n, priv, type, structure, f == CAIRN_RSA_FORMAT_PKCS1 || !same_bytes ? "RSA" : NULL);
        if (!CHECK(rk != NULL, "%s: OpenSSL reads cairn's %s %s", x->what, structure, type))
            continue;
        CHECK(same_numbers(rk, ck, priv), "%s: OpenSSL reads cairn's %s %s to the same numbers", x->what, structure,
              type);
        if (same_bytes && !(pss_key && f == CAIRN_RSA_FORMAT_PKCS1))
            CHECK(EVP_PKEY_eq(rk, key) == 1, "%s: %s %s: EVP_PKEY_eq", x->what, structure, type);
        /* and writes it again as cairn did: the same parameters */
        CHECK(ossl_encode(&back, rk, priv, type, structure) && back.n == c.n && memcmp(back.b, c.b, c.n) == 0,
              "%s: OpenSSL re-encodes cairn's %s %s to the same bytes", x->what, structure, type);
        EVP_PKEY_free(rk);
    }
}

static void all_forms(EVP_PKEY *key, const expect *x, const char *keytype)
{
    static cairn_rsa_private_key sk;
    static unsigned char out[MAXENC];
    cairn_rsa_public_key pk;
    enc o;
    size_t len;
    int pss_key = strcmp(keytype, "RSA-PSS") == 0;
    one_form(key, 0, "SubjectPublicKeyInfo", CAIRN_RSA_FORMAT_PKCS8, x, keytype);
    one_form(key, 1, "PrivateKeyInfo", CAIRN_RSA_FORMAT_PKCS8, x, keytype);
    keys_done++;
    if (!pss_key) {
        one_form(key, 0, "type-specific", CAIRN_RSA_FORMAT_PKCS1, x, keytype);
        one_form(key, 1, "type-specific", CAIRN_RSA_FORMAT_PKCS1, x, keytype);
        return;
    }
    /* OpenSSL 3.0 writes no RSAPublicKey / RSAPrivateKey for an RSA-PSS key:
     * cairn's PKCS1 export of it, refused for a restricted key, else read by
     * OpenSSL as a plain RSA key with the same numbers */
    if (!ossl_encode(&o, key, 1, "DER", "PrivateKeyInfo") ||
        !CHECK_RC(cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_PKCS8, o.b, o.n), CAIRN_OK, x->what) ||
        !CHECK_RC(cairn_rsa_public_key_from_private(&pk, &sk), CAIRN_OK, x->what))
        return;
    if (x->restricted) {
        CHECK_RC(cairn_rsa_private_key_to_der(&sk, CAIRN_RSA_FORMAT_PKCS1, out, sizeof out, &len),
                 CAIRN_ERR_INVALID_KEY, x->what);
        CHECK_RC(cairn_rsa_public_key_to_der(&pk, CAIRN_RSA_FORMAT_PKCS1, out, sizeof out, &len),
                 CAIRN_ERR_INVALID_KEY, x->what);
        CHECK_RC(cairn_rsa_private_key_to_pem(&sk, CAIRN_RSA_FORMAT_PKCS1, (char *)out, sizeof out, &len),
                 CAIRN_ERR_INVALID_KEY, x->what);
        CHECK_RC(cairn_rsa_public_key_to_pem(&pk, CAIRN_RSA_FORMAT_PKCS1, (char *)out, sizeof out, &len),
                 CAIRN_ERR_INVALID_KEY, x->what);
    } else {
        int priv;
        for (priv = 0; priv < 2; priv++) {
            EVP_PKEY *rk;
            int rc = priv ? cairn_rsa_private_key_to_der(&sk, CAIRN_RSA_FORMAT_PKCS1, out, sizeof out, &len)
                          : cairn_rsa_public_key_to_der(&pk, CAIRN_RSA_FORMAT_PKCS1, out, sizeof out, &len);
            if (!CHECK_RC(rc, CAIRN_OK, x->what))
                continue;
            rk = ossl_decode(out, len, priv, "DER", "type-specific", "RSA");
            CHECK(rk != NULL && same_numbers(rk, priv ? (const void *)&sk : (const void *)&pk, priv),
                  "%s: OpenSSL reads cairn's PKCS1 export of the PSS key to the same numbers", x->what);
            EVP_PKEY_free(rk);
        }
    }
}

/* A restriction naming a hash this build leaves out: OpenSSL's
 * SubjectPublicKeyInfo and PrivateKeyInfo of the key, DER and PEM, refused
 * as unsupported. */
static void refused_forms(EVP_PKEY *key, const expect *x)
{
    static enc o;
    static cairn_rsa_private_key sk;
    static cairn_rsa_public_key pk;
    int priv, pem, rc;
    for (priv = 0; priv < 2; priv++)
        for (pem = 0; pem < 2; pem++) {
            const char *type = pem ? "PEM" : "DER", *structure = priv ? "PrivateKeyInfo" : "SubjectPublicKeyInfo";
            if (!CHECK(ossl_encode(&o, key, priv, type, structure), "%s: OpenSSL encodes %s %s", x->what, structure,
                       type))
                continue;
            if (pem)
                rc = priv ? cairn_rsa_private_key_from_pem(&sk, CAIRN_RSA_FORMAT_ANY, (const char *)o.b, o.n)
                          : cairn_rsa_public_key_from_pem(&pk, CAIRN_RSA_FORMAT_ANY, (const char *)o.b, o.n);
            else
                rc = priv ? cairn_rsa_private_key_from_der(&sk, CAIRN_RSA_FORMAT_ANY, o.b, o.n)
                          : cairn_rsa_public_key_from_der(&pk, CAIRN_RSA_FORMAT_ANY, o.b, o.n);
            CHECK_RC(rc, CAIRN_ERR_UNSUPPORTED, x->what);
        }
    keys_done++;
}

static EVP_PKEY *keygen(int type, unsigned bits, unsigned e, const char *md, const char *mgf, int salt)
{
    EVP_PKEY_CTX *c = EVP_PKEY_CTX_new_id(type, NULL);
    EVP_PKEY *k = NULL;
    BIGNUM *pe = BN_new();
    int ok = c != NULL && pe != NULL && EVP_PKEY_keygen_init(c) == 1 &&
             EVP_PKEY_CTX_set_rsa_keygen_bits(c, (int)bits) == 1 && BN_set_word(pe, e) == 1 &&
             EVP_PKEY_CTX_set1_rsa_keygen_pubexp(c, pe) == 1;
    if (ok && md != NULL)
        ok = EVP_PKEY_CTX_set_rsa_pss_keygen_md_name(c, md, NULL) == 1;
    if (ok && mgf != NULL)
        ok = EVP_PKEY_CTX_set_rsa_pss_keygen_mgf1_md_name(c, mgf) == 1;
    if (ok && salt >= 0)
        ok = EVP_PKEY_CTX_set_rsa_pss_keygen_saltlen(c, salt) == 1;
    if (!ok || EVP_PKEY_keygen(c, &k) != 1) {
        EVP_PKEY_free(k);
        k = NULL;
    }
    BN_free(pe);
    EVP_PKEY_CTX_free(c);
    return k;
}

static void diff_rsa(void)
{
    static const struct {
        unsigned bits, e;
    } sizes[] = {{1024, 65537}, {1032, 65537}, {1536, 65537}, {2048, 65537}, {2048, 3}, {3072, 65537}, {4096, 65537}};
    size_t i;
    for (i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        char what[64];
        expect x = {NULL, 0, NULL, NULL, 0};
        EVP_PKEY *k;
        if (sizes[i].bits > CAIRN_RSA_MAX_BITS || (!TU_FULL_SWEEP && sizes[i].bits > 2048))
            continue; /* a 32-bit build stops at 2048 bits, as test_rsa does */
        k = keygen(EVP_PKEY_RSA, sizes[i].bits, sizes[i].e, NULL, NULL, -1);
        snprintf(what, sizeof what, "RSA-%u e=%u", sizes[i].bits, sizes[i].e);
        x.what = what;
        if (CHECK(k != NULL, "%s: OpenSSL keygen", what))
            all_forms(k, &x, "RSA");
        EVP_PKEY_free(k);
    }
}

static void diff_pss(void)
{
    static const struct {
        unsigned bits;
        const char *md, *mgf; /* OpenSSL's names; NULL: not set */
        int salt;             /* -1: not set */
        expect x;
    } cases[] = {
        {2048, NULL, NULL, -1, {"PSS without parameters", 0, NULL, NULL, 0}},
        {2048, "SHA1", NULL, -1, {"PSS SHA-1 (the DEFAULTs)", 1, "SHA-1", "SHA-1", 20}},
        {2048, "SHA256", "SHA256", 32, {"PSS SHA-256 MGF1 SHA-256 salt 32", 1, "SHA-256", "SHA-256", 32}},
        {2048, "SHA256", "SHA1", 0, {"PSS SHA-256 MGF1 SHA-1 salt 0", 1, "SHA-256", "SHA-1", 0}},
        {2048, "SHA512", "SHA256", 20, {"PSS SHA-512 MGF1 SHA-256 salt 20", 1, "SHA-512", "SHA-256", 20}},
        {3072, "SHA384", "SHA384", 48, {"PSS-3072 SHA-384 MGF1 SHA-384 salt 48", 1, "SHA-384", "SHA-384", 48}},
        {4096, "SHA512", "SHA512", 64, {"PSS-4096 SHA-512 MGF1 SHA-512 salt 64", 1, "SHA-512", "SHA-512", 64}},
    };
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        EVP_PKEY *k;
        if (cases[i].bits > CAIRN_RSA_MAX_BITS)
            continue;
        k = keygen(EVP_PKEY_RSA_PSS, cases[i].bits, 65537, cases[i].md, cases[i].mgf, cases[i].salt);
        if (CHECK(k != NULL, "%s: OpenSSL keygen", cases[i].x.what)) {
            if (tu_hash_in_build(cases[i].x.hash) && tu_hash_in_build(cases[i].x.mgf))
                all_forms(k, &cases[i].x, "RSA-PSS");
            else /* (its hash or MGF1 hash left out of this build) */
                refused_forms(k, &cases[i].x);
        }
        EVP_PKEY_free(k);
    }
}

int main(void)
{
    printf("OpenSSL: %s\n", OpenSSL_version(OPENSSL_VERSION));
    diff_rsa();
    diff_pss();
    printf("test_diff_rsa: %zu OpenSSL keys in four forms, DER and PEM, both ways\n", keys_done);
    return tu_finish("test_diff_rsa");
}

#endif
