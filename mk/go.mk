# The Go packages (pure Go: they build and test without cgo):
#   engine           builds whatwgurl/...
#   lint             gofmt and go vet over the module
#   test-engine      the engine's tests, summarised by internal/cmd/testreport:
#                    a line per package, the WPT counts, failures in full, then
#                    "N passed, N failed, N skipped" over every test and subtest
#   test-go-oldest   go vet, and the engine's tests, with the oldest Go the
#                    module supports
#   test-race        the engine under the race detector
#   test-pattern-go  urlpattern/...: WPT urlpattern data, unit tests, the
#                    ECMAScript translator's, then race
# The CLI's are in mk/cli.mk, the fuzz targets in mk/fuzz.mk.
GOFMT ?= $(shell $(GO) env GOROOT)/bin/gofmt

.PHONY: engine lint test-engine test-go-oldest test-race test-pattern-go
engine:
	CGO_ENABLED=0 $(GO) build ./whatwgurl/...

lint:
	@out=$$($(GOFMT) -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	  if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi
	CGO_ENABLED=1 $(GO) vet ./...

$(TESTREPORT): internal/cmd/testreport/main.go
	@mkdir -p $(BUILD)
	CGO_ENABLED=0 $(GO) build -o $@ ./internal/cmd/testreport

test-engine: $(TESTREPORT)
	CGO_ENABLED=0 $(GO) test -count=1 -json ./whatwgurl/... | $(TESTREPORT)

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

# The race detector needs cgo, as -race always does; the packages stay
# cgo-free. Parallel use of the parser pool and of shared base URLs
# (TestConcurrentUse) must show no race.
test-race:
	CGO_ENABLED=1 $(GO) test -race -count=1 ./whatwgurl/

test-pattern-go: $(TESTREPORT)
	CGO_ENABLED=0 $(GO) test -count=1 -json ./urlpattern/... | $(TESTREPORT)
	CGO_ENABLED=1 $(GO) test -race -count=1 -run 'Concurrent|WPT' ./urlpattern/
