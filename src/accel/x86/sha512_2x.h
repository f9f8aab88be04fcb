/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * SHA-384/512 compression two blocks at a time: the message schedule of
 * both blocks on 256-bit vectors (block n in the low 128-bit half, block
 * n + 1 in the high half, two words per half), the rounds on scalar
 * registers (sha512_x86.h). The schedule of the pair runs under the rounds
 * of the first block and leaves W + K of all 80 rounds of both blocks in a
 * table, so the second block's rounds have the scalar units to themselves:
 * half the vector work per block of the one-block code (sha512_x86.c), which
 * on CPUs that issue vector and scalar instructions from one front end is
 * what bounds the round rate. An odd last block goes to that code.
 *
 * The one copy behind sha512_avx2.c (rotations by two shifts) and
 * sha512_avx512.c (VPRORQ and three-way XORs); each includes this header
 * after defining
 *   SHA2X_COMPRESS                  the name of the function to define
 *   SHA2X_AV1..SHA2X_AV4(i)         optionally, the schedule's assembly
 *                                   (default: AVX2, rotations by shifts)
 * and is compiled with its own target flags (with -mbmi2). The rounds and
 * the schedule are inline assembly for GCC and Clang on x86-64, the only
 * compilers and target the x86 back ends are built for. Straight-line
 * code: no branch or index depends on the message. Internal, not installed.
 */
#ifndef CAIRN_ACCEL_X86_SHA512_2X_H
#define CAIRN_ACCEL_X86_SHA512_2X_H

#include "accel/x86/sha512_x86.h"

/* W + K of round t of the first (half 0) or second (half 1) block. */
#define SHA2X_WK(t, half) tab[4 * ((t) >> 1) + 2 * (half) + ((t) & 1)]

/* The schedule's K: the compression's stack table has, after its 40 rows of
 * W + K, K[16..79] in 32 rows of the same layout (each pair in both
 * halves), filled once a call; a row's K is SHA2X_KROWS bytes after the row,
 * so the schedule adds it from memory with no pointer of its own. */
#define SHA2X_KROWS "1024"

#if !(defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__)))
#error "sha512_2x.h is inline assembly for GCC or Clang on x86-64"
#endif

/* The window: w[i] holds W[t + 2i], W[t + 2i + 1] of both blocks (indices
 * mod 8) when round t = 16 g starts. SHA2X_SCHED(i) (below, in four parts):
 * after rounds t + 2i, t + 2i + 1 of the first block, the pairs sixteen
 * words on and W + K of them stored in the table row of round t + 16. */

/*
 * The rounds, and the schedule under the first block's, as inline
 * assembly. The same round as RND
 * (sha512_x86.h) with its sums reassociated for latency: e' = (d + h + W +
 * K + Ch) + Sigma1(e), the last addition after Sigma1's three levels, four
 * cycles from e to e' instead of five (T1 = h + W + K + Ch + Sigma1 kept
 * beside it for a', one addition more), and a' = (T1 + Maj) + Sigma0(a). On
 * the bench machine (AMD EPYC, family 1Ah) this runs 80 rounds from a table
 * 3% faster (rdtsc) than the previous form (d += T1 after T1, Sigma0 before
 * Maj), and the two-block compression 2-3.5% faster; Maj as (a & (b ^ c)) +
 * (b & c), two levels from a instead of three for one operation more,
 * measured no further gain. The e side is issued before the a side, the
 * carried b ^ c alternates between two registers (x, y) instead of being
 * copied (the one free during the e side holds Ch), and SHA2X_SCHED's vector
 * instructions sit between the scalar halves (assembly rounds with the
 * schedule left as C statements between them were 8% slower on Zen 4).
 * Straight-line code; "memory" orders the table reads after the stores of
 * the schedule (an "m" operand for the rows instead cost 5% in GCC's
 * register allocation). ymm13-15 are the schedule's scratch.
 *
 * (Tried and dropped: the a chain on the vector unit, a, b, c, d in xmm
 * lanes with VPRORQ/VPTERNLOGQ, the e chain alone on the integer ALUs. On
 * that machine a dependent vector integer operation takes two cycles and a
 * general-to-vector register round trip seven (a dependent ADD as one), so
 * a' is at least six cycles after a: 4.4 TSC ticks a round for the vector
 * chain alone against 3.3 for the whole scalar round.)
 *
 * SHA2X_AE1, SHA2X_AA: the two halves of one round on the named operands;
 * X holds b ^ c on entry and is scratch, Y receives a ^ b (the next round's
 * b ^ c); off is the byte offset of the round's W + K from tp. The rounds
 * with the schedule beside them (SHA2X_ASRND2) take the e side in its
 * textbook form (T1 = h + W + K + Ch + Sigma1(e) in h, then d += T1: 13
 * instructions against the reassociated form's 15, five cycles from e to e'
 * against four): there the front end, issuing the schedule's vector
 * instructions too, bounds the round rather than that chain. On Zen 4 that
 * made the two-block compression 2-3% faster (AVX2 form 3.14 -> 3.05 TSC
 * ticks a byte, AVX-512 form 3.02 -> 2.95); the rounds without vector work
 * keep a four-cycle form (SHA2X_ARND below). The reassociated form with the
 * schedule, as measured on Zen 5 above, is not kept (its gain there was
 * mostly in the table rounds).
 */
