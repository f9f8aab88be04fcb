/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Recursive-descent JSON reader for the tests; see json.h. */
#include "json.h"

#include <stdlib.h>
#include <string.h>

#include "testutil.h"

/* Nesting limit, so a hostile or broken file cannot exhaust the stack. */
#define JSON_MAX_DEPTH 512

typedef struct parser {
    const char *p, *end, *start;
    char *err;
    size_t errlen;
    int failed;
} parser;

static void *xmalloc(size_t n)
{
    void *p = malloc(n ? n : 1);
    if (!p)
        abort();
    return p;
}

static void *xrealloc(void *q, size_t n)
{
    void *p = realloc(q, n ? n : 1);
    if (!p)
        abort();
    return p;
}

static void fail(parser *ps, const char *what)
{
    const char *s;
    unsigned long line = 1, col = 1;
    if (ps->failed)
        return;
    ps->failed = 1;
    for (s = ps->start; s < ps->p && s < ps->end; s++) {
        if (*s == '\n') {
            line++;
            col = 1;
        } else {
            col++;
        }
    }
    if (ps->err && ps->errlen)
        snprintf(ps->err, ps->errlen, "line %lu col %lu: %s", line, col, what);
}

static void skip_ws(parser *ps)
{
    while (ps->p < ps->end && (*ps->p == ' ' || *ps->p == '\t' || *ps->p == '\n' || *ps->p == '\r'))
        ps->p++;
}

static json_value *new_node(json_type t)
{
    json_value *v = xmalloc(sizeof *v);
    memset(v, 0, sizeof *v);
    v->type = t;
    return v;
}

static int hex4(parser *ps, unsigned long *out)
{
    unsigned long v = 0;
    int i;
    if (ps->end - ps->p < 4) {
        fail(ps, "truncated \\u escape");
        return 0;
    }
    for (i = 0; i < 4; i++) {
        char c = *ps->p++;
        v <<= 4;
        if (c >= '0' && c <= '9')
            v |= (unsigned long)(c - '0');
        else if (c >= 'a' && c <= 'f')
            v |= (unsigned long)(c - 'a' + 10);
        else if (c >= 'A' && c <= 'F')
            v |= (unsigned long)(c - 'A' + 10);
        else {
            fail(ps, "bad hex digit in \\u escape");
            return 0;
        }
    }
    *out = v;
    return 1;
}

/* Appends the UTF-8 form of code point cp; out has room (an escape of 6 or 12
 * source bytes never decodes to more than 4). */
static size_t put_utf8(char *out, unsigned long cp)
{
    if (cp < 0x80) {
        out[0] = (char)cp;
        return 1;
    }
    if (cp < 0x800) {
        out[0] = (char)(0xc0 | (cp >> 6));
        out[1] = (char)(0x80 | (cp & 0x3f));
        return 2;
    }
    if (cp < 0x10000) {
        out[0] = (char)(0xe0 | (cp >> 12));
        out[1] = (char)(0x80 | ((cp >> 6) & 0x3f));
        out[2] = (char)(0x80 | (cp & 0x3f));
        return 3;
    }
    out[0] = (char)(0xf0 | (cp >> 18));
    out[1] = (char)(0x80 | ((cp >> 12) & 0x3f));
    out[2] = (char)(0x80 | ((cp >> 6) & 0x3f));
    out[3] = (char)(0x80 | (cp & 0x3f));
    return 4;
}

/* Parses a string starting at the opening quote; the decoded text is never
 * longer than the source, which sizes the buffer. */
