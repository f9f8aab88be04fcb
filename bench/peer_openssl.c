/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * OpenSSL's libcrypto as a peer for --compare: the same workload as cairn's
 * row (for hashes, one EVP digest of the whole buffer per call, as
 * `openssl speed -evp` does), measured in the same process so that both see
 * the same machine load. OpenSSL's CPU dispatch is capped with its own
 * environment variable, OPENSSL_ia32cap=0, read when libcrypto loads.
 */
#ifdef CAIRN_BENCH_OPENSSL

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <string.h>

#include "bench.h"
#include "cairn/common.h"

/* cairn's canonical names -> OpenSSL's digest names */
static const struct {
    const char *cairn, *ossl;
} digest_names[] = {
    {"MD5", "MD5"},           {"SHA-1", "SHA1"},         {"SHA-224", "SHA224"},     {"SHA-256", "SHA256"},
    {"SHA-384", "SHA384"},    {"SHA-512", "SHA512"},     {"SHA3-224", "SHA3-224"},  {"SHA3-256", "SHA3-256"},
    {"SHA3-384", "SHA3-384"}, {"SHA3-512", "SHA3-512"},  {"SM3", "SM3"},            {"SHA-512/224", "SHA512-224"},
    {"SHA-512/256", "SHA512-256"},
};

typedef struct ossl_hash_state {
    EVP_MD *md;
    EVP_MD_CTX *ctx;
} ossl_hash_state;

static int hash_setup(void *state, const void *arg, uint8_t *in, size_t len)
{
    ossl_hash_state *s = state;
    (void)in;
    (void)len;
    s->md = EVP_MD_fetch(NULL, (const char *)arg, NULL);
    s->ctx = EVP_MD_CTX_new();
    if (s->md == NULL || s->ctx == NULL)
        return CAIRN_ERR_UNSUPPORTED;
    return 0;
}

static int hash_run(void *state, const uint8_t *in, uint8_t *out, size_t len)
{
    ossl_hash_state *s = state;
    unsigned int n;
    if (EVP_DigestInit_ex(s->ctx, s->md, NULL) != 1 || EVP_DigestUpdate(s->ctx, in, len) != 1 ||
        EVP_DigestFinal_ex(s->ctx, out, &n) != 1)
        return CAIRN_ERR_BAD_ARG;
    return 0;
}

static void hash_teardown(void *state)
{
    ossl_hash_state *s = state;
    EVP_MD_CTX_free(s->ctx);
    EVP_MD_free(s->md);
}

static int hash_available(const void *arg)
{
    EVP_MD *md = EVP_MD_fetch(NULL, (const char *)arg, NULL);
    EVP_MD_free(md);
    return md != NULL;
}

const char *bench_openssl_hash_peer(bench_impl *impl, const char *cairn_name)
{
    size_t i;
    for (i = 0; i < sizeof digest_names / sizeof digest_names[0]; i++) {
        if (strcmp(digest_names[i].cairn, cairn_name) != 0)
            continue;
        memset(impl, 0, sizeof *impl);
        impl->arg = digest_names[i].ossl;
        impl->available = hash_available;
        impl->state_size = sizeof(ossl_hash_state);
        impl->setup = hash_setup;
        impl->bulk = hash_run;
        impl->teardown = hash_teardown;
        return OpenSSL_version(OPENSSL_VERSION);
    }
    return NULL;
}

/* ---- ciphers: the same rows through EVP, one EVP_CipherUpdate over the
 * whole buffer per call from the row's fixed key and IV, no padding ---- */

static const struct {
    const char *cairn, *ossl;
} cipher_names[] = {
    {"3DES-CBC", "DES-EDE3-CBC"},     {"AES128-CBC", "AES-128-CBC"}, {"AES192-CBC", "AES-192-CBC"},
    {"AES256-CBC", "AES-256-CBC"},    {"AES128-CTR", "AES-128-CTR"}, {"AES192-CTR", "AES-192-CTR"},
    {"AES256-CTR", "AES-256-CTR"},    {"SM4-CBC", "SM4-CBC"},        {"SM4-CTR", "SM4-CTR"},
};

typedef struct ossl_cipher_arg {
    const char *name;
    int decrypt;
} ossl_cipher_arg;

