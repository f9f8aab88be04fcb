#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# Generate the fuzz seed corpora from the test-vector files (nothing is
# committed): scripts/fuzz-seeds.sh OUTDIR [VECTORS]. Each seed is laid out as
# its target's input (see the comment at the top of fuzz/fuzz_<target>.c).
#   hash   : messages of the CAVP SHA-1/2/3/SHAKE, MD5, SM3 and Ascon-Hash KAT files
#   hmac   : key/message pairs of the RFC 2202/4231 (pyca) and Wycheproof HMAC files
#   kdf    : the same key/message pairs as salt/IKM/info, HKDF and PBKDF2 modes
#   lookup : algorithm names taken from the vector file names, plus separators
#   cbc_unpad: Wycheproof AES-CBC-PKCS5 key/IV/ciphertext (valid and bad paddings), AES-128/192/256
#   der    : Wycheproof keys (SubjectPublicKeyInfo and PKCS#8 DER, their PEM, the PEM bodies as base64)
#            and ECDSA DER signatures (valid and malformed), each behind its mode byte
#   rsa_der: Wycheproof RSA keys in every form (DER and PEM, public and private), and edits of the built-in key of the target
#   ec_der : Wycheproof EC keys (ECDH peers' and ECDSA keys' SPKI, PKCS#8 and SPKI PEM), and edits of the built-in keys
#   dsa_der: the Wycheproof DSA keys (SubjectPublicKeyInfo DER and PEM, one a group)
#   rfc8410: the Wycheproof X25519/X448 keys (SPKI and PKCS#8, DER and PEM)
#   dh_der : the PEM keys of OpenSSL's evppkey_ffdhe.txt (PKCS#8 and SubjectPublicKeyInfo, dhKeyAgreement)
#   ec_pem : the Wycheproof EC PEM keys, with and without text before them, and edits of the built-in blocks
#   ec_point: the Wycheproof ECDH ecpoint peers and ECDSA key points (SEC 1), per curve
#   ec_verify: Wycheproof ECDSA cases (point, digest of the message, DER or P1363 signature), and edits of signatures
#            the target makes with its built-in keys
#   dsa_dh : Wycheproof DSA cases (p, q, g, y, the digest of the message, DER or P1363 signature); the FFDH groups,
#            private values and peers of RFC 5114, CAVP KAS FFC, pyca vec.txt and bad_exchange.txt and the RFC 7919
#            file; built-in keys' signatures edited, peers near 0, p, q
#   rsa_pad: Wycheproof RSA PKCS#1 v1.5 and PSS verification cases with their keys (n, e, message, signature),
#            edits of the signatures and ciphertexts the target makes, 128-byte Wycheproof OAEP ciphertexts
#   eddsa  : Wycheproof Ed25519/Ed448 cases (key, signature, message) and X25519/X448 cases (secret, peer), small-order
#            keys and R, and edits of signatures the target makes with its built-in keys
# Every target of fuzz/targets.txt gets a directory, seeded or not.
# At most SEEDS_PER_FILE (default 24) records per file keep the corpora small.
set -euo pipefail
out="$1"
vec="${2:-${CAIRN_VECTORS:-$(cd "$(dirname "$0")/../.." && pwd)/shared/vectors}}"
per="${SEEDS_PER_FILE:-24}"
for t in $(grep -E '^[a-z0-9_]+$' /work/main/fuzz/targets.txt); do mkdir -p "$out/$t"; done
[ -d "$vec" ] || { echo "fuzz-seeds: no vector directory $vec; corpora start empty" >&2; exit 0; }

