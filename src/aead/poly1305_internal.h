/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Poly1305 implementation objects. Two portable ones exist on every build:
 * "m64" (radix 2^64, 64x64->128 products) for 64-bit hosts and "m32"
 * (radix 2^26, 32x32->64 products) for 32-bit cores, the default picked by
 * word size. On x86-64, "x86-avx2" is m64 with a four-way vector loop for
 * long runs of blocks, "x86-avx512" and "x86-avx512ifma" the same with
 * eight-way loops (radix 2^26 with VPMULUDQ, radix 2^44 with VPMADD52).
 * cairn_poly1305_init takes the best available; tests run all. Each keeps
 * its limbs in the context's st[] words; ctx->ready records which object
 * keyed the context (its id), so update/final dispatch without a pointer in
 * the public struct. Not installed.
 */
#ifndef CAIRN_POLY1305_INTERNAL_H
#define CAIRN_POLY1305_INTERNAL_H

#include "cairn/aead.h"
#include "core/internal.h"

#if CAIRN_ENABLE_CHACHA20

typedef struct cairn_poly1305_impl {
    const char *name; /* "m64", "m32" */
    uint32_t id;      /* stored in ctx->ready, never 0 */
    void (*init)(uint64_t st[12], const uint8_t key[CAIRN_POLY1305_KEY_LEN]);
    /* nblocks full 16-byte blocks; hibit is 1 (2^128 added to each block),
     * or 0 for the padded last partial block. */
    void (*blocks)(uint64_t st[12], const uint8_t *in, size_t nblocks, uint32_t hibit);
    void (*finish)(uint64_t st[12], uint8_t tag[CAIRN_POLY1305_TAG_LEN]);
} cairn_poly1305_impl;

const cairn_poly1305_impl *cairn_poly1305_m64_impl(void);
const cairn_poly1305_impl *cairn_poly1305_m32_impl(void);
/* m64 with an AVX2 path for long runs of blocks (same context layout);
 * NULL without AVX2. */
const cairn_poly1305_impl *cairn_poly1305_avx2_impl(void);
/* m64 where the native word is 64 bits, m32 otherwise. */
const cairn_poly1305_impl *cairn_poly1305_default_impl(void);
/* The AVX2 one where the CPU has it, else the default (cairn_poly1305_init). */
const cairn_poly1305_impl *cairn_poly1305_best_impl(void);

/* The same with an AVX-512F eight-way loop (NULL without AVX-512F/VL), and
 * with AVX-512 IFMA 52-bit multiply-adds (NULL without IFMA as well). */
const cairn_poly1305_impl *cairn_poly1305_avx512_impl(void);
const cairn_poly1305_impl *cairn_poly1305_ifma_impl(void);

#if CAIRN_ENABLE_X86_ACCEL
/* Vector back ends (src/accel/x86/chacha_avx2.c, chacha_avx512.c): nblocks
 * full blocks (2^128 added to each) on the m64 context layout; nblocks a
 * multiple of 4 (AVX2) or 8 (AVX-512), at least that. */
void cairn_poly1305_avx2_blocks(uint64_t st[12], const uint8_t *in, size_t nblocks);
void cairn_poly1305_avx512_blocks(uint64_t st[12], const uint8_t *in, size_t nblocks);
/* Two eight-way loops in radix 2^44 with AVX-512 IFMA (multiple of 16). */
void cairn_poly1305_ifma_blocks(uint64_t st[12], const uint8_t *in, size_t nblocks);
/* Their scalar set-up, in radix 2^26: h from the context and r^1..r^n
 * (r[i] = r^(i+1)); and back, h from limbs l (each below 2^63, modified). */
void cairn_poly1305_get26(const uint64_t st[12], uint64_t h[5], uint64_t r[][5], unsigned n);
void cairn_poly1305_put26(uint64_t st[12], uint64_t l[5]);
#endif

/* cairn_poly1305_init with a named implementation (NULL: the best). */
int cairn_poly1305_init_impl(cairn_poly1305_ctx *ctx, const cairn_poly1305_impl *impl,
                             const uint8_t key[CAIRN_POLY1305_KEY_LEN]);

#endif
#endif
