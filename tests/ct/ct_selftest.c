/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Self-test of the constant-time harness, never part of the library: two
 * deliberately leaky operations that make ct must report (a secret-dependent
 * branch, a secret-indexed table look-up) and a clean control built from the
 * library's own helper, which must not be reported. tests/ct/run.sh runs it
 * at the same flags as the real harness on every `make ct`.
 */
#include <string.h>

#include "core/internal.h"
#include "ct.h"

/* The classic timing bug: a comparison that stops at the first difference.
 * noinline keeps the compiler from folding it into the caller's constants. */
__attribute__((noinline)) static int leaky_memeq(const uint8_t *a, const uint8_t *b, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++)
        if (a[i] != b[i])
            return 0;
    return 1;
}

static int op_secret_branch(const ct_arg *arg)
{
    uint8_t mac[32], tag[32];
    int r;
    (void)arg;
    ct_fill(mac, sizeof mac, 1);
    memcpy(tag, mac, sizeof tag);
    tag[5] ^= 1;
    CT_SECRET(mac, sizeof mac);
    r = leaky_memeq(mac, tag, sizeof mac);
    CT_PUBLIC(&r, sizeof r);
    return r != 0;
}

/* An S-box indexed by a secret byte (what table-based AES does). */
static const uint8_t sbox[256] = {
#define R16(b) b, b + 1, b + 2, b + 3, b + 4, b + 5, b + 6, b + 7, b + 8, b + 9, b + 10, b + 11, b + 12, b + 13, b + 14, b + 15
    R16(0x63), R16(0x10), R16(0x20), R16(0x30), R16(0x40), R16(0x50), R16(0x60), R16(0x70),
    R16(0x80), R16(0x90), R16(0xa0), R16(0xb0), R16(0xc0), R16(0xd0), R16(0xe0), R16(0x00)};

__attribute__((noinline)) static void leaky_sub(uint8_t *out, const uint8_t *in, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++)
        out[i] = sbox[in[i]];
}

static int op_secret_index(const ct_arg *arg)
{
    uint8_t key[16], out[16];
    (void)arg;
    ct_fill(key, sizeof key, 2);
    CT_SECRET(key, sizeof key);
    leaky_sub(out, key, sizeof key);
    CT_PUBLIC(out, sizeof out);
    return 0;
}

/* Control: the same comparison done right must stay silent, or the harness
 * would "catch" everything. */
static int op_control(const ct_arg *arg)
{
    uint8_t mac[32], tag[32];
    uint32_t r;
    (void)arg;
    ct_fill(mac, sizeof mac, 1);
    memcpy(tag, mac, sizeof tag);
    tag[5] ^= 1;
    CT_SECRET(mac, sizeof mac);
    r = cairn_ct_memeq(mac, tag, sizeof mac);
    CT_PUBLIC(&r, sizeof r);
    return r != 0;
}

static const ct_op ops[] = {
    {"selftest secret-dependent branch", CT_ONCE, op_secret_branch, "MAC", CT_MUST_LEAK, "early-exit comparison"},
    {"selftest secret-indexed table", CT_ONCE, op_secret_index, "key bytes", CT_MUST_LEAK, "sbox[key[i]]"},
    {"selftest control (cairn_ct_memeq)", CT_ONCE, op_control, "MAC", CT_CLEAN, "none"},
};

int main(int argc, char **argv)
{
    return ct_run("ct-selftest", ops, sizeof ops / sizeof ops[0], argc, argv);
}
