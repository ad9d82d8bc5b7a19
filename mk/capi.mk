# The C ABI: build/libwhatwgurl.so (soname libwhatwgurl.so.0), its header
# check, the C examples (built and run by `make`), the C tests (`make test`,
# valgrind included) and `make install PREFIX=...`.
PREFIX ?= /usr/local
DESTDIR ?=
CC ?= cc
CAPI_LIB := $(BUILD)/libwhatwgurl.so
CAPI_SRCS := $(shell find whatwgurl capi internal urlpattern -name '*.go' -not -name '*_test.go') \
  $(wildcard capi/*.c capi/*.h) capi/exports.map include/whatwgurl.h go.mod go.sum
CAPI_CFLAGS := -std=c99 -D_POSIX_C_SOURCE=200809L -O2 -g -Wall -Wextra -Werror -Iinclude
CAPI_LDFLAGS := -L$(BUILD) -lwhatwgurl -Wl,-rpath,$(abspath $(BUILD))
CAPI_EXAMPLES := $(BUILD)/examples/urlinfo $(BUILD)/examples/searchparams
CAPI_TESTS := $(BUILD)/tests/test_wpt $(BUILD)/tests/test_extras $(BUILD)/tests/test_robust \
  $(BUILD)/tests/test_threads $(BUILD)/tests/test_fork $(BUILD)/tests/test_canonical
VALGRIND ?= valgrind

.PHONY: lib capi-header-check examples run-examples test-capi valgrind-capi install
lib: $(CAPI_LIB) capi-header-check

$(CAPI_LIB): $(CAPI_SRCS)
	@mkdir -p $(BUILD)
	$(GO) build -buildmode=c-shared \
	  -ldflags '-extldflags "-Wl,-soname,libwhatwgurl.so.0 -Wl,--version-script=$(abspath capi/exports.map)"' \
	  -o $@ ./capi
	@rm -f $(BUILD)/libwhatwgurl.h
	ln -sf libwhatwgurl.so $(BUILD)/libwhatwgurl.so.0

# The exported symbols must be exactly the header's functions, and the header
# must compile as C99 (pedantic) and as C++.
capi-header-check: $(CAPI_LIB)
	sh capi/check-header.sh include/whatwgurl.h $(CAPI_LIB)
	echo '#include "whatwgurl.h"' | $(CC) -std=c99 -pedantic -Wall -Wextra -Werror -Iinclude -fsyntax-only -x c -
	echo '#include "whatwgurl.h"' | g++ -std=c++11 -pedantic -Wall -Wextra -Werror -Iinclude -fsyntax-only -x c++ -

examples: $(CAPI_EXAMPLES)
$(BUILD)/examples/%: examples/c/%.c include/whatwgurl.h $(CAPI_LIB)
	@mkdir -p $(dir $@)
	$(CC) $(CAPI_CFLAGS) -o $@ $< $(CAPI_LDFLAGS)

run-examples: $(CAPI_EXAMPLES)
	$(BUILD)/examples/urlinfo 'https://user:pass@EXAMPLE.com:8080/a/../b?q=1#frag' 'not a url'; \
	  test $$? -eq 1
	printf '%s\n' '../c?x' '//other.example/' | $(BUILD)/examples/urlinfo --base 'http://h.example/a/b'
	$(BUILD)/examples/searchparams 'https://example.com/?b=2&a=1&c=3&a=0'

TEST_C_COMMON := tests/c/json.c tests/c/check.h tests/c/json.h
$(BUILD)/tests/%: tests/c/%.c $(TEST_C_COMMON) include/whatwgurl.h $(CAPI_LIB)
	@mkdir -p $(dir $@)
	$(CC) $(CAPI_CFLAGS) -D_GNU_SOURCE -pthread -o $@ $< tests/c/json.c $(CAPI_LDFLAGS)

# test_canonical compiles the C fast path into itself, to hold it against
# the engine.
$(BUILD)/tests/test_canonical: tests/c/test_canonical.c capi/canonical.c capi/canonical_tables.h \
  capi/internal.h $(TEST_C_COMMON) include/whatwgurl.h $(CAPI_LIB)
	@mkdir -p $(dir $@)
	$(CC) $(CAPI_CFLAGS) -D_GNU_SOURCE -pthread -o $@ $< capi/canonical.c tests/c/json.c $(CAPI_LDFLAGS)

# Each test prints "N passed, N failed" and exits nonzero on a failure.
# They run from the repository's root: test_wpt reads $(WPT_DIR)/url/ and
# url-extra/, test_extras testdata/validation/examples.json (the Standard's
# table of validation errors with examples).
test-capi: $(CAPI_TESTS) $(TESTREPORT)
	WHATWGURL_WPT_DIR=$(WPT_DIR) $(BUILD)/tests/test_wpt
	$(BUILD)/tests/test_extras
	$(BUILD)/tests/test_robust
	$(BUILD)/tests/test_threads
	$(BUILD)/tests/test_fork
	$(BUILD)/tests/test_canonical
	CGO_ENABLED=1 $(GO) test -count=1 -json -run 'CFastPath' ./whatwgurl | $(TESTREPORT)

# The whole C test run under valgrind, twice:
# 1. memory errors: against a copy of the library built with -tags valgrind
#    (the Go runtime then describes its stacks and heap to memcheck), with
#    async preemption off (its signal frames confuse memcheck); any error fails.
# 2. leaks: against the normal library, whose Go heap is not malloc memory;
#    capi/valgrind-leaks.sh fails on any definitely/indirectly lost block.
#    (memcheck's leak checker aborts on the -tags valgrind build.)
# capi/valgrind.supp holds the few Go-runtime suppressions, explained there.
# test_robust's freed-handle checks read freed memory on purpose, so they do
# not run under valgrind (WHATWGURL_NO_STALE=1); they run in test-capi.
CAPI_VG_LIB := $(BUILD)/valgrind/libwhatwgurl.so
$(CAPI_VG_LIB): $(CAPI_SRCS)
	@mkdir -p $(dir $@)
	$(GO) build -tags valgrind -buildmode=c-shared \
	  -ldflags '-extldflags "-Wl,-soname,libwhatwgurl.so.0 -Wl,--version-script=$(abspath capi/exports.map)"' \
	  -o $@ ./capi
	@rm -f $(BUILD)/valgrind/libwhatwgurl.h
	ln -sf libwhatwgurl.so $(BUILD)/valgrind/libwhatwgurl.so.0
VG_ERRORS := env LD_LIBRARY_PATH=$(abspath $(BUILD)/valgrind) GODEBUG=asyncpreemptoff=1 \
  sh capi/valgrind-errors.sh
VG_LEAKS := sh capi/valgrind-leaks.sh
valgrind-capi: $(CAPI_TESTS) $(CAPI_VG_LIB)
	for run in "$(VG_ERRORS)" "$(VG_LEAKS)"; do \
	  WHATWGURL_WPT_DIR=$(WPT_DIR) $$run $(BUILD)/tests/test_wpt || exit 1; \
	  $$run $(BUILD)/tests/test_extras || exit 1; \
	  WHATWGURL_NO_STALE=1 $$run $(BUILD)/tests/test_robust || exit 1; \
	  $$run $(BUILD)/tests/test_threads || exit 1; \
	  $$run $(BUILD)/tests/test_fork || exit 1; \
	  $$run $(BUILD)/tests/test_canonical || exit 1; \
	done

# make install [PREFIX=/usr/local] [DESTDIR=...]: the library, the C and C++
# headers, whatwgurl.pc, the CMake package and the command-line tool. The
# .pc file names PREFIX, so it is written anew by every install; its version
# is the file VERSION's, as everywhere (internal/cmd/genabi).
install: lib install-cli install-cpp
	@mkdir -p $(BUILD)
	sed -e 's|@PREFIX@|$(PREFIX)|g' -e "s|@VERSION@|$$(cat VERSION)|g" whatwgurl.pc.in >$(BUILD)/whatwgurl.pc
	install -d $(DESTDIR)$(PREFIX)/lib/pkgconfig $(DESTDIR)$(PREFIX)/include
	install -m 755 $(CAPI_LIB) $(DESTDIR)$(PREFIX)/lib/libwhatwgurl.so.0
	ln -sf libwhatwgurl.so.0 $(DESTDIR)$(PREFIX)/lib/libwhatwgurl.so
	install -m 644 include/whatwgurl.h $(DESTDIR)$(PREFIX)/include/whatwgurl.h
	install -m 644 $(BUILD)/whatwgurl.pc $(DESTDIR)$(PREFIX)/lib/pkgconfig/whatwgurl.pc
