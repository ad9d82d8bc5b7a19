# Every benchmark (`make bench`; not part of `make test`: benchmarks are not
# tests). See bench/README.md.
#   bench-summary   whatwgurl against ada (C++ in-process, C API and goada),
#                   nlnwa and net/url on the datasets (bench-go, bench-c,
#                   bench-icount, bench-goicount), the Python benchmark
#                   (bench-python), then the goals table (bench-goals)
#   bench-goicount  the Go Parse+Href in instructions beside ada's C API
#   bench-goals     every goal beside its figure, "met" or how far off
#                   (bench/cmd/benchsummary), from what the benchmarks leave in
#                   $(BUILD)/bench: go.json, c.json, icount.txt, goicount.txt, python.txt,
#                   arrow.txt, columnar.txt, huge.txt, pattern.txt,
#                   pattern-icount.txt, firstparse.txt; `make bench` ends
#                   with it
#   bench-cli       the command-line tool against Python's urlsplit
#   bench-cpp, bench-cpp-instructions   the C++ layer's cost over the C calls
#   bench-pattern   20 router-like URL patterns, Go and C, then as a router
#                   against ada's url_pattern (bench-pattern-router, in time;
#                   bench-pattern-icount, in instructions)
#   bench-sp        search params as lists grow, Go and C
#   bench-arrow     Arrow export (C) and pandas columns (Python)
#   bench-huge      ns per byte of huge inputs, and peak RSS
#   bench-first     the first parse that enters Go in a new process, the
#                   library loaded (dlopen timed apart)
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
# before it. Its output is kept for the summary by prefixing its command:
# PY_ENV (mk/python.mk's `env ...` before the interpreter) gains
# bench/tee-stdout.sh, which shows it and writes it to python.txt too.
bench-python: PY_ENV += $(abspath bench/tee-stdout.sh) $(abspath $(BENCH_BUILD))/python.txt

.PHONY: bench-go bench-c bench-icount bench-goicount bench-summary bench-goals
bench-summary: bench-go bench-c bench-icount bench-goicount bench-python
	@$(MAKE) --no-print-directory bench-goals

# The goals table (bench/cmd/benchsummary, which holds the goals) from the
# figures the benchmarks above left in $(BENCH_BUILD), and the library as
# `make install` installs it there (for its size). `make bench` ends with it.
bench-goals:
	@$(MAKE) --no-print-directory install PREFIX=$(abspath $(BENCH_BUILD))/install DESTDIR= >/dev/null
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
	  $(BENCH_BUILD)/ada.o $(CAPI_LDFLAGS) -lstdc++ -lm -o $@

# Instructions per URL under callgrind (stable on a shared machine, unlike
# time), ada's C API and ours side by side on every dataset: icount.c's
# difference of ICOUNT_PASSES passes and none, written to icount.txt for the
# summary. async preemption off: its signals upset callgrind; RDTSCP off:
# valgrind does not know it (mk/valgrind.mk's VG_GODEBUG).
ICOUNT_PASSES ?= 2
bench-icount: $(BENCH_BUILD)/icount
	@files=$$(find $(BENCH_DATASETS)/ -name '*.txt' | sort); \
	  if [ -z "$$files" ]; then echo "bench-icount: no *.txt under $(BENCH_DATASETS)"; exit 1; fi; \
	  GODEBUG=asyncpreemptoff=1,cpu.rdtscp=off sh bench/c/icount.sh $(BENCH_BUILD)/icount $(ICOUNT_PASSES) $$files \
	    | tee $(BENCH_BUILD)/icount.txt

# The Go goal's figure in instructions: urlbench's work (Parse+Href, and
# SetHref+Href on a reused URL) per URL under callgrind beside ada's C API
# (icount.c's ada side), written to goicount.txt for the summary
# (bench/cmd/goicount). More passes than bench-icount: a Go parse's count
# holds its share of the garbage collector's cycles, which a few passes
# over a small dataset may not start at all.
GOICOUNT_PASSES ?= 10
bench-goicount: $(BENCH_BUILD)/icount
	cd bench && $(GO) build -o $(abspath $(BENCH_BUILD))/goicount ./cmd/goicount
	@files=$$(find $(BENCH_DATASETS)/ -name '*.txt' | sort); \
	  if [ -z "$$files" ]; then echo "bench-goicount: no *.txt under $(BENCH_DATASETS)"; exit 1; fi; \
	  sh bench/cmd/goicount/goicount.sh $(BENCH_BUILD)/goicount $(BENCH_BUILD)/icount $(GOICOUNT_PASSES) $$files \
	    | tee $(BENCH_BUILD)/goicount.txt

# Our side of the C benchmark needs the C ABI: it runs when the header is
# there and make has a rule for $(BUILD)/libwhatwgurl.so (mk/lib.mk);
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

