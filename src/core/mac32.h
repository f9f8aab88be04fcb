/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The 32-bit multiply-accumulate step (hi:lo) = x * y + lo + hi, which
 * cannot overflow 64 bits ((2^32 - 1)^2 + 2 (2^32 - 1) = 2^64 - 1): a
 * product accumulation, or with y = 1 a carry chain. On ARMv7E-M (and other
 * cores with the DSP extension) it is the single instruction UMAAL, written
 * as a one-instruction asm because gcc 12 does not emit UMAAL for the C
 * expression (it uses UMLAL with ADDS/ADC: several instructions for one
 * step); elsewhere, the host tests included, it is the C expression.
 * UMAAL takes a fixed number of cycles on Cortex-M4 and M7. Not installed.
 */
#ifndef CAIRN_CORE_MAC32_H
#define CAIRN_CORE_MAC32_H

#include <stdint.h>

#if (defined(__GNUC__) || defined(__clang__)) && defined(__ARM_FEATURE_DSP) && __ARM_FEATURE_DSP
#define CAIRN_MAC32(lo, hi, x, y) __asm__("umaal %0, %1, %2, %3" : "+r"(lo), "+r"(hi) : "r"(x), "r"(y))
#else
#define CAIRN_MAC32(lo, hi, x, y)                                                                                      \
    do {                                                                                                               \
        uint64_t cairn_w_ = (uint64_t)(x) * (y) + (lo) + (hi);                                                         \
        (lo) = (uint32_t)cairn_w_;                                                                                     \
        (hi) = (uint32_t)(cairn_w_ >> 32);                                                                             \
    } while (0)
#endif

#endif
