/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Fused AES-NI CCM kernels (src/accel/x86/ccm_x86.c), shared by the
 * x86-aesni and x86-vaes block implementations, whose encryption key
 * schedules have the same layout (see accel/x86/aes_x86_internal.h).
 * Callers must hold one of those two implementations, so the CPU has been
 * checked. Not installed.
 *
 * Both run nblocks whole blocks: C_i = P_i ^ E(ctr_i) and mac = E(mac ^ P_i),
 * with ctr incremented as a 128-bit big-endian integer after each block.
 * mac and ctr are updated in place (ctr ends as the next counter block).
 */
#ifndef CAIRN_CCM_INTERNAL_H
#define CAIRN_CCM_INTERNAL_H

#include "cipher/cipher_internal.h"

#if CAIRN_ENABLE_X86_ACCEL && CAIRN_ENABLE_AES

void cairn_ccm_x86_encrypt(const uint64_t *ks, uint8_t *mac, uint8_t *ctr, uint8_t *out, const uint8_t *in,
                           size_t nblocks);
void cairn_ccm_x86_decrypt(const uint64_t *ks, uint8_t *mac, uint8_t *ctr, uint8_t *out, const uint8_t *in,
                           size_t nblocks);

#endif
#endif
