/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The AEAD family's generic test driver: EVERY descriptor of this build
 * (cairn_aead_at) x EVERY pair of its parts' implementation objects this
 * CPU runs (tu_aead_pair; those it lacks are reported skipped), through the generic
 * layer (cairn_aead_init_ex/encrypt/decrypt) and the descriptor's own
 * functions:
 *  - descriptor fields consistent with each other and with the facts of
 *    each construction (key, nonce and tag sizes, the tag rule), the build's
 *    order, lookup by several spellings;
 *  - every Wycheproof file of the family: valid cases encrypt to ct || tag
 *    and decrypt to msg; invalid cases are rejected, either up front (a
 *    nonce or tag length the API does not take: CAIRN_ERR_BAD_LENGTH) or at
 *    decryption (CAIRN_ERR_AUTH with the whole output wiped); no file has
 *    "acceptable" cases (each is checked and counted);
 *  - every implementation i > 0 against i = 0 on seeded random keys,
 *    nonces (every accepted length class), AAD, message lengths and tag
 *    lengths, both directions and in place;
 *  - tampered tag, ciphertext, AAD and nonce rejected with the output wiped
 *    (all zero), through the generic API and the descriptor directly;
 *  - tag lengths the rule refuses, truncated tags being prefixes where the
 *    construction defines them so (GCM, Ascon).
 * Replay a random run with CAIRN_TEST_SEED.
 */
#include <stdlib.h>
#include <string.h>

#include "cairn/aead.h"
#include "json.h"
#include "testutil.h"

#define MAX_IMPLS 64
#define MAX_MSG 20000

/* ------------------------------------------------------------------------ */
/* descriptors and implementations                                           */

static size_t n_impls(const cairn_aead *a)
{
    size_t i = 0;
    while (i < MAX_IMPLS && tu_aead_pair_name(a, i) != NULL)
        i++;
    return i;
}

static int tag_ok(const cairn_aead *a, size_t t)
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

/* What each construction must declare (from its specification). */
typedef struct {
    const char *name;
    size_t key_len, nonce_len, nonce_min, nonce_max_at_least, nonce_max_at_most, tag_len, tag_min;
    uint32_t rule;
} facts_t;

static const facts_t facts[] = {
    /* GCM: any IV >= 1 byte (SP 800-38D; Wycheproof has 257-byte IVs), tags 4, 8, 12..16 */
    {"AES-128-GCM", 16, 12, 1, 257, (size_t)-1, 16, 4, CAIRN_AEAD_TAG_GCM},
    {"AES-192-GCM", 24, 12, 1, 257, (size_t)-1, 16, 4, CAIRN_AEAD_TAG_GCM},
    {"AES-256-GCM", 32, 12, 1, 257, (size_t)-1, 16, 4, CAIRN_AEAD_TAG_GCM},
    /* CCM: nonce 7..13, tags 4..16 even (SP 800-38C A.1) */
    {"AES-128-CCM", 16, 0, 7, 13, 13, 16, 4, CAIRN_AEAD_TAG_EVEN},
    {"AES-192-CCM", 24, 0, 7, 13, 13, 16, 4, CAIRN_AEAD_TAG_EVEN},
    {"AES-256-CCM", 32, 0, 7, 13, 13, 16, 4, CAIRN_AEAD_TAG_EVEN},
    {"SM4-GCM", 16, 12, 1, 257, (size_t)-1, 16, 4, CAIRN_AEAD_TAG_GCM},
    {"SM4-CCM", 16, 0, 7, 13, 13, 16, 4, CAIRN_AEAD_TAG_EVEN},
    /* SP 800-232: 128-bit key and nonce, tag truncatable (the header says 4..16) */
    {"Ascon-AEAD128", 16, 16, 16, 16, 16, 16, 4, 0},
    /* RFC 8439: 96-bit nonce, 128-bit tag only */
    {"ChaCha20-Poly1305", 32, 12, 12, 12, 12, 16, 16, CAIRN_AEAD_TAG_FIXED},
    {"XChaCha20-Poly1305", 32, 24, 24, 24, 24, 16, 16, CAIRN_AEAD_TAG_FIXED},
};

