/* SPDX-License-Identifier: Apache-2.0 OR MIT */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "cairn/accel.h"
#include "harness.h"
#include "reference.h"

static const char *const variant_name[2] = {"Software", "Hardware"};
static const char *const variant_key[2] = {"software", "hardware"};

/* ---------- shared helpers ---------- */

static void features_string(char *buf, size_t len, uint64_t mask)
{
    size_t pos = 0;
    unsigned bit;

    buf[0] = '\0';
    for (bit = 0; bit < 64; bit++) {
        const char *name;
        int k;
        if (!(mask & ((uint64_t)1 << bit)))
            continue;
        name = cairn_cpu_feature_name(bit);
        if (name == NULL)
            continue;
        k = snprintf(buf + pos, len - pos, "%s%s", pos ? " " : "", name);
        if (k < 0 || (size_t)k >= len - pos)
            break;
        pos += (size_t)k;
    }
    if (pos == 0)
        snprintf(buf, len, "none");
}

/* "sse2 sha ... (all the CPU reports)" or the capped set with the raw one. */
static void features_line(char *buf, size_t len, const bench_env *env)
{
    char used[512], raw[512];

    features_string(used, sizeof(used), env->features);
    if (env->features == env->features_raw) {
        snprintf(buf, len, "%s (all the CPU reports%s%s%s)", used, env->cpu_env ? "; CAIRN_CPU=" : "",
                 env->cpu_env ? env->cpu_env : "", env->cpu_env ? " removes nothing" : "");
        return;
    }
    features_string(raw, sizeof(raw), env->features_raw);
    if (snprintf(buf, len, "%s (capped by CAIRN_CPU=%s; the CPU reports: %s)", used,
                 env->cpu_env ? env->cpu_env : "?", raw) >= (int)len)
        buf[len - 1] = '\0'; /* a cut header line is acceptable */
}

static void clock_line(char *buf, size_t len, const bench_env *env)
{
    if (env->mhz > 0)
        snprintf(buf, len, "%.0f MHz (%s)", env->mhz, env->mhz_source ? env->mhz_source : "?");
    else
        snprintf(buf, len, "unknown");
}

static void cpu_line(char *buf, size_t len, const bench_env *env)
{
    if (env->ncpus > 0)
        snprintf(buf, len, "%s, %u logical CPUs, %s", env->cpu, env->ncpus, env->system);
    else
        snprintf(buf, len, "%s, %s", env->cpu, env->system);
}

static void compiler_line(char *buf, size_t len, const bench_env *env)
{
    snprintf(buf, len, "%s, %s build, flags: %s", env->compiler, env->build_type,
             env->cflags[0] ? env->cflags : "(none)");
}

static void library_line(char *buf, size_t len, const bench_env *env)
{
    snprintf(buf, len, "cairn %s%s", env->version,
             env->x86_accel_built   ? " (x86-64 back ends built)"
             : env->arm_accel_built ? " (aarch64 back ends built)"
                                    : "");
}

static void method_line(char *buf, size_t len, const bench_options *opt)
{
    snprintf(buf, len, "%zu-byte buffers, MB = 10^6 bytes; median of %u runs after warm-up, %.2f s per row%s",
             opt->size, opt->runs, opt->seconds, opt->quick ? " (--quick)" : "");
}

static const char *tables_note(void)
{
    return "all seven tables are listed; a table without rows has no algorithm in this build yet, "
           "\"-\" marks a missing accelerated path";
}

static size_t selected_rows(const bench_registry *reg, bench_table t)
{
    size_t i, n = 0;
    for (i = 0; i < reg->count; i++)
        if (reg->entry[i].selected && reg->entry[i].row.table == t)
            n++;
    return n;
}

static const char *empty_note(const bench_registry *reg, bench_table t, const bench_options *opt)
{
    size_t i;
    for (i = 0; i < reg->count; i++)
        if (reg->entry[i].row.table == t)
            return "(no row matches --filter)";
    (void)opt;
    return "(no algorithm of this table in this build yet)";
}

