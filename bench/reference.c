/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* cairn-bench --reference: reading the reference figures and printing them beside the rows. */
#include "reference.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#define REF_W 11
#define MAX_FIELDS 12

/* ---------- reading ---------- */

/* Splits a CSV line in place (double-quoted fields with "" escapes allowed);
 * returns the number of fields, or -1 when there are more than max. */
static int csv_split(char *line, char **field, int max)
{
    char *r = line, *w = line;
    int n = 0;

    line[strcspn(line, "\r\n")] = '\0';
    for (;;) {
        if (n == max)
            return -1;
        field[n++] = w;
        if (*r == '"') {
            for (r++; *r != '\0'; r++) {
                if (*r == '"') {
                    if (r[1] != '"') {
                        r++;
                        break;
                    }
                    r++; /* "" is one quote */
                }
                *w++ = *r;
            }
        }
        while (*r != '\0' && *r != ',')
            *w++ = *r++;
        if (*r == '\0') {
            *w = '\0';
            return n;
        }
        r++;
        *w++ = '\0';
    }
}

/* The fields the report repeats go into text, markdown, HTML and JSON
 * unescaped: accept printable ASCII without the characters those escape. */
static int plain_text(const char *s)
{
    for (; *s; s++)
        if (*s < 0x20 || *s > 0x7e || strchr("\"\\<>&|*`", *s) != NULL)
            return 0;
    return 1;
}

static int prefix_nocase(const char *s, const char *prefix)
{
    for (; *prefix; s++, prefix++)
        if (tolower((unsigned char)*s) != tolower((unsigned char)*prefix))
            return 0;
    return 1;
}

static void copy(char *dst, size_t len, const char *src) { snprintf(dst, len, "%s", src); }

/*
 * The reference's algorithm and metric as cairn's row name and metric:
 * "RSA (2048 bits)" -> "RSA-2048", "Diffie-Hellman (2048 bits)" -> "DH-2048",
 * "ECDSA (secp256r1)" and "ECDSA (P-256)" -> "ECDSA-P256", "ECDH
 * (brainpoolP256r1)" -> "ECDH-brainpoolP256r1", "EdDSA (Ed25519)" ->
 * "Ed25519", "ECDH (X25519)" -> "X25519", "ECDH (SM2)" -> "ECDH-SM2";
 * metrics named per mode ("AES-128", "CBC Encrypt") -> "AES128-CBC",
 * "Encrypt". Anything else keeps its name. Returns 0 when a name does not fit.
 */
static int cairn_name(const char *algo, const char *metric, char *name, size_t nlen, char *mout, size_t mlen)
{
    const char *open = strchr(algo, '('), *sp = strchr(metric, ' ');
    char prefix[64], inner[64];
    size_t k;

    copy(mout, mlen, metric);
    if (sp != NULL && (strcmp(sp + 1, "Encrypt") == 0 || strcmp(sp + 1, "Decrypt") == 0)) {
        /* a mode before the direction: the row is the algorithm in that mode */
        char base[64];
        size_t j = 0;
        for (k = 0; algo[k] != '\0' && j + 1 < sizeof(base); k++)
            if (!(algo[k] == '-' && strncmp(algo, "AES", 3) == 0))
                base[j++] = algo[k];
        base[j] = '\0';
        copy(mout, mlen, sp + 1);
        return snprintf(name, nlen, "%s-%.*s", base, (int)(sp - metric), metric) < (int)nlen;
    }
    if (open == NULL || open == algo || strchr(open, ')') == NULL)
        return snprintf(name, nlen, "%s", algo) < (int)nlen;
    k = (size_t)(open - algo);
    while (k > 0 && algo[k - 1] == ' ')
        k--;
    snprintf(prefix, sizeof(prefix), "%.*s", (int)k, algo);
    snprintf(inner, sizeof(inner), "%.*s", (int)(strchr(open, ')') - open - 1), open + 1);
    if (strcmp(prefix, "Diffie-Hellman") == 0)
        copy(prefix, sizeof(prefix), "DH");
    if (strstr(inner, " bits") != NULL)
        return snprintf(name, nlen, "%s-%ld", prefix, strtol(inner, NULL, 10)) < (int)nlen;
    if (strncmp(inner, "secp", 4) == 0 || strncmp(inner, "P-", 2) == 0)
        return snprintf(name, nlen, "%s-P%ld", prefix, strtol(inner + (inner[0] == 's' ? 4 : 2), NULL, 10)) < (int)nlen;
    if (strcmp(prefix, "EdDSA") == 0 || inner[0] == 'X')
        return snprintf(name, nlen, "%s", inner) < (int)nlen;
    return snprintf(name, nlen, "%s-%s", prefix, inner) < (int)nlen;
}

