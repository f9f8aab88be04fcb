/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * SM2 key exchange (GB/T 32918.3), both roles, with the optional
 * confirmation values. With w = 127 (the order has 256 bits), each party
 * computes x~ = 2^w + (x mod 2^w) of its ephemeral R = r G, t = d + x~ r mod n,
 * and the shared point U = t (P' + x~' R') from the peer's static P' and
 * ephemeral R'. P' + x~' R' involves public values only (the engine's
 * variable-time affine sum); the multiplication by t is constant time.
 */
#include <string.h>

#include "core/internal.h"
#include "ec/sm2_internal.h"

#if CAIRN_SM2_BUILT

#define KEX_MAGIC 0x534d324bu /* "SM2K" */

typedef struct EC_MAY_ALIAS sm2_kex_state {
    const cairn_ec_curve_def *c;
    uint32_t magic;
    uint32_t initiator;
    uint32_t finished;
    uint8_t t[SM2_B];                      /* d + x~ r mod n (secret) */
    uint8_t own_r[2 * SM2_B];              /* R = r G */
    uint8_t peer_p[2 * SM2_B];             /* the peer's static key */
    uint8_t za[CAIRN_SM2_Z_LEN];           /* the initiator's Z */
    uint8_t zb[CAIRN_SM2_Z_LEN];           /* the responder's */
    uint8_t expect[CAIRN_SM2_CONFIRM_LEN]; /* the peer's confirmation, after finish */
} sm2_kex_state;

typedef char sm2_kex_fits[sizeof(sm2_kex_state) <= sizeof(cairn_sm2_kex) ? 1 : -1];

/* half of SM2_B: w = 127 bits of x~ fill SM2_HALF bytes */
#define SM2_HALF 16
typedef char sm2_half_is_half[2 * SM2_HALF == SM2_B ? 1 : -1];

/* x~ = 2^127 + (x mod 2^127), as SM2_B big-endian bytes */
static void x_bar(uint8_t *xb, const uint8_t *x)
{
    memset(xb, 0, SM2_HALF);
    memcpy(xb + SM2_HALF, x + SM2_HALF, SM2_HALF);
    xb[SM2_HALF] |= 0x80;
}

/* see sm2_internal.h */
int cairn_sm2_kex_start_raw(cairn_sm2_kex *st, const cairn_ec_curve_def *c, int initiator, const uint8_t *d,
                            const uint8_t *xy, const uint8_t *id, size_t idlen, const uint8_t *peer_xy,
                            const uint8_t *peer_id, size_t peer_idlen, const uint8_t *r, uint8_t *r_out)
{
    sm2_kex_state *s = (sm2_kex_state *)(void *)st->opaque;
    uint8_t xb[SM2_B];
    uint32_t valid;
    int rc;
    memset(st, 0, sizeof *st);
    valid = (uint32_t)cairn_ec_scalar_valid(c, r);
    CAIRN_DECLASSIFY(&valid, sizeof valid); /* the range verdict of a candidate, as at key generation */
    if (!valid)
        return CAIRN_ERR_BAD_ARG;
    rc = cairn_sm2_z_of(c, xy, id, idlen, initiator ? s->za : s->zb);
    if (rc == CAIRN_OK)
        rc = cairn_sm2_z_of(c, peer_xy, peer_id, peer_idlen, initiator ? s->zb : s->za);
    if (rc == CAIRN_OK)
        rc = cairn_ec_mul_base(c, NULL, s->own_r, r);
    if (rc != CAIRN_OK) {
        cairn_wipe(st, sizeof *st);
        return rc;
    }
    x_bar(xb, s->own_r);
    cairn_ec_scalar_mul(c, s->t, xb, r);
    cairn_ec_scalar_add(c, s->t, s->t, d);
    memcpy(s->peer_p, peer_xy, 2 * SM2_B);
    s->c = c;
    s->initiator = initiator != 0;
    s->magic = KEX_MAGIC;
    r_out[0] = 0x04;
    memcpy(r_out + 1, s->own_r, 2 * SM2_B);
    cairn_wipe(xb, sizeof xb);
    return CAIRN_OK;
}

/* see sm2_internal.h */
int cairn_sm2_kex_start_r(cairn_sm2_kex *st, int initiator, const cairn_ec_private_key *key, const uint8_t *id,
                          size_t idlen, const cairn_ec_public_key *peer, const uint8_t *peer_id, size_t peer_idlen,
                          const uint8_t *r, size_t rlen, uint8_t *r_out, size_t cap, size_t *outlen)
{
    const cairn_ec_curve_def *c, *pc;
    const ec_priv *k;
    const ec_pub *p;
    int rc;
    if (outlen != NULL)
        *outlen = 0;
    if (st == NULL || r_out == NULL || outlen == NULL || (id == NULL && idlen != 0) ||
        (peer_id == NULL && peer_idlen != 0))
        return CAIRN_ERR_BAD_ARG;
    memset(st, 0, sizeof *st);
    memset(r_out, 0, cap);
    if ((k = cairn_sm2_priv_of(key, &c, &rc)) == NULL || (p = cairn_sm2_pub_of(peer, &pc, &rc)) == NULL)
        return rc;
    if (r == NULL || rlen != SM2_B)
        return CAIRN_ERR_BAD_ARG;
    if (cap < CAIRN_SM2_POINT_LEN)
        return CAIRN_ERR_BUFFER_TOO_SMALL;
    rc = cairn_sm2_kex_start_raw(st, c, initiator, k->d, k->xy, id, idlen, p->xy, peer_id, peer_idlen, r, r_out);
    if (rc == CAIRN_OK)
        *outlen = CAIRN_SM2_POINT_LEN;
    return rc;
}

/* see cairn/sm2.h */
int cairn_sm2_kex_start(cairn_sm2_kex *st, int initiator, const cairn_ec_private_key *key, const uint8_t *id,
                        size_t idlen, const cairn_ec_public_key *peer, const uint8_t *peer_id, size_t peer_idlen,
                        cairn_rng_fn rng, void *rng_state, uint8_t *r_out, size_t cap, size_t *outlen)
{
    cairn_ec_private_key eph;
    uint8_t r[SM2_B];
    size_t rlen = 0;
    int rc;
    if (outlen != NULL)
        *outlen = 0;
    if (st == NULL || r_out == NULL || outlen == NULL || rng == NULL)
        return CAIRN_ERR_BAD_ARG;
    memset(st, 0, sizeof *st);
    memset(r_out, 0, cap);
    rc = cairn_ec_private_key_generate(&eph, CAIRN_EC_SM2, rng, rng_state);
    if (rc == CAIRN_OK)
        rc = cairn_ec_private_key_export(&eph, r, sizeof r, &rlen);
    if (rc == CAIRN_OK)
        rc = cairn_sm2_kex_start_r(st, initiator, key, id, idlen, peer, peer_id, peer_idlen, r, rlen, r_out, cap,
                                   outlen);
    cairn_ec_private_key_wipe(&eph);
    cairn_wipe(r, sizeof r);
    return rc;
}

/* SM3(tag || yU || SM3(xU || ZA || ZB || x1 || y1 || x2 || y2)) */
static int confirm_of(uint8_t tag, const uint8_t *u, const sm2_kex_state *s, const uint8_t *ra, const uint8_t *rb,
                      uint8_t *out)
{
    cairn_sm3_ctx h;
    uint8_t inner[CAIRN_SM3_DIGEST_LEN];
    int rc = cairn_sm3_init(&h);
    if (rc == CAIRN_OK)
        rc = cairn_sm3_update(&h, u, SM2_B);
    if (rc == CAIRN_OK)
        rc = cairn_sm3_update(&h, s->za, sizeof s->za);
    if (rc == CAIRN_OK)
        rc = cairn_sm3_update(&h, s->zb, sizeof s->zb);
    if (rc == CAIRN_OK)
        rc = cairn_sm3_update(&h, ra, 2 * SM2_B);
    if (rc == CAIRN_OK)
        rc = cairn_sm3_update(&h, rb, 2 * SM2_B);
    if (rc == CAIRN_OK)
        rc = cairn_sm3_final(&h, inner);
    if (rc == CAIRN_OK)
        rc = cairn_sm3_init(&h);
    if (rc == CAIRN_OK)
        rc = cairn_sm3_update(&h, &tag, 1);
    if (rc == CAIRN_OK)
        rc = cairn_sm3_update(&h, u + SM2_B, SM2_B);
    if (rc == CAIRN_OK)
        rc = cairn_sm3_update(&h, inner, sizeof inner);
    if (rc == CAIRN_OK)
        rc = cairn_sm3_final(&h, out);
    cairn_sm3_wipe(&h);
    cairn_wipe(inner, sizeof inner);
    return rc;
}

/* see cairn/sm2.h */
int cairn_sm2_kex_finish(cairn_sm2_kex *st, const uint8_t *peer_r, size_t peer_rlen, uint8_t *key, size_t klen,
                         uint8_t *confirm)
{
    const cairn_ec_curve_def *c;
    sm2_kex_state *s;
    uint8_t pr[2 * SM2_B], xb[SM2_B], q[2 * SM2_B], u[2 * SM2_B];
    const uint8_t *ra, *rb;
    cairn_sm2_part parts[3];
    uint32_t valid;
    int rc;
    if (st == NULL || key == NULL || !CAIRN_BUF_OK(peer_r, peer_rlen))
        return CAIRN_ERR_BAD_ARG;
    if (klen == 0 || klen > CAIRN_SM2_KEX_MAX_KEY) /* before the key is zeroed: klen may be no buffer's length */
        return CAIRN_ERR_BAD_LENGTH;
    memset(key, 0, klen);
    if (confirm != NULL)
        memset(confirm, 0, CAIRN_SM2_CONFIRM_LEN);
    s = (sm2_kex_state *)(void *)st->opaque;
    if (s->magic != KEX_MAGIC || s->finished)
        return CAIRN_ERR_STATE;
    c = s->c;
    if (cairn_ec_point_decode(c, pr, peer_r, peer_rlen) != CAIRN_OK)
        return CAIRN_ERR_INVALID_POINT;
    /* Q = P' + x~' R' (public), U = t Q */
    x_bar(xb, pr);
    rc = cairn_ec_mul(c, NULL, q, xb, pr);
    if (rc == CAIRN_OK)
        rc = cairn_ec_point_add_vartime(c, q, s->peer_p, q);
    valid = (uint32_t)cairn_ec_scalar_valid(c, s->t);
    CAIRN_DECLASSIFY(&valid, sizeof valid); /* t = 0 happens with probability 2^-256 */
    if (rc == CAIRN_OK && !valid)
        rc = CAIRN_ERR_INVALID_POINT;
    if (rc == CAIRN_OK)
        rc = cairn_ec_mul(c, NULL, u, s->t, q);
    if (rc != CAIRN_OK) {
        rc = CAIRN_ERR_INVALID_POINT;
        goto done;
    }
    parts[0].p = u;
    parts[0].n = 2 * SM2_B;
    parts[1].p = s->za;
    parts[1].n = sizeof s->za;
    parts[2].p = s->zb;
    parts[2].n = sizeof s->zb;
    (void)cairn_sm2_kdf_xor(key, klen, parts, 3);
    ra = s->initiator ? s->own_r : pr;
    rb = s->initiator ? pr : s->own_r;
    /* S_B carries tag 0x02, S_A tag 0x03 */
    rc = confirm_of(s->initiator ? 0x02 : 0x03, u, s, ra, rb, s->expect);
    if (rc == CAIRN_OK && confirm != NULL)
        rc = confirm_of(s->initiator ? 0x03 : 0x02, u, s, ra, rb, confirm);
    if (rc == CAIRN_OK) {
        /* confirm needs only expect: t (with which U could be recomputed)
         * goes now; after a failure it stays for a retry with another R' */
        s->finished = 1;
        cairn_wipe(s->t, sizeof s->t);
    }
done:
    if (rc != CAIRN_OK) {
        memset(key, 0, klen);
        if (confirm != NULL)
            memset(confirm, 0, CAIRN_SM2_CONFIRM_LEN);
    }
    cairn_wipe(u, sizeof u);
    cairn_wipe(q, sizeof q);
    return rc;
}

/* see cairn/sm2.h */
int cairn_sm2_kex_confirm(const cairn_sm2_kex *st, const uint8_t *peer_confirm, size_t len)
{
    const sm2_kex_state *s;
    uint32_t diff = 0;
    size_t i;
    if (st == NULL || peer_confirm == NULL)
        return CAIRN_ERR_BAD_ARG;
    s = (const sm2_kex_state *)(const void *)st->opaque;
    if (s->magic != KEX_MAGIC || !s->finished)
        return CAIRN_ERR_STATE;
    if (len != CAIRN_SM2_CONFIRM_LEN)
        return CAIRN_ERR_AUTH;
    for (i = 0; i < CAIRN_SM2_CONFIRM_LEN; i++)
        diff |= (uint32_t)(peer_confirm[i] ^ s->expect[i]);
    diff = cairn_ct_nonzero32(diff);
    CAIRN_DECLASSIFY(&diff, sizeof diff);
    return diff ? CAIRN_ERR_AUTH : CAIRN_OK;
}

/* see cairn/sm2.h */
void cairn_sm2_kex_wipe(cairn_sm2_kex *st)
{
    if (st != NULL)
        cairn_wipe(st, sizeof *st);
}

#endif /* CAIRN_SM2_BUILT */
