/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * cairn: the library from a shell (docs/cli.md). Written against the public
 * headers only, and generic over the descriptors: every hash, AEAD,
 * signature and key-agreement scheme the build lists (cairn_hash_at,
 * cairn_aead_at, cairn_sig_scheme_at, cairn_kex_scheme_at) is reachable by
 * name without a line here naming it. Key formats are the exception: the
 * families with a standard file format (RSA, the EC curves, the RFC 8410
 * curves) are converted to and from PEM/DER; any other scheme reads and
 * writes its pk.h byte encoding ("raw").
 *
 * Unlike the library this is a host program: it uses stdio and malloc.
 * Outputs are built in memory and written in one go through a temporary file
 * in the destination's directory, renamed on success, so a failing command
 * leaves no output file behind (and an existing one untouched).
 */
#define _POSIX_C_SOURCE 200809L

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cairn/aead.h"
#include "cairn/common.h"
#include "cairn/hash.h"
#include "cairn/kdf.h"
#include "cairn/mac.h"
#include "cairn/pk.h"
#include "cairn/rng.h"
#if CAIRN_ENABLE_CURVE25519
#include "cairn/curve25519.h"
#endif
#if CAIRN_ENABLE_CURVE448
#include "cairn/curve448.h"
#endif

/* Exit statuses, one per class of failure (docs/cli.md has the same table). */
enum {
    ST_OK = 0,
    ST_USAGE = 1, /* bad option, missing or malformed argument */
    ST_ALG = 2,   /* unknown algorithm (or not in this build) */
    ST_FILE = 3,  /* input missing or unreadable, output not writable */
    ST_KEY = 4,   /* key unreadable, or of the wrong type for the command */
    ST_AUTH = 5,  /* ciphertext truncated or tampered with (tag check failed) */
    ST_SIG = 6,   /* signature does not verify */
    ST_FAIL = 7   /* any other failure (the library refused, random source failed) */
};

static const char *g_cmd = "cairn";

#if defined(__GNUC__) || defined(__clang__)
static int fail(int status, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
#endif
static int fail(int status, const char *fmt, ...)
{
    va_list ap;
    fprintf(stderr, "cairn: %s: ", g_cmd);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    return status;
}

/* ------------------------------------------------------------------ options */

enum {
    O_ALG,
    O_IN,
    O_OUT,
    O_KEY,
    O_KEYHEX,
    O_PEER,
    O_SIG,
    O_SALT,
    O_INFO,
    O_PASS,
    O_PASSFILE,
    O_LEN,
    O_ITER,
    O_AAD,
    O_NONCE,
    O_FORMAT,
    O_BINARY,
    O_P1363,
    O_HELP,
    O_COUNT
};

static const struct {
    const char *lng;
    char shrt;
    int arg;
    const char *help;
} options[O_COUNT] = {
    [O_ALG] = {"alg", 'a', 1, "-a, --alg NAME      algorithm (`cairn list` shows this build's)"},
    [O_IN] = {"in", 'i', 1, "-i, --in FILE       input (default: standard input; also the one operand)"},
    [O_OUT] = {"out", 'o', 1, "-o, --out FILE      output (default: standard output)"},
    [O_KEY] = {"key", 'k', 1,
               "-k, --key FILE      key file (AEAD, HMAC, HKDF: its bytes; public-key: PEM, DER or raw)"},
    [O_KEYHEX] = {"key-hex", 0, 1, "    --key-hex HEX   key bytes in hex instead of a file"},
    [O_PEER] = {"peer", 'p', 1, "-p, --peer FILE     the peer's public key (PEM, DER or raw)"},
    [O_SIG] = {"sig", 's', 1, "-s, --sig FILE      signature file"},
    [O_SALT] = {"salt-hex", 0, 1, "    --salt-hex HEX  salt"},
    [O_INFO] = {"info-hex", 0, 1, "    --info-hex HEX  HKDF info"},
    [O_PASS] = {"pass", 0, 1, "    --pass TEXT     password"},
    [O_PASSFILE] = {"pass-file", 0, 1, "    --pass-file F   password: the bytes of file F"},
    [O_LEN] = {"length", 'l', 1, "-l, --length N      output length in bytes"},
    [O_ITER] = {"iter", 'c', 1, "-c, --iter N        PBKDF2 iteration count"},
    [O_AAD] = {"aad-hex", 0, 1, "    --aad-hex HEX   associated data (authenticated, not stored)"},
    [O_NONCE] = {"nonce-hex", 0, 1, "    --nonce-hex HEX nonce given by the caller: not stored in the output"},
    [O_FORMAT] = {"format", 'f', 1, "-f, --format F      key output format: pem (default), der, raw"},
    [O_BINARY] = {"binary", 'b', 0, "-b, --binary        raw bytes instead of a hex line"},
    [O_P1363] = {"p1363", 0, 0, "    --p1363         ECDSA signatures as r || s instead of DER"},
    [O_HELP] = {"help", 'h', 0, "-h, --help          this help"},
};

typedef struct {
    const char *v[O_COUNT];
    int set[O_COUNT];
} opts;

#define B(o) (1u << (o))

/* -------------------------------------------------------------- utilities */

static int hexval(int c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    c = tolower(c);
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    return -1;
}

/* Decodes hex (whitespace ignored) into a new buffer; -1 on bad input. */
static int unhex(const char *s, uint8_t **out, size_t *outlen)
{
    size_t n = strlen(s), k = 0;
    uint8_t *b = malloc(n / 2 + 1);
    int hi = -1;
    if (b == NULL)
        return -1;
    for (; *s != '\0'; s++) {
        int v;
        if (isspace((unsigned char)*s))
            continue;
        v = hexval((unsigned char)*s);
        if (v < 0) {
            free(b);
            return -1;
        }
        if (hi < 0) {
            hi = v;
        } else {
            b[k++] = (uint8_t)(hi << 4 | v);
            hi = -1;
        }
    }
    if (hi >= 0) {
        free(b);
        return -1;
    }
    *out = b;
    *outlen = k;
    return 0;
}

static char *tohex_line(const uint8_t *b, size_t n, size_t *len)
{
    static const char dig[] = "0123456789abcdef";
    char *s = malloc(2 * n + 2);
    size_t i;
    if (s == NULL)
        return NULL;
    for (i = 0; i < n; i++) {
        s[2 * i] = dig[b[i] >> 4];
        s[2 * i + 1] = dig[b[i] & 15];
    }
    s[2 * n] = '\n';
    s[2 * n + 1] = '\0';
    *len = 2 * n + 1;
    return s;
}

/* Letters and digits only, lower case: how the library's lookups compare names. */
static void norm_name(char *dst, size_t cap, const char *a, const char *b)
{
    size_t k = 0;
    const char *parts[2];
    int i;
    parts[0] = a;
    parts[1] = b;
    for (i = 0; i < 2; i++)
        for (const char *p = parts[i]; p != NULL && *p != '\0'; p++)
            if (isalnum((unsigned char)*p) && k + 1 < cap)
                dst[k++] = (char)tolower((unsigned char)*p);
    dst[k] = '\0';
}

static int same_norm(const char *x, const char *a, const char *b)
{
    char n1[96], n2[96];
    norm_name(n1, sizeof n1, x, NULL);
    norm_name(n2, sizeof n2, a, b);
    return strcmp(n1, n2) == 0;
}

/* Progress on stderr for large inputs, only when someone watches it. */
#define PROGRESS_MIN (64u << 20)
typedef struct {
    int on;
    unsigned long long total, done;
    int shown;
} progress;

static void progress_start(progress *p, FILE *f)
{
    struct stat st;
    memset(p, 0, sizeof *p);
    p->shown = -1;
    if (isatty(STDERR_FILENO) && fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode) &&
        (unsigned long long)st.st_size >= PROGRESS_MIN) {
        p->on = 1;
        p->total = (unsigned long long)st.st_size;
    }
}

static void progress_add(progress *p, size_t n)
{
    int pct;
    if (!p->on)
        return;
    p->done += n;
    pct = (int)(p->done * 100 / p->total);
    if (pct != p->shown) {
        p->shown = pct;
        fprintf(stderr, "\rcairn: %s: %3d%%", g_cmd, pct);
    }
}

static void progress_end(progress *p)
{
    if (p->on)
        fprintf(stderr, "\r\033[K");
}

static FILE *open_in(const char *path)
{
    if (path == NULL || strcmp(path, "-") == 0)
        return stdin;
    return fopen(path, "rb");
}

