/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Ascon-Hash256: cairn's 64-bit-lane implementation against the byte-wise
 * reference (tests/ref_ascon_bytewise.c), 8 KiB messages, alternating
 * trials, median of each. Not a ctest test (timing is never gated); run it
 * by hand: build/tests/speed_ascon_ref [trials]
 */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "cairn/hash.h"
#include "ref_ascon_bytewise.h"

#define MSG 8192

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* MB/s of `fn` hashing the buffer for about 0.3 s. */
static double rate(int lib, const uint8_t *msg, uint8_t *out)
{
    double t0 = now(), t;
    long n = 0;
    do {
        if (lib) {
            if (cairn_ascon_hash256(out, msg, MSG) != CAIRN_OK)
                return 0.0;
        } else
            ref_ascon_hash256(out, msg, MSG);
        n++;
        t = now() - t0;
    } while (t < 0.3);
    return (double)n * MSG / t / 1e6;
}

int main(int argc, char **argv)
{
    static uint8_t msg[MSG];
    uint8_t out[32];
    int trials = argc > 1 ? atoi(argv[1]) : 9, i;
    double lib[64], ref[64], ratio[64];
    if (trials < 1 || trials > 64)
        trials = 9;
    for (i = 0; i < MSG; i++)
        msg[i] = (uint8_t)(i * 131 + 7);
    for (i = 0; i < trials; i++) {
        lib[i] = rate(1, msg, out);
        ref[i] = rate(0, msg, out);
        ratio[i] = lib[i] / ref[i];
    }
    qsort(lib, (size_t)trials, sizeof lib[0], cmp);
    qsort(ref, (size_t)trials, sizeof ref[0], cmp);
    qsort(ratio, (size_t)trials, sizeof ratio[0], cmp);
    printf("Ascon-Hash256, 8 KiB messages, median of %d alternating trials:\n", trials);
    printf("  cairn (64-bit lanes)       %8.2f MB/s\n", lib[trials / 2]);
    printf("  byte-wise reference        %8.2f MB/s\n", ref[trials / 2]);
    printf("  ratio                      %8.2fx\n", ratio[trials / 2]);
    return 0;
}
