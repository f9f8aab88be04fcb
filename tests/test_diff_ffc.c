/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * DSA and finite-field DH against OpenSSL's libcrypto:
 *  - DSA on the DSA-1024 and DSA-2048 descriptors' parameters (RFC 6979
 *    A.2.1, A.2.2), SHA-256, random keys made on either side: the other
 *    side computes the same y from x; cairn's signatures (DER and P1363)
 *    verify in OpenSSL and OpenSSL's in cairn; a signature with a flipped
 *    bit, or of another message, is refused by both; the keys'
 *    SubjectPublicKeyInfo and PKCS#8 encodings are OpenSSL's, byte for byte,
 *    and each side reads the other's;
 *  - DH on Oakley group 2, ffdhe2048, ffdhe3072 and MODP-2048: each side's
 *    key pair, the public value recomputed by the other side from x, the
 *    same shared secret (padded) both ways; peer values outside [2, p - 2]
 *    or outside the subgroup (p - 2: a non-residue) are refused by cairn and
 *    by OpenSSL's full public-key check (EVP_PKEY_public_check).
 * Each part runs in a build with its family: DH with CAIRN_ENABLE_DH, DSA
 * with CAIRN_ENABLE_DSA and SHA-256 (the hash of the DSA descriptors and of
 * the signatures here); tests/CMakeLists.txt leaves the suite out of a build
 * with neither.
 */
#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/dh.h>
#include <openssl/evp.h>
#include <openssl/param_build.h>
#include <openssl/x509.h>
#include <string.h>

#include "cairn/dh.h"
#include "cairn/dsa.h"
#include "cairn/pk.h"
#include "testutil.h"

#define FFC_DSA (CAIRN_ENABLE_DSA && CAIRN_ENABLE_SHA256)
#define FFC_DH CAIRN_ENABLE_DH

static tu_prng prng;

static int prng_rng(void *state, uint8_t *out, size_t len)
{
    (void)state;
    tu_prng_fill(&prng, out, len);
    return 0;
}

/* ---------------------------------------------------------------- DSA */

#if FFC_DSA

typedef struct dsa_parts {
    uint8_t v[5][512]; /* p, q, g, x, y */
    size_t len[5];
} dsa_parts;

static const char *const dsa_names[5] = {OSSL_PKEY_PARAM_FFC_P, OSSL_PKEY_PARAM_FFC_Q, OSSL_PKEY_PARAM_FFC_G,
                                         OSSL_PKEY_PARAM_PRIV_KEY, OSSL_PKEY_PARAM_PUB_KEY};

static EVP_PKEY *ossl_dsa(const dsa_parts *d, int selection, int nparts)
{
    OSSL_PARAM_BLD *bld = OSSL_PARAM_BLD_new();
    OSSL_PARAM *params = NULL;
    EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new_from_name(NULL, "DSA", NULL);
    EVP_PKEY *k = NULL;
    BIGNUM *bn[5] = {NULL, NULL, NULL, NULL, NULL};
    int i, ok = bld != NULL && ctx != NULL;
    for (i = 0; ok && i < nparts; i++)
        ok = (bn[i] = BN_bin2bn(d->v[i], (int)d->len[i], NULL)) != NULL &&
             OSSL_PARAM_BLD_push_BN(bld, dsa_names[i], bn[i]) == 1;
    if (ok && ((params = OSSL_PARAM_BLD_to_param(bld)) == NULL || EVP_PKEY_fromdata_init(ctx) != 1 ||
               EVP_PKEY_fromdata(ctx, &k, selection, params) != 1))
        k = NULL;
    for (i = 0; i < 5; i++)
        BN_clear_free(bn[i]);
    OSSL_PARAM_free(params);
    OSSL_PARAM_BLD_free(bld);
    EVP_PKEY_CTX_free(ctx);
    return k;
}

static int ossl_verify(EVP_PKEY *k, const uint8_t *dig, const uint8_t *sig, size_t siglen)
{
    EVP_PKEY_CTX *c = EVP_PKEY_CTX_new(k, NULL);
    int ok = c != NULL && EVP_PKEY_verify_init(c) == 1 && EVP_PKEY_CTX_set_signature_md(c, EVP_sha256()) == 1 &&
             EVP_PKEY_verify(c, sig, siglen, dig, 32) == 1;
    EVP_PKEY_CTX_free(c);
    return ok;
}