static long find_entry(const bench_registry *reg, const char *name)
{
    size_t i;
    for (i = 0; i < reg->count; i++)
        if (strcmp(reg->entry[i].row.name, name) == 0)
            return (long)i;
    return -1;
}

static int find_metric(const bench_table_info *ti, const char *metric)
{
    unsigned m;
    for (m = 0; m < ti->metrics; m++)
        if (strcmp(ti->metric[m], metric) == 0)
            return (int)m;
    return -1;
}

static int fail(char *err, size_t errlen, const char *what, const char *path, unsigned line)
{
    if (line > 0)
        snprintf(err, errlen, "%s:%u: %s", path, line, what);
    else
        snprintf(err, errlen, "%s: %s", path, what);
    return -1;
}

/* cyclonecrypto-cm7-emulated.csv: row,unit,insns_c,insns_with_mpi_asm,... where a
 * public-key row is "<row>-sign|verify|keygen|shared" and a bulk row is its
 * first metric (encrypt, hash). The multiply-accumulate assembly column is the
 * configuration the published figures match. */
static int load_emulated(bench_reference *ref, const bench_registry *reg, char *err, size_t errlen)
{
    static const char *const suffix[4] = {"-sign", "-verify", "-keygen", "-shared"};
    char line[512], *f[MAX_FIELDS];
    FILE *fp = fopen(ref->emulated_path, "r");
    int col = -1, k;
    unsigned lineno = 0;

    if (fp == NULL)
        return 0; /* optional */
    while (fgets(line, sizeof(line), fp) != NULL) {
        char name[64];
        double v;
        long idx;
        unsigned m = 0;
        int n = csv_split(line, f, MAX_FIELDS);
        lineno++;
        if (n < 3)
            continue;
        if (lineno == 1) {
            for (k = 0; k < n; k++)
                if (strcmp(f[k], "insns_with_mpi_asm") == 0 || (col < 0 && strcmp(f[k], "insns_c") == 0))
                    col = k;
            if (col < 0) {
                fclose(fp);
                return fail(err, errlen, "no insns_c or insns_with_mpi_asm column", ref->emulated_path, 1);
            }
            continue;
        }
        if (col >= n)
            continue;
        copy(name, sizeof(name), f[0]);
        if (strcmp(f[1], "instructions/op") == 0) {
            for (k = 0; k < 4; k++) {
                size_t nl = strlen(name), sl = strlen(suffix[k]);
                if (nl > sl && strcmp(name + nl - sl, suffix[k]) == 0) {
                    name[nl - sl] = '\0';
                    m = (unsigned)(k & 1);
                    break;
                }
            }
        }
        v = strtod(f[col], NULL);
        idx = find_entry(reg, name);
        if (idx >= 0 && v > 0)
            ref->emu[idx][m] = v;
    }
    fclose(fp);
    ref->emulated = 1;
    return 0;
}