void bench_format_cell(char *buf, size_t len, const bench_result *r, int bulk)
{
    double v = r->value;

    switch (r->status) {
    case BENCH_CELL_OK:
        break;
    case BENCH_CELL_ERROR:
        snprintf(buf, len, "ERR");
        return;
    case BENCH_CELL_SKIPPED:
        snprintf(buf, len, "?");
        return;
    default:
        snprintf(buf, len, "-");
        return;
    }
    if (bulk) {
        snprintf(buf, len, "%.2f", v);
        return;
    }
    /* ms per operation: three or four significant digits */
    if (v >= 1000)
        snprintf(buf, len, "%.0f", v);
    else if (v >= 100)
        snprintf(buf, len, "%.1f", v);
    else if (v >= 10)
        snprintf(buf, len, "%.2f", v);
    else if (v >= 1)
        snprintf(buf, len, "%.3f", v);
    else
        snprintf(buf, len, "%#.3g", v); /* three significant digits, even for microseconds */
}

static const char *status_key(bench_cell_status s)
{
    switch (s) {
    case BENCH_CELL_OK: return "ok";
    case BENCH_CELL_UNAVAILABLE: return "unavailable";
    case BENCH_CELL_ERROR: return "error";
    case BENCH_CELL_SKIPPED: return "skipped";
    default: return "absent";
    }
}

/* ---------- text ---------- */

#define VAL_W 11

/* ---------- instruction counts (ports whose clock counts instructions) ---------- */

/* Instructions per byte (bulk) or per operation from a rate measured on an
 * instruction clock at env->mhz, one instruction per cycle. */
static void instr_cell(char *buf, size_t len, const bench_result *r, int bulk, double mhz)
{
    if (r->status != BENCH_CELL_OK || !(r->value > 0)) {
        bench_format_cell(buf, len, r, bulk);
        return;
    }
    if (bulk)
        snprintf(buf, len, "%.2f", mhz / r->value);
    else
        snprintf(buf, len, "%.0f", r->value * mhz * 1e3);
}

static const char *instr_unit(const bench_table_info *ti)
{
    return ti->bulk ? "instructions per byte" : "instructions per operation";
}

static void units_line(char *buf, size_t len, const bench_env *env)
{
    snprintf(buf, len,
             "MB/s and ms at %.0f MHz assuming one instruction per cycle (time = instructions counted by the "
             "emulator); right of '|': instructions per byte (bulk) and per operation",
             env->mhz);
}

/* text centred in w columns; no trailing blanks when last */
static void text_centred(FILE *f, const char *text, int w, int last)
{
    int l = (int)strlen(text);
    int left = l < w ? (w - l + 1) / 2 : 0;
    int right = w - l - left > 0 ? w - l - left : 0;
    fprintf(f, "%*s%s%*s", left, "", text, last ? 0 : right, "");
}

