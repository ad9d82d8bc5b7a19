# The pure-Go engine: whatwgurl/ builds and tests without cgo.
GOFMT ?= $(shell $(GO) env GOROOT)/bin/gofmt

.PHONY: engine test-engine lint
all:: engine
engine:
	CGO_ENABLED=0 $(GO) build ./whatwgurl/...

test:: lint test-engine
lint:
	@out=$$($(GOFMT) -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	  if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi
	CGO_ENABLED=0 $(GO) vet ./whatwgurl/...
test-engine:
	CGO_ENABLED=0 $(GO) test -count=1 ./whatwgurl/...
