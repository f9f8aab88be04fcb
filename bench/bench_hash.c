/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Hash rows. Each timed call digests one whole buffer (init, update, final),
 * as the reference benchmark and `openssl speed -evp` do, so the padding and
 * finalisation cost per buffer is included.
 */
#include <string.h>

#include "bench.h"
#include "cairn/hash.h"

typedef struct hash_state {
    cairn_hash bound; /* the row's descriptor running through the cell's implementation object */
    cairn_hash_state ctx;
} hash_state;

/* The portable object of the row's primitive. */
static const cairn_impl *sw_impl(const cairn_hash *h) { return cairn_impl_portable(h->impls); }

/* The best object this CPU (after CAIRN_CPU) runs, when it is an accelerated
 * one; NULL when only the portable code runs here (the cell prints "-"). */
static const cairn_impl *hw_impl(const cairn_hash *h)
{
    const cairn_impl *best = cairn_impl_best(h->impls);
    return best != NULL && best->needs != 0 ? best : NULL;
}

static int setup_with(void *state, const cairn_hash *h, const cairn_impl *impl)
{
    hash_state *s = state;

    if (impl == NULL)
        return CAIRN_ERR_UNSUPPORTED;
    if (h->ctx_size > sizeof(s->ctx))
        return CAIRN_ERR_BAD_ARG;
    return cairn_hash_bind(&s->bound, h, impl);
}

static int setup_sw(void *state, const void *arg, uint8_t *in, size_t len)
{
    (void)in;
    (void)len;
    return setup_with(state, arg, sw_impl(arg));
}

static int setup_hw(void *state, const void *arg, uint8_t *in, size_t len)
{
    (void)in;
    (void)len;
    return setup_with(state, arg, hw_impl(arg));
}

static int hw_available(const void *arg) { return hw_impl(arg) != NULL; }

/* Whether the primitive has an accelerated object at all (in this build). */
static int has_accelerated(const cairn_hash *h)
{
    size_t i;
    for (i = 0; h->impls[i] != NULL; i++)
        if (h->impls[i]->needs != 0)
            return 1;
    return 0;
}

static int run(void *state, const uint8_t *in, uint8_t *out, size_t len)
{
    hash_state *s = state;
    const cairn_hash *h = &s->bound;
    int rc;

    rc = h->init(&s->ctx, h->impl);
    if (rc == CAIRN_OK)
        rc = h->update(&s->ctx, in, len);
    if (rc == CAIRN_OK)
        rc = h->final(&s->ctx, out, h->digest_len);
    return rc;
}

static void add_hash(bench_registry *reg, const cairn_hash *h, unsigned order)
{
    bench_row row;

    memset(&row, 0, sizeof(row));
    row.table = BENCH_HASH;
    row.name = h->name;
    row.order = order;
    row.cell[0][BENCH_SW].arg = h;
    row.cell[0][BENCH_SW].state_size = sizeof(hash_state);
    row.cell[0][BENCH_SW].setup = setup_sw;
    row.cell[0][BENCH_SW].bulk = run;
    if (has_accelerated(h)) {
        row.cell[0][BENCH_HW] = row.cell[0][BENCH_SW];
        row.cell[0][BENCH_HW].available = hw_available;
        row.cell[0][BENCH_HW].setup = setup_hw;
    }
#ifdef CAIRN_BENCH_OPENSSL
    row.peer[BENCH_PEER_OPENSSL].name = bench_openssl_hash_peer(&row.peer[BENCH_PEER_OPENSSL].cell[0], h->name);
#endif
    (void)bench_add(reg, &row);
}

void bench_register_hash(bench_registry *reg)
{
#if CAIRN_ENABLE_MD5
    add_hash(reg, &cairn_hash_md5, BENCH_ORDER_MD5);
#endif
#if CAIRN_ENABLE_SHA1
    add_hash(reg, &cairn_hash_sha1, BENCH_ORDER_SHA1);
#endif
#if CAIRN_ENABLE_SHA256
    add_hash(reg, &cairn_hash_sha224, BENCH_ORDER_SHA224);
    add_hash(reg, &cairn_hash_sha256, BENCH_ORDER_SHA256);
#endif
#if CAIRN_ENABLE_SHA512
    add_hash(reg, &cairn_hash_sha384, BENCH_ORDER_SHA384);
    add_hash(reg, &cairn_hash_sha512, BENCH_ORDER_SHA512);
#endif
#if CAIRN_ENABLE_SHA3
    add_hash(reg, &cairn_hash_sha3_224, BENCH_ORDER_SHA3_224);
    add_hash(reg, &cairn_hash_sha3_256, BENCH_ORDER_SHA3_256);
    add_hash(reg, &cairn_hash_sha3_384, BENCH_ORDER_SHA3_384);
    add_hash(reg, &cairn_hash_sha3_512, BENCH_ORDER_SHA3_512);
#endif
#if CAIRN_ENABLE_SM3
    add_hash(reg, &cairn_hash_sm3, BENCH_ORDER_SM3);
#endif
#if CAIRN_ENABLE_ASCON
    add_hash(reg, &cairn_hash_ascon_hash256, BENCH_ORDER_ASCON_HASH256);
#endif
}
