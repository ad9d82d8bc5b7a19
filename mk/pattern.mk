# URL patterns (urlpattern/, the C functions wurl_pattern_*, the Python
# module whatwgurl.urlpattern). Targets only; the top-level Makefile decides
# the order of all/test/fuzz/bench.
#   test-pattern-go     the Go package: WPT urlpattern data, unit tests, race
#   test-pattern-c      tests/c/test_pattern.c: WPT data through the C ABI, robustness
#   valgrind-pattern-c  the same under valgrind (memory errors, then leaks)
#   fuzz-pattern        FuzzNew, FuzzExec and the translator's FuzzCompile for FUZZTIME each
#   bench-pattern       bench/cmd/patternbench (Go) and bench/c/patternbench.c (C ABI)
PATTERN_GO_SRCS := $(shell find urlpattern -name '*.go' -not -name '*_test.go')
PATTERN_TEST_C := $(BUILD)/tests/test_pattern
PATTERN_FUZZ_TARGETS := ./urlpattern:FuzzNew ./urlpattern:FuzzExec ./urlpattern/internal/ecmascript:FuzzCompile


.PHONY: test-pattern-go test-pattern-c valgrind-pattern-c fuzz-pattern bench-pattern
# The Go package's tests summarised like the engine's (testreport), then the
# same under the race detector.
test-pattern-go: $(TESTREPORT)
	CGO_ENABLED=0 $(GO) test -count=1 -json ./urlpattern/... | $(TESTREPORT)
	CGO_ENABLED=1 $(GO) test -race -count=1 -run 'Concurrent|WPT' ./urlpattern/

test-pattern-c: $(PATTERN_TEST_C)
	$(PATTERN_TEST_C)

# As valgrind-capi: memory errors against the -tags valgrind library, then
# leaks against the normal one; the freed-handle checks read freed memory on
# purpose and are left out (WHATWGURL_NO_STALE=1).
valgrind-pattern-c: $(PATTERN_TEST_C) $(CAPI_VG_LIB)
	for run in "$(VG_ERRORS)" "$(VG_LEAKS)"; do \
	  WHATWGURL_NO_STALE=1 $$run $(PATTERN_TEST_C) || exit 1; \
	done

fuzz-pattern:
	@mkdir -p $(BUILD)
	@for t in $(PATTERN_FUZZ_TARGETS); do \
	  pkg=$${t%%:*}; fn=$${t##*:}; \
	  echo "fuzz $$pkg $$fn for $(FUZZTIME)"; \
	  CGO_ENABLED=0 $(GO) test -run '^$$' -fuzz "^$$fn$$" -fuzztime $(FUZZTIME) $$pkg >$(BUILD)/fuzz-pattern.log 2>&1 \
	    || { cat $(BUILD)/fuzz-pattern.log; exit 1; }; \
	done

# Test of 20 router-like patterns on the datasets, per URL and per pattern,
# beside Parse: in Go, then through the C ABI. Not a test; run alone.
PATTERN_BENCH_ROUNDS ?= 7
$(BUILD)/bench/patternbench-c: bench/c/patternbench.c include/whatwgurl.h $(CAPI_LIB)
	@mkdir -p $(@D)
	$(CC) -O2 -std=c11 -Wall -Wextra -Iinclude $< -L$(BUILD) -lwhatwgurl -Wl,-rpath,$(abspath $(BUILD)) -o $@
bench-pattern: $(BUILD)/bench/patternbench-c
	cd bench && $(GO) run ./cmd/patternbench -rounds $(PATTERN_BENCH_ROUNDS) -datasets $(abspath $(BENCH_DATASETS))
	$(BUILD)/bench/patternbench-c -rounds $(PATTERN_BENCH_ROUNDS) $(sort $(wildcard $(BENCH_DATASETS)/*/*.txt))
