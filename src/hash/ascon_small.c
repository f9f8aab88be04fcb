/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The small profile's Ascon permutation (SP 800-232, section 3): the least
 * code rather than the fewest cycles. The five 64-bit lanes are ten 32-bit
 * words (lane i is w[2i], its low half, and w[2i + 1]); the S-box is
 * bitwise, so it runs on the low halves, then on the high halves; the linear
 * layer is a loop over the lanes with their rotation amounts from a table;
 * the rounds are a loop, the constant computed.
 *
 * A context started without an object (every start that names none: the
 * small profile's cairn_ascon_best() is NULL) calls this permutation
 * directly through cairn_ascon_small_run, so an image that names no object
 * links none. The object cairn_ascon_small (cairn_ascon_impls' only entry
 * here) wraps the same permutation with the block loops of cairn/hash.h's
 * interface, byte by byte through the rate helpers the hash and the AEAD use.
 * Constant time: the table is indexed by the lane number and the branches
 * test public values (rotation amounts, mode, counts, positions).
 */
#include "hash/ascon_p.h"

#if CAIRN_ENABLE_ASCON && CAIRN_SMALL

/* each lane's two rotations, right, of the linear layer */
static const uint8_t rot_amounts[10] = {19, 28, 61, 39, 1, 6, 10, 17, 7, 41};

/* d[0], d[1] ^= the lane (lo, hi) rotated right by n (1..63, never 32) */
static CAIRN_NOINLINE void rotr_xor(uint32_t d[2], uint32_t lo, uint32_t hi, unsigned n)
{
    uint32_t t;
    if (n > 32) {
        t = lo;
        lo = hi;
        hi = t;
        n -= 32;
    }
    d[0] ^= (lo >> n) | (hi << (32 - n));
    d[1] ^= (hi >> n) | (lo << (32 - n));
}

/* see hash/ascon_p.h */
void cairn_ascon_small_permute(uint64_t s[5], unsigned rounds)
{
    uint32_t w[10];
    unsigned i, h, k;

    for (k = 0; k < 5; k++) {
        w[2 * k] = (uint32_t)s[k];
        w[2 * k + 1] = (uint32_t)(s[k] >> 32);
    }
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
            uint32_t lo = w[k], hi = w[k + 1];
            rotr_xor(w + k, lo, hi, rot_amounts[k]);
            rotr_xor(w + k, lo, hi, rot_amounts[k + 1]);
        }
    }
    for (k = 0; k < 5; k++)
        s[k] = (uint64_t)w[2 * k + 1] << 32 | w[2 * k];
    cairn_wipe(w, sizeof w);
}

/* see hash/ascon_p.h */
void cairn_ascon_small_run(const cairn_ascon_impl *impl, uint64_t s[5], unsigned rounds)
{
    if (impl != NULL)
        impl->permute(s, rounds);
    else
        cairn_ascon_small_permute(s, rounds);
}

/* see hash/ascon_p.h */
uint8_t cairn_ascon_small_byte(const uint64_t *s, size_t pos)
{
    uint64_t lane = s[pos >> 3];
    return (uint8_t)((uint32_t)(pos & 4 ? lane >> 32 : lane) >> (8 * (pos & 3)));
}

/* see hash/ascon_p.h */
void cairn_ascon_small_xor(uint64_t *s, size_t pos, uint8_t b)
{
    uint64_t v = (uint32_t)b << (8 * (pos & 3));
    s[pos >> 3] ^= pos & 4 ? v << 32 : v;
}

/* ---- the object ---- */

#define SMALL_DECRYPT 0x100u /* with the rate (8 or 16) in small_blocks' how */

/* The block loops of cairn/hash.h's interface, a byte at a time: `how` is
 * the rate in bytes (8 or 16), with SMALL_DECRYPT for decryption; out is
 * NULL when absorbing. Decryption's rate becomes the ciphertext byte, which
 * is the output byte XORed in again. */
static void small_blocks(uint64_t s[5], uint8_t *out, const uint8_t *in, size_t nblocks, unsigned rounds, unsigned how)
{
    unsigned j;

    for (; nblocks > 0; nblocks--) {
        for (j = 0; j < (how & 0xffu); j++) {
            uint8_t x = *in++, y = (uint8_t)(x ^ cairn_ascon_small_byte(s, j));
            if (out != NULL)
                *out++ = y;
            cairn_ascon_small_xor(s, j, how & SMALL_DECRYPT ? y : x);
        }
        cairn_ascon_small_permute(s, rounds);
    }
}

static void small_absorb8(uint64_t s[5], const uint8_t *in, size_t nblocks, unsigned rounds)
{
    small_blocks(s, NULL, in, nblocks, rounds, 8);
}

static void small_absorb16(uint64_t s[5], const uint8_t *in, size_t nblocks, unsigned rounds)
{
    small_blocks(s, NULL, in, nblocks, rounds, 16);
}

static void small_encrypt16(uint64_t s[5], uint8_t *out, const uint8_t *in, size_t nblocks, unsigned rounds)
{
    small_blocks(s, out, in, nblocks, rounds, 16);
}

static void small_decrypt16(uint64_t s[5], uint8_t *out, const uint8_t *in, size_t nblocks, unsigned rounds)
{
    small_blocks(s, out, in, nblocks, rounds, 16 | SMALL_DECRYPT);
}

const cairn_ascon_impl cairn_ascon_small = {
    {"small", CAIRN_PRIM_ASCON, 0}, cairn_ascon_small_permute, small_absorb8, small_absorb16, small_encrypt16,
    small_decrypt16,
};

#else
typedef int cairn_ascon_small_disabled; /* ISO C forbids an empty translation unit */
#endif
