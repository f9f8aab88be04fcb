/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * RSA signatures and encryption (cairn/rsa.h, src/pk/rsa_pad.c) against
 * OpenSSL 3's EVP API, both ways, on keys OpenSSL generates once each:
 * 1024, 2048, 3072 and 4096 bits with e = 65537, and 2049 bits with e = 3
 * (a size that is not a whole number of bytes: PSS's emLen is k - 1).
 *  - key formats: OpenSSL's PEM private key, PKCS#8 and PKCS#1, read by
 *    cairn to OpenSSL's numbers; cairn's private and public exports (DER
 *    and PEM) read back by OpenSSL to the same key (test_diff_rsa covers
 *    the formats in depth: one round per key here);
 *  - PKCS#1 v1.5 signatures with SHA-1, SHA-256, SHA-384, SHA-512 and
 *    SHA3-256: cairn's signature is OpenSSL's byte for byte, each side
 *    verifies the other's, a flipped bit in the signature or the message is
 *    refused by both;
 *  - PSS with salt lengths 0, hLen and the largest, MGF1 over the message
 *    hash and over another: each side verifies the other's signatures with
 *    the explicit salt length and with its recovery, refuses a salt length
 *    one longer, a tampered signature and a tampered message; with salt 0
 *    the two signatures are the same bytes;
 *  - OAEP with SHA-1, SHA-256 and SHA-512, MGF1 equal and different, with
 *    and without a label, messages of 0, 1 and the largest length: each
 *    side decrypts the other's ciphertexts, both refuse a tampered
 *    ciphertext, a wrong label and a message one byte too long (and
 *    SHA-512 on a 1024-bit key, which has no room for it);
 *  - PKCS#1 v1.5 encryption at lengths 0, 1, one between and the largest,
 *    both ways; tampered ciphertexts and crafted encoded messages (padding
 *    string of 7 and 8 bytes, block type 1, no separator, an empty
 *    message) decrypted by both with explicit rejection to the verdict and
 *    message a plain parse of the raw decryption gives; cairn's implicit
 *    rejection returns the real message for good padding and a stable
 *    synthetic one otherwise, which must be OpenSSL's (3.2 and later,
 *    where OpenSSL has implicit rejection; skipped with an older one);
 *  - the raw operations: cairn's private and public ones equal OpenSSL's
 *    RSA_NO_PADDING decryption and encryption; an input equal to n is
 *    refused by both.
 * Messages, labels and tamper positions come from the seed (CAIRN_TEST_SEED
 * replays a run); the keys are OpenSSL's own random ones.
 * Skipped with an OpenSSL older than 3.0 (no EVP_PKEY_get_bn_param).
 */
#include <stdio.h>
#include <string.h>

#include <openssl/opensslv.h>

#include "cairn/hash.h"
#include "cairn/rsa.h"
#include "testutil.h"

#if OPENSSL_VERSION_NUMBER < 0x30000000L

int main(void)
{
    tu_skip("OpenSSL older than 3.0: no EVP_PKEY_get_bn_param, no provider parameters");
    return tu_finish("test_diff_rsa_pad");
}

#else

#include <openssl/bio.h>
#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/rsa.h>
#include <openssl/x509.h>

/* OpenSSL 3.2's switch between implicit and explicit rejection; named here
 * so the test builds against older headers and asks the provider at run time */
#ifndef OSSL_ASYM_CIPHER_PARAM_IMPLICIT_REJECTION
#define OSSL_ASYM_CIPHER_PARAM_IMPLICIT_REJECTION "implicit-rejection"
#endif

#define MAXB CAIRN_RSA_MAX_BYTES
#define PEMCAP (2 * CAIRN_RSA_PRIVATE_DER_MAX(CAIRN_RSA_MAX_BITS) + 512)
#define MSGMAX 300

static tu_prng rng;

static int prng_rng(void *state, uint8_t *out, size_t len)
{
    tu_prng_fill((tu_prng *)state, out, len);
    return CAIRN_OK;
}

static void flip(uint8_t *p, size_t bit) { p[bit >> 3] ^= (uint8_t)(1u << (bit & 7)); }

static void flip_random(uint8_t *p, size_t len) { flip(p, (size_t)tu_prng_below(&rng, len * 8)); }

/* ------------------------------------------------------------- hashes */

enum { H_SHA1, H_SHA256, H_SHA384, H_SHA512, H_SHA3_256, NHASH };

static struct {
    const char *cname, *oname;
    const cairn_hash *c;
    EVP_MD *o;
} hashes[NHASH] = {{"SHA-1", "SHA1", NULL, NULL},
                   {"SHA-256", "SHA256", NULL, NULL},
                   {"SHA-384", "SHA384", NULL, NULL},
                   {"SHA-512", "SHA512", NULL, NULL},
                   {"SHA3-256", "SHA3-256", NULL, NULL}};

static int hash_ok(int h) { return hashes[h].c != NULL && hashes[h].o != NULL; }

static void hashes_load(void)
{
    int h;
    for (h = 0; h < NHASH; h++) {
        char why[96];
        if (cairn_hash_lookup(&hashes[h].c, hashes[h].cname) != CAIRN_OK) {
            hashes[h].c = NULL;
            snprintf(why, sizeof why, "%s: not in this cairn build", hashes[h].cname);
            tu_skip(why);
        }
        hashes[h].o = EVP_MD_fetch(NULL, hashes[h].oname, NULL);
        if (hashes[h].o == NULL) {
            snprintf(why, sizeof why, "%s: EVP_MD_fetch found nothing in this OpenSSL", hashes[h].oname);
            tu_skip(why);
        }
    }
    ERR_clear_error();
}

/* ---------------------------------------------------------------- keys */

typedef struct {
    unsigned bits, e;
    char name[32];
    EVP_PKEY *o;
    int ok; /* cairn holds the key: the other families run */
    size_t k;
    uint8_t n[MAXB]; /* the modulus, k bytes */
    cairn_rsa_private_key sk;
    cairn_rsa_public_key pk;
} tkey;

static EVP_PKEY *keygen(unsigned bits, unsigned e)
{
    EVP_PKEY_CTX *c = EVP_PKEY_CTX_new_id(EVP_PKEY_RSA, NULL);
    EVP_PKEY *k = NULL;
    BIGNUM *pe = BN_new();
    int ok = c != NULL && pe != NULL && EVP_PKEY_keygen_init(c) == 1 &&
             EVP_PKEY_CTX_set_rsa_keygen_bits(c, (int)bits) == 1 && BN_set_word(pe, e) == 1 &&
             EVP_PKEY_CTX_set1_rsa_keygen_pubexp(c, pe) == 1 && EVP_PKEY_keygen(c, &k) == 1;
    if (!ok) {
        EVP_PKEY_free(k);
        k = NULL;
    }
    BN_free(pe);
    EVP_PKEY_CTX_free(c);
    return k;
}