static size_t ossl_sign(EVP_PKEY *k, const uint8_t *dig, uint8_t *sig, size_t cap)
{
    EVP_PKEY_CTX *c = EVP_PKEY_CTX_new(k, NULL);
    size_t n = cap;
    int ok = c != NULL && EVP_PKEY_sign_init(c) == 1 && EVP_PKEY_CTX_set_signature_md(c, EVP_sha256()) == 1 &&
             EVP_PKEY_sign(c, sig, &n, dig, 32) == 1;
    EVP_PKEY_CTX_free(c);
    return ok ? n : 0;
}

/* x and y of an OpenSSL key, big-endian, x at q's length */
static int ossl_xy(EVP_PKEY *k, dsa_parts *d)
{
    BIGNUM *x = NULL, *y = NULL;
    int ok = EVP_PKEY_get_bn_param(k, OSSL_PKEY_PARAM_PRIV_KEY, &x) == 1 &&
             EVP_PKEY_get_bn_param(k, OSSL_PKEY_PARAM_PUB_KEY, &y) == 1 &&
             BN_bn2binpad(x, d->v[3], (int)d->len[1]) > 0 && BN_bn2binpad(y, d->v[4], (int)d->len[0]) > 0;
    d->len[3] = d->len[1];
    d->len[4] = d->len[0];
    BN_clear_free(x);
    BN_free(y);
    return ok;
}

/* OpenSSL's SubjectPublicKeyInfo and PKCS#8 of the key are cairn's, byte
 * for byte, and each side reads the other's. */
static void key_formats(EVP_PKEY *ok, const cairn_dsa_private_key *key, const cairn_dsa_public_key *pub)
{
    uint8_t ours[CAIRN_DSA_DER_MAX], *theirs = NULL;
    const unsigned char *p;
    size_t ol = 0;
    int tl;
    EVP_PKEY *back;
    PKCS8_PRIV_KEY_INFO *p8;
    cairn_dsa_private_key k2;
    cairn_dsa_public_key p2;
    tl = i2d_PUBKEY(ok, &theirs);
    CHECK(cairn_dsa_public_key_to_der(pub, ours, sizeof ours, &ol) == CAIRN_OK && tl > 0 && (size_t)tl == ol &&
              memcmp(ours, theirs, ol) == 0,
          "SubjectPublicKeyInfo as OpenSSL writes it");
    CHECK_RC(cairn_dsa_public_key_from_der(&p2, theirs, (size_t)tl), CAIRN_OK, "OpenSSL's SPKI in cairn");
    OPENSSL_free(theirs);
    theirs = NULL;
    p = ours;
    back = d2i_PUBKEY(NULL, &p, (long)ol);
    CHECK(back != NULL && EVP_PKEY_eq(back, ok) == 1, "cairn's SPKI in OpenSSL");
    EVP_PKEY_free(back);
    p8 = EVP_PKEY2PKCS8(ok);
    tl = p8 != NULL ? i2d_PKCS8_PRIV_KEY_INFO(p8, &theirs) : 0;
    PKCS8_PRIV_KEY_INFO_free(p8);
    CHECK(cairn_dsa_private_key_to_der(key, ours, sizeof ours, &ol) == CAIRN_OK && tl > 0 && (size_t)tl == ol &&
              memcmp(ours, theirs, ol) == 0,
          "PKCS#8 as OpenSSL writes it");
    CHECK_RC(cairn_dsa_private_key_from_der(&k2, theirs, (size_t)tl), CAIRN_OK, "OpenSSL's PKCS#8 in cairn");
    OPENSSL_clear_free(theirs, (size_t)(tl > 0 ? tl : 0));
    p = ours;
    back = d2i_AutoPrivateKey(NULL, &p, (long)ol);
    CHECK(back != NULL && EVP_PKEY_eq(back, ok) == 1, "cairn's PKCS#8 in OpenSSL");
    EVP_PKEY_free(back);
    cairn_dsa_private_key_wipe(&k2);
}

