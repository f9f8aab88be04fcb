/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * p = 2^448 - 2^224 - 1 packed in 14 limbs of 32 bits (see f448.h), for
 * 32-bit cores. An element is any 448-bit value congruent to it (every
 * function takes and returns values below 2^448; tobytes alone reduces
 * fully). A product is 196 steps (hi:lo) = x * y + lo + hi, which is one
 * UMAAL on ARMv7E-M (core/mac32.h), against the 192 products with 64-bit
 * column sums and limb carries of a 16 x 28-bit layout; the reduction uses
 * 2^448 = 2^224 + 1 (mod p): the high half h of a 896-bit product adds as
 * h + h 2^224, then the few bits left above 2^448 are folded the same way.
 * Additions and subtractions fold their carry or borrow likewise. No
 * branch or index depends on a value.
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_CURVE448

#include "core/mac32.h"
#include "ed/f448.h"

#define FT cairn_f448_32
#define FN(n) cairn_f448_32_##n
#define NL 14

/* The products' loops written out by the compiler: with the indices
 * constant, the words of t and y are addressed directly, not counted. */
#if defined(__GNUC__) && !defined(__clang__)
#define UNROLL _Pragma("GCC unroll 16")
#elif defined(__clang__)
#define UNROLL _Pragma("clang loop unroll(full)")
#else
#define UNROLL
#endif

/* see f448.h */
void cairn_f448_32_frombytes(FT *r, const uint8_t in[56])
{
    int i;

    for (i = 0; i < NL; i++)
        r->l[i] = cairn_load32_le(in + 4 * i);
}

/*
 * The carry chains below are (hi:lo) = x * y + lo + hi steps too (with y = 1
 * an addition of x and a carry, with x = y = 0 the carry alone): one UMAAL
 * each on Cortex-M4/M7, where gcc's 64-bit sums take three or four
 * instructions per word. A subtraction adds the complement.
 */

/* r += c (2^224 + 1) for r < 2^448 and c < 2^32; returns the carry out of
 * 2^448 (0 or 1). */
CAIRN_INLINE uint32_t fold(uint32_t *r, uint32_t c)
{
    uint32_t cc = 0, lo, one = 1, zero = 0;
    int i;

    for (i = 0; i < NL; i++) {
        lo = r[i];
        if (i == 0 || i == 7)
            CAIRN_MAC32(lo, cc, c, one);
        else
            CAIRN_MAC32(lo, cc, zero, zero);
        r[i] = lo;
    }
    return cc;
}

/* r -= d (2^224 + 1) for r < 2^448 and d <= 1, as r + ~D + 1 with D =
 * d (2^224 + 1); returns the borrow (1: the value wrapped by 2^448). */
CAIRN_INLINE uint32_t unfold(uint32_t *r, uint32_t d)
{
    uint32_t cc = 1, lo, one = 1, nd = ~d, ones = 0xffffffffu;
    int i;

    for (i = 0; i < NL; i++) {
        lo = r[i];
        if (i == 0 || i == 7)
            CAIRN_MAC32(lo, cc, nd, one);
        else
            CAIRN_MAC32(lo, cc, ones, one);
        r[i] = lo;
    }
    return cc ^ 1u;
}

/* see f448.h */
void cairn_f448_32_tobytes(uint8_t out[56], const FT *a)
{
    uint32_t v[NL], w[NL], m;
    int i;

    /* v < 2^448 < 2p: v - p = v + 2^224 + 1 - 2^448, kept when v + 2^224 + 1 carries */
    for (i = 0; i < NL; i++)
        v[i] = w[i] = a->l[i];
    m = 0u - fold(w, 1);
    for (i = 0; i < NL; i++)
        cairn_store32_le(out + 4 * i, (w[i] & m) | (v[i] & ~m));
    cairn_wipe(v, sizeof v);
    cairn_wipe(w, sizeof w);
}

/* see f448.h */
void cairn_f448_32_set_small(FT *r, uint32_t v)
{
    int i;

    r->l[0] = v;
    for (i = 1; i < NL; i++)
        r->l[i] = 0;
}

/* see f448.h */
void cairn_f448_32_copy(FT *r, const FT *a) { *r = *a; }

/* see f448.h: the carry out of 2^448 folded twice (the second fold meets a
 * value below 2^224 + 2, which cannot carry) */
void cairn_f448_32_add(FT *r, const FT *a, const FT *b)
{
    uint32_t c = 0, lo, one = 1;
    int i;

    for (i = 0; i < NL; i++) {
        lo = a->l[i];
        CAIRN_MAC32(lo, c, b->l[i], one);
        r->l[i] = lo;
    }
    (void)fold(r->l, fold(r->l, c));
}

/* see f448.h: the same as add in this layout */
void cairn_f448_32_add_nr(FT *r, const FT *a, const FT *b) { cairn_f448_32_add(r, a, b); }

/* see f448.h: a - b; a borrow means 2^448 was added, which is 2^224 + 1 too
 * many, so that is taken back, twice at most */
void cairn_f448_32_sub(FT *r, const FT *a, const FT *b)
{
    uint32_t c = 1, lo, one = 1;
    int i;

    for (i = 0; i < NL; i++) {
        lo = a->l[i];
        CAIRN_MAC32(lo, c, ~b->l[i], one); /* a + ~b + 1 = a - b + 2^448 */
        r->l[i] = lo;
    }
    (void)unfold(r->l, unfold(r->l, c ^ 1u));
}

/* Thumb-2 with the DSP extension (Cortex-M4/M7): the product in assembly
 * (gcc keeps neither the rows' words nor b's in registers across the C
 * steps and reloads them for every product); CAIRN_F448_NO_ASM builds the
 * C form there too, which is what the host tests run. */
#if (defined(__GNUC__) || defined(__clang__)) && defined(__thumb2__) && defined(__ARM_FEATURE_DSP) &&                  \
    __ARM_FEATURE_DSP && !defined(CAIRN_F448_NO_ASM)
#define F448_ARM_ASM 1
#else
#define F448_ARM_ASM 0
#endif

#if F448_ARM_ASM
/* t = a b (28 words), the C mul_wide's arithmetic by groups of three rows:
 * scripts/gen-f448-mul-asm.py writes the body (its comment has the scheme
 * and the register use; `--check` runs both bodies on a model of the
 * instructions against integer products). */
