/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Constant-time primality tests on secret candidates (RSA key generation and
 * key checks): trial division by small primes without a division
 * instruction, and Miller-Rabin whose every round and squaring runs. The
 * design is in bn.h ("primality").
 */
#include "bn/bn.h"

#include "core/internal.h"

#define LB CAIRN_BN_LIMB_BITS

#if CAIRN_BN_LIMB_BITS == 64 && defined(__SIZEOF_INT128__) && !defined(CAIRN_BN_NO_INT128)
#if defined(__GNUC__)
__extension__ typedef unsigned __int128 pr_dlimb; /* C99 -pedantic knows no __int128 */
#else
typedef unsigned __int128 pr_dlimb;
#endif
#define PR_HAVE_DLIMB 1
#elif CAIRN_BN_LIMB_BITS == 32
typedef uint64_t pr_dlimb;
#define PR_HAVE_DLIMB 1
#endif

#if CAIRN_BN_LIMB_BITS == 64
#define BARRIER(x) cairn_ct_barrier64(x)
#else
#define BARRIER(x) cairn_ct_barrier32(x)
#endif

/* BEGIN generated: scripts/gen-small-primes.py */
/* Half the gaps between the first 4096 odd primes (3 .. 38891): prime i + 1 =
 * prime i + 2 gap[i]. */
