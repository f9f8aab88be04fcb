/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Modular exponentiation with AVX-512 IFMA (VPMADD52LUQ/VPMADD52HUQ): the
 * exponentiation hooks of the "x86-avx512ifma" bignum engine (bn.c). This
 * file alone is compiled for AVX-512F/VL and IFMA; nothing in it runs
 * unless the engine's needs are met.
 *
 * Representation. Inside an exponentiation numbers are k digits of 52 bits
 * in 64-bit lanes, k the smallest count with 52 k >= 64 n + 2 (n limbs of
 * the modulus m), so 4m < R' = 2^(52 k). Eight digits make one zmm register;
 * an operand is Z = ceil(k / 8) registers (Z <= 10: moduli up to 4096 bits).
 * The boundaries convert: the base goes in as a R' mod m (a 64-bit
 * Montgomery product of a with R^2 2^(52 k - 64 n) mod m, which is R^2 mod m
 * doubled 52 k - 64 n times), and the result comes out through a product
 * with 1 and one masked subtraction of m.
 *
 * The product is "almost Montgomery" (Gueron and Krasnov's AMM in radix
 * 2^52, the design of OpenSSL's rsaz-avx512): r = a b / R' mod m with a, b
 * < 2m gives r < 2m, no final subtraction. Per digit a_i of a: the lanes of
 * the accumulator get the low 52 bits of a_i b_j and q m_j, the
 * accumulator moves down one lane (VALIGNQ), then the lanes get the high 52
 * bits of the same products. The lanes are not normalised during the
 * product: each takes at most 4k additions of 52-bit values (below 2^61
 * for k <= 80). q = (digit_0 k0) mod 2^52 is the serial dependency, so digit
 * 0 is tracked in a general register (s): the next digit is lane 1 of the
 * accumulator as the previous step left it, completed with scalar products
 * (lo(a_i b_1), hi(a_i b_0), lo(q m_1), hi(q m_0) and the carry of
 * s + lo(a_i b_0) + lo(q m_0), which does not depend on q). From one q to
 * the next the chain is scalar (an imul, a mulx, two adds); the vector
 * round trip (broadcast, product, shift, lane read) has two steps to
 * finish. At the
 * end, digit 0 goes back into lane 0 and the carries are propagated: one
 * vector step (lanes shifted by 52, added one lane up), then the
 * remaining 0/1 carries with the mask trick of an integer addition over the
 * lanes' "generate" and "propagate" bits (carries in = ((G << 1) + P) ^ P).
 *
 * Exponentiation. The same fixed window as bn.c (cairn_bn_exp_window), the
 * table in the caller's space in radix 2^64, fully reduced (n limbs an
 * entry, so the 5-bit window fits where the portable code's does); each
 * look-up reads every entry through masks and converts the one kept to
 * radix 2^52.
 *
 * Constant time: no branch and no address depends on a digit; the loops
 * run over public lengths, the window selection is masked, the carry
 * propagation uses compare masks and integer arithmetic. Valgrind cannot
 * execute AVX-512, so tests/ct/run.sh checks the disassembly of the
 * functions named *_ifma for conditional branches beyond their loops.
 */
#include "cairn/config.h"

#include "bn/bn.h"

#if defined(CAIRN_BN_HAVE_IFMA)

#include <immintrin.h>

#include "core/internal.h"

typedef unsigned long long u64; /* the intrinsics' operand type */
__extension__ typedef unsigned __int128 u128;

#define M52 0xfffffffffffffull

/* The loops over an operand's registers (Z, a compile-time constant in each
 * instance) written out, so that both compilers keep the arrays in
 * registers at any optimisation level: ZFOR(body) runs body with z = 0 ..
 * Z - 1. */
#define ZSTEP(j, ...)                                                                                                 \
    if ((j) < Z) {                                                                                                    \
        const int z = (j);                                                                                            \
        __VA_ARGS__                                                                                                   \
    }
#define ZFOR(...)                                                                                                     \
    do {                                                                                                              \
        ZSTEP(0, __VA_ARGS__)                                                                                         \
        ZSTEP(1, __VA_ARGS__)                                                                                         \
        ZSTEP(2, __VA_ARGS__)                                                                                         \
        ZSTEP(3, __VA_ARGS__)                                                                                         \
        ZSTEP(4, __VA_ARGS__)                                                                                         \
        ZSTEP(5, __VA_ARGS__)                                                                                         \
        ZSTEP(6, __VA_ARGS__)                                                                                         \
        ZSTEP(7, __VA_ARGS__)                                                                                         \
        ZSTEP(8, __VA_ARGS__)                                                                                         \
        ZSTEP(9, __VA_ARGS__)                                                                                         \
    } while (0)
#define MAXZ 10
#define MAXD (8 * MAXZ)

/* k for n limbs: the smallest with 52 k >= 64 n + 2 */
static size_t digits_for(size_t n)
{
    size_t k = 0;
    while (52 * k < 64 * n + 2)
        k++;
    return k;
}

/* d[0..lanes) = x[0..n) in radix 2^52 (zero-padded). Sixteen digits are
 * thirteen limbs, so register z (digits 8z..8z+7) starts 6.5 z limbs in:
 * at limb 13 (z / 2), plus 32 bits for odd z; within it, digit l starts
 * 52 l bits further. A lane's limb pair comes from one 8-limb load by
 * permutation, the two parts by variable shifts (by 64: zero). */
static __attribute__((noinline)) void to52_ifma(u64 *d, size_t lanes, const cairn_limb *x, size_t n)
{
    static const long long idx[2][8] = {{0, 0, 1, 2, 3, 4, 4, 5}, {0, 1, 2, 2, 3, 4, 5, 6}};
    static const long long sh[2][8] = {{0, 52, 40, 28, 16, 4, 56, 44}, {32, 20, 8, 60, 48, 36, 24, 12}};
    const __m512i mask = _mm512_set1_epi64((long long)M52), one = _mm512_set1_epi64(1),
                  s64 = _mm512_set1_epi64(64), iota = _mm512_set_epi64(7, 6, 5, 4, 3, 2, 1, 0);
    size_t z;

    for (z = 0; 8 * z < lanes; z++) {
        const size_t odd = z & 1, base = 13 * (z >> 1) + 6 * odd;
        /* the limbs below n of the eight from base (a public mask; the
         * others read as zero and are not touched) */
        const __mmask8 in = _mm512_cmplt_epu64_mask(
            _mm512_add_epi64(_mm512_set1_epi64((long long)base), iota), _mm512_set1_epi64((long long)n));
        const __m512i iv = _mm512_loadu_si512((const void *)idx[odd]);
        const __m512i sv = _mm512_loadu_si512((const void *)sh[odd]);
        const __m512i w = _mm512_maskz_loadu_epi64(in, (const void *)(x + base));
        __m512i lo = _mm512_permutexvar_epi64(iv, w), hi = _mm512_permutexvar_epi64(_mm512_add_epi64(iv, one), w);
        lo = _mm512_or_si512(_mm512_srlv_epi64(lo, sv), _mm512_sllv_epi64(hi, _mm512_sub_epi64(s64, sv)));
        _mm512_storeu_si512((void *)(d + 8 * z), _mm512_and_si512(lo, mask));
    }
}

/* x[0..n] = d[0..k) (normalised digits) in radix 2^64 then, the value being
 * below 2m, minus m when that does not borrow: x[0..n) mod m. The digits
 * stream through a 128-bit accumulator; a limb is stored every step and
 * the store index, the accumulator and its fill advance by arithmetic on
 * the (public) fill, not by branches. */
static __attribute__((noinline)) void from52_ifma(cairn_limb *x, const cairn_limb *m, size_t n, const u64 *d, size_t k)
{
    cairn_limb t[MAXD + 2], u[MAXD + 2], mm[MAXD + 2], br;
    size_t j, w = 0;
    u128 acc = 0;
    u64 have = 0;

    for (j = 0; j < k; j++) {
        u64 full;
        acc |= (u128)d[j] << have;
        have += 52;
        full = have >> 6; /* 1 when 64 bits are ready (have < 128) */
        t[w] = (cairn_limb)acc;
        w += full;
        acc >>= 64 * full;
        have -= 64 * full;
    }
    t[w] = (cairn_limb)acc;
    memset(mm, 0, sizeof mm);
    memcpy(mm, m, n * sizeof *m);
    br = cairn_bn_sub(u, t, mm, n + 1);
    cairn_bn_cond_copy(br ^ 1, t, u, n + 1);
    cairn_bn_copy(x, t, n);
    cairn_wipe(t, sizeof t);
    cairn_wipe(u, sizeof u);
}

/* Lane carries: every lane below 2^52, the value unchanged. Lanes may hold
 * up to 63 bits on entry; the top lane's carry out is zero for the values
 * the product produces (below 2m < 2^(52 k)). */
static inline __attribute__((always_inline)) void normalise(__m512i *v, const int Z)
{
    const __m512i mask = _mm512_set1_epi64((long long)M52), zero = _mm512_setzero_si512();
    const __m512i one = _mm512_set1_epi64(1);
    __m512i c[MAXZ];
    unsigned g[MAXZ], p[MAXZ], gprev = 0, carry = 0;

    ZFOR(
        c[z] = _mm512_srli_epi64(v[z], 52);
        v[z] = _mm512_and_si512(v[z], mask);
    );
    /* carries one lane up (lane 7 of register z into lane 0 of z + 1) */
    ZFOR(
        __m512i up = _mm512_alignr_epi64(c[z], z > 0 ? c[z > 0 ? z - 1 : 0] : zero, 7);
        v[z] = _mm512_add_epi64(v[z], up);
    );
    /* now each lane is at most 2^52 + 2^11: one more carry of 0 or 1, which
     * may ripple through lanes equal to 2^52 - 1 */
    ZFOR(
        g[z] = (unsigned)_mm512_cmpgt_epu64_mask(v[z], mask);
        p[z] = (unsigned)_mm512_cmpeq_epu64_mask(v[z], mask);
    );
    ZFOR(
        unsigned sum = p[z] + (((g[z] << 1) | gprev) & 0xffu) + carry;
        gprev = g[z] >> 7;
        carry = sum >> 8;
        g[z] = (sum ^ p[z]) & 0xffu; /* lanes that receive a carry */
    );
    ZFOR(
        v[z] = _mm512_mask_add_epi64(v[z], (__mmask8)g[z], v[z], one);
        v[z] = _mm512_and_si512(v[z], mask);
    );
}

#define IFMA_INLINE static inline __attribute__((always_inline))

/* One digit step of the product, in three parts so that two independent
 * products can be interleaved (amm2). The accumulator v holds digits i..
 * of the running sum in its lanes; lane 0 is only a partial value (digit i
 * itself is s, in a general register). An operand is Z zmm registers and,
 * when H is 1, a ymm one after them (four more lanes, when k leaves the last
 * register half empty: 256-bit IFMA costs half a 512-bit one).
 * pre: w = v + lo(a_i B) (accumulated by the multiply-add itself: a
 * separate addition costs more than the longer chain through v, which the
 * interleaved product covers), h = hi(a_i B); no dependency on q. */
typedef struct {
    __m512i v[MAXZ + 1], w[MAXZ], h[MAXZ]; /* v[Z] holds the ymm register at the end */
    __m256i vl, wl, hl;
} amm_acc;

IFMA_INLINE void step_pre(amm_acc *x, const u64 *ai, const u64 *b, const int Z, const int H)
{
    const __m512i zero = _mm512_setzero_si512();
    const __m512i A = _mm512_set1_epi64((long long)*ai);
    ZFOR(
        const __m512i bz = _mm512_loadu_si512((const void *)(b + 8 * z));
        x->w[z] = _mm512_madd52lo_epu64(x->v[z], A, bz);
        x->h[z] = _mm512_madd52hi_epu64(zero, A, bz);
    );
    if (H) {
        const __m256i bl = _mm256_loadu_si256((const void *)(b + 8 * Z)), z4 = _mm256_setzero_si256();
        const __m256i A4 = _mm512_castsi512_si256(A);
        x->wl = _mm256_madd52lo_epu64(x->vl, A4, bl);
        x->hl = _mm256_madd52hi_epu64(z4, A4, bl);
    }
}

/* Per-product constants the scalar step reads from memory (few registers
 * are left when two products are interleaved). b_0, b_1 and k0 are stored
 * shifted up by 12 bits: a 52-bit digit times one of them has the high
 * 52 bits of the product as its high word and the low 52 bits in the top of
 * its low word, so no double shift is needed, and t k0 << 12 is q << 12
 * without a mask. */
typedef struct {
    u64 b0s, b1s, m0, m1, k0s;
} step_consts;

IFMA_INLINE void step_consts_set(step_consts *c, const u64 *b, const u64 *m, u64 k0)
{
    c->b0s = b[0] << 12;
    c->b1s = b[1] << 12;
    c->m0 = m[0];
    c->m1 = m[1];
    c->k0s = k0 << 12;
}

/* scalar: q_i from digit i (s), and digit i + 1 into s: lane 1 of v (digit
 * i + 1 from the steps before) plus lo(a_i b_1), hi(a_i b_0), lo(q m_1),
 * hi(q m_0) and the carry of t + lo(q m_0), t = s + lo(a_i b_0): that sum is
 * 0 mod 2^52, so its carry is (t + 2^52 - 1) >> 52 whatever q is. The chain
 * from s to the next s is an add, an imul, a mulx and an add; lane 1 of v is
 * read straight from the previous step's result (lo(a_i b_1) comes from a
 * scalar product), and it only feeds the step after next's q. Assembly so
 * that it stays in registers. */
IFMA_INLINE u64 step_scalar(u64 *s, const amm_acc *x, u64 ai, const step_consts *c)
{
    const u64 e1 = (u64)_mm_extract_epi64(_mm512_castsi512_si128(x->v[0]), 1);
    u64 q, t, hb, u, w, sv = *s;
    __asm__("mulxq %[b1s], %[u], %[w]\n\t"  /* lo(a_i b_1) << 12 */
            "mulxq %[b0s], %[t], %[hb]\n\t" /* hi(a_i b_0), lo(a_i b_0) << 12 */
            "shrq $12, %[u]\n\t"
            "shrq $12, %[t]\n\t"
            "addq %[e1], %[hb]\n\t"
            "addq %[s], %[t]\n\t"           /* t */
            "addq %[u], %[hb]\n\t"
            "movq %[t], %%rdx\n\t"
            "imulq %[k0s], %%rdx\n\t"       /* q << 12 */
            "addq %[mask], %[t]\n\t"
            "shrq $52, %[t]\n\t"            /* the carry */
            "addq %[t], %[hb]\n\t"
            "movq %%rdx, %[u]\n\t"
            "imulq %[m1], %[u]\n\t"
            "shrq $12, %[u]\n\t"            /* lo(q m_1) */
            "addq %[u], %[hb]\n\t"
            "mulxq %[m0], %[u], %[s]\n\t"   /* hi(q m_0) */
            "addq %[hb], %[s]\n\t"
            "shrq $12, %%rdx"
            : [s] "+&r"(sv), "=&d"(q), [t] "=&r"(t), [hb] "=&r"(hb), [u] "=&r"(u), [w] "=&r"(w)
            : "1"(ai), [e1] "r"(e1), [mask] "r"(M52), [b0s] "m"(c->b0s), [b1s] "m"(c->b1s), [k0s] "m"(c->k0s),
              [m0] "m"(c->m0), [m1] "m"(c->m1)
            : "cc");
    *s = sv;
    return q;
}

/* post: w += lo(q M), h += hi(q M), v = (w one lane down) + h */
IFMA_INLINE void step_post(amm_acc *x, u64 q, const u64 *m, const int Z, const int H)
{
    const __m512i zero = _mm512_setzero_si512();
    const __m512i Q = _mm512_set1_epi64((long long)q);
    ZFOR(
        const __m512i mz = _mm512_loadu_si512((const void *)(m + 8 * z));
        x->w[z] = _mm512_madd52lo_epu64(x->w[z], Q, mz);
        x->h[z] = _mm512_madd52hi_epu64(x->h[z], Q, mz);
    );
    if (H) {
        const __m256i ml = _mm256_loadu_si256((const void *)(m + 8 * Z)), Q4 = _mm512_castsi512_si256(Q);
        x->wl = _mm256_madd52lo_epu64(x->wl, Q4, ml);
        x->hl = _mm256_madd52hi_epu64(x->hl, Q4, ml);
    }
    ZFOR(
        __m512i next = z + 1 < Z ? x->w[z + 1 < Z ? z + 1 : z] : (H ? _mm512_castsi256_si512(x->wl) : zero);
        x->v[z] = _mm512_add_epi64(_mm512_alignr_epi64(next, x->w[z], 1), x->h[z]);
    );
    if (H)
        x->vl = _mm256_add_epi64(_mm256_alignr_epi64(_mm256_setzero_si256(), x->wl, 1), x->hl);
}

/* normalise Z registers and store them */
IFMA_INLINE void normalise_store(u64 *r, __m512i *v, const int Z)
{
    normalise(v, Z);
    ZFOR(_mm512_storeu_si512((void *)(r + 8 * z), v[z]););
}

/* digit 0 back into lane 0, carries, store (a ymm register as the low half
 * of a zmm one) */
IFMA_INLINE void step_end(u64 *r, amm_acc *x, u64 s, const int Z, const int H)
{
    x->v[0] = _mm512_mask_set1_epi64(x->v[0], 1, (long long)s);
    if (H)
        x->v[Z] = _mm512_zextsi256_si512(x->vl);
    normalise_store(r, x->v, Z + H);
}

IFMA_INLINE void acc_zero(amm_acc *x, const int Z, const int H)
{
    ZFOR(x->v[z] = _mm512_setzero_si512(););
    if (H)
        x->vl = _mm256_setzero_si256();
}

/* r = a b / R' mod m, almost (r < 2m for a, b < 2m). a: k digits; b, m:
 * 8Z + 4H lanes (8 (Z + H) in memory); r: 8 (Z + H) lanes, normalised. r may
 * alias a or b. */
IFMA_INLINE void amm(u64 *r, const u64 *a, const u64 *b, const u64 *m, u64 k0, size_t k, const int Z, const int H)
{
    amm_acc x;
    step_consts c;
    u64 s = 0;
    size_t i;

    step_consts_set(&c, b, m, k0);
    acc_zero(&x, Z, H);
    for (i = 0; i < k; i++) {
        u64 q;
        step_pre(&x, a + i, b, Z, H);
        q = step_scalar(&s, &x, a[i], &c);
        step_post(&x, q, m, Z, H);
    }
    step_end(r, &x, s, Z, H);
}

/* Two independent products in one loop: one product's steps wait on its q
 * chain, the other's fill the vector units meanwhile. */
IFMA_INLINE void amm2(u64 *r, const u64 *a, const u64 *b, const u64 *m, u64 k0, u64 *r2, const u64 *a2,
                      const u64 *b2, const u64 *m2, u64 k02, size_t k, const int Z, const int H)
{
    amm_acc x, x2;
    step_consts c, c2;
    u64 s = 0, s2 = 0;
    size_t i;

    step_consts_set(&c, b, m, k0);
    step_consts_set(&c2, b2, m2, k02);
    acc_zero(&x, Z, H);
    acc_zero(&x2, Z, H);
    for (i = 0; i < k; i++) {
        u64 q, q2;
        step_pre(&x, a + i, b, Z, H);
        step_pre(&x2, a2 + i, b2, Z, H);
        q = step_scalar(&s, &x, a[i], &c);
        q2 = step_scalar(&s2, &x2, a2[i], &c2);
        step_post(&x, q, m, Z, H);
        step_post(&x2, q2, m2, Z, H);
    }
    step_end(r, &x, s, Z, H);
    step_end(r2, &x2, s2, Z, H);
}

typedef void (*amm_fn)(u64 *r, const u64 *a, const u64 *b, const u64 *m, u64 k0, size_t k);
typedef void (*amm2_fn)(u64 *r, const u64 *a, const u64 *b, const u64 *m, u64 k0, u64 *r2, const u64 *a2,
                        const u64 *b2, const u64 *m2, u64 k02, size_t k);

#define AMM_Z(Zc, Zf, Hc)                                                                                             \
    static void amm_##Zc##Hc##_ifma(u64 *r, const u64 *a, const u64 *b, const u64 *m, u64 k0, size_t k)             \
    {                                                                                                                 \
        amm(r, a, b, m, k0, k, Zf, Hc);                                                                               \
    }
#define AMM2_Z(Zc, Zf, Hc)                                                                                            \
    static void amm2_##Zc##Hc##_ifma(u64 *r, const u64 *a, const u64 *b, const u64 *m, u64 k0, u64 *r2,             \
                                     const u64 *a2, const u64 *b2, const u64 *m2, u64 k02, size_t k)                  \
    {                                                                                                                 \
        amm2(r, a, b, m, k0, r2, a2, b2, m2, k02, k, Zf, Hc);                                                         \
    }
