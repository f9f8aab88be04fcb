/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Status codes, version, secure wipe and constant-time comparison: what every
 * other cairn header builds on.
 *
 * Conventions (see docs/ARCHITECTURE.md):
 *  - Every public function that can fail returns int: CAIRN_OK (0) or a
 *    negative cairn_status. A NULL pointer together with a non-zero length,
 *    or a NULL context/output, is CAIRN_ERR_BAD_ARG; nothing crashes.
 *  - The caller owns all memory; no function allocates.
 */
#ifndef CAIRN_COMMON_H
#define CAIRN_COMMON_H

#include <stddef.h>
#include <stdint.h>

#include "cairn/config.h"

#ifdef __cplusplus
extern "C" {
#endif

#define CAIRN_VERSION_MAJOR 0
#define CAIRN_VERSION_MINOR 1
#define CAIRN_VERSION_PATCH 0
#define CAIRN_VERSION_STRING "0.1.0"

#if defined(__GNUC__) || defined(__clang__)
#define CAIRN_WARN_UNUSED __attribute__((warn_unused_result))
#else
#define CAIRN_WARN_UNUSED
#endif

typedef enum cairn_status {
    CAIRN_OK = 0,
    CAIRN_ERR_BAD_ARG = -1,          /* NULL pointer, NULL with non-zero length, bad parameter */
    CAIRN_ERR_BAD_LENGTH = -2,       /* a length outside what the algorithm allows */
    CAIRN_ERR_BUFFER_TOO_SMALL = -3, /* output buffer shorter than the result */
    CAIRN_ERR_AUTH = -4,             /* MAC or AEAD tag mismatch */
    CAIRN_ERR_BAD_SIGNATURE = -5,    /* signature does not verify */
    CAIRN_ERR_INVALID_KEY = -6,      /* malformed or out-of-range key */
    CAIRN_ERR_INVALID_POINT = -7,    /* point not on the curve, small order, bad encoding */
    CAIRN_ERR_RNG = -8,              /* the random source failed */
    CAIRN_ERR_UNSUPPORTED = -9,      /* not available in this build or on this CPU */
    CAIRN_ERR_NOT_FOUND = -10,       /* unknown algorithm name */
    CAIRN_ERR_BAD_PADDING = -11,     /* padding check failed (one status for every cause) */
    CAIRN_ERR_STATE = -12,           /* call out of sequence (e.g. use before init) */
    CAIRN_ERR_RESEED_REQUIRED = -13, /* DRBG reseed counter exhausted */
    CAIRN_ERR_DECODE = -14,          /* malformed encoding (DER, PEM, base64): one status for every cause */
    CAIRN_ERR_FAULT = -15            /* a private-key result failed its check (fault, or inconsistent key) */
} cairn_status;

/* Short English description of a status; "unknown status" for other values. Never NULL. */
const char *cairn_strerror(int status);

/* Library version string, e.g. "0.1.0". */
const char *cairn_version(void);

/* Overwrite len bytes at p with zeros; the compiler cannot remove it. NULL/0 is a no-op. */
void cairn_wipe(void *p, size_t len);

/* Constant-time equality of two buffers: 1 if equal, 0 if not. Time depends on len only.
 * Its result is a verdict: ignoring it is always a bug, so the compiler warns. */
CAIRN_WARN_UNUSED int cairn_ct_equal(const void *a, const void *b, size_t len);

#ifdef __cplusplus
}
#endif
#endif
