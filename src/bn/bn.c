/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Constant-time fixed-size bignum arithmetic; the design is at the top of
 * bn.h. The product rows first (the limb primitives under them are in
 * bn_limb.h), then the whole-number operations, Montgomery arithmetic,
 * exponentiation, Fermat inversion and sampling. The binary-GCD inversion is
 * in bn_inv.c.
 */
#include "bn/bn.h"

#include "bn/bn_limb.h"
#include "core/internal.h"

/* t[0..n) += a * b[0..n); returns the carry limb. Every product of the
 * library goes through this row (schoolbook rows, squaring's cross products,
 * the Montgomery rows), so it is the one loop to keep fast: one carry chain,
 * unrolled by four, which both compilers schedule well. */

#if defined(BN_X86_64_ASM)

/* t[0..4q) += a * b[0..4q) + c with MULX and two carry chains: CF adds the
 * previous product's high half, OF adds t[j]. The loop counter runs up to
 * zero through LEA and JRCXZ, which leave both flags alone. Returns the
 * carry limb (the last high half plus both chains' carries). */
static cairn_limb addmul_adx(cairn_limb *t, const cairn_limb *b, size_t q, cairn_limb a)
{
    cairn_limb c = 0, l0, h0, l1;
    size_t cnt = (size_t)0 - q;
    __asm__("xorl %k[l0], %k[l0]\n\t" /* CF = OF = 0 */
            "1:\n\t"
            "mulxq (%[b]), %[l0], %[h0]\n\t"
            "adcxq %[c], %[l0]\n\t"
            "adoxq (%[t]), %[l0]\n\t"
            "movq %[l0], (%[t])\n\t"
            "mulxq 8(%[b]), %[l1], %[c]\n\t"
            "adcxq %[h0], %[l1]\n\t"
            "adoxq 8(%[t]), %[l1]\n\t"
            "movq %[l1], 8(%[t])\n\t"
            "mulxq 16(%[b]), %[l0], %[h0]\n\t"
            "adcxq %[c], %[l0]\n\t"
            "adoxq 16(%[t]), %[l0]\n\t"
            "movq %[l0], 16(%[t])\n\t"
            "mulxq 24(%[b]), %[l1], %[c]\n\t"
            "adcxq %[h0], %[l1]\n\t"
            "adoxq 24(%[t]), %[l1]\n\t"
            "movq %[l1], 24(%[t])\n\t"
            "leaq 32(%[b]), %[b]\n\t"
            "leaq 32(%[t]), %[t]\n\t"
            "leaq 1(%[n]), %[n]\n\t"
            "jrcxz 2f\n\t"
            "jmp 1b\n"
            "2:\n\t"
            "movl $0, %k[l0]\n\t"
            "adcxq %[l0], %[c]\n\t"
            "adoxq %[l0], %[c]"
            : [c] "+&r"(c), [t] "+&r"(t), [b] "+&r"(b), [n] "+&c"(cnt), [l0] "=&r"(l0), [h0] "=&r"(h0), [l1] "=&r"(l1)
            : "d"(a)
            : "cc", "memory");
    return c;
}
#endif

#if defined(BN_ARM_UMAAL)
/* (hi:lo) = x y + lo + hi, the carry step of the ARM rows */
#define BN_UMAAL(lo, hi, x, y) __asm__("umaal %0, %1, %2, %3" : "+r"(lo), "+r"(hi) : "r"(x), "r"(y))

/*
 * t[0..4q) += a * b[0..4q), q >= 1, returns the carry limb: four limbs a
 * step, b and t by LDM (four words in one instruction), four UMAAL on one
 * carry register, t back by STM. Registers: t r0, b r1, q r2, a r3, carry
 * r12, b words r4-r6 r8, t words r9-r11 lr (r7, the Thumb frame pointer,
 * untouched). LDM/STM at data-independent addresses and UMAAL have
 * operand-independent timing on Cortex-M4/M7; the only branch is the loop's.
 */
cairn_limb cairn_bn_addmul_armv7em(cairn_limb *t, const cairn_limb *b, size_t q, cairn_limb a);
__asm__(".pushsection .text.cairn_bn_addmul_armv7em,\"ax\",%progbits\n\t"
        ".syntax unified\n\t"
        ".thumb\n\t"
        ".p2align 2\n\t"
        ".global cairn_bn_addmul_armv7em\n\t"
        ".hidden cairn_bn_addmul_armv7em\n\t"
        ".type cairn_bn_addmul_armv7em, %function\n\t"
        ".thumb_func\n"
        "cairn_bn_addmul_armv7em:\n\t"
        "push {r4-r6, r8-r11, lr}\n\t"
        "mov r12, #0\n"
        "1:\n\t"
        "ldm r1!, {r4, r5, r6, r8}\n\t"
        "ldm r0, {r9, r10, r11, lr}\n\t"
        "umaal r9, r12, r3, r4\n\t"
        "umaal r10, r12, r3, r5\n\t"
        "umaal r11, r12, r3, r6\n\t"
        "umaal lr, r12, r3, r8\n\t"
        "stm r0!, {r9, r10, r11, lr}\n\t"
        "subs r2, r2, #1\n\t"
        "bne 1b\n\t"
        "mov r0, r12\n\t"
        "pop {r4-r6, r8-r11, pc}\n\t"
        ".size cairn_bn_addmul_armv7em, .-cairn_bn_addmul_armv7em\n\t"
        ".popsection");

/*
 * r = a - b over 4q limbs (q >= 1) on one borrow chain, returns the borrow
 * (0/1): LDM, four SBCS, STM; the loop count by SUB and TEQ #0, which
 * leave the carry flag alone. r may alias a or b.
 */
cairn_limb cairn_bn_sub_armv7em(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, size_t q);
__asm__(".pushsection .text.cairn_bn_sub_armv7em,\"ax\",%progbits\n\t"
        ".syntax unified\n\t"
        ".thumb\n\t"
        ".p2align 2\n\t"
        ".global cairn_bn_sub_armv7em\n\t"
        ".hidden cairn_bn_sub_armv7em\n\t"
        ".type cairn_bn_sub_armv7em, %function\n\t"
        ".thumb_func\n"
        "cairn_bn_sub_armv7em:\n\t"
        "push {r4-r11}\n\t"
        "cmp r3, #0\n"                 /* carry set: no borrow */
        "1:\n\t"
        "ldm r1!, {r4-r7}\n\t"
        "ldm r2!, {r8-r11}\n\t"
        "sbcs r4, r4, r8\n\t"
        "sbcs r5, r5, r9\n\t"
        "sbcs r6, r6, r10\n\t"
        "sbcs r7, r7, r11\n\t"
        "stm r0!, {r4-r7}\n\t"
        "sub r3, r3, #1\n\t"
        "teq r3, #0\n\t"
        "bne 1b\n\t"
        "sbc r0, r0, r0\n\t"          /* -borrow */
        "and r0, r0, #1\n\t"
        "pop {r4-r11}\n\t"
        "bx lr\n\t"
        ".size cairn_bn_sub_armv7em, .-cairn_bn_sub_armv7em\n\t"
        ".popsection");

/*
 * r ^= mask & (r ^ a) over 4q limbs (q >= 1): a masked copy, four limbs a
 * step. mask is all-ones or zero.
 */
void cairn_bn_cond_copy_armv7em(cairn_limb *r, const cairn_limb *a, cairn_limb mask, size_t q);
__asm__(".pushsection .text.cairn_bn_cond_copy_armv7em,\"ax\",%progbits\n\t"
        ".syntax unified\n\t"
        ".thumb\n\t"
        ".p2align 2\n\t"
        ".global cairn_bn_cond_copy_armv7em\n\t"
        ".hidden cairn_bn_cond_copy_armv7em\n\t"
        ".type cairn_bn_cond_copy_armv7em, %function\n\t"
        ".thumb_func\n"
        "cairn_bn_cond_copy_armv7em:\n\t"
        "push {r4-r11}\n"
        "1:\n\t"
        "ldm r0, {r4-r7}\n\t"
        "ldm r1!, {r8-r11}\n\t"
        "eor r8, r8, r4\n\t"
        "eor r9, r9, r5\n\t"
        "eor r10, r10, r6\n\t"
        "eor r11, r11, r7\n\t"
        "and r8, r8, r2\n\t"
        "and r9, r9, r2\n\t"
        "and r10, r10, r2\n\t"
        "and r11, r11, r2\n\t"
        "eor r4, r4, r8\n\t"
        "eor r5, r5, r9\n\t"
        "eor r6, r6, r10\n\t"
        "eor r7, r7, r11\n\t"
        "stm r0!, {r4-r7}\n\t"
        "subs r3, r3, #1\n\t"
        "bne 1b\n\t"
        "pop {r4-r11}\n\t"
        "bx lr\n\t"
        ".size cairn_bn_cond_copy_armv7em, .-cairn_bn_cond_copy_armv7em\n\t"
        ".popsection");

/*
 * Montgomery reduction rows for n a multiple of 4 (n >= 4): for each i,
 * q = x[i] m0i and x[i..i+n) += q m (the same four-limb LDM/UMAAL/STM
 * step), then x[i+n] += carry + top with one UMAAL by 1; returns the last
 * top (0/1). The caller's final subtraction follows. Registers: x r0, m r1,
 * count r2, q r3, carry r12, top lr, m words r4-r7, x words r8-r11 (all
 * saved: a function of its own, so r7 is free here); m0i, 4n and the row
 * count on the stack.
 */