void cairn_f448_mul14_armv7em(uint32_t t[28], const uint32_t a[14], const uint32_t b[14]);
__asm__(".pushsection .text.cairn_f448_mul14_armv7em,\"ax\",%progbits\n\t"
        ".syntax unified\n\t"
        ".thumb\n\t"
        ".p2align 2\n\t"
        ".global cairn_f448_mul14_armv7em\n\t"
        ".hidden cairn_f448_mul14_armv7em\n\t"
        ".type cairn_f448_mul14_armv7em, %function\n\t"
        ".thumb_func\n"
        "cairn_f448_mul14_armv7em:\n\t"
        /* generated by scripts/gen-f448-mul-asm.py: begin */
        "push {r4-r11}\n\t"
        "ldr r3, [r1, #0]\n\t"
        "movs r6, #0\n\t"
        "ldr r4, [r1, #4]\n\t"
        "movs r7, #0\n\t"
        "ldr r5, [r1, #8]\n\t"
        "movs r8, #0\n\t"
        "ldr r10, [r2, #0]\n\t"
        "movs r9, #0\n\t"
        "umaal r9, r6, r3, r10\n\t"
        "str r9, [r0, #0]\n\t"
        "ldr r11, [r2, #4]\n\t"
        "movs r9, #0\n\t"
        "umaal r9, r6, r3, r11\n\t"
        "umaal r9, r7, r4, r10\n\t"
        "str r9, [r0, #4]\n\t"
        "ldr r12, [r2, #8]\n\t"
        "movs r9, #0\n\t"
        "umaal r9, r6, r3, r12\n\t"
        "umaal r9, r7, r4, r11\n\t"
        "umaal r9, r8, r5, r10\n\t"
        "str r9, [r0, #8]\n\t"
        "ldr r10, [r2, #12]\n\t"
        "movs r9, #0\n\t"
        "umaal r9, r6, r3, r10\n\t"
        "umaal r9, r7, r4, r12\n\t"
        "umaal r9, r8, r5, r11\n\t"
        "str r9, [r0, #12]\n\t"
        "ldr r11, [r2, #16]\n\t"
        "movs r9, #0\n\t"
        "umaal r9, r6, r3, r11\n\t"
        "umaal r9, r7, r4, r10\n\t"
        "umaal r9, r8, r5, r12\n\t"
        "str r9, [r0, #16]\n\t"
        "ldr r12, [r2, #20]\n\t"
        "movs r9, #0\n\t"
        "umaal r9, r6, r3, r12\n\t"
        "umaal r9, r7, r4, r11\n\t"
        "umaal r9, r8, r5, r10\n\t"
        "str r9, [r0, #20]\n\t"
        "ldr r10, [r2, #24]\n\t"
        "movs r9, #0\n\t"
        "umaal r9, r6, r3, r10\n\t"
        "umaal r9, r7, r4, r12\n\t"
        "umaal r9, r8, r5, r11\n\t"
        "str r9, [r0, #24]\n\t"
        "ldr r11, [r2, #28]\n\t"
        "movs r9, #0\n\t"
        "umaal r9, r6, r3, r11\n\t"
        "umaal r9, r7, r4, r10\n\t"
        "umaal r9, r8, r5, r12\n\t"
        "str r9, [r0, #28]\n\t"
        "ldr r12, [r2, #32]\n\t"
        "movs r9, #0\n\t"
        "umaal r9, r6, r3, r12\n\t"
        "umaal r9, r7, r4, r11\n\t"
        "umaal r9, r8, r5, r10\n\t"
        "str r9, [r0, #32]\n\t"
        "ldr r10, [r2, #36]\n\t"
        "movs r9, #0\n\t"
        "umaal r9, r6, r3, r10\n\t"
        "umaal r9, r7, r4, r12\n\t"
        "umaal r9, r8, r5, r11\n\t"
        "str r9, [r0, #36]\n\t"
        "ldr r11, [r2, #40]\n\t"
        "movs r9, #0\n\t"
        "umaal r9, r6, r3, r11\n\t"
        "umaal r9, r7, r4, r10\n\t"
        "umaal r9, r8, r5, r12\n\t"
        "str r9, [r0, #40]\n\t"
        "ldr r12, [r2, #44]\n\t"
        "movs r9, #0\n\t"
        "umaal r9, r6, r3, r12\n\t"
        "umaal r9, r7, r4, r11\n\t"
        "umaal r9, r8, r5, r10\n\t"
        "str r9, [r0, #44]\n\t"
        "ldr r10, [r2, #48]\n\t"
        "movs r9, #0\n\t"
        "umaal r9, r6, r3, r10\n\t"
        "umaal r9, r7, r4, r12\n\t"
        "umaal r9, r8, r5, r11\n\t"
        "str r9, [r0, #48]\n\t"
        "ldr r11, [r2, #52]\n\t"
        "movs r9, #0\n\t"
        "umaal r9, r6, r3, r11\n\t"
        "umaal r9, r7, r4, r10\n\t"
        "umaal r9, r8, r5, r12\n\t"
        "str r9, [r0, #52]\n\t"
        "mov r9, r6\n\t"
        "umaal r9, r7, r4, r11\n\t"
        "umaal r9, r8, r5, r10\n\t"
        "str r9, [r0, #56]\n\t"
        "mov r9, r7\n\t"
        "umaal r9, r8, r5, r11\n\t"
        "str r9, [r0, #60]\n\t"
        "mov r9, r8\n\t"
        "str r9, [r0, #64]\n\t"
        "ldr r3, [r1, #12]\n\t"
        "movs r6, #0\n\t"
        "ldr r4, [r1, #16]\n\t"
        "movs r7, #0\n\t"
        "ldr r5, [r1, #20]\n\t"
        "movs r8, #0\n\t"
        "ldr r10, [r2, #0]\n\t"
        "ldr r9, [r0, #12]\n\t"
        "umaal r9, r6, r3, r10\n\t"
        "str r9, [r0, #12]\n\t"
        "ldr r11, [r2, #4]\n\t"
        "ldr r9, [r0, #16]\n\t"
        "umaal r9, r6, r3, r11\n\t"
        "umaal r9, r7, r4, r10\n\t"
        "str r9, [r0, #16]\n\t"
        "ldr r12, [r2, #8]\n\t"
        "ldr r9, [r0, #20]\n\t"
        "umaal r9, r6, r3, r12\n\t"
        "umaal r9, r7, r4, r11\n\t"
        "umaal r9, r8, r5, r10\n\t"
        "str r9, [r0, #20]\n\t"
        "ldr r10, [r2, #12]\n\t"
        "ldr r9, [r0, #24]\n\t"
        "umaal r9, r6, r3, r10\n\t"
        "umaal r9, r7, r4, r12\n\t"
        "umaal r9, r8, r5, r11\n\t"
        "str r9, [r0, #24]\n\t"
        "ldr r11, [r2, #16]\n\t"
        "ldr r9, [r0, #28]\n\t"
        "umaal r9, r6, r3, r11\n\t"
        "umaal r9, r7, r4, r10\n\t"
        "umaal r9, r8, r5, r12\n\t"
        "str r9, [r0, #28]\n\t"
        "ldr r12, [r2, #20]\n\t"
        "ldr r9, [r0, #32]\n\t"
        "umaal r9, r6, r3, r12\n\t"
        "umaal r9, r7, r4, r11\n\t"
        "umaal r9, r8, r5, r10\n\t"
        "str r9, [r0, #32]\n\t"
        "ldr r10, [r2, #24]\n\t"
        "ldr r9, [r0, #36]\n\t"
        "umaal r9, r6, r3, r10\n\t"
        "umaal r9, r7, r4, r12\n\t"
        "umaal r9, r8, r5, r11\n\t"
        "str r9, [r0, #36]\n\t"
        "ldr r11, [r2, #28]\n\t"
        "ldr r9, [r0, #40]\n\t"
        "umaal r9, r6, r3, r11\n\t"
        "umaal r9, r7, r4, r10\n\t"
        "umaal r9, r8, r5, r12\n\t"
        "str r9, [r0, #40]\n\t"
        "ldr r12, [r2, #32]\n\t"
        "ldr r9, [r0, #44]\n\t"
        "umaal r9, r6, r3, r12\n\t"
        "umaal r9, r7, r4, r11\n\t"
        "umaal r9, r8, r5, r10\n\t"
        "str r9, [r0, #44]\n\t"
        "ldr r10, [r2, #36]\n\t"
        "ldr r9, [r0, #48]\n\t"
        "umaal r9, r6, r3, r10\n\t"
        "umaal r9, r7, r4, r12\n\t"
        "umaal r9, r8, r5, r11\n\t"
        "str r9, [r0, #48]\n\t"
        "ldr r11, [r2, #40]\n\t"
        "ldr r9, [r0, #52]\n\t"
        "umaal r9, r6, r3, r11\n\t"
        "umaal r9, r7, r4, r10\n\t"
        "umaal r9, r8, r5, r12\n\t"
        "str r9, [r0, #52]\n\t"
        "ldr r12, [r2, #44]\n\t"
        "ldr r9, [r0, #56]\n\t"
        "umaal r9, r6, r3, r12\n\t"
        "umaal r9, r7, r4, r11\n\t"
        "umaal r9, r8, r5, r10\n\t"
        "str r9, [r0, #56]\n\t"
        "ldr r10, [r2, #48]\n\t"
        "ldr r9, [r0, #60]\n\t"
        "umaal r9, r6, r3, r10\n\t"
        "umaal r9, r7, r4, r12\n\t"
        "umaal r9, r8, r5, r11\n\t"
        "str r9, [r0, #60]\n\t"
        "ldr r11, [r2, #52]\n\t"
        "ldr r9, [r0, #64]\n\t"
        "umaal r9, r6, r3, r11\n\t"
        "umaal r9, r7, r4, r10\n\t"
        "umaal r9, r8, r5, r12\n\t"
        "str r9, [r0, #64]\n\t"
        "mov r9, r6\n\t"
        "umaal r9, r7, r4, r11\n\t"
        "umaal r9, r8, r5, r10\n\t"
        "str r9, [r0, #68]\n\t"
        "mov r9, r7\n\t"
        "umaal r9, r8, r5, r11\n\t"
        "str r9, [r0, #72]\n\t"
        "mov r9, r8\n\t"
        "str r9, [r0, #76]\n\t"
        "ldr r3, [r1, #24]\n\t"
        "movs r6, #0\n\t"
        "ldr r4, [r1, #28]\n\t"
        "movs r7, #0\n\t"
        "ldr r5, [r1, #32]\n\t"
        "movs r8, #0\n\t"
        "ldr r10, [r2, #0]\n\t"
        "ldr r9, [r0, #24]\n\t"
        "umaal r9, r6, r3, r10\n\t"
        "str r9, [r0, #24]\n\t"
        "ldr r11, [r2, #4]\n\t"
        "ldr r9, [r0, #28]\n\t"
        "umaal r9, r6, r3, r11\n\t"
        "umaal r9, r7, r4, r10\n\t"
        "str r9, [r0, #28]\n\t"
        "ldr r12, [r2, #8]\n\t"
        "ldr r9, [r0, #32]\n\t"
        "umaal r9, r6, r3, r12\n\t"
        "umaal r9, r7, r4, r11\n\t"
        "umaal r9, r8, r5, r10\n\t"
        "str r9, [r0, #32]\n\t"
        "ldr r10, [r2, #12]\n\t"
        "ldr r9, [r0, #36]\n\t"
        "umaal r9, r6, r3, r10\n\t"
        "umaal r9, r7, r4, r12\n\t"
        "umaal r9, r8, r5, r11\n\t"
        "str r9, [r0, #36]\n\t"
        "ldr r11, [r2, #16]\n\t"
        "ldr r9, [r0, #40]\n\t"
        "umaal r9, r6, r3, r11\n\t"
        "umaal r9, r7, r4, r10\n\t"
        "umaal r9, r8, r5, r12\n\t"
        "str r9, [r0, #40]\n\t"
        "ldr r12, [r2, #20]\n\t"
        "ldr r9, [r0, #44]\n\t"
        "umaal r9, r6, r3, r12\n\t"
        "umaal r9, r7, r4, r11\n\t"
        "umaal r9, r8, r5, r10\n\t"
        "str r9, [r0, #44]\n\t"
        "ldr r10, [r2, #24]\n\t"
        "ldr r9, [r0, #48]\n\t"
        "umaal r9, r6, r3, r10\n\t"
        "umaal r9, r7, r4, r12\n\t"
        "umaal r9, r8, r5, r11\n\t"
        "str r9, [r0, #48]\n\t"
        "ldr r11, [r2, #28]\n\t"
        "ldr r9, [r0, #52]\n\t"
        "umaal r9, r6, r3, r11\n\t"
        "umaal r9, r7, r4, r10\n\t"
        "umaal r9, r8, r5, r12\n\t"
        "str r9, [r0, #52]\n\t"
        "ldr r12, [r2, #32]\n\t"
        "ldr r9, [r0, #56]\n\t"
        "umaal r9, r6, r3, r12\n\t"
        "umaal r9, r7, r4, r11\n\t"
        "umaal r9, r8, r5, r10\n\t"
        "str r9, [r0, #56]\n\t"
        "ldr r10, [r2, #36]\n\t"
        "ldr r9, [r0, #60]\n\t"
        "umaal r9, r6, r3, r10\n\t"
        "umaal r9, r7, r4, r12\n\t"
        "umaal r9, r8, r5, r11\n\t"
        "str r9, [r0, #60]\n\t"
        "ldr r11, [r2, #40]\n\t"
        "ldr r9, [r0, #64]\n\t"
        "umaal r9, r6, r3, r11\n\t"
        "umaal r9, r7, r4, r10\n\t"
        "umaal r9, r8, r5, r12\n\t"
        "str r9, [r0, #64]\n\t"
        "ldr r12, [r2, #44]\n\t"
        "ldr r9, [r0, #68]\n\t"
        "umaal r9, r6, r3, r12\n\t"
        "umaal r9, r7, r4, r11\n\t"
        "umaal r9, r8, r5, r10\n\t"
        "str r9, [r0, #68]\n\t"
        "ldr r10, [r2, #48]\n\t"
        "ldr r9, [r0, #72]\n\t"
        "umaal r9, r6, r3, r10\n\t"
        "umaal r9, r7, r4, r12\n\t"
        "umaal r9, r8, r5, r11\n\t"
        "str r9, [r0, #72]\n\t"
        "ldr r11, [r2, #52]\n\t"
        "ldr r9, [r0, #76]\n\t"
        "umaal r9, r6, r3, r11\n\t"
        "umaal r9, r7, r4, r10\n\t"
        "umaal r9, r8, r5, r12\n\t"
        "str r9, [r0, #76]\n\t"
        "mov r9, r6\n\t"
        "umaal r9, r7, r4, r11\n\t"
        "umaal r9, r8, r5, r10\n\t"
        "str r9, [r0, #80]\n\t"
        "mov r9, r7\n\t"
        "umaal r9, r8, r5, r11\n\t"
        "str r9, [r0, #84]\n\t"
        "mov r9, r8\n\t"
        "str r9, [r0, #88]\n\t"
        "ldr r3, [r1, #36]\n\t"
        "movs r6, #0\n\t"
        "ldr r4, [r1, #40]\n\t"
        "movs r7, #0\n\t"
        "ldr r5, [r1, #44]\n\t"
        "movs r8, #0\n\t"
        "ldr r10, [r2, #0]\n\t"
        "ldr r9, [r0, #36]\n\t"
        "umaal r9, r6, r3, r10\n\t"
        "str r9, [r0, #36]\n\t"
        "ldr r11, [r2, #4]\n\t"
        "ldr r9, [r0, #40]\n\t"
        "umaal r9, r6, r3, r11\n\t"
        "umaal r9, r7, r4, r10\n\t"
        "str r9, [r0, #40]\n\t"
        "ldr r12, [r2, #8]\n\t"
        "ldr r9, [r0, #44]\n\t"
        "umaal r9, r6, r3, r12\n\t"
        "umaal r9, r7, r4, r11\n\t"
        "umaal r9, r8, r5, r10\n\t"
        "str r9, [r0, #44]\n\t"
        "ldr r10, [r2, #12]\n\t"
        "ldr r9, [r0, #48]\n\t"
        "umaal r9, r6, r3, r10\n\t"
        "umaal r9, r7, r4, r12\n\t"
        "umaal r9, r8, r5, r11\n\t"
        "str r9, [r0, #48]\n\t"
        "ldr r11, [r2, #16]\n\t"
        "ldr r9, [r0, #52]\n\t"
        "umaal r9, r6, r3, r11\n\t"
        "umaal r9, r7, r4, r10\n\t"
        "umaal r9, r8, r5, r12\n\t"
        "str r9, [r0, #52]\n\t"
        "ldr r12, [r2, #20]\n\t"
        "ldr r9, [r0, #56]\n\t"
        "umaal r9, r6, r3, r12\n\t"
        "umaal r9, r7, r4, r11\n\t"
        "umaal r9, r8, r5, r10\n\t"
        "str r9, [r0, #56]\n\t"
        "ldr r10, [r2, #24]\n\t"
        "ldr r9, [r0, #60]\n\t"
        "umaal r9, r6, r3, r10\n\t"
        "umaal r9, r7, r4, r12\n\t"
        "umaal r9, r8, r5, r11\n\t"
        "str r9, [r0, #60]\n\t"
        "ldr r11, [r2, #28]\n\t"
        "ldr r9, [r0, #64]\n\t"
        "umaal r9, r6, r3, r11\n\t"
        "umaal r9, r7, r4, r10\n\t"
        "umaal r9, r8, r5, r12\n\t"
        "str r9, [r0, #64]\n\t"
        "ldr r12, [r2, #32]\n\t"
        "ldr r9, [r0, #68]\n\t"
        "umaal r9, r6, r3, r12\n\t"
        "umaal r9, r7, r4, r11\n\t"
        "umaal r9, r8, r5, r10\n\t"
        "str r9, [r0, #68]\n\t"
        "ldr r10, [r2, #36]\n\t"
        "ldr r9, [r0, #72]\n\t"
        "umaal r9, r6, r3, r10\n\t"
        "umaal r9, r7, r4, r12\n\t"
        "umaal r9, r8, r5, r11\n\t"
        "str r9, [r0, #72]\n\t"
        "ldr r11, [r2, #40]\n\t"
        "ldr r9, [r0, #76]\n\t"
        "umaal r9, r6, r3, r11\n\t"
        "umaal r9, r7, r4, r10\n\t"
        "umaal r9, r8, r5, r12\n\t"
        "str r9, [r0, #76]\n\t"
        "ldr r12, [r2, #44]\n\t"
        "ldr r9, [r0, #80]\n\t"
        "umaal r9, r6, r3, r12\n\t"
        "umaal r9, r7, r4, r11\n\t"
        "umaal r9, r8, r5, r10\n\t"
        "str r9, [r0, #80]\n\t"
        "ldr r10, [r2, #48]\n\t"
        "ldr r9, [r0, #84]\n\t"
        "umaal r9, r6, r3, r10\n\t"
        "umaal r9, r7, r4, r12\n\t"
        "umaal r9, r8, r5, r11\n\t"
        "str r9, [r0, #84]\n\t"
        "ldr r11, [r2, #52]\n\t"
        "ldr r9, [r0, #88]\n\t"
        "umaal r9, r6, r3, r11\n\t"
        "umaal r9, r7, r4, r10\n\t"
        "umaal r9, r8, r5, r12\n\t"
        "str r9, [r0, #88]\n\t"
        "mov r9, r6\n\t"
        "umaal r9, r7, r4, r11\n\t"
        "umaal r9, r8, r5, r10\n\t"
        "str r9, [r0, #92]\n\t"
        "mov r9, r7\n\t"
        "umaal r9, r8, r5, r11\n\t"
        "str r9, [r0, #96]\n\t"
        "mov r9, r8\n\t"
        "str r9, [r0, #100]\n\t"
        "ldr r3, [r1, #48]\n\t"
        "movs r6, #0\n\t"
        "ldr r4, [r1, #52]\n\t"
        "movs r7, #0\n\t"
        "ldr r10, [r2, #0]\n\t"
        "ldr r9, [r0, #48]\n\t"
        "umaal r9, r6, r3, r10\n\t"
        "str r9, [r0, #48]\n\t"
        "ldr r11, [r2, #4]\n\t"
        "ldr r9, [r0, #52]\n\t"
        "umaal r9, r6, r3, r11\n\t"
        "umaal r9, r7, r4, r10\n\t"
        "str r9, [r0, #52]\n\t"
        "ldr r12, [r2, #8]\n\t"
        "ldr r9, [r0, #56]\n\t"
        "umaal r9, r6, r3, r12\n\t"
        "umaal r9, r7, r4, r11\n\t"
        "str r9, [r0, #56]\n\t"
        "ldr r10, [r2, #12]\n\t"
        "ldr r9, [r0, #60]\n\t"
        "umaal r9, r6, r3, r10\n\t"
        "umaal r9, r7, r4, r12\n\t"
        "str r9, [r0, #60]\n\t"
        "ldr r11, [r2, #16]\n\t"
        "ldr r9, [r0, #64]\n\t"
        "umaal r9, r6, r3, r11\n\t"
        "umaal r9, r7, r4, r10\n\t"
        "str r9, [r0, #64]\n\t"
        "ldr r12, [r2, #20]\n\t"
        "ldr r9, [r0, #68]\n\t"
        "umaal r9, r6, r3, r12\n\t"
        "umaal r9, r7, r4, r11\n\t"
        "str r9, [r0, #68]\n\t"
        "ldr r10, [r2, #24]\n\t"
        "ldr r9, [r0, #72]\n\t"
        "umaal r9, r6, r3, r10\n\t"
        "umaal r9, r7, r4, r12\n\t"
        "str r9, [r0, #72]\n\t"
        "ldr r11, [r2, #28]\n\t"
        "ldr r9, [r0, #76]\n\t"
        "umaal r9, r6, r3, r11\n\t"
        "umaal r9, r7, r4, r10\n\t"
        "str r9, [r0, #76]\n\t"
        "ldr r12, [r2, #32]\n\t"
        "ldr r9, [r0, #80]\n\t"
        "umaal r9, r6, r3, r12\n\t"
        "umaal r9, r7, r4, r11\n\t"
        "str r9, [r0, #80]\n\t"
        "ldr r10, [r2, #36]\n\t"
        "ldr r9, [r0, #84]\n\t"
        "umaal r9, r6, r3, r10\n\t"
        "umaal r9, r7, r4, r12\n\t"
        "str r9, [r0, #84]\n\t"
        "ldr r11, [r2, #40]\n\t"
        "ldr r9, [r0, #88]\n\t"
        "umaal r9, r6, r3, r11\n\t"
        "umaal r9, r7, r4, r10\n\t"
        "str r9, [r0, #88]\n\t"
        "ldr r12, [r2, #44]\n\t"
        "ldr r9, [r0, #92]\n\t"
        "umaal r9, r6, r3, r12\n\t"
        "umaal r9, r7, r4, r11\n\t"
        "str r9, [r0, #92]\n\t"
        "ldr r10, [r2, #48]\n\t"
        "ldr r9, [r0, #96]\n\t"
        "umaal r9, r6, r3, r10\n\t"
        "umaal r9, r7, r4, r12\n\t"
        "str r9, [r0, #96]\n\t"
        "ldr r11, [r2, #52]\n\t"
        "ldr r9, [r0, #100]\n\t"
        "umaal r9, r6, r3, r11\n\t"
        "umaal r9, r7, r4, r10\n\t"
        "str r9, [r0, #100]\n\t"
        "mov r9, r6\n\t"
        "umaal r9, r7, r4, r11\n\t"
        "str r9, [r0, #104]\n\t"
        "mov r9, r7\n\t"
        "str r9, [r0, #108]\n\t"
        "pop {r4-r11}\n\t"
        "bx lr\n\t"
        /* generated: end */
        ".size cairn_f448_mul14_armv7em, .-cairn_f448_mul14_armv7em\n\t"
        ".popsection");