static void test_descriptors(void)
{
    static const char *const order[] = {"AES-128-GCM", "AES-192-GCM", "AES-256-GCM", "AES-128-CCM",
                                        "AES-192-CCM", "AES-256-CCM", "SM4-GCM",     "SM4-CCM",
                                        "Ascon-AEAD128", "ChaCha20-Poly1305", "XChaCha20-Poly1305"};
    const cairn_aead *a, *prev = NULL;
    size_t i, j, k, pos = 0;

    for (i = 0; (a = cairn_aead_at(i)) != NULL; i++) {
        const facts_t *f = NULL;
        const cairn_aead *found = NULL;
        size_t n;
        if (!CHECK(a->name != NULL && a->init != NULL &&
                       a->encrypt != NULL && a->decrypt != NULL,
                   "descriptor %u has its fields", (unsigned)i))
            continue;
        /* the build's order is the reference order with disabled entries left out */
        while (pos < sizeof order / sizeof order[0] && strcmp(order[pos], a->name) != 0)
            pos++;
        CHECK(pos < sizeof order / sizeof order[0], "%s: in the reference order after %s", a->name,
              prev ? prev->name : "(start)");
        prev = a;
        for (k = 0; k < sizeof facts / sizeof facts[0]; k++)
            if (strcmp(facts[k].name, a->name) == 0)
                f = &facts[k];
        if (CHECK(f != NULL, "%s: a known descriptor", a->name)) {
            CHECK(a->key_len == f->key_len, "%s: key_len %zu, want %zu", a->name, a->key_len, f->key_len);
            CHECK(f->nonce_len == 0 || a->nonce_len == f->nonce_len, "%s: nonce_len %zu, want %zu", a->name,
                  a->nonce_len, f->nonce_len);
            CHECK(a->nonce_min == f->nonce_min, "%s: nonce_min %zu, want %zu", a->name, a->nonce_min, f->nonce_min);
            CHECK(a->nonce_max >= f->nonce_max_at_least && a->nonce_max <= f->nonce_max_at_most,
                  "%s: nonce_max %zu, want %zu..%zu", a->name, a->nonce_max, f->nonce_max_at_least,
                  f->nonce_max_at_most);
            CHECK(a->tag_len == f->tag_len && a->tag_min == f->tag_min, "%s: tag %zu..%zu, want %zu..%zu", a->name,
                  a->tag_min, a->tag_len, f->tag_min, f->tag_len);
            CHECK(a->tag_rule == f->rule || (f->rule == CAIRN_AEAD_TAG_FIXED && a->tag_min == a->tag_len &&
                                             (a->tag_rule & ~CAIRN_AEAD_TAG_FIXED) == 0),
                  "%s: tag_rule %u, want %u", a->name, (unsigned)a->tag_rule, (unsigned)f->rule);
        }
        CHECK(a->nonce_min <= a->nonce_len && a->nonce_len <= a->nonce_max &&
                  a->nonce_len <= CAIRN_AEAD_MAX_NONCE_LEN,
              "%s: nonce lengths %zu <= %zu <= %zu", a->name, a->nonce_min, a->nonce_len, a->nonce_max);
        CHECK(a->key_len <= CAIRN_AEAD_MAX_KEY_LEN && a->tag_len <= CAIRN_AEAD_MAX_TAG_LEN && a->tag_min >= 1 &&
                  tag_ok(a, a->tag_len),
              "%s: key/tag within the generic maxima", a->name);
        CHECK(a->state_size > 0 && a->state_size <= sizeof(((cairn_aead_ctx *)0)->state),
              "%s: state_size %zu fits cairn_aead_ctx", a->name, a->state_size);
        n = n_impls(a);
        CHECK(n >= 1 && n < MAX_IMPLS, "%s: %zu implementations", a->name, n);
        CHECK(tu_aead_pair_usable(a, 0) == 1, "%s: the portable pair is always available", a->name);
        for (j = 0; j < 2; j++) {
            const cairn_impl *p = cairn_impl_portable(a->parts[j]);
            CHECK(a->parts[j] == NULL || (p != NULL && p->needs == 0 && cairn_impl_usable(p)),
                  "%s: part %zu has a portable object", a->name, j);
        }
        CHECK(tu_aead_pair_name(a, n) == NULL && tu_aead_pair_name(a, (size_t)-1) == NULL, "%s: NULL name past the end", a->name);
        CHECK(tu_aead_pair_usable(a, n) == 0 && tu_aead_pair_usable(a, (size_t)-1) == 0, "%s: nothing available past the end",
              a->name);
        printf("%-20s key %2zu nonce %zu..%zu (%zu) tag %zu..%zu rule %u state %5zu B, impls:", a->name, a->key_len,
               a->nonce_min, a->nonce_max, a->nonce_len, a->tag_min, a->tag_len, (unsigned)a->tag_rule,
               a->state_size);
        for (j = 0; j < n; j++)
            printf(" %s%s%s", tu_aead_pair_name(a, j) ? tu_aead_pair_name(a, j) : "(null)", j == 0 ? "(ref)" : "",
                   tu_aead_pair_usable(a, j) ? "" : "[n/a]");
        printf("\n");
        for (j = 0; j < n; j++)
            if (!tu_aead_pair_usable(a, j)) {
                char msg[128];
                snprintf(msg, sizeof msg, "%s implementation %s: not available on this CPU", a->name,
                         tu_aead_pair_name(a, j));
                tu_skip(msg);
            }
        CHECK_RC(cairn_aead_lookup(&found, a->name), CAIRN_OK, a->name);
        CHECK(found == a, "%s: lookup by its own name", a->name);
    }
    CHECK((i > 0) == (CAIRN_ENABLE_CHACHA20 || CAIRN_ENABLE_ASCON ||
                      ((CAIRN_ENABLE_GCM || CAIRN_ENABLE_CCM) && (CAIRN_ENABLE_AES || CAIRN_ENABLE_SM4))),
          "cairn_aead_at(0) exists (exactly when the build has an AEAD)");
    CHECK(cairn_aead_at(i) == NULL && cairn_aead_at((size_t)-1) == NULL, "cairn_aead_at past the end is NULL");
}

