/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * AES, bitsliced over 32-bit words for 32-bit cores: two blocks per pass,
 * the same fixsliced rounds as aes_ct64.c (see aes_internal.h). Also the
 * shared FIPS 197 key expansion.
 *
 * Word q[i] holds bit i of all 32 state bytes; byte (row r, column c) of
 * block lane l sits at bit 8 r + 4 l + c, which is exactly where the 8x8 bit
 * transpose of the two blocks read as eight little-endian words puts it.
 */
#include "cipher/aes_internal.h"
#include "cipher/cipher_internal.h"

#if CAIRN_ENABLE_AES

/* On a 14-register core the rounds' values already outnumber the registers:
 * GCC's reassociation of the XOR chains and its induction-variable rewrite of
 * the key pointer lengthen live ranges and add spills, so both are off here;
 * with the floating-point registers out of its reach the allocator spills
 * less (as in a soft-float build), and register renaming and one allocation
 * region for the whole function trim a few more moves and spills. Not where
 * size is the aim (-Os, the small profile, whose rounds are calls). */
#if defined(__GNUC__) && !defined(__clang__) && defined(__arm__) && !defined(__OPTIMIZE_SIZE__) && !CAIRN_SMALL
#pragma GCC optimize("no-tree-reassoc", "no-ivopts", "rename-registers", "ira-region=one")
#if __GNUC__ >= 10 /* general-regs-only for Arm is recent */
#pragma GCC target("general-regs-only")
#endif
#endif

/* ---- key expansion (shared with aes_ct64.c) ---- */

#if CAIRN_SMALL
static CAIRN_NOINLINE void sbox(uint32_t q[8]);
#endif

/* SubWord through the circuit: bit k of plane p is bit p of byte k. */
static uint32_t sub_word(uint32_t x)
{
    uint32_t q[8], y = 0;
    unsigned p, k;
    for (p = 0; p < 8; p++) {
        q[p] = 0;
        for (k = 0; k < 4; k++)
            q[p] |= ((x >> (8 * k + p)) & 1) << k;
    }
#if CAIRN_SMALL
    sbox(q); /* the rounds' circuit, not a second copy */
#else
    CAIRN_AES_SBOX_RAW(uint32_t, q);
#endif
    for (p = 0; p < 8; p++)
        for (k = 0; k < 4; k++)
            y |= ((q[p] >> k) & 1) << (8 * k + p);
    cairn_wipe(q, sizeof q);
    return y ^ 0x63636363u;
}

unsigned cairn_aes_expand_key(uint32_t w[60], const uint8_t *key, size_t keylen)
{
    unsigned nk, nr, i, j;
    uint32_t rcon = 1;

    if (keylen != 16 && keylen != 24 && keylen != 32)
        return 0;
    nk = (unsigned)(keylen >> 2);
    nr = nk + 6;
    for (i = 0; i < nk; i++)
        w[i] = cairn_load32_be(key + 4 * i);
    /* j = i mod nk, kept as a counter (no division in the library) */
    for (i = nk, j = 0; i < 4 * (nr + 1); i++) {
        uint32_t t = w[i - 1];
        if (j == 0) {
            t = sub_word(cairn_rotl32(t, 8)) ^ (rcon << 24);
            rcon = (rcon << 1) ^ (0x11bu & (0u - (rcon >> 7)));
        } else if (nk > 6 && j == 4) {
            t = sub_word(t);
        }
        w[i] = w[i - nk] ^ t;
        if (++j == nk)
            j = 0;
    }
    return nr;
}

/* ---- bitsliced core ---- */

/* The loops over the eight planes fully unrolled at -O2 too, where GCC
 * otherwise keeps them as loops over arrays in memory; not where size is
 * the aim (-Os, the small profile). */
#if defined(__GNUC__) && !defined(__clang__) && defined(__OPTIMIZE__) && !defined(__OPTIMIZE_SIZE__) && !CAIRN_SMALL
#define UNROLL8 _Pragma("GCC unroll 8")
#else
#define UNROLL8
#endif

CAIRN_INLINE uint32_t nib_mask(unsigned b) { return b == 1 ? 0x77777777u : b == 2 ? 0x33333333u : 0x11111111u; }

#define SWAPMOVE(a, b, m, s)                                                                                       \
    do {                                                                                                           \
        uint32_t t_ = (((a) >> (s)) ^ (b)) & (m);                                                                  \
        (b) ^= t_;                                                                                                 \
        (a) ^= t_ << (s);                                                                                          \
    } while (0)

CAIRN_INLINE void transpose(uint32_t q[8])
{
    SWAPMOVE(q[0], q[1], 0x55555555u, 1);
    SWAPMOVE(q[2], q[3], 0x55555555u, 1);
    SWAPMOVE(q[4], q[5], 0x55555555u, 1);
    SWAPMOVE(q[6], q[7], 0x55555555u, 1);
    SWAPMOVE(q[0], q[2], 0x33333333u, 2);
    SWAPMOVE(q[1], q[3], 0x33333333u, 2);
    SWAPMOVE(q[4], q[6], 0x33333333u, 2);
    SWAPMOVE(q[5], q[7], 0x33333333u, 2);
    SWAPMOVE(q[0], q[4], 0x0f0f0f0fu, 4);
    SWAPMOVE(q[1], q[5], 0x0f0f0f0fu, 4);
    SWAPMOVE(q[2], q[6], 0x0f0f0f0fu, 4);
    SWAPMOVE(q[3], q[7], 0x0f0f0f0fu, 4);
}

/* cairn_store32_le through memcpy on a little-endian target: GCC for Arm
 * does not merge the four byte stores into one (unaligned) word store. */
CAIRN_INLINE void store32_le(uint8_t *p, uint32_t v)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    memcpy(p, &v, 4);
#else
    cairn_store32_le(p, v);
#endif
}

/*
 * The fixsliced rounds leave SR^-Nr = SR^2 (rows 1 and 3 turned by two
 * columns) for the end; here it is done on the bytes instead, three
 * instructions per column pair against seven per plane. Words are the eight
 * little-endian words of two blocks, word 4 l + c column c of lane l with row
 * r in bits 8 r, so rows 1 and 3 trade places between columns c and c + 2.
 * Applied after encryption's transpose and before decryption's (the last
 * round key is stored permuted to match, see ct32_set_key); sr = Nr != 12.
 * Not in the small profile, where the rounds do it on the planes (less code).
 */
#define SR2_ON_BYTES (!CAIRN_SMALL)

CAIRN_INLINE void sr2_bytes(uint32_t w[8])
{
    uint32_t t;
    unsigned l, c;
    for (l = 0; l < 8; l += 4)
        for (c = 0; c < 2; c++) {
            t = (w[l + c] ^ w[l + c + 2]) & 0xff00ff00u;
            w[l + c] ^= t;
            w[l + c + 2] ^= t;
        }
}

/* 32 bytes (two blocks) to bit planes. */
static void load2(uint32_t q[8], const uint8_t *in, int sr)
{
    unsigned k;
    UNROLL8
    for (k = 0; k < 8; k++)
        q[k] = cairn_load32_le(in + 4 * k);
    if (sr)
        sr2_bytes(q);
    transpose(q);
}

static void store2(uint8_t *out, uint32_t q[8], int sr)
{
    unsigned k;
    transpose(q);
    if (sr)
        sr2_bytes(q);
    UNROLL8
    for (k = 0; k < 8; k++)
        store32_le(out + 4 * k, q[k]);
}

/* out = in ^ (the bytes of q); out == in allowed. */
static void store2_xor(uint8_t *out, uint32_t q[8], const uint8_t *in, int sr)
{
    unsigned k;
    transpose(q);
    if (sr)
        sr2_bytes(q);
    UNROLL8
    for (k = 0; k < 8; k++)
        store32_le(out + 4 * k, q[k] ^ cairn_load32_le(in + 4 * k));
}

/*
 * On Thumb-2 cores (ARMv7-M and later; not in the small profile) the
 * rounds of both directions are assembly: the same operations (this file's
 * sbox or inv_sbox, mix_columns or inv_mix_columns, add_round_key; the
 * forward S-box as a 118-gate circuit) with a register allocation of their own.
 * gcc keeps about 50 values a round in memory around the S-box circuit; the
 * generator schedules each round kind for few live values, allocates
 * registers by furthest next use with spills and reloads in LDRD/STRD
 * pairs, and leaves the state where one round ends for the next (r0-r7 at
 * the loop's head). Written by scripts/gen-aes-ct32-arm.py --emit, whose
 * --check runs it on a model of the instructions against a Python model of
 * these rounds for every key size. EOR/AND with rotated operands, MOV,
 * loads and stores at fixed offsets: no branch but decryption's entry and
 * the round loops', on the (public) number of rounds. The C rounds below are
 * the reference the host tests and the ct harness run. Little-endian only:
 * the assembly reads each 64-bit key slot's low word at its address.
 */
#if !CAIRN_SMALL && (defined(__GNUC__) || defined(__clang__)) && defined(__thumb2__) && defined(__BYTE_ORDER__) &&     \
    __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__ && !defined(CAIRN_AES_NO_ASM)
#define AES_ARM_ASM 1
#else
#define AES_ARM_ASM 0
#endif

#if AES_ARM_ASM
/* generated by scripts/gen-aes-ct32-arm.py --emit: begin */
/* encrypt_state (from AddRoundKey 0 on) on the planes q, round keys sk in
 * ct32_set_key's layout; instructions per round, MixColumns offset 1, 2, 3, 0
 * and the last: 247, 215, 249, 191, 164; a 88-byte frame */
void cairn_aes_ct32_encrypt_armv7m(uint32_t q[8], const uint64_t *sk, unsigned nr);
/* decrypt_state (from AddRoundKey Nr on) on the planes q, round keys sk in
 * ct32_set_key's layout; instructions per round, InvMixColumns offset 0, 3, 2, 1
 * and the last: 218, 275, 243, 276, 170; a 88-byte frame */
