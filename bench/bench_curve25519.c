/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * EC Signatures row "Ed25519" (metric 0: one signature, 1: one verification)
 * and EC Key Exchange row "X25519" (metric 0: public key from a secret,
 * 1: one shared secret), ms per operation. Software cells are the portable
 * C code (on 32-bit builds the X25519 ladder is the packed radix-2^32 one of
 * src/ed/x25519_p32.c, whose mul/sqr are UMAAL assembly on Thumb-2 cores
 * with the DSP extension: chosen at compile time, no CPU check, so it stays
 * the software cell); the X25519 shared secret has a Hardware cell, the x86-64 BMI2/ADX
 * ladder (src/accel/x86/x25519_mulx.c; "-" when the CPU or CAIRN_CPU lacks
 * BMI2 or ADX). Public keys use the fixed-base table: software only.
 * The signed message is 32 bytes (a digest-sized message, as the reference
 * benchmark signs). With OpenSSL, the same workloads through EVP_PKEY
 * ED25519/X25519 are the peer cells for --compare.
 */
#include <string.h>

#include "bench.h"
#include "cairn/curve25519.h"

#if CAIRN_ENABLE_CURVE25519

static const uint8_t bench_seed[32] = {0x9d, 0x61, 0xb1, 0x9d, 0xef, 0xfd, 0x5a, 0x60, 0xba, 0x84, 0x4a,
                                       0xf4, 0x92, 0xec, 0x2c, 0xc4, 0x44, 0x49, 0xc5, 0x69, 0x7b, 0x32,
                                       0x69, 0x19, 0x70, 0x3b, 0xac, 0x03, 0x1c, 0xae, 0x7f, 0x60};
static const uint8_t bench_seed2[32] = {0x4c, 0xcd, 0x08, 0x9b, 0x28, 0xff, 0x96, 0xda, 0x9d, 0xb6, 0xc3,
                                        0x46, 0xec, 0x11, 0x4e, 0x0f, 0x5b, 0x8a, 0x31, 0x9f, 0x35, 0xab,
                                        0xa6, 0x24, 0xda, 0x8c, 0xf6, 0xed, 0x4f, 0xb8, 0xa6, 0xfb};

typedef struct ed_state {
    uint8_t keypair[64], sig[64], msg[32];
} ed_state;

static int ed_setup(void *state, const void *arg, uint8_t *in, size_t len)
{
    ed_state *s = state;
    (void)arg;
    (void)in;
    (void)len;
    memset(s->msg, 0xa5, sizeof s->msg);
    if (cairn_ed25519_keypair_from_seed(s->keypair, bench_seed) != CAIRN_OK)
        return CAIRN_ERR_BAD_ARG;
    return cairn_ed25519_sign(s->sig, s->msg, sizeof s->msg, s->keypair);
}

static int ed_sign_op(void *state)
{
    ed_state *s = state;
    return cairn_ed25519_sign(s->sig, s->msg, sizeof s->msg, s->keypair);
}

static int ed_verify_op(void *state)
{
    ed_state *s = state;
    return cairn_ed25519_verify(s->sig, s->msg, sizeof s->msg, s->keypair + 32);
}

typedef struct x_state {
    uint8_t secret[32], pub[32], peer[32], shared[32];
} x_state;

static int x_setup(void *state, const void *arg, uint8_t *in, size_t len)
{
    x_state *s = state;
    (void)arg;
    (void)in;
    (void)len;
    memcpy(s->secret, bench_seed, 32);
    return cairn_x25519_public(s->peer, bench_seed2);
}

static int x_public_op(void *state)
{
    x_state *s = state;
    return cairn_x25519_public(s->pub, s->secret);
}

static int x_shared_sw_op(void *state)
{
    x_state *s = state;
    return cairn_x25519_ex(s->shared, s->secret, s->peer, cairn_impl_portable(cairn_x25519_impls));
}

/* the Hardware cell: the best object when it needs a CPU feature */
static const cairn_impl *x_accel(void)
{
    const cairn_impl *impl = cairn_impl_best(cairn_x25519_impls);
    return impl != NULL && impl->needs != 0 ? impl : NULL;
}

static int x_accel_available(const void *arg)
{
    (void)arg;
    return x_accel() != NULL;
}

static int x_accel_setup(void *state, const void *arg, uint8_t *in, size_t len)
{
    if (x_accel() == NULL)
        return CAIRN_ERR_UNSUPPORTED;
    return x_setup(state, arg, in, len);
}

static int x_shared_accel_op(void *state)
{
    x_state *s = state;
    return cairn_x25519_ex(s->shared, s->secret, s->peer, x_accel());
}

void bench_register_curve25519(bench_registry *reg)
{
    bench_row row;

    memset(&row, 0, sizeof row);
    row.table = BENCH_ECSIG;
    row.name = "Ed25519";
    row.order = BENCH_ORDER_ED25519;
    row.cell[0][BENCH_SW].state_size = sizeof(ed_state);
    row.cell[0][BENCH_SW].setup = ed_setup;
    row.cell[0][BENCH_SW].op = ed_sign_op;
    row.cell[1][BENCH_SW] = row.cell[0][BENCH_SW];
    row.cell[1][BENCH_SW].op = ed_verify_op;
#ifdef CAIRN_BENCH_OPENSSL
    row.peer[BENCH_PEER_OPENSSL].name = bench_openssl_rawkey_peer(&row.peer[BENCH_PEER_OPENSSL].cell[0], "Ed25519", 0);
    (void)bench_openssl_rawkey_peer(&row.peer[BENCH_PEER_OPENSSL].cell[1], "Ed25519", 1);
#endif
    (void)bench_add(reg, &row);

    memset(&row, 0, sizeof row);
    row.table = BENCH_ECKEX;
    row.name = "X25519";
    row.order = BENCH_ORDER_X25519;
    row.cell[0][BENCH_SW].state_size = sizeof(x_state);
    row.cell[0][BENCH_SW].setup = x_setup;
    row.cell[0][BENCH_SW].op = x_public_op;
    row.cell[1][BENCH_SW] = row.cell[0][BENCH_SW];
    row.cell[1][BENCH_SW].op = x_shared_sw_op;
    row.cell[1][BENCH_HW].available = x_accel_available;
    row.cell[1][BENCH_HW].state_size = sizeof(x_state);
    row.cell[1][BENCH_HW].setup = x_accel_setup;
    row.cell[1][BENCH_HW].op = x_shared_accel_op;
#ifdef CAIRN_BENCH_OPENSSL
    row.peer[BENCH_PEER_OPENSSL].name = bench_openssl_rawkey_peer(&row.peer[BENCH_PEER_OPENSSL].cell[0], "X25519", 0);
    (void)bench_openssl_rawkey_peer(&row.peer[BENCH_PEER_OPENSSL].cell[1], "X25519", 1);
#endif
    (void)bench_add(reg, &row);
}

#else
void bench_register_curve25519(bench_registry *reg) { (void)reg; }
#endif
