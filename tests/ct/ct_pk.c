/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Constant-time entries of the generic public-key layer (cairn/pk.h): key
 * generation, public key from the secret key, signing and key agreement run
 * through each scheme descriptor of the build and each of its usable
 * implementation objects, with the secret key (or the RNG output it is made
 * from) marked secret: every byte of a fixed-length key, the private
 * INTEGERs' contents of a DER-encoded one (RSA). The generic functions add argument checks and the
 * wipe-on-failure to what the schemes' own entries (ct_curve25519.c,
 * ct_curve448.c) already cover; these entries show that nothing in that
 * layer branches on or indexes by a secret. Verification handles public
 * data only and is not listed.
 */
#include <string.h>

#include "ct.h"
#include "enc/der.h"

/* An RNG whose output is secret from the moment it exists. */
static int secret_rng(void *state, uint8_t *out, size_t len)
{
    uint32_t *seed = state;
    ct_fill(out, len, (*seed)++);
    CT_SECRET(out, len);
    return CAIRN_OK;
}

/* An RNG of public bytes, for keys that are marked secret afterwards. */
static int public_rng(void *state, uint8_t *out, size_t len)
{
    uint32_t *seed = state;
    ct_fill(out, len, (*seed)++);
    return CAIRN_OK;
}

/* Marks a secret key secret. A scheme with fixed-length keys: every byte. A
 * DER-encoded key (CAIRN_PK_VARLEN_SECRET: RSA's PKCS#1 RSAPrivateKey): the
 * contents of the six private INTEGERs (d, p, q, dP, dQ, qInv) past their
 * first magnitude byte; the structure, n, e and each component's length are
 * public (the encoding shows them), as in ct_rsa_der.c. Returns 0 when the
 * key is not of the expected form. */
static int mark_secret_key(const cairn_sig_scheme *s, uint8_t *sk, size_t len)
{
    cairn_der d, seq, c;
    unsigned tag;
    size_t i;
    if (!(s->flags & CAIRN_PK_VARLEN_SECRET)) {
        CT_SECRET(sk, len);
        return 1;
    }
    cairn_der_init(&d, sk, len);
    if (cairn_der_sequence(&d, &seq) != CAIRN_OK)
        return 0;
    for (i = 0; i < 9; i++) {
        size_t skip;
        if (cairn_der_next(&seq, &tag, &c) != CAIRN_OK || tag != CAIRN_DER_INTEGER)
            return 0;
        if (i < 3)
            continue;
        if (c.n < 2)
            return 0;
        skip = c.p[0] == 0 ? 2 : 1; /* the sign byte, then the first magnitude byte */
        CT_SECRET(c.p + skip, c.n - skip);
    }
    return 1;
}

typedef struct {
    uint8_t sk[CAIRN_SIG_MAX_SECRET_LEN], pk[CAIRN_SIG_MAX_PUBLIC_LEN], sig[CAIRN_SIG_MAX_SIG_LEN];
    size_t sklen, pklen, siglen;
} sig_keys;

static int op_sig_keygen(const ct_arg *a)
{
    sig_keys k;
    uint8_t pk2[CAIRN_SIG_MAX_PUBLIC_LEN];
    size_t pk2len;
    uint32_t seed = 9001;
    int rc = cairn_sig_keygen(a->sig, k.sk, sizeof k.sk, &k.sklen, k.pk, sizeof k.pk, &k.pklen, secret_rng, &seed,
                              a->pk_impl);
    CT_PUBLIC(&rc, sizeof rc);
    CT_PUBLIC(k.pk, sizeof k.pk);
    CT_PUBLIC(k.sk, sizeof k.sk); /* declassified only to check the result */
    if (rc != CAIRN_OK)
        return 1;
    rc = cairn_sig_public(a->sig, pk2, sizeof pk2, &pk2len, k.sk, k.sklen, a->pk_impl);
    return rc != CAIRN_OK || pk2len != k.pklen || memcmp(pk2, k.pk, k.pklen) != 0;
}

/* Keys from public bytes; the secret key is marked secret by the caller. */
static int sig_keys_make(const ct_arg *a, sig_keys *k, uint32_t seed)
{
    return cairn_sig_keygen(a->sig, k->sk, sizeof k->sk, &k->sklen, k->pk, sizeof k->pk, &k->pklen, public_rng, &seed,
                            a->pk_impl);
}