void cairn_aes_ct32_decrypt_armv7m(uint32_t q[8], const uint64_t *sk, unsigned nr);
__asm__(".pushsection .text.cairn_aes_ct32_armv7m,\"ax\",%progbits\n\t"
        ".syntax unified\n\t"
        ".thumb\n\t"
        ".p2align 2\n\t"
        ".global cairn_aes_ct32_encrypt_armv7m\n\t"
        ".hidden cairn_aes_ct32_encrypt_armv7m\n\t"
        ".type cairn_aes_ct32_encrypt_armv7m, %function\n\t"
        ".thumb_func\n\t"
        "cairn_aes_ct32_encrypt_armv7m:\n\t"
        "push {r4-r11, lr}\n\t"
        "sub sp, sp, #88\n\t"
        "str r0, [sp, #0]\n\t"
        "add r3, r1, r2, lsl #6\n\t"
        "str r3, [sp, #4]\n\t"
        "mov lr, r1\n\t"
        "ldm r0, {r0-r7}\n\t"
        "ldrd r8, r9, [lr, #0]\n\t"
        "ldrd r10, r11, [lr, #16]\n\t"
        "eor r0, r0, r8\n\t"
        "eor r1, r1, r9\n\t"
        "eor r2, r2, r10\n\t"
        "eor r3, r3, r11\n\t"
        "ldrd r8, r9, [lr, #32]\n\t"
        "ldrd r10, r11, [lr, #48]\n\t"
        "eor r4, r4, r8\n\t"
        "eor r5, r5, r9\n\t"
        "eor r6, r6, r10\n\t"
        "eor r7, r7, r11\n\t"
        "add lr, lr, #64\n\t"
        "str lr, [sp, #8]\n\t"
        "1:\n\t"
        /* round, MixColumns offset 1 */
        "eor r5, r6, r5\n\t"
        "eor r8, r5, r0\n\t"
        "eor r9, r8, r4\n\t"
        "eor r10, r7, r2\n\t"
        "eor r11, r7, r1\n\t"
        "eor r1, r8, r1\n\t"
        "eor r12, r7, r4\n\t"
        "eor r4, r4, r2\n\t"
        "and lr, r1, r8\n\t"
        "strd lr, r12, [sp, #12]\n\t"
        "eor lr, r1, r10\n\t"
        "eor r12, r8, r7\n\t"
        "strd r8, r1, [sp, #20]\n\t"
        "and r8, r9, r0\n\t"
        "eor r1, r11, r4\n\t"
        "eor r3, r3, r1\n\t"
        "eor r6, r3, r6\n\t"
        "eor r2, r3, r2\n\t"
        "eor r3, r2, r5\n\t"
        "strd r9, r12, [sp, #28]\n\t"
        "eor r9, r3, r10\n\t"
        "and r12, r10, r3\n\t"
        "strd r10, r9, [sp, #36]\n\t"
        "eor r10, r2, r0\n\t"
        "and r9, lr, r10\n\t"
        "strd lr, r10, [sp, #44]\n\t"
        "and lr, r1, r2\n\t"
        "eor r9, r9, lr\n\t"
        "eor r8, r8, lr\n\t"
        "ldrd lr, r10, [sp, #12]\n\t"
        "strd r1, r2, [sp, #52]\n\t"
        "eor r1, r6, r10\n\t"
        "eor r2, r5, r1\n\t"
        "eor r5, r7, r2\n\t"
        "eor r7, r3, r1\n\t"
        "strd r3, r5, [sp, #60]\n\t"
        "and r3, r11, r2\n\t"
        "eor r5, lr, r3\n\t"
        "and lr, r4, r7\n\t"
        "strd r4, r7, [sp, #68]\n\t"
        "eor r4, r11, r2\n\t"
        "eor r7, r0, r1\n\t"
        "strd r2, r11, [sp, #76]\n\t"
        "and r2, r10, r1\n\t"
        "eor r11, lr, r2\n\t"
        "eor r2, r12, r2\n\t"
        "eor r5, r5, r11\n\t"
        "eor r4, r5, r4\n\t"
        "eor r5, r9, r11\n\t"
        "eor r5, r5, r6\n\t"
        "eor r6, r8, r2\n\t"
        "ldr r8, [sp, #40]\n\t"
        "eor r6, r6, r8\n\t"
        "and r8, r5, r4\n\t"
        "eor r9, r6, r8\n\t"
        "eor r5, r5, r6\n\t"
        "ldrd r12, r11, [sp, #28]\n\t"
        "and lr, r11, r7\n\t"
        "eor r3, lr, r3\n\t"
        "eor r2, r3, r2\n\t"
        "ldr r3, [sp, #64]\n\t"
        "eor r2, r2, r3\n\t"
        "eor r3, r2, r8\n\t"
        "eor r8, r4, r2\n\t"
        "and r8, r9, r8\n\t"
        "eor r8, r8, r2\n\t"
        "and r9, r8, r12\n\t"
        "eor r4, r4, r8\n\t"
        "eor r12, r3, r8\n\t"
        "and r2, r2, r12\n\t"
        "and r0, r8, r0\n\t"
        "eor r4, r2, r4\n\t"
        "ldrd lr, r12, [sp, #44]\n\t"
        "and r12, r4, r12\n\t"
        "eor r2, r3, r2\n\t"
        "and lr, r4, lr\n\t"
        "and r3, r5, r3\n\t"
        "eor r3, r3, r6\n\t"
        "and r6, r3, r7\n\t"
        "and r2, r3, r2\n\t"
        "eor r2, r5, r2\n\t"
        "and r5, r3, r11\n\t"
        "ldrd r11, r7, [sp, #20]\n\t"
        "and r7, r2, r7\n\t"
        "and r11, r2, r11\n\t"
        "strd r9, r5, [sp, #20]\n\t"
        "eor r9, r2, r4\n\t"
        "ldr r5, [sp, #36]\n\t"
        "and r5, r9, r5\n\t"
        "eor r2, r3, r2\n\t"
        "eor r4, r8, r4\n\t"
        "eor r3, r3, r8\n\t"
        "and r8, r3, r10\n\t"
        "ldr r10, [sp, #56]\n\t"
        "and r10, r4, r10\n\t"
        "strd r5, r0, [sp, #12]\n\t"
        "ldr r5, [sp, #52]\n\t"
        "and r0, r4, r5\n\t"
        "ldrd r5, r4, [sp, #76]\n\t"
        "and r4, r2, r4\n\t"
        "and r2, r2, r5\n\t"
        "eor r5, r12, r0\n\t"
        "ldr r12, [sp, #60]\n\t"
        "and r12, r9, r12\n\t"
        "eor r9, r3, r9\n\t"
        "and r1, r3, r1\n\t"
        "ldr r3, [sp, #72]\n\t"
        "and r3, r9, r3\n\t"
        "strd r0, r1, [sp, #28]\n\t"
        "ldr r0, [sp, #68]\n\t"
        "and r0, r9, r0\n\t"
        "eor r0, r8, r0\n\t"
        "eor r1, r0, r7\n\t"
        "eor r0, r0, lr\n\t"
        "eor r1, r1, r6\n\t"
        "eor r7, r1, r4\n\t"
        "eor r7, r7, r11\n\t"
        "eor r7, r7, r3\n\t"
        "eor r7, r7, r12\n\t"
        "eor r9, r0, r11\n\t"
        "eor r4, r10, r4\n\t"
        "eor r10, r5, r10\n\t"
        "ldrd lr, r11, [sp, #12]\n\t"
        "eor r4, r4, r11\n\t"
        "eor r0, r10, r0\n\t"
        "eor r5, r9, r5\n\t"
        "eor r5, r5, r11\n\t"
        "eor r5, r5, r6\n\t"
        "eor r6, r9, r2\n\t"
        "eor r1, r1, r4\n\t"
        "eor r1, r1, r2\n\t"
        "ldrd r9, r2, [sp, #20]\n\t"
        "eor r2, r4, r2\n\t"
        "eor r2, r2, r12\n\t"
        "eor r4, r2, r8\n\t"
        "eor r4, r4, lr\n\t"
        "eor r8, r6, r10\n\t"
        "ldrd r11, r10, [sp, #28]\n\t"
        "eor r0, r0, r10\n\t"
        "eor r0, r0, r3\n\t"
        "eor r3, r6, r3\n\t"
        "eor r2, r3, r2\n\t"
        "eor r2, r2, r9\n\t"
        "eor r3, r3, r10\n\t"
        "eor r3, r3, r11\n\t"
        "eor r4, r4, r10\n\t"
        "eor r6, r2, r2, ror #4\n\t"
        "eor r9, r4, r4, ror #4\n\t"
        "eor r10, r5, r5, ror #4\n\t"
        "eor r11, r7, r7, ror #4\n\t"
        "eor r12, r3, r3, ror #4\n\t"
        "eor lr, r8, r8, ror #4\n\t"
        "strd r3, r8, [sp, #12]\n\t"
        "eor r3, r1, r1, ror #4\n\t"
        "mov r8, #0x33333333\n\t"
        "strd r8, r5, [sp, #20]\n\t"
        "eor r8, r0, r0, ror #4\n\t"
        "mov r5, #0x77777777\n\t"
        "and r11, r5, r11, ror #5\n\t"
        "eor r11, r11, r7, ror #5\n\t"
        "and r8, r5, r8, ror #5\n\t"
        "and r9, r5, r9, ror #5\n\t"
        "and r3, r5, r3, ror #5\n\t"
        "eor r8, r8, r0, ror #5\n\t"
        "eor r0, r0, r8\n\t"
        "eor r9, r9, r4, ror #5\n\t"
        "eor r7, r7, r11\n\t"
        "and r6, r5, r6, ror #5\n\t"
        "eor r6, r6, r2, ror #5\n\t"
        "and r12, r5, r12, ror #5\n\t"
        "and r10, r5, r10, ror #5\n\t"
        "and r5, r5, lr, ror #5\n\t"
        "eor r3, r3, r1, ror #5\n\t"
        "ldr lr, [sp, #24]\n\t"
        "eor r10, r10, lr, ror #5\n\t"
        "eor r1, r1, r3\n\t"
        "eor lr, lr, r10\n\t"
        "eor r2, r2, r6\n\t"
        "eor r4, r4, r9\n\t"
        "strd r10, r2, [sp, #24]\n\t"
        "ldrd r2, r10, [sp, #12]\n\t"
        "eor r5, r5, r10, ror #5\n\t"
        "eor r6, r7, r6\n\t"
        "eor r10, r10, r5\n\t"
        "eor r12, r12, r2, ror #5\n\t"
        "eor r8, r4, r8\n\t"
        "eor r2, r2, r12\n\t"
        "eor r9, r10, r9\n\t"
        "eor r12, r0, r12\n\t"
        "eor r3, r2, r3\n\t"
        "strd r7, r10, [sp, #12]\n\t"
        "eor r7, r0, r0, ror #4\n\t"
        "ldr r10, [sp, #20]\n\t"
        "and r7, r10, r7, ror #14\n\t"
        "eor r0, r7, r0, ror #14\n\t"
        "eor r0, r8, r0\n\t"
        "eor r7, r1, r1, ror #4\n\t"
        "and r7, r10, r7, ror #14\n\t"
        "eor r7, r7, r1, ror #14\n\t"
        "eor r3, r3, r7\n\t"
        "eor r1, r1, r2\n\t"
        "eor r1, r1, r11\n\t"
        "eor r7, lr, lr, ror #4\n\t"
        "and r7, r10, r7, ror #14\n\t"
        "eor r7, r7, lr, ror #14\n\t"
        "eor r8, r4, r4, ror #4\n\t"
        "and r8, r10, r8, ror #14\n\t"
        "eor r4, r8, r4, ror #14\n\t"
        "eor r4, r9, r4\n\t"
        "eor r8, lr, r2\n\t"
        "eor r5, r8, r5\n\t"
        "ldr r8, [sp, #28]\n\t"
        "eor r9, r8, r8, ror #4\n\t"
        "and r9, r10, r9, ror #14\n\t"
        "eor r9, r9, r8, ror #14\n\t"
        "eor r6, r6, r9\n\t"
        "eor r8, r8, r2\n\t"
        "ldr r9, [sp, #24]\n\t"
        "eor r8, r8, r9\n\t"
        "eor r7, r8, r7\n\t"
        "eor r8, r2, r2, ror #4\n\t"
        "and r8, r10, r8, ror #14\n\t"
        "eor r2, r8, r2, ror #14\n\t"
        "eor r2, r12, r2\n\t"
        "ldrd r9, r8, [sp, #12]\n\t"
        "eor r11, r8, r8, ror #4\n\t"
        "and r11, r10, r11, ror #14\n\t"
        "eor r8, r11, r8, ror #14\n\t"
        "eor r5, r5, r8\n\t"
        "eor r8, r9, r9, ror #4\n\t"
        "and r8, r10, r8, ror #14\n\t"
        "eor r8, r8, r9, ror #14\n\t"
        "eor r1, r1, r8\n\t"
        "ldr r8, [sp, #8]\n\t"
        "ldrd r9, r10, [r8], #64\n\t"
        "eor r3, r3, r9\n\t"
        "eor r1, r1, r10\n\t"
        "str r8, [sp, #8]\n\t"
        "ldrd r9, r10, [r8, #-32]\n\t"
        "eor r4, r4, r10\n\t"
        "eor r5, r5, r9\n\t"
        "ldrd r9, r10, [r8, #-48]\n\t"
        "eor r6, r6, r9\n\t"
        "eor r7, r7, r10\n\t"
        "ldrd r9, r10, [r8, #-16]\n\t"
        "eor r2, r2, r10\n\t"
        "eor r0, r0, r9\n\t"
        "ldr r9, [sp, #4]\n\t"
        "cmp r8, r9\n\t"
        "bhs 3f\n\t"
        /* round, MixColumns offset 2 */
        "eor r4, r0, r4\n\t"
        "eor r8, r5, r6\n\t"
        "eor r9, r4, r3\n\t"
        "eor r10, r9, r2\n\t"
        "eor r11, r2, r1\n\t"
        "eor r1, r9, r1\n\t"
        "and r12, r1, r9\n\t"
        "mov lr, #0x33333333\n\t"
        "strd lr, r10, [sp, #12]\n\t"
        "eor lr, r2, r6\n\t"
        "eor r10, r9, r5\n\t"
        "eor r5, r2, r5\n\t"
        "strd r9, r12, [sp, #20]\n\t"
        "eor r9, r1, lr\n\t"
        "and r12, r10, r3\n\t"
        "strd r1, r10, [sp, #28]\n\t"
        "eor r1, r11, r8\n\t"
        "eor r7, r7, r1\n\t"
        "eor r0, r7, r0\n\t"
        "eor r6, r7, r6\n\t"
        "eor r7, r6, r3\n\t"
        "and r10, r9, r7\n\t"
        "strd r9, r7, [sp, #36]\n\t"
        "and r9, r1, r6\n\t"
        "eor r7, r10, r9\n\t"
        "eor r9, r12, r9\n\t"
        "eor r10, r6, r4\n\t"
        "eor r12, r10, lr\n\t"
        "strd r1, r6, [sp, #44]\n\t"
        "eor r1, r0, r5\n\t"
        "eor r4, r4, r1\n\t"
        "eor r2, r2, r4\n\t"
        "and r6, r5, r1\n\t"
        "strd r5, r2, [sp, #52]\n\t"
        "eor r5, r10, r1\n\t"
        "and r2, r8, r5\n\t"
        "eor r2, r2, r6\n\t"
        "eor r7, r7, r2\n\t"
        "eor r0, r7, r0\n\t"
        "and r7, lr, r10\n\t"
        "eor r6, r7, r6\n\t"
        "eor r7, r9, r6\n\t"
        "eor r7, r7, r12\n\t"
        "and r9, r11, r4\n\t"
        "ldr r12, [sp, #24]\n\t"
        "eor r12, r12, r9\n\t"
        "eor r2, r12, r2\n\t"
        "eor r12, r0, r7\n\t"
        "strd lr, r10, [sp, #60]\n\t"
        "eor lr, r3, r1\n\t"
        "eor r10, r11, r4\n\t"
        "eor r2, r2, r10\n\t"
        "and r0, r0, r2\n\t"
        "ldr r10, [sp, #16]\n\t"
        "strd r8, r5, [sp, #68]\n\t"
        "and r8, r10, lr\n\t"
        "eor r5, r8, r9\n\t"
        "eor r5, r5, r6\n\t"
        "ldr r6, [sp, #56]\n\t"
        "eor r5, r5, r6\n\t"
        "eor r6, r5, r0\n\t"
        "eor r0, r7, r0\n\t"
        "and r8, r12, r6\n\t"
        "eor r7, r8, r7\n\t"
        "and r8, r7, r10\n\t"
        "and r9, r7, lr\n\t"
        "eor r10, r2, r5\n\t"
        "and r0, r0, r10\n\t"
        "eor r0, r0, r5\n\t"
        "ldrd lr, r10, [sp, #28]\n\t"
        "and r10, r0, r10\n\t"
        "and r3, r0, r3\n\t"
        "eor r2, r2, r0\n\t"
        "strd r10, r8, [sp, #76]\n\t"
        "eor r10, r6, r0\n\t"
        "and r5, r5, r10\n\t"
        "eor r6, r6, r5\n\t"
        "eor r2, r5, r2\n\t"
        "and r5, r7, r6\n\t"
        "eor r5, r12, r5\n\t"
        "and r6, r5, lr\n\t"
        "ldrd r10, r8, [sp, #36]\n\t"
        "and r8, r2, r8\n\t"
        "ldr r12, [sp, #20]\n\t"
        "and r12, r5, r12\n\t"
        "and r10, r2, r10\n\t"
        "eor lr, r7, r0\n\t"
        "strd r3, r12, [sp, #16]\n\t"
        "ldr r3, [sp, #52]\n\t"
        "and r3, lr, r3\n\t"
        "and r1, lr, r1\n\t"
        "eor r7, r7, r5\n\t"
        "eor r0, r0, r2\n\t"
        "and r11, r7, r11\n\t"
        "eor r2, r5, r2\n\t"
        "and r4, r7, r4\n\t"
        "eor r5, lr, r2\n\t"
        "ldrd r12, r7, [sp, #68]\n\t"
        "and r7, r5, r7\n\t"
        "and r5, r5, r12\n\t"
        "ldrd lr, r12, [sp, #60]\n\t"
        "and r12, r2, r12\n\t"
        "and r2, r2, lr\n\t"
        "eor r5, r3, r5\n\t"
        "eor r10, r5, r10\n\t"
        "eor r5, r5, r6\n\t"
        "ldrd lr, r6, [sp, #44]\n\t"
        "and r6, r0, r6\n\t"
        "and r0, r0, lr\n\t"
        "eor r8, r8, r0\n\t"
        "eor r5, r5, r9\n\t"
        "ldr lr, [sp, #20]\n\t"
        "strd r0, r1, [sp, #24]\n\t"
        "eor r0, r10, lr\n\t"
        "eor r1, r5, r11\n\t"
        "eor r1, r1, lr\n\t"
        "eor r1, r1, r7\n\t"
        "eor r1, r1, r12\n\t"
        "eor r11, r6, r11\n\t"
        "eor r6, r8, r6\n\t"
        "eor r8, r0, r8\n\t"
        "eor r0, r0, r4\n\t"
        "ldr lr, [sp, #16]\n\t"
        "eor r11, r11, lr\n\t"
        "eor r8, r8, lr\n\t"
        "eor r8, r8, r9\n\t"
        "eor r9, r6, r10\n\t"
        "ldr r10, [sp, #80]\n\t"
        "eor r10, r11, r10\n\t"
        "eor r5, r5, r11\n\t"
        "eor r10, r10, r12\n\t"
        "eor r4, r5, r4\n\t"
        "eor r5, r0, r6\n\t"
        "eor r3, r10, r3\n\t"
        "eor r2, r3, r2\n\t"
        "ldr r3, [sp, #28]\n\t"
        "eor r6, r9, r3\n\t"
        "eor r2, r2, r3\n\t"
        "eor r6, r6, r7\n\t"
        "eor r0, r0, r7\n\t"
        "eor r3, r0, r3\n\t"
        "eor r0, r0, r10\n\t"
        "ldr r7, [sp, #24]\n\t"
        "eor r3, r3, r7\n\t"
        "ldr r7, [sp, #76]\n\t"
        "eor r0, r0, r7\n\t"
        "eor r7, r5, r5, ror #4\n\t"
        "ldr r9, [sp, #12]\n\t"
        "and r7, r9, r7, ror #6\n\t"
        "eor r10, r1, r1, ror #4\n\t"
        "eor r7, r7, r5, ror #6\n\t"
        "eor r11, r0, r0, ror #4\n\t"
        "and r11, r9, r11, ror #6\n\t"
        "eor r5, r5, r7\n\t"
        "and r10, r9, r10, ror #6\n\t"
        "eor r11, r11, r0, ror #6\n\t"
        "eor r0, r0, r11\n\t"
        "eor r12, r2, r2, ror #4\n\t"
        "eor r10, r10, r1, ror #6\n\t"
        "eor r1, r1, r10\n\t"
        "and r12, r9, r12, ror #6\n\t"
        "eor r12, r12, r2, ror #6\n\t"
        "eor r2, r2, r12\n\t"
        "eor r12, r5, r12\n\t"
        "eor r11, r1, r11\n\t"
        "eor lr, r8, r8, ror #4\n\t"
        "and lr, r9, lr, ror #6\n\t"
        "eor r12, r12, r2, ror #16\n\t"
        "eor lr, lr, r8, ror #6\n\t"
        "eor r8, r8, lr\n\t"
        "eor r11, r11, r0, ror #16\n\t"
        "strd r11, r12, [sp, #16]\n\t"
        "eor r11, r3, r3, ror #4\n\t"
        "and r11, r9, r11, ror #6\n\t"
        "eor r11, r11, r3, ror #6\n\t"
        "eor r3, r3, r11\n\t"
        "eor r0, r0, r3\n\t"
        "eor r0, r0, lr\n\t"
        "eor r0, r0, r8, ror #16\n\t"
        "eor r8, r8, r3\n\t"
        "eor r7, r8, r7\n\t"
        "eor r5, r7, r5, ror #16\n\t"
        "eor r7, r6, r6, ror #4\n\t"
        "and r7, r9, r7, ror #6\n\t"
        "eor r7, r7, r6, ror #6\n\t"
        "eor r6, r6, r7\n\t"
        "eor r2, r2, r7\n\t"
        "eor r7, r6, r11\n\t"
        "eor r2, r2, r6, ror #16\n\t"
        "eor r6, r7, r3, ror #16\n\t"
        "eor r7, r4, r4, ror #4\n\t"
        "and r7, r9, r7, ror #6\n\t"
        "eor r7, r7, r4, ror #6\n\t"
        "eor r4, r4, r7\n\t"
        "eor r7, r3, r7\n\t"
        "eor r7, r7, r4, ror #16\n\t"
        "eor r3, r4, r3\n\t"
        "eor r3, r3, r10\n\t"
        "eor r1, r3, r1, ror #16\n\t"
        "ldr r8, [sp, #8]\n\t"
        "ldrd r3, r4, [r8], #64\n\t"
        "eor r3, r7, r3\n\t"
        "eor r1, r1, r4\n\t"
        "str r8, [sp, #8]\n\t"
        "ldrd r4, r7, [r8, #-32]\n\t"
        "ldr r9, [sp, #20]\n\t"
        "eor r7, r9, r7\n\t"
        "eor r4, r5, r4\n\t"
        "ldrd r5, r9, [r8, #-48]\n\t"
        "eor r0, r0, r9\n\t"
        "ldr r9, [sp, #16]\n\t"
        "eor r5, r9, r5\n\t"
        "ldrd r9, r10, [r8, #-16]\n\t"
        "eor r2, r2, r9\n\t"
        "eor r6, r6, r10\n\t"
        /* round, MixColumns offset 3 */
        "eor r7, r2, r7\n\t"
        "eor r8, r6, r5\n\t"
        "eor r9, r6, r4\n\t"
        "eor r10, r6, r1\n\t"
        "eor r11, r7, r3\n\t"
        "eor r1, r11, r1\n\t"
        "eor r12, r11, r4\n\t"
        "eor r4, r4, r5\n\t"
        "and lr, r12, r3\n\t"
        "strd r12, r6, [sp, #12]\n\t"
        "eor r12, r10, r4\n\t"
        "eor r0, r0, r12\n\t"
        "eor r5, r0, r5\n\t"
        "eor r0, r0, r2\n\t"
        "eor r2, r5, r3\n\t"
        "and r6, r12, r5\n\t"
        "eor lr, lr, r6\n\t"
        "strd r12, lr, [sp, #20]\n\t"
        "eor r12, r0, r9\n\t"
        "eor lr, r3, r12\n\t"
        "strd r3, lr, [sp, #28]\n\t"
        "eor r3, r7, r12\n\t"
        "eor r7, r5, r7\n\t"
        "eor lr, r7, r12\n\t"
        "strd r5, r7, [sp, #36]\n\t"
        "eor r5, r1, r8\n\t"
        "and r7, r4, lr\n\t"
        "strd lr, r4, [sp, #44]\n\t"
        "and lr, r5, r2\n\t"
        "eor r4, lr, r6\n\t"
        "and r6, r9, r12\n\t"
        "eor r7, r7, r6\n\t"
        "eor r4, r4, r7\n\t"
        "eor r0, r4, r0\n\t"
        "and r4, r10, r3\n\t"
        "eor lr, r10, r3\n\t"
        "strd r5, r10, [sp, #52]\n\t"
        "ldr r5, [sp, #16]\n\t"
        "eor r10, r11, r5\n\t"
        "eor r5, r5, r3\n\t"
        "strd r3, r2, [sp, #60]\n\t"
        "and r3, r1, r11\n\t"
        "eor r2, r3, r4\n\t"
        "eor r2, r2, r7\n\t"
        "eor r2, r2, lr\n\t"
        "and r3, r0, r2\n\t"
        "ldr r7, [sp, #40]\n\t"
        "eor lr, r7, r8\n\t"
        "strd r1, r11, [sp, #68]\n\t"
        "ldr r1, [sp, #32]\n\t"
        "and r11, r10, r1\n\t"
        "eor r4, r11, r4\n\t"
        "and r11, r8, r7\n\t"
        "eor r6, r11, r6\n\t"
        "ldr r11, [sp, #24]\n\t"
        "eor r11, r11, r6\n\t"
        "eor r4, r4, r6\n\t"
        "eor r4, r4, r5\n\t"
        "eor r5, r11, lr\n\t"
        "eor r0, r0, r5\n\t"
        "eor r6, r5, r3\n\t"
        "eor r3, r4, r3\n\t"
        "eor r11, r2, r4\n\t"
        "and r6, r6, r11\n\t"
        "eor r6, r6, r4\n\t"
        "ldr r11, [sp, #28]\n\t"
        "and r11, r6, r11\n\t"
        "eor r2, r2, r6\n\t"
        "ldr lr, [sp, #12]\n\t"
        "and lr, r6, lr\n\t"
        "strd lr, r11, [sp, #12]\n\t"
        "and lr, r0, r3\n\t"
        "eor r5, lr, r5\n\t"
        "and r10, r5, r10\n\t"
        "and r1, r5, r1\n\t"
        "eor r11, r5, r6\n\t"
        "and r12, r11, r12\n\t"
        "and r9, r11, r9\n\t"
        "eor lr, r3, r6\n\t"
        "and r4, r4, lr\n\t"
        "eor r2, r4, r2\n\t"
        "eor r3, r3, r4\n\t"
        "eor r4, r6, r2\n\t"
        "ldr r6, [sp, #20]\n\t"
        "and r6, r4, r6\n\t"
        "ldr lr, [sp, #36]\n\t"
        "and r4, r4, lr\n\t"
        "and r3, r5, r3\n\t"
        "ldr lr, [sp, #64]\n\t"
        "and lr, r2, lr\n\t"
        "eor r0, r0, r3\n\t"
        "eor r3, lr, r6\n\t"
        "eor r5, r5, r0\n\t"
        "ldr lr, [sp, #56]\n\t"
        "and lr, r5, lr\n\t"
        "strd r6, r10, [sp, #20]\n\t"
        "ldr r6, [sp, #60]\n\t"
        "and r5, r5, r6\n\t"
        "ldrd r10, r6, [sp, #68]\n\t"
        "and r6, r0, r6\n\t"
        "and r10, r0, r10\n\t"
        "strd r5, r12, [sp, #28]\n\t"
        "ldr r5, [sp, #52]\n\t"
        "and r5, r2, r5\n\t"
        "eor r0, r0, r2\n\t"
        "eor r2, r11, r0\n\t"
        "and r7, r0, r7\n\t"
        "and r0, r0, r8\n\t"
        "ldrd r11, r8, [sp, #44]\n\t"
        "and r8, r2, r8\n\t"
        "and r2, r2, r11\n\t"
        "eor r8, r9, r8\n\t"
        "eor r5, r8, r5\n\t"
        "eor r8, r8, r10\n\t"
        "eor r10, r4, lr\n\t"
        "eor r8, r8, r1\n\t"
        "eor r4, r3, r4\n\t"
        "eor r11, r8, lr\n\t"
        "eor r11, r11, r6\n\t"
        "eor r11, r11, r2\n\t"
        "eor r11, r11, r7\n\t"
        "ldr r12, [sp, #16]\n\t"
        "eor r10, r10, r12\n\t"
        "eor r6, r5, r6\n\t"
        "eor r5, r4, r5\n\t"
        "ldr lr, [sp, #32]\n\t"
        "eor r5, r5, lr\n\t"
        "eor r5, r5, r2\n\t"
        "eor r3, r6, r3\n\t"
        "eor r3, r3, r12\n\t"
        "eor r1, r3, r1\n\t"
        "ldr r3, [sp, #24]\n\t"
        "eor r3, r10, r3\n\t"
        "eor r3, r3, r7\n\t"
        "eor r7, r8, r10\n\t"
        "ldr r8, [sp, #28]\n\t"
        "eor r6, r6, r8\n\t"
        "eor r7, r7, r8\n\t"
        "eor r8, r3, r9\n\t"
        "eor r0, r8, r0\n\t"
        "eor r2, r6, r2\n\t"
        "eor r4, r6, r4\n\t"
        "eor r0, r0, lr\n\t"
        "eor r3, r2, r3\n\t"
        "ldr r6, [sp, #12]\n\t"
        "eor r3, r3, r6\n\t"
        "eor r2, r2, lr\n\t"
        "ldr r6, [sp, #20]\n\t"
        "eor r2, r2, r6\n\t"
        "eor r6, r7, r7, ror #4\n\t"
        "eor r8, r5, r5, ror #4\n\t"
        "eor r9, r4, r4, ror #4\n\t"
        "eor r10, r1, r1, ror #4\n\t"
        "eor r12, r2, r2, ror #4\n\t"
        "eor lr, r11, r11, ror #4\n\t"
        "strd r5, r7, [sp, #12]\n\t"
        "eor r5, r0, r0, ror #4\n\t"
        "eor r7, r3, r3, ror #4\n\t"
        "strd r6, r8, [sp, #20]\n\t"
        "mov r6, #0x33333333\n\t"
        "mov r8, #0x11111111\n\t"
        "and r5, r8, r5, ror #7\n\t"
        "eor r5, r5, r0, ror #7\n\t"
        "and r12, r8, r12, ror #7\n\t"
        "and r10, r8, r10, ror #7\n\t"
        "eor r10, r10, r1, ror #7\n\t"
        "and r9, r8, r9, ror #7\n\t"
        "and r7, r8, r7, ror #7\n\t"
        "eor r7, r7, r3, ror #7\n\t"
        "eor r3, r3, r7\n\t"
        "eor r12, r12, r2, ror #7\n\t"
        "and lr, r8, lr, ror #7\n\t"
        "eor r1, r1, r10\n\t"
        "eor lr, lr, r11, ror #7\n\t"
        "eor r0, r0, r5\n\t"
        "eor r11, r11, lr\n\t"
        "eor r7, r11, r7\n\t"
        "eor r9, r9, r4, ror #7\n\t"
        "strd r11, r1, [sp, #28]\n\t"
        "ldrd r1, r11, [sp, #20]\n\t"
        "and r11, r8, r11, ror #7\n\t"
        "and r1, r8, r1, ror #7\n\t"
        "eor r2, r2, r12\n\t"
        "ldr r8, [sp, #16]\n\t"
        "eor r1, r1, r8, ror #7\n\t"
        "strd r10, r7, [sp, #20]\n\t"
        "ldr r10, [sp, #12]\n\t"
        "eor r7, r11, r10, ror #7\n\t"
        "eor r10, r10, r7\n\t"
        "eor r4, r4, r9\n\t"
        "eor r11, r10, r12\n\t"
        "eor r7, r0, r7\n\t"
        "eor r5, r4, r5\n\t"
        "eor r8, r8, r1\n\t"
        "eor r1, r2, r1\n\t"
        "eor r12, r10, r10, ror #4\n\t"
        "and r12, r6, r12, ror #14\n\t"
        "eor r10, r12, r10, ror #14\n\t"
        "eor r7, r7, r10\n\t"
        "eor r10, r8, r8, ror #4\n\t"
        "and r10, r6, r10, ror #14\n\t"
        "eor r10, r10, r8, ror #14\n\t"
        "eor r8, r8, r2\n\t"
        "eor r8, r8, lr\n\t"
        "eor r1, r1, r10\n\t"
        "eor r10, r4, r4, ror #4\n\t"
        "eor r12, r2, r2, ror #4\n\t"
        "and r12, r6, r12, ror #14\n\t"
        "eor r12, r12, r2, ror #14\n\t"
        "eor r11, r11, r12\n\t"
        "and r10, r6, r10, ror #14\n\t"
        "eor r4, r10, r4, ror #14\n\t"
        "eor r10, r3, r3, ror #4\n\t"
        "and r10, r6, r10, ror #14\n\t"
        "eor r10, r10, r3, ror #14\n\t"
        "ldrd lr, r12, [sp, #20]\n\t"
        "eor r10, r12, r10\n\t"
        "eor r3, r3, r2\n\t"
        "eor r3, r3, lr\n\t"
        "ldrd lr, r12, [sp, #28]\n\t"
        "eor r2, r12, r2\n\t"
        "eor r2, r2, r9\n\t"
        "eor r2, r2, r4\n\t"
        "eor r4, lr, lr, ror #4\n\t"
        "and r4, r6, r4, ror #14\n\t"
        "eor r4, r4, lr, ror #14\n\t"
        "eor r4, r8, r4\n\t"
        "eor r8, r0, r0, ror #4\n\t"
        "and r8, r6, r8, ror #14\n\t"
        "eor r0, r8, r0, ror #14\n\t"
        "eor r0, r5, r0\n\t"
        "eor r5, r12, r12, ror #4\n\t"
        "and r5, r6, r5, ror #14\n\t"
        "eor r5, r5, r12, ror #14\n\t"
        "eor r3, r3, r5\n\t"
        "ldr r8, [sp, #8]\n\t"
        "ldrd r5, r6, [r8], #64\n\t"
        "eor r1, r1, r5\n\t"
        "eor r4, r4, r6\n\t"
        "str r8, [sp, #8]\n\t"
        "ldrd r5, r6, [r8, #-32]\n\t"
        "eor r2, r2, r5\n\t"
        "eor r0, r0, r6\n\t"
        "ldrd r5, r6, [r8, #-16]\n\t"
        "eor r6, r11, r6\n\t"
        "eor r5, r7, r5\n\t"
        "ldrd r7, r9, [r8, #-48]\n\t"
        "eor r7, r10, r7\n\t"
        "eor r3, r3, r9\n\t"
        "ldr r9, [sp, #4]\n\t"
        "cmp r8, r9\n\t"
        "bhs 4f\n\t"
        /* round, MixColumns offset 0 */
        "eor r0, r5, r0\n\t"
        "eor r8, r6, r7\n\t"
        "eor r9, r6, r4\n\t"
        "eor r10, r2, r7\n\t"
        "eor r11, r9, r10\n\t"
        "eor r3, r3, r11\n\t"
        "eor r5, r3, r5\n\t"
        "eor r3, r3, r7\n\t"
        "eor r7, r3, r1\n\t"
        "eor r12, r0, r1\n\t"
        "eor r4, r12, r4\n\t"
        "eor lr, r12, r2\n\t"
        "eor r2, r6, r2\n\t"
        "strd r9, r6, [sp, #12]\n\t"
        "and r9, lr, r1\n\t"
        "eor r6, r4, r8\n\t"
        "strd lr, r10, [sp, #20]\n\t"
        "eor lr, r5, r2\n\t"
        "and r10, r6, r7\n\t"
        "strd r7, r6, [sp, #28]\n\t"
        "and r7, r2, lr\n\t"
        "eor r6, r1, lr\n\t"
        "strd r2, r1, [sp, #36]\n\t"
        "and r2, r11, r3\n\t"
        "eor r1, r9, r2\n\t"
        "eor r2, r10, r2\n\t"
        "and r9, r4, r12\n\t"
        "eor r10, r3, r0\n\t"
        "eor r0, r0, lr\n\t"
        "strd r3, r11, [sp, #44]\n\t"
        "eor r3, r10, lr\n\t"
        "eor r11, r10, r8\n\t"
        "strd lr, r4, [sp, #52]\n\t"
        "ldr lr, [sp, #24]\n\t"
        "and r4, lr, r3\n\t"
        "strd r3, r9, [sp, #60]\n\t"
        "ldrd r9, r3, [sp, #12]\n\t"
        "eor lr, r3, r0\n\t"
        "eor r3, r12, r3\n\t"
        "eor r4, r4, r7\n\t"
        "eor r2, r2, r4\n\t"
        "eor r2, r2, r5\n\t"
        "and r5, r8, r10\n\t"
        "eor r5, r5, r7\n\t"
        "eor r1, r1, r5\n\t"
        "eor r1, r1, r11\n\t"
        "and r7, r3, r6\n\t"
        "eor r11, r9, r0\n\t"
        "strd r10, r8, [sp, #68]\n\t"
        "and r10, r9, r0\n\t"
        "eor r7, r7, r10\n\t"
        "ldr r8, [sp, #64]\n\t"
        "eor r8, r8, r10\n\t"
        "eor r4, r8, r4\n\t"
        "eor r4, r4, r11\n\t"
        "eor r5, r7, r5\n\t"
        "eor r5, r5, lr\n\t"
        "eor r7, r2, r1\n\t"
        "and r2, r2, r4\n\t"
        "eor r8, r5, r2\n\t"
        "eor r2, r1, r2\n\t"
        "and r10, r7, r8\n\t"
        "eor r1, r10, r1\n\t"
        "and r3, r1, r3\n\t"
        "and r6, r1, r6\n\t"
        "eor r10, r4, r5\n\t"
        "and r2, r2, r10\n\t"
        "eor r2, r2, r5\n\t"
        "ldr r10, [sp, #20]\n\t"
        "and r10, r2, r10\n\t"
        "eor r4, r4, r2\n\t"
        "eor r11, r8, r2\n\t"
        "and r5, r5, r11\n\t"
        "ldr r11, [sp, #40]\n\t"
        "and r11, r2, r11\n\t"
        "eor r8, r8, r5\n\t"
        "eor r4, r5, r4\n\t"
        "and r5, r1, r8\n\t"
        "ldrd lr, r8, [sp, #28]\n\t"
        "and r8, r4, r8\n\t"
        "eor r5, r7, r5\n\t"
        "and r7, r4, lr\n\t"
        "and r12, r5, r12\n\t"
        "ldr lr, [sp, #56]\n\t"
        "and lr, r5, lr\n\t"
        "strd r10, r3, [sp, #16]\n\t"
        "eor r10, r1, r2\n\t"
        "eor r2, r2, r4\n\t"
        "eor r3, r5, r4\n\t"
        "eor r1, r1, r5\n\t"
        "and r0, r1, r0\n\t"
        "ldr r4, [sp, #36]\n\t"
        "and r4, r10, r4\n\t"
        "and r1, r1, r9\n\t"
        "ldrd r9, r5, [sp, #68]\n\t"
        "and r5, r3, r5\n\t"
        "strd r5, r11, [sp, #28]\n\t"
        "ldrd r11, r5, [sp, #44]\n\t"
        "and r5, r2, r5\n\t"
        "and r2, r2, r11\n\t"
        "and r9, r3, r9\n\t"
        "eor r7, r7, r5\n\t"
        "ldr r11, [sp, #52]\n\t"
        "and r11, r10, r11\n\t"
        "eor r3, r10, r3\n\t"
        "ldr r10, [sp, #24]\n\t"
        "and r10, r3, r10\n\t"
        "eor r10, r4, r10\n\t"
        "strd r5, r4, [sp, #36]\n\t"
        "ldr r5, [sp, #60]\n\t"
        "and r3, r3, r5\n\t"
        "eor r4, r10, lr\n\t"
        "eor r4, r4, r6\n\t"
        "eor r5, r10, r8\n\t"
        "eor r8, r5, r12\n\t"
        "eor r10, r8, r7\n\t"
        "eor r8, r8, r0\n\t"
        "eor r7, r7, r2\n\t"
        "eor r5, r7, r5\n\t"
        "eor r5, r5, r11\n\t"
        "eor r2, r2, r1\n\t"
        "ldr lr, [sp, #32]\n\t"
        "eor r10, r10, lr\n\t"
        "eor r2, r2, lr\n\t"
        "eor r6, r10, r6\n\t"
        "eor r7, r8, r7\n\t"
        "eor r5, r5, r3\n\t"
        "eor r8, r8, r3\n\t"
        "ldr r10, [sp, #20]\n\t"
        "eor r10, r2, r10\n\t"
        "eor r1, r4, r1\n\t"
        "eor r2, r4, r2\n\t"
        "eor r0, r2, r0\n\t"
        "eor r1, r1, r12\n\t"
        "eor r1, r1, r3\n\t"
        "eor r2, r10, r9\n\t"
        "eor r1, r1, r9\n\t"
        "eor r3, r1, r1, ror #8\n\t"
        "ldrd r9, r4, [sp, #36]\n\t"
        "eor r4, r2, r4\n\t"
        "eor r2, r8, r2\n\t"
        "ldr r10, [sp, #28]\n\t"
        "eor r4, r4, r10\n\t"
        "ldr r10, [sp, #16]\n\t"
        "eor r2, r2, r10\n\t"
        "eor r4, r4, r11\n\t"
        "eor r8, r8, r11\n\t"
        "eor r8, r8, r9\n\t"
        "eor r9, r3, r2, ror #8\n\t"
        "eor r10, r6, r6, ror #8\n\t"
        "eor r11, r7, r7, ror #8\n\t"
        "eor r12, r11, r4, ror #8\n\t"
        "eor r2, r2, r2, ror #8\n\t"
        "eor r9, r9, r2, ror #16\n\t"
        "eor lr, r0, r0, ror #8\n\t"
        "eor r4, r4, r4, ror #8\n\t"
        "eor r12, r12, r4, ror #16\n\t"
        "eor r4, r4, r5, ror #8\n\t"
        "eor r5, r5, r5, ror #8\n\t"
        "eor r4, r4, r5, ror #16\n\t"
        "eor r5, r5, r8, ror #8\n\t"
        "eor r8, r8, r8, ror #8\n\t"
        "eor r0, r8, r0, ror #8\n\t"
        "eor r0, r0, lr, ror #16\n\t"
        "eor r5, r5, r8, ror #16\n\t"
        "eor r2, r2, r8\n\t"
        "eor r2, r2, r6, ror #8\n\t"
        "eor r6, lr, r8\n\t"
        "eor r1, r6, r1, ror #8\n\t"
        "eor r1, r1, r3, ror #16\n\t"
        "eor r2, r2, r10, ror #16\n\t"
        "eor r3, r10, r8\n\t"
        "eor r3, r3, r7, ror #8\n\t"
        "eor r3, r3, r11, ror #16\n\t"
        "ldr r8, [sp, #8]\n\t"
        "ldrd r6, r7, [r8], #64\n\t"
        "eor r0, r0, r6\n\t"
        "eor r1, r1, r7\n\t"
        "str r8, [sp, #8]\n\t"
        "ldrd r6, r7, [r8, #-16]\n\t"
        "eor r7, r5, r7\n\t"
        "eor r6, r4, r6\n\t"
        "ldrd r4, r5, [r8, #-32]\n\t"
        "eor r4, r3, r4\n\t"
        "eor r5, r12, r5\n\t"
        "ldrd r3, r10, [r8, #-48]\n\t"
        "eor r2, r2, r10\n\t"
        "eor r3, r9, r3\n\t"
        "mov r9, r3\n\t"
        "mov r3, r2\n\t"
        "mov r2, r9\n\t"
        "b 1b\n\t"
        "3:\n\t"
        /* the state to r0-r7 for the last round */
        "mov r8, r3\n\t"
        "mov r3, r7\n\t"
        "mov r7, r2\n\t"
        "mov r2, r6\n\t"
        "mov r6, r0\n\t"
        "mov r0, r8\n\t"
        "mov r9, r5\n\t"
        "mov r5, r4\n\t"
        "mov r4, r9\n\t"
        "b 2f\n\t"
        "4:\n\t"
        /* the state to r0-r7 for the last round */
        "mov r8, r1\n\t"
        "mov r1, r4\n\t"
        "mov r4, r2\n\t"
        "mov r2, r7\n\t"
        "mov r7, r6\n\t"
        "mov r6, r5\n\t"
        "mov r5, r0\n\t"
        "mov r0, r8\n\t"
        "2:\n\t"
        /* the last round: no MixColumns, the last round key */
        "eor r5, r6, r5\n\t"
        "eor r8, r5, r0\n\t"
        "eor r9, r4, r2\n\t"
        "eor r10, r7, r4\n\t"
        "eor r4, r8, r4\n\t"
        "eor r11, r7, r2\n\t"
        "eor r12, r7, r1\n\t"
        "eor r1, r8, r1\n\t"
        "eor lr, r12, r9\n\t"
        "eor r3, r3, lr\n\t"
        "eor r2, r3, r2\n\t"
        "eor r3, r3, r6\n\t"
        "and r6, r4, r0\n\t"
        "strd r4, r9, [sp, #12]\n\t"
        "eor r4, r8, r7\n\t"
        "eor r9, r2, r0\n\t"
        "strd r4, r0, [sp, #20]\n\t"
        "and r4, lr, r2\n\t"
        "and r0, r1, r8\n\t"
        "eor r6, r6, r4\n\t"
        "strd lr, r8, [sp, #28]\n\t"
        "eor lr, r2, r5\n\t"
        "eor r8, r1, r11\n\t"
        "strd r2, r1, [sp, #36]\n\t"
        "and r2, r8, r9\n\t"
        "eor r1, r2, r4\n\t"
        "eor r2, lr, r11\n\t"
        "eor r4, r3, r10\n\t"
        "eor r5, r5, r4\n\t"
        "eor r7, r7, r5\n\t"
        "strd r9, r8, [sp, #44]\n\t"
        "eor r9, lr, r4\n\t"
        "eor r8, r12, r5\n\t"
        "strd r7, r8, [sp, #52]\n\t"
        "and r7, r10, r4\n\t"
        "and r8, r11, lr\n\t"
        "eor r8, r8, r7\n\t"
        "eor r6, r6, r8\n\t"
        "eor r2, r6, r2\n\t"
        "and r6, r12, r5\n\t"
        "eor r0, r0, r6\n\t"
        "strd lr, r11, [sp, #60]\n\t"
        "ldr lr, [sp, #16]\n\t"
        "and r11, lr, r9\n\t"
        "eor r7, r11, r7\n\t"
        "eor r1, r1, r7\n\t"
        "eor r1, r1, r3\n\t"
        "eor r0, r0, r7\n\t"
        "ldrd r7, r3, [sp, #52]\n\t"
        "eor r0, r0, r3\n\t"
        "ldrd r11, r3, [sp, #20]\n\t"
        "strd r9, r12, [sp, #68]\n\t"
        "eor r9, r3, r4\n\t"
        "eor r12, r1, r2\n\t"
        "and r1, r1, r0\n\t"
        "and lr, r11, r9\n\t"
        "eor r6, lr, r6\n\t"
        "eor r6, r6, r8\n\t"
        "eor r6, r6, r7\n\t"
        "eor r7, r6, r1\n\t"
        "eor r1, r2, r1\n\t"
        "and r8, r12, r7\n\t"
        "eor r2, r8, r2\n\t"
        "and r8, r2, r9\n\t"
        "and r9, r2, r11\n\t"
        "eor r11, r0, r6\n\t"
        "and r1, r1, r11\n\t"
        "eor r1, r1, r6\n\t"
        "eor r0, r0, r1\n\t"
        "ldr r11, [sp, #12]\n\t"
        "and r11, r1, r11\n\t"
        "and r3, r1, r3\n\t"
        "eor lr, r2, r1\n\t"
        "and r4, lr, r4\n\t"
        "and r10, lr, r10\n\t"
        "strd r11, r4, [sp, #20]\n\t"
        "eor r11, r7, r1\n\t"
        "and r4, r6, r11\n\t"
        "eor r0, r4, r0\n\t"
        "eor r4, r7, r4\n\t"
        "and r4, r2, r4\n\t"
        "eor r4, r12, r4\n\t"
        "ldrd r7, r6, [sp, #44]\n\t"
        "and r6, r0, r6\n\t"
        "ldrd r12, r11, [sp, #36]\n\t"
        "and r11, r4, r11\n\t"
        "and r7, r0, r7\n\t"
        "strd r9, r3, [sp, #40]\n\t"
        "ldrd r3, r9, [sp, #28]\n\t"
        "and r9, r4, r9\n\t"
        "eor r1, r1, r0\n\t"
        "and r12, r1, r12\n\t"
        "and r1, r1, r3\n\t"
        "eor r3, r7, r1\n\t"
        "eor r2, r2, r4\n\t"
        "eor r0, r4, r0\n\t"
        "and r4, r2, r5\n\t"
        "ldrd r7, r5, [sp, #68]\n\t"
        "and r2, r2, r5\n\t"
        "ldr r5, [sp, #64]\n\t"
        "and r5, r0, r5\n\t"
        "strd r1, r5, [sp, #28]\n\t"
        "ldr r1, [sp, #60]\n\t"
        "and r1, r0, r1\n\t"
        "eor r0, lr, r0\n\t"
        "ldr r5, [sp, #16]\n\t"
        "and r5, r0, r5\n\t"
        "and r0, r0, r7\n\t"
        "eor r7, r3, r12\n\t"
        "eor r12, r12, r2\n\t"
        "eor r5, r10, r5\n\t"
        "eor r6, r5, r6\n\t"
        "eor r5, r5, r11\n\t"
        "eor r5, r5, r8\n\t"
        "eor r2, r5, r2\n\t"
        "eor r2, r2, r9\n\t"
        "ldr r11, [sp, #44]\n\t"
        "eor r12, r12, r11\n\t"
        "eor r9, r6, r9\n\t"
        "ldr lr, [sp, #40]\n\t"
        "eor lr, r12, lr\n\t"
        "eor r5, r5, r12\n\t"
        "eor r2, r2, r0\n\t"
        "eor r6, r7, r6\n\t"
        "ldr r12, [sp, #24]\n\t"
        "eor r6, r6, r12\n\t"
        "eor lr, lr, r1\n\t"
        "eor r1, r2, r1\n\t"
        "eor r2, r5, r4\n\t"
        "eor r4, r9, r4\n\t"
        "eor r3, r9, r3\n\t"
        "eor r3, r3, r11\n\t"
        "eor r3, r3, r8\n\t"
        "eor r5, lr, r10\n\t"
        "ldrd r9, r8, [sp, #28]\n\t"
        "eor r5, r5, r8\n\t"
        "eor r5, r5, r12\n\t"
        "eor r7, r4, r7\n\t"
        "eor r6, r6, r0\n\t"
        "eor r0, r4, r0\n\t"
        "eor r4, r0, lr\n\t"
        "ldr r8, [sp, #20]\n\t"
        "eor r4, r4, r8\n\t"
        "eor r0, r0, r12\n\t"
        "eor r0, r0, r9\n\t"
        "ldr r8, [sp, #8]\n\t"
        "ldrd r9, r10, [r8], #64\n\t"
        "eor r2, r2, r9\n\t"
        "eor r1, r1, r10\n\t"
        "str r8, [sp, #8]\n\t"
        "ldrd r9, r10, [r8, #-16]\n\t"
        "eor r0, r0, r10\n\t"
        "eor r6, r6, r9\n\t"
        "ldrd r9, r10, [r8, #-48]\n\t"
        "eor r4, r4, r9\n\t"
        "eor r3, r3, r10\n\t"
        "ldrd r9, r10, [r8, #-32]\n\t"
        "eor r5, r5, r10\n\t"
        "eor r7, r7, r9\n\t"
        "mov r9, r2\n\t"
        "mov r2, r4\n\t"
        "mov r4, r7\n\t"
        "mov r7, r0\n\t"
        "mov r0, r9\n\t"
        "ldr r8, [sp, #0]\n\t"
        "stm r8, {r0-r7}\n\t"
        /* clear the frame (spilled state and key words) */
        "movs r0, #0\n\t"
        "movs r1, #0\n\t"
        "strd r0, r1, [sp, #0]\n\t"
        "strd r0, r1, [sp, #8]\n\t"
        "strd r0, r1, [sp, #16]\n\t"
        "strd r0, r1, [sp, #24]\n\t"
        "strd r0, r1, [sp, #32]\n\t"
        "strd r0, r1, [sp, #40]\n\t"
        "strd r0, r1, [sp, #48]\n\t"
        "strd r0, r1, [sp, #56]\n\t"
        "strd r0, r1, [sp, #64]\n\t"
        "strd r0, r1, [sp, #72]\n\t"
        "strd r0, r1, [sp, #80]\n\t"
        "add sp, sp, #88\n\t"
        "pop {r4-r11, pc}\n\t"
        ".size cairn_aes_ct32_encrypt_armv7m, .-cairn_aes_ct32_encrypt_armv7m\n\t"
        ".p2align 2\n\t"
        ".global cairn_aes_ct32_decrypt_armv7m\n\t"
        ".hidden cairn_aes_ct32_decrypt_armv7m\n\t"
        ".type cairn_aes_ct32_decrypt_armv7m, %function\n\t"
        ".thumb_func\n\t"
        "cairn_aes_ct32_decrypt_armv7m:\n\t"
        "push {r4-r11, lr}\n\t"
        "sub sp, sp, #88\n\t"
        "str r0, [sp, #0]\n\t"
        "str r1, [sp, #4]\n\t"
        "add lr, r1, r2, lsl #6\n\t"
        "mov r12, r2\n\t"
        "ldm r0, {r0-r7}\n\t"
        /* AddRoundKey Nr */
        "ldrd r8, r9, [lr, #0]\n\t"
        "eor r0, r0, r8\n\t"
        "eor r1, r1, r9\n\t"
        "ldrd r8, r9, [lr, #16]\n\t"
        "eor r2, r2, r8\n\t"
        "eor r3, r3, r9\n\t"
        "ldrd r8, r9, [lr, #32]\n\t"
        "eor r4, r4, r8\n\t"
        "eor r5, r5, r9\n\t"
        "ldrd r8, r9, [lr, #48]\n\t"
        "eor r6, r6, r8\n\t"
        "eor r7, r7, r9\n\t"
        "sub lr, lr, #64\n\t"
        "str lr, [sp, #8]\n\t"
        "cmp r12, #12\n\t"
        "beq 5f\n\t"
        /* Nr = 10, 14: the first round has d = 1 */
        "mov r8, r2\n\t"
        "mov r2, r3\n\t"
        "mov r3, r7\n\t"
        "mov r7, r6\n\t"
        "mov r9, r0\n\t"
        "mov r0, r4\n\t"
        "mov r4, r1\n\t"
        "mov r1, r5\n\t"
        "mov r5, r9\n\t"
        "b 6f\n\t"
        "5:\n\t"
        /* Nr = 12: d = 3 */
        "mov r8, r7\n\t"
        "mov r7, r5\n\t"
        "mov r5, r6\n\t"
        "mov r9, r0\n\t"
        "mov r0, r3\n\t"
        "mov r3, r1\n\t"
        "mov r1, r4\n\t"
        "mov r4, r9\n\t"
        "b 7f\n\t"
        "1:\n\t"
        /* round, InvMixColumns offset 0 */
        "eor r2, r2, r7\n\t"
        "eor r8, r6, r7\n\t"
        "eor r7, r4, r7\n\t"
        "eor r6, r4, r6\n\t"
        "eor r9, r0, r1\n\t"
        "eor r4, r3, r4\n\t"
        "eor r10, r4, r8\n\t"
        "eor r11, r0, r4\n\t"
        "eor r0, r0, r3\n\t"
        "eor r3, r3, r10\n\t"
        "eor r12, r9, r8\n\t"
        "eor r9, r6, r9\n\t"
        "and lr, r7, r3\n\t"
        "strd r3, r7, [sp, #12]\n\t"
        "eor r3, r5, r9\n\t"
        "eor r7, r1, r3\n\t"
        "eor r1, r1, r11\n\t"
        "strd lr, r12, [sp, #20]\n\t"
        "eor lr, r5, r2\n\t"
        "eor r2, r9, r2\n\t"
        "eor r5, r5, r4\n\t"
        "eor r12, r3, r11\n\t"
        "strd r5, r10, [sp, #28]\n\t"
        "and r5, r9, lr\n\t"
        "and r10, r1, r12\n\t"
        "eor r7, r7, r10\n\t"
        "strd r9, lr, [sp, #36]\n\t"
        "and r9, r6, r11\n\t"
        "eor r7, r7, r9\n\t"
        "eor r9, r4, r2\n\t"
        "eor lr, r8, r0\n\t"
        "strd r11, r0, [sp, #44]\n\t"
        "eor r11, r2, lr\n\t"
        "and r0, r4, r2\n\t"
        "strd r4, r2, [sp, #52]\n\t"
        "eor r4, r6, r1\n\t"
        "and r2, r4, r3\n\t"
        "eor r2, r2, r10\n\t"
        "ldr r10, [sp, #32]\n\t"
        "strd r1, r3, [sp, #60]\n\t"
        "and r1, r10, r11\n\t"
        "eor r1, r1, r0\n\t"
        "eor r3, r7, r1\n\t"
        "and r7, r8, lr\n\t"
        "eor r0, r7, r0\n\t"
        "eor r2, r2, r0\n\t"
        "ldr r7, [sp, #28]\n\t"
        "eor r2, r2, r7\n\t"
        "eor r7, r11, r12\n\t"
        "strd r11, lr, [sp, #68]\n\t"
        "ldrd lr, r11, [sp, #20]\n\t"
        "and r10, r11, r7\n\t"
        "eor r9, r9, r10\n\t"
        "eor r5, r5, r10\n\t"
        "eor r9, r9, lr\n\t"
        "ldr r10, [sp, #48]\n\t"
        "eor r5, r5, r10\n\t"
        "eor r0, r5, r0\n\t"
        "eor r1, r9, r1\n\t"
        "eor r5, r1, r0\n\t"
        "and r9, r3, r1\n\t"
        "and r1, r1, r2\n\t"
        "and r1, r5, r1\n\t"
        "and r10, r0, r3\n\t"
        "eor r3, r3, r2\n\t"
        "and r10, r3, r10\n\t"
        "eor lr, r5, r9\n\t"
        "eor r1, r1, lr\n\t"
        "ldr lr, [sp, #44]\n\t"
        "and lr, r1, lr\n\t"
        "and r6, r1, r6\n\t"
        "strd lr, r6, [sp, #44]\n\t"
        "eor lr, r0, r9\n\t"
        "and r6, lr, r3\n\t"
        "eor r3, r3, r9\n\t"
        "eor r3, r10, r3\n\t"
        "ldrd lr, r10, [sp, #12]\n\t"
        "and r10, r3, r10\n\t"
        "eor r6, r2, r6\n\t"
        "eor r2, r2, r9\n\t"
        "and r2, r2, r5\n\t"
        "eor r0, r0, r2\n\t"
        "and r2, r0, r4\n\t"
        "ldrd r5, r4, [sp, #36]\n\t"
        "and r4, r6, r4\n\t"
        "and r9, r3, lr\n\t"
        "and r5, r6, r5\n\t"
        "ldr lr, [sp, #64]\n\t"
        "and lr, r0, lr\n\t"
        "eor r10, r4, r10\n\t"
        "strd r4, r9, [sp, #12]\n\t"
        "eor r4, r0, r1\n\t"
        "eor r1, r1, r3\n\t"
        "ldr r9, [sp, #60]\n\t"
        "and r9, r4, r9\n\t"
        "and r4, r4, r12\n\t"
        "eor r0, r0, r6\n\t"
        "eor r3, r6, r3\n\t"
        "ldrd r12, r6, [sp, #52]\n\t"
        "and r6, r0, r6\n\t"
        "and r7, r3, r7\n\t"
        "and r8, r1, r8\n\t"
        "and r12, r0, r12\n\t"
        "and r3, r3, r11\n\t"
        "ldr r11, [sp, #72]\n\t"
        "and r11, r1, r11\n\t"
        "eor r6, r6, r12\n\t"
        "eor r0, r0, r1\n\t"
        "ldr r1, [sp, #32]\n\t"
        "and r1, r0, r1\n\t"
        "strd r7, lr, [sp, #20]\n\t"
        "ldr r7, [sp, #68]\n\t"
        "and r0, r0, r7\n\t"
        "eor r3, r3, r8\n\t"
        "eor r7, r12, r3\n\t"
        "eor r7, r5, r7\n\t"
        "ldr r12, [sp, #48]\n\t"
        "eor r12, r12, r6\n\t"
        "eor r3, r12, r3\n\t"
        "eor r12, r9, r12\n\t"
        "eor r8, r8, r12\n\t"
        "eor r8, r10, r8\n\t"
        "eor r10, r11, r10\n\t"
        "eor r2, r2, r10\n\t"
        "eor r10, r1, r12\n\t"
        "eor r1, r1, r6\n\t"
        "eor r1, r9, r1\n\t"
        "eor r6, r11, r10\n\t"
        "eor r9, r0, r10\n\t"
        "eor r0, r0, r5\n\t"
        "eor r0, r8, r0\n\t"
        "eor r8, r4, r6\n\t"
        "ldrd r11, r10, [sp, #20]\n\t"
        "eor r8, r10, r8\n\t"
        "ldr r12, [sp, #44]\n\t"
        "eor r10, r12, r10\n\t"
        "eor r4, r4, r12\n\t"
        "eor r9, r4, r9\n\t"
        "ldrd lr, r12, [sp, #12]\n\t"
        "eor r4, r12, r4\n\t"
        "eor r2, r4, r2\n\t"
        "eor r4, r5, r2\n\t"
        "eor r2, r2, r3\n\t"
        "eor r1, r4, r1\n\t"
        "eor r3, r12, r10\n\t"
        "eor r4, r11, r6\n\t"
        "eor r5, r11, r10\n\t"
        "eor r0, r5, r0\n\t"
        "eor r5, lr, r4\n\t"
        "eor r3, r4, r3\n\t"
        "ldr r10, [sp, #8]\n\t"
        "ldrd r4, r6, [r10], #-64\n\t"
        "eor r6, r9, r6\n\t"
        "eor r4, r7, r4\n\t"
        "eor r7, r6, r6, ror #8\n\t"
        "str r10, [sp, #8]\n\t"
        "eor r9, r4, r4, ror #8\n\t"
        "ldrd r11, r12, [r10, #80]\n\t"
        "eor r0, r0, r12\n\t"
        "eor r3, r3, r11\n\t"
        "eor r11, r3, r3, ror #8\n\t"
        "eor r3, r3, r7\n\t"
        "eor r12, r0, r0, ror #8\n\t"
        "strd r7, r3, [sp, #12]\n\t"
        "ldrd lr, r7, [r10, #96]\n\t"
        "eor r1, r1, r7\n\t"
        "eor r3, r5, lr\n\t"
        "eor r5, r3, r3, ror #8\n\t"
        "eor r7, r1, r5\n\t"
        "eor r1, r1, r1, ror #8\n\t"
        "strd r5, r1, [sp, #20]\n\t"
        "ldrd lr, r5, [r10, #112]\n\t"
        "eor r1, r8, r5\n\t"
        "eor r2, r2, lr\n\t"
        "eor r5, r1, r1, ror #8\n\t"
        "eor r4, r4, r5\n\t"
        "eor r8, r9, r5\n\t"
        "eor r6, r6, r8\n\t"
        "eor r8, r12, r5\n\t"
        "eor r3, r3, r8\n\t"
        "eor r8, r5, r7\n\t"
        "eor r5, r11, r5\n\t"
        "eor r0, r0, r5\n\t"
        "eor r5, r2, r2, ror #8\n\t"
        "ldr r10, [sp, #24]\n\t"
        "eor r2, r2, r10\n\t"
        "eor r9, r9, r2\n\t"
        "eor r1, r1, r5\n\t"
        "eor r5, r5, r3\n\t"
        "eor lr, r4, r1\n\t"
        "eor r11, r11, lr\n\t"
        "eor r4, r4, r9\n\t"
        "eor r4, r4, r9, ror #16\n\t"
        "eor r9, r1, r8\n\t"
        "eor r8, r9, r8, ror #16\n\t"
        "eor r9, r2, r5\n\t"
        "eor r5, r9, r5, ror #16\n\t"
        "eor r9, r6, r2\n\t"
        "eor r9, r12, r9\n\t"
        "eor r12, r0, r1\n\t"
        "eor r10, r10, r12\n\t"
        "eor r7, r7, r10\n\t"
        "eor r7, r7, r10, ror #16\n\t"
        "eor r10, r1, r2\n\t"
        "ldrd lr, r12, [sp, #12]\n\t"
        "eor r1, r12, r1\n\t"
        "eor r10, lr, r10\n\t"
        "eor r1, r1, r2\n\t"
        "ldr r2, [sp, #20]\n\t"
        "eor r1, r2, r1\n\t"
        "eor r0, r0, r9\n\t"
        "eor r0, r0, r9, ror #16\n\t"
        "eor r2, r12, r11\n\t"
        "eor r2, r2, r11, ror #16\n\t"
        "eor r3, r3, r1\n\t"
        "eor r1, r3, r1, ror #16\n\t"
        "eor r3, r6, r10\n\t"
        "eor r3, r3, r10, ror #16\n\t"
        "7:\n\t"
        /* round, InvMixColumns offset 3 */
        "eor r6, r5, r8\n\t"
        "eor r2, r2, r8\n\t"
        "eor r8, r1, r8\n\t"
        "eor r5, r1, r5\n\t"
        "eor r9, r7, r2\n\t"
        "eor r1, r0, r1\n\t"
        "eor r10, r1, r6\n\t"
        "eor r11, r4, r3\n\t"
        "eor r12, r7, r1\n\t"
        "eor lr, r11, r6\n\t"
        "eor r11, r5, r11\n\t"
        "eor r2, r11, r2\n\t"
        "eor r7, r7, r11\n\t"
        "strd r8, r12, [sp, #12]\n\t"
        "and r8, r11, r9\n\t"
        "eor r12, r4, r0\n\t"
        "eor r4, r4, r1\n\t"
        "strd r11, r9, [sp, #20]\n\t"
        "and r11, r1, r2\n\t"
        "eor r0, r0, r10\n\t"
        "eor r9, r1, r2\n\t"
        "strd r1, r0, [sp, #28]\n\t"
        "and r1, r5, r4\n\t"
        "eor r0, r7, r4\n\t"
        "strd r9, r8, [sp, #36]\n\t"
        "eor r9, r6, r12\n\t"
        "eor r8, r3, r4\n\t"
        "eor r3, r3, r7\n\t"
        "strd r4, r7, [sp, #44]\n\t"
        "and r4, r8, r0\n\t"
        "eor r7, r5, r8\n\t"
        "strd r8, r5, [sp, #52]\n\t"
        "eor r8, r2, r9\n\t"
        "eor r3, r3, r4\n\t"
        "eor r1, r3, r1\n\t"
        "and r3, r6, r9\n\t"
        "eor r3, r3, r11\n\t"
        "and r5, r10, r8\n\t"
        "eor r5, r5, r11\n\t"
        "eor r11, r8, r0\n\t"
        "strd r10, r8, [sp, #60]\n\t"
        "and r10, lr, r11\n\t"
        "eor r1, r1, r5\n\t"
        "ldr r8, [sp, #40]\n\t"
        "eor r8, r8, r10\n\t"
        "eor r8, r8, r12\n\t"
        "ldr r12, [sp, #36]\n\t"
        "eor r10, r12, r10\n\t"
        "eor r8, r8, r3\n\t"
        "ldr r12, [sp, #48]\n\t"
        "strd lr, r11, [sp, #36]\n\t"
        "and lr, r7, r12\n\t"
        "eor r4, lr, r4\n\t"
        "eor r3, r4, r3\n\t"
        "ldrd r11, r4, [sp, #12]\n\t"
        "eor r3, r3, r4\n\t"
        "eor r4, r1, r3\n\t"
        "ldr lr, [sp, #32]\n\t"
        "strd r2, r6, [sp, #68]\n\t"
        "and r2, r11, lr\n\t"
        "eor r2, r10, r2\n\t"
        "eor r2, r2, r5\n\t"
        "and r5, r1, r2\n\t"
        "and r1, r8, r1\n\t"
        "and r1, r4, r1\n\t"
        "eor r6, r3, r5\n\t"
        "eor r10, r2, r8\n\t"
        "and r2, r2, r3\n\t"
        "and r6, r6, r10\n\t"
        "eor r6, r8, r6\n\t"
        "and r2, r10, r2\n\t"
        "and r7, r6, r7\n\t"
        "eor r8, r8, r5\n\t"
        "and r12, r6, r12\n\t"
        "eor r10, r10, r5\n\t"
        "eor r2, r2, r10\n\t"
        "ldr r10, [sp, #44]\n\t"
        "and r10, r2, r10\n\t"
        "strd r12, r10, [sp, #44]\n\t"
        "ldr r12, [sp, #56]\n\t"
        "and r10, r2, r12\n\t"
        "eor r5, r4, r5\n\t"
        "eor r1, r1, r5\n\t"
        "and r4, r8, r4\n\t"
        "eor r3, r3, r4\n\t"
        "ldrd r5, r4, [sp, #20]\n\t"
        "and r4, r3, r4\n\t"
        "and r8, r1, lr\n\t"
        "and r5, r3, r5\n\t"
        "eor r12, r2, r1\n\t"
        "eor r2, r6, r2\n\t"
        "and r9, r12, r9\n\t"
        "and r0, r2, r0\n\t"
        "ldr lr, [sp, #52]\n\t"
        "and r2, r2, lr\n\t"
        "ldr lr, [sp, #72]\n\t"
        "and lr, r12, lr\n\t"
        "eor r6, r6, r3\n\t"
        "eor r12, r6, r12\n\t"
        "strd r8, r0, [sp, #16]\n\t"
        "ldr r8, [sp, #28]\n\t"
        "and r0, r6, r8\n\t"
        "ldr r8, [sp, #68]\n\t"
        "and r6, r6, r8\n\t"
        "and r8, r1, r11\n\t"
        "eor r1, r3, r1\n\t"
        "ldrd r11, r3, [sp, #36]\n\t"
        "and r3, r1, r3\n\t"
        "and r1, r1, r11\n\t"
        "eor r8, r4, r8\n\t"
        "eor r6, r6, r0\n\t"
        "eor r1, r1, lr\n\t"
        "ldr r11, [sp, #64]\n\t"
        "and r11, r12, r11\n\t"
        "strd r4, r3, [sp, #24]\n\t"
        "ldr r4, [sp, #60]\n\t"
        "and r3, r12, r4\n\t"
        "eor r0, r0, r1\n\t"
        "eor r4, r10, r6\n\t"
        "eor r1, r4, r1\n\t"
        "eor r0, r5, r0\n\t"
        "eor r6, r3, r6\n\t"
        "eor r6, r2, r6\n\t"
        "eor r2, r2, r4\n\t"
        "eor r3, r3, r2\n\t"
        "eor r2, lr, r2\n\t"
        "eor r2, r8, r2\n\t"
        "eor r4, r9, r8\n\t"
        "eor r4, r7, r4\n\t"
        "eor r7, r9, r3\n\t"
        "eor r3, r11, r3\n\t"
        "eor r8, r11, r5\n\t"
        "eor r2, r2, r8\n\t"
        "ldrd r8, r9, [sp, #20]\n\t"
        "eor r10, r8, r7\n\t"
        "ldrd r12, r11, [sp, #44]\n\t"
        "eor r8, r8, r11\n\t"
        "ldr lr, [sp, #28]\n\t"
        "eor r7, lr, r7\n\t"
        "eor r11, r11, r12\n\t"
        "eor r10, r12, r10\n\t"
        "eor r9, r9, r7\n\t"
        "eor r12, lr, r11\n\t"
        "eor r2, r12, r2\n\t"
        "ldr r12, [sp, #16]\n\t"
        "eor r11, r12, r11\n\t"
        "eor r7, r7, r11\n\t"
        "eor r11, r12, r8\n\t"
        "eor r3, r8, r3\n\t"
        "eor r4, r11, r4\n\t"
        "eor r1, r4, r1\n\t"
        "eor r4, r5, r4\n\t"
        "eor r4, r4, r6\n\t"
        "ldr r8, [sp, #8]\n\t"
        "mov r5, #0x33333333\n\t"
        "mov r6, #0x11111111\n\t"
        "ldrd r11, r12, [r8], #-64\n\t"
        "eor r0, r0, r11\n\t"
        "eor r3, r3, r12\n\t"
        "str r8, [sp, #8]\n\t"
        "eor r11, r0, r0, ror #4\n\t"
        "and r11, r6, r11, ror #7\n\t"
        "eor r11, r11, r0, ror #7\n\t"
        "eor r11, r0, r11\n\t"
        "eor r12, r3, r3, ror #4\n\t"
        "and r12, r6, r12, ror #7\n\t"
        "eor r12, r12, r3, ror #7\n\t"
        "eor r12, r3, r12\n\t"
        "strd r7, r2, [sp, #12]\n\t"
        "ldrd lr, r7, [r8, #96]\n\t"
        "eor r2, r4, r7\n\t"
        "eor r4, r9, lr\n\t"
        "eor r7, r2, r2, ror #4\n\t"
        "and r7, r6, r7, ror #7\n\t"
        "eor r7, r7, r2, ror #7\n\t"
        "eor r7, r2, r7\n\t"
        "eor r9, r4, r4, ror #4\n\t"
        "and r9, r6, r9, ror #7\n\t"
        "eor r9, r9, r4, ror #7\n\t"
        "eor r9, r4, r9\n\t"
        "eor r2, r2, r9\n\t"
        "strd r9, r4, [sp, #20]\n\t"
        "ldrd lr, r9, [r8, #112]\n\t"
        "eor r1, r1, lr\n\t"
        "eor r4, r10, r9\n\t"
        "eor r9, r1, r1, ror #4\n\t"
        "and r9, r6, r9, ror #7\n\t"
        "eor r9, r9, r1, ror #7\n\t"
        "eor r9, r1, r9\n\t"
        "eor r1, r1, r7\n\t"
        "eor r10, r11, r1\n\t"
        "eor lr, r4, r9\n\t"
        "strd r7, r9, [sp, #28]\n\t"
        "eor r7, r10, r10, ror #4\n\t"
        "and r7, r5, r7, ror #14\n\t"
        "eor r7, r7, r10, ror #14\n\t"
        "eor r9, r4, r4, ror #4\n\t"
        "and r9, r6, r9, ror #7\n\t"
        "eor r9, r9, r4, ror #7\n\t"
        "eor r4, r4, r9\n\t"
        "eor r0, r0, r4\n\t"
        "eor r9, r11, r4\n\t"
        "eor r3, r3, r9\n\t"
        "eor r9, r0, r10\n\t"
        "eor r7, r9, r7\n\t"
        "eor r0, r0, lr\n\t"
        "eor r9, lr, r1\n\t"
        "eor r10, r3, r1\n\t"
        "eor r9, r12, r9\n\t"
        "eor r3, r3, r9\n\t"
        "eor r11, r9, r9, ror #4\n\t"
        "and r11, r5, r11, ror #14\n\t"
        "eor r9, r11, r9, ror #14\n\t"
        "eor r3, r3, r9\n\t"
        "eor r9, r4, r2\n\t"
        "eor r11, lr, r9\n\t"
        "strd r7, r3, [sp, #36]\n\t"
        "eor r7, r9, r9, ror #4\n\t"
        "and r3, r5, r7, ror #14\n\t"
        "eor r3, r3, r9, ror #14\n\t"
        "eor r3, r11, r3\n\t"
        "ldrd r7, r9, [r8, #80]\n\t"
        "ldrd r11, r8, [sp, #12]\n\t"
        "eor r8, r8, r9\n\t"
        "eor r7, r11, r7\n\t"
        "eor r9, r7, r12\n\t"
        "eor r11, r7, r7, ror #4\n\t"
        "and r11, r6, r11, ror #7\n\t"
        "eor r11, r11, r7, ror #7\n\t"
        "eor r7, r7, r11\n\t"
        "eor r0, r7, r0\n\t"
        "eor r7, r7, r4\n\t"
        "eor r7, r8, r7\n\t"
        "eor r11, r8, r8, ror #4\n\t"
        "and r6, r6, r11, ror #7\n\t"
        "eor r6, r6, r8, ror #7\n\t"
        "eor r6, r8, r6\n\t"
        "eor r4, r6, r4\n\t"
        "ldrd r11, r8, [sp, #20]\n\t"
        "eor r4, r8, r4\n\t"
        "eor r6, r6, r10\n\t"
        "ldrd r10, r8, [sp, #28]\n\t"
        "eor r8, r8, r4\n\t"
        "eor r12, r9, r0\n\t"
        "eor r9, r9, lr\n\t"
        "eor r9, r9, r1\n\t"
        "eor lr, r7, lr\n\t"
        "eor r10, r10, lr\n\t"
        "eor r9, r11, r9\n\t"
        "eor r2, r2, r10\n\t"
        "eor r7, r7, r6\n\t"
        "eor r1, r1, r8\n\t"
        "eor r11, r10, r10, ror #4\n\t"
        "and r11, r5, r11, ror #14\n\t"
        "eor r10, r11, r10, ror #14\n\t"
        "eor r2, r2, r10\n\t"
        "eor r4, r4, r9\n\t"
        "eor r10, r8, r8, ror #4\n\t"
        "and r10, r5, r10, ror #14\n\t"
        "eor r8, r10, r8, ror #14\n\t"
        "eor r1, r1, r8\n\t"
        "eor r8, r9, r9, ror #4\n\t"
        "and r8, r5, r8, ror #14\n\t"
        "eor r8, r8, r9, ror #14\n\t"
        "eor r4, r4, r8\n\t"
        "eor r8, r0, r0, ror #4\n\t"
        "and r8, r5, r8, ror #14\n\t"
        "eor r0, r8, r0, ror #14\n\t"
        "eor r0, r12, r0\n\t"
        "eor r8, r6, r6, ror #4\n\t"
        "and r5, r5, r8, ror #14\n\t"
        "eor r5, r5, r6, ror #14\n\t"
        "eor r5, r7, r5\n\t"
        "ldr r6, [sp, #36]\n\t"
        "ldr r7, [sp, #40]\n\t"
        /* round, InvMixColumns offset 2 */
        "eor r0, r0, r3\n\t"
        "eor r8, r1, r3\n\t"
        "eor r3, r4, r3\n\t"
        "eor r1, r4, r1\n\t"
        "eor r4, r5, r4\n\t"
        "eor r9, r2, r4\n\t"
        "eor r10, r2, r0\n\t"
        "eor r11, r6, r5\n\t"
        "eor r12, r4, r8\n\t"
        "eor r5, r5, r12\n\t"
        "eor lr, r6, r4\n\t"
        "eor r6, r6, r7\n\t"
        "strd r9, r12, [sp, #12]\n\t"
        "eor r9, r1, r6\n\t"
        "eor r6, r6, r8\n\t"
        "eor r2, r2, r9\n\t"
        "eor r0, r9, r0\n\t"
        "and r12, r9, r10\n\t"
        "strd r10, r9, [sp, #20]\n\t"
        "and r10, r1, lr\n\t"
        "eor r9, r7, r2\n\t"
        "strd r12, r6, [sp, #28]\n\t"
        "and r12, r3, r5\n\t"
        "eor r6, r7, lr\n\t"
        "eor r7, r4, r0\n\t"
        "strd r5, r3, [sp, #36]\n\t"
        "eor r5, r1, r6\n\t"
        "and r3, r5, r2\n\t"
        "strd r5, r1, [sp, #44]\n\t"
        "eor r5, r2, lr\n\t"
        "and r1, r4, r0\n\t"
        "strd r4, lr, [sp, #52]\n\t"
        "and r4, r6, r5\n\t"
        "eor r3, r3, r4\n\t"
        "eor r4, r9, r4\n\t"
        "eor r4, r4, r10\n\t"
        "eor r9, r8, r11\n\t"
        "eor r10, r0, r9\n\t"
        "eor lr, r10, r5\n\t"
        "strd r0, r6, [sp, #60]\n\t"
        "ldrd r6, r0, [sp, #28]\n\t"
        "strd r5, r2, [sp, #68]\n\t"
        "and r5, r0, lr\n\t"
        "eor r2, r7, r5\n\t"
        "eor r5, r6, r5\n\t"
        "eor r5, r5, r11\n\t"
        "eor r2, r2, r12\n\t"
        "and r6, r8, r9\n\t"
        "eor r6, r6, r1\n\t"
        "ldrd r11, r7, [sp, #12]\n\t"
        "and r12, r7, r10\n\t"
        "eor r1, r12, r1\n\t"
        "eor r2, r2, r1\n\t"
        "eor r1, r4, r1\n\t"
        "eor r3, r3, r6\n\t"
        "eor r3, r3, r11\n\t"
        "eor r4, r5, r6\n\t"
        "and r5, r1, r2\n\t"
        "eor r6, r4, r5\n\t"
        "eor r11, r1, r3\n\t"
        "and r1, r4, r1\n\t"
        "and r6, r6, r11\n\t"
        "and r1, r11, r1\n\t"
        "eor r11, r11, r5\n\t"
        "eor r1, r1, r11\n\t"
        "eor r6, r3, r6\n\t"
        "ldrd r12, r11, [sp, #36]\n\t"
        "and r11, r1, r11\n\t"
        "and r12, r1, r12\n\t"
        "strd r12, r10, [sp, #36]\n\t"
        "ldrd r10, r12, [sp, #20]\n\t"
        "and r12, r6, r12\n\t"
        "and r10, r6, r10\n\t"
        "eor r11, r10, r11\n\t"
        "strd r10, r11, [sp, #20]\n\t"
        "eor r10, r3, r5\n\t"
        "and r3, r2, r3\n\t"
        "eor r2, r2, r4\n\t"
        "eor r5, r2, r5\n\t"
        "and r10, r10, r2\n\t"
        "eor r4, r4, r10\n\t"
        "ldrd r11, r10, [sp, #68]\n\t"
        "and r10, r4, r10\n\t"
        "and r2, r2, r3\n\t"
        "eor r2, r2, r5\n\t"
        "ldrd r5, r3, [sp, #44]\n\t"
        "and r3, r2, r3\n\t"
        "and r5, r4, r5\n\t"
        "strd r10, r5, [sp, #44]\n\t"
        "ldrd r5, r10, [sp, #52]\n\t"
        "and r10, r2, r10\n\t"
        "strd r10, r3, [sp, #76]\n\t"
        "eor r10, r4, r6\n\t"
        "eor r3, r4, r2\n\t"
        "eor r2, r2, r1\n\t"
        "eor r1, r6, r1\n\t"
        "and r0, r1, r0\n\t"
        "and r4, r3, r11\n\t"
        "ldrd r11, r6, [sp, #60]\n\t"
        "and r3, r3, r6\n\t"
        "and r6, r2, r9\n\t"
        "and r1, r1, lr\n\t"
        "and r5, r10, r5\n\t"
        "and r9, r10, r11\n\t"
        "and r8, r2, r8\n\t"
        "eor r2, r10, r2\n\t"
        "eor r0, r0, r8\n\t"
        "eor r9, r9, r5\n\t"
        "eor r5, r5, r0\n\t"
        "eor r5, r12, r5\n\t"
        "ldr r10, [sp, #80]\n\t"
        "eor r10, r10, r9\n\t"
        "ldr r11, [sp, #40]\n\t"
        "and r11, r2, r11\n\t"
        "and r2, r2, r7\n\t"
        "eor r7, r2, r9\n\t"
        "eor r0, r10, r0\n\t"
        "eor r7, r3, r7\n\t"
        "eor r3, r3, r10\n\t"
        "eor r8, r8, r3\n\t"
        "eor r2, r2, r3\n\t"
        "ldr r3, [sp, #24]\n\t"
        "eor r8, r3, r8\n\t"
        "eor r3, r6, r3\n\t"
        "ldrd r10, r9, [sp, #44]\n\t"
        "eor r3, r9, r3\n\t"
        "eor r6, r6, r2\n\t"
        "eor r2, r11, r2\n\t"
        "eor r9, r11, r12\n\t"
        "eor r8, r8, r9\n\t"
        "ldr r9, [sp, #76]\n\t"
        "eor r11, r4, r9\n\t"
        "eor r4, r4, r6\n\t"
        "eor r2, r11, r2\n\t"
        "eor r9, r9, r10\n\t"
        "ldr lr, [sp, #36]\n\t"
        "eor r11, lr, r11\n\t"
        "eor r3, r11, r3\n\t"
        "eor r4, r10, r4\n\t"
        "eor r10, lr, r9\n\t"
        "eor r6, r1, r6\n\t"
        "eor r1, r1, r9\n\t"
        "eor r1, r1, r8\n\t"
        "eor r8, r12, r3\n\t"
        "eor r7, r8, r7\n\t"
        "eor r0, r3, r0\n\t"
        "eor r3, r6, r10\n\t"
        "ldr r8, [sp, #20]\n\t"
        "eor r6, r8, r6\n\t"
        "ldr r8, [sp, #8]\n\t"
        "mov r9, #0x33333333\n\t"
        "ldrd r10, r11, [r8], #-64\n\t"
        "eor r2, r2, r11\n\t"
        "eor r5, r5, r10\n\t"
        "str r8, [sp, #8]\n\t"
        "eor r10, r2, r2, ror #4\n\t"
        "and r10, r9, r10, ror #6\n\t"
        "eor r10, r10, r2, ror #6\n\t"
        "eor r10, r2, r10\n\t"
        "eor r11, r5, r5, ror #4\n\t"
        "and r11, r9, r11, ror #6\n\t"
        "eor r11, r11, r5, ror #6\n\t"
        "eor r11, r5, r11\n\t"
        "ldrd r12, lr, [r8, #112]\n\t"
        "eor r4, r4, lr\n\t"
        "eor r0, r0, r12\n\t"
        "eor r12, r4, r4, ror #4\n\t"
        "and r12, r9, r12, ror #6\n\t"
        "eor r12, r12, r4, ror #6\n\t"
        "eor r12, r4, r12\n\t"
        "eor r5, r5, r12\n\t"
        "eor lr, r0, r0, ror #4\n\t"
        "and lr, r9, lr, ror #6\n\t"
        "eor lr, lr, r0, ror #6\n\t"
        "eor lr, r0, lr\n\t"
        "eor r4, r4, lr\n\t"
        "strd r0, lr, [sp, #12]\n\t"
        "eor r0, r5, r4\n\t"
        "eor lr, r11, r12\n\t"
        "eor r2, r2, lr\n\t"
        "strd r2, r5, [sp, #20]\n\t"
        "ldrd lr, r2, [r8, #80]\n\t"
        "eor r3, r3, lr\n\t"
        "eor r1, r1, r2\n\t"
        "eor r2, r1, r1, ror #4\n\t"
        "and r2, r9, r2, ror #6\n\t"
        "eor r2, r2, r1, ror #6\n\t"
        "eor r5, r3, r10\n\t"
        "eor lr, r3, r3, ror #4\n\t"
        "and lr, r9, lr, ror #6\n\t"
        "eor r2, r1, r2\n\t"
        "eor lr, lr, r3, ror #6\n\t"
        "eor r3, r3, lr\n\t"
        "eor r0, r3, r0\n\t"
        "eor r3, r3, r12\n\t"
        "eor r1, r1, r3\n\t"
        "eor r3, r5, r0\n\t"
        "eor r0, r3, r0, ror #16\n\t"
        "eor r3, r5, r4\n\t"
        "eor r5, r1, r4\n\t"
        "eor lr, r2, r12\n\t"
        "strd r0, r1, [sp, #28]\n\t"
        "ldrd r0, r1, [r8, #96]\n\t"
        "eor r1, r7, r1\n\t"
        "eor r0, r6, r0\n\t"
        "eor r6, r0, lr\n\t"
        "eor r7, r0, r0, ror #4\n\t"
        "and r7, r9, r7, ror #6\n\t"
        "eor r7, r7, r0, ror #6\n\t"
        "eor r0, r0, r7\n\t"
        "ldrd r8, r7, [sp, #12]\n\t"
        "eor r7, r7, r6\n\t"
        "eor lr, r1, r1, ror #4\n\t"
        "and r9, r9, lr, ror #6\n\t"
        "eor r9, r9, r1, ror #6\n\t"
        "eor r9, r1, r9\n\t"
        "eor r8, r8, r9\n\t"
        "eor r5, r9, r5\n\t"
        "eor r9, r8, r7\n\t"
        "eor r1, r1, r0\n\t"
        "eor r7, r9, r7, ror #16\n\t"
        "eor r9, r12, r1\n\t"
        "eor r11, r11, r8\n\t"
        "eor r1, r1, r5\n\t"
        "eor r1, r1, r5, ror #16\n\t"
        "ldrd r12, r5, [sp, #20]\n\t"
        "eor r5, r5, r11\n\t"
        "eor r5, r5, r11, ror #16\n\t"
        "eor r3, r3, r8\n\t"
        "eor r0, r0, r3\n\t"
        "eor r3, r6, r0\n\t"
        "eor r0, r3, r0, ror #16\n\t"
        "eor r3, r4, r9\n\t"
        "eor r3, r3, r9, ror #16\n\t"
        "eor r6, r12, r8\n\t"
        "eor r4, r4, r8\n\t"
        "eor r2, r2, r6\n\t"
        "eor r4, r10, r4\n\t"
        "eor r6, r12, r4\n\t"
        "eor r4, r6, r4, ror #16\n\t"
        "ldrd r8, r6, [sp, #28]\n\t"
        "eor r6, r6, r2\n\t"
        "eor r2, r6, r2, ror #16\n\t"
        "6:\n\t"
        /* round, InvMixColumns offset 1 */
        "eor r6, r5, r4\n\t"
        "eor r8, r8, r3\n\t"
        "eor r9, r5, r2\n\t"
        "eor r10, r0, r7\n\t"
        "eor r7, r7, r3\n\t"
        "eor r3, r0, r3\n\t"
        "eor r0, r2, r0\n\t"
        "eor r5, r5, r0\n\t"
        "eor r11, r1, r8\n\t"
        "eor r12, r6, r7\n\t"
        "eor lr, r7, r9\n\t"
        "eor r6, r10, r6\n\t"
        "strd r9, r12, [sp, #12]\n\t"
        "and r9, r7, lr\n\t"
        "eor r8, r6, r8\n\t"
        "eor r12, r8, lr\n\t"
        "strd lr, r12, [sp, #20]\n\t"
        "eor lr, r1, r6\n\t"
        "eor r1, r1, r0\n\t"
        "and r12, r6, r11\n\t"
        "strd r6, r11, [sp, #28]\n\t"
        "and r6, r10, r5\n\t"
        "eor r11, r0, r8\n\t"
        "strd r1, r11, [sp, #36]\n\t"
        "and r1, r0, r8\n\t"
        "eor r9, r9, r1\n\t"
        "eor r11, r4, r5\n\t"
        "eor r4, r4, lr\n\t"
        "strd r8, r9, [sp, #44]\n\t"
        "eor r8, r0, r7\n\t"
        "eor r2, r2, r8\n\t"
        "and r9, r3, r2\n\t"
        "strd r7, r0, [sp, #52]\n\t"
        "eor r7, lr, r5\n\t"
        "eor r0, r10, r11\n\t"
        "strd r10, r5, [sp, #60]\n\t"
        "ldr r10, [sp, #24]\n\t"
        "and r5, r8, r10\n\t"
        "eor r1, r5, r1\n\t"
        "and r5, r11, r7\n\t"
        "eor r4, r4, r5\n\t"
        "eor r4, r4, r6\n\t"
        "eor r4, r4, r1\n\t"
        "eor r6, r10, r7\n\t"
        "strd r8, r7, [sp, #68]\n\t"
        "ldrd r7, r8, [sp, #12]\n\t"
        "and r10, r8, r6\n\t"
        "eor r12, r12, r10\n\t"
        "strd r6, r11, [sp, #76]\n\t"
        "ldrd r11, r6, [sp, #36]\n\t"
        "eor r6, r6, r10\n\t"
        "eor r6, r6, r9\n\t"
        "eor r7, r12, r7\n\t"
        "eor r1, r6, r1\n\t"
        "ldr r6, [sp, #48]\n\t"
        "eor r7, r7, r6\n\t"
        "and r9, r0, lr\n\t"
        "eor r5, r9, r5\n\t"
        "eor r5, r5, r6\n\t"
        "eor r5, r5, r11\n\t"
        "and r6, r1, r5\n\t"
        "and r9, r7, r4\n\t"
        "and r10, r4, r1\n\t"
        "eor r4, r4, r5\n\t"
        "eor r1, r1, r7\n\t"
        "and r9, r4, r9\n\t"
        "and r6, r1, r6\n\t"
        "eor r11, r4, r10\n\t"
        "eor r9, r9, r11\n\t"
        "and r3, r9, r3\n\t"
        "eor r11, r7, r10\n\t"
        "and r4, r11, r4\n\t"
        "eor r4, r5, r4\n\t"
        "and r2, r9, r2\n\t"
        "eor r5, r5, r10\n\t"
        "ldrd r12, r11, [sp, #28]\n\t"
        "and r11, r4, r11\n\t"
        "and r5, r5, r1\n\t"
        "eor r1, r1, r10\n\t"
        "eor r5, r7, r5\n\t"
        "eor r3, r11, r3\n\t"
        "eor r1, r6, r1\n\t"
        "and r6, r5, lr\n\t"
        "ldrd r10, r7, [sp, #60]\n\t"
        "and r7, r1, r7\n\t"
        "and r0, r5, r0\n\t"
        "and r12, r4, r12\n\t"
        "eor lr, r5, r1\n\t"
        "strd r11, r2, [sp, #28]\n\t"
        "ldrd r2, r11, [sp, #76]\n\t"
        "and r11, lr, r11\n\t"
        "strd r7, r6, [sp, #36]\n\t"
        "ldr r7, [sp, #72]\n\t"
        "and r6, lr, r7\n\t"
        "eor r5, r5, r4\n\t"
        "and r7, r1, r10\n\t"
        "eor r4, r4, r9\n\t"
        "eor r1, r1, r9\n\t"
        "and r8, r4, r8\n\t"
        "and r2, r4, r2\n\t"
        "ldrd r9, r4, [sp, #52]\n\t"
        "and r4, r5, r4\n\t"
        "ldrd r10, lr, [sp, #20]\n\t"
        "and r10, r1, r10\n\t"
        "strd r2, r6, [sp, #12]\n\t"
        "ldr r2, [sp, #44]\n\t"
        "and r2, r5, r2\n\t"
        "eor r5, r5, r1\n\t"
        "and r1, r1, r9\n\t"
        "and r6, r5, lr\n\t"
        "ldr r9, [sp, #68]\n\t"
        "and r5, r5, r9\n\t"
        "eor r9, r6, r12\n\t"
        "eor r8, r8, r1\n\t"
        "eor r2, r2, r4\n\t"
        "eor r4, r4, r8\n\t"
        "eor r7, r7, r2\n\t"
        "eor r8, r7, r8\n\t"
        "eor r7, r11, r7\n\t"
        "eor r2, r5, r2\n\t"
        "eor r2, r11, r2\n\t"
        "eor r1, r1, r7\n\t"
        "eor r5, r5, r7\n\t"
        "eor r6, r6, r5\n\t"
        "eor r5, r10, r5\n\t"
        "eor r4, r12, r4\n\t"
        "eor r1, r3, r1\n\t"
        "eor r3, r10, r3\n\t"
        "eor r0, r0, r3\n\t"
        "eor r1, r1, r9\n\t"
        "ldrd r7, r3, [sp, #12]\n\t"
        "eor r9, r3, r5\n\t"
        "ldrd r11, r10, [sp, #36]\n\t"
        "eor r9, r10, r9\n\t"
        "eor r5, r7, r5\n\t"
        "eor r3, r3, r11\n\t"
        "eor r10, r11, r10\n\t"
        "eor r7, r7, r10\n\t"
        "ldrd lr, r11, [sp, #28]\n\t"
        "eor r10, r11, r10\n\t"
        "eor r1, r7, r1\n\t"
        "eor r7, r5, r10\n\t"
        "eor r5, lr, r5\n\t"
        "eor r10, r11, r3\n\t"
        "eor r0, r10, r0\n\t"
        "eor r3, r3, r6\n\t"
        "eor r6, r12, r0\n\t"
        "eor r2, r6, r2\n\t"
        "eor r0, r0, r8\n\t"
        "mov r6, #0x33333333\n\t"
        "mov r8, #0x77777777\n\t"
        "ldr r10, [sp, #8]\n\t"
        "ldrd r11, r12, [r10], #-64\n\t"
        "eor r3, r3, r12\n\t"
        "eor r4, r4, r11\n\t"
        "str r10, [sp, #8]\n\t"
        "eor r11, r3, r3, ror #4\n\t"
        "and r11, r8, r11, ror #5\n\t"
        "eor r11, r11, r3, ror #5\n\t"
        "eor r11, r3, r11\n\t"
        "eor r12, r4, r4, ror #4\n\t"
        "and r12, r8, r12, ror #5\n\t"
        "eor r12, r12, r4, ror #5\n\t"
        "eor r12, r4, r12\n\t"
        "strd r7, r1, [sp, #12]\n\t"
        "ldrd lr, r7, [r10, #112]\n\t"
        "eor r0, r0, lr\n\t"
        "eor r1, r9, r7\n\t"
        "eor r7, r0, r0, ror #4\n\t"
        "and r7, r8, r7, ror #5\n\t"
        "eor r7, r7, r0, ror #5\n\t"
        "eor r9, r1, r1, ror #4\n\t"
        "and r9, r8, r9, ror #5\n\t"
        "eor r9, r9, r1, ror #5\n\t"
        "eor r9, r1, r9\n\t"
        "eor r4, r4, r9\n\t"
        "eor r7, r0, r7\n\t"
        "eor r1, r1, r7\n\t"
        "eor lr, r12, r9\n\t"
        "eor r3, r3, lr\n\t"
        "eor lr, r4, r1\n\t"
        "strd lr, r7, [sp, #20]\n\t"
        "ldrd lr, r7, [r10, #96]\n\t"
        "eor r2, r2, r7\n\t"
        "eor r5, r5, lr\n\t"
        "eor r7, r2, r2, ror #4\n\t"
        "and r7, r8, r7, ror #5\n\t"
        "eor r7, r7, r2, ror #5\n\t"
        "eor r7, r2, r7\n\t"
        "eor r0, r0, r7\n\t"
        "eor r12, r12, r0\n\t"
        "eor r4, r4, r12\n\t"
        "eor lr, r12, r12, ror #4\n\t"
        "and lr, r6, lr, ror #14\n\t"
        "eor r12, lr, r12, ror #14\n\t"
        "eor r4, r4, r12\n\t"
        "eor r12, r3, r0\n\t"
        "eor lr, r1, r0\n\t"
        "eor lr, r11, lr\n\t"
        "eor r3, r3, lr\n\t"
        "strd r4, r0, [sp, #28]\n\t"
        "eor r4, r5, r5, ror #4\n\t"
        "and r0, r8, r4, ror #5\n\t"
        "eor r0, r0, r5, ror #5\n\t"
        "eor r0, r5, r0\n\t"
        "eor r2, r2, r0\n\t"
        "eor r4, lr, lr, ror #4\n\t"
        "and r4, r6, r4, ror #14\n\t"
        "eor r4, r4, lr, ror #14\n\t"
        "eor r3, r3, r4\n\t"
        "eor r4, r9, r2\n\t"
        "eor lr, r4, r4, ror #4\n\t"
        "and lr, r6, lr, ror #14\n\t"
        "eor lr, lr, r4, ror #14\n\t"
        "eor r4, r1, r4\n\t"
        "eor r4, r4, lr\n\t"
        "strd r3, r4, [sp, #36]\n\t"
        "ldrd lr, r3, [r10, #80]\n\t"
        "ldrd r10, r4, [sp, #12]\n\t"
        "eor r3, r4, r3\n\t"
        "eor r4, r10, lr\n\t"
        "eor r10, r4, r11\n\t"
        "eor r11, r3, r3, ror #4\n\t"
        "and r11, r8, r11, ror #5\n\t"
        "eor r11, r11, r3, ror #5\n\t"
        "eor r11, r3, r11\n\t"
        "eor lr, r4, r4, ror #4\n\t"
        "eor r12, r11, r12\n\t"
        "and r8, r8, lr, ror #5\n\t"
        "eor r11, r11, r9\n\t"
        "eor r5, r5, r11\n\t"
        "ldrd lr, r11, [sp, #20]\n\t"
        "eor r11, r11, r5\n\t"
        "eor r8, r8, r4, ror #5\n\t"
        "eor r4, r4, r8\n\t"
        "eor r8, r4, r9\n\t"
        "eor r3, r3, r8\n\t"
        "eor r4, r4, lr\n\t"
        "eor r8, r12, r12, ror #4\n\t"
        "and r8, r6, r8, ror #14\n\t"
        "eor r8, r8, r12, ror #14\n\t"
        "eor r9, r3, r12\n\t"
        "eor r8, r9, r8\n\t"
        "eor r3, r3, r1\n\t"
        "eor r3, r7, r3\n\t"
        "eor r2, r2, r3\n\t"
        "eor r1, r10, r1\n\t"
        "eor r7, r10, r4\n\t"
        "ldr r9, [sp, #32]\n\t"
        "eor r10, r9, r11\n\t"
        "eor r1, r1, r9\n\t"
        "eor r0, r0, r1\n\t"
        "eor r1, r5, r0\n\t"
        "eor r5, r11, r11, ror #4\n\t"
        "and r5, r6, r5, ror #14\n\t"
        "eor r5, r5, r11, ror #14\n\t"
        "eor r5, r10, r5\n\t"
        "eor r9, r0, r0, ror #4\n\t"
        "and r9, r6, r9, ror #14\n\t"
        "eor r0, r9, r0, ror #14\n\t"
        "eor r0, r1, r0\n\t"
        "eor r1, r3, r3, ror #4\n\t"
        "and r1, r6, r1, ror #14\n\t"
        "eor r1, r1, r3, ror #14\n\t"
        "eor r1, r2, r1\n\t"
        "eor r2, r4, r4, ror #4\n\t"
        "and r2, r6, r2, ror #14\n\t"
        "eor r2, r2, r4, ror #14\n\t"
        "eor r2, r7, r2\n\t"
        "mov r3, r8\n\t"
        "mov r4, r0\n\t"
        "mov r6, r5\n\t"
        "ldr r7, [sp, #40]\n\t"
        "ldr r0, [sp, #28]\n\t"
        "mov r5, r1\n\t"
        "ldr r1, [sp, #36]\n\t"
        "ldrd r8, r9, [sp, #4]\n\t"
        "cmp r8, r9\n\t"
        "blo 1b\n\t"
        /* the inverse S-box and AddRoundKey 0 */
        "eor r2, r2, r7\n\t"
        "eor r8, r3, r4\n\t"
        "eor r9, r4, r7\n\t"
        "eor r4, r4, r6\n\t"
        "eor r6, r6, r7\n\t"
        "eor r7, r0, r1\n\t"
        "eor r10, r4, r7\n\t"
        "eor r7, r7, r6\n\t"
        "eor r11, r5, r2\n\t"
        "and r12, r10, r11\n\t"
        "eor r2, r10, r2\n\t"
        "eor lr, r5, r10\n\t"
        "eor r5, r5, r8\n\t"
        "strd r10, r11, [sp, #12]\n\t"
        "eor r10, r8, r6\n\t"
        "and r11, r8, r2\n\t"
        "strd r5, r12, [sp, #20]\n\t"
        "eor r5, r8, r2\n\t"
        "eor r12, r0, r3\n\t"
        "eor r0, r0, r8\n\t"
        "eor r3, r3, r10\n\t"
        "strd r8, r10, [sp, #28]\n\t"
        "eor r8, lr, r0\n\t"
        "eor r10, r1, r0\n\t"
        "eor r1, r1, lr\n\t"
        "strd lr, r5, [sp, #36]\n\t"
        "eor lr, r4, r10\n\t"
        "and r5, r10, r8\n\t"
        "eor r1, r1, r5\n\t"
        "strd r10, r5, [sp, #44]\n\t"
        "eor r10, r6, r12\n\t"
        "and r5, r6, r10\n\t"
        "eor r5, r5, r11\n\t"
        "strd r6, r11, [sp, #52]\n\t"
        "and r6, r9, r3\n\t"
        "and r11, r4, r0\n\t"
        "eor r1, r1, r11\n\t"
        "eor r11, r2, r10\n\t"
        "strd r10, r2, [sp, #60]\n\t"
        "eor r10, r11, r8\n\t"
        "and r2, r7, r10\n\t"
        "strd r8, r10, [sp, #68]\n\t"
        "ldrd r10, r8, [sp, #20]\n\t"
        "eor r8, r8, r2\n\t"
        "eor r8, r8, r12\n\t"
        "ldr r12, [sp, #40]\n\t"
        "eor r2, r12, r2\n\t"
        "eor r2, r2, r6\n\t"
        "eor r6, r8, r5\n\t"
        "ldr r8, [sp, #36]\n\t"
        "and r12, lr, r8\n\t"
        "strd r7, r0, [sp, #76]\n\t"
        "ldr r7, [sp, #48]\n\t"
        "eor r0, r12, r7\n\t"
        "eor r0, r0, r5\n\t"
        "eor r0, r0, r10\n\t"
        "ldr r5, [sp, #32]\n\t"
        "and r7, r5, r11\n\t"
        "ldr r10, [sp, #56]\n\t"
        "eor r7, r7, r10\n\t"
        "eor r2, r2, r7\n\t"
        "eor r1, r1, r7\n\t"
        "eor r7, r1, r0\n\t"
        "and r10, r6, r1\n\t"
        "and r10, r7, r10\n\t"
        "and r1, r1, r2\n\t"
        "eor r12, r2, r6\n\t"
        "eor r5, r6, r1\n\t"
        "and r2, r2, r0\n\t"
        "and r5, r5, r7\n\t"
        "and r2, r12, r2\n\t"
        "eor r7, r7, r1\n\t"
        "eor r7, r10, r7\n\t"
        "and r3, r7, r3\n\t"
        "and r9, r7, r9\n\t"
        "eor r5, r0, r5\n\t"
        "ldr r10, [sp, #16]\n\t"
        "and r10, r5, r10\n\t"
        "eor r9, r10, r9\n\t"
        "eor r0, r0, r1\n\t"
        "and r0, r0, r12\n\t"
        "eor r0, r6, r0\n\t"
        "and r6, r0, r8\n\t"
        "eor r1, r12, r1\n\t"
        "eor r1, r2, r1\n\t"
        "and r2, r0, lr\n\t"
        "ldr r8, [sp, #12]\n\t"
        "and r8, r5, r8\n\t"
        "and r4, r1, r4\n\t"
        "ldrd lr, r12, [sp, #76]\n\t"
        "and r12, r1, r12\n\t"
        "strd r10, r3, [sp, #12]\n\t"
        "eor r10, r1, r7\n\t"
        "eor r3, r5, r7\n\t"
        "ldr r7, [sp, #52]\n\t"
        "and r7, r10, r7\n\t"
        "eor r1, r0, r1\n\t"
        "eor r0, r0, r5\n\t"
        "ldr r5, [sp, #44]\n\t"
        "and r5, r1, r5\n\t"
        "and lr, r3, lr\n\t"
        "strd r6, r12, [sp, #20]\n\t"
        "ldrd r12, r6, [sp, #68]\n\t"
        "and r3, r3, r6\n\t"
        "and r1, r1, r12\n\t"
        "ldrd r12, r6, [sp, #60]\n\t"
        "and r6, r0, r6\n\t"
        "and r12, r10, r12\n\t"
        "eor lr, lr, r7\n\t"
        "eor r10, r0, r10\n\t"
        "strd r3, r1, [sp, #36]\n\t"
        "ldrd r3, r1, [sp, #28]\n\t"
        "and r0, r0, r3\n\t"
        "and r3, r10, r11\n\t"
        "and r1, r10, r1\n\t"
        "eor r6, r6, r0\n\t"
        "eor r4, r4, r6\n\t"
        "eor r0, r0, lr\n\t"
        "eor r10, r4, lr\n\t"
        "eor r6, r1, r6\n\t"
        "eor r4, r5, r4\n\t"
        "eor r5, r5, r6\n\t"
        "eor r6, r7, r4\n\t"
        "eor r1, r1, r4\n\t"
        "eor r0, r8, r0\n\t"
        "eor r4, r9, r6\n\t"
        "eor r6, r12, r9\n\t"
        "eor r2, r2, r6\n\t"
        "eor r6, r12, r1\n\t"
        "eor r1, r3, r1\n\t"
        "eor r3, r3, r8\n\t"
        "eor r3, r4, r3\n\t"
        "ldrd r7, r4, [sp, #20]\n\t"
        "eor r9, r4, r7\n\t"
        "ldrd r12, r11, [sp, #36]\n\t"
        "eor r4, r11, r4\n\t"
        "eor r1, r4, r1\n\t"
        "eor r11, r11, r6\n\t"
        "eor r7, r7, r11\n\t"
        "ldrd lr, r11, [sp, #12]\n\t"
        "eor r4, r11, r4\n\t"
        "eor r2, r4, r2\n\t"
        "eor r4, r2, r10\n\t"
        "eor r2, r8, r2\n\t"
        "eor r2, r2, r5\n\t"
        "eor r5, r12, r6\n\t"
        "eor r6, r12, r9\n\t"
        "eor r8, r11, r9\n\t"
        "eor r3, r6, r3\n\t"
        "eor r6, r5, r8\n\t"
        "eor r5, lr, r5\n\t"
        "ldr r8, [sp, #8]\n\t"
        "ldrd r9, r10, [r8], #-64\n\t"
        "eor r0, r0, r9\n\t"
        "str r8, [sp, #8]\n\t"
        "eor r1, r1, r10\n\t"
        "ldrd r9, r10, [r8, #80]\n\t"
        "eor r3, r3, r10\n\t"
        "eor r6, r6, r9\n\t"
        "ldrd r9, r10, [r8, #96]\n\t"
        "eor r5, r5, r9\n\t"
        "eor r2, r2, r10\n\t"
        "ldrd r9, r10, [r8, #112]\n\t"
        "eor r4, r4, r9\n\t"
        "eor r7, r7, r10\n\t"
        "mov r8, r6\n\t"
        "mov r6, r4\n\t"
        "mov r4, r5\n\t"
        "mov r5, r2\n\t"
        "mov r2, r8\n\t"
        "ldr r8, [sp, #0]\n\t"
        "stm r8, {r0-r7}\n\t"
        /* clear the frame (spilled state and key words) */
        "movs r0, #0\n\t"
        "movs r1, #0\n\t"
        "strd r0, r1, [sp, #0]\n\t"
        "strd r0, r1, [sp, #8]\n\t"
        "strd r0, r1, [sp, #16]\n\t"
        "strd r0, r1, [sp, #24]\n\t"
        "strd r0, r1, [sp, #32]\n\t"
        "strd r0, r1, [sp, #40]\n\t"
        "strd r0, r1, [sp, #48]\n\t"
        "strd r0, r1, [sp, #56]\n\t"
        "strd r0, r1, [sp, #64]\n\t"
        "strd r0, r1, [sp, #72]\n\t"
        "strd r0, r1, [sp, #80]\n\t"
        "add sp, sp, #88\n\t"
        "pop {r4-r11, pc}\n\t"
        ".size cairn_aes_ct32_decrypt_armv7m, .-cairn_aes_ct32_decrypt_armv7m\n\t"
        ".popsection");
