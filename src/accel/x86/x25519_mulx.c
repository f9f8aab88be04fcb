/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * X25519 shared secret for x86-64 with BMI2 (MULX) and ADX (ADCX/ADOX).
 * This file alone is compiled with -mbmi2 -madx; its object,
 * cairn_x25519_mulx_impl, needs both (cairn_impl_usable checks them).
 *
 * Field: GF(2^255 - 19) in four 64-bit limbs (radix 2^64). Elements are kept
 * only partially reduced, any value below 2^256 congruent to the element:
 * a product's high half is folded back with 2^256 = 38 (four MULX by 38),
 * then the bits from 255 up with 2^255 = 19, so every mul/sqr/mul121666_add
 * result is "bounded": below 2^255 + 2^23. The sum or difference of two
 * bounded values then needs a single fold of its carry or borrow (38) to stay
 * below 2^256, which is all mul and sqr ask of their inputs. The ladder only
 * adds and subtracts bounded values (products, the input u with bit 255
 * cleared, 0 and 1).
 * Sixteen 64x64 products per multiplication (ten per squaring) against the
 * 25 of the radix-2^51 code, and MULX leaves the flags alone, so the two
 * carry chains of a row (low halves, high halves) run interleaved on CF
 * (ADCX) and OF (ADOX). Only tobytes reduces fully (canonical output).
 *
 * Constant time: the ladder has a fixed number of steps, the conditional
 * swap is a mask, the inversion is a fixed addition chain, and every carry is
 * folded arithmetically (multiplied by 38 or 19), never branched on; the
 * final reduction selects with a mask. Valgrind 3.19 hides ADX from CPUID
 * (so cairn_x25519 takes the portable ladder under memcheck) but executes
 * MULX/ADCX/ADOX: tests/ct/ct_curve25519.c calls this ladder directly.
 */
#include "cairn/config.h"

#if CAIRN_ENABLE_X86_ACCEL && CAIRN_ENABLE_CURVE25519 && defined(__x86_64__)

#include <immintrin.h>

#include "core/internal.h"
#include "ed/x25519_internal.h"

typedef unsigned long long u64; /* the intrinsics' operand type */
typedef u64 fe4[4] __attribute__((aligned(32)));

#define ADCX(c, a, b, r) ((c) = _addcarryx_u64((c), (a), (b), &(r)))

/*
 * The field operations of the ladder are inline assembly, not the
 * _mulx_u64/_addcarryx_u64 intrinsics, which lose what MULX offers over the
 * portable radix-2^51 code: gcc 12 and clang 14 keep only one carry flag
 * (ADCX and ADOX both become ADC, the second chain's carries materialised with
 * SETB), spill the 8-limb product, and gcc turns limb stores into SSE
 * shuffles. Written out, the product stays in r8..r15 and each row's two
 * carry chains run on CF and OF. Every instruction used (MULX, ADCX, ADOX,
 * ADD/ADC, SUB/SBB, IMUL by a constant, AND) takes the same time for all
 * operand values, and no branch or address depends on them.
 */

/* r = t[0..3] + 38 * t[4..7] (t in r8..r15) folded at bit 255 (2^255 = 19), so
 * r < 2^255 + 2^11 ("bounded", see above), stored to r. */
