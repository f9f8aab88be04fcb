/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Bad input for every function of cairn/aead.h (run from test_badinput):
 *  - NULL contexts, outputs, keys, nonces, tags; NULL with a non-zero length
 *    (SIZE_MAX, so a missing check would read far out of bounds);
 *  - nonce, tag and key lengths each construction refuses;
 *  - messages and AAD longer than the construction allows, with a real
 *    buffer behind them so a missing check reads memory it owns and is
 *    caught by the status, not by a crash (GCM 2^36 - 32 and 2^61 - 1, CCM
 *    2^(8L) - 1, ChaCha20's 32-bit counter, ChaCha20-Poly1305's 2^38 - 64);
 *  - the wrong cipher (3DES under GCM and CCM), an unkeyed or wiped key,
 *    implementation objects of another cipher, indices past the end and
 *    unavailable implementations in the generic layer;
 *  - streaming calls out of order: before start, AAD after data, encrypt
 *    after decrypt, final twice, anything after a failed call but start;
 *  - a failed decryption wipes the output (one-shot functions, in place too).
 * Where the header does not fix one status (which argument is checked first),
 * the check accepts any error, never success.
 */
#include <string.h>

#include "cairn.h"
#include "badinput.h"
#include "testutil.h"

#define BIG ((size_t)-1)

static uint8_t k32[32], n24[24], tagb[16];
static uint8_t big[65536 + 64]; /* behind the "too long" lengths a buggy check would read */
static uint8_t out[65536 + 64];

static int zero(const void *p, size_t n)
{
    const uint8_t *b = (const uint8_t *)p;
    size_t i;
    for (i = 0; i < n; i++)
        if (b[i] != 0)
            return 0;
    return 1;
}

#define FAILS(expr, what) CHECK((expr) < 0, "%s: must fail", what)

/* The cipher of the GCM and CCM checks: AES-128, or SM4 (SM4-GCM, SM4-CCM) in
 * a build without AES; a build with neither has no GCM or CCM to check. */
#if CAIRN_ENABLE_AES
#define MODE_CIPHER cairn_cipher_aes128
#define MODE_IMPLS cairn_aes_impls
#elif CAIRN_ENABLE_SM4
#define MODE_CIPHER cairn_cipher_sm4
#define MODE_IMPLS cairn_sm4_impls
#endif

/* ------------------------------------------------------------------ GHASH / GCM */

static int bytes_zero(const void *p, size_t n)
{
    const uint8_t *b = p;
    uint8_t acc = 0;
    size_t i;
    for (i = 0; i < n; i++)
        acc |= b[i];
    return acc == 0;
}

#if CAIRN_ENABLE_GCM || CAIRN_ENABLE_CHACHA20
/* Every object of a list: complete, of one primitive; an impossible object is refused. */
static void impl_list(const cairn_impl *const *list, const char *prim, const char *what)
{
    size_t i;
    CHECK(cairn_impl_portable(list) != NULL && cairn_impl_best(list) != NULL, "%s: portable and best objects exist",
          what);
    for (i = 0; list[i] != NULL; i++)
        CHECK(list[i]->name != NULL && strcmp(list[i]->prim, prim) == 0, "%s object %u: name and primitive", what,
              (unsigned)i);
}
#endif

#if CAIRN_ENABLE_GCM
static void ghash_impls(void)
{
    size_t i;
    impl_list(cairn_ghash_impls, CAIRN_PRIM_GHASH, "GHASH");
    for (i = 0; cairn_ghash_impls[i] != NULL; i++) {
        const cairn_ghash_impl *g = (const cairn_ghash_impl *)cairn_ghash_impls[i];
        CHECK(g->set_h != NULL && g->update != NULL, "GHASH %s has its functions", g->base.name);
    }
}
#endif

