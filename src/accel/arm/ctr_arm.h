/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The counter block of CTR, CTR32 and CCM in NEON registers, shared by the
 * aarch64 AES and SM4 objects (aes_arm.c, sm4_arm.c). Not installed.
 *
 * A counter block is held as two native 64-bit lanes, {bytes 0..7, bytes
 * 8..15} each read big-endian (REV64 of the block): lane 1 is the low half
 * of the 128-bit counter and its low 32 bits (32-bit lane 2) the CTR32
 * counter. The increments are vector adds and a compare mask for the
 * carry: no branch on the counter.
 */
#ifndef CAIRN_ACCEL_ARM_CTR_ARM_H
#define CAIRN_ACCEL_ARM_CTR_ARM_H

#include "core/internal.h"

#include <arm_neon.h>

CAIRN_INLINE uint64x2_t cairn_ctr64x2_load(const uint8_t *p) { return vreinterpretq_u64_u8(vrev64q_u8(vld1q_u8(p))); }
CAIRN_INLINE uint8x16_t cairn_ctr64x2_bytes(uint64x2_t c) { return vrev64q_u8(vreinterpretq_u8_u64(c)); }

/* c + n over the whole 128 bits: the low lane wraps exactly when its sum is
 * below n; the compare mask (all ones) moved to the high lane and
 * subtracted adds the carry. */
CAIRN_INLINE uint64x2_t cairn_ctr64x2_add128(uint64x2_t c, uint64_t n)
{
    uint64x2_t nv = vcombine_u64(vdup_n_u64(0), vdup_n_u64(n));
    uint64x2_t s = vaddq_u64(c, nv);
    return vsubq_u64(s, vextq_u64(vcltq_u64(s, nv), vdupq_n_u64(0), 1));
}

/* c + n over the last 32 bits only, wrapping mod 2^32. */
CAIRN_INLINE uint64x2_t cairn_ctr64x2_add32(uint64x2_t c, uint32_t n)
{
    uint32x4_t nv = vsetq_lane_u32(n, vdupq_n_u32(0), 2);
    return vreinterpretq_u64_u32(vaddq_u32(vreinterpretq_u32_u64(c), nv));
}

/* full: 128-bit counter (CTR, CCM), else CTR32; full is a compile-time
 * constant at every call (the mode, not data). */
CAIRN_INLINE uint64x2_t cairn_ctr64x2_add(uint64x2_t c, uint32_t n, int full)
{
    return full ? cairn_ctr64x2_add128(c, n) : cairn_ctr64x2_add32(c, n);
}

#endif
