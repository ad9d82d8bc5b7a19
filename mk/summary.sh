#!/usr/bin/env bash
# summary.sh REPORT_DIR PART...: one line per part of `make test` from its log
# (REPORT_DIR/PART.log) and exit status (REPORT_DIR/PART.rc), then the totals.
#
# What is counted, per log:
# - plain lines "N passed, N failed[, N skipped]" alone on the line: the
#   closing line of each C, C++ and Go test program (Go through
#   internal/cmd/testreport). Lines with a prefix (the per-file WPT counts,
#   "WPT urltestdata.json through C: 886 passed, 0 failed") are details of
#   such a total and are listed, not added.
# - unittest's "Ran N tests" with its "OK"/"FAILED (failures=.., errors=..,
#   skipped=..)" line.
# - valgrind runs: lines "valgrind memcheck PROG: clean" and "valgrind leaks
#   PROG: ..." (capi/valgrind-*.sh).
set -u
dir=$1
shift
total_p=0 total_f=0 total_s=0 bad=0
echo
echo "=== summary of make test"
for part in "$@"; do
  log=$dir/$part.log
  read -r rc secs <"$dir/$part.rc" 2>/dev/null || { rc=1 secs=0; }
  read -r p f s runs wpt < <(awk '
    /^[0-9]+ passed, [0-9]+ failed(, [0-9]+ skipped)?$/ {
      p += $1; f += $3; if (NF >= 6) s += $5 }
    /^Ran [0-9]+ tests? in / { ran = $2 }
    ran != "" && /^(OK|FAILED)/ {
      fl = 0; sk = 0
      if (match($0, /failures=[0-9]+/)) fl += substr($0, RSTART + 9, RLENGTH - 9)
      if (match($0, /errors=[0-9]+/)) fl += substr($0, RSTART + 7, RLENGTH - 7)
      if (match($0, /skipped=[0-9]+/)) sk += substr($0, RSTART + 8, RLENGTH - 8)
      p += ran - fl - sk; f += fl; s += sk; ran = "" }
    /^valgrind (memcheck|leaks) / { runs++ }
    /^WPT .*: [0-9]+ passed, [0-9]+ failed/ { wpt++ }
    END { printf "%d %d %d %d %d\n", p, f, s, runs, wpt }' "$log" 2>/dev/null || echo "0 0 0 0 0")
  total_p=$((total_p + p)) total_f=$((total_f + f)) total_s=$((total_s + s))
  if [ "$rc" = 0 ]; then verdict=ok; else verdict=FAILED; bad=1; fi
  detail="$p passed, $f failed, $s skipped"
  [ "$p$f$s" = 000 ] && detail="(no test counts: checks only)"
  [ "$runs" -gt 0 ] && detail="$detail; $runs valgrind runs"
  [ "$wpt" -gt 0 ] && detail="$detail; $wpt WPT runs"
  printf '%-9s %-6s %4ss  %s\n' "$part" "$verdict" "$secs" "$detail"
done
# The conformance counts, a line per WPT file: per language the passed
# cases of each runner over it (several where a file runs through more than
# one entry point), from the parts outside valgrind.
for part in "$@"; do [ "$part" != valgrind ] && cat "$dir/$part.log" 2>/dev/null; done | awk '
  match($0, /^WPT [^ ]+ /) {
    file = substr($0, 5, RLENGTH - 5)
    if (!match($0, / through [A-Za-z0-9.+]+/)) next
    lang = substr($0, RSTART + 9, RLENGTH - 9)
    match($0, /: [0-9]+ passed, [0-9]+ failed/)
    split(substr($0, RSTART + 2, RLENGTH - 2), n, " ")
    if (!(file in seen)) { seen[file] = 1; files[++nf] = file }
    k = file SUBSEP lang
    if (!(k in got)) { langs[file] = langs[file] " " lang; got[k] = n[1] } else got[k] = got[k] "+" n[1]
    if (n[3] > 0) bad[k] += n[3]
  }
  END {
    if (nf) print "WPT (passed cases per runner):"
    for (i = 1; i <= nf; i++) {
      f = files[i]; line = ""; c = split(substr(langs[f], 2), l, " ")
      for (j = 1; j <= c; j++) {
        k = f SUBSEP l[j]
        line = line sprintf("  %s %s%s", l[j], got[k], (k in bad) ? " (" bad[k] " FAILED)" : "")
      }
      printf "  %-34s%s\n", f, line
    }
  }'
grep -h '^NOTE: ' "$dir"/*.log 2>/dev/null | sort -u
echo "total: $total_p passed, $total_f failed, $total_s skipped"
[ "$bad" = 0 ] && [ "$total_f" = 0 ] && [ "$total_p" -gt 0 ]
