#!/bin/sh
# run.sh BIN DIR JOBS FLAGS DURATION: runs the libFuzzer target BIN for
# DURATION (a Go duration: 30s, 2m, 1h) on the corpus DIR/corpus (which it
# grows) and the seeds DIR/seeds, with JOBS processes, and prints what it
# did: executions, coverage (libFuzzer's cov: and ft:), corpus, and any
# crash, then "1 passed, 0 failed" or "0 passed, 1 failed".
set -u
bin=$1 dir=$2 jobs=$3 flags=$4 time=$5
case $time in
  *h) secs=$(( ${time%h} * 3600 )) ;;
  *m) secs=$(( ${time%m} * 60 )) ;;
  *s) secs=${time%s} ;;
  *) secs=$time ;;
esac
mkdir -p "$dir/corpus" "$dir/artifacts"
log=$dir/fuzz.log
rm -f "$dir"/artifacts/crash-* "$dir"/artifacts/leak-* "$dir"/artifacts/timeout-* "$dir"/artifacts/oom-*
echo "fuzz_capi for $time ($jobs job(s)): $bin"
# -rss_limit_mb: ASan's quarantine and the Go heap share the process.
if [ "$jobs" -gt 1 ]; then
  # shellcheck disable=SC2086
  "$bin" -max_total_time="$secs" -jobs="$jobs" -workers="$jobs" -print_final_stats=1 -rss_limit_mb=4096 \
    -artifact_prefix="$dir/artifacts/" $flags "$dir/corpus" "$dir/seeds" >"$log" 2>&1
  rc=$?
  cat fuzz-*.log >>"$log" 2>/dev/null && rm -f fuzz-*.log
else
  # shellcheck disable=SC2086
  "$bin" -max_total_time="$secs" -print_final_stats=1 -rss_limit_mb=4096 \
    -artifact_prefix="$dir/artifacts/" $flags "$dir/corpus" "$dir/seeds" >"$log" 2>&1
  rc=$?
fi
grep -E '^#[0-9]+[[:space:]]+INITED' "$log" | head -1
grep -E '^#[0-9]+[[:space:]]+(DONE|pulse|NEW|REDUCE)' "$log" | tail -1
grep -E '^stat::(number_of_executed_units|average_exec_per_sec|new_units_added|peak_rss_mb):' "$log"
crashes=$(ls "$dir"/artifacts/ 2>/dev/null | grep -E '^(crash|leak|timeout|oom)-' || true)
if [ "$rc" -ne 0 ] || [ -n "$crashes" ]; then
  echo "fuzz_capi FAILED (exit $rc); the end of $log:"
  tail -40 "$log"
  for c in $crashes; do echo "reproduce: $bin $dir/artifacts/$c"; done
  echo "0 passed, 1 failed"
  exit 1
fi
echo "1 passed, 0 failed"