#if CAIRN_ENABLE_GCM && defined(MODE_CIPHER)
static void gcm_bad(void)
{
    cairn_gcm_key key, zkey;
    cairn_gcm_ctx c;
    uint8_t t[16];
    size_t l;

    /* keying */
    CHECK_RC(cairn_gcm_init(NULL, &MODE_CIPHER, k32, 16), CAIRN_ERR_BAD_ARG, "gcm_init NULL key struct");
    CHECK_RC(cairn_gcm_init(&key, NULL, k32, 16), CAIRN_ERR_BAD_ARG, "gcm_init NULL cipher");
    FAILS(cairn_gcm_init(&key, &MODE_CIPHER, NULL, 16), "gcm_init NULL key bytes");
    CHECK_RC(cairn_gcm_init(&key, &MODE_CIPHER, k32, 15), CAIRN_ERR_BAD_LENGTH, "gcm_init key 15 bytes");
#if CAIRN_ENABLE_AES
    CHECK_RC(cairn_gcm_init(&key, &cairn_cipher_aes256, k32, 16), CAIRN_ERR_BAD_LENGTH, "gcm_init AES-256 16 bytes");
#else
    CHECK_RC(cairn_gcm_init(&key, &cairn_cipher_sm4, k32, 32), CAIRN_ERR_BAD_LENGTH, "gcm_init SM4 32 bytes");
#endif
    CHECK_RC(cairn_gcm_init(&key, &MODE_CIPHER, k32, BIG), CAIRN_ERR_BAD_LENGTH, "gcm_init key SIZE_MAX");
#if CAIRN_ENABLE_DES3
    CHECK_RC(cairn_gcm_init(&key, &cairn_cipher_des3, k32, 24), CAIRN_ERR_UNSUPPORTED, "gcm_init over 3DES");
    CHECK_RC(cairn_gcm_init_ex(&key, &cairn_cipher_des3, cairn_impl_portable(cairn_des3_impls),
                               cairn_impl_portable(cairn_ghash_impls), k32, 24),
             CAIRN_ERR_UNSUPPORTED, "gcm_init_ex over 3DES");
    FAILS(cairn_gcm_init_ex(&key, &MODE_CIPHER, cairn_impl_portable(cairn_des3_impls),
                            cairn_impl_portable(cairn_ghash_impls), k32, 16),
          "gcm_init_ex a 16-byte-block cipher with a 3DES implementation");
#endif
    CHECK_RC(cairn_gcm_init_ex(NULL, &MODE_CIPHER, cairn_impl_portable(MODE_IMPLS),
                               cairn_impl_portable(cairn_ghash_impls), k32, 16),
             CAIRN_ERR_BAD_ARG, "gcm_init_ex NULL key struct");
    CHECK_RC(cairn_gcm_init_ex(&key, NULL, NULL, NULL, k32, 16), CAIRN_ERR_BAD_ARG, "gcm_init_ex NULL cipher");
    CHECK_RC(cairn_gcm_init_ex(&key, &MODE_CIPHER, NULL, NULL, k32, 16), CAIRN_OK,
             "gcm_init_ex NULL objects: the best ones");
    /* a refused re-key leaves nothing of the previous key (schedule, H powers) */
    {
        cairn_gcm_key rk;
        CHECK_RC(cairn_gcm_init(&rk, &MODE_CIPHER, k32, 16), CAIRN_OK, "gcm key before a re-key");
        CHECK_RC(cairn_gcm_init(&rk, &MODE_CIPHER, k32, 15), CAIRN_ERR_BAD_LENGTH, "gcm re-key, 15 bytes");
        CHECK(bytes_zero(&rk, sizeof rk), "gcm: a refused re-key wipes the previous key");
    }
    CHECK_RC(cairn_gcm_init_ex(&key, &MODE_CIPHER, NULL, cairn_impl_portable(MODE_IMPLS), k32, 16), CAIRN_ERR_BAD_ARG,
             "gcm_init_ex a block-cipher object as the GHASH");
    CHECK_RC(cairn_gcm_init_ex(&key, &MODE_CIPHER, NULL, NULL, NULL, 16), CAIRN_ERR_BAD_ARG,
             "gcm_init_ex NULL key bytes");
#if CAIRN_ENABLE_AES && CAIRN_ENABLE_SM4
    FAILS(cairn_gcm_init_ex(&key, &cairn_cipher_aes128, cairn_impl_portable(cairn_sm4_impls),
                            cairn_impl_portable(cairn_ghash_impls), k32, 16),
          "gcm_init_ex AES with an SM4 implementation");
#endif
    cairn_gcm_key_wipe(NULL);

    /* an unkeyed (zeroed) and a wiped key */
    memset(&zkey, 0, sizeof zkey);
    CHECK_RC(cairn_gcm_encrypt(&zkey, out, t, 16, n24, 12, NULL, 0, big, 16), CAIRN_ERR_STATE, "gcm_encrypt unkeyed");
    CHECK_RC(cairn_gcm_decrypt(&zkey, out, t, 16, n24, 12, NULL, 0, big, 16), CAIRN_ERR_STATE, "gcm_decrypt unkeyed");
    CHECK_RC(cairn_gcm_start(&c, &zkey, n24, 12), CAIRN_ERR_STATE, "gcm_start unkeyed");

    if (!CHECK_RC(cairn_gcm_init(&key, &MODE_CIPHER, k32, 16), CAIRN_OK, "gcm_init"))
        return;
    /* one-shot arguments */
    CHECK_RC(cairn_gcm_encrypt(NULL, out, t, 16, n24, 12, NULL, 0, big, 16), CAIRN_ERR_BAD_ARG, "gcm_encrypt NULL key");
    CHECK_RC(cairn_gcm_encrypt(&key, NULL, t, 16, n24, 12, NULL, 0, big, 16), CAIRN_ERR_BAD_ARG, "gcm_encrypt NULL out");
    CHECK_RC(cairn_gcm_encrypt(&key, out, NULL, 16, n24, 12, NULL, 0, big, 16), CAIRN_ERR_BAD_ARG,
             "gcm_encrypt NULL tag");
    CHECK_RC(cairn_gcm_encrypt(&key, out, t, 16, NULL, 12, NULL, 0, big, 16), CAIRN_ERR_BAD_ARG, "gcm_encrypt NULL iv");
    CHECK_RC(cairn_gcm_encrypt(&key, out, t, 16, n24, 12, NULL, 5, big, 16), CAIRN_ERR_BAD_ARG,
             "gcm_encrypt NULL aad, len 5");
    FAILS(cairn_gcm_encrypt(&key, out, t, 16, n24, 12, NULL, 0, NULL, BIG), "gcm_encrypt NULL in, SIZE_MAX");
    FAILS(cairn_gcm_decrypt(&key, out, t, 16, n24, 12, NULL, BIG, big, 16), "gcm_decrypt NULL aad, SIZE_MAX");
    CHECK_RC(cairn_gcm_encrypt(&key, out, t, 16, n24, 0, NULL, 0, big, 16), CAIRN_ERR_BAD_LENGTH, "gcm_encrypt iv 0");
    CHECK_RC(cairn_gcm_decrypt(&key, out, t, 16, n24, 0, NULL, 0, big, 16), CAIRN_ERR_BAD_LENGTH, "gcm_decrypt iv 0");
    for (l = 0; l <= 17; l++) {
        char what[64];
        int ok = l == 4 || l == 8 || (l >= 12 && l <= 16);
        snprintf(what, sizeof what, "gcm_encrypt tag %u", (unsigned)l);
        CHECK_RC(cairn_gcm_encrypt(&key, out, t, l, n24, 12, NULL, 0, big, 16), ok ? CAIRN_OK : CAIRN_ERR_BAD_LENGTH,
                 what);
        if (!ok) {
            snprintf(what, sizeof what, "gcm_decrypt tag %u", (unsigned)l);
            CHECK_RC(cairn_gcm_decrypt(&key, out, t, l, n24, 12, NULL, 0, big, 16), CAIRN_ERR_BAD_LENGTH, what);
        }
    }
#if SIZE_MAX > 0xffffffffu
    /* limits: plaintext 2^36 - 32 bytes, AAD 2^61 - 1 bytes (SP 800-38D 5.2.1.1) */
    CHECK_RC(cairn_gcm_encrypt(&key, out, t, 16, n24, 12, NULL, 0, big, ((size_t)1 << 36) - 31), CAIRN_ERR_BAD_LENGTH,
             "gcm_encrypt 2^36 - 31 bytes");
    CHECK_RC(cairn_gcm_decrypt(&key, out, t, 16, n24, 12, NULL, 0, big, ((size_t)1 << 36)), CAIRN_ERR_BAD_LENGTH,
             "gcm_decrypt 2^36 bytes");
    CHECK_RC(cairn_gcm_encrypt(&key, out, t, 16, n24, 12, big, (size_t)1 << 61, big, 16), CAIRN_ERR_BAD_LENGTH,
             "gcm_encrypt AAD 2^61 bytes");
#endif
    /* failed decryption wipes, in place too */
    CHECK_RC(cairn_gcm_encrypt(&key, out, t, 16, n24, 12, NULL, 0, big, 100), CAIRN_OK, "gcm_encrypt");
    t[3] ^= 1;
    CHECK_RC(cairn_gcm_decrypt(&key, out, t, 16, n24, 12, NULL, 0, out, 100), CAIRN_ERR_AUTH, "gcm_decrypt bad tag");
    CHECK(zero(out, 100), "gcm_decrypt: output wiped on failure");

    /* streaming: out of order */
    memset(&c, 0, sizeof c);
    CHECK_RC(cairn_gcm_aad(&c, big, 1), CAIRN_ERR_STATE, "gcm_aad before start");
    CHECK_RC(cairn_gcm_encrypt_update(&c, out, big, 1), CAIRN_ERR_STATE, "gcm_encrypt_update before start");
    CHECK_RC(cairn_gcm_decrypt_update(&c, out, big, 1), CAIRN_ERR_STATE, "gcm_decrypt_update before start");
    CHECK_RC(cairn_gcm_encrypt_final(&c, t, 16), CAIRN_ERR_STATE, "gcm_encrypt_final before start");
    CHECK_RC(cairn_gcm_decrypt_final(&c, t, 16), CAIRN_ERR_STATE, "gcm_decrypt_final before start");
    CHECK_RC(cairn_gcm_start(NULL, &key, n24, 12), CAIRN_ERR_BAD_ARG, "gcm_start NULL ctx");
    {
        cairn_gcm_ctx w;
        CHECK_RC(cairn_gcm_start(&w, &key, n24, 12), CAIRN_OK, "gcm_start");
        cairn_gcm_wipe(&w);
        cairn_gcm_wipe(NULL);
        CHECK_RC(cairn_gcm_aad(&w, big, 1), CAIRN_ERR_STATE, "gcm_aad after cairn_gcm_wipe");
    }
    CHECK_RC(cairn_gcm_start(&c, NULL, n24, 12), CAIRN_ERR_BAD_ARG, "gcm_start NULL key");
    CHECK_RC(cairn_gcm_start(&c, &key, NULL, 12), CAIRN_ERR_BAD_ARG, "gcm_start NULL iv");
    CHECK_RC(cairn_gcm_start(&c, &key, n24, 0), CAIRN_ERR_BAD_LENGTH, "gcm_start iv 0");
    CHECK_RC(cairn_gcm_aad(NULL, big, 1), CAIRN_ERR_BAD_ARG, "gcm_aad NULL ctx");
    CHECK_RC(cairn_gcm_encrypt_update(NULL, out, big, 1), CAIRN_ERR_BAD_ARG, "gcm_encrypt_update NULL ctx");
    CHECK_RC(cairn_gcm_decrypt_update(NULL, out, big, 1), CAIRN_ERR_BAD_ARG, "gcm_decrypt_update NULL ctx");
    CHECK_RC(cairn_gcm_encrypt_final(NULL, t, 16), CAIRN_ERR_BAD_ARG, "gcm_encrypt_final NULL ctx");
    CHECK_RC(cairn_gcm_decrypt_final(NULL, t, 16), CAIRN_ERR_BAD_ARG, "gcm_decrypt_final NULL ctx");

    CHECK_RC(cairn_gcm_start(&c, &key, n24, 12), CAIRN_OK, "gcm_start");
    CHECK_RC(cairn_gcm_aad(&c, NULL, BIG), CAIRN_ERR_BAD_ARG, "gcm_aad NULL, SIZE_MAX");
    CHECK_RC(cairn_gcm_start(&c, &key, n24, 12), CAIRN_OK, "gcm_start again (restarts)");
    CHECK_RC(cairn_gcm_aad(&c, big, 5), CAIRN_OK, "gcm_aad");
    CHECK_RC(cairn_gcm_encrypt_update(&c, out, big, 5), CAIRN_OK, "gcm_encrypt_update");
    CHECK_RC(cairn_gcm_aad(&c, big, 1), CAIRN_ERR_STATE, "gcm_aad after data");
    CHECK_RC(cairn_gcm_start(&c, &key, n24, 12), CAIRN_OK, "gcm_start");
    CHECK_RC(cairn_gcm_encrypt_update(&c, out, big, 5), CAIRN_OK, "gcm_encrypt_update");
    CHECK_RC(cairn_gcm_decrypt_update(&c, out, big, 5), CAIRN_ERR_STATE, "gcm_decrypt_update after encrypt");
    CHECK_RC(cairn_gcm_encrypt_final(&c, t, 16), CAIRN_ERR_STATE, "gcm_encrypt_final after a failed call");
    CHECK_RC(cairn_gcm_start(&c, &key, n24, 12), CAIRN_OK, "gcm_start");
    CHECK_RC(cairn_gcm_decrypt_update(&c, out, big, 5), CAIRN_OK, "gcm_decrypt_update");
    CHECK_RC(cairn_gcm_encrypt_update(&c, out, big, 5), CAIRN_ERR_STATE, "gcm_encrypt_update after decrypt");
    CHECK_RC(cairn_gcm_start(&c, &key, n24, 12), CAIRN_OK, "gcm_start");
    CHECK_RC(cairn_gcm_encrypt_update(&c, NULL, big, 5), CAIRN_ERR_BAD_ARG, "gcm_encrypt_update NULL out");
    CHECK_RC(cairn_gcm_start(&c, &key, n24, 12), CAIRN_OK, "gcm_start");
    CHECK_RC(cairn_gcm_decrypt_final(&c, t, 16), CAIRN_ERR_AUTH, "gcm_decrypt_final of nothing with a wrong tag");
    CHECK_RC(cairn_gcm_start(&c, &key, n24, 12), CAIRN_OK, "gcm_start");
    CHECK_RC(cairn_gcm_encrypt_final(&c, t, 17), CAIRN_ERR_BAD_LENGTH, "gcm_encrypt_final tag 17");
    CHECK_RC(cairn_gcm_encrypt_final(&c, t, 16), CAIRN_ERR_STATE, "gcm_encrypt_final after a failed final");
    CHECK_RC(cairn_gcm_start(&c, &key, n24, 12), CAIRN_OK, "gcm_start");
    CHECK_RC(cairn_gcm_encrypt_final(&c, NULL, 16), CAIRN_ERR_BAD_ARG, "gcm_encrypt_final NULL tag");
    CHECK_RC(cairn_gcm_start(&c, &key, n24, 12), CAIRN_OK, "gcm_start");
    CHECK_RC(cairn_gcm_encrypt_final(&c, t, 16), CAIRN_OK, "gcm_encrypt_final");
    CHECK_RC(cairn_gcm_encrypt_final(&c, t, 16), CAIRN_ERR_STATE, "gcm_encrypt_final twice");
    CHECK_RC(cairn_gcm_encrypt_update(&c, out, big, 1), CAIRN_ERR_STATE, "gcm_encrypt_update after final");
    CHECK_RC(cairn_gcm_start(&c, &key, n24, 12), CAIRN_OK, "gcm_start");
    CHECK_RC(cairn_gcm_decrypt_final(&c, t, 3), CAIRN_ERR_BAD_LENGTH, "gcm_decrypt_final tag 3");
    CHECK_RC(cairn_gcm_decrypt_final(&c, t, 16), CAIRN_ERR_STATE, "gcm_decrypt_final after a failed final");

    /* a wiped key is unusable */
    cairn_gcm_key_wipe(&key);
    CHECK(zero(&key, sizeof key), "gcm_key_wipe zeroes the key");
    CHECK_RC(cairn_gcm_encrypt(&key, out, t, 16, n24, 12, NULL, 0, big, 16), CAIRN_ERR_STATE,
             "gcm_encrypt after key wipe");
}
#endif