cairn_limb cairn_bn_redc_armv7em(cairn_limb *x, const cairn_limb *m, size_t n, cairn_limb m0i);
__asm__(".pushsection .text.cairn_bn_redc_armv7em,\"ax\",%progbits\n\t"
        ".syntax unified\n\t"
        ".thumb\n\t"
        ".p2align 2\n\t"
        ".global cairn_bn_redc_armv7em\n\t"
        ".hidden cairn_bn_redc_armv7em\n\t"
        ".type cairn_bn_redc_armv7em, %function\n\t"
        ".thumb_func\n"
        "cairn_bn_redc_armv7em:\n\t"
        "push {r4-r11, lr}\n\t"
        "sub sp, sp, #12\n\t"
        "str r3, [sp, #0]\n\t"
        "lsl r4, r2, #2\n\t"
        "str r4, [sp, #4]\n\t"
        "str r2, [sp, #8]\n\t"
        "mov lr, #0\n"
        "1:\n\t"
        "ldr r3, [r0]\n\t"
        "ldr r2, [sp, #0]\n\t"
        "mul r3, r3, r2\n\t"
        "ldr r2, [sp, #4]\n\t"
        "lsr r2, r2, #4\n\t"
        "mov r12, #0\n"
        "2:\n\t"
        "ldm r1!, {r4-r7}\n\t"
        "ldm r0, {r8-r11}\n\t"
        "umaal r8, r12, r3, r4\n\t"
        "umaal r9, r12, r3, r5\n\t"
        "umaal r10, r12, r3, r6\n\t"
        "umaal r11, r12, r3, r7\n\t"
        "stm r0!, {r8-r11}\n\t"
        "subs r2, r2, #1\n\t"
        "bne 2b\n\t"
        "ldr r4, [r0]\n\t"
        "mov r5, #1\n\t"
        "umaal r4, lr, r5, r12\n\t"
        "str r4, [r0]\n\t"
        "ldr r2, [sp, #4]\n\t"
        "sub r1, r1, r2\n\t"
        "sub r0, r0, r2\n\t"
        "add r0, r0, #4\n\t"
        "ldr r2, [sp, #8]\n\t"
        "subs r2, r2, #1\n\t"
        "str r2, [sp, #8]\n\t"
        "bne 1b\n\t"
        "mov r0, lr\n\t"
        "add sp, sp, #12\n\t"
        "pop {r4-r11, pc}\n\t"
        ".size cairn_bn_redc_armv7em, .-cairn_bn_redc_armv7em\n\t"
        ".popsection");

/*
 * r[0..2n) = a^2 for n >= 2: r[0..n) and r[2n-1] cleared; the cross
 * products a[i] a[j], i < j, row by row (row i adds a[i] a[i+1..n) at
 * r + 2i + 1: its length mod 4 in single UMAAL steps, then four-limb
 * steps, its carry stored at r[i+n]); then r doubled on one ADCS chain and
 * the squares a[i]^2 (UMULL) added on another, two limbs a step. The
 * loops keep the carry flag across their count with SUB and TEQ #0, which
 * leave it alone. Registers: r r0, a r1, count r2, a[i] r3, carry r12,
 * words r4-r11, lr; row state on the stack: a + i, r + 2i + 1, n - 1 - i.
 */
void cairn_bn_sqr_armv7em(cairn_limb *r, const cairn_limb *a, size_t n);
__asm__(".pushsection .text.cairn_bn_sqr_armv7em,\"ax\",%progbits\n\t"
        ".syntax unified\n\t"
        ".thumb\n\t"
        ".p2align 2\n\t"
        ".global cairn_bn_sqr_armv7em\n\t"
        ".hidden cairn_bn_sqr_armv7em\n\t"
        ".type cairn_bn_sqr_armv7em, %function\n\t"
        ".thumb_func\n"
        "cairn_bn_sqr_armv7em:\n\t"
        "push {r4-r11, lr}\n\t"
        "sub sp, sp, #20\n\t"
        "str r0, [sp, #12]\n\t"     /* r */
        "str r2, [sp, #16]\n\t"     /* n */
        /* clear r[0..n) (whole pairs, so r[n] too for odd n: row 0 writes
         * it) and r[2n-1] */
        "mov r4, #0\n\t"
        "mov r5, #0\n\t"
        "mov r3, r0\n\t"
        "add r12, r2, #1\n\t"
        "lsr r12, r12, #1\n"
        "1:\n\t"
        "stm r3!, {r4-r5}\n\t"
        "subs r12, r12, #1\n\t"
        "bne 1b\n\t"
        "add r3, r0, r2, lsl #3\n\t"
        "str r4, [r3, #-4]\n\t"
        /* row state: a + i, r + 2i + 1, L = n - 1 - i */
        "str r1, [sp, #0]\n\t"
        "add r3, r0, #4\n\t"
        "str r3, [sp, #4]\n\t"
        "sub r2, r2, #1\n\t"
        "str r2, [sp, #8]\n"
        "2:\n\t"                     /* row */
        "ldr r1, [sp, #0]\n\t"
        "ldr r3, [r1], #4\n\t"      /* a[i], r1 = a + i + 1 */
        "str r1, [sp, #0]\n\t"
        "ldr r0, [sp, #4]\n\t"
        "ldr r2, [sp, #8]\n\t"
        "mov r12, #0\n\t"
        "ands lr, r2, #3\n\t"
        "beq 4f\n"
        "3:\n\t"                     /* single steps */
        "ldr r4, [r0]\n\t"
        "ldr r5, [r1], #4\n\t"
        "umaal r4, r12, r3, r5\n\t"
        "str r4, [r0], #4\n\t"
        "subs lr, lr, #1\n\t"
        "bne 3b\n"
        "4:\n\t"
        "lsrs r2, r2, #2\n\t"
        "beq 6f\n"
        "5:\n\t"                     /* four-limb steps */
        "ldm r1!, {r4-r7}\n\t"
        "ldm r0, {r8-r11}\n\t"
        "umaal r8, r12, r3, r4\n\t"
        "umaal r9, r12, r3, r5\n\t"
        "umaal r10, r12, r3, r6\n\t"
        "umaal r11, r12, r3, r7\n\t"
        "stm r0!, {r8-r11}\n\t"
        "subs r2, r2, #1\n\t"
        "bne 5b\n"
        "6:\n\t"
        "str r12, [r0]\n\t"         /* r[i + n] */
        "ldr r0, [sp, #4]\n\t"
        "add r0, r0, #8\n\t"
        "str r0, [sp, #4]\n\t"
        "ldr r2, [sp, #8]\n\t"
        "subs r2, r2, #1\n\t"
        "str r2, [sp, #8]\n\t"
        "bne 2b\n\t"
        /* doubled plus the squares, two limbs of a (four of r) a step: one
         * ADCS chain doubles (r + r), the other adds a[i]^2 (UMULL); the
         * doubling's carry is kept in r12 between the two (ADC/CMP) */
        "ldr r0, [sp, #12]\n\t"
        "ldr r1, [sp, #0]\n\t"
        "ldr r2, [sp, #16]\n\t"
        "sub r1, r1, r2, lsl #2\n\t" /* back to a: the row pointer stopped at a + n - 1 */
        "add r1, r1, #4\n\t"
        "mov r12, #0\n\t"            /* doubling carry */
        "mov lr, #0\n\t"             /* squares carry */
        "lsrs r3, r2, #1\n\t"
        "beq 9f\n"
        "7:\n\t"
        "ldm r0, {r4-r7}\n\t"
        "cmp r12, #1\n\t"            /* carry = doubling carry */
        "adcs r4, r4, r4\n\t"
        "adcs r5, r5, r5\n\t"
        "adcs r6, r6, r6\n\t"
        "adcs r7, r7, r7\n\t"
        "adc r12, r3, #0\n\t"         /* r3 + carry: its low bit, after the next line */
        "sub r12, r12, r3\n\t"
        "ldm r1!, {r8-r9}\n\t"
        "umull r10, r11, r8, r8\n\t"
        "umull r8, r9, r9, r9\n\t"
        "cmp lr, #1\n\t"
        "adcs r4, r4, r10\n\t"
        "adcs r5, r5, r11\n\t"
        "adcs r6, r6, r8\n\t"
        "adcs r7, r7, r9\n\t"
        "adc lr, r3, #0\n\t"
        "sub lr, lr, r3\n\t"
        "stm r0!, {r4-r7}\n\t"
        "subs r3, r3, #1\n\t"
        "bne 7b\n"
        "9:\n\t"
        "ldr r2, [sp, #16]\n\t"
        "tst r2, #1\n\t"
        "beq 10f\n\t"
        /* odd n: the last limb of a, the last two of r */
        "ldm r0, {r4-r5}\n\t"
        "cmp r12, #1\n\t"
        "adcs r4, r4, r4\n\t"
        "adc r5, r5, r5\n\t"
        "ldr r8, [r1]\n\t"
        "umull r10, r11, r8, r8\n\t"
        "cmp lr, #1\n\t"
        "adcs r4, r4, r10\n\t"
        "adc r5, r5, r11\n\t"
        "stm r0, {r4-r5}\n"
        "10:\n\t"
        "add sp, sp, #20\n\t"
        "pop {r4-r11, pc}\n\t"
        ".size cairn_bn_sqr_armv7em, .-cairn_bn_sqr_armv7em\n\t"
        ".popsection");
