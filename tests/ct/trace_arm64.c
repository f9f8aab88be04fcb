/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Constant-flow check for the aarch64 build (scripts/arm64.sh, part of make test): valgrind does
 * not run aarch64 programs here, so the secret-handling operations of every symmetric
 * implementation object (the ARMv8 crypto back ends of src/accel/arm and the portable objects as
 * the aarch64 compiler built them) run under qemu-aarch64 with its execution log on
 * (-d exec,nochain: the guest address of every translation block entered, in order). The program
 * is run with different seeds: every key, message and state below comes from the seed; IVs and
 * counters, public as a nonce is, from a fixed stream; every length and count from the program text. The address sequences must be equal:
 * a branch on a secret would enter other blocks for some seed. (What a branch cannot show, a
 * secret-dependent load address, is excluded by construction instead: the back ends index no
 * table, and the portable objects' memory accesses are checked under valgrind on x86-64, make ct.)
 *
 *   trace_arm64 SEED            run every object of every list (fails if one is not usable: run
 *                               it on a CPU with every extension, qemu's "max")
 *   trace_arm64 --selftest SEED the negative control: a deliberate branch on the secret, whose
 *                               traces must differ between seeds 11111111 and 22222222 (the check can fail)
 * It prints the objects it ran; the script compares the traces of three seeds of eight digits each
 * (the C library's parsing of the argument branches on its length, nothing else).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cairn/accel.h"
#include "cairn/aead.h"
#include "cairn/cipher.h"
#include "cairn/hash.h"
#include "cairn/mac.h"

static uint64_t rng_state;

static uint64_t next64(void)
{
    uint64_t z = (rng_state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

static void fill(void *p, size_t n)
{
    uint8_t *b = (uint8_t *)p;
    size_t i;
    for (i = 0; i < n; i++)
        b[i] = (uint8_t)next64();
}

/* IVs and counters are public (a nonce: docs/constant-time.md, as the valgrind harness marks
 * them), so they come from a fixed stream of their own, the same for every seed; each run starts
 * near a carry out of the low 32 and 64 bits, where a counter's code would branch if it did. */
static uint64_t pub_state = 7;

static void fill_public(uint8_t *b, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++)
        b[i] = (uint8_t)((pub_state = pub_state * 6364136223846793005ull + 1442695040888963407ull) >> 56);
    if (n == 16)
        memset(b + 4, 0xff, 11); /* 0x...ffffff_ffffffff_fffffff?: carries into bits 32 and 64 soon */
}

static volatile uint64_t sink;

static void consume(const void *p, size_t n)
{
    const uint8_t *b = (const uint8_t *)p;
    uint64_t h = 0;
    size_t i;
    for (i = 0; i < n; i++)
        h = h * 31u + b[i];
    sink ^= h;
}

static unsigned nobj, narm;

static int ran(const cairn_impl *o)
{
    if (!cairn_impl_usable(o)) {
        printf("trace_arm64: %s/%s is not usable on this CPU: run on one with every extension\n", o->prim, o->name);
        return 0;
    }
    printf(" %s/%s", o->prim, o->name);
    nobj++;
    if (strncmp(o->name, "arm-", 4) == 0)
        narm++;
    return 1;
}

/* 19 blocks: the back ends' 8- and 4-block groups and a tail */
#define NB 19
static uint64_t ks[CAIRN_CIPHER_KS_WORDS];
static uint8_t in[NB * 16], out[NB * 16], iv[16], ctr[16], mac[16], key[32];

static int block_list(const cairn_impl *const *list, const size_t *keylens, size_t nkeys)
{
    size_t i, k;
    for (i = 0; list[i] != NULL; i++) {
        const cairn_block_impl *b = (const cairn_block_impl *)list[i];
        size_t nblk = NB * 16 / b->block_len;
        if (!ran(list[i]))
            return 0;
        for (k = 0; k < nkeys; k++) {
            fill(key, sizeof key);
            if (b->set_key(ks, key, keylens[k]) != CAIRN_OK) {
                printf("\ntrace_arm64: %s set_key(%u) failed\n", b->base.name, (unsigned)keylens[k]);
                return 0;
            }
            fill(in, sizeof in);
            b->encrypt(ks, out, in, nblk);
            consume(out, sizeof out);
            b->decrypt(ks, out, in, nblk);
            consume(out, sizeof out);
            fill_public(iv, sizeof iv);
            if (b->cbc_encrypt != NULL) {
                b->cbc_encrypt(ks, iv, out, in, nblk);
                consume(out, sizeof out);
            }
            if (b->cbc_decrypt != NULL) {
                b->cbc_decrypt(ks, iv, out, in, nblk);
                consume(out, sizeof out);
            }
            fill_public(ctr, sizeof ctr);
            if (b->ctr != NULL) {
                b->ctr(ks, ctr, out, in, nblk);
                consume(out, sizeof out);
            }
            if (b->ctr32 != NULL) {
                b->ctr32(ks, ctr, out, in, nblk);
                consume(out, sizeof out);
            }
            fill(mac, sizeof mac);
            if (b->ccm_encrypt != NULL) {
                b->ccm_encrypt(ks, mac, ctr, out, in, nblk);
                consume(out, sizeof out);
            }
            if (b->ccm_decrypt != NULL) {
                b->ccm_decrypt(ks, mac, ctr, out, in, nblk);
                consume(out, sizeof out);
            }
            consume(mac, sizeof mac);
            consume(ctr, sizeof ctr);
            if (b->gcm != NULL && cairn_impl_usable(&b->gcm->base)) {
                const cairn_impl *const *g;
                for (g = cairn_ghash_impls; *g != NULL; g++) {
                    const cairn_ghash_impl *gh = (const cairn_ghash_impl *)*g;
                    static uint64_t hk[CAIRN_GHASH_KEY_WORDS];
                    uint8_t h[16];
                    if (gh->hk_layout != b->gcm->hk_layout || !cairn_impl_usable(*g))
                        continue;
                    printf(" (%s with %s)", b->gcm->base.name, gh->base.name);
                    fill(h, sizeof h);
                    gh->set_h(hk, h);
                    b->gcm->encrypt(ks, hk, ctr, mac, out, in, nblk);
                    consume(out, sizeof out);
                    b->gcm->decrypt(ks, hk, ctr, mac, out, in, nblk);
                    consume(out, sizeof out);
                    consume(mac, sizeof mac);
                }
            }
        }
    }
    return 1;
}

/* one compression of each Merkle-Damgard hash object: its state from the seed, then blocks */
#define MD_LIST(list, type, word, nwords, nblocks)                                                                     \
    for (j = 0; (list)[j] != NULL; j++) {                                                                              \
        word st[nwords];                                                                                               \
        if (!ran((list)[j]))                                                                                           \
            return 0;                                                                                                  \
        fill(st, sizeof st);                                                                                           \
        fill(in, sizeof in);                                                                                           \
        ((const type *)(list)[j])->compress(st, in, nblocks);                                                          \
        consume(st, sizeof st);                                                                                        \
    }

static int hash_lists(void)
{
    static const size_t rates[] = {72, 104, 136, 144, 168};
    uint64_t st64[25];
    size_t j, r;
    MD_LIST(cairn_md5_impls, cairn_md5_impl, uint32_t, 4, 4)
    MD_LIST(cairn_sha1_impls, cairn_sha1_impl, uint32_t, 5, 4)
    MD_LIST(cairn_sha256_impls, cairn_sha256_impl, uint32_t, 8, 4)
    MD_LIST(cairn_sha512_impls, cairn_sha512_impl, uint64_t, 8, 2)
    MD_LIST(cairn_sm3_impls, cairn_sm3_impl, uint32_t, 8, 4)
    for (j = 0; cairn_keccak_impls[j] != NULL; j++) {
        const cairn_keccak_impl *k = (const cairn_keccak_impl *)cairn_keccak_impls[j];
        if (!ran(cairn_keccak_impls[j]))
            return 0;
        fill(st64, sizeof st64);
        for (r = 0; r < sizeof rates / sizeof rates[0]; r++) {
            fill(in, sizeof in);
            k->absorb(st64, in, 1, rates[r]);
        }
        k->permute(st64);
        consume(st64, sizeof st64);
    }
    for (j = 0; cairn_ascon_impls[j] != NULL; j++) {
        const cairn_ascon_impl *a = (const cairn_ascon_impl *)cairn_ascon_impls[j];
        uint64_t s[5];
        if (!ran(cairn_ascon_impls[j]))
            return 0;
        fill(s, sizeof s);
        fill(in, sizeof in);
        a->permute(s, 12);
        a->absorb8(s, in, 3, 12);
        a->absorb16(s, in, 3, 8);
        a->encrypt16(s, out, in, 3, 8);
        a->decrypt16(s, out, in, 3, 8);
        consume(s, sizeof s);
        consume(out, sizeof out);
    }
    return 1;
}

static int mac_lists(void)
{
    size_t j;
    for (j = 0; cairn_ghash_impls[j] != NULL; j++) {
        const cairn_ghash_impl *g = (const cairn_ghash_impl *)cairn_ghash_impls[j];
        static uint64_t hk[CAIRN_GHASH_KEY_WORDS];
        uint8_t h[16], y[16];
        if (!ran(cairn_ghash_impls[j]))
            return 0;
        fill(h, sizeof h);
        fill(y, sizeof y);
        fill(in, sizeof in);
        g->set_h(hk, h);
        g->update(hk, y, in, NB);
        consume(y, sizeof y);
    }
    for (j = 0; cairn_poly1305_impls[j] != NULL; j++) {
        const cairn_poly1305_impl *p = (const cairn_poly1305_impl *)cairn_poly1305_impls[j];
        uint64_t st[12];
        uint8_t pk[32], tag[16];
        if (!ran(cairn_poly1305_impls[j]))
            return 0;
        fill(pk, sizeof pk);
        fill(in, sizeof in);
        p->init(st, pk);
        p->blocks(st, in, NB, 1);
        p->blocks(st, in, 1, 0);
        p->finish(st, tag);
        consume(tag, sizeof tag);
    }
    for (j = 0; cairn_chacha20_impls[j] != NULL; j++) {
        const cairn_chacha20_impl *c = (const cairn_chacha20_impl *)cairn_chacha20_impls[j];
        uint32_t st[16];
        if (!ran(cairn_chacha20_impls[j]))
            return 0;
        fill(st, sizeof st); /* key words from the seed; counter and nonce words fixed (public) */
        st[12] = 0xfffffff0u;
        st[13] = st[14] = st[15] = 0x01020304u;
        fill(in, sizeof in);
        c->xor_blocks(st, out, in, sizeof in - 5);
        consume(out, sizeof out);
        if (c->xor_masked != NULL) {
            c->xor_masked(st, out, in, sizeof in, (uint8_t)(0u - (unsigned)(next64() & 1u)));
            consume(out, sizeof out);
        }
    }
    return 1;
}

int main(int argc, char **argv)
{
    static const size_t aes_keys[] = {16, 24, 32}, k16[] = {16}, k24[] = {24};
    int selftest = argc == 3 && strcmp(argv[1], "--selftest") == 0;
    if (argc != 2 && !selftest) {
        fprintf(stderr, "usage: trace_arm64 [--selftest] SEED\n");
        return 2;
    }
    rng_state = strtoull(argv[argc - 1], NULL, 10);
    if (selftest) {
        /* the negative control: a branch on a secret byte (a loop run s & 7 times, each pass a
         * volatile store the compiler must keep) must change the trace */
        unsigned s = (uint8_t)rng_state, i; /* 11111111: 7 times, 22222222: 6 times */
        for (i = 0; i < (s & 7u); i++)
            sink ^= i;
        printf("trace_arm64: selftest ran\n");
        return 0;
    }
    printf("trace_arm64:");
    if (!block_list(cairn_aes_impls, aes_keys, 3) || !block_list(cairn_sm4_impls, k16, 1) ||
        !block_list(cairn_des3_impls, k24, 1) || !hash_lists() || !mac_lists())
        return 1;
    printf("\ntrace_arm64: %u objects, %u of them arm-*\n", nobj, narm);
    return 0;
}
