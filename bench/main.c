/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* cairn-bench: command line, row selection, the measuring loop, the report. */
#define _POSIX_C_SOURCE 200809L

#include <math.h>
#if !defined(CAIRN_BENCH_NO_REGEX)
#include <regex.h>
#endif
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cairn/accel.h"
#include "cairn/common.h"
#include "harness.h"
#include "platform.h"
#include "reference.h"

/* Set by bench/CMakeLists.txt; the fallbacks serve builds without CMake. */
#ifndef CAIRN_BENCH_COMPILER
#if defined(__VERSION__)
#define CAIRN_BENCH_COMPILER __VERSION__
#else
#define CAIRN_BENCH_COMPILER "unknown compiler"
#endif
#endif
#ifndef CAIRN_BENCH_BUILD_TYPE
#define CAIRN_BENCH_BUILD_TYPE "unknown"
#endif
#ifndef CAIRN_BENCH_CFLAGS
#define CAIRN_BENCH_CFLAGS ""
#endif

#define DEFAULT_SECONDS 1.0
#define QUICK_SECONDS 0.1
#define DEFAULT_RUNS 5
#define QUICK_RUNS 3
#define DEFAULT_SIZE 8192
#define MAX_SIZE ((size_t)256 << 20)

#if defined(CAIRN_BENCH_NO_REGEX)
#define FILTER_HELP "(substrings separated by |, ^ and $ anchor; case-insensitive)"
#else
#define FILTER_HELP "(POSIX extended, case-insensitive)"
#endif

static void usage(FILE *f)
{
    fprintf(f,
            "usage: cairn-bench [options]\n"
            "\n"
            "Measures cairn's algorithms in the reference benchmark's seven tables:\n"
            "bulk rows in MB/s (1 MB = 10^6 bytes), public-key rows in ms per operation,\n"
            "a Software and a Hardware (accelerated) column each; \"-\" where there is no\n"
            "accelerated path on this CPU. Each cell is the median of several timed runs\n"
            "after a warm-up. Progress goes to stderr, the report to stdout.\n"
            "\n"
            "options:\n"
            "  --format FMT     text (default), markdown, csv, json or html (a self-contained\n"
            "                   page with SVG bar charts)\n"
            "  --filter REGEX   only rows whose name matches " FILTER_HELP "\n"
            "  --seconds S      time budget per row (default %.1f; %.1f with --quick)\n"
            "  --runs N         timed runs per cell, median reported (default %d; %d with --quick)\n"
            "  --size N         bulk buffer size in bytes, k/m suffixes allowed (default %d)\n"
            "  --quick          a fraction of a second per row (for CI)\n"
            "  --quiet          no progress on stderr\n"
            "  --reference FILE the reference library's published figures (CSV) beside each\n"
            "                   row, with the ratio; default: ../shared/reference/cyclonecrypto-\n"
            "                   published.csv beside the source tree, when present; none: off\n"
            "  --reference-platform NAME  the platform of FILE to show (default SAME70)\n"
            "  --list           list the rows and whether each accelerated path is available\n"
            "  --compare        measure each row against the same workload in a peer\n"
            "                   library, alternating the two; print both and the ratio\n"
            "                   (cairn's best available cell; cap both sides to compare\n"
            "                   software: CAIRN_CPU=none OPENSSL_ia32cap=0)\n"
            "  --peer NAME      the peer for --compare: openssl (default; libcrypto),\n"
            "                   libsodium (Ed25519, X25519, ChaCha20Poly1305, AES256-GCM,\n"
            "                   SHA-256, SHA-512), mbedtls (Mbed TLS 2.28: AES, 3DES-CBC,\n"
            "                   GCM, CCM, ChaCha20Poly1305, MD5, SHA-1/2, RSA, DH, ECDSA,\n"
            "                   ECDH, X25519, X448), wolfcrypt (wolfSSL 5.5: the same and\n"
            "                   SHA-3, DSA-1024, Ed25519, Ed448), when the build found it;\n"
            "                   or all: one table of cairn and every peer found, with\n"
            "                   cairn's ratio to the fastest peer (every --format)\n"
            "  --help           this text\n"
            "\n"
            "environment:\n"
            "  CAIRN_CPU        cap the CPU features cairn uses, e.g. none or -sha (see cairn/accel.h)\n",
            DEFAULT_SECONDS, QUICK_SECONDS, DEFAULT_RUNS, QUICK_RUNS, DEFAULT_SIZE);
}