static const uint8_t td_half_gaps[CAIRN_BN_TD_PRIMES - 1] = {
    1, 1, 2, 1, 2, 1, 2, 3, 1, 3, 2, 1, 2, 3, 3, 1, 3, 2, 1, 3, 2, 3, 4, 2,
    1, 2, 1, 2, 7, 2, 3, 1, 5, 1, 3, 3, 2, 3, 3, 1, 5, 1, 2, 1, 6, 6, 2, 1,
    2, 3, 1, 5, 3, 3, 3, 1, 3, 2, 1, 5, 7, 2, 1, 2, 7, 3, 5, 1, 2, 3, 4, 3,
    3, 2, 3, 4, 2, 4, 5, 1, 5, 1, 3, 2, 3, 4, 2, 1, 2, 6, 4, 2, 4, 2, 3, 6,
    1, 9, 3, 5, 3, 3, 1, 3, 5, 3, 3, 1, 3, 3, 2, 1, 6, 5, 1, 2, 3, 3, 1, 6,
    2, 3, 4, 5, 4, 5, 4, 3, 3, 2, 4, 3, 2, 4, 2, 7, 5, 6, 1, 5, 1, 2, 1, 5,
    7, 2, 1, 2, 7, 2, 1, 2, 10, 2, 4, 5, 4, 2, 3, 3, 7, 2, 3, 3, 4, 3, 6, 2,
    3, 1, 5, 1, 3, 5, 1, 5, 1, 3, 9, 2, 1, 2, 3, 3, 4, 3, 3, 11, 1, 5, 4, 5,
    3, 3, 4, 6, 2, 3, 3, 1, 3, 6, 5, 9, 1, 2, 3, 1, 3, 2, 1, 2, 6, 1, 3, 17,
    3, 3, 4, 9, 5, 7, 2, 1, 2, 3, 4, 2, 1, 3, 6, 5, 1, 2, 1, 2, 3, 6, 6, 4,
    6, 3, 2, 3, 4, 2, 4, 2, 7, 2, 3, 1, 2, 3, 1, 3, 5, 10, 3, 2, 1, 12, 2, 1,
    5, 6, 1, 5, 4, 3, 3, 3, 9, 3, 2, 1, 6, 5, 6, 4, 8, 7, 3, 2, 1, 2, 1, 5,
    6, 3, 3, 9, 1, 8, 1, 11, 3, 4, 3, 2, 1, 2, 4, 3, 5, 1, 5, 7, 5, 3, 6, 1,
    2, 1, 5, 6, 1, 8, 1, 3, 2, 1, 5, 4, 9, 12, 2, 3, 4, 8, 1, 2, 4, 8, 1, 2,
    4, 3, 3, 2, 6, 1, 11, 3, 1, 3, 2, 3, 7, 3, 2, 1, 3, 2, 3, 6, 3, 3, 7, 2,
    3, 6, 4, 3, 2, 13, 9, 5, 4, 2, 3, 1, 3, 11, 6, 1, 8, 4, 2, 6, 7, 5, 1, 2,
    4, 3, 3, 2, 1, 2, 3, 4, 2, 1, 3, 5, 1, 5, 4, 2, 7, 5, 6, 1, 3, 2, 1, 8,
    7, 2, 3, 4, 3, 2, 9, 4, 5, 3, 3, 4, 5, 6, 7, 2, 3, 3, 1, 14, 1, 5, 4, 2,
    7, 2, 4, 6, 3, 6, 2, 3, 10, 5, 1, 8, 13, 2, 1, 6, 3, 2, 6, 3, 4, 2, 4, 11,
    1, 2, 1, 6, 14, 1, 3, 3, 3, 2, 3, 1, 6, 2, 6, 1, 5, 1, 8, 1, 8, 3, 10, 8,
    4, 2, 1, 2, 1, 11, 4, 6, 3, 5, 1, 2, 3, 1, 3, 5, 1, 6, 5, 1, 5, 7, 3, 2,
    3, 4, 3, 3, 8, 6, 1, 2, 7, 3, 2, 4, 5, 4, 3, 3, 11, 3, 1, 5, 7, 2, 3, 9,
    1, 5, 7, 2, 1, 5, 7, 2, 4, 9, 2, 3, 1, 2, 3, 1, 6, 2, 10, 11, 6, 1, 2, 3,
    3, 1, 3, 11, 1, 3, 8, 3, 6, 1, 3, 6, 8, 1, 2, 3, 7, 2, 1, 9, 12, 5, 3, 1,
    5, 1, 5, 1, 5, 3, 1, 5, 1, 5, 3, 4, 15, 5, 1, 5, 4, 3, 5, 9, 3, 6, 6, 1,
    9, 3, 2, 3, 3, 9, 1, 5, 7, 3, 2, 1, 2, 12, 1, 6, 3, 8, 4, 3, 3, 9, 8, 1,
    2, 3, 1, 3, 3, 5, 3, 6, 6, 9, 1, 3, 2, 9, 4, 12, 2, 1, 2, 3, 1, 6, 2, 7,
    15, 5, 3, 6, 7, 3, 5, 6, 1, 2, 3, 4, 3, 5, 1, 2, 7, 3, 3, 2, 3, 1, 5, 1,
    8, 6, 4, 9, 2, 3, 6, 1, 3, 3, 3, 14, 3, 7, 2, 4, 5, 4, 6, 9, 2, 1, 2, 12,
    6, 3, 1, 8, 3, 3, 7, 5, 7, 2, 15, 3, 3, 3, 4, 3, 2, 1, 6, 3, 2, 1, 3, 11,
    3, 1, 2, 9, 1, 2, 6, 1, 3, 2, 13, 3, 3, 2, 4, 5, 16, 8, 1, 3, 2, 1, 2, 1,
    5, 7, 3, 2, 4, 5, 3, 10, 2, 1, 3, 15, 2, 4, 5, 3, 3, 4, 3, 6, 2, 3, 1, 3,
    2, 3, 1, 5, 1, 8, 3, 10, 2, 6, 7, 14, 3, 10, 2, 9, 4, 3, 2, 3, 7, 3, 3, 5,
    1, 5, 6, 4, 5, 1, 5, 4, 6, 5, 12, 1, 2, 4, 3, 2, 4, 9, 5, 3, 3, 1, 3, 5,
    6, 1, 5, 3, 3, 3, 4, 3, 5, 3, 1, 3, 3, 3, 5, 4, 12, 3, 11, 1, 9, 2, 4, 5,
    15, 4, 9, 2, 1, 5, 3, 1, 3, 2, 9, 4, 6, 9, 8, 3, 1, 6, 3, 5, 1, 5, 1, 3,
    5, 7, 2, 12, 1, 8, 1, 5, 1, 5, 10, 2, 1, 2, 4, 8, 3, 3, 1, 6, 8, 4, 2, 3,
    15, 1, 5, 1, 3, 2, 3, 3, 4, 3, 2, 6, 3, 4, 6, 2, 7, 6, 5, 12, 3, 6, 3, 1,
    11, 4, 9, 5, 3, 7, 2, 1, 3, 5, 4, 3, 2, 3, 15, 7, 5, 1, 6, 5, 1, 8, 1, 9,
    12, 9, 3, 8, 9, 3, 1, 9, 2, 3, 1, 5, 4, 5, 3, 3, 4, 2, 3, 1, 5, 1, 6, 2,
    3, 3, 1, 6, 2, 7, 9, 2, 3, 10, 2, 4, 3, 2, 4, 2, 7, 3, 2, 7, 6, 2, 1, 15,
    2, 12, 3, 3, 6, 6, 7, 3, 2, 1, 2, 9, 3, 6, 4, 3, 2, 6, 1, 6, 15, 8, 1, 3,
    11, 7, 3, 5, 6, 3, 1, 2, 4, 5, 3, 3, 12, 7, 3, 2, 4, 6, 9, 5, 1, 5, 1, 2,
    3, 10, 3, 2, 7, 2, 1, 2, 7, 3, 6, 12, 5, 3, 4, 5, 1, 15, 2, 3, 1, 6, 2, 7,
    3, 17, 6, 4, 3, 5, 1, 2, 10, 5, 4, 8, 1, 5, 7, 2, 1, 6, 3, 8, 3, 4, 2, 4,
    2, 3, 4, 3, 3, 6, 3, 2, 3, 3, 4, 9, 2, 10, 2, 6, 1, 5, 3, 1, 5, 6, 1, 2,
    10, 3, 15, 3, 2, 4, 5, 6, 3, 1, 14, 1, 3, 2, 1, 8, 6, 1, 3, 5, 4, 12, 6, 3,
    9, 3, 2, 7, 3, 2, 6, 4, 3, 6, 2, 3, 6, 3, 6, 1, 8, 10, 2, 1, 5, 9, 4, 2,
    7, 2, 1, 3, 11, 3, 7, 3, 3, 5, 3, 1, 5, 1, 2, 1, 11, 1, 2, 3, 3, 6, 3, 7,
    5, 6, 3, 4, 2, 18, 7, 6, 3, 2, 3, 1, 6, 3, 6, 8, 1, 5, 4, 11, 1, 6, 3, 2,
    3, 9, 1, 6, 3, 2, 6, 4, 3, 6, 2, 3, 6, 3, 1, 6, 6, 2, 7, 3, 8, 3, 1, 5,
    4, 9, 3, 17, 1, 14, 1, 11, 3, 1, 5, 6, 1, 3, 2, 4, 11, 3, 1, 5, 4, 2, 3, 4,
    2, 6, 9, 6, 10, 2, 3, 3, 4, 2, 1, 8, 6, 1, 5, 4, 5, 1, 2, 3, 7, 6, 11, 4,
    14, 1, 2, 10, 2, 1, 2, 7, 5, 6, 1, 6, 8, 1, 14, 4, 11, 4, 2, 3, 3, 7, 2, 4,
    6, 3, 3, 2, 10, 2, 9, 1, 6, 3, 2, 3, 7, 9, 5, 4, 5, 16, 3, 5, 3, 3, 1, 3,
    8, 3, 1, 6, 3, 14, 1, 5, 4, 8, 3, 4, 3, 5, 12, 10, 5, 1, 5, 1, 6, 2, 3, 10,
    2, 1, 6, 9, 5, 1, 5, 1, 2, 10, 8, 13, 2, 4, 3, 2, 6, 3, 4, 6, 6, 3, 2, 4,
    11, 1, 8, 7, 5, 3, 6, 6, 7, 3, 2, 10, 2, 6, 3, 1, 3, 3, 8, 4, 11, 1, 14, 4,
    3, 2, 10, 2, 6, 12, 10, 2, 4, 5, 1, 8, 1, 6, 6, 17, 1, 2, 3, 6, 3, 3, 4, 3,
    2, 1, 3, 12, 2, 10, 5, 3, 3, 7, 2, 3, 3, 1, 6, 3, 5, 1, 5, 3, 10, 2, 13, 2,
    1, 3, 11, 1, 12, 2, 3, 1, 2, 3, 12, 3, 4, 2, 1, 17, 3, 4, 8, 6, 1, 5, 1, 5,
    3, 4, 2, 4, 6, 11, 3, 7, 2, 13, 2, 1, 6, 5, 4, 2, 4, 6, 2, 7, 3, 8, 3, 4,
    2, 3, 3, 4, 3, 5, 6, 1, 3, 3, 8, 4, 3, 3, 6, 5, 1, 3, 9, 2, 3, 3, 3, 6,
    9, 4, 3, 5, 4, 9, 2, 7, 3, 9, 5, 4, 5, 6, 1, 3, 6, 6, 18, 2, 3, 4, 2, 3,
    1, 2, 9, 6, 3, 4, 3, 3, 2, 9, 1, 2, 1, 12, 2, 3, 3, 7, 15, 3, 2, 3, 6, 3,
    10, 2, 4, 2, 4, 3, 3, 2, 15, 1, 5, 6, 4, 5, 4, 12, 3, 6, 2, 7, 2, 3, 1, 14,
    7, 8, 1, 6, 3, 2, 10, 5, 3, 3, 3, 4, 5, 6, 7, 5, 7, 8, 7, 5, 7, 3, 8, 3,
    4, 3, 8, 10, 5, 1, 3, 2, 1, 2, 6, 1, 5, 1, 3, 11, 3, 1, 2, 9, 4, 5, 4, 11,
    1, 5, 9, 7, 2, 1, 2, 9, 1, 2, 3, 4, 5, 1, 15, 2, 15, 1, 5, 1, 9, 2, 9, 3,
    7, 5, 1, 2, 10, 18, 3, 2, 3, 7, 2, 10, 5, 7, 11, 3, 1, 15, 6, 5, 9, 1, 2, 7,
    3, 11, 9, 1, 6, 3, 2, 4, 2, 4, 3, 5, 1, 6, 9, 5, 7, 8, 7, 2, 3, 3, 1, 3,
    2, 1, 14, 1, 14, 3, 1, 2, 3, 7, 2, 6, 7, 8, 7, 2, 3, 4, 3, 2, 3, 3, 3, 4,
    2, 4, 2, 7, 8, 4, 3, 2, 6, 4, 8, 1, 5, 4, 2, 3, 13, 3, 5, 4, 2, 3, 6, 7,
    15, 2, 7, 11, 4, 6, 2, 3, 4, 5, 3, 7, 5, 3, 1, 5, 6, 6, 7, 3, 3, 9, 5, 3,
    4, 9, 2, 3, 1, 3, 5, 1, 5, 4, 3, 3, 5, 1, 9, 5, 1, 6, 2, 3, 4, 5, 6, 7,
    6, 2, 4, 5, 3, 3, 10, 2, 7, 8, 7, 5, 4, 5, 6, 1, 9, 3, 6, 5, 6, 1, 2, 1,
    6, 3, 2, 4, 2, 22, 2, 1, 2, 1, 5, 6, 3, 3, 7, 2, 3, 3, 3, 4, 3, 18, 9, 2,
    3, 1, 6, 3, 3, 3, 2, 7, 11, 6, 1, 9, 5, 3, 13, 12, 2, 1, 2, 1, 2, 7, 2, 3,
    3, 4, 8, 6, 1, 21, 2, 1, 2, 12, 3, 3, 1, 9, 2, 7, 3, 14, 9, 7, 3, 5, 6, 1,
    3, 6, 15, 3, 2, 3, 3, 7, 2, 1, 12, 2, 3, 3, 13, 5, 9, 3, 4, 3, 3, 15, 2, 6,
    6, 1, 8, 1, 3, 2, 6, 9, 1, 3, 2, 13, 6, 3, 6, 2, 12, 12, 6, 3, 1, 6, 14, 4,
    2, 3, 6, 1, 9, 3, 2, 3, 3, 10, 8, 1, 3, 3, 9, 5, 3, 1, 2, 4, 3, 3, 12, 8,
    3, 4, 5, 3, 7, 11, 4, 8, 3, 1, 6, 2, 1, 11, 4, 9, 17, 1, 3, 9, 2, 3, 3, 4,
    5, 4, 9, 3, 2, 1, 2, 4, 8, 1, 6, 6, 3, 9, 2, 3, 3, 3, 1, 3, 6, 5, 10, 6,
    9, 2, 3, 1, 8, 1, 5, 7, 2, 15, 1, 5, 6, 1, 12, 3, 8, 4, 5, 1, 6, 11, 3, 1,
    8, 10, 5, 1, 6, 6, 9, 5, 6, 3, 1, 5, 1, 3, 5, 9, 1, 6, 3, 2, 3, 1, 12, 14,
    1, 2, 1, 5, 1, 8, 6, 4, 11, 1, 3, 2, 1, 5, 3, 10, 6, 5, 4, 6, 3, 3, 3, 2,
    9, 1, 2, 6, 9, 1, 6, 3, 2, 1, 8, 6, 6, 7, 2, 4, 9, 2, 6, 7, 3, 3, 2, 4,
    3, 2, 10, 6, 5, 7, 2, 1, 8, 1, 6, 15, 2, 3, 12, 10, 12, 5, 4, 6, 5, 6, 3, 6,
    6, 3, 4, 8, 7, 3, 2, 3, 18, 10, 5, 15, 6, 1, 2, 1, 14, 6, 7, 3, 11, 4, 2, 9,
    3, 7, 9, 2, 3, 1, 3, 17, 9, 1, 8, 3, 9, 1, 12, 2, 1, 3, 6, 3, 6, 5, 4, 3,
    8, 6, 4, 5, 7, 20, 3, 1, 3, 2, 6, 7, 2, 1, 2, 1, 2, 4, 3, 5, 3, 3, 1, 3,
    3, 3, 6, 3, 12, 5, 1, 5, 3, 6, 3, 3, 7, 3, 3, 26, 10, 3, 5, 1, 5, 4, 5, 6,
    6, 1, 3, 2, 7, 8, 4, 6, 3, 11, 1, 5, 4, 3, 11, 1, 11, 3, 4, 5, 6, 6, 1, 5,
    3, 6, 1, 2, 7, 5, 1, 3, 9, 2, 6, 4, 9, 6, 3, 3, 2, 3, 3, 7, 2, 1, 6, 6,
    2, 3, 9, 9, 6, 1, 8, 6, 4, 9, 5, 13, 2, 3, 4, 3, 3, 2, 1, 5, 10, 2, 3, 4,
    2, 10, 5, 1, 17, 1, 2, 12, 1, 6, 6, 5, 3, 1, 6, 15, 3, 6, 8, 6, 1, 11, 9, 6,
    7, 5, 1, 6, 6, 2, 1, 2, 3, 6, 1, 8, 9, 1, 20, 4, 8, 3, 4, 5, 1, 2, 9, 4,
    5, 4, 6, 2, 9, 1, 9, 5, 1, 2, 1, 2, 4, 14, 1, 3, 11, 6, 3, 7, 9, 2, 3, 4,
    3, 3, 5, 4, 2, 1, 9, 5, 3, 10, 11, 4, 3, 15, 2, 1, 2, 9, 3, 15, 1, 2, 4, 3,
    2, 3, 6, 7, 17, 7, 3, 2, 1, 3, 2, 7, 2, 1, 3, 14, 1, 2, 3, 4, 5, 1, 5, 1,
    5, 1, 2, 15, 1, 6, 6, 5, 9, 6, 7, 5, 1, 6, 3, 5, 3, 7, 6, 2, 7, 2, 9, 1,
    5, 4, 2, 4, 5, 6, 9, 9, 4, 3, 9, 8, 7, 3, 3, 5, 7, 2, 3, 1, 6, 6, 2, 3,
    3, 6, 1, 8, 1, 6, 3, 2, 7, 3, 2, 1, 6, 9, 2, 18, 9, 6, 6, 1, 2, 1, 2, 4,
    6, 2, 18, 3, 9, 1, 6, 5, 3, 6, 12, 4, 3, 3, 8, 6, 1, 9, 5, 10, 5, 1, 3, 9,
    2, 1, 20, 3, 1, 8, 1, 2, 4, 9, 5, 6, 3, 1, 5, 4, 2, 3, 6, 1, 5, 9, 4, 3,
    2, 10, 2, 3, 18, 3, 1, 5, 3, 12, 3, 7, 8, 3, 9, 1, 5, 10, 5, 4, 3, 2, 3, 1,
    5, 1, 6, 2, 1, 2, 4, 5, 3, 6, 9, 7, 6, 8, 4, 3, 8, 4, 2, 1, 3, 9, 12, 9,
    5, 6, 1, 2, 7, 5, 3, 3, 3, 9, 6, 1, 14, 9, 7, 8, 6, 7, 12, 6, 11, 3, 1, 5,
    4, 2, 1, 2, 7, 6, 3, 2, 3, 7, 2, 1, 2, 15, 3, 1, 3, 5, 1, 15, 11, 1, 2, 3,
    4, 3, 3, 8, 6, 6, 3, 4, 2, 1, 12, 6, 2, 3, 4, 3, 3, 5, 1, 3, 6, 14, 7, 3,
    2, 6, 4, 3, 6, 2, 3, 7, 3, 6, 5, 3, 3, 4, 3, 3, 2, 1, 2, 4, 6, 2, 7, 9,
    5, 1, 8, 3, 10, 3, 5, 4, 2, 15, 18, 6, 4, 11, 6, 1, 3, 6, 8, 3, 3, 1, 9, 2,
    13, 2, 4, 9, 5, 4, 5, 3, 7, 2, 10, 11, 9, 6, 4, 14, 6, 3, 3, 4, 3, 6, 12, 8,
    7, 2, 7, 6, 3, 5, 6, 10, 3, 2, 4, 9, 6, 9, 5, 1, 2, 10, 5, 7, 2, 3, 1, 5,
    12, 9, 1, 2, 10, 8, 7, 5, 7, 3, 2, 3, 10, 3, 5, 3, 1, 6, 3, 15, 5, 4, 3, 2,
    3, 4, 20, 1, 2, 1, 6, 9, 2, 3, 4, 5, 3, 9, 9, 1, 6, 8, 4, 3, 2, 3, 3, 1,
    26, 7, 2, 10, 8, 1, 2, 3, 6, 1, 3, 6, 6, 3, 2, 7, 5, 3, 3, 7, 5, 7, 8, 4,
    3, 6, 2, 4, 11, 3, 1, 9, 11, 3, 1, 9, 3, 8, 7, 5, 3, 6, 1, 3, 2, 4, 9, 6,
    8, 1, 2, 7, 2, 4, 6, 6, 15, 8, 4, 2, 1, 3, 11, 6, 4, 5, 3, 3, 3, 7, 3, 9,
    5, 6, 1, 5, 1, 2, 13, 2, 6, 4, 2, 9, 4, 5, 7, 8, 3, 3, 4, 5, 3, 4, 3, 6,
    5, 10, 5, 4, 2, 6, 13, 9, 2, 6, 9, 3, 15, 3, 4, 3, 11, 6, 1, 2, 3, 3, 1, 5,
    1, 2, 3, 3, 1, 3, 11, 9, 3, 9, 6, 4, 6, 3, 5, 6, 1, 8, 1, 5, 1, 5, 9, 3,
    10, 2, 1, 3, 11, 3, 3, 9, 3, 7, 6, 8, 1, 3, 3, 2, 7, 6, 2, 1, 9, 8, 18, 6,
    3, 7, 14, 1, 6, 3, 6, 3, 2, 1, 8, 15, 4, 12, 3, 15, 5, 1, 9, 2, 3, 6, 4, 11,
    1, 3, 11, 9, 1, 5, 1, 5, 15, 1, 14, 3, 7, 8, 3, 10, 8, 1, 3, 2, 16, 2, 1, 2,
    3, 1, 6, 2, 3, 3, 6, 1, 3, 2, 3, 4, 3, 2, 10, 2, 16, 5, 4, 8, 1, 11, 1, 2,
    3, 4, 3, 8, 7, 2, 9, 4, 2, 10, 3, 6, 6, 3, 5, 1, 5, 1, 6, 14, 6, 9, 1, 9,
    5, 4, 5, 24, 1, 2, 3, 4, 5, 1, 5, 15, 1, 18, 3, 5, 3, 1, 9, 2, 3, 4, 8, 7,
    8, 3, 7, 2, 10, 2, 3, 1, 5, 6, 1, 3, 6, 3, 3, 2, 6, 1, 3, 2, 6, 3, 4, 2,
    1, 3, 9, 5, 3, 4, 6, 3, 11, 1, 3, 6, 9, 2, 7, 3, 2, 10, 3, 8, 4, 2, 4, 11,
    4, 6, 3, 3, 8, 6, 9, 15, 4, 2, 1, 2, 3, 13, 2, 7, 12, 11, 3, 1, 3, 5, 3, 7,
    3, 3, 6, 5, 3, 1, 6, 5, 6, 4, 9, 9, 5, 3, 4, 8, 3, 3, 4, 8, 10, 2, 1, 5,
    1, 5, 6, 3, 4, 3, 5, 10, 5, 9, 13, 2, 3, 15, 1, 2, 4, 3, 6, 6, 9, 2, 4, 11,
    3, 1, 6, 17, 3, 9, 6, 3, 1, 14, 7, 8, 7, 2, 7, 6, 2, 3, 3, 1, 18, 2, 3, 10,
    6, 12, 3, 11, 1, 8, 9, 6, 6, 9, 1, 3, 3, 3, 2, 3, 7, 2, 1, 11, 4, 6, 3, 5,
    3, 4, 6, 9, 6, 3, 5, 1, 11, 7, 3, 3, 2, 9, 3, 10, 11, 1, 6, 12, 2, 9, 9, 1,
    11, 1, 2, 6, 4, 6, 5, 7, 2, 1, 9, 8, 19, 3, 3, 3, 6, 5, 3, 6, 4, 3, 2, 3,
    7, 15, 3, 5, 4, 11, 3, 4, 6, 5, 1, 5, 1, 3, 5, 1, 5, 6, 9, 10, 3, 2, 4, 11,
    3, 3, 15, 3, 7, 3, 6, 6, 3, 5, 1, 5, 15, 1, 8, 4, 2, 1, 3, 9, 2, 1, 3, 2,
    13, 2, 4, 3, 5, 1, 2, 3, 4, 2, 3, 15, 6, 1, 3, 3, 2, 10, 11, 4, 2, 1, 2, 36,
    4, 2, 4, 11, 1, 2, 7, 5, 1, 2, 10, 3, 5, 9, 3, 10, 8, 3, 4, 3, 2, 10, 6, 11,
    1, 2, 1, 6, 5, 9, 1, 11, 3, 9, 15, 1, 5, 7, 5, 4, 8, 25, 3, 5, 4, 5, 6, 3,
    9, 1, 11, 3, 1, 2, 3, 4, 3, 3, 5, 9, 1, 11, 1, 8, 7, 5, 3, 1, 6, 5, 10, 2,
    7, 3, 2, 18, 1, 2, 3, 6, 1, 2, 7, 6, 3, 2, 3, 1, 3, 2, 10, 5, 1, 5, 3, 6,
    1, 12, 6, 6, 3, 3, 2, 12, 1, 2, 12, 1, 3, 2, 3, 4, 8, 3, 1, 5, 6, 7, 3, 17,
    3, 7, 3, 2, 1, 15, 11, 4, 2, 3, 4, 2, 1, 14, 1, 3, 2, 13, 9, 11, 1, 3, 8, 3,
    1, 8, 6, 1, 6, 2, 3, 3, 7, 5, 3, 4, 6, 2, 9, 1, 5, 4, 8, 3, 3, 15, 1, 5,
    9, 1, 5, 4, 2, 4, 6, 12, 20, 1, 6, 5, 3, 6, 1, 6, 2, 1, 2, 3, 9, 7, 6, 3,
    2, 7, 15, 2, 4, 5, 4, 3, 5, 9, 4, 2, 7, 8, 3, 4, 2, 3, 1, 5, 1, 6, 2, 1,
    2, 3, 4, 2, 3, 16, 12, 5, 4, 9, 5, 1, 3, 5, 1, 2, 9, 3, 6, 1, 8, 1, 11, 3,
    3, 4, 9, 2, 9, 6, 4, 3, 2, 10, 3, 15, 11, 6, 1, 3, 9, 2, 31, 2, 1, 6, 3, 5,
    1, 6, 6, 14, 1, 2, 7, 11, 3, 1, 3, 3, 5, 7, 2, 1, 5, 3, 4, 5, 7, 5, 3, 1,
    6, 11, 9, 4, 5, 9, 6, 1, 6, 2, 6, 1, 5, 1, 3, 9, 3, 3, 17, 3, 1, 6, 2, 3,
    9, 9, 1, 8, 3, 3, 4, 3, 5, 9, 4, 5, 4, 5, 1, 2, 9, 13, 6, 11, 1, 2, 1, 11,
    3, 3, 7, 8, 3, 10, 5, 6, 1, 9, 21, 2, 12, 1, 3, 5, 6, 1, 3, 5, 4, 2, 3, 6,
    6, 4, 2, 3, 6, 15, 10, 3, 12, 3, 5, 6, 1, 5, 10, 3, 3, 2, 6, 7, 5, 9, 6, 4,
    3, 6, 2, 7, 5, 1, 6, 15, 8, 1, 6, 3, 2, 1, 2, 3, 13, 2, 9, 1, 2, 3, 7, 27,
    3, 26, 1, 8, 3, 3, 6, 13, 2, 1, 3, 11, 3, 1, 6, 6, 3, 5, 9, 1, 6, 6, 5, 9,
    6, 3, 4, 3, 5, 3, 4, 2, 1, 2, 10, 12, 3, 3, 5, 7, 5, 1, 11, 3, 7, 5, 13, 2,
    9, 4, 6, 6, 5, 6, 3, 4, 8, 3, 4, 3, 3, 11, 1, 5, 10, 5, 3, 22, 9, 3, 5, 1,
    2, 3, 7, 2, 13, 2, 1, 6, 5, 4, 2, 4, 6, 2, 6, 4, 11, 4, 3, 5, 9, 3, 3, 4,
    3, 6, 2, 4, 9, 5, 6, 3, 6, 1, 3, 2, 1, 8, 6, 6, 7, 5, 7, 3, 5, 6, 1, 6,
    3, 2, 3, 1, 6, 2, 13, 3, 9, 3, 5, 3, 1, 9, 5, 4, 2, 13, 5, 10, 3, 8, 10, 6,
    5, 4, 5, 1, 8, 3, 10, 5, 10, 2, 15, 1, 2, 4, 8, 1, 9, 2, 1, 3, 5, 9, 6, 7,
    9, 3, 8, 10, 3, 2, 4, 3, 2, 3, 6, 4, 5, 1, 6, 3, 2, 1, 3, 5, 1, 8, 6, 7,
    5, 3, 4, 3, 14, 1, 3, 9, 15, 17, 1, 8, 6, 1, 9, 8, 3, 4, 5, 4, 5, 4, 5, 22,
    3, 3, 2, 10, 2, 1, 2, 7, 14, 4, 3, 8, 7, 15, 3, 15, 2, 7, 5, 3, 3, 4, 2, 9,
    6, 3, 1, 11, 6, 4, 3, 6, 2, 7, 2, 3, 1, 2, 9, 10, 3, 8, 19, 8, 1, 2, 3, 1,
    20, 21, 7, 2, 3, 1, 12, 5, 3, 1, 9, 5, 6, 1, 8, 1, 3, 8, 3, 4, 2, 1, 5, 3,
    4, 5, 1, 9, 8, 4, 6, 9, 6, 3, 6, 5, 3, 3, 9
};
/* END generated */

