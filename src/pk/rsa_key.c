/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * RSA key objects and the two primitives (cairn/rsa.h): raw import with
 * validation and the computation of missing components, export of
 * components, RSAEP/RSAVP1 and RSADP/RSASP1.
 *
 * Representation: little-endian limb arrays of src/bn (cairn_bn_mont
 * contexts for n, p and q, so the Montgomery constants are computed once per
 * key). The limb lengths of n, p and q are public (the modulus size and,
 * as everywhere, the primes' sizes); their values and every private
 * component are secret.
 *
 * Private operation, for c < n (public): draw r in [1, n), invert it mod n
 * (blinded, in variable time: see blinding()),
 * c' = c r^e mod n; m1 = c'^dP mod p and m2 = c'^dQ mod q (fixed-window
 * exponentiations, every window entry read); h = qInv (m1 - m2) mod p;
 * m' = m2 + h q (< n, no reduction needed); s = m' r^-1 mod n. Then
 * s^e mod n is compared with c: a fault in either half of the CRT (which
 * would otherwise hand out a multiple of one prime: Boneh-DeMillo-Lipton)
 * or an inconsistent key gives CAIRN_ERR_FAULT and no output. Blinding
 * randomises the operands of the secret exponentiations, so their power
 * or electromagnetic trace does not follow the chosen input. Without an
 * rng, r comes from HMAC-DRBG(SHA-256) seeded with a key-specific secret
 * and c: the same input gives the same r, which is harmless since the
 * output is a function of c anyway, and an attacker still cannot choose
 * the exponentiations' operands.
 */
#include "pk/rsa_internal.h"

#include "core/internal.h"

#if CAIRN_ENABLE_RSA

#define NL CAIRN_BN_MAX_LIMBS

/* Window table of the CRT exponentiations: 32 entries (5-bit windows) of
 * the largest half on hosts, 16 on small devices, where 4 KiB of stack
 * matters more than the few percent of a 4-bit window at 2048 bits. An
 * engine that runs the two exponentiations together gives each half of it
 * (cairn_bn_mont_exp2), which still holds 32 entries for halves up to half
 * the largest size. */
#if CAIRN_HOSTED
#define RSA_EXP_ENTRIES 32
#else
#define RSA_EXP_ENTRIES 16
#endif

/* ---------- key objects ---------- */

const rsa_pub *cairn_rsa_pub_of(const cairn_rsa_public_key *key)
{
    const rsa_pub *k = (const rsa_pub *)(const void *)key;
    if (k == NULL || k->magic != RSA_PUB_MAGIC)
        return NULL;
    return k;
}

const rsa_priv *cairn_rsa_priv_of(const cairn_rsa_private_key *key)
{
    const rsa_priv *k = (const rsa_priv *)(const void *)key;
    if (k == NULL || k->pub.magic != RSA_PRIV_MAGIC)
        return NULL;
    return k;
}

int cairn_rsa_pub_check(const cairn_rsa_public_key *key)
{
    if (key == NULL)
        return CAIRN_ERR_BAD_ARG;
    return cairn_rsa_pub_of(key) != NULL ? CAIRN_OK : CAIRN_ERR_STATE;
}

int cairn_rsa_priv_check(const cairn_rsa_private_key *key)
{
    if (key == NULL)
        return CAIRN_ERR_BAD_ARG;
    return cairn_rsa_priv_of(key) != NULL ? CAIRN_OK : CAIRN_ERR_STATE;
}

/* see cairn/rsa.h */
void cairn_rsa_public_key_wipe(cairn_rsa_public_key *key)
{
    if (key != NULL)
        cairn_wipe(key, sizeof *key);
}

/* see cairn/rsa.h */
void cairn_rsa_private_key_wipe(cairn_rsa_private_key *key)
{
    if (key != NULL)
        cairn_wipe(key, sizeof *key);
}

void cairn_rsa_public_key_restrict_pss(cairn_rsa_public_key *key, const cairn_rsa_pss_params *params)
{
    rsa_pub *k = (rsa_pub *)(void *)key;
    k->pss_restricted = 1;
    k->pss = *params;
}

void cairn_rsa_private_key_restrict_pss(cairn_rsa_private_key *key, const cairn_rsa_pss_params *params)
{
    rsa_priv *k = (rsa_priv *)(void *)key;
    k->pub.pss_restricted = 1;
    k->pub.pss = *params;
}

int cairn_rsa_public_key_use_engine(cairn_rsa_public_key *key, const cairn_impl *engine)
{
    rsa_pub *k = (rsa_pub *)(void *)key;
    int rc = cairn_rsa_pub_check(key);
    if (rc == CAIRN_OK)
        rc = cairn_impl_accept(engine, CAIRN_PRIM_BN);
    if (rc == CAIRN_OK)
        k->n.eng = (const cairn_bn_engine *)(const void *)engine;
    return rc;
}

