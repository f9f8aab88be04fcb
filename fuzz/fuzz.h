/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Shared helpers for the libFuzzer targets in fuzz/: a cursor over the input
 * and a check that aborts (libFuzzer records the input as a crash). With
 * CAIRN_FUZZ_OPENSSL, targets also compare with OpenSSL's libcrypto.
 */
#ifndef CAIRN_FUZZ_H
#define CAIRN_FUZZ_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cairn.h"

#define FUZZ_CHECK(cond, what)                                                                                      \
    do {                                                                                                             \
        if (!(cond)) {                                                                                               \
            fprintf(stderr, "fuzz check failed: %s (%s:%d)\n", what, __FILE__, __LINE__);                           \
            abort();                                                                                                 \
        }                                                                                                            \
    } while (0)

typedef struct {
    const uint8_t *p;
    size_t n;
} fuzz_in;

static inline uint8_t fuzz_u8(fuzz_in *in)
{
    uint8_t v = 0;
    if (in->n > 0) {
        v = *in->p++;
        in->n--;
    }
    return v;
}

static inline uint16_t fuzz_u16(fuzz_in *in)
{
    uint16_t hi = fuzz_u8(in);
    return (uint16_t)(hi << 8 | fuzz_u8(in));
}

/* Up to max bytes (fewer if the input runs out); *len gets the count. */
static inline const uint8_t *fuzz_bytes(fuzz_in *in, size_t max, size_t *len)
{
    const uint8_t *p = in->p;
    size_t k = max < in->n ? max : in->n;
    in->p += k;
    in->n -= k;
    *len = k;
    return p;
}

/* The (pos, xor) pairs of the rest of the input applied to buf[0..len). */
static inline void fuzz_edit(fuzz_in *in, uint8_t *buf, size_t len)
{
    while (in->n >= 2 && len > 0) {
        size_t pos = fuzz_u8(in) % len;
        buf[pos] ^= fuzz_u8(in);
    }
}

/* [cut][(pos, xor)...] on buf[0..len) (room for len + 2): a cut byte that is
 * not 0 sets the length, up to 2 bytes past it with zeros; then the edits.
 * Returns the new length. */
static inline size_t fuzz_cut_edit(fuzz_in *in, uint8_t *buf, size_t len)
{
    size_t cut = fuzz_u8(in);
    if (cut != 0 && cut <= len + 2) {
        if (cut > len)
            memset(buf + len, 0, cut - len);
        len = cut;
    }
    fuzz_edit(in, buf, len);
    return len;
}

/* 1 when p[0..n) is all zero bytes */
static inline int fuzz_all_zero(const uint8_t *p, size_t n)
{
    uint8_t acc = 0;
    size_t i;
    for (i = 0; i < n; i++)
        acc |= p[i];
    return acc == 0;
}

/* The next byte of a SplitMix64 stream whose state is *x: the targets'
 * fixed rng streams for built-in keys and parameters. */
static inline uint8_t fuzz_splitmix8(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return (uint8_t)((z ^ (z >> 31)) >> 56);
}

/* Number of hash descriptors in this build (0 in a build without hashes:
 * the hash targets then return at once). */
static inline size_t fuzz_nhash(void)
{
    size_t n = 0;
    while (cairn_hash_at(n) != NULL)
        n++;
    return n;
}

#ifdef CAIRN_FUZZ_OPENSSL
#include <openssl/evp.h>
/* OpenSSL's name for a cairn descriptor: src/core/algorithms.def's ossl
 * column, NULL where OpenSSL 3 lacks it (Ascon). */
static inline const char *fuzz_ossl_name(const cairn_hash *h)
{
    (void)h; /* (unread in a build without hashes) */
#define CAIRN_ALG_HASH(sym, name, row, ossl, size)                                                                  \
    if (h == &cairn_hash_##sym)                                                                                      \
        return ossl;
#include "core/algorithms.def"
    return NULL;
}

/* The OpenSSL digest for a descriptor, fetched once per process (fetching is
 * slow); NULL where OpenSSL lacks it. Never freed: the process ends. */
static inline EVP_MD *fuzz_ossl_md(const cairn_hash *h)
{
    static EVP_MD *cache[64];
    static int done[64];
    size_t i;
    for (i = 0; i < 64 && cairn_hash_at(i) != NULL; i++) {
        if (cairn_hash_at(i) != h)
            continue;
        if (!done[i]) {
            const char *name = fuzz_ossl_name(h);
            cache[i] = name ? EVP_MD_fetch(NULL, name, NULL) : NULL;
            done[i] = 1;
        }
        return cache[i];
    }
    return NULL;
}
#endif

#endif
