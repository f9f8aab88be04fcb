/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Ed448 and Ed448ph (RFC 8032 section 5.2) over edwards448 with SHAKE256.
 * The verification rules and the keypair check of signing are documented in
 * cairn/curve448.h.
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_CURVE448

#include "cairn/curve448.h"
#include "cairn/hash.h"
#include "ed/ed448_internal.h"

/* dom4(phflag, context) = "SigEd448" || phflag || len(context) || context */
static void shake_dom4(cairn_shake_ctx *h, uint8_t phflag, const uint8_t *ctx, size_t ctxlen)
{
    uint8_t pre[10] = {'S', 'i', 'g', 'E', 'd', '4', '4', '8', 0, 0};

    pre[8] = phflag;
    pre[9] = (uint8_t)ctxlen;
    cairn_status_ignore(cairn_shake256_init(h));
    cairn_status_ignore(cairn_shake_update(h, pre, sizeof pre));
    cairn_status_ignore(cairn_shake_update(h, ctx, ctxlen));
}

/* The secret scalar (reduced mod L) and the nonce prefix from the seed. */
static void expand_seed(uint8_t s[56], uint8_t prefix[57], const uint8_t seed[57])
{
    uint8_t h[114];

    cairn_status_ignore(cairn_shake256(h, sizeof h, seed, 57));
    h[0] &= 0xfc;
    h[55] |= 0x80;
    h[56] = 0;
    cairn_sc448_reduce(s, h, 57);
    if (prefix != NULL)
        memcpy(prefix, h + 57, 57);
    cairn_wipe(h, sizeof h);
}

static void public_from_scalar(uint8_t pub[57], const uint8_t s[56])
{
    cairn_ge448 A;

    cairn_ge448_scalarmult_base(&A, s);
    cairn_ge448_encode(pub, &A);
    cairn_wipe(&A, sizeof A);
}

/* see cairn/curve448.h */
int cairn_ed448_keypair_from_seed(uint8_t keypair[114], const uint8_t seed[57])
{
    uint8_t s[56];

    if (keypair == NULL || seed == NULL)
        return CAIRN_ERR_BAD_ARG;
    memmove(keypair, seed, 57);
    expand_seed(s, NULL, keypair);
    public_from_scalar(keypair + 57, s);
    cairn_wipe(s, sizeof s);
    return CAIRN_OK;
}

