/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * What the key formats of every public-key family share, on top of enc/der.h
 * and enc/pem.h: the AlgorithmIdentifier, the SubjectPublicKeyInfo and
 * PKCS#8 envelopes around a family's own key encoding, and the two-pass
 * export (count, then write only when it fits) with its PEM wrapping.
 * Internal: not installed.
 *
 * The readers check the envelope's DER rules and hand back pointers into the
 * input; what the algorithm, its parameters and the key bytes mean is the
 * family's to check. Statuses are those of enc/der.h (CAIRN_ERR_DECODE for
 * anything malformed).
 */
#ifndef CAIRN_ENC_KEYFMT_H
#define CAIRN_ENC_KEYFMT_H

#include <stddef.h>
#include <stdint.h>

#include "cairn/common.h"
#include "enc/der.h"

/* The next element whole (identifier, length and content) as a cursor of
 * its own. */
CAIRN_WARN_UNUSED int cairn_der_element(cairn_der *d, cairn_der *elem);

/* [n] EXPLICIT holding exactly one element: that element whole. */
CAIRN_WARN_UNUSED int cairn_der_explicit_one(cairn_der *d, unsigned n, cairn_der *elem);

/* AlgorithmIdentifier ::= SEQUENCE { algorithm OBJECT IDENTIFIER,
 * parameters ANY OPTIONAL }: the OID's content and the parameters element
 * whole (a cursor with n == 0 when they are absent). */
CAIRN_WARN_UNUSED int cairn_der_algid(cairn_der *d, const uint8_t **oid, size_t *oidlen, cairn_der *params);

/* What an envelope holds (pointers into the input). */
typedef struct cairn_keyinfo {
    const uint8_t *oid; /* the algorithm OID's content */
    size_t oid_len;
    cairn_der params;   /* its parameters element whole; n == 0 when absent */
    const uint8_t *key; /* SPKI: the subjectPublicKey BIT STRING's bytes (whole bytes only);
                           PKCS#8: the privateKey OCTET STRING's content */
    size_t key_len;
    int has_pub;   /* PKCS#8: the [1] publicKey field is present (version 1 exactly then) */
    cairn_der pub; /* its BIT STRING content: the unused-bit count, then the bits */
} cairn_keyinfo;

/* SubjectPublicKeyInfo ::= SEQUENCE { algorithm AlgorithmIdentifier,
 * subjectPublicKey BIT STRING }, the whole of der[0..len). The key is a
 * whole number of bytes (an unused-bit count other than 0 is refused). */
CAIRN_WARN_UNUSED int cairn_keyinfo_spki(const uint8_t *der, size_t len, cairn_keyinfo *ki);

/* PrivateKeyInfo (RFC 5208) / OneAsymmetricKey (RFC 5958), the whole of
 * der[0..len):
 *   SEQUENCE { version INTEGER (0 | 1), privateKeyAlgorithm AlgorithmIdentifier,
 *              privateKey OCTET STRING, attributes [0] IMPLICIT SET OF Attribute OPTIONAL,
 *              publicKey [1] IMPLICIT BIT STRING OPTIONAL }
 * Version 1 exactly when the public key is present (RFC 5958), so a key has
 * one encoding. The attributes are checked for form (SET OF order, each
 * Attribute a SEQUENCE { OID, SET }) and skipped. */
CAIRN_WARN_UNUSED int cairn_keyinfo_pkcs8(const uint8_t *der, size_t len, cairn_keyinfo *ki);

/* A family's writer: the encoding of ctx into w (the same calls whether w
 * counts or writes). */
typedef int (*cairn_keyfmt_writer)(cairn_der_writer *w, const void *ctx);

/* Counts, then writes into out when it fits (nothing is written otherwise;
 * a failure after writing began wipes out[0..cap)). out NULL: the length
 * only. CAIRN_ERR_BUFFER_TOO_SMALL with *len the length needed. */
