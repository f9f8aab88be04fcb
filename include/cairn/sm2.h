/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * SM2 (GB/T 32918, GM/T 0003) on the recommended curve sm2p256v1
 * (CAIRN_EC_SM2 of cairn/ec.h): signatures (part 2), key exchange (part 3)
 * and public-key encryption (part 4), all with SM3. Keys are the
 * cairn_ec_private_key / cairn_ec_public_key objects of cairn/ec.h on
 * CAIRN_EC_SM2: generation, import, SEC 1 points, DER and PEM (OpenSSL 3
 * writes SM2 keys as id-ecPublicKey with the SM2 curve OID
 * 1.2.156.10197.1.301, as cairn/ec.h reads and writes them), and ECDH on the
 * curve (cairn_ecdh) all come from there. A key of another curve is
 * CAIRN_ERR_INVALID_KEY here.
 *
 * User IDs. Signatures and key exchange bind each party's ID and public key
 * through Z = SM3(ENTL || ID || a || b || xG || yG || xP || yP), ENTL the
 * ID's length in bits as two bytes. id NULL means the default ID
 * "1234567812345678" of GM/T 0009; an empty ID is a non-NULL id with
 * idlen 0 (OpenSSL 3.0 signs and verifies with the empty ID when none is
 * set: pass an empty ID to interoperate with that). IDs longer than
 * CAIRN_SM2_MAX_ID_LEN bytes (ENTL would overflow) are CAIRN_ERR_BAD_LENGTH.
 *
 * Signatures: e = SM3(Z || M), r = (e + x1) mod n with (x1, y1) = k G,
 * s = (1 + d)^-1 (k - r d) mod n. As DER (SEQUENCE { INTEGER r, INTEGER s },
 * OpenSSL's form) or r || s (32 bytes each), the cairn_ecdsa_format values.
 * The nonce k is RFC 6979's (section 3.2, HMAC-SM3 over d and e mod n) when
 * rng is NULL, hedged with 32 bytes from rng as section 3.6's additional
 * data otherwise. A private scalar d = n - 1 (for which 1 + d has no
 * inverse) cannot sign: CAIRN_ERR_INVALID_KEY. Verification handles public
 * data only and returns CAIRN_OK or CAIRN_ERR_BAD_SIGNATURE (any malformed
 * signature included).
 *
 * Encryption: C1 = k G (an uncompressed point), (x2, y2) = k P,
 * t = KDF(x2 || y2, mlen) with the counter-mode SM3 KDF of the standard,
 * C2 = M xor t, C3 = SM3(x2 || M || y2). Three layouts: C1 || C3 || C2
 * (GB/T 32918.4-2016, the default), C1 || C2 || C3 (the 2010 draft), and the
 * DER SEQUENCE { INTEGER x1, INTEGER y1, OCTET STRING C3, OCTET STRING C2 }
 * of GM/T 0009 that OpenSSL 3 reads and writes. k comes from rng (required).
 * An empty message is CAIRN_ERR_BAD_LENGTH (its key stream would be empty).
 * The output buffer must not overlap the input in either direction.
 * Decryption runs in time that depends only on the ciphertext's length and
 * layout, and every fault of the ciphertext (malformed layout or point, C3
 * mismatch, an all-zero key stream) is the one status CAIRN_ERR_AUTH, with
 * the output buffer zeroed: no plaintext is left on failure.
 *
 * Key exchange: both parties hold static SM2 keys and know each other's
 * public key and ID. Each calls cairn_sm2_kex_start (a fresh ephemeral r
 * from rng; out: R = r G as an uncompressed point, sent to the peer), then
 * cairn_sm2_kex_finish with the peer's R: it derives klen key bytes
 * (KDF(xU || yU || ZA || ZB, klen), A the initiator) and, when confirm is
 * not NULL, the 32-byte confirmation value this party sends (the responder
 * B's S_B, tag 0x02; the initiator A's S_A, tag 0x03). cairn_sm2_kex_confirm
 * checks the peer's value (CAIRN_ERR_AUTH on mismatch, constant time); the
 * initiator checks S_B before sending S_A. A peer R that is not a valid
 * point, or a shared point at infinity, is CAIRN_ERR_INVALID_POINT with the
 * key zeroed. A successful finish wipes the state's secret t (d + x~ r mod
 * n); what it keeps, the expected confirmation, the Z values and both parties'
 * points, is for cairn_sm2_kex_confirm. cairn_sm2_kex_wipe clears the rest.
 */
#ifndef CAIRN_SM2_H
#define CAIRN_SM2_H

#include "cairn/ec.h"

