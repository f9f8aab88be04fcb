/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * cairn-bench: the row registry every algorithm family adds its rows to.
 *
 * The output reproduces the reference benchmark: seven tables in a fixed
 * order, rows in a fixed order inside each table (the order of
 * src/core/algorithms.def, whatever the order of registration), and for each of a table's one or
 * two metric columns a "Software" and a "Hardware" cell.
 *
 * A cell is a bench_impl. Bulk tables (Ciphers, AEAD, Hash) are measured in
 * MB/s (1 MB = 10^6 bytes) and call `bulk` on a buffer of --size bytes; the
 * public-key tables are measured in milliseconds per operation and call `op`.
 * Absent cells (no `bulk`/`op` callback) and cells whose setup reports
 * CAIRN_ERR_UNSUPPORTED (the accelerator is missing on this CPU, or capped
 * away by CAIRN_CPU) print "-".
 *
 * A family registers its rows through one function, e.g.
 * bench_register_hash(reg), called from main.c. The registry belongs to the
 * program (main owns it); the library keeps no registry of its own.
 */
#ifndef CAIRN_BENCH_H
#define CAIRN_BENCH_H

#include <stddef.h>
#include <stdint.h>

typedef enum bench_table {
    BENCH_CIPHER = 0, /* encrypt / decrypt, MB/s */
    BENCH_AEAD,       /* encrypt / decrypt, MB/s */
    BENCH_HASH,       /* MB/s */
    BENCH_SIG,        /* RSA, DSA: generation / verification, ms */
    BENCH_ECSIG,      /* ECDSA, SM2, EdDSA: generation / verification, ms */
    BENCH_KEX,        /* DH: public-key generation / shared secret, ms */
    BENCH_ECKEX,      /* ECDH, SM2, X25519, X448: public-key generation / shared secret, ms */
    BENCH_TABLE_COUNT
} bench_table;

enum { BENCH_SW = 0, BENCH_HW = 1 }; /* second index of bench_row.cell */

/* The output buffer handed to `bulk` has room for len + BENCH_OUT_SLACK
 * bytes (tags, digests, padding). */
#define BENCH_OUT_SLACK 256

/*
 * One way of running one metric of one row (e.g. "SHA-256, software").
 *
 * The harness allocates state_size zeroed bytes (suitably aligned for any
 * type), then calls setup once, then many times `bulk` (bulk tables) or `op`
 * (public-key tables), then teardown once, then frees the state.
 *
 * setup(state, arg, in, len): arg is this impl's `arg`. For bulk tables, `in`
 * is the input buffer of len bytes that every later `bulk` call receives (setup
 * may rewrite it, e.g. encrypt it so that a decrypt cell has real ciphertext);
 * for public-key tables in is NULL and len is 0. Returns 0;
 * CAIRN_ERR_UNSUPPORTED when this implementation cannot run on this CPU or
 * build (the cell prints "-"); or another negative cairn status on failure.
 * setup may be NULL (nothing to prepare).
 *
 * bulk(state, in, out, len): processes len bytes of in (out has room for
 * len + BENCH_OUT_SLACK bytes and may be written); op(state): one operation
 * (one signature, one verification, one key generation, ...). Both return 0
 * or a negative cairn status; a failure marks the cell "ERR" and makes the
 * program exit non-zero. They must leave the state ready for the next call.
 *
 * teardown(state) may be NULL; the harness wipes and frees the state after it.
 */
typedef struct bench_impl {
    const void *arg;
    /* Optional: 1 if this implementation can run on this CPU and build, 0 if
     * not ("-"). Must be cheap (no key generation): the harness calls it to
     * split a row's time budget and for --list. NULL means available. */
    int (*available)(const void *arg);
    size_t state_size;
    int (*setup)(void *state, const void *arg, uint8_t *in, size_t len);
    int (*bulk)(void *state, const uint8_t *in, uint8_t *out, size_t len);
    int (*op)(void *state);
    void (*teardown)(void *state);
} bench_impl;

/* The peer libraries --compare can measure against (slots of bench_row.peer). */
typedef enum bench_peer_id {
    BENCH_PEER_OPENSSL = 0,
    BENCH_PEER_SODIUM,
    BENCH_PEER_MBEDTLS,
    BENCH_PEER_WOLFCRYPT,
    BENCH_PEERS
} bench_peer_id;

