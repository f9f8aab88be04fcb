/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * RSA internals shared by the files of src/pk/rsa_*.c: the key objects'
 * layout behind the opaque structs of cairn/rsa.h, and the functions one
 * file offers the others. Not installed.
 *
 * Files: rsa_key.c (key objects: raw import and export, validation, the
 * public and private primitives with CRT, blinding and the result check),
 * rsa_pad.c (the paddings and the signature and encryption API),
 * rsa_der.c (DER and PEM formats), rsa_gen.c (key generation, the full
 * check with primality tests), rsa_schemes.c (the cairn/pk.h descriptors).
 */
#ifndef CAIRN_PK_RSA_INTERNAL_H
#define CAIRN_PK_RSA_INTERNAL_H

#include "cairn/rsa.h"
#include "bn/bn.h"

#if !CAIRN_ENABLE_SHA256 && CAIRN_ENABLE_RSA
#error "RSA needs SHA-256 (blinding and implicit rejection derive values with HMAC-SHA-256)"
#endif

/* Limbs of the largest public exponent, and of the largest prime (half the
 * largest modulus; primes of unbalanced keys are refused above it). */
#define RSA_E_LIMBS CAIRN_BN_LIMBS(CAIRN_RSA_MAX_E_BITS)
#define RSA_HALF_LIMBS ((CAIRN_BN_MAX_LIMBS + 1) >> 1)

/* Marks of set-up key objects (a zeroed object has neither). */
#define RSA_PUB_MAGIC 0x52534170u  /* "RSAp" */
#define RSA_PRIV_MAGIC 0x52534153u /* "RSAS" */

/* The key objects are declared as the opaque structs of cairn/rsa.h and
 * accessed as the structs below: may_alias tells the compiler (gcc, clang)
 * that such accesses alias the declared object. */
#if defined(__GNUC__) || defined(__clang__)
#define RSA_MAY_ALIAS __attribute__((may_alias))
#else
#define RSA_MAY_ALIAS
#endif

typedef struct RSA_MAY_ALIAS rsa_pub {
    uint32_t magic;
    size_t bits;               /* modulus size */
    size_t k;                  /* modulus bytes */
    size_t elen;               /* limbs of e, >= 1 */
    cairn_bn_mont n;           /* the modulus, n.n limbs, and its Montgomery constants */
    cairn_limb e[RSA_E_LIMBS]; /* public exponent */
    /* RSASSA-PSS restriction (RFC 4055) from the key's encoding */
    int pss_restricted;
    cairn_rsa_pss_params pss;
} rsa_pub;

typedef struct RSA_MAY_ALIAS rsa_priv {
    rsa_pub pub;                       /* pub.magic = RSA_PRIV_MAGIC */
    cairn_bn_mont p, q;                /* the primes (p.n, q.n limbs) */
    cairn_limb dp[RSA_HALF_LIMBS];     /* d mod (p - 1), p.n limbs */
    cairn_limb dq[RSA_HALF_LIMBS];     /* d mod (q - 1), q.n limbs */
    cairn_limb qinv[RSA_HALF_LIMBS];   /* q^-1 mod p, p.n limbs */
    cairn_limb d[CAIRN_BN_MAX_LIMBS];  /* private exponent, pub.n.n limbs */
    uint8_t blind_key[32];             /* HMAC key of the derived blinding (rng NULL) */
} rsa_priv;

/* The opaque structs are large enough (a negative array size otherwise). */
typedef char rsa_pub_fits[sizeof(rsa_pub) <= sizeof(cairn_rsa_public_key) ? 1 : -1];
typedef char rsa_priv_fits[sizeof(rsa_priv) <= sizeof(cairn_rsa_private_key) ? 1 : -1];

/* The internal view of a key object, NULL when the pointer is NULL or the
 * object was not set up (the caller returns CAIRN_ERR_BAD_ARG for NULL,
 * CAIRN_ERR_STATE otherwise: cairn_rsa_pub_check / cairn_rsa_priv_check). */
const rsa_pub *cairn_rsa_pub_of(const cairn_rsa_public_key *key);
const rsa_priv *cairn_rsa_priv_of(const cairn_rsa_private_key *key);
/* CAIRN_OK, CAIRN_ERR_BAD_ARG (NULL) or CAIRN_ERR_STATE (not set up). */
int cairn_rsa_pub_check(const cairn_rsa_public_key *key);
int cairn_rsa_priv_check(const cairn_rsa_private_key *key);

/* The primitives on the internal view (arguments checked by the caller:
 * in and out k bytes). cairn_rsa_pub_op: CAIRN_ERR_BAD_ARG when in >= n
 * (public). cairn_rsa_priv_op: in >= n is CAIRN_ERR_BAD_ARG too (the
 * comparison is on the input, public for every caller); the result is
 * checked, CAIRN_ERR_FAULT with out zeroed on mismatch. */
int cairn_rsa_pub_op(const rsa_pub *k, uint8_t *out, const uint8_t *in);
int cairn_rsa_priv_op(const rsa_priv *k, uint8_t *out, const uint8_t *in, cairn_rng_fn rng, void *rng_state);

/* Switches a key object's Montgomery contexts to the bignum engine given
 * (cairn_impl_accept with CAIRN_PRIM_BN: CAIRN_ERR_BAD_ARG for another
 * primitive, CAIRN_ERR_UNSUPPORTED when the CPU lacks it): the pk.h
 * descriptors run an operation on a copy switched this way. */
int cairn_rsa_public_key_use_engine(cairn_rsa_public_key *key, const cairn_impl *engine);
int cairn_rsa_private_key_use_engine(cairn_rsa_private_key *key, const cairn_impl *engine);

/* Records an RSASSA-PSS restriction in a key set up by an import (the DER
 * decoder calls them after the raw import; it checks the params). */
void cairn_rsa_public_key_restrict_pss(cairn_rsa_public_key *key, const cairn_rsa_pss_params *params);
void cairn_rsa_private_key_restrict_pss(cairn_rsa_private_key *key, const cairn_rsa_pss_params *params);

#endif
