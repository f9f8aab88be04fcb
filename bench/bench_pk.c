/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Every public-key row, from the scheme descriptors of cairn/pk.h: one row
 * per signature scheme (metric 0: one signature, 1: one verification) and
 * per key-agreement scheme (metric 0: public key from a secret key, 1: one
 * shared secret), ms per operation: src/core/algorithms.def's CAIRN_ALG_SIG
 * and CAIRN_ALG_KEX lines, which give each scheme its table, its row name
 * and its position.
 *
 * Cells: Software = the portable object of the scheme's implementation list
 * (cairn_impl_portable), or its one built-in implementation; Hardware = the
 * best usable object when that object needs CPU features and the metric's
 * operation is one the objects select (CAIRN_PK_IMPL_*; "-" when the CPU or
 * CAIRN_CPU lacks them): on x86-64 the X25519 shared secret with BMI2 and
 * ADX, the bignum schemes' and the EC fields' MULX, IFMA and AVX2 objects
 * (P-521's with AVX-512 IFMA among them). On 32-bit builds X25519's portable ladder is the packed
 * radix-2^32 one, UMAAL assembly on Thumb-2 cores with the DSP extension:
 * chosen at compile time, so it stays the software cell.
 *
 * Workload: keys come from the scheme's keygen fed with fixed bytes
 * (pk_seeds: the same keys as RFC 8032 / RFC 7748 test secrets), the signed
 * message is 32 bytes of 0xa5 (a digest-sized message, as the reference
 * benchmark signs), Ed448 uses the empty context; a key-agreement row's peer
 * key is the public key of a second fixed secret. The keys are loaded once
 * (cairn_pk_key) in the set-up and the cells time the loaded-key operations:
 * a signature or derivation, not the parsing of the key (the peer's keys are
 * EVP_PKEY objects made once too). With OpenSSL, the same
 * workloads through EVP_PKEY are the peer cells for --compare; libsodium's
 * cells attach by row name (peer_sodium.c).
 */
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "cairn/pk.h"
#include "pk_keys.h"

/* The public-key rows: the table's signature and key-agreement schemes,
 * with their bench table and OpenSSL key type, in the table's order. */
static const struct pk_row {
    const cairn_sig_scheme *sig;
    const cairn_kex_scheme *kex;
    bench_table table;
    const char *row, *ossl;
} pk_rows[] = {
#define CAIRN_ALG_SIG(sym, name, table, row, ossl, size) {&cairn_sig_##sym, NULL, BENCH_##table, row, ossl},
#define CAIRN_ALG_KEX(sym, name, table, row, ossl, size) {NULL, &cairn_kex_##sym, BENCH_##table, row, ossl},
#include "core/algorithms.def"
    {NULL, NULL, BENCH_TABLE_COUNT, NULL, NULL}};
#define PK_ROWS (sizeof pk_rows / sizeof pk_rows[0])

/* Fixed key material, public: RFC 8032 7.1 TEST 1 and RFC 7748 6.1 secrets
 * for Curve25519, RFC 8032 7.4 "1 octet" and RFC 7748 6.2 for Curve448; the
 * EC rows' scalars are the pattern OpenSSL's peer builds its keys from
 * (bench/peer_openssl.c: 0x9d + 7 i, and 0x4c + 13 i for the peer, the top
 * byte of a P-521 scalar cut to its one bit). A scheme without an entry
 * draws a fixed pattern. */
static const uint8_t seed_25519[32] = {0x9d, 0x61, 0xb1, 0x9d, 0xef, 0xfd, 0x5a, 0x60, 0xba, 0x84, 0x4a,
                                       0xf4, 0x92, 0xec, 0x2c, 0xc4, 0x44, 0x49, 0xc5, 0x69, 0x7b, 0x32,
                                       0x69, 0x19, 0x70, 0x3b, 0xac, 0x03, 0x1c, 0xae, 0x7f, 0x60};
static const uint8_t seed2_25519[32] = {0x4c, 0xcd, 0x08, 0x9b, 0x28, 0xff, 0x96, 0xda, 0x9d, 0xb6, 0xc3,
                                        0x46, 0xec, 0x11, 0x4e, 0x0f, 0x5b, 0x8a, 0x31, 0x9f, 0x35, 0xab,
                                        0xa6, 0x24, 0xda, 0x8c, 0xf6, 0xed, 0x4f, 0xb8, 0xa6, 0xfb};
static const uint8_t seed_ed448[57] = {0xc4, 0xea, 0xb0, 0x5d, 0x35, 0x70, 0x07, 0xc6, 0x32, 0xf3, 0xdb, 0xb4,
                                       0x84, 0x89, 0x92, 0x4d, 0x55, 0x2b, 0x08, 0xfe, 0x0c, 0x35, 0x3a, 0x0d,
                                       0x4a, 0x1f, 0x00, 0xac, 0xda, 0x2c, 0x46, 0x3a, 0xfb, 0xea, 0x67, 0xc5,
                                       0xe8, 0xd2, 0x87, 0x7c, 0x5e, 0x3b, 0xc3, 0x97, 0xa6, 0x59, 0x94, 0x9e,
                                       0xf8, 0x02, 0x1e, 0x95, 0x4e, 0x0a, 0x12, 0x27, 0x4e};
static const uint8_t seed_x448[56] = {0x9a, 0x8f, 0x49, 0x25, 0xd1, 0x51, 0x9f, 0x57, 0x75, 0xcf, 0x46, 0xb0,
                                      0x4b, 0x58, 0x00, 0xd4, 0xee, 0x9e, 0xe8, 0xba, 0xe8, 0xbc, 0x55, 0x65,
                                      0xd4, 0x98, 0xc2, 0x8d, 0xd9, 0xc9, 0xba, 0xf5, 0x74, 0xa9, 0x41, 0x97,
                                      0x44, 0x89, 0x73, 0x91, 0x00, 0x63, 0x82, 0xa6, 0xf1, 0x27, 0xab, 0x1d,
                                      0x9a, 0xc2, 0xd8, 0xc0, 0xa5, 0x98, 0x72, 0x6b};
static const uint8_t seed2_x448[56] = {0x1c, 0x30, 0x6a, 0x7a, 0xc2, 0xa0, 0xe2, 0xe0, 0x99, 0x0b, 0x29, 0x44,
                                       0x70, 0xcb, 0xa3, 0x39, 0xe6, 0x45, 0x37, 0x72, 0xb0, 0x75, 0x81, 0x1d,
                                       0x8f, 0xad, 0x0d, 0x1d, 0x69, 0x27, 0xc1, 0x20, 0xbb, 0x5e, 0xe8, 0x97,
                                       0x2b, 0x0d, 0x3e, 0x21, 0x37, 0x4c, 0x9c, 0x92, 0x1b, 0x09, 0xd1, 0xb0,
                                       0x36, 0x6f, 0x10, 0xb6, 0x51, 0x73, 0x99, 0x2d};

#define EC_SEED(i) (uint8_t)(0x9d + 7 * (i))
#define EC_SEED2(i) (uint8_t)(0x4c + 13 * (i))
#define EC_SEED8(f, i) f(i), f(i + 1), f(i + 2), f(i + 3), f(i + 4), f(i + 5), f(i + 6), f(i + 7)
#define EC_SEED32(f, i) EC_SEED8(f, i), EC_SEED8(f, i + 8), EC_SEED8(f, i + 16), EC_SEED8(f, i + 24)
static const uint8_t seed_ec[66] = {EC_SEED32(EC_SEED, 0), EC_SEED32(EC_SEED, 32), EC_SEED(64), EC_SEED(65)};
static const uint8_t seed2_ec[66] = {EC_SEED32(EC_SEED2, 0), EC_SEED32(EC_SEED2, 32), EC_SEED2(64), EC_SEED2(65)};
static const uint8_t seed_ec521[66] = {0x01, EC_SEED(1), EC_SEED(2), EC_SEED(3), EC_SEED(4), EC_SEED(5),
                                       EC_SEED(6), EC_SEED(7), EC_SEED32(EC_SEED, 8), EC_SEED8(EC_SEED, 40),
                                       EC_SEED8(EC_SEED, 48), EC_SEED8(EC_SEED, 56), EC_SEED(64), EC_SEED(65)};
static const uint8_t seed2_ec521[66] = {0x00, EC_SEED2(1), EC_SEED2(2), EC_SEED2(3), EC_SEED2(4), EC_SEED2(5),
                                        EC_SEED2(6), EC_SEED2(7), EC_SEED32(EC_SEED2, 8), EC_SEED8(EC_SEED2, 40),
                                        EC_SEED8(EC_SEED2, 48), EC_SEED8(EC_SEED2, 56), EC_SEED2(64), EC_SEED2(65)};
/* brainpoolP384r1's order starts 0x8c: the common seed's 0x9d would be
 * rejected, so its top bit is cleared (as the OpenSSL peer does) */
static const uint8_t seed_ecbp384[48] = {(uint8_t)(EC_SEED(0) & 0x7f), EC_SEED(1), EC_SEED(2), EC_SEED(3),
                                         EC_SEED(4), EC_SEED(5), EC_SEED(6), EC_SEED(7),
                                         EC_SEED32(EC_SEED, 8), EC_SEED8(EC_SEED, 40)};

static const struct pk_seed {
    const char *name;
    const uint8_t *key, *peer; /* what keygen draws for the key and for the peer's key */
    size_t len;
    const uint8_t *der; /* or a fixed secret key in the scheme's encoding (no keygen) */
    size_t derlen;
} pk_seeds[] = {
    {"Ed25519", seed_25519, NULL, sizeof seed_25519, NULL, 0},
    {"X25519", seed_25519, seed2_25519, sizeof seed_25519, NULL, 0},
    {"Ed448", seed_ed448, NULL, sizeof seed_ed448, NULL, 0},
    {"X448", seed_x448, seed2_x448, sizeof seed_x448, NULL, 0},
    {"ECDSA-P256", seed_ec, NULL, 32, NULL, 0},
    {"ECDH-P256", seed_ec, seed2_ec, 32, NULL, 0},
    {"ECDSA-P384", seed_ec, NULL, 48, NULL, 0},
    {"ECDH-P384", seed_ec, seed2_ec, 48, NULL, 0},
    {"ECDSA-P521", seed_ec521, NULL, 66, NULL, 0},
    {"ECDH-P521", seed_ec521, seed2_ec521, 66, NULL, 0},
    {"ECDSA-brainpoolP256r1", seed_ec, NULL, 32, NULL, 0},
    {"ECDH-brainpoolP256r1", seed_ec, seed2_ec, 32, NULL, 0},
    {"ECDSA-brainpoolP384r1", seed_ecbp384, NULL, 48, NULL, 0},
    {"ECDH-brainpoolP384r1", seed_ecbp384, seed2_ec, 48, NULL, 0},
    {"ECDSA-brainpoolP512r1", seed_ec, NULL, 64, NULL, 0},
    {"ECDH-brainpoolP512r1", seed_ec, seed2_ec, 64, NULL, 0},
    {"SM2", seed_ec, NULL, 32, NULL, 0},
    {"ECDH-SM2", seed_ec, seed2_ec, 32, NULL, 0},
#if CAIRN_ENABLE_RSA
    /* RSA keys: fixed DER keys (bench/pk_keys.h), not generated per run */
    {"RSA-1024", NULL, NULL, 0, bench_rsa1024_der, sizeof bench_rsa1024_der},
    {"RSA-2048", NULL, NULL, 0, bench_rsa2048_der, sizeof bench_rsa2048_der},
    {"RSA-3072", NULL, NULL, 0, bench_rsa3072_der, sizeof bench_rsa3072_der},
    {"RSA-4096", NULL, NULL, 0, bench_rsa4096_der, sizeof bench_rsa4096_der},
#endif
};

/* The fixed secret key of a scheme, or NULL. */
static const struct pk_seed *fixed_key(const char *name)
{
    size_t i;
    for (i = 0; i < sizeof pk_seeds / sizeof pk_seeds[0]; i++)
        if (strcmp(pk_seeds[i].name, name) == 0 && pk_seeds[i].der != NULL)
            return &pk_seeds[i];
    return NULL;
}

/* An RNG that hands out fixed bytes, then a fixed pattern. */
typedef struct fixed_rng {
    const uint8_t *p;
    size_t n;
    uint32_t x;
} fixed_rng;

static int fixed_rng_fn(void *state, uint8_t *out, size_t len)
{
    fixed_rng *r = state;
    size_t i;
    for (i = 0; i < len; i++) {
        if (r->n > 0) {
            out[i] = *r->p++;
            r->n--;
        } else {
            r->x = r->x * 1103515245u + 12345u;
            out[i] = (uint8_t)(r->x >> 16);
        }
    }
    return 0;
}

static void fixed_rng_init(fixed_rng *r, const char *name, int peer)
{
    size_t i;
    r->p = NULL;
    r->n = 0;
    r->x = peer ? 0x5eed2u : 0x5eed1u;
    for (i = 0; i < sizeof pk_seeds / sizeof pk_seeds[0]; i++) {
        if (strcmp(pk_seeds[i].name, name) == 0) {
            r->p = peer ? pk_seeds[i].peer : pk_seeds[i].key;
            r->n = r->p != NULL ? pk_seeds[i].len : 0;
        }
    }
}

#ifdef CAIRN_BENCH_OPENSSL
/* The fixed bytes keygen draws for a scheme's key (peer 0) or the other side's (1), or NULL. */
static const uint8_t *seed_of(const char *name, int peer)
{
    size_t i;
    for (i = 0; i < sizeof pk_seeds / sizeof pk_seeds[0]; i++)
        if (strcmp(pk_seeds[i].name, name) == 0)
            return peer ? pk_seeds[i].peer : pk_seeds[i].key;
    return NULL;
}
#endif

/* Which cell a bench_impl runs: the scheme and the implementation object
 * (NULL: the scheme's only implementation). */
typedef struct pk_cell {
    const cairn_sig_scheme *sig;
    const cairn_kex_scheme *kex;
    int hw;
} pk_cell;

/* [row][sw, hw]: the cells' bench_impl args, and each row's OpenSSL
 * workload, which must outlive the registry's copies of the rows (the
 * program's own state, not the library's) */
static pk_cell cells[PK_ROWS][2];
#ifdef CAIRN_BENCH_OPENSSL
static bench_rawkey rawkeys[PK_ROWS];
#endif

static const cairn_impl *const *cell_impls(const pk_cell *c)
{
    return c->sig != NULL ? c->sig->impls : c->kex->impls;
}

/* The object a cell runs, and whether the cell exists: software is the
 * portable object (NULL when the scheme has no list), hardware the best
 * usable one when it needs CPU features. */
static int cell_impl(const pk_cell *c, const cairn_impl **impl)
{
    const cairn_impl *const *list = cell_impls(c);
    const cairn_impl *best;
    *impl = NULL;
    if (!c->hw) {
        *impl = cairn_impl_portable(list);
        return list == NULL || *impl != NULL;
    }
    best = cairn_impl_best(list);
    if (best == NULL || best->needs == 0)
        return 0;
    *impl = best;
    return 1;
}

static int cell_available(const void *arg)
{
    const cairn_impl *impl;
    return cell_impl(arg, &impl);
}

typedef struct pk_state {
    const pk_cell *cell;
    const cairn_impl *impl;
    uint8_t sk[CAIRN_SIG_MAX_SECRET_LEN > CAIRN_KEX_MAX_SECRET_LEN ? CAIRN_SIG_MAX_SECRET_LEN
                                                                   : CAIRN_KEX_MAX_SECRET_LEN];
    uint8_t pk[CAIRN_SIG_MAX_PUBLIC_LEN > CAIRN_KEX_MAX_PUBLIC_LEN ? CAIRN_SIG_MAX_PUBLIC_LEN
                                                                   : CAIRN_KEX_MAX_PUBLIC_LEN];
    uint8_t out[CAIRN_SIG_MAX_SIG_LEN > CAIRN_KEX_MAX_SHARED_LEN ? CAIRN_SIG_MAX_SIG_LEN
                                                                 : CAIRN_KEX_MAX_SHARED_LEN];
    uint8_t peer[CAIRN_KEX_MAX_PUBLIC_LEN], msg[32];
    size_t sklen, pklen, outlen, peerlen;
    cairn_pk_key skey, pkey; /* the keys loaded once: the rows time the operations, not the parsing */
} pk_state;

static int pk_setup(void *state, const void *arg, uint8_t *in, size_t len)
{
    pk_state *s = state;
    const pk_cell *c = arg;
    fixed_rng r;
    uint8_t tmp[CAIRN_KEX_MAX_SECRET_LEN];
    size_t tmplen;
    int rc;
    (void)in;
    (void)len;
    s->cell = c;
    if (!cell_impl(c, &s->impl))
        return CAIRN_ERR_UNSUPPORTED;
    memset(s->msg, 0xa5, sizeof s->msg);
    if (c->sig != NULL) {
        const struct pk_seed *fk = fixed_key(c->sig->name);
        if (fk != NULL) {
            if (fk->derlen > sizeof s->sk)
                return CAIRN_ERR_UNSUPPORTED;
            memcpy(s->sk, fk->der, fk->derlen);
            s->sklen = fk->derlen;
            rc = cairn_sig_public(c->sig, s->pk, sizeof s->pk, &s->pklen, s->sk, s->sklen, NULL);
        } else {
            fixed_rng_init(&r, c->sig->name, 0);
            rc = cairn_sig_keygen(c->sig, s->sk, sizeof s->sk, &s->sklen, s->pk, sizeof s->pk, &s->pklen, fixed_rng_fn,
                                  &r, NULL);
        }
        if (rc == CAIRN_OK)
            rc = cairn_sig_load_secret(&s->skey, c->sig, s->sk, s->sklen);
        if (rc == CAIRN_OK)
            rc = cairn_sig_load_public(&s->pkey, c->sig, s->pk, s->pklen);
        if (rc == CAIRN_OK) /* a signature for the verification cell */
            rc = cairn_sig_sign(c->sig, s->out, sizeof s->out, &s->outlen, s->msg, sizeof s->msg, s->sk, s->sklen, NULL,
                                NULL, NULL);
        return rc;
    }
    fixed_rng_init(&r, c->kex->name, 0);
    rc = cairn_kex_keygen(c->kex, s->sk, sizeof s->sk, &s->sklen, s->pk, sizeof s->pk, &s->pklen, fixed_rng_fn, &r,
                          NULL);
    fixed_rng_init(&r, c->kex->name, 1);
    if (rc == CAIRN_OK)
        rc = cairn_kex_keygen(c->kex, tmp, sizeof tmp, &tmplen, s->peer, sizeof s->peer, &s->peerlen, fixed_rng_fn,
                              &r, NULL);
    memset(tmp, 0, sizeof tmp);
    if (rc == CAIRN_OK)
        rc = cairn_kex_load_secret(&s->skey, c->kex, s->sk, s->sklen);
    return rc;
}

static int sig_sign_op(void *state)
{
    pk_state *s = state;
    return cairn_sig_sign_key(&s->skey, s->out, sizeof s->out, &s->outlen, s->msg, sizeof s->msg, NULL, NULL, s->impl);
}

static int sig_verify_op(void *state)
{
    pk_state *s = state;
    return cairn_sig_verify_key(&s->pkey, s->out, s->outlen, s->msg, sizeof s->msg, s->impl);
}

static int kex_public_op(void *state)
{
    pk_state *s = state;
    return cairn_kex_public(s->cell->kex, s->pk, sizeof s->pk, &s->pklen, s->sk, s->sklen, s->impl);
}

static int kex_derive_op(void *state)
{
    pk_state *s = state;
    return cairn_kex_derive_key(&s->skey, s->out, sizeof s->out, &s->outlen, s->peer, s->peerlen, s->impl);
}

#if defined(CAIRN_BENCH_OPENSSL) && CAIRN_ENABLE_DSA && CAIRN_ENABLE_SHA256
/* A DSA row's key for OpenSSL: cairn's own (keygen from the row's fixed
 * bytes, as pk_setup makes it), its p, q, g, x, y exported. */
static uint8_t dsa_parts[PK_ROWS][5][CAIRN_DSA_MAX_BITS / 8];

static void dsa_peer_key(size_t idx, const cairn_sig_scheme *s)
{
    static const cairn_dsa_part parts[5] = {CAIRN_DSA_P, CAIRN_DSA_Q, CAIRN_DSA_G, CAIRN_DSA_X, CAIRN_DSA_Y};
    uint8_t sk[CAIRN_SIG_MAX_SECRET_LEN], pk[CAIRN_SIG_MAX_PUBLIC_LEN];
    size_t skl, pkl, i;
    fixed_rng r;
    cairn_pk_key key;
    fixed_rng_init(&r, s->name, 0);
    if (cairn_sig_keygen(s, sk, sizeof sk, &skl, pk, sizeof pk, &pkl, fixed_rng_fn, &r, NULL) != CAIRN_OK ||
        cairn_sig_load_secret(&key, s, sk, skl) != CAIRN_OK)
        return;
    for (i = 0; i < 5; i++) {
        if (cairn_dsa_private_key_export((const cairn_dsa_private_key *)(const void *)key.obj, parts[i],
                                         dsa_parts[idx][i], sizeof dsa_parts[idx][i],
                                         &rawkeys[idx].ffclen[i]) != CAIRN_OK)
            rawkeys[idx].ffclen[i] = 0;
        rawkeys[idx].ffc[i] = dsa_parts[idx][i];
    }
    rawkeys[idx].md = "SHA256";
    cairn_pk_key_wipe(&key);
}
#elif defined(CAIRN_BENCH_OPENSSL)
static void dsa_peer_key(size_t idx, const cairn_sig_scheme *s)
{
    (void)idx;
    (void)s;
}
#endif

/* One row: both metrics' software cells, the hardware cell of each metric
 * whose operation the implementation objects select, the OpenSSL peer. */
static void add_row(bench_registry *reg, size_t idx, const unsigned impl_op[2], int (*const op[2])(void *))
{
    const struct pk_row *r = &pk_rows[idx];
    pk_cell *c = cells[idx];
    unsigned flags = r->sig != NULL ? r->sig->flags : r->kex->flags;
    bench_row row;
    int m;
    memset(&row, 0, sizeof row);
    row.name = r->row;
    row.table = r->table;
    row.order = (unsigned)idx + 1;
    c[0].sig = c[1].sig = r->sig;
    c[0].kex = c[1].kex = r->kex;
    c[1].hw = 1;
#ifdef CAIRN_BENCH_OPENSSL
    /* raw keys (RFC 7748, RFC 8032): the secret is as long as the public key */
    rawkeys[idx].type = r->ossl;
    rawkeys[idx].row = r->row;
    rawkeys[idx].keylen = r->sig != NULL ? r->sig->public_len : r->kex->public_len;
    rawkeys[idx].sig = r->sig != NULL;
    if (r->ossl != NULL && r->sig != NULL && strncmp(r->ossl, "ED", 2) == 0) /* EdDSA: cairn's seed */
        rawkeys[idx].raw = seed_of(r->sig->name, 0);
    if (r->ossl != NULL && r->kex != NULL && r->ossl[0] == 'X') { /* X25519, X448: cairn's secrets */
        rawkeys[idx].raw = seed_of(r->kex->name, 0);
        rawkeys[idx].raw_peer = seed_of(r->kex->name, 1);
    }
    if (r->ossl != NULL && strcmp(r->ossl, "EC") == 0) { /* the same scalar, the scheme's hash */
        const char *name = r->sig != NULL ? r->sig->name : r->kex->name;
        rawkeys[idx].keylen = r->sig != NULL ? r->sig->secret_len : r->kex->secret_len;
        const char *curve = strchr(name, '-') + 1; /* "P256", "brainpoolP256r1" */
        rawkeys[idx].group = strncmp(curve, "brainpool", 9) == 0 ? curve
                             : strstr(name, "P256")               ? "P-256"
                             : strstr(name, "P384")               ? "P-384"
                                                                  : "P-521";
        rawkeys[idx].md = strstr(name, "P256") ? "SHA256" : strstr(name, "P384") ? "SHA384" : "SHA512";
        if (strstr(name, "SM2") != NULL)
            rawkeys[idx].group = "SM2";
    }
    if (r->ossl != NULL && strcmp(r->ossl, "SM2") == 0) { /* SM2 signatures: the scalar, SM3 and the default ID */
        rawkeys[idx].keylen = r->sig->secret_len;
        rawkeys[idx].group = "SM2";
    }
    if (r->ossl != NULL && strcmp(r->ossl, "DH") == 0) { /* the same group and exponent length */
        rawkeys[idx].dh_group = strstr(r->kex->name, "2048") ? "ffdhe2048" : "rfc2409-1024";
        rawkeys[idx].dh_xbits = 8 * r->kex->secret_len;
    }
    if (r->ossl != NULL && strcmp(r->ossl, "DSA") == 0) /* the same key, signing SHA-256 */
        dsa_peer_key(idx, r->sig);
    if (r->sig != NULL && fixed_key(r->sig->name) != NULL) { /* the same DER key, signing SHA-256 */
        rawkeys[idx].der = fixed_key(r->sig->name)->der;
        rawkeys[idx].derlen = fixed_key(r->sig->name)->derlen;
        rawkeys[idx].md = "SHA256";
    }
#endif
    for (m = 0; m < 2; m++) {
        bench_impl cell;
        memset(&cell, 0, sizeof cell);
        cell.state_size = sizeof(pk_state);
        cell.setup = pk_setup;
        cell.available = cell_available;
        cell.op = op[m];
        cell.arg = &c[0];
        row.cell[m][BENCH_SW] = cell;
        if ((flags & impl_op[m]) != 0 && cell_impls(&c[0]) != NULL) {
            cell.arg = &c[1];
            row.cell[m][BENCH_HW] = cell;
        }
#ifdef CAIRN_BENCH_OPENSSL
        {
            const char *peer = bench_openssl_rawkey_peer(&row.peer[BENCH_PEER_OPENSSL].cell[m], &rawkeys[idx], m);
            if (m == 0)
                row.peer[BENCH_PEER_OPENSSL].name = peer;
        }
#endif
    }
    (void)bench_add(reg, &row);
}

void bench_register_pk(bench_registry *reg)
{
    static const unsigned sig_impl_op[2] = {CAIRN_PK_IMPL_SIGN, CAIRN_PK_IMPL_VERIFY};
    static const unsigned kex_impl_op[2] = {CAIRN_PK_IMPL_PUBLIC, CAIRN_PK_IMPL_DERIVE};
    static int (*const sig_ops[2])(void *) = {sig_sign_op, sig_verify_op};
    static int (*const kex_ops[2])(void *) = {kex_public_op, kex_derive_op};
    size_t i;

    for (i = 0; pk_rows[i].row != NULL; i++) {
        if (pk_rows[i].sig != NULL)
            add_row(reg, i, sig_impl_op, sig_ops);
        else
            add_row(reg, i, kex_impl_op, kex_ops);
    }
}

/* ---------- cairn's outputs, for the peers' checks (see bench.h) ---------- */

static const struct pk_row *find_row(const char *row)
{
    size_t i;
    for (i = 0; pk_rows[i].row != NULL; i++)
        if (strcmp(pk_rows[i].row, row) == 0)
            return &pk_rows[i];
    return NULL;
}

int bench_pk_ref_get(const char *row, bench_pk_ref *ref)
{
    const struct pk_row *r = find_row(row);
    pk_cell c;
    pk_state *s;
    int rc;
    memset(ref, 0, sizeof *ref);
    if (r == NULL)
        return CAIRN_ERR_UNSUPPORTED;
    c.sig = r->sig;
    c.kex = r->kex;
    c.hw = 0;
    s = calloc(1, sizeof *s);
    if (s == NULL)
        return CAIRN_ERR_UNSUPPORTED;
    rc = pk_setup(s, &c, NULL, 0);
    if (rc == CAIRN_OK && r->kex != NULL)
        rc = kex_derive_op(s);
    if (rc == CAIRN_OK && (s->sklen > sizeof ref->sk || s->pklen > sizeof ref->pk || s->outlen > sizeof ref->out))
        rc = CAIRN_ERR_BUFFER_TOO_SMALL;
    if (rc == CAIRN_OK) {
        memcpy(ref->sk, s->sk, s->sklen);
        memcpy(ref->pk, s->pk, s->pklen);
        memcpy(ref->peer, s->peer, s->peerlen);
        memcpy(ref->out, s->out, s->outlen);
        memcpy(ref->msg, s->msg, sizeof ref->msg);
        ref->sklen = s->sklen;
        ref->pklen = s->pklen;
        ref->peerlen = s->peerlen;
        ref->outlen = s->outlen;
    }
    cairn_pk_key_wipe(&s->skey);
    free(s);
    return rc;
}

int bench_pk_ref_verify(const char *row, const bench_pk_ref *ref, const uint8_t *sig, size_t siglen)
{
    const struct pk_row *r = find_row(row);
    uint8_t msg[sizeof ref->msg];
    if (r == NULL || r->sig == NULL)
        return CAIRN_ERR_UNSUPPORTED;
    memcpy(msg, ref->msg, sizeof msg);
    msg[0] ^= (uint8_t)bench_ref_selftest(); /* see bench.h */
    return cairn_sig_verify(r->sig, sig, siglen, msg, sizeof msg, ref->pk, ref->pklen, NULL);
}

int bench_pk_ref_derive(const char *row, const bench_pk_ref *ref, const uint8_t *pub, size_t publen, uint8_t *out,
                        size_t *outlen)
{
    const struct pk_row *r = find_row(row);
    if (r == NULL || r->kex == NULL)
        return CAIRN_ERR_UNSUPPORTED;
    return cairn_kex_derive(r->kex, out, sizeof ref->out, outlen, ref->sk, ref->sklen, pub, publen, NULL);
}

/* p of a DH row without a table of primes: with g = 2 and 2^(L-1) < p <
 * 2^L, 2^L mod p = 2^L - p, so cairn's public value for the exponent L
 * gives p. */
int bench_ref_dh_prime(const char *row, uint8_t *p, size_t cap, size_t *plen)
{
    const struct pk_row *r = find_row(row);
    uint8_t x[CAIRN_KEX_MAX_SECRET_LEN], y[CAIRN_KEX_MAX_PUBLIC_LEN];
    size_t ylen = 0, bits, i;
    unsigned borrow = 0;
    int rc;
    if (r == NULL || r->kex == NULL || r->kex->secret_len < 2 || r->kex->secret_len > sizeof x)
        return CAIRN_ERR_UNSUPPORTED;
    bits = 8 * r->kex->public_len;
    memset(x, 0, sizeof x);
    x[r->kex->secret_len - 2] = (uint8_t)(bits >> 8);
    x[r->kex->secret_len - 1] = (uint8_t)bits;
    rc = cairn_kex_public(r->kex, y, sizeof y, &ylen, x, r->kex->secret_len, NULL);
    if (rc != CAIRN_OK)
        return rc;
    if (ylen > cap)
        return CAIRN_ERR_BUFFER_TOO_SMALL;
    for (i = ylen; i-- > 0;) { /* p = 2^L - y: the two's complement of y in L bits */
        unsigned d = 0u - y[i] - borrow;
        p[i] = (uint8_t)d;
        borrow = (y[i] | borrow) != 0;
    }
    *plen = ylen;
    return CAIRN_OK;
}