typedef struct bench_peer {
    const char *name;   /* "OpenSSL 3.0.19", "libsodium 1.0.18"; NULL when the slot is empty */
    bench_impl cell[2]; /* per metric; a cell without bulk/op is not compared */
} bench_peer;

typedef struct bench_row {
    bench_table table;
    const char *name;  /* e.g. "SHA-256", "AES128-GCM"; --filter matches it */
    unsigned order;    /* the row's position in its table: its entry's in src/core/algorithms.def */
    /* cell[metric][BENCH_SW or BENCH_HW]; metric 1 is unused by the Hash table. */
    bench_impl cell[2][2];
    /* Optional: the same workload run by peer libraries (OpenSSL's libcrypto,
     * libsodium, when the benchmark is built with them), one slot per library
     * (bench_peer_id); --compare --peer NAME measures the chosen one alternately
     * with cairn's best available cell and prints the ratio. */
    bench_peer peer[BENCH_PEERS];
} bench_row;

/* A cell's outcome. */
typedef enum bench_cell_status {
    BENCH_CELL_ABSENT = 0, /* no implementation: "-" */
    BENCH_CELL_UNAVAILABLE, /* setup said CAIRN_ERR_UNSUPPORTED: "-" */
    BENCH_CELL_SKIPPED,    /* not measured (e.g. --list) */
    BENCH_CELL_OK,
    BENCH_CELL_ERROR       /* setup or a run failed: "ERR" */
} bench_cell_status;

typedef struct bench_result {
    bench_cell_status status;
    int error;        /* cairn status of the failure, for BENCH_CELL_ERROR */
    double value;     /* median: MB/s for bulk tables, ms/op for public-key tables */
    double min, max;  /* extremes over the timed runs, same unit */
    unsigned runs;    /* timed runs behind the median */
    double iters;     /* calls per timed run */
} bench_result;

typedef struct bench_entry {
    bench_row row;
    int selected; /* matches --filter */
    bench_result result[2][2];
} bench_entry;

#define BENCH_MAX_ROWS 128

/* The program's registry: a fixed array, so a bare-metal port needs no heap. */
typedef struct bench_registry {
    size_t count;
    int overflow; /* a row did not fit or was malformed */
    bench_entry entry[BENCH_MAX_ROWS];
} bench_registry;

/* Static description of a table. */
typedef struct bench_table_info {
    const char *title;      /* "Hash" */
    const char *unit;       /* "MB/s" or "ms" */
    int bulk;               /* 1: MB/s via bulk(); 0: ms/op via op() */
    unsigned metrics;       /* 1 or 2 */
    const char *metric[2];  /* column names: "Encrypt", "Decrypt", ... */
    const char *key;        /* stable identifier for CSV/JSON: "hash" */
} bench_table_info;

const bench_table_info *bench_table_get(bench_table t);

void bench_registry_init(bench_registry *reg);
/* Copies *row into the registry. Returns 0, or -1 (and sets reg->overflow)
 * when the registry is full or the row is malformed (bad table, no name, a
 * bulk callback in a public-key table or the reverse, a metric-1 cell in a
 * one-metric table, a duplicate name in the same table). */
int bench_add(bench_registry *reg, const bench_row *row);
/* Sorts rows by (table, order, name): the table's order, the reference one. */
void bench_registry_sort(bench_registry *reg);

/* The implementation objects of a row's cells (cairn/accel.h): the
 * Software cell runs cairn_impl_portable(list); the Hardware cell exists
 * when the list holds an object that needs CPU features (bench_has_accel)
 * and runs bench_accel_impl(list), the first usable object when it is one
 * of those, else prints "-". */
struct cairn_impl;
int bench_has_accel(const struct cairn_impl *const *list);
const struct cairn_impl *bench_accel_impl(const struct cairn_impl *const *list);

/* Family registration functions, called from main.c. */
void bench_register_hash(bench_registry *reg);
void bench_register_cipher(bench_registry *reg);
void bench_register_aead(bench_registry *reg);       /* bench_aead.c */
void bench_register_pk(bench_registry *reg);         /* bench_pk.c: every cairn/pk.h scheme */