/* generated: end */
#else /* the C rounds */

/* Output byte (r, c) takes input byte (r + a, c + b), indices mod 4. */
CAIRN_INLINE uint32_t rot(uint32_t x, unsigned a, unsigned b)
{
    uint32_t m;
    if (b == 0)
        return a == 0 ? x : cairn_rotr32(x, 8 * a);
    m = nib_mask(b);
    return (cairn_rotr32(x, 8 * a + b) & m) | (cairn_rotr32(x, (8 * a + b - 4) & 31) & ~m);
}

/* The round steps: inlined into the fixsliced rounds, or in the small
 * profile called from them, each step's code once. */
#if CAIRN_SMALL
#define ROUND_STEP static CAIRN_NOINLINE
#else
#define ROUND_STEP CAIRN_INLINE
#endif

ROUND_STEP void sbox(uint32_t q[8]) { CAIRN_AES_SBOX_RAW(uint32_t, q); }

ROUND_STEP void inv_sbox(uint32_t q[8]) { CAIRN_AES_INV_SBOX(uint32_t, q); }

ROUND_STEP void mix_columns(uint32_t q[8], unsigned d)
{
    uint32_t a[8], t[8], x[8];
    unsigned i;
    UNROLL8
    for (i = 0; i < 8; i++) {
        a[i] = rot(q[i], 1, d);
        t[i] = q[i] ^ a[i];
    }
    CAIRN_AES_XTIME(uint32_t, x, t);
    UNROLL8
    for (i = 0; i < 8; i++)
        q[i] = x[i] ^ a[i] ^ rot(t[i], 2, (2 * d) & 3);
}