/* ---------- word helpers ---------- */

/* 1 if x != 0 */
CAIRN_INLINE cairn_limb nonzero(cairn_limb x) { return BARRIER((x | ((cairn_limb)0 - x)) >> (LB - 1)); }
/* 0/1 to mask */
CAIRN_INLINE cairn_limb mask_of(cairn_limb ctl) { return (cairn_limb)0 - BARRIER(ctl); }

/* a * b: low limb returned, high limb in *hi */
CAIRN_INLINE cairn_limb mul_wide(cairn_limb a, cairn_limb b, cairn_limb *hi)
{
#if defined(PR_HAVE_DLIMB)
    pr_dlimb z = (pr_dlimb)a * b;
    *hi = (cairn_limb)(z >> LB);
    return (cairn_limb)z;
#else
    /* 64 x 64 from four 32 x 32 products, carries by unsigned wrap */
    uint64_t a0 = (uint32_t)a, a1 = a >> 32, b0 = (uint32_t)b, b1 = b >> 32;
    uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    uint64_t mid = (p00 >> 32) + (uint32_t)p01 + (uint32_t)p10;
    *hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
    return (p00 & 0xffffffffu) | (mid << 32);
#endif
}

CAIRN_INLINE cairn_limb mul_hi(cairn_limb a, cairn_limb b)
{
    cairn_limb hi;
    (void)mul_wide(a, b, &hi);
    return hi;
}