static const char *const part_names[8] = {OSSL_PKEY_PARAM_RSA_N,         OSSL_PKEY_PARAM_RSA_E,
                                          OSSL_PKEY_PARAM_RSA_D,         OSSL_PKEY_PARAM_RSA_FACTOR1,
                                          OSSL_PKEY_PARAM_RSA_FACTOR2,   OSSL_PKEY_PARAM_RSA_EXPONENT1,
                                          OSSL_PKEY_PARAM_RSA_EXPONENT2, OSSL_PKEY_PARAM_RSA_COEFFICIENT1};

/* OpenSSL's component as big-endian bytes without leading zeros; 0 when absent. */
static size_t ossl_part(const EVP_PKEY *k, const char *name, uint8_t *out, size_t cap)
{
    BIGNUM *bn = NULL;
    size_t n = 0;
    if (EVP_PKEY_get_bn_param(k, name, &bn) == 1 && (size_t)BN_num_bytes(bn) <= cap)
        n = (size_t)BN_bn2bin(bn, out);
    BN_free(bn);
    return n;
}

/* cairn's private key has the eight numbers of OpenSSL's. */
static int cairn_has_numbers(const EVP_PKEY *o, const cairn_rsa_private_key *sk)
{
    uint8_t a[MAXB], b[MAXB];
    size_t i, la, lb = 0;
    for (i = 0; i < 8; i++) {
        la = ossl_part(o, part_names[i], a, sizeof a);
        if (cairn_rsa_private_key_component(sk, (cairn_rsa_part)i, b, sizeof b, &lb) != CAIRN_OK || la == 0 ||
            la != lb || memcmp(a, b, la) != 0)
            return 0;
    }
    return 1;
}

/* Two OpenSSL keys are the same: EVP_PKEY_eq (the public numbers) and, for
 * private keys, the private numbers too. */
static int ossl_same_key(const EVP_PKEY *a, const EVP_PKEY *b, int priv)
{
    uint8_t x[MAXB], y[MAXB];
    size_t i, lx, ly;
    if (a == NULL || b == NULL || EVP_PKEY_eq(a, b) != 1)
        return 0;
    for (i = 2; priv && i < 8; i++) {
        lx = ossl_part(a, part_names[i], x, sizeof x);
        ly = ossl_part(b, part_names[i], y, sizeof y);
        if (lx == 0 || lx != ly || memcmp(x, y, lx) != 0)
            return 0;
    }
    return 1;
}

/* OpenSSL's PEM of the private key: PKCS#8 (traditional 0) or PKCS#1. */
static size_t ossl_private_pem(EVP_PKEY *k, int traditional, char *out, size_t cap)
{
    BIO *b = BIO_new(BIO_s_mem());
    char *data = NULL;
    long n = 0;
    size_t len = 0;
    int ok = b != NULL && (traditional ? PEM_write_bio_PrivateKey_traditional(b, k, NULL, NULL, 0, NULL, NULL)
                                       : PEM_write_bio_PrivateKey(b, k, NULL, NULL, 0, NULL, NULL)) == 1;
    if (ok)
        n = BIO_get_mem_data(b, &data);
    if (ok && n > 0 && (size_t)n < cap) {
        memcpy(out, data, (size_t)n);
        out[n] = 0;
        len = (size_t)n;
    }
    BIO_free(b);
    return len;
}

/* OpenSSL's reading of a PEM private key (priv) or SubjectPublicKeyInfo. */
static EVP_PKEY *ossl_read_pem(const char *pem, size_t len, int priv)
{
    BIO *b = BIO_new_mem_buf(pem, (int)len);
    EVP_PKEY *k = NULL;
    if (b != NULL)
        k = priv ? PEM_read_bio_PrivateKey(b, NULL, NULL, NULL) : PEM_read_bio_PUBKEY(b, NULL, NULL, NULL);
    BIO_free(b);
    ERR_clear_error();
    return k;
}

/* ------------------------------------------------- OpenSSL operations */

/* PSS settings of an OpenSSL signature; NULL for PKCS#1 v1.5. */
typedef struct {
    const EVP_MD *mgf;
    int salt; /* a length, or RSA_PSS_SALTLEN_DIGEST / _MAX / _AUTO */
} ossl_pss;

static EVP_MD_CTX *ossl_sig_ctx(EVP_PKEY *key, const EVP_MD *md, const ossl_pss *pss, int sign)
{
    EVP_MD_CTX *m = EVP_MD_CTX_new();
    EVP_PKEY_CTX *pc = NULL;
    int ok = m != NULL &&
             (sign ? EVP_DigestSignInit(m, &pc, md, NULL, key) : EVP_DigestVerifyInit(m, &pc, md, NULL, key)) == 1;
    if (ok && pss != NULL)
        ok = EVP_PKEY_CTX_set_rsa_padding(pc, RSA_PKCS1_PSS_PADDING) > 0 &&
             EVP_PKEY_CTX_set_rsa_mgf1_md(pc, pss->mgf) > 0 && EVP_PKEY_CTX_set_rsa_pss_saltlen(pc, pss->salt) > 0;
    else if (ok)
        ok = EVP_PKEY_CTX_set_rsa_padding(pc, RSA_PKCS1_PADDING) > 0;
    if (!ok) {
        EVP_MD_CTX_free(m);
        m = NULL;
    }
    return m;
}

/* 1 with the signature in sig[0..*siglen), 0 on any failure. */
static int ossl_sign(EVP_PKEY *key, const EVP_MD *md, const ossl_pss *pss, const uint8_t *msg, size_t mlen,
                     uint8_t *sig, size_t *siglen)
{
    EVP_MD_CTX *m = ossl_sig_ctx(key, md, pss, 1);
    size_t len = MAXB;
    int ok = m != NULL && EVP_DigestSign(m, sig, &len, msg, mlen) == 1;
    *siglen = ok ? len : 0;
    EVP_MD_CTX_free(m);
    ERR_clear_error();
    return ok;
}

/* 1 accepted, 0 refused, -1 when the context could not be set up (which no
 * check counts as a refusal). */
static int ossl_verify(EVP_PKEY *key, const EVP_MD *md, const ossl_pss *pss, const uint8_t *msg, size_t mlen,
                       const uint8_t *sig, size_t siglen)
{
    EVP_MD_CTX *m = ossl_sig_ctx(key, md, pss, 0);
    int r = m == NULL ? -1 : EVP_DigestVerify(m, sig, siglen, msg, mlen) == 1;
    EVP_MD_CTX_free(m);
    ERR_clear_error();
    return r;
}

