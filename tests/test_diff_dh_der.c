/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The finite-field DH parameter and key formats against OpenSSL's libcrypto,
 * for "DH" keys (PKCS #3, dhKeyAgreement: `openssl genpkey -algorithm DH`)
 * on ffdhe2048 and MODP-2048, and "DHX" keys (X9.42, dhpublicnumber:
 * `-algorithm DHX`) on RFC 5114's 2048/224 and 2048/256 groups:
 *  - OpenSSL's key pairs: cairn reads the PKCS#8, SubjectPublicKeyInfo and
 *    parameters (DER and PEM), computes OpenSSL's y from the x it read, and
 *    writes the same bytes again;
 *  - cairn's key pairs: OpenSSL reads cairn's encodings (DER and PEM), the
 *    key pair is the same (EVP_PKEY_eq) and both sides derive the same
 *    secret with a key of the other side;
 *  - a public value outside the subgroup (p - 1), written by OpenSSL, is
 *    refused by cairn and by OpenSSL's EVP_PKEY_public_check;
 *  - the PEM keys of openssl/evppkey_ffdhe.txt: read by cairn, each private
 *    key's y the one OpenSSL reads (groups above CAIRN_DH_MAX_BITS refused
 *    with their documented statuses).
 */
#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/evp.h>
#include <openssl/param_build.h>
#include <openssl/pem.h>
#include <openssl/x509.h>
#include <string.h>

#include "cairn/dh.h"
#include "testutil.h"

static tu_prng prng;

static int prng_rng(void *state, uint8_t *out, size_t len)
{
    (void)state;
    tu_prng_fill(&prng, out, len);
    return 0;
}

typedef struct kcase {
    const char *alg;   /* "DH" or "DHX" */
    const char *group; /* OpenSSL's group name */
    cairn_dh_format f;
} kcase;

static EVP_PKEY *ossl_keygen(const kcase *c)
{
    EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new_from_name(NULL, c->alg, NULL);
    EVP_PKEY *k = NULL;
    OSSL_PARAM set[2];
    set[0] = OSSL_PARAM_construct_utf8_string(OSSL_PKEY_PARAM_GROUP_NAME, (char *)c->group, 0);
    set[1] = OSSL_PARAM_construct_end();
    if (ctx == NULL || EVP_PKEY_keygen_init(ctx) != 1 || EVP_PKEY_CTX_set_params(ctx, set) != 1 ||
        EVP_PKEY_keygen(ctx, &k) != 1)
        k = NULL;
    EVP_PKEY_CTX_free(ctx);
    return k;
}

static size_t ossl_pkcs8(EVP_PKEY *k, uint8_t *out, size_t cap)
{
    PKCS8_PRIV_KEY_INFO *p8 = EVP_PKEY2PKCS8(k);
    unsigned char *d = NULL;
    int n = p8 != NULL ? i2d_PKCS8_PRIV_KEY_INFO(p8, &d) : 0;
    size_t r = 0;
    if (n > 0 && (size_t)n <= cap) {
        memcpy(out, d, (size_t)n);
        r = (size_t)n;
    }
    OPENSSL_clear_free(d, n > 0 ? (size_t)n : 0);
    PKCS8_PRIV_KEY_INFO_free(p8);
    return r;
}

static size_t ossl_spki(EVP_PKEY *k, uint8_t *out, size_t cap)
{
    unsigned char *d = NULL;
    int n = i2d_PUBKEY(k, &d);
    size_t r = 0;
    if (n > 0 && (size_t)n <= cap) {
        memcpy(out, d, (size_t)n);
        r = (size_t)n;
    }
    OPENSSL_free(d);
    return r;
}

static size_t ossl_params(EVP_PKEY *k, uint8_t *out, size_t cap)
{
    unsigned char *d = NULL;
    int n = i2d_KeyParams(k, &d);
    size_t r = 0;
    if (n > 0 && (size_t)n <= cap) {
        memcpy(out, d, (size_t)n);
        r = (size_t)n;
    }
    OPENSSL_free(d);
    return r;
}

