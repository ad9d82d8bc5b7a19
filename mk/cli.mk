# The command-line tool whatwgurl (cmd/whatwgurl, pure Go).
#   cli          build/whatwgurl
#   test-cli     go vet, then its tests (WPT urltestdata and setters through
#                the tool, trurl's own tests.json, formats, ordering, the
#                built binary end to end); ends with "N passed, N failed"
#   race-cli     its tests under the race detector (cgo, as -race needs)
#   install-cli  $(DESTDIR)$(PREFIX)/bin/whatwgurl
# Its benchmark is bench-cli (mk/bench.mk).
CLI_BIN := $(BUILD)/whatwgurl

.PHONY: cli test-cli race-cli install-cli
cli: $(CLI_BIN)

$(CLI_BIN): $(GO_SRCS) $(shell find cmd/whatwgurl -name '*.go' -not -name '*_test.go')
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
