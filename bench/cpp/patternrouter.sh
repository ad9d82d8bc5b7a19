#!/bin/sh
# patternrouter.sh ROUTER VG_LIB_DIR PATTERNS TEMPLATES GENERATE FILE...:
# instructions per URL of the URL router of bench/cpp/patternrouter.cpp
# (ours and ada's; ada_once: ada parsing each URL once, which its API does
# not offer as a router, see patternrouter.cpp), counted by callgrind, which
# a loaded machine does not move, on each FILE and on GENERATE URLs made
# from TEMPLATES ("routes").
# Each side runs 1 and 3 router passes; the difference over the extra URLs
# is its cost per URL, without start-up and the patterns' compilation. The
# Go library is the -tags valgrind build (VG_LIB_DIR) with async preemption
# off, as for bench/cpp/instructions.sh. File names must not hold spaces.
#   dataset  urls  ours  ada  ours/ada  ada_once  ours/ada_once
set -eu
bin=$1 libdir=$2 patterns=$3 templates=$4 generate=$5
shift 5

# count SIDE PASSES ARGS...: prints "URLS INSTRUCTIONS".
count() {
  side=$1 passes=$2
  shift 2
  log=$(mktemp)
  urls=$(env LD_LIBRARY_PATH="$libdir" GODEBUG=asyncpreemptoff=1,cpu.rdtscp=off valgrind --tool=callgrind \
    --callgrind-out-file=/dev/null --log-file="$log" "$bin" -patterns "$patterns" -only "$side" -r "$passes" "$@")
  ir=$(sed -n 's/.*Collected : *\([0-9]*\).*/\1/p' "$log")
  rm -f "$log"
  echo "$urls $ir"
}

# row NAME ARGS...: one dataset's line.
row() {
  name=$1
  shift
  o=$(echo "$(count ours 1 "$@") $(count ours 3 "$@")" | awk '{ printf "%.0f %d", ($4 - $2) / ($3 - $1), ($3 - $1) / 2 }')
  a=$(echo "$(count ada 1 "$@") $(count ada 3 "$@")" | awk '{ printf "%.0f", ($4 - $2) / ($3 - $1) }')
  c=$(echo "$(count ada-once 1 "$@") $(count ada-once 3 "$@")" | awk '{ printf "%.0f", ($4 - $2) / ($3 - $1) }')
  echo "$name $o $a $c" | awk '{ printf "%-14s %7d %9d %9d %9.3f %9d %9.3f\n", $1, $3, $2, $4, $2 / $4, $5, $2 / $5 }'
}

printf '%-14s %7s %9s %9s %9s %9s %9s\n' dataset urls ours ada ours/ada ada_once ours/once
for f in "$@"; do
  row "$(basename "$f" .txt)" "$f"
done
row routes -templates "$templates" -generate "$generate"
echo "instructions per URL of the router (callgrind), ours against ada"
