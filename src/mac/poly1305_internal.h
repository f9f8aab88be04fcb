/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Poly1305 internals: the set-up the vector back ends (src/accel/x86/
 * chacha_avx2.c, chacha_avx512.c) share with poly1305.c, whose objects
 * ("x86-avx2", "x86-avx512", "x86-avx512ifma") are m64 with a vector loop
 * for long runs of blocks, on m64's context layout; and the x86-64 block
 * step of the "x86-64" object and of the fused ChaCha20-Poly1305 kernels
 * (chacha_ssse3.c, chacha_avx2.c). Not installed.
 */
#ifndef CAIRN_POLY1305_INTERNAL_H
#define CAIRN_POLY1305_INTERNAL_H

#include "cairn/mac.h"
#include "core/internal.h"

#if CAIRN_ENABLE_CHACHA20

/* The work of cairn_poly1305_init_ex/update/final without their argument
 * checks, for callers that hold a checked object and valid buffers
 * (ChaCha20-Poly1305). tag wipes the context. */
void cairn_poly1305_key(cairn_poly1305_ctx *ctx, const cairn_poly1305_impl *impl,
                        const uint8_t key[CAIRN_POLY1305_KEY_LEN]);
void cairn_poly1305_absorb(cairn_poly1305_ctx *ctx, const uint8_t *in, size_t len);
void cairn_poly1305_tag(cairn_poly1305_ctx *ctx, uint8_t tag[CAIRN_POLY1305_TAG_LEN]);

/* 1 when impl keeps the "m64" object's state layout (st[0..2] = r0, r1,
 * r1 + r1 / 4; st[3..5] = h in radix 2^64, h2 at most 4 between blocks;
 * st[6..7] = s), which the fused ChaCha20-Poly1305 kernels
 * (cairn_chacha20_impl.poly1305_m64) update; else 0. */
int cairn_poly1305_m64_layout(const cairn_poly1305_impl *impl);

#if CAIRN_ENABLE_X86_ACCEL
/* Vector back ends (src/accel/x86/chacha_avx2.c, chacha_avx512.c): nblocks
 * full blocks (2^128 added to each) on the m64 context layout; nblocks a
 * multiple of 4 (AVX2) or 8 (AVX-512), at least that. */
void cairn_poly1305_avx2_blocks(uint64_t st[12], const uint8_t *in, size_t nblocks);
void cairn_poly1305_avx512_blocks(uint64_t st[12], const uint8_t *in, size_t nblocks);
/* Two eight-way loops in radix 2^44 with AVX-512 IFMA (multiple of 16). */
void cairn_poly1305_ifma_blocks(uint64_t st[12], const uint8_t *in, size_t nblocks);
/* Their scalar set-up, in radix 2^26: h from the context and r^1..r^n
 * (r[i] = r^(i+1)); and back, h from limbs l (each below 2^63, modified). */
void cairn_poly1305_get26(const uint64_t st[12], uint64_t h[5], uint64_t r[][5], unsigned n);
void cairn_poly1305_put26(uint64_t st[12], uint64_t l[5]);

/*
 * CAIRN_POLY1305_X86_STEP(p, hibit): one block of the m64 layout, h = (h + m
 * + hibit 2^128) r mod 2^130 - 5, partially reduced (h2 <= 4), with the
 * names r0, r1, s1, h0, h1, h2 (uint64_t) in scope; p points at the 16-byte
 * block, hibit is 0 or 1. The m64 object's C step as baseline x86-64
 * assembly (MUL/ADC, no CPU feature): with h2 <= 6 after the message and
 * r0, s1 < 2^61 (clamping), no product or sum overflows: the column sums
 * d0 = h0 r0 + h1 s1, d1 = h0 r1 + h1 r0 + h2 s1 + hi(d0), d2 = h2 r0 +
 * hi(d1) (hi(d0) < 2^62, d2 < 2^63), then d2's bits from 2 on folded back
 * times 5 (2^130 = 5). gcc 12's code for the C form (carries by
 * comparisons, 128-bit additions) made the block's dependency chain about
 * 21 core cycles on Zen 4 (0.92-0.99 TSC ticks a byte); this one about 14.
 * The products are taken in the order h0 r1, h0 r0, h1 r0, h1 s1, so the
 * d1:d2 column, which the fold waits on, is summed while the last product
 * (into d0, needed only at the fold's final additions) is in flight: 0.670
 * -> 0.624 TSC ticks a byte on Zen 4 against the order h0 r0, h1 s1, h0 r1,
 * h1 r0 (minimum of 3000 runs of 512 blocks). Used
 * by the "x86-64" object (poly1305.c) and, interleaved with the vector
 * rounds, by the AVX2 fused ChaCha20-Poly1305 kernel (chacha_avx2.c). The
 * x86 back ends are built by GCC and Clang only (CMakeLists.txt).
 * Straight-line code: no branch or index depends on h, r or the message.
 */
