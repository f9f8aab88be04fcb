/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* A program built against an installed cairn, through find_package and pkg-config. */
#include <cairn.h>
#include <stdio.h>
#include <string.h>

int main(void)
{
    /* FIPS 180-4 example: SHA-256("abc") */
    static const uint8_t want[32] = {0xba, 0x78, 0x16, 0xbf, 0x8f, 0x01, 0xcf, 0xea, 0x41, 0x41, 0x40,
                                     0xde, 0x5d, 0xae, 0x22, 0x23, 0xb0, 0x03, 0x61, 0xa3, 0x96, 0x17,
                                     0x7a, 0x9c, 0xb4, 0x10, 0xff, 0x61, 0xf2, 0x00, 0x15, 0xad};
    uint8_t out[32];
    if (cairn_sha256(out, (const uint8_t *)"abc", 3) != CAIRN_OK || memcmp(out, want, 32) != 0) {
        puts("installed cairn: wrong SHA-256");
        return 1;
    }
    printf("installed cairn %s works\n", cairn_version());
    return 0;
}