static const ossl_cipher_arg cipher_args[2][sizeof cipher_names / sizeof cipher_names[0]] = {
#define CIPHER_ARGS(d)                                                                                              \
    {{"DES-EDE3-CBC", d}, {"AES-128-CBC", d}, {"AES-192-CBC", d}, {"AES-256-CBC", d}, {"AES-128-CTR", d},          \
     {"AES-192-CTR", d},  {"AES-256-CTR", d}, {"SM4-CBC", d},     {"SM4-CTR", d}}
    CIPHER_ARGS(0),
    CIPHER_ARGS(1),
#undef CIPHER_ARGS
};

typedef struct ossl_cipher_state {
    EVP_CIPHER *cipher;
    EVP_CIPHER_CTX *ctx;
    int decrypt;
} ossl_cipher_state;

static const uint8_t peer_key[32] = {0x00, 0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77, 0x88, 0x99, 0xaa,
                                     0xbb, 0xcc, 0xdd, 0xee, 0xff, 0x01, 0x23, 0x45, 0x67, 0x89, 0xab,
                                     0xcd, 0xef, 0xfe, 0xdc, 0xba, 0x98, 0x76, 0x54, 0x32, 0x10};
static const uint8_t peer_iv[16] = {0xf0, 0xf1, 0xf2, 0xf3, 0xf4, 0xf5, 0xf6, 0xf7,
                                    0xf8, 0xf9, 0xfa, 0xfb, 0xfc, 0xfd, 0xfe, 0xff};

static int cipher_pass(EVP_CIPHER_CTX *ctx, int enc, uint8_t *out, const uint8_t *in, size_t len)
{
    int n;
    if (len > 0x7fffffff || EVP_CipherInit_ex2(ctx, NULL, NULL, peer_iv, enc, NULL) != 1 ||
        EVP_CipherUpdate(ctx, out, &n, in, (int)len) != 1)
        return CAIRN_ERR_BAD_ARG;
    return 0;
}

static int cipher_setup(void *state, const void *arg, uint8_t *in, size_t len)
{
    ossl_cipher_state *s = state;
    const ossl_cipher_arg *a = arg;
    s->cipher = EVP_CIPHER_fetch(NULL, a->name, NULL);
    s->ctx = EVP_CIPHER_CTX_new();
    s->decrypt = a->decrypt;
    if (s->cipher == NULL || s->ctx == NULL)
        return CAIRN_ERR_UNSUPPORTED;
    if (EVP_CipherInit_ex2(s->ctx, s->cipher, peer_key, peer_iv, 1, NULL) != 1 ||
        EVP_CIPHER_CTX_set_padding(s->ctx, 0) != 1)
        return CAIRN_ERR_BAD_ARG;
    if (a->decrypt) {
        /* real ciphertext to decrypt, as cairn's decrypt cells have */
        if (cipher_pass(s->ctx, 1, in, in, len) != 0 ||
            EVP_CipherInit_ex2(s->ctx, s->cipher, peer_key, peer_iv, 0, NULL) != 1 ||
            EVP_CIPHER_CTX_set_padding(s->ctx, 0) != 1)
            return CAIRN_ERR_BAD_ARG;
    }
    return 0;
}

static int cipher_run(void *state, const uint8_t *in, uint8_t *out, size_t len)
{
    ossl_cipher_state *s = state;
    return cipher_pass(s->ctx, !s->decrypt, out, in, len);
}

static void cipher_teardown(void *state)
{
    ossl_cipher_state *s = state;
    EVP_CIPHER_CTX_free(s->ctx);
    EVP_CIPHER_free(s->cipher);
}

static int cipher_available(const void *arg)
{
    EVP_CIPHER *c = EVP_CIPHER_fetch(NULL, ((const ossl_cipher_arg *)arg)->name, NULL);
    EVP_CIPHER_free(c);
    return c != NULL;
}

const char *bench_openssl_cipher_peer(bench_impl *impl, const char *cairn_row, int decrypt)
{
    size_t i;
    for (i = 0; i < sizeof cipher_names / sizeof cipher_names[0]; i++) {
        if (strcmp(cipher_names[i].cairn, cairn_row) != 0)
            continue;
        memset(impl, 0, sizeof *impl);
        impl->arg = &cipher_args[decrypt != 0][i];
        impl->available = cipher_available;
        impl->state_size = sizeof(ossl_cipher_state);
        impl->setup = cipher_setup;
        impl->bulk = cipher_run;
        impl->teardown = cipher_teardown;
        return OpenSSL_version(OPENSSL_VERSION);
    }
    return NULL; /* e.g. 3DES-CTR: OpenSSL has no such mode */
}

#else
typedef int cairn_bench_no_openssl; /* ISO C forbids an empty translation unit */
#endif
