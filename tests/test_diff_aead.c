/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Differential tests of the AEADs against OpenSSL's libcrypto EVP: AES-128/
 * 192/256-GCM (96-bit and other IV lengths from 1 to 64 bytes, every tag
 * length SP 800-38D allows), AES-128/192/256-CCM (nonces 7..13, even tags
 * 4..16; EVP needs the message length before the AAD), ChaCha20-Poly1305,
 * and SM4-GCM/SM4-CCM where this OpenSSL has them; for every cairn
 * implementation this CPU runs (through cairn_aead_init_ex). Random keys,
 * nonces, AAD (0..2000 bytes) and messages (0..64 KiB), both directions:
 * cairn's ciphertext and tag equal OpenSSL's, each decrypts the other's
 * output; a tampered tag, ciphertext or AAD is rejected by both, with
 * cairn's output wiped. Seeded and reproducible: CAIRN_TEST_SEED replays a run.
 */
#include <stdlib.h>
#include <string.h>

#include <openssl/evp.h>

#include "cairn/aead.h"
#include "testutil.h"

#define MAX_MSG 65536
#define MAX_AAD 2000
#define N_MSGS 40

enum { K_GCM, K_CCM, K_CHACHA };

/* One whole message through EVP. Returns 1 on success (decryption: the tag
 * verified), 0 otherwise. */
static int ossl_aead(EVP_CIPHER *e, int kind, int enc, const uint8_t *key, const uint8_t *nonce, size_t nl,
                     const uint8_t *aad, size_t al, const uint8_t *in, size_t len, uint8_t *out, uint8_t *tag,
                     size_t tl)
{
    EVP_CIPHER_CTX *c = EVP_CIPHER_CTX_new();
    int ok, n = 0, n2 = 0;

    ok = c != NULL && EVP_CipherInit_ex2(c, e, NULL, NULL, enc, NULL) == 1;
    ok = ok && EVP_CIPHER_CTX_ctrl(c, EVP_CTRL_AEAD_SET_IVLEN, (int)nl, NULL) == 1;
    /* CCM: the tag length (and, to decrypt, the tag) before the key; GCM/ChaCha: the tag before final */
    if (kind == K_CCM)
        ok = ok && EVP_CIPHER_CTX_ctrl(c, EVP_CTRL_AEAD_SET_TAG, (int)tl, enc ? NULL : tag) == 1;
    ok = ok && EVP_CipherInit_ex2(c, NULL, key, nonce, enc, NULL) == 1;
    if (kind != K_CCM && !enc)
        ok = ok && EVP_CIPHER_CTX_ctrl(c, EVP_CTRL_AEAD_SET_TAG, (int)tl, tag) == 1;
    if (kind == K_CCM) /* CCM: the length first */
        ok = ok && EVP_CipherUpdate(c, NULL, &n, NULL, (int)len) == 1;
    if (al > 0)
        ok = ok && EVP_CipherUpdate(c, NULL, &n, aad, (int)al) == 1;
    ok = ok && EVP_CipherUpdate(c, out, &n, in, (int)len) == 1; /* CCM decryption verifies here */
    if (!(kind == K_CCM && !enc))
        ok = ok && EVP_CipherFinal_ex(c, out + n, &n2) == 1;
    if (enc)
        ok = ok && EVP_CIPHER_CTX_ctrl(c, EVP_CTRL_AEAD_GET_TAG, (int)tl, tag) == 1;
    EVP_CIPHER_CTX_free(c);
    return ok;
}

static size_t pick_len(tu_prng *r, int i)
{
    static const size_t fixed[] = {0, 1, 15, 16, 17, 64, 255, 256, 4096, MAX_MSG};
    if (i < (int)(sizeof fixed / sizeof fixed[0]))
        return fixed[i];
    if (i % 4 == 0)
        return (size_t)tu_prng_below(r, MAX_MSG + 1);
    return (size_t)tu_prng_below(r, 1100);
}

