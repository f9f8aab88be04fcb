/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The small profile's Ascon permutation (SP 800-232, section 3), the one
 * object of cairn_ascon_impls there: the least code rather than the fewest
 * cycles. The five 64-bit lanes are ten 32-bit words (lane i is w[2i], its
 * low half, and w[2i + 1]); the S-box is bitwise, so it runs on the low
 * halves, then on the high halves; the linear layer is a loop over the lanes
 * with their rotation amounts from a table; the rounds are a loop, the
 * constant computed. Message bytes enter the words little-endian, as they
 * enter the lanes. Constant time: the table is indexed by the lane number
 * and the branches test public values (rotation amounts, mode, counts).
 */
#include "hash/ascon_p.h"

#if CAIRN_ENABLE_ASCON && CAIRN_SMALL

enum { SMALL_ABSORB, SMALL_ENCRYPT, SMALL_DECRYPT };

/* each lane's two rotations, right, of the linear layer */
static const uint8_t rot_amounts[10] = {19, 28, 61, 39, 1, 6, 10, 17, 7, 41};

/* (lo, hi) rotated right by n (1..63, never 32) into *rl, *rh */
static CAIRN_NOINLINE void rotr64w(uint32_t *rl, uint32_t *rh, uint32_t lo, uint32_t hi, unsigned n)
{
    uint32_t t;
    if (n > 32) {
        t = lo;
        lo = hi;
        hi = t;
        n -= 32;
    }
    *rl = (lo >> n) | (hi << (32 - n));
    *rh = (hi >> n) | (lo << (32 - n));
}

/* p^rounds: the last `rounds` rounds of p^12 (none for more than 12) */
static void small_rounds(uint32_t w[10], unsigned rounds)
{
    unsigned i, h, k;

    for (i = 12 - rounds; i < 12; i++) {
        w[4] ^= ((0xfu - i) << 4) | i; /* round i's constant, into S2 */
        for (h = 0; h < 2; h++) {
            uint32_t *x = w + h;
            uint32_t x0 = x[0] ^ x[8], x1 = x[2], x2 = x[4] ^ x[2], x3 = x[6], x4 = x[8] ^ x[6];
            x[0] = x0 ^ (~x1 & x2);
            x[2] = x1 ^ (~x2 & x3);
            x[4] = ~(x2 ^ (~x3 & x4));
            x[6] = x3 ^ (~x4 & x0);
            x[8] = x4 ^ (~x0 & x1);
            x[2] ^= x[0];
            x[0] ^= x[8];
            x[6] ^= ~x[4];
        }
        for (k = 0; k < 10; k += 2) {
            uint32_t lo = w[k], hi = w[k + 1], rl, rh;
            for (h = 0; h < 2; h++) {
                rotr64w(&rl, &rh, lo, hi, rot_amounts[k + h]);
                w[k] ^= rl;
                w[k + 1] ^= rh;
            }
        }
    }
}

/* As ascon_core in ascon_p.c (the same modes and arguments). */
static void small_core(uint64_t s[5], uint8_t *out, const uint8_t *in, size_t nblocks, unsigned lanes, unsigned mode,
                       unsigned rounds)
{
    uint32_t w[10], m, c;
    unsigned j;

    for (j = 0; j < 5; j++) {
        w[2 * j] = (uint32_t)s[j];
        w[2 * j + 1] = (uint32_t)(s[j] >> 32);
    }
    for (; nblocks > 0; nblocks--) {
        for (j = 0; j < 2 * lanes; j++) {
            m = cairn_load32_le(in + 4 * j);
            c = w[j] ^ m;
            if (mode != SMALL_ABSORB)
                cairn_store32_le(out + 4 * j, c);
            w[j] = mode == SMALL_DECRYPT ? m : c;
        }
        if (lanes != 0)
            in += 8 * lanes; /* in is NULL when no lane is read */
        if (mode != SMALL_ABSORB)
            out += 8 * lanes;
        small_rounds(w, rounds);
    }
    for (j = 0; j < 5; j++)
        s[j] = (uint64_t)w[2 * j + 1] << 32 | w[2 * j];
    cairn_wipe(w, sizeof w);
}

static void small_permute(uint64_t s[5], unsigned rounds) { small_core(s, NULL, NULL, 1, 0, SMALL_ABSORB, rounds); }

static void small_absorb8(uint64_t s[5], const uint8_t *in, size_t nblocks, unsigned rounds)
{
    small_core(s, NULL, in, nblocks, 1, SMALL_ABSORB, rounds);
}

static void small_absorb16(uint64_t s[5], const uint8_t *in, size_t nblocks, unsigned rounds)
{
    small_core(s, NULL, in, nblocks, 2, SMALL_ABSORB, rounds);
}

static void small_encrypt16(uint64_t s[5], uint8_t *out, const uint8_t *in, size_t nblocks, unsigned rounds)
{
    small_core(s, out, in, nblocks, 2, SMALL_ENCRYPT, rounds);
}

static void small_decrypt16(uint64_t s[5], uint8_t *out, const uint8_t *in, size_t nblocks, unsigned rounds)
{
    small_core(s, out, in, nblocks, 2, SMALL_DECRYPT, rounds);
}

const cairn_ascon_impl cairn_ascon_small = {
    {"small", CAIRN_PRIM_ASCON, 0}, small_permute, small_absorb8, small_absorb16, small_encrypt16, small_decrypt16,
};

#else
typedef int cairn_ascon_small_disabled; /* ISO C forbids an empty translation unit */
#endif
