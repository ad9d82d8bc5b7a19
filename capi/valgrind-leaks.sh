#!/bin/sh
# valgrind-leaks.sh PROGRAM: runs PROGRAM under memcheck's leak checker and
# fails unless it passes and nothing is definitely or indirectly lost.
# (Memory errors are checked by the separate run against the -tags valgrind
# library; in this build memcheck cannot follow Go's stack switches, so its
# error count is not meaningful here, while its leak accounting of malloc
# blocks, ours included, is.)
set -u
log=$(mktemp)
trap 'rm -f "$log"' EXIT
valgrind --leak-check=full --show-leak-kinds=definite,indirect \
  --suppressions="$(dirname "$0")/valgrind.supp" --log-file="$log" "$@"
rc=$?
# Only the leak lines: this build's error count is not meaningful (above).
summary=$(grep -E 'definitely lost:|indirectly lost:|possibly lost:|no leaks are possible' "$log" |
  sed 's/^==[0-9]*== *//' | awk '!seen[$0]++' | tr '\n' ';' | sed 's/;$//; s/;/; /g')
echo "valgrind leaks $*: $summary"
if [ $rc -ne 0 ]; then echo "valgrind-leaks: $* exited $rc" >&2; exit 1; fi
if grep -q 'definitely lost: [1-9]\|indirectly lost: [1-9]' "$log" ||
   ! grep -q 'definitely lost: 0 bytes\|no leaks are possible' "$log"; then
  sed -n '/blocks are definitely lost\|blocks are indirectly lost/,/^==[0-9]*== $/p' "$log" >&2
  echo "valgrind-leaks: $* leaks" >&2
  exit 1
fi
