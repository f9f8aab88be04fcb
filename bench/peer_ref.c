/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The peers' check against cairn's output (see bench.h). */
#include <stdio.h>
#include <string.h>

#include "bench.h"
#include "cairn/common.h"

int bench_ref_check(const char *peer, const char *row, const char *what, const uint8_t *a, const uint8_t *b, size_t n)
{
    if (memcmp(a, b, n) == 0)
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