#endif

/* Inlined into its four callers on 64-bit hosts: the row runs once per limb
 * of every product, so the call and its argument set-up are paid n times per
 * product; left to the compiler on small cores, where size counts. */
#if UINTPTR_MAX > 0xffffffffu
#define BN_ROW_INLINE CAIRN_INLINE
#else
#define BN_ROW_INLINE static
#endif

BN_ROW_INLINE cairn_limb addmul_1(cairn_limb *t, const cairn_limb *b, size_t n, cairn_limb a, int adx)
{
    cairn_limb c = 0;
    size_t j = 0;
    (void)adx;
#if defined(BN_ARM_UMAAL)
    /* adx here selects the UMAAL engine ("arm-umaal"), the other is the C one */
    if (adx) {
        if (n >= 4) {
            c = cairn_bn_addmul_armv7em(t, b, n >> 2, a);
            j = n & ~(size_t)3;
        }
        for (; j < n; j++) {
            cairn_limb lo = t[j];
            BN_UMAAL(lo, c, a, b[j]);
            t[j] = lo;
        }
        return c;
    }
#endif
#if defined(BN_X86_64_ASM)
    if (adx && n >= 4) {
        c = addmul_adx(t, b, n >> 2, a);
        j = n & ~(size_t)3;
    } else
    /* Baseline x86-64 (MULQ/ADC, no extension, so no CPU check): gcc keeps
     * the C row's 128-bit sums in memory, this keeps them in registers. t[j]
     * is added to the product before the carry, so the carry chain is ADD +
     * ADC per limb and the multiplications overlap it. */
    if (n >= 4) {
        size_t q = n >> 2;
        cairn_limb x, y;
        const cairn_limb *bp = b;
        cairn_limb *tp = t;
        __asm__("1:\n\t"
                "movq (%[b]), %%rax\n\t"
                "mulq %[a]\n\t"
                "addq (%[t]), %%rax\n\t"
                "adcq $0, %%rdx\n\t"
                "addq %[c], %%rax\n\t"
                "adcq $0, %%rdx\n\t"
                "movq %%rax, (%[t])\n\t"
                "movq %%rdx, %[c]\n\t"
                "movq 8(%[b]), %%rax\n\t"
                "mulq %[a]\n\t"
                "addq 8(%[t]), %%rax\n\t"
                "adcq $0, %%rdx\n\t"
                "addq %[c], %%rax\n\t"
                "adcq $0, %%rdx\n\t"
                "movq %%rax, 8(%[t])\n\t"
                "movq %%rdx, %[c]\n\t"
                "movq 16(%[b]), %%rax\n\t"
                "mulq %[a]\n\t"
                "addq 16(%[t]), %%rax\n\t"
                "adcq $0, %%rdx\n\t"
                "addq %[c], %%rax\n\t"
                "adcq $0, %%rdx\n\t"
                "movq %%rax, 16(%[t])\n\t"
                "movq %%rdx, %[c]\n\t"
                "movq 24(%[b]), %%rax\n\t"
                "mulq %[a]\n\t"
                "addq 24(%[t]), %%rax\n\t"
                "adcq $0, %%rdx\n\t"
                "addq %[c], %%rax\n\t"
                "adcq $0, %%rdx\n\t"
                "movq %%rax, 24(%[t])\n\t"
                "movq %%rdx, %[c]\n\t"
                "leaq 32(%[b]), %[b]\n\t"
                "leaq 32(%[t]), %[t]\n\t"
                "decq %[q]\n\t"
                "jnz 1b"
                : [c] "+r"(c), [t] "+r"(tp), [b] "+r"(bp), [q] "+r"(q), "=&a"(x), "=&d"(y)
                : [a] "r"(a)
                : "cc", "memory");
        (void)x;
        (void)y;
        j = n & ~(size_t)3;
    }
#else
    for (; j + 4 <= n; j += 4) {
        t[j] = mac(a, b[j], t[j], c, &c);
        t[j + 1] = mac(a, b[j + 1], t[j + 1], c, &c);
        t[j + 2] = mac(a, b[j + 2], t[j + 2], c, &c);
        t[j + 3] = mac(a, b[j + 3], t[j + 3], c, &c);
    }
#endif
    for (; j < n; j++)
        t[j] = mac(a, b[j], t[j], c, &c);
    return c;
}

/* ---------- whole numbers ---------- */

#if defined(BN_X86_64_ASM)
/* r = a - b over n >= 1 limbs on one borrow chain (the compiler's carry
 * intrinsics round-trip the flag through a register every limb); r may be
 * NULL to keep only the borrow. The index runs up to zero through LEA and
 * JRCXZ, which leave the flags alone. Returns the borrow (0/1). */
static cairn_limb sub_n_asm(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, size_t n)
{
    cairn_limb t;
    size_t i = (size_t)0 - n;
    a += n;
    b += n;
    if (r != NULL) {
        r += n;
        __asm__ volatile("xorl %k[t], %k[t]\n\t"
                "1:\n\t"
                "movq (%[a],%[i],8), %[t]\n\t"
                "sbbq (%[b],%[i],8), %[t]\n\t"
                "movq %[t], (%[r],%[i],8)\n\t"
                "leaq 1(%[i]), %[i]\n\t"
                "jrcxz 2f\n\t"
                "jmp 1b\n"
                "2:\n\t"
                "sbbq %[t], %[t]"
                : [t] "=&r"(t), [i] "+&c"(i)
                : [a] "r"(a), [b] "r"(b), [r] "r"(r)
                : "cc", "memory");
    } else {
        __asm__ volatile("xorl %k[t], %k[t]\n\t"
                "1:\n\t"
                "movq (%[a],%[i],8), %[t]\n\t"
                "sbbq (%[b],%[i],8), %[t]\n\t"
                "leaq 1(%[i]), %[i]\n\t"
                "jrcxz 2f\n\t"
                "jmp 1b\n"
                "2:\n\t"
                "sbbq %[t], %[t]"
                : [t] "=&r"(t), [i] "+&c"(i)
                : [a] "r"(a), [b] "r"(b)
                : "cc", "memory");
    }
    return t & 1;
}

/* r = a + b, the same way. */
static cairn_limb add_n_asm(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, size_t n)
{
    cairn_limb t;
    size_t i = (size_t)0 - n;
    a += n;
    b += n;
    r += n;
    __asm__ volatile("xorl %k[t], %k[t]\n\t"
            "1:\n\t"
            "movq (%[a],%[i],8), %[t]\n\t"
            "adcq (%[b],%[i],8), %[t]\n\t"
            "movq %[t], (%[r],%[i],8)\n\t"
            "leaq 1(%[i]), %[i]\n\t"
            "jrcxz 2f\n\t"
            "jmp 1b\n"
            "2:\n\t"
            "sbbq %[t], %[t]"
            : [t] "=&r"(t), [i] "+&c"(i)
            : [a] "r"(a), [b] "r"(b), [r] "r"(r)
            : "cc", "memory");
    return t & 1;
}
#endif

void cairn_bn_zero(cairn_limb *r, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++)
        r[i] = 0;
}

void cairn_bn_set_word(cairn_limb *r, size_t n, cairn_limb w)
{
    cairn_bn_zero(r, n);
    r[0] = w;
}

void cairn_bn_copy(cairn_limb *r, const cairn_limb *a, size_t n)
{
    if (r != a)
        memmove(r, a, n * sizeof *r);
}

cairn_limb cairn_bn_add(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, size_t n)
{
    cairn_limb c = 0;
    size_t i;
#if defined(BN_X86_64_ASM)
    if (n != 0)
        return add_n_asm(r, a, b, n);
#endif
    for (i = 0; i < n; i++)
        r[i] = adc(a[i], b[i], &c);
    return c;
}

cairn_limb cairn_bn_sub(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, size_t n)
{
    cairn_limb c = 0;
    size_t i;
#if defined(BN_X86_64_ASM)
    if (n != 0)
        return sub_n_asm(r, a, b, n);
#elif defined(BN_ARM_UMAAL)
    if (n >= 4 && (n & 3) == 0)
        return cairn_bn_sub_armv7em(r, a, b, n >> 2);
#endif
    for (i = 0; i < n; i++)
        r[i] = sbb(a[i], b[i], &c);
    return c;
}

cairn_limb cairn_bn_cond_add(cairn_limb ctl, cairn_limb *r, const cairn_limb *a, size_t n)
{
    cairn_limb m = mask_of(ctl), c = 0;
    size_t i;
    for (i = 0; i < n; i++)
        r[i] = adc(r[i], a[i] & m, &c);
    return c;
}

cairn_limb cairn_bn_cond_sub(cairn_limb ctl, cairn_limb *r, const cairn_limb *a, size_t n)
{
    cairn_limb m = mask_of(ctl), c = 0;
    size_t i;
    for (i = 0; i < n; i++)
        r[i] = sbb(r[i], a[i] & m, &c);
    return c;
}

