/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Internal helpers shared by every algorithm: constant-time primitives,
 * endian load/store, rotations. Not installed.
 *
 * Constant-time helpers follow BearSSL's convention: a control value is 0 or
 * 1, masks are all-zeros or all-ones. cairn_ct_barrier32/64 hide a value from
 * the optimiser (an empty asm that "modifies" it), so the compiler cannot
 * prove a mask is 0/1 and turn the arithmetic back into a branch.
 */
#ifndef CAIRN_CORE_INTERNAL_H
#define CAIRN_CORE_INTERNAL_H

#include <string.h>

#include "cairn/accel.h"
#include "cairn/common.h"

/*
 * The small profile on bare metal: every memcpy, memmove and memset of the
 * library, the compiler's own included (struct copies, zeroed arrays, loops
 * it recognises), goes to the byte loops of src/core/mem_small.c through an
 * assembler name, so an image does not link the C library's larger
 * word-at-a-time routines. Define CAIRN_SMALL_MEM to 0 or 1 to decide
 * otherwise (1 needs a compiler with assembler names: GCC or Clang).
 */
#ifndef CAIRN_SMALL_MEM
#if CAIRN_SMALL && !CAIRN_HOSTED && (defined(__GNUC__) || defined(__clang__))
#define CAIRN_SMALL_MEM 1
#else
#define CAIRN_SMALL_MEM 0
#endif
#endif
#if CAIRN_SMALL_MEM
void *memcpy(void *dst, const void *src, size_t n) __asm__("cairn_small_move");
void *memmove(void *dst, const void *src, size_t n) __asm__("cairn_small_move");
void *memset(void *dst, int c, size_t n) __asm__("cairn_small_set");
#endif

#if defined(__GNUC__) || defined(__clang__)
#define CAIRN_INLINE static inline __attribute__((always_inline))
/* a function kept out of its callers, so that its stack frame is paid only
 * on the path that calls it */
#define CAIRN_NOINLINE __attribute__((noinline))
#define CAIRN_LIKELY(x) __builtin_expect(!!(x), 1)
#define CAIRN_UNLIKELY(x) __builtin_expect(!!(x), 0)
#else
#define CAIRN_INLINE static inline
#define CAIRN_NOINLINE
#define CAIRN_LIKELY(x) (x)
#define CAIRN_UNLIKELY(x) (x)
#endif

/* ---------- optimisation barriers ---------- */

CAIRN_INLINE uint32_t cairn_ct_barrier32(uint32_t x)
{
#if defined(__GNUC__) || defined(__clang__)
    __asm__("" : "+r"(x));
#else
    volatile uint32_t v = x;
    x = v;
#endif
    return x;
}

CAIRN_INLINE uint64_t cairn_ct_barrier64(uint64_t x)
{
#if (defined(__GNUC__) || defined(__clang__)) && (UINTPTR_MAX > 0xffffffffu)
    __asm__("" : "+r"(x));
#else
    volatile uint64_t v = x;
    x = v;
#endif
    return x;
}

/* ---------- declassification ---------- */

/* CAIRN_DECLASSIFY(p, n) marks [p, p+n) as a value the code may branch on
 * although it was computed from secrets: a documented decision (a rejected
 * random candidate, the verdict of a primality test on a candidate that is
 * then discarded, the pass/fail of a result check). It does nothing, except
 * in the constant-time harness's build of the library (make ct defines
 * CAIRN_CT_VALGRIND), where it tells valgrind the bytes are defined, so the
 * harness checks everything else and every declassification is a grep away. */
#if defined(CAIRN_CT_VALGRIND)
#include <valgrind/memcheck.h>
#define CAIRN_DECLASSIFY(p, n) ((void)VALGRIND_MAKE_MEM_DEFINED((p), (n)))
#else
#define CAIRN_DECLASSIFY(p, n) ((void)(p), (void)(n))
#endif

/* ---------- 32-bit constant-time primitives ---------- */

