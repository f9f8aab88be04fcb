/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * A small JSON reader for the tests (RFC 8259): parses a whole document into
 * a tree of json_value nodes. Used by every Wycheproof runner. Tests only:
 * it allocates with malloc and aborts when out of memory.
 *
 * Typical walk over a Wycheproof file:
 *
 *     json_value *doc = json_load_vector("wycheproof/hmac_sha256_test.json");
 *     if (!doc) ...                 // missing (already reported as SKIP) or malformed
 *     const json_value *groups = json_get(doc, "testGroups");
 *     for (size_t g = 0; g < json_len(groups); g++) {
 *         const json_value *grp = json_at(groups, g);
 *         long tag_bits = json_get_int(grp, "tagSize", -1);
 *         const json_value *tests = json_get(grp, "tests");
 *         for (size_t i = 0; i < json_len(tests); i++) {
 *             const json_value *tc = json_at(tests, i);
 *             const char *key = json_get_str(tc, "key");   // NULL if absent or not a string
 *             ...
 *         }
 *     }
 *     json_free(doc);
 *
 * Every accessor accepts NULL and wrong-typed nodes and then returns the
 * "absent" answer (NULL, 0 or the given default), so a walk never crashes
 * on an unexpected file; check the values you rely on.
 *
 * Details: objects keep their members in file order (json_key_at/json_at);
 * with duplicate keys json_get returns the first. Strings are decoded
 * (escapes, \uXXXX with surrogate pairs, to UTF-8), NUL-terminated, and also
 * carry their length, since "\u0000" may occur inside. Numbers keep both the
 * double value and their source text (for integers above 2^53).
 */
#ifndef CAIRN_TEST_JSON_H
#define CAIRN_TEST_JSON_H

#include <stddef.h>
#include <stdio.h>

typedef enum json_type { JSON_NULL, JSON_BOOL, JSON_NUMBER, JSON_STRING, JSON_ARRAY, JSON_OBJECT } json_type;

typedef struct json_value {
    json_type type;
    int boolean;      /* JSON_BOOL: 0 or 1 */
    double number;    /* JSON_NUMBER */
    char *str;        /* JSON_STRING: decoded text; JSON_NUMBER: source text */
    size_t len;       /* length of str in bytes (without the terminating NUL) */
    size_t n;         /* JSON_ARRAY / JSON_OBJECT: number of elements / members */
    struct json_value **items; /* the n elements, or the n member values */
    char **keys;      /* JSON_OBJECT: the n member names (decoded, NUL-terminated) */
} json_value;

/* Parse len bytes of text. Returns the root, or NULL on a syntax error with a
 * message ("line L col C: what") in err (if err is not NULL). Trailing
 * non-whitespace after the value is an error. */
json_value *json_parse(const char *text, size_t len, char *err, size_t errlen);
/* Read the rest of f and parse it. */
json_value *json_parse_file(FILE *f, char *err, size_t errlen);
/* Open a file from the vector directory (tu_open_vector: a missing file is
 * a SKIP without a vector directory, a failed check with one) and parse it. NULL if absent or malformed; a malformed
 * file is reported as a failed check, never a skip. */
json_value *json_load_vector(const char *rel);
/* A Wycheproof file's count: CHECKs that counted (every case the runner
 * saw, run or skipped for a reason it reports) equals the file's top-level
 * numberOfTests; returns the check's result. */
int json_wycheproof_counted(const json_value *doc, const char *rel, unsigned long counted);
/* A Wycheproof file's testGroups, CHECKed to be a non-empty list. */
const json_value *json_wycheproof_groups(const json_value *doc, const char *rel);
/* Free a tree returned by the parse functions. NULL is fine. */
void json_free(json_value *v);

/* Member of an object by name; NULL if v is not an object or has no such key. */
const json_value *json_get(const json_value *obj, const char *key);
/* Number of elements (array) or members (object); 0 for anything else or NULL. */
size_t json_len(const json_value *v);
/* i-th element of an array or i-th member value of an object; NULL if out of range. */
const json_value *json_at(const json_value *v, size_t i);
/* i-th member name of an object; NULL if out of range or not an object. */
const char *json_key_at(const json_value *obj, size_t i);

/* Value of a string node (NUL-terminated); NULL if v is not a string. */
const char *json_str(const json_value *v);
/* json_str(json_get(obj, key)). */
const char *json_get_str(const json_value *obj, const char *key);
/* Number as a long if v is a number with an integral value in range, else dflt. */
long json_int(const json_value *v, long dflt);
long json_get_int(const json_value *obj, const char *key, long dflt);
/* Number as a double, else dflt. */
double json_num(const json_value *v, double dflt);
/* 1 for true, 0 for false, dflt for anything else. */
int json_bool(const json_value *v, int dflt);
/* 1 if v is an array containing the string s (e.g. a Wycheproof "flags" list). */
int json_array_has_str(const json_value *arr, const char *s);

#endif
