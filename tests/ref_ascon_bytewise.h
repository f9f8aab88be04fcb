/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * A straightforward byte-wise Ascon-Hash256 / Ascon-XOF128 (NIST SP 800-232),
 * for tests only: it shares no code with src/ (a 40-byte state, byte-wide
 * S-box and rotations, one message byte at a time), so the test driver can
 * cross-check the library against it and tests/speed_ascon_ref.c can show
 * what the 64-bit-lane implementation buys. Not for production use.
 */
#ifndef CAIRN_REF_ASCON_BYTEWISE_H
#define CAIRN_REF_ASCON_BYTEWISE_H

#include <stddef.h>
#include <stdint.h>

/* Ascon-Hash256 of in[0..len). in may be NULL when len is 0. */
void ref_ascon_hash256(uint8_t out[32], const uint8_t *in, size_t len);
/* outlen bytes of Ascon-XOF128 of in[0..len). */
void ref_ascon_xof128(uint8_t *out, size_t outlen, const uint8_t *in, size_t len);
/* Ascon-p[rounds] on five 64-bit lanes (the last rounds rounds of p^12), as
 * cairn_ascon_impl's permute: rounds outside 1..12 leave s unchanged. */
void ref_ascon_permute(uint64_t s[5], unsigned rounds);

#endif
