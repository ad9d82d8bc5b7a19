# Fuzzing (`make fuzz` runs each target for FUZZTIME; `make test` runs the
# brief ones, FUZZTIME_TEST each):
#   fuzz-go, fuzz-brief     the Go fuzz targets of the engine (FUZZ_TARGETS)
#   fuzz-pattern            urlpattern's and its ECMAScript translator's
#                           (PATTERN_FUZZ_TARGETS)
#   fuzz-c, fuzz-c-brief    the C ABI under libFuzzer (below)
FUZZTIME ?= 2m
FUZZTIME_TEST ?= 4s
# Each Go fuzz target as package:Target.
FUZZ_TARGETS := \
  ./whatwgurl:FuzzParse ./whatwgurl:FuzzSetters ./whatwgurl:FuzzFromComponents \
  ./whatwgurl/internal/host:FuzzParse ./whatwgurl/internal/host:FuzzToASCIIInChunks \
  ./whatwgurl/internal/form:FuzzRoundTrip \
  ./whatwgurl/internal/infra:FuzzScalarValueString \
  ./whatwgurl/internal/legacy:FuzzMatchesReference \
  ./internal/sequences:FuzzSequences \
  ./whatwgurl/internal/host:FuzzDomainMapsToItself
PATTERN_FUZZ_TARGETS := ./urlpattern:FuzzNew ./urlpattern:FuzzExec ./urlpattern/internal/ecmascript:FuzzCompile