/* t = a^2 (28 words): the products a_i a_j (i < j) by the same groups of
 * rows over the triangle, then 2 S plus the squares in one pass (the
 * generator's comment). */
void cairn_f448_sqr14_armv7em(uint32_t t[28], const uint32_t a[14]);
__asm__(".pushsection .text.cairn_f448_sqr14_armv7em,\"ax\",%progbits\n\t"
        ".syntax unified\n\t"
        ".thumb\n\t"
        ".p2align 2\n\t"
        ".global cairn_f448_sqr14_armv7em\n\t"
        ".hidden cairn_f448_sqr14_armv7em\n\t"
        ".type cairn_f448_sqr14_armv7em, %function\n\t"
        ".thumb_func\n"
        "cairn_f448_sqr14_armv7em:\n\t"
        /* generated by scripts/gen-f448-mul-asm.py --sqr: begin */
        "push {r4-r11}\n\t"
        "ldr r3, [r1, #0]\n\t"
        "movs r6, #0\n\t"
        "ldr r4, [r1, #4]\n\t"
        "movs r7, #0\n\t"
        "ldr r5, [r1, #8]\n\t"
        "movs r8, #0\n\t"
        "ldr r11, [r1, #4]\n\t"
        "movs r9, #0\n\t"
        "umaal r9, r6, r3, r11\n\t"
        "str r9, [r0, #4]\n\t"
        "ldr r12, [r1, #8]\n\t"
        "movs r9, #0\n\t"
        "umaal r9, r6, r3, r12\n\t"
        "str r9, [r0, #8]\n\t"
        "ldr r10, [r1, #12]\n\t"
        "movs r9, #0\n\t"
        "umaal r9, r6, r3, r10\n\t"
        "umaal r9, r7, r4, r12\n\t"
        "str r9, [r0, #12]\n\t"
        "ldr r11, [r1, #16]\n\t"
        "movs r9, #0\n\t"
        "umaal r9, r6, r3, r11\n\t"
        "umaal r9, r7, r4, r10\n\t"
        "str r9, [r0, #16]\n\t"
        "ldr r12, [r1, #20]\n\t"
        "movs r9, #0\n\t"
        "umaal r9, r6, r3, r12\n\t"
        "umaal r9, r7, r4, r11\n\t"
        "umaal r9, r8, r5, r10\n\t"
        "str r9, [r0, #20]\n\t"
        "ldr r10, [r1, #24]\n\t"
        "movs r9, #0\n\t"
        "umaal r9, r6, r3, r10\n\t"
        "umaal r9, r7, r4, r12\n\t"
        "umaal r9, r8, r5, r11\n\t"
        "str r9, [r0, #24]\n\t"
        "ldr r11, [r1, #28]\n\t"
        "movs r9, #0\n\t"
        "umaal r9, r6, r3, r11\n\t"
        "umaal r9, r7, r4, r10\n\t"
        "umaal r9, r8, r5, r12\n\t"
        "str r9, [r0, #28]\n\t"
        "ldr r12, [r1, #32]\n\t"
        "movs r9, #0\n\t"
        "umaal r9, r6, r3, r12\n\t"
        "umaal r9, r7, r4, r11\n\t"
        "umaal r9, r8, r5, r10\n\t"
        "str r9, [r0, #32]\n\t"
        "ldr r10, [r1, #36]\n\t"
        "movs r9, #0\n\t"
        "umaal r9, r6, r3, r10\n\t"
        "umaal r9, r7, r4, r12\n\t"
        "umaal r9, r8, r5, r11\n\t"
        "str r9, [r0, #36]\n\t"
        "ldr r11, [r1, #40]\n\t"
        "movs r9, #0\n\t"
        "umaal r9, r6, r3, r11\n\t"
        "umaal r9, r7, r4, r10\n\t"
        "umaal r9, r8, r5, r12\n\t"
        "str r9, [r0, #40]\n\t"
        "ldr r12, [r1, #44]\n\t"
        "movs r9, #0\n\t"
        "umaal r9, r6, r3, r12\n\t"
        "umaal r9, r7, r4, r11\n\t"
        "umaal r9, r8, r5, r10\n\t"
        "str r9, [r0, #44]\n\t"
        "ldr r10, [r1, #48]\n\t"
        "movs r9, #0\n\t"
        "umaal r9, r6, r3, r10\n\t"
        "umaal r9, r7, r4, r12\n\t"
        "umaal r9, r8, r5, r11\n\t"
        "str r9, [r0, #48]\n\t"
        "ldr r11, [r1, #52]\n\t"
        "movs r9, #0\n\t"
        "umaal r9, r6, r3, r11\n\t"
        "umaal r9, r7, r4, r10\n\t"
        "umaal r9, r8, r5, r12\n\t"
        "str r9, [r0, #52]\n\t"
        "mov r9, r6\n\t"
        "umaal r9, r7, r4, r11\n\t"
        "umaal r9, r8, r5, r10\n\t"
        "str r9, [r0, #56]\n\t"
        "mov r9, r7\n\t"
        "umaal r9, r8, r5, r11\n\t"
        "str r9, [r0, #60]\n\t"
        "mov r9, r8\n\t"
        "str r9, [r0, #64]\n\t"
        "ldr r3, [r1, #12]\n\t"
        "movs r6, #0\n\t"
        "ldr r4, [r1, #16]\n\t"
        "movs r7, #0\n\t"
        "ldr r5, [r1, #20]\n\t"
        "movs r8, #0\n\t"
        "ldr r11, [r1, #16]\n\t"
        "ldr r9, [r0, #28]\n\t"
        "umaal r9, r6, r3, r11\n\t"
        "str r9, [r0, #28]\n\t"
        "ldr r12, [r1, #20]\n\t"
        "ldr r9, [r0, #32]\n\t"
        "umaal r9, r6, r3, r12\n\t"
        "str r9, [r0, #32]\n\t"
        "ldr r10, [r1, #24]\n\t"
        "ldr r9, [r0, #36]\n\t"
        "umaal r9, r6, r3, r10\n\t"
        "umaal r9, r7, r4, r12\n\t"
        "str r9, [r0, #36]\n\t"
        "ldr r11, [r1, #28]\n\t"
        "ldr r9, [r0, #40]\n\t"
        "umaal r9, r6, r3, r11\n\t"
        "umaal r9, r7, r4, r10\n\t"
        "str r9, [r0, #40]\n\t"
        "ldr r12, [r1, #32]\n\t"
        "ldr r9, [r0, #44]\n\t"
        "umaal r9, r6, r3, r12\n\t"
        "umaal r9, r7, r4, r11\n\t"
        "umaal r9, r8, r5, r10\n\t"
        "str r9, [r0, #44]\n\t"
        "ldr r10, [r1, #36]\n\t"
        "ldr r9, [r0, #48]\n\t"
        "umaal r9, r6, r3, r10\n\t"
        "umaal r9, r7, r4, r12\n\t"
        "umaal r9, r8, r5, r11\n\t"
        "str r9, [r0, #48]\n\t"
        "ldr r11, [r1, #40]\n\t"
        "ldr r9, [r0, #52]\n\t"
        "umaal r9, r6, r3, r11\n\t"
        "umaal r9, r7, r4, r10\n\t"
        "umaal r9, r8, r5, r12\n\t"
        "str r9, [r0, #52]\n\t"
        "ldr r12, [r1, #44]\n\t"
        "ldr r9, [r0, #56]\n\t"
        "umaal r9, r6, r3, r12\n\t"
        "umaal r9, r7, r4, r11\n\t"
        "umaal r9, r8, r5, r10\n\t"
        "str r9, [r0, #56]\n\t"
        "ldr r10, [r1, #48]\n\t"
        "ldr r9, [r0, #60]\n\t"
        "umaal r9, r6, r3, r10\n\t"
        "umaal r9, r7, r4, r12\n\t"
        "umaal r9, r8, r5, r11\n\t"
        "str r9, [r0, #60]\n\t"
        "ldr r11, [r1, #52]\n\t"
        "ldr r9, [r0, #64]\n\t"
        "umaal r9, r6, r3, r11\n\t"
        "umaal r9, r7, r4, r10\n\t"
        "umaal r9, r8, r5, r12\n\t"
        "str r9, [r0, #64]\n\t"
        "mov r9, r6\n\t"
        "umaal r9, r7, r4, r11\n\t"
        "umaal r9, r8, r5, r10\n\t"
        "str r9, [r0, #68]\n\t"
        "mov r9, r7\n\t"
        "umaal r9, r8, r5, r11\n\t"
        "str r9, [r0, #72]\n\t"
        "mov r9, r8\n\t"
        "str r9, [r0, #76]\n\t"
        "ldr r3, [r1, #24]\n\t"
        "movs r6, #0\n\t"
        "ldr r4, [r1, #28]\n\t"
        "movs r7, #0\n\t"
        "ldr r5, [r1, #32]\n\t"
        "movs r8, #0\n\t"
        "ldr r11, [r1, #28]\n\t"
        "ldr r9, [r0, #52]\n\t"
        "umaal r9, r6, r3, r11\n\t"
        "str r9, [r0, #52]\n\t"
        "ldr r12, [r1, #32]\n\t"
        "ldr r9, [r0, #56]\n\t"
        "umaal r9, r6, r3, r12\n\t"
        "str r9, [r0, #56]\n\t"
        "ldr r10, [r1, #36]\n\t"
        "ldr r9, [r0, #60]\n\t"
        "umaal r9, r6, r3, r10\n\t"
        "umaal r9, r7, r4, r12\n\t"
        "str r9, [r0, #60]\n\t"
        "ldr r11, [r1, #40]\n\t"
        "ldr r9, [r0, #64]\n\t"
        "umaal r9, r6, r3, r11\n\t"
        "umaal r9, r7, r4, r10\n\t"
        "str r9, [r0, #64]\n\t"
        "ldr r12, [r1, #44]\n\t"
        "ldr r9, [r0, #68]\n\t"
        "umaal r9, r6, r3, r12\n\t"
        "umaal r9, r7, r4, r11\n\t"
        "umaal r9, r8, r5, r10\n\t"
        "str r9, [r0, #68]\n\t"
        "ldr r10, [r1, #48]\n\t"
        "ldr r9, [r0, #72]\n\t"
        "umaal r9, r6, r3, r10\n\t"
        "umaal r9, r7, r4, r12\n\t"
        "umaal r9, r8, r5, r11\n\t"
        "str r9, [r0, #72]\n\t"
        "ldr r11, [r1, #52]\n\t"
        "ldr r9, [r0, #76]\n\t"
        "umaal r9, r6, r3, r11\n\t"
        "umaal r9, r7, r4, r10\n\t"
        "umaal r9, r8, r5, r12\n\t"
        "str r9, [r0, #76]\n\t"
        "mov r9, r6\n\t"
        "umaal r9, r7, r4, r11\n\t"
        "umaal r9, r8, r5, r10\n\t"
        "str r9, [r0, #80]\n\t"
        "mov r9, r7\n\t"
        "umaal r9, r8, r5, r11\n\t"
        "str r9, [r0, #84]\n\t"
        "mov r9, r8\n\t"
        "str r9, [r0, #88]\n\t"
        "ldr r3, [r1, #36]\n\t"
        "movs r6, #0\n\t"
        "ldr r4, [r1, #40]\n\t"
        "movs r7, #0\n\t"
        "ldr r11, [r1, #40]\n\t"
        "ldr r9, [r0, #76]\n\t"
        "umaal r9, r6, r3, r11\n\t"
        "str r9, [r0, #76]\n\t"
        "ldr r12, [r1, #44]\n\t"
        "ldr r9, [r0, #80]\n\t"
        "umaal r9, r6, r3, r12\n\t"
        "str r9, [r0, #80]\n\t"
        "ldr r10, [r1, #48]\n\t"
        "ldr r9, [r0, #84]\n\t"
        "umaal r9, r6, r3, r10\n\t"
        "umaal r9, r7, r4, r12\n\t"
        "str r9, [r0, #84]\n\t"
        "ldr r11, [r1, #52]\n\t"
        "ldr r9, [r0, #88]\n\t"
        "umaal r9, r6, r3, r11\n\t"
        "umaal r9, r7, r4, r10\n\t"
        "str r9, [r0, #88]\n\t"
        "mov r9, r6\n\t"
        "umaal r9, r7, r4, r11\n\t"
        "str r9, [r0, #92]\n\t"
        "mov r9, r7\n\t"
        "str r9, [r0, #96]\n\t"
        "ldr r3, [r1, #44]\n\t"
        "movs r6, #0\n\t"
        "ldr r4, [r1, #48]\n\t"
        "movs r7, #0\n\t"
        "ldr r10, [r1, #48]\n\t"
        "ldr r9, [r0, #92]\n\t"
        "umaal r9, r6, r3, r10\n\t"
        "str r9, [r0, #92]\n\t"
        "ldr r11, [r1, #52]\n\t"
        "ldr r9, [r0, #96]\n\t"
        "umaal r9, r6, r3, r11\n\t"
        "str r9, [r0, #96]\n\t"
        "mov r9, r6\n\t"
        "umaal r9, r7, r4, r11\n\t"
        "str r9, [r0, #100]\n\t"
        "mov r9, r7\n\t"
        "str r9, [r0, #104]\n\t"
        "movs r9, #0\n\t"
        "str r9, [r0, #108]\n\t"
        "movs r3, #2\n\t"
        "movs r4, #0\n\t"
        "ldr r5, [r1, #0]\n\t"
        "umull r6, r7, r5, r5\n\t"
        "movs r8, #0\n\t"
        "ldr r9, [r0, #4]\n\t"
        "umaal r6, r4, r8, r3\n\t"
        "umaal r7, r4, r9, r3\n\t"
        "str r6, [r0, #0]\n\t"
        "str r7, [r0, #4]\n\t"
        "ldr r5, [r1, #4]\n\t"
        "umull r6, r7, r5, r5\n\t"
        "ldr r8, [r0, #8]\n\t"
        "ldr r9, [r0, #12]\n\t"
        "umaal r6, r4, r8, r3\n\t"
        "umaal r7, r4, r9, r3\n\t"
        "str r6, [r0, #8]\n\t"
        "str r7, [r0, #12]\n\t"
        "ldr r5, [r1, #8]\n\t"
        "umull r6, r7, r5, r5\n\t"
        "ldr r8, [r0, #16]\n\t"
        "ldr r9, [r0, #20]\n\t"
        "umaal r6, r4, r8, r3\n\t"
        "umaal r7, r4, r9, r3\n\t"
        "str r6, [r0, #16]\n\t"
        "str r7, [r0, #20]\n\t"
        "ldr r5, [r1, #12]\n\t"
        "umull r6, r7, r5, r5\n\t"
        "ldr r8, [r0, #24]\n\t"
        "ldr r9, [r0, #28]\n\t"
        "umaal r6, r4, r8, r3\n\t"
        "umaal r7, r4, r9, r3\n\t"
        "str r6, [r0, #24]\n\t"
        "str r7, [r0, #28]\n\t"
        "ldr r5, [r1, #16]\n\t"
        "umull r6, r7, r5, r5\n\t"
        "ldr r8, [r0, #32]\n\t"
        "ldr r9, [r0, #36]\n\t"
        "umaal r6, r4, r8, r3\n\t"
        "umaal r7, r4, r9, r3\n\t"
        "str r6, [r0, #32]\n\t"
        "str r7, [r0, #36]\n\t"
        "ldr r5, [r1, #20]\n\t"
        "umull r6, r7, r5, r5\n\t"
        "ldr r8, [r0, #40]\n\t"
        "ldr r9, [r0, #44]\n\t"
        "umaal r6, r4, r8, r3\n\t"
        "umaal r7, r4, r9, r3\n\t"
        "str r6, [r0, #40]\n\t"
        "str r7, [r0, #44]\n\t"
        "ldr r5, [r1, #24]\n\t"
        "umull r6, r7, r5, r5\n\t"
        "ldr r8, [r0, #48]\n\t"
        "ldr r9, [r0, #52]\n\t"
        "umaal r6, r4, r8, r3\n\t"
        "umaal r7, r4, r9, r3\n\t"
        "str r6, [r0, #48]\n\t"
        "str r7, [r0, #52]\n\t"
        "ldr r5, [r1, #28]\n\t"
        "umull r6, r7, r5, r5\n\t"
        "ldr r8, [r0, #56]\n\t"
        "ldr r9, [r0, #60]\n\t"
        "umaal r6, r4, r8, r3\n\t"
        "umaal r7, r4, r9, r3\n\t"
        "str r6, [r0, #56]\n\t"
        "str r7, [r0, #60]\n\t"
        "ldr r5, [r1, #32]\n\t"
        "umull r6, r7, r5, r5\n\t"
        "ldr r8, [r0, #64]\n\t"
        "ldr r9, [r0, #68]\n\t"
        "umaal r6, r4, r8, r3\n\t"
        "umaal r7, r4, r9, r3\n\t"
        "str r6, [r0, #64]\n\t"
        "str r7, [r0, #68]\n\t"
        "ldr r5, [r1, #36]\n\t"
        "umull r6, r7, r5, r5\n\t"
        "ldr r8, [r0, #72]\n\t"
        "ldr r9, [r0, #76]\n\t"
        "umaal r6, r4, r8, r3\n\t"
        "umaal r7, r4, r9, r3\n\t"
        "str r6, [r0, #72]\n\t"
        "str r7, [r0, #76]\n\t"
        "ldr r5, [r1, #40]\n\t"
        "umull r6, r7, r5, r5\n\t"
        "ldr r8, [r0, #80]\n\t"
        "ldr r9, [r0, #84]\n\t"
        "umaal r6, r4, r8, r3\n\t"
        "umaal r7, r4, r9, r3\n\t"
        "str r6, [r0, #80]\n\t"
        "str r7, [r0, #84]\n\t"
        "ldr r5, [r1, #44]\n\t"
        "umull r6, r7, r5, r5\n\t"
        "ldr r8, [r0, #88]\n\t"
        "ldr r9, [r0, #92]\n\t"
        "umaal r6, r4, r8, r3\n\t"
        "umaal r7, r4, r9, r3\n\t"
        "str r6, [r0, #88]\n\t"
        "str r7, [r0, #92]\n\t"
        "ldr r5, [r1, #48]\n\t"
        "umull r6, r7, r5, r5\n\t"
        "ldr r8, [r0, #96]\n\t"
        "ldr r9, [r0, #100]\n\t"
        "umaal r6, r4, r8, r3\n\t"
        "umaal r7, r4, r9, r3\n\t"
        "str r6, [r0, #96]\n\t"
        "str r7, [r0, #100]\n\t"
        "ldr r5, [r1, #52]\n\t"
        "umull r6, r7, r5, r5\n\t"
        "ldr r8, [r0, #104]\n\t"
        "ldr r9, [r0, #108]\n\t"
        "umaal r6, r4, r8, r3\n\t"
        "umaal r7, r4, r9, r3\n\t"
        "str r6, [r0, #104]\n\t"
        "str r7, [r0, #108]\n\t"
        "pop {r4-r11}\n\t"
        "bx lr\n\t"
        /* generated: end */
        ".size cairn_f448_sqr14_armv7em, .-cairn_f448_sqr14_armv7em\n\t"
        ".popsection");