static void text_table(FILE *f, const bench_registry *reg, bench_table t, const bench_options *opt,
                       const bench_env *env)
{
    const bench_table_info *ti = bench_table_get(t);
    size_t namew = strlen("Algorithm"), i;
    unsigned m, v;
    int icount = env->instr_clock && env->mhz > 0;

    for (i = 0; i < reg->count; i++) {
        const bench_entry *e = &reg->entry[i];
        if (e->selected && e->row.table == t && strlen(e->row.name) > namew)
            namew = strlen(e->row.name);
    }
    namew += 2;

    fprintf(f, "\n%s (%s)\n", ti->title, ti->unit);
    if (icount) {
        fprintf(f, "%*s", (int)namew, "");
        for (m = 0; m < ti->metrics; m++)
            text_centred(f, ti->metrics > 1 ? ti->metric[m] : "", 2 * VAL_W + (m ? 1 : 0), 0);
        fprintf(f, " |");
        if (ti->metrics > 1) {
            for (m = 0; m < ti->metrics; m++) {
                char label[64];
                snprintf(label, sizeof(label), "%s, %s", ti->metric[m], ti->bulk ? "instr/byte" : "instr/op");
                text_centred(f, label, 2 * VAL_W + (m ? 1 : 0), m + 1 == ti->metrics && !opt->reference);
            }
        } else {
            text_centred(f, instr_unit(ti), 2 * VAL_W, !opt->reference);
        }
        if (opt->reference)
            bench_reference_text_group(f, opt->reference, ti, env);
        fprintf(f, "\n");
    } else if (ti->metrics > 1) {
        fprintf(f, "%*s", (int)namew, "");
        for (m = 0; m < ti->metrics; m++) {
            /* the metric name centred over its two columns */
            int w = 2 * VAL_W, l = (int)strlen(ti->metric[m]);
            int left = l < w ? (w - l + 1) / 2 : 0;
            int right = w - l - left > 0 ? w - l - left : 0;
            if (m + 1 == ti->metrics && !opt->reference)
                right = 0; /* no trailing blanks */
            fprintf(f, "%s%*s%s%*s", m ? " " : "", left, "", ti->metric[m], right, "");
        }
        if (opt->reference)
            bench_reference_text_group(f, opt->reference, ti, env);
        fprintf(f, "\n");
    }
    fprintf(f, "%-*s", (int)namew, "Algorithm");
    for (m = 0; m < ti->metrics; m++)
        fprintf(f, "%s%*s%*s", m ? " " : "", VAL_W, variant_name[0], VAL_W, variant_name[1]);
    if (icount) {
        fprintf(f, " |");
        for (m = 0; m < ti->metrics; m++)
            fprintf(f, "%s%*s%*s", m ? " " : "", VAL_W, variant_name[0], VAL_W, variant_name[1]);
    }
    if (opt->reference)
        bench_reference_text_columns(f, opt->reference, ti, env);
    fprintf(f, "\n");

    if (selected_rows(reg, t) == 0) {
        fprintf(f, "  %s\n", empty_note(reg, t, opt));
        return;
    }
    for (i = 0; i < reg->count; i++) {
        const bench_entry *e = &reg->entry[i];
        if (!e->selected || e->row.table != t)
            continue;
        fprintf(f, "%-*s", (int)namew, e->row.name);
        for (m = 0; m < ti->metrics; m++) {
            for (v = 0; v < 2; v++) {
                char cell[32];
                bench_format_cell(cell, sizeof(cell), &e->result[m][v], ti->bulk);
                fprintf(f, "%s%*s", (m && !v) ? " " : "", VAL_W, cell);
            }
        }
        if (icount) {
            fprintf(f, " |");
            for (m = 0; m < ti->metrics; m++)
                for (v = 0; v < 2; v++) {
                    char cell[32];
                    instr_cell(cell, sizeof(cell), &e->result[m][v], ti->bulk, env->mhz);
                    fprintf(f, "%s%*s", (m && !v) ? " " : "", VAL_W, cell);
                }
        }
        if (opt->reference)
            bench_reference_text_cells(f, opt->reference, i, e, ti, env);
        fprintf(f, "\n");
    }
}

static void report_text(FILE *f, const bench_registry *reg, const bench_options *opt, const bench_env *env)
{
    char line[1024];
    unsigned t;

    fprintf(f, "cairn-bench %s\n", env->version);
    cpu_line(line, sizeof(line), env);
    fprintf(f, "CPU        %s\n", line);
    clock_line(line, sizeof(line), env);
    fprintf(f, "Clock      %s\n", line);
    compiler_line(line, sizeof(line), env);
    fprintf(f, "Compiler   %s\n", line);
    library_line(line, sizeof(line), env);
    fprintf(f, "Library    %s\n", line);
    features_line(line, sizeof(line), env);
    fprintf(f, "Features   %s\n", line);
    method_line(line, sizeof(line), opt);
    fprintf(f, "Method     %s\n", line);
    fprintf(f, "Tables     %s\n", tables_note());
    if (env->instr_clock && env->mhz > 0) {
        units_line(line, sizeof(line), env);
        fprintf(f, "Units      %s\n", line);
    }
    if (opt->reference) {
        bench_reference_describe(line, sizeof(line), opt->reference, env);
        fprintf(f, "Reference  %s\n", line);
        if (bench_reference_conversion(line, sizeof(line), opt->reference, env))
            fprintf(f, "Conversion %s\n", line);
    }
    if (opt->filter != NULL)
        fprintf(f, "Filter     %s\n", opt->filter);
    for (t = 0; t < BENCH_TABLE_COUNT; t++)
        text_table(f, reg, (bench_table)t, opt, env);
}

