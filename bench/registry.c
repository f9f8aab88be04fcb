/* SPDX-License-Identifier: Apache-2.0 OR MIT */
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "cairn/accel.h"

static const bench_table_info tables[BENCH_TABLE_COUNT] = {
    {"Ciphers", "MB/s", 1, 2, {"Encrypt", "Decrypt"}, "ciphers"},
    {"AEAD", "MB/s", 1, 2, {"Encrypt", "Decrypt"}, "aead"},
    {"Hash", "MB/s", 1, 1, {"Hash", NULL}, "hash"},
    {"Signatures", "ms", 0, 2, {"Generation", "Verification"}, "signatures"},
    {"EC signatures", "ms", 0, 2, {"Generation", "Verification"}, "ec_signatures"},
    {"Key exchange", "ms", 0, 2, {"Public key", "Shared secret"}, "key_exchange"},
    {"EC key exchange", "ms", 0, 2, {"Public key", "Shared secret"}, "ec_key_exchange"},
};

const bench_table_info *bench_table_get(bench_table t)
{
    if ((unsigned)t >= BENCH_TABLE_COUNT)
        return NULL;
    return &tables[t];
}

void bench_registry_init(bench_registry *reg)
{
    memset(reg, 0, sizeof(*reg));
}

static int impl_present(const bench_impl *c) { return c->bulk != NULL || c->op != NULL; }

static int row_ok(const bench_registry *reg, const bench_row *row)
{
    const bench_table_info *ti = bench_table_get(row->table);
    unsigned m, v;
    size_t i;

    if (ti == NULL || row->name == NULL || row->name[0] == '\0')
        return 0;
    for (m = 0; m < 2; m++) {
        for (v = 0; v < 2; v++) {
            const bench_impl *c = &row->cell[m][v];
            if (!impl_present(c))
                continue;
            if (m >= ti->metrics)
                return 0;
            /* a cell measures bytes or operations, never both */
            if (ti->bulk ? (c->bulk == NULL || c->op != NULL) : (c->op == NULL || c->bulk != NULL))
                return 0;
        }
    }
    for (i = 0; i < reg->count; i++) {
        const bench_row *r = &reg->entry[i].row;
        if (r->table == row->table && strcmp(r->name, row->name) == 0)
            return 0;
    }
    return 1;
}

int bench_add(bench_registry *reg, const bench_row *row)
{
    bench_entry *e;

    if (reg->count >= BENCH_MAX_ROWS || !row_ok(reg, row)) {
        reg->overflow = 1;
        return -1;
    }
    e = &reg->entry[reg->count++];
    memset(e, 0, sizeof(*e));
    e->row = *row;
    e->selected = 1;
    return 0;
}

static int cmp_entry(const void *pa, const void *pb)
{
    const bench_row *a = &((const bench_entry *)pa)->row;
    const bench_row *b = &((const bench_entry *)pb)->row;

    if (a->table != b->table)
        return a->table < b->table ? -1 : 1;
    if (a->order != b->order)
        return a->order < b->order ? -1 : 1;
    return strcmp(a->name, b->name);
}

void bench_registry_sort(bench_registry *reg)
{
    if (reg->count > 1)
        qsort(reg->entry, reg->count, sizeof(reg->entry[0]), cmp_entry);
}

int bench_has_accel(const cairn_impl *const *list)
{
    size_t i;
    for (i = 0; list != NULL && list[i] != NULL; i++)
        if (list[i]->needs != 0)
            return 1;
    return 0;
}

const cairn_impl *bench_accel_impl(const cairn_impl *const *list)
{
    const cairn_impl *best = cairn_impl_best(list);
    return best != NULL && best->needs != 0 ? best : NULL;
}
