/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Internal interface of X25519 (not installed): the ladders behind the
 * implementation objects of cairn_x25519_impls (cairn/curve25519.h).
 *  - "f51": the Montgomery ladder of f25519_chain.h in the radix-2^51 field
 *    (64-bit builds only);
 *  - "p32": the packed radix-2^32 ladder of x25519_p32.c, built everywhere
 *    (the portable ladder of 32-bit builds, a test subject on hosts);
 *  - "x86-mulx": x86-64 BMI2/ADX (src/accel/x86/x25519_mulx.c), four 64-bit
 *    limbs, MULX products and ADCX/ADOX carry chains.
 */
#ifndef CAIRN_ED_X25519_INTERNAL_H
#define CAIRN_ED_X25519_INTERNAL_H

#include "cairn/curve25519.h"

/* The packed ladder (x25519_p32.c): out = X25519(k, u), k already clamped. */
void cairn_x25519_ladder_p32(uint8_t out[32], const uint8_t k[32], const uint8_t u[32]);

/* Test hook: one operation of the packed field on little-endian encodings,
 * canonical result in out. op as cairn_f25519_check_op (0 mul, 1 sqr, 2 inv,
 * 3 add, 4 sub, 5 pow22523, 6 mul by 121666), and 7 for 121666 a + b, with
 * bit 255 of a and b dropped; op + 8 takes a and b as whole 256-bit values
 * (add wants both, sub and 7 their b, below 2^255 + 2^11); 16 and 17 are
 * the sum and the difference of the ladder's fused add/sub, on whole 256-bit
 * a and b (both below 2^255 + 2^11). Returns 0, or -1 for an unknown op. */
int cairn_x25519_p32_check_op(int op, uint8_t out[32], const uint8_t a[32], const uint8_t b[32]);

#if CAIRN_ENABLE_X86_ACCEL && defined(__x86_64__) /* the back end is 64-bit assembly */
#define CAIRN_X25519_HAVE_MULX 1
/* The BMI2/ADX object (x25519_mulx.c) and its ladder, out = X25519(k, u)
 * with k already clamped; the caller has checked the CPU. */
extern const cairn_x25519_impl cairn_x25519_mulx_impl;
void cairn_x25519_ladder_mulx(uint8_t out[32], const uint8_t k[32], const uint8_t u[32]);
#else
#define CAIRN_X25519_HAVE_MULX 0
#endif

#endif