static char *parse_string(parser *ps, size_t *lenp)
{
    const char *q;
    char *out, *o;

    ps->p++; /* opening quote */
    for (q = ps->p; q < ps->end && *q != '"'; q++) {
        if (*q == '\\')
            q++;
    }
    if (q >= ps->end) {
        fail(ps, "unterminated string");
        return NULL;
    }
    out = o = xmalloc((size_t)(q - ps->p) + 1);
    while (ps->p < ps->end && *ps->p != '"') {
        unsigned char c = (unsigned char)*ps->p;
        if (c < 0x20) {
            fail(ps, "control character in string");
            free(out);
            return NULL;
        }
        if (c != '\\') {
            *o++ = (char)c;
            ps->p++;
            continue;
        }
        ps->p++;
        if (ps->p >= ps->end) {
            fail(ps, "unterminated escape");
            free(out);
            return NULL;
        }
        c = (unsigned char)*ps->p++;
        switch (c) {
        case '"': *o++ = '"'; break;
        case '\\': *o++ = '\\'; break;
        case '/': *o++ = '/'; break;
        case 'b': *o++ = '\b'; break;
        case 'f': *o++ = '\f'; break;
        case 'n': *o++ = '\n'; break;
        case 'r': *o++ = '\r'; break;
        case 't': *o++ = '\t'; break;
        case 'u': {
            unsigned long cp, lo;
            if (!hex4(ps, &cp)) {
                free(out);
                return NULL;
            }
            if (cp >= 0xd800 && cp < 0xdc00) {
                /* high surrogate: a low one must follow */
                if (ps->end - ps->p < 6 || ps->p[0] != '\\' || ps->p[1] != 'u') {
                    fail(ps, "unpaired surrogate");
                    free(out);
                    return NULL;
                }
                ps->p += 2;
                if (!hex4(ps, &lo)) {
                    free(out);
                    return NULL;
                }
                if (lo < 0xdc00 || lo >= 0xe000) {
                    fail(ps, "bad low surrogate");
                    free(out);
                    return NULL;
                }
                cp = 0x10000 + ((cp - 0xd800) << 10) + (lo - 0xdc00);
            } else if (cp >= 0xdc00 && cp < 0xe000) {
                fail(ps, "unpaired low surrogate");
                free(out);
                return NULL;
            }
            o += put_utf8(o, cp);
            break;
        }
        default:
            fail(ps, "unknown escape");
            free(out);
            return NULL;
        }
    }
    ps->p++; /* closing quote */
    *o = 0;
    *lenp = (size_t)(o - out);
    return out;
}

static json_value *parse_value(parser *ps, int depth);

static json_value *parse_number(parser *ps)
{
    const char *s = ps->p;
    json_value *v;
    char *end;

    if (ps->p < ps->end && *ps->p == '-')
        ps->p++;
    if (ps->p >= ps->end || !(*ps->p >= '0' && *ps->p <= '9')) {
        fail(ps, "bad number");
        return NULL;
    }
    if (*ps->p == '0') {
        ps->p++;
    } else {
        while (ps->p < ps->end && *ps->p >= '0' && *ps->p <= '9')
            ps->p++;
    }
    if (ps->p < ps->end && *ps->p == '.') {
        ps->p++;
        if (ps->p >= ps->end || !(*ps->p >= '0' && *ps->p <= '9')) {
            fail(ps, "bad fraction");
            return NULL;
        }
        while (ps->p < ps->end && *ps->p >= '0' && *ps->p <= '9')
            ps->p++;
    }
    if (ps->p < ps->end && (*ps->p == 'e' || *ps->p == 'E')) {
        ps->p++;
        if (ps->p < ps->end && (*ps->p == '+' || *ps->p == '-'))
            ps->p++;
        if (ps->p >= ps->end || !(*ps->p >= '0' && *ps->p <= '9')) {
            fail(ps, "bad exponent");
            return NULL;
        }
        while (ps->p < ps->end && *ps->p >= '0' && *ps->p <= '9')
            ps->p++;
    }
    v = new_node(JSON_NUMBER);
    v->len = (size_t)(ps->p - s);
    v->str = xmalloc(v->len + 1);
    memcpy(v->str, s, v->len);
    v->str[v->len] = 0;
    v->number = strtod(v->str, &end);
    return v;
}

static int parse_literal(parser *ps, const char *lit)
{
    size_t n = strlen(lit);
    if ((size_t)(ps->end - ps->p) < n || memcmp(ps->p, lit, n) != 0) {
        fail(ps, "unexpected token");
        return 0;
    }
    ps->p += n;
    return 1;
}