/* Reads a whole file (NULL or "-": standard input). ST_OK or ST_FILE (message printed). */
static int read_all(const char *path, uint8_t **out, size_t *outlen)
{
    FILE *f = open_in(path);
    uint8_t *b = NULL;
    size_t n = 0, cap = 0;
    progress pr;
    if (f == NULL)
        return fail(ST_FILE, "%s: %s", path ? path : "stdin", strerror(errno));
    progress_start(&pr, f);
    for (;;) {
        size_t got;
        if (cap - n < 65536) {
            size_t ncap = cap < 65536 ? 131072 : cap * 2;
            uint8_t *nb = realloc(b, ncap);
            if (nb == NULL) {
                free(b);
                if (f != stdin)
                    fclose(f);
                return fail(ST_FILE, "%s: out of memory", path ? path : "stdin");
            }
            b = nb;
            cap = ncap;
        }
        got = fread(b + n, 1, cap - n, f);
        n += got;
        progress_add(&pr, got);
        if (got == 0)
            break;
    }
    progress_end(&pr);
    if (ferror(f)) {
        int e = errno;
        free(b);
        if (f != stdin)
            fclose(f);
        return fail(ST_FILE, "%s: %s", path ? path : "stdin", strerror(e));
    }
    if (f != stdin)
        fclose(f);
    *out = b;
    *outlen = n;
    return ST_OK;
}

/* Writes data to path through a temporary file renamed into place (NULL or
 * "-": standard output). secret: the file is created 0600. */
static int write_out(const char *path, const void *data, size_t len, int secret)
{
    char *tmp;
    int fd;
    FILE *f;
    int ok;
    if (path == NULL || strcmp(path, "-") == 0) {
        if (fwrite(data, 1, len, stdout) != len || fflush(stdout) != 0)
            return fail(ST_FILE, "standard output: %s", strerror(errno));
        return ST_OK;
    }
    tmp = malloc(strlen(path) + 16);
    if (tmp == NULL)
        return fail(ST_FILE, "out of memory");
    sprintf(tmp, "%s.cairn-XXXXXX", path);
    fd = mkstemp(tmp);
    if (fd < 0) {
        int e = errno;
        free(tmp);
        return fail(ST_FILE, "%s: %s", path, strerror(e));
    }
    if (!secret) {
        mode_t um = umask(0);
        umask(um);
        (void)fchmod(fd, 0666 & ~um);
    }
    f = fdopen(fd, "wb");
    if (f == NULL) {
        close(fd);
        unlink(tmp);
        free(tmp);
        return fail(ST_FILE, "%s: %s", path, strerror(errno));
    }
    ok = fwrite(data, 1, len, f) == len;
    ok &= fflush(f) == 0;
    ok &= fsync(fileno(f)) == 0 || errno == EINVAL;
    ok &= fclose(f) == 0;
    if (!ok || rename(tmp, path) != 0) {
        int e = errno;
        unlink(tmp);
        free(tmp);
        return fail(ST_FILE, "%s: %s", path, strerror(e));
    }
    free(tmp);
    return ST_OK;
}

/* A result that is a digest, MAC, derived key or shared secret: a hex line, or the bytes with --binary. */
static int write_result(const opts *o, const uint8_t *b, size_t n, int secret)
{
    size_t hl;
    char *h;
    int st;
    if (o->set[O_BINARY])
        return write_out(o->v[O_OUT], b, n, secret);
    h = tohex_line(b, n, &hl);
    if (h == NULL)
        return fail(ST_FAIL, "out of memory");
    st = write_out(o->v[O_OUT], h, hl, secret);
    cairn_wipe(h, hl);
    free(h);
    return st;
}

static int parse_size(const char *s, size_t *out)
{
    char *end;
    unsigned long long v;
    if (s == NULL || *s < '0' || *s > '9')
        return -1;
    errno = 0;
    v = strtoull(s, &end, 10);
    if (errno != 0 || *end != '\0' || v > (size_t)-1)
        return -1;
    *out = (size_t)v;
    return 0;
}

/* Bytes given as --X-hex, or empty. */
static int hex_opt(const opts *o, int id, uint8_t **b, size_t *n)
{
    *b = NULL;
    *n = 0;
    if (!o->set[id])
        return ST_OK;
    if (unhex(o->v[id], b, n) != 0)
        return fail(ST_USAGE, "--%s: not a hex string", options[id].lng);
    return ST_OK;
}

/* Symmetric key or input keying material: --key FILE (its bytes) or --key-hex. */
static int sym_key(const opts *o, uint8_t **k, size_t *kl, int required)
{
    *k = NULL;
    *kl = 0;
    if (o->set[O_KEY] && o->set[O_KEYHEX])
        return fail(ST_USAGE, "give --key or --key-hex, not both");
    if (o->set[O_KEY])
        return read_all(o->v[O_KEY], k, kl);
    if (o->set[O_KEYHEX])
        return hex_opt(o, O_KEYHEX, k, kl);
    if (required)
        return fail(ST_USAGE, "a key is needed (--key FILE or --key-hex HEX)");
    return ST_OK;
}

static void free_secret(uint8_t *b, size_t n)
{
    if (b != NULL) {
        cairn_wipe(b, n);
        free(b);
    }
}

static int lib_status(int rc, const char *what) { return fail(ST_FAIL, "%s: %s", what, cairn_strerror(rc)); }

/* ----------------------------------------------------------- hash and MAC */

static int find_hash(const opts *o, const cairn_hash **h)
{
    const char *name = o->set[O_ALG] ? o->v[O_ALG] : "SHA-256";
    if (cairn_hash_lookup(h, name) != CAIRN_OK)
        return fail(ST_ALG, "unknown hash '%s' (see `cairn list`)", name);
    return ST_OK;
}

static int cmd_hash(const opts *o, int hmac)
{
    const cairn_hash *h;
    uint8_t *key = NULL, *buf = NULL;
    size_t kl = 0, outlen;
    uint8_t out[256];
    FILE *f;
    progress pr;
    int st, rc = CAIRN_OK;
    cairn_hash_ctx hc;
    cairn_hmac_ctx mc;

    memset(&hc, 0, sizeof hc);
    memset(&mc, 0, sizeof mc);

    if ((st = find_hash(o, &h)) != ST_OK)
        return st;
    outlen = h->digest_len;
    if (o->set[O_LEN]) {
        if (parse_size(o->v[O_LEN], &outlen) != 0 || outlen == 0 || outlen > sizeof out ||
            (!(h->flags & CAIRN_HASH_FLAG_XOF) && (hmac ? outlen > h->digest_len : outlen != h->digest_len)))
            return fail(ST_USAGE, "--length %s: not an output length of %s", o->v[O_LEN], h->name);
    }
    if (hmac) {
        if ((st = sym_key(o, &key, &kl, 1)) != ST_OK)
            return st;
        rc = cairn_hmac_init(&mc, h, key, kl);
        free_secret(key, kl);
        if (rc == CAIRN_ERR_UNSUPPORTED) {
            cairn_hmac_wipe(&mc);
            return fail(ST_ALG, "HMAC is not defined over %s", h->name);
        }
    } else {
        rc = cairn_hash_init(&hc, h);
    }
    if (rc != CAIRN_OK) {
        cairn_hmac_wipe(&mc);
        return lib_status(rc, h->name);
    }
    f = open_in(o->v[O_IN]);
    buf = malloc(1 << 16);
    if (f == NULL || buf == NULL) {
        st = fail(ST_FILE, "%s: %s", o->v[O_IN] ? o->v[O_IN] : "stdin", strerror(errno));
        goto done;
    }
    progress_start(&pr, f);
    for (;;) {
        size_t got = fread(buf, 1, 1 << 16, f);
        if (got == 0)
            break;
        rc = hmac ? cairn_hmac_update(&mc, buf, got) : cairn_hash_update(&hc, buf, got);
        if (rc != CAIRN_OK)
            break;
        progress_add(&pr, got);
    }
    progress_end(&pr);
    if (ferror(f)) {
        st = fail(ST_FILE, "%s: %s", o->v[O_IN] ? o->v[O_IN] : "stdin", strerror(errno));
        goto done;
    }
    if (rc == CAIRN_OK)
        rc = hmac ? cairn_hmac_final(&mc, out, outlen) : cairn_hash_final(&hc, out, outlen);
    if (rc != CAIRN_OK) {
        st = lib_status(rc, h->name);
        goto done;
    }
    st = write_result(o, out, outlen, hmac);
done:
    if (hmac)
        cairn_hmac_wipe(&mc);
    else
        cairn_hash_wipe(&hc);
    cairn_wipe(out, sizeof out);
    if (f != NULL && f != stdin)
        fclose(f);
    free(buf);
    return st;
}

