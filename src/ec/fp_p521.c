/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * GF(p), p = 2^521 - 1 (P-521), elements as their value in 9 x 64 or
 * 17 x 32 limbs (fp_special.h), the top limb holding 9 bits. The product
 * t < 2^1042 is folded at bit 521 (2^521 = 1): t mod p = lo + hi with
 * lo = t mod 2^521 and hi = t >> 521, both below 2^521. With u = lo + hi + 1
 * (below 2^522) the canonical residue is (u mod 2^521) - 1 + (u >> 521): u's
 * bit 521 is set exactly when lo + hi >= p, and then the fold of that bit and
 * the -1 cancel. Two carry chains, no comparison with p.
 * Inversion is a^(p-2) by a doubling chain to x512 = a^(2^512 - 1); the
 * square root is a^((p+1)/4) = a^(2^519), 519 squarings. Nothing branches
 * on or indexes by a value.
 */
#include "ec/fp_special.h"

#if CAIRN_ENABLE_EC

#define N CAIRN_BN_LIMBS(521)
#define TOP ((cairn_limb)0x1ff) /* bits of the top limb: 521 = LB (N - 1) + 9 */

#define M1 (~(cairn_limb)0)
static const cairn_limb p521_p[N] = {
#if CAIRN_BN_LIMB_BITS == 64
    M1, M1, M1, M1, M1, M1, M1, M1, TOP,
#else
    M1, M1, M1, M1, M1, M1, M1, M1, M1, M1, M1, M1, M1, M1, M1, M1, TOP,
#endif
};
static const cairn_limb p521_one[N] = {1};

/* r = t mod p for t < 2^1042 (2N limbs). */
CAIRN_INLINE void p521_reduce(cairn_limb *r, const cairn_limb *t)
{
    cairn_limb u[N], c = 1, b;
    size_t i;
    for (i = 0; i + 1 < N; i++)
        u[i] = adc(t[i], (t[N - 1 + i] >> 9) | (t[N + i] << (LB - 9)), &c);
    u[N - 1] = (t[N - 1] & TOP) + (t[2 * N - 2] >> 9) + (t[2 * N - 1] << (LB - 9)) + c;
    b = u[N - 1] >> 9;
    u[N - 1] &= TOP;
    b ^= 1; /* subtract 1 - b */
    for (i = 0; i < N; i++)
        r[i] = sbb(u[i], 0, &b);
}

#if defined(FP_ARM_UMAAL)
/*
 * Cortex-M4/M7: t[0..31] = a[0..15] b[0..15] in Thumb-2 assembly (bands of
 * 4 x 4 UMAAL blocks, as fp_p384.c's product), then the top words a[16] and
 * b[16] (9 bits each) in two C rows at t[16]. Also the squaring: the C
 * squaring keeps its rows in memory and costs more.
 */