static void push(json_value *v, json_value *item, char *key, size_t *cap)
{
    if (v->n == *cap) {
        *cap = *cap ? *cap * 2 : 4;
        v->items = xrealloc(v->items, *cap * sizeof *v->items);
        if (v->type == JSON_OBJECT)
            v->keys = xrealloc(v->keys, *cap * sizeof *v->keys);
    }
    v->items[v->n] = item;
    if (v->type == JSON_OBJECT)
        v->keys[v->n] = key;
    v->n++;
}

static json_value *parse_container(parser *ps, int depth, int is_object)
{
    json_value *v = new_node(is_object ? JSON_OBJECT : JSON_ARRAY);
    size_t cap = 0;
    char close = is_object ? '}' : ']';

    ps->p++;
    skip_ws(ps);
    if (ps->p < ps->end && *ps->p == close) {
        ps->p++;
        return v;
    }
    for (;;) {
        char *key = NULL;
        json_value *item;
        skip_ws(ps);
        if (is_object) {
            size_t klen;
            if (ps->p >= ps->end || *ps->p != '"') {
                fail(ps, "expected a member name");
                break;
            }
            key = parse_string(ps, &klen);
            if (!key)
                break;
            skip_ws(ps);
            if (ps->p >= ps->end || *ps->p != ':') {
                fail(ps, "expected ':'");
                free(key);
                break;
            }
            ps->p++;
        }
        item = parse_value(ps, depth + 1);
        if (!item) {
            free(key);
            break;
        }
        push(v, item, key, &cap);
        skip_ws(ps);
        if (ps->p < ps->end && *ps->p == ',') {
            ps->p++;
            continue;
        }
        if (ps->p < ps->end && *ps->p == close) {
            ps->p++;
            return v;
        }
        fail(ps, is_object ? "expected ',' or '}'" : "expected ',' or ']'");
        break;
    }
    json_free(v);
    return NULL;
}

static json_value *parse_value(parser *ps, int depth)
{
    json_value *v;

    if (depth > JSON_MAX_DEPTH) {
        fail(ps, "nesting too deep");
        return NULL;
    }
    skip_ws(ps);
    if (ps->p >= ps->end) {
        fail(ps, "unexpected end of input");
        return NULL;
    }
    switch (*ps->p) {
    case '{':
        return parse_container(ps, depth, 1);
    case '[':
        return parse_container(ps, depth, 0);
    case '"': {
        size_t len;
        char *s = parse_string(ps, &len);
        if (!s)
            return NULL;
        v = new_node(JSON_STRING);
        v->str = s;
        v->len = len;
        return v;
    }
    case 't':
        if (!parse_literal(ps, "true"))
            return NULL;
        v = new_node(JSON_BOOL);
        v->boolean = 1;
        return v;
    case 'f':
        if (!parse_literal(ps, "false"))
            return NULL;
        return new_node(JSON_BOOL);
    case 'n':
        if (!parse_literal(ps, "null"))
            return NULL;
        return new_node(JSON_NULL);
    default:
        return parse_number(ps);
    }
}

json_value *json_parse(const char *text, size_t len, char *err, size_t errlen)
{
    parser ps;
    json_value *v;

    memset(&ps, 0, sizeof ps);
    ps.p = ps.start = text;
    ps.end = text + len;
    ps.err = err;
    ps.errlen = errlen;
    if (err && errlen)
        err[0] = 0;
    /* a UTF-8 byte-order mark is tolerated */
    if (len >= 3 && (unsigned char)text[0] == 0xef && (unsigned char)text[1] == 0xbb && (unsigned char)text[2] == 0xbf)
        ps.p += 3;
    v = parse_value(&ps, 0);
    if (!v)
        return NULL;
    skip_ws(&ps);
    if (ps.p != ps.end) {
        fail(&ps, "trailing characters after the value");
        json_free(v);
        return NULL;
    }
    return v;
}

