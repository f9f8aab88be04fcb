#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""An independent model of cairn_rsa_generate (src/pk/rsa_gen.c) on a fixed
random stream, written from FIPS 186-5 A.1.3 and the order of rng use that
rsa_gen.c documents, with Python's integers and a plain Miller-Rabin. Its
output is the known answer of tests/test_rsa_gen.c: the test checks that the
C code builds the same candidates, rejects the same ones and keeps the same
primes, not only that it is deterministic.

  scripts/rsa-keygen-model.py BITS E SEED     (SEED: the stream's seed, ASCII)

prints p, q, n and d in hex, and how many bytes of the stream were used;

  scripts/rsa-keygen-model.py BITS E PREFIX COUNT

prints, for the seeds PREFIX0 .. PREFIX<COUNT-1>, the bytes used and the
first 8 bytes of SHA-256 of n (big-endian, bits/8 rounded up bytes): many
keys in little space, since one key alone can miss a difference (witnesses
and candidates are drawn in chunks of one size, so two variants of the
algorithm often re-align on the stream and keep the same primes).

The stream: SHA-256(SEED || i) for i = 0, 1, 2, ... (i as 4 big-endian
bytes), concatenated; each rng call takes the next bytes of it.

Per prime of h = BITS/2 bits, up to 5h candidates:
  - ceil(h/8) bytes, big-endian, cut to h bits; bits h-1, h-2 and 0 set;
  - rejected without a Miller-Rabin test when (for q) |p - q| <= 2^(h-100),
    gcd(c - 1, e) != 1, or one of the first 1024 (h < 768), 2048 (h < 1536)
    or 4096 odd primes divides c;
  - otherwise Miller-Rabin with the rounds of FIPS 186-5 table B.1 (5 from
    1024 bits, 4 from 1536, 7 below 1024), every round drawn and run: a
    witness is 1 + r for the first r of ceil(b/8) bytes cut to b bits, b the
    bit length of c - 2, with 1 <= r < c - 2 (the others discarded);
  - the first candidate that passes every round, and with c - 1 not a
    multiple of 2^65, is the prime.
Then d = e^-1 mod lcm(p - 1, q - 1); d <= 2^h starts over with a new p.
"""
import hashlib
import math
import sys

TD_PRIMES = 4096
MAX_S = 64


class Stream:
    def __init__(self, seed):
        self.seed = seed
        self.counter = 0
        self.buf = b""
        self.used = 0

    def take(self, n):
        while len(self.buf) < n:
            self.buf += hashlib.sha256(self.seed + self.counter.to_bytes(4, "big")).digest()
            self.counter += 1
        out, self.buf = self.buf[:n], self.buf[n:]
        self.used += n
        return out


def odd_primes(count):
    out, c = [], 3
    while len(out) < count:
        if all(c % p for p in out if p * p <= c):
            out.append(c)
        c += 2
    return out


SMALL = odd_primes(TD_PRIMES)


def td_primes(h):
    if h < 768:
        return 1024
    if h < 1536:
        return 2048
    return 4096


def mr_rounds(bits):
    if bits >= 1536:
        return 4
    if bits >= 1024:
        return 5
    return 7


def witness(stream, w):
    m = w - 2
    bits = m.bit_length()
    for _ in range(256):
        r = int.from_bytes(stream.take((bits + 7) // 8), "big") & ((1 << bits) - 1)
        if 1 <= r < m:
            return r + 1
    raise RuntimeError("rng gave no witness")


def strong_probable_prime(w, b):
    d, s = w - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    x = pow(b, d, w)
    if x in (1, w - 1):
        return True
    for _ in range(s - 1):
        x = x * x % w
        if x == w - 1:
            return True
    return False


def gen_prime(stream, h, e, other):
    for _ in range(5 * h):
        c = int.from_bytes(stream.take((h + 7) // 8), "big") & ((1 << h) - 1)
        c |= (1 << (h - 1)) | (1 << (h - 2)) | 1
        if other is not None and abs(c - other) <= 1 << (h - 100):
            continue
        if math.gcd(c - 1, e) != 1:
            continue
        if any(c % p == 0 for p in SMALL[: td_primes(h)]):
            continue
        verdicts = [strong_probable_prime(c, witness(stream, c)) for _ in range(mr_rounds(h))]
        if all(verdicts) and (c - 1) % (1 << (MAX_S + 1)) != 0:
            return c
    raise RuntimeError("no prime in 5h candidates")


def generate(bits, e, seed):
    stream = Stream(seed)
    h = bits // 2
    while True:
        p = gen_prime(stream, h, e, None)
        q = gen_prime(stream, h, e, p)
        lam = (p - 1) * (q - 1) // math.gcd(p - 1, q - 1)
        d = pow(e, -1, lam)
        if d > 1 << h:
            return p, q, p * q, d, stream.used


def main():
    if len(sys.argv) == 5:
        bits, e, prefix, count = int(sys.argv[1]), int(sys.argv[2], 0), sys.argv[3], int(sys.argv[4])
        for i in range(count):
            seed = "%s%d" % (prefix, i)
            p, q, n, d, used = generate(bits, e, seed.encode())
            digest = hashlib.sha256(n.to_bytes((bits + 7) // 8, "big")).hexdigest()[:16]
            print("%s %d %s" % (seed, used, digest))
        return
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    bits, e, seed = int(sys.argv[1]), int(sys.argv[2], 0), sys.argv[3].encode()
    p, q, n, d, used = generate(bits, e, seed)
    assert n.bit_length() == bits
    for name, v in (("p", p), ("q", q), ("n", n), ("d", d)):
        print("%s = %x" % (name, v))
    print("bytes = %d" % used)


if __name__ == "__main__":
    main()
