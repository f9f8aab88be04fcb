/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * GF(p), p = 2^521 - 1 (P-521), elements as their value in 9 x 64 or
 * 17 x 32 limbs (fp_special.h), the top limb holding 9 bits. The product
 * t < 2^1042 is folded at bit 521 (2^521 = 1): t mod p = lo + hi with
 * lo = t mod 2^521 and hi = t >> 521, both below 2^521. With u = lo + hi + 1
 * (below 2^522) the canonical residue is (u mod 2^521) - 1 + (u >> 521): u's
 * bit 521 is set exactly when lo + hi >= p, and then the fold of that bit and
 * the -1 cancel. Two carry chains, no comparison with p. With 64-bit limbs
 * and a double-limb product the product is formed on 58-bit digits instead
 * (P521_DIGITS, below), which ends with the same rule.
 * Inversion is a^(p-2) by a doubling chain to x512 = a^(2^512 - 1); the
 * square root is a^((p+1)/4) = a^(2^519), 519 squarings. Nothing branches
 * on or indexes by a value.
 */
#include "cairn/accel.h"
#include "ec/fp_special.h"

#if CAIRN_ENABLE_EC

#define N CAIRN_BN_LIMBS(521)
#define TOP ((cairn_limb)0x1ff) /* bits of the top limb: 521 = LB (N - 1) + 9 */
#if CAIRN_BN_LIMB_BITS == 64 && defined(BN_HAVE_DLIMB)
#define P521_DIGITS 1 /* the product on 58-bit digits (below) */
#endif

#define M1 (~(cairn_limb)0)
static const cairn_limb p521_p[N] = {
#if CAIRN_BN_LIMB_BITS == 64
    M1, M1, M1, M1, M1, M1, M1, M1, TOP,
#else
    M1, M1, M1, M1, M1, M1, M1, M1, M1, M1, M1, M1, M1, M1, M1, M1, TOP,
#endif
};
static const cairn_limb p521_one[N] = {1};

#if !defined(P521_DIGITS)
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
#endif

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

#if defined(P521_DIGITS)
/*
 * 64-bit limbs with a double-limb product (unsigned __int128): the product
 * and the square on 9 unsaturated 58-bit digits (57 in the top one, 522 bits
 * of room for 521) with 128-bit column sums, as nistp521-style designs do.
 * An operand is cut into digits; column k of the product is the sum of its
 * digit products a_i b_j (i + j = k) plus twice column k + 9 (2^(58 * 9) =
 * 2^522 = 2 mod p, so the upper half folds onto the lower with the factor
 * 2, taken by doubled digits of b); the square forms its cross products once
 * with doubled (quadrupled for the folded columns) digits. No column carries
 * until the end: each is below 17 * 2^116 < 2^121. 81 (square: 45)
 * independent 64 x 64 -> 128-bit products, against the saturated
 * schoolbook's 81 (36 + 9 and a doubling chain) multiply-accumulate steps
 * chained through carries; 1.4-1.5x faster on x86-64 (Zen 4, with or
 * without MULX). gcc's vectorizer makes this slower (16-byte reloads of the
 * digits just stored): CMakeLists.txt builds this file with
 * -fno-tree-vectorize.
 */
#define M58 (((uint64_t)1 << 58) - 1)
#define M57 (((uint64_t)1 << 57) - 1)

/* the 58-bit digits of a canonical element (w < 2^521) */
CAIRN_INLINE void digits(uint64_t *l, const cairn_limb *w)
{
    l[0] = w[0] & M58;
    l[1] = ((w[0] >> 58) | (w[1] << 6)) & M58;
    l[2] = ((w[1] >> 52) | (w[2] << 12)) & M58;
    l[3] = ((w[2] >> 46) | (w[3] << 18)) & M58;
    l[4] = ((w[3] >> 40) | (w[4] << 24)) & M58;
    l[5] = ((w[4] >> 34) | (w[5] << 30)) & M58;
    l[6] = ((w[5] >> 28) | (w[6] << 36)) & M58;
    l[7] = ((w[6] >> 22) | (w[7] << 42)) & M58;
    l[8] = ((w[7] >> 16) | (w[8] << 48)) & M57;
}

