/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Randomness. Every function that needs random bytes takes a cairn_rng_fn
 * and its state. The library ships HMAC-DRBG (NIST SP 800-90A Rev. 1) and,
 * on hosts, an OS entropy source; an MCU port plugs its TRNG in as a cairn_rng_fn.
 */
#ifndef CAIRN_RNG_H
#define CAIRN_RNG_H

#include "cairn/common.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Fill out[0..len) with random bytes; CAIRN_OK or a negative status (CAIRN_ERR_RNG). */
typedef int (*cairn_rng_fn)(void *state, uint8_t *out, size_t len);

/* Operating-system entropy (getrandom(2), falling back to /dev/urandom).
 * state is unused (pass NULL). CAIRN_ERR_BAD_ARG for a NULL out (even with
 * len 0), CAIRN_ERR_RNG when the system's source fails (out is then not to be
 * used), CAIRN_ERR_UNSUPPORTED on bare-metal builds and on Windows, which has
 * no source wired in yet (plug BCryptGenRandom in as a cairn_rng_fn). */
CAIRN_WARN_UNUSED int cairn_os_entropy(void *state, uint8_t *out, size_t len);

/* A hash descriptor (cairn/hash.h): the DRBG's HMAC runs over any fixed-output one. */
struct cairn_hash;

#define CAIRN_DRBG_MAX_REQUEST 65536u              /* bytes per generate: 2^19 bits */
#define CAIRN_DRBG_MAX_INPUT 65536u                /* entropy/nonce/personalisation/additional input */
#define CAIRN_DRBG_RESEED_INTERVAL (1ull << 48)    /* SP 800-90A Table 2 maximum */
#define CAIRN_DRBG_MAX_DIGEST_LEN 64               /* = CAIRN_HASH_MAX_DIGEST_LEN of cairn/hash.h */

typedef struct cairn_hmac_drbg {
    const struct cairn_hash *hash; /* must stay valid while the DRBG is used (cairn_hash_bind) */
    uint8_t K[CAIRN_DRBG_MAX_DIGEST_LEN];
    uint8_t V[CAIRN_DRBG_MAX_DIGEST_LEN];
    uint64_t reseed_counter;
    uint64_t reseed_interval;
    cairn_rng_fn entropy; /* optional: lets cairn_hmac_drbg_rng reseed by itself */
    void *entropy_state;
    uint32_t instantiated;
} cairn_hmac_drbg;

/* Security strength in bytes of a hash for the DRBG (SP 800-57): 16 for a
 * 20-byte digest (SHA-1), 24 for a 28-byte one (SHA-224, SHA-512/224,
 * SHA3-224), 32 otherwise; 0 for NULL or an XOF. entropy must hold at least
 * that many bytes. */
size_t cairn_hmac_drbg_strength(const struct cairn_hash *hash);

/* Instantiate. entropylen below the security strength is CAIRN_ERR_BAD_LENGTH;
 * nonce and personalisation may be empty. Any input above CAIRN_DRBG_MAX_INPUT is CAIRN_ERR_BAD_LENGTH.
 * A hash HMAC cannot use (an XOF, Ascon-Hash256: cairn/mac.h) is CAIRN_ERR_UNSUPPORTED;
 * NULL drbg, hash or entropy, or a NULL nonce or pers with a length, CAIRN_ERR_BAD_ARG. */
CAIRN_WARN_UNUSED int cairn_hmac_drbg_instantiate(cairn_hmac_drbg *drbg, const struct cairn_hash *hash,
                                                  const uint8_t *entropy, size_t entropylen, const uint8_t *nonce,
                                                  size_t noncelen, const uint8_t *pers, size_t perslen);
CAIRN_WARN_UNUSED int cairn_hmac_drbg_reseed(cairn_hmac_drbg *drbg, const uint8_t *entropy, size_t entropylen,
                                             const uint8_t *addl, size_t addllen);
/* Up to CAIRN_DRBG_MAX_REQUEST bytes (else CAIRN_ERR_BAD_LENGTH). Returns
 * CAIRN_ERR_RESEED_REQUIRED, writing nothing, once reseed_interval generate
 * calls have been made since the last (re)seed. */
CAIRN_WARN_UNUSED int cairn_hmac_drbg_generate(cairn_hmac_drbg *drbg, uint8_t *out, size_t outlen,
                                               const uint8_t *addl, size_t addllen);
/* 1 <= interval <= CAIRN_DRBG_RESEED_INTERVAL, else CAIRN_ERR_BAD_ARG. */
CAIRN_WARN_UNUSED int cairn_hmac_drbg_set_reseed_interval(cairn_hmac_drbg *drbg, uint64_t interval);
/* Attach an entropy source used by cairn_hmac_drbg_rng to reseed when required. */
CAIRN_WARN_UNUSED int cairn_hmac_drbg_set_entropy(cairn_hmac_drbg *drbg, cairn_rng_fn entropy, void *entropy_state);
/* cairn_rng_fn adapter (state = cairn_hmac_drbg *): any length, split into
 * maximal requests; reseeds from the attached source when the counter runs out. */
CAIRN_WARN_UNUSED int cairn_hmac_drbg_rng(void *state, uint8_t *out, size_t len);
void cairn_hmac_drbg_wipe(cairn_hmac_drbg *drbg);

#ifdef __cplusplus
}
#endif
#endif
