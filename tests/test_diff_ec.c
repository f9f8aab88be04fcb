/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Differential test against OpenSSL's libcrypto (EVP_PKEY "EC") on random
 * keys and messages, P-256, P-384, P-521 and brainpoolP256r1/384r1/512r1:
 *  - keys: OpenSSL's generated keys import here (d and the point agree), and
 *    cairn's generated keys load into OpenSSL (d with the point);
 *  - ECDSA: cairn signs (deterministic and hedged, DER and P1363, several
 *    hashes) and OpenSSL verifies, OpenSSL signs and cairn verifies (its DER,
 *    and as P1363); a flipped signature bit or message byte is refused by
 *    both;
 *  - ECDH: both sides' shared secrets agree, cairn deriving with OpenSSL's
 *    public key and the reverse;
 *  - compressed points: OpenSSL's compressed encoding imports here, cairn's
 *    loads into OpenSSL, both as the same point.
 */
#include <stdio.h>
#include <string.h>

#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/ec.h>
#include <openssl/evp.h>
#include <openssl/objects.h>
#include <openssl/param_build.h>

#include "cairn/ec.h"
#include "testutil.h"

static const struct {
    cairn_ec_curve curve;
    const char *group;
    int on; /* in this build (include/cairn/config.h's CAIRN_ENABLE_EC_*): a curve left out is not run */
} curves[] = {{CAIRN_EC_P256, "P-256", CAIRN_ENABLE_EC_P256},
              {CAIRN_EC_P384, "P-384", CAIRN_ENABLE_EC_P384},
              {CAIRN_EC_P521, "P-521", CAIRN_ENABLE_EC_P521},
              {CAIRN_EC_BRAINPOOLP256R1, "brainpoolP256r1", CAIRN_ENABLE_EC_BP256},
              {CAIRN_EC_BRAINPOOLP384R1, "brainpoolP384r1", CAIRN_ENABLE_EC_BP384},
              {CAIRN_EC_BRAINPOOLP512R1, "brainpoolP512r1", CAIRN_ENABLE_EC_BP512}};

/* OpenSSL's NID of a group name (the NIST names, or the short names) */
static int group_nid(const char *group)
{
    int nid = EC_curve_nist2nid(group);
    return nid != NID_undef ? nid : OBJ_sn2nid(group);
}

static int prng_rng(void *state, uint8_t *out, size_t len)
{
    tu_prng_fill((tu_prng *)state, out, len);
    return CAIRN_OK;
}

/* An OpenSSL key from a point (and d when given). NULL on failure. */
static EVP_PKEY *ossl_key(const char *group, const uint8_t *d, size_t dlen, const uint8_t *pt, size_t ptlen)
{
    OSSL_PARAM_BLD *bld = OSSL_PARAM_BLD_new();
    OSSL_PARAM *params = NULL;
    EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new_from_name(NULL, "EC", NULL);
    EVP_PKEY *k = NULL;
    BIGNUM *bn = d != NULL ? BN_bin2bn(d, (int)dlen, NULL) : NULL;
    if (bld != NULL && ctx != NULL && OSSL_PARAM_BLD_push_utf8_string(bld, OSSL_PKEY_PARAM_GROUP_NAME, group, 0) == 1 &&
        OSSL_PARAM_BLD_push_octet_string(bld, OSSL_PKEY_PARAM_PUB_KEY, pt, ptlen) == 1 &&
        (bn == NULL || OSSL_PARAM_BLD_push_BN(bld, OSSL_PKEY_PARAM_PRIV_KEY, bn) == 1) &&
        (params = OSSL_PARAM_BLD_to_param(bld)) != NULL && EVP_PKEY_fromdata_init(ctx) == 1 &&
        EVP_PKEY_fromdata(ctx, &k, bn != NULL ? EVP_PKEY_KEYPAIR : EVP_PKEY_PUBLIC_KEY, params) != 1)
        k = NULL;
    OSSL_PARAM_free(params);
    OSSL_PARAM_BLD_free(bld);
    EVP_PKEY_CTX_free(ctx);
    BN_clear_free(bn);
    return k;
}

/* The key's point, uncompressed (the EVP encoding), or compressed by
 * OpenSSL's EC_POINT code (EVP_PKEY_get1_encoded_public_key does not follow
 * the conversion-format parameter on every key in OpenSSL 3.0). */