/* see reference.h */
int bench_reference_load(bench_reference *ref, const bench_registry *reg, const char *path, const char *platform,
                         int emulated, FILE *warn, char *err, size_t errlen)
{
    char line[512], *f[MAX_FIELDS];
    FILE *fp;
    unsigned lineno = 0, lines = 0;
    int counted[BENCH_MAX_ROWS] = {0};

    memset(ref, 0, sizeof(*ref));
    copy(ref->path, sizeof(ref->path), path);
    fp = fopen(path, "r");
    if (fp == NULL)
        return fail(err, errlen, "cannot open", path, 0);
    while (fgets(line, sizeof(line), fp) != NULL) {
        char name[64], metric[64];
        const bench_table_info *ti;
        double v;
        long idx;
        int m, n = csv_split(line, f, MAX_FIELDS);
        lineno++;
        if (n == 1 && f[0][0] == '\0')
            continue;
        if (n != 11) {
            fclose(fp);
            return fail(err, errlen, "expected 11 fields", path, lineno);
        }
        if (strcmp(f[0], "platform") == 0 || !prefix_nocase(f[0], platform) || strcmp(f[8], "Software") != 0)
            continue;
        if (lines == 0) {
            size_t k;
            if (!plain_text(f[0]) || !plain_text(f[1]) || !plain_text(f[3]) || !plain_text(f[4])) {
                fclose(fp);
                return fail(err, errlen, "unexpected characters in the platform's description", path, lineno);
            }
            copy(ref->platform, sizeof(ref->platform), f[0]);
            copy(ref->cpu, sizeof(ref->cpu), f[1]);
            ref->mhz = strtod(f[2], NULL);
            copy(ref->library, sizeof(ref->library), f[3]);
            copy(ref->compiler, sizeof(ref->compiler), f[4]);
            k = strcspn(ref->platform, " ");
            snprintf(ref->label, sizeof(ref->label), "%.*s", (int)(k < sizeof(ref->label) ? k : sizeof(ref->label) - 1),
                     ref->platform);
        }
        lines++;
        v = strtod(f[9], NULL);
        idx = cairn_name(f[6], f[7], name, sizeof(name), metric, sizeof(metric)) ? find_entry(reg, name) : -1;
        ti = idx >= 0 ? bench_table_get(reg->entry[idx].row.table) : NULL;
        m = ti != NULL ? find_metric(ti, metric) : -1;
        if (m < 0 || !(v > 0) || strcmp(f[10], ti->bulk ? "MB/s" : "ms") != 0) {
            ref->unmatched++;
            if (warn != NULL)
                fprintf(warn, "cairn-bench: --reference: line %u, %s %s (%s): %s\n", lineno, f[6], f[7], name,
                        m < 0 ? "no row or metric of this build has that name"
                              : "not a positive figure in the table's unit");
            continue;
        }
        if (!(ref->value[idx][m] > 0))
            ref->cells++;
        ref->value[idx][m] = v;
        if (!counted[idx]) {
            counted[idx] = 1;
            ref->rows++;
        }
    }
    fclose(fp);
    if (lines == 0 || !(ref->mhz > 0))
        return fail(err, errlen, "no Software line for this --reference-platform (or no clock)", path, 0);
    if (emulated) {
        const char *slash = strrchr(path, '/');
        snprintf(ref->emulated_path, sizeof(ref->emulated_path), "%.*scyclonecrypto-cm7-emulated.csv",
                 slash ? (int)(slash - path + 1) : 0, path);
        return load_emulated(ref, reg, err, errlen);
    }
    return 0;
}

/* ---------- the numbers of one cell ---------- */

typedef struct ref_cell {
    double value;     /* published, 0: none */
    double ratio;     /* cairn speed / published speed, 0: not measured */
    double cycles;    /* published figure at the published clock (instruction clock only) */
    double cyc_ratio; /* cycles / cairn instructions */
    double emu;       /* emulated instructions, 0: none */
    double emu_ratio; /* emu / cairn instructions */
} ref_cell;

static int icount(const bench_env *env) { return env->instr_clock && env->mhz > 0; }

