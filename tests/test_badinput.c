/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Bad input for every public function declared in include/cairn/ (every *.h), filling
 * the gaps left by the family drivers (test_hash, test_mac, test_drbg,
 * test_core already check NULL context/output/input, zero lengths, unknown
 * names and the obvious length limits; this file does not repeat those):
 *  - oversized lengths (SIZE_MAX with a NULL pointer, outputs beyond a
 *    KDF's limit), foreign descriptors with impossible sizes;
 *  - a typed function used on a context of another variant;
 *  - every call after final, after wipe, on a zeroed context;
 *  - init_ex and cairn_hash_bind with NULL, an object of another primitive
 *    and one whose needs no CPU meets; the implementation lists;
 *  - wipe: a wiped context is all zero and refused until the next init;
 *  - contexts are wiped by final: after final every hash context (typed and
 *    through its descriptor, every implementation), HMAC's running state and
 *    the DRBG after wipe hold no byte of the state (only a "finished" flag).
 * tests/badinput_coverage.sh checks that every public function is named here.
 */
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "cairn.h"
#include "badinput.h"
#include "hash_typed_list.h"
#include "testutil.h"

#define BIG ((size_t)-1)

static uint8_t msg[300];

/* After final a context keeps at most its "finished" flag (value 1). */
static int wiped_but_flag(const void *p, size_t n)
{
    const uint8_t *b = (const uint8_t *)p;
    size_t i, nz = 0;
    for (i = 0; i < n; i++)
        if (b[i] != 0) {
            if (b[i] != 1)
                return 0;
            nz++;
        }
    return nz <= 1;
}

/* ------------------------------------------------------------ typed hashes */

/* An object of no hash primitive, and one of the primitive prim whose needs
 * no CPU meets. */
static const cairn_impl other_prim = {"other", "not-a-primitive", 0};
static cairn_impl never_of(const char *prim)
{
    cairn_impl im;
    im.name = "never";
    im.prim = prim;
    im.needs = 1ull << 62;
    return im;
}

/* _init_ex: NULL context or object, another primitive, an object the CPU
 * cannot run (the context is left wiped and refused), then every usable
 * object of the list; wipe: the context is all zero and refused. */
#define TYPED_EX_WIPE(nm, c, initexf, updf, wipef)                                                                   \
    do {                                                                                                             \
        const cairn_impl *const *list_ = cairn_hash_##nm.impls;                                                      \
        const cairn_impl never_ = never_of(list_[0]->prim);                                                          \
        size_t k_;                                                                                                   \
        CHECK_RC(initexf(NULL, list_[0]), CAIRN_ERR_BAD_ARG, #nm " init_ex(NULL ctx)");                              \
        CHECK_RC(initexf(&c, cairn_impl_portable(list_)), CAIRN_OK, #nm " init_ex(portable)");                       \
        CHECK_RC(initexf(&c, NULL), CAIRN_ERR_BAD_ARG, #nm " init_ex(NULL object)");                                 \
        CHECK(tu_all_zero(&c, sizeof c), #nm ": a failed init_ex wipes the context");                                   \
        CHECK_RC(initexf(&c, &other_prim), CAIRN_ERR_BAD_ARG, #nm " init_ex(object of another primitive)");          \
        CHECK_RC(initexf(&c, &never_), CAIRN_ERR_UNSUPPORTED, #nm " init_ex(object this CPU lacks)");                \
        CHECK(tu_all_zero(&c, sizeof c), #nm ": an unsupported init_ex wipes the context");                             \
        CHECK_RC(updf(&c, msg, 1), CAIRN_ERR_STATE, #nm " update after a failed init_ex");                           \
        for (k_ = 0; list_[k_] != NULL; k_++)                                                                        \
            CHECK_RC(initexf(&c, list_[k_]), cairn_impl_usable(list_[k_]) ? CAIRN_OK : CAIRN_ERR_UNSUPPORTED,        \
                     #nm " init_ex on each object of the list");                                                     \
        CHECK_RC(initexf(&c, cairn_impl_best(list_)), CAIRN_OK, #nm " init_ex(best)");                               \
        CHECK_RC(updf(&c, msg, sizeof msg), CAIRN_OK, #nm " update");                                                \
        wipef(&c);                                                                                                   \
        CHECK(tu_all_zero(&c, sizeof c), #nm ": wipe zeroes the context");                                              \
        CHECK_RC(updf(&c, msg, 1), CAIRN_ERR_STATE, #nm " update after wipe");                                       \
        wipef(NULL);                                                                                                 \
    } while (0)

#define TYPED_FIXED(nm, ctx_t, initf, initexf, updf, finf, onef, dlen, wipef)                                        \
    static void bad_##nm(void)                                                                                       \
    {                                                                                                                \
        ctx_t c;                                                                                                     \
        uint8_t o[dlen];                                                                                             \
        TYPED_EX_WIPE(nm, c, initexf, updf, wipef);                                                                  \
        CHECK_RC(finf(&c, o), CAIRN_ERR_STATE, #nm " final after wipe");                                             \
        CHECK_RC(updf(NULL, NULL, 0), CAIRN_ERR_BAD_ARG, #nm " update(NULL ctx, NULL, 0)");                         \
        CHECK_RC(initf(&c), CAIRN_OK, #nm " init");                                                                  \
        CHECK_RC(updf(&c, NULL, BIG), CAIRN_ERR_BAD_ARG, #nm " update(NULL, SIZE_MAX)");                             \
        CHECK_RC(updf(&c, msg, sizeof msg), CAIRN_OK, #nm " update");                                                \
        CHECK_RC(finf(&c, o), CAIRN_OK, #nm " final");                                                               \
        CHECK(wiped_but_flag(&c, sizeof c), #nm ": context wiped by final");                                        \
        CHECK_RC(finf(&c, o), CAIRN_ERR_STATE, #nm " final after final");                                            \
        CHECK_RC(updf(&c, msg, 0), CAIRN_ERR_STATE, #nm " update(len 0) after final");                               \
        CHECK_RC(onef(o, NULL, BIG), CAIRN_ERR_BAD_ARG, #nm " one-shot NULL in, SIZE_MAX");                          \
        CHECK_RC(onef(NULL, NULL, 0), CAIRN_ERR_BAD_ARG, #nm " one-shot NULL out, empty input");                     \
        n_typed++;                                                                                                   \
    }

#define TYPED_XOF(nm, ctx_t, initf, initexf, updf, sqf, onef, wipef)                                                 \
    static void bad_##nm(void)                                                                                       \
    {                                                                                                                \
        ctx_t c;                                                                                                     \
        uint8_t o[64], e[64];                                                                                        \
        TYPED_EX_WIPE(nm, c, initexf, updf, wipef);                                                                  \
        CHECK_RC(sqf(&c, o, 1), CAIRN_ERR_STATE, #nm " squeeze after wipe");                                         \
        CHECK_RC(updf(NULL, NULL, 0), CAIRN_ERR_BAD_ARG, #nm " update(NULL ctx, NULL, 0)");                         \
        CHECK_RC(sqf(NULL, o, 0), CAIRN_ERR_BAD_ARG, #nm " squeeze(NULL ctx, len 0)");                               \
        CHECK_RC(initf(&c), CAIRN_OK, #nm " init");                                                                  \
        CHECK_RC(updf(&c, NULL, BIG), CAIRN_ERR_BAD_ARG, #nm " update(NULL, SIZE_MAX)");                             \
        CHECK_RC(sqf(&c, NULL, BIG), CAIRN_ERR_BAD_ARG, #nm " squeeze(NULL, SIZE_MAX)");                             \
        CHECK_RC(sqf(&c, o, 0), CAIRN_OK, #nm " squeeze 0 bytes");                                                   \
        CHECK_RC(sqf(&c, o, sizeof o), CAIRN_OK, #nm " squeeze");                                                    \
        CHECK_RC(updf(&c, msg, 0), CAIRN_ERR_STATE, #nm " update(len 0) after squeeze");                             \
        CHECK_RC(onef(e, 0, msg, 1), CAIRN_OK, #nm " one-shot with 0 output bytes");                                 \
        CHECK_RC(onef(e, sizeof e, NULL, BIG), CAIRN_ERR_BAD_ARG, #nm " one-shot NULL in, SIZE_MAX");                \
        CHECK_RC(onef(NULL, BIG, msg, 1), CAIRN_ERR_BAD_ARG, #nm " one-shot NULL out, SIZE_MAX");                    \
        n_typed++;                                                                                                   \
    }

static unsigned n_typed;

CAIRN_TYPED_HASHES(TYPED_FIXED, TYPED_XOF)

/* every typed hash of this build, from the same list */
#define TYPED_CALL(nm, ...) bad_##nm,
static void (*const typed_bad[])(void) = {CAIRN_TYPED_HASHES(TYPED_CALL, TYPED_CALL) NULL};

static void test_typed(void)
{
    size_t i;
    for (i = 0; typed_bad[i] != NULL; i++)
        typed_bad[i]();
    printf("typed hash API: %u algorithms (SIZE_MAX lengths, use after final, wiped context)\n", n_typed);
}

/* A typed final/squeeze given a context of another variant: CAIRN_ERR_BAD_ARG
 * (hash.h). Within the SHA-2 and Keccak families update absorbs the same way
 * for every variant, so only final/squeeze (where the variants differ) must
 * refuse; the update functions are used on their own variant's context so
 * that the whole-family sequence below stays meaningful. Ascon's two functions
 * refuse both. */
static void test_variants(void)
{
    uint8_t o[64];
#if CAIRN_ENABLE_SHA256
    {
        cairn_sha256_ctx c;
        CHECK_RC(cairn_sha224_init(&c), CAIRN_OK, "sha224 init");
        CHECK_RC(cairn_sha256_final(&c, o), CAIRN_ERR_BAD_ARG, "sha256_final on a SHA-224 context");
        CHECK_RC(cairn_sha256_init(&c), CAIRN_OK, "sha256 init");
        CHECK_RC(cairn_sha256_update(&c, msg, 1), CAIRN_OK, "sha256 update");
        CHECK_RC(cairn_sha224_final(&c, o), CAIRN_ERR_BAD_ARG, "sha224_final on a SHA-256 context");
        CHECK_RC(cairn_sha256_final(&c, o), CAIRN_OK, "the SHA-256 context is still usable");
    }
#endif
#if CAIRN_ENABLE_SHA512
    {
        cairn_sha512_ctx c;
        int (*const fin[4])(cairn_sha512_ctx *, uint8_t *) = {cairn_sha384_final, cairn_sha512_final,
                                                               cairn_sha512_224_final, cairn_sha512_256_final};
        int (*const upd[4])(cairn_sha512_ctx *, const uint8_t *, size_t) = {
            cairn_sha384_update, cairn_sha512_update, cairn_sha512_224_update, cairn_sha512_256_update};
        int (*const ini[4])(cairn_sha512_ctx *) = {cairn_sha384_init, cairn_sha512_init, cairn_sha512_224_init,
                                                    cairn_sha512_256_init};
        int i, j;
        for (i = 0; i < 4; i++)
            for (j = 0; j < 4; j++) {
                if (i == j)
                    continue;
                CHECK_RC(ini[i](&c), CAIRN_OK, "sha512 family init");
                CHECK_RC(upd[i](&c, msg, 1), CAIRN_OK, "sha512 family update on its own variant");
                CHECK_RC(fin[j](&c, o), CAIRN_ERR_BAD_ARG, "SHA-512 family final on another variant");
            }
    }
#endif
#if CAIRN_ENABLE_SHA3
    {
        cairn_sha3_ctx c;
        CHECK_RC(cairn_shake128_init(&c), CAIRN_OK, "shake128 init");
        CHECK_RC(cairn_shake_update(&c, msg, 1), CAIRN_OK, "shake update");
        CHECK_RC(cairn_sha3_final(&c, o), CAIRN_ERR_BAD_ARG, "sha3_final on a SHAKE context");
        CHECK_RC(cairn_sha3_256_init(&c), CAIRN_OK, "sha3-256 init");
        CHECK_RC(cairn_sha3_update(&c, msg, 1), CAIRN_OK, "sha3 update");
        CHECK_RC(cairn_shake_squeeze(&c, o, 16), CAIRN_ERR_BAD_ARG, "shake_squeeze on a SHA3 context");
    }
#endif
#if CAIRN_ENABLE_ASCON
    {
        cairn_ascon_hash_ctx c;
        CHECK_RC(cairn_ascon_xof128_init(&c), CAIRN_OK, "xof128 init");
        CHECK_RC(cairn_ascon_hash256_update(&c, msg, 1), CAIRN_ERR_BAD_ARG, "hash256_update on an XOF context");
        CHECK_RC(cairn_ascon_hash256_final(&c, o), CAIRN_ERR_BAD_ARG, "hash256_final on an XOF context");
        CHECK_RC(cairn_ascon_hash256_init(&c), CAIRN_OK, "hash256 init");
        CHECK_RC(cairn_ascon_xof128_update(&c, msg, 1), CAIRN_ERR_BAD_ARG, "xof128_update on a Hash256 context");
        CHECK_RC(cairn_ascon_xof128_squeeze(&c, o, 8), CAIRN_ERR_BAD_ARG, "xof128_squeeze on a Hash256 context");
    }
#endif
    (void)o;
}

/* The implementation lists and cairn_hash_bind. */
static void test_impls(void)
{
    const cairn_hash *h;
    size_t i, j, nobj = 0;

    for (i = 0; (h = cairn_hash_at(i)) != NULL; i++) {
        const cairn_impl *const *list = h->impls;
        const cairn_impl never = never_of(list[0]->prim);
        cairn_hash b, keep;
        cairn_hash_state st;
        uint8_t out[CAIRN_HASH_MAX_DIGEST_LEN];

        CHECK(cairn_impl_portable(list) != NULL && cairn_impl_best(list) != NULL, "%s: a portable and a best object",
              h->name);
        for (j = 0; list[j] != NULL; j++) {
            CHECK(list[j]->prim != NULL && strcmp(list[j]->prim, list[0]->prim) == 0, "%s: one primitive per list",
                  h->name);
            nobj++;
        }
        /* bind: NULL arguments, another primitive, an object the CPU lacks */
        CHECK_RC(cairn_hash_bind(NULL, h, list[0]), CAIRN_ERR_BAD_ARG, "hash_bind(NULL out)");
        CHECK_RC(cairn_hash_bind(&b, NULL, list[0]), CAIRN_ERR_BAD_ARG, "hash_bind(NULL base)");
        CHECK_RC(cairn_hash_bind(&b, h, cairn_impl_portable(list)), CAIRN_OK, "hash_bind(portable)");
        keep = b;
        CHECK_RC(cairn_hash_bind(&b, h, NULL), CAIRN_ERR_BAD_ARG, "hash_bind(NULL object)");
        CHECK_RC(cairn_hash_bind(&b, h, &other_prim), CAIRN_ERR_BAD_ARG, "hash_bind(object of another primitive)");
        CHECK_RC(cairn_hash_bind(&b, h, &never), CAIRN_ERR_UNSUPPORTED, "hash_bind(object this CPU lacks)");
        CHECK(memcmp(&b, &keep, sizeof b) == 0, "%s: a failed hash_bind leaves out untouched", h->name);
        /* an object of another hash's list is another primitive too (SHA-224 and
         * SHA-256 share theirs, as do the SHA-512 and Keccak variants) */
        for (j = 0; cairn_hash_at(j) != NULL; j++) {
            const cairn_hash *o = cairn_hash_at(j);
            if (strcmp(o->impls[0]->prim, list[0]->prim) != 0)
                CHECK_RC(cairn_hash_bind(&b, h, o->impls[0]), CAIRN_ERR_BAD_ARG, "hash_bind(another hash's object)");
        }
        /* a descriptor without a list cannot be bound */
        b = *h;
        b.impls = NULL;
        CHECK_RC(cairn_hash_bind(&keep, &b, list[0]), CAIRN_ERR_BAD_ARG, "hash_bind(base without impls)");
        /* the descriptor's init checks an object as the typed init_ex does */
        CHECK_RC(h->init(&st, &other_prim), CAIRN_ERR_BAD_ARG, "descriptor init(object of another primitive)");
        CHECK_RC(h->init(&st, &never), CAIRN_ERR_UNSUPPORTED, "descriptor init(object this CPU lacks)");
        CHECK_RC(h->update(&st, msg, 1), CAIRN_ERR_STATE, "descriptor update after a failed init");
        /* a descriptor copy naming an object this CPU lacks fails at init, not later */
        b = *h;
        b.impl = &never;
        CHECK_RC(cairn_hash_digest(&b, out, h->digest_len, msg, 1), CAIRN_ERR_UNSUPPORTED,
                 "hash_digest through an unusable object");
    }
    printf("implementation lists: %zu objects; cairn_hash_bind and descriptor init refuse the rest\n", nobj);
}

/* ----------------------------------------------------- generic hash layer */

static void test_generic(void)
{
    const cairn_hash *h;
    cairn_hash_ctx gc;
    cairn_hash_state st;
    static uint8_t big_name[4096];
    uint8_t out[300];
    size_t i, nimpl = 0;

    CHECK(cairn_hash_at(BIG) == NULL, "cairn_hash_at(SIZE_MAX)");
    memset(big_name, 'a', sizeof big_name - 1);
    big_name[sizeof big_name - 1] = 0;
    CHECK_RC(cairn_hash_lookup(&h, (const char *)big_name), CAIRN_ERR_NOT_FOUND, "lookup of a 4 KiB name");
    CHECK_RC(cairn_hash_lookup(&h, "SHA-256\n"), CAIRN_ERR_NOT_FOUND, "lookup with a trailing newline");
    memset(&gc, 0, sizeof gc);
    CHECK_RC(cairn_hash_update(&gc, msg, 1), CAIRN_ERR_STATE, "hash_update on a zeroed generic context");
    CHECK_RC(cairn_hash_final(&gc, out, 32), CAIRN_ERR_STATE, "hash_final on a zeroed generic context");
    if (cairn_hash_at(0) != NULL) {
        /* a caller's descriptor without its functions, or whose state does not fit
         * (a build without hashes has none to copy) */
        cairn_hash bad = *cairn_hash_at(0);
        bad.update = NULL;
        CHECK_RC(cairn_hash_init(&gc, &bad), CAIRN_ERR_BAD_ARG, "hash_init on a descriptor without update");
        CHECK_RC(cairn_hash_update(&gc, msg, 1), CAIRN_ERR_STATE, "hash_update after a refused init");
        CHECK_RC(cairn_hash_digest(&bad, out, bad.digest_len, msg, 1), CAIRN_ERR_BAD_ARG,
                 "hash_digest on a descriptor without update");
        bad = *cairn_hash_at(0);
        bad.ctx_size = sizeof(cairn_hash_state) + 1;
        CHECK_RC(cairn_hash_init(&gc, &bad), CAIRN_ERR_BAD_ARG, "hash_init on a descriptor too big for the state");
        CHECK_RC(cairn_hash_digest(&bad, out, bad.digest_len, msg, 1), CAIRN_ERR_BAD_ARG,
                 "hash_digest on a descriptor too big for the state");
    }

    for (i = 0; (h = cairn_hash_at(i)) != NULL; i++) {
        int xof = (h->flags & CAIRN_HASH_FLAG_XOF) != 0;
        size_t k;
        size_t outlen = xof ? 200 : h->digest_len;
        CHECK_RC(cairn_hash_digest(h, out, outlen, NULL, BIG), CAIRN_ERR_BAD_ARG, "hash_digest NULL in, SIZE_MAX");
        if (!xof)
            CHECK_RC(cairn_hash_digest(h, out, 0, msg, 1), CAIRN_ERR_BAD_LENGTH, "hash_digest outlen 0");
        /* every object this CPU runs: the descriptor's final wipes the state */
        for (k = 0; h->impls[k] != NULL; k++) {
            const cairn_impl *o = h->impls[k];
            if (!cairn_impl_usable(o))
                continue;
            CHECK_RC(h->init(&st, o), CAIRN_OK, h->name);
            CHECK_RC(h->update(&st, msg, sizeof msg), CAIRN_OK, h->name);
            CHECK_RC(h->final(&st, out, outlen), CAIRN_OK, h->name);
            if (!CHECK(wiped_but_flag(&st, h->ctx_size), "%s [%s]: context wiped by final", h->name, o->name))
                continue;
            CHECK_RC(h->final(&st, out, outlen), CAIRN_ERR_STATE, "descriptor final after final");
            nimpl++;
        }
        CHECK_RC(cairn_hash_init(&gc, h), CAIRN_OK, h->name);
        CHECK_RC(cairn_hash_update(&gc, msg, 5), CAIRN_OK, h->name);
        CHECK_RC(cairn_hash_final(&gc, out, outlen), CAIRN_OK, h->name);
        CHECK(wiped_but_flag(&gc.st, h->ctx_size), "%s: generic context wiped by cairn_hash_final", h->name);
        CHECK_RC(cairn_hash_update(&gc, msg, 1), CAIRN_ERR_STATE, "cairn_hash_update after final");
        CHECK_RC(cairn_hash_init(&gc, h), CAIRN_OK, h->name);
        CHECK_RC(cairn_hash_update(&gc, msg, 5), CAIRN_OK, h->name);
        cairn_hash_wipe(&gc);
        CHECK(tu_all_zero(&gc, sizeof gc), "%s: cairn_hash_wipe zeroes the generic context", h->name);
        CHECK_RC(cairn_hash_final(&gc, out, outlen), CAIRN_ERR_STATE, "cairn_hash_final after cairn_hash_wipe");
    }
    cairn_hash_wipe(NULL);
    printf("generic layer: %zu implementations checked wiped after final\n", nimpl);
}

/* ------------------------------------------------------------- MAC / KDF */

/* The MAC, KDF and DRBG checks run on BADINPUT_HASH (badinput.h: SHA-256, or
 * the first other hash of the build); a build with none of those runs the
 * Ascon-Hash256 refusals and the OS entropy checks alone. HASH_OUT: the MAC
 * length they ask for, 32 bytes (the whole digest of SHA-256), the whole
 * digest of a shorter one. */
#if defined(BADINPUT_HASH)
#define HASH_OUT(h) ((h)->digest_len < 32 ? (h)->digest_len : (size_t)32)
/* Descriptors no HMAC can use: sizes that would overflow the fixed buffers. */
static void foreign_descriptors(const cairn_hash *base, cairn_hash fake[4])
{
    size_t i;
    for (i = 0; i < 4; i++)
        fake[i] = *base;
    fake[0].digest_len = CAIRN_HASH_MAX_DIGEST_LEN + 1;
    fake[1].digest_len = 0;
    fake[2].block_len = CAIRN_HASH_MAX_BLOCK_LEN + 8;
    fake[3].ctx_size = sizeof(cairn_hash_state) + 1;
}
#endif

static void test_mac_kdf(void)
{
    const cairn_hash *ascon = NULL;
    uint8_t key[32] = {1, 2, 3}, tag[64], out[64];
#if defined(BADINPUT_HASH)
    const cairn_hash *h = &BADINPUT_HASH;
    const size_t tl = HASH_OUT(h);
    cairn_hash fake[4];
    cairn_hmac_ctx c;
    size_t i;

    foreign_descriptors(h, fake);
    for (i = 0; i < 4; i++) {
        CHECK_RC(cairn_hmac_init(&c, &fake[i], key, sizeof key), CAIRN_ERR_UNSUPPORTED, "hmac_init foreign descriptor");
        CHECK_RC(cairn_hmac(&fake[i], tag, 16, key, sizeof key, msg, 8), CAIRN_ERR_UNSUPPORTED, "hmac foreign");
        CHECK_RC(cairn_pbkdf2(&fake[i], out, 16, key, sizeof key, msg, 8, 1), CAIRN_ERR_UNSUPPORTED, "pbkdf2 foreign");
        CHECK_RC(cairn_hkdf(&fake[i], out, 16, key, 16, msg, 8, NULL, 0), CAIRN_ERR_UNSUPPORTED, "hkdf foreign");
        CHECK_RC(cairn_hmac_verify(&fake[i], tag, 16, key, 16, msg, 8), CAIRN_ERR_UNSUPPORTED, "verify foreign");
    }
#endif
#if CAIRN_ENABLE_ASCON
    ascon = &cairn_hash_ascon_hash256;
#endif
    if (ascon != NULL) {
        /* 8-byte rate: no HMAC, so nothing built on HMAC either */
        CHECK_RC(cairn_hkdf_extract(ascon, out, key, 16, msg, 8), CAIRN_ERR_UNSUPPORTED, "hkdf_extract Ascon-Hash256");
        CHECK_RC(cairn_hkdf_expand(ascon, out, 40, key, 32, msg, 8), CAIRN_ERR_UNSUPPORTED, "hkdf_expand Ascon-Hash256");
        CHECK_RC(cairn_hkdf(ascon, out, 40, key, 16, msg, 8, NULL, 0), CAIRN_ERR_UNSUPPORTED, "hkdf Ascon-Hash256");
        /* found by fuzz_kdf: the length checks used to come first (BAD_LENGTH above
         * 255 x 32 bytes, CAIRN_OK for an empty expand) */
        CHECK_RC(cairn_hkdf(ascon, out, 255 * 32 + 1, key, 16, msg, 8, NULL, 0), CAIRN_ERR_UNSUPPORTED,
                 "hkdf Ascon-Hash256, outlen above 255 x 32");
        CHECK_RC(cairn_hkdf_expand(ascon, out, 0, key, 32, msg, 8), CAIRN_ERR_UNSUPPORTED,
                 "hkdf_expand Ascon-Hash256, outlen 0");
        CHECK_RC(cairn_hkdf(ascon, out, 0, key, 16, msg, 8, NULL, 0), CAIRN_ERR_UNSUPPORTED, "hkdf Ascon-Hash256, outlen 0");
        CHECK_RC(cairn_pbkdf2(ascon, out, 32, key, 16, msg, 8, 1), CAIRN_ERR_UNSUPPORTED, "pbkdf2 Ascon-Hash256");
        CHECK_RC(cairn_hmac_verify(ascon, tag, 32, key, 16, msg, 8), CAIRN_ERR_UNSUPPORTED, "verify Ascon-Hash256");
    }

#if defined(BADINPUT_HASH)
    /* oversized lengths with NULL pointers: BAD_ARG before anything is read */
    CHECK_RC(cairn_hmac_init(&c, h, NULL, BIG), CAIRN_ERR_BAD_ARG, "hmac_init NULL key, SIZE_MAX");
    CHECK_RC(cairn_hmac(h, tag, tl, key, 32, NULL, BIG), CAIRN_ERR_BAD_ARG, "hmac NULL msg, SIZE_MAX");
    CHECK_RC(cairn_hmac(h, tag, BIG, key, 32, msg, 8), CAIRN_ERR_BAD_LENGTH, "hmac outlen SIZE_MAX");
    CHECK_RC(cairn_hmac_verify(h, tag, BIG, key, 32, msg, 8), CAIRN_ERR_BAD_LENGTH, "verify taglen SIZE_MAX");
    CHECK_RC(cairn_hkdf_extract(h, out, NULL, BIG, msg, 8), CAIRN_ERR_BAD_ARG, "extract NULL salt, SIZE_MAX");
    CHECK_RC(cairn_hkdf_expand(h, out, 32, NULL, BIG, msg, 8), CAIRN_ERR_BAD_ARG, "expand NULL prk, SIZE_MAX");
    CHECK_RC(cairn_hkdf_expand(h, out, 32, key, 32, NULL, BIG), CAIRN_ERR_BAD_ARG, "expand NULL info, SIZE_MAX");
    CHECK_RC(cairn_hkdf(h, out, 32, key, 16, msg, 8, NULL, BIG), CAIRN_ERR_BAD_ARG, "hkdf NULL info, SIZE_MAX");
    CHECK_RC(cairn_hkdf(h, out, BIG, key, 16, msg, 8, NULL, 0), CAIRN_ERR_BAD_LENGTH, "hkdf outlen SIZE_MAX");
    CHECK_RC(cairn_pbkdf2(h, out, 32, NULL, BIG, msg, 8, 1), CAIRN_ERR_BAD_ARG, "pbkdf2 NULL password, SIZE_MAX");
    CHECK_RC(cairn_pbkdf2(h, out, 32, key, 16, NULL, BIG, 1), CAIRN_ERR_BAD_ARG, "pbkdf2 NULL salt, SIZE_MAX");
    if (BIG / h->digest_len >= 0xffffffffu)
        CHECK_RC(cairn_pbkdf2(h, out, BIG, key, 16, msg, 8, 1), CAIRN_ERR_BAD_LENGTH, "pbkdf2 outlen SIZE_MAX");

    /* the HMAC context's life cycle */
    memset(&c, 0, sizeof c);
    CHECK_RC(cairn_hmac_update(&c, msg, 1), CAIRN_ERR_STATE, "hmac_update on a zeroed context");
    CHECK_RC(cairn_hmac_final(&c, tag, tl), CAIRN_ERR_STATE, "hmac_final on a zeroed context");
    CHECK_RC(cairn_hmac_reset(&c), CAIRN_ERR_STATE, "hmac_reset on a zeroed context");
    CHECK_RC(cairn_hmac_init(&c, h, key, sizeof key), CAIRN_OK, "hmac_init");
    CHECK_RC(cairn_hmac_update(&c, msg, sizeof msg), CAIRN_OK, "hmac_update");
    CHECK_RC(cairn_hmac_final(&c, tag, tl), CAIRN_OK, "hmac_final");
    CHECK(tu_all_zero(&c.inner, sizeof c.inner), "hmac_final wipes the running inner state");
    CHECK_RC(cairn_hmac_update(&c, msg, 1), CAIRN_ERR_STATE, "hmac_update after final");
    CHECK_RC(cairn_hmac_final(&c, out, tl), CAIRN_ERR_STATE, "hmac_final after final");
    CHECK_RC(cairn_hmac_reset(&c), CAIRN_OK, "hmac_reset after final keeps the key");
    CHECK_RC(cairn_hmac_update(&c, msg, sizeof msg), CAIRN_OK, "hmac_update after reset");
    CHECK_RC(cairn_hmac_final(&c, out, tl), CAIRN_OK, "hmac_final after reset");
    CHECK_MEM(out, tag, tl, "reset gives the same MAC");
    cairn_hmac_wipe(&c);
    CHECK(tu_all_zero(&c, sizeof c), "hmac_wipe zeroes the whole context (keys included)");
    CHECK_RC(cairn_hmac_reset(&c), CAIRN_ERR_STATE, "hmac_reset after wipe");
    CHECK_RC(cairn_hmac_update(&c, msg, 1), CAIRN_ERR_STATE, "hmac_update after wipe");
    /* a refused re-key leaves nothing of the previous key */
    CHECK_RC(cairn_hmac_init(&c, h, key, sizeof key), CAIRN_OK, "hmac_init");
    CHECK(!tu_all_zero(&c.okey, sizeof c.okey), "hmac_init: key state set");
    CHECK_RC(cairn_hmac_init(&c, NULL, key, sizeof key), CAIRN_ERR_BAD_ARG, "hmac re-key with a NULL hash");
    CHECK(tu_all_zero(&c, sizeof c), "hmac: a refused re-key wipes the previous key's states");
    CHECK_RC(cairn_hmac_update(&c, msg, 1), CAIRN_ERR_STATE, "hmac_update after a refused re-key");
#endif
}

/* ------------------------------------------------------------------ DRBG */

#if defined(BADINPUT_HASH)
static int failing_source(void *state, uint8_t *out, size_t len)
{
    (void)state;
    (void)out;
    (void)len;
    return CAIRN_ERR_RNG;
}
#endif

static void test_rng(void)
{
#if defined(BADINPUT_HASH) || CAIRN_ENABLE_ASCON
    static const uint8_t ent[48] = {9, 8, 7};
    cairn_hmac_drbg d;
#endif
#if defined(BADINPUT_HASH) || CAIRN_HOSTED
    uint8_t out[64];
#endif
#if defined(BADINPUT_HASH)
    const cairn_hash *h = &BADINPUT_HASH;
    cairn_hash fake[4];
    size_t i;

    foreign_descriptors(h, fake);
    for (i = 0; i < 4; i++) {
        int rc = cairn_hmac_drbg_instantiate(&d, &fake[i], ent, 48, NULL, 0, NULL, 0);
        CHECK(rc == CAIRN_ERR_UNSUPPORTED, "drbg_instantiate with foreign descriptor %zu: %s", i, cairn_strerror(rc));
    }
#endif
#if CAIRN_ENABLE_ASCON
    CHECK_RC(cairn_hmac_drbg_instantiate(&d, &cairn_hash_ascon_hash256, ent, 48, NULL, 0, NULL, 0),
             CAIRN_ERR_UNSUPPORTED, "drbg over Ascon-Hash256 (no HMAC)");
    CHECK(d.instantiated == 0, "failed instantiate leaves nothing usable");
#endif
#if defined(BADINPUT_HASH)
    CHECK_RC(cairn_hmac_drbg_instantiate(&d, h, NULL, BIG, NULL, 0, NULL, 0), CAIRN_ERR_BAD_ARG,
             "instantiate NULL entropy, SIZE_MAX");
    CHECK_RC(cairn_hmac_drbg_instantiate(&d, h, ent, BIG, NULL, 0, NULL, 0), CAIRN_ERR_BAD_LENGTH,
             "instantiate entropylen SIZE_MAX");
    CHECK_RC(cairn_hmac_drbg_instantiate(&d, h, ent, 48, NULL, 0, NULL, 0), CAIRN_OK, "instantiate");
    CHECK_RC(cairn_hmac_drbg_generate(&d, out, BIG, NULL, 0), CAIRN_ERR_BAD_LENGTH, "generate SIZE_MAX");
    CHECK_RC(cairn_hmac_drbg_generate(&d, out, 16, NULL, BIG), CAIRN_ERR_BAD_ARG, "generate NULL addl, SIZE_MAX");
    CHECK_RC(cairn_hmac_drbg_reseed(&d, ent, 48, NULL, BIG), CAIRN_ERR_BAD_ARG, "reseed NULL addl, SIZE_MAX");
    CHECK_RC(cairn_hmac_drbg_set_reseed_interval(&d, 0), CAIRN_ERR_BAD_ARG, "reseed interval 0");
    CHECK_RC(cairn_hmac_drbg_set_reseed_interval(&d, CAIRN_DRBG_RESEED_INTERVAL + 1), CAIRN_ERR_BAD_ARG,
             "reseed interval above the SP 800-90A maximum");
    CHECK_RC(cairn_hmac_drbg_set_reseed_interval(&d, CAIRN_DRBG_RESEED_INTERVAL), CAIRN_OK, "maximal interval");
    CHECK_RC(cairn_hmac_drbg_rng(NULL, out, 1), CAIRN_ERR_BAD_ARG, "rng NULL state");
    CHECK_RC(cairn_hmac_drbg_rng(&d, NULL, 1), CAIRN_ERR_BAD_ARG, "rng NULL out");
    CHECK_RC(cairn_hmac_drbg_rng(&d, out, 0), CAIRN_OK, "rng 0 bytes");
    /* exhausted counter without a source: refused, output wiped */
    CHECK_RC(cairn_hmac_drbg_set_reseed_interval(&d, 1), CAIRN_OK, "interval 1");
    CHECK_RC(cairn_hmac_drbg_rng(&d, out, sizeof out), CAIRN_OK, "rng once");
    memset(out, 0xa5, sizeof out);
    CHECK_RC(cairn_hmac_drbg_rng(&d, out, sizeof out), CAIRN_ERR_RESEED_REQUIRED, "rng needs a reseed, no source");
    CHECK(tu_all_zero(out, sizeof out), "refused rng leaves zeros, not stale bytes");
    CHECK_RC(cairn_hmac_drbg_set_entropy(&d, failing_source, NULL), CAIRN_OK, "attach a failing source");
    CHECK_RC(cairn_hmac_drbg_rng(&d, out, sizeof out), CAIRN_ERR_RNG, "failing source");
    CHECK_RC(cairn_hmac_drbg_set_entropy(&d, NULL, &d), CAIRN_OK, "detach the source");
    CHECK(d.entropy == NULL && d.entropy_state == NULL, "detached source leaves no state pointer");
    CHECK_RC(cairn_hmac_drbg_rng(&d, out, sizeof out), CAIRN_ERR_RESEED_REQUIRED, "detached: reseed required");
    /* SP 800-57: 32 bytes for SHA-256 (and the other fallbacks' 32-byte or
     * longer digests), 16 for SHA-1's 20-byte one */
    CHECK(cairn_hmac_drbg_strength(h) == (h->digest_len == CAIRN_SHA1_DIGEST_LEN ? 16u : 32u), "strength %s", h->name);
    cairn_hmac_drbg_wipe(&d);
    CHECK(tu_all_zero(&d, sizeof d), "drbg_wipe zeroes K, V and everything else");
    CHECK_RC(cairn_hmac_drbg_rng(&d, out, 1), CAIRN_ERR_STATE, "rng after wipe");
#endif

#if CAIRN_HOSTED
    CHECK_RC(cairn_os_entropy(NULL, NULL, 1), CAIRN_ERR_BAD_ARG, "os_entropy NULL out");
    CHECK_RC(cairn_os_entropy(NULL, NULL, BIG), CAIRN_ERR_BAD_ARG, "os_entropy NULL out, SIZE_MAX");
    CHECK_RC(cairn_os_entropy(NULL, out, 0), CAIRN_OK, "os_entropy 0 bytes");
#endif
}

/* ---------------------------------------------------------- common, accel */

static void test_common(void)
{
    static const int odd[] = {INT_MIN, INT_MIN + 1, -16, -1000, 1, 2, INT_MAX};
    uint8_t a[8] = {1}, b[8] = {1};
    unsigned bit;
    size_t i;
    uint64_t raw = cairn_cpu_features_raw(), f = cairn_cpu_features();

    for (i = 0; i < sizeof odd / sizeof odd[0]; i++)
        CHECK(strcmp(cairn_strerror(odd[i]), "unknown status") == 0, "strerror(%d)", odd[i]);
    CHECK(cairn_version() != NULL && strcmp(cairn_version(), CAIRN_VERSION_STRING) == 0, "version");
    CHECK(cairn_ct_equal(a, NULL, 8) == 0 && cairn_ct_equal(NULL, b, 8) == 0, "ct_equal with one NULL");
    CHECK(cairn_ct_equal(NULL, NULL, 8) == 0, "ct_equal NULL, NULL, 8");
    CHECK(cairn_ct_equal(a, b, 8) == 1 && cairn_ct_equal(a, NULL, 0) == 1, "ct_equal equal, and empty");
    cairn_wipe(NULL, BIG); /* documented no-op: must not touch memory */
    cairn_wipe(a, 0);
    CHECK(a[0] == 1, "wipe of 0 bytes writes nothing");
    CHECK((f & ~raw) == 0, "cpu_features within cpu_features_raw");
    for (bit = 0; bit < 64; bit++) {
        const char *n = cairn_cpu_feature_name(bit);
        CHECK(n == NULL || *n != 0, "feature name %u is NULL or non-empty", bit);
    }
    CHECK(cairn_cpu_feature_name(64) == NULL && cairn_cpu_feature_name(UINT_MAX) == NULL, "feature name past 63");
    {
        /* implementation objects: NULL everywhere, empty lists, an impossible need */
        static const cairn_impl never = {"never", "X", 1ull << 62}, plain = {"plain", "X", 0};
        const cairn_impl *const empty[] = {NULL};
        const cairn_impl *const list[] = {&never, &plain, NULL};
        CHECK(cairn_impl_usable(NULL) == 0, "impl_usable NULL");
        CHECK(cairn_impl_usable(&never) == 0 && cairn_impl_usable(&plain) == 1, "impl_usable by needs");
        CHECK(cairn_impl_best(NULL) == NULL && cairn_impl_best(empty) == NULL, "impl_best NULL/empty list");
        CHECK(cairn_impl_best(list) == &plain, "impl_best skips an unusable object");
        CHECK(cairn_impl_portable(NULL) == NULL && cairn_impl_portable(list) == &plain, "impl_portable");
        CHECK(cairn_impl_find(NULL, "plain") == NULL && cairn_impl_find(list, NULL) == NULL, "impl_find NULL");
        CHECK(cairn_impl_find(list, "NEVER") == &never && cairn_impl_find(empty, "never") == NULL, "impl_find");
    }
}

/* The cipher of the keyed checks below (modes, XTS): AES-128, or SM4 in a
 * build without AES; KEYED_OTHER_IMPL, another implementation of it that
 * every build has. A build with neither runs the rest. */
#if CAIRN_ENABLE_AES
#define KEYED_CIPHER cairn_cipher_aes128
#define KEYED_IMPLS cairn_aes_impls
#define KEYED_PRIM CAIRN_PRIM_AES
#define KEYED_OTHER_IMPL "ct32"
#elif CAIRN_ENABLE_SM4
#define KEYED_CIPHER cairn_cipher_sm4
#define KEYED_IMPLS cairn_sm4_impls
#define KEYED_PRIM CAIRN_PRIM_SM4
#define KEYED_OTHER_IMPL "ct"
#endif

/* Block ciphers and modes (test_cipher covers the ordinary cases): the
 * implementation getters, SIZE_MAX lengths with NULL buffers, foreign
 * descriptors and implementations, use after wipe or on a zeroed context,
 * stream state out of range, capacities that wrap. The keyed checks run on
 * KEYED_CIPHER (3DES the foreign object). */
static void test_ciphers(void)
{
    static const cairn_impl *const *const lists[] = {
#if CAIRN_ENABLE_AES
        cairn_aes_impls,
#endif
#if CAIRN_ENABLE_DES3
        cairn_des3_impls,
#endif
#if CAIRN_ENABLE_SM4
        cairn_sm4_impls,
#endif
        NULL};
#if defined(KEYED_CIPHER)
    static const cairn_impl never = {"never", KEYED_PRIM, 1ull << 62};
    static const cairn_impl *const no_impls[] = {NULL};
    cairn_block_cipher fake;
    cairn_block_impl odd;
    size_t outlen = 7;
#endif
    const cairn_block_cipher *c;
    cairn_cipher_ctx ctx;
    uint8_t key[32], iv[16], stream[16], out[64];
    size_t i, j, num = 0, dl = 7;

    memset(key, 0x11, sizeof key);
    memset(iv, 0x22, sizeof iv);
    for (i = 0; lists[i] != NULL; i++) {
        CHECK(cairn_impl_portable(lists[i]) != NULL && cairn_impl_best(lists[i]) != NULL,
              "list %u: a portable and a best object", (unsigned)i);
        for (j = 0; lists[i][j] != NULL; j++) {
            const cairn_block_impl *im = (const cairn_block_impl *)lists[i][j];
            CHECK((im->block_len == 8 || im->block_len == 16) && im->base.name != NULL && im->set_key != NULL,
                  "implementation %u/%u: a complete object", (unsigned)i, (unsigned)j);
            if (cairn_impl_usable(&im->base))
                CHECK_RC(im->set_key(ctx.ks, key, 5), CAIRN_ERR_BAD_LENGTH, "set_key of 5 bytes");
        }
    }
    CHECK(cairn_block_cipher_at(BIG) == NULL, "cipher at SIZE_MAX");
    CHECK_RC(cairn_block_cipher_lookup(&c, "AES-128-GCM"), CAIRN_ERR_NOT_FOUND, "lookup of a mode name");
    CHECK_RC(cairn_block_cipher_lookup(NULL, NULL), CAIRN_ERR_BAD_ARG, "lookup NULL, NULL");

#if defined(KEYED_CIPHER)
    /* foreign descriptors and objects: an empty list, an object of another
     * block size or primitive, one without operations, one the CPU lacks */
    fake = KEYED_CIPHER;
    fake.impls = no_impls;
    CHECK_RC(cairn_cipher_init(&ctx, &fake, key, 16), CAIRN_ERR_BAD_ARG, "init: descriptor with no objects");
    CHECK_RC(cairn_cipher_init_ex(&ctx, &fake, cairn_impl_portable(KEYED_IMPLS), key, 16), CAIRN_ERR_BAD_ARG,
             "init_ex: descriptor with no objects");
#if CAIRN_ENABLE_DES3
    fake = KEYED_CIPHER;
    fake.impls = cairn_des3_impls;
    CHECK_RC(cairn_cipher_init(&ctx, &fake, key, 16), CAIRN_ERR_BAD_ARG, "init: object of another block size");
    CHECK_RC(cairn_ecb_encrypt(&ctx, out, key, 16), CAIRN_ERR_STATE, "refused init leaves ctx unkeyed");
    CHECK_RC(cairn_cipher_init_ex(&ctx, &KEYED_CIPHER, cairn_impl_portable(cairn_des3_impls), key, 16),
             CAIRN_ERR_BAD_ARG, "init_ex: 3DES object for a 16-byte-block cipher");
#endif
    CHECK_RC(cairn_cipher_init_ex(&ctx, &KEYED_CIPHER, &never, key, 16), CAIRN_ERR_UNSUPPORTED,
             "init_ex: an object this CPU lacks");
    odd = *(const cairn_block_impl *)cairn_impl_portable(KEYED_IMPLS);
    odd.encrypt = NULL;
    CHECK_RC(cairn_cipher_init_ex(&ctx, &KEYED_CIPHER, &odd.base, key, 16), CAIRN_ERR_BAD_ARG,
             "init_ex: an object without encrypt");
    odd = *(const cairn_block_impl *)cairn_impl_portable(KEYED_IMPLS);
    odd.block_len = 8;
    CHECK_RC(cairn_cipher_init_ex(&ctx, &KEYED_CIPHER, &odd.base, key, 16), CAIRN_ERR_BAD_ARG,
             "init_ex: a 16-byte-block object claiming 8-byte blocks");
#if CAIRN_ENABLE_AES
    CHECK_RC(cairn_cipher_init_ex(&ctx, &cairn_cipher_aes256, cairn_impl_portable(cairn_aes_impls), key, 16),
             CAIRN_ERR_BAD_LENGTH, "AES-256 descriptor with a 16-byte key");
#else
    CHECK_RC(cairn_cipher_init_ex(&ctx, &cairn_cipher_sm4, cairn_impl_portable(cairn_sm4_impls), key, 32),
             CAIRN_ERR_BAD_LENGTH, "SM4 descriptor with a 32-byte key");
#endif
#endif
#if CAIRN_ENABLE_SM4
    CHECK_RC(cairn_cipher_init(&ctx, &cairn_cipher_sm4, key, BIG), CAIRN_ERR_BAD_LENGTH, "key length SIZE_MAX");
#endif

#if defined(KEYED_CIPHER)
    /* keyed: SIZE_MAX lengths with NULL buffers */
    CHECK_RC(cairn_cipher_init(&ctx, &KEYED_CIPHER, key, 16), CAIRN_OK, "init");
    CHECK_RC(cairn_ecb_encrypt(&ctx, out, NULL, BIG & ~(size_t)15), CAIRN_ERR_BAD_ARG, "ecb NULL in, huge len");
    CHECK_RC(cairn_ecb_decrypt(&ctx, NULL, out, BIG & ~(size_t)15), CAIRN_ERR_BAD_ARG, "ecb NULL out, huge len");
    CHECK_RC(cairn_cbc_encrypt(&ctx, iv, out, NULL, BIG), CAIRN_ERR_BAD_ARG, "cbc NULL in, huge len");
    CHECK_RC(cairn_cbc_decrypt(&ctx, iv, NULL, out, BIG), CAIRN_ERR_BAD_ARG, "cbc NULL out, huge len");
    CHECK_RC(cairn_ctr_xor(&ctx, iv, stream, &num, out, NULL, BIG), CAIRN_ERR_BAD_ARG, "ctr NULL in, huge len");
    CHECK_RC(cairn_ctr32_xor(&ctx, iv, stream, &num, NULL, out, BIG), CAIRN_ERR_BAD_ARG, "ctr32 NULL out");
    CHECK_RC(cairn_cfb_encrypt(&ctx, iv, &num, out, NULL, BIG), CAIRN_ERR_BAD_ARG, "cfb NULL in");
    CHECK_RC(cairn_cfb_decrypt(&ctx, iv, &num, NULL, out, BIG), CAIRN_ERR_BAD_ARG, "cfb NULL out");
    CHECK_RC(cairn_ofb_xor(&ctx, NULL, &num, out, out, 5), CAIRN_ERR_BAD_ARG, "ofb NULL iv");
    num = BIG;
    CHECK_RC(cairn_ctr32_xor(&ctx, iv, stream, &num, out, out, 5), CAIRN_ERR_BAD_ARG, "ctr32 num SIZE_MAX");
    CHECK_RC(cairn_cfb_encrypt(&ctx, iv, &num, out, out, 5), CAIRN_ERR_BAD_ARG, "cfb num SIZE_MAX");
    CHECK_RC(cairn_cfb_decrypt(&ctx, iv, &num, out, out, 5), CAIRN_ERR_BAD_ARG, "cfb num SIZE_MAX");
    num = 0;
    /* PKCS#7 capacities and lengths near SIZE_MAX */
    CHECK_RC(cairn_cbc_encrypt_pkcs7(&ctx, iv, out, sizeof out, &outlen, NULL, BIG), CAIRN_ERR_BAD_ARG,
             "pkcs7 encrypt NULL in, huge len");
    CHECK_RC(cairn_cbc_encrypt_pkcs7(&ctx, iv, out, sizeof out, &outlen, out, sizeof out), CAIRN_ERR_BUFFER_TOO_SMALL,
             "pkcs7 encrypt: a full extra block needs room");
    CHECK(outlen == 0, "outlen 0 on failure");
    CHECK_RC(cairn_cbc_decrypt_pkcs7(&ctx, iv, out, sizeof out, &outlen, NULL, BIG & ~(size_t)15), CAIRN_ERR_BAD_ARG,
             "pkcs7 decrypt NULL in, huge len");
    CHECK_RC(cairn_cbc_decrypt_pkcs7(&ctx, iv, out, 0, &outlen, out, 16), CAIRN_ERR_BUFFER_TOO_SMALL,
             "pkcs7 decrypt outcap 0");
    CHECK_RC(cairn_cbc_decrypt_pkcs7(&ctx, iv, out, sizeof out, NULL, out, 16), CAIRN_ERR_BAD_ARG,
             "pkcs7 decrypt NULL outlen");
#endif
    CHECK_RC(cairn_pkcs7_pad(out, BIG, BIG, 16, &dl), CAIRN_ERR_BUFFER_TOO_SMALL, "pad of SIZE_MAX bytes");
    CHECK_RC(cairn_pkcs7_pad(out, 10, 5, 16, &dl), CAIRN_ERR_BUFFER_TOO_SMALL, "pad: cap below len");
    CHECK_RC(cairn_pkcs7_unpad(out, BIG, 16, &dl), CAIRN_ERR_BAD_LENGTH, "unpad SIZE_MAX (not a multiple)");
    CHECK_RC(cairn_pkcs7_unpad(out, 16, BIG, &dl), CAIRN_ERR_BAD_ARG, "unpad block SIZE_MAX");

    /* after wipe, and a zeroed context */
#if defined(KEYED_CIPHER)
    cairn_cipher_wipe(&ctx);
    CHECK(ctx.ready == 0 && ctx.impl == NULL, "wipe clears the context");
    CHECK_RC(cairn_ctr32_xor(&ctx, iv, stream, &num, out, out, 5), CAIRN_ERR_STATE, "ctr32 after wipe");
    CHECK_RC(cairn_cbc_encrypt(&ctx, iv, out, out, 16), CAIRN_ERR_STATE, "cbc after wipe");
    CHECK_RC(cairn_cbc_encrypt_pkcs7(&ctx, iv, out, sizeof out, &outlen, out, 5), CAIRN_ERR_STATE, "pkcs7 after wipe");
    CHECK_RC(cairn_ecb_decrypt(&ctx, out, out, 16), CAIRN_ERR_STATE, "ecb after wipe");
    CHECK_RC(cairn_cfb_decrypt(&ctx, iv, &num, out, out, 5), CAIRN_ERR_STATE, "cfb after wipe");
    CHECK_RC(cairn_cbc_decrypt_pkcs7(&ctx, iv, out, sizeof out, &outlen, out, 16), CAIRN_ERR_STATE,
             "pkcs7 decrypt after wipe");
#endif
    memset(&ctx, 0, sizeof ctx);
    CHECK_RC(cairn_cbc_decrypt(&ctx, iv, out, out, 16), CAIRN_ERR_STATE, "zeroed ctx");
    CHECK_RC(cairn_ctr_xor(&ctx, iv, stream, &num, out, out, 5), CAIRN_ERR_STATE, "zeroed ctx");
    CHECK_RC(cairn_ofb_xor(&ctx, iv, &num, out, out, 5), CAIRN_ERR_STATE, "zeroed ctx");
    cairn_cipher_wipe(NULL);
}

/* XTS: NULL contexts/tweak/buffers (also with SIZE_MAX lengths), unkeyed
 * and wiped contexts, lengths below one block and above 2^20 blocks, 8-byte
 * ciphers, the same context or key twice, contexts of two ciphers (AES-128
 * and AES-256: not in a build without AES). Over KEYED_CIPHER (3DES the
 * 8-byte cipher). */
#if defined(KEYED_CIPHER)
static void test_xts(void)
{
    cairn_cipher_ctx k1, k2, k3, d1, z;
#if CAIRN_ENABLE_DES3
    cairn_cipher_ctx d2;
#endif
    uint8_t key[32], key2[32], tw[16], buf[64], out[64];
    const size_t over = ((size_t)1 << 24) + 1;
    int dir;

    memset(key, 0x31, sizeof key);
    memset(key2, 0x32, sizeof key2);
    memset(tw, 0x33, sizeof tw);
    memset(buf, 0x34, sizeof buf);
    memset(&z, 0, sizeof z);
    CHECK_RC(cairn_cipher_init(&k1, &KEYED_CIPHER, key, 16), CAIRN_OK, "xts key1");
    CHECK_RC(cairn_cipher_init(&k2, &KEYED_CIPHER, key2, 16), CAIRN_OK, "xts key2");
#if CAIRN_ENABLE_AES
    CHECK_RC(cairn_cipher_init(&k3, &cairn_cipher_aes256, key2, 32), CAIRN_OK, "xts aes-256 key");
#endif
    /* 3DES with K1 = K2 or K2 = K3 is single DES: refused, the context left unkeyed */
    {
#if CAIRN_ENABLE_DES3
        uint8_t dk[24];
        memcpy(dk, key, 24); /* K1 = K2 = K3 */
#endif
        /* a refused re-key leaves nothing of the previous key's schedule */
        CHECK_RC(cairn_cipher_init(&d1, &KEYED_CIPHER, key, 16), CAIRN_OK, "key before a re-key");
        CHECK(!tu_all_zero(d1.ks, sizeof d1.ks), "key schedule set");
        CHECK_RC(cairn_cipher_init(&d1, &KEYED_CIPHER, key, 15), CAIRN_ERR_BAD_LENGTH, "re-key, 15 bytes");
        CHECK(tu_all_zero(d1.ks, sizeof d1.ks), "cipher: a refused re-key wipes the previous schedule");
#if CAIRN_ENABLE_DES3
        CHECK_RC(cairn_cipher_init(&d1, &cairn_cipher_des3, dk, 24), CAIRN_ERR_INVALID_KEY, "3des K1 = K2 = K3");
        CHECK_RC(cairn_ecb_encrypt(&d1, out, buf, 8), CAIRN_ERR_STATE, "3des refused key: context unkeyed");
        CHECK_RC(cairn_cipher_init(&d1, &cairn_cipher_des3, dk, 16), CAIRN_ERR_INVALID_KEY, "3des two-key K1 = K2");
        dk[0] ^= 0x02;
        CHECK_RC(cairn_cipher_init(&d1, &cairn_cipher_des3, dk, 24), CAIRN_ERR_INVALID_KEY, "3des K2 = K3");
        dk[16] ^= 0x04;
        CHECK_RC(cairn_cipher_init(&d1, &cairn_cipher_des3, dk, 24), CAIRN_OK, "xts 3des key1");
        dk[0] ^= 0x02;
        CHECK_RC(cairn_cipher_init(&d2, &cairn_cipher_des3, dk, 24), CAIRN_ERR_INVALID_KEY, "3des K1 = K2");
        dk[8] ^= 0x08;
        CHECK_RC(cairn_cipher_init(&d2, &cairn_cipher_des3, dk, 16), CAIRN_OK, "xts 3des key2 (two-key)");
#endif
    }
    for (dir = 0; dir < 2; dir++) {
        int (*f)(const cairn_cipher_ctx *, const cairn_cipher_ctx *, const uint8_t *, uint8_t *, const uint8_t *,
                 size_t) = dir ? cairn_xts_decrypt : cairn_xts_encrypt;
        CHECK_RC(f(NULL, &k2, tw, out, buf, 32), CAIRN_ERR_BAD_ARG, "xts NULL data key");
        CHECK_RC(f(&k1, NULL, tw, out, buf, 32), CAIRN_ERR_BAD_ARG, "xts NULL tweak key");
        CHECK_RC(f(&k1, &k2, NULL, out, buf, 32), CAIRN_ERR_BAD_ARG, "xts NULL tweak");
        CHECK_RC(f(&k1, &k2, tw, NULL, buf, 32), CAIRN_ERR_BAD_ARG, "xts NULL out");
        CHECK_RC(f(&k1, &k2, tw, out, NULL, 32), CAIRN_ERR_BAD_ARG, "xts NULL in");
        CHECK_RC(f(&k1, &k2, tw, out, NULL, BIG), CAIRN_ERR_BAD_ARG, "xts NULL in, SIZE_MAX");
        CHECK_RC(f(&k1, &k2, tw, NULL, buf, BIG), CAIRN_ERR_BAD_ARG, "xts NULL out, SIZE_MAX");
        CHECK_RC(f(&k1, &k2, tw, NULL, NULL, 0), CAIRN_ERR_BAD_LENGTH, "xts NULL buffers, length 0");
        CHECK_RC(f(&k1, &k2, tw, out, buf, 0), CAIRN_ERR_BAD_LENGTH, "xts length 0");
        CHECK_RC(f(&k1, &k2, tw, out, buf, 15), CAIRN_ERR_BAD_LENGTH, "xts length 15");
        CHECK_RC(f(&k1, &k2, tw, out, buf, over), CAIRN_ERR_BAD_LENGTH, "xts 2^20 blocks + 1 byte");
        CHECK_RC(f(&k1, &k2, tw, out, buf, BIG), CAIRN_ERR_BAD_LENGTH, "xts SIZE_MAX");
        CHECK_RC(f(&z, &k2, tw, out, buf, 32), CAIRN_ERR_STATE, "xts zeroed data key");
        CHECK_RC(f(&k1, &z, tw, out, buf, 32), CAIRN_ERR_STATE, "xts zeroed tweak key");
#if CAIRN_ENABLE_DES3
        CHECK_RC(f(&d1, &d2, tw, out, buf, 32), CAIRN_ERR_UNSUPPORTED, "xts 3DES (8-byte blocks)");
        CHECK_RC(f(&k1, &d2, tw, out, buf, 32), CAIRN_ERR_UNSUPPORTED, "xts 16-byte block cipher with 3DES tweak key");
#endif
        CHECK_RC(f(&k1, &k1, tw, out, buf, 32), CAIRN_ERR_BAD_ARG, "xts same context twice");
#if CAIRN_ENABLE_AES
        CHECK_RC(f(&k1, &k3, tw, out, buf, 32), CAIRN_ERR_BAD_ARG, "xts AES-128 data key, AES-256 tweak key");
#endif
        CHECK_RC(f(&k2, &k2, tw, out, buf, 17), CAIRN_ERR_BAD_ARG, "xts same context twice, stealing");
        CHECK_RC(f(&k1, &k2, tw, out, buf, 17), CAIRN_OK, "xts 17 bytes");
        CHECK_RC(f(&k1, &k2, tw, buf, buf, 64), CAIRN_OK, "xts in place");
    }
    /* the same key in two contexts: refused, output zeroed */
    CHECK_RC(cairn_cipher_init_ex(&k3, &KEYED_CIPHER, cairn_impl_find(KEYED_IMPLS, KEYED_OTHER_IMPL), key, 16),
             CAIRN_OK, "key1 again");
    memset(out, 0x77, sizeof out);
    CHECK_RC(cairn_xts_encrypt(&k1, &k3, tw, out, buf, 40), CAIRN_ERR_BAD_ARG, "xts Key1 == Key2");
    CHECK(tu_all_zero(out, 40) && out[40] == 0x77, "xts Key1 == Key2: the output (and only it) zeroed");
    CHECK_RC(cairn_xts_decrypt(&k3, &k1, tw, out, buf, 40), CAIRN_ERR_BAD_ARG, "xts Key1 == Key2 decrypt");
    cairn_cipher_wipe(&k2);
    CHECK_RC(cairn_xts_encrypt(&k1, &k2, tw, out, buf, 32), CAIRN_ERR_STATE, "xts wiped tweak key");
    CHECK_RC(cairn_xts_decrypt(&k2, &k1, tw, out, buf, 32), CAIRN_ERR_STATE, "xts wiped data key");
    cairn_cipher_wipe(&k1);
    cairn_cipher_wipe(&k3);
    cairn_cipher_wipe(&d1);
#if CAIRN_ENABLE_DES3
    cairn_cipher_wipe(&d2);
#endif
}
#endif

int main(void)
{
    memset(msg, 0x5a, sizeof msg);
    test_typed();
    test_variants();
    test_impls();
    test_generic();
    test_mac_kdf();
    test_rng();
    test_common();
    test_ciphers();
#if defined(KEYED_CIPHER)
    test_xts();
#endif
#define BADINPUT_FAMILY(name) badinput_##name();
#include "badinput_families.h"
#undef BADINPUT_FAMILY
    return tu_finish("test_badinput");
}
