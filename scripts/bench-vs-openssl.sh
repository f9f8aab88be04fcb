#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0 OR MIT
#
# Measures cairn's hash performance targets against OpenSSL on this machine,
# in one run:
#   software: CAIRN_CPU=none cairn-bench  vs  OPENSSL_ia32cap=0 openssl speed -evp ALG
#             target: cairn >= 0.85 x OpenSSL
#   hardware: cairn's Hardware column (SHA-NI) vs unrestricted OpenSSL, for SHA-1 and SHA-256
#             target: cairn >= 0.95 x OpenSSL
# Both sides digest 8192-byte buffers (init/update/final per buffer) and divide
# by wall-clock time (openssl speed -elapsed), so a loaded machine slows both
# alike. The two programs alternate, R times per algorithm (the order flips
# every repetition to cancel drift), and the medians are compared.
#
# usage: scripts/bench-vs-openssl.sh [-s SECONDS] [-r REPEATS] [--only ALG,...] [PATH/TO/cairn-bench]
# Exit status: 0 every target met, 1 some MISS, 2 usage or setup error.
set -euo pipefail

SECS=1
REPEATS=3
SIZE=8192
ONLY=""
BENCH=""

usage() {
    sed -n '3,16p' "$0" | sed 's/^# \{0,1\}//'
    cat <<'EOF'
options:
  -s, --seconds S    seconds per measurement (default 1)
  -r, --repeats R    alternating repetitions per algorithm, medians compared (default 3)
  --only LIST        comma-separated OpenSSL names, e.g. sha256,sha1
  -h, --help         this text
Without a path, cairn-bench is looked for in build/bench/ of this repository.
EOF
}

die() {
    echo "bench-vs-openssl: $*" >&2
    exit 2
}

while [ $# -gt 0 ]; do
    case "$1" in
    -s | --seconds) [ $# -ge 2 ] || die "$1 needs a value"; SECS=$2; shift 2 ;;
    --seconds=*) SECS=${1#*=}; shift ;;
    -r | --repeats) [ $# -ge 2 ] || die "$1 needs a value"; REPEATS=$2; shift 2 ;;
    --repeats=*) REPEATS=${1#*=}; shift ;;
    --only) [ $# -ge 2 ] || die "$1 needs a value"; ONLY=$2; shift 2 ;;
    --only=*) ONLY=${1#*=}; shift ;;
    -h | --help) usage; exit 0 ;;
    -*) usage >&2; exit 2 ;;
    *) [ -z "$BENCH" ] || die "more than one cairn-bench path"; BENCH=$1; shift ;;
    esac
done

[[ "$SECS" =~ ^[0-9]+$ && "$SECS" -ge 1 ]] || die "--seconds must be a whole number >= 1 (openssl speed takes whole seconds)"
[[ "$REPEATS" =~ ^[0-9]+$ && "$REPEATS" -ge 1 ]] || die "--repeats must be a whole number >= 1"

ROOT=$(cd "$(dirname "$0")/.." && pwd)
if [ -z "$BENCH" ]; then
    BENCH="$ROOT/build/bench/cairn-bench"
fi
[ -x "$BENCH" ] || die "cairn-bench not found at '$BENCH' (build it, or pass its path)"
command -v openssl >/dev/null 2>&1 || die "openssl not found in PATH"

# OpenSSL's speed name -> cairn's row name: the Hash rows of src/core/algorithms.def that OpenSSL has,
# under their EVP digest names in lower case (openssl speed -evp takes those)
declare -A CAIRN_NAME=()
ALGS=()
while IFS=$'\t' read -r _ _ name row ossl _; do
    [ "$row" = 1 ] && [ "$ossl" != - ] || continue
    a=$(tr '[:upper:]' '[:lower:]' <<<"$ossl")
    CAIRN_NAME[$a]=$name
    ALGS+=("$a")
done < <(bash "$ROOT/scripts/alg-table.sh" hash)
[ "${#ALGS[@]}" -gt 0 ] || die "no hash rows read from src/core/algorithms.def"
KNOWN="${ALGS[*]}"
HW_ALGS=(sha1 sha256)
SW_TARGET=0.85
HW_TARGET=0.95

if [ -n "$ONLY" ]; then
    IFS=, read -r -a ALGS <<<"$ONLY"
    for a in "${ALGS[@]}"; do
        [ -n "${CAIRN_NAME[$a]+x}" ] || die "unknown algorithm '$a' (one of: $KNOWN)"
    done
fi

# openssl speed's machine-readable "+F:<index>:<alg>:<bytes per second>" line, in MB/s (10^6 bytes).
openssl_mbs() { # alg sw|hw
    local out
    if [ "$2" = sw ]; then
        out=$(OPENSSL_ia32cap=0 openssl speed -mr -elapsed -evp "$1" -bytes "$SIZE" -seconds "$SECS" 2>/dev/null) || return 1
    else
        out=$(env -u OPENSSL_ia32cap openssl speed -mr -elapsed -evp "$1" -bytes "$SIZE" -seconds "$SECS" 2>/dev/null) || return 1
    fi
    awk -F: '$1 == "+F" { v = $NF } END { if (v == "" || v + 0 <= 0) exit 1; printf "%.2f\n", v / 1e6 }' <<<"$out"
}

