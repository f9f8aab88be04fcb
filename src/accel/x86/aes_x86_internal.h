/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Internal interface between the AES-NI back end (aes_x86.c) and the VAES
 * ones (aes_vaes.c, aes_vaes256.c): all use the same key-schedule layout in the context's
 * ks words, so VAES reuses the AES-NI key expansion, its serial CBC
 * encryption and its 8-block routines for tails, and both run the fused
 * CCM kernels of ccm_x86.c. Callers hold one of the two objects, whose needs
 * (AES-NI, SSSE3, SSE4.1 at least) the CPU meets. Not installed.
 *
 * Layout of ks (bytes): [0, 240) encryption round keys rk[0..nr] as 16-byte
 * AES states; [240, 480) decryption round keys for AESDEC (rk[nr],
 * InvMixColumns(rk[nr-1]), ..., rk[0]); word 120 holds nr (10, 12 or 14).
 */
#ifndef CAIRN_AES_X86_INTERNAL_H
#define CAIRN_AES_X86_INTERNAL_H

#include "cairn/aead.h"
#include "cipher/cipher_internal.h"

#if CAIRN_ENABLE_X86_ACCEL && CAIRN_ENABLE_AES

#define CAIRN_AESX86_DEC_OFFSET 240 /* bytes */
#define CAIRN_AESX86_NR_WORD 120

int cairn_aes_x86_set_key(uint64_t *ks, const uint8_t *key, size_t keylen);
void cairn_aes_x86_ecb_encrypt(const uint64_t *ks, uint8_t *out, const uint8_t *in, size_t nblocks);
void cairn_aes_x86_ecb_decrypt(const uint64_t *ks, uint8_t *out, const uint8_t *in, size_t nblocks);
void cairn_aes_x86_cbc_encrypt(const uint64_t *ks, uint8_t *iv, uint8_t *out, const uint8_t *in, size_t nblocks);
void cairn_aes_x86_cbc_decrypt(const uint64_t *ks, uint8_t *iv, uint8_t *out, const uint8_t *in, size_t nblocks);
void cairn_aes_x86_ctr(const uint64_t *ks, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks);
void cairn_aes_x86_ctr32(const uint64_t *ks, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks);

#if CAIRN_ENABLE_GCM
/* The fused GCM kernels of the three objects (gcm_x86.c, gcm_vaes.c,
 * gcm_vaes256.c; the VAES ones run their tails through the AES-NI
 * functions). */
extern const cairn_gcm_fused cairn_gcm_x86_fused;
extern const cairn_gcm_fused cairn_gcm_vaes_fused;
extern const cairn_gcm_fused cairn_gcm_vaes256_fused;
void cairn_gcm_x86_encrypt(const uint64_t *ks, const uint64_t *hk, uint8_t ctr[16], uint8_t y[16], uint8_t *out,
                           const uint8_t *in, size_t nblocks);
void cairn_gcm_x86_decrypt(const uint64_t *ks, const uint64_t *hk, uint8_t ctr[16], uint8_t y[16], uint8_t *out,
                           const uint8_t *in, size_t nblocks);
/* The same kernels compiled with AVX (gcm_x86_avx.c), which the two above
 * run when the CPU has it. */
void cairn_gcm_x86_avx_encrypt(const uint64_t *ks, const uint64_t *hk, uint8_t ctr[16], uint8_t y[16], uint8_t *out,
                               const uint8_t *in, size_t nblocks);
void cairn_gcm_x86_avx_decrypt(const uint64_t *ks, const uint64_t *hk, uint8_t ctr[16], uint8_t y[16], uint8_t *out,
                               const uint8_t *in, size_t nblocks);
void cairn_gcm_x86_avx_mask(uint8_t *p, size_t len, uint64_t m);
#endif

#if CAIRN_ENABLE_CCM
/* The fused CCM kernels of both objects (ccm_x86.c; cairn/cipher.h's
 * ccm_encrypt/ccm_decrypt contract). */
void cairn_ccm_x86_encrypt(const uint64_t *ks, uint8_t mac[16], uint8_t ctr[16], uint8_t *out, const uint8_t *in,
                           size_t nblocks);
void cairn_ccm_x86_decrypt(const uint64_t *ks, uint8_t mac[16], uint8_t ctr[16], uint8_t *out, const uint8_t *in,
                           size_t nblocks);
#endif

#endif
#endif