/*
 * r = the canonical residue of sum r_k 2^(58 k), each r_k < 2^122, with no
 * long carry chain through the columns: each column keeps its low 58 bits
 * (57 for r_8, whose bits from 521 up go to digit 0 as 2^521 = 1) and hands
 * the rest, below 2^64, to the next, all at once. The digits are then below
 * 2^64 and v = sum l_k 2^(58 k) < 2^521 + 2^471 < 2p. The even digits do not
 * overlap (116 bits apart), nor do the odd ones: v is the sum of the two
 * packed numbers, one carry chain over 9 limbs, which adds the 1 of
 * the rule of this file's header too (u = v + 1; bit 521 of u set
 * exactly when v >= p), then 1 - that bit is taken back from u mod 2^521 by
 * a second chain.
 */
CAIRN_INLINE void finish(cairn_limb *r, bn_dlimb r0, bn_dlimb r1, bn_dlimb r2, bn_dlimb r3, bn_dlimb r4, bn_dlimb r5,
                         bn_dlimb r6, bn_dlimb r7, bn_dlimb r8)
{
    uint64_t l0, l1, l2, l3, l4, l5, l6, l7, l8;
    cairn_limb c = 1, bw, w[N];
    size_t i;
    r8 += (uint64_t)(r7 >> 58);
    l0 = ((uint64_t)r0 & M58) + (uint64_t)(r8 >> 57);
    l1 = ((uint64_t)r1 & M58) + (uint64_t)(r0 >> 58);
    l2 = ((uint64_t)r2 & M58) + (uint64_t)(r1 >> 58);
    l3 = ((uint64_t)r3 & M58) + (uint64_t)(r2 >> 58);
    l4 = ((uint64_t)r4 & M58) + (uint64_t)(r3 >> 58);
    l5 = ((uint64_t)r5 & M58) + (uint64_t)(r4 >> 58);
    l6 = ((uint64_t)r6 & M58) + (uint64_t)(r5 >> 58);
    l7 = ((uint64_t)r7 & M58) + (uint64_t)(r6 >> 58);
    l8 = (uint64_t)r8 & M57;
    w[0] = adc(l0, l1 << 58, &c);
    w[1] = adc(l2 << 52, l1 >> 6, &c);
    w[2] = adc(l2 >> 12, l3 << 46, &c);
    w[3] = adc(l4 << 40, l3 >> 18, &c);
    w[4] = adc(l4 >> 24, l5 << 34, &c);
    w[5] = adc(l6 << 28, l5 >> 30, &c);
    w[6] = adc(l6 >> 36, l7 << 22, &c);
    w[7] = adc(l8 << 16, l7 >> 42, &c);
    w[8] = (l8 >> 48) + c;
    bw = (w[8] >> 9) ^ 1;
    w[8] &= TOP;
    for (i = 0; i < N; i++)
        r[i] = sbb(w[i], 0, &bw);
}

#define M(x, y) ((bn_dlimb)(x) * (y))

/* the nine folded columns of the product of digits a and b (each column
 * is at most 18 products of a digit and a doubled digit: below 2^128 for
 * digits up to 2^61.9, or the bounds of the lazy formulas below) */
