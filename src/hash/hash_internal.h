/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * What every hash front end in src/hash/ shares: the check at the start of a
 * typed _init_ex, and the descriptor entry points (cairn/hash.h) written
 * once over the typed functions, which make every other check.
 * Internal, not installed.
 */
#ifndef CAIRN_HASH_HASH_INTERNAL_H
#define CAIRN_HASH_HASH_INTERNAL_H

#include "cairn/hash.h"
#include "core/internal.h"

/* Start of a typed _init_ex: a NULL context is CAIRN_ERR_BAD_ARG; then the
 * object must pass cairn_impl_accept for prim, and on any failure the
 * context is wiped so that only another init is accepted. */
CAIRN_INLINE int cairn_hash_accept(void *ctx, size_t ctx_size, const cairn_impl *impl, const char *prim)
{
    int rc;
    if (ctx == NULL)
        return CAIRN_ERR_BAD_ARG;
    rc = cairn_impl_accept(impl, prim);
    if (rc != CAIRN_OK)
        cairn_wipe(ctx, ctx_size);
    return rc;
}

/* Descriptor init over a typed init (the best object) and init_ex. */
#define CAIRN_HASH_D_INIT(fn, ctx_t, init, init_ex)                                                                 \
    static int fn(void *ctx, const cairn_impl *impl)                                                                \
    {                                                                                                               \
        return impl == NULL ? init((ctx_t *)ctx) : init_ex((ctx_t *)ctx, impl);                                     \
    }

/* Descriptor update over a typed update. */
#define CAIRN_HASH_D_UPDATE(fn, ctx_t, update)                                                                      \
    static int fn(void *ctx, const uint8_t *in, size_t len) { return update((ctx_t *)ctx, in, len); }

/* Descriptor final of a fixed-length hash: the generic contract's length
 * rule (outlen is the digest length), then the typed final. */
#define CAIRN_HASH_D_FINAL(fn, ctx_t, final, digest_len)                                                            \
    static int fn(void *ctx, uint8_t *out, size_t outlen)                                                           \
    {                                                                                                               \
        return outlen != (digest_len) ? CAIRN_ERR_BAD_LENGTH : final((ctx_t *)ctx, out);                            \
    }

#if CAIRN_ENABLE_SHA3
/* The bit-interleaved 32-bit Keccak object (sha3_bi32.c); sha3.c lists it. */
extern const cairn_keccak_impl cairn_keccak_bi32;
#if CAIRN_SMALL
/* The small profile's object (keccak_small.c), its list's only one. */
extern const cairn_keccak_impl cairn_keccak_small;
#endif
#if UINTPTR_MAX > 0xffffffffu && !CAIRN_SMALL
/* Keccak-f[1600]'s round constants (sha3.c), for hash/keccak_lanes.h's includers. */
extern const uint64_t cairn_keccak_rc[24];
#if CAIRN_ENABLE_X86_ACCEL
/* The 64-bit lanes with ANDN and RORX (src/accel/x86/keccak_x86.c): needs BMI1 and BMI2. */
extern const cairn_keccak_impl cairn_keccak_x86_bmi;
#endif
#if CAIRN_ENABLE_ARM_ACCEL
/* The 64-bit lanes in vector registers with EOR3, RAX1, XAR and BCAX
 * (src/accel/arm/keccak_arm.c): needs NEON and SHA3. The functions are the
 * object's absorb and permute (global: named in a disassembly or a constant-flow trace). */
extern const cairn_keccak_impl cairn_keccak_arm;
void cairn_keccak_absorb_arm(uint64_t st[25], const uint8_t *in, size_t nblocks, size_t rate);
void cairn_keccak_permute_arm(uint64_t st[25]);
#endif
#endif
#endif

#if CAIRN_ENABLE_ARM_ACCEL && CAIRN_ENABLE_SM3
/* The Armv8.2 SM3 instructions (src/accel/arm/sm3_arm.c, -march=armv8.2-a+sm4):
 * "arm-sm3" needs NEON and SM3. The function is the object's compression
 * (global: named in a disassembly or a constant-flow trace). */
extern const cairn_sm3_impl cairn_sm3_arm;
void cairn_sm3_compress_arm(uint32_t state[8], const uint8_t *blocks, size_t nblocks);
#endif

#endif
