/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * ECDSA on P-256, P-384, P-521 and brainpoolP256r1/384r1/512r1 (cairn/ec.h,
 * src/ec/ecdsa.c, src/ec/ec_key.c):
 *  - every Wycheproof ecdsa_secp{256,384,521}r1_* and
 *    ecdsa_brainpoolP{256,384,512}r1_* file (DER and P1363;
 *    SHA-2, SHA-3, SHAKE128/256 with 32/64-byte outputs): valid signatures
 *    verify, invalid ones are CAIRN_ERR_BAD_SIGNATURE (the files have no
 *    "acceptable" case; one would fail this test until it is documented);
 *    the key is the group's raw point, verify and verify_digest agree;
 *  - CAVP SigGen (signatures with the file's k must be the file's), SigVer
 *    and PKV (point validity through cairn_ec_public_key_import), P curves
 *    only (P-192, P-224 and the binary curves are reported as skipped);
 *  - RFC 6979 appendix A.2.5-A.2.7, every hash and message: the nonce and
 *    the deterministic signature must be the RFC's, byte for byte;
 *  - hedged signing (different rng output: different signatures, both
 *    valid; no rng: identical), key generation, import/export, compressed
 *    points, every field implementation of each curve giving the same
 *    signatures, tampered signatures and messages refused.
 * On a bare-metal port the Wycheproof and CAVP files are subsampled (every
 * SUBSAMPLE-th case) and fewer signature bits are tampered with; the host
 * runs every case. The brainpool Wycheproof files run as a test of their
 * own (test_ecdsa --brainpool: test_ecdsa_brainpool) beside the rest.
 */
#include <stdlib.h>
#include <string.h>

#include "cairn/ec.h"
#include "cairn/hash.h"
#include "cairn/pk.h"
#include "ec/ec_internal.h"
#include "ec/ec_key_internal.h"
#include "ec/ecdsa_internal.h"
#include "json.h"
#include "testutil.h"

#if CAIRN_HOSTED
#define SUBSAMPLE 1
#define SUBSAMPLE_BP 1
#define TAMPER_BITS 64
#define KEY_ROUNDS 4
#else
#define SUBSAMPLE 6
/* the brainpool files: their general primes make each verification dearer */
#define SUBSAMPLE_BP 24
#define TAMPER_BITS 12
#define KEY_ROUNDS 2
#endif

static const cairn_ec_curve curves[] = {CAIRN_EC_P256,           CAIRN_EC_P384,           CAIRN_EC_P521,
                                        CAIRN_EC_BRAINPOOLP256R1, CAIRN_EC_BRAINPOOLP384R1, CAIRN_EC_BRAINPOOLP512R1};
#define NCURVES (sizeof curves / sizeof curves[0])

/* ---------------------------------------------------------------- helpers */

/* Big-endian hex of any length (odd too, leading zeros allowed) into exactly
 * len bytes. 0 on success, -1 for bad hex or a value that needs more bytes. */
static int hex_fixed(const char *hex, uint8_t *out, size_t len)
{
    size_t n, i, j;
    if (hex == NULL)
        return -1;
    n = strlen(hex);
    memset(out, 0, len);
    for (i = 0; i < n; i++) {
        char ch = hex[n - 1 - i];
        unsigned v;
        if (ch >= '0' && ch <= '9')
            v = (unsigned)(ch - '0');
        else if (ch >= 'a' && ch <= 'f')
            v = (unsigned)(ch - 'a' + 10);
        else if (ch >= 'A' && ch <= 'F')
            v = (unsigned)(ch - 'A' + 10);
        else
            return -1;
        j = i / 2;
        if (j >= len) {
            if (v != 0)
                return -1;
            continue;
        }
        out[len - 1 - j] |= (uint8_t)(i & 1 ? v << 4 : v);
    }
    return 0;
}

static uint8_t *unhex_or_fail(const char *h, size_t *len, const char *what)
{
    uint8_t *p = h ? tu_unhex(h, len) : NULL;
    if (!p) {
        CHECK(0, "%s: missing or bad hex", what);
        *len = 0;
    }
    return p;
}

static const cairn_hash *hash_named(const char *name)
{
    const cairn_hash *h = NULL;
    if (name == NULL || cairn_hash_lookup(&h, name) != CAIRN_OK)
        return NULL;
    return h;
}

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

/* A private key from a big-endian hex scalar (any length). */
static int priv_hex(cairn_ec_private_key *key, cairn_ec_curve curve, const char *hex)
{
    uint8_t d[CAIRN_EC_MAX_BYTES];
    size_t b = cairn_ec_curve_bytes(curve);
    if (hex_fixed(hex, d, b) != 0)
        return CAIRN_ERR_BAD_LENGTH;
    return cairn_ec_private_key_import(key, curve, d, b);
}

/* A public key from hex coordinates: -1 when a coordinate does not fit the
 * curve's length (then no encoding exists), else the import's status. */
static int pub_hex(cairn_ec_public_key *pub, cairn_ec_curve curve, const char *qx, const char *qy)
{
    uint8_t pt[CAIRN_EC_MAX_POINT_LEN];
    size_t b = cairn_ec_curve_bytes(curve);
    pt[0] = 0x04;
    if (hex_fixed(qx, pt + 1, b) != 0 || hex_fixed(qy, pt + 1 + b, b) != 0)
        return -1;
    return cairn_ec_public_key_import(pub, curve, pt, 1 + 2 * b);
}

static void flip(uint8_t *p, size_t bit) { p[bit >> 3] ^= (uint8_t)(1u << (bit & 7)); }

typedef struct {
    unsigned long valid, invalid, acceptable, skipped;
} counts;

static void print_counts(const char *rel, const counts *c)
{
    printf("%-52s %4lu valid accepted, %4lu invalid rejected, %3lu acceptable, %4lu skipped\n", rel, c->valid,
           c->invalid, c->acceptable, c->skipped);
}

/* 1 when two public keys hold the same point (compared through export). */
static int same_pub(const cairn_ec_public_key *a, const cairn_ec_public_key *b)
{
    uint8_t pa[CAIRN_EC_MAX_POINT_LEN], pb[CAIRN_EC_MAX_POINT_LEN];
    size_t la = 0, lb = 0;
    if (cairn_ec_public_key_export(a, 0, pa, sizeof pa, &la) != CAIRN_OK ||
        cairn_ec_public_key_export(b, 0, pb, sizeof pb, &lb) != CAIRN_OK)
        return 0;
    return la == lb && memcmp(pa, pb, la) == 0;
}
/* clang-format off */
static const struct rfc6979_key {
    cairn_ec_curve curve;
    const char *x, *ux, *uy;
} rfc_keys[] = {
    {CAIRN_EC_P256,
        "C9AFA9D845BA75166B5C215767B1D6934E50C3DB36E89B127B8A622B120F6721",
        "60FED4BA255A9D31C961EB74C6356D68C049B8923B61FA6CE669622E60F29FB6",
        "7903FE1008B8BC99A41AE9E95628BC64F2F1B20C2D7E9F5177A3C294D4462299"},
    {CAIRN_EC_P384,
        "6B9D3DAD2E1B8C1C05B19875B6659F4DE23C3B667BF297BA9AA47740787137D8"
        "96D5724E4C70A825F872C9EA60D2EDF5",
        "EC3A4E415B4E19A4568618029F427FA5DA9A8BC4AE92E02E06AAE5286B300C64"
        "DEF8F0EA9055866064A254515480BC13",
        "8015D9B72D7D57244EA8EF9AC0C621896708A59367F9DFB9F54CA84B3F1C9DB1"
        "288B231C3AE0D4FE7344FD2533264720"},
    {CAIRN_EC_P521,
        "0FAD06DAA62BA3B25D2FB40133DA757205DE67F5BB0018FEE8C86E1B68C7E75C"
        "AA896EB32F1F47C70855836A6D16FCC1466F6D8FBEC67DB89EC0C08B0E996B83"
        "538",
        "1894550D0785932E00EAA23B694F213F8C3121F86DC97A04E5A7167DB4E5BCD3"
        "71123D46E45DB6B5D5370A7F20FB633155D38FFA16D2BD761DCAC474B9A2F502"
        "3A4",
        "0493101C962CD4D2FDDF782285E64584139C2F91B47F87FF82354D6630F746A2"
        "8A0DB25741B5B34A828008B22ACC23F924FAAFBD4D33F81EA66956DFEAA2BFDF"
        "CF5"},
};

