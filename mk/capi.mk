# The C ABI: build/libwhatwgurl.so (soname libwhatwgurl.so.0), its header
# check, the C examples (built and run by `make`), the C tests (`make test`,
# valgrind included) and `make install PREFIX=...`.
PREFIX ?= /usr/local
DESTDIR ?=
CC ?= cc
CAPI_LIB := $(BUILD)/libwhatwgurl.so
CAPI_SRCS := $(shell find whatwgurl capi -name '*.go' -not -name '*_test.go') \
  $(wildcard capi/*.c capi/*.h) capi/exports.map include/whatwgurl.h go.mod go.sum
CAPI_CFLAGS := -std=c99 -O2 -g -Wall -Wextra -Werror -Iinclude
CAPI_LDFLAGS := -L$(BUILD) -lwhatwgurl -Wl,-rpath,$(abspath $(BUILD))
CAPI_EXAMPLES := $(BUILD)/examples/urlinfo $(BUILD)/examples/searchparams
CAPI_TESTS := $(BUILD)/tests/test_wpt $(BUILD)/tests/test_robust \
  $(BUILD)/tests/test_threads $(BUILD)/tests/test_fork
VALGRIND ?= valgrind

.PHONY: lib capi-header-check examples run-examples test-capi valgrind-capi install
all:: lib examples run-examples
test:: lib test-capi valgrind-capi

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

# Each test prints "N passed, N failed" and exits nonzero on a failure.
# test_wpt needs the WPT data: it exits 77 (skip, loudly) when it is missing,
# unless WHATWGURL_REQUIRE_WPT=1.
test-capi: $(CAPI_TESTS)
	WHATWGURL_WPT_DIR=$(WPT_DIR) $(BUILD)/tests/test_wpt
	$(BUILD)/tests/test_robust
	$(BUILD)/tests/test_threads
	$(BUILD)/tests/test_fork

# The whole C test run under valgrind. The Go runtime's own allocations are
# suppressed by capi/valgrind.supp (see there); ours must not leak.
# test_robust's freed-handle checks read freed memory on purpose, so they do
# not run under valgrind (WHATWGURL_NO_STALE=1); they run in test-capi.
VALGRIND_FLAGS := --leak-check=full --show-leak-kinds=definite,indirect \
  --errors-for-leak-kinds=definite,indirect --error-exitcode=1 \
  --suppressions=capi/valgrind.supp --quiet
valgrind-capi: $(CAPI_TESTS)
	WHATWGURL_WPT_DIR=$(WPT_DIR) $(VALGRIND) $(VALGRIND_FLAGS) $(BUILD)/tests/test_wpt
	WHATWGURL_NO_STALE=1 $(VALGRIND) $(VALGRIND_FLAGS) $(BUILD)/tests/test_robust
	$(VALGRIND) $(VALGRIND_FLAGS) $(BUILD)/tests/test_threads
	$(VALGRIND) $(VALGRIND_FLAGS) --trace-children=no $(BUILD)/tests/test_fork

$(BUILD)/whatwgurl.pc: whatwgurl.pc.in
	sed -e 's|@PREFIX@|$(PREFIX)|g' -e 's|@VERSION@|0.1.0|g' $< >$@

install: lib $(BUILD)/whatwgurl.pc
	install -d $(DESTDIR)$(PREFIX)/lib/pkgconfig $(DESTDIR)$(PREFIX)/include
	install -m 755 $(CAPI_LIB) $(DESTDIR)$(PREFIX)/lib/libwhatwgurl.so.0
	ln -sf libwhatwgurl.so.0 $(DESTDIR)$(PREFIX)/lib/libwhatwgurl.so
	install -m 644 include/whatwgurl.h $(DESTDIR)$(PREFIX)/include/whatwgurl.h
	install -m 644 $(BUILD)/whatwgurl.pc $(DESTDIR)$(PREFIX)/lib/pkgconfig/whatwgurl.pc
