/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * The small profile's memcpy, memmove and memset (core/internal.h,
 * CAIRN_SMALL_MEM): one byte at a time, the shortest code. The stores go
 * through a volatile pointer so that the compiler cannot recognise the loops
 * as the very calls they replace.
 */
#include "core/internal.h"

#if CAIRN_SMALL_MEM

void *cairn_small_move_impl(void *dst, const void *src, size_t n) __asm__("cairn_small_move");
void *cairn_small_set_impl(void *dst, int c, size_t n) __asm__("cairn_small_set");

/* memcpy's and memmove's: copies backwards when the destination lies above
 * the source, so overlapping ranges come out right. */
void *cairn_small_move_impl(void *dst, const void *src, size_t n)
{
    volatile uint8_t *d = (volatile uint8_t *)dst;
    const uint8_t *s = (const uint8_t *)src;
    size_t i;

    if ((uintptr_t)d > (uintptr_t)s) {
        while (n-- > 0)
            d[n] = s[n];
    } else {
        for (i = 0; i < n; i++)
            d[i] = s[i];
    }
    return dst;
}

/* memset's */
void *cairn_small_set_impl(void *dst, int c, size_t n)
{
    volatile uint8_t *d = (volatile uint8_t *)dst;

    while (n-- > 0)
        d[n] = (uint8_t)c;
    return dst;
}

#endif
