/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Internal interface between the SHA-1/SHA-256 front ends (src/hash/) and
 * their instruction-set back ends. The back ends are compiled with their own
 * target flags, so callers must check the CPU feature word before calling.
 */
#ifndef CAIRN_HASH_SHA_INTERNAL_H
#define CAIRN_HASH_SHA_INTERNAL_H

#include "cairn/common.h"

#if CAIRN_ENABLE_X86_ACCEL
/* SHA-NI compression (src/accel/x86/sha_x86.c). Needs SHA, SSSE3 and SSE4.1;
 * state is in the usual order (h[0] = A); blocks may have any alignment. */
void cairn_sha1_compress_x86(uint32_t state[5], const uint8_t *blocks, size_t nblocks);
void cairn_sha256_compress_x86(uint32_t state[8], const uint8_t *blocks, size_t nblocks);
#endif

#endif
