/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Keys from cairn_rsa_generate against OpenSSL: each key (1024 and 2048
 * bits, seeded rng; e = 65537 and a larger odd e) is exported component by
 * component, loaded into OpenSSL with EVP_PKEY_fromdata, and must pass
 * RSA_check_key and EVP_PKEY_private_check / EVP_PKEY_pairwise_check, and
 * OpenSSL's BN_check_prime on p and q. Then raw RSA both ways: OpenSSL's
 * public operation (RSA_NO_PADDING) inverted by cairn's private one, and
 * cairn's private operation inverted by OpenSSL's public one. A control: a
 * key with a composite p (which cairn's import accepts and its key check
 * refuses) fails OpenSSL's checks too.
 * CAIRN_TEST_SEED replays a run.
 */
#define OPENSSL_SUPPRESS_DEPRECATED /* RSA_check_key, named in the issue, is deprecated in 3.0 */
#include <stdlib.h>
#include <string.h>

#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/evp.h>
#include <openssl/param_build.h>
#include <openssl/rsa.h>

#include "cairn/rsa.h"
#include "testutil.h"

#define MAXB CAIRN_RSA_MAX_BYTES

static tu_prng rng;

static int prng_rng(void *state, uint8_t *out, size_t len)
{
    tu_prng_fill((tu_prng *)state, out, len);
    return CAIRN_OK;
}

/* An OpenSSL key from the components of a cairn key, or NULL. */
static EVP_PKEY *to_openssl(const cairn_rsa_private_key *k, BIGNUM **p_out, BIGNUM **q_out)
{
    static const struct {
        cairn_rsa_part part;
        const char *name;
    } map[] = {
        {CAIRN_RSA_N, OSSL_PKEY_PARAM_RSA_N},           {CAIRN_RSA_E, OSSL_PKEY_PARAM_RSA_E},
        {CAIRN_RSA_D, OSSL_PKEY_PARAM_RSA_D},           {CAIRN_RSA_P, OSSL_PKEY_PARAM_RSA_FACTOR1},
        {CAIRN_RSA_Q, OSSL_PKEY_PARAM_RSA_FACTOR2},     {CAIRN_RSA_DP, OSSL_PKEY_PARAM_RSA_EXPONENT1},
        {CAIRN_RSA_DQ, OSSL_PKEY_PARAM_RSA_EXPONENT2},  {CAIRN_RSA_QINV, OSSL_PKEY_PARAM_RSA_COEFFICIENT1},
    };
    OSSL_PARAM_BLD *bld = OSSL_PARAM_BLD_new();
    BIGNUM *bn[8] = {NULL};
    OSSL_PARAM *params = NULL;
    EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new_from_name(NULL, "RSA", NULL);
    EVP_PKEY *pkey = NULL;
    size_t i;
    int ok = bld != NULL && ctx != NULL;

    for (i = 0; ok && i < sizeof map / sizeof map[0]; i++) {
        uint8_t buf[MAXB];
        size_t len = 0;
        ok = cairn_rsa_private_key_component(k, map[i].part, buf, sizeof buf, &len) == CAIRN_OK &&
             (bn[i] = BN_bin2bn(buf, (int)len, NULL)) != NULL && OSSL_PARAM_BLD_push_BN(bld, map[i].name, bn[i]) == 1;
    }
    ok = ok && (params = OSSL_PARAM_BLD_to_param(bld)) != NULL && EVP_PKEY_fromdata_init(ctx) == 1 &&
         EVP_PKEY_fromdata(ctx, &pkey, EVP_PKEY_KEYPAIR, params) == 1;
    CHECK(ok, "key loaded into OpenSSL");
    *p_out = BN_dup(bn[3]);
    *q_out = BN_dup(bn[4]);
    for (i = 0; i < 8; i++)
        BN_free(bn[i]);
    OSSL_PARAM_free(params);
    OSSL_PARAM_BLD_free(bld);
    EVP_PKEY_CTX_free(ctx);
    return ok ? pkey : NULL;
}

/* 1 when OpenSSL's checks all pass */
static int openssl_checks(EVP_PKEY *pkey, const BIGNUM *p, const BIGNUM *q, int *each)
{
    EVP_PKEY_CTX *c = EVP_PKEY_CTX_new_from_pkey(NULL, pkey, NULL);
    const RSA *rsa = EVP_PKEY_get0_RSA(pkey);
    BN_CTX *bctx = BN_CTX_new();
    each[0] = rsa != NULL && RSA_check_key(rsa) == 1;
    each[1] = c != NULL && EVP_PKEY_private_check(c) == 1;
    each[2] = c != NULL && EVP_PKEY_pairwise_check(c) == 1;
    each[3] = bctx != NULL && BN_check_prime(p, bctx, NULL) == 1 && BN_check_prime(q, bctx, NULL) == 1;
    EVP_PKEY_CTX_free(c);
    BN_CTX_free(bctx);
    return each[0] && each[1] && each[2] && each[3];
}