static void test_lookup(void)
{
    static const struct {
        const char *spelling, *name;
    } good[] = {
        {"aes128gcm", "AES-128-GCM"},       {"AES_192_GCM", "AES-192-GCM"},       {"aes-256-gcm", "AES-256-GCM"},
        {"Aes 128 Ccm", "AES-128-CCM"},     {"aes192ccm", "AES-192-CCM"},         {"AES/256/CCM", "AES-256-CCM"},
        {"sm4gcm", "SM4-GCM"},              {"SM4_CCM", "SM4-CCM"},               {"ascon-aead128", "Ascon-AEAD128"},
        {"ASCONAEAD128", "Ascon-AEAD128"},  {"chacha20poly1305", "ChaCha20-Poly1305"},
        {"ChaCha20/Poly1305", "ChaCha20-Poly1305"}, {"xchacha20_poly1305", "XChaCha20-Poly1305"},
    };
    static const char *const bad[] = {"",          "AES-128",   "GCM",         "aes128gcm!", "aes-128-gcm-siv",
                                      "chacha20",  "poly1305",  "aes-512-gcm", "ascon",      "ascon-aead128a",
                                      "aes128ccm8"};
    const cairn_aead *a, *want;
    size_t i;
    for (i = 0; i < sizeof good / sizeof good[0]; i++) {
        a = NULL;
        want = NULL;
        /* compare with the descriptor found by canonical name, absent when disabled */
        {
            size_t k;
            for (k = 0; cairn_aead_at(k) != NULL; k++)
                if (strcmp(cairn_aead_at(k)->name, good[i].name) == 0)
                    want = cairn_aead_at(k);
        }
        if (want == NULL) {
            CHECK_RC(cairn_aead_lookup(&a, good[i].spelling), CAIRN_ERR_NOT_FOUND, good[i].spelling);
            continue;
        }
        CHECK_RC(cairn_aead_lookup(&a, good[i].spelling), CAIRN_OK, good[i].spelling);
        CHECK(a == want, "lookup \"%s\" gives %s", good[i].spelling, good[i].name);
    }
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        a = cairn_aead_at(0);
        CHECK_RC(cairn_aead_lookup(&a, bad[i]), CAIRN_ERR_NOT_FOUND, bad[i]);
        CHECK(a == NULL, "lookup \"%s\": *out = NULL", bad[i]);
    }
}

/* ------------------------------------------------------------------------ */
/* Wycheproof                                                                */

static uint8_t *unhex_or_fail(const char *hex, size_t *len, const char *what)
{
    uint8_t *p = hex ? tu_unhex(hex, len) : NULL;
    if (!CHECK(p != NULL, "%s: bad hex", what)) {
        *len = 0;
        p = malloc(1);
    }
    return p;
}