int cairn_rsa_private_key_use_engine(cairn_rsa_private_key *key, const cairn_impl *engine)
{
    rsa_priv *k = (rsa_priv *)(void *)key;
    int rc = cairn_rsa_priv_check(key);
    if (rc == CAIRN_OK)
        rc = cairn_impl_accept(engine, CAIRN_PRIM_BN);
    if (rc == CAIRN_OK)
        k->pub.n.eng = k->p.eng = k->q.eng = (const cairn_bn_engine *)(const void *)engine;
    return rc;
}

/* ---------- helpers ---------- */

/* Big-endian bytes without their leading zero bytes (public lengths only:
 * for secret components the position of the first non-zero byte is the
 * value's byte length, which every encoding of the key reveals anyway). */
static const uint8_t *strip(const uint8_t *p, size_t *len)
{
    while (*len > 0 && *p == 0) {
        p++;
        (*len)--;
    }
    return p;
}

/* Limbs needed by a value whose bit length is bits (at least one). */
static size_t limbs_for(size_t bits) { return bits == 0 ? 1 : CAIRN_BN_LIMBS(bits); }

/* A component into r[0..n) (zero-extended); CAIRN_ERR_INVALID_KEY when it
 * does not fit. */
static int load(cairn_limb *r, size_t n, const uint8_t *p, size_t len)
{
    return cairn_bn_decode(r, n, p, len) == CAIRN_OK ? CAIRN_OK : CAIRN_ERR_INVALID_KEY;
}

/* 1 when x[0..n) equals the single limb w */
static cairn_limb eq_word(const cairn_limb *x, size_t n, cairn_limb w)
{
    cairn_limb t[NL + 1];
    cairn_limb r;
    cairn_bn_set_word(t, n, w);
    r = cairn_bn_eq(x, t, n) & 1;
    return r;
}

/* ---------- public keys ---------- */

/* n and e into k (the magic not yet set). */
static int pub_setup(rsa_pub *k, const uint8_t *n, size_t nlen, const uint8_t *e, size_t elen)
{
    cairn_limb nn_[NL];
    size_t nn, bits, ebits;
    int rc;

    if (n == NULL || e == NULL)
        return CAIRN_ERR_BAD_ARG;
    n = strip(n, &nlen);
    e = strip(e, &elen);
    if (nlen == 0 || nlen > CAIRN_RSA_MAX_BYTES + 0u || elen == 0 || elen > (CAIRN_RSA_MAX_E_BITS >> 3))
        return nlen > CAIRN_RSA_MAX_BYTES + 0u ? CAIRN_ERR_BAD_LENGTH : CAIRN_ERR_INVALID_KEY;
    /* the modulus and the exponent are public: their sizes may steer */
    bits = 8 * nlen;
    {
        uint8_t top = n[0];
        while ((top & 0x80) == 0) {
            top = (uint8_t)(top << 1);
            bits--;
        }
    }
    if (bits < CAIRN_RSA_MIN_BITS || bits > CAIRN_RSA_MAX_BITS)
        return CAIRN_ERR_BAD_LENGTH;
    if ((n[nlen - 1] & 1) == 0 || (e[elen - 1] & 1) == 0)
        return CAIRN_ERR_INVALID_KEY;
    nn = CAIRN_BN_LIMBS(bits);
    rc = cairn_bn_decode(nn_, nn, n, nlen);
    if (rc != CAIRN_OK)
        return CAIRN_ERR_INVALID_KEY;
    memset(k, 0, sizeof *k);
    rc = cairn_bn_mont_init(&k->n, nn_, nn);
    if (rc != CAIRN_OK)
        return CAIRN_ERR_INVALID_KEY;
    ebits = 8 * elen;
    {
        uint8_t top = e[0];
        while ((top & 0x80) == 0) {
            top = (uint8_t)(top << 1);
            ebits--;
        }
    }
    k->elen = limbs_for(ebits);
    if (cairn_bn_decode(k->e, k->elen, e, elen) != CAIRN_OK)
        return CAIRN_ERR_INVALID_KEY;
    /* e >= 3 (odd, so not 1) and e < n */
    if (ebits < 2 || ebits > bits || (ebits == bits && !(cairn_bn_lt(k->e, nn_, nn) & 1)))
        return CAIRN_ERR_INVALID_KEY;
    k->bits = bits;
    k->k = (bits + 7) >> 3;
    return CAIRN_OK;
}

/* see cairn/rsa.h */
int cairn_rsa_public_key_import(cairn_rsa_public_key *key, const cairn_rsa_components *c)
{
    rsa_pub *k = (rsa_pub *)(void *)key;
    int rc;

    if (key == NULL || c == NULL)
        return CAIRN_ERR_BAD_ARG;
    cairn_wipe(key, sizeof *key);
    rc = pub_setup(k, c->n, c->n_len, c->e, c->e_len);
    if (rc != CAIRN_OK) {
        cairn_wipe(key, sizeof *key);
        return rc;
    }
    k->magic = RSA_PUB_MAGIC;
    return CAIRN_OK;
}