/* ---------- markdown ---------- */

static void md_text(FILE *f, const char *s)
{
    for (; *s; s++) {
        if (*s == '|' || *s == '\\' || *s == '*' || *s == '`')
            fputc('\\', f);
        fputc(*s, f);
    }
}

static void md_header_row(FILE *f, const char *key, const char *value)
{
    fprintf(f, "| %s | ", key);
    md_text(f, value);
    fprintf(f, " |\n");
}

static void report_markdown(FILE *f, const bench_registry *reg, const bench_options *opt, const bench_env *env)
{
    char line[1024];
    unsigned t, m, v, refcols;
    size_t i;

    fprintf(f, "## cairn-bench %s\n\n| | |\n|:--|:--|\n", env->version);
    cpu_line(line, sizeof(line), env);
    md_header_row(f, "CPU", line);
    clock_line(line, sizeof(line), env);
    md_header_row(f, "Clock", line);
    compiler_line(line, sizeof(line), env);
    md_header_row(f, "Compiler", line);
    library_line(line, sizeof(line), env);
    md_header_row(f, "Library", line);
    features_line(line, sizeof(line), env);
    md_header_row(f, "Features", line);
    method_line(line, sizeof(line), opt);
    md_header_row(f, "Method", line);
    md_header_row(f, "Tables", tables_note());
    if (env->instr_clock && env->mhz > 0) {
        units_line(line, sizeof(line), env);
        md_header_row(f, "Units", line);
    }
    if (opt->reference) {
        bench_reference_describe(line, sizeof(line), opt->reference, env);
        md_header_row(f, "Reference", line);
        if (bench_reference_conversion(line, sizeof(line), opt->reference, env))
            md_header_row(f, "Conversion", line);
    }
    if (opt->filter != NULL)
        md_header_row(f, "Filter", opt->filter);

    for (t = 0; t < BENCH_TABLE_COUNT; t++) {
        const bench_table_info *ti = bench_table_get((bench_table)t);
        fprintf(f, "\n### %s (%s)\n\n", ti->title, ti->unit);
        if (selected_rows(reg, (bench_table)t) == 0) {
            fprintf(f, "%s\n", empty_note(reg, (bench_table)t, opt));
            continue;
        }
        fprintf(f, "| Algorithm |");
        for (m = 0; m < ti->metrics; m++)
            for (v = 0; v < 2; v++) {
                if (ti->metrics > 1)
                    fprintf(f, " %s %s |", ti->metric[m], variant_name[v]);
                else
                    fprintf(f, " %s |", variant_name[v]);
            }
        if (env->instr_clock && env->mhz > 0)
            for (m = 0; m < ti->metrics; m++)
                for (v = 0; v < 2; v++)
                    fprintf(f, " %s%s%s %s |", ti->metrics > 1 ? ti->metric[m] : "", ti->metrics > 1 ? " " : "",
                            variant_name[v], ti->bulk ? "instr/byte" : "instr/op");
        refcols = opt->reference ? bench_reference_columns(f, opt->reference, ti, env, " ", " |") : 0;
        fprintf(f, "\n|:--|");
        for (m = 0; m < 2 * ti->metrics * (env->instr_clock && env->mhz > 0 ? 2u : 1u) + refcols; m++)
            fprintf(f, "--:|");
        fprintf(f, "\n");
        for (i = 0; i < reg->count; i++) {
            const bench_entry *e = &reg->entry[i];
            if (!e->selected || e->row.table != (bench_table)t)
                continue;
            fprintf(f, "| ");
            md_text(f, e->row.name);
            fprintf(f, " |");
            for (m = 0; m < ti->metrics; m++)
                for (v = 0; v < 2; v++) {
                    char cell[32];
                    bench_format_cell(cell, sizeof(cell), &e->result[m][v], ti->bulk);
                    fprintf(f, " %s |", cell);
                }
            if (env->instr_clock && env->mhz > 0)
                for (m = 0; m < ti->metrics; m++)
                    for (v = 0; v < 2; v++) {
                        char cell[32];
                        instr_cell(cell, sizeof(cell), &e->result[m][v], ti->bulk, env->mhz);
                        fprintf(f, " %s |", cell);
                    }
            if (opt->reference)
                bench_reference_cells(f, opt->reference, i, e, ti, env, " ", " |");
            fprintf(f, "\n");
        }
    }
}

