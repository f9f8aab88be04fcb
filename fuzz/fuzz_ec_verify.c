/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * ECDSA verification (cairn_ecdsa_verify_digest) with an arbitrary key
 * point, digest and signature, DER or P1363, P-256/P-384/P-521 and
 * brainpoolP256r1/384r1/512r1: only
 * CAIRN_OK, CAIRN_ERR_BAD_SIGNATURE (or CAIRN_ERR_BAD_LENGTH for a digest
 * of 0 or more than 128 bytes, CAIRN_ERR_INVALID_POINT from the point's
 * import); a signature cairn made over the digest verifies. With OpenSSL,
 * the verdict is OpenSSL's (EVP_PKEY_verify on the same point and digest:
 * its DER check re-encodes the signature and refuses any other encoding,
 * as cairn's strict DER does; a P1363 signature of the right length is
 * given to it as DER).
 * Input: [mode][dlen][...]. mode bits 0-1: the curve (modulo 3; bit 5: its
 * brainpool counterpart of the same size order); bit 2:
 * P1363 (else DER); bit 3: a compressed point. Without bit 4: [point (1 + L
 * or 1 + 2L bytes)][digest (dlen bytes)][signature...]. With bit 4 the key
 * is a built-in one and the signature cairn's over the digest, edited:
 * [digest (dlen bytes)][cut (1 byte)][(pos, xor) pairs...] (cut, when not
 * 0, sets the length, up to 2 bytes more than the signature with zeros).
 */
#include "cairn/ec.h"
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const cairn_ec_curve curves[6] = {CAIRN_EC_P256,           CAIRN_EC_P384,           CAIRN_EC_P521,
                                         CAIRN_EC_BRAINPOOLP256R1, CAIRN_EC_BRAINPOOLP384R1, CAIRN_EC_BRAINPOOLP512R1};
/* whether this build has the curve (CAIRN_ENABLE_EC_*): inputs for one left out are passed over */
static const int on[6] = {CAIRN_ENABLE_EC_P256,  CAIRN_ENABLE_EC_P384,  CAIRN_ENABLE_EC_P521,
                          CAIRN_ENABLE_EC_BP256, CAIRN_ENABLE_EC_BP384, CAIRN_ENABLE_EC_BP512};

#ifdef CAIRN_FUZZ_OPENSSL
#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/ec.h>
#include <openssl/evp.h>
#include <openssl/param_build.h>

/* 1 when OpenSSL verifies the DER signature on the uncompressed point pt. */
static int ossl_verify(int ci, const uint8_t *pt, size_t ptlen, const uint8_t *dg, size_t dlen, const uint8_t *sig,
                       size_t siglen)
{
    static const char *const groups[6] = {"P-256",           "P-384",           "P-521",
                                          "brainpoolP256r1", "brainpoolP384r1", "brainpoolP512r1"};
    OSSL_PARAM_BLD *bld = OSSL_PARAM_BLD_new();
    OSSL_PARAM *params = NULL;
    EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new_from_name(NULL, "EC", NULL), *vctx = NULL;
    EVP_PKEY *k = NULL;
    int ok = 0;
    if (bld != NULL && ctx != NULL &&
        OSSL_PARAM_BLD_push_utf8_string(bld, OSSL_PKEY_PARAM_GROUP_NAME, groups[ci], 0) == 1 &&
        OSSL_PARAM_BLD_push_octet_string(bld, OSSL_PKEY_PARAM_PUB_KEY, pt, ptlen) == 1 &&
        (params = OSSL_PARAM_BLD_to_param(bld)) != NULL && EVP_PKEY_fromdata_init(ctx) == 1 &&
        EVP_PKEY_fromdata(ctx, &k, EVP_PKEY_PUBLIC_KEY, params) == 1 &&
        (vctx = EVP_PKEY_CTX_new_from_pkey(NULL, k, NULL)) != NULL && EVP_PKEY_verify_init(vctx) == 1)
        ok = EVP_PKEY_verify(vctx, sig, siglen, dg, dlen) == 1;
    else
        FUZZ_CHECK(0, "OpenSSL key from a point cairn accepted");
    EVP_PKEY_CTX_free(vctx);
    EVP_PKEY_free(k);
    OSSL_PARAM_free(params);
    OSSL_PARAM_BLD_free(bld);
    EVP_PKEY_CTX_free(ctx);
    return ok;
}

/* r || s as DER; 0 when BN cannot take it */
static size_t p1363_to_der(const uint8_t *sig, size_t L, uint8_t *out, size_t cap)
{
    ECDSA_SIG *s = ECDSA_SIG_new();
    BIGNUM *r = BN_bin2bn(sig, (int)L, NULL), *t = BN_bin2bn(sig + L, (int)L, NULL);
    unsigned char *p = out;
    int n = 0;
    if (s != NULL && r != NULL && t != NULL && ECDSA_SIG_set0(s, r, t) == 1) {
        r = t = NULL;
        if (i2d_ECDSA_SIG(s, NULL) <= (int)cap)
            n = i2d_ECDSA_SIG(s, &p);
    }
    BN_free(r);
    BN_free(t);
    ECDSA_SIG_free(s);
    return n > 0 ? (size_t)n : 0;
}
#endif

