/* SPDX-License-Identifier: Apache-2.0 OR MIT */
#include "testutil.h"

#include "cairn/aead.h"
#include "cairn/common.h"
#include "cairn/ec.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

unsigned long tu_checks, tu_failures, tu_skips;

int tu_check(int cond, const char *file, int line, const char *fmt, ...)
{
    tu_checks++;
    if (!cond) {
        va_list ap;
        tu_failures++;
        if (tu_failures <= 50) {
            fprintf(stderr, "FAIL %s:%d: ", file, line);
            va_start(ap, fmt);
            vfprintf(stderr, fmt, ap);
            va_end(ap);
            fputc('\n', stderr);
        }
    }
    return cond;
}

void tu_print_hex(FILE *f, const uint8_t *p, size_t len)
{
    size_t i;
    for (i = 0; i < len; i++)
        fprintf(f, "%02x", p[i]);
}

int tu_check_mem(const void *got, const void *want, size_t len, const char *file, int line, const char *what)
{
    int ok = len == 0 || memcmp(got, want, len) == 0;
    tu_check(ok, file, line, "%s: bytes differ", what);
    if (!ok && tu_failures <= 50) {
        fprintf(stderr, "  got  ");
        tu_print_hex(stderr, got, len);
        fprintf(stderr, "\n  want ");
        tu_print_hex(stderr, want, len);
        fputc('\n', stderr);
    }
    return ok;
}

int tu_check_rc(int got, int want, const char *file, int line, const char *what)
{
    return tu_check(got == want, file, line, "%s: status %d (%s), want %d (%s)", what, got, cairn_strerror(got), want,
                    cairn_strerror(want));
}

void tu_skip(const char *what)
{
    tu_skips++;
    printf("SKIP %s\n", what);
}

/* vector files not read because there is no vector directory */
static unsigned long tu_absent;

int tu_finish(const char *name)
{
    printf("%s: %lu checks, %lu failed, %lu skipped\n", name, tu_checks, tu_failures, tu_skips);
    if (tu_failures)
        return 1;
    if (tu_checks == 0 && tu_skips)
        return TU_SKIP;
    if (tu_absent) {
        /* the built-in checks passed, but the vector files did not run */
        printf("%s: skipped: %lu vector files absent (no vector directory)\n", name, tu_absent);
        return TU_SKIP;
    }
    if (tu_checks == 0) {
        printf("%s: no check ran\n", name);
        return 1;
    }
    return 0;
}

const char *tu_vectors_dir(void)
{
    const char *e = getenv("CAIRN_VECTORS");
    if (e && *e)
        return e;
#ifdef CAIRN_DEFAULT_VECTORS
    return CAIRN_DEFAULT_VECTORS;
#else
    return "../shared/vectors";
#endif
}

FILE *tu_open_vector(const char *rel)
{
    char path[4096];
    FILE *f;
    snprintf(path, sizeof path, "%s/%s", tu_vectors_dir(), rel);
    f = fopen(path, "rb");
    if (!f) {
        /* Absent vectors (no directory: its README.md cannot be read) are
         * a skip. A file missing from a directory that is there is a
         * failure: a renamed or lost file, or a wrong name in a driver,
         * would otherwise pass as a skip among the checks that ran. */
        char readme[4200];
        FILE *g;
        snprintf(readme, sizeof readme, "%s/README.md", tu_vectors_dir());
        g = fopen(readme, "rb");
        if (g != NULL) {
            fclose(g);
            tu_check(0, __FILE__, __LINE__, "vector file %s not found (the vector directory is there)", path);
        } else {
            char msg[4200];
            snprintf(msg, sizeof msg, "vector file %s not found (no vector directory)", path);
            tu_skip(msg);
            tu_absent++;
        }
    }
    return f;
}

static int hexval(int c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    c = tolower(c);
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    return -1;
}