static void wycheproof_file(const char *rel, const char *fmt) /* fmt: descriptor name with %u = key bits */
{
    json_value *doc = json_load_vector(rel);
    const json_value *groups;
    size_t g, t, i;
    /* per (descriptor, impl): valid, invalid rejected at decrypt, invalid refused up front */
    struct {
        const cairn_aead *a;
        size_t impl;
        unsigned long valid, auth, refused;
    } cnt[64];
    size_t ncnt = 0;
    unsigned long nacceptable = 0, ncases = 0, nabsent = 0;

    if (doc == NULL)
        return;
    groups = json_wycheproof_groups(doc, rel);
    for (g = 0; g < json_len(groups); g++) {
        const json_value *grp = json_at(groups, g);
        const json_value *tests = json_get(grp, "tests");
        long keybits = json_get_int(grp, "keySize", -1);
        char name[40];
        const cairn_aead *a = NULL;
        snprintf(name, sizeof name, fmt, (unsigned)keybits);
        if (cairn_aead_lookup(&a, name) != CAIRN_OK) {
            char msg[96];
            snprintf(msg, sizeof msg, "%s: %s not in this build", rel, name);
            tu_skip(msg);
            nabsent += (unsigned long)json_len(tests); /* counted, not run */
            continue;
        }
        for (t = 0; t < json_len(tests); t++) {
            const json_value *tc = json_at(tests, t);
            const char *result = json_get_str(tc, "result");
            long id = json_get_int(tc, "tcId", -1);
            char what[160];
            size_t kl, nl, al, ml, cl, tl, n = n_impls(a);
            uint8_t *key, *nonce, *aad, *msg, *ct, *tag, *buf, tagbuf[CAIRN_AEAD_MAX_TAG_LEN];
            int valid;

            snprintf(what, sizeof what, "%s tcId %ld", rel, id);
            if (!CHECK(result != NULL, "%s: result", what))
                continue;
            ncases++;
            valid = strcmp(result, "valid") == 0;
            if (strcmp(result, "acceptable") == 0) {
                nacceptable++; /* none in these files; would be listed here */
                printf("%s: acceptable case (flags not judged)\n", what);
                continue;
            }
            CHECK(valid || strcmp(result, "invalid") == 0, "%s: result %s", what, result);
            key = unhex_or_fail(json_get_str(tc, "key"), &kl, what);
            nonce = unhex_or_fail(json_get_str(tc, "iv"), &nl, what);
            aad = unhex_or_fail(json_get_str(tc, "aad"), &al, what);
            msg = unhex_or_fail(json_get_str(tc, "msg"), &ml, what);
            ct = unhex_or_fail(json_get_str(tc, "ct"), &cl, what);
            tag = unhex_or_fail(json_get_str(tc, "tag"), &tl, what);
            buf = malloc(ml + cl + 16);
            CHECK(cl == ml, "%s: ct and msg lengths", what);
            for (i = 0; i < n; i++) {
                cairn_aead_ctx ctx;
                size_t c;
                int rc;
                char w2[200];
                if (!tu_aead_pair_usable(a, i))
                    continue;
                snprintf(w2, sizeof w2, "%s [%s/%s]", what, a->name, tu_aead_pair_name(a, i));
                for (c = 0; c < ncnt && !(cnt[c].a == a && cnt[c].impl == i); c++)
                    ;
                if (c == ncnt && ncnt < sizeof cnt / sizeof cnt[0]) {
                    memset(&cnt[c], 0, sizeof cnt[c]);
                    cnt[c].a = a;
                    cnt[c].impl = i;
                    ncnt++;
                }
                if (!CHECK_RC(tu_aead_init_pair(&ctx, a, i, key, kl), CAIRN_OK, w2))
                    continue;
                memset(buf, 0xa5, ml + cl + 16);
                rc = cairn_aead_decrypt(&ctx, buf, tag, tl, nonce, nl, aad, al, ct, cl);
                if (valid) {
                    if (c < ncnt)
                        cnt[c].valid++;
                    CHECK_RC(rc, CAIRN_OK, w2);
                    CHECK_MEM(buf, msg, ml, w2);
                    memset(buf, 0xa5, ml + cl + 16);
                    memset(tagbuf, 0xa5, sizeof tagbuf);
                    CHECK_RC(cairn_aead_encrypt(&ctx, buf, tagbuf, tl, nonce, nl, aad, al, msg, ml), CAIRN_OK, w2);
                    CHECK_MEM(buf, ct, cl, w2);
                    CHECK_MEM(tagbuf, tag, tl, w2);
                    /* in place, both directions */
                    memcpy(buf, msg, ml);
                    CHECK_RC(cairn_aead_encrypt(&ctx, buf, tagbuf, tl, nonce, nl, aad, al, buf, ml), CAIRN_OK, w2);
                    CHECK_MEM(buf, ct, cl, w2);
                    CHECK_RC(cairn_aead_decrypt(&ctx, buf, tag, tl, nonce, nl, aad, al, buf, cl), CAIRN_OK, w2);
                    CHECK_MEM(buf, msg, ml, w2);
                } else if (rc == CAIRN_ERR_BAD_LENGTH &&
                           (nl < a->nonce_min || nl > a->nonce_max || !tag_ok(a, tl))) {
                    /* a parameter the API refuses up front: rejected */
                    if (c < ncnt)
                        cnt[c].refused++;
                    CHECK_RC(cairn_aead_encrypt(&ctx, buf, tagbuf, tl, nonce, nl, aad, al, msg, ml),
                             CAIRN_ERR_BAD_LENGTH, w2);
                } else {
                    if (c < ncnt)
                        cnt[c].auth++;
                    CHECK_RC(rc, CAIRN_ERR_AUTH, w2);
                    CHECK(tu_all_zero(buf, cl), "%s: output wiped on failure", w2);
                    CHECK(buf[cl] == 0xa5, "%s: nothing written past len", w2);
                    /* the descriptor itself wipes (not only the generic layer) */
                    memset(buf, 0xa5, ml + cl + 16);
                    rc = a->decrypt(ctx.state, buf, tag, tl, nonce, nl, aad, al, ct, cl);
                    CHECK_RC(rc, CAIRN_ERR_AUTH, w2);
                    CHECK(tu_all_zero(buf, cl), "%s: descriptor's decrypt wipes its output", w2);
                }
                cairn_aead_wipe(&ctx);
            }
            free(key);
            free(nonce);
            free(aad);
            free(msg);
            free(ct);
            free(tag);
            free(buf);
        }
    }
    /* every case of the file counted once: run, or in a group whose
     * descriptor this build leaves out (CAIRN_ENABLE_*) */
    json_wycheproof_counted(doc, rel, ncases + nabsent);
    json_free(doc);
    CHECK(ncases > 0 || nabsent > 0, "%s: cases ran", rel);
    for (i = 0; i < ncnt; i++)
        printf("%-44s %-20s %-12s %4lu valid, %4lu invalid (%lu rejected at decryption, %lu refused up front)\n",
               rel, cnt[i].a->name, tu_aead_pair_name(cnt[i].a, cnt[i].impl), cnt[i].valid, cnt[i].auth + cnt[i].refused,
               cnt[i].auth, cnt[i].refused);
    if (nacceptable > 0)
        printf("%s: %lu acceptable cases skipped\n", rel, nacceptable);
}

