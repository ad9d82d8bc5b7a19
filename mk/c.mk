# The C ABI's examples and tests, against mk/lib.mk's library:
#   examples, run-examples   examples/c, built and run by `make`
#   test-capi        WPT data, the Standard's validation examples, robustness,
#                    threads, fork, and the C fast path held to the engine
#   test-batch       wurl_parse_batch (capi/batch.*)
#   test-arrow-c     the Arrow C Data Interface (capi/arrow.*)
#   test-arrow-go    the same read by a real Arrow consumer (tests/arrow)
#   test-pattern-c   URL patterns: WPT urlpattern data, robustness
#   test-sp-work     the work of search-params operations as lists grow,
#                    against the counting library (the Go side is in test-engine)
#   test-huge-gc     a parse of 4 MiB or more collects its garbage as it
#                    returns, counted by the counting library
#   test-batch-work  the batch runs the C fast path at most once per input,
#                    against the counting library
#   asan-c           C tests against mk/lib.mk's $(CAPI_ASAN_LIB), built with
#                    the same sanitizers; test_handles checks there that every
#                    use of a stale handle is reported. Checks that read freed
#                    handles on purpose are skipped (WHATWGURL_NO_STALE=1).
# Each test program prints "N passed, N failed" and exits nonzero on a
# failure. They run from the repository's root: test_wpt reads
# $(WPT_DIR)/url/ and url-extra/, test_extras testdata/validation/examples.json
# (the Standard's table of validation errors with examples). Their valgrind
# runs are in mk/valgrind.mk.
CAPI_CFLAGS := -std=c99 -D_POSIX_C_SOURCE=200809L -O2 -g -Wall -Wextra -Werror -Iinclude
CAPI_EXAMPLES := $(BUILD)/examples/urlinfo $(BUILD)/examples/searchparams
CAPI_TESTS := $(BUILD)/tests/test_wpt $(BUILD)/tests/test_extras $(BUILD)/tests/test_robust \
  $(BUILD)/tests/test_threads $(BUILD)/tests/test_fork $(BUILD)/tests/test_canonical \
  $(BUILD)/tests/test_handles

.PHONY: examples run-examples test-capi test-batch test-arrow-c test-arrow-go test-pattern-c \
  test-sp-work test-huge-gc test-batch-work asan-c
examples: $(CAPI_EXAMPLES)
$(BUILD)/examples/%: examples/c/%.c include/whatwgurl.h $(CAPI_LIB)
	@mkdir -p $(dir $@)
	$(CC) $(CAPI_CFLAGS) -o $@ $< $(CAPI_LDFLAGS)

run-examples: $(CAPI_EXAMPLES)
	$(BUILD)/examples/urlinfo 'https://user:pass@EXAMPLE.com:8080/a/../b?q=1#frag' 'not a url'; \
	  test $$? -eq 1
	printf '%s\n' '../c?x' '//other.example/' | $(BUILD)/examples/urlinfo --base 'http://h.example/a/b'
	$(BUILD)/examples/searchparams 'https://example.com/?b=2&a=1&c=3&a=0'

# Every C test program, tests/c/NAME.c -> $(BUILD)/tests/NAME.
TEST_C_COMMON := tests/c/json.c tests/c/check.h tests/c/json.h tests/c/components.h
$(BUILD)/tests/%: tests/c/%.c $(TEST_C_COMMON) include/whatwgurl.h $(CAPI_LIB)
	@mkdir -p $(dir $@)
	$(CC) $(CAPI_CFLAGS) -D_GNU_SOURCE -pthread -o $@ $< tests/c/json.c $(CAPI_LDFLAGS)

# test_fork with AddressSanitizer and UBSan on the test program: the
# children read and free handles made in the parent (the library is not
# instrumented, but its C side's malloc and free go through ASan's).
$(BUILD)/asan/test_fork: tests/c/test_fork.c $(TEST_C_COMMON) include/whatwgurl.h $(CAPI_LIB)
	@mkdir -p $(dir $@)
	$(CC) $(CAPI_CFLAGS) -fsanitize=address,undefined -fno-sanitize-recover=undefined \
	  -fno-omit-frame-pointer -D_GNU_SOURCE -pthread -o $@ $< tests/c/json.c $(CAPI_LDFLAGS)

# test_canonical compiles the C fast path (and cpu.c, which it asks for
# SSSE3) into itself, to hold it against the engine.
$(BUILD)/tests/test_canonical: tests/c/test_canonical.c capi/canonical.c capi/cpu.c capi/canonical_tables.h \
  capi/internal.h $(TEST_C_COMMON) include/whatwgurl.h $(CAPI_LIB)
	@mkdir -p $(dir $@)
	$(CC) $(CAPI_CFLAGS) -D_GNU_SOURCE -pthread -o $@ $< capi/canonical.c capi/cpu.c tests/c/json.c $(CAPI_LDFLAGS)

test-capi: $(CAPI_TESTS) $(BUILD)/asan/test_fork $(TESTREPORT)
	WHATWGURL_WPT_DIR=$(WPT_DIR) $(BUILD)/tests/test_wpt
	$(BUILD)/tests/test_extras
	$(BUILD)/tests/test_robust
	$(BUILD)/tests/test_threads
	$(BUILD)/tests/test_fork
	$(BUILD)/asan/test_fork
	$(BUILD)/tests/test_canonical
	$(BUILD)/tests/test_handles
	CGO_ENABLED=1 $(GO) test -count=1 -json -run 'CFastPath' ./whatwgurl | $(TESTREPORT)

