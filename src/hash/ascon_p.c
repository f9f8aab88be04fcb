/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Ascon permutation, bitsliced on 64-bit lanes (SP 800-232, section 3).
 *
 * The five lanes stay in locals for all rounds and across absorbed blocks.
 * The 12 rounds are written out once; p^a for a < 12 enters that sequence at
 * round 12 - a (a switch whose cases fall through), so p^8 and p^12 share one
 * body, every round constant is an immediate, and there is a single copy of
 * the round code for all entry points (it matters on small flash).
 *
 * The S-box is the bitsliced chi-plus-affine circuit of the Ascon design
 * (no table), so it is constant time.
 *
 * The entry points form the portable cairn_ascon_impl object, which
 * Ascon-Hash256, Ascon-XOF128 and Ascon-AEAD128 run through.
 */
#include "hash/ascon_p.h"

#if CAIRN_ENABLE_ASCON

/* The 64-bit-lane permutation: the portable object of 64-bit targets (a
 * 32-bit target builds ascon_p32.c's instead). */
#if UINTPTR_MAX > 0xffffffffu && !CAIRN_SMALL

/*
 * One round on x0..x4: constant into S2, S-box on every bit column, linear
 * layer. Lanes x0..x3 are held complemented (x4 is not) for the whole
 * permutation: with that pattern the chi step of the S-box needs two NOTs
 * instead of five and its final NOT of S2 disappears, since complementing
 * commutes with the linear layer and with XORing in constants and message
 * bytes. (Found by trying all 32 patterns; the same idea as Keccak's lane
 * complementing in sha3.c.) t0..t4 are scratch.
 */
#define ASCON_ROUND(c)                                         \
    do {                                                       \
        x2 ^= (uint64_t)(c);                                   \
        x0 ^= x4;                                              \
        x4 ^= x3;                                              \
        x2 ^= x1;                                              \
        t0 = x0 ^ (x1 & x2);                                   \
        t1 = x1 ^ (x2 | x3);                                   \
        t2 = x2 ^ (x3 & ~x4);                                  \
        t3 = x3 ^ (x4 & ~x0);                                  \
        t4 = x4 ^ (~x0 | x1);                                  \
        t1 ^= t0;                                              \
        t0 ^= t4;                                              \
        t3 ^= t2;                                              \
        x0 = t0 ^ cairn_rotr64(t0 ^ cairn_rotr64(t0, 9), 19);  \
        x1 = t1 ^ cairn_rotr64(t1 ^ cairn_rotr64(t1, 22), 39); \
        x2 = t2 ^ cairn_rotr64(t2 ^ cairn_rotr64(t2, 5), 1);   \
        x3 = t3 ^ cairn_rotr64(t3 ^ cairn_rotr64(t3, 7), 10);  \
        x4 = t4 ^ cairn_rotr64(t4 ^ cairn_rotr64(t4, 34), 7);  \
    } while (0)

enum { ASCON_ABSORB, ASCON_ENCRYPT, ASCON_DECRYPT };

/*
 * For each of nblocks blocks: XOR `lanes` lanes (0, 1 or 2) from in into
 * S0.. (ASCON_ABSORB), or run the AEAD's duplex on 16-byte blocks, writing
 * out (ASCON_ENCRYPT: the rate after XOR is the ciphertext; ASCON_DECRYPT:
 * plaintext = rate ^ ciphertext, the ciphertext becomes the rate), then
 * apply p^rounds. lanes == 0 only permutes (in may be NULL). The state
 * stays in registers across blocks. One copy of the code serves every entry
 * point (flash); the mode test is on public data and predicted.
 */
