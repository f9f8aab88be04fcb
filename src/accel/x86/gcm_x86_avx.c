/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The fused AES-NI/PCLMULQDQ GCM kernels of gcm_x86_body.h compiled with
 * -mavx: VEX-encoded, for CPUs with AVX (cairn_gcm_x86_encrypt/decrypt in
 * gcm_x86.c choose).
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_X86_ACCEL && CAIRN_ENABLE_GCM && CAIRN_ENABLE_AES

#define GCM_X86_ENCRYPT cairn_gcm_x86_avx_encrypt
#define GCM_X86_DECRYPT cairn_gcm_x86_avx_decrypt
#define GCM_X86_MASK cairn_gcm_x86_avx_mask
#define GCM_X86_API
#include "accel/x86/gcm_x86_body.h"

#else
typedef int cairn_gcm_x86_avx_unused;
#endif
