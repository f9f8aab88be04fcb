/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Constant-time entries of the Weierstrass schemes (cairn/ec.h: src/ec/
 * ec_key.c, ecdsa.c, ecdh.c), on P-256, P-384, P-521 and SM2, each with every
 * field implementation of the curve that runs under valgrind:
 *  - key generation, the rng output secret from the moment it exists (the
 *    rejection sampling's accept/reject of a candidate is declassified);
 *  - private key import and the public key d * G, d secret (the range
 *    verdict is declassified);
 *  - ECDSA signing, deterministic (RFC 6979 nonce from d and the digest,
 *    k * G, k^-1, s) and hedged (the rng's bytes secret too), in P1363 and
 *    DER, with the key object's d secret and the message public; and with
 *    the message secret as well;
 *  - ECDH with d secret and the peer public, through a key object and a
 *    SEC 1 point (uncompressed and compressed).
 * Declassified by the library (CAIRN_DECLASSIFY): whether a nonce or key
 * candidate is in range, whether r and s are non-zero, and the signature
 * once kept. Outputs (public keys, signatures, shared secrets, statuses) are
 * declassified here and checked by verification or by the other side of
 * the exchange. Verification handles public data only (variable time by
 * design) and is not listed.
 */
#include <stdio.h>
#include <string.h>

#include "cairn/ec.h"
#include "ct.h"
#include "ec/ec_internal.h"
#include "ec/ec_key_internal.h"

/* An rng whose output is secret from the moment it exists. */
static int secret_rng(void *state, uint8_t *out, size_t len)
{
    uint32_t *seed = state;
    ct_fill(out, len, (*seed)++);
    CT_SECRET(out, len);
    return CAIRN_OK;
}

static int public_rng(void *state, uint8_t *out, size_t len)
{
    uint32_t *seed = state;
    ct_fill(out, len, (*seed)++);
    return CAIRN_OK;
}

/* A key pair from public bytes, then the private key object marked secret
 * (all of it: d and the public point it holds are both in the object, the
 * point is declassified where it is exported). */
static int make_key(cairn_ec_curve curve, cairn_ec_private_key *key, cairn_ec_public_key *pub, uint32_t seed)
{
    int rc = cairn_ec_private_key_generate(key, curve, public_rng, &seed);
    if (rc == CAIRN_OK)
        rc = cairn_ec_public_key_from_private(pub, key);
    if (rc == CAIRN_OK)
        CT_SECRET(((ec_priv *)(void *)key->opaque)->d, CAIRN_EC_MAX_BYTES);
    return rc;
}

typedef int (*curve_op)(cairn_ec_curve curve, const cairn_impl *impl);

/* Runs op for every field implementation of the curve that this CPU (as
 * valgrind shows it) runs. */
static int each_impl(cairn_ec_curve curve, curve_op op)
{
    const cairn_ec_curve_def *c = cairn_ec_curve_get(curve);
    size_t i;
    int bad = 0;
    if (c == NULL)
        return 1;
    for (i = 0; c->impls[i] != NULL; i++) {
        if (!cairn_impl_usable(c->impls[i])) {
            printf("     (%s field %s: not usable here; nothing run)\n", c->name, c->impls[i]->name);
            continue;
        }
        bad |= op(curve, c->impls[i]);
    }
    return bad;
}

static int keygen_op(cairn_ec_curve curve, const cairn_impl *impl)
{
    cairn_ec_private_key key;
    cairn_ec_public_key pub;
    uint8_t pt[CAIRN_EC_MAX_POINT_LEN];
    size_t pl = 0;
    uint32_t seed = 77;
    int rc = cairn_ec_private_key_generate_ex(&key, curve, secret_rng, &seed, impl);
    CT_PUBLIC(&rc, sizeof rc);
    if (rc != CAIRN_OK)
        return 1;
    rc = cairn_ec_public_key_from_private(&pub, &key);
    if (rc == CAIRN_OK)
        rc = cairn_ec_public_key_export(&pub, 0, pt, sizeof pt, &pl);
    CT_PUBLIC(&rc, sizeof rc);
    CT_PUBLIC(pt, sizeof pt);
    CT_PUBLIC(&pl, sizeof pl);
    cairn_ec_private_key_wipe(&key);
    return rc != CAIRN_OK || pl != 1 + 2 * cairn_ec_curve_bytes(curve);
}

static int import_op(cairn_ec_curve curve, const cairn_impl *impl)
{
    cairn_ec_private_key key;
    cairn_ec_public_key pub, want;
    uint8_t d[CAIRN_EC_MAX_BYTES], a[CAIRN_EC_MAX_POINT_LEN], b[CAIRN_EC_MAX_POINT_LEN];
    size_t n = cairn_ec_curve_bytes(curve), dl = 0, al = 0, bl = 0;
    int rc = make_key(curve, &key, &want, 5);
    CT_PUBLIC(((ec_priv *)(void *)key.opaque)->d, CAIRN_EC_MAX_BYTES);
    if (rc == CAIRN_OK)
        rc = cairn_ec_private_key_export(&key, d, sizeof d, &dl);
    if (rc != CAIRN_OK)
        return 1;
    CT_SECRET(d, n);
    rc = cairn_ec_private_key_import_ex(&key, curve, d, n, impl);
    CT_PUBLIC(&rc, sizeof rc);
    if (rc == CAIRN_OK)
        rc = cairn_ec_public_key_from_private(&pub, &key);
    if (rc == CAIRN_OK)
        rc = cairn_ec_public_key_export(&pub, 0, a, sizeof a, &al);
    CT_PUBLIC(a, sizeof a);
    CT_PUBLIC(&al, sizeof al);
    if (rc == CAIRN_OK)
        rc = cairn_ec_public_key_export(&want, 0, b, sizeof b, &bl);
    CT_PUBLIC(b, sizeof b);
    cairn_ec_private_key_wipe(&key);
    return rc != CAIRN_OK || al != bl || memcmp(a, b, al) != 0;
}

/* Signs with d secret (and the message secret when secret_msg), verifies
 * the declassified signature. */
static int sign_one(cairn_ec_curve curve, const cairn_impl *impl, cairn_ecdsa_format fmt, int hedged, int secret_msg)
{
    cairn_ec_private_key key;
    cairn_ec_public_key pub;
    uint8_t msg[48], sig[CAIRN_EC_MAX_SIG_LEN];
    size_t sl = 0;
    uint32_t seed = 1234;
    int rc = make_key(curve, &key, &pub, 9);
    if (rc != CAIRN_OK)
        return 1;
    ct_fill(msg, sizeof msg, 31);
    if (secret_msg)
        CT_SECRET(msg, sizeof msg);
    rc = cairn_ecdsa_sign_ex(&key, &cairn_hash_sha256, fmt, msg, sizeof msg, sig, sizeof sig, &sl,
                             hedged ? secret_rng : NULL, &seed, impl);
    CT_PUBLIC(&rc, sizeof rc);
    CT_PUBLIC(sig, sizeof sig);
    CT_PUBLIC(&sl, sizeof sl);
    CT_PUBLIC(msg, sizeof msg);
    if (rc == CAIRN_OK)
        rc = cairn_ecdsa_verify(&pub, &cairn_hash_sha256, fmt, msg, sizeof msg, sig, sl);
    cairn_ec_private_key_wipe(&key);
    return rc != CAIRN_OK;
}

static int sign_p1363_op(cairn_ec_curve curve, const cairn_impl *impl)
{
    return sign_one(curve, impl, CAIRN_ECDSA_P1363, 0, 0);
}

static int sign_der_op(cairn_ec_curve curve, const cairn_impl *impl)
{
    return sign_one(curve, impl, CAIRN_ECDSA_DER, 0, 0);
}

static int sign_hedged_op(cairn_ec_curve curve, const cairn_impl *impl)
{
    return sign_one(curve, impl, CAIRN_ECDSA_P1363, 1, 0);
}

static int sign_secret_msg_op(cairn_ec_curve curve, const cairn_impl *impl)
{
    return sign_one(curve, impl, CAIRN_ECDSA_DER, 1, 1);
}

/* ECDH: a's d secret against b's public key (object, uncompressed and
 * compressed point); each result must equal b's side, computed in public. */
static int ecdh_op(cairn_ec_curve curve, const cairn_impl *impl)
{
    cairn_ec_private_key a, b;
    cairn_ec_public_key pa, pb;
    uint8_t z[3][CAIRN_EC_MAX_BYTES], want[CAIRN_EC_MAX_BYTES], pt[CAIRN_EC_MAX_POINT_LEN];
    uint8_t cpt[CAIRN_EC_MAX_POINT_LEN];
    size_t n = cairn_ec_curve_bytes(curve), l[3] = {0, 0, 0}, wl = 0, pl = 0, cl = 0, i;
    uint32_t seed = 4;
    int rc[3], bad = 0;
    if (cairn_ec_private_key_generate(&b, curve, public_rng, &seed) != CAIRN_OK ||
        cairn_ec_public_key_from_private(&pb, &b) != CAIRN_OK ||
        cairn_ec_public_key_export(&pb, 0, pt, sizeof pt, &pl) != CAIRN_OK ||
        cairn_ec_public_key_export(&pb, 1, cpt, sizeof cpt, &cl) != CAIRN_OK || make_key(curve, &a, &pa, 8) != CAIRN_OK)
        return 1;
    if (cairn_ecdh(&b, &pa, want, sizeof want, &wl) != CAIRN_OK)
        return 1;
    rc[0] = cairn_ecdh_ex(&a, &pb, z[0], sizeof z[0], &l[0], impl);
    rc[1] = cairn_ecdh_point_ex(&a, pt, pl, z[1], sizeof z[1], &l[1], impl);
    rc[2] = cairn_ecdh_point_ex(&a, cpt, cl, z[2], sizeof z[2], &l[2], impl);
    CT_PUBLIC(rc, sizeof rc);
    CT_PUBLIC(z, sizeof z);
    CT_PUBLIC(l, sizeof l);
    for (i = 0; i < 3; i++)
        bad |= rc[i] != CAIRN_OK || l[i] != n || memcmp(z[i], want, n) != 0;
    cairn_ec_private_key_wipe(&a);
    cairn_ec_private_key_wipe(&b);
    return bad;
}

/* Every curve, each with every field implementation it can run here. */
static int each_curve(curve_op op)
{
    static const cairn_ec_curve curves[] = {CAIRN_EC_P256, CAIRN_EC_P384, CAIRN_EC_P521, CAIRN_EC_SM2};
    size_t i;
    int bad = 0;
    for (i = 0; i < sizeof curves / sizeof curves[0]; i++)
        bad |= each_impl(curves[i], op);
    return bad;
}

#define ENTRY(name, op)                                                                                                \
    static int name(const ct_arg *arg)                                                                                 \
    {                                                                                                                  \
        (void)arg;                                                                                                     \
        return each_curve(op);                                                                                         \
    }

ENTRY(op_keygen, keygen_op)
ENTRY(op_import, import_op)
ENTRY(op_sign, sign_p1363_op)
ENTRY(op_sign_der, sign_der_op)
ENTRY(op_sign_hedged, sign_hedged_op)
ENTRY(op_sign_secret_msg, sign_secret_msg_op)
ENTRY(op_ecdh, ecdh_op)

/* clang-format off */
static const ct_op ops[] = {
    {"ec keygen",                  CT_ONCE, op_keygen,          "rng output (d); P-256, P-384, P-521, SM2 x fields", CT_CLEAN, "none; a candidate's accept/reject is declassified"},
    {"ec import",                  CT_ONCE, op_import,          "d; every curve and field implementation",                     CT_CLEAN, "none; the range verdict is declassified"},
    {"ecdsa sign",                 CT_ONCE, op_sign,            "d (nonce, k G, k^-1, s); every curve and field implementation", CT_CLEAN, "none (message public); r, s != 0 and the kept signature are declassified"},
    {"ecdsa sign DER",             CT_ONCE, op_sign_der,        "d; every curve and field implementation",                     CT_CLEAN, "none (message public); the kept signature is declassified before its encoding"},
    {"ecdsa sign hedged",          CT_ONCE, op_sign_hedged,     "d, rng output; every curve and field implementation",         CT_CLEAN, "none (message public)"},
    {"ecdsa sign secret message",  CT_ONCE, op_sign_secret_msg, "d, rng output, message; every curve and field implementation", CT_CLEAN, "none"},
    {"ecdh",                       CT_ONCE, op_ecdh,            "d; every curve and field implementation",                     CT_CLEAN, "none (the peer's point public)"},
};
/* clang-format on */

size_t ct_ops_ecdsa(const ct_op **out)
{
    *out = ops;
    return sizeof ops / sizeof ops[0];
}
