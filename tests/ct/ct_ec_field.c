/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Constant-time entries for the special-form prime fields of src/ec
 * (fp_p256.c, fp_p384.c, fp_p521.c, fp_sm2.c and the x86-64 MULX/ADX P-256
 * field):
 * mul, sqr, add and sub on secret operands (values that reach the
 * reductions' carries and final subtractions: p - 1, all-ones words,
 * 2^k), the engine's inversion (binary GCD) and the square-root chain with the result's
 * verdict declassified only after the call. Results are checked on
 * declassified outputs against other computations of the same value
 * (a * b = b * a, a^2 = a * a, a * a^-1 = 1, sqrt(a^2)^2 = a^2, (a + b) - b
 * = a). The harness runs them at the library's limb width; the same file
 * is built with 32-bit limbs as ct_ec_field32 (tests/ct/CMakeLists.txt:
 * its own copies of src/bn and src/ec, and a main of its own), which
 * run.sh runs under valgrind too. The MULX field runs where the CPU itself
 * has BMI2 and ADX: valgrind 3.19 hides ADX from CPUID but executes MULX,
 * ADCX and ADOX.
 */
#include <stdio.h>
#include <string.h>

#include "ct.h"
#include "ec/ec_engine.h"
#include "ec/fp_sm2.h"
#include "ec/fp_special.h"

#if CAIRN_ENABLE_EC

#define MAXN CAIRN_EC_LIMBS
#define SEC(p, n) CT_SECRET((p), (n) * sizeof(cairn_limb))
#define PUB(p, n) CT_PUBLIC((p), (n) * sizeof(cairn_limb))

/* operand k (0..3) below p: p - 1, all-ones low limbs over a fixed pattern,
 * a power of two, a fixed pattern */
static void operand(cairn_limb *a, const cairn_ec_field *f, unsigned k)
{
    size_t n = f->n, i;
    ct_fill((uint8_t *)a, n * sizeof(cairn_limb), 40 + k);
    a[n - 1] &= f->p[n - 1] >> 1;
    switch (k) {
    case 0:
        cairn_bn_copy(a, f->p, n);
        a[0] -= 1;
        break;
    case 1:
        for (i = 0; i < n / 2; i++)
            a[i] = (cairn_limb)-1;
        break;
    case 2:
        cairn_bn_zero(a, n);
        a[n / 2] = (cairn_limb)1 << 7;
        break;
    default:
        break;
    }
}

/* whether f runs here: under valgrind always (its CPUID hides ADX, but it
 * executes MULX, ADCX and ADOX), otherwise when the CPU itself has f's
 * features (not the CAIRN_CPU cap) */
static int field_runs(const cairn_ec_field *f)
{
    if (RUNNING_ON_VALGRIND || (cairn_cpu_features_raw() & f->impl.needs) == f->impl.needs)
        return 1;
    printf("     (%s: this CPU lacks its features; nothing run)\n", f->impl.name);
    return 0;
}

static int arith(const cairn_ec_field *f)
{
    cairn_limb a[MAXN], b[MAXN], r1[MAXN], r2[MAXN], r3[MAXN], r4[MAXN], r5[MAXN];
    size_t n = f->n;
    unsigned i, j;
    int rc = 0;
    if (!field_runs(f))
        return 0;
    for (i = 0; i < 4; i++)
        for (j = 0; j < 4; j++) {
            operand(a, f, i);
            operand(b, f, j);
            SEC(a, n);
            SEC(b, n);
            f->mul(r1, a, b, f);
            f->mul(r2, b, a, f);
            f->sqr(r3, a, f);
            f->mul(r4, a, a, f);
            f->add(r5, a, b, f);
            f->sub(r5, r5, b, f);
            f->to(b, b, f);
            f->from(b, b, f);
            PUB(r1, n);
            PUB(r2, n);
            PUB(r3, n);
            PUB(r4, n);
            PUB(r5, n);
            PUB(a, n);
            rc |= memcmp(r1, r2, n * sizeof(cairn_limb)) != 0;
            rc |= memcmp(r3, r4, n * sizeof(cairn_limb)) != 0;
            rc |= memcmp(r5, a, n * sizeof(cairn_limb)) != 0;
        }
    return rc;
}

