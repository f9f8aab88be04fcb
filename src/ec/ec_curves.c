/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The curves: their definitions for the schemes (ec_internal.h), the field
 * implementations each may run on, and the public curve facts (cairn/ec.h).
 */
#include "ec/ec_engine.h"
#include "ec/fp_special.h"
#include "ec/fp_sm2.h"

#if CAIRN_ENABLE_EC

/* A curve's base-point table; the small profile has none (k G runs as k P
 * through the variable-base window, verification builds G's odd multiples
 * per call, ec_point.c), about 4 KiB less per curve in an image. */
#if CAIRN_SMALL
#define EC_TABLE(t) NULL
#else
#define EC_TABLE(t) (&(t))
#endif

/* Every curve's names, whether or not this build has it: a lookup tells a
 * name it does not know (CAIRN_ERR_NOT_FOUND) from a curve left out of the
 * build (CAIRN_ERR_UNSUPPORTED). */
static const char *const p256_aliases[] = {"secp256r1", "prime256v1", NULL};
static const char *const p384_aliases[] = {"secp384r1", NULL};
static const char *const p521_aliases[] = {"secp521r1", NULL};
static const char *const bp256r1_aliases[] = {"bp256r1", "brainpool256r1", NULL};
static const char *const bp384r1_aliases[] = {"bp384r1", "brainpool384r1", NULL};
static const char *const bp512r1_aliases[] = {"bp512r1", "brainpool512r1", NULL};
static const char *const sm2_aliases[] = {"sm2p256v1", NULL};
static const struct {
    cairn_ec_curve id;
    const char *name;
    const char *const *aliases;
} curve_names[] = {
    {CAIRN_EC_P256, "P-256", p256_aliases},
    {CAIRN_EC_P384, "P-384", p384_aliases},
    {CAIRN_EC_P521, "P-521", p521_aliases},
    {CAIRN_EC_BRAINPOOLP256R1, "brainpoolP256r1", bp256r1_aliases},
    {CAIRN_EC_BRAINPOOLP384R1, "brainpoolP384r1", bp384r1_aliases},
    {CAIRN_EC_BRAINPOOLP512R1, "brainpoolP512r1", bp512r1_aliases},
    {CAIRN_EC_SM2, "SM2", sm2_aliases},
};
#define NCURVE_NAMES (sizeof curve_names / sizeof curve_names[0])

#if CAIRN_ENABLE_EC_P256
/* ---- P-256 (secp256r1, prime256v1) ---- */
static const uint8_t p256_oid[] = {0x2a, 0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x07}; /* 1.2.840.10045.3.1.7 */
const cairn_impl *const cairn_ec_p256_impls[] = {
#if CAIRN_SMALL
    /* the small profile: the generic Montgomery field over src/bn's product,
     * which the curve's scalars use already (no Solinas field and its
     * Thumb-2 assembly: about 1.5 KiB less on Cortex-M7, for about 2.7 times
     * the instructions) */
    &cairn_ec_fp_mont_p256.impl, NULL};
#else
#if defined(CAIRN_EC_HAVE_P256_MULX)
    &cairn_ec_fp_p256_mulx.impl,
#endif
    &cairn_ec_fp_p256.impl, NULL};
#endif
static const struct cairn_ec_engine p256_eng = {&cairn_ec_consts_p256, EC_TABLE(cairn_ec_table_p256)};
#endif

#if CAIRN_ENABLE_EC_P384
/* ---- P-384 (secp384r1) ---- */
static const uint8_t p384_oid[] = {0x2b, 0x81, 0x04, 0x00, 0x22}; /* 1.3.132.0.34 */
const cairn_impl *const cairn_ec_p384_impls[] = {&cairn_ec_fp_p384.impl, NULL};
static const struct cairn_ec_engine p384_eng = {&cairn_ec_consts_p384, EC_TABLE(cairn_ec_table_p384)};
#endif

#if CAIRN_ENABLE_EC_P521
/* ---- P-521 (secp521r1) ---- */
static const uint8_t p521_oid[] = {0x2b, 0x81, 0x04, 0x00, 0x23}; /* 1.3.132.0.35 */
const cairn_impl *const cairn_ec_p521_impls[] = {
#if defined(CAIRN_EC_HAVE_P521_IFMA)
    &cairn_ec_fp_p521_ifma.impl,
#endif
    &cairn_ec_fp_p521.impl, NULL};
