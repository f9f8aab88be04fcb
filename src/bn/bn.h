/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Fixed-size, constant-time multi-precision arithmetic for RSA, DSA, DH and
 * the Weierstrass curves. Internal (not installed); every symbol cairn_bn_.
 *
 * Representation. A number is a little-endian array of cairn_limb (limb 0 is
 * the least significant) whose length n, in limbs, is passed to every
 * function. Lengths are public; values are not normalised (leading zero
 * limbs are fine) and nothing allocates: callers own all storage. Limbs are
 * 64-bit with a 128-bit product where the compiler has one
 * (unsigned __int128) or on any 64-bit host through a portable 32x32
 * fallback, and 32-bit with a 64-bit product on 32-bit cores. Override with
 * -DCAIRN_BN_LIMB_BITS=32|64 (the tests build both widths on the host) and
 * force the portable 64-bit product with -DCAIRN_BN_NO_INT128.
 * CAIRN_BN_MAX_LIMBS is CAIRN_MAX_RSA_BITS (at least 2048, the DSA/DH size)
 * in limbs; contexts and stack buffers are sized by it.
 *
 * Constant time. Every function runs in time that depends on the lengths
 * (and, where named, on public shift counts and exponent lengths) only: no
 * branch and no memory address depends on a limb value. Comparisons return
 * masks (all-zeros / all-ones cairn_limb); conditional operations take a
 * control value ctl that must be 0 or 1 (BearSSL's convention). Functions
 * whose name ends in _vartime are the exception and say what they leak.
 * A status (int) derived from a secret value is computed without branching
 * and is the caller's to declassify.
 *
 * Montgomery arithmetic (R = 2^(LIMB_BITS * n)). A cairn_bn_mont holds an
 * odd modulus m of exactly n limbs (top limb non-zero), m0i = -m^-1 mod
 * 2^LIMB_BITS (Newton iteration: the inverse doubles its correct bits per
 * step), and R^2 mod m. R^2 is computed without division and in time
 * independent of m's value (the modulus may be secret: RSA's p and q):
 * starting from 2^(LIMB_BITS (n-1)) < m, LIMB_BITS + n modular doublings give
 * R * 2^n mod m, and log2(LIMB_BITS) Montgomery squarings turn R * 2^n into
 * R * 2^(n LIMB_BITS) = R^2 mod m.
 * The product interleaves multiplication and reduction row by row (CIOS,
 * Koc-Acar-Kaliski): per limb a[i], one row adds a[i] b and one adds q m
 * (q = t[i] m0i clears the low limb); the window slides up a limb instead
 * of shifting; one final subtraction selected by mask. It accepts any a < R
 * when b < m (the intermediate stays below b + m < 2m), which the
 * conversions and the reduction below rely on. Squarings use a schoolbook
 * square (half the cross products) followed by a separate Montgomery
 * reduction: 1.5 n^2 instead of 2 n^2 limb products.
 * Every product goes through one row primitive, t += a * b[0..n). It is C
 * (a 2-limb product per step) except on x86-64 with gcc or clang, where it
 * is inline assembly: MULX with two carry chains (ADCX/ADOX), or baseline
 * MULQ/ADC; and on Thumb-2 cores with the DSP extension (Cortex-M4/M7),
 * where it, the squaring, the Montgomery reduction, the subtraction and the
 * masked copy are assembly around UMAAL ((hi:lo) = x y + lo + hi) with
 * LDM/STM, four limbs a step. All are straight-line but for the loops over
 * public lengths. -DCAIRN_BN_NO_ASM keeps the C rows. At 8, 16, 24, 32, 48
 * and 64 limbs (RSA's CRT halves and moduli) the MULX engine runs fixed-size
 * kernels instead of the rows (bn_mulx.c, generated): the product with the
 * reduction interleaved in one unrolled body per limb of b (at 8 limbs the
 * whole window in registers), the square (8 to 32 limbs) and the reduction,
 * and the square fused with the reduction (an engine's optional montsqr
 * hook). The products built
 * on each row are an implementation object (cairn_bn_engine,
 * cairn/accel.h), best first: "x86-avx512ifma" (the MULX products, with
 * exponentiations of its own in radix 2^52 with AVX-512 IFMA, bn_ifma.c;
 * needs BMI2, ADX, AVX-512F/VL and IFMA), "x86-mulx" (BMI2 and ADX; so
 * CAIRN_CPU=none turns both off), then the portable ones: "x86-64" (MULQ),
 * "arm-umaal" (compiled in for Thumb-2 with DSP), "c". A Montgomery context
 * holds the engine it was set up with (the first usable one, or the
 * caller's: cairn_bn_mont_init_ex). An engine may replace the
 * exponentiations (its exp, exp_vartime, exp2 and exp_prod_vartime hooks) and work in another
 * representation between their boundaries.
 * Exponentiation is left-to-right fixed-window (window chosen from the
 * exponent length and the caller's table space, at most 5 bits); every
 * table look-up reads every entry and keeps one by mask, and the window
 * value 0 multiplies by the Montgomery one, so the sequence of operations
 * depends on the public exponent length only. cairn_bn_mont_exp2 runs two
 * (RSA-CRT's halves) at once: the IFMA engine interleaves the two products
 * of each step where one alone leaves its vector units waiting on the
 * digit-by-digit dependency (up to 24 digits, 1024-bit halves).
 * Reduction of a double-length value x < R^2 (RSA-CRT: c mod p) is a
 * Montgomery reduction of x (x R^-1, brought below R by one masked
 * subtraction) followed by a Montgomery product with R^2: no division.
 * Inversion modulo an odd m (bn_inv.c) is Pornin's optimised binary extended
 * GCD (ePrint 2020/972): rounds of LIMB_BITS - 2 binary-GCD steps on two-word
 * approximations of a and b (their top word at the longer one's length and
 * their low bits), whose update factors are then applied to the full-length
 * a, b and, with a Montgomery division by 2^(LIMB_BITS - 2), to the
 * cofactors; ceil((2 n LIMB_BITS - 1) / (LIMB_BITS - 2)) rounds, a count set
 * by n alone. For a prime modulus cairn_bn_mont_inv_prime (Fermat, a^(m-2))
 * is also available. cairn_bn_mod_inv_vartime and cairn_bn_mod_div_vartime
 * run the same rounds with branches (halvings in runs, the swap by masks),
 * shrinking lengths and an exit once a is 0, for public or independently
 * random operands: about 1.4 bits per step on average against 2 in the
 * worst case, 40% of the constant-time time at 2048 bits.
 *
 * Stack: buffers are sized by CAIRN_BN_MAX_LIMBS, not by n. With
 * CAIRN_MAX_RSA_BITS = 4096 (512-byte numbers), the buffers of
 * cairn_bn_mont_exp and cairn_bn_mont_reduce come to about 2 KiB, those of
 * cairn_bn_mont_init and the products to about 1 KiB; the IFMA engine's
 * exponentiations (x86-64 hosts) keep their radix-2^52 state on the stack
 * too: about 7 KiB in all, 11 KiB for the pair of cairn_bn_mont_exp2.
 * Exponentiation takes its window table from the caller
 * (CAIRN_BN_EXP_TMP_LIMBS: 8 KiB for the 5-bit window at 4096 bits; 2n
 * limbs is enough for the 1-bit window on small devices). Scratch holding
 * secrets is wiped before returning.
 */
#ifndef CAIRN_BN_BN_H
#define CAIRN_BN_BN_H

#include <stddef.h>
#include <stdint.h>

#include "cairn/accel.h"
#include "cairn/config.h"
#include "cairn/rng.h"

#ifndef CAIRN_BN_LIMB_BITS
#if UINTPTR_MAX > 0xffffffffu
#define CAIRN_BN_LIMB_BITS 64
#else
#define CAIRN_BN_LIMB_BITS 32
#endif
#endif

#if CAIRN_BN_LIMB_BITS == 64
typedef uint64_t cairn_limb;
#define CAIRN_BN_LIMB_LOG2 6
#elif CAIRN_BN_LIMB_BITS == 32
typedef uint32_t cairn_limb;
#define CAIRN_BN_LIMB_LOG2 5
#else
#error "CAIRN_BN_LIMB_BITS must be 32 or 64"
#endif
#define CAIRN_BN_LIMB_BYTES (CAIRN_BN_LIMB_BITS >> 3)

/* Limbs needed for a number of bits (a public size). */
#define CAIRN_BN_LIMBS(bits) (((size_t)(bits) + CAIRN_BN_LIMB_BITS - 1) >> CAIRN_BN_LIMB_LOG2)

#if CAIRN_MAX_RSA_BITS > 2048
#define CAIRN_BN_MAX_BITS CAIRN_MAX_RSA_BITS
#else
#define CAIRN_BN_MAX_BITS 2048
#endif
#define CAIRN_BN_MAX_LIMBS CAIRN_BN_LIMBS(CAIRN_BN_MAX_BITS)

/* ---------- basic operations (n limbs each unless said) ---------- */

void cairn_bn_zero(cairn_limb *r, size_t n);
/* r = w (a single limb), upper limbs zero. n >= 1. */
void cairn_bn_set_word(cairn_limb *r, size_t n, cairn_limb w);
void cairn_bn_copy(cairn_limb *r, const cairn_limb *a, size_t n);

/* r = a + b, returns the carry (0/1). r may alias a or b. */
cairn_limb cairn_bn_add(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, size_t n);
/* r = a - b, returns the borrow (0/1). r may alias a or b. */
cairn_limb cairn_bn_sub(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, size_t n);
/* if ctl: r += a; returns the carry (0 when ctl is 0). */
cairn_limb cairn_bn_cond_add(cairn_limb ctl, cairn_limb *r, const cairn_limb *a, size_t n);
/* if ctl: r -= a; returns the borrow (0 when ctl is 0). */
cairn_limb cairn_bn_cond_sub(cairn_limb ctl, cairn_limb *r, const cairn_limb *a, size_t n);
/* if ctl: r = a. */
void cairn_bn_cond_copy(cairn_limb ctl, cairn_limb *r, const cairn_limb *a, size_t n);
/* if ctl: swap a and b. */
void cairn_bn_cond_swap(cairn_limb ctl, cairn_limb *a, cairn_limb *b, size_t n);

/* Masks: all-ones when the relation holds, else zero. */
cairn_limb cairn_bn_lt(const cairn_limb *a, const cairn_limb *b, size_t n);
cairn_limb cairn_bn_eq(const cairn_limb *a, const cairn_limb *b, size_t n);
cairn_limb cairn_bn_is_zero(const cairn_limb *a, size_t n);

/* Number of significant bits of a (0 for zero), in constant time. The result
 * is as secret as a; callers use it for public values (a modulus size). */
size_t cairn_bn_bit_length(const cairn_limb *a, size_t n);
/* Bit i of a (0/1); i is public, i < n * LIMB_BITS. */
cairn_limb cairn_bn_bit(const cairn_limb *a, size_t i);

/* r = a << s and r = a >> s, modulo 2^(n LIMB_BITS); s is public, any value
 * (s >= n LIMB_BITS gives zero). r may alias a. Return the bits shifted out
 * of the top (shl) or bottom (shr) limb for s < LIMB_BITS, else 0. */
cairn_limb cairn_bn_shl(cairn_limb *r, const cairn_limb *a, size_t n, size_t s);
cairn_limb cairn_bn_shr(cairn_limb *r, const cairn_limb *a, size_t n, size_t s);

/* Big-endian bytes in[0..len) into r[0..n). A value that does not fit in
 * n limbs (len > n * LIMB_BYTES with a non-zero excess byte) is
 * CAIRN_ERR_BAD_LENGTH (r then holds the value modulo 2^(n LIMB_BITS)).
 * CAIRN_ERR_BAD_ARG for NULL r (n > 0) or NULL in (len > 0). */
int cairn_bn_decode(cairn_limb *r, size_t n, const uint8_t *in, size_t len);
/* a into out[0..len) big-endian, left-padded with zeros. A value that needs
 * more than len bytes is CAIRN_ERR_BUFFER_TOO_SMALL (out then holds its low
 * len bytes). CAIRN_ERR_BAD_ARG for NULL pointers with non-zero lengths. */
int cairn_bn_encode(uint8_t *out, size_t len, const cairn_limb *a, size_t n);

/* r[0..an+bn) = a * b (schoolbook). r must not overlap a or b; an, bn >= 1. */
void cairn_bn_mul(cairn_limb *r, const cairn_limb *a, size_t an, const cairn_limb *b, size_t bn);
/* r[0..2n) = a^2 (cross products once, then doubled). r must not overlap a. */
void cairn_bn_sqr(cairn_limb *r, const cairn_limb *a, size_t n);

/* Modular addition and subtraction for a, b < m: r = a +- b mod m. r may alias. */
void cairn_bn_mod_add(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_limb *m, size_t n);
void cairn_bn_mod_sub(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_limb *m, size_t n);

/* ---------- the products' implementation objects ---------- */

#define CAIRN_PRIM_BN "bn-mont"

struct cairn_bn_mont;

/* mul, sqr, montmul and redc as documented below (cairn_bn_mul, ...). exp,
 * exp_vartime and exp2, when not NULL, replace the generic exponentiations
 * (cairn_bn_mont_exp, cairn_bn_mont_exp_vartime, cairn_bn_mont_exp2: same
 * contracts, exp2 with equal exponent lengths; the arguments are checked
 * before the call) with the engine's own, which may work in another
 * representation between its boundaries; they return CAIRN_ERR_UNSUPPORTED,
 * having done nothing, for sizes they do not take, and the generic code runs
 * instead. */
typedef struct cairn_bn_engine {
    cairn_impl base; /* base.prim = CAIRN_PRIM_BN */
    void (*mul)(cairn_limb *r, const cairn_limb *a, size_t an, const cairn_limb *b, size_t bn);
    void (*sqr)(cairn_limb *r, const cairn_limb *a, size_t n);
    void (*montmul)(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_limb *m, cairn_limb m0i,
                    size_t n, cairn_limb *t);
    void (*redc)(cairn_limb *x, const cairn_limb *m, cairn_limb m0i, size_t n);
    int (*exp)(const struct cairn_bn_mont *ctx, cairn_limb *r, const cairn_limb *a, const cairn_limb *e, size_t elen,
               cairn_limb *tmp, size_t tmplen);
    int (*exp_vartime)(const struct cairn_bn_mont *ctx, cairn_limb *r, const cairn_limb *a, const cairn_limb *e,
                       size_t elen);
    int (*exp2)(const struct cairn_bn_mont *c1, cairn_limb *r1, const cairn_limb *a1, const cairn_limb *e1,
                const struct cairn_bn_mont *c2, cairn_limb *r2, const cairn_limb *a2, const cairn_limb *e2, size_t elen,
                cairn_limb *tmp, size_t tmplen);
    /* r = a^2 R^-1 mod m for a < m (t: 2n + 2 limbs of scratch, r may be a);
     * NULL: sqr then redc */
    void (*montsqr)(cairn_limb *r, const cairn_limb *a, const cairn_limb *m, cairn_limb m0i, size_t n,
                    cairn_limb *t);
    /* NULL, or cairn_bn_mont_exp_prod_vartime's contract in the engine's own
     * representation (CAIRN_ERR_UNSUPPORTED, having done nothing, for sizes
     * it does not take) */
    int (*exp_prod_vartime)(const struct cairn_bn_mont *ctx, cairn_limb *r, const cairn_limb *a1,
                            const cairn_limb *e1, const cairn_limb *a2, const cairn_limb *e2, size_t elen);
} cairn_bn_engine;

/* Best first: "x86-mulx" (x86-64 with BMI2 and ADX), then the portable one. */
extern const cairn_impl *const cairn_bn_engines[];

/* ---------- Montgomery ---------- */

typedef struct cairn_bn_mont {
    const cairn_bn_engine *eng;          /* the products' implementation */
    size_t n;                            /* limbs of the modulus */
    cairn_limb m0i;                      /* -m^-1 mod 2^LIMB_BITS */
    cairn_limb m[CAIRN_BN_MAX_LIMBS];    /* the modulus */
    cairn_limb rr[CAIRN_BN_MAX_LIMBS];   /* R^2 mod m */
} cairn_bn_mont;

/* -m0^-1 mod 2^LIMB_BITS for odd m0 (garbage for even m0). */
cairn_limb cairn_bn_mont_m0i(cairn_limb m0);

/* Set up ctx for the modulus m[0..n). 1 <= n <= CAIRN_BN_MAX_LIMBS (else,
 * or NULL pointers, CAIRN_ERR_BAD_ARG at once). An even modulus, a top limb
 * of zero (which includes a zero modulus) or m = 1 is CAIRN_ERR_BAD_ARG too, but
 * computed without a branch on m (the whole set-up runs regardless), so a
 * secret modulus leaks nothing but that status. The context holds the modulus
 * (secret for RSA primes): cairn_bn_mont_wipe when done. */
int cairn_bn_mont_init(cairn_bn_mont *ctx, const cairn_limb *m, size_t n);
/* The same with the engine given (cairn_impl_accept: CAIRN_ERR_BAD_ARG for
 * another primitive, CAIRN_ERR_UNSUPPORTED when this CPU lacks it). */
int cairn_bn_mont_init_ex(cairn_bn_mont *ctx, const cairn_limb *m, size_t n, const cairn_impl *engine);
void cairn_bn_mont_wipe(cairn_bn_mont *ctx);

/* The raw functions below (cairn_bn_mul, cairn_bn_sqr, cairn_bn_montmul,
 * cairn_bn_montsqr, cairn_bn_redc) run the first usable engine. */

/* The raw product: r = a * b * R^-1 mod m for a < R, b < m (result < m).
 * t is scratch of 2n + 2 limbs; r may alias a or b, not t. */
void cairn_bn_montmul(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_limb *m, cairn_limb m0i,
                      size_t n, cairn_limb *t);
/* r = a^2 * R^-1 mod m for a < m; t is scratch of 2n + 2 limbs. */
void cairn_bn_montsqr(cairn_limb *r, const cairn_limb *a, const cairn_limb *m, cairn_limb m0i, size_t n,
                      cairn_limb *t);
/* Montgomery reduction of x[0..2n) (destroyed): returns x[n..2n) as the
 * value x R^-1 mod m plus at most one m, i.e. below R when x < R^2 and below
 * m when x < m R. Result in x[n..2n). */
void cairn_bn_redc(cairn_limb *x, const cairn_limb *m, cairn_limb m0i, size_t n);

/* Context wrappers (n = ctx->n). r may alias the inputs. */
void cairn_bn_mont_mul(const cairn_bn_mont *ctx, cairn_limb *r, const cairn_limb *a, const cairn_limb *b);
void cairn_bn_mont_sqr(const cairn_bn_mont *ctx, cairn_limb *r, const cairn_limb *a);
/* r = a R mod m (a is any n-limb value) and r = a R^-1 mod m (a < R). */
void cairn_bn_mont_to(const cairn_bn_mont *ctx, cairn_limb *r, const cairn_limb *a);
void cairn_bn_mont_from(const cairn_bn_mont *ctx, cairn_limb *r, const cairn_limb *a);
/* r[0..n) = x mod m for x[0..xlen), xlen <= 2n (else CAIRN_ERR_BAD_LENGTH). */
int cairn_bn_mont_reduce(const cairn_bn_mont *ctx, cairn_limb *r, const cairn_limb *x, size_t xlen);

/* Table space for cairn_bn_mont_exp: 2^w n-limb entries; 32 n allows the
 * largest window (5 bits), 2 n the smallest (1 bit, square-and-multiply-always). */
#define CAIRN_BN_EXP_TMP_LIMBS(n) ((size_t)32 * (size_t)(n))

/* r = a^e mod m, constant time: a is any n-limb value (normal form, not
 * Montgomery), e[0..elen) limbs, all elen * LIMB_BITS bits processed (the
 * exponent length is public, its value is not). tmp[0..tmplen) holds the
 * window table (secret; wiped): tmplen < 2n is CAIRN_ERR_BAD_LENGTH.
 * 0^0 = 1. r may alias a. elen = 0 gives 1 (mod m). */
int cairn_bn_mont_exp(const cairn_bn_mont *ctx, cairn_limb *r, const cairn_limb *a, const cairn_limb *e,
                      size_t elen, cairn_limb *tmp, size_t tmplen);
/* Two independent exponentiations, r1 = a1^e1 mod m1 and r2 = a2^e2 mod m2
 * (RSA-CRT's two halves), each as cairn_bn_mont_exp; engines that compute
 * both at once (interleaved, to fill a pipeline one product leaves idle)
 * take equal modulus sizes. tmp[0..tmplen) holds both window tables: half
 * each, so CAIRN_BN_EXP2_TMP_LIMBS(n) allows the largest window for n-limb
 * moduli; each half below 2n limbs (of the larger modulus) is
 * CAIRN_ERR_BAD_LENGTH. r1, r2 may alias a1, a2 respectively; the two
 * outputs must not overlap each other or the other's inputs. */
#define CAIRN_BN_EXP2_TMP_LIMBS(n) ((size_t)64 * (size_t)(n))
int cairn_bn_mont_exp2(const cairn_bn_mont *c1, cairn_limb *r1, const cairn_limb *a1, const cairn_limb *e1,
                       size_t elen1, const cairn_bn_mont *c2, cairn_limb *r2, const cairn_limb *a2,
                       const cairn_limb *e2, size_t elen2, cairn_limb *tmp, size_t tmplen);
/* The same for a public exponent (RSA e, signature verification): left to
 * right square-and-multiply that skips the zero bits and the leading zeros,
 * so its time depends on e. The base may still be secret (RSA blinding
 * computes r^e for a secret r): the products themselves are constant time. */
int cairn_bn_mont_exp_vartime(const cairn_bn_mont *ctx, cairn_limb *r, const cairn_limb *a, const cairn_limb *e,
                              size_t elen);
/* r = a1^e1 a2^e2 mod m for public exponents of elen limbs (DSA
 * verification's g^u1 y^u2): one chain of squarings, each base's odd powers
 * up to 15 multiplied in at its sliding windows of up to 4 bits, so its time
 * depends on the exponents; the bases (< m) and r in the plain form, r may
 * alias either base. The engine's exp_prod_vartime hook when it takes the
 * size. CAIRN_ERR_BAD_LENGTH for exponents over CAIRN_BN_PROD_MAX_BITS. */
#define CAIRN_BN_PROD_MAX_BITS 512
int cairn_bn_mont_exp_prod_vartime(const cairn_bn_mont *ctx, cairn_limb *r, const cairn_limb *a1,
                                   const cairn_limb *e1, const cairn_limb *a2, const cairn_limb *e2, size_t elen);
/* The sliding windows of cairn_bn_mont_exp_prod_vartime over a public
 * exponent of bits bits (<= CAIRN_BN_PROD_MAX_BITS): digit[i] is the odd
 * window value (below 16) ending at bit i, 0 for none, so e is the sum of
 * digit[i] 2^i. */
void cairn_bn_odd_windows(uint8_t *digit, const cairn_limb *e, size_t bits);

/* The window cairn_bn_mont_exp uses for ebits exponent bits, an n-limb
 * modulus and tmplen (>= 2n) limbs of table space: 1 to 5 bits. */
unsigned cairn_bn_exp_window(size_t ebits, size_t n, size_t tmplen);
/* Bits [pos, pos + cnt) of e[0..elen) as a number; pos and cnt public,
 * 1 <= cnt <= 5, pos < elen LIMB_BITS. */
cairn_limb cairn_bn_exp_bits(const cairn_limb *e, size_t elen, size_t pos, unsigned cnt);

/* r = a^-1 mod m for a prime m by Fermat (a^(m-2)), constant time. Returns an
 * all-ones mask when a mod m != 0, else zero (r is then 0). tmp as for
 * cairn_bn_mont_exp. */
cairn_limb cairn_bn_mont_inv_prime(const cairn_bn_mont *ctx, cairn_limb *r, const cairn_limb *a, cairn_limb *tmp,
                                   size_t tmplen);

/* r = a^-1 mod m for odd m (any size, top limb may be zero) and any a[0..n),
 * constant time (optimised binary GCD, see above; the time depends on n only).
 * Returns an all-ones mask when gcd(a, m) = 1, with r < m; otherwise zero and
 * r is unspecified. m = 1 counts as invertible (r = 0). tmp is scratch of 4n
 * limbs (wiped); r also serves as scratch before it gets the result. r may
 * alias a, not m or tmp. n >= 1. An even m gives zero. */
cairn_limb cairn_bn_mod_inv(cairn_limb *r, const cairn_limb *a, const cairn_limb *m, size_t n, cairn_limb *tmp);
/* The same result and contract in variable time (branches on the values,
 * a run of halvings taken at once, and an exit once a reaches 0): for a
 * public a and m, or an a that is uniformly random and independent of every
 * secret (RSA's blinded inversion, src/pk/rsa_key.c), with m public. */
cairn_limb cairn_bn_mod_inv_vartime(cairn_limb *r, const cairn_limb *a, const cairn_limb *m, size_t n,
                                    cairn_limb *tmp);
/* r = num / a mod m (num a^-1) for num < m, the same way: variable time in
 * a and m as above, constant time in num (a secret numerator is fine). num
 * NULL is 1. r may alias a or num, not m or tmp. */
cairn_limb cairn_bn_mod_div_vartime(cairn_limb *r, const cairn_limb *num, const cairn_limb *a, const cairn_limb *m,
                                    size_t n, cairn_limb *tmp);

/* Uniform r in [1, m-1] by rejection sampling: random bytes cut to m's bit
 * length, retried while out of range (the comparison is declassified: the
 * rejected candidates are discarded). m's bit length is treated as public.
 * Both are explicit declassifications (CAIRN_DECLASSIFY), so m may be
 * secret (Miller-Rabin's w - 2): how many draws a secret m rejected is then
 * the one thing revealed about it.
 * m < 2 is CAIRN_ERR_BAD_ARG; the rng's failure is returned; CAIRN_ERR_RNG
 * after 256 rejections in a row (probability below 2^-256 for a working
 * rng). */
int cairn_bn_rand_range(cairn_limb *r, const cairn_limb *m, size_t n, cairn_rng_fn rng, void *rng_state);
/* One candidate of cairn_bn_rand_range, branch-free: r = the big-endian
 * bytes buf[0..(bits+7)/8) cut to bits bits; returns an all-ones mask when
 * 1 <= r < m. bits <= n LIMB_BITS (public). */
cairn_limb cairn_bn_rand_candidate(cairn_limb *r, const cairn_limb *m, size_t n, const uint8_t *buf, size_t bits);

/* ---------- primality (bn_prime.c) ---------- */

/* Key generation tests secret candidates, so every test here runs in time
 * that depends on the public sizes only and returns a mask (all-ones: passed)
 * for the caller to declassify once it has decided: only the verdict of a
 * candidate is revealed, never which small prime divides it or which
 * Miller-Rabin round failed.
 *
 * Trial division needs the residue of the candidate modulo each small prime
 * without a division instruction. Consecutive primes are grouped into one
 * odd word M below 2^(LIMB_BITS-1) (four of the table's larger primes to a
 * 64-bit word, two to a 32-bit one, more of the small ones), and the
 * candidate is reduced modulo each group
 * by a word-serial Montgomery reduction: per limb, q = acc * (-M^-1) mod
 * 2^LIMB_BITS and acc = (acc + limb + q M) / 2^LIMB_BITS, two multiplications
 * and no division, leaving acc = a 2^(-LIMB_BITS n) mod M (plus at most one
 * M). A prime p of the group divides a exactly when M divides acc * (M / p),
 * which one more Montgomery step decides (its result is 0 or M). Per group
 * that is 2n multiplications, per prime 3: with four primes to a 64-bit
 * word about a quarter of the work of reducing modulo each prime alone (a
 * half with two to a 32-bit word), and no table of reciprocals (-M^-1 is a
 * Newton iteration; the primes are stored as byte-sized half gaps).
 * Several groups are reduced side by side so their multiplications overlap.
 * The alternative of one gcd with the product of all the primes costs a
 * quadratic-time constant-time gcd per candidate, more than this scan for
 * the prime counts that pay off. */

/* Odd primes in the trial-division table (3 up to 38891). */
#define CAIRN_BN_TD_PRIMES 4096

/* All-ones when none of the first count odd primes (count <= CAIRN_BN_TD_PRIMES,
 * public; larger counts are cut to it) divides a[0..n), or a is one of them;
 * zero otherwise. Constant time: every prime is tried, whatever the limbs. */
cairn_limb cairn_bn_trial_division(const cairn_limb *a, size_t n, size_t count);

/* All-ones when gcd(a[0..n), m) = 1, for a secret a and a public odd word
 * m > 1 (RSA's e against p - 1): a is reduced modulo m as above (m may take
 * the whole word here), then a binary gcd of two words runs its fixed
 * 2 LIMB_BITS steps. Zero for an even m, m = 1, a NULL a or n = 0. */
cairn_limb cairn_bn_coprime_limb(const cairn_limb *a, size_t n, cairn_limb m);

/* Miller-Rabin rounds for a probable prime of bits bits, from FIPS 186-5
 * table B.1 ("M-R tests only" for p and q): its right-hand column, error
 * probability 2^-112 for 1024-bit primes, 2^-128 for 1536, 2^-144 for 2048,
 * rather than the 2^-100 one, so that a composite p or q is no likelier
 * than breaking the modulus at its security strength (112, 128 and about
 * 150 bits for 2048-, 3072- and 4096-bit moduli); it costs one round more
 * at 1024 and 1536 bits and two at 2048. That is 5 rounds from 1024 bits,
 * 4 from 1536. A size between two rows takes the smaller row's count (the
 * bound only improves with the size). Table B.1 has no row below 1024 bits
 * (moduli under 2048 bits, which FIPS 186-5 does not approve); there its
 * Appendix C.1 bound for 512-bit numbers at 2^-100 gives 7 (at 2^-80, the
 * strength of a 1024-bit modulus, it would give 5). */
size_t cairn_bn_mr_rounds(size_t bits);

/* One Miller-Rabin round for w = the context's modulus (odd, >= 5) and the
 * witness b (2 <= b <= w - 2, not checked): all-ones when w is a strong
 * probable prime to base b. With w - 1 = 2^s d (d odd), x = b^d by the
 * constant-time exponentiation of d at full length, d = (w - 1) >> s
 * shifted by the secret s through a masked barrel shifter; w passes when
 * x = +-1 or x^(2^j) = -1 for some 0 < j < s. The squarings run max_s - 1
 * times, each compared with -1 and the match kept by a mask while j < s:
 * neither s nor the step where -1 appears shows. max_s (public) bounds s: a
 * w with s > max_s fails the round whatever b. CAIRN_BN_MR_EXACT (or any
 * value of at least n LIMB_BITS - 1, the largest s can be) makes the round
 * exact; key generation passes 64, which refuses the primes p = 1 mod 2^65
 * (2^-64 of them) and saves most of the squarings. tmp[0..tmplen) is the
 * exponentiation's window table (cairn_bn_mont_exp). */
#define CAIRN_BN_MR_EXACT ((size_t)-1)
cairn_limb cairn_bn_mr_round(const cairn_bn_mont *ctx, const cairn_limb *b, size_t max_s, cairn_limb *tmp,
                             size_t tmplen);

/* rounds Miller-Rabin rounds on the odd w[0..n) (w[n-1] != 0), the
 * witnesses drawn with cairn_bn_rand_range in [2, w - 2] (FIPS 186-5 B.3.1),
 * max_s as for cairn_bn_mr_round. Every round runs whatever the previous
 * ones found; *prime is the AND of the rounds' masks, for the caller to
 * declassify. w = 3 is prime and w = 1 is not, without a round; an even w
 * gives zero. The window table is tmp[0..tmplen) (at least 2n limbs; 16n is
 * the 4-bit window). Statuses: CAIRN_ERR_BAD_ARG for NULL pointers or n
 * outside 1..CAIRN_BN_MAX_LIMBS, CAIRN_ERR_BAD_LENGTH for a short table,
 * the rng's failure (and *prime zero then). The witnesses' rejection
 * sampling reveals how many draws fell outside [1, w - 3] (w has its top
 * bits set in key generation, so few do): the one thing besides the
 * verdict that depends on w. */
int cairn_bn_miller_rabin(cairn_limb *prime, const cairn_limb *w, size_t n, size_t rounds, size_t max_s,
                          cairn_limb *tmp, size_t tmplen, cairn_rng_fn rng, void *rng_state);

/* Trial division by the whole table and cairn_bn_mr_rounds(the bit length
 * of w, treated as public) exact rounds, both run: *prime all-ones for a
 * probable prime. Odd w with w[n-1] != 0 only (an even one gives zero, 2
 * included). Statuses as above. */
int cairn_bn_is_probable_prime(cairn_limb *prime, const cairn_limb *w, size_t n, cairn_limb *tmp, size_t tmplen,
                               cairn_rng_fn rng, void *rng_state);

/* ---------- x86-64 back ends (src/accel/x86) ---------- */

/* Built with 64-bit limbs by gcc or clang for x86-64 when the library has
 * its x86 back ends and inline assembly is allowed. */
#if CAIRN_BN_LIMB_BITS == 64 && defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__)) && \
    !defined(CAIRN_BN_NO_ASM) && CAIRN_ENABLE_X86_ACCEL
#define CAIRN_BN_HAVE_IFMA 1
#define CAIRN_BN_HAVE_MULX_KERNELS 1
/* The fixed-size kernels of the "x86-mulx" engine (bn_mulx.c, generated by
 * scripts/gen-bn-mulx-asm.py; BMI2 and ADX): the contracts of the engine's
 * montmul (t: n + 1 limbs used), sqr and redc, for n = 8, 16, 24, 32, 48, 64
 * (sqr: 8, 16, 24, 32). Each returns 1 when it took the size, else 0 having
 * done nothing. */
int cairn_bn_mulx_montmul(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_limb *m,
                          cairn_limb m0i, size_t n, cairn_limb *t);
int cairn_bn_mulx_sqr(cairn_limb *r, const cairn_limb *a, size_t n);
int cairn_bn_mulx_redc(cairn_limb *x, const cairn_limb *m, cairn_limb m0i, size_t n);
/* r = a^2 R^-1 mod m (a < m) for n = 8, 16, 24, 32: the engine's montsqr hook */
int cairn_bn_mulx_montsqr(cairn_limb *r, const cairn_limb *a, const cairn_limb *m, cairn_limb m0i, size_t n,
                          cairn_limb *t);
/* out = table[idx] of entries rows of n limbs, every row read (the
 * exponentiations' window look-up) with AVX2 when the CPU has it (capped by
 * CAIRN_CPU) and n is a multiple of 4: 1, else 0 having done nothing. */
int cairn_bn_mulx_select(cairn_limb *out, const cairn_limb *table, size_t entries, size_t n, cairn_limb idx);
/* The exponentiation hooks of the "x86-avx512ifma" engine (bn_ifma.c):
 * radix 2^52, AVX-512 IFMA; moduli up to 4096 bits. */
int cairn_bn_ifma_exp(const cairn_bn_mont *ctx, cairn_limb *r, const cairn_limb *a, const cairn_limb *e, size_t elen,
                      cairn_limb *tmp, size_t tmplen);
int cairn_bn_ifma_exp_vartime(const cairn_bn_mont *ctx, cairn_limb *r, const cairn_limb *a, const cairn_limb *e,
                              size_t elen);
int cairn_bn_ifma_exp2(const cairn_bn_mont *c1, cairn_limb *r1, const cairn_limb *a1, const cairn_limb *e1,
                       const cairn_bn_mont *c2, cairn_limb *r2, const cairn_limb *a2, const cairn_limb *e2, size_t elen,
                       cairn_limb *tmp, size_t tmplen);
int cairn_bn_ifma_exp_prod_vartime(const cairn_bn_mont *ctx, cairn_limb *r, const cairn_limb *a1,
                                   const cairn_limb *e1, const cairn_limb *a2, const cairn_limb *e2, size_t elen);
#endif

/* ---------- division and gcd (bn_div.c) ---------- */

/* q[0..xn) = x / m and r[0..mn) = x mod m for x[0..xn) and m[0..mn), any
 * values (m's top limbs may be zero); q may be NULL. Constant time: bit
 * serial, xn * LIMB_BITS steps of an (mn + 1)-limb shift and subtraction.
 * Returns an all-ones mask when m != 0; for m = 0, q and r are unspecified.
 * 1 <= mn <= CAIRN_BN_MAX_LIMBS. q and r must not overlap x or m. */
cairn_limb cairn_bn_divrem(cairn_limb *q, cairn_limb *r, const cairn_limb *x, size_t xn, const cairn_limb *m,
                           size_t mn);
/* g = gcd(a, b) for any a, b (gcd(a, 0) = a), n limbs each, constant time
 * (binary gcd, 4 n LIMB_BITS steps). tmp: 2n limbs (wiped). g may alias a or b. */
void cairn_bn_gcd(cairn_limb *g, const cairn_limb *a, const cairn_limb *b, size_t n, cairn_limb *tmp);

/* The Jacobi symbol (a/m) (1, -1, or 0 when gcd(a, m) != 1) for odd m, n
 * limbs each (an even m or n = 0 gives 0). For a prime m it is Euler's
 * criterion a^((m-1)/2) mod m, so a safe-prime group's subgroup check
 * y^q = 1 (q = (p-1)/2) is (y/p) = 1 at a fraction of an exponentiation's
 * cost. Variable time (binary algorithm, data-dependent steps): public
 * values only. tmp: 2n limbs (wiped). */
int cairn_bn_jacobi_vartime(const cairn_limb *a, const cairn_limb *m, size_t n, cairn_limb *tmp);

#endif
