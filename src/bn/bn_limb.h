/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The limb primitives of src/bn shared by its files (bn.c, bn_inv.c, ...):
 * the double-limb type where the compiler has one, masks behind an
 * optimisation barrier, and the product and carry helpers with a portable
 * fallback. Internal (not installed).
 */
#ifndef CAIRN_BN_BN_LIMB_H
#define CAIRN_BN_BN_LIMB_H

#include "bn/bn.h"
#include "core/internal.h"

#define LB CAIRN_BN_LIMB_BITS

#if CAIRN_BN_LIMB_BITS == 64 && defined(__SIZEOF_INT128__) && !defined(CAIRN_BN_NO_INT128)
#if defined(__GNUC__)
__extension__ typedef unsigned __int128 bn_dlimb; /* C99 -pedantic knows no __int128 */
#else
typedef unsigned __int128 bn_dlimb;
#endif
#define BN_HAVE_DLIMB 1
#elif CAIRN_BN_LIMB_BITS == 32
typedef uint64_t bn_dlimb;
#define BN_HAVE_DLIMB 1
#endif

/* x86-64 with gcc or clang: inline assembly for the rows, the compilers'
 * carry builtins (ADC/SBB, baseline instructions: the ones behind
 * _addcarry_u64 and _subborrow_u64, named here so that no intrinsics header
 * enters src/bn) for additions. */
#if CAIRN_BN_LIMB_BITS == 64 && defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__)) && \
    !defined(CAIRN_BN_NO_ASM)
#define BN_X86_64_ASM 1
#define BN_ADDCARRY(c, a, b, p) __builtin_ia32_addcarryx_u64((c), (a), (b), (p))
#if defined(__clang__)
#define BN_SUBBORROW(c, a, b, p) __builtin_ia32_subborrow_u64((c), (a), (b), (p))
#else
#define BN_SUBBORROW(c, a, b, p) __builtin_ia32_sbb_u64((c), (a), (b), (p))
#endif
#endif

/* Thumb-2 with the DSP extension (Cortex-M4/M7) and 32-bit limbs: UMAAL,
 * (hi:lo) = x y + lo + hi in one instruction, is the multiply-accumulate
 * step of every row; gcc emits UMLAL with ADDS/ADC for the C expression. */
#if CAIRN_BN_LIMB_BITS == 32 && (defined(__GNUC__) || defined(__clang__)) && defined(__thumb2__) && \
    defined(__ARM_FEATURE_DSP) && __ARM_FEATURE_DSP && !defined(CAIRN_BN_NO_ASM)
#define BN_ARM_UMAAL 1
#endif

#if CAIRN_BN_LIMB_BITS == 64
#define BARRIER(x) cairn_ct_barrier64(x)
#else
#define BARRIER(x) cairn_ct_barrier32(x)
#endif

/* ---------- limb primitives ---------- */

/* 0/1 to mask */
CAIRN_INLINE cairn_limb mask_of(cairn_limb ctl) { return (cairn_limb)0 - BARRIER(ctl); }
/* 1 if x != 0 */
CAIRN_INLINE cairn_limb nonzero(cairn_limb x) { return BARRIER((x | ((cairn_limb)0 - x)) >> (LB - 1)); }

/* status when bit (0/1) is set, else CAIRN_OK, without a branch */
CAIRN_INLINE int status_if(cairn_limb bit, int status) { return status & -(int)(bit & 1); }

/* a * b + c + d (never overflows two limbs); returns the low limb, *hi the high one. */
CAIRN_INLINE cairn_limb mac(cairn_limb a, cairn_limb b, cairn_limb c, cairn_limb d, cairn_limb *hi)
{
#if defined(BN_HAVE_DLIMB)
    bn_dlimb z = (bn_dlimb)a * b + c + d;
    *hi = (cairn_limb)(z >> LB);
    return (cairn_limb)z;
#else
    /* 64 x 64 -> 128 from four 32 x 32 products; the carries are the
     * unsigned-wrap comparisons compilers turn into setc/adc, no branch */
    uint64_t a0 = (uint32_t)a, a1 = a >> 32, b0 = (uint32_t)b, b1 = b >> 32;
    uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    uint64_t mid = (p00 >> 32) + (uint32_t)p01 + (uint32_t)p10;
    uint64_t h = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
    uint64_t l = (p00 & 0xffffffffu) | (mid << 32);
    l += c;
    h += (uint64_t)(l < c);
    l += d;
    h += (uint64_t)(l < d);
    *hi = h;
    return l;
#endif
}

/* a + b + *carry (carry 0/1 in and out) */
CAIRN_INLINE cairn_limb adc(cairn_limb a, cairn_limb b, cairn_limb *carry)
{
#if defined(BN_X86_64_ASM)
    unsigned long long s;
    *carry = BN_ADDCARRY((unsigned char)*carry, a, b, &s);
    return (cairn_limb)s;
#elif defined(BN_HAVE_DLIMB) && CAIRN_BN_LIMB_BITS == 32
    bn_dlimb z = (bn_dlimb)a + b + *carry;
    *carry = (cairn_limb)(z >> LB);
    return (cairn_limb)z;
#else
    cairn_limb s = a + b, c = (cairn_limb)(s < a);
    s += *carry;
    c |= (cairn_limb)(s < *carry);
    *carry = c;
    return s;
#endif
}

/* a - b - *borrow (borrow 0/1 in and out) */
CAIRN_INLINE cairn_limb sbb(cairn_limb a, cairn_limb b, cairn_limb *borrow)
{
#if defined(BN_X86_64_ASM)
    unsigned long long d;
    *borrow = BN_SUBBORROW((unsigned char)*borrow, a, b, &d);
    return (cairn_limb)d;
#elif defined(BN_HAVE_DLIMB) && CAIRN_BN_LIMB_BITS == 32
    bn_dlimb z = (bn_dlimb)a - b - *borrow;
    *borrow = (cairn_limb)(z >> LB) & 1;
    return (cairn_limb)z;
#else
    cairn_limb d = a - b, br = (cairn_limb)(a < b);
    br |= (cairn_limb)(d < *borrow);
    d -= *borrow;
    *borrow = br;
    return d;
#endif
}

#endif
