/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * SM2 against OpenSSL 3's libcrypto on random keys and messages:
 *  - signatures with SM3 and the default ID "1234567812345678" (OpenSSL's
 *    EVP_DigestSign on an "SM2" key with that ID set: OpenSSL 3.0's own
 *    default is the empty ID, checked too against cairn's empty ID): cairn
 *    signs (deterministic and hedged, DER) and OpenSSL verifies; OpenSSL
 *    signs and cairn verifies; a changed message is refused by both;
 *  - encryption (GM/T 0009 DER, OpenSSL's only layout): cairn encrypts and
 *    OpenSSL decrypts, OpenSSL encrypts and cairn decrypts, messages of
 *    1 to 300 bytes;
 *  - ECDH on the curve: OpenSSL derives between two of its "EC" keys on the
 *    SM2 curve (OpenSSL 3.0 has no key exchange on "SM2" keys and imports
 *    the curve only as "SM2"), cairn derives the same secret from each
 *    side's scalar and the other's point.
 *  - keys: OpenSSL's SEC 1 PEM of an SM2 key (label "SM2 PRIVATE KEY") reads
 *    as the key.
 * Skipped with an OpenSSL older than 3.0.
 */
#include <stdio.h>
#include <string.h>

#include <openssl/opensslv.h>

#include "cairn/sm2.h"
#include "testutil.h"

#if OPENSSL_VERSION_NUMBER < 0x30000000L || !CAIRN_ENABLE_SM2 || !CAIRN_ENABLE_EC || !CAIRN_ENABLE_SM3

int main(void)
{
    tu_skip("OpenSSL older than 3.0, or a build without SM2");
    return tu_finish("test_diff_sm2");
}

#else

#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/encoder.h>
#include <openssl/evp.h>
#include <openssl/param_build.h>

#define ROUNDS 12
#define DEF_ID CAIRN_SM2_DEFAULT_ID

static tu_prng rng;

static int prng_rng(void *state, uint8_t *out, size_t len)
{
    tu_prng_fill((tu_prng *)state, out, len);
    return CAIRN_OK;
}

/* An OpenSSL "SM2" key from d and the uncompressed point. */
static EVP_PKEY *ossl_sm2_key(const uint8_t *d, const uint8_t *pt)
{
    OSSL_PARAM_BLD *bld = OSSL_PARAM_BLD_new();
    OSSL_PARAM *params = NULL;
    EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new_from_name(NULL, "SM2", NULL);
    EVP_PKEY *k = NULL;
    BIGNUM *bn = BN_bin2bn(d, 32, NULL);
    if (bld == NULL || ctx == NULL || bn == NULL ||
        OSSL_PARAM_BLD_push_utf8_string(bld, OSSL_PKEY_PARAM_GROUP_NAME, "SM2", 0) != 1 ||
        OSSL_PARAM_BLD_push_octet_string(bld, OSSL_PKEY_PARAM_PUB_KEY, pt, 65) != 1 ||
        OSSL_PARAM_BLD_push_BN(bld, OSSL_PKEY_PARAM_PRIV_KEY, bn) != 1 ||
        (params = OSSL_PARAM_BLD_to_param(bld)) == NULL || EVP_PKEY_fromdata_init(ctx) != 1 ||
        EVP_PKEY_fromdata(ctx, &k, EVP_PKEY_KEYPAIR, params) != 1)
        k = NULL;
    OSSL_PARAM_free(params);
    OSSL_PARAM_BLD_free(bld);
    EVP_PKEY_CTX_free(ctx);
    BN_clear_free(bn);
    return k;
}

/* d (32 bytes) and the uncompressed point of an OpenSSL key. */
static int ossl_parts(EVP_PKEY *k, uint8_t *d, uint8_t *pt)
{
    BIGNUM *bn = NULL;
    unsigned char *p = NULL;
    size_t n = EVP_PKEY_get1_encoded_public_key(k, &p);
    int ok = n == 65 && EVP_PKEY_get_bn_param(k, OSSL_PKEY_PARAM_PRIV_KEY, &bn) == 1 && BN_bn2binpad(bn, d, 32) == 32;
    if (ok)
        memcpy(pt, p, 65);
    OPENSSL_free(p);
    BN_clear_free(bn);
    return ok;
}

/* OpenSSL's SM2 signatures with SM3. id: the ID set with
 * EVP_PKEY_CTX_set1_id, or NULL for OpenSSL's own default, which in 3.0
 * is the empty ID, not GM/T 0009's "1234567812345678". */
static int ossl_verify(EVP_PKEY *k, const char *id, const uint8_t *msg, size_t mlen, const uint8_t *sig, size_t siglen)
{
    EVP_MD_CTX *md = EVP_MD_CTX_new();
    EVP_PKEY_CTX *pc = NULL;
    int ok = md != NULL && EVP_DigestVerifyInit(md, &pc, NULL, NULL, k) == 1 &&
             (id == NULL || EVP_PKEY_CTX_set1_id(pc, id, strlen(id)) == 1) &&
             EVP_DigestVerify(md, sig, siglen, msg, mlen) == 1;
    EVP_MD_CTX_free(md);
    return ok;
}

static int ossl_sign(EVP_PKEY *k, const char *id, const uint8_t *msg, size_t mlen, uint8_t *sig, size_t *siglen)
{
    EVP_MD_CTX *md = EVP_MD_CTX_new();
    EVP_PKEY_CTX *pc = NULL;
    int ok = md != NULL && EVP_DigestSignInit(md, &pc, NULL, NULL, k) == 1 &&
             (id == NULL || EVP_PKEY_CTX_set1_id(pc, id, strlen(id)) == 1) &&
             EVP_DigestSign(md, sig, siglen, msg, mlen) == 1;
    EVP_MD_CTX_free(md);
    return ok;
}

/* OpenSSL's SM2 encryption or decryption (EVP_PKEY_encrypt/decrypt, DER). */
static int ossl_crypt(EVP_PKEY *k, int enc, const uint8_t *in, size_t inlen, uint8_t *out, size_t *outlen)
{
    EVP_PKEY_CTX *c = EVP_PKEY_CTX_new(k, NULL);
    int ok = c != NULL && (enc ? EVP_PKEY_encrypt_init(c) : EVP_PKEY_decrypt_init(c)) == 1 &&
             (enc ? EVP_PKEY_encrypt(c, out, outlen, in, inlen) : EVP_PKEY_decrypt(c, out, outlen, in, inlen)) == 1;
    EVP_PKEY_CTX_free(c);
    return ok;
}

static void round_sig_enc(unsigned it)
{
    cairn_ec_private_key sk;
    cairn_ec_public_key pk;
    EVP_PKEY *ok = NULL, *ogen = NULL;
    uint8_t d[32], pt[65], msg[300], sig[CAIRN_SM2_SIG_DER_MAX], osig[128], ct[300 + CAIRN_SM2_CIPHER_DER_OVERHEAD];
    uint8_t pt2[300 + 200];
    size_t dl = 0, pl = 0, sl = 0, osl = sizeof osig, cl = 0, p2l = 0;
    size_t mlen = 1 + (size_t)tu_prng_below(&rng, sizeof msg);
    tu_prng_fill(&rng, msg, mlen);

    /* a cairn key, into OpenSSL */
    CHECK_RC(cairn_ec_private_key_generate(&sk, CAIRN_EC_SM2, prng_rng, &rng), CAIRN_OK, "generate");
    CHECK_RC(cairn_ec_public_key_from_private(&pk, &sk), CAIRN_OK, "public");
    CHECK_RC(cairn_ec_private_key_export(&sk, d, sizeof d, &dl), CAIRN_OK, "export d");
    CHECK_RC(cairn_ec_public_key_export(&pk, 0, pt, sizeof pt, &pl), CAIRN_OK, "export point");
    ok = ossl_sm2_key(d, pt);
    if (!CHECK(ok != NULL, "OpenSSL takes cairn's SM2 key"))
        return;
    /* cairn signs, OpenSSL verifies */
    CHECK_RC(cairn_sm2_sign(&sk, NULL, 0, CAIRN_ECDSA_DER, msg, mlen, sig, sizeof sig, &sl, (it & 1) ? prng_rng : NULL,
                            &rng),
             CAIRN_OK, "sign");
    CHECK(ossl_verify(ok, DEF_ID, msg, mlen, sig, sl), "OpenSSL verifies cairn's signature (round %u)", it);
    msg[0] ^= 1;
    CHECK(!ossl_verify(ok, DEF_ID, msg, mlen, sig, sl), "OpenSSL refuses it for another message");
    CHECK_RC(cairn_sm2_verify(&pk, NULL, 0, CAIRN_ECDSA_DER, msg, mlen, sig, sl), CAIRN_ERR_BAD_SIGNATURE,
             "cairn refuses it for another message");
    msg[0] ^= 1;
    /* OpenSSL signs, cairn verifies */
    CHECK(ossl_sign(ok, DEF_ID, msg, mlen, osig, &osl), "OpenSSL signs");
    CHECK_RC(cairn_sm2_verify(&pk, NULL, 0, CAIRN_ECDSA_DER, msg, mlen, osig, osl), CAIRN_OK,
             "cairn verifies OpenSSL's signature");

    /* OpenSSL's own default ID is the empty one: cairn's empty ID matches */
    osl = sizeof osig;
    CHECK(ossl_sign(ok, NULL, msg, mlen, osig, &osl), "OpenSSL signs without an ID");
    CHECK_RC(cairn_sm2_verify(&pk, msg, 0, CAIRN_ECDSA_DER, msg, mlen, osig, osl), CAIRN_OK,
             "cairn verifies it with the empty ID");
    CHECK_RC(cairn_sm2_verify(&pk, NULL, 0, CAIRN_ECDSA_DER, msg, mlen, osig, osl), CAIRN_ERR_BAD_SIGNATURE,
             "and refuses it with the default ID");
    CHECK_RC(cairn_sm2_sign(&sk, msg, 0, CAIRN_ECDSA_DER, msg, mlen, sig, sizeof sig, &sl, NULL, NULL), CAIRN_OK,
             "sign with the empty ID");
    CHECK(ossl_verify(ok, NULL, msg, mlen, sig, sl), "OpenSSL verifies it without an ID");
    /* cairn encrypts, OpenSSL decrypts */
    CHECK_RC(cairn_sm2_encrypt(&pk, CAIRN_SM2_DER, msg, mlen, ct, sizeof ct, &cl, prng_rng, &rng), CAIRN_OK, "encrypt");
    p2l = sizeof pt2;
    CHECK(ossl_crypt(ok, 0, ct, cl, pt2, &p2l) && p2l == mlen && memcmp(pt2, msg, mlen) == 0,
          "OpenSSL decrypts cairn's ciphertext (%zu bytes)", mlen);
    /* OpenSSL encrypts, cairn decrypts */
    cl = sizeof ct;
    CHECK(ossl_crypt(ok, 1, msg, mlen, ct, &cl), "OpenSSL encrypts");
    CHECK_RC(cairn_sm2_decrypt(&sk, CAIRN_SM2_DER, ct, cl, pt2, sizeof pt2, &p2l), CAIRN_OK,
             "cairn decrypts OpenSSL's ciphertext");
    CHECK(p2l == mlen && memcmp(pt2, msg, mlen) == 0, "the plaintext");

    /* OpenSSL's SEC 1 PEM of its "SM2" key ("SM2 PRIVATE KEY") reads as the key */
    {
        OSSL_ENCODER_CTX *ec = OSSL_ENCODER_CTX_new_for_pkey(ok, EVP_PKEY_KEYPAIR, "PEM", "type-specific", NULL);
        unsigned char *pem = NULL;
        size_t pemlen = 0, l2 = 0;
        cairn_ec_private_key back;
        uint8_t d2[32];
        if (CHECK(ec != NULL && OSSL_ENCODER_to_data(ec, &pem, &pemlen) == 1, "OpenSSL SEC 1 PEM") &&
            /* OSSL_ENCODER_to_data's text is not NUL-terminated: a bounded comparison */
            CHECK(pemlen > 32 && memcmp(pem, "-----BEGIN SM2 PRIVATE KEY-----", 31) == 0, "OpenSSL's SM2 label")) {
            CHECK_RC(cairn_ec_private_key_from_pem(&back, CAIRN_EC_SEC1, (const char *)pem, pemlen), CAIRN_OK,
                     "cairn reads OpenSSL's SM2 PRIVATE KEY");
            CHECK(cairn_ec_private_key_export(&back, d2, sizeof d2, &l2) == CAIRN_OK && l2 == 32 &&
                      memcmp(d2, d, 32) == 0,
                  "the same d");
        }
        OPENSSL_free(pem);
        OSSL_ENCODER_CTX_free(ec);
    }
    /* an OpenSSL key, into cairn */
    ogen = EVP_PKEY_Q_keygen(NULL, NULL, "SM2");
    if (CHECK(ogen != NULL && ossl_parts(ogen, d, pt), "OpenSSL SM2 keygen")) {
        CHECK_RC(cairn_ec_private_key_import(&sk, CAIRN_EC_SM2, d, 32), CAIRN_OK, "import OpenSSL's d");
        CHECK_RC(cairn_ec_public_key_import(&pk, CAIRN_EC_SM2, pt, 65), CAIRN_OK, "import OpenSSL's point");
        osl = sizeof osig;
        CHECK(ossl_sign(ogen, DEF_ID, msg, mlen, osig, &osl), "OpenSSL signs");
        CHECK_RC(cairn_sm2_verify(&pk, NULL, 0, CAIRN_ECDSA_DER, msg, mlen, osig, osl), CAIRN_OK,
                 "cairn verifies with OpenSSL's key");
        CHECK_RC(cairn_sm2_sign(&sk, NULL, 0, CAIRN_ECDSA_DER, msg, mlen, sig, sizeof sig, &sl, NULL, NULL), CAIRN_OK,
                 "sign with OpenSSL's key");
        CHECK(ossl_verify(ogen, DEF_ID, msg, mlen, sig, sl), "OpenSSL verifies with its key");
    }
    EVP_PKEY_free(ogen);
    EVP_PKEY_free(ok);
}

static void round_ecdh(unsigned it)
{
    EVP_PKEY *a = EVP_PKEY_Q_keygen(NULL, NULL, "EC", "SM2"), *b = EVP_PKEY_Q_keygen(NULL, NULL, "EC", "SM2");
    EVP_PKEY_CTX *c = a != NULL ? EVP_PKEY_CTX_new(a, NULL) : NULL;
    uint8_t da[32], pa[65], db[32], pb[65], z[64], za[32], zb[32];
    size_t zl = sizeof z, l1 = 0, l2 = 0;
    cairn_ec_private_key ka, kb;
    if (CHECK(a != NULL && b != NULL && c != NULL && ossl_parts(a, da, pa) && ossl_parts(b, db, pb) &&
                  EVP_PKEY_derive_init(c) == 1 && EVP_PKEY_derive_set_peer(c, b) == 1 &&
                  EVP_PKEY_derive(c, z, &zl) == 1 && zl == 32,
              "OpenSSL ECDH on the SM2 curve (round %u)", it)) {
        CHECK_RC(cairn_ec_private_key_import(&ka, CAIRN_EC_SM2, da, 32), CAIRN_OK, "import a");
        CHECK_RC(cairn_ec_private_key_import(&kb, CAIRN_EC_SM2, db, 32), CAIRN_OK, "import b");
        CHECK_RC(cairn_ecdh_point(&ka, pb, 65, za, sizeof za, &l1), CAIRN_OK, "cairn ECDH a, B");
        CHECK_RC(cairn_ecdh_point(&kb, pa, 65, zb, sizeof zb, &l2), CAIRN_OK, "cairn ECDH b, A");
        CHECK(l1 == 32 && l2 == 32 && memcmp(za, z, 32) == 0 && memcmp(zb, z, 32) == 0,
              "cairn's ECDH secrets are OpenSSL's");
    }
    EVP_PKEY_CTX_free(c);
    EVP_PKEY_free(a);
    EVP_PKEY_free(b);
}

int main(void)
{
    unsigned it;
    tu_prng_seed(&rng, tu_seed(0xd1ff5a2e));
    for (it = 0; it < ROUNDS; it++) {
        round_sig_enc(it);
        round_ecdh(it);
    }
    return tu_finish("test_diff_sm2");
}

#endif
