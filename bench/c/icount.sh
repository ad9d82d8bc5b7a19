#!/bin/sh
# icount.sh ICOUNT PASSES FILE...: instructions per URL of ada's C API, of
# ours per URL (wurl_parse + wurl_get_href + wurl_free) and of ours in one
# wurl_parse_batch, on each file, under callgrind (see icount.c), as a table:
#   dataset  urls  ada  ours  ours/ada  batch  batch/ada
set -eu
bin=$1 passes=$2
shift 2
count() { # side passes file -> total instructions of the run
  out=$(mktemp)
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" "$1" "$2" "$3" >/dev/null 2>"$out"
  sed -n 's/.*Collected : *\([0-9]*\).*/\1/p' "$out"
  rm -f "$out"
}
printf '%-22s %7s %10s %10s %9s %10s %9s\n' dataset urls "ada" "ours" ours/ada batch batch/ada
for f in "$@"; do
  n=$(grep -c '' "$f")
  per() { # side -> instructions per URL
    awk -v z="$(count "$1" 0 "$f")" -v t="$(count "$1" "$passes" "$f")" -v n="$n" -v p="$passes" \
      'BEGIN { printf "%.0f", (t - z) / (n * p) }'
  }
  a=$(per ada) o=$(per ours) b=$(per batch)
  awk -v name="$(basename "$(dirname "$f")")/$(basename "$f")" -v n="$n" -v a="$a" -v o="$o" -v b="$b" \
    'BEGIN { printf "%-22s %7d %10d %10d %9.2f %10d %9.2f\n", name, n, a, o, o / a, b, b / a }'
done
