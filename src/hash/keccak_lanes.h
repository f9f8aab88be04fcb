/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Keccak-f[1600] on 25 64-bit lanes kept in local variables, unrolled two
 * rounds at a time (the second round writing back into the names the first
 * read from), with the absorb loop around it: the one copy behind the
 * portable 64-bit object (src/hash/sha3.c: lane complementing, for targets
 * without an and-not instruction) and the x86 BMI object
 * (src/accel/x86/keccak_x86.c: ANDN and RORX, plain lanes), each compiled
 * with its own flags. The includer defines
 *   KECCAK_ABSORB   the name of the static absorb function to define
 *   KECCAK_ANDN     1: chi as b0 ^ (~b1 & b2) on plain lanes;
 *                   0: lane complementing (see sha3.c)
 * and includes core/internal.h and hash/hash_internal.h first (cairn_rotl64,
 * cairn_load64_le, cairn_keccak_rc). Included once per file. Straight-line
 * rounds: nothing branches on or is indexed by the state. Internal.
 */
#ifndef CAIRN_HASH_KECCAK_LANES_H
#define CAIRN_HASH_KECCAK_LANES_H

#define ROTL64(x, n) cairn_rotl64((x), (n))

/*
 * One round from lanes S to lanes D; lane (x, y) of FIPS 202 is named S##xy.
 * With lane complementing, lanes (0,0), (0,1), (3,1), (4,2), (1,3), (0,4)
 * are complemented on entry and on exit of the round, which is what decides
 * AND or OR in each chi term (KCHI's first argument); with KECCAK_ANDN every
 * chi term is b0 ^ (~b1 & b2) on plain lanes.
 */