CAIRN_INLINE void mul_cols(bn_dlimb *r, const uint64_t *a, const uint64_t *b)
{
    uint64_t d[N];
    size_t i;
    for (i = 1; i < N; i++)
        d[i] = b[i] << 1;
    r[0] = M(a[0], b[0]) + M(a[1], d[8]) + M(a[2], d[7]) + M(a[3], d[6]) + M(a[4], d[5]) + M(a[5], d[4]) +
           M(a[6], d[3]) + M(a[7], d[2]) + M(a[8], d[1]);
    r[1] = M(a[0], b[1]) + M(a[1], b[0]) + M(a[2], d[8]) + M(a[3], d[7]) + M(a[4], d[6]) + M(a[5], d[5]) +
           M(a[6], d[4]) + M(a[7], d[3]) + M(a[8], d[2]);
    r[2] = M(a[0], b[2]) + M(a[1], b[1]) + M(a[2], b[0]) + M(a[3], d[8]) + M(a[4], d[7]) + M(a[5], d[6]) +
           M(a[6], d[5]) + M(a[7], d[4]) + M(a[8], d[3]);
    r[3] = M(a[0], b[3]) + M(a[1], b[2]) + M(a[2], b[1]) + M(a[3], b[0]) + M(a[4], d[8]) + M(a[5], d[7]) +
           M(a[6], d[6]) + M(a[7], d[5]) + M(a[8], d[4]);
    r[4] = M(a[0], b[4]) + M(a[1], b[3]) + M(a[2], b[2]) + M(a[3], b[1]) + M(a[4], b[0]) + M(a[5], d[8]) +
           M(a[6], d[7]) + M(a[7], d[6]) + M(a[8], d[5]);
    r[5] = M(a[0], b[5]) + M(a[1], b[4]) + M(a[2], b[3]) + M(a[3], b[2]) + M(a[4], b[1]) + M(a[5], b[0]) +
           M(a[6], d[8]) + M(a[7], d[7]) + M(a[8], d[6]);
    r[6] = M(a[0], b[6]) + M(a[1], b[5]) + M(a[2], b[4]) + M(a[3], b[3]) + M(a[4], b[2]) + M(a[5], b[1]) +
           M(a[6], b[0]) + M(a[7], d[8]) + M(a[8], d[7]);
    r[7] = M(a[0], b[7]) + M(a[1], b[6]) + M(a[2], b[5]) + M(a[3], b[4]) + M(a[4], b[3]) + M(a[5], b[2]) +
           M(a[6], b[1]) + M(a[7], b[0]) + M(a[8], d[8]);
    r[8] = M(a[0], b[8]) + M(a[1], b[7]) + M(a[2], b[6]) + M(a[3], b[5]) + M(a[4], b[4]) + M(a[5], b[3]) +
           M(a[6], b[2]) + M(a[7], b[1]) + M(a[8], b[0]);
}

/* the same for a^2 (digits below 2^61.9: a column is at most 17 units of
 * (2^61.9)^2, the quadrupled digits below 2^64) */
CAIRN_INLINE void sqr_cols(bn_dlimb *r, const uint64_t *a)
{
    uint64_t d[N], q[N];
    size_t i;
    for (i = 0; i < N; i++) {
        d[i] = a[i] << 1;
        q[i] = a[i] << 2;
    }
    r[0] = M(a[0], a[0]) + M(a[1], q[8]) + M(a[2], q[7]) + M(a[3], q[6]) + M(a[4], q[5]);
    r[1] = M(a[0], d[1]) + M(a[2], q[8]) + M(a[3], q[7]) + M(a[4], q[6]) + M(a[5], d[5]);
    r[2] = M(a[0], d[2]) + M(a[1], a[1]) + M(a[3], q[8]) + M(a[4], q[7]) + M(a[5], q[6]);
    r[3] = M(a[0], d[3]) + M(a[1], d[2]) + M(a[4], q[8]) + M(a[5], q[7]) + M(a[6], d[6]);
    r[4] = M(a[0], d[4]) + M(a[1], d[3]) + M(a[2], a[2]) + M(a[5], q[8]) + M(a[6], q[7]);
    r[5] = M(a[0], d[5]) + M(a[1], d[4]) + M(a[2], d[3]) + M(a[6], q[8]) + M(a[7], d[7]);
    r[6] = M(a[0], d[6]) + M(a[1], d[5]) + M(a[2], d[4]) + M(a[3], a[3]) + M(a[7], q[8]);
    r[7] = M(a[0], d[7]) + M(a[1], d[6]) + M(a[2], d[5]) + M(a[3], d[4]) + M(a[8], d[8]);
    r[8] = M(a[0], d[8]) + M(a[1], d[7]) + M(a[2], d[6]) + M(a[3], d[5]) + M(a[4], a[4]);
}

static void p521_mul(cairn_limb *r, const cairn_limb *x, const cairn_limb *y, const cairn_ec_field *f)
{
    uint64_t a[N], b[N];
    bn_dlimb c[N];
    (void)f;
    digits(a, x);
    digits(b, y);
    mul_cols(c, a, b);
    finish(r, c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7], c[8]);
}

