/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Operating-system entropy. Linux: getrandom(2) with flags 0, which blocks
 * only until the kernel pool is first seeded and never afterwards; kernels
 * older than 3.17 (ENOSYS) and sandboxes that filter the call (EPERM) fall
 * back to /dev/urandom. Other Unix systems read /dev/urandom directly.
 * Bare-metal builds have no OS: a port plugs its TRNG in as a cairn_rng_fn.
 */

/* The library is built with -std=c99, which hides POSIX and getrandom from
 * the system headers; ask for them before the first include. */
#if !defined(_DEFAULT_SOURCE)
#define _DEFAULT_SOURCE 1
#endif
#if !defined(_POSIX_C_SOURCE) && !defined(__APPLE__)
#define _POSIX_C_SOURCE 200809L
#endif

#include "cairn/rng.h"
#include "rng/os_entropy_internal.h"

#if CAIRN_HOSTED && !defined(_WIN32)

#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>
#if defined(__linux__)
#include <sys/random.h>
#endif

/* Bytes per read()/getrandom() call: what Linux before 5.18 returned at
 * most per call (32 MiB - 1). Asking no more than that keeps the count inside
 * ssize_t on 32-bit targets, and makes every request above it take the
 * continuation path, so the tests exercise it on any kernel. */
#define OS_CHUNK (((size_t)1 << 25) - 1)

/* see rng/os_entropy_internal.h */
int cairn_os_entropy_urandom(uint8_t *out, size_t len)
{
    struct stat st;
    size_t done = 0;
    int fd, flags = O_RDONLY;

    if (out == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (len == 0)
        return CAIRN_OK;
#if defined(O_CLOEXEC)
    flags |= O_CLOEXEC; /* do not leak the descriptor into a concurrent exec */
#endif
    do {
        fd = open("/dev/urandom", flags);
    } while (fd < 0 && errno == EINTR);
    if (fd < 0)
        return CAIRN_ERR_RNG;
    /* A regular file planted at /dev/urandom (a broken chroot) is not entropy. */
    if (fstat(fd, &st) != 0 || !S_ISCHR(st.st_mode)) {
        (void)close(fd);
        return CAIRN_ERR_RNG;
    }
    while (done < len) {
        size_t want = len - done < OS_CHUNK ? len - done : OS_CHUNK;
        ssize_t r = read(fd, out + done, want);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0)
            break;
        done += (size_t)r;
    }
    (void)close(fd); /* never retried: on Linux the descriptor is gone even after EINTR */
    if (done != len) {
        cairn_wipe(out, len);
        return CAIRN_ERR_RNG;
    }
    return CAIRN_OK;
}

/* see cairn/rng.h */
int cairn_os_entropy(void *state, uint8_t *out, size_t len)
{
#if defined(__linux__)
    size_t done = 0;
#endif

    (void)state;
    if (out == NULL)
        return CAIRN_ERR_BAD_ARG;
    if (len == 0)
        return CAIRN_OK;
#if defined(__linux__)
    /* Requests above 256 bytes may come back short, and a signal can
     * interrupt them (EINTR): loop until everything is filled. */
    while (done < len) {
        size_t want = len - done < OS_CHUNK ? len - done : OS_CHUNK;
        ssize_t r = getrandom(out + done, want, 0);
        if (r > 0) {
            done += (size_t)r;
            continue;
        }
        if (r < 0 && errno == EINTR)
            continue;
        if (r < 0 && (errno == ENOSYS || errno == EPERM) && done == 0)
            return cairn_os_entropy_urandom(out, len);
        cairn_wipe(out, len);
        return CAIRN_ERR_RNG;
    }
    return CAIRN_OK;
#else
    return cairn_os_entropy_urandom(out, len);
#endif
}

#else /* bare metal, or Windows (not wired up yet) */

/* see rng/os_entropy_internal.h */
int cairn_os_entropy_urandom(uint8_t *out, size_t len)
{
    (void)out;
    (void)len;
    return CAIRN_ERR_UNSUPPORTED;
}

/* see cairn/rng.h */
int cairn_os_entropy(void *state, uint8_t *out, size_t len)
{
    (void)state;
    (void)out;
    (void)len;
    return CAIRN_ERR_UNSUPPORTED;
}

#endif