# bench/python/bench.py: the binding against urllib.parse.urlsplit, per URL
# and in batches, against the package pip-installed by mk/python.mk.
PY_BENCH_ROUNDS ?= 7
.PHONY: bench-python
bench-python: python-install
	@mkdir -p $(BENCH_BUILD)
	cd $(BUILD) && $(PY_ENV) $(PYTHON) -P $(abspath bench/python/bench.py) \
	  --datasets $(abspath $(BENCH_DATASETS)) --rounds $(PY_BENCH_ROUNDS)

# The command-line tool: whatwgurl --fields href on the datasets against a
# Python urlsplit script and the engine's Parse+Href loop.
CLI_BENCH_ROUNDS ?= 7
.PHONY: bench-cli
bench-cli: $(CLI_BIN)
	@mkdir -p $(BENCH_BUILD)
	cd bench && CGO_ENABLED=0 $(GO) build -o $(abspath $(BENCH_BUILD))/clibench ./cmd/clibench
	$(BENCH_BUILD)/clibench -bin $(CLI_BIN) -datasets $(BENCH_DATASETS) -rounds $(CLI_BENCH_ROUNDS) \
	  -work $(BENCH_BUILD)/cli-bench


.PHONY: bench-cpp bench-cpp-instructions
# The C++ layer's cost over the C calls, beside ada's C++ API
# (ada::parse<ada::url_aggregator>), interleaved, medians (bench/cpp/bench.cpp).
# ada's object and its folder as above (ADA_DIR_CMD); compiled
# with ada's flags (ADA_CXXFLAGS) so both sides share one translation unit's
# settings.
BENCH_CPP_ROUNDS ?= 31
$(BENCH_BUILD)/bench-cpp: bench/cpp/bench.cpp $(BENCH_BUILD)/ada.o $(CPP_HEADERS) $(CAPI_LIB)
	d=$$($(ADA_DIR_CMD)) && $(CXX) $(ADA_CXXFLAGS) -Wall -Wextra -Iinclude -I"$$d" bench/cpp/bench.cpp \
	  $(BENCH_BUILD)/ada.o $(CPP_LDFLAGS) -o $@
bench-cpp: $(BENCH_BUILD)/bench-cpp
	@files=$$(find $(BENCH_DATASETS)/ -name '*.txt' | sort); \
	  if [ -z "$$files" ]; then echo "bench-cpp: no *.txt under $(BENCH_DATASETS)"; exit 1; fi; \
	  echo $(BENCH_BUILD)/bench-cpp -r $(BENCH_CPP_ROUNDS) $$files; \
	  $(BENCH_BUILD)/bench-cpp -r $(BENCH_CPP_ROUNDS) $$files

# The same parse + href + free counted in instructions by callgrind (first
# 2,000 URLs of each dataset): a figure the shared machine's load does not
# move, for judging the 2% goal when the timings are noisy.
bench-cpp-instructions: $(BENCH_BUILD)/bench-cpp $(CAPI_VG_LIB)
	@files=$$(find $(BENCH_DATASETS)/ -name '*.txt' | sort); \
	  if [ -z "$$files" ]; then echo "bench-cpp-instructions: no *.txt under $(BENCH_DATASETS)"; exit 1; fi; \
	  mkdir -p $(BENCH_BUILD)/cpp-sample && rm -f $(BENCH_BUILD)/cpp-sample/*.txt && \
	  for f in $$files; do head -n 2000 "$$f" >$(BENCH_BUILD)/cpp-sample/$$(basename "$$f"); done && \
	  sh bench/cpp/instructions.sh $(BENCH_BUILD)/bench-cpp $(abspath $(dir $(CAPI_VG_LIB))) \
	    $(BENCH_BUILD)/cpp-sample/*.txt

# Router-like patterns (PATTERNS, one file both sides read) on the datasets,
# per URL and per pattern, beside Parse: in Go, then through the C ABI.
PATTERN_BENCH_ROUNDS ?= 7
PATTERNS ?= bench/data/router-patterns.txt
.PHONY: bench-pattern
$(BENCH_BUILD)/patternbench-c: bench/c/patternbench.c include/whatwgurl.h $(CAPI_LIB)
	@mkdir -p $(@D)
	$(CC) -O2 -std=c11 -Wall -Wextra -Iinclude $< $(CAPI_LDFLAGS) -o $@
bench-pattern: $(BENCH_BUILD)/patternbench-c
	cd bench && $(GO) run ./cmd/patternbench -rounds $(PATTERN_BENCH_ROUNDS) -datasets $(abspath $(BENCH_DATASETS)) \
	  -patterns $(abspath $(PATTERNS))
	$(BENCH_BUILD)/patternbench-c -patterns $(PATTERNS) -rounds $(PATTERN_BENCH_ROUNDS) $(sort $(wildcard $(BENCH_DATASETS)/*/*.txt))
	@$(MAKE) --no-print-directory bench-pattern-router bench-pattern-icount