json_value *json_parse_file(FILE *f, char *err, size_t errlen)
{
    size_t cap = 1 << 16, n = 0, r;
    char *buf = xmalloc(cap);
    json_value *v;

    while ((r = fread(buf + n, 1, cap - n, f)) > 0) {
        n += r;
        if (n == cap) {
            cap *= 2;
            buf = xrealloc(buf, cap);
        }
    }
    if (ferror(f)) {
        if (err && errlen)
            snprintf(err, errlen, "read error");
        free(buf);
        return NULL;
    }
    v = json_parse(buf, n, err, errlen);
    free(buf);
    return v;
}

json_value *json_load_vector(const char *rel)
{
    char err[256];
    json_value *v;
    FILE *f = tu_open_vector(rel);

    if (!f)
        return NULL;
    v = json_parse_file(f, err, sizeof err);
    fclose(f);
    CHECK(v != NULL, "%s: JSON parse error: %s", rel, err);
    return v;
}

int json_wycheproof_counted(const json_value *doc, const char *rel, unsigned long counted)
{
    long declared = json_get_int(doc, "numberOfTests", -1);
    return CHECK(declared >= 0 && (unsigned long)declared == counted, "%s: numberOfTests %ld, counted %lu", rel,
                 declared, counted);
}

const json_value *json_wycheproof_groups(const json_value *doc, const char *rel)
{
    const json_value *groups = json_get(doc, "testGroups");
    CHECK(json_len(groups) > 0, "%s: no testGroups", rel);
    return groups;
}

void json_free(json_value *v)
{
    size_t i;
    if (!v)
        return;
    for (i = 0; i < v->n; i++) {
        json_free(v->items[i]);
        if (v->keys)
            free(v->keys[i]);
    }
    free(v->items);
    free(v->keys);
    free(v->str);
    free(v);
}

const json_value *json_get(const json_value *obj, const char *key)
{
    size_t i;
    if (!obj || obj->type != JSON_OBJECT || !key)
        return NULL;
    for (i = 0; i < obj->n; i++) {
        if (strcmp(obj->keys[i], key) == 0)
            return obj->items[i];
    }
    return NULL;
}

size_t json_len(const json_value *v)
{
    if (!v || (v->type != JSON_ARRAY && v->type != JSON_OBJECT))
        return 0;
    return v->n;
}

const json_value *json_at(const json_value *v, size_t i)
{
    if (i >= json_len(v))
        return NULL;
    return v->items[i];
}

const char *json_key_at(const json_value *obj, size_t i)
{
    if (!obj || obj->type != JSON_OBJECT || i >= obj->n)
        return NULL;
    return obj->keys[i];
}

const char *json_str(const json_value *v)
{
    return v && v->type == JSON_STRING ? v->str : NULL;
}

const char *json_get_str(const json_value *obj, const char *key) { return json_str(json_get(obj, key)); }

long json_int(const json_value *v, long dflt)
{
    double d;
    if (!v || v->type != JSON_NUMBER)
        return dflt;
    d = v->number;
    /* range first (the cast is undefined outside it), then integrality */
    if (!(d >= -9223372036854775808.0 && d < 9223372036854775808.0))
        return dflt;
    if ((double)(long long)d != d)
        return dflt;
    if (sizeof(long) < sizeof(long long) && (d < -2147483648.0 || d > 2147483647.0))
        return dflt;
    return (long)d;
}

long json_get_int(const json_value *obj, const char *key, long dflt) { return json_int(json_get(obj, key), dflt); }

double json_num(const json_value *v, double dflt)
{
    return v && v->type == JSON_NUMBER ? v->number : dflt;
}

int json_bool(const json_value *v, int dflt)
{
    return v && v->type == JSON_BOOL ? v->boolean : dflt;
}

int json_array_has_str(const json_value *arr, const char *s)
{
    size_t i;
    if (!arr || arr->type != JSON_ARRAY || !s)
        return 0;
    for (i = 0; i < arr->n; i++) {
        const char *t = json_str(arr->items[i]);
        if (t && strcmp(t, s) == 0)
            return 1;
    }
    return 0;
}
