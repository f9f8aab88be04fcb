/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * EC Signatures row "Ed448" (metric 0: one signature, 1: one verification)
 * and EC Key Exchange row "X448" (metric 0: public key from a secret,
 * 1: one shared secret), ms per operation. Software cells only (portable C
 * field code; no instruction-set path). Ed448 signs a 32-byte message with
 * the empty context. With OpenSSL, the same workloads through EVP_PKEY
 * ED448/X448 are the peer cells for --compare.
 */
#include <string.h>

#include "bench.h"
#include "cairn/curve448.h"

#if CAIRN_ENABLE_CURVE448

/* RFC 8032 7.4 "1 octet" seed and RFC 7748 6.2 Alice/Bob secrets: fixed, public */
static const uint8_t ed_seed[57] = {0xc4, 0xea, 0xb0, 0x5d, 0x35, 0x70, 0x07, 0xc6, 0x32, 0xf3, 0xdb, 0xb4,
                                    0x84, 0x89, 0x92, 0x4d, 0x55, 0x2b, 0x08, 0xfe, 0x0c, 0x35, 0x3a, 0x0d,
                                    0x4a, 0x1f, 0x00, 0xac, 0xda, 0x2c, 0x46, 0x3a, 0xfb, 0xea, 0x67, 0xc5,
                                    0xe8, 0xd2, 0x87, 0x7c, 0x5e, 0x3b, 0xc3, 0x97, 0xa6, 0x59, 0x94, 0x9e,
                                    0xf8, 0x02, 0x1e, 0x95, 0x4e, 0x0a, 0x12, 0x27, 0x4e};
static const uint8_t x_secret[56] = {0x9a, 0x8f, 0x49, 0x25, 0xd1, 0x51, 0x9f, 0x57, 0x75, 0xcf, 0x46, 0xb0,
                                     0x4b, 0x58, 0x00, 0xd4, 0xee, 0x9e, 0xe8, 0xba, 0xe8, 0xbc, 0x55, 0x65,
                                     0xd4, 0x98, 0xc2, 0x8d, 0xd9, 0xc9, 0xba, 0xf5, 0x74, 0xa9, 0x41, 0x97,
                                     0x44, 0x89, 0x73, 0x91, 0x00, 0x63, 0x82, 0xa6, 0xf1, 0x27, 0xab, 0x1d,
                                     0x9a, 0xc2, 0xd8, 0xc0, 0xa5, 0x98, 0x72, 0x6b};
static const uint8_t x_secret2[56] = {0x1c, 0x30, 0x6a, 0x7a, 0xc2, 0xa0, 0xe2, 0xe0, 0x99, 0x0b, 0x29, 0x44,
                                      0x70, 0xcb, 0xa3, 0x39, 0xe6, 0x45, 0x37, 0x72, 0xb0, 0x75, 0x81, 0x1d,
                                      0x8f, 0xad, 0x0d, 0x1d, 0x69, 0x27, 0xc1, 0x20, 0xbb, 0x5e, 0xe8, 0x97,
                                      0x2b, 0x0d, 0x3e, 0x21, 0x37, 0x4c, 0x9c, 0x92, 0x1b, 0x09, 0xd1, 0xb0,
                                      0x36, 0x6f, 0x10, 0xb6, 0x51, 0x73, 0x99, 0x2d};

typedef struct ed448_state {
    uint8_t keypair[114], sig[114], msg[32];
} ed448_state;

static int ed448_setup(void *state, const void *arg, uint8_t *in, size_t len)
{
    ed448_state *s = state;
    (void)arg;
    (void)in;
    (void)len;
    memset(s->msg, 0xa5, sizeof s->msg);
    if (cairn_ed448_keypair_from_seed(s->keypair, ed_seed) != CAIRN_OK)
        return CAIRN_ERR_BAD_ARG;
    return cairn_ed448_sign(s->sig, s->msg, sizeof s->msg, NULL, 0, s->keypair);
}

static int ed448_sign_op(void *state)
{
    ed448_state *s = state;
    return cairn_ed448_sign(s->sig, s->msg, sizeof s->msg, NULL, 0, s->keypair);
}

static int ed448_verify_op(void *state)
{
    ed448_state *s = state;
    return cairn_ed448_verify(s->sig, s->msg, sizeof s->msg, NULL, 0, s->keypair + 57);
}

typedef struct x448_state {
    uint8_t secret[56], pub[56], peer[56], shared[56];
} x448_state;

static int x448_setup(void *state, const void *arg, uint8_t *in, size_t len)
{
    x448_state *s = state;
    (void)arg;
    (void)in;
    (void)len;
    memcpy(s->secret, x_secret, 56);
    return cairn_x448_public(s->peer, x_secret2);
}

static int x448_public_op(void *state)
{
    x448_state *s = state;
    return cairn_x448_public(s->pub, s->secret);
}

static int x448_shared_op(void *state)
{
    x448_state *s = state;
    return cairn_x448(s->shared, s->secret, s->peer);
}

#ifdef CAIRN_BENCH_OPENSSL
#include <openssl/crypto.h>
#include <openssl/evp.h>

typedef struct ossl448_state {
    EVP_PKEY *key, *peer;
    EVP_MD_CTX *md;
    EVP_PKEY_CTX *pctx;
    uint8_t sig[114], msg[32], out[57];
    size_t siglen;
} ossl448_state;

