#!/bin/sh
# instructions.sh BENCH_CPP VG_LIB_DIR FILE...: instructions per URL of
# parse + href + free through C, C++ and ada, counted by callgrind, which a
# loaded machine does not move. Each side runs with 1 and with 3 rounds over
# the files; the difference over the extra URLs is its cost per URL, without
# start-up. The Go library must be the -tags valgrind build (VG_LIB_DIR) with
# async preemption off, as for memcheck in mk/valgrind.mk: callgrind stops on the
# normal build's signals. File names must not hold spaces.
set -eu
bin=$1 libdir=$2
shift 2
files=$*

# count SIDE ROUNDS: prints "URLS INSTRUCTIONS".
count() {
  log=$(mktemp)
  # shellcheck disable=SC2086 # files is a list
  urls=$(env LD_LIBRARY_PATH="$libdir" GODEBUG=asyncpreemptoff=1,cpu.rdtscp=off valgrind --tool=callgrind \
    --callgrind-out-file=/dev/null --log-file="$log" "$bin" -only "$1" -r "$2" $files)
  ir=$(sed -n 's/.*Collected : *\([0-9]*\).*/\1/p' "$log")
  rm -f "$log"
  echo "$urls $ir"
}

printf '%-5s %s\n' side "instructions per URL, parse + href + free (callgrind)"
for side in c cpp ada; do
  echo "$(count "$side" 1) $(count "$side" 3)" |
    awk -v s="$side" '{ printf "%-5s %.1f\n", s, ($4 - $2) / ($3 - $1) }'
done