static void p521_sqr(cairn_limb *r, const cairn_limb *x, const cairn_ec_field *f)
{
    uint64_t a[N];
    bn_dlimb c[N];
    (void)f;
    digits(a, x);
    sqr_cols(c, a);
    finish(r, c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7], c[8]);
}

#if defined(CAIRN_EC_HAVE_P521_C64_JAC)
/*
 * The engine's Jacobian doubling and constant-time addition (ec_point.c:
 * jac_dbl, jac_add_ct; the same formulas and values) with the elements kept
 * as 58-bit digits through the whole formula, carries left lazy: a product
 * hands each column's excess on in two passes, all columns at once, and
 * stops there (no canonical form); a sum adds digits; a difference adds a
 * multiple 2^s p of p whose digits are each at least the subtrahend's
 * (2^s (2^58 - 1), the top one 2^s (2^57 - 1)), so no digit goes negative
 * and there is no carry chain at all. The canonical element (finish, above)
 * is formed only where the points enter and leave and for the p = q test.
 *
 * Bounds, with R = "every digit at most 2^58 + 2^14, the top one at most
 * 2^57 + 2^14": the digits of a canonical element, a product, a square
 * and a carried element (d_carry) are within R; the operands of a
 * product may be within aR and bR for ab <= 224 (a column is at most 18
 * products of a digit and a doubled one: 18 ab (2^58 + 2^14)^2 < 2^128),
 * a square's within 15R (17 units of a digit squared, the quadrupled
 * digits below 2^64); d_sub(a, b, s) adds 2^s p, so b may be within
 * 2^(s-1) R, and the difference is within (k + 2^s) R for a within kR. Each
 * step below notes its bound (kR: within k times R's bounds), and a carry
 * pass (d_carry) brings any element with digits below 2^64 back to R.
 */
typedef uint64_t p521d[N];

/* l = the digits, within R, of sum r_k 2^(58 k), r_k < 2^128: each column
 * keeps its low 58 bits (57 for the top one, whose excess is worth 2^521 =
 * 1 at digit 0) and hands the rest (below 2^70) to the next, all at once;
 * then the same again on the sums (below 2^71, handing on below 2^13) */
CAIRN_INLINE void d_carry2(uint64_t *l, const bn_dlimb *r)
{
    bn_dlimb s[N];
    size_t i;
    s[0] = (r[0] & M58) + (r[N - 1] >> 57);
    for (i = 1; i + 1 < N; i++)
        s[i] = (r[i] & M58) + (r[i - 1] >> 58);
    s[N - 1] = (r[N - 1] & M57) + (r[N - 2] >> 58);
    l[0] = ((uint64_t)s[0] & M58) + (uint64_t)(s[N - 1] >> 57);
    for (i = 1; i + 1 < N; i++)
        l[i] = ((uint64_t)s[i] & M58) + (uint64_t)(s[i - 1] >> 58);
    l[N - 1] = ((uint64_t)s[N - 1] & M57) + (uint64_t)(s[N - 2] >> 58);
}

/* r = a b, r = a^2 (digits up to 2^61.9 in, R out; r may alias) */
static CAIRN_NOINLINE void d_mul(uint64_t *r, const uint64_t *a, const uint64_t *b)
{
    bn_dlimb c[N];
    mul_cols(c, a, b);
    d_carry2(r, c);
}

static CAIRN_NOINLINE void d_sqr(uint64_t *r, const uint64_t *a)
{
    bn_dlimb c[N];
    sqr_cols(c, a);
    d_carry2(r, c);
}

/* r = a + b, digit by digit */
CAIRN_INLINE void d_add(uint64_t *r, const uint64_t *a, const uint64_t *b)
{
    size_t i;
    for (i = 0; i < N; i++)
        r[i] = a[i] + b[i];
}

/* r = a + 2^s p - b, b within 2^(s-1) R, digit by digit */
CAIRN_INLINE void d_sub(uint64_t *r, const uint64_t *a, const uint64_t *b, unsigned s)
{
    size_t i;
    for (i = 0; i + 1 < N; i++)
        r[i] = a[i] + (M58 << s) - b[i];
    r[N - 1] = a[N - 1] + (M57 << s) - b[N - 1];
}

