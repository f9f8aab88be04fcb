/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * DSA domain parameters (cairn/dsa.h): FIPS 186-4 A.1.1.2 / A.1.1.3 (p and
 * q from a seed) and A.2.3 / A.2.4 (the verifiable canonical g).
 *
 * Everything here is public (the parameters are published with their seed),
 * so the code branches on values freely: a candidate that fails the first
 * Miller-Rabin round is dropped without running the rest, where key
 * generation's secret candidates must run every round.
 */
#include <string.h>

#include "core/internal.h"
#include "pk/dsa_internal.h"

#if CAIRN_ENABLE_DSA

#define NL CAIRN_BN_MAX_LIMBS
#define QL DSA_QL
/* The exponentiations' window table: the 4-bit window. */
#define GEN_TMP (16 * NL)
#define GEN_MAX_DIGEST 64

typedef struct gen_work {
    cairn_limb x[NL], p[NL], t[NL], q[NL], q2[QL + 1], c[QL + 1];
    cairn_limb tmp[GEN_TMP];
    uint8_t buf[CAIRN_DSA_MAX_BITS >> 3];
    uint8_t v[GEN_MAX_DIGEST];
    uint8_t s[CAIRN_DSA_MAX_SEED];
} gen_work;

/* The (L, N) pairs of FIPS 186-4 section 4.2 this build holds. */
static int sizes_ok(size_t L, size_t N)
{
    if (L > CAIRN_DSA_MAX_BITS)
        return 0;
    return (L == 1024 && N == 160) || (L == 2048 && (N == 224 || N == 256)) || (L == 3072 && N == 256);
}

/* FIPS 186-4 table C.1, Miller-Rabin only: p's count by L, q's by N. */
static size_t rounds_p(size_t L) { return L == 1024 ? 40 : L == 2048 ? 56 : 64; }

static size_t rounds_q(size_t N) { return N == 160 ? 40 : N == 224 ? 56 : 64; }

static int hash_ok(const cairn_hash *hash, size_t N)
{
    if (hash == NULL)
        return CAIRN_ERR_BAD_ARG;
    if ((hash->flags & CAIRN_HASH_FLAG_XOF) != 0)
        return CAIRN_ERR_UNSUPPORTED;
    if (hash->digest_len > GEN_MAX_DIGEST || 8 * hash->digest_len < N)
        return CAIRN_ERR_BAD_LENGTH;
    return CAIRN_OK;
}

/* out = Hash(a || b). */
static int hash2(const cairn_hash *hash, uint8_t *out, const uint8_t *a, size_t alen, const uint8_t *b, size_t blen)
{
    cairn_hash_ctx ctx;
    int rc = cairn_hash_init(&ctx, hash);
    if (rc == CAIRN_OK)
        rc = cairn_hash_update(&ctx, a, alen);
    if (rc == CAIRN_OK && blen > 0)
        rc = cairn_hash_update(&ctx, b, blen);
    if (rc == CAIRN_OK)
        rc = cairn_hash_final(&ctx, out, hash->digest_len);
    cairn_hash_wipe(&ctx);
    return rc;
}

/* out = (seed + v) mod 2^(8 len), big-endian. */
static void seed_add(uint8_t *out, const uint8_t *seed, size_t len, uint32_t v)
{
    uint32_t carry = v;
    size_t i = len;
    while (i-- > 0) {
        uint32_t t = (uint32_t)seed[i] + (carry & 0xff);
        out[i] = (uint8_t)t;
        carry = (carry >> 8) + (t >> 8);
    }
}

/* Trial division, then one Miller-Rabin round, then the others: *prime 1
 * for a probable prime. w odd, top limb non-zero. */