static void cell_numbers(const bench_reference *ref, size_t idx, unsigned m, const bench_entry *e,
                         const bench_table_info *ti, const bench_env *env, ref_cell *c)
{
    const bench_result *r = &e->result[m][BENCH_SW];
    int ok = r->status == BENCH_CELL_OK && r->value > 0;
    double instr = 0;

    memset(c, 0, sizeof(*c));
    c->value = ref->value[idx][m];
    c->emu = ref->emu[idx][m];
    if (ok && icount(env))
        instr = ti->bulk ? env->mhz / r->value : r->value * env->mhz * 1e3;
    if (c->value > 0) {
        if (ok)
            c->ratio = ti->bulk ? r->value / c->value : c->value / r->value;
        c->cycles = ti->bulk ? ref->mhz / c->value : c->value * ref->mhz * 1e3;
        if (instr > 0)
            c->cyc_ratio = c->cycles / instr;
    }
    if (c->emu > 0 && instr > 0)
        c->emu_ratio = c->emu / instr;
}

/* Formats the k-th printed column of a metric: published value and ratio on
 * a host; cycles, ratio, emulated count and ratio on an instruction clock. */
static void column_text(char *buf, size_t len, const ref_cell *c, unsigned k, const bench_table_info *ti)
{
    double v[4];
    v[0] = c->value;
    v[1] = c->ratio;
    v[2] = c->emu;
    v[3] = c->emu_ratio;
    if (k == 0 && c->value > 0) {
        bench_result r;
        memset(&r, 0, sizeof(r));
        r.status = BENCH_CELL_OK;
        r.value = c->value;
        bench_format_cell(buf, len, &r, ti->bulk);
    } else if (!(v[k] > 0)) {
        snprintf(buf, len, "-");
    } else if (k == 2) {
        snprintf(buf, len, ti->bulk ? "%.1f" : "%.0f", v[k]);
    } else {
        snprintf(buf, len, "%.2f", v[k]);
    }
}

static void icount_text(char *buf, size_t len, const ref_cell *c, unsigned k, const bench_table_info *ti)
{
    if (k == 0) {
        if (c->cycles > 0)
            snprintf(buf, len, ti->bulk ? "%.1f" : "%.0f", c->cycles);
        else
            snprintf(buf, len, "-");
    } else if (k == 1) {
        if (c->cyc_ratio > 0)
            snprintf(buf, len, "%.2f", c->cyc_ratio);
        else
            snprintf(buf, len, "-");
    } else {
        column_text(buf, len, c, k, ti);
    }
}

static unsigned columns(const bench_env *env) { return icount(env) ? 4u : 2u; }

static void cell_text(char *buf, size_t len, const bench_reference *ref, size_t idx, unsigned m, unsigned k,
                      const bench_entry *e, const bench_table_info *ti, const bench_env *env)
{
    ref_cell c;
    cell_numbers(ref, idx, m, e, ti, env, &c);
    if (icount(env))
        icount_text(buf, len, &c, k, ti);
    else
        column_text(buf, len, &c, k, ti);
}

static const char *column_name(const bench_reference *ref, unsigned k, const bench_env *env, char *buf, size_t len)
{
    static const char *const host[2] = {"", "ratio"}, *const cm7[4] = {" cyc", "ratio", "emulated", "ratio"};
    if (k == 0)
        snprintf(buf, len, "%s%s", ref->label, icount(env) ? cm7[0] : host[0]);
    else
        snprintf(buf, len, "%s", icount(env) ? cm7[k] : host[k]);
    return buf;
}

/* ---------- header ---------- */

/* see reference.h */
void bench_reference_describe(char *buf, size_t len, const bench_reference *ref, const bench_env *env)
{
    snprintf(buf, len, "%s on %s (%s, %.0f MHz, %s), Software column (%s); %zu rows matched%s%s; ratio = %s",
             ref->library, ref->platform, ref->cpu, ref->mhz, ref->compiler, ref->path, ref->rows,
             ref->unmatched ? ", some reference lines unused (listed on stderr without --quiet)" : "",
             icount(env) ? " (cycles: published figure at the published clock)" : "",
             icount(env) ? "reference cycles or emulated instructions / cairn's Software instructions (> 1: cairn "
                           "needs fewer)"
                         : "cairn's Software speed / the reference's (> 1: cairn faster)");
}

