/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Keccak-f[1600] on 32-bit words, bit-interleaved (hash/bi32.h): each lane
 * as its even and odd bits, so the 29 rotations of a round (rho's 24 and
 * theta's five by one) are 32-bit rotations, which fold into the EOR or BIC
 * that uses them on Thumb-2, where the 64-bit lanes of sha3.c cost a pair
 * of shifts and ORs per word for each. A cairn_keccak_impl object like
 * sha3.c's: the state crosses the interface in the standard form and is
 * converted on entry and exit of each call; each absorbed lane is converted
 * on its way in.
 *
 * A round goes plane by plane of the output: with D applied, output plane
 * Y takes lane X from input plane X (the lane pi sends there), rotated by
 * rho's offset, then chi across the five and iota on lane (0, 0); the even
 * words of all planes first, then the odd ones, each half summing its
 * column parities (the next round's theta) as it stores. Output and input
 * are two arrays used in turn. No table is indexed by data and
 * nothing branches on it (chi's "~b1 & b2" is BIC).
 */
#include "cairn/hash.h"
#include "core/internal.h"
#include "hash/bi32.h"
#include "hash/hash_internal.h"

#if CAIRN_ENABLE_SHA3

/* The loops written out by the compiler, so that lane indices and rotation
 * counts are constants. */
#if defined(__GNUC__) && !defined(__clang__)
#define UNROLL _Pragma("GCC unroll 25")
#elif defined(__clang__)
#define UNROLL _Pragma("clang loop unroll(full)")
#else
#define UNROLL
#endif

/* Between the output planes (p: the five running parities): keeps the
 * compiler from hoisting the next planes' loads above this one's stores, and
 * from deferring the parities' EORs to the end (holding every output word
 * meanwhile), either of which leaves more words live than the registers
 * hold. A scheduling barrier only: no instruction. */
#if defined(__GNUC__) || defined(__clang__)
#define SHA3_PLANE_FENCE(p)                                                                                            \
    __asm__ __volatile__("" : "+r"(p[0]), "+r"(p[1]), "+r"(p[2]), "+r"(p[3]), "+r"(p[4])::"memory")
#else
#define SHA3_PLANE_FENCE(p) ((void)0)
#endif

/* Output lane X + 5Y takes input lane src[X + 5Y] (pi), rotated left by
 * rot[X + 5Y] (rho). */
static const uint8_t keccak_src[25] = {0, 6, 12, 18, 24, 3, 9, 10, 16, 22, 1, 7, 13,
                                       19, 20, 4, 5, 11, 17, 23, 2, 8, 14, 15, 21};
static const uint8_t keccak_rot[25] = {0, 44, 43, 21, 14, 28, 20, 3, 45, 61, 1, 6, 25,
                                       8, 18, 27, 36, 10, 15, 56, 62, 55, 39, 41, 2};
/* x + 1, x + 2 and x + 4 modulo 5 (neighbours in a plane), and src's x */
static const uint8_t keccak_x1[5] = {1, 2, 3, 4, 0}, keccak_x2[5] = {2, 3, 4, 0, 1}, keccak_x4[5] = {4, 0, 1, 2, 3};
static const uint8_t keccak_src_x[25] = {0, 1, 2, 3, 4, 3, 4, 0, 1, 2, 1, 2, 3, 4, 0, 4, 0, 1, 2, 3, 2, 3, 4, 0, 1};

/* The round constants' even and odd bits. */
static const uint32_t keccak_rc_bi[24][2] = {
    {0x00000001u, 0x00000000u}, {0x00000000u, 0x00000089u}, {0x00000000u, 0x8000008bu}, {0x00000000u, 0x80008080u},
    {0x00000001u, 0x0000008bu}, {0x00000001u, 0x00008000u}, {0x00000001u, 0x80008088u}, {0x00000001u, 0x80000082u},
    {0x00000000u, 0x0000000bu}, {0x00000000u, 0x0000000au}, {0x00000001u, 0x00008082u}, {0x00000000u, 0x00008003u},
    {0x00000001u, 0x0000808bu}, {0x00000001u, 0x8000000bu}, {0x00000001u, 0x8000008au}, {0x00000001u, 0x80000081u},
    {0x00000000u, 0x80000081u}, {0x00000000u, 0x80000008u}, {0x00000000u, 0x00000083u}, {0x00000000u, 0x80008003u},
    {0x00000001u, 0x80008088u}, {0x00000000u, 0x80000088u}, {0x00000001u, 0x00008000u}, {0x00000000u, 0x80008082u},
};

/*
 * One half of a round's output: the even words (odd = 0) or the odd words
 * of the 25 output lanes, from the input (ae, ao) and theta's D (de, dob),
 * into b; the column parities of the words written are left in c (theta of
 * the next round, so that it reads no lane). Lane X of output plane Y
 * takes input lane src (pi) with D applied, rotated left by rho's r: by
 * 2k, each word by k; by 2k + 1, e' = o <<< (k + 1) and o' = e <<< k.
 * Only five input words, the five parities and two temporaries are live
 * at a time, which the registers of a 32-bit core hold.
 */
CAIRN_INLINE void keccak_half_bi(uint32_t *b, uint32_t c[5], const uint32_t *ae, const uint32_t *ao,
                                 const uint32_t de[5], const uint32_t dob[5], unsigned odd)
{
    uint32_t t[5], p[5] = {0, 0, 0, 0, 0}; /* p: the parities, kept out of memory until the end */
    int x, y;

    UNROLL
    for (y = 0; y < 5; y++) {
        UNROLL
        for (x = 0; x < 5; x++) {
            unsigned s = keccak_src[x + 5 * y], r = keccak_rot[x + 5 * y], sx = keccak_src_x[x + 5 * y];
            uint32_t w = (r & 1u) == odd ? ae[s] ^ de[sx] : ao[s] ^ dob[sx];
            t[x] = cairn_rotl32(w, (r >> 1) + ((r & 1u) & (odd ^ 1u)));
        }
        UNROLL
        for (x = 0; x < 5; x++) {
            uint32_t v = t[x] ^ (~t[keccak_x1[x]] & t[keccak_x2[x]]);
            b[x + 5 * y] = v;
            p[x] ^= v;
        }
        SHA3_PLANE_FENCE(p);
    }
    UNROLL
    for (x = 0; x < 5; x++)
        c[x] = p[x];
}

/* One round from (ae, ao) into (be, bo); (ce, co) holds the input's column
 * parities on entry and the output's on return. */
CAIRN_INLINE void keccak_round_bi(uint32_t *be, uint32_t *bo, const uint32_t *ae, const uint32_t *ao, uint32_t ce[5],
                                  uint32_t co[5], unsigned round)
{
    uint32_t de[5], dob[5];
    int x;

    /* D[x] = C[x - 1] ^ (C[x + 1] <<< 1) */
    UNROLL
    for (x = 0; x < 5; x++) {
        de[x] = ce[keccak_x4[x]] ^ cairn_rotl32(co[keccak_x1[x]], 1);
        dob[x] = co[keccak_x4[x]] ^ ce[keccak_x1[x]];
    }
    keccak_half_bi(be, ce, ae, ao, de, dob, 0);
    keccak_half_bi(bo, co, ae, ao, de, dob, 1);
    be[0] ^= keccak_rc_bi[round][0];
    bo[0] ^= keccak_rc_bi[round][1];
    ce[0] ^= keccak_rc_bi[round][0];
    co[0] ^= keccak_rc_bi[round][1];
}

/* The column parities of (ae, ao), for the first round. */
CAIRN_INLINE void keccak_parity_bi(uint32_t ce[5], uint32_t co[5], const uint32_t *ae, const uint32_t *ao)
{
    int x;

    UNROLL
    for (x = 0; x < 5; x++) {
        ce[x] = ae[x] ^ ae[x + 5] ^ ae[x + 10] ^ ae[x + 15] ^ ae[x + 20];
        co[x] = ao[x] ^ ao[x + 5] ^ ao[x + 10] ^ ao[x + 15] ^ ao[x + 20];
    }
}

/* As sha3.c's keccak_absorb: for each of nblocks blocks, rate bytes of in
 * XORed into the state, then the permutation (rate 0: the permutation
 * nblocks times). */
static void keccak_bi_absorb(uint64_t st[25], const uint8_t *in, size_t nblocks, size_t rate)
{
    uint32_t ae[25], ao[25], be[25], bo[25], ce[5], co[5], e, o;
    size_t i;
    unsigned r;

    for (i = 0; i < 25; i++)
        cairn_bi32_to(&ae[i], &ao[i], (uint32_t)st[i], (uint32_t)(st[i] >> 32));
    for (; nblocks > 0; nblocks--) {
        if (rate != 0) {
            for (i = 0; i < rate >> 3; i++) {
                cairn_bi32_load(&e, &o, in + 8 * i);
                ae[i] ^= e;
                ao[i] ^= o;
            }
            in += rate;
        }
        keccak_parity_bi(ce, co, ae, ao);
        for (r = 0; r < 24; r += 2) {
            keccak_round_bi(be, bo, ae, ao, ce, co, r);
            keccak_round_bi(ae, ao, be, bo, ce, co, r + 1);
        }
    }
    for (i = 0; i < 25; i++) {
        uint32_t lo, hi;
        cairn_bi32_from(&lo, &hi, ae[i], ao[i]);
        st[i] = (uint64_t)hi << 32 | lo;
    }
    cairn_wipe(ae, sizeof ae);
    cairn_wipe(ao, sizeof ao);
    cairn_wipe(be, sizeof be);
    cairn_wipe(bo, sizeof bo);
    cairn_wipe(ce, sizeof ce);
    cairn_wipe(co, sizeof co);
}

static void keccak_bi_permute(uint64_t st[25]) { keccak_bi_absorb(st, NULL, 1, 0); }

const cairn_keccak_impl cairn_keccak_bi32 = {{"bi32", CAIRN_PRIM_KECCAK, 0}, keccak_bi_absorb, keccak_bi_permute};

#else
typedef int cairn_sha3_bi32_disabled; /* ISO C forbids an empty translation unit */
#endif