# descriptor indexes in cairn_hash_at() and cairn_block_cipher_at() order: the table's (scripts/alg-table.sh)
hashes=$(bash "/work/main/scripts/alg-table.sh" hash | cut -f2 | paste -sd,)
ciphers=$(bash "/work/main/scripts/alg-table.sh" cipher | cut -f2 | paste -sd,)
perl -e '
use strict; use warnings; use Digest::SHA;
my ($out, $vec, $per, $hashes, $ciphers) = @ARGV;
# a vector file belongs to the hash whose symbol starts its name in either case (SHA3_224ShortMsg.rsp,
# hmac_sha3_224_test.json) or names its folder (pyca/md5/); the Ascon LWC hash KAT is Ascon-Hash256.
# An index that is wrong or missing is still a valid seed.
my @hash = split /,/, $hashes; my %idx; my %cidx;
for my $i (0 .. $#hash) { $idx{$hash[$i]} = $i; $idx{uc $hash[$i]} = $i; }
my @cipher = split /,/, $ciphers; $cidx{$cipher[$_]} = $_ for 0 .. $#cipher;
my $n = 0;
sub put { my ($dir, $bytes) = @_; open(my $f, ">:raw", sprintf("%s/%s/seed%05d", $out, $dir, $n++)) or die; print $f $bytes; close $f; }
sub hashseed { my ($i, $msg) = @_; my $l = length $msg;
  put("hash", pack("C n C n n", $i, 64, 2, int($l / 3), int($l / 2)) . $msg); }
sub macseeds { my ($i, $key, $msg) = @_;
  put("hmac", pack("C n C C n n", $i, length $key, 255, 2, 7, 100) . $key . $msg);
  my ($s, $k, $f) = (substr($msg, 0, 255), substr($key, 0, 255), substr($msg, 0, 40));
  put("kdf", pack("C C n C C C C", $i, 1, 42, 1, length $s, length $k, length $f) . $s . $k . $f);
  put("kdf", pack("C C n C C C C", $i, 0x33, 0, 1, length $s, length $k, length $f) . $s . $k . $f);
  put("kdf", pack("C C n C C C C", $i, 0, 100, 3, length $s, length $k, 0) . $s . $k); }
sub slurp { my $p = shift; open(my $f, "<", $p) or return ""; local $/; my $t = <$f>; close $f; $t; }
# CAVP-style "Msg = hex" (Len = 0 means the empty message)
for my $p (glob("$vec/nist-cavp/sha/*Msg.rsp"), glob("$vec/nist-cavp/sha3/*Msg.rsp"), glob("$vec/pyca/md5/*.txt"),
           glob("$vec/pyca/sm3/*.txt"), glob("$vec/ascon/LWC_HASH_KAT*.txt")) {
  my ($base) = $p =~ m{([^/]+)$}; my $i = 0;
  for my $k (sort { length $b <=> length $a } keys %idx) { if ($base =~ /^\Q$k\E/ || $p =~ m{/\Q$k\E/}
      || ($k eq "ascon_hash256" && $base =~ /^LWC_HASH_KAT/)) { $i = $idx{$k}; last; } }
  my $t = slurp($p); my $c = 0; my $len = -1;
  for my $line (split /\n/, $t) {
    $len = $1 if $line =~ /^Len\s*=\s*(\d+)/;
    next unless $line =~ /^Msg\s*=\s*([0-9a-fA-F]*)/;
    my $m = pack("H*", $1); $m = "" if $len == 0;
    hashseed($i, $m); last if ++$c >= $per;
  }
}
# HMAC: pyca RFC files (Key/Msg) and Wycheproof JSON ("key"/"msg")
for my $p (glob("$vec/pyca/hmac/*.txt")) {
  my ($alg) = $p =~ m{-(md5|sha\d+)\.txt$}; my $i = $idx{$alg} // $idx{sha256} // 0; my $t = slurp($p); my $c = 0; my $key;
  for my $line (split /\n/, $t) {
    $key = pack("H*", $1) if $line =~ /^Key\s*=\s*([0-9a-fA-F]+)/;
    if ($line =~ /^Msg\s*=\s*([0-9a-fA-F]*)/ && defined $key) { macseeds($i, $key, pack("H*", $1)); last if ++$c >= $per; }
  }
}
for my $p (glob("$vec/wycheproof/hmac_*_test.json")) {
  my ($alg) = $p =~ m{hmac_(\w+?)_test\.json$}; my $i = $idx{$alg} // $idx{sha256} // 0; my $t = slurp($p); my $c = 0;
  while ($t =~ /"key"\s*:\s*"([0-9a-f]*)"\s*,\s*"msg"\s*:\s*"([0-9a-f]*)"/g) { macseeds($i, pack("H*", $1), pack("H*", $2)); last if ++$c >= $per; }
}
# cbc_unpad: [cipher index of AES-128/192/256][impl][IV 16][key 32][ciphertext]
{ my $t = slurp("$vec/wycheproof/aes_cbc_pkcs5_test.json"); my $c = 0;
  while ($t =~ /"key"\s*:\s*"([0-9a-f]*)"\s*,\s*"iv"\s*:\s*"([0-9a-f]*)"\s*,\s*"msg"\s*:\s*"[0-9a-f]*"\s*,\s*"ct"\s*:\s*"([0-9a-f]*)"/g) {
    my ($k, $v, $ct) = (pack("H*", $1), pack("H*", $2), pack("H*", $3)); my $i = $cidx{"aes" . 8 * length($k)} // 0;
    put("cbc_unpad", pack("C C", $i, $c) . substr($v . ("\0" x 16), 0, 16) . substr($k . ("\0" x 32), 0, 32) . $ct);
    last if ++$c >= 4 * $per; } }
# der: [mode 0 DER | 1 PEM | 2 base64][bytes]; keys of every Wycheproof family, signatures of the ECDSA DER files
{ my %seen; my $c = 0;
  for my $p (glob("$vec/wycheproof/*.json")) {
    my $t = slurp($p); my $k = 0;
    while ($t =~ /"(publicKeyDer|privateKeyPkcs8|keyDer|publicKeyAsn)"\s*:\s*"([0-9a-f]+)"/g) {
      next if $seen{$2}++; put("der", "\0" . pack("H*", $2)); last if ++$k >= 4; }
    $k = 0;
    while ($t =~ /"(publicKeyPem|privateKeyPem|keyPem)"\s*:\s*"([^"]+)"/g) {
      (my $pem = $2) =~ s/\\n/\n/g; next if $seen{$pem}++;
      put("der", "\1" . $pem);
      (my $b64 = $pem) =~ s/-----[^-]+-----|\n//g; put("der", "\2" . $b64);
      last if ++$k >= 2; }
    next unless $p =~ m{/ecdsa_[^/]*_test\.json$} && $p !~ /p1363/;
    $k = 0;
    while ($t =~ /"sig"\s*:\s*"([0-9a-f]*)"/g) { put("der", "\0" . pack("H*", $1)); last if ++$k >= $per; }
  } }
