/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * HMAC_DRBG, NIST SP 800-90A Rev. 1 section 10.1.2, without a derivation
 * function. Prediction resistance is the caller's business: reseed before
 * generating. Any fixed-output cairn_hash works; XOFs have no HMAC.
 */
#include "cairn/rng.h"
#include "cairn/mac.h"
#include "core/internal.h"

/* rng.h sizes K and V without including hash.h */
typedef char cairn_drbg_digest_len_check[CAIRN_DRBG_MAX_DIGEST_LEN == CAIRN_HASH_MAX_DIGEST_LEN ? 1 : -1];

/* "instantiated" holds this value rather than 1 so that a struct that was
 * never instantiated (zeroed or stack garbage) is very unlikely to pass. */
#define DRBG_MAGIC 0x44524247u /* "DRBG" */

static int drbg_ready(const cairn_hmac_drbg *d)
{
    return d->instantiated == DRBG_MAGIC && d->hash != NULL;
}

/* see cairn/rng.h */
size_t cairn_hmac_drbg_strength(const cairn_hash *hash)
{
    if (hash == NULL || (hash->flags & CAIRN_HASH_FLAG_XOF) != 0)
        return 0;
    /* SP 800-57 Part 1 Table 3: HMAC with SHA-1 gives 128 bits, with a
     * 224-bit digest 192 bits, with anything longer at least 256 bits. */
    if (hash->digest_len == CAIRN_SHA1_DIGEST_LEN)
        return 16;
    if (hash->digest_len == CAIRN_SHA224_DIGEST_LEN)
        return 24;
    return 32;
}

/*
 * HMAC_DRBG_Update (10.1.2.2) with provided_data = a || b || c, passed in
 * pieces so that instantiate (entropy || nonce || personalisation) needs no
 * concatenation buffer. An empty provided_data does only the first round.
 */
static int drbg_update(cairn_hmac_drbg *d, const uint8_t *a, size_t alen, const uint8_t *b, size_t blen,
                       const uint8_t *c, size_t clen)
{
    cairn_hmac_ctx h;
    const size_t n = d->hash->digest_len;
    const int rounds = (alen | blen | clen) != 0 ? 2 : 1;
    int r, rc = CAIRN_OK;

    for (r = 0; r < rounds && rc == CAIRN_OK; r++) {
        uint8_t sep = (uint8_t)r; /* 0x00 in the first round, 0x01 in the second */
        /* K = HMAC(K, V || sep || provided_data) */
        rc = cairn_hmac_init(&h, d->hash, d->K, n);
        if (rc == CAIRN_OK)
            rc = cairn_hmac_update(&h, d->V, n);
        if (rc == CAIRN_OK)
            rc = cairn_hmac_update(&h, &sep, 1);
        if (rc == CAIRN_OK)
            rc = cairn_hmac_update(&h, a, alen);
        if (rc == CAIRN_OK)
            rc = cairn_hmac_update(&h, b, blen);
        if (rc == CAIRN_OK)
            rc = cairn_hmac_update(&h, c, clen);
        if (rc == CAIRN_OK)
            rc = cairn_hmac_final(&h, d->K, n);
        /* V = HMAC(K, V) under the new K */
        if (rc == CAIRN_OK)
            rc = cairn_hmac_init(&h, d->hash, d->K, n);
        if (rc == CAIRN_OK)
            rc = cairn_hmac_update(&h, d->V, n);
        if (rc == CAIRN_OK)
            rc = cairn_hmac_final(&h, d->V, n);
    }
    cairn_hmac_wipe(&h);
    return rc;
}

/* A failure inside HMAC leaves K and V half-updated: never let such a state
 * produce output. */
static int drbg_fail(cairn_hmac_drbg *d, int rc)
{
    cairn_wipe(d, sizeof *d);
    return rc;
}