void cairn_ec_p521_mul16_armv7em(uint32_t t[32], const uint32_t a[16], const uint32_t b[16]);
__asm__(".pushsection .text.cairn_ec_p521_mul16_armv7em,\"ax\",%progbits\n\t"
        ".syntax unified\n\t"
        ".thumb\n\t"
        ".p2align 2\n\t"
        ".global cairn_ec_p521_mul16_armv7em\n\t"
        ".hidden cairn_ec_p521_mul16_armv7em\n\t"
        ".type cairn_ec_p521_mul16_armv7em, %function\n\t"
        ".thumb_func\n"
        "cairn_ec_p521_mul16_armv7em:\n\t"
        "push {r4-r11, lr}\n\t"
        "sub sp, sp, #16\n\t"
        "ldr r4, [r2, #0]\n\t"
        "ldr r5, [r2, #4]\n\t"
        "ldr r6, [r2, #8]\n\t"
        "ldr r7, [r2, #12]\n\t"
        "mov r8, #0\n\t"
        "mov r9, #0\n\t"
        "mov r10, #0\n\t"
        "mov r11, #0\n\t"
        "ldr r12, [r1, #0]\n\t"
        "mov lr, #0\n\t"
        "umaal r8, lr, r12, r4\n\t"
        "umaal r9, lr, r12, r5\n\t"
        "umaal r10, lr, r12, r6\n\t"
        "umaal r11, lr, r12, r7\n\t"
        "str r8, [r0, #0]\n\t"
        "ldr r12, [r1, #4]\n\t"
        "mov r8, #0\n\t"
        "umaal r9, r8, r12, r4\n\t"
        "umaal r10, r8, r12, r5\n\t"
        "umaal r11, r8, r12, r6\n\t"
        "umaal lr, r8, r12, r7\n\t"
        "str r9, [r0, #4]\n\t"
        "ldr r12, [r1, #8]\n\t"
        "mov r9, #0\n\t"
        "umaal r10, r9, r12, r4\n\t"
        "umaal r11, r9, r12, r5\n\t"
        "umaal lr, r9, r12, r6\n\t"
        "umaal r8, r9, r12, r7\n\t"
        "str r10, [r0, #8]\n\t"
        "ldr r12, [r1, #12]\n\t"
        "mov r10, #0\n\t"
        "umaal r11, r10, r12, r4\n\t"
        "umaal lr, r10, r12, r5\n\t"
        "umaal r8, r10, r12, r6\n\t"
        "umaal r9, r10, r12, r7\n\t"
        "str r11, [r0, #12]\n\t"
        "str lr, [sp, #0]\n\t"
        "str r8, [sp, #4]\n\t"
        "str r9, [sp, #8]\n\t"
        "str r10, [sp, #12]\n\t"
        "mov r8, #0\n\t"
        "mov r9, #0\n\t"
        "mov r10, #0\n\t"
        "mov r11, #0\n\t"
        "ldr r12, [r1, #16]\n\t"
        "ldr lr, [sp, #0]\n\t"
        "umaal r8, lr, r12, r4\n\t"
        "umaal r9, lr, r12, r5\n\t"
        "umaal r10, lr, r12, r6\n\t"
        "umaal r11, lr, r12, r7\n\t"
        "str r8, [r0, #16]\n\t"
        "ldr r12, [r1, #20]\n\t"
        "ldr r8, [sp, #4]\n\t"
        "umaal r9, r8, r12, r4\n\t"
        "umaal r10, r8, r12, r5\n\t"
        "umaal r11, r8, r12, r6\n\t"
        "umaal lr, r8, r12, r7\n\t"
        "str r9, [r0, #20]\n\t"
        "ldr r12, [r1, #24]\n\t"
        "ldr r9, [sp, #8]\n\t"
        "umaal r10, r9, r12, r4\n\t"
        "umaal r11, r9, r12, r5\n\t"
        "umaal lr, r9, r12, r6\n\t"
        "umaal r8, r9, r12, r7\n\t"
        "str r10, [r0, #24]\n\t"
        "ldr r12, [r1, #28]\n\t"
        "ldr r10, [sp, #12]\n\t"
        "umaal r11, r10, r12, r4\n\t"
        "umaal lr, r10, r12, r5\n\t"
        "umaal r8, r10, r12, r6\n\t"
        "umaal r9, r10, r12, r7\n\t"
        "str r11, [r0, #28]\n\t"
        "str lr, [sp, #0]\n\t"
        "str r8, [sp, #4]\n\t"
        "str r9, [sp, #8]\n\t"
        "str r10, [sp, #12]\n\t"
        "mov r8, #0\n\t"
        "mov r9, #0\n\t"
        "mov r10, #0\n\t"
        "mov r11, #0\n\t"
        "ldr r12, [r1, #32]\n\t"
        "ldr lr, [sp, #0]\n\t"
        "umaal r8, lr, r12, r4\n\t"
        "umaal r9, lr, r12, r5\n\t"
        "umaal r10, lr, r12, r6\n\t"
        "umaal r11, lr, r12, r7\n\t"
        "str r8, [r0, #32]\n\t"
        "ldr r12, [r1, #36]\n\t"
        "ldr r8, [sp, #4]\n\t"
        "umaal r9, r8, r12, r4\n\t"
        "umaal r10, r8, r12, r5\n\t"
        "umaal r11, r8, r12, r6\n\t"
        "umaal lr, r8, r12, r7\n\t"
        "str r9, [r0, #36]\n\t"
        "ldr r12, [r1, #40]\n\t"
        "ldr r9, [sp, #8]\n\t"
        "umaal r10, r9, r12, r4\n\t"
        "umaal r11, r9, r12, r5\n\t"
        "umaal lr, r9, r12, r6\n\t"
        "umaal r8, r9, r12, r7\n\t"
        "str r10, [r0, #40]\n\t"
        "ldr r12, [r1, #44]\n\t"
        "ldr r10, [sp, #12]\n\t"
        "umaal r11, r10, r12, r4\n\t"
        "umaal lr, r10, r12, r5\n\t"
        "umaal r8, r10, r12, r6\n\t"
        "umaal r9, r10, r12, r7\n\t"
        "str r11, [r0, #44]\n\t"
        "str lr, [sp, #0]\n\t"
        "str r8, [sp, #4]\n\t"
        "str r9, [sp, #8]\n\t"
        "str r10, [sp, #12]\n\t"
        "mov r8, #0\n\t"
        "mov r9, #0\n\t"
        "mov r10, #0\n\t"
        "mov r11, #0\n\t"
        "ldr r12, [r1, #48]\n\t"
        "ldr lr, [sp, #0]\n\t"
        "umaal r8, lr, r12, r4\n\t"
        "umaal r9, lr, r12, r5\n\t"
        "umaal r10, lr, r12, r6\n\t"
        "umaal r11, lr, r12, r7\n\t"
        "str r8, [r0, #48]\n\t"
        "ldr r12, [r1, #52]\n\t"
        "ldr r8, [sp, #4]\n\t"
        "umaal r9, r8, r12, r4\n\t"
        "umaal r10, r8, r12, r5\n\t"
        "umaal r11, r8, r12, r6\n\t"
        "umaal lr, r8, r12, r7\n\t"
        "str r9, [r0, #52]\n\t"
        "ldr r12, [r1, #56]\n\t"
        "ldr r9, [sp, #8]\n\t"
        "umaal r10, r9, r12, r4\n\t"
        "umaal r11, r9, r12, r5\n\t"
        "umaal lr, r9, r12, r6\n\t"
        "umaal r8, r9, r12, r7\n\t"
        "str r10, [r0, #56]\n\t"
        "ldr r12, [r1, #60]\n\t"
        "ldr r10, [sp, #12]\n\t"
        "umaal r11, r10, r12, r4\n\t"
        "umaal lr, r10, r12, r5\n\t"
        "umaal r8, r10, r12, r6\n\t"
        "umaal r9, r10, r12, r7\n\t"
        "str r11, [r0, #60]\n\t"
        "str lr, [r0, #64]\n\t"
        "str r8, [r0, #68]\n\t"
        "str r9, [r0, #72]\n\t"
        "str r10, [r0, #76]\n\t"
        "ldr r4, [r2, #16]\n\t"
        "ldr r5, [r2, #20]\n\t"
        "ldr r6, [r2, #24]\n\t"
        "ldr r7, [r2, #28]\n\t"
        "ldr r8, [r0, #16]\n\t"
        "ldr r9, [r0, #20]\n\t"
        "ldr r10, [r0, #24]\n\t"
        "ldr r11, [r0, #28]\n\t"
        "ldr r12, [r1, #0]\n\t"
        "mov lr, #0\n\t"
        "umaal r8, lr, r12, r4\n\t"
        "umaal r9, lr, r12, r5\n\t"
        "umaal r10, lr, r12, r6\n\t"
        "umaal r11, lr, r12, r7\n\t"
        "str r8, [r0, #16]\n\t"
        "ldr r12, [r1, #4]\n\t"
        "mov r8, #0\n\t"
        "umaal r9, r8, r12, r4\n\t"
        "umaal r10, r8, r12, r5\n\t"
        "umaal r11, r8, r12, r6\n\t"
        "umaal lr, r8, r12, r7\n\t"
        "str r9, [r0, #20]\n\t"
        "ldr r12, [r1, #8]\n\t"
        "mov r9, #0\n\t"
        "umaal r10, r9, r12, r4\n\t"
        "umaal r11, r9, r12, r5\n\t"
        "umaal lr, r9, r12, r6\n\t"
        "umaal r8, r9, r12, r7\n\t"
        "str r10, [r0, #24]\n\t"
        "ldr r12, [r1, #12]\n\t"
        "mov r10, #0\n\t"
        "umaal r11, r10, r12, r4\n\t"
        "umaal lr, r10, r12, r5\n\t"
        "umaal r8, r10, r12, r6\n\t"
        "umaal r9, r10, r12, r7\n\t"
        "str r11, [r0, #28]\n\t"
        "str lr, [sp, #0]\n\t"
        "str r8, [sp, #4]\n\t"
        "str r9, [sp, #8]\n\t"
        "str r10, [sp, #12]\n\t"
        "ldr r8, [r0, #32]\n\t"
        "ldr r9, [r0, #36]\n\t"
        "ldr r10, [r0, #40]\n\t"
        "ldr r11, [r0, #44]\n\t"
        "ldr r12, [r1, #16]\n\t"
        "ldr lr, [sp, #0]\n\t"
        "umaal r8, lr, r12, r4\n\t"
        "umaal r9, lr, r12, r5\n\t"
        "umaal r10, lr, r12, r6\n\t"
        "umaal r11, lr, r12, r7\n\t"
        "str r8, [r0, #32]\n\t"
        "ldr r12, [r1, #20]\n\t"
        "ldr r8, [sp, #4]\n\t"
        "umaal r9, r8, r12, r4\n\t"
        "umaal r10, r8, r12, r5\n\t"
        "umaal r11, r8, r12, r6\n\t"
        "umaal lr, r8, r12, r7\n\t"
        "str r9, [r0, #36]\n\t"
        "ldr r12, [r1, #24]\n\t"
        "ldr r9, [sp, #8]\n\t"
        "umaal r10, r9, r12, r4\n\t"
        "umaal r11, r9, r12, r5\n\t"
        "umaal lr, r9, r12, r6\n\t"
        "umaal r8, r9, r12, r7\n\t"
        "str r10, [r0, #40]\n\t"
        "ldr r12, [r1, #28]\n\t"
        "ldr r10, [sp, #12]\n\t"
        "umaal r11, r10, r12, r4\n\t"
        "umaal lr, r10, r12, r5\n\t"
        "umaal r8, r10, r12, r6\n\t"
        "umaal r9, r10, r12, r7\n\t"
        "str r11, [r0, #44]\n\t"
        "str lr, [sp, #0]\n\t"
        "str r8, [sp, #4]\n\t"
        "str r9, [sp, #8]\n\t"
        "str r10, [sp, #12]\n\t"
        "ldr r8, [r0, #48]\n\t"
        "ldr r9, [r0, #52]\n\t"
        "ldr r10, [r0, #56]\n\t"
        "ldr r11, [r0, #60]\n\t"
        "ldr r12, [r1, #32]\n\t"
        "ldr lr, [sp, #0]\n\t"
        "umaal r8, lr, r12, r4\n\t"
        "umaal r9, lr, r12, r5\n\t"
        "umaal r10, lr, r12, r6\n\t"
        "umaal r11, lr, r12, r7\n\t"
        "str r8, [r0, #48]\n\t"
        "ldr r12, [r1, #36]\n\t"
        "ldr r8, [sp, #4]\n\t"
        "umaal r9, r8, r12, r4\n\t"
        "umaal r10, r8, r12, r5\n\t"
        "umaal r11, r8, r12, r6\n\t"
        "umaal lr, r8, r12, r7\n\t"
        "str r9, [r0, #52]\n\t"
        "ldr r12, [r1, #40]\n\t"
        "ldr r9, [sp, #8]\n\t"
        "umaal r10, r9, r12, r4\n\t"
        "umaal r11, r9, r12, r5\n\t"
        "umaal lr, r9, r12, r6\n\t"
        "umaal r8, r9, r12, r7\n\t"
        "str r10, [r0, #56]\n\t"
        "ldr r12, [r1, #44]\n\t"
        "ldr r10, [sp, #12]\n\t"
        "umaal r11, r10, r12, r4\n\t"
        "umaal lr, r10, r12, r5\n\t"
        "umaal r8, r10, r12, r6\n\t"
        "umaal r9, r10, r12, r7\n\t"
        "str r11, [r0, #60]\n\t"
        "str lr, [sp, #0]\n\t"
        "str r8, [sp, #4]\n\t"
        "str r9, [sp, #8]\n\t"
        "str r10, [sp, #12]\n\t"
        "ldr r8, [r0, #64]\n\t"
        "ldr r9, [r0, #68]\n\t"
        "ldr r10, [r0, #72]\n\t"
        "ldr r11, [r0, #76]\n\t"
        "ldr r12, [r1, #48]\n\t"
        "ldr lr, [sp, #0]\n\t"
        "umaal r8, lr, r12, r4\n\t"
        "umaal r9, lr, r12, r5\n\t"
        "umaal r10, lr, r12, r6\n\t"
        "umaal r11, lr, r12, r7\n\t"
        "str r8, [r0, #64]\n\t"
        "ldr r12, [r1, #52]\n\t"
        "ldr r8, [sp, #4]\n\t"
        "umaal r9, r8, r12, r4\n\t"
        "umaal r10, r8, r12, r5\n\t"
        "umaal r11, r8, r12, r6\n\t"
        "umaal lr, r8, r12, r7\n\t"
        "str r9, [r0, #68]\n\t"
        "ldr r12, [r1, #56]\n\t"
        "ldr r9, [sp, #8]\n\t"
        "umaal r10, r9, r12, r4\n\t"
        "umaal r11, r9, r12, r5\n\t"
        "umaal lr, r9, r12, r6\n\t"
        "umaal r8, r9, r12, r7\n\t"
        "str r10, [r0, #72]\n\t"
        "ldr r12, [r1, #60]\n\t"
        "ldr r10, [sp, #12]\n\t"
        "umaal r11, r10, r12, r4\n\t"
        "umaal lr, r10, r12, r5\n\t"
        "umaal r8, r10, r12, r6\n\t"
        "umaal r9, r10, r12, r7\n\t"
        "str r11, [r0, #76]\n\t"
        "str lr, [r0, #80]\n\t"
        "str r8, [r0, #84]\n\t"
        "str r9, [r0, #88]\n\t"
        "str r10, [r0, #92]\n\t"
        "ldr r4, [r2, #32]\n\t"
        "ldr r5, [r2, #36]\n\t"
        "ldr r6, [r2, #40]\n\t"
        "ldr r7, [r2, #44]\n\t"
        "ldr r8, [r0, #32]\n\t"
        "ldr r9, [r0, #36]\n\t"
        "ldr r10, [r0, #40]\n\t"
        "ldr r11, [r0, #44]\n\t"
        "ldr r12, [r1, #0]\n\t"
        "mov lr, #0\n\t"
        "umaal r8, lr, r12, r4\n\t"
        "umaal r9, lr, r12, r5\n\t"
        "umaal r10, lr, r12, r6\n\t"
        "umaal r11, lr, r12, r7\n\t"
        "str r8, [r0, #32]\n\t"
        "ldr r12, [r1, #4]\n\t"
        "mov r8, #0\n\t"
        "umaal r9, r8, r12, r4\n\t"
        "umaal r10, r8, r12, r5\n\t"
        "umaal r11, r8, r12, r6\n\t"
        "umaal lr, r8, r12, r7\n\t"
        "str r9, [r0, #36]\n\t"
        "ldr r12, [r1, #8]\n\t"
        "mov r9, #0\n\t"
        "umaal r10, r9, r12, r4\n\t"
        "umaal r11, r9, r12, r5\n\t"
        "umaal lr, r9, r12, r6\n\t"
        "umaal r8, r9, r12, r7\n\t"
        "str r10, [r0, #40]\n\t"
        "ldr r12, [r1, #12]\n\t"
        "mov r10, #0\n\t"
        "umaal r11, r10, r12, r4\n\t"
        "umaal lr, r10, r12, r5\n\t"
        "umaal r8, r10, r12, r6\n\t"
        "umaal r9, r10, r12, r7\n\t"
        "str r11, [r0, #44]\n\t"
        "str lr, [sp, #0]\n\t"
        "str r8, [sp, #4]\n\t"
        "str r9, [sp, #8]\n\t"
        "str r10, [sp, #12]\n\t"
        "ldr r8, [r0, #48]\n\t"
        "ldr r9, [r0, #52]\n\t"
        "ldr r10, [r0, #56]\n\t"
        "ldr r11, [r0, #60]\n\t"
        "ldr r12, [r1, #16]\n\t"
        "ldr lr, [sp, #0]\n\t"
        "umaal r8, lr, r12, r4\n\t"
        "umaal r9, lr, r12, r5\n\t"
        "umaal r10, lr, r12, r6\n\t"
        "umaal r11, lr, r12, r7\n\t"
        "str r8, [r0, #48]\n\t"
        "ldr r12, [r1, #20]\n\t"
        "ldr r8, [sp, #4]\n\t"
        "umaal r9, r8, r12, r4\n\t"
        "umaal r10, r8, r12, r5\n\t"
        "umaal r11, r8, r12, r6\n\t"
        "umaal lr, r8, r12, r7\n\t"
        "str r9, [r0, #52]\n\t"
        "ldr r12, [r1, #24]\n\t"
        "ldr r9, [sp, #8]\n\t"
        "umaal r10, r9, r12, r4\n\t"
        "umaal r11, r9, r12, r5\n\t"
        "umaal lr, r9, r12, r6\n\t"
        "umaal r8, r9, r12, r7\n\t"
        "str r10, [r0, #56]\n\t"
        "ldr r12, [r1, #28]\n\t"
        "ldr r10, [sp, #12]\n\t"
        "umaal r11, r10, r12, r4\n\t"
        "umaal lr, r10, r12, r5\n\t"
        "umaal r8, r10, r12, r6\n\t"
        "umaal r9, r10, r12, r7\n\t"
        "str r11, [r0, #60]\n\t"
        "str lr, [sp, #0]\n\t"
        "str r8, [sp, #4]\n\t"
        "str r9, [sp, #8]\n\t"
        "str r10, [sp, #12]\n\t"
        "ldr r8, [r0, #64]\n\t"
        "ldr r9, [r0, #68]\n\t"
        "ldr r10, [r0, #72]\n\t"
        "ldr r11, [r0, #76]\n\t"
        "ldr r12, [r1, #32]\n\t"
        "ldr lr, [sp, #0]\n\t"
        "umaal r8, lr, r12, r4\n\t"
        "umaal r9, lr, r12, r5\n\t"
        "umaal r10, lr, r12, r6\n\t"
        "umaal r11, lr, r12, r7\n\t"
        "str r8, [r0, #64]\n\t"
        "ldr r12, [r1, #36]\n\t"
        "ldr r8, [sp, #4]\n\t"
        "umaal r9, r8, r12, r4\n\t"
        "umaal r10, r8, r12, r5\n\t"
        "umaal r11, r8, r12, r6\n\t"
        "umaal lr, r8, r12, r7\n\t"
        "str r9, [r0, #68]\n\t"
        "ldr r12, [r1, #40]\n\t"
        "ldr r9, [sp, #8]\n\t"
        "umaal r10, r9, r12, r4\n\t"
        "umaal r11, r9, r12, r5\n\t"
        "umaal lr, r9, r12, r6\n\t"
        "umaal r8, r9, r12, r7\n\t"
        "str r10, [r0, #72]\n\t"
        "ldr r12, [r1, #44]\n\t"
        "ldr r10, [sp, #12]\n\t"
        "umaal r11, r10, r12, r4\n\t"
        "umaal lr, r10, r12, r5\n\t"
        "umaal r8, r10, r12, r6\n\t"
        "umaal r9, r10, r12, r7\n\t"
        "str r11, [r0, #76]\n\t"
        "str lr, [sp, #0]\n\t"
        "str r8, [sp, #4]\n\t"
        "str r9, [sp, #8]\n\t"
        "str r10, [sp, #12]\n\t"
        "ldr r8, [r0, #80]\n\t"
        "ldr r9, [r0, #84]\n\t"
        "ldr r10, [r0, #88]\n\t"
        "ldr r11, [r0, #92]\n\t"
        "ldr r12, [r1, #48]\n\t"
        "ldr lr, [sp, #0]\n\t"
        "umaal r8, lr, r12, r4\n\t"
        "umaal r9, lr, r12, r5\n\t"
        "umaal r10, lr, r12, r6\n\t"
        "umaal r11, lr, r12, r7\n\t"
        "str r8, [r0, #80]\n\t"
        "ldr r12, [r1, #52]\n\t"
        "ldr r8, [sp, #4]\n\t"
        "umaal r9, r8, r12, r4\n\t"
        "umaal r10, r8, r12, r5\n\t"
        "umaal r11, r8, r12, r6\n\t"
        "umaal lr, r8, r12, r7\n\t"
        "str r9, [r0, #84]\n\t"
        "ldr r12, [r1, #56]\n\t"
        "ldr r9, [sp, #8]\n\t"
        "umaal r10, r9, r12, r4\n\t"
        "umaal r11, r9, r12, r5\n\t"
        "umaal lr, r9, r12, r6\n\t"
        "umaal r8, r9, r12, r7\n\t"
        "str r10, [r0, #88]\n\t"
        "ldr r12, [r1, #60]\n\t"
        "ldr r10, [sp, #12]\n\t"
        "umaal r11, r10, r12, r4\n\t"
        "umaal lr, r10, r12, r5\n\t"
        "umaal r8, r10, r12, r6\n\t"
        "umaal r9, r10, r12, r7\n\t"
        "str r11, [r0, #92]\n\t"
        "str lr, [r0, #96]\n\t"
        "str r8, [r0, #100]\n\t"
        "str r9, [r0, #104]\n\t"
        "str r10, [r0, #108]\n\t"
        "ldr r4, [r2, #48]\n\t"
        "ldr r5, [r2, #52]\n\t"
        "ldr r6, [r2, #56]\n\t"
        "ldr r7, [r2, #60]\n\t"
        "ldr r8, [r0, #48]\n\t"
        "ldr r9, [r0, #52]\n\t"
        "ldr r10, [r0, #56]\n\t"
        "ldr r11, [r0, #60]\n\t"
        "ldr r12, [r1, #0]\n\t"
        "mov lr, #0\n\t"
        "umaal r8, lr, r12, r4\n\t"
        "umaal r9, lr, r12, r5\n\t"
        "umaal r10, lr, r12, r6\n\t"
        "umaal r11, lr, r12, r7\n\t"
        "str r8, [r0, #48]\n\t"
        "ldr r12, [r1, #4]\n\t"
        "mov r8, #0\n\t"
        "umaal r9, r8, r12, r4\n\t"
        "umaal r10, r8, r12, r5\n\t"
        "umaal r11, r8, r12, r6\n\t"
        "umaal lr, r8, r12, r7\n\t"
        "str r9, [r0, #52]\n\t"
        "ldr r12, [r1, #8]\n\t"
        "mov r9, #0\n\t"
        "umaal r10, r9, r12, r4\n\t"
        "umaal r11, r9, r12, r5\n\t"
        "umaal lr, r9, r12, r6\n\t"
        "umaal r8, r9, r12, r7\n\t"
        "str r10, [r0, #56]\n\t"
        "ldr r12, [r1, #12]\n\t"
        "mov r10, #0\n\t"
        "umaal r11, r10, r12, r4\n\t"
        "umaal lr, r10, r12, r5\n\t"
        "umaal r8, r10, r12, r6\n\t"
        "umaal r9, r10, r12, r7\n\t"
        "str r11, [r0, #60]\n\t"
        "str lr, [sp, #0]\n\t"
        "str r8, [sp, #4]\n\t"
        "str r9, [sp, #8]\n\t"
        "str r10, [sp, #12]\n\t"
        "ldr r8, [r0, #64]\n\t"
        "ldr r9, [r0, #68]\n\t"
        "ldr r10, [r0, #72]\n\t"
        "ldr r11, [r0, #76]\n\t"
        "ldr r12, [r1, #16]\n\t"
        "ldr lr, [sp, #0]\n\t"
        "umaal r8, lr, r12, r4\n\t"
        "umaal r9, lr, r12, r5\n\t"
        "umaal r10, lr, r12, r6\n\t"
        "umaal r11, lr, r12, r7\n\t"
        "str r8, [r0, #64]\n\t"
        "ldr r12, [r1, #20]\n\t"
        "ldr r8, [sp, #4]\n\t"
        "umaal r9, r8, r12, r4\n\t"
        "umaal r10, r8, r12, r5\n\t"
        "umaal r11, r8, r12, r6\n\t"
        "umaal lr, r8, r12, r7\n\t"
        "str r9, [r0, #68]\n\t"
        "ldr r12, [r1, #24]\n\t"
        "ldr r9, [sp, #8]\n\t"
        "umaal r10, r9, r12, r4\n\t"
        "umaal r11, r9, r12, r5\n\t"
        "umaal lr, r9, r12, r6\n\t"
        "umaal r8, r9, r12, r7\n\t"
        "str r10, [r0, #72]\n\t"
        "ldr r12, [r1, #28]\n\t"
        "ldr r10, [sp, #12]\n\t"
        "umaal r11, r10, r12, r4\n\t"
        "umaal lr, r10, r12, r5\n\t"
        "umaal r8, r10, r12, r6\n\t"
        "umaal r9, r10, r12, r7\n\t"
        "str r11, [r0, #76]\n\t"
        "str lr, [sp, #0]\n\t"
        "str r8, [sp, #4]\n\t"
        "str r9, [sp, #8]\n\t"
        "str r10, [sp, #12]\n\t"
        "ldr r8, [r0, #80]\n\t"
        "ldr r9, [r0, #84]\n\t"
        "ldr r10, [r0, #88]\n\t"
        "ldr r11, [r0, #92]\n\t"
        "ldr r12, [r1, #32]\n\t"
        "ldr lr, [sp, #0]\n\t"
        "umaal r8, lr, r12, r4\n\t"
        "umaal r9, lr, r12, r5\n\t"
        "umaal r10, lr, r12, r6\n\t"
        "umaal r11, lr, r12, r7\n\t"
        "str r8, [r0, #80]\n\t"
        "ldr r12, [r1, #36]\n\t"
        "ldr r8, [sp, #4]\n\t"
        "umaal r9, r8, r12, r4\n\t"
        "umaal r10, r8, r12, r5\n\t"
        "umaal r11, r8, r12, r6\n\t"
        "umaal lr, r8, r12, r7\n\t"
        "str r9, [r0, #84]\n\t"
        "ldr r12, [r1, #40]\n\t"
        "ldr r9, [sp, #8]\n\t"
        "umaal r10, r9, r12, r4\n\t"
        "umaal r11, r9, r12, r5\n\t"
        "umaal lr, r9, r12, r6\n\t"
        "umaal r8, r9, r12, r7\n\t"
        "str r10, [r0, #88]\n\t"
        "ldr r12, [r1, #44]\n\t"
        "ldr r10, [sp, #12]\n\t"
        "umaal r11, r10, r12, r4\n\t"
        "umaal lr, r10, r12, r5\n\t"
        "umaal r8, r10, r12, r6\n\t"
        "umaal r9, r10, r12, r7\n\t"
        "str r11, [r0, #92]\n\t"
        "str lr, [sp, #0]\n\t"
        "str r8, [sp, #4]\n\t"
        "str r9, [sp, #8]\n\t"
        "str r10, [sp, #12]\n\t"
        "ldr r8, [r0, #96]\n\t"
        "ldr r9, [r0, #100]\n\t"
        "ldr r10, [r0, #104]\n\t"
        "ldr r11, [r0, #108]\n\t"
        "ldr r12, [r1, #48]\n\t"
        "ldr lr, [sp, #0]\n\t"
        "umaal r8, lr, r12, r4\n\t"
        "umaal r9, lr, r12, r5\n\t"
        "umaal r10, lr, r12, r6\n\t"
        "umaal r11, lr, r12, r7\n\t"
        "str r8, [r0, #96]\n\t"
        "ldr r12, [r1, #52]\n\t"
        "ldr r8, [sp, #4]\n\t"
        "umaal r9, r8, r12, r4\n\t"
        "umaal r10, r8, r12, r5\n\t"
        "umaal r11, r8, r12, r6\n\t"
        "umaal lr, r8, r12, r7\n\t"
        "str r9, [r0, #100]\n\t"
        "ldr r12, [r1, #56]\n\t"
        "ldr r9, [sp, #8]\n\t"
        "umaal r10, r9, r12, r4\n\t"
        "umaal r11, r9, r12, r5\n\t"
        "umaal lr, r9, r12, r6\n\t"
        "umaal r8, r9, r12, r7\n\t"
        "str r10, [r0, #104]\n\t"
        "ldr r12, [r1, #60]\n\t"
        "ldr r10, [sp, #12]\n\t"
        "umaal r11, r10, r12, r4\n\t"
        "umaal lr, r10, r12, r5\n\t"
        "umaal r8, r10, r12, r6\n\t"
        "umaal r9, r10, r12, r7\n\t"
        "str r11, [r0, #108]\n\t"
        "str lr, [r0, #112]\n\t"
        "str r8, [r0, #116]\n\t"
        "str r9, [r0, #120]\n\t"
        "str r10, [r0, #124]\n\t"
        "add sp, sp, #16\n\t"
        "pop {r4-r11, pc}\n\t"
        ".size cairn_ec_p521_mul16_armv7em, .-cairn_ec_p521_mul16_armv7em\n\t"
        ".popsection");