/* amm_ZH_ifma: Z registers in all, the last a ymm one when H is 1 */
AMM_Z(1, 1, 0)
AMM_Z(2, 2, 0)
AMM_Z(2, 1, 1)
AMM_Z(3, 3, 0)
AMM_Z(3, 2, 1)
AMM_Z(4, 4, 0)
AMM_Z(4, 3, 1)
AMM_Z(5, 5, 0)
AMM_Z(5, 4, 1)
AMM_Z(6, 6, 0)
AMM_Z(6, 5, 1)
AMM_Z(7, 7, 0)
AMM_Z(7, 6, 1)
AMM_Z(8, 8, 0)
AMM_Z(8, 7, 1)
AMM_Z(9, 9, 0)
AMM_Z(9, 8, 1)
AMM_Z(10, 10, 0)
AMM_Z(10, 9, 1)
AMM2_Z(1, 1, 0)
AMM2_Z(2, 2, 0)
AMM2_Z(2, 1, 1)
AMM2_Z(3, 3, 0)
AMM2_Z(3, 2, 1)

static const amm_fn amm_of[2][MAXZ + 1] = {
    {NULL, amm_10_ifma, amm_20_ifma, amm_30_ifma, amm_40_ifma, amm_50_ifma, amm_60_ifma, amm_70_ifma, amm_80_ifma,
     amm_90_ifma, amm_100_ifma},
    {NULL, amm_10_ifma, amm_21_ifma, amm_31_ifma, amm_41_ifma, amm_51_ifma, amm_61_ifma, amm_71_ifma, amm_81_ifma,
     amm_91_ifma, amm_101_ifma}};