#define X25519_REDUCE_ASM                                                                                              \
    "movl $38, %%edx\n\t"                                                                                              \
    "xorl %%eax, %%eax\n\t"                                                                                            \
    "mulx %%r12, %%rax, %%r12\n\t"                                                                                     \
    "adcx %%rax, %%r8\n\t"                                                                                             \
    "adox %%r12, %%r9\n\t"                                                                                             \
    "mulx %%r13, %%rax, %%r13\n\t"                                                                                     \
    "adcx %%rax, %%r9\n\t"                                                                                             \
    "adox %%r13, %%r10\n\t"                                                                                            \
    "mulx %%r14, %%rax, %%r14\n\t"                                                                                     \
    "adcx %%rax, %%r10\n\t"                                                                                            \
    "adox %%r14, %%r11\n\t"                                                                                            \
    "mulx %%r15, %%rax, %%r15\n\t"                                                                                     \
    "adcx %%rax, %%r11\n\t"                                                                                            \
    "movl $0, %%eax\n\t"                                                                                               \
    "adox %%rax, %%r15\n\t"                                                                                            \
    "adcx %%rax, %%r15\n\t" /* top < 40 */                                                                            \
    "btrq $63, %%r11\n\t"   /* bit 255 into CF */                                                                       \
    "adcq %%r15, %%r15\n\t" /* h = 2 top + bit 255 < 81 */                                                              \
    "imulq $19, %%r15, %%r15\n\t"                                                                                      \
    "addq %%r15, %%r8\n\t"  /* below 2^255 + 19 * 81: cannot carry out */                                             \
    "adcq %%rax, %%r9\n\t"                                                                                             \
    "adcq %%rax, %%r10\n\t"                                                                                            \
    "adcq %%rax, %%r11\n\t"                                                                                            \
    "movq %%r8, 0(%[r])\n\t"                                                                                           \
    "movq %%r9, 8(%[r])\n\t"                                                                                           \
    "movq %%r10, 16(%[r])\n\t"                                                                                         \
    "movq %%r11, 24(%[r])\n\t"

/* One row i >= 1 of the schoolbook product: t[i..i+3] += a_i * b, the fresh
 * limb t[i+4] (register T4) = high half + both carries. rdx = a_i. */
#define X25519_ROW_ASM(T0, T1, T2, T3, T4)                                                                             \
    "xorl %%eax, %%eax\n\t"                                                                                            \
    "mulx 0(%[b]), %%rax, %%rbx\n\t"                                                                                   \
    "adcx %%rax, %%" T0 "\n\t"                                                                                         \
    "adox %%rbx, %%" T1 "\n\t"                                                                                         \
    "mulx 8(%[b]), %%rax, %%rbx\n\t"                                                                                   \
    "adcx %%rax, %%" T1 "\n\t"                                                                                         \
    "adox %%rbx, %%" T2 "\n\t"                                                                                         \
    "mulx 16(%[b]), %%rax, %%rbx\n\t"                                                                                  \
    "adcx %%rax, %%" T2 "\n\t"                                                                                         \
    "adox %%rbx, %%" T3 "\n\t"                                                                                         \
    "mulx 24(%[b]), %%rax, %%" T4 "\n\t"                                                                               \
    "adcx %%rax, %%" T3 "\n\t"                                                                                         \
    "movl $0, %%eax\n\t"                                                                                               \
    "adox %%rax, %%" T4 "\n\t"                                                                                         \
    "adcx %%rax, %%" T4 "\n\t"

static inline __attribute__((always_inline)) void fe4_mul(fe4 r, const fe4 a, const fe4 b)
{
    __asm__ volatile(
        /* row 0: t[0..4] = a0 * b */
        "movq 0(%[a]), %%rdx\n\t"
        "mulx 0(%[b]), %%r8, %%r9\n\t"
        "mulx 8(%[b]), %%rax, %%r10\n\t"
        "addq %%rax, %%r9\n\t"
        "mulx 16(%[b]), %%rax, %%r11\n\t"
        "adcq %%rax, %%r10\n\t"
        "mulx 24(%[b]), %%rax, %%r12\n\t"
        "adcq %%rax, %%r11\n\t"
        "adcq $0, %%r12\n\t"
        "movq 8(%[a]), %%rdx\n\t"
        X25519_ROW_ASM("r9", "r10", "r11", "r12", "r13")
        "movq 16(%[a]), %%rdx\n\t"
        X25519_ROW_ASM("r10", "r11", "r12", "r13", "r14")
        "movq 24(%[a]), %%rdx\n\t"
        X25519_ROW_ASM("r11", "r12", "r13", "r14", "r15")
        X25519_REDUCE_ASM
        :
        : [r] "r"(r), [a] "r"(a), [b] "r"(b)
        : "rax", "rbx", "rdx", "r8", "r9", "r10", "r11", "r12", "r13", "r14", "r15", "cc", "memory");
}

