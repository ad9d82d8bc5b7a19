# Search params across the languages (issues 14 and 17):
#   test-sequences      seeded random sequences of the ten URL setters and every
#                       URLSearchParams method: played through Go's variants
#                       (internal/cmd/sequences, which fails when they disagree)
#                       into $(BUILD)/sequences.jsonl, then replayed through C
#                       and Python, which compare every step; plus the package's
#                       own Go tests and the setter-steps table through C.
#   test-sp-work        counts the work of search-params operations as lists grow,
#                       through C, against a copy of the library built with
#                       -tags whatwgurl_workcount (the Go side is in test-engine).
#   valgrind-sequences  the C replays under valgrind (errors, then leaks).
#   fuzz-sequences      FuzzSequences for $(FUZZTIME); fuzz-sequences-brief for
#                       $(FUZZTIME_TEST).
#   bench-sp            ns per append at 1k/4k/16k/100k pairs, Go and C, and ns
#                       per byte of href of the changes that rewrite a URL's query.
SEQUENCES ?= 3000
SEQUENCES_VG ?= 300
SEQ_FILE := $(BUILD)/sequences.jsonl

.PHONY: test-sequences sequences-file test-setter-steps-c valgrind-sequences \
  test-sp-work bench-sp

sequences-file:
	@mkdir -p $(BUILD)
	CGO_ENABLED=0 $(GO) run ./internal/cmd/sequences -n $(SEQUENCES) -wpt $(WPT_DIR) -o $(SEQ_FILE)

test-setter-steps-c: $(BUILD)/tests/test_setter_steps
	$(BUILD)/tests/test_setter_steps

test-sequences: sequences-file $(BUILD)/tests/test_sequences test-setter-steps-c python-install $(TESTREPORT)
	CGO_ENABLED=0 $(GO) test -count=1 -json ./internal/sequences ./internal/workcount | $(TESTREPORT)
	$(BUILD)/tests/test_sequences $(SEQ_FILE)
	cd $(BUILD) && $(PY_ENV) WHATWGURL_SEQUENCES=$(abspath $(SEQ_FILE)) $(PYTHON) -m unittest \
	  discover -s $(abspath $(PY_DIR)/tests) -t $(abspath $(PY_DIR)/tests) -p 'test_sequences.py'

valgrind-sequences: $(BUILD)/tests/test_sequences $(BUILD)/tests/test_setter_steps $(CAPI_VG_LIB)
	@mkdir -p $(BUILD)
	CGO_ENABLED=0 $(GO) run ./internal/cmd/sequences -n $(SEQUENCES_VG) -wpt $(WPT_DIR) \
	  -o $(BUILD)/sequences-vg.jsonl
	$(VG_ERRORS) $(BUILD)/tests/test_sequences $(BUILD)/sequences-vg.jsonl
	$(VG_LEAKS) $(BUILD)/tests/test_sequences $(BUILD)/sequences-vg.jsonl
	$(VG_ERRORS) $(BUILD)/tests/test_setter_steps
	$(VG_LEAKS) $(BUILD)/tests/test_setter_steps

# FuzzSequences runs with the engine's fuzzers (FUZZ_TARGETS in engine.mk).

# The counting build: the library with -tags whatwgurl_workcount, which exports
# wurl_debug_work for tests/c/test_sp_work.c (never installed; no header check).
CAPI_WORK_LIB := $(BUILD)/workcount/libwhatwgurl.so
$(CAPI_WORK_LIB): $(CAPI_SRCS) capi/workcount.go
	@mkdir -p $(dir $@)
	$(GO) build -tags whatwgurl_workcount -buildmode=c-shared \
	  -ldflags '-extldflags "-Wl,-soname,libwhatwgurl.so.0 -Wl,--version-script=$(abspath capi/exports.map)"' \
	  -o $@ ./capi
	@rm -f $(BUILD)/workcount/libwhatwgurl.h
	ln -sf libwhatwgurl.so $(BUILD)/workcount/libwhatwgurl.so.0

$(BUILD)/workcount/test_sp_work: tests/c/test_sp_work.c tests/c/check.h include/whatwgurl.h $(CAPI_WORK_LIB)
	$(CC) $(CAPI_CFLAGS) -D_GNU_SOURCE -o $@ $< -L$(BUILD)/workcount -lwhatwgurl \
	  -Wl,-rpath,$(abspath $(BUILD)/workcount)

test-sp-work: $(BUILD)/workcount/test_sp_work
	$(BUILD)/workcount/test_sp_work


# ns per append at 1k/4k/16k/100k pairs: Go (standalone, a URL's own with and
# without a fragment) and C (standalone, a URL's own with a fragment).
$(BUILD)/bench/bench_searchparams: tests/c/bench_searchparams.c include/whatwgurl.h $(CAPI_LIB)
	@mkdir -p $(dir $@)
	$(CC) $(CAPI_CFLAGS) -o $@ $< $(CAPI_LDFLAGS)
bench-sp: $(BUILD)/bench/bench_searchparams
	CGO_ENABLED=0 $(GO) test -run '^$$' -bench 'SearchParams(Append|LinkedChange)' -benchtime 3x ./whatwgurl/ | \
	  awk '/ns\/(append|byte)/ { for (i = 1; i <= NF; i++) if ($$(i+1) ~ /^ns\/(append|byte)$$/) print $$1, $$i, $$(i+1) }'
	$(BUILD)/bench/bench_searchparams
