/* SPDX-License-Identifier: Apache-2.0 OR MIT */
#include "core/internal.h"

/*
 * With GCC/clang: memset, then an asm statement that takes p as input and
 * clobbers memory, so the compiler must assume the zeros are read and cannot
 * drop the stores (even across inlining and LTO). Elsewhere: stores through
 * a volatile pointer.
 */
/* see cairn/common.h */
void cairn_wipe(void *p, size_t len)
{
    if (p == NULL || len == 0)
        return;
#if defined(__GNUC__) || defined(__clang__)
    memset(p, 0, len);
    __asm__ __volatile__("" : : "r"(p) : "memory");
#else
    {
        volatile uint8_t *v = (volatile uint8_t *)p;
        size_t i;
        for (i = 0; i < len; i++)
            v[i] = 0;
    }
#endif
}

/* see cairn/common.h */
int cairn_ct_equal(const void *a, const void *b, size_t len)
{
    if (len == 0)
        return 1;
    if (a == NULL || b == NULL)
        return 0;
    return (int)cairn_ct_memeq((const uint8_t *)a, (const uint8_t *)b, len);
}

/* see core/internal.h */
void cairn_ct_and_bytes(uint8_t *p, size_t len, uint64_t m)
{
    size_t i;

    for (i = 0; i + 8 <= len; i += 8) {
        uint64_t w;
        memcpy(&w, p + i, 8);
        w &= m;
        memcpy(p + i, &w, 8);
    }
    for (; i < len; i++)
        p[i] &= (uint8_t)m;
}

/* see core/internal.h: scan all bytes, remember the first difference with masks. */
int cairn_ct_memcmp_be(const uint8_t *a, const uint8_t *b, size_t len)
{
    uint32_t gt = 0, lt = 0, done = 0;
    size_t i;
    for (i = 0; i < len; i++) {
        uint32_t x = a[i], y = b[i];
        uint32_t g = cairn_ct_gt32(x, y), l = cairn_ct_lt32(x, y);
        uint32_t live = cairn_ct_mask32(1u ^ done);
        gt |= g & live;
        lt |= l & live;
        done |= g | l;
    }
    return (int)gt - (int)lt;
}

static int name_ignorable(char c) { return c == '-' || c == '_' || c == '/' || c == ' '; }

static char name_lower(char c) { return (c >= 'A' && c <= 'Z') ? (char)(c - 'A' + 'a') : c; }

/* see core/internal.h */
int cairn_name_match(const char *a, const char *b)
{
    for (;;) {
        while (name_ignorable(*a))
            a++;
        while (name_ignorable(*b))
            b++;
        if (name_lower(*a) != name_lower(*b))
            return 0;
        if (*a == 0)
            return 1;
        a++;
        b++;
    }
}