/* ---------- CSV ---------- */

static void csv_field(FILE *f, const char *s)
{
    if (strpbrk(s, ",\"\r\n") == NULL) {
        fputs(s, f);
        return;
    }
    fputc('"', f);
    for (; *s; s++) {
        if (*s == '"')
            fputc('"', f);
        fputc(*s, f);
    }
    fputc('"', f);
}

static void report_csv(FILE *f, const bench_registry *reg)
{
    size_t i;
    unsigned m, v;

    fprintf(f, "table,algorithm,metric,implementation,unit,value,min,max,runs,status\n");
    for (i = 0; i < reg->count; i++) {
        const bench_entry *e = &reg->entry[i];
        const bench_table_info *ti = bench_table_get(e->row.table);
        if (!e->selected)
            continue;
        for (m = 0; m < ti->metrics; m++)
            for (v = 0; v < 2; v++) {
                const bench_result *r = &e->result[m][v];
                csv_field(f, ti->key);
                fputc(',', f);
                csv_field(f, e->row.name);
                fprintf(f, ",%s,%s,%s,", ti->metric[m], variant_key[v], ti->unit);
                if (r->status == BENCH_CELL_OK)
                    fprintf(f, "%.6g,%.6g,%.6g,%u", r->value, r->min, r->max, r->runs);
                else
                    fprintf(f, ",,,");
                fprintf(f, ",%s\n", status_key(r->status));
            }
    }
}

/* ---------- JSON ---------- */

static void json_string(FILE *f, const char *s)
{
    fputc('"', f);
    if (s == NULL)
        s = "";
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            fprintf(f, "\\%c", c);
        else if (c < 0x20 || c == 0x7f)
            fprintf(f, "\\u%04x", c);
        else
            fputc(c, f);
    }
    fputc('"', f);
}

static void json_number(FILE *f, double v)
{
    if (isfinite(v))
        fprintf(f, "%.6g", v);
    else
        fprintf(f, "null");
}

static void json_features(FILE *f, uint64_t mask)
{
    unsigned bit;
    int first = 1;

    fputc('[', f);
    for (bit = 0; bit < 64; bit++) {
        const char *name;
        if (!(mask & ((uint64_t)1 << bit)))
            continue;
        name = cairn_cpu_feature_name(bit);
        if (name == NULL)
            continue;
        if (!first)
            fputs(", ", f);
        json_string(f, name);
        first = 0;
    }
    fputc(']', f);
}

