/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The special-form prime fields (fp_p256.c, fp_p384.c, fp_p521.c and the
 * x86-64 MULX/ADX P-256 product in src/accel/x86/ec_p256_mulx.c): their
 * field objects (ec_field.h) and the limb helpers they share.
 *
 * These fields keep the value itself (no Montgomery factor): to() and from()
 * are copies, and every hook returns the canonical residue (< p). A product
 * is a schoolbook multiplication into 2n limbs followed by the reduction the
 * prime's shape allows: Solinas for P-256 and P-384 (the 32-bit words of the
 * upper half added and subtracted at fixed positions, FIPS 186-5 / SP 800-186
 * and Solinas 1999), a fold of the bits above 521 for P-521 = 2^521 - 1.
 * The reduction ends with a subtraction of p kept or dropped by a mask.
 *
 * The multiply-accumulate step (hi:lo) = x y + lo + hi cannot overflow two
 * limbs. With 32-bit limbs on Thumb-2 cores with the DSP extension it is the
 * single instruction UMAAL (gcc does not emit it for the C expression, which
 * becomes UMLAL and an ADDS/ADC pair); elsewhere it is the C product of
 * bn_limb.h (unsigned __int128 or the portable 32 x 32 fallback for 64-bit
 * limbs). -DCAIRN_BN_NO_ASM keeps the C form on Thumb-2 too.
 */
#ifndef CAIRN_EC_FP_SPECIAL_H
#define CAIRN_EC_FP_SPECIAL_H

#include "bn/bn_limb.h"
#include "ec/ec_field.h"

#if CAIRN_ENABLE_EC

/* The portable fields, one per curve (the one of this build's limb width). */
extern const cairn_ec_field cairn_ec_fp_p256;
extern const cairn_ec_field cairn_ec_fp_p384;
extern const cairn_ec_field cairn_ec_fp_p521;
#if CAIRN_ENABLE_X86_ACCEL && defined(__x86_64__) && CAIRN_BN_LIMB_BITS == 64
/* P-256 with MULX/ADX products (needs CAIRN_CPU_X86_BMI2 | CAIRN_CPU_X86_ADX) */
#define CAIRN_EC_HAVE_P256_MULX 1
extern const cairn_ec_field cairn_ec_fp_p256_mulx;
/* 2 (X : Y : Z), Jacobian, a = -3, over that field with its operations
 * inlined: what the engine's doubling (ec_point.c) calls for that field */
void cairn_ec_p256_mulx_jac_dbl(cairn_limb *X3, cairn_limb *Y3, cairn_limb *Z3, const cairn_limb *X,
                                const cairn_limb *Y, const cairn_limb *Z);
/* r = p + q, Jacobian, constant time, the same for the engine's addition
 * (points X, Y, Z at stride CAIRN_EC_LIMBS; the p = q mask returned) */
cairn_limb cairn_ec_p256_mulx_jac_add(cairn_limb *r, const cairn_limb *p, const cairn_limb *q);
/* r = p + (qx, qy) for verification (variable time, p finite); 1, r
 * untouched, when p = +-q */
int cairn_ec_p256_mulx_jac_madd_vartime(cairn_limb *r, const cairn_limb *p, const cairn_limb *qx,
                                        const cairn_limb *qy);
/* r = p + (qx, qy), projective, constant time: the engine's complete mixed
 * addition (the comb's), b the curve's b in the field */
void cairn_ec_p256_mulx_rcb_madd(cairn_limb *r, const cairn_limb *p, const cairn_limb *qx, const cairn_limb *qy,
                                 const cairn_limb *b);
