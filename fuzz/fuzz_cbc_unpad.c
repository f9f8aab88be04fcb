/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * CBC with PKCS#7 decryption of arbitrary key, IV and ciphertext, for every
 * cipher and every implementation this CPU runs: never crashes; a failure is
 * CAIRN_ERR_BAD_PADDING (or BAD_LENGTH for a partial block) with outlen 0 and
 * out wiped; a success has 1..block padding bytes and agrees with raw CBC
 * decryption + cairn_pkcs7_unpad, and with OpenSSL's EVP on accept/reject and
 * plaintext.
 * Input: [cipher index][implementation index, bit 7: two-key 3DES][IV: 16][key: 32][ciphertext...].
 */
#include "fuzz.h"
#ifdef CAIRN_FUZZ_OPENSSL
#include <openssl/evp.h>
#endif

#define MAXCT 4096

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#ifdef CAIRN_FUZZ_OPENSSL
static void ossl_name(char *out, size_t cap, const cairn_block_cipher *c, size_t keylen)
{
    if (c->block_len == 8)
        snprintf(out, cap, "des-ede%s-cbc", keylen == 24 ? "3" : "");
    else if (strcmp(c->name, "SM4") == 0)
        snprintf(out, cap, "sm4-cbc");
    else
        snprintf(out, cap, "aes-%u-cbc", (unsigned)c->key_len * 8);
}
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static uint8_t out[MAXCT + 32], raw[MAXCT + 32];
    fuzz_in in = {data, size};
    size_t nc = 0, ni = 0, i, B, keylen, ivlen, klen, ctlen, outlen = 12345, dl = 12345;
    const cairn_block_cipher *c;
    const cairn_block_impl *avail[16], *im = NULL;
    uint8_t csel = fuzz_u8(&in), isel = fuzz_u8(&in), iv[16], key[32];
    const uint8_t *p, *ct;
    cairn_cipher_ctx ctx;
    int rc, rc2;

    while (cairn_block_cipher_at(nc) != NULL)
        nc++;
    if (nc == 0)
        return 0;
    c = cairn_block_cipher_at(csel % nc);
    for (i = 0; c->impls[i] != NULL && ni < 16; i++)
        if (cairn_impl_usable(c->impls[i]))
            avail[ni++] = (const cairn_block_impl *)c->impls[i];
    FUZZ_CHECK(ni > 0, "a software implementation always exists");
    im = avail[(isel & 0x7f) % ni];
    B = c->block_len;
    keylen = (B == 8 && (isel & 0x80)) ? CAIRN_DES3_KEY2_LEN : c->key_len;
    memset(iv, 0, sizeof iv);
    memset(key, 0, sizeof key);
    p = fuzz_bytes(&in, 16, &ivlen);
    memcpy(iv, p, ivlen);
    p = fuzz_bytes(&in, 32, &klen);
    memcpy(key, p, klen);
    ct = fuzz_bytes(&in, MAXCT, &ctlen);

    FUZZ_CHECK(cairn_cipher_init_ex(&ctx, c, &im->base, key, keylen) == CAIRN_OK, "init_ex");
    memset(out, 0xa5, sizeof out);
    rc = cairn_cbc_decrypt_pkcs7(&ctx, iv, out, sizeof out, &outlen, ct, ctlen);
    if (ctlen == 0 || (ctlen & (B - 1)) != 0) {
        FUZZ_CHECK(rc == CAIRN_ERR_BAD_LENGTH && outlen == 0, "partial block: BAD_LENGTH");
        cairn_cipher_wipe(&ctx);
        return 0;
    }
    /* the same through raw CBC and the stand-alone unpadding */
    {
        uint8_t v[16];
        memcpy(v, iv, B);
        FUZZ_CHECK(cairn_cbc_decrypt(&ctx, v, raw, ct, ctlen) == CAIRN_OK, "raw cbc");
        rc2 = cairn_pkcs7_unpad(raw, ctlen, B, &dl);
    }
    FUZZ_CHECK(rc == rc2, "cbc_decrypt_pkcs7 and pkcs7_unpad agree");
    if (rc == CAIRN_OK) {
        FUZZ_CHECK(outlen == dl && outlen < ctlen && ctlen - outlen <= B, "padding of 1..block bytes");
        FUZZ_CHECK(memcmp(out, raw, outlen) == 0, "plaintext");
        for (i = outlen; i < ctlen - 1; i++)
            FUZZ_CHECK(out[i] == 0, "bytes past the plaintext zeroed");
    } else {
        FUZZ_CHECK(rc == CAIRN_ERR_BAD_PADDING && outlen == 0 && dl == 0, "one status for bad padding");
        for (i = 0; i < ctlen - 1; i++)
            FUZZ_CHECK(out[i] == 0, "out wiped on bad padding");
    }
    FUZZ_CHECK(out[ctlen - 1] == 0xa5 || ctlen - 1 >= sizeof out, "nothing written past len - 1");
#ifdef CAIRN_FUZZ_OPENSSL
    {
        char name[32];
        EVP_CIPHER *e;
        EVP_CIPHER_CTX *x = EVP_CIPHER_CTX_new();
        int l1 = 0, l2 = 0, ok;
        ossl_name(name, sizeof name, c, keylen);
        e = EVP_CIPHER_fetch(NULL, name, NULL);
        if (e != NULL && x != NULL) {
            ok = EVP_DecryptInit_ex2(x, e, key, iv, NULL) == 1 && EVP_DecryptUpdate(x, raw, &l1, ct, (int)ctlen) == 1 &&
                 EVP_DecryptFinal_ex(x, raw + l1, &l2) == 1;
            FUZZ_CHECK(ok == (rc == CAIRN_OK), "accept/reject as OpenSSL");
            if (ok)
                FUZZ_CHECK((size_t)(l1 + l2) == outlen && memcmp(raw, out, outlen) == 0, "plaintext as OpenSSL");
        }
        EVP_CIPHER_free(e);
        EVP_CIPHER_CTX_free(x);
    }
#endif
    cairn_cipher_wipe(&ctx);
    return 0;
}