/* 1 if x != 0, else 0. */
CAIRN_INLINE uint32_t cairn_ct_nonzero32(uint32_t x) { return cairn_ct_barrier32((x | (0u - x)) >> 31); }
/* 1 if x == 0. */
CAIRN_INLINE uint32_t cairn_ct_iszero32(uint32_t x) { return 1u ^ cairn_ct_nonzero32(x); }
/* 1 if x == y. */
CAIRN_INLINE uint32_t cairn_ct_eq32(uint32_t x, uint32_t y) { return cairn_ct_iszero32(x ^ y); }
/* 1 if x < y (unsigned). */
CAIRN_INLINE uint32_t cairn_ct_lt32(uint32_t x, uint32_t y)
{
    /* borrow out of x - y, computed without a comparison instruction */
    return cairn_ct_barrier32(((~x & y) | (~(x ^ y) & (x - y))) >> 31);
}
CAIRN_INLINE uint32_t cairn_ct_gt32(uint32_t x, uint32_t y) { return cairn_ct_lt32(y, x); }
CAIRN_INLINE uint32_t cairn_ct_le32(uint32_t x, uint32_t y) { return 1u ^ cairn_ct_gt32(x, y); }
CAIRN_INLINE uint32_t cairn_ct_ge32(uint32_t x, uint32_t y) { return 1u ^ cairn_ct_lt32(x, y); }
/* ctl (0/1) to mask (0 / 0xffffffff). */
CAIRN_INLINE uint32_t cairn_ct_mask32(uint32_t ctl) { return 0u - cairn_ct_barrier32(ctl); }
/* ctl ? a : b */
CAIRN_INLINE uint32_t cairn_ct_select32(uint32_t ctl, uint32_t a, uint32_t b)
{
    uint32_t m = cairn_ct_mask32(ctl);
    return b ^ (m & (a ^ b));
}

/* ---------- 64-bit ---------- */

CAIRN_INLINE uint64_t cairn_ct_nonzero64(uint64_t x) { return cairn_ct_barrier64((x | (0u - x)) >> 63); }
CAIRN_INLINE uint64_t cairn_ct_iszero64(uint64_t x) { return 1u ^ cairn_ct_nonzero64(x); }
CAIRN_INLINE uint64_t cairn_ct_eq64(uint64_t x, uint64_t y) { return cairn_ct_iszero64(x ^ y); }
CAIRN_INLINE uint64_t cairn_ct_lt64(uint64_t x, uint64_t y)
{
    return cairn_ct_barrier64(((~x & y) | (~(x ^ y) & (x - y))) >> 63);
}
CAIRN_INLINE uint64_t cairn_ct_mask64(uint64_t ctl) { return (uint64_t)0 - cairn_ct_barrier64(ctl); }
CAIRN_INLINE uint64_t cairn_ct_select64(uint64_t ctl, uint64_t a, uint64_t b)
{
    uint64_t m = cairn_ct_mask64(ctl);
    return b ^ (m & (a ^ b));
}

/* ---------- buffers ---------- */

/* if ctl: dst = src (len bytes). */
CAIRN_INLINE void cairn_ct_cond_copy(uint32_t ctl, uint8_t *dst, const uint8_t *src, size_t len)
{
    uint8_t m = (uint8_t)cairn_ct_mask32(ctl);
    size_t i;
    for (i = 0; i < len; i++)
        dst[i] ^= (uint8_t)(m & (dst[i] ^ src[i]));
}

/* if ctl: swap a and b (len bytes). */
CAIRN_INLINE void cairn_ct_cond_swap(uint32_t ctl, uint8_t *a, uint8_t *b, size_t len)
{
    uint8_t m = (uint8_t)cairn_ct_mask32(ctl);
    size_t i;
    for (i = 0; i < len; i++) {
        uint8_t t = (uint8_t)(m & (a[i] ^ b[i]));
        a[i] ^= t;
        b[i] ^= t;
    }
}

/* Word versions for limb arrays. */
CAIRN_INLINE void cairn_ct_cond_swap32(uint32_t ctl, uint32_t *a, uint32_t *b, size_t n)
{
    uint32_t m = cairn_ct_mask32(ctl);
    size_t i;
    for (i = 0; i < n; i++) {
        uint32_t t = m & (a[i] ^ b[i]);
        a[i] ^= t;
        b[i] ^= t;
    }
}

CAIRN_INLINE void cairn_ct_cond_swap64(uint64_t ctl, uint64_t *a, uint64_t *b, size_t n)
{
    uint64_t m = cairn_ct_mask64(ctl);
    size_t i;
    for (i = 0; i < n; i++) {
        uint64_t t = m & (a[i] ^ b[i]);
        a[i] ^= t;
        b[i] ^= t;
    }
}

/* 1 if a[0..len) == b[0..len), in time depending on len only. */
CAIRN_INLINE uint32_t cairn_ct_memeq(const uint8_t *a, const uint8_t *b, size_t len)
{
    uint32_t d = 0;
    size_t i;
    for (i = 0; i < len; i++)
        d |= (uint32_t)(a[i] ^ b[i]);
    return cairn_ct_iszero32(d);
}