static void dsa_one(const cairn_sig_scheme *s)
{
    static const cairn_dsa_part parts[5] = {CAIRN_DSA_P, CAIRN_DSA_Q, CAIRN_DSA_G, CAIRN_DSA_X, CAIRN_DSA_Y};
    uint8_t sk[64], pk[512], msg[48], dig[32], sig[80], osig[96];
    size_t skl, pkl, sl, osl, i, round;
    cairn_pk_key loaded;
    dsa_parts d;
    cairn_dsa_components c;
    cairn_dsa_private_key key;
    cairn_dsa_public_key pub;
    EVP_PKEY *ok, *params, *gen = NULL;
    EVP_PKEY_CTX *gctx;
    if (!CHECK_RC(cairn_sig_keygen(s, sk, sizeof sk, &skl, pk, sizeof pk, &pkl, prng_rng, NULL, NULL), CAIRN_OK,
                  "keygen") ||
        !CHECK_RC(cairn_sig_load_secret(&loaded, s, sk, skl), CAIRN_OK, "load"))
        return;
    for (i = 0; i < 5; i++)
        CHECK(cairn_dsa_private_key_export((const cairn_dsa_private_key *)(const void *)loaded.obj, parts[i], d.v[i],
                                           sizeof d.v[i], &d.len[i]) == CAIRN_OK,
              "export");
    cairn_pk_key_wipe(&loaded);
    memset(&c, 0, sizeof c);
    c.p = d.v[0], c.p_len = d.len[0], c.q = d.v[1], c.q_len = d.len[1], c.g = d.v[2], c.g_len = d.len[2];

    /* OpenSSL's own keys for the same parameters: cairn computes the same y */
    params = ossl_dsa(&d, EVP_PKEY_KEY_PARAMETERS, 3);
    gctx = params != NULL ? EVP_PKEY_CTX_new_from_pkey(NULL, params, NULL) : NULL;
    CHECK(gctx != NULL && EVP_PKEY_keygen_init(gctx) == 1 && EVP_PKEY_keygen(gctx, &gen) == 1, "OpenSSL keygen");
    for (round = 0; round < 6; round++) {
        int from_ossl = round & 1;
        if (from_ossl) {
            EVP_PKEY_free(gen);
            gen = NULL;
            if (!CHECK(EVP_PKEY_keygen(gctx, &gen) == 1 && ossl_xy(gen, &d), "OpenSSL key"))
                continue;
            c.x = d.v[3], c.x_len = d.len[3], c.y = d.v[4], c.y_len = d.len[4];
            /* y given: cairn's own g^x must match OpenSSL's y */
            if (!CHECK_RC(cairn_dsa_private_key_import(&key, &c), CAIRN_OK, "OpenSSL's x and y in cairn"))
                continue;
        } else {
            if (!CHECK_RC(cairn_dsa_generate_key(&key, &c, prng_rng, NULL), CAIRN_OK, "cairn keygen"))
                continue;
            CHECK(cairn_dsa_private_key_export(&key, CAIRN_DSA_X, d.v[3], sizeof d.v[3], &d.len[3]) == CAIRN_OK &&
                      cairn_dsa_private_key_export(&key, CAIRN_DSA_Y, d.v[4], sizeof d.v[4], &d.len[4]) == CAIRN_OK,
                  "export x, y");
        }
        CHECK_RC(cairn_dsa_public_key_from_private(&pub, &key), CAIRN_OK, "public");
        ok = ossl_dsa(&d, EVP_PKEY_KEYPAIR, 5);
        if (!CHECK(ok != NULL, "%s: the key in OpenSSL", s->name))
            continue;
        key_formats(ok, &key, &pub);
        tu_prng_fill(&prng, msg, sizeof msg);
        CHECK(cairn_hash_digest(&cairn_hash_sha256, dig, 32, msg, sizeof msg) == CAIRN_OK, "digest");
        /* cairn signs, OpenSSL verifies (DER), with and without an rng */
        CHECK_RC(cairn_dsa_sign(&key, &cairn_hash_sha256, CAIRN_DSA_DER, msg, sizeof msg, sig, sizeof sig, &sl,
                                round & 2 ? prng_rng : NULL, NULL),
                 CAIRN_OK, "cairn sign");
        CHECK(ossl_verify(ok, dig, sig, sl), "%s: OpenSSL verifies cairn's signature", s->name);
        sig[sl / 2] ^= 0x04;
        CHECK(!ossl_verify(ok, dig, sig, sl), "%s: OpenSSL refuses a flipped bit", s->name);
        CHECK_RC(cairn_dsa_verify(&pub, &cairn_hash_sha256, CAIRN_DSA_DER, msg, sizeof msg, sig, sl),
                 CAIRN_ERR_BAD_SIGNATURE, "cairn refuses a flipped bit");
        /* OpenSSL signs, cairn verifies (DER, and P1363 from the DER) */
        osl = ossl_sign(ok, dig, osig, sizeof osig);
        if (CHECK(osl > 0, "OpenSSL sign")) {
            CHECK_RC(cairn_dsa_verify_digest(&pub, CAIRN_DSA_DER, dig, 32, osig, osl), CAIRN_OK,
                     "cairn verifies OpenSSL's signature");
            msg[0] ^= 1;
            CHECK_RC(cairn_dsa_verify(&pub, &cairn_hash_sha256, CAIRN_DSA_DER, msg, sizeof msg, osig, osl),
                     CAIRN_ERR_BAD_SIGNATURE, "cairn refuses another message");
            CHECK(cairn_hash_digest(&cairn_hash_sha256, dig, 32, msg, sizeof msg) == CAIRN_OK &&
                      !ossl_verify(ok, dig, osig, osl),
                  "OpenSSL refuses another message");
            osig[osl - 1] ^= 0x80;
            CHECK_RC(cairn_dsa_verify_digest(&pub, CAIRN_DSA_DER, dig, 32, osig, osl), CAIRN_ERR_BAD_SIGNATURE,
                     "cairn refuses a flipped bit of OpenSSL's");
        }
        EVP_PKEY_free(ok);
        cairn_dsa_private_key_wipe(&key);
    }
    EVP_PKEY_free(gen);
    EVP_PKEY_CTX_free(gctx);
    EVP_PKEY_free(params);
}
#endif