void cairn_bn_cond_copy(cairn_limb ctl, cairn_limb *r, const cairn_limb *a, size_t n)
{
    cairn_limb m = mask_of(ctl);
    size_t i;
#if defined(BN_ARM_UMAAL)
    if (n >= 4 && (n & 3) == 0) {
        cairn_bn_cond_copy_armv7em(r, a, m, n >> 2);
        return;
    }
#endif
    for (i = 0; i < n; i++)
        r[i] ^= m & (r[i] ^ a[i]);
}

void cairn_bn_cond_swap(cairn_limb ctl, cairn_limb *a, cairn_limb *b, size_t n)
{
    cairn_limb m = mask_of(ctl);
    size_t i;
    for (i = 0; i < n; i++) {
        cairn_limb t = m & (a[i] ^ b[i]);
        a[i] ^= t;
        b[i] ^= t;
    }
}

cairn_limb cairn_bn_lt(const cairn_limb *a, const cairn_limb *b, size_t n)
{
    cairn_limb c = 0;
    size_t i;
#if defined(BN_X86_64_ASM)
    if (n != 0)
        return mask_of(sub_n_asm(NULL, a, b, n));
#endif
    for (i = 0; i < n; i++)
        (void)sbb(a[i], b[i], &c);
    return mask_of(c);
}

cairn_limb cairn_bn_eq(const cairn_limb *a, const cairn_limb *b, size_t n)
{
    cairn_limb d = 0;
    size_t i;
    for (i = 0; i < n; i++)
        d |= a[i] ^ b[i];
    return mask_of(nonzero(d) ^ 1);
}

cairn_limb cairn_bn_is_zero(const cairn_limb *a, size_t n)
{
    cairn_limb d = 0;
    size_t i;
    for (i = 0; i < n; i++)
        d |= a[i];
    return mask_of(nonzero(d) ^ 1);
}

/* bit length of one limb, by a masked binary search */
static cairn_limb limb_bit_length(cairn_limb x)
{
    cairn_limb k = 0, c;
    unsigned s;
    for (s = LB >> 1; s > 0; s >>= 1) {
        c = nonzero(x >> s);
        x ^= mask_of(c) & (x ^ (x >> s));
        k += c * s;
    }
    return k + x;
}

size_t cairn_bn_bit_length(const cairn_limb *a, size_t n)
{
    cairn_limb bl = 0;
    size_t i;
    for (i = 0; i < n; i++) {
        cairn_limb m = mask_of(nonzero(a[i]));
        bl ^= m & (bl ^ ((cairn_limb)(i * LB) + limb_bit_length(a[i])));
    }
    return (size_t)bl;
}

cairn_limb cairn_bn_bit(const cairn_limb *a, size_t i)
{
    return (a[i >> CAIRN_BN_LIMB_LOG2] >> (i & (LB - 1))) & 1;
}

cairn_limb cairn_bn_shl(cairn_limb *r, const cairn_limb *a, size_t n, size_t s)
{
    size_t q = s >> CAIRN_BN_LIMB_LOG2, b = s & (LB - 1), i;
    cairn_limb out = 0;

    if (n == 0)
        return 0;
    if (q >= n) {
        cairn_bn_zero(r, n);
        return 0;
    }
    if (q == 0 && b != 0)
        out = a[n - 1] >> (LB - b);
    for (i = n; i-- > q;) {
        cairn_limb v = a[i - q] << b;
        if (b != 0 && i > q)
            v |= a[i - q - 1] >> (LB - b);
        r[i] = v;
    }
    for (i = 0; i < q; i++)
        r[i] = 0;
    return out;
}

cairn_limb cairn_bn_shr(cairn_limb *r, const cairn_limb *a, size_t n, size_t s)
{
    size_t q = s >> CAIRN_BN_LIMB_LOG2, b = s & (LB - 1), i;
    cairn_limb out = 0;

    if (n == 0)
        return 0;
    if (q >= n) {
        cairn_bn_zero(r, n);
        return 0;
    }
    if (q == 0 && b != 0)
        out = a[0] & (((cairn_limb)1 << b) - 1);
    for (i = 0; i + q < n; i++) {
        cairn_limb v = a[i + q] >> b;
        if (b != 0 && i + q + 1 < n)
            v |= a[i + q + 1] << (LB - b);
        r[i] = v;
    }
    for (; i < n; i++)
        r[i] = 0;
    return out;
}

int cairn_bn_decode(cairn_limb *r, size_t n, const uint8_t *in, size_t len)
{
    size_t k, cap = n * CAIRN_BN_LIMB_BYTES;
    cairn_limb excess = 0;

    if ((r == NULL && n != 0) || !CAIRN_BUF_OK(in, len))
        return CAIRN_ERR_BAD_ARG;
    cairn_bn_zero(r, n);
    for (k = 0; k < len; k++) { /* k: byte weight, from the least significant */
        cairn_limb byte = in[len - 1 - k];
        if (k < cap)
            r[k >> (CAIRN_BN_LIMB_LOG2 - 3)] |= byte << ((k & (CAIRN_BN_LIMB_BYTES - 1)) << 3);
        else
            excess |= byte;
    }
    return status_if(nonzero(excess), CAIRN_ERR_BAD_LENGTH);
}

int cairn_bn_encode(uint8_t *out, size_t len, const cairn_limb *a, size_t n)
{
    size_t k, cap = n * CAIRN_BN_LIMB_BYTES;
    cairn_limb excess = 0;

    if (!CAIRN_BUF_OK(out, len) || (a == NULL && n != 0))
        return CAIRN_ERR_BAD_ARG;
    for (k = 0; k < len; k++) {
        uint8_t byte = 0;
        if (k < cap)
            byte = (uint8_t)(a[k >> (CAIRN_BN_LIMB_LOG2 - 3)] >> ((k & (CAIRN_BN_LIMB_BYTES - 1)) << 3));
        out[len - 1 - k] = byte;
    }
    for (k = len; k < cap; k++)
        excess |= (a[k >> (CAIRN_BN_LIMB_LOG2 - 3)] >> ((k & (CAIRN_BN_LIMB_BYTES - 1)) << 3)) & 0xff;
    return status_if(nonzero(excess), CAIRN_ERR_BUFFER_TOO_SMALL);
}

CAIRN_INLINE void mul_core(cairn_limb *r, const cairn_limb *a, size_t an, const cairn_limb *b, size_t bn, int adx)
{
    size_t i;
    cairn_bn_zero(r, an);
    for (i = 0; i < bn; i++)
        r[i + an] = addmul_1(r + i, a, an, b[i], adx);
}

CAIRN_INLINE void sqr_core(cairn_limb *r, const cairn_limb *a, size_t n, int adx)
{
    size_t i;
    cairn_limb c, hi;

#if defined(BN_ARM_UMAAL)
    if (adx && n >= 2) {
        cairn_bn_sqr_armv7em(r, a, n);
        return;
    }
#endif
    cairn_bn_zero(r, 2 * n);
    /* cross products a[i] a[j], i < j, once */
    for (i = 0; i + 1 < n; i++)
        r[i + n] = addmul_1(r + 2 * i + 1, a + i + 1, n - i - 1, a[i], adx);
    /* doubled, plus the squares on the diagonal */
    hi = 0;
    c = 0;
    for (i = 0; i < n; i++) {
        cairn_limb lo, h, r0 = r[2 * i], r1 = r[2 * i + 1];
        cairn_limb d0 = (r0 << 1) | hi, d1 = (r1 << 1) | (r0 >> (LB - 1));
        hi = r1 >> (LB - 1);
        lo = mac(a[i], a[i], 0, 0, &h);
        r[2 * i] = adc(d0, lo, &c);
        r[2 * i + 1] = adc(d1, h, &c);
    }
}

void cairn_bn_mod_add(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_limb *m, size_t n)
{
    cairn_limb c = cairn_bn_add(r, a, b, n);
    cairn_limb ge = (cairn_bn_lt(r, m, n) & 1) ^ 1;
    (void)cairn_bn_cond_sub(c | ge, r, m, n);
}

void cairn_bn_mod_sub(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_limb *m, size_t n)
{
    cairn_limb br = cairn_bn_sub(r, a, b, n);
    (void)cairn_bn_cond_add(br, r, m, n);
}

/* ---------- Montgomery ---------- */

cairn_limb cairn_bn_mont_m0i(cairn_limb m0)
{
    /* m0 * m0 = 1 mod 8 for odd m0, so x = m0 is right to 3 bits; each
     * Newton step x = x (2 - m0 x) doubles that: 3, 6, 12, 24, 48, 96 */
    cairn_limb x = m0;
    int k;
    for (k = 0; k < CAIRN_BN_LIMB_LOG2 - 1; k++)
        x *= 2 - m0 * x;
    return (cairn_limb)0 - x;
}

/* Final step shared by the products: r = t - m if (th:t) >= m, else t. */
static void mont_final(cairn_limb *r, const cairn_limb *t, cairn_limb th, const cairn_limb *m, size_t n)
{
    cairn_limb br = cairn_bn_sub(r, t, m, n);
    cairn_bn_cond_copy((th | (br ^ 1)) ^ 1, r, t, n);
}

