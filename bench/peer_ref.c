/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The peers' check against cairn's output (see bench.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "cairn/common.h"

int bench_ref_selftest(void)
{
    static int state = -1;
    if (state < 0) {
        const char *v = getenv("CAIRN_BENCH_PEER_SELFTEST");
        state = v != NULL && strcmp(v, "1") == 0;
    }
    return state;
}

int bench_ref_check(const char *peer, const char *row, const char *what, const uint8_t *a, const uint8_t *b, size_t n)
{
    /* the self-test compares with cairn's output with its first bit flipped */
    uint8_t flip = (uint8_t)(n > 0 && bench_ref_selftest());
    if (n == 0 || (a[0] == (uint8_t)(b[0] ^ flip) && memcmp(a + 1, b + 1, n - 1) == 0))
        return 0;
    fprintf(stderr, "cairn-bench: %s %s: the peer's %s differs from cairn's (not the same workload)\n", peer, row,
            what);
    return CAIRN_ERR_BAD_ARG;
}

int bench_ref_check_len(const char *peer, const char *row, const char *what, size_t n, size_t ref)
{
    fprintf(stderr, "cairn-bench: %s %s: the peer's %s has %zu bytes, cairn's %zu (not the same workload)\n", peer, row,
            what, n, ref);
    return CAIRN_ERR_BAD_ARG;
}

int bench_peer_built(bench_peer_id id)
{
    switch (id) {
#ifdef CAIRN_BENCH_OPENSSL
    case BENCH_PEER_OPENSSL:
        return 1;
#endif
#ifdef CAIRN_BENCH_SODIUM
    case BENCH_PEER_SODIUM:
        return 1;
#endif
#ifdef CAIRN_BENCH_MBEDTLS
    case BENCH_PEER_MBEDTLS:
        return 1;
#endif
#ifdef CAIRN_BENCH_WOLFCRYPT
    case BENCH_PEER_WOLFCRYPT:
        return 1;
#endif
    default:
        return 0;
    }
}

void bench_register_peers(bench_registry *reg)
{
#ifdef CAIRN_BENCH_SODIUM
    bench_register_sodium_peers(reg);
#endif
#ifdef CAIRN_BENCH_MBEDTLS
    bench_register_mbedtls_peers(reg);
#endif
#ifdef CAIRN_BENCH_WOLFCRYPT
    bench_register_wolfcrypt_peers(reg);
#endif
    (void)reg;
}

int bench_ref_check_tail(const char *peer, const char *row, const char *what, const uint8_t *mine, size_t mlen,
                         const uint8_t *ref, size_t rlen)
{
    uint8_t buf[1024];
    if (mlen > rlen || rlen > sizeof buf)
        return bench_ref_check_len(peer, row, what, mlen, rlen);
    memset(buf, 0, rlen - mlen);
    memcpy(buf + rlen - mlen, mine, mlen);
    return bench_ref_check(peer, row, what, buf, ref, rlen);
}

int bench_ref_check_bulk(const char *peer, const char *row, bench_table table, const uint8_t *in, size_t len,
                         const uint8_t *theirs, size_t theirlen, const uint8_t *tag)
{
    uint8_t *mine = malloc(len + 64), reftag[16];
    size_t n = len;
    int rc = mine != NULL ? 0 : CAIRN_ERR_UNSUPPORTED;
    if (rc == 0)
        rc = table == BENCH_HASH     ? bench_ref_hash(row, in, len, mine, &n)
             : table == BENCH_CIPHER ? bench_ref_cipher(row, in, len, mine)
                                     : bench_ref_aead(row, in, len, mine, reftag);
    if (rc == 0 && table == BENCH_HASH)
        rc = n == theirlen ? bench_ref_check(peer, row, "digest", theirs, mine, n)
                           : bench_ref_check_len(peer, row, "digest", theirlen, n);
    else if (rc == 0)
        rc = bench_ref_check(peer, row, "ciphertext", theirs, mine, len);
    if (rc == 0 && table == BENCH_AEAD)
        rc = bench_ref_check(peer, row, "tag", tag, reftag, 16);
    free(mine);
    return rc;
}

bench_peer *bench_peer_slot(bench_registry *reg, bench_peer_id id, const char *row, const char *name)
{
    size_t k;
    for (k = 0; k < reg->count; k++)
        if (strcmp(reg->entry[k].row.name, row) == 0) {
            bench_peer *p = &reg->entry[k].row.peer[id];
            memset(p, 0, sizeof *p);
            p->name = name;
            return p;
        }
    return NULL; /* the row is configured out of this build */
}
