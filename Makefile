# whatwgurl: `make` builds the library and runs the examples; `make test` runs every test.
#
# The machine's Go is 1.26 with GOTOOLCHAIN=local in its go.env; go.mod needs
# Go 1.27 (x/net/idna's Unicode 17 tables), so the go command fetches it
# through the module proxy.
export GOTOOLCHAIN ?= go1.27.4
export GOFLAGS ?= -buildvcs=false
GO ?= go
BUILD ?= build
WPT_DIR ?= $(if $(WHATWGURL_WPT_DIR),$(WHATWGURL_WPT_DIR),../shared/wpt)

.PHONY: all test bench fuzz clean
all::
test::
bench::
fuzz::

# Each part of the project adds its own recipes to all/test/bench/fuzz.
include mk/*.mk

clean:
	rm -rf $(BUILD)
