# Columns (issue 12): the Arrow C Data Interface of the C ABI (capi/arrow.*),
# checked from C (tests/c/test_arrow.c, plainly and under valgrind) and by a
# real Arrow consumer (tests/arrow/, a Go module of its own that imports
# github.com/apache/arrow-go/v18, so the library keeps its two dependencies);
# the Python package's columnar functions (examples/python/whatwgurl/
# columnar.py) with pandas, and a Dask cluster; and the benchmarks.
.PHONY: test-arrow-c valgrind-arrow-c
# This fragment is read before mk/capi.mk (alphabetical order), so its
# prerequisites name capi.mk's files by path, and list the library's sources
# themselves, rather than use capi.mk's variables (empty at this point).
ARROW_LIB := $(BUILD)/libwhatwgurl.so
ARROW_VG_LIB := $(BUILD)/valgrind/libwhatwgurl.so
ARROW_CAPI_SRCS := $(shell find whatwgurl capi -name '*.go' -not -name '*_test.go') \
  $(wildcard capi/*.c capi/*.h) capi/exports.map include/whatwgurl.h go.mod go.sum

# The C test, with mk/capi.mk's flags and pattern rule ($(BUILD)/tests/%).
test-arrow-c: $(BUILD)/tests/test_arrow
	$(BUILD)/tests/test_arrow

# Its freed-batch check reads freed memory on purpose: skipped under valgrind
# (WHATWGURL_NO_STALE=1, as test_robust's).
valgrind-arrow-c: $(BUILD)/tests/test_arrow $(ARROW_VG_LIB)
	WHATWGURL_NO_STALE=1 $(VG_ERRORS) $(BUILD)/tests/test_arrow
	WHATWGURL_NO_STALE=1 $(VG_LEAKS) $(BUILD)/tests/test_arrow

# The Arrow consumer and producer: tests/arrow (its own go.mod, so arrow-go
# is not a dependency of the library) links $(BUILD)/libwhatwgurl.so through
# cgo; its modules are downloaded here when missing. It runs twice: against
# the library, and against a copy built with small export windows (a new
# data buffer every 4 KiB, each at most 64 KiB; see capi/arrow.c), where the
# datasets' exports must span several data buffers and still read right.
# The datasets, when WHATWGURL_DATASETS_DIR names them, reach the tests
# through the environment.
ARROW_WIN_LIB := $(BUILD)/arrow-windows/libwhatwgurl.so
ARROW_GO_ENV := WHATWGURL_WPT_DIR=$(abspath $(WPT_DIR)) CGO_ENABLED=1
.PHONY: test-arrow-go

$(ARROW_WIN_LIB): $(ARROW_CAPI_SRCS)
	@mkdir -p $(dir $@)
	CGO_CFLAGS="-O2 -g -DWURL_ARROW_WINDOW_SHIFT=12 -DWURL_ARROW_WINDOW_MAX=65535" \
	  $(GO) build -buildmode=c-shared \
	  -ldflags '-extldflags "-Wl,-soname,libwhatwgurl.so.0 -Wl,--version-script=$(abspath capi/exports.map)"' \
	  -o $@ ./capi
	@rm -f $(dir $@)libwhatwgurl.h
	ln -sf libwhatwgurl.so $(dir $@)libwhatwgurl.so.0

test-arrow-go: lib $(ARROW_WIN_LIB) $(TESTREPORT)
	cd tests/arrow && $(GO) mod download
	@# The header beside Arrow's own abi.h, in either order (the guard).
	d=$$(cd tests/arrow && $(GO) list -m -f '{{.Dir}}' github.com/apache/arrow-go/v18)/arrow/cdata; \
	  printf '#include "abi.h"\n#include "whatwgurl.h"\n' | \
	    $(CC) -std=c99 -pedantic -Wall -Wextra -Werror -Iinclude -I"$$d" -fsyntax-only -x c - && \
	  printf '#include "whatwgurl.h"\n#include "abi.h"\n' | \
	    $(CC) -std=c99 -pedantic -Wall -Wextra -Werror -Iinclude -I"$$d" -fsyntax-only -x c -
	cd tests/arrow && $(ARROW_GO_ENV) $(GO) test -count=1 -json . | $(abspath $(BUILD))/testreport
	cd tests/arrow && $(ARROW_GO_ENV) LD_LIBRARY_PATH=$(abspath $(dir $(ARROW_WIN_LIB))) \
	  WHATWGURL_ARROW_WINDOWS=1 $(GO) test -count=1 -json . | $(abspath $(BUILD))/testreport

# The Python side (examples/python/whatwgurl/columnar.py) against the
# package pip-installed by mk/python.mk (python-install, into $(PY_SITE)):
# - tests/test_columnar.py needs no pandas: mk/python.mk's test-python runs
#   it too, with the default python3 (pyenv's, which does not see Debian's
#   packages), and skips tests/test_pandas.py and tests/test_dask.py there
#   (one skip each).
# - test-columnar-python runs test_columnar and test_pandas, and test-dask
#   test_dask, with Debian's interpreter ($(ARROW_PY)), the one that sees
#   python3-pandas and python3-distributed, which the recipes install with
#   apt when they are missing. pyarrow is not packaged for Debian 12: its
#   tests run where it is importable and are skipped otherwise; the C Data
#   Interface is then read through ctypes (test_columnar).
ARROW_PY ?= /usr/bin/python3
ARROW_PY_ENV = $(PY_ENV) PYTHONPATH=$(abspath $(PY_SITE)):$(abspath $(PY_DIR)/tests)
# $(call arrow-apt,MODULE,PACKAGE): installs PACKAGE when $(ARROW_PY) cannot
# import MODULE (apt-get update first when the package lists are missing).
arrow-apt = $(ARROW_PY) -c 'import $(1)' 2>/dev/null || { \
  echo "$(ARROW_PY) has no $(1): apt-get install $(2)"; \
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $(2) || { \
    apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $(2); }; }
.PHONY: test-columnar-python test-dask

test-columnar-python: python-install
	@$(call arrow-apt,pandas,python3-pandas)
	cd $(BUILD) && $(ARROW_PY_ENV) $(ARROW_PY) -m unittest test_columnar test_pandas

# Two worker processes (spawned: each loads the library itself).
test-dask: python-install
	@$(call arrow-apt,distributed,python3-distributed)
	cd $(BUILD) && $(ARROW_PY_ENV) $(ARROW_PY) -W ignore::DeprecationWarning \
	  -m unittest test_dask

# Benchmarks (not tests): bench/c/arrow_bench.c times wurl_parse_arrow +
# wurl_batch_to_arrow against wurl_parse_batch of the same column, per
# dataset (goal: ratio <= 1.2); examples/python/bench_columnar.py a pandas
# DataFrame of the ten components against Series.map(urlsplit) and the same
# columns (goal: at least 20 times faster). bench-arrow runs both.
ARROW_BENCH_ROUNDS ?= 11
.PHONY: bench-arrow bench-arrow-c bench-arrow-python
bench-arrow: bench-arrow-c bench-arrow-python

bench-arrow-python: python-install
	@$(call arrow-apt,pandas,python3-pandas)
	cd $(BUILD) && $(ARROW_PY_ENV) $(ARROW_PY) -P $(abspath $(PY_DIR)/bench_columnar.py) \
	  --datasets $(abspath $(BENCH_DATASETS)) --rounds $(ARROW_BENCH_ROUNDS)

$(BUILD)/bench/arrow_bench: bench/c/arrow_bench.c bench/c/dataset.c bench/c/dataset.h include/whatwgurl.h $(ARROW_LIB)
	@mkdir -p $(dir $@)
	$(CC) -O2 -std=c11 -Wall -Wextra -Werror -Iinclude -o $@ $< bench/c/dataset.c $(CAPI_LDFLAGS)

bench-arrow-c: $(BUILD)/bench/arrow_bench
	@files=$$(find $(BENCH_DATASETS)/ -name '*.txt' | sort); \
	  if [ -z "$$files" ]; then echo "bench-arrow-c: no *.txt under $(BENCH_DATASETS)"; exit 1; fi; \
	  $(BUILD)/bench/arrow_bench -r $(ARROW_BENCH_ROUNDS) $$files

# Leaks and memory errors through Python's columnar functions (no pandas):
# vg_columnar.py under memcheck, judged by mk/python.mk's vg_run.py (what
# belongs to libwhatwgurl fails the run).
.PHONY: valgrind-columnar-python
valgrind-columnar-python: python-install
	cd $(BUILD) && $(PY_ENV) PYTHONMALLOC=malloc GODEBUG=asyncpreemptoff=1 \
	  $(PYTHON) $(abspath $(PY_DIR)/tests/vg_run.py) $(VALGRIND) \
	  $(abspath capi/valgrind.supp) $(PYTHON) $(abspath $(PY_DIR)/tests/vg_columnar.py)