static int inv(const cairn_ec_field *f)
{
    cairn_limb a[MAXN], r[MAXN], one[MAXN];
    size_t n = f->n;
    int rc = 0;
    if (!field_runs(f))
        return 0;
    operand(a, f, 3);
    SEC(a, n);
    cairn_ec_fe_inv(r, a, f);
    f->mul(one, a, r, f);
    PUB(one, n);
    rc |= memcmp(one, f->one, n * sizeof(cairn_limb)) != 0;
    return rc;
}

static int root(const cairn_ec_field *f)
{
    cairn_limb a[MAXN], sq[MAXN], r[MAXN], chk[MAXN], ok[2];
    size_t n = f->n;
    int rc = 0;
    if (!field_runs(f))
        return 0;
    operand(a, f, 3);
    SEC(a, n);
    f->sqr(sq, a, f);
    f->sqrt(r, &ok[0], sq, f); /* a square */
    f->sqr(chk, r, f);
    f->sqrt(r, &ok[1], a, f); /* whatever a is */
    PUB(ok, 2);
    PUB(chk, n);
    PUB(sq, n);
    rc |= ok[0] != (cairn_limb)-1 || memcmp(chk, sq, n * sizeof(cairn_limb)) != 0;
    rc |= ok[1] != 0 && ok[1] != (cairn_limb)-1;
    return rc;
}

#define FIELD_OPS(tag, obj)                                                                                            \
    static int op_##tag##_arith(const ct_arg *arg)                                                                     \
    {                                                                                                                  \
        (void)arg;                                                                                                     \
        return arith(&(obj));                                                                                          \
    }                                                                                                                  \
    static int op_##tag##_inv(const ct_arg *arg)                                                                       \
    {                                                                                                                  \
        (void)arg;                                                                                                     \
        return inv(&(obj));                                                                                            \
    }                                                                                                                  \
    static int op_##tag##_sqrt(const ct_arg *arg)                                                                      \
    {                                                                                                                  \
        (void)arg;                                                                                                     \
        return root(&(obj));                                                                                           \
    }

FIELD_OPS(p256, cairn_ec_fp_p256)
FIELD_OPS(p384, cairn_ec_fp_p384)
FIELD_OPS(p521, cairn_ec_fp_p521)
FIELD_OPS(sm2, cairn_ec_fp_sm2)
#if defined(CAIRN_EC_HAVE_P256_MULX)
FIELD_OPS(p256_mulx, cairn_ec_fp_p256_mulx)
#endif

#if CAIRN_BN_LIMB_BITS == 64
#define W "64"
#else
#define W "32"
#endif

#define FIELD_ENTRIES(tag, label)                                                                                      \
    {"ec field " label " mul/sqr/add/sub", CT_ONCE, op_##tag##_arith, "operands", CT_CLEAN, "none"},                   \
        {"ec field " label " inv", CT_ONCE, op_##tag##_inv, "operand", CT_CLEAN, "none"},                              \
    {                                                                                                                  \
        "ec field " label " sqrt", CT_ONCE, op_##tag##_sqrt, "operand", CT_CLEAN,                                      \
            "none (root verdict declassified after the call)"                                                          \
    }

static const ct_op ec_field_ops[] = {
    FIELD_ENTRIES(p256, "P-256 c" W),
    FIELD_ENTRIES(p384, "P-384 c" W),
    FIELD_ENTRIES(p521, "P-521 c" W),
    FIELD_ENTRIES(sm2, "SM2 c" W),
#if defined(CAIRN_EC_HAVE_P256_MULX)
    FIELD_ENTRIES(p256_mulx, "P-256 x86-mulx"),
#endif
};

size_t ct_ops_ec_field(const ct_op **ops)
{
    *ops = ec_field_ops;
    return sizeof ec_field_ops / sizeof ec_field_ops[0];
}

#else /* !CAIRN_ENABLE_EC */

size_t ct_ops_ec_field(const ct_op **ops)
{
    *ops = NULL;
    return 0;
}

#endif

#if defined(CT_EC_FIELD_MAIN)
/* ct_ec_field32: these entries alone, at 32-bit limbs */
int main(int argc, char **argv)
{
    const ct_op *ops = NULL;
    size_t n = ct_ops_ec_field(&ops);
    return ct_run("ct-ec-field" W, ops, n, argc, argv);
}
#endif
