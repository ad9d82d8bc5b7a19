#!/usr/bin/env bash
# tee-stdout.sh FILE CMD [ARG...]: runs CMD, its standard output shown and
# also written to FILE; exits with CMD's status. mk/bench.mk uses it to keep
# the Python benchmark's table for bench/cmd/benchsummary.
set -o pipefail
out=$1
mkdir -p "$(dirname "$out")"
shift
"$@" | tee "$out"
