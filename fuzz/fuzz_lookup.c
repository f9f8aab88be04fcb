/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * cairn_hash_lookup on arbitrary strings: never crashes, finds a descriptor
 * exactly when the name equals a canonical name after dropping case and the
 * separators '-', '_', '/', ' ' (checked against a reference written here),
 * and sets *out to NULL otherwise.
 */
#include <ctype.h>

#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static size_t norm(const char *s, char *out, size_t cap)
{
    size_t n = 0;
    for (; *s; s++) {
        if (*s == '-' || *s == '_' || *s == '/' || *s == ' ')
            continue;
        if (n + 1 < cap)
            out[n++] = (char)tolower((unsigned char)*s);
    }
    out[n] = 0;
    return n;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char name[512], a[512], b[512];
    const cairn_hash *h = cairn_hash_at(0), *want = NULL;
    size_t n = size < sizeof name - 1 ? size : sizeof name - 1, i;
    int rc;

    memcpy(name, data, n);
    name[n] = 0;
    norm(name, a, sizeof a);
    for (i = 0; cairn_hash_at(i) != NULL; i++) {
        norm(cairn_hash_at(i)->name, b, sizeof b);
        if (strcmp(a, b) == 0) {
            want = cairn_hash_at(i);
            break;
        }
    }
    rc = cairn_hash_lookup(&h, name);
    if (want != NULL)
        FUZZ_CHECK(rc == CAIRN_OK && h == want, "lookup finds the canonical descriptor");
    else
        FUZZ_CHECK(rc == CAIRN_ERR_NOT_FOUND && h == NULL, "unknown name: NOT_FOUND and *out = NULL");
    return 0;
}
