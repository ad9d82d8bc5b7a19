#!/bin/sh
# icount.sh ICOUNT PASSES FILE...: instructions per URL of ada's C API and of
# ours on each file, under callgrind (see icount.c), as a table:
#   dataset  urls  ada  ours  ours/ada
set -eu
bin=$1 passes=$2
shift 2
count() { # side passes file -> total instructions of the run
  out=$(mktemp)
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" "$1" "$2" "$3" >/dev/null 2>"$out"
  sed -n 's/.*Collected : *\([0-9]*\).*/\1/p' "$out"
  rm -f "$out"
}
printf '%-22s %7s %12s %12s %9s\n' dataset urls "ada instr" "ours instr" ours/ada
for f in "$@"; do
  n=$(grep -c '' "$f")
  a0=$(count ada 0 "$f"); a=$(count ada "$passes" "$f")
  o0=$(count ours 0 "$f"); o=$(count ours "$passes" "$f")
  awk -v name="$(basename "$(dirname "$f")")/$(basename "$f")" -v n="$n" -v p="$passes" \
    -v a0="$a0" -v a="$a" -v o0="$o0" -v o="$o" 'BEGIN {
      ai = (a - a0) / (n * p); oi = (o - o0) / (n * p)
      printf "%-22s %7d %12.0f %12.0f %9.2f\n", name, n, ai, oi, oi / ai }'
done
