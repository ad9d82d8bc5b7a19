# Benchmarks (`make bench`): whatwgurl against ada (C++ in-process, C API and
# goada), nlnwa and net/url on ../shared/datasets, then the Python benchmark
# (mk/python.mk's bench-python, when there), then ONE summary table of issue
# 6's goals (bench/cmd/benchsummary). Not part of `make test`: benchmarks are
# not tests. See bench/README.md. Each part leaves its figures in
# $(BUILD)/bench: go.json, c.json, python.txt.
#
#   make bench BENCH_ROUNDS=21 BENCH_C_ROUNDS=31 BENCH_DATASETS=/path/to/datasets
BENCH_DATASETS ?= $(if $(WHATWGURL_DATASETS_DIR),$(WHATWGURL_DATASETS_DIR),../shared/datasets)
BENCH_ROUNDS ?= 11
BENCH_C_ROUNDS ?= 21
BENCH_BUILD = $(BUILD)/bench
BENCH_CFLAGS ?= -O2 -std=c11 -Wall -Wextra
ADA_CXXFLAGS ?= -O3 -std=c++20 -DNDEBUG

# ada's amalgamation (ada.cpp, ada.h, ada_c.h) is the one goada ships; it is
# read from the module cache, downloaded here when missing, never committed.
# Its folder is looked up in each recipe, so plain `make` never runs go for it.
ADA_DIR_CMD = cd bench && $(GO) mod download github.com/ada-url/goada && \
	$(GO) list -m -f '{{.Dir}}' github.com/ada-url/goada

# The Python benchmark runs as a prerequisite of the summary, so it comes
# before it. Its
# output is kept for the summary by prefixing its command: PY_ENV (python.mk's
# `env ...` before the interpreter) gains bench/tee-stdout.sh, which shows it
# and writes it to python.txt too.
BENCH_PY := $(if $(and $(wildcard mk/python.mk),$(wildcard examples/python/bench.py)),bench-python)
ifneq ($(BENCH_PY),)
bench-python: PY_ENV += $(abspath bench/tee-stdout.sh) $(abspath $(BENCH_BUILD))/python.txt
endif

.PHONY: bench-go bench-c bench-icount bench-summary
bench-summary: bench-go bench-c bench-icount $(BENCH_PY)
	@$(if $(BENCH_PY),,rm -f $(BENCH_BUILD)/python.txt)
	@cd bench && $(GO) build -o $(abspath $(BENCH_BUILD))/benchsummary ./cmd/benchsummary
	@$(BENCH_BUILD)/benchsummary -dir $(BENCH_BUILD)

# urlbench's "ada C++" row compiles bench/adacpp, which includes ada.h from
# goada's module folder: CGO_CXXFLAGS puts it on the include path (without
# it the row is left out; see bench/adacpp).
bench-go:
	@mkdir -p $(BENCH_BUILD)
	cd bench && $(GO) mod download
	d=$$($(ADA_DIR_CMD)) && cd bench && CGO_ENABLED=1 CGO_CXXFLAGS="-O2 -I$$d" \
	  $(GO) build -o $(abspath $(BENCH_BUILD))/urlbench ./cmd/urlbench
	$(BENCH_BUILD)/urlbench -rounds $(BENCH_ROUNDS) -datasets $(abspath $(BENCH_DATASETS)) \
	  -out $(BENCH_BUILD)/go.json

$(BENCH_BUILD)/ada.o: bench/go.mod
	@mkdir -p $(@D)
	d=$$($(ADA_DIR_CMD)) && $(CXX) $(ADA_CXXFLAGS) -I"$$d" -c "$$d/ada.cpp" -o $@

BENCH_C_COMMON := bench/c/dataset.c bench/c/dataset.h
$(BENCH_BUILD)/bench-ada: bench/c/bench.c $(BENCH_C_COMMON) $(BENCH_BUILD)/ada.o
	d=$$($(ADA_DIR_CMD)) && $(CC) $(BENCH_CFLAGS) -I"$$d" bench/c/bench.c bench/c/dataset.c \
	  $(BENCH_BUILD)/ada.o -lstdc++ -lm -o $@

# Both sides: bench-c from bench.c, icount from icount.c.
$(BENCH_BUILD)/bench-c: bench/c/bench.c
$(BENCH_BUILD)/icount: bench/c/icount.c
$(BENCH_BUILD)/bench-c $(BENCH_BUILD)/icount: $(BENCH_C_COMMON) $(BENCH_BUILD)/ada.o \
  include/whatwgurl.h $(BUILD)/libwhatwgurl.so
	d=$$($(ADA_DIR_CMD)) && $(CC) $(BENCH_CFLAGS) -DWURL_BENCH_OURS -Iinclude -I"$$d" $(filter-out bench/c/dataset.c,$(filter bench/c/%.c,$^)) bench/c/dataset.c \
	  $(BENCH_BUILD)/ada.o -L$(BUILD) -lwhatwgurl -Wl,-rpath,$(abspath $(BUILD)) -lstdc++ -lm -o $@

# Instructions per URL under callgrind (stable on a shared machine, unlike
# time), ada's C API and ours side by side on every dataset: icount.c's
# difference of ICOUNT_PASSES passes and none, written to icount.txt for the
# summary. async preemption off: its signals upset callgrind.
ICOUNT_PASSES ?= 2
bench-icount: $(BENCH_BUILD)/icount
	@files=$$(find $(BENCH_DATASETS)/ -name '*.txt' | sort); \
	  if [ -z "$$files" ]; then echo "bench-icount: no *.txt under $(BENCH_DATASETS)"; exit 1; fi; \
	  GODEBUG=asyncpreemptoff=1 sh bench/c/icount.sh $(BENCH_BUILD)/icount $(ICOUNT_PASSES) $$files \
	    | tee $(BENCH_BUILD)/icount.txt

# Our side of the C benchmark needs the C ABI: it runs when the header is
# there and make has a rule for $(BUILD)/libwhatwgurl.so (capi's fragment);
# otherwise ada runs alone. A failing library build fails the bench.
bench-c:
	@files=$$(find $(BENCH_DATASETS)/ -name '*.txt' | sort); \
	  if [ -z "$$files" ]; then echo "bench-c: no *.txt under $(BENCH_DATASETS)"; exit 1; fi; \
	  if [ -f include/whatwgurl.h ] && $(MAKE) -n $(BUILD)/libwhatwgurl.so >/dev/null 2>&1; then \
	    bin=$(BENCH_BUILD)/bench-c; \
	  else \
	    echo "bench-c: no C ABI (include/whatwgurl.h or a rule for $(BUILD)/libwhatwgurl.so): ada alone"; \
	    bin=$(BENCH_BUILD)/bench-ada; \
	  fi; \
	  $(MAKE) --no-print-directory $$bin && \
	  echo $$bin -r $(BENCH_C_ROUNDS) -j $(BENCH_BUILD)/c.json $$files && \
	  $$bin -r $(BENCH_C_ROUNDS) -j $(BENCH_BUILD)/c.json $$files
