/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Internal contract between the block-cipher files: the x86 back ends
 * (src/accel/x86/, each compiled with its own target flags) export their
 * implementation objects; the probes that hand them out live in the
 * baseline-compiled files (aes.c, sm4.c) and check the CPU first, so no
 * instruction the CPU lacks ever runs. Not installed.
 */
#ifndef CAIRN_CIPHER_INTERNAL_H
#define CAIRN_CIPHER_INTERNAL_H

#include "cairn/accel.h"
#include "cairn/cipher.h"
#include "core/internal.h"

#if CAIRN_ENABLE_X86_ACCEL
extern const cairn_block_impl cairn_aes_x86_impl_obj;  /* AES-NI: needs CAIRN_CPU_X86_AESNI | SSSE3 | SSE41 */
extern const cairn_block_impl cairn_aes_vaes_impl_obj; /* VAES: needs CAIRN_AES_VAES_NEEDS */
extern const cairn_block_impl cairn_sm4_x86_impl_obj;  /* SM4 via AESENCLAST: needs AESNI | SSSE3 | SSE41 */
extern const cairn_block_impl cairn_sm4_vaes_impl_obj; /* SM4 via VAES: needs CAIRN_SM4_VAES_NEEDS */
/* Which AVX level aes_vaes.c's code needs, for the probe in aes.c. */
#define CAIRN_AES_VAES_NEEDS                                                                                        \
    (CAIRN_CPU_X86_AESNI | CAIRN_CPU_X86_SSSE3 | CAIRN_CPU_X86_SSE41 | CAIRN_CPU_X86_VAES | CAIRN_CPU_X86_AVX2 |  \
     CAIRN_CPU_X86_AVX512F | CAIRN_CPU_X86_AVX512VL | CAIRN_CPU_X86_AVX512BW)
/* sm4_vaes.c is built with the same flags (it needs no carry-less multiply),
 * and sm4_x86.c, which it calls for tails, needs a subset. */
#define CAIRN_SM4_VAES_NEEDS CAIRN_AES_VAES_NEEDS
#endif

/* SM4's key schedule (GB/T 32907 section 7.3), shared by the software and
 * AES-NI implementations: the 32 encryption round keys. Constant time. */
void cairn_sm4_round_keys(uint32_t rk[32], const uint8_t key[16]);

/* Adds n to the big-endian counter ctr[0..len), wrapping modulo 2^(8 len).
 * Counters are public (a nonce), so the carry loop may exit early. */
CAIRN_INLINE void cairn_ctr_add_be(uint8_t *ctr, size_t len, uint64_t n)
{
    size_t i = len;
    while (i > 0 && n != 0) {
        uint64_t v = (uint64_t)ctr[i - 1] + (n & 0xff);
        ctr[i - 1] = (uint8_t)v;
        n = (n >> 8) + (v >> 8);
        i--;
    }
}

#endif