static int bad_usage(const char *fmt, const char *arg)
{
    fprintf(stderr, "cairn-bench: ");
    fprintf(stderr, fmt, arg);
    fprintf(stderr, "\n\n");
    usage(stderr);
    return 2;
}

static int parse_format(const char *s, bench_format *out)
{
    static const struct {
        const char *name;
        bench_format fmt;
    } names[] = {{"text", BENCH_FMT_TEXT}, {"markdown", BENCH_FMT_MARKDOWN}, {"md", BENCH_FMT_MARKDOWN},
                 {"csv", BENCH_FMT_CSV}, {"json", BENCH_FMT_JSON}, {"html", BENCH_FMT_HTML}};
    size_t i;

    for (i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
        if (strcmp(s, names[i].name) == 0) {
            *out = names[i].fmt;
            return 1;
        }
    }
    return 0;
}

static int parse_seconds(const char *s, double *out)
{
    char *end;
    double v = strtod(s, &end);

    if (end == s || *end != '\0' || !isfinite(v) || v <= 0 || v > 3600)
        return 0;
    *out = v;
    return 1;
}

static int parse_size(const char *s, size_t *out)
{
    char *end;
    unsigned long long v;

    if (*s < '0' || *s > '9')
        return 0;
    v = strtoull(s, &end, 10);
    if (*end == 'k' || *end == 'K') {
        v *= 1024;
        end++;
    } else if (*end == 'm' || *end == 'M') {
        v *= 1024 * 1024;
        end++;
    }
    if (end == s || *end != '\0' || v == 0 || v > MAX_SIZE)
        return 0;
    *out = (size_t)v;
    return 1;
}

static int parse_runs(const char *s, unsigned *out)
{
    char *end;
    unsigned long v;

    if (*s < '0' || *s > '9')
        return 0;
    v = strtoul(s, &end, 10);
    if (end == s || *end != '\0' || v == 0 || v > 101)
        return 0;
    *out = (unsigned)v;
    return 1;
}

#if defined(CAIRN_BENCH_NO_REGEX)
/* Ports without <regex.h> (newlib): --filter is a list of alternatives
 * separated by '|', each a case-insensitive substring of the row name,
 * anchored by a leading '^' and/or a trailing '$' (so '^SHA-256$|md5' works
 * as it does with a POSIX regex). No other regex syntax. */
static int lower(int c) { return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c; }

static int match_at(const char *name, const char *pat, size_t plen)
{
    size_t i;
    for (i = 0; i < plen; i++)
        if (name[i] == '\0' || lower((unsigned char)name[i]) != lower((unsigned char)pat[i]))
            return 0;
    return 1;
}

static int filter_match(const char *filter, const char *name)
{
    const char *alt = filter;

    for (;;) {
        const char *bar = strchr(alt, '|');
        size_t alen = bar ? (size_t)(bar - alt) : strlen(alt), nlen = strlen(name), k;
        int head = alen > 0 && alt[0] == '^', tail = alen > (size_t)head && alt[alen - 1] == '$';
        const char *pat = alt + head;
        size_t plen = alen - (size_t)head - (size_t)tail;

        for (k = 0; k + plen <= nlen; k++) {
            if (head && k > 0)
                break;
            if (tail && k + plen != nlen)
                continue;
            if (match_at(name + k, pat, plen))
                return 1;
        }
        if (bar == NULL)
            return 0;
        alt = bar + 1;
    }
}
#endif

static const char *cell_label(bench_cell_status s)
{
    switch (s) {
    case BENCH_CELL_UNAVAILABLE: return "unavailable";
    case BENCH_CELL_ABSENT: return "none";
    default: return "available";
    }
}

static bench_cell_status probe(const bench_impl *impl)
{
    if (impl->bulk == NULL && impl->op == NULL)
        return BENCH_CELL_ABSENT;
    if (impl->available != NULL && !impl->available(impl->arg))
        return BENCH_CELL_UNAVAILABLE;
    return BENCH_CELL_SKIPPED;
}