static void test_wycheproof(void)
{
    wycheproof_file("wycheproof/aes_gcm_test.json", "AES-%u-GCM");
    wycheproof_file("wycheproof/aes_ccm_test.json", "AES-%u-CCM");
    wycheproof_file("wycheproof/sm4_gcm_test.json", "SM4-GCM");
    wycheproof_file("wycheproof/sm4_ccm_test.json", "SM4-CCM");
    wycheproof_file("wycheproof/chacha20_poly1305_test.json", "ChaCha20-Poly1305");
    wycheproof_file("wycheproof/ascon_sp800_232_aead128_test.json", "Ascon-AEAD128");
    /* not in the vector set at the time of writing; run when present */
    {
        FILE *f;
        char path[1024];
        snprintf(path, sizeof path, "%s/wycheproof/xchacha20_poly1305_test.json", tu_vectors_dir());
        f = fopen(path, "rb");
        if (f != NULL) {
            fclose(f);
            wycheproof_file("wycheproof/xchacha20_poly1305_test.json", "XChaCha20-Poly1305");
        } else {
            printf("wycheproof/xchacha20_poly1305_test.json: not in the vector set (XChaCha20-Poly1305 is checked "
                   "by the cross-checks here and by test_chacha)\n");
        }
    }
}

/* ------------------------------------------------------------------------ */
/* random cross-checks and tampering                                         */

static size_t pick_nonce_len(const cairn_aead *a, tu_prng *r, int k)
{
    size_t hi = a->nonce_max < 64 ? a->nonce_max : 64;
    if (k % 3 == 0 || hi == a->nonce_min)
        return a->nonce_len;
    if (k % 3 == 1)
        return k & 4 ? a->nonce_min : hi;
    return a->nonce_min + (size_t)tu_prng_below(r, hi - a->nonce_min + 1);
}

static size_t pick_tag_len(const cairn_aead *a, tu_prng *r)
{
    size_t t;
    do
        t = a->tag_min + (size_t)tu_prng_below(r, a->tag_len - a->tag_min + 1);
    while (!tag_ok(a, t));
    return t;
}

static size_t pick_len(tu_prng *r, int k)
{
    static const size_t fixed[] = {0, 1, 15, 16, 17, 31, 63, 64, 65, 127, 128, 129, 255, 256, 257, 511, 512, 513,
                                   1023, 1024, 4097, MAX_MSG};
    if (k < (int)(sizeof fixed / sizeof fixed[0]))
        return fixed[k];
    if (k % 5 == 0)
        return (size_t)tu_prng_below(r, MAX_MSG + 1);
    return (size_t)tu_prng_below(r, 1100);
}

static size_t pick_aad_len(tu_prng *r, int k)
{
    static const size_t fixed[] = {0, 1, 13, 16, 17, 64, 300};
    if (k % 4 == 3)
        return (size_t)tu_prng_below(r, 600);
    return fixed[(size_t)k % (sizeof fixed / sizeof fixed[0])];
}

#define N_CROSS 60