/* Constant-time table reads with AVX2 (src/accel/x86/ec_p256_avx2.c; the
 * engine calls them with that field when the CPU has CAIRN_CPU_X86_AVX2
 * too), every entry read and kept by mask, zeros for idx 0 or idx > cnt:
 * r's X, Y, Z (4 limbs each at stride CAIRN_EC_LIMBS) = those of entry
 * idx - 1 of cnt Jacobian points at stride 3 CAIRN_EC_LIMBS limbs (the
 * engine's ec_pt); xy[0..8) = entry idx - 1 of cnt affine points of 8
 * limbs each, x then y (the comb's rows) */
void cairn_ec_p256_avx2_lookup_jac(cairn_limb *r, const cairn_limb *tab, size_t cnt, uint32_t idx);
void cairn_ec_p256_avx2_lookup_aff(cairn_limb *xy, const cairn_limb *tab, size_t cnt, uint32_t idx);
#endif

#if CAIRN_BN_LIMB_BITS == 64 && !CAIRN_SMALL
/* The portable 64-bit P-256 field's own copies of the engine's Jacobian
 * doubling and constant-time addition (ec_p256_jac.h), as the MULX field's
 * above: the engine's jac_dbl and jac_add_ct hand that field's points to
 * them. */
#define CAIRN_EC_HAVE_P256_C64_JAC 1
void cairn_ec_p256_c64_jac_dbl(cairn_limb *X3, cairn_limb *Y3, cairn_limb *Z3, const cairn_limb *X,
                               const cairn_limb *Y, const cairn_limb *Z);
cairn_limb cairn_ec_p256_c64_jac_add(cairn_limb *r, const cairn_limb *p, const cairn_limb *q);
#endif

#if CAIRN_BN_LIMB_BITS == 64 && defined(BN_HAVE_DLIMB) && !CAIRN_SMALL
/* The 64-bit P-521 field's Jacobian doubling (n of them in a row) and
 * constant-time addition on its 58-bit digits with lazy carries (fp_p521.c),
 * canonical elements in and out: the engine's jac_dbl and jac_add_ct hand
 * that field's points to them, as P-256's above. */
#define CAIRN_EC_HAVE_P521_C64_JAC 1
void cairn_ec_p521_c64_jac_dbl_n(cairn_limb *X3, cairn_limb *Y3, cairn_limb *Z3, const cairn_limb *X,
                                 const cairn_limb *Y, const cairn_limb *Z, unsigned n);
cairn_limb cairn_ec_p521_c64_jac_add(cairn_limb *r, const cairn_limb *p, const cairn_limb *q);
/* the comb's complete mixed addition, the same contract as the MULX
 * P-256 field's above */
void cairn_ec_p521_c64_rcb_madd(cairn_limb *r, const cairn_limb *p, const cairn_limb *qx, const cairn_limb *qy,
                                const cairn_limb *b);
/* verification's accumulator on the digits (pt: X, Y, Z at stride
 * CAIRN_EC_LIMBS): in and out of the digits in place, a doubling, and a
 * mixed addition of a canonical affine point (variable time; 1, pt
 * untouched, when pt = +-q) */
void cairn_ec_p521_c64_pt_in(cairn_limb *pt);
void cairn_ec_p521_c64_pt_out(cairn_limb *pt);
void cairn_ec_p521_c64_pt_dbl(cairn_limb *pt);
int cairn_ec_p521_c64_pt_madd_vartime(cairn_limb *pt, const cairn_limb *qx, const cairn_limb *qy);
#endif

#if defined(CAIRN_EC_HAVE_P521_C64_JAC) && defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__)) &&      \
    !defined(CAIRN_BN_NO_ASM) && CAIRN_ENABLE_X86_ACCEL
/* The same doubling and additions with AVX-512 IFMA (src/accel/x86/ec_p521_ifma.c, built
 * for AVX-512F/VL and IFMA): ec_point.c calls it instead when the CPU has
 * them (ec_ctx's p521v). */
#define CAIRN_EC_HAVE_P521_IFMA 1
/* P-521's field object for those CPUs (fp_p521.c): the portable one's
 * operations, needs AVX-512F/VL and IFMA; the engine keys the vector path on it */
