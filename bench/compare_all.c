/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * --compare --peer all: one table with cairn and every peer library this
 * build found, per selected row and metric that at least one peer has;
 * cairn's best available cell and each peer's are measured in turn, round
 * after round (the order rotating), so all see the same machine load; each
 * figure is the median over the rounds, and the ratio is cairn's speed over
 * the fastest peer's (> 1: cairn faster). In every --format.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"

#define MAX_ROUNDS 101

typedef struct all_line {
    const bench_entry *e;
    unsigned metric;
    int hw;                                /* cairn's cell: hardware */
    bench_result cairn, peer[BENCH_PEERS]; /* status ABSENT: the peer lacks the row */
    int fastest;                           /* the fastest peer, -1 if none measured */
    double ratio;
} all_line;

static int runnable(const bench_impl *c)
{
    return (c->bulk != NULL || c->op != NULL) && (c->available == NULL || c->available(c->arg));
}

/* Measures one line: cairn and every peer that has the row, opt->runs rounds. */
static int measure_line(all_line *l, const bench_options *opt, uint8_t *in, uint8_t *out)
{
    const bench_table_info *ti = bench_table_get(l->e->row.table);
    const bench_impl *cells[1 + BENCH_PEERS];
    bench_result *res[1 + BENCH_PEERS];
    static double vals[1 + BENCH_PEERS][MAX_ROUNDS];
    bench_options inner = *opt;
    unsigned n = 0, r, k, p, runs = opt->runs < 3 ? 3 : opt->runs;
    int errors = 0;
    double best = 0;

    inner.runs = 3;
    cells[n] = &l->e->row.cell[l->metric][l->hw ? BENCH_HW : BENCH_SW];
    res[n++] = &l->cairn;
    for (p = 0; p < BENCH_PEERS; p++) {
        const bench_impl *c = &l->e->row.peer[p].cell[l->metric];
        l->peer[p].status = BENCH_CELL_ABSENT;
        if (l->e->row.peer[p].name == NULL || !runnable(c))
            continue;
        cells[n] = c;
        res[n++] = &l->peer[p];
    }
    for (k = 0; k < n; k++)
        res[k]->status = BENCH_CELL_OK;
    for (r = 0; r < runs; r++)
        for (k = 0; k < n; k++) {
            unsigned j = (k + r) % n; /* rotate who goes first */
            bench_result one;
            if (res[j]->status != BENCH_CELL_OK)
                continue;
            bench_measure(cells[j], ti->bulk, &inner, opt->seconds / ((double)n * runs), in, out, &one);
            if (one.status != BENCH_CELL_OK) {
                *res[j] = one;
                if (one.status == BENCH_CELL_ERROR)
                    errors++;
                continue;
            }
            vals[j][r] = one.value;
        }
    l->fastest = -1;
    for (k = 0; k < n; k++)
        if (res[k]->status == BENCH_CELL_OK) {
            res[k]->value = bench_median(vals[k], runs);
            res[k]->runs = runs;
        }
    for (p = 0; p < BENCH_PEERS; p++) {
        const bench_result *pr = &l->peer[p];
        if (pr->status != BENCH_CELL_OK)
            continue;
        if (l->fastest < 0 || (ti->bulk ? pr->value > best : pr->value < best)) {
            best = pr->value;
            l->fastest = (int)p;
        }
    }
    l->ratio = 0;
    if (l->fastest >= 0 && l->cairn.status == BENCH_CELL_OK)
        l->ratio = ti->bulk ? l->cairn.value / best : best / l->cairn.value;
    return errors;
}

/* ---------- output ---------- */

typedef struct all_ctx {
    FILE *f;
    const bench_options *opt;
    const bench_env *env;
    const char *const *ids;         /* --peer names, by bench_peer_id */
    const char *names[BENCH_PEERS]; /* display names of the peers found, NULL: not built */
    all_line *lines;
    size_t count;
} all_ctx;

static void cell(char *buf, size_t len, const bench_result *r, int bulk)
{
    if (r->status == BENCH_CELL_ABSENT)
        snprintf(buf, len, "-");
    else
        bench_format_cell(buf, len, r, bulk);
}

static void ratio_text(char *buf, size_t len, const all_line *l)
{
    if (l->fastest < 0 || l->cairn.status != BENCH_CELL_OK)
        snprintf(buf, len, "-");
    else
        snprintf(buf, len, "%.3f", l->ratio);
}