static int cmd_hkdf(const opts *o, int pbkdf2)
{
    const cairn_hash *h;
    uint8_t *ikm = NULL, *salt = NULL, *info = NULL, *out = NULL;
    size_t ikml = 0, saltl = 0, infol = 0, outlen = 0, iter = 0;
    int st, rc;

    if ((st = find_hash(o, &h)) != ST_OK)
        return st;
    if (!o->set[O_LEN] || parse_size(o->v[O_LEN], &outlen) != 0 || outlen == 0)
        return fail(ST_USAGE, "--length N (N >= 1) is needed");
    if (pbkdf2) {
        if (!o->set[O_ITER] || parse_size(o->v[O_ITER], &iter) != 0 || iter == 0 || iter > 0xffffffffu)
            return fail(ST_USAGE, "--iter N (1 <= N < 2^32) is needed");
        if (o->set[O_PASS] + o->set[O_PASSFILE] != 1)
            return fail(ST_USAGE, "give the password with --pass or --pass-file");
        if (o->set[O_PASSFILE]) {
            if ((st = read_all(o->v[O_PASSFILE], &ikm, &ikml)) != ST_OK)
                return st;
        } else {
            ikml = strlen(o->v[O_PASS]);
            ikm = malloc(ikml + 1);
            if (ikm == NULL)
                return fail(ST_FAIL, "out of memory");
            memcpy(ikm, o->v[O_PASS], ikml + 1);
        }
    } else if ((st = sym_key(o, &ikm, &ikml, 1)) != ST_OK) {
        return st;
    }
    if ((st = hex_opt(o, O_SALT, &salt, &saltl)) != ST_OK || (st = hex_opt(o, O_INFO, &info, &infol)) != ST_OK)
        goto done;
    out = malloc(outlen);
    if (out == NULL) {
        st = fail(ST_FAIL, "out of memory");
        goto done;
    }
    rc = pbkdf2 ? cairn_pbkdf2(h, out, outlen, ikm, ikml, salt, saltl, (uint32_t)iter)
                : cairn_hkdf(h, out, outlen, salt, saltl, ikm, ikml, info, infol);
    if (rc == CAIRN_ERR_UNSUPPORTED)
        st = fail(ST_ALG, "HMAC is not defined over %s", h->name);
    else if (rc == CAIRN_ERR_BAD_LENGTH)
        st = fail(ST_USAGE, "--length %zu: too long for %s", outlen, h->name);
    else if (rc != CAIRN_OK)
        st = lib_status(rc, h->name);
    else
        st = write_result(o, out, outlen, 1);
done:
    free_secret(ikm, ikml);
    free(salt);
    free(info);
    free_secret(out, outlen);
    return st;
}

/* ------------------------------------------------------------------- AEAD */

/*
 * enc output: nonce || ciphertext || tag, the nonce drawn at random
 * (aead->nonce_len bytes) and the tag full length; with --nonce-hex the
 * caller keeps the nonce and the output is ciphertext || tag.
 */
static int cmd_aead(const opts *o, int decrypt)
{
    const cairn_aead *a;
    cairn_aead_ctx ctx;
    uint8_t *key = NULL, *in = NULL, *out = NULL, *aad = NULL, *nonce = NULL;
    size_t kl = 0, inl = 0, outl = 0, aadl = 0, nl = 0, tl;
    uint8_t rnd[CAIRN_AEAD_MAX_NONCE_LEN];
    int st, rc, given;

    if (!o->set[O_ALG])
        return fail(ST_USAGE, "--alg NAME is needed (see `cairn list`)");
    if (cairn_aead_lookup(&a, o->v[O_ALG]) != CAIRN_OK)
        return fail(ST_ALG, "unknown AEAD '%s' (see `cairn list`)", o->v[O_ALG]);
    tl = a->tag_len;
    if ((st = sym_key(o, &key, &kl, 1)) != ST_OK)
        return st;
    if (kl != a->key_len) {
        st = fail(ST_KEY, "%s takes a %zu-byte key, not %zu bytes", a->name, a->key_len, kl);
        goto done;
    }
    if ((st = hex_opt(o, O_AAD, &aad, &aadl)) != ST_OK || (st = hex_opt(o, O_NONCE, &nonce, &nl)) != ST_OK)
        goto done;
    given = o->set[O_NONCE];
    if (given && (nl < a->nonce_min || nl > a->nonce_max)) {
        st = fail(ST_USAGE, "--nonce-hex: %s takes %zu..%zu-byte nonces", a->name, a->nonce_min, a->nonce_max);
        goto done;
    }
    if ((st = read_all(o->v[O_IN], &in, &inl)) != ST_OK)
        goto done;
    rc = cairn_aead_init(&ctx, a, key, kl);
    if (rc != CAIRN_OK) {
        st = lib_status(rc, a->name);
        goto done;
    }
    if (!decrypt) {
        size_t pre = given ? 0 : a->nonce_len;
        if (!given) {
            if ((rc = cairn_os_entropy(NULL, rnd, a->nonce_len)) != CAIRN_OK) {
                st = lib_status(rc, "random nonce");
                goto wipe;
            }
            nl = a->nonce_len;
        }
        outl = pre + inl + tl;
        out = malloc(outl);
        if (out == NULL) {
            st = fail(ST_FAIL, "out of memory");
            goto wipe;
        }
        if (!given)
            memcpy(out, rnd, pre);
        rc = cairn_aead_encrypt(&ctx, out + pre, out + pre + inl, tl, given ? nonce : rnd, nl, aad, aadl, in, inl);
        if (rc == CAIRN_ERR_BAD_LENGTH) {
            /* CCM with a 12-byte nonce stops at 2^24 - 1 bytes, GCM at 2^36 - 32 */
            st = fail(ST_FAIL, "%s cannot encrypt %zu bytes with a %zu-byte nonce", a->name, inl, nl);
            goto wipe;
        } else if (rc != CAIRN_OK) {
            st = lib_status(rc, a->name);
            goto wipe;
        }
        st = write_out(o->v[O_OUT], out, outl, 0);
    } else {
        const uint8_t *n = given ? nonce : in, *c;
        size_t pre = given ? 0 : a->nonce_len;
        if (inl < pre + tl) {
            st = fail(ST_AUTH, "ciphertext truncated (%zu bytes; %s needs at least %zu)", inl, a->name, pre + tl);
            goto wipe;
        }
        if (!given)
            nl = a->nonce_len;
        c = in + pre;
        outl = inl - pre - tl;
        out = malloc(outl + 1);
        if (out == NULL) {
            st = fail(ST_FAIL, "out of memory");
            goto wipe;
        }
        rc = cairn_aead_decrypt(&ctx, out, c + outl, tl, n, nl, aad, aadl, c, outl);
        if (rc == CAIRN_ERR_AUTH)
            st = fail(ST_AUTH, "authentication failed: wrong key, nonce or AAD, or the ciphertext was altered");
        else if (rc != CAIRN_OK)
            st = lib_status(rc, a->name);
        else
            st = write_out(o->v[O_OUT], out, outl, 1);
    }
wipe:
    cairn_aead_wipe(&ctx);
done:
    free_secret(key, kl);
    free_secret(out, outl);
    free_secret(in, inl);
    free(aad);
    free(nonce);
    return st;
}

/* ------------------------------------------------------------ public keys */

/*
 * Key families with a standard file format. A scheme belongs to one by its
 * name: "RSA-<bits>", "ECDSA-<curve>" / "ECDH-<curve>" / "<curve>" for a
 * curve of cairn/ec.h, and the RFC 8410 names.
 */
enum { FAM_OTHER, FAM_RSA, FAM_EC, FAM_8410 };

/* The RFC 8410 algorithms and their key-format functions in the library
 * (cairn/curve25519.h, cairn/curve448.h). */
typedef struct {
    const char *name;
    size_t len; /* raw secret (seed) and public key length */
    int (*priv_from_der)(uint8_t *, const uint8_t *, size_t);
    int (*priv_from_pem)(uint8_t *, const char *, size_t);
    int (*pub_from_der)(uint8_t *, const uint8_t *, size_t);
    int (*pub_from_pem)(uint8_t *, const char *, size_t);
    int (*priv_to_der)(const uint8_t *, int, uint8_t *, size_t, size_t *);
    int (*priv_to_pem)(const uint8_t *, int, char *, size_t, size_t *);
    int (*pub_to_der)(const uint8_t *, uint8_t *, size_t, size_t *);
    int (*pub_to_pem)(const uint8_t *, char *, size_t, size_t *);
} alg8410;

#define ALG8410(name, len, pfx)                                                                                        \
    {                                                                                                                  \
        name, len, cairn_##pfx##_private_key_from_der, cairn_##pfx##_private_key_from_pem,                             \
            cairn_##pfx##_public_key_from_der, cairn_##pfx##_public_key_from_pem, cairn_##pfx##_private_key_to_der,    \
            cairn_##pfx##_private_key_to_pem, cairn_##pfx##_public_key_to_der, cairn_##pfx##_public_key_to_pem         \
    }

static const alg8410 rfc8410[] = {
#if CAIRN_ENABLE_CURVE25519
    ALG8410("X25519", CAIRN_X25519_KEY_LEN, x25519),
    ALG8410("Ed25519", CAIRN_ED25519_SECRET_LEN, ed25519),
#endif
#if CAIRN_ENABLE_CURVE448
    ALG8410("X448", CAIRN_X448_KEY_LEN, x448),
    ALG8410("Ed448", CAIRN_ED448_SECRET_LEN, ed448),
#endif
    {NULL, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL}};

typedef struct {
    const cairn_sig_scheme *sig; /* one of the two */
    const cairn_kex_scheme *kex;
} scheme_ref;

static const char *scheme_name(scheme_ref s) { return s.sig ? s.sig->name : s.kex->name; }