#endif

/* t = x y, 28 words: rows of x taken two at a time, so each word of t is
 * loaded and stored once per pair of rows (two steps per load of b[j]). */
CAIRN_INLINE void mul_wide(uint32_t t[2 * NL], const uint32_t *x, const uint32_t *y)
{
    int i, j;

    for (i = 0; i < NL; i++)
        t[i] = 0;
    UNROLL
    for (i = 0; i < NL; i += 2) {
        uint32_t a0 = x[i], a1 = x[i + 1], c0 = 0, c1 = 0, lo, bp = y[0];
        lo = t[i];
        CAIRN_MAC32(lo, c0, a0, bp);
        t[i] = lo;
        UNROLL
        for (j = 1; j < NL; j++) {
            uint32_t bj = y[j];
            lo = t[i + j];
            CAIRN_MAC32(lo, c0, a0, bj);
            CAIRN_MAC32(lo, c1, a1, bp);
            t[i + j] = lo;
            bp = bj;
        }
        lo = c0;
        CAIRN_MAC32(lo, c1, a1, bp);
        t[i + NL] = lo;
        t[i + NL + 1] = c1;
    }
}

/*
 * r = t mod p (r < 2^448) for a 28-word t. With t = t0 + t1 2^224 +
 * t2 2^448 + t3 2^672 (224-bit parts) and 2^448 = 2^224 + 1, 2^672 =
 * 2^225 + 1 (mod p): t = (t0 + t2 + t3) + (t1 + t2 + 2 t3) 2^224, one pass
 * of three carry chains (t2, t3, and t3 again in the upper half), then
 * the few bits above 2^448 folded back.
 */