/* PEM text of k (private or public) by OpenSSL, NUL-terminated, into out. */
static size_t ossl_pem(EVP_PKEY *k, int priv, char *out, size_t cap)
{
    BIO *b = BIO_new(BIO_s_mem());
    char *p = NULL;
    long n = 0;
    size_t r = 0;
    if (b != NULL &&
        (priv ? PEM_write_bio_PrivateKey(b, k, NULL, NULL, 0, NULL, NULL) : PEM_write_bio_PUBKEY(b, k)) == 1)
        n = BIO_get_mem_data(b, &p);
    if (n > 0 && (size_t)n < cap) {
        memcpy(out, p, (size_t)n);
        out[n] = '\0';
        r = (size_t)n;
    }
    BIO_free(b);
    return r;
}

static EVP_PKEY *ossl_from_pem(const char *pem, size_t len, int priv)
{
    BIO *b = BIO_new_mem_buf(pem, (int)len);
    EVP_PKEY *k = b == NULL ? NULL
                  : priv    ? PEM_read_bio_PrivateKey(b, NULL, NULL, NULL)
                            : PEM_read_bio_PUBKEY(b, NULL, NULL, NULL);
    BIO_free(b);
    return k;
}

static int ossl_y(EVP_PKEY *k, uint8_t *y, size_t len)
{
    BIGNUM *b = NULL;
    int ok = EVP_PKEY_get_bn_param(k, OSSL_PKEY_PARAM_PUB_KEY, &b) == 1 && BN_bn2binpad(b, y, (int)len) == (int)len;
    BN_free(b);
    return ok;
}

/* The secret of priv and pub by OpenSSL, padded to len. */
static int ossl_derive(EVP_PKEY *priv, EVP_PKEY *pub, uint8_t *z, size_t len)
{
    EVP_PKEY_CTX *c = EVP_PKEY_CTX_new(priv, NULL);
    size_t n = len;
    int ok = c != NULL && EVP_PKEY_derive_init(c) == 1 && EVP_PKEY_CTX_set_dh_pad(c, 1) == 1 &&
             EVP_PKEY_derive_set_peer(c, pub) == 1 && EVP_PKEY_derive(c, z, &n) == 1 && n == len;
    EVP_PKEY_CTX_free(c);
    return ok;
}

