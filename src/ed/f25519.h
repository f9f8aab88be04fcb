/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * GF(2^255 - 19) for X25519 and Ed25519: picks the representation by word
 * size and gives the rest of src/ed/ one set of names (fe, fe_mul, ...).
 *  - 64-bit hosts: f25519_64.h (radix 2^51, 128-bit products);
 *  - 32-bit cores: f25519_32.h (eight packed words, UMAAL products).
 * Define CAIRN_F25519_FORCE_32 to use the 32-bit code on a 64-bit machine.
 * Both representations are always compiled into f25519_check.c so the tests
 * can compare them on the host.
 */
#ifndef CAIRN_ED_F25519_H
#define CAIRN_ED_F25519_H

#include <stdint.h>

#include "ed/f25519_32.h"
#include "ed/f25519_64.h"

/* Addition chains (inversion, square root) for each representation. */
#define FEP(x) f64_##x
#define FEP_T f64_fe
#include "ed/f25519_chain.h"
#undef FEP
#undef FEP_T
#define FEP(x) f32_##x
#define FEP_T f32_fe
#include "ed/f25519_chain.h"
#undef FEP
#undef FEP_T

#if !defined(CAIRN_F25519_FORCE_32) && (UINTPTR_MAX > 0xffffffffu)
#define CAIRN_F25519_BITS 64
#define FE(x) f64_##x
typedef f64_fe fe;
#else
#define CAIRN_F25519_BITS 32
#define FE(x) f32_##x
typedef f32_fe fe;
#endif

#define fe_copy FE(copy)
#define fe_set FE(set)
#define fe_add FE(add)
#define fe_sub FE(sub)
#define fe_neg FE(neg)
#define fe_carry FE(carry)
#define fe_mul FE(mul)
#define fe_sqr FE(sqr)
#define fe_sqrn FE(sqrn)
#define fe_mul_small FE(mul_small)
#define fe_from_words FE(from_words)
#define fe_frombytes FE(frombytes)
#define fe_tobytes FE(tobytes)
#define fe_cmov FE(cmov)
#define fe_cswap FE(cswap)
#define fe_inv FE(inv)
#define fe_pow22523 FE(pow22523)
#define fe_isnonzero FE(isnonzero)
#define fe_isneg FE(isneg)

/* Test hooks (f25519_check.c): one field operation or a whole X25519 ladder
 * in the named representation (bits 32 or 64), on canonical byte encodings
 * (bit 255 dropped); bits 256: the 32-bit layout on a and b taken as whole
 * 256-bit values, as its elements may be.
 * op: 0 mul, 1 sqr, 2 inv, 3 add, 4 sub, 5 pow22523, 6 mul by 121666.
 * Returns 0, or -1 for an unknown op or representation. */
int cairn_f25519_check_op(int bits, int op, uint8_t out[32], const uint8_t a[32], const uint8_t b[32]);
int cairn_f25519_check_x25519(int bits, uint8_t out[32], const uint8_t scalar[32], const uint8_t u[32]);

#endif