/* -m^-1 mod 2^LB for odd m (public): Newton from the 5-bit inverse 3m ^ 2,
 * each step doubling the correct bits. */
static cairn_limb neg_inv(cairn_limb m)
{
    cairn_limb x = (3 * m) ^ 2;
    unsigned bits;
    for (bits = 5; bits < LB; bits <<= 1)
        x *= 2 - m * x;
    return (cairn_limb)0 - x;
}

/* One word-serial Montgomery step for a public odd m < 2^(LB-1) with
 * mi = -m^-1: returns (acc + x + q m) / 2^LB, q = (acc + x) mi mod 2^LB,
 * which is congruent to (acc + x) 2^-LB mod m and below m + 2 when
 * acc < m + 2. The low limb of acc + x + q m is zero, so the quotient is the
 * carries plus the high half of q m, plus one unless acc + x wrapped to 0
 * (then the low half of q m is 0 too). */
CAIRN_INLINE cairn_limb redc_step(cairn_limb acc, cairn_limb x, cairn_limb m, cairn_limb mi)
{
    cairn_limb lo = acc + x, c = (cairn_limb)(lo < acc);
    cairn_limb q = lo * mi;
    return c + mul_hi(q, m) + nonzero(lo);
}

/* 1 when the prime p of a group dividing m (cofactor c = m / p) divides the
 * group's residue v < m + 2: M | v c, decided by a Montgomery step on the
 * two-limb v c (below 2^(2 LB) since v c < 2 m^2 / 3), whose result u is
 * below 2m and congruent to v c 2^-LB: 0 or m exactly when m divides v c. */