static const struct rfc6979_sig {
    cairn_ec_curve curve;
    const char *hash, *msg, *k, *r, *s;
} rfc_sigs[] = {
    {CAIRN_EC_P256, "SHA-1", "sample",
        "882905F1227FD620FBF2ABF21244F0BA83D0DC3A9103DBBEE43A1FB858109DB4",
        "61340C88C3AAEBEB4F6D667F672CA9759A6CCAA9FA8811313039EE4A35471D32",
        "6D7F147DAC089441BB2E2FE8F7A3FA264B9C475098FDCF6E00D7C996E1B8B7EB"},
    {CAIRN_EC_P256, "SHA-224", "sample",
        "103F90EE9DC52E5E7FB5132B7033C63066D194321491862059967C715985D473",
        "53B2FFF5D1752B2C689DF257C04C40A587FABABB3F6FC2702F1343AF7CA9AA3F",
        "B9AFB64FDC03DC1A131C7D2386D11E349F070AA432A4ACC918BEA988BF75C74C"},
    {CAIRN_EC_P256, "SHA-256", "sample",
        "A6E3C57DD01ABE90086538398355DD4C3B17AA873382B0F24D6129493D8AAD60",
        "EFD48B2AACB6A8FD1140DD9CD45E81D69D2C877B56AAF991C34D0EA84EAF3716",
        "F7CB1C942D657C41D436C7A1B6E29F65F3E900DBB9AFF4064DC4AB2F843ACDA8"},
    {CAIRN_EC_P256, "SHA-384", "sample",
        "09F634B188CEFD98E7EC88B1AA9852D734D0BC272F7D2A47DECC6EBEB375AAD4",
        "0EAFEA039B20E9B42309FB1D89E213057CBF973DC0CFC8F129EDDDC800EF7719",
        "4861F0491E6998B9455193E34E7B0D284DDD7149A74B95B9261F13ABDE940954"},
    {CAIRN_EC_P256, "SHA-512", "sample",
        "5FA81C63109BADB88C1F367B47DA606DA28CAD69AA22C4FE6AD7DF73A7173AA5",
        "8496A60B5E9B47C825488827E0495B0E3FA109EC4568FD3F8D1097678EB97F00",
        "2362AB1ADBE2B8ADF9CB9EDAB740EA6049C028114F2460F96554F61FAE3302FE"},
    {CAIRN_EC_P256, "SHA-1", "test",
        "8C9520267C55D6B980DF741E56B4ADEE114D84FBFA2E62137954164028632A2E",
        "0CBCC86FD6ABD1D99E703E1EC50069EE5C0B4BA4B9AC60E409E8EC5910D81A89",
        "01B9D7B73DFAA60D5651EC4591A0136F87653E0FD780C3B1BC872FFDEAE479B1"},
    {CAIRN_EC_P256, "SHA-224", "test",
        "669F4426F2688B8BE0DB3A6BD1989BDAEFFF84B649EEB84F3DD26080F667FAA7",
        "C37EDB6F0AE79D47C3C27E962FA269BB4F441770357E114EE511F662EC34A692",
        "C820053A05791E521FCAAD6042D40AEA1D6B1A540138558F47D0719800E18F2D"},
    {CAIRN_EC_P256, "SHA-256", "test",
        "D16B6AE827F17175E040871A1C7EC3500192C4C92677336EC2537ACAEE0008E0",
        "F1ABB023518351CD71D881567B1EA663ED3EFCF6C5132B354F28D3B0B7D38367",
        "019F4113742A2B14BD25926B49C649155F267E60D3814B4C0CC84250E46F0083"},
    {CAIRN_EC_P256, "SHA-384", "test",
        "16AEFFA357260B04B1DD199693960740066C1A8F3E8EDD79070AA914D361B3B8",
        "83910E8B48BB0C74244EBDF7F07A1C5413D61472BD941EF3920E623FBCCEBEB6",
        "8DDBEC54CF8CD5874883841D712142A56A8D0F218F5003CB0296B6B509619F2C"},
    {CAIRN_EC_P256, "SHA-512", "test",
        "6915D11632ACA3C40D5D51C08DAF9C555933819548784480E93499000D9F0B7F",
        "461D93F31B6540894788FD206C07CFA0CC35F46FA3C91816FFF1040AD1581A04",
        "39AF9F15DE0DB8D97E72719C74820D304CE5226E32DEDAE67519E840D1194E55"},
    {CAIRN_EC_P384, "SHA-1", "sample",
        "4471EF7518BB2C7C20F62EAE1C387AD0C5E8E470995DB4ACF694466E6AB09663"
        "0F29E5938D25106C3C340045A2DB01A7",
        "EC748D839243D6FBEF4FC5C4859A7DFFD7F3ABDDF72014540C16D73309834FA3"
        "7B9BA002899F6FDA3A4A9386790D4EB2",
        "A3BCFA947BEEF4732BF247AC17F71676CB31A847B9FF0CBC9C9ED4C1A5B3FACF"
        "26F49CA031D4857570CCB5CA4424A443"},
    {CAIRN_EC_P384, "SHA-224", "sample",
        "A4E4D2F0E729EB786B31FC20AD5D849E304450E0AE8E3E341134A5C1AFA03CAB"
        "8083EE4E3C45B06A5899EA56C51B5879",
        "42356E76B55A6D9B4631C865445DBE54E056D3B3431766D0509244793C3F9366"
        "450F76EE3DE43F5A125333A6BE060122",
        "9DA0C81787064021E78DF658F2FBB0B042BF304665DB721F077A4298B095E483"
        "4C082C03D83028EFBF93A3C23940CA8D"},
    {CAIRN_EC_P384, "SHA-256", "sample",
        "180AE9F9AEC5438A44BC159A1FCB277C7BE54FA20E7CF404B490650A8ACC414E"
        "375572342863C899F9F2EDF9747A9B60",
        "21B13D1E013C7FA1392D03C5F99AF8B30C570C6F98D4EA8E354B63A21D3DAA33"
        "BDE1E888E63355D92FA2B3C36D8FB2CD",
        "F3AA443FB107745BF4BD77CB3891674632068A10CA67E3D45DB2266FA7D1FEEB"
        "EFDC63ECCD1AC42EC0CB8668A4FA0AB0"},
    {CAIRN_EC_P384, "SHA-384", "sample",
        "94ED910D1A099DAD3254E9242AE85ABDE4BA15168EAF0CA87A555FD56D10FBCA"
        "2907E3E83BA95368623B8C4686915CF9",
        "94EDBB92A5ECB8AAD4736E56C691916B3F88140666CE9FA73D64C4EA95AD133C"
        "81A648152E44ACF96E36DD1E80FABE46",
        "99EF4AEB15F178CEA1FE40DB2603138F130E740A19624526203B6351D0A3A94F"
        "A329C145786E679E7B82C71A38628AC8"},
    {CAIRN_EC_P384, "SHA-512", "sample",
        "92FC3C7183A883E24216D1141F1A8976C5B0DD797DFA597E3D7B32198BD35331"
        "A4E966532593A52980D0E3AAA5E10EC3",
        "ED0959D5880AB2D869AE7F6C2915C6D60F96507F9CB3E047C0046861DA4A799C"
        "FE30F35CC900056D7C99CD7882433709",
        "512C8CCEEE3890A84058CE1E22DBC2198F42323CE8ACA9135329F03C068E5112"
        "DC7CC3EF3446DEFCEB01A45C2667FDD5"},
    {CAIRN_EC_P384, "SHA-1", "test",
        "66CC2C8F4D303FC962E5FF6A27BD79F84EC812DDAE58CF5243B64A4AD8094D47"
        "EC3727F3A3C186C15054492E30698497",
        "4BC35D3A50EF4E30576F58CD96CE6BF638025EE624004A1F7789A8B8E43D0678"
        "ACD9D29876DAF46638645F7F404B11C7",
        "D5A6326C494ED3FF614703878961C0FDE7B2C278F9A65FD8C4B7186201A29916"
        "95BA1C84541327E966FA7B50F7382282"},
    {CAIRN_EC_P384, "SHA-224", "test",
        "18FA39DB95AA5F561F30FA3591DC59C0FA3653A80DAFFA0B48D1A4C6DFCBFF6E"
        "3D33BE4DC5EB8886A8ECD093F2935726",
        "E8C9D0B6EA72A0E7837FEA1D14A1A9557F29FAA45D3E7EE888FC5BF954B5E624"
        "64A9A817C47FF78B8C11066B24080E72",
        "07041D4A7A0379AC7232FF72E6F77B6DDB8F09B16CCE0EC3286B2BD43FA8C614"
        "1C53EA5ABEF0D8231077A04540A96B66"},
    {CAIRN_EC_P384, "SHA-256", "test",
        "0CFAC37587532347DC3389FDC98286BBA8C73807285B184C83E62E26C401C0FA"
        "A48DD070BA79921A3457ABFF2D630AD7",
        "6D6DEFAC9AB64DABAFE36C6BF510352A4CC27001263638E5B16D9BB51D451559"
        "F918EEDAF2293BE5B475CC8F0188636B",
        "2D46F3BECBCC523D5F1A1256BF0C9B024D879BA9E838144C8BA6BAEB4B53B47D"
        "51AB373F9845C0514EEFB14024787265"},
    {CAIRN_EC_P384, "SHA-384", "test",
        "015EE46A5BF88773ED9123A5AB0807962D193719503C527B031B4C2D225092AD"
        "A71F4A459BC0DA98ADB95837DB8312EA",
        "8203B63D3C853E8D77227FB377BCF7B7B772E97892A80F36AB775D509D7A5FEB"
        "0542A7F0812998DA8F1DD3CA3CF023DB",
        "DDD0760448D42D8A43AF45AF836FCE4DE8BE06B485E9B61B827C2F13173923E0"
        "6A739F040649A667BF3B828246BAA5A5"},
    {CAIRN_EC_P384, "SHA-512", "test",
        "3780C4F67CB15518B6ACAE34C9F83568D2E12E47DEAB6C50A4E4EE5319D1E8CE"
        "0E2CC8A136036DC4B9C00E6888F66B6C",
        "A0D5D090C9980FAF3C2CE57B7AE951D31977DD11C775D314AF55F76C676447D0"
        "6FB6495CD21B4B6E340FC236584FB277",
        "976984E59B4C77B0E8E4460DCA3D9F20E07B9BB1F63BEEFAF576F6B2E8B22463"
        "4A2092CD3792E0159AD9CEE37659C736"},
    {CAIRN_EC_P521, "SHA-1", "sample",
        "089C071B419E1C2820962321787258469511958E80582E95D8378E0C2CCDB3CB"
        "42BEDE42F50E3FA3C71F5A76724281D31D9C89F0F91FC1BE4918DB1C03A5838D"
        "0F9",
        "0343B6EC45728975EA5CBA6659BBB6062A5FF89EEA58BE3C80B619F322C87910"
        "FE092F7D45BB0F8EEE01ED3F20BABEC079D202AE677B243AB40B5431D497C55D"
        "75D",
        "0E7B0E675A9B24413D448B8CC119D2BF7B2D2DF032741C096634D6D65D0DBE3D"
        "5694625FB9E8104D3B842C1B0E2D0B98BEA19341E8676AEF66AE4EBA3D5475D5"
        "D16"},
    {CAIRN_EC_P521, "SHA-224", "sample",
        "121415EC2CD7726330A61F7F3FA5DE14BE9436019C4DB8CB4041F3B54CF31BE0"
        "493EE3F427FB906393D895A19C9523F3A1D54BB8702BD4AA9C99DAB2597B9211"
        "3F3",
        "1776331CFCDF927D666E032E00CF776187BC9FDD8E69D0DABB4109FFE1B5E2A3"
        "0715F4CC923A4A5E94D2503E9ACFED92857B7F31D7152E0F8C00C15FF3D87E2E"
        "D2E",
        "050CB5265417FE2320BBB5A122B8E1A32BD699089851128E360E620A30C7E17B"
        "A41A666AF126CE100E5799B153B60528D5300D08489CA9178FB610A2006C254B"
        "41F"},
    {CAIRN_EC_P521, "SHA-256", "sample",
        "0EDF38AFCAAECAB4383358B34D67C9F2216C8382AAEA44A3DAD5FDC9C3257576"
        "1793FEF24EB0FC276DFC4F6E3EC476752F043CF01415387470BCBD8678ED2C7E"
        "1A0",
        "1511BB4D675114FE266FC4372B87682BAECC01D3CC62CF2303C92B3526012659"
        "D16876E25C7C1E57648F23B73564D67F61C6F14D527D54972810421E7D87589E"
        "1A7",
        "04A171143A83163D6DF460AAF61522695F207A58B95C0644D87E52AA1A347916"
        "E4F7A72930B1BC06DBE22CE3F58264AFD23704CBB63B29B931F7DE6C9D949A7E"
        "CFC"},
    {CAIRN_EC_P521, "SHA-384", "sample",
        "1546A108BC23A15D6F21872F7DED661FA8431DDBD922D0DCDB77CC878C8553FF"
        "AD064C95A920A750AC9137E527390D2D92F153E66196966EA554D9ADFCB109C4"
        "211",
        "1EA842A0E17D2DE4F92C15315C63DDF72685C18195C2BB95E572B9C5136CA4B4"
        "B576AD712A52BE9730627D16054BA40CC0B8D3FF035B12AE75168397F5D50C67"
        "451",
        "1F21A3CEE066E1961025FB048BD5FE2B7924D0CD797BABE0A83B66F1E35EEAF5"
        "FDE143FA85DC394A7DEE766523393784484BDF3E00114A1C857CDE1AA203DB65"
        "D61"},
    {CAIRN_EC_P521, "SHA-512", "sample",
        "1DAE2EA071F8110DC26882D4D5EAE0621A3256FC8847FB9022E2B7D28E6F1019"
        "8B1574FDD03A9053C08A1854A168AA5A57470EC97DD5CE090124EF52A2F7ECBF"
        "FD3",
        "0C328FAFCBD79DD77850370C46325D987CB525569FB63C5D3BC53950E6D4C5F1"
        "74E25A1EE9017B5D450606ADD152B534931D7D4E8455CC91F9B15BF05EC36E37"
        "7FA",
        "0617CCE7CF5064806C467F678D3B4080D6F1CC50AF26CA209417308281B68AF2"
        "82623EAA63E5B5C0723D8B8C37FF0777B1A20F8CCB1DCCC43997F1EE0E44DA4A"
        "67A"},
    {CAIRN_EC_P521, "SHA-1", "test",
        "0BB9F2BF4FE1038CCF4DABD7139A56F6FD8BB1386561BD3C6A4FC818B20DF5DD"
        "BA80795A947107A1AB9D12DAA615B1ADE4F7A9DC05E8E6311150F47F5C57CE8B"
        "222",
        "13BAD9F29ABE20DE37EBEB823C252CA0F63361284015A3BF430A46AAA80B87B0"
        "693F0694BD88AFE4E661FC33B094CD3B7963BED5A727ED8BD6A3A202ABE009D0"
        "367",
        "1E9BB81FF7944CA409AD138DBBEE228E1AFCC0C890FC78EC8604639CB0DBDC90"
        "F717A99EAD9D272855D00162EE9527567DD6A92CBD629805C0445282BBC91679"
        "7FF"},
    {CAIRN_EC_P521, "SHA-224", "test",
        "040D09FCF3C8A5F62CF4FB223CBBB2B9937F6B0577C27020A99602C25A011369"
        "87E452988781484EDBBCF1C47E554E7FC901BC3085E5206D9F619CFF07E73D6F"
        "706",
        "1C7ED902E123E6815546065A2C4AF977B22AA8EADDB68B2C1110E7EA44D42086"
        "BFE4A34B67DDC0E17E96536E358219B23A706C6A6E16BA77B65E1C595D43CAE1"
        "7FB",
        "177336676304FCB343CE028B38E7B4FBA76C1C1B277DA18CAD2A8478B2A9A9F5"
        "BEC0F3BA04F35DB3E4263569EC6AADE8C92746E4C82F8299AE1B8F1739F8FD51"
        "9A4"},
    {CAIRN_EC_P521, "SHA-256", "test",
        "01DE74955EFAABC4C4F17F8E84D881D1310B5392D7700275F82F145C61E84384"
        "1AF09035BF7A6210F5A431A6A9E81C9323354A9E69135D44EBD2FCAA7731B909"
        "258",
        "00E871C4A14F993C6C7369501900C4BC1E9C7B0B4BA44E04868B30B41D807104"
        "2EB28C4C250411D0CE08CD197E4188EA4876F279F90B3D8D74A3C76E6F1E4656"
        "AA8",
        "0CD52DBAA33B063C3A6CD8058A1FB0A46A4754B034FCC644766CA14DA8CA5CA9"
        "FDE00E88C1AD60CCBA759025299079D7A427EC3CC5B619BFBC828E7769BCD694"
        "E86"},
    {CAIRN_EC_P521, "SHA-384", "test",
        "1F1FC4A349A7DA9A9E116BFDD055DC08E78252FF8E23AC276AC88B1770AE0B5D"
        "CEB1ED14A4916B769A523CE1E90BA22846AF11DF8B300C38818F713DADD85DE0"
        "C88",
        "14BEE21A18B6D8B3C93FAB08D43E739707953244FDBE924FA926D76669E7AC8C"
        "89DF62ED8975C2D8397A65A49DCC09F6B0AC62272741924D479354D74FF60755"
        "78C",
        "133330865C067A0EAF72362A65E2D7BC4E461E8C8995C3B6226A21BD1AA78F0E"
        "D94FE536A0DCA35534F0CD1510C41525D163FE9D74D134881E35141ED5E8E95B"
        "979"},
    {CAIRN_EC_P521, "SHA-512", "test",
        "16200813020EC986863BEDFC1B121F605C1215645018AEA1A7B215A564DE9EB1"
        "B38A67AA1128B80CE391C4FB71187654AAA3431027BFC7F395766CA988C964DC"
        "56D",
        "13E99020ABF5CEE7525D16B69B229652AB6BDF2AFFCAEF38773B4B7D08725F10"
        "CDB93482FDCC54EDCEE91ECA4166B2A7C6265EF0CE2BD7051B7CEF945BABD47E"
        "E6D",
        "1FBD0013C674AA79CB39849527916CE301C66EA7CE8B80682786AD60F98F7E78"
        "A19CA69EFF5C57400E3B3A0AD66CE0978214D13BAF4E9AC60752F7B155E2DE4D"
        "CE3"},
};
/* clang-format on */