#if CAIRN_ENABLE_EC
/* The curve of an EC scheme (0: none). */
static cairn_ec_curve ec_curve_of(const char *name)
{
    int c;
    for (c = 1; c < 64; c++) {
        const char *cn = cairn_ec_curve_name((cairn_ec_curve)c);
        if (cn == NULL)
            continue;
        if (same_norm(name, "ECDSA", cn) || same_norm(name, "ECDH", cn) || same_norm(name, cn, NULL))
            return (cairn_ec_curve)c;
    }
    return (cairn_ec_curve)0;
}
#endif

static int family_of(const char *name, int *idx)
{
    size_t i;
    for (i = 0; rfc8410[i].name != NULL; i++)
        if (same_norm(name, rfc8410[i].name, NULL)) {
            *idx = (int)i;
            return FAM_8410;
        }
#if CAIRN_ENABLE_RSA
    if (strncmp(name, "RSA-", 4) == 0)
        return FAM_RSA;
#endif
#if CAIRN_ENABLE_EC
    if (ec_curve_of(name) != 0)
        return FAM_EC;
#endif
    return FAM_OTHER;
}

/* The scheme of a kind (want_kex) whose name is prefix + rest, or rest. */
static int find_scheme(scheme_ref *s, int want_kex, const char *prefix, const char *rest)
{
    size_t i;
    s->sig = NULL;
    s->kex = NULL;
    if (want_kex) {
        const cairn_kex_scheme *k;
        for (i = 0; (k = cairn_kex_scheme_at(i)) != NULL; i++)
            if (same_norm(k->name, prefix, rest) || same_norm(k->name, rest, NULL)) {
                s->kex = k;
                return 0;
            }
    } else {
        const cairn_sig_scheme *g;
        for (i = 0; (g = cairn_sig_scheme_at(i)) != NULL; i++)
            if (same_norm(g->name, prefix, rest) || same_norm(g->name, rest, NULL)) {
                s->sig = g;
                return 0;
            }
    }
    return -1;
}

/* A key in its scheme's pk.h encoding. */
typedef struct {
    scheme_ref s;
    int secret;
    uint8_t *b;
    size_t n;
} pkey;

static void pkey_free(pkey *k)
{
    free_secret(k->b, k->n);
    k->b = NULL;
    k->n = 0;
}

static int pkey_set(pkey *k, scheme_ref s, int secret, const uint8_t *b, size_t n)
{
    k->s = s;
    k->secret = secret;
    k->b = malloc(n ? n : 1);
    if (k->b == NULL)
        return -1;
    memcpy(k->b, b, n);
    k->n = n;
    return 0;
}

/* The first PEM block of a text that may hold more around it (`openssl pkey
 * -text` writes the block, then the key's dump): b[*start..*start + *len)
 * from its BEGIN line to the end of its END line. 0 when there is none: DER
 * or raw. */
static int pem_block(const uint8_t *b, size_t n, size_t *start, size_t *len)
{
    size_t i, j;
    for (i = 0; i + 11 <= n && memcmp(b + i, "-----BEGIN ", 11) != 0; i++)
        ;
    if (i + 11 > n)
        return 0;
    for (j = i + 11; j + 9 <= n && memcmp(b + j, "-----END ", 9) != 0; j++)
        ;
    if (j + 9 > n)
        return 0;
    while (j < n && b[j] != '\n')
        j++;
    *start = i;
    *len = (j < n ? j + 1 : n) - i;
    return 1;
}

/* An RFC 8410 key through the library's readers: which entry, secret or
 * not, and the key in its scheme's encoding (EdDSA secret keys: the
 * keypair) into key[0..*keylen). -1 when it is none of them. */
static int read_8410(const uint8_t *b, size_t n, int pem, size_t *which, int *secret, uint8_t *key, size_t *keylen)
{
    size_t i, start = 0, len = n;
    if (pem && pem_block(b, n, &start, &len)) {
        b += start;
        n = len;
    }
    for (i = 0; rfc8410[i].name != NULL; i++) {
        const alg8410 *a = &rfc8410[i];
        if ((pem ? a->priv_from_pem(key, (const char *)b, n) : a->priv_from_der(key, b, n)) == CAIRN_OK) {
            *secret = 1;
            *keylen = a->name[0] == 'X' ? a->len : 2 * a->len;
        } else if ((pem ? a->pub_from_pem(key, (const char *)b, n) : a->pub_from_der(key, b, n)) == CAIRN_OK) {
            *secret = 0;
            *keylen = a->len;
        } else {
            continue;
        }
        *which = i;
        return 0;
    }
    return -1;
}

/* An RFC 8410 raw key into the scheme's encoding (EdDSA secret keys are seed || public). */
static int from_8410_raw(pkey *k, scheme_ref s, int secret, const uint8_t *raw, size_t len)
{
    uint8_t kp[128];
    size_t sl = s.sig ? s.sig->secret_len : s.kex->secret_len;
    int rc = CAIRN_ERR_UNSUPPORTED;
    if (!secret || sl == len)
        return pkey_set(k, s, secret, raw, len) == 0 ? ST_OK : ST_FAIL;
#if CAIRN_ENABLE_CURVE25519
    if (sl == CAIRN_ED25519_KEYPAIR_LEN && len == CAIRN_ED25519_SECRET_LEN)
        rc = cairn_ed25519_keypair_from_seed(kp, raw);
#endif
#if CAIRN_ENABLE_CURVE448
    if (sl == CAIRN_ED448_KEYPAIR_LEN && len == CAIRN_ED448_SECRET_LEN)
        rc = cairn_ed448_keypair_from_seed(kp, raw);
#endif
    if (rc == CAIRN_OK)
        rc = pkey_set(k, s, secret, kp, sl) == 0 ? CAIRN_OK : CAIRN_ERR_BAD_ARG;
    cairn_wipe(kp, sizeof kp);
    return rc == CAIRN_OK ? ST_OK : ST_KEY;
}

/*
 * Reads a key file whose family the bytes reveal (PEM or DER of RSA, EC or
 * RFC 8410). ST_OK with k set, ST_KEY when the bytes are none of these.
 */
