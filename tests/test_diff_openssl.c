/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Differential tests of the hash family against OpenSSL's libcrypto: every
 * hash OpenSSL 3 has (EVP_MD_fetch decides; a missing one is reported
 * skipped) and HMAC over each fixed-output one, on random messages of 0..64
 * KiB (block boundaries +-1 included), fed to cairn with random split points,
 * for each implementation object of the primitive this CPU runs (portable,
 * and accelerated where the CPU has it), through a descriptor bound to it
 * (cairn_hash_bind). Seeded and reproducible: CAIRN_TEST_SEED replays a run.
 */
#include <stdlib.h>
#include <string.h>

#include <openssl/evp.h>
#include <openssl/hmac.h>

#include "cairn/hash.h"
#include "cairn/mac.h"
#include "testutil.h"


#define MAX_MSG 65536
#define N_RANDOM_MSGS 800
#define N_HMAC_MSGS 400

/* OpenSSL's name for a descriptor: src/core/algorithms.def's ossl column
 * (NULL: OpenSSL 3 has no such digest). */
static const char *ossl_name(const cairn_hash *h)
{
    (void)h; /* (unread in a build without hashes) */
#define CAIRN_ALG_HASH(sym, name, row, ossl, size)                                                                  \
    if (h == &cairn_hash_##sym)                                                                                      \
        return ossl;
#include "core/algorithms.def"
    return NULL;
}

typedef struct {
    cairn_hash desc; /* h bound to one implementation object */
    const char *kind; /* the object's name */
} impl_t;

#define MAX_OBJS 8

/* Binds h to each implementation object of its list this CPU runs. */
static size_t impls_of(const cairn_hash *h, impl_t out[MAX_OBJS])
{
    size_t n = 0, i;
    for (i = 0; h->impls[i] != NULL && n < MAX_OBJS; i++) {
        if (!cairn_impl_usable(h->impls[i]))
            continue;
        if (CHECK_RC(cairn_hash_bind(&out[n].desc, h, h->impls[i]), CAIRN_OK, h->name)) {
            out[n].kind = h->impls[i]->name;
            n++;
        }
    }
    return n;
}

/* "<n> <object>" per object, and the objects this CPU lacks. */
static void print_counts(const cairn_hash *h, const impl_t *im, size_t ni, const unsigned long *cnt)
{
    size_t k;
    for (k = 0; k < ni; k++)
        printf("%s %4lu %s", k ? "," : "", cnt[k], im[k].kind);
    for (k = 0; h->impls[k] != NULL; k++)
        if (!cairn_impl_usable(h->impls[k]))
            printf(" (%s unsupported on this CPU)", h->impls[k]->name);
}

static size_t rand_piece(tu_prng *r, size_t left)
{
    switch (tu_prng_below(r, 4)) {
    case 0: return 0;
    case 1: return left < 3 ? left : (size_t)tu_prng_below(r, 3);
    case 2: return (size_t)tu_prng_below(r, (left < 300 ? left : 300) + 1);
    default: return (size_t)tu_prng_below(r, left + 1);
    }
}

static int cairn_split(const cairn_hash *d, const uint8_t *in, size_t len, uint8_t *out, size_t outlen, tu_prng *r)
{
    cairn_hash_state st;
    size_t off = 0;
    int rc = d->init(&st, d->impl);
    while (rc == CAIRN_OK && off < len) {
        size_t n = rand_piece(r, len - off);
        rc = d->update(&st, in + off, n);
        off += n;
    }
    if (rc == CAIRN_OK)
        rc = d->final(&st, out, outlen);
    return rc;
}

static int ossl_digest(const EVP_MD *md, int xof, const uint8_t *in, size_t len, uint8_t *out, size_t outlen)
{
    EVP_MD_CTX *c = EVP_MD_CTX_new();
    unsigned int ol = 0;
    int ok = c != NULL && EVP_DigestInit_ex(c, md, NULL) == 1 && EVP_DigestUpdate(c, in, len) == 1;
    if (ok)
        ok = xof ? EVP_DigestFinalXOF(c, out, outlen) == 1 : (EVP_DigestFinal_ex(c, out, &ol) == 1 && ol == outlen);
    EVP_MD_CTX_free(c);
    return ok;
}

/* Message lengths: block boundaries +-1 and 64 KiB edges first, then random
 * (half of them short). */
static size_t msg_len(tu_prng *r, size_t i, size_t block)
{
    static const size_t fixed[] = {0, 1, 2, 3, 55, 56, 57, 63, 64, 65, 111, 112, 113, 127, 128, 129, 1000, 1024,
                                   MAX_MSG - 1, MAX_MSG};
    const size_t nf = sizeof fixed / sizeof fixed[0];
    if (i < nf)
        return fixed[i];
    i -= nf;
    if (i < 12) { /* k*block - 1, k*block, k*block + 1 for k = 1..4 */
        size_t k = 1 + i / 3;
        return k * block + i % 3 - 1;
    }
    if (tu_prng_below(r, 2))
        return (size_t)tu_prng_below(r, 1025);
    return (size_t)tu_prng_below(r, MAX_MSG + 1);
}
#define N_FIXED_LENS (20 + 12)

static void diff_hash(const cairn_hash *h, const EVP_MD *md, uint8_t *msg, tu_prng *r)
{
    impl_t im[MAX_OBJS];
    size_t ni = impls_of(h, im), i, k;
    int xof = (h->flags & CAIRN_HASH_FLAG_XOF) != 0;
    unsigned long cnt[MAX_OBJS] = {0};
    uint64_t bytes = 0;
    for (i = 0; i < N_FIXED_LENS + N_RANDOM_MSGS; i++) {
        size_t len = msg_len(r, i, h->block_len), outlen = h->digest_len;
        uint8_t want[1200], got[1200];
        if (xof) {
            static const size_t outs[] = {1, 16, 32, 64, 100, 1000};
            size_t j = (size_t)tu_prng_below(r, 10);
            outlen = j < 6 ? outs[j] : h->block_len + (j - 6) - 1; /* rate-1, rate, rate+1, rate+2 */
            if (j == 9)
                outlen = 2 * h->block_len + 7;
        }
        tu_prng_fill(r, msg, len);
        if (!CHECK(ossl_digest(md, xof, msg, len, want, outlen), "OpenSSL %s failed", h->name))
            return;
        for (k = 0; k < ni; k++) {
            char what[96];
            snprintf(what, sizeof what, "%s/%s vs OpenSSL, len %u, outlen %u", h->name, im[k].kind, (unsigned)len,
                     (unsigned)outlen);
            memset(got, 0, sizeof got);
            if (CHECK_RC(cairn_split(&im[k].desc, msg, len, got, outlen, r), CAIRN_OK, what) &&
                CHECK_MEM(got, want, outlen, what))
                cnt[k]++;
        }
        bytes += len;
    }
    printf("%-14s digest: messages", h->name);
    print_counts(h, im, ni, cnt);
    printf(" (%.1f MB per implementation)\n", (double)bytes / 1e6);
}

static void diff_hmac(const cairn_hash *h, const EVP_MD *md, uint8_t *msg, tu_prng *r)
{
    impl_t im[MAX_OBJS];
    size_t ni = impls_of(h, im), i, k;
    unsigned long cnt[MAX_OBJS] = {0};
    uint8_t key[400];
    for (i = 0; i < N_FIXED_LENS + N_HMAC_MSGS; i++) {
        size_t len = msg_len(r, i, h->block_len), dl = h->digest_len, keylen;
        size_t kc = (size_t)tu_prng_below(r, 9);
        uint8_t want[CAIRN_HASH_MAX_DIGEST_LEN], got[CAIRN_HASH_MAX_DIGEST_LEN], want2[CAIRN_HASH_MAX_DIGEST_LEN];
        unsigned int ol = 0;
        size_t len2 = (size_t)tu_prng_below(r, 3 * h->block_len);
        /* key lengths around the block length matter: longer keys are hashed first */
        static const int kls[] = {0, 1, 16, -1, -2, -3, -4, -5, -6};
        int kv = kls[kc];
        switch (kv) {
        case -1: keylen = dl; break;
        case -2: keylen = h->block_len - 1; break;
        case -3: keylen = h->block_len; break;
        case -4: keylen = h->block_len + 1; break;
        case -5: keylen = 2 * h->block_len + 3; break;
        case -6: keylen = (size_t)tu_prng_below(r, sizeof key + 1); break;
        default: keylen = (size_t)kv; break;
        }
        tu_prng_fill(r, key, keylen);
        tu_prng_fill(r, msg, len);
        if (!CHECK(HMAC(md, key, (int)keylen, msg, len, want, &ol) != NULL && ol == dl, "OpenSSL HMAC-%s", h->name))
            return;
        /* second message (for reset) is a prefix-independent slice of msg */
        if (!CHECK(HMAC(md, key, (int)keylen, msg, len2 <= len ? len2 : len, want2, &ol) != NULL, "OpenSSL HMAC"))
            return;
        if (len2 > len)
            len2 = len;
        for (k = 0; k < ni; k++) {
            cairn_hmac_ctx c;
            size_t off = 0, tl = 1 + (size_t)tu_prng_below(r, dl);
            char what[128];
            int rc, ok = 1;
            snprintf(what, sizeof what, "HMAC-%s/%s vs OpenSSL, key %u, len %u", h->name, im[k].kind,
                     (unsigned)keylen, (unsigned)len);
            rc = cairn_hmac_init(&c, &im[k].desc, keylen ? key : NULL, keylen);
            while (rc == CAIRN_OK && off < len) {
                size_t n = rand_piece(r, len - off);
                rc = cairn_hmac_update(&c, msg + off, n);
                off += n;
            }
            if (rc == CAIRN_OK)
                rc = cairn_hmac_final(&c, got, dl);
            ok &= CHECK_RC(rc, CAIRN_OK, what) && CHECK_MEM(got, want, dl, what);
            /* same key, next message, without rehashing the key */
            rc = cairn_hmac_reset(&c);
            if (rc == CAIRN_OK)
                rc = cairn_hmac_update(&c, msg, len2);
            if (rc == CAIRN_OK)
                rc = cairn_hmac_final(&c, got, tl);
            ok &= CHECK_RC(rc, CAIRN_OK, what) && CHECK_MEM(got, want2, tl, "after cairn_hmac_reset, truncated");
            cairn_hmac_wipe(&c);
            /* one-shot and verify */
            ok &= CHECK_RC(cairn_hmac(&im[k].desc, got, dl, key, keylen, msg, len), CAIRN_OK, what) &&
                  CHECK_MEM(got, want, dl, "cairn_hmac one-shot");
            ok &= CHECK_RC(cairn_hmac_verify(&im[k].desc, want, tl, key, keylen, msg, len), CAIRN_OK,
                           "cairn_hmac_verify of OpenSSL's (truncated) tag");
            want[tl - 1] ^= 0x01;
            ok &= CHECK_RC(cairn_hmac_verify(&im[k].desc, want, tl, key, keylen, msg, len), CAIRN_ERR_AUTH,
                           "cairn_hmac_verify of a modified tag");
            want[tl - 1] ^= 0x01;
            if (ok)
                cnt[k]++;
        }
    }
    printf("%-14s HMAC:   messages", h->name);
    print_counts(h, im, ni, cnt);
    printf("\n");
}

int main(void)
{
    tu_prng r;
    size_t i;
    const cairn_hash *h;
    uint8_t *msg = malloc(MAX_MSG + 1);
    if (!msg)
        abort();
    tu_prng_seed(&r, tu_seed(0x0ca1124));
    printf("OpenSSL: %s\n", OpenSSL_version(OPENSSL_VERSION));
    if (cairn_hash_at(0) == NULL)
        tu_skip("no hash in this build");
    for (i = 0; (h = cairn_hash_at(i)) != NULL; i++) {
        const char *on = ossl_name(h);
        EVP_MD *md;
        if (on == NULL) {
            char m[96];
            snprintf(m, sizeof m, "%s: OpenSSL 3 has no such digest", h->name);
            tu_skip(m);
            continue;
        }
        md = EVP_MD_fetch(NULL, on, NULL);
        if (md == NULL) {
            char m[96];
            snprintf(m, sizeof m, "%s: EVP_MD_fetch(\"%s\") found nothing in this OpenSSL", h->name, on);
            tu_skip(m);
            continue;
        }
        diff_hash(h, md, msg, &r);
        if (!(h->flags & CAIRN_HASH_FLAG_XOF))
            diff_hmac(h, md, msg, &r);
        EVP_MD_free(md);
    }
    free(msg);
    return tu_finish("test_diff_openssl");
}