/* see reference.h */
int bench_reference_conversion(char *buf, size_t len, const bench_reference *ref, const bench_env *env)
{
    if (!icount(env))
        return 0;
    snprintf(buf, len,
             "cycles per byte = %.0f MHz / (MB/s), cycles per operation = ms x %.0f MHz x 1000; "
             "%s; emulated = the reference library's own instruction count on this emulator (%s)",
             ref->mhz, ref->mhz,
             strstr(ref->cpu, "Cortex-M7") != NULL
                 ? "the reference README: the vendor's Cortex-M7 cycles are 0.94-0.98 x its emulated instructions "
                   "(geometric mean), +-20 % per row, +-10 % within a public-key family: a ratio beyond 1.3 is "
                   "real, under 1.2 noise of the proxy"
                 : "no cycles-to-instructions relation is known for this CPU",
             ref->emulated ? ref->emulated_path : "not found");
    return 1;
}

/* ---------- text ---------- */

static void centred(FILE *f, const char *text, int w, int last)
{
    int l = (int)strlen(text), left = l < w ? (w - l + 1) / 2 : 0;
    fprintf(f, "%*s%s%*s", left, "", text, !last && w - l - left > 0 ? w - l - left : 0, "");
}

/* see reference.h */
void bench_reference_text_group(FILE *f, const bench_reference *ref, const bench_table_info *ti, const bench_env *env)
{
    unsigned m;
    fprintf(f, " |");
    for (m = 0; m < ti->metrics; m++) {
        centred(f, ti->metrics > 1 ? ti->metric[m] : ref->label, (int)columns(env) * REF_W + (m ? 1 : 0),
                m + 1 == ti->metrics);
    }
}

/* see reference.h */
void bench_reference_text_columns(FILE *f, const bench_reference *ref, const bench_table_info *ti, const bench_env *env)
{
    unsigned m, k;
    char name[32];
    fprintf(f, " |");
    for (m = 0; m < ti->metrics; m++)
        for (k = 0; k < columns(env); k++)
            fprintf(f, "%s%*s", (m && !k) ? " " : "", REF_W, column_name(ref, k, env, name, sizeof(name)));
}

/* see reference.h */
void bench_reference_text_cells(FILE *f, const bench_reference *ref, size_t idx, const bench_entry *e,
                                const bench_table_info *ti, const bench_env *env)
{
    unsigned m, k;
    fprintf(f, " |");
    for (m = 0; m < ti->metrics; m++)
        for (k = 0; k < columns(env); k++) {
            char cell[32];
            cell_text(cell, sizeof(cell), ref, idx, m, k, e, ti, env);
            fprintf(f, "%s%*s", (m && !k) ? " " : "", REF_W, cell);
        }
}

/* ---------- markdown and HTML ---------- */

static void heading(char *buf, size_t len, const bench_reference *ref, const bench_table_info *ti, unsigned m,
                    unsigned k, const bench_env *env)
{
    char name[32];
    column_name(ref, k, env, name, sizeof(name));
    if (k > 0 && ti->metrics == 1)
        snprintf(buf, len, "%s %s", ref->label, name);
    else if (k > 0 || ti->metrics > 1)
        snprintf(buf, len, "%s%s%s%s%s", ti->metrics > 1 ? ti->metric[m] : "", ti->metrics > 1 ? " " : "",
                 k > 0 ? ref->label : "", k > 0 ? " " : "", name);
    else
        snprintf(buf, len, "%s", name);
}

/* see reference.h */
unsigned bench_reference_columns(FILE *f, const bench_reference *ref, const bench_table_info *ti, const bench_env *env,
                                 const char *before, const char *after)
{
    unsigned m, k;
    for (m = 0; m < ti->metrics; m++)
        for (k = 0; k < columns(env); k++) {
            char h[128];
            heading(h, sizeof(h), ref, ti, m, k, env);
            fprintf(f, "%s%s%s", before, h, after);
        }
    return ti->metrics * columns(env);
}

