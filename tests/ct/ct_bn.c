/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Constant-time entries for src/bn (the bignum layer under RSA, DSA, DH and
 * the Weierstrass curves), at the library's limb width. Secrets marked:
 * operands, exponents and, where RSA keeps it secret, the modulus itself
 * (p and q: the Montgomery set-up, R^2, reduction and exponentiation run with
 * m undefined). Statuses and results are declassified before they are
 * compared with a second computation. Lengths, shift counts and exponent
 * lengths are public by design. The variable-time exponentiation is listed
 * with a secret base and a public exponent (RSA blinding's r^e); the
 * variable-time inversion with RSA's blinded product, which is declassified.
 * cairn_bn_rand_range's accept/reject decision is a documented
 * declassification; its branch-free candidate test is what is listed here.
 */
#include <stdio.h>
#include <string.h>

#include "bn/bn.h"
#include "ct.h"

#define MAXL CAIRN_BN_MAX_LIMBS

static cairn_limb table[CAIRN_BN_EXP_TMP_LIMBS(MAXL)];

static void fill_limbs(cairn_limb *a, size_t n, uint32_t seed)
{
    ct_fill((uint8_t *)a, n * sizeof *a, seed);
}

/* an odd modulus of n limbs with a non-zero top limb */
static void fill_mod(cairn_limb *m, size_t n, uint32_t seed)
{
    fill_limbs(m, n, seed);
    m[0] |= 1;
    m[n - 1] |= (cairn_limb)1 << (CAIRN_BN_LIMB_BITS - 1);
}

#define SEC(p, n) CT_SECRET((p), (n) * sizeof(cairn_limb))
#define PUB(p, n) CT_PUBLIC((p), (n) * sizeof(cairn_limb))

/* whole-number operations on secret values with a secret control bit */
static int op_bn_basic(const ct_arg *arg)
{
    const size_t n = CAIRN_BN_LIMBS(1024);
    cairn_limb a[MAXL], b[MAXL], m[MAXL], r[2 * MAXL], s[2 * MAXL], ctl[1], c[8];
    uint8_t buf[MAXL * CAIRN_BN_LIMB_BYTES + 8];
    size_t bl;
    int rc, rc2;

    (void)arg;
    fill_limbs(a, n, 1);
    fill_limbs(b, n, 2);
    fill_mod(m, n, 3);
    ctl[0] = 1;
    SEC(a, n);
    SEC(b, n);
    SEC(m, n);
    SEC(ctl, 1);
    c[0] = cairn_bn_add(r, a, b, n);
    c[1] = cairn_bn_sub(r, r, b, n);
    c[2] = cairn_bn_cond_add(ctl[0], r, b, n);
    c[3] = cairn_bn_cond_sub(ctl[0], r, b, n);
    cairn_bn_cond_copy(ctl[0], s, r, n);
    cairn_bn_cond_swap(ctl[0], s, b, n);
    c[4] = cairn_bn_lt(a, b, n);
    c[5] = cairn_bn_eq(a, s, n);
    c[6] = cairn_bn_is_zero(a, n);
    bl = cairn_bn_bit_length(a, n);
    c[7] = cairn_bn_shl(s, a, n, 13) ^ cairn_bn_shr(s, s, n, 70);
    cairn_bn_mul(r, a, n, b, n);
    cairn_bn_sqr(s, a, n);
    cairn_bn_mod_add(a, a, b, m, n); /* a, b not reduced: still constant flow */
    cairn_bn_mod_sub(a, a, b, m, n);
    rc = cairn_bn_encode(buf, sizeof buf, a, n);
    rc2 = cairn_bn_decode(b, n, buf, sizeof buf);
    PUB(c, 8);
    PUB(r, 2 * n);
    PUB(s, 2 * n);
    PUB(a, n);
    PUB(b, n);
    CT_PUBLIC(&bl, sizeof bl);
    CT_PUBLIC(&rc, sizeof rc);
    CT_PUBLIC(&rc2, sizeof rc2);
    return rc | rc2 | (memcmp(a, b, n * sizeof *a) != 0) | (bl > n * CAIRN_BN_LIMB_BITS);
}

/* Montgomery set-up with a secret modulus (an RSA prime), then products,
 * squarings, conversions and the double-length reduction on secrets */
static int op_bn_mont(const ct_arg *arg)
{
    static const size_t sizes[] = {1, 4, CAIRN_BN_LIMBS(521), CAIRN_BN_LIMBS(1024)};
    static cairn_bn_mont ctx;
    size_t k;
    int rc = 0;

    (void)arg;
    for (k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        size_t n = sizes[k];
        cairn_limb m[MAXL], a[MAXL], b[MAXL], r[MAXL], s[MAXL], x[2 * MAXL], t[2 * MAXL + 2];
        int st, st2;
        fill_mod(m, n, 10 + (uint32_t)k);
        fill_limbs(a, n, 20 + (uint32_t)k);
        fill_limbs(b, n, 30 + (uint32_t)k);
        fill_limbs(x, 2 * n, 40 + (uint32_t)k);
        SEC(m, n);
        SEC(a, n);
        SEC(b, n);
        SEC(x, 2 * n);
        st = cairn_bn_mont_init(&ctx, m, n);
        CT_PUBLIC(&st, sizeof st);
        rc |= st;
        cairn_bn_mont_to(&ctx, a, a);
        cairn_bn_mont_to(&ctx, b, b);
        cairn_bn_mont_mul(&ctx, r, a, b);
        cairn_bn_mont_sqr(&ctx, s, a);
        cairn_bn_montmul(s, s, a, ctx.m, ctx.m0i, n, t);
        cairn_bn_mont_from(&ctx, r, r);
        st = cairn_bn_mont_reduce(&ctx, s, x, 2 * n);
        cairn_bn_redc(x, ctx.m, ctx.m0i, n);
        st2 = cairn_bn_mont_reduce(&ctx, x, x + n, n); /* x R^-1 mod m again */
        CT_PUBLIC(&st, sizeof st);
        CT_PUBLIC(&st2, sizeof st2);
        PUB(r, n);
        PUB(s, n);
        PUB(x, n);
        rc |= st | st2;
        cairn_bn_mont_wipe(&ctx);
    }
    return rc;
}

/* Each engine's products called directly (valgrind's synthetic CPUID hides
 * ADX, so the MULX engine never becomes usable under memcheck, but it runs
 * MULX/ADCX/ADOX): secret operands and modulus. Engines the CPU itself
 * lacks are reported, not run. */
static int op_bn_engines(const ct_arg *arg)
{
    /* 4, and the sizes of the MULX engine's fixed-size kernels (bn_mulx.c)
     * the build holds */
    static const size_t sizes[] = {4, 8, 16, 24, 32, 48, 64};
    size_t k, e;
    int rc = 0;

    (void)arg;
    for (e = 0; cairn_bn_engines[e] != NULL; e++) {
        const cairn_bn_engine *eng = (const cairn_bn_engine *)cairn_bn_engines[e];
        /* natively, the CPU itself (not the CAIRN_CPU cap) must have it; under
         * valgrind the x86-64 engines all run whatever its CPUID says: the
         * products of every engine are MULX or MULQ code, the IFMA engine's
         * included (its own code is the exponentiations, see op_bn_modexp) */
        if (!RUNNING_ON_VALGRIND && (cairn_cpu_features_raw() & eng->base.needs) != eng->base.needs) {
            printf("     (bn engine %s: this CPU lacks it; nothing run)\n", eng->base.name);
            continue;
        }
        for (k = 0; k < sizeof sizes / sizeof sizes[0] && sizes[k] <= MAXL; k++) {
            size_t n = sizes[k];
            cairn_limb m[MAXL], a[MAXL], b[MAXL], r[2 * MAXL], x[2 * MAXL], t[2 * MAXL + 2];
            cairn_limb m0i;
            fill_mod(m, n, 50 + (uint32_t)k);
            fill_limbs(a, n, 60 + (uint32_t)k);
            fill_limbs(b, n, 70 + (uint32_t)k);
            fill_limbs(x, 2 * n, 80 + (uint32_t)k);
            m0i = cairn_bn_mont_m0i(m[0]);
            SEC(m, n);
            SEC(a, n);
            SEC(b, n);
            SEC(x, 2 * n);
            SEC(&m0i, 1);
            eng->mul(r, a, n, b, n);
            PUB(r, 2 * n);
            eng->sqr(r, a, n);
            PUB(r, 2 * n);
            eng->montmul(r, a, b, m, m0i, n, t);
            PUB(r, n);
            eng->redc(x, m, m0i, n);
            PUB(x + n, n);
            if (eng->montsqr != NULL) {
                eng->montsqr(r, a, m, m0i, n, t);
                PUB(r, n);
            }
        }
    }
    return rc;
}

/* Whether an engine's code runs here: natively, when the CPU itself (not
 * the CAIRN_CPU cap) has its features; under valgrind, the x86-64 engines
 * whatever its CPUID says (it hides ADX but executes MULX/ADCX/ADOX), except
 * AVX-512 code, which valgrind cannot execute: the IFMA engine's
 * exponentiations are checked by make ct's disassembly step instead
 * (tests/ct/run.sh part c: no conditional branch in their kernels but the
 * loops over public lengths). */
#define CT_AVX512 (CAIRN_CPU_X86_AVX512F | CAIRN_CPU_X86_AVX512VL | CAIRN_CPU_X86_AVX512IFMA)
static int engine_runs(const cairn_bn_engine *eng)
{
    if (RUNNING_ON_VALGRIND && (eng->base.needs & CT_AVX512) != 0) {
        printf("     (bn engine %s: AVX-512, which valgrind cannot execute; make ct checks its kernels' "
               "disassembly)\n",
               eng->base.name);
        return 0;
    }
    if (!RUNNING_ON_VALGRIND && (cairn_cpu_features_raw() & eng->base.needs) != eng->base.needs) {
        printf("     (bn engine %s: this CPU lacks it; nothing run)\n", eng->base.name);
        return 0;
    }
    return 1;
}

/* exponentiation with secret base, exponent and modulus (RSA-CRT halves and
 * a small EC-sized case), at the largest window and at the 1-bit window,
 * and the pair of cairn_bn_mont_exp2 (RSA-CRT's two halves), through each
 * engine; compared with the variable-time one on declassified inputs. The
 * context is set up with the portable engine and then given the engine
 * under test directly, since cairn_bn_mont_init_ex refuses an engine
 * valgrind's CPUID does not show. */
static int op_bn_modexp(const ct_arg *arg)
{
    static const size_t sizes[] = {4, CAIRN_BN_LIMBS(1024)};
    static cairn_bn_mont ctx, ctx2;
    static cairn_limb table2[2 * CAIRN_BN_EXP_TMP_LIMBS(MAXL)];
    const cairn_impl *portable = cairn_impl_portable(cairn_bn_engines);
    size_t k, e;
    int rc = 0;

    (void)arg;
    for (e = 0; cairn_bn_engines[e] != NULL; e++) {
        const cairn_bn_engine *eng = (const cairn_bn_engine *)cairn_bn_engines[e];
        if (!engine_runs(eng))
            continue;
        for (k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
            size_t n = sizes[k];
            cairn_limb m[MAXL], a[MAXL], x[MAXL], r[MAXL], r1[MAXL], r2[MAXL], v[MAXL];
            int st, st1, st2;
            fill_mod(m, n, 50 + (uint32_t)k);
            fill_limbs(a, n, 60 + (uint32_t)k);
            fill_limbs(x, n, 70 + (uint32_t)k);
            SEC(m, n);
            SEC(a, n);
            SEC(x, n);
            st = cairn_bn_mont_init_ex(&ctx, m, n, portable);
            ctx.eng = eng;
            st |= cairn_bn_mont_exp(&ctx, r, a, x, n, table, CAIRN_BN_EXP_TMP_LIMBS(n));
            st1 = cairn_bn_mont_exp(&ctx, r1, a, x, n, table, 2 * n);
            /* the pair: the same exponentiation twice, interleaved where the engine can */
            st2 = cairn_bn_mont_init_ex(&ctx2, m, n, portable);
            ctx2.eng = eng;
            st2 |= cairn_bn_mont_exp2(&ctx, r2, a, x, n, &ctx2, v, a, x, n, table2, CAIRN_BN_EXP2_TMP_LIMBS(n));
            CT_PUBLIC(&st, sizeof st);
            CT_PUBLIC(&st1, sizeof st1);
            CT_PUBLIC(&st2, sizeof st2);
            PUB(r, n);
            PUB(r1, n);
            PUB(r2, n);
            PUB(v, n);
            PUB(&ctx, sizeof ctx / sizeof(cairn_limb));
            PUB(&ctx2, sizeof ctx2 / sizeof(cairn_limb));
            PUB(a, n);
            PUB(x, n);
            rc |= st | st1 | st2;
            rc |= memcmp(r2, r, n * sizeof *r) != 0 || memcmp(v, r, n * sizeof *r) != 0;
            rc |= cairn_bn_mont_exp_vartime(&ctx, v, a, x, n);
            rc |= memcmp(r, v, n * sizeof *r) != 0 || memcmp(r1, v, n * sizeof *r) != 0;
            cairn_bn_mont_wipe(&ctx);
            cairn_bn_mont_wipe(&ctx2);
        }
    }
    return rc;
}

/* the public-exponent exponentiation with a secret base (r^e in RSA blinding) */
static int op_bn_modexp_pubexp(const ct_arg *arg)
{
    static cairn_bn_mont ctx;
    const size_t n = CAIRN_BN_LIMBS(2048);
    cairn_limb m[MAXL], a[MAXL], e[1] = {65537}, r[MAXL];
    int st;

    (void)arg;
    fill_mod(m, n, 80);
    fill_limbs(a, n, 81);
    st = cairn_bn_mont_init(&ctx, m, n); /* the public modulus n */
    SEC(a, n);
    st |= cairn_bn_mont_exp_vartime(&ctx, r, a, e, 1);
    CT_PUBLIC(&st, sizeof st);
    PUB(r, n);
    cairn_bn_mont_wipe(&ctx);
    return st;
}

/* inverses: binary GCD with secret value and secret odd modulus (RSA's
 * q^-1 mod p; ECDSA's k^-1 mod n); Fermat with a secret value */
static int op_bn_inverse(const ct_arg *arg)
{
    static const size_t sizes[] = {1, 2, 4, CAIRN_BN_LIMBS(1024), CAIRN_BN_LIMBS(2048)};
    static cairn_bn_mont ctx;
    size_t k;
    int rc = 0;

    (void)arg;
    for (k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        size_t n = sizes[k];
        cairn_limb m[MAXL], a[MAXL], r[MAXL], chk[MAXL], t[4 * MAXL], ok[2];
        int st;
        fill_mod(m, n, 90 + (uint32_t)k);
        fill_limbs(a, n, 100 + (uint32_t)k);
        SEC(m, n);
        SEC(a, n);
        ok[0] = cairn_bn_mod_inv(r, a, m, n, t);
        st = cairn_bn_mont_init(&ctx, m, n);
        cairn_bn_mont_mul(&ctx, chk, r, a);   /* a a^-1 R^-1 */
        cairn_bn_mont_mul(&ctx, chk, chk, ctx.rr); /* times R: 1 when invertible */
        ok[1] = cairn_bn_mont_inv_prime(&ctx, r, a, table, CAIRN_BN_EXP_TMP_LIMBS(n)); /* m not prime: runs anyway */
        PUB(ok, 2);
        PUB(chk, n);
        PUB(r, n);
        CT_PUBLIC(&st, sizeof st);
        rc |= st;
        if (ok[0]) /* declassified: a * a^-1 = 1 */
            rc |= chk[0] != 1 || !cairn_bn_is_zero(chk + 1, n - 1);
        cairn_bn_mont_wipe(&ctx);
    }
    return rc;
}

/* the blinded inversion of RSA's blinding (src/pk/rsa_key.c): secret r and
 * mask u, w = r u R^-1 mod n declassified (it is independent of r), w
 * inverted in variable time, r^-1 = u (w^-1 R) R^-1; checked against the
 * constant-time inverse of r */
static int op_bn_inverse_blinded(const ct_arg *arg)
{
    static const size_t sizes[] = {CAIRN_BN_LIMBS(1024), CAIRN_BN_LIMBS(2048)};
    static cairn_bn_mont ctx;
    size_t k;
    int rc = 0;

    (void)arg;
    for (k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        size_t n = sizes[k];
        cairn_limb m[MAXL], r[MAXL], u[MAXL], w[MAXL], y[MAXL], ri[MAXL], ri2[MAXL], t[4 * MAXL], ok[2];
        int st;
        fill_mod(m, n, 210 + (uint32_t)k);
        fill_limbs(r, n, 130 + (uint32_t)k);
        fill_limbs(u, n, 140 + (uint32_t)k);
        r[n - 1] >>= 1; /* below m */
        u[n - 1] >>= 1;
        st = cairn_bn_mont_init(&ctx, m, n); /* m public */
        SEC(r, n);
        SEC(u, n);
        cairn_bn_mont_mul(&ctx, w, r, u);
        CT_PUBLIC(w, n * sizeof *w); /* as the library's CAIRN_DECLASSIFY */
        ok[0] = cairn_bn_mod_inv_vartime(y, w, m, n, t);
        cairn_bn_mont_mul(&ctx, ri, y, u);
        ok[1] = cairn_bn_mod_inv(ri2, r, m, n, t);
        PUB(ok, 2);
        PUB(ri, n);
        PUB(ri2, n);
        CT_PUBLIC(&st, sizeof st);
        rc |= st;
        /* the modulus is not prime: the seeds give a w that is invertible */
        rc |= (ok[0] & ok[1] & 1) != 1 || memcmp(ri, ri2, n * sizeof *ri) != 0;
        cairn_bn_mont_wipe(&ctx);
    }
    return rc;
}

/* one rejection-sampling candidate from secret random bytes */
static int op_bn_rand_candidate(const ct_arg *arg)
{
    const size_t n = CAIRN_BN_LIMBS(256);
    cairn_limb m[MAXL], r[MAXL], ok;
    uint8_t buf[32];

    (void)arg;
    fill_mod(m, n, 110);
    m[n - 1] >>= 1; /* a 255-bit bound */
    ct_fill(buf, sizeof buf, 111);
    CT_SECRET(buf, sizeof buf);
    ok = cairn_bn_rand_candidate(r, m, n, buf, 255);
    CT_PUBLIC(&ok, sizeof ok);
    PUB(r, n);
    return ok == 0 || ok == (cairn_limb)~(cairn_limb)0 ? 0 : 1;
}

/* clang-format off */
static const ct_op ops[] = {
    {"bn-basic",        CT_ONCE, op_bn_basic,         "operands, control bit (add/sub, cond add/sub/copy/swap, lt/eq/is_zero, bit length, shifts, mul, sqr, mod add/sub, encode/decode)", CT_CLEAN, "none (lengths and shift counts public)"},
    {"bn-mont",         CT_ONCE, op_bn_mont,          "modulus (R^2 set-up, m0i), operands, double-length value: 1, 4, 9, 16 limbs (64-bit)", CT_CLEAN, "none (limb count public)"},
    {"bn-engines",      CT_ONCE, op_bn_engines,       "modulus, m0i, operands, double-length value through each engine's mul, sqr, montmul, redc, montsqr at 4 limbs and the MULX kernels' sizes 8-64 (called directly: valgrind hides ADX, and AVX-512 from the IFMA engine, whose products are MULX code)", CT_CLEAN, "none (limb count public)"},
    {"bn-modexp",       CT_ONCE, op_bn_modexp,        "modulus, base, exponent through each engine valgrind can run (the chosen window: 3 and 4 bits; and the 1-bit one; the pair of exp2)", CT_CLEAN, "none (exponent length public)"},
    {"bn-modexp-pubexp", CT_ONCE, op_bn_modexp_pubexp, "base (public modulus and exponent 65537)", CT_CLEAN, "none; the exponent's bits are public by design (_vartime)"},
    {"bn-inverse",      CT_ONCE, op_bn_inverse,       "value and odd modulus (binary GCD), value (Fermat)", CT_CLEAN, "none; the invertible mask is declassified by the caller"},
    {"bn-inverse-blinded", CT_ONCE, op_bn_inverse_blinded, "value r and mask u (RSA's blinded inversion: w = r u R^-1 mod a public odd modulus, w inverted in variable time, r^-1 = u w^-1), 1024 and 2048 bits", CT_CLEAN, "w, declassified by the library: uniform and independent of r (docs/constant-time.md)"},
    {"bn-rand-candidate", CT_ONCE, op_bn_rand_candidate, "random bytes of one candidate", CT_CLEAN, "none; the accept/reject mask is declassified (rand_range discards rejects)"},
};
/* clang-format on */

size_t ct_ops_bn(const ct_op **out)
{
    *out = ops;
    return sizeof ops / sizeof ops[0];
}