static int op_sig_public(const ct_arg *a)
{
    sig_keys k;
    uint8_t pk2[CAIRN_SIG_MAX_PUBLIC_LEN];
    size_t pk2len;
    int rc = sig_keys_make(a, &k, 9101);
    if (rc != CAIRN_OK || !mark_secret_key(a->sig, k.sk, k.sklen))
        return 1;
    rc = cairn_sig_public(a->sig, pk2, sizeof pk2, &pk2len, k.sk, k.sklen, a->pk_impl);
    CT_PUBLIC(&rc, sizeof rc);
    CT_PUBLIC(pk2, sizeof pk2);
    CT_PUBLIC(&pk2len, sizeof pk2len);
    return rc != CAIRN_OK || pk2len != k.pklen || memcmp(pk2, k.pk, k.pklen) != 0;
}

/* which: 0 message public, 1 message secret, 2 with a secret rng (hedged
 * schemes mix it in; deterministic ones ignore it) */
static int sig_sign(const ct_arg *a, int which)
{
    sig_keys k;
    uint8_t msg[40];
    uint32_t seed = 9301;
    int rc = sig_keys_make(a, &k, 9201);
    if (rc != CAIRN_OK)
        return 1;
    ct_fill(msg, sizeof msg, 9202);
    if (!mark_secret_key(a->sig, k.sk, k.sklen))
        return 1;
    if (which == 1)
        CT_SECRET(msg, sizeof msg);
    rc = cairn_sig_sign(a->sig, k.sig, sizeof k.sig, &k.siglen, msg, sizeof msg, k.sk, k.sklen,
                        which == 2 ? secret_rng : NULL, which == 2 ? &seed : NULL, a->pk_impl);
    CT_PUBLIC(&rc, sizeof rc);
    CT_PUBLIC(k.sig, sizeof k.sig);
    CT_PUBLIC(&k.siglen, sizeof k.siglen);
    CT_PUBLIC(msg, sizeof msg);
    if (rc != CAIRN_OK)
        return 1;
    return cairn_sig_verify(a->sig, k.sig, k.siglen, msg, sizeof msg, k.pk, k.pklen, a->pk_impl) != CAIRN_OK;
}

static int op_sig_sign(const ct_arg *a) { return sig_sign(a, 0); }
static int op_sig_sign_secret_msg(const ct_arg *a) { return sig_sign(a, 1); }
static int op_sig_sign_rng(const ct_arg *a) { return sig_sign(a, 2); }

typedef struct {
    uint8_t sk[CAIRN_KEX_MAX_SECRET_LEN], pk[CAIRN_KEX_MAX_PUBLIC_LEN];
    size_t sklen, pklen;
} kex_keys;

static int op_kex_keygen(const ct_arg *a)
{
    kex_keys k;
    uint8_t pk2[CAIRN_KEX_MAX_PUBLIC_LEN];
    size_t pk2len;
    uint32_t seed = 9401;
    int rc = cairn_kex_keygen(a->kex, k.sk, sizeof k.sk, &k.sklen, k.pk, sizeof k.pk, &k.pklen, secret_rng, &seed,
                              a->pk_impl);
    CT_PUBLIC(&rc, sizeof rc);
    CT_PUBLIC(k.pk, sizeof k.pk);
    CT_PUBLIC(k.sk, sizeof k.sk); /* declassified only to check the result */
    if (rc != CAIRN_OK)
        return 1;
    rc = cairn_kex_public(a->kex, pk2, sizeof pk2, &pk2len, k.sk, k.sklen, a->pk_impl);
    return rc != CAIRN_OK || pk2len != k.pklen || memcmp(pk2, k.pk, k.pklen) != 0;
}

static int kex_keys_make(const ct_arg *a, kex_keys *k, uint32_t seed)
{
    return cairn_kex_keygen(a->kex, k->sk, sizeof k->sk, &k->sklen, k->pk, sizeof k->pk, &k->pklen, public_rng, &seed,
                            a->pk_impl);
}

static int op_kex_public(const ct_arg *a)
{
    kex_keys k;
    uint8_t pk2[CAIRN_KEX_MAX_PUBLIC_LEN];
    size_t pk2len;
    int rc = kex_keys_make(a, &k, 9501);
    if (rc != CAIRN_OK)
        return 1;
    CT_SECRET(k.sk, k.sklen);
    rc = cairn_kex_public(a->kex, pk2, sizeof pk2, &pk2len, k.sk, k.sklen, a->pk_impl);
    CT_PUBLIC(&rc, sizeof rc);
    CT_PUBLIC(pk2, sizeof pk2);
    CT_PUBLIC(&pk2len, sizeof pk2len);
    return rc != CAIRN_OK || pk2len != k.pklen || memcmp(pk2, k.pk, k.pklen) != 0;
}