/* The interleaved pair pays where one product leaves the vector units idle
 * (up to 24 digits); beyond, the products alone fill them. */
#define MAXZ2 3
static const amm2_fn amm2_of[2][MAXZ2 + 1] = {{NULL, amm2_10_ifma, amm2_20_ifma, amm2_30_ifma},
                                             {NULL, amm2_10_ifma, amm2_21_ifma, amm2_31_ifma}};

/* One exponentiation's state: the modulus and the constants in radix 2^52
 * (secret when the modulus is), the base, the window table (radix 2^64,
 * fully reduced entries of n limbs) and the accumulator. */
typedef struct {
    u64 m[MAXD] __attribute__((aligned(64)));
    u64 one[MAXD] __attribute__((aligned(64)));  /* R' mod m */
    u64 base[MAXD] __attribute__((aligned(64))); /* a R' mod m */
    u64 acc[MAXD] __attribute__((aligned(64)));
    u64 sel[MAXD] __attribute__((aligned(64)));
    u64 k0;
    size_t n, k, lanes;
    amm_fn amm;   /* this size's product */
    amm2_fn amm2; /* and the pair's, or NULL */
    const cairn_bn_mont *ctx;
    cairn_limb *table;
} ifma_exp;

/* Set up x for ctx and the base a (n limbs, any value); with a2, its form
 * a2 R' mod m too, into base2 (x->lanes digits). */
