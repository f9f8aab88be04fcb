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

#endif
