/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Signing into a buffer that overlaps an input, shared by test_curve25519 and
 * test_curve448: both headers allow sig to overlap msg, ctx and keypair, which
 * holds only if the signature is written after the last read of each (the
 * message and context are hashed twice, once after R is known).
 */
#include <string.h>

#include "cairn/common.h"
#include "sign_overlap.h"

/* longer than one SHA-512 block (128 bytes) and one SHAKE256 block (136) */
#define OV_MSG 300
#define OV_CTX 40
#define OV_BASE 200 /* the overlapped input's place in the arena: room for sig on both sides */

enum { OV_ON_MSG, OV_ON_CTX, OV_ON_KEYPAIR, OV_TARGETS };
static const char *const ov_names[OV_TARGETS] = {"msg", "ctx", "keypair"};

/* see sign_overlap.h */
void tu_sign_overlap(const char *name, tu_sign_fn sign, tu_verify_fn verify, size_t siglen, const uint8_t *keypair,
                     size_t kplen, int has_ctx, tu_prng *r)
{
    uint8_t arena[OV_BASE + OV_MSG + 256], msg[OV_MSG], ctx[OV_CTX], ref[128], got[128];
    const uint8_t *pub = keypair + kplen / 2;
    size_t ctxlen = has_ctx ? OV_CTX : 0, target;
    unsigned long cases = 0;

    tu_prng_fill(r, msg, sizeof msg);
    tu_prng_fill(r, ctx, sizeof ctx);
    if (!CHECK(siglen <= sizeof ref && kplen + siglen <= sizeof arena - OV_BASE, "%s: sizes fit the test", name))
        return;
    if (!CHECK_RC(sign(ref, msg, sizeof msg, ctx, ctxlen, keypair), CAIRN_OK, name) ||
        !CHECK_RC(verify(ref, msg, sizeof msg, ctx, ctxlen, pub), CAIRN_OK, name))
        return;
    for (target = 0; target < OV_TARGETS; target++) {
        size_t tlen = target == OV_ON_MSG ? sizeof msg : target == OV_ON_CTX ? ctxlen : kplen;
        /* sig starts this far from the overlapped input's start: ends inside it, ..., starts at its last byte */
        const long deltas[] = {-(long)siglen + 1, -(long)siglen / 2, -1, 0, 1, 7, (long)tlen / 2, (long)tlen - 1};
        size_t i;
        if (tlen == 0)
            continue;
        for (i = 0; i < sizeof deltas / sizeof deltas[0]; i++) {
            uint8_t *in = arena + OV_BASE, *sig = arena + OV_BASE + deltas[i];
            const uint8_t *m = msg, *c = ctx, *kp = keypair;
            char what[160];
            int rc;
            tu_prng_fill(r, arena, sizeof arena);
            if (target == OV_ON_MSG)
                m = (const uint8_t *)memcpy(in, msg, sizeof msg);
            else if (target == OV_ON_CTX)
                c = (const uint8_t *)memcpy(in, ctx, ctxlen);
            else
                kp = (const uint8_t *)memcpy(in, keypair, kplen);
            snprintf(what, sizeof what, "%s: sig at %s%+ld", name, ov_names[target], deltas[i]);
            rc = sign(sig, m, sizeof msg, c, ctxlen, kp);
            CHECK_RC(rc, CAIRN_OK, what);
            memcpy(got, sig, siglen);
            CHECK_MEM(got, ref, siglen, what);
            CHECK_RC(verify(got, msg, sizeof msg, ctx, ctxlen, pub), CAIRN_OK, what);
            cases++;
        }
    }
    printf("%-40s %4lu overlapping signatures (msg, %skeypair)\n", name, cases, has_ctx ? "ctx, " : "");
}