static int ifma_setup_bases(ifma_exp *x, const cairn_bn_mont *ctx, const cairn_limb *a, const cairn_limb *a2,
                            u64 *base2)
{
    cairn_limb c[CAIRN_BN_MAX_LIMBS], u[CAIRN_BN_MAX_LIMBS], t[2 * CAIRN_BN_MAX_LIMBS + 2];
    size_t n = ctx->n, k = digits_for(n), z = (k + 7) >> 3, d, half;

    if (z > MAXZ)
        return CAIRN_ERR_UNSUPPORTED;
    /* the last register a ymm one when k leaves at most four of its lanes */
    half = z >= 2 && k <= 8 * z - 4;
    x->ctx = ctx;
    x->n = n;
    x->k = k;
    x->lanes = 8 * z;
    x->amm = amm_of[half][z];
    x->amm2 = z <= MAXZ2 ? amm2_of[half][z] : NULL;
    if (x->amm == NULL) /* no kernel for this register count (n = 0) */
        return CAIRN_ERR_UNSUPPORTED;
    x->k0 = (u64)ctx->m0i & M52;
    to52_ifma(x->m, x->lanes, ctx->m, n);
    /* c = R^2 2^(52k - 64n) mod m: a 64-bit Montgomery product with c
     * multiplies by R' = 2^(52 k) */
    cairn_bn_copy(c, ctx->rr, n);
    for (d = 64 * n; d < 52 * k; d++)
        cairn_bn_mod_add(c, c, c, ctx->m, n);
    cairn_bn_set_word(u, n, 1);
    ctx->eng->montmul(u, u, c, ctx->m, ctx->m0i, n, t);
    to52_ifma(x->one, x->lanes, u, n);
    ctx->eng->montmul(u, a, c, ctx->m, ctx->m0i, n, t);
    to52_ifma(x->base, x->lanes, u, n);
    if (a2 != NULL) {
        ctx->eng->montmul(u, a2, c, ctx->m, ctx->m0i, n, t);
        to52_ifma(base2, x->lanes, u, n);
    }
    cairn_wipe(c, sizeof c);
    cairn_wipe(u, sizeof u);
    cairn_wipe(t, sizeof t);
    return CAIRN_OK;
}

