/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * cairn-bench --reference: the reference library's published figures
 * (../shared/reference/README.md gives the formats) beside cairn's rows.
 *
 * The published CSV has one line per cell: platform, cpu, mhz, library,
 * compiler, table, algorithm, metric, column (Software|Hardware), value,
 * unit (MB/s|ms). Only the chosen platform's Software column is kept: it is
 * what cairn's Software cell reproduces. Its algorithm names ("RSA (2048
 * bits)", "ECDSA (secp256r1)", ESP32-S3's "AES-128" with "CBC Encrypt") are
 * mapped to cairn's row names ("RSA-2048", "ECDSA-P256", "AES128-CBC").
 *
 * On an instruction-clock platform (the emulated Cortex-M7) the published
 * figures are also turned into cycles at the published clock, and the
 * emulated instruction counts of the reference library
 * (cyclonecrypto-cm7-emulated.csv, beside the published file) are shown too.
 */
#ifndef CAIRN_BENCH_REFERENCE_H
#define CAIRN_BENCH_REFERENCE_H

#include <stdio.h>

#include "harness.h"

typedef struct bench_reference {
    char path[512];
    char platform[64]; /* as the file spells it: "SAME70 MCU" */
    char label[16];    /* its first word, for column headings: "SAME70" */
    char cpu[64];
    char library[64];
    char compiler[64];
    double mhz;
    size_t rows;      /* registry rows that received at least one figure */
    size_t cells;     /* (row, metric) cells that received a figure */
    size_t unmatched; /* the platform's Software lines naming no row of this build */
    int emulated;     /* emulated counts loaded */
    char emulated_path[512];
    /* per registry entry and metric, 0 where the file has no figure */
    double value[BENCH_MAX_ROWS][2]; /* published Software figure, MB/s or ms */
    double emu[BENCH_MAX_ROWS][2];   /* emulated instructions per byte or per operation */
} bench_reference;

/*
 * Reads the published figures of the platform whose name starts with
 * `platform` (case-insensitive) from `path` and, when `emulated` is nonzero,
 * the emulated counts from cyclonecrypto-cm7-emulated.csv in the same
 * directory (absent: none). Rows are matched to reg's entries by name, so
 * load after bench_registry_sort. Unmatched reference names are listed on
 * `warn` when it is not NULL. Returns 0, or -1 with a message in err (the
 * file cannot be read, is malformed, or has no line for the platform).
 */
int bench_reference_load(bench_reference *ref, const bench_registry *reg, const char *path, const char *platform,
                         int emulated, FILE *warn, char *err, size_t errlen);

/*
 * --reference PATH and --reference-platform NAME: loads into *ref and returns
 * it, or returns NULL with *status 0 when there is no reference (PATH "none",
 * or PATH NULL and the default file, CAIRN_BENCH_REFERENCE, is absent), or
 * NULL with *status 2 after printing why the reference cannot be used.
 */
const bench_reference *bench_reference_option(bench_reference *ref, const bench_registry *reg, const bench_env *env,
                                              const char *path, const char *platform, int quiet, int *status);

/* The header lines: what the reference is, and (instruction clock) how its figures become cycles. */
void bench_reference_describe(char *buf, size_t len, const bench_reference *ref, const bench_env *env);
int bench_reference_conversion(char *buf, size_t len, const bench_reference *ref, const bench_env *env);

/* Text tables: the heading above each metric's reference columns (tables
 * that print a metric line), the column names, and one row's cells. */
void bench_reference_text_group(FILE *f, const bench_reference *ref, const bench_table_info *ti, const bench_env *env);
void bench_reference_text_columns(FILE *f, const bench_reference *ref, const bench_table_info *ti,
                                  const bench_env *env);
void bench_reference_text_cells(FILE *f, const bench_reference *ref, size_t idx, const bench_entry *e,
                                const bench_table_info *ti, const bench_env *env);

/* Markdown and HTML tables: the column headings, each between `before` and
 * `after` (" ", " |" or "<th>", "</th>"), returning how many; one row's cells the same way. */
unsigned bench_reference_columns(FILE *f, const bench_reference *ref, const bench_table_info *ti, const bench_env *env,
                                 const char *before, const char *after);
void bench_reference_cells(FILE *f, const bench_reference *ref, size_t idx, const bench_entry *e,
                           const bench_table_info *ti, const bench_env *env, const char *before, const char *after);

/* JSON: the header's "reference" member (null without a reference), and a
 * result's ", \"reference\": {...}" member (nothing where the row has no figure). */
void bench_reference_json_header(FILE *f, const bench_reference *ref, const bench_env *env);
void bench_reference_json_cell(FILE *f, const bench_reference *ref, size_t idx, unsigned m, const bench_entry *e,
                               const bench_table_info *ti, const bench_env *env);

#endif
