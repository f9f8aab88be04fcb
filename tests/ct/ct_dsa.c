/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Constant-time entries of DSA (cairn/dsa.h, src/pk/dsa.c), over the
 * DSA-1024 and DSA-2048 descriptors' parameters (RFC 6979 A.2.1, A.2.2):
 *  - key generation, the rng output secret from the moment it exists (the
 *    rejection sampling's accept/reject is declassified), and y = g^x;
 *  - private key import, x secret (its range verdict is declassified);
 *  - signing (RFC 6979 nonce from x and the digest, g^k over q's limbs,
 *    the division by q, k^-1, s) in P1363 and DER, deterministic and hedged
 *    (the rng's bytes secret too), with the message public and secret.
 * The key object is marked secret whole but for its public parts. Declassified
 * by the library: whether a nonce candidate is in range, whether r and s are
 * non-zero, the kept signature, and y (the key's public half). The
 * descriptors' sign entries of ct_pk.c cover the generic layer on top.
 */
#include <string.h>

#include "ct.h"
#include "pk/dsa_internal.h"

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

/* The parameters of a descriptor (its keys carry them), exported. */
typedef struct params {
    uint8_t p[CAIRN_DSA_MAX_BITS / 8], q[CAIRN_DSA_MAX_Q_BYTES], g[CAIRN_DSA_MAX_BITS / 8];
    cairn_dsa_components c;
} params;

static int params_of(const cairn_sig_scheme *s, params *pr)
{
    uint8_t sk[CAIRN_SIG_MAX_SECRET_LEN], pk[CAIRN_SIG_MAX_PUBLIC_LEN];
    size_t skl, pkl;
    uint32_t seed = 7001;
    cairn_pk_key k;
    const cairn_dsa_private_key *dk;
    int rc = cairn_sig_keygen(s, sk, sizeof sk, &skl, pk, sizeof pk, &pkl, public_rng, &seed, NULL);
    if (rc == CAIRN_OK)
        rc = cairn_sig_load_secret(&k, s, sk, skl);
    if (rc != CAIRN_OK)
        return rc;
    memset(&pr->c, 0, sizeof pr->c);
    dk = (const cairn_dsa_private_key *)(const void *)k.obj;
    if (rc == CAIRN_OK)
        rc = cairn_dsa_private_key_export(dk, CAIRN_DSA_P, pr->p, sizeof pr->p, &pr->c.p_len);
    if (rc == CAIRN_OK)
        rc = cairn_dsa_private_key_export(dk, CAIRN_DSA_Q, pr->q, sizeof pr->q, &pr->c.q_len);
    if (rc == CAIRN_OK)
        rc = cairn_dsa_private_key_export(dk, CAIRN_DSA_G, pr->g, sizeof pr->g, &pr->c.g_len);
    cairn_pk_key_wipe(&k);
    pr->c.p = pr->p;
    pr->c.q = pr->q;
    pr->c.g = pr->g;
    return rc;
}

/* Marks a private key's secrets: x and x R mod q. */
static void mark(cairn_dsa_private_key *key)
{
    dsa_priv *k = (dsa_priv *)(void *)key;
    CT_SECRET(k->x, sizeof k->x);
    CT_SECRET(k->xm, sizeof k->xm);
}

typedef int (*scheme_op)(const params *pr);

static int each(scheme_op op)
{
    static const cairn_sig_scheme *const schemes[] = {&cairn_sig_dsa1024, &cairn_sig_dsa2048};
    size_t i;
    int bad = 0;
    for (i = 0; i < 2; i++) {
        params pr;
        if (params_of(schemes[i], &pr) != CAIRN_OK)
            return 1;
        bad |= op(&pr);
    }
    return bad;
}

static int keygen_one(const params *pr)
{
    cairn_dsa_private_key key;
    cairn_dsa_public_key pub;
    uint8_t sig[CAIRN_DSA_MAX_SIG_P1363], msg[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    size_t sl;
    uint32_t seed = 7101;
    int rc = cairn_dsa_generate_key(&key, &pr->c, secret_rng, &seed);
    CT_PUBLIC(&rc, sizeof rc);
    CT_PUBLIC(&key, sizeof key); /* declassified only to check the result */
    if (rc != CAIRN_OK || cairn_dsa_public_key_from_private(&pub, &key) != CAIRN_OK)
        return 1;
    rc = cairn_dsa_sign(&key, &cairn_hash_sha256, CAIRN_DSA_P1363, msg, sizeof msg, sig, sizeof sig, &sl, NULL, NULL);
    cairn_dsa_private_key_wipe(&key);
    return rc != CAIRN_OK || cairn_dsa_verify(&pub, &cairn_hash_sha256, CAIRN_DSA_P1363, msg, sizeof msg, sig, sl);
}

static int import_one(const params *pr)
{
    cairn_dsa_private_key key;
    cairn_dsa_components c = pr->c;
    uint8_t x[CAIRN_DSA_MAX_Q_BYTES];
    int rc;
    ct_fill(x, pr->c.q_len, 7201);
    x[0] &= 0x7f; /* below q (q's top bit is set) */
    c.x = x;
    c.x_len = pr->c.q_len;
    CT_SECRET(x, sizeof x);
    rc = cairn_dsa_private_key_import(&key, &c);
    CT_PUBLIC(&rc, sizeof rc);
    CT_PUBLIC(&key, sizeof key);
    cairn_dsa_private_key_wipe(&key);
    return rc != CAIRN_OK;
}

/* flags: 1 DER, 2 hedged (secret rng), 4 secret message */
static int sign_one(const params *pr, int flags)
{
    cairn_dsa_private_key key;
    cairn_dsa_public_key pub;
    uint8_t sig[CAIRN_DSA_MAX_SIG_DER], msg[40];
    size_t sl;
    uint32_t seed = 7301, rseed = 7302;
    cairn_dsa_format fmt = (flags & 1) ? CAIRN_DSA_DER : CAIRN_DSA_P1363;
    int rc = cairn_dsa_generate_key(&key, &pr->c, public_rng, &seed);
    if (rc != CAIRN_OK || cairn_dsa_public_key_from_private(&pub, &key) != CAIRN_OK)
        return 1;
    ct_fill(msg, sizeof msg, 7303);
    mark(&key);
    if (flags & 4)
        CT_SECRET(msg, sizeof msg);
    rc = cairn_dsa_sign(&key, &cairn_hash_sha256, fmt, msg, sizeof msg, sig, sizeof sig, &sl,
                        (flags & 2) ? secret_rng : NULL, (flags & 2) ? &rseed : NULL);
    CT_PUBLIC(&rc, sizeof rc);
    CT_PUBLIC(sig, sizeof sig);
    CT_PUBLIC(&sl, sizeof sl);
    CT_PUBLIC(msg, sizeof msg);
    CT_PUBLIC(&key, sizeof key);
    cairn_dsa_private_key_wipe(&key);
    return rc != CAIRN_OK || cairn_dsa_verify(&pub, &cairn_hash_sha256, fmt, msg, sizeof msg, sig, sl) != CAIRN_OK;
}

static int sign_p1363(const params *pr) { return sign_one(pr, 0); }
static int sign_der(const params *pr) { return sign_one(pr, 1); }
static int sign_hedged(const params *pr) { return sign_one(pr, 2); }
static int sign_secret_msg(const params *pr) { return sign_one(pr, 6); }

static int op_keygen(const ct_arg *a)
{
    (void)a;
    return each(keygen_one);
}
static int op_import(const ct_arg *a)
{
    (void)a;
    return each(import_one);
}
static int op_sign(const ct_arg *a)
{
    (void)a;
    return each(sign_p1363);
}
static int op_sign_der(const ct_arg *a)
{
    (void)a;
    return each(sign_der);
}
static int op_sign_hedged(const ct_arg *a)
{
    (void)a;
    return each(sign_hedged);
}
static int op_sign_secret_msg(const ct_arg *a)
{
    (void)a;
    return each(sign_secret_msg);
}

/* clang-format off */
static const ct_op ops[] = {
    {"dsa keygen",               CT_ONCE, op_keygen,          "rng output (x); DSA-1024 and DSA-2048 parameters",       CT_CLEAN, "none; a candidate's accept/reject and y are declassified"},
    {"dsa import",               CT_ONCE, op_import,          "x; both parameter sets",                                   CT_CLEAN, "none; the range verdict and y are declassified"},
    {"dsa sign",                 CT_ONCE, op_sign,            "x (nonce, g^k, r, k^-1, s); both parameter sets",          CT_CLEAN, "none (message public); k's range, r, s != 0 and the kept signature are declassified"},
    {"dsa sign DER",             CT_ONCE, op_sign_der,        "x; both parameter sets",                                   CT_CLEAN, "none (message public); the kept signature is declassified before its encoding"},
    {"dsa sign hedged",          CT_ONCE, op_sign_hedged,     "x, rng output; both parameter sets",                       CT_CLEAN, "none (message public)"},
    {"dsa sign secret message",  CT_ONCE, op_sign_secret_msg, "x, rng output, message; both parameter sets",              CT_CLEAN, "none"},
};
/* clang-format on */

size_t ct_ops_dsa(const ct_op **out)
{
    *out = ops;
    return sizeof ops / sizeof ops[0];
}
