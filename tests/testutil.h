/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Shared test support: counters and checks, vector-file location, hex,
 * line/record reading for CAVP-style files, a seeded PRNG for reproducible
 * random tests. Tests may use stdio and malloc; the library may not.
 *
 * Exit codes: 0 all checks passed, 1 a check failed, 77 skipped (ctest's
 * SKIP_RETURN_CODE): a vector-file test with no vector directory reports
 * skipped, never passed; a file missing from a directory that is there
 * fails.
 */
#ifndef CAIRN_TESTUTIL_H
#define CAIRN_TESTUTIL_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define TU_SKIP 77

/* 1 where a driver runs its full sweep (every RSA key size, every salt
 * length): a 64-bit host. A 32-bit target (an emulated Cortex-M, a -m32
 * build) runs the reduced sweep, keys up to 2048 bits and fewer lengths:
 * the same code over fewer and shorter inputs, at a tenth to a fortieth of
 * the 64-bit host's speed; the 64-bit host run covers the rest. Drivers
 * that use it include a public header (cairn/config.h: CAIRN_HOSTED). */
#define TU_FULL_SWEEP (CAIRN_HOSTED && UINTPTR_MAX > 0xffffffffu)

extern unsigned long tu_checks, tu_failures, tu_skips;

/* Record a check; prints the message on failure. Returns cond. */
int tu_check(int cond, const char *file, int line, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;
#define CHECK(cond, ...) tu_check(!!(cond), __FILE__, __LINE__, __VA_ARGS__)
/* Check two buffers are equal; prints both in hex on mismatch. */
int tu_check_mem(const void *got, const void *want, size_t len, const char *file, int line, const char *what);
#define CHECK_MEM(got, want, len, what) tu_check_mem((got), (want), (len), __FILE__, __LINE__, (what))
/* Status equality with names in the message. got is evaluated once. */
int tu_check_rc(int got, int want, const char *file, int line, const char *what);
#define CHECK_RC(got, want, what) tu_check_rc((got), (want), __FILE__, __LINE__, (what))

/* Print "name: N checks, F failed, S skipped" and return the exit code: 1
 * if a check failed; else TU_SKIP if no check ran and something was
 * skipped, or if a vector file was not read for want of a vector directory
 * (the checks that ran passed, but not all of the test ran). */
int tu_finish(const char *name);
/* Note a skipped part (e.g. a missing vector file). */
void tu_skip(const char *what);

/* Vector directory: $CAIRN_VECTORS, else the build-time default (../shared/vectors). */
const char *tu_vectors_dir(void);
/* Open DIR/rel for reading, or NULL when absent: a skip (tu_skip) when the
 * vector directory is absent too (no DIR/README.md), else a failed check. */
FILE *tu_open_vector(const char *rel);

/* Hex to bytes. Returns malloc'd buffer (never NULL; len may be 0), or NULL on bad hex. */
uint8_t *tu_unhex(const char *hex, size_t *len);
/* Hex of at most n characters into a fixed buffer; returns bytes written or -1. */
long tu_unhex_into(uint8_t *out, size_t cap, const char *hex);
void tu_print_hex(FILE *f, const uint8_t *p, size_t len);
/* 1 when p[0..n) is all zero bytes (an output wiped on failure). */
int tu_all_zero(const void *p, size_t n);

/* Read one line (any length), strip CR/LF and trailing blanks. Returns NULL at EOF.
 * The buffer is reused by the next call. */
char *tu_getline(FILE *f);
/* Split "key = value" (spaces optional). Returns 1 and sets *key and *val (pointers
 * into line, NUL-terminated, trimmed), 0 if the line has no '='. */
int tu_split_kv(char *line, char **key, char **val);

/* Reproducible PRNG (splitmix64 seeding xoshiro256**): not for keys, only tests. */
typedef struct {
    uint64_t s[4];
} tu_prng;
void tu_prng_seed(tu_prng *r, uint64_t seed);
uint64_t tu_prng_next(tu_prng *r);
void tu_prng_fill(tu_prng *r, uint8_t *out, size_t len);
/* Uniform-ish value in [0, n) (n > 0). */
uint64_t tu_prng_below(tu_prng *r, uint64_t n);
/* Seed from $CAIRN_TEST_SEED if set, else the given default; printed so a failure can be replayed. */
uint64_t tu_seed(uint64_t dflt);

/* What this build has (include/cairn/config.h's CAIRN_ENABLE_* switches), for the suites that
 * pass over what a reduced configuration leaves out (scripts/configs.sh):
 * tu_hash_in_build: the hash a vector names ("SHA-1" or "SHA1", "SHA-256", "SHA-512/224",
 * "SHA3-256", "SHAKE128", "MD5", "SM3"; case as written there); NULL (no hash named) and any
 * other name: 1.
 * tu_curve_in_build: a cairn_ec_curve value (cairn/ec.h); 0 for an unknown one. */
int tu_hash_in_build(const char *name);
int tu_curve_in_build(int curve);

/* Implementation pairs of an AEAD descriptor (cairn/aead.h), which the
 * drivers run one by one: index 0 is the pair of portable objects
 * (cairn_impl_portable of each part: the reference), then every other pair
 * of the parts' objects in list order (a part the descriptor does not have
 * is NULL). tu_aead_pair returns 0 past the last pair. The name ("ct64/ct64",
 * "portable/m64", "-" for no objects) is in one of four buffers used in turn. */
struct cairn_aead;
struct cairn_aead_ctx;
struct cairn_impl;
int tu_aead_pair(const struct cairn_aead *a, size_t i, const struct cairn_impl **cipher,
                 const struct cairn_impl **hash);
const char *tu_aead_pair_name(const struct cairn_aead *a, size_t i);
/* 1 when both objects of pair i exist and this CPU runs them. */
int tu_aead_pair_usable(const struct cairn_aead *a, size_t i);
/* cairn_aead_init_ex with pair i (CAIRN_ERR_NOT_FOUND past the last). */
int tu_aead_init_pair(struct cairn_aead_ctx *ctx, const struct cairn_aead *a, size_t i, const uint8_t *key,
                      size_t keylen);

#endif
