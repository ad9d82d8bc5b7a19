# whatwgurl: `make` builds the library and runs the examples; `make test` runs every test.
#
# The module supports Go 1.26 and 1.27 (go.mod says 1.26). The library, the
# CLI and the tests are built with Go 1.27, whose x/net/idna has the Unicode
# 17 IDNA tables the Standard's test data needs; the go command fetches it
# through the module proxy where the machine's Go is older. test-go-oldest
# (mk/go.mk) also tests the engine with Go 1.26.
export GOTOOLCHAIN ?= go1.27.4
export GOFLAGS ?= -buildvcs=false
GO ?= go
BUILD ?= build
# The conformance data is the repository's own pinned copy (testdata/README.md).
WPT_DIR ?= $(if $(WHATWGURL_WPT_DIR),$(WHATWGURL_WPT_DIR),testdata/wpt)

# Go test runs are summarised by this (internal/cmd/testreport).
TESTREPORT := $(BUILD)/testreport

.PHONY: all test bench fuzz clean
all:

# Each fragment defines the recipes of one part of the project; this file
# alone decides what `make`, `make test`, `make bench` and `make fuzz` run,
# and in which order. The library's first: the others name its files in
# their prerequisites, which make reads as it goes.
include mk/lib.mk         # libwhatwgurl.so, every variant, one recipe; install
include mk/go.mk          # the Go packages: engine, urlpattern, lint
include mk/genabi.mk      # what the header, C and Python share, generated
include mk/cli.mk         # the command-line tool
include mk/c.mk           # the C examples and tests
include mk/cpp.mk         # the C++ layer, its tests, its CMake package
include mk/python.mk      # the Python package and its tests
include mk/sequences.mk   # setter and search-params sequences, Go -> C, Python
include mk/valgrind.mk    # every valgrind run
include mk/fuzz.mk        # Go and C fuzzing
include mk/bench.mk       # every benchmark

# make: the engine, the C library and its header check, the examples.
all: engine lib examples run-examples cpp-header-check cpp-examples run-cpp-examples cli run-python-example

# make test: the parts in this order, each one's output kept in
# $(BUILD)/report/PART.log; a failing part does not stop the others, and the
# run ends with one summary line per part and the totals (mk/summary.sh).
# The valgrind part, the longest, which runs one program at a time, runs
# beside the others once what it shares with them is built
# (valgrind-prereqs); its output is shown when it ends.
TEST_PARTS := lint go c cpp python valgrind
TEST_BESIDE := valgrind
test:
	@$(MAKE) --no-print-directory valgrind-prereqs
	@bash mk/test-parts.sh $(BUILD)/report "$(MAKE) --no-print-directory" "$(TEST_BESIDE)" $(TEST_PARTS)

part-lint: lint check-abi check-deps
part-go: test-engine test-go-oldest test-race fuzz-brief test-cli race-cli test-pattern-go
part-c: lib test-capi asan-c test-batch test-arrow-c test-arrow-go test-pattern-c test-sp-work test-huge-gc test-batch-work fuzz-c-brief
part-cpp: cpp-header-check test-cpp asan-cpp test-cmake test-readme-c-cpp
part-python: test-python typecheck-python test-columnar-python test-dask test-sequences
part-valgrind: valgrind-capi valgrind-batch valgrind-arrow-c valgrind-pattern-c valgrind-sequences valgrind-cpp valgrind-python valgrind-columnar-python

# Every benchmark, then the goals table from the figures they left.
bench: bench-go bench-c bench-icount bench-goicount bench-python bench-cli bench-cpp bench-cpp-instructions bench-pattern \
  bench-sp bench-arrow bench-huge bench-first
	@$(MAKE) --no-print-directory bench-goals
fuzz: fuzz-go fuzz-pattern fuzz-c

clean:
	rm -rf $(BUILD)