/* Both sides derive with their secret key marked; the two results must agree. */
static int op_kex_derive(const ct_arg *a)
{
    kex_keys x, y;
    uint8_t s1[CAIRN_KEX_MAX_SHARED_LEN], s2[CAIRN_KEX_MAX_SHARED_LEN];
    size_t l1, l2;
    int rc1, rc2;
    if (kex_keys_make(a, &x, 9601) != CAIRN_OK || kex_keys_make(a, &y, 9602) != CAIRN_OK)
        return 1;
    CT_SECRET(x.sk, x.sklen);
    CT_SECRET(y.sk, y.sklen);
    rc1 = cairn_kex_derive(a->kex, s1, sizeof s1, &l1, x.sk, x.sklen, y.pk, y.pklen, a->pk_impl);
    rc2 = cairn_kex_derive(a->kex, s2, sizeof s2, &l2, y.sk, y.sklen, x.pk, x.pklen, a->pk_impl);
    CT_PUBLIC(&rc1, sizeof rc1);
    CT_PUBLIC(&rc2, sizeof rc2);
    CT_PUBLIC(s1, sizeof s1);
    CT_PUBLIC(s2, sizeof s2);
    CT_PUBLIC(&l1, sizeof l1);
    CT_PUBLIC(&l2, sizeof l2);
    return rc1 != CAIRN_OK || rc2 != CAIRN_OK || l1 != l2 || memcmp(s1, s2, l1) != 0;
}

/* An all-zero peer key (for X25519 and X448 u = 0, of small order): refused
 * (CAIRN_ERR_INVALID_POINT, or CAIRN_ERR_INVALID_KEY for the finite-field
 * schemes to come), and the refusal and the wipe of the output do not
 * branch on the secret. */
static int op_kex_derive_bad_peer(const ct_arg *a)
{
    kex_keys x;
    uint8_t zero[CAIRN_KEX_MAX_PUBLIC_LEN] = {0}, s[CAIRN_KEX_MAX_SHARED_LEN];
    size_t l, i;
    int rc, z = 0;
    if (kex_keys_make(a, &x, 9701) != CAIRN_OK)
        return 1;
    CT_SECRET(x.sk, x.sklen);
    rc = cairn_kex_derive(a->kex, s, sizeof s, &l, x.sk, x.sklen, zero, a->kex->public_len, a->pk_impl);
    CT_PUBLIC(&rc, sizeof rc);
    CT_PUBLIC(s, sizeof s);
    CT_PUBLIC(&l, sizeof l);
    for (i = 0; i < a->kex->shared_len; i++)
        z |= s[i];
    return (rc != CAIRN_ERR_INVALID_POINT && rc != CAIRN_ERR_INVALID_KEY) || l != 0 || z != 0;
}

/* clang-format off */
static const ct_op pk_ops[] = {
    {"pk sig_keygen",              CT_EACH_SIG_IMPL, op_sig_keygen,          "rng output (the secret key)", CT_CLEAN, "none"},
    {"pk sig_public",              CT_EACH_SIG_IMPL, op_sig_public,          "secret key",                  CT_CLEAN, "none"},
    {"pk sig_sign",                CT_EACH_SIG_IMPL, op_sig_sign,            "secret key",                  CT_CLEAN, "none (message public)"},
    {"pk sig_sign secret message", CT_EACH_SIG_IMPL, op_sig_sign_secret_msg, "secret key, message",         CT_CLEAN, "none"},
    {"pk sig_sign with rng",       CT_EACH_SIG_IMPL, op_sig_sign_rng,        "secret key, rng output",      CT_CLEAN, "none (message public)"},
    {"pk kex_keygen",              CT_EACH_KEX_IMPL, op_kex_keygen,          "rng output (the secret key)", CT_CLEAN, "none"},
    {"pk kex_public",              CT_EACH_KEX_IMPL, op_kex_public,          "secret key",                  CT_CLEAN, "none"},
    {"pk kex_derive",              CT_EACH_KEX_IMPL, op_kex_derive,          "both secret keys",            CT_CLEAN, "none (public keys public)"},
    {"pk kex_derive small-order peer", CT_EACH_KEX_IMPL, op_kex_derive_bad_peer, "secret key",             CT_CLEAN, "none; the status is declassified by the caller"},
};
/* clang-format on */

size_t ct_ops_pk(const ct_op **ops)
{
    *ops = pk_ops;
    return sizeof pk_ops / sizeof pk_ops[0];
}