/* ----------------------------------------------------------------- DH */

#if FFC_DH

typedef struct dh_case {
    cairn_dh_group_id id;
    const char *ossl; /* OpenSSL's group name, or NULL: Oakley group 2 as p and g */
} dh_case;

static EVP_PKEY *ossl_dh_params(const dh_case *t)
{
    OSSL_PARAM_BLD *bld = OSSL_PARAM_BLD_new();
    OSSL_PARAM *params = NULL;
    EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new_from_name(NULL, "DH", NULL);
    EVP_PKEY *k = NULL;
    BIGNUM *p = NULL, *g = BN_new();
    int ok = bld != NULL && ctx != NULL && g != NULL && BN_set_word(g, 2) == 1;
    if (ok && t->ossl == NULL)
        ok = (p = BN_get_rfc2409_prime_1024(NULL)) != NULL &&
             OSSL_PARAM_BLD_push_BN(bld, OSSL_PKEY_PARAM_FFC_P, p) == 1 &&
             OSSL_PARAM_BLD_push_BN(bld, OSSL_PKEY_PARAM_FFC_G, g) == 1;
    else if (ok)
        ok = OSSL_PARAM_BLD_push_utf8_string(bld, OSSL_PKEY_PARAM_GROUP_NAME, t->ossl, 0) == 1;
    if (ok && ((params = OSSL_PARAM_BLD_to_param(bld)) == NULL || EVP_PKEY_fromdata_init(ctx) != 1 ||
               EVP_PKEY_fromdata(ctx, &k, EVP_PKEY_KEY_PARAMETERS, params) != 1))
        k = NULL;
    BN_free(p);
    BN_free(g);
    OSSL_PARAM_free(params);
    OSSL_PARAM_BLD_free(bld);
    EVP_PKEY_CTX_free(ctx);
    return k;
}