/* see cairn/rng.h */
int cairn_hmac_drbg_instantiate(cairn_hmac_drbg *drbg, const cairn_hash *hash, const uint8_t *entropy,
                                size_t entropylen, const uint8_t *nonce, size_t noncelen, const uint8_t *pers,
                                size_t perslen)
{
    int rc;

    if (drbg == NULL || hash == NULL || entropy == NULL || !CAIRN_BUF_OK(nonce, noncelen) ||
        !CAIRN_BUF_OK(pers, perslen))
        return CAIRN_ERR_BAD_ARG;
    if ((hash->flags & CAIRN_HASH_FLAG_XOF) != 0 || hash->digest_len == 0 ||
        hash->digest_len > CAIRN_HASH_MAX_DIGEST_LEN)
        return CAIRN_ERR_UNSUPPORTED;
    if (entropylen < cairn_hmac_drbg_strength(hash) || entropylen > CAIRN_DRBG_MAX_INPUT ||
        noncelen > CAIRN_DRBG_MAX_INPUT || perslen > CAIRN_DRBG_MAX_INPUT)
        return CAIRN_ERR_BAD_LENGTH;

    /* A fresh instantiation forgets everything, including an attached
     * entropy source and a custom reseed interval. */
    cairn_wipe(drbg, sizeof *drbg);
    drbg->hash = hash;
    memset(drbg->K, 0x00, hash->digest_len);
    memset(drbg->V, 0x01, hash->digest_len);
    rc = drbg_update(drbg, entropy, entropylen, nonce, noncelen, pers, perslen);
    if (rc != CAIRN_OK)
        return drbg_fail(drbg, rc);
    drbg->reseed_counter = 1;
    drbg->reseed_interval = CAIRN_DRBG_RESEED_INTERVAL;
    drbg->entropy = NULL;
    drbg->entropy_state = NULL;
    drbg->instantiated = DRBG_MAGIC;
    return CAIRN_OK;
}

/* see cairn/rng.h */
int cairn_hmac_drbg_reseed(cairn_hmac_drbg *drbg, const uint8_t *entropy, size_t entropylen, const uint8_t *addl,
                           size_t addllen)
{
    int rc;

    if (drbg == NULL || entropy == NULL || !CAIRN_BUF_OK(addl, addllen))
        return CAIRN_ERR_BAD_ARG;
    if (!drbg_ready(drbg))
        return CAIRN_ERR_STATE;
    if (entropylen < cairn_hmac_drbg_strength(drbg->hash) || entropylen > CAIRN_DRBG_MAX_INPUT ||
        addllen > CAIRN_DRBG_MAX_INPUT)
        return CAIRN_ERR_BAD_LENGTH;

    rc = drbg_update(drbg, entropy, entropylen, addl, addllen, NULL, 0);
    if (rc != CAIRN_OK)
        return drbg_fail(drbg, rc);
    drbg->reseed_counter = 1;
    return CAIRN_OK;
}

/* see cairn/rng.h */
int cairn_hmac_drbg_generate(cairn_hmac_drbg *drbg, uint8_t *out, size_t outlen, const uint8_t *addl,
                             size_t addllen)
{
    cairn_hmac_ctx h;
    size_t n, done;
    int rc;

    if (drbg == NULL || out == NULL || !CAIRN_BUF_OK(addl, addllen))
        return CAIRN_ERR_BAD_ARG;
    if (!drbg_ready(drbg))
        return CAIRN_ERR_STATE;
    if (outlen > CAIRN_DRBG_MAX_REQUEST || addllen > CAIRN_DRBG_MAX_INPUT)
        return CAIRN_ERR_BAD_LENGTH;
    if (drbg->reseed_counter > drbg->reseed_interval)
        return CAIRN_ERR_RESEED_REQUIRED;
    n = drbg->hash->digest_len;

    if (addllen != 0) {
        rc = drbg_update(drbg, addl, addllen, NULL, 0, NULL, 0);
        if (rc != CAIRN_OK)
            return drbg_fail(drbg, rc);
    }

    /* K is fixed for the whole output loop: key the HMAC once and restart
     * it for each block instead of re-hashing the key every time. */
    rc = cairn_hmac_init(&h, drbg->hash, drbg->K, n);
    for (done = 0; rc == CAIRN_OK && done < outlen; done += n) {
        size_t take = outlen - done < n ? outlen - done : n;
        rc = cairn_hmac_update(&h, drbg->V, n);
        if (rc == CAIRN_OK)
            rc = cairn_hmac_final(&h, drbg->V, n);
        if (rc == CAIRN_OK)
            rc = cairn_hmac_reset(&h);
        if (rc == CAIRN_OK)
            memcpy(out + done, drbg->V, take);
    }
    cairn_hmac_wipe(&h);
    if (rc == CAIRN_OK)
        rc = drbg_update(drbg, addl, addllen, NULL, 0, NULL, 0);
    if (rc != CAIRN_OK) {
        cairn_wipe(out, outlen);
        return drbg_fail(drbg, rc);
    }
    drbg->reseed_counter++;
    return CAIRN_OK;
}

