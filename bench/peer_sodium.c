/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * libsodium as a --compare peer (`cairn-bench --compare --peer libsodium`),
 * for the rows it implements: Ed25519 (sign, verify), X25519 (public key,
 * shared secret), ChaCha20Poly1305 (the IETF construction, 12-byte nonce),
 * AES256-GCM (only where libsodium runs it: AES-NI and PCLMUL) and SHA-256 /
 * SHA-512. Each cell runs the same workload as cairn's cell of that row: a
 * 32-byte message signed with a fixed key, the same X25519 secrets, AEAD over
 * the whole buffer without AAD with a detached 16-byte tag and the key
 * schedule outside the timing, decryption of real ciphertext with a valid tag.
 * Before it is timed, each row's output is checked once against cairn's
 * (digest, ciphertext and tag, public key, signature, shared secret): a
 * different result is an error, not a figure.
 * Built when pkg-config finds libsodium (CAIRN_BENCH_SODIUM).
 */
#include "bench.h"

#ifdef CAIRN_BENCH_SODIUM
#include "cairn/common.h"
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char sodium_name[48];
#define PEER "libsodium"

/* Each row's output is checked once against cairn's before it is timed (bench_ref_*). */
enum { C_SHA256, C_SHA512, C_CHACHA, C_GCM, C_ED25519, C_X25519, C_ROWS };
static const char *const check_row[C_ROWS] = {"SHA-256",    "SHA-512", "ChaCha20Poly1305",
                                              "AES256-GCM", "Ed25519", "X25519"};
static int checked[C_ROWS];

/* ---------- hashes ---------- */

static int sha256_run(void *state, const uint8_t *in, uint8_t *out, size_t len)
{
    (void)state;
    return crypto_hash_sha256(out, in, len) == 0 ? 0 : CAIRN_ERR_BAD_ARG;
}

static int sha512_run(void *state, const uint8_t *in, uint8_t *out, size_t len)
{
    (void)state;
    return crypto_hash_sha512(out, in, len) == 0 ? 0 : CAIRN_ERR_BAD_ARG;
}

/* arg: the check_row index; the digest of the buffer, checked once */
static int hash_setup(void *state, const void *arg, uint8_t *in, size_t len)
{
    int c = *(const int *)arg, rc;
    uint8_t theirs[64];
    if (checked[c])
        return 0;
    rc = c == C_SHA256 ? sha256_run(state, in, theirs, len) : sha512_run(state, in, theirs, len);
    if (rc == 0)
        rc = bench_ref_check_bulk(PEER, check_row[c], BENCH_HASH, in, len, theirs, c == C_SHA256 ? 32 : 64, NULL);
    checked[c] = rc == 0;
    return rc;
}

/* ---------- AEAD ---------- */

typedef struct sod_aead_state {
    crypto_aead_aes256gcm_state gcm; /* libsodium requires 16-byte alignment; the harness state is malloc'd */
    uint8_t key[32], nonce[12], tag[16];
} sod_aead_state;

/* arg: 0 ChaCha20-Poly1305, 1 AES256-GCM; metric 1 (decrypt) encrypts the buffer in place first */
typedef struct sod_aead_arg {
    int gcm, decrypt;
} sod_aead_arg;

static const sod_aead_arg aead_args[2][2] = {{{0, 0}, {0, 1}}, {{1, 0}, {1, 1}}};
static const int hash_args[2] = {C_SHA256, C_SHA512};

static int aead_enc(sod_aead_state *s, int gcm, uint8_t *out, const uint8_t *in, size_t len)
{
    unsigned long long tl = 0;
    int rc = gcm ? crypto_aead_aes256gcm_encrypt_detached_afternm(out, s->tag, &tl, in, len, NULL, 0, NULL,
                                                                   s->nonce, &s->gcm)
                 : crypto_aead_chacha20poly1305_ietf_encrypt_detached(out, s->tag, &tl, in, len, NULL, 0, NULL,
                                                                      s->nonce, s->key);
    return rc == 0 && tl == 16 ? 0 : CAIRN_ERR_BAD_ARG;
}