CAIRN_INLINE void reduce(uint32_t *r, const uint32_t t[2 * NL])
{
    uint32_t cx = 0, cy = 0, cz = 0, lo, one = 1;
    int i;

    UNROLL
    for (i = 0; i < NL; i++) {
        lo = t[i];
        CAIRN_MAC32(lo, cx, t[NL + i % 7], one);
        CAIRN_MAC32(lo, cy, t[NL + 7 + i % 7], one);
        if (i >= 7)
            CAIRN_MAC32(lo, cz, t[NL + i], one);
        r[i] = lo;
    }
    /* the carries, at most 5 together: one fold, then one more for its
     * possible carry of 1 */
    (void)fold(r, fold(r, cx + cy + cz));
}

/* see f448.h */
void cairn_f448_32_mul(FT *r, const FT *a, const FT *b)
{
    uint32_t t[2 * NL];

#if F448_ARM_ASM
    cairn_f448_mul14_armv7em(t, a->l, b->l);
#else
    mul_wide(t, a->l, b->l);
#endif
    reduce(r->l, t);
}

/* t = x^2: the products x_i x_j (i < j) once, doubled, then the squares
 * added on the diagonal. */
CAIRN_INLINE void sqr_wide(uint32_t t[2 * NL], const uint32_t *x)
{
    uint32_t c, hi, lo;
    int i, j;

    for (i = 0; i < 2 * NL; i++)
        t[i] = 0;
    UNROLL
    for (i = 0; i < NL - 1; i++) {
        uint32_t ai = x[i];
        c = 0;
        UNROLL
        for (j = i + 1; j < NL; j++) {
            lo = t[i + j];
            CAIRN_MAC32(lo, c, ai, x[j]);
            t[i + j] = lo;
        }
        t[i + NL] = c;
    }
    /* 2 t + the squares: per word pair, t2k:t2k+1 doubled with the square x_k^2 added */
    c = 0;
    for (i = 0; i < NL; i++) {
        uint32_t w0 = t[2 * i], w1 = t[2 * i + 1];
        uint64_t s;
        lo = 0;
        hi = 0;
        CAIRN_MAC32(lo, hi, x[i], x[i]);
        s = ((uint64_t)w0 << 1) + lo + c;
        t[2 * i] = (uint32_t)s;
        s = (s >> 32) + ((uint64_t)w1 << 1) + hi;
        t[2 * i + 1] = (uint32_t)s;
        c = (uint32_t)(s >> 32);
    }
}

