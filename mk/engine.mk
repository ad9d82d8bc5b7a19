# The pure-Go engine: whatwgurl/ builds and tests without cgo.
GOFMT ?= $(shell $(GO) env GOROOT)/bin/gofmt
# Each fuzz target as package:Target. `make test` runs each for
# FUZZTIME_TEST; `make fuzz` for FUZZTIME.
FUZZ_TARGETS := \
  ./whatwgurl:FuzzParse ./whatwgurl:FuzzSetters ./whatwgurl:FuzzFromComponents \
  ./whatwgurl/internal/host:FuzzParse ./whatwgurl/internal/host:FuzzToASCIIInChunks \
  ./whatwgurl/internal/form:FuzzRoundTrip \
  ./whatwgurl/internal/infra:FuzzScalarValueString \
  ./whatwgurl/internal/legacy:FuzzMatchesReference \
  ./internal/sequences:FuzzSequences \
  ./whatwgurl/internal/host:FuzzDomainMapsToItself
FUZZTIME_TEST ?= 4s
FUZZTIME ?= 2m

.PHONY: engine test-engine test-race lint fuzz-brief fuzz-go
engine:
	CGO_ENABLED=0 $(GO) build ./whatwgurl/...

lint:
	@out=$$($(GOFMT) -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	  if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi
	CGO_ENABLED=1 $(GO) vet ./...
# The engine's tests, summarised by internal/cmd/testreport: a line per
# package, the WPT counts, failures in full, then "N passed, N failed, N
# skipped" over every test and subtest.
$(TESTREPORT): internal/cmd/testreport/main.go
	@mkdir -p $(BUILD)
	CGO_ENABLED=0 $(GO) build -o $@ ./internal/cmd/testreport

test-engine: $(TESTREPORT)
	CGO_ENABLED=0 $(GO) test -count=1 -json ./whatwgurl/... | $(TESTREPORT)

# The engine under the race detector (it needs cgo, as -race always does;
# the engine itself stays cgo-free): parallel use of the parser pool and of
# shared base URLs (TestConcurrentUse) must show no race.
test-race:
	CGO_ENABLED=1 $(GO) test -race -count=1 ./whatwgurl/

define run-fuzz
	@for t in $(FUZZ_TARGETS); do \
	  pkg=$${t%%:*}; fn=$${t##*:}; \
	  echo "fuzz $$pkg $$fn for $(1)"; \
	  CGO_ENABLED=0 $(GO) test -run '^$$' -fuzz "^$$fn$$" -fuzztime $(1) $$pkg >$(BUILD)/fuzz.log 2>&1 \
	    || { cat $(BUILD)/fuzz.log; exit 1; }; \
	done
endef

fuzz-brief:
	@mkdir -p $(BUILD)
	$(call run-fuzz,$(FUZZTIME_TEST))
fuzz-go:
	@mkdir -p $(BUILD)
	$(call run-fuzz,$(FUZZTIME))

# The oldest Go release the module supports (go.mod's go line): it must vet
# and pass the engine's tests with it too; the rest builds and vets with it
# (what depends on the toolchain, the IDNA tables, is the engine's). There
# x/net/idna has Unicode 15's IDNA tables; the host tests name the inputs
# that then differ (testdata/idna/unicode15-differs.txt), require each to
# differ, and count them as skipped, never as passed.
GO_OLDEST ?= go1.26.8
test-go-oldest: $(TESTREPORT)
	GOTOOLCHAIN=$(GO_OLDEST) CGO_ENABLED=1 $(GO) vet ./...
	GOTOOLCHAIN=$(GO_OLDEST) CGO_ENABLED=0 $(GO) test -count=1 -json ./whatwgurl/... | $(TESTREPORT)