CAPI_ASAN_DIR := $(dir $(CAPI_ASAN_LIB))
CAPI_ASAN_TESTS := $(addprefix $(CAPI_ASAN_DIR),test_wpt test_robust test_arrow test_batch test_pattern \
  test_handles)
$(CAPI_ASAN_DIR)%: tests/c/%.c $(TEST_C_COMMON) include/whatwgurl.h $(CAPI_ASAN_LIB)
	clang $(CAPI_CFLAGS) -O1 $(CAPI_ASAN_FLAGS) -D_GNU_SOURCE -pthread -o $@ $< tests/c/json.c \
	  -L$(CAPI_ASAN_DIR) -lwhatwgurl -Wl,-rpath,$(abspath $(CAPI_ASAN_DIR))
asan-c: $(CAPI_ASAN_TESTS)
	for t in $(CAPI_ASAN_TESTS); do WHATWGURL_WPT_DIR=$(WPT_DIR) WHATWGURL_NO_STALE=1 $$t || exit 1; done

test-batch: $(BUILD)/tests/test_batch
	$(BUILD)/tests/test_batch

# test_arrow runs against the counting library too, which lets it hold the
# export's rows written eight at a time to those written one at a time
# (wurl_debug_arrow_wide).
$(BUILD)/workcount/test_arrow: tests/c/test_arrow.c $(TEST_C_COMMON) include/whatwgurl.h $(CAPI_WORK_LIB)
	$(CC) $(CAPI_CFLAGS) -D_GNU_SOURCE -pthread -o $@ $< tests/c/json.c -L$(dir $(CAPI_WORK_LIB)) -lwhatwgurl \
	  -Wl,-rpath,$(abspath $(dir $(CAPI_WORK_LIB)))
test-arrow-c: $(BUILD)/tests/test_arrow $(BUILD)/workcount/test_arrow
	$(BUILD)/tests/test_arrow
	$(BUILD)/workcount/test_arrow

test-pattern-c: $(BUILD)/tests/test_pattern
	$(BUILD)/tests/test_pattern

# The Arrow consumer and producer: tests/arrow (its own go.mod, so arrow-go
# is not a dependency of the library) links $(BUILD)/libwhatwgurl.so through
# cgo; its modules are downloaded here when missing. It runs twice: against
# the library, and against $(ARROW_WIN_LIB), where the datasets' exports must
# span several data buffers and still read right. The datasets, when
# WHATWGURL_DATASETS_DIR names them, reach the tests through the environment.
ARROW_GO_ENV := WHATWGURL_WPT_DIR=$(abspath $(WPT_DIR)) CGO_ENABLED=1
test-arrow-go: lib $(ARROW_WIN_LIB) $(TESTREPORT)
	cd tests/arrow && $(GO) mod download
	@# The header beside Arrow's own abi.h, in either order (the guard).
	d=$$(cd tests/arrow && $(GO) list -m -f '{{.Dir}}' github.com/apache/arrow-go/v18)/arrow/cdata; \
	  printf '#include "abi.h"\n#include "whatwgurl.h"\n' | \
	    $(CC) -std=c99 -pedantic -Wall -Wextra -Werror -Iinclude -I"$$d" -fsyntax-only -x c - && \
	  printf '#include "whatwgurl.h"\n#include "abi.h"\n' | \
	    $(CC) -std=c99 -pedantic -Wall -Wextra -Werror -Iinclude -I"$$d" -fsyntax-only -x c -
	cd tests/arrow && $(ARROW_GO_ENV) $(GO) test -count=1 -json . | $(abspath $(TESTREPORT))
	cd tests/arrow && $(ARROW_GO_ENV) LD_LIBRARY_PATH=$(abspath $(dir $(ARROW_WIN_LIB))) \
	  WHATWGURL_ARROW_WINDOWS=1 $(GO) test -count=1 -json . | $(abspath $(TESTREPORT))

# test_sp_work links the counting library (mk/lib.mk's $(CAPI_WORK_LIB)).
$(BUILD)/workcount/test_sp_work: tests/c/test_sp_work.c tests/c/check.h include/whatwgurl.h $(CAPI_WORK_LIB)
	$(CC) $(CAPI_CFLAGS) -D_GNU_SOURCE -o $@ $< -L$(dir $(CAPI_WORK_LIB)) -lwhatwgurl \
	  -Wl,-rpath,$(abspath $(dir $(CAPI_WORK_LIB)))
test-sp-work: $(BUILD)/workcount/test_sp_work
	$(BUILD)/workcount/test_sp_work

# test_huge_gc links the counting library too (wurl_debug_forced_gcs).
$(BUILD)/workcount/test_huge_gc: tests/c/test_huge_gc.c tests/c/check.h include/whatwgurl.h $(CAPI_WORK_LIB)
	$(CC) $(CAPI_CFLAGS) -o $@ $< -L$(dir $(CAPI_WORK_LIB)) -lwhatwgurl \
	  -Wl,-rpath,$(abspath $(dir $(CAPI_WORK_LIB)))
test-huge-gc: $(BUILD)/workcount/test_huge_gc
	$(BUILD)/workcount/test_huge_gc

# test_batch_work links the counting library too.
$(BUILD)/workcount/test_batch_work: tests/c/test_batch_work.c tests/c/check.h include/whatwgurl.h $(CAPI_WORK_LIB)
	$(CC) $(CAPI_CFLAGS) -o $@ $< -L$(dir $(CAPI_WORK_LIB)) -lwhatwgurl \
	  -Wl,-rpath,$(abspath $(dir $(CAPI_WORK_LIB)))
test-batch-work: $(BUILD)/workcount/test_batch_work
	$(BUILD)/workcount/test_batch_work
