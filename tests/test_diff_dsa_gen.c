/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * DSA domain parameters (FIPS 186-4 A.1.1.2 / A.2.3) against OpenSSL's
 * FIPS 186-4 generation and validation (EVP_PKEY_paramgen with type
 * "fips186_4" and a gindex; EVP_PKEY_param_check, whose full check
 * regenerates p and q from the seed and the counter and g from the index):
 *  - OpenSSL's parameters with their seed, counter and index pass
 *    cairn_dsa_params_validate; a counter off by one, a flipped seed bit and
 *    another index are refused by both;
 *  - cairn's parameters pass OpenSSL's check; the same tampering is refused
 *    by both;
 *  - a key and signature on cairn's parameters verify in OpenSSL.
 * (1024, 160) with SHA-256 here, twice each way; --long: (2048, 224),
 * (2048, 256) and (3072, 256).
 */
#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/evp.h>
#include <openssl/param_build.h>
#include <string.h>

#include "cairn/dsa.h"
#include "cairn/hash.h"
#include "testutil.h"

static tu_prng prng;

static int prng_rng(void *state, uint8_t *out, size_t len)
{
    (void)state;
    tu_prng_fill(&prng, out, len);
    return 0;
}

static int get_bn(EVP_PKEY *k, const char *name, uint8_t *out, size_t len)
{
    BIGNUM *b = NULL;
    int ok = EVP_PKEY_get_bn_param(k, name, &b) == 1 && BN_bn2binpad(b, out, (int)len) == (int)len;
    BN_free(b);
    return ok;
}

/* OpenSSL's FIPS 186-4 parameters into *prm. */
static int ossl_generate(cairn_dsa_params *prm, size_t L, size_t N, int gindex)
{
    EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new_from_name(NULL, "DSA", NULL);
    EVP_PKEY *k = NULL;
    OSSL_PARAM set[6];
    size_t pb = L, qb = N;
    int gi = gindex, pc = -1, ok;
    set[0] = OSSL_PARAM_construct_size_t(OSSL_PKEY_PARAM_FFC_PBITS, &pb);
    set[1] = OSSL_PARAM_construct_size_t(OSSL_PKEY_PARAM_FFC_QBITS, &qb);
    set[2] = OSSL_PARAM_construct_utf8_string(OSSL_PKEY_PARAM_FFC_DIGEST, (char *)"SHA256", 0);
    set[3] = OSSL_PARAM_construct_int(OSSL_PKEY_PARAM_FFC_GINDEX, &gi);
    set[4] = OSSL_PARAM_construct_utf8_string(OSSL_PKEY_PARAM_FFC_TYPE, (char *)"fips186_4", 0);
    set[5] = OSSL_PARAM_construct_end();
    memset(prm, 0, sizeof *prm);
    ok = ctx != NULL && EVP_PKEY_paramgen_init(ctx) == 1 && EVP_PKEY_CTX_set_params(ctx, set) == 1 &&
         EVP_PKEY_paramgen(ctx, &k) == 1;
    prm->p_len = prm->g_len = L / 8;
    prm->q_len = N / 8;
    ok = ok && get_bn(k, OSSL_PKEY_PARAM_FFC_P, prm->p, prm->p_len) &&
         get_bn(k, OSSL_PKEY_PARAM_FFC_Q, prm->q, prm->q_len) && get_bn(k, OSSL_PKEY_PARAM_FFC_G, prm->g, prm->g_len) &&
         EVP_PKEY_get_octet_string_param(k, OSSL_PKEY_PARAM_FFC_SEED, prm->seed, sizeof prm->seed, &prm->seed_len) ==
             1 &&
         EVP_PKEY_get_int_param(k, OSSL_PKEY_PARAM_FFC_PCOUNTER, &pc) == 1 &&
         EVP_PKEY_get_int_param(k, OSSL_PKEY_PARAM_FFC_GINDEX, &gi) == 1 && pc >= 0;
    prm->counter = (uint32_t)pc;
    prm->index = gi;
    prm->hash = &cairn_hash_sha256;
    EVP_PKEY_free(k);
    EVP_PKEY_CTX_free(ctx);
    return ok;
}

/* The parameters in OpenSSL with their seed, counter, index and hash.
 * OpenSSL 3.0 keeps a pointer to the digest name inside the OSSL_PARAM
 * array instead of a copy: the array is handed back in *keep, for the
 * caller to free after the key. */