# $(call run-fuzz,TARGETS,TIME): each target for TIME, in turn; the first
# failure shows its log and stops.
define run-fuzz
	@mkdir -p $(BUILD)
	@for t in $(1); do \
	  pkg=$${t%%:*}; fn=$${t##*:}; \
	  echo "fuzz $$pkg $$fn for $(2)"; \
	  CGO_ENABLED=0 $(GO) test -run '^$$' -fuzz "^$$fn$$" -fuzztime $(2) $$pkg >$(BUILD)/fuzz.log 2>&1 \
	    || { cat $(BUILD)/fuzz.log; exit 1; }; \
	done
endef

.PHONY: fuzz-brief fuzz-go fuzz-pattern
fuzz-brief:
	$(call run-fuzz,$(FUZZ_TARGETS),$(FUZZTIME_TEST))
fuzz-go:
	$(call run-fuzz,$(FUZZ_TARGETS),$(FUZZTIME))
fuzz-pattern:
	$(call run-fuzz,$(PATTERN_FUZZ_TARGETS),$(FUZZTIME))

# fuzz-c: the coverage-guided fuzzer of the C ABI (tests/fuzz/fuzz_capi.c):
# libFuzzer from clang, linked with the library built as a C archive in which
# the Go engine is instrumented for libFuzzer too (go build -gcflags=-d=libfuzzer,
# the counters Go's own fuzzing uses), so that coverage reaches into the
# engine and not only the C wrappers. Address sanitizer on both sides:
# clang's for the C code, go build -asan for Go's accesses to C memory.
#
#   make fuzz-c                  FUZZTIME (2m) of fuzzing; the corpus grows in
#                                $(BUILD)/fuzzc/corpus, seeds from the WPT data
#   make fuzz-c-brief            FUZZTIME_TEST (4s), for make test
#   make fuzz-c FUZZC_SANITIZE=  without the address sanitizer (faster)
#   make fuzz-c FUZZC_GO_COVERAGE=0   only the C code instrumented (to compare)
#
# A crash or a broken property leaves $(BUILD)/fuzzc/crash-*; rerun it with
# $(BUILD)/fuzzc/fuzz_capi FILE.
comma := ,
FUZZC_DIR := $(BUILD)/fuzzc
FUZZC_SANITIZE ?= address
FUZZC_GO_COVERAGE ?= 1
FUZZC_JOBS ?= 1
FUZZC_FLAGS ?=
# The Go packages whose code libFuzzer sees: the engine, and the IDNA and
# Bidi code it relies on (not the runtime: its coverage would be noise).
FUZZC_GO_PKGS := github.com/whatwgurl/whatwgurl/... golang.org/x/net/idna golang.org/x/text/secure/bidirule
FUZZC_VARIANT := $(if $(FUZZC_SANITIZE),$(FUZZC_SANITIZE),plain)-go$(FUZZC_GO_COVERAGE)
FUZZC_LIB := $(FUZZC_DIR)/$(FUZZC_VARIANT)/libwhatwgurl.a
FUZZC_BIN := $(FUZZC_DIR)/$(FUZZC_VARIANT)/fuzz_capi
FUZZC_SAN := $(if $(FUZZC_SANITIZE),$(FUZZC_SANITIZE),)
FUZZC_GO_FLAGS := -buildmode=c-archive \
  $(if $(filter address,$(FUZZC_SANITIZE)),-asan) \
  $(if $(filter 1,$(FUZZC_GO_COVERAGE)),-tags libfuzzer $(foreach p,$(FUZZC_GO_PKGS),-gcflags=$(p)=-d=libfuzzer))

.PHONY: fuzz-c fuzz-c-brief fuzz-c-tools
# clang with libFuzzer's runtime (Debian: clang, and libclang-rt-N-dev, which
# clang recommends).
fuzz-c-tools:
	@command -v clang >/dev/null || (apt-get update && apt-get install -y clang)
	@mkdir -p $(FUZZC_DIR)
	@echo 'int LLVMFuzzerTestOneInput(const char *d, unsigned long n) { return 0; }' >$(FUZZC_DIR)/probe.c
	@clang -fsanitize=fuzzer,address $(FUZZC_DIR)/probe.c -o $(FUZZC_DIR)/probe 2>/dev/null || \
	  { v=$$(clang -dumpversion | cut -d. -f1); echo "libFuzzer's runtime is missing: installing libclang-rt-$$v-dev"; \
	    apt-get install -y libclang-rt-$$v-dev && clang -fsanitize=fuzzer,address $(FUZZC_DIR)/probe.c -o $(FUZZC_DIR)/probe; }

$(FUZZC_LIB): $(LIB_SRCS) | fuzz-c-tools
	@mkdir -p $(dir $@)
	CC=clang CGO_ENABLED=1 CGO_CFLAGS="-O1 -g -fsanitize=fuzzer-no-link$(if $(FUZZC_SAN),$(comma)$(FUZZC_SAN))" \
	  CGO_LDFLAGS="$(if $(FUZZC_SAN),-fsanitize=$(FUZZC_SAN))" \
	  $(GO) build $(FUZZC_GO_FLAGS) -o $@ ./capi
	@rm -f $(basename $@).h

$(FUZZC_BIN): tests/fuzz/fuzz_capi.c tests/c/json.c tests/c/json.h tests/c/components.h include/whatwgurl.h $(FUZZC_LIB)
	clang -O1 -g -std=c11 -Wall -Wextra -Werror -fsanitize=fuzzer$(if $(FUZZC_SAN),$(comma)$(FUZZC_SAN)) -Iinclude \
	  tests/fuzz/fuzz_capi.c tests/c/json.c $(FUZZC_LIB) -lpthread -o $@

# The seeds: programs made from the WPT data (not committed; a few thousand
# small files).
$(FUZZC_DIR)/seeds/.done: $(FUZZC_BIN) $(wildcard $(WPT_DIR)/url/*.json $(WPT_DIR)/url-extra/*.json \
  $(WPT_DIR)/urlpattern/urlpatterntestdata.json)
	rm -rf $(FUZZC_DIR)/seeds
	FUZZ_CAPI_WRITE_SEEDS=$(WPT_DIR):$(FUZZC_DIR)/seeds $(FUZZC_BIN)
	touch $@

FUZZC_RUN = sh tests/fuzz/run.sh $(FUZZC_BIN) $(FUZZC_DIR) $(FUZZC_JOBS) "$(FUZZC_FLAGS)"
fuzz-c: $(FUZZC_BIN) $(FUZZC_DIR)/seeds/.done
	$(FUZZC_RUN) $(FUZZTIME)
fuzz-c-brief: $(FUZZC_BIN) $(FUZZC_DIR)/seeds/.done
	$(FUZZC_RUN) $(FUZZTIME_TEST)