/* ------------------------------------------------------ Wycheproof ECDSA */

static void wy_ecdsa(const char *rel)
{
    const unsigned long sub = strstr(rel, "brainpool") != NULL ? SUBSAMPLE_BP : SUBSAMPLE;
    json_value *doc = json_load_vector(rel);
    const json_value *groups = json_get(doc, "testGroups");
    cairn_ecdsa_format fmt = strstr(rel, "p1363") != NULL ? CAIRN_ECDSA_P1363 : CAIRN_ECDSA_DER;
    counts c = {0, 0, 0, 0};
    size_t g, i;
    unsigned long seen = 0;
    if (!doc)
        return;
    for (g = 0; g < json_len(groups); g++) {
        const json_value *grp = json_at(groups, g), *tests = json_get(grp, "tests");
        const json_value *pk = json_get(grp, "publicKey");
        const cairn_hash *h = hash_named(json_get_str(grp, "sha"));
        cairn_ec_curve curve;
        cairn_ec_public_key pub;
        size_t pl;
        uint8_t *pt;
        int rc;
        if (!CHECK(cairn_ec_curve_lookup(&curve, json_get_str(pk, "curve")) == CAIRN_OK, "%s: curve %s", rel,
                   json_get_str(pk, "curve")))
            continue;
        if (!CHECK(h != NULL, "%s: hash %s not in this build", rel, json_get_str(grp, "sha")))
            continue;
        pt = unhex_or_fail(json_get_str(pk, "uncompressed"), &pl, rel);
        if (!pt)
            continue;
        rc = cairn_ec_public_key_import(&pub, curve, pt, pl);
        free(pt);
        if (!CHECK_RC(rc, CAIRN_OK, "Wycheproof public key import"))
            continue;
        for (i = 0; i < json_len(tests); i++) {
            const json_value *t = json_at(tests, i);
            const char *result = json_get_str(t, "result");
            long id = json_get_int(t, "tcId", -1);
            uint8_t dig[CAIRN_HASH_MAX_DIGEST_LEN];
            size_t ml, sl;
            uint8_t *msg, *sig;
            int r1, r2;
            if (seen++ % sub != 0) {
                c.skipped++;
                continue;
            }
            if (!CHECK(result != NULL, "%s tcId %ld: no result", rel, id))
                continue;
            msg = unhex_or_fail(json_get_str(t, "msg"), &ml, rel);
            sig = unhex_or_fail(json_get_str(t, "sig"), &sl, rel);
            if (!msg || !sig) {
                free(msg);
                free(sig);
                continue;
            }
            r1 = cairn_ecdsa_verify(&pub, h, fmt, msg, ml, sig, sl);
            CHECK_RC(cairn_hash_digest(h, dig, h->digest_len, msg, ml), CAIRN_OK, "digest");
            r2 = cairn_ecdsa_verify_digest(&pub, fmt, dig, h->digest_len, sig, sl);
            CHECK(r1 == r2, "%s tcId %ld: verify %d, verify_digest %d", rel, id, r1, r2);
            if (strcmp(result, "valid") == 0) {
                if (CHECK_RC(r1, CAIRN_OK, rel))
                    c.valid++;
                else
                    fprintf(stderr, "  %s tcId %ld: valid signature refused\n", rel, id);
            } else if (strcmp(result, "acceptable") == 0) {
                /* none in these files: a new one needs a documented rule */
                CHECK(0, "%s tcId %ld: acceptable case without a rule (status %d)", rel, id, r1);
                c.acceptable++;
            } else {
                if (CHECK_RC(r1, CAIRN_ERR_BAD_SIGNATURE, rel))
                    c.invalid++;
                else
                    fprintf(stderr, "  %s tcId %ld: invalid signature accepted\n", rel, id);
            }
            free(msg);
            free(sig);
        }
    }
    print_counts(rel, &c);
    /* every case of the file counted once (a failed one is not: it fails
     * here too); skipped is the subsampling only */
    json_wycheproof_counted(doc, rel, c.valid + c.invalid + c.acceptable + c.skipped);
    CHECK(c.valid + c.invalid + c.acceptable > 0, "%s: no case ran", rel);
    json_free(doc);
}

/* brainpool: the brainpool files only (the test_ecdsa_brainpool entry, run
 * beside this one), else every other file */