/* Peer implementations (bench/peer_openssl.c, built when OpenSSL's libcrypto
 * is found; CAIRN_BENCH_OPENSSL is then defined). Each fills *impl with the
 * peer's version of a row's workload and returns its display name, or NULL
 * when the peer lacks the algorithm. */
/* A raw-key public-key row's OpenSSL workload: the EVP_PKEY key type
 * (src/core/algorithms.def's ossl column, NULL: no peer), the raw secret
 * key's length, and whether it signs (metric 0 signs, 1 verifies) or agrees
 * on keys (metric 0 derives the public key from the secret, 1 computes the
 * shared secret). */
typedef struct bench_rawkey {
    const char *type;
    size_t keylen;
    int sig;
    /* or a DER private key (d2i_AutoPrivateKey) and the digest the
     * signature is made over (RSA rows) */
    const uint8_t *der;
    size_t derlen;
    const char *md;
    /* or, type "EC": the curve's OpenSSL group name ("P-256"); the secret
     * is the scalar of keylen bytes, the signature is over md */
    const char *group;
    /* or, type "DSA": the row's own key, big-endian p, q, g, x, y (exported
     * from cairn's key), the signature over md */
    const uint8_t *ffc[5];
    size_t ffclen[5];
    /* or, type "DH": OpenSSL's name of the named group ("ffdhe2048"), or
     * "rfc2409-1024" for Oakley group 2 (no named group in OpenSSL: p and g
     * given, no q), and the private exponent length both sides draw */
    const char *dh_group;
    size_t dh_xbits;
    /* the row (the peer's output is checked against cairn's once per
     * metric, bench_ref_*: checked[metric]); for a raw-key row, cairn's
     * secret bytes for the key and for the other side's key (NULL: the
     * fixed pattern, as the EC rows use) */
    const char *row;
    int checked[2];
    const uint8_t *raw, *raw_peer;
} bench_rawkey;

#ifdef CAIRN_BENCH_OPENSSL
/* Each takes the OpenSSL name of the row's algorithm (algorithms.def's
 * ossl column; NULL: OpenSSL lacks it) and the row's name (the check of
 * the peer's output against cairn's, bench_ref_*). Hash rows: an EVP
 * digest name. */
const char *bench_openssl_hash_peer(bench_impl *impl, const char *evp_name, const char *row);
/* Cipher rows: an EVP cipher name; metric 0 encrypts, 1 decrypts (setup encrypts the buffer first). */
const char *bench_openssl_cipher_peer(bench_impl *impl, const char *evp_name, int decrypt, const char *row);
/* Public-key rows on raw keys; *key must outlive the registry. */
const char *bench_openssl_rawkey_peer(bench_impl *impl, const bench_rawkey *key, int metric);
#endif
/* libsodium (bench/peer_sodium.c, built when pkg-config finds libsodium;
 * CAIRN_BENCH_SODIUM is then defined): fills the BENCH_PEER_SODIUM slot of the
 * registered rows libsodium also implements. Call after every family registered. */
#ifdef CAIRN_BENCH_SODIUM
void bench_register_sodium_peers(bench_registry *reg);
#endif
/* Mbed TLS 2.28 (bench/peer_mbedtls.c, CAIRN_BENCH_MBEDTLS) and wolfCrypt
 * 5.5 (bench/peer_wolfcrypt.c, CAIRN_BENCH_WOLFCRYPT), when CMake found
 * them: fill their slots of the registered rows they implement, as
 * libsodium's does. Call after every family registered. */
#ifdef CAIRN_BENCH_MBEDTLS
void bench_register_mbedtls_peers(bench_registry *reg);
#endif
#ifdef CAIRN_BENCH_WOLFCRYPT
void bench_register_wolfcrypt_peers(bench_registry *reg);
#endif

/* bench/peer_ref.c: whether this build has peer `id` (its library was
 * found at configure time), and the peers that attach to the registered
 * rows by name (libsodium, Mbed TLS, wolfCrypt; call after every family
 * registered). */
int bench_peer_built(bench_peer_id id);
void bench_register_peers(bench_registry *reg);

