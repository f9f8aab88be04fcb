/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Linked into fuzz_replay_readdir_fault with -Wl,--wrap=readdir,--wrap=readdir64:
 * readdir returns the directory's entries, then, where it would signal the
 * end, NULL with errno = EOVERFLOW, as glibc's readdir does on a 32-bit
 * build without large-file support (seen under qemu-user). A replay that
 * takes that NULL for the end of the directory passes having read only part
 * of it; tests/replay_check.sh requires it to fail.
 *
 * The wrappers only pass pointers through (replay.c calls readdir or
 * readdir64 depending on the large-file setting; this file never looks
 * inside an entry), so the entry type stays opaque here.
 */
#include <errno.h>
#include <stddef.h>

void *__real_readdir(void *dir);
void *__real_readdir64(void *dir);
void *__wrap_readdir(void *dir);
void *__wrap_readdir64(void *dir);

static void *fail_at_end(void *entry)
{
    if (entry == NULL && errno == 0)
        errno = EOVERFLOW;
    return entry;
}

void *__wrap_readdir(void *dir)
{
    errno = 0;
    return fail_at_end(__real_readdir(dir));
}

void *__wrap_readdir64(void *dir)
{
    errno = 0;
    return fail_at_end(__real_readdir64(dir));
}