/* The e side: h += W + K, Ch(e, f, g) into Y and Sigma1(e) into t0, each added to h, then d += h. */
#define SHA2X_AE1(a, b, c, d, e, f, g, h, X, Y, off)                                                                   \
    "add " #off "(%[tp]), %[" #h "]\n\t"                                                                               \
    "mov %[" #f "], %[" #Y "]\n\t"                                                                                     \
    "xor %[" #g "], %[" #Y "]\n\t"                                                                                     \
    "and %[" #e "], %[" #Y "]\n\t"                                                                                     \
    "xor %[" #g "], %[" #Y "]\n\t"                                                                                     \
    "rorx $14, %[" #e "], %[t0]\n\t"                                                                                   \
    "rorx $18, %[" #e "], %[t1]\n\t"                                                                                   \
    "add %[" #Y "], %[" #h "]\n\t"                                                                                     \
    "xor %[t1], %[t0]\n\t"                                                                                             \
    "rorx $41, %[" #e "], %[t1]\n\t"                                                                                   \
    "xor %[t1], %[t0]\n\t"                                                                                             \
    "add %[t0], %[" #h "]\n\t"                                                                                         \
    "add %[" #h "], %[" #d "]\n\t"
/* The a side: Y = a ^ b, Maj(a, b, c) = ((b ^ c) & Y) ^ b in X, and Sigma0(a), each added to h. */
#define SHA2X_AA(a, b, c, d, e, f, g, h, X, Y)                                                                         \
    "mov %[" #a "], %[" #Y "]\n\t"                                                                                     \
    "xor %[" #b "], %[" #Y "]\n\t"                                                                                     \
    "and %[" #Y "], %[" #X "]\n\t"                                                                                     \
    "xor %[" #b "], %[" #X "]\n\t"                                                                                     \
    "rorx $28, %[" #a "], %[t0]\n\t"                                                                                   \
    "rorx $34, %[" #a "], %[t1]\n\t"                                                                                   \
    "add %[" #X "], %[" #h "]\n\t"                                                                                     \
    "xor %[t1], %[t0]\n\t"                                                                                             \
    "rorx $39, %[" #a "], %[t1]\n\t"                                                                                   \
    "xor %[t1], %[t0]\n\t"                                                                                             \
    "add %[t0], %[" #h "]\n\t"

/*
 * SHA2X_ARND: the round of the rounds without vector work. The
 * reassociated form above (e' = (d + h + W + K + Ch) + Sigma1(e), T1 kept
 * beside it: 24 integer operations, four cycles from e to e') with one
 * operation fewer (23) for one more scratch register (t2), the same four
 * cycles: e' summed in t2 from a LEA of d and h (d kept), then T1 = e' - d,
 * and a' = T1 + Maj + Sigma0(a) as before; two register moves put e' in d's
 * register and d in h's for the subtraction (moves the renamer absorbs). On
 * Zen 4 (four integer ALUs), where the table rounds are bound by the ALUs
 * rather than by that chain, 6.63 -> 6.27 core cycles a round in a loop of
 * them (minimum of 201 runs); the textbook form (22 operations, five cycles)
 * 6.88 there.
 *
 * The order of the 27 instructions was then chosen by measurement (Zen 4,
 * family 19h model 17): random topological orders of the round's
 * dependence graph, 80 rounds from a table timed against the previous order
 * (e side, then a side) in one process, the best re-timed in the two-block
 * compression. f ^ g and Sigma1's rotations start first, then W + K; Ch
 * fills the gaps, the first of Sigma0's rotations goes before the e' sums,
 * and the a' side's Maj and T1 interleave with the rest of Sigma0. The
 * compression of 64 blocks: 1.7% fewer TSC ticks (minimum of 3000 runs, in
 * three runs 0.982 to 0.983 of the previous order); the textbook form's best
 * order found was slower. The same search for the rounds with the schedule
 * beside them (SHA2X_ASRND2) found nothing better than their present order.
 */