/* one carry pass on digits below 2^64: within R after it */
CAIRN_INLINE void d_carry(uint64_t *a)
{
    uint64_t l[N];
    size_t i;
    l[0] = (a[0] & M58) + (a[N - 1] >> 57);
    for (i = 1; i + 1 < N; i++)
        l[i] = (a[i] & M58) + (a[i - 1] >> 58);
    l[N - 1] = (a[N - 1] & M57) + (a[N - 2] >> 58);
    for (i = 0; i < N; i++)
        a[i] = l[i];
}

/* the canonical element of digits below 2^64 */
CAIRN_INLINE void d_out(cairn_limb *r, const uint64_t *l)
{
    finish(r, l[0], l[1], l[2], l[3], l[4], l[5], l[6], l[7], l[8]);
}

/* 2 (X : Y : Z) on digits within R (outputs within R, may alias inputs):
 * dbl-2001-b, 3 products and 5 squarings (a square costs two thirds of a
 * product here), Z3 = (Y + Z)^2 - gamma - delta = 2 Y Z as the engine's */
static void d_dbl(uint64_t *X3, uint64_t *Y3, uint64_t *Z3, const uint64_t *X, const uint64_t *Y,
                  const uint64_t *Z)
{
    p521d delta, gamma, beta, m, t;
    d_sqr(delta, Z);       /* R */
    d_sqr(gamma, Y);       /* R */
    d_mul(beta, X, gamma); /* R */
    d_sub(t, X, delta, 1); /* 3R */
    d_add(m, X, delta);    /* 2R */
    d_mul(m, m, t);
    d_add(t, m, m);
    d_add(m, m, t);        /* alpha = 3 (X - delta)(X + delta), 3R */
    d_add(t, Y, Z);        /* 2R */
    d_sqr(t, t);
    d_add(delta, delta, gamma); /* 2R */
    d_sub(Z3, t, delta, 2);     /* 5R; X, Y, Z not read past here */
    d_carry(Z3);                /* R */
    d_add(beta, beta, beta);
    d_add(beta, beta, beta);    /* 4 beta, 4R */
    d_sqr(X3, m);
    d_add(t, beta, beta);       /* 8R */
    d_sub(X3, X3, t, 4);        /* alpha^2 - 8 beta, 17R */
    d_carry(X3);                /* R */
    d_sub(t, beta, X3, 1);      /* 6R */
    d_mul(t, m, t);
    d_sqr(gamma, gamma);
    d_add(gamma, gamma, gamma);
    d_add(gamma, gamma, gamma);
    d_add(gamma, gamma, gamma); /* 8 gamma^2, 8R */
    d_sub(Y3, t, gamma, 4);     /* 17R */
    d_carry(Y3);                /* R */
}

/* n >= 1 doublings of the canonical (X : Y : Z) into (X3 : Y3 : Z3),
 * canonical (outputs may alias inputs) */
void cairn_ec_p521_c64_jac_dbl_n(cairn_limb *X3, cairn_limb *Y3, cairn_limb *Z3, const cairn_limb *X,
                                 const cairn_limb *Y, const cairn_limb *Z, unsigned n)
{
    p521d x, y, z;
    digits(x, X);
    digits(y, Y);
    digits(z, Z);
    while (n-- > 0)
        d_dbl(x, y, z, x, y, z);
    d_out(X3, x);
    d_out(Y3, y);
    d_out(Z3, z);
}

/* the all-ones limb when the canonical a is zero */
CAIRN_INLINE cairn_limb c_zero(const cairn_limb *a)
{
    cairn_limb o = 0;
    size_t i;
    for (i = 0; i < N; i++)
        o |= a[i];
    return (cairn_limb)0 - (cairn_limb)cairn_ct_iszero64(o);
}

/* r = a under m, else b (r may alias b) */
CAIRN_INLINE void c_pick(cairn_limb *r, const cairn_limb *a, cairn_limb m)
{
    size_t i;
    for (i = 0; i < N; i++)
        r[i] ^= (r[i] ^ a[i]) & m;
}

