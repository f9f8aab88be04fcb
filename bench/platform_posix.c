/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The POSIX host platform for cairn-bench: clock_gettime, /proc, sysfs, uname. */
#define _POSIX_C_SOURCE 200809L
#if defined(__APPLE__)
#define _DARWIN_C_SOURCE 1
#endif

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>

#if defined(__APPLE__)
#include <sys/sysctl.h>
#include <sys/types.h>
#endif

#include "platform.h"

uint64_t bench_platform_now_ns(void)
{
    struct timespec ts;

#if defined(CLOCK_MONOTONIC)
    if (clock_gettime(CLOCK_MONOTONIC, &ts) == 0)
        return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
#endif
    /* CLOCK_REALTIME always exists; only reached on odd systems */
    clock_gettime(CLOCK_REALTIME, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static void copy_trimmed(char *dst, size_t len, const char *src)
{
    size_t n;

    while (*src == ' ' || *src == '\t')
        src++;
    n = strlen(src);
    while (n > 0 && (src[n - 1] == '\n' || src[n - 1] == '\r' || src[n - 1] == ' ' || src[n - 1] == '\t'))
        n--;
    if (n >= len)
        n = len - 1;
    memcpy(dst, src, n);
    dst[n] = '\0';
}

/* Value of the first "key : value" line of /proc/cpuinfo whose key is `key`. */
static int cpuinfo_field(const char *key, char *out, size_t outlen)
{
    FILE *f = fopen("/proc/cpuinfo", "r");
    char line[512];
    size_t klen = strlen(key);
    int found = 0;

    if (f == NULL)
        return 0;
    while (fgets(line, sizeof(line), f) != NULL) {
        const char *colon;
        size_t n;
        if (strncmp(line, key, klen) != 0)
            continue;
        colon = strchr(line, ':');
        if (colon == NULL)
            continue;
        /* the key must be followed only by blanks up to the colon */
        for (n = klen; line + n < colon && (line[n] == ' ' || line[n] == '\t'); n++)
            ;
        if (line + n != colon)
            continue;
        copy_trimmed(out, outlen, colon + 1);
        found = out[0] != '\0';
        if (found)
            break;
    }
    fclose(f);
    return found;
}

void bench_platform_cpu_model(char *buf, size_t len)
{
    static const char *const keys[] = {"model name", "Hardware", "Processor", "cpu model", "cpu"};
    char impl[64], part[64];
    size_t i;

    if (len == 0)
        return;
    buf[0] = '\0';
#if defined(__APPLE__)
    {
        size_t n = len;
        if (sysctlbyname("machdep.cpu.brand_string", buf, &n, NULL, 0) == 0 && buf[0] != '\0')
            return;
    }
#endif
    for (i = 0; i < sizeof(keys) / sizeof(keys[0]); i++)
        if (cpuinfo_field(keys[i], buf, len)) {
            /* x86 Linux: the family and model numbers as well (a virtual
             * machine's model name may not tell the generation apart) */
            char fam[32], mod[32];
            size_t used = strlen(buf);
            if (i == 0 && cpuinfo_field("cpu family", fam, sizeof(fam)) && cpuinfo_field("model", mod, sizeof(mod)) &&
                used < len)
                snprintf(buf + used, len - used, " (family %s, model %s)", fam, mod);
            return;
        }
    /* aarch64 Linux names no model, only the implementer and part numbers */
    if (cpuinfo_field("CPU implementer", impl, sizeof(impl)) && cpuinfo_field("CPU part", part, sizeof(part))) {
        snprintf(buf, len, "ARM CPU implementer %s part %s", impl, part);
        return;
    }
    {
        struct utsname u;
        if (uname(&u) == 0) {
            snprintf(buf, len, "unknown %s CPU", u.machine);
            return;
        }
    }
    snprintf(buf, len, "unknown");
}

int bench_platform_clock_mhz(double *mhz, const char **source)
{
    char tmp[128];
    FILE *f;

    *mhz = 0;
    *source = NULL;
    /* the nominal maximum is steadier than a snapshot of the current clock */
    f = fopen("/sys/devices/system/cpu/cpu0/cpufreq/cpuinfo_max_freq", "r");
    if (f != NULL) {
        unsigned long khz = 0;
        int ok = fscanf(f, "%lu", &khz) == 1 && khz > 0;
        fclose(f);
        if (ok) {
            *mhz = (double)khz / 1000.0;
            *source = "cpufreq maximum";
            return 1;
        }
    }
    if (cpuinfo_field("cpu MHz", tmp, sizeof(tmp))) {
        double v = strtod(tmp, NULL);
        if (v > 0) {
            *mhz = v;
            *source = "/proc/cpuinfo, at start";
            return 1;
        }
    }
#if defined(__APPLE__)
    {
        uint64_t hz = 0;
        size_t n = sizeof(hz);
        if (sysctlbyname("hw.cpufrequency", &hz, &n, NULL, 0) == 0 && hz > 0) {
            *mhz = (double)hz / 1e6;
            *source = "sysctl hw.cpufrequency";
            return 1;
        }
    }
#endif
    return 0;
}

void bench_platform_system(char *buf, size_t len)
{
    struct utsname u;

    if (uname(&u) == 0)
        snprintf(buf, len, "%s %s %s", u.sysname, u.release, u.machine);
    else
        snprintf(buf, len, "unknown");
}

int bench_platform_instruction_clock(void) { return 0; } /* wall-clock time */

unsigned bench_platform_ncpus(void)
{
#if defined(_SC_NPROCESSORS_ONLN)
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    if (n > 0)
        return (unsigned)n;
#endif
    return 0;
}
