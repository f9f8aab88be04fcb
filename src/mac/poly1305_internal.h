/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Poly1305 internals: the set-up the vector back ends (src/accel/x86/
 * chacha_avx2.c, chacha_avx512.c) share with poly1305.c, whose objects
 * ("x86-avx2", "x86-avx512", "x86-avx512ifma") are m64 with a vector loop
 * for long runs of blocks, on m64's context layout. Not installed.
 */
#ifndef CAIRN_POLY1305_INTERNAL_H
#define CAIRN_POLY1305_INTERNAL_H

#include "cairn/mac.h"
#include "core/internal.h"

#if CAIRN_ENABLE_CHACHA20

/* The work of cairn_poly1305_init_ex/update/final without their argument
 * checks, for callers that hold a checked object and valid buffers
 * (ChaCha20-Poly1305). tag wipes the context. */
void cairn_poly1305_key(cairn_poly1305_ctx *ctx, const cairn_poly1305_impl *impl,
                        const uint8_t key[CAIRN_POLY1305_KEY_LEN]);
void cairn_poly1305_absorb(cairn_poly1305_ctx *ctx, const uint8_t *in, size_t len);
void cairn_poly1305_tag(cairn_poly1305_ctx *ctx, uint8_t tag[CAIRN_POLY1305_TAG_LEN]);

/* 1 when impl keeps the "m64" object's state layout (st[0..2] = r0, r1,
 * r1 + r1 / 4; st[3..5] = h in radix 2^64, h2 at most 4 between blocks;
 * st[6..7] = s), which the fused ChaCha20-Poly1305 kernels
 * (cairn_chacha20_impl.poly1305_m64) update; else 0. */
int cairn_poly1305_m64_layout(const cairn_poly1305_impl *impl);

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

#endif
#endif
