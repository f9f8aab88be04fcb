/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* cairn-bench internals shared by main.c, measure.c and report.c. */
#ifndef CAIRN_BENCH_HARNESS_H
#define CAIRN_BENCH_HARNESS_H

#include <stdio.h>

#include "bench.h"

typedef enum bench_format { BENCH_FMT_TEXT, BENCH_FMT_MARKDOWN, BENCH_FMT_CSV, BENCH_FMT_JSON, BENCH_FMT_HTML } bench_format;

typedef struct bench_options {
    bench_format format;
    double seconds;     /* time budget per row, shared by its measured cells */
    unsigned runs;      /* timed runs per cell; the median is reported */
    size_t size;        /* bulk buffer size in bytes */
    int quick;
    int quiet;          /* no progress on stderr */
    const char *filter; /* POSIX extended regex, case-insensitive; NULL = all rows */
    const struct bench_reference *reference; /* --reference figures (reference.h); NULL: none */
} bench_options;

/* What the header says about the machine and the build. */
typedef struct bench_env {
    char cpu[256];
    char system[160];
    unsigned ncpus;
    double mhz; /* 0 if unknown */
    const char *mhz_source;
    const char *compiler;
    const char *build_type;
    const char *cflags;
    const char *version;
    int x86_accel_built;
    int arm_accel_built;
    uint64_t features;     /* in use, after CAIRN_CPU */
    uint64_t features_raw; /* reported by the CPU */
    const char *cpu_env;   /* value of CAIRN_CPU, NULL if unset */
    int instr_clock;       /* time is an instruction count at mhz (bench_platform_instruction_clock) */
} bench_env;

/*
 * Measures one cell into *res: setup, warm-up and calibration, then
 * opt->runs timed batches of ~budget/runs seconds each, median of the rates.
 * in/out are the harness buffers (opt->size and opt->size + BENCH_OUT_SLACK
 * bytes). bulk selects MB/s (1) or ms per operation (0).
 */
void bench_measure(const bench_impl *impl, int bulk, const bench_options *opt, double budget, uint8_t *in,
                   uint8_t *out, bench_result *res);

/* The median of v[0..n) (n >= 1); sorts v. */
double bench_median(double *v, unsigned n);

/* Writes the header and the seven tables in opt->format. */
void bench_report(FILE *f, const bench_registry *reg, const bench_options *opt, const bench_env *env);

/* --compare --peer all (bench/compare_all.c): measures every selected row
 * that has a peer against every peer of this build and prints one table
 * in opt->format; peer_ids are the --peer names by bench_peer_id. Returns
 * the number of failed cells, or -1 when no selected row has a peer. */
int bench_compare_all(const bench_registry *reg, const bench_options *opt, const bench_env *env,
                      const char *const *peer_ids, uint8_t *in, uint8_t *out);

/* "-", "ERR", or the value formatted for a table cell. */
void bench_format_cell(char *buf, size_t len, const bench_result *r, int bulk);

#endif
