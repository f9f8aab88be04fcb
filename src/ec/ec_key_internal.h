/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The layouts of the key objects of cairn/ec.h inside their opaque words,
 * and the internal entry points the pk.h descriptors use to run the
 * operations on a chosen field implementation (impl NULL: the best usable
 * one; otherwise accepted with cairn_ec_impl_accept).
 *
 * A set-up object carries a magic word, so a zeroed (or wiped) object is
 * recognised and refused with CAIRN_ERR_STATE. Scalars and coordinates are
 * big-endian, c->bytes long, at the start of their arrays.
 */
#ifndef CAIRN_EC_EC_KEY_INTERNAL_H
#define CAIRN_EC_EC_KEY_INTERNAL_H

#include "cairn/ec.h"
#include "ec/ec_internal.h"

#define EC_PRIV_MAGIC 0x45435053u /* "ECPS" */
#define EC_PUB_MAGIC 0x45435070u  /* "ECPp" */
/* A private key object holding d only (no point): made inside the pk.h
 * hooks for one signature or one ECDH, so that a byte-level call neither
 * computes d * G nor carries the generic loaded-key object. Only signing
 * and ECDH accept it (cairn_ec_priv_of_d); everything else sees an object
 * that was not set up. */
#define EC_PRIV_D_MAGIC 0x45435064u /* "ECPd" */

/* The key objects are declared as the opaque structs of cairn/ec.h and
 * accessed as the structs below: may_alias tells gcc and clang that such
 * accesses alias the declared object. */
#if defined(__GNUC__) || defined(__clang__)
#define EC_MAY_ALIAS __attribute__((may_alias))
#else
#define EC_MAY_ALIAS
#endif

typedef struct EC_MAY_ALIAS ec_pub {
    uint32_t magic;                     /* EC_PUB_MAGIC */
    uint32_t curve;                     /* cairn_ec_curve */
    uint8_t xy[2 * CAIRN_EC_MAX_BYTES]; /* x || y, validated */
} ec_pub;

typedef struct EC_MAY_ALIAS ec_priv {
    uint32_t magic;                     /* EC_PRIV_MAGIC */
    uint32_t curve;                     /* cairn_ec_curve */
    uint8_t d[CAIRN_EC_MAX_BYTES];      /* 1 <= d < n */
    uint8_t xy[2 * CAIRN_EC_MAX_BYTES]; /* d * G */
} ec_priv;

/* The opaque structs are large enough (a negative array size otherwise). */
typedef char ec_pub_fits[sizeof(ec_pub) <= sizeof(cairn_ec_public_key) ? 1 : -1];
typedef char ec_priv_fits[sizeof(ec_priv) <= sizeof(cairn_ec_private_key) ? 1 : -1];

/* The internal view of a set-up key object and its curve, or NULL (and
 * *rc CAIRN_ERR_BAD_ARG for a NULL pointer, CAIRN_ERR_STATE for an object
 * no import or generation set up, CAIRN_ERR_UNSUPPORTED for a curve this
 * build lacks). */
const ec_priv *cairn_ec_priv_of(const cairn_ec_private_key *key, const cairn_ec_curve_def **c, int *rc);
const ec_pub *cairn_ec_pub_of(const cairn_ec_public_key *pub, const cairn_ec_curve_def **c, int *rc);
/* As cairn_ec_priv_of, also accepting a d-only object (signing and ECDH). */
const ec_priv *cairn_ec_priv_of_d(const cairn_ec_private_key *key, const cairn_ec_curve_def **c, int *rc);
/* A d-only object from d (checks as cairn_ec_private_key_import). */
int cairn_ec_private_key_import_d(cairn_ec_private_key *key, cairn_ec_curve curve, const uint8_t *d, size_t dlen);

/* Key generation, import and public-from-private on a chosen field
 * implementation (the public functions pass NULL). */
int cairn_ec_private_key_generate_ex(cairn_ec_private_key *key, cairn_ec_curve curve, cairn_rng_fn rng, void *rng_state,
                                     const cairn_impl *impl);
int cairn_ec_private_key_import_ex(cairn_ec_private_key *key, cairn_ec_curve curve, const uint8_t *d, size_t dlen,
                                   const cairn_impl *impl);
/* A SEC 1 point into xy (2 * c->bytes), validated: CAIRN_ERR_INVALID_POINT
 * for every fault of the encoding or the point. */
int cairn_ec_point_decode(const cairn_ec_curve_def *c, uint8_t *xy, const uint8_t *point, size_t len);
/* The same for the uncompressed form only (0x04 || x || y; a compressed point
 * is CAIRN_ERR_INVALID_POINT): no square root linked. */
int cairn_ec_point_decode_uncompressed(const cairn_ec_curve_def *c, uint8_t *xy, const uint8_t *point, size_t len);

/* Signatures (r, s) as ECDSA and SM2 carry them (ecdsa.c). Encoding: r || s
 * (each c->bytes) into the format asked, CAIRN_ERR_BUFFER_TOO_SMALL when it
 * does not fit cap. Decoding, strictly: P1363 of exactly 2 * c->bytes
 * bytes, or DER SEQUENCE { INTEGER, INTEGER } with minimal non-negative
 * integers of at most c->bytes bytes and nothing after;
 * CAIRN_ERR_BAD_SIGNATURE for anything else (range checks are the
 * caller's). */
int cairn_ec_sig_encode(const cairn_ec_curve_def *c, cairn_ecdsa_format format, const uint8_t *rs, uint8_t *sig,
                        size_t cap, size_t *siglen);
int cairn_ec_sig_decode(const cairn_ec_curve_def *c, cairn_ecdsa_format format, const uint8_t *sig, size_t siglen,
                        uint8_t *rs);

/* ECDSA and ECDH on a chosen field implementation. */
int cairn_ecdsa_sign_ex(const cairn_ec_private_key *key, const cairn_hash *hash, cairn_ecdsa_format format,
                        const uint8_t *msg, size_t msglen, uint8_t *sig, size_t cap, size_t *siglen, cairn_rng_fn rng,
                        void *rng_state, const cairn_impl *impl);
int cairn_ecdsa_verify_ex(const cairn_ec_public_key *pub, const cairn_hash *hash, cairn_ecdsa_format format,
                          const uint8_t *msg, size_t msglen, const uint8_t *sig, size_t siglen, const cairn_impl *impl);
/* The same with P1363 signatures only (cairn_ecdsa_sign_p1363): no DER code linked. */
int cairn_ecdsa_sign_p1363_ex(const cairn_ec_private_key *key, const cairn_hash *hash, const uint8_t *msg,
                              size_t msglen, uint8_t *sig, size_t cap, size_t *siglen, cairn_rng_fn rng,
                              void *rng_state, const cairn_impl *impl);
int cairn_ecdsa_verify_p1363_ex(const cairn_ec_public_key *pub, const cairn_hash *hash, const uint8_t *msg,
                                size_t msglen, const uint8_t *sig, size_t siglen, const cairn_impl *impl);
int cairn_ecdh_ex(const cairn_ec_private_key *key, const cairn_ec_public_key *peer, uint8_t *shared, size_t cap,
                  size_t *len, const cairn_impl *impl);
int cairn_ecdh_point_ex(const cairn_ec_private_key *key, const uint8_t *point, size_t point_len, uint8_t *shared,
                        size_t cap, size_t *len, const cairn_impl *impl);

#endif /* CAIRN_EC_EC_KEY_INTERNAL_H */