CAIRN_INLINE cairn_limb group_divides(cairn_limb v, cairn_limb c, cairn_limb m, cairn_limb mi)
{
    cairn_limb th, tl = mul_wide(v, c, &th);
    cairn_limb q = tl * mi;
    cairn_limb u = th + mul_hi(q, m) + nonzero(tl);
    return (nonzero(u) ^ 1) | (nonzero(u ^ m) ^ 1); /* u == 0 or u == m */
}

/* ---------- trial division ---------- */

/* Groups reduced side by side: independent multiplication chains the
 * core can overlap (each step waits for the previous one's product). */
#define TD_LANES 4
/* Primes per group: two of the table's (all below 46341) fit a 31-bit word,
 * four a 63-bit one; more of the smallest would fit, eight are kept. */
#define TD_MAX_GROUP 8

typedef struct {
    cairn_limb m, mi;
    cairn_limb p[TD_MAX_GROUP]; /* the primes */
    cairn_limb c[TD_MAX_GROUP]; /* m / p, by products of the others */
    unsigned k;
} td_group;

/* see bn.h */
cairn_limb cairn_bn_trial_division(const cairn_limb *a, size_t n, size_t count)
{
    td_group g[TD_LANES];
    cairn_limb acc[TD_LANES], hit = 0, small = 0, upper = 0;
    cairn_limb prime = 3, pre;
    size_t idx = 0, j;

    if (count > CAIRN_BN_TD_PRIMES)
        count = CAIRN_BN_TD_PRIMES;
    if (a == NULL || n == 0)
        return 0;
    /* a equal to a table prime is not "divisible" by it: a's upper limbs
     * are zero and its low limb is the prime */
    for (j = 1; j < n; j++)
        upper |= a[j];
    upper = nonzero(upper);

    while (idx < count) {
        unsigned lanes, l, i;
        /* the next groups: consecutive primes while the product stays below
         * 2^(LB-1) (public values: the loop tests the product's high bits) */
        for (lanes = 0; lanes < TD_LANES && idx < count; lanes++) {
            td_group *gr = &g[lanes];
            gr->m = 1;
            gr->k = 0;
            while (idx < count && gr->k < TD_MAX_GROUP) {
                cairn_limb hi, lo = mul_wide(gr->m, prime, &hi);
                if (hi != 0 || (lo >> (LB - 1)) != 0)
                    break;
                gr->m = lo;
                gr->p[gr->k++] = prime;
                if (++idx < count)
                    prime += 2 * (cairn_limb)td_half_gaps[idx - 1];
            }
            gr->mi = neg_inv(gr->m);
            /* cofactors: products of the primes before, then times those after */
            for (i = 0, pre = 1; i < gr->k; i++) {
                gr->c[i] = pre;
                pre *= gr->p[i];
            }
            for (i = gr->k, pre = 1; i-- > 0;) {
                gr->c[i] *= pre;
                pre *= gr->p[i];
            }
        }
        for (l = 0; l < lanes; l++)
            acc[l] = 0;
        /* least significant limb first, as Montgomery reduction goes */
        for (j = 0; j < n; j++) {
            cairn_limb x = a[j];
            for (l = 0; l < lanes; l++)
                acc[l] = redc_step(acc[l], x, g[l].m, g[l].mi);
        }
        for (l = 0; l < lanes; l++) {
            for (i = 0; i < g[l].k; i++) {
                hit |= group_divides(acc[l], g[l].c[i], g[l].m, g[l].mi);
                small |= (nonzero(a[0] ^ g[l].p[i]) ^ 1) & (upper ^ 1);
            }
        }
    }
    cairn_wipe(acc, sizeof acc);
    return mask_of((hit & (small ^ 1)) ^ 1);
}