static inline __attribute__((always_inline)) void fe4_sqr(fe4 r, const fe4 a)
{
    __asm__ volatile(
        /* cross products a_i a_j, i < j, into t1..t6 */
        "movq 0(%[a]), %%rdx\n\t"
        "mulx 8(%[a]), %%r9, %%r10\n\t"
        "mulx 16(%[a]), %%rax, %%r11\n\t"
        "addq %%rax, %%r10\n\t"
        "mulx 24(%[a]), %%rax, %%r12\n\t"
        "adcq %%rax, %%r11\n\t"
        "adcq $0, %%r12\n\t"
        "movq 8(%[a]), %%rdx\n\t"
        "xorl %%eax, %%eax\n\t"
        "mulx 16(%[a]), %%rax, %%rbx\n\t"
        "adcx %%rax, %%r11\n\t"
        "adox %%rbx, %%r12\n\t"
        "mulx 24(%[a]), %%rax, %%r13\n\t"
        "adcx %%rax, %%r12\n\t"
        "movl $0, %%eax\n\t"
        "adox %%rax, %%r13\n\t"
        "adcx %%rax, %%r13\n\t"
        "movq 16(%[a]), %%rdx\n\t"
        "mulx 24(%[a]), %%rax, %%r14\n\t"
        "addq %%rax, %%r13\n\t"
        "adcq $0, %%r14\n\t"
        /* double them (CF chain) and add the squares a_i^2 (OF chain) */
        "xorl %%r15d, %%r15d\n\t"
        "movq 0(%[a]), %%rdx\n\t"
        "mulx %%rdx, %%r8, %%rax\n\t"
        "adcx %%r9, %%r9\n\t"
        "adox %%rax, %%r9\n\t"
        "movq 8(%[a]), %%rdx\n\t"
        "mulx %%rdx, %%rax, %%rbx\n\t"
        "adcx %%r10, %%r10\n\t"
        "adox %%rax, %%r10\n\t"
        "adcx %%r11, %%r11\n\t"
        "adox %%rbx, %%r11\n\t"
        "movq 16(%[a]), %%rdx\n\t"
        "mulx %%rdx, %%rax, %%rbx\n\t"
        "adcx %%r12, %%r12\n\t"
        "adox %%rax, %%r12\n\t"
        "adcx %%r13, %%r13\n\t"
        "adox %%rbx, %%r13\n\t"
        "movq 24(%[a]), %%rdx\n\t"
        "mulx %%rdx, %%rax, %%rbx\n\t"
        "adcx %%r14, %%r14\n\t"
        "adox %%rax, %%r14\n\t"
        "adcx %%r15, %%r15\n\t"
        "adox %%rbx, %%r15\n\t"
        X25519_REDUCE_ASM
        :
        : [r] "r"(r), [a] "r"(a)
        : "rax", "rbx", "rdx", "r8", "r9", "r10", "r11", "r12", "r13", "r14", "r15", "cc", "memory");
}

/* r = a + b for bounded a and b: a carry out of 2^256 is worth 38, and
 * then the low 256 bits are below 2^24, so adding 38 cannot carry again.
 * The result is below 2^256 but not bounded: it only feeds mul/sqr. */
static inline __attribute__((always_inline)) void fe4_add(fe4 r, const fe4 a, const fe4 b)
{
    __asm__ volatile("movq 0(%[a]), %%r8\n\t"
                     "movq 8(%[a]), %%r9\n\t"
                     "movq 16(%[a]), %%r10\n\t"
                     "movq 24(%[a]), %%r11\n\t"
                     "addq 0(%[b]), %%r8\n\t"
                     "adcq 8(%[b]), %%r9\n\t"
                     "adcq 16(%[b]), %%r10\n\t"
                     "adcq 24(%[b]), %%r11\n\t"
                     "sbbq %%rax, %%rax\n\t"
                     "andl $38, %%eax\n\t"
                     "addq %%rax, %%r8\n\t"
                     "adcq $0, %%r9\n\t"
                     "adcq $0, %%r10\n\t"
                     "adcq $0, %%r11\n\t"
                     "movq %%r8, 0(%[r])\n\t"
                     "movq %%r9, 8(%[r])\n\t"
                     "movq %%r10, 16(%[r])\n\t"
                     "movq %%r11, 24(%[r])\n\t"
                     :
                     : [r] "r"(r), [a] "r"(a), [b] "r"(b)
                     : "rax", "r8", "r9", "r10", "r11", "cc", "memory");
}