/* As aes_ct64.c's: t = q + rot(q, 1, d), y = q + x t, w = t + x^2 y, then
 * q = y + w + rot(w, 2, 2d); one masked rotation fewer per plane than
 * (q + x^2 (q + rot(q, 2, 2d))) followed by MixColumns. */
ROUND_STEP void inv_mix_columns(uint32_t q[8], unsigned d)
{
    uint32_t t[8], y[8], x[8];
    unsigned i;
    UNROLL8
    for (i = 0; i < 8; i++)
        t[i] = q[i] ^ rot(q[i], 1, d);
    CAIRN_AES_XTIME(uint32_t, x, t);
    UNROLL8
    for (i = 0; i < 8; i++)
        y[i] = q[i] ^ x[i];
    CAIRN_AES_XTIME(uint32_t, x, y);
    CAIRN_AES_XTIME(uint32_t, x, x);
    UNROLL8
    for (i = 0; i < 8; i++) {
        uint32_t w = t[i] ^ x[i];
        q[i] = y[i] ^ w ^ rot(w, 2, (2 * d) & 3);
    }
}

/* Round keys sit one 32-bit word per 64-bit slot of ks. */
CAIRN_INLINE void add_round_key(uint32_t q[8], const uint64_t *k)
{
    unsigned i;
    UNROLL8
    for (i = 0; i < 8; i++)
        q[i] ^= (uint32_t)k[i];
}