static void test_cross(tu_prng *r)
{
    static uint8_t in[MAX_MSG], ref[MAX_MSG + 16], got[MAX_MSG + 16], back[MAX_MSG + 16], aad[600];
    const cairn_aead *a;
    size_t ai, i;

    for (ai = 0; (a = cairn_aead_at(ai)) != NULL; ai++) {
        size_t n = n_impls(a);
        for (i = 0; i < n; i++) {
            unsigned long before = tu_failures;
            int k;
            if (!tu_aead_pair_usable(a, i))
                continue;
            for (k = 0; k < N_CROSS; k++) {
                uint8_t key[CAIRN_AEAD_MAX_KEY_LEN], nonce[64], tref[16], tgot[16];
                size_t len = pick_len(r, k), alen = pick_aad_len(r, k), nl = pick_nonce_len(a, r, k),
                       tl = pick_tag_len(a, r);
                cairn_aead_ctx c0, ci, cb;
                char what[160];
                snprintf(what, sizeof what, "%s [%s vs %s] len %zu aad %zu nonce %zu tag %zu", a->name,
                         tu_aead_pair_name(a, i), tu_aead_pair_name(a, 0), len, alen, nl, tl);
                tu_prng_fill(r, key, sizeof key);
                tu_prng_fill(r, nonce, sizeof nonce);
                tu_prng_fill(r, aad, alen);
                tu_prng_fill(r, in, len);
                if (!CHECK_RC(tu_aead_init_pair(&c0, a, 0, key, a->key_len), CAIRN_OK, what) ||
                    !CHECK_RC(tu_aead_init_pair(&ci, a, i, key, a->key_len), CAIRN_OK, what) ||
                    !CHECK_RC(cairn_aead_init(&cb, a, key, a->key_len), CAIRN_OK, what))
                    continue;
                CHECK_RC(cairn_aead_encrypt(&c0, ref, tref, tl, nonce, nl, aad, alen, in, len), CAIRN_OK, what);
                CHECK_RC(cairn_aead_encrypt(&ci, got, tgot, tl, nonce, nl, aad, alen, in, len), CAIRN_OK, what);
                CHECK_MEM(got, ref, len, what);
                CHECK_MEM(tgot, tref, tl, what);
                /* the best implementation (init) agrees too */
                CHECK_RC(cairn_aead_encrypt(&cb, got, tgot, tl, nonce, nl, aad, alen, in, len), CAIRN_OK, what);
                CHECK_MEM(got, ref, len, what);
                CHECK_MEM(tgot, tref, tl, what);
                /* i decrypts 0's output, out of place and in place */
                CHECK_RC(cairn_aead_decrypt(&ci, back, tref, tl, nonce, nl, aad, alen, ref, len), CAIRN_OK, what);
                CHECK_MEM(back, in, len, what);
                memcpy(back, ref, len);
                CHECK_RC(cairn_aead_decrypt(&ci, back, tref, tl, nonce, nl, aad, alen, back, len), CAIRN_OK, what);
                CHECK_MEM(back, in, len, what);
                /* in-place encryption */
                memcpy(back, in, len);
                CHECK_RC(cairn_aead_encrypt(&ci, back, tgot, tl, nonce, nl, aad, alen, back, len), CAIRN_OK, what);
                CHECK_MEM(back, ref, len, what);
                CHECK_MEM(tgot, tref, tl, what);
                /* truncated tags: a prefix of the full tag for GCM and Ascon (not CCM, whose tag length is
                 * encoded in B0) */
                if (tl < a->tag_len && !(a->tag_rule & CAIRN_AEAD_TAG_EVEN)) {
                    uint8_t tfull[16];
                    CHECK_RC(cairn_aead_encrypt(&ci, got, tfull, a->tag_len, nonce, nl, aad, alen, in, len), CAIRN_OK,
                             what);
                    CHECK_MEM(tfull, tref, tl, "truncated tag is a prefix");
                }
                cairn_aead_wipe(&c0);
                cairn_aead_wipe(&ci);
                cairn_aead_wipe(&cb);
            }
            printf("cross-check %-20s %-12s against %-12s %s (%d messages)\n", a->name, tu_aead_pair_name(a, i),
                   tu_aead_pair_name(a, 0), tu_failures == before ? "ok" : "FAILED", N_CROSS);
        }
    }
}

/* Decrypt with one thing changed: must be CAIRN_ERR_AUTH with out all zero,
 * through the generic layer and through the descriptor's own decrypt. */
static void tamper_one(const cairn_aead_ctx *ctx, const char *what, uint8_t *out, const uint8_t *tag, size_t tl,
                       const uint8_t *nonce, size_t nl, const uint8_t *aad, size_t alen, const uint8_t *ct, size_t len)
{
    int rc;
    memset(out, 0x5a, len + 1);
    rc = cairn_aead_decrypt(ctx, out, tag, tl, nonce, nl, aad, alen, ct, len);
    CHECK_RC(rc, CAIRN_ERR_AUTH, what);
    CHECK(tu_all_zero(out, len), "%s: output wiped (generic)", what);
    CHECK(out[len] == 0x5a, "%s: nothing written past len", what);
    memset(out, 0x5a, len + 1);
    rc = ctx->aead->decrypt(ctx->state, out, tag, tl, nonce, nl, aad, alen, ct, len);
    CHECK_RC(rc, CAIRN_ERR_AUTH, what);
    CHECK(tu_all_zero(out, len), "%s: output wiped (descriptor)", what);
}