CAIRN_INLINE void montmul_core(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_limb *m,
                              cairn_limb m0i, size_t n, cairn_limb *t, int adx)
{
    size_t i;
    cairn_limb pend = 0;

    /* Row i adds a[i] b and then mq m at t + i (mq clears t[i]); the window
     * slides up one limb per row instead of shifting, and the two row
     * carries plus the pending bit land in the fresh limb t[i + n]. */
    cairn_bn_zero(t, 2 * n);
    for (i = 0; i < n; i++) {
        cairn_limb c1, c2, mq, cc = pend;
        c1 = addmul_1(t + i, b, n, a[i], adx);
        mq = t[i] * m0i;
        c2 = addmul_1(t + i, m, n, mq, adx);
        t[i + n] = adc(c1, c2, &cc);
        pend = cc;
    }
    mont_final(r, t + n, pend, m, n);
}

CAIRN_INLINE void redc_core(cairn_limb *x, const cairn_limb *m, cairn_limb m0i, size_t n, int adx)
{
    size_t i;
    cairn_limb top = 0, ge;

#if defined(BN_ARM_UMAAL)
    if (adx && (n & 3) == 0) {
        top = cairn_bn_redc_armv7em(x, m, n, m0i);
        i = n;
    } else
#endif
    for (i = 0; i < n; i++) {
        cairn_limb c = addmul_1(x + i, m, n, x[i] * m0i, adx), cc = top;
        x[i + n] = adc(x[i + n], c, &cc);
        top = cc;
    }
    /* minus m when the value is m or more; x[0..n) is free scratch now */
    ge = cairn_bn_sub(x, x + n, m, n) ^ 1;
    cairn_bn_cond_copy(top | ge, x + n, x, n);
}

/* ---------- the engines: the products above with the row fixed ---------- */

