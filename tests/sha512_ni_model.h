/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* sha512_ni_model.c: src/accel/x86/sha512_ni.h's compression on a C model of the SHA512 instructions. */
#ifndef CAIRN_TEST_SHA512_NI_MODEL_H
#define CAIRN_TEST_SHA512_NI_MODEL_H

#include <stddef.h>
#include <stdint.h>

void cairn_test_sha512_ni_model(uint64_t st[8], const uint8_t *p, size_t nblocks);

/* The model of each instruction on its registers' 64-bit lanes (lane 0 first):
 * VSHA512RNDS2 d, s, wk (d = CDGH in and ABEF out, s = ABEF, wk's lanes 0-1);
 * VSHA512MSG1 d, x (x's lane 0); VSHA512MSG2 d, y. */
void cairn_test_sha512rnds2(uint64_t d[4], const uint64_t s[4], const uint64_t wk[2]);
void cairn_test_sha512msg1(uint64_t d[4], const uint64_t x[2]);
void cairn_test_sha512msg2(uint64_t d[4], const uint64_t y[4]);

/* The library's "x86-sha512" compression itself (cairn_sha512_compress_ni_x86)
 * with the SHA512 instructions, where the CPU lacks them, trapped (SIGILL) and
 * emulated on the model above (sha512_ni_trap.c; Linux on x86-64 only).
 * Returns the number of instructions emulated (0 when the CPU ran them), -1
 * where this cannot be done (another OS; a signal frame without the YMM state,
 * as under valgrind), or -2 when something else trapped (an instruction not
 * spelled as sha512_ni.c should: a failure). */
long cairn_test_sha512_ni_trapped(uint64_t st[8], const uint8_t *p, size_t nblocks);

#endif
