# URL patterns (urlpattern/, the C functions wurl_pattern_*, the Python
# module whatwgurl.urlpattern). Targets only; the top-level Makefile decides
# the order of all/test/fuzz/bench.
#   test-pattern-go     the Go package: WPT urlpattern data, unit tests, race
#   test-pattern-c      tests/c/test_pattern.c: WPT data through the C ABI, robustness
#   valgrind-pattern-c  the same under valgrind (memory errors, then leaks)
#   fuzz-pattern        FuzzNew, FuzzExec and FuzzECMAScript for FUZZTIME each
#   bench-pattern       bench/cmd/patternbench (Go) and bench/c/patternbench.c (C ABI)
PATTERN_GO_SRCS := $(shell find urlpattern -name '*.go' -not -name '*_test.go')
PATTERN_TEST_C := $(BUILD)/tests/test_pattern
PATTERN_FUZZ_TARGETS := FuzzNew FuzzExec FuzzECMAScript

# The library embeds the urlpattern package: rebuild it when that changes.
$(CAPI_LIB) $(CAPI_VG_LIB): $(PATTERN_GO_SRCS)

.PHONY: test-pattern-go test-pattern-c valgrind-pattern-c fuzz-pattern bench-pattern
# Prints the "WPT ... through Go: N passed, N failed" lines (and every WPT
# case RE2 cannot run), then the package's own result.
test-pattern-go:
	@mkdir -p $(BUILD)
	@CGO_ENABLED=0 $(GO) test -count=1 -v ./urlpattern/ >$(BUILD)/pattern-go.log 2>&1; rc=$$?; \
	  grep -E '^(WPT |  RE2-unsupported)' $(BUILD)/pattern-go.log; \
	  if [ $$rc -ne 0 ]; then grep -E -- '--- FAIL|_test.go' $(BUILD)/pattern-go.log | head -50; fi; \
	  tail -1 $(BUILD)/pattern-go.log; exit $$rc
	CGO_ENABLED=1 $(GO) test -race -count=1 -run 'Concurrent|WPT' ./urlpattern/ | tail -1

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
	@for fn in $(PATTERN_FUZZ_TARGETS); do \
	  echo "fuzz ./urlpattern $$fn for $(FUZZTIME)"; \
	  CGO_ENABLED=0 $(GO) test -run '^$$' -fuzz "^$$fn$$" -fuzztime $(FUZZTIME) ./urlpattern >$(BUILD)/fuzz-pattern.log 2>&1 \
	    || { cat $(BUILD)/fuzz-pattern.log; exit 1; }; \
	done

# Test of 20 router-like patterns on the datasets, per URL and per pattern,
# beside Parse: in Go, then through the C ABI. Not a test; run alone.
PATTERN_BENCH_ROUNDS ?= 7
PATTERN_BENCH_DATASETS ?= $(if $(WHATWGURL_DATASETS_DIR),$(WHATWGURL_DATASETS_DIR),../shared/datasets)
$(BUILD)/bench/patternbench-c: bench/c/patternbench.c include/whatwgurl.h $(CAPI_LIB)
	@mkdir -p $(@D)
	$(CC) -O2 -std=c11 -Wall -Wextra -Iinclude $< -L$(BUILD) -lwhatwgurl -Wl,-rpath,$(abspath $(BUILD)) -o $@
bench-pattern: $(BUILD)/bench/patternbench-c
	cd bench && $(GO) run ./cmd/patternbench -rounds $(PATTERN_BENCH_ROUNDS) -datasets $(abspath $(PATTERN_BENCH_DATASETS))
	$(BUILD)/bench/patternbench-c -rounds $(PATTERN_BENCH_ROUNDS) $(sort $(wildcard $(PATTERN_BENCH_DATASETS)/*/*.txt))