/* see cairn/rsa.h */
int cairn_rsa_public_key_from_private(cairn_rsa_public_key *pub, const cairn_rsa_private_key *key)
{
    const rsa_priv *s;
    rsa_pub *k = (rsa_pub *)(void *)pub;
    int rc = cairn_rsa_priv_check(key);

    if (pub == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (rc != CAIRN_OK)
        return rc;
    s = cairn_rsa_priv_of(key);
    cairn_wipe(pub, sizeof *pub);
    *k = s->pub;
    k->magic = RSA_PUB_MAGIC;
    return CAIRN_OK;
}

/* see cairn/rsa.h */
size_t cairn_rsa_public_key_bits(const cairn_rsa_public_key *key)
{
    const rsa_pub *k = cairn_rsa_pub_of(key);
    return k != NULL ? k->bits : 0;
}

/* see cairn/rsa.h */
size_t cairn_rsa_public_key_bytes(const cairn_rsa_public_key *key)
{
    const rsa_pub *k = cairn_rsa_pub_of(key);
    return k != NULL ? k->k : 0;
}

/* see cairn/rsa.h */
size_t cairn_rsa_private_key_bits(const cairn_rsa_private_key *key)
{
    const rsa_priv *k = cairn_rsa_priv_of(key);
    return k != NULL ? k->pub.bits : 0;
}

/* see cairn/rsa.h */
size_t cairn_rsa_private_key_bytes(const cairn_rsa_private_key *key)
{
    const rsa_priv *k = cairn_rsa_priv_of(key);
    return k != NULL ? k->pub.k : 0;
}

static int pss_params_of(const rsa_pub *k, int *restricted, cairn_rsa_pss_params *params)
{
    if (restricted == NULL || params == NULL)
        return CAIRN_ERR_BAD_ARG;
    *restricted = k->pss_restricted;
    if (k->pss_restricted)
        *params = k->pss;
    return CAIRN_OK;
}

/* see cairn/rsa.h */
int cairn_rsa_public_key_pss_params(const cairn_rsa_public_key *key, int *restricted, cairn_rsa_pss_params *params)
{
    int rc = cairn_rsa_pub_check(key);
    if (rc != CAIRN_OK)
        return rc;
    return pss_params_of(cairn_rsa_pub_of(key), restricted, params);
}

/* see cairn/rsa.h */
int cairn_rsa_private_key_pss_params(const cairn_rsa_private_key *key, int *restricted,
                                     cairn_rsa_pss_params *params)
{
    int rc = cairn_rsa_priv_check(key);
    if (rc != CAIRN_OK)
        return rc;
    return pss_params_of(&cairn_rsa_priv_of(key)->pub, restricted, params);
}

/* ---------- private keys ---------- */

/* Scratch of the private-key set-up, off the small functions' stacks. */
typedef struct priv_work {
    cairn_limb p[NL], q[NL], pm1[NL], qm1[NL], lam[NL], t[2 * NL + 2], u[2 * NL + 2], g[NL], tmp[4 * NL];
} priv_work;

/* d = e^-1 mod lambda, lambda = lcm(p - 1, q - 1) = (p - 1) (q - 1) / gcd,
 * all constant time. e is public and odd; with gcd(e, lambda) = 1,
 * u = lambda^-1 mod e gives the integer d = (1 + lambda (e - u)) / e:
 * d e = 1 + lambda (e - u) = 1 mod lambda, and 0 < d < lambda. Returns an
 * all-ones mask when e is invertible mod lambda. */
static cairn_limb compute_d(rsa_priv *k, priv_work *w, size_t pn, size_t qn)
{
    size_t nn = k->pub.n.n, el = k->pub.elen, ln;
    cairn_limb ok, eu[RSA_E_LIMBS], inv[RSA_E_LIMBS], r[RSA_E_LIMBS], tmp4[4 * RSA_E_LIMBS];
    size_t hn = pn > qn ? pn : qn;

    /* gcd(p - 1, q - 1) over hn limbs */
    cairn_bn_zero(w->t, hn);
    cairn_bn_zero(w->u, hn);
    cairn_bn_copy(w->t, w->pm1, pn);
    cairn_bn_copy(w->u, w->qm1, qn);
    cairn_bn_gcd(w->g, w->t, w->u, hn, w->tmp);
    /* lambda = ((p - 1) / g) (q - 1): pn + qn <= nn + 1 limbs, value < n */
    (void)cairn_bn_divrem(w->lam, w->u, w->t, hn, w->g, hn);
    cairn_bn_mul(w->t, w->lam, hn, w->qm1, qn);
    ln = nn;
    if (hn + qn < ln) /* an inconsistent key's short p, q (refused by the caller's p q = n check) */
        cairn_bn_zero(w->t + hn + qn, ln - (hn + qn));
    cairn_bn_copy(w->lam, w->t, ln);
    /* u = lambda^-1 mod e: lambda mod e, then invert in e's size */
    (void)cairn_bn_divrem(NULL, r, w->lam, ln, k->pub.e, el);
    ok = cairn_bn_mod_inv(inv, r, k->pub.e, el, tmp4);
    /* e - u, then lambda (e - u) + 1, divided exactly by e */
    (void)cairn_bn_sub(eu, k->pub.e, inv, el);
    cairn_bn_mul(w->t, w->lam, ln, eu, el);
    cairn_bn_zero(w->u, ln + el);
    w->u[0] = 1;
    (void)cairn_bn_add(w->t, w->t, w->u, ln + el);
    (void)cairn_bn_divrem(w->u, r, w->t, ln + el, k->pub.e, el);
    cairn_bn_copy(k->d, w->u, nn);
    cairn_wipe(eu, sizeof eu);
    cairn_wipe(inv, sizeof inv);
    cairn_wipe(r, sizeof r);
    return ok;
}

/* dst = x mod m (x: xn limbs, m and dst: mn limbs) */
static void mod_of(cairn_limb *dst, const cairn_limb *x, size_t xn, const cairn_limb *m, size_t mn)
{
    (void)cairn_bn_divrem(NULL, dst, x, xn, m, mn);
}

/* 1 when a b = 1 mod m (a: an limbs, b: bn limbs, m: mn limbs, an + bn <= 2 NL + 2) */
static cairn_limb prod_is_one(priv_work *w, const cairn_limb *a, size_t an, const cairn_limb *b, size_t bn,
                              const cairn_limb *m, size_t mn)
{
    cairn_bn_mul(w->t, a, an, b, bn);
    mod_of(w->g, w->t, an + bn, m, mn);
    return eq_word(w->g, mn, 1);
}

static int priv_setup(rsa_priv *k, const cairn_rsa_components *c, priv_work *w)
{
    const uint8_t *pp, *qp;
    size_t plen = c->p_len, qlen = c->q_len, pn, qn, nn, pbits, qbits;
    cairn_limb ok = 1;
    uint8_t nb[CAIRN_RSA_MAX_BYTES];
    cairn_hash_ctx h;
    int rc;

    if (c->p == NULL || c->q == NULL || c->e == NULL)
        return CAIRN_ERR_BAD_ARG;
    /* a given n first: a modulus of the wrong size is a length error
     * whatever the primes look like */
    if (c->n != NULL) {
        rc = pub_setup(&k->pub, c->n, c->n_len, c->e, c->e_len);
        if (rc != CAIRN_OK)
            return rc;
    }
    pp = strip(c->p, &plen);
    qp = strip(c->q, &qlen);
    if (plen == 0 || qlen == 0 || plen > RSA_HALF_LIMBS * CAIRN_BN_LIMB_BYTES ||
        qlen > RSA_HALF_LIMBS * CAIRN_BN_LIMB_BYTES)
        return CAIRN_ERR_INVALID_KEY;
    /* the primes' limb lengths are public (see the top of the file) */
    rc = load(w->p, RSA_HALF_LIMBS, pp, plen) | load(w->q, RSA_HALF_LIMBS, qp, qlen);
    if (rc != CAIRN_OK)
        return CAIRN_ERR_INVALID_KEY;
    pbits = cairn_bn_bit_length(w->p, RSA_HALF_LIMBS);
    qbits = cairn_bn_bit_length(w->q, RSA_HALF_LIMBS);
    CAIRN_DECLASSIFY(&pbits, sizeof pbits);
    CAIRN_DECLASSIFY(&qbits, sizeof qbits);
    pn = limbs_for(pbits);
    qn = limbs_for(qbits);

    /* n: given (checked against p q below) or p q */
    if (c->n == NULL) {
        size_t len;
        cairn_bn_mul(w->t, w->p, pn, w->q, qn);
        len = (pn + qn) * CAIRN_BN_LIMB_BYTES;
        if (len > sizeof nb)
            return CAIRN_ERR_BAD_LENGTH;
        (void)cairn_bn_encode(nb, len, w->t, pn + qn);
        rc = pub_setup(&k->pub, nb, len, c->e, c->e_len);
        cairn_wipe(nb, sizeof nb);
        if (rc != CAIRN_OK)
            return rc;
    }
    nn = k->pub.n.n;
    /* p q = n has pn + qn - 1 or pn + qn limbs: more is no factorisation */
    if (pn + qn > nn + 1)
        return CAIRN_ERR_INVALID_KEY;

    /* p and q odd and above 1 (Montgomery set-up refuses even, 0 and 1) */
    rc = cairn_bn_mont_init(&k->p, w->p, pn);
    rc |= cairn_bn_mont_init(&k->q, w->q, qn);
    CAIRN_DECLASSIFY(&rc, sizeof rc);
    if (rc != CAIRN_OK)
        return CAIRN_ERR_INVALID_KEY;
    /* p q = n; a product of fewer limbs than n is compared zero-extended
     * (the limbs past it would be stale stack otherwise) */
    cairn_bn_mul(w->t, w->p, pn, w->q, qn);
    if (pn + qn > nn)
        ok &= eq_word(w->t + nn, pn + qn - nn, 0);
    else
        cairn_bn_zero(w->t + pn + qn, nn - (pn + qn));
    ok &= cairn_bn_eq(w->t, k->pub.n.m, nn) & 1;
    /* p - 1, q - 1 */
    cairn_bn_copy(w->pm1, w->p, pn);
    cairn_bn_copy(w->qm1, w->q, qn);
    w->pm1[0] ^= 1; /* p odd: clearing the low bit subtracts 1 */
    w->qm1[0] ^= 1;

    /* d: given (d < n checked by the size of the decode) or computed */
    if (c->d != NULL) {
        rc = load(k->d, nn, c->d, c->d_len);
        if (rc != CAIRN_OK)
            return rc;
        ok &= cairn_bn_lt(k->d, k->pub.n.m, nn) & 1;
    } else {
        ok &= compute_d(k, w, pn, qn) & 1;
    }
    /* dP, dQ: given, or d mod (p - 1), d mod (q - 1) */
    if (c->dp != NULL)
        rc = load(k->dp, pn, c->dp, c->dp_len);
    else
        mod_of(k->dp, k->d, nn, w->pm1, pn);
    if (rc != CAIRN_OK)
        return rc;
    if (c->dq != NULL)
        rc = load(k->dq, qn, c->dq, c->dq_len);
    else
        mod_of(k->dq, k->d, nn, w->qm1, qn);
    if (rc != CAIRN_OK)
        return rc;
    /* qInv: given, or q^-1 mod p (q mod p first: q may exceed p) */
    if (c->qinv != NULL) {
        rc = load(k->qinv, pn, c->qinv, c->qinv_len);
        if (rc != CAIRN_OK)
            return rc;
    } else {
        mod_of(w->g, w->q, qn, w->p, pn);
        ok &= cairn_bn_mod_inv(k->qinv, w->g, w->p, pn, w->tmp) & 1;
    }

    /* the checks of rsa.h: dP e = 1 mod (p - 1), dQ e = 1 mod (q - 1),
     * dP < p - 1, dQ < q - 1, qInv < p, qInv q = 1 mod p, and
     * d = dP mod (p - 1), d = dQ mod (q - 1) */
    ok &= cairn_bn_lt(k->dp, w->pm1, pn) & 1;
    ok &= cairn_bn_lt(k->dq, w->qm1, qn) & 1;
    ok &= cairn_bn_lt(k->qinv, w->p, pn) & 1;
    ok &= prod_is_one(w, k->dp, pn, k->pub.e, k->pub.elen, w->pm1, pn);
    ok &= prod_is_one(w, k->dq, qn, k->pub.e, k->pub.elen, w->qm1, qn);
    ok &= prod_is_one(w, k->qinv, pn, w->q, qn, w->p, pn);
    mod_of(w->g, k->d, nn, w->pm1, pn);
    ok &= cairn_bn_eq(w->g, k->dp, pn) & 1;
    mod_of(w->g, k->d, nn, w->qm1, qn);
    ok &= cairn_bn_eq(w->g, k->dq, qn) & 1;
    CAIRN_DECLASSIFY(&ok, sizeof ok); /* the verdict on the key */
    if (!ok)
        return CAIRN_ERR_INVALID_KEY;

    /* the key of the derived blinding: SHA-256 over a label and d */
    (void)cairn_bn_encode(nb, k->pub.k, k->d, nn);
    rc = cairn_hash_init(&h, &cairn_hash_sha256);
    rc |= cairn_hash_update(&h, (const uint8_t *)"cairn RSA blinding", 18);
    rc |= cairn_hash_update(&h, nb, k->pub.k);
    rc |= cairn_hash_final(&h, k->blind_key, sizeof k->blind_key);
    cairn_wipe(nb, sizeof nb);
    cairn_wipe(&h, sizeof h);
    return rc == CAIRN_OK ? CAIRN_OK : CAIRN_ERR_UNSUPPORTED;
}

/* see cairn/rsa.h */
int cairn_rsa_private_key_import(cairn_rsa_private_key *key, const cairn_rsa_components *c)
{
    rsa_priv *k = (rsa_priv *)(void *)key;
    priv_work w;
    int rc;

    if (key == NULL || c == NULL)
        return CAIRN_ERR_BAD_ARG;
    cairn_wipe(key, sizeof *key);
    rc = priv_setup(k, c, &w);
    cairn_wipe(&w, sizeof w);
    if (rc != CAIRN_OK) {
        cairn_wipe(key, sizeof *key);
        return rc;
    }
    k->pub.magic = RSA_PRIV_MAGIC;
    return CAIRN_OK;
}

/* ---------- export ---------- */

/* x[0..n) big-endian without leading zero bytes (one zero byte for 0) */
static int export_limbs(const cairn_limb *x, size_t n, uint8_t *out, size_t cap, size_t *len)
{
    uint8_t buf[CAIRN_RSA_MAX_BYTES + CAIRN_BN_LIMB_BYTES];
    size_t all = n * CAIRN_BN_LIMB_BYTES, skip = 0, need;

    (void)cairn_bn_encode(buf, all, x, n);
    /* the leading zero bytes, counted without a branch on the (secret)
     * bytes; their count is the component's length, which every encoding
     * of the key shows, so it is declassified */
    {
        size_t i;
        uint32_t zeros = 1;
        for (i = 0; i + 1 < all; i++) {
            zeros &= ((uint32_t)buf[i] - 1u) >> 31;
            skip += zeros;
        }
    }
    CAIRN_DECLASSIFY(&skip, sizeof skip);
    need = all - skip;
    *len = need;
    if (out == NULL || cap < need) {
        cairn_wipe(buf, sizeof buf);
        return CAIRN_ERR_BUFFER_TOO_SMALL;
    }
    memcpy(out, buf + skip, need);
    cairn_wipe(buf, sizeof buf);
    return CAIRN_OK;
}

static int export_part(const rsa_pub *pub, const rsa_priv *priv, cairn_rsa_part part, uint8_t *out, size_t cap,
                       size_t *len)
{
    if (len == NULL)
        return CAIRN_ERR_BAD_ARG;
    *len = 0;
    switch (part) {
    case CAIRN_RSA_N: return export_limbs(pub->n.m, pub->n.n, out, cap, len);
    case CAIRN_RSA_E: return export_limbs(pub->e, pub->elen, out, cap, len);
    default: break;
    }
    if (priv == NULL)
        return CAIRN_ERR_BAD_ARG;
    switch (part) {
    case CAIRN_RSA_D: return export_limbs(priv->d, pub->n.n, out, cap, len);
    case CAIRN_RSA_P: return export_limbs(priv->p.m, priv->p.n, out, cap, len);
    case CAIRN_RSA_Q: return export_limbs(priv->q.m, priv->q.n, out, cap, len);
    case CAIRN_RSA_DP: return export_limbs(priv->dp, priv->p.n, out, cap, len);
    case CAIRN_RSA_DQ: return export_limbs(priv->dq, priv->q.n, out, cap, len);
    case CAIRN_RSA_QINV: return export_limbs(priv->qinv, priv->p.n, out, cap, len);
    default: return CAIRN_ERR_BAD_ARG;
    }
}

/* see cairn/rsa.h */
int cairn_rsa_public_key_component(const cairn_rsa_public_key *key, cairn_rsa_part part, uint8_t *out, size_t cap,
                                   size_t *len)
{
    int rc = cairn_rsa_pub_check(key);
    if (len != NULL)
        *len = 0;
    if (rc != CAIRN_OK)
        return rc;
    return export_part(cairn_rsa_pub_of(key), NULL, part, out, cap, len);
}

/* see cairn/rsa.h */
int cairn_rsa_private_key_component(const cairn_rsa_private_key *key, cairn_rsa_part part, uint8_t *out,
                                    size_t cap, size_t *len)
{
    const rsa_priv *k;
    int rc = cairn_rsa_priv_check(key);
    if (len != NULL)
        *len = 0;
    if (rc != CAIRN_OK)
        return rc;
    k = cairn_rsa_priv_of(key);
    return export_part(&k->pub, k, part, out, cap, len);
}

/* ---------- the primitives ---------- */

int cairn_rsa_pub_op(const rsa_pub *k, uint8_t *out, const uint8_t *in)
{
    cairn_limb x[NL], y[NL];
    size_t nn = k->n.n;

    if (cairn_bn_decode(x, nn, in, k->k) != CAIRN_OK || !(cairn_bn_lt(x, k->n.m, nn) & 1))
        return CAIRN_ERR_BAD_ARG;
    (void)cairn_bn_mont_exp_vartime(&k->n, y, x, k->e, k->elen);
    (void)cairn_bn_encode(out, k->k, y, nn);
    return CAIRN_OK;
}

/* An rng over HMAC-DRBG(SHA-256) seeded with the key's blinding secret and
 * the input, for private operations called without an rng. */
static int derived_rng_init(cairn_hmac_drbg *drbg, const rsa_priv *k, const uint8_t *in)
{
    static const uint8_t label[] = "cairn RSA blinding";
    return cairn_hmac_drbg_instantiate(drbg, &cairn_hash_sha256, k->blind_key, sizeof k->blind_key, in, k->pub.k,
                                       label, sizeof label - 1);
}

/* Scratch of the private operation. */
typedef struct priv_op_work {
    cairn_limb c[NL], r[NL], x[NL], y[NL], m1[RSA_HALF_LIMBS], m2[RSA_HALF_LIMBS], t[2 * NL + 2];
    cairn_limb u[NL], rinv[NL]; /* the inversion's mask, R r^-1 mod n */
    union { /* the inversion's scratch is done with before the exponentiations start */
        cairn_limb table[RSA_EXP_ENTRIES * RSA_HALF_LIMBS];
        cairn_limb inv_tmp[4 * NL];
    } s;
    cairn_hmac_drbg drbg;
} priv_op_work;

/* r = x mod m for x of any length xlen (public): Horner's rule over
 * m->n-limb chunks from the top, each step one Montgomery-based reduction
 * of r B^n + chunk < B^2n. Unbalanced keys (one prime much longer than the
 * other) reduce values of more than twice a prime's length. buf: 2n limbs. */
static void reduce_any(const cairn_bn_mont *m, cairn_limb *r, const cairn_limb *x, size_t xlen, cairn_limb *buf)
{
    size_t n = m->n, top = xlen, len;
    if (xlen <= 2 * n) {
        (void)cairn_bn_mont_reduce(m, r, x, xlen);
        return;
    }
    cairn_bn_zero(r, n);
    /* the top chunk holds what is left above the whole chunks below it */
    len = xlen;
    while (len > n)
        len -= n;
    while (top > 0) {
        cairn_bn_zero(buf, n);
        cairn_bn_copy(buf, x + top - len, len);
        cairn_bn_copy(buf + n, r, n);
        (void)cairn_bn_mont_reduce(m, r, buf, 2 * n);
        top -= len;
        len = n;
    }
}

/* r in [1, n) and R r^-1 mod n (the Montgomery form of r^-1, ready for the
 * unblinding product), by a blinded inversion: with u drawn uniformly from
 * [1, n) too, w = r u R^-1 mod n (a Montgomery product) is inverted in
 * variable time, as the division u / w = R r^-1 (cairn_bn_mod_div_vartime:
 * the numerator u only enters its constant-time cofactor passes).
 *
 * Why the inversion's timing reveals nothing about r: it depends on w and n
 * only, n is public, and w is independent of r. For any fixed r invertible
 * mod n, u -> r u R^-1 is a bijection of the units mod n, so a uniform unit u
 * gives a uniform unit w whatever r is: the pair (r, w) has the distribution
 * of two independent draws, and anything computed from w alone (the
 * branches, the number of rounds, the memory traffic of
 * cairn_bn_mod_div_vartime) is as independent of r, and of the r^e that
 * blinds the input, as a fresh random number would be. u itself only enters
 * constant-time arithmetic. (The draws are uniform on [1, n), not on the units:
 * a draw that is not a unit, probability about 2^-(bits/2), makes w not
 * invertible, and the pair is drawn again, so the accepted u and r are
 * uniform units.) This is the argument of BoringSSL's BN_mod_inverse_blinded; w is
 * declassified for the harness on its strength.
 *
 * At 2048 bits the division takes about half the time of the two
 * constant-time half-size inversions (mod p and mod q) it replaces, and
 * leaves r^-1 in the Montgomery form the unblinding takes. CAIRN_OK or the
 * rng's failure. */
static int blinding(const rsa_priv *k, priv_op_work *w, cairn_rng_fn rng, void *rng_state)
{
    const cairn_bn_mont *n = &k->pub.n;
    size_t nn = n->n, tries;
    for (tries = 0; tries < 8; tries++) {
        cairn_limb ok;
        int rc = cairn_bn_rand_range(w->r, n->m, nn, rng, rng_state);
        if (rc == CAIRN_OK)
            rc = cairn_bn_rand_range(w->u, n->m, nn, rng, rng_state);
        if (rc != CAIRN_OK)
            return rc;
        cairn_bn_mont_mul(n, w->x, w->r, w->u);
        /* w is independent of r (above): its value may steer the inversion */
        CAIRN_DECLASSIFY(w->x, nn * sizeof *w->x);
        ok = cairn_bn_mod_div_vartime(w->rinv, w->u, w->x, n->m, nn, w->s.inv_tmp);
        if (ok & 1)
            return CAIRN_OK;
    }
    return CAIRN_ERR_RNG;
}

static int priv_op(const rsa_priv *k, priv_op_work *w, uint8_t *out, const uint8_t *in, cairn_rng_fn rng,
                   void *rng_state)
{
    const cairn_bn_mont *n = &k->pub.n, *p = &k->p, *q = &k->q;
    size_t nn = n->n, pn = p->n, qn = q->n;
    cairn_limb good, below;
    int rc, st;

    if (cairn_bn_decode(w->c, nn, in, k->pub.k) != CAIRN_OK)
        return CAIRN_ERR_BAD_ARG;
    /* input < n: a ciphertext's is public; a signature's encoded message,
     * which may come from a secret message, is below n by its form (its top
     * byte is 0), so the verdict is declassified */
    below = cairn_bn_lt(w->c, n->m, nn) & 1;
    CAIRN_DECLASSIFY(&below, sizeof below);
    if (!below)
        return CAIRN_ERR_BAD_ARG;
    if (rng == NULL) {
        rc = derived_rng_init(&w->drbg, k, in);
        if (rc != CAIRN_OK)
            return rc;
        rng = cairn_hmac_drbg_rng;
        rng_state = &w->drbg;
    }
    rc = blinding(k, w, rng, rng_state);
    if (rc != CAIRN_OK)
        return rc;

    /* x = c r^e, needed mod p and mod q only: m1 = c r^e mod p and
     * m2 = c r^e mod q, each power on the half-size modulus (a quarter of
     * the products of one mod n each); vartime in the public e only */
    reduce_any(p, w->m1, w->c, nn, w->t);
    reduce_any(p, w->y, w->r, nn, w->t);
    (void)cairn_bn_mont_exp_vartime(p, w->y, w->y, k->pub.e, k->pub.elen);
    cairn_bn_mont_to(p, w->y, w->y);
    cairn_bn_mont_mul(p, w->m1, w->m1, w->y);
    reduce_any(q, w->m2, w->c, nn, w->t);
    reduce_any(q, w->y, w->r, nn, w->t);
    (void)cairn_bn_mont_exp_vartime(q, w->y, w->y, k->pub.e, k->pub.elen);
    cairn_bn_mont_to(q, w->y, w->y);
    cairn_bn_mont_mul(q, w->m2, w->m2, w->y);
    /* m1 = x^dP mod p, m2 = x^dQ mod q, together (the engine may interleave
     * them; each gets half the table space) */
    (void)cairn_bn_mont_exp2(p, w->m1, w->m1, k->dp, pn, q, w->m2, w->m2, k->dq, qn, w->s.table,
                             RSA_EXP_ENTRIES * RSA_HALF_LIMBS);
    /* h = qInv (m1 - m2) mod p */
    reduce_any(p, w->y, w->m2, qn, w->t);
    cairn_bn_mod_sub(w->m1, w->m1, w->y, p->m, pn);
    cairn_bn_mont_to(p, w->y, k->qinv);
    cairn_bn_mont_mul(p, w->m1, w->m1, w->y);
    /* m' = m2 + h q < p q = n */
    cairn_bn_zero(w->t, pn + qn + 1);
    cairn_bn_mul(w->t, w->m1, pn, q->m, qn);
    cairn_bn_zero(w->y, nn);
    cairn_bn_copy(w->y, w->m2, qn);
    (void)cairn_bn_add(w->t, w->t, w->y, nn);
    /* s = m' r^-1 mod n: m' (R r^-1) R^-1 */
    cairn_bn_mont_mul(n, w->y, w->t, w->rinv);
    /* the check: s^e = c mod n */
    (void)cairn_bn_mont_exp_vartime(n, w->x, w->y, k->pub.e, k->pub.elen);
    good = cairn_bn_eq(w->x, w->c, nn) & 1;
    /* the output is released (or zeroed) by mask, the status derived from it */
    {
        cairn_limb m = (cairn_limb)0 - good;
        size_t i;
        for (i = 0; i < nn; i++)
            w->y[i] &= m;
    }
    (void)cairn_bn_encode(out, k->pub.k, w->y, nn);
    st = (int)(1 - good) * CAIRN_ERR_FAULT;
    CAIRN_DECLASSIFY(&st, sizeof st);
    return st;
}

int cairn_rsa_priv_op(const rsa_priv *k, uint8_t *out, const uint8_t *in, cairn_rng_fn rng, void *rng_state)
{
    priv_op_work w;
    int rc = priv_op(k, &w, out, in, rng, rng_state);
    if (rc != CAIRN_OK && rc != CAIRN_ERR_FAULT)
        memset(out, 0, k->pub.k);
    cairn_wipe(&w, sizeof w);
    return rc;
}

/* see cairn/rsa.h */
int cairn_rsa_public_raw(const cairn_rsa_public_key *key, uint8_t *out, const uint8_t *in, size_t len)
{
    const rsa_pub *k;
    int rc = cairn_rsa_pub_check(key);
    if (rc != CAIRN_OK)
        return rc;
    if (out == NULL || in == NULL)
        return CAIRN_ERR_BAD_ARG;
    k = cairn_rsa_pub_of(key);
    if (len != k->k)
        return CAIRN_ERR_BAD_LENGTH;
    return cairn_rsa_pub_op(k, out, in);
}

/* see cairn/rsa.h */
int cairn_rsa_private_raw(const cairn_rsa_private_key *key, uint8_t *out, const uint8_t *in, size_t len,
                          cairn_rng_fn rng, void *rng_state)
{
    const rsa_priv *k;
    int rc = cairn_rsa_priv_check(key);
    if (rc != CAIRN_OK)
        return rc;
    if (out == NULL || in == NULL)
        return CAIRN_ERR_BAD_ARG;
    k = cairn_rsa_priv_of(key);
    if (len != k->pub.k)
        return CAIRN_ERR_BAD_LENGTH;
    return cairn_rsa_priv_op(k, out, in, rng, rng_state);
}

#endif /* CAIRN_ENABLE_RSA */