# rsa_der: [mode: bit 0 private, bit 1 PEM, bits 2-3 format][bytes]; the Wycheproof RSA keys in every form (two
# groups a file), and edits of the built-in key of the target (mode bit 5, bit 6 for the PSS key)
{ my %seen; my %mode = (publicKeyDer => 0, keyDer => 0, publicKeyAsn => 4, keyAsn => 4, privateKeyPkcs8 => 9,
                        publicKeyPem => 2, keyPem => 2, privateKeyPem => 3);
  for my $p (glob("$vec/wycheproof/rsa_*_test.json")) {
    my $t = slurp($p); my $k = 0;
    while ($t =~ /"(publicKeyDer|keyDer|publicKeyAsn|keyAsn|privateKeyPkcs8|publicKeyPem|keyPem|privateKeyPem)"\s*:\s*"([^"]+)"/g) {
      my ($f, $v) = ($1, $2); next if $seen{$v}++;
      if ($f =~ /Pem$/) { (my $pem = $v) =~ s/\\n/\n/g; put("rsa_der", chr($mode{$f}) . $pem); }
      else { put("rsa_der", chr($mode{$f}) . pack("H*", $v)); }
      last if ++$k >= 16; } }
  for my $m (0x20 .. 0x2f, 0x60 .. 0x6f) { put("rsa_der", chr($m) . pack("C n", $m, 0) . pack("n C", 7 * $m, $m)); } }
# dsa_der: [mode: 0 public DER, 2 public PEM (1, 3: private)][bytes]; the keys of the Wycheproof DSA groups
{ my %seen;
  for my $p (glob("$vec/wycheproof/dsa_*_test.json")) {
    my $t = slurp($p); my $k = 0;
    while ($t =~ /"(publicKeyDer|publicKeyPem)"\s*:\s*"([^"]+)"/g) {
      my ($f, $v) = ($1, $2); next if $seen{$v}++;
      if ($f eq "publicKeyPem") { (my $pem = $v) =~ s/\\n/\n/g; put("dsa_der", "\2" . $pem); }
      else { put("dsa_der", "\0" . pack("H*", $v)); }
      last if ++$k >= 8; } } }
# rfc8410: [mode: bits 0-1 X25519, Ed25519, X448, Ed448; bit 2 private; bit 3 PEM][bytes]; the Wycheproof XDH keys
{ for my $p (glob("$vec/wycheproof/x25519_asn_test.json"), glob("$vec/wycheproof/x448_asn_test.json"),
             glob("$vec/wycheproof/x25519_pem_test.json"), glob("$vec/wycheproof/x448_pem_test.json")) {
    my $a = $p =~ /x448/ ? 2 : 0; my $t = slurp($p); my $k = 0;
    while ($t =~ /"(public|private)"\s*:\s*"([^"]+)"/g) {
      my ($f, $v) = ($1, $2); my $m = $a | ($f eq "private" ? 4 : 0);
      if ($v =~ /^-----/) { $v =~ s/\\n/\n/g; put("rfc8410", chr($m | 8) . $v); }
      else { put("rfc8410", chr($m) . pack("H*", $v)); }
      last if ++$k >= $per; } } }
