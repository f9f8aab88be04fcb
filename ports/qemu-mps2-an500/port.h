/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* What the QEMU mps2-an500 port offers its programs (benchmark, size tool). */
#ifndef CAIRN_PORT_MPS2_AN500_H
#define CAIRN_PORT_MPS2_AN500_H

#include <stdint.h>

/* One ARM semihosting call (BKPT 0xAB): op in r0, argument block in r1. */
uintptr_t cairn_port_semihost(uintptr_t op, const void *arg);

/* The FPGAIO 25 MHz counter (32 bits). Under QEMU -icount shift=0 it ticks
 * once per 40 instructions; otherwise it follows host wall time. */
#define CAIRN_MPS2_FPGAIO_COUNTER (*(volatile uint32_t *)0x40028018u)

#endif