/* On the bytes outside the rounds (sr2_bytes); in the small profile on the
 * planes, as the other implementations do (less code). */
#if SR2_ON_BYTES
#define shift_rows2(q) ((void)(q))
#else
CAIRN_INLINE void shift_rows2(uint32_t q[8])
{
    unsigned i;
    for (i = 0; i < 8; i++)
        q[i] = (q[i] & 0x00ff00ffu) | (rot(q[i], 0, 2) & 0xff00ff00u);
}
#endif

#define ENC_ROUND(d, r)                                                                                            \
    do {                                                                                                           \
        sbox(q);                                                                                                   \
        mix_columns(q, d);                                                                                         \
        add_round_key(q, sk + 8 * (r));                                                                            \
    } while (0)

#define DEC_ROUND(d, r)                                                                                            \
    do {                                                                                                           \
        inv_sbox(q);                                                                                               \
        add_round_key(q, sk + 8 * (r));                                                                            \
        inv_mix_columns(q, d);                                                                                     \
    } while (0)

#endif /* AES_ARM_ASM */

static void encrypt_state(const uint64_t *sk, unsigned nr, uint32_t q[8])
{
#if AES_ARM_ASM
    cairn_aes_ct32_encrypt_armv7m(q, sk, nr);
#else
    unsigned r;
    CAIRN_AES_ENCRYPT_ROUNDS(q, sk, nr, r);
#endif
}