static const char *metric_name(const all_line *l)
{
    const bench_table_info *ti = bench_table_get(l->e->row.table);
    return ti->metrics > 1 ? ti->metric[l->metric] : "-";
}

static void esc(FILE *f, const char *s, int html)
{
    for (; *s; s++) {
        if (html && (*s == '<' || *s == '>' || *s == '&' || *s == '"'))
            fputs(*s == '<' ? "&lt;" : *s == '>' ? "&gt;" : *s == '&' ? "&amp;" : "&quot;", f);
        else if (!html && (*s == '"' || *s == '\\'))
            fprintf(f, "\\%c", *s);
        else if (!html && (unsigned char)*s < 0x20)
            fprintf(f, "\\u%04x", (unsigned char)*s);
        else
            fputc(*s, f);
    }
}

static void header_text(const all_ctx *c, const char *prefix)
{
    unsigned p;
    fprintf(c->f, "%scairn %s against every peer found, %zu-byte buffers, %u rotating rounds, %.2f s per row\n", prefix,
            c->env->version, c->opt->size, c->opt->runs < 3 ? 3 : c->opt->runs, c->opt->seconds);
    fprintf(c->f, "%sCPU: %s; CAIRN_CPU=%s\n", prefix, c->env->cpu, c->env->cpu_env ? c->env->cpu_env : "(unset)");
    for (p = 0; p < BENCH_PEERS; p++)
        fprintf(c->f, "%s%s: %s\n", prefix, c->ids[p], c->names[p] ? c->names[p] : "not built");
    fprintf(c->f, "%sratio = cairn's speed / the fastest peer's (> 1: cairn faster); MB/s or ms per operation\n",
            prefix);
}

static void out_text(const all_ctx *c, int md)
{
    size_t i;
    unsigned p;
    header_text(c, "");
    fprintf(c->f, "\n");
    if (md) {
        fprintf(c->f, "| Algorithm | Metric | Unit | cairn |");
        for (p = 0; p < BENCH_PEERS; p++)
            if (c->names[p] != NULL)
                fprintf(c->f, " %s |", c->ids[p]);
        fprintf(c->f, " Fastest peer | Ratio |\n|---|---|---|---:|");
        for (p = 0; p < BENCH_PEERS; p++)
            if (c->names[p] != NULL)
                fprintf(c->f, "---:|");
        fprintf(c->f, "---|---:|\n");
    } else {
        fprintf(c->f, "%-22s %-13s %-4s %10s", "Algorithm", "Metric", "Unit", "cairn");
        for (p = 0; p < BENCH_PEERS; p++)
            if (c->names[p] != NULL)
                fprintf(c->f, " %10s", c->ids[p]);
        fprintf(c->f, "  %-10s %7s\n", "fastest", "ratio");
    }
    for (i = 0; i < c->count; i++) {
        const all_line *l = &c->lines[i];
        const bench_table_info *ti = bench_table_get(l->e->row.table);
        char v[32], q[16];
        const char *fast = l->fastest >= 0 ? c->ids[l->fastest] : "-";
        cell(v, sizeof v, &l->cairn, ti->bulk);
        ratio_text(q, sizeof q, l);
        if (md)
            fprintf(c->f, "| %s | %s | %s | %s |", l->e->row.name, metric_name(l), ti->unit, v);
        else
            fprintf(c->f, "%-22s %-13s %-4s %10s", l->e->row.name, metric_name(l), ti->unit, v);
        for (p = 0; p < BENCH_PEERS; p++) {
            if (c->names[p] == NULL)
                continue;
            cell(v, sizeof v, &l->peer[p], ti->bulk);
            fprintf(c->f, md ? " %s |" : " %10s", v);
        }
        fprintf(c->f, md ? " %s | %s |\n" : "  %-10s %7s\n", fast, q);
    }
}

