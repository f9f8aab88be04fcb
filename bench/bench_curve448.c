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
    row.peer[BENCH_PEER_OPENSSL].name = bench_openssl_rawkey_peer(&row.peer[BENCH_PEER_OPENSSL].cell[0], "Ed448", 0);
    (void)bench_openssl_rawkey_peer(&row.peer[BENCH_PEER_OPENSSL].cell[1], "Ed448", 1);
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
    row.peer[BENCH_PEER_OPENSSL].name = bench_openssl_rawkey_peer(&row.peer[BENCH_PEER_OPENSSL].cell[0], "X448", 0);
    (void)bench_openssl_rawkey_peer(&row.peer[BENCH_PEER_OPENSSL].cell[1], "X448", 1);
#endif
    (void)bench_add(reg, &row);
}

#else
void bench_register_curve448(bench_registry *reg) { (void)reg; }
#endif