static void ascon_core(uint64_t s[5], uint8_t *out, const uint8_t *in, size_t nblocks, unsigned lanes,
                       unsigned mode, unsigned rounds)
{
    uint64_t x0 = ~s[0], x1 = ~s[1], x2 = ~s[2], x3 = ~s[3], x4 = s[4];
    uint64_t t0, t1, t2, t3, t4;

    for (; nblocks > 0; nblocks--) {
        if (mode == ASCON_ENCRYPT) {
            x0 ^= cairn_load64_le(in);
            x1 ^= cairn_load64_le(in + 8);
            cairn_store64_le(out, ~x0);
            cairn_store64_le(out + 8, ~x1);
            in += 16;
            out += 16;
        } else if (mode == ASCON_DECRYPT) {
            uint64_t c0 = cairn_load64_le(in), c1 = cairn_load64_le(in + 8);
            cairn_store64_le(out, ~x0 ^ c0);
            cairn_store64_le(out + 8, ~x1 ^ c1);
            x0 = ~c0;
            x1 = ~c1;
            in += 16;
            out += 16;
        } else if (lanes >= 1) {
            x0 ^= cairn_load64_le(in);
            if (lanes >= 2)
                x1 ^= cairn_load64_le(in + 8);
            in += 8 * lanes;
        }
        /* round i of p^12 has constant ((0xf - i) << 4) | i */
        switch (rounds) {
        case 12:
            ASCON_ROUND(0xf0);
            /* fall through */
        case 11:
            ASCON_ROUND(0xe1);
            /* fall through */
        case 10:
            ASCON_ROUND(0xd2);
            /* fall through */
        case 9:
            ASCON_ROUND(0xc3);
            /* fall through */
        case 8:
            ASCON_ROUND(0xb4);
            /* fall through */
        case 7:
            ASCON_ROUND(0xa5);
            /* fall through */
        case 6:
            ASCON_ROUND(0x96);
            /* fall through */
        case 5:
            ASCON_ROUND(0x87);
            /* fall through */
        case 4:
            ASCON_ROUND(0x78);
            /* fall through */
        case 3:
            ASCON_ROUND(0x69);
            /* fall through */
        case 2:
            ASCON_ROUND(0x5a);
            /* fall through */
        case 1:
            ASCON_ROUND(0x4b);
            break;
        default:
            break;
        }
    }
    s[0] = ~x0, s[1] = ~x1, s[2] = ~x2, s[3] = ~x3, s[4] = x4;
}

static void ascon_permute(uint64_t s[5], unsigned rounds) { ascon_core(s, NULL, NULL, 1, 0, ASCON_ABSORB, rounds); }

static void ascon_absorb8(uint64_t s[5], const uint8_t *in, size_t nblocks, unsigned rounds)
{
    ascon_core(s, NULL, in, nblocks, 1, ASCON_ABSORB, rounds);
}

static void ascon_absorb16(uint64_t s[5], const uint8_t *in, size_t nblocks, unsigned rounds)
{
    ascon_core(s, NULL, in, nblocks, 2, ASCON_ABSORB, rounds);
}

static void ascon_encrypt16(uint64_t s[5], uint8_t *out, const uint8_t *in, size_t nblocks, unsigned rounds)
{
    ascon_core(s, out, in, nblocks, 2, ASCON_ENCRYPT, rounds);
}

static void ascon_decrypt16(uint64_t s[5], uint8_t *out, const uint8_t *in, size_t nblocks, unsigned rounds)
{
    ascon_core(s, out, in, nblocks, 2, ASCON_DECRYPT, rounds);
}

static const cairn_ascon_impl ascon_portable = {
    {"portable", CAIRN_PRIM_ASCON, 0}, ascon_permute, ascon_absorb8, ascon_absorb16, ascon_encrypt16, ascon_decrypt16,
};
#endif

/* see cairn/hash.h; the 64-bit lanes where words are 64-bit (the
 * bit-interleaved 32-bit form after them, for the tests), the bit-interleaved
 * form (ascon_p32.c) alone elsewhere (a 32-bit image carries one permutation) */
const cairn_impl *const cairn_ascon_impls[] = {
#if CAIRN_SMALL
    &cairn_ascon_small.base,
#elif UINTPTR_MAX > 0xffffffffu
    &ascon_portable.base, &cairn_ascon_bi32.base,
#else
    &cairn_ascon_bi32.base,
#endif
    NULL};

#else
typedef int cairn_ascon_p_disabled; /* ISO C forbids an empty translation unit */
#endif