static EVP_PKEY *ossl_params(const cairn_dsa_params *prm, OSSL_PARAM **keep)
{
    OSSL_PARAM_BLD *bld = OSSL_PARAM_BLD_new();
    OSSL_PARAM *params = NULL;
    EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new_from_name(NULL, "DSA", NULL);
    EVP_PKEY *k = NULL;
    BIGNUM *p = BN_bin2bn(prm->p, (int)prm->p_len, NULL), *q = BN_bin2bn(prm->q, (int)prm->q_len, NULL),
           *g = BN_bin2bn(prm->g, (int)prm->g_len, NULL);
    int ok = bld != NULL && ctx != NULL && p != NULL && q != NULL && g != NULL &&
             OSSL_PARAM_BLD_push_BN(bld, OSSL_PKEY_PARAM_FFC_P, p) == 1 &&
             OSSL_PARAM_BLD_push_BN(bld, OSSL_PKEY_PARAM_FFC_Q, q) == 1 &&
             OSSL_PARAM_BLD_push_BN(bld, OSSL_PKEY_PARAM_FFC_G, g) == 1 &&
             OSSL_PARAM_BLD_push_octet_string(bld, OSSL_PKEY_PARAM_FFC_SEED, prm->seed, prm->seed_len) == 1 &&
             OSSL_PARAM_BLD_push_int(bld, OSSL_PKEY_PARAM_FFC_PCOUNTER, (int)prm->counter) == 1 &&
             OSSL_PARAM_BLD_push_int(bld, OSSL_PKEY_PARAM_FFC_GINDEX, prm->index) == 1 &&
             OSSL_PARAM_BLD_push_utf8_string(bld, OSSL_PKEY_PARAM_FFC_DIGEST, "SHA256", 0) == 1;
    if (!ok || (params = OSSL_PARAM_BLD_to_param(bld)) == NULL || EVP_PKEY_fromdata_init(ctx) != 1 ||
        EVP_PKEY_fromdata(ctx, &k, EVP_PKEY_KEY_PARAMETERS, params) != 1)
        k = NULL;
    BN_free(p);
    BN_free(q);
    BN_free(g);
    *keep = params;
    OSSL_PARAM_BLD_free(bld);
    EVP_PKEY_CTX_free(ctx);
    return k;
}

/* OpenSSL's full parameter check (FIPS 186-4 validation from the seed). */
static int ossl_check(const cairn_dsa_params *prm)
{
    OSSL_PARAM *keep = NULL;
    EVP_PKEY *k = ossl_params(prm, &keep);
    EVP_PKEY_CTX *c = k != NULL ? EVP_PKEY_CTX_new_from_pkey(NULL, k, NULL) : NULL;
    int ok = c != NULL && EVP_PKEY_param_check(c) == 1;
    EVP_PKEY_CTX_free(c);
    EVP_PKEY_free(k);
    OSSL_PARAM_free(keep);
    return ok;
}

/* Both sides accept prm, and both refuse its tampered forms. */
static void both_ways(const cairn_dsa_params *prm, const char *who, size_t L, size_t N)
{
    static cairn_dsa_params t;
    CHECK_RC(cairn_dsa_params_validate(prm, prng_rng, NULL), CAIRN_OK, "cairn validates");
    CHECK(ossl_check(prm), "(%zu, %zu) %s's parameters pass OpenSSL's check", L, N, who);
    t = *prm;
    t.counter++;
    CHECK(cairn_dsa_params_validate(&t, prng_rng, NULL) == CAIRN_ERR_INVALID_KEY && !ossl_check(&t),
          "(%zu, %zu) %s: counter + 1 refused by both", L, N, who);
    if (prm->counter > 0) {
        t = *prm;
        t.counter--;
        CHECK(cairn_dsa_params_validate(&t, prng_rng, NULL) == CAIRN_ERR_INVALID_KEY && !ossl_check(&t),
              "(%zu, %zu) %s: counter - 1 refused by both", L, N, who);
    }
    t = *prm;
    t.seed[t.seed_len - 1] ^= 0x40;
    CHECK(cairn_dsa_params_validate(&t, prng_rng, NULL) == CAIRN_ERR_INVALID_KEY && !ossl_check(&t),
          "(%zu, %zu) %s: a seed bit refused by both", L, N, who);
    t = *prm;
    t.index = (t.index + 1) & 0xff;
    CHECK(cairn_dsa_params_validate(&t, prng_rng, NULL) == CAIRN_ERR_INVALID_KEY && !ossl_check(&t),
          "(%zu, %zu) %s: another index refused by both", L, N, who);
}