/* see f448.h */
void cairn_f448_32_sqr(FT *r, const FT *a)
{
    uint32_t t[2 * NL];

#if F448_ARM_ASM
    cairn_f448_sqr14_armv7em(t, a->l);
#else
    sqr_wide(t, a->l);
#endif
    reduce(r->l, t);
}

/* see f448.h */
void cairn_f448_32_mul_small(FT *r, const FT *a, uint32_t k)
{
    uint32_t c = 0, lo;
    int i;

    for (i = 0; i < NL; i++) {
        lo = 0;
        CAIRN_MAC32(lo, c, a->l[i], k);
        r->l[i] = lo;
    }
    /* c < 2^17: the fold carries at most once more */
    (void)fold(r->l, fold(r->l, c));
}

/* see f448.h */
void cairn_f448_32_cswap(FT *a, FT *b, uint32_t ctl) { cairn_ct_cond_swap32(ctl, a->l, b->l, NL); }

/* see f448.h */
void cairn_f448_32_cmov(FT *r, const FT *a, uint32_t ctl)
{
    uint32_t m = cairn_ct_mask32(ctl);
    int i;

    for (i = 0; i < NL; i++)
        r->l[i] ^= m & (r->l[i] ^ a->l[i]);
}

#include "ed/f448_chain.h"

#endif
