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
# Every target of fuzz/targets.txt gets a directory, seeded or not.
# At most SEEDS_PER_FILE (default 24) records per file keep the corpora small.
set -euo pipefail
out="$1"
vec="${2:-${CAIRN_VECTORS:-$(cd "$(dirname "$0")/../.." && pwd)/shared/vectors}}"
per="${SEEDS_PER_FILE:-24}"
for t in $(grep -E '^[a-z0-9_]+$' "$(dirname "$0")/../fuzz/targets.txt"); do mkdir -p "$out/$t"; done
[ -d "$vec" ] || { echo "fuzz-seeds: no vector directory $vec; corpora start empty" >&2; exit 0; }

# descriptor indexes in cairn_hash_at() and cairn_block_cipher_at() order: the table's (scripts/alg-table.sh)
hashes=$(bash "$(dirname "$0")/alg-table.sh" hash | cut -f2 | paste -sd,)
ciphers=$(bash "$(dirname "$0")/alg-table.sh" cipher | cut -f2 | paste -sd,)
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
