# Every valgrind run of `make test`'s valgrind part. Each test runs twice:
# 1. memory errors (VG_ERRORS): against $(CAPI_VG_LIB), the copy built with
#    -tags valgrind (the Go runtime then describes its stacks and heap to
#    memcheck), with async preemption off (its signal frames confuse
#    memcheck); any error fails.
# 2. leaks (VG_LEAKS): against the normal library, whose Go heap is not
#    malloc memory; capi/valgrind-leaks.sh fails on any definitely/indirectly
#    lost block. (memcheck's leak checker aborts on the -tags valgrind build.)
# capi/valgrind.supp holds the few Go-runtime suppressions, explained there.
# The checks of freed handles read freed memory on purpose, so they are left
# out here (WHATWGURL_NO_STALE=1); they run in the plain tests.
VALGRIND ?= valgrind
# The Go runtime reads the clock with RDTSCP where the processor has it (a
# lock it waits for, in lock_spinbit.go), which valgrind 3.19 does not know:
# the program dies of SIGILL, more often the more the runtime's threads
# contend. cpu.rdtscp=off makes it use RDTSC, which valgrind runs.
VG_GODEBUG := asyncpreemptoff=1,cpu.rdtscp=off
VG_ERRORS := env LD_LIBRARY_PATH=$(abspath $(dir $(CAPI_VG_LIB))) GODEBUG=$(VG_GODEBUG) \
  sh capi/valgrind-errors.sh
VG_LEAKS := env GODEBUG=$(VG_GODEBUG) sh capi/valgrind-leaks.sh
# $(call vg-both,ENV,COMMAND): COMMAND (with the variables ENV) under both runs.
vg-both = $(1) $(VG_ERRORS) $(2) && $(1) $(VG_LEAKS) $(2)
NO_STALE := WHATWGURL_NO_STALE=1
# test_fork under valgrind: one child of each kind, without the datasets
# (each child starts a Go runtime under valgrind), and the private copy each
# child loads written to a file in $(BUILD), not a memfd, so that valgrind
# reads its symbols (the suppressions name Go's functions).
FORK_VG_ENV := WHATWGURL_DATASETS_DIR= WHATWGURL_FORK_SMALL=1 WHATWGURL_FORK_COPY_DIR=$(abspath $(BUILD))

.PHONY: valgrind-capi valgrind-batch valgrind-arrow-c valgrind-pattern-c valgrind-sequences \
  valgrind-cpp valgrind-python valgrind-columnar-python valgrind-prereqs

# What the valgrind part shares with the other parts of `make test` (the
# test programs, the installed Python package) and what it alone needs (the
# -tags valgrind library), built before it starts: `make test` then runs it
# beside the others (mk/test-parts.sh), and no two makes build one file.
valgrind-prereqs: $(CAPI_TESTS) $(BUILD)/tests/test_batch $(BUILD)/tests/test_arrow \
  $(BUILD)/tests/test_pattern $(BUILD)/tests/test_sequences $(BUILD)/tests/test_setter_steps \
  $(CPP_TESTS) $(CAPI_VG_LIB) python-install

valgrind-capi: $(CAPI_TESTS) $(CAPI_VG_LIB)
	$(call vg-both,WHATWGURL_WPT_DIR=$(WPT_DIR),$(BUILD)/tests/test_wpt)
	$(call vg-both,,$(BUILD)/tests/test_extras)
	$(call vg-both,$(NO_STALE),$(BUILD)/tests/test_robust)
	$(call vg-both,,$(BUILD)/tests/test_threads)
	$(call vg-both,$(FORK_VG_ENV),$(BUILD)/tests/test_fork)
	$(call vg-both,,$(BUILD)/tests/test_canonical)
	$(call vg-both,,$(BUILD)/tests/test_handles)

valgrind-batch: $(BUILD)/tests/test_batch $(CAPI_VG_LIB)
	$(call vg-both,,$(BUILD)/tests/test_batch)

valgrind-arrow-c: $(BUILD)/tests/test_arrow $(CAPI_VG_LIB)
	$(call vg-both,$(NO_STALE),$(BUILD)/tests/test_arrow)

valgrind-pattern-c: $(BUILD)/tests/test_pattern $(CAPI_VG_LIB)
	$(call vg-both,$(NO_STALE),$(BUILD)/tests/test_pattern)

# The C replays of mk/sequences.mk, on fewer sequences (SEQUENCES_VG).
valgrind-sequences: $(BUILD)/tests/test_sequences $(BUILD)/tests/test_setter_steps $(CAPI_VG_LIB)
	@mkdir -p $(BUILD)
	CGO_ENABLED=0 $(GO) run ./internal/cmd/sequences -n $(SEQUENCES_VG) -wpt $(WPT_DIR) \
	  -o $(BUILD)/sequences-vg.jsonl
	$(call vg-both,,$(BUILD)/tests/test_sequences $(BUILD)/sequences-vg.jsonl)
	$(call vg-both,,$(BUILD)/tests/test_setter_steps)

valgrind-cpp: $(CPP_TESTS) $(CAPI_VG_LIB)
	$(call vg-both,WHATWGURL_WPT_DIR=$(CPP_WPT_DIR),$(CPP_BUILD)/tests/test_wpt)
	$(call vg-both,WHATWGURL_WPT_DIR=$(CPP_WPT_DIR),$(CPP_BUILD)/tests/test_pattern)
	$(call vg-both,,$(CPP_BUILD)/tests/test_api)
	$(call vg-both,,$(CPP_BUILD)/tests/test_robust)

# Through Python: memcheck on a focused script with PYTHONMALLOC=malloc. The
# interpreter itself leaves blocks at exit that are not ours, so
# tests/vg_run.py fails the run on any definitely/indirectly lost block whose
# allocation stack passes through libwhatwgurl, and on any memcheck error in
# libwhatwgurl's C code. vg_check.py: parse, setters, search params, batch,
# errors, in loops; vg_columnar.py: the columnar functions (no pandas);
# test_fork.py: memcheck follows fork() without exec() by itself, each
# process logging to its own file, which vg_run.py reads, so every child is
# judged too (its leak check runs at its os._exit), but for the blocks of
# threads it was forked without, which it cannot reach (vg_run.py counts
# them; the parent's leaks are judged); one child of each kind
# and the copy written to a file, as for test_fork in C ($(FORK_VG_ENV)),
# with a watchdog long enough for a Go runtime started under valgrind.
# $(call vg-python,SCRIPT[,ENV])
vg-python = cd $(BUILD) && $(PY_ENV) $(2) PYTHONMALLOC=malloc GODEBUG=$(VG_GODEBUG) \
  $(PYTHON) $(abspath $(PY_DIR)/tests/vg_run.py) $(VALGRIND) \
  $(abspath capi/valgrind.supp) $(PYTHON) $(abspath $(PY_DIR)/tests/$(1))
valgrind-python: python-install
	$(call vg-python,vg_check.py)
	$(call vg-python,test_fork.py,$(FORK_VG_ENV) WHATWGURL_FORK_WATCHDOG=600)
valgrind-columnar-python: python-install
	$(call vg-python,vg_columnar.py)
