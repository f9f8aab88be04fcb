/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Differential tests of the block ciphers and modes against OpenSSL's
 * libcrypto EVP: every cipher x mode OpenSSL has (AES-128/192/256 ECB, CBC,
 * CTR, CFB-128, OFB; three-key and two-key 3DES ECB, CBC, CFB-64, OFB; SM4
 * ECB, CBC, CTR, CFB, OFB; plus CBC with PKCS#7 padding; AES-128/256 XTS,
 * and SM4 XTS when OpenSSL has it) on random keys,
 * IVs and data of 0..64 KiB, both directions, for every cairn
 * implementation this CPU runs; cairn is fed in random pieces for the
 * stream modes. Seeded and reproducible: CAIRN_TEST_SEED replays a run.
 */
#include <stdlib.h>
#include <string.h>

#include <openssl/evp.h>

#include "cairn/cipher.h"
#include "testutil.h"

#define MAX_MSG 65536
#define N_MSGS 14

enum { M_ECB, M_CBC, M_CTR, M_CFB, M_OFB, M_PKCS7, M_COUNT };
static const char *const mode_names[M_COUNT] = {"ecb", "cbc", "ctr", "cfb", "ofb", "cbc"};

/* OpenSSL's name for cairn's cipher (keylen picks one- or three-key 3DES). */
static void ossl_name(char *out, size_t cap, const cairn_block_cipher *c, size_t keylen, int mode)
{
    if (c->block_len == 8)
        snprintf(out, cap, "des-ede%s-%s", keylen == 24 ? "3" : "", mode_names[mode]);
    else if (strcmp(c->name, "SM4") == 0)
        snprintf(out, cap, "sm4-%s", mode_names[mode]);
    else
        snprintf(out, cap, "aes-%u-%s", (unsigned)c->key_len * 8, mode_names[mode]);
}

static int ossl_run(EVP_CIPHER *e, int enc, int pad, const uint8_t *key, const uint8_t *iv, uint8_t *out,
                    size_t *outlen, const uint8_t *in, size_t len)
{
    EVP_CIPHER_CTX *c = EVP_CIPHER_CTX_new();
    int l1 = 0, l2 = 0, ok;
    ok = c != NULL && EVP_CipherInit_ex2(c, e, key, iv, enc, NULL) == 1 && EVP_CIPHER_CTX_set_padding(c, pad) == 1;
    ok = ok && EVP_CipherUpdate(c, out, &l1, in, (int)len) == 1;
    ok = ok && EVP_CipherFinal_ex(c, out + l1, &l2) == 1;
    EVP_CIPHER_CTX_free(c);
    *outlen = (size_t)l1 + (size_t)l2;
    return ok;
}

static size_t rand_piece(tu_prng *r, size_t left)
{
    if (left == 0)
        return 0;
    switch (tu_prng_below(r, 4)) {
    case 0:
        return (size_t)tu_prng_below(r, 17 < left + 1 ? 17 : left + 1);
    case 1:
        return (size_t)tu_prng_below(r, left + 1);
    default:
        return (size_t)tu_prng_below(r, (left < 300 ? left : 300) + 1);
    }
}

/* cairn in random pieces (stream modes) or in one call. */
static int cairn_run(const cairn_cipher_ctx *ctx, int mode, int enc, const uint8_t *iv0, uint8_t *out,
                     const uint8_t *in, size_t len, tu_prng *r)
{
    uint8_t iv[16], stream[16];
    size_t num = 0, pos = 0, B = ctx->cipher->block_len;
    int rc = CAIRN_OK;

    memcpy(iv, iv0, B);
    if (mode == M_ECB)
        return enc ? cairn_ecb_encrypt(ctx, out, in, len) : cairn_ecb_decrypt(ctx, out, in, len);
    if (mode == M_CBC)
        return enc ? cairn_cbc_encrypt(ctx, iv, out, in, len) : cairn_cbc_decrypt(ctx, iv, out, in, len);
    while (rc == CAIRN_OK && pos < len) {
        size_t p = rand_piece(r, len - pos);
        if (mode == M_CTR)
            rc = cairn_ctr_xor(ctx, iv, stream, &num, out + pos, in + pos, p);
        else if (mode == M_CFB)
            rc = enc ? cairn_cfb_encrypt(ctx, iv, &num, out + pos, in + pos, p)
                     : cairn_cfb_decrypt(ctx, iv, &num, out + pos, in + pos, p);
        else
            rc = cairn_ofb_xor(ctx, iv, &num, out + pos, in + pos, p);
        pos += p;
    }
    return rc;
}

