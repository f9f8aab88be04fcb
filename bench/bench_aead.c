/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * AEAD rows (src/core/algorithms.def's AEADs that have a row: AES128/192/
 * 256-GCM, AES128/192/256-CCM, SM4-GCM, SM4-CCM, Ascon-AEAD128,
 * ChaCha20Poly1305), encrypt and decrypt.
 * Each timed call is one whole one-shot AEAD message over the buffer: a
 * fresh start from the row's fixed key and 12-byte nonce (16 for Ascon),
 * the data, and a 16-byte tag; the key schedule is outside the timing, as
 * in `openssl speed -evp`. No AAD: `openssl speed -evp <aead>` feeds none
 * (its EVP_Update_loop / EVP_Update_loop_ccm; only `-aead` adds 13 bytes
 * of AAD and a tag per message, little beside an 8 KiB message). The
 * decrypt cells' setup encrypts the buffer first and keeps
 * its tag, so they decrypt real ciphertext and verify a valid tag on every
 * call (a failure would mark the cell ERR).
 * Software cell: the portable object of each part (cairn_impl_portable,
 * chosen for this word size). Hardware cell: the first usable object of
 * each part (cairn_aead_init), shown when at least one of them is
 * accelerated on this CPU (after CAIRN_CPU); "-" otherwise.
 * OpenSSL peers (--compare) for the rows EVP has, the same workload.
 */
#include <string.h>

#include "bench.h"
#include "cairn/aead.h"

typedef struct aead_arg {
    const cairn_aead *desc;
    int decrypt;
    int hw;
} aead_arg;

typedef struct aead_state {
    cairn_aead_ctx ctx;
    const aead_arg *a;
    uint8_t tag[CAIRN_AEAD_MAX_TAG_LEN];
} aead_state;

/* the key is bench_ref_key; the nonce starts as bench_ref_iv does */
static const uint8_t bench_nonce[24] = {0xf0, 0xf1, 0xf2, 0xf3, 0xf4, 0xf5, 0xf6, 0xf7, 0xf8, 0xf9, 0xfa, 0xfb,
                                        0xfc, 0xfd, 0xfe, 0xff, 0xe0, 0xe1, 0xe2, 0xe3, 0xe4, 0xe5, 0xe6, 0xe7};

/* The descriptor of a cell and whether it can run here. */
static int pick(const aead_arg *a, const cairn_aead **out)
{
    const cairn_aead *d = a->desc;
    *out = d;
    return !a->hw || bench_accel_impl(d->parts[0]) != NULL || bench_accel_impl(d->parts[1]) != NULL;
}

static int available(const void *arg)
{
    const cairn_aead *d;
    return pick(arg, &d);
}

static int setup(void *state, const void *arg, uint8_t *in, size_t len)
{
    aead_state *s = state;
    const aead_arg *a = arg;
    const cairn_aead *d = NULL;
    int rc;

    if (!pick(a, &d))
        return CAIRN_ERR_UNSUPPORTED;
    s->a = a;
    if (a->hw)
        rc = cairn_aead_init(&s->ctx, d, bench_ref_key, d->key_len);
    else
        rc = cairn_aead_init_ex(&s->ctx, d, cairn_impl_portable(d->parts[0]), cairn_impl_portable(d->parts[1]),
                                bench_ref_key, d->key_len);
    if (rc == CAIRN_OK && a->decrypt)
        rc = cairn_aead_encrypt(&s->ctx, in, s->tag, d->tag_len, bench_nonce, d->nonce_len, NULL, 0, in, len);
    return rc;
}

static int bulk(void *state, const uint8_t *in, uint8_t *out, size_t len)
{
    aead_state *s = state;
    const cairn_aead *d = s->ctx.aead;
    if (s->a->decrypt)
        return cairn_aead_decrypt(&s->ctx, out, s->tag, d->tag_len, bench_nonce, d->nonce_len, NULL, 0, in, len);
    return cairn_aead_encrypt(&s->ctx, out, s->tag, d->tag_len, bench_nonce, d->nonce_len, NULL, 0, in, len);
}

static void teardown(void *state)
{
    aead_state *s = state;
    cairn_aead_wipe(&s->ctx);
}

/* ------------------------------------------------------------------ OpenSSL */

#ifdef CAIRN_BENCH_OPENSSL
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <stdlib.h>

typedef struct ossl_aead_arg {
    const char *name; /* EVP name */
    const char *row;
    int decrypt;
    int ccm;
    int checked; /* the peer's output was checked against cairn's once */
} ossl_aead_arg;