static int parse_known(pkey *k, const uint8_t *b, size_t n, int want_kex)
{
    uint8_t raw[2 * 57];
    size_t which, rawlen = 0;
    size_t pstart, plen;
    int secret, st = ST_KEY, pem = pem_block(b, n, &pstart, &plen);
    scheme_ref s;

#if CAIRN_ENABLE_RSA
    {
        cairn_rsa_private_key *rk = malloc(sizeof *rk);
        cairn_rsa_public_key *pk = malloc(sizeof *pk);
        uint8_t *enc = malloc(CAIRN_SIG_MAX_SECRET_LEN);
        size_t el = 0, bits = 0;
        char num[32];
        if (rk != NULL && pk != NULL && enc != NULL) {
            int isprv = 0, ispub = 0;
            if (pem) {
                isprv = cairn_rsa_private_key_from_pem(rk, CAIRN_RSA_FORMAT_ANY, (const char *)b, n) == CAIRN_OK;
                ispub =
                    !isprv && cairn_rsa_public_key_from_pem(pk, CAIRN_RSA_FORMAT_ANY, (const char *)b, n) == CAIRN_OK;
            } else {
                isprv = cairn_rsa_private_key_from_der(rk, CAIRN_RSA_FORMAT_ANY, b, n) == CAIRN_OK;
                ispub = !isprv && cairn_rsa_public_key_from_der(pk, CAIRN_RSA_FORMAT_ANY, b, n) == CAIRN_OK;
            }
            if (isprv && cairn_rsa_private_key_to_der(rk, CAIRN_RSA_FORMAT_PKCS1, enc, CAIRN_SIG_MAX_SECRET_LEN, &el) ==
                             CAIRN_OK)
                bits = cairn_rsa_private_key_bits(rk);
            else if (ispub && cairn_rsa_public_key_to_der(pk, CAIRN_RSA_FORMAT_PKCS1, enc, CAIRN_SIG_MAX_SECRET_LEN,
                                                          &el) == CAIRN_OK)
                bits = cairn_rsa_public_key_bits(pk);
            if (bits != 0) {
                snprintf(num, sizeof num, "%zu", bits);
                if (want_kex == 1)
                    st = fail(ST_KEY, "an RSA key cannot be used for key agreement");
                else if (find_scheme(&s, 0, "RSA", num) != 0)
                    st = fail(ST_KEY, "RSA-%zu keys are not supported by this build", bits);
                else
                    st = pkey_set(k, s, isprv, enc, el) == 0 ? ST_OK : ST_FAIL;
            }
        }
        if (rk != NULL) {
            cairn_rsa_private_key_wipe(rk);
            free(rk);
        }
        free(pk);
        free_secret(enc, CAIRN_SIG_MAX_SECRET_LEN);
        if (bits != 0)
            goto out;
    }
#endif
#if CAIRN_ENABLE_EC
    {
        cairn_ec_private_key ek;
        cairn_ec_public_key ep;
        uint8_t enc[CAIRN_EC_MAX_POINT_LEN];
        size_t el = 0;
        cairn_ec_curve c = (cairn_ec_curve)0;
        int isprv = 0, ispub = 0;
        memset(&ek, 0, sizeof ek);
        if (pem) {
            isprv = cairn_ec_private_key_from_pem(&ek, CAIRN_EC_PKCS8, (const char *)b, n) == CAIRN_OK ||
                    cairn_ec_private_key_from_pem(&ek, CAIRN_EC_SEC1, (const char *)b, n) == CAIRN_OK;
            ispub = !isprv && cairn_ec_public_key_from_pem(&ep, (const char *)b, n) == CAIRN_OK;
        } else {
            isprv = cairn_ec_private_key_from_der(&ek, CAIRN_EC_PKCS8, b, n) == CAIRN_OK ||
                    cairn_ec_private_key_from_der(&ek, CAIRN_EC_SEC1, b, n) == CAIRN_OK;
            ispub = !isprv && cairn_ec_public_key_from_der(&ep, b, n) == CAIRN_OK;
        }
        if (isprv && cairn_ec_private_key_export(&ek, enc, sizeof enc, &el) == CAIRN_OK)
            c = cairn_ec_private_key_curve(&ek);
        else if (ispub && cairn_ec_public_key_export(&ep, 0, enc, sizeof enc, &el) == CAIRN_OK)
            c = cairn_ec_public_key_curve(&ep);
        cairn_ec_private_key_wipe(&ek);
        if (c != 0) {
            const char *cn = cairn_ec_curve_name(c);
            if (find_scheme(&s, want_kex == 1, want_kex == 1 ? "ECDH" : "ECDSA", cn) != 0 &&
                (want_kex != -1 || find_scheme(&s, 1, "ECDH", cn) != 0))
                st =
                    fail(ST_KEY, "no %s scheme on %s in this build", want_kex == 1 ? "key-agreement" : "signature", cn);
            else
                st = pkey_set(k, s, isprv, enc, el) == 0 ? ST_OK : ST_FAIL;
            cairn_wipe(enc, sizeof enc);
            goto out;
        }
    }
#endif
    if (read_8410(b, n, pem, &which, &secret, raw, &rawlen) == 0) {
        const char *nm = rfc8410[which].name;
        int kexkey = nm[0] == 'X';
        if (want_kex != -1 && kexkey != want_kex)
            st = fail(ST_KEY, "a %s key is for %s, not %s", nm, kexkey ? "key agreement" : "signatures",
                      want_kex ? "key agreement" : "signatures");
        else if (find_scheme(&s, kexkey, nm, NULL) != 0)
            st = fail(ST_KEY, "%s is not in this build", nm);
        else
            st = pkey_set(k, s, secret, raw, rawlen) == 0 ? ST_OK : ST_FAIL;
        goto out;
    }
    st = -1; /* not a format we know */
out:
    cairn_wipe(raw, sizeof raw);
    return st;
}

/* The scheme named by --alg (of the kind wanted: 0 signature, 1 key agreement, -1 either). */
static int scheme_by_name(scheme_ref *s, const char *name, int want_kex)
{
    int sig, kex;
    s->sig = NULL;
    s->kex = NULL;
    sig = cairn_sig_scheme_lookup(&s->sig, name) == CAIRN_OK;
    kex = cairn_kex_scheme_lookup(&s->kex, name) == CAIRN_OK;
    if (want_kex == 1 && kex)
        s->sig = NULL;
    else if (want_kex == 0 && sig)
        s->kex = NULL;
    else if (want_kex == -1 && (sig || kex))
        s->kex = sig ? NULL : s->kex;
    else if (sig || kex)
        return fail(ST_ALG, "%s is a %s scheme", name, sig ? "signature" : "key-agreement");
    else
        return fail(ST_ALG, "unknown %s scheme '%s' (see `cairn list`)",
                    want_kex == 1   ? "key-agreement"
                    : want_kex == 0 ? "signature"
                                    : "public-key",
                    name);
    return ST_OK;
}

/*
 * Loads a key: path (or hex), of the kind wanted (0 signature, 1 key
 * agreement, -1 either) and want: 1 a secret key, 0 a public key, 2 a public
 * key or a secret key turned into its public key, 3 a secret key turned into
 * its public key. alg (may be NULL) names the scheme; a key of another
 * scheme is ST_KEY. Raw keys need alg.
 */
static int load_key(pkey *k, const char *path, const char *hex, int want_kex, int want, const char *alg)
{
    uint8_t *b = NULL;
    size_t n = 0;
    int st;
    scheme_ref named = {NULL, NULL};

    memset(k, 0, sizeof *k);
    if (alg != NULL) {
        if ((st = scheme_by_name(&named, alg, want_kex)) != ST_OK)
            return st;
        want_kex = named.kex != NULL; /* an EC key then reads as the named kind */
    }
    if (hex != NULL) {
        if (unhex(hex, &b, &n) != 0)
            return fail(ST_USAGE, "--key-hex: not a hex string");
    } else if ((st = read_all(path, &b, &n)) != ST_OK) {
        return st;
    }
    st = parse_known(k, b, n, want_kex);
    if (st == -1) {
        /* raw: the scheme's own encoding, or an RFC 8410 raw key */
        size_t sl, pl;
        unsigned fl;
        int idx, fam, secret;
        if (alg == NULL) {
            st = fail(ST_KEY, "%s: not a PEM or DER key cairn knows; give --alg for a raw key", path ? path : "key");
            goto out;
        }
        sl = named.sig ? named.sig->secret_len : named.kex->secret_len;
        pl = named.sig ? named.sig->public_len : named.kex->public_len;
        fl = named.sig ? named.sig->flags : named.kex->flags;
        fam = family_of(scheme_name(named), &idx);
        secret = want == 1 || want == 3 || (want == 2 && n != pl);
        if (fam == FAM_8410 && n == rfc8410[idx].len && (secret || n == pl)) {
            st = from_8410_raw(k, named, secret, b, n);
        } else if (secret ? (n == sl || ((fl & CAIRN_PK_VARLEN_SECRET) && n > 0 && n <= sl))
                          : (n == pl || ((fl & CAIRN_PK_VARLEN_PUBLIC) && n > 0 && n <= pl))) {
            st = pkey_set(k, named, secret, b, n) == 0 ? ST_OK : ST_FAIL;
        } else {
            st = fail(ST_KEY, "%s: not a %s %s key (%zu bytes)", path ? path : "key", scheme_name(named),
                      secret ? "secret" : "public", n);
        }
    }
    if (st != ST_OK)
        goto out;
    if (named.sig != NULL || named.kex != NULL) {
        if (named.sig != k->s.sig || named.kex != k->s.kex) {
            st = fail(ST_KEY, "the key is an %s key, not %s", scheme_name(k->s), scheme_name(named));
            goto out;
        }
    }
    if ((want == 1 || want == 3) && !k->secret) {
        st = fail(ST_KEY, "a secret key is needed; %s holds a public key", path ? path : "the key");
        goto out;
    }
    if (want == 0 && k->secret) {
        st = fail(ST_KEY, "a public key is needed; %s holds a secret key", path ? path : "the key");
        goto out;
    }
    if ((want == 2 || want == 3) && k->secret) {
        uint8_t *pub;
        size_t pl = k->s.sig ? k->s.sig->public_len : k->s.kex->public_len, got = 0;
        int rc;
        pub = malloc(pl);
        if (pub == NULL) {
            st = fail(ST_FAIL, "out of memory");
            goto out;
        }
        rc = k->s.sig ? cairn_sig_public(k->s.sig, pub, pl, &got, k->b, k->n, NULL)
                      : cairn_kex_public(k->s.kex, pub, pl, &got, k->b, k->n, NULL);
        if (rc != CAIRN_OK) {
            free(pub);
            st = fail(ST_KEY, "public key of %s: %s", scheme_name(k->s), cairn_strerror(rc));
            goto out;
        }
        pkey_free(k);
        k->b = pub;
        k->n = got;
        k->secret = 0;
    }
out:
    if (st != ST_OK)
        pkey_free(k);
    free_secret(b, n);
    return st;
}

