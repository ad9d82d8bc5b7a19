#!/bin/sh
# check-header.sh HEADER LIB: fails when the wurl_* functions the shared
# library exports differ from the functions the header declares. (Their
# signatures are checked by the compiler: every definition in capi/*.c is
# compiled with the header included.)
set -eu
header=$1 lib=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# Strip comments, then keep the identifiers that are followed by '(', but
# not the header's own static inline functions (WURL_INLINE), which the
# library does not export.
gcc -fpreprocessed -dD -E -P -x c "$header" 2>/dev/null >"$tmp/text"
grep -oE 'WURL_INLINE[^(]*\bwurl_[a-z0-9_]+[[:space:]]*\(' "$tmp/text" |
  grep -oE '\bwurl_[a-z0-9_]+' | sort -u >"$tmp/inline"
grep -oE '\bwurl_[a-z0-9_]+[[:space:]]*\(' "$tmp/text" | sed 's/[[:space:](]//g' | sort -u |
  comm -23 - "$tmp/inline" >"$tmp/declared"
nm -D --defined-only "$lib" | awk '{print $3}' | grep -E '^wurl_[a-z0-9]' | sort -u >"$tmp/exported"
if ! diff -u "$tmp/declared" "$tmp/exported" >"$tmp/diff"; then
  echo "check-header: $header and $lib disagree (- declared only, + exported only):" >&2
  grep -E '^[-+]wurl' "$tmp/diff" >&2
  exit 1
fi
# No other symbol of ours may leak: the Go exports are internal.
if nm -D --defined-only "$lib" | awk '{print $3}' | grep -E '^(wurlgo_|wurl__)'; then
  echo "check-header: internal symbols are exported by $lib" >&2
  exit 1
fi
echo "check-header: $(wc -l <"$tmp/declared") functions declared and exported"
