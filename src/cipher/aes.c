/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * AES descriptors and implementation probes. The software implementations
 * are aes_ct64.c and aes_ct32.c; the x86 back ends (src/accel/x86/) are only
 * handed out after the CPU check, so no instruction the CPU lacks ever runs.
 */
#include "cipher/aes_internal.h"
#include "cipher/cipher_internal.h"

#if CAIRN_ENABLE_AES

/* see cairn/cipher.h */
const cairn_block_impl *cairn_aes_ct64_impl(void) { return &cairn_aes_ct64_impl_obj; }

/* see cairn/cipher.h */
const cairn_block_impl *cairn_aes_ct32_impl(void) { return &cairn_aes_ct32_impl_obj; }

/* see cairn/cipher.h */
const cairn_block_impl *cairn_aes_sw_impl(void)
{
#if UINTPTR_MAX > 0xffffffffu
    return &cairn_aes_ct64_impl_obj;
#else
    return &cairn_aes_ct32_impl_obj;
#endif
}

#if CAIRN_ENABLE_X86_ACCEL
#define AES_X86_NEEDS (CAIRN_CPU_X86_AESNI | CAIRN_CPU_X86_SSSE3 | CAIRN_CPU_X86_SSE41)
#endif

/* see cairn/cipher.h */
const cairn_block_impl *cairn_aes_x86_impl(void)
{
#if CAIRN_ENABLE_X86_ACCEL
    if ((cairn_cpu_features() & AES_X86_NEEDS) == AES_X86_NEEDS)
        return &cairn_aes_x86_impl_obj;
#endif
    return NULL;
}

/* see cairn/cipher.h */
const cairn_block_impl *cairn_aes_vaes_impl(void)
{
#if CAIRN_ENABLE_X86_ACCEL
    if ((cairn_cpu_features() & CAIRN_AES_VAES_NEEDS) == CAIRN_AES_VAES_NEEDS)
        return &cairn_aes_vaes_impl_obj;
#endif
    return NULL;
}

/* The fastest accelerated implementation on this CPU, or NULL. */
static const cairn_block_impl *aes_hw_impl(void)
{
    const cairn_block_impl *impl = cairn_aes_vaes_impl();
    return impl != NULL ? impl : cairn_aes_x86_impl();
}

/* see cairn/cipher.h */
const cairn_block_impl *cairn_aes_best_impl(void)
{
    const cairn_block_impl *impl = aes_hw_impl();
    return impl != NULL ? impl : cairn_aes_sw_impl();
}

/* Every implementation the test drivers should run. On 32-bit targets the
 * 64-bit bitsliced code is left out of the list, so a firmware image does not
 * carry both (cairn_aes_ct64_impl() still exists for whoever asks for it). */
static const cairn_block_impl *(*const aes_impls[])(void) = {
#if UINTPTR_MAX > 0xffffffffu
    cairn_aes_ct64_impl,
#endif
    cairn_aes_ct32_impl, cairn_aes_x86_impl, cairn_aes_vaes_impl, NULL};

const cairn_block_cipher cairn_cipher_aes128 = {"AES-128", CAIRN_AES_BLOCK_LEN, CAIRN_AES128_KEY_LEN,
                                                cairn_aes_sw_impl, aes_hw_impl, aes_impls};
const cairn_block_cipher cairn_cipher_aes192 = {"AES-192", CAIRN_AES_BLOCK_LEN, CAIRN_AES192_KEY_LEN,
                                                cairn_aes_sw_impl, aes_hw_impl, aes_impls};
const cairn_block_cipher cairn_cipher_aes256 = {"AES-256", CAIRN_AES_BLOCK_LEN, CAIRN_AES256_KEY_LEN,
                                                cairn_aes_sw_impl, aes_hw_impl, aes_impls};

#endif
