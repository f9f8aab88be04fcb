/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The ChaCha20 block function over the 32-bit lanes of a vector register,
 * one block per lane (state-transposed: vector i holds word i of every
 * block): the one copy behind the portable object's four-block path on
 * generic vectors (chacha20.c, 64-bit hosts) and the x86 back ends
 * chacha_ssse3.c (four lanes), chacha_avx2.c (eight) and chacha_avx512.c
 * (sixteen). Each of those files includes this header after naming its
 * vector type and instructions, so each copy is compiled with the includer's
 * target flags and called only from it. Internal, not installed.
 *
 * The includer defines:
 *   CV                 the vector type
 *   CV_SET1(x)         the 32-bit word x in every lane
 *   CV_ADD(a, b)       32-bit lane addition
 *   CV_XOR(a, b)       XOR
 *   CV_COUNTERS(c)     c, c + 1, ... (mod 2^32) in lanes 0, 1, ...
 *   CV_ROT16(x), CV_ROT12(x), CV_ROT8(x), CV_ROT7(x)
 *                      32-bit lane rotations left by 16, 12, 8, 7
 *   CV_QR_SETUP        declarations the rotations need (may be empty)
 *   CV_BLOCKS          the name of the static function to define
 *   CV_FINISH(x)       what to do with the sixteen output vectors (may be empty)
 * and, for scalar work to interleave with the rounds (chacha_avx2.c's
 * fused ChaCha20-Poly1305), optionally
 *   CV_EXTRA_ARGS      further parameters of CV_BLOCKS (with a leading comma)
 *   CV_EXTRA_BEGIN     declarations at the top of CV_BLOCKS
 *   CV_EXTRA(k)        a statement run at point k of each double round
 *                      (k = 0, 1, 2: after the second and fourth column
 *                      quarter rounds and the second diagonal one) and, with
 *                      k = 3, 4, after the first and second halves of the
 *                      final additions
 *   CV_EXTRA_END       a statement at the end
 * Optionally (chacha_avx2.c, chacha_ssse3.c: sixteen state vectors and a
 * rotation's temporary outnumber the sixteen registers), two quarter
 * rounds per assembly block with two of the four words x8..x11 parked in
 * memory; the includer defines
 *   CV_QR2_ASM(SWAP)   the text of the quarter rounds (a, b, c, d) and
 *                      (A, B, C, D) on the asm operands of those names, t
 *                      and T scratch, the shuffle masks operands r16 and r8
 *                      (cv_r16 and cv_r8, of type CV), SWAP appended
 *   CV_SWAP_ASM        the text exchanging c and C with p0 and p1
 * and this header CV_QR2 and CV_QR2_SWAP (park: an array of two CV).
 * The header may be included more than once (each time with another
 * CV_BLOCKS); it undefines CV_BLOCKS and the CV_EXTRA macros at its end.
 */
/* The quarter round (RFC 8439 2.1) on four vectors. */
#ifndef CV_QR
#define CV_QR(a, b, c, d)                                                                                              \
    do {                                                                                                               \
        a = CV_ADD(a, b);                                                                                              \
        d = CV_ROT16(CV_XOR(d, a));                                                                                    \
        c = CV_ADD(c, d);                                                                                              \
        b = CV_ROT12(CV_XOR(b, c));                                                                                    \
        a = CV_ADD(a, b);                                                                                              \
        d = CV_ROT8(CV_XOR(d, a));                                                                                     \
        c = CV_ADD(c, d);                                                                                              \
        b = CV_ROT7(CV_XOR(b, c));                                                                                     \
    } while (0)
#endif

#if defined(CV_QR2_ASM) && !defined(CV_QR2)
#define CV_QR2_OPS(a_, b_, c_, d_, A_, B_, C_, D_, park_)                                                              \
    : [a] "+x"(a_), [b] "+x"(b_), [c] "+x"(c_), [d] "+x"(d_), [A] "+x"(A_), [B] "+x"(B_), [C] "+x"(C_),              \
      [D] "+x"(D_), [t] "=&x"(t_), [T] "=&x"(T_), [p0] "+m"(park_[0]), [p1] "+m"(park_[1])                          \
    : [r16] "m"(cv_r16), [r8] "m"(cv_r8)
#define CV_QR2(a_, b_, c_, d_, A_, B_, C_, D_, park_)                                                                  \
    do {                                                                                                               \
        CV t_, T_;                                                                                                     \
        __asm__(CV_QR2_ASM("") CV_QR2_OPS(a_, b_, c_, d_, A_, B_, C_, D_, park_));                                     \
    } while (0)
#define CV_QR2_SWAP(a_, b_, c_, d_, A_, B_, C_, D_, park_)                                                             \
    do {                                                                                                               \
        CV t_, T_;                                                                                                     \
        __asm__(CV_QR2_ASM(CV_SWAP_ASM) CV_QR2_OPS(a_, b_, c_, d_, A_, B_, C_, D_, park_));                            \
    } while (0)
#endif

#ifndef CV_EXTRA_ARGS
#define CV_EXTRA_ARGS
#define CV_EXTRA_BEGIN
#define CV_EXTRA(k)
#define CV_EXTRA_END
#endif

/* Key stream of blocks state[12], state[12] + 1, ... (counter wrapping mod
 * 2^32): x[i] is word i of every block, block b in lane b, then CV_FINISH. */
static void CV_BLOCKS(const uint32_t state[16], CV x[16] CV_EXTRA_ARGS)
{
    CV_QR_SETUP
    CV_EXTRA_BEGIN
    const CV ctr = CV_COUNTERS(state[12]);
    CV x0 = CV_SET1(state[0]), x1 = CV_SET1(state[1]), x2 = CV_SET1(state[2]), x3 = CV_SET1(state[3]);
    CV x4 = CV_SET1(state[4]), x5 = CV_SET1(state[5]), x6 = CV_SET1(state[6]), x7 = CV_SET1(state[7]);
    CV x8 = CV_SET1(state[8]), x9 = CV_SET1(state[9]), x10 = CV_SET1(state[10]), x11 = CV_SET1(state[11]);
    CV x12 = ctr, x13 = CV_SET1(state[13]), x14 = CV_SET1(state[14]), x15 = CV_SET1(state[15]);
    int i;

#ifdef CV_QR2
    {
        /* c0, c1 hold x8, x9 at the top of each double round, park x10, x11;
         * they trade places at each half's midpoint (the column round's
         * second pair and the diagonal round's first use x10, x11). */
        CV park[2];
        CV c0 = x8, c1 = x9;
        park[0] = x10;
        park[1] = x11;

        for (i = 0; i < 10; i++) {
            CV_QR2_SWAP(x0, x4, c0, x12, x1, x5, c1, x13, park);
            CV_EXTRA(0);
            CV_QR2(x2, x6, c0, x14, x3, x7, c1, x15, park);
            CV_EXTRA(1);
            CV_QR2_SWAP(x0, x5, c0, x15, x1, x6, c1, x12, park);
            CV_EXTRA(2);
            CV_QR2(x2, x7, c0, x13, x3, x4, c1, x14, park);
        }
        x8 = c0;
        x9 = c1;
        x10 = park[0];
        x11 = park[1];
    }
#else
    for (i = 0; i < 10; i++) {
        CV_QR(x0, x4, x8, x12);
        CV_QR(x1, x5, x9, x13);
        CV_EXTRA(0);
        CV_QR(x2, x6, x10, x14);
        CV_QR(x3, x7, x11, x15);
        CV_EXTRA(1);
        CV_QR(x0, x5, x10, x15);
        CV_QR(x1, x6, x11, x12);
        CV_EXTRA(2);
        CV_QR(x2, x7, x8, x13);
        CV_QR(x3, x4, x9, x14);
    }
#endif
    x[0] = CV_ADD(x0, CV_SET1(state[0]));
    x[1] = CV_ADD(x1, CV_SET1(state[1]));
    x[2] = CV_ADD(x2, CV_SET1(state[2]));
    x[3] = CV_ADD(x3, CV_SET1(state[3]));
    x[4] = CV_ADD(x4, CV_SET1(state[4]));
    x[5] = CV_ADD(x5, CV_SET1(state[5]));
    x[6] = CV_ADD(x6, CV_SET1(state[6]));
    x[7] = CV_ADD(x7, CV_SET1(state[7]));
    CV_EXTRA(3);
    x[8] = CV_ADD(x8, CV_SET1(state[8]));
    x[9] = CV_ADD(x9, CV_SET1(state[9]));
    x[10] = CV_ADD(x10, CV_SET1(state[10]));
    x[11] = CV_ADD(x11, CV_SET1(state[11]));
    x[12] = CV_ADD(x12, ctr);
    x[13] = CV_ADD(x13, CV_SET1(state[13]));
    x[14] = CV_ADD(x14, CV_SET1(state[14]));
    x[15] = CV_ADD(x15, CV_SET1(state[15]));
    CV_EXTRA(4);
    CV_FINISH(x);
    CV_EXTRA_END;
}

#undef CV_BLOCKS
#undef CV_EXTRA_ARGS
#undef CV_EXTRA_BEGIN
#undef CV_EXTRA
#undef CV_EXTRA_END
