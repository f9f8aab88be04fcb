/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The brainpool fields for x86-64 with BMI2 (MULX) and ADX (ADCX/ADOX): the
 * Montgomery representation and fixed sizes of src/ec/fp_mont.c (whose
 * add, sub and from these objects share), the products by MULX rows: the
 * product and Montgomery's reduction separated (fp_mont.c's order), each row
 * t[0..n) += m s[0..n) one inline-assembly block unrolled over the n limbs: MULX leaves the
 * flags alone, so the previous high half goes in on the CF chain (ADCX) and
 * t's limb on the OF chain (ADOX); the row's carry limb is its last high
 * half plus both chains' carries (it fits: the row's sum is below
 * 2^(64 (n + 1))). The two high halves alternate between two registers.
 * Constant time: MULX, ADCX, ADOX, MOV and XOR only, fixed addresses. The
 * objects need CAIRN_CPU_X86_BMI2 | CAIRN_CPU_X86_ADX (cairn_impl_usable
 * checks them); this file alone is compiled with -mbmi2 -madx.
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_X86_ACCEL && CAIRN_ENABLE_EC && defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))

#include "ec/ec_engine.h"
#include "ec/fp_special.h"

#if defined(CAIRN_EC_HAVE_MONT_MULX)

#define MX_EVEN(j)                                                                                                     \
    "mulxq " #j "*8(%[s]), %[l], %[h0]\n\t"                                                                            \
    "adcxq %[h1], %[l]\n\t"                                                                                            \
    "adoxq " #j "*8(%[t]), %[l]\n\t"                                                                                   \
    "movq %[l], " #j "*8(%[t])\n\t"
#define MX_ODD(j)                                                                                                      \
    "mulxq " #j "*8(%[s]), %[l], %[h1]\n\t"                                                                            \
    "adcxq %[h0], %[l]\n\t"                                                                                            \
    "adoxq " #j "*8(%[t]), %[l]\n\t"                                                                                   \
    "movq %[l], " #j "*8(%[t])\n\t"
/* the first row writes t (no ADOX of old limbs) */
#define MX_FEVEN(j)                                                                                                    \
    "mulxq " #j "*8(%[s]), %[l], %[h0]\n\t"                                                                            \
    "adcxq %[h1], %[l]\n\t"                                                                                            \
    "movq %[l], " #j "*8(%[t])\n\t"
#define MX_FODD(j)                                                                                                     \
    "mulxq " #j "*8(%[s]), %[l], %[h1]\n\t"                                                                            \
    "adcxq %[h0], %[l]\n\t"                                                                                            \
    "movq %[l], " #j "*8(%[t])\n\t"
#define MX_ROW1 MX_EVEN(0)
#define MX_ROW2 MX_ROW1 MX_ODD(1)
#define MX_ROW3 MX_ROW2 MX_EVEN(2)
#define MX_ROW4 MX_ROW3 MX_ODD(3)
#define MX_ROW5 MX_ROW4 MX_EVEN(4)
#define MX_ROW6 MX_ROW5 MX_ODD(5)
#define MX_ROW7 MX_ROW6 MX_EVEN(6)
#define MX_ROW8 MX_ROW7 MX_ODD(7)
#define MX_FROW3 MX_FEVEN(0) MX_FODD(1) MX_FEVEN(2)
#define MX_FROW4 MX_FROW3 MX_FODD(3)
#define MX_FROW5 MX_FROW4 MX_FEVEN(4)
#define MX_FROW6 MX_FROW5 MX_FODD(5)
#define MX_FROW7 MX_FROW6 MX_FEVEN(6)
#define MX_FROW8 MX_FROW7 MX_FODD(7)

/* t[0..n) += m s[0..n) (mx_row), or t[0..n) = m s[0..n) (mx_first), the
 * last high half in h1 for an even n, h0 for an odd one; returns the carry
 * limb */
