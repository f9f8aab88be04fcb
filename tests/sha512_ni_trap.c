/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Runs the library's SHA512-instruction compression (src/accel/x86/
 * sha512_ni.c) on CPUs without the extension: each VSHA512RNDS2,
 * VSHA512MSG1 or VSHA512MSG2 raises SIGILL; the handler decodes the
 * instruction's VEX bytes (its registers from the ModRM and vvvv fields, as
 * the CPU would), applies sha512_ni_model.c's model to the YMM registers in
 * the signal frame (the XSAVE area: low halves in the legacy XMM slots, high
 * halves in the YMM_Hi128 component) and resumes after it. So the shipped
 * object code runs, its byte encodings and its register use included, with
 * only the three instructions' arithmetic supplied by the model. A trap on
 * anything else is an error; a signal frame without the YMM state (valgrind
 * builds its own, without it) means this cannot be done here. Linux on
 * x86-64 only.
 */
#if defined(__linux__) && defined(__x86_64__)
#define _GNU_SOURCE
#endif
#include "cairn/config.h"

#include <stddef.h>
#include <stdint.h>

#include "sha512_ni_model.h"

#if defined(__linux__) && defined(__x86_64__) && CAIRN_ENABLE_X86_ACCEL && CAIRN_ENABLE_SHA512

#include <cpuid.h>
#include <setjmp.h>
#include <signal.h>
#include <string.h>
#include <ucontext.h>

#include "hash/sha_internal.h"

#define XSTATE_MAGIC1 0x46505853u /* the kernel's FP_XSTATE_MAGIC1: an XSAVE frame */

static unsigned ymm_hi_off;          /* the YMM_Hi128 component's offset (CPUID 0xD, 2) */
static volatile unsigned long traps; /* instructions emulated */
static sigjmp_buf out;               /* where a trap that cannot be emulated returns to */

static void reg_get(const uint8_t *xs, unsigned n, uint64_t v[4])
{
    uint64_t bv;
    memcpy(v, xs + 160 + 16 * n, 16);
    memcpy(&bv, xs + 512, 8);
    if (bv & 4)
        memcpy(v + 2, xs + ymm_hi_off + 16 * n, 16);
    else
        v[2] = v[3] = 0; /* the upper halves in their initial state */
}

static void reg_set(uint8_t *xs, unsigned n, const uint64_t v[4])
{
    uint64_t bv;
    unsigned i;
    memcpy(&bv, xs + 512, 8);
    if (!(bv & 4)) { /* every upper half was zero: write them so, then ours */
        for (i = 0; i < 16; i++)
            memset(xs + ymm_hi_off + 16 * i, 0, 16);
        bv |= 4;
        memcpy(xs + 512, &bv, 8);
    }
    memcpy(xs + 160 + 16 * n, v, 16);
    memcpy(xs + ymm_hi_off + 16 * n, v + 2, 16);
}

static void on_sigill(int sig, siginfo_t *si, void *vctx)
{
    ucontext_t *uc = vctx;
    const uint8_t *ip = (const uint8_t *)uc->uc_mcontext.gregs[REG_RIP];
    uint8_t *xs = (uint8_t *)uc->uc_mcontext.fpregs;
    uint32_t magic, size;
    uint64_t feat, d[4], s[4];
    unsigned reg, rm, vvvv;

    (void)sig;
    (void)si;
    if (xs == NULL)
        siglongjmp(out, 1);
    memcpy(&magic, xs + 464, 4);
    memcpy(&feat, xs + 472, 8);
    memcpy(&size, xs + 480, 4);
    if (magic != XSTATE_MAGIC1 || !(feat & 4) || size < ymm_hi_off + 256)
        siglongjmp(out, 1); /* no YMM state in the frame */
    /* VEX3 (C4), map 0F38, W0, L1 (256 bits), pp F2, register ModRM */
    if (ip[0] != 0xc4 || (ip[1] & 0x1f) != 2 || (ip[2] & 0x87) != 0x07 || (ip[4] & 0xc0) != 0xc0)
        goto fail;
    reg = ((ip[4] >> 3) & 7) | (ip[1] & 0x80 ? 0 : 8);
    rm = (ip[4] & 7) | (ip[1] & 0x20 ? 0 : 8);
    vvvv = (~ip[2] >> 3) & 15;
    reg_get(xs, reg, d);
    reg_get(xs, rm, s);
    switch (ip[3]) {
    case 0xcb: { /* VSHA512RNDS2 ymm(reg), ymm(vvvv), xmm(rm) */
        uint64_t abef[4];
        reg_get(xs, vvvv, abef);
        cairn_test_sha512rnds2(d, abef, s);
        break;
    }
    case 0xcc: /* VSHA512MSG1 ymm(reg), xmm(rm) */
        if (vvvv != 0)
            goto fail;
        cairn_test_sha512msg1(d, s);
        break;
    case 0xcd: /* VSHA512MSG2 ymm(reg), ymm(rm) */
        if (vvvv != 0)
            goto fail;
        cairn_test_sha512msg2(d, s);
        break;
    default:
        goto fail;
    }
    reg_set(xs, reg, d);
    uc->uc_mcontext.gregs[REG_RIP] += 5;
    traps++;
    return;
fail:
    siglongjmp(out, 2); /* not one of the three instructions, or not as sha512_ni.c spells them */
}

long cairn_test_sha512_ni_trapped(uint64_t st[8], const uint8_t *p, size_t nblocks)
{
    struct sigaction sa, old;
    unsigned a, b, c, d;

    if (!__get_cpuid_count(0xd, 2, &a, &b, &c, &d) || a != 256 || b < 576)
        return -1;
    ymm_hi_off = b;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_sigill;
    sa.sa_flags = SA_SIGINFO;
    sigemptyset(&sa.sa_mask);
    if (sigaction(SIGILL, &sa, &old) != 0)
        return -1;
    traps = 0;
    switch (sigsetjmp(out, 1)) {
    case 0:
        cairn_sha512_compress_ni_x86(st, p, nblocks);
        sigaction(SIGILL, &old, NULL);
        return (long)traps;
    case 1:
        sigaction(SIGILL, &old, NULL);
        return -1;
    default:
        sigaction(SIGILL, &old, NULL);
        return -2;
    }
}

#else
long cairn_test_sha512_ni_trapped(uint64_t st[8], const uint8_t *p, size_t nblocks)
{
    (void)st;
    (void)p;
    (void)nblocks;
    return -1;
}
#endif