/* Settings of an OpenSSL encryption or decryption. */
typedef struct {
    int pad; /* RSA_PKCS1_OAEP_PADDING, RSA_PKCS1_PADDING, RSA_NO_PADDING */
    const EVP_MD *md, *mgf;
    const uint8_t *label;
    size_t label_len;
    int implicit; /* PKCS#1 v1.5 decryption: -1 the provider's default, else the setting */
} ossl_enc;

static EVP_PKEY_CTX *ossl_enc_ctx(EVP_PKEY *key, const ossl_enc *s, int dec)
{
    EVP_PKEY_CTX *c = EVP_PKEY_CTX_new_from_pkey(NULL, key, NULL);
    int ok = c != NULL && (dec ? EVP_PKEY_decrypt_init(c) : EVP_PKEY_encrypt_init(c)) == 1 &&
             EVP_PKEY_CTX_set_rsa_padding(c, s->pad) > 0;
    if (ok && s->pad == RSA_PKCS1_OAEP_PADDING) {
        ok = EVP_PKEY_CTX_set_rsa_oaep_md(c, s->md) > 0 && EVP_PKEY_CTX_set_rsa_mgf1_md(c, s->mgf) > 0;
        if (ok && s->label_len != 0) {
            /* set0 takes the copy on success only */
            void *l = OPENSSL_memdup(s->label, s->label_len);
            ok = l != NULL && EVP_PKEY_CTX_set0_rsa_oaep_label(c, l, (int)s->label_len) > 0;
            if (!ok)
                OPENSSL_free(l);
        }
    }
    if (ok && dec && s->pad == RSA_PKCS1_PADDING && s->implicit >= 0) {
        unsigned int v = (unsigned int)s->implicit;
        OSSL_PARAM p[2];
        p[0] = OSSL_PARAM_construct_uint(OSSL_ASYM_CIPHER_PARAM_IMPLICIT_REJECTION, &v);
        p[1] = OSSL_PARAM_construct_end();
        ok = EVP_PKEY_CTX_set_params(c, p) == 1;
    }
    if (!ok) {
        EVP_PKEY_CTX_free(c);
        c = NULL;
    }
    return c;
}

/* 1 with out[0..*outlen), 0 refused, -1 when the context could not be set up. */
static int ossl_crypt(EVP_PKEY *key, const ossl_enc *s, int dec, const uint8_t *in, size_t inlen, uint8_t *out,
                      size_t *outlen)
{
    static const uint8_t none[1] = {0};
    EVP_PKEY_CTX *c = ossl_enc_ctx(key, s, dec);
    size_t len = MAXB;
    int r = -1;
    if (c != NULL)
        r = (dec ? EVP_PKEY_decrypt(c, out, &len, inlen ? in : none, inlen)
                 : EVP_PKEY_encrypt(c, out, &len, inlen ? in : none, inlen)) == 1;
    *outlen = r == 1 ? len : 0;
    EVP_PKEY_CTX_free(c);
    ERR_clear_error();
    return r;
}

/* Whether this OpenSSL's provider does implicit rejection (3.2 and later). */
static int ossl_has_implicit_rejection(EVP_PKEY *key)
{
    EVP_PKEY_CTX *c = EVP_PKEY_CTX_new_from_pkey(NULL, key, NULL);
    const OSSL_PARAM *s = NULL;
    int r = c != NULL && EVP_PKEY_decrypt_init(c) == 1 && (s = EVP_PKEY_CTX_settable_params(c)) != NULL &&
            OSSL_PARAM_locate_const(s, OSSL_ASYM_CIPHER_PARAM_IMPLICIT_REJECTION) != NULL;
    EVP_PKEY_CTX_free(c);
    ERR_clear_error();
    return r;
}

static int ossl_ir; /* OpenSSL has implicit rejection */

/* ------------------------------------------------------------ families */

static char W[160]; /* what the current case is, for the messages */

/* Key formats: OpenSSL's PEM in, cairn's DER and PEM out. */
static size_t fam_keys(tkey *t)
{
    static char pem8[PEMCAP], pem1[PEMCAP], out[PEMCAP];
    static cairn_rsa_private_key sk1;
    size_t l8, l1, len = 0;
    const unsigned char *p;
    EVP_PKEY *back;
    uint8_t nb[MAXB];
    size_t nl = 0;

    snprintf(W, sizeof W, "%s key formats", t->name);
    l8 = ossl_private_pem(t->o, 0, pem8, sizeof pem8);
    l1 = ossl_private_pem(t->o, 1, pem1, sizeof pem1);
    CHECK(l8 != 0 && strncmp(pem8, "-----BEGIN PRIVATE KEY-----\n", 28) == 0, "%s: OpenSSL's PKCS#8 PEM", W);
    CHECK(l1 != 0 && strncmp(pem1, "-----BEGIN RSA PRIVATE KEY-----\n", 32) == 0, "%s: OpenSSL's PKCS#1 PEM", W);
    if (!CHECK_RC(cairn_rsa_private_key_from_pem(&t->sk, CAIRN_RSA_FORMAT_PKCS8, pem8, l8), CAIRN_OK, W))
        return 0;
    CHECK(cairn_has_numbers(t->o, &t->sk), "%s: cairn reads OpenSSL's PKCS#8 PEM to OpenSSL's numbers", W);
    if (CHECK_RC(cairn_rsa_private_key_from_pem(&sk1, CAIRN_RSA_FORMAT_PKCS1, pem1, l1), CAIRN_OK, W))
        CHECK(cairn_has_numbers(t->o, &sk1), "%s: cairn reads OpenSSL's PKCS#1 PEM to OpenSSL's numbers", W);
    cairn_rsa_private_key_wipe(&sk1);
    if (!CHECK_RC(cairn_rsa_public_key_from_private(&t->pk, &t->sk), CAIRN_OK, W))
        return 0;
    t->k = cairn_rsa_public_key_bytes(&t->pk);
    CHECK(cairn_rsa_private_key_bits(&t->sk) == t->bits && cairn_rsa_public_key_bits(&t->pk) == t->bits &&
              EVP_PKEY_get_bits(t->o) == (int)t->bits && t->k == (t->bits + 7) / 8 &&
              EVP_PKEY_get_size(t->o) == (int)t->k,
          "%s: sizes", W);
    if (!CHECK_RC(cairn_rsa_public_key_component(&t->pk, CAIRN_RSA_N, nb, sizeof nb, &nl), CAIRN_OK, W) ||
        !CHECK(nl == t->k, "%s: n is k bytes", W))
        return 0;
    memcpy(t->n, nb, nl);
    t->ok = 1;

    /* cairn's exports, read back by OpenSSL */
    if (CHECK_RC(cairn_rsa_private_key_to_der(&t->sk, CAIRN_RSA_FORMAT_PKCS8, (uint8_t *)out, sizeof out, &len),
                 CAIRN_OK, W)) {
        p = (const unsigned char *)out;
        back = d2i_AutoPrivateKey(NULL, &p, (long)len);
        CHECK(back != NULL && p == (const unsigned char *)out + len && ossl_same_key(back, t->o, 1),
              "%s: OpenSSL reads cairn's PKCS#8 DER private key to its own", W);
        EVP_PKEY_free(back);
    }
    if (CHECK_RC(cairn_rsa_private_key_to_pem(&t->sk, CAIRN_RSA_FORMAT_PKCS1, out, sizeof out, &len), CAIRN_OK, W)) {
        back = ossl_read_pem(out, len, 1);
        CHECK(strncmp(out, "-----BEGIN RSA PRIVATE KEY-----\n", 32) == 0 && ossl_same_key(back, t->o, 1),
              "%s: OpenSSL reads cairn's PKCS#1 PEM private key to its own", W);
        EVP_PKEY_free(back);
    }
    if (CHECK_RC(cairn_rsa_public_key_to_pem(&t->pk, CAIRN_RSA_FORMAT_PKCS8, out, sizeof out, &len), CAIRN_OK, W)) {
        back = ossl_read_pem(out, len, 0);
        CHECK(strncmp(out, "-----BEGIN PUBLIC KEY-----\n", 27) == 0 && ossl_same_key(back, t->o, 0),
              "%s: OpenSSL reads cairn's SubjectPublicKeyInfo PEM to its key", W);
        EVP_PKEY_free(back);
    }
    if (CHECK_RC(cairn_rsa_public_key_to_der(&t->pk, CAIRN_RSA_FORMAT_PKCS1, (uint8_t *)out, sizeof out, &len),
                 CAIRN_OK, W)) {
        p = (const unsigned char *)out;
        back = d2i_PublicKey(EVP_PKEY_RSA, NULL, &p, (long)len);
        CHECK(back != NULL && p == (const unsigned char *)out + len && ossl_same_key(back, t->o, 0),
              "%s: OpenSSL reads cairn's RSAPublicKey DER to its key", W);
        EVP_PKEY_free(back);
    }
    ERR_clear_error();
    return 1;
}