/* A public key of the group with the value y (for OpenSSL's checks and derive). */
static EVP_PKEY *ossl_dh_pub(EVP_PKEY *params, const uint8_t *y, size_t ylen)
{
    BIGNUM *bn = BN_bin2bn(y, (int)ylen, NULL);
    OSSL_PARAM_BLD *bld = OSSL_PARAM_BLD_new();
    OSSL_PARAM *p = NULL;
    EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new_from_pkey(NULL, params, NULL);
    EVP_PKEY *out = NULL;
    BIGNUM *pp = NULL, *gg = NULL;
    char name[64];
    size_t nl = 0;
    int ok = bn != NULL && bld != NULL && ctx != NULL;
    /* the group of params (named, or p and g), then the public value */
    if (ok && EVP_PKEY_get_utf8_string_param(params, OSSL_PKEY_PARAM_GROUP_NAME, name, sizeof name, &nl) == 1)
        ok = OSSL_PARAM_BLD_push_utf8_string(bld, OSSL_PKEY_PARAM_GROUP_NAME, name, 0) == 1;
    else if (ok)
        ok = EVP_PKEY_get_bn_param(params, OSSL_PKEY_PARAM_FFC_P, &pp) == 1 &&
             EVP_PKEY_get_bn_param(params, OSSL_PKEY_PARAM_FFC_G, &gg) == 1 &&
             OSSL_PARAM_BLD_push_BN(bld, OSSL_PKEY_PARAM_FFC_P, pp) == 1 &&
             OSSL_PARAM_BLD_push_BN(bld, OSSL_PKEY_PARAM_FFC_G, gg) == 1;
    if (ok)
        ok = OSSL_PARAM_BLD_push_BN(bld, OSSL_PKEY_PARAM_PUB_KEY, bn) == 1 &&
             (p = OSSL_PARAM_BLD_to_param(bld)) != NULL && EVP_PKEY_fromdata_init(ctx) == 1 &&
             EVP_PKEY_fromdata(ctx, &out, EVP_PKEY_PUBLIC_KEY, p) == 1;
    BN_free(bn);
    BN_free(pp);
    BN_free(gg);
    OSSL_PARAM_free(p);
    OSSL_PARAM_BLD_free(bld);
    EVP_PKEY_CTX_free(ctx);
    return ok ? out : NULL;
}

static int ossl_check_pub(EVP_PKEY *k)
{
    EVP_PKEY_CTX *c = EVP_PKEY_CTX_new(k, NULL);
    int ok = c != NULL && EVP_PKEY_public_check(c) == 1;
    EVP_PKEY_CTX_free(c);
    return ok;
}

