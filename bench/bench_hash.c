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
    const cairn_hash *h = arg;
    (void)in;
    (void)len;
    return setup_with(state, h, cairn_impl_portable(h->impls));
}

static int setup_hw(void *state, const void *arg, uint8_t *in, size_t len)
{
    (void)in;
    (void)len;
    return setup_with(state, arg, bench_accel_impl(((const cairn_hash *)arg)->impls));
}

static int hw_available(const void *arg) { return bench_accel_impl(((const cairn_hash *)arg)->impls) != NULL; }

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

static void add_hash(bench_registry *reg, const cairn_hash *h, unsigned order, const char *ossl)
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
    if (bench_has_accel(h->impls)) {
        row.cell[0][BENCH_HW] = row.cell[0][BENCH_SW];
        row.cell[0][BENCH_HW].available = hw_available;
        row.cell[0][BENCH_HW].setup = setup_hw;
    }
#ifdef CAIRN_BENCH_OPENSSL
    row.peer[BENCH_PEER_OPENSSL].name = bench_openssl_hash_peer(&row.peer[BENCH_PEER_OPENSSL].cell[0], ossl, h->name);
#else
    (void)ossl;
#endif
    (void)bench_add(reg, &row);
}

/* The Hash table's rows: the table's hashes marked as rows, in its order. */
static const struct hash_row {
    const cairn_hash *h;
    int row;
    const char *ossl;
} hash_rows[] = {
#define CAIRN_ALG_HASH(sym, name, row, ossl, size) {&cairn_hash_##sym, row, ossl},
#include "core/algorithms.def"
    {NULL, 0, NULL}};

void bench_register_hash(bench_registry *reg)
{
    size_t i;
    for (i = 0; hash_rows[i].h != NULL; i++)
        if (hash_rows[i].row)
            add_hash(reg, hash_rows[i].h, (unsigned)i + 1, hash_rows[i].ossl);
}

/* see bench.h */
int bench_ref_hash(const char *row, const uint8_t *in, size_t len, uint8_t *out, size_t *outlen)
{
    hash_state s;
    const cairn_hash *h = NULL;
    int rc = cairn_hash_lookup(&h, row);
    if (rc != CAIRN_OK)
        return rc;
    rc = setup_with(&s, h, cairn_impl_portable(h->impls));
    if (rc == CAIRN_OK)
        rc = run(&s, in, out, len);
    *outlen = rc == CAIRN_OK ? h->digest_len : 0;
    return rc;
}
