/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Constant-time harness (the ctgrind method): each operation marks its
 * secrets undefined with valgrind's client requests, runs, and marks its
 * outputs defined again (an explicit declassification) before anything
 * compares or prints them. Memcheck then reports every conditional branch and
 * every memory address computed from a secret. The runner counts memcheck's
 * errors per operation (VALGRIND_COUNT_ERRORS) so a report is attributed to
 * the operation that caused it. See docs/constant-time.md.
 */
#ifndef CAIRN_TESTS_CT_H
#define CAIRN_TESTS_CT_H

#include <stddef.h>
#include <stdint.h>

#include <valgrind/memcheck.h>

#include "cairn.h"

/* Mark [p, p+n) secret: any branch or address that depends on it is reported. */
#define CT_SECRET(p, n) ((void)VALGRIND_MAKE_MEM_UNDEFINED((p), (n)))
/* Declassify [p, p+n): an output the caller may branch on (a digest, a status). */
#define CT_PUBLIC(p, n) ((void)VALGRIND_MAKE_MEM_DEFINED((p), (n)))

/* What an entry is run over. Later families add their own iterators
 * (CT_EACH_CIPHER, CT_EACH_AEAD, CT_EACH_CURVE) and one case in ct_runner.c. */
typedef enum {
    CT_ONCE,            /* run(NULL) once */
    CT_EACH_HASH_IMPL,  /* every cairn_hash descriptor x every usable implementation object */
    CT_EACH_XOF_IMPL,   /* the XOF descriptors (SHAKE, Ascon-XOF128) x implementations */
    CT_EACH_HMAC_HASH,  /* every descriptor HMAC accepts (fixed output, block >= digest) */
    CT_EACH_CIPHER_IMPL, /* every block-cipher descriptor x every implementation this CPU (as valgrind shows it) runs */
    CT_EACH_AEAD_IMPL,   /* every cairn_aead descriptor x every pair of its parts' objects valgrind's CPU runs */
    CT_EACH_SIG_IMPL,    /* every cairn_sig_scheme x its usable implementation objects (or its one implementation) */
    CT_EACH_KEX_IMPL     /* every cairn_kex_scheme x its usable implementation objects (or its one implementation) */
} ct_iter;

/* What memcheck must report for the entry. Library entries are all CT_CLEAN;
 * CT_MUST_LEAK exists for the harness's self-test (tests/ct/ct_selftest.c). */
typedef enum { CT_CLEAN, CT_MUST_LEAK } ct_expect;

/* Argument handed to run(): the descriptor, bound to the implementation object to use. */
typedef struct {
    const cairn_hash *hash;
    const cairn_block_cipher *cipher; /* CT_EACH_CIPHER_IMPL */
    const cairn_block_impl *impl;
    const cairn_aead *aead; /* CT_EACH_AEAD_IMPL: descriptor and its parts' objects */
    const cairn_impl *aead_part[2];
    const cairn_sig_scheme *sig; /* CT_EACH_SIG_IMPL */
    const cairn_kex_scheme *kex; /* CT_EACH_KEX_IMPL */
    const cairn_impl *pk_impl;   /* the object to pass, NULL for a scheme without objects */
} ct_arg;

typedef struct {
    const char *name;
    ct_iter iter;
    /* Returns 0 when the operation ran and produced what it should (checked
     * on declassified outputs only), non-zero otherwise. */
    int (*run)(const ct_arg *arg);
    const char *secrets; /* what the entry marks undefined */
    ct_expect expect;
    const char *leaks;   /* the leaks it expects: "none", or why a public input is left defined */
} ct_op;

/* Runs every entry (or those whose name contains filter), prints one line per
 * (entry, iteration) and a summary. Returns 0 when every expectation holds. */
int ct_run(const char *title, const ct_op *ops, size_t nops, int argc, char **argv);

/* Families added after the foundation keep their entries in their own file
 * (tests/ct/ct_<family>.c, listed once in tests/ct/families.h); each returns
 * its table and its length. */
#define CT_FAMILY(name) size_t ct_ops_##name(const ct_op **ops);
#include "families.h"
#undef CT_FAMILY

/* Fill with a fixed public pattern (then mark secret as needed). */
void ct_fill(uint8_t *p, size_t n, uint32_t seed);

#endif