/* see cairn/rng.h */
int cairn_hmac_drbg_set_reseed_interval(cairn_hmac_drbg *drbg, uint64_t interval)
{
    if (drbg == NULL || interval == 0 || interval > CAIRN_DRBG_RESEED_INTERVAL)
        return CAIRN_ERR_BAD_ARG;
    if (!drbg_ready(drbg))
        return CAIRN_ERR_STATE;
    drbg->reseed_interval = interval;
    return CAIRN_OK;
}

/* see cairn/rng.h */
int cairn_hmac_drbg_set_entropy(cairn_hmac_drbg *drbg, cairn_rng_fn entropy, void *entropy_state)
{
    if (drbg == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (!drbg_ready(drbg))
        return CAIRN_ERR_STATE;
    /* entropy == NULL detaches the source. */
    drbg->entropy = entropy;
    drbg->entropy_state = entropy == NULL ? NULL : entropy_state;
    return CAIRN_OK;
}

/* Reseed from the attached source with as many bytes as the digest (at least
 * the security strength), so the reseeded state carries full entropy. */
static int drbg_self_reseed(cairn_hmac_drbg *d)
{
    uint8_t seed[CAIRN_HASH_MAX_DIGEST_LEN];
    size_t len = d->hash->digest_len;
    size_t strength = cairn_hmac_drbg_strength(d->hash);
    int rc;

    if (len < strength)
        len = strength;
    if (len > sizeof seed)
        len = sizeof seed;
    rc = d->entropy(d->entropy_state, seed, len);
    if (rc == CAIRN_OK)
        rc = cairn_hmac_drbg_reseed(d, seed, len, NULL, 0);
    else
        rc = CAIRN_ERR_RNG;
    cairn_wipe(seed, sizeof seed);
    return rc;
}

/* see cairn/rng.h */
int cairn_hmac_drbg_rng(void *state, uint8_t *out, size_t len)
{
    cairn_hmac_drbg *d = (cairn_hmac_drbg *)state;
    size_t done = 0;
    int rc = CAIRN_OK;

    if (d == NULL || out == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (!drbg_ready(d))
        return CAIRN_ERR_STATE;
    if (len == 0)
        return CAIRN_OK;
    do {
        size_t chunk = len - done < CAIRN_DRBG_MAX_REQUEST ? len - done : CAIRN_DRBG_MAX_REQUEST;
        rc = cairn_hmac_drbg_generate(d, out + done, chunk, NULL, 0);
        if (rc == CAIRN_ERR_RESEED_REQUIRED && d->entropy != NULL) {
            rc = drbg_self_reseed(d);
            if (rc == CAIRN_OK)
                rc = cairn_hmac_drbg_generate(d, out + done, chunk, NULL, 0);
        }
        done += chunk;
    } while (rc == CAIRN_OK && done < len);
    /* All or nothing: earlier chunks are not handed out after a failure. */
    if (rc != CAIRN_OK)
        cairn_wipe(out, len);
    return rc;
}

/* see cairn/rng.h */
void cairn_hmac_drbg_wipe(cairn_hmac_drbg *drbg)
{
    if (drbg != NULL)
        cairn_wipe(drbg, sizeof *drbg);
}
