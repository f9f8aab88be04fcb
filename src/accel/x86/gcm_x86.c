/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Fused AES-GCM with AES-NI and PCLMULQDQ: eight counter blocks go through
 * the AES rounds while the GHASH of eight ciphertext blocks (the previous
 * eight when encrypting, the current ones when decrypting) is multiplied
 * by H^8..H^1 between the rounds, with one reduction per eight blocks. The
 * AES units and the carry-less multiplier then work in parallel instead of
 * one pass after the other.
 *
 * ks is keyed by the AES-NI implementation (aes_x86_internal.h), hk by an
 * x86 GHASH object (ghash_x86.h). Compiled with -maes -mpclmul -mssse3
 * -msse4.1, which the kernel object's needs name; gcm.c runs it for keys
 * whose block object carries it and whose GHASH object has the x86 key
 * layout. Counters are public; no branch or address depends on key or data.
 *
 * The kernels are in gcm_x86_body.h, compiled here in SSE forms and in
 * gcm_x86_avx.c with -mavx: the same intrinsics in VEX form, three-operand,
 * without the register copies the two-operand SSE forms need (about a third
 * of the instructions). cairn_gcm_x86_encrypt/decrypt run that build when
 * the CPU has AVX (capped by CAIRN_CPU) and this one otherwise.
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_X86_ACCEL && CAIRN_ENABLE_GCM && CAIRN_ENABLE_AES

#define GCM_X86_ENCRYPT gcm_x86_sse_encrypt
#define GCM_X86_DECRYPT gcm_x86_sse_decrypt
#define GCM_X86_MASK gcm_x86_sse_mask
#define GCM_X86_API static
#include "accel/x86/gcm_x86_body.h"

/* see aes_x86_internal.h: the VEX build where the CPU has AVX */
void cairn_gcm_x86_encrypt(const uint64_t *ks, const uint64_t *hk, uint8_t ctr[16], uint8_t y[16], uint8_t *out,
                           const uint8_t *in, size_t nblocks)
{
    if ((cairn_cpu_features() & CAIRN_CPU_X86_AVX) != 0)
        cairn_gcm_x86_avx_encrypt(ks, hk, ctr, y, out, in, nblocks);
    else
        gcm_x86_sse_encrypt(ks, hk, ctr, y, out, in, nblocks);
}

/* see aes_x86_internal.h */
void cairn_gcm_x86_decrypt(const uint64_t *ks, const uint64_t *hk, uint8_t ctr[16], uint8_t y[16], uint8_t *out,
                           const uint8_t *in, size_t nblocks)
{
    if ((cairn_cpu_features() & CAIRN_CPU_X86_AVX) != 0)
        cairn_gcm_x86_avx_decrypt(ks, hk, ctr, y, out, in, nblocks);
    else
        gcm_x86_sse_decrypt(ks, hk, ctr, y, out, in, nblocks);
}

/* the fused object's verdict mask */
static void gcm_x86_mask(uint8_t *p, size_t len, uint64_t m)
{
    if ((cairn_cpu_features() & CAIRN_CPU_X86_AVX) != 0)
        cairn_gcm_x86_avx_mask(p, len, m);
    else
        gcm_x86_sse_mask(p, len, m);
}

const cairn_gcm_fused cairn_gcm_x86_fused = {
    {"x86-aesni-pclmul", CAIRN_PRIM_GCM_FUSED, CAIRN_AES_X86_NEEDS | CAIRN_CPU_X86_PCLMUL}, CAIRN_GHASH_LAYOUT_X86,
    cairn_gcm_x86_encrypt, cairn_gcm_x86_decrypt, gcm_x86_mask};

#else
typedef int cairn_gcm_x86_unused;
#endif