uint8_t *tu_unhex(const char *hex, size_t *len)
{
    size_t n = strlen(hex), i;
    uint8_t *out;
    if (n % 2)
        return NULL;
    out = malloc(n / 2 + 1);
    if (!out)
        abort();
    for (i = 0; i < n / 2; i++) {
        int hi = hexval((unsigned char)hex[2 * i]), lo = hexval((unsigned char)hex[2 * i + 1]);
        if (hi < 0 || lo < 0) {
            free(out);
            return NULL;
        }
        out[i] = (uint8_t)(hi << 4 | lo);
    }
    *len = n / 2;
    return out;
}

int tu_all_zero(const void *p, size_t n)
{
    const uint8_t *b = (const uint8_t *)p;
    uint8_t acc = 0;
    size_t i;
    for (i = 0; i < n; i++)
        acc |= b[i];
    return acc == 0;
}

long tu_unhex_into(uint8_t *out, size_t cap, const char *hex)
{
    size_t n = strlen(hex), i;
    if (n % 2 || n / 2 > cap)
        return -1;
    for (i = 0; i < n / 2; i++) {
        int hi = hexval((unsigned char)hex[2 * i]), lo = hexval((unsigned char)hex[2 * i + 1]);
        if (hi < 0 || lo < 0)
            return -1;
        out[i] = (uint8_t)(hi << 4 | lo);
    }
    return (long)(n / 2);
}

char *tu_getline(FILE *f)
{
    static char *buf;
    static size_t cap;
    size_t n = 0;
    int c;
    while ((c = fgetc(f)) != EOF && c != '\n') {
        if (n + 2 > cap) {
            cap = cap ? cap * 2 : 256;
            buf = realloc(buf, cap);
            if (!buf)
                abort();
        }
        buf[n++] = (char)c;
    }
    if (c == EOF && n == 0)
        return NULL;
    if (!buf) {
        cap = 256;
        buf = malloc(cap);
        if (!buf)
            abort();
    }
    while (n > 0 && (buf[n - 1] == '\r' || buf[n - 1] == ' ' || buf[n - 1] == '\t'))
        n--;
    buf[n] = 0;
    return buf;
}

