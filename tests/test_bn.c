/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * src/bn: the constant-time bignum layer. Built twice (test_bn with the
 * host's limbs, test_bn32 with CAIRN_BN_LIMB_BITS=32) and once more with the
 * portable 64x64 product (test_bn_noint128). Checks:
 *  - byte codec (round trips, left padding, over-long decode and short encode statuses);
 *  - add/sub/conditional ops/compare/shift/bit length against a 32-bit-word
 *    reference written here, on random and edge values;
 *  - schoolbook mul and sqr against the reference product;
 *  - Montgomery: R^2 mod m, the raw product (any a < R times b < m) times R
 *    against a * b mod m, conversions, squaring, REDC, reduction of double-length
 *    values, modular add/sub, for random moduli of 1..CAIRN_BN_MAX_LIMBS limbs and
 *    edge moduli (one limb, all-ones, all-ones top limb, 2^(LB(n-1)) + 1) with
 *    operands 0, 1, m-1, R-1 and random;
 *  - exponentiation: constant-time (every window size) against the variable-time
 *    one, against a reference square-and-multiply up to 512 bits, a^(e1+e2) =
 *    a^e1 a^e2, edge exponents; known answers computed with Python's integers;
 *  - RSA-2048/4096 known keys: CRT signature (reduce c mod p, exponentiate,
 *    recombine with qinv) equal to the known one, the plain d exponentiation,
 *    the vartime e verification, qinv = q^-1 mod p by both inverses;
 *  - inverse: a * a^-1 = 1 on random odd moduli, non-invertible inputs
 *    reported, Fermat inverse against the binary-GCD one on primes;
 *  - inverse (bn_inv.c) on moduli of 2..8192 bits against a word-level
 *    product and a reference GCD, the contract's corners (m = 1, a = 0, 1,
 *    m - 1, m, a >= m, zero top limbs, common factors, r = a), scratch wiped
 *    and no write past r or tmp, and inputs built to use every step of the
 *    rounds' budget (tests/test_bn_inv.c looks inside);
 *  - sampling in [1, m-1]; documented statuses for bad arguments;
 *  - primality: trial division against a sieve and a reference remainder
 *    (every table prime times a large prime is caught, the next prime is
 *    not), the word gcd against Euclid, single Miller-Rabin rounds against
 *    a reference round (strong pseudoprimes to the first prime bases,
 *    Carmichael numbers, large-s primes), the full tests on the NIST curve
 *    primes, the RFC 3526/7919 group primes, the RSA KAT primes, composites
 *    that pass trial division (a Chernick Carmichael number, products of
 *    two large primes), and their statuses.
 * Seeded: CAIRN_TEST_SEED replays a run.
 */
#include <stdlib.h>
#include <string.h>

#include "bn/bn.h"
#include "testutil.h"

#define LB CAIRN_BN_LIMB_BITS
#define MAXL CAIRN_BN_MAX_LIMBS
#define WPL (LB / 32) /* 32-bit reference words per limb */
#define RW (4 * MAXL * WPL + 4)

/* ---------------- reference arithmetic on little-endian 32-bit words ---------------- */

static void ref_from(uint32_t *w, const cairn_limb *a, size_t n)
{
    size_t i, k;
    for (i = 0; i < n; i++)
        for (k = 0; k < WPL; k++)
            w[i * WPL + k] = (uint32_t)((uint64_t)a[i] >> (32 * k));
}

static void ref_to(cairn_limb *a, const uint32_t *w, size_t n)
{
    size_t i, k;
    for (i = 0; i < n; i++) {
        uint64_t v = 0;
        for (k = 0; k < WPL; k++)
            v |= (uint64_t)w[i * WPL + k] << (32 * k);
        a[i] = (cairn_limb)v;
    }
}

static int ref_cmp(const uint32_t *a, const uint32_t *b, size_t n)
{
    while (n-- > 0)
        if (a[n] != b[n])
            return a[n] < b[n] ? -1 : 1;
    return 0;
}

static uint32_t ref_sub(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n)
{
    uint64_t br = 0;
    size_t i;
    for (i = 0; i < n; i++) {
        uint64_t d = (uint64_t)a[i] - b[i] - br;
        r[i] = (uint32_t)d;
        br = (d >> 63) & 1;
    }
    return (uint32_t)br;
}

static uint32_t ref_add(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n)
{
    uint64_t c = 0;
    size_t i;
    for (i = 0; i < n; i++) {
        c += (uint64_t)a[i] + b[i];
        r[i] = (uint32_t)c;
        c >>= 32;
    }
    return (uint32_t)c;
}

static void ref_mul(uint32_t *r, const uint32_t *a, size_t an, const uint32_t *b, size_t bn)
{
    size_t i, j;
    memset(r, 0, (an + bn) * 4);
    for (i = 0; i < an; i++) {
        uint64_t c = 0;
        for (j = 0; j < bn; j++) {
            c += (uint64_t)a[i] * b[j] + r[i + j];
            r[i + j] = (uint32_t)c;
            c >>= 32;
        }
        r[i + bn] = (uint32_t)c;
    }
}

/* r[0..mn) = x[0..xn) mod m[0..mn), bit by bit (m != 0) */
static void ref_mod(uint32_t *r, const uint32_t *x, size_t xn, const uint32_t *m, size_t mn)
{
    uint32_t t[RW + 1], mm[RW + 1];
    size_t bit, i;
    memset(t, 0, (mn + 1) * 4);
    memcpy(mm, m, mn * 4);
    mm[mn] = 0;
    for (bit = xn * 32; bit-- > 0;) {
        uint32_t c = 0;
        for (i = 0; i <= mn; i++) {
            uint32_t nc = t[i] >> 31;
            t[i] = (t[i] << 1) | c;
            c = nc;
        }
        t[0] |= (x[bit >> 5] >> (bit & 31)) & 1;
        if (ref_cmp(t, mm, mn + 1) >= 0)
            ref_sub(t, t, mm, mn + 1);
    }
    memcpy(r, t, mn * 4);
}

/* r = a * b mod m (a, b any n-limb values), all in limbs */
static void ref_mulmod(cairn_limb *r, const cairn_limb *a, const cairn_limb *b, const cairn_limb *m, size_t n)
{
    uint32_t wa[RW] = {0}, wb[RW] = {0}, wm[RW] = {0}, wp[2 * RW] = {0}, wr[RW];
    size_t W = n * WPL;
    ref_from(wa, a, n);
    ref_from(wb, b, n);
    ref_from(wm, m, n);
    ref_mul(wp, wa, W, wb, W);
    ref_mod(wr, wp, 2 * W, wm, W);
    ref_to(r, wr, n);
}

/* r = x[0..xn) mod m */
static void ref_modl(cairn_limb *r, const cairn_limb *x, size_t xn, const cairn_limb *m, size_t n)
{
    uint32_t wx[2 * RW] = {0}, wm[RW] = {0}, wr[RW];
    ref_from(wx, x, xn);
    ref_from(wm, m, n);
    ref_mod(wr, wx, xn * WPL, wm, n * WPL);
    ref_to(r, wr, n);
}

static void ref_powmod(cairn_limb *r, const cairn_limb *a, const cairn_limb *e, size_t elen, const cairn_limb *m,
                       size_t n)
{
    cairn_limb acc[MAXL], base[MAXL];
    size_t i;
    ref_modl(base, a, n, m, n);
    memset(acc, 0, sizeof acc);
    acc[0] = 1;
    ref_modl(acc, acc, n, m, n);
    for (i = elen * LB; i-- > 0;) {
        ref_mulmod(acc, acc, acc, m, n);
        if ((e[i / LB] >> (i % LB)) & 1)
            ref_mulmod(acc, acc, base, m, n);
    }
    memcpy(r, acc, n * sizeof *r);
}

/* ---------------- helpers ---------------- */

static tu_prng rng;

static cairn_limb rlimb(void) { return (cairn_limb)tu_prng_next(&rng); }
static void rnd(cairn_limb *a, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++)
        a[i] = rlimb();
    /* sometimes sparse or dense limbs: carries through runs of 0 and all-ones */
    if (tu_prng_below(&rng, 4) == 0)
        for (i = 0; i < n; i++)
            a[i] = tu_prng_below(&rng, 3) == 0 ? (cairn_limb)~(cairn_limb)0 : (tu_prng_below(&rng, 2) ? 0 : a[i]);
}
static int eqn(const cairn_limb *a, const cairn_limb *b, size_t n) { return memcmp(a, b, n * sizeof *a) == 0; }

/* big-endian hex string into n limbs (test data) */
static size_t hex_limbs(cairn_limb *a, size_t n, const char *hex)
{
    uint8_t buf[4 * MAXL * 8];
    long len = tu_unhex_into(buf, sizeof buf, hex);
    if (len < 0 || cairn_bn_decode(a, n, buf, (size_t)len) != CAIRN_OK) {
        CHECK(0, "bad test hex");
        return 0;
    }
    return (size_t)len;
}
static size_t hex_nlimbs(const char *hex) { return CAIRN_BN_LIMBS(strlen(hex) * 4); }

/* the moduli every Montgomery test runs over: kind 0 random, 1 all-ones,
 * 2 all-ones top limb, 3 2^(LB(n-1)) + 1 (3 for one limb), 4 top limb 1 */
static void make_modulus(cairn_limb *m, size_t n, int kind)
{
    size_t i;
    rnd(m, n);
    switch (kind) {
    case 1:
        for (i = 0; i < n; i++)
            m[i] = (cairn_limb)~(cairn_limb)0;
        break;
    case 2:
        m[n - 1] = (cairn_limb)~(cairn_limb)0;
        break;
    case 3:
        cairn_bn_zero(m, n);
        m[n - 1] = 1;
        m[0] |= n == 1 ? 3 : 1;
        break;
    case 4:
        m[n - 1] = 1;
        break;
    default:
        break;
    }
    m[0] |= 1;
    if (m[n - 1] == 0)
        m[n - 1] = 1;
    if (n == 1 && m[0] == 1)
        m[0] = 3;
}

/* operand kinds: 0 random < m, 1 zero, 2 one, 3 m - 1 */
static void make_operand(cairn_limb *a, const cairn_limb *m, size_t n, int kind)
{
    cairn_limb one[MAXL];
    cairn_bn_set_word(one, n, 1);
    switch (kind) {
    case 1:
        cairn_bn_zero(a, n);
        break;
    case 2:
        cairn_bn_copy(a, one, n);
        break;
    case 3:
        cairn_bn_sub(a, m, one, n);
        break;
    default:
        rnd(a, n);
        ref_modl(a, a, n, m, n);
        break;
    }
}

#if CAIRN_HOSTED
static const size_t sizes[] = {1, 2, 3, 4, 5, 7, 8, 9, 16, 17, 24, 32, 48, 64, 128};
#define ITERS 1
#else
/* on a bare-metal port (an emulated Cortex-M) the random sweeps stop at
 * 2048-bit moduli and run a quarter of the iterations; the RSA-4096 known
 * answers still run */
static const size_t sizes[] = {1, 2, 3, 4, 5, 7, 8, 9, 16, 17, 24, 32, 64};
#define ITERS 4
#endif
#define NSIZES (sizeof sizes / sizeof sizes[0])

/* ---------------- known answers (generated with Python's integers) ---------------- */
static const char rsa2048_p[] =
    "c4b11d5cc4991a4179c89bac9e0f284b928e1e41382533e1a4f514b349dab6b7e51e3f86f5063dfa33c83deeaa1f66cc"
    "fc7816c92057337235b6097208a26958f50ef66ed1d63449d6e8f5e647e5a7ea4bd91e9769c45642f2fc3ed55108e96a"
    "1472c5c3912768f5b26c1eb7bcf62a8826fd44a9a3fec482006740d9d3659ccd";

static const char rsa2048_q[] =
    "c387c150b2a9ac1652a87f4d1109c8f93cf707966a82a42225a1dfae76047f6a09b3a390c3eb6529e7cc80252abbf408"
    "e7af94955c2191d8dd92d5b1140b0985510bc60ca628a7b3d110c819d37e468b8be76f33f68ee5c928ff6667fb908ead"
    "35f90267dc1572c419604b7691e599333388c06f399af15e066eb4cd518a687d";

static const char rsa2048_n[] =
    "963b374bad6dec809e53e17a8ef600d306b65352aed7bae22350b8f1727a8d4e90e08585fcf7c1776918fb35dce76c7d"
    "de025a828a6ffa3368b915ba17641d0056b4b971024aa16ec7285f61304e85ffbbd207d5e9623cd4d6873f2c30468bfd"
    "3c93cb6403d86a6273038671714f069b6de075cd22d125882481d66ecdc088502b5dbc7b7fa15bc1fa7ea20fb9352222"
    "6b71a6c0c345f2f3dbd445e8567dd23fa877447a5400727b437429f7076601d884081c4c46fd5d340c86d416d5c505f7"
    "195b9fcc63fd860b3a5ff40cc531126c0ceb19bb5ad1310c4ce34cd5a93f8030bab22a4a4789a88e1d4fbf95f4727f86"
    "6e953928c883857feec6f7c9e3d2d819";

static const char rsa2048_d[] =
    "7c0ff0cd1d2e9ed5646aaed4d044954fafc657aefb568a2d7fae84dc57869f35176d62b6d0be2555a04412085c21fd35"
    "4066bf29f87b1aaae3bb9d16ad846e72be27c6d06d6d063d7e5877d3c1d9c6ccf6e52eb557635a0b06127077e4720ddf"
    "15ec935547dbab971b95f8abac3fef9be1b43074346175562597d7666fa1a4af140938e69180d270fa110fd2828cdf49"
    "d31f0f21f65ebaae2ffe6c59f1fe8fbbf8787ba0bb9e1259ce42b24cd08b31fa77df184337302267319519b93fcc191c"
    "b2306ec87feb31b1bd898cef0e36ab91023cdd8d53563b426a209405bdd51af12f07e0b5cbdf0a73f7d0b671be8c690e"
    "fec4c360b5c55a419a802c1c5778e751";

static const char rsa2048_dp[] =
    "543255155efb02e8404f858430ece01ce99178960688b65ac3183e52392d2cc62f87f13dbe297be25cc43ceeab5861d3"
    "21c7ee490e5505aac01f3a8fdbee5a164060b550def648cfcaf5523dcf4d19c20bd1d76c8d540471083ebe4ee62f606b"
    "8e714b02da61fa66228871e5c937bf21253f8962ecd6a41bda3c58e065c3bb89";

static const char rsa2048_dq[] =
    "8e7a3eb059efef38b8f495068832d422617d342733e78c486199a9cf8ba9cd5a6c455d1ba0d7c77898b2d871bcc90692"
    "f2986bb1c657a3da1de2e019cf9c174cf0f89e511b46a6a50de3a79bc213d2bddead3ec7e392cef81d0ab60971332df4"
    "234f16a4ada7676063895a93c4ce442b1e1338fe1340c73e977b55fe02bbd355";

static const char rsa2048_qinv[] =
    "33f8a461af373896e0ddcffb180acc3c82425c1651c9a5b0c9c880e9db713e7276b9e0c29809a432569ab1eebdcda148"
    "297daae3927abf49c257998bbfa30e3e55806e357fdb256f0111d3290ac0643963c2118980e68c76497f08a9eb09cd81"
    "8f8aab4c64c1b87bfdb645be6c0477fb2e740b0fc066d6ff11c47a685d93636c";

static const char rsa2048_msg[] =
    "3d93ce3ac240d0d8829cc552406aceeaf129517f1d7bb2ecc73f5e0933132200e7209847c895646a0414d6d5aa4f665e"
    "b68e81a840fbf7b0f7e55cf0b87092b14d89d5deee02cf11716ca6b6edd9573d6ab04cb0b84517eec13799a074721f4a"
    "ba3e104402fae64104876e01b603d951de54af9a1fb5bafc4468877d51423f75f09a66262d678662bde342ac476b3357"
    "2ca27ed6544c59c228780711742abc574c927bf476944f1c2e28214750e385ef83848b1cf6252d11cd7ac69495c5af75"
    "3526332a2018012b93ccfa3633f35991be85668ab3077c9f0d3b76c013ec2b683566ba38ce49de1c96f015d5c6c3c5c2"
    "2b0d033e4ad07e3a0a58bdea453c5ec4";

static const char rsa2048_sig[] =
    "5b4483a3d04dbed6808f9dd6772dfa763ed7e46212c7abd3090cc76046b81c88d7a9f5b7e8be6a7a4ba93f944ad28513"
    "89f8d011db17dc58a12ad755ad9adcf515c74d40cde11da9fdbeceefe4a7cb288583029fb7afdfa4453b51194f4d3cfe"
    "69d7d5abfd293bbce89e49533e9ba319a5117db912e5eccb4bb1778e0d872a6b2bf92e53b8683c17fcd58e7d83a47c69"
    "716367f073a3b373a10b525d9042c6732dfe6063819189c7b98700fdc1b65ca0a9ed3edb568e799fbd9b9e36d690c142"
    "529b6944716d9cd039ce99f10327eb2eeeddc0c04ecfbd7aa292d4d6d9ff4d1a73dc8eddc7132c140b81a912af602466"
    "1f65b56a1f2928a78a5954d68a419331";

static const char rsa4096_p[] =
    "ff4e166139f365daef4dd63d824be15932fef7e976f7d3d80ac8cd68452cdf7adf44f8cdaefe47c9a0e29ce8e82254e0"
    "468ced48e6326705d657dde395dc980c5e7ca979a518dc744942d15b0ff04778271b334662a8ddb6ce43ae9a8affe7c3"
    "29f304ee0eacf84bac58d5a896474a10445290d6be80ce6dcb3ad132ee1582165a0d1ad3bd7bac5a5754ffd4a3683f07"
    "9890a306baae2455947eef12631fedebd14513d28d2cd30531a9ff93bae44063360676cecc33f90ebe0fb59216e53ca5"
    "e50bddd285a357a2696fb70cc547d36466bc59eecee800b8ec92aa3020e38e7d88afe907ac1316f749ed1a4b50e99e03"
    "8a1bbf8c78cb978c49d68b8e454fda3d";

static const char rsa4096_q[] =
    "db6b1a27da48ab95c3fcc6027810ce229deb76e5ea6eda564909f4003d6b8579ee5d6393c98f9f0d20664861a83cfa3c"
    "a3a2e10dc3699eade3d1199455563c419ac47b6772087e716df04adefc9a7bcfbaa0c523b67b5b8f4d01f83ecdc7e08c"
    "4d1e58f54360c10f8fb12a7f3d0d50e551ad66aa70d2f486add2dcacad372bc5feb21f64f896d5d87750650b55940eff"
    "0d652c755e083bc2dbff81883761a54d273cc91cef97f6c6a80ac0b294f42aee3bedbb1fe09deebce6c8339addd49cac"
    "96ca20de6ba9048fbdd3cb735eb428b8d1767bd05afc81479f98e856557023f2f917ffe0cf5e36eeac4689576c495145"
    "6bc4705ef09b884427c90bc1feb83ab9";

static const char rsa4096_n[] =
    "dad29cde3412b1b405327757de5b8d69079b7c95af961a22223e649d4b9056d5e85154a208e747f848d27ae551fbebac"
    "f81e4f3f764f8fcb0b0852b94a4a13328c7d6ac768f6fb917c4f6dc4ac1367560a15ab63e607d7524f66c73905428e51"
    "4ba0dab4ad50bfda941e9b82dd0e007d89721f145fc25e2b5cb76bd19f468b42ba66e08c6e9ff2960f6c9239620d6797"
    "4a5bf1a589f2d1511945fe9fbb4e6da81b2d3badf7c25eed72e21b51f2f9813b31079524d143c3087862ddeebfa47e60"
    "47444f151008a4c4b03c602aff50acb91b6f068e0c9c2a78f4b2996c552946fb0f540b05972e38540a74098022add55e"
    "8ffc865eab1e1678579198711efbfaffb03d2398a41f637aeed343e06f67fbccddf40eadc41b8dada7ab11624538c1fc"
    "4c089f331eec58c94edc2cb3fb1b78ee2f911238d72d90c2a5a8f732b0851c3018ee4871269c7e6dd2d73c642da7110f"
    "6be89f0ec908a4c2294012fbcf7afb7382df419dabd63d784d6110ef054c331743fce471abfff8eacb31b60009178cd5"
    "285eb28846056e351e0ed7c38eafb77d71ae8efa4ff05daf47273fd7ca04f3f420a106afb12025efba0daf1dc2a2562b"
    "892d42d01ce6c2946d3a6b2e7c839668524f30e483d2e6b4db35625fbbd1ec411b8f5c1cf67d9557f51d54a0a9f343a2"
    "6400972929cbc5e5259b971b517ec575c16a502ed3a58729c329486e8ffe8815";