static void report_json(FILE *f, const bench_registry *reg, const bench_options *opt, const bench_env *env)
{
    unsigned t, m, v;
    size_t i;

    fprintf(f, "{\n  \"header\": {\n    \"program\": \"cairn-bench\",\n    \"version\": ");
    json_string(f, env->version);
    fprintf(f, ",\n    \"cpu\": ");
    json_string(f, env->cpu);
    fprintf(f, ",\n    \"system\": ");
    json_string(f, env->system);
    fprintf(f, ",\n    \"logical_cpus\": %u,\n    \"clock_mhz\": ", env->ncpus);
    if (env->mhz > 0)
        json_number(f, env->mhz);
    else
        fprintf(f, "null");
    fprintf(f, ",\n    \"clock_source\": ");
    if (env->mhz_source != NULL)
        json_string(f, env->mhz_source);
    else
        fprintf(f, "null");
    fprintf(f, ",\n    \"compiler\": ");
    json_string(f, env->compiler);
    fprintf(f, ",\n    \"build_type\": ");
    json_string(f, env->build_type);
    fprintf(f, ",\n    \"cflags\": ");
    json_string(f, env->cflags);
    fprintf(f, ",\n    \"x86_accel_built\": %s,\n    \"arm_accel_built\": %s,\n    \"cpu_features\": ",
            env->x86_accel_built ? "true" : "false", env->arm_accel_built ? "true" : "false");
    json_features(f, env->features);
    fprintf(f, ",\n    \"cpu_features_raw\": ");
    json_features(f, env->features_raw);
    fprintf(f, ",\n    \"cpu_features_capped\": %s,\n    \"cairn_cpu\": ",
            env->features != env->features_raw ? "true" : "false");
    if (env->cpu_env != NULL)
        json_string(f, env->cpu_env);
    else
        fprintf(f, "null");
    fprintf(f, ",\n    \"buffer_size\": %zu,\n    \"mb_bytes\": 1000000,\n    \"runs\": %u,\n    \"seconds_per_row\": ",
            opt->size, opt->runs);
    json_number(f, opt->seconds);
    fprintf(f, ",\n    \"quick\": %s,\n    \"filter\": ", opt->quick ? "true" : "false");
    if (opt->filter != NULL)
        json_string(f, opt->filter);
    else
        fprintf(f, "null");
    fprintf(f, ",\n    \"reference\": ");
    bench_reference_json_header(f, opt->reference, env);
    fprintf(f, "\n  },\n  \"tables\": [");

    for (t = 0; t < BENCH_TABLE_COUNT; t++) {
        const bench_table_info *ti = bench_table_get((bench_table)t);
        int first_row = 1;
        fprintf(f, "%s\n    {\n      \"key\": ", t ? "," : "");
        json_string(f, ti->key);
        fprintf(f, ",\n      \"title\": ");
        json_string(f, ti->title);
        fprintf(f, ",\n      \"unit\": ");
        json_string(f, ti->unit);
        fprintf(f, ",\n      \"metrics\": [");
        for (m = 0; m < ti->metrics; m++) {
            fprintf(f, "%s", m ? ", " : "");
            json_string(f, ti->metric[m]);
        }
        fprintf(f, "],\n      \"rows\": [");
        for (i = 0; i < reg->count; i++) {
            const bench_entry *e = &reg->entry[i];
            if (!e->selected || e->row.table != (bench_table)t)
                continue;
            fprintf(f, "%s\n        {\"name\": ", first_row ? "" : ",");
            first_row = 0;
            json_string(f, e->row.name);
            fprintf(f, ", \"results\": [");
            for (m = 0; m < ti->metrics; m++) {
                fprintf(f, "%s{\"metric\": ", m ? ", " : "");
                json_string(f, ti->metric[m]);
                for (v = 0; v < 2; v++) {
                    const bench_result *r = &e->result[m][v];
                    fprintf(f, ", \"%s\": {\"status\": \"%s\"", variant_key[v], status_key(r->status));
                    if (r->status == BENCH_CELL_OK) {
                        fprintf(f, ", \"value\": ");
                        json_number(f, r->value);
                        fprintf(f, ", \"min\": ");
                        json_number(f, r->min);
                        fprintf(f, ", \"max\": ");
                        json_number(f, r->max);
                        fprintf(f, ", \"runs\": %u", r->runs);
                    } else if (r->status == BENCH_CELL_ERROR) {
                        fprintf(f, ", \"error\": %d", r->error);
                    }
                    fputc('}', f);
                }
                bench_reference_json_cell(f, opt->reference, i, m, e, ti, env);
                fputc('}', f);
            }
            fprintf(f, "]}");
        }
        fprintf(f, "%s]\n    }", first_row ? "" : "\n      ");
    }
    fprintf(f, "\n  ]\n}\n");
}

