/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Runner for the constant-time harness: iterates the entries, attributes
 * memcheck's errors to each, and checks them against the entry's expectation. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ct.h"

void ct_fill(uint8_t *p, size_t n, uint32_t seed)
{
    uint32_t x = seed * 2654435761u + 0x9e3779b9u;
    size_t i;
    for (i = 0; i < n; i++) {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        p[i] = (uint8_t)(x >> 24);
    }
}

static unsigned long n_checks, n_failed, n_skipped;

static void run_one(const ct_op *op, const ct_arg *arg, const char *label)
{
    unsigned long before, errors;
    int rc, ok;

    before = (unsigned long)VALGRIND_COUNT_ERRORS;
    rc = op->run(arg);
    errors = (unsigned long)VALGRIND_COUNT_ERRORS - before;
    if (op->expect == CT_CLEAN)
        ok = rc == 0 && errors == 0;
    else /* self-test entries: the leak must be seen; rc is irrelevant */
        ok = errors > 0;
    n_checks++;
    if (!ok)
        n_failed++;
    printf("%-4s %-44s memcheck errors: %lu%s%s\n", ok ? "ok" : "FAIL", label, errors,
           op->expect == CT_MUST_LEAK ? " (must leak)" : "", rc != 0 && op->expect == CT_CLEAN ? " (wrong result)" : "");
    if (!ok && op->expect == CT_CLEAN)
        printf("     secrets: %s; expected leaks: %s\n", op->secrets, op->leaks);
}

static int hmac_usable(const cairn_hash *h)
{
    return (h->flags & CAIRN_HASH_FLAG_XOF) == 0 && h->block_len >= h->digest_len;
}

/* What an entry runs over, as docs/constant-time.md's table says it. */
static const char *iter_text(ct_iter it)
{
    switch (it) {
    case CT_ONCE:
        return "once";
    case CT_EACH_HASH_IMPL:
        return "every hash descriptor x every usable object";
    case CT_EACH_XOF_IMPL:
        return "every XOF descriptor x every usable object";
    case CT_EACH_HMAC_HASH:
        return "every hash HMAC accepts";
    case CT_EACH_CIPHER_IMPL:
        return "every block cipher x every usable object";
    case CT_EACH_AEAD_IMPL:
        return "every AEAD x every usable pair of part objects";
    case CT_EACH_SIG_IMPL:
        return "every signature scheme x every usable object";
    case CT_EACH_KEX_IMPL:
        return "every key-agreement scheme x every usable object";
    }
    return "?";
}

/* A markdown table cell: '|' would end the cell early. */
static void md_cell(const char *s)
{
    printf(" ");
    for (; *s; s++)
        printf(*s == '|' ? "\\|" : "%c", *s);
    printf(" |");
}