# cairn-bench's CSV (table,algorithm,metric,implementation,unit,value,min,max,runs,status), in MB/s.
# The software run caps the CPU, so the Hardware cell is unavailable and the
# software cell gets the whole budget; the hardware run measures both cells,
# so it gets twice the budget (S each).
cairn_mbs() { # name sw|hw
    local out impl
    if [ "$2" = sw ]; then
        impl=software
        out=$(CAIRN_CPU=none "$BENCH" --quiet --filter "^$1\$" --format csv --size "$SIZE" --seconds "$SECS") || return 1
    else
        impl=hardware
        out=$(env -u CAIRN_CPU "$BENCH" --quiet --filter "^$1\$" --format csv --size "$SIZE" --seconds $((2 * SECS))) || return 1
    fi
    awk -F, -v impl="$impl" 'NR > 1 && $4 == impl && $10 == "ok" { v = $6 } END { if (v == "") exit 1; printf "%.2f\n", v }' <<<"$out"
}

median() {
    sort -g | awk '{ a[NR] = $1 } END { if (NR == 0) exit 1; if (NR % 2) printf "%.2f\n", a[(NR + 1) / 2]; else printf "%.2f\n", (a[NR / 2] + a[NR / 2 + 1]) / 2 }'
}

# One comparison: R alternating measurements of each side; prints "cairn openssl" medians.
compare() { # alg sw|hw
    local alg=$1 mode=$2 name=${CAIRN_NAME[$1]} c_vals="" o_vals="" r v first
    for ((r = 1; r <= REPEATS; r++)); do
        for first in 0 1; do
            if [ $(((r + first) % 2)) -eq 1 ]; then
                v=$(openssl_mbs "$alg" "$mode") || { echo "skip: openssl speed has no $alg" >&2; return 1; }
                o_vals+="$v"$'\n'
                echo "  $alg $mode run $r: openssl $v MB/s" >&2
            else
                v=$(cairn_mbs "$name" "$mode") || { echo "skip: cairn-bench has no $mode $name here" >&2; return 1; }
                c_vals+="$v"$'\n'
                echo "  $alg $mode run $r: cairn   $v MB/s" >&2
            fi
        done
    done
    printf '%s %s\n' "$(printf '%s' "$c_vals" | median)" "$(printf '%s' "$o_vals" | median)"
}

cpu=$(awk -F': *' '/^model name/ { print $2; exit }' /proc/cpuinfo 2>/dev/null || true)
[ -n "$cpu" ] || cpu=$(uname -m)
echo "# cairn vs OpenSSL, hash throughput on $SIZE-byte buffers (MB = 10^6 bytes)"
echo "# CPU: $cpu; $(nproc 2>/dev/null || echo '?') CPUs; load average: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')"
echo "# $(openssl version); cairn-bench: $BENCH"
echo "# $SECS s per measurement, $REPEATS alternating repetitions, medians; wall-clock time on both sides"
echo "# sw: CAIRN_CPU=none vs OPENSSL_ia32cap=0; hw: cairn's Hardware column vs OpenSSL unrestricted"
echo
printf '%-10s %-3s %12s %13s %7s %7s  %s\n' Algorithm Col "cairn MB/s" "OpenSSL MB/s" ratio target result
miss=0
row() { # alg mode target
    local res c o ratio verdict
    echo "measuring $1 ($2)..." >&2
    if ! res=$(compare "$1" "$2"); then
        printf '%-10s %-3s %12s %13s %7s %7s  %s\n' "${CAIRN_NAME[$1]}" "$2" - - - "$3" SKIP
        return
    fi
    read -r c o <<<"$res"
    ratio=$(awk -v c="$c" -v o="$o" 'BEGIN { printf "%.3f", c / o }')
    if awk -v r="$ratio" -v t="$3" 'BEGIN { exit !(r >= t) }'; then
        verdict=PASS
    else
        verdict=MISS
        miss=1
    fi
    printf '%-10s %-3s %12s %13s %7s %7s  %s\n' "${CAIRN_NAME[$1]}" "$2" "$c" "$o" "$ratio" "$3" "$verdict"
}
for a in "${ALGS[@]}"; do
    row "$a" sw "$SW_TARGET"
done
for a in "${HW_ALGS[@]}"; do
    for b in "${ALGS[@]}"; do
        if [ "$a" = "$b" ]; then
            if env -u CAIRN_CPU "$BENCH" --list --filter "^${CAIRN_NAME[$a]}\$" 2>/dev/null | grep -q 'hw: available'; then
                row "$a" hw "$HW_TARGET"
            else
                printf '%-10s %-3s %12s %13s %7s %7s  %s\n' "${CAIRN_NAME[$a]}" hw - - - "$HW_TARGET" "SKIP (no accelerated path on this CPU)"
            fi
        fi
    done
done
exit $miss
