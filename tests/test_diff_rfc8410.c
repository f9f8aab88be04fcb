/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * RFC 8410 key formats against OpenSSL's libcrypto, for X25519, X448,
 * Ed25519 and Ed448:
 *  - OpenSSL's keys (EVP_PKEY keygen, as `openssl genpkey` makes them):
 *    cairn reads the PKCS#8 and SubjectPublicKeyInfo, DER and PEM; the
 *    secret and public key are OpenSSL's raw ones; cairn writes the same
 *    bytes again (v1, as OpenSSL writes);
 *  - cairn's keys: OpenSSL reads cairn's PKCS#8 and SubjectPublicKeyInfo,
 *    DER and PEM, and finds the same raw keys; v2 PKCS#8 (with the public
 *    key) only from OpenSSL 3.5, the first to parse RFC 5958's
 *    OneAsymmetricKey (openssl/openssl#10468): earlier ones refuse it, as
 *    they refuse RFC 8410's own v2 example, and the test checks that they do
 *    (so a change in the library under test is seen);
 *  - a v2 key whose public key is not the secret's, written by hand: cairn
 *    refuses it.
 */
#include <openssl/evp.h>
#include <openssl/opensslv.h>
#include <openssl/pem.h>
#include <openssl/x509.h>
#include <string.h>

#include "cairn/curve25519.h"
#include "cairn/curve448.h"
#include "testutil.h"

static tu_prng prng;

static int prng_rng(void *state, uint8_t *out, size_t len)
{
    (void)state;
    tu_prng_fill(&prng, out, len);
    return 0;
}

typedef struct alg {
    const char *name; /* OpenSSL's too */
    size_t len, slen;
    int (*priv_from_der)(uint8_t *, const uint8_t *, size_t);
    int (*priv_from_pem)(uint8_t *, const char *, size_t);
    int (*pub_from_der)(uint8_t *, const uint8_t *, size_t);
    int (*pub_from_pem)(uint8_t *, const char *, size_t);
    int (*priv_to_der)(const uint8_t *, int, uint8_t *, size_t, size_t *);
    int (*priv_to_pem)(const uint8_t *, int, char *, size_t, size_t *);
    int (*pub_to_der)(const uint8_t *, uint8_t *, size_t, size_t *);
    int (*pub_to_pem)(const uint8_t *, char *, size_t, size_t *);
} alg;

#define ALG(name, len, slen, pfx)                                                                                      \
    {                                                                                                                  \
        name, len, slen, cairn_##pfx##_private_key_from_der, cairn_##pfx##_private_key_from_pem,                       \
            cairn_##pfx##_public_key_from_der, cairn_##pfx##_public_key_from_pem, cairn_##pfx##_private_key_to_der,    \
            cairn_##pfx##_private_key_to_pem, cairn_##pfx##_public_key_to_der, cairn_##pfx##_public_key_to_pem         \
    }

static const alg algs[] = {
#if CAIRN_ENABLE_CURVE25519
    ALG("X25519", 32, 32, x25519),
    ALG("ED25519", 32, 64, ed25519),
#endif
#if CAIRN_ENABLE_CURVE448
    ALG("X448", 56, 56, x448),
    ALG("ED448", 57, 114, ed448),
#endif
};

static size_t i2d_buf(EVP_PKEY *k, int priv, uint8_t *out, size_t cap)
{
    unsigned char *d = NULL;
    PKCS8_PRIV_KEY_INFO *p8 = priv ? EVP_PKEY2PKCS8(k) : NULL;
    int n = priv ? (p8 != NULL ? i2d_PKCS8_PRIV_KEY_INFO(p8, &d) : 0) : i2d_PUBKEY(k, &d);
    size_t r = 0;
    if (n > 0 && (size_t)n <= cap) {
        memcpy(out, d, (size_t)n);
        r = (size_t)n;
    }
    OPENSSL_clear_free(d, n > 0 ? (size_t)n : 0);
    PKCS8_PRIV_KEY_INFO_free(p8);
    return r;
}

static size_t pem_buf(EVP_PKEY *k, int priv, char *out, size_t cap)
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

static EVP_PKEY *from_pem(const char *pem, size_t len, int priv)
{
    BIO *b = BIO_new_mem_buf(pem, (int)len);
    EVP_PKEY *k = b == NULL ? NULL
                  : priv    ? PEM_read_bio_PrivateKey(b, NULL, NULL, NULL)
                            : PEM_read_bio_PUBKEY(b, NULL, NULL, NULL);
    BIO_free(b);
    return k;
}

/* OpenSSL's raw keys of k: the secret (seed) and the public key. */
static int raw(EVP_PKEY *k, int priv, uint8_t *out, size_t len)
{
    size_t n = len;
    return k != NULL &&
           (priv ? EVP_PKEY_get_raw_private_key(k, out, &n) : EVP_PKEY_get_raw_public_key(k, out, &n)) == 1 && n == len;
}

static void one(const alg *a)
{
    uint8_t der[CAIRN_RFC8410_DER_MAX], der2[CAIRN_RFC8410_DER_MAX], sk[114], pk[57], osk[57], opk[57];
    char pem[CAIRN_RFC8410_PEM_MAX];
    size_t n, n2, round;
    const unsigned char *pp;
    int v;
    EVP_PKEY *k, *back;
    for (round = 0; round < 4; round++) {
        /* OpenSSL's key in cairn */
        k = EVP_PKEY_Q_keygen(NULL, NULL, a->name);
        if (!CHECK(k != NULL && raw(k, 1, osk, a->len) && raw(k, 0, opk, a->len), "%s: OpenSSL keygen", a->name)) {
            EVP_PKEY_free(k);
            continue;
        }
        n = i2d_buf(k, 1, der, sizeof der);
        CHECK(n > 0 && a->priv_from_der(sk, der, n) == CAIRN_OK && memcmp(sk, osk, a->len) == 0 &&
                  (a->slen == a->len || memcmp(sk + a->len, opk, a->len) == 0),
              "%s: OpenSSL's PKCS#8 in cairn", a->name);
        CHECK(a->priv_to_der(sk, 0, der2, sizeof der2, &n2) == CAIRN_OK && n2 == n && memcmp(der, der2, n) == 0,
              "%s: cairn writes OpenSSL's PKCS#8", a->name);
        n = i2d_buf(k, 0, der, sizeof der);
        CHECK(n > 0 && a->pub_from_der(pk, der, n) == CAIRN_OK && memcmp(pk, opk, a->len) == 0,
              "%s: OpenSSL's SubjectPublicKeyInfo in cairn", a->name);
        CHECK(a->pub_to_der(pk, der2, sizeof der2, &n2) == CAIRN_OK && n2 == n && memcmp(der, der2, n) == 0,
              "%s: cairn writes OpenSSL's SubjectPublicKeyInfo", a->name);
        n = pem_buf(k, 1, pem, sizeof pem);
        CHECK(n > 0 && a->priv_from_pem(sk, pem, n) == CAIRN_OK && memcmp(sk, osk, a->len) == 0,
              "%s: OpenSSL's private PEM in cairn", a->name);
        n = pem_buf(k, 0, pem, sizeof pem);
        CHECK(n > 0 && a->pub_from_pem(pk, pem, n) == CAIRN_OK && memcmp(pk, opk, a->len) == 0,
              "%s: OpenSSL's public PEM in cairn", a->name);
        EVP_PKEY_free(k);

        /* cairn's key in OpenSSL: sk (from OpenSSL's seed) re-drawn by cairn */
        tu_prng_fill(&prng, osk, a->len);
        if (a->slen == a->len) {
#if CAIRN_ENABLE_CURVE25519
            if (a->len == 32)
                CHECK(cairn_x25519_keygen(sk, pk, prng_rng, NULL) == CAIRN_OK, "keygen");
#endif
#if CAIRN_ENABLE_CURVE448
            if (a->len == 56)
                CHECK(cairn_x448_keygen(sk, pk, prng_rng, NULL) == CAIRN_OK, "keygen");
#endif
        } else {
#if CAIRN_ENABLE_CURVE25519
            if (a->len == 32)
                CHECK(cairn_ed25519_keygen(sk, prng_rng, NULL) == CAIRN_OK, "keygen");
#endif
#if CAIRN_ENABLE_CURVE448
            if (a->len == 57)
                CHECK(cairn_ed448_keygen(sk, prng_rng, NULL) == CAIRN_OK, "keygen");
#endif
            memcpy(pk, sk + a->len, a->len);
        }
        for (v = 0; v < 2; v++) {
            int reads = v == 0 || OPENSSL_VERSION_NUMBER >= 0x30500000L;
            CHECK(a->priv_to_der(sk, v, der, sizeof der, &n) == CAIRN_OK, "cairn PKCS#8");
            pp = der;
            back = d2i_AutoPrivateKey(NULL, &pp, (long)n);
            if (reads)
                CHECK(back != NULL && EVP_PKEY_is_a(back, a->name) && raw(back, 1, osk, a->len) &&
                          memcmp(osk, sk, a->len) == 0 && raw(back, 0, opk, a->len) && memcmp(opk, pk, a->len) == 0,
                      "%s: cairn's v%d PKCS#8 in OpenSSL", a->name, v + 1);
            else
                CHECK(back == NULL, "%s: OpenSSL before 3.5 refuses v2 PKCS#8", a->name);
            EVP_PKEY_free(back);
            CHECK(a->priv_to_pem(sk, v, pem, sizeof pem, &n) == CAIRN_OK, "cairn PEM");
            back = from_pem(pem, n, 1);
            if (reads)
                CHECK(raw(back, 1, osk, a->len) && memcmp(osk, sk, a->len) == 0, "%s: cairn's v%d PEM in OpenSSL",
                      a->name, v + 1);
            EVP_PKEY_free(back);
        }
        CHECK(a->pub_to_der(pk, der, sizeof der, &n) == CAIRN_OK, "cairn SPKI");
        pp = der;
        back = d2i_PUBKEY(NULL, &pp, (long)n);
        CHECK(raw(back, 0, opk, a->len) && memcmp(opk, pk, a->len) == 0, "%s: cairn's SubjectPublicKeyInfo in OpenSSL",
              a->name);
        EVP_PKEY_free(back);
        CHECK(a->pub_to_pem(pk, pem, sizeof pem, &n) == CAIRN_OK, "cairn public PEM");
        back = from_pem(pem, n, 0);
        CHECK(raw(back, 0, opk, a->len) && memcmp(opk, pk, a->len) == 0, "%s: cairn's public PEM in OpenSSL", a->name);
        EVP_PKEY_free(back);
        /* a v2 key with another public key: cairn refuses it */
        CHECK(a->priv_to_der(sk, 1, der, sizeof der, &n) == CAIRN_OK, "v2");
        der[n - 1] ^= 0x20;
        CHECK_RC(a->priv_from_der(sk, der, n), CAIRN_ERR_INVALID_KEY, "v2 with another public key");
    }
}

int main(void)
{
    size_t i;
    tu_prng_seed(&prng, tu_seed(0x84101));
    for (i = 0; i < sizeof algs / sizeof algs[0]; i++)
        one(&algs[i]);
    return tu_finish("test_diff_rfc8410");
}
