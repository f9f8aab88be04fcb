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
 * rho's offset, then chi across the five and iota on lane (0, 0). Output
 * and input are two arrays used in turn. No table is indexed by data and
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

/* (e, o) rotated left by r: by 2k, both by k; by 2k + 1, e' = o <<< (k + 1)
 * and o' = e <<< k. */
#define ROTL_BI(de, do_, se, so, r)                                                                                    \
    do {                                                                                                               \
        if (((r)&1u) == 0) {                                                                                           \
            (de) = cairn_rotl32((se), (r) >> 1);                                                                       \
            (do_) = cairn_rotl32((so), (r) >> 1);                                                                      \
        } else {                                                                                                       \
            (de) = cairn_rotl32((so), ((r) >> 1) + 1);                                                                 \
            (do_) = cairn_rotl32((se), (r) >> 1);                                                                      \
        }                                                                                                              \
    } while (0)

/* One round from (ae, ao) into (be, bo). */
CAIRN_INLINE void keccak_round_bi(uint32_t *be, uint32_t *bo, const uint32_t *ae, const uint32_t *ao,
                                  unsigned round)
{
    uint32_t ce[5], co[5], de[5], dob[5], te[5], to[5];
    int x, y;

    UNROLL
    for (x = 0; x < 5; x++) {
        ce[x] = ae[x] ^ ae[x + 5] ^ ae[x + 10] ^ ae[x + 15] ^ ae[x + 20];
        co[x] = ao[x] ^ ao[x + 5] ^ ao[x + 10] ^ ao[x + 15] ^ ao[x + 20];
    }
    /* D[x] = C[x - 1] ^ (C[x + 1] <<< 1) */
    UNROLL
    for (x = 0; x < 5; x++) {
        de[x] = ce[keccak_x4[x]] ^ cairn_rotl32(co[keccak_x1[x]], 1);
        dob[x] = co[keccak_x4[x]] ^ ce[keccak_x1[x]];
    }
    UNROLL
    for (y = 0; y < 5; y++) {
        UNROLL
        for (x = 0; x < 5; x++) {
            unsigned s = keccak_src[x + 5 * y], r = keccak_rot[x + 5 * y], sx = keccak_src_x[x + 5 * y];
            uint32_t se = ae[s] ^ de[sx], so = ao[s] ^ dob[sx];
            ROTL_BI(te[x], to[x], se, so, r);
        }
        UNROLL
        for (x = 0; x < 5; x++) {
            be[x + 5 * y] = te[x] ^ (~te[keccak_x1[x]] & te[keccak_x2[x]]);
            bo[x + 5 * y] = to[x] ^ (~to[keccak_x1[x]] & to[keccak_x2[x]]);
        }
    }
    be[0] ^= keccak_rc_bi[round][0];
    bo[0] ^= keccak_rc_bi[round][1];
}

/* As sha3.c's keccak_absorb: for each of nblocks blocks, rate bytes of in
 * XORed into the state, then the permutation (rate 0: the permutation
 * nblocks times). */
static void keccak_bi_absorb(uint64_t st[25], const uint8_t *in, size_t nblocks, size_t rate)
{
    uint32_t ae[25], ao[25], be[25], bo[25], e, o;
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
        for (r = 0; r < 24; r += 2) {
            keccak_round_bi(be, bo, ae, ao, r);
            keccak_round_bi(ae, ao, be, bo, r + 1);
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
}

static void keccak_bi_permute(uint64_t st[25]) { keccak_bi_absorb(st, NULL, 1, 0); }

const cairn_keccak_impl cairn_keccak_bi32 = {{"bi32", CAIRN_PRIM_KECCAK, 0}, keccak_bi_absorb, keccak_bi_permute};

#else
typedef int cairn_sha3_bi32_disabled; /* ISO C forbids an empty translation unit */
#endif