static void one_case(const kcase *c)
{
    static cairn_dh_group g, g2;
    static uint8_t d1[CAIRN_DH_DER_MAX], d2[CAIRN_DH_DER_MAX], x[CAIRN_DH_MAX_BYTES], y[CAIRN_DH_MAX_BYTES],
        yo[CAIRN_DH_MAX_BYTES], z1[CAIRN_DH_MAX_BYTES], z2[CAIRN_DH_MAX_BYTES];
    static char pem[CAIRN_DH_PEM_MAX];
    EVP_PKEY *ok = ossl_keygen(c), *back, *pubonly;
    const unsigned char *pp;
    size_t n1, n2, xl = 0, yl = 0, pl, pn;
    if (!CHECK(ok != NULL, "%s %s: OpenSSL keygen", c->alg, c->group))
        return;

    /* OpenSSL's encodings in cairn */
    n1 = ossl_pkcs8(ok, d1, sizeof d1);
    CHECK(n1 > 0 && cairn_dh_private_key_from_der(&g, x, sizeof x, &xl, d1, n1, prng_rng, NULL) == CAIRN_OK,
          "%s %s: OpenSSL's PKCS#8 in cairn", c->alg, c->group);
    pl = cairn_dh_group_bytes(&g);
    CHECK(cairn_dh_public(&g, x, xl, y, sizeof y) == CAIRN_OK && ossl_y(ok, yo, pl) && memcmp(y, yo, pl) == 0,
          "%s %s: OpenSSL's y from the x cairn read", c->alg, c->group);
    CHECK(cairn_dh_private_key_to_der(&g, c->f, x, xl, d2, sizeof d2, &n2) == CAIRN_OK && n2 == n1 &&
              memcmp(d1, d2, n1) == 0,
          "%s %s: cairn writes OpenSSL's PKCS#8 byte for byte", c->alg, c->group);
    n1 = ossl_spki(ok, d1, sizeof d1);
    CHECK(n1 > 0 && cairn_dh_public_key_from_der(&g2, y, sizeof y, &yl, d1, n1, NULL, NULL) == CAIRN_OK && yl == pl &&
              memcmp(y, yo, pl) == 0,
          "%s %s: OpenSSL's SubjectPublicKeyInfo in cairn", c->alg, c->group);
    CHECK(cairn_dh_public_key_to_der(&g2, c->f, y, yl, d2, sizeof d2, &n2) == CAIRN_OK && n2 == n1 &&
              memcmp(d1, d2, n1) == 0,
          "%s %s: cairn writes OpenSSL's SubjectPublicKeyInfo byte for byte", c->alg, c->group);
    n1 = ossl_params(ok, d1, sizeof d1);
    CHECK(n1 > 0 && cairn_dh_group_from_der(&g2, c->f, d1, n1, NULL, NULL) == CAIRN_OK &&
              cairn_dh_group_to_der(&g2, c->f, d2, sizeof d2, &n2) == CAIRN_OK && n2 == n1 && memcmp(d1, d2, n1) == 0,
          "%s %s: OpenSSL's parameters in cairn and back byte for byte", c->alg, c->group);
    pn = ossl_pem(ok, 1, pem, sizeof pem);
    CHECK(pn > 0 && cairn_dh_private_key_from_pem(&g2, z1, sizeof z1, &n2, pem, pn, NULL, NULL) == CAIRN_OK &&
              n2 == xl && memcmp(z1, x, xl) == 0,
          "%s %s: OpenSSL's private PEM in cairn", c->alg, c->group);
    pn = ossl_pem(ok, 0, pem, sizeof pem);
    CHECK(pn > 0 && cairn_dh_public_key_from_pem(&g2, z1, sizeof z1, &n2, pem, pn, NULL, NULL) == CAIRN_OK &&
              memcmp(z1, yo, pl) == 0,
          "%s %s: OpenSSL's public PEM in cairn", c->alg, c->group);

    /* cairn's key pair in OpenSSL: the same key, the same secrets */
    if (!CHECK(cairn_dh_keygen(&g, CAIRN_DH_EXP_DEFAULT, x, sizeof x, &xl, y, sizeof y, prng_rng, NULL) == CAIRN_OK,
               "cairn keygen"))
        goto out;
    CHECK(cairn_dh_private_key_to_der(&g, c->f, x, xl, d1, sizeof d1, &n1) == CAIRN_OK, "cairn PKCS#8");
    pp = d1;
    back = d2i_AutoPrivateKey(NULL, &pp, (long)n1);
    CHECK(back != NULL && EVP_PKEY_is_a(back, c->alg) && ossl_y(back, yo, pl) && memcmp(yo, y, pl) == 0,
          "%s %s: cairn's PKCS#8 in OpenSSL (same y)", c->alg, c->group);
    CHECK(cairn_dh_public_key_to_der(&g, c->f, y, pl, d2, sizeof d2, &n2) == CAIRN_OK, "cairn SPKI");
    pp = d2;
    pubonly = d2i_PUBKEY(NULL, &pp, (long)n2);
    CHECK(pubonly != NULL && back != NULL && EVP_PKEY_eq(pubonly, back) == 1,
          "%s %s: cairn's SubjectPublicKeyInfo in OpenSSL, the same key", c->alg, c->group);
    /* cairn's x with OpenSSL's y, OpenSSL's x (of ok) with cairn's y */
    CHECK(ossl_y(ok, yo, pl) && cairn_dh_shared(&g, x, xl, yo, pl, CAIRN_DH_PADDED, z1, sizeof z1, &n1) == CAIRN_OK &&
              pubonly != NULL && ossl_derive(ok, pubonly, z2, pl) && n1 == pl && memcmp(z1, z2, pl) == 0,
          "%s %s: the same secret both ways", c->alg, c->group);
    CHECK(back != NULL && ossl_derive(back, ok, z2, pl) && memcmp(z1, z2, pl) == 0,
          "%s %s: OpenSSL derives it with cairn's private key", c->alg, c->group);
    EVP_PKEY_free(back);
    EVP_PKEY_free(pubonly);
    /* PEM both ways */
    CHECK(cairn_dh_private_key_to_pem(&g, c->f, x, xl, pem, sizeof pem, &pn) == CAIRN_OK, "cairn private PEM");
    back = ossl_from_pem(pem, pn, 1);
    CHECK(back != NULL && ossl_y(back, yo, pl) && memcmp(yo, y, pl) == 0, "%s %s: cairn's private PEM in OpenSSL",
          c->alg, c->group);
    EVP_PKEY_free(back);
    CHECK(cairn_dh_public_key_to_pem(&g, c->f, y, pl, pem, sizeof pem, &pn) == CAIRN_OK, "cairn public PEM");
    back = ossl_from_pem(pem, pn, 0);
    CHECK(back != NULL && ossl_y(back, yo, pl) && memcmp(yo, y, pl) == 0, "%s %s: cairn's public PEM in OpenSSL",
          c->alg, c->group);
    EVP_PKEY_free(back);
    CHECK(cairn_dh_group_to_pem(&g, c->f, pem, sizeof pem, &pn) == CAIRN_OK, "cairn parameters PEM");
    {
        BIO *b = BIO_new_mem_buf(pem, (int)pn);
        EVP_PKEY *pk = b != NULL ? PEM_read_bio_Parameters(b, NULL) : NULL;
        CHECK(pk != NULL && EVP_PKEY_parameters_eq(pk, ok) == 1, "%s %s: cairn's parameters PEM in OpenSSL", c->alg,
              c->group);
        EVP_PKEY_free(pk);
        BIO_free(b);
    }
out:
    EVP_PKEY_free(ok);
}