static int probable_prime(int *prime, gen_work *w, const cairn_limb *v, size_t n, size_t rounds, cairn_rng_fn rng,
                          void *rng_state)
{
    cairn_limb ok;
    int rc;
    *prime = 0;
    if (cairn_bn_trial_division(v, n, CAIRN_BN_TD_PRIMES) == 0)
        return CAIRN_OK;
    rc = cairn_bn_miller_rabin(&ok, v, n, 1, CAIRN_BN_MR_EXACT, w->tmp, GEN_TMP, rng, rng_state);
    if (rc == CAIRN_OK && ok != 0)
        rc = cairn_bn_miller_rabin(&ok, v, n, rounds - 1, CAIRN_BN_MR_EXACT, w->tmp, GEN_TMP, rng, rng_state);
    if (rc == CAIRN_OK)
        *prime = ok != 0;
    return rc;
}

/* A.1.1.2 steps 6 to 8 (A.1.1.3 steps 6 to 8): q from the seed into w->q
 * (QL limbs); *prime whether it is one. */
static int q_from_seed(int *prime, gen_work *w, const cairn_hash *hash, size_t N, const uint8_t *seed, size_t slen,
                       cairn_rng_fn rng, void *rng_state)
{
    size_t nb = N >> 3, hl = hash->digest_len;
    int rc = hash2(hash, w->v, seed, slen, NULL, 0);
    if (rc != CAIRN_OK)
        return rc;
    /* U = Hash mod 2^(N-1); q = 2^(N-1) + U + 1 - (U mod 2) */
    w->v[hl - nb] |= 0x80;
    w->v[hl - 1] |= 1;
    (void)cairn_bn_decode(w->q, QL, w->v + hl - nb, nb);
    return probable_prime(prime, w, w->q, CAIRN_BN_LIMBS(N), rounds_q(N), rng, rng_state);
}

/* A.1.1.2 steps 9 to 10 with q in w->q: the candidates for p until the first
 * prime or past max_counter (*found 0 then); w->p and *counter the prime
 * and its counter. */
static int p_search(int *found, uint32_t *counter, gen_work *w, const cairn_hash *hash, size_t L, size_t N,
                    const uint8_t *seed, size_t slen, uint32_t max_counter, cairn_rng_fn rng, void *rng_state)
{
    size_t hl = hash->digest_len, outlen = 8 * hl, n = 0, lb = L >> 3;
    size_t pn = CAIRN_BN_LIMBS(L), qn = CAIRN_BN_LIMBS(N) + 1, j, top;
    uint32_t offset = 1, ctr;
    int rc, prime;

    /* n = ceil(L / outlen) - 1: the hash outputs past the first */
    while ((n + 1) * outlen < L)
        n++;
    *found = 0;
    cairn_bn_zero(w->q2, qn);
    cairn_bn_copy(w->q2, w->q, qn - 1);
    (void)cairn_bn_shl(w->q2, w->q2, qn, 1); /* 2q */
    for (ctr = 0; ctr <= max_counter; ctr++, offset += (uint32_t)(n + 1)) {
        /* X = V_0 + V_1 2^outlen + ... + (V_n mod 2^b) 2^(n outlen) + 2^(L-1), b = L - 1 - n outlen:
         * V_j fills the buffer from its end, V_n its top L - n outlen bits */
        for (j = 0; j <= n; j++) {
            seed_add(w->s, seed, slen, offset + (uint32_t)j);
            if ((rc = hash2(hash, w->v, w->s, slen, NULL, 0)) != CAIRN_OK)
                return rc;
            if (j < n) {
                memcpy(w->buf + lb - (j + 1) * hl, w->v, hl);
            } else {
                top = lb - n * hl;
                memcpy(w->buf, w->v + hl - top, top);
            }
        }
        w->buf[0] |= 0x80;
        (void)cairn_bn_decode(w->x, pn, w->buf, lb);
        /* c = X mod 2q; p = X - (c - 1) */
        (void)cairn_bn_divrem(NULL, w->c, w->x, pn, w->q2, qn);
        cairn_bn_zero(w->t, pn);
        cairn_bn_copy(w->t, w->c, qn);
        (void)cairn_bn_sub(w->p, w->x, w->t, pn);
        cairn_bn_set_word(w->t, pn, 1);
        (void)cairn_bn_add(w->p, w->p, w->t, pn);
        if (cairn_bn_bit_length(w->p, pn) != L)
            continue;
        if ((rc = probable_prime(&prime, w, w->p, pn, rounds_p(L), rng, rng_state)) != CAIRN_OK)
            return rc;
        if (prime) {
            *found = 1;
            *counter = ctr;
            return CAIRN_OK;
        }
    }
    return CAIRN_OK;
}