#if KECCAK_ANDN
#define KCHI(lc, b0, b1, b2) ((b0) ^ (~(b1) & (b2)))
#else
#define KCHI(lc, b0, b1, b2) (lc)
#endif
#define KECCAK_ROUND(S, D, rc)                      \
    do {                                            \
        c0 = S##00 ^ S##01 ^ S##02 ^ S##03 ^ S##04; \
        c1 = S##10 ^ S##11 ^ S##12 ^ S##13 ^ S##14; \
        c2 = S##20 ^ S##21 ^ S##22 ^ S##23 ^ S##24; \
        c3 = S##30 ^ S##31 ^ S##32 ^ S##33 ^ S##34; \
        c4 = S##40 ^ S##41 ^ S##42 ^ S##43 ^ S##44; \
        d0 = c4 ^ ROTL64(c1, 1);                    \
        d1 = c0 ^ ROTL64(c2, 1);                    \
        d2 = c1 ^ ROTL64(c3, 1);                    \
        d3 = c2 ^ ROTL64(c4, 1);                    \
        d4 = c3 ^ ROTL64(c0, 1);                    \
        b0 = S##00 ^ d0;                            \
        b1 = ROTL64(S##11 ^ d1, 44);                \
        b2 = ROTL64(S##22 ^ d2, 43);                \
        b3 = ROTL64(S##33 ^ d3, 21);                \
        b4 = ROTL64(S##44 ^ d4, 14);                \
        D##00 = KCHI(b0 ^ (b1 & b2), b0, b1, b2);                            \
        D##10 = KCHI(b1 ^ (b2 | b3), b1, b2, b3);                            \
        D##20 = KCHI(b2 ^ (b3 & b4), b2, b3, b4);                            \
        D##30 = KCHI(b3 ^ (b4 | b0), b3, b4, b0);                            \
        D##40 = KCHI(b4 ^ (b0 & ~b1), b4, b0, b1);                           \
        b0 = ROTL64(S##30 ^ d3, 28);                \
        b1 = ROTL64(S##41 ^ d4, 20);                \
        b2 = ROTL64(S##02 ^ d0, 3);                 \
        b3 = ROTL64(S##13 ^ d1, 45);                \
        b4 = ROTL64(S##24 ^ d2, 61);                \
        D##01 = KCHI(b0 ^ (~b1 & b2), b0, b1, b2);                           \
        D##11 = KCHI(b1 ^ (~b2 & b3), b1, b2, b3);                           \
        D##21 = KCHI(b2 ^ (~b3 & b4), b2, b3, b4);                           \
        D##31 = KCHI(b3 ^ (b4 | b0), b3, b4, b0);                            \
        D##41 = KCHI(b4 ^ (b0 & b1), b4, b0, b1);                            \
        b0 = ROTL64(S##10 ^ d1, 1);                 \
        b1 = ROTL64(S##21 ^ d2, 6);                 \
        b2 = ROTL64(S##32 ^ d3, 25);                \
        b3 = ROTL64(S##43 ^ d4, 8);                 \
        b4 = ROTL64(S##04 ^ d0, 18);                \
        D##02 = KCHI(b0 ^ (b1 | b2), b0, b1, b2);                            \
        D##12 = KCHI(b1 ^ (b2 & b3), b1, b2, b3);                            \
        D##22 = KCHI(b2 ^ (b3 | b4), b2, b3, b4);                            \
        D##32 = KCHI(b3 ^ (b4 & ~b0), b3, b4, b0);                           \
        D##42 = KCHI(b4 ^ (b0 & b1), b4, b0, b1);                            \
        b0 = ROTL64(S##40 ^ d4, 27);                \
        b1 = ROTL64(S##01 ^ d0, 36);                \
        b2 = ROTL64(S##12 ^ d1, 10);                \
        b3 = ROTL64(S##23 ^ d2, 15);                \
        b4 = ROTL64(S##34 ^ d3, 56);                \
        D##03 = KCHI(b0 ^ (b1 & ~b2), b0, b1, b2);                           \
        D##13 = KCHI(b1 ^ (b2 & b3), b1, b2, b3);                            \
        D##23 = KCHI(b2 ^ (b3 | b4), b2, b3, b4);                            \
        D##33 = KCHI(b3 ^ (b4 & b0), b3, b4, b0);                            \
        D##43 = KCHI(b4 ^ (b0 | b1), b4, b0, b1);                            \
        b0 = ROTL64(S##20 ^ d2, 62);                \
        b1 = ROTL64(S##31 ^ d3, 55);                \
        b2 = ROTL64(S##42 ^ d4, 39);                \
        b3 = ROTL64(S##03 ^ d0, 41);                \
        b4 = ROTL64(S##14 ^ d1, 2);                 \
        D##04 = KCHI(b0 ^ (b1 | b2), b0, b1, b2);                            \
        D##14 = KCHI(b1 ^ (b2 & b3), b1, b2, b3);                            \
        D##24 = KCHI(b2 ^ (b3 | b4), b2, b3, b4);                            \
        D##34 = KCHI(b3 ^ (b4 & b0), b3, b4, b0);                            \
        D##44 = KCHI(b4 ^ (b0 | ~b1), b4, b0, b1);                           \
        D##00 ^= (rc);                              \
    } while (0)

#define KECCAK_LOAD(i) cairn_load64_le(in + 8 * (i))

/* complement the six lanes of the pattern (entry and exit of the permutation) */
#if KECCAK_ANDN
#define KECCAK_COMPLEMENT(S)
#else
#define KECCAK_COMPLEMENT(S) \
    S##00 = ~S##00;          \
    S##01 = ~S##01;          \
    S##31 = ~S##31;          \
    S##42 = ~S##42;          \
    S##13 = ~S##13;          \
    S##04 = ~S##04
#endif

/*
 * For each of nblocks blocks: XOR rate bytes from in into the state, then
 * apply Keccak-f[1600]. rate is one of the FIPS 202 rates (72, 104, 136, 144
 * or 168 bytes: 9, 13, 17, 18 or 21 lanes), or 0 to just permute nblocks
 * times (in may then be NULL).
 */
static void KECCAK_ABSORB(uint64_t st[25], const uint8_t *in, size_t nblocks, size_t rate)
{
    uint64_t a00 = st[0], a10 = st[1], a20 = st[2], a30 = st[3], a40 = st[4];
    uint64_t a01 = st[5], a11 = st[6], a21 = st[7], a31 = st[8], a41 = st[9];
    uint64_t a02 = st[10], a12 = st[11], a22 = st[12], a32 = st[13], a42 = st[14];
    uint64_t a03 = st[15], a13 = st[16], a23 = st[17], a33 = st[18], a43 = st[19];
    uint64_t a04 = st[20], a14 = st[21], a24 = st[22], a34 = st[23], a44 = st[24];
    uint64_t e00, e10, e20, e30, e40, e01, e11, e21, e31, e41, e02, e12, e22, e32, e42;
    uint64_t e03, e13, e23, e33, e43, e04, e14, e24, e34, e44;
    uint64_t b0, b1, b2, b3, b4, c0, c1, c2, c3, c4, d0, d1, d2, d3, d4;
    unsigned r;

    KECCAK_COMPLEMENT(a);
    for (; nblocks > 0; nblocks--) {
        /* lane x + 5y of the block goes to a##xy; rates share a prefix */
        switch (rate) {
        case 168:
            a04 ^= KECCAK_LOAD(20);
            a43 ^= KECCAK_LOAD(19);
            a33 ^= KECCAK_LOAD(18);
            /* fall through */
        case 144:
            a23 ^= KECCAK_LOAD(17);
            /* fall through */
        case 136:
            a13 ^= KECCAK_LOAD(16);
            a03 ^= KECCAK_LOAD(15);
            a42 ^= KECCAK_LOAD(14);
            a32 ^= KECCAK_LOAD(13);
            /* fall through */
        case 104:
            a22 ^= KECCAK_LOAD(12);
            a12 ^= KECCAK_LOAD(11);
            a02 ^= KECCAK_LOAD(10);
            a41 ^= KECCAK_LOAD(9);
            /* fall through */
        case 72:
            a31 ^= KECCAK_LOAD(8);
            a21 ^= KECCAK_LOAD(7);
            a11 ^= KECCAK_LOAD(6);
            a01 ^= KECCAK_LOAD(5);
            a40 ^= KECCAK_LOAD(4);
            a30 ^= KECCAK_LOAD(3);
            a20 ^= KECCAK_LOAD(2);
            a10 ^= KECCAK_LOAD(1);
            a00 ^= KECCAK_LOAD(0);
            in += rate;
            break;
        default:
            break;
        }
        for (r = 0; r < 24; r += 2) {
            KECCAK_ROUND(a, e, cairn_keccak_rc[r]);
            KECCAK_ROUND(e, a, cairn_keccak_rc[r + 1]);
        }
    }
    KECCAK_COMPLEMENT(a);

    st[0] = a00, st[1] = a10, st[2] = a20, st[3] = a30, st[4] = a40;
    st[5] = a01, st[6] = a11, st[7] = a21, st[8] = a31, st[9] = a41;
    st[10] = a02, st[11] = a12, st[12] = a22, st[13] = a32, st[14] = a42;
    st[15] = a03, st[16] = a13, st[17] = a23, st[18] = a33, st[19] = a43;
    st[20] = a04, st[21] = a14, st[22] = a24, st[23] = a34, st[24] = a44;
}

#endif