static int ifma_setup(ifma_exp *x, const cairn_bn_mont *ctx, const cairn_limb *a)
{
    return ifma_setup_bases(x, ctx, a, NULL, NULL);
}

/* r[0..n) = x->acc / R' mod m, fully reduced */
static void ifma_finish(ifma_exp *x, cairn_limb *r)
{
    size_t j;
    for (j = 0; j < x->lanes; j++)
        x->sel[j] = 0;
    x->sel[0] = 1;
    x->amm(x->acc, x->acc, x->sel, x->m, x->k0, x->k);
    from52_ifma(r, x->ctx->m, x->n, x->acc, x->k);
}

/* out (radix 2^52) = table[idx], entries of n limbs, reading every entry:
 * each entry is loaded whole (the lanes below n, a public mask) and kept by
 * a lane mask from a vector compare of its index with idx (a blend between
 * registers, no load masked by it). */
static __attribute__((noinline)) void select_ifma(u64 *out, const ifma_exp *x, size_t entries, cairn_limb idx)
{
    cairn_limb sel[CAIRN_BN_MAX_LIMBS + 8] __attribute__((aligned(64)));
    const cairn_limb *table = x->table;
    const __m512i want = _mm512_set1_epi64((long long)idx), one = _mm512_set1_epi64(1);
    size_t n = x->n, e, j;

    for (j = 0; j < n; j += 8) {
        /* lanes j .. min(j + 8, n): all eight but in the last block */
        const size_t left = n - j;
        const __mmask8 lanes = (__mmask8)(0xffu >> (8 - (left < 8 ? left : 8)));
        __m512i acc = _mm512_setzero_si512(), cur = _mm512_setzero_si512();
        for (e = 0; e < entries; e++) {
            __mmask8 hit = _mm512_cmpeq_epi64_mask(cur, want);
            __m512i v = _mm512_maskz_loadu_epi64(lanes, (const void *)(table + e * n + j));
            /* kept a whole register: a load masked by hit would touch
             * memory depending on the index */
            __asm__("" : "+v"(v));
            acc = _mm512_mask_mov_epi64(acc, hit, v);
            cur = _mm512_add_epi64(cur, one);
        }
        _mm512_storeu_si512((void *)(sel + j), acc);
    }
    to52_ifma(out, x->lanes, sel, n);
    cairn_wipe(sel, sizeof sel);
}