extern const cairn_ec_field cairn_ec_fp_p521_ifma;
/* n >= 1 doublings: the same point as cairn_ec_p521_c64_jac_dbl_n's, not
 * the same coordinates (a representative (4^n X, 8^n Y, 2^n Z) of its
 * own; ec_point.c only compares points projectively) */
void cairn_ec_p521_jac_dbl_n_ifma(cairn_limb *X3, cairn_limb *Y3, cairn_limb *Z3, const cairn_limb *X,
                                  const cairn_limb *Y, const cairn_limb *Z, unsigned n);
/* and the constant-time addition, cairn_ec_p521_c64_jac_add's contract */
cairn_limb cairn_ec_p521_jac_add_ifma(cairn_limb *r, const cairn_limb *p, const cairn_limb *q);
/* and the comb's complete mixed addition, cairn_ec_p521_c64_rcb_madd's */
void cairn_ec_p521_rcb_madd_ifma(cairn_limb *r, const cairn_limb *p, const cairn_limb *qx, const cairn_limb *qy,
                                 const cairn_limb *b);
/* the comb's accumulator on the radix-2^50 limbs (CAIRN_EC_P521_IFMA_ACC
 * words: limb i of X, Y, Z and a spare word, i = 0..10): in from and out to
 * a canonical projective point at stride CAIRN_EC_LIMBS, and acc += (qx,
 * qy) (the mixed addition above) under the all-ones mask keep (zero: acc
 * unchanged; constant time) */
#define CAIRN_EC_P521_IFMA_ACC 44
void cairn_ec_p521_acc_in_ifma(uint64_t *acc, const cairn_limb *p);
void cairn_ec_p521_acc_out_ifma(cairn_limb *r, const uint64_t *acc);
void cairn_ec_p521_acc_madd_ifma(uint64_t *acc, const cairn_limb *qx, const cairn_limb *qy, const cairn_limb *b,
                                 cairn_limb keep);
/* k P's accumulator (Jacobian, the same layout): acc = 2^n acc (n >= 1;
 * the same point, a representative of its own as above), and
 * acc += sign * tab[idx - 1] (idx 0: infinity; neg 1: minus) from the
 * window table of CAIRN_EC_P521_IFMA_TAB canonical Jacobian points (stride
 * CAIRN_EC_LIMBS, 3 CAIRN_EC_LIMBS apart) converted once into vt
 * (CAIRN_EC_P521_IFMA_TABW words); the constant-time addition's contract,
 * its p = q mask returned; idx and neg secret */
#define CAIRN_EC_P521_IFMA_TAB 16
#define CAIRN_EC_P521_IFMA_TABW (CAIRN_EC_P521_IFMA_TAB * 48)
void cairn_ec_p521_acc_dbl_ifma(uint64_t *acc, unsigned n);
void cairn_ec_p521_tab_in_ifma(uint64_t *vt, const cairn_limb *tab);
/* vt = the window table of the canonical affine (px, py) (entry j: (j + 1)
 * P), built on the vector limbs; acc = sign * entry idx - 1 (idx 0:
 * infinity) */
void cairn_ec_p521_tab_build_ifma(uint64_t *vt, const cairn_limb *px, const cairn_limb *py);
void cairn_ec_p521_acc_get_ifma(uint64_t *acc, const uint64_t *vt, uint32_t idx, uint32_t neg);
cairn_limb cairn_ec_p521_acc_add_ifma(uint64_t *acc, const uint64_t *vt, uint32_t idx, uint32_t neg);
/* verification's accumulator (the same layout, public data): acc += (qx,
 * +-qy) by the variable-time mixed addition, cairn_ec_p521_c64_pt_madd_vartime's
 * contract (1 and acc unchanged when the operand is +-acc) */
int cairn_ec_p521_acc_madd_vt(uint64_t *acc, const cairn_limb *qx, const cairn_limb *qy, int neg);
#endif

