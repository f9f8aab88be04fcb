/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * AEAD decryption of arbitrary key, nonce, AAD, ciphertext and tag through
 * every cairn_aead descriptor and every pair of its parts' implementation
 * objects this CPU runs (through cairn_aead_init_ex): never crashes; the status is CAIRN_OK,
 * CAIRN_ERR_AUTH (output wiped, all zero) or CAIRN_ERR_BAD_LENGTH exactly
 * when the nonce or tag length breaks the descriptor's declared rule. A
 * success (a forgery, only plausible with a 4-byte tag) must be consistent:
 * encrypting the plaintext gives back the ciphertext and the tag. Then the
 * round trip: the same bytes encrypted as plaintext decrypt back (in place
 * too), agree with the portable objects, and with one tag bit flipped fail with
 * the output wiped. With CAIRN_FUZZ_OPENSSL, OpenSSL's EVP (AES-GCM, AES-CCM,
 * ChaCha20-Poly1305) must reach the same verdict on the arbitrary bytes and
 * produce the same ciphertext and tag in the round trip.
 * Input: [descriptor][implementation][tag length][nonce length][AAD length: 2][key: 32][nonce: 64][tag: 16][ciphertext...].
 */
#include "fuzz.h"

#define MAXCT 4096

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The sel-th (mod their count) usable object of a part's list; NULL for no list. */
static const cairn_impl *nth_usable(const cairn_impl *const *list, unsigned sel)
{
    size_t i, n = 0;
    for (i = 0; list != NULL && list[i] != NULL; i++)
        n += (size_t)cairn_impl_usable(list[i]);
    if (n == 0)
        return NULL;
    sel %= (unsigned)n;
    for (i = 0; list[i] != NULL; i++)
        if (cairn_impl_usable(list[i]) && sel-- == 0)
            return list[i];
    return NULL;
}

static int tag_rule_ok(const cairn_aead *a, size_t t)
{
    if (t < a->tag_min || t > a->tag_len || t == 0)
        return 0;
    if ((a->tag_rule & CAIRN_AEAD_TAG_FIXED) && t != a->tag_len)
        return 0;
    if ((a->tag_rule & CAIRN_AEAD_TAG_EVEN) && (t & 1))
        return 0;
    if ((a->tag_rule & CAIRN_AEAD_TAG_GCM) && !(t == 4 || t == 8 || t >= 12))
        return 0;
    return 1;
}

#ifdef CAIRN_FUZZ_OPENSSL
enum { K_GCM, K_CCM, K_CHACHA };

/* The EVP cipher for a descriptor (src/core/algorithms.def's ossl column,
 * fetched once per process), or NULL; *kind from the EVP name. */
static EVP_CIPHER *ossl_cipher(const cairn_aead *a, int *kind)
{
    static const struct {
        const cairn_aead *d;
        const char *ossl;
    } map[] = {
#define CAIRN_ALG_AEAD(sym, name, row, ossl, size) {&cairn_aead_##sym, ossl},
#include "core/algorithms.def"
        {NULL, NULL}};
    static EVP_CIPHER *cache[sizeof map / sizeof map[0]];
    static int done[sizeof map / sizeof map[0]];
    size_t i;
    for (i = 0; map[i].d != NULL; i++) {
        if (map[i].d != a || map[i].ossl == NULL)
            continue;
        if (!done[i]) {
            cache[i] = EVP_CIPHER_fetch(NULL, map[i].ossl, NULL);
            done[i] = 1;
        }
        *kind = strstr(map[i].ossl, "CCM") != NULL ? K_CCM : strstr(map[i].ossl, "GCM") != NULL ? K_GCM : K_CHACHA;
        return cache[i];
    }
    return NULL;
}

