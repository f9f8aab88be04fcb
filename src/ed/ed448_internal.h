/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Curve448 internals shared by x448.c, ge448.c, ed448.c and the tests. */
#ifndef CAIRN_ED_ED448_INTERNAL_H
#define CAIRN_ED_ED448_INTERNAL_H

#include "cairn/config.h"
#include "ed/f448.h"

/* X448 without argument checks or the all-zero test (scalar clamped here). */
void cairn_x448_ladder(uint8_t out[56], const uint8_t scalar[56], const uint8_t u[56]);
/* X448(k, 5) by the Ed448 fixed-base table (no argument checks). */
void cairn_x448_base(uint8_t pub[56], const uint8_t secret[56]);
/* The same over each field representation (both always built). */
void cairn_x448_ladder_64(uint8_t out[56], const uint8_t scalar[56], const uint8_t u[56]);
void cairn_x448_ladder_32(uint8_t out[56], const uint8_t scalar[56], const uint8_t u[56]);

/* edwards448 point, extended coordinates: x = X/Z, y = Y/Z, x*y = T/Z. */
typedef struct {
    f448 X, Y, Z, T;
} cairn_ge448;

/* Precomputed affine point for the fixed-base table: x, y and d*x*y. */
typedef struct {
    f448 x, y, dxy;
} cairn_ge448_pre;

/*
 * ge448_table.c (scripts/gen-ed448-table.py): row i of the fixed-base table
 * holds (j+1) 16^(SPAN i) B, j = 0..7, for the 112 signed radix-16 digits of
 * a scalar taken SPAN at a time: SPAN passes of ROWS mixed additions with
 * four doublings between passes. The default table (56 rows, 84 KiB) needs
 * 4 doublings; CAIRN_ED448_SMALL_TABLE (8 rows, 12 KiB) needs 52.
 * odd[j] = (2j+1) B is the width-7 NAF table of verification; the small
 * configuration has none and uses the odd entries of row 0 (width 4).
 */
#if CAIRN_ED448_SMALL_TABLE
#define CAIRN_GE448_TABLE_ROWS 8
#else
#define CAIRN_GE448_TABLE_ROWS 56
#define CAIRN_GE448_ODD 32
extern const cairn_ge448_pre cairn_ge448_base_odd[CAIRN_GE448_ODD];
#endif
#define CAIRN_GE448_TABLE_SPAN (112 / CAIRN_GE448_TABLE_ROWS)
extern const cairn_ge448_pre cairn_ge448_base_table[CAIRN_GE448_TABLE_ROWS][8];

/* [k]B for the base point B, k a 446-bit scalar (56 little-endian bytes,
 * k < 2^446), constant time (every table entry is read). */
void cairn_ge448_scalarmult_base(cairn_ge448 *r, const uint8_t k[56]);
/* [a]A + [b]B, variable time: public inputs only (verification). a, b < 2^446. */
void cairn_ge448_double_scalarmult_vartime(cairn_ge448 *r, const uint8_t a[56], const cairn_ge448 *A,
                                           const uint8_t b[56]);
/* Canonical 57-byte encoding. */
void cairn_ge448_encode(uint8_t out[57], const cairn_ge448 *p);
/* Strict decoding; 0 on success, -1 for a non-canonical or off-curve input. */
int cairn_ge448_decode_vartime(cairn_ge448 *r, const uint8_t in[57]);
void cairn_ge448_neg(cairn_ge448 *r, const cairn_ge448 *p);
/* 1 if [4](p + q) is the neutral element (variable time: public points). */
int cairn_ge448_is_neutral_times4_vartime(const cairn_ge448 *p, const cairn_ge448 *q);

/* Scalars mod L (L = 2^446 - 13818066809895115352007386748515426880336692474882178609894547503885),
 * 56 little-endian bytes, constant time. */
/* out = in mod L for a little-endian in of inlen <= 116 bytes. */
void cairn_sc448_reduce(uint8_t out[56], const uint8_t *in, size_t inlen);
/* out = (a * b + c) mod L, all < 2^448. */
void cairn_sc448_muladd(uint8_t out[56], const uint8_t a[56], const uint8_t b[56], const uint8_t c[56]);
/* 1 if s (57 bytes) < L (public data: not constant time). */
int cairn_sc448_is_canonical(const uint8_t s[57]);

#endif