#define SHA2X_ARND(a, b, c, d, e, f, g, h, X, Y, off)                                                                  \
    "mov %[" #f "], %[" #Y "]\n\t"                                                                                     \
    "xor %[" #g "], %[" #Y "]\n\t"                                                                                     \
    "rorx $18, %[" #e "], %[t1]\n\t"                                                                                   \
    "rorx $14, %[" #e "], %[t0]\n\t"                                                                                   \
    "add " #off "(%[tp]), %[" #h "]\n\t"                                                                               \
    "xor %[t1], %[t0]\n\t"                                                                                             \
    "rorx $41, %[" #e "], %[t1]\n\t"                                                                                   \
    "xor %[t1], %[t0]\n\t"                                                                                             \
    "and %[" #e "], %[" #Y "]\n\t"                                                                                     \
    "xor %[" #g "], %[" #Y "]\n\t"                                                                                     \
    "rorx $34, %[" #a "], %[t1]\n\t"                                                                                   \
    "lea (%[" #h "], %[" #d "]), %[t2]\n\t"                                                                            \
    "add %[" #Y "], %[t2]\n\t"                                                                                         \
    "add %[t0], %[t2]\n\t"                                                                                             \
    "mov %[" #d "], %[" #h "]\n\t"                                                                                     \
    "mov %[" #a "], %[" #Y "]\n\t"                                                                                     \
    "xor %[" #b "], %[" #Y "]\n\t"                                                                                     \
    "and %[" #Y "], %[" #X "]\n\t"                                                                                     \
    "mov %[t2], %[" #d "]\n\t"                                                                                         \
    "sub %[" #h "], %[t2]\n\t"                                                                                         \
    "rorx $28, %[" #a "], %[t0]\n\t"                                                                                   \
    "xor %[t1], %[t0]\n\t"                                                                                             \
    "rorx $39, %[" #a "], %[t1]\n\t"                                                                                   \
    "xor %[t1], %[t0]\n\t"                                                                                             \
    "xor %[" #b "], %[" #X "]\n\t"                                                                                     \
    "lea (%[" #X "], %[t2]), %[" #h "]\n\t"                                                                            \
    "add %[t0], %[" #h "]\n\t"

/* SHA2X_SCHED(i) in four parts, on wi = w[i] (updated) and w1, w4, w5, w7 =
 * w[i + 1], w[i + 4], w[i + 5], w[i + 7] (mod 8): sigma0 of the words one on
 * (ymm13 the shifted pair, ymm14 the sum, ymm15 scratch), + W[t + 9], sigma1,
 * + K and the store of W + K to the row sixteen rounds on (row i of the
 * next group: tp + 256 + 32 i; its K, doubled, SHA2X_KROWS bytes on). */
#ifndef SHA2X_AV1 /* the AVX2 form: rotations as two shifts, but ror 8 a byte shuffle */
#define SHA2X_AV1                                                                                                      \
    "vpalignr $8, %[wi], %[w1], %%ymm13\n\t"                                                                           \
    "vpsrlq $1, %%ymm13, %%ymm14\n\t"                                                                                  \
    "vpsllq $63, %%ymm13, %%ymm15\n\t"                                                                                 \
    "vpxor %%ymm15, %%ymm14, %%ymm14\n\t"                                                                              \
    "vpshufb %[r8], %%ymm13, %%ymm15\n\t"                                                                              \
    "vpxor %%ymm15, %%ymm14, %%ymm14\n\t"
#define SHA2X_AV2                                                                                                      \
    "vpsrlq $7, %%ymm13, %%ymm15\n\t"                                                                                  \
    "vpxor %%ymm15, %%ymm14, %%ymm14\n\t"                                                                              \
    "vpaddq %%ymm14, %[wi], %[wi]\n\t"                                                                                 \
    "vpalignr $8, %[w4], %[w5], %%ymm13\n\t"                                                                           \
    "vpaddq %%ymm13, %[wi], %[wi]\n\t"
#define SHA2X_AV3                                                                                                      \
    "vpsrlq $19, %[w7], %%ymm14\n\t"                                                                                   \
    "vpsllq $45, %[w7], %%ymm15\n\t"                                                                                   \
    "vpxor %%ymm15, %%ymm14, %%ymm14\n\t"                                                                              \
    "vpsrlq $61, %[w7], %%ymm15\n\t"                                                                                   \
    "vpxor %%ymm15, %%ymm14, %%ymm14\n\t"                                                                              \
    "vpsllq $3, %[w7], %%ymm15\n\t"                                                                                    \
    "vpxor %%ymm15, %%ymm14, %%ymm14\n\t"