/* One message through EVP; 1 on success (decryption: the tag verified). */
static int ossl_aead(EVP_CIPHER *e, int kind, int enc, const uint8_t *key, const uint8_t *nonce, size_t nl,
                     const uint8_t *aad, size_t al, const uint8_t *in, size_t len, uint8_t *out, uint8_t *tag,
                     size_t tl)
{
    EVP_CIPHER_CTX *c = EVP_CIPHER_CTX_new();
    int ok, n = 0, n2 = 0;
    ok = c != NULL && EVP_CipherInit_ex2(c, e, NULL, NULL, enc, NULL) == 1;
    ok = ok && EVP_CIPHER_CTX_ctrl(c, EVP_CTRL_AEAD_SET_IVLEN, (int)nl, NULL) == 1;
    if (kind == K_CCM)
        ok = ok && EVP_CIPHER_CTX_ctrl(c, EVP_CTRL_AEAD_SET_TAG, (int)tl, enc ? NULL : tag) == 1;
    ok = ok && EVP_CipherInit_ex2(c, NULL, key, nonce, enc, NULL) == 1;
    if (kind != K_CCM && !enc)
        ok = ok && EVP_CIPHER_CTX_ctrl(c, EVP_CTRL_AEAD_SET_TAG, (int)tl, tag) == 1;
    if (kind == K_CCM)
        ok = ok && EVP_CipherUpdate(c, NULL, &n, NULL, (int)len) == 1;
    if (al > 0)
        ok = ok && EVP_CipherUpdate(c, NULL, &n, aad, (int)al) == 1;
    ok = ok && EVP_CipherUpdate(c, out, &n, in, (int)len) == 1;
    if (!(kind == K_CCM && !enc))
        ok = ok && EVP_CipherFinal_ex(c, out + n, &n2) == 1;
    if (enc)
        ok = ok && EVP_CIPHER_CTX_ctrl(c, EVP_CTRL_AEAD_GET_TAG, (int)tl, tag) == 1;
    EVP_CIPHER_CTX_free(c);
    return ok;
}
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static uint8_t out[MAXCT + 1], ct2[MAXCT], ref[MAXCT];
    fuzz_in in = {data, size};
    size_t na = 0, tl, nl, al, cl, kl, hi, got;
    const cairn_aead *a;
    uint8_t dsel = fuzz_u8(&in), isel = fuzz_u8(&in), tsel = fuzz_u8(&in), nsel = fuzz_u8(&in);
    uint16_t asel = fuzz_u16(&in);
    uint8_t key[32], nonce[64], tag[16], tag2[16], tag3[16];
    const uint8_t *p, *aad, *ct;
    cairn_aead_ctx ctx, ctx0;
    int rc, want_len_err;

    while (cairn_aead_at(na) != NULL)
        na++;
    if (na == 0)
        return 0;
    a = cairn_aead_at(dsel % na);
    FUZZ_CHECK((a->parts[0] == NULL || cairn_impl_usable(cairn_impl_portable(a->parts[0]))) &&
                   (a->parts[1] == NULL || cairn_impl_usable(cairn_impl_portable(a->parts[1]))),
               "the portable objects are always available");

    memset(key, 0, sizeof key);
    memset(nonce, 0, sizeof nonce);
    memset(tag, 0, sizeof tag);
    p = fuzz_bytes(&in, 32, &got);
    memcpy(key, p, got);
    p = fuzz_bytes(&in, 64, &got);
    memcpy(nonce, p, got);
    p = fuzz_bytes(&in, 16, &got);
    memcpy(tag, p, got);
    /* tag lengths 0..16 and nonce lengths 0..64: outside the rule too */
    tl = tsel % 17;
    hi = a->nonce_max < 64 ? a->nonce_max : 64;
    nl = (nsel & 0x80) ? nsel % 65 : a->nonce_min + nsel % (hi - a->nonce_min + 1);
    al = asel % (in.n + 1);
    aad = fuzz_bytes(&in, al, &al);
    ct = fuzz_bytes(&in, MAXCT, &cl);
    kl = a->key_len;
    want_len_err = !tag_rule_ok(a, tl) || nl < a->nonce_min || nl > a->nonce_max;

    FUZZ_CHECK(cairn_aead_init_ex(&ctx, a, nth_usable(a->parts[0], isel & 15u), nth_usable(a->parts[1], isel >> 4), key,
                                  kl) == CAIRN_OK,
               "init_ex");
    FUZZ_CHECK(cairn_aead_init_ex(&ctx0, a, cairn_impl_portable(a->parts[0]), cairn_impl_portable(a->parts[1]), key,
                                  kl) == CAIRN_OK,
               "init_ex portable");

    /* 1. decryption of arbitrary bytes */
    memset(out, 0xa5, cl + 1);
    rc = cairn_aead_decrypt(&ctx, out, tag, tl, nonce, nl, aad, al, ct, cl);
    if (want_len_err) {
        FUZZ_CHECK(rc == CAIRN_ERR_BAD_LENGTH, "nonce/tag length outside the rule: BAD_LENGTH");
        goto done;
    }
    FUZZ_CHECK(rc == CAIRN_OK || rc == CAIRN_ERR_AUTH, "decrypt: OK or AUTH");
    FUZZ_CHECK(out[cl] == 0xa5, "nothing written past len");
    if (rc == CAIRN_ERR_AUTH) {
        FUZZ_CHECK(fuzz_all_zero(out, cl), "output wiped on failure");
    } else {
        FUZZ_CHECK(cairn_aead_encrypt(&ctx, ct2, tag2, tl, nonce, nl, aad, al, out, cl) == CAIRN_OK, "re-encrypt");
        FUZZ_CHECK(memcmp(ct2, ct, cl) == 0 && memcmp(tag2, tag, tl) == 0, "a forgery re-encrypts to itself");
    }

