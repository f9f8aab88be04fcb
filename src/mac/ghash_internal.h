/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * GHASH internals shared by the software objects (ghash.c), GCM (gcm.c) and
 * the x86 back ends (src/accel/x86/, which include this header; it includes
 * nothing of theirs). Not installed.
 *
 * Field representation shared by every implementation: a 16-byte GHASH
 * block read as a big-endian 128-bit integer V, so the coefficient of x^0 is
 * the most significant bit (GCM's bit order). The plain carry-less product
 * of two such integers is the bit-reversed field product shifted by one
 * place, i.e. a * b * x. Implementations therefore keep H' = H * x^-1
 * (x^-1 = x^127 + x^6 + x + 1, the constant 0xC2000...01) so one carry-less
 * multiply and one reduction give a * H directly, with no shift.
 */
#ifndef CAIRN_GHASH_INTERNAL_H
#define CAIRN_GHASH_INTERNAL_H

#include "cairn/mac.h"
#include "core/internal.h"

/* Hash-key layouts shared between a GHASH object and fused GCM kernels
 * (cairn_ghash_impl.hk_layout): the x86 one is described in
 * src/accel/x86/ghash_x86.h (powers H^16..H^1 and Karatsuba halves), the
 * aarch64 one in src/accel/arm/ghash_arm.h (powers H^1..H^8, each in both word orders). */
#define CAIRN_GHASH_LAYOUT_X86 1u
#define CAIRN_GHASH_LAYOUT_ARM 2u

#if CAIRN_ENABLE_X86_ACCEL && CAIRN_ENABLE_GCM
extern const cairn_ghash_impl cairn_ghash_x86_impl_obj;     /* ghash_x86.c: PCLMULQDQ */
extern const cairn_ghash_impl cairn_ghash_vpclmul_impl_obj; /* gcm_vaes.c: VPCLMULQDQ (AVX-512) */
#endif

#if CAIRN_ENABLE_ARM_ACCEL && CAIRN_ENABLE_GCM
extern const cairn_ghash_impl cairn_ghash_arm_impl_obj; /* ghash_arm.c: PMULL */
#endif

#endif
