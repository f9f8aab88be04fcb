/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Internal contract between the block-cipher files: the x86 back ends
 * (src/accel/x86/, each compiled with its own target flags) export their
 * implementation objects, whose needs name every instruction-set extension
 * they use, so cairn_impl_usable keeps any instruction the CPU lacks from
 * running; the lists live in the baseline-compiled files (aes.c, sm4.c).
 * Not installed.
 */
#ifndef CAIRN_CIPHER_INTERNAL_H
#define CAIRN_CIPHER_INTERNAL_H

#include "cairn/accel.h"
#include "cairn/cipher.h"
#include "core/internal.h"

/* ctx->ready once cairn_cipher_init/_init_ex succeeded: a zeroed or wiped
 * context (ready = 0) is refused with CAIRN_ERR_STATE. */
#define CAIRN_CIPHER_READY 0x4b657944u

#if CAIRN_ENABLE_X86_ACCEL
extern const cairn_block_impl cairn_aes_x86_impl_obj;  /* AES-NI */
extern const cairn_block_impl cairn_aes_vaes_impl_obj; /* VAES on 512-bit registers */
extern const cairn_block_impl cairn_aes_vaes256_impl_obj; /* VAES on 256-bit registers */
extern const cairn_block_impl cairn_sm4_x86_impl_obj;  /* SM4 via AESENCLAST */
extern const cairn_block_impl cairn_sm4_vaes_impl_obj; /* SM4 via VAESENCLAST */
extern const cairn_block_impl cairn_sm4_vaes256_impl_obj; /* SM4 via VAESENCLAST, 256-bit */
extern const cairn_block_impl cairn_sm4_gfni_impl_obj;     /* sm4_x86.c's, CBC encryption with GFNI */
/* SM4 CBC encryption, one block at a time: with GFNI (sm4_gfni.c; needs
 * GFNI and SSSE3), with GFNI and AVX-512VL (sm4_gfni_vl.c; VPROLD too), and
 * the best of those and the AES-NI one that cairn_cpu_features() allows
 * (sm4_x86.c; for the VAES objects). ks: sm4_x86.c's key layout. */
void cairn_sm4_gfni_cbc_encrypt(const uint64_t *ks, uint8_t *iv, uint8_t *out, const uint8_t *in, size_t nblocks);
void cairn_sm4_gfni_vl_cbc_encrypt(const uint64_t *ks, uint8_t *iv, uint8_t *out, const uint8_t *in,
                                   size_t nblocks);
void cairn_sm4_x86_cbc_encrypt_best(const uint64_t *ks, uint8_t *iv, uint8_t *out, const uint8_t *in, size_t nblocks);
/* 3DES's 48 rounds with AVX-512 VBMI and BITALG (des3_avx512.c; the needs
 * below): lr is L0 || R0 after IP, the result R48 || L48 (the halves as
 * des3.c's single-block core leaves them, before FP); ks: des3.c's layout
 * (its bitsliced round keys, ks[48..95]); dec walks them backward. */
uint64_t cairn_des3_rounds_avx512(const uint64_t *ks, uint64_t lr, int dec);
#define CAIRN_DES3_AVX512_NEEDS                                                                                     \
    (CAIRN_CPU_X86_AVX | CAIRN_CPU_X86_AVX2 | CAIRN_CPU_X86_AVX512F | CAIRN_CPU_X86_AVX512BW |                     \
     CAIRN_CPU_X86_AVX512VL | CAIRN_CPU_X86_AVX512VBMI | CAIRN_CPU_X86_AVX512BITALG | CAIRN_CPU_X86_BMI2)
/* SM4's CBC encryption with GFNI (sm4_gfni.c, sm4_gfni_vl.c) keeps the
 * words as their images under A1, the linear part of SM4's input affine map
 * followed by the change to AES's field basis (A1 x + 0x3e is the input of
 * the inversion for S(x)). 8x8 bit matrices as GF2P8AFFINEQB takes them
 * (row for result bit i in byte 7 - i), derived offline from sm4_x86.c's
 * nibble tables and checked on all inputs: TO = A1, FROM = A1^-1, and for
 * u the image of a round's input (with 0x3e), GF2P8AFFINEINVQB(u, M, C)
 * with Y, P and Q gives A1 S, A1 (S << 2) and A1 (S >> 6) bytewise, from
 * which L's image is made by byte rotations (sm4_gfni.c). */