static const char rsa4096_d[] =
    "4fba08d994d372d78a4536e256ebb87c19ff76c6faf08f98fc2d0b6f9c067cfcf6e61b15e6748dee526a0dc8dbb413cc"
    "33a2a77111e42f19e56d24e6c9c06f7a2d61ccb3d6f495f80df8ca9fabaa6e2e15028c2d9bb423a9a3b068c9c7b6d62f"
    "9c8480eaef72ca54133f8b9d84790388b9b950c5959635c54ac4b18df0a03d4114b542ff27973345a55d0371d0dddd6e"
    "6bf34ff9e6670808aa52ac50fa67bae052f68a15fa7d6124d684b73b86718dba4944dffc481a8e46d9c5fbe26f04b9de"
    "ce587f0fc785beb2c31b5c568e2b90a2e8f1eccb78a0b580d876f21b5c73eb9eb199076304101d09d1bd3170f431adda"
    "0450178d0a7fade42ed3a75d1fd2e341f4b75ca9c0dd2c18fa53f1ef2e75ed5a628bad29d380df257f21031296ece2b8"
    "463f6ffcfec6ce71774fbfe712b277f1fd7b50c6699febb085f15ef567cb70d15c8532bddc461b4e0df4209bf8f05d0e"
    "64b39c0bc8e24a9f2a60a161752a1969fabb0b4bec46788c36b32833cb6ad08d04dd705eb6adf0034d2e3f9fc120f758"
    "641d50327cda1f4f402bc5665236ca2834559dbf98d392279112745f709e4772294e21621c316542d50cd208c193fbf3"
    "761e9e9de4be54706f4224e7f5d775032ddf7e80f7d3f94761d4b0a2c0a97c13375590c740324dafbd56c847cfa345bd"
    "8d14e5b83f4e4b0638f980e5dff239989c9838e51722a17913923d6c32751ac1";

static const char rsa4096_dp[] =
    "8c828894a8154a588d5e146c33dad942836b8a3be6ab0cdf9947dcace76d83ed9715d9ad320366b514a3c3e1f76875b8"
    "1d7c10580fc16babedc4dc2d165c9b1e2b9e86939986ae461dcff5731db98b4c1891c2cd991d01314c2239e57a5ccf4c"
    "3d392fdc691d4f662e8b91c3c039aa0c7bddc9333713a3091051e5b3170fa551f1ebc679048f1d53773f23b1fee12fd7"
    "5963392649f5efaf5e13e23607721a3ab02949789714356b6562ff7369e7977c42ce99f2c4b651fb882513343cff9b3a"
    "5e6e027e8be85321e2cf863a34158cc57439737198545d9969326b1223f7b9836388154390b3cceefab3d0c5e4d93e8b"
    "0a26ad6c7d4ae7b4612b0011a41a07ad";

static const char rsa4096_dq[] =
    "50954c1cd8d1199b3e48665c5fc6243e986af2d6cbbb7c9a75e69ee33bab7270ee7703ec31f97a3b72ebbda78807250c"
    "0238fe98746d24e6ce256c548ae6c9e87a33b0f2b3f1a4a679eee7406fdb389f78f63490c22319e44e2eec01fcc76c93"
    "7a7b2bc69fc13806440a9805f4e12015a8629bb2fb0eaed98b9b468a706f33b75aac0655a9ea938d157cc42f5e75aaf0"
    "46f62256d47b079faff66d971e67d132bdb758513539455b7e39bcbd9970f71759911cc93f50216ee4ff1fdcbf9da710"
    "c7ac6257ed883c71a210d7c67e408238264d72797a010465ce9a74b1c85d1006db2ed23db94aebb7ca33799b4edcba69"
    "5983e2952b9ea3740c7c8cc1e98fb599";

static const char rsa4096_qinv[] =
    "079dbf0582bc37a149ee5dc3533a01750723eb419e36a0ef60948d9d0839a58ffc7645d740d84931399a20e82472b51e"
    "50bcfe5cb64a69ab2bf713d05ec5283577df79c6fb1a84e914e11c56258c0593e9547f2086a1a70310b2a91992a96d41"
    "8b08cd6bf7a016942c4128fb181dfb4760b4807e9a58270440d398d652bf7051561a280f0ed87fc48a6a471f83c491b1"
    "17f9596fcc7ee0c876869299d4fe51a445420b106a84ec6a0e6fcb13723cffa70e3d1ea1501dec01546e555948a3e240"
    "21ba4017902656498a8a0d248e6f10e582d4827e5325de00ac99a38748fa7f4a8f1405d33d4b2378bff7d94489ff87af"
    "7644a234ece9a7690c0dd0635c428b58";

static const char rsa4096_msg[] =
    "5ef96bc050ef30e7be44825430c20e2aaba4a495a72ff54b28bd75202a5a55c0915a12431ef44f740dbf9f9e7efe0622"
    "c9f4c123fc7a7ec25418d4aca6d18305a177e6fd3b51b10bd1e785c80ddb39cade984f22aa4014c4093c5e5919e62fba"
    "1b26e8055ead2c656078e875f566256f3cb15106ca512e45a2b97fe5364468cc330023def87b27de64f8045bc2766dc2"
    "38f2608d62bc6adf46db386b76bc906c9578c4c713b255684cc3d1e06e4a4a25ec06e050de14d8ae8400408d377cc21a"
    "a0e0421a29a44d1b64a47108121e7e9064e0f0ae6c059c3d5932d5f5c8118805da2e24aa4daf3bc5538cfdc70dcbdf08"
    "6bbdc7ba3b1e0ab198d0811a6b2537235549ab03e226d315097cd93801fff592733cc34de300313d95da31daefdac662"
    "805ab05d0433da5859bf4ab604a61f3af06c23050837f2cb3c7ac570481be3ede3ae2f52aeb79048a49ea416f9e8378c"
    "ee1fc71a22e36bfd5300323fde259816b997d6e6cde4edd1c9aed4bec2e125038d3f5a096cc38834b8b0d4692f245c63"
    "e3cfbf878de04027333294bb7703f372fa7015b4b733cb23028fecd49d4252a68275680e2704be6664de33bc3abc452a"
    "bef5d20d31cba36bbf65d581e5a8a4a2b02aab661b8a713656ae7e3601de07a176276b94a3f096fc372fcf946787b45e"
    "8d44bc6f30dc1935e66090657fc59b69db2b96a27741941ea29d0dc77788a578";

static const char rsa4096_sig[] =
    "094143ef2f1002507cfc83ced6e271b7252cccb648d3ee21f506398efd65d287ef3e1050742e417273d7dcdf6a1966d4"
    "0e308d88a2d1b865afe71e6ca64f7fc10ef6881b48f1f7ffa25105a61dd9c31ae36f5b9c2155f10edce77594ad52740e"
    "f2154e9143aeec057692a3c449f714eabe41333c77f85e2424650e4cbbdcc9630d30212ceb4c100befa8a4ae78310186"
    "0df544b4ceec56708a75502f9d6426429c08c55c9d969d64c960c00c2c79bbf8c5fd9188ca614db01b543fbc35877644"
    "dadf8987b1e88172d4e32a59e1fc3fc088a75a1b95b5f86e35a23c2d7d7b25d3858b49d588f1647a51b08d6e8ec7c09a"
    "9076ef087caffe8e6aeaa7c650c8e24166d72eb60cdf6918d5f8f22bba171a06058f71b166babd83d7341b5281cfabf7"
    "a45dc7e1160df7b9939028287e5d311840faee5646882734582089439c992c769f91ba0c4c5f825a03466997019464e3"
    "c5e13144dc506e8fd04f845aecc44d4677b279a50bfb5b57d594a8a4a5188b887c685c86d48b75a24defe80b748ed295"
    "b2e360b12b92b43df8619959bed62ab8ef37f3478fa13fa7727f97ee2f5af69388bd58ec6ca16e4c28429ac7dd2aa44a"
    "ceed01280ccd0a89be39336a975b7b2493fa00a0e94be8d76681522cee64f6999004a33f3a12db010bf0e66bae72a720"
    "78710ba338e3779aaae62ca9b290ae29b2af52d27fd9d684d234c72240607c44";

static const char kat64_m[] =
    "ec3db7bc61496f47";

static const char kat64_a[] =
    "23fabcdd6eefa8af";

static const char kat64_e[] =
    "60327af04ece388a";

static const char kat64_r[] =
    "97603580cdaed74f";

static const char kat64_x[] =
    "d6acf2ad12a01896";

static const char kat64_xinv[] =
    "5a27e74817bce47e";

static const char kat521_m[] =
    "016798c3bdd3e363302631f9ac9f9c625277af24c8e1985a9c7cb25762728aa28a0b5d6b712d09b24db2326ea4260a5c"
    "c8b31d6ed62cb67c9b35438433661782d8a9";

static const char kat521_a[] =
    "a40fc8cfc9a9b96085de1e9615fde6a59d9ffd6ace5172c06fa50c24c150735df03229de9e42ec70c8e07d5378c6dc4a"
    "e09528fdfe4ef763cd0f113516c2a945258a";

static const char kat521_e[] =
    "01b0824e41af64febea55f2530840a31a7756186de394cd3a194ad4dc02627d257009e9ed7e9138ad5870602e78ac016"
    "70ad98c097d11672958fd947c8d9dad3ec62";

static const char kat521_r[] =
    "015ad377975202d701b13fdb03b3eff8dd35b197cf3820862271358db77a8ec0c98c776934ae2eb00b2b21d696f896ca"
    "0aaf30e5ae00e16af1bbbb79e3d6adff0d65";

static const char kat521_x[] =
    "011e901dc5a6b06eb48f7973ddab0a183f64a0bfc81869b187243c8c2569a1b7630bd52f55da87a59421a331178a2a3f"
    "ef6bd2c4f20c46ed78ec794dcc8001faf8f6";

static const char kat521_xinv[] =
    "01003591e1c8250ed01950933ec73d5e608ab2c4e20edac6bcac56ce24e4fd5e47c8d51b13deeedf7f8d507d6cd828bc"
    "21d0e395544f135fc2c2b2e6d98efc8997d3";

static const char kat1000_m[] =
    "f3068fc0702dccd9aebba2085b1ed24d154ac31529b928b0aaa32f1d9d711a2af97743155d4e736d66930fc297a2730c"
    "bee4605f753e531f29350f26ee84e6b869d8f98834d02d7f444020b25532694657c89074b6704109d16942cd98ae28e9"
    "9f561733d2bf5b91ae1153409d15d0b79028b2eded3ec63395e86f1ba7";

static const char kat1000_a[] =
    "73f163e404decdd289d3d68185b961dd65ede1e742c4b28f747bbbe7389b9cbaa6570f46ba681a76528e918651c632c5"
    "f3f51111f442a7383fc42b2806d9e58f9ff9cbf0ede495bbcf2b54ae03088066149e0d5fc387975c6e483a0ad7ab5db6"
    "1c6298515d9f64c49be2cc93b66f2e210045794c9c1467a835994a5c92";

static const char kat1000_e[] =
    "0ccd61bd605965f999d5266f2d25e20b26fa8dc04bed969ac6da5f9333d3cb125d56b6f149af2ce12215afba07ed10ec"
    "2ed8eae730ba2fd7e513ffbaaa8d4712a246991d77a3866d727704a5ebae54cca3b32c1efb15d1905eda6aa4f63901f8"
    "7eb72e4e582ff1eebeac07459a3a27b5af6c60b64b57894d57751461a9";

static const char kat1000_r[] =
    "d2bbec913e03a25697dcf7b811e2329cdcd4c128d6e0d8cde8ebc5109c5b1fecc93a17e50a5dbea35866f18e1292c7f1"
    "055fbe2b6523e3b56b3c7e1fd6c6f32fe89f6d86d2bd063b3e19ad36123f07d58b07f50930c1b61d24d2de021c8d04e4"
    "7464f76969ce40cdc20ab3584c4a22f8caf3e1db2ac18965d33a001d62";

static const char kat1000_x[] =
    "e2b66fcefc486501c6a574f06ff1f36967e94def700d116f75e2e659b366b4abdffa7b453bb275f316fb9d09e350a062"
    "2922ff2bf893116085d153db4deea2fbc74b026706dc0ddf0325333e0994c3359f02f77d8e7b65852a8bb37e3703b1e8"
    "3c3e3e99d9be3973f8a3307642580bb5f8a3ecb0204f3dfc1a04752d42";

static const char kat1000_xinv[] =
    "5270a19caa2626761071d4c86a8eec5db937b54a354cf543542adf07c175c85e040a005cad4fa1a6abd37faaf9063b17"
    "7b0583a03d56ed23010caaae729de2a0e2f55edcbef692122e1127972dfa947218e12acdf660e09d129b8dfbb46b24f6"
    "23f72e27fec426d409f3a18828044fafc9d1ee4da7d58c311602c898d8";

static const char kat3000_m[] =
    "a50023cde92f8220bb91d0a4fba13513e880c75f9847ec5e8dbea038a6db159460a0191a795af46e1397a3a9015fbbbf"
    "80e7bcbe58f7a1fecac5ceae2ce9c54f4c669d9404b58e83ec40a5ad58b1532b3b13e9ef5f4701852d0dbb4c0a74b858"
    "170974e9cf51d07f2dd3d048149b99e62035e8717f40d5eb594e57ce4c5a87cb1a3aafb9ee090f7fa781b366edd5bd14"
    "1fb62e37f1fd6d4ffe5057f92b89b2ef744df4815f406331308c6dc299b443439982e78fb5619b1cb6b9fbcca7c998be"
    "c287316c7e8d3ffc9fbd63aa268d30f774c0df951f99bda3aeafc08716ee5f672f62dd829cdc06550d3a7833ec00c213"
    "dd179c18f8c8d7f18242242a800457bb1a87378e1323eccac82de1ddc196347f9177903a606faa54270cf5ff34c22915"
    "c9081774a4750c0c5aa60341a112144e040681ef4cee86e4a3540ae709f9e6c015970345bae38ea4f29e75a429f67289"
    "bcb08eab9aa37a8604eeaa8b4970c0e9d62a3233d0aadaaa11b6f566ab4d7bd7222cc3ca8f9c51";

static const char kat3000_a[] =
    "3f0303cf8634932ee9bdc9e9f6e895de8037b918b9374836a600f0ac7e08cc606d88cfe50811f698bf4e286cc2e8a2b4"
    "92b42770e02af9a0451afe21a3a8bd1bc68763e81d9b4e765617be927f478093729b81dad2a50bcc8ead4659e3f38e77"
    "2433352cbea07f25a45bb7e1029be849ef288cfb7058fa87eaf72240d8a0580c593155bd2374d7850f747decc15fcc55"
    "77daeed1d3143d3aecfee2ba72e2a95f099f5a12cbdd944ae2bca81aa32f4cc0b2c9c0ca49a5d3df1f5fe3c32a1e2f42"
    "b75bf1be12564a8ae547f2fd4957e11a78a9d1f2709f4c8d4a86888dd93a58f22547694bebe26daf15486a8db4c8ead0"
    "8c9bd6ba7fc903cac814578a6692dd4e8504e1373d9af6099e22f84885111ee98737bbe7151a72ecad20ccbd5bfa3f8f"
    "9cbbda08ea648fe07739e72b9f119aef6074880a2983eacddac6bff08723816bd75d11cd704111da0ef5f728b1bde97f"
    "387820aa2235b0f9db1309a97f50b45a216ba0527f34e059b0fb25164e289c06ac66100eaac434";

static const char kat3000_e[] =
    "4c5da3dc276ea356f0b00ee6f17bb7ad979085f4ae67666d7e736a41701201775fa74e7bca04a92648942de11a187078"
    "c5d6e0089491213505e2338dbad2b1de107a84a7e61150e490ec00655654458be3f33b2cce2db3ff4930d313c3106cb0"
    "ed2961c561e73dc7f421fa6030104531e82ab34676a69002fb124f3f197f38f5182f284fbdfa3607c3749f7bda8eb83c"
    "627bb95149ea06b44d73300a1a01f0b5e26592a0dd512b85f72d5da0dc3bbeb0f076978666b0444c46366dbcec52f54b"
    "e5f53f34e4dc02c301f7697208cbd11ea4378bd1b9bb0906f324bc4815ef6e98f6726259539fb2f129bb7b7522763bfa"
    "beb5c4016efc5be6c3935c7d13889f71cd6ba73982499c9662ff96cc8afa4e4e70e7a3c87c662f54f1f745eaa769832d"
    "b1f217f287b5bc3f1cca959ba5554a9521d8339201621359059911136b79b1869899a47b1bda60a329e2015418a7bed1"
    "3aed37a86e1d35a8fee1c19ea43b3316db9bbffd47efd5c988742af8fa0f40cb539996bdd80f84";

static const char kat3000_r[] =
    "5431590df853c8682f3c90697cb20aae9d392517b70032fe7d4cc400f020b82cd07c35de18d42bd809b94dfdc229fadf"
    "4a7de5aff2d956fa2d8d025e50c44a9f1f276921a0a12806b69a84433bf7135e74fe75bebdadefc6f2a60800c79987c4"
    "ef1e72a7057cc8b1d9b3d5b25a7eabb6bd0f93f143d202c7ecdf6cdf512e23c06a803bae3438d31dec30b1a91ef93b36"
    "61b6e3e91ec5e7723ff7ddb6df71587db252f9c0a23668a05a05a08e570028d232aeb43cab1b34ccb9843e20f3ff67e4"
    "39c0090a108a9cb5820343f4eb288f43f06178f5b616df63df994a979aea9bc8c098451847ecccdbcf6d18f29fef9b80"
    "0e76ab41c784000f6559bd28782cd92dfd1618a02bb2717211a2b381f91173f45e2ff9d0901640002fda09db9500a0e4"
    "acb26e1fd1b2dd697354911a65fcec222b143bae636be4611cdb4839c8f2ec306b4b74d35dcde7c8a5d737b2c3ca035a"
    "f7b29d97e3d29190f4dcfbc27197b4b37df6b52bc9bc30f019db736c1787508d274493e43981ed";

static const char kat3000_x[] =
    "5ef596981463c6e8930f8c0b9a74ae674fecf53f9e3ea4c17e84db6debe0b4bc317f65f785f64d516670c90c3f023ae4"
    "3bcd600f834e3a143aed7cd0cbfebf5f200c4c665985dcfdbdd99d913cc8505d4b23c817180479dba98709d5f82e6d6e"
    "80a75d7efff24f7474ed9cd9484231fddaf1626bb808c2466d9634e436ad6be2832f7003e00f07a63ed137539138e4c9"
    "938999d7140b3f3b8edde54a1f3f8f936c63a98f13b861d8ae137f20ff96136721b2eae6450ba91a99a177043e84e7b9"
    "c4a9690e9d5e4bcefe42932ed465844eb055fa0696f82f2bc89e55e53fd692406034585119600dca1f5b57153480235d"
    "a3c14d5d34780939ef46c79a64f1f72492500bf0102229fe8cee451fecbd6f12fa61a602eb3a935e08448d09932ad764"
    "39b30e4b3e800b3e78f8ae8f3849fdadde03ce4d501155109b42a94cc96cf963bebbd7a75aeb93ff1389d998f552f5d8"
    "7642a05024e7beb80193156df5085ca9d198cce43f22e0930c5f1e96111a2b59db9ca418d025d4";

