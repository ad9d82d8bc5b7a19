#!/bin/sh
# check-deps.sh "MAKE" PACKAGE TARGET...: fails when a TARGET does not depend
# on a file that PACKAGE is built from, so that a change to that file would
# leave the target stale. What PACKAGE is built from: the module's files in
# every package `go list -deps PACKAGE` names (under any of the build tags
# the Makefile uses), the headers its C files include (cc -MM), go.mod. What
# a target depends on: make's own database (make -p), the prerequisites make
# really checks. Prints each missing file; exits 1 when there is one.
set -eu
make=$1 pkg=$2
shift 2
root=$(pwd)
want=$(mktemp) have=$(mktemp) list=$(mktemp)
trap 'rm -f "$want" "$have" "$list"' EXIT
go list -deps -tags "valgrind whatwgurl_workcount" \
  -f '{{if and .Module .Module.Main}}{{$d := .Dir}}{{range .GoFiles}}{{$d}}/{{.}}
{{end}}{{range .CgoFiles}}{{$d}}/{{.}}
{{end}}{{range .CFiles}}{{$d}}/{{.}}
{{end}}{{range .HFiles}}{{$d}}/{{.}}
{{end}}{{end}}' "$pkg" >"$list"
sed "s|^$root/||" "$list" >"$want"
# The headers the C files include (-MG: cgo's _cgo_export.h does not exist
# outside a build, and is not ours).
cfiles=$(grep '\.c$' "$want" || true)
if [ -n "$cfiles" ]; then
  ${CC:-cc} -MM -MG -Iinclude $cfiles >"$list"
  tr ' \\' '\n\n' <"$list" | grep '\.h$' | while read -r h; do [ ! -f "$h" ] || echo "$h"; done >>"$want"
fi
echo go.mod >>"$want"
sort -u -o "$want" "$want"
bad=0
for target in "$@"; do
  $make -pq --no-print-directory "$target" 2>/dev/null | awk -v t="$target:" '
    $1 == t { for (i = 2; i <= NF; i++) print $i }' | sort -u >"$have"
  missing=$(comm -23 "$want" "$have")
  if [ -n "$missing" ]; then
    bad=1
    echo "$target does not depend on these files of $pkg:"; echo "$missing" | sed 's/^/  /'
  fi
done
[ "$bad" = 1 ] || echo "check-deps: the $(wc -l <"$want") files $pkg is built from are prerequisites of $*"
exit $bad