static void test_wycheproof(int brainpool)
{
    static const char *const files[] = {
        "ecdsa_secp256r1_sha256_test.json",         "ecdsa_secp256r1_sha256_p1363_test.json",
        "ecdsa_secp256r1_sha512_test.json",         "ecdsa_secp256r1_sha512_p1363_test.json",
        "ecdsa_secp256r1_sha3_256_test.json",       "ecdsa_secp256r1_sha3_512_test.json",
        "ecdsa_secp256r1_shake128_test.json",       "ecdsa_secp256r1_shake128_p1363_test.json",
        "ecdsa_secp384r1_sha256_test.json",         "ecdsa_secp384r1_sha384_test.json",
        "ecdsa_secp384r1_sha384_p1363_test.json",   "ecdsa_secp384r1_sha512_test.json",
        "ecdsa_secp384r1_sha512_p1363_test.json",   "ecdsa_secp384r1_sha3_384_test.json",
        "ecdsa_secp384r1_sha3_512_test.json",       "ecdsa_secp384r1_shake256_test.json",
        "ecdsa_secp384r1_shake256_p1363_test.json", "ecdsa_secp521r1_sha512_test.json",
        "ecdsa_secp521r1_sha512_p1363_test.json",   "ecdsa_secp521r1_sha3_512_test.json",
        "ecdsa_secp521r1_shake256_test.json",       "ecdsa_secp521r1_shake256_p1363_test.json",
        "ecdsa_brainpoolP256r1_sha256_test.json",   "ecdsa_brainpoolP256r1_sha256_p1363_test.json",
        "ecdsa_brainpoolP256r1_sha3_256_test.json", "ecdsa_brainpoolP384r1_sha384_test.json",
        "ecdsa_brainpoolP384r1_sha384_p1363_test.json", "ecdsa_brainpoolP384r1_sha3_384_test.json",
        "ecdsa_brainpoolP512r1_sha512_test.json",   "ecdsa_brainpoolP512r1_sha512_p1363_test.json",
        "ecdsa_brainpoolP512r1_sha3_512_test.json",
    };
    char rel[128];
    size_t i, read = 0, left_out = 0;
    if (SUBSAMPLE > 1) {
        char msg[120];
        snprintf(msg, sizeof msg, "Wycheproof ECDSA: every %d-th case (brainpool %d-th) on this target (the host runs all)",
                 SUBSAMPLE, SUBSAMPLE_BP);
        tu_skip(msg);
    }
    for (i = 0; i < sizeof files / sizeof files[0]; i++) {
        static const struct {
            const char *name;
            cairn_ec_curve curve;
        } file_curves[] = {{"secp256r1", CAIRN_EC_P256},
                           {"secp384r1", CAIRN_EC_P384},
                           {"secp521r1", CAIRN_EC_P521},
                           {"brainpoolP256r1", CAIRN_EC_BRAINPOOLP256R1},
                           {"brainpoolP384r1", CAIRN_EC_BRAINPOOLP384R1},
                           {"brainpoolP512r1", CAIRN_EC_BRAINPOOLP512R1}};
        size_t j;
        int on = 1;
        if ((strstr(files[i], "brainpool") != NULL) != (brainpool != 0))
            continue;
        for (j = 0; j < sizeof file_curves / sizeof file_curves[0]; j++)
            if (strstr(files[i], file_curves[j].name) != NULL)
                on = tu_curve_in_build(file_curves[j].curve);
        /* and its hash (include/cairn/config.h's switches) */
        if (strstr(files[i], "_sha3_") != NULL || strstr(files[i], "_shake") != NULL)
            on &= CAIRN_ENABLE_SHA3;
        else if (strstr(files[i], "_sha512") != NULL || strstr(files[i], "_sha384") != NULL)
            on &= CAIRN_ENABLE_SHA512;
        else if (strstr(files[i], "_sha256") != NULL || strstr(files[i], "_sha224") != NULL)
            on &= CAIRN_ENABLE_SHA256;
        if (!on) { /* the file of a curve or hash this build leaves out is not read */
            left_out++;
            continue;
        }
        snprintf(rel, sizeof rel, "wycheproof/%s", files[i]);
        wy_ecdsa(rel);
        read++;
    }
    if (left_out > 0)
        tu_skip(read == 0 ? "Wycheproof ECDSA: no curve or hash of these files in this build"
                          : "Wycheproof ECDSA: the files of curves or hashes not in this build");
}

/* ------------------------------------------------------------------ CAVP */

/* "[P-256,SHA-224]" or "[P-256]": the curve (0 for the curves cairn does not
 * have) and the hash (NULL when absent); *left set for P-256, P-384 or P-521
 * left out of this build (CAIRN_ENABLE_EC_*), whose records are passed over. */
static cairn_ec_curve cavp_section(const char *line, const cairn_hash **h, int *left)
{
    char name[32];
    size_t i;
    cairn_ec_curve curve = (cairn_ec_curve)0;
    const char *comma;
    *h = NULL;
    for (i = 0; line[i + 1] != '\0' && line[i + 1] != ',' && line[i + 1] != ']' && i + 1 < sizeof name; i++)
        name[i] = line[i + 1];
    name[i] = '\0';
    *left = 0;
    if (strcmp(name, "P-256") == 0 || strcmp(name, "P-384") == 0 || strcmp(name, "P-521") == 0) {
        cairn_ec_curve named = name[2] == '2' ? CAIRN_EC_P256 : name[2] == '3' ? CAIRN_EC_P384 : CAIRN_EC_P521;
        *left = !tu_curve_in_build(named);
        if (*left)
            curve = named;
        else if (cairn_ec_curve_lookup(&curve, name) != CAIRN_OK)
            curve = (cairn_ec_curve)0;
    }
    if ((comma = strchr(line, ',')) != NULL) {
        char hn[16];
        for (i = 0; comma[i + 1] != '\0' && comma[i + 1] != ']' && i + 1 < sizeof hn; i++)
            hn[i] = comma[i + 1];
        hn[i] = '\0';
        *h = hash_named(hn);
    }
    return curve;
}

typedef struct {
    char *f[8];
} rec;

static void rec_set(rec *r, int i, const char *v)
{
    free(r->f[i]);
    r->f[i] = malloc(strlen(v) + 1);
    if (!r->f[i])
        abort();
    strcpy(r->f[i], v);
}

static void rec_free(rec *r)
{
    int i;
    for (i = 0; i < 8; i++) {
        free(r->f[i]);
        r->f[i] = NULL;
    }
}

/* SigGen.txt: Msg, d, Qx, Qy, k, R, S. The signature with the file's k must
 * be R || S; the key's point must be (Qx, Qy); the signature verifies. */
static void cavp_siggen(void)
{
    static const char *const names[] = {"Msg", "d", "Qx", "Qy", "k", "R", "S"};
    const char *rel = "nist-cavp/ecdsa/SigGen.txt";
    FILE *f = tu_open_vector(rel);
    const cairn_hash *h = NULL;
    cairn_ec_curve curve = (cairn_ec_curve)0;
    unsigned long ok = 0, other = 0, seen = 0, sub = 0, recs = 0, mine = 0, nohash = 0, left_out = 0;
    int left = 0;
    rec r;
    char *line, *k, *v;
    if (!f)
        return;
    memset(&r, 0, sizeof r);
    while ((line = tu_getline(f)) != NULL) {
        int i;
        if (line[0] == '[') {
            curve = cavp_section(line, &h, &left);
            continue;
        }
        if (!tu_split_kv(line, &k, &v) || line[0] == '#')
            continue;
        for (i = 0; i < 7 && strcmp(k, names[i]) != 0; i++)
            ;
        if (i == 7)
            continue;
        rec_set(&r, i, v);
        if (i != 6)
            continue;
        /* a whole record */
        recs++;
        if (curve == 0) {
            other++;
            continue;
        }
        mine++;
        if (left) { /* a curve this build leaves out */
            left_out++;
            continue;
        }
        if (h == NULL) {
            nohash++;
            continue;
        }
        if (seen++ % SUBSAMPLE != 0) {
            sub++;
            continue;
        }
        {
            cairn_ec_private_key key;
            cairn_ec_public_key pub, want;
            size_t b = cairn_ec_curve_bytes(curve), ml, sl = 0;
            uint8_t kk[CAIRN_EC_MAX_BYTES], rs[2 * CAIRN_EC_MAX_BYTES], sig[CAIRN_EC_MAX_SIG_LEN];
            uint8_t dig[CAIRN_HASH_MAX_DIGEST_LEN];
            uint8_t *msg = unhex_or_fail(r.f[0], &ml, rel);
            int good = msg != NULL;
            good &= CHECK_RC(priv_hex(&key, curve, r.f[1]), CAIRN_OK, "SigGen d");
            good &= CHECK_RC(pub_hex(&want, curve, r.f[2], r.f[3]), CAIRN_OK, "SigGen Q");
            good &= CHECK(hex_fixed(r.f[4], kk, b) == 0 && hex_fixed(r.f[5], rs, b) == 0 &&
                              hex_fixed(r.f[6], rs + b, b) == 0,
                          "SigGen k, R, S");
            if (good) {
                CHECK_RC(cairn_ec_public_key_from_private(&pub, &key), CAIRN_OK, "SigGen public");
                good &= CHECK(same_pub(&pub, &want), "SigGen: d G != Q");
                CHECK_RC(cairn_hash_digest(h, dig, h->digest_len, msg, ml), CAIRN_OK, "digest");
                good &= CHECK_RC(
                    cairn_ecdsa_sign_digest_k(&key, CAIRN_ECDSA_P1363, dig, h->digest_len, kk, b, sig, sizeof sig, &sl),
                    CAIRN_OK, "SigGen sign with k");
                good &= CHECK(sl == 2 * b && memcmp(sig, rs, 2 * b) == 0, "SigGen: (R, S) differs (%s, Msg %.16s)",
                              h->name, r.f[0]);
                good &= CHECK_RC(cairn_ecdsa_verify(&pub, h, CAIRN_ECDSA_P1363, msg, ml, sig, sl), CAIRN_OK,
                                 "SigGen verify");
            }
            ok += (unsigned long)good;
            free(msg);
        }
    }
    fclose(f);
    rec_free(&r);
    printf("%-52s %4lu signatures with k match (R, S), %lu on other curves skipped, %lu subsampled out\n", rel, ok,
           other, sub);
    /* SigGen.txt holds 1125 records, 75 per curve (15 for each of SHA-1,
     * -224, -256, -384, -512), 225 of them on P-256, P-384 and P-521; every
     * one of those ran and matched, or was subsampled out, or names a hash
     * this build leaves out */
    CHECK(recs == 1125 && mine == 225, "%s: %lu records, %lu on P-256/384/521 (want 1125, 225)", rel, recs, mine);
    CHECK(ok + sub + nohash + left_out == mine && (ok > 0 || left_out == mine), "%s: %lu of %lu records matched", rel,
          ok, mine - sub - nohash - left_out);
    if (other)
        tu_skip("CAVP ECDSA SigGen: P-192, P-224 and the K-/B- curves (not in cairn)");
    if (nohash)
        tu_skip("CAVP ECDSA SigGen: sections of a hash not in this build");
    if (left_out)
        tu_skip("CAVP ECDSA SigGen: sections of a curve not in this build");
}

