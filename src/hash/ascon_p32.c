/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Ascon permutation on 32-bit words, bit-interleaved (the representation of
 * the Ascon designers' 32-bit implementations): each 64-bit lane x is held
 * as two words, e with its even bits and o with its odd bits (bit i of e is
 * bit 2i of x, bit i of o is bit 2i+1). A 64-bit rotation right by 2k is
 * then a rotation of each word by k, and one by 2k+1 swaps the words,
 * rotating the odd word by k into e and the even word by k+1 into o; the
 * S-box is bitwise, so it runs on the five e words, then on the five o
 * words, unchanged (hash/bi32.h has the conversions). A round is 32-bit logic and rotations only (a rotation
 * folds into the EOR that uses it on Thumb-2), where the 64-bit form
 * (ascon_p.c) costs two words and a pair of shifts per rotation on a
 * 32-bit core.
 *
 * The state crosses the cairn_ascon_impl interface in the standard form
 * (five 64-bit lanes): a call converts it on entry and exit, and each rate
 * lane absorbed or written out is converted on its way, so the conversion
 * costs per call and per lane, never per round. The lanes x0..x3 are held
 * complemented, as in ascon_p.c (complementing commutes with interleaving).
 * Constant time: no table, no branch on data.
 */
#include "hash/ascon_p.h"
#include "hash/bi32.h"

#if CAIRN_ENABLE_ASCON

#define to_bi cairn_bi32_to
#define from_bi cairn_bi32_from
#define load_bi cairn_bi32_load
#define store_bi cairn_bi32_store

/* The S-box on one half (the e words or the o words) of the complemented
 * state, as ascon_p.c's: a0..a4 in, t0..t4 out. */
#define ASCON_SBOX32(a0, a1, a2, a3, a4, t0, t1, t2, t3, t4)                                                           \
    do {                                                                                                               \
        a0 ^= a4;                                                                                                      \
        a4 ^= a3;                                                                                                      \
        a2 ^= a1;                                                                                                      \
        t0 = a0 ^ (a1 & a2);                                                                                           \
        t1 = a1 ^ (a2 | a3);                                                                                           \
        t2 = a2 ^ (a3 & ~a4);                                                                                          \
        t3 = a3 ^ (a4 & ~a0);                                                                                          \
        t4 = a4 ^ (~a0 | a1);                                                                                          \
        t1 ^= t0;                                                                                                      \
        t0 ^= t4;                                                                                                      \
        t3 ^= t2;                                                                                                      \
    } while (0)

/* The even and odd bits of a round constant (8 bits, into S2). */
#define CE(c) (((c)&1u) | (((c) >> 1) & 2u) | (((c) >> 2) & 4u) | (((c) >> 3) & 8u))
#define CO(c) ((((c) >> 1) & 1u) | (((c) >> 2) & 2u) | (((c) >> 3) & 4u) | (((c) >> 4) & 8u))

/*
 * One round. The linear layer, lane i: x ^ (x >>> r1) ^ (x >>> r2) with
 * (r1, r2) = (19, 28), (61, 39), (1, 6), (10, 17), (7, 41), each rotation
 * split as in the header comment; lane 0's even word, for one, is
 * e ^ (o >>> 9) ^ (e >>> 14), written e ^ ((o ^ (e >>> 5)) >>> 9): two
 * EORs with a rotated operand on Thumb-2.
 */
#define ASCON_ROUND32(c)                                                                                               \
    do {                                                                                                               \
        x2e ^= CE(c);                                                                                                  \
        x2o ^= CO(c);                                                                                                  \
        ASCON_SBOX32(x0e, x1e, x2e, x3e, x4e, t0e, t1e, t2e, t3e, t4e);                                                \
        ASCON_SBOX32(x0o, x1o, x2o, x3o, x4o, t0o, t1o, t2o, t3o, t4o);                                                \
        x0e = t0e ^ cairn_rotr32(t0o ^ cairn_rotr32(t0e, 5), 9);                                                       \
        x0o = t0o ^ cairn_rotr32(t0e ^ cairn_rotr32(t0o, 4), 10);                                                      \
        x1e = t1e ^ cairn_rotr32(t1o ^ cairn_rotr32(t1o, 11), 19);                                                     \
        x1o = t1o ^ cairn_rotr32(t1e ^ cairn_rotr32(t1e, 11), 20);                                                     \
        x2e = t2e ^ t2o ^ cairn_rotr32(t2e, 3);                                                                        \
        x2o = t2o ^ cairn_rotr32(t2e ^ cairn_rotr32(t2o, 2), 1);                                                       \
        x3e = t3e ^ cairn_rotr32(t3e ^ cairn_rotr32(t3o, 3), 5);                                                       \
        x3o = t3o ^ cairn_rotr32(t3o ^ cairn_rotr32(t3e, 4), 5);                                                       \
        x4e = t4e ^ cairn_rotr32(t4o ^ cairn_rotr32(t4o, 17), 3);                                                      \
        x4o = t4o ^ cairn_rotr32(t4e ^ cairn_rotr32(t4e, 17), 4);                                                      \
    } while (0)

enum { BI_ABSORB, BI_ENCRYPT, BI_DECRYPT };

/* As ascon_core in ascon_p.c (the same modes and arguments), on the
 * interleaved state. Compiled three times (absorbing, encrypting,
 * decrypting: no loop carries another's mode tests, which cost registers in
 * the rounds), once in the small profile. */
#if CAIRN_SMALL
#define BI_CORE_LINKAGE static
#else
#define BI_CORE_LINKAGE CAIRN_INLINE
#endif
BI_CORE_LINKAGE void bi_core(uint64_t s[5], uint8_t *out, const uint8_t *in, size_t nblocks, unsigned lanes,
                             unsigned mode, unsigned rounds)
{
    uint32_t x0e, x0o, x1e, x1o, x2e, x2o, x3e, x3o, x4e, x4o;
    uint32_t t0e, t1e, t2e, t3e, t4e, t0o, t1o, t2o, t3o, t4o;
    uint32_t ae, ao, be, bo;

    to_bi(&x0e, &x0o, (uint32_t)~s[0], (uint32_t)(~s[0] >> 32));
    to_bi(&x1e, &x1o, (uint32_t)~s[1], (uint32_t)(~s[1] >> 32));
    to_bi(&x2e, &x2o, (uint32_t)~s[2], (uint32_t)(~s[2] >> 32));
    to_bi(&x3e, &x3o, (uint32_t)~s[3], (uint32_t)(~s[3] >> 32));
    to_bi(&x4e, &x4o, (uint32_t)s[4], (uint32_t)(s[4] >> 32));

    for (; nblocks > 0; nblocks--) {
        if (mode == BI_ENCRYPT) {
            load_bi(&ae, &ao, in);
            load_bi(&be, &bo, in + 8);
            x0e ^= ae;
            x0o ^= ao;
            x1e ^= be;
            x1o ^= bo;
            store_bi(out, ~x0e, ~x0o);
            store_bi(out + 8, ~x1e, ~x1o);
            in += 16;
            out += 16;
        } else if (mode == BI_DECRYPT) {
            load_bi(&ae, &ao, in);
            load_bi(&be, &bo, in + 8);
            store_bi(out, ~x0e ^ ae, ~x0o ^ ao);
            store_bi(out + 8, ~x1e ^ be, ~x1o ^ bo);
            x0e = ~ae;
            x0o = ~ao;
            x1e = ~be;
            x1o = ~bo;
            in += 16;
            out += 16;
        } else if (lanes >= 1) {
            load_bi(&ae, &ao, in);
            x0e ^= ae;
            x0o ^= ao;
            if (lanes >= 2) {
                load_bi(&be, &bo, in + 8);
                x1e ^= be;
                x1o ^= bo;
            }
            in += 8 * lanes;
        }
        /* round i of p^12 has constant ((0xf - i) << 4) | i */
#if CAIRN_SMALL
        {
            /* the small profile: one round in a loop (p^rounds is the last
             * rounds rounds of p^12; none for more than 12, as below) */
            unsigned i;
            for (i = 12 - rounds; i < 12; i++)
                ASCON_ROUND32(((0xfu - i) << 4) | i);
        }
#else
        switch (rounds) {
        case 12:
            ASCON_ROUND32(0xf0u);
            /* fall through */
        case 11:
            ASCON_ROUND32(0xe1u);
            /* fall through */
        case 10:
            ASCON_ROUND32(0xd2u);
            /* fall through */
        case 9:
            ASCON_ROUND32(0xc3u);
            /* fall through */
        case 8:
            ASCON_ROUND32(0xb4u);
            /* fall through */
        case 7:
            ASCON_ROUND32(0xa5u);
            /* fall through */
        case 6:
            ASCON_ROUND32(0x96u);
            /* fall through */
        case 5:
            ASCON_ROUND32(0x87u);
            /* fall through */
        case 4:
            ASCON_ROUND32(0x78u);
            /* fall through */
        case 3:
            ASCON_ROUND32(0x69u);
            /* fall through */
        case 2:
            ASCON_ROUND32(0x5au);
            /* fall through */
        case 1:
            ASCON_ROUND32(0x4bu);
            break;
        default:
            break;
        }
#endif
    }
    {
        uint32_t lo, hi;
        from_bi(&lo, &hi, x0e, x0o);
        s[0] = ~((uint64_t)hi << 32 | lo);
        from_bi(&lo, &hi, x1e, x1o);
        s[1] = ~((uint64_t)hi << 32 | lo);
        from_bi(&lo, &hi, x2e, x2o);
        s[2] = ~((uint64_t)hi << 32 | lo);
        from_bi(&lo, &hi, x3e, x3o);
        s[3] = ~((uint64_t)hi << 32 | lo);
        from_bi(&lo, &hi, x4e, x4o);
        s[4] = (uint64_t)hi << 32 | lo;
    }
}

/* the hashes, and the AEAD's initialisation, associated data and
 * finalisation */
static CAIRN_NOINLINE void bi_absorb_core(uint64_t s[5], const uint8_t *in, size_t nblocks, unsigned lanes,
                                          unsigned rounds)
{
    bi_core(s, NULL, in, nblocks, lanes, BI_ABSORB, rounds);
}

static void bi_permute(uint64_t s[5], unsigned rounds) { bi_absorb_core(s, NULL, 1, 0, rounds); }

static void bi_absorb8(uint64_t s[5], const uint8_t *in, size_t nblocks, unsigned rounds)
{
    bi_absorb_core(s, in, nblocks, 1, rounds);
}

static void bi_absorb16(uint64_t s[5], const uint8_t *in, size_t nblocks, unsigned rounds)
{
    bi_absorb_core(s, in, nblocks, 2, rounds);
}

static CAIRN_NOINLINE void bi_encrypt16(uint64_t s[5], uint8_t *out, const uint8_t *in, size_t nblocks, unsigned rounds)
{
    bi_core(s, out, in, nblocks, 2, BI_ENCRYPT, rounds);
}

static CAIRN_NOINLINE void bi_decrypt16(uint64_t s[5], uint8_t *out, const uint8_t *in, size_t nblocks, unsigned rounds)
{
    bi_core(s, out, in, nblocks, 2, BI_DECRYPT, rounds);
}

const cairn_ascon_impl cairn_ascon_bi32 = {
    {"bi32", CAIRN_PRIM_ASCON, 0}, bi_permute, bi_absorb8, bi_absorb16, bi_encrypt16, bi_decrypt16,
};

#else
typedef int cairn_ascon_p32_disabled; /* ISO C forbids an empty translation unit */
#endif
