/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * HMAC_DRBG (SP 800-90A Rev. 1) and the OS entropy source.
 *
 * Known answers come from NIST CAVP's HMAC_DRBG.rsp (drbgtestvectors.zip,
 * CAVS 14.3), which is not in the shared vector directory; each case below
 * names the public test suite that quotes it and the CAVP section and COUNT.
 * Mbed TLS quotes EntropyInput || Nonce || EntropyInputReseed (or both
 * EntropyInputPR values) as one string; it is split here at the lengths the
 * section header gives. Files read (commit): Mbed-TLS/mbedtls
 * tests/suites/test_suite_hmac_drbg.nopr.data (0d6cd9564eb5170ed962ad64e5da8aeca58845d0)
 * and .pr.data (3000c892b4cfe14cdc8b33a92363620e3a1bd38e); patrickfav/dice
 * src/test/java/at/favre/tools/dice/rnd/HmacDrbgSha256NistTestVectors.java
 * (32bf5ee482007855212d4306db1bb4e014fe03c1). The CAVP procedures:
 *  - pr_false: instantiate; reseed(EntropyInputReseed, AdditionalInputReseed);
 *    generate(AdditionalInput #1), discarded; generate(AdditionalInput #2) = ReturnedBits.
 *  - pr_true: instantiate; then twice reseed(EntropyInputPR, AdditionalInput)
 *    followed by generate without additional input; the second output = ReturnedBits.
 *  - no_reseed: instantiate; generate twice; the second output = ReturnedBits.
 */
#include <stdlib.h>
#include <string.h>

#include "cairn/hash.h"
#include "cairn/rng.h"
#include "rng/os_entropy_internal.h"
#include "testutil.h"

enum kat_kind { KAT_RESEED, KAT_PR, KAT_NO_RESEED };

typedef struct {
    enum kat_kind kind;
    const cairn_hash *hash;
    const char *name;
    const char *entropy, *nonce, *pers;
    const char *entropy1; /* EntropyInputReseed, or the first EntropyInputPR */
    const char *entropy2; /* the second EntropyInputPR */
    const char *addl0;    /* AdditionalInputReseed */
    const char *addl1, *addl2;
    const char *returned;
} drbg_kat;

static const drbg_kat kats[] = {
#if CAIRN_ENABLE_SHA1
    /* drbgvectors_pr_false/HMAC_DRBG.rsp [SHA-1] [PredictionResistance = False] [EntropyInputLen = 128] [NonceLen = 64]
     * [PersonalizationStringLen = 0] [AdditionalInputLen = 0] [ReturnedBitsLen = 640] COUNT = 0
     * Quoted in Mbed-TLS/mbedtls tests/suites/test_suite_hmac_drbg.nopr.data, "HMAC_DRBG NIST CAVS 14.3 PR False (SHA-1, 0, 0) #0"
     * (also quoted with its section header in weidai11/cryptopp validat4.cpp, ValidateHmacDRBG())
     */
    {KAT_RESEED, &cairn_hash_sha1, "SHA-1 pr_false COUNT 0 P0 A0",
     "79349bbf7cdda5799557866621c91383",
     "1146733abf8c35c8",
     "",
     "c7215b5b96c48e9b338c74e3e99dfedf",
     "",
     "",
     "",
     "",
     "c6a16ab8d420706f0f34ab7fec5adca9d8ca3a133e159ca6ac43c6f8a2be22834a4c0a0affb10d7194f1c1a5cf7322ec"
     "1ae0964ed4bf122746e087fdb5b3e91b3493d5bb98faed49e85f130fc8a459b7"},
#endif
#if CAIRN_ENABLE_SHA1
    /* drbgvectors_pr_false/HMAC_DRBG.rsp [SHA-1] [PredictionResistance = False] [EntropyInputLen = 128] [NonceLen = 64]
     * [PersonalizationStringLen = 0] [AdditionalInputLen = 128] [ReturnedBitsLen = 640] COUNT = 0
     * Quoted in Mbed-TLS/mbedtls tests/suites/test_suite_hmac_drbg.nopr.data, "HMAC_DRBG NIST CAVS 14.3 PR False (SHA-1, 0, 128) #0"
     * (also quoted with its section header in weidai11/cryptopp validat4.cpp, ValidateHmacDRBG())
     */
    {KAT_RESEED, &cairn_hash_sha1, "SHA-1 pr_false COUNT 0 P0 A128",
     "7d7052a776fd2fb3d7191f733304ee8b",
     "be4a0ceedca80207",
     "",
     "49047e879d610955eed916e4060e00c9",
     "",
     "fd8bb33aab2f6cdfbc541811861d518d",
     "99afe347540461ddf6abeb491e0715b4",
     "02f773482dd7ae66f76e381598a64ef0",
     "a736343844fc92511391db0addd9064dbee24c8976aa259a9e3b6368aa6de4c9bf3a0effcda9cb0e9dc33652ab58ecb7"
     "650ed80467f76a849fb1cfc1ed0a09f7155086064db324b1e124f3fc9e614fcb"},
#endif
#if CAIRN_ENABLE_SHA1
    /* drbgvectors_pr_false/HMAC_DRBG.rsp [SHA-1] [PredictionResistance = False] [EntropyInputLen = 128] [NonceLen = 64]
     * [PersonalizationStringLen = 128] [AdditionalInputLen = 0] [ReturnedBitsLen = 640] COUNT = 0
     * Quoted in Mbed-TLS/mbedtls tests/suites/test_suite_hmac_drbg.nopr.data, "HMAC_DRBG NIST CAVS 14.3 PR False (SHA-1, 128, 0) #0"
     */
    {KAT_RESEED, &cairn_hash_sha1, "SHA-1 pr_false COUNT 0 P128 A0",
     "11c0a7e1472cec70fa8c1ca15759ac5b",
     "b1c73c22db39cd7b",
     "b24e392cb1f3c18af2cb50feac733e32",
     "c6ab59ff708a5c1f598e75df060e1981",
     "",
     "",
     "",
     "",
     "070e603cd48d56430a5ab461a751ec2a4a6aa6fb6ee52efe9a41e4611eafdfc957184b47bbb017e484ac34c7de56cd78"
     "13feb301b5befce573ad0a254e6cfe35b77c30be6b7cb5e7efa72813c7546ba5"},
#endif
#if CAIRN_ENABLE_SHA1
    /* drbgvectors_pr_false/HMAC_DRBG.rsp [SHA-1] [PredictionResistance = False] [EntropyInputLen = 128] [NonceLen = 64]
     * [PersonalizationStringLen = 128] [AdditionalInputLen = 128] [ReturnedBitsLen = 640] COUNT = 0
     * Quoted in Mbed-TLS/mbedtls tests/suites/test_suite_hmac_drbg.nopr.data, "HMAC_DRBG NIST CAVS 14.3 PR False (SHA-1, 128, 128) #0"
     */
    {KAT_RESEED, &cairn_hash_sha1, "SHA-1 pr_false COUNT 0 P128 A128",
     "03e7b41c95818eb0b667bfa8a175a824",
     "66a1e417a9b6b92f",
     "126dded5eb0bc81be37c10bcd9d5f793",
     "d17e98c2e50ee0db00d25c3364451e95",
     "",
     "dc596d188e2343802240bc7f5cc60516",
     "14c8ec10f5bdde6b9e75898d7f9f03d0",
     "31aa842afcc1daa94098241a87d6ddfc",
     "4739b1bcf87404a2290829bd7a61f0b391a794c71c055c7cc513b28dcb5fdc88645bc9cb490f41fab134c6b33ce93365"
     "71762754343961de671b02a47960b4b4e23c5bfb87dcc19b260b3bcb921ae325"},
#endif
#if CAIRN_ENABLE_SHA256
    /* drbgvectors_pr_false/HMAC_DRBG.rsp [SHA-256] [PredictionResistance = False] [EntropyInputLen = 256] [NonceLen = 128]
     * [PersonalizationStringLen = 0] [AdditionalInputLen = 0] [ReturnedBitsLen = 1024] COUNT = 0
     * Quoted in Mbed-TLS/mbedtls tests/suites/test_suite_hmac_drbg.nopr.data, "HMAC_DRBG NIST CAVS 14.3 PR False (SHA-256, 0, 0) #0"
     * (also quoted as "HMAC_DRBG.rsp, line 5064" in ctz/cifra src/testdrbg.c (test_hmacdrbg_sha256_vector, via brenocfg/AnghaBench))
     */
    {KAT_RESEED, &cairn_hash_sha256, "SHA-256 pr_false COUNT 0 P0 A0",
     "06032cd5eed33f39265f49ecb142c511da9aff2af71203bffaf34a9ca5bd9c0d",
     "0e66f71edc43e42a45ad3c6fc6cdc4df",
     "",
     "01920a4e669ed3a85ae8a33b35a74ad7fb2a6bb4cf395ce00334a9c9a5a5d552",
     "",
     "",
     "",
     "",
     "76fc79fe9b50beccc991a11b5635783a83536add03c157fb30645e611c2898bb2b1bc215000209208cd506cb28da2a51"
     "bdb03826aaf2bd2335d576d519160842e7158ad0949d1a9ec3e66ea1b1a064b005de914eac2e9d4f2d72a8616a802254"
     "22918250ff66a41bd2f864a6a38cc5b6499dc43f7f2bd09e1e0f8f5885935124"},
#endif
#if CAIRN_ENABLE_SHA256
    /* drbgvectors_pr_false/HMAC_DRBG.rsp [SHA-256] [PredictionResistance = False] [EntropyInputLen = 256] [NonceLen = 128]
     * [PersonalizationStringLen = 0] [AdditionalInputLen = 256] [ReturnedBitsLen = 1024] COUNT = 0
     * Quoted in Mbed-TLS/mbedtls tests/suites/test_suite_hmac_drbg.nopr.data, "HMAC_DRBG NIST CAVS 14.3 PR False (SHA-256, 0, 256) #0"
     */
    {KAT_RESEED, &cairn_hash_sha256, "SHA-256 pr_false COUNT 0 P0 A256",
     "05ac9fc4c62a02e3f90840da5616218c6de5743d66b8e0fbf833759c5928b53d",
     "2b89a17904922ed8f017a63044848545",
     "",
     "2791126b8b52ee1fd9392a0a13e0083bed4186dc649b739607ac70ec8dcecf9b",
     "",
     "43bac13bae715092cf7eb280a2e10a962faf7233c41412f69bc74a35a584e54c",
     "3f2fed4b68d506ecefa21f3f5bb907beb0f17dbc30f6ffbba5e5861408c53a1e",
     "529030df50f410985fde068df82b935ec23d839cb4b269414c0ede6cffea5b68",
     "02ddff5173da2fcffa10215b030d660d61179e61ecc22609b1151a75f1cbcbb4363c3a89299b4b63aca5e581e73c8604"
     "91010aa35de3337cc6c09ebec8c91a6287586f3a74d9694b462d2720ea2e11bbd02af33adefb4a16e6b370fa0effd57d"
     "607547bdcfbb7831f54de7073ad2a7da987a0016a82fa958779a168674b56524"},
#endif
#if CAIRN_ENABLE_SHA256
    /* drbgvectors_pr_false/HMAC_DRBG.rsp [SHA-256] [PredictionResistance = False] [EntropyInputLen = 256] [NonceLen = 128]
     * [PersonalizationStringLen = 256] [AdditionalInputLen = 0] [ReturnedBitsLen = 1024] COUNT = 0
     * Quoted in Mbed-TLS/mbedtls tests/suites/test_suite_hmac_drbg.nopr.data, "HMAC_DRBG NIST CAVS 14.3 PR False (SHA-256, 256, 0) #0"
     */
    {KAT_RESEED, &cairn_hash_sha256, "SHA-256 pr_false COUNT 0 P256 A0",
     "fa0ee1fe39c7c390aa94159d0de97564342b591777f3e5f6a4ba2aea342ec840",
     "dd0820655cb2ffdb0da9e9310a67c9e5",
     "f2e58fe60a3afc59dad37595415ffd318ccf69d67780f6fa0797dc9aa43e144c",
     "e0629b6d7975ddfa96a399648740e60f1f9557dc58b3d7415f9ba9d4dbb501f6",
     "",
     "",
     "",
     "",
     "f92d4cf99a535b20222a52a68db04c5af6f5ffc7b66a473a37a256bd8d298f9b4aa4af7e8d181e02367903f93bdb744c"
     "6c2f3f3472626b40ce9bd6a70e7b8f93992a16a76fab6b5f162568e08ee6c3e804aefd952ddd3acb791c50f2ad69e9a0"
     "4028a06a9c01d3a62aca2aaf6efe69ed97a016213a2dd642b4886764072d9cbe"},
#endif
#if CAIRN_ENABLE_SHA256
    /* drbgvectors_pr_false/HMAC_DRBG.rsp [SHA-256] [PredictionResistance = False] [EntropyInputLen = 256] [NonceLen = 128]
     * [PersonalizationStringLen = 256] [AdditionalInputLen = 256] [ReturnedBitsLen = 1024] COUNT = 0
     * Quoted in Mbed-TLS/mbedtls tests/suites/test_suite_hmac_drbg.nopr.data, "HMAC_DRBG NIST CAVS 14.3 PR False (SHA-256, 256, 256) #0"
     */
    {KAT_RESEED, &cairn_hash_sha256, "SHA-256 pr_false COUNT 0 P256 A256",
     "cdb0d9117cc6dbc9ef9dcb06a97579841d72dc18b2d46a1cb61e314012bdf416",
     "d0c0d01d156016d0eb6b7e9c7c3c8da8",
     "6f0fb9eab3f9ea7ab0a719bfa879bf0aaed683307fda0c6d73ce018b6e34faaa",
     "8ec6f7d5a8e2e88f43986f70b86e050d07c84b931bcf18e601c5a3eee3064c82",
     "",
     "1ab4ca9014fa98a55938316de8ba5a68c629b0741bdd058c4d70c91cda5099b3",
     "16e2d0721b58d839a122852abd3bf2c942a31c84d82fca74211871880d7162ff",
     "53686f042a7b087d5d2eca0d2a96de131f275ed7151189f7ca52deaa78b79fb2",
     "dda04a2ca7b8147af1548f5d086591ca4fd951a345ce52b3cd49d47e84aa31a183e31fbc42a1ff1d95afec7143c8008c"
     "97bc2a9c091df0a763848391f68cb4a366ad89857ac725a53b303ddea767be8dc5f605b1b95f6d24c9f06be65a973a08"
     "9320b3cc42569dcfd4b92b62a993785b0301b3fc452445656fce22664827b88f"},
#endif
#if CAIRN_ENABLE_SHA512
    /* drbgvectors_pr_false/HMAC_DRBG.rsp [SHA-512] [PredictionResistance = False] [EntropyInputLen = 256] [NonceLen = 128]
     * [PersonalizationStringLen = 0] [AdditionalInputLen = 0] [ReturnedBitsLen = 2048] COUNT = 0
     * Quoted in Mbed-TLS/mbedtls tests/suites/test_suite_hmac_drbg.nopr.data, "HMAC_DRBG NIST CAVS 14.3 PR False (SHA-512, 0, 0) #0"
     */
    {KAT_RESEED, &cairn_hash_sha512, "SHA-512 pr_false COUNT 0 P0 A0",
     "48c121b18733af15c27e1dd9ba66a9a81a5579cdba0f5b657ec53c2b9e90bbf6",
     "bbb7c777428068fad9970891f879b1af",
     "",
     "e0ffefdadb9ccf990504d568bdb4d862cbe17ccce6e22dfcab8b4804fd21421a",
     "",
     "",
     "",
     "",
     "05da6aac7d980da038f65f392841476d37fe70fbd3e369d1f80196e66e54b8fadb1d60e1a0f3d4dc173769d75fc34105"
     "49d7a843270a54a068b4fe767d7d9a59604510a875ad1e9731c8afd0fd50b825e2c50d062576175106a9981be37e02ec"
     "7c5cd0a69aa0ca65bddaee1b0de532e10cfa1f5bf6a026e47379736a099d6750ab121dbe3622b841baf8bdcbe875c85b"
     "a4b586b8b5b57b0fecbec08c12ff2a9453c47c6e32a52103d972c62ab9affb8e728a31fcefbbccc556c0f0a35f4b10ac"
     "e2d96b906e36cbb72233201e536d3e13b045187b417d2449cad1edd192e061f12d22147b0a176ea8d9c4c35404395b65"
     "02ef333a813b6586037479e0fa3c6a23"},
#endif
#if CAIRN_ENABLE_SHA512
    /* drbgvectors_pr_false/HMAC_DRBG.rsp [SHA-512] [PredictionResistance = False] [EntropyInputLen = 256] [NonceLen = 128]
     * [PersonalizationStringLen = 0] [AdditionalInputLen = 256] [ReturnedBitsLen = 2048] COUNT = 0
     * Quoted in Mbed-TLS/mbedtls tests/suites/test_suite_hmac_drbg.nopr.data, "HMAC_DRBG NIST CAVS 14.3 PR False (SHA-512, 0, 256) #0"
     * (also quoted as "HMAC_DRBG.rsp, line 10286" in ctz/cifra src/testdrbg.c (test_hmacdrbg_sha512_vector_addnl, via brenocfg/AnghaBench))
     */
    {KAT_RESEED, &cairn_hash_sha512, "SHA-512 pr_false COUNT 0 P0 A256",
     "4686a959e17dfb96c294b09c0f7a60efb386416cfb4c8972bcc55e44a151607a",
     "5226543b4c89321bbfb0f11f18ee3462",
     "",
     "5ef50daaf29929047870235c17762f5df5d9ab1af656e0e215fcc6fd9fc0d85d",
     "",
     "d2383c3e528492269e6c3b3aaa2b54fbf48731f5aa52150ce7fc644679a5e7c6",
     "c841e7a2d9d13bdb8644cd7f5d91d241a369e12dc6c9c2be50d1ed29484bff98",
     "9054cf9216af66a788d3bf6757b8987e42d4e49b325e728dc645d5e107048245",
     "b60d8803531b2b8583d17bdf3ac7c01f3c65cf9b069862b2d39b9024b34c172b712db0704acb078a1ab1aec0390dbaee"
     "2dec9be7b234e63da481fd469a92c77bc7bb2cfca586855520e0f9e9d47dcb9bdf2a2fdfa9f2b4342ef0ea582616b554"
     "77717cfd516d46d6383257743656f7cf8b38402ba795a8c9d35a4aa88bec623313dad6ead689d152b54074f183b2fee5"
     "56f554db343626cea853718f18d386bc8bebb0c07b3c5e96ceb391ffceece88864dbd3be83a613562c5c417a24807d5f"
     "9332974f045e79a9ade36994af6cf9bbeeb71d0025fcb4ad50f121cbc2df7cd12ff5a50cddfd9a4bbc6d942d743c8b8f"
     "bebe00eeccea3d14e07ff8454fa715da"},
#endif
#if CAIRN_ENABLE_SHA512
    /* drbgvectors_pr_false/HMAC_DRBG.rsp [SHA-512] [PredictionResistance = False] [EntropyInputLen = 256] [NonceLen = 128]
     * [PersonalizationStringLen = 256] [AdditionalInputLen = 0] [ReturnedBitsLen = 2048] COUNT = 0
     * Quoted in Mbed-TLS/mbedtls tests/suites/test_suite_hmac_drbg.nopr.data, "HMAC_DRBG NIST CAVS 14.3 PR False (SHA-512, 256, 0) #0"
     */
    {KAT_RESEED, &cairn_hash_sha512, "SHA-512 pr_false COUNT 0 P256 A0",
     "97aef935ea33717e8e8644bb8c4789f375c48a945ded08771149e828a22dc866",
     "82580f51070ba1e991d9803f51fd9a6f",
     "212300f93899ff7cb144f20426028b976380a348253bcc3ff42b528cd1972549",
     "63cd91c1ebb2caa15f2837df8f35cbb6fe96df2674a136990a5976cbbab63bc1",
     "",
     "",
     "",
     "",
     "0e8533f64b60c23a2655827037db218c2fe9ce430fa4ed6ed9be349c4bdc6f40018b42f486fa04288b3b0c62a12812e7"
     "6e08c76062a510cc60841f165869efaceef90805bdde2fd66c36c38a2ac9c3cb86bfd30406569e0afd245102f2ea2d49"
     "e4ee5f69187227a3f0edfbc1259cb6564a2d4e829b3fc3b6996e37546f1d8a16fcd8201d1ad28661bbb0012daad55d54"
     "03e833d8a0068d216c879bcebc054df0c9cba14dad4863ee1f75b78bc488662cb0c91ca4fdfce7df5916b4e62580902c"
     "601be706dcc7903858e6b9920735bdaa635add5c06080d82265345b49037a32fcf0a7c9ea6069e3369f9b4aa45493efd"
     "7318da2ae9b4fc300498248afaad8d49"},
#endif
#if CAIRN_ENABLE_SHA512
    /* drbgvectors_pr_false/HMAC_DRBG.rsp [SHA-512] [PredictionResistance = False] [EntropyInputLen = 256] [NonceLen = 128]
     * [PersonalizationStringLen = 256] [AdditionalInputLen = 256] [ReturnedBitsLen = 2048] COUNT = 1
     * Quoted in Mbed-TLS/mbedtls tests/suites/test_suite_hmac_drbg.nopr.data, "HMAC_DRBG NIST CAVS 14.3 PR False (SHA-512, 256, 256) #1"
     */
    {KAT_RESEED, &cairn_hash_sha512, "SHA-512 pr_false COUNT 1 P256 A256",
     "c2ff911b4c93846d07e0d00eeead3423845c7215c8b5fe315aa638745e63ca26",
     "f1062321318087bf045903cd4f5cc9e6",
     "b62f8ed28a72c28d80b41e016f559bbda0a2a447f8e146eb93a509b302e03c42",
     "1a318c2861c6a93948d779ab45f14d451bcef2d43a5ac752995bc0b365bc3fbc",
     "",
     "77aa1ff77bf037ae26e60d412f3341715afcc1fcd3bf971a481a15d45c794331",
     "55ca83dff075f4de57588dcec9bcf0fd1fa267bc280d3c48f1f1f749e1997cc2",
     "e42e4aeca6716181c71ebd462082309868f6faafb5d9c82357c785283f6d5285",
     "384383c41b4df205d19fe68e563dbfcd2f6edbd176574248f3d1ee44143b70aa5dea695b87bb6c82378953a714084ebb"
     "5619aca7d63e0dfbffc253a336edf80acbd584cd3f916d6126968d564c1dabf7b3479a62e7dfce560b80a5104389bcd7"
     "71e20138dad4c59f290a4525b00f6798fb2a3c8f44605a247653d24c772d207f0ccdc19a07037429c7e79771c6a6b4ca"
     "219a1f8ed9bbad9c4cb27415d18b7278552e50ec6e25617cefa7324ad786aaeca811c3aaa35ae00d2f2152fb6d98dca8"
     "2ebe579bedbb50a40e62af9e229dbf9b9b2bc6532b5d78e6333cfeb1ad01e192491193c9459b78d4e9c6e8efe69cf0c7"
     "02298e325f129027145af92170b843a5"},
#endif
#if CAIRN_ENABLE_SHA1
    /* drbgvectors_pr_true/HMAC_DRBG.rsp [SHA-1] [PredictionResistance = True] [EntropyInputLen = 128] [NonceLen = 64]
     * [PersonalizationStringLen = 0] [AdditionalInputLen = 0] [ReturnedBitsLen = 640] COUNT = 0
     * Quoted in Mbed-TLS/mbedtls tests/suites/test_suite_hmac_drbg.pr.data, "HMAC_DRBG NIST CAVS 14.3 PR True (SHA-1, 0, 0) #0"
     */
    {KAT_PR, &cairn_hash_sha1, "SHA-1 pr_true COUNT 0 P0 A0",
     "a0c9ab58f1e2e5a4de3ebd4ff73e9c5b",
     "64efd8ca028cf811",
     "",
     "48a584fe69ab5aee42aa4d42176099d4",
     "5e1397dc404d86a37bf55954756951e4",
     "",
     "",
     "",
     "9a00a2d00ed59bfe31ecb1399b608148d1969d250d3c1e94101098129325cab8fccc2d54731970c0107aa4892519955e"
     "4bc6001d7f4e6a2bf8a301ab46055c09a67188f1a740eef3e15c029b44af0344"},
#endif
#if CAIRN_ENABLE_SHA1
    /* drbgvectors_pr_true/HMAC_DRBG.rsp [SHA-1] [PredictionResistance = True] [EntropyInputLen = 128] [NonceLen = 64]
     * [PersonalizationStringLen = 0] [AdditionalInputLen = 128] [ReturnedBitsLen = 640] COUNT = 0
     * Quoted in Mbed-TLS/mbedtls tests/suites/test_suite_hmac_drbg.pr.data, "HMAC_DRBG NIST CAVS 14.3 PR True (SHA-1, 0, 128) #0"
     */
    {KAT_PR, &cairn_hash_sha1, "SHA-1 pr_true COUNT 0 P0 A128",
     "d92b39ff610db66427613c111c002b75",
     "329734372847a88f",
     "",
     "53c1d289b30d3584d34efb884ce6d1d7",
     "174a3c20508ca0171ed9610622d454fd",
     "",
     "9980d97c65cc8b3c61b390e48abc6523",
     "76213356e359e94984cfa7db15220518",
     "e0b298f7cd1112527a506201e38f7e60d762f591603db72aca3a2cd1b9d115c3ddbc7dcb7643f2f40f53e96e6ca1590c"
     "a27abb77a6234754ff1edef86f75fd5f298872ad1544fb88a62936e238f22aef"},
#endif
#if CAIRN_ENABLE_SHA1
    /* drbgvectors_pr_true/HMAC_DRBG.rsp [SHA-1] [PredictionResistance = True] [EntropyInputLen = 128] [NonceLen = 64]
     * [PersonalizationStringLen = 128] [AdditionalInputLen = 0] [ReturnedBitsLen = 640] COUNT = 0
     * Quoted in Mbed-TLS/mbedtls tests/suites/test_suite_hmac_drbg.pr.data, "HMAC_DRBG NIST CAVS 14.3 PR True (SHA-1, 128, 0) #0"
     */
    {KAT_PR, &cairn_hash_sha1, "SHA-1 pr_true COUNT 0 P128 A0",
     "db8128c27eaf3a39d5019785aa35b20c",
     "3977437fd75e8032",
     "4f8060506daf40819c7c58630151edc7",
     "ed340ddbe1b29eb9bedb3048a3fdd06a",
     "a957c5cff00eb87549c307400d4059d0",
     "",
     "",
     "",
     "4ac933b7de803c266461493a19dbb00e9db25ee768165781fc9a70c67c4e8a92db36471e3cb1714fbb65e17d74770061"
     "b0abae52be34a604d87e56a4ae1e90c6533cc764aa7419b5439e3efa193934bb"},
#endif
#if CAIRN_ENABLE_SHA256
    /* drbgvectors_pr_true/HMAC_DRBG.rsp [SHA-256] [PredictionResistance = True] [EntropyInputLen = 256] [NonceLen = 128]
     * [PersonalizationStringLen = 0] [AdditionalInputLen = 0] [ReturnedBitsLen = 1024] COUNT = 0
     * Quoted in Mbed-TLS/mbedtls tests/suites/test_suite_hmac_drbg.pr.data, "HMAC_DRBG NIST CAVS 14.3 PR True (SHA-256, 0, 0) #0"
     */
    {KAT_PR, &cairn_hash_sha256, "SHA-256 pr_true COUNT 0 P0 A0",
     "9969e54b4703ff31785b879a7e5c0eae0d3e309559e9fe96b0676d49d591ea4d",
     "07d20d46d064757d3023cac2376127ab",
     "",
     "c60f2999100f738c10f74792676a3fc4a262d13721798046e29a295181569f54",
     "c11d4524c9071bd3096015fcf7bc24a607f22fa065c937658a2a77a8699089f4",
     "",
     "",
     "",
     "abc015856094803a938dffd20da94843870ef935b82cfec17706b8f551b8385044235dd44b599f94b39be78dd476e0cf"
     "11309c995a7334e0a78b37bc9586235086fa3b637ba91cf8fb65efa22a589c137531aa7b2d4e2607aac27292b01c698e"
     "6e01ae679eb87c01a89c7422d4372d6d754ababb4bf896fcb1cd09d692d0283f"},
#endif
#if CAIRN_ENABLE_SHA256
    /* drbgvectors_pr_true/HMAC_DRBG.rsp [SHA-256] [PredictionResistance = True] [EntropyInputLen = 256] [NonceLen = 128]
     * [PersonalizationStringLen = 0] [AdditionalInputLen = 256] [ReturnedBitsLen = 1024] COUNT = 0
     * Quoted in Mbed-TLS/mbedtls tests/suites/test_suite_hmac_drbg.pr.data, "HMAC_DRBG NIST CAVS 14.3 PR True (SHA-256, 0, 256) #0"
     */
    {KAT_PR, &cairn_hash_sha256, "SHA-256 pr_true COUNT 0 P0 A256",
     "2cad88b2b6a06e703de46185ccb2ddcf5e0ee030995ebdf95cc4fbc38441f17f",
     "32310770e04172c0cf91f6590cce44a4",
     "",
     "448bfbc5ce9e3b9da3e9642daecd994dfe373e75253e8eb585141224eca7ad7b",
     "afb57f69799c0b892b3015990e133698d543aa87829ace868e4a5e9525d62357",
     "",
     "ef6da5e6530e0d621749ab192e06327e995c3ac0c3963ab8c8cd2df2839ab5df",
     "44278b31ed853f0a510bd14650ac4b4971d8b426799a43511d016be68dedbb8d",
     "4c7dfbe509dc5a3ac26998723c6a44cad20b197fc86117c778d1568ab828923862885e97198f77a1cb45113f5d78726a"
     "0f120aec94afc45f57c8dcc1cb092b343480012858ef5bc559f57023442209326ec4a54d91ca3a77dfdf9e75f117cef5"
     "0e6fd2dc9af6ddce8e6515b4a97357a97b6cd274f68a042fa41bbd7b7261b034"},
#endif
#if CAIRN_ENABLE_SHA256
    /* drbgvectors_no_reseed/HMAC_DRBG.rsp [SHA-256] [PredictionResistance = False] [EntropyInputLen = 256] [NonceLen = 128]
     * [PersonalizationStringLen = 0] [AdditionalInputLen = 0] [ReturnedBitsLen = 1024] COUNT = 0
     * Quoted in patrickfav/dice src/test/java/at/favre/tools/dice/rnd/HmacDrbgSha256NistTestVectors.java, testHmacDrbgNistCase0
     * (the same case is quoted with its section header and COUNT = 0 in several public suites (e.g. a Go test and the VST Coq HMAC_DRBG proofs, "HMAC_DRBG.txt lines 8424--8685"))
     */
    {KAT_NO_RESEED, &cairn_hash_sha256, "SHA-256 no_reseed COUNT 0 P0 A0",
     "ca851911349384bffe89de1cbdc46e6831e44d34a4fb935ee285dd14b71a7488",
     "659ba96c601dc69fc902940805ec0ca8",
     "",
     "",
     "",
     "",
     "",
     "",
     "e528e9abf2dece54d47c7e75e5fe302149f817ea9fb4bee6f4199697d04d5b89d54fbb978a15b5c443c9ec21036d2460"
     "b6f73ebad0dc2aba6e624abf07745bc107694bb7547bb0995f70de25d6b29e2d3011bb19d27676c07162c8b5ccde0668"
     "961df86803482cb37ed6d5c0bb8d50cf1f50d476aa0458bdaba806f48be9dcb8"},
#endif
#if CAIRN_ENABLE_SHA256
    /* drbgvectors_no_reseed/HMAC_DRBG.rsp [SHA-256] [PredictionResistance = False] [EntropyInputLen = 256] [NonceLen = 128]
     * [PersonalizationStringLen = 256] [AdditionalInputLen = 0] [ReturnedBitsLen = 1024] COUNT = 0
     * Quoted in patrickfav/dice src/test/java/at/favre/tools/dice/rnd/HmacDrbgSha256NistTestVectors.java, testHmacDrbgNistWithPersonalizationCase0
     */
    {KAT_NO_RESEED, &cairn_hash_sha256, "SHA-256 no_reseed COUNT 0 P256 A0",
     "5cacc68165a2e2ee20812f35ec73a79dbf30fd475476ac0c44fc6174cdac2b55",
     "6f885496c1e63af620becd9e71ecb824",
     "e72dd8590d4ed5295515c35ed6199e9d211b8f069b3058caa6670b96ef1208d0",
     "",
     "",
     "",
     "",
     "",
     "f1012cf543f94533df27fedfbf58e5b79a3dc517a9c402bdbfc9a0c0f721f9d53faf4aafdc4b8f7a1b580fcaa52338d4"
     "bd95f58966a243cdcd3f446ed4bc546d9f607b190dd69954450d16cd0e2d6437067d8b44d19a6af7a7cfa8794e5fbd72"
     "8e8fb2f2e8db5dd4ff1aa275f35886098e80ff844886060da8b1e7137846b23b"},
#endif
};


/* hex -> malloc'd bytes; the empty string is a zero-length buffer. */
static uint8_t *hx(const char *hex, size_t *len)
{
    uint8_t *p = tu_unhex(hex, len);
    if (p == NULL) {
        fprintf(stderr, "bad hex in the test table: %.40s\n", hex);
        exit(1);
    }
    return p;
}

static void run_kat(const drbg_kat *k)
{
    cairn_hmac_drbg d;
    size_t el, nl, pl, r1l, r2l, a0l, a1l, a2l, outl;
    uint8_t *e = hx(k->entropy, &el), *n = hx(k->nonce, &nl), *p = hx(k->pers, &pl);
    uint8_t *r1 = hx(k->entropy1, &r1l), *r2 = hx(k->entropy2, &r2l);
    uint8_t *a0 = hx(k->addl0, &a0l), *a1 = hx(k->addl1, &a1l), *a2 = hx(k->addl2, &a2l);
    uint8_t *want = hx(k->returned, &outl);
    uint8_t *got = malloc(outl);

    CHECK_RC(cairn_hmac_drbg_instantiate(&d, k->hash, e, el, n, nl, p, pl), CAIRN_OK, k->name);
    if (k->kind == KAT_PR) {
        CHECK_RC(cairn_hmac_drbg_reseed(&d, r1, r1l, a1, a1l), CAIRN_OK, k->name);
        CHECK_RC(cairn_hmac_drbg_generate(&d, got, outl, NULL, 0), CAIRN_OK, k->name);
        CHECK_RC(cairn_hmac_drbg_reseed(&d, r2, r2l, a2, a2l), CAIRN_OK, k->name);
        CHECK_RC(cairn_hmac_drbg_generate(&d, got, outl, NULL, 0), CAIRN_OK, k->name);
    } else {
        if (k->kind == KAT_RESEED)
            CHECK_RC(cairn_hmac_drbg_reseed(&d, r1, r1l, a0, a0l), CAIRN_OK, k->name);
        CHECK_RC(cairn_hmac_drbg_generate(&d, got, outl, a1, a1l), CAIRN_OK, k->name);
        CHECK_RC(cairn_hmac_drbg_generate(&d, got, outl, a2, a2l), CAIRN_OK, k->name);
    }
    CHECK_MEM(got, want, outl, k->name);

    /* The cairn_rng_fn adapter is generate without additional input, so the
     * cases that have none must give the same answer through it. */
    if (a0l == 0 && a1l == 0 && a2l == 0 && k->kind != KAT_PR) {
        memset(got, 0, outl);
        CHECK_RC(cairn_hmac_drbg_instantiate(&d, k->hash, e, el, n, nl, p, pl), CAIRN_OK, k->name);
        if (k->kind == KAT_RESEED)
            CHECK_RC(cairn_hmac_drbg_reseed(&d, r1, r1l, NULL, 0), CAIRN_OK, k->name);
        CHECK_RC(cairn_hmac_drbg_rng(&d, got, outl), CAIRN_OK, k->name);
        CHECK_RC(cairn_hmac_drbg_rng(&d, got, outl), CAIRN_OK, k->name);
        CHECK_MEM(got, want, outl, k->name);
    }
    cairn_hmac_drbg_wipe(&d);
    free(e), free(n), free(p), free(r1), free(r2), free(a0), free(a1), free(a2), free(want), free(got);
}

static int all_equal(const uint8_t *p, size_t len, uint8_t v)
{
    size_t i;
    for (i = 0; i < len; i++)
        if (p[i] != v)
            return 0;
    return 1;
}

#if CAIRN_ENABLE_SHA256
#define TEST_HASH (&cairn_hash_sha256)

static const uint8_t seed_a[48] = {
    0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x0e, 0x0f,
    0x10, 0x11, 0x12, 0x13, 0x14, 0x15, 0x16, 0x17, 0x18, 0x19, 0x1a, 0x1b, 0x1c, 0x1d, 0x1e, 0x1f,
    0x20, 0x21, 0x22, 0x23, 0x24, 0x25, 0x26, 0x27, 0x28, 0x29, 0x2a, 0x2b, 0x2c, 0x2d, 0x2e, 0x2f};
static const uint8_t seed_b[48] = {
    0xf0, 0xe1, 0xd2, 0xc3, 0xb4, 0xa5, 0x96, 0x87, 0x78, 0x69, 0x5a, 0x4b, 0x3c, 0x2d, 0x1e, 0x0f,
    0x0f, 0x1e, 0x2d, 0x3c, 0x4b, 0x5a, 0x69, 0x78, 0x87, 0x96, 0xa5, 0xb4, 0xc3, 0xd2, 0xe1, 0xf0,
    0x55, 0xaa, 0x55, 0xaa, 0x55, 0xaa, 0x55, 0xaa, 0x55, 0xaa, 0x55, 0xaa, 0x55, 0xaa, 0x55, 0xaa};


static int seeded(cairn_hmac_drbg *d)
{
    return cairn_hmac_drbg_instantiate(d, TEST_HASH, seed_a, 32, seed_a + 32, 16, NULL, 0);
}

/* A scripted entropy source: hands out seed_b in order, counts its calls,
 * and can be told to fail. */
typedef struct {
    unsigned calls;
    size_t pos;
    int fail;
} script_src;

static int script_entropy(void *state, uint8_t *out, size_t len)
{
    script_src *s = (script_src *)state;
    s->calls++;
    if (s->fail)
        return CAIRN_ERR_RNG;
    if (s->pos + len > sizeof seed_b)
        s->pos = 0;
    memcpy(out, seed_b + s->pos, len);
    s->pos += len;
    return CAIRN_OK;
}

static void test_reseed_counter(void)
{
    cairn_hmac_drbg d, twin;
    uint8_t out[40], ref[40];
    int i;

    CHECK_RC(seeded(&d), CAIRN_OK, "instantiate");
    CHECK(d.reseed_counter == 1, "reseed_counter starts at 1, is %llu", (unsigned long long)d.reseed_counter);
    CHECK(d.reseed_interval == CAIRN_DRBG_RESEED_INTERVAL, "default interval");
    CHECK_RC(seeded(&twin), CAIRN_OK, "instantiate twin");
    CHECK_RC(cairn_hmac_drbg_set_reseed_interval(&d, 3), CAIRN_OK, "interval 3");
    for (i = 0; i < 3; i++) {
        CHECK_RC(cairn_hmac_drbg_generate(&d, out, sizeof out, NULL, 0), CAIRN_OK, "generate within interval");
        CHECK_RC(cairn_hmac_drbg_generate(&twin, ref, sizeof ref, NULL, 0), CAIRN_OK, "twin generate");
        CHECK_MEM(out, ref, sizeof out, "interval does not change the output");
    }
    CHECK(d.reseed_counter == 4, "reseed_counter after 3 generates is %llu", (unsigned long long)d.reseed_counter);
    memset(out, 0xa5, sizeof out);
    CHECK_RC(cairn_hmac_drbg_generate(&d, out, sizeof out, NULL, 0), CAIRN_ERR_RESEED_REQUIRED, "4th generate");
    CHECK(all_equal(out, sizeof out, 0xa5), "a refused generate writes nothing");
    CHECK_RC(cairn_hmac_drbg_generate(&d, out, sizeof out, seed_b, 16), CAIRN_ERR_RESEED_REQUIRED,
             "refused with additional input too");
    CHECK(all_equal(out, sizeof out, 0xa5), "a refused generate writes nothing (addl)");

    /* Reseeding restores service; the refused calls left no trace in the
     * state, so d and its twin stay in step. */
    CHECK_RC(cairn_hmac_drbg_reseed(&d, seed_b, 32, NULL, 0), CAIRN_OK, "reseed");
    CHECK_RC(cairn_hmac_drbg_reseed(&twin, seed_b, 32, NULL, 0), CAIRN_OK, "twin reseed");
    CHECK(d.reseed_counter == 1, "reseed resets the counter to 1");
    for (i = 0; i < 3; i++) {
        CHECK_RC(cairn_hmac_drbg_generate(&d, out, sizeof out, NULL, 0), CAIRN_OK, "generate after reseed");
        CHECK_RC(cairn_hmac_drbg_generate(&twin, ref, sizeof ref, NULL, 0), CAIRN_OK, "twin");
        CHECK_MEM(out, ref, sizeof out, "same stream after a refused generate");
    }
    CHECK_RC(cairn_hmac_drbg_generate(&d, out, sizeof out, NULL, 0), CAIRN_ERR_RESEED_REQUIRED, "again after 3");

    /* interval 1: one generate per seed */
    CHECK_RC(seeded(&d), CAIRN_OK, "instantiate");
    CHECK_RC(cairn_hmac_drbg_set_reseed_interval(&d, 1), CAIRN_OK, "interval 1");
    CHECK_RC(cairn_hmac_drbg_generate(&d, out, sizeof out, NULL, 0), CAIRN_OK, "1st generate");
    CHECK_RC(cairn_hmac_drbg_generate(&d, out, sizeof out, NULL, 0), CAIRN_ERR_RESEED_REQUIRED, "2nd generate");
    /* lowering the interval below the calls already made takes effect at once */
    CHECK_RC(seeded(&d), CAIRN_OK, "instantiate");
    for (i = 0; i < 5; i++)
        CHECK_RC(cairn_hmac_drbg_generate(&d, out, 1, NULL, 0), CAIRN_OK, "generate");
    CHECK_RC(cairn_hmac_drbg_set_reseed_interval(&d, 2), CAIRN_OK, "interval 2");
    CHECK_RC(cairn_hmac_drbg_generate(&d, out, 1, NULL, 0), CAIRN_ERR_RESEED_REQUIRED, "interval lowered");
    CHECK_RC(cairn_hmac_drbg_set_reseed_interval(&d, CAIRN_DRBG_RESEED_INTERVAL), CAIRN_OK, "max interval");
    CHECK_RC(cairn_hmac_drbg_set_reseed_interval(&d, CAIRN_DRBG_RESEED_INTERVAL + 1), CAIRN_ERR_BAD_ARG,
             "interval above 2^48");
    CHECK_RC(cairn_hmac_drbg_set_reseed_interval(&d, 0), CAIRN_ERR_BAD_ARG, "interval 0");
    CHECK(d.reseed_interval == CAIRN_DRBG_RESEED_INTERVAL, "rejected interval leaves the old one");
    /* a new instantiation forgets the interval */
    CHECK_RC(cairn_hmac_drbg_set_reseed_interval(&d, 1), CAIRN_OK, "interval 1");
    CHECK_RC(seeded(&d), CAIRN_OK, "re-instantiate");
    CHECK(d.reseed_interval == CAIRN_DRBG_RESEED_INTERVAL, "instantiate restores the default interval");
    cairn_hmac_drbg_wipe(&d);
    cairn_hmac_drbg_wipe(&twin);
}

static void test_rng_adapter(void)
{
    cairn_hmac_drbg d, ref;
    script_src src = {0, 0, 0};
    uint8_t out[100], want[100], *big, *bigref;
    const size_t bigl = 3 * CAIRN_DRBG_MAX_REQUEST + 3392;
    size_t off;
    int i;

    /* No source attached: the adapter reports the exhausted counter. */
    CHECK_RC(seeded(&d), CAIRN_OK, "instantiate");
    CHECK_RC(cairn_hmac_drbg_set_reseed_interval(&d, 2), CAIRN_OK, "interval 2");
    CHECK_RC(cairn_hmac_drbg_rng(&d, out, sizeof out), CAIRN_OK, "rng 1");
    CHECK_RC(cairn_hmac_drbg_rng(&d, out, sizeof out), CAIRN_OK, "rng 2");
    memset(out, 0xa5, sizeof out);
    CHECK_RC(cairn_hmac_drbg_rng(&d, out, sizeof out), CAIRN_ERR_RESEED_REQUIRED, "rng 3 without a source");
    CHECK(all_equal(out, sizeof out, 0), "failed rng leaves zeros, no stale bytes");

    /* With a source: reseeds by itself, with digest_len bytes from it, and
     * the stream is exactly generate/generate/reseed/generate/... */
    CHECK_RC(seeded(&d), CAIRN_OK, "instantiate");
    CHECK_RC(cairn_hmac_drbg_set_reseed_interval(&d, 2), CAIRN_OK, "interval 2");
    CHECK_RC(cairn_hmac_drbg_set_entropy(&d, script_entropy, &src), CAIRN_OK, "attach source");
    CHECK_RC(seeded(&ref), CAIRN_OK, "instantiate reference");
    for (i = 0; i < 5; i++) {
        CHECK_RC(cairn_hmac_drbg_rng(&d, out, sizeof out), CAIRN_OK, "rng with source");
        /* the source hands out seed_b[0..32) and then, wrapping, the same again */
        if (i == 2 || i == 4)
            CHECK_RC(cairn_hmac_drbg_reseed(&ref, seed_b, 32, NULL, 0), CAIRN_OK, "reference reseed");
        CHECK_RC(cairn_hmac_drbg_generate(&ref, want, sizeof want, NULL, 0), CAIRN_OK, "reference generate");
        CHECK_MEM(out, want, sizeof out, "self-reseeding rng = generate with explicit reseeds");
    }
    CHECK(src.calls == 2, "source called %u times, want 2", src.calls);

    /* A failing source: not consulted while the counter allows one more
     * generate, then CAIRN_ERR_RNG with nothing usable in out. */
    src.fail = 1;
    CHECK_RC(cairn_hmac_drbg_rng(&d, out, sizeof out), CAIRN_OK, "last generate before the reseed");
    CHECK(src.calls == 2, "source not called while the counter allows");
    memset(out, 0xa5, sizeof out);
    CHECK_RC(cairn_hmac_drbg_rng(&d, out, sizeof out), CAIRN_ERR_RNG, "source fails");
    CHECK(all_equal(out, sizeof out, 0), "failed rng output is zeroed");
    CHECK_RC(cairn_hmac_drbg_set_entropy(&d, NULL, NULL), CAIRN_OK, "detach");
    CHECK_RC(cairn_hmac_drbg_rng(&d, out, sizeof out), CAIRN_ERR_RESEED_REQUIRED, "detached source");

    /* Requests above CAIRN_DRBG_MAX_REQUEST are split into maximal generates. */
    big = malloc(bigl);
    bigref = malloc(bigl);
    CHECK_RC(seeded(&d), CAIRN_OK, "instantiate");
    CHECK_RC(seeded(&ref), CAIRN_OK, "instantiate reference");
    CHECK_RC(cairn_hmac_drbg_rng(&d, big, bigl), CAIRN_OK, "rng of 3.05 max requests");
    for (off = 0; off < bigl; off += CAIRN_DRBG_MAX_REQUEST) {
        size_t n = bigl - off < CAIRN_DRBG_MAX_REQUEST ? bigl - off : CAIRN_DRBG_MAX_REQUEST;
        CHECK_RC(cairn_hmac_drbg_generate(&ref, bigref + off, n, NULL, 0), CAIRN_OK, "reference chunk");
    }
    CHECK_MEM(big, bigref, bigl, "rng splits at CAIRN_DRBG_MAX_REQUEST");
    CHECK(d.reseed_counter == 5, "4 generates for the split request");
    /* and a split request also reseeds in the middle when it must */
    src.fail = 0;
    src.pos = 0;
    src.calls = 0;
    CHECK_RC(seeded(&d), CAIRN_OK, "instantiate");
    CHECK_RC(cairn_hmac_drbg_set_reseed_interval(&d, 2), CAIRN_OK, "interval 2");
    CHECK_RC(cairn_hmac_drbg_set_entropy(&d, script_entropy, &src), CAIRN_OK, "attach");
    CHECK_RC(cairn_hmac_drbg_rng(&d, big, bigl), CAIRN_OK, "split request across a reseed");
    CHECK(src.calls == 1, "one reseed inside a 4-chunk request with interval 2 (calls %u)", src.calls);
    CHECK(memcmp(big, bigref, 2 * CAIRN_DRBG_MAX_REQUEST) == 0, "chunks before the reseed match");
    CHECK(memcmp(big + 2 * CAIRN_DRBG_MAX_REQUEST, bigref + 2 * CAIRN_DRBG_MAX_REQUEST,
                 bigl - 2 * CAIRN_DRBG_MAX_REQUEST) != 0,
          "chunks after the reseed differ");
    free(big);
    free(bigref);

    CHECK_RC(cairn_hmac_drbg_rng(&d, out, 0), CAIRN_OK, "rng len 0");
    CHECK_RC(cairn_hmac_drbg_rng(NULL, out, sizeof out), CAIRN_ERR_BAD_ARG, "rng NULL state");
    CHECK_RC(cairn_hmac_drbg_rng(&d, NULL, sizeof out), CAIRN_ERR_BAD_ARG, "rng NULL out");
    cairn_hmac_drbg_wipe(&d);
    CHECK_RC(cairn_hmac_drbg_rng(&d, out, sizeof out), CAIRN_ERR_STATE, "rng after wipe");
    cairn_hmac_drbg_wipe(&ref);
}

static uint8_t huge[CAIRN_DRBG_MAX_INPUT + 1];

static void test_bad_input(void)
{
    cairn_hmac_drbg d, twin;
    uint8_t out[64], ref[64];
    const cairn_hash *xof = NULL;

    memset(&d, 0, sizeof d);
    CHECK_RC(cairn_hmac_drbg_generate(&d, out, sizeof out, NULL, 0), CAIRN_ERR_STATE, "generate before instantiate");
    CHECK_RC(cairn_hmac_drbg_reseed(&d, seed_a, 32, NULL, 0), CAIRN_ERR_STATE, "reseed before instantiate");
    CHECK_RC(cairn_hmac_drbg_set_reseed_interval(&d, 5), CAIRN_ERR_STATE, "interval before instantiate");
    CHECK_RC(cairn_hmac_drbg_set_entropy(&d, cairn_os_entropy, NULL), CAIRN_ERR_STATE, "source before instantiate");
    CHECK_RC(cairn_hmac_drbg_rng(&d, out, sizeof out), CAIRN_ERR_STATE, "rng before instantiate");

    /* instantiate */
    CHECK_RC(cairn_hmac_drbg_instantiate(NULL, TEST_HASH, seed_a, 32, NULL, 0, NULL, 0), CAIRN_ERR_BAD_ARG, "NULL drbg");
    CHECK_RC(cairn_hmac_drbg_instantiate(&d, NULL, seed_a, 32, NULL, 0, NULL, 0), CAIRN_ERR_BAD_ARG, "NULL hash");
    CHECK_RC(cairn_hmac_drbg_instantiate(&d, TEST_HASH, NULL, 32, NULL, 0, NULL, 0), CAIRN_ERR_BAD_ARG, "NULL entropy");
    CHECK_RC(cairn_hmac_drbg_instantiate(&d, TEST_HASH, NULL, 0, NULL, 0, NULL, 0), CAIRN_ERR_BAD_ARG,
             "NULL entropy, length 0");
    CHECK_RC(cairn_hmac_drbg_instantiate(&d, TEST_HASH, seed_a, 32, NULL, 16, NULL, 0), CAIRN_ERR_BAD_ARG,
             "NULL nonce with length");
    CHECK_RC(cairn_hmac_drbg_instantiate(&d, TEST_HASH, seed_a, 32, NULL, 0, NULL, 1), CAIRN_ERR_BAD_ARG,
             "NULL personalisation with length");
    CHECK_RC(cairn_hmac_drbg_instantiate(&d, TEST_HASH, seed_a, 31, NULL, 0, NULL, 0), CAIRN_ERR_BAD_LENGTH,
             "31 bytes of entropy for SHA-256");
    CHECK_RC(cairn_hmac_drbg_instantiate(&d, TEST_HASH, huge, sizeof huge, NULL, 0, NULL, 0), CAIRN_ERR_BAD_LENGTH,
             "entropy above CAIRN_DRBG_MAX_INPUT");
    CHECK_RC(cairn_hmac_drbg_instantiate(&d, TEST_HASH, seed_a, 32, huge, sizeof huge, NULL, 0),
             CAIRN_ERR_BAD_LENGTH, "nonce above CAIRN_DRBG_MAX_INPUT");
    CHECK_RC(cairn_hmac_drbg_instantiate(&d, TEST_HASH, seed_a, 32, NULL, 0, huge, sizeof huge),
             CAIRN_ERR_BAD_LENGTH, "personalisation above CAIRN_DRBG_MAX_INPUT");
    CHECK(d.instantiated == 0, "failed instantiate leaves the DRBG unusable");
    CHECK_RC(cairn_hmac_drbg_instantiate(&d, TEST_HASH, huge, CAIRN_DRBG_MAX_INPUT, huge, CAIRN_DRBG_MAX_INPUT, huge,
                                         CAIRN_DRBG_MAX_INPUT),
             CAIRN_OK, "every input at CAIRN_DRBG_MAX_INPUT");
    CHECK_RC(cairn_hmac_drbg_instantiate(&d, TEST_HASH, seed_a, 32, NULL, 0, NULL, 0), CAIRN_OK,
             "no nonce, no personalisation");
#if CAIRN_ENABLE_SHA1
    CHECK_RC(cairn_hmac_drbg_instantiate(&d, &cairn_hash_sha1, seed_a, 15, NULL, 0, NULL, 0), CAIRN_ERR_BAD_LENGTH,
             "15 bytes for SHA-1");
    CHECK_RC(cairn_hmac_drbg_instantiate(&d, &cairn_hash_sha1, seed_a, 16, NULL, 0, NULL, 0), CAIRN_OK,
             "16 bytes for SHA-1");
    CHECK(cairn_hmac_drbg_strength(&cairn_hash_sha1) == 16, "SHA-1 strength");
#endif
    CHECK(cairn_hmac_drbg_strength(&cairn_hash_sha224) == 24, "SHA-224 strength");
    CHECK(cairn_hmac_drbg_strength(&cairn_hash_sha256) == 32, "SHA-256 strength");
    CHECK_RC(cairn_hmac_drbg_instantiate(&d, &cairn_hash_sha224, seed_a, 23, NULL, 0, NULL, 0), CAIRN_ERR_BAD_LENGTH,
             "23 bytes for SHA-224");
    CHECK_RC(cairn_hmac_drbg_instantiate(&d, &cairn_hash_sha224, seed_a, 24, NULL, 0, NULL, 0), CAIRN_OK,
             "24 bytes for SHA-224");
#if CAIRN_ENABLE_SHA512
    CHECK(cairn_hmac_drbg_strength(&cairn_hash_sha512) == 32, "SHA-512 strength");
    CHECK(cairn_hmac_drbg_strength(&cairn_hash_sha384) == 32, "SHA-384 strength");
    CHECK(cairn_hmac_drbg_strength(&cairn_hash_sha512_224) == 24, "SHA-512/224 strength");
#endif
    CHECK(cairn_hmac_drbg_strength(NULL) == 0, "strength of NULL");
#if CAIRN_ENABLE_SHA3
    xof = &cairn_hash_shake128;
#elif CAIRN_ENABLE_ASCON
    xof = &cairn_hash_ascon_xof128;
#endif
    if (xof != NULL) {
        CHECK_RC(cairn_hmac_drbg_instantiate(&d, xof, seed_a, 48, NULL, 0, NULL, 0), CAIRN_ERR_UNSUPPORTED,
                 "XOF descriptor");
        CHECK(cairn_hmac_drbg_strength(xof) == 0, "strength of an XOF");
    } else {
        tu_skip("no XOF in this build");
    }

    /* generate / reseed on an instantiated DRBG; every refused call must
     * leave the state as it was, so d and twin stay in step. */
    CHECK_RC(seeded(&d), CAIRN_OK, "instantiate");
    CHECK_RC(seeded(&twin), CAIRN_OK, "instantiate twin");
    memset(out, 0xa5, sizeof out);
    CHECK_RC(cairn_hmac_drbg_generate(NULL, out, sizeof out, NULL, 0), CAIRN_ERR_BAD_ARG, "generate NULL drbg");
    CHECK_RC(cairn_hmac_drbg_generate(&d, NULL, sizeof out, NULL, 0), CAIRN_ERR_BAD_ARG, "generate NULL out");
    CHECK_RC(cairn_hmac_drbg_generate(&d, out, sizeof out, NULL, 1), CAIRN_ERR_BAD_ARG, "NULL addl with length");
    CHECK_RC(cairn_hmac_drbg_generate(&d, out, CAIRN_DRBG_MAX_REQUEST + 1, NULL, 0), CAIRN_ERR_BAD_LENGTH,
             "request above CAIRN_DRBG_MAX_REQUEST");
    CHECK_RC(cairn_hmac_drbg_generate(&d, out, sizeof out, huge, sizeof huge), CAIRN_ERR_BAD_LENGTH,
             "additional input above CAIRN_DRBG_MAX_INPUT");
    CHECK(all_equal(out, sizeof out, 0xa5), "refused generates wrote nothing");
    CHECK_RC(cairn_hmac_drbg_reseed(NULL, seed_b, 32, NULL, 0), CAIRN_ERR_BAD_ARG, "reseed NULL drbg");
    CHECK_RC(cairn_hmac_drbg_reseed(&d, NULL, 32, NULL, 0), CAIRN_ERR_BAD_ARG, "reseed NULL entropy");
    CHECK_RC(cairn_hmac_drbg_reseed(&d, seed_b, 32, NULL, 5), CAIRN_ERR_BAD_ARG, "reseed NULL addl with length");
    CHECK_RC(cairn_hmac_drbg_reseed(&d, seed_b, 31, NULL, 0), CAIRN_ERR_BAD_LENGTH, "reseed below strength");
    CHECK_RC(cairn_hmac_drbg_reseed(&d, huge, sizeof huge, NULL, 0), CAIRN_ERR_BAD_LENGTH, "reseed entropy too long");
    CHECK_RC(cairn_hmac_drbg_reseed(&d, seed_b, 32, huge, sizeof huge), CAIRN_ERR_BAD_LENGTH, "reseed addl too long");
    CHECK_RC(cairn_hmac_drbg_set_reseed_interval(NULL, 5), CAIRN_ERR_BAD_ARG, "interval NULL drbg");
    CHECK_RC(cairn_hmac_drbg_set_entropy(NULL, cairn_os_entropy, NULL), CAIRN_ERR_BAD_ARG, "source NULL drbg");
    CHECK_RC(cairn_hmac_drbg_instantiate(&d, TEST_HASH, seed_b, 8, NULL, 0, NULL, 0), CAIRN_ERR_BAD_LENGTH,
             "refused re-instantiate");
    CHECK_RC(cairn_hmac_drbg_generate(&d, out, sizeof out, NULL, 0), CAIRN_OK, "generate");
    CHECK_RC(cairn_hmac_drbg_generate(&twin, ref, sizeof ref, NULL, 0), CAIRN_OK, "twin generate");
    CHECK_MEM(out, ref, sizeof out, "refused calls did not touch the state");

    /* boundaries that are allowed */
    CHECK_RC(cairn_hmac_drbg_generate(&d, huge, CAIRN_DRBG_MAX_REQUEST, huge, CAIRN_DRBG_MAX_INPUT), CAIRN_OK,
             "request of exactly CAIRN_DRBG_MAX_REQUEST with maximal additional input");
    CHECK_RC(cairn_hmac_drbg_generate(&d, out, 0, NULL, 0), CAIRN_OK, "zero-length request");
    CHECK_RC(cairn_hmac_drbg_reseed(&d, huge, CAIRN_DRBG_MAX_INPUT, huge, CAIRN_DRBG_MAX_INPUT), CAIRN_OK,
             "reseed with maximal inputs");

    /* additional input and personalisation change the output */
    CHECK_RC(seeded(&d), CAIRN_OK, "instantiate");
    CHECK_RC(seeded(&twin), CAIRN_OK, "instantiate twin");
    CHECK_RC(cairn_hmac_drbg_generate(&d, out, sizeof out, seed_b, 1), CAIRN_OK, "generate with 1 byte addl");
    CHECK_RC(cairn_hmac_drbg_generate(&twin, ref, sizeof ref, NULL, 0), CAIRN_OK, "generate without");
    CHECK(memcmp(out, ref, sizeof out) != 0, "additional input is used");
    CHECK_RC(cairn_hmac_drbg_instantiate(&d, TEST_HASH, seed_a, 32, seed_a + 32, 16, seed_b, 1), CAIRN_OK,
             "instantiate with personalisation");
    CHECK_RC(seeded(&twin), CAIRN_OK, "instantiate twin");
    CHECK_RC(cairn_hmac_drbg_generate(&d, out, sizeof out, NULL, 0), CAIRN_OK, "generate");
    CHECK_RC(cairn_hmac_drbg_generate(&twin, ref, sizeof ref, NULL, 0), CAIRN_OK, "generate");
    CHECK(memcmp(out, ref, sizeof out) != 0, "personalisation is used");

    cairn_hmac_drbg_wipe(&d);
    CHECK(all_equal((const uint8_t *)&d, sizeof d, 0), "wipe zeroes the whole state");
    CHECK_RC(cairn_hmac_drbg_generate(&d, out, sizeof out, NULL, 0), CAIRN_ERR_STATE, "generate after wipe");
    cairn_hmac_drbg_wipe(NULL);
    cairn_hmac_drbg_wipe(&twin);
}
#endif /* CAIRN_ENABLE_SHA256 */

/* ---------------------------------------------------------------- OS entropy */

#if CAIRN_HOSTED && !defined(_WIN32)
typedef int (*fill_fn)(uint8_t *out, size_t len);

static int fill_os(uint8_t *out, size_t len) { return cairn_os_entropy(NULL, out, len); }

/* Shape checks that cannot fail by chance: for 1 MiB of uniform bytes each
 * value appears 4096 times on average with a standard deviation of 64, so a
 * count outside 4096 +- 1000 (15 sigma), a missing value or a repeated
 * 64-byte output all mean the source is broken. */
static void check_source(const char *what, fill_fn fill, size_t bigl)
{
    static unsigned long hist[256];
    uint8_t a[64], b[64], small[300];
    uint8_t *big = malloc(bigl);
    size_t i, n, lo = (size_t)-1, hi = 0, missing = 0;
    const size_t lens[] = {1, 2, 3, 7, 16, 31, 32, 33, 255, 256, 257, 299};
    char msg[96];

    CHECK_RC(fill(a, 0), CAIRN_OK, what);
    CHECK_RC(fill(NULL, 16), CAIRN_ERR_BAD_ARG, what);
    for (i = 0; i < sizeof lens / sizeof lens[0]; i++) {
        memset(small, 0, sizeof small);
        small[lens[i]] = 0x5c;
        snprintf(msg, sizeof msg, "%s: %zu bytes", what, lens[i]);
        CHECK_RC(fill(small, lens[i]), CAIRN_OK, msg);
        CHECK(small[lens[i]] == 0x5c, "%s wrote past the end", msg);
    }
    /* a 32-byte fill being all zero has probability 2^-256 */
    memset(small, 0, sizeof small);
    CHECK_RC(fill(small, 32), CAIRN_OK, what);
    CHECK(!all_equal(small, 32, 0), "%s: 32 bytes not all zero", what);
    CHECK_RC(fill(a, sizeof a), CAIRN_OK, what);
    CHECK_RC(fill(b, sizeof b), CAIRN_OK, what);
    CHECK(memcmp(a, b, sizeof a) != 0, "%s: two calls differ", what);

    memset(big, 0, bigl);
    CHECK_RC(fill(big, bigl), CAIRN_OK, what);
    /* histogram of the last MiB: catches a fill loop that stops after a short read */
    memset(hist, 0, sizeof hist);
    for (i = bigl - ((size_t)1 << 20); i < bigl; i++)
        hist[big[i]]++;
    for (i = 0; i < 256; i++) {
        n = hist[i];
        missing += n == 0;
        lo = n < lo ? n : lo;
        hi = n > hi ? n : hi;
    }
    CHECK(missing == 0, "%s: %zu byte values never seen in 1 MiB", what, missing);
    CHECK(lo >= 3096 && hi <= 5096, "%s: byte counts in [%zu, %zu], want within 4096 +- 1000", what, lo, hi);
    memset(hist, 0, sizeof hist);
    for (i = 0; i < ((size_t)1 << 20); i++)
        hist[big[i]]++;
    for (i = 0, missing = 0; i < 256; i++)
        missing += hist[i] == 0 || hist[i] < 3096 || hist[i] > 5096;
    CHECK(missing == 0, "%s: first MiB histogram off for %zu values", what, missing);
    free(big);
}
#endif

static void test_os_entropy(void)
{
#if CAIRN_HOSTED && !defined(_WIN32)
    uint8_t buf[64];
    /* 33 MiB is above what one getrandom()/read() call delivers (32 MiB - 1
     * on Linux before 5.18, and cairn never asks for more per call), so the
     * fill loops must continue; the histogram of the last MiB checks they did. */
    check_source("cairn_os_entropy", fill_os, (size_t)33 << 20);
    check_source("cairn_os_entropy_urandom", cairn_os_entropy_urandom, (size_t)33 << 20);
    CHECK_RC(cairn_os_entropy(buf, buf, 16), CAIRN_OK, "state is ignored");
#if CAIRN_ENABLE_SHA256
    {
        /* the OS source as the DRBG's reseed source */
        cairn_hmac_drbg d;
        uint8_t seed[48], out[256];
        int i;
        CHECK_RC(cairn_os_entropy(NULL, seed, sizeof seed), CAIRN_OK, "seed");
        CHECK_RC(cairn_hmac_drbg_instantiate(&d, TEST_HASH, seed, 32, seed + 32, 16, NULL, 0), CAIRN_OK, "inst");
        CHECK_RC(cairn_hmac_drbg_set_reseed_interval(&d, 1), CAIRN_OK, "interval 1");
        CHECK_RC(cairn_hmac_drbg_set_entropy(&d, cairn_os_entropy, NULL), CAIRN_OK, "attach OS source");
        for (i = 0; i < 100; i++)
            CHECK_RC(cairn_hmac_drbg_rng(&d, out, sizeof out), CAIRN_OK, "rng reseeding from the OS every call");
        cairn_hmac_drbg_wipe(&d);
    }
#endif
#else
    uint8_t buf[16];
    CHECK_RC(cairn_os_entropy(NULL, buf, sizeof buf), CAIRN_ERR_UNSUPPORTED, "no OS entropy in this build");
    CHECK_RC(cairn_os_entropy_urandom(buf, sizeof buf), CAIRN_ERR_UNSUPPORTED, "no /dev/urandom in this build");
#endif
}

int main(void)
{
    size_t i, nkat = sizeof kats / sizeof kats[0]; /* (0 in a build without SHA-1, SHA-256 and SHA-512) */
    for (i = 0; i < nkat; i++)
        run_kat(&kats[i]);
    printf("test_drbg: %zu CAVP known-answer cases\n", nkat);
#if CAIRN_ENABLE_SHA256
    test_reseed_counter();
    test_rng_adapter();
    test_bad_input();
#else
    tu_skip("DRBG API tests need SHA-256");
#endif
    test_os_entropy();
    return tu_finish("test_drbg");
}