/* SigVer.rsp: Msg, Qx, Qy, R, S, Result. A Q that does not import counts
 * as a refusal (the "Q changed" cases may leave the curve); a Q that does
 * import leaves the refusal to the verification: CAIRN_ERR_BAD_SIGNATURE. */
static void cavp_sigver(void)
{
    static const char *const names[] = {"Msg", "Qx", "Qy", "R", "S", "Result"};
    const char *rel = "nist-cavp/ecdsa/SigVer.rsp";
    FILE *f = tu_open_vector(rel);
    const cairn_hash *h = NULL;
    cairn_ec_curve curve = (cairn_ec_curve)0;
    unsigned long pass = 0, fail = 0, other = 0, seen = 0, sub = 0, badq = 0, recs = 0, mine = 0, nohash = 0,
                  left_out = 0;
    int left = 0;
    rec r;
    char *line, *k, *v;
    if (!f)
        return;
    memset(&r, 0, sizeof r);
    while ((line = tu_getline(f)) != NULL) {
        int i;
        if (line[0] == '[') {
            curve = cavp_section(line, &h, &left);
            continue;
        }
        if (!tu_split_kv(line, &k, &v) || line[0] == '#')
            continue;
        for (i = 0; i < 6 && strcmp(k, names[i]) != 0; i++)
            ;
        if (i == 6)
            continue;
        rec_set(&r, i, v);
        if (i != 5)
            continue;
        recs++;
        if (curve == 0) {
            other++;
            continue;
        }
        mine++;
        if (left) { /* a curve this build leaves out */
            left_out++;
            continue;
        }
        if (h == NULL) {
            nohash++;
            continue;
        }
        if (seen++ % SUBSAMPLE != 0) {
            sub++;
            continue;
        }
        {
            cairn_ec_public_key pub;
            size_t b = cairn_ec_curve_bytes(curve), ml;
            uint8_t rs[2 * CAIRN_EC_MAX_BYTES];
            uint8_t *msg = unhex_or_fail(r.f[0], &ml, rel);
            int want = r.f[5][0] == 'P', rc, got;
            CHECK(want || r.f[5][0] == 'F', "SigVer: Result %s", r.f[5]);
            rc = pub_hex(&pub, curve, r.f[1], r.f[2]);
            if (rc != CAIRN_OK) {
                got = CAIRN_ERR_INVALID_POINT;
                badq++;
                CHECK(rc == CAIRN_ERR_INVALID_POINT, "SigVer: Q import status %d", rc);
            } else if (CHECK(hex_fixed(r.f[3], rs, b) == 0 && hex_fixed(r.f[4], rs + b, b) == 0 && msg,
                             "SigVer (%s): R, S or Msg unreadable", h->name)) {
                got = cairn_ecdsa_verify(&pub, h, CAIRN_ECDSA_P1363, msg, ml, rs, 2 * b);
            } else {
                got = -1; /* the record is malformed: counted neither way */
            }
            /* a refusal at the key is the import's (checked above); past
             * it, cairn/ec.h documents CAIRN_ERR_BAD_SIGNATURE */
            if (CHECK(want ? got == CAIRN_OK : rc != CAIRN_OK || got == CAIRN_ERR_BAD_SIGNATURE,
                      "SigVer %s (%s): status %d", r.f[5], h->name, got)) {
                if (want)
                    pass++;
                else
                    fail++;
            }
            free(msg);
        }
    }
    fclose(f);
    rec_free(&r);
    printf("%-52s %4lu P verified, %4lu F refused (%lu of them at the key), %lu other curves, %lu subsampled out\n",
           rel, pass, fail, badq, other, sub);
    /* SigVer.rsp holds 1125 records, 75 per curve (15 for each of SHA-1,
     * -224, -256, -384, -512), 225 of them on P-256, P-384 and P-521: 45 P
     * and 180 F */
    CHECK(recs == 1125 && mine == 225, "%s: %lu records, %lu on P-256/384/521 (want 1125, 225)", rel, recs, mine);
    CHECK(pass + fail + sub + nohash + left_out == mine && ((pass > 0 && fail > 0) || left_out == mine),
          "%s: %lu P, %lu F of %lu records", rel, pass, fail, mine - sub - nohash - left_out);
    if (sub == 0 && nohash == 0 && left_out == 0)
        CHECK(pass == 45 && fail == 180, "%s: %lu P and %lu F records (want 45, 180)", rel, pass, fail);
    if (other)
        tu_skip("CAVP ECDSA SigVer: P-192, P-224 and the K-/B- curves (not in cairn)");
    if (nohash)
        tu_skip("CAVP ECDSA SigVer: sections of a hash not in this build");
    if (left_out)
        tu_skip("CAVP ECDSA SigVer: sections of a curve not in this build");
}

/* PKV.rsp: Qx, Qy, Result. */
static void cavp_pkv(void)
{
    const char *rel = "nist-cavp/ecdsa/PKV.rsp";
    FILE *f = tu_open_vector(rel);
    cairn_ec_curve curve = (cairn_ec_curve)0;
    const cairn_hash *h;
    unsigned long pass = 0, fail = 0, toolong = 0, other = 0, recs = 0, left_out = 0;
    int left = 0;
    char *line, *k, *v, qx[160] = "", qy[160] = "";
    if (!f)
        return;
    while ((line = tu_getline(f)) != NULL) {
        if (line[0] == '[') {
            curve = cavp_section(line, &h, &left);
            continue;
        }
        if (!tu_split_kv(line, &k, &v) || line[0] == '#')
            continue;
        if (strcmp(k, "Qx") == 0)
            snprintf(qx, sizeof qx, "%s", v);
        else if (strcmp(k, "Qy") == 0)
            snprintf(qy, sizeof qy, "%s", v);
        else if (strcmp(k, "Result") == 0) {
            cairn_ec_public_key pub;
            int want = v[0] == 'P', rc;
            recs++;
            if (curve == 0) {
                other++;
                continue;
            }
            if (left) { /* a curve this build leaves out */
                left_out++;
                continue;
            }
            rc = pub_hex(&pub, curve, qx, qy);
            if (rc == -1) /* a coordinate longer than the field: no SEC 1 encoding carries it */
                toolong++;
            if (CHECK(want ? rc == CAIRN_OK : rc == CAIRN_ERR_INVALID_POINT || rc == -1, "PKV %s: status %d", v, rc)) {
                if (want)
                    pass++;
                else
                    fail++;
            }
        }
    }
    fclose(f);
    printf("%-52s %4lu P imported, %4lu F refused (%lu of them too long to encode), %lu other curves\n", rel, pass,
           fail, toolong, other);
    /* PKV.rsp holds 180 records, 12 per curve; 36 on P-256, P-384 and
     * P-521: 12 P and 24 F */
    CHECK(recs == 180 && recs - other == 36, "%s: %lu records, %lu on P-256/384/521 (want 180, 36)", rel, recs,
          recs - other);
    if (left_out == 0)
        CHECK(pass == 12 && fail == 24, "%s: %lu P and %lu F records passed (want 12, 24)", rel, pass, fail);
    else /* (4 P and 8 F records for each curve this build has) */
        CHECK(pass + fail + left_out == 36 && pass * 2 == fail, "%s: %lu P and %lu F records passed, %lu left out", rel,
              pass, fail, left_out);
    if (other)
        tu_skip("CAVP PKV: P-192, P-224 and the K-/B- curves (not in cairn)");
}

/* ------------------------------------------------------------- RFC 6979 */