static void p521_mul_arm(cairn_limb *t, const cairn_limb *a, const cairn_limb *b)
{
    cairn_limb c = 0, z = 0, x = a[16];
    size_t j;
    cairn_ec_p521_mul16_armv7em(t, a, b);
    t[32] = 0;
    for (j = 0; j < 17; j++)
        FP_MAC(t[16 + j], c, x, b[j]);
    t[33] = c;
    c = 0;
    x = b[16];
    for (j = 0; j < 16; j++)
        FP_MAC(t[16 + j], c, x, a[j]);
    FP_MAC(t[32], c, z, z);
    t[33] += c;
}
#endif

static void p521_mul(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_ec_field *f)
{
    cairn_limb t[2 * N];
    (void)f;
#if defined(FP_ARM_UMAAL)
    p521_mul_arm(t, a, b);
#else
    fp_mul_wide(t, a, b, N);
#endif
    p521_reduce(r, t);
}

static void p521_sqr(cairn_limb *r, const cairn_limb *a, const cairn_ec_field *f)
{
    cairn_limb t[2 * N];
    (void)f;
#if defined(FP_ARM_UMAAL)
    p521_mul_arm(t, a, a);
#else
    fp_sqr_wide(t, a, N);
#endif
    p521_reduce(r, t);
}