/* r = p + q, canonical Jacobian points at stride CAIRN_EC_LIMBS (r may
 * alias either): add-2007-bl with Z3 = 2 Z1 Z2 H as the engine's
 * jac_add_ct, an operand at infinity giving the other by mask, p = -q giving
 * Z3 = 0, and the all-ones mask returned for p = q (both finite) */
cairn_limb cairn_ec_p521_c64_jac_add(cairn_limb *r, const cairn_limb *p, const cairn_limb *q)
{
    const size_t st = CAIRN_EC_LIMBS;
    const cairn_limb *P1 = p, *P2 = q;
    p521d x1, y1, z1, x2, y2, z2, z1z1, z2z2, u1, u2, s1, s2, h, rr, i, j, t;
    cairn_limb hc[N], rc[N], X3[N], Y3[N], Z3[N];
    cairn_limb inf1 = c_zero(P1 + 2 * st), inf2 = c_zero(P2 + 2 * st), same;
    digits(x1, P1);
    digits(y1, P1 + st);
    digits(z1, P1 + 2 * st);
    digits(x2, P2);
    digits(y2, P2 + st);
    digits(z2, P2 + 2 * st);
    d_sqr(z1z1, z1);
    d_sqr(z2z2, z2);
    d_mul(u1, x1, z2z2);
    d_mul(u2, x2, z1z1);
    d_mul(s1, y1, z2);
    d_mul(s1, s1, z2z2);
    d_mul(s2, y2, z1);
    d_mul(s2, s2, z1z1);
    d_sub(h, u2, u1, 1);  /* 3R */
    d_sub(rr, s2, s1, 1); /* 3R */
    d_out(hc, h);
    d_out(rc, rr);
    same = c_zero(hc) & c_zero(rc) & ~inf1 & ~inf2;
    d_add(j, h, h);       /* 2H, 6R */
    d_mul(t, z1, z2);
    d_mul(z1, t, j);      /* Z3 */
    d_sqr(i, j);          /* I = (2H)^2 */
    d_mul(j, h, i);       /* J = H I */
    d_mul(u1, u1, i);     /* V = U1 I */
    d_add(rr, rr, rr);    /* 6R */
    d_sqr(x2, rr);
    d_add(t, j, u1);
    d_add(t, t, u1);      /* J + 2V, 3R */
    d_sub(x2, x2, t, 3);  /* X3, 9R */
    d_carry(x2);
    d_sub(y2, u1, x2, 1); /* 3R */
    d_mul(y2, rr, y2);
    d_mul(s1, s1, j);
    d_add(s1, s1, s1);    /* 2R */
    d_sub(y2, y2, s1, 2); /* Y3, 5R */
    d_out(X3, x2);
    d_out(Y3, y2);
    d_out(Z3, z1);
    c_pick(X3, P2, inf1);
    c_pick(Y3, P2 + st, inf1);
    c_pick(Z3, P2 + 2 * st, inf1);
    c_pick(X3, P1, inf2);
    c_pick(Y3, P1 + st, inf2);
    c_pick(Z3, P1 + 2 * st, inf2);
    fp_copy_n(r, X3, N);
    fp_copy_n(r + st, Y3, N);
    fp_copy_n(r + 2 * st, Z3, N);
    return same;
}
/* r = p + (qx, qy), projective, the affine operand not infinity: the
 * engine's complete mixed addition for a = -3 (ec_point.c: pt_madd and
 * pt_add_m3_tail, Renes-Costello-Batina Algorithm 5; the same steps and
 * values), b the curve's b; canonical in and out, r at stride
 * CAIRN_EC_LIMBS and may alias p. Straight-line: constant time. */