/* see reference.h */
void bench_reference_cells(FILE *f, const bench_reference *ref, size_t idx, const bench_entry *e,
                           const bench_table_info *ti, const bench_env *env, const char *before, const char *after)
{
    unsigned m, k;
    for (m = 0; m < ti->metrics; m++)
        for (k = 0; k < columns(env); k++) {
            char cell[32];
            cell_text(cell, sizeof(cell), ref, idx, m, k, e, ti, env);
            fprintf(f, "%s%s%s", before, cell, after);
        }
}

/* ---------- JSON ---------- */

/* see reference.h */
void bench_reference_json_header(FILE *f, const bench_reference *ref, const bench_env *env)
{
    char line[1024];
    if (ref == NULL) {
        fprintf(f, "null");
        return;
    }
    fprintf(f,
            "{\"file\": \"%s\", \"platform\": \"%s\", \"label\": \"%s\", \"cpu\": \"%s\", \"clock_mhz\": %.6g, "
            "\"library\": \"%s\", \"compiler\": \"%s\", \"column\": \"Software\", \"rows_matched\": %zu, "
            "\"cells_matched\": %zu, "
            "\"lines_unmatched\": %zu, \"emulated_file\": ",
            ref->path, ref->platform, ref->label, ref->cpu, ref->mhz, ref->library, ref->compiler, ref->rows,
            ref->cells, ref->unmatched);
    if (ref->emulated)
        fprintf(f, "\"%s\"", ref->emulated_path);
    else
        fprintf(f, "null");
    fprintf(f, ", \"conversion\": ");
    if (bench_reference_conversion(line, sizeof(line), ref, env))
        fprintf(f, "\"%s\"", line);
    else
        fprintf(f, "null");
    fprintf(f, "}");
}

static void json_member(FILE *f, const char *name, double v)
{
    if (v > 0)
        fprintf(f, ", \"%s\": %.6g", name, v);
}

/* see reference.h */
void bench_reference_json_cell(FILE *f, const bench_reference *ref, size_t idx, unsigned m, const bench_entry *e,
                               const bench_table_info *ti, const bench_env *env)
{
    ref_cell c;
    if (ref == NULL)
        return;
    cell_numbers(ref, idx, m, e, ti, env, &c);
    if (!(c.value > 0) && !(c.emu > 0))
        return;
    fprintf(f, ", \"reference\": {\"unit\": \"%s\"", ti->unit);
    json_member(f, "value", c.value);
    json_member(f, "ratio", c.ratio);
    if (icount(env)) {
        json_member(f, "cycles", c.cycles);
        json_member(f, "cycles_ratio", c.cyc_ratio);
        json_member(f, "emulated_instructions", c.emu);
        json_member(f, "emulated_ratio", c.emu_ratio);
    }
    fputc('}', f);
}

/* ---------- the command line ---------- */

/* see reference.h */
const bench_reference *bench_reference_option(bench_reference *ref, const bench_registry *reg, const bench_env *env,
                                              const char *path, const char *platform, int quiet, int *status)
{
    char err[640];
    int given = path != NULL;

    *status = 0;
#ifdef CAIRN_BENCH_REFERENCE
    if (path == NULL)
        path = CAIRN_BENCH_REFERENCE;
#endif
    if (path == NULL || strcmp(path, "none") == 0)
        return NULL;
    if (!given) {
        /* the default is used when present, silently skipped when not */
        FILE *fp = fopen(path, "r");
        if (fp == NULL)
            return NULL;
        fclose(fp);
    }
    if (!plain_text(path)) {
        fprintf(stderr, "cairn-bench: --reference: the path '%s' has characters the report would have to escape\n",
                path);
        *status = 2;
        return NULL;
    }
    if (bench_reference_load(ref, reg, path, platform, env->instr_clock, quiet ? NULL : stderr, err, sizeof(err)) !=
        0) {
        fprintf(stderr, "cairn-bench: --reference: %s\n", err);
        *status = 2;
        return NULL;
    }
    return ref;
}