static void out_csv(const all_ctx *c)
{
    size_t i;
    unsigned p;
    fprintf(c->f, "table,algorithm,metric,unit,cairn_impl,cairn");
    for (p = 0; p < BENCH_PEERS; p++)
        if (c->names[p] != NULL)
            fprintf(c->f, ",%s", c->ids[p]);
    fprintf(c->f, ",fastest_peer,ratio\n");
    for (i = 0; i < c->count; i++) {
        const all_line *l = &c->lines[i];
        const bench_table_info *ti = bench_table_get(l->e->row.table);
        fprintf(c->f, "%s,%s,%s,%s,%s,", ti->key, l->e->row.name, metric_name(l), ti->unit, l->hw ? "hw" : "sw");
        if (l->cairn.status == BENCH_CELL_OK)
            fprintf(c->f, "%.6g", l->cairn.value);
        for (p = 0; p < BENCH_PEERS; p++)
            if (c->names[p] != NULL) {
                fputc(',', c->f);
                if (l->peer[p].status == BENCH_CELL_OK)
                    fprintf(c->f, "%.6g", l->peer[p].value);
            }
        fprintf(c->f, ",%s,", l->fastest >= 0 ? c->ids[l->fastest] : "");
        if (l->fastest >= 0 && l->cairn.status == BENCH_CELL_OK)
            fprintf(c->f, "%.4f", l->ratio);
        fprintf(c->f, "\n");
    }
}

static void json_value(FILE *f, const bench_result *r)
{
    if (r->status == BENCH_CELL_OK)
        fprintf(f, "%.6g", r->value);
    else
        fprintf(f, "null");
}

static void out_json(const all_ctx *c)
{
    size_t i;
    unsigned p;
    int first = 1;
    fprintf(c->f, "{\n  \"cairn_version\": \"");
    esc(c->f, c->env->version, 0);
    fprintf(c->f, "\",\n  \"cpu\": \"");
    esc(c->f, c->env->cpu, 0);
    fprintf(c->f, "\",\n  \"size\": %zu,\n  \"rounds\": %u,\n  \"peers\": {", c->opt->size,
            c->opt->runs < 3 ? 3 : c->opt->runs);
    for (p = 0; p < BENCH_PEERS; p++) {
        fprintf(c->f, "%s\"%s\": ", p ? ", " : "", c->ids[p]);
        if (c->names[p] == NULL) {
            fprintf(c->f, "null");
        } else {
            fputc('"', c->f);
            esc(c->f, c->names[p], 0);
            fputc('"', c->f);
        }
    }
    fprintf(c->f, "},\n  \"rows\": [");
    for (i = 0; i < c->count; i++) {
        const all_line *l = &c->lines[i];
        const bench_table_info *ti = bench_table_get(l->e->row.table);
        fprintf(c->f, "%s\n    {\"table\": \"%s\", \"algorithm\": \"", first ? "" : ",", ti->key);
        first = 0;
        esc(c->f, l->e->row.name, 0);
        fprintf(c->f, "\", \"metric\": \"%s\", \"unit\": \"%s\", \"cairn_impl\": \"%s\", \"cairn\": ", metric_name(l),
                ti->unit, l->hw ? "hw" : "sw");
        json_value(c->f, &l->cairn);
        fprintf(c->f, ", \"peers\": {");
        {
            int pf = 1;
            for (p = 0; p < BENCH_PEERS; p++) {
                if (c->names[p] == NULL)
                    continue;
                fprintf(c->f, "%s\"%s\": ", pf ? "" : ", ", c->ids[p]);
                pf = 0;
                json_value(c->f, &l->peer[p]);
            }
        }
        fprintf(c->f, "}, \"fastest_peer\": ");
        if (l->fastest >= 0)
            fprintf(c->f, "\"%s\"", c->ids[l->fastest]);
        else
            fprintf(c->f, "null");
        fprintf(c->f, ", \"ratio\": ");
        if (l->fastest >= 0 && l->cairn.status == BENCH_CELL_OK)
            fprintf(c->f, "%.4f}", l->ratio);
        else
            fprintf(c->f, "null}");
    }
    fprintf(c->f, "\n  ]\n}\n");
}

