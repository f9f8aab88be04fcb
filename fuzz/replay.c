/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Plain main() for a fuzz target, used by ctest (fuzz_regress_*): runs the
 * target on 2000 seeded pseudo-random inputs of 0..2 KiB, then on every file
 * under the directories or files given (fuzz/regressions/<target>/: each
 * crash a fuzzer finds is saved there and becomes a regression test). Built
 * without libFuzzer, so it runs in every build and under every sanitizer.
 */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

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

static int run_path(const char *path)
{
    struct stat sb;
    DIR *d;
    struct dirent *e;
    int rc = 0;
    if (stat(path, &sb) != 0)
        return 0; /* no regressions yet */
    if (!S_ISDIR(sb.st_mode))
        return run_file(path);
    d = opendir(path);
    if (d == NULL)
        return 1;
    while ((e = readdir(d)) != NULL) {
        char p[4096];
        if (e->d_name[0] == '.' || strcmp(e->d_name, "README.md") == 0)
            continue;
        snprintf(p, sizeof p, "%s/%s", path, e->d_name);
        rc |= run_path(p);
    }
    closedir(d);
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
        rc |= run_path(argv[i]);
    printf("replay: 2000 random inputs and %lu regression files passed\n", nfiles);
    return rc;
}