/* r = a b / R' for cnt (1 or 2) exponentiations at once: x[j]->ra = ... */
static void amm_cnt(ifma_exp *const *x, int cnt, u64 *const *r, const u64 *const *a, const u64 *const *b)
{
    if (cnt == 2)
        x[0]->amm2(r[0], a[0], b[0], x[0]->m, x[0]->k0, r[1], a[1], b[1], x[1]->m, x[1]->k0, x[0]->k);
    else
        x[0]->amm(r[0], a[0], b[0], x[0]->m, x[0]->k0, x[0]->k);
}

/* The fixed-window exponentiation of cnt (1 or 2, equal sizes) set-up
 * states, window w, exponents e[j] of elen limbs, then x[j]->acc holds
 * a_j^e_j R' (below 2m). The tables are filled, then wiped. */
static void ifma_exp_run(ifma_exp *const *x, int cnt, const cairn_limb *const *e, size_t elen, unsigned w)
{
    u64 t52[2][MAXD] __attribute__((aligned(64)));
    u64 *tp[2], *accp[2];
    const u64 *ctp[2], *cacc[2], *csel[2], *cbase[2];
    size_t n = x[0]->n, ebits = elen * CAIRN_BN_LIMB_BITS, entries = (size_t)1 << w, k, pos;
    unsigned first;
    int j;

    for (j = 0; j < cnt; j++) {
        tp[j] = t52[j];
        ctp[j] = t52[j];
        accp[j] = x[j]->acc;
        cacc[j] = x[j]->acc;
        csel[j] = x[j]->sel;
        cbase[j] = x[j]->base;
        /* entries 0 and 1: R' and a R' (mod m, below m already) */
        from52_ifma(x[j]->table, x[j]->ctx->m, n, x[j]->one, x[j]->k);
        from52_ifma(x[j]->table + n, x[j]->ctx->m, n, x[j]->base, x[j]->k);
    }
    for (k = 2; k < entries; k++) {
        for (j = 0; j < cnt; j++)
            to52_ifma(t52[j], x[j]->lanes, x[j]->table + (((k & 1) == 0) ? (k >> 1) : (k - 1)) * n, n);
        amm_cnt(x, cnt, tp, ctp, (k & 1) == 0 ? ctp : cbase);
        for (j = 0; j < cnt; j++)
            from52_ifma(x[j]->table + k * n, x[j]->ctx->m, n, t52[j], x[j]->k);
    }

    first = (unsigned)ebits;
    while (first > w)
        first -= w;
    if (ebits == 0) {
        for (j = 0; j < cnt; j++) {
            size_t l;
            for (l = 0; l < x[j]->lanes; l++)
                x[j]->acc[l] = x[j]->one[l];
        }
    } else {
        pos = ebits - first;
        for (j = 0; j < cnt; j++)
            select_ifma(x[j]->acc, x[j], entries, cairn_bn_exp_bits(e[j], elen, pos, first));
        while (pos > 0) {
            unsigned s;
            pos -= w;
            for (s = 0; s < w; s++)
                amm_cnt(x, cnt, accp, cacc, cacc);
            for (j = 0; j < cnt; j++)
                select_ifma(x[j]->sel, x[j], entries, cairn_bn_exp_bits(e[j], elen, pos, w));
            amm_cnt(x, cnt, accp, cacc, csel);
        }
    }
    for (j = 0; j < cnt; j++)
        cairn_wipe(x[j]->table, entries * n * sizeof *x[j]->table);
    cairn_wipe(t52, sizeof t52);
}