#define MX_ROW_FN(name, body, tcons, n, last)                                                                          \
    CAIRN_INLINE cairn_limb name##n(cairn_limb *t, const cairn_limb *s, cairn_limb m)                                  \
    {                                                                                                                  \
        cairn_limb l, h0, h1;                                                                                          \
        __asm__("xorl %k[h1], %k[h1]\n\t" body##n "movl $0, %k[l]\n\t"                                                 \
                                                  "adcxq %[l], %[" #last "]\n\t"                                       \
                                                  "adoxq %[l], %[" #last "]"                                           \
                : [l] "=&r"(l), [h0] "=&r"(h0), [h1] "=&r"(h1), [tm] tcons(*(cairn_limb(*)[n])t)                       \
                : [t] "r"(t), [s] "r"(s), "d"(m)                                                                       \
                : "cc", "memory");                                                                                     \
        return last;                                                                                                   \
    }
/* t's n limbs are the asm's memory operand (read and written by a row, written by the
 * first), so that analysers see them written; s is read through the memory clobber */
MX_ROW_FN(mx_row, MX_ROW, "+m", 1, h0)
MX_ROW_FN(mx_row, MX_ROW, "+m", 2, h1)
MX_ROW_FN(mx_row, MX_ROW, "+m", 3, h0)
MX_ROW_FN(mx_row, MX_ROW, "+m", 4, h1)
MX_ROW_FN(mx_row, MX_ROW, "+m", 5, h0)
MX_ROW_FN(mx_row, MX_ROW, "+m", 6, h1)
MX_ROW_FN(mx_row, MX_ROW, "+m", 8, h1)
MX_ROW_FN(mx_first, MX_FROW, "=m", 3, h0)
MX_ROW_FN(mx_first, MX_FROW, "=m", 4, h1)
MX_ROW_FN(mx_first, MX_FROW, "=m", 5, h0)
MX_ROW_FN(mx_first, MX_FROW, "=m", 6, h1)
MX_ROW_FN(mx_first, MX_FROW, "=m", 7, h0)
MX_ROW_FN(mx_first, MX_FROW, "=m", 8, h1)

/* t[0..2n) = a^2 from its cross products a_i a_j (i < j), one row per i of
 * length n - 1 - i at limb 2i + 1 (its carry at limb i + n), doubled on a
 * carry chain, then the squares a_i^2 added on the diagonal: about half
 * the rows of a product. */
CAIRN_INLINE void mx_square_tail(cairn_limb *t, const cairn_limb *a, size_t n)
{
    cairn_limb c = 0, z = 0;
    size_t i;
    t[0] = 0;
    for (i = 1; i < 2 * n - 1; i++)
        t[i] = adc(t[i], t[i], &c);
    t[2 * n - 1] = c;
    c = 0;
    for (i = 0; i < n; i++) {
        FP_MAC(t[2 * i], c, a[i], a[i]);
        FP_MAC(t[2 * i + 1], c, z, z);
    }
}

static void mx_square4(cairn_limb *t, const cairn_limb *a)
{
    t[4] = mx_first3(t + 1, a + 1, a[0]);
    t[5] = mx_row2(t + 3, a + 2, a[1]);
    t[6] = mx_row1(t + 5, a + 3, a[2]);
    mx_square_tail(t, a, 4);
}

static void mx_square6(cairn_limb *t, const cairn_limb *a)
{
    t[6] = mx_first5(t + 1, a + 1, a[0]);
    t[7] = mx_row4(t + 3, a + 2, a[1]);
    t[8] = mx_row3(t + 5, a + 3, a[2]);
    t[9] = mx_row2(t + 7, a + 4, a[3]);
    t[10] = mx_row1(t + 9, a + 5, a[4]);
    mx_square_tail(t, a, 6);
}

static void mx_square8(cairn_limb *t, const cairn_limb *a)
{
    t[8] = mx_first7(t + 1, a + 1, a[0]);
    t[9] = mx_row6(t + 3, a + 2, a[1]);
    t[10] = mx_row5(t + 5, a + 3, a[2]);
    t[11] = mx_row4(t + 7, a + 4, a[3]);
    t[12] = mx_row3(t + 9, a + 5, a[4]);
    t[13] = mx_row2(t + 11, a + 6, a[5]);
    t[14] = mx_row1(t + 13, a + 7, a[6]);
    mx_square_tail(t, a, 8);
}