# The same patterns as a router (the first that matches, per URL) against
# ada's url_pattern (C++, over ada's std::regex provider, which ada.cpp
# compiles only with ADA_USE_UNSAFE_STD_REGEX_PROVIDER: its own object), on
# the datasets and on ROUTER_GENERATE URLs made from ROUTER_TEMPLATES
# (bench/cpp/patternrouter.cpp): the sides' disagreements, then ns per URL,
# interleaved, medians (pattern.txt); bench-pattern-icount: instructions per
# URL under callgrind on the first ROUTER_ICOUNT_URLS of each
# (pattern-icount.txt). The goals table reads both.
ROUTER_TEMPLATES ?= bench/data/router-urls.txt
ROUTER_GENERATE ?= 20000
ROUTER_ROUNDS ?= 11
ROUTER_ICOUNT_URLS ?= 2000
.PHONY: bench-pattern-router bench-pattern-icount
$(BENCH_BUILD)/ada-pattern.o: bench/go.mod
	@mkdir -p $(@D)
	d=$$($(ADA_DIR_CMD)) && $(CXX) $(ADA_CXXFLAGS) -DADA_USE_UNSAFE_STD_REGEX_PROVIDER -I"$$d" -c "$$d/ada.cpp" -o $@
$(BENCH_BUILD)/patternrouter: bench/cpp/patternrouter.cpp $(BENCH_BUILD)/ada-pattern.o $(CPP_HEADERS) $(CAPI_LIB)
	d=$$($(ADA_DIR_CMD)) && $(CXX) $(ADA_CXXFLAGS) -DADA_USE_UNSAFE_STD_REGEX_PROVIDER -Wall -Wextra -Iinclude -I"$$d" \
	  $< $(BENCH_BUILD)/ada-pattern.o $(CPP_LDFLAGS) -o $@
bench-pattern-router: $(BENCH_BUILD)/patternrouter
	@files=$$(find $(BENCH_DATASETS)/ -name '*.txt' | sort); \
	  if [ -z "$$files" ]; then echo "bench-pattern-router: no *.txt under $(BENCH_DATASETS)"; exit 1; fi; \
	  bash bench/tee-stdout.sh $(BENCH_BUILD)/pattern.txt $(BENCH_BUILD)/patternrouter -patterns $(PATTERNS) \
	    -templates $(ROUTER_TEMPLATES) -generate $(ROUTER_GENERATE) -r $(ROUTER_ROUNDS) $$files
