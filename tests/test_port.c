/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * A port's engines plugged in as implementation objects (docs/porting.md).
 * Each "board" object below is defined here, outside the library, the way a
 * port defines its peripheral driver: it needs no CPU feature, forwards to
 * the library's portable code and counts its calls, so the test can show
 * that an operation ran through it. Every result must also equal the
 * built-in descriptor's and, where one exists, a published vector.
 *  - SHA-256, bound to the descriptor with cairn_hash_bind: the generic hash
 *    layer, the typed init_ex, HMAC (RFC 4231), HKDF (RFC 5869), PBKDF2
 *    (RFC 7914) and HMAC-DRBG;
 *  - AES, keyed into a cipher context with cairn_cipher_init_ex: CBC and CTR
 *    (SP 800-38A), GCM (typed and generic, McGrew-Viega case 2) and CCM
 *    (typed and generic, RFC 3610 packet #1).
 * No vector file is read: the test runs as it is on the Cortex-M7 port.
 */
#include <stdlib.h>
#include <string.h>

#include "cairn.h"
#include "testutil.h"

#if CAIRN_ENABLE_SHA256 || CAIRN_ENABLE_AES
/* Hex to a malloc'd buffer (aborts on bad hex: the strings are the test's own). */
static uint8_t *unhex(const char *hex, size_t *len)
{
    size_t n;
    uint8_t *p = tu_unhex(hex, len != NULL ? len : &n);
    if (p == NULL)
        abort();
    return p;
}
#endif

#if CAIRN_ENABLE_SHA256

/* ------------------------------------------------------------------------ */
/* the board's SHA-256 engine (docs/porting.md shows the same object)        */

static unsigned long board_sha256_calls;

static void board_sha256_compress(uint32_t state[8], const uint8_t *blocks, size_t nblocks)
{
    const cairn_sha256_impl *sw = (const cairn_sha256_impl *)cairn_impl_portable(cairn_sha256_impls);
    board_sha256_calls++;
    sw->compress(state, blocks, nblocks);
}

static const cairn_sha256_impl board_sha256 = {{"board-sha256", CAIRN_PRIM_SHA256, 0}, board_sha256_compress};

/* ------------------------------------------------------------------------ */

/* The counter grew across the operation just checked (since *mark), and
 * *mark moves on. */
static void check_ran_on_board(unsigned long *mark, const char *what)
{
    CHECK(board_sha256_calls > *mark, "%s ran through the board's SHA-256 (%lu calls)", what,
          board_sha256_calls - *mark);
    *mark = board_sha256_calls;
}

/* The built-in descriptor never reaches the board object. */
static void check_not_on_board(unsigned long *mark, const char *what)
{
    CHECK(board_sha256_calls == *mark, "%s (built-in descriptor) did not use the board's SHA-256", what);
}

static void test_hash_layer(const cairn_hash *board, unsigned long *mark)
{
    /* FIPS 180-4 example "abc" */
    static const char abc_sha256[] = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";
    uint8_t got[32], ref[32], *want;
    size_t wl;
    cairn_hash_ctx hc;
    cairn_sha256_ctx tc;

    want = unhex(abc_sha256, &wl);
    CHECK_RC(cairn_hash_digest(board, got, 32, (const uint8_t *)"abc", 3), CAIRN_OK, "hash_digest on the board");
    CHECK_MEM(got, want, 32, "SHA-256(abc) on the board");
    check_ran_on_board(mark, "cairn_hash_digest");
    CHECK_RC(cairn_hash_digest(&cairn_hash_sha256, ref, 32, (const uint8_t *)"abc", 3), CAIRN_OK, "built-in");
    check_not_on_board(mark, "cairn_hash_digest");
    CHECK_MEM(got, ref, 32, "board vs built-in SHA-256");

    memset(got, 0, sizeof got);
    CHECK_RC(cairn_hash_init(&hc, board), CAIRN_OK, "hash_init on the board");
    CHECK_RC(cairn_hash_update(&hc, (const uint8_t *)"ab", 2), CAIRN_OK, "hash_update");
    CHECK_RC(cairn_hash_update(&hc, (const uint8_t *)"c", 1), CAIRN_OK, "hash_update");
    CHECK_RC(cairn_hash_final(&hc, got, 32), CAIRN_OK, "hash_final");
    CHECK_MEM(got, want, 32, "SHA-256(abc) through cairn_hash_init/update/final on the board");
    check_ran_on_board(mark, "cairn_hash_init/update/final");

    memset(got, 0, sizeof got);
    CHECK_RC(cairn_sha256_init_ex(&tc, &board_sha256.base), CAIRN_OK, "sha256_init_ex(board)");
    CHECK_RC(cairn_sha256_update(&tc, (const uint8_t *)"abc", 3), CAIRN_OK, "sha256_update");
    CHECK_RC(cairn_sha256_final(&tc, got), CAIRN_OK, "sha256_final");
    CHECK_MEM(got, want, 32, "SHA-256(abc) through cairn_sha256_init_ex(board)");
    check_ran_on_board(mark, "cairn_sha256_init_ex");
    free(want);
}

static void test_hmac(const cairn_hash *board, unsigned long *mark)
{
    /* RFC 4231 test case 2 */
    static const char key[] = "Jefe", data[] = "what do ya want for nothing?";
    static const char mac[] = "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843";
    uint8_t got[32], ref[32], *want;
    size_t wl;
    cairn_hmac_ctx c;

    want = unhex(mac, &wl);
    CHECK_RC(cairn_hmac(board, got, 32, (const uint8_t *)key, 4, (const uint8_t *)data, 28), CAIRN_OK, "hmac");
    CHECK_MEM(got, want, 32, "RFC 4231 case 2, HMAC-SHA-256 on the board");
    check_ran_on_board(mark, "cairn_hmac");
    CHECK_RC(cairn_hmac(&cairn_hash_sha256, ref, 32, (const uint8_t *)key, 4, (const uint8_t *)data, 28), CAIRN_OK,
             "hmac built-in");
    check_not_on_board(mark, "cairn_hmac");
    CHECK_MEM(got, ref, 32, "HMAC board vs built-in");

    memset(got, 0, sizeof got);
    CHECK_RC(cairn_hmac_init(&c, board, (const uint8_t *)key, 4), CAIRN_OK, "hmac_init");
    CHECK_RC(cairn_hmac_update(&c, (const uint8_t *)data, 10), CAIRN_OK, "hmac_update");
    CHECK_RC(cairn_hmac_update(&c, (const uint8_t *)data + 10, 18), CAIRN_OK, "hmac_update");
    CHECK_RC(cairn_hmac_final(&c, got, 32), CAIRN_OK, "hmac_final");
    cairn_hmac_wipe(&c);
    CHECK_MEM(got, want, 32, "RFC 4231 case 2, streaming on the board");
    check_ran_on_board(mark, "cairn_hmac_init/update/final");

    CHECK_RC(cairn_hmac_verify(board, want, 32, (const uint8_t *)key, 4, (const uint8_t *)data, 28), CAIRN_OK,
             "hmac_verify on the board");
    check_ran_on_board(mark, "cairn_hmac_verify");
    free(want);
}

static void test_hkdf(const cairn_hash *board, unsigned long *mark)
{
    /* RFC 5869 test case 1 */
    static const char prk_hex[] = "077709362c2e32df0ddc3f0dc47bba6390b6c73bb50f9c3122ec844ad7c2b3e5";
    static const char okm_hex[] = "3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865";
    uint8_t ikm[22], salt[13], info[10], prk[32], okm[42], ref[42], *want_prk, *want_okm;
    size_t i, l1, l2;

    memset(ikm, 0x0b, sizeof ikm);
    for (i = 0; i < sizeof salt; i++)
        salt[i] = (uint8_t)i;
    for (i = 0; i < sizeof info; i++)
        info[i] = (uint8_t)(0xf0 + i);
    want_prk = unhex(prk_hex, &l1);
    want_okm = unhex(okm_hex, &l2);

    CHECK_RC(cairn_hkdf_extract(board, prk, salt, sizeof salt, ikm, sizeof ikm), CAIRN_OK, "hkdf_extract");
    CHECK_MEM(prk, want_prk, 32, "RFC 5869 case 1 PRK on the board");
    check_ran_on_board(mark, "cairn_hkdf_extract");
    CHECK_RC(cairn_hkdf_expand(board, okm, sizeof okm, prk, sizeof prk, info, sizeof info), CAIRN_OK, "hkdf_expand");
    CHECK_MEM(okm, want_okm, 42, "RFC 5869 case 1 OKM (expand) on the board");
    check_ran_on_board(mark, "cairn_hkdf_expand");
    memset(okm, 0, sizeof okm);
    CHECK_RC(cairn_hkdf(board, okm, sizeof okm, salt, sizeof salt, ikm, sizeof ikm, info, sizeof info), CAIRN_OK,
             "hkdf");
    CHECK_MEM(okm, want_okm, 42, "RFC 5869 case 1 OKM on the board");
    check_ran_on_board(mark, "cairn_hkdf");
    CHECK_RC(cairn_hkdf(&cairn_hash_sha256, ref, sizeof ref, salt, sizeof salt, ikm, sizeof ikm, info, sizeof info),
             CAIRN_OK, "hkdf built-in");
    check_not_on_board(mark, "cairn_hkdf");
    CHECK_MEM(okm, ref, 42, "HKDF board vs built-in");
    free(want_prk);
    free(want_okm);
}

static void test_pbkdf2(const cairn_hash *board, unsigned long *mark)
{
    /* RFC 7914 section 11: PBKDF2-HMAC-SHA256, P = "passwd", S = "salt", c = 1 */
    static const char dk_hex[] = "55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc"
                                 "49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783";
    uint8_t dk[64], ref[64], *want;
    size_t wl;

    want = unhex(dk_hex, &wl);
    CHECK_RC(cairn_pbkdf2(board, dk, 64, (const uint8_t *)"passwd", 6, (const uint8_t *)"salt", 4, 1), CAIRN_OK,
             "pbkdf2");
    CHECK_MEM(dk, want, 64, "RFC 7914 PBKDF2-HMAC-SHA256 on the board");
    check_ran_on_board(mark, "cairn_pbkdf2");
    /* more iterations: the saved key states are copied, not rekeyed */
    CHECK_RC(cairn_pbkdf2(board, dk, 40, (const uint8_t *)"passwd", 6, (const uint8_t *)"salt", 4, 50), CAIRN_OK,
             "pbkdf2, 50 iterations");
    check_ran_on_board(mark, "cairn_pbkdf2 (50 iterations)");
    CHECK_RC(cairn_pbkdf2(&cairn_hash_sha256, ref, 40, (const uint8_t *)"passwd", 6, (const uint8_t *)"salt", 4, 50),
             CAIRN_OK, "pbkdf2 built-in");
    check_not_on_board(mark, "cairn_pbkdf2");
    CHECK_MEM(dk, ref, 40, "PBKDF2 board vs built-in, 50 iterations");
    free(want);
}

static void test_drbg(const cairn_hash *board, unsigned long *mark)
{
    uint8_t entropy[48], nonce[16], pers[20], addl[24], a[100], b[100];
    cairn_hmac_drbg d, ref;
    size_t i;

    for (i = 0; i < sizeof entropy; i++)
        entropy[i] = (uint8_t)(3 * i + 1);
    for (i = 0; i < sizeof nonce; i++)
        nonce[i] = (uint8_t)(0x80 + i);
    for (i = 0; i < sizeof pers; i++)
        pers[i] = (uint8_t)(0x40 ^ i);
    for (i = 0; i < sizeof addl; i++)
        addl[i] = (uint8_t)(0xa5 - i);

    CHECK_RC(cairn_hmac_drbg_instantiate(&d, board, entropy, 32, nonce, sizeof nonce, pers, sizeof pers), CAIRN_OK,
             "drbg_instantiate on the board");
    check_ran_on_board(mark, "cairn_hmac_drbg_instantiate");
    CHECK_RC(cairn_hmac_drbg_instantiate(&ref, &cairn_hash_sha256, entropy, 32, nonce, sizeof nonce, pers,
                                         sizeof pers),
             CAIRN_OK, "drbg_instantiate built-in");
    check_not_on_board(mark, "cairn_hmac_drbg_instantiate");

    CHECK_RC(cairn_hmac_drbg_generate(&d, a, sizeof a, NULL, 0), CAIRN_OK, "drbg_generate");
    check_ran_on_board(mark, "cairn_hmac_drbg_generate");
    CHECK_RC(cairn_hmac_drbg_generate(&ref, b, sizeof b, NULL, 0), CAIRN_OK, "drbg_generate built-in");
    CHECK_MEM(a, b, sizeof a, "DRBG output, board vs built-in");

    CHECK_RC(cairn_hmac_drbg_reseed(&d, entropy + 16, 32, addl, sizeof addl), CAIRN_OK, "drbg_reseed");
    check_ran_on_board(mark, "cairn_hmac_drbg_reseed");
    CHECK_RC(cairn_hmac_drbg_reseed(&ref, entropy + 16, 32, addl, sizeof addl), CAIRN_OK, "drbg_reseed built-in");
    CHECK_RC(cairn_hmac_drbg_generate(&d, a, 77, addl, sizeof addl), CAIRN_OK, "drbg_generate with addl");
    check_ran_on_board(mark, "cairn_hmac_drbg_generate with additional input");
    CHECK_RC(cairn_hmac_drbg_generate(&ref, b, 77, addl, sizeof addl), CAIRN_OK, "drbg_generate with addl");
    CHECK_MEM(a, b, 77, "DRBG output after reseed, board vs built-in");

    CHECK_RC(cairn_hmac_drbg_rng(&d, a, sizeof a), CAIRN_OK, "drbg_rng");
    check_ran_on_board(mark, "cairn_hmac_drbg_rng");
    CHECK_RC(cairn_hmac_drbg_rng(&ref, b, sizeof b), CAIRN_OK, "drbg_rng built-in");
    CHECK_MEM(a, b, sizeof a, "cairn_hmac_drbg_rng, board vs built-in");
    cairn_hmac_drbg_wipe(&d);
    cairn_hmac_drbg_wipe(&ref);
}

static void test_board_sha256(void)
{
    cairn_hash board;
    unsigned long mark = 0;

    CHECK(cairn_impl_usable(&board_sha256.base), "a board object (needs 0) is usable");
    CHECK(cairn_impl_find(cairn_sha256_impls, "board-sha256") == NULL, "the board object is not in the library");
    if (!CHECK_RC(cairn_hash_bind(&board, &cairn_hash_sha256, &board_sha256.base), CAIRN_OK, "hash_bind(board)"))
        return;
    CHECK(board.impl == &board_sha256.base && strcmp(board.name, "SHA-256") == 0, "the bound descriptor");
    test_hash_layer(&board, &mark);
    test_hmac(&board, &mark);
    test_hkdf(&board, &mark);
    test_pbkdf2(&board, &mark);
    test_drbg(&board, &mark);
    printf("board SHA-256: %lu compression calls through the external object\n", board_sha256_calls);
}

#endif /* CAIRN_ENABLE_SHA256 */

/* ------------------------------------------------------------------------ */
/* the board's AES engine: CBC, CTR, GCM and CCM through an external object  */

#if CAIRN_ENABLE_AES

static unsigned long board_aes_calls;

/* A peripheral driver would load the key into the engine; this one keeps the
 * portable schedule in the context's words and forwards to it. No CBC/CTR
 * fast path: the modes build them from encrypt/decrypt. */
static const cairn_block_impl *aes_sw(void) { return (const cairn_block_impl *)cairn_impl_portable(cairn_aes_impls); }
static int board_aes_set_key(uint64_t *ks, const uint8_t *key, size_t keylen)
{
    return aes_sw()->set_key(ks, key, keylen);
}
static void board_aes_encrypt(const uint64_t *ks, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    board_aes_calls++;
    aes_sw()->encrypt(ks, out, in, nblocks);
}
static void board_aes_decrypt(const uint64_t *ks, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    board_aes_calls++;
    aes_sw()->decrypt(ks, out, in, nblocks);
}

static const cairn_block_impl board_aes = {{"board-aes", CAIRN_PRIM_AES, 0},
                                           16,
                                           board_aes_set_key,
                                           board_aes_encrypt,
                                           board_aes_decrypt,
                                           NULL,
                                           NULL,
                                           NULL,
                                           NULL,
                                           NULL,
                                           NULL,
                                           NULL};

static void aes_ran_on_board(unsigned long *mark, const char *what)
{
    CHECK(board_aes_calls > *mark, "%s ran through the board's AES (%lu calls)", what, board_aes_calls - *mark);
    *mark = board_aes_calls;
}

/* CBC (SP 800-38A F.2.1, first block) and CTR (F.5.1, first block) on a
 * context keyed with the board object, against the built-in context. */
static void test_board_modes(unsigned long *mark)
{
    uint8_t *key = unhex("2b7e151628aed2a6abf7158809cf4f3c", NULL), *iv = unhex("000102030405060708090a0b0c0d0e0f", NULL);
    uint8_t *pt = unhex("6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e51", NULL);
    uint8_t *cbc = unhex("7649abac8119b246cee98e9b12e9197d", NULL), *ctr = unhex("874d6191b620e3261bef6864990db6ce", NULL);
    uint8_t *ctr0 = unhex("f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff", NULL);
    uint8_t v[16], out[32], ref[32], back[32], stream[16];
    cairn_cipher_ctx c, b;
    size_t num = 0;

    CHECK_RC(cairn_cipher_init_ex(&b, &cairn_cipher_aes128, &board_aes.base, key, 16), CAIRN_OK, "cipher_init_ex(board)");
    CHECK_RC(cairn_cipher_init(&c, &cairn_cipher_aes128, key, 16), CAIRN_OK, "cipher_init built-in");
    memcpy(v, iv, 16);
    CHECK_RC(cairn_cbc_encrypt(&b, v, out, pt, 32), CAIRN_OK, "cbc_encrypt on the board");
    aes_ran_on_board(mark, "cairn_cbc_encrypt");
    CHECK_MEM(out, cbc, 16, "SP 800-38A F.2.1 CBC-AES128 on the board");
    memcpy(v, iv, 16);
    CHECK_RC(cairn_cbc_encrypt(&c, v, ref, pt, 32), CAIRN_OK, "cbc_encrypt built-in");
    CHECK_MEM(out, ref, 32, "CBC board vs built-in");
    memcpy(v, iv, 16);
    CHECK_RC(cairn_cbc_decrypt(&b, v, back, out, 32), CAIRN_OK, "cbc_decrypt on the board");
    aes_ran_on_board(mark, "cairn_cbc_decrypt");
    CHECK_MEM(back, pt, 32, "CBC round trip on the board");
    memcpy(v, ctr0, 16);
    CHECK_RC(cairn_ctr_xor(&b, v, stream, &num, out, pt, 32), CAIRN_OK, "ctr_xor on the board");
    aes_ran_on_board(mark, "cairn_ctr_xor");
    CHECK_MEM(out, ctr, 16, "SP 800-38A F.5.1 CTR-AES128 on the board");
    cairn_cipher_wipe(&b);
    cairn_cipher_wipe(&c);
    free(key);
    free(iv);
    free(pt);
    free(cbc);
    free(ctr);
    free(ctr0);
}

/* GCM: McGrew-Viega test case 2 through the typed API and the generic
 * descriptor, each with the board's AES (and the portable or best GHASH). */
static void test_board_gcm(unsigned long *mark)
{
#if CAIRN_ENABLE_GCM
    static const uint8_t zero[16] = {0};
    uint8_t *ct = unhex("0388dace60b6a392f328c2b971b2fe78", NULL), *tg = unhex("ab6e47d42cec13bdf53a67b21257bddf", NULL);
    uint8_t out[16], tag[16], back[16];
    cairn_gcm_key k;
    cairn_aead_ctx a;

    CHECK_RC(cairn_gcm_init_ex(&k, &cairn_cipher_aes128, &board_aes.base, NULL, zero, 16), CAIRN_OK,
             "gcm_init_ex(board AES, best GHASH)");
    aes_ran_on_board(mark, "cairn_gcm_init_ex (H = E(0))");
    CHECK(k.fused == NULL, "no fused kernel for the board's AES");
    CHECK_RC(cairn_gcm_encrypt(&k, out, tag, 16, zero, 12, NULL, 0, zero, 16), CAIRN_OK, "gcm_encrypt on the board");
    aes_ran_on_board(mark, "cairn_gcm_encrypt");
    CHECK_MEM(out, ct, 16, "GCM test case 2 ciphertext on the board");
    CHECK_MEM(tag, tg, 16, "GCM test case 2 tag on the board");
    CHECK_RC(cairn_gcm_decrypt(&k, back, tag, 16, zero, 12, NULL, 0, out, 16), CAIRN_OK, "gcm_decrypt on the board");
    aes_ran_on_board(mark, "cairn_gcm_decrypt");
    CHECK_MEM(back, zero, 16, "GCM round trip on the board");
    cairn_gcm_key_wipe(&k);

    CHECK_RC(cairn_aead_init_ex(&a, &cairn_aead_aes128_gcm, &board_aes.base, cairn_impl_portable(cairn_ghash_impls),
                                zero, 16),
             CAIRN_OK, "aead_init_ex(AES-128-GCM, board AES, portable GHASH)");
    CHECK_RC(cairn_aead_encrypt(&a, out, tag, 16, zero, 12, NULL, 0, zero, 16), CAIRN_OK, "aead_encrypt");
    aes_ran_on_board(mark, "cairn_aead_encrypt (GCM)");
    CHECK_MEM(out, ct, 16, "GCM test case 2 through the generic descriptor on the board");
    CHECK_MEM(tag, tg, 16, "GCM test case 2 tag through the generic descriptor");
    cairn_aead_wipe(&a);
    free(ct);
    free(tg);
#else
    (void)mark;
    tu_skip("GCM is not in this build");
#endif
}

/* CCM: RFC 3610 packet vector #1 through the typed API and the descriptor. */
static void test_board_ccm(unsigned long *mark)
{
#if CAIRN_ENABLE_CCM
    uint8_t *key = unhex("c0c1c2c3c4c5c6c7c8c9cacbcccdcecf", NULL), *nonce = unhex("00000003020100a0a1a2a3a4a5", NULL);
    uint8_t *aad = unhex("0001020304050607", NULL);
    uint8_t *pt = unhex("08090a0b0c0d0e0f101112131415161718191a1b1c1d1e", NULL);
    uint8_t *ct = unhex("588c979a61c663d2f066d0c2c0f989806d5f6b61dac384", NULL), *tg = unhex("17e8d12cfdf926e0", NULL);
    uint8_t out[23], tag[8], back[23];
    cairn_cipher_ctx b;
    cairn_aead_ctx a;

    CHECK_RC(cairn_cipher_init_ex(&b, &cairn_cipher_aes128, &board_aes.base, key, 16), CAIRN_OK, "board key");
    CHECK_RC(cairn_ccm_encrypt(&b, out, tag, 8, nonce, 13, aad, 8, pt, 23), CAIRN_OK, "ccm_encrypt on the board");
    aes_ran_on_board(mark, "cairn_ccm_encrypt");
    CHECK_MEM(out, ct, 23, "RFC 3610 packet vector #1 on the board");
    CHECK_MEM(tag, tg, 8, "RFC 3610 packet vector #1 tag on the board");
    CHECK_RC(cairn_ccm_decrypt(&b, back, tag, 8, nonce, 13, aad, 8, out, 23), CAIRN_OK, "ccm_decrypt on the board");
    aes_ran_on_board(mark, "cairn_ccm_decrypt");
    CHECK_MEM(back, pt, 23, "CCM round trip on the board");
    cairn_cipher_wipe(&b);

    CHECK_RC(cairn_aead_init_ex(&a, &cairn_aead_aes128_ccm, &board_aes.base, NULL, key, 16), CAIRN_OK,
             "aead_init_ex(AES-128-CCM, board AES)");
    CHECK_RC(cairn_aead_encrypt(&a, out, tag, 8, nonce, 13, aad, 8, pt, 23), CAIRN_OK, "aead_encrypt (CCM)");
    aes_ran_on_board(mark, "cairn_aead_encrypt (CCM)");
    CHECK_MEM(out, ct, 23, "RFC 3610 #1 through the generic descriptor on the board");
    cairn_aead_wipe(&a);
    free(key);
    free(nonce);
    free(aad);
    free(pt);
    free(ct);
    free(tg);
#else
    (void)mark;
    tu_skip("CCM is not in this build");
#endif
}

static void test_board_aes(void)
{
    unsigned long mark = 0;

    CHECK(cairn_impl_usable(&board_aes.base), "a board object (needs 0) is usable");
    CHECK(cairn_impl_find(cairn_aes_impls, "board-aes") == NULL, "the board object is not in the library");
    test_board_modes(&mark);
    test_board_gcm(&mark);
    test_board_ccm(&mark);
    printf("board AES: %lu block calls through the external object\n", board_aes_calls);
}

#endif /* CAIRN_ENABLE_AES */

int main(void)
{
#if CAIRN_ENABLE_SHA256
    test_board_sha256();
#else
    tu_skip("SHA-256 is not in this build");
#endif
#if CAIRN_ENABLE_AES
    test_board_aes();
#else
    tu_skip("AES is not in this build");
#endif
    return tu_finish("test_port");
}