/* A random message of 0..MSGMAX bytes (0 now and then). */
static size_t random_msg(uint8_t *msg)
{
    size_t len = tu_prng_below(&rng, 8) == 0 ? 0 : (size_t)tu_prng_below(&rng, MSGMAX + 1);
    tu_prng_fill(&rng, msg, len);
    return len;
}

/* The message with one bit flipped, or one byte longer when it is empty. */
static size_t tampered_msg(uint8_t *dst, const uint8_t *msg, size_t len)
{
    memcpy(dst, msg, len);
    if (len == 0) {
        dst[0] = (uint8_t)tu_prng_next(&rng);
        return 1;
    }
    flip_random(dst, len);
    return len;
}

#define SIG_TAMPERS 4

static size_t fam_pkcs1_sig(tkey *t)
{
    size_t cases = 0, k = t->k;
    int h;
    for (h = 0; h < NHASH; h++) {
        const cairn_hash *ch = hashes[h].c;
        const EVP_MD *md = hashes[h].o;
        uint8_t msg[MSGMAX], msg2[MSGMAX + 1], sc[MAXB], so[MAXB], bad[MAXB];
        size_t ml, ml2, scl = 0, sol = 0, j;
        if (!hash_ok(h))
            continue;
        ml = random_msg(msg);
        snprintf(W, sizeof W, "%s PKCS#1 v1.5 %s, message %zu", t->name, hashes[h].cname, ml);
        if (!CHECK_RC(cairn_rsa_pkcs1_sign(&t->sk, ch, msg, ml, sc, sizeof sc, &scl, prng_rng, &rng), CAIRN_OK, W) ||
            !CHECK(scl == k, "%s: signature length", W) ||
            !CHECK(ossl_sign(t->o, md, NULL, msg, ml, so, &sol) && sol == k, "%s: OpenSSL signs", W))
            continue;
        CHECK(memcmp(sc, so, k) == 0, "%s: cairn's signature is OpenSSL's", W);
        CHECK(ossl_verify(t->o, md, NULL, msg, ml, sc, k) == 1, "%s: OpenSSL verifies cairn's signature", W);
        CHECK_RC(cairn_rsa_pkcs1_verify(&t->pk, ch, msg, ml, so, k), CAIRN_OK, W);
        for (j = 0; j < SIG_TAMPERS; j++) {
            memcpy(bad, j & 1 ? so : sc, k);
            flip_random(bad, k);
            CHECK_RC(cairn_rsa_pkcs1_verify(&t->pk, ch, msg, ml, bad, k), CAIRN_ERR_BAD_SIGNATURE, W);
            CHECK(ossl_verify(t->o, md, NULL, msg, ml, bad, k) == 0, "%s: OpenSSL refuses a tampered signature", W);
        }
        ml2 = tampered_msg(msg2, msg, ml);
        CHECK_RC(cairn_rsa_pkcs1_verify(&t->pk, ch, msg2, ml2, so, k), CAIRN_ERR_BAD_SIGNATURE, W);
        CHECK(ossl_verify(t->o, md, NULL, msg2, ml2, sc, k) == 0, "%s: OpenSSL refuses a tampered message", W);
        cases++;
    }
    return cases;
}

/* PSS: verification both with the explicit salt length and with recovery. */
static void pss_verify_both(tkey *t, int h, int m, size_t salt, const uint8_t *msg, size_t ml, const uint8_t *sig,
                            int want_ok, const char *what)
{
    cairn_rsa_pss_params cp;
    ossl_pss op;
    int want_rc = want_ok ? CAIRN_OK : CAIRN_ERR_BAD_SIGNATURE;
    cp.hash = hashes[h].c;
    cp.mgf1_hash = hashes[m].c;
    op.mgf = hashes[m].o;
    cp.salt_len = salt;
    op.salt = (int)salt;
    CHECK(cairn_rsa_pss_verify(&t->pk, &cp, msg, ml, sig, t->k) == want_rc, "%s: %s, cairn, salt length %zu", W, what,
          salt);
    CHECK(ossl_verify(t->o, hashes[h].o, &op, msg, ml, sig, t->k) == want_ok, "%s: %s, OpenSSL, salt length %zu", W,
          what, salt);
    cp.salt_len = CAIRN_RSA_PSS_SALT_AUTO;
    op.salt = RSA_PSS_SALTLEN_AUTO;
    CHECK(cairn_rsa_pss_verify(&t->pk, &cp, msg, ml, sig, t->k) == want_rc, "%s: %s, cairn, salt recovered", W, what);
    CHECK(ossl_verify(t->o, hashes[h].o, &op, msg, ml, sig, t->k) == want_ok, "%s: %s, OpenSSL, salt recovered", W,
          what);
}

