# The C++ layer: include/whatwgurl.hpp (header-only, C++17, over the C ABI
# of mk/lib.mk), its example, its tests and its CMake package:
#   cpp-header-check cpp-examples run-cpp-examples   (make)
#   test-cpp asan-cpp test-cmake                      (make test)
#   install-cpp                                       (part of make install)
# Its valgrind run is valgrind-cpp (mk/valgrind.mk), its benchmarks bench-cpp
# and bench-cpp-instructions (mk/bench.mk).
CPP_BUILD := $(BUILD)/cpp
CPP_STD ?= -std=c++17
CPP_CXXFLAGS := $(CPP_STD) -O2 -g -Wall -Wextra -Werror -Iinclude
CPP_LDFLAGS := $(CAPI_LDFLAGS)
CPP_HEADERS := include/whatwgurl.hpp $(wildcard include/whatwgurl/*.hpp) include/whatwgurl.h
CPP_EXAMPLES := $(CPP_BUILD)/examples/urlinfo
# test_wpt and test_pattern read WPT's JSON (with tests/c/json.c).
CPP_JSON_TESTS := test_wpt test_pattern
CPP_TESTS := $(CPP_BUILD)/tests/test_wpt $(CPP_BUILD)/tests/test_pattern $(CPP_BUILD)/tests/test_api \
  $(CPP_BUILD)/tests/test_robust
CPP_TEST_COMMON := tests/cpp/check.hpp
# The WPT files the tests read: the repository's pinned copy.
CPP_WPT_DIR ?= $(WPT_DIR)
# The version of the CMake package: the C header's.
CPP_VERSION := $(shell sed -n 's/^\#define WHATWGURL_VERSION_\(MAJOR\|MINOR\|PATCH\) //p' include/whatwgurl.h | paste -sd.)

.PHONY: test-readme-c-cpp cpp-header-check cpp-examples run-cpp-examples test-cpp asan-cpp install-cpp test-cmake

# Each header compiles on its own, pedantic, as C++17 and C++20, and without
# exceptions (the layer must not need them).
cpp-header-check: $(CPP_HEADERS)
	for h in whatwgurl.hpp $(patsubst include/%,%,$(wildcard include/whatwgurl/*.hpp)); do \
	  for flags in "-std=c++17" "-std=c++20" "-std=c++17 -fno-exceptions -fno-rtti"; do \
	    echo "#include \"$$h\"" | $(CXX) $$flags -pedantic -Wall -Wextra -Wshadow -Wconversion -Werror \
	      -Iinclude -fsyntax-only -x c++ - || exit 1; \
	  done; \
	done
	@echo "cpp-header-check: every header compiles alone (C++17, C++20, -fno-exceptions)"

cpp-examples: $(CPP_EXAMPLES)
$(CPP_BUILD)/examples/%: examples/cpp/%.cpp $(CPP_HEADERS) $(CAPI_LIB)
	@mkdir -p $(@D)
	$(CXX) $(CPP_CXXFLAGS) -o $@ $< $(CPP_LDFLAGS)

run-cpp-examples: $(CPP_EXAMPLES)
	$(CPP_BUILD)/examples/urlinfo 'https://user:pass@EXAMPLE.co.uk:8080/a/../b\c?q=1&r=a+b#frag' 'not a url'; \
	  test $$? -eq 1
	printf '%s\n' '../c?x' '//other.example/' | $(CPP_BUILD)/examples/urlinfo --base 'http://h.example/a/b'

$(CPP_BUILD)/json.o: tests/c/json.c tests/c/json.h
	@mkdir -p $(@D)
	$(CC) -std=c99 -O2 -g -Wall -Wextra -Werror -c -o $@ $<
$(patsubst %,$(CPP_BUILD)/tests/%,$(CPP_JSON_TESTS)): $(CPP_BUILD)/tests/%: tests/cpp/%.cpp $(CPP_BUILD)/json.o \
  $(CPP_TEST_COMMON) $(CPP_HEADERS) $(CAPI_LIB)
	@mkdir -p $(@D)
	$(CXX) $(CPP_CXXFLAGS) -o $@ $< $(CPP_BUILD)/json.o $(CPP_LDFLAGS)
$(CPP_BUILD)/tests/%: tests/cpp/%.cpp $(CPP_TEST_COMMON) $(CPP_HEADERS) $(CAPI_LIB)
	@mkdir -p $(@D)
	$(CXX) $(CPP_CXXFLAGS) -o $@ $< $(CPP_LDFLAGS)

# Each test prints "N passed, N failed" lines and exits nonzero on a failure.
test-cpp: $(CPP_TESTS)
	WHATWGURL_WPT_DIR=$(CPP_WPT_DIR) $(CPP_BUILD)/tests/test_wpt
	WHATWGURL_WPT_DIR=$(CPP_WPT_DIR) $(CPP_BUILD)/tests/test_pattern
	$(CPP_BUILD)/tests/test_api
	$(CPP_BUILD)/tests/test_robust

# The C++ tests built with AddressSanitizer and UBSan (the test programs
# and the inline layer are instrumented; the Go library is not, but its C
# side's malloc/free go through ASan's, so a view read after its URL is freed
# is caught). ASan works beside the Go runtime here: no conflict was seen.
CPP_ASAN_FLAGS := -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer
CPP_ASAN_TESTS := $(patsubst $(CPP_BUILD)/tests/%,$(CPP_BUILD)/asan/%,$(CPP_TESTS))
$(CPP_BUILD)/asan/%: tests/cpp/%.cpp $(CPP_BUILD)/json.o $(CPP_TEST_COMMON) $(CPP_HEADERS) $(CAPI_LIB)
	@mkdir -p $(@D)
	$(CXX) $(CPP_CXXFLAGS) $(CPP_ASAN_FLAGS) -o $@ $< $(if $(filter $(CPP_JSON_TESTS),$*),$(CPP_BUILD)/json.o) $(CPP_LDFLAGS)
asan-cpp: $(CPP_ASAN_TESTS)
	WHATWGURL_WPT_DIR=$(CPP_WPT_DIR) $(CPP_BUILD)/asan/test_wpt
	WHATWGURL_WPT_DIR=$(CPP_WPT_DIR) $(CPP_BUILD)/asan/test_pattern
	$(CPP_BUILD)/asan/test_api
	$(CPP_BUILD)/asan/test_robust

# The README's C and C++ snippets (its "## C" and "## C++" sections), compiled
# as they are written, under ASan and UBSan, and run: each must exit 0 and
# print what its comments say it prints (tests/readme/run_snippets.py).
README_SNIPPET_FLAGS := -Wall -Wextra -Werror -Wno-unused-variable -Wno-unused-but-set-variable \
  $(CPP_ASAN_FLAGS) -Iinclude $(CPP_LDFLAGS)
test-readme-c-cpp: $(CAPI_LIB)
	python3 tests/readme/run_snippets.py README.md C c $(CC) -std=c99 $(README_SNIPPET_FLAGS)
	python3 tests/readme/run_snippets.py README.md C++ cpp $(CXX) $(CPP_STD) $(README_SNIPPET_FLAGS)

# install: headers and the CMake package, next to mk/lib.mk's library,
# C header and pkg-config file.
install-cpp: $(CPP_HEADERS) cmake/whatwgurlConfig.cmake.in cmake/whatwgurlConfigVersion.cmake.in
	install -d $(DESTDIR)$(PREFIX)/include/whatwgurl $(DESTDIR)$(PREFIX)/lib/cmake/whatwgurl
	install -m 644 include/whatwgurl.hpp $(DESTDIR)$(PREFIX)/include/whatwgurl.hpp
	install -m 644 $(wildcard include/whatwgurl/*.hpp) $(DESTDIR)$(PREFIX)/include/whatwgurl/
	for f in whatwgurlConfig whatwgurlConfigVersion; do \
	  sed 's|@VERSION@|$(CPP_VERSION)|g' cmake/$$f.cmake.in >$(DESTDIR)$(PREFIX)/lib/cmake/whatwgurl/$$f.cmake || exit 1; \
	done

# A CMake project outside the repository (tests/cmake-consumer, copied to a
# temporary directory) finds a `make install PREFIX=<temp>` tree (whose
# library must be stripped, its debug info beside it) with
# find_package(whatwgurl) and builds and runs a C++ and a C program against
# whatwgurl::whatwgurl. cmake comes from Debian when missing. Then the C
# program is built as the README says a pkg-config user builds it against a
# prefix the loader does not search: with the rpath of the .pc's libdir.
test-cmake: lib
	command -v cmake >/dev/null || (apt-get update && apt-get install -y cmake)
	tmp=$$(mktemp -d) && trap 'rm -rf "$$tmp"' EXIT && \
	  $(MAKE) --no-print-directory install PREFIX=$$tmp/prefix DESTDIR= >/dev/null && \
	  lib=$$tmp/prefix/lib/libwhatwgurl.so.0 && \
	  dbg=$$(readelf -p .gnu_debuglink $$lib | awk '/\[/ { print $$3; exit }') && \
	  { ! readelf -S $$lib | grep -q '\.debug_info' && [ "$$dbg" = libwhatwgurl.so.0.debug ] && \
	    readelf -S $$tmp/prefix/lib/$$dbg | grep -q '\.debug_info'; } || \
	  { echo "test-cmake: the installed library must be stripped, its debug info in the file its debuglink names"; exit 1; } && \
	  cp -r tests/cmake-consumer $$tmp/src && \
	  cmake -S $$tmp/src -B $$tmp/build -DCMAKE_PREFIX_PATH=$$tmp/prefix -DCMAKE_CXX_COMPILER=$(CXX) \
	    -DCMAKE_C_COMPILER=$(CC) >$$tmp/configure.log || { cat $$tmp/configure.log; exit 1; } && \
	  cmake --build $$tmp/build && \
	  $$tmp/build/consumer 'https://EXAMPLE.com/a/../b?x=1#f' && $$tmp/build/consumer_c && \
	  export PKG_CONFIG_PATH=$$tmp/prefix/lib/pkgconfig && \
	  $(CC) -o $$tmp/consumer_pc $$tmp/src/main.c $$(pkg-config --cflags --libs whatwgurl) \
	    -Wl,-rpath,$$(pkg-config --variable=libdir whatwgurl) && \
	  env -u LD_LIBRARY_PATH $$tmp/consumer_pc