/*
 * cairn's own output for a row's workload (bench/peer_ref.c), so that a
 * peer's set-up can check once, before it is timed, that it computes the
 * same thing: a peer whose workload differs from cairn's is an error, not a
 * number. Each returns 0, or a negative cairn status when cairn lacks the
 * row in this build.
 *
 * Bulk rows use the inputs of the row's cairn cells: bench_ref_key (32
 * bytes, the first key_len used), bench_ref_iv (16 bytes: the cipher rows'
 * IV, the AEAD rows' nonce, 12 bytes, or 16 for Ascon).
 */
extern const uint8_t bench_ref_key[32];
extern const uint8_t bench_ref_iv[16];
/* The digest of in[0..len) by the hash row `row` ("SHA-256"); *outlen its length. */
int bench_ref_hash(const char *row, const uint8_t *in, size_t len, uint8_t *out, size_t *outlen);
/* The encryption of in[0..len) by the cipher row `row` ("AES128-CBC"). */
int bench_ref_cipher(const char *row, const uint8_t *in, size_t len, uint8_t *out);
/* The AEAD row `row` ("AES128-GCM"): out = ciphertext, tag = its 16-byte tag, no AAD. */
int bench_ref_aead(const char *row, const uint8_t *in, size_t len, uint8_t *out, uint8_t tag[16]);

/* A public-key row's keys and outputs as cairn's cells make them (the
 * fixed keys of bench_pk.c): sk and pk in the scheme's encoding; for a
 * signature row, msg and cairn's signature of it (deterministic: the rows
 * sign without an RNG); for a key-agreement row, the other side's public
 * key (peer) and the shared secret of sk and peer. */
typedef struct bench_pk_ref {
    uint8_t sk[2560], pk[1024], peer[1024], out[1024], msg[32];
    size_t sklen, pklen, peerlen, outlen;
} bench_pk_ref;
int bench_pk_ref_get(const char *row, bench_pk_ref *ref);
/* Checks a peer's signature of ref->msg with cairn's verification (0 or CAIRN_ERR_BAD_SIGNATURE). */
int bench_pk_ref_verify(const char *row, const bench_pk_ref *ref, const uint8_t *sig, size_t siglen);
/* The shared secret of ref->sk and another public key, by cairn. */
int bench_pk_ref_derive(const char *row, const bench_pk_ref *ref, const uint8_t *pub, size_t publen, uint8_t *out,
                        size_t *outlen);
/* A DH row's prime p, big-endian, *plen its length (the generator is 2). */
int bench_ref_dh_prime(const char *row, uint8_t *p, size_t cap, size_t *plen);

/* The slot of peer `id` in the registered row `row`, emptied and named
 * `name`; NULL when this build lacks the row. */
bench_peer *bench_peer_slot(bench_registry *reg, bench_peer_id id, const char *row, const char *name);

/* 1 when CAIRN_BENCH_PEER_SELFTEST=1: cairn's side of every check is then
 * altered by one bit (bench_ref_check compares with its first bit flipped,
 * bench_pk_ref_verify verifies another message), so that every peer cell
 * must fail its check: bench/selftest.cmake proves with it that each peer
 * checks. */
int bench_ref_selftest(void);

/* Reports a peer's output that differs from cairn's on stderr and returns
 * CAIRN_ERR_BAD_ARG; 0 when a and b agree. */
int bench_ref_check(const char *peer, const char *row, const char *what, const uint8_t *a, const uint8_t *b, size_t n);
/* Reports a peer's output whose length (n) differs from cairn's (ref); returns CAIRN_ERR_BAD_ARG. */
int bench_ref_check_len(const char *peer, const char *row, const char *what, size_t n, size_t ref);
/* bench_ref_check for a big-endian number that the peer may write without
 * its leading zeros (mine, mlen bytes) and cairn padded (ref, rlen). */
int bench_ref_check_tail(const char *peer, const char *row, const char *what, const uint8_t *mine, size_t mlen,
                         const uint8_t *ref, size_t rlen);
/* A bulk row's check: the peer's output for in[0..len) against cairn's.
 * table BENCH_HASH: theirs is a digest of theirlen bytes; BENCH_CIPHER:
 * the ciphertext (len bytes); BENCH_AEAD: the ciphertext and tag[16]. */
int bench_ref_check_bulk(const char *peer, const char *row, bench_table table, const uint8_t *in, size_t len,
                         const uint8_t *theirs, size_t theirlen, const uint8_t *tag);

#endif