static int aead_setup(void *state, const void *arg, uint8_t *in, size_t len)
{
    sod_aead_state *s = state;
    const sod_aead_arg *a = arg;
    if (a->gcm && !crypto_aead_aes256gcm_is_available())
        return CAIRN_ERR_UNSUPPORTED;
    int c = a->gcm ? C_GCM : C_CHACHA, rc = 0;
    memcpy(s->key, bench_ref_key, sizeof s->key); /* cairn's key and nonce */
    memcpy(s->nonce, bench_ref_iv, sizeof s->nonce);
    if (a->gcm && crypto_aead_aes256gcm_beforenm(&s->gcm, s->key) != 0)
        return CAIRN_ERR_UNSUPPORTED;
    if (!checked[c]) {
        uint8_t *theirs = malloc(len + 1);
        rc = theirs != NULL ? aead_enc(s, a->gcm, theirs, in, len) : CAIRN_ERR_UNSUPPORTED;
        if (rc == 0)
            rc = bench_ref_check_bulk(PEER, check_row[c], BENCH_AEAD, in, len, theirs, len, s->tag);
        checked[c] = rc == 0;
        free(theirs);
    }
    return rc == 0 && a->decrypt ? aead_enc(s, a->gcm, in, in, len) : rc;
}

static int chacha_run(void *state, const uint8_t *in, uint8_t *out, size_t len)
{
    return aead_enc(state, 0, out, in, len);
}

static int gcm_run(void *state, const uint8_t *in, uint8_t *out, size_t len)
{
    return aead_enc(state, 1, out, in, len);
}

static int chacha_dec_run(void *state, const uint8_t *in, uint8_t *out, size_t len)
{
    sod_aead_state *s = state;
    return crypto_aead_chacha20poly1305_ietf_decrypt_detached(out, NULL, in, len, s->tag, NULL, 0, s->nonce,
                                                              s->key) == 0
               ? 0
               : CAIRN_ERR_AUTH;
}

static int gcm_dec_run(void *state, const uint8_t *in, uint8_t *out, size_t len)
{
    sod_aead_state *s = state;
    return crypto_aead_aes256gcm_decrypt_detached_afternm(out, NULL, in, len, s->tag, NULL, 0, s->nonce,
                                                          &s->gcm) == 0
               ? 0
               : CAIRN_ERR_AUTH;
}

static int gcm_available(const void *arg)
{
    (void)arg;
    return crypto_aead_aes256gcm_is_available();
}

/* ---------- Ed25519 and X25519 (the keys bench_pk.c uses) ---------- */

static const uint8_t sod_seed[32] = {0x9d, 0x61, 0xb1, 0x9d, 0xef, 0xfd, 0x5a, 0x60, 0xba, 0x84, 0x4a,
                                     0xf4, 0x92, 0xec, 0x2c, 0xc4, 0x44, 0x49, 0xc5, 0x69, 0x7b, 0x32,
                                     0x69, 0x19, 0x70, 0x3b, 0xac, 0x03, 0x1c, 0xae, 0x7f, 0x60};
static const uint8_t sod_seed2[32] = {0x4c, 0xcd, 0x08, 0x9b, 0x28, 0xff, 0x96, 0xda, 0x9d, 0xb6, 0xc3,
                                      0x46, 0xec, 0x11, 0x4e, 0x0f, 0x5b, 0x8a, 0x31, 0x9f, 0x35, 0xab,
                                      0xa6, 0x24, 0xda, 0x8c, 0xf6, 0xed, 0x4f, 0xb8, 0xa6, 0xfb};

typedef struct sod_pk_state {
    uint8_t sk[64], pk[32], sig[64], msg[32], peer[32], out[32];
} sod_pk_state;

/* cairn's keys and outputs: the same public key, signature, public value and shared secret */
static int pk_check(sod_pk_state *s, int c)
{
    bench_pk_ref *ref = malloc(sizeof *ref);
    int rc = ref != NULL ? bench_pk_ref_get(check_row[c], ref) : CAIRN_ERR_UNSUPPORTED;
    if (rc == 0 && c == C_ED25519)
        rc = ref->pklen == 32 && ref->outlen == 64
                 ? bench_ref_check(PEER, check_row[c], "public key", s->pk, ref->pk, 32) |
                       bench_ref_check(PEER, check_row[c], "signature", s->sig, ref->out, 64)
                 : CAIRN_ERR_BAD_ARG;
    if (rc == 0 && c == C_X25519)
        rc = ref->pklen == 32 && ref->peerlen == 32 && ref->outlen == 32 &&
                     crypto_scalarmult_base(s->out, sod_seed) == 0 &&
                     bench_ref_check(PEER, check_row[c], "public key", s->out, ref->pk, 32) == 0 &&
                     bench_ref_check(PEER, check_row[c], "peer's public key", s->peer, ref->peer, 32) == 0 &&
                     crypto_scalarmult(s->out, sod_seed, s->peer) == 0
                 ? bench_ref_check(PEER, check_row[c], "shared secret", s->out, ref->out, 32)
                 : CAIRN_ERR_BAD_ARG;
    checked[c] = rc == 0;
    free(ref);
    return rc;
}