# dh_der: [mode: 5 public PEM, 6 private PEM][text]; the keys of the OpenSSL evppkey_ffdhe.txt
{ my $p = "$vec/openssl/evppkey_ffdhe.txt";
  if (-f $p) {
    my $t = slurp($p); my $k = 0;
    while ($t =~ /(-----BEGIN (PUBLIC|PRIVATE) KEY-----.*?-----END \2 KEY-----\n)/gs) {
      put("dh_der", chr($2 eq "PUBLIC" ? 5 : 6) . $1); last if ++$k >= $per; } } }
# ec_der: [mode: 0 SEC 1, 1 PKCS#8, 2 SPKI; bit 2 PEM; bit 5 edit a built-in key][bytes]
# ec_pem: [mode: the same kinds][text]; ec_point: [curve 0-2][mode 0][SEC 1 point]
# ec_verify: [mode: curve, bit 2 P1363][digest length][point][digest][signature]
{ my %cidx = (secp256r1 => 0, secp384r1 => 1, secp521r1 => 2);
  my %dig = (sha256 => sub { Digest::SHA::sha256($_[0]) }, sha384 => sub { Digest::SHA::sha384($_[0]) },
             sha512 => sub { Digest::SHA::sha512($_[0]) });
  for my $p (glob("$vec/wycheproof/ecdh_secp*r1_*test.json"), glob("$vec/wycheproof/ecdsa_secp*r1_*test.json")) {
    my ($curve) = $p =~ m{(secp\d+r1)}; my $ci = $cidx{$curve} // 0; my $t = slurp($p); my ($k, $e, $q) = (0, 0, 0);
    if ($p =~ /_pem_test/) {
      while ($t =~ /"(public|private)"\s*:\s*"(-----[^"]+)"/g) {
        my ($priv, $pem) = ($1 eq "private", $2); $pem =~ s/\\n/\n/g;
        put("ec_der", chr($priv ? 5 : 6) . $pem);
        put("ec_pem", chr($priv ? 1 : 2) . $pem);
        put("ec_pem", chr($priv ? 1 : 2) . "Key:\n  (text)\n" . $pem) if $k < 2;
        last if ++$k >= $per; }
    } elsif ($p =~ /_ecpoint_test/) {
      while ($t =~ /"public"\s*:\s*"([0-9a-f]*)"/g) { put("ec_point", pack("C C", $ci, 0) . pack("H*", $1)); last if ++$q >= $per; }
    } elsif ($p =~ /ecdh_/) {
      while ($t =~ /"public"\s*:\s*"([0-9a-f]*)"/g) { put("ec_der", "\2" . pack("H*", $1)); last if ++$k >= $per; }
    } else {
      my ($h) = $p =~ /_(sha256|sha384|sha512)(?:_p1363)?_test/; my $p1363 = $p =~ /p1363/ ? 4 : 0;
      while ($t =~ /"uncompressed"\s*:\s*"([0-9a-f]+)"/g) { put("ec_point", pack("C C", $ci, 0) . pack("H*", $1)); last if ++$q >= 2; }
      while ($t =~ /"publicKeyDer"\s*:\s*"([0-9a-f]+)"/g) { put("ec_der", "\2" . pack("H*", $1)); last if ++$k >= 2; }
      next unless defined $h;
      # the key of each group, then the messages and signatures of its tests
      for my $g (split /"publicKey"\s*:/, $t) {
        my ($pt) = $g =~ /"uncompressed"\s*:\s*"([0-9a-f]+)"/ or next;
        while ($g =~ /"msg"\s*:\s*"([0-9a-f]*)"\s*,\s*"sig"\s*:\s*"([0-9a-f]*)"/g) {
          my $d = $dig{$h}->(pack("H*", $1));
          put("ec_verify", pack("C C", $ci | $p1363, length $d) . pack("H*", $pt) . $d . pack("H*", $2));
          last if ++$e % $per == 0; }
        last if $e >= 4 * $per; } } }
  for my $m (0x20 .. 0x26) { put("ec_der", chr($m) . pack("C n", $m, 0) . pack("n C", 5 * $m, $m)); }
  for my $m (0x20 .. 0x22) { put("ec_pem", chr($m) . pack("C", 0) . pack("C n", $m, 0) . pack("n C", 9 * $m, 1)); }
  for my $m (0x10 .. 0x16) { put("ec_verify", pack("C C", $m, 32) . ("\x5a" x 32) . pack("C C C", 0, $m, 1)); } }