static void decrypt_state(const uint64_t *sk, unsigned nr, uint32_t q[8])
{
#if AES_ARM_ASM
    cairn_aes_ct32_decrypt_armv7m(q, sk, nr);
#else
    unsigned r;
    CAIRN_AES_DECRYPT_ROUNDS(q, sk, nr, r);
#endif
}

static uint32_t shift_rows_pow(uint32_t x, unsigned k)
{
    uint32_t out = 0;
    unsigned row;
    for (row = 0; row < 4; row++) {
        unsigned b = (k * row) & 3;
        uint32_t y = x;
        if (b != 0) {
            uint32_t m = nib_mask(b);
            y = (cairn_rotr32(x, b) & m) | (cairn_rotr32(x, 28 + b) & ~m);
        }
        out |= y & ((uint32_t)0xff << (8 * row));
    }
    return out;
}

static int ct32_set_key(uint64_t *ks, const uint8_t *key, size_t keylen)
{
    uint32_t w[60], q[8];
    uint8_t buf[32];
    unsigned nr, r, i;

    if (key == NULL)
        return CAIRN_ERR_BAD_ARG;
    nr = cairn_aes_expand_key(w, key, keylen);
    if (nr == 0)
        return CAIRN_ERR_BAD_LENGTH;
    for (r = 0; r <= nr; r++) {
        for (i = 0; i < 4; i++)
            cairn_store32_be(buf + 4 * i, w[4 * r + i]);
        memcpy(buf + 16, buf, 16);
        load2(q, buf, 0);
        for (i = 0; i < 8; i++) {
            /* SR^-r; for the last key SR^-Nr = SR^2 (identity for Nr = 12), the
             * permutation sr2_bytes does on the bytes after the rounds */
            if (r >= 1 && (r < nr || SR2_ON_BYTES))
                q[i] = shift_rows_pow(q[i], (4 - (r & 3)) & 3);
            if (r >= 1 && (0x63u >> i) & 1)
                q[i] = ~q[i];
        }
        /* each word in the low half of its slot; the Thumb-2 rounds read
         * words 2j and 2j + 1 with one LDRD from slot 2j, so the high half
         * of an even slot holds the next word */
        for (i = 0; i < 8; i++)
            ks[8 * r + i] = q[i] | ((i & 1) == 0 ? (uint64_t)q[i + 1] << 32 : 0);
    }
    ks[CAIRN_AES_KS_NR] = nr;
    cairn_wipe(w, sizeof w);
    cairn_wipe(buf, sizeof buf);
    cairn_wipe(q, sizeof q);
    return CAIRN_OK;
}