/* see bn.h */
cairn_limb cairn_bn_coprime_limb(const cairn_limb *a, size_t n, cairn_limb m)
{
    cairn_limb mi, x = 0, y = m;
    size_t j;
    unsigned k;

    if (a == NULL || n == 0 || (m & 1) == 0 || m == 1)
        return 0;
    mi = neg_inv(m);
    /* x = a 2^(-LB n) mod m, kept below m: m may use the whole word (a
     * 32-bit public exponent on 32-bit limbs), so each step subtracts m
     * once more by mask (acc < m gives a step result of at most m) */
    for (j = 0; j < n; j++) {
        cairn_limb lo = x + a[j], c = (cairn_limb)(lo < x);
        cairn_limb q = lo * mi, r = c + mul_hi(q, m) + nonzero(lo);
        x = r - (m & mask_of((nonzero(r - m) ^ 1) | (cairn_limb)(r > m)));
    }
    /* 2 is a unit modulo the odd m, so gcd(x, m) = gcd(a, m). Binary gcd
     * with y odd throughout: when x is odd, (x, y) becomes (x - y, y) or,
     * when x < y, (y - x, x); then x is halved. Each step takes a bit off
     * x or y, so 2 LB steps end with x = 0 and y = the gcd. */
    for (k = 0; k < 2 * LB; k++) {
        cairn_limb odd = x & 1, sw = mask_of(odd & (cairn_limb)(x < y)), t = sw & (x ^ y);
        x ^= t;
        y ^= t;
        x -= y & mask_of(odd);
        x >>= 1;
    }
    return mask_of(nonzero(y ^ 1) ^ 1);
}