#ifdef __cplusplus
extern "C" {
#endif

#define CAIRN_SM2_DEFAULT_ID "1234567812345678"
#define CAIRN_SM2_DEFAULT_ID_LEN 16
#define CAIRN_SM2_MAX_ID_LEN 8191
#define CAIRN_SM2_Z_LEN 32
#define CAIRN_SM2_DIGEST_LEN 32
#define CAIRN_SM2_SIG_P1363_LEN 64
#define CAIRN_SM2_SIG_DER_MAX 72
#define CAIRN_SM2_POINT_LEN 65   /* an uncompressed point: C1, R */
#define CAIRN_SM2_CONFIRM_LEN 32 /* S_A, S_B */
/* Ciphertext length beyond the message's: exact for the raw layouts, an
 * upper bound for DER (messages below 2^32 bytes). */
#define CAIRN_SM2_CIPHER_OVERHEAD (CAIRN_SM2_POINT_LEN + 32)
#define CAIRN_SM2_CIPHER_DER_OVERHEAD 116

/* Z of a public key and ID (32 bytes). */
CAIRN_WARN_UNUSED int cairn_sm2_z(const cairn_ec_public_key *pub, const uint8_t *id, size_t idlen,
                                  uint8_t z[CAIRN_SM2_Z_LEN]);

/* ------------------------------------------------------------ signatures */

CAIRN_WARN_UNUSED int cairn_sm2_sign(const cairn_ec_private_key *key, const uint8_t *id, size_t idlen,
                                     cairn_ecdsa_format format, const uint8_t *msg, size_t msglen, uint8_t *sig,
                                     size_t cap, size_t *siglen, cairn_rng_fn rng, void *rng_state);
CAIRN_WARN_UNUSED int cairn_sm2_verify(const cairn_ec_public_key *pub, const uint8_t *id, size_t idlen,
                                       cairn_ecdsa_format format, const uint8_t *msg, size_t msglen, const uint8_t *sig,
                                       size_t siglen);
/* The same on e = SM3(Z || M) given directly (CAIRN_SM2_DIGEST_LEN bytes,
 * another length is CAIRN_ERR_BAD_LENGTH). */
CAIRN_WARN_UNUSED int cairn_sm2_sign_digest(const cairn_ec_private_key *key, cairn_ecdsa_format format,
                                            const uint8_t *e, size_t elen, uint8_t *sig, size_t cap, size_t *siglen,
                                            cairn_rng_fn rng, void *rng_state);
CAIRN_WARN_UNUSED int cairn_sm2_verify_digest(const cairn_ec_public_key *pub, cairn_ecdsa_format format,
                                              const uint8_t *e, size_t elen, const uint8_t *sig, size_t siglen);

/* ------------------------------------------------------------ encryption */

typedef enum cairn_sm2_cipher_format {
    CAIRN_SM2_C1C3C2 = 0, /* GB/T 32918.4-2016 */
    CAIRN_SM2_C1C2C3 = 1, /* the older order */
    CAIRN_SM2_DER = 2     /* GM/T 0009 ASN.1, OpenSSL's */
} cairn_sm2_cipher_format;

CAIRN_WARN_UNUSED int cairn_sm2_encrypt(const cairn_ec_public_key *pub, cairn_sm2_cipher_format format,
                                        const uint8_t *msg, size_t msglen, uint8_t *out, size_t cap, size_t *outlen,
                                        cairn_rng_fn rng, void *rng_state);
/* The plaintext is as long as C2; cap below that is CAIRN_ERR_BUFFER_TOO_SMALL. */
CAIRN_WARN_UNUSED int cairn_sm2_decrypt(const cairn_ec_private_key *key, cairn_sm2_cipher_format format,
                                        const uint8_t *in, size_t inlen, uint8_t *out, size_t cap, size_t *outlen);

/* ---------------------------------------------------------- key exchange */

#define CAIRN_SM2_KEX_WORDS 48
typedef struct cairn_sm2_kex {
    uint64_t opaque[CAIRN_SM2_KEX_WORDS];
} cairn_sm2_kex;

/* initiator: 1 for A (who sends R_A first), 0 for B. */
CAIRN_WARN_UNUSED int cairn_sm2_kex_start(cairn_sm2_kex *st, int initiator, const cairn_ec_private_key *key,
                                          const uint8_t *id, size_t idlen, const cairn_ec_public_key *peer,
                                          const uint8_t *peer_id, size_t peer_idlen, cairn_rng_fn rng, void *rng_state,
                                          uint8_t *r_out, size_t cap, size_t *rlen);
/* klen: 1 to CAIRN_SM2_KEX_MAX_KEY bytes (else CAIRN_ERR_BAD_LENGTH). confirm:
 * NULL, or CAIRN_SM2_CONFIRM_LEN bytes for this party's confirmation value.
 * CAIRN_ERR_STATE before start or after a successful finish. */
#define CAIRN_SM2_KEX_MAX_KEY 1024
CAIRN_WARN_UNUSED int cairn_sm2_kex_finish(cairn_sm2_kex *st, const uint8_t *peer_r, size_t peer_rlen, uint8_t *key,
                                           size_t klen, uint8_t *confirm);
/* The peer's confirmation value (len must be CAIRN_SM2_CONFIRM_LEN: any
 * other length is CAIRN_ERR_AUTH, like a wrong value); CAIRN_ERR_STATE
 * before a successful finish. */
CAIRN_WARN_UNUSED int cairn_sm2_kex_confirm(const cairn_sm2_kex *st, const uint8_t *peer_confirm, size_t len);
void cairn_sm2_kex_wipe(cairn_sm2_kex *st);

#ifdef __cplusplus
}
#endif

#endif /* CAIRN_SM2_H */