#define BN_ENGINE(var, label, needs, adx)                                                                          \
    static void var##_mul(cairn_limb *r, const cairn_limb *a, size_t an, const cairn_limb *b, size_t bn)          \
    {                                                                                                             \
        mul_core(r, a, an, b, bn, adx);                                                                           \
    }                                                                                                             \
    static void var##_sqr(cairn_limb *r, const cairn_limb *a, size_t n) { sqr_core(r, a, n, adx); }               \
    static void var##_montmul(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_limb *m,       \
                              cairn_limb m0i, size_t n, cairn_limb *t)                                            \
    {                                                                                                             \
        montmul_core(r, a, b, m, m0i, n, t, adx);                                                                 \
    }                                                                                                             \
    static void var##_redc(cairn_limb *x, const cairn_limb *m, cairn_limb m0i, size_t n)                           \
    {                                                                                                             \
        redc_core(x, m, m0i, n, adx);                                                                             \
    }                                                                                                             \
    static const cairn_bn_engine var = {{label, CAIRN_PRIM_BN, needs}, var##_mul, var##_sqr, var##_montmul,       \
                                        var##_redc, NULL, NULL, NULL, NULL, NULL}

#if defined(BN_X86_64_ASM)
#define BN_MULX_NEEDS (CAIRN_CPU_X86_BMI2 | CAIRN_CPU_X86_ADX)
/* "x86-mulx": the fixed-size kernels of src/accel/x86/bn_mulx.c at the RSA
 * sizes (they return 0 for the others), the rows above elsewhere */
static void bn_mulx_mul(cairn_limb *r, const cairn_limb *a, size_t an, const cairn_limb *b, size_t bn)
{
    mul_core(r, a, an, b, bn, 1);
}
#if defined(CAIRN_BN_HAVE_MULX_KERNELS)
/* r[0..2n) = a^2 for even n with a square kernel at h = n / 2 (48 and 64
 * limbs: the public operations' squarings at 3072 and 4096 bits), by one
 * Karatsuba step: a = a1 B^h + a0, a^2 = a1^2 B^n + (a0^2 + a1^2 -
 * (a0 - a1)^2) B^h + a0^2, three straight-line half squares and a few
 * passes of additions (about 0.65 times the looped rows at 64 limbs).
 * Constant time: |a0 - a1| by a masked copy. Returns 0 (nothing written)
 * when h has no kernel. */
static int bn_mulx_ksqr(cairn_limb *r, const cairn_limb *a, size_t n)
{
    /* d and s zeroed first: clang's analyzer cannot see cairn_bn_sub's inline assembly write them */
    cairn_limb d[(CAIRN_BN_MAX_LIMBS >> 1) + 1] = {0}, s[CAIRN_BN_MAX_LIMBS + 1] = {0}, b, c = 0, w = 0;
    size_t h = n >> 1, j;

    if ((n & 1) != 0 || !cairn_bn_mulx_sqr(r, a, h))
        return 0;
    (void)cairn_bn_mulx_sqr(r + n, a + h, h);
    b = cairn_bn_sub(d, a, a + h, h);
    (void)cairn_bn_sub(s, a + h, a, h);
    cairn_bn_cond_copy(b, d, s, h);
    (void)cairn_bn_mulx_sqr(s, d, h);
    /* s = a0^2 + a1^2 - (a0 - a1)^2 = 2 a0 a1: n limbs and a top bit (c - w) */
    for (j = 0; j < n; j++)
        s[j] = sbb(adc(r[j], r[n + j], &c), s[j], &w);
    c -= w;
    /* r[h..2n) += s, then the top bit */
    w = 0;
    for (j = 0; j < n; j++)
        r[h + j] = adc(r[h + j], s[j], &w);
    for (j = h + n; j < 2 * n; j++) {
        r[j] = adc(r[j], c, &w);
        c = 0;
    }
    cairn_wipe(d, sizeof d);
    cairn_wipe(s, sizeof s);
    return 1;
}
#endif
static void bn_mulx_sqr(cairn_limb *r, const cairn_limb *a, size_t n)
{
#if defined(CAIRN_BN_HAVE_MULX_KERNELS)
    if (cairn_bn_mulx_sqr(r, a, n) || bn_mulx_ksqr(r, a, n))
        return;
#endif
    sqr_core(r, a, n, 1);
}
static void bn_mulx_montmul(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_limb *m,
                            cairn_limb m0i, size_t n, cairn_limb *t)
{
#if defined(CAIRN_BN_HAVE_MULX_KERNELS)
    if (cairn_bn_mulx_montmul(r, a, b, m, m0i, n, t))
        return;
#endif
    montmul_core(r, a, b, m, m0i, n, t, 1);
}
static void bn_mulx_redc(cairn_limb *x, const cairn_limb *m, cairn_limb m0i, size_t n)
{
#if defined(CAIRN_BN_HAVE_MULX_KERNELS)
    if (cairn_bn_mulx_redc(x, m, m0i, n))
        return;
#endif
    redc_core(x, m, m0i, n, 1);
}
static void bn_mulx_montsqr(cairn_limb *r, const cairn_limb *a, const cairn_limb *m, cairn_limb m0i, size_t n,
                            cairn_limb *t)
{
#if defined(CAIRN_BN_HAVE_MULX_KERNELS)
    if (cairn_bn_mulx_montsqr(r, a, m, m0i, n, t))
        return;
#endif
    bn_mulx_sqr(t, a, n);
    bn_mulx_redc(t, m, m0i, n);
    cairn_bn_copy(r, t + n, n);
}
static const cairn_bn_engine bn_mulx = {{"x86-mulx", CAIRN_PRIM_BN, BN_MULX_NEEDS}, bn_mulx_mul, bn_mulx_sqr,
                                        bn_mulx_montmul, bn_mulx_redc, NULL, NULL, NULL, bn_mulx_montsqr, NULL};
BN_ENGINE(bn_plain, "x86-64", 0, 0);
#else
#if defined(BN_ARM_UMAAL)
/* compiled in for Thumb-2 cores with the DSP extension: nothing to probe */
BN_ENGINE(bn_umaal, "arm-umaal", 0, 1);
#endif
#if !(CAIRN_SMALL && defined(BN_ARM_UMAAL)) /* the small profile keeps one engine: UMAAL's where it is built */
#define BN_PLAIN 1
BN_ENGINE(bn_plain, "c", 0, 0);
#endif
#endif

#if defined(CAIRN_BN_HAVE_IFMA)
/* The MULX products with the radix-2^52 exponentiations of bn_ifma.c. */
static const cairn_bn_engine bn_ifma = {
    {"x86-avx512ifma", CAIRN_PRIM_BN,
     BN_MULX_NEEDS | CAIRN_CPU_X86_AVX512F | CAIRN_CPU_X86_AVX512VL | CAIRN_CPU_X86_AVX512IFMA},
    bn_mulx_mul,
    bn_mulx_sqr,
    bn_mulx_montmul,
    bn_mulx_redc,
    cairn_bn_ifma_exp,
    cairn_bn_ifma_exp_vartime,
    cairn_bn_ifma_exp2,
    bn_mulx_montsqr,
    cairn_bn_ifma_exp_prod_vartime};
#endif

/* see bn.h */
const cairn_impl *const cairn_bn_engines[] = {
#if defined(CAIRN_BN_HAVE_IFMA)
    &bn_ifma.base,
#endif
#if defined(BN_X86_64_ASM)
    &bn_mulx.base,
#endif
#if defined(BN_ARM_UMAAL)
    &bn_umaal.base,
#endif
#if defined(BN_X86_64_ASM) || defined(BN_PLAIN)
    &bn_plain.base,
#endif
    NULL};

#if CAIRN_SMALL && !defined(BN_X86_64_ASM) && !defined(CAIRN_BN_HAVE_IFMA)
/* The small profile has one engine (UMAAL's where it is built, else the C
 * one): the raw functions below call its hooks directly, so an image that
 * uses only some of them (the Weierstrass curves: the Montgomery product)
 * links only those, not the whole engine object and the CPU-check walk. */
#if defined(BN_ARM_UMAAL)
#define BN_ONE(f) bn_umaal_##f
#else
#define BN_ONE(f) bn_plain_##f
#endif
#else
/* The engine of the raw functions below: the first usable one (the CPU
 * check is public). */
static const cairn_bn_engine *best_engine(void) { return (const cairn_bn_engine *)cairn_impl_best(cairn_bn_engines); }
#endif

#if defined(BN_ONE)
void cairn_bn_mul(cairn_limb *r, const cairn_limb *a, size_t an, const cairn_limb *b, size_t bn)
{
    BN_ONE(mul)(r, a, an, b, bn);
}

void cairn_bn_sqr(cairn_limb *r, const cairn_limb *a, size_t n) { BN_ONE(sqr)(r, a, n); }

void cairn_bn_montmul(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_limb *m, cairn_limb m0i,
                      size_t n, cairn_limb *t)
{
    BN_ONE(montmul)(r, a, b, m, m0i, n, t);
}

void cairn_bn_redc(cairn_limb *x, const cairn_limb *m, cairn_limb m0i, size_t n) { BN_ONE(redc)(x, m, m0i, n); }
#else
void cairn_bn_mul(cairn_limb *r, const cairn_limb *a, size_t an, const cairn_limb *b, size_t bn)
{
    best_engine()->mul(r, a, an, b, bn);
}

void cairn_bn_sqr(cairn_limb *r, const cairn_limb *a, size_t n) { best_engine()->sqr(r, a, n); }

void cairn_bn_montmul(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_limb *m, cairn_limb m0i,
                      size_t n, cairn_limb *t)
{
    best_engine()->montmul(r, a, b, m, m0i, n, t);
}

void cairn_bn_redc(cairn_limb *x, const cairn_limb *m, cairn_limb m0i, size_t n) { best_engine()->redc(x, m, m0i, n); }
#endif

/* r = a^2 R^-1 mod m through engine e: the square, then the reduction. */
static void eng_montsqr(const cairn_bn_engine *e, cairn_limb *r, const cairn_limb *a, const cairn_limb *m,
                        cairn_limb m0i, size_t n, cairn_limb *t)
{
    if (e->montsqr != NULL) {
        e->montsqr(r, a, m, m0i, n, t);
        return;
    }
    e->sqr(t, a, n);
    e->redc(t, m, m0i, n);
    cairn_bn_copy(r, t + n, n);
}

void cairn_bn_montsqr(cairn_limb *r, const cairn_limb *a, const cairn_limb *m, cairn_limb m0i, size_t n,
                      cairn_limb *t)
{
#if defined(BN_ONE)
    cairn_bn_sqr(t, a, n);
    cairn_bn_redc(t, m, m0i, n);
    cairn_bn_copy(r, t + n, n);
#else
    eng_montsqr(best_engine(), r, a, m, m0i, n, t);
#endif
}

void cairn_bn_mont_mul(const cairn_bn_mont *ctx, cairn_limb *r, const cairn_limb *a, const cairn_limb *b)
{
    cairn_limb t[2 * CAIRN_BN_MAX_LIMBS + 2];
    ctx->eng->montmul(r, a, b, ctx->m, ctx->m0i, ctx->n, t);
    cairn_wipe(t, sizeof t);
}

void cairn_bn_mont_sqr(const cairn_bn_mont *ctx, cairn_limb *r, const cairn_limb *a)
{
    cairn_limb t[2 * CAIRN_BN_MAX_LIMBS + 2];
    eng_montsqr(ctx->eng, r, a, ctx->m, ctx->m0i, ctx->n, t);
    cairn_wipe(t, sizeof t);
}

void cairn_bn_mont_to(const cairn_bn_mont *ctx, cairn_limb *r, const cairn_limb *a)
{
    cairn_bn_mont_mul(ctx, r, a, ctx->rr);
}

void cairn_bn_mont_from(const cairn_bn_mont *ctx, cairn_limb *r, const cairn_limb *a)
{
    cairn_limb one[CAIRN_BN_MAX_LIMBS];
    cairn_bn_set_word(one, ctx->n, 1);
    cairn_bn_mont_mul(ctx, r, a, one);
}

int cairn_bn_mont_init_ex(cairn_bn_mont *ctx, const cairn_limb *m, size_t n, const cairn_impl *engine)
{
    cairn_limb t[2 * CAIRN_BN_MAX_LIMBS + 2], bad, *x = ctx ? ctx->rr : NULL;
    size_t k;
    int rc;

    if (ctx == NULL || m == NULL || n == 0 || n > CAIRN_BN_MAX_LIMBS)
        return CAIRN_ERR_BAD_ARG;
    rc = cairn_impl_accept(engine, CAIRN_PRIM_BN);
    if (rc != CAIRN_OK)
        return rc;
    ctx->eng = (const cairn_bn_engine *)engine;
    /* even, top limb zero (which includes zero), or m = 1: computed, not branched on */
    bad = (m[0] & 1) ^ 1;
    bad |= nonzero(m[n - 1]) ^ 1;
    if (n == 1)
        bad |= nonzero(m[0] ^ 1) ^ 1;
    ctx->n = n;
    cairn_bn_copy(ctx->m, m, n);
    ctx->m0i = cairn_bn_mont_m0i(m[0]);
    /* x = 2^(LB (n-1)) <= m; LB + n modular doublings give R 2^n mod m */
    cairn_bn_zero(x, n);
    x[n - 1] = 1;
    for (k = 0; k < (size_t)LB + n; k++) {
        cairn_limb c = cairn_bn_shl(x, x, n, 1);
        cairn_limb ge = (cairn_bn_lt(x, m, n) & 1) ^ 1;
        (void)cairn_bn_cond_sub(c | ge, x, m, n);
    }
    /* montsqr(R y) = R y^2: log2(LB) squarings take 2^n to 2^(n LB) = R */
    for (k = 0; k < CAIRN_BN_LIMB_LOG2; k++)
        eng_montsqr(ctx->eng, x, x, ctx->m, ctx->m0i, n, t);
    cairn_wipe(t, sizeof t);
    return status_if(bad, CAIRN_ERR_BAD_ARG);
}

int cairn_bn_mont_init(cairn_bn_mont *ctx, const cairn_limb *m, size_t n)
{
    return cairn_bn_mont_init_ex(ctx, m, n, cairn_impl_best(cairn_bn_engines));
}

void cairn_bn_mont_wipe(cairn_bn_mont *ctx)
{
    if (ctx != NULL)
        cairn_wipe(ctx, sizeof *ctx);
}

int cairn_bn_mont_reduce(const cairn_bn_mont *ctx, cairn_limb *r, const cairn_limb *x, size_t xlen)
{
    cairn_limb t[2 * CAIRN_BN_MAX_LIMBS + 2], u[2 * CAIRN_BN_MAX_LIMBS + 2];
    size_t n = ctx->n;

    if (xlen > 2 * n)
        return CAIRN_ERR_BAD_LENGTH;
    cairn_bn_zero(u, 2 * n);
    cairn_bn_copy(u, x, xlen);
    /* x R^-1, below R; times R^2 (Montgomery product) gives x mod m */
    ctx->eng->redc(u, ctx->m, ctx->m0i, n);
    ctx->eng->montmul(r, u + n, ctx->rr, ctx->m, ctx->m0i, n, t);
    cairn_wipe(t, sizeof t);
    cairn_wipe(u, sizeof u);
    return CAIRN_OK;
}

/* out = table[idx] of entries n-limb rows, reading every row */
static void table_select(cairn_limb *out, const cairn_limb *table, size_t entries, size_t n, cairn_limb idx)
{
    cairn_limb mk[32];
    size_t k, j = 0;
#if defined(CAIRN_BN_HAVE_MULX_KERNELS)
    if (cairn_bn_mulx_select(out, table, entries, n, idx)) /* AVX2 */
        return;
#endif
    /* the masks once, then passes over every entry for a few limbs at a
     * time, the results in registers (a row pass per entry would reload and
     * store them each time) */
    for (k = 0; k < entries; k++)
        mk[k] = mask_of(nonzero((cairn_limb)k ^ idx) ^ 1);
#if defined(BN_X86_64_ASM)
    /* 16 limbs a pass on x86-64, where the compilers keep the 16 results in
     * eight SSE2 registers: a mask load per entry and 16 limbs (a 4-limb
     * pass takes about 1.4 times as long at the RSA sizes) */
    for (; j + 16 <= n; j += 16) {
        cairn_limb o0 = 0, o1 = 0, o2 = 0, o3 = 0, o4 = 0, o5 = 0, o6 = 0, o7 = 0;
        cairn_limb o8 = 0, o9 = 0, o10 = 0, o11 = 0, o12 = 0, o13 = 0, o14 = 0, o15 = 0;
        const cairn_limb *row = table + j;
        for (k = 0; k < entries; k++, row += n) {
            cairn_limb mm = mk[k];
            o0 |= row[0] & mm;
            o1 |= row[1] & mm;
            o2 |= row[2] & mm;
            o3 |= row[3] & mm;
            o4 |= row[4] & mm;
            o5 |= row[5] & mm;
            o6 |= row[6] & mm;
            o7 |= row[7] & mm;
            o8 |= row[8] & mm;
            o9 |= row[9] & mm;
            o10 |= row[10] & mm;
            o11 |= row[11] & mm;
            o12 |= row[12] & mm;
            o13 |= row[13] & mm;
            o14 |= row[14] & mm;
            o15 |= row[15] & mm;
        }
        out[j] = o0;
        out[j + 1] = o1;
        out[j + 2] = o2;
        out[j + 3] = o3;
        out[j + 4] = o4;
        out[j + 5] = o5;
        out[j + 6] = o6;
        out[j + 7] = o7;
        out[j + 8] = o8;
        out[j + 9] = o9;
        out[j + 10] = o10;
        out[j + 11] = o11;
        out[j + 12] = o12;
        out[j + 13] = o13;
        out[j + 14] = o14;
        out[j + 15] = o15;
    }
#endif
    /* four limbs a pass (general registers: the 32-bit ARM targets have few) */
    for (; j + 4 <= n; j += 4) {
        cairn_limb o0 = 0, o1 = 0, o2 = 0, o3 = 0;
        const cairn_limb *row = table + j;
        for (k = 0; k < entries; k++, row += n) {
            o0 |= row[0] & mk[k];
            o1 |= row[1] & mk[k];
            o2 |= row[2] & mk[k];
            o3 |= row[3] & mk[k];
        }
        out[j] = o0;
        out[j + 1] = o1;
        out[j + 2] = o2;
        out[j + 3] = o3;
    }
    for (; j < n; j++) {
        cairn_limb o = 0;
        for (k = 0; k < entries; k++)
            o |= table[k * n + j] & mk[k];
        out[j] = o;
    }
    cairn_wipe(mk, sizeof mk);
}

/* see bn.h */
cairn_limb cairn_bn_exp_bits(const cairn_limb *e, size_t elen, size_t pos, unsigned cnt)
{
    size_t idx = pos >> CAIRN_BN_LIMB_LOG2, off = pos & (LB - 1);
    cairn_limb v = e[idx] >> off;
    if (off + cnt > LB && idx + 1 < elen) /* off >= 1 here; the shift in two steps stays below LB */
        v |= (e[idx + 1] << 1) << (LB - 1 - off);
    return v & (((cairn_limb)1 << cnt) - 1);
}

/* Window for ebits exponent bits, n-limb modulus, table room for maxw. Per
 * window: one product (2 n^2 limb products) and one scan of the 2^w-entry
 * table (2^w n limb selects, each counted as a limb product: a masked
 * merge is a few word operations, about what a multiply-add costs);
 * plus the table itself (2^w products). The squarings are the same for
 * every w. cost(w) = (ebits / w)(2 n^2 + 2^w n) + 2^w 2 n^2; dividing by n
 * and multiplying by w keeps it division-free: ebits (2n + 2^w) + w 2^(w+1) n.
 * 1024-bit operands get w = 4, 2048 to 4096 w = 5; 6 would pay only
 * beyond 8192 bits, so 5 is the largest table. */
static unsigned exp_window(size_t ebits, size_t n, unsigned maxw)
{
    unsigned w, best = 1;
    unsigned long long bestc = 0;
    for (w = 1; w <= maxw; w++) {
        unsigned long long c = (unsigned long long)ebits * (2 * n + ((size_t)1 << w)) +
                               (unsigned long long)w * ((size_t)2 << w) * n;
        /* compare c / w with bestc / best without dividing */
        if (w == 1 || c * best < bestc * w) {
            bestc = c;
            best = w;
        }
    }
    return best;
}

/* see bn.h */
unsigned cairn_bn_exp_window(size_t ebits, size_t n, size_t tmplen)
{
    unsigned maxw = 0;
    while (maxw < 5 && ((size_t)2 << maxw) * n <= tmplen)
        maxw++;
    return exp_window(ebits, n, maxw);
}

/* The generic exponentiation over the engine's products. */
static int mont_exp(const cairn_bn_mont *ctx, cairn_limb *r, const cairn_limb *a, const cairn_limb *e, size_t elen,
                    cairn_limb *tmp, size_t tmplen)
{
    cairn_limb acc[CAIRN_BN_MAX_LIMBS], sel[CAIRN_BN_MAX_LIMBS], t[2 * CAIRN_BN_MAX_LIMBS + 2];
    const cairn_bn_engine *eng = ctx->eng;
    const cairn_limb *m = ctx->m, m0i = ctx->m0i;
    size_t n = ctx->n, ebits = elen * LB, entries, k, pos;
    unsigned w, first;

    w = cairn_bn_exp_window(ebits, n, tmplen);
    entries = (size_t)1 << w;

    /* table of a^k R mod m, k < 2^w; entry 0 is the Montgomery one */
    cairn_bn_set_word(sel, n, 1);
    eng->montmul(tmp, sel, ctx->rr, m, m0i, n, t);
    eng->montmul(tmp + n, a, ctx->rr, m, m0i, n, t);
    for (k = 2; k < entries; k++) {
        if ((k & 1) == 0)
            eng_montsqr(eng, tmp + k * n, tmp + (k >> 1) * n, m, m0i, n, t);
        else
            eng->montmul(tmp + k * n, tmp + (k - 1) * n, tmp + n, m, m0i, n, t);
    }

    /* windows from the top; the first takes the remainder of ebits / w */
    first = (unsigned)ebits;
    while (first > w)
        first -= w;
    if (ebits == 0) {
        cairn_bn_copy(acc, tmp, n);
    } else {
        pos = ebits - first;
        table_select(acc, tmp, entries, n, cairn_bn_exp_bits(e, elen, pos, first));
        while (pos > 0) {
            unsigned s;
            pos -= w;
            for (s = 0; s < w; s++)
                eng_montsqr(eng, acc, acc, m, m0i, n, t);
            table_select(sel, tmp, entries, n, cairn_bn_exp_bits(e, elen, pos, w));
            eng->montmul(acc, acc, sel, m, m0i, n, t);
        }
    }
    cairn_bn_set_word(sel, n, 1);
    eng->montmul(r, acc, sel, m, m0i, n, t);

    cairn_wipe(tmp, entries * n * sizeof *tmp);
    cairn_wipe(acc, sizeof acc);
    cairn_wipe(sel, sizeof sel);
    cairn_wipe(t, sizeof t);
    return CAIRN_OK;
}

int cairn_bn_mont_exp(const cairn_bn_mont *ctx, cairn_limb *r, const cairn_limb *a, const cairn_limb *e,
                      size_t elen, cairn_limb *tmp, size_t tmplen)
{
    if (tmp == NULL || tmplen < 2 * ctx->n || (e == NULL && elen != 0))
        return CAIRN_ERR_BAD_LENGTH;
    if (ctx->eng->exp != NULL) {
        int rc = ctx->eng->exp(ctx, r, a, e, elen, tmp, tmplen);
        if (rc != CAIRN_ERR_UNSUPPORTED)
            return rc;
    }
    return mont_exp(ctx, r, a, e, elen, tmp, tmplen);
}

int cairn_bn_mont_exp2(const cairn_bn_mont *c1, cairn_limb *r1, const cairn_limb *a1, const cairn_limb *e1,
                       size_t elen1, const cairn_bn_mont *c2, cairn_limb *r2, const cairn_limb *a2,
                       const cairn_limb *e2, size_t elen2, cairn_limb *tmp, size_t tmplen)
{
    size_t half = tmplen >> 1, nmax = c1->n > c2->n ? c1->n : c2->n;
    int rc;

    if (tmp == NULL || half < 2 * nmax || (e1 == NULL && elen1 != 0) || (e2 == NULL && elen2 != 0))
        return CAIRN_ERR_BAD_LENGTH;
    if (c1->eng == c2->eng && c1->eng->exp2 != NULL && c1->n == c2->n && elen1 == elen2) {
        rc = c1->eng->exp2(c1, r1, a1, e1, c2, r2, a2, e2, elen1, tmp, tmplen);
        if (rc != CAIRN_ERR_UNSUPPORTED)
            return rc;
    }
    rc = cairn_bn_mont_exp(c1, r1, a1, e1, elen1, tmp, tmplen);
    if (rc != CAIRN_OK)
        return rc;
    return cairn_bn_mont_exp(c2, r2, a2, e2, elen2, tmp, tmplen);
}

/* The end of the variable-time exponentiations: r = acc out of the
 * Montgomery form, or 1 when nothing was multiplied in (started = 0, all
 * exponents zero). The conversion is a reduction of acc (< m, upper half
 * zero), half the products of a multiplication by 1. t: 2n limbs. */
static void vartime_finish(const cairn_bn_mont *ctx, cairn_limb *r, cairn_limb *acc, int started, cairn_limb *t)
{
    const cairn_bn_engine *eng = ctx->eng;
    size_t n = ctx->n;
    if (!started) { /* the Montgomery one */
        cairn_bn_set_word(acc, n, 1);
        eng->montmul(acc, acc, ctx->rr, ctx->m, ctx->m0i, n, t);
    }
    cairn_bn_zero(t + n, n);
    cairn_bn_copy(t, acc, n);
    eng->redc(t, ctx->m, ctx->m0i, n);
    cairn_bn_copy(r, t + n, n);
}

static int mont_exp_vartime(const cairn_bn_mont *ctx, cairn_limb *r, const cairn_limb *a, const cairn_limb *e,
                            size_t elen)
{
    cairn_limb acc[CAIRN_BN_MAX_LIMBS], base[CAIRN_BN_MAX_LIMBS], t[2 * CAIRN_BN_MAX_LIMBS + 2];
    const cairn_bn_engine *eng = ctx->eng;
    const cairn_limb *m = ctx->m, m0i = ctx->m0i;
    size_t n = ctx->n, i;
    int started = 0;

    eng->montmul(base, a, ctx->rr, m, m0i, n, t);
    /* variable time: branches on the (public) exponent bits */
    for (i = elen * LB; i-- > 0;) {
        if (started)
            eng_montsqr(eng, acc, acc, m, m0i, n, t);
        if (cairn_bn_bit(e, i)) {
            if (started)
                eng->montmul(acc, acc, base, m, m0i, n, t);
            else
                cairn_bn_copy(acc, base, n);
            started = 1;
        }
    }
    vartime_finish(ctx, r, acc, started, t);
    cairn_wipe(acc, sizeof acc);
    cairn_wipe(base, sizeof base);
    cairn_wipe(t, sizeof t);
    return CAIRN_OK;
}

int cairn_bn_mont_exp_vartime(const cairn_bn_mont *ctx, cairn_limb *r, const cairn_limb *a, const cairn_limb *e,
                              size_t elen)
{
    if (e == NULL && elen != 0)
        return CAIRN_ERR_BAD_ARG;
    if (ctx->eng->exp_vartime != NULL) {
        int rc = ctx->eng->exp_vartime(ctx, r, a, e, elen);
        if (rc != CAIRN_ERR_UNSUPPORTED)
            return rc;
    }
    return mont_exp_vartime(ctx, r, a, e, elen);
}

/* see bn.h */
void cairn_bn_odd_windows(uint8_t *digit, const cairn_limb *e, size_t bits)
{
    size_t i = bits, j, len;
    memset(digit, 0, bits);
    while (i-- > 0) {
        unsigned v = 0;
        if (!cairn_bn_bit(e, i))
            continue;
        /* the longest window of at most 4 bits from i down that ends on a 1 */
        len = i + 1 < 4 ? i + 1 : 4;
        while (!cairn_bn_bit(e, i + 1 - len))
            len--;
        for (j = 0; j < len; j++)
            v = (v << 1) | (unsigned)cairn_bn_bit(e, i - j);
        digit[i + 1 - len] = (uint8_t)v;
        i -= len - 1;
    }
}

/* The generic cairn_bn_mont_exp_prod_vartime over the engine's products. */
static void mont_exp_prod_vartime(const cairn_bn_mont *ctx, cairn_limb *r, const cairn_limb *a1,
                                  const cairn_limb *e1, const cairn_limb *a2, const cairn_limb *e2, size_t elen)
{
    cairn_limb tab[2][8][CAIRN_BN_MAX_LIMBS], acc[CAIRN_BN_MAX_LIMBS], t[2 * CAIRN_BN_MAX_LIMBS + 2];
    uint8_t dig[2][CAIRN_BN_PROD_MAX_BITS];
    const cairn_bn_engine *eng = ctx->eng;
    const cairn_limb *m = ctx->m, m0i = ctx->m0i, *a[2];
    size_t n = ctx->n, bits = elen * LB, i, k, j;
    int started = 0;

    a[0] = a1;
    a[1] = a2;
    cairn_bn_odd_windows(dig[0], e1, bits);
    cairn_bn_odd_windows(dig[1], e2, bits);
    for (j = 0; j < 2; j++) {
        /* tab[j][k] = a_j^(2k+1) R mod m */
        eng->montmul(tab[j][0], a[j], ctx->rr, m, m0i, n, t);
        eng_montsqr(eng, acc, tab[j][0], m, m0i, n, t);
        for (k = 1; k < 8; k++)
            eng->montmul(tab[j][k], tab[j][k - 1], acc, m, m0i, n, t);
    }
    /* variable time: branches on the (public) exponent windows */
    for (i = bits; i-- > 0;) {
        if (started)
            eng_montsqr(eng, acc, acc, m, m0i, n, t);
        for (j = 0; j < 2; j++) {
            if (dig[j][i] == 0)
                continue;
            if (started) {
                eng->montmul(acc, acc, tab[j][dig[j][i] >> 1], m, m0i, n, t);
            } else {
                cairn_bn_copy(acc, tab[j][dig[j][i] >> 1], n);
                started = 1;
            }
        }
    }
    vartime_finish(ctx, r, acc, started, t);
    cairn_wipe(tab, sizeof tab);
    cairn_wipe(acc, sizeof acc);
    cairn_wipe(t, sizeof t);
}

/* see bn.h */
int cairn_bn_mont_exp_prod_vartime(const cairn_bn_mont *ctx, cairn_limb *r, const cairn_limb *a1,
                                   const cairn_limb *e1, const cairn_limb *a2, const cairn_limb *e2, size_t elen)
{
    if (e1 == NULL || e2 == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (elen > CAIRN_BN_PROD_MAX_BITS || elen * LB > CAIRN_BN_PROD_MAX_BITS)
        return CAIRN_ERR_BAD_LENGTH;
    if (ctx->eng->exp_prod_vartime != NULL) {
        int rc = ctx->eng->exp_prod_vartime(ctx, r, a1, e1, a2, e2, elen);
        if (rc != CAIRN_ERR_UNSUPPORTED)
            return rc;
    }
    mont_exp_prod_vartime(ctx, r, a1, e1, a2, e2, elen);
    return CAIRN_OK;
}

cairn_limb cairn_bn_mont_inv_prime(const cairn_bn_mont *ctx, cairn_limb *r, const cairn_limb *a, cairn_limb *tmp,
                                   size_t tmplen)
{
    cairn_limb e[CAIRN_BN_MAX_LIMBS] = {0}, two[CAIRN_BN_MAX_LIMBS];
    size_t n = ctx->n;

    cairn_bn_set_word(two, n, 2);
    (void)cairn_bn_sub(e, ctx->m, two, n);
    if (cairn_bn_mont_exp(ctx, r, a, e, n, tmp, tmplen) != CAIRN_OK) {
        cairn_bn_zero(r, n);
        return 0;
    }
    return ~cairn_bn_is_zero(r, n);
}

cairn_limb cairn_bn_rand_candidate(cairn_limb *r, const cairn_limb *m, size_t n, const uint8_t *buf, size_t bits)
{
    size_t nbytes = (bits + 7) >> 3;
    uint8_t top;
    if (nbytes == 0) {
        cairn_bn_zero(r, n);
        return 0;
    }
    top = (uint8_t)(buf[0] & (0xffu >> ((nbytes << 3) - bits)));
    (void)cairn_bn_decode(r, n, buf + 1, nbytes - 1); /* fits: bits <= n LIMB_BITS */
    if (nbytes - 1 < n * CAIRN_BN_LIMB_BYTES) {
        size_t k = nbytes - 1;
        r[k >> (CAIRN_BN_LIMB_LOG2 - 3)] |= (cairn_limb)top << ((k & (CAIRN_BN_LIMB_BYTES - 1)) << 3);
    }
    return ~cairn_bn_is_zero(r, n) & cairn_bn_lt(r, m, n);
}

int cairn_bn_rand_range(cairn_limb *r, const cairn_limb *m, size_t n, cairn_rng_fn rng, void *rng_state)
{
    uint8_t buf[CAIRN_BN_MAX_LIMBS * CAIRN_BN_LIMB_BYTES];
    size_t bits, tries;
    int rc = CAIRN_ERR_RNG;

    if (r == NULL || m == NULL || rng == NULL || n == 0 || n > CAIRN_BN_MAX_LIMBS)
        return CAIRN_ERR_BAD_ARG;
    bits = cairn_bn_bit_length(m, n); /* the range's size is public */
    CAIRN_DECLASSIFY(&bits, sizeof bits); /* m may be secret (Miller-Rabin's w - 2), its size is not */
    if (bits < 2)
        return CAIRN_ERR_BAD_ARG;
    for (tries = 0; tries < 256; tries++) {
        cairn_limb ok;
        int got = rng(rng_state, buf, (bits + 7) >> 3);
        if (got != CAIRN_OK) {
            rc = got;
            break;
        }
        ok = cairn_bn_rand_candidate(r, m, n, buf, bits);
        CAIRN_DECLASSIFY(&ok, sizeof ok); /* a rejected candidate is discarded */
        if (ok & 1) {
            rc = CAIRN_OK;
            break;
        }
    }
    if (rc != CAIRN_OK)
        cairn_bn_zero(r, n);
    cairn_wipe(buf, sizeof buf);
    return rc;
}
