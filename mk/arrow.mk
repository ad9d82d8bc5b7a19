# Columns (issue 12): the Arrow C Data Interface of the C ABI (capi/arrow.*),
# checked from C (tests/c/test_arrow.c, plainly and under valgrind) and by a
# real Arrow consumer (tests/arrow/, a Go module of its own that imports
# github.com/apache/arrow-go/v18, so the library keeps its two dependencies);
# the Python package's columnar functions (examples/python/whatwgurl/
# columnar.py) with pandas, and a Dask cluster; and the benchmarks.
.PHONY: test-arrow-c valgrind-arrow-c

# The C test, with mk/capi.mk's flags and pattern rule ($(BUILD)/tests/%).
test-arrow-c: $(BUILD)/tests/test_arrow
	$(BUILD)/tests/test_arrow

# Its freed-batch check reads freed memory on purpose: skipped under valgrind
# (WHATWGURL_NO_STALE=1, as test_robust's).
valgrind-arrow-c: $(BUILD)/tests/test_arrow $(CAPI_VG_LIB)
	WHATWGURL_NO_STALE=1 $(VG_ERRORS) $(BUILD)/tests/test_arrow
	WHATWGURL_NO_STALE=1 $(VG_LEAKS) $(BUILD)/tests/test_arrow
