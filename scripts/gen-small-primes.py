#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 OR MIT
"""Prints the small-prime table of src/bn/bn_prime.c's trial division: the
odd primes from 3 on, stored as half the gap to the next one (one byte
each; the largest gap below 2^16 is 72), since the division walks them in
order anyway.

  scripts/gen-small-primes.py            print the generated C block
  scripts/gen-small-primes.py --update   rewrite that block in src/bn/bn_prime.c

The count is CAIRN_BN_TD_PRIMES of src/bn/bn.h (read from there).
"""
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HEADER = ROOT / "src" / "bn" / "bn.h"
TARGET = ROOT / "src" / "bn" / "bn_prime.c"
BEGIN = "/* BEGIN generated: scripts/gen-small-primes.py */"
END = "/* END generated */"


def count():
    m = re.search(r"#define CAIRN_BN_TD_PRIMES (\d+)", HEADER.read_text())
    if not m:
        sys.exit("CAIRN_BN_TD_PRIMES not found in src/bn/bn.h")
    return int(m.group(1))


def odd_primes(n):
    """The first n odd primes, by a sieve grown until it holds enough."""
    limit = 64
    while True:
        sieve = bytearray([1]) * (limit + 1)
        sieve[0:2] = b"\x00\x00"
        for i in range(2, int(limit**0.5) + 1):
            if sieve[i]:
                sieve[i * i :: i] = bytearray(len(sieve[i * i :: i]))
        primes = [i for i in range(3, limit + 1) if sieve[i]]
        if len(primes) >= n:
            return primes[:n]
        limit *= 2


def block():
    n = count()
    primes = odd_primes(n)
    gaps = [(b - a) // 2 for a, b in zip(primes, primes[1:])]
    assert primes[0] == 3 and max(gaps) < 256
    out = [BEGIN,
           "/* Half the gaps between the first %d odd primes (3 .. %d): prime i + 1 ="
           % (n, primes[-1]),
           " * prime i + 2 gap[i]. */",
           "static const uint8_t td_half_gaps[CAIRN_BN_TD_PRIMES - 1] = {"]
    for i in range(0, len(gaps), 24):
        out.append("    " + ", ".join(str(g) for g in gaps[i : i + 24]) + ",")
    out[-1] = out[-1].rstrip(",")
    out.append("};")
    out.append(END)
    return "\n".join(out) + "\n"


def main():
    text = block()
    if len(sys.argv) > 1 and sys.argv[1] == "--update":
        src = TARGET.read_text()
        start, stop = src.index(BEGIN), src.index(END) + len(END) + 1
        TARGET.write_text(src[:start] + text + src[stop:])
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
