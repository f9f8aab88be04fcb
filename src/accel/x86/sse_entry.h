/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Entry of the legacy-SSE back ends whose work per call is large enough to
 * pay for a feature test (SHA-NI compression, SM4's serial CBC encryption,
 * ChaCha20 on SSSE3).
 * Legacy SSE code pays when the caller left the upper halves of the vector
 * registers dirty (AVX code without a VZEROUPPER after it): on Zen 5, SHA-1
 * ran 35% slower and SM4-CBC encryption 45% slower right after OpenSSL 3.0's
 * AVX-512 ChaCha20-Poly1305 in the same process. So the halves are cleared
 * first where the CPU has AVX: the real CPU's feature, not the CAIRN_CPU cap,
 * since the instruction's validity is the hardware's (without AVX it does
 * not exist and the state cannot be dirty). Public: the CPU's features.
 * Internal, not installed.
 */
#ifndef CAIRN_ACCEL_X86_SSE_ENTRY_H
#define CAIRN_ACCEL_X86_SSE_ENTRY_H

#include "cairn/accel.h"
#include "core/internal.h"

CAIRN_INLINE void cairn_x86_sse_entry(void)
{
    if (cairn_cpu_features_raw() & CAIRN_CPU_X86_AVX)
        __asm__ volatile("vzeroupper");
}

#endif