static size_t fam_pss(tkey *t)
{
    static const int pairs[][2] = {
        {H_SHA1, H_SHA1}, {H_SHA256, H_SHA256}, {H_SHA256, H_SHA1}, {H_SHA512, H_SHA512}, {H_SHA512, H_SHA256}};
    size_t cases = 0, k = t->k, em_len = (t->bits - 1 + 7) / 8, pi;
    for (pi = 0; pi < sizeof pairs / sizeof pairs[0]; pi++) {
        int h = pairs[pi][0], m = pairs[pi][1], si;
        size_t hlen;
        if (!hash_ok(h) || !hash_ok(m))
            continue;
        hlen = hashes[h].c->digest_len;
        for (si = 0; si < 3; si++) {
            /* salt 0, hLen and the largest: cairn and OpenSSL each name the last two their own way */
            static const size_t csalt[3] = {0, CAIRN_RSA_PSS_SALT_DIGEST, CAIRN_RSA_PSS_SALT_MAX};
            static const int osalt[3] = {0, RSA_PSS_SALTLEN_DIGEST, RSA_PSS_SALTLEN_MAX};
            size_t salt = si == 0 ? 0 : si == 1 ? hlen : em_len - hlen - 2;
            uint8_t msg[MSGMAX], msg2[MSGMAX + 1], sc[MAXB], so[MAXB], bad[MAXB];
            size_t ml = random_msg(msg), ml2, scl = 0, sol = 0, j;
            cairn_rsa_pss_params cp;
            ossl_pss op;
            cp.hash = hashes[h].c;
            cp.mgf1_hash = hashes[m].c;
            cp.salt_len = csalt[si];
            op.mgf = hashes[m].o;
            op.salt = osalt[si];
            snprintf(W, sizeof W, "%s PSS %s MGF1-%s salt %zu, message %zu", t->name, hashes[h].cname, hashes[m].cname,
                     salt, ml);
            if (em_len < hlen + salt + 2) {
                /* a salt of hLen does not fit a 1024-bit key with SHA-512: both refuse */
                CHECK_RC(cairn_rsa_pss_sign(&t->sk, &cp, msg, ml, sc, sizeof sc, &scl, prng_rng, &rng),
                         CAIRN_ERR_BAD_LENGTH, W);
                CHECK(!ossl_sign(t->o, hashes[h].o, &op, msg, ml, so, &sol), "%s: OpenSSL refuses to sign", W);
                cases++;
                continue;
            }
            if (!CHECK_RC(cairn_rsa_pss_sign(&t->sk, &cp, msg, ml, sc, sizeof sc, &scl, prng_rng, &rng), CAIRN_OK, W) ||
                !CHECK(scl == k, "%s: signature length", W) ||
                !CHECK(ossl_sign(t->o, hashes[h].o, &op, msg, ml, so, &sol) && sol == k, "%s: OpenSSL signs", W))
                continue;
            /* each verifies both signatures: OpenSSL's salt is the length asked of cairn */
            pss_verify_both(t, h, m, salt, msg, ml, sc, 1, "cairn's signature");
            pss_verify_both(t, h, m, salt, msg, ml, so, 1, "OpenSSL's signature");
            if (salt == 0)
                CHECK(memcmp(sc, so, k) == 0, "%s: without a salt cairn's signature is OpenSSL's", W);
            /* a salt length one longer than the signature's */
            for (j = 0; j < 2; j++) {
                cairn_rsa_pss_params wp = cp;
                ossl_pss wo = op;
                const uint8_t *s = j ? so : sc;
                wp.salt_len = salt + 1;
                wo.salt = (int)salt + 1;
                CHECK_RC(cairn_rsa_pss_verify(&t->pk, &wp, msg, ml, s, k), CAIRN_ERR_BAD_SIGNATURE, W);
                CHECK(ossl_verify(t->o, hashes[h].o, &wo, msg, ml, s, k) != 1,
                      "%s: OpenSSL verifies with salt length %zu", W, salt + 1);
            }
            for (j = 0; j < 2; j++) {
                memcpy(bad, j ? so : sc, k);
                flip_random(bad, k);
                pss_verify_both(t, h, m, salt, msg, ml, bad, 0, j ? "OpenSSL's tampered" : "cairn's tampered");
            }
            ml2 = tampered_msg(msg2, msg, ml);
            pss_verify_both(t, h, m, salt, msg2, ml2, sc, 0, "tampered message");
            cases++;
        }
    }
    return cases;
}

/* OAEP decryption by cairn: must give msg[0..ml), or (msg NULL) fail with
 * CAIRN_ERR_BAD_PADDING and no output. */
static void cairn_oaep_expect(tkey *t, const cairn_rsa_oaep_params *cp, const uint8_t *c, const uint8_t *msg, size_t ml,
                              const char *what)
{
    uint8_t out[MAXB];
    size_t ol = 99;
    int rc = cairn_rsa_oaep_decrypt(&t->sk, cp, out, sizeof out, &ol, c, t->k, prng_rng, &rng);
    if (msg != NULL)
        CHECK(rc == CAIRN_OK && ol == ml && memcmp(out, msg, ml) == 0, "%s: cairn decrypts %s (%d, length %zu)", W,
              what, rc, ol);
    else
        CHECK(rc == CAIRN_ERR_BAD_PADDING && ol == 0 && tu_all_zero(out, t->k),
              "%s: cairn refuses %s with BAD_PADDING and no output (%d, length %zu)", W, what, rc, ol);
}

static void ossl_oaep_expect(tkey *t, const ossl_enc *os, const uint8_t *c, const uint8_t *msg, size_t ml,
                             const char *what)
{
    uint8_t out[MAXB];
    size_t ol = 0;
    int r = ossl_crypt(t->o, os, 1, c, t->k, out, &ol);
    if (msg != NULL)
        CHECK(r == 1 && ol == ml && memcmp(out, msg, ml) == 0, "%s: OpenSSL decrypts %s", W, what);
    else
        CHECK(r == 0, "%s: OpenSSL refuses %s (%d)", W, what, r);
}