static void test_rfc6979(void)
{
    size_t i, j, n = 0;
    for (i = 0; i < sizeof rfc_sigs / sizeof rfc_sigs[0]; i++) {
        const struct rfc6979_sig *t = &rfc_sigs[i];
        const struct rfc6979_key *kp = NULL;
        const cairn_hash *h = hash_named(t->hash);
        cairn_ec_private_key key;
        cairn_ec_public_key pub, want;
        size_t b = cairn_ec_curve_bytes(t->curve), sl = 0, dl = 0;
        uint8_t k[CAIRN_EC_MAX_BYTES], kwant[CAIRN_EC_MAX_BYTES], rs[2 * CAIRN_EC_MAX_BYTES];
        uint8_t sig[CAIRN_EC_MAX_SIG_LEN], der[CAIRN_EC_MAX_SIG_LEN], dig[CAIRN_HASH_MAX_DIGEST_LEN];
        if (!tu_curve_in_build(t->curve) || !tu_hash_in_build(t->hash))
            continue;
        for (j = 0; j < sizeof rfc_keys / sizeof rfc_keys[0]; j++)
            if (rfc_keys[j].curve == t->curve)
                kp = &rfc_keys[j];
        if (!CHECK(kp != NULL && h != NULL, "RFC 6979 case %zu: key or hash %s", i, t->hash))
            continue;
        if (!CHECK_RC(priv_hex(&key, t->curve, kp->x), CAIRN_OK, "RFC 6979 key") ||
            !CHECK_RC(pub_hex(&want, t->curve, kp->ux, kp->uy), CAIRN_OK, "RFC 6979 public key"))
            continue;
        CHECK_RC(cairn_ec_public_key_from_private(&pub, &key), CAIRN_OK, "public from private");
        CHECK(same_pub(&pub, &want), "RFC 6979 %s: x G != U", cairn_ec_curve_name(t->curve));
        CHECK(hex_fixed(t->k, kwant, b) == 0 && hex_fixed(t->r, rs, b) == 0 && hex_fixed(t->s, rs + b, b) == 0,
              "RFC 6979 hex");
        CHECK_RC(cairn_hash_digest(h, dig, h->digest_len, (const uint8_t *)t->msg, strlen(t->msg)), CAIRN_OK, "digest");
        CHECK_RC(cairn_ecdsa_rfc6979_nonce(&key, h, dig, h->digest_len, NULL, 0, k), CAIRN_OK, "nonce");
        CHECK(memcmp(k, kwant, b) == 0, "RFC 6979 %s %s \"%s\": k differs", cairn_ec_curve_name(t->curve), t->hash,
              t->msg);
        CHECK_RC(cairn_ecdsa_sign(&key, h, CAIRN_ECDSA_P1363, (const uint8_t *)t->msg, strlen(t->msg), sig, sizeof sig,
                                  &sl, NULL, NULL),
                 CAIRN_OK, "RFC 6979 sign");
        if (CHECK(sl == 2 * b && memcmp(sig, rs, 2 * b) == 0, "RFC 6979 %s %s \"%s\": (r, s) differs",
                  cairn_ec_curve_name(t->curve), t->hash, t->msg))
            n++;
        CHECK_RC(cairn_ecdsa_verify(&pub, h, CAIRN_ECDSA_P1363, (const uint8_t *)t->msg, strlen(t->msg), sig, sl),
                 CAIRN_OK, "RFC 6979 verify");
        /* the same signature as DER, through the digest form */
        CHECK_RC(
            cairn_ecdsa_sign_digest(&key, h, CAIRN_ECDSA_DER, dig, h->digest_len, der, sizeof der, &dl, NULL, NULL),
            CAIRN_OK, "RFC 6979 sign_digest DER");
        CHECK_RC(cairn_ecdsa_verify_digest(&pub, CAIRN_ECDSA_DER, dig, h->digest_len, der, dl), CAIRN_OK,
                 "RFC 6979 DER verify");
        {
            /* DER of r and s by hand: SEQUENCE { INTEGER r, INTEGER s }, minimal */
            uint8_t want_der[CAIRN_EC_MAX_SIG_LEN], *p = want_der;
            size_t parts[2], body = 0, m;
            const uint8_t *v[2];
            for (m = 0; m < 2; m++) {
                size_t z = 0;
                while (z < b - 1 && rs[m * b + z] == 0)
                    z++;
                v[m] = rs + m * b + z;
                parts[m] = b - z;
                body += 2 + parts[m] + (v[m][0] >= 0x80);
            }
            *p++ = 0x30;
            if (body >= 128)
                *p++ = 0x81;
            *p++ = (uint8_t)body;
            for (m = 0; m < 2; m++) {
                *p++ = 0x02;
                *p++ = (uint8_t)(parts[m] + (v[m][0] >= 0x80));
                if (v[m][0] >= 0x80)
                    *p++ = 0;
                memcpy(p, v[m], parts[m]);
                p += parts[m];
            }
            CHECK(dl == (size_t)(p - want_der) && memcmp(der, want_der, dl) == 0, "RFC 6979 %s %s: DER encoding",
                  cairn_ec_curve_name(t->curve), t->hash);
        }
    }
    printf("RFC 6979 A.2.5-A.2.7: %zu of %zu deterministic signatures (and nonces) match\n", n,
           sizeof rfc_sigs / sizeof rfc_sigs[0]);
}

/* ------------------------------------------------------ hedged signatures */

static void test_hedged(tu_prng *r)
{
    size_t ci;
    for (ci = 0; ci < NCURVES; ci++) {
        cairn_ec_curve curve = curves[ci];
        const cairn_hash *h = &cairn_hash_sha256;
        cairn_ec_private_key key;
        cairn_ec_public_key pub;
        uint8_t s1[CAIRN_EC_MAX_SIG_LEN], s2[CAIRN_EC_MAX_SIG_LEN], s3[CAIRN_EC_MAX_SIG_LEN], s4[CAIRN_EC_MAX_SIG_LEN];
        uint8_t msg[40], k1[CAIRN_EC_MAX_BYTES], k2[CAIRN_EC_MAX_BYTES], extra[32], dig[32];
        size_t l1 = 0, l2 = 0, l3 = 0, l4 = 0, b = cairn_ec_curve_bytes(curve);
        tu_prng seeded;
        if (!tu_curve_in_build(curve))
            continue;
        tu_prng_fill(r, msg, sizeof msg);
        CHECK_RC(cairn_ec_private_key_generate(&key, curve, prng_rng, r), CAIRN_OK, "generate");
        CHECK_RC(cairn_ec_public_key_from_private(&pub, &key), CAIRN_OK, "public");
        CHECK_RC(cairn_ecdsa_sign(&key, h, CAIRN_ECDSA_P1363, msg, sizeof msg, s1, sizeof s1, &l1, prng_rng, r),
                 CAIRN_OK, "hedged sign 1");
        CHECK_RC(cairn_ecdsa_sign(&key, h, CAIRN_ECDSA_P1363, msg, sizeof msg, s2, sizeof s2, &l2, prng_rng, r),
                 CAIRN_OK, "hedged sign 2");
        CHECK(l1 == 2 * b && l2 == 2 * b && memcmp(s1, s2, l1) != 0, "%s: hedged signatures repeat",
              cairn_ec_curve_name(curve));
        CHECK_RC(cairn_ecdsa_verify(&pub, h, CAIRN_ECDSA_P1363, msg, sizeof msg, s1, l1), CAIRN_OK, "hedged verify 1");
        CHECK_RC(cairn_ecdsa_verify(&pub, h, CAIRN_ECDSA_P1363, msg, sizeof msg, s2, l2), CAIRN_OK, "hedged verify 2");
        CHECK_RC(cairn_ecdsa_sign(&key, h, CAIRN_ECDSA_P1363, msg, sizeof msg, s3, sizeof s3, &l3, NULL, NULL),
                 CAIRN_OK, "deterministic sign 1");
        CHECK_RC(cairn_ecdsa_sign(&key, h, CAIRN_ECDSA_P1363, msg, sizeof msg, s4, sizeof s4, &l4, NULL, NULL),
                 CAIRN_OK, "deterministic sign 2");
        CHECK(l3 == l4 && memcmp(s3, s4, l3) == 0, "%s: deterministic signatures differ", cairn_ec_curve_name(curve));
        CHECK(memcmp(s3, s1, l3) != 0 && memcmp(s3, s2, l3) != 0, "%s: a hedged signature is the deterministic one",
              cairn_ec_curve_name(curve));
        /* the hedged nonce is RFC 6979 3.6's: the rng's 32 bytes as additional data */
        seeded = *r;
        CHECK_RC(cairn_ecdsa_sign(&key, h, CAIRN_ECDSA_P1363, msg, sizeof msg, s1, sizeof s1, &l1, prng_rng, &seeded),
                 CAIRN_OK, "hedged sign 3");
        tu_prng_fill(r, extra, sizeof extra);
        CHECK_RC(cairn_hash_digest(h, dig, sizeof dig, msg, sizeof msg), CAIRN_OK, "digest");
        CHECK_RC(cairn_ecdsa_rfc6979_nonce(&key, h, dig, sizeof dig, extra, sizeof extra, k1), CAIRN_OK, "nonce");
        CHECK_RC(cairn_ecdsa_sign_digest_k(&key, CAIRN_ECDSA_P1363, dig, sizeof dig, k1, b, s2, sizeof s2, &l2),
                 CAIRN_OK, "sign with the hedged nonce");
        CHECK(l1 == l2 && memcmp(s1, s2, l1) == 0, "%s: hedged signature is not RFC 6979 with additional data",
              cairn_ec_curve_name(curve));
        CHECK_RC(cairn_ecdsa_rfc6979_nonce(&key, h, dig, sizeof dig, NULL, 0, k2), CAIRN_OK, "nonce");
        CHECK(memcmp(k1, k2, b) != 0, "additional data ignored");
        /* a failing rng is reported, the output zeroed */
        memset(s1, 0xee, sizeof s1);
        l1 = 99;
        CHECK_RC(cairn_ecdsa_sign(&key, h, CAIRN_ECDSA_P1363, msg, sizeof msg, s1, sizeof s1, &l1, failing_rng, NULL),
                 CAIRN_ERR_RNG, "failing rng");
        CHECK(l1 == 0 && s1[0] == 0 && s1[2 * b - 1] == 0, "failing rng: output not cleared");
    }
    printf("hedged signatures: random bytes change the signature, none keeps it; on every curve\n");
}

/* ------------------------------------------------ keys, formats, tampering */