static const char kat3000_xinv[] =
    "5d08b7ece233d9d6f08911247498d7ae1f97d24f6eda423a28e436e26c0403f6cfbe6f02f757b2b5f04c8057dc6fe590"
    "7dccf67f93835b629013a16bcbaf1a7b645ef8087cf7abce7556c4360cd49cf46bc182218a57b2a25568d8c7b8316df6"
    "83a370a70f71c05861b6e9809be46365e2a692310db56fe1935b423e5b5d29e9b6dd8138ba0f536848fd0ff5f3e15813"
    "8808b3028f8a21e10f41584ae8d64305a5dfc126159ad8237c51d221c59917ea6e4251319afcf8e69edfdd484c61da8c"
    "397669eb7de1f45fa7267149180af2a7bed84dd5453e80c35525bbb1261a8f6bc6e3abcf9e438e1294e97cd0a29c58c1"
    "53a6f1f2bc1b5f018ca430e948e764d7f7b8d126d1c766e10838a5f1f731f67f73cd3b1c95401e55cfc2810a0127d12c"
    "032e8586b9c1dd2661260eeda7a44eb5cb23a8e7cfff73158194127ceaadffe82c0d8542364a93046419b51c92710676"
    "dc6336f8ddff2536856db5c68bdd010d3b7d6d2e239ef2207be8fad1f4e0e67d6972de59390efa";

/* ---------------- codec ---------------- */

static void test_codec(void)
{
    cairn_limb a[MAXL], b[MAXL];
    uint8_t in[40], out[40], want[40];
    size_t len, n;

    for (len = 0; len <= 40; len++) {
        for (n = 1; n <= 6; n++) {
            size_t cap = n * CAIRN_BN_LIMB_BYTES, k;
            int fits = 1, rc;
            tu_prng_fill(&rng, in, len);
            if (len > 0 && tu_prng_below(&rng, 2))
                in[0] = 0; /* leading zeros: fits when the rest does */
            for (k = 0; k + cap < len; k++)
                fits &= in[k] == 0;
            rc = cairn_bn_decode(a, n, in, len);
            CHECK_RC(rc, fits ? CAIRN_OK : CAIRN_ERR_BAD_LENGTH, "decode status");
            /* the value modulo 2^(n LB), limb by limb from the end */
            memset(b, 0, sizeof b);
            for (k = 0; k < len && k < cap; k++)
                b[k / CAIRN_BN_LIMB_BYTES] |= (cairn_limb)in[len - 1 - k] << (8 * (k % CAIRN_BN_LIMB_BYTES));
            CHECK(eqn(a, b, n), "decode value len %zu n %zu", len, n);
            /* encode back to len bytes: the same bytes when it fit, else too small */
            rc = cairn_bn_encode(out, len, a, n);
            memset(want, 0, sizeof want);
            for (k = 0; k < len && k < cap; k++)
                want[len - 1 - k] = in[len - 1 - k];
            CHECK_MEM(out, want, len, "encode");
            {
                int needs_more = 0;
                for (k = len; k < cap; k++)
                    needs_more |= (int)((a[k / CAIRN_BN_LIMB_BYTES] >> (8 * (k % CAIRN_BN_LIMB_BYTES))) & 0xff);
                CHECK_RC(rc, needs_more ? CAIRN_ERR_BUFFER_TOO_SMALL : CAIRN_OK, "encode status");
            }
        }
    }
    /* a known value */
    {
        static const uint8_t v[9] = {0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09};
        CHECK_RC(cairn_bn_decode(a, 3, v, 9), CAIRN_OK, "decode 9 bytes");
#if LB == 64
        CHECK(a[0] == 0x0203040506070809u && a[1] == 1 && a[2] == 0, "decode known value");
#else
        CHECK(a[0] == 0x06070809u && a[1] == 0x02030405u && a[2] == 1, "decode known value");
#endif
        CHECK_RC(cairn_bn_encode(out, 12, a, 3), CAIRN_OK, "encode padded");
        CHECK(memcmp(out, "\0\0\0", 3) == 0 && memcmp(out + 3, v, 9) == 0, "encode left-pads with zeros");
        CHECK_RC(cairn_bn_encode(out, 8, a, 3), CAIRN_ERR_BUFFER_TOO_SMALL, "encode 9-byte value in 8");
        CHECK_RC(cairn_bn_decode(a, 1, v, 9), CAIRN_ERR_BAD_LENGTH, "decode 9-byte value in one limb");
        CHECK_RC(cairn_bn_decode(a, 1, NULL, 0), CAIRN_OK, "decode empty");
        CHECK(a[0] == 0, "empty decodes to zero");
        CHECK_RC(cairn_bn_decode(a, 1, NULL, 1), CAIRN_ERR_BAD_ARG, "decode NULL input");
        CHECK_RC(cairn_bn_decode(NULL, 1, v, 1), CAIRN_ERR_BAD_ARG, "decode NULL output");
        CHECK_RC(cairn_bn_encode(NULL, 1, a, 1), CAIRN_ERR_BAD_ARG, "encode NULL output");
        CHECK_RC(cairn_bn_encode(out, 1, NULL, 1), CAIRN_ERR_BAD_ARG, "encode NULL input");
    }
}

/* ---------------- whole-number operations ---------------- */

static void test_basic(void)
{
    cairn_limb a[MAXL], b[MAXL], r[MAXL], s[MAXL], t[MAXL];
    uint32_t wa[RW], wb[RW], wr[RW];
    size_t it, n;

    for (it = 0; it < 400 / ITERS; it++) {
        size_t W, sh, bl, i;
        cairn_limb c, ctl;
        n = 1 + (size_t)tu_prng_below(&rng, MAXL);
        W = n * WPL;
        rnd(a, n);
        rnd(b, n);
        if (it % 7 == 0)
            cairn_bn_copy(b, a, n);
        if (it % 11 == 0)
            cairn_bn_zero(a, n);
        ref_from(wa, a, n);
        ref_from(wb, b, n);

        c = cairn_bn_add(r, a, b, n);
        CHECK(c == ref_add(wr, wa, wb, W), "add carry n %zu", n);
        ref_to(s, wr, n);
        CHECK(eqn(r, s, n), "add n %zu", n);
        c = cairn_bn_sub(r, a, b, n);
        CHECK(c == ref_sub(wr, wa, wb, W), "sub borrow n %zu", n);
        ref_to(s, wr, n);
        CHECK(eqn(r, s, n), "sub n %zu", n);
        /* aliasing r = a */
        cairn_bn_copy(t, a, n);
        (void)cairn_bn_add(t, t, b, n);
        (void)cairn_bn_add(s, a, b, n);
        CHECK(eqn(t, s, n), "add aliased");

        CHECK(cairn_bn_lt(a, b, n) == (ref_cmp(wa, wb, W) < 0 ? (cairn_limb)~(cairn_limb)0 : 0), "lt");
        CHECK(cairn_bn_eq(a, b, n) == (ref_cmp(wa, wb, W) == 0 ? (cairn_limb)~(cairn_limb)0 : 0), "eq");
        {
            int z = 1;
            for (i = 0; i < n; i++)
                z &= a[i] == 0;
            CHECK(cairn_bn_is_zero(a, n) == (z ? (cairn_limb)~(cairn_limb)0 : 0), "is_zero");
        }

        for (ctl = 0; ctl <= 1; ctl++) {
            cairn_limb x[MAXL], y[MAXL];
            cairn_bn_copy(x, a, n);
            c = cairn_bn_cond_add(ctl, x, b, n);
            (void)cairn_bn_add(s, a, b, n);
            CHECK(eqn(x, ctl ? s : a, n) && c == (ctl ? ref_add(wr, wa, wb, W) : 0), "cond_add ctl %u", (unsigned)ctl);
            cairn_bn_copy(x, a, n);
            c = cairn_bn_cond_sub(ctl, x, b, n);
            (void)cairn_bn_sub(s, a, b, n);
            CHECK(eqn(x, ctl ? s : a, n) && c == (ctl ? ref_sub(wr, wa, wb, W) : 0), "cond_sub ctl %u", (unsigned)ctl);
            cairn_bn_copy(x, a, n);
            cairn_bn_cond_copy(ctl, x, b, n);
            CHECK(eqn(x, ctl ? b : a, n), "cond_copy");
            cairn_bn_copy(x, a, n);
            cairn_bn_copy(y, b, n);
            cairn_bn_cond_swap(ctl, x, y, n);
            CHECK(eqn(x, ctl ? b : a, n) && eqn(y, ctl ? a : b, n), "cond_swap");
        }

        /* shifts against doubling / halving one bit at a time */
        sh = (size_t)tu_prng_below(&rng, n * LB + LB);
        cairn_bn_copy(s, a, n);
        for (i = 0; i < sh && i < n * LB; i++)
            (void)cairn_bn_add(s, s, s, n);
        if (sh >= n * LB)
            cairn_bn_zero(s, n);
        (void)cairn_bn_shl(r, a, n, sh);
        CHECK(eqn(r, s, n), "shl %zu n %zu", sh, n);
        cairn_bn_copy(t, a, n);
        (void)cairn_bn_shl(t, t, n, sh);
        CHECK(eqn(t, s, n), "shl aliased");
        /* shr: bit i of the result is bit i + sh of a */
        (void)cairn_bn_shr(r, a, n, sh);
        for (i = 0; i < n * LB; i++) {
            cairn_limb want = i + sh < n * LB ? cairn_bn_bit(a, i + sh) : 0;
            if (cairn_bn_bit(r, i) != want) {
                CHECK(0, "shr %zu n %zu bit %zu", sh, n, i);
                break;
            }
        }
        /* bit length: the highest set bit */
        bl = 0;
        for (i = 0; i < n * LB; i++)
            if (cairn_bn_bit(a, i))
                bl = i + 1;
        CHECK(cairn_bn_bit_length(a, n) == bl, "bit_length n %zu", n);
    }
    /* the bits shifted out, and edge values */
    cairn_bn_zero(a, 3);
    CHECK(cairn_bn_is_zero(a, 3) == (cairn_limb)~(cairn_limb)0 && cairn_bn_bit_length(a, 3) == 0, "zero");
    a[2] = (cairn_limb)0xF << (LB - 4);
    a[0] = 0x5;
    CHECK(cairn_bn_shl(r, a, 3, 4) == 0xF, "shl returns the top bits");
    CHECK(cairn_bn_shr(r, a, 3, 3) == 0x5, "shr returns the bottom bits");
    CHECK(cairn_bn_bit_length(a, 3) == 3 * LB, "bit_length full");
    cairn_bn_set_word(a, 3, 1);
    CHECK(cairn_bn_bit_length(a, 3) == 1 && cairn_bn_is_zero(a, 3) == 0, "one");
}

static void test_mul(void)
{
    cairn_limb a[MAXL], b[MAXL], r[2 * MAXL], s[2 * MAXL];
    uint32_t wa[RW], wb[RW], wr[2 * RW];
    size_t it;

    for (it = 0; it < 300 / ITERS; it++) {
        size_t an = 1 + (size_t)tu_prng_below(&rng, MAXL), bn = 1 + (size_t)tu_prng_below(&rng, MAXL);
        if (it < 20)
            an = bn = 1 + it;
        rnd(a, an);
        rnd(b, bn);
        ref_from(wa, a, an);
        ref_from(wb, b, bn);
        cairn_bn_mul(r, a, an, b, bn);
        ref_mul(wr, wa, an * WPL, wb, bn * WPL);
        ref_to(s, wr, an + bn);
        CHECK(eqn(r, s, an + bn), "mul %zu x %zu", an, bn);
        cairn_bn_sqr(r, a, an);
        ref_mul(wr, wa, an * WPL, wa, an * WPL);
        ref_to(s, wr, 2 * an);
        CHECK(eqn(r, s, 2 * an), "sqr %zu", an);
    }
    /* all-ones: the largest carries */
    memset(a, 0xff, sizeof a);
    cairn_bn_sqr(r, a, MAXL);
    cairn_bn_mul(s, a, MAXL, a, MAXL);
    CHECK(eqn(r, s, 2 * MAXL), "sqr of all-ones = mul");
    CHECK(r[0] == 1 && r[MAXL - 1] == 0 && r[MAXL] == (cairn_limb)~(cairn_limb)1 && r[2 * MAXL - 1] == (cairn_limb)~(cairn_limb)0,
          "(R-1)^2 = R^2 - 2R + 1");
}

/* ---------------- Montgomery ---------------- */

static cairn_limb tmp_table[64 * MAXL]; /* more than CAIRN_BN_EXP_TMP_LIMBS: extra room is allowed */

static void test_mont_one(size_t n, int kind)
{
    static cairn_bn_mont ctx;
    cairn_limb m[MAXL], a[MAXL], b[MAXL], r[MAXL], s[MAXL], x[2 * MAXL], t[2 * MAXL + 2], R[2 * MAXL + 1];
    int ka, kb, rc;

    make_modulus(m, n, kind);
    rc = cairn_bn_mont_init(&ctx, m, n);
    CHECK_RC(rc, CAIRN_OK, "mont_init");
    /* R^2 mod m from the reference */
    cairn_bn_zero(R, 2 * n + 1);
    R[2 * n] = 1;
    ref_modl(s, R, 2 * n + 1, m, n);
    CHECK(eqn(ctx.rr, s, n), "R^2 mod m, n %zu kind %d", n, kind);
    /* m0i: m * m0i = -1 mod 2^LB */
    CHECK((cairn_limb)(m[0] * ctx.m0i) == (cairn_limb)~(cairn_limb)0, "m0i");

    for (ka = 0; ka < 5; ka++) {
        for (kb = 0; kb < 4; kb++) {
            cairn_limb ab[MAXL], aR[MAXL], bR[MAXL];
            if (ka == 4)
                memset(a, 0xff, n * sizeof *a); /* R - 1: the raw product takes any a < R */
            else
                make_operand(a, m, n, ka);
            make_operand(b, m, n, kb);
            ref_mulmod(ab, a, b, m, n);
            /* raw product: montmul(a, b) R = a b (mod m) */
            cairn_bn_montmul(r, a, b, m, ctx.m0i, n, t);
            CHECK(cairn_bn_lt(r, m, n) != 0, "montmul below m");
            cairn_bn_zero(x, 2 * n);
            cairn_bn_copy(x + n, r, n);
            ref_modl(s, x, 2 * n, m, n);
            CHECK(eqn(s, ab, n), "montmul n %zu kind %d a%d b%d", n, kind, ka, kb);
            /* aliasing r = a and r = b */
            cairn_bn_copy(x, a, n);
            cairn_bn_montmul(x, x, b, m, ctx.m0i, n, t);
            CHECK(eqn(x, r, n), "montmul r = a");
            cairn_bn_copy(x, b, n);
            cairn_bn_montmul(x, a, x, m, ctx.m0i, n, t);
            CHECK(eqn(x, r, n), "montmul r = b");
            /* round trip through Montgomery form */
            cairn_bn_mont_to(&ctx, aR, a);
            cairn_bn_mont_to(&ctx, bR, b);
            cairn_bn_mont_mul(&ctx, r, aR, bR);
            cairn_bn_mont_from(&ctx, r, r);
            CHECK(eqn(r, ab, n), "to/mul/from n %zu kind %d", n, kind);
            if (ka < 4) {
                /* squaring */
                ref_mulmod(s, a, a, m, n);
                cairn_bn_mont_sqr(&ctx, r, aR);
                cairn_bn_mont_from(&ctx, r, r);
                CHECK(eqn(r, s, n), "mont_sqr n %zu kind %d a%d", n, kind, ka);
                cairn_bn_montsqr(r, a, m, ctx.m0i, n, t);
                cairn_bn_montmul(s, a, a, m, ctx.m0i, n, t);
                CHECK(eqn(r, s, n), "montsqr = montmul(a, a)");
                /* modular add / sub */
                {
                    uint32_t wa[RW], wb[RW], wm[RW], wr[RW + 1];
                    cairn_limb want[MAXL + 1], ws[2 * MAXL];
                    size_t W = n * WPL;
                    ref_from(wa, a, n);
                    ref_from(wb, b, n);
                    ref_from(wm, m, n);
                    wr[W] = ref_add(wr, wa, wb, W);
                    memset(ws, 0, sizeof ws);
                    ref_to(ws, wr, n);
                    ws[n] = wr[W];
                    ref_modl(want, ws, n + 1, m, n);
                    cairn_bn_mod_add(r, a, b, m, n);
                    CHECK(eqn(r, want, n), "mod_add n %zu", n);
                    cairn_bn_mod_sub(r, r, b, m, n);
                    CHECK(eqn(r, a, n), "mod_sub undoes mod_add n %zu", n);
                }
            }
        }
    }
    /* REDC and the double-length reduction */
    {
        size_t xlen;
        for (xlen = 0; xlen <= 2 * n; xlen += (n > 8 ? n : 1)) {
            rnd(x, 2 * n);
            if (xlen == 2 * n && kind == 1)
                memset(x, 0xff, 2 * n * sizeof *x); /* R^2 - 1 */
            CHECK_RC(cairn_bn_mont_reduce(&ctx, r, x, xlen), CAIRN_OK, "mont_reduce");
            ref_modl(s, x, xlen ? xlen : 1, m, n);
            if (xlen == 0)
                cairn_bn_zero(s, n);
            CHECK(eqn(r, s, n), "mont_reduce n %zu xlen %zu kind %d", n, xlen, kind);
        }
        /* redc: x R^-1, below R: redc(x) R = x mod m */
        rnd(x, 2 * n);
        cairn_bn_copy(t, x, 2 * n);
        cairn_bn_redc(t, m, ctx.m0i, n);
        ref_modl(s, x, 2 * n, m, n);
        cairn_bn_zero(x, 2 * n);
        cairn_bn_copy(x + n, t + n, n);
        ref_modl(r, x, 2 * n, m, n);
        CHECK(eqn(r, s, n), "redc n %zu kind %d", n, kind);
    }
    cairn_bn_mont_wipe(&ctx);
}

static void test_mont(void)
{
    size_t i;
    int kind;
    for (i = 0; i < NSIZES; i++) {
        if (sizes[i] > MAXL)
            continue;
        for (kind = 0; kind < 5; kind++)
            test_mont_one(sizes[i], kind);
    }
}

/* ---------------- exponentiation ---------------- */