static size_t fam_oaep(tkey *t)
{
    static const int pairs[][2] = {{H_SHA1, H_SHA1},   {H_SHA1, H_SHA256},   {H_SHA256, H_SHA256},
                                   {H_SHA256, H_SHA1}, {H_SHA512, H_SHA512}, {H_SHA512, H_SHA1}};
    size_t cases = 0, k = t->k, pi;
    for (pi = 0; pi < sizeof pairs / sizeof pairs[0]; pi++) {
        int h = pairs[pi][0], m = pairs[pi][1], lab;
        size_t hlen;
        if (!hash_ok(h) || !hash_ok(m))
            continue;
        hlen = hashes[h].c->digest_len;
        for (lab = 0; lab < 2; lab++) {
            uint8_t label[48], label2[48], msg[MAXB], cc[MAXB], oc[MAXB], bad[MAXB];
            size_t ll = lab ? 1 + (size_t)tu_prng_below(&rng, sizeof label) : 0, ccl = 0, ocl = 0, max, li;
            cairn_rsa_oaep_params cp;
            ossl_enc os;
            tu_prng_fill(&rng, label, ll);
            cp.hash = hashes[h].c;
            cp.mgf1_hash = hashes[m].c;
            cp.label = ll ? label : NULL;
            cp.label_len = ll;
            os.pad = RSA_PKCS1_OAEP_PADDING;
            os.md = hashes[h].o;
            os.mgf = hashes[m].o;
            os.label = label;
            os.label_len = ll;
            os.implicit = -1;
            if (k < 2 * hlen + 2) {
                /* no room for the hash: both refuse even an empty message */
                snprintf(W, sizeof W, "%s OAEP %s MGF1-%s, label %zu: key too short", t->name, hashes[h].cname,
                         hashes[m].cname, ll);
                CHECK(cairn_rsa_oaep_max_plaintext(&t->pk, &cp) == 0, "%s: maximum 0", W);
                CHECK_RC(cairn_rsa_oaep_encrypt(&t->pk, &cp, cc, sizeof cc, &ccl, msg, 0, prng_rng, &rng),
                         CAIRN_ERR_BAD_LENGTH, W);
                CHECK(ossl_crypt(t->o, &os, 0, msg, 0, oc, &ocl) == 0, "%s: OpenSSL refuses to encrypt", W);
                cases++;
                continue;
            }
            max = k - 2 * hlen - 2;
            snprintf(W, sizeof W, "%s OAEP %s MGF1-%s, label %zu", t->name, hashes[h].cname, hashes[m].cname, ll);
            CHECK(cairn_rsa_oaep_max_plaintext(&t->pk, &cp) == max, "%s: largest plaintext k - 2 hLen - 2", W);
            /* one byte over the largest */
            tu_prng_fill(&rng, msg, max + 1);
            CHECK_RC(cairn_rsa_oaep_encrypt(&t->pk, &cp, cc, sizeof cc, &ccl, msg, max + 1, prng_rng, &rng),
                     CAIRN_ERR_BAD_LENGTH, W);
            CHECK(ossl_crypt(t->o, &os, 0, msg, max + 1, oc, &ocl) == 0, "%s: OpenSSL refuses %zu bytes", W, max + 1);
            for (li = 0; li < 3; li++) {
                size_t ml = li == 0 ? 0 : li == 1 ? 1 : max;
                snprintf(W, sizeof W, "%s OAEP %s MGF1-%s, label %zu, message %zu", t->name, hashes[h].cname,
                         hashes[m].cname, ll, ml);
                tu_prng_fill(&rng, msg, ml);
                if (!CHECK_RC(cairn_rsa_oaep_encrypt(&t->pk, &cp, cc, sizeof cc, &ccl, msg, ml, prng_rng, &rng),
                              CAIRN_OK, W) ||
                    !CHECK(ccl == k, "%s: ciphertext length", W) ||
                    !CHECK(ossl_crypt(t->o, &os, 0, msg, ml, oc, &ocl) == 1 && ocl == k, "%s: OpenSSL encrypts", W))
                    continue;
                ossl_oaep_expect(t, &os, cc, msg, ml, "cairn's ciphertext");
                cairn_oaep_expect(t, &cp, oc, msg, ml, "OpenSSL's ciphertext");
                /* one tampered ciphertext of each side, every other case: both refuse */
                memcpy(bad, li & 1 ? cc : oc, k);
                flip_random(bad, k);
                cairn_oaep_expect(t, &cp, bad, NULL, 0, "a tampered ciphertext");
                ossl_oaep_expect(t, &os, bad, NULL, 0, "a tampered ciphertext");
                if (li == 1) {
                    /* another label: one bit off, or one where there was none */
                    cairn_rsa_oaep_params cw = cp;
                    ossl_enc ow = os;
                    size_t ll2 = ll ? ll : 1;
                    memcpy(label2, label, ll);
                    if (ll)
                        flip_random(label2, ll);
                    else
                        label2[0] = (uint8_t)tu_prng_next(&rng);
                    cw.label = label2;
                    cw.label_len = ll2;
                    ow.label = label2;
                    ow.label_len = ll2;
                    cairn_oaep_expect(t, &cw, oc, NULL, 0, "OpenSSL's ciphertext under another label");
                    ossl_oaep_expect(t, &ow, cc, NULL, 0, "cairn's ciphertext under another label");
                }
                cases++;
            }
        }
    }
    return cases;
}

/* EME-PKCS1-v1_5 decoding in plain C: 1 with the message's offset when
 * em[0..k) is 00 02 PS 00 M with PS at least 8 non-zero bytes. */
static int pkcs1_parse(const uint8_t *em, size_t k, size_t *off)
{
    size_t i;
    if (em[0] != 0 || em[1] != 2)
        return 0;
    for (i = 2; i < k && em[i] != 0; i++)
        ;
    if (i == k || i < 10)
        return 0;
    *off = i + 1;
    return 1;
}

/* A PKCS#1 v1.5 ciphertext c decrypted by both sides with explicit
 * rejection, to what the raw decryption's plain parse says; and by cairn
 * with implicit rejection (to the message, or to a synthetic one that does
 * not change with the blinding), compared with OpenSSL's where it has
 * implicit rejection. Returns 1 when the padding was good. */
static size_t ir_compared; /* synthetic messages compared with OpenSSL's */