static void list_rows(const bench_registry *reg)
{
    size_t i;
    unsigned m, v;

    printf("%-16s %-20s %s\n", "Table", "Algorithm", "Cells");
    for (i = 0; i < reg->count; i++) {
        const bench_entry *e = &reg->entry[i];
        const bench_table_info *ti = bench_table_get(e->row.table);
        if (!e->selected)
            continue;
        printf("%-16s %-20s", ti->title, e->row.name);
        for (m = 0; m < ti->metrics; m++)
            for (v = 0; v < 2; v++)
                printf("  %s%s%s: %s", ti->metrics > 1 ? ti->metric[m] : "", ti->metrics > 1 ? " " : "",
                       v ? "hw" : "sw", cell_label(probe(&e->row.cell[m][v])));
        printf("\n");
    }
}

static void collect_env(bench_env *env)
{
    memset(env, 0, sizeof(*env));
    bench_platform_cpu_model(env->cpu, sizeof(env->cpu));
    bench_platform_system(env->system, sizeof(env->system));
    env->ncpus = bench_platform_ncpus();
    if (!bench_platform_clock_mhz(&env->mhz, &env->mhz_source))
        env->mhz = 0;
    env->compiler = CAIRN_BENCH_COMPILER;
    env->build_type = CAIRN_BENCH_BUILD_TYPE;
    env->cflags = CAIRN_BENCH_CFLAGS;
    env->version = cairn_version();
    env->x86_accel_built = CAIRN_ENABLE_X86_ACCEL;
    env->arm_accel_built = CAIRN_ENABLE_ARM_ACCEL;
    env->features = cairn_cpu_features();
    env->features_raw = cairn_cpu_features_raw();
    env->cpu_env = getenv("CAIRN_CPU");
    env->instr_clock = bench_platform_instruction_clock();
}

/* Measures every cell of one row. The row's budget is shared by the cells
 * that can run, so an unavailable accelerator leaves its time to the rest. */
static int measure_row(bench_entry *e, const bench_options *opt, uint8_t *in, uint8_t *out)
{
    const bench_table_info *ti = bench_table_get(e->row.table);
    bench_cell_status st[2][2];
    unsigned m, v, todo = 0;
    double left = opt->seconds;
    int errors = 0;

    for (m = 0; m < ti->metrics; m++)
        for (v = 0; v < 2; v++) {
            st[m][v] = probe(&e->row.cell[m][v]);
            if (st[m][v] == BENCH_CELL_SKIPPED)
                todo++;
            else
                e->result[m][v].status = st[m][v];
        }
    for (m = 0; m < ti->metrics; m++)
        for (v = 0; v < 2; v++) {
            uint64_t t0;
            double budget;
            if (st[m][v] != BENCH_CELL_SKIPPED)
                continue;
            budget = left / todo;
            /* never starve a late cell because an early one overran */
            if (budget < opt->seconds / (4.0 * (ti->metrics * 2)))
                budget = opt->seconds / (4.0 * (ti->metrics * 2));
            t0 = bench_platform_now_ns();
            bench_measure(&e->row.cell[m][v], ti->bulk, opt, budget, in, out, &e->result[m][v]);
            left -= (double)(bench_platform_now_ns() - t0) * 1e-9;
            if (left < 0)
                left = 0;
            todo--;
            if (e->result[m][v].status == BENCH_CELL_ERROR)
                errors++;
        }
    return errors;
}

static void progress_row(const bench_entry *e, size_t idx, size_t total)
{
    const bench_table_info *ti = bench_table_get(e->row.table);
    unsigned m, v;

    fprintf(stderr, "cairn-bench: [%2zu/%zu] %-14s %-18s", idx, total, ti->title, e->row.name);
    for (m = 0; m < ti->metrics; m++)
        for (v = 0; v < 2; v++) {
            char cell[32];
            bench_format_cell(cell, sizeof(cell), &e->result[m][v], ti->bulk);
            fprintf(stderr, " %s%s%s=%s", ti->metrics > 1 ? ti->metric[m] : "", ti->metrics > 1 ? "/" : "",
                    v ? "hw" : "sw", cell);
        }
    fprintf(stderr, " %s\n", ti->unit);
}

/* --peer values, in bench_peer_id order */
static const char *const peer_names[BENCH_PEERS] = {"openssl", "libsodium", "mbedtls", "wolfcrypt"};
#define PEER_ALL BENCH_PEERS /* --peer all */

