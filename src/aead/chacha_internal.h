/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Internal interface of the ChaCha20 family: the state set-up shared by the
 * stream cipher and the AEAD, and the block functions of the vector back ends
 * (src/accel/x86/chacha_avx2.c, chacha_avx512.c). The back ends are only
 * called after the probes in chacha20.c have checked the CPU. Not installed.
 */
#ifndef CAIRN_CHACHA_INTERNAL_H
#define CAIRN_CHACHA_INTERNAL_H

#include "cairn/aead.h"
#include "core/internal.h"

#if CAIRN_ENABLE_CHACHA20

/* RFC 8439 2.3: "expand 32-byte k", key, block counter, 96-bit nonce. */
void cairn_chacha20_setup(uint32_t state[16], const uint8_t key[CAIRN_CHACHA20_KEY_LEN],
                          const uint8_t nonce[CAIRN_CHACHA20_NONCE_LEN], uint32_t counter);

/* RFC 8439 2.2's QUARTERROUND(a, b, c, d) on the state x (HChaCha20, tests). */
void cairn_chacha20_quarter_round(uint32_t x[16], unsigned a, unsigned b, unsigned c, unsigned d);

/* The portable xor_blocks, also used by the vector back ends for short tails. */
void cairn_chacha20_sw_xor(uint32_t state[16], uint8_t *out, const uint8_t *in, size_t len);

/* Masked stream: out = (in XOR key stream) AND mask, mask 0x00 or 0xff.
 * AEAD decryption runs it after the tag check with the verdict as the mask,
 * so a forgery leaves zeros without a branch on the verdict and without
 * plaintext or key stream ever reaching out. */
typedef void (*cairn_chacha20_masked_fn)(uint32_t state[16], uint8_t *out, const uint8_t *in, size_t len,
                                         uint8_t mask);
/* The masked form of impl's xor_blocks where the implementation has one
 * (the vector ones, where the mask is one more instruction per vector);
 * NULL otherwise. */
cairn_chacha20_masked_fn cairn_chacha20_masked(const cairn_chacha20_impl *impl);

#if CAIRN_ENABLE_X86_ACCEL
void cairn_chacha20_avx2_xor(uint32_t state[16], uint8_t *out, const uint8_t *in, size_t len);
void cairn_chacha20_avx512_xor(uint32_t state[16], uint8_t *out, const uint8_t *in, size_t len);
void cairn_chacha20_avx2_xor_masked(uint32_t state[16], uint8_t *out, const uint8_t *in, size_t len, uint8_t mask);
void cairn_chacha20_avx512_xor_masked(uint32_t state[16], uint8_t *out, const uint8_t *in, size_t len,
                                      uint8_t mask);
#endif

#endif
#endif