static void dh_one(const dh_case *t)
{
    cairn_dh_group grp;
    EVP_PKEY *params = ossl_dh_params(t), *a = NULL;
    EVP_PKEY_CTX *gctx = params != NULL ? EVP_PKEY_CTX_new_from_pkey(NULL, params, NULL) : NULL;
    uint8_t xb[512], yb[512], ya[512], xa[512], y[512], z1[512], z2[512], p[512];
    size_t xbl, plen, n, round;
    if (!CHECK_RC(cairn_dh_group_named(&grp, t->id), CAIRN_OK, "group") ||
        !CHECK(gctx != NULL && EVP_PKEY_keygen_init(gctx) == 1, "OpenSSL group"))
        goto out;
    plen = cairn_dh_group_bytes(&grp);
    for (round = 0; round < 3; round++) {
        BIGNUM *bx = NULL, *by = NULL;
        EVP_PKEY *peer;
        EVP_PKEY_CTX *d;
        size_t zl = 0;
        unsigned one = 1;
        OSSL_PARAM pad[2];
        EVP_PKEY_free(a);
        a = NULL;
        if (!CHECK(EVP_PKEY_keygen(gctx, &a) == 1 && EVP_PKEY_get_bn_param(a, OSSL_PKEY_PARAM_PRIV_KEY, &bx) == 1 &&
                       EVP_PKEY_get_bn_param(a, OSSL_PKEY_PARAM_PUB_KEY, &by) == 1,
                   "OpenSSL key pair")) {
            BN_clear_free(bx);
            BN_free(by);
            continue;
        }
        n = (size_t)BN_num_bytes(bx);
        CHECK(BN_bn2binpad(bx, xa, (int)n) > 0 && BN_bn2binpad(by, ya, (int)plen) > 0, "OpenSSL's x and y");
        BN_clear_free(bx);
        BN_free(by);
        /* cairn recomputes OpenSSL's y from its x */
        CHECK(cairn_dh_public(&grp, xa, n, y, sizeof y) == CAIRN_OK && memcmp(y, ya, plen) == 0,
              "cairn's g^x for OpenSSL's x");
        /* cairn's key pair (default, then full length) and the shared secret both ways */
        CHECK_RC(cairn_dh_keygen(&grp, round == 2 ? CAIRN_DH_EXP_FULL : CAIRN_DH_EXP_DEFAULT, xb, sizeof xb, &xbl, yb,
                                 sizeof yb, prng_rng, NULL),
                 CAIRN_OK, "cairn keygen");
        CHECK_RC(cairn_dh_shared(&grp, xb, xbl, ya, plen, CAIRN_DH_PADDED, z1, sizeof z1, &zl), CAIRN_OK,
                 "cairn shared");
        peer = ossl_dh_pub(params, yb, plen);
        CHECK(peer != NULL && ossl_check_pub(peer), "OpenSSL accepts cairn's public value");
        pad[0] = OSSL_PARAM_construct_uint(OSSL_EXCHANGE_PARAM_PAD, &one);
        pad[1] = OSSL_PARAM_construct_end();
        d = EVP_PKEY_CTX_new(a, NULL);
        n = sizeof z2;
        CHECK(d != NULL && peer != NULL && EVP_PKEY_derive_init_ex(d, pad) == 1 &&
                  EVP_PKEY_derive_set_peer(d, peer) == 1 && EVP_PKEY_derive(d, z2, &n) == 1,
              "OpenSSL derive");
        CHECK(n == plen && zl == plen && memcmp(z1, z2, plen) == 0, "the same shared secret");
        EVP_PKEY_CTX_free(d);
        EVP_PKEY_free(peer);
    }
    /* bad peer values: 0, 1, p - 1, p, p - 2 (a non-residue: -1 is one for
     * p = 3 mod 4 and 2 a residue, so -2 is not) */
    {
        /* p from OpenSSL's parameters */
        BIGNUM *bp = NULL;
        CHECK(EVP_PKEY_get_bn_param(params, OSSL_PKEY_PARAM_FFC_P, &bp) == 1 && BN_bn2binpad(bp, p, (int)plen) > 0,
              "p");
        BN_free(bp);
    }
    for (n = 0; n < 5; n++) {
        uint8_t bad[512];
        size_t zl = 7;
        EVP_PKEY *peer;
        memcpy(bad, p, plen);
        if (n == 0)
            memset(bad, 0, plen);
        else if (n == 1) {
            memset(bad, 0, plen);
            bad[plen - 1] = 1;
        } else if (n == 2)
            bad[plen - 1] -= 1;
        else if (n == 4)
            bad[plen - 1] -= 2;
        CHECK_RC(cairn_dh_shared(&grp, xb, xbl, bad, plen, CAIRN_DH_PADDED, z1, sizeof z1, &zl), CAIRN_ERR_INVALID_KEY,
                 "cairn refuses a bad peer value");
        peer = ossl_dh_pub(params, bad, plen);
        /* OpenSSL's full check needs q: the named groups have it; for
         * Oakley 2 (p and g only) it checks the range alone */
        if (peer != NULL && (t->ossl != NULL || n != 4))
            CHECK(!ossl_check_pub(peer), "OpenSSL refuses bad peer value %zu", n);
        EVP_PKEY_free(peer);
    }
out:
    EVP_PKEY_free(a);
    EVP_PKEY_CTX_free(gctx);
    EVP_PKEY_free(params);
}
#endif

int main(void)
{
#if FFC_DH
    static const dh_case dh_cases[] = {{CAIRN_DH_OAKLEY2, NULL},
                                       {CAIRN_DH_FFDHE2048, "ffdhe2048"},
                                       {CAIRN_DH_FFDHE3072, "ffdhe3072"},
                                       {CAIRN_DH_MODP2048, "modp_2048"}};
    size_t i;
#endif
    tu_prng_seed(&prng, tu_seed(0xffc));
#if FFC_DSA
    dsa_one(&cairn_sig_dsa1024);
    dsa_one(&cairn_sig_dsa2048);
#endif
#if FFC_DH
    for (i = 0; i < sizeof dh_cases / sizeof dh_cases[0]; i++)
        dh_one(&dh_cases[i]);
#endif
    return tu_finish("test_diff_ffc");
}