/*
 * --compare: for each selected row and metric that has a peer cell, measure
 * cairn's best available cell (hardware when available, else software) and
 * the peer alternately, opt->runs rounds of opt->seconds / (2 * runs) each,
 * so both sides see the same load; report the medians and the median of the
 * per-round speed ratios (> 1: cairn faster). Returns the number of failed
 * cells, or -1 when no row has a peer.
 */
static int compare_rows(bench_registry *reg, const bench_options *opt, const bench_env *env, bench_peer_id pid,
                        uint8_t *in, uint8_t *out)
{
    bench_options inner = *opt;
    size_t k;
    unsigned m, r, runs = opt->runs < 3 ? 3 : opt->runs;
    int errors = 0, found = 0;
    const char *ocap = getenv("OPENSSL_ia32cap");

    inner.runs = 3;
    if (opt->format == BENCH_FMT_CSV)
        printf("table,algorithm,metric,cairn_impl,unit,cairn,peer,peer_name,ratio,rounds\n");
    else
        printf("cairn-bench --compare: cairn %s vs peer, %zu-byte buffers, %u alternating rounds\n"
               "CPU: %s\nCAIRN_CPU=%s OPENSSL_ia32cap=%s\nratio = cairn speed / peer speed (> 1: cairn faster)\n\n"
               "%-14s %-14s %-8s %12s %12s %8s\n",
               env->version, opt->size, runs, env->cpu, env->cpu_env ? env->cpu_env : "(unset)",
               ocap ? ocap : "(unset)", "Algorithm", "Metric", "Impl", "cairn", "peer", "ratio");
    for (k = 0; k < reg->count; k++) {
        bench_entry *e = &reg->entry[k];
        const bench_table_info *ti = bench_table_get(e->row.table);
        const bench_peer *pr = &e->row.peer[pid];
        if (!e->selected || pr->name == NULL)
            continue;
        for (m = 0; m < ti->metrics; m++) {
            const bench_impl *mine = &e->row.cell[m][BENCH_HW], *peer = &pr->cell[m];
            double a[101], b[101], q[101];
            bench_result ra, rb;
            int hw = probe(mine) == BENCH_CELL_SKIPPED, failed = 0;
            if (peer->bulk == NULL && peer->op == NULL)
                continue;
            if (probe(peer) != BENCH_CELL_SKIPPED)
                continue;
            if (!hw)
                mine = &e->row.cell[m][BENCH_SW];
            found = 1;
            for (r = 0; r < runs && !failed; r++) {
                /* alternate which side goes first, so neither always gets the warmer CPU */
                const bench_impl *first = (r & 1) ? peer : mine, *second = (r & 1) ? mine : peer;
                bench_result *rf = (r & 1) ? &rb : &ra, *rs = (r & 1) ? &ra : &rb;
                bench_measure(first, ti->bulk, &inner, opt->seconds / (2.0 * runs), in, out, rf);
                bench_measure(second, ti->bulk, &inner, opt->seconds / (2.0 * runs), in, out, rs);
                if (ra.status != BENCH_CELL_OK || rb.status != BENCH_CELL_OK) {
                    failed = 1;
                    break;
                }
                a[r] = ra.value;
                b[r] = rb.value;
                q[r] = ti->bulk ? ra.value / rb.value : rb.value / ra.value;
            }
            if (failed) {
                errors++;
                fprintf(stderr, "cairn-bench: %s %s: a cell failed\n", e->row.name, ti->metric[m]);
                continue;
            }
            {
                double ma = bench_median(a, runs), mb = bench_median(b, runs), mq = bench_median(q, runs);
                const char *metric = ti->metrics > 1 ? ti->metric[m] : "-";
                if (opt->format == BENCH_FMT_CSV)
                    printf("%s,%s,%s,%s,%s,%.3f,%.3f,\"%s\",%.4f,%u\n", ti->key, e->row.name, metric, hw ? "hw" : "sw",
                           ti->unit, ma, mb, pr->name, mq, runs);
                else
                    printf("%-14s %-14s %-8s %12.2f %12.2f %8.3f   (%s, %s)\n", e->row.name, metric, hw ? "hw" : "sw",
                           ma, mb, mq, ti->unit, pr->name);
                if (!opt->quiet)
                    fprintf(stderr, "cairn-bench: %s: cairn %.2f, peer %.2f %s, ratio %.3f\n", e->row.name, ma, mb,
                            ti->unit, mq);
            }
        }
    }
    if (!found) {
        fprintf(stderr, "cairn-bench: --compare: no selected row has a %s implementation "
                        "(was cairn-bench built with %s?)\n",
                peer_names[pid], peer_names[pid]);
        return -1;
    }
    return errors;
}