static size_t pick_len(tu_prng *r, int i, size_t B)
{
    static const size_t fixed[] = {0, 1, 15, 16, 17, 4096, MAX_MSG};
    size_t l;
    if (i < (int)(sizeof fixed / sizeof fixed[0]))
        l = fixed[i];
    else if (i % 4 == 0)
        l = (size_t)tu_prng_below(r, MAX_MSG + 1);
    else
        l = (size_t)tu_prng_below(r, 700);
    (void)B;
    return l;
}

/* XTS against OpenSSL's aes-128-xts / aes-256-xts (and sm4-xts where this
 * OpenSSL has it): Key1 || Key2 as OpenSSL's key, the tweak as its IV; one
 * data unit of 16..64 KiB (non-multiples of 16 included: ciphertext
 * stealing), both directions, for every cairn implementation. */
static void test_xts(tu_prng *r, uint8_t *in, uint8_t *ref, uint8_t *got)
{
    static const char *const names[][2] = {{"AES-128", "aes-128-xts"}, {"AES-256", "aes-256-xts"}, {"SM4", "sm4-xts"}};
    size_t k, j;
    for (k = 0; k < sizeof names / sizeof names[0]; k++) {
        const cairn_block_cipher *c = NULL;
        EVP_CIPHER *e;
        size_t ci;
        for (ci = 0; cairn_block_cipher_at(ci) != NULL; ci++)
            if (strcmp(cairn_block_cipher_at(ci)->name, names[k][0]) == 0)
                c = cairn_block_cipher_at(ci);
        e = EVP_CIPHER_fetch(NULL, names[k][1], NULL);
        if (c == NULL || e == NULL) {
            char what[80];
            snprintf(what, sizeof what, "%s: %s", names[k][1], c == NULL ? "not in this build" : "OpenSSL lacks it");
            tu_skip(what);
            EVP_CIPHER_free(e);
            continue;
        }
        for (j = 0; c->impls[j] != NULL; j++) {
            const cairn_block_impl *im = (const cairn_block_impl *)c->impls[j];
            unsigned long before = tu_failures;
            int i;
            if (!cairn_impl_usable(&im->base))
                continue;
            for (i = 0; i < N_MSGS; i++) {
                uint8_t key[64], tw[16];
                size_t kl = c->key_len, len, olen = 0;
                cairn_cipher_ctx k1, k2;
                int enc;
                char what[160];
                len = i < 3 ? (size_t)(16 + 17 * i) : 16 + (size_t)tu_prng_below(r, i % 3 ? 2000 : MAX_MSG - 16 + 1);
                if (i == 3)
                    len = MAX_MSG;
                tu_prng_fill(r, key, 2 * kl);
                tu_prng_fill(r, tw, sizeof tw);
                tu_prng_fill(r, in, len);
                snprintf(what, sizeof what, "%s [%s] XTS len %u", c->name, im->base.name, (unsigned)len);
                if (!CHECK_RC(cairn_cipher_init_ex(&k1, c, &im->base, key, kl), CAIRN_OK, what) ||
                    !CHECK_RC(cairn_cipher_init_ex(&k2, c, &im->base, key + kl, kl), CAIRN_OK, what))
                    continue;
                for (enc = 0; enc < 2; enc++) {
                    CHECK(ossl_run(e, enc, 0, key, tw, ref, &olen, in, len) && olen == len, "%s: OpenSSL", what);
                    CHECK_RC(enc ? cairn_xts_encrypt(&k1, &k2, tw, got, in, len)
                                 : cairn_xts_decrypt(&k1, &k2, tw, got, in, len),
                             CAIRN_OK, what);
                    CHECK_MEM(got, ref, len, what);
                }
                cairn_cipher_wipe(&k1);
                cairn_cipher_wipe(&k2);
            }
            printf("%-8s %-14s %-12s%-7s %s\n", c->name, im->base.name, names[k][1], "", tu_failures == before ? "ok" : "FAILED");
        }
        EVP_CIPHER_free(e);
    }
}

