#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# fuzz/replay.c must not pass having read nothing. Usage:
#   replay_check.sh REPLAY FAULT_REPLAY
# REPLAY is a fuzz_replay_<target>; FAULT_REPLAY the same replay linked with
# tests/replay_readdir_fault.c (readdir ends in EOVERFLOW instead of the end).
set -uo pipefail
replay=$1 fault=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0

# expect NAME WANT_STATUS(0 or fail) PATTERN -- command...
expect() {
  local name=$1 want=$2 pattern=$3 rc
  shift 4
  "$@" >"$tmp/out" 2>&1
  rc=$?
  if { [ "$want" = 0 ] && [ "$rc" -ne 0 ]; } || { [ "$want" = fail ] && [ "$rc" -eq 0 ]; } ||
     ! grep -q -- "$pattern" "$tmp/out"; then
    echo "FAIL $name: exit $rc, want $want and output matching '$pattern':"
    cat "$tmp/out"
    fails=$((fails + 1))
  else
    echo "ok   $name: exit $rc ($(grep -m1 -- "$pattern" "$tmp/out"))"
  fi
}

mkdir "$tmp/one" "$tmp/empty" "$tmp/none" "$tmp/stale"
printf 'regression input' >"$tmp/one/crash-1"
printf 'README' >"$tmp/empty/README.md"
printf 'no regressions yet\n' >"$tmp/none/NONE"
printf 'no regressions yet\n' >"$tmp/stale/NONE"
printf 'regression input' >"$tmp/stale/crash-1"

expect "one regression file" 0 "and 1 regression files passed" -- "$replay" "$tmp/one"
expect "target declaring none" 0 "and 0 regression files passed" -- "$replay" "$tmp/none"
expect "directory with no regression file" fail "no regression file in $tmp/empty" -- "$replay" "$tmp/empty"
expect "missing directory" fail "$tmp/missing: No such file" -- "$replay" "$tmp/missing"
expect "NONE beside a regression file" fail "declares no regressions (NONE) but holds 1" -- "$replay" "$tmp/stale"
expect "readdir failing with EOVERFLOW" fail "reading $tmp/one: Value too large" -- "$fault" "$tmp/one"

[ "$fails" -eq 0 ] && echo "replay_check: 6 cases passed" || { echo "replay_check: $fails of 6 cases FAILED"; exit 1; }