/* see bn.h (the engine's exp hook: cairn_bn_mont_exp's contract) */
int cairn_bn_ifma_exp(const cairn_bn_mont *ctx, cairn_limb *r, const cairn_limb *a, const cairn_limb *e, size_t elen,
                      cairn_limb *tmp, size_t tmplen)
{
    ifma_exp st, *x = &st;
    int rc = ifma_setup(x, ctx, a);
    if (rc == CAIRN_OK) {
        x->table = tmp;
        ifma_exp_run(&x, 1, &e, elen, cairn_bn_exp_window(elen * CAIRN_BN_LIMB_BITS, ctx->n, tmplen));
        ifma_finish(x, r);
    }
    cairn_wipe(&st, sizeof st);
    return rc;
}

/* see bn.h (the engine's exp2 hook: cairn_bn_mont_exp2's contract, equal sizes) */
int cairn_bn_ifma_exp2(const cairn_bn_mont *c1, cairn_limb *r1, const cairn_limb *a1, const cairn_limb *e1,
                       const cairn_bn_mont *c2, cairn_limb *r2, const cairn_limb *a2, const cairn_limb *e2, size_t elen,
                       cairn_limb *tmp, size_t tmplen)
{
    ifma_exp st[2], *x[2] = {&st[0], &st[1]};
    const cairn_limb *e[2] = {e1, e2};
    size_t n = c1->n, half = tmplen >> 1;
    int rc;

    if (((digits_for(n) + 7) >> 3) > MAXZ2)
        return CAIRN_ERR_UNSUPPORTED;
    rc = ifma_setup(x[0], c1, a1);
    rc |= ifma_setup(x[1], c2, a2);
    if (rc == CAIRN_OK) {
        x[0]->table = tmp;
        x[1]->table = tmp + half;
        ifma_exp_run(x, 2, e, elen, cairn_bn_exp_window(elen * CAIRN_BN_LIMB_BITS, n, half));
        ifma_finish(x[0], r1);
        ifma_finish(x[1], r2);
    }
    cairn_wipe(st, sizeof st);
    return rc;
}