static int ossl_ed448_setup(void *state, const void *arg, uint8_t *in, size_t len)
{
    ossl448_state *s = state;
    (void)in;
    (void)len;
    memset(s->msg, 0xa5, sizeof s->msg);
    s->key = EVP_PKEY_new_raw_private_key(EVP_PKEY_ED448, NULL, ed_seed, 57);
    s->md = EVP_MD_CTX_new();
    if (s->key == NULL || s->md == NULL)
        return CAIRN_ERR_UNSUPPORTED;
    s->siglen = sizeof s->sig;
    if (EVP_DigestSignInit(s->md, NULL, NULL, NULL, s->key) != 1 ||
        EVP_DigestSign(s->md, s->sig, &s->siglen, s->msg, sizeof s->msg) != 1)
        return CAIRN_ERR_UNSUPPORTED;
    if (arg != NULL && EVP_DigestVerifyInit(s->md, NULL, NULL, NULL, s->key) != 1)
        return CAIRN_ERR_UNSUPPORTED;
    return 0;
}

static int ossl_ed448_sign(void *state)
{
    ossl448_state *s = state;
    s->siglen = sizeof s->sig;
    return EVP_DigestSign(s->md, s->sig, &s->siglen, s->msg, sizeof s->msg) == 1 ? 0 : CAIRN_ERR_BAD_ARG;
}

static int ossl_ed448_verify(void *state)
{
    ossl448_state *s = state;
    return EVP_DigestVerify(s->md, s->sig, s->siglen, s->msg, sizeof s->msg) == 1 ? 0 : CAIRN_ERR_BAD_SIGNATURE;
}

static int ossl_x448_setup(void *state, const void *arg, uint8_t *in, size_t len)
{
    ossl448_state *s = state;
    (void)arg;
    (void)in;
    (void)len;
    s->key = EVP_PKEY_new_raw_private_key(EVP_PKEY_X448, NULL, x_secret, 56);
    s->peer = EVP_PKEY_new_raw_private_key(EVP_PKEY_X448, NULL, x_secret2, 56);
    if (s->key == NULL || s->peer == NULL)
        return CAIRN_ERR_UNSUPPORTED;
    s->pctx = EVP_PKEY_CTX_new(s->key, NULL);
    if (s->pctx == NULL || EVP_PKEY_derive_init(s->pctx) != 1 || EVP_PKEY_derive_set_peer(s->pctx, s->peer) != 1)
        return CAIRN_ERR_UNSUPPORTED;
    return 0;
}

/* public key from the secret: OpenSSL computes it when the key object is made */
static int ossl_x448_public(void *state)
{
    ossl448_state *s = state;
    EVP_PKEY *k = EVP_PKEY_new_raw_private_key(EVP_PKEY_X448, NULL, x_secret, 56);
    size_t n = sizeof s->out;
    int ok = k != NULL && EVP_PKEY_get_raw_public_key(k, s->out, &n) == 1;
    EVP_PKEY_free(k);
    return ok ? 0 : CAIRN_ERR_BAD_ARG;
}

static int ossl_x448_shared(void *state)
{
    ossl448_state *s = state;
    size_t n = sizeof s->out;
    return EVP_PKEY_derive(s->pctx, s->out, &n) == 1 ? 0 : CAIRN_ERR_BAD_ARG;
}

static void ossl448_teardown(void *state)
{
    ossl448_state *s = state;
    EVP_PKEY_CTX_free(s->pctx);
    EVP_MD_CTX_free(s->md);
    EVP_PKEY_free(s->key);
    EVP_PKEY_free(s->peer);
}

static void peer448(bench_impl *p, int (*setup)(void *, const void *, uint8_t *, size_t), int (*op)(void *),
                    const void *arg)
{
    p->arg = arg;
    p->state_size = sizeof(ossl448_state);
    p->setup = setup;
    p->op = op;
    p->teardown = ossl448_teardown;
}
#endif

void bench_register_curve448(bench_registry *reg)
{
    bench_row row;

    memset(&row, 0, sizeof row);
    row.table = BENCH_ECSIG;
    row.name = "Ed448";
    row.order = BENCH_ORDER_ED448;
    row.cell[0][BENCH_SW].state_size = sizeof(ed448_state);
    row.cell[0][BENCH_SW].setup = ed448_setup;
    row.cell[0][BENCH_SW].op = ed448_sign_op;
    row.cell[1][BENCH_SW] = row.cell[0][BENCH_SW];
    row.cell[1][BENCH_SW].op = ed448_verify_op;
#ifdef CAIRN_BENCH_OPENSSL
    peer448(&row.peer[0], ossl_ed448_setup, ossl_ed448_sign, NULL);
    peer448(&row.peer[1], ossl_ed448_setup, ossl_ed448_verify, "verify");
    row.peer_name = OpenSSL_version(OPENSSL_VERSION);
#endif
    (void)bench_add(reg, &row);

    memset(&row, 0, sizeof row);
    row.table = BENCH_ECKEX;
    row.name = "X448";
    row.order = BENCH_ORDER_X448;
    row.cell[0][BENCH_SW].state_size = sizeof(x448_state);
    row.cell[0][BENCH_SW].setup = x448_setup;
    row.cell[0][BENCH_SW].op = x448_public_op;
    row.cell[1][BENCH_SW] = row.cell[0][BENCH_SW];
    row.cell[1][BENCH_SW].op = x448_shared_op;
#ifdef CAIRN_BENCH_OPENSSL
    peer448(&row.peer[0], ossl_x448_setup, ossl_x448_public, NULL);
    peer448(&row.peer[1], ossl_x448_setup, ossl_x448_shared, NULL);
    row.peer_name = OpenSSL_version(OPENSSL_VERSION);
#endif
    (void)bench_add(reg, &row);
}

#else
void bench_register_curve448(bench_registry *reg) { (void)reg; }
#endif