int main(int argc, char **argv)
{
    static bench_registry reg; /* ~100 KiB: too big for some stacks */
    static bench_reference ref;
    const char *ref_path = NULL, *ref_platform = "SAME70";
    int ref_status;
    bench_options opt;
    bench_env env;
    int seconds_given = 0, runs_given = 0, list = 0, compare = 0, errors = 0, i;
    unsigned peer = BENCH_PEER_OPENSSL; /* a bench_peer_id, or PEER_ALL */
    size_t k, total = 0, done = 0;
    uint8_t *in, *out;

    memset(&opt, 0, sizeof(opt));
    opt.format = BENCH_FMT_TEXT;
    opt.seconds = DEFAULT_SECONDS;
    opt.runs = DEFAULT_RUNS;
    opt.size = DEFAULT_SIZE;

    for (i = 1; i < argc; i++) {
        const char *a = argv[i], *val = NULL, *eq;
        char name[32];
        size_t nlen;

        if (strncmp(a, "--", 2) != 0 || a[2] == '\0') {
            if (strcmp(a, "-h") == 0) {
                usage(stdout);
                return 0;
            }
            return bad_usage("unexpected argument '%s'", a);
        }
        /* --name=value or --name value */
        eq = strchr(a, '=');
        nlen = eq ? (size_t)(eq - a) : strlen(a);
        if (nlen >= sizeof(name))
            return bad_usage("unknown option '%s'", a);
        memcpy(name, a, nlen);
        name[nlen] = '\0';
        if (strcmp(name, "--help") == 0 || strcmp(name, "--quick") == 0 || strcmp(name, "--list") == 0 ||
            strcmp(name, "--quiet") == 0 || strcmp(name, "--compare") == 0) {
            if (eq)
                return bad_usage("option '%s' takes no value", name);
            if (strcmp(name, "--help") == 0) {
                usage(stdout);
                return 0;
            }
            if (strcmp(name, "--quick") == 0)
                opt.quick = 1;
            else if (strcmp(name, "--list") == 0)
                list = 1;
            else if (strcmp(name, "--compare") == 0)
                compare = 1;
            else
                opt.quiet = 1;
            continue;
        }
        if (strcmp(name, "--format") != 0 && strcmp(name, "--filter") != 0 && strcmp(name, "--seconds") != 0 &&
            strcmp(name, "--size") != 0 && strcmp(name, "--runs") != 0 && strcmp(name, "--peer") != 0 &&
            strcmp(name, "--reference") != 0 && strcmp(name, "--reference-platform") != 0)
            return bad_usage("unknown option '%s'", a);
        if (eq) {
            val = eq + 1;
        } else {
            if (i + 1 >= argc)
                return bad_usage("option '%s' needs a value", name);
            val = argv[++i];
        }
        if (strcmp(name, "--format") == 0) {
            if (!parse_format(val, &opt.format))
                return bad_usage("unknown format '%s' (text, markdown, csv, json, html)", val);
        } else if (strcmp(name, "--reference") == 0) {
            ref_path = val;
        } else if (strcmp(name, "--reference-platform") == 0) {
            ref_platform = val;
        } else if (strcmp(name, "--filter") == 0) {
            opt.filter = val;
        } else if (strcmp(name, "--peer") == 0) {
            unsigned p;
            for (p = 0; p < BENCH_PEERS && strcmp(val, peer_names[p]) != 0; p++)
                ;
            if (p == BENCH_PEERS && strcmp(val, "all") != 0)
                return bad_usage("unknown --peer '%s' (openssl, libsodium, mbedtls, wolfcrypt, all)", val);
            if (p < BENCH_PEERS && !bench_peer_built((bench_peer_id)p)) {
                fprintf(stderr,
                        "cairn-bench: --peer %s: this cairn-bench was built without %s (its library was not "
                        "found at configure time: scripts/deps.sh installs it; then re-run cmake)\n",
                        val, val);
                return 1;
            }
            peer = p;
        } else if (strcmp(name, "--seconds") == 0) {
            if (!parse_seconds(val, &opt.seconds))
                return bad_usage("bad --seconds '%s' (a number of seconds, 0 < S <= 3600)", val);
            seconds_given = 1;
        } else if (strcmp(name, "--size") == 0) {
            if (!parse_size(val, &opt.size))
                return bad_usage("bad --size '%s' (bytes, 1 to 256m)", val);
        } else {
            if (!parse_runs(val, &opt.runs))
                return bad_usage("bad --runs '%s' (1 to 101)", val);
            runs_given = 1;
        }
    }
    if (opt.quick) {
        if (!seconds_given)
            opt.seconds = QUICK_SECONDS;
        if (!runs_given)
            opt.runs = QUICK_RUNS;
    }

    bench_registry_init(&reg);
    bench_register_hash(&reg);
    bench_register_cipher(&reg);
    bench_register_aead(&reg);
    bench_register_pk(&reg);
    bench_register_peers(&reg);
    if (reg.overflow) {
        fprintf(stderr, "cairn-bench: internal error: a row could not be registered\n");
        return 1;
    }
    bench_registry_sort(&reg);

#if defined(CAIRN_BENCH_NO_REGEX)
    if (opt.filter != NULL)
        for (k = 0; k < reg.count; k++)
            reg.entry[k].selected = filter_match(opt.filter, reg.entry[k].row.name);
#else
    if (opt.filter != NULL) {
        regex_t re;
        int rc = regcomp(&re, opt.filter, REG_EXTENDED | REG_ICASE | REG_NOSUB);
        if (rc != 0) {
            char msg[256];
            regerror(rc, &re, msg, sizeof(msg));
            fprintf(stderr, "cairn-bench: bad --filter '%s': %s\n\n", opt.filter, msg);
            usage(stderr);
            return 2;
        }
        for (k = 0; k < reg.count; k++)
            reg.entry[k].selected = regexec(&re, reg.entry[k].row.name, 0, NULL, 0) == 0;
        regfree(&re);
    }
#endif
    for (k = 0; k < reg.count; k++)
        total += reg.entry[k].selected ? 1 : 0;

    if (list) {
        list_rows(&reg);
        return 0;
    }
    /* no row at all without a filter: a build with every algorithm switch off, whose report is its empty tables */
    if (total == 0 && (opt.filter != NULL || reg.count > 0)) {
        fprintf(stderr, "cairn-bench: no row matches --filter '%s' (try --list)\n", opt.filter ? opt.filter : "");
        return 1;
    }

    collect_env(&env);
    opt.reference = bench_reference_option(&ref, &reg, &env, ref_path, ref_platform, opt.quiet, &ref_status);
    if (ref_status != 0)
        return ref_status;
    in = malloc(opt.size);
    out = malloc(opt.size + BENCH_OUT_SLACK);
    if (in == NULL || out == NULL) {
        fprintf(stderr, "cairn-bench: out of memory for %zu-byte buffers\n", opt.size);
        free(in);
        free(out);
        return 1;
    }

    if (compare) {
        errors = peer == PEER_ALL ? bench_compare_all(&reg, &opt, &env, peer_names, in, out)
                                  : compare_rows(&reg, &opt, &env, (bench_peer_id)peer, in, out);
        free(in);
        free(out);
        return errors < 0 ? 1 : errors > 0;
    }
    if (!opt.quiet)
        fprintf(stderr, "cairn-bench: %zu rows, about %.1f s\n", total, (double)total * opt.seconds);
    for (k = 0; k < reg.count; k++) {
        bench_entry *e = &reg.entry[k];
        if (!e->selected)
            continue;
        errors += measure_row(e, &opt, in, out);
        done++;
        if (!opt.quiet)
            progress_row(e, done, total);
    }
    free(in);
    free(out);

    bench_report(stdout, &reg, &opt, &env);
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, "cairn-bench: error writing the report\n");
        return 1;
    }
    if (errors > 0) {
        fprintf(stderr, "cairn-bench: %d cell(s) failed (ERR)\n", errors);
        return 1;
    }
    return 0;
}
