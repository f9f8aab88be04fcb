/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * HKDF and PBKDF2 parameter edges: output lengths around 255 x HashLen and
 * block boundaries, empty salt/IKM/info/password, PRK shorter than HashLen,
 * iteration counts 0..16 (capped so a run stays fast). Extract+expand equals
 * the one-call HKDF, a shorter output is a prefix of a longer one, and both
 * equal OpenSSL.
 * Input: [hash index][mode][outlen: 2 bytes][iterations][salt length][ikm length][info length][bytes...].
 */
#include "fuzz.h"
#ifdef CAIRN_FUZZ_OPENSSL
#include <openssl/core_names.h>
#include <openssl/kdf.h>
#endif

#define MAXOUT (255 * 64 + 8)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static uint8_t out[MAXOUT], out2[MAXOUT];
    fuzz_in in = {data, size};
    const cairn_hash *h;
    uint8_t mode;
    size_t outlen, d;
    uint32_t iter;
    size_t saltw, ikmw, infow;
    size_t saltlen, ikmlen, infolen;
    const uint8_t *salt, *ikm, *info;
    int hmac_ok;
    int rc;

    if (fuzz_nhash() == 0)
        return 0;
    h = cairn_hash_at(fuzz_u8(&in) % fuzz_nhash());
    mode = fuzz_u8(&in);
    outlen = fuzz_u16(&in);
    d = h->digest_len;
    iter = fuzz_u8(&in) % 17;
    saltw = fuzz_u8(&in);
    ikmw = fuzz_u8(&in);
    infow = fuzz_u8(&in);
    salt = fuzz_bytes(&in, saltw, &saltlen);
    ikm = fuzz_bytes(&in, ikmw, &ikmlen);
    info = fuzz_bytes(&in, infow, &infolen);
    hmac_ok = !(h->flags & CAIRN_HASH_FLAG_XOF) && h->block_len >= h->digest_len;

    if (mode & 1) {
        /* HKDF; outlen near the limit when mode & 2 */
        if ((mode & 0x32) == 0x32) /* one HKDF input in eight: the 255 x HashLen edge */
            outlen = 255 * d - 2 + outlen % 5;
        outlen %= (mode & 0x32) == 0x32 ? MAXOUT : 1100;
        rc = cairn_hkdf(h, out, outlen, salt, saltlen, ikm, ikmlen, info, infolen);
        if (!hmac_ok) {
            FUZZ_CHECK(rc == CAIRN_ERR_UNSUPPORTED, "hkdf needs HMAC");
            return 0;
        }
        if (outlen > 255 * d) {
            FUZZ_CHECK(rc == CAIRN_ERR_BAD_LENGTH, "hkdf above 255 x HashLen");
            return 0;
        }
        FUZZ_CHECK(rc == CAIRN_OK, "hkdf");
        {
            uint8_t prk[64];
            size_t prklen = (mode & 4) ? ikmlen % (d + 1) : d;
            FUZZ_CHECK(cairn_hkdf_extract(h, prk, salt, saltlen, ikm, ikmlen) == CAIRN_OK, "extract");
            rc = cairn_hkdf_expand(h, out2, outlen, prk, d, info, infolen);
            FUZZ_CHECK(rc == CAIRN_OK && memcmp(out, out2, outlen) == 0, "extract + expand == hkdf");
            rc = cairn_hkdf_expand(h, out2, outlen / 2, prk, d, info, infolen);
            FUZZ_CHECK(rc == CAIRN_OK && memcmp(out, out2, outlen / 2) == 0, "shorter output is a prefix");
            rc = cairn_hkdf_expand(h, out2, outlen, prk, prklen, info, infolen);
            FUZZ_CHECK(rc == (prklen < d ? CAIRN_ERR_BAD_LENGTH : CAIRN_OK), "PRK shorter than HashLen");
        }
#ifdef CAIRN_FUZZ_OPENSSL
        {
            const char *name = fuzz_ossl_name(h);
            static EVP_KDF *kdf;
            EVP_KDF_CTX *kc;
            if (kdf == NULL)
                kdf = EVP_KDF_fetch(NULL, "HKDF", NULL);
            kc = kdf ? EVP_KDF_CTX_new(kdf) : NULL;
            if (name != NULL && kc != NULL && outlen > 0) {
                OSSL_PARAM p[5], *q = p;
                static uint8_t empty[1];
                *q++ = OSSL_PARAM_construct_utf8_string(OSSL_KDF_PARAM_DIGEST, (char *)(uintptr_t)name, 0);
                *q++ = OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_KEY, ikmlen ? (void *)(uintptr_t)ikm : empty, ikmlen);
                if (saltlen)
                    *q++ = OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_SALT, (void *)(uintptr_t)salt, saltlen);
                if (infolen)
                    *q++ = OSSL_PARAM_construct_octet_string(OSSL_KDF_PARAM_INFO, (void *)(uintptr_t)info, infolen);
                *q = OSSL_PARAM_construct_end();
                if (EVP_KDF_derive(kc, out2, outlen, p) == 1)
                    FUZZ_CHECK(memcmp(out, out2, outlen) == 0, "cairn HKDF == OpenSSL");
            }
            EVP_KDF_CTX_free(kc);
        }
#endif
    } else {
        /* PBKDF2: ikm is the password; outlen up to 3 blocks + a few bytes */
        outlen %= 3 * 64 + 9;
        rc = cairn_pbkdf2(h, out, outlen, ikm, ikmlen, salt, saltlen, iter);
        if (iter == 0) {
            FUZZ_CHECK(rc == CAIRN_ERR_BAD_ARG, "pbkdf2 iterations 0");
            return 0;
        }
        if (!hmac_ok) {
            FUZZ_CHECK(rc == CAIRN_ERR_UNSUPPORTED, "pbkdf2 needs HMAC");
            return 0;
        }
        if (outlen == 0) {
            FUZZ_CHECK(rc == CAIRN_ERR_BAD_LENGTH, "pbkdf2 outlen 0");
            return 0;
        }
        FUZZ_CHECK(rc == CAIRN_OK, "pbkdf2");
        FUZZ_CHECK(cairn_pbkdf2(h, out2, (outlen + 1) / 2, ikm, ikmlen, salt, saltlen, iter) == CAIRN_OK &&
                       memcmp(out, out2, (outlen + 1) / 2) == 0,
                   "shorter output is a prefix");
#ifdef CAIRN_FUZZ_OPENSSL
        {
            EVP_MD *md = fuzz_ossl_md(h);
            if (md != NULL) {
                static const char nopw[1] = {0};
                if (PKCS5_PBKDF2_HMAC(ikmlen ? (const char *)ikm : nopw, (int)ikmlen, salt, (int)saltlen, (int)iter, md,
                                      (int)outlen, out2) == 1)
                    FUZZ_CHECK(memcmp(out, out2, outlen) == 0, "cairn PBKDF2 == OpenSSL");
                }
        }
#endif
    }
    return 0;
}