#if CAIRN_BN_LIMB_BITS == 32 && (defined(__GNUC__) || defined(__clang__)) && defined(__thumb2__) &&                    \
    defined(__ARM_FEATURE_DSP) && __ARM_FEATURE_DSP && !defined(CAIRN_BN_NO_ASM)
#define FP_ARM_UMAAL 1
#define FP_MAC(lo, hi, x, y) __asm__("umaal %0, %1, %2, %3" : "+r"(lo), "+r"(hi) : "r"(x), "r"(y))
#else
#define FP_MAC(lo, hi, x, y) ((lo) = mac((x), (y), (lo), (hi), &(hi)))
#endif

#if defined(FP_ARM_UMAAL)
/* t[0..15] = a b, 8 x 8 words in UMAAL blocks (fp_p256.c): the product of
 * every 256-bit field on Thumb-2 (P-256, SM2). */
void cairn_ec_p256_mul8_armv7em(uint32_t t[16], const uint32_t a[8], const uint32_t b[8]);
#endif

/* t[0..2n) = a b, schoolbook by rows (n is a constant at every call, so the
 * compiler unrolls). t must not overlap a or b. */
CAIRN_INLINE void fp_mul_wide(cairn_limb *t, const cairn_limb *a, const cairn_limb *b, size_t n)
{
    size_t i, j;
    cairn_limb c = 0, ai = a[0];
    for (j = 0; j < n; j++) {
        cairn_limb lo = 0;
        FP_MAC(lo, c, ai, b[j]);
        t[j] = lo;
    }
    t[n] = c;
    for (i = 1; i < n; i++) {
        ai = a[i];
        c = 0;
        for (j = 0; j < n; j++)
            FP_MAC(t[i + j], c, ai, b[j]);
        t[i + n] = c;
    }
}

/* t[0..2n) = a^2: the products a_i a_j (i < j) once, then doubled and the
 * squares a_i^2 added on the diagonal. n >= 2. */
CAIRN_INLINE void fp_sqr_wide(cairn_limb *t, const cairn_limb *a, size_t n)
{
    size_t i, j;
    cairn_limb c = 0, ai = a[0];
#if CAIRN_BN_LIMB_BITS == 32
    cairn_limb two = 2;
#else
    cairn_limb z = 0;
#endif
    t[0] = 0;
    for (j = 1; j < n; j++) {
        cairn_limb lo = 0;
        FP_MAC(lo, c, ai, a[j]);
        t[j] = lo;
    }
    t[n] = c;
    for (i = 1; i + 1 < n; i++) {
        ai = a[i];
        c = 0;
        for (j = i + 1; j < n; j++)
            FP_MAC(t[i + j], c, ai, a[j]);
        t[i + n] = c;
    }
    t[2 * n - 1] = 0;
    c = 0;
#if CAIRN_BN_LIMB_BITS == 32
    /* doubling and squares in one pass: 2 t_k + s_k + carry per limb (s the
     * squares' words), one UMAAL each on Thumb-2 */
    for (i = 0; i < n; i++) {
        cairn_limb lo = 0, hi = 0;
        ai = a[i];
        FP_MAC(lo, hi, ai, ai);
        FP_MAC(lo, c, t[2 * i], two);
        t[2 * i] = lo;
        FP_MAC(hi, c, t[2 * i + 1], two);
        t[2 * i + 1] = hi;
    }
#else
    /* doubled by a carry chain (a shift loop would be vectorised into
     * reloads of fresh stores), then the squares */
    for (i = 1; i < 2 * n - 1; i++)
        t[i] = adc(t[i], t[i], &c);
    t[2 * n - 1] = c;
    c = 0;
    for (i = 0; i < n; i++) {
        ai = a[i];
        FP_MAC(t[2 * i], c, ai, ai);
        FP_MAC(t[2 * i + 1], c, z, z);
    }
#endif
}