void cairn_ec_p521_c64_rcb_madd(cairn_limb *r, const cairn_limb *p, const cairn_limb *qx, const cairn_limb *qy,
                                const cairn_limb *b)
{
    const size_t st = CAIRN_EC_LIMBS;
    p521d X1, Y1, Z1, x2, y2, bb, t0, t1, t2, t3, t4, X3, Y3, Z3;
    digits(X1, p);
    digits(Y1, p + st);
    digits(Z1, p + 2 * st);
    digits(x2, qx);
    digits(y2, qy);
    digits(bb, b);
    d_mul(t0, X1, x2);
    d_mul(t1, Y1, y2);
    d_add(t3, x2, y2);   /* 2R */
    d_add(t4, X1, Y1);   /* 2R */
    d_mul(t3, t3, t4);
    d_add(t4, t0, t1);   /* 2R */
    d_sub(t3, t3, t4, 2); /* X1 y2 + x2 Y1, 5R */
    d_mul(t4, y2, Z1);
    d_add(t4, t4, Y1);   /* 2R */
    d_mul(Y3, x2, Z1);
    d_add(Y3, Y3, X1);   /* 2R */
    /* the tail, z = Z1 */
    d_mul(Z3, bb, Z1);
    d_sub(X3, Y3, Z3, 1); /* 4R */
    d_carry(X3);
    d_add(Z3, X3, X3);
    d_add(X3, X3, Z3);   /* 3R */
    d_sub(Z3, t1, X3, 3); /* 9R */
    d_add(X3, t1, X3);   /* 4R */
    d_mul(Y3, bb, Y3);
    d_add(t1, Z1, Z1);
    d_add(t2, t1, Z1);   /* 3R */
    d_sub(Y3, Y3, t2, 3); /* 9R */
    d_sub(Y3, Y3, t0, 1); /* 11R */
    d_carry(Y3);
    d_add(t1, Y3, Y3);
    d_add(Y3, t1, Y3);   /* 3R */
    d_add(t1, t0, t0);
    d_add(t0, t1, t0);   /* 3R */
    d_sub(t0, t0, t2, 3); /* 11R */
    d_mul(t1, t4, Y3);
    d_mul(t2, t0, Y3);
    d_mul(Y3, X3, Z3);
    d_add(Y3, Y3, t2);
    d_mul(X3, t3, X3);
    d_sub(X3, X3, t1, 1);
    d_mul(Z3, t4, Z3);
    d_mul(t1, t3, t0);
    d_add(Z3, Z3, t1);
    d_out(r, X3);
    d_out(r + st, Y3);
    d_out(r + 2 * st, Z3);
}

/*
 * Verification's accumulator (ec_point.c: the tabled u1 G + u2 Q loop) is
 * kept on the digits from its first addition to the end: the point
 * (X, Y, Z at stride CAIRN_EC_LIMBS) is taken to the digits and back in
 * place, doubled in place, and added to in place.
 */
void cairn_ec_p521_c64_pt_in(cairn_limb *pt)
{
    p521d t;
    size_t c;
    for (c = 0; c < 3; c++) {
        digits(t, pt + c * CAIRN_EC_LIMBS);
        fp_copy_n(pt + c * CAIRN_EC_LIMBS, t, N);
    }
}

void cairn_ec_p521_c64_pt_out(cairn_limb *pt)
{
    size_t c;
    for (c = 0; c < 3; c++)
        d_out(pt + c * CAIRN_EC_LIMBS, pt + c * CAIRN_EC_LIMBS);
}

void cairn_ec_p521_c64_pt_dbl(cairn_limb *pt)
{
    const size_t st = CAIRN_EC_LIMBS;
    d_dbl(pt, pt + st, pt + 2 * st, pt, pt + st, pt + 2 * st);
}

/* pt += (qx, qy) (canonical, not infinity), pt finite (public data, variable
 * time): the engine's jac_madd, madd-2007-bl (the same values); 1 with pt
 * untouched when pt = +-q (H = 0), for the engine to settle */