int ct_run(const char *title, const ct_op *ops, size_t nops, int argc, char **argv)
{
    const char *filter = NULL;
    int native = 0, list = 0, i;
    size_t k, h;
    char label[160];

    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--native") == 0)
            native = 1;
        else if (strcmp(argv[i], "--list") == 0)
            list = 1;
        else if (strcmp(argv[i], "--list-md") == 0)
            list = 2;
        else
            filter = argv[i];
    }
    if (list == 1) {
        for (k = 0; k < nops; k++)
            printf("%s\n  runs over: %s\n  secrets: %s\n  expected leaks: %s\n", ops[k].name,
                   iter_text(ops[k].iter), ops[k].secrets, ops[k].leaks);
        return 0;
    }
    if (list == 2) { /* the table of docs/constant-time.md (tests/ct/run.sh checks it is current) */
        printf("| entry | runs over | secrets | expected leaks |\n|---|---|---|---|\n");
        for (k = 0; k < nops; k++) {
            printf("| `%s` |", ops[k].name);
            md_cell(iter_text(ops[k].iter));
            md_cell(ops[k].secrets);
            md_cell(ops[k].leaks);
            printf("\n");
        }
        return 0;
    }
    if (!RUNNING_ON_VALGRIND && !native) {
        fprintf(stderr, "%s: run under valgrind (see tests/ct/run.sh), or pass --native for a functional run\n", title);
        return 2;
    }
    printf("%s: %s\n", title, RUNNING_ON_VALGRIND ? "under valgrind memcheck" : "native (no leak detection)");
    for (k = 0; k < nops; k++) {
        const ct_op *op = &ops[k];
        ct_arg arg = {NULL, NULL, NULL, NULL, {NULL, NULL}, NULL, NULL, NULL};
        if (filter != NULL && strstr(op->name, filter) == NULL)
            continue;
        switch (op->iter) {
        case CT_ONCE:
            run_one(op, &arg, op->name);
            break;
        case CT_EACH_HASH_IMPL:
        case CT_EACH_XOF_IMPL:
        case CT_EACH_HMAC_HASH:
            for (h = 0; cairn_hash_at(h) != NULL; h++) {
                const cairn_hash *d = cairn_hash_at(h);
                cairn_hash bound;
                size_t j;
                if (op->iter == CT_EACH_XOF_IMPL && (d->flags & CAIRN_HASH_FLAG_XOF) == 0)
                    continue;
                if (op->iter == CT_EACH_HMAC_HASH) {
                    if (!hmac_usable(d))
                        continue;
                    arg.hash = d; /* the built-in descriptor: the best object */
                    snprintf(label, sizeof label, "%s %s", op->name, d->name);
                    run_one(op, &arg, label);
                    continue;
                }
                /* every object this CPU (as valgrind presents it) runs: the
                 * portable ones (Ascon has two) and the accelerated ones */
                for (j = 0; d->impls[j] != NULL; j++) {
                    if (!cairn_impl_usable(d->impls[j])) {
                        /* valgrind's synthetic CPUID hides SHA-NI: see docs/constant-time.md */
                        printf("skip %-44s %s not available on this CPU%s\n", d->name, d->impls[j]->name,
                               RUNNING_ON_VALGRIND ? " as valgrind presents it" : "");
                        n_skipped++;
                        continue;
                    }
                    if (cairn_hash_bind(&bound, d, d->impls[j]) != CAIRN_OK) {
                        printf("FAIL %-44s cannot bind the object %s\n", d->name, d->impls[j]->name);
                        n_failed++;
                        continue;
                    }
                    arg.hash = &bound;
                    snprintf(label, sizeof label, "%s %s [%s]", op->name, d->name, d->impls[j]->name);
                    run_one(op, &arg, label);
                }
            }
            break;
        case CT_EACH_CIPHER_IMPL:
            for (h = 0; cairn_block_cipher_at(h) != NULL; h++) {
                const cairn_block_cipher *c = cairn_block_cipher_at(h);
                size_t j;
                for (j = 0; c->impls[j] != NULL; j++) {
                    const cairn_block_impl *im = (const cairn_block_impl *)c->impls[j];
                    if (!cairn_impl_usable(&im->base)) {
                        printf("skip %-44s implementation %s not available on this CPU%s\n", c->name, im->base.name,
                               RUNNING_ON_VALGRIND ? " as valgrind presents it" : "");
                        n_skipped++;
                        continue;
                    }
                    arg.cipher = c;
                    arg.impl = im;
                    snprintf(label, sizeof label, "%s %s [%s]", op->name, c->name, im->base.name);
                    run_one(op, &arg, label);
                }
            }
            break;
        case CT_EACH_AEAD_IMPL:
            for (h = 0; cairn_aead_at(h) != NULL; h++) {
                const cairn_aead *d = cairn_aead_at(h);
                const cairn_impl *const none[] = {NULL, NULL};
                const cairn_impl *const *l0 = d->parts[0] != NULL ? d->parts[0] : none;
                const cairn_impl *const *l1 = d->parts[1] != NULL ? d->parts[1] : none;
                size_t j0, j1;
                for (j0 = 0; j0 == 0 || l0[j0] != NULL; j0++) {
                    for (j1 = 0; j1 == 0 || l1[j1] != NULL; j1++) {
                        const cairn_impl *p0 = l0[j0], *p1 = l1[j1];
                        if ((p0 != NULL && !cairn_impl_usable(p0)) || (p1 != NULL && !cairn_impl_usable(p1))) {
                            printf("skip %-44s implementation %s/%s not available on this CPU%s\n", d->name,
                                   p0 != NULL ? p0->name : "-", p1 != NULL ? p1->name : "-",
                                   RUNNING_ON_VALGRIND ? " as valgrind presents it" : "");
                            n_skipped++;
                            continue;
                        }
                        arg.aead = d;
                        arg.aead_part[0] = p0;
                        arg.aead_part[1] = p1;
                        snprintf(label, sizeof label, "%s %s [%s/%s]", op->name, d->name, p0 != NULL ? p0->name : "-",
                                 p1 != NULL ? p1->name : "-");
                        run_one(op, &arg, label);
                        if (p1 == NULL)
                            break;
                    }
                    if (l0[j0] == NULL)
                        break;
                }
            }
            break;
        case CT_EACH_SIG_IMPL:
        case CT_EACH_KEX_IMPL:
            for (h = 0;; h++) {
                const cairn_impl *const *impls;
                const char *name;
                size_t j;
                arg.sig = op->iter == CT_EACH_SIG_IMPL ? cairn_sig_scheme_at(h) : NULL;
                arg.kex = op->iter == CT_EACH_KEX_IMPL ? cairn_kex_scheme_at(h) : NULL;
                if (arg.sig == NULL && arg.kex == NULL)
                    break;
                impls = arg.sig != NULL ? arg.sig->impls : arg.kex->impls;
                name = arg.sig != NULL ? arg.sig->name : arg.kex->name;
                /* The RSA schemes differ in the modulus size only, which is
                 * public: the smallest runs here (RSA-2048 to 4096 run the
                 * same code longer, key generation at 4096 bits for minutes
                 * under valgrind); the rsa-* entries cover RSA's own code. */
                if (arg.sig != NULL && (arg.sig->flags & CAIRN_PK_VARLEN_SECRET) && arg.sig->sig_len > 128) {
                    printf("     (%s %s: the RSA-1024 line runs the same code; the size is public)\n", op->name, name);
                    continue;
                }
                for (j = 0; impls == NULL ? j == 0 : impls[j] != NULL; j++) {
                    arg.pk_impl = impls == NULL ? NULL : impls[j];
                    if (arg.pk_impl != NULL && !cairn_impl_usable(arg.pk_impl)) {
                        printf("skip %-44s implementation %s not available on this CPU%s\n", name, arg.pk_impl->name,
                               RUNNING_ON_VALGRIND ? " as valgrind presents it" : "");
                        n_skipped++;
                        continue;
                    }
                    snprintf(label, sizeof label, "%s %s [%s]", op->name, name,
                             arg.pk_impl != NULL ? arg.pk_impl->name : "built-in");
                    run_one(op, &arg, label);
                }
            }
            break;
        }
    }
    printf("%s: %lu checks, %lu failed, %lu accelerated paths skipped\n", title, n_checks, n_failed, n_skipped);
    return n_failed == 0 && n_checks > 0 ? 0 : 1;
}
