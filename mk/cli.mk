# The command-line tool whatwgurl (cmd/whatwgurl, pure Go, issue 12).
#   cli          build/whatwgurl
#   test-cli     go vet, then its tests (WPT urltestdata and setters through
#                the tool, trurl's own tests.json, formats, ordering, the
#                built binary end to end); ends with "N passed, N failed"
#   race-cli     its tests under the race detector (cgo, as -race needs)
#   bench-cli    whatwgurl --fields href on the datasets against a Python
#                urlsplit script and the engine's Parse+Href loop
#   install-cli  $(DESTDIR)$(PREFIX)/bin/whatwgurl
# These fragments only define targets: the top-level Makefile orders them.
CLI_BIN := $(BUILD)/whatwgurl
CLI_SRCS := $(shell find cmd/whatwgurl whatwgurl -name '*.go' -not -name '*_test.go') go.mod go.sum
CLI_BENCH_ROUNDS ?= 7

.PHONY: cli test-cli race-cli bench-cli install-cli
cli: $(CLI_BIN)

$(CLI_BIN): $(CLI_SRCS)
	@mkdir -p $(BUILD)
	CGO_ENABLED=0 $(GO) build -o $@ ./cmd/whatwgurl

# Its tests against the built binary, summarised like the engine's
# (internal/cmd/testreport, built by mk/engine.mk's test-engine).
test-cli: $(CLI_BIN) $(TESTREPORT)
	CGO_ENABLED=0 $(GO) vet ./cmd/whatwgurl/...
	WHATWGURL_CLI=$(abspath $(CLI_BIN)) CGO_ENABLED=0 \
	  $(GO) test -count=1 -json ./cmd/whatwgurl/... | $(TESTREPORT)

race-cli:
	CGO_ENABLED=1 $(GO) test -race -short -count=1 ./cmd/whatwgurl/

bench-cli: $(CLI_BIN)
	CGO_ENABLED=0 $(GO) build -o $(BUILD)/clibench ./cmd/whatwgurl/clibench
	$(BUILD)/clibench -bin $(CLI_BIN) -datasets $(BENCH_DATASETS) -rounds $(CLI_BENCH_ROUNDS) \
	  -work $(BUILD)/cli-bench

install-cli: $(CLI_BIN)
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 $(CLI_BIN) $(DESTDIR)$(PREFIX)/bin/whatwgurl