/* r = a - b for bounded b (a below 2^256): a borrow means 2^256 was added,
 * so take 38 off; a - b + 2^256 is then at least 2^255 - 2^23, so that
 * cannot borrow again. The result is below 2^256 but not bounded: it only
 * feeds mul/sqr/mul121666_add. */
static inline __attribute__((always_inline)) void fe4_sub(fe4 r, const fe4 a, const fe4 b)
{
    __asm__ volatile("movq 0(%[a]), %%r8\n\t"
                     "movq 8(%[a]), %%r9\n\t"
                     "movq 16(%[a]), %%r10\n\t"
                     "movq 24(%[a]), %%r11\n\t"
                     "subq 0(%[b]), %%r8\n\t"
                     "sbbq 8(%[b]), %%r9\n\t"
                     "sbbq 16(%[b]), %%r10\n\t"
                     "sbbq 24(%[b]), %%r11\n\t"
                     "sbbq %%rax, %%rax\n\t"
                     "andl $38, %%eax\n\t"
                     "subq %%rax, %%r8\n\t"
                     "sbbq $0, %%r9\n\t"
                     "sbbq $0, %%r10\n\t"
                     "sbbq $0, %%r11\n\t"
                     "movq %%r8, 0(%[r])\n\t"
                     "movq %%r9, 8(%[r])\n\t"
                     "movq %%r10, 16(%[r])\n\t"
                     "movq %%r11, 24(%[r])\n\t"
                     :
                     : [r] "r"(r), [a] "r"(a), [b] "r"(b)
                     : "rax", "r8", "r9", "r10", "r11", "cc", "memory");
}

/* r = a * 121666 + b for a, b below 2^256 (the ladder's BB + 121666 E);
 * r is bounded (< 2^255 + 2^23). */
static inline __attribute__((always_inline)) void fe4_mul121666_add(fe4 r, const fe4 a, const fe4 b)
{
    __asm__ volatile("movl $121666, %%edx\n\t"
                     "mulx 0(%[a]), %%r8, %%r9\n\t"
                     "mulx 8(%[a]), %%rax, %%r10\n\t"
                     "addq %%rax, %%r9\n\t"
                     "mulx 16(%[a]), %%rax, %%r11\n\t"
                     "adcq %%rax, %%r10\n\t"
                     "mulx 24(%[a]), %%rax, %%rdx\n\t"
                     "adcq %%rax, %%r11\n\t"
                     "adcq $0, %%rdx\n\t"
                     "addq 0(%[b]), %%r8\n\t"
                     "adcq 8(%[b]), %%r9\n\t"
                     "adcq 16(%[b]), %%r10\n\t"
                     "adcq 24(%[b]), %%r11\n\t"
                     "adcq $0, %%rdx\n\t" /* top <= 121666 */
                     "btrq $63, %%r11\n\t"
                     "adcq %%rdx, %%rdx\n\t" /* h = 2 top + bit 255 */
                     "imulq $19, %%rdx, %%rdx\n\t"
                     "addq %%rdx, %%r8\n\t" /* below 2^255 + 2^23 */
                     "adcq $0, %%r9\n\t"
                     "adcq $0, %%r10\n\t"
                     "adcq $0, %%r11\n\t"
                     "movq %%r8, 0(%[r])\n\t"
                     "movq %%r9, 8(%[r])\n\t"
                     "movq %%r10, 16(%[r])\n\t"
                     "movq %%r11, 24(%[r])\n\t"
                     :
                     : [r] "r"(r), [a] "r"(a), [b] "r"(b)
                     : "rax", "rdx", "r8", "r9", "r10", "r11", "cc", "memory");
}

static void fe4_sqrn(fe4 r, const fe4 a, int n)
{
    int i;
    fe4_sqr(r, a);
    for (i = 1; i < n; i++)
        fe4_sqr(r, r);
}

