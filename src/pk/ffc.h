/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * What finite-field Diffie-Hellman (dh.c) and DSA (dsa.c) share on top of
 * src/bn: the constant-time exponentiation with its window table on the
 * stack, the security strength of a modulus size, and the loading of
 * big-endian numbers. Internal.
 */
#ifndef CAIRN_PK_FFC_H
#define CAIRN_PK_FFC_H

#include "bn/bn.h"

/* r = a^e mod m over all elen limbs of e (constant time; the window table
 * is on the stack: 32 entries of the largest modulus on hosts, 16 on small
 * devices). r may alias a. */
void cairn_ffc_exp(const cairn_bn_mont *m, cairn_limb *r, const cairn_limb *a, const cairn_limb *e, size_t elen);

/* The security strength in bits of a modulus of bits bits (SP 800-56A rev. 3
 * appendix D / SP 800-57 part 1 table 2; 80 and 96 below 2048 bits). */
size_t cairn_ffc_strength(size_t bits);

/* r[0..n) = the big-endian in[0..len) after its leading zero bytes (a
 * public value: the stripping branches on the bytes); a value
 * that does not fit is CAIRN_ERR_BAD_LENGTH. *bits: its bit length (the
 * caller treats it as public). */
int cairn_ffc_load(cairn_limb *r, size_t n, const uint8_t *in, size_t len, size_t *bits);

/* All-ones when 1 <= a < m (n limbs). */
cairn_limb cairn_ffc_in_range(const cairn_limb *a, const cairn_limb *m, size_t n);

#endif