static int ossl_point(EVP_PKEY *k, const char *group, int compressed, uint8_t *out, size_t cap, size_t *len)
{
    unsigned char *p = NULL;
    size_t n = EVP_PKEY_get1_encoded_public_key(k, &p);
    int ok = n != 0 && n <= cap;
    if (ok && compressed) {
        EC_GROUP *g = EC_GROUP_new_by_curve_name(group_nid(group));
        EC_POINT *pt = g != NULL ? EC_POINT_new(g) : NULL;
        ok = pt != NULL && EC_POINT_oct2point(g, pt, p, n, NULL) == 1 &&
             (n = EC_POINT_point2oct(g, pt, POINT_CONVERSION_COMPRESSED, out, cap, NULL)) != 0;
        EC_POINT_free(pt);
        EC_GROUP_free(g);
    } else if (ok) {
        memcpy(out, p, n);
    }
    if (ok)
        *len = n;
    OPENSSL_free(p);
    return ok;
}

/* r || s (each b bytes) <-> DER through ECDSA_SIG. */
static size_t p1363_to_der(const uint8_t *rs, size_t b, uint8_t *der, size_t cap)
{
    ECDSA_SIG *s = ECDSA_SIG_new();
    BIGNUM *r = BN_bin2bn(rs, (int)b, NULL), *sv = BN_bin2bn(rs + b, (int)b, NULL);
    unsigned char *p = der;
    int n = 0;
    if (s != NULL && r != NULL && sv != NULL && ECDSA_SIG_set0(s, r, sv) == 1) {
        r = sv = NULL;
        if (i2d_ECDSA_SIG(s, NULL) <= (int)cap)
            n = i2d_ECDSA_SIG(s, &p);
    }
    BN_free(r);
    BN_free(sv);
    ECDSA_SIG_free(s);
    return n > 0 ? (size_t)n : 0;
}

static int der_to_p1363(const uint8_t *der, size_t len, size_t b, uint8_t *rs)
{
    const unsigned char *p = der;
    ECDSA_SIG *s = d2i_ECDSA_SIG(NULL, &p, (long)len);
    int ok = s != NULL && BN_bn2binpad(ECDSA_SIG_get0_r(s), rs, (int)b) == (int)b &&
             BN_bn2binpad(ECDSA_SIG_get0_s(s), rs + b, (int)b) == (int)b;
    ECDSA_SIG_free(s);
    return ok;
}

/* 1 valid, 0 refused. */
static int ossl_verify(EVP_PKEY *k, const char *md, const uint8_t *msg, size_t ml, const uint8_t *der, size_t dl)
{
    EVP_MD_CTX *c = EVP_MD_CTX_new();
    int r = c != NULL && EVP_DigestVerifyInit_ex(c, NULL, md, NULL, NULL, k, NULL) == 1 &&
            EVP_DigestVerify(c, der, dl, msg, ml) == 1;
    EVP_MD_CTX_free(c);
    return r;
}

static int ossl_sign(EVP_PKEY *k, const char *md, const uint8_t *msg, size_t ml, uint8_t *der, size_t *dl)
{
    EVP_MD_CTX *c = EVP_MD_CTX_new();
    int r = c != NULL && EVP_DigestSignInit_ex(c, NULL, md, NULL, NULL, k, NULL) == 1 &&
            EVP_DigestSign(c, der, dl, msg, ml) == 1;
    EVP_MD_CTX_free(c);
    return r;
}

static int ossl_derive(EVP_PKEY *k, EVP_PKEY *peer, uint8_t *out, size_t *len)
{
    EVP_PKEY_CTX *c = EVP_PKEY_CTX_new(k, NULL);
    int r = c != NULL && EVP_PKEY_derive_init(c) == 1 && EVP_PKEY_derive_set_peer(c, peer) == 1 &&
            EVP_PKEY_derive(c, out, len) == 1;
    EVP_PKEY_CTX_free(c);
    return r;
}