static void test_exp(void)
{
    static cairn_bn_mont ctx;
    cairn_limb m[MAXL], a[MAXL], e[MAXL], e2[MAXL], r[MAXL], s[MAXL], u[MAXL];
    size_t i, it;
    int kind;

    for (i = 0; i < NSIZES; i++) {
        size_t n = sizes[i];
        if (n > MAXL)
            continue;
        for (kind = 0; kind < 5; kind++) {
            size_t elen = 1 + (size_t)tu_prng_below(&rng, n), tl;
            int ka;
            make_modulus(m, n, kind);
            CHECK_RC(cairn_bn_mont_init(&ctx, m, n), CAIRN_OK, "mont_init");
            for (ka = 0; ka < 5; ka++) {
                if (n > 16 && kind != 0 && (ka == 2 || ka == 3))
                    continue; /* time: the edge bases run on random moduli only at large sizes */
                if (n >= 32 && kind >= 3 && ka != 0)
                    continue; /* and the last two modulus shapes with a random base only */
                if (ka == 4)
                    memset(a, 0xff, n * sizeof *a); /* not reduced: any n-limb base */
                else
                    make_operand(a, m, n, ka);
                rnd(e, elen);
                if (ka == 1)
                    memset(e, 0xff, elen * sizeof *e); /* all-ones exponent */
                CHECK_RC(cairn_bn_mont_exp_vartime(&ctx, s, a, e, elen), CAIRN_OK, "exp_vartime");
                /* every window size the table space allows: 2n .. 64n limbs */
                for (tl = 2; tl <= 64; tl *= (n > 16 ? 4 : 2)) {
                    CHECK_RC(cairn_bn_mont_exp(&ctx, r, a, e, elen, tmp_table, tl * n), CAIRN_OK, "exp");
                    CHECK(eqn(r, s, n), "exp = exp_vartime n %zu elen %zu table %zu kind %d a%d", n, elen, tl, kind, ka);
                }
                if (n * LB <= 512) {
                    ref_powmod(u, a, e, elen, m, n);
                    CHECK(eqn(r, u, n), "exp = reference n %zu kind %d a%d", n, kind, ka);
                }
                /* a^(e1 + e2) = a^e1 a^e2 (e1, e2 half-size so the sum fits) */
                if (ka == 0) {
                    cairn_limb e1[MAXL + 1], r1[MAXL], r2[MAXL];
                    rnd(e1, elen);
                    rnd(e2, elen);
                    e1[elen - 1] >>= 1;
                    e2[elen - 1] >>= 1;
                    CHECK_RC(cairn_bn_mont_exp(&ctx, r1, a, e1, elen, tmp_table, 32 * n), CAIRN_OK, "exp e1");
                    CHECK_RC(cairn_bn_mont_exp(&ctx, r2, a, e2, elen, tmp_table, 32 * n), CAIRN_OK, "exp e2");
                    (void)cairn_bn_add(e1, e1, e2, elen);
                    CHECK_RC(cairn_bn_mont_exp(&ctx, r, a, e1, elen, tmp_table, 64 * n), CAIRN_OK, "exp e1+e2");
                    ref_mulmod(u, r1, r2, m, n);
                    CHECK(eqn(r, u, n), "a^(e1+e2) = a^e1 a^e2 n %zu kind %d", n, kind);
                }
            }
            /* edge exponents: empty, zero, one; 0^0 = 1; r aliases a */
            make_operand(a, m, n, 0);
            cairn_bn_set_word(u, n, 1);
            ref_modl(u, u, n, m, n);
            CHECK_RC(cairn_bn_mont_exp(&ctx, r, a, e, 0, tmp_table, 64 * n), CAIRN_OK, "exp elen 0");
            CHECK(eqn(r, u, n), "a^<empty> = 1");
            cairn_bn_zero(e, n);
            CHECK_RC(cairn_bn_mont_exp(&ctx, r, a, e, n, tmp_table, 64 * n), CAIRN_OK, "exp zero");
            CHECK(eqn(r, u, n), "a^0 = 1");
            CHECK_RC(cairn_bn_mont_exp_vartime(&ctx, r, a, e, n), CAIRN_OK, "vartime exp zero");
            CHECK(eqn(r, u, n), "vartime a^0 = 1");
            cairn_bn_zero(s, n);
            CHECK_RC(cairn_bn_mont_exp(&ctx, r, s, e, n, tmp_table, 64 * n), CAIRN_OK, "exp 0^0");
            CHECK(eqn(r, u, n), "0^0 = 1");
            e[0] = 1;
            cairn_bn_copy(r, a, n);
            CHECK_RC(cairn_bn_mont_exp(&ctx, r, r, e, n, tmp_table, 64 * n), CAIRN_OK, "exp one aliased");
            CHECK(eqn(r, a, n), "a^1 = a (r aliases a)");
            CHECK_RC(cairn_bn_mont_exp(&ctx, r, s, e, n, tmp_table, 64 * n), CAIRN_OK, "exp 0^1");
            CHECK(cairn_bn_is_zero(r, n) != 0, "0^1 = 0");
            /* the table is wiped */
            for (it = 0; it < 64 * n && tmp_table[it] == 0; it++)
                ;
            CHECK(it == 64 * n, "exponentiation table wiped");
        }
    }
    cairn_bn_mont_wipe(&ctx);
}

/* known answers from Python's integers */
static void test_exp_kat(void)
{
    static const struct {
        const char *m, *a, *e, *r, *x, *xinv;
    } k[] = {
        {kat64_m, kat64_a, kat64_e, kat64_r, kat64_x, kat64_xinv},
        {kat521_m, kat521_a, kat521_e, kat521_r, kat521_x, kat521_xinv},
        {kat1000_m, kat1000_a, kat1000_e, kat1000_r, kat1000_x, kat1000_xinv},
        {kat3000_m, kat3000_a, kat3000_e, kat3000_r, kat3000_x, kat3000_xinv},
    };
    static cairn_bn_mont ctx;
    cairn_limb m[MAXL], a[MAXL], e[MAXL], r[MAXL], want[MAXL], x[MAXL], t[4 * MAXL];
    size_t i;

    for (i = 0; i < sizeof k / sizeof k[0]; i++) {
        size_t n = hex_nlimbs(k[i].m);
        if (n > MAXL)
            continue;
        hex_limbs(m, n, k[i].m);
        hex_limbs(a, n, k[i].a);
        hex_limbs(e, n, k[i].e);
        hex_limbs(want, n, k[i].r);
        CHECK_RC(cairn_bn_mont_init(&ctx, m, n), CAIRN_OK, "kat mont_init");
        CHECK_RC(cairn_bn_mont_exp(&ctx, r, a, e, n, tmp_table, 64 * n), CAIRN_OK, "kat exp");
        CHECK(eqn(r, want, n), "modexp known answer %zu", i);
        CHECK_RC(cairn_bn_mont_exp_vartime(&ctx, r, a, e, n), CAIRN_OK, "kat exp vartime");
        CHECK(eqn(r, want, n), "modexp vartime known answer %zu", i);
        hex_limbs(x, n, k[i].x);
        hex_limbs(want, n, k[i].xinv);
        CHECK(cairn_bn_mod_inv(r, x, m, n, t) != 0, "kat inverse exists");
        CHECK(eqn(r, want, n), "inverse known answer %zu", i);
    }
    cairn_bn_mont_wipe(&ctx);
}

/* RSA with CRT on known keys: the operations RSA will build from these parts */
static void test_rsa_kat(void)
{
    static const struct {
        const char *p, *q, *n, *d, *dp, *dq, *qinv, *msg, *sig;
    } k[] = {
        {rsa2048_p, rsa2048_q, rsa2048_n, rsa2048_d, rsa2048_dp, rsa2048_dq, rsa2048_qinv, rsa2048_msg, rsa2048_sig},
        {rsa4096_p, rsa4096_q, rsa4096_n, rsa4096_d, rsa4096_dp, rsa4096_dq, rsa4096_qinv, rsa4096_msg, rsa4096_sig},
    };
    static cairn_bn_mont cp, cq, cn;
    cairn_limb p[MAXL], q[MAXL], N[MAXL], d[MAXL], dp[MAXL], dq[MAXL], qinv[MAXL], msg[MAXL], sig[MAXL];
    cairn_limb m1[MAXL], m2[MAXL], h[MAXL], r[MAXL], qh[MAXL], t[4 * MAXL], e[1];
    size_t i;

    for (i = 0; i < sizeof k / sizeof k[0]; i++) {
        size_t nn = hex_nlimbs(k[i].n), hn = hex_nlimbs(k[i].p);
        if (nn > MAXL)
            continue;
        hex_limbs(p, hn, k[i].p);
        hex_limbs(q, hn, k[i].q);
        hex_limbs(N, nn, k[i].n);
        hex_limbs(d, nn, k[i].d);
        hex_limbs(dp, hn, k[i].dp);
        hex_limbs(dq, hn, k[i].dq);
        hex_limbs(qinv, hn, k[i].qinv);
        hex_limbs(msg, nn, k[i].msg);
        hex_limbs(sig, nn, k[i].sig);
        CHECK_RC(cairn_bn_mont_init(&cp, p, hn), CAIRN_OK, "init p");
        CHECK_RC(cairn_bn_mont_init(&cq, q, hn), CAIRN_OK, "init q");
        CHECK_RC(cairn_bn_mont_init(&cn, N, nn), CAIRN_OK, "init n");
        /* m1 = (msg mod p)^dp, m2 = (msg mod q)^dq, h = qinv (m1 - m2) mod p, s = m2 + q h */
        CHECK_RC(cairn_bn_mont_reduce(&cp, m1, msg, nn), CAIRN_OK, "msg mod p");
        CHECK_RC(cairn_bn_mont_reduce(&cq, m2, msg, nn), CAIRN_OK, "msg mod q");
        CHECK_RC(cairn_bn_mont_exp(&cp, m1, m1, dp, hn, tmp_table, 64 * hn), CAIRN_OK, "exp p");
        CHECK_RC(cairn_bn_mont_exp(&cq, m2, m2, dq, hn, tmp_table, 64 * hn), CAIRN_OK, "exp q");
        CHECK_RC(cairn_bn_mont_reduce(&cp, h, m2, hn), CAIRN_OK, "m2 mod p");
        cairn_bn_mod_sub(h, m1, h, p, hn);
        cairn_bn_mont_mul(&cp, h, h, qinv);   /* h qinv R^-1 */
        cairn_bn_mont_mul(&cp, h, h, cp.rr);  /* times R */
        cairn_bn_mul(qh, q, hn, h, hn);
        cairn_bn_zero(r, nn);
        cairn_bn_copy(r, m2, hn);
        (void)cairn_bn_add(r, r, qh, nn);
        CHECK(eqn(r, sig, nn), "RSA-%zu CRT signature", nn * LB);
        /* without CRT */
        CHECK_RC(cairn_bn_mont_exp(&cn, r, msg, d, nn, tmp_table, 64 * nn), CAIRN_OK, "exp d");
        CHECK(eqn(r, sig, nn), "RSA-%zu msg^d", nn * LB);
        /* verification with the public exponent */
        e[0] = 65537;
        CHECK_RC(cairn_bn_mont_exp_vartime(&cn, r, sig, e, 1), CAIRN_OK, "exp e");
        CHECK(eqn(r, msg, nn), "RSA-%zu sig^e = msg", nn * LB);
        /* qinv both ways */
        CHECK(cairn_bn_mod_inv(r, q, p, hn, t) != 0, "q invertible mod p");
        CHECK(eqn(r, qinv, hn), "RSA-%zu qinv by binary GCD", nn * LB);
        CHECK(cairn_bn_mont_inv_prime(&cp, r, q, tmp_table, 64 * hn) != 0, "q invertible mod p (Fermat)");
        CHECK(eqn(r, qinv, hn), "RSA-%zu qinv by Fermat", nn * LB);
        /* Fermat: a^(p-1) = 1 */
        {
            cairn_limb one[MAXL], pm1[MAXL];
            cairn_bn_set_word(one, hn, 1);
            (void)cairn_bn_sub(pm1, p, one, hn);
            CHECK_RC(cairn_bn_mont_exp(&cp, r, msg, pm1, hn, tmp_table, 64 * hn), CAIRN_OK, "exp p-1");
            CHECK(eqn(r, one, hn), "msg^(p-1) = 1 mod p");
        }
    }
    cairn_bn_mont_wipe(&cp);
    cairn_bn_mont_wipe(&cq);
    cairn_bn_mont_wipe(&cn);
}

/* ---------------- inverse ---------------- */

/* 1 when gcd(a, m) = 1 (reference Euclid on 32-bit words; small sizes only) */
static int ref_coprime(const cairn_limb *a, const cairn_limb *m, size_t n)
{
    uint32_t x[RW], y[RW], t[RW], z[RW];
    size_t W = n * WPL;
    ref_from(x, m, n);
    ref_from(y, a, n);
    memset(z, 0, sizeof z);
    while (ref_cmp(y, z, W) != 0) {
        ref_mod(t, x, W, y, W);
        memcpy(x, y, W * 4);
        memcpy(y, t, W * 4);
    }
    z[0] = 1;
    return ref_cmp(x, z, W) == 0;
}

static void test_inv(void)
{
    cairn_limb m[MAXL], a[MAXL], r[MAXL], s[MAXL], t[4 * MAXL], g[MAXL];
    size_t i, n;
    int kind, ka;

    for (i = 0; i < NSIZES; i++) {
        n = sizes[i];
        if (n > MAXL || n * LB > 2048)
            continue; /* 2 n LB iterations each: larger sizes are covered by the known answers */
        for (kind = 0; kind < 5; kind++) {
            make_modulus(m, n, kind);
            for (ka = 0; ka < 5; ka++) {
                cairn_limb ok;
                if (ka == 4)
                    memset(a, 0xff, n * sizeof *a); /* not reduced */
                else
                    make_operand(a, m, n, ka);
                ok = cairn_bn_mod_inv(r, a, m, n, t);
                CHECK(ok == 0 || ok == (cairn_limb)~(cairn_limb)0, "inverse returns a mask");
                if (ka == 1) {
                    CHECK(ok == 0, "0 is not invertible");
                    continue;
                }
                cairn_bn_set_word(g, n, 1);
                if (ok) {
                    ref_mulmod(s, a, r, m, n);
                    CHECK(eqn(s, g, n) && cairn_bn_lt(r, m, n) != 0, "a * a^-1 = 1 n %zu kind %d a%d", n, kind, ka);
                }
                if (n * LB <= 256)
                    CHECK((ok != 0) == ref_coprime(a, m, n), "invertible iff coprime n %zu kind %d a%d", n, kind, ka);
                else if (kind == 0 && ka == 2)
                    CHECK(ok != 0, "1 is invertible");
                /* aliasing r = a */
                if (ok) {
                    cairn_bn_copy(s, a, n);
                    (void)cairn_bn_mod_inv(s, s, m, n, t);
                    CHECK(eqn(s, r, n), "inverse r = a");
                }
                /* the variable-time inverse agrees (this file's builds cover
                 * its C carries: no asm, no __int128, 32-bit limbs) */
                cairn_bn_copy(s, a, n);
                CHECK(cairn_bn_mod_inv_vartime(s, s, m, n, t) == ok && (!ok || eqn(s, r, n)),
                      "vartime inverse = inverse n %zu kind %d a%d", n, kind, ka);
            }
        }
    }
    /* non-invertible: m = 3 x (x odd), a = 3 */
    n = 4;
    rnd(m, n);
    m[n - 1] >>= 2;
    m[0] |= 1;
    (void)cairn_bn_add(a, m, m, n);
    (void)cairn_bn_add(m, m, a, n);
    cairn_bn_set_word(a, n, 3);
    CHECK((m[0] & 1) == 1 && cairn_bn_mod_inv(r, a, m, n, t) == 0, "3 has no inverse mod 3x");
    CHECK(cairn_bn_mod_inv(r, a, a, n, t) == 0, "3 has no inverse mod 3");
    cairn_bn_set_word(a, n, 2);
    cairn_bn_set_word(g, n, 3);
    CHECK(cairn_bn_mod_inv(r, a, g, n, t) != 0 && r[0] == 2, "2^-1 mod 3 = 2");
    cairn_bn_set_word(g, n, 4);
    cairn_bn_set_word(a, n, 3);
    CHECK(cairn_bn_mod_inv(r, a, g, n, t) == 0, "even modulus reported");
    /* Fermat on a prime: 2^521 - 1 */
    {
        static cairn_bn_mont ctx;
        size_t pn = CAIRN_BN_LIMBS(521), k;
        cairn_limb p[MAXL], x[MAXL];
        for (k = 0; k < pn; k++)
            p[k] = (cairn_limb)~(cairn_limb)0;
        p[pn - 1] = ((cairn_limb)1 << (521 - (pn - 1) * LB)) - 1;
        CHECK_RC(cairn_bn_mont_init(&ctx, p, pn), CAIRN_OK, "init p521");
        for (k = 0; k < 10; k++) {
            rnd(x, pn);
            ref_modl(x, x, pn, p, pn);
            CHECK(cairn_bn_mont_inv_prime(&ctx, r, x, tmp_table, 64 * pn) != 0, "Fermat inverse exists");
            CHECK(cairn_bn_mod_inv(s, x, p, pn, t) != 0 && eqn(r, s, pn), "Fermat = binary GCD mod 2^521-1");
        }
        cairn_bn_zero(x, pn);
        CHECK(cairn_bn_mont_inv_prime(&ctx, r, x, tmp_table, 64 * pn) == 0 && cairn_bn_is_zero(r, pn) != 0,
              "Fermat: 0 has no inverse");
        cairn_bn_mont_wipe(&ctx);
    }
}

/* ---------------- inversion (bn_inv.c): sizes up to 8192 bits and edge cases ---------------- */

/* The inversion has no size limit of its own (no CAIRN_BN_MAX_LIMBS buffer):
 * these tests go to 8192-bit moduli whatever CAIRN_MAX_RSA_BITS is. */
#define IV_MAXL CAIRN_BN_LIMBS(8192)
#define IV_RW (IV_MAXL * WPL)
typedef char iv_ref_fits[IV_RW <= RW ? 1 : -1]; /* ref_mulmod's buffers hold 8192-bit values */

/* 1 when gcd(a, m) = 1 for odd m: Stein's binary GCD on the 32-bit words
 * (variable time, test only; an independent check of the non-invertible cases) */
static int iv_ref_coprime(const cairn_limb *a, const cairn_limb *m, size_t n)
{
    static uint32_t x[IV_RW], y[IV_RW], z[IV_RW];
    size_t W = n * WPL, i;
    ref_from(x, a, n);
    ref_from(y, m, n);
    memset(z, 0, W * 4);
    while (ref_cmp(x, z, W) != 0) {
        while ((x[0] & 1) == 0) {
            for (i = 0; i + 1 < W; i++)
                x[i] = (x[i] >> 1) | (x[i + 1] << 31);
            x[W - 1] >>= 1;
        }
        if (ref_cmp(x, y, W) < 0) {
            for (i = 0; i < W; i++) {
                uint32_t t = x[i];
                x[i] = y[i];
                y[i] = t;
            }
        }
        ref_sub(x, x, y, W);
    }
    z[0] = 1;
    return ref_cmp(y, z, W) == 0;
}

/* r is a^-1 mod m: r < m and a r = 1 mod m (for m = 1: r = 0) */
static int iv_is_inverse(const cairn_limb *a, const cairn_limb *r, const cairn_limb *m, size_t n)
{
    static cairn_limb p[IV_MAXL], one[IV_MAXL];
    cairn_bn_set_word(one, n, 1);
    ref_modl(one, one, n, m, n);
    ref_mulmod(p, a, r, m, n);
    return cairn_bn_lt(r, m, n) != 0 && eqn(p, one, n);
}

/* a random value of exactly bits bits (top bit set) in n limbs */
static void iv_rand_bits(cairn_limb *x, size_t n, size_t bits)
{
    size_t i;
    rnd(x, n);
    for (i = 0; i < n; i++) {
        if (i * LB >= bits)
            x[i] = 0;
        else if (bits - i * LB < LB)
            x[i] &= ((cairn_limb)1 << (bits - i * LB)) - 1;
    }
    x[(bits - 1) / LB] |= (cairn_limb)1 << ((bits - 1) % LB);
}

/* One call with canaries after r and tmp: checks the mask's form, that tmp
 * was wiped and nothing past r[n) or tmp[4n) was written, and the result
 * against the references (invertible exactly when coprime, and then a true
 * inverse below m). Returns the mask. */
static cairn_limb iv_check(const cairn_limb *a, const cairn_limb *m, size_t n, cairn_limb *r, const char *what)
{
    static cairn_limb t[4 * IV_MAXL + 1], rr[IV_MAXL + 1];
    const cairn_limb canary = (cairn_limb)0x5a5aa5a5c3c33c3cu;
    cairn_limb ok;
    size_t i;
    int wiped = 1;

    for (i = 0; i < 4 * n; i++)
        t[i] = rlimb();
    t[4 * n] = canary;
    rr[n] = canary;
    ok = cairn_bn_mod_inv(rr, a, m, n, t);
    for (i = 0; i < 4 * n; i++)
        wiped &= t[i] == 0;
    CHECK(ok == 0 || ok == (cairn_limb)~(cairn_limb)0, "mod_inv mask form (%s, %zu limbs)", what, n);
    CHECK(wiped && t[4 * n] == canary && rr[n] == canary, "mod_inv scratch wiped, no overrun (%s, %zu limbs)", what, n);
    CHECK((ok != 0) == iv_ref_coprime(a, m, n), "mod_inv: invertible iff coprime (%s, %zu limbs)", what, n);
    if (ok)
        CHECK(iv_is_inverse(a, rr, m, n), "mod_inv: a r = 1 mod m, r < m (%s, %zu limbs)", what, n);
    cairn_bn_copy(r, rr, n);
    return ok;
}

/* random odd moduli of 2..8192 bits (the exact-approximation switch at
 * 2 LB - 2 bits and the limb boundaries among them), with n a limb longer than
 * needed now and then, against a of several shapes */
