/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * QEMU mps2-an500 (Cortex-M7) start-up: vector table, reset handler, the
 * newlib hooks a bare-metal program needs (_sbrk over the 16 MiB RAM at
 * 0x60000000, empty _init/_fini under -nostartfiles), and argv from the
 * semihosting command line. stdio, files and exit() go through newlib's
 * rdimon (ARM semihosting), so QEMU's exit status is the program's.
 *
 * newlib's own rdimon-crt0 assumes an A-profile core (code at 0x8000, no
 * vector table) and does not boot an M-profile one, hence this file.
 */
#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "port.h"

extern uint32_t __data_start, __data_end, __data_load, __bss_start, __bss_end, __stack_top;
extern char __heap_start, __heap_end;

int main(int argc, char **argv);
void initialise_monitor_handles(void);
void __libc_init_array(void);
void _init(void);
void _fini(void);
void *_sbrk(ptrdiff_t incr);
void cairn_port_reset(void);
void cairn_port_fault(void);

#define CPACR (*(volatile uint32_t *)0xE000ED88u)
#define SH_SYS_WRITE0 0x04
#define SH_SYS_GET_CMDLINE 0x15
#define SH_SYS_EXIT 0x18
#define ADP_STOPPED_RUNTIME_ERROR 0x20023u

/* see port.h */
uintptr_t cairn_port_semihost(uintptr_t op, const void *arg)
{
    register uintptr_t r0 __asm__("r0") = op;
    register const void *r1 __asm__("r1") = arg;
    __asm__ volatile("bkpt 0xab" : "+r"(r0) : "r"(r1) : "memory");
    return r0;
}

/* Any fault: say so and stop QEMU with a failing status rather than hang. */
void cairn_port_fault(void)
{
    cairn_port_semihost(SH_SYS_WRITE0, "cairn port: fault exception (HardFault/MemManage/BusFault/UsageFault)\n");
    /* plain SYS_EXIT with a non-success reason: QEMU exits with status 1 */
    cairn_port_semihost(SH_SYS_EXIT, (const void *)(uintptr_t)ADP_STOPPED_RUNTIME_ERROR);
    for (;;)
        ;
}

typedef void (*vector_fn)(void);
/* Initial SP, reset, then the Cortex-M system exceptions; no interrupt is enabled. */
__attribute__((section(".isr_vector"), used)) const vector_fn cairn_port_vectors[16] = {
    (vector_fn)(uintptr_t)&__stack_top,
    cairn_port_reset,
    cairn_port_fault, /* NMI */
    cairn_port_fault, /* HardFault */
    cairn_port_fault, /* MemManage */
    cairn_port_fault, /* BusFault */
    cairn_port_fault, /* UsageFault */
    0, 0, 0, 0,
    cairn_port_fault, /* SVCall */
    cairn_port_fault, /* DebugMon */
    0,
    cairn_port_fault, /* PendSV */
    cairn_port_fault, /* SysTick */
};

/* newlib's malloc grows into the 16 MiB RAM at 0x60000000. */
void *_sbrk(ptrdiff_t incr)
{
    static char *brk = &__heap_start;
    char *prev = brk;

    if (incr < 0 || (size_t)incr > (size_t)(&__heap_end - brk)) {
        errno = ENOMEM;
        return (void *)-1;
    }
    brk += incr;
    return prev;
}

void _init(void) {}
void _fini(void) {}

#define MAX_ARGS 32
static char cmdline[1024];
static char *argv_buf[MAX_ARGS + 1];

/* argv from SYS_GET_CMDLINE: QEMU passes the -semihosting-config arg=...
 * values (argv[0] first), split here on blanks. */
static int get_args(void)
{
    struct {
        char *buf;
        uintptr_t len;
    } blk = {cmdline, sizeof(cmdline) - 1};
    int argc = 0;
    char *p = cmdline;

    if (cairn_port_semihost(SH_SYS_GET_CMDLINE, &blk) != 0)
        cmdline[0] = '\0';
    cmdline[sizeof(cmdline) - 1] = '\0';
    while (*p != '\0' && argc < MAX_ARGS) {
        while (*p == ' ')
            *p++ = '\0';
        if (*p == '\0')
            break;
        argv_buf[argc++] = p;
        while (*p != '\0' && *p != ' ')
            p++;
    }
    if (argc == 0)
        argv_buf[argc++] = (char *)"cairn";
    argv_buf[argc] = NULL;
    return argc;
}

void cairn_port_reset(void)
{
    uint32_t *dst, *src;

#if defined(__ARM_FP)
    CPACR |= 0xFu << 20; /* CP10/CP11 full access: the FPU, before any float code */
    __asm__ volatile("dsb\n\tisb" ::: "memory");
#endif
    for (dst = &__data_start, src = &__data_load; dst < &__data_end;)
        *dst++ = *src++;
    for (dst = &__bss_start; dst < &__bss_end;)
        *dst++ = 0;
    __libc_init_array();
    initialise_monitor_handles();
    exit(main(get_args(), argv_buf));
}
