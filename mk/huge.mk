# The huge-input table (bench/c/huge.c): ns per input byte of wurl_parse at
# 100 KB, 1 MB, 10 MB and 100 MB for every shape of whatwgurl/growth_test.go,
# warm and cold, and the peak RSS of a parse. A benchmark (make bench), not a
# test: the test of the same shapes counts allocations (TestParseGrowsLinearly).
#   make bench-huge HUGE_SIZES=1m,10m HUGE_SHAPES="path-nonascii host-labels"
HUGE_SIZES ?= 100k,1m,10m,100m
HUGE_SHAPES ?=

.PHONY: bench-huge
$(BUILD)/bench/huge: bench/c/huge.c include/whatwgurl.h $(CAPI_LIB)
	@mkdir -p $(dir $@)
	$(CC) -O2 -std=c11 -Wall -Wextra -Werror -Iinclude $< $(CAPI_LDFLAGS) -o $@

bench-huge: $(BUILD)/bench/huge
	$(BUILD)/bench/huge -s $(HUGE_SIZES) $(HUGE_SHAPES) | tee $(BUILD)/bench/huge.txt
