/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * What cairn-bench needs from the platform: a monotonic clock and a
 * description of the machine. platform_posix.c implements it for hosts
 * (Linux, macOS, BSD); a bare-metal port (e.g. Cortex-M7 with DWT->CYCCNT)
 * supplies its own file instead.
 */
#ifndef CAIRN_BENCH_PLATFORM_H
#define CAIRN_BENCH_PLATFORM_H

#include <stddef.h>
#include <stdint.h>

/* Monotonic wall-clock time in nanoseconds since an arbitrary origin. */
uint64_t bench_platform_now_ns(void);

/* CPU model, e.g. "Intel(R) Xeon(R) Processor @ 2.80GHz"; never fails
 * (writes a best-effort description, at worst "unknown"). */
void bench_platform_cpu_model(char *buf, size_t len);

/* CPU clock in MHz and where that figure came from (e.g. "cpufreq max",
 * "/proc/cpuinfo"). Returns 0 when unknown (*mhz = 0, *source = NULL). */
int bench_platform_clock_mhz(double *mhz, const char **source);

/* Operating system and architecture, e.g. "Linux 6.1.0 x86_64". */
void bench_platform_system(char *buf, size_t len);

/* Online logical CPUs, 0 if unknown. */
unsigned bench_platform_ncpus(void);

/* Nonzero when bench_platform_now_ns() is an instruction count scaled to
 * the clock bench_platform_clock_mhz() reports, at one instruction per
 * cycle (an emulator's instruction counter, e.g. the Cortex-M7 port); the
 * report then also prints instructions per byte and per operation. */
int bench_platform_instruction_clock(void);

#endif
