#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# The include graph of the library goes one way (docs/ARCHITECTURE.md, "Layers"):
#  1. no include cycle among the library's headers (src/, include/);
#  2. nothing outside src/accel/ includes a header of src/accel/ (the generic
#     layer never depends on a back end; back ends include generic headers);
#  3. no header outside src/accel/ includes a compiler intrinsics header
#     (immintrin.h, arm_neon.h, ...): those belong to files compiled with
#     their own target flags;
#  4. nothing under include/ includes a header of src/ (the public API stands
#     alone);
#  5. the folders of src/ are layered: a file includes the internal headers of
#     its own folder and of lower layers only (the ranks below: core; the
#     primitives hash, cipher, bn, enc; mac, mode; kdf, rng, aead; the
#     public-key schemes ed, pk, ec; the back ends in accel above all).
# Run by `make lint`; prints every violation and fails on any.
#   check-includes.sh [ROOT]   (a self-test copies src/ and adds a cycle)
set -euo pipefail
root="${1:-$(cd "$(dirname "$0")/.." && pwd)}"
cd "$root"
perl -e '
use strict; use warnings;
my (%inc, @files, $bad);
my %rank = (core => 0, hash => 1, cipher => 1, bn => 1, enc => 1, mac => 2, mode => 2, kdf => 3, rng => 3,
            aead => 3, ed => 4, pk => 4, ec => 4, accel => 9);
for my $f (split /\n/, `find src include -name "*.[ch]" | LC_ALL=C sort`) {
  push @files, $f;
  open(my $h, "<", $f) or die "$f: $!";
  while (<$h>) {
    next unless /^\s*#\s*include\s*([<"])([^>"]+)[>"]/;
    my ($kind, $name) = ($1, $2);
    if ($kind eq "<") {
      if ($name =~ /^(immintrin|x86intrin|emmintrin|smmintrin|tmmintrin|wmmintrin|arm_neon|arm_acle)\.h$/
          && $f =~ /\.h$/ && $f !~ m{^src/accel/}) {
        print "check-includes: $f includes <$name>: intrinsics belong to src/accel/\n"; $bad++;
      }
      next;
    }
    my $t = -e "src/$name" ? "src/$name" : -e "include/$name" ? "include/$name" : undef;
    next unless defined $t;
    push @{$inc{$f}}, $t;
    if ($t =~ m{^src/accel/} && $f !~ m{^src/accel/}) {
      print "check-includes: $f includes $t: the generic layer never includes a back end\n"; $bad++;
    }
    if ($f =~ m{^include/} && $t =~ m{^src/}) {
      print "check-includes: $f includes $t: a public header includes only public headers\n"; $bad++;
    }
    if ($f =~ m{^src/([^/]+)/} && (my $fa = $1) && $t =~ m{^src/([^/]+)/} && (my $ta = $1)) {
      if (!defined $rank{$fa} || !defined $rank{$ta}) {
        print "check-includes: $f includes $t: a folder of src/ without a layer here\n"; $bad++;
      } elsif ($fa ne $ta && $rank{$ta} >= $rank{$fa}) {
        print "check-includes: $f includes $t: $ta is not below $fa in the layers\n"; $bad++;
      }
    }
  }
  close $h;
}
# cycles among headers (a depth-first search; a .c file cannot be in a cycle)
my (%state, @stack);
sub visit {
  my $n = shift;
  $state{$n} = 1; push @stack, $n;
  for my $m (@{$inc{$n} || []}) {
    next unless $m =~ /\.h$/;
    if (($state{$m} // 0) == 1) {
      my @cyc = (@stack[(grep { $stack[$_] eq $m } 0..$#stack)[0] .. $#stack], $m);
      print "check-includes: include cycle: ", join(" -> ", @cyc), "\n"; $bad++;
    } elsif (!$state{$m}) { visit($m); }
  }
  pop @stack; $state{$n} = 2;
}
for my $f (grep { /\.h$/ } @files) { visit($f) unless $state{$f}; }
my $n = scalar @files;
if ($bad) { print "check-includes: $bad violation(s) in $n files\n"; exit 1; }
print "check-includes: $n files, includes go one way, no cycle\n";
'