#define SHA2X_AV4(i)                                                                                                   \
    "vpsrlq $6, %[w7], %%ymm15\n\t"                                                                                    \
    "vpxor %%ymm15, %%ymm14, %%ymm14\n\t"                                                                              \
    "vpaddq %%ymm14, %[wi], %[wi]\n\t"                                                                                 \
    "vpaddq " SHA2X_KROWS " + 256 + 32 * (" #i ")(%[tp]), %[wi], %%ymm13\n\t"                                           \
    "vmovdqa %%ymm13, 256 + 32 * (" #i ")(%[tp])\n\t"
#endif

/* VPSHUFB pattern of a 64-bit rotation right by 8 in each lane (AVX2 form's sigma0). */
static const uint8_t sha2x_ror8[32] __attribute__((aligned(32))) = {
    1, 2, 3, 4, 5, 6, 7, 0, 9, 10, 11, 12, 13, 14, 15, 8, 1, 2, 3, 4, 5, 6, 7, 0, 9, 10, 11, 12, 13, 14, 15, 8};

/* Rounds 2 i, 2 i + 1 of the sixteen whose table rows start at tab (a..h:
 * the names at round 2 i) with SHA2X_SCHED(i). */
#define SHA2X_ASRND2(i, a, b, c, d, e, f, g, h)                                                                        \
    do {                                                                                                               \
        uint64_t t0_, t1_, y_;                                                                                         \
        __asm__(SHA2X_AE1(ra, rb, rc, rd, re, rf, rg, rh, x, y, 32 * (i)) SHA2X_AV1                                     \
                SHA2X_AA(ra, rb, rc, rd, re, rf, rg, rh, x, y) SHA2X_AV2                                               \
                SHA2X_AE1(rh, ra, rb, rc, rd, re, rf, rg, y, x, 32 * (i) + 8) SHA2X_AV3                                 \
                SHA2X_AA(rh, ra, rb, rc, rd, re, rf, rg, y, x) SHA2X_AV4(i)                                            \
                : [ra] "+r"(a), [rb] "+r"(b), [rc] "+r"(c), [rd] "+r"(d), [re] "+r"(e), [rf] "+r"(f),                  \
                  [rg] "+r"(g), [rh] "+r"(h), [x] "+r"(bc), [y] "=&r"(y_), [t0] "=&r"(t0_), [t1] "=&r"(t1_),           \
                  [wi] "+x"(w[i])                                                                                      \
                : [tp] "r"(tab), [w1] "x"(w[((i) + 1) & 7]), [w4] "x"(w[((i) + 4) & 7]),                 \
                  [w5] "x"(w[((i) + 5) & 7]), [w7] "x"(w[((i) + 7) & 7]), [r8] "m"(sha2x_ror8)                         \
                : "cc", "memory", "xmm13", "xmm14", "xmm15");                                                          \
    } while (0)

/* Rounds 8 j .. 8 j + 7 of the sixteen at tab (j = 0, 1) without vector
 * work: round t's W + K at byte 32 (t >> 1) + 8 (t & 1). The names' period of
 * eight and the even number of x/y swaps leave every variable in place. */
#define SHA2X_ARND8(j)                                                                                                 \
    do {                                                                                                               \
        uint64_t t0_, t1_, t2_, y_;                                                                                    \
        __asm__(SHA2X_ARND(ra, rb, rc, rd, re, rf, rg, rh, x, y, 128 * (j) + 0)                                       \
                SHA2X_ARND(rh, ra, rb, rc, rd, re, rf, rg, y, x, 128 * (j) + 8)                                        \
                SHA2X_ARND(rg, rh, ra, rb, rc, rd, re, rf, x, y, 128 * (j) + 32)                                       \
                SHA2X_ARND(rf, rg, rh, ra, rb, rc, rd, re, y, x, 128 * (j) + 40)                                       \
                SHA2X_ARND(re, rf, rg, rh, ra, rb, rc, rd, x, y, 128 * (j) + 64)                                       \
                SHA2X_ARND(rd, re, rf, rg, rh, ra, rb, rc, y, x, 128 * (j) + 72)                                       \
                SHA2X_ARND(rc, rd, re, rf, rg, rh, ra, rb, x, y, 128 * (j) + 96)                                       \
                SHA2X_ARND(rb, rc, rd, re, rf, rg, rh, ra, y, x, 128 * (j) + 104)                                      \
                : [ra] "+r"(a), [rb] "+r"(b), [rc] "+r"(c), [rd] "+r"(d), [re] "+r"(e), [rf] "+r"(f),                  \
                  [rg] "+r"(g_), [rh] "+r"(h), [x] "+r"(bc), [y] "=&r"(y_), [t0] "=&r"(t0_), [t1] "=&r"(t1_),          \
                  [t2] "=&r"(t2_)                                                                                      \
                : [tp] "r"(tab)                                                                                        \
                : "cc", "memory");                                                                                     \
    } while (0)