static void test_keys_and_tamper(tu_prng *r)
{
    size_t ci, round;
    unsigned long n = 0;
    for (ci = 0; ci < NCURVES; ci++) {
        cairn_ec_curve curve = curves[ci];
        const cairn_ec_curve_def *c = cairn_ec_curve_get(curve);
        size_t b = cairn_ec_curve_bytes(curve);
        if (!tu_curve_in_build(curve))
            continue;
        for (round = 0; round < KEY_ROUNDS; round++) {
            /* (SHA3-256's round on SHA-256 in a build without SHA-3) */
            const cairn_hash *hashes[] = {&cairn_hash_sha256, &cairn_hash_sha384, &cairn_hash_sha512,
#if CAIRN_ENABLE_SHA3
                                          &cairn_hash_sha3_256
#else
                                          &cairn_hash_sha256
#endif
            };
            const cairn_hash *h = hashes[round];
            cairn_ec_private_key key, key2;
            cairn_ec_public_key pub, pub2;
            uint8_t d[CAIRN_EC_MAX_BYTES], pt[CAIRN_EC_MAX_POINT_LEN], cpt[CAIRN_EC_MAX_POINT_LEN];
            uint8_t sig[CAIRN_EC_MAX_SIG_LEN], msg[64];
            size_t dl = 0, pl = 0, cl = 0, sl = 0, bit;
            int fmt;
            tu_prng_fill(r, msg, sizeof msg);
            CHECK_RC(cairn_ec_private_key_generate(&key, curve, prng_rng, r), CAIRN_OK, "generate");
            CHECK(cairn_ec_private_key_curve(&key) == curve, "key curve");
            CHECK_RC(cairn_ec_private_key_export(&key, d, sizeof d, &dl), CAIRN_OK, "export d");
            CHECK(dl == b && cairn_ec_scalar_valid(c, d), "generated d out of range");
            CHECK_RC(cairn_ec_private_key_import(&key2, curve, d, dl), CAIRN_OK, "import d");
            CHECK_RC(cairn_ec_public_key_from_private(&pub, &key), CAIRN_OK, "public");
            CHECK_RC(cairn_ec_public_key_from_private(&pub2, &key2), CAIRN_OK, "public 2");
            CHECK(same_pub(&pub, &pub2), "import(export(d)) has another point");
            CHECK(cairn_ec_public_key_curve(&pub) == curve, "public curve");
            /* uncompressed and compressed forms import to the same key */
            CHECK_RC(cairn_ec_public_key_export(&pub, 0, pt, sizeof pt, &pl), CAIRN_OK, "export point");
            CHECK_RC(cairn_ec_public_key_export(&pub, 1, cpt, sizeof cpt, &cl), CAIRN_OK, "export compressed");
            CHECK(pl == 1 + 2 * b && pt[0] == 4 && cl == 1 + b && (cpt[0] == 2 || cpt[0] == 3) &&
                      memcmp(pt + 1, cpt + 1, b) == 0 && (cpt[0] & 1) == (pt[2 * b] & 1),
                  "point encodings");
            CHECK_RC(cairn_ec_public_key_import(&pub2, curve, cpt, cl), CAIRN_OK, "import compressed");
            CHECK(same_pub(&pub, &pub2), "compressed point decodes to another point");
            CHECK_RC(cairn_ec_public_key_import(&pub2, curve, pt, pl), CAIRN_OK, "import uncompressed");
            CHECK(same_pub(&pub, &pub2), "uncompressed point imports to another point");
            /* the uncompressed-only import: the same key from the 0x04 form, the compressed one refused */
            CHECK_RC(cairn_ec_public_key_import_uncompressed(&pub2, curve, pt, pl), CAIRN_OK,
                     "import_uncompressed");
            CHECK(same_pub(&pub, &pub2), "import_uncompressed gives another point");
            CHECK_RC(cairn_ec_public_key_import_uncompressed(&pub2, curve, cpt, cl), CAIRN_ERR_INVALID_POINT,
                     "import_uncompressed took a compressed point");
            CHECK(cairn_ec_public_key_curve(&pub2) == 0, "a refused import_uncompressed leaves a key");
            /* the other parity is the negated point: valid, but not this key */
            cpt[0] ^= 1;
            CHECK_RC(cairn_ec_public_key_import(&pub2, curve, cpt, cl), CAIRN_OK, "import negated");
            CHECK(!same_pub(&pub, &pub2), "parity ignored");
            /* off the curve: y + 1 */
            pt[2 * b] ^= 1;
            CHECK_RC(cairn_ec_public_key_import(&pub2, curve, pt, pl), CAIRN_ERR_INVALID_POINT, "y changed");
            CHECK_RC(cairn_ec_public_key_import_uncompressed(&pub2, curve, pt, pl), CAIRN_ERR_INVALID_POINT,
                     "import_uncompressed: y changed");
            CHECK(cairn_ec_public_key_curve(&pub2) == 0, "a refused import leaves a key");
            pt[2 * b] ^= 1;
            CHECK_RC(cairn_ec_public_key_import(&pub2, curve, cpt, cl), CAIRN_OK, "import negated again");
            for (fmt = 0; fmt < 2; fmt++) {
                cairn_ecdsa_format f = fmt ? CAIRN_ECDSA_P1363 : CAIRN_ECDSA_DER;
                CHECK_RC(cairn_ecdsa_sign(&key, h, f, msg, sizeof msg, sig, sizeof sig, &sl, NULL, NULL), CAIRN_OK,
                         "sign");
                CHECK_RC(cairn_ecdsa_verify(&pub, h, f, msg, sizeof msg, sig, sl), CAIRN_OK, "verify");
                /* every tampered bit of the signature, a tampered message, another key, another hash */
                /* about TAMPER_BITS positions spread over the whole signature, at an offset
                 * that moves with the round */
                for (bit = round; bit < 8 * sl; bit += 8 * sl / TAMPER_BITS + 1) {
                    flip(sig, bit);
                    CHECK_RC(cairn_ecdsa_verify(&pub, h, f, msg, sizeof msg, sig, sl), CAIRN_ERR_BAD_SIGNATURE,
                             "tampered signature");
                    flip(sig, bit);
                }
                CHECK_RC(cairn_ecdsa_verify(&pub, h, f, msg, sizeof msg, sig, sl - 1), CAIRN_ERR_BAD_SIGNATURE,
                         "truncated signature");
                msg[round] ^= 0x10;
                CHECK_RC(cairn_ecdsa_verify(&pub, h, f, msg, sizeof msg, sig, sl), CAIRN_ERR_BAD_SIGNATURE,
                         "tampered message");
                msg[round] ^= 0x10;
                CHECK_RC(cairn_ecdsa_verify(&pub2, h, f, msg, sizeof msg, sig, sl), CAIRN_ERR_BAD_SIGNATURE,
                         "another key");
                CHECK_RC(cairn_ecdsa_verify(&pub, h == &cairn_hash_sha512 ? &cairn_hash_sha256 : &cairn_hash_sha512, f,
                                            msg, sizeof msg, sig, sl),
                         CAIRN_ERR_BAD_SIGNATURE, "another hash");
                n++;
            }
#if CAIRN_ENABLE_SHA3
            /* SHAKE: verification only */
            CHECK_RC(cairn_ecdsa_sign(&key, &cairn_hash_shake256, CAIRN_ECDSA_P1363, msg, sizeof msg, sig, sizeof sig,
                                      &sl, NULL, NULL),
                     CAIRN_ERR_UNSUPPORTED, "SHAKE signing");
            CHECK(sl == 0, "SHAKE signing: length");
#endif
            cairn_ec_private_key_wipe(&key);
            CHECK(cairn_ec_private_key_curve(&key) == 0, "wiped key keeps its curve");
            CHECK_RC(cairn_ecdsa_sign(&key, h, CAIRN_ECDSA_DER, msg, sizeof msg, sig, sizeof sig, &sl, NULL, NULL),
                     CAIRN_ERR_STATE, "sign with a wiped key");
        }
        /* private scalars at the edges: 0, n are refused; 1 and n - 1 give G and -G */
        {
            uint8_t d[CAIRN_EC_MAX_BYTES], g1[CAIRN_EC_MAX_POINT_LEN], g2[CAIRN_EC_MAX_POINT_LEN];
            cairn_ec_private_key key;
            cairn_ec_public_key pub;
            size_t l1 = 0, l2 = 0;
            memset(d, 0, b);
            CHECK_RC(cairn_ec_private_key_import(&key, curve, d, b), CAIRN_ERR_INVALID_KEY, "d = 0");
            memcpy(d, c->n, b);
            CHECK_RC(cairn_ec_private_key_import(&key, curve, d, b), CAIRN_ERR_INVALID_KEY, "d = n");
            memset(d, 0xff, b);
            CHECK_RC(cairn_ec_private_key_import(&key, curve, d, b), CAIRN_ERR_INVALID_KEY, "d = 2^k - 1");
            memset(d, 0, b);
            d[b - 1] = 1;
            CHECK_RC(cairn_ec_private_key_import(&key, curve, d, b), CAIRN_OK, "d = 1");
            CHECK_RC(cairn_ec_public_key_from_private(&pub, &key), CAIRN_OK, "G");
            CHECK_RC(cairn_ec_public_key_export(&pub, 0, g1, sizeof g1, &l1), CAIRN_OK, "G export");
            memcpy(d, c->n, b);
            d[b - 1] = (uint8_t)(d[b - 1] - 1); /* n is odd */
            CHECK_RC(cairn_ec_private_key_import(&key, curve, d, b), CAIRN_OK, "d = n - 1");
            CHECK_RC(cairn_ec_public_key_from_private(&pub, &key), CAIRN_OK, "-G");
            CHECK_RC(cairn_ec_public_key_export(&pub, 0, g2, sizeof g2, &l2), CAIRN_OK, "-G export");
            CHECK(l1 == l2 && memcmp(g1 + 1, g2 + 1, b) == 0 && memcmp(g1 + 1 + b, g2 + 1 + b, b) != 0,
                  "%s: (n - 1) G is not -G", cairn_ec_curve_name(curve));
        }
    }
    printf("keys and tampering: %lu (curve, hash, format) signatures verified, every tampering refused\n", n);
}

/* Every field implementation of each curve signs and verifies alike. */
static void test_impls(tu_prng *r)
{
    size_t ci, i;
    unsigned long n = 0;
    for (ci = 0; ci < NCURVES; ci++) {
        cairn_ec_curve curve = curves[ci];
        const cairn_ec_curve_def *c = cairn_ec_curve_get(curve);
        cairn_ec_private_key key;
        cairn_ec_public_key pub;
        uint8_t ref[CAIRN_EC_MAX_SIG_LEN], sig[CAIRN_EC_MAX_SIG_LEN], msg[32];
        size_t rl = 0, sl = 0;
        if (!tu_curve_in_build(curve))
            continue;
        tu_prng_fill(r, msg, sizeof msg);
        CHECK_RC(cairn_ec_private_key_generate(&key, curve, prng_rng, r), CAIRN_OK, "generate");
        CHECK_RC(cairn_ec_public_key_from_private(&pub, &key), CAIRN_OK, "public");
        CHECK_RC(cairn_ecdsa_sign(&key, &cairn_hash_sha256, CAIRN_ECDSA_P1363, msg, sizeof msg, ref, sizeof ref, &rl,
                                  NULL, NULL),
                 CAIRN_OK, "sign");
        /* the P1363-only entries: the same signature, the same verdicts */
        CHECK_RC(cairn_ecdsa_sign_p1363(&key, &cairn_hash_sha256, msg, sizeof msg, sig, sizeof sig, &sl, NULL, NULL),
                 CAIRN_OK, "sign_p1363");
        CHECK(sl == rl && memcmp(sig, ref, rl) == 0, "%s: sign_p1363 = sign P1363", cairn_ec_curve_name(curve));
        CHECK_RC(cairn_ecdsa_verify_p1363(&pub, &cairn_hash_sha256, msg, sizeof msg, ref, rl), CAIRN_OK,
                 "verify_p1363");
        CHECK_RC(cairn_ecdsa_verify_p1363(&pub, &cairn_hash_sha256, msg, sizeof msg, ref, rl - 1),
                 CAIRN_ERR_BAD_SIGNATURE, "verify_p1363 short");
        sig[rl - 1] ^= 1;
        CHECK_RC(cairn_ecdsa_verify_p1363(&pub, &cairn_hash_sha256, msg, sizeof msg, sig, rl), CAIRN_ERR_BAD_SIGNATURE,
                 "verify_p1363 tampered");
        sl = 7;
        memset(sig, 0xee, sizeof sig);
        CHECK_RC(cairn_ecdsa_sign_p1363(&key, &cairn_hash_sha256, msg, sizeof msg, sig, rl - 1, &sl, NULL, NULL),
                 CAIRN_ERR_BUFFER_TOO_SMALL, "sign_p1363 cap");
        CHECK(sl == 0 && sig[0] == 0 && sig[rl - 2] == 0 && sig[rl - 1] == 0xee, "%s: sign_p1363 failure zeroes",
              cairn_ec_curve_name(curve));
        for (i = 0; c->impls[i] != NULL; i++) {
            const cairn_impl *impl = c->impls[i];
            cairn_ec_private_key key2;
            if (!cairn_impl_usable(impl))
                continue;
            CHECK_RC(cairn_ecdsa_sign_ex(&key, &cairn_hash_sha256, CAIRN_ECDSA_P1363, msg, sizeof msg, sig, sizeof sig,
                                         &sl, NULL, NULL, impl),
                     CAIRN_OK, impl->name);
            CHECK(sl == rl && memcmp(sig, ref, rl) == 0, "%s field %s: another signature", cairn_ec_curve_name(curve),
                  impl->name);
            CHECK_RC(cairn_ecdsa_verify_ex(&pub, &cairn_hash_sha256, CAIRN_ECDSA_P1363, msg, sizeof msg, ref, rl, impl),
                     CAIRN_OK, impl->name);
            sig[5] ^= 1;
            CHECK_RC(cairn_ecdsa_verify_ex(&pub, &cairn_hash_sha256, CAIRN_ECDSA_P1363, msg, sizeof msg, sig, sl, impl),
                     CAIRN_ERR_BAD_SIGNATURE, impl->name);
            CHECK_RC(cairn_ec_private_key_generate_ex(&key2, curve, prng_rng, r, impl), CAIRN_OK, impl->name);
            n++;
        }
    }
    printf("field implementations: %lu (curve, implementation) pairs sign and verify alike\n", n);
}

