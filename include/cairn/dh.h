/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Finite-field Diffie-Hellman (NIST SP 800-56A rev. 3, RFC 7919, RFC 3526,
 * RFC 2409) over src/bn's constant-time arithmetic.
 *
 * A group (p, g, and q when known) is a cairn_dh_group: a named one, or a
 * custom one checked on import. Keys and values are unsigned big-endian
 * byte strings: the private exponent x, the public value y = g^x mod p
 * (written left-padded to the length of p), the shared secret z = y_peer^x
 * mod p (left-padded to the length of p, as SP 800-56A and RFC 7919 want,
 * or with its leading zero bytes stripped, as TLS 1.2 does).
 *
 * Private exponent length. By default keygen draws x of twice the group's
 * security strength in bits, as SP 800-56A rev. 3 section 5.6.1.1 allows
 * for safe-prime groups (and RFC 7919 section 5.2 recommends): 224 bits
 * for 2048-bit groups, 256 for 3072, 304 for 4096, 352 for 6144, 400 for
 * 8192, and 160 and 192 for the legacy 1024- and 1536-bit groups. On
 * request (CAIRN_DH_EXP_FULL) it draws x in [1, q - 1], or [1, p - 2] for a
 * group without q. The exponentiation handles every bit of the exponent's
 * encoding: its time depends on the encoded length of x (public: the
 * policy), never on x's value or bit length.
 *
 * Sizes: p of 256 to CAIRN_DH_MAX_BITS bits (the bignum's size:
 * CAIRN_MAX_RSA_BITS, at least 2048). Named groups larger than that are
 * CAIRN_ERR_UNSUPPORTED in this build: ffdhe6144/8192 and MODP 6144/8192
 * need CAIRN_MAX_RSA_BITS = 8192.
 *
 * Peer validation (SP 800-56A 5.6.2.3.1, full): 2 <= y <= p - 2 and, when
 * q is known, y^q = 1 mod p. The named groups are safe-prime groups
 * (q = (p - 1) / 2), where y^q mod p is the Legendre symbol (y/p), computed
 * by a binary Jacobi algorithm (the peer value is public) at a fraction of
 * an exponentiation's cost. A shared secret of 0, 1 or p - 1 is refused as
 * well (SP 800-56A 5.7.1.1; p - 1 can only arise in a group without q).
 *
 * Nothing allocates; the working buffers are on the stack (a few KiB at
 * 2048 bits: a window table of the exponentiation) and wiped.
 */
#ifndef CAIRN_DH_H
#define CAIRN_DH_H

#include <stddef.h>
#include <stdint.h>

#include "cairn/common.h"
#include "cairn/config.h"
#include "cairn/rng.h"