typedef struct ossl_aead_state {
    EVP_CIPHER *cipher;
    EVP_CIPHER_CTX *ctx;
    const ossl_aead_arg *a;
    uint8_t tag[16];
} ossl_aead_state;

/* Keys ctx for one direction: 12-byte IV, 16-byte tag (CCM: set before the key). */
static int ossl_key(ossl_aead_state *s, int enc, const uint8_t *tag)
{
    if (EVP_CipherInit_ex2(s->ctx, s->cipher, NULL, NULL, enc, NULL) != 1 ||
        EVP_CIPHER_CTX_ctrl(s->ctx, EVP_CTRL_AEAD_SET_IVLEN, 12, NULL) != 1)
        return CAIRN_ERR_BAD_ARG;
    if (s->a->ccm && EVP_CIPHER_CTX_ctrl(s->ctx, EVP_CTRL_AEAD_SET_TAG, 16, enc ? NULL : (void *)(uintptr_t)tag) != 1)
        return CAIRN_ERR_BAD_ARG;
    if (EVP_CipherInit_ex2(s->ctx, NULL, bench_ref_key, bench_nonce, enc, NULL) != 1)
        return CAIRN_ERR_BAD_ARG;
    return 0;
}

/* One message, as openssl speed's loops do it: re-init with the IV only
 * (the key schedule stays), CCM's length first, data, final and tag. */
static int ossl_message(ossl_aead_state *s, int enc, uint8_t *out, const uint8_t *in, size_t len)
{
    int n = 0, n2 = 0;
    if (len > 0x7fffffff)
        return CAIRN_ERR_BAD_LENGTH;
    if (s->a->ccm && !enc && EVP_CIPHER_CTX_ctrl(s->ctx, EVP_CTRL_AEAD_SET_TAG, 16, s->tag) != 1)
        return CAIRN_ERR_BAD_ARG;
    if (EVP_CipherInit_ex2(s->ctx, NULL, NULL, bench_nonce, enc, NULL) != 1)
        return CAIRN_ERR_BAD_ARG;
    if (!s->a->ccm && !enc && EVP_CIPHER_CTX_ctrl(s->ctx, EVP_CTRL_AEAD_SET_TAG, 16, s->tag) != 1)
        return CAIRN_ERR_BAD_ARG;
    if (s->a->ccm && EVP_CipherUpdate(s->ctx, NULL, &n, NULL, (int)len) != 1)
        return CAIRN_ERR_BAD_ARG;
    if (EVP_CipherUpdate(s->ctx, out, &n, in, (int)len) != 1)
        return CAIRN_ERR_AUTH; /* CCM decryption verifies here */
    if (!(s->a->ccm && !enc) && EVP_CipherFinal_ex(s->ctx, out + n, &n2) != 1)
        return CAIRN_ERR_AUTH;
    if (enc && EVP_CIPHER_CTX_ctrl(s->ctx, EVP_CTRL_AEAD_GET_TAG, 16, s->tag) != 1)
        return CAIRN_ERR_BAD_ARG;
    return 0;
}

/* The peer's ciphertext and tag against cairn's (bench_ref_aead). */
static int ossl_check(ossl_aead_state *s, ossl_aead_arg *a, const uint8_t *in, size_t len)
{
    uint8_t *theirs = malloc(len + 32);
    int rc = theirs != NULL ? ossl_message(s, 1, theirs, in, len) : CAIRN_ERR_UNSUPPORTED;
    if (rc == 0)
        rc = bench_ref_check_bulk("openssl", a->row, BENCH_AEAD, in, len, theirs, len, s->tag);
    a->checked = rc == 0;
    free(theirs);
    return rc;
}

static int ossl_setup(void *state, const void *arg, uint8_t *in, size_t len)
{
    ossl_aead_state *s = state;
    int rc;
    s->a = arg;
    s->cipher = EVP_CIPHER_fetch(NULL, s->a->name, NULL);
    s->ctx = EVP_CIPHER_CTX_new();
    if (s->cipher == NULL || s->ctx == NULL)
        return CAIRN_ERR_UNSUPPORTED;
    rc = ossl_key(s, 1, NULL);
    if (rc == 0 && !s->a->checked)
        rc = ossl_check(s, (ossl_aead_arg *)(uintptr_t)arg, in, len);
    if (rc == 0 && s->a->decrypt) {
        /* real ciphertext and its tag, then key for decryption */
        rc = ossl_message(s, 1, in, in, len);
        if (rc == 0)
            rc = ossl_key(s, 0, s->tag);
    }
    return rc;
}