/* ----------------------------------------------------------------------- CCM */

#if CAIRN_ENABLE_CCM && defined(MODE_CIPHER)
static void ccm_bad(void)
{
    cairn_cipher_ctx cc, z;
    uint8_t t[16];
    size_t l;

    memset(&z, 0, sizeof z);
    CHECK_RC(cairn_ccm_encrypt(&z, out, t, 16, n24, 12, NULL, 0, big, 16), CAIRN_ERR_STATE, "ccm_encrypt unkeyed");
    CHECK_RC(cairn_ccm_decrypt(&z, out, t, 16, n24, 12, NULL, 0, big, 16), CAIRN_ERR_STATE, "ccm_decrypt unkeyed");
#if CAIRN_ENABLE_DES3
    {
        /* distinct DES keys: 3DES refuses K1 = K2 (an all-zero key is single DES) */
        static const uint8_t k3des[24] = {1,  2,  3,  4,  5,  6,  7,  8,  9,  10, 11, 12,
                                          13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24};
        if (CHECK_RC(cairn_cipher_init(&cc, &cairn_cipher_des3, k3des, 24), CAIRN_OK, "3DES init")) {
            int rc = cairn_ccm_encrypt(&cc, out, t, 16, n24, 12, NULL, 0, big, 16);
            CHECK(rc == CAIRN_ERR_UNSUPPORTED || rc == CAIRN_ERR_BAD_ARG, "ccm_encrypt over 3DES: %s",
                  cairn_strerror(rc));
            rc = cairn_ccm_decrypt(&cc, out, t, 16, n24, 12, NULL, 0, big, 16);
            CHECK(rc == CAIRN_ERR_UNSUPPORTED || rc == CAIRN_ERR_BAD_ARG, "ccm_decrypt over 3DES: %s",
                  cairn_strerror(rc));
        }
    }
#endif
    if (!CHECK_RC(cairn_cipher_init(&cc, &MODE_CIPHER, k32, 16), CAIRN_OK, "cipher init"))
        return;
    CHECK_RC(cairn_ccm_encrypt(NULL, out, t, 16, n24, 12, NULL, 0, big, 16), CAIRN_ERR_BAD_ARG, "ccm_encrypt NULL ctx");
    CHECK_RC(cairn_ccm_encrypt(&cc, NULL, t, 16, n24, 12, NULL, 0, big, 16), CAIRN_ERR_BAD_ARG, "ccm_encrypt NULL out");
    CHECK_RC(cairn_ccm_encrypt(&cc, out, NULL, 16, n24, 12, NULL, 0, big, 16), CAIRN_ERR_BAD_ARG,
             "ccm_encrypt NULL tag");
    CHECK_RC(cairn_ccm_encrypt(&cc, out, t, 16, NULL, 12, NULL, 0, big, 16), CAIRN_ERR_BAD_ARG,
             "ccm_encrypt NULL nonce");
    CHECK_RC(cairn_ccm_encrypt(&cc, out, t, 16, n24, 12, NULL, 3, big, 16), CAIRN_ERR_BAD_ARG,
             "ccm_encrypt NULL aad, 3");
    FAILS(cairn_ccm_decrypt(&cc, out, t, 16, n24, 12, NULL, 0, NULL, BIG), "ccm_decrypt NULL in, SIZE_MAX");
    CHECK_RC(cairn_ccm_decrypt(NULL, out, t, 16, n24, 12, NULL, 0, big, 16), CAIRN_ERR_BAD_ARG, "ccm_decrypt NULL ctx");
    CHECK_RC(cairn_ccm_decrypt(&cc, out, NULL, 16, n24, 12, NULL, 0, big, 16), CAIRN_ERR_BAD_ARG,
             "ccm_decrypt NULL tag");
    for (l = 0; l <= 18; l++) {
        char what[64];
        int ok = l >= 4 && l <= 16 && (l & 1) == 0;
        snprintf(what, sizeof what, "ccm_encrypt tag %u", (unsigned)l);
        CHECK_RC(cairn_ccm_encrypt(&cc, out, t, l, n24, 12, NULL, 0, big, 16), ok ? CAIRN_OK : CAIRN_ERR_BAD_LENGTH,
                 what);
        snprintf(what, sizeof what, "ccm_encrypt nonce %u", (unsigned)l);
        CHECK_RC(cairn_ccm_encrypt(&cc, out, t, 16, n24, l, NULL, 0, big, 16),
                 l >= 7 && l <= 13 ? CAIRN_OK : CAIRN_ERR_BAD_LENGTH, what);
        if (!ok) {
            snprintf(what, sizeof what, "ccm_decrypt tag %u", (unsigned)l);
            CHECK_RC(cairn_ccm_decrypt(&cc, out, t, l, n24, 12, NULL, 0, big, 16), CAIRN_ERR_BAD_LENGTH, what);
        }
    }
    /* 13-byte nonce: L = 2, at most 65535 bytes (SP 800-38C A.1) */
    CHECK_RC(cairn_ccm_encrypt(&cc, out, t, 16, n24, 13, NULL, 0, big, 65535), CAIRN_OK, "ccm_encrypt 65535, nonce 13");
    CHECK_RC(cairn_ccm_encrypt(&cc, out, t, 16, n24, 13, NULL, 0, big, 65536), CAIRN_ERR_BAD_LENGTH,
             "ccm_encrypt 65536, nonce 13");
    CHECK_RC(cairn_ccm_decrypt(&cc, out, t, 16, n24, 13, NULL, 0, big, 65536), CAIRN_ERR_BAD_LENGTH,
             "ccm_decrypt 65536, nonce 13");
    /* failed decryption wipes, in place too */
    CHECK_RC(cairn_ccm_encrypt(&cc, out, t, 8, n24, 11, big, 20, big, 100), CAIRN_OK, "ccm_encrypt");
    t[7] ^= 1;
    CHECK_RC(cairn_ccm_decrypt(&cc, out, t, 8, n24, 11, big, 20, out, 100), CAIRN_ERR_AUTH, "ccm_decrypt bad tag");
    CHECK(zero(out, 100), "ccm_decrypt: output wiped on failure");
    cairn_cipher_wipe(&cc);
    CHECK_RC(cairn_ccm_encrypt(&cc, out, t, 16, n24, 12, NULL, 0, big, 16), CAIRN_ERR_STATE,
             "ccm_encrypt after cipher wipe");
}
#endif