#if defined(FP_ARM_UMAAL)
/* add and sub in Thumb-2 (the hooks themselves; f unused) as P-256's
 * (fp_p256.c), four words a step with LDM/STM, which leave the carry flag
 * alone: the sum or difference, then for add p subtracted in place, then p
 * masked by the borrow added back. */
void cairn_ec_p521_add_armv7em(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_ec_field *f);
void cairn_ec_p521_sub_armv7em(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_ec_field *f);
__asm__(".pushsection .text.cairn_ec_p521_add_armv7em,\"ax\",%progbits\n\t"
        ".syntax unified\n\t"
        ".thumb\n\t"
        ".p2align 2\n\t"
        ".global cairn_ec_p521_add_armv7em\n\t"
        ".hidden cairn_ec_p521_add_armv7em\n\t"
        ".type cairn_ec_p521_add_armv7em, %function\n\t"
        ".thumb_func\n"
        "cairn_ec_p521_add_armv7em:\n\t"
        "push {r4-r11, lr}\n\t"
        "mov r12, r0\n\t"
        "ldm r1!, {r3, r4, r5, r6}\n\t"
        "ldm r2!, {r7, r8, r9, r10}\n\t"
        "adds r3, r3, r7\n\t"
        "adcs r4, r4, r8\n\t"
        "adcs r5, r5, r9\n\t"
        "adcs r6, r6, r10\n\t"
        "stm r0!, {r3, r4, r5, r6}\n\t"
        "ldm r1!, {r3, r4, r5, r6}\n\t"
        "ldm r2!, {r7, r8, r9, r10}\n\t"
        "adcs r3, r3, r7\n\t"
        "adcs r4, r4, r8\n\t"
        "adcs r5, r5, r9\n\t"
        "adcs r6, r6, r10\n\t"
        "stm r0!, {r3, r4, r5, r6}\n\t"
        "ldm r1!, {r3, r4, r5, r6}\n\t"
        "ldm r2!, {r7, r8, r9, r10}\n\t"
        "adcs r3, r3, r7\n\t"
        "adcs r4, r4, r8\n\t"
        "adcs r5, r5, r9\n\t"
        "adcs r6, r6, r10\n\t"
        "stm r0!, {r3, r4, r5, r6}\n\t"
        "ldm r1!, {r3, r4, r5, r6}\n\t"
        "ldm r2!, {r7, r8, r9, r10}\n\t"
        "adcs r3, r3, r7\n\t"
        "adcs r4, r4, r8\n\t"
        "adcs r5, r5, r9\n\t"
        "adcs r6, r6, r10\n\t"
        "stm r0!, {r3, r4, r5, r6}\n\t"
        "ldm r1!, {r3}\n\t"
        "ldm r2!, {r7}\n\t"
        "adcs r3, r3, r7\n\t"
        "stm r0!, {r3}\n\t"
        "mov lr, #0\n\t"
        "adc lr, lr, #0\n\t"
        "ldm r12, {r3, r4, r5, r6}\n\t"
        "subs r3, r3, #0xffffffff\n\t"
        "sbcs r4, r4, #0xffffffff\n\t"
        "sbcs r5, r5, #0xffffffff\n\t"
        "sbcs r6, r6, #0xffffffff\n\t"
        "stm r12!, {r3, r4, r5, r6}\n\t"
        "ldm r12, {r3, r4, r5, r6}\n\t"
        "sbcs r3, r3, #0xffffffff\n\t"
        "sbcs r4, r4, #0xffffffff\n\t"
        "sbcs r5, r5, #0xffffffff\n\t"
        "sbcs r6, r6, #0xffffffff\n\t"
        "stm r12!, {r3, r4, r5, r6}\n\t"
        "ldm r12, {r3, r4, r5, r6}\n\t"
        "sbcs r3, r3, #0xffffffff\n\t"
        "sbcs r4, r4, #0xffffffff\n\t"
        "sbcs r5, r5, #0xffffffff\n\t"
        "sbcs r6, r6, #0xffffffff\n\t"
        "stm r12!, {r3, r4, r5, r6}\n\t"
        "ldm r12, {r3, r4, r5, r6}\n\t"
        "sbcs r3, r3, #0xffffffff\n\t"
        "sbcs r4, r4, #0xffffffff\n\t"
        "sbcs r5, r5, #0xffffffff\n\t"
        "sbcs r6, r6, #0xffffffff\n\t"
        "stm r12!, {r3, r4, r5, r6}\n\t"
        "ldm r12, {r3}\n\t"
        "movw r11, #0x1ff\n\t"
        "sbcs r3, r3, r11\n\t"
        "stm r12!, {r3}\n\t"
        "sbc lr, lr, #0\n\t"
        "sub r12, r12, #68\n\t"
        "lsr r11, lr, #23\n\t"
        "ldm r12, {r3, r4, r5, r6}\n\t"
        "adds r3, r3, lr\n\t"
        "adcs r4, r4, lr\n\t"
        "adcs r5, r5, lr\n\t"
        "adcs r6, r6, lr\n\t"
        "stm r12!, {r3, r4, r5, r6}\n\t"
        "ldm r12, {r3, r4, r5, r6}\n\t"
        "adcs r3, r3, lr\n\t"
        "adcs r4, r4, lr\n\t"
        "adcs r5, r5, lr\n\t"
        "adcs r6, r6, lr\n\t"
        "stm r12!, {r3, r4, r5, r6}\n\t"
        "ldm r12, {r3, r4, r5, r6}\n\t"
        "adcs r3, r3, lr\n\t"
        "adcs r4, r4, lr\n\t"
        "adcs r5, r5, lr\n\t"
        "adcs r6, r6, lr\n\t"
        "stm r12!, {r3, r4, r5, r6}\n\t"
        "ldm r12, {r3, r4, r5, r6}\n\t"
        "adcs r3, r3, lr\n\t"
        "adcs r4, r4, lr\n\t"
        "adcs r5, r5, lr\n\t"
        "adcs r6, r6, lr\n\t"
        "stm r12!, {r3, r4, r5, r6}\n\t"
        "ldm r12, {r3}\n\t"
        "adcs r3, r3, r11\n\t"
        "stm r12!, {r3}\n\t"
        "pop {r4-r11, pc}\n\t"
        ".size cairn_ec_p521_add_armv7em, .-cairn_ec_p521_add_armv7em\n\t"
        ".popsection");
