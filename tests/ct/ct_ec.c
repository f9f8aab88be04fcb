/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Constant-time entries of the Weierstrass engine (src/ec/ec_internal.h),
 * run by ct_harness, on P-256, P-384, P-521 and brainpoolP256r1/384r1/512r1,
 * each with every field
 * implementation the curve lists that valgrind's CPU runs (and P-256's
 * MULX/ADX field, which valgrind executes though its CPUID hides ADX):
 *  - k G from the base-point table (key generation, signing's nonce
 *    point), k secret;
 *  - k P for a public P (ECDH), k secret;
 *  - the scalar operations of signing with their operands secret: the
 *    inverse (the nonce's), the product and sum (s = k^-1 (e + r d)), the
 *    range check (key generation's rejection sampling), bits2int of a
 *    digest, the reduction of a field element mod n.
 * Outputs are declassified, then checked against tests/test_ec_engine_kat.h
 * (computed with Python's integers) or by an identity (a a^-1 = 1).
 * Not listed: u1 G + u2 Q (verification, public data, variable time by
 * design), point checks and decompression (public points).
 */
#include <string.h>

#include "ct.h"
#include "ec/ec_engine.h"
#include "ec/fp_special.h"

#include "../test_ec_engine_kat.h"

#define MAXB CAIRN_EC_MAX_BYTES

static void unhex(uint8_t *out, size_t n, const char *h)
{
    size_t i;
    for (i = 0; i < n; i++) {
        unsigned v = 0, k;
        for (k = 0; k < 2; k++) {
            char c = h[2 * i + k];
            v = v * 16 + (unsigned)(c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10);
        }
        out[i] = (uint8_t)v;
    }
}

typedef struct {
    cairn_ec_curve id;
    const char *const *base; /* a k G known answer: k, x, y */
    const char *const *var;  /* a k P one: k, Px, Py, x, y */
    const char *const *scal; /* a, b, a b, a + b, a^-1 */
} curve_case;

/* the last (random) entries of each table */
static const curve_case cases[] = {
    {CAIRN_EC_P256, p256_base[sizeof p256_base / sizeof p256_base[0] - 1], p256_var[2], p256_scal[0]},
    {CAIRN_EC_P384, p384_base[sizeof p384_base / sizeof p384_base[0] - 1], p384_var[2], p384_scal[0]},
    {CAIRN_EC_P521, p521_base[sizeof p521_base / sizeof p521_base[0] - 1], p521_var[2], p521_scal[0]},
    {CAIRN_EC_BRAINPOOLP256R1, bp256r1_base[sizeof bp256r1_base / sizeof bp256r1_base[0] - 1], bp256r1_var[2],
     bp256r1_scal[0]},
    {CAIRN_EC_BRAINPOOLP384R1, bp384r1_base[sizeof bp384r1_base / sizeof bp384r1_base[0] - 1], bp384r1_var[2],
     bp384r1_scal[0]},
    {CAIRN_EC_BRAINPOOLP512R1, bp512r1_base[sizeof bp512r1_base / sizeof bp512r1_base[0] - 1], bp512r1_var[2],
     bp512r1_scal[0]},
};

/* whether impl runs here: when usable, and P-256's MULX/ADX field under
 * valgrind as well (its CPUID hides ADX, but it executes MULX, ADCX and
 * ADOX; the engine's point formulas have that field's operations inlined,
 * so its k G and k P are their own code) */
static int impl_runs(const cairn_impl *impl)
{
    if (cairn_impl_usable(impl))
        return 1;
#if defined(CAIRN_EC_HAVE_P256_MULX)
    if (RUNNING_ON_VALGRIND && impl == &cairn_ec_fp_p256_mulx.impl)
        return 1;
#endif
    return 0;
}

static int run_base(const curve_case *cc)
{
    const cairn_ec_curve_def *c = cairn_ec_curve_get(cc->id);
    uint8_t k[MAXB], want[2 * MAXB], xy[2 * MAXB];
    size_t B, i;
    int bad = 0;
    if (c == NULL)
        return 1;
    B = c->bytes;
    unhex(want, B, cc->base[1]);
    unhex(want + B, B, cc->base[2]);
    for (i = 0; c->impls[i] != NULL; i++) {
        int rc;
        if (!impl_runs(c->impls[i]))
            continue;
        unhex(k, B, cc->base[0]);
        CT_SECRET(k, B);
        rc = cairn_ec_mul_base(c, c->impls[i], xy, k);
        CT_PUBLIC(&rc, sizeof rc);
        CT_PUBLIC(xy, 2 * B);
        bad |= rc != CAIRN_OK || memcmp(xy, want, 2 * B) != 0;
    }
    return bad;
}

static int run_var(const curve_case *cc)
{
    const cairn_ec_curve_def *c = cairn_ec_curve_get(cc->id);
    uint8_t k[MAXB], p[2 * MAXB], want[2 * MAXB], xy[2 * MAXB];
    size_t B, i;
    int bad = 0;
    if (c == NULL)
        return 1;
    B = c->bytes;
    unhex(p, B, cc->var[1]);
    unhex(p + B, B, cc->var[2]);
    unhex(want, B, cc->var[3]);
    unhex(want + B, B, cc->var[4]);
    for (i = 0; c->impls[i] != NULL; i++) {
        int rc;
        if (!impl_runs(c->impls[i]))
            continue;
        unhex(k, B, cc->var[0]);
        CT_SECRET(k, B);
        rc = cairn_ec_mul(c, c->impls[i], xy, k, p);
        CT_PUBLIC(&rc, sizeof rc);
        CT_PUBLIC(xy, 2 * B);
        bad |= rc != CAIRN_OK || memcmp(xy, want, 2 * B) != 0;
    }
    return bad;
}

static int run_scalars(const curve_case *cc)
{
    const cairn_ec_curve_def *c = cairn_ec_curve_get(cc->id);
    uint8_t a[MAXB], b[MAXB], r[MAXB], want[MAXB], h[64];
    size_t B;
    int bad = 0, v;
    if (c == NULL)
        return 1;
    B = c->bytes;
    /* inverse */
    unhex(a, B, cc->scal[0]);
    unhex(want, B, cc->scal[4]);
    CT_SECRET(a, B);
    cairn_ec_scalar_inv(c, r, a);
    CT_PUBLIC(r, B);
    bad |= memcmp(r, want, B) != 0;
    /* product and sum */
    unhex(a, B, cc->scal[0]);
    unhex(b, B, cc->scal[1]);
    CT_SECRET(a, B);
    CT_SECRET(b, B);
    cairn_ec_scalar_mul(c, r, a, b);
    CT_PUBLIC(r, B);
    unhex(want, B, cc->scal[2]);
    bad |= memcmp(r, want, B) != 0;
    CT_SECRET(a, B);
    CT_SECRET(b, B);
    cairn_ec_scalar_add(c, r, a, b);
    CT_PUBLIC(r, B);
    unhex(want, B, cc->scal[3]);
    bad |= memcmp(r, want, B) != 0;
    /* range check */
    CT_SECRET(a, B);
    v = cairn_ec_scalar_valid(c, a);
    CT_PUBLIC(&v, sizeof v);
    bad |= v != 1;
    memcpy(b, c->n, B);
    CT_SECRET(b, B);
    v = cairn_ec_scalar_valid(c, b);
    CT_PUBLIC(&v, sizeof v);
    bad |= v != 0;
    /* bits2int of a 64-byte digest, then reduce its own output (an identity: already < n) */
    ct_fill(h, sizeof h, 0xec);
    CT_SECRET(h, sizeof h);
    cairn_ec_scalar_from_digest(c, r, h, sizeof h);
    memcpy(b, r, B);
    cairn_ec_scalar_reduce(c, a, b);
    CT_PUBLIC(r, B);
    CT_PUBLIC(a, B);
    bad |= memcmp(a, r, B) != 0;
    return bad;
}

static int op_base256(const ct_arg *arg) { (void)arg; return run_base(&cases[0]); }
static int op_base384(const ct_arg *arg) { (void)arg; return run_base(&cases[1]); }
static int op_base521(const ct_arg *arg) { (void)arg; return run_base(&cases[2]); }
static int op_var256(const ct_arg *arg) { (void)arg; return run_var(&cases[0]); }
static int op_var384(const ct_arg *arg) { (void)arg; return run_var(&cases[1]); }
static int op_var521(const ct_arg *arg) { (void)arg; return run_var(&cases[2]); }
static int op_scal256(const ct_arg *arg) { (void)arg; return run_scalars(&cases[0]); }
static int op_scal384(const ct_arg *arg) { (void)arg; return run_scalars(&cases[1]); }
static int op_scal521(const ct_arg *arg) { (void)arg; return run_scalars(&cases[2]); }
static int op_base_bp256(const ct_arg *arg) { (void)arg; return run_base(&cases[3]); }
static int op_base_bp384(const ct_arg *arg) { (void)arg; return run_base(&cases[4]); }
static int op_base_bp512(const ct_arg *arg) { (void)arg; return run_base(&cases[5]); }
static int op_var_bp256(const ct_arg *arg) { (void)arg; return run_var(&cases[3]); }
static int op_var_bp384(const ct_arg *arg) { (void)arg; return run_var(&cases[4]); }
static int op_var_bp512(const ct_arg *arg) { (void)arg; return run_var(&cases[5]); }
static int op_scal_bp256(const ct_arg *arg) { (void)arg; return run_scalars(&cases[3]); }
static int op_scal_bp384(const ct_arg *arg) { (void)arg; return run_scalars(&cases[4]); }
static int op_scal_bp512(const ct_arg *arg) { (void)arg; return run_scalars(&cases[5]); }

static const ct_op ec_ops[] = {
    {"ec mul_base P-256", CT_ONCE, op_base256, "scalar", CT_CLEAN, "none"},
    {"ec mul_base P-384", CT_ONCE, op_base384, "scalar", CT_CLEAN, "none"},
    {"ec mul_base P-521", CT_ONCE, op_base521, "scalar", CT_CLEAN, "none"},
    {"ec mul P-256", CT_ONCE, op_var256, "scalar", CT_CLEAN, "none (the point is public)"},
    {"ec mul P-384", CT_ONCE, op_var384, "scalar", CT_CLEAN, "none (the point is public)"},
    {"ec mul P-521", CT_ONCE, op_var521, "scalar", CT_CLEAN, "none (the point is public)"},
    {"ec scalars P-256", CT_ONCE, op_scal256, "operands, digest", CT_CLEAN, "none"},
    {"ec scalars P-384", CT_ONCE, op_scal384, "operands, digest", CT_CLEAN, "none"},
    {"ec scalars P-521", CT_ONCE, op_scal521, "operands, digest", CT_CLEAN, "none"},
    {"ec mul_base brainpoolP256r1", CT_ONCE, op_base_bp256, "scalar", CT_CLEAN, "none"},
    {"ec mul_base brainpoolP384r1", CT_ONCE, op_base_bp384, "scalar", CT_CLEAN, "none"},
    {"ec mul_base brainpoolP512r1", CT_ONCE, op_base_bp512, "scalar", CT_CLEAN, "none"},
    {"ec mul brainpoolP256r1", CT_ONCE, op_var_bp256, "scalar", CT_CLEAN, "none (the point is public)"},
    {"ec mul brainpoolP384r1", CT_ONCE, op_var_bp384, "scalar", CT_CLEAN, "none (the point is public)"},
    {"ec mul brainpoolP512r1", CT_ONCE, op_var_bp512, "scalar", CT_CLEAN, "none (the point is public)"},
    {"ec scalars brainpoolP256r1", CT_ONCE, op_scal_bp256, "operands, digest", CT_CLEAN, "none"},
    {"ec scalars brainpoolP384r1", CT_ONCE, op_scal_bp384, "operands, digest", CT_CLEAN, "none"},
    {"ec scalars brainpoolP512r1", CT_ONCE, op_scal_bp512, "operands, digest", CT_CLEAN, "none"},
};

size_t ct_ops_ec(const ct_op **ops)
{
    *ops = ec_ops;
    return sizeof ec_ops / sizeof ec_ops[0];
}