/* Sixteen rounds from the table rows at tab, without vector work. */
#define SHA2X_RND16()                                                                                                  \
    SHA2X_ARND8(0);                                                                                                    \
    SHA2X_ARND8(1)

/* Sixteen rounds of the first block with the schedule of the four pairs. */
#define SHA2X_SRND16()                                                                                                 \
    SHA2X_ASRND2(0, a, b, c, d, e, f, g_, h);                                                                          \
    SHA2X_ASRND2(1, g_, h, a, b, c, d, e, f);                                                                          \
    SHA2X_ASRND2(2, e, f, g_, h, a, b, c, d);                                                                          \
    SHA2X_ASRND2(3, c, d, e, f, g_, h, a, b);                                                                          \
    SHA2X_ASRND2(4, a, b, c, d, e, f, g_, h);                                                                          \
    SHA2X_ASRND2(5, g_, h, a, b, c, d, e, f);                                                                          \
    SHA2X_ASRND2(6, e, f, g_, h, a, b, c, d);                                                                          \
    SHA2X_ASRND2(7, c, d, e, f, g_, h, a, b)

/* Eighty rounds of one block from the table, state in and out of st. */
CAIRN_INLINE void sha2x_rounds(uint64_t st[8], const uint64_t *tab, int half)
{
    uint64_t a = st[0], b = st[1], c = st[2], d = st[3], e = st[4], f = st[5], g_ = st[6], h = st[7], bc = b ^ c;
    int g;

    /* half is 0 or 1, a public constant of the call site */
    tab += 2 * half;
    for (g = 0; g < 5; g++, tab += 32) {
        SHA2X_RND16();
    }
    st[0] += a;
    st[1] += b;
    st[2] += c;
    st[3] += d;
    st[4] += e;
    st[5] += f;
    st[6] += g_;
    st[7] += h;
}

static void SHA2X_COMPRESS(uint64_t st[8], const uint8_t *p, size_t nblocks)
{
    /* byte order within each 64-bit lane */
    const __m256i bswap = _mm256_set_epi8(8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
                                          14, 15, 0, 1, 2, 3, 4, 5, 6, 7);
    /* table row r < 40: W + K of rounds 2r, 2r + 1 of both blocks; row 40 + r: K of row r + 8 */
    __m256i table[72], w[8], *q;
    const uint64_t *tab = (const uint64_t *)(const void *)table;
    uint64_t a, b, c, d, e, f, g_, h, bc;
    int i;

    for (i = 0; i < 32 && nblocks >= 2; i++)
        table[40 + i] = _mm256_broadcastsi128_si256(
            _mm_loadu_si128((const __m128i *)(const void *)(cairn_sha512_k + 16 + 2 * i)));
    for (; nblocks >= 2; nblocks -= 2, p += 256) {
        for (i = 0; i < 8; i++) {
            __m256i v = _mm256_inserti128_si256(
                _mm256_castsi128_si256(_mm_loadu_si128((const __m128i *)(const void *)(p + 16 * i))),
                _mm_loadu_si128((const __m128i *)(const void *)(p + 128 + 16 * i)), 1);
            w[i] = _mm256_shuffle_epi8(v, bswap);
            _mm256_store_si256(table + i, _mm256_add_epi64(w[i], _mm256_broadcastsi128_si256(_mm_loadu_si128(
                                                                   (const __m128i *)(const void *)(cairn_sha512_k +
                                                                                                   2 * i)))));
        }
        a = st[0];
        b = st[1];
        c = st[2];
        d = st[3];
        e = st[4];
        f = st[5];
        g_ = st[6];
        h = st[7];
        bc = b ^ c;
        for (q = table + 8; q < table + 40; q += 8, tab += 32) {
            SHA2X_SRND16();
        }
        SHA2X_RND16();
        tab = (const uint64_t *)(const void *)table;
        st[0] += a;
        st[1] += b;
        st[2] += c;
        st[3] += d;
        st[4] += e;
        st[5] += f;
        st[6] += g_;
        st[7] += h;
        sha2x_rounds(st, tab, 1);
    }
    cairn_wipe(table, 40 * sizeof table[0]); /* the K rows after them are public */
    if (nblocks > 0)
        cairn_sha512_compress_avx(st, p, nblocks);
}

#endif
