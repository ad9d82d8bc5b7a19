#!/bin/sh
# valgrind-errors.sh PROGRAM [ARG...]: runs PROGRAM under memcheck for memory
# errors only (no leak check) and fails on any error or a failing exit.
# Run it against the -tags valgrind library (LD_LIBRARY_PATH), where the Go
# runtime describes its stacks and heap to memcheck; leaks are checked by
# valgrind-leaks.sh against the normal library. Prints the program's output
# and one line "valgrind memcheck PROGRAM: no errors".
set -u
log=$(mktemp)
trap 'rm -f "$log"' EXIT
valgrind --quiet --leak-check=no --error-exitcode=99 --suppressions="$(dirname "$0")/valgrind.supp" \
  --log-file="$log" "$@"
rc=$?
# Go 1.27 writes DWARF 5 forms that valgrind 3.19 cannot read: it says so
# in several lines and goes on without line numbers. Those lines are not
# findings; anything else in the log is.
findings=$(grep -v -e 'DW_FORM' -e 'Serious error when reading debug info' \
  -e 'When reading debug info from' -e '^==[0-9]*== *$' "$log" | grep -v '^--[0-9]*-- *$')
if [ $rc -ne 0 ] || [ -n "$findings" ]; then
  cat "$log" >&2
  echo "valgrind-errors: $* exited $rc" >&2
  exit 1
fi
echo "valgrind memcheck $*: no errors"