/* raw RSA both ways between the two libraries */
static void raw_both_ways(const cairn_rsa_private_key *k, EVP_PKEY *pkey)
{
    static cairn_rsa_public_key pub;
    const RSA *rsa = EVP_PKEY_get0_RSA(pkey);
    size_t kb = cairn_rsa_private_key_bytes(k), it;
    uint8_t m[MAXB], c[MAXB], back[MAXB];

    CHECK_RC(cairn_rsa_public_key_from_private(&pub, k), CAIRN_OK, "public half");
    for (it = 0; it < 3 && rsa != NULL; it++) {
        tu_prng_fill(&rng, m, kb);
        m[0] = 0;
        /* OpenSSL encrypts, cairn decrypts */
        CHECK(RSA_public_encrypt((int)kb, m, c, (RSA *)(uintptr_t)rsa, RSA_NO_PADDING) == (int)kb,
              "OpenSSL public op");
        CHECK_RC(cairn_rsa_private_raw(k, back, c, kb, prng_rng, &rng), CAIRN_OK, "cairn private op");
        CHECK(memcmp(back, m, kb) == 0, "OpenSSL RSAEP -> cairn RSADP, %zu bits", kb * 8);
        /* cairn signs, OpenSSL verifies */
        CHECK_RC(cairn_rsa_private_raw(k, c, m, kb, NULL, NULL), CAIRN_OK, "cairn private op");
        CHECK(RSA_public_decrypt((int)kb, c, back, (RSA *)(uintptr_t)rsa, RSA_NO_PADDING) == (int)kb,
              "OpenSSL public op");
        CHECK(memcmp(back, m, kb) == 0, "cairn RSASP1 -> OpenSSL RSAVP1, %zu bits", kb * 8);
    }
    cairn_rsa_public_key_wipe(&pub);
}

int main(void)
{
    static const struct {
        size_t bits;
        uint32_t e;
    } cases[] = {{1024, 0}, {1024, 0xfffffffbu}, {2048, 0}, {2048, 65539u}, {1026, 0}};
    static cairn_rsa_private_key k;
    size_t i;

    tu_prng_seed(&rng, tu_seed(0xd1ff5eedu));
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        EVP_PKEY *pkey;
        BIGNUM *p = NULL, *q = NULL;
        int each[4] = {0, 0, 0, 0}, all;
        if (cases[i].bits > CAIRN_RSA_MAX_BITS)
            continue;
        CHECK_RC(cairn_rsa_generate(&k, cases[i].bits, cases[i].e, prng_rng, &rng), CAIRN_OK, "generate");
        pkey = to_openssl(&k, &p, &q);
        if (pkey != NULL) {
            all = openssl_checks(pkey, p, q, each);
            CHECK(all, "RSA-%zu (e %lu): RSA_check_key %d, EVP_PKEY_private_check %d, "
                  "EVP_PKEY_pairwise_check %d, BN_check_prime %d", cases[i].bits, (unsigned long)cases[i].e,
                  each[0], each[1], each[2], each[3]);
            raw_both_ways(&k, pkey);
        }
        EVP_PKEY_free(pkey);
        BN_free(p);
        BN_free(q);
    }
    /* the control: p a product of two primes (accepted by cairn's import,
     * refused by its check) fails OpenSSL's checks as well */
    {
        static const char ph[] = "91c1cbe221f8b5bb086cfdfe5a2194403ee92bc9625f670f772801c8179fe1fe435048834d9e769ce8dd"
                                  "349dcb972a589d24da4e2d3d787631372681337d92d5";
        static const char qh[] = "ed610da6e023bbcc3ba38273280a89fe891e938a11a4a90bd0e75dc611c42fa8978c5d0bcb97368ea79e"
                                  "93693f5ff430c77a330ca3d0e6ae4f10fc9831ff2eef";
        static const uint8_t e[3] = {1, 0, 1};
        uint8_t pb[64], qb[64];
        cairn_rsa_components c;
        EVP_PKEY *pkey;
        BIGNUM *p = NULL, *q = NULL;
        int each[4] = {0, 0, 0, 0};
        memset(&c, 0, sizeof c);
        c.p_len = (size_t)tu_unhex_into(pb, sizeof pb, ph);
        c.q_len = (size_t)tu_unhex_into(qb, sizeof qb, qh);
        c.p = pb;
        c.q = qb;
        c.e = e;
        c.e_len = sizeof e;
        CHECK_RC(cairn_rsa_private_key_import(&k, &c), CAIRN_OK, "import of the composite-p key");
        CHECK_RC(cairn_rsa_private_key_check(&k, prng_rng, &rng), CAIRN_ERR_INVALID_KEY, "cairn's check refuses it");
        pkey = to_openssl(&k, &p, &q);
        CHECK(pkey != NULL, "the composite-p key loads into OpenSSL");
        if (pkey != NULL) {
            int all = openssl_checks(pkey, p, q, each);
            CHECK(!all && !each[0] && !each[3], "OpenSSL refuses the composite-p key: RSA_check_key %d, BN_check_prime %d",
                  each[0], each[3]);
        }
        EVP_PKEY_free(pkey);
        BN_free(p);
        BN_free(q);
    }
    cairn_rsa_private_key_wipe(&k);
    return tu_finish("test_diff_rsa_gen");
}