static void test_tamper(tu_prng *r)
{
    static uint8_t in[4200], ct[4200], out[4201], aad[100];
    const cairn_aead *a;
    size_t ai, i;
    static const size_t lens[] = {0, 1, 16, 33, 64, 255, 4100};

    for (ai = 0; (a = cairn_aead_at(ai)) != NULL; ai++) {
        size_t n = n_impls(a);
        for (i = 0; i < n; i++) {
            unsigned long before = tu_failures, ncases = 0;
            size_t li;
            if (!tu_aead_pair_usable(a, i))
                continue;
            for (li = 0; li < sizeof lens / sizeof lens[0]; li++) {
                uint8_t key[32], nonce[64], tag[16];
                size_t len = lens[li], alen = li & 1 ? 0 : 37, nl = pick_nonce_len(a, r, (int)li),
                       tl = pick_tag_len(a, r), pos, b;
                cairn_aead_ctx ctx;
                char what[200];
                tu_prng_fill(r, key, sizeof key);
                tu_prng_fill(r, nonce, sizeof nonce);
                tu_prng_fill(r, aad, sizeof aad);
                tu_prng_fill(r, in, len);
                snprintf(what, sizeof what, "%s [%s] len %zu aad %zu tag %zu", a->name, tu_aead_pair_name(a, i), len, alen,
                         tl);
                if (!CHECK_RC(tu_aead_init_pair(&ctx, a, i, key, a->key_len), CAIRN_OK, what))
                    continue;
                CHECK_RC(cairn_aead_encrypt(&ctx, ct, tag, tl, nonce, nl, aad, alen, in, len), CAIRN_OK, what);
                /* every tag byte, one bit each (the first, the last and a random one) */
                for (pos = 0; pos < tl; pos++) {
                    b = (size_t)tu_prng_below(r, 8);
                    tag[pos] ^= (uint8_t)(1u << b);
                    tamper_one(&ctx, "tampered tag", out, tag, tl, nonce, nl, aad, alen, ct, len);
                    tag[pos] ^= (uint8_t)(1u << b);
                    ncases++;
                }
                if (len > 0) {
                    static const int where[3] = {0, 1, 2};
                    int w;
                    for (w = 0; w < 3; w++) {
                        pos = where[w] == 0 ? 0 : where[w] == 1 ? len - 1 : (size_t)tu_prng_below(r, len);
                        ct[pos] ^= 0x80;
                        tamper_one(&ctx, "tampered ciphertext", out, tag, tl, nonce, nl, aad, alen, ct, len);
                        ct[pos] ^= 0x80;
                        ncases++;
                    }
                    /* a truncated ciphertext */
                    tamper_one(&ctx, "truncated ciphertext", out, tag, tl, nonce, nl, aad, alen, ct, len - 1);
                    ncases++;
                }
                if (alen > 0) {
                    pos = (size_t)tu_prng_below(r, alen);
                    aad[pos] ^= 0x01;
                    tamper_one(&ctx, "tampered AAD", out, tag, tl, nonce, nl, aad, alen, ct, len);
                    aad[pos] ^= 0x01;
                    tamper_one(&ctx, "AAD dropped", out, tag, tl, nonce, nl, aad, 0, ct, len);
                    ncases += 2;
                }
                nonce[nl - 1] ^= 0x10;
                tamper_one(&ctx, "tampered nonce", out, tag, tl, nonce, nl, aad, alen, ct, len);
                nonce[nl - 1] ^= 0x10;
                ncases++;
                if (!(a->tag_rule & CAIRN_AEAD_TAG_EVEN) && tl > a->tag_min) {
                    /* GCM and Ascon truncate by taking a prefix, so a shorter prefix of a good tag verifies
                     * (the caller fixes the tag length); CCM binds the length in B0 instead */
                    size_t tl2 = tl - 1;
                    while (tl2 > a->tag_min && !tag_ok(a, tl2))
                        tl2--;
                    if (tag_ok(a, tl2))
                        CHECK_RC(cairn_aead_decrypt(&ctx, out, tag, tl2, nonce, nl, aad, alen, ct, len), CAIRN_OK,
                                 "a shorter prefix of the tag verifies");
                } else if ((a->tag_rule & CAIRN_AEAD_TAG_EVEN) && tl > a->tag_min) {
                    tamper_one(&ctx, "CCM tag prefix of another length", out, tag, tl - 2, nonce, nl, aad, alen, ct,
                               len);
                    ncases++;
                }
                /* in place: the ciphertext buffer itself is wiped */
                memcpy(out, ct, len);
                tag[0] ^= 1;
                CHECK_RC(cairn_aead_decrypt(&ctx, out, tag, tl, nonce, nl, aad, alen, out, len), CAIRN_ERR_AUTH,
                         what);
                CHECK(tu_all_zero(out, len), "%s: in-place output wiped", what);
                tag[0] ^= 1;
                /* and the untouched message still verifies */
                CHECK_RC(cairn_aead_decrypt(&ctx, out, tag, tl, nonce, nl, aad, alen, ct, len), CAIRN_OK, what);
                CHECK_MEM(out, in, len, what);
                cairn_aead_wipe(&ctx);
            }
            printf("tamper %-20s %-12s %s (%lu tampered decryptions)\n", a->name, tu_aead_pair_name(a, i),
                   tu_failures == before ? "ok" : "FAILED", ncases);
        }
    }
}

