/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Cipher rows (src/core/algorithms.def's CAIRN_ALG_CIPHER_ROW lines: CBC and
 * CTR for 3DES, AES-128/192/256 and SM4), encrypt and decrypt. Each timed call processes the whole buffer from the same key and
 * IV (as `openssl speed -evp` does, the key schedule is outside the timing).
 * Software cells use the descriptor's portable implementation, Hardware
 * cells its best accelerated one ("-" when the CPU or CAIRN_CPU lacks it).
 * The decrypt cells' setup encrypts the buffer first, so they decrypt real
 * ciphertext.
 */
#include <string.h>

#include "bench.h"
#include "cairn/cipher.h"

typedef struct cipher_arg {
    const cairn_block_cipher *cipher;
    int ctr;     /* 0: CBC, 1: CTR */
    int decrypt;
    int hw;
} cipher_arg;

typedef struct cipher_state {
    cairn_cipher_ctx ctx;
    const cipher_arg *a;
} cipher_state;

/* see bench.h: the peers' inputs too */
const uint8_t bench_ref_key[32] = {0x00, 0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77, 0x88, 0x99, 0xaa,
                                   0xbb, 0xcc, 0xdd, 0xee, 0xff, 0x01, 0x23, 0x45, 0x67, 0x89, 0xab,
                                   0xcd, 0xef, 0xfe, 0xdc, 0xba, 0x98, 0x76, 0x54, 0x32, 0x10};
const uint8_t bench_ref_iv[16] = {0xf0, 0xf1, 0xf2, 0xf3, 0xf4, 0xf5, 0xf6, 0xf7,
                                  0xf8, 0xf9, 0xfa, 0xfb, 0xfc, 0xfd, 0xfe, 0xff};

static const cairn_impl *pick(const cipher_arg *a)
{
    return a->hw ? bench_accel_impl(a->cipher->impls) : cairn_impl_portable(a->cipher->impls);
}

static int available(const void *arg) { return pick(arg) != NULL; }

static int run_once(const cairn_cipher_ctx *ctx, int ctr, int decrypt, uint8_t *out, const uint8_t *in, size_t len)
{
    uint8_t iv[16], stream[16];
    size_t num = 0;
    memcpy(iv, bench_ref_iv, sizeof iv);
    if (ctr)
        return cairn_ctr_xor(ctx, iv, stream, &num, out, in, len);
    return decrypt ? cairn_cbc_decrypt(ctx, iv, out, in, len) : cairn_cbc_encrypt(ctx, iv, out, in, len);
}

static int setup(void *state, const void *arg, uint8_t *in, size_t len)
{
    cipher_state *s = state;
    const cipher_arg *a = arg;
    const cairn_impl *impl = pick(a);
    int rc;

    if (impl == NULL)
        return CAIRN_ERR_UNSUPPORTED;
    /* CBC takes whole blocks: the buffer size is a multiple of 16 unless --size says otherwise */
    if (!a->ctr && (len & (a->cipher->block_len - 1)) != 0)
        return CAIRN_ERR_BAD_LENGTH;
    s->a = a;
    rc = cairn_cipher_init_ex(&s->ctx, a->cipher, impl, bench_ref_key, a->cipher->key_len);
    if (rc == CAIRN_OK && a->decrypt)
        rc = run_once(&s->ctx, a->ctr, 0, in, in, len);
    return rc;
}

static int bulk(void *state, const uint8_t *in, uint8_t *out, size_t len)
{
    cipher_state *s = state;
    return run_once(&s->ctx, s->a->ctr, s->a->decrypt, out, in, len);
}

static void teardown(void *state)
{
    cipher_state *s = state;
    cairn_cipher_wipe(&s->ctx);
}

enum { BENCH_MODE_CBC, BENCH_MODE_CTR };

/* The Ciphers table's rows, in the table's order. */
static const struct cipher_row {
    const char *name;
    const cairn_block_cipher *cipher;
    int ctr;
    const char *ossl;
} cipher_rows[] = {
#define CAIRN_ALG_CIPHER_ROW(row, sym, mode, ossl) {row, &cairn_cipher_##sym, BENCH_MODE_##mode, ossl},
#include "core/algorithms.def"
    {NULL, NULL, 0, NULL}};
#define N_ROWS (sizeof cipher_rows / sizeof cipher_rows[0])
static cipher_arg args[N_ROWS][2][2]; /* row, metric (encrypt, decrypt), sw/hw */

static void add_cipher(bench_registry *reg, size_t idx)
{
    const struct cipher_row *r = &cipher_rows[idx];
    const cairn_block_cipher *c = r->cipher;
    bench_row row;
    int m, v;

    memset(&row, 0, sizeof row);
    row.table = BENCH_CIPHER;
    row.name = r->name;
    row.order = (unsigned)idx + 1;
    for (m = 0; m < 2; m++) {
        for (v = 0; v < 2; v++) {
            cipher_arg *a = &args[idx][m][v];
            bench_impl *cell = &row.cell[m][v];
            a->cipher = c;
            a->ctr = r->ctr;
            a->decrypt = m;
            a->hw = v == BENCH_HW;
            if (a->hw && !bench_has_accel(c->impls))
                continue; /* no accelerated implementation in this build: "-" */
            cell->arg = a;
            cell->available = available;
            cell->state_size = sizeof(cipher_state);
            cell->setup = setup;
            cell->bulk = bulk;
            cell->teardown = teardown;
        }
#ifdef CAIRN_BENCH_OPENSSL
        row.peer[BENCH_PEER_OPENSSL].name =
            bench_openssl_cipher_peer(&row.peer[BENCH_PEER_OPENSSL].cell[m], r->ossl, m, r->name);
#endif
    }
    (void)bench_add(reg, &row);
}

void bench_register_cipher(bench_registry *reg)
{
    size_t i;
    for (i = 0; cipher_rows[i].name != NULL; i++)
        add_cipher(reg, i);
}

/* see bench.h */
int bench_ref_cipher(const char *row, const uint8_t *in, size_t len, uint8_t *out)
{
    size_t i;
    for (i = 0; cipher_rows[i].name != NULL; i++) {
        cairn_cipher_ctx ctx;
        int rc;
        if (strcmp(cipher_rows[i].name, row) != 0)
            continue;
        rc = cairn_cipher_init_ex(&ctx, cipher_rows[i].cipher, cairn_impl_portable(cipher_rows[i].cipher->impls),
                                  bench_ref_key, cipher_rows[i].cipher->key_len);
        if (rc == CAIRN_OK)
            rc = run_once(&ctx, cipher_rows[i].ctr, 0, out, in, len);
        cairn_cipher_wipe(&ctx);
        return rc;
    }
    return CAIRN_ERR_UNSUPPORTED;
}