static int pkcs1_dec_expect(tkey *t, const uint8_t *c, const char *what)
{
    uint8_t em[MAXB], co[MAXB], oo[MAXB], ci[MAXB], ci2[MAXB];
    size_t k = t->k, eml = 0, off = 0, col = 99, ool = 0, cil = 99, cil2 = 99;
    ossl_enc os = {RSA_PKCS1_PADDING, NULL, NULL, NULL, 0, -1};
    ossl_enc raw = {RSA_NO_PADDING, NULL, NULL, NULL, 0, -1};
    int below_n = memcmp(c, t->n, k) < 0, good, rc, r;

    /* the truth: OpenSSL's raw decryption, parsed here (c >= n has none) */
    r = ossl_crypt(t->o, &raw, 1, c, k, em, &eml);
    CHECK(r == below_n && (!below_n || eml == k), "%s: %s: OpenSSL's raw decryption (%d)", W, what, r);
    good = below_n && r == 1 && pkcs1_parse(em, k, &off);

    rc = cairn_rsa_pkcs1_decrypt(&t->sk, co, sizeof co, &col, c, k, prng_rng, &rng);
    if (good)
        CHECK(rc == CAIRN_OK && col == k - off && memcmp(co, em + off, col) == 0,
              "%s: %s: cairn decrypts (%d, length %zu)", W, what, rc, col);
    else
        CHECK(rc == CAIRN_ERR_BAD_PADDING && col == 0 && tu_all_zero(co, k),
              "%s: %s: cairn refuses with BAD_PADDING and no output (%d, length %zu)", W, what, rc, col);
    os.implicit = ossl_ir ? 0 : -1;
    r = ossl_crypt(t->o, &os, 1, c, k, oo, &ool);
    if (good)
        CHECK(r == 1 && ool == k - off && memcmp(oo, em + off, ool) == 0, "%s: %s: OpenSSL decrypts", W, what);
    else
        CHECK(r == 0, "%s: %s: OpenSSL refuses (%d)", W, what, r);

    /* implicit rejection: twice, with different blinding */
    rc = cairn_rsa_pkcs1_decrypt_implicit(&t->sk, ci, sizeof ci, &cil, c, k, prng_rng, &rng);
    if (!CHECK_RC(rc, CAIRN_OK, W))
        return good;
    CHECK_RC(cairn_rsa_pkcs1_decrypt_implicit(&t->sk, ci2, sizeof ci2, &cil2, c, k, NULL, NULL), CAIRN_OK, W);
    CHECK(cil2 == cil && memcmp(ci, ci2, cil) == 0, "%s: %s: implicit rejection is deterministic", W, what);
    if (good)
        CHECK(cil == k - off && memcmp(ci, em + off, cil) == 0, "%s: %s: implicit rejection, the message", W, what);
    else
        CHECK(cil < k - 10, "%s: %s: synthetic message of length %zu below k - 10", W, what, cil);
    if (ossl_ir && below_n) {
        /* OpenSSL refuses c >= n outright: only c < n has a synthetic message to compare */
        os.implicit = 1;
        r = ossl_crypt(t->o, &os, 1, c, k, oo, &ool);
        CHECK(r == 1 && ool == cil && memcmp(oo, ci, cil) == 0,
              "%s: %s: cairn's implicit rejection gives OpenSSL's message (%s)", W, what,
              good ? "good padding" : "synthetic");
        ir_compared += !good;
    }
    return good;
}

#define ENC_TAMPERS 2

static size_t fam_pkcs1_enc(tkey *t)
{
    size_t cases = 0, k = t->k, max = k - 11, li;
    ossl_enc os = {RSA_PKCS1_PADDING, NULL, NULL, NULL, 0, -1};
    ossl_enc raw = {RSA_NO_PADDING, NULL, NULL, NULL, 0, -1};
    uint8_t msg[MAXB], cc[MAXB], oc[MAXB], bad[MAXB], em[MAXB];
    size_t ccl = 0, ocl = 0, j;

    os.implicit = ossl_ir ? 0 : -1;
    snprintf(W, sizeof W, "%s PKCS#1 v1.5 encryption", t->name);
    CHECK(cairn_rsa_pkcs1_max_plaintext(&t->pk) == max, "%s: largest plaintext k - 11", W);
    tu_prng_fill(&rng, msg, max + 1);
    CHECK_RC(cairn_rsa_pkcs1_encrypt(&t->pk, cc, sizeof cc, &ccl, msg, max + 1, prng_rng, &rng), CAIRN_ERR_BAD_LENGTH,
             W);
    CHECK(ossl_crypt(t->o, &os, 0, msg, max + 1, oc, &ocl) == 0, "%s: OpenSSL refuses %zu bytes", W, max + 1);

    for (li = 0; li < 4; li++) {
        size_t ml = li == 0 ? 0 : li == 1 ? 1 : li == 2 ? 2 + (size_t)tu_prng_below(&rng, max - 2) : max;
        snprintf(W, sizeof W, "%s PKCS#1 v1.5 encryption, message %zu", t->name, ml);
        tu_prng_fill(&rng, msg, ml);
        if (!CHECK_RC(cairn_rsa_pkcs1_encrypt(&t->pk, cc, sizeof cc, &ccl, msg, ml, prng_rng, &rng), CAIRN_OK, W) ||
            !CHECK(ccl == k, "%s: ciphertext length", W) ||
            !CHECK(ossl_crypt(t->o, &os, 0, msg, ml, oc, &ocl) == 1 && ocl == k, "%s: OpenSSL encrypts", W))
            continue;
        /* the raw decryptions show cairn's padding is well formed, then both decrypt both */
        CHECK(pkcs1_dec_expect(t, cc, "cairn's ciphertext"), "%s: cairn's ciphertext has good padding", W);
        CHECK(pkcs1_dec_expect(t, oc, "OpenSSL's ciphertext"), "%s: OpenSSL's ciphertext has good padding", W);
        for (j = 0; j < ENC_TAMPERS; j++) {
            memcpy(bad, j ? oc : cc, k);
            flip_random(bad, k);
            pkcs1_dec_expect(t, bad, j ? "OpenSSL's ciphertext tampered" : "cairn's ciphertext tampered");
        }
        cases++;
    }

    /* encoded messages made by hand, encrypted raw: the edges of the padding */
    for (li = 0; li < 6; li++) {
        static const char *const names[6] = {"PS of 8 bytes", "PS of 7 bytes", "block type 1",
                                             "no separator",  "empty message", "first byte 1"};
        static const int good_one[6] = {1, 0, 0, 0, 1, 0};
        size_t i;
        int r;
        snprintf(W, sizeof W, "%s PKCS#1 v1.5 encryption, crafted: %s", t->name, names[li]);
        em[0] = 0;
        em[1] = 2;
        for (i = 2; i < k; i++)
            em[i] = (uint8_t)(1 + tu_prng_below(&rng, 255));
        if (li == 0)
            em[10] = 0;
        else if (li == 1)
            em[9] = 0;
        else if (li == 2) {
            em[1] = 1;
            em[k / 2] = 0;
        } else if (li == 4)
            em[k - 1] = 0;
        else if (li == 5) {
            /* below n only when n's first byte is above 1 */
            if (t->n[0] < 2) {
                cases++;
                continue;
            }
            em[0] = 1;
            em[k / 2] = 0;
        }
        r = ossl_crypt(t->o, &raw, 0, em, k, bad, &ccl);
        if (!CHECK(r == 1 && ccl == k, "%s: OpenSSL's raw encryption", W))
            continue;
        CHECK(pkcs1_dec_expect(t, bad, names[li]) == good_one[li], "%s: the verdict", W);
        cases++;
    }
    return cases;
}

