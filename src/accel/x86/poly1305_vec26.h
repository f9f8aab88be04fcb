/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Poly1305 over the 64-bit lanes of a vector register, radix 2^26: the one
 * copy of the limb arithmetic behind the "x86-avx2" (four lanes,
 * chacha_avx2.c) and "x86-avx512" (eight lanes, chacha_avx512.c)
 * implementations. Each of those files includes this header after naming
 * its vector type and instructions, so every copy of the code below is
 * compiled with the including file's target flags and called only from it:
 * nothing here may be reached on a CPU without that file's instructions.
 * Internal, not installed.
 *
 * N accumulators, one per lane, in radix 2^26 (VPMULUDQ takes the low 32
 * bits of each lane): lane j holds blocks N g + j and each step is
 * A = A * r^N + M; at the end lane j is multiplied by r^(N-j) and the lanes
 * are summed, Horner's rule regrouped (Goll and Gueron, "Vectorization of
 * Poly1305 message authentication code", 2015). The context keeps the
 * scalar radix-2^64 layout of m64 (src/aead/poly1305.c), so the powers of r
 * are recomputed per call and the caller only comes here for long inputs.
 * Multiplications, shifts and masks only: nothing depends on key or data.
 *
 * The includer defines:
 *   PV                 the vector type
 *   PV_LANES           64-bit lanes in it (N above)
 *   PV_MUL(a, b)       lane-wise product of the low 32 bits (VPMULUDQ)
 *   PV_ADD, PV_AND, PV_OR, PV_SRLI(a, n), PV_SLLI(a, n): 64-bit lane operations
 *   PV_SET1(x)         x in every lane
 *   PV_LOAD(p)         unaligned load of sizeof(PV) bytes
 *   PV_UNPACKLO, PV_UNPACKHI: 64-bit interleave within each 128-bit lane
 *   PV_LANE0(x)        x in lane 0, zero in the others
 *   PV_POWERS(r, i, k) limb i of k r^(N-j) in the lane that holds block j,
 *                      r[m] being r^(m+1), in the lane order of pv_load
 *   PV_HSUM(v)         the sum of the lanes of v, as uint64_t
 *   PV_BLOCKS          the name of the function to define, the includer's
 *                      cairn_poly1305_<impl>_blocks (a wrapper around an
 *                      inline body lets clang allocate registers worse)
 */
#ifndef CAIRN_ACCEL_X86_POLY1305_VEC26_H
#define CAIRN_ACCEL_X86_POLY1305_VEC26_H

#include "mac/poly1305_internal.h"

#define PV_M26 0x3ffffffu

/* a = a * r mod p, lane by lane; s = 5 r. Inputs below 2^27.2 per limb;
 * outputs below 2^26 except limb 1 (below 2^26 + 2^11). */
CAIRN_INLINE void pv_mul(PV a[5], const PV r[5], const PV s[5])
{
    const PV m = PV_SET1(PV_M26);
    PV d0, d1, d2, d3, d4, c;

    d0 = PV_ADD(PV_ADD(PV_ADD(PV_MUL(a[0], r[0]), PV_MUL(a[1], s[4])), PV_ADD(PV_MUL(a[2], s[3]), PV_MUL(a[3], s[2]))),
                PV_MUL(a[4], s[1]));
    d1 = PV_ADD(PV_ADD(PV_ADD(PV_MUL(a[0], r[1]), PV_MUL(a[1], r[0])), PV_ADD(PV_MUL(a[2], s[4]), PV_MUL(a[3], s[3]))),
                PV_MUL(a[4], s[2]));
    d2 = PV_ADD(PV_ADD(PV_ADD(PV_MUL(a[0], r[2]), PV_MUL(a[1], r[1])), PV_ADD(PV_MUL(a[2], r[0]), PV_MUL(a[3], s[4]))),
                PV_MUL(a[4], s[3]));
    d3 = PV_ADD(PV_ADD(PV_ADD(PV_MUL(a[0], r[3]), PV_MUL(a[1], r[2])), PV_ADD(PV_MUL(a[2], r[1]), PV_MUL(a[3], r[0]))),
                PV_MUL(a[4], s[4]));
    d4 = PV_ADD(PV_ADD(PV_ADD(PV_MUL(a[0], r[4]), PV_MUL(a[1], r[3])), PV_ADD(PV_MUL(a[2], r[2]), PV_MUL(a[3], r[1]))),
                PV_MUL(a[4], r[0]));

    /* Two carry chains in parallel (0 -> 1 and 3 -> 4, then 1 -> 2 and
     * 4 -> 0, ...) halve the latency of the sequential one. */
#define PV_CARRY(x, y)                                                                                                 \
    do {                                                                                                               \
        c = PV_SRLI(x, 26);                                                                                            \
        x = PV_AND(x, m);                                                                                              \
        y = PV_ADD(y, c);                                                                                              \
    } while (0)
    PV_CARRY(d0, d1);
    PV_CARRY(d3, d4);
    PV_CARRY(d1, d2);
    c = PV_SRLI(d4, 26); /* 2^130 = 5 mod p */
    d4 = PV_AND(d4, m);
    d0 = PV_ADD(d0, PV_ADD(c, PV_SLLI(c, 2)));
    PV_CARRY(d2, d3);
    PV_CARRY(d0, d1);
    PV_CARRY(d3, d4);
#undef PV_CARRY

    a[0] = d0;
    a[1] = d1;
    a[2] = d2;
    a[3] = d3;
    a[4] = d4;
}