static void test_inv_sizes(void)
{
    static const size_t bitsv[] = {2,   3,   31,  32,  33,   62,   63,   64,   65,   100,  125,  126,
                                   127, 128, 129, 130, 189,  190,  191,  192,  193,  255,  256,  257,
                                   383, 384, 521, 1000, 1024, 1536, 2047, 2048, 3072, 4096, 6000, 8192};
    static cairn_limb m[IV_MAXL], a[IV_MAXL], r[IV_MAXL], s[IV_MAXL], k[IV_MAXL];
    size_t bi, it;

    for (bi = 0; bi < sizeof bitsv / sizeof bitsv[0]; bi++) {
        size_t bits = bitsv[bi], n = CAIRN_BN_LIMBS(bits), its = bits <= 1024 ? 16 : 6;
#if !CAIRN_HOSTED
        if (bits > 4096)
            continue; /* emulated Cortex-M: the bit-serial references are slow there */
        its = bits <= 1024 ? 8 : 2;
#endif
        for (it = 0; it < its; it++) {
            size_t nn = n + (it % 3 == 2 && n < IV_MAXL ? 1 : 0), j;
            cairn_limb ok;
            iv_rand_bits(m, nn, bits);
            m[0] |= 1;
            switch (it % 8) {
            case 0: /* any nn-limb value, often >= m */
                rnd(a, nn);
                break;
            case 1: /* below m */
                rnd(a, nn);
                ref_modl(a, a, nn, m, nn);
                break;
            case 2: /* m - small: the approximations' top words agree */
                cairn_bn_set_word(k, nn, 1 + (rlimb() & 0xfffff));
                (void)cairn_bn_sub(a, m, k, nn);
                break;
            case 3: /* m + small, modulo 2^(nn LB) */
                cairn_bn_set_word(k, nn, 1 + (rlimb() & 0xfffff));
                (void)cairn_bn_add(a, m, k, nn);
                break;
            case 4: /* 2^(bits-1): needs every one of the 2 len(m) - 1 steps */
                cairn_bn_zero(a, nn);
                a[(bits - 1) / LB] = (cairn_limb)1 << ((bits - 1) % LB);
                break;
            case 5: /* m - 2^j */
                cairn_bn_zero(k, nn);
                j = (size_t)tu_prng_below(&rng, bits);
                k[j / LB] = (cairn_limb)1 << (j % LB);
                (void)cairn_bn_sub(a, m, k, nn);
                break;
            case 6: /* about m / 2 */
                (void)cairn_bn_shr(a, m, nn, 1);
                a[0] ^= rlimb() & 0xff;
                break;
            default: /* a common factor: m = 3 x (or 5 x), a = 3 y (5 y) */
                if (bits > 4) {
                    cairn_limb f = it & 8 ? 5 : 3;
                    iv_rand_bits(k, nn, bits - 3);
                    k[0] |= 1;
                    cairn_bn_zero(m, nn);
                    for (j = 0; j < f; j++)
                        (void)cairn_bn_add(m, m, k, nn);
                    rnd(k, nn);
                    k[nn - 1] >>= 4;
                    cairn_bn_zero(a, nn);
                    for (j = 0; j < f; j++)
                        (void)cairn_bn_add(a, a, k, nn);
                } else {
                    rnd(a, nn);
                }
                break;
            }
            ok = iv_check(a, m, nn, r, "random sizes");
            /* r may alias a */
            cairn_bn_copy(s, a, nn);
            CHECK(cairn_bn_mod_inv(s, s, m, nn, tmp_table) == ok && (!ok || eqn(s, r, nn)),
                  "mod_inv with r = a, %zu bits", bits);
        }
    }
}

/* the contract's corners: m = 1, a = 0, 1, m - 1, m, m + 1, all-ones; the
 * worst cases of the step bound; moduli with zero top limbs; common factors */
static void test_inv_edges(void)
{
    static const size_t ns[] = {1, 2, 3, 4, 5, 17, 32};
    static cairn_limb m[IV_MAXL], a[IV_MAXL], r[IV_MAXL], w[IV_MAXL], one[IV_MAXL];
    size_t ni, i;

    for (ni = 0; ni < sizeof ns / sizeof ns[0]; ni++) {
        size_t n = ns[ni];
        int kind;
        cairn_bn_set_word(one, n, 1);
        /* m = 1: every a is invertible and the inverse is 0 */
        cairn_bn_set_word(m, n, 1);
        cairn_bn_zero(a, n);
        CHECK(iv_check(a, m, n, r, "m = 1, a = 0") != 0 && cairn_bn_is_zero(r, n) != 0, "0^-1 mod 1 = 0");
        CHECK(iv_check(one, m, n, r, "m = 1, a = 1") != 0 && cairn_bn_is_zero(r, n) != 0, "1^-1 mod 1 = 0");
        rnd(a, n);
        CHECK(iv_check(a, m, n, r, "m = 1") != 0 && cairn_bn_is_zero(r, n) != 0, "a^-1 mod 1 = 0");
        for (kind = 0; kind < 5; kind++) {
            cairn_limb c;
            make_modulus(m, n, kind);
            cairn_bn_zero(a, n);
            CHECK(iv_check(a, m, n, r, "a = 0") == 0, "0 has no inverse mod m > 1");
            CHECK(iv_check(one, m, n, r, "a = 1") != 0 && eqn(r, one, n), "1^-1 = 1");
            (void)cairn_bn_sub(a, m, one, n);
            CHECK(iv_check(a, m, n, r, "a = m - 1") != 0 && eqn(r, a, n), "(m-1)^-1 = m - 1");
            CHECK(iv_check(m, m, n, r, "a = m") == 0, "m has no inverse mod m");
            c = cairn_bn_add(a, m, one, n);
            if (c == 0)
                CHECK(iv_check(a, m, n, r, "a = m + 1") != 0 && eqn(r, one, n), "(m+1)^-1 = 1");
            for (i = 0; i < n; i++)
                a[i] = (cairn_limb)~(cairn_limb)0;
            (void)iv_check(a, m, n, r, "a = all-ones");
        }
        /* the longest runs: a = 2^(n LB - 1) against m = 2^(n LB) - 1, and
         * a = 2^(n LB) - 1 against m = 2^(n LB - 1) + 1 */
        for (i = 0; i < n; i++)
            m[i] = (cairn_limb)~(cairn_limb)0;
        cairn_bn_zero(a, n);
        a[n - 1] = (cairn_limb)1 << (LB - 1);
        CHECK(iv_check(a, m, n, r, "2^(nLB-1) mod 2^(nLB)-1") != 0, "2^(nLB-1) invertible mod 2^(nLB)-1");
        for (i = 0; i < n; i++)
            a[i] = (cairn_limb)~(cairn_limb)0;
        cairn_bn_zero(m, n);
        m[n - 1] = (cairn_limb)1 << (LB - 1);
        m[0] |= 1;
        (void)iv_check(a, m, n, r, "2^(nLB)-1 mod 2^(nLB-1)+1");
        /* zero top limbs: the same inverse as on the short modulus, upper limbs zero */
        if (n + 2 <= IV_MAXL) {
            make_modulus(m, n, 0);
            m[n] = m[n + 1] = 0;
            rnd(a, n + 2);
            if (iv_check(a, m, n + 2, r, "zero top limbs") != 0) {
                ref_modl(w, a, n + 2, m, n);
                CHECK(iv_check(w, m, n, w, "zero top limbs, short") != 0 && eqn(r, w, n) && r[n] == 0 && r[n + 1] == 0,
                      "zero top limbs: same inverse, %zu limbs", n);
            }
        }
        /* m = 3 5 7 11 13 k: small common factors */
        make_modulus(m, n, 0);
        m[n - 1] >>= 16;
        for (i = 0; i < 5; i++) {
            static const cairn_limb f[] = {3, 5, 7, 11, 13};
            cairn_limb hi = 0;
            size_t j;
            for (j = 0; j < n; j++) { /* m *= f[i] */
                cairn_limb lo = m[j];
                cairn_limb p0 = (lo & 0xffff) * f[i] + hi, p1 = (lo >> 16) * f[i] + (p0 >> 16);
                hi = p1 >> (LB - 16);
                m[j] = (p0 & 0xffff) | (p1 << 16);
            }
        }
        if (m[0] & 1) {
            cairn_bn_set_word(a, n, 3 * 7 * 13);
            CHECK(iv_check(a, m, n, r, "common factors") == 0, "273 has no inverse mod 15015 k");
            cairn_bn_set_word(a, n, 17);
            (void)iv_check(a, m, n, r, "17 mod 15015 k");
        }
    }
}

/* steps of the classic binary GCD (one halving each) until b = 1, or until
 * a = 0 when gcd(a, b) > 1 (reference on the 32-bit words) */
static size_t iv_classic_steps(const cairn_limb *a, const cairn_limb *b, size_t n)
{
    uint32_t x[IV_RW], y[IV_RW], z[IV_RW];
    size_t W = n * WPL, i, steps = 0;
    ref_from(x, a, n);
    ref_from(y, b, n);
    memset(z, 0, W * 4);
    z[0] = 1;
    while (ref_cmp(y, z, W) != 0) {
        if (x[0] & 1) {
            if (ref_cmp(x, y, W) < 0) {
                for (i = 0; i < W; i++) {
                    uint32_t t = x[i];
                    x[i] = y[i];
                    y[i] = t;
                }
            }
            ref_sub(x, x, y, W);
        }
        for (i = 0; i + 1 < W; i++)
            x[i] = (x[i] >> 1) | (x[i + 1] << 31);
        x[W - 1] >>= 1;
        steps++;
        z[0] = 0;
        if (ref_cmp(x, z, W) == 0)
            break;
        z[0] = 1;
    }
    return steps;
}

/* Inputs that use the whole step budget. Random pairs reach b = 1 a round or
 * two early (the steps after that only shrink a), so a round too few would go
 * unnoticed. These are built backwards from (a, b) = (1, 3) by the inverse
 * steps of the classic binary GCD, (2a, b), (2a + b, b) and the swap
 * (b, 2a + b), taking one that lengthens the pair least, until nothing fits
 * in n limbs: forwards, b becomes 1 only at the second-to-last step. Kept
 * when m = b fills its n limbs and the classic algorithm needs more steps
 * than all rounds but the last make. */
static void test_inv_hard(void)
{
    size_t n;
    for (n = 1; n <= 4; n++) {
        size_t rounds = 0, done, tries, found = 0;
        for (done = 0; done < 2 * n * LB - 1; done += LB - 2)
            rounds++;
        for (tries = 0; tries < 4000 && found < 4; tries++) {
            cairn_limb a[4], b[4], c[3][2][4], r[4];
            cairn_bn_set_word(a, n, 1);
            cairn_bn_set_word(b, n, 3);
            for (;;) {
                size_t psi[3], best = (size_t)-1, pick[3], np = 0, k;
                int grow = 0;
                for (k = 0; k < 3; k++)
                    psi[k] = (size_t)-1;
                if (cairn_bn_bit_length(a, n) < n * LB) {
                    (void)cairn_bn_shl(c[0][0], a, n, 1);
                    cairn_bn_copy(c[0][1], b, n);
                    if (cairn_bn_add(c[1][0], c[0][0], b, n) == 0) {
                        cairn_bn_copy(c[1][1], b, n);
                        cairn_bn_copy(c[2][0], b, n);
                        cairn_bn_copy(c[2][1], c[1][0], n);
                        psi[1] = cairn_bn_bit_length(c[1][0], n) + cairn_bn_bit_length(b, n);
                        psi[2] = psi[1];
                    }
                    psi[0] = cairn_bn_bit_length(c[0][0], n) + cairn_bn_bit_length(b, n);
                }
                for (k = 0; k < 3; k++)
                    if (psi[k] < best)
                        best = psi[k];
                if (best == (size_t)-1)
                    break;
                /* half the time, lengthen b while it is short of n LB bits */
                if (cairn_bn_bit_length(b, n) < n * LB && psi[2] == best && tu_prng_below(&rng, 2))
                    grow = 1;
                for (k = 0; k < 3; k++)
                    if (psi[k] == best && (!grow || k == 2))
                        pick[np++] = k;
                k = pick[tu_prng_below(&rng, np)];
                cairn_bn_copy(a, c[k][0], n);
                cairn_bn_copy(b, c[k][1], n);
            }
            if (cairn_bn_bit_length(b, n) != n * LB || iv_classic_steps(a, b, n) <= (rounds - 1) * (LB - 2))
                continue;
            found++;
            CHECK(iv_check(a, b, n, r, "whole step budget") != 0, "budget-hard input invertible, %zu limbs", n);
        }
        CHECK(found > 0, "inputs using the whole step budget found for %zu limbs", n);
    }
}

/* many small random pairs (fast): 2..400-bit moduli, a of any n-limb value */
static void test_inv_many(void)
{
    static cairn_limb m[IV_MAXL], a[IV_MAXL], r[IV_MAXL];
    unsigned it, count = CAIRN_HOSTED ? 3000 : 300;
    for (it = 0; it < count; it++) {
        size_t bits = 2 + (size_t)tu_prng_below(&rng, 399), n = CAIRN_BN_LIMBS(bits);
        iv_rand_bits(m, n, bits);
        m[0] |= 1;
        rnd(a, n);
        if (it % 4 == 0)
            ref_modl(a, a, n, m, n);
        (void)iv_check(a, m, n, r, "many");
    }
}

/* ---------------- sampling ---------------- */

static int prng_rng(void *state, uint8_t *out, size_t len)
{
    tu_prng_fill((tu_prng *)state, out, len);
    return CAIRN_OK;
}
static int failing_rng(void *state, uint8_t *out, size_t len)
{
    (void)state;
    memset(out, 0, len);
    return CAIRN_ERR_RNG;
}
static int zero_rng(void *state, uint8_t *out, size_t len)
{
    (void)state;
    memset(out, 0, len);
    return CAIRN_OK;
}

static void test_rand(void)
{
    cairn_limb m[MAXL], r[MAXL];
    size_t i, k;
    int seen[3] = {0, 0, 0};

    for (i = 0; i < NSIZES; i++) {
        size_t n = sizes[i];
        if (n > MAXL)
            continue;
        for (k = 0; k < 20; k++) {
            rnd(m, n);
            if (k & 1)
                m[n - 1] >>= (k % LB); /* any bit length, including a short top limb */
            if (cairn_bn_bit_length(m, n) < 2)
                m[0] |= 2;
            CHECK_RC(cairn_bn_rand_range(r, m, n, prng_rng, &rng), CAIRN_OK, "rand_range");
            CHECK(cairn_bn_is_zero(r, n) == 0 && cairn_bn_lt(r, m, n) != 0, "1 <= r < m (n %zu)", n);
        }
    }
    /* m = 3: both 1 and 2 come out; m = 2: always 1 */
    cairn_bn_set_word(m, 2, 3);
    for (k = 0; k < 64; k++) {
        CHECK_RC(cairn_bn_rand_range(r, m, 2, prng_rng, &rng), CAIRN_OK, "rand_range m=3");
        if (r[1] == 0 && r[0] < 3)
            seen[r[0]]++;
    }
    CHECK(seen[0] == 0 && seen[1] > 0 && seen[2] > 0 && seen[1] + seen[2] == 64, "m = 3 gives 1 and 2");
    cairn_bn_set_word(m, 1, 2);
    CHECK_RC(cairn_bn_rand_range(r, m, 1, prng_rng, &rng), CAIRN_OK, "rand_range m=2");
    CHECK(r[0] == 1, "m = 2 gives 1");
    /* statuses */
    CHECK_RC(cairn_bn_rand_range(r, m, 1, failing_rng, NULL), CAIRN_ERR_RNG, "rng failure passed on");
    CHECK_RC(cairn_bn_rand_range(r, m, 1, zero_rng, NULL), CAIRN_ERR_RNG, "always-zero rng gives up");
    CHECK(r[0] == 0, "no candidate left behind");
    cairn_bn_set_word(m, 1, 1);
    CHECK_RC(cairn_bn_rand_range(r, m, 1, prng_rng, &rng), CAIRN_ERR_BAD_ARG, "m = 1");
    cairn_bn_zero(m, 1);
    CHECK_RC(cairn_bn_rand_range(r, m, 1, prng_rng, &rng), CAIRN_ERR_BAD_ARG, "m = 0");
    cairn_bn_set_word(m, 1, 7);
    CHECK_RC(cairn_bn_rand_range(NULL, m, 1, prng_rng, &rng), CAIRN_ERR_BAD_ARG, "NULL r");
    CHECK_RC(cairn_bn_rand_range(r, NULL, 1, prng_rng, &rng), CAIRN_ERR_BAD_ARG, "NULL m");
    CHECK_RC(cairn_bn_rand_range(r, m, 1, NULL, &rng), CAIRN_ERR_BAD_ARG, "NULL rng");
    CHECK_RC(cairn_bn_rand_range(r, m, 0, prng_rng, &rng), CAIRN_ERR_BAD_ARG, "n = 0");
    CHECK_RC(cairn_bn_rand_range(r, m, MAXL + 1, prng_rng, &rng), CAIRN_ERR_BAD_ARG, "n too large");
    /* the branch-free candidate */
    {
        uint8_t buf[2] = {0xff, 0x05};
        cairn_bn_set_word(m, 1, 0x1ff);
        CHECK(cairn_bn_rand_candidate(r, m, 1, buf, 9) != 0 && r[0] == 0x105, "candidate cut to 9 bits");
        buf[1] = 0xff;
        CHECK(cairn_bn_rand_candidate(r, m, 1, buf, 9) == 0, "candidate = m rejected");
        buf[0] = 0xfe;
        buf[1] = 0;
        CHECK(cairn_bn_rand_candidate(r, m, 1, buf, 9) == 0 && r[0] == 0, "candidate 0 rejected");
    }
}

/* ---------------- primality ---------------- */

/* Known primes (each a probable prime to every test here): the NIST curve
 * fields and orders, Curve25519's field, RFC 3526 and RFC 7919 groups, and a
 * 520-bit k 2^400 + 1 (w - 1 has 400 trailing zeros: the Miller-Rabin
 * squarings run far). Hex from `openssl ecparam -param_enc explicit` and
 * `openssl genpkey -genparam -pkeyopt group:...`; the last from Python. */
static const char *const known_primes[] = {
    "FFFFFFFF00000001000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFF", /* P-256 p */
    "FFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551", /* P-256 n */
    "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEFFFFFFFF0000000000000000FFFFFFFF",
    "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFC7634D81F4372DDF581A0DB248B0A77AECEC196ACCC52973",
    "01FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF"
    "FFFFFFFFFFFFFFFFFFFFFFFF", /* P-521 p */
    "01FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFA51868783BF2F966B7FCC0148F709A5D03BB5C9B8"
    "899C47AEBB6FB71E91386409", /* P-521 n */
    "7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFED", /* 2^255 - 19 */
    "B111E9D57ABC6F5C510112F877CC99000000000000000000000000000000000000000000000000000000000000000000000000000000"
    "0000000000000000000001", /* k 2^400 + 1 */
};
/* Safe primes of the finite-field Diffie-Hellman groups of RFC 3526 (MODP
 * 1536, 2048, 3072) and RFC 7919 (ffdhe2048, 3072, 4096), as OpenSSL 3.0
 * prints them (openssl genpkey -genparam -algorithm DH -pkeyopt
 * group:NAME | openssl asn1parse): test data for tests/test_bn.c. */