/* ===================================================== ChaCha20 and Poly1305 */

#if CAIRN_ENABLE_CHACHA20
static void chacha_bad(void)
{
    static const cairn_impl never_c = {"never", CAIRN_PRIM_CHACHA20, 1ull << 62};
    static const cairn_impl never_p = {"never", CAIRN_PRIM_POLY1305, 1ull << 62};
    cairn_poly1305_ctx p;
    cairn_chacha20_poly1305_ctx c;
    uint8_t t[16], sub[32];
    size_t i;

    impl_list(cairn_chacha20_impls, CAIRN_PRIM_CHACHA20, "ChaCha20");
    impl_list(cairn_poly1305_impls, CAIRN_PRIM_POLY1305, "Poly1305");
    for (i = 0; cairn_chacha20_impls[i] != NULL; i++)
        CHECK(((const cairn_chacha20_impl *)cairn_chacha20_impls[i])->xor_blocks != NULL, "ChaCha20 impl %u fields",
              (unsigned)i);
    /* ChaCha20 */
    CHECK_RC(cairn_chacha20(k32, n24, 0, NULL, big, 5), CAIRN_ERR_BAD_ARG, "chacha20 NULL out");
    CHECK_RC(cairn_chacha20(k32, n24, 0, out, NULL, 5), CAIRN_ERR_BAD_ARG, "chacha20 NULL in");
    CHECK_RC(cairn_chacha20(k32, n24, 0, out, NULL, BIG), CAIRN_ERR_BAD_ARG, "chacha20 NULL in, SIZE_MAX");
    CHECK_RC(cairn_chacha20(NULL, n24, 0, out, big, 5), CAIRN_ERR_BAD_ARG, "chacha20 NULL key");
    CHECK_RC(cairn_chacha20(k32, NULL, 0, out, big, 5), CAIRN_ERR_BAD_ARG, "chacha20 NULL nonce");
    CHECK_RC(cairn_chacha20(k32, n24, 0, out, big, 0), CAIRN_OK, "chacha20 empty");
    /* the 32-bit block counter must not wrap: counter 2^32 - 1 leaves one block */
    CHECK_RC(cairn_chacha20(k32, n24, 0xffffffffu, out, big, 64), CAIRN_OK, "chacha20 last block");
    CHECK_RC(cairn_chacha20(k32, n24, 0xffffffffu, out, big, 65), CAIRN_ERR_BAD_LENGTH, "chacha20 past 2^32 blocks");
    CHECK_RC(cairn_chacha20(k32, n24, 0xfffffffeu, out, big, 129), CAIRN_ERR_BAD_LENGTH, "chacha20 wrapping, 3 blocks");
    for (i = 0; cairn_chacha20_impls[i] != NULL; i++) {
        const cairn_impl *im = cairn_chacha20_impls[i];
        if (!cairn_impl_usable(im))
            continue;
        CHECK_RC(cairn_chacha20_ex(k32, n24, 0, NULL, big, 5, im), CAIRN_ERR_BAD_ARG, "chacha20_ex NULL out");
        CHECK_RC(cairn_chacha20_ex(k32, n24, 0xffffffffu, out, big, 65, im), CAIRN_ERR_BAD_LENGTH,
                 "chacha20_ex wrap");
        CHECK_RC(cairn_chacha20_ex(k32, n24, 1, out, NULL, BIG, im), CAIRN_ERR_BAD_ARG, "chacha20_ex SIZE_MAX");
    }
    CHECK_RC(cairn_chacha20_ex(k32, n24, 0, out, big, 5, NULL), CAIRN_ERR_BAD_ARG, "chacha20_ex NULL object");
    CHECK_RC(cairn_chacha20_ex(k32, n24, 0, out, big, 5, &never_p), CAIRN_ERR_BAD_ARG,
             "chacha20_ex a Poly1305 object");
    CHECK_RC(cairn_chacha20_ex(k32, n24, 0, out, big, 5, &never_c), CAIRN_ERR_UNSUPPORTED,
             "chacha20_ex an object this CPU lacks");
    CHECK_RC(cairn_hchacha20(NULL, k32, n24), CAIRN_ERR_BAD_ARG, "hchacha20 NULL out");
    CHECK_RC(cairn_hchacha20(sub, NULL, n24), CAIRN_ERR_BAD_ARG, "hchacha20 NULL key");
    CHECK_RC(cairn_hchacha20(sub, k32, NULL), CAIRN_ERR_BAD_ARG, "hchacha20 NULL input");

    /* Poly1305 */
    CHECK_RC(cairn_poly1305_init(NULL, k32), CAIRN_ERR_BAD_ARG, "poly1305_init NULL ctx");
    CHECK_RC(cairn_poly1305_init(&p, NULL), CAIRN_ERR_BAD_ARG, "poly1305_init NULL key");
    CHECK_RC(cairn_poly1305_init_ex(NULL, cairn_impl_portable(cairn_poly1305_impls), k32), CAIRN_ERR_BAD_ARG,
             "poly1305_init_ex NULL ctx");
    CHECK_RC(cairn_poly1305_init_ex(&p, NULL, k32), CAIRN_ERR_BAD_ARG, "poly1305_init_ex NULL object");
    CHECK_RC(cairn_poly1305_init_ex(&p, &never_c, k32), CAIRN_ERR_BAD_ARG, "poly1305_init_ex a ChaCha20 object");
    CHECK_RC(cairn_poly1305_init_ex(&p, &never_p, k32), CAIRN_ERR_UNSUPPORTED,
             "poly1305_init_ex an object this CPU lacks");
    CHECK_RC(cairn_poly1305_update(&p, big, 1), CAIRN_ERR_STATE, "poly1305_update after a refused init");
    CHECK_RC(cairn_poly1305_init_ex(&p, cairn_impl_portable(cairn_poly1305_impls), k32), CAIRN_OK, "poly1305_init_ex");
    cairn_poly1305_wipe(&p);
    cairn_poly1305_wipe(NULL);
    CHECK_RC(cairn_poly1305_final(&p, t), CAIRN_ERR_STATE, "poly1305_final after wipe");
    memset(&p, 0, sizeof p);
    CHECK_RC(cairn_poly1305_update(&p, big, 1), CAIRN_ERR_STATE, "poly1305_update before init");
    CHECK_RC(cairn_poly1305_final(&p, t), CAIRN_ERR_STATE, "poly1305_final before init");
    CHECK_RC(cairn_poly1305_update(NULL, big, 1), CAIRN_ERR_BAD_ARG, "poly1305_update NULL ctx");
    CHECK_RC(cairn_poly1305_final(NULL, t), CAIRN_ERR_BAD_ARG, "poly1305_final NULL ctx");
    CHECK_RC(cairn_poly1305_init(&p, k32), CAIRN_OK, "poly1305_init");
    CHECK_RC(cairn_poly1305_update(&p, NULL, BIG), CAIRN_ERR_BAD_ARG, "poly1305_update NULL, SIZE_MAX");
    CHECK_RC(cairn_poly1305_final(&p, NULL), CAIRN_ERR_BAD_ARG, "poly1305_final NULL tag");
    CHECK_RC(cairn_poly1305_update(&p, big, 33), CAIRN_OK, "poly1305_update");
    CHECK_RC(cairn_poly1305_final(&p, t), CAIRN_OK, "poly1305_final");
    CHECK(zero(p.st, sizeof p.st) && zero(p.buf, sizeof p.buf), "poly1305_final wipes the key and accumulator");
    CHECK_RC(cairn_poly1305_final(&p, t), CAIRN_ERR_STATE, "poly1305_final twice");
    CHECK_RC(cairn_poly1305_update(&p, big, 1), CAIRN_ERR_STATE, "poly1305_update after final");
    CHECK_RC(cairn_poly1305(NULL, k32, big, 5), CAIRN_ERR_BAD_ARG, "poly1305 NULL tag");
    CHECK_RC(cairn_poly1305(t, NULL, big, 5), CAIRN_ERR_BAD_ARG, "poly1305 NULL key");
    CHECK_RC(cairn_poly1305(t, k32, NULL, BIG), CAIRN_ERR_BAD_ARG, "poly1305 NULL in, SIZE_MAX");

    /* one-shot (X)ChaCha20-Poly1305 */
    CHECK_RC(cairn_chacha20_poly1305_encrypt(k32, NULL, t, n24, NULL, 0, big, 5), CAIRN_ERR_BAD_ARG,
             "chacha20_poly1305_encrypt NULL out");
    CHECK_RC(cairn_chacha20_poly1305_encrypt(k32, out, NULL, n24, NULL, 0, big, 5), CAIRN_ERR_BAD_ARG,
             "chacha20_poly1305_encrypt NULL tag");
    CHECK_RC(cairn_chacha20_poly1305_encrypt(NULL, out, t, n24, NULL, 0, big, 5), CAIRN_ERR_BAD_ARG,
             "chacha20_poly1305_encrypt NULL key");
    CHECK_RC(cairn_chacha20_poly1305_encrypt(k32, out, t, NULL, NULL, 0, big, 5), CAIRN_ERR_BAD_ARG,
             "chacha20_poly1305_encrypt NULL nonce");
    CHECK_RC(cairn_chacha20_poly1305_encrypt(k32, out, t, n24, NULL, 4, big, 5), CAIRN_ERR_BAD_ARG,
             "chacha20_poly1305_encrypt NULL aad, 4");
    FAILS(cairn_chacha20_poly1305_decrypt(k32, out, t, n24, NULL, 0, NULL, BIG),
          "chacha20_poly1305_decrypt NULL in, SIZE_MAX");
    CHECK_RC(cairn_chacha20_poly1305_decrypt(k32, out, NULL, n24, NULL, 0, big, 5), CAIRN_ERR_BAD_ARG,
             "chacha20_poly1305_decrypt NULL tag");
    CHECK_RC(cairn_xchacha20_poly1305_encrypt(k32, out, t, NULL, NULL, 0, big, 5), CAIRN_ERR_BAD_ARG,
             "xchacha20_poly1305_encrypt NULL nonce");
    CHECK_RC(cairn_xchacha20_poly1305_encrypt(k32, NULL, t, n24, NULL, 0, big, 5), CAIRN_ERR_BAD_ARG,
             "xchacha20_poly1305_encrypt NULL out");
    FAILS(cairn_xchacha20_poly1305_decrypt(k32, out, t, n24, NULL, BIG, big, 5),
          "xchacha20_poly1305_decrypt NULL aad, SIZE_MAX");
    CHECK_RC(cairn_xchacha20_poly1305_decrypt(NULL, out, t, n24, NULL, 0, big, 5), CAIRN_ERR_BAD_ARG,
             "xchacha20_poly1305_decrypt NULL key");
#if SIZE_MAX > 0xffffffffu
    /* 64 * (2^32 - 1) bytes at most (RFC 8439 2.8) */
    CHECK_RC(cairn_chacha20_poly1305_encrypt(k32, out, t, n24, NULL, 0, big, (size_t)64 << 32), CAIRN_ERR_BAD_LENGTH,
             "chacha20_poly1305_encrypt 2^38 bytes");
    CHECK_RC(cairn_xchacha20_poly1305_decrypt(k32, out, t, n24, NULL, 0, big, (size_t)64 << 32),
             CAIRN_ERR_BAD_LENGTH, "xchacha20_poly1305_decrypt 2^38 bytes");
#endif
    CHECK_RC(cairn_chacha20_poly1305_encrypt(k32, out, t, n24, big, 7, big, 100), CAIRN_OK, "chacha20_poly1305_encrypt");
    t[15] ^= 0x80;
    CHECK_RC(cairn_chacha20_poly1305_decrypt(k32, out, t, n24, big, 7, out, 100), CAIRN_ERR_AUTH,
             "chacha20_poly1305_decrypt bad tag");
    CHECK(zero(out, 100), "chacha20_poly1305_decrypt: output wiped on failure");
    CHECK_RC(cairn_xchacha20_poly1305_encrypt(k32, out, t, n24, big, 7, big, 100), CAIRN_OK,
             "xchacha20_poly1305_encrypt");
    t[0] ^= 0x01;
    CHECK_RC(cairn_xchacha20_poly1305_decrypt(k32, out, t, n24, big, 7, out, 100), CAIRN_ERR_AUTH,
             "xchacha20_poly1305_decrypt bad tag");
    CHECK(zero(out, 100), "xchacha20_poly1305_decrypt: output wiped on failure");

    /* streaming */
    memset(&c, 0, sizeof c);
    CHECK_RC(cairn_chacha20_poly1305_aad(&c, big, 1), CAIRN_ERR_STATE, "chacha20_poly1305_aad before start");
    CHECK_RC(cairn_chacha20_poly1305_encrypt_update(&c, out, big, 1), CAIRN_ERR_STATE,
             "chacha20_poly1305_encrypt_update before start");
    CHECK_RC(cairn_chacha20_poly1305_decrypt_update(&c, out, big, 1), CAIRN_ERR_STATE,
             "chacha20_poly1305_decrypt_update before start");
    CHECK_RC(cairn_chacha20_poly1305_encrypt_final(&c, t), CAIRN_ERR_STATE,
             "chacha20_poly1305_encrypt_final before start");
    CHECK_RC(cairn_chacha20_poly1305_decrypt_final(&c, t), CAIRN_ERR_STATE,
             "chacha20_poly1305_decrypt_final before start");
    CHECK_RC(cairn_chacha20_poly1305_start(NULL, k32, n24), CAIRN_ERR_BAD_ARG, "chacha20_poly1305_start NULL ctx");
    CHECK_RC(cairn_chacha20_poly1305_start(&c, NULL, n24), CAIRN_ERR_BAD_ARG, "chacha20_poly1305_start NULL key");
    CHECK_RC(cairn_chacha20_poly1305_start(&c, k32, NULL), CAIRN_ERR_BAD_ARG,
             "chacha20_poly1305_start NULL nonce");
    CHECK_RC(cairn_xchacha20_poly1305_start(NULL, k32, n24), CAIRN_ERR_BAD_ARG,
             "xchacha20_poly1305_start NULL ctx");
    CHECK_RC(cairn_xchacha20_poly1305_start(&c, k32, NULL), CAIRN_ERR_BAD_ARG,
             "xchacha20_poly1305_start NULL nonce");
    CHECK_RC(cairn_chacha20_poly1305_start_ex(NULL, NULL, NULL, k32, n24), CAIRN_ERR_BAD_ARG,
             "chacha20_poly1305_start_ex NULL ctx");
    CHECK_RC(cairn_chacha20_poly1305_start_ex(&c, &never_p, NULL, k32, n24), CAIRN_ERR_BAD_ARG,
             "chacha20_poly1305_start_ex a Poly1305 object as ChaCha20");
    CHECK_RC(cairn_chacha20_poly1305_start_ex(&c, NULL, &never_p, k32, n24), CAIRN_ERR_UNSUPPORTED,
             "chacha20_poly1305_start_ex a Poly1305 object this CPU lacks");
    CHECK_RC(cairn_chacha20_poly1305_aad(&c, big, 1), CAIRN_ERR_STATE, "aad after a refused start_ex");
    CHECK_RC(cairn_xchacha20_poly1305_start_ex(NULL, NULL, NULL, k32, n24), CAIRN_ERR_BAD_ARG,
             "xchacha20_poly1305_start_ex NULL ctx");
    CHECK_RC(cairn_xchacha20_poly1305_start_ex(&c, &never_c, NULL, k32, n24), CAIRN_ERR_UNSUPPORTED,
             "xchacha20_poly1305_start_ex a ChaCha20 object this CPU lacks");
    CHECK_RC(cairn_xchacha20_poly1305_start_ex(&c, NULL, NULL, k32, n24), CAIRN_OK, "xchacha20_poly1305_start_ex");
    cairn_chacha20_poly1305_wipe(&c);
    cairn_chacha20_poly1305_wipe(NULL);
    CHECK_RC(cairn_chacha20_poly1305_aad(&c, big, 1), CAIRN_ERR_STATE, "aad after wipe");
    CHECK_RC(cairn_chacha20_poly1305_aad(NULL, big, 1), CAIRN_ERR_BAD_ARG, "chacha20_poly1305_aad NULL ctx");
    CHECK_RC(cairn_chacha20_poly1305_encrypt_update(NULL, out, big, 1), CAIRN_ERR_BAD_ARG,
             "chacha20_poly1305_encrypt_update NULL ctx");
    CHECK_RC(cairn_chacha20_poly1305_decrypt_update(NULL, out, big, 1), CAIRN_ERR_BAD_ARG,
             "chacha20_poly1305_decrypt_update NULL ctx");
    CHECK_RC(cairn_chacha20_poly1305_encrypt_final(NULL, t), CAIRN_ERR_BAD_ARG,
             "chacha20_poly1305_encrypt_final NULL ctx");
    CHECK_RC(cairn_chacha20_poly1305_decrypt_final(NULL, t), CAIRN_ERR_BAD_ARG,
             "chacha20_poly1305_decrypt_final NULL ctx");
    CHECK_RC(cairn_chacha20_poly1305_start(&c, k32, n24), CAIRN_OK, "chacha20_poly1305_start");
    CHECK_RC(cairn_chacha20_poly1305_aad(&c, NULL, BIG), CAIRN_ERR_BAD_ARG, "chacha20_poly1305_aad NULL, SIZE_MAX");
    CHECK_RC(cairn_xchacha20_poly1305_start(&c, k32, n24), CAIRN_OK, "xchacha20_poly1305_start");
    CHECK_RC(cairn_chacha20_poly1305_encrypt_update(&c, out, big, 3), CAIRN_OK, "chacha20_poly1305_encrypt_update");
    CHECK_RC(cairn_chacha20_poly1305_aad(&c, big, 1), CAIRN_ERR_STATE, "chacha20_poly1305_aad after data");
    CHECK_RC(cairn_chacha20_poly1305_start(&c, k32, n24), CAIRN_OK, "chacha20_poly1305_start");
    CHECK_RC(cairn_chacha20_poly1305_decrypt_update(&c, out, big, 3), CAIRN_OK, "chacha20_poly1305_decrypt_update");
    CHECK_RC(cairn_chacha20_poly1305_encrypt_update(&c, out, big, 3), CAIRN_ERR_STATE,
             "chacha20_poly1305_encrypt_update after decrypt");
    CHECK_RC(cairn_chacha20_poly1305_decrypt_final(&c, t), CAIRN_ERR_STATE,
             "chacha20_poly1305_decrypt_final after a failed call");
    CHECK_RC(cairn_chacha20_poly1305_start(&c, k32, n24), CAIRN_OK, "chacha20_poly1305_start");
    CHECK_RC(cairn_chacha20_poly1305_encrypt_update(&c, out, NULL, BIG), CAIRN_ERR_BAD_ARG,
             "chacha20_poly1305_encrypt_update NULL, SIZE_MAX");
    CHECK_RC(cairn_chacha20_poly1305_start(&c, k32, n24), CAIRN_OK, "chacha20_poly1305_start");
    CHECK_RC(cairn_chacha20_poly1305_encrypt_final(&c, NULL), CAIRN_ERR_BAD_ARG,
             "chacha20_poly1305_encrypt_final NULL tag");
    CHECK_RC(cairn_chacha20_poly1305_start(&c, k32, n24), CAIRN_OK, "chacha20_poly1305_start");
    CHECK_RC(cairn_chacha20_poly1305_encrypt_final(&c, t), CAIRN_OK, "chacha20_poly1305_encrypt_final");
    CHECK_RC(cairn_chacha20_poly1305_encrypt_final(&c, t), CAIRN_ERR_STATE, "chacha20_poly1305_encrypt_final twice");
    CHECK_RC(cairn_chacha20_poly1305_start(&c, k32, n24), CAIRN_OK, "chacha20_poly1305_start");
    t[2] ^= 4;
    CHECK_RC(cairn_chacha20_poly1305_decrypt_final(&c, t), CAIRN_ERR_AUTH, "chacha20_poly1305_decrypt_final bad tag");
    CHECK_RC(cairn_chacha20_poly1305_decrypt_final(&c, t), CAIRN_ERR_STATE,
             "chacha20_poly1305_decrypt_final after failure");
}
#endif