static void ct32_encrypt(const uint64_t *ks, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    unsigned nr = (unsigned)ks[CAIRN_AES_KS_NR];
    int sr = SR2_ON_BYTES && nr != 12;
    uint32_t q[8];
    uint8_t buf[32];

    for (; nblocks >= 2; nblocks -= 2, in += 32, out += 32) {
        load2(q, in, 0);
        encrypt_state(ks, nr, q);
        store2(out, q, sr);
    }
    if (nblocks > 0) {
        memcpy(buf, in, 16);
        memset(buf + 16, 0, 16);
        load2(q, buf, 0);
        encrypt_state(ks, nr, q);
        store2(buf, q, sr);
        memcpy(out, buf, 16);
        cairn_wipe(buf, sizeof buf);
    }
    cairn_wipe(q, sizeof q);
}

static void ct32_decrypt(const uint64_t *ks, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    unsigned nr = (unsigned)ks[CAIRN_AES_KS_NR];
    int sr = SR2_ON_BYTES && nr != 12;
    uint32_t q[8];
    uint8_t buf[32];

    for (; nblocks >= 2; nblocks -= 2, in += 32, out += 32) {
        load2(q, in, sr);
        decrypt_state(ks, nr, q);
        store2(out, q, 0);
    }
    if (nblocks > 0) {
        memcpy(buf, in, 16);
        memset(buf + 16, 0, 16);
        load2(q, buf, sr);
        decrypt_state(ks, nr, q);
        store2(buf, q, 0);
        memcpy(out, buf, 16);
        cairn_wipe(buf, sizeof buf);
    }
    cairn_wipe(q, sizeof q);
}

