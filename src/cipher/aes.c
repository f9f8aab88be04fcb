/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * AES: the implementation list and the descriptors. The software
 * implementations are aes_ct64.c and aes_ct32.c, the x86 back ends in
 * src/accel/x86/, the aarch64 one in src/accel/arm/; each object names the
 * CPU features it needs.
 */
#include "cipher/aes_internal.h"
#include "cipher/cipher_internal.h"

#if CAIRN_ENABLE_AES

/* Best first. On 32-bit targets the 64-bit bitsliced code is left out, so a
 * firmware image does not carry both bitsliced implementations. */
const cairn_impl *const cairn_aes_impls[] = {
#if CAIRN_ENABLE_ARM_ACCEL
    &cairn_aes_arm_impl_obj.base,
#endif
#if CAIRN_ENABLE_X86_ACCEL
    &cairn_aes_vaes_impl_obj.base,
    &cairn_aes_vaes256_impl_obj.base,
    &cairn_aes_x86_impl_obj.base,
#endif
#if UINTPTR_MAX > 0xffffffffu
    &cairn_aes_ct64_impl_obj.base,
#endif
    &cairn_aes_ct32_impl_obj.base,
    NULL};

const cairn_block_cipher cairn_cipher_aes128 = {"AES-128", CAIRN_AES_BLOCK_LEN, CAIRN_AES128_KEY_LEN, cairn_aes_impls};
const cairn_block_cipher cairn_cipher_aes192 = {"AES-192", CAIRN_AES_BLOCK_LEN, CAIRN_AES192_KEY_LEN, cairn_aes_impls};
const cairn_block_cipher cairn_cipher_aes256 = {"AES-256", CAIRN_AES_BLOCK_LEN, CAIRN_AES256_KEY_LEN, cairn_aes_impls};

#endif