/* A.2.3 steps 3 to 10 (A.2.4 steps 5 to 12): the canonical g of index into
 * w->t, p and q in w->p and w->q. */
static int g_canonical(gen_work *w, const cairn_hash *hash, size_t L, size_t N, const uint8_t *seed, size_t slen,
                       unsigned index)
{
    cairn_bn_mont mp;
    cairn_limb e[NL], wv[NL];
    uint8_t tail[7];
    size_t pn = CAIRN_BN_LIMBS(L), qn = CAIRN_BN_LIMBS(N);
    unsigned count;
    int rc;

    /* e = (p - 1) / q */
    cairn_bn_copy(w->t, w->p, pn);
    w->t[0] ^= 1;
    (void)cairn_bn_divrem(e, w->x, w->t, pn, w->q, qn);
    if ((rc = cairn_bn_mont_init(&mp, w->p, pn)) != CAIRN_OK)
        return rc;
    /* "ggen" */
    tail[0] = 0x67;
    tail[1] = 0x67;
    tail[2] = 0x65;
    tail[3] = 0x6e;
    tail[4] = (uint8_t)index;
    for (count = 1; count <= 0xffff; count++) {
        tail[5] = (uint8_t)(count >> 8);
        tail[6] = (uint8_t)count;
        if ((rc = hash2(hash, w->v, seed, slen, tail, sizeof tail)) != CAIRN_OK)
            return rc;
        (void)cairn_bn_decode(wv, pn, w->v, hash->digest_len);
        (void)cairn_bn_mont_exp_vartime(&mp, w->t, wv, e, pn);
        if (cairn_bn_bit_length(w->t, pn) >= 2)
            return CAIRN_OK;
    }
    return CAIRN_ERR_INVALID_KEY;
}

/* see cairn/dsa.h */
int cairn_dsa_params_generate(cairn_dsa_params *out, size_t L, size_t N, const cairn_hash *hash, unsigned index,
                              cairn_rng_fn rng, void *rng_state)
{
    gen_work w;
    size_t slen = N >> 3, tries;
    int rc, prime = 0, found = 0;
    uint32_t counter = 0;

    if (out == NULL)
        return CAIRN_ERR_BAD_ARG;
    memset(out, 0, sizeof *out);
    if (rng == NULL || index > 255)
        return CAIRN_ERR_BAD_ARG;
    if (!sizes_ok(L, N))
        return CAIRN_ERR_BAD_LENGTH;
    if ((rc = hash_ok(hash, N)) != CAIRN_OK)
        return rc;
    /* a seed gives a prime q with probability about 1/100 and then a p in
     * 4L candidates nearly always: this bound is reached only by an rng
     * that repeats itself */
    rc = CAIRN_ERR_RNG;
    for (tries = 0; tries < 64 * N && !found; tries++) {
        if ((rc = rng(rng_state, out->seed, slen)) != CAIRN_OK)
            break;
        if ((rc = q_from_seed(&prime, &w, hash, N, out->seed, slen, rng, rng_state)) != CAIRN_OK)
            break;
        if (!prime)
            continue;
        rc = p_search(&found, &counter, &w, hash, L, N, out->seed, slen, (uint32_t)(4 * L - 1), rng, rng_state);
        if (rc != CAIRN_OK)
            break;
    }
    if (rc == CAIRN_OK && !found)
        rc = CAIRN_ERR_RNG;
    if (rc == CAIRN_OK)
        rc = g_canonical(&w, hash, L, N, out->seed, slen, index);
    if (rc == CAIRN_OK) {
        out->p_len = out->g_len = L >> 3;
        out->q_len = N >> 3;
        (void)cairn_bn_encode(out->p, out->p_len, w.p, CAIRN_BN_LIMBS(L));
        (void)cairn_bn_encode(out->q, out->q_len, w.q, CAIRN_BN_LIMBS(N));
        (void)cairn_bn_encode(out->g, out->g_len, w.t, CAIRN_BN_LIMBS(L));
        out->seed_len = slen;
        out->counter = counter;
        out->index = (int)index;
        out->hash = hash;
    } else {
        memset(out, 0, sizeof *out);
    }
    cairn_wipe(&w, sizeof w);
    return rc;
}

