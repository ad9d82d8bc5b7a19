#!/usr/bin/env bash
# test-parts.sh REPORT_DIR "MAKE" "BESIDE" PART...: runs `MAKE part-PART` for
# each part, keeping its output in REPORT_DIR/PART.log with its exit status
# and seconds in REPORT_DIR/PART.rc. The parts named in BESIDE (a
# space-separated list) start first, in the background, their output shown
# when they end; the others run one after another in order, their output
# shown as it comes. Every part runs even when another failed; then
# mk/summary.sh prints one line per part, in PART order, and the totals.
# Exits 1 when any part failed.
set -u
dir=$1 make=$2 beside=" $3 "
shift 3
rm -rf "$dir"
mkdir -p "$dir"
run() { # part: runs it, its output into its log, its status and time into .rc
  local start
  start=$(date +%s)
  $make "part-$1" >"$dir/$1.log" 2>&1
  echo "$? $(( $(date +%s) - start ))" >"$dir/$1.rc"
}
pids=()
for part in "$@"; do
  case "$beside" in
  *" $part "*)
    echo "=== $part (beside the others; its output follows when it ends)"
    run "$part" &
    pids+=("$!")
    ;;
  esac
done
for part in "$@"; do
  case "$beside" in
  *" $part "*) continue ;;
  esac
  echo "=== $part"
  start=$(date +%s)
  $make "part-$part" 2>&1 | tee "$dir/$part.log"
  echo "${PIPESTATUS[0]} $(( $(date +%s) - start ))" >"$dir/$part.rc"
done
for pid in "${pids[@]}"; do
  wait "$pid"
done
for part in "$@"; do
  case "$beside" in
  *" $part "*)
    echo "=== $part (ran beside the others)"
    cat "$dir/$part.log"
    ;;
  esac
done
exec bash "$(dirname "$0")/summary.sh" "$dir" "$@"