/* see bn.h (the engine's exp_vartime hook) */
int cairn_bn_ifma_exp_vartime(const cairn_bn_mont *ctx, cairn_limb *r, const cairn_limb *a, const cairn_limb *e,
                              size_t elen)
{
    ifma_exp st, *x = &st;
    size_t i, j;
    int started = 0, rc;

    rc = ifma_setup(x, ctx, a);
    if (rc == CAIRN_OK) {
        amm_fn f = x->amm;
        for (j = 0; j < x->lanes; j++)
            x->acc[j] = x->one[j];
        /* variable time: branches on the (public) exponent bits */
        for (i = elen * CAIRN_BN_LIMB_BITS; i-- > 0;) {
            if (started)
                f(x->acc, x->acc, x->acc, x->m, x->k0, x->k);
            if (cairn_bn_bit(e, i)) {
                if (started)
                    f(x->acc, x->acc, x->base, x->m, x->k0, x->k);
                else
                    for (j = 0; j < x->lanes; j++)
                        x->acc[j] = x->base[j];
                started = 1;
            }
        }
        ifma_finish(x, r);
    }
    cairn_wipe(&st, sizeof st);
    return rc;
}

/* see bn.h (the engine's exp_prod_vartime hook: cairn_bn_mont_exp_prod_vartime's
 * contract, the windows of cairn_bn_odd_windows, in radix 2^52) */
int cairn_bn_ifma_exp_prod_vartime(const cairn_bn_mont *ctx, cairn_limb *r, const cairn_limb *a1,
                                   const cairn_limb *e1, const cairn_limb *a2, const cairn_limb *e2, size_t elen)
{
    ifma_exp st, *x = &st;
    u64 tab[2][8][MAXD] __attribute__((aligned(64)));
    u64 base2[MAXD] __attribute__((aligned(64)));
    uint8_t dig[2][CAIRN_BN_PROD_MAX_BITS];
    size_t bits = elen * CAIRN_BN_LIMB_BITS, i, j, l;
    int started = 0, rc;

    if (bits > CAIRN_BN_PROD_MAX_BITS)
        return CAIRN_ERR_UNSUPPORTED;
    rc = ifma_setup_bases(x, ctx, a1, a2, base2);
    if (rc == CAIRN_OK) {
        amm_fn f = x->amm;
        const u64 *base[2];
        base[0] = x->base;
        base[1] = base2;
        cairn_bn_odd_windows(dig[0], e1, bits);
        cairn_bn_odd_windows(dig[1], e2, bits);
        /* tab[j][k] = a_j^(2k+1) R' (x->sel holds a_j^2 R') */
        for (j = 0; j < 2; j++) {
            for (l = 0; l < x->lanes; l++)
                tab[j][0][l] = base[j][l];
            f(x->sel, base[j], base[j], x->m, x->k0, x->k);
            for (i = 1; i < 8; i++)
                f(tab[j][i], tab[j][i - 1], x->sel, x->m, x->k0, x->k);
        }
        /* variable time: branches on the (public) exponent windows */
        for (i = bits; i-- > 0;) {
            if (started)
                f(x->acc, x->acc, x->acc, x->m, x->k0, x->k);
            for (j = 0; j < 2; j++) {
                if (dig[j][i] == 0)
                    continue;
                if (started) {
                    f(x->acc, x->acc, tab[j][dig[j][i] >> 1], x->m, x->k0, x->k);
                } else {
                    for (l = 0; l < x->lanes; l++)
                        x->acc[l] = tab[j][dig[j][i] >> 1][l];
                    started = 1;
                }
            }
        }
        if (!started) /* both exponents zero */
            for (l = 0; l < x->lanes; l++)
                x->acc[l] = x->one[l];
        ifma_finish(x, r);
    }
    cairn_wipe(&st, sizeof st);
    cairn_wipe(tab, sizeof tab);
    cairn_wipe(base2, sizeof base2);
    return rc;
}

#endif /* CAIRN_BN_HAVE_IFMA */
