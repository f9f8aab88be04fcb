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

#else
typedef int cairn_bench_no_openssl; /* ISO C forbids an empty translation unit */
#endif