/* p - 1 as a peer value, encoded by OpenSSL: refused by both. */
static void bad_peer(void)
{
    static cairn_dh_group g;
    static uint8_t p[CAIRN_DH_MAX_BYTES], d[CAIRN_DH_DER_MAX], y[CAIRN_DH_MAX_BYTES];
    kcase c = {"DH", "ffdhe2048", CAIRN_DH_PKCS3};
    EVP_PKEY *params = ossl_keygen(&c), *k = NULL;
    EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new_from_name(NULL, "DH", NULL), *chk = NULL;
    OSSL_PARAM_BLD *bld = OSSL_PARAM_BLD_new();
    OSSL_PARAM *prm = NULL;
    BIGNUM *bp = NULL, *bg = NULL, *by = NULL;
    size_t n, yl;
    int ok = params != NULL && ctx != NULL && bld != NULL &&
             EVP_PKEY_get_bn_param(params, OSSL_PKEY_PARAM_FFC_P, &bp) == 1 &&
             EVP_PKEY_get_bn_param(params, OSSL_PKEY_PARAM_FFC_G, &bg) == 1 && (by = BN_dup(bp)) != NULL &&
             BN_sub_word(by, 1) == 1 && OSSL_PARAM_BLD_push_BN(bld, OSSL_PKEY_PARAM_FFC_P, bp) == 1 &&
             OSSL_PARAM_BLD_push_BN(bld, OSSL_PKEY_PARAM_FFC_G, bg) == 1 &&
             OSSL_PARAM_BLD_push_BN(bld, OSSL_PKEY_PARAM_PUB_KEY, by) == 1 &&
             (prm = OSSL_PARAM_BLD_to_param(bld)) != NULL && EVP_PKEY_fromdata_init(ctx) == 1 &&
             EVP_PKEY_fromdata(ctx, &k, EVP_PKEY_PUBLIC_KEY, prm) == 1;
    (void)p;
    n = ok ? ossl_spki(k, d, sizeof d) : 0;
    if (CHECK(n > 0, "OpenSSL encodes y = p - 1")) {
        CHECK_RC(cairn_dh_public_key_from_der(&g, y, sizeof y, &yl, d, n, NULL, NULL), CAIRN_ERR_INVALID_KEY,
                 "cairn refuses y = p - 1");
        chk = EVP_PKEY_CTX_new_from_pkey(NULL, k, NULL);
        CHECK(chk != NULL && EVP_PKEY_public_check(chk) != 1, "OpenSSL's public check refuses y = p - 1");
    }
    EVP_PKEY_CTX_free(chk);
    BN_free(bp);
    BN_free(bg);
    BN_free(by);
    OSSL_PARAM_free(prm);
    OSSL_PARAM_BLD_free(bld);
    EVP_PKEY_CTX_free(ctx);
    EVP_PKEY_free(k);
    EVP_PKEY_free(params);
}