/* r = z^(p - 2) = 1/z: a fixed addition chain (254 squarings, 11 products). */
static void fe4_inv(fe4 r, const fe4 z)
{
    fe4 z2, z9, z11, t0, t1;
    fe4_sqr(z2, z);           /* 2 */
    fe4_sqrn(t0, z2, 2);      /* 8 */
    fe4_mul(z9, t0, z);       /* 9 */
    fe4_mul(z11, z9, z2);     /* 11 */
    fe4_sqr(t0, z11);         /* 22 */
    fe4_mul(t0, t0, z9);      /* 31 = 2^5 - 1 */
    fe4_sqrn(t1, t0, 5);
    fe4_mul(t0, t1, t0);      /* 2^10 - 1 */
    fe4_sqrn(t1, t0, 10);
    fe4_mul(z9, t1, t0);      /* 2^20 - 1 (z9 reused) */
    fe4_sqrn(t1, z9, 20);
    fe4_mul(t1, t1, z9);      /* 2^40 - 1 */
    fe4_sqrn(t1, t1, 10);
    fe4_mul(t0, t1, t0);      /* 2^50 - 1 */
    fe4_sqrn(t1, t0, 50);
    fe4_mul(z9, t1, t0);      /* 2^100 - 1 */
    fe4_sqrn(t1, z9, 100);
    fe4_mul(t1, t1, z9);      /* 2^200 - 1 */
    fe4_sqrn(t1, t1, 50);
    fe4_mul(t1, t1, t0);      /* 2^250 - 1 */
    fe4_sqrn(t1, t1, 5);      /* 2^255 - 32 */
    fe4_mul(r, t1, z11);      /* 2^255 - 21 */
    cairn_wipe(z2, sizeof z2);
    cairn_wipe(z9, sizeof z9);
    cairn_wipe(z11, sizeof z11);
    cairn_wipe(t0, sizeof t0);
    cairn_wipe(t1, sizeof t1);
}

/* Canonical little-endian bytes of a (any value below 2^256). */
static void fe4_tobytes(uint8_t out[32], const fe4 a)
{
    u64 s0 = a[0], s1 = a[1], s2 = a[2], s3 = a[3], t0, t1, t2, t3, m;
    unsigned char c = 0;
    /* fold bit 255 (2^255 = 19): below 2^255 + 19 < 2p afterwards */
    u64 top = s3 >> 63;
    s3 &= 0x7fffffffffffffffull;
    ADCX(c, s0, top * 19, s0);
    ADCX(c, s1, 0, s1);
    ADCX(c, s2, 0, s2);
    ADCX(c, s3, 0, s3);
    /* s - p = s + 19 - 2^255: take it when s + 19 reaches bit 255 */
    c = 0;
    ADCX(c, s0, 19, t0);
    ADCX(c, s1, 0, t1);
    ADCX(c, s2, 0, t2);
    ADCX(c, s3, 0, t3);
    m = 0 - cairn_ct_barrier64(t3 >> 63);
    t3 &= 0x7fffffffffffffffull;
    s0 ^= m & (s0 ^ t0);
    s1 ^= m & (s1 ^ t1);
    s2 ^= m & (s2 ^ t2);
    s3 ^= m & (s3 ^ t3);
    cairn_store64_le(out, s0);
    cairn_store64_le(out + 8, s1);
    cairn_store64_le(out + 16, s2);
    cairn_store64_le(out + 24, s3);
}

/* Swap a and b when mask is all ones, keep them when it is 0: masked XORs on
 * 64-bit words (as assembly so that the compiler does not turn it into
 * 16-byte vector loads of limbs just stored 8 bytes at a time, which stalls
 * store forwarding on the ladder's critical path). */
static inline __attribute__((always_inline)) void fe4_cswap(fe4 a, fe4 b, u64 mask)
{
    __asm__ volatile("movq 0(%[a]), %%r8\n\t"
                     "movq 8(%[a]), %%r9\n\t"
                     "movq 16(%[a]), %%r10\n\t"
                     "movq 24(%[a]), %%r11\n\t"
                     "xorq 0(%[b]), %%r8\n\t"
                     "xorq 8(%[b]), %%r9\n\t"
                     "xorq 16(%[b]), %%r10\n\t"
                     "xorq 24(%[b]), %%r11\n\t"
                     "andq %[m], %%r8\n\t"
                     "andq %[m], %%r9\n\t"
                     "andq %[m], %%r10\n\t"
                     "andq %[m], %%r11\n\t"
                     "xorq %%r8, 0(%[a])\n\t"
                     "xorq %%r9, 8(%[a])\n\t"
                     "xorq %%r10, 16(%[a])\n\t"
                     "xorq %%r11, 24(%[a])\n\t"
                     "xorq %%r8, 0(%[b])\n\t"
                     "xorq %%r9, 8(%[b])\n\t"
                     "xorq %%r10, 16(%[b])\n\t"
                     "xorq %%r11, 24(%[b])\n\t"
                     :
                     : [a] "r"(a), [b] "r"(b), [m] "r"(mask)
                     : "r8", "r9", "r10", "r11", "cc", "memory");
}