static int any_rng(void *state, uint8_t *out, size_t len)
{
    (void)state;
    memset(out, 0x5c, len);
    return CAIRN_OK;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static cairn_ec_private_key keys[6];
    static int ready;
    uint8_t sig[CAIRN_EC_MAX_SIG_LEN + 2], pt[CAIRN_EC_MAX_POINT_LEN];
    const uint8_t *dg, *sp;
    cairn_ec_public_key pk;
    fuzz_in fi;
    size_t L, dlen, siglen, ptlen, n;
    cairn_ecdsa_format fmt;
    unsigned mode;
    int ci, rc;

    if (size < 2)
        return 0;
    if (!ready) {
        for (ci = 0; ci < 6; ci++)
            FUZZ_CHECK(cairn_ec_private_key_generate(&keys[ci], curves[ci], any_rng, NULL) ==
                           (on[ci] ? CAIRN_OK : CAIRN_ERR_UNSUPPORTED),
                       "built-in key");
        ready = 1;
    }
    mode = data[0];
    ci = (int)((mode & 3u) % 3u) + ((mode & 0x20) ? 3 : 0);
    if (!on[ci])
        return 0;
    fmt = (mode & 4) ? CAIRN_ECDSA_P1363 : CAIRN_ECDSA_DER;
    L = cairn_ec_curve_bytes(curves[ci]);
    fi.p = data + 2;
    fi.n = size - 2;
    if (mode & 0x10) {
        size_t made;
        FUZZ_CHECK(cairn_ec_public_key_from_private(&pk, &keys[ci]) == CAIRN_OK, "public key");
        dg = fuzz_bytes(&fi, data[1], &dlen);
        if (dlen == 0)
            return 0;
        if (dlen > 128)
            dlen = 128;
        rc = cairn_ecdsa_sign_digest(&keys[ci], &cairn_hash_sha256, fmt, dg, dlen, sig, sizeof sig, &made, NULL, NULL);
        FUZZ_CHECK(rc == CAIRN_OK, "sign");
        FUZZ_CHECK(cairn_ecdsa_verify_digest(&pk, fmt, dg, dlen, sig, made) == CAIRN_OK, "cairn's signature verifies");
        siglen = fuzz_cut_edit(&fi, sig, made);
        sp = sig;
    } else {
        const uint8_t *pp = fuzz_bytes(&fi, (mode & 8) ? 1 + L : 1 + 2 * L, &n);
        rc = cairn_ec_public_key_import(&pk, curves[ci], pp, n);
        FUZZ_CHECK(rc == CAIRN_OK || rc == CAIRN_ERR_INVALID_POINT, "point import status");
        if (rc != CAIRN_OK)
            return 0;
        dg = fuzz_bytes(&fi, data[1], &dlen);
        sp = fuzz_bytes(&fi, fi.n, &siglen);
    }

    rc = cairn_ecdsa_verify_digest(&pk, fmt, dg, dlen, sp, siglen);
    if (dlen == 0 || dlen > 128) {
        FUZZ_CHECK(rc == CAIRN_ERR_BAD_LENGTH, "digest length refused");
        return 0;
    }
    FUZZ_CHECK(rc == CAIRN_OK || rc == CAIRN_ERR_BAD_SIGNATURE, "a documented status");
#ifdef CAIRN_FUZZ_OPENSSL
    FUZZ_CHECK(cairn_ec_public_key_export(&pk, 0, pt, sizeof pt, &ptlen) == CAIRN_OK, "export");
    if (fmt == CAIRN_ECDSA_DER) {
        FUZZ_CHECK((rc == CAIRN_OK) == ossl_verify(ci, pt, ptlen, dg, dlen, sp, siglen), "the verdict is OpenSSL's");
    } else if (siglen == 2 * L) {
        uint8_t der[CAIRN_EC_MAX_SIG_DER + 8];
        size_t dn = p1363_to_der(sp, L, der, sizeof der);
        FUZZ_CHECK(dn > 0, "P1363 to DER");
        FUZZ_CHECK((rc == CAIRN_OK) == ossl_verify(ci, pt, ptlen, dg, dlen, der, dn), "the P1363 verdict is OpenSSL's");
    } else {
        FUZZ_CHECK(rc == CAIRN_ERR_BAD_SIGNATURE, "P1363 of another length refused");
    }
#else
    (void)pt;
    (void)ptlen;
#endif
    return 0;
}
