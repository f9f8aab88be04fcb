/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * cairn-bench's platform on QEMU mps2-an500 (Cortex-M7). QEMU implements no
 * DWT->CYCCNT, so the clock is the FPGAIO 25 MHz counter, which under
 * -icount shift=0 ticks once per 40 executed instructions, exactly and
 * deterministically. The benchmark wants time: an instruction count is
 * turned into the time it takes a 300 MHz core (the reference SAME70 /
 * PIC32CZ-CA parts) that retires one instruction per cycle, and the report
 * says so and prints the instruction counts themselves as well. Real
 * silicon differs (flash wait states, caches, dual issue): these figures
 * compare code, not chips.
 */
#include <stdio.h>
#include <string.h>

#include "platform.h"
#include "port.h"

#define ASSUMED_MHZ 300u
#define INSTR_PER_TICK 40u

/* see platform.h */
uint64_t bench_platform_now_ns(void)
{
    /* the counter is 32 bits (wraps after 2^32 x 40 instructions):
     * widen it; the benchmark reads it far more often than that */
    static uint32_t last;
    static uint64_t high;
    uint32_t now = CAIRN_MPS2_FPGAIO_COUNTER;
    uint64_t instr;

    if (now < last)
        high += (uint64_t)1 << 32;
    last = now;
    instr = (high | now) * INSTR_PER_TICK;
    return instr * 1000u / ASSUMED_MHZ;
}

/* see platform.h */
int bench_platform_instruction_clock(void) { return 1; }

/* see platform.h */
void bench_platform_cpu_model(char *buf, size_t len)
{
    /* SCB->CPUID: implementer, variant, part number (0xC27 = Cortex-M7), revision */
    uint32_t id = *(volatile uint32_t *)0xE000ED00u;
    unsigned part = (id >> 4) & 0xFFFu;

    snprintf(buf, len, "%s r%up%u (QEMU mps2-an500, emulated; instructions counted with -icount shift=0)",
             part == 0xC27u ? "Arm Cortex-M7" : "Arm Cortex-M (unexpected CPUID)", (unsigned)(id >> 20) & 0xFu,
             (unsigned)id & 0xFu);
}

/* see platform.h */
int bench_platform_clock_mhz(double *mhz, const char **source)
{
    *mhz = ASSUMED_MHZ;
    *source = "assumed: MB/s and ms at 300 MHz, one instruction per cycle";
    return 1;
}

/* see platform.h */
void bench_platform_system(char *buf, size_t len)
{
#if defined(__ARM_PCS_VFP)
    const char *abi = "hard-float (fpv5-d16)";
#else
    const char *abi = "soft-float";
#endif
    snprintf(buf, len, "bare metal, newlib + semihosting, %s build", abi);
}

/* see platform.h */
unsigned bench_platform_ncpus(void) { return 1; }