/* N blocks as radix-2^26 limbs with 2^128 set. The lanes are in the order
 * the 64-bit unpacks give without a cross-lane permute: block order
 * 0, 2, 1, 3 for four lanes, 0, 4, 1, 5, 2, 6, 3, 7 for eight. */
CAIRN_INLINE void pv_load(const uint8_t *in, PV m[5])
{
    const PV mask = PV_SET1(PV_M26);
    PV y0 = PV_LOAD(in), y1 = PV_LOAD(in + sizeof(PV));
    PV lo = PV_UNPACKLO(y0, y1), hi = PV_UNPACKHI(y0, y1);

    m[0] = PV_AND(lo, mask);
    m[1] = PV_AND(PV_SRLI(lo, 26), mask);
    m[2] = PV_AND(PV_OR(PV_SRLI(lo, 52), PV_SLLI(hi, 12)), mask);
    m[3] = PV_AND(PV_SRLI(hi, 14), mask);
    m[4] = PV_OR(PV_SRLI(hi, 40), PV_SET1(1 << 24));
}

/* see poly1305_internal.h (nblocks >= N; whole groups of N blocks are absorbed) */
void PV_BLOCKS(uint64_t st[12], const uint8_t *in, size_t nblocks)
{
    uint64_t r[PV_LANES][5], h[5], l[5];
    PV R[10], P[5], SP[5], A[5], M[5]; /* R: r^N, then 5 r^N */
    PV *S = R + 5;
    int i;

    cairn_poly1305_get26(st, h, r, PV_LANES);
    for (i = 0; i < 5; i++) {
        R[i] = PV_SET1(r[PV_LANES - 1][i]);
        S[i] = PV_SET1(5 * r[PV_LANES - 1][i]);
        P[i] = PV_POWERS(r, i, 1);
        SP[i] = PV_POWERS(r, i, 5);
    }

    pv_load(in, A);
    for (i = 0; i < 5; i++)
        A[i] = PV_ADD(A[i], PV_LANE0(h[i]));
    for (in += 16 * PV_LANES, nblocks -= PV_LANES; nblocks >= PV_LANES; in += 16 * PV_LANES, nblocks -= PV_LANES) {
        /* R and S as memory operands of the products: an empty asm makes
         * the compiler reload them through rp each step instead of keeping
         * ten registers for them and spilling the sums (sixteen ymm). */
        const PV *rp = R;
        __asm__("" : "+r"(rp));
        pv_mul(A, rp, rp + 5);
        pv_load(in, M);
        for (i = 0; i < 5; i++)
            A[i] = PV_ADD(A[i], M[i]);
    }
    pv_mul(A, P, SP);

    for (i = 0; i < 5; i++)
        l[i] = PV_HSUM(A[i]);
    cairn_poly1305_put26(st, l);
    cairn_wipe(r, sizeof r);
    cairn_wipe(h, sizeof h);
    cairn_wipe(l, sizeof l);
}

#endif
