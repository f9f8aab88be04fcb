/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The Ascon permutation (NIST SP 800-232, section 3) on five 64-bit lanes
 * S0..S4, shared by Ascon-Hash256, Ascon-XOF128 and Ascon-AEAD128. Not installed.
 *
 * Byte order is SP 800-232's: a lane is loaded from 8 bytes little-endian
 * (cairn_load64_le), so byte i of the rate is bits 8i..8i+7 of S0.
 * The number of rounds is public (8 or 12 in the standard; 1..12 accepted):
 * p^a runs the last `rounds` of the 12 round constants.
 */
#ifndef CAIRN_HASH_ASCON_P_H
#define CAIRN_HASH_ASCON_P_H

#include <stddef.h>
#include <stdint.h>

/* s = p^rounds(s), rounds in 1..12 (other values: the state is left unchanged). */
void cairn_ascon_permute(uint64_t s[5], unsigned rounds);

/* For each of nblocks 8-byte blocks: s[0] ^= load64_le(block); s = p^rounds(s).
 * The rate of Ascon-Hash256 / Ascon-XOF128 (with rounds = 12). */
void cairn_ascon_absorb8(uint64_t s[5], const uint8_t *in, size_t nblocks, unsigned rounds);

/* For each of nblocks 16-byte blocks: s[0] ^= load64_le(block),
 * s[1] ^= load64_le(block + 8); s = p^rounds(s). The rate of Ascon-AEAD128
 * (associated data with rounds = 8). */
void cairn_ascon_absorb16(uint64_t s[5], const uint8_t *in, size_t nblocks, unsigned rounds);

/* Ascon-AEAD128's message duplex on nblocks 16-byte blocks (out == in
 * allowed), the state kept in registers across blocks. encrypt16: rate ^=
 * plaintext block, the rate is the ciphertext block, s = p^rounds(s).
 * decrypt16: plaintext = rate ^ ciphertext block, the rate becomes the
 * ciphertext block, s = p^rounds(s). */
void cairn_ascon_encrypt16(uint64_t s[5], uint8_t *out, const uint8_t *in, size_t nblocks, unsigned rounds);
void cairn_ascon_decrypt16(uint64_t s[5], uint8_t *out, const uint8_t *in, size_t nblocks, unsigned rounds);

#endif
