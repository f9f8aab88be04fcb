/* SPDX-License-Identifier: Apache-2.0 OR MIT */
#ifndef CAIRN_TESTS_ED448_TORSION_H
#define CAIRN_TESTS_ED448_TORSION_H

#include <stddef.h>
#include <stdint.h>

#include "ed/ed448_internal.h"

/* An Ed448 signature of msg by seed whose R (r_tor) and/or public key (a_tor)
 * carry a small-order component: -1 none, 0 the point of order 2, 1 or 2 a
 * point of order 4. [S]B = R + [k]A holds for the prime-order parts only. */
void tu_ed448_torsion_signature(uint8_t sig[114], uint8_t pub[57], const uint8_t seed[57], const uint8_t *msg,
                                size_t len, int r_tor, int a_tor);

/* Hex encodings (57 bytes) of the points of order dividing 4. The first
 * TU_ED448_SMALL_CANONICAL are canonical: (0, 1), (0, -1), (1, 0), (-1, 0),
 * x = 0 for the first two. The others encode the same points
 * non-canonically (x = 0 with the sign bit set, y = p or y = p + 1) and
 * decode to nothing. */
#define TU_ED448_SMALL_CANONICAL 4
#define TU_ED448_SMALL_ENCODINGS 10
extern const char *const tu_ed448_small_order[TU_ED448_SMALL_ENCODINGS];

#endif