# dsa_dh: DSA [mode: bits 0-1 key (3: from the input), bit 2 P1363, bit 3 a signature of cairn edited][digest length]
# [p len (2)][p][q len (1)][q][g len (2)][g][y len (2)][y][digest][signature] for the Wycheproof DSA cases (the digest
# of the message with the hash of the group); DH [mode: bit 7, bits 0-2 group (7: from the input), bits 3-4 peer (0 raw,
# 1 near a value, 2 g^x2), bit 5 padded, bit 6 the private value from the input][p len (2)][p][g len (2)][g]
# [q len (2)][q][x len (2)][x][peer or x2] for the FFDH groups, private values and peers of RFC 5114, CAVP KAS FFC,
# pyca vec.txt and bad_exchange.txt and the RFC 7919 file; built-in keys and groups: signatures edited, peers near p
{ require JSON::PP; require Math::BigInt;
  my %dg = ("SHA-224" => sub { Digest::SHA::sha224($_[0]) }, "SHA-256" => sub { Digest::SHA::sha256($_[0]) });
  my $hx = sub { my $h = shift; $h = "0$h" if length($h) % 2; pack("H*", $h) };
  my $dec = sub { my $h = Math::BigInt->new(shift)->as_hex; $h =~ s/^0x//; $hx->($h) };
  my $half = sub { my $h = Math::BigInt->from_hex(shift)->bsub(1)->brsft(1)->as_hex; $h =~ s/^0x//; $hx->($h) };
  my $ln = sub { pack("n", length $_[0]) . $_[0] };
  # the input group, x and the peer (raw), or the peer as g^x2 with x2 given
  my $dh = sub { my ($p, $g, $q, $x, $y, $x2, $pad) = @_; my $grp = $ln->($p) . $ln->($g) . $ln->($q);
    put("dsa_dh", chr(0xc7 | $pad) . $grp . $ln->($x) . $y);
    put("dsa_dh", chr(0xd7 | $pad) . $grp . $ln->($x) . $ln->($x2) . "\0") if defined $x2; };
  for my $p (glob("$vec/wycheproof/dsa_*_test.json")) {
    my $doc = eval { JSON::PP::decode_json(slurp($p)) } or next; my $mode = 3 | ($p =~ /p1363/ ? 4 : 0); my $c = 0;
    for my $g (@{$doc->{testGroups}}) {
      my ($k, $h) = ($g->{publicKey}, $dg{$g->{sha} // ""}); next unless $k && $h; my $t = 0;
      my $key = $ln->($hx->($k->{p})) . pack("C", length $hx->($k->{q})) . $hx->($k->{q}) . $ln->($hx->($k->{g}))
        . $ln->($hx->($k->{y}));
      for my $tc (@{$g->{tests}}) {
        my $d = $h->($hx->($tc->{msg})); put("dsa_dh", pack("C C", $mode, length $d) . $key . $d . $hx->($tc->{sig}));
        $c++; last if ++$t >= 8 || $c >= 3 * $per; }
      last if $c >= 3 * $per; } }
  for my $m (0 .. 2) { for my $f (0, 4) {
    put("dsa_dh", pack("C C", $m | $f | 8, 32) . ("\x5a" x 32) . pack("C C C C", 3 * $m + $f, 0, 5, 1));
    put("dsa_dh", pack("C C", $m | $f | 8, 64) . ("\xa5" x 64) . pack("C C", 2, 0));
    put("dsa_dh", pack("C C", $m | $f, 20) . ("\x33" x 20) . pack("C C C C", 0x30, 6, 2, 1) . pack("C C C", 1, 2, 1, 1)); } }
  # RFC 5114 and CAVP KAS FFC: P, Q, G, then XstatIUT with YstatCAVS (and XstatCAVS)
  for my $p ("$vec/pyca/dh/RFC5114.txt", "$vec/nist-cavp/kas/KASValidityTest_FFCStatic_NOKC_ZZOnly_init.fax") {
    my %v; my $c = 0;
    for my $line (split /\n/, slurp($p)) {
      next unless $line =~ /^\s*(\w+)\s*=\s*([0-9a-fA-F]+)\s*$/; $v{$1} = $2;
      next unless $1 eq "YstatIUT" && defined $v{P} && defined $v{XstatIUT} && defined $v{YstatCAVS};
      $dh->($hx->($v{P}), $hx->($v{G}), $hx->($v{Q}), $hx->($v{XstatIUT}), $hx->($v{YstatCAVS}), $hx->($v{XstatCAVS}),
            $c & 1 ? 0x20 : 0);
      last if ++$c >= $per; } }
  # pyca vec.txt (groups without q, decimal) and bad_exchange.txt (Y2 with group 1 and Y1 with group 2)
  { my %v; my $c = 0;
    for my $line (split /\n/, slurp("$vec/pyca/dh/vec.txt")) {
      next unless $line =~ /^\s*(\w+)\s*=\s*(\w+)\s*$/; $v{$1} = $2;
      next unless $1 eq "Y" && defined $v{P} && defined $v{X};
      $dh->($dec->($v{P}), $dec->($v{G}), "", $dec->($v{X}), $dec->($v{Y}), undef, 0); last if ++$c >= $per; } }
  { my %v;
    for my $line (split /\n/, slurp("$vec/pyca/dh/bad_exchange.txt") . "\nCOUNT = end\n") {
      if ($line =~ /^COUNT/ && defined $v{Y2}) {
        $dh->($dec->($v{P1}), $dec->($v{G}), "", $dec->($v{X1}), $dec->($v{Y2}), undef, 0);
        $dh->($dec->($v{P2}), $dec->($v{G}), "", $dec->($v{X2}), $dec->($v{Y1}), undef, 0x20); %v = (); }
      $v{$1} = $2 if $line =~ /^\s*(\w+)\s*=\s*(\d+)\s*$/; } }
  # the RFC 7919 file (from evppkey_ffdhe.txt of OpenSSL): with q = (p - 1) / 2, and without q
  { my $doc = eval { JSON::PP::decode_json(slurp("$vec/derived/ffdhe_rfc7919_from_openssl.json")) }; my $c = 0;
    for my $tc ($doc ? @{$doc->{tests}} : ()) {
      my $g = $doc->{groups}{$tc->{group}} or next; my $p = $hx->($g->{p});
      $dh->($p, chr($g->{g}), $c & 1 ? "" : $half->($g->{p}), $hx->($tc->{privateKey}), $hx->($tc->{peerPublicKey}),
            undef, $tc->{sharedSecretPadded} ? 0x20 : 0);
      last if ++$c >= $per; } }
  # the built-in groups: peers near 0, p, q and 2^(8 |p|); g^x2 edited; raw bytes
  for my $gi (0 .. 6) {
    for my $b ([0, 1], [1, -1], [1, 0], [1, 1], [2, 0], [2, 1], [3, -1], [3, 0], [0, 2]) {
      put("dsa_dh", pack("C C n C", 0x88 | $gi, $b->[0], $b->[1] & 0xffff, $b->[1] == 0 ? 3 : 0)); }
    put("dsa_dh", pack("C n C", 0x90 | $gi, 1, 2) . pack("C C", 0, 0));
    put("dsa_dh", pack("C n", 0xb0 | $gi, 20) . ("\x11" x 20) . pack("C C C", 0, 7, 0x40));
    put("dsa_dh", pack("C n", 0xc0 | $gi, 1) . "\x02" . pack("C C C", 0, 0, 4)); } }
# rsa_pad: [4, or 12 for PSS][hash][MGF1: 0, or 1 + index][salt][n length (2)][n][e length][e][message length (2)]
# [message][signature]: the Wycheproof PKCS#1 v1.5 and PSS verification cases with their keys, as they are
# (SEEDS_PER_FILE a group, spread over it: the valid cases come first; 4 x SEEDS_PER_FILE a file); signatures and
# ciphertexts the target makes with its keys, edited: each operation, kind and key, a few hashes; the 128-byte
# Wycheproof OAEP ciphertexts (1024-bit keys) as arbitrary ones
{ my %hl = (md5 => 16, sha1 => 20, sha224 => 28, sha256 => 32, sha384 => 48, sha512 => 64, sha512_224 => 28,
            sha512_256 => 32, sha3_224 => 28, sha3_256 => 32, sha3_384 => 48, sha3_512 => 64, sm3 => 32,
            shake128 => 32, shake256 => 64);
  # a Wycheproof hash name ("SHA-512/224", "SHA3-256", "SHAKE128") as the symbol of the table
  my $sym = sub { my $s = lc shift; $s =~ s{/}{_}g; $s =~ s/^sha3-/sha3_/; $s =~ s/-//g; $s };
  for my $p (glob("$vec/wycheproof/rsa_signature_*_test.json"), glob("$vec/wycheproof/rsa_pkcs1_*_sig_gen_test.json"),
             glob("$vec/wycheproof/rsa_pss_*_test.json")) {
    my $pss = $p =~ m{/rsa_pss_} ? 8 : 0; my $t = slurp($p); my %g; my $c = 0;
    # the fields of a group come before its "tests", after the tests of the group before: in one part of the split
    my @parts = split /"tests"\s*:/, $t;
    for my $i (0 .. $#parts) {
      my $h = defined $g{sha} ? $idx{$sym->($g{sha})} : undef;
      if ($i > 0 && defined $h && $c < 4 * $per) {
        my $m = $g{mgf} eq "" ? 0 : 1 + ($idx{$sym->($g{mgf})} // 0); my @t;
        while ($parts[$i] =~ /"msg"\s*:\s*"([0-9a-f]*)"\s*,\s*"sig"\s*:\s*"([0-9a-f]*)"/g) {
          push @t, [pack("H*", $1), pack("H*", $2)]; }
        for (my $j = 0; $j < @t && $c < 4 * $per; $j += @t > $per ? @t / $per : 1) {
          my ($msg, $sig) = @{$t[int $j]};
          put("rsa_pad", pack("C C C C n", 4 | $pss, $h, $m, $g{slen} > 252 ? 252 : $g{slen}, length $g{n}) . $g{n}
              . pack("C", length $g{e}) . $g{e} . pack("n", length $msg) . $msg . $sig);
          $c++; } }
      my %f;
      $f{$1} = $2 while $parts[$i] =~ /"(sha|mgfSha|sLen|modulus|publicExponent)"\s*:\s*"?([0-9A-Za-z\/-]*)"?/g;
      %g = (sha => $f{sha}, mgf => $f{mgfSha} // "", slen => $f{sLen} // 0, n => pack("H*", $f{modulus}),
            e => pack("H*", $f{publicExponent} // "03")) if defined $f{modulus} && defined $f{sha};
    } }
  # signatures and ciphertexts of the target, edited: [mode][...][cut or flags][(pos, xor)]
  my @hs = grep { defined $idx{$_} } qw(sha256 sha1 sha512 sha3_256 shake128 md5 sha384);
  my ($i256, $i1) = ($idx{sha256} // 0, $idx{sha1} // 0);
  for my $kk (0 .. 2) { for my $kind (1 .. 3) { for my $j (0 .. $#hs) {
    my ($h, $l, $mode) = ($idx{$hs[$j]}, $hl{$hs[$j]}, $kind << 3 | $kk << 5);
    my $e = pack("C C C", $j == 1 ? 5 : $j == 2 ? 1 : 0, 3 * $j + 1, 1 << $j); my $dg = pack("C", $j) x $l;
    put("rsa_pad", pack("C C", $mode, $h) . $dg . $e) if $hs[$j] ne "shake128";
    put("rsa_pad", pack("C C C C C", $mode | 1, $h, $j & 1 ? 1 + $i256 : 0, $j == 2 ? 254 : 255, $j == 3 ? 253 : 255)
        . $dg . ("\x33" x ($j == 2 ? 0 : $l)) . $e);
    put("rsa_pad", pack("C C C C", $mode | 2, $h, $j & 1 ? 1 + $i1 : 0, 3) . "abc" . pack("C", 10 + $j)
        . ("m" x (10 + $j)) . ("\x5c" x $l) . $e) if $hs[$j] ne "shake128";
    put("rsa_pad", pack("C C", $mode | 3, 16 * $j) . ("M" x (16 * $j)) . "01234567" . $e) if $j < 4;
  } } }
  # a 512-bit modulus (all ones) with e = 3: too short for the SHA-384/512 DigestInfo and for PSS with SHA-512;
  # messages one byte over the largest plaintext (PKCS#1 v1.5 on 1024 bits; OAEP with SHA-512, whose largest
  # plaintext is 0 bytes on 1033 bits, 1 on 1042), and empty ones
  for my $s (grep { defined $idx{$_} } qw(sha384 sha512)) { for my $m (4, 12) {
    put("rsa_pad", pack("C C C C n", $m, $idx{$s}, 0, 255, 64) . ("\xff" x 64) . "\1\3" . pack("n", 3) . "abc"
        . ("\1" x 64)); } }
  put("rsa_pad", pack("C C", 0x0b, 118) . ("M" x 118) . "01234567");
  for my $kk (0 .. 2) { for my $ml (0 .. 2) {
    put("rsa_pad", pack("C C C C C", 0x0a | $kk << 5, $idx{sha512} // 0, 0, 0, $ml) . ("m" x $ml) . ("\x5c" x 64)
        . "\0\1\1"); } }
  # arbitrary ciphertexts of 128 bytes (k of the 1024-bit key): OAEP with SHA-1, and PKCS#1 v1.5
  { my $t = slurp("$vec/wycheproof/rsa_oaep_misc_test.json"); my $k = 0;
    while ($t =~ /"ct"\s*:\s*"([0-9a-f]{256})"/g) {
      my $ct = pack("H*", $1);
      put("rsa_pad", pack("C C C C", 2, $i1, 0, 0) . $ct); put("rsa_pad", "\3" . $ct);
      last if ++$k >= $per; } } }
# eddsa: [mode][...] (fuzz/fuzz_eddsa.c): the Wycheproof Ed25519/Ed448 cases as [0 or 3][c = 0][public key]
# [signature][message] (signatures of another length left out), the X25519/X448 cases as [5 or 6][secret][peer],
# the cases of each file evenly spread; the points of small order (canonical or not) as public key, with R the same
# point, the neutral element or the point of order 2, S = 0; edits of genuine signatures (mode bit 3); X key pairs
{ my $pick = sub { my ($max, @all) = @_; my $k = @all < $max ? @all : $max;
                   map { $all[int($_ * @all / $k)] } 0 .. $k - 1; };
  for my $f (["ed25519", 0, 32, 64], ["ed448", 3, 57, 114]) {
    my ($name, $op, $pl, $sl) = @$f; my $t = slurp("$vec/wycheproof/${name}_test.json"); my @cases;
    for my $g (split /"publicKey"\s*:/, $t) {
      my ($pk) = $g =~ /"pk"\s*:\s*"([0-9a-f]+)"/ or next;
      next unless length($pk) == 2 * $pl;
      while ($g =~ /"msg"\s*:\s*"([0-9a-f]*)"\s*,\s*"sig"\s*:\s*"([0-9a-f]*)"/g) {
        my ($m, $s) = ($1, $2); next unless length($s) == 2 * $sl;
        push @cases, pack("C C", $op, 0) . pack("H*", $pk) . pack("H*", $s) . pack("H*", $m); } }
    put("eddsa", $_) for $pick->(8 * $per, @cases); }
  for my $f (["x25519", 5, 32], ["x448", 6, 56]) {
    my ($name, $op, $n) = @$f; my $t = slurp("$vec/wycheproof/${name}_test.json"); my @cases;
    while ($t =~ /"public"\s*:\s*"([0-9a-f]*)"\s*,\s*"private"\s*:\s*"([0-9a-f]*)"/g) {
      my ($pub, $sec) = ($1, $2); next unless length($pub) == 2 * $n && length($sec) == 2 * $n;
      push @cases, chr($op) . pack("H*", $sec) . pack("H*", $pub); }
    put("eddsa", $_) for $pick->(4 * $per, @cases); }
  # small order: y = 1, p - 1, 0 and the two y of order 8 (Ed25519), with either sign bit, then y = p, p + 1
  my @y25519 = ("01" . ("00" x 31), "ec" . ("ff" x 30) . "7f", "00" x 32,
                "26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05",
                "c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a",
                "ed" . ("ff" x 30) . "7f", "ee" . ("ff" x 30) . "7f");
  my @y448 = ("01" . ("00" x 55), "fe" . ("ff" x 27) . "fe" . ("ff" x 27), "00" x 56,
              ("ff" x 28) . "fe" . ("ff" x 27), ("00" x 28) . ("ff" x 28));
  for my $c ([0, 32, 64, \@y25519], [3, 57, 114, \@y448]) {
    my ($op, $pl, $sl, $ys) = @$c; my @pts;
    for my $y (@$ys) {
      my $e = pack("H*", $y) . ($pl == 57 ? "\0" : ""); push @pts, $e;
      substr($e, $pl - 1, 1) = chr(ord(substr($e, $pl - 1, 1)) | 0x80); push @pts, $e; }
    for my $a (@pts) {
      put("eddsa", pack("C C", $op, 0) . $a . $_ . ("\0" x ($sl - $pl)) . "msg") for ($a, $pts[0], $pts[2]); } }
  for my $m (0x08 .. 0x0c, 0x18, 0x1b) {
    put("eddsa", pack("C C C", $m, 3, 5) . "ctx" . "hello" . pack("C C C C", 0, 0, 7 * $m, 1)); }
  put("eddsa", chr(0x0d) . ("\x11" x 32) . ("\x22" x 32));
  put("eddsa", chr(0x0e) . ("\x33" x 56) . ("\x44" x 56)); }
# lookup: names from the vector file names, in several spellings
my %names;
for my $p (glob("$vec/*/*"), glob("$vec/*/*/*")) {
  my ($b) = $p =~ m{([^/]+?)(?:_test)?\.\w+$} or next;
  $b =~ s/(ShortMsg|LongMsg|Monte|VariableOut)$//; $b =~ s/^(hmac|rfc-\d+)[-_]//; $names{$b} = 1;
  (my $d = $b) =~ s/_/-/g; $names{$d} = 1; $names{uc $b} = 1;
}
put("lookup", $_) for sort keys %names;
printf "fuzz-seeds: %d seeds in %s\n", $n, $out;
' "$out" "$vec" "$per" "$hashes" "$ciphers"