/* ============================================================ Ascon-AEAD128 */

#if CAIRN_ENABLE_ASCON
static void ascon_bad(void)
{
    cairn_ascon_aead128_ctx c;
    uint8_t t[16];
    size_t l;

    CHECK_RC(cairn_ascon_aead128_encrypt(k32, NULL, t, 16, n24, NULL, 0, big, 5), CAIRN_ERR_BAD_ARG,
             "ascon_aead128_encrypt NULL out");
    CHECK_RC(cairn_ascon_aead128_encrypt(k32, out, NULL, 16, n24, NULL, 0, big, 5), CAIRN_ERR_BAD_ARG,
             "ascon_aead128_encrypt NULL tag");
    CHECK_RC(cairn_ascon_aead128_encrypt(NULL, out, t, 16, n24, NULL, 0, big, 5), CAIRN_ERR_BAD_ARG,
             "ascon_aead128_encrypt NULL key");
    CHECK_RC(cairn_ascon_aead128_encrypt(k32, out, t, 16, NULL, NULL, 0, big, 5), CAIRN_ERR_BAD_ARG,
             "ascon_aead128_encrypt NULL nonce");
    FAILS(cairn_ascon_aead128_encrypt(k32, out, t, 16, n24, NULL, BIG, big, 5), "ascon_aead128_encrypt NULL aad");
    FAILS(cairn_ascon_aead128_decrypt(k32, out, t, 16, n24, NULL, 0, NULL, BIG), "ascon_aead128_decrypt NULL in");
    CHECK_RC(cairn_ascon_aead128_decrypt(k32, out, NULL, 16, n24, NULL, 0, big, 5), CAIRN_ERR_BAD_ARG,
             "ascon_aead128_decrypt NULL tag");
    for (l = 0; l <= 17; l++) {
        char what[64];
        int ok = l >= 4 && l <= 16;
        snprintf(what, sizeof what, "ascon_aead128_encrypt tag %u", (unsigned)l);
        CHECK_RC(cairn_ascon_aead128_encrypt(k32, out, t, l, n24, NULL, 0, big, 5),
                 ok ? CAIRN_OK : CAIRN_ERR_BAD_LENGTH, what);
        if (!ok) {
            snprintf(what, sizeof what, "ascon_aead128_decrypt tag %u", (unsigned)l);
            CHECK_RC(cairn_ascon_aead128_decrypt(k32, out, t, l, n24, NULL, 0, big, 5), CAIRN_ERR_BAD_LENGTH, what);
        }
    }
    CHECK_RC(cairn_ascon_aead128_encrypt(k32, out, t, 16, n24, big, 9, big, 100), CAIRN_OK, "ascon_aead128_encrypt");
    t[9] ^= 0x20;
    CHECK_RC(cairn_ascon_aead128_decrypt(k32, out, t, 16, n24, big, 9, out, 100), CAIRN_ERR_AUTH,
             "ascon_aead128_decrypt bad tag");
    CHECK(zero(out, 100), "ascon_aead128_decrypt: output wiped on failure");

    memset(&c, 0, sizeof c);
    CHECK_RC(cairn_ascon_aead128_aad(&c, big, 1), CAIRN_ERR_STATE, "ascon_aead128_aad before start");
    CHECK_RC(cairn_ascon_aead128_encrypt_update(&c, out, big, 1), CAIRN_ERR_STATE,
             "ascon_aead128_encrypt_update before start");
    CHECK_RC(cairn_ascon_aead128_decrypt_update(&c, out, big, 1), CAIRN_ERR_STATE,
             "ascon_aead128_decrypt_update before start");
    CHECK_RC(cairn_ascon_aead128_encrypt_final(&c, t, 16), CAIRN_ERR_STATE, "ascon_aead128_encrypt_final before start");
    CHECK_RC(cairn_ascon_aead128_decrypt_final(&c, t, 16), CAIRN_ERR_STATE, "ascon_aead128_decrypt_final before start");
    CHECK_RC(cairn_ascon_aead128_start(NULL, k32, n24), CAIRN_ERR_BAD_ARG, "ascon_aead128_start NULL ctx");
    {
        cairn_ascon_aead128_ctx w;
        CHECK_RC(cairn_ascon_aead128_start(&w, k32, n24), CAIRN_OK, "ascon_aead128_start");
        cairn_ascon_aead128_wipe(&w);
        cairn_ascon_aead128_wipe(NULL);
        {
            static const cairn_impl never = {"never", CAIRN_PRIM_ASCON, 1ull << 62};
            CHECK_RC(cairn_ascon_aead128_start_ex(NULL, cairn_impl_portable(cairn_ascon_impls), k32, n24),
                     CAIRN_ERR_BAD_ARG, "ascon_aead128_start_ex NULL ctx");
            CHECK_RC(cairn_ascon_aead128_start_ex(&w, NULL, k32, n24), CAIRN_ERR_BAD_ARG,
                     "ascon_aead128_start_ex NULL object");
#if CAIRN_ENABLE_SHA3
            CHECK_RC(cairn_ascon_aead128_start_ex(&w, cairn_impl_portable(cairn_keccak_impls), k32, n24),
                     CAIRN_ERR_BAD_ARG, "ascon_aead128_start_ex a Keccak object");
#endif
            CHECK_RC(cairn_ascon_aead128_start_ex(&w, &never, k32, n24), CAIRN_ERR_UNSUPPORTED,
                     "ascon_aead128_start_ex an object this CPU lacks");
            CHECK_RC(cairn_ascon_aead128_aad(&w, big, 1), CAIRN_ERR_STATE, "aad after a refused start_ex");
            CHECK_RC(cairn_ascon_aead128_start_ex(&w, cairn_impl_portable(cairn_ascon_impls), k32, n24), CAIRN_OK,
                     "ascon_aead128_start_ex");
            cairn_ascon_aead128_wipe(&w);
        }
        CHECK_RC(cairn_ascon_aead128_aad(&w, big, 1), CAIRN_ERR_STATE, "ascon_aead128_aad after wipe");
    }
    CHECK_RC(cairn_ascon_aead128_start(&c, NULL, n24), CAIRN_ERR_BAD_ARG, "ascon_aead128_start NULL key");
    CHECK_RC(cairn_ascon_aead128_start(&c, k32, NULL), CAIRN_ERR_BAD_ARG, "ascon_aead128_start NULL nonce");
    CHECK_RC(cairn_ascon_aead128_aad(NULL, big, 1), CAIRN_ERR_BAD_ARG, "ascon_aead128_aad NULL ctx");
    CHECK_RC(cairn_ascon_aead128_encrypt_update(NULL, out, big, 1), CAIRN_ERR_BAD_ARG,
             "ascon_aead128_encrypt_update NULL ctx");
    CHECK_RC(cairn_ascon_aead128_decrypt_update(NULL, out, big, 1), CAIRN_ERR_BAD_ARG,
             "ascon_aead128_decrypt_update NULL ctx");
    CHECK_RC(cairn_ascon_aead128_encrypt_final(NULL, t, 16), CAIRN_ERR_BAD_ARG, "ascon_aead128_encrypt_final NULL ctx");
    CHECK_RC(cairn_ascon_aead128_decrypt_final(NULL, t, 16), CAIRN_ERR_BAD_ARG, "ascon_aead128_decrypt_final NULL ctx");
    CHECK_RC(cairn_ascon_aead128_start(&c, k32, n24), CAIRN_OK, "ascon_aead128_start");
    CHECK_RC(cairn_ascon_aead128_aad(&c, NULL, BIG), CAIRN_ERR_BAD_ARG, "ascon_aead128_aad NULL, SIZE_MAX");
    CHECK_RC(cairn_ascon_aead128_start(&c, k32, n24), CAIRN_OK, "ascon_aead128_start");
    CHECK_RC(cairn_ascon_aead128_encrypt_update(&c, out, big, 3), CAIRN_OK, "ascon_aead128_encrypt_update");
    CHECK_RC(cairn_ascon_aead128_aad(&c, big, 1), CAIRN_ERR_STATE, "ascon_aead128_aad after data");
    CHECK_RC(cairn_ascon_aead128_start(&c, k32, n24), CAIRN_OK, "ascon_aead128_start");
    CHECK_RC(cairn_ascon_aead128_decrypt_update(&c, out, big, 3), CAIRN_OK, "ascon_aead128_decrypt_update");
    CHECK_RC(cairn_ascon_aead128_encrypt_update(&c, out, big, 3), CAIRN_ERR_STATE,
             "ascon_aead128_encrypt_update after decrypt");
    CHECK_RC(cairn_ascon_aead128_start(&c, k32, n24), CAIRN_OK, "ascon_aead128_start");
    CHECK_RC(cairn_ascon_aead128_decrypt_update(&c, NULL, big, 3), CAIRN_ERR_BAD_ARG,
             "ascon_aead128_decrypt_update NULL out");
    CHECK_RC(cairn_ascon_aead128_start(&c, k32, n24), CAIRN_OK, "ascon_aead128_start");
    CHECK_RC(cairn_ascon_aead128_encrypt_final(&c, t, 3), CAIRN_ERR_BAD_LENGTH, "ascon_aead128_encrypt_final tag 3");
    CHECK_RC(cairn_ascon_aead128_encrypt_final(&c, t, 16), CAIRN_ERR_STATE,
             "ascon_aead128_encrypt_final after a failed final");
    CHECK_RC(cairn_ascon_aead128_start(&c, k32, n24), CAIRN_OK, "ascon_aead128_start");
    CHECK_RC(cairn_ascon_aead128_encrypt_final(&c, t, 16), CAIRN_OK, "ascon_aead128_encrypt_final");
    CHECK_RC(cairn_ascon_aead128_encrypt_final(&c, t, 16), CAIRN_ERR_STATE, "ascon_aead128_encrypt_final twice");
    CHECK_RC(cairn_ascon_aead128_start(&c, k32, n24), CAIRN_OK, "ascon_aead128_start");
    CHECK_RC(cairn_ascon_aead128_decrypt_final(&c, t, 17), CAIRN_ERR_BAD_LENGTH, "ascon_aead128_decrypt_final tag 17");
    CHECK_RC(cairn_ascon_aead128_start(&c, k32, n24), CAIRN_OK, "ascon_aead128_start");
    t[0] ^= 1;
    CHECK_RC(cairn_ascon_aead128_decrypt_final(&c, t, 16), CAIRN_ERR_AUTH, "ascon_aead128_decrypt_final bad tag");
    CHECK_RC(cairn_ascon_aead128_decrypt_final(&c, t, 16), CAIRN_ERR_STATE,
             "ascon_aead128_decrypt_final after failure");
}
#endif

