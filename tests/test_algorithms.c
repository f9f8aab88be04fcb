/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The algorithm table (src/core/algorithms.def) against the library it
 * describes: every entry's descriptor carries the table's name and is found
 * by that name; the lists behind cairn_hash_at, cairn_block_cipher_at,
 * cairn_aead_at and the scheme lists are exactly the table's entries in the
 * table's order; the benchmark rows it declares have unique names, their
 * tables in the reference order, and the Hash rows come before the hashes
 * that are not rows. (The reference row order itself is checked on the
 * benchmark's output by bench/selftest.cmake.)
 */
#include <string.h>

#include "cairn.h"
#include "testutil.h"

/* bench tables of public-key rows, in the reference order */
enum { T_SIG, T_ECSIG, T_KEX, T_ECKEX };

typedef struct {
    const char *family, *what; /* family and the entry's name */
    const char *row;           /* benchmark row name, NULL if none */
    int table;                 /* the row's table, in the reference order of tables */
    const char *ossl, *size;
} entry;

/* Every entry of the table that declares a row, an OpenSSL name or an image,
 * in the table's order. Ciphers (table 0), AEAD (1), Hash (2), then the
 * public-key tables (3 + T_*). */
static const entry entries[] = {
#define CAIRN_ALG_CIPHER(sym, name, size) {"cipher", name, NULL, 0, NULL, size},
#define CAIRN_ALG_CIPHER_ROW(row, sym, mode, ossl) {"cipher row", row, row, 0, ossl, NULL},
#define CAIRN_ALG_AEAD(sym, name, row, ossl, size) {"aead", name, row, 1, ossl, size},
#define CAIRN_ALG_HASH(sym, name, row, ossl, size) {"hash", name, (row) ? name : NULL, 2, ossl, size},
#define CAIRN_ALG_OVER_HASH(sym, name, size) {"over hash", name, NULL, 2, NULL, size},
#define CAIRN_ALG_SIG(sym, name, table, row, ossl, size) {"sig", name, row, 3 + T_##table, ossl, size},
#define CAIRN_ALG_KEX(sym, name, table, row, ossl, size) {"kex", name, row, 3 + T_##table, ossl, size},
#include "core/algorithms.def"
    {NULL, NULL, NULL, 0, NULL, NULL}};

static void test_hashes(void)
{
    static const struct {
        const cairn_hash *d;
        const char *name;
        int row;
    } t[] = {
#define CAIRN_ALG_HASH(sym, name, row, ossl, size) {&cairn_hash_##sym, name, row},
#include "core/algorithms.def"
        {NULL, NULL, 0}};
    const cairn_hash *found;
    size_t i;
    int past_rows = 0;
    for (i = 0; t[i].d != NULL; i++) {
        CHECK(strcmp(t[i].d->name, t[i].name) == 0, "hash %s: the table says %s", t[i].d->name, t[i].name);
        CHECK_RC(cairn_hash_lookup(&found, t[i].name), CAIRN_OK, t[i].name);
        CHECK(found == t[i].d, "hash lookup of %s finds its descriptor", t[i].name);
        CHECK(cairn_hash_at(i) == t[i].d, "cairn_hash_at(%u) is the table's entry %s", (unsigned)i, t[i].name);
        CHECK(t[i].row == 0 || t[i].row == 1, "%s: row is 0 or 1", t[i].name);
        CHECK(!(past_rows && t[i].row), "%s: a Hash row after a hash that is not one", t[i].name);
        past_rows |= !t[i].row;
    }
    CHECK(cairn_hash_at(i) == NULL, "cairn_hash_at lists the table's %u hashes and no more", (unsigned)i);
    printf("hashes: %u\n", (unsigned)i);
}

static void test_ciphers(void)
{
    static const struct {
        const cairn_block_cipher *d;
        const char *name;
    } t[] = {
#define CAIRN_ALG_CIPHER(sym, name, size) {&cairn_cipher_##sym, name},
#include "core/algorithms.def"
        {NULL, NULL}};
    static const struct {
        const char *row, *mode;
    } rows[] = {
#define CAIRN_ALG_CIPHER_ROW(row, sym, mode, ossl) {row, #mode},
#include "core/algorithms.def"
        {NULL, NULL}};
    const cairn_block_cipher *found;
    size_t i;
    for (i = 0; t[i].d != NULL; i++) {
        CHECK(strcmp(t[i].d->name, t[i].name) == 0, "cipher %s: the table says %s", t[i].d->name, t[i].name);
        CHECK_RC(cairn_block_cipher_lookup(&found, t[i].name), CAIRN_OK, t[i].name);
        CHECK(found == t[i].d, "cipher lookup of %s finds its descriptor", t[i].name);
        CHECK(cairn_block_cipher_at(i) == t[i].d, "cairn_block_cipher_at(%u) is the table's entry %s", (unsigned)i,
              t[i].name);
    }
    CHECK(cairn_block_cipher_at(i) == NULL, "cairn_block_cipher_at lists the table's %u ciphers and no more",
          (unsigned)i);
    for (i = 0; rows[i].row != NULL; i++)
        CHECK(strcmp(rows[i].mode, "CBC") == 0 || strcmp(rows[i].mode, "CTR") == 0, "%s: mode %s", rows[i].row,
              rows[i].mode);
    printf("ciphers: %u, cipher rows: %u\n", (unsigned)(sizeof t / sizeof t[0] - 1), (unsigned)i);
}

static void test_aeads(void)
{
    static const struct {
        const cairn_aead *d;
        const char *name;
    } t[] = {
#define CAIRN_ALG_AEAD(sym, name, row, ossl, size) {&cairn_aead_##sym, name},
#include "core/algorithms.def"
        {NULL, NULL}};
    const cairn_aead *found;
    size_t i;
    for (i = 0; t[i].d != NULL; i++) {
        CHECK(strcmp(t[i].d->name, t[i].name) == 0, "AEAD %s: the table says %s", t[i].d->name, t[i].name);
        CHECK_RC(cairn_aead_lookup(&found, t[i].name), CAIRN_OK, t[i].name);
        CHECK(found == t[i].d, "AEAD lookup of %s finds its descriptor", t[i].name);
        CHECK(cairn_aead_at(i) == t[i].d, "cairn_aead_at(%u) is the table's entry %s", (unsigned)i, t[i].name);
    }
    CHECK(cairn_aead_at(i) == NULL, "cairn_aead_at lists the table's %u AEADs and no more", (unsigned)i);
    printf("AEADs: %u\n", (unsigned)i);
}

static void test_schemes(void)
{
    static const struct {
        const cairn_sig_scheme *d;
        const char *name;
        int table;
    } sig[] = {
#define CAIRN_ALG_SIG(sym, name, table, row, ossl, size) {&cairn_sig_##sym, name, T_##table},
#include "core/algorithms.def"
        {NULL, NULL, 0}};
    static const struct {
        const cairn_kex_scheme *d;
        const char *name;
        int table;
    } kex[] = {
#define CAIRN_ALG_KEX(sym, name, table, row, ossl, size) {&cairn_kex_##sym, name, T_##table},
#include "core/algorithms.def"
        {NULL, NULL, 0}};
    const cairn_sig_scheme *fs;
    const cairn_kex_scheme *fk;
    size_t i, j;
    for (i = 0; sig[i].d != NULL; i++) {
        CHECK(strcmp(sig[i].d->name, sig[i].name) == 0, "sig %s: the table says %s", sig[i].d->name, sig[i].name);
        CHECK_RC(cairn_sig_scheme_lookup(&fs, sig[i].name), CAIRN_OK, sig[i].name);
        CHECK(fs == sig[i].d, "sig lookup of %s finds its descriptor", sig[i].name);
        CHECK(cairn_sig_scheme_at(i) == sig[i].d, "cairn_sig_scheme_at(%u) is the table's %s", (unsigned)i,
              sig[i].name);
        CHECK(sig[i].table == T_SIG || sig[i].table == T_ECSIG, "%s: in a signature table", sig[i].name);
        /* loaded keys: the parsed form (or the bytes) fits cairn_pk_key, the
         * hooks come as a set, and byte-level hooks are only left out by a
         * scheme with loaded ones */
        {
            const cairn_sig_scheme *d = sig[i].d;
            size_t room = sizeof(((cairn_pk_key *)0)->obj);
            CHECK(d->load != NULL ? d->loaded_size <= room && d->sign_loaded != NULL && d->verify_loaded != NULL
                                  : d->secret_len <= room && d->public_len <= room && d->loaded_size == 0,
                  "%s: loaded keys fit and come with their hooks", d->name);
            CHECK((d->sign != NULL && d->verify != NULL) || d->load != NULL, "%s: can sign and verify", d->name);
            CHECK(d->keygen != NULL, "%s: has key generation", d->name);
        }
    }
    CHECK(cairn_sig_scheme_at(i) == NULL, "cairn_sig_scheme_at lists the table's %u schemes", (unsigned)i);
    for (j = 0; kex[j].d != NULL; j++) {
        CHECK(strcmp(kex[j].d->name, kex[j].name) == 0, "kex %s: the table says %s", kex[j].d->name, kex[j].name);
        CHECK_RC(cairn_kex_scheme_lookup(&fk, kex[j].name), CAIRN_OK, kex[j].name);
        CHECK(fk == kex[j].d, "kex lookup of %s finds its descriptor", kex[j].name);
        CHECK(cairn_kex_scheme_at(j) == kex[j].d, "cairn_kex_scheme_at(%u) is the table's %s", (unsigned)j,
              kex[j].name);
        CHECK(kex[j].table == T_KEX || kex[j].table == T_ECKEX, "%s: in a key-exchange table", kex[j].name);
        {
            const cairn_kex_scheme *d = kex[j].d;
            size_t room = sizeof(((cairn_pk_key *)0)->obj);
            CHECK(d->load != NULL ? d->loaded_size <= room && d->derive_loaded != NULL
                                  : d->secret_len <= room && d->loaded_size == 0,
                  "%s: loaded keys fit and come with their hooks", d->name);
            CHECK(d->derive != NULL || d->load != NULL, "%s: can derive", d->name);
            CHECK(d->keygen != NULL, "%s: has key generation", d->name);
        }
    }
    CHECK(cairn_kex_scheme_at(j) == NULL, "cairn_kex_scheme_at lists the table's %u schemes", (unsigned)j);
    printf("signature schemes: %u, key agreements: %u\n", (unsigned)i, (unsigned)j);
}

/* Rows: unique names, non-empty; tables never go back (the benchmark prints
 * its tables in one order and a row's position is its entry's); OpenSSL
 * names and image labels non-empty where given, labels unique. */
static void test_rows(void)
{
    size_t i, j, nrows = 0, nimages = 0;
    int table = 0;
    for (i = 0; entries[i].family != NULL; i++) {
        const entry *e = &entries[i];
        CHECK(e->what != NULL && e->what[0] != '\0', "%s entry %u has a name", e->family, (unsigned)i);
        CHECK(e->ossl == NULL || e->ossl[0] != '\0', "%s: OpenSSL name empty", e->what);
        CHECK(e->size == NULL || e->size[0] != '\0', "%s: size label empty", e->what);
        if (e->row != NULL) {
            nrows++;
            CHECK(e->row[0] != '\0', "%s: row name empty", e->what);
            CHECK(e->table >= table, "%s: its table comes before the previous row's", e->row);
            table = e->table;
        }
        nimages += e->size != NULL;
        for (j = 0; j < i; j++) {
            if (e->row != NULL && entries[j].row != NULL)
                CHECK(strcmp(e->row, entries[j].row) != 0, "row %s is declared twice", e->row);
            if (e->size != NULL && entries[j].size != NULL)
                CHECK(strcmp(e->size, entries[j].size) != 0, "size image %s is declared twice", e->size);
        }
    }
    CHECK(nrows > 0 || i == 0, "the table declares benchmark rows (a build without algorithms has no entry)");
    printf("benchmark rows: %u, size images: %u\n", (unsigned)nrows, (unsigned)nimages);
}

int main(void)
{
    test_hashes();
    test_ciphers();
    test_aeads();
    test_schemes();
    test_rows();
    return tu_finish("test_algorithms");
}
