/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * DSA internals (src/pk/dsa*.c) and test-only entry points: not declared
 * in a public header and not for applications. cairn_dsa_sign_digest_k
 * signs with a given k, so the tests can check the signing arithmetic
 * against CAVP SigGen, whose records list k; cairn_dsa_rfc6979_nonce gives
 * the RFC 6979 nonce, for the RFC's appendix A.2 values.
 */
#ifndef CAIRN_PK_DSA_INTERNAL_H
#define CAIRN_PK_DSA_INTERNAL_H

#include "bn/bn.h"
#include "cairn/dsa.h"

#define DSA_PUB_MAGIC 0x44736150u
#define DSA_PRIV_MAGIC 0x44735072u
#define DSA_QL CAIRN_BN_LIMBS(8 * CAIRN_DSA_MAX_Q_BYTES)

typedef struct dsa_pub {
    uint32_t magic;
    size_t L, N;       /* p's and q's bits */
    size_t plen, qlen; /* their bytes */
    cairn_bn_mont mp;  /* p */
    cairn_bn_mont mq;  /* q (its arrays sized for p: one type for both) */
    cairn_limb g[CAIRN_BN_MAX_LIMBS];
    cairn_limb y[CAIRN_BN_MAX_LIMBS];
} dsa_pub;

typedef struct dsa_priv {
    dsa_pub pub;
    cairn_limb x[DSA_QL];  /* 1 <= x < q */
    cairn_limb xm[DSA_QL]; /* x R mod q, for the Montgomery product x r */
} dsa_priv;

typedef char dsa_pub_fits[sizeof(dsa_pub) <= sizeof(cairn_dsa_public_key) ? 1 : -1];
typedef char dsa_priv_fits[sizeof(dsa_priv) <= sizeof(cairn_dsa_private_key) ? 1 : -1];

const dsa_pub *cairn_dsa_pub_of(const cairn_dsa_public_key *key);
const dsa_priv *cairn_dsa_priv_of(const cairn_dsa_private_key *key);

/* p, q, g of c into k, checked as the imports document (sizes, p and q
 * odd, q | p - 1, 1 < g < p, g^q = 1); public values, so the checks
 * branch freely. k is zeroed first. */
int cairn_dsa_params_setup(dsa_pub *k, const cairn_dsa_components *c);

/* Switches the key's Montgomery contexts (p and q) to the bignum engine
 * given (cairn_bn_mont_init_ex's checks and statuses). */
int cairn_dsa_pub_use_engine(dsa_pub *k, const cairn_impl *engine);

/* Signs digest[0..dlen) with the nonce k[0..klen) (klen = q's bytes,
 * 1 <= k < q: CAIRN_ERR_BAD_ARG otherwise, and when k gives r = 0 or s = 0). */
CAIRN_WARN_UNUSED int cairn_dsa_sign_digest_k(const cairn_dsa_private_key *key, cairn_dsa_format format,
                                              const uint8_t *digest, size_t dlen, const uint8_t *k, size_t klen,
                                              uint8_t *sig, size_t cap, size_t *siglen);

/* The nonce RFC 6979 section 3.2 derives for key and digest with HMAC over
 * hash (extra: section 3.6's additional data): the first candidate in
 * [1, q - 1], the one signing uses. k: q's bytes. */
CAIRN_WARN_UNUSED int cairn_dsa_rfc6979_nonce(const cairn_dsa_private_key *key, const cairn_hash *hash,
                                              const uint8_t *digest, size_t dlen, const uint8_t *extra, size_t extralen,
                                              uint8_t *k);

#endif