/* Encodes a key for a file: fmt "pem", "der" or "raw". */
static int encode_key(const pkey *k, const char *fmt, uint8_t **out, size_t *outlen)
{
    int idx = 0, fam = family_of(scheme_name(k->s), &idx), der = strcmp(fmt, "der") == 0, rc = CAIRN_ERR_UNSUPPORTED;
    size_t cap = 8192;
    uint8_t *b;

    if (strcmp(fmt, "raw") == 0) {
        /* RFC 8410 secret keys as the bare seed, as OpenSSL's raw private keys are */
        size_t n = fam == FAM_8410 && k->secret ? rfc8410[idx].len : k->n;
        if ((*out = malloc(n)) == NULL)
            return fail(ST_FAIL, "out of memory");
        memcpy(*out, k->b, n);
        *outlen = n;
        return ST_OK;
    }
    if (!der && strcmp(fmt, "pem") != 0)
        return fail(ST_USAGE, "--format %s: use pem, der or raw", fmt);
    if (fam == FAM_OTHER)
        return fail(ST_USAGE, "%s keys have no PEM/DER form here: use --format raw", scheme_name(k->s));
    b = malloc(cap);
    if (b == NULL)
        return fail(ST_FAIL, "out of memory");
    *outlen = 0;
    if (fam == FAM_8410) {
        const alg8410 *a = &rfc8410[idx];
        if (k->secret)
            rc = der ? a->priv_to_der(k->b, 0, b, cap, outlen) : a->priv_to_pem(k->b, 0, (char *)b, cap, outlen);
        else
            rc = der ? a->pub_to_der(k->b, b, cap, outlen) : a->pub_to_pem(k->b, (char *)b, cap, outlen);
    }
#if CAIRN_ENABLE_RSA
    if (fam == FAM_RSA) {
        if (k->secret) {
            cairn_rsa_private_key *rk = malloc(sizeof *rk);
            rc = rk == NULL ? CAIRN_ERR_BAD_ARG : cairn_rsa_private_key_from_der(rk, CAIRN_RSA_FORMAT_ANY, k->b, k->n);
            if (rc == CAIRN_OK)
                rc = der ? cairn_rsa_private_key_to_der(rk, CAIRN_RSA_FORMAT_PKCS8, b, cap, outlen)
                         : cairn_rsa_private_key_to_pem(rk, CAIRN_RSA_FORMAT_PKCS8, (char *)b, cap, outlen);
            if (rk != NULL) {
                cairn_rsa_private_key_wipe(rk);
                free(rk);
            }
        } else {
            cairn_rsa_public_key *pk = malloc(sizeof *pk);
            rc = pk == NULL ? CAIRN_ERR_BAD_ARG : cairn_rsa_public_key_from_der(pk, CAIRN_RSA_FORMAT_ANY, k->b, k->n);
            if (rc == CAIRN_OK)
                rc = der ? cairn_rsa_public_key_to_der(pk, CAIRN_RSA_FORMAT_PKCS8, b, cap, outlen)
                         : cairn_rsa_public_key_to_pem(pk, CAIRN_RSA_FORMAT_PKCS8, (char *)b, cap, outlen);
            free(pk);
        }
    }
#endif
#if CAIRN_ENABLE_EC
    if (fam == FAM_EC) {
        cairn_ec_curve c = ec_curve_of(scheme_name(k->s));
        cairn_ec_private_key ek;
        cairn_ec_public_key ep;
        if (k->secret) {
            rc = cairn_ec_private_key_import(&ek, c, k->b, k->n);
            if (rc == CAIRN_OK)
                rc = der ? cairn_ec_private_key_to_der(&ek, CAIRN_EC_PKCS8, 0, b, cap, outlen)
                         : cairn_ec_private_key_to_pem(&ek, CAIRN_EC_PKCS8, 0, (char *)b, cap, outlen);
            cairn_ec_private_key_wipe(&ek);
        } else {
            rc = cairn_ec_public_key_import(&ep, c, k->b, k->n);
            if (rc == CAIRN_OK)
                rc = der ? cairn_ec_public_key_to_der(&ep, 0, b, cap, outlen)
                         : cairn_ec_public_key_to_pem(&ep, 0, (char *)b, cap, outlen);
        }
    }
#endif
    if (rc != CAIRN_OK) {
        free_secret(b, cap);
        return fail(ST_FAIL, "encoding the %s key: %s", scheme_name(k->s), cairn_strerror(rc));
    }
    *out = b;
    return ST_OK;
}

static int write_key(const opts *o, const pkey *k)
{
    uint8_t *b = NULL;
    size_t n = 0;
    int idx, st;
    const char *fmt =
        o->set[O_FORMAT] ? o->v[O_FORMAT] : (family_of(scheme_name(k->s), &idx) == FAM_OTHER ? "raw" : "pem");
    if ((st = encode_key(k, fmt, &b, &n)) != ST_OK)
        return st;
    st = write_out(o->v[O_OUT], b, n, k->secret);
    free_secret(b, n);
    return st;
}

static int os_rng(void *state, uint8_t *out, size_t len) { return cairn_os_entropy(state, out, len); }

static int cmd_keygen(const opts *o, int unused)
{
    (void)unused;
    scheme_ref s = {NULL, NULL};
    pkey k;
    uint8_t *sk, *pk;
    size_t sl, pl, skl = 0, pkl = 0;
    int rc, st;
    if (!o->set[O_ALG])
        return fail(ST_USAGE, "--alg NAME is needed (see `cairn list`)");
    if (cairn_sig_scheme_lookup(&s.sig, o->v[O_ALG]) != CAIRN_OK &&
        cairn_kex_scheme_lookup(&s.kex, o->v[O_ALG]) != CAIRN_OK)
        return fail(ST_ALG, "unknown public-key scheme '%s' (see `cairn list`)", o->v[O_ALG]);
    sl = s.sig ? s.sig->secret_len : s.kex->secret_len;
    pl = s.sig ? s.sig->public_len : s.kex->public_len;
    sk = malloc(sl);
    pk = malloc(pl);
    if (sk == NULL || pk == NULL) {
        free(sk);
        free(pk);
        return fail(ST_FAIL, "out of memory");
    }
    rc = s.sig ? cairn_sig_keygen(s.sig, sk, sl, &skl, pk, pl, &pkl, os_rng, NULL, NULL)
               : cairn_kex_keygen(s.kex, sk, sl, &skl, pk, pl, &pkl, os_rng, NULL, NULL);
    free(pk);
    if (rc != CAIRN_OK) {
        free_secret(sk, sl);
        return lib_status(rc, scheme_name(s));
    }
    k.s = s;
    k.secret = 1;
    k.b = sk;
    k.n = skl;
    st = write_key(o, &k);
    free_secret(sk, sl);
    return st;
}

/* pub: the public key of a secret key (either kind). */
static int cmd_pub(const opts *o, int unused)
{
    (void)unused;
    pkey k;
    int st =
        load_key(&k, o->v[O_KEY] ? o->v[O_KEY] : o->v[O_IN], o->v[O_KEYHEX], -1, 3, o->set[O_ALG] ? o->v[O_ALG] : NULL);
    if (st != ST_OK)
        return st;
    st = write_key(o, &k);
    pkey_free(&k);
    return st;
}

#if CAIRN_ENABLE_EC
/* ECDSA signatures on file are DER (as OpenSSL writes them) unless --p1363. */
static size_t der_int(uint8_t *out, const uint8_t *v, size_t n)
{
    size_t k = 0;
    while (n > 1 && v[0] == 0)
        v++, n--;
    out[k++] = 0x02;
    out[k++] = (uint8_t)(n + (v[0] >= 0x80));
    if (v[0] >= 0x80)
        out[k++] = 0;
    memcpy(out + k, v, n);
    return k + n;
}

static int p1363_to_der(const uint8_t *sig, size_t n, uint8_t *out, size_t *outlen)
{
    uint8_t body[CAIRN_EC_MAX_SIG_DER];
    size_t h = n / 2, bl = der_int(body, sig, h), k = 0;
    bl += der_int(body + bl, sig + h, h);
    out[k++] = 0x30;
    if (bl >= 0x80)
        out[k++] = 0x81;
    out[k++] = (uint8_t)bl;
    memcpy(out + k, body, bl);
    *outlen = k + bl;
    return 0;
}

/* Strict DER SEQUENCE { INTEGER r, INTEGER s } into r || s of h bytes each; -1 when malformed. */
static int der_to_p1363(const uint8_t *d, size_t n, uint8_t *out, size_t h)
{
    size_t i = 0, len, part;
    if (n < 2 || d[i++] != 0x30)
        return -1;
    len = d[i++];
    if (len == 0x81) {
        if (i >= n || d[i] < 0x80)
            return -1;
        len = d[i++];
    } else if (len > 0x80) {
        return -1;
    }
    if (i + len != n)
        return -1;
    memset(out, 0, 2 * h);
    for (part = 0; part < 2; part++) {
        size_t l;
        if (i + 2 > n || d[i] != 0x02)
            return -1;
        l = d[i + 1];
        i += 2;
        if (l == 0 || l >= 0x80 || i + l > n || (d[i] & 0x80) || (l > 1 && d[i] == 0 && !(d[i + 1] & 0x80)))
            return -1;
        if (d[i] == 0)
            i++, l--;
        if (l > h)
            return -1;
        memcpy(out + part * h + (h - l), d + i, l);
        i += l;
    }
    return i == n ? 0 : -1;
}
#endif