bench-pattern-icount: $(BENCH_BUILD)/patternrouter $(CAPI_VG_LIB)
	@files=$$(find $(BENCH_DATASETS)/ -name '*.txt' | sort); \
	  if [ -z "$$files" ]; then echo "bench-pattern-icount: no *.txt under $(BENCH_DATASETS)"; exit 1; fi; \
	  mkdir -p $(BENCH_BUILD)/router-sample && rm -f $(BENCH_BUILD)/router-sample/*.txt && \
	  for f in $$files; do head -n $(ROUTER_ICOUNT_URLS) "$$f" >$(BENCH_BUILD)/router-sample/$$(basename "$$f"); done && \
	  sh bench/cpp/patternrouter.sh $(BENCH_BUILD)/patternrouter $(abspath $(dir $(CAPI_VG_LIB))) $(PATTERNS) \
	    $(ROUTER_TEMPLATES) $(ROUTER_ICOUNT_URLS) $(BENCH_BUILD)/router-sample/*.txt | tee $(BENCH_BUILD)/pattern-icount.txt

# ns per append at 1k/4k/16k/100k pairs: Go (standalone, a URL's own with and
# without a fragment) and C (standalone, a URL's own with a fragment), and ns
# per byte of href of the changes that rewrite a URL's query.
.PHONY: bench-sp
$(BENCH_BUILD)/searchparams: bench/c/searchparams.c include/whatwgurl.h $(CAPI_LIB)
	@mkdir -p $(dir $@)
	$(CC) $(CAPI_CFLAGS) -o $@ $< $(CAPI_LDFLAGS)
bench-sp: $(BENCH_BUILD)/searchparams
	CGO_ENABLED=0 $(GO) test -run '^$$' -bench 'SearchParams(Append|LinkedChange)' -benchtime 3x ./whatwgurl/ | \
	  awk '/ns\/(append|byte)/ { for (i = 1; i <= NF; i++) if ($$(i+1) ~ /^ns\/(append|byte)$$/) print $$1, $$i, $$(i+1) }'
	$(BENCH_BUILD)/searchparams

# bench/c/arrow_bench.c times wurl_parse_arrow + wurl_batch_to_arrow against
# wurl_parse_batch of the same column, per dataset (the goal of the ratio is
# bench/cmd/benchsummary's); their instructions per URL under callgrind are
# icount.c's arrow and batch sides (as icount.sh runs the others);
# bench/python/bench_columnar.py a pandas DataFrame of the ten components
# against Series.map(urlsplit) and the same columns (goal: at least 20 times
# faster), with Debian's python3 as mk/python.mk's test-columnar-python.
# 31 rounds: a round of the C side takes a tenth of a second, and at 11 the
# median of a ratio that the goal judges to a few percent moved by a fifth
# from run to run on a shared machine.
ARROW_BENCH_ROUNDS ?= 31
.PHONY: bench-arrow bench-arrow-c bench-arrow-python
bench-arrow: bench-arrow-c bench-arrow-python

bench-arrow-python: python-install
	@$(call arrow-apt,pandas,python3-pandas)
	cd $(BUILD) && bash $(abspath bench/tee-stdout.sh) $(abspath $(BENCH_BUILD))/columnar.txt \
	  $(ARROW_PY_ENV) $(ARROW_PY) -P $(abspath bench/python/bench_columnar.py) --datasets $(abspath $(BENCH_DATASETS)) --rounds $(ARROW_BENCH_ROUNDS)

$(BENCH_BUILD)/arrow_bench: bench/c/arrow_bench.c $(BENCH_C_COMMON) include/whatwgurl.h $(CAPI_LIB)
	@mkdir -p $(dir $@)
	$(CC) -O2 -std=c11 -Wall -Wextra -Werror -Iinclude -o $@ $< bench/c/dataset.c $(CAPI_LDFLAGS)

bench-arrow-c: $(BENCH_BUILD)/arrow_bench
	@files=$$(find $(BENCH_DATASETS)/ -name '*.txt' | sort); \
	  if [ -z "$$files" ]; then echo "bench-arrow-c: no *.txt under $(BENCH_DATASETS)"; exit 1; fi; \
	  bash bench/tee-stdout.sh $(BENCH_BUILD)/arrow.txt $(BENCH_BUILD)/arrow_bench -r $(ARROW_BENCH_ROUNDS) $$files

# The huge-input table (bench/c/huge.c): ns per input byte of wurl_parse at
# 100 KB, 1 MB, 10 MB and 100 MB for every shape of whatwgurl/growth_test.go,
# warm and cold, and the peak RSS of a parse. The test of the same shapes
# counts allocations (TestParseGrowsLinearly).
#   make bench-huge HUGE_SIZES=1m,10m HUGE_SHAPES="path-nonascii host-labels"
HUGE_SIZES ?= 100k,1m,10m,100m
HUGE_SHAPES ?=
.PHONY: bench-huge
$(BENCH_BUILD)/huge: bench/c/huge.c include/whatwgurl.h $(CAPI_LIB)
	@mkdir -p $(dir $@)
	$(CC) -O2 -std=c11 -Wall -Wextra -Werror -Iinclude $< $(CAPI_LDFLAGS) -o $@
bench-huge: $(BENCH_BUILD)/huge
	$(BENCH_BUILD)/huge -s $(HUGE_SIZES) $(HUGE_SHAPES) | tee $(BENCH_BUILD)/huge.txt

# The first parse in a new process (bench/c/firstparse.c): per input (an
# ASCII host, a non-ASCII one), the medians over FIRST_RUNS processes of
# dlopen, of the first wurl_parse of a non-canonical URL (which enters Go)
# and of a second one; and, interleaved with them process by process, the
# same for a Go library that does nothing (bench/cmd/emptylib, built by the
# same Go): what any Go library's first call waits for, the "floor" row.
FIRST_RUNS ?= 31
.PHONY: bench-first
$(BENCH_BUILD)/firstparse: bench/c/firstparse.c include/whatwgurl.h
	@mkdir -p $(dir $@)
	$(CC) -O2 -std=c11 -Wall -Wextra -Werror -Iinclude $< -ldl -o $@
$(BENCH_BUILD)/libemptygo.so: bench/cmd/emptylib/main.go
	@mkdir -p $(dir $@)
	cd bench && CGO_ENABLED=1 $(GO) build -buildmode=c-shared -o $(abspath $@) ./cmd/emptylib
bench-first: $(BENCH_BUILD)/firstparse $(BENCH_BUILD)/libemptygo.so $(CAPI_LIB)
	$(BENCH_BUILD)/firstparse -r $(FIRST_RUNS) -f $(abspath $(BENCH_BUILD)/libemptygo.so) $(abspath $(CAPI_LIB)) | \
	  tee $(BENCH_BUILD)/firstparse.txt