/* arg: the check_row index */
static int pk_setup(void *state, const void *arg, uint8_t *in, size_t len)
{
    sod_pk_state *s = state;
    unsigned long long sl = 0;
    int c = *(const int *)arg;
    (void)in;
    (void)len;
    memset(s->msg, 0xa5, sizeof s->msg);
    if (crypto_sign_seed_keypair(s->pk, s->sk, sod_seed) != 0 ||
        crypto_sign_detached(s->sig, &sl, s->msg, sizeof s->msg, s->sk) != 0 ||
        crypto_scalarmult_base(s->peer, sod_seed2) != 0)
        return CAIRN_ERR_BAD_ARG;
    return checked[c] ? 0 : pk_check(s, c);
}

static int ed_sign(void *state)
{
    sod_pk_state *s = state;
    unsigned long long sl = 0;
    return crypto_sign_detached(s->sig, &sl, s->msg, sizeof s->msg, s->sk) == 0 ? 0 : CAIRN_ERR_BAD_ARG;
}

static int ed_verify(void *state)
{
    sod_pk_state *s = state;
    return crypto_sign_verify_detached(s->sig, s->msg, sizeof s->msg, s->pk) == 0 ? 0 : CAIRN_ERR_BAD_SIGNATURE;
}

static int x_public(void *state)
{
    sod_pk_state *s = state;
    return crypto_scalarmult_base(s->out, sod_seed) == 0 ? 0 : CAIRN_ERR_BAD_ARG;
}

static int x_shared(void *state)
{
    sod_pk_state *s = state;
    return crypto_scalarmult(s->out, sod_seed, s->peer) == 0 ? 0 : CAIRN_ERR_INVALID_POINT;
}

/* ---------- registration ---------- */

static bench_peer *sodium_slot(bench_registry *reg, const char *row)
{
    return bench_peer_slot(reg, BENCH_PEER_SODIUM, row, sodium_name);
}

static void set_bulk(bench_impl *c, const void *arg, size_t state_size,
                     int (*setup)(void *, const void *, uint8_t *, size_t),
                     int (*bulk)(void *, const uint8_t *, uint8_t *, size_t))
{
    c->arg = arg;
    c->state_size = state_size;
    c->setup = setup;
    c->bulk = bulk;
}

static const int pk_args[2] = {C_ED25519, C_X25519};

static void set_op(bench_impl *c, const int *arg, int (*op)(void *))
{
    c->arg = arg;
    c->state_size = sizeof(sod_pk_state);
    c->setup = pk_setup;
    c->op = op;
}

/* see bench.h */
void bench_register_sodium_peers(bench_registry *reg)
{
    bench_peer *p;
    if (sodium_init() < 0)
        return;
    (void)snprintf(sodium_name, sizeof sodium_name, "libsodium %s", sodium_version_string());
    if ((p = sodium_slot(reg, "SHA-256")) != NULL)
        set_bulk(&p->cell[0], &hash_args[0], 1, hash_setup, sha256_run);
    if ((p = sodium_slot(reg, "SHA-512")) != NULL)
        set_bulk(&p->cell[0], &hash_args[1], 1, hash_setup, sha512_run);
    if ((p = sodium_slot(reg, "ChaCha20Poly1305")) != NULL) {
        set_bulk(&p->cell[0], &aead_args[0][0], sizeof(sod_aead_state), aead_setup, chacha_run);
        set_bulk(&p->cell[1], &aead_args[0][1], sizeof(sod_aead_state), aead_setup, chacha_dec_run);
    }
    if ((p = sodium_slot(reg, "AES256-GCM")) != NULL) {
        set_bulk(&p->cell[0], &aead_args[1][0], sizeof(sod_aead_state), aead_setup, gcm_run);
        set_bulk(&p->cell[1], &aead_args[1][1], sizeof(sod_aead_state), aead_setup, gcm_dec_run);
        p->cell[0].available = gcm_available;
        p->cell[1].available = gcm_available;
    }
    if ((p = sodium_slot(reg, "Ed25519")) != NULL) {
        set_op(&p->cell[0], &pk_args[0], ed_sign);
        set_op(&p->cell[1], &pk_args[0], ed_verify);
    }
    if ((p = sodium_slot(reg, "X25519")) != NULL) {
        set_op(&p->cell[0], &pk_args[1], x_public);
        set_op(&p->cell[1], &pk_args[1], x_shared);
    }
}

#else
typedef int cairn_bench_no_sodium; /* ISO C forbids an empty translation unit */
#endif