/* Tag and nonce lengths outside the descriptor's rule are refused up front,
 * with nothing written; objects that do not fit a part are refused. */
static void test_lengths(void)
{
    const cairn_aead *a;
    size_t ai, t;
    uint8_t key[32] = {1}, nonce[300] = {2}, buf[64], tag[32];

    for (ai = 0; (a = cairn_aead_at(ai)) != NULL; ai++) {
        cairn_aead_ctx ctx;
        size_t n = n_impls(a);
        unsigned long before = tu_failures;
        CHECK_RC(tu_aead_init_pair(&ctx, a, n, key, a->key_len), CAIRN_ERR_NOT_FOUND, "impl past the end");
        {
            static const cairn_impl foreign = {"foreign", "no-such-primitive", 0};
            static const cairn_impl never = {"never", "", 1ull << 62};
            cairn_impl need = never;
            CHECK_RC(cairn_aead_init_ex(&ctx, a, &foreign, NULL, key, a->key_len), CAIRN_ERR_BAD_ARG,
                     "cipher object of another primitive");
            CHECK_RC(cairn_aead_init_ex(&ctx, a, NULL, &foreign, key, a->key_len), CAIRN_ERR_BAD_ARG,
                     a->parts[1] != NULL ? "hash object of another primitive" : "object for an absent part");
            if (a->parts[0] != NULL) {
                need.prim = a->parts[0][0]->prim;
                CHECK_RC(cairn_aead_init_ex(&ctx, a, &need, NULL, key, a->key_len), CAIRN_ERR_UNSUPPORTED,
                         "cipher object this CPU lacks");
            }
            CHECK(ctx.aead == NULL, "%s: a refused init leaves the context unkeyed", a->name);
        }
        CHECK_RC(cairn_aead_init(&ctx, a, key, a->key_len + 1), CAIRN_ERR_BAD_LENGTH, "key length + 1");
        CHECK_RC(cairn_aead_init(&ctx, a, key, a->key_len - 1), CAIRN_ERR_BAD_LENGTH, "key length - 1");
        if (!CHECK_RC(cairn_aead_init(&ctx, a, key, a->key_len), CAIRN_OK, a->name))
            continue;
        for (t = 0; t <= 20; t++) {
            int rc = cairn_aead_encrypt(&ctx, buf, tag, t, nonce, a->nonce_len, NULL, 0, buf, 16);
            char what[96];
            snprintf(what, sizeof what, "%s: tag length %zu", a->name, t);
            CHECK_RC(rc, tag_ok(a, t) ? CAIRN_OK : CAIRN_ERR_BAD_LENGTH, what);
            if (t > 0 && t <= 16) {
                rc = cairn_aead_decrypt(&ctx, buf, tag, t, nonce, a->nonce_len, NULL, 0, buf, 16);
                CHECK(tag_ok(a, t) ? rc != CAIRN_ERR_BAD_LENGTH : rc == CAIRN_ERR_BAD_LENGTH, "%s (decrypt): %s", what,
                      cairn_strerror(rc));
            }
        }
        for (t = 0; t <= 40; t++) {
            int ok = t >= a->nonce_min && t <= a->nonce_max;
            char what[96];
            snprintf(what, sizeof what, "%s: nonce length %zu", a->name, t);
            memset(buf, 0x77, sizeof buf);
            CHECK_RC(cairn_aead_encrypt(&ctx, buf, tag, a->tag_len, nonce, t, NULL, 0, buf, 16),
                     ok ? CAIRN_OK : CAIRN_ERR_BAD_LENGTH, what);
            if (!ok)
                CHECK(buf[0] == 0x77 && buf[15] == 0x77, "%s: nothing written", what);
        }
        cairn_aead_wipe(&ctx);
        CHECK(ctx.aead == NULL && tu_all_zero((const uint8_t *)ctx.state, sizeof ctx.state), "%s: wipe", a->name);
        CHECK_RC(cairn_aead_encrypt(&ctx, buf, tag, a->tag_len, nonce, a->nonce_len, NULL, 0, buf, 16),
                 CAIRN_ERR_STATE, "encrypt after wipe");
        printf("lengths %-20s %s\n", a->name, tu_failures == before ? "ok" : "FAILED");
    }
}

int main(void)
{
    tu_prng r;
    tu_prng_seed(&r, tu_seed(20261130));
    test_descriptors();
    test_lookup();
    test_lengths();
    test_wycheproof();
    test_cross(&r);
    test_tamper(&r);
    return tu_finish("test_aead");
}