static void out_html(const all_ctx *c)
{
    size_t i;
    unsigned p;
    fprintf(c->f, "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>cairn-bench --peer all"
                  "</title>\n<style>body{font-family:sans-serif;margin:2em;max-width:70em}"
                  "table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #ccc;padding:2px 8px}"
                  "td.n{text-align:right;font-variant-numeric:tabular-nums}th{text-align:left;background:#f4f4f4}"
                  "</style></head><body>\n<h1>cairn ");
    esc(c->f, c->env->version, 1);
    fprintf(c->f, " against every peer</h1>\n<table>\n<tr><th>CPU</th><td>");
    esc(c->f, c->env->cpu, 1);
    fprintf(c->f,
            "</td></tr>\n<tr><th>Method</th><td>%zu-byte buffers, %u rotating rounds, %.2f s per row; ratio = "
            "cairn's speed / the fastest peer's (&gt; 1: cairn faster)</td></tr>\n",
            c->opt->size, c->opt->runs < 3 ? 3 : c->opt->runs, c->opt->seconds);
    for (p = 0; p < BENCH_PEERS; p++) {
        fprintf(c->f, "<tr><th>%s</th><td>", c->ids[p]);
        esc(c->f, c->names[p] ? c->names[p] : "not built", 1);
        fprintf(c->f, "</td></tr>\n");
    }
    fprintf(c->f, "</table>\n<table id=\"peers\">\n<tr><th>Algorithm</th><th>Metric</th><th>Unit</th><th>cairn</th>");
    for (p = 0; p < BENCH_PEERS; p++)
        if (c->names[p] != NULL)
            fprintf(c->f, "<th>%s</th>", c->ids[p]);
    fprintf(c->f, "<th>Fastest peer</th><th>Ratio</th></tr>\n");
    for (i = 0; i < c->count; i++) {
        const all_line *l = &c->lines[i];
        const bench_table_info *ti = bench_table_get(l->e->row.table);
        char v[32], q[16];
        cell(v, sizeof v, &l->cairn, ti->bulk);
        ratio_text(q, sizeof q, l);
        fprintf(c->f, "<tr><td>");
        esc(c->f, l->e->row.name, 1);
        fprintf(c->f, "</td><td>%s</td><td>%s</td><td class=\"n\">%s</td>", metric_name(l), ti->unit, v);
        for (p = 0; p < BENCH_PEERS; p++)
            if (c->names[p] != NULL) {
                cell(v, sizeof v, &l->peer[p], ti->bulk);
                fprintf(c->f, "<td class=\"n\">%s</td>", v);
            }
        fprintf(c->f, "<td>%s</td><td class=\"n\">%s</td></tr>\n", l->fastest >= 0 ? c->ids[l->fastest] : "-", q);
    }
    fprintf(c->f, "</table>\n</body></html>\n");
}

/* see harness.h */
int bench_compare_all(const bench_registry *reg, const bench_options *opt, const bench_env *env,
                      const char *const *peer_ids, uint8_t *in, uint8_t *out)
{
    all_ctx c;
    size_t k;
    unsigned m, p;
    int errors = 0, any = 0;

    memset(&c, 0, sizeof c);
    c.f = stdout;
    c.opt = opt;
    c.env = env;
    c.ids = peer_ids;
    if (opt->runs > MAX_ROUNDS)
        return -1;
    for (k = 0; k < reg->count; k++)
        for (p = 0; p < BENCH_PEERS; p++)
            if (c.names[p] == NULL && reg->entry[k].row.peer[p].name != NULL)
                c.names[p] = reg->entry[k].row.peer[p].name;
    c.lines = calloc(2 * reg->count + 1, sizeof *c.lines);
    if (c.lines == NULL)
        return -1;
    for (k = 0; k < reg->count; k++) {
        const bench_entry *e = &reg->entry[k];
        const bench_table_info *ti = bench_table_get(e->row.table);
        if (!e->selected)
            continue;
        for (m = 0; m < ti->metrics; m++) {
            all_line *l = &c.lines[c.count];
            int has = 0;
            for (p = 0; p < BENCH_PEERS; p++)
                has |= e->row.peer[p].name != NULL && runnable(&e->row.peer[p].cell[m]);
            if (!has)
                continue;
            any = 1;
            l->e = e;
            l->metric = m;
            l->hw = runnable(&e->row.cell[m][BENCH_HW]);
            errors += measure_line(l, opt, in, out);
            if (!opt->quiet)
                fprintf(stderr, "cairn-bench: %s %s: ratio to the fastest peer %.3f\n", e->row.name, metric_name(l),
                        l->ratio);
            c.count++;
        }
    }
    if (!any) {
        fprintf(stderr, "cairn-bench: --peer all: no selected row has a peer in this build\n");
        free(c.lines);
        return -1;
    }
    switch (opt->format) {
    case BENCH_FMT_MARKDOWN:
        out_text(&c, 1);
        break;
    case BENCH_FMT_CSV:
        out_csv(&c);
        break;
    case BENCH_FMT_JSON:
        out_json(&c);
        break;
    case BENCH_FMT_HTML:
        out_html(&c);
        break;
    default:
        out_text(&c, 0);
        break;
    }
    free(c.lines);
    if (errors > 0)
        fprintf(stderr, "cairn-bench: %d cell(s) failed (ERR)\n", errors);
    return errors;
}
