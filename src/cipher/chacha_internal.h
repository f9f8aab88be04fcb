/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Internal interface of the ChaCha20 family: the state set-up shared by the
 * stream cipher and the AEAD, and the block functions of the vector back ends
 * (src/accel/x86/chacha_ssse3.c, chacha_avx2.c, chacha_avx512.c), which run only through
 * objects whose needs the CPU meets. Not installed.
 */
#ifndef CAIRN_CHACHA_INTERNAL_H
#define CAIRN_CHACHA_INTERNAL_H

#include "cairn/cipher.h"
#include "core/internal.h"

#if CAIRN_ENABLE_CHACHA20

/* RFC 8439 2.3: "expand 32-byte k", key, block counter, 96-bit nonce. */
void cairn_chacha20_setup(uint32_t state[16], const uint8_t key[CAIRN_CHACHA20_KEY_LEN],
                          const uint8_t nonce[CAIRN_CHACHA20_NONCE_LEN], uint32_t counter);

/* RFC 8439 2.2's QUARTERROUND(a, b, c, d) on the state x (HChaCha20, tests). */
void cairn_chacha20_quarter_round(uint32_t x[16], unsigned a, unsigned b, unsigned c, unsigned d);

/* HChaCha20 without cairn_hchacha20's argument checks. */
void cairn_hchacha20_core(uint8_t out[CAIRN_CHACHA20_KEY_LEN], const uint8_t key[CAIRN_CHACHA20_KEY_LEN],
                          const uint8_t in[CAIRN_HCHACHA20_INPUT_LEN]);

/* The portable xor_blocks, also used by the vector back ends for short tails. */
void cairn_chacha20_sw_xor(uint32_t state[16], uint8_t *out, const uint8_t *in, size_t len);

#if CAIRN_ENABLE_X86_ACCEL
void cairn_chacha20_ssse3_xor(uint32_t state[16], uint8_t *out, const uint8_t *in, size_t len);
void cairn_chacha20_ssse3_xor_masked(uint32_t state[16], uint8_t *out, const uint8_t *in, size_t len, uint8_t mask);
/* The "x86-ssse3" object's poly1305_m64 kernel (cairn/cipher.h). */
size_t cairn_chacha20_poly1305_ssse3(uint32_t state[16], uint64_t pst[12], uint8_t *out, const uint8_t *in,
                                     size_t len, int decrypt);
void cairn_chacha20_avx2_xor(uint32_t state[16], uint8_t *out, const uint8_t *in, size_t len);
void cairn_chacha20_avx512_xor(uint32_t state[16], uint8_t *out, const uint8_t *in, size_t len);
void cairn_chacha20_avx2_xor_masked(uint32_t state[16], uint8_t *out, const uint8_t *in, size_t len, uint8_t mask);
/* The "x86-avx2" object's poly1305_m64 kernel (cairn/cipher.h). */
size_t cairn_chacha20_poly1305_avx2(uint32_t state[16], uint64_t pst[12], uint8_t *out, const uint8_t *in,
                                    size_t len, int decrypt);
void cairn_chacha20_avx512_xor_masked(uint32_t state[16], uint8_t *out, const uint8_t *in, size_t len,
                                      uint8_t mask);
#endif

#endif
#endif
