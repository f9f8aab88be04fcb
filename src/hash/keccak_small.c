/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The small profile's Keccak-f[1600] (FIPS 202, section 3), the one object
 * of cairn_keccak_impls there: the least code rather than the fewest cycles.
 * Every step is a loop over the lanes: theta over columns, rho and pi
 * together along pi's single cycle of 24 lanes (amounts and positions from
 * tables), chi row by row, iota with the round constant expanded from its
 * seven possible bits (bit j of a packed constant is lane bit 2^j - 1).
 * Constant time: the tables are indexed by step and round counters only,
 * and the branches test public values.
 */
#include "cairn/hash.h"
#include "core/internal.h"
#include "hash/hash_internal.h"

#if CAIRN_ENABLE_SHA3 && CAIRN_SMALL

/* rho's rotation of the lane pi sends to pi_lane[i], in the cycle's order */
static const uint8_t rho_amount[24] = {1,  3,  6,  10, 15, 21, 28, 36, 45, 55, 2,  14,
                                       27, 41, 56, 8,  25, 43, 62, 18, 39, 61, 20, 44};
static const uint8_t pi_lane[24] = {10, 7,  11, 17, 18, 3, 5,  16, 8,  21, 24, 4,
                                    15, 23, 19, 13, 12, 2, 20, 14, 22, 9,  6,  1};
/* the 24 round constants, packed: bit j stands for lane bit 2^j - 1 */
static const uint8_t rc_packed[24] = {0x01, 0x1a, 0x5e, 0x70, 0x1f, 0x21, 0x79, 0x55, 0x0e, 0x0c, 0x35, 0x26,
                                      0x3f, 0x4f, 0x5d, 0x53, 0x52, 0x48, 0x16, 0x66, 0x79, 0x58, 0x21, 0x74};

/* x rotated left by n (0..63) */
static CAIRN_NOINLINE uint64_t rotl(uint64_t x, unsigned n) { return (x << n) | (x >> ((64 - n) & 63)); }

static void keccak_f(uint64_t a[25])
{
    uint64_t c[10], t;
    unsigned r, x, y, j;

    for (r = 0; r < 24; r++) {
        /* theta; c[5..9] repeat c[0..4] so that no index needs a modulo */
        for (x = 0; x < 5; x++)
            c[x] = c[x + 5] = a[x] ^ a[x + 5] ^ a[x + 10] ^ a[x + 15] ^ a[x + 20];
        for (x = 0; x < 5; x++) {
            t = c[x + 4] ^ rotl(c[x + 1], 1);
            for (y = 0; y < 25; y += 5)
                a[y + x] ^= t;
        }
        /* rho and pi */
        t = a[1];
        for (j = 0; j < 24; j++) {
            c[0] = a[pi_lane[j]];
            a[pi_lane[j]] = rotl(t, rho_amount[j]);
            t = c[0];
        }
        /* chi */
        for (y = 0; y < 25; y += 5) {
            for (x = 0; x < 7; x++)
                c[x] = a[y + (x < 5 ? x : x - 5)];
            for (x = 0; x < 5; x++)
                a[y + x] = c[x] ^ (~c[x + 1] & c[x + 2]);
        }
        /* iota */
        for (j = 0; j < 7; j++)
            if ((rc_packed[r] >> j) & 1)
                a[0] ^= rotl(1, (1u << j) - 1);
    }
    cairn_wipe(c, sizeof c);
}

/* As keccak_absorb in sha3.c: for each of nblocks blocks, XOR rate bytes
 * of in into the state, then permute; rate 0 only permutes (in may then be
 * NULL). */
static void small_absorb(uint64_t st[25], const uint8_t *in, size_t nblocks, size_t rate)
{
    size_t i;

    for (; nblocks > 0; nblocks--) {
        for (i = 0; i < rate >> 3; i++)
            st[i] ^= cairn_load64_le(in + 8 * i);
        if (rate != 0)
            in += rate;
        keccak_f(st);
    }
}

static void small_permute(uint64_t st[25]) { keccak_f(st); }

const cairn_keccak_impl cairn_keccak_small = {{"small", CAIRN_PRIM_KECCAK, 0}, small_absorb, small_permute};

#else
typedef int cairn_keccak_small_disabled; /* ISO C forbids an empty translation unit */
#endif