__asm__(".pushsection .text.cairn_ec_p521_sub_armv7em,\"ax\",%progbits\n\t"
        ".syntax unified\n\t"
        ".thumb\n\t"
        ".p2align 2\n\t"
        ".global cairn_ec_p521_sub_armv7em\n\t"
        ".hidden cairn_ec_p521_sub_armv7em\n\t"
        ".type cairn_ec_p521_sub_armv7em, %function\n\t"
        ".thumb_func\n"
        "cairn_ec_p521_sub_armv7em:\n\t"
        "push {r4-r11, lr}\n\t"
        "mov r12, r0\n\t"
        "ldm r1!, {r3, r4, r5, r6}\n\t"
        "ldm r2!, {r7, r8, r9, r10}\n\t"
        "subs r3, r3, r7\n\t"
        "sbcs r4, r4, r8\n\t"
        "sbcs r5, r5, r9\n\t"
        "sbcs r6, r6, r10\n\t"
        "stm r0!, {r3, r4, r5, r6}\n\t"
        "ldm r1!, {r3, r4, r5, r6}\n\t"
        "ldm r2!, {r7, r8, r9, r10}\n\t"
        "sbcs r3, r3, r7\n\t"
        "sbcs r4, r4, r8\n\t"
        "sbcs r5, r5, r9\n\t"
        "sbcs r6, r6, r10\n\t"
        "stm r0!, {r3, r4, r5, r6}\n\t"
        "ldm r1!, {r3, r4, r5, r6}\n\t"
        "ldm r2!, {r7, r8, r9, r10}\n\t"
        "sbcs r3, r3, r7\n\t"
        "sbcs r4, r4, r8\n\t"
        "sbcs r5, r5, r9\n\t"
        "sbcs r6, r6, r10\n\t"
        "stm r0!, {r3, r4, r5, r6}\n\t"
        "ldm r1!, {r3, r4, r5, r6}\n\t"
        "ldm r2!, {r7, r8, r9, r10}\n\t"
        "sbcs r3, r3, r7\n\t"
        "sbcs r4, r4, r8\n\t"
        "sbcs r5, r5, r9\n\t"
        "sbcs r6, r6, r10\n\t"
        "stm r0!, {r3, r4, r5, r6}\n\t"
        "ldm r1!, {r3}\n\t"
        "ldm r2!, {r7}\n\t"
        "sbcs r3, r3, r7\n\t"
        "stm r0!, {r3}\n\t"
        "sbc lr, lr, lr\n\t"
        "lsr r11, lr, #23\n\t"
        "sub r0, r0, #68\n\t"
        "ldm r0, {r3, r4, r5, r6}\n\t"
        "adds r3, r3, lr\n\t"
        "adcs r4, r4, lr\n\t"
        "adcs r5, r5, lr\n\t"
        "adcs r6, r6, lr\n\t"
        "stm r0!, {r3, r4, r5, r6}\n\t"
        "ldm r0, {r3, r4, r5, r6}\n\t"
        "adcs r3, r3, lr\n\t"
        "adcs r4, r4, lr\n\t"
        "adcs r5, r5, lr\n\t"
        "adcs r6, r6, lr\n\t"
        "stm r0!, {r3, r4, r5, r6}\n\t"
        "ldm r0, {r3, r4, r5, r6}\n\t"
        "adcs r3, r3, lr\n\t"
        "adcs r4, r4, lr\n\t"
        "adcs r5, r5, lr\n\t"
        "adcs r6, r6, lr\n\t"
        "stm r0!, {r3, r4, r5, r6}\n\t"
        "ldm r0, {r3, r4, r5, r6}\n\t"
        "adcs r3, r3, lr\n\t"
        "adcs r4, r4, lr\n\t"
        "adcs r5, r5, lr\n\t"
        "adcs r6, r6, lr\n\t"
        "stm r0!, {r3, r4, r5, r6}\n\t"
        "ldm r0, {r3}\n\t"
        "adcs r3, r3, r11\n\t"
        "stm r0!, {r3}\n\t"
        "pop {r4-r11, pc}\n\t"
        ".size cairn_ec_p521_sub_armv7em, .-cairn_ec_p521_sub_armv7em\n\t"
        ".popsection");