/* r = a + b mod p for a, b < p (n limbs). */
CAIRN_INLINE void fp_add_n(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_limb *p, size_t n)
{
    cairn_limb d[CAIRN_EC_LIMBS], c = 0, bw = 0, m;
    size_t i;
    for (i = 0; i < n; i++)
        d[i] = adc(a[i], b[i], &c);
    for (i = 0; i < n; i++)
        d[i] = sbb(d[i], p[i], &bw);
    /* the sum was below p exactly when the subtraction borrowed without a
     * carry out of the addition: then p goes back on */
    m = mask_of(bw & (c ^ 1));
    c = 0;
    for (i = 0; i < n; i++)
        r[i] = adc(d[i], p[i] & m, &c);
}

/* r = a - b mod p for a, b < p (n limbs): p added back under the borrow's mask. */
CAIRN_INLINE void fp_sub_n(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_limb *p, size_t n)
{
    cairn_limb d[CAIRN_EC_LIMBS], bw = 0, c = 0, m;
    size_t i;
    for (i = 0; i < n; i++)
        d[i] = sbb(a[i], b[i], &bw);
    m = mask_of(bw);
    for (i = 0; i < n; i++)
        r[i] = adc(d[i], p[i] & m, &c);
}

/* r = a (n limbs): to() and from() of a field that keeps the value itself. */
CAIRN_INLINE void fp_copy_n(cairn_limb *r, const cairn_limb *a, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++)
        r[i] = a[i];
}

/* r = (hi 2^(LB n) + a) mod p for a value below 2p (hi 0 or 1): p
 * subtracted, then added back under a mask when the value was below p (the
 * subtraction borrowed and hi is 0). Every selection here is such a masked
 * carry chain rather than a masked blend of two copies, which gcc's SLP
 * vectorizer turns into 16-byte reloads of 8-byte stores (a store-forwarding
 * stall each). r may alias a. */
CAIRN_INLINE void fp_csub_n(cairn_limb *r, const cairn_limb *a, cairn_limb hi, const cairn_limb *p, size_t n)
{
    cairn_limb d[CAIRN_EC_LIMBS], bw = 0, c = 0, m;
    size_t i;
    for (i = 0; i < n; i++)
        d[i] = sbb(a[i], p[i], &bw);
    m = mask_of(bw & (hi ^ 1));
    for (i = 0; i < n; i++)
        r[i] = adc(d[i], p[i] & m, &c);
}

/* Two 32-bit words (low first) as limbs: constants are written once for both widths. */
#if CAIRN_BN_LIMB_BITS == 64
#define FP_W2(lo, hi) ((cairn_limb)(lo) | ((cairn_limb)(hi) << 32))
#else
#define FP_W2(lo, hi) (cairn_limb)(lo), (cairn_limb)(hi)
#endif

/* Word k (32 bits) of a limb array. */
#if CAIRN_BN_LIMB_BITS == 64
#define FP_WORD(t, k) ((uint32_t)((t)[(k) >> 1] >> (((k)&1) * 32)))
#else
#define FP_WORD(t, k) ((uint32_t)(t)[k])
#endif
/* The arithmetic shift x >> 32 (floor division by 2^32) of a signed
 * accumulator. A signed right shift of a negative value is
 * implementation-defined in C; gcc and clang document it as the arithmetic
 * shift (one ASR of the high word on 32-bit cores), other compilers get the
 * same value from unsigned operations. */
CAIRN_INLINE int64_t fp_asr32(int64_t x)
{
#if defined(__GNUC__) || defined(__clang__)
    return x >> 32;
#else
    return (int64_t)((((uint64_t)x) ^ ((uint64_t)1 << 63)) >> 32) - ((int64_t)1 << 31);
#endif
}

#endif /* CAIRN_ENABLE_EC */
#endif /* CAIRN_EC_FP_SPECIAL_H */