static int ossl_bulk(void *state, const uint8_t *in, uint8_t *out, size_t len)
{
    ossl_aead_state *s = state;
    return ossl_message(s, !s->a->decrypt, out, in, len);
}

static void ossl_teardown(void *state)
{
    ossl_aead_state *s = state;
    EVP_CIPHER_CTX_free(s->ctx);
    EVP_CIPHER_free(s->cipher);
}

static int ossl_available(const void *arg)
{
    EVP_CIPHER *c = EVP_CIPHER_fetch(NULL, ((const ossl_aead_arg *)arg)->name, NULL);
    EVP_CIPHER_free(c);
    return c != NULL;
}
#endif

/* ------------------------------------------------------------------- rows */

/* The AEAD table's rows: the table's AEADs that have one, in its order. */
typedef struct {
    const cairn_aead *desc;
    const char *row, *ossl;
} aead_row;

static const aead_row rows[] = {
#define CAIRN_ALG_AEAD(sym, name, row, ossl, size) {&cairn_aead_##sym, row, ossl},
#include "core/algorithms.def"
    {NULL, NULL, NULL}};
#define N_ROWS (sizeof rows / sizeof rows[0])

static aead_arg args[N_ROWS][2][2]; /* row, metric (encrypt, decrypt), sw/hw */
#ifdef CAIRN_BENCH_OPENSSL
static ossl_aead_arg ossl_args[N_ROWS][2];
#endif

void bench_register_aead(bench_registry *reg)
{
    size_t r;
    for (r = 0; rows[r].desc != NULL; r++) {
        const cairn_aead *d = rows[r].desc;
        bench_row row;
        int m, v;

        if (rows[r].row == NULL)
            continue; /* not a reference row */
        memset(&row, 0, sizeof row);
        row.table = BENCH_AEAD;
        row.name = rows[r].row;
        row.order = (unsigned)r + 1;
        for (m = 0; m < 2; m++) {
            for (v = 0; v < 2; v++) {
                aead_arg *a = &args[r][m][v];
                bench_impl *cell = &row.cell[m][v];
                a->desc = d;
                a->decrypt = m;
                a->hw = v == BENCH_HW;
                if (a->hw && !bench_has_accel(d->parts[0]) && !bench_has_accel(d->parts[1]))
                    continue; /* no accelerated implementation in this build: "-" */
                cell->arg = a;
                cell->available = available;
                cell->state_size = sizeof(aead_state);
                cell->setup = setup;
                cell->bulk = bulk;
                cell->teardown = teardown;
            }
#ifdef CAIRN_BENCH_OPENSSL
            if (rows[r].ossl != NULL) {
                ossl_aead_arg *o = &ossl_args[r][m];
                o->name = rows[r].ossl;
                o->row = rows[r].row;
                o->decrypt = m;
                o->ccm = strstr(rows[r].ossl, "CCM") != NULL;
                if (ossl_available(o)) {
                    bench_impl *p = &row.peer[BENCH_PEER_OPENSSL].cell[m];
                    p->arg = o;
                    p->available = ossl_available;
                    p->state_size = sizeof(ossl_aead_state);
                    p->setup = ossl_setup;
                    p->bulk = ossl_bulk;
                    p->teardown = ossl_teardown;
                    row.peer[BENCH_PEER_OPENSSL].name = OpenSSL_version(OPENSSL_VERSION);
                }
            }
#endif
        }
        (void)bench_add(reg, &row);
    }
}

/* see bench.h */
int bench_ref_aead(const char *row, const uint8_t *in, size_t len, uint8_t *out, uint8_t tag[16])
{
    size_t r;
    for (r = 0; rows[r].desc != NULL; r++) {
        cairn_aead_ctx ctx;
        const cairn_aead *d = rows[r].desc;
        int rc;
        if (rows[r].row == NULL || strcmp(rows[r].row, row) != 0)
            continue;
        if (d->tag_len != 16)
            return CAIRN_ERR_UNSUPPORTED;
        rc = cairn_aead_init(&ctx, d, bench_ref_key, d->key_len);
        if (rc == CAIRN_OK)
            rc = cairn_aead_encrypt(&ctx, out, tag, 16, bench_nonce, d->nonce_len, NULL, 0, in, len);
        cairn_aead_wipe(&ctx);
        return rc;
    }
    return CAIRN_ERR_UNSUPPORTED;
}