#define p521_add cairn_ec_p521_add_armv7em
#define p521_sub cairn_ec_p521_sub_armv7em
#else
static void p521_add(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_ec_field *f)
{
    (void)f;
    fp_add_n(r, a, b, p521_p, N);
}

static void p521_sub(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_ec_field *f)
{
    (void)f;
    fp_sub_n(r, a, b, p521_p, N);
}
#endif

static void p521_copy(cairn_limb *r, const cairn_limb *a, const cairn_ec_field *f)
{
    (void)f;
    fp_copy_n(r, a, N);
}

/* r = a^(2^k) * b; r may alias a or b. */
static void p521_sqrn_mul(cairn_limb *r, const cairn_limb *a, unsigned k, const cairn_limb *b)
{
    cairn_limb t[N];
    fp_copy_n(t, a, N);
    while (k-- > 0)
        p521_sqr(t, t, NULL);
    p521_mul(r, t, b, NULL);
    cairn_wipe(t, sizeof t);
}

/* p - 2 = 2^521 - 3: 519 ones, then 01. x_k = a^(2^k - 1). */
static void p521_inv(cairn_limb *r, const cairn_limb *a, const cairn_ec_field *f)
{
    cairn_limb x2[N], x3[N], x7[N], t[N];
    unsigned k;
    (void)f;
    p521_sqrn_mul(x2, a, 1, a);
    p521_sqrn_mul(x3, x2, 1, a);
    p521_sqrn_mul(t, x2, 2, x2);  /* x4 */
    p521_sqrn_mul(x7, t, 3, x3);  /* x7 */
    p521_sqrn_mul(t, t, 4, t);    /* x8 */
    for (k = 8; k < 512; k <<= 1) /* x16, ..., x512 */
        p521_sqrn_mul(t, t, k, t);
    p521_sqrn_mul(t, t, 7, x7); /* x519 */
    p521_sqrn_mul(r, t, 2, a);
    cairn_wipe(x2, sizeof x2);
    cairn_wipe(x3, sizeof x3);
    cairn_wipe(x7, sizeof x7);
    cairn_wipe(t, sizeof t);
}

/* (p + 1) / 4 = 2^519 */
static void p521_sqrt(cairn_limb *r, cairn_limb *ok, const cairn_limb *a, const cairn_ec_field *f)
{
    cairn_limb s[N], t[N];
    unsigned k;
    (void)f;
    fp_copy_n(s, a, N);
    for (k = 0; k < 519; k++)
        p521_sqr(s, s, NULL);
    p521_sqr(t, s, NULL);
    *ok = cairn_bn_eq(t, a, N);
    fp_copy_n(r, s, N);
    cairn_wipe(s, sizeof s);
    cairn_wipe(t, sizeof t);
}

const cairn_ec_field cairn_ec_fp_p521 = {
#if CAIRN_BN_LIMB_BITS == 64
    {"c64", CAIRN_PRIM_EC_FIELD, 0},
#else
    {"c32", CAIRN_PRIM_EC_FIELD, 0},
#endif
    N,
    66,
    p521_p,
    p521_mul,
    p521_sqr,
    p521_add,
    p521_sub,
    p521_copy,
    p521_copy,
    p521_inv,
    p521_sqrt,
    p521_one,
    0,
    NULL,
};

#endif /* CAIRN_ENABLE_EC */