/* r = t R^-1 mod p for t[0..2n) < p R (t destroyed): fp_mont.c's row-wise
 * reduction on MULX rows */
#define MX_REDC_FN(n)                                                                                                  \
    CAIRN_INLINE void mx_redc##n(cairn_limb *r, cairn_limb *t, const cairn_ec_field *f)                                \
    {                                                                                                                  \
        cairn_limb top = 0;                                                                                            \
        size_t i;                                                                                                      \
        for (i = 0; i < (n); i++) {                                                                                    \
            cairn_limb c = mx_row##n(t + i, f->p, t[i] * f->p0i);                                                      \
            t[i + (n)] = adc(t[i + (n)], c, &top);                                                                     \
        }                                                                                                              \
        fp_csub_n(r, t + (n), top, f->p, (n));                                                                         \
    }
MX_REDC_FN(4)
MX_REDC_FN(6)
MX_REDC_FN(8)

#define MONT_MULX(bits, n)                                                                                             \
    void cairn_ec_fp_mont##bits##_mulx_mul(cairn_limb *r, const cairn_limb *a, const cairn_limb *b,                    \
                                           const cairn_ec_field *f)                                                    \
    {                                                                                                                  \
        cairn_limb t[2 * (n)];                                                                                         \
        size_t i;                                                                                                      \
        t[n] = mx_first##n(t, b, a[0]);                                                                                \
        for (i = 1; i < (n); i++)                                                                                      \
            t[i + (n)] = mx_row##n(t + i, b, a[i]);                                                                    \
        mx_redc##n(r, t, f);                                                                                           \
    }                                                                                                                  \
    void cairn_ec_fp_mont##bits##_mulx_sqr(cairn_limb *r, const cairn_limb *a, const cairn_ec_field *f)                \
    {                                                                                                                  \
        cairn_limb t[2 * (n)] = {0}; /* every limb is written below; the analyser cannot tell */                       \
        mx_square##n(t, a);                                                                                            \
        mx_redc##n(r, t, f);                                                                                           \
    }                                                                                                                  \
    void cairn_ec_fp_mont##bits##_mulx_to(cairn_limb *r, const cairn_limb *a, const cairn_ec_field *f)                 \
    {                                                                                                                  \
        cairn_ec_fp_mont##bits##_mulx_mul(r, a, f->rr, f);                                                             \
    }

MONT_MULX(256, 4)
MONT_MULX(384, 6)
MONT_MULX(512, 8)

/* The objects: fp_mont.c's constants and hooks but the products
 * (-p^-1 mod 2^64 as literals: a const object's member is no constant
 * expression in C; test_ec_field would catch a wrong one). */
#define BP_MULX_FIELD(curve, bits, p0i)                                                                                \
    const cairn_ec_field cairn_ec_fp_mont_##curve##_mulx = {                                                           \
        {"x86-mulx", CAIRN_PRIM_EC_FIELD, CAIRN_CPU_X86_BMI2 | CAIRN_CPU_X86_ADX},                                     \
        CAIRN_BN_LIMBS(bits),                                                                                          \
        (bits) >> 3,                                                                                                   \
        cairn_ec_consts_##curve.p,                                                                                     \
        cairn_ec_fp_mont##bits##_mulx_mul,                                                                             \
        cairn_ec_fp_mont##bits##_mulx_sqr,                                                                             \
        cairn_ec_fp_mont##bits##_add,                                                                                  \
        cairn_ec_fp_mont##bits##_sub,                                                                                  \
        cairn_ec_fp_mont##bits##_mulx_to,                                                                              \
        cairn_ec_fp_mont##bits##_from,                                                                                 \
        NULL,                                                                                                          \
        NULL,                                                                                                          \
        cairn_ec_consts_##curve.p_one,                                                                                 \
        p0i,                                                                                                           \
        cairn_ec_consts_##curve.p_rr}

BP_MULX_FIELD(bp256r1, 256, 0xc6a75590cefd89b9);
BP_MULX_FIELD(bp384r1, 384, 0x9a6ea96cea9ec825);
BP_MULX_FIELD(bp512r1, 512, 0x839b32207d89efc5);

#endif
#endif