int cairn_ec_p521_c64_pt_madd_vartime(cairn_limb *pt, const cairn_limb *qx, const cairn_limb *qy)
{
    const size_t st = CAIRN_EC_LIMBS;
    uint64_t *X1 = pt, *Y1 = pt + st, *Z1 = pt + 2 * st;
    p521d z1z1, u2, s2, h, rr, hh, i4, j, v, t;
    cairn_limb hc[N];
    digits(u2, qx);
    digits(s2, qy);
    d_sqr(z1z1, Z1);
    d_mul(u2, u2, z1z1);
    d_mul(s2, s2, Z1);
    d_mul(s2, s2, z1z1);
    d_sub(h, u2, X1, 1); /* 3R */
    d_out(hc, h);
    if (c_zero(hc) != 0) /* public */
        return 1;
    d_sub(rr, s2, Y1, 1); /* 3R */
    d_sqr(hh, h);
    d_add(i4, hh, hh);
    d_add(i4, i4, i4);    /* 4R */
    d_mul(j, h, i4);
    d_add(rr, rr, rr);    /* 6R */
    d_mul(v, X1, i4);
    d_add(t, j, v);
    d_add(t, t, v);       /* 3R */
    d_sqr(X1, rr);
    d_sub(X1, X1, t, 3);  /* X3, 9R */
    d_carry(X1);
    d_sub(t, v, X1, 1);   /* 3R */
    d_mul(t, rr, t);
    d_mul(j, Y1, j);
    d_add(j, j, j);       /* 2R */
    d_sub(Y1, t, j, 2);   /* Y3, 5R */
    d_carry(Y1);
    d_add(Z1, Z1, h);     /* 4R */
    d_sqr(Z1, Z1);
    d_add(z1z1, z1z1, hh); /* 2R */
    d_sub(Z1, Z1, z1z1, 2); /* Z3, 5R */
    d_carry(Z1);
    return 0;
}
#endif /* CAIRN_EC_HAVE_P521_C64_JAC */

#else
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
#endif /* P521_DIGITS */

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
#elif defined(P521_DIGITS)
/* the Mersenne shape: two carry chains each, no comparison with p */
/* a + b + 1 < 2^522: bit 521 set exactly when a + b >= p; kept modulo
 * 2^521, then 1 taken back unless that bit was set */
static void p521_add(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_ec_field *f)
{
    cairn_limb s[N], c = 1, bw;
    size_t i;
    (void)f;
    for (i = 0; i < N; i++)
        s[i] = adc(a[i], b[i], &c);
    bw = (s[N - 1] >> 9) ^ 1;
    s[N - 1] &= TOP;
    for (i = 0; i < N; i++)
        r[i] = sbb(s[i], 0, &bw);
}

/* a - b, on a borrow a - b + 2^576: modulo 2^521 that is a - b + 2^521 (in
 * [1, 2^521)), less the borrow a - b + p */
static void p521_sub(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_ec_field *f)
{
    cairn_limb s[N], bw = 0, b2;
    size_t i;
    (void)f;
    for (i = 0; i < N; i++)
        s[i] = sbb(a[i], b[i], &bw);
    s[N - 1] &= TOP;
    b2 = bw;
    for (i = 0; i < N; i++)
        r[i] = sbb(s[i], 0, &b2);
}

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

/* the field's operations, after the object's cairn_impl */
#define P521_FIELD_OPS                                                                                                 \
    N, 66, p521_p, p521_mul, p521_sqr, p521_add, p521_sub, p521_copy, p521_copy,                                       \
        NULL, /* the engine's binary GCD: faster than the 520-squaring chain */                                        \
        p521_sqrt, p521_one, 0, NULL

const cairn_ec_field cairn_ec_fp_p521 = {
#if CAIRN_BN_LIMB_BITS == 64
    {"c64", CAIRN_PRIM_EC_FIELD, 0},
#else
    {"c32", CAIRN_PRIM_EC_FIELD, 0},
#endif
    P521_FIELD_OPS,
};

#if defined(CAIRN_EC_HAVE_P521_IFMA)
/* The same field as an object of its own for CPUs with AVX-512F/VL and IFMA:
 * with it, ec_point.c runs the doublings and additions on vector limbs
 * (src/accel/x86/ec_p521_ifma.c). A separate object so that the portable one
 * stays the digit code on every CPU (cairn_impl_portable, the benchmark's
 * Software cell) and a caller can choose either. */
const cairn_ec_field cairn_ec_fp_p521_ifma = {
    {"x86-avx512ifma", CAIRN_PRIM_EC_FIELD, CAIRN_CPU_X86_AVX512F | CAIRN_CPU_X86_AVX512VL | CAIRN_CPU_X86_AVX512IFMA},
    P521_FIELD_OPS,
};
#endif

#endif /* CAIRN_ENABLE_EC */