#define CAIRN_SM4F_TO ((long long)0x4c287db91a22505dull)
#define CAIRN_SM4F_FROM ((long long)0xb3a4f5863284728bull)
#define CAIRN_SM4F_KEY_C 0x3e
#define CAIRN_SM4F_Y ((long long)0x280f0901760dc1afull)
#define CAIRN_SM4F_Y_C 0xad
#define CAIRN_SM4F_P ((long long)0x2c02b1909fa94018ull)
#define CAIRN_SM4F_P_C 0xdf
#define CAIRN_SM4F_Q ((long long)0x0000b5b5898900b5ull)
#define CAIRN_SM4F_Q_C 0xbc
/* What the AES-NI files need (aes_x86.c, sm4_x86.c), what the VAES files
 * need (aes_vaes.c, sm4_vaes.c: AVX-512 on 512-bit registers; sm4_vaes.c
 * calls sm4_x86.c for tails, a subset) and what the 256-bit VAES files need
 * (aes_vaes256.c, sm4_vaes256.c: AVX2 and VAES, no AVX-512). */
#define CAIRN_AES_X86_NEEDS (CAIRN_CPU_X86_AESNI | CAIRN_CPU_X86_SSSE3 | CAIRN_CPU_X86_SSE41)
#define CAIRN_AES_VAES_NEEDS                                                                                        \
    (CAIRN_AES_X86_NEEDS | CAIRN_CPU_X86_VAES | CAIRN_CPU_X86_AVX2 | CAIRN_CPU_X86_AVX512F |                      \
     CAIRN_CPU_X86_AVX512VL | CAIRN_CPU_X86_AVX512BW)
#define CAIRN_AES_VAES256_NEEDS (CAIRN_AES_X86_NEEDS | CAIRN_CPU_X86_VAES | CAIRN_CPU_X86_AVX | CAIRN_CPU_X86_AVX2)
#endif

#if CAIRN_ENABLE_ARM_ACCEL
extern const cairn_block_impl cairn_aes_arm_impl_obj; /* aes_arm.c: ARMv8 AES (AESE/AESD) */
#endif
#if CAIRN_ENABLE_ARM_ACCEL && CAIRN_ENABLE_SM4
extern const cairn_block_impl cairn_sm4_arm_impl_obj; /* sm4_arm.c: Armv8.2 SM4 (SM4E/SM4EKEY) */
#endif

/* SM4's key schedule (GB/T 32907 section 7.3), shared by the software and
 * AES-NI implementations: the 32 encryption round keys. Constant time. */
void cairn_sm4_round_keys(uint32_t rk[32], const uint8_t key[16]);

/* FIPS 197 section 5.2's key expansion for a 4 nk-byte key (nk = 4, 6 or 8)
 * into w[0 .. 4 (nk + 7)), words in memory order (little-endian, where
 * RotWord is a right rotation by 8), with the SubWord of the caller: the
 * AES instruction back ends' (AESKEYGENASSIST, AESE), which run it on the
 * key in constant time. The branches depend on the word index and nk only;
 * inlined, the compiler calls sub_word directly. */
CAIRN_INLINE void cairn_aes_expand_words(uint32_t *w, const uint8_t *key, unsigned nk, uint32_t (*sub_word)(uint32_t))
{
    unsigned i, total = 4 * (nk + 7);
    uint32_t rcon = 1;
    for (i = 0; i < nk; i++)
        w[i] = cairn_load32_le(key + 4 * i);
    for (i = nk; i < total; i++) {
        uint32_t t = w[i - 1];
        if (i % nk == 0) {
            t = sub_word(t);
            t = ((t >> 8) | (t << 24)) ^ rcon;
            rcon = (rcon << 1) ^ (0x11b & (0u - (rcon >> 7)));
        } else if (nk == 8 && i % nk == 4) {
            t = sub_word(t);
        }
        w[i] = w[i - nk] ^ t;
    }
}

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