static int cmd_sign(const opts *o, int verify)
{
    pkey k;
    uint8_t *msg = NULL, *sig = NULL, *sb = NULL;
    size_t ml = 0, sl = 0, sbl = 0, cap;
    int st, rc, idx, fam;

    if (!o->set[O_KEY] && !o->set[O_KEYHEX])
        return fail(ST_USAGE, "--key FILE is needed");
    if (verify && !o->set[O_SIG])
        return fail(ST_USAGE, "--sig FILE is needed");
    st = load_key(&k, o->v[O_KEY], o->v[O_KEYHEX], 0, verify ? 2 : 1, o->set[O_ALG] ? o->v[O_ALG] : NULL);
    if (st != ST_OK)
        return st;
    fam = family_of(k.s.sig->name, &idx);
    if ((st = read_all(o->v[O_IN], &msg, &ml)) != ST_OK)
        goto done;
    cap = k.s.sig->sig_len;
    sig = malloc(cap + 16);
    if (sig == NULL) {
        st = fail(ST_FAIL, "out of memory");
        goto done;
    }
    if (!verify) {
        uint8_t *w = sig;
        size_t wl;
        rc = cairn_sig_sign(k.s.sig, sig, cap, &sl, msg, ml, k.b, k.n, os_rng, NULL, NULL);
        if (rc != CAIRN_OK) {
            st = fail(rc == CAIRN_ERR_INVALID_KEY ? ST_KEY : ST_FAIL, "%s: %s", k.s.sig->name, cairn_strerror(rc));
            goto done;
        }
        wl = sl;
#if CAIRN_ENABLE_EC
        if (fam == FAM_EC && !o->set[O_P1363] && !(k.s.sig->flags & CAIRN_PK_VARLEN_OUTPUT)) {
            sb = malloc(CAIRN_EC_MAX_SIG_DER);
            if (sb == NULL) {
                st = fail(ST_FAIL, "out of memory");
                goto done;
            }
            p1363_to_der(sig, sl, sb, &sbl);
            w = sb;
            wl = sbl;
        }
#endif
        st = write_out(o->v[O_OUT], w, wl, 0);
    } else {
        const uint8_t *v;
        size_t vl;
        if ((st = read_all(o->v[O_SIG], &sb, &sbl)) != ST_OK)
            goto done;
        v = sb;
        vl = sbl;
#if CAIRN_ENABLE_EC
        if (fam == FAM_EC && !(k.s.sig->flags & CAIRN_PK_VARLEN_OUTPUT) && sbl != cap) {
            if (der_to_p1363(sb, sbl, sig, cap / 2) != 0) {
                st = fail(ST_SIG, "bad signature (not a %s signature encoding)", k.s.sig->name);
                goto done;
            }
            v = sig;
            vl = cap;
        }
#endif
        rc = cairn_sig_verify(k.s.sig, v, vl, msg, ml, k.b, k.n, NULL);
        if (rc == CAIRN_ERR_BAD_SIGNATURE)
            st = fail(ST_SIG, "bad signature");
        else if (rc != CAIRN_OK)
            st = fail(ST_KEY, "%s: %s", k.s.sig->name, cairn_strerror(rc));
        else if (fprintf(stderr, "cairn: verify: signature OK (%s)\n", k.s.sig->name) < 0)
            st = ST_FAIL;
    }
done:
    (void)fam;
    pkey_free(&k);
    free(msg);
    free(sig);
    free(sb);
    return st;
}

/* derive (and its x25519, x448, ecdh forms, which 1, 2, 3): the shared secret of --key and --peer. */
static int cmd_derive(const opts *o, int which)
{
    static const char *const forms[] = {NULL, "X25519", "X448", "EC"};
    const char *only = forms[which];
    pkey k, peer;
    uint8_t *sh;
    size_t shl = 0;
    int st, rc, idx;
    const char *alg = o->set[O_ALG] ? o->v[O_ALG] : (only != NULL && strcmp(only, "EC") != 0 ? only : NULL);

    if ((!o->set[O_KEY] && !o->set[O_KEYHEX]) || !o->set[O_PEER])
        return fail(ST_USAGE, "--key FILE and --peer FILE are needed");
    if ((st = load_key(&k, o->v[O_KEY], o->v[O_KEYHEX], 1, 1, alg)) != ST_OK)
        return st;
    if (only != NULL && strcmp(only, "EC") == 0 && family_of(k.s.kex->name, &idx) != FAM_EC) {
        st = fail(ST_KEY, "%s key given to ecdh", k.s.kex->name);
        pkey_free(&k);
        return st;
    }
    if ((st = load_key(&peer, o->v[O_PEER], NULL, 1, 2, k.s.kex->name)) != ST_OK) {
        pkey_free(&k);
        return st;
    }
    sh = malloc(k.s.kex->shared_len);
    if (sh == NULL) {
        st = fail(ST_FAIL, "out of memory");
    } else {
        rc = cairn_kex_derive(k.s.kex, sh, k.s.kex->shared_len, &shl, k.b, k.n, peer.b, peer.n, NULL);
        if (rc == CAIRN_ERR_INVALID_POINT)
            st = fail(ST_KEY, "the peer's public key is not valid for %s", k.s.kex->name);
        else if (rc != CAIRN_OK)
            st = lib_status(rc, k.s.kex->name);
        else
            st = write_result(o, sh, shl, 1);
        free_secret(sh, k.s.kex->shared_len);
    }
    pkey_free(&k);
    pkey_free(&peer);
    return st;
}

/* ---------------------------------------------------------------- others */

static int cmd_list(const opts *o, int unused)
{
    (void)o;
    (void)unused;
    size_t i;
    const cairn_hash *h;
    const cairn_aead *a;
    const cairn_sig_scheme *s;
    const cairn_kex_scheme *x;
    printf("hashes (hash; hmac, hkdf, pbkdf2 over the fixed-length ones):\n");
    for (i = 0; (h = cairn_hash_at(i)) != NULL; i++)
        printf("  %s%s\n", h->name, (h->flags & CAIRN_HASH_FLAG_XOF) ? " (XOF)" : "");
    printf("AEADs (enc, dec):\n");
    for (i = 0; (a = cairn_aead_at(i)) != NULL; i++)
        printf("  %-20s key %zu, nonce %zu, tag %zu bytes\n", a->name, a->key_len, a->nonce_len, a->tag_len);
    printf("signature schemes (keygen, pub, sign, verify):\n");
    for (i = 0; (s = cairn_sig_scheme_at(i)) != NULL; i++)
        printf("  %s\n", s->name);
    printf("key-agreement schemes (keygen, pub, derive, x25519, x448, ecdh):\n");
    for (i = 0; (x = cairn_kex_scheme_at(i)) != NULL; i++)
        printf("  %s\n", x->name);
    return fflush(stdout) == 0 ? ST_OK : ST_FILE;
}

#ifndef CAIRN_BENCH_PATH
#define CAIRN_BENCH_PATH "cairn-bench"
#endif

/* bench: runs cairn-bench with the arguments: beside this executable (the install directory), in
 * the build tree (cli/ beside bench/), at the configured install path, then on PATH. */
static int cmd_bench(int argc, char **argv)
{
    static char name[] = "cairn-bench";
    char self[4096], path[4200];
    char **args = calloc((size_t)argc + 1, sizeof *args);
    ssize_t n;
    int i;
    if (args == NULL)
        return fail(ST_FAIL, "out of memory");
    args[0] = name;
    for (i = 1; i < argc; i++)
        args[i] = argv[i];
    n = readlink("/proc/self/exe", self, sizeof self - 1);
    if (n > 0) {
        char *slash;
        self[n] = '\0';
        slash = strrchr(self, '/');
        if (slash != NULL) {
            *slash = '\0';
            snprintf(path, sizeof path, "%s/cairn-bench", self);
            execv(path, args);
            snprintf(path, sizeof path, "%s/../bench/cairn-bench", self);
            execv(path, args);
        }
    }
    execv(CAIRN_BENCH_PATH, args);
    execvp(name, args);
    free(args);
    return fail(ST_FILE, "cannot run cairn-bench: %s", strerror(errno));
}

/* ------------------------------------------------------------------ main */

typedef struct {
    const char *name;
    unsigned allowed;
    const char *usage;
    const char *what;
    int (*run)(const opts *o, int variant); /* NULL: bench, which takes its arguments as they are */
    int variant;
} command;