/* ---------- HTML (self-contained: inline CSS and SVG bar charts, no script) ---------- */

static void html_text(FILE *f, const char *s)
{
    for (; *s; s++) {
        switch (*s) {
        case '<': fputs("&lt;", f); break;
        case '>': fputs("&gt;", f); break;
        case '&': fputs("&amp;", f); break;
        case '"': fputs("&quot;", f); break;
        default: fputc(*s, f);
        }
    }
}

static void html_header_row(FILE *f, const char *key, const char *value)
{
    fprintf(f, "<tr><th>%s</th><td>", key);
    html_text(f, value);
    fprintf(f, "</td></tr>\n");
}

#define SVG_W 760
#define SVG_LABEL 170
#define SVG_BAR 470
#define SVG_BAR_H 12
#define SVG_ROW_H (2 * SVG_BAR_H + 10)

/* One horizontal bar chart per table metric: a software and a hardware bar
 * per row, on a scale shared by the metric (its largest measured value). */
static void html_chart(FILE *f, const bench_registry *reg, bench_table t, unsigned m)
{
    static const char *const colour[2] = {"#4e79a7", "#f28e2b"};
    const bench_table_info *ti = bench_table_get(t);
    double max = 0;
    size_t i, rows = selected_rows(reg, t), k = 0;
    unsigned v;
    int h = (int)rows * SVG_ROW_H + 30;

    for (i = 0; i < reg->count; i++) {
        const bench_entry *e = &reg->entry[i];
        if (!e->selected || e->row.table != t)
            continue;
        for (v = 0; v < 2; v++)
            if (e->result[m][v].status == BENCH_CELL_OK && e->result[m][v].value > max)
                max = e->result[m][v].value;
    }
    fprintf(f, "<figure><figcaption>%s%s%s (%s; %s)</figcaption>\n", ti->title, ti->metrics > 1 ? ", " : "",
            ti->metrics > 1 ? ti->metric[m] : "", ti->unit, ti->bulk ? "longer is faster" : "shorter is faster");
    fprintf(f, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" role=\"img\">\n", SVG_W, h);
    for (v = 0; v < 2; v++)
        fprintf(f, "<rect x=\"%d\" y=\"4\" width=\"10\" height=\"10\" fill=\"%s\"/><text x=\"%d\" y=\"13\">%s</text>\n",
                SVG_LABEL + 110 * (int)v, colour[v], SVG_LABEL + 110 * (int)v + 14, variant_name[v]);
    for (i = 0; i < reg->count; i++) {
        const bench_entry *e = &reg->entry[i];
        int y = 24 + (int)k * SVG_ROW_H;
        if (!e->selected || e->row.table != t)
            continue;
        k++;
        fprintf(f, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">", SVG_LABEL - 8, y + SVG_BAR_H + 4);
        html_text(f, e->row.name);
        fprintf(f, "</text>\n");
        for (v = 0; v < 2; v++) {
            const bench_result *r = &e->result[m][v];
            char cell[32];
            int by = y + (int)v * SVG_BAR_H, w = 0;
            bench_format_cell(cell, sizeof(cell), r, ti->bulk);
            if (r->status == BENCH_CELL_OK && max > 0) {
                w = (int)(r->value / max * SVG_BAR + 0.5);
                if (w < 1)
                    w = 1;
                fprintf(f, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\"/>", SVG_LABEL, by, w,
                        SVG_BAR_H - 1, colour[v]);
            }
            fprintf(f, "<text x=\"%d\" y=\"%d\" class=\"v\">%s</text>\n", SVG_LABEL + w + 4, by + SVG_BAR_H - 2, cell);
        }
    }
    fprintf(f, "</svg></figure>\n");
}