/* A key made and a message signed on prm by cairn verify in OpenSSL. */
static void sign_on(const cairn_dsa_params *prm)
{
    static cairn_dsa_private_key key;
    cairn_dsa_components c;
    uint8_t y[CAIRN_DSA_MAX_BITS / 8], sig[CAIRN_DSA_MAX_SIG_DER], dig[32], msg[3] = {'a', 'b', 'c'};
    size_t yl = 0, sl = 0;
    OSSL_PARAM_BLD *bld = OSSL_PARAM_BLD_new();
    OSSL_PARAM *params = NULL;
    EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new_from_name(NULL, "DSA", NULL), *vc = NULL;
    EVP_PKEY *k = NULL;
    BIGNUM *bn[4] = {NULL, NULL, NULL, NULL};
    int ok;
    ok =
        cairn_dsa_params_components(prm, &c) == CAIRN_OK &&
        cairn_dsa_generate_key(&key, &c, prng_rng, NULL) == CAIRN_OK &&
        cairn_dsa_private_key_export(&key, CAIRN_DSA_Y, y, sizeof y, &yl) == CAIRN_OK &&
        cairn_dsa_sign(&key, &cairn_hash_sha256, CAIRN_DSA_DER, msg, 3, sig, sizeof sig, &sl, NULL, NULL) == CAIRN_OK &&
        cairn_hash_digest(&cairn_hash_sha256, dig, 32, msg, 3) == CAIRN_OK;
    bn[0] = BN_bin2bn(prm->p, (int)prm->p_len, NULL);
    bn[1] = BN_bin2bn(prm->q, (int)prm->q_len, NULL);
    bn[2] = BN_bin2bn(prm->g, (int)prm->g_len, NULL);
    bn[3] = BN_bin2bn(y, (int)yl, NULL);
    ok = ok && bld != NULL && ctx != NULL && OSSL_PARAM_BLD_push_BN(bld, OSSL_PKEY_PARAM_FFC_P, bn[0]) == 1 &&
         OSSL_PARAM_BLD_push_BN(bld, OSSL_PKEY_PARAM_FFC_Q, bn[1]) == 1 &&
         OSSL_PARAM_BLD_push_BN(bld, OSSL_PKEY_PARAM_FFC_G, bn[2]) == 1 &&
         OSSL_PARAM_BLD_push_BN(bld, OSSL_PKEY_PARAM_PUB_KEY, bn[3]) == 1 &&
         (params = OSSL_PARAM_BLD_to_param(bld)) != NULL && EVP_PKEY_fromdata_init(ctx) == 1 &&
         EVP_PKEY_fromdata(ctx, &k, EVP_PKEY_PUBLIC_KEY, params) == 1 &&
         (vc = EVP_PKEY_CTX_new_from_pkey(NULL, k, NULL)) != NULL && EVP_PKEY_verify_init(vc) == 1 &&
         EVP_PKEY_CTX_set_signature_md(vc, EVP_sha256()) == 1 && EVP_PKEY_verify(vc, sig, sl, dig, 32) == 1;
    CHECK(ok, "(%zu, %zu): a signature on cairn's parameters verifies in OpenSSL", 8 * prm->p_len, 8 * prm->q_len);
    EVP_PKEY_CTX_free(vc);
    EVP_PKEY_free(k);
    EVP_PKEY_CTX_free(ctx);
    OSSL_PARAM_free(params);
    OSSL_PARAM_BLD_free(bld);
    for (ok = 0; ok < 4; ok++)
        BN_free(bn[ok]);
    cairn_dsa_private_key_wipe(&key);
}

static void one_size(size_t L, size_t N)
{
    static cairn_dsa_params prm;
    if (CHECK(ossl_generate(&prm, L, N, (int)tu_prng_below(&prng, 256)), "(%zu, %zu): OpenSSL paramgen", L, N))
        both_ways(&prm, "OpenSSL", L, N);
    if (CHECK_RC(cairn_dsa_params_generate(&prm, L, N, &cairn_hash_sha256, (unsigned)tu_prng_below(&prng, 256),
                                           prng_rng, NULL),
                 CAIRN_OK, "cairn paramgen")) {
        both_ways(&prm, "cairn", L, N);
        sign_on(&prm);
    }
}

int main(int argc, char **argv)
{
    tu_prng_seed(&prng, tu_seed(0xd5a9e0));
    if (argc > 1 && strcmp(argv[1], "--long") == 0) {
        one_size(2048, 224);
        one_size(2048, 256);
        if (CAIRN_DSA_MAX_BITS >= 3072)
            one_size(3072, 256);
        return tu_finish("test_diff_dsa_gen --long");
    }
    one_size(1024, 160);
    one_size(1024, 160);
    return tu_finish("test_diff_dsa_gen");
}
