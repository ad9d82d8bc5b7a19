# The command-line tool whatwgurl (cmd/whatwgurl, pure Go).
#   cli          build/whatwgurl
#   test-cli     go vet, then its tests (WPT urltestdata and setters through
#                the tool, trurl's own tests.json, formats, ordering, the
#                built binary end to end); ends with "N passed, N failed"
#   race-cli     its tests under the race detector (cgo, as -race needs)
#   install-cli  $(DESTDIR)$(PREFIX)/bin/whatwgurl
#   pgo-cli      cmd/whatwgurl/default.pgo, checked in: the profile `go build`
#                builds the tool with (profile-guided optimisation, -pgo=auto)
# Its benchmark is bench-cli (mk/bench.mk).
CLI_BIN := $(BUILD)/whatwgurl

.PHONY: cli test-cli race-cli install-cli
cli: $(CLI_BIN)

$(CLI_BIN): $(GO_SRCS) $(shell find cmd/whatwgurl -name '*.go' -not -name '*_test.go') cmd/whatwgurl/default.pgo
	@mkdir -p $(BUILD)
	CGO_ENABLED=0 $(GO) build -o $@ ./cmd/whatwgurl

# Its tests against the built binary, summarised like the engine's
# (internal/cmd/testreport).
test-cli: $(CLI_BIN) $(TESTREPORT)
	CGO_ENABLED=0 $(GO) vet ./cmd/whatwgurl/...
	WHATWGURL_CLI=$(abspath $(CLI_BIN)) CGO_ENABLED=0 \
	  $(GO) test -count=1 -json ./cmd/whatwgurl/... | $(TESTREPORT)

race-cli:
	CGO_ENABLED=1 $(GO) test -race -short -count=1 ./cmd/whatwgurl/

install-cli: $(CLI_BIN)
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 $(CLI_BIN) $(DESTDIR)$(PREFIX)/bin/whatwgurl

# The tool's profile: its work per URL is the engine's AppendParse, so the
# profile is the engine's AppendParse benchmark over the datasets
# (BENCH_DATASETS, mk/bench.mk). With it the tool runs 2-4% fewer
# instructions per URL (callgrind, --fields href -j 1, every dataset).
# Remade by hand when the engine's hot code changes much; a stale profile
# only optimises less. The library (capi) has none: its Go runs only for
# input the C fast path declines, and a profile changed nothing there.
PGO_BENCHTIME ?= 3s
.PHONY: pgo-cli
pgo-cli:
	@test -d "$(BENCH_DATASETS)" || { echo "pgo-cli: no datasets in $(BENCH_DATASETS) (BENCH_DATASETS=DIR)"; exit 1; }
	@mkdir -p $(BUILD)
	cd whatwgurl && WHATWGURL_DATASETS_DIR=$(abspath $(BENCH_DATASETS)) CGO_ENABLED=0 GODEBUG=asyncpreemptoff=1 \
	  $(GO) test -run '^$$' -bench '^BenchmarkAppendParse$$' -benchtime $(PGO_BENCHTIME) -count 1 \
	  -o $(abspath $(BUILD))/pgo-cli.test -cpuprofile $(abspath $(BUILD))/pgo-cli.prof .
	cp $(BUILD)/pgo-cli.prof cmd/whatwgurl/default.pgo