/* see cairn/dsa.h */
int cairn_dsa_params_components(const cairn_dsa_params *prm, cairn_dsa_components *c)
{
    if (prm == NULL || c == NULL)
        return CAIRN_ERR_BAD_ARG;
    memset(c, 0, sizeof *c);
    c->p = prm->p;
    c->p_len = prm->p_len;
    c->q = prm->q;
    c->q_len = prm->q_len;
    c->g = prm->g;
    c->g_len = prm->g_len;
    return CAIRN_OK;
}

/* see cairn/dsa.h */
int cairn_dsa_params_validate(const cairn_dsa_params *prm, cairn_rng_fn rng, void *rng_state)
{
    gen_work w;
    dsa_pub k;
    cairn_dsa_components c;
    size_t L, N, pn, qn;
    uint32_t counter = 0;
    int rc, prime = 0, found = 0;

    if (prm == NULL || rng == NULL || prm->p_len > sizeof prm->p || prm->q_len > sizeof prm->q ||
        prm->g_len > sizeof prm->g || prm->seed_len > sizeof prm->seed || prm->index < -1 || prm->index > 255)
        return CAIRN_ERR_BAD_ARG;
    if (prm->seed_len > 0 && prm->hash == NULL)
        return CAIRN_ERR_BAD_ARG;
    /* the checks every import makes, which also give L and N */
    if ((rc = cairn_dsa_params_components(prm, &c)) != CAIRN_OK || (rc = cairn_dsa_params_setup(&k, &c)) != CAIRN_OK)
        return rc;
    L = k.L;
    N = k.N;
    pn = CAIRN_BN_LIMBS(L);
    qn = CAIRN_BN_LIMBS(N);
    if (prm->seed_len == 0) {
        /* no seed: the primes are tested as they are */
        if ((rc = probable_prime(&prime, &w, k.mq.m, qn, rounds_q(N), rng, rng_state)) == CAIRN_OK && prime)
            rc = probable_prime(&prime, &w, k.mp.m, pn, rounds_p(L), rng, rng_state);
        if (rc == CAIRN_OK && !prime)
            rc = CAIRN_ERR_INVALID_KEY;
        cairn_wipe(&w, sizeof w);
        return rc;
    }
    /* A.1.1.3 */
    if ((rc = hash_ok(prm->hash, N)) != CAIRN_OK)
        return rc;
    if (8 * prm->seed_len < N)
        return CAIRN_ERR_BAD_LENGTH;
    if (prm->counter > 4 * L - 1)
        return CAIRN_ERR_INVALID_KEY;
    rc = q_from_seed(&prime, &w, prm->hash, N, prm->seed, prm->seed_len, rng, rng_state);
    if (rc == CAIRN_OK && (!prime || !cairn_bn_eq(w.q, k.mq.m, qn)))
        rc = CAIRN_ERR_INVALID_KEY;
    if (rc == CAIRN_OK)
        rc = p_search(&found, &counter, &w, prm->hash, L, N, prm->seed, prm->seed_len, prm->counter, rng, rng_state);
    if (rc == CAIRN_OK && (!found || counter != prm->counter || !cairn_bn_eq(w.p, k.mp.m, pn)))
        rc = CAIRN_ERR_INVALID_KEY;
    /* A.2.4 */
    if (rc == CAIRN_OK && prm->index >= 0) {
        rc = g_canonical(&w, prm->hash, L, N, prm->seed, prm->seed_len, (unsigned)prm->index);
        if (rc == CAIRN_OK && !cairn_bn_eq(w.t, k.g, pn))
            rc = CAIRN_ERR_INVALID_KEY;
    }
    cairn_wipe(&w, sizeof w);
    return rc;
}

#endif
