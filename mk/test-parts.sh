#!/usr/bin/env bash
# test-parts.sh REPORT_DIR "MAKE" PART...: runs `MAKE part-PART` for each
# part in order, showing its output and keeping it in REPORT_DIR/PART.log
# with its exit status in REPORT_DIR/PART.rc. Every part runs even when an
# earlier one failed; then mk/summary.sh prints one line per part and the
# totals. Exits 1 when any part failed.
set -u
dir=$1 make=$2
shift 2
rm -rf "$dir"
mkdir -p "$dir"
for part in "$@"; do
  echo "=== $part"
  start=$(date +%s)
  $make "part-$part" 2>&1 | tee "$dir/$part.log"
  echo "${PIPESTATUS[0]} $(( $(date +%s) - start ))" >"$dir/$part.rc"
done
exec bash "$(dirname "$0")/summary.sh" "$dir" "$@"