static void ct32_cbc_encrypt(const uint64_t *ks, uint8_t *iv, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    unsigned nr = (unsigned)ks[CAIRN_AES_KS_NR];
    int sr = SR2_ON_BYTES && nr != 12;
    uint32_t q[8];
    uint8_t buf[32];
    size_t i;

    memset(buf, 0, sizeof buf);
    memcpy(buf, iv, 16);
    for (; nblocks > 0; nblocks--, in += 16, out += 16) {
        for (i = 0; i < 16; i++)
            buf[i] ^= in[i];
        load2(q, buf, 0);
        encrypt_state(ks, nr, q);
        store2(buf, q, sr);
        memcpy(out, buf, 16);
    }
    memcpy(iv, buf, 16);
    cairn_wipe(buf, sizeof buf);
    cairn_wipe(q, sizeof q);
}

static void ct32_cbc_decrypt(const uint64_t *ks, uint8_t *iv, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    unsigned nr = (unsigned)ks[CAIRN_AES_KS_NR];
    int sr = SR2_ON_BYTES && nr != 12;
    uint32_t q[8];
    uint8_t buf[32], next_iv[16];
    size_t n, i;

    while (nblocks > 0) {
        n = nblocks < 2 ? nblocks : 2;
        memset(buf, 0, sizeof buf);
        memcpy(buf, in, 16 * n);
        memcpy(next_iv, in + 16 * (n - 1), 16);
        load2(q, buf, sr);
        decrypt_state(ks, nr, q);
        store2(buf, q, 0);
        if (n == 2) /* second block first: out == in keeps the first ciphertext until then */
            for (i = 0; i < 16; i++)
                out[16 + i] = (uint8_t)(buf[16 + i] ^ in[i]);
        for (i = 0; i < 16; i++)
            out[i] = (uint8_t)(buf[i] ^ iv[i]);
        memcpy(iv, next_iv, 16);
        in += 16 * n;
        out += 16 * n;
        nblocks -= n;
    }
    cairn_wipe(buf, sizeof buf);
    cairn_wipe(q, sizeof q);
}

/* The bytes of x in reverse order (one REV on Arm). */
CAIRN_INLINE uint32_t rev32(uint32_t x) { return (x >> 24) | ((x >> 8) & 0xff00u) | ((x & 0xff00u) << 8) | (x << 24); }

/*
 * The counter blocks of a pass differ only in their last 32 bits (column 3),
 * as long as the full counter does not carry out of them: the planes of the
 * fixed 12 bytes are transposed once per run and each pass ORs in the
 * counters' bits. Byte r of the last word (row r, column 3) of lane l sits at
 * bit 8 r + 4 l + 3, so plane i takes bit i of each of those bytes. A run ends
 * where the full counter's last 32 bits wrap (ctr32 just wraps them); the
 * full counter is public, the 32-bit one (GCM's J0 from a long IV) is not,
 * and nothing branches on it.
 */
/* The full counter's bookkeeping, out of line so that no condition on the
 * counter can be merged into ctr32's path (whose counter may be secret): the
 * blocks before the last 32 bits wrap (v is them), and the carry into the
 * bytes above once they have. */
static CAIRN_NOINLINE size_t full_ctr_run(size_t nblocks, uint32_t v)
{
    uint32_t left = 0u - v; /* 0: 2^32 */
    return left != 0 && nblocks > left ? left : nblocks;
}

static CAIRN_NOINLINE void full_ctr_carry(uint8_t ctr[16])
{
    if (cairn_load32_be(ctr + 12) == 0)
        cairn_ctr_add_be(ctr, 12, 1);
}

static void ctr_common(const uint64_t *ks, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks, int ctr32)
{
    unsigned nr = (unsigned)ks[CAIRN_AES_KS_NR];
    int sr = SR2_ON_BYTES && nr != 12;
    uint32_t q[8], v;
    uint8_t buf[32];
    size_t n, i, run;
#if !CAIRN_SMALL
    uint32_t base[8], w0, w1, lo, hi;
#endif

    while (nblocks > 0) {
        v = cairn_load32_be(ctr + 12);
        run = ctr32 ? nblocks : full_ctr_run(nblocks, v);
        nblocks -= run;
#if !CAIRN_SMALL
        memcpy(buf, ctr, 12);
        memset(buf + 12, 0, 4);
        memcpy(buf + 16, buf, 16);
        load2(base, buf, 0);
#endif
        for (; run > 0; run -= n, in += 16 * n, out += 16 * n, v += (uint32_t)n) {
            n = run < 2 ? run : 2;
#if CAIRN_SMALL
            /* the counter blocks themselves through the transpose (less code) */
            memcpy(buf, ctr, 12);
            cairn_store32_be(buf + 12, v);
            memcpy(buf + 16, ctr, 12);
            cairn_store32_be(buf + 28, v + 1);
            load2(q, buf, 0);
#else
            /* the two lanes' counter bytes side by side in nibbles: bit i of
             * byte r at 8 r + i (lane 0) and 8 r + 4 + i (lane 1), i = 0..3 in
             * lo, 4..7 in hi; each plane then takes one shift and one mask */
            w0 = rev32(v);
            w1 = rev32(v + 1);
            lo = (w0 & 0x0f0f0f0fu) | (w1 & 0x0f0f0f0fu) << 4;
            hi = (w0 >> 4 & 0x0f0f0f0fu) | (w1 & 0xf0f0f0f0u);
            UNROLL8
            for (i = 0; i < 4; i++) {
                q[i] = base[i] | (lo >> i & 0x11111111u) << 3;
                q[i + 4] = base[i + 4] | (hi >> i & 0x11111111u) << 3;
            }
#endif
            encrypt_state(ks, nr, q);
            if (n == 2) {
                store2_xor(out, q, in, sr);
            } else {
                store2(buf, q, sr);
                for (i = 0; i < 16; i++)
                    out[i] = (uint8_t)(in[i] ^ buf[i]);
            }
        }
        cairn_store32_be(ctr + 12, v);
        if (!ctr32)
            full_ctr_carry(ctr);
    }
    cairn_wipe(buf, sizeof buf);
    cairn_wipe(q, sizeof q);
#if !CAIRN_SMALL
    cairn_wipe(base, sizeof base);
#endif
}

static void ct32_ctr(const uint64_t *ks, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    ctr_common(ks, ctr, out, in, nblocks, 0);
}

static void ct32_ctr32(const uint64_t *ks, uint8_t *ctr, uint8_t *out, const uint8_t *in, size_t nblocks)
{
    ctr_common(ks, ctr, out, in, nblocks, 1);
}

#if !CAIRN_SMALL
/*
 * CCM's fused kernels (cairn_block_impl.ccm_*): each pass takes the CBC-MAC
 * block in lane 0 and the counter block in lane 1, and the chain stays in
 * bit planes from one pass to the next. Lane 0 is the bits 8 r + c of each
 * plane (mask 0x0f0f0f0f), so the chain's planes after a pass are the
 * state's lane-0 bits, turned back by SR^2 (rows 1 and 3 of the lane swap
 * columns c and c + 2, bits 8 r + c and 8 r + c + 2; sr2_bytes does it on
 * the bytes elsewhere); the plaintext block enters through half a transpose
 * (lane 1 zero) and the counter block through the fixed 12 bytes' planes and
 * its last 32 bits ORed in, as in ctr_common; only lane 1 leaves through a
 * transpose, half of one. Not in the small profile (the AEAD layer composes
 * the 2-block calls there).
 */
#define CCM_LANE0 0x0f0f0f0fu

/* The planes of [p, 0] (one block in lane 0): the transpose with the zero
 * words folded away. */
CAIRN_INLINE void ccm_load_lane0(uint32_t q[8], const uint32_t p[4])
{
    unsigned k;
    UNROLL8
    for (k = 0; k < 4; k++) {
        q[k] = p[k];
        q[k + 4] = 0;
    }
    transpose(q);
}

/* The chain's planes from a pass's state: lane 0, SR^2 undone (sr). */
CAIRN_INLINE void ccm_mac_planes(uint32_t m[8], const uint32_t q[8], int sr)
{
    unsigned i;
    uint32_t x, t;
    UNROLL8
    for (i = 0; i < 8; i++) {
        x = q[i] & CCM_LANE0;
        if (sr) {
            t = ((x >> 2) ^ x) & 0x03000300u;
            x ^= t ^ (t << 2);
        }
        m[i] = x;
    }
}

/* Lane 1 of the state as the four little-endian words of its block: the
 * transpose's exchange of lanes first (the three steps commute), kept for
 * words 4..7 only, then its other two steps and SR^2 (sr) on those. */
CAIRN_INLINE void ccm_lane1_words(uint32_t w[4], const uint32_t q[8], int sr)
{
    unsigned j;
    uint32_t t;
    UNROLL8
    for (j = 0; j < 4; j++)
        w[j] = (q[j + 4] & ~CCM_LANE0) | ((q[j] >> 4) & CCM_LANE0);
    SWAPMOVE(w[0], w[1], 0x55555555u, 1);
    SWAPMOVE(w[2], w[3], 0x55555555u, 1);
    SWAPMOVE(w[0], w[2], 0x33333333u, 2);
    SWAPMOVE(w[1], w[3], 0x33333333u, 2);
    if (sr)
        for (j = 0; j < 2; j++) {
            t = (w[j] ^ w[j + 2]) & 0xff00ff00u;
            w[j] ^= t;
            w[j + 2] ^= t;
        }
}

/* q = m ^ [p, 0] ^ [0, counter block v over the fixed bytes' planes base]:
 * byte r of the counter's last word (row r, column 3 of lane 1) at bit 8 r + 7. */
CAIRN_INLINE void ccm_pass_input(uint32_t q[8], const uint32_t m[8], const uint32_t tp[8], const uint32_t base[8],
                                 uint32_t v)
{
    uint32_t w = rev32(v);
    unsigned i;
    UNROLL8
    for (i = 0; i < 8; i++)
        q[i] = m[i] ^ tp[i] ^ base[i] ^ ((w >> i & 0x01010101u) << 7);
}

/* The counter's fixed 12 bytes in lane 1's planes. */
static void ccm_ctr_base(uint32_t base[8], const uint8_t ctr[16])
{
    uint8_t buf[32];
    memset(buf, 0, sizeof buf);
    memcpy(buf + 16, ctr, 12);
    load2(base, buf, 0);
    cairn_wipe(buf, sizeof buf);
}

/* The chain's planes from mac (lane 1 zero), and back. */
static void ccm_mac_in(uint32_t m[8], const uint8_t mac[16])
{
    uint8_t buf[32];
    memset(buf, 0, sizeof buf);
    memcpy(buf, mac, 16);
    load2(m, buf, 0);
    cairn_wipe(buf, sizeof buf);
}

static void ccm_mac_out(uint8_t mac[16], uint32_t m[8])
{
    uint8_t buf[32];
    store2(buf, m, 0);
    memcpy(mac, buf, 16);
    cairn_wipe(buf, sizeof buf);
}

CAIRN_INLINE void ccm_load_block(uint32_t p[4], const uint8_t *in)
{
    unsigned k;
    for (k = 0; k < 4; k++)
        p[k] = cairn_load32_le(in + 4 * k);
}

CAIRN_INLINE void ccm_store_xor(uint8_t *out, const uint32_t w[4], const uint32_t p[4])
{
    unsigned k;
    for (k = 0; k < 4; k++)
        store32_le(out + 4 * k, w[k] ^ p[k]);
}

/* [Y ^ P_i, A_i] -> [Y', S_i] per pass, C_i = P_i ^ S_i. The counter is
 * public (runs and carries as in ctr_common); Y, P and S are not. */
static void ct32_ccm_encrypt(const uint64_t *ks, uint8_t mac[16], uint8_t ctr[16], uint8_t *out, const uint8_t *in,
                             size_t nblocks)
{
    unsigned nr = (unsigned)ks[CAIRN_AES_KS_NR];
    int sr = nr != 12;
    uint32_t q[8], m[8], tp[8], base[8], p[4], w[4], v;
    size_t run;

    ccm_mac_in(m, mac);
    while (nblocks > 0) {
        v = cairn_load32_be(ctr + 12);
        run = full_ctr_run(nblocks, v);
        nblocks -= run;
        ccm_ctr_base(base, ctr);
        for (; run > 0; run--, in += 16, out += 16, v++) {
            ccm_load_block(p, in);
            ccm_load_lane0(tp, p);
            ccm_pass_input(q, m, tp, base, v);
            encrypt_state(ks, nr, q);
            ccm_mac_planes(m, q, sr);
            ccm_lane1_words(w, q, sr);
            ccm_store_xor(out, w, p);
        }
        cairn_store32_be(ctr + 12, v);
        full_ctr_carry(ctr);
    }
    ccm_mac_out(mac, m);
    cairn_wipe(q, sizeof q);
    cairn_wipe(m, sizeof m);
    cairn_wipe(tp, sizeof tp);
    cairn_wipe(p, sizeof p);
    cairn_wipe(w, sizeof w);
}

/* P_i needs S_i first, so the chain runs one block behind, as in
 * ccm_body's generic path: [Y ^ P_(i-1), A_i] -> [Y', S_i] (the first pass
 * with no chain block: its lane 0 is dropped), then Y ^ P_n alone. */
static void ct32_ccm_decrypt(const uint64_t *ks, uint8_t mac[16], uint8_t ctr[16], uint8_t *out, const uint8_t *in,
                             size_t nblocks)
{
    unsigned nr = (unsigned)ks[CAIRN_AES_KS_NR];
    int sr = nr != 12, first = 1;
    uint32_t q[8], m[8], tp[8], base[8], p[4], w[4], v;
    size_t run;
    unsigned i;

    if (nblocks == 0)
        return;
    ccm_mac_in(m, mac);
    memset(tp, 0, sizeof tp);
    while (nblocks > 0) {
        v = cairn_load32_be(ctr + 12);
        run = full_ctr_run(nblocks, v);
        nblocks -= run;
        ccm_ctr_base(base, ctr);
        for (; run > 0; run--, in += 16, out += 16, v++) {
            ccm_pass_input(q, m, tp, base, v);
            encrypt_state(ks, nr, q);
            if (!first) /* public: the first pass only */
                ccm_mac_planes(m, q, sr);
            first = 0;
            ccm_lane1_words(w, q, sr);
            ccm_load_block(p, in);
            for (i = 0; i < 4; i++) {
                p[i] ^= w[i];
                store32_le(out + 4 * i, p[i]);
            }
            ccm_load_lane0(tp, p);
        }
        cairn_store32_be(ctr + 12, v);
        full_ctr_carry(ctr);
    }
    for (i = 0; i < 8; i++)
        q[i] = m[i] ^ tp[i];
    encrypt_state(ks, nr, q);
    ccm_mac_planes(m, q, sr);
    ccm_mac_out(mac, m);
    cairn_wipe(q, sizeof q);
    cairn_wipe(m, sizeof m);
    cairn_wipe(tp, sizeof tp);
    cairn_wipe(p, sizeof p);
    cairn_wipe(w, sizeof w);
}
#define CT32_CCM_ENCRYPT ct32_ccm_encrypt
#define CT32_CCM_DECRYPT ct32_ccm_decrypt
#else
#define CT32_CCM_ENCRYPT NULL
#define CT32_CCM_DECRYPT NULL
#endif

const cairn_block_impl cairn_aes_ct32_impl_obj = {
    {"ct32", CAIRN_PRIM_AES, 0}, 16, ct32_set_key, ct32_encrypt, ct32_decrypt, ct32_cbc_encrypt, ct32_cbc_decrypt,
    ct32_ctr, ct32_ctr32, CT32_CCM_ENCRYPT, CT32_CCM_DECRYPT, NULL,
};

#endif
