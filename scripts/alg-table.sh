#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# src/core/algorithms.def for scripts, read through the C preprocessor (so the entries are exactly the
# ones the library compiles with cairn/config.h's defaults): one line per entry, in the table's order,
# the family then the macro's arguments, separated by tabs; strings without their quotes, NULL as "-".
#   cipher      sym name size            cipher_row  row sym mode ossl
#   aead        sym name row ossl size   hash        sym name row ossl size
#   over_hash   sym name size            sig, kex    sym name table row ossl size
# usage: scripts/alg-table.sh [FAMILY...]   (only those families; CC picks the preprocessor, default cc)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
{
  echo '#define CAIRN_ALG_CIPHER(s, n, z) @@ cipher @ s @ n @ z'
  echo '#define CAIRN_ALG_CIPHER_ROW(r, s, m, o) @@ cipher_row @ r @ s @ m @ o'
  echo '#define CAIRN_ALG_AEAD(s, n, r, o, z) @@ aead @ s @ n @ r @ o @ z'
  echo '#define CAIRN_ALG_HASH(s, n, r, o, z) @@ hash @ s @ n @ r @ o @ z'
  echo '#define CAIRN_ALG_OVER_HASH(s, n, z) @@ over_hash @ s @ n @ z'
  echo '#define CAIRN_ALG_SIG(s, n, t, r, o, z) @@ sig @ s @ n @ t @ r @ o @ z'
  echo '#define CAIRN_ALG_KEX(s, n, t, r, o, z) @@ kex @ s @ n @ t @ r @ o @ z'
  echo '#include "core/algorithms.def"'
} | "${CC:-cc}" -E -P -x c -I "$root/src" -I "$root/include" - |
  awk -v want=" $* " '
    /^ *@@ / {
      sub(/^ *@@ /, ""); sub(/ *$/, "")
      n = split($0, f, / *@ */)
      if (want != "  " && index(want, " " f[1] " ") == 0) next
      line = ""
      for (i = 1; i <= n; i++) {
        v = f[i]
        if (v == "NULL") v = "-"
        else if (v ~ /^".*"$/) v = substr(v, 2, length(v) - 2)
        line = line (i > 1 ? "\t" : "") v
      }
      print line
    }'
