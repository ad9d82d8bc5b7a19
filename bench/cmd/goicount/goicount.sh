#!/bin/sh
# goicount.sh GOICOUNT ICOUNT PASSES FILE...: instructions per URL of ada's C
# API (ICOUNT, bench/c/icount.c), of the Go Parse+Href and of SetHref+Href on
# a reused URL (GOICOUNT, main.go), on each file, under callgrind, as a
# table:
#   dataset  urls  ada  parse  parse/ada  sethref  sethref/ada
# One Go thread (GOMAXPROCS=1) and no async preemption, so that the counts
# repeat; the garbage collector's work is counted as it runs.
set -eu
go=$1 c=$2 passes=$3
shift 3
count() { # binary side passes file -> total instructions of the run
  out=$(mktemp)
  GOMAXPROCS=1 GODEBUG=asyncpreemptoff=1,cpu.rdtscp=off valgrind --tool=callgrind --callgrind-out-file=/dev/null \
    "$1" "$2" "$3" "$4" >/dev/null 2>"$out"
  sed -n 's/.*Collected : *\([0-9]*\).*/\1/p' "$out"
  rm -f "$out"
}
printf '%-22s %7s %10s %10s %9s %10s %11s\n' dataset urls ada parse parse/ada sethref sethref/ada
for f in "$@"; do
  n=$(grep -c '' "$f")
  per() { # binary side -> instructions per URL
    awk -v z="$(count "$1" "$2" 0 "$f")" -v t="$(count "$1" "$2" "$passes" "$f")" -v n="$n" -v p="$passes" \
      'BEGIN { printf "%.0f", (t - z) / (n * p) }'
  }
  a=$(per "$c" ada) p=$(per "$go" parse) s=$(per "$go" sethref)
  awk -v name="$(basename "$(dirname "$f")")/$(basename "$f")" -v n="$n" -v a="$a" -v p="$p" -v s="$s" \
    'BEGIN { printf "%-22s %7d %10d %10d %9.2f %10d %11.2f\n", name, n, a, p, p / a, s, s / a }'
done