#define IO (B(O_IN) | B(O_OUT) | B(O_HELP))
static const command commands[] = {
    {"hash", IO | B(O_ALG) | B(O_LEN) | B(O_BINARY), "hash [-a HASH] [-l LEN] [FILE]",
     "Digest of FILE (default SHA-256; -l for an XOF's length), as a hex line.", cmd_hash, 0},
    {"hmac", IO | B(O_ALG) | B(O_KEY) | B(O_KEYHEX) | B(O_LEN) | B(O_BINARY),
     "hmac [-a HASH] (-k KEYFILE | --key-hex HEX) [-l LEN] [FILE]", "HMAC of FILE (-l truncates), as a hex line.",
     cmd_hash, 1},
    {"hkdf", B(O_OUT) | B(O_HELP) | B(O_ALG) | B(O_KEY) | B(O_KEYHEX) | B(O_SALT) | B(O_INFO) | B(O_LEN) | B(O_BINARY),
     "hkdf [-a HASH] (-k IKMFILE | --key-hex IKM) [--salt-hex S] [--info-hex I] -l LEN",
     "HKDF (RFC 5869) extract and expand.", cmd_hkdf, 0},
    {"pbkdf2",
     B(O_OUT) | B(O_HELP) | B(O_ALG) | B(O_PASS) | B(O_PASSFILE) | B(O_SALT) | B(O_ITER) | B(O_LEN) | B(O_BINARY),
     "pbkdf2 [-a HASH] (--pass TEXT | --pass-file F) --salt-hex S -c ITER -l LEN", "PBKDF2-HMAC (RFC 8018).", cmd_hkdf,
     1},
    {"enc", IO | B(O_ALG) | B(O_KEY) | B(O_KEYHEX) | B(O_AAD) | B(O_NONCE),
     "enc -a AEAD (-k KEYFILE | --key-hex HEX) [--aad-hex A] [--nonce-hex N] [-o OUT] [FILE]",
     "Encrypts FILE with any AEAD (authenticated encryption).\n"
     "Output: nonce || ciphertext || tag with a random nonce; with --nonce-hex the\n"
     "nonce is the caller's and not stored: ciphertext || tag.",
     cmd_aead, 0},
    {"dec", IO | B(O_ALG) | B(O_KEY) | B(O_KEYHEX) | B(O_AAD) | B(O_NONCE),
     "dec -a AEAD (-k KEYFILE | --key-hex HEX) [--aad-hex A] [--nonce-hex N] [-o OUT] [FILE]",
     "Decrypts what enc wrote; nothing is written unless the tag verifies.", cmd_aead, 1},
    {"keygen", B(O_OUT) | B(O_HELP) | B(O_ALG) | B(O_FORMAT), "keygen -a SCHEME [-f pem|der|raw] [-o KEYFILE]",
     "New secret key (PKCS#8 PEM by default; the file is created mode 0600).", cmd_keygen, 0},
    {"pub", IO | B(O_ALG) | B(O_KEY) | B(O_KEYHEX) | B(O_FORMAT),
     "pub [-a SCHEME] -k KEYFILE [-f pem|der|raw] [-o OUT]",
     "Public key of a secret key (SubjectPublicKeyInfo PEM by default).", cmd_pub, 0},
    {"sign", IO | B(O_ALG) | B(O_KEY) | B(O_KEYHEX) | B(O_P1363), "sign [-a SCHEME] -k KEYFILE [-o SIG] [FILE]",
     "Signature of FILE (ECDSA: DER unless --p1363).", cmd_sign, 0},
    {"verify", B(O_IN) | B(O_HELP) | B(O_ALG) | B(O_KEY) | B(O_KEYHEX) | B(O_SIG),
     "verify [-a SCHEME] -k KEYFILE -s SIG [FILE]",
     "Checks a signature (the key may be the public or the secret key); status 0 or 6.", cmd_sign, 1},
    {"derive", B(O_OUT) | B(O_HELP) | B(O_ALG) | B(O_KEY) | B(O_KEYHEX) | B(O_PEER) | B(O_BINARY),
     "derive [-a SCHEME] -k KEYFILE -p PEERFILE [-b] [-o OUT]", "Shared secret of any key-agreement scheme.",
     cmd_derive, 0},
    {"x25519", B(O_OUT) | B(O_HELP) | B(O_KEY) | B(O_KEYHEX) | B(O_PEER) | B(O_BINARY),
     "x25519 -k KEYFILE -p PEERFILE [-b] [-o OUT]", "X25519 shared secret (RFC 7748).", cmd_derive, 1},
    {"x448", B(O_OUT) | B(O_HELP) | B(O_KEY) | B(O_KEYHEX) | B(O_PEER) | B(O_BINARY),
     "x448 -k KEYFILE -p PEERFILE [-b] [-o OUT]", "X448 shared secret (RFC 7748).", cmd_derive, 2},
    {"ecdh", B(O_OUT) | B(O_HELP) | B(O_ALG) | B(O_KEY) | B(O_KEYHEX) | B(O_PEER) | B(O_BINARY),
     "ecdh -k KEYFILE -p PEERFILE [-b] [-o OUT]", "ECDH shared secret (the x-coordinate, SEC 1).", cmd_derive, 3},
    {"list", B(O_HELP), "list", "The algorithms of this build.", cmd_list, 0},
    {"bench", B(O_HELP), "bench [cairn-bench options]",
     "Runs the benchmark (executes cairn-bench; `cairn bench --help`).", NULL, 0},
};
#define NCOMMANDS (sizeof commands / sizeof commands[0])

static const char status_table[] = "exit status:\n"
                                   "  0  success (verify: the signature is valid)\n"
                                   "  1  usage error (unknown option, missing or malformed argument)\n"
                                   "  2  unknown algorithm, or not in this build\n"
                                   "  3  file missing or unreadable, or output not writable\n"
                                   "  4  key unreadable or of the wrong type\n"
                                   "  5  ciphertext truncated or tampered with (the tag does not verify)\n"
                                   "  6  bad signature\n"
                                   "  7  other failure\n"
                                   "On failure: one line on stderr, and no output file.\n";

static void usage_all(FILE *f)
{
    size_t i;
    fprintf(f, "usage: cairn COMMAND [OPTIONS]   (cairn COMMAND --help for each)\n\ncommands:\n");
    for (i = 0; i < NCOMMANDS; i++)
        fprintf(f, "  %-8s %.*s\n", commands[i].name, (int)strcspn(commands[i].what, "\n"), commands[i].what);
    fprintf(f, "  --version\n\nFiles default to standard input and output (docs/cli.md).\n\n%s", status_table);
}

static void usage_cmd(const command *c)
{
    int i;
    printf("usage: cairn %s\n%s\n\noptions:\n", c->usage, c->what);
    for (i = 0; i < O_COUNT; i++)
        if (c->allowed & B(i))
            printf("  %s\n", options[i].help);
    printf("\n%s", status_table);
}

static int parse_opts(const command *c, int argc, char **argv, opts *o)
{
    int i, operands = 0;
    memset(o, 0, sizeof *o);
    for (i = 1; i < argc; i++) {
        const char *a = argv[i], *val = NULL;
        int id = -1, j;
        if (a[0] != '-' || a[1] == '\0') {
            if (operands++ != 0 || !(c->allowed & B(O_IN)) || o->set[O_IN])
                return fail(ST_USAGE, "unexpected operand '%s' (see cairn %s --help)", a, c->name);
            o->v[O_IN] = a;
            o->set[O_IN] = 1;
            continue;
        }
        if (a[1] == '-') {
            const char *eq = strchr(a + 2, '=');
            size_t nl = eq ? (size_t)(eq - a - 2) : strlen(a + 2);
            for (j = 0; j < O_COUNT; j++)
                if (strlen(options[j].lng) == nl && strncmp(options[j].lng, a + 2, nl) == 0)
                    id = j;
            if (eq != NULL)
                val = eq + 1;
        } else if (a[2] == '\0') {
            for (j = 0; j < O_COUNT; j++)
                if (options[j].shrt == a[1])
                    id = j;
        }
        if (id < 0 || !(c->allowed & B(id)))
            return fail(ST_USAGE, "unknown option '%s' (see cairn %s --help)", a, c->name);
        if (options[id].arg && val == NULL) {
            if (i + 1 >= argc)
                return fail(ST_USAGE, "option '%s' needs a value", a);
            val = argv[++i];
        } else if (!options[id].arg && val != NULL) {
            return fail(ST_USAGE, "option '%s' takes no value", a);
        }
        o->v[id] = val;
        o->set[id] = 1;
    }
    return ST_OK;
}

int main(int argc, char **argv)
{
    const command *c = NULL;
    opts o;
    size_t i;
    int st;

    if (argc < 2) {
        usage_all(stderr);
        return ST_USAGE;
    }
    if (strcmp(argv[1], "--version") == 0 || strcmp(argv[1], "version") == 0) {
        printf("cairn %s (library %s)\n", CAIRN_VERSION_STRING, cairn_version());
        return ST_OK;
    }
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "help") == 0) {
        usage_all(stdout);
        return ST_OK;
    }
    for (i = 0; i < NCOMMANDS; i++)
        if (strcmp(argv[1], commands[i].name) == 0)
            c = &commands[i];
    if (c == NULL) {
        fprintf(stderr, "cairn: unknown command '%s' (cairn --help lists them)\n", argv[1]);
        return ST_USAGE;
    }
    g_cmd = c->name;
    if (c->run == NULL) {
        if (argc == 3 && (strcmp(argv[2], "-h") == 0)) {
            usage_cmd(c);
            return ST_OK;
        }
        return cmd_bench(argc - 1, argv + 1);
    }
    if ((st = parse_opts(c, argc - 1, argv + 1, &o)) != ST_OK)
        return st;
    if (o.set[O_HELP]) {
        usage_cmd(c);
        return ST_OK;
    }
    return c->run(&o, c->variant);
}