/* Constant-time big-endian comparison of equal-length byte strings:
 * returns -1, 0 or 1 as a <, ==, > b. */
int cairn_ct_memcmp_be(const uint8_t *a, const uint8_t *b, size_t len);

/* An AEAD's verdict as its status: CAIRN_OK when ok is 1, CAIRN_ERR_AUTH when
 * 0, without a branch on ok. */
CAIRN_INLINE int cairn_ct_auth_status(uint32_t ok)
{
    return -(int)((uint32_t)(-CAIRN_ERR_AUTH) & ~cairn_ct_mask32(ok));
}

/* p[0..len) &= m (m all-ones or all-zeros, 8 bytes at a time): an AEAD's
 * decrypted output masked by its verdict, so a rejected message leaves zeros
 * and no branch depends on the verdict. */
void cairn_ct_and_bytes(uint8_t *p, size_t len, uint64_t m);

/* 1 if two algorithm names are equal ignoring case and the separators '-',
 * '_', '/', ' ' ("sha256" == "SHA-256"): the one rule every lookup by name
 * uses. Names are public, so this is not constant time. */
int cairn_name_match(const char *a, const char *b);

/* Consumes the status of a library call that cannot fail where it is made
 * (on a context the caller itself initialised, with arguments it checked).
 * The public functions carry CAIRN_WARN_UNUSED for applications, and GCC
 * does not take a (void) cast as a use. */
CAIRN_INLINE void cairn_status_ignore(int rc) { (void)rc; }

/* The check every _init_ex makes on a caller's implementation object
 * (cairn/accel.h): CAIRN_ERR_BAD_ARG when impl is NULL or implements another
 * primitive than prim, CAIRN_ERR_UNSUPPORTED when this CPU (after the
 * CAIRN_CPU cap) lacks a feature it needs, else CAIRN_OK. */
int cairn_impl_accept(const cairn_impl *impl, const char *prim);

/* ---------- loads and stores (any alignment) ---------- */

CAIRN_INLINE uint32_t cairn_load32_le(const uint8_t *p)
{
    return (uint32_t)p[0] | ((uint32_t)p[1] << 8) | ((uint32_t)p[2] << 16) | ((uint32_t)p[3] << 24);
}
CAIRN_INLINE uint32_t cairn_load32_be(const uint8_t *p)
{
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | (uint32_t)p[3];
}
CAIRN_INLINE uint64_t cairn_load64_le(const uint8_t *p)
{
    return (uint64_t)cairn_load32_le(p) | ((uint64_t)cairn_load32_le(p + 4) << 32);
}
CAIRN_INLINE uint64_t cairn_load64_be(const uint8_t *p)
{
    return ((uint64_t)cairn_load32_be(p) << 32) | (uint64_t)cairn_load32_be(p + 4);
}
CAIRN_INLINE void cairn_store32_le(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
    p[2] = (uint8_t)(v >> 16);
    p[3] = (uint8_t)(v >> 24);
}
CAIRN_INLINE void cairn_store32_be(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)(v >> 24);
    p[1] = (uint8_t)(v >> 16);
    p[2] = (uint8_t)(v >> 8);
    p[3] = (uint8_t)v;
}
CAIRN_INLINE void cairn_store64_le(uint8_t *p, uint64_t v)
{
    cairn_store32_le(p, (uint32_t)v);
    cairn_store32_le(p + 4, (uint32_t)(v >> 32));
}
CAIRN_INLINE void cairn_store64_be(uint8_t *p, uint64_t v)
{
    cairn_store32_be(p, (uint32_t)(v >> 32));
    cairn_store32_be(p + 4, (uint32_t)v);
}

/* ---------- rotations (n in 1..width-1) ---------- */

CAIRN_INLINE uint32_t cairn_rotl32(uint32_t x, unsigned n) { return (x << n) | (x >> ((32 - n) & 31)); }
CAIRN_INLINE uint32_t cairn_rotr32(uint32_t x, unsigned n) { return (x >> n) | (x << ((32 - n) & 31)); }
CAIRN_INLINE uint64_t cairn_rotl64(uint64_t x, unsigned n) { return (x << n) | (x >> ((64 - n) & 63)); }
CAIRN_INLINE uint64_t cairn_rotr64(uint64_t x, unsigned n) { return (x >> n) | (x << ((64 - n) & 63)); }

/* Argument check used at every public entry: a NULL buffer is only fine with length 0. */
#define CAIRN_BUF_OK(p, len) ((p) != NULL || (len) == 0)

#endif
