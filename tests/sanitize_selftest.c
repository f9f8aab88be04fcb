/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Self-test of the sanitizer run (make sanitize), never part of the library
 * or of the normal test suite: hash one byte more than the heap buffer holds,
 * so the library itself reads out of bounds. ASan must report a
 * heap-buffer-overflow inside cairn_sha256 (ctest passes only on that
 * report); under valgrind memcheck the same binary must give "Invalid read".
 */
#include <stdio.h>
#include <stdlib.h>

#include "cairn.h"

int main(void)
{
    uint8_t out[CAIRN_SHA256_DIGEST_LEN];
    size_t n = 64, i;
    uint8_t *buf = malloc(n);
    volatile size_t over = 1; /* keeps the compiler from seeing the overflow */
    int rc;

    if (buf == NULL)
        return 2;
    for (i = 0; i < n; i++)
        buf[i] = (uint8_t)i;
    rc = cairn_sha256(out, buf, n + over);
    printf("sanitize_selftest: the over-read was NOT reported (rc %d, out[0] %02x)\n", rc, out[0]);
    free(buf);
    return 1;
}