static char *trim(char *s)
{
    char *e;
    while (*s == ' ' || *s == '\t')
        s++;
    e = s + strlen(s);
    while (e > s && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r'))
        *--e = 0;
    return s;
}

int tu_split_kv(char *line, char **key, char **val)
{
    char *eq = strchr(line, '=');
    if (!eq)
        return 0;
    *eq = 0;
    *key = trim(line);
    *val = trim(eq + 1);
    return 1;
}

static uint64_t splitmix(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

void tu_prng_seed(tu_prng *r, uint64_t seed)
{
    int i;
    for (i = 0; i < 4; i++)
        r->s[i] = splitmix(&seed);
}

static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

uint64_t tu_prng_next(tu_prng *r)
{
    uint64_t *s = r->s;
    uint64_t res = rotl(s[1] * 5, 7) * 9, t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return res;
}

void tu_prng_fill(tu_prng *r, uint8_t *out, size_t len)
{
    while (len) {
        uint64_t v = tu_prng_next(r);
        size_t k = len < 8 ? len : 8;
        memcpy(out, &v, k);
        out += k;
        len -= k;
    }
}

uint64_t tu_prng_below(tu_prng *r, uint64_t n) { return tu_prng_next(r) % n; }

uint64_t tu_seed(uint64_t dflt)
{
    const char *e = getenv("CAIRN_TEST_SEED");
    uint64_t s = dflt;
    if (e && *e)
        s = strtoull(e, NULL, 0);
    printf("seed %llu (set CAIRN_TEST_SEED to replay)\n", (unsigned long long)s);
    return s;
}

/* ------------------------------------------------ AEAD implementation pairs */

static size_t list_len(const cairn_impl *const *list)
{
    size_t n = 0;
    while (list != NULL && list[n] != NULL)
        n++;
    return n;
}

/* see testutil.h */
int tu_aead_pair(const cairn_aead *a, size_t i, const cairn_impl **cipher, const cairn_impl **hash)
{
    size_t n0 = list_len(a->parts[0]), n1 = list_len(a->parts[1]), m0 = n0 ? n0 : 1, m1 = n1 ? n1 : 1, k;
    const cairn_impl *p0 = cairn_impl_portable(a->parts[0]), *p1 = cairn_impl_portable(a->parts[1]);

    if (i >= m0 * m1)
        return 0;
    if (i == 0) {
        *cipher = p0;
        *hash = p1;
        return 1;
    }
    /* the product in list order, with the portable pair (index 0) left out */
    for (k = 0; k < m0 * m1; k++) {
        const cairn_impl *c = n0 ? a->parts[0][k / m1] : NULL, *h = n1 ? a->parts[1][k % m1] : NULL;
        if (c == p0 && h == p1)
            continue;
        if (--i == 0) {
            *cipher = c;
            *hash = h;
            return 1;
        }
    }
    return 0;
}

/* see testutil.h */
const char *tu_aead_pair_name(const cairn_aead *a, size_t i)
{
    static char names[4][96]; /* four calls may share one printf */
    static unsigned next;
    char *name = names[next++ % 4];
    const cairn_impl *c, *h;
    if (!tu_aead_pair(a, i, &c, &h))
        return NULL;
    if (c != NULL && h != NULL)
        snprintf(name, sizeof names[0], "%s/%s", c->name, h->name);
    else
        snprintf(name, sizeof names[0], "%s", c != NULL ? c->name : h != NULL ? h->name : "-");
    return name;
}

/* see testutil.h */
int tu_aead_pair_usable(const cairn_aead *a, size_t i)
{
    const cairn_impl *c, *h;
    if (!tu_aead_pair(a, i, &c, &h))
        return 0;
    return (c == NULL || cairn_impl_usable(c)) && (h == NULL || cairn_impl_usable(h));
}

/* see testutil.h */
int tu_aead_init_pair(cairn_aead_ctx *ctx, const cairn_aead *a, size_t i, const uint8_t *key, size_t keylen)
{
    const cairn_impl *c, *h;
    if (!tu_aead_pair(a, i, &c, &h))
        return CAIRN_ERR_NOT_FOUND;
    return cairn_aead_init_ex(ctx, a, c, h, key, keylen);
}

/* see testutil.h */
int tu_hash_in_build(const char *name)
{
    char n[24];
    size_t i, j;
    if (name == NULL)
        return 1;
    for (i = j = 0; name[i] != '\0' && j + 1 < sizeof n; i++)
        if (name[i] != '-')
            n[j++] = name[i];
    n[j] = '\0';
    if (strcmp(n, "MD5") == 0)
        return CAIRN_ENABLE_MD5;
    if (strcmp(n, "SHA1") == 0)
        return CAIRN_ENABLE_SHA1;
    if (strcmp(n, "SHA384") == 0 || strncmp(n, "SHA512", 6) == 0)
        return CAIRN_ENABLE_SHA512;
    if (strncmp(n, "SHA3", 4) == 0 || strncmp(n, "SHAKE", 5) == 0) /* (after SHA384) */
        return CAIRN_ENABLE_SHA3;
    if (strcmp(n, "SHA224") == 0 || strcmp(n, "SHA256") == 0)
        return CAIRN_ENABLE_SHA256;
    if (strcmp(n, "SM3") == 0)
        return CAIRN_ENABLE_SM3;
    return 1;
}

/* see testutil.h */
int tu_curve_in_build(int curve)
{
    switch (curve) {
    case CAIRN_EC_P256: return CAIRN_ENABLE_EC_P256;
    case CAIRN_EC_P384: return CAIRN_ENABLE_EC_P384;
    case CAIRN_EC_P521: return CAIRN_ENABLE_EC_P521;
    case CAIRN_EC_BRAINPOOLP256R1: return CAIRN_ENABLE_EC_BP256;
    case CAIRN_EC_BRAINPOOLP384R1: return CAIRN_ENABLE_EC_BP384;
    case CAIRN_EC_BRAINPOOLP512R1: return CAIRN_ENABLE_EC_BP512;
    case CAIRN_EC_SM2: return CAIRN_ENABLE_EC_SM2;
    default: return 0;
    }
}