#ifdef __cplusplus
extern "C" {
#endif

#define CAIRN_DH_MAX_BITS (CAIRN_MAX_RSA_BITS > 2048 ? CAIRN_MAX_RSA_BITS : 2048)
#define CAIRN_DH_MAX_BYTES (CAIRN_DH_MAX_BITS / 8)
#define CAIRN_DH_MIN_BITS 256

/* The named groups. */
typedef enum cairn_dh_group_id {
    CAIRN_DH_FFDHE2048 = 1, /* RFC 7919 */
    CAIRN_DH_FFDHE3072,
    CAIRN_DH_FFDHE4096,
    CAIRN_DH_FFDHE6144,
    CAIRN_DH_FFDHE8192,
    CAIRN_DH_MODP1536, /* RFC 3526 (group 5) */
    CAIRN_DH_MODP2048, /* group 14 */
    CAIRN_DH_MODP3072,
    CAIRN_DH_MODP4096,
    CAIRN_DH_MODP6144,
    CAIRN_DH_MODP8192,
    CAIRN_DH_OAKLEY2 /* RFC 2409 section 6.2, 1024 bits: legacy peers only */
} cairn_dh_group_id;

/* Storage of a group, in 64-bit words (checked against the internal layout
 * at compile time). Not secret. Every function taking a group returns
 * CAIRN_ERR_BAD_ARG for a NULL one and CAIRN_ERR_STATE for one never set by
 * cairn_dh_group_named, _custom or a key-format reader (zeroed, or after a
 * failed setup), as RSA and EC do for their keys. */
#define CAIRN_DH_GROUP_WORDS (4 * (CAIRN_DH_MAX_BITS / 64) + 16)
typedef struct cairn_dh_group {
    uint64_t opaque[CAIRN_DH_GROUP_WORDS];
} cairn_dh_group;

/* The private exponent lengths of cairn_dh_keygen. */
#define CAIRN_DH_EXP_DEFAULT ((size_t)0) /* twice the security strength */
#define CAIRN_DH_EXP_FULL ((size_t)-1)   /* uniform in [1, q - 1] (or [1, p - 2]) */

/* Output forms of cairn_dh_shared. */
#define CAIRN_DH_PADDED 0   /* left-padded to the length of p */
#define CAIRN_DH_UNPADDED 1 /* leading zero bytes stripped (TLS 1.2) */

/* A named group. CAIRN_ERR_BAD_ARG for NULL or an unknown id,
 * CAIRN_ERR_UNSUPPORTED for a group above CAIRN_DH_MAX_BITS. */
CAIRN_WARN_UNUSED int cairn_dh_group_named(cairn_dh_group *grp, cairn_dh_group_id id);

/* A custom group (p, g) or (p, q, g) from big-endian bytes (q NULL with
 * qlen 0: not given). Checked: p odd, of CAIRN_DH_MIN_BITS to
 * CAIRN_DH_MAX_BITS bits (else CAIRN_ERR_BAD_LENGTH); 2 <= g <= p - 2; with
 * q: q odd, 1 < q < p, q divides p - 1 and g^q = 1 mod p. With an rng, p
 * (and q) must also pass cairn's probable-prime test (trial division and
 * FIPS 186-5 Miller-Rabin rounds; slow: a few exponentiations); without
 * one the caller vouches for primality (trusted parameters). A failed
 * check is CAIRN_ERR_INVALID_KEY. A group whose q is (p - 1) / 2 is
 * recognised as a safe-prime group (cheap peer checks). */
CAIRN_WARN_UNUSED int cairn_dh_group_custom(cairn_dh_group *grp, const uint8_t *p, size_t plen, const uint8_t *g,
                                            size_t glen, const uint8_t *q, size_t qlen, cairn_rng_fn rng,
                                            void *rng_state);

/* The byte length of p (the padded public value and secret), or 0 for a
 * NULL or unset group. */
size_t cairn_dh_group_bytes(const cairn_dh_group *grp);
/* The private exponent length in bits that CAIRN_DH_EXP_DEFAULT draws
 * (twice the strength; the full length for a custom group whose q is
 * shorter), or 0 for a NULL or unset group. */
size_t cairn_dh_group_exponent_bits(const cairn_dh_group *grp);

/* A key pair: x of xbits bits (CAIRN_DH_EXP_DEFAULT, CAIRN_DH_EXP_FULL, or
 * a length from the default to the full one, else CAIRN_ERR_BAD_LENGTH)
 * into x[0..*xlen) (ceil(xbits / 8) bytes; the full length writes the
 * length of q, or of p without q), y into y[0..ycap) padded to
 * cairn_dh_group_bytes. CAIRN_ERR_BUFFER_TOO_SMALL for short buffers,
 * CAIRN_ERR_RNG when rng fails (x and y zeroed on any failure). */
CAIRN_WARN_UNUSED int cairn_dh_keygen(const cairn_dh_group *grp, size_t xbits, uint8_t *x, size_t xcap, size_t *xlen,
                                      uint8_t *y, size_t ycap, cairn_rng_fn rng, void *rng_state);

/* y = g^x mod p into y[0..ycap) (left-padded; ycap >= the group's bytes,
 * else CAIRN_ERR_BUFFER_TOO_SMALL) for x[0..xlen), 1 <= xlen <= the length
 * of p (CAIRN_ERR_BAD_LENGTH otherwise): the time depends on xlen. x must
 * be in [1, q - 1] (or [1, p - 2]): CAIRN_ERR_INVALID_KEY otherwise, y
 * zeroed. */
CAIRN_WARN_UNUSED int cairn_dh_public(const cairn_dh_group *grp, const uint8_t *x, size_t xlen, uint8_t *y,
                                      size_t ycap);

/* Checks a peer's public value (SP 800-56A full validation, see above):
 * CAIRN_OK or CAIRN_ERR_INVALID_KEY (also for a value longer than p). */
CAIRN_WARN_UNUSED int cairn_dh_check_public(const cairn_dh_group *grp, const uint8_t *y, size_t ylen);

/* The shared secret of x and the peer's value into z[0..*zlen): form
 * CAIRN_DH_PADDED (*zlen = the group's bytes) or CAIRN_DH_UNPADDED (its
 * leading zero bytes stripped: the length then depends on the secret, as
 * the protocols using it accept). zcap below the group's bytes is
 * CAIRN_ERR_BUFFER_TOO_SMALL. x as for cairn_dh_public. A peer value that
 * fails cairn_dh_check_public, or a result of 1 or p - 1, is
 * CAIRN_ERR_INVALID_KEY with z zeroed and *zlen = 0. */
CAIRN_WARN_UNUSED int cairn_dh_shared(const cairn_dh_group *grp, const uint8_t *x, size_t xlen, const uint8_t *peer,
                                      size_t peerlen, int form, uint8_t *z, size_t zcap, size_t *zlen);

/* ---------- key formats ----------
 *
 * Two parameter encodings, as OpenSSL writes them for `openssl genpkey
 * -algorithm DH` and `-algorithm DHX`:
 *  - CAIRN_DH_PKCS3: PKCS #3 DHParameter ::= SEQUENCE { prime INTEGER,
 *    base INTEGER, privateValueLength INTEGER OPTIONAL } (PEM "DH
 *    PARAMETERS"); the keys' algorithm dhKeyAgreement (1.2.840.113549.1.3.1);
 *  - CAIRN_DH_X942: X9.42 / RFC 3279 DomainParameters ::= SEQUENCE {
 *    p INTEGER, g INTEGER, q INTEGER, j INTEGER OPTIONAL, validationParms
 *    SEQUENCE { seed BIT STRING, pgenCounter INTEGER } OPTIONAL } (PEM
 *    "X9.42 DH PARAMETERS"); the keys' algorithm dhpublicnumber
 *    (1.2.840.10046.2.1).
 * Keys are SubjectPublicKeyInfo (the subjectPublicKey an INTEGER y) and
 * PKCS#8 (the privateKey an OCTET STRING holding INTEGER x), their
 * AlgorithmIdentifier carrying the parameters; PEM "PUBLIC KEY", "PRIVATE
 * KEY". Reading is strict DER over the whole input (CAIRN_ERR_DECODE for a
 * malformed encoding, CAIRN_ERR_UNSUPPORTED for another algorithm or absent
 * parameters). The group read is checked as cairn_dh_group_custom checks it
 * (rng: also the probable-prime test; NULL: the caller trusts the
 * parameters); PKCS #3 parameters whose p and g are a named group's give
 * that group (q known: full peer validation). privateValueLength, j and
 * validationParms are checked for form and not used. Written parameters
 * are p, g (PKCS #3; q is dropped) or p, g, q (X9.42: CAIRN_ERR_UNSUPPORTED
 * for a group without q), nothing optional. Statuses of the writers, PEM
 * input and output: as for the DSA key formats (cairn/dsa.h). Keys are the
 * byte strings of the functions above: y is checked by
 * cairn_dh_check_public (CAIRN_ERR_INVALID_KEY) and written left-padded to
 * the group's bytes; x must be in the range cairn_dh_public takes
 * (CAIRN_ERR_INVALID_KEY) and is written as its INTEGER's magnitude (its
 * length is the encoding's, as in any DER private key). On failure the
 * outputs are zeroed and their lengths 0. */
typedef enum cairn_dh_format {
    CAIRN_DH_PKCS3 = 0, /* DHParameter, dhKeyAgreement */
    CAIRN_DH_X942 = 1   /* DomainParameters, dhpublicnumber */
} cairn_dh_format;

#define CAIRN_DH_DER_MAX (3 * CAIRN_DH_MAX_BYTES + 128)
#define CAIRN_DH_PEM_MAX (2 * CAIRN_DH_DER_MAX + 64)

CAIRN_WARN_UNUSED int cairn_dh_group_from_der(cairn_dh_group *grp, cairn_dh_format format, const uint8_t *der,
                                              size_t len, cairn_rng_fn rng, void *rng_state);
/* The format from the PEM label. */
CAIRN_WARN_UNUSED int cairn_dh_group_from_pem(cairn_dh_group *grp, const char *pem, size_t len, cairn_rng_fn rng,
                                              void *rng_state);
CAIRN_WARN_UNUSED int cairn_dh_group_to_der(const cairn_dh_group *grp, cairn_dh_format format, uint8_t *out, size_t cap,
                                            size_t *len);
CAIRN_WARN_UNUSED int cairn_dh_group_to_pem(const cairn_dh_group *grp, cairn_dh_format format, char *out, size_t cap,
                                            size_t *len);

/* A key's group into *grp and its value into y[0..ycap) (*ylen = the
 * group's bytes) or x[0..xcap); the format from the algorithm OID. */
CAIRN_WARN_UNUSED int cairn_dh_public_key_from_der(cairn_dh_group *grp, uint8_t *y, size_t ycap, size_t *ylen,
                                                   const uint8_t *der, size_t len, cairn_rng_fn rng, void *rng_state);
CAIRN_WARN_UNUSED int cairn_dh_private_key_from_der(cairn_dh_group *grp, uint8_t *x, size_t xcap, size_t *xlen,
                                                    const uint8_t *der, size_t len, cairn_rng_fn rng, void *rng_state);
CAIRN_WARN_UNUSED int cairn_dh_public_key_from_pem(cairn_dh_group *grp, uint8_t *y, size_t ycap, size_t *ylen,
                                                   const char *pem, size_t len, cairn_rng_fn rng, void *rng_state);
CAIRN_WARN_UNUSED int cairn_dh_private_key_from_pem(cairn_dh_group *grp, uint8_t *x, size_t xcap, size_t *xlen,
                                                    const char *pem, size_t len, cairn_rng_fn rng, void *rng_state);

CAIRN_WARN_UNUSED int cairn_dh_public_key_to_der(const cairn_dh_group *grp, cairn_dh_format format, const uint8_t *y,
                                                 size_t ylen, uint8_t *out, size_t cap, size_t *len);
CAIRN_WARN_UNUSED int cairn_dh_private_key_to_der(const cairn_dh_group *grp, cairn_dh_format format, const uint8_t *x,
                                                  size_t xlen, uint8_t *out, size_t cap, size_t *len);
CAIRN_WARN_UNUSED int cairn_dh_public_key_to_pem(const cairn_dh_group *grp, cairn_dh_format format, const uint8_t *y,
                                                 size_t ylen, char *out, size_t cap, size_t *len);
CAIRN_WARN_UNUSED int cairn_dh_private_key_to_pem(const cairn_dh_group *grp, cairn_dh_format format, const uint8_t *x,
                                                  size_t xlen, char *out, size_t cap, size_t *len);

#ifdef __cplusplus
}
#endif
#endif