/* The PEM keys of evppkey_ffdhe.txt. */
static void evp_file(void)
{
    static cairn_dh_group g;
    static char blk[8192];
    static uint8_t v[CAIRN_DH_MAX_BYTES], y[CAIRN_DH_MAX_BYTES], yo[CAIRN_DH_MAX_BYTES];
    size_t bl = 0, vl, count = 0;
    int in = 0, priv = 0;
    char *line;
    FILE *f = tu_open_vector("openssl/evppkey_ffdhe.txt");
    if (f == NULL)
        return;
    while ((line = tu_getline(f)) != NULL) {
        size_t ll = strlen(line);
        if (strncmp(line, "-----BEGIN ", 11) == 0) {
            in = 1;
            bl = 0;
            priv = strstr(line, "PRIVATE") != NULL;
        }
        if (!in || bl + ll + 2 > sizeof blk)
            continue;
        memcpy(blk + bl, line, ll);
        bl += ll;
        blk[bl++] = '\n';
        blk[bl] = '\0';
        if (strncmp(line, "-----END ", 9) != 0)
            continue;
        in = 0;
        {
            EVP_PKEY *k = ossl_from_pem(blk, bl, priv);
            int rc = priv ? cairn_dh_private_key_from_pem(&g, v, sizeof v, &vl, blk, bl, NULL, NULL)
                          : cairn_dh_public_key_from_pem(&g, v, sizeof v, &vl, blk, bl, NULL, NULL);
            size_t pl = cairn_dh_group_bytes(&g);
            count++;
            /* groups above this build's size: refused as documented */
            if (k != NULL && EVP_PKEY_get_bits(k) > CAIRN_DH_MAX_BITS) {
                CHECK(rc == CAIRN_ERR_UNSUPPORTED || rc == CAIRN_ERR_BAD_LENGTH,
                      "evppkey_ffdhe.txt key %zu (%d bits) above CAIRN_DH_MAX_BITS: %d", count, EVP_PKEY_get_bits(k),
                      rc);
                EVP_PKEY_free(k);
                continue;
            }
            if (!CHECK(rc == CAIRN_OK && k != NULL, "evppkey_ffdhe.txt key %zu in cairn (%d)", count, rc)) {
                EVP_PKEY_free(k);
                continue;
            }
            if (priv)
                CHECK(cairn_dh_public(&g, v, vl, y, sizeof y) == CAIRN_OK, "y from x");
            else
                memcpy(y, v, pl);
            CHECK(ossl_y(k, yo, pl) && memcmp(y, yo, pl) == 0, "evppkey_ffdhe.txt key %zu: OpenSSL's y", count);
            EVP_PKEY_free(k);
        }
    }
    fclose(f);
    CHECK(count >= 8, "the file's keys (%zu)", count);
}

int main(void)
{
    static const kcase cases[] = {{"DH", "ffdhe2048", CAIRN_DH_PKCS3},
                                  {"DH", "modp_2048", CAIRN_DH_PKCS3},
                                  {"DHX", "dh_2048_224", CAIRN_DH_X942},
                                  {"DHX", "dh_2048_256", CAIRN_DH_X942}};
    size_t i;
    tu_prng_seed(&prng, tu_seed(0xd4d1ff));
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++)
        one_case(&cases[i]);
    bad_peer();
    evp_file();
    return tu_finish("test_diff_dh_der");
}
