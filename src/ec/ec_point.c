/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The Weierstrass point engine (ec_internal.h) over a field of ec_field.h.
 *
 * Representation. Field elements are whatever the curve's field keeps
 * (ec_field.h: the value, or a R mod p for the generic Montgomery field);
 * the engine only calls its hooks and compares limbs. Points are projective
 * (X : Y : Z), x = X/Z, y = Y/Z, infinity (0 : 1 : 0), for additions on the
 * constant-time paths, and Jacobian (X : Y : Z), x = X/Z^2, y = Y/Z^3, for
 * doublings and for verification.
 *
 * Formulas. The comb's mixed additions (k G) use the complete formulas of
 * Renes, Costello and Batina (ePrint 2015/1060) for a = -3: Algorithm 5
 * (projective + affine; the affine operand must not be infinity, the other
 * may be anything). Complete means no input is special: P + P, P + (-P)
 * and sums with infinity come out of the same straight-line code. Runs of
 * doublings are done in Jacobian coordinates (dbl-2001-b for a = -3, 4M +
 * 4S against RCB's 8M + 3S), which is exception-free here too: no point has
 * y = 0 (the group order is odd) and infinity stays infinity; from the
 * comb's projective points it enters as (1 : 1 : 0) (a masked replacement
 * of (0 : 0 : 0), which the conversion (X Z, Y Z^2, Z) would give) and
 * leaves as (0 : 1 : 0). A curve with another a that has an a = -3 twist in
 * its constants (brainpool: a u^4 = -3, RFC 5639's t1 curves) is computed
 * on the twist, points mapped in as (u^2 x, u^3 y) where they are decoded
 * and out where they are encoded (two products each way); a curve with
 * neither (a test's run-time curve) takes RCB's general-a Algorithm 2 and a
 * general-a Jacobian doubling (4M + 6S), chosen per call on the public
 * curve. P-256's x86-64 MULX/ADX field has its own copies of the a = -3
 * doubling, the two Jacobian additions and the complete mixed addition
 * with its operations inlined (src/accel/x86/ec_p256_mulx.c: the same
 * values, no call per field operation) and, on a CPU with AVX2 too, its
 * own table reads (src/accel/x86/ec_p256_avx2.c: every entry read with
 * 256-bit vectors and kept by a vector mask), and the portable 64-bit P-256
 * field has the doubling and k P's addition the same way (both from
 * ec_p256_jac.h, whose doubling forms 2Y first and halves once: fewer
 * additions than the sequence here), and the 64-bit P-521 field
 * (fp_p521.c, with a double-limb product) has the doubling (a run of them
 * in one call), k P's addition, the comb's mixed addition and
 * verification's accumulator on its 58-bit digits with lazy carries (the
 * same values, canonical elements at their boundaries); the functions here
 * hand those fields' points to them, a branch on the public field.
 *
 * k * P (ECDH), constant time: signed fixed windows of W = 5 bits (Booth
 * recoding: digits in [-16, 16], floor(nbits / 5) + 1 of them, no parity
 * condition on k) over the table P, 2P, ..., 16P (Jacobian); per digit
 * five Jacobian doublings and one Jacobian addition (add-2007-bl, 12M +
 * 4S, against the complete formulas' 14M and the conversions around the
 * doublings), whose exceptional cases are settled without a branch: an
 * operand at infinity (the accumulator before the first non-zero digit, a
 * digit 0) gives the other by mask, P + (-P) gives Z = 0 by itself, and
 * P + P cannot occur before the last digit (mul_window's bound) and is
 * taken there from a doubling by mask. The table entry is read by
 * scanning all 16 entries with masks, infinity (digit 0) is the scan's
 * starting value, and the sign is a masked negation of Y.
 *
 * k * G (key generation, signing), constant time: a comb over precomputed
 * affine points (cairn_ec_base_table, scripts/gen-ec-tables.py): the same
 * signed digits (5 bits; 4 in the small configuration), row r of the table
 * holding j 2^(w span r) G for j = 1..2^(w-1); span passes over the rows,
 * one mixed addition per digit and w doublings between passes. Default
 * tables: P-256 52 rows (span 1: no doubling at all, 52 KiB), P-384 20
 * rows (span 4, 30 KiB), P-521 27 rows (span 4, 61 KiB with 64-bit limbs),
 * plus 32 odd multiples of G for verification (2, 3, 4.5 KiB); small
 * (CAIRN_EC_SMALL_TABLE): 8, 2 and 2 rows of 8 points (4, 1.5 and 2.3 KiB;
 * P-256's signing and key generation are the Cortex-M targets), no odd
 * table. Every entry of a row is read and kept by mask; the affine
 * entries cannot stand for infinity, so the sum with the digit-0 (all-zero)
 * entry is computed and discarded by mask. A curve with no base table (a
 * test's run-time curve, ec_engine.h) runs k * G as k * P.
 *
 * Constant-time argument. Given the curve, the sequence of field
 * operations, memory addresses and branches is fixed: digit extraction
 * reads scalar bits at public positions and turns them into a magnitude and
 * sign with arithmetic; table reads touch every entry; selections are masks
 * (cairn_ct_*, cairn_bn_cond_copy); the field hooks are constant time by
 * contract. The only data-dependent branch is on whether the result is the
 * point at infinity, which for 1 <= k < n on these prime-order curves never
 * happens (declassified as such). The conversion to affine inverts Z with
 * the field's inversion or src/bn's constant-time binary GCD. Secret
 * temporaries (scalar limbs, digits, tables, accumulators) are wiped.
 *
 * u1 G + u2 Q (verification; public data, variable time): width-w NAF of
 * both scalars interleaved, Jacobian doublings, mixed additions
 * (madd-2007-bl) from the base table's affine odd multiples of G (up to
 * 63 G, NAF width 7; the small configuration uses the comb's row 0, width
 * 4) and from a table of Q, 3Q, ..., 15Q (built with full Jacobian
 * additions, add-2007-bl, then brought to Z = 1 with one inversion);
 * exceptional cases (equal or opposite operands, infinity) by branches.
 * ECDSA's check (cairn_ec_mul2_check_vartime) compares r with the sum's x
 * in Jacobian coordinates, r Z^2 = X (and r + n when that is below p), so
 * the sum is never taken to affine coordinates.
 *
 * The small profile (CAIRN_SMALL) keeps only the constant-time window, and
 * runs it on projective points with the complete formulas (the table's
 * sums, W complete doublings and one complete addition per digit; no
 * Jacobian formulas): its curves have no base table (k G is k P),
 * verification is two window products and one complete addition, every
 * curve takes the general-a complete formulas (a = -3 on a twist) for
 * additions and doublings, and the inversions are Fermat's (public
 * exponents).
 */
#include <string.h>

#include "ec/ec_engine.h"
#include "ec/fp_special.h"

#if CAIRN_ENABLE_EC

/* signed window width of the constant-time multiplications */
#define W 5
#define TAB (1u << (W - 1))
/* width of the verification NAF: odd multiples up to 2^(WNAF-1) - 1 */
#define WNAF 5
#define NAF_TAB (1u << (WNAF - 2))
#define SCALAR_BITS_MAX (8 * CAIRN_EC_MAX_BYTES)

typedef struct {
    cairn_fe X, Y, Z;
} ec_pt;

typedef struct {
    cairn_fe x, y;
} ec_aff;

typedef struct {
    const cairn_ec_field *f;
    const cairn_ec_consts *k;
    const cairn_ec_twist *tw; /* the a = -3 twist computed on, or NULL */
    size_t n;
    int am3;       /* a = -3 (the curve's or its twist's): the cheaper formulas */
    int vlk;       /* the MULX P-256 field on a CPU with AVX2 too: the vector table reads */
    int p521c;     /* one of the 64-bit P-521 field's objects: its Jacobian formulas on digits (or vector limbs) */
    int p521v;     /* its IFMA object on a CPU with AVX-512F/VL and IFMA: the vector doubling and additions */
    cairn_fe b;    /* b (the twist's) in the field's representation */
    cairn_fe zero; /* 0 (any representation's) */
#if CAIRN_SMALL
    cairn_fe ab3[2]; /* a and 3 b, the general-a formulas' constants (the formula programs' slots A, B3) */
#endif
} ec_ctx;

#define FMUL(r, a, b) x->f->mul((r), (a), (b), x->f)
#define FSQR(r, a) x->f->sqr((r), (a), x->f)
#define FADD(r, a, b) x->f->add((r), (a), (b), x->f)
#define FSUB(r, a, b) x->f->sub((r), (a), (b), x->f)

#if CAIRN_SMALL
/* a and 3 b in the field's representation for the general-a formulas, which
 * the small profile runs on every curve (one copy of each, no a = -3
 * variants): a is -3 on a twist (the curve's own a is not what the twist
 * computes with), else the curve's. Made once per operation, in the
 * context. */
static void ctx_ab3(ec_ctx *x)
{
    cairn_limb *a = x->ab3[0], *b3 = x->ab3[1];
    if (x->tw != NULL) {
        FADD(a, x->f->one, x->f->one);
        FADD(a, a, x->f->one);
        FSUB(a, x->zero, a);
    } else {
        x->f->to(a, x->k->a, x->f);
    }
    FADD(b3, x->b, x->b);
    FADD(b3, b3, x->b);
}
#else
/* a and 3 b in the field's representation, for the general-a formulas:
 * made where they are used, so that the a = -3 curves' frames do not carry
 * them (the general-a curves are the tests' run-time ones) */
static void gen_ab3(const ec_ctx *x, cairn_limb *a, cairn_limb *b3)
{
    x->f->to(a, x->k->a, x->f);
    x->f->add(b3, x->b, x->b, x->f);
    x->f->add(b3, b3, x->b, x->f);
}
#endif

static void ctx_init(ec_ctx *x, const cairn_ec_curve_def *c, const cairn_impl *impl)
{
    if (impl == NULL)
        impl = CAIRN_EC_FIELD_CHOICE ? cairn_impl_best(c->impls) : c->impls[0];
    x->f = (const cairn_ec_field *)impl;
    x->k = c->eng->k;
    x->n = x->f->n;
    x->tw = x->k->twist;
    x->am3 = x->k->a_minus3 != 0 || x->tw != NULL;
    x->f->to(x->b, x->tw != NULL ? x->tw->b : x->k->b, x->f);
    memset(x->zero, 0, sizeof x->zero);
    x->vlk = 0;
#if defined(CAIRN_EC_HAVE_P256_MULX)
    x->vlk = x->f == &cairn_ec_fp_p256_mulx && (cairn_cpu_features() & CAIRN_CPU_X86_AVX2) != 0;
#endif
    x->p521c = 0;
    x->p521v = 0;
#if defined(CAIRN_EC_HAVE_P521_C64_JAC)
    x->p521c = x->f == &cairn_ec_fp_p521;
#endif
#if defined(CAIRN_EC_HAVE_P521_IFMA)
    if (x->f == &cairn_ec_fp_p521_ifma) { /* public; the features checked again for a field taken unchecked */
        const uint64_t need = cairn_ec_fp_p521_ifma.impl.needs;
        x->p521c = 1;
        x->p521v = (cairn_cpu_features() & need) == need;
    }
#endif
#if CAIRN_SMALL
    ctx_ab3(x);
#endif
}

/* ------------------------------------------------------------ field extras */

/* r = a^e for a public exponent e[0..n): fixed 4-bit windows, leading zero
 * windows skipped (the exponent, not the base, decides the sequence). */
static void fe_pow_public(cairn_limb *r, const cairn_limb *a, const cairn_limb *e, const cairn_ec_field *f)
{
    cairn_fe tab[16], acc;
    size_t i, pos = f->n * CAIRN_BN_LIMB_BITS;
    int started = 0;
    cairn_bn_copy(tab[0], f->one, f->n);
    cairn_bn_copy(tab[1], a, f->n);
    for (i = 2; i < 16; i++)
        f->mul(tab[i], tab[i - 1], a, f);
    cairn_bn_copy(acc, f->one, f->n);
    while (pos > 0) {
        unsigned d;
        pos -= 4;
        d = (unsigned)cairn_bn_exp_bits(e, f->n, pos, 4);
        if (started) {
            f->sqr(acc, acc, f);
            f->sqr(acc, acc, f);
            f->sqr(acc, acc, f);
            f->sqr(acc, acc, f);
            if (d != 0)
                f->mul(acc, acc, tab[d], f);
        } else if (d != 0) {
            cairn_bn_copy(acc, tab[d], f->n);
            started = 1;
        }
    }
    cairn_bn_copy(r, acc, f->n);
    cairn_wipe(tab, sizeof tab);
    cairn_wipe(acc, sizeof acc);
}

void cairn_ec_fe_inv_fermat(cairn_limb *r, const cairn_limb *a, const cairn_ec_field *f)
{
    cairn_fe e, two;
    cairn_bn_set_word(two, f->n, 2);
    (void)cairn_bn_sub(e, f->p, two, f->n);
    fe_pow_public(r, a, e, f);
}

void cairn_ec_fe_sqrt_fermat(cairn_limb *r, cairn_limb *ok, const cairn_limb *a, const cairn_ec_field *f)
{
    cairn_fe e, one, s, chk;
    cairn_bn_set_word(one, f->n, 1);
    (void)cairn_bn_add(e, f->p, one, f->n); /* p < 2^(LIMB_BITS n) - 1 for every curve here */
    (void)cairn_bn_shr(e, e, f->n, 2);
    fe_pow_public(s, a, e, f);
    f->sqr(chk, s, f);
    *ok = cairn_bn_eq(chk, a, f->n);
    cairn_bn_copy(r, s, f->n);
}

/* r = a^-1 (0 for 0): the field's own inversion, else src/bn's
 * constant-time binary GCD on the canonical value (its steps are word
 * operations on two-word approximations: cheaper, at these sizes, than the
 * hundreds of field squarings of Fermat's a^(p-2), so no field here has its
 * own). The small profile takes Fermat's a^(p - 2) instead (the exponent is
 * public): no binary GCD in its images, about 1.6 KiB. */
#if CAIRN_SMALL
void cairn_ec_fe_inv(cairn_limb *r, const cairn_limb *a, const cairn_ec_field *f)
{
    if (f->inv != NULL)
        f->inv(r, a, f);
    else
        cairn_ec_fe_inv_fermat(r, a, f);
}
#else
void cairn_ec_fe_inv(cairn_limb *r, const cairn_limb *a, const cairn_ec_field *f)
{
    cairn_fe v;
    cairn_limb tmp[4 * CAIRN_EC_LIMBS], ok;
    size_t i;
    if (f->inv != NULL) {
        f->inv(r, a, f);
        return;
    }
    f->from(v, a, f);
    ok = cairn_bn_mod_inv(v, v, f->p, f->n, tmp);
    for (i = 0; i < f->n; i++)
        v[i] &= ok;
    f->to(r, v, f);
    cairn_wipe(v, sizeof v);
    cairn_wipe(tmp, sizeof tmp);
}
#endif

#if CAIRN_SMALL
/* The small profile's engine inverts the canonical value with the curve's
 * Montgomery constants for p (every curve's consts have them) and the code
 * that inverts modulo n (ec_scalar.c): one exponentiation in its images,
 * not two. */
static void fe_inv(const ec_ctx *x, cairn_limb *r, const cairn_limb *a)
{
    cairn_fe v;
    if (x->f->inv != NULL) {
        x->f->inv(r, a, x->f);
        return;
    }
    x->f->from(v, a, x->f);
    cairn_ec_inv_mod_prime(v, v, x->k->p, x->k->p0i, x->k->p_rr, x->n);
    x->f->to(r, v, x->f);
    cairn_wipe(v, sizeof v);
}
#else
static void fe_inv(const ec_ctx *x, cairn_limb *r, const cairn_limb *a) { cairn_ec_fe_inv(r, a, x->f); }
#endif

static void fe_sqrt(const ec_ctx *x, cairn_limb *r, cairn_limb *ok, const cairn_limb *a)
{
    if (x->f->sqrt != NULL)
        x->f->sqrt(r, ok, a, x->f);
    else
        cairn_ec_fe_sqrt_fermat(r, ok, a, x->f);
}

/* x^3 + a x + b */
static void fe_rhs(const ec_ctx *x, cairn_limb *r, const cairn_limb *xx)
{
    cairn_fe t, u;
    FSQR(t, xx);
    FMUL(t, t, xx);
#if CAIRN_SMALL /* a in the context already (the general-a formulas' constant): one path */
    FMUL(u, x->ab3[0], xx);
    FADD(t, t, u);
#else
    if (x->am3) {
        FADD(u, xx, xx);
        FADD(u, u, xx);
        FSUB(t, t, u);
    } else {
        x->f->to(u, x->k->a, x->f);
        FMUL(u, u, xx);
        FADD(t, t, u);
    }
#endif
    FADD(r, t, x->b);
}

/* r = a u^e for the twist's canonical constant ue (u^2, u^3 or an inverse):
 * coordinates into and out of the twist. Out of line: its temporary stays
 * out of the callers' frames. */
static CAIRN_NOINLINE void fe_twist(const ec_ctx *x, cairn_limb *r, const cairn_limb *a, const cairn_limb *ue)
{
    cairn_fe t;
    x->f->to(t, ue, x->f);
    FMUL(r, a, t);
}

/* ------------------------------------------------------------------ points */

#if !CAIRN_SMALL /* the comb and the NAF loops start from it */
static void pt_set_inf(const ec_ctx *x, ec_pt *r)
{
    memset(r, 0, sizeof *r);
    cairn_bn_copy(r->Y, x->f->one, x->n);
}
#endif

/* r = the affine (ax, ay) with Z = 1 */
static void pt_from_xy(const ec_ctx *x, ec_pt *r, const cairn_limb *ax, const cairn_limb *ay)
{
    memset(r, 0, sizeof *r);
    cairn_bn_copy(r->X, ax, x->n);
    cairn_bn_copy(r->Y, ay, x->n);
    cairn_bn_copy(r->Z, x->f->one, x->n);
}

static void pt_from_aff(const ec_ctx *x, ec_pt *r, const ec_aff *a) { pt_from_xy(x, r, a->x, a->y); }

#if CAIRN_SMALL
/* The small profile's complete additions and doublings (k P's table and
 * window, verification's sum): the general-a formulas of RCB (Algorithms 1
 * and 3, with b3 = 3 b) on every curve, no a = -3 variants, no mixed
 * addition (no comb). Each is a fixed program of field operations run by
 * one loop over a register file, rather than straight-line code with a
 * call sequence per operation: two bytes per operation where a call takes
 * ten to fourteen (about 0.8 KiB less on Cortex-M, for the same operations
 * and a few instructions of decoding per field operation). The programs
 * are public constants, so the sequence of operations and addresses is the
 * same for every input.
 *
 * Registers: R_X1..R_Z1 the first operand, whose slots take the result
 * (R_X3..R_Z3), R_X2..R_Z2 the second (a copy of the first for a doubling),
 * R_A and R_B3 the constants a and 3 b, R_T0..R_T5 temporaries. An
 * operation is 4 bits of opcode and three 4-bit register numbers
 * (destination, operands): d = a * b, a + b, a - b; OP_END ends it. */
enum {
    R_X1, R_Y1, R_Z1, R_X2, R_Y2, R_Z2, R_A, R_B3, R_T0, R_T1, R_T2, R_T3, R_T4, R_T5, R_COUNT,
    R_X3 = R_X1, R_Y3 = R_Y1, R_Z3 = R_Z1, R_U = R_X2 /* the doubling's Y Z */
};
enum { OP_MUL, OP_ADD, OP_SUB, OP_END = 15 };
#define PRG(o, d, a, b) (uint16_t)((unsigned)(o) << 12 | (unsigned)(d) << 8 | (unsigned)(a) << 4 | (unsigned)(b))
#define PM(d, a, b) PRG(OP_MUL, d, a, b)
#define PA(d, a, b) PRG(OP_ADD, d, a, b)
#define PS(d, a, b) PRG(OP_SUB, d, a, b)
#define PQ(d, a) PRG(OP_MUL, d, a, a) /* squares as products: one case fewer (this profile's P-256 field squares so anyway) */
#define PEND PRG(OP_END, 0, 0, 0)

/* r = p + q, Algorithm 1 (each result slot written once its input is dead) */
static const uint16_t prog_add[] = {
    PM(R_T0, R_X1, R_X2), PM(R_T1, R_Y1, R_Y2), PM(R_T2, R_Z1, R_Z2), PA(R_T3, R_X1, R_Y1), PA(R_T4, R_X2, R_Y2),
    PM(R_T3, R_T3, R_T4), PA(R_T4, R_T0, R_T1), PS(R_T3, R_T3, R_T4), PA(R_T4, R_X1, R_Z1), PA(R_T5, R_X2, R_Z2),
    PM(R_T4, R_T4, R_T5), PA(R_T5, R_T0, R_T2), PS(R_T4, R_T4, R_T5), PA(R_T5, R_Y1, R_Z1), PA(R_X3, R_Y2, R_Z2),
    PM(R_T5, R_T5, R_X3), PA(R_X3, R_T1, R_T2), PS(R_T5, R_T5, R_X3), PM(R_Z3, R_A, R_T4),  PM(R_X3, R_B3, R_T2),
    PA(R_Z3, R_X3, R_Z3), PS(R_X3, R_T1, R_Z3), PA(R_Z3, R_T1, R_Z3), PM(R_Y3, R_X3, R_Z3), PA(R_T1, R_T0, R_T0),
    PA(R_T1, R_T1, R_T0), PM(R_T2, R_A, R_T2),  PM(R_T4, R_B3, R_T4), PA(R_T1, R_T1, R_T2), PS(R_T2, R_T0, R_T2),
    PM(R_T2, R_A, R_T2),  PA(R_T4, R_T4, R_T2), PM(R_T0, R_T1, R_T4), PA(R_Y3, R_Y3, R_T0), PM(R_T0, R_T5, R_T4),
    PM(R_X3, R_T3, R_X3), PS(R_X3, R_X3, R_T0), PM(R_T0, R_T3, R_T1), PM(R_Z3, R_T5, R_Z3), PA(R_Z3, R_Z3, R_T0), PEND,
};

/* r = 2p, Algorithm 3 (Y Z made early, into R_U, so that the results can
 * take the input's slots) */
static const uint16_t prog_dbl[] = {
    PQ(R_T0, R_X1),       PQ(R_T1, R_Y1),       PQ(R_T2, R_Z1),       PM(R_T3, R_X1, R_Y1), PA(R_T3, R_T3, R_T3),
    PM(R_U, R_Y1, R_Z1),  PM(R_Z3, R_X1, R_Z1), PA(R_Z3, R_Z3, R_Z3), PM(R_X3, R_A, R_Z3),  PM(R_Y3, R_B3, R_T2),
    PA(R_Y3, R_X3, R_Y3), PS(R_X3, R_T1, R_Y3), PA(R_Y3, R_T1, R_Y3), PM(R_Y3, R_X3, R_Y3), PM(R_X3, R_T3, R_X3),
    PM(R_Z3, R_B3, R_Z3), PM(R_T2, R_A, R_T2),  PS(R_T3, R_T0, R_T2), PM(R_T3, R_A, R_T3),  PA(R_T3, R_T3, R_Z3),
    PA(R_Z3, R_T0, R_T0), PA(R_T0, R_Z3, R_T0), PA(R_T0, R_T0, R_T2), PM(R_T0, R_T0, R_T3), PA(R_Y3, R_Y3, R_T0),
    PA(R_T2, R_U, R_U),   PM(R_T0, R_T2, R_T3), PS(R_X3, R_X3, R_T0), PM(R_Z3, R_T2, R_T1), PA(R_Z3, R_Z3, R_Z3),
    PA(R_Z3, R_Z3, R_Z3), PEND,
};

/* the register file's first slots are laid out as two ec_pt, then a, 3 b */
typedef char ec_pt_is_three_fe[sizeof(ec_pt) == 3 * sizeof(cairn_fe) ? 1 : -1];

/* r = the program's result on p, q (r may alias p or q) */
static CAIRN_NOINLINE void pt_run(const ec_ctx *x, ec_pt *r, const ec_pt *p, const ec_pt *q, const uint16_t *prog)
{
    cairn_fe reg[R_COUNT];
    const cairn_ec_field *f = x->f;
    unsigned op;
    memcpy(reg[R_X1], p, sizeof *p);
    memcpy(reg[R_X2], q, sizeof *q);
    memcpy(reg[R_A], x->ab3, sizeof x->ab3);
    for (; (op = *prog) >> 12 != OP_END; prog++) {
        cairn_limb *d = reg[(op >> 8) & 15];
        const cairn_limb *a = reg[(op >> 4) & 15], *b = reg[op & 15];
        switch (op >> 12) {
        case OP_MUL:
            f->mul(d, a, b, f);
            break;
        case OP_ADD:
            f->add(d, a, b, f);
            break;
        default:
            f->sub(d, a, b, f);
            break;
        }
    }
    memcpy(r, reg[R_X3], sizeof *r);
}

#define pt_add(x, r, p, q) pt_run((x), (r), (p), (q), prog_add)
#define pt_dbl(x, r, p) pt_run((x), (r), (p), (p), prog_dbl)

#else /* the default profile: the comb's mixed additions */

/* The general-a complete formulas (RCB Algorithms 1, 2 and 3, with b3 =
 * 3 b): three products by a and two by 3 b where a = -3 needs two by b, so
 * the a = -3 curves keep their own. */

/* The second half of Algorithms 1 and 2, shared: t0 = X1 X2, t1 = Y1 Y2, t3 = X1 Y2 + X2 Y1,
 * t4 = X1 Z2 + X2 Z1, t5 = Y1 Z2 + Y2 Z1 and z = Z1 Z2 (Z1 for the mixed sum; z may be t2). */
static void pt_add_gen_tail(const ec_ctx *x, ec_pt *r, cairn_limb *t0, cairn_limb *t1, cairn_limb *t2, cairn_limb *t3,
                            cairn_limb *t4, cairn_limb *t5, const cairn_limb *z)
{
    cairn_fe X3, Y3, Z3, a, b3;
    gen_ab3(x, a, b3);
    FMUL(Z3, a, t4);
    FMUL(X3, b3, z);
    FADD(Z3, X3, Z3);
    FSUB(X3, t1, Z3);
    FADD(Z3, t1, Z3);
    FMUL(Y3, X3, Z3);
    FADD(t1, t0, t0);
    FADD(t1, t1, t0);
    FMUL(t2, a, z);
    FMUL(t4, b3, t4);
    FADD(t1, t1, t2);
    FSUB(t2, t0, t2);
    FMUL(t2, a, t2);
    FADD(t4, t4, t2);
    FMUL(t0, t1, t4);
    FADD(Y3, Y3, t0);
    FMUL(t0, t5, t4);
    FMUL(X3, t3, X3);
    FSUB(X3, X3, t0);
    FMUL(t0, t3, t1);
    FMUL(Z3, t5, Z3);
    FADD(Z3, Z3, t0);
    cairn_bn_copy(r->X, X3, x->n);
    cairn_bn_copy(r->Y, Y3, x->n);
    cairn_bn_copy(r->Z, Z3, x->n);
}


/* r = p + (qx, qy), the affine point not infinity (Algorithm 2; r may
 * alias p) */
static CAIRN_NOINLINE void pt_madd_gen(const ec_ctx *x, ec_pt *r, const ec_pt *p, const cairn_limb *qx, const cairn_limb *qy)
{
    cairn_fe t0, t1, t2, t3, t4, t5;
    FMUL(t0, p->X, qx);
    FMUL(t1, p->Y, qy);
    FADD(t3, qx, qy);
    FADD(t4, p->X, p->Y);
    FMUL(t3, t3, t4);
    FADD(t4, t0, t1);
    FSUB(t3, t3, t4);
    FMUL(t4, qx, p->Z);
    FADD(t4, t4, p->X);
    FMUL(t5, qy, p->Z);
    FADD(t5, t5, p->Y);
    pt_add_gen_tail(x, r, t0, t1, t2, t3, t4, t5, p->Z);
}

/* The second half of Algorithms 4 and 5, shared: t0 = X1 X2, t1 = Y1 Y2, t3 = X1 Y2 + X2 Y1,
 * t4 = Y1 Z2 + Y2 Z1, Y3 = X1 Z2 + X2 Z1 (overwritten) and z = Z1 Z2 (Z1 for the mixed sum; z
 * may be t2). */
CAIRN_INLINE void pt_add_m3_tail(const ec_ctx *x, ec_pt *r, cairn_limb *t0, cairn_limb *t1, cairn_limb *t2,
                                 cairn_limb *t3, cairn_limb *t4, cairn_limb *Y3, const cairn_limb *z)
{
    cairn_fe X3, Z3;
    FMUL(Z3, x->b, z);
    FSUB(X3, Y3, Z3);
    FADD(Z3, X3, X3);
    FADD(X3, X3, Z3);
    FSUB(Z3, t1, X3);
    FADD(X3, t1, X3);
    FMUL(Y3, x->b, Y3);
    FADD(t1, z, z);
    FADD(t2, t1, z);
    FSUB(Y3, Y3, t2);
    FSUB(Y3, Y3, t0);
    FADD(t1, Y3, Y3);
    FADD(Y3, t1, Y3);
    FADD(t1, t0, t0);
    FADD(t0, t1, t0);
    FSUB(t0, t0, t2);
    FMUL(t1, t4, Y3);
    FMUL(t2, t0, Y3);
    FMUL(Y3, X3, Z3);
    FADD(Y3, Y3, t2);
    FMUL(X3, t3, X3);
    FSUB(X3, X3, t1);
    FMUL(Z3, t4, Z3);
    FMUL(t1, t3, t0);
    FADD(Z3, Z3, t1);
    cairn_bn_copy(r->X, X3, x->n);
    cairn_bn_copy(r->Y, Y3, x->n);
    cairn_bn_copy(r->Z, Z3, x->n);
}

/* r = p + (qx, qy), the affine point not infinity (Algorithm 5; r may
 * alias p) */
static void pt_madd(const ec_ctx *x, ec_pt *r, const ec_pt *p, const cairn_limb *qx, const cairn_limb *qy)
{
    cairn_fe t0, t1, t2, t3, t4, Y3;
    if (!x->am3) {
        pt_madd_gen(x, r, p, qx, qy);
        return;
    }
#if defined(CAIRN_EC_HAVE_P256_MULX)
    if (x->f == &cairn_ec_fp_p256_mulx) { /* the same with its operations inlined (the field is public) */
        cairn_ec_p256_mulx_rcb_madd(r->X, p->X, qx, qy, x->b);
        return;
    }
#endif
#if defined(CAIRN_EC_HAVE_P521_C64_JAC)
    if (x->p521c) { /* the same on its digits, carries lazy */
#if defined(CAIRN_EC_HAVE_P521_IFMA)
        if (x->p521v) { /* public: the same with AVX-512 IFMA */
            cairn_ec_p521_rcb_madd_ifma(r->X, p->X, qx, qy, x->b);
            return;
        }
#endif
        cairn_ec_p521_c64_rcb_madd(r->X, p->X, qx, qy, x->b);
        return;
    }
#endif
    FMUL(t0, p->X, qx);
    FMUL(t1, p->Y, qy);
    FADD(t3, qx, qy);
    FADD(t4, p->X, p->Y);
    FMUL(t3, t3, t4);
    FADD(t4, t0, t1);
    FSUB(t3, t3, t4);
    FMUL(t4, qy, p->Z);
    FADD(t4, t4, p->Y);
    FMUL(Y3, qx, p->Z);
    FADD(Y3, Y3, p->X);
    pt_add_m3_tail(x, r, t0, t1, t2, t3, t4, Y3, p->Z);
}

#endif

/* r->Y = -r->Y when neg (0/1) */
static void pt_cond_neg(const ec_ctx *x, ec_pt *r, cairn_limb neg)
{
    cairn_fe ny;
    FSUB(ny, x->zero, r->Y);
    cairn_bn_cond_copy(neg, r->Y, ny, x->n);
}

#if !CAIRN_SMALL /* the small profile doubles with the complete formulas */
/* r = 2p in Jacobian coordinates for general a (4M + 6S, Z3 = 2 Y Z; r
 * may alias p): S = 4 X Y^2, M = 3 X^2 + a Z^4, X3 = M^2 - 2 S,
 * Y3 = M (S - X3) - 8 Y^4. (1 : 1 : 0) maps to itself, as below. */
static CAIRN_NOINLINE void jac_dbl_gen(const ec_ctx *x, ec_pt *r, const ec_pt *p)
{
    cairn_fe xx, yy, zz, s, m, t, X3, Y3, a;
    x->f->to(a, x->k->a, x->f);
    FSQR(xx, p->X);
    FSQR(yy, p->Y);
    FSQR(zz, p->Z);
    FSQR(zz, zz);
    FMUL(s, p->X, yy);
    FADD(s, s, s);
    FADD(s, s, s);
    FMUL(m, a, zz);
    FADD(t, xx, xx);
    FADD(t, t, xx);
    FADD(m, m, t);
    FSQR(X3, m);
    FADD(t, s, s);
    FSUB(X3, X3, t);
    FSUB(Y3, s, X3);
    FMUL(Y3, m, Y3);
    FSQR(yy, yy);
    FADD(yy, yy, yy);
    FADD(yy, yy, yy);
    FADD(yy, yy, yy);
    FSUB(Y3, Y3, yy);
    FMUL(r->Z, p->Y, p->Z);
    FADD(r->Z, r->Z, r->Z);
    cairn_bn_copy(r->X, X3, x->n);
    cairn_bn_copy(r->Y, Y3, x->n);
}

/* r = 2p in Jacobian coordinates (a = -3, dbl-2001-b with Z3 = 2 Y Z; r may
 * alias p). Branch-free and
 * exception-free on these curves: no point has y = 0 (the order is odd),
 * and infinity (Z = 0) stays infinity (Z3 = 2 Y Z). */
static void jac_dbl_m3(const ec_ctx *x, ec_pt *r, const ec_pt *p)
{
    cairn_fe delta, gamma, beta, alpha, t, X3, Y3, Z3;
    FSQR(delta, p->Z);
    FSQR(gamma, p->Y);
    FMUL(beta, p->X, gamma);
    FSUB(t, p->X, delta);
    FADD(alpha, p->X, delta);
    FMUL(alpha, alpha, t);
    FADD(t, alpha, alpha);
    FADD(alpha, alpha, t); /* 3 (X - delta)(X + delta) */
    FMUL(Z3, p->Y, p->Z); /* 2 Y Z: one addition where (Y + Z)^2 - gamma - delta takes three */
    FADD(Z3, Z3, Z3);
    FADD(beta, beta, beta);
    FADD(beta, beta, beta); /* 4 beta */
    FSQR(X3, alpha);
    FADD(t, beta, beta);
    FSUB(X3, X3, t);
    FSUB(Y3, beta, X3);
    FMUL(Y3, alpha, Y3);
    FADD(gamma, gamma, gamma);
    FSQR(gamma, gamma);
    FADD(gamma, gamma, gamma); /* 8 gamma^2 = 2 (2 gamma)^2: one addition fewer than 2 2 2 gamma^2 */
    FSUB(Y3, Y3, gamma);
    cairn_bn_copy(r->X, X3, x->n);
    cairn_bn_copy(r->Y, Y3, x->n);
    cairn_bn_copy(r->Z, Z3, x->n);
}

/* 2p in Jacobian coordinates for the curve's a (P-256's x86-64 MULX/ADX
 * field has the a = -3 one with its operations inlined: the same values;
 * the field is public) */
static void jac_dbl(const ec_ctx *x, ec_pt *r, const ec_pt *p)
{
#if defined(CAIRN_EC_HAVE_P256_MULX)
    if (x->f == &cairn_ec_fp_p256_mulx) {
        cairn_ec_p256_mulx_jac_dbl(r->X, r->Y, r->Z, p->X, p->Y, p->Z);
        return;
    }
#endif
#if defined(CAIRN_EC_HAVE_P256_C64_JAC)
    if (x->f == &cairn_ec_fp_p256) {
        cairn_ec_p256_c64_jac_dbl(r->X, r->Y, r->Z, p->X, p->Y, p->Z);
        return;
    }
#endif
#if defined(CAIRN_EC_HAVE_P521_C64_JAC)
    if (x->p521c) {
#if defined(CAIRN_EC_HAVE_P521_IFMA)
        if (x->p521v) { /* public */
            cairn_ec_p521_jac_dbl_n_ifma(r->X, r->Y, r->Z, p->X, p->Y, p->Z, 1);
            return;
        }
#endif
        cairn_ec_p521_c64_jac_dbl_n(r->X, r->Y, r->Z, p->X, p->Y, p->Z, 1);
        return;
    }
#endif
    if (x->am3)
        jac_dbl_m3(x, r, p);
    else
        jac_dbl_gen(x, r, p);
}

/* p = 2^w p (Jacobian, w >= 1): w doublings (P-521's 64-bit field does
 * them in one call, its digits converted once each way) */
static void jac_dbl_w(const ec_ctx *x, ec_pt *p, unsigned w)
{
#if defined(CAIRN_EC_HAVE_P521_C64_JAC)
    if (x->p521c) {
#if defined(CAIRN_EC_HAVE_P521_IFMA)
        if (x->p521v) { /* public */
            cairn_ec_p521_jac_dbl_n_ifma(p->X, p->Y, p->Z, p->X, p->Y, p->Z, w);
            return;
        }
#endif
        cairn_ec_p521_c64_jac_dbl_n(p->X, p->Y, p->Z, p->X, p->Y, p->Z, w);
        return;
    }
#endif
    while (w-- > 0)
        jac_dbl(x, p, p);
}

/* Projective (the complete formulas' coordinates) to Jacobian: x = X/Z =
 * (X Z)/Z^2, y = Y/Z = (Y Z^2)/Z^3. Infinity (Z = 0) would become (0 : 0 : 0),
 * which doubling cannot leave; it is replaced, by mask, with (1 : 1 : 0),
 * which doubling maps to itself. */
static void proj_to_jac(const ec_ctx *x, ec_pt *r, const ec_pt *p)
{
    cairn_fe z2;
    cairn_limb inf = cairn_bn_is_zero(p->Z, x->n) & 1;
    FSQR(z2, p->Z);
    FMUL(r->X, p->X, p->Z);
    FMUL(r->Y, p->Y, z2);
    cairn_bn_copy(r->Z, p->Z, x->n);
    cairn_bn_cond_copy(inf, r->X, x->f->one, x->n);
    cairn_bn_cond_copy(inf, r->Y, x->f->one, x->n);
}

/* Jacobian to projective: (X Z : Y : Z^3); infinity (t : u : 0) becomes
 * (0 : u : 0), u != 0 (from (1 : 1 : 0) above). */
static void jac_to_proj(const ec_ctx *x, ec_pt *r, const ec_pt *p)
{
    cairn_fe z2;
    FSQR(z2, p->Z);
    FMUL(r->X, p->X, p->Z);
    FMUL(r->Z, z2, p->Z);
    if (r != p)
        cairn_bn_copy(r->Y, p->Y, x->n);
}

/* p = 2^w p for a projective p: Jacobian doublings (4M + 4S against the
 * complete doubling's 8M + 3S), converted on the way in and out. */
static void pt_dbl_n(const ec_ctx *x, ec_pt *p, unsigned w)
{
    ec_pt j;
    proj_to_jac(x, &j, p);
    jac_dbl_w(x, &j, w);
    jac_to_proj(x, p, &j);
}

#else
/* p = 2^w p, the small profile's: w complete doublings (no Jacobian
 * formulas or conversions) */
static void pt_dbl_n(const ec_ctx *x, ec_pt *p, unsigned w)
{
    unsigned i;
    for (i = 0; i < w; i++)
        pt_dbl(x, p, p);
}
#endif

/* dst[0..len) = the entry idx - 1 of cnt (<= 32) entries of len limbs
 * spaced stride limbs apart (zeros for idx 0): every entry read, kept by
 * mask; each output limb gathered in a register (an accumulation in dst
 * would chain every entry through a store and a load) */
static void lookup_limbs(cairn_limb *dst, const cairn_limb *src, size_t len, size_t cnt, size_t stride, uint32_t idx)
{
    cairn_limb m[32];
    size_t i, j;
    for (j = 0; j < cnt; j++)
        m[j] = (cairn_limb)0 - (cairn_limb)cairn_ct_eq32(idx, (uint32_t)j + 1);
    for (i = 0; i < len; i++) {
        cairn_limb acc = 0;
        for (j = 0; j < cnt; j++)
            acc |= src[j * stride + i] & m[j];
        dst[i] = acc;
    }
    cairn_wipe(m, sizeof m);
}

#if CAIRN_BN_LIMB_BITS == 64 && !CAIRN_SMALL
/* r's X, Y, Z = those of the entry idx - 1 of tab[0..cnt) (zeros for idx
 * 0) for fields of n limbs, n a constant where it is inlined: one pass over
 * the entries, each read whole and kept by its mask, the 3 n accumulators
 * in registers (vector ones where the compiler makes them; not in memory,
 * so nothing to wipe) */
CAIRN_INLINE void pt_lookup_n(ec_pt *r, const ec_pt *tab, size_t cnt, uint32_t idx, size_t n)
{
    cairn_limb acc[3 * CAIRN_EC_LIMBS] = {0};
    size_t i, j;
    for (j = 0; j < cnt; j++) {
        cairn_limb m = (cairn_limb)0 - (cairn_limb)cairn_ct_eq32(idx, (uint32_t)j + 1);
        for (i = 0; i < n; i++) {
            acc[i] |= tab[j].X[i] & m;
            acc[n + i] |= tab[j].Y[i] & m;
            acc[2 * n + i] |= tab[j].Z[i] & m;
        }
    }
    for (i = 0; i < n; i++) {
        r->X[i] = acc[i];
        r->Y[i] = acc[n + i];
        r->Z[i] = acc[2 * n + i];
    }
}

#endif

/* r = sign * tab[idx - 1] (idx 0: infinity), every entry read */
static void pt_lookup(const ec_ctx *x, ec_pt *r, const ec_pt *tab, size_t cnt, uint32_t idx, uint32_t neg)
{
    const size_t stride = 3 * CAIRN_EC_LIMBS; /* ec_pt: three cairn_fe */
    cairn_limb inf = (cairn_limb)0 - (cairn_limb)cairn_ct_eq32(idx, 0);
    size_t i;
#if defined(CAIRN_EC_HAVE_P256_MULX)
    if (x->vlk) /* public */
        cairn_ec_p256_avx2_lookup_jac(r->X, tab[0].X, cnt, idx);
    else
#endif
#if CAIRN_BN_LIMB_BITS == 64 && !CAIRN_SMALL
    if (x->n == 4) /* the 256-bit fields, public: the accumulators fit in registers */
        pt_lookup_n(r, tab, cnt, idx, 4); /* the limbs past n are not read: no clearing of r first */
    else
#endif
    {
        memset(r, 0, sizeof *r);
#if CAIRN_SMALL /* one pass over X, Y and Z's used limbs (and the unused limbs between, copied and never read): one call */
        lookup_limbs(r->X, tab[0].X, 2 * CAIRN_EC_LIMBS + x->n, cnt, stride, idx);
#else
        lookup_limbs(r->X, tab[0].X, x->n, cnt, stride, idx);
        lookup_limbs(r->Y, tab[0].Y, x->n, cnt, stride, idx);
        lookup_limbs(r->Z, tab[0].Z, x->n, cnt, stride, idx);
#endif
    }
    for (i = 0; i < x->n; i++)
        r->Y[i] |= x->f->one[i] & inf;
    pt_cond_neg(x, r, (cairn_limb)neg);
}

/* Bits [pos, pos + cnt) of k[0..n), bits below 0 or past the end read as 0
 * (pos, cnt public; cnt < 32). */
static uint32_t scalar_bits(const cairn_limb *k, size_t n, long pos, unsigned cnt)
{
    /* bit by bit: at most 9 bits per call, and every shift visibly below the width */
    uint32_t v = 0;
    unsigned j;
    for (j = 0; j < (cnt & 31); j++) {
        long b = pos + (long)j;
        if (b >= 0 && (size_t)b < n * CAIRN_BN_LIMB_BITS)
            v |= (uint32_t)((k[(size_t)b >> CAIRN_BN_LIMB_LOG2] >> ((size_t)b & (CAIRN_BN_LIMB_BITS - 1))) & 1) << j;
    }
    return v;
}

/* Booth digit i of k for w-bit windows: |digit| and its sign (1 when
 * negative). */
static void booth_digit(const cairn_limb *k, size_t n, size_t i, unsigned w, uint32_t *mag, uint32_t *neg)
{
    uint32_t v = scalar_bits(k, n, (long)(w * i) - 1, w + 1);
    uint32_t d = (v & 1) + (v >> 1) - ((v >> w) << w);
    uint32_t s = d >> 31;
    *neg = s;
    *mag = (d ^ (0u - s)) + s;
}

#if CAIRN_SMALL
/* The small profile's k P: the same window over a projective table, per
 * digit W complete doublings and one complete addition (no exceptional
 * case to settle; no Jacobian formulas in its images). */

/* r = k * P over tab[j] = (j + 1) P, j < TAB, for k < 2^nbits: constant time. */
static void mul_window(const ec_ctx *x, ec_pt *r, const ec_pt *tab, const cairn_limb *k, size_t nbits)
{
    size_t nd = nbits / W + 1, i;
    uint32_t mag, neg;
    ec_pt t;
    booth_digit(k, x->n, nd - 1, W, &mag, &neg);
    pt_lookup(x, r, tab, TAB, mag, neg);
    for (i = nd - 1; i-- > 0;) {
        pt_dbl_n(x, r, W);
        booth_digit(k, x->n, i, W, &mag, &neg);
        pt_lookup(x, &t, tab, TAB, mag, neg);
        pt_add(x, r, r, &t);
    }
    cairn_wipe(&t, sizeof t);
    cairn_wipe(&mag, sizeof mag);
    cairn_wipe(&neg, sizeof neg);
}

/* tab[j] = (j + 1) P for j < TAB, projective (the small profile has no
 * mixed addition) */
static void build_table(const ec_ctx *x, ec_pt *tab, const ec_aff *p)
{
    size_t j;
    pt_from_aff(x, &tab[0], p);
    for (j = 1; j < TAB; j++) {
        if ((j & 1) != 0)
            pt_dbl(x, &tab[j], &tab[j >> 1]); /* (j + 1) P = 2 ((j + 1) / 2) P */
        else
            pt_add(x, &tab[j], &tab[j - 1], &tab[0]);
    }
}

#else

/* r = p + q in Jacobian coordinates, constant time (add-2007-bl, Z3 =
 * 2 Z1 Z2 H; 12M + 4S; r may alias p or q; the formulas do not use a). An
 * operand at infinity (Z = 0) gives the other, by mask; p = -q comes out
 * as Z3 = 0 (H = 0) by itself. The one case the formulas get wrong, p = q
 * (H = R = 0, both finite), is returned as a mask (all-ones then) for the
 * caller, whose own bounds rule it out or who selects a doubling. */
static cairn_limb jac_add_ct(const ec_ctx *x, ec_pt *r, const ec_pt *p, const ec_pt *q)
{
    cairn_fe z1z1, z2z2, u1, u2, s1, s2, h, rr, i, j, X3, Y3, Z3;
    cairn_limb inf1, inf2, same;
#if defined(CAIRN_EC_HAVE_P256_MULX)
    if (x->f == &cairn_ec_fp_p256_mulx) /* the same with its operations inlined (the field is public) */
        return cairn_ec_p256_mulx_jac_add(r->X, p->X, q->X);
#endif
#if defined(CAIRN_EC_HAVE_P256_C64_JAC)
    if (x->f == &cairn_ec_fp_p256) /* the same over its operations called directly */
        return cairn_ec_p256_c64_jac_add(r->X, p->X, q->X);
#endif
#if defined(CAIRN_EC_HAVE_P521_C64_JAC)
    if (x->p521c) { /* the same on its digits, carries lazy */
#if defined(CAIRN_EC_HAVE_P521_IFMA)
        if (x->p521v) /* public: the same with AVX-512 IFMA */
            return cairn_ec_p521_jac_add_ifma(r->X, p->X, q->X);
#endif
        return cairn_ec_p521_c64_jac_add(r->X, p->X, q->X);
    }
#endif
    inf1 = cairn_bn_is_zero(p->Z, x->n);
    inf2 = cairn_bn_is_zero(q->Z, x->n);
    FSQR(z1z1, p->Z);
    FSQR(z2z2, q->Z);
    FMUL(u1, p->X, z2z2);
    FMUL(u2, q->X, z1z1);
    FMUL(s1, p->Y, q->Z);
    FMUL(s1, s1, z2z2);
    FMUL(s2, q->Y, p->Z);
    FMUL(s2, s2, z1z1);
    FSUB(h, u2, u1);
    FSUB(rr, s2, s1);
    same = cairn_bn_is_zero(h, x->n) & cairn_bn_is_zero(rr, x->n) & ~inf1 & ~inf2;
    FADD(j, h, h); /* 2H */
    FMUL(Z3, p->Z, q->Z);
    FMUL(Z3, Z3, j);
    FSQR(i, j);      /* I = (2H)^2 */
    FMUL(j, h, i);   /* J = H I */
    FMUL(u1, u1, i); /* V = U1 I */
    FADD(rr, rr, rr);
    FSQR(X3, rr);
    FSUB(X3, X3, j);
    FSUB(X3, X3, u1);
    FSUB(X3, X3, u1);
    FSUB(Y3, u1, X3);
    FMUL(Y3, rr, Y3);
    FMUL(s1, s1, j);
    FADD(s1, s1, s1);
    FSUB(Y3, Y3, s1);
    cairn_bn_cond_copy(inf1 & 1, X3, q->X, x->n);
    cairn_bn_cond_copy(inf1 & 1, Y3, q->Y, x->n);
    cairn_bn_cond_copy(inf1 & 1, Z3, q->Z, x->n);
    cairn_bn_cond_copy(inf2 & 1, X3, p->X, x->n);
    cairn_bn_cond_copy(inf2 & 1, Y3, p->Y, x->n);
    cairn_bn_cond_copy(inf2 & 1, Z3, p->Z, x->n);
    cairn_bn_copy(r->X, X3, x->n);
    cairn_bn_copy(r->Y, Y3, x->n);
    cairn_bn_copy(r->Z, Z3, x->n);
    return same;
}

/*
 * r = k * P over tab[j] = (j + 1) P (Jacobian), j < TAB, for k < 2^nbits:
 * constant time; r Jacobian. W doublings and one jac_add_ct per digit.
 * Before the last digit the accumulator is v P with v = the Booth value of
 * the digits so far, 0 <= 2^W v <= 2^(nbits - W) + 2^W, far below n - 2^W
 * on every curve here (n > 2^(nbits - 1)), so 2^W v P = +-|d| P only for
 * v = 0 (the accumulator at infinity, which jac_add_ct handles): no
 * doubling case. The last sum, 2^W v + d = k, can meet it (k = 2 d mod n,
 * near n), so there the doubling of the digit's point is made too and
 * taken by the mask jac_add_ct returns.
 */
static void mul_window(const ec_ctx *x, ec_pt *r, const ec_pt *tab, const cairn_limb *k, size_t nbits)
{
    size_t nd = nbits / W + 1, i;
    uint32_t mag, neg;
    cairn_limb same;
    ec_pt t;
    booth_digit(k, x->n, nd - 1, W, &mag, &neg);
    pt_lookup(x, r, tab, TAB, mag, neg);
    for (i = nd - 1; i-- > 0;) {
        jac_dbl_w(x, r, W);
        booth_digit(k, x->n, i, W, &mag, &neg);
        pt_lookup(x, &t, tab, TAB, mag, neg);
        same = jac_add_ct(x, r, r, &t);
        if (i == 0) { /* public: the last digit */
            jac_dbl(x, &t, &t);
            cairn_bn_cond_copy(same & 1, r->X, t.X, x->n);
            cairn_bn_cond_copy(same & 1, r->Y, t.Y, x->n);
            cairn_bn_cond_copy(same & 1, r->Z, t.Z, x->n);
        }
    }
    cairn_wipe(&t, sizeof t);
    cairn_wipe(&mag, sizeof mag);
    cairn_wipe(&neg, sizeof neg);
    cairn_wipe(&same, sizeof same);
}

#if defined(CAIRN_EC_HAVE_P521_IFMA)
typedef char p521_ifma_tab_fits[TAB == CAIRN_EC_P521_IFMA_TAB ? 1 : -1]; /* the vector table's entries: this window's */

/* mul_window for P-521 with IFMA (x->p521v) from the affine P: the table
 * built and the sum kept on the vector code's limbs (ec_p521_ifma.c) from
 * the first digit to the last addition, canonical only at the end; the
 * same digits, and the last digit's doubling case (2 times its point)
 * taken by the mask of the addition */
static CAIRN_NOINLINE void mul_window_p521v(const ec_ctx *x, ec_pt *r, const ec_aff *p, const cairn_limb *k,
                                            size_t nbits)
{
    uint64_t vt[CAIRN_EC_P521_IFMA_TABW], acc[CAIRN_EC_P521_IFMA_ACC], d[CAIRN_EC_P521_IFMA_ACC], m;
    size_t nd = nbits / W + 1, i;
    uint32_t mag, neg;
    cairn_limb same = 0;
    cairn_ec_p521_tab_build_ifma(vt, p->x, p->y);
    booth_digit(k, x->n, nd - 1, W, &mag, &neg);
    cairn_ec_p521_acc_get_ifma(acc, vt, mag, neg);
    for (i = nd - 1; i-- > 0;) {
        cairn_ec_p521_acc_dbl_ifma(acc, W);
        booth_digit(k, x->n, i, W, &mag, &neg);
        same = cairn_ec_p521_acc_add_ifma(acc, vt, mag, neg);
    }
    cairn_ec_p521_acc_get_ifma(d, vt, mag, neg);
    cairn_ec_p521_acc_dbl_ifma(d, 1);
    m = (uint64_t)0 - (uint64_t)(same & 1);
    for (i = 0; i < CAIRN_EC_P521_IFMA_ACC; i++)
        acc[i] ^= (acc[i] ^ d[i]) & m;
    memset(r, 0, sizeof *r);
    cairn_ec_p521_acc_out_ifma(r->X, acc);
    cairn_wipe(vt, sizeof vt);
    cairn_wipe(acc, sizeof acc);
    cairn_wipe(d, sizeof d);
    cairn_wipe(&m, sizeof m);
    cairn_wipe(&mag, sizeof mag);
    cairn_wipe(&neg, sizeof neg);
    cairn_wipe(&same, sizeof same);
}
#endif

/* tab[j] = (j + 1) P for j < TAB, Jacobian (P public; jP = +-P for no j
 * in 2..TAB, so the sums are never a doubling) */
static void build_table(const ec_ctx *x, ec_pt *tab, const ec_aff *p)
{
    size_t j;
    pt_from_aff(x, &tab[0], p);
    for (j = 1; j < TAB; j++) {
        if ((j & 1) != 0)
            jac_dbl(x, &tab[j], &tab[j >> 1]); /* (j + 1) P = 2 ((j + 1) / 2) P */
        else
            (void)jac_add_ct(x, &tab[j], &tab[j - 1], &tab[0]);
    }
}

#endif

/* Affine canonical x || y of p into out (2 * bytes); returns the all-ones
 * mask when p is infinity (out is then zeros). */
static cairn_limb pt_encode(const ec_ctx *x, uint8_t *out, size_t bytes, const ec_pt *p)
{
    cairn_fe zi, ax, ay;
    cairn_limb inf = cairn_bn_is_zero(p->Z, x->n);
    fe_inv(x, zi, p->Z);
    FMUL(ax, p->X, zi);
    FMUL(ay, p->Y, zi);
    if (x->tw != NULL) {
        fe_twist(x, ax, ax, x->tw->u2i);
        fe_twist(x, ay, ay, x->tw->u3i);
    }
    x->f->from(ax, ax, x->f);
    x->f->from(ay, ay, x->f);
    (void)cairn_bn_encode(out, bytes, ax, x->n);
    (void)cairn_bn_encode(out + bytes, bytes, ay, x->n);
    cairn_wipe(zi, sizeof zi);
    cairn_wipe(ax, sizeof ax);
    cairn_wipe(ay, sizeof ay);
    return inf;
}

/* Coordinates x, y (big-endian) into the representation; the mask is
 * all-ones when both are below p. */
static cairn_limb aff_decode(const ec_ctx *x, ec_aff *a, const uint8_t *xy, size_t bytes)
{
    cairn_limb ok;
    memset(a, 0, sizeof *a);
    ok = (cairn_limb)0 - (cairn_limb)(cairn_bn_decode(a->x, x->n, xy, bytes) == CAIRN_OK);
    ok &= (cairn_limb)0 - (cairn_limb)(cairn_bn_decode(a->y, x->n, xy + bytes, bytes) == CAIRN_OK);
    ok &= cairn_bn_lt(a->x, x->k->p, x->n) & cairn_bn_lt(a->y, x->k->p, x->n);
    x->f->to(a->x, a->x, x->f);
    x->f->to(a->y, a->y, x->f);
    if (x->tw != NULL) {
        fe_twist(x, a->x, a->x, x->tw->u2);
        fe_twist(x, a->y, a->y, x->tw->u3);
    }
    return ok;
}

/* all-ones when a is on the curve */
static cairn_limb aff_on_curve(const ec_ctx *x, const ec_aff *a)
{
    cairn_fe l, r;
    FSQR(l, a->y);
    fe_rhs(x, r, a->x);
    return cairn_bn_eq(l, r, x->n);
}

#if !CAIRN_SMALL
/* r = k G from the comb (see cairn_ec_base_table), k < 2^nbits: span passes
 * over the rows, one mixed addition per digit. An entry is affine, so the
 * digit 0 cannot be looked up as infinity: the sum with the (zero) entry is
 * computed and discarded by mask. */
static void mul_comb(const ec_ctx *x, ec_pt *r, const cairn_ec_base_table *t, const cairn_limb *k, size_t nbits)
{
    size_t n = x->n, cols = (size_t)1 << (t->w - 1), digits = nbits / t->w + 1;
    size_t span = (digits + t->rows - 1) / t->rows, s, row;
    cairn_limb axy[2 * CAIRN_EC_LIMBS], *ax = axy, *ay = axy + n;
    cairn_fe ny;
    uint32_t mag, neg;
    ec_pt sum;
#if defined(CAIRN_EC_HAVE_P521_IFMA)
    /* P-521 with IFMA: the sum kept on the vector code's limbs between its
     * mixed additions (taken out for the doublings) */
    uint64_t acc[CAIRN_EC_P521_IFMA_ACC];
    const int vacc = x->p521v;
#endif
    pt_set_inf(x, r);
#if defined(CAIRN_EC_HAVE_P521_IFMA)
    if (vacc) /* public */
        cairn_ec_p521_acc_in_ifma(acc, r->X);
#endif
    for (s = span; s-- > 0;) {
        if (s != span - 1) {
#if defined(CAIRN_EC_HAVE_P521_IFMA)
            if (vacc) /* public */
                cairn_ec_p521_acc_out_ifma(r->X, acc);
#endif
            pt_dbl_n(x, r, t->w);
#if defined(CAIRN_EC_HAVE_P521_IFMA)
            if (vacc) /* public */
                cairn_ec_p521_acc_in_ifma(acc, r->X);
#endif
        }
        for (row = 0; row < t->rows; row++) {
            const cairn_limb *e = t->comb + row * cols * 2 * n;
            size_t i = row * span + s;
            cairn_limb keep;
            if (i >= digits)
                continue;
            booth_digit(k, n, i, t->w, &mag, &neg);
#if defined(CAIRN_EC_HAVE_P256_MULX)
            if (x->vlk) /* public */
                cairn_ec_p256_avx2_lookup_aff(axy, e, cols, mag);
            else
#endif
                lookup_limbs(axy, e, 2 * n, cols, 2 * n, mag);
            FSUB(ny, x->zero, ay);
            cairn_bn_cond_copy((cairn_limb)neg, ay, ny, n);
            keep = (cairn_limb)cairn_ct_nonzero32(mag);
#if defined(CAIRN_EC_HAVE_P521_IFMA)
            if (vacc) { /* public */
                cairn_ec_p521_acc_madd_ifma(acc, ax, ay, x->b, (cairn_limb)0 - keep);
                continue;
            }
#endif
            pt_madd(x, &sum, r, ax, ay);
            cairn_bn_cond_copy(keep, r->X, sum.X, n);
            cairn_bn_cond_copy(keep, r->Y, sum.Y, n);
            cairn_bn_cond_copy(keep, r->Z, sum.Z, n);
        }
    }
#if defined(CAIRN_EC_HAVE_P521_IFMA)
    if (vacc) { /* public */
        cairn_ec_p521_acc_out_ifma(r->X, acc);
        cairn_wipe(acc, sizeof acc);
    }
#endif
    cairn_wipe(axy, sizeof axy);
    cairn_wipe(ny, sizeof ny);
    cairn_wipe(&sum, sizeof sum);
    cairn_wipe(&mag, sizeof mag);
    cairn_wipe(&neg, sizeof neg);
}
#endif

/* Writes the affine r. It is infinity only for k = 0 mod n (the group has
 * prime order): impossible for the scalars the schemes pass (1 <= k < n),
 * so telling it apart reveals nothing about a valid k. */
static int finish(const ec_ctx *x, const cairn_ec_curve_def *c, uint8_t *xy, ec_pt *r)
{
    cairn_limb inf = pt_encode(x, xy, c->bytes, r);
    cairn_wipe(r, sizeof *r);
    CAIRN_DECLASSIFY(&inf, sizeof inf);
    if (inf != 0) {
        memset(xy, 0, 2 * c->bytes);
        return CAIRN_ERR_INVALID_POINT;
    }
    return CAIRN_OK;
}

/* G in the field's representation */
static void base_point(const ec_ctx *x, ec_aff *g)
{
    memset(g, 0, sizeof *g);
    x->f->to(g->x, x->k->gx, x->f);
    x->f->to(g->y, x->k->gy, x->f);
    if (x->tw != NULL) {
        fe_twist(x, g->x, g->x, x->tw->u2);
        fe_twist(x, g->y, g->y, x->tw->u3);
    }
}

/* r = k P through the window table of ec_pt (k < 2^nbits), r projective.
 * Where P-521 has its IFMA path, out of line: that path's frame then does
 * not carry this table (3.7 KB on x86-64). */
#if defined(CAIRN_EC_HAVE_P521_IFMA)
static CAIRN_NOINLINE void mul_var_tab(const ec_ctx *x, ec_pt *r, const ec_aff *p, const cairn_limb *k, size_t nbits)
#else
CAIRN_INLINE void mul_var_tab(const ec_ctx *x, ec_pt *r, const ec_aff *p, const cairn_limb *k, size_t nbits)
#endif
{
    ec_pt tab[TAB];
    build_table(x, tab, p);
    mul_window(x, r, tab, k, nbits);
#if !CAIRN_SMALL /* the small profile's window is projective already */
    jac_to_proj(x, r, r);
#endif
    cairn_wipe(tab, sizeof tab);
}

/* r = k P (k < 2^nbits), r projective */
static void mul_var(const ec_ctx *x, ec_pt *r, const ec_aff *p, const cairn_limb *k, size_t nbits)
{
#if defined(CAIRN_EC_HAVE_P521_IFMA)
    if (x->p521v) { /* public: P-521 with IFMA, table and sum on the vector limbs */
        mul_window_p521v(x, r, p, k, nbits);
        jac_to_proj(x, r, r);
        return;
    }
#endif
    mul_var_tab(x, r, p, k, nbits);
}

/* r = k G for a curve with no base table, as k P; out of line, so that the
 * tabled curves' k G frame does not carry the window table */
static CAIRN_NOINLINE void mul_base_untabled(const ec_ctx *x, ec_pt *r, const cairn_limb *k, size_t nbits)
{
    ec_aff g;
    base_point(x, &g);
    mul_var(x, r, &g, k, nbits);
}


int cairn_ec_mul_base(const cairn_ec_curve_def *c, const cairn_impl *impl, uint8_t *xy, const uint8_t *k)
{
    ec_ctx x;
    ec_pt r;
    cairn_fe kl;
    ctx_init(&x, c, impl);
    memset(kl, 0, sizeof kl);
    (void)cairn_bn_decode(kl, x.n, k, c->bytes);
#if CAIRN_SMALL
    mul_base_untabled(&x, &r, kl, c->nbits); /* the small profile's curves have no table (ec_curves.c) */
#else
    if (c->eng->base != NULL)
        mul_comb(&x, &r, c->eng->base, kl, c->nbits);
    else
        mul_base_untabled(&x, &r, kl, c->nbits);
#endif
    cairn_wipe(kl, sizeof kl);
    return finish(&x, c, xy, &r);
}

int cairn_ec_mul(const cairn_ec_curve_def *c, const cairn_impl *impl, uint8_t *xy, const uint8_t *k,
                 const uint8_t *pxy)
{
    ec_ctx x;
    ec_aff p;
    ec_pt r;
    cairn_fe kl;
    cairn_limb ok;
    ctx_init(&x, c, impl);
    ok = aff_decode(&x, &p, pxy, c->bytes);
    ok &= aff_on_curve(&x, &p);
    if (ok == 0) {
        memset(xy, 0, 2 * c->bytes);
        return CAIRN_ERR_INVALID_POINT;
    }
    memset(kl, 0, sizeof kl);
    (void)cairn_bn_decode(kl, x.n, k, c->bytes);
    mul_var(&x, &r, &p, kl, c->nbits);
    cairn_wipe(kl, sizeof kl);
    return finish(&x, c, xy, &r);
}

/* ------------------------------------------------------ verification (vartime) */

#if CAIRN_SMALL
/* The small profile's u1 G + u2 Q: the constant-time window product twice
 * and one complete addition, with none of the code below (Jacobian
 * additions, NAF, odd-multiple tables: about 2.5 KiB). The data are public,
 * so constant time is only a cost here (about twice the doublings of the
 * interleaved NAF loop). out is zeros when the sum is infinity. */
int cairn_ec_mul2_vartime(const cairn_ec_curve_def *c, const cairn_impl *impl, uint8_t *out, const uint8_t *u1,
                          const uint8_t *u2, const uint8_t *qxy)
{
    ec_ctx x;
    ec_aff p;
    ec_pt r, s;
    cairn_fe k;
    uint8_t xy[2 * CAIRN_EC_MAX_BYTES];
    int rc;
    ctx_init(&x, c, impl);
    memset(k, 0, sizeof k);
    base_point(&x, &p);
    (void)cairn_bn_decode(k, x.n, u1, c->bytes);
    mul_var(&x, &r, &p, k, 8 * c->bytes);
    (void)aff_decode(&x, &p, qxy, c->bytes);
    (void)cairn_bn_decode(k, x.n, u2, c->bytes);
    mul_var(&x, &s, &p, k, 8 * c->bytes);
    pt_add(&x, &r, &r, &s);
    rc = finish(&x, c, xy, &r);
    memcpy(out, xy, c->bytes);
    return rc;
}

/* The small profile's check: the affine x from above, reduced mod n and
 * compared (no projective comparison code in its images). */
int cairn_ec_mul2_check_vartime(const cairn_ec_curve_def *c, const cairn_impl *impl, const uint8_t *r,
                                const uint8_t *u1, const uint8_t *u2, const uint8_t *qxy)
{
    uint8_t ax[CAIRN_EC_MAX_BYTES];
    if (cairn_ec_mul2_vartime(c, impl, ax, u1, u2, qxy) != CAIRN_OK)
        return CAIRN_ERR_INVALID_POINT;
    cairn_ec_scalar_reduce(c, ax, ax);
    /* the library's comparison loop, not the C library's memcmp (which
     * nothing else in an ECDSA image links) */
    return cairn_ct_memeq(ax, r, c->bytes) != 0 ? CAIRN_OK : CAIRN_ERR_BAD_SIGNATURE;
}
#else

/* Jacobian coordinates for verification (public data: variable time,
 * exceptional cases by branches): x = X/Z^2, y = Y/Z^3, infinity Z = 0.
 * Doubling for a = -3 (4M + 4S), mixed and full additions (7M + 4S,
 * 11M + 5S; Bernstein-Lange, the Explicit-Formulas Database's
 * dbl-2001-b, madd-2007-bl, add-2007-bl): fewer products than the complete
 * formulas, which the secret-scalar paths need and this one does not. */

static int fe_is_zero(const ec_ctx *x, const cairn_limb *a) { return cairn_bn_is_zero(a, x->n) != 0; }

/* r = p + (qx, qy), the affine point not infinity (r may alias p) */
static void jac_madd(const ec_ctx *x, ec_pt *r, const ec_pt *p, const cairn_limb *qx, const cairn_limb *qy)
{
    cairn_fe z1z1, u2, s2, h, rr, hh, i4, j, v, X3, Y3, Z3;
    if (fe_is_zero(x, p->Z)) {
        cairn_bn_copy(r->X, qx, x->n);
        cairn_bn_copy(r->Y, qy, x->n);
        cairn_bn_copy(r->Z, x->f->one, x->n);
        return;
    }
#if defined(CAIRN_EC_HAVE_P256_MULX)
    /* the same with the field's operations inlined; p = +-q falls through */
    if (x->f == &cairn_ec_fp_p256_mulx && cairn_ec_p256_mulx_jac_madd_vartime(r->X, p->X, qx, qy) == 0)
        return;
#endif
    FSQR(z1z1, p->Z);
    FMUL(u2, qx, z1z1);
    FMUL(s2, qy, p->Z);
    FMUL(s2, s2, z1z1);
    FSUB(h, u2, p->X);
    FSUB(rr, s2, p->Y);
    if (fe_is_zero(x, h)) {
        if (fe_is_zero(x, rr)) {
            jac_dbl(x, r, p);
        } else {
            memset(r, 0, sizeof *r);
            cairn_bn_copy(r->Y, x->f->one, x->n);
        }
        return;
    }
    FSQR(hh, h);
    FADD(i4, hh, hh);
    FADD(i4, i4, i4);
    FMUL(j, h, i4);
    FADD(rr, rr, rr);
    FMUL(v, p->X, i4);
    FSQR(X3, rr);
    FSUB(X3, X3, j);
    FSUB(X3, X3, v);
    FSUB(X3, X3, v);
    FSUB(Y3, v, X3);
    FMUL(Y3, rr, Y3);
    FMUL(j, p->Y, j);
    FADD(j, j, j);
    FSUB(Y3, Y3, j);
    FADD(Z3, p->Z, h);
    FSQR(Z3, Z3);
    FSUB(Z3, Z3, z1z1);
    FSUB(Z3, Z3, hh);
    cairn_bn_copy(r->X, X3, x->n);
    cairn_bn_copy(r->Y, Y3, x->n);
    cairn_bn_copy(r->Z, Z3, x->n);
}

/* r = p + q (r may alias either) */
static void jac_add(const ec_ctx *x, ec_pt *r, const ec_pt *p, const ec_pt *q)
{
    cairn_fe z1z1, z2z2, u1, u2, s1, s2, h, rr, i, j, v, X3, Y3, Z3;
    if (fe_is_zero(x, p->Z)) {
        *r = *q;
        return;
    }
    if (fe_is_zero(x, q->Z)) {
        *r = *p;
        return;
    }
    FSQR(z1z1, p->Z);
    FSQR(z2z2, q->Z);
    FMUL(u1, p->X, z2z2);
    FMUL(u2, q->X, z1z1);
    FMUL(s1, p->Y, q->Z);
    FMUL(s1, s1, z2z2);
    FMUL(s2, q->Y, p->Z);
    FMUL(s2, s2, z1z1);
    FSUB(h, u2, u1);
    FSUB(rr, s2, s1);
    if (fe_is_zero(x, h)) {
        if (fe_is_zero(x, rr)) {
            jac_dbl(x, r, p);
        } else {
            memset(r, 0, sizeof *r);
            cairn_bn_copy(r->Y, x->f->one, x->n);
        }
        return;
    }
    FADD(i, h, h);
    FSQR(i, i);
    FMUL(j, h, i);
    FADD(rr, rr, rr);
    FMUL(v, u1, i);
    FSQR(X3, rr);
    FSUB(X3, X3, j);
    FSUB(X3, X3, v);
    FSUB(X3, X3, v);
    FSUB(Y3, v, X3);
    FMUL(Y3, rr, Y3);
    FMUL(s1, s1, j);
    FADD(s1, s1, s1);
    FSUB(Y3, Y3, s1);
    FADD(Z3, p->Z, q->Z);
    FSQR(Z3, Z3);
    FSUB(Z3, Z3, z1z1);
    FSUB(Z3, Z3, z2z2);
    FMUL(Z3, Z3, h);
    cairn_bn_copy(r->X, X3, x->n);
    cairn_bn_copy(r->Y, Y3, x->n);
    cairn_bn_copy(r->Z, Z3, x->n);
}

/* tab[j] = (2j + 1) P (Jacobian), j < NAF_TAB */
static void odd_table(const ec_ctx *x, ec_pt *tab, const ec_aff *p)
{
    ec_pt p2;
    size_t j;
    pt_from_aff(x, &tab[0], p);
    jac_dbl(x, &p2, &tab[0]);
    for (j = 1; j < NAF_TAB; j++)
        jac_add(x, &tab[j], &tab[j - 1], &p2);
}

/* r = a^-1, a != 0 public (verification's tables): src/bn's variable-time
 * binary GCD on the canonical value (about half the constant-time one's
 * time at 521 bits), or the field's own inversion */
static void fe_inv_vartime(const ec_ctx *x, cairn_limb *r, const cairn_limb *a)
{
    cairn_fe v;
    cairn_limb tmp[4 * CAIRN_EC_LIMBS];
    if (x->f->inv != NULL) {
        fe_inv(x, r, a);
        return;
    }
    x->f->from(v, a, x->f);
    (void)cairn_bn_mod_inv_vartime(v, v, x->f->p, x->n, tmp);
    x->f->to(r, v, x->f);
}

/* tab[j] (Jacobian, Z != 0: odd multiples of a point of large prime order), j < NAF_TAB, to
 * Z = 1 with one inversion (Montgomery's trick: the prefix products of the Z's, one inverse,
 * unwound backwards), so that the loop adds them with mixed additions (7M + 4S against
 * 11M + 5S), which repays the inversion and the 4 products per entry many times over. */
static void odd_table_normalise(const ec_ctx *x, ec_pt *tab)
{
    cairn_fe pre[NAF_TAB], inv, zi, z2;
    size_t j;
    cairn_bn_copy(pre[0], tab[0].Z, x->n);
    for (j = 1; j < NAF_TAB; j++)
        FMUL(pre[j], pre[j - 1], tab[j].Z);
    fe_inv_vartime(x, inv, pre[NAF_TAB - 1]); /* public */
    for (j = NAF_TAB; j-- > 0;) {
        if (j > 0) {
            FMUL(zi, inv, pre[j - 1]);
            FMUL(inv, inv, tab[j].Z);
        } else {
            cairn_bn_copy(zi, inv, x->n);
        }
        FSQR(z2, zi);
        FMUL(tab[j].X, tab[j].X, z2);
        FMUL(z2, z2, zi);
        FMUL(tab[j].Y, tab[j].Y, z2);
        cairn_bn_copy(tab[j].Z, x->f->one, x->n);
    }
}

/* r += d P for an odd NAF digit d over the normalised odd multiples of P */
static void add_digit_vartime(const ec_ctx *x, ec_pt *r, const ec_pt *tab, int d)
{
    const ec_pt *e;
    cairn_fe ny;
    if (d > 0) {
        e = &tab[(d - 1) >> 1];
        jac_madd(x, r, r, e->X, e->Y);
    } else if (d < 0) {
        e = &tab[(-d - 1) >> 1];
        FSUB(ny, x->zero, e->Y);
        jac_madd(x, r, r, e->X, ny);
    }
}

/* The base table's affine entry for the odd multiple a G (a odd, a <
 * 2^(w-1)): its odd multiples, else its comb's row 0, which holds j G for
 * j = 1..2^(w-1). Public data. */
static const cairn_limb *base_odd_entry(const cairn_ec_base_table *t, size_t a, size_t n)
{
    return t->odd != NULL ? t->odd + ((a - 1) >> 1) * 2 * n : t->comb + (a - 1) * 2 * n;
}

/* r += d G for an odd NAF digit d, from the base table's odd multiples (or
 * its comb's row 0, which holds j G for j = 1..2^(w-1)) */
static void add_base_digit_vartime(const ec_ctx *x, ec_pt *r, const cairn_ec_base_table *t, int d)
{
    size_t a = (size_t)(d > 0 ? d : -d), n = x->n;
    const cairn_limb *e;
    cairn_fe ny;
    if (d == 0)
        return;
    e = base_odd_entry(t, a, n);
    if (d > 0) {
        jac_madd(x, r, r, e, e + n);
    } else if (d < 0) {
        FSUB(ny, x->zero, e + n);
        jac_madd(x, r, r, e, ny);
    }
}

/* Width-w NAF of k[0..n) (k < 2^nbits; at most nbits + 1 digits): odd
 * digits in (-2^(w-1), 2^(w-1)) separated by at least w - 1 zeros. Scans
 * the bits with a carry: a window starts wherever the bit differs from the
 * carry (bit + carry odd), takes w bits plus the carry, and a value of
 * 2^(w-1) or more becomes negative with a carry into the next window.
 * Returns the digit count. Variable time. */
static size_t wnaf_vartime(int8_t *naf, const cairn_limb *k, size_t n, size_t nbits, unsigned w)
{
    size_t bit = 0, len = 0, end = nbits + 1;
    uint32_t carry = 0;
    memset(naf, 0, end);
    while (bit < end) {
        unsigned now;
        int32_t word;
        if (scalar_bits(k, n, (long)bit, 1) == carry) {
            bit++;
            continue;
        }
        now = end - bit < w ? (unsigned)(end - bit) : w;
        word = (int32_t)(scalar_bits(k, n, (long)bit, now) + carry);
        /* w is 2..8 (the callers' constants); the masks tell the analyser so */
        carry = ((uint32_t)word >> ((w - 1) & 31)) & 1;
        word -= (int32_t)(carry << (w & 31));
        naf[bit] = (int8_t)word;
        len = bit + 1;
        bit += now;
    }
    return len;
}

/* r = the sum of the NAF digits n1 times G and n2 times Q (tq) for a curve
 * with no base table: G's odd multiples built here (out of line, so that
 * the tabled curves' frame does not carry them). */
static CAIRN_NOINLINE void mul2_loop_g(const ec_ctx *x, ec_pt *r, const ec_pt *tq, const int8_t *n1, size_t l1,
                                       const int8_t *n2, size_t l2)
{
    ec_pt tg[NAF_TAB];
    ec_aff g;
    size_t i;
    base_point(x, &g);
    odd_table(x, tg, &g);
    odd_table_normalise(x, tg);
    pt_set_inf(x, r);
    for (i = l1 > l2 ? l1 : l2; i-- > 0;) {
        jac_dbl(x, r, r);
        if (i < l1)
            add_digit_vartime(x, r, tg, n1[i]);
        if (i < l2)
            add_digit_vartime(x, r, tq, n2[i]);
    }
}

#if defined(CAIRN_EC_HAVE_P521_C64_JAC)
/* The affine point of a verification digit of magnitude a: a G from the
 * base table (k = 0) or a Q from Q's normalised odd multiples (k = 1) */
static void mul2_entry(const cairn_ec_base_table *t, const ec_pt *tq, size_t k, size_t a, size_t n,
                       const cairn_limb **qx, const cairn_limb **qy)
{
    if (k == 0) {
        *qx = base_odd_entry(t, a, n);
        *qy = *qx + n;
    } else {
        *qx = tq[(a - 1) >> 1].X;
        *qy = tq[(a - 1) >> 1].Y;
    }
}

/* mul2_jac's tabled loop for P-521's 64-bit field: the same sums, the
 * accumulator kept on the field's digits (cairn_ec_p521_c64_pt_*) from its
 * first addition on, taken back for the exceptional sums (r = +-q, rare:
 * jac_madd settles them) and at the end. Variable time (public data). */
static void mul2_loop_p521(const ec_ctx *x, ec_pt *r, const cairn_ec_base_table *t, const ec_pt *tq,
                           const int8_t *n1, size_t l1, const int8_t *n2, size_t l2)
{
    size_t n = x->n, i, k;
    int inf = 1;
    cairn_fe ny;
    pt_set_inf(x, r);
    for (i = l1 > l2 ? l1 : l2; i-- > 0;) {
        if (!inf)
            cairn_ec_p521_c64_pt_dbl(r->X);
        for (k = 0; k < 2; k++) {
            int d = k == 0 ? (i < l1 ? n1[i] : 0) : (i < l2 ? n2[i] : 0);
            size_t a = (size_t)(d > 0 ? d : -d);
            const cairn_limb *qx, *qy;
            if (d == 0)
                continue;
            mul2_entry(t, tq, k, a, n, &qx, &qy);
            if (d < 0) {
                FSUB(ny, x->zero, qy);
                qy = ny;
            }
            if (inf) {
                pt_from_xy(x, r, qx, qy);
                cairn_ec_p521_c64_pt_in(r->X);
                inf = 0;
            } else if (cairn_ec_p521_c64_pt_madd_vartime(r->X, qx, qy) != 0) {
                cairn_ec_p521_c64_pt_out(r->X);
                jac_madd(x, r, r, qx, qy);
                inf = fe_is_zero(x, r->Z);
                if (!inf)
                    cairn_ec_p521_c64_pt_in(r->X);
            }
        }
    }
    if (!inf)
        cairn_ec_p521_c64_pt_out(r->X);
}
#endif

#if defined(CAIRN_EC_HAVE_P521_IFMA)
/* mul2_loop_p521 with AVX-512 IFMA (x->p521v): the accumulator kept on the
 * vector code's limbs, the doublings between two nonzero digits made in one
 * call, the additions by the variable-time vector mixed addition
 * (cairn_ec_p521_acc_madd_vt); the exceptional sums (r = +-q) taken back to
 * jac_madd as there. Variable time (public data). */
static void mul2_loop_p521v(const ec_ctx *x, ec_pt *r, const cairn_ec_base_table *t, const ec_pt *tq,
                            const int8_t *n1, size_t l1, const int8_t *n2, size_t l2)
{
    uint64_t acc[CAIRN_EC_P521_IFMA_ACC];
    size_t n = x->n, i, k;
    unsigned dbl = 0;
    int inf = 1;
    cairn_fe ny;
    pt_set_inf(x, r);
    for (i = l1 > l2 ? l1 : l2; i-- > 0;) {
        int d1 = i < l1 ? n1[i] : 0, d2 = i < l2 ? n2[i] : 0;
        if (!inf)
            dbl++;
        if (d1 == 0 && d2 == 0)
            continue;
        if (dbl != 0) {
            cairn_ec_p521_acc_dbl_ifma(acc, dbl);
            dbl = 0;
        }
        for (k = 0; k < 2; k++) {
            int d = k == 0 ? d1 : d2;
            size_t a = (size_t)(d > 0 ? d : -d);
            const cairn_limb *qx, *qy;
            if (d == 0)
                continue;
            mul2_entry(t, tq, k, a, n, &qx, &qy);
            if (!inf && cairn_ec_p521_acc_madd_vt(acc, qx, qy, d < 0) == 0)
                continue;
            if (d < 0) {
                FSUB(ny, x->zero, qy);
                qy = ny;
            }
            if (inf) {
                pt_from_xy(x, r, qx, qy);
            } else {
                cairn_ec_p521_acc_out_ifma(r->X, acc);
                jac_madd(x, r, r, qx, qy);
            }
            inf = fe_is_zero(x, r->Z);
            if (!inf)
                cairn_ec_p521_acc_in_ifma(acc, r->X);
        }
    }
    if (inf)
        return;
    if (dbl != 0)
        cairn_ec_p521_acc_dbl_ifma(acc, dbl);
    cairn_ec_p521_acc_out_ifma(r->X, acc);
}
#endif

/* r = u1 G + u2 Q (Jacobian, x's field; Q validated by the caller) */
static void mul2_jac(const ec_ctx *x, const cairn_ec_curve_def *c, ec_pt *r, const uint8_t *u1, const uint8_t *u2,
                     const uint8_t *qxy)
{
    ec_aff q;
    ec_pt tq[NAF_TAB];
    const cairn_ec_base_table *t = c->eng->base;
    cairn_fe k1, k2;
    int8_t n1[SCALAR_BITS_MAX + 1], n2[SCALAR_BITS_MAX + 1];
    size_t l1, l2, sbits;
    (void)aff_decode(x, &q, qxy, c->bytes);
    memset(k1, 0, sizeof k1);
    memset(k2, 0, sizeof k2);
    (void)cairn_bn_decode(k1, x->n, u1, c->bytes);
    (void)cairn_bn_decode(k2, x->n, u2, c->bytes);
    sbits = 8 * c->bytes;
    l1 = wnaf_vartime(n1, k1, x->n, sbits, t != NULL ? t->odd_w : WNAF);
    l2 = wnaf_vartime(n2, k2, x->n, sbits, WNAF);
    odd_table(x, tq, &q);
    odd_table_normalise(x, tq);
#if defined(CAIRN_EC_HAVE_P521_C64_JAC)
    if (t != NULL && x->p521c) {
#if defined(CAIRN_EC_HAVE_P521_IFMA)
        if (x->p521v) { /* public */
            mul2_loop_p521v(x, r, t, tq, n1, l1, n2, l2);
            return;
        }
#endif
        mul2_loop_p521(x, r, t, tq, n1, l1, n2, l2);
        return;
    }
#endif
    if (t != NULL) {
        size_t i;
        pt_set_inf(x, r);
        for (i = l1 > l2 ? l1 : l2; i-- > 0;) {
            jac_dbl(x, r, r);
            if (i < l1)
                add_base_digit_vartime(x, r, t, n1[i]);
            if (i < l2)
                add_digit_vartime(x, r, tq, n2[i]);
        }
    } else {
        mul2_loop_g(x, r, tq, n1, l1, n2, l2);
    }
}

int cairn_ec_mul2_vartime(const cairn_ec_curve_def *c, const cairn_impl *impl, uint8_t *out, const uint8_t *u1,
                          const uint8_t *u2, const uint8_t *qxy)
{
    ec_ctx x;
    ec_pt r;
    cairn_fe zi, ax;
    ctx_init(&x, c, impl);
    mul2_jac(&x, c, &r, u1, u2, qxy);
    if (cairn_bn_is_zero(r.Z, x.n) != 0) {
        memset(out, 0, c->bytes);
        return CAIRN_ERR_INVALID_POINT;
    }
    fe_inv(&x, zi, r.Z);
    x.f->sqr(zi, zi, x.f);
    x.f->mul(ax, r.X, zi, x.f);
    if (x.tw != NULL)
        fe_twist(&x, ax, ax, x.tw->u2i);
    x.f->from(ax, ax, x.f);
    (void)cairn_bn_encode(out, c->bytes, ax, x.n);
    return CAIRN_OK;
}

/* 1 when v (canonical, < p) is the x of the Jacobian r: v Z^2 = X in the
 * field (v u^2 Z^2 = X on a twist, whose x is the curve's times u^2) */
static int x_matches(const ec_ctx *x, const cairn_limb *v, const ec_pt *r, const cairn_limb *z2)
{
    cairn_fe t;
    x->f->to(t, v, x->f);
    if (x->tw != NULL)
        fe_twist(x, t, t, x->tw->u2);
    FMUL(t, t, z2);
    return cairn_bn_eq(t, r->X, x->n) != 0;
}

/* x(R) mod n = r, R = u1 G + u2 Q, without taking R to affine coordinates
 * (no inversion): x(R) < p is r or r + n (the latter only when r + n < p),
 * and x(R) = v exactly when v Z^2 = X. */
int cairn_ec_mul2_check_vartime(const cairn_ec_curve_def *c, const cairn_impl *impl, const uint8_t *rb,
                                const uint8_t *u1, const uint8_t *u2, const uint8_t *qxy)
{
    ec_ctx x;
    ec_pt r;
    cairn_fe v, z2;
    ctx_init(&x, c, impl);
    mul2_jac(&x, c, &r, u1, u2, qxy);
    if (cairn_bn_is_zero(r.Z, x.n) != 0)
        return CAIRN_ERR_INVALID_POINT;
    x.f->sqr(z2, r.Z, x.f);
    memset(v, 0, sizeof v);
    (void)cairn_bn_decode(v, x.n, rb, c->bytes);
    if (x_matches(&x, v, &r, z2))
        return CAIRN_OK;
    if (cairn_bn_add(v, v, x.k->n, x.n) == 0 && cairn_bn_lt(v, x.k->p, x.n) != 0 && x_matches(&x, v, &r, z2))
        return CAIRN_OK;
    return CAIRN_ERR_BAD_SIGNATURE;
}

#endif

/* ------------------------------------------------------------ point checks */

int cairn_ec_point_check(const cairn_ec_curve_def *c, const uint8_t *xy)
{
    ec_ctx x;
    ec_aff a;
    cairn_limb ok;
    ctx_init(&x, c, NULL);
    ok = aff_decode(&x, &a, xy, c->bytes);
    ok &= aff_on_curve(&x, &a);
    return ok != 0 ? CAIRN_OK : CAIRN_ERR_INVALID_POINT;
}

int cairn_ec_point_decompress(const cairn_ec_curve_def *c, uint8_t *y, const uint8_t *xb, unsigned odd)
{
    ec_ctx x;
    cairn_fe xx, r, s, ny, zero;
    cairn_limb ok, flip;
    ctx_init(&x, c, NULL);
    memset(xx, 0, sizeof xx);
    ok = (cairn_limb)0 - (cairn_limb)(cairn_bn_decode(xx, x.n, xb, c->bytes) == CAIRN_OK);
    ok &= cairn_bn_lt(xx, x.k->p, x.n);
    x.f->to(xx, xx, x.f);
    if (x.tw != NULL)
        fe_twist(&x, xx, xx, x.tw->u2);
    fe_rhs(&x, r, xx);
    {
        cairn_limb sq;
        fe_sqrt(&x, s, &sq, r);
        ok &= sq;
    }
    if (x.tw != NULL)
        fe_twist(&x, s, s, x.tw->u3i);
    x.f->from(s, s, x.f);
    /* the other root is p - s; s = 0 has no odd partner (p - 0 = p) */
    cairn_bn_zero(zero, x.n);
    flip = (s[0] & 1) ^ (cairn_limb)(odd & 1);
    ok &= ~(cairn_bn_is_zero(s, x.n) & ((cairn_limb)0 - flip));
    cairn_bn_mod_sub(ny, zero, s, x.k->p, x.n);
    cairn_bn_cond_copy(flip, s, ny, x.n);
    if (ok == 0) {
        memset(y, 0, c->bytes);
        return CAIRN_ERR_INVALID_POINT;
    }
    (void)cairn_bn_encode(y, c->bytes, s, x.n);
    return CAIRN_OK;
}

#endif