static const char *const group_primes[] = {
    /* ffdhe2048 */
    "FFFFFFFFFFFFFFFFADF85458A2BB4A9AAFDC5620273D3CF1D8B9C583CE2D3695A9E13641146433FBCC939DCE249B3EF97D2FE363630C75"
    "D8F681B202AEC4617AD3DF1ED5D5FD65612433F51F5F066ED0856365553DED1AF3B557135E7F57C935984F0C70E0E68B77E2A689DAF3EF"
    "E8721DF158A136ADE73530ACCA4F483A797ABC0AB182B324FB61D108A94BB2C8E3FBB96ADAB760D7F4681D4F42A3DE394DF4AE56EDE763"
    "72BB190B07A7C8EE0A6D709E02FCE1CDF7E2ECC03404CD28342F619172FE9CE98583FF8E4F1232EEF28183C3FE3B1B4C6FAD733BB5FCBC"
    "2EC22005C58EF1837D1683B2C6F34A26C1B2EFFA886B423861285C97FFFFFFFFFFFFFFFF",
    /* ffdhe3072 */
    "FFFFFFFFFFFFFFFFADF85458A2BB4A9AAFDC5620273D3CF1D8B9C583CE2D3695A9E13641146433FBCC939DCE249B3EF97D2FE363630C75"
    "D8F681B202AEC4617AD3DF1ED5D5FD65612433F51F5F066ED0856365553DED1AF3B557135E7F57C935984F0C70E0E68B77E2A689DAF3EF"
    "E8721DF158A136ADE73530ACCA4F483A797ABC0AB182B324FB61D108A94BB2C8E3FBB96ADAB760D7F4681D4F42A3DE394DF4AE56EDE763"
    "72BB190B07A7C8EE0A6D709E02FCE1CDF7E2ECC03404CD28342F619172FE9CE98583FF8E4F1232EEF28183C3FE3B1B4C6FAD733BB5FCBC"
    "2EC22005C58EF1837D1683B2C6F34A26C1B2EFFA886B4238611FCFDCDE355B3B6519035BBC34F4DEF99C023861B46FC9D6E6C9077AD91D"
    "2691F7F7EE598CB0FAC186D91CAEFE130985139270B4130C93BC437944F4FD4452E2D74DD364F2E21E71F54BFF5CAE82AB9C9DF69EE86D"
    "2BC522363A0DABC521979B0DEADA1DBF9A42D5C4484E0ABCD06BFA53DDEF3C1B20EE3FD59D7C25E41D2B66C62E37FFFFFFFFFFFFFFFF",
    /* ffdhe4096 */
    "FFFFFFFFFFFFFFFFADF85458A2BB4A9AAFDC5620273D3CF1D8B9C583CE2D3695A9E13641146433FBCC939DCE249B3EF97D2FE363630C75"
    "D8F681B202AEC4617AD3DF1ED5D5FD65612433F51F5F066ED0856365553DED1AF3B557135E7F57C935984F0C70E0E68B77E2A689DAF3EF"
    "E8721DF158A136ADE73530ACCA4F483A797ABC0AB182B324FB61D108A94BB2C8E3FBB96ADAB760D7F4681D4F42A3DE394DF4AE56EDE763"
    "72BB190B07A7C8EE0A6D709E02FCE1CDF7E2ECC03404CD28342F619172FE9CE98583FF8E4F1232EEF28183C3FE3B1B4C6FAD733BB5FCBC"
    "2EC22005C58EF1837D1683B2C6F34A26C1B2EFFA886B4238611FCFDCDE355B3B6519035BBC34F4DEF99C023861B46FC9D6E6C9077AD91D"
    "2691F7F7EE598CB0FAC186D91CAEFE130985139270B4130C93BC437944F4FD4452E2D74DD364F2E21E71F54BFF5CAE82AB9C9DF69EE86D"
    "2BC522363A0DABC521979B0DEADA1DBF9A42D5C4484E0ABCD06BFA53DDEF3C1B20EE3FD59D7C25E41D2B669E1EF16E6F52C3164DF4FB79"
    "30E9E4E58857B6AC7D5F42D69F6D187763CF1D5503400487F55BA57E31CC7A7135C886EFB4318AED6A1E012D9E6832A907600A918130C4"
    "6DC778F971AD0038092999A333CB8B7A1A1DB93D7140003C2A4ECEA9F98D0ACC0A8291CDCEC97DCF8EC9B55A7F88A46B4DB5A851F44182"
    "E1C68A007E5E655F6AFFFFFFFFFFFFFFFF",
    /* modp_1536 */
    "FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DDEF9519B3CD3A43"
    "1B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7EDEE386BFB5A899FA5AE9F24117C4B"
    "1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F83655D23DCA3AD961C62F356208552BB9ED5290770"
    "96966D670C354E4ABC9804F1746C08CA237327FFFFFFFFFFFFFFFF",
    /* modp_2048 */
    "FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DDEF9519B3CD3A43"
    "1B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7EDEE386BFB5A899FA5AE9F24117C4B"
    "1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F83655D23DCA3AD961C62F356208552BB9ED5290770"
    "96966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3BE39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6"
    "955817183995497CEA956AE515D2261898FA051015728E5A8AACAA68FFFFFFFFFFFFFFFF",
    /* modp_3072 */
    "FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DDEF9519B3CD3A43"
    "1B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7EDEE386BFB5A899FA5AE9F24117C4B"
    "1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F83655D23DCA3AD961C62F356208552BB9ED5290770"
    "96966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3BE39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6"
    "955817183995497CEA956AE515D2261898FA051015728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71"
    "575D060C7DB3970F85A6E1E4C7ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F"
    "2B18177B200CBBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF",
};
#define NGROUPS (sizeof group_primes / sizeof group_primes[0])

/* Composites that get past trial division by all 4096 primes: a Chernick
 * Carmichael number (6k+1)(12k+1)(18k+1) with 97-bit k (a Fermat liar for
 * every base; 7% of bases are strong liars), a product of two primes
 * = 1 mod 2^200 (w - 1 has 205 trailing zeros), and P-256 p * P-256 n. */
static const char *const big_composites[] = {
    "02E517310ACFBD62462D135C69C42504A2C4487F386EAEC99CCD83E4B0D11A616F2C26601771",
    "5B8B110D6E14DE22B6292C61F48BA7000000000000000000000000000000000013687987948D71200000000000000000000000000000"
    "0000000000000000000001",
};

/* Strong pseudoprimes to the first prime bases (OEIS A014233), with the
 * bases they pass and the first one they fail, checked with Python. */
static const struct {
    const char *w;
    unsigned pass_below; /* strong probable prime to every prime base below this */
    unsigned fails;      /* ... and not to this one */
} spsp[] = {
    {"07FF", 3, 3},                      /* 2047 = 23 89 */
    {"BFA17DC7", 11, 11},                /* 3215031751 = 151 751 28351 */
    {"351591274F9AF9FB", 37, 37},        /* 3825123056546413051 */
    {"437AE92817F9FC85B7E5", 41, 41},    /* 318665857834031151167461 */
    {"02BE6951ADC5B22410A5FD", 43, 43},  /* 3317044064679887385961981 */
};

/* the first count odd primes, by a sieve (the check of the library's table) */
static size_t odd_primes(uint32_t *out, size_t count)
{
    static uint8_t comp[50000];
    size_t i, j, k = 0;
    memset(comp, 0, sizeof comp);
    for (i = 3; i < sizeof comp && k < count; i += 2) {
        if (comp[i])
            continue;
        out[k++] = (uint32_t)i;
        for (j = i * i; j < sizeof comp; j += 2 * i)
            comp[j] = 1;
    }
    return k;
}

/* reference: 1 when one of primes[0..count) divides a and a is not that prime */
static int ref_small_factor(const cairn_limb *a, size_t n, const uint32_t *primes, size_t count)
{
    uint32_t w[MAXL * WPL];
    size_t nw = n * WPL, i, k;
    int upper = 0;
    ref_from(w, a, n);
    for (i = 1; i < nw; i++)
        upper |= w[i] != 0;
    for (k = 0; k < count; k++) {
        uint64_t r = 0;
        for (i = nw; i-- > 0;)
            r = ((r << 32) | w[i]) % primes[k];
        if (r == 0 && (upper || w[0] != primes[k]))
            return 1;
    }
    return 0;
}

#if CAIRN_HOSTED
#define TD_STEP 1
#else
#define TD_STEP 16 /* the emulated Cortex-M: every 16th prime, and the one past the table */
#endif

static void test_trial_division(void)
{
    static uint32_t primes[CAIRN_BN_TD_PRIMES + 1];
    static const size_t counts[] = {0, 1, 5, 100, CAIRN_BN_TD_PRIMES};
    cairn_limb q[MAXL], a[MAXL], pl[1];
    size_t qn = hex_nlimbs(known_primes[0]), k, i, c, seen[2] = {0, 0};

    CHECK(odd_primes(primes, CAIRN_BN_TD_PRIMES + 1) == CAIRN_BN_TD_PRIMES + 1, "sieve");
    CHECK(primes[CAIRN_BN_TD_PRIMES - 1] == 38891, "the 4096th odd prime is 38891");
    hex_limbs(q, qn, known_primes[0]);
    CHECK(cairn_bn_trial_division(q, qn, CAIRN_BN_TD_PRIMES) != 0, "P-256 p has no small factor");
    /* every table prime times a large prime is caught, and only when the
     * count reaches it; the first prime past the table is not */
    for (k = 0; k <= CAIRN_BN_TD_PRIMES; k += TD_STEP) {
        pl[0] = primes[k];
        cairn_bn_mul(a, q, qn, pl, 1);
        CHECK((cairn_bn_trial_division(a, qn + 1, CAIRN_BN_TD_PRIMES) == 0) == (k < CAIRN_BN_TD_PRIMES),
              "P-256 p * %u: caught exactly when in the table", (unsigned)primes[k]);
        if (k < CAIRN_BN_TD_PRIMES)
            CHECK(cairn_bn_trial_division(a, qn + 1, k) != 0 && cairn_bn_trial_division(a, qn + 1, k + 1) == 0,
                  "P-256 p * %u: the count stops before it", (unsigned)primes[k]);
        /* the prime itself passes, its square and its double-limb form too */
        cairn_bn_set_word(a, 2, primes[k]);
        CHECK(cairn_bn_trial_division(a, 2, CAIRN_BN_TD_PRIMES) != 0, "%u itself is no factor", (unsigned)primes[k]);
        cairn_bn_mul(a, pl, 1, pl, 1);
        CHECK((cairn_bn_trial_division(a, 2, CAIRN_BN_TD_PRIMES) == 0) == (k < CAIRN_BN_TD_PRIMES), "%u^2",
              (unsigned)primes[k]);
    }
    cairn_bn_set_word(a, 3, 1);
    CHECK(cairn_bn_trial_division(a, 3, CAIRN_BN_TD_PRIMES) != 0, "1 has no small factor");
    cairn_bn_zero(a, 3);
    CHECK(cairn_bn_trial_division(a, 3, CAIRN_BN_TD_PRIMES) == 0, "every prime divides 0");
    CHECK(cairn_bn_trial_division(a, 3, 0) != 0, "no prime tried: nothing found");
    CHECK(cairn_bn_trial_division(NULL, 3, 10) == 0 && cairn_bn_trial_division(a, 0, 10) == 0, "NULL, n = 0");
    /* random values of every size against the reference, each count */
    for (i = 0; i < NSIZES; i++) {
        size_t n = sizes[i];
        if (n > MAXL)
            continue;
        for (k = 0; k < (CAIRN_HOSTED ? 4u : 2u); k++) { /* the emulated Cortex-M: two values per size */
            rnd(a, n);
            if (k == 0) { /* a multiple of a table prime */
                cairn_limb r[MAXL + 1];
                pl[0] = primes[tu_prng_below(&rng, CAIRN_BN_TD_PRIMES)];
                a[n - 1] &= 0xffff;
                cairn_bn_mul(r, a, n, pl, 1);
                cairn_bn_copy(a, r, n);
            }
            for (c = 0; c < sizeof counts / sizeof counts[0]; c++) {
                int want = ref_small_factor(a, n, primes, counts[c]);
                CHECK((cairn_bn_trial_division(a, n, counts[c]) == 0) == want, "trial division = reference, %zu limbs, %zu primes",
                      n, counts[c]);
                if (counts[c] == CAIRN_BN_TD_PRIMES)
                    seen[want]++;
            }
        }
    }
    CHECK(seen[0] > 0 && seen[1] > 0, "random values with and without small factors");
}

static uint64_t gcd64(uint64_t a, uint64_t b)
{
    while (b != 0) {
        uint64_t t = a % b;
        a = b;
        b = t;
    }
    return a;
}

static void test_coprime_limb(void)
{
    cairn_limb ms[8], a[MAXL], r[MAXL];
    size_t nm = 0, i, k, seen[2] = {0, 0};

    ms[nm++] = 3;
    ms[nm++] = 65537;
    ms[nm++] = 0xffffffffu; /* 3 5 17 257 65537 */
    ms[nm++] = 0xfffffffbu; /* prime */
    ms[nm++] = (cairn_limb)(rlimb() | 1 | ((cairn_limb)1 << (LB - 1)));
    ms[nm++] = (cairn_limb)~(cairn_limb)0;
    ms[nm++] = (cairn_limb)(rlimb() >> 3) | 1;
    for (i = 0; i < nm; i++) {
        cairn_limb m = ms[i];
        for (k = 0; k < 40; k++) {
            size_t n = 1 + (size_t)tu_prng_below(&rng, MAXL);
            cairn_limb c[1] = {0};
            uint64_t g;
            rnd(a, n);
            if (k % 3 == 0) { /* share a factor: a multiple of 3 or 5 or of m itself */
                c[0] = k % 2 ? 3 : (k % 4 ? 5 : m);
                a[n - 1] = 0;
                cairn_bn_mul(r, a, n - (n > 1), c, 1);
                cairn_bn_copy(a, r, n);
            }
            ref_modl(r, a, n, &m, 1);
            g = gcd64((uint64_t)r[0], (uint64_t)m);
            CHECK((cairn_bn_coprime_limb(a, n, m) != 0) == (g == 1), "coprime_limb m %llx, %zu limbs",
                  (unsigned long long)m, n);
            seen[g == 1]++;
        }
    }
    CHECK(seen[0] > 0 && seen[1] > 0, "coprime and not");
    cairn_bn_set_word(a, 2, 5);
    CHECK(cairn_bn_coprime_limb(a, 2, 6) == 0 && cairn_bn_coprime_limb(a, 2, 1) == 0, "even m, m = 1: zero");
    CHECK(cairn_bn_coprime_limb(NULL, 2, 7) == 0 && cairn_bn_coprime_limb(a, 0, 7) == 0, "NULL, n = 0");
}

/* reference Miller-Rabin round, variable time on the reference arithmetic */
static int ref_mr_round(const cairn_limb *w, const cairn_limb *b, size_t n)
{
    cairn_limb d[MAXL], x[MAXL], wm1[MAXL];
    size_t s = 0, j;
    memcpy(wm1, w, n * sizeof *w);
    wm1[0] -= 1; /* w odd */
    memcpy(d, wm1, n * sizeof *w);
    while ((d[0] & 1) == 0) {
        for (j = 0; j + 1 < n; j++)
            d[j] = (d[j] >> 1) | (d[j + 1] << (LB - 1));
        d[n - 1] >>= 1;
        s++;
    }
    ref_powmod(x, b, d, n, w, n);
    if ((x[0] == 1 && cairn_bn_is_zero(x + 1, n - 1)) || eqn(x, wm1, n))
        return 1;
    for (j = 1; j < s; j++) {
        ref_mulmod(x, x, x, w, n);
        if (eqn(x, wm1, n))
            return 1;
    }
    return 0;
}

static void test_miller_rabin_round(void)
{
    static const unsigned bases[] = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43};
    static cairn_bn_mont ctx;
    cairn_limb w[MAXL], b[MAXL];
    size_t i, k, seen[2] = {0, 0};

    /* w = 13 (s = 2, d = 3): b = 3 has b^d = 1, b = 5 reaches -1 after one
     * squaring, b = 12 is -1 at once; 15 fails every base, 4 and 11 too
     * (Fermat liars, 4^14 = 11^14 = 1, but not strong ones: 4^7 = 4) */
    cairn_bn_set_word(w, 1, 13);
    CHECK_RC(cairn_bn_mont_init(&ctx, w, 1), CAIRN_OK, "init 13");
    for (k = 2; k <= 11; k++) {
        cairn_bn_set_word(b, 1, k);
        CHECK(cairn_bn_mr_round(&ctx, b, CAIRN_BN_MR_EXACT, tmp_table, 16) != 0, "13 passes base %zu", k);
    }
    cairn_bn_set_word(w, 1, 15);
    CHECK_RC(cairn_bn_mont_init(&ctx, w, 1), CAIRN_OK, "init 15");
    for (k = 2; k <= 13; k++) {
        cairn_bn_set_word(b, 1, k);
        CHECK(cairn_bn_mr_round(&ctx, b, CAIRN_BN_MR_EXACT, tmp_table, 16) == 0, "15 base %zu", k);
    }
    /* strong pseudoprimes: pass the first bases, fail the next */
    for (i = 0; i < sizeof spsp / sizeof spsp[0]; i++) {
        size_t n = hex_nlimbs(spsp[i].w);
        hex_limbs(w, n, spsp[i].w);
        while (n > 1 && w[n - 1] == 0)
            n--;
        CHECK_RC(cairn_bn_mont_init(&ctx, w, n), CAIRN_OK, "init spsp");
        for (k = 0; k < sizeof bases / sizeof bases[0] && bases[k] <= spsp[i].fails; k++) {
            cairn_bn_set_word(b, n, bases[k]);
            CHECK((cairn_bn_mr_round(&ctx, b, CAIRN_BN_MR_EXACT, tmp_table, 32 * n) != 0) == (bases[k] < spsp[i].pass_below),
                  "spsp %s base %u", spsp[i].w, bases[k]);
        }
    }
    /* odd w and bases against the reference, up to 320 bits (the reference
     * reduces bit by bit): the Carmichael number, three known primes, then
     * random values */
    for (i = 0; i < 64; i++) {
        const char *const fixed[] = {big_composites[0], known_primes[0], known_primes[1], known_primes[6]};
        size_t n = 1 + (size_t)tu_prng_below(&rng, CAIRN_BN_LIMBS(320) < MAXL ? CAIRN_BN_LIMBS(320) : MAXL);
        if (i < sizeof fixed / sizeof fixed[0]) {
            n = hex_nlimbs(fixed[i]);
            if (n > MAXL)
                continue;
            hex_limbs(w, n, fixed[i]);
            while (n > 1 && w[n - 1] == 0)
                n--;
        } else {
            rnd(w, n);
            w[0] |= 1;
            if (w[n - 1] == 0)
                w[n - 1] = 1;
            if (n == 1 && w[0] < 5)
                w[0] = 5;
        }
        CHECK_RC(cairn_bn_mont_init(&ctx, w, n), CAIRN_OK, "init w");
        for (k = 0; k < 6; k++) {
            cairn_limb two[MAXL], wm3[MAXL];
            int want;
            /* b = 2 + (random mod (w - 3)), and the extremes 2 and w - 2 */
            cairn_bn_set_word(two, n, 3);
            (void)cairn_bn_sub(wm3, w, two, n);
            rnd(b, n);
            ref_modl(b, b, n, wm3, n);
            cairn_bn_set_word(two, n, 2);
            if (k == 1)
                cairn_bn_zero(b, n);
            if (k == 2)
                cairn_bn_copy(b, wm3, n);
            (void)cairn_bn_add(b, b, two, n);
            want = ref_mr_round(w, b, n);
            seen[want]++;
            CHECK((cairn_bn_mr_round(&ctx, b, CAIRN_BN_MR_EXACT, tmp_table, (k & 1 ? 2 : 32) * n) != 0) == want,
                  "mr_round = reference, %zu limbs", n);
        }
    }
    CHECK(seen[0] > 0 && seen[1] > 0, "rounds passed and failed");
    /* the cap on s: k 2^400 + 1 (s = 400) passes with a cap of 400 or more
     * and fails below; 2^255 - 19 (s = 2) passes any cap from 2 */
    {
        size_t n = hex_nlimbs(known_primes[7]), caps[] = {1, 64, 399, 400, 401, CAIRN_BN_MR_EXACT};
        hex_limbs(w, n, known_primes[7]);
        CHECK_RC(cairn_bn_mont_init(&ctx, w, n), CAIRN_OK, "init k 2^400 + 1");
        for (k = 0; k < sizeof caps / sizeof caps[0]; k++) {
            cairn_bn_set_word(b, n, 3 + k);
            CHECK((cairn_bn_mr_round(&ctx, b, caps[k], tmp_table, 2 * n) != 0) == (caps[k] >= 400),
                  "s = 400 with a cap of %zu", caps[k]);
        }
        n = hex_nlimbs(known_primes[6]);
        hex_limbs(w, n, known_primes[6]);
        CHECK_RC(cairn_bn_mont_init(&ctx, w, n), CAIRN_OK, "init 2^255 - 19");
        for (k = 0; k < 4; k++) {
            cairn_bn_set_word(b, n, 2 + k);
            CHECK((cairn_bn_mr_round(&ctx, b, k + 1, tmp_table, 2 * n) != 0) == (k + 1 >= 2),
                  "s = 2 with a cap of %zu", k + 1);
        }
        /* and a composite with s = 205 stays refused under any cap */
        n = hex_nlimbs(big_composites[1]);
        hex_limbs(w, n, big_composites[1]);
        while (n > 1 && w[n - 1] == 0)
            n--;
        CHECK_RC(cairn_bn_mont_init(&ctx, w, n), CAIRN_OK, "init composite");
        for (k = 0; k < sizeof caps / sizeof caps[0]; k++) {
            cairn_bn_set_word(b, n, 2);
            CHECK(cairn_bn_mr_round(&ctx, b, caps[k], tmp_table, 2 * n) == 0, "composite, s = 205, cap %zu", caps[k]);
        }
    }
    cairn_bn_mont_wipe(&ctx);
}

