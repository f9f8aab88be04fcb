/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * P-521's point formulas with AVX-512 IFMA (VPMADD52LUQ/VPMADD52HUQ): the
 * Jacobian doubling (n in a row), the constant-time Jacobian addition and
 * the comb's complete mixed addition, with the contracts of fp_p521.c's
 * cairn_ec_p521_c64_jac_dbl_n, _jac_add and _rcb_madd (canonical elements
 * in and out; the additions give the same values, the doublings the same
 * point as another representative, see v_dbl_n), and the accumulators that
 * ec_point.c's comb and k P keep on this file's limbs between formulas;
 * chosen by ec_point.c when the CPU has AVX-512F, VL and IFMA. This file
 * alone is compiled for those extensions; nothing in it runs unless the CPU
 * has them.
 *
 * Elements. Radix 2^50, 11 limbs (550 bits); p = 2^521 - 1 is limbs 0..9
 * 2^50 - 1 and limb 10 2^21 - 1. "Normal": limbs 0..9 below n = 2^50 +
 * 2^42, limb 10 below 2^21 + 2^13; the value is any representative, not
 * reduced. The product instructions read a lane's low 52 bits only, so an
 * operand's limbs must be below 2^52: a normal element, a sum of up to three,
 * or a + D - b (below n + 2^51) qualify without a carry.
 *
 * Lanes. A 256-bit register holds one limb of four independent elements,
 * one per 64-bit lane; an element vector is 11 registers, limb i in
 * register i ("transposed"). A product multiplies four pairs at once, lane
 * by lane, so the independent products of a formula's stage share its
 * instructions; broadcasts (VPERMQ) and blends move elements between lanes.
 * Two stages of the mixed addition use the eight lanes of 512-bit registers
 * (on Zen 4 and Zen 5 VPMADD52 on zmm has ymm's throughput).
 *
 * Product. Column k (0..21) gathers the low halves of a_i b_j with i + j = k
 * and the high halves of those with i + j = k - 1, the latter worth 2^52 =
 * 4 units: at most 11 and 11 values below 2^52, a column below 55 2^52 <
 * 2^58. A square takes each a_i a_j with i < j once, as a_i (2 a_j), and
 * the squares a_i a_i (66 limb products, not 121). 2^550 = 2^29 2^521 =
 * 2^29 (mod p), so column c >= 11 is worth 2^29 units of column c - 11: its
 * low 21 bits go there (times 2^29), the rest one column up; column 21 first
 * (into 10 and 11), then 11..20 into 0..10, each below 2^58 after. Then one
 * carry pass (v_norm) makes any limbs below 2^63 normal: limb i keeps 50
 * bits and hands the rest to limb i + 1; limb 10 keeps 21 bits and hands
 * the rest, worth 2^521 = 1 each, to limb 0 (below 2^42 there).
 *
 * Differences add D = (2^51 - 2^30, 2^51 - 2, ..., 2^51 - 2), a multiple of
 * p (its value is 2 (2^550 - 1) - (2^30 - 2) = 2^551 - 2^30, and 2^551 =
 * 2^30 (mod p)), or k D: each limb of D is above n, so D - b, 2D - b - c,
 * ... never go negative in a lane for normal b, c.
 *
 * Constant time: straight-line code over public loop bounds; no branch and
 * no address depends on an element; infinity and p = q are settled by masks.
 * Valgrind cannot execute AVX-512, so tests/ct/run.sh checks the disassembly
 * of the functions named *_ifma (every function here that is not always
 * inlined) for conditional branches beyond their loops.
 */
#include "cairn/config.h"

#include "core/internal.h"
#include "ec/fp_special.h"

#if defined(CAIRN_EC_HAVE_P521_IFMA)

#include <immintrin.h>

#define L 11 /* limbs of 50 bits */
#define M50 ((uint64_t)0x3ffffffffffff)
#define M21 ((uint64_t)0x1fffff)

typedef __m256i vfe[L];

/* the loops below over limbs and columns unrolled (their bounds are
 * constants): the registers then hold the limbs, not memory */
#if defined(__clang__)
#define V_UNROLL _Pragma("unroll")
#elif defined(__GNUC__)
#define V_UNROLL _Pragma("GCC unroll 32")
#else
#define V_UNROLL
#endif

/* The formulas' vector operations on 64-bit lanes, for W = 256 (ymm, four
 * lanes) or 512 (zmm, eight): the carry pass, a product's column, the
 * column fold and the product below are written once for both widths. */
#define VT_256 __m256i
#define VT_512 __m512i
#define VT(W) VT_##W
#define VAND_256 _mm256_and_si256
#define VAND_512 _mm512_and_si512
#define VSET1_256 _mm256_set1_epi64x
#define VSET1_512 _mm512_set1_epi64
#define VZERO_256 _mm256_setzero_si256
#define VZERO_512 _mm512_setzero_si512
#define VADD(W, a, b) _mm##W##_add_epi64((a), (b))
#define VAND(W, a, b) VAND_##W((a), (b))
#define VSLL(W, a, n) _mm##W##_slli_epi64((a), (n))
#define VSRL(W, a, n) _mm##W##_srli_epi64((a), (n))
#define VSET1(W, x) VSET1_##W((long long)(x))
#define VZERO(W) VZERO_##W()
#define VMLO(W, acc, a, b) _mm##W##_madd52lo_epu64((acc), (a), (b))
#define VMHI(W, acc, a, b) _mm##W##_madd52hi_epu64((acc), (a), (b))

/* v_norm##SUF(a): a = a normal form of a (limbs below 2^63 in), one carry
 * pass; mul_col512(a, b, k): column k of a b, the low halves of a_i b_j
 * with i + j = k and the high halves of those with i + j = k - 1 (worth
 * 2^52 = 4 units of column k), in two sums (two chains of dependent
 * additions, not one); at most 11 low and 11 high halves, below 55 2^52 <
 * 2^58 */
#define V_DEFINE_NORM(W, SUF)                                                                                         \
    CAIRN_INLINE void v_norm##SUF(VT(W) *a)                                                                            \
    {                                                                                                                  \
        const VT(W) m50 = VSET1(W, M50), m21 = VSET1(W, M21);                                                          \
        VT(W) t[L];                                                                                                    \
        size_t i;                                                                                                      \
        V_UNROLL                                                                                                       \
        for (i = 0; i + 1 < L; i++)                                                                                    \
            t[i] = VSRL(W, a[i], 50);                                                                                  \
        t[L - 1] = VSRL(W, a[L - 1], 21);                                                                              \
        V_UNROLL                                                                                                       \
        for (i = 0; i + 1 < L; i++)                                                                                    \
            a[i] = VAND(W, a[i], m50);                                                                                 \
        a[L - 1] = VAND(W, a[L - 1], m21);                                                                             \
        a[0] = VADD(W, a[0], t[L - 1]);                                                                                \
        V_UNROLL                                                                                                       \
        for (i = 0; i + 1 < L; i++)                                                                                    \
            a[i + 1] = VADD(W, a[i + 1], t[i]);                                                                        \
    }
#define V_DEFINE_MULCOL(W, SUF)                                                                                       \
    CAIRN_INLINE VT(W) mul_col##SUF(const VT(W) *a, const VT(W) *b, size_t k)                                          \
    {                                                                                                                  \
        VT(W) lo = VZERO(W), hi = VZERO(W);                                                                            \
        size_t i;                                                                                                      \
        V_UNROLL                                                                                                       \
        for (i = 0; i < L; i++) {                                                                                      \
            if (k >= i && k - i < L) /* public: the positions */                                                       \
                lo = VMLO(W, lo, a[i], b[k - i]);                                                                      \
            if (k >= i + 1 && k - i - 1 < L)                                                                           \
                hi = VMHI(W, hi, a[i], b[k - i - 1]);                                                                  \
        }                                                                                                              \
        return VADD(W, lo, VSLL(W, hi, 2));                                                                            \
    }
V_DEFINE_NORM(256, )

/* The same on 512-bit registers: eight lanes, for the stages with more
 * than four independent products (VPMADD52 on zmm has the throughput of
 * ymm here, twice the lanes an instruction). */
typedef __m512i vfe512[L];
V_DEFINE_NORM(512, 512)
V_DEFINE_MULCOL(512, 512)

/* r = the product's columns 0..21 (COL(k), each below 2^58) folded and
 * normalised (by NORM), column by column so that few are live at once:
 * column c >= 11 is worth 2^29 units of column c - 11 (its low 21 bits
 * there, the rest one column up); column 21 goes into 10 and 11 first, then
 * 11..20 into 0..10 (each of those below 2^58 + 2^50 + 2^37); one carry
 * pass. r may not alias the operands. */
#define V_FOLD_COLS(W, NORM, r, COL)                                                                                   \
    do {                                                                                                               \
        const VT(W) m21_ = VSET1(W, M21);                                                                              \
        VT(W) c21_ = COL(2 * L - 1), h_, up_;                                                                          \
        size_t k_;                                                                                                     \
        (r)[L - 1] = VADD(W, COL(L - 1), VSLL(W, VAND(W, c21_, m21_), 29));                                            \
        h_ = VADD(W, COL(L), VSRL(W, c21_, 21));                                                                       \
        (r)[0] = VADD(W, COL(0), VSLL(W, VAND(W, h_, m21_), 29));                                                      \
        up_ = VSRL(W, h_, 21);                                                                                         \
        V_UNROLL                                                                                                       \
        for (k_ = 1; k_ + 1 < L; k_++) {                                                                               \
            h_ = COL(L + k_);                                                                                          \
            (r)[k_] = VADD(W, VADD(W, COL(k_), up_), VSLL(W, VAND(W, h_, m21_), 29));                                  \
            up_ = VSRL(W, h_, 21);                                                                                     \
        }                                                                                                              \
        (r)[L - 1] = VADD(W, (r)[L - 1], up_);                                                                         \
        NORM(r);                                                                                                       \
    } while (0)

/* r = a b lane by lane on eight lanes (the comb's addition), limbs below
 * 2^52 in, normal out (r may alias) */
CAIRN_INLINE void v_mul512_ifma(__m512i *r, const __m512i *a, const __m512i *b)
{
    __m512i t[L];
    size_t i;
#define V_MCOL512(k) mul_col512(a, b, (k))
    V_FOLD_COLS(512, v_norm512, t, V_MCOL512);
#undef V_MCOL512
    V_UNROLL
    for (i = 0; i < L; i++)
        r[i] = t[i];
}

/*
 * r = a b lane by lane (four lanes), limbs below 2^52 in, normal out (r may
 * alias), on 512-bit registers: b split in its limbs 0..5 and 6..10, the
 * upper four lanes of every product instruction multiply by the second
 * part while the lower four multiply by the first (X_i = (a_i, a_i), Y_j =
 * (b_j, b_{j+6})), so 66 products a half, not 121; then column m of a b is
 * the lower half of the sum Z_m plus the upper half of Z_{m-6} (the same
 * columns, and bounds, as one 121-product schoolbook). A called function:
 * its code once, not at every stage (the formulas' code then stays in the
 * CPU's instruction caches).
 */
static __attribute__((noinline)) void v_mul_ifma(__m256i *r, const __m256i *a, const __m256i *b)
{
    __m512i X[L], Y[6], Z[17];
    __m256i t[L];
    size_t i, j, k;
    V_UNROLL
    for (i = 0; i < L; i++)
        X[i] = _mm512_broadcast_i64x4(a[i]);
    V_UNROLL
    for (j = 0; j < 6; j++)
        Y[j] = _mm512_inserti64x4(_mm512_castsi256_si512(b[j]), j + 6 < L ? b[j + 6] : _mm256_setzero_si256(), 1);
    V_UNROLL
    for (k = 0; k < 17; k++) {
        __m512i lo = _mm512_setzero_si512(), hi = _mm512_setzero_si512();
        V_UNROLL
        for (i = 0; i < L; i++) {
            if (k >= i && k - i < 6) /* public: the positions */
                lo = _mm512_madd52lo_epu64(lo, X[i], Y[k - i]);
            if (k >= i + 1 && k - i - 1 < 6)
                hi = _mm512_madd52hi_epu64(hi, X[i], Y[k - i - 1]);
        }
        Z[k] = _mm512_add_epi64(lo, _mm512_slli_epi64(hi, 2));
    }
#define ZCOL(m)                                                                                                        \
    ((m) < 6    ? _mm512_castsi512_si256(Z[(m)])                                                                      \
     : (m) < 17 ? _mm256_add_epi64(_mm512_castsi512_si256(Z[(m)]), _mm512_extracti64x4_epi64(Z[(m) - 6], 1))        \
                : _mm512_extracti64x4_epi64(Z[(m) - 6], 1))
    V_FOLD_COLS(256, v_norm, t, ZCOL);
#undef ZCOL
    V_UNROLL
    for (i = 0; i < L; i++)
        r[i] = t[i];
}

/* column k of a^2 from a and a2 = 2a (a's limbs below 2^51): the pairs
 * a_i 2a_j (i < j) and the square a_i a_i in one sum, the high halves in
 * another (no doubling of the sums afterwards) */
CAIRN_INLINE __m256i sqr51_col(const __m256i *a, const __m256i *a2, size_t k)
{
    __m256i lo = _mm256_setzero_si256(), hi = _mm256_setzero_si256();
    size_t i;
    V_UNROLL
    for (i = 0; i < L; i++) {
        if (k > 2 * i && k - i < L) /* public: the positions (i < j = k - i) */
            lo = _mm256_madd52lo_epu64(lo, a[i], a2[k - i]);
        if (k == 2 * i)
            lo = _mm256_madd52lo_epu64(lo, a[i], a[i]);
        if (k > 2 * i + 1 && k - i - 1 < L) /* i < j = k - 1 - i */
            hi = _mm256_madd52hi_epu64(hi, a[i], a2[k - i - 1]);
        if (k == 2 * i + 1)
            hi = _mm256_madd52hi_epu64(hi, a[i], a[i]);
    }
    return _mm256_add_epi64(lo, _mm256_slli_epi64(hi, 2));
}

/* The doubling's elements are "paired": six 512-bit registers, register j
 * holding limb j of four elements in its lower four lanes and limb j + 6
 * in its upper four (limb 11 is 0), so that the sums and differences
 * between its stages take six instructions, not eleven. PX(i): limb i's
 * 256-bit half in that layout, counted in 256-bit halves. */
#define PJ 6
typedef __m512i pfe[PJ];
#define PX(i) ((i) < PJ ? 2 * (i) : 2 * ((i) - PJ) + 1)

/* r = a^2 lane by lane, paired, limbs below 2^51 in (a normal element), r
 * may alias: the columns of sqr51_col (each product a_i a_j with i < j
 * once, as a_i (2 a_j), 2a's limbs below 2^52). v_sqr51_ifma's r is normal;
 * v_sqr51w_ifma's is the folded columns without the carry pass ("wide":
 * limbs below 2^58 + 2^51), for sums whose result gets a carry pass of its
 * own anyway. Called functions: their code once, not at every stage (the
 * formulas' code then stays in the CPU's instruction caches). */
#define V_SQR51(NAME, NORM)                                                                                            \
    static __attribute__((noinline)) void NAME(__m512i *r, const __m512i *ap)                                        \
    {                                                                                                                  \
        const __m256i *ah = (const __m256i *)ap;                                                                       \
        vfe t, a, a2;                                                                                                  \
        size_t i;                                                                                                      \
        V_UNROLL                                                                                                       \
        for (i = 0; i < L; i++) {                                                                                      \
            a[i] = ah[PX(i)];                                                                                          \
            a2[i] = _mm256_add_epi64(a[i], a[i]);                                                                      \
        }                                                                                                              \
        V_FOLD_COLS(256, NORM, t, SCOL);                                                                               \
        V_UNROLL /* whole 512-bit stores: the caller's 512-bit loads then take them from the store queue */           \
        for (i = 0; i < PJ; i++)                                                                                       \
            r[i] = _mm512_inserti64x4(_mm512_castsi256_si512(t[i]), i + PJ < L ? t[i + PJ] : _mm256_setzero_si256(), 1); \
    }
#define SCOL(k) sqr51_col(a, a2, (k))
#define V_NO_NORM(r) (void)(r)
V_SQR51(v_sqr51_ifma, v_norm)
V_SQR51(v_sqr51w_ifma, V_NO_NORM)
#undef SCOL

/* the paired carry pass (v_norm's): limb j + 1 takes limb j's carry in the
 * same half of the next register, limb 0 limb 10's (upper half of register
 * 4) and limb 6 limb 5's (lower half of register 5); limb 11 stays 0 */
CAIRN_INLINE void p_norm(__m512i *a)
{
    const __m512i m50 = _mm512_set1_epi64((long long)M50);
    const __m512i m4 = _mm512_set_epi64((long long)M21, (long long)M21, (long long)M21, (long long)M21,
                                        (long long)M50, (long long)M50, (long long)M50, (long long)M50);
    const __m512i m5 = _mm512_set_epi64(0, 0, 0, 0, (long long)M50, (long long)M50, (long long)M50, (long long)M50);
    const __m512i s4 = _mm512_set_epi64(21, 21, 21, 21, 50, 50, 50, 50);
    __m512i t[PJ];
    size_t j;
    V_UNROLL
    for (j = 0; j < PJ; j++)
        t[j] = j == 4 ? _mm512_srlv_epi64(a[j], s4) : _mm512_srli_epi64(a[j], 50);
    V_UNROLL
    for (j = 0; j < PJ; j++)
        a[j] = _mm512_and_si512(a[j], j == 4 ? m4 : j == 5 ? m5 : m50);
    a[0] = _mm512_add_epi64(a[0], _mm512_shuffle_i64x2(t[4], t[5], 0x4e));
    a[5] = _mm512_mask_add_epi64(a[5], 0x0f, a[5], t[4]);
    V_UNROLL
    for (j = 1; j + 1 < PJ; j++)
        a[j] = _mm512_add_epi64(a[j], t[j - 1]);
}

/* limb i of k D */
CAIRN_INLINE __m256i v_d(size_t i, uint64_t k)
{
    uint64_t d = i == 0 ? ((uint64_t)1 << 51) - ((uint64_t)1 << 30) : ((uint64_t)1 << 51) - 2;
    d *= k;
    return _mm256_set1_epi64x((long long)d);
}

/* lane l of v in every lane */
#define BC(v, l) _mm256_permute4x64_epi64((v), (l) * 0x55)
#define V_ADD _mm256_add_epi64
#define V_SUB _mm256_sub_epi64

/* lane masks for VPBLENDD: lane k is bits 2k and 2k + 1 */
#define LANE0 0x03
#define LANE1 0x0c
#define LANE2 0x30
#define LANE3 0xc0

/* canonical 9 x 64 limbs -> 11 x 50 (scalar) */
static void to50_ifma(uint64_t *l, const cairn_limb *x)
{
    size_t i;
    V_UNROLL
    for (i = 0; i < L; i++) {
        size_t pos = 50 * i, w = pos >> 6;
        unsigned off = (unsigned)(pos & 63);
        uint64_t v = (uint64_t)x[w] >> off;
        if (off > 14 && w + 1 < 9) /* public: the position */
            v |= (uint64_t)x[w + 1] << (64 - off);
        l[i] = v & M50;
    }
}

/* normal 11 x 50 limbs -> the canonical 9 x 64 limbs (l overwritten) */
static void from50_ifma(cairn_limb *r, uint64_t *l)
{
    uint64_t w[L], m;
    size_t i, k;
    /* two folds at bit 521 (2^521 = 1): the value below 2^521 + 2^32, then
     * at most 2^521 */
    V_UNROLL
    for (k = 0; k < 2; k++) {
        l[0] += l[L - 1] >> 21;
        l[L - 1] &= M21;
        V_UNROLL
        for (i = 0; i + 1 < L; i++) {
            l[i + 1] += l[i] >> 50;
            l[i] &= M50;
        }
    }
    /* w = l + 1: its bit 521 is set exactly when l >= p, and then
     * w - 2^521 = l - p */
    w[0] = l[0] + 1;
    V_UNROLL
    for (i = 0; i + 1 < L; i++) {
        w[i + 1] = l[i + 1] + (w[i] >> 50);
        w[i] &= M50;
    }
    m = (uint64_t)0 - (w[L - 1] >> 21);
    w[L - 1] &= M21;
    V_UNROLL
    for (i = 0; i < L; i++)
        l[i] ^= (l[i] ^ w[i]) & m;
    V_UNROLL
    for (i = 0; i < 9; i++)
        r[i] = 0;
    V_UNROLL
    for (i = 0; i < L; i++) {
        size_t pos = 50 * i, wd = pos >> 6;
        unsigned off = (unsigned)(pos & 63);
        r[wd] |= (cairn_limb)(l[i] << off);
        if (off > 14 && wd + 1 < 9) /* public: the position */
            r[wd + 1] |= (cairn_limb)(l[i] >> (64 - off));
    }
}

/* per-lane multiples of D, paired register j: lane l of each half gets
 * k_l D (limbs j and j + 6; limb 11's 0) */
CAIRN_INLINE __m512i p_dl(size_t j, uint64_t k0, uint64_t k1, uint64_t k2, uint64_t k3)
{
    uint64_t d = j == 0 ? ((uint64_t)1 << 51) - ((uint64_t)1 << 30) : ((uint64_t)1 << 51) - 2;
    uint64_t u = j + PJ < L ? ((uint64_t)1 << 51) - 2 : 0;
    const uint64_t l0 = d * k0, l1 = d * k1, l2 = d * k2, l3 = d * k3;
    const uint64_t u0 = u * k0, u1 = u * k1, u2 = u * k2, u3 = u * k3;
    return _mm512_set_epi64((long long)u3, (long long)u2, (long long)u1, (long long)u0, (long long)l3, (long long)l2,
                            (long long)l1, (long long)l0);
}

/*
 * The doubling (dbl-2001-b with Z3 = 2 Y Z, a = -3) as three stages of
 * squares a doubling in a run of doublings. Besides (X, Y, Z) the run
 * carries alpha = 3 (X^2 - delta^2) and delta = Z^2 of the point, which the
 * previous doubling's last stage computes beside its own products:
 *   A: alpha^2, gamma = Y^2, (Y + Z)^2            (2 Y Z = (Y + Z)^2 - gamma - delta)
 *   B: gamma^2, (X - gamma)^2, (X + gamma)^2,      (4 beta = 4 X gamma = (X + gamma)^2 - (X - gamma)^2)
 *      delta' = Z'^2                               (X' = alpha^2 - 8 beta, T = 4 beta - X')
 *   C: (alpha + T)^2, X''^2, delta''^2, T^2        (2 alpha T = (alpha + T)^2 - alpha^2 - T^2,
 *                                                   alpha'' = 3 (X''^2 - delta''^2))
 * The point comes out as (X'', Y'', Z'') = (4 X', 8 Y', 2 Z') = (2^2 X' :
 * 2^3 Y' : 2 Z'), the same point (Y' = alpha T - 8 gamma^2, so 8 Y' = 4 (2
 * alpha T) - 64 gamma^2 needs no halving), with delta'' = 4 delta' and
 * alpha'' of that representative. A run's first doubling has no alpha: it
 * squares (Z, Y, Y + Z, X), then (delta, X - gamma, Z', X + gamma), then
 * alpha (4 stages), gamma^2 coming from 2 gamma^2 = (X + gamma)^2 + (X -
 * gamma)^2 - 2 X^2. So n doublings are 3 n + 1 stages (4 n before).
 *
 * Lanes: the run's state S = (alpha, Y, W = Y + Z, X), normal (Z is used
 * only through Y + Z and delta: stage A squares S as it is, and a run's
 * end takes Z = W - Y), DV = delta in lane 2. Every square's operand is
 * normal (v_sqr51: limbs below 2^51). The
 * sums and differences between stages are computed on wrapping 64-bit
 * lanes and made non-negative by one per-lane multiple of D added at the
 * end (v_dl; D's limbs are at least n, a normal limb's bound): the value
 * of each lane is what the comment says plus a multiple of p, below 2^63
 * before its carry pass.
 */

/* lane l of v in every lane (of each half), lane masks of both halves,
 * the paired operations */
#define PBC(v, l) _mm512_permutex_epi64((v), (l) * 0x55)
#define PL0 0x11
#define PL1 0x22
#define PL2 0x44
#define PL3 0x88
#define P_ADD _mm512_add_epi64
#define P_SUB _mm512_sub_epi64
#define P_SHL _mm512_slli_epi64
#define P_BL(k, a, b) _mm512_mask_blend_epi64((k), (a), (b)) /* b in the lanes of k */

/* stage C and the new state, from alpha (lane 0 of Sa), alpha^2 (lane 0 of
 * Ma, normal or wide: below w = 2^58 + 2^51), N = (gamma^2 or 2 gamma^2
 * (gsh 6 or 5), (X - gamma)^2, delta', (X + gamma)^2) normal and Z' normal
 * (lane 2 of Zn) */
CAIRN_INLINE void v_dbl_tail(__m512i *S, __m512i *DV, const __m512i *Sa, const __m512i *Ma, const __m512i *N,
                             const __m512i *Zn, int gsh)
{
    pfe Cop, C, K;
    size_t j;
    /* q = 4 beta; (alpha + T, 4 X', 4 delta', T) with X' = alpha^2 - 2q and
     * T = 3q - alpha^2, made non-negative by (256, 8, 0, 256) D (256 D's
     * limbs are above w + 3n): below 2^60 + 2^53 */
    V_UNROLL
    for (j = 0; j < PJ; j++) {
        __m512i q = P_SUB(PBC(N[j], 3), PBC(N[j], 1)), a2 = PBC(Ma[j], 0), q2 = P_ADD(q, q);
        __m512i xr = P_SUB(a2, q2), tr = P_SUB(P_ADD(q2, q), a2);
        __m512i v = P_SHL(P_BL(PL2, xr, N[j]), 2);
        Cop[j] = P_ADD(P_BL(PL3, P_BL(PL1 | PL2, P_ADD(tr, Sa[j]), v), tr), p_dl(j, 256, 8, 0, 256));
    }
    p_norm(Cop);
    /* the new state (alpha'', Y'', W'', X''): alpha'' = 3 (X''^2 -
     * delta''^2) (lane 0; the part subtracted, 3w, below 448 D's limbs),
     * Y'' = 4 ((alpha + T)^2 - T^2 - alpha^2) - 64 gamma^2 (lane 1; the part
     * subtracted below 8w + 64n, 1152 D's limbs above it), W'' = Y'' + Z''
     * with Z'' = 2 Z' (lane 2), X'' (lane 3, Cop's lane 1): all below 2^62.
     * K (the alpha^2, gamma^2 and Z' terms) and X'' are placed before the
     * square, so that after it each lane is one permuted difference away */
    V_UNROLL
    for (j = 0; j < PJ; j++) {
        __m512i k = P_ADD(P_SHL(Ma[j], 2), _mm512_slli_epi64(N[j], (unsigned)gsh));
        K[j] = P_SUB(PBC(k, 0), P_BL(PL2, _mm512_setzero_si512(), P_ADD(Zn[j], Zn[j])));
        DV[j] = P_SHL(N[j], 2); /* delta'' = 4 delta' (lane 2) */
    }
    v_sqr51w_ifma(C, Cop); /* ((alpha + T)^2, X''^2, delta''^2, T^2), wide */
    V_UNROLL
    for (j = 0; j < PJ; j++) {
        /* (X''^2 - delta''^2, (alpha + T)^2 - T^2, the same, *) */
        __m512i d = P_SUB(_mm512_permutex_epi64(C[j], 0x01), _mm512_permutex_epi64(C[j], 0xfe));
        __m512i t = P_BL(PL1 | PL2, P_ADD(P_ADD(d, d), d), P_SUB(P_SHL(d, 2), K[j]));
        S[j] = P_ADD(P_BL(PL3, t, _mm512_permutex_epi64(Cop[j], 0x40)), p_dl(j, 448, 1152, 1152, 0));
    }
    p_norm(S);
}

/* a run's first doubling: P = (X, Y, Z) normal in lanes 0..2 -> the state */
CAIRN_INLINE void v_dbl_first(__m512i *S, __m512i *DV, const __m512i *P)
{
    pfe A, M, N, Al, Ma;
    size_t j;
    V_UNROLL
    for (j = 0; j < PJ; j++) { /* (Z, Y, Y + Z, X) */
        __m512i z = PBC(P[j], 2), y = PBC(P[j], 1);
        A[j] = P_BL(PL2 | PL3, P_BL(PL1, z, y), P_BL(PL3, P_ADD(y, z), PBC(P[j], 0)));
    }
    p_norm(A);
    v_sqr51_ifma(M, A); /* (delta, gamma, (Y + Z)^2, X^2) */
    V_UNROLL
    for (j = 0; j < PJ; j++) { /* (delta, X - gamma, Z' = (Y + Z)^2 - gamma - delta, X + gamma) */
        __m512i g = PBC(M[j], 1), x = PBC(P[j], 0), d = PBC(M[j], 0);
        __m512i t = P_BL(PL2, P_SUB(x, g), P_SUB(M[j], P_ADD(g, d)));
        A[j] = P_ADD(P_BL(PL3, P_BL(PL0, t, d), P_ADD(x, g)), p_dl(j, 0, 1, 2, 0));
    }
    p_norm(A);
    v_sqr51_ifma(N, A); /* (delta^2, (X - gamma)^2, delta', (X + gamma)^2) */
    /* alpha = 3 (X^2 - delta^2) (every lane, below 6n after 3D); N's lane 0
     * becomes 2 gamma^2 = (X + gamma)^2 + (X - gamma)^2 - 2 X^2 (the tail's
     * constant covers the 64 X^2 subtracted) */
    V_UNROLL
    for (j = 0; j < PJ; j++) {
        __m512i a = P_ADD(P_SUB(PBC(M[j], 3), PBC(N[j], 0)), p_dl(j, 1, 1, 1, 1)), x2 = PBC(M[j], 3);
        Al[j] = P_ADD(P_ADD(a, a), a);
        N[j] = P_BL(PL0, N[j], P_SUB(P_ADD(PBC(N[j], 3), PBC(N[j], 1)), P_ADD(x2, x2)));
    }
    p_norm(Al);
    v_sqr51_ifma(Ma, Al); /* alpha^2 */
    v_dbl_tail(S, DV, Al, Ma, N, A, 5);
}

/* one doubling of the state (S, DV) */
CAIRN_INLINE void v_dbl_next(__m512i *S, __m512i *DV)
{
    pfe M, B, N;
    size_t j;
    v_sqr51w_ifma(M, S); /* (alpha^2, gamma, W^2 = (Y + Z)^2, X^2), wide */
    V_UNROLL
    for (j = 0; j < PJ; j++) { /* (gamma, X - gamma, Z' = (Y + Z)^2 - gamma - delta, X + gamma) */
        /* gamma wide, delta below 4n: 256 D's limbs above w + 4n */
        __m512i g = PBC(M[j], 1), x = PBC(S[j], 3);
        __m512i t = P_BL(PL2, P_SUB(x, g), P_SUB(M[j], P_ADD(g, DV[j])));
        B[j] = P_ADD(P_BL(PL3, P_BL(PL0, t, g), P_ADD(x, g)), p_dl(j, 0, 256, 256, 0));
    }
    p_norm(B);
    v_sqr51_ifma(N, B); /* (gamma^2, (X - gamma)^2, delta', (X + gamma)^2) */
    v_dbl_tail(S, DV, S, M, N, B, 6);
}

/* P = 2^n P (n >= 1, public), P = (X, Y, Z) normal in lanes 0..2 in and
 * out (the same point; the coordinates a representative scaled as above);
 * paired inside */
CAIRN_INLINE void v_dbl_n(__m256i *P, unsigned n)
{
    pfe Q, S, DV;
    size_t i, j;
    V_UNROLL
    for (j = 0; j < PJ; j++)
        Q[j] = _mm512_inserti64x4(_mm512_castsi256_si512(P[j]), j + PJ < L ? P[j + PJ] : _mm256_setzero_si256(), 1);
    v_dbl_first(S, DV, Q);
    for (i = 1; i < n; i++) /* public: the count */
        v_dbl_next(S, DV);
    V_UNROLL
    for (j = 0; j < PJ; j++) { /* (X, Y, Z = W + D - Y, alpha) */
        __m512i t = _mm512_permutex_epi64(S[j], 0x27);
        Q[j] = P_ADD(P_BL(PL2, t, P_SUB(t, PBC(t, 1))), p_dl(j, 0, 0, 1, 0));
    }
    p_norm(Q);
    V_UNROLL
    for (j = 0; j < PJ; j++) {
        P[j] = _mm512_castsi512_si256(Q[j]);
        if (j + PJ < L)
            P[j + PJ] = _mm512_extracti64x4_epi64(Q[j], 1);
    }
}

/* n >= 1 doublings of the canonical (X : Y : Z) into (X3 : Y3 : Z3),
 * canonical (outputs may alias inputs) */
void cairn_ec_p521_jac_dbl_n_ifma(cairn_limb *X3, cairn_limb *Y3, cairn_limb *Z3, const cairn_limb *X,
                                  const cairn_limb *Y, const cairn_limb *Z, unsigned n)
{
    uint64_t x[L], y[L], z[L], t[4][L];
    vfe P;
    size_t i;
    to50_ifma(x, X);
    to50_ifma(y, Y);
    to50_ifma(z, Z);
    for (i = 0; i < L; i++)
        P[i] = _mm256_set_epi64x(0, (long long)z[i], (long long)y[i], (long long)x[i]);
    v_dbl_n(P, n);
    for (i = 0; i < L; i++) {
        uint64_t s[4];
        _mm256_storeu_si256((__m256i *)s, P[i]);
        t[0][i] = s[0];
        t[1][i] = s[1];
        t[2][i] = s[2];
    }
    from50_ifma(X3, t[0]);
    from50_ifma(Y3, t[1]);
    from50_ifma(Z3, t[2]);
    cairn_wipe(t, sizeof t);
    cairn_wipe(x, sizeof x);
    cairn_wipe(y, sizeof y);
    cairn_wipe(z, sizeof z);
}

/* the all-ones word when the canonical a (9 limbs) is zero */
static uint64_t c_zero_ifma(const cairn_limb *a)
{
    uint64_t o = 0;
    size_t i;
    for (i = 0; i < 9; i++)
        o |= (uint64_t)a[i];
    return (((o | ((uint64_t)0 - o)) >> 63) ^ 1) * ~(uint64_t)0;
}

/* r = a under the mask m, else r (9 limbs) */
static void c_pick_ifma(cairn_limb *r, const cairn_limb *a, uint64_t m)
{
    size_t i;
    for (i = 0; i < 9; i++)
        r[i] ^= (r[i] ^ a[i]) & (cairn_limb)m;
}

/* lane k of the 11 registers v, as limbs */
static void lane_out_ifma(uint64_t *l, const __m256i *v, size_t k)
{
    uint64_t s[4];
    size_t i;
    for (i = 0; i < L; i++) {
        _mm256_storeu_si256((__m256i *)s, v[i]);
        l[i] = s[k];
    }
    cairn_wipe(s, sizeof s);
}

/* limb i of each of the four (or fewer) 11 x 50 elements into lanes 0..3 */
static void lanes_in_ifma(__m256i *v, const uint64_t *a, const uint64_t *b, const uint64_t *c, const uint64_t *d)
{
    size_t i;
    for (i = 0; i < L; i++)
        v[i] = _mm256_set_epi64x((long long)d[i], (long long)c[i], (long long)b[i], (long long)a[i]);
}

/* Q = (X, Y, Z, Z^2) from Q = (X, Y, Z, Z): the second point as
 * add_core_ifma takes it (the window table's entries too) */
CAIRN_INLINE void v_with_zz(__m256i *Q)
{
    vfe T;
    size_t i;
    v_mul_ifma(T, Q, Q);
    V_UNROLL
    for (i = 0; i < L; i++)
        Q[i] = _mm256_blend_epi32(Q[i], T[i], LANE3);
}

/*
 * The constant-time Jacobian addition (add-2007-bl's values, Z3 = 2 Z1 Z2
 * H) as four stages of lane-parallel products, the second point with its
 * Z2^2 given (the window table keeps it beside the point):
 *   1: Z1^2, Y1 Z2, Y2 Z1, Z1 Z2
 *   2: U1 = X1 Z2^2, U2 = X2 Z1^2, S1 = Y1 Z2 Z2^2, S2 = Y2 Z1 Z1^2    (H = U2 - U1, R = S2 - S1, r = 2R)
 *   3: I = (2H)^2, r^2, r U1, H (r - 2 S1)
 *   4: I (H + 2 U1), I K, r^2 r, Z1 Z2 2H                          (K = 3 r U1 + H (r - 2 S1))
 * X3 = r^2 - J - 2V = r^2 - I (H + 2 U1) and Y3 = r (V - X3) - 2 S1 J = 3 r
 * V - r^3 + J (r - 2 S1) = I K - r^3 (J = H I, V = U1 I): the same values
 * as the five-stage form, one stage of products less.
 * In: A1 = (X1, Y1, Z1, *) and Q = (X2, Y2, Z2, Z2^2) lane by lane, limbs
 * below 2^52 (Y may be D - y, below 2^51; Z1, Z2 and Z2^2 normal). Out: R =
 * (X3, Y3, Z3, *) normal; F = (Z1, Z2, H, R) (H, R normal) for the tests
 * of infinity and of p = q.
 */
static void add_core_ifma(__m256i *Rs, __m256i *F, const __m256i *A1, const __m256i *Q)
{
    const __m256i i1a = _mm256_set_epi64x(2, 5, 1, 2), i1b = _mm256_set_epi64x(6, 2, 6, 2);
    const __m256i ixx = _mm256_set_epi64x(4, 0, 4, 0), i2a = _mm256_set_epi64x(2, 1, 5, 4);
    const __m256i i2b = _mm256_set_epi64x(0, 7, 0, 7), i4a = _mm256_set_epi64x(7, 1, 0, 0);
    const __m256i izz = _mm256_set_epi64x(0, 0, 6, 2);
    vfe a, b, M1, M2, M3, dn;
    size_t i;
    /* stage 1: (Z1, Y1, Y2, Z1) (Z1, Z2, Z1, Z2) */
    V_UNROLL
    for (i = 0; i < L; i++) {
        a[i] = _mm256_permutex2var_epi64(A1[i], i1a, Q[i]);
        b[i] = _mm256_permutex2var_epi64(A1[i], i1b, Q[i]);
    }
    v_mul_ifma(M1, a, b); /* (Z1^2, Y1 Z2, Y2 Z1, Z1 Z2) */
    /* stage 2: (X1, X2, Y1 Z2, Y2 Z1) (Z2^2, Z1^2, Z2^2, Z1^2) */
    V_UNROLL
    for (i = 0; i < L; i++) {
        a[i] = _mm256_permutex2var_epi64(M1[i], i2a, _mm256_permutex2var_epi64(A1[i], ixx, Q[i]));
        b[i] = _mm256_permutex2var_epi64(M1[i], i2b, Q[i]);
    }
    v_mul_ifma(M2, a, b); /* (U1, U2, S1, S2) */
    /* dn = (H, R, R - S1, H), normal: (U2, S2, S2, U2) - (U1, S1, S1, U1)
     * - (0, 0, S1, 0) + (D, D, 2D, D) */
    V_UNROLL
    for (i = 0; i < L; i++) {
        __m256i lo = _mm256_permute4x64_epi64(M2[i], 0x28);
        dn[i] = _mm256_sub_epi64(_mm256_sub_epi64(_mm256_permute4x64_epi64(M2[i], 0x7d), lo),
                                 _mm256_blend_epi32(_mm256_setzero_si256(), lo, LANE2));
        dn[i] = _mm256_add_epi64(dn[i], _mm256_add_epi64(v_d(i, 1), _mm256_blend_epi32(_mm256_setzero_si256(),
                                                                                        v_d(i, 1), LANE2)));
    }
    v_norm(dn);
    /* stage 3: (2H, 2R, 2R, H) (2H, 2R, U1, 2 (R - S1)) (below 2n) */
    V_UNROLL
    for (i = 0; i < L; i++) {
        __m256i p = _mm256_permute4x64_epi64(dn[i], 0xd4), q = _mm256_permute4x64_epi64(dn[i], 0xa4);
        a[i] = _mm256_blend_epi32(_mm256_add_epi64(p, p), p, LANE3);
        b[i] = _mm256_blend_epi32(_mm256_add_epi64(q, q), BC(M2[i], 0), LANE2);
    }
    v_mul_ifma(M3, a, b); /* (I, r^2, r U1, H (r - 2 S1)) */
    /* stage 4: (I, I, r^2, Z1 Z2) (H + 2 U1, K, 2R, 2H), normal (H + 2 U1
     * below 3n, K = 3 r U1 + H (r - 2 S1) below 4n) */
    V_UNROLL
    for (i = 0; i < L; i++) {
        __m256i t = _mm256_permute4x64_epi64(dn[i], 0xd0), k = BC(M3[i], 2);
        k = _mm256_add_epi64(_mm256_add_epi64(_mm256_add_epi64(k, k), k), BC(M3[i], 3));
        a[i] = _mm256_permutex2var_epi64(M3[i], i4a, M1[i]);
        b[i] = _mm256_blend_epi32(_mm256_blend_epi32(_mm256_add_epi64(t, _mm256_add_epi64(M2[i], M2[i])), k, LANE1),
                                  _mm256_add_epi64(t, t), LANE2 | LANE3);
    }
    v_norm(b);
    v_mul_ifma(b, a, b); /* (J + 2V, I K, r^3, Z3) */
    /* (X3, Y3, Z3) = (r^2 + D - (J + 2V), I K + D - r^3, Z3); F */
    V_UNROLL
    for (i = 0; i < L; i++) {
        __m256i x = _mm256_sub_epi64(BC(M3[i], 1), b[i]), y = _mm256_sub_epi64(b[i], BC(b[i], 2));
        Rs[i] = _mm256_add_epi64(_mm256_blend_epi32(_mm256_blend_epi32(x, y, LANE1), BC(b[i], 3), LANE2),
                                 _mm256_blend_epi32(v_d(i, 1), _mm256_setzero_si256(), LANE2 | LANE3));
        F[i] = _mm256_blend_epi32(_mm256_permutex2var_epi64(A1[i], izz, Q[i]),
                                  _mm256_permute4x64_epi64(dn[i], 0x40), LANE2 | LANE3);
    }
    v_norm(Rs);
}

/* r = p + q, canonical Jacobian points at stride CAIRN_EC_LIMBS (r may
 * alias either): fp_p521.c's cairn_ec_p521_c64_jac_add (add-2007-bl with
 * Z3 = 2 Z1 Z2 H, an operand at infinity giving the other by mask, p = -q
 * giving Z3 = 0, the all-ones mask returned for p = q, both finite) by
 * add_core_ifma (Z2^2 by one more product first) */
cairn_limb cairn_ec_p521_jac_add_ifma(cairn_limb *r, const cairn_limb *p, const cairn_limb *q)
{
    const size_t st = CAIRN_EC_LIMBS;
    uint64_t x1[L], y1[L], z1[L], x2[L], y2[L], z2[L];
    cairn_limb hc[9], rc[9], X3c[9], Y3c[9], Z3c[9];
    vfe R, F, A1, Q;
    uint64_t inf1 = c_zero_ifma(p + 2 * st), inf2 = c_zero_ifma(q + 2 * st), same;
    size_t i;
    to50_ifma(x1, p);
    to50_ifma(y1, p + st);
    to50_ifma(z1, p + 2 * st);
    to50_ifma(x2, q);
    to50_ifma(y2, q + st);
    to50_ifma(z2, q + 2 * st);
    lanes_in_ifma(A1, x1, y1, z1, z1);
    lanes_in_ifma(Q, x2, y2, z2, z2);
    v_with_zz(Q); /* (X2, Y2, Z2, Z2^2) */
    add_core_ifma(R, F, A1, Q);
    lane_out_ifma(x1, R, 0);
    from50_ifma(X3c, x1);
    lane_out_ifma(x1, R, 1);
    from50_ifma(Y3c, x1);
    lane_out_ifma(x1, R, 2);
    from50_ifma(Z3c, x1);
    lane_out_ifma(x1, F, 2);
    from50_ifma(hc, x1);
    lane_out_ifma(x1, F, 3);
    from50_ifma(rc, x1);
    same = c_zero_ifma(hc) & c_zero_ifma(rc) & ~inf1 & ~inf2;
    c_pick_ifma(X3c, q, inf1);
    c_pick_ifma(Y3c, q + st, inf1);
    c_pick_ifma(Z3c, q + 2 * st, inf1);
    c_pick_ifma(X3c, p, inf2);
    c_pick_ifma(Y3c, p + st, inf2);
    c_pick_ifma(Z3c, p + 2 * st, inf2);
    for (i = 0; i < 9; i++) {
        r[i] = X3c[i];
        r[st + i] = Y3c[i];
        r[2 * st + i] = Z3c[i];
    }
    cairn_wipe(x1, sizeof x1);
    cairn_wipe(y1, sizeof y1);
    cairn_wipe(z1, sizeof z1);
    cairn_wipe(x2, sizeof x2);
    cairn_wipe(y2, sizeof y2);
    cairn_wipe(z2, sizeof z2);
    cairn_wipe(hc, sizeof hc);
    cairn_wipe(rc, sizeof rc);
    return (cairn_limb)same;
}


/* R = (X3, Y3, Z3) in lanes 0..2, normal: (X1 : Y1 : Z1) + (x2, y2), the
 * complete mixed addition below, operands normal 11 x 50 limbs. Three
 * stages of lane-parallel products, the first and the last on eight lanes
 * (zmm):
 *   1: t0 = X1 x2, t1 = Y1 y2, (x2 + y2)(X1 + Y1), x2 Z1, y2 Z1, b Z1
 *   2: b (x2 Z1 + X1)
 *   3: t4 Y3, t0 Y3, X3 Z3, t3 X3, t4 Z3, t3 t0
 * with the steps between them on broadcast elements (every lane the same
 * value; the stages' operands are blends of them). Straight-line: constant
 * time. */
static void rcb_core_ifma(__m256i *R, const uint64_t *X1, const uint64_t *Y1, const uint64_t *Z1, const uint64_t *x2,
                          const uint64_t *y2, const uint64_t *bb)
{
    uint64_t s1[L], s2[L];
    vfe V, W, A, B, M1, M2, t3, t4, X3n, Z3a, X3b, Y3n, t0b;
    vfe512 Az, Bz;
    size_t i;
    for (i = 0; i < L; i++) {
        s1[i] = X1[i] + Y1[i];
        s2[i] = x2[i] + y2[i];
    }
    lanes_in_ifma(V, X1, Y1, Z1, x2);
    lanes_in_ifma(W, y2, bb, s1, s2);
    /* stage 1: (X1, Y1, x2 + y2, x2) (x2, y2, X1 + Y1, Z1) (sums below 2n) */
    V_UNROLL
    for (i = 0; i < L; i++) {
        A[i] = _mm256_blend_epi32(V[i], _mm256_permute4x64_epi64(W[i], 0x30), LANE2);
        B[i] = _mm256_blend_epi32(_mm256_blend_epi32(BC(V[i], 3), BC(W[i], 0), LANE1),
                                  _mm256_permute4x64_epi64(V[i], 0x80), LANE2 | LANE3);
        B[i] = _mm256_blend_epi32(B[i], W[i], LANE2);
    }
    /* with, in the upper four lanes, (y2, b) (Z1, Z1) */
    V_UNROLL
    for (i = 0; i < L; i++) {
        Az[i] = _mm512_inserti64x4(_mm512_castsi256_si512(A[i]),
                                   _mm256_blend_epi32(BC(W[i], 1), BC(W[i], 0), LANE0), 1);
        Bz[i] = _mm512_inserti64x4(_mm512_castsi256_si512(B[i]), BC(V[i], 2), 1);
    }
    v_mul512_ifma(Az, Az, Bz); /* (t0, t1, (x2 + y2)(X1 + Y1), x2 Z1, y2 Z1, b Z1) */
    V_UNROLL
    for (i = 0; i < L; i++) {
        M1[i] = _mm512_castsi512_si256(Az[i]);
        M2[i] = _mm512_extracti64x4_epi64(Az[i], 1);
    }
    /* stage 2: b (x2 Z1 + X1) (every lane; the sum below 2n) */
    V_UNROLL
    for (i = 0; i < L; i++) {
        A[i] = BC(W[i], 1);
        B[i] = _mm256_add_epi64(BC(M1[i], 3), BC(V[i], 0));
    }
    v_mul_ifma(A, A, B);
    V_UNROLL
    for (i = 0; i < L; i++)
        M2[i] = _mm256_blend_epi32(M2[i], A[i], LANE2); /* (y2 Z1, b Z1, b (x2 Z1 + X1)) */
    /* the steps between, on broadcast elements (bounds: n a normal limb's;
     * 2D >= 2n, 4D >= 4n):
     *   t3 = (x2 + y2)(X1 + Y1) + 2D - t0 - t1, normal
     *   t4 = y2 Z1 + Y1 (below 2n)
     *   X3n = 3 (x2 Z1 + X1 + D - b Z1), normal
     *   Z3a = t1 + D - X3n (below n + 2^51), X3b = t1 + X3n (below 2n)
     *   Y3n = 3 (b (x2 Z1 + X1) + 4D - 3 Z1 - t0), normal
     *   t0b = 3 t0 + 4D - 3 Z1, normal */
    V_UNROLL
    for (i = 0; i < L; i++) {
        __m256i t0 = BC(M1[i], 0), t1 = BC(M1[i], 1), z1 = BC(V[i], 2), z13, u;
        t3[i] = _mm256_sub_epi64(_mm256_add_epi64(BC(M1[i], 2), v_d(i, 2)), _mm256_add_epi64(t0, t1));
        t4[i] = _mm256_add_epi64(BC(M2[i], 0), BC(V[i], 1));
        u = _mm256_sub_epi64(_mm256_add_epi64(_mm256_add_epi64(BC(M1[i], 3), BC(V[i], 0)), v_d(i, 1)), BC(M2[i], 1));
        X3n[i] = _mm256_add_epi64(_mm256_add_epi64(u, u), u);
        z13 = _mm256_add_epi64(_mm256_add_epi64(z1, z1), z1);
        u = _mm256_sub_epi64(_mm256_add_epi64(BC(M2[i], 2), v_d(i, 4)), _mm256_add_epi64(z13, t0));
        Y3n[i] = _mm256_add_epi64(_mm256_add_epi64(u, u), u);
        t0b[i] = _mm256_sub_epi64(_mm256_add_epi64(_mm256_add_epi64(_mm256_add_epi64(t0, t0), t0), v_d(i, 4)), z13);
    }
    v_norm(t3);
    v_norm(X3n);
    v_norm(Y3n);
    v_norm(t0b);
    V_UNROLL
    for (i = 0; i < L; i++) {
        __m256i t1 = BC(M1[i], 1);
        Z3a[i] = _mm256_sub_epi64(_mm256_add_epi64(t1, v_d(i, 1)), X3n[i]);
        X3b[i] = _mm256_add_epi64(t1, X3n[i]);
    }
    /* stage 3: (t4, t0b, X3b, t3) (Y3n, Y3n, Z3a, X3b) */
    V_UNROLL
    for (i = 0; i < L; i++) {
        A[i] = _mm256_blend_epi32(_mm256_blend_epi32(t4[i], t0b[i], LANE1), _mm256_blend_epi32(X3b[i], t3[i], LANE3),
                                  LANE2 | LANE3);
        B[i] = _mm256_blend_epi32(Y3n[i], _mm256_blend_epi32(Z3a[i], X3b[i], LANE3), LANE2 | LANE3);
    }
    /* and, independent of it, stage 4 in the upper lanes: (t4, t3) (Z3a, t0b) */
    V_UNROLL
    for (i = 0; i < L; i++) {
        Az[i] = _mm512_inserti64x4(_mm512_castsi256_si512(A[i]), _mm256_blend_epi32(t4[i], t3[i], LANE1), 1);
        Bz[i] = _mm512_inserti64x4(_mm512_castsi256_si512(B[i]), _mm256_blend_epi32(Z3a[i], t0b[i], LANE1), 1);
    }
    v_mul512_ifma(Az, Az, Bz);
    V_UNROLL
    for (i = 0; i < L; i++) {
        M1[i] = _mm512_castsi512_si256(Az[i]);       /* (t4 Y3, t0 Y3, X3 Z3, t3 X3) */
        M2[i] = _mm512_extracti64x4_epi64(Az[i], 1); /* (t4 Z3, t3 t0) */
    }
    /* (X3, Y3, Z3) = (t3 X3 + D - t4 Y3, X3 Z3 + t0 Y3, t4 Z3 + t3 t0) */
    V_UNROLL
    for (i = 0; i < L; i++) {
        __m256i x3 = _mm256_sub_epi64(_mm256_add_epi64(BC(M1[i], 3), v_d(i, 1)), BC(M1[i], 0));
        __m256i y3 = _mm256_add_epi64(BC(M1[i], 2), BC(M1[i], 1));
        __m256i z3 = _mm256_add_epi64(BC(M2[i], 0), BC(M2[i], 1));
        A[i] = _mm256_blend_epi32(_mm256_blend_epi32(x3, y3, LANE1), z3, LANE2);
    }
    v_norm(A);
    V_UNROLL
    for (i = 0; i < L; i++)
        R[i] = A[i];
    cairn_wipe(s1, sizeof s1);
}

/* r = p + (qx, qy), projective, the affine operand not infinity:
 * fp_p521.c's cairn_ec_p521_c64_rcb_madd (ec_point.c's complete mixed
 * addition for a = -3, Renes-Costello-Batina Algorithm 5; the same values),
 * b the curve's b; canonical in and out, r at stride CAIRN_EC_LIMBS and may
 * alias p */
void cairn_ec_p521_rcb_madd_ifma(cairn_limb *r, const cairn_limb *p, const cairn_limb *qx, const cairn_limb *qy,
                                 const cairn_limb *b)
{
    const size_t st = CAIRN_EC_LIMBS;
    uint64_t X1[L], Y1[L], Z1[L], x2[L], y2[L], bb[L];
    vfe R;
    to50_ifma(X1, p);
    to50_ifma(Y1, p + st);
    to50_ifma(Z1, p + 2 * st);
    to50_ifma(x2, qx);
    to50_ifma(y2, qy);
    to50_ifma(bb, b);
    rcb_core_ifma(R, X1, Y1, Z1, x2, y2, bb);
    lane_out_ifma(X1, R, 0);
    from50_ifma(r, X1);
    lane_out_ifma(X1, R, 1);
    from50_ifma(r + st, X1);
    lane_out_ifma(X1, R, 2);
    from50_ifma(r + 2 * st, X1);
    cairn_wipe(X1, sizeof X1);
    cairn_wipe(Y1, sizeof Y1);
    cairn_wipe(Z1, sizeof Z1);
}

/*
 * The accumulators (ec_point.c: the comb's, k P's and verification's) kept
 * on the radix-2^50 limbs from one formula to the next: acc is 11 groups
 * of four words, group i limb i of (X, Y, Z, *) (normal; the fourth word
 * unused), the lanes the formulas take in (one 256-bit load or store a
 * limb); taken in from and out to a canonical Jacobian or projective point
 * at stride CAIRN_EC_LIMBS.
 */
CAIRN_INLINE __m256i acc_ld(const uint64_t *acc, size_t i)
{
    return _mm256_loadu_si256((const __m256i *)(acc + 4 * i));
}

CAIRN_INLINE void acc_st(uint64_t *acc, size_t i, __m256i v) { _mm256_storeu_si256((__m256i *)(acc + 4 * i), v); }

void cairn_ec_p521_acc_in_ifma(uint64_t *acc, const cairn_limb *p)
{
    uint64_t t[3][L];
    size_t c, i;
    for (c = 0; c < 3; c++)
        to50_ifma(t[c], p + c * CAIRN_EC_LIMBS);
    for (i = 0; i < L; i++) {
        for (c = 0; c < 3; c++)
            acc[4 * i + c] = t[c][i];
        acc[4 * i + 3] = 0;
    }
    cairn_wipe(t, sizeof t);
}

void cairn_ec_p521_acc_out_ifma(cairn_limb *r, const uint64_t *acc)
{
    uint64_t t[L];
    size_t c, i;
    for (c = 0; c < 3; c++) {
        for (i = 0; i < L; i++)
            t[i] = acc[4 * i + c];
        from50_ifma(r + c * CAIRN_EC_LIMBS, t);
    }
    cairn_wipe(t, sizeof t);
}

/* acc = acc + (qx, qy) when keep is all ones, acc when it is zero (the
 * addition made either way; constant time), qx, qy, b canonical */
void cairn_ec_p521_acc_madd_ifma(uint64_t *acc, const cairn_limb *qx, const cairn_limb *qy, const cairn_limb *b,
                                 cairn_limb keep)
{
    uint64_t x2[L], y2[L], bb[L], a[3][L];
    const __m256i m = _mm256_set1_epi64x((long long)keep);
    vfe R;
    size_t i, c;
    to50_ifma(x2, qx);
    to50_ifma(y2, qy);
    to50_ifma(bb, b);
    for (i = 0; i < L; i++)
        for (c = 0; c < 3; c++)
            a[c][i] = acc[4 * i + c];
    rcb_core_ifma(R, a[0], a[1], a[2], x2, y2, bb);
    for (i = 0; i < L; i++) { /* acc ^ ((acc ^ R) & m) */
        __m256i v = acc_ld(acc, i);
        acc_st(acc, i, _mm256_xor_si256(v, _mm256_and_si256(_mm256_xor_si256(v, R[i]), m)));
    }
    cairn_wipe(a, sizeof a);
    cairn_wipe(x2, sizeof x2);
    cairn_wipe(y2, sizeof y2);
}

/*
 * k P's accumulator (ec_point.c: mul_window) kept on the radix-2^50 limbs
 * (the comb's layout above) from its first doubling to its last addition:
 * doubled n >= 1 times in place, and added to from its window table (below:
 * the constant-time addition above, an operand at infinity giving the
 * other by mask, p = -q giving Z = 0, the all-ones mask returned for
 * p = q, both finite).
 */
void cairn_ec_p521_acc_dbl_ifma(uint64_t *acc, unsigned n)
{
    vfe P;
    size_t i;
    V_UNROLL
    for (i = 0; i < L; i++)
        P[i] = acc_ld(acc, i);
    v_dbl_n(P, n);
    V_UNROLL
    for (i = 0; i < L; i++)
        acc_st(acc, i, P[i]);
}

/* k P's window table on these limbs, made once per k P: entry j is 12
 * groups of four words, group i < 11 limb i of (X, Y, Z, Z^2) (normal),
 * group 11 zeros: one look-up reads every entry whole (six 512-bit blocks)
 * and its groups are the lanes the addition takes in (Z^2: add_core_ifma's
 * second point) */
#define TE (4 * (L + 1)) /* words an entry */
#define TB ((L + 1) >> 1)  /* its 512-bit blocks */

/* entry j of vt = the point a (X, Y, Z, normal, in the accumulator's
 * layout) with its Z^2 */
static void tab_put_ifma(uint64_t *vt, size_t j, const uint64_t *a)
{
    vfe T;
    size_t i;
    V_UNROLL
    for (i = 0; i < L; i++) /* (X, Y, Z, Z) */
        T[i] = _mm256_permute4x64_epi64(acc_ld(a, i), 0xa4);
    v_with_zz(T);
    V_UNROLL
    for (i = 0; i < L; i++)
        _mm256_storeu_si256((__m256i *)(vt + j * TE + 4 * i), T[i]);
    _mm256_storeu_si256((__m256i *)(vt + j * TE + 4 * L), _mm256_setzero_si256());
}

/* vt = the CAIRN_EC_P521_IFMA_TAB entries of tab (canonical Jacobian at
 * stride CAIRN_EC_LIMBS, entries 3 CAIRN_EC_LIMBS apart) in that layout
 * (any points, at infinity or equal among them: test_ec_field's way in;
 * k P builds its table on the limbs, below) */
void cairn_ec_p521_tab_in_ifma(uint64_t *vt, const cairn_limb *tab)
{
    uint64_t a[CAIRN_EC_P521_IFMA_ACC];
    size_t j;
    for (j = 0; j < CAIRN_EC_P521_IFMA_TAB; j++) { /* public: the count */
        cairn_ec_p521_acc_in_ifma(a, tab + j * 3 * CAIRN_EC_LIMBS);
        tab_put_ifma(vt, j, a);
    }
    cairn_wipe(a, sizeof a);
}

/* vt = the window table of the affine point (px, py) (canonical; finite,
 * of order above 2 CAIRN_EC_P521_IFMA_TAB): entry j = (j + 1) P, built on
 * these limbs, ec_point.c's build_table's formulas (an odd j + 1 = 2m + 1
 * from 2m P + P, an even one doubled from (j + 1) / 2; no sum is a doubling
 * or at infinity, so the addition's masks are not needed) */
void cairn_ec_p521_tab_build_ifma(uint64_t *vt, const cairn_limb *px, const cairn_limb *py)
{
    uint64_t a[CAIRN_EC_P521_IFMA_ACC], t[L];
    vfe A1, Q, R, F;
    size_t i, j;
    to50_ifma(t, px);
    V_UNROLL
    for (i = 0; i < L; i++)
        a[4 * i] = t[i];
    to50_ifma(t, py);
    V_UNROLL
    for (i = 0; i < L; i++) {
        a[4 * i + 1] = t[i];
        a[4 * i + 2] = i == 0;
        a[4 * i + 3] = 0;
    }
    tab_put_ifma(vt, 0, a);
    for (j = 1; j + 1 < CAIRN_EC_P521_IFMA_TAB; j += 2) { /* public: the positions */
        /* entry j = 2 entry j / 2 (its groups are the accumulator's layout) */
        memcpy(a, vt + (j >> 1) * TE, sizeof a);
        cairn_ec_p521_acc_dbl_ifma(a, 1);
        tab_put_ifma(vt, j, a);
        /* entry j + 1 = entry j + entry 0 */
        V_UNROLL
        for (i = 0; i < L; i++) {
            A1[i] = _mm256_loadu_si256((const __m256i *)(vt + j * TE + 4 * i));
            Q[i] = _mm256_loadu_si256((const __m256i *)(vt + 4 * i));
        }
        add_core_ifma(R, F, A1, Q);
        V_UNROLL
        for (i = 0; i < L; i++)
            acc_st(a, i, R[i]);
        tab_put_ifma(vt, j + 1, a);
    }
    /* the last entry, 2 entry (TAB - 1) / 2 */
    memcpy(a, vt + (j >> 1) * TE, sizeof a);
    cairn_ec_p521_acc_dbl_ifma(a, 1);
    tab_put_ifma(vt, j, a);
    cairn_wipe(a, sizeof a);
    cairn_wipe(t, sizeof t);
}

/* Q = limbs (x, +-y, z, z^2) of entry idx - 1 of vt (zeros for idx 0;
 * -y = D - y, below 2^51, for neg = 1): every entry read whole and kept by
 * an AND with its mask (a full-width mask from the index, no masked load),
 * the sign by a mask; constant time */
CAIRN_INLINE void v_tab_lookup(__m256i *Q, const uint64_t *vt, uint32_t idx, uint32_t neg)
{
    __m512i acc[TB];
    __m256i nm;
    size_t g, j, i;
    V_UNROLL
    for (g = 0; g < TB; g++)
        acc[g] = _mm512_setzero_si512();
    for (j = 0; j < CAIRN_EC_P521_IFMA_TAB; j++) { /* public: the count */
        uint64_t d = (uint64_t)(idx ^ (uint32_t)(j + 1));
        const __m512i m = _mm512_set1_epi64((long long)((uint64_t)0 - (((d - 1) & ~d) >> 63)));
        V_UNROLL
        for (g = 0; g < TB; g++) /* acc | (entry & m) */
            acc[g] = _mm512_ternarylogic_epi64(acc[g], _mm512_loadu_si512((const void *)(vt + j * TE + 8 * g)), m,
                                               0xf8);
    }
    V_UNROLL
    for (g = 0; g < TB; g++) {
        Q[2 * g] = _mm512_castsi512_si256(acc[g]);
        if (2 * g + 1 < L) /* public: the position */
            Q[2 * g + 1] = _mm512_extracti64x4_epi64(acc[g], 1);
    }
    /* lane 1 = D - y when neg (all-ones in lane 1 of nm) */
    nm = _mm256_set_epi64x(0, 0, (long long)((uint64_t)0 - (uint64_t)(neg & 1)), 0);
    V_UNROLL
    for (i = 0; i < L; i++)
        Q[i] = _mm256_xor_si256(Q[i], _mm256_and_si256(nm, _mm256_xor_si256(Q[i], _mm256_sub_epi64(v_d(i, 1), Q[i]))));
}

/* acc = sign * entry idx - 1 of vt (zeros, a point at infinity, for idx
 * 0; idx and neg secret) */
void cairn_ec_p521_acc_get_ifma(uint64_t *acc, const uint64_t *vt, uint32_t idx, uint32_t neg)
{
    vfe Q;
    size_t i;
    v_tab_lookup(Q, vt, idx, neg);
    v_norm(Q);
    V_UNROLL
    for (i = 0; i < L; i++)
        acc_st(acc, i, Q[i]);
}

/* all-ones in the lanes of a (normal) that are 0 mod p, zeros in the
 * others, with no carry: a normal element is below 2^521 + 2^514 < 2p, so
 * 0 mod p is 0 or p, and each has one normal form: limb 0 of p is 2^50 - 1
 * mod 2^50, below n, so 2^50 - 1; and so on up (limbs 0..9 2^50 - 1, limb
 * 10 2^21 - 1); 0's limbs are all 0. Straight-line. */
CAIRN_INLINE __m256i v_zero_mask(const __m256i *a)
{
    const __m256i m50 = _mm256_set1_epi64x((long long)M50), m21 = _mm256_set1_epi64x((long long)M21);
    __m256i o = a[L - 1], e = m50;
    size_t i;
    V_UNROLL
    for (i = 0; i + 1 < L; i++) {
        o = _mm256_or_si256(o, a[i]);
        e = _mm256_and_si256(e, a[i]);
    }
    return _mm256_or_si256(_mm256_cmpeq_epi64(o, _mm256_setzero_si256()),
                           _mm256_and_si256(_mm256_cmpeq_epi64(e, m50), _mm256_cmpeq_epi64(a[L - 1], m21)));
}

/* acc = acc + sign entry (idx 0: infinity), the constant-time addition
 * above on the vector limbs throughout: the look-up straight into its
 * lanes, the tests for infinity (either Z) and for p = q (H and S2 - S1)
 * on the limbs by v_zero_mask, the results picked by mask */
cairn_limb cairn_ec_p521_acc_add_ifma(uint64_t *acc, const uint64_t *vt, uint32_t idx, uint32_t neg)
{
    vfe A, Q, R, F;
    __m256i z, inf1, inf2;
    uint64_t same;
    size_t i;
    V_UNROLL
    for (i = 0; i < L; i++)
        A[i] = acc_ld(acc, i);
    v_tab_lookup(Q, vt, idx, neg);
    add_core_ifma(R, F, A, Q);
    /* F = (Z1, Z2, H, S2 - S1): which are 0 mod p */
    z = v_zero_mask(F);
    inf1 = BC(z, 0);
    inf2 = BC(z, 1);
    same = (uint64_t)_mm256_extract_epi64(_mm256_andnot_si256(_mm256_or_si256(inf1, inf2),
                                                              _mm256_and_si256(z, BC(z, 3))),
                                          2);
    /* (X3, Y3, Z3), or Q when acc is infinity, or A when Q is; normal */
    V_UNROLL
    for (i = 0; i < L; i++) {
        R[i] = _mm256_blendv_epi8(R[i], Q[i], inf1);
        R[i] = _mm256_blendv_epi8(R[i], A[i], inf2);
    }
    v_norm(R);
    V_UNROLL
    for (i = 0; i < L; i++)
        acc_st(acc, i, R[i]);
    return (cairn_limb)same;
}

/*
 * Verification's accumulator (ec_point.c: mul2_loop_p521v; u1 G + u2 Q,
 * public data): the k P layout above, doubled by cairn_ec_p521_acc_dbl_ifma
 * and added to by the VARIABLE-TIME mixed addition below. It branches on
 * the data (public here), so it is named *_vt, not *_ifma: tests/ct/run.sh
 * counts the branches of the *_ifma functions only.
 */

/* acc = acc + (qx, qy), or + (qx, -qy) when neg (nonzero), acc finite and
 * the affine operand canonical: madd-2007-bl (7M + 4S), fp_p521.c's
 * cairn_ec_p521_c64_pt_madd_vartime (the same formula and values), as five
 * stages of lane-parallel products:
 *   1: Z1Z1 = Z1^2, y2 Z1
 *   2: U2 = x2 Z1Z1, S2 = y2 Z1 Z1Z1         (H = U2 - X1, r = 2 (S2 - Y1))
 *   3: HH = H^2, r^2, (Z1 + H)^2             (Z3 = (Z1 + H)^2 - Z1Z1 - HH)
 *   4: J' = H HH, V' = X1 HH                 (J = 4 J', V = 4 V', X3 = r^2 - J - 2V)
 *   5: r (V - X3), Y1 J'                     (Y3 = r (V - X3) - 8 Y1 J')
 * Returns 1, acc unchanged, when H = 0 (the operand is +-acc: the caller
 * settles it), else 0. Variable time (public data only). */
int cairn_ec_p521_acc_madd_vt(uint64_t *acc, const cairn_limb *qx, const cairn_limb *qy, int neg)
{
    uint64_t x2[L], y2[L], t[L];
    cairn_limb hc[9];
    vfe P, A, B, M1, E, S, M4, X3, Z3, Y3;
    size_t i;
    to50_ifma(x2, qx);
    to50_ifma(y2, qy);
    if (neg != 0) /* public: -y2 = D - y2 (limbs below 2^51) */
        for (i = 0; i < L; i++)
            y2[i] = (i == 0 ? ((uint64_t)1 << 51) - ((uint64_t)1 << 30) : ((uint64_t)1 << 51) - 2) - y2[i];
    for (i = 0; i < L; i++)
        P[i] = _mm256_blend_epi32(acc_ld(acc, i), _mm256_setzero_si256(), LANE3);
    /* stage 1: (Z1, y2) (Z1, Z1) */
    V_UNROLL
    for (i = 0; i < L; i++) {
        B[i] = BC(P[i], 2);
        A[i] = _mm256_blend_epi32(B[i], _mm256_set1_epi64x((long long)y2[i]), LANE1);
    }
    v_mul_ifma(M1, A, B); /* (Z1Z1, y2 Z1) */
    /* stage 2: (x2, y2 Z1) (Z1Z1, Z1Z1) */
    V_UNROLL
    for (i = 0; i < L; i++) {
        A[i] = _mm256_blend_epi32(_mm256_set1_epi64x((long long)x2[i]), M1[i], LANE1);
        B[i] = BC(M1[i], 0);
    }
    v_mul_ifma(E, A, B); /* (U2, S2) */
    /* E = (H, S2 - Y1) = (U2 + D - X1, S2 + D - Y1), normal */
    V_UNROLL
    for (i = 0; i < L; i++)
        E[i] = _mm256_sub_epi64(_mm256_add_epi64(E[i], v_d(i, 1)), P[i]);
    v_norm(E);
    lane_out_ifma(t, E, 0);
    from50_ifma(hc, t);
    if (c_zero_ifma(hc) != 0) /* public: acc = +-(x2, y2) */
        return 1;
    /* stage 3: (H, r, Z1 + H)^2 (r = 2 (S2 - Y1) and Z1 + H below 2n) */
    V_UNROLL
    for (i = 0; i < L; i++) {
        __m256i h = BC(E[i], 0), r = BC(E[i], 1);
        A[i] = _mm256_blend_epi32(_mm256_blend_epi32(h, _mm256_add_epi64(r, r), LANE1),
                                  _mm256_add_epi64(BC(P[i], 2), h), LANE2);
    }
    v_mul_ifma(S, A, A); /* (HH, r^2, (Z1 + H)^2) */
    /* stage 4: (H, X1) (HH, HH) */
    V_UNROLL
    for (i = 0; i < L; i++) {
        A[i] = _mm256_blend_epi32(BC(E[i], 0), BC(P[i], 0), LANE1);
        B[i] = BC(S[i], 0);
    }
    v_mul_ifma(M4, A, B); /* (J', V') */
    /* X3 = r^2 + 16D - 4 J' - 8 V' (12 n below 16D's limbs); Z3 =
     * (Z1 + H)^2 + 2D - Z1Z1 - HH; both normal, every lane */
    V_UNROLL
    for (i = 0; i < L; i++) {
        __m256i j = BC(M4[i], 0), v = BC(M4[i], 1);
        X3[i] = _mm256_sub_epi64(_mm256_add_epi64(BC(S[i], 1), v_d(i, 16)),
                                 _mm256_add_epi64(_mm256_slli_epi64(j, 2), _mm256_slli_epi64(v, 3)));
        Z3[i] = _mm256_sub_epi64(_mm256_add_epi64(BC(S[i], 2), v_d(i, 2)), _mm256_add_epi64(BC(M1[i], 0), BC(S[i], 0)));
    }
    v_norm(X3);
    v_norm(Z3);
    /* stage 5: (r, Y1) (V + D - X3, J'), V + D - X3 normalised first */
    V_UNROLL
    for (i = 0; i < L; i++)
        B[i] = _mm256_sub_epi64(_mm256_add_epi64(_mm256_slli_epi64(BC(M4[i], 1), 2), v_d(i, 1)), X3[i]);
    v_norm(B);
    V_UNROLL
    for (i = 0; i < L; i++) {
        __m256i r = BC(E[i], 1);
        A[i] = _mm256_blend_epi32(_mm256_add_epi64(r, r), BC(P[i], 1), LANE1);
        B[i] = _mm256_blend_epi32(B[i], BC(M4[i], 0), LANE1);
    }
    v_mul_ifma(A, A, B); /* (r (V - X3), Y1 J') */
    /* Y3 = r (V - X3) + 8D - 8 Y1 J' */
    V_UNROLL
    for (i = 0; i < L; i++)
        Y3[i] = _mm256_sub_epi64(_mm256_add_epi64(A[i], v_d(i, 8)), _mm256_slli_epi64(BC(A[i], 1), 3));
    v_norm(Y3);
    for (i = 0; i < L; i++) /* Y3 in lane 0, X3 and Z3 in every lane */
        acc_st(acc, i, _mm256_blend_epi32(_mm256_blend_epi32(X3[i], BC(Y3[i], 0), LANE1), Z3[i], LANE2));
    return 0;
}

#endif /* CAIRN_EC_HAVE_P521_IFMA */
