/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Ed25519, Ed25519ctx, Ed25519ph (RFC 8032 section 5.1). */
#include "cairn/curve25519.h"

#if CAIRN_ENABLE_CURVE25519

#include "cairn/hash.h"
#include "core/internal.h"
#include "ed/ge25519.h"

/* dom2(phflag, ctx) is absent for pure Ed25519 (dom = 0 below). */
typedef struct {
    int dom;
    uint8_t phflag;
    const uint8_t *ctx;
    size_t ctxlen;
} ed_dom;

static void ed_hash_dom(cairn_sha512_ctx *h, const ed_dom *d)
{
    static const char prefix[] = "SigEd25519 no Ed25519 collisions";
    uint8_t fl[2];
    cairn_status_ignore(cairn_sha512_init(h));
    if (!d->dom)
        return;
    cairn_status_ignore(cairn_sha512_update(h, (const uint8_t *)prefix, sizeof(prefix) - 1));
    fl[0] = d->phflag;
    fl[1] = (uint8_t)d->ctxlen;
    cairn_status_ignore(cairn_sha512_update(h, fl, 2));
    cairn_status_ignore(cairn_sha512_update(h, d->ctx, d->ctxlen));
}

/* a = clamp(H(seed)[0..32)), prefix = H(seed)[32..64), pub = [a]B */
static void ed_expand(uint8_t az[64], uint8_t pub[32], const uint8_t seed[32])
{
    cairn_status_ignore(cairn_sha512(az, seed, 32));
    az[0] &= 248;
    az[31] = (uint8_t)((az[31] & 127) | 64);
    cairn_ge25519_scalarmult_base(pub, az);
}

static int ed_sign(uint8_t sig[64], const uint8_t *msg, size_t len, const uint8_t keypair[64], const ed_dom *d)
{
    cairn_sha512_ctx h;
    uint8_t az[64], pub[32], nonce[64], r[32], k[64], kr[32], ph[64];
    const uint8_t *m = msg;
    size_t mlen = len;
    uint32_t ok;

    if (d->phflag) {
        cairn_status_ignore(cairn_sha512(ph, msg, len));
        m = ph;
        mlen = 64;
    }
    cairn_status_ignore(cairn_sha512(az, keypair, 32));
    az[0] &= 248;
    az[31] = (uint8_t)((az[31] & 127) | 64);
    ed_hash_dom(&h, d);
    cairn_status_ignore(cairn_sha512_update(&h, az + 32, 32));
    cairn_status_ignore(cairn_sha512_update(&h, m, mlen));
    cairn_status_ignore(cairn_sha512_final(&h, nonce));
    cairn_sc25519_reduce(r, nonce);
    /* R = [r]B and the public key [a]B together (one shared inversion): the
     * stored public half must be ours, see cairn/curve25519.h */
    cairn_ge25519_scalarmult_base2(sig, r, pub, az);
    ok = cairn_ct_memeq(pub, keypair + 32, 32);

    ed_hash_dom(&h, d);
    cairn_status_ignore(cairn_sha512_update(&h, sig, 32));
    cairn_status_ignore(cairn_sha512_update(&h, pub, 32));
    cairn_status_ignore(cairn_sha512_update(&h, m, mlen));
    cairn_status_ignore(cairn_sha512_final(&h, k));
    cairn_sc25519_reduce(kr, k);
    cairn_sc25519_muladd(sig + 32, kr, az, r);

    cairn_wipe(&h, sizeof(h));
    cairn_wipe(az, sizeof(az));
    cairn_wipe(nonce, sizeof(nonce));
    cairn_wipe(r, sizeof(r));
    cairn_wipe(ph, sizeof(ph));
    /* mismatch: zero the signature; masks, not a branch on secret-derived data */
    {
        uint8_t keep = (uint8_t)cairn_ct_mask32(ok);
        size_t i;
        for (i = 0; i < 64; i++)
            sig[i] &= keep;
    }
    return CAIRN_ERR_INVALID_KEY * (int)(1u - ok);
}

/* Verification: every input is public, so early exits are fine. */
static int ed_verify(const uint8_t sig[64], const uint8_t *msg, size_t len, const uint8_t pub[32], const ed_dom *d)
{
    cairn_sha512_ctx h;
    ge25519_p3 A;
    uint8_t k[64], kr[32], rchk[32], ph[64];
    const uint8_t *m = msg;
    size_t mlen = len;

    if (!cairn_sc25519_is_canonical(sig + 32))
        return CAIRN_ERR_BAD_SIGNATURE;
    if (cairn_ge25519_frombytes_vartime(&A, pub) != 0)
        return CAIRN_ERR_BAD_SIGNATURE;
    if (d->phflag) {
        cairn_status_ignore(cairn_sha512(ph, msg, len));
        m = ph;
        mlen = 64;
    }
    ed_hash_dom(&h, d);
    cairn_status_ignore(cairn_sha512_update(&h, sig, 32));
    cairn_status_ignore(cairn_sha512_update(&h, pub, 32));
    cairn_status_ignore(cairn_sha512_update(&h, m, mlen));
    cairn_status_ignore(cairn_sha512_final(&h, k));
    cairn_sc25519_reduce(kr, k);
    /* R' = [S]B - [k]A; compared as bytes, so a non-canonical R fails */
    cairn_ge25519_neg(&A);
    cairn_ge25519_double_scalarmult_vartime(rchk, kr, &A, sig + 32);
    return memcmp(rchk, sig, 32) == 0 ? CAIRN_OK : CAIRN_ERR_BAD_SIGNATURE;
}