static void one_round(size_t ci, tu_prng *r, unsigned long *nsig, unsigned long *ndh)
{
    static const struct {
        const cairn_hash *h;
        const char *md;
    } hashes[] = {{&cairn_hash_sha256, "SHA256"},
                  {&cairn_hash_sha384, "SHA384"},
                  {&cairn_hash_sha512, "SHA512"},
#if CAIRN_ENABLE_SHA3
                  {&cairn_hash_sha3_256, "SHA3-256"}
#endif
    };
    cairn_ec_curve curve = curves[ci].curve;
    const char *group = curves[ci].group;
    size_t b = cairn_ec_curve_bytes(curve), hi;
    cairn_ec_private_key mine, theirs_priv;
    cairn_ec_public_key mine_pub, theirs_pub, tmp;
    EVP_PKEY *omine = NULL, *otheirs = NULL, *opeer = NULL;
    uint8_t d[CAIRN_EC_MAX_BYTES], pt[CAIRN_EC_MAX_POINT_LEN], opt[CAIRN_EC_MAX_POINT_LEN];
    uint8_t cpt[CAIRN_EC_MAX_POINT_LEN], z1[CAIRN_EC_MAX_BYTES], z2[CAIRN_EC_MAX_BYTES];
    size_t dl = 0, pl = 0, opl = 0, cpl = 0, z1l = 0, z2l = sizeof z2;
    BIGNUM *bn = NULL;

    /* cairn's key into OpenSSL */
    CHECK_RC(cairn_ec_private_key_generate(&mine, curve, prng_rng, r), CAIRN_OK, "generate");
    CHECK_RC(cairn_ec_public_key_from_private(&mine_pub, &mine), CAIRN_OK, "public");
    CHECK_RC(cairn_ec_private_key_export(&mine, d, sizeof d, &dl), CAIRN_OK, "export d");
    CHECK_RC(cairn_ec_public_key_export(&mine_pub, 0, pt, sizeof pt, &pl), CAIRN_OK, "export point");
    omine = ossl_key(group, d, dl, pt, pl);
    if (!CHECK(omine != NULL && EVP_PKEY_get_bn_param(omine, OSSL_PKEY_PARAM_PRIV_KEY, &bn) == 1,
               "%s: OpenSSL refuses cairn's key", group))
        goto out;
    BN_clear_free(bn);
    bn = NULL;

    /* OpenSSL's key here */
    otheirs = EVP_PKEY_Q_keygen(NULL, NULL, "EC", group);
    if (!CHECK(otheirs != NULL && EVP_PKEY_get_bn_param(otheirs, OSSL_PKEY_PARAM_PRIV_KEY, &bn) == 1 &&
                   BN_bn2binpad(bn, d, (int)b) == (int)b && ossl_point(otheirs, group, 0, opt, sizeof opt, &opl),
               "%s: OpenSSL keygen", group))
        goto out;
    CHECK_RC(cairn_ec_private_key_import(&theirs_priv, curve, d, b), CAIRN_OK, "import OpenSSL's d");
    CHECK_RC(cairn_ec_public_key_import(&theirs_pub, curve, opt, opl), CAIRN_OK, "import OpenSSL's point");
    CHECK_RC(cairn_ec_public_key_from_private(&tmp, &theirs_priv), CAIRN_OK, "public");
    {
        uint8_t mpt[CAIRN_EC_MAX_POINT_LEN];
        size_t ml = 0;
        CHECK_RC(cairn_ec_public_key_export(&tmp, 0, mpt, sizeof mpt, &ml), CAIRN_OK, "export");
        CHECK(ml == opl && memcmp(mpt, opt, ml) == 0, "%s: d G differs from OpenSSL's point", group);
    }
    /* compressed points both ways */
    CHECK(ossl_point(otheirs, group, 1, cpt, sizeof cpt, &cpl) && cpl == 1 + b, "OpenSSL compressed point");
    CHECK_RC(cairn_ec_public_key_import(&tmp, curve, cpt, cpl), CAIRN_OK, "import OpenSSL's compressed point");
    {
        uint8_t mpt[CAIRN_EC_MAX_POINT_LEN];
        size_t ml = 0;
        CHECK_RC(cairn_ec_public_key_export(&tmp, 0, mpt, sizeof mpt, &ml), CAIRN_OK, "export");
        CHECK(ml == opl && memcmp(mpt, opt, ml) == 0, "%s: OpenSSL's compressed point decodes to another", group);
        CHECK_RC(cairn_ec_public_key_export(&theirs_pub, 1, mpt, sizeof mpt, &ml), CAIRN_OK, "export compressed");
        CHECK(ml == cpl && memcmp(mpt, cpt, ml) == 0, "%s: compressed encodings differ", group);
    }
    CHECK_RC(cairn_ec_public_key_export(&mine_pub, 1, cpt, sizeof cpt, &cpl), CAIRN_OK, "compress mine");
    opeer = ossl_key(group, NULL, 0, cpt, cpl);
    CHECK(opeer != NULL, "%s: OpenSSL refuses cairn's compressed point", group);

    /* ECDH both ways (OpenSSL derives with cairn's compressed point) */
    CHECK_RC(cairn_ecdh(&mine, &theirs_pub, z1, sizeof z1, &z1l), CAIRN_OK, "ecdh");
    CHECK(opeer != NULL && ossl_derive(otheirs, opeer, z2, &z2l), "%s: OpenSSL derive", group);
    CHECK(z1l == b && z2l == b && memcmp(z1, z2, b) == 0, "%s: shared secrets differ", group);
    z2l = sizeof z2;
    CHECK(ossl_derive(omine, otheirs, z2, &z2l), "%s: OpenSSL derive 2", group);
    CHECK(z2l == b && memcmp(z1, z2, b) == 0, "%s: shared secrets differ (2)", group);
    (*ndh)++;

    for (hi = 0; hi < sizeof hashes / sizeof hashes[0]; hi++) {
        const cairn_hash *h = hashes[hi].h;
        const char *md = hashes[hi].md;
        uint8_t msg[80], sig[CAIRN_EC_MAX_SIG_LEN], der[CAIRN_EC_MAX_SIG_LEN + 8], rs[2 * CAIRN_EC_MAX_BYTES];
        size_t ml = (size_t)tu_prng_below(r, sizeof msg), sl = 0, derl = 0;
        int fmt;
        tu_prng_fill(r, msg, sizeof msg);
        for (fmt = 0; fmt < 4; fmt++) { /* DER, P1363; deterministic, hedged */
            cairn_ecdsa_format f = (fmt & 1) ? CAIRN_ECDSA_P1363 : CAIRN_ECDSA_DER;
            CHECK_RC(cairn_ecdsa_sign(&mine, h, f, msg, ml, sig, sizeof sig, &sl, fmt >= 2 ? prng_rng : NULL, r),
                     CAIRN_OK, "sign");
            derl = f == CAIRN_ECDSA_DER ? (memcpy(der, sig, sl), sl) : p1363_to_der(sig, b, der, sizeof der);
            CHECK(ossl_verify(omine, md, msg, ml, der, derl), "%s %s: OpenSSL refuses cairn's signature", group, md);
            der[derl - 1 - (size_t)tu_prng_below(r, b)] ^= 0x04;
            CHECK(!ossl_verify(omine, md, msg, ml, der, derl), "%s %s: OpenSSL accepts a tampered signature", group,
                  md);
            sig[sl - 1 - (size_t)tu_prng_below(r, b)] ^= 0x04;
            CHECK_RC(cairn_ecdsa_verify(&mine_pub, h, f, msg, ml, sig, sl), CAIRN_ERR_BAD_SIGNATURE, "tampered");
            (*nsig)++;
        }
        /* OpenSSL signs, cairn verifies (DER, and P1363 from it) */
        derl = sizeof der;
        if (!CHECK(ossl_sign(otheirs, md, msg, ml, der, &derl), "%s %s: OpenSSL sign", group, md))
            continue;
        CHECK_RC(cairn_ecdsa_verify(&theirs_pub, h, CAIRN_ECDSA_DER, msg, ml, der, derl), CAIRN_OK,
                 "OpenSSL's DER signature");
        CHECK(der_to_p1363(der, derl, b, rs), "DER to P1363");
        CHECK_RC(cairn_ecdsa_verify(&theirs_pub, h, CAIRN_ECDSA_P1363, msg, ml, rs, 2 * b), CAIRN_OK,
                 "OpenSSL's signature as P1363");
        if (ml > 0) {
            msg[tu_prng_below(r, ml)] ^= 0x80;
            CHECK_RC(cairn_ecdsa_verify(&theirs_pub, h, CAIRN_ECDSA_DER, msg, ml, der, derl), CAIRN_ERR_BAD_SIGNATURE,
                     "tampered message");
            CHECK(!ossl_verify(otheirs, md, msg, ml, der, derl), "%s: OpenSSL accepts a tampered message", group);
        }
        (*nsig)++;
    }
out:
    BN_clear_free(bn);
    EVP_PKEY_free(omine);
    EVP_PKEY_free(otheirs);
    EVP_PKEY_free(opeer);
    cairn_ec_private_key_wipe(&mine);
    cairn_ec_private_key_wipe(&theirs_priv);
}

int main(void)
{
    tu_prng r;
    size_t ci, round;
    unsigned long nsig = 0, ndh = 0;
    tu_prng_seed(&r, tu_seed(0xd1ffec));
    for (ci = 0; ci < sizeof curves / sizeof curves[0]; ci++)
        for (round = 0; round < 12 && curves[ci].on; round++)
            one_round(ci, &r, &nsig, &ndh);
    printf("OpenSSL differential: %lu signatures checked both ways, %lu key pairs with ECDH both ways\n", nsig, ndh);
    return tu_finish("test_diff_ec");
}