static const struct cairn_ec_engine p521_eng = {&cairn_ec_consts_p521, EC_TABLE(cairn_ec_table_p521)};
#endif

/* ---- brainpoolP256r1, brainpoolP384r1, brainpoolP512r1 (RFC 5639; OIDs 1.3.36.3.3.2.8.1.1.{7,11,13}) ---- */
#if defined(CAIRN_EC_HAVE_MONT_MULX)
#define BP_MULX(c) &cairn_ec_fp_mont_##c##_mulx.impl,
#else
#define BP_MULX(c)
#endif
#if CAIRN_ENABLE_EC_BP256
static const uint8_t bp256r1_oid[] = {0x2b, 0x24, 0x03, 0x03, 0x02, 0x08, 0x01, 0x01, 0x07};
const cairn_impl *const cairn_ec_bp256r1_impls[] = {BP_MULX(bp256r1) & cairn_ec_fp_mont_bp256r1.impl, NULL};
static const struct cairn_ec_engine bp256r1_eng = {&cairn_ec_consts_bp256r1, EC_TABLE(cairn_ec_table_bp256r1)};
#endif
#if CAIRN_ENABLE_EC_BP384
static const uint8_t bp384r1_oid[] = {0x2b, 0x24, 0x03, 0x03, 0x02, 0x08, 0x01, 0x01, 0x0b};
const cairn_impl *const cairn_ec_bp384r1_impls[] = {BP_MULX(bp384r1) & cairn_ec_fp_mont_bp384r1.impl, NULL};
static const struct cairn_ec_engine bp384r1_eng = {&cairn_ec_consts_bp384r1, EC_TABLE(cairn_ec_table_bp384r1)};
#endif
#if CAIRN_ENABLE_EC_BP512
static const uint8_t bp512r1_oid[] = {0x2b, 0x24, 0x03, 0x03, 0x02, 0x08, 0x01, 0x01, 0x0d};
const cairn_impl *const cairn_ec_bp512r1_impls[] = {BP_MULX(bp512r1) & cairn_ec_fp_mont_bp512r1.impl, NULL};
static const struct cairn_ec_engine bp512r1_eng = {&cairn_ec_consts_bp512r1, EC_TABLE(cairn_ec_table_bp512r1)};
#endif

#if CAIRN_ENABLE_EC_SM2
/* ---- SM2 (sm2p256v1, GB/T 32918.5) ---- */
static const uint8_t sm2_oid[] = {0x2a, 0x81, 0x1c, 0xcf, 0x55, 0x01, 0x82, 0x2d}; /* 1.2.156.10197.1.301 */
const cairn_impl *const cairn_ec_sm2_impls[] = {&cairn_ec_fp_sm2.impl, NULL};
static const struct cairn_ec_engine sm2_eng = {&cairn_ec_consts_sm2, EC_TABLE(cairn_ec_table_sm2)};
#endif