/* The pk.h descriptors: byte-level and loaded-key paths agree with cairn/ec.h. */
static void test_pk_frame(tu_prng *r)
{
    static const struct {
        const cairn_sig_scheme *sig;
        const cairn_kex_scheme *kex;
        cairn_ec_curve curve;
        const cairn_hash *h;
    } s[] = {
#if CAIRN_ENABLE_EC_P256
        {&cairn_sig_ecdsa_p256, &cairn_kex_ecdh_p256, CAIRN_EC_P256, &cairn_hash_sha256},
#endif
#if CAIRN_ENABLE_EC_P384
        {&cairn_sig_ecdsa_p384, &cairn_kex_ecdh_p384, CAIRN_EC_P384, &cairn_hash_sha384},
#endif
#if CAIRN_ENABLE_EC_P521
        {&cairn_sig_ecdsa_p521, &cairn_kex_ecdh_p521, CAIRN_EC_P521, &cairn_hash_sha512},
#endif
#if CAIRN_ENABLE_EC_BP256
        {&cairn_sig_ecdsa_brainpoolp256r1, &cairn_kex_ecdh_brainpoolp256r1, CAIRN_EC_BRAINPOOLP256R1,
         &cairn_hash_sha256},
#endif
#if CAIRN_ENABLE_EC_BP384
        {&cairn_sig_ecdsa_brainpoolp384r1, &cairn_kex_ecdh_brainpoolp384r1, CAIRN_EC_BRAINPOOLP384R1,
         &cairn_hash_sha384},
#endif
#if CAIRN_ENABLE_EC_BP512
        {&cairn_sig_ecdsa_brainpoolp512r1, &cairn_kex_ecdh_brainpoolp512r1, CAIRN_EC_BRAINPOOLP512R1,
         &cairn_hash_sha512},
#endif
        {NULL, NULL, (cairn_ec_curve)0, NULL} /* (the end: keeps the list non-empty in every configuration) */
    };
    size_t i;
    for (i = 0; s[i].sig != NULL; i++) {
        uint8_t sk[CAIRN_EC_MAX_BYTES], pk[CAIRN_EC_MAX_POINT_LEN], pk2[CAIRN_EC_MAX_POINT_LEN];
        uint8_t sig1[CAIRN_EC_MAX_SIG_LEN], sig2[CAIRN_EC_MAX_SIG_LEN], sig3[CAIRN_EC_MAX_SIG_LEN], msg[32];
        uint8_t z1[CAIRN_EC_MAX_BYTES], z2[CAIRN_EC_MAX_BYTES], z3[CAIRN_EC_MAX_BYTES];
        size_t skl = 0, pkl = 0, pkl2 = 0, l1 = 0, l2 = 0, l3 = 0, zl1 = 0, zl2 = 0, zl3 = 0;
        size_t b = cairn_ec_curve_bytes(s[i].curve);
        cairn_pk_key lsk, lpk, lkx;
        cairn_ec_private_key key;
        cairn_ec_public_key pub;
        tu_prng_fill(r, msg, sizeof msg);
        CHECK_RC(cairn_sig_keygen(s[i].sig, sk, sizeof sk, &skl, pk, sizeof pk, &pkl, prng_rng, r, NULL), CAIRN_OK,
                 "sig keygen");
        CHECK(skl == b && pkl == 1 + 2 * b && pk[0] == 4, "%s key lengths", s[i].sig->name);
        CHECK_RC(cairn_sig_public(s[i].sig, pk2, sizeof pk2, &pkl2, sk, skl, NULL), CAIRN_OK, "sig public");
        CHECK(pkl2 == pkl && memcmp(pk, pk2, pkl) == 0, "%s: public key from the secret one", s[i].sig->name);
        CHECK_RC(cairn_sig_sign(s[i].sig, sig1, sizeof sig1, &l1, msg, sizeof msg, sk, skl, NULL, NULL, NULL), CAIRN_OK,
                 "sig sign");
        CHECK_RC(cairn_sig_load_secret(&lsk, s[i].sig, sk, skl), CAIRN_OK, "load secret");
        CHECK_RC(cairn_sig_load_public(&lpk, s[i].sig, pk, pkl), CAIRN_OK, "load public");
        CHECK_RC(cairn_sig_sign_key(&lsk, sig2, sizeof sig2, &l2, msg, sizeof msg, NULL, NULL, NULL), CAIRN_OK,
                 "sign loaded");
        CHECK_RC(cairn_ec_private_key_import(&key, s[i].curve, sk, skl), CAIRN_OK, "import");
        CHECK_RC(cairn_ec_public_key_import(&pub, s[i].curve, pk, pkl), CAIRN_OK, "import public");
        CHECK_RC(cairn_ecdsa_sign(&key, s[i].h, CAIRN_ECDSA_P1363, msg, sizeof msg, sig3, sizeof sig3, &l3, NULL, NULL),
                 CAIRN_OK, "ecdsa sign");
        CHECK(l1 == 2 * b && l1 == l2 && l1 == l3 && memcmp(sig1, sig2, l1) == 0 && memcmp(sig1, sig3, l1) == 0,
              "%s: the descriptor's signature is cairn_ecdsa_sign's (P1363, the scheme's hash)", s[i].sig->name);
        CHECK_RC(cairn_sig_verify(s[i].sig, sig1, l1, msg, sizeof msg, pk, pkl, NULL), CAIRN_OK, "sig verify");
        CHECK_RC(cairn_sig_verify_key(&lpk, sig1, l1, msg, sizeof msg, NULL), CAIRN_OK, "verify loaded");
        sig1[3] ^= 1;
        CHECK_RC(cairn_sig_verify(s[i].sig, sig1, l1, msg, sizeof msg, pk, pkl, NULL), CAIRN_ERR_BAD_SIGNATURE,
                 "sig verify tampered");
        CHECK_RC(cairn_sig_verify_key(&lpk, sig1, l1, msg, sizeof msg, NULL), CAIRN_ERR_BAD_SIGNATURE,
                 "verify loaded tampered");
        /* ECDH with the same key pair against its own point, three ways */
        CHECK_RC(cairn_kex_derive(s[i].kex, z1, sizeof z1, &zl1, sk, skl, pk, pkl, NULL), CAIRN_OK, "kex derive");
        CHECK_RC(cairn_kex_load_secret(&lkx, s[i].kex, sk, skl), CAIRN_OK, "kex load");
        CHECK_RC(cairn_kex_derive_key(&lkx, z2, sizeof z2, &zl2, pk, pkl, NULL), CAIRN_OK, "kex derive loaded");
        CHECK_RC(cairn_ecdh(&key, &pub, z3, sizeof z3, &zl3), CAIRN_OK, "ecdh");
        CHECK(zl1 == b && zl1 == zl2 && zl1 == zl3 && memcmp(z1, z2, b) == 0 && memcmp(z1, z3, b) == 0,
              "%s: the descriptor's shared secret is cairn_ecdh's", s[i].kex->name);
        pk[pkl - 1] ^= 1;
        CHECK_RC(cairn_kex_derive(s[i].kex, z1, sizeof z1, &zl1, sk, skl, pk, pkl, NULL), CAIRN_ERR_INVALID_POINT,
                 "kex derive off-curve peer");
        CHECK_RC(cairn_sig_verify(s[i].sig, sig2, l2, msg, sizeof msg, pk, pkl, NULL), CAIRN_ERR_INVALID_POINT,
                 "sig verify with an off-curve key");
        cairn_pk_key_wipe(&lsk);
        cairn_pk_key_wipe(&lkx);
        cairn_ec_private_key_wipe(&key);
    }
    printf("pk.h descriptors: byte-level and loaded-key signatures and shared secrets are cairn/ec.h's\n");
}

int main(int argc, char **argv)
{
    tu_prng r;
    if (argc > 1 && strcmp(argv[1], "--brainpool") == 0) {
        test_wycheproof(1);
        return tu_finish("test_ecdsa --brainpool");
    }
    tu_prng_seed(&r, tu_seed(0xec45a));
    test_rfc6979();
    test_hedged(&r);
    test_keys_and_tamper(&r);
    test_impls(&r);
    test_pk_frame(&r);
    test_wycheproof(0);
    cavp_siggen();
    cavp_sigver();
    cavp_pkv();
    return tu_finish("test_ecdsa");
}