/* ---------- Miller-Rabin ---------- */

/* see bn.h */
size_t cairn_bn_mr_rounds(size_t bits)
{
    if (bits >= 1536)
        return 4;
    if (bits >= 1024)
        return 5;
    return 7;
}

/* Number of trailing zero bits of a[0..n) (n LB for zero), without a
 * branch: a running mask stays 1 while every bit so far is 0. */
static cairn_limb ctz_ct(const cairn_limb *a, size_t n)
{
    cairn_limb s = 0, run = 1;
    size_t j;
    unsigned b;
    for (j = 0; j < n; j++)
        for (b = 0; b < LB; b++) {
            run &= ((a[j] >> b) & 1) ^ 1;
            s += run;
        }
    return s;
}

/* a >>= s for a secret s < 2^k with 2^k >= n LB: one public shift by 2^i
 * per bit i of s, kept by mask. t is n limbs of scratch. */
static void shr_secret(cairn_limb *a, size_t n, cairn_limb s, cairn_limb *t)
{
    size_t sh;
    unsigned i;
    for (i = 0, sh = 1; sh < n * LB; i++, sh <<= 1) {
        (void)cairn_bn_shr(t, a, n, sh);
        cairn_bn_cond_copy((s >> i) & 1, a, t, n);
    }
}

