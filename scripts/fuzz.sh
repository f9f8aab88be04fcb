#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
# make fuzz / make fuzz-smoke: build the libFuzzer targets (fuzz/, clang with
# -fsanitize=fuzzer,address,undefined), seed each corpus from the vector
# files (scripts/fuzz-seeds.sh) and run every target for FUZZ_SECONDS
# (default 300; the CI smoke run uses 20), JOBS (default 2) targets at a
# time. Any crash, sanitizer report or failed comparison stops the run: the
# input is saved under $FUZZ_BUILD/artifacts/<target>/; fix the bug and
# copy it to fuzz/regressions/<target>/ (replayed by ctest in every build).
#   FUZZ_BUILD (default build-fuzz), FUZZ_TARGETS (default: all), FUZZ_SECONDS, JOBS;
#   FUZZ_SANITIZER=memory for MemorySanitizer instead of ASan + UBSan (uninitialised reads;
#   the x86 back ends, the bignum assembly and the OpenSSL comparisons left out, see
#   fuzz/CMakeLists.txt; default build directory build-fuzz-msan).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
san="${FUZZ_SANITIZER:-address}"
case "$san" in
  address) out="${FUZZ_BUILD:-$root/build-fuzz}" ;;
  memory) out="${FUZZ_BUILD:-$root/build-fuzz-msan}" ;; # the C bignum rows under MSan: DSA's set-up takes seconds
  *) echo "fuzz: FUZZ_SANITIZER is address or memory, not '$san'" >&2; exit 2 ;;
esac
timeout=10
[ "$san" = memory ] && timeout=120
secs="${FUZZ_SECONDS:-300}"
jobs="${JOBS:-2}"
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
export MSAN_OPTIONS="${MSAN_OPTIONS:-halt_on_error=1}"

cmake -S "$root/fuzz" -B "$out" -DCMAKE_C_COMPILER=clang -DCAIRN_FUZZ_SANITIZER="$san" >/dev/null
cmake --build "$out" -j "$jobs" >/dev/null
targets="${FUZZ_TARGETS:-$(grep -E '^[a-z0-9_]+$' "$root/fuzz/targets.txt" | tr '\n' ' ')}"
rm -rf "$out/seeds"
bash "$root/scripts/fuzz-seeds.sh" "$out/seeds"
# one target: libFuzzer for $secs s, its output in $out/fuzz_<target>.log
fuzz_one() {
  local t=$1 corpus="$out/corpus/$1" seeds=()
  mkdir -p "$corpus" "$out/artifacts/$t"
  [ -d "$out/seeds/$t" ] && seeds+=("$out/seeds/$t")
  [ -d "$root/fuzz/regressions/$t" ] && seeds+=("$root/fuzz/regressions/$t")
  # exec: the background job's pid is the fuzzer's, for the kill on another target's failure
  exec "$out/fuzz_$t" -max_total_time="$secs" -max_len=4096 -timeout="$timeout" -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$out/artifacts/$t/" "$corpus" "${seeds[@]}" >"$out/fuzz_$t.log" 2>&1
}

# the report of a finished target, in the order of the list; a failure ends the run
report() {
  local t=$1 pid=$2 execs cov
  if ! wait "$pid"; then
    tail -60 "$out/fuzz_$t.log" >&2
    echo "fuzz: fuzz_$t FAILED; input saved in $out/artifacts/$t/" >&2
    [ ${#pids[@]} -gt 0 ] && kill "${pids[@]}" 2>/dev/null
    exit 1
  fi
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$out/fuzz_$t.log")
  cov=$(grep -E '^#[0-9]+.*(DONE|pulse|NEW)' "$out/fuzz_$t.log" | tail -1 | grep -oE 'cov: [0-9]+ ft: [0-9]+ corp: [0-9]+/[0-9]+[a-zA-Z]*' || true)
  echo "fuzz_$t: ok, $execs executions in ${secs} s ($cov)"
}

# $jobs targets at a time: each libFuzzer process is single-threaded, so on an otherwise idle
# machine each still has a core to itself for its $secs s, and the run takes 1/$jobs of the time.
names=()
pids=()
for t in $targets; do
  echo "== fuzz_$t: ${secs} s =="
  fuzz_one "$t" &
  names+=("$t")
  pids+=($!)
  if [ ${#pids[@]} -ge "$jobs" ]; then
    t0=${names[0]} p0=${pids[0]}
    names=("${names[@]:1}")
    pids=("${pids[@]:1}")
    report "$t0" "$p0"
  fi
done
while [ ${#pids[@]} -gt 0 ]; do
  t0=${names[0]} p0=${pids[0]}
  names=("${names[@]:1}")
  pids=("${pids[@]:1}")
  report "$t0" "$p0"
done
echo "fuzz: passed ($targets)"
