# libwhatwgurl.so, the C ABI (capi/, the only cgo in the module), in every
# variant the tests use, each from the same recipe (c-shared) and the same
# list of sources (LIB_SRCS):
#   lib                $(CAPI_LIB), soname libwhatwgurl.so.0, and its header check
#   $(CAPI_VG_LIB)     -tags valgrind: the Go runtime describes its stacks and
#                      heap to memcheck (mk/valgrind.mk's memory-error runs)
#   $(CAPI_WORK_LIB)   -tags whatwgurl_workcount: also exports wurl_debug_work
#                      and wurl_debug_forced_gcs (capi/workcount.go) for
#                      tests/c/test_sp_work.c and test_huge_gc.c, and
#                      wurl_debug_batch_work (capi/batch.c) for
#                      test_batch_work.c; never installed, no header check
#   $(ARROW_WIN_LIB)   small Arrow export windows (a new data buffer every
#                      4 KiB, each at most 64 KiB; see capi/arrow.c), for
#                      test-arrow-go
#   $(CAPI_ASAN_LIB)   capi's C code built by clang with AddressSanitizer and
#                      UBSan (the Go code is not instrumented), for asan-c
#   check-deps         every library above, the C fuzzer's archive
#                      (mk/fuzz.mk) and the CLI depend on every file
#                      `go list -deps` says they are built from, and the
#                      library links none of LIB_UNWANTED_DEPS (lint part)
#   install            the library (stripped, its debug info beside it in
#                      libwhatwgurl.so.0.debug), the C and C++ headers,
#                      whatwgurl.pc, the CMake package and the command-line tool
# The Makefile reads this fragment first: the others name its files in their
# prerequisites.
PREFIX ?= /usr/local
DESTDIR ?=
CAPI_LIB := $(BUILD)/libwhatwgurl.so
CAPI_VG_LIB := $(BUILD)/valgrind/libwhatwgurl.so
CAPI_WORK_LIB := $(BUILD)/workcount/libwhatwgurl.so
ARROW_WIN_LIB := $(BUILD)/arrow-windows/libwhatwgurl.so
CAPI_ASAN_LIB := $(BUILD)/asan-c/libwhatwgurl.so
LIB_VARIANTS := $(CAPI_LIB) $(CAPI_VG_LIB) $(CAPI_WORK_LIB) $(ARROW_WIN_LIB) $(CAPI_ASAN_LIB)
# How a program of the build (test, example, benchmark; C or C++) links the
# library: found where it was built, at link and at run time.
CAPI_LDFLAGS := -L$(BUILD) -lwhatwgurl -Wl,-rpath,$(abspath $(BUILD))
# The sanitizers of $(CAPI_ASAN_LIB) and of the tests built against it:
# clang's UBSan also reports arithmetic on a NULL pointer, which gcc's does not.
CAPI_ASAN_FLAGS := -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer

# The Go code every build here depends on (the library's variants, the CLI
# in mk/cli.mk): the module's packages outside tests, less the programs.
# A directory too many costs a rebuild that Go's cache makes quick; one too
# few, a stale build. check-deps holds the lists to `go list -deps`.
GO_SRCS := $(shell find whatwgurl urlpattern internal -name '*.go' -not -name '*_test.go') go.mod go.sum
# The library's: that code, capi's Go and C files and the header, the export
# list.
LIB_SRCS := $(GO_SRCS) $(filter-out %_test.go,$(wildcard capi/*.go)) $(wildcard capi/*.c capi/*.h) \
  capi/exports.map include/whatwgurl.h

# Every variant is built with LIB_TAGS: whatwgurl_noneturl leaves out the
# engine's conversions to and from net/url (whatwgurl/neturl.go), which no
# C caller can reach, and with them the initializers of net/url's imports
# (internal/godebug, net/netip), which every process that loads the library
# would run before its first call enters Go (bench-first). check-deps keeps
# net/url out of the library. whatwgurl_capi: the engine's initializer does
# not ask the processor (CPUID, a trap to the hypervisor on a virtual
# machine) whether it has SSSE3; capi's says what cpu.c read from glibc
# (internal/cpufeature).
LIB_TAGS := whatwgurl_noneturl whatwgurl_capi

# $(call c-shared,BUILD TAGS,CGO_CFLAGS): the recipe of every variant, into
# $@, built with LIB_TAGS and the variant's tags; the soname is
# libwhatwgurl.so.0 and the exported symbols are capi/exports.map's. cgo's
# own header of the exports is removed: the interface is include/whatwgurl.h.
define c-shared
@mkdir -p $(@D)
$(if $(2),CGO_CFLAGS="$(2)" )$(GO) build -tags "$(strip $(LIB_TAGS) $(1))" -buildmode=c-shared \
  -ldflags '-extldflags "-Wl,-soname,libwhatwgurl.so.0 -Wl,--version-script=$(abspath capi/exports.map)"' \
  -o $@ ./capi
@rm -f $(@D)/libwhatwgurl.h
ln -sf libwhatwgurl.so $(@D)/libwhatwgurl.so.0
endef

$(CAPI_LIB): $(LIB_SRCS)
	$(call c-shared)
$(CAPI_VG_LIB): $(LIB_SRCS)
	$(call c-shared,valgrind)
$(CAPI_WORK_LIB): $(LIB_SRCS)
	$(call c-shared,whatwgurl_workcount)
$(ARROW_WIN_LIB): $(LIB_SRCS)
	$(call c-shared,,-O2 -g -DWURL_ARROW_WINDOW_SHIFT=12 -DWURL_ARROW_WINDOW_MAX=65535)
$(CAPI_ASAN_LIB): export CC := clang
$(CAPI_ASAN_LIB): export CGO_LDFLAGS := -fsanitize=address,undefined
$(CAPI_ASAN_LIB): $(LIB_SRCS) | fuzz-c-tools
	$(call c-shared,,-O1 -g $(CAPI_ASAN_FLAGS))

.PHONY: lib capi-header-check check-deps install
lib: $(CAPI_LIB) capi-header-check

# The exported symbols must be exactly the header's functions, and the header
# must compile as C99 (pedantic) and as C++.
capi-header-check: $(CAPI_LIB)
	sh capi/check-header.sh include/whatwgurl.h $(CAPI_LIB)
	echo '#include "whatwgurl.h"' | $(CC) -std=c99 -pedantic -Wall -Wextra -Werror -Iinclude -fsyntax-only -x c -
	echo '#include "whatwgurl.h"' | g++ -std=c++11 -pedantic -Wall -Wextra -Werror -Iinclude -fsyntax-only -x c++ -

# It also keeps out of the library the packages that once made up 2 MB of
# it for no use (see whatwgurl/internal/psl), and net/url, whose imports'
# initializers would delay every process's first call (LIB_TAGS).
LIB_UNWANTED_DEPS := net/http crypto/tls net/http/cookiejar golang.org/x/net/publicsuffix net/url
check-deps:
	@sh mk/check-deps.sh "$(MAKE)" ./capi $(LIB_VARIANTS) $(FUZZC_LIB)
	@bad=$$($(GO) list -deps -tags "$(LIB_TAGS)" ./capi | grep -Fx $(foreach p,$(LIB_UNWANTED_DEPS),-e $(p))); \
	  if [ -n "$$bad" ]; then echo "check-deps: the library links" $$bad; exit 1; fi
	@sh mk/check-deps.sh "$(MAKE)" ./cmd/whatwgurl $(CLI_BIN)

# The installed library is stripped (3.6 MB against 5.0 MB) with its debug
# info in a file of its own, installed beside it, where gdb looks for the
# file its .gnu_debuglink names. (-ldflags=-s -w gives the same bytes as
# strip; -trimpath saves under 1% more.)
LIB_STRIPPED := $(BUILD)/stripped/libwhatwgurl.so.0
LIB_DEBUG := $(BUILD)/stripped/libwhatwgurl.so.0.debug
$(LIB_DEBUG): $(CAPI_LIB)
	@mkdir -p $(@D)
	objcopy --only-keep-debug $< $@
$(LIB_STRIPPED): $(CAPI_LIB) $(LIB_DEBUG)
	cd $(@D) && objcopy --strip-unneeded --add-gnu-debuglink=$(notdir $(LIB_DEBUG)) $(abspath $<) $(notdir $@)

# make install [PREFIX=/usr/local] [DESTDIR=...]. The .pc file names PREFIX,
# so it is written anew by every install; its version is the file VERSION's,
# as everywhere (internal/cmd/genabi).
install: lib install-cli install-cpp $(LIB_STRIPPED) $(LIB_DEBUG)
	@mkdir -p $(BUILD)
	sed -e 's|@PREFIX@|$(PREFIX)|g' -e "s|@VERSION@|$$(cat VERSION)|g" whatwgurl.pc.in >$(BUILD)/whatwgurl.pc
	install -d $(DESTDIR)$(PREFIX)/lib/pkgconfig $(DESTDIR)$(PREFIX)/include
	install -m 755 $(LIB_STRIPPED) $(DESTDIR)$(PREFIX)/lib/libwhatwgurl.so.0
	install -m 644 $(LIB_DEBUG) $(DESTDIR)$(PREFIX)/lib/libwhatwgurl.so.0.debug
	ln -sf libwhatwgurl.so.0 $(DESTDIR)$(PREFIX)/lib/libwhatwgurl.so
	install -m 644 include/whatwgurl.h $(DESTDIR)$(PREFIX)/include/whatwgurl.h
	install -m 644 $(BUILD)/whatwgurl.pc $(DESTDIR)$(PREFIX)/lib/pkgconfig/whatwgurl.pc