/* see bn.h */
cairn_limb cairn_bn_mr_round(const cairn_bn_mont *ctx, const cairn_limb *b, size_t max_s, cairn_limb *tmp,
                             size_t tmplen)
{
    cairn_limb d[CAIRN_BN_MAX_LIMBS], x[CAIRN_BN_MAX_LIMBS], mone[CAIRN_BN_MAX_LIMBS];
    cairn_limb t[2 * CAIRN_BN_MAX_LIMBS + 2], s, pass, *one = d; /* d is spent once b^d is computed */
    const cairn_bn_engine *eng = ctx->eng;
    size_t n = ctx->n, j, steps;

    /* s <= n LB - 1 whatever w is: a larger cap changes nothing */
    if (max_s > n * LB - 1)
        max_s = n * LB - 1;
    if (max_s == 0)
        max_s = 1;
    steps = max_s - 1;

    /* d = (w - 1) >> s: w is odd, so w - 1 is w without its low bit */
    cairn_bn_copy(d, ctx->m, n);
    d[0] &= ~(cairn_limb)1;
    s = ctz_ct(d, n);
    shr_secret(d, n, s, t);
    if (cairn_bn_mont_exp(ctx, x, b, d, n, tmp, tmplen) != CAIRN_OK) {
        cairn_wipe(d, sizeof d);
        cairn_wipe(t, sizeof t);
        return 0; /* the table is too short (public) */
    }
    /* in the Montgomery domain from here: x R, and +-1 as R and w - R */
    cairn_bn_mont_to(ctx, x, x);
    cairn_bn_set_word(one, n, 1);
    cairn_bn_mont_to(ctx, one, one);
    (void)cairn_bn_sub(mone, ctx->m, one, n);
    pass = cairn_bn_eq(x, one, n) | cairn_bn_eq(x, mone, n);
    /* a w with s above the cap fails (both far below 2^(LB-1)) */
    pass &= mask_of(BARRIER((((cairn_limb)max_s - s) >> (LB - 1)) ^ 1));
    /* x^(2^j) for j = 1 .. max_s - 1, the largest s - 1 can be; a -1 counts
     * while j < s, i.e. before x^(2^s) = b^(w-1) */
    for (j = 1; j <= steps; j++) {
        cairn_limb active = BARRIER(((cairn_limb)j - s) >> (LB - 1)); /* j < s: both far below 2^(LB-1) */
        eng->sqr(t, x, n);
        eng->redc(t, ctx->m, ctx->m0i, n);
        cairn_bn_copy(x, t + n, n);
        pass |= cairn_bn_eq(x, mone, n) & mask_of(active);
    }
    cairn_wipe(d, sizeof d);
    cairn_wipe(x, sizeof x);
    cairn_wipe(mone, sizeof mone);
    cairn_wipe(t, sizeof t);
    cairn_wipe(&s, sizeof s);
    return pass;
}

/* see bn.h */
int cairn_bn_miller_rabin(cairn_limb *prime, const cairn_limb *w, size_t n, size_t rounds, size_t max_s,
                          cairn_limb *tmp, size_t tmplen, cairn_rng_fn rng, void *rng_state)
{
    cairn_bn_mont ctx;
    cairn_limb b[CAIRN_BN_MAX_LIMBS], m2[CAIRN_BN_MAX_LIMBS], two[CAIRN_BN_MAX_LIMBS], pass;
    size_t r;
    int rc = CAIRN_OK, st;

    if (prime == NULL)
        return CAIRN_ERR_BAD_ARG;
    *prime = 0;
    if (w == NULL || n == 0 || n > CAIRN_BN_MAX_LIMBS || rng == NULL || tmp == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (tmplen < 2 * n)
        return CAIRN_ERR_BAD_LENGTH;
    if (n == 1 && w[0] < 5) {
        /* no witness range: 3 is prime, 1 is not (a branch on w, but only
         * for a one-limb w below 5, which no caller keeps secret) */
        *prime = mask_of(nonzero(w[0] ^ 3) ^ 1);
        return CAIRN_OK;
    }
    /* an even w (or a top limb of zero) fails the set-up; computed, not
     * branched on: the rounds run on the garbage context and the status
     * clears the verdict */
    st = cairn_bn_mont_init(&ctx, w, n);
    pass = mask_of(nonzero((cairn_limb)(unsigned)st) ^ 1);
    /* witnesses 2 <= b <= w - 2: 1 + a uniform value of [1, w - 3] */
    cairn_bn_set_word(two, n, 2);
    (void)cairn_bn_sub(m2, w, two, n);
    cairn_bn_set_word(two, n, 1);
    for (r = 0; r < rounds; r++) {
        rc = cairn_bn_rand_range(b, m2, n, rng, rng_state);
        if (rc != CAIRN_OK)
            break;
        (void)cairn_bn_add(b, b, two, n);
        pass &= cairn_bn_mr_round(&ctx, b, max_s, tmp, tmplen);
    }
    if (rc == CAIRN_OK)
        *prime = pass;
    cairn_bn_mont_wipe(&ctx);
    cairn_wipe(b, sizeof b);
    cairn_wipe(m2, sizeof m2);
    cairn_wipe(&pass, sizeof pass);
    return rc;
}

/* see bn.h */
int cairn_bn_is_probable_prime(cairn_limb *prime, const cairn_limb *w, size_t n, cairn_limb *tmp, size_t tmplen,
                               cairn_rng_fn rng, void *rng_state)
{
    cairn_limb td, mr = 0;
    size_t bits;
    int rc;

    if (prime == NULL)
        return CAIRN_ERR_BAD_ARG;
    *prime = 0;
    if (w == NULL || n == 0 || n > CAIRN_BN_MAX_LIMBS)
        return CAIRN_ERR_BAD_ARG;
    td = cairn_bn_trial_division(w, n, CAIRN_BN_TD_PRIMES);
    bits = cairn_bn_bit_length(w, n);
    CAIRN_DECLASSIFY(&bits, sizeof bits); /* the size is public, as for every modulus */
    rc = cairn_bn_miller_rabin(&mr, w, n, cairn_bn_mr_rounds(bits), CAIRN_BN_MR_EXACT, tmp, tmplen, rng, rng_state);
    *prime = td & mr & mask_of((cairn_limb)(rc == CAIRN_OK));
    return rc;
}