static const cairn_ec_curve_def curves[] = {
#if CAIRN_ENABLE_EC_P256
    {CAIRN_EC_P256, "P-256", p256_aliases, 32, 256, cairn_ec_n_be_p256, p256_oid, sizeof p256_oid, cairn_ec_p256_impls, &p256_eng},
#endif
#if CAIRN_ENABLE_EC_P384
    {CAIRN_EC_P384, "P-384", p384_aliases, 48, 384, cairn_ec_n_be_p384, p384_oid, sizeof p384_oid, cairn_ec_p384_impls, &p384_eng},
#endif
#if CAIRN_ENABLE_EC_P521
    {CAIRN_EC_P521, "P-521", p521_aliases, 66, 521, cairn_ec_n_be_p521, p521_oid, sizeof p521_oid, cairn_ec_p521_impls, &p521_eng},
#endif
#if CAIRN_ENABLE_EC_BP256
    {CAIRN_EC_BRAINPOOLP256R1, "brainpoolP256r1", bp256r1_aliases, 32, 256, cairn_ec_n_be_bp256r1, bp256r1_oid,
     sizeof bp256r1_oid, cairn_ec_bp256r1_impls, &bp256r1_eng},
#endif
#if CAIRN_ENABLE_EC_BP384
    {CAIRN_EC_BRAINPOOLP384R1, "brainpoolP384r1", bp384r1_aliases, 48, 384, cairn_ec_n_be_bp384r1, bp384r1_oid,
     sizeof bp384r1_oid, cairn_ec_bp384r1_impls, &bp384r1_eng},
#endif
#if CAIRN_ENABLE_EC_BP512
    {CAIRN_EC_BRAINPOOLP512R1, "brainpoolP512r1", bp512r1_aliases, 64, 512, cairn_ec_n_be_bp512r1, bp512r1_oid,
     sizeof bp512r1_oid, cairn_ec_bp512r1_impls, &bp512r1_eng},
#endif
#if CAIRN_ENABLE_EC_SM2
    {CAIRN_EC_SM2, "SM2", sm2_aliases, 32, 256, cairn_ec_n_be_sm2, sm2_oid, sizeof sm2_oid, cairn_ec_sm2_impls, &sm2_eng},
#endif
};

#define NCURVES (sizeof curves / sizeof curves[0])

const cairn_ec_curve_def *cairn_ec_curve_get(cairn_ec_curve id)
{
    size_t i;
    for (i = 0; i < NCURVES; i++)
        if (curves[i].id == id)
            return &curves[i];
    return NULL;
}

int cairn_ec_impl_accept(const cairn_ec_curve_def *c, const cairn_impl *impl)
{
    size_t i;
    int rc;
    if (c == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (impl == NULL) /* one portable field per curve where there is no choice (ec_engine.h) */
        return !CAIRN_EC_FIELD_CHOICE || cairn_impl_best(c->impls) != NULL ? CAIRN_OK : CAIRN_ERR_UNSUPPORTED;
    rc = cairn_impl_accept(impl, CAIRN_PRIM_EC_FIELD);
    if (rc != CAIRN_OK)
        return rc;
    for (i = 0; c->impls[i] != NULL; i++)
        if (c->impls[i] == impl)
            return CAIRN_OK;
    return CAIRN_ERR_BAD_ARG;
}

/* see cairn/ec.h */
size_t cairn_ec_curve_bytes(cairn_ec_curve curve)
{
    const cairn_ec_curve_def *c = cairn_ec_curve_get(curve);
    return c != NULL ? c->bytes : 0;
}

/* see cairn/ec.h */
size_t cairn_ec_curve_bits(cairn_ec_curve curve)
{
    const cairn_ec_curve_def *c = cairn_ec_curve_get(curve);
    return c != NULL ? c->nbits : 0;
}

/* see cairn/ec.h */
const char *cairn_ec_curve_name(cairn_ec_curve curve)
{
    const cairn_ec_curve_def *c = cairn_ec_curve_get(curve);
    return c != NULL ? c->name : NULL;
}

static int ascii_lower(int ch) { return ch >= 'A' && ch <= 'Z' ? ch - 'A' + 'a' : ch; }

static int same_name(const char *a, const char *b)
{
    while (*a != '\0' && ascii_lower((unsigned char)*a) == ascii_lower((unsigned char)*b)) {
        a++;
        b++;
    }
    return *a == '\0' && *b == '\0';
}

/* see cairn/ec.h */
int cairn_ec_curve_lookup(cairn_ec_curve *curve, const char *name)
{
    size_t i, j;
    if (curve != NULL)
        *curve = (cairn_ec_curve)0;
    if (name == NULL || curve == NULL)
        return CAIRN_ERR_BAD_ARG;
    for (i = 0; i < NCURVE_NAMES; i++) {
        int hit = same_name(name, curve_names[i].name);
        for (j = 0; curve_names[i].aliases[j] != NULL; j++)
            hit |= same_name(name, curve_names[i].aliases[j]);
        if (hit) {
            if (cairn_ec_curve_get(curve_names[i].id) == NULL)
                return CAIRN_ERR_UNSUPPORTED;
            *curve = curve_names[i].id;
            return CAIRN_OK;
        }
    }
    return CAIRN_ERR_NOT_FOUND;
}

#endif