void cairn_x25519_ladder_mulx(uint8_t out[32], const uint8_t k[32], const uint8_t u[32])
{
    fe4 x1, x2, z2, x3, z3, a, b, c, d, aa, bb, e, da, cb;
    u64 swap = 0, bit;
    int t;

    /* RFC 7748: bit 255 of u is ignored; values >= p are used as they are
     * (the arithmetic is mod 2p and only the output is reduced) */
    x1[0] = cairn_load64_le(u);
    x1[1] = cairn_load64_le(u + 8);
    x1[2] = cairn_load64_le(u + 16);
    x1[3] = cairn_load64_le(u + 24) & 0x7fffffffffffffffull;
    x2[0] = 1;
    x2[1] = x2[2] = x2[3] = 0;
    z2[0] = z2[1] = z2[2] = z2[3] = 0;
    x3[0] = x1[0];
    x3[1] = x1[1];
    x3[2] = x1[2];
    x3[3] = x1[3];
    z3[0] = 1;
    z3[1] = z3[2] = z3[3] = 0;
    for (t = 254; t >= 0; t--) {
        u64 m;
        bit = (u64)(k[t >> 3] >> (t & 7)) & 1u;
        swap ^= bit;
        m = 0 - cairn_ct_barrier64(swap);
        fe4_cswap(x2, x3, m);
        fe4_cswap(z2, z3, m);
        swap = bit;
        /* RFC 7748's step, grouped so that independent products sit next
         * to each other (the out-of-order core overlaps them) */
        fe4_add(a, x2, z2);
        fe4_sub(b, x2, z2);
        fe4_add(c, x3, z3);
        fe4_sub(d, x3, z3);
        fe4_mul(da, d, a);
        fe4_mul(cb, c, b);
        fe4_sqr(aa, a);
        fe4_sqr(bb, b);
        fe4_sub(z3, da, cb);
        fe4_add(x3, da, cb);
        fe4_sub(e, aa, bb);
        fe4_sqr(z3, z3);
        fe4_sqr(x3, x3);
        fe4_mul(x2, aa, bb);
        fe4_mul121666_add(z2, e, bb); /* BB + 121666 E = AA + 121665 E */
        fe4_mul(z3, z3, x1);
        fe4_mul(z2, z2, e);
    }
    {
        u64 m = 0 - cairn_ct_barrier64(swap);
        fe4_cswap(x2, x3, m);
        fe4_cswap(z2, z3, m);
    }
    fe4_inv(z2, z2);
    fe4_mul(x2, x2, z2);
    fe4_tobytes(out, x2);
    cairn_wipe(x1, sizeof x1);
    cairn_wipe(x2, sizeof x2);
    cairn_wipe(z2, sizeof z2);
    cairn_wipe(x3, sizeof x3);
    cairn_wipe(z3, sizeof z3);
    cairn_wipe(a, sizeof a);
    cairn_wipe(b, sizeof b);
    cairn_wipe(c, sizeof c);
    cairn_wipe(d, sizeof d);
    cairn_wipe(aa, sizeof aa);
    cairn_wipe(bb, sizeof bb);
    cairn_wipe(e, sizeof e);
    cairn_wipe(da, sizeof da);
    cairn_wipe(cb, sizeof cb);
}

const cairn_x25519_impl cairn_x25519_mulx_impl = {
    {"x86-mulx", CAIRN_PRIM_X25519, CAIRN_CPU_X86_BMI2 | CAIRN_CPU_X86_ADX}, cairn_x25519_ladder_mulx};

#else
typedef int cairn_x25519_mulx_unused; /* ISO C: no empty translation unit */
#endif
