/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Plain main() for a fuzz target, used by ctest (fuzz_regress_*): runs the
 * target on 2000 seeded pseudo-random inputs of 0..2 KiB, then on every file
 * under the directories or files given (fuzz/regressions/<target>/: each
 * crash a fuzzer finds is saved there and becomes a regression test). Built
 * without libFuzzer, so it runs in every build and under every sanitizer.
 *
 * A replay that reads nothing must not pass: a path that does not exist, a
 * directory that cannot be read to its end, and a directory with no
 * regression file are errors. A target without regressions says so with a
 * file named NONE in its directory (and a directory holding NONE and a
 * regression file is an error too, so the marker cannot go stale).
 */
/* The large-file interfaces on 32-bit hosts: without them readdir fails
 * with EOVERFLOW on an entry whose inode number or offset needs 64 bits. */
#ifndef _FILE_OFFSET_BITS
#define _FILE_OFFSET_BITS 64
#endif
#include <dirent.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define NONE_MARKER "NONE"

static unsigned long nfiles;

static int run_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    uint8_t *buf;
    long n;
    if (f == NULL || fseek(f, 0, SEEK_END) != 0 || (n = ftell(f)) < 0 || fseek(f, 0, SEEK_SET) != 0) {
        fprintf(stderr, "replay: cannot read %s\n", path);
        if (f)
            fclose(f);
        return 1;
    }
    buf = malloc((size_t)n + 1);
    if (buf == NULL || fread(buf, 1, (size_t)n, f) != (size_t)n) {
        fprintf(stderr, "replay: cannot read %s\n", path);
        fclose(f);
        free(buf);
        return 1;
    }
    fclose(f);
    LLVMFuzzerTestOneInput(buf, (size_t)n);
    free(buf);
    nfiles++;
    return 0;
}

/* Replays path (a file, or every file under a directory); *none counts the
 * NONE markers met directly in a top-level directory. */
static int run_path(const char *path, int top, unsigned *none)
{
    struct stat sb;
    DIR *d;
    struct dirent *e;
    int rc = 0;
    if (stat(path, &sb) != 0) {
        fprintf(stderr, "replay: %s: %s\n", path, strerror(errno));
        return 1;
    }
    if (!S_ISDIR(sb.st_mode))
        return run_file(path);
    d = opendir(path);
    if (d == NULL) {
        fprintf(stderr, "replay: cannot open %s: %s\n", path, strerror(errno));
        return 1;
    }
    for (;;) {
        char p[4096];
        int n;
        /* NULL is the end of the directory only when errno is still 0 */
        errno = 0;
        e = readdir(d);
        if (e == NULL) {
            if (errno != 0) {
                fprintf(stderr, "replay: reading %s: %s\n", path, strerror(errno));
                rc = 1;
            }
            break;
        }
        if (e->d_name[0] == '.' || strcmp(e->d_name, "README.md") == 0)
            continue;
        if (top && strcmp(e->d_name, NONE_MARKER) == 0) {
            (*none)++;
            continue;
        }
        n = snprintf(p, sizeof p, "%s/%s", path, e->d_name);
        if (n < 0 || (size_t)n >= sizeof p) {
            fprintf(stderr, "replay: path too long under %s\n", path);
            rc = 1;
            continue;
        }
        rc |= run_path(p, 0, none);
    }
    closedir(d);
    return rc;
}

/* One command-line argument: a directory must hold a regression file or
 * declare it has none, never both. */
static int run_arg(const char *path)
{
    unsigned long before = nfiles;
    unsigned none = 0;
    int rc = run_path(path, 1, &none);
    if (rc == 0 && nfiles == before && none == 0) {
        fprintf(stderr, "replay: no regression file in %s (a target without regressions keeps a file named "
                        NONE_MARKER " there)\n", path);
        rc = 1;
    }
    if (rc == 0 && nfiles != before && none != 0) {
        fprintf(stderr, "replay: %s declares no regressions (" NONE_MARKER ") but holds %lu: delete " NONE_MARKER
                        "\n", path, nfiles - before);
        rc = 1;
    }
    return rc;
}

int main(int argc, char **argv)
{
    static uint8_t buf[2048];
    uint64_t x = 0x9e3779b97f4a7c15ull;
    int i, rc = 0;
    unsigned r;
    for (r = 0; r < 2000; r++) {
        size_t n = (size_t)(x >> 40) % (sizeof buf + 1), k;
        for (k = 0; k < n; k++) {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            buf[k] = (uint8_t)(x >> 32);
        }
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        LLVMFuzzerTestOneInput(buf, n);
    }
    for (i = 1; i < argc; i++)
        rc |= run_arg(argv[i]);
    printf("replay: 2000 random inputs and %lu regression files %s\n", nfiles, rc ? "run, FAILED" : "passed");
    return rc;
}