int main(void)
{
    static uint8_t in[MAX_MSG + 32], ref[MAX_MSG + 64], got[MAX_MSG + 64];
    tu_prng r;
    const cairn_block_cipher *c;
    size_t ci, j;
    unsigned long combos = 0;

    tu_prng_seed(&r, tu_seed(20260502));
    for (ci = 0; (c = cairn_block_cipher_at(ci)) != NULL; ci++) {
        size_t B = c->block_len;
        for (j = 0; c->impls[j] != NULL; j++) {
            const cairn_block_impl *im = (const cairn_block_impl *)c->impls[j];
            int mode, keyform;
            if (!cairn_impl_usable(&im->base)) {
                char msg[96];
                snprintf(msg, sizeof msg, "%s implementation %u: not on this CPU", c->name, (unsigned)j);
                tu_skip(msg);
                continue;
            }
            for (keyform = 0; keyform < (B == 8 ? 2 : 1); keyform++) {
                size_t keylen = keyform ? CAIRN_DES3_KEY2_LEN : c->key_len;
                for (mode = 0; mode < M_COUNT; mode++) {
                    char name[40], what[160];
                    EVP_CIPHER *e;
                    unsigned long before = tu_failures;
                    int i;
                    ossl_name(name, sizeof name, c, keylen, mode);
                    e = EVP_CIPHER_fetch(NULL, name, NULL);
                    if (e == NULL) {
                        if (mode != M_CTR || B != 8) { /* OpenSSL has no 3DES-CTR: nothing to compare */
                            snprintf(what, sizeof what, "OpenSSL lacks %s", name);
                            tu_skip(what);
                        }
                        continue;
                    }
                    combos++;
                    for (i = 0; i < N_MSGS; i++) {
                        uint8_t key[32], iv[16];
                        size_t len = pick_len(&r, i, B), olen = 0, clen = 0;
                        cairn_cipher_ctx ctx;
                        int enc;
                        if (mode == M_ECB || mode == M_CBC)
                            len &= ~(B - 1);
                        tu_prng_fill(&r, key, keylen);
                        tu_prng_fill(&r, iv, sizeof iv);
                        tu_prng_fill(&r, in, len);
                        snprintf(what, sizeof what, "%s [%s] %s%s len %u", c->name, im->base.name, name,
                                 mode == M_PKCS7 ? "+pkcs7" : "", (unsigned)len);
                        if (!CHECK_RC(cairn_cipher_init_ex(&ctx, c, &im->base, key, keylen), CAIRN_OK, what))
                            continue;
                        if (mode == M_PKCS7) {
                            /* encrypt; then decrypt random data (usually bad padding): same verdict */
                            CHECK(ossl_run(e, 1, 1, key, iv, ref, &olen, in, len), "%s: OpenSSL", what);
                            CHECK_RC(cairn_cbc_encrypt_pkcs7(&ctx, iv, got, sizeof got, &clen, in, len), CAIRN_OK,
                                     what);
                            CHECK(clen == olen, "%s: length", what);
                            CHECK_MEM(got, ref, olen, what);
                            len = (len & ~(B - 1)) + B;
                            if (i & 1) { /* a valid ciphertext half the time */
                                CHECK(ossl_run(e, 1, 1, key, iv, got, &olen, in, len - B) && olen == len,
                                      "%s: OpenSSL", what);
                                memcpy(in, got, len);
                            } else {
                                tu_prng_fill(&r, in, len);
                            }
                            {
                                int ook = ossl_run(e, 0, 1, key, iv, ref, &olen, in, len);
                                int rc = cairn_cbc_decrypt_pkcs7(&ctx, iv, got, sizeof got, &clen, in, len);
                                CHECK(ook == (rc == CAIRN_OK), "%s: accept/reject agree (OpenSSL %d, cairn %s)", what,
                                      ook, cairn_strerror(rc));
                                CHECK(rc == CAIRN_OK || rc == CAIRN_ERR_BAD_PADDING, "%s: status", what);
                                if (ook && rc == CAIRN_OK) {
                                    CHECK(clen == olen, "%s: plaintext length", what);
                                    CHECK_MEM(got, ref, olen, what);
                                }
                            }
                        } else {
                            for (enc = 0; enc < 2; enc++) {
                                CHECK(ossl_run(e, enc, 0, key, iv, ref, &olen, in, len) && olen == len,
                                      "%s: OpenSSL", what);
                                CHECK_RC(cairn_run(&ctx, mode, enc, iv, got, in, len, &r), CAIRN_OK, what);
                                CHECK_MEM(got, ref, len, what);
                            }
                        }
                        cairn_cipher_wipe(&ctx);
                    }
                    EVP_CIPHER_free(e);
                    printf("%-8s %-14s %-12s%-7s %s\n", c->name, im->base.name, name, mode == M_PKCS7 ? "+pkcs7" : "",
                           tu_failures == before ? "ok" : "FAILED");
                }
            }
        }
    }
    if (ci == 0)
        tu_skip("no block cipher in this build");
    else
        CHECK(combos > 0, "some cipher x mode compared");
    test_xts(&r, in, ref, got);
    return tu_finish("test_diff_cipher");
}