static void test_miller_rabin(void)
{
    cairn_limb w[MAXL], v;
    size_t i, k;

    CHECK(cairn_bn_mr_rounds(512) == 7 && cairn_bn_mr_rounds(1023) == 7 && cairn_bn_mr_rounds(1024) == 5 &&
              cairn_bn_mr_rounds(1535) == 5 && cairn_bn_mr_rounds(1536) == 4 && cairn_bn_mr_rounds(2048) == 4 &&
              cairn_bn_mr_rounds(4096) == 4,
          "FIPS 186-5 table B.1 rounds");
    /* known primes, the group primes and the RSA-2048 and RSA-4096 KAT primes */
    for (i = 0; i < sizeof known_primes / sizeof known_primes[0] + NGROUPS + 4; i++) {
        const char *h = i < sizeof known_primes / sizeof known_primes[0] ? known_primes[i]
                        : i < sizeof known_primes / sizeof known_primes[0] + NGROUPS
                            ? group_primes[i - sizeof known_primes / sizeof known_primes[0]]
                            : (const char *[]){rsa2048_p, rsa2048_q, rsa4096_p, rsa4096_q}[i - sizeof known_primes /
                                                                                                  sizeof known_primes[0] - NGROUPS];
        size_t n = hex_nlimbs(h);
        if (n > MAXL || (!CAIRN_HOSTED && n * LB > 2048)) /* the emulated Cortex-M: up to 2048 bits */
            continue;
        hex_limbs(w, n, h);
        while (n > 1 && w[n - 1] == 0)
            n--;
        v = 0;
        if (n * LB <= 1024) {
            CHECK_RC(cairn_bn_is_probable_prime(&v, w, n, tmp_table, 16 * n, prng_rng, &rng), CAIRN_OK,
                     "is_probable_prime");
        } else { /* larger: one round (a prime passes every one) and trial division keep the time down */
            CHECK_RC(cairn_bn_miller_rabin(&v, w, n, 1, CAIRN_BN_MR_EXACT, tmp_table, 16 * n, prng_rng, &rng), CAIRN_OK, "miller_rabin");
            v &= cairn_bn_trial_division(w, n, CAIRN_BN_TD_PRIMES);
        }
        CHECK(v != 0, "prime: %.24s...", h);
    }
    /* composites past trial division: rejected by the default rounds, and by
     * 40 rounds alone */
    for (i = 0; i < sizeof big_composites / sizeof big_composites[0] + 2; i++) {
        size_t n;
        const char *h = i < sizeof big_composites / sizeof big_composites[0] ? big_composites[i] : NULL;
        if (h != NULL) {
            n = hex_nlimbs(h);
            hex_limbs(w, n, h);
        } else { /* RSA-2048 n, and P-256 p * n */
            cairn_limb x[MAXL], y[MAXL];
            if (i == sizeof big_composites / sizeof big_composites[0]) {
                n = hex_nlimbs(rsa2048_n);
                if (n > MAXL)
                    continue;
                hex_limbs(w, n, rsa2048_n);
            } else {
                size_t xn = hex_nlimbs(known_primes[0]);
                hex_limbs(x, xn, known_primes[0]);
                hex_limbs(y, xn, known_primes[1]);
                cairn_bn_mul(w, x, xn, y, xn);
                n = 2 * xn;
            }
        }
        while (n > 1 && w[n - 1] == 0)
            n--;
        CHECK(cairn_bn_trial_division(w, n, CAIRN_BN_TD_PRIMES) != 0, "composite %zu has no small factor", i);
        v = 1;
        CHECK_RC(cairn_bn_is_probable_prime(&v, w, n, tmp_table, 16 * n, prng_rng, &rng), CAIRN_OK, "is_probable_prime");
        CHECK(v == 0, "composite %zu rejected", i);
        v = 1;
        CHECK_RC(cairn_bn_miller_rabin(&v, w, n, 40, CAIRN_BN_MR_EXACT, tmp_table, 2 * n, prng_rng, &rng), CAIRN_OK, "miller_rabin");
        CHECK(v == 0, "composite %zu rejected by 40 rounds", i);
    }
    /* small values: Carmichael numbers and strong pseudoprimes (40 rounds:
     * each round's liars are at most a quarter of the bases), small primes */
    {
        static const cairn_limb carmichael[] = {561, 1105, 1729, 2465, 2821, 6601, 8911, 41041, 62745, 825265};
        static const cairn_limb small_primes[] = {5, 7, 11, 13, 17, 65537, 2147483647u};
        for (i = 0; i < sizeof carmichael / sizeof carmichael[0]; i++) {
            cairn_bn_set_word(w, 1, carmichael[i]);
            v = 1;
            CHECK_RC(cairn_bn_miller_rabin(&v, w, 1, 40, CAIRN_BN_MR_EXACT, tmp_table, 2, prng_rng, &rng), CAIRN_OK, "mr");
            CHECK(v == 0, "Carmichael %u", (unsigned)carmichael[i]);
            CHECK(cairn_bn_trial_division(w, 1, CAIRN_BN_TD_PRIMES) == 0, "Carmichael %u has a small factor",
                  (unsigned)carmichael[i]);
        }
        for (i = 0; i < sizeof spsp / sizeof spsp[0]; i++) {
            size_t n = hex_nlimbs(spsp[i].w);
            hex_limbs(w, n, spsp[i].w);
            while (n > 1 && w[n - 1] == 0)
                n--;
            v = 1;
            CHECK_RC(cairn_bn_miller_rabin(&v, w, n, 40, CAIRN_BN_MR_EXACT, tmp_table, 2 * n, prng_rng, &rng), CAIRN_OK, "mr");
            CHECK(v == 0, "strong pseudoprime %s", spsp[i].w);
        }
        for (i = 0; i < sizeof small_primes / sizeof small_primes[0]; i++) {
            cairn_bn_set_word(w, 2, small_primes[i]);
            v = 0;
            CHECK_RC(cairn_bn_miller_rabin(&v, w, 1, 40, CAIRN_BN_MR_EXACT, tmp_table, 2, prng_rng, &rng), CAIRN_OK, "mr");
            CHECK(v != 0, "small prime %u", (unsigned)small_primes[i]);
            v = 0;
            CHECK_RC(cairn_bn_is_probable_prime(&v, w, 1, tmp_table, 2, prng_rng, &rng), CAIRN_OK, "prime");
            CHECK(v != 0, "small prime %u (trial division too)", (unsigned)small_primes[i]);
        }
        for (k = 0; k < 10; k++) { /* 1, 3 without a round; 9, 25, 49 composite; even values */
            static const cairn_limb vals[] = {1, 3, 9, 25, 49, 4, 6, 65536, 2, 0};
            cairn_bn_set_word(w, 1, vals[k]);
            v = 0x5a;
            CHECK_RC(cairn_bn_miller_rabin(&v, w, 1, 40, CAIRN_BN_MR_EXACT, tmp_table, 2, prng_rng, &rng), CAIRN_OK, "mr small");
            CHECK((v != 0) == (vals[k] == 3) && (v == 0 || v == (cairn_limb)~(cairn_limb)0), "mr on %u",
                  (unsigned)vals[k]);
        }
    }
    /* a prime whose s exceeds the cap is refused, and passes without it */
    {
        size_t n = hex_nlimbs(known_primes[7]);
        hex_limbs(w, n, known_primes[7]);
        v = 1;
        CHECK_RC(cairn_bn_miller_rabin(&v, w, n, 3, 64, tmp_table, 16 * n, prng_rng, &rng), CAIRN_OK, "mr cap 64");
        CHECK(v == 0, "k 2^400 + 1 refused with a cap of 64");
        v = 0;
        CHECK_RC(cairn_bn_miller_rabin(&v, w, n, 3, 400, tmp_table, 16 * n, prng_rng, &rng), CAIRN_OK, "mr cap 400");
        CHECK(v != 0, "k 2^400 + 1 accepted with a cap of 400");
    }
    /* an even multi-limb w: the set-up fails and the verdict is zero */
    hex_limbs(w, hex_nlimbs(known_primes[0]), known_primes[0]);
    w[0] ^= 1;
    v = 1;
    CHECK_RC(cairn_bn_miller_rabin(&v, w, hex_nlimbs(known_primes[0]), 5, CAIRN_BN_MR_EXACT, tmp_table, 64, prng_rng, &rng), CAIRN_OK,
             "mr even");
    CHECK(v == 0, "even w is not prime");
    w[0] ^= 1;
    /* statuses */
    {
        size_t n = hex_nlimbs(known_primes[0]);
        CHECK_RC(cairn_bn_miller_rabin(NULL, w, n, 5, CAIRN_BN_MR_EXACT, tmp_table, 64, prng_rng, &rng), CAIRN_ERR_BAD_ARG, "NULL verdict");
        CHECK_RC(cairn_bn_miller_rabin(&v, NULL, n, 5, CAIRN_BN_MR_EXACT, tmp_table, 64, prng_rng, &rng), CAIRN_ERR_BAD_ARG, "NULL w");
        CHECK_RC(cairn_bn_miller_rabin(&v, w, 0, 5, CAIRN_BN_MR_EXACT, tmp_table, 64, prng_rng, &rng), CAIRN_ERR_BAD_ARG, "n = 0");
        CHECK_RC(cairn_bn_miller_rabin(&v, w, MAXL + 1, 5, CAIRN_BN_MR_EXACT, tmp_table, 64, prng_rng, &rng), CAIRN_ERR_BAD_ARG,
                 "n too large");
        CHECK_RC(cairn_bn_miller_rabin(&v, w, n, 5, CAIRN_BN_MR_EXACT, NULL, 64, prng_rng, &rng), CAIRN_ERR_BAD_ARG, "NULL table");
        CHECK_RC(cairn_bn_miller_rabin(&v, w, n, 5, CAIRN_BN_MR_EXACT, tmp_table, 64, NULL, &rng), CAIRN_ERR_BAD_ARG, "NULL rng");
        v = 1;
        CHECK_RC(cairn_bn_miller_rabin(&v, w, n, 5, CAIRN_BN_MR_EXACT, tmp_table, 2 * n - 1, prng_rng, &rng), CAIRN_ERR_BAD_LENGTH,
                 "table below 2n");
        CHECK(v == 0, "no verdict on a bad length");
        v = 1;
        CHECK_RC(cairn_bn_miller_rabin(&v, w, n, 5, CAIRN_BN_MR_EXACT, tmp_table, 64, failing_rng, NULL), CAIRN_ERR_RNG, "rng failure");
        CHECK(v == 0, "no verdict when the rng fails");
        v = 1;
        CHECK_RC(cairn_bn_miller_rabin(&v, w, n, 5, CAIRN_BN_MR_EXACT, tmp_table, 64, zero_rng, NULL), CAIRN_ERR_RNG, "zero rng");
        CHECK(v == 0, "no verdict when no witness comes");
        v = 1;
        CHECK_RC(cairn_bn_is_probable_prime(&v, w, n, tmp_table, 64, failing_rng, NULL), CAIRN_ERR_RNG, "rng failure");
        CHECK(v == 0, "is_probable_prime: no verdict when the rng fails");
        CHECK_RC(cairn_bn_is_probable_prime(NULL, w, n, tmp_table, 64, prng_rng, &rng), CAIRN_ERR_BAD_ARG, "NULL");
        CHECK_RC(cairn_bn_is_probable_prime(&v, w, 0, tmp_table, 64, prng_rng, &rng), CAIRN_ERR_BAD_ARG, "n = 0");
    }
}

/* ---------------- documented statuses ---------------- */

/* Every engine against the portable one: raw products on random operands,
 * a Montgomery context set up with it, and exponentiation through it. */
static void test_engines(void)
{
    static cairn_bn_mont c0, c1;
    const cairn_bn_engine *p = (const cairn_bn_engine *)cairn_impl_portable(cairn_bn_engines);
    cairn_limb m[MAXL], a[MAXL], b[MAXL], e[MAXL], r0[2 * MAXL + 2], r1[2 * MAXL + 2], t[2 * MAXL + 2];
    size_t k, i;
    unsigned long n_cmp = 0;

    CHECK(p != NULL && strcmp(p->base.prim, CAIRN_PRIM_BN) == 0, "a portable engine");
    for (k = 0; cairn_bn_engines[k] != NULL; k++) {
        const cairn_bn_engine *eng = (const cairn_bn_engine *)cairn_bn_engines[k];
        if (!cairn_impl_usable(&eng->base)) {
            char msg[80];
            snprintf(msg, sizeof msg, "bn engine %s (CPU lacks it or CAIRN_CPU caps it)", eng->base.name);
            tu_skip(msg);
            continue;
        }
        for (i = 0; i < NSIZES; i++) {
            size_t n = sizes[i], it;
            if (n > MAXL)
                continue;
            for (it = 0; it < 8; it++) {
                make_modulus(m, n, (int)(it % 5));
                make_operand(a, m, n, 0);
                make_operand(b, m, n, (int)(it % 4));
                p->mul(r0, a, n, b, n);
                eng->mul(r1, a, n, b, n);
                CHECK(eqn(r0, r1, 2 * n), "%s mul n %zu", eng->base.name, n);
                p->sqr(r0, a, n);
                eng->sqr(r1, a, n);
                CHECK(eqn(r0, r1, 2 * n), "%s sqr n %zu", eng->base.name, n);
                CHECK_RC(cairn_bn_mont_init_ex(&c0, m, n, &p->base), CAIRN_OK, "init portable");
                CHECK_RC(cairn_bn_mont_init_ex(&c1, m, n, &eng->base), CAIRN_OK, "init engine");
                CHECK(c1.eng == eng && eqn(c0.rr, c1.rr, n), "%s: R^2 mod m n %zu", eng->base.name, n);
                p->montmul(r0, a, b, m, c0.m0i, n, t);
                eng->montmul(r1, a, b, m, c0.m0i, n, t);
                CHECK(eqn(r0, r1, n), "%s montmul n %zu", eng->base.name, n);
                rnd(r0, 2 * n);
                memcpy(r1, r0, 2 * n * sizeof *r0);
                p->redc(r0, m, c0.m0i, n);
                eng->redc(r1, m, c0.m0i, n);
                CHECK(eqn(r0 + n, r1 + n, n), "%s redc n %zu", eng->base.name, n);
                rnd(e, n);
                CHECK_RC(cairn_bn_mont_exp(&c0, r0, a, e, n, tmp_table, 32 * n), CAIRN_OK, "exp portable");
                CHECK_RC(cairn_bn_mont_exp(&c1, r1, a, e, n, tmp_table, 32 * n), CAIRN_OK, "exp engine");
                CHECK(eqn(r0, r1, n), "%s exp n %zu", eng->base.name, n);
                n_cmp++;
            }
        }
    }
    printf("bn engines: %lu comparisons with the portable engine (%s)\n", n_cmp, p->base.name);
    cairn_bn_mont_wipe(&c0);
    cairn_bn_mont_wipe(&c1);
}

/* The fixed-size kernels (the "x86-mulx" engine's at 8, 16, 24, 32, 48 and 64
 * limbs, src/accel/x86/bn_mulx.c) against the portable engine, every engine
 * at those sizes: every modulus kind, operands 0, 1, m - 1, all-ones limbs
 * (a < R for the product's first operand), random; the Montgomery product
 * with r aliasing a and b, the square, the fused square and reduction
 * (cairn_bn_mont_sqr, r aliasing a), the reduction of random, all-ones and
 * (m - 1)^2 double-length values. */
static void test_engine_kernels(void)
{
    static const size_t ksizes[] = {8, 16, 24, 32, 48, 64};
    static cairn_bn_mont c0, c1;
    const cairn_bn_engine *p = (const cairn_bn_engine *)cairn_impl_portable(cairn_bn_engines);
    cairn_limb m[MAXL], a[MAXL], b[MAXL], r0[2 * MAXL + 2], r1[2 * MAXL + 2], t[2 * MAXL + 2];
    size_t k, i;
    unsigned long n_cmp = 0;

    for (k = 0; cairn_bn_engines[k] != NULL; k++) {
        const cairn_bn_engine *eng = (const cairn_bn_engine *)cairn_bn_engines[k];
        if (!cairn_impl_usable(&eng->base) || eng == p)
            continue;
        for (i = 0; i < sizeof ksizes / sizeof ksizes[0]; i++) {
            size_t n = ksizes[i];
            int mk, ak, bk;
            if (n > MAXL)
                continue;
            for (mk = 0; mk < 5; mk++) {
                make_modulus(m, n, mk);
                CHECK_RC(cairn_bn_mont_init_ex(&c0, m, n, &p->base), CAIRN_OK, "init portable");
                CHECK_RC(cairn_bn_mont_init_ex(&c1, m, n, &eng->base), CAIRN_OK, "init engine");
                CHECK(eqn(c0.rr, c1.rr, n), "%s: R^2 n %zu", eng->base.name, n);
                /* a kinds 0..3 as make_operand, 4 all-ones limbs (a < R); b < m */
                for (ak = 0; ak < 5; ak++) {
                    for (bk = 0; bk < 4; bk++) {
                        if (ak == 4)
                            memset(a, 0xff, n * sizeof *a);
                        else
                            make_operand(a, m, n, ak);
                        make_operand(b, m, n, bk);
                        p->montmul(r0, a, b, m, c0.m0i, n, t);
                        eng->montmul(r1, a, b, m, c0.m0i, n, t);
                        CHECK(eqn(r0, r1, n), "%s montmul n %zu m %d a %d b %d", eng->base.name, n, mk, ak, bk);
                        memcpy(r1, a, n * sizeof *a);
                        eng->montmul(r1, r1, b, m, c0.m0i, n, t);
                        CHECK(eqn(r0, r1, n), "%s montmul r = a, n %zu", eng->base.name, n);
                        memcpy(r1, b, n * sizeof *b);
                        eng->montmul(r1, a, r1, m, c0.m0i, n, t);
                        CHECK(eqn(r0, r1, n), "%s montmul r = b, n %zu", eng->base.name, n);
                        n_cmp += 3;
                    }
                    /* squares: any a for the plain square, a < m for the Montgomery one */
                    p->sqr(r0, a, n);
                    eng->sqr(r1, a, n);
                    CHECK(eqn(r0, r1, 2 * n), "%s sqr n %zu a %d", eng->base.name, n, ak);
                    if (ak < 4) {
                        cairn_bn_mont_sqr(&c0, r0, a);
                        memcpy(r1, a, n * sizeof *a);
                        cairn_bn_mont_sqr(&c1, r1, r1);
                        CHECK(eqn(r0, r1, n), "%s montsqr n %zu m %d a %d", eng->base.name, n, mk, ak);
                    }
                    n_cmp += 2;
                }
                /* reductions: random, all-ones, (m - 1)^2 */
                for (ak = 0; ak < 3; ak++) {
                    if (ak == 0) {
                        rnd(r0, 2 * n);
                    } else if (ak == 1) {
                        memset(r0, 0xff, 2 * n * sizeof *r0);
                    } else {
                        make_operand(a, m, n, 3);
                        p->sqr(r0, a, n);
                    }
                    memcpy(r1, r0, 2 * n * sizeof *r0);
                    p->redc(r0, m, c0.m0i, n);
                    eng->redc(r1, m, c0.m0i, n);
                    CHECK(eqn(r0 + n, r1 + n, n), "%s redc n %zu m %d x %d", eng->base.name, n, mk, ak);
                    n_cmp++;
                }
            }
        }
    }
    printf("bn engine kernels: %lu comparisons with the portable engine at 8..64 limbs\n", n_cmp);
    cairn_bn_mont_wipe(&c0);
    cairn_bn_mont_wipe(&c1);
}

/* cairn_bn_mont_exp_prod_vartime (DSA verification's g^u1 y^u2) through every
 * engine, the portable one included, against two exponentiations of the
 * portable engine and their product: the sizes of test_engine_exps,
 * exponents of 1 limb to CAIRN_BN_PROD_MAX_BITS bits, random, zero (either
 * or both), all ones, a single top bit and 1; bases 0, 1, m - 1 and random;
 * the output aliasing either base; the documented statuses. */