CAIRN_WARN_UNUSED int cairn_keyfmt_der(cairn_keyfmt_writer fn, const void *ctx, uint8_t *out, size_t cap, size_t *len);

/* The PEM block of fn's encoding under label, which goes through
 * der[0..dercap) first (the caller wipes it). out NULL: the length only;
 * CAIRN_ERR_BUFFER_TOO_SMALL with *len the length needed; a failure after
 * writing began wipes out[0..cap) and sets *len to 0. An encoding longer
 * than dercap is CAIRN_ERR_BAD_LENGTH. No NUL is written. */
CAIRN_WARN_UNUSED int cairn_keyfmt_pem(cairn_keyfmt_writer fn, const void *ctx, const char *label, char *out,
                                       size_t cap, size_t *len, uint8_t *der, size_t dercap);

/* cairn_keyfmt_der (label NULL) or cairn_keyfmt_pem under label, and what
 * every family's export does around them: PEM output NUL-terminated when
 * there is room; on failure *len 0 (but for CAIRN_ERR_BUFFER_TOO_SMALL: the
 * length needed) and out[0..cap) wiped. The caller wipes der. */
CAIRN_WARN_UNUSED int cairn_keyfmt_export(cairn_keyfmt_writer fn, const void *ctx, const char *label, void *out,
                                          size_t cap, size_t *len, uint8_t *der, size_t dercap);

/* A non-negative INTEGER filling buf[0..n) exactly (a BIT STRING's or OCTET
 * STRING's content): its magnitude, as cairn_der_uint gives it. */
CAIRN_WARN_UNUSED int cairn_der_uint_whole(const uint8_t *buf, size_t n, const uint8_t **mag, size_t *len);

/* The DER of the one PEM block of pem[0..len) into der[0..cap), *n its
 * length, when its label is one of labels[0..count) (*which: its index;
 * which may be NULL). Another label is CAIRN_ERR_DECODE, DER longer than
 * cap CAIRN_ERR_BAD_LENGTH (no key of the caller's sizes is that long),
 * else cairn_pem_decode's statuses. The caller wipes der. */
CAIRN_WARN_UNUSED int cairn_keyfmt_pem_in(uint8_t *der, size_t cap, size_t *n, const char *const *labels, size_t count,
                                          size_t *which, const char *pem, size_t len);

/* RFC 8410 keys (X25519, X448, Ed25519, Ed448: OID 1.3.101.arc, parameters
 * absent), klen bytes each (at most 57):
 *   SubjectPublicKeyInfo: the BIT STRING is the public key;
 *   OneAsymmetricKey: privateKey OCTET STRING { CurvePrivateKey OCTET STRING },
 *   version 0 without the [1] publicKey, 1 with it.
 * The writer: SPKI of key (secret 0), or PKCS#8 of the secret key with pub
 * (version 1) or without (pub NULL: version 0), DER or PEM ("PUBLIC KEY",
 * "PRIVATE KEY", NUL-terminated when there is room); statuses and wiping as
 * cairn_keyfmt_der / cairn_keyfmt_pem, *len 0 on failure but for
 * CAIRN_ERR_BUFFER_TOO_SMALL. The reader: strict DER over the whole input
 * (or its one PEM block of that label): another OID is
 * CAIRN_ERR_UNSUPPORTED, parameters present, a key of another length or any
 * other deviation CAIRN_ERR_DECODE. key (and pub, *has_pub 1, when the
 * PKCS#8 carries the public key) get the bytes; the caller checks them. */
CAIRN_WARN_UNUSED int cairn_keyfmt_8410_write(unsigned arc, size_t klen, int secret, const uint8_t *key,
                                              const uint8_t *pub, int pem, void *out, size_t cap, size_t *len);
CAIRN_WARN_UNUSED int cairn_keyfmt_8410_read(unsigned arc, size_t klen, int secret, int pem, const uint8_t *in,
                                             size_t len, uint8_t *key, uint8_t *pub, int *has_pub);

#endif