/* see cairn/curve448.h */
int cairn_ed448_keygen(uint8_t keypair[114], cairn_rng_fn rng, void *rng_state)
{
    if (keypair == NULL || rng == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (rng(rng_state, keypair, 57) != CAIRN_OK) {
        cairn_wipe(keypair, 114);
        return CAIRN_ERR_RNG;
    }
    return cairn_ed448_keypair_from_seed(keypair, keypair);
}

static int sign_common(uint8_t sig[114], uint8_t phflag, const uint8_t *msg, size_t len, const uint8_t *ctx,
                       size_t ctxlen, const uint8_t keypair[114])
{
    cairn_shake_ctx h;
    uint8_t s[56], prefix[57], r[56], k[56], pub[57], buf[114], out[114];
    cairn_ge448 R;
    uint32_t ok, m;
    size_t i;

    expand_seed(s, prefix, keypair);
    public_from_scalar(pub, s);
    ok = cairn_ct_memeq(pub, keypair + 57, 57);

    /* r = SHAKE256(dom4 || prefix || M, 114) mod L */
    shake_dom4(&h, phflag, ctx, ctxlen);
    cairn_status_ignore(cairn_shake_update(&h, prefix, 57));
    cairn_status_ignore(cairn_shake_update(&h, msg, len));
    cairn_status_ignore(cairn_shake_squeeze(&h, buf, 114));
    cairn_sc448_reduce(r, buf, 114);
    cairn_ge448_scalarmult_base(&R, r);
    cairn_ge448_encode(out, &R);

    /* k = SHAKE256(dom4 || R || A || M, 114) mod L; S = r + k s */
    shake_dom4(&h, phflag, ctx, ctxlen);
    cairn_status_ignore(cairn_shake_update(&h, out, 57));
    cairn_status_ignore(cairn_shake_update(&h, pub, 57));
    cairn_status_ignore(cairn_shake_update(&h, msg, len));
    cairn_status_ignore(cairn_shake_squeeze(&h, buf, 114));
    cairn_sc448_reduce(k, buf, 114);
    cairn_sc448_muladd(out + 57, k, s, r);
    out[113] = 0;

    /* a mismatched public half yields a zero signature, without a branch on
     * the comparison (it is computed from the secret seed); sig is written
     * last, so it may overlap msg, ctx or keypair */
    m = cairn_ct_mask32(ok);
    for (i = 0; i < 114; i++)
        sig[i] = (uint8_t)(out[i] & m);
    cairn_wipe(&h, sizeof h);
    cairn_wipe(s, sizeof s);
    cairn_wipe(prefix, sizeof prefix);
    cairn_wipe(r, sizeof r);
    cairn_wipe(k, sizeof k);
    cairn_wipe(buf, sizeof buf);
    cairn_wipe(out, sizeof out);
    cairn_wipe(&R, sizeof R);
    return -(int)((uint32_t)(-CAIRN_ERR_INVALID_KEY) & ~m);
}

static int sign_args(uint8_t *sig, const uint8_t *msg, size_t len, const uint8_t *ctx, size_t ctxlen,
                     const uint8_t *keypair)
{
    if (sig == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (keypair == NULL || !CAIRN_BUF_OK(msg, len) || !CAIRN_BUF_OK(ctx, ctxlen)) {
        cairn_wipe(sig, 114);
        return CAIRN_ERR_BAD_ARG;
    }
    if (ctxlen > CAIRN_ED448_MAX_CONTEXT_LEN) {
        cairn_wipe(sig, 114);
        return CAIRN_ERR_BAD_LENGTH;
    }
    return CAIRN_OK;
}

/* see cairn/curve448.h */
int cairn_ed448_sign(uint8_t sig[114], const uint8_t *msg, size_t len, const uint8_t *ctx, size_t ctxlen,
                     const uint8_t keypair[114])
{
    int rc = sign_args(sig, msg, len, ctx, ctxlen, keypair);

    if (rc != CAIRN_OK)
        return rc;
    return sign_common(sig, 0, msg, len, ctx, ctxlen, keypair);
}

/* see cairn/curve448.h */
int cairn_ed448ph_sign(uint8_t sig[114], const uint8_t *msg, size_t len, const uint8_t *ctx, size_t ctxlen,
                       const uint8_t keypair[114])
{
    uint8_t ph[64];
    int rc = sign_args(sig, msg, len, ctx, ctxlen, keypair);

    if (rc != CAIRN_OK)
        return rc;
    cairn_status_ignore(cairn_shake256(ph, sizeof ph, msg, len));
    rc = sign_common(sig, 1, ph, sizeof ph, ctx, ctxlen, keypair);
    cairn_wipe(ph, sizeof ph);
    return rc;
}

/* Verification: public data throughout, so plain branches are fine. The
 * cofactored equation [4]([S]B - [k]A - R) = 0 (see cairn/curve448.h). */
static int verify_common(const uint8_t sig[114], uint8_t phflag, const uint8_t *msg, size_t len,
                         const uint8_t *ctx, size_t ctxlen, const uint8_t pub[57])
{
    cairn_shake_ctx h;
    cairn_ge448 A, R, P;
    uint8_t buf[114], k[56];

    if (!cairn_sc448_is_canonical(sig + 57))
        return CAIRN_ERR_BAD_SIGNATURE;
    if (cairn_ge448_decode_vartime(&A, pub) != 0 || cairn_ge448_decode_vartime(&R, sig) != 0)
        return CAIRN_ERR_BAD_SIGNATURE;
    /* A or R with x = 0 (the neutral element or the point of order 2) is
     * refused, as OpenSSL's decoder refuses it (see cairn/curve448.h); both
     * are public, so the test may branch */
    if (f448_iszero(&A.X) || f448_iszero(&R.X))
        return CAIRN_ERR_BAD_SIGNATURE;
    shake_dom4(&h, phflag, ctx, ctxlen);
    cairn_status_ignore(cairn_shake_update(&h, sig, 57));
    cairn_status_ignore(cairn_shake_update(&h, pub, 57));
    cairn_status_ignore(cairn_shake_update(&h, msg, len));
    cairn_status_ignore(cairn_shake_squeeze(&h, buf, 114));
    cairn_sc448_reduce(k, buf, 114);
    /* P = [S]B - [k]A - R, then [4]P must be the neutral element (0 : 1 : 1) */
    cairn_ge448_neg(&A, &A);
    cairn_ge448_double_scalarmult_vartime(&P, k, &A, sig + 57);
    cairn_ge448_neg(&R, &R);
    if (!cairn_ge448_is_neutral_times4_vartime(&P, &R))
        return CAIRN_ERR_BAD_SIGNATURE;
    return CAIRN_OK;
}

static int verify_args(const uint8_t *sig, const uint8_t *msg, size_t len, const uint8_t *ctx, size_t ctxlen,
                       const uint8_t *pub)
{
    if (sig == NULL || pub == NULL || !CAIRN_BUF_OK(msg, len) || !CAIRN_BUF_OK(ctx, ctxlen))
        return CAIRN_ERR_BAD_ARG;
    /* a context RFC 8032 does not define: the caller's length, as in signing
     * and in Ed25519ctx/ph verification */
    if (ctxlen > CAIRN_ED448_MAX_CONTEXT_LEN)
        return CAIRN_ERR_BAD_LENGTH;
    return CAIRN_OK;
}

/* see cairn/curve448.h */
int cairn_ed448_verify(const uint8_t sig[114], const uint8_t *msg, size_t len, const uint8_t *ctx, size_t ctxlen,
                       const uint8_t pub[57])
{
    int rc = verify_args(sig, msg, len, ctx, ctxlen, pub);

    if (rc != CAIRN_OK)
        return rc;
    return verify_common(sig, 0, msg, len, ctx, ctxlen, pub);
}

/* see cairn/curve448.h */
int cairn_ed448ph_verify(const uint8_t sig[114], const uint8_t *msg, size_t len, const uint8_t *ctx,
                         size_t ctxlen, const uint8_t pub[57])
{
    uint8_t ph[64];
    int rc = verify_args(sig, msg, len, ctx, ctxlen, pub);

    if (rc != CAIRN_OK)
        return rc;
    cairn_status_ignore(cairn_shake256(ph, sizeof ph, msg, len));
    return verify_common(sig, 1, ph, sizeof ph, ctx, ctxlen, pub);
}

#endif