static size_t pick_nonce(tu_prng *r, int kind, int i)
{
    static const size_t gcm[] = {12, 12, 12, 1, 8, 16, 13, 60, 64};
    if (kind == K_CHACHA)
        return 12;
    if (kind == K_CCM)
        return 7 + (size_t)tu_prng_below(r, 7);
    if (i < (int)(sizeof gcm / sizeof gcm[0]))
        return gcm[i];
    return i & 1 ? 12 : 1 + (size_t)tu_prng_below(r, 64);
}

static size_t pick_tag(tu_prng *r, int kind)
{
    static const size_t gcm[] = {16, 16, 16, 15, 14, 13, 12, 8, 4};
    if (kind == K_CHACHA)
        return 16;
    if (kind == K_CCM)
        return 4 + 2 * (size_t)tu_prng_below(r, 7);
    return gcm[tu_prng_below(r, sizeof gcm / sizeof gcm[0])];
}

int main(void)
{
    /* the table's AEADs with an OpenSSL name (src/core/algorithms.def); the
     * kind from that name */
    static const struct {
        const char *cairn, *ossl;
    } algs[] = {
#define CAIRN_ALG_AEAD(sym, name, row, ossl, size) {name, ossl},
#include "core/algorithms.def"
        {NULL, NULL}};
    static uint8_t in[MAX_MSG], ref[MAX_MSG + 16], got[MAX_MSG + 16], back[MAX_MSG + 16], aad[MAX_AAD];
    tu_prng r;
    size_t ai, impl;
    unsigned long combos = 0, nbuilt = 0;

    tu_prng_seed(&r, tu_seed(20261130));
    for (ai = 0; algs[ai].cairn != NULL; ai++) {
        const cairn_aead *a = NULL;
        EVP_CIPHER *e;
        int kind;
        char msg[128];

        if (algs[ai].ossl == NULL)
            continue; /* OpenSSL has no such AEAD */
        kind = strstr(algs[ai].ossl, "CCM") != NULL ? K_CCM : strstr(algs[ai].ossl, "GCM") != NULL ? K_GCM : K_CHACHA;

        if (cairn_aead_lookup(&a, algs[ai].cairn) != CAIRN_OK) {
            snprintf(msg, sizeof msg, "%s not in this build", algs[ai].cairn);
            tu_skip(msg);
            continue;
        }
        nbuilt++;
        e = EVP_CIPHER_fetch(NULL, algs[ai].ossl, NULL);
        if (e == NULL) {
            snprintf(msg, sizeof msg, "this OpenSSL (%s) lacks %s: nothing to compare", OPENSSL_VERSION_TEXT,
                     algs[ai].ossl);
            tu_skip(msg);
            printf("%-18s skipped: this OpenSSL has no %s\n", algs[ai].cairn, algs[ai].ossl);
            continue;
        }
        for (impl = 0; tu_aead_pair_name(a, impl) != NULL; impl++) {
            unsigned long before = tu_failures, nrej = 0;
            int i;
            if (!tu_aead_pair_usable(a, impl)) {
                snprintf(msg, sizeof msg, "%s implementation %s: not on this CPU", a->name, tu_aead_pair_name(a, impl));
                tu_skip(msg);
                continue;
            }
            combos++;
            for (i = 0; i < N_MSGS; i++) {
                uint8_t key[32], nonce[64], tref[16], tgot[16];
                size_t len = pick_len(&r, i), nl = pick_nonce(&r, kind, i), tl = pick_tag(&r, kind),
                       al = (size_t)tu_prng_below(&r, i % 5 == 4 ? MAX_AAD + 1 : 301), pos;
                cairn_aead_ctx ctx;
                char what[200];
                int rc, ok;
                uint8_t flip;

                if (kind == K_CCM && nl >= 13 && len > 65535)
                    len = 65535; /* L = 2 bytes of length */
                tu_prng_fill(&r, key, sizeof key);
                tu_prng_fill(&r, nonce, sizeof nonce);
                tu_prng_fill(&r, aad, al);
                tu_prng_fill(&r, in, len);
                snprintf(what, sizeof what, "%s [%s] len %zu aad %zu nonce %zu tag %zu", a->name,
                         tu_aead_pair_name(a, impl), len, al, nl, tl);
                if (!CHECK_RC(tu_aead_init_pair(&ctx, a, impl, key, a->key_len), CAIRN_OK, what))
                    continue;
                /* encryption: same ciphertext and tag */
                CHECK(ossl_aead(e, kind, 1, key, nonce, nl, aad, al, in, len, ref, tref, tl), "%s: OpenSSL encrypt",
                      what);
                CHECK_RC(cairn_aead_encrypt(&ctx, got, tgot, tl, nonce, nl, aad, al, in, len), CAIRN_OK, what);
                CHECK_MEM(got, ref, len, what);
                CHECK_MEM(tgot, tref, tl, what);
                /* each decrypts the other's output */
                CHECK(ossl_aead(e, kind, 0, key, nonce, nl, aad, al, got, len, back, tgot, tl) &&
                          memcmp(back, in, len) == 0,
                      "%s: OpenSSL decrypts cairn's output", what);
                CHECK_RC(cairn_aead_decrypt(&ctx, back, tref, tl, nonce, nl, aad, al, ref, len), CAIRN_OK, what);
                CHECK_MEM(back, in, len, what);
                /* tampering: a tag bit, a ciphertext bit, an AAD bit */
                pos = (size_t)tu_prng_below(&r, tl);
                flip = (uint8_t)(1u << tu_prng_below(&r, 8));
                tref[pos] ^= flip;
                ok = ossl_aead(e, kind, 0, key, nonce, nl, aad, al, ref, len, back, tref, tl);
                memset(back, 0xee, len);
                rc = cairn_aead_decrypt(&ctx, back, tref, tl, nonce, nl, aad, al, ref, len);
                CHECK(!ok && rc == CAIRN_ERR_AUTH, "%s: tampered tag rejected (OpenSSL %d, cairn %s)", what, ok,
                      cairn_strerror(rc));
                CHECK(tu_all_zero(back, len), "%s: output wiped", what);
                tref[pos] ^= flip;
                nrej++;
                if (len > 0) {
                    pos = (size_t)tu_prng_below(&r, len);
                    ref[pos] ^= 0x04;
                    ok = ossl_aead(e, kind, 0, key, nonce, nl, aad, al, ref, len, back, tref, tl);
                    memset(back, 0xee, len);
                    rc = cairn_aead_decrypt(&ctx, back, tref, tl, nonce, nl, aad, al, ref, len);
                    CHECK(!ok && rc == CAIRN_ERR_AUTH, "%s: tampered ciphertext rejected (OpenSSL %d, cairn %s)",
                          what, ok, cairn_strerror(rc));
                    CHECK(tu_all_zero(back, len), "%s: output wiped", what);
                    ref[pos] ^= 0x04;
                    nrej++;
                }
                if (al > 0) {
                    pos = (size_t)tu_prng_below(&r, al);
                    aad[pos] ^= 0x80;
                    ok = ossl_aead(e, kind, 0, key, nonce, nl, aad, al, ref, len, back, tref, tl);
                    rc = cairn_aead_decrypt(&ctx, back, tref, tl, nonce, nl, aad, al, ref, len);
                    CHECK(!ok && rc == CAIRN_ERR_AUTH, "%s: tampered AAD rejected (OpenSSL %d, cairn %s)", what, ok,
                          cairn_strerror(rc));
                    aad[pos] ^= 0x80;
                    nrej++;
                }
                /* untouched again: both accept */
                CHECK(ossl_aead(e, kind, 0, key, nonce, nl, aad, al, ref, len, back, tref, tl),
                      "%s: OpenSSL accepts the restored message", what);
                cairn_aead_wipe(&ctx);
            }
            printf("%-18s %-14s vs %-20s %s (%d messages, %lu tampered)\n", a->name, tu_aead_pair_name(a, impl),
                   algs[ai].ossl, tu_failures == before ? "ok" : "FAILED", N_MSGS, nrej);
        }
        EVP_CIPHER_free(e);
    }
    if (nbuilt == 0)
        tu_skip("no AEAD OpenSSL has in this build");
    else
        CHECK(combos > 0, "some AEAD compared");
    return tu_finish("test_diff_aead");
}