#define RAW_ROUNDS 3

static size_t fam_raw(tkey *t)
{
    size_t k = t->k, j, ol = 0;
    ossl_enc raw = {RSA_NO_PADDING, NULL, NULL, NULL, 0, -1};
    uint8_t in[MAXB], cs[MAXB], cs2[MAXB], os[MAXB], back[MAXB];

    for (j = 0; j < RAW_ROUNDS; j++) {
        snprintf(W, sizeof W, "%s raw, round %zu", t->name, j);
        tu_prng_fill(&rng, in, k);
        in[0] = (uint8_t)tu_prng_below(&rng, t->n[0]); /* below n */
        CHECK_RC(cairn_rsa_private_raw(&t->sk, cs, in, k, NULL, NULL), CAIRN_OK, W);
        CHECK_RC(cairn_rsa_private_raw(&t->sk, cs2, in, k, prng_rng, &rng), CAIRN_OK, W);
        CHECK(ossl_crypt(t->o, &raw, 1, in, k, os, &ol) == 1 && ol == k, "%s: OpenSSL's private operation", W);
        CHECK(memcmp(cs, os, k) == 0 && memcmp(cs2, os, k) == 0,
              "%s: cairn's private operation is OpenSSL's (with and without an rng)", W);
        CHECK_RC(cairn_rsa_public_raw(&t->pk, back, in, k), CAIRN_OK, W);
        CHECK(ossl_crypt(t->o, &raw, 0, in, k, os, &ol) == 1 && ol == k && memcmp(back, os, k) == 0,
              "%s: cairn's public operation is OpenSSL's", W);
        CHECK_RC(cairn_rsa_public_raw(&t->pk, back, cs, k), CAIRN_OK, W);
        CHECK(memcmp(back, in, k) == 0, "%s: the public operation inverts the private one", W);
    }
    /* n itself is not below n */
    snprintf(W, sizeof W, "%s raw, input n", t->name);
    CHECK_RC(cairn_rsa_private_raw(&t->sk, cs, t->n, k, NULL, NULL), CAIRN_ERR_BAD_ARG, W);
    CHECK_RC(cairn_rsa_public_raw(&t->pk, back, t->n, k), CAIRN_ERR_BAD_ARG, W);
    CHECK(ossl_crypt(t->o, &raw, 1, t->n, k, os, &ol) == 0, "%s: OpenSSL's private operation refuses", W);
    CHECK(ossl_crypt(t->o, &raw, 0, t->n, k, os, &ol) == 0, "%s: OpenSSL's public operation refuses", W);
    return RAW_ROUNDS + 1;
}

/* ---------------------------------------------------------------- main */

enum { F_KEYS, F_SIG, F_PSS, F_OAEP, F_ENC, F_RAW, NFAM };

static struct {
    const char *name;
    size_t (*run)(tkey *);
    size_t cases;
    unsigned long checks, failed;
} fams[NFAM] = {{"key formats", fam_keys, 0, 0, 0},
                {"PKCS#1 v1.5 signatures", fam_pkcs1_sig, 0, 0, 0},
                {"PSS signatures", fam_pss, 0, 0, 0},
                {"OAEP encryption", fam_oaep, 0, 0, 0},
                {"PKCS#1 v1.5 encryption", fam_pkcs1_enc, 0, 0, 0},
                {"raw operations", fam_raw, 0, 0, 0}};

int main(void)
{
    static const struct {
        unsigned bits, e;
    } sizes[] = {{1024, 65537}, {2048, 65537}, {3072, 65537}, {4096, 65537}, {2049, 3}};
    static tkey keys[sizeof sizes / sizeof sizes[0]];
    size_t i, nk = 0;
    int f;

    setvbuf(stdout, NULL, _IONBF, 0);
    printf("OpenSSL: %s\n", OpenSSL_version(OPENSSL_VERSION));
    tu_prng_seed(&rng, tu_seed(0x7e57ad5u));
    hashes_load();

    for (i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        tkey *t = &keys[nk];
        if (sizes[i].bits > CAIRN_RSA_MAX_BITS || (!TU_FULL_SWEEP && sizes[i].bits > 2049))
            continue; /* a 32-bit build stops at 2049 bits, as test_rsa does at 2048 */
        t->bits = sizes[i].bits;
        t->e = sizes[i].e;
        snprintf(t->name, sizeof t->name, "RSA-%u e=%u", t->bits, t->e);
        t->o = keygen(t->bits, t->e);
        if (CHECK(t->o != NULL, "%s: OpenSSL keygen", t->name))
            nk++;
    }
    if (nk > 0) {
        ossl_ir = ossl_has_implicit_rejection(keys[0].o);
        if (!ossl_ir) {
            char why[160];
            snprintf(why, sizeof why,
                     "cairn's implicit rejection against OpenSSL's: %s has none (OpenSSL 3.2 and later have it)",
                     OpenSSL_version(OPENSSL_VERSION));
            tu_skip(why);
        }
    }
    for (i = 0; i < nk; i++)
        for (f = 0; f < NFAM; f++) {
            unsigned long c0 = tu_checks, f0 = tu_failures;
            if (f != F_KEYS && !keys[i].ok)
                break;
            fams[f].cases += fams[f].run(&keys[i]);
            fams[f].checks += tu_checks - c0;
            fams[f].failed += tu_failures - f0;
        }
    for (f = 0; f < NFAM; f++)
        printf("%-24s %3zu cases on %zu keys: %5lu checks, %lu failed\n", fams[f].name, fams[f].cases, nk,
               fams[f].checks, fams[f].failed);
    printf("implicit rejection: %zu synthetic messages compared with OpenSSL's\n", ir_compared);
    for (i = 0; i < nk; i++) {
        EVP_PKEY_free(keys[i].o);
        cairn_rsa_private_key_wipe(&keys[i].sk);
        cairn_rsa_public_key_wipe(&keys[i].pk);
    }
    for (f = 0; f < NHASH; f++)
        EVP_MD_free(hashes[f].o);
    return tu_finish("test_diff_rsa_pad");
}

#endif
