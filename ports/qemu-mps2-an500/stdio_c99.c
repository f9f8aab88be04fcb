/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Debian's newlib for arm-none-eabi is built without C99 printf formats: it
 * prints "%zu" as "zu" and then takes the wrong arguments. The tests and the
 * benchmark are C99 and use %zu, so the port links with
 * -Wl,--wrap=printf,... (see port.cmake) and these wrappers rewrite the
 * length modifiers newlib lacks before calling the real function: on this
 * target size_t and ptrdiff_t are 32-bit ints, so 'z' and 't' are dropped,
 * and intmax_t is long long, so 'j' becomes "ll". Nothing else changes.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

typedef char size_t_is_int[sizeof(size_t) == sizeof(unsigned) ? 1 : -1];
typedef char ptrdiff_t_is_int[sizeof(ptrdiff_t) == sizeof(int) ? 1 : -1];

int __real_vfprintf(FILE *f, const char *fmt, va_list ap);
int __real_vsnprintf(char *buf, size_t len, const char *fmt, va_list ap);
int __wrap_vfprintf(FILE *f, const char *fmt, va_list ap);
int __wrap_vsnprintf(char *buf, size_t len, const char *fmt, va_list ap);
int __wrap_vprintf(const char *fmt, va_list ap);
int __wrap_vsprintf(char *buf, const char *fmt, va_list ap);
int __wrap_printf(const char *fmt, ...);
int __wrap_fprintf(FILE *f, const char *fmt, ...);
int __wrap_snprintf(char *buf, size_t len, const char *fmt, ...);
int __wrap_sprintf(char *buf, const char *fmt, ...);

/* Rewrites fmt into tmp when it has a z, t or j modifier; returns the format to use. */
static const char *c99_fmt(const char *fmt, char *tmp, size_t cap)
{
    const char *p = fmt;
    size_t n = 0;

    if (strpbrk(fmt, "ztj") == NULL)
        return fmt;
    while (*p != '\0') {
        if (n + 3 >= cap)
            return fmt; /* too long to rewrite: print as newlib would */
        if (*p != '%') {
            tmp[n++] = *p++;
            continue;
        }
        tmp[n++] = *p++;
        while (*p != '\0' && strchr("-+ #0123456789.*", *p) != NULL && n + 3 < cap)
            tmp[n++] = *p++;
        if (*p == 'z' || *p == 't') {
            p++;
        } else if (*p == 'j') {
            tmp[n++] = 'l';
            tmp[n++] = 'l';
            p++;
        } else if (*p == '%') {
            tmp[n++] = *p++;
        }
    }
    tmp[n] = '\0';
    return tmp;
}

int __wrap_vfprintf(FILE *f, const char *fmt, va_list ap)
{
    char tmp[512];
    return __real_vfprintf(f, c99_fmt(fmt, tmp, sizeof(tmp)), ap);
}

int __wrap_vsnprintf(char *buf, size_t len, const char *fmt, va_list ap)
{
    char tmp[512];
    return __real_vsnprintf(buf, len, c99_fmt(fmt, tmp, sizeof(tmp)), ap);
}

int __wrap_vprintf(const char *fmt, va_list ap) { return __wrap_vfprintf(stdout, fmt, ap); }

int __wrap_vsprintf(char *buf, const char *fmt, va_list ap) { return __wrap_vsnprintf(buf, (size_t)-1 >> 1, fmt, ap); }

int __wrap_printf(const char *fmt, ...)
{
    va_list ap;
    int r;
    va_start(ap, fmt);
    r = __wrap_vfprintf(stdout, fmt, ap);
    va_end(ap);
    return r;
}

int __wrap_fprintf(FILE *f, const char *fmt, ...)
{
    va_list ap;
    int r;
    va_start(ap, fmt);
    r = __wrap_vfprintf(f, fmt, ap);
    va_end(ap);
    return r;
}

int __wrap_snprintf(char *buf, size_t len, const char *fmt, ...)
{
    va_list ap;
    int r;
    va_start(ap, fmt);
    r = __wrap_vsnprintf(buf, len, fmt, ap);
    va_end(ap);
    return r;
}

int __wrap_sprintf(char *buf, const char *fmt, ...)
{
    va_list ap;
    int r;
    va_start(ap, fmt);
    r = __wrap_vsnprintf(buf, (size_t)-1 >> 1, fmt, ap);
    va_end(ap);
    return r;
}