#ifdef CAIRN_FUZZ_OPENSSL
    {
        static uint8_t oout[MAXCT + 16];
        uint8_t otag[16];
        int kind = 0, ook;
        EVP_CIPHER *e = ossl_cipher(a, &kind);
        if (e != NULL) {
            memcpy(otag, tag, 16);
            ook = ossl_aead(e, kind, 0, key, nonce, nl, aad, al, ct, cl, oout, otag, tl);
            FUZZ_CHECK(ook == (rc == CAIRN_OK), "same verdict as OpenSSL");
            FUZZ_CHECK(!ook || memcmp(oout, out, cl) == 0, "same plaintext as OpenSSL");
            FUZZ_CHECK(ossl_aead(e, kind, 1, key, nonce, nl, aad, al, ct, cl, oout, otag, tl), "OpenSSL encrypt");
            FUZZ_CHECK(cairn_aead_encrypt(&ctx, ct2, tag2, tl, nonce, nl, aad, al, ct, cl) == CAIRN_OK, "encrypt");
            FUZZ_CHECK(memcmp(oout, ct2, cl) == 0 && memcmp(otag, tag2, tl) == 0, "same ciphertext and tag as OpenSSL");
        }
    }
#endif

    /* 2. round trip of the same bytes as plaintext, against implementation 0 */
    FUZZ_CHECK(cairn_aead_encrypt(&ctx, ct2, tag2, tl, nonce, nl, aad, al, ct, cl) == CAIRN_OK, "encrypt");
    FUZZ_CHECK(cairn_aead_encrypt(&ctx0, ref, tag3, tl, nonce, nl, aad, al, ct, cl) == CAIRN_OK, "encrypt (impl 0)");
    FUZZ_CHECK(memcmp(ct2, ref, cl) == 0 && memcmp(tag2, tag3, tl) == 0, "implementation agrees with 0");
    FUZZ_CHECK(cairn_aead_decrypt(&ctx, out, tag2, tl, nonce, nl, aad, al, ct2, cl) == CAIRN_OK &&
                   memcmp(out, ct, cl) == 0,
               "round trip");
    memcpy(out, ct2, cl);
    FUZZ_CHECK(cairn_aead_decrypt(&ctx0, out, tag2, tl, nonce, nl, aad, al, out, cl) == CAIRN_OK &&
                   memcmp(out, ct, cl) == 0,
               "round trip in place (impl 0)");
    tag2[(size_t)(asel >> 8) % tl] ^= (uint8_t)(1u << (asel & 7));
    memset(out, 0xa5, cl);
    FUZZ_CHECK(cairn_aead_decrypt(&ctx, out, tag2, tl, nonce, nl, aad, al, ct2, cl) == CAIRN_ERR_AUTH,
               "flipped tag bit rejected");
    FUZZ_CHECK(fuzz_all_zero(out, cl), "output wiped after a flipped tag bit");
done:
    cairn_aead_wipe(&ctx);
    cairn_aead_wipe(&ctx0);
    return 0;
}