static void report_html(FILE *f, const bench_registry *reg, const bench_options *opt, const bench_env *env)
{
    char line[1024];
    unsigned t, m, v;
    size_t i;

    fprintf(f, "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>cairn-bench ");
    html_text(f, env->version);
    fprintf(f, "</title>\n<style>body{font-family:sans-serif;margin:2em;max-width:60em}"
               "table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #ccc;padding:2px 8px}"
               "td.n{text-align:right;font-variant-numeric:tabular-nums}th{text-align:left;background:#f4f4f4}"
               "svg text{font:11px sans-serif}svg text.v{fill:#333}figcaption{font-size:90%%;color:#555}</style>"
               "</head><body>\n<h1>cairn-bench ");
    html_text(f, env->version);
    fprintf(f, "</h1>\n<table>\n");
    cpu_line(line, sizeof(line), env);
    html_header_row(f, "CPU", line);
    clock_line(line, sizeof(line), env);
    html_header_row(f, "Clock", line);
    compiler_line(line, sizeof(line), env);
    html_header_row(f, "Compiler", line);
    library_line(line, sizeof(line), env);
    html_header_row(f, "Library", line);
    features_line(line, sizeof(line), env);
    html_header_row(f, "Features", line);
    method_line(line, sizeof(line), opt);
    html_header_row(f, "Method", line);
    html_header_row(f, "Tables", tables_note());
    if (env->instr_clock && env->mhz > 0) {
        units_line(line, sizeof(line), env);
        html_header_row(f, "Units", line);
    }
    if (opt->reference) {
        bench_reference_describe(line, sizeof(line), opt->reference, env);
        html_header_row(f, "Reference", line);
        if (bench_reference_conversion(line, sizeof(line), opt->reference, env))
            html_header_row(f, "Conversion", line);
    }
    if (opt->filter != NULL)
        html_header_row(f, "Filter", opt->filter);
    fprintf(f, "</table>\n");

    for (t = 0; t < BENCH_TABLE_COUNT; t++) {
        const bench_table_info *ti = bench_table_get((bench_table)t);
        fprintf(f, "<h2>%s (%s)</h2>\n", ti->title, ti->unit);
        if (selected_rows(reg, (bench_table)t) == 0) {
            fprintf(f, "<p>%s</p>\n", empty_note(reg, (bench_table)t, opt));
            continue;
        }
        fprintf(f, "<table><tr><th>Algorithm</th>");
        for (m = 0; m < ti->metrics; m++)
            for (v = 0; v < 2; v++) {
                if (ti->metrics > 1)
                    fprintf(f, "<th>%s %s</th>", ti->metric[m], variant_name[v]);
                else
                    fprintf(f, "<th>%s</th>", variant_name[v]);
            }
        if (opt->reference)
            bench_reference_columns(f, opt->reference, ti, env, "<th>", "</th>");
        fprintf(f, "</tr>\n");
        for (i = 0; i < reg->count; i++) {
            const bench_entry *e = &reg->entry[i];
            if (!e->selected || e->row.table != (bench_table)t)
                continue;
            fprintf(f, "<tr><td>");
            html_text(f, e->row.name);
            fprintf(f, "</td>");
            for (m = 0; m < ti->metrics; m++)
                for (v = 0; v < 2; v++) {
                    char cell[32];
                    bench_format_cell(cell, sizeof(cell), &e->result[m][v], ti->bulk);
                    fprintf(f, "<td class=\"n\">%s</td>", cell);
                }
            if (opt->reference)
                bench_reference_cells(f, opt->reference, i, e, ti, env, "<td class=\"n\">", "</td>");
            fprintf(f, "</tr>\n");
        }
        fprintf(f, "</table>\n");
        for (m = 0; m < ti->metrics; m++)
            html_chart(f, reg, (bench_table)t, m);
    }
    fprintf(f, "</body></html>\n");
}

void bench_report(FILE *f, const bench_registry *reg, const bench_options *opt, const bench_env *env)
{
    switch (opt->format) {
    case BENCH_FMT_MARKDOWN: report_markdown(f, reg, opt, env); break;
    case BENCH_FMT_CSV: report_csv(f, reg); break;
    case BENCH_FMT_JSON: report_json(f, reg, opt, env); break;
    case BENCH_FMT_HTML: report_html(f, reg, opt, env); break;
    default: report_text(f, reg, opt, env); break;
    }
}