/* ========================================================= generic layer */

static int fake_init(void *s, const cairn_impl *const i[2], const uint8_t *k, size_t kl)
{
    (void)s, (void)i, (void)k, (void)kl;
    return CAIRN_OK;
}

static void generic_bad(void)
{
    const cairn_aead *a = NULL;
    cairn_aead fake;
    cairn_aead_ctx c;
    uint8_t t[16];
    size_t i, j;
    int saw_unavailable = 0;

    CHECK_RC(cairn_aead_lookup(NULL, "AES-128-GCM"), CAIRN_ERR_BAD_ARG, "aead_lookup NULL out");
    CHECK_RC(cairn_aead_lookup(&a, NULL), CAIRN_ERR_BAD_ARG, "aead_lookup NULL name");
    CHECK(a == NULL, "aead_lookup NULL name: *out = NULL");
    CHECK_RC(cairn_aead_lookup(&a, "AES-128"), CAIRN_ERR_NOT_FOUND, "aead_lookup of a block cipher name");
    CHECK(cairn_aead_at(BIG) == NULL, "aead_at SIZE_MAX");
    cairn_aead_wipe(NULL);

    CHECK_RC(cairn_aead_init(NULL, cairn_aead_at(0), k32, 16), CAIRN_ERR_BAD_ARG, "aead_init NULL ctx");
    CHECK_RC(cairn_aead_init(&c, NULL, k32, 16), CAIRN_ERR_BAD_ARG, "aead_init NULL descriptor");
    CHECK_RC(cairn_aead_init_ex(NULL, cairn_aead_at(0), NULL, NULL, k32, 16), CAIRN_ERR_BAD_ARG,
             "aead_init_ex NULL ctx");
    CHECK_RC(cairn_aead_init_ex(&c, NULL, NULL, NULL, k32, 16), CAIRN_ERR_BAD_ARG, "aead_init_ex NULL descriptor");
    /* a refused re-key leaves nothing of the previous key's state (a build
     * without AEADs has no descriptor to key) */
    if (cairn_aead_at(0) != NULL) {
        CHECK_RC(cairn_aead_init(&c, cairn_aead_at(0), k32, cairn_aead_at(0)->key_len), CAIRN_OK,
                 "aead key before a re-key");
        CHECK(!bytes_zero(c.state, sizeof c.state), "aead state keyed");
        CHECK_RC(cairn_aead_init(&c, cairn_aead_at(0), k32, cairn_aead_at(0)->key_len - 1), CAIRN_ERR_BAD_LENGTH,
                 "aead re-key, short key");
        CHECK(bytes_zero(c.state, sizeof c.state), "aead: a refused re-key wipes the previous key's state");
    }
    memset(&c, 0, sizeof c);
    CHECK_RC(cairn_aead_encrypt(&c, out, t, 16, n24, 12, NULL, 0, big, 5), CAIRN_ERR_STATE, "aead_encrypt unkeyed");
    CHECK_RC(cairn_aead_decrypt(&c, out, t, 16, n24, 12, NULL, 0, big, 5), CAIRN_ERR_STATE, "aead_decrypt unkeyed");
    CHECK_RC(cairn_aead_encrypt(NULL, out, t, 16, n24, 12, NULL, 0, big, 5), CAIRN_ERR_BAD_ARG, "aead_encrypt NULL ctx");
    CHECK_RC(cairn_aead_decrypt(NULL, out, t, 16, n24, 12, NULL, 0, big, 5), CAIRN_ERR_BAD_ARG, "aead_decrypt NULL ctx");

    /* a caller's descriptor whose state does not fit the generic context */
    if (cairn_aead_at(0) != NULL) {
        fake = *cairn_aead_at(0);
        fake.state_size = sizeof c.state + 1;
        CHECK_RC(cairn_aead_init(&c, &fake, k32, fake.key_len), CAIRN_ERR_BAD_ARG, "aead_init oversized state");
        fake = *cairn_aead_at(0);
        fake.init = NULL;
        CHECK_RC(cairn_aead_init(&c, &fake, k32, fake.key_len), CAIRN_ERR_BAD_ARG, "aead_init NULL callback");
        fake = *cairn_aead_at(0);
        fake.init = fake_init;
        fake.tag_len = 40;
        CHECK_RC(cairn_aead_init(&c, &fake, k32, fake.key_len), CAIRN_ERR_BAD_ARG, "aead_init tag_len 40");
    }

    for (i = 0; (a = cairn_aead_at(i)) != NULL; i++) {
        size_t n = 0;
        while (tu_aead_pair_name(a, n) != NULL)
            n++;
        for (j = 0; j < n; j++)
            if (!tu_aead_pair_usable(a, j)) {
                saw_unavailable = 1;
                CHECK_RC(tu_aead_init_pair(&c, a, j, k32, a->key_len), CAIRN_ERR_UNSUPPORTED,
                         "aead_init_ex unavailable implementation");
            }
        CHECK_RC(cairn_aead_init(&c, a, NULL, a->key_len), CAIRN_ERR_BAD_ARG, "aead_init NULL key");
        CHECK_RC(cairn_aead_init(&c, a, k32, a->key_len + 1), CAIRN_ERR_BAD_LENGTH, "aead_init key length + 1");
        CHECK_RC(cairn_aead_init(&c, a, k32, BIG), CAIRN_ERR_BAD_LENGTH, "aead_init key SIZE_MAX");
        CHECK_RC(cairn_aead_init_ex(&c, a, NULL, NULL, k32, 0), CAIRN_ERR_BAD_LENGTH, "aead_init_ex key 0");
        CHECK(c.aead == NULL, "%s: failed init leaves the context unkeyed", a->name);
        if (!CHECK_RC(cairn_aead_init(&c, a, k32, a->key_len), CAIRN_OK, a->name))
            continue;
        CHECK_RC(cairn_aead_encrypt(&c, NULL, t, a->tag_len, n24, a->nonce_len, NULL, 0, big, 5), CAIRN_ERR_BAD_ARG,
                 "aead_encrypt NULL out");
        CHECK_RC(cairn_aead_encrypt(&c, out, NULL, a->tag_len, n24, a->nonce_len, NULL, 0, big, 5), CAIRN_ERR_BAD_ARG,
                 "aead_encrypt NULL tag");
        CHECK_RC(cairn_aead_encrypt(&c, out, t, a->tag_len, NULL, a->nonce_len, NULL, 0, big, 5), CAIRN_ERR_BAD_ARG,
                 "aead_encrypt NULL nonce");
        CHECK_RC(cairn_aead_encrypt(&c, out, t, a->tag_len, n24, a->nonce_len, NULL, BIG, big, 5), CAIRN_ERR_BAD_ARG,
                 "aead_encrypt NULL aad, SIZE_MAX");
        CHECK_RC(cairn_aead_encrypt(&c, out, t, a->tag_len, n24, a->nonce_len, NULL, 0, NULL, BIG), CAIRN_ERR_BAD_ARG,
                 "aead_encrypt NULL in, SIZE_MAX");
        CHECK_RC(cairn_aead_decrypt(&c, out, t, a->tag_len, n24, a->nonce_len, NULL, 0, NULL, BIG), CAIRN_ERR_BAD_ARG,
                 "aead_decrypt NULL in, SIZE_MAX");
        CHECK_RC(cairn_aead_decrypt(&c, out, NULL, a->tag_len, n24, a->nonce_len, NULL, 0, big, 5), CAIRN_ERR_BAD_ARG,
                 "aead_decrypt NULL tag");
        CHECK_RC(cairn_aead_encrypt(&c, out, t, a->tag_len + 1, n24, a->nonce_len, NULL, 0, big, 5),
                 CAIRN_ERR_BAD_LENGTH, "aead_encrypt tag + 1");
        CHECK_RC(cairn_aead_encrypt(&c, out, t, 0, n24, a->nonce_len, NULL, 0, big, 5), CAIRN_ERR_BAD_LENGTH,
                 "aead_encrypt tag 0");
        CHECK_RC(cairn_aead_decrypt(&c, out, t, a->tag_min - 1, n24, a->nonce_len, NULL, 0, big, 5),
                 CAIRN_ERR_BAD_LENGTH, "aead_decrypt tag_min - 1");
        if (a->nonce_max < BIG)
            CHECK_RC(cairn_aead_encrypt(&c, out, t, a->tag_len, n24, a->nonce_max + 1, NULL, 0, big, 5),
                     CAIRN_ERR_BAD_LENGTH, "aead_encrypt nonce_max + 1");
        CHECK_RC(cairn_aead_decrypt(&c, out, t, a->tag_len, n24, a->nonce_min - 1, NULL, 0, big, 5),
                 CAIRN_ERR_BAD_LENGTH, "aead_decrypt nonce_min - 1");
        /* failed decryption wipes, in place too */
        CHECK_RC(cairn_aead_encrypt(&c, out, t, a->tag_len, n24, a->nonce_len, big, 3, big, 77), CAIRN_OK, a->name);
        t[a->tag_len - 1] ^= 0x02;
        CHECK_RC(cairn_aead_decrypt(&c, out, t, a->tag_len, n24, a->nonce_len, big, 3, out, 77), CAIRN_ERR_AUTH,
                 "aead_decrypt bad tag");
        CHECK(zero(out, 77), "%s: aead_decrypt wipes the output on failure", a->name);
        cairn_aead_wipe(&c);
        CHECK(zero(&c, sizeof c), "%s: aead_wipe zeroes the context", a->name);
        CHECK_RC(cairn_aead_encrypt(&c, out, t, a->tag_len, n24, a->nonce_len, NULL, 0, big, 5), CAIRN_ERR_STATE,
                 "aead_encrypt after wipe");
    }
    if (!saw_unavailable)
        printf("badinput_aead: every AEAD implementation is available here; UNSUPPORTED checked only under a "
               "CAIRN_CPU cap\n");
}

void badinput_aead(void)
{
    unsigned long before = tu_failures;
    memset(big, 0x3c, sizeof big);
    memset(k32, 0x11, sizeof k32);
    memset(n24, 0x22, sizeof n24);
    memset(tagb, 0, sizeof tagb);
#if CAIRN_ENABLE_GCM
    ghash_impls();
#endif
#if CAIRN_ENABLE_GCM && defined(MODE_CIPHER)
    gcm_bad();
#endif
#if CAIRN_ENABLE_CCM && defined(MODE_CIPHER)
    ccm_bad();
#endif
#if CAIRN_ENABLE_CHACHA20
    chacha_bad();
#endif
#if CAIRN_ENABLE_ASCON
    ascon_bad();
#endif
    generic_bad();
    printf("badinput_aead: %s\n", tu_failures == before ? "ok" : "FAILED");
}