static void test_exp_prod(void)
{
    static const size_t esizes[] = {1, 2, 3, 5, 6, 7, 9, 12, 13, 16, 17, 20, 24, 32, 33, 41, 48, 64};
    static cairn_bn_mont pc, c;
    const cairn_bn_engine *p = (const cairn_bn_engine *)cairn_impl_portable(cairn_bn_engines);
    const size_t maxel = CAIRN_BN_PROD_MAX_BITS / LB;
    cairn_limb m[MAXL], a1[MAXL], a2[MAXL], e1[MAXL], e2[MAXL], w1[MAXL], w2[MAXL], r[MAXL];
    unsigned long n_cmp = 0;
    size_t k, i, it;

    for (k = 0; cairn_bn_engines[k] != NULL; k++) {
        const cairn_bn_engine *eng = (const cairn_bn_engine *)cairn_bn_engines[k];
        if (!cairn_impl_usable(&eng->base))
            continue;
        for (i = 0; i < sizeof esizes / sizeof esizes[0]; i++) {
            size_t n = esizes[i] * (LB == 32 ? 2 : 1);
            if (n > MAXL)
                continue;
            for (it = 0; it < 10; it++) {
                /* bases: random but for case 6 (a1 = 0) and 7 (m - 1 and 1) */
                static const int k1[10] = {0, 0, 0, 0, 0, 0, 1, 3, 0, 0}, k2[10] = {0, 0, 0, 0, 0, 0, 0, 2, 0, 0};
                size_t el = it == 0 ? maxel : 1 + (it + i) % maxel;
                make_modulus(m, n, (int)((it + i) % 5));
                make_operand(a1, m, n, k1[it]);
                make_operand(a2, m, n, k2[it]);
                rnd(e1, el);
                rnd(e2, el);
                switch (it) {
                case 1: /* e1 = 0 */
                    memset(e1, 0, el * sizeof *e1);
                    break;
                case 2: /* e2 = 0 */
                    memset(e2, 0, el * sizeof *e2);
                    break;
                case 3: /* both zero */
                    memset(e1, 0, el * sizeof *e1);
                    memset(e2, 0, el * sizeof *e2);
                    break;
                case 4: /* all ones, and a single top bit */
                    memset(e1, 0xff, el * sizeof *e1);
                    memset(e2, 0, el * sizeof *e2);
                    e2[el - 1] = (cairn_limb)1 << (LB - 1);
                    break;
                case 5: /* 1 and 1 */
                    memset(e1, 0, el * sizeof *e1);
                    memset(e2, 0, el * sizeof *e2);
                    e1[0] = e2[0] = 1;
                    break;
                default:
                    break;
                }
                CHECK_RC(cairn_bn_mont_init_ex(&pc, m, n, &p->base), CAIRN_OK, "init portable");
                CHECK_RC(cairn_bn_mont_init_ex(&c, m, n, &eng->base), CAIRN_OK, "init engine");
                CHECK_RC(cairn_bn_mont_exp_vartime(&pc, w1, a1, e1, el), CAIRN_OK, "reference 1");
                CHECK_RC(cairn_bn_mont_exp_vartime(&pc, w2, a2, e2, el), CAIRN_OK, "reference 2");
                cairn_bn_mont_mul(&pc, w1, w1, w2);
                cairn_bn_mont_to(&pc, w1, w1);
                CHECK_RC(cairn_bn_mont_exp_prod_vartime(&c, r, a1, e1, a2, e2, el), CAIRN_OK, "exp_prod");
                CHECK(eqn(r, w1, n), "%s exp_prod n %zu elen %zu case %zu", eng->base.name, n, el, it);
                cairn_bn_copy(r, a1, n);
                CHECK_RC(cairn_bn_mont_exp_prod_vartime(&c, r, r, e1, a2, e2, el), CAIRN_OK, "exp_prod r = a1");
                CHECK(eqn(r, w1, n), "%s exp_prod r = a1, n %zu", eng->base.name, n);
                cairn_bn_copy(r, a2, n);
                CHECK_RC(cairn_bn_mont_exp_prod_vartime(&c, r, a1, e1, r, e2, el), CAIRN_OK, "exp_prod r = a2");
                CHECK(eqn(r, w1, n), "%s exp_prod r = a2, n %zu", eng->base.name, n);
                n_cmp += 3;
            }
        }
    }
    /* statuses: exponents over CAIRN_BN_PROD_MAX_BITS, NULL exponents */
    make_modulus(m, 4, 0);
    CHECK_RC(cairn_bn_mont_init_ex(&pc, m, 4, &p->base), CAIRN_OK, "init");
    CHECK_RC(cairn_bn_mont_exp_prod_vartime(&pc, r, a1, e1, a2, e2, maxel + 1), CAIRN_ERR_BAD_LENGTH,
             "exp_prod exponents too long");
    CHECK_RC(cairn_bn_mont_exp_prod_vartime(&pc, r, a1, NULL, a2, e2, 1), CAIRN_ERR_BAD_ARG, "exp_prod NULL e1");
    CHECK_RC(cairn_bn_mont_exp_prod_vartime(&pc, r, a1, e1, a2, NULL, 1), CAIRN_ERR_BAD_ARG, "exp_prod NULL e2");
    printf("bn exp_prod: %lu comparisons with the portable engine's two exponentiations\n", n_cmp);
    cairn_bn_mont_wipe(&pc);
    cairn_bn_mont_wipe(&c);
}

/* Every engine's exponentiations (an engine may run them in its own
 * representation: the IFMA one in radix 2^52, with 1 to 10 vector
 * registers an operand, k digits for n limbs) against the portable
 * engine's: the constant-time one at every window, the variable-time one,
 * and the pair (cairn_bn_mont_exp2, interleaved by engines that can) on
 * equal sizes, on unequal sizes and exponent lengths (two calls), with a
 * base that is not reduced and with outputs aliasing their bases. Sizes
 * cover each register count and the digit counts that fill the last
 * register exactly (n = 6: 8 digits, n = 32: 40). */
static void test_engine_exps(void)
{
    static const size_t esizes[] = {1, 2, 3, 5, 6, 7, 9, 12, 13, 16, 17, 19, 20, 24, 25, 26, 32, 33, 40, 41, 48, 56, 57, 64};
    static cairn_bn_mont p1, p2, c1, c2;
    const cairn_bn_engine *p = (const cairn_bn_engine *)cairn_impl_portable(cairn_bn_engines);
    cairn_limb m1[MAXL], m2[MAXL], a1[MAXL], a2[MAXL], e1[MAXL], e2[MAXL];
    cairn_limb w1[MAXL], w2[MAXL], r1[MAXL], r2[MAXL], e65537[1] = {65537};
    unsigned long n_cmp = 0;
    size_t k, i;

    for (k = 0; cairn_bn_engines[k] != NULL; k++) {
        const cairn_bn_engine *eng = (const cairn_bn_engine *)cairn_bn_engines[k];
        if (!cairn_impl_usable(&eng->base) || eng == p)
            continue;
        for (i = 0; i < sizeof esizes / sizeof esizes[0]; i++) {
            size_t n = esizes[i] * (LB == 32 ? 2 : 1), it;
            if (n > MAXL)
                continue;
            for (it = 0; it < 3; it++) {
                /* short exponents at the large sizes keep the portable
                 * reference affordable; the windows still vary with them */
                size_t el = n <= 16 ? n : 1 + it, tl;
                int rc;
                make_modulus(m1, n, (int)((it + i) % 5));
                make_modulus(m2, n, (int)(it % 3));
                if (it == 2)
                    memset(a1, 0xff, n * sizeof *a1); /* not reduced */
                else
                    make_operand(a1, m1, n, (int)it);
                make_operand(a2, m2, n, 0);
                rnd(e1, el);
                rnd(e2, el);
                CHECK_RC(cairn_bn_mont_init_ex(&p1, m1, n, &p->base), CAIRN_OK, "init portable 1");
                CHECK_RC(cairn_bn_mont_init_ex(&p2, m2, n, &p->base), CAIRN_OK, "init portable 2");
                CHECK_RC(cairn_bn_mont_init_ex(&c1, m1, n, &eng->base), CAIRN_OK, "init engine 1");
                CHECK_RC(cairn_bn_mont_init_ex(&c2, m2, n, &eng->base), CAIRN_OK, "init engine 2");
                CHECK_RC(cairn_bn_mont_exp(&p1, w1, a1, e1, el, tmp_table, 32 * n), CAIRN_OK, "exp portable");
                CHECK_RC(cairn_bn_mont_exp(&p2, w2, a2, e2, el, tmp_table, 32 * n), CAIRN_OK, "exp portable 2");
                for (tl = 2; tl <= 32; tl *= 4) {
                    CHECK_RC(cairn_bn_mont_exp(&c1, r1, a1, e1, el, tmp_table, tl * n), CAIRN_OK, "exp engine");
                    CHECK(eqn(r1, w1, n), "%s exp n %zu elen %zu table %zu", eng->base.name, n, el, tl);
                }
                CHECK_RC(cairn_bn_mont_exp_vartime(&c1, r1, a1, e1, el), CAIRN_OK, "exp_vartime engine");
                CHECK(eqn(r1, w1, n), "%s exp_vartime n %zu", eng->base.name, n);
                CHECK_RC(cairn_bn_mont_exp_vartime(&c1, r1, a1, e65537, 1), CAIRN_OK, "exp_vartime 65537");
                CHECK_RC(cairn_bn_mont_exp_vartime(&p1, r2, a1, e65537, 1), CAIRN_OK, "exp_vartime 65537 portable");
                CHECK(eqn(r1, r2, n), "%s exp_vartime 65537 n %zu", eng->base.name, n);
                /* the pair, outputs aliasing the bases */
                cairn_bn_copy(r1, a1, n);
                cairn_bn_copy(r2, a2, n);
                rc = cairn_bn_mont_exp2(&c1, r1, r1, e1, el, &c2, r2, r2, e2, el, tmp_table, 64 * n);
                CHECK_RC(rc, CAIRN_OK, "exp2 engine");
                CHECK(eqn(r1, w1, n) && eqn(r2, w2, n), "%s exp2 n %zu elen %zu", eng->base.name, n, el);
                /* the smallest table space it takes: 2n limbs each */
                rc = cairn_bn_mont_exp2(&c1, r1, a1, e1, el, &c2, r2, a2, e2, el, tmp_table, 4 * n);
                CHECK_RC(rc, CAIRN_OK, "exp2 engine, 1-bit windows");
                CHECK(eqn(r1, w1, n) && eqn(r2, w2, n), "%s exp2 1-bit windows n %zu", eng->base.name, n);
                /* unequal exponent lengths: one at a time */
                rc = cairn_bn_mont_exp2(&c1, r1, a1, e1, el, &c2, r2, a2, e2, 0, tmp_table, 64 * n);
                cairn_bn_set_word(w2, n, 1);
                CHECK_RC(cairn_bn_mont_exp(&p2, w2, a2, e2, 0, tmp_table, 32 * n), CAIRN_OK, "exp portable e = 1");
                CHECK(rc == CAIRN_OK && eqn(r1, w1, n) && eqn(r2, w2, n), "%s exp2 unequal exponents n %zu",
                      eng->base.name, n);
                n_cmp++;
            }
            /* unequal modulus sizes: one at a time */
            if (n > 1) {
                make_modulus(m2, n - 1, 0);
                make_operand(a2, m2, n - 1, 0);
                CHECK_RC(cairn_bn_mont_init_ex(&p2, m2, n - 1, &p->base), CAIRN_OK, "init portable n-1");
                CHECK_RC(cairn_bn_mont_init_ex(&c2, m2, n - 1, &eng->base), CAIRN_OK, "init engine n-1");
                CHECK_RC(cairn_bn_mont_exp(&p2, w2, a2, e2, 1, tmp_table, 32 * n), CAIRN_OK, "exp portable n-1");
                CHECK_RC(cairn_bn_mont_exp2(&c1, r1, a1, e1, 1, &c2, r2, a2, e2, 1, tmp_table, 64 * n), CAIRN_OK,
                         "exp2 unequal sizes");
                CHECK_RC(cairn_bn_mont_exp(&p1, w1, a1, e1, 1, tmp_table, 32 * n), CAIRN_OK, "exp portable");
                CHECK(eqn(r1, w1, n) && eqn(r2, w2, n - 1), "%s exp2 sizes %zu and %zu", eng->base.name, n, n - 1);
            }
        }
    }
    /* the portable engine's pair, and the documented statuses */
    make_modulus(m1, 4, 0);
    make_modulus(m2, 4, 1);
    make_operand(a1, m1, 4, 0);
    make_operand(a2, m2, 4, 0);
    rnd(e1, 4);
    rnd(e2, 4);
    CHECK_RC(cairn_bn_mont_init_ex(&p1, m1, 4, &p->base), CAIRN_OK, "init");
    CHECK_RC(cairn_bn_mont_init_ex(&p2, m2, 4, &p->base), CAIRN_OK, "init");
    CHECK_RC(cairn_bn_mont_exp(&p1, w1, a1, e1, 4, tmp_table, 32 * 4), CAIRN_OK, "exp");
    CHECK_RC(cairn_bn_mont_exp(&p2, w2, a2, e2, 4, tmp_table, 32 * 4), CAIRN_OK, "exp");
    CHECK_RC(cairn_bn_mont_exp2(&p1, r1, a1, e1, 4, &p2, r2, a2, e2, 4, tmp_table, 64 * 4), CAIRN_OK, "exp2");
    CHECK(eqn(r1, w1, 4) && eqn(r2, w2, 4), "portable exp2 = two exps");
    CHECK_RC(cairn_bn_mont_exp2(&p1, r1, a1, e1, 4, &p2, r2, a2, e2, 4, tmp_table, 4 * 4 - 1), CAIRN_ERR_BAD_LENGTH,
             "exp2 table below 2n each");
    CHECK_RC(cairn_bn_mont_exp2(&p1, r1, a1, e1, 4, &p2, r2, a2, e2, 4, NULL, 64 * 4), CAIRN_ERR_BAD_LENGTH,
             "exp2 NULL table");
    CHECK_RC(cairn_bn_mont_exp2(&p1, r1, a1, NULL, 4, &p2, r2, a2, e2, 4, tmp_table, 64 * 4), CAIRN_ERR_BAD_LENGTH,
             "exp2 NULL first exponent");
    CHECK_RC(cairn_bn_mont_exp2(&p1, r1, a1, e1, 4, &p2, r2, a2, NULL, 4, tmp_table, 64 * 4), CAIRN_ERR_BAD_LENGTH,
             "exp2 NULL second exponent");
    for (i = 0; i < 64 * 4 && tmp_table[i] == 0; i++)
        ;
    CHECK(i == 64 * 4, "exp2 tables wiped");
    printf("bn engine exponentiations: %lu comparisons with the portable engine\n", n_cmp);
    cairn_bn_mont_wipe(&p1);
    cairn_bn_mont_wipe(&p2);
    cairn_bn_mont_wipe(&c1);
    cairn_bn_mont_wipe(&c2);
}

static void test_bad(void)
{
    static cairn_bn_mont ctx;
    cairn_limb m[MAXL + 1], a[MAXL], r[MAXL], e[1] = {3};
    size_t n = 4 > MAXL ? MAXL : 4;

    rnd(m, MAXL);
    m[0] |= 1;
    m[n - 1] |= 1;
    CHECK_RC(cairn_bn_mont_init(NULL, m, n), CAIRN_ERR_BAD_ARG, "init NULL ctx");
    CHECK_RC(cairn_bn_mont_init(&ctx, NULL, n), CAIRN_ERR_BAD_ARG, "init NULL modulus");
    CHECK_RC(cairn_bn_mont_init(&ctx, m, 0), CAIRN_ERR_BAD_ARG, "init zero limbs");
    CHECK_RC(cairn_bn_mont_init(&ctx, m, MAXL + 1), CAIRN_ERR_BAD_ARG, "init above CAIRN_BN_MAX_LIMBS");
    {
        static const cairn_impl other = {"other", "AES", 0}, never = {"never", CAIRN_PRIM_BN, 1ull << 62};
        CHECK_RC(cairn_bn_mont_init_ex(&ctx, m, n, NULL), CAIRN_ERR_BAD_ARG, "init_ex NULL engine");
        CHECK_RC(cairn_bn_mont_init_ex(&ctx, m, n, &other), CAIRN_ERR_BAD_ARG, "init_ex object of another primitive");
        CHECK_RC(cairn_bn_mont_init_ex(&ctx, m, n, &never), CAIRN_ERR_UNSUPPORTED, "init_ex engine this CPU lacks");
    }
    m[0] ^= 1;
    CHECK_RC(cairn_bn_mont_init(&ctx, m, n), CAIRN_ERR_BAD_ARG, "init even modulus");
    m[0] ^= 1;
    m[n - 1] = 0;
    CHECK_RC(cairn_bn_mont_init(&ctx, m, n), CAIRN_ERR_BAD_ARG, "init top limb zero");
    cairn_bn_zero(m, n);
    CHECK_RC(cairn_bn_mont_init(&ctx, m, n), CAIRN_ERR_BAD_ARG, "init zero modulus");
    cairn_bn_set_word(m, 1, 1);
    CHECK_RC(cairn_bn_mont_init(&ctx, m, 1), CAIRN_ERR_BAD_ARG, "init m = 1");
    cairn_bn_set_word(m, 1, 3);
    CHECK_RC(cairn_bn_mont_init(&ctx, m, 1), CAIRN_OK, "init m = 3");
    rnd(m, n);
    m[0] |= 1;
    m[n - 1] |= (cairn_limb)1 << (LB - 1);
    CHECK_RC(cairn_bn_mont_init(&ctx, m, n), CAIRN_OK, "init");
    rnd(a, n);
    CHECK_RC(cairn_bn_mont_reduce(&ctx, r, a, 2 * n + 1), CAIRN_ERR_BAD_LENGTH, "reduce xlen > 2n");
    CHECK_RC(cairn_bn_mont_exp(&ctx, r, a, e, 1, tmp_table, 2 * n - 1), CAIRN_ERR_BAD_LENGTH, "exp table < 2n");
    CHECK_RC(cairn_bn_mont_exp(&ctx, r, a, e, 1, NULL, 64 * n), CAIRN_ERR_BAD_LENGTH, "exp NULL table");
    CHECK_RC(cairn_bn_mont_exp(&ctx, r, a, NULL, 1, tmp_table, 64 * n), CAIRN_ERR_BAD_LENGTH, "exp NULL exponent");
    CHECK_RC(cairn_bn_mont_exp_vartime(&ctx, r, a, NULL, 1), CAIRN_ERR_BAD_ARG, "vartime NULL exponent");
    CHECK(cairn_bn_mont_inv_prime(&ctx, r, a, tmp_table, 1) == 0 && cairn_bn_is_zero(r, n) != 0,
          "Fermat inverse with no table space: no inverse, zero");
    cairn_bn_mont_wipe(&ctx);
    {
        size_t k;
        const uint8_t *p = (const uint8_t *)&ctx;
        for (k = 0; k < sizeof ctx && p[k] == 0; k++)
            ;
        CHECK(k == sizeof ctx, "mont_wipe clears the context");
    }
    cairn_bn_mont_wipe(NULL);
}

int main(void)
{
    tu_prng_seed(&rng, tu_seed(0xb16b00b5u));
    printf("limbs: %d bits%s%s, CAIRN_BN_MAX_LIMBS %d\n", LB,
#if defined(CAIRN_BN_NO_INT128)
           " (portable product)",
#else
           "",
#endif
#if defined(CAIRN_BN_NO_ASM)
           " (no x86-64 row)",
#else
           "",
#endif
           (int)MAXL);
    test_codec();
    test_basic();
    test_mul();
    test_mont();
    test_exp();
    test_exp_kat();
    test_rsa_kat();
    test_inv();
    test_inv_sizes();
    test_inv_edges();
    test_inv_hard();
    test_inv_many();
    test_rand();
    test_trial_division();
    test_coprime_limb();
    test_miller_rabin_round();
    test_miller_rabin();
    test_engines();
    test_engine_kernels();
    test_exp_prod();
    test_engine_exps();
    test_bad();
    return tu_finish(LB == 32 ? "test_bn32" : "test_bn");
}
