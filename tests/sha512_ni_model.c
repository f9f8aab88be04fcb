/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * A C model of the SHA512 instructions, written from the operation
 * pseudo-code of Intel's instruction set reference (VSHA512RNDS2,
 * VSHA512MSG1, VSHA512MSG2), and src/accel/x86/sha512_ni.h's algorithm
 * compiled on it, for CPUs without the extension: test_hash runs this
 * compression as one more SHA-512 object, and sha512_ni_trap.c emulates the
 * instructions with the same model when the library's "x86-sha512" object
 * executes them. Compiled with -mavx -mavx2.
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_X86_ACCEL && CAIRN_ENABLE_SHA512

#include <immintrin.h>
#include <stdint.h>
#include <string.h>

#include "hash/sha_internal.h"
#include "sha512_ni_model.h"

static uint64_t ror(uint64_t x, unsigned n) { return (x >> n) | (x << (64 - n)); }
static uint64_t s0(uint64_t x) { return ror(x, 1) ^ ror(x, 8) ^ (x >> 7); }
static uint64_t s1(uint64_t x) { return ror(x, 19) ^ ror(x, 61) ^ (x >> 6); }
static uint64_t S0(uint64_t x) { return ror(x, 28) ^ ror(x, 34) ^ ror(x, 39); }
static uint64_t S1(uint64_t x) { return ror(x, 14) ^ ror(x, 18) ^ ror(x, 41); }
static uint64_t ch(uint64_t e, uint64_t f, uint64_t g) { return (e & f) ^ (~e & g); }
static uint64_t maj(uint64_t a, uint64_t b, uint64_t c) { return (a & b) ^ (a & c) ^ (b & c); }

/* VSHA512RNDS2 SRCDEST, SRC1, SRC2: SRCDEST = (H, G, D, C), SRC1 = (F, E, B, A) in
 * qwords 0..3, SRC2's qwords 0 and 1 = W + K of the two rounds; SRCDEST
 * becomes (F, E, B, A) after them. */
void cairn_test_sha512rnds2(uint64_t d[4], const uint64_t s[4], const uint64_t wk[2])
{
    uint64_t A[3], B[3], C[3], D[3], E[3], F[3], G[3], H[3];
    int i;

    A[0] = s[3];
    B[0] = s[2];
    C[0] = d[3];
    D[0] = d[2];
    E[0] = s[1];
    F[0] = s[0];
    G[0] = d[1];
    H[0] = d[0];
    for (i = 0; i < 2; i++) {
        uint64_t t = ch(E[i], F[i], G[i]) + S1(E[i]) + wk[i] + H[i];
        A[i + 1] = t + maj(A[i], B[i], C[i]) + S0(A[i]);
        B[i + 1] = A[i];
        C[i + 1] = B[i];
        D[i + 1] = C[i];
        E[i + 1] = t + D[i];
        F[i + 1] = E[i];
        G[i + 1] = F[i];
        H[i + 1] = G[i];
    }
    d[3] = A[2];
    d[2] = B[2];
    d[1] = E[2];
    d[0] = F[2];
}

/* VSHA512MSG1 SRCDEST, SRC1: W[0..3] = SRCDEST, W[4] = SRC1's qword 0; W[i] + sigma0(W[i + 1]). */
void cairn_test_sha512msg1(uint64_t d[4], const uint64_t x[2])
{
    int i;
    for (i = 0; i < 4; i++)
        d[i] += s0(i < 3 ? d[i + 1] : x[0]);
}

/* VSHA512MSG2 SRCDEST, SRC1: W[14], W[15] = SRC1's qwords 2, 3; W[16 + i] =
 * SRCDEST's qword i + sigma1(W[14 + i]), into SRCDEST's qword i. */
void cairn_test_sha512msg2(uint64_t d[4], const uint64_t y[4])
{
    uint64_t w[6];
    int i;

    w[0] = y[2];
    w[1] = y[3];
    for (i = 0; i < 4; i++)
        d[i] = w[2 + i] = d[i] + s1(w[i]);
}

static __m256i model_rnds2(__m256i srcdest, __m256i src1, __m128i src2)
{
    uint64_t d[4], s[4], wk[2];
    memcpy(d, &srcdest, sizeof d);
    memcpy(s, &src1, sizeof s);
    memcpy(wk, &src2, sizeof wk);
    cairn_test_sha512rnds2(d, s, wk);
    memcpy(&srcdest, d, sizeof d);
    return srcdest;
}

static __m256i model_msg1(__m256i srcdest, __m128i src1)
{
    uint64_t d[4], x[2];
    memcpy(d, &srcdest, sizeof d);
    memcpy(x, &src1, sizeof x);
    cairn_test_sha512msg1(d, x);
    memcpy(&srcdest, d, sizeof d);
    return srcdest;
}

static __m256i model_msg2(__m256i srcdest, __m256i src1)
{
    uint64_t d[4], y[4];
    memcpy(d, &srcdest, sizeof d);
    memcpy(y, &src1, sizeof y);
    cairn_test_sha512msg2(d, y);
    memcpy(&srcdest, d, sizeof d);
    return srcdest;
}

#define SHA512NI_RNDS2 model_rnds2
#define SHA512NI_MSG1 model_msg1
#define SHA512NI_MSG2 model_msg2
#define SHA512NI_COMPRESS model_compress
#include "accel/x86/sha512_ni.h"

void cairn_test_sha512_ni_model(uint64_t st[8], const uint8_t *p, size_t nblocks) { model_compress(st, p, nblocks); }

#else
typedef int cairn_test_sha512_ni_model_unused;
#endif