typedef uint64_t __attribute__((may_alias)) cairn_poly1305_u64a;
#define CAIRN_POLY1305_X86_STEP(p, hibit)                                                                              \
    do {                                                                                                               \
        const cairn_poly1305_u64a *p_ = (const cairn_poly1305_u64a *)(const void *)(p);                                \
        uint64_t d1_, d2_, d3_;                                                                                        \
        __asm__("add %[m0], %[h0]\n\t"                                                                                 \
                "adc %[m1], %[h1]\n\t"                                                                                 \
                "adc %[hb], %[h2]\n\t"                                                                                 \
                "mov %[r1], %%rax\n\t"                                                                                 \
                "mulq %[h0]\n\t" /* h0 r1 into d2:d3 */                                                                \
                "mov %%rax, %[d2]\n\t"                                                                                 \
                "mov %[r0], %%rax\n\t"                                                                                 \
                "mov %%rdx, %[d3]\n\t"                                                                                 \
                "mulq %[h0]\n\t" /* h0 r0 into h0:d1 */                                                                \
                "mov %%rax, %[h0]\n\t"                                                                                 \
                "mov %[r0], %%rax\n\t"                                                                                 \
                "mov %%rdx, %[d1]\n\t"                                                                                 \
                "mulq %[h1]\n\t" /* + h1 r0 into d2:d3 */                                                              \
                "add %%rax, %[d2]\n\t"                                                                                 \
                "mov %[s1], %%rax\n\t"                                                                                 \
                "adc %%rdx, %[d3]\n\t"                                                                                 \
                "mulq %[h1]\n\t" /* + h1 s1 into h0:d1: d0 */                                                          \
                "mov %[h2], %[h1]\n\t"                                                                                 \
                "add %%rax, %[h0]\n\t"                                                                                 \
                "adc %%rdx, %[d1]\n\t"                                                                                 \
                "imul %[s1], %[h1]\n\t" /* + h2 s1 */                                                                  \
                "add %[h1], %[d2]\n\t"                                                                                 \
                "mov %[d1], %[h1]\n\t"                                                                                 \
                "adc $0, %[d3]\n\t"                                                                                    \
                "imul %[r0], %[h2]\n\t" /* + 2^64 h2 r0 */                                                             \
                "add %[d2], %[h1]\n\t"  /* + hi(d0): d1 in h1, d2 in d3 */                                             \
                "mov $-4, %%rax\n\t"                                                                                   \
                "adc %[h2], %[d3]\n\t"                                                                                 \
                "and %[d3], %%rax\n\t"                                                                                 \
                "mov %[d3], %[h2]\n\t"                                                                                 \
                "shr $2, %[d3]\n\t"                                                                                    \
                "and $3, %[h2]\n\t"                                                                                    \
                "add %[d3], %%rax\n\t" /* 5 (d2 >> 2) */                                                               \
                "add %%rax, %[h0]\n\t"                                                                                 \
                "adc $0, %[h1]\n\t"                                                                                    \
                "adc $0, %[h2]"                                                                                          \
                : [h0] "+r"(h0), [h1] "+r"(h1), [h2] "+r"(h2), [d1] "=&r"(d1_), [d2] "=&r"(d2_), [d3] "=&r"(d3_)       \
                : [m0] "m"(p_[0]), [m1] "m"(p_[1]), [hb] "re"((uint64_t)(hibit)), [r0] "rm"(r0), [r1] "rm"(r1),       \
                  [s1] "rm"(s1)                                                                                        \
                : "rax", "rdx", "cc");                                                                                 \
    } while (0)

/* The names the step works on, from and back to the m64 context layout
 * (st[0..2] = r0, r1, s1; st[3..5] = h0, h1, h2). */
#define CAIRN_POLY1305_X86_VARS(st)                                                                                    \
    const uint64_t r0 = (st)[0], r1 = (st)[1], s1 = (st)[2];                                                           \
    uint64_t h0 = (st)[3], h1 = (st)[4], h2 = (st)[5];
#define CAIRN_POLY1305_X86_SAVE(st)                                                                                    \
    do {                                                                                                               \
        (st)[3] = h0;                                                                                                  \
        (st)[4] = h1;                                                                                                  \
        (st)[5] = h2;                                                                                                  \
    } while (0)

/* nblocks blocks at in through the step, on the m64 context layout. */
CAIRN_INLINE void cairn_poly1305_x86_loop(uint64_t st[12], const uint8_t *in, size_t nblocks, uint64_t hibit)
{
    CAIRN_POLY1305_X86_VARS(st)
    for (; nblocks > 0; nblocks--, in += 16)
        CAIRN_POLY1305_X86_STEP(in, hibit);
    CAIRN_POLY1305_X86_SAVE(st);
}
#endif

#endif
#endif
