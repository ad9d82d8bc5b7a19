# The command-line tool whatwgurl (cmd/whatwgurl, pure Go, issue 12).
#   cli          build/whatwgurl
#   test-cli     go vet, then its tests (WPT urltestdata and setters through
#                the tool, formats, ordering, the built binary end to end);
#                ends with "N passed, N failed"
#   race-cli     its tests under the race detector (cgo, as -race needs)
#   bench-cli    whatwgurl --fields href on the datasets against a Python
#                urlsplit script and the engine's Parse+Href loop
#   install-cli  $(DESTDIR)$(PREFIX)/bin/whatwgurl
# These fragments only define targets: the top-level Makefile orders them.
PREFIX ?= /usr/local
DESTDIR ?=
CLI_BIN := $(BUILD)/whatwgurl
CLI_SRCS := $(shell find cmd/whatwgurl whatwgurl -name '*.go' -not -name '*_test.go') go.mod go.sum
CLI_DATASETS ?= $(if $(WHATWGURL_DATASETS_DIR),$(WHATWGURL_DATASETS_DIR),../shared/datasets)
CLI_BENCH_ROUNDS ?= 7

.PHONY: cli test-cli race-cli bench-cli install-cli
cli: $(CLI_BIN)

$(CLI_BIN): $(CLI_SRCS)
	@mkdir -p $(BUILD)
	CGO_ENABLED=0 $(GO) build -o $@ ./cmd/whatwgurl

# go test -v's PASS/FAIL/SKIP lines (subtests included) are counted into
# the summary line; the WPT runners' own lines are shown as they are.
test-cli: $(CLI_BIN)
	CGO_ENABLED=0 $(GO) vet ./cmd/whatwgurl/...
	@status=0; WHATWGURL_CLI=$(abspath $(CLI_BIN)) CGO_ENABLED=0 \
	  $(GO) test -count=1 -v ./cmd/whatwgurl/ >$(BUILD)/test-cli.log 2>&1 || status=$$?; \
	  grep -E -e '--- FAIL|^FAIL|^panic|^\s+\S+_test\.go:[0-9]+: ' $(BUILD)/test-cli.log \
	    | grep -v -e 'WPT .* passed, ' | head -50; \
	  sed -n 's/^ *[a-z_0-9]*_test\.go:[0-9]*: \(WPT .* passed, [0-9]* failed\)$$/\1/p' $(BUILD)/test-cli.log; \
	  awk '/^ *--- PASS/{p++} /^ *--- FAIL/{f++} /^ *--- SKIP/{s++} \
	    END{printf "%d passed, %d failed, %d skipped\n", p, f, s}' $(BUILD)/test-cli.log; \
	  exit $$status

race-cli:
	CGO_ENABLED=1 $(GO) test -race -short -count=1 ./cmd/whatwgurl/

bench-cli: $(CLI_BIN)
	CGO_ENABLED=0 $(GO) build -o $(BUILD)/clibench ./cmd/whatwgurl/clibench
	$(BUILD)/clibench -bin $(CLI_BIN) -datasets $(CLI_DATASETS) -rounds $(CLI_BENCH_ROUNDS) \
	  -work $(BUILD)/cli-bench

install-cli: $(CLI_BIN)
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 $(CLI_BIN) $(DESTDIR)$(PREFIX)/bin/whatwgurl