/* see cairn/curve25519.h */
int cairn_ed25519_keypair_from_seed(uint8_t keypair[CAIRN_ED25519_KEYPAIR_LEN],
                                    const uint8_t seed[CAIRN_ED25519_SECRET_LEN])
{
    uint8_t az[64], s[32];
    if (keypair == NULL || seed == NULL)
        return CAIRN_ERR_BAD_ARG;
    memcpy(s, seed, 32); /* seed may alias keypair */
    ed_expand(az, keypair + 32, s);
    memcpy(keypair, s, 32);
    cairn_wipe(az, sizeof(az));
    cairn_wipe(s, sizeof(s));
    return CAIRN_OK;
}

/* see cairn/curve25519.h */
int cairn_ed25519_keygen(uint8_t keypair[CAIRN_ED25519_KEYPAIR_LEN], cairn_rng_fn rng, void *rng_state)
{
    if (keypair == NULL || rng == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (rng(rng_state, keypair, 32) != CAIRN_OK) {
        cairn_wipe(keypair, CAIRN_ED25519_KEYPAIR_LEN);
        return CAIRN_ERR_RNG;
    }
    return cairn_ed25519_keypair_from_seed(keypair, keypair);
}

/* see cairn/curve25519.h */
int cairn_ed25519_sign(uint8_t sig[CAIRN_ED25519_SIG_LEN], const uint8_t *msg, size_t len,
                       const uint8_t keypair[CAIRN_ED25519_KEYPAIR_LEN])
{
    ed_dom d = {0, 0, NULL, 0};
    if (sig == NULL || keypair == NULL || !CAIRN_BUF_OK(msg, len))
        return CAIRN_ERR_BAD_ARG;
    return ed_sign(sig, msg, len, keypair, &d);
}

/* see cairn/curve25519.h */
int cairn_ed25519_verify(const uint8_t sig[CAIRN_ED25519_SIG_LEN], const uint8_t *msg, size_t len,
                         const uint8_t pub[CAIRN_ED25519_PUBLIC_LEN])
{
    ed_dom d = {0, 0, NULL, 0};
    if (sig == NULL || pub == NULL || !CAIRN_BUF_OK(msg, len))
        return CAIRN_ERR_BAD_ARG;
    return ed_verify(sig, msg, len, pub, &d);
}

/* Shared argument checks of the ctx/ph variants: minimum context length 1 or 0. */
static int ed_dom_args(ed_dom *d, uint8_t phflag, const uint8_t *ctx, size_t ctxlen, size_t minlen)
{
    if (!CAIRN_BUF_OK(ctx, ctxlen))
        return CAIRN_ERR_BAD_ARG;
    if (ctxlen < minlen || ctxlen > 255)
        return CAIRN_ERR_BAD_LENGTH;
    d->dom = 1;
    d->phflag = phflag;
    d->ctx = ctx;
    d->ctxlen = ctxlen;
    return CAIRN_OK;
}

/* see cairn/curve25519.h */
int cairn_ed25519ctx_sign(uint8_t sig[CAIRN_ED25519_SIG_LEN], const uint8_t *msg, size_t len, const uint8_t *ctx,
                          size_t ctxlen, const uint8_t keypair[CAIRN_ED25519_KEYPAIR_LEN])
{
    ed_dom d;
    int rc;
    if (sig == NULL || keypair == NULL || !CAIRN_BUF_OK(msg, len))
        return CAIRN_ERR_BAD_ARG;
    if ((rc = ed_dom_args(&d, 0, ctx, ctxlen, 1)) != CAIRN_OK)
        return rc;
    return ed_sign(sig, msg, len, keypair, &d);
}

/* see cairn/curve25519.h */
int cairn_ed25519ctx_verify(const uint8_t sig[CAIRN_ED25519_SIG_LEN], const uint8_t *msg, size_t len,
                            const uint8_t *ctx, size_t ctxlen, const uint8_t pub[CAIRN_ED25519_PUBLIC_LEN])
{
    ed_dom d;
    int rc;
    if (sig == NULL || pub == NULL || !CAIRN_BUF_OK(msg, len))
        return CAIRN_ERR_BAD_ARG;
    if ((rc = ed_dom_args(&d, 0, ctx, ctxlen, 1)) != CAIRN_OK)
        return rc;
    return ed_verify(sig, msg, len, pub, &d);
}

/* see cairn/curve25519.h */
int cairn_ed25519ph_sign(uint8_t sig[CAIRN_ED25519_SIG_LEN], const uint8_t *msg, size_t len, const uint8_t *ctx,
                         size_t ctxlen, const uint8_t keypair[CAIRN_ED25519_KEYPAIR_LEN])
{
    ed_dom d;
    int rc;
    if (sig == NULL || keypair == NULL || !CAIRN_BUF_OK(msg, len))
        return CAIRN_ERR_BAD_ARG;
    if ((rc = ed_dom_args(&d, 1, ctx, ctxlen, 0)) != CAIRN_OK)
        return rc;
    return ed_sign(sig, msg, len, keypair, &d);
}

/* see cairn/curve25519.h */
int cairn_ed25519ph_verify(const uint8_t sig[CAIRN_ED25519_SIG_LEN], const uint8_t *msg, size_t len,
                           const uint8_t *ctx, size_t ctxlen, const uint8_t pub[CAIRN_ED25519_PUBLIC_LEN])
{
    ed_dom d;
    int rc;
    if (sig == NULL || pub == NULL || !CAIRN_BUF_OK(msg, len))
        return CAIRN_ERR_BAD_ARG;
    if ((rc = ed_dom_args(&d, 1, ctx, ctxlen, 0)) != CAIRN_OK)
        return rc;
    return ed_verify(sig, msg, len, pub, &d);
}

#endif
