# The Python binding (examples/python, issue 5) and the batch entry point of
# the C ABI (capi/batch.*):
#   make test  - builds the library, the C batch test (plain and under
#                valgrind), pip-installs the package offline into
#                $(BUILD)/python/site, runs its unittest suite against that
#                install, and runs a focused Python script under valgrind.
#   make bench - examples/python/bench.py on the benchmark datasets (BENCH_DATASETS).
PYTHON ?= python3
PY_DIR := examples/python
PY_SITE := $(BUILD)/python/site
PY_SRCS := $(wildcard $(PY_DIR)/whatwgurl/*.py) $(PY_DIR)/whatwgurl/py.typed \
  $(PY_DIR)/pyproject.toml $(PY_DIR)/_backend/whatwgurl_build.py
PY_BENCH_ROUNDS ?= 7
# The suite runs against the installed copy (never the source tree): from
# $(BUILD), with only the install dir on the path and WHATWGURL_LIB unset, so
# the library is the one the wheel carries next to the module.
PY_ENV := env -u WHATWGURL_LIB PYTHONPATH=$(abspath $(PY_SITE)) \
  WHATWGURL_WPT_DIR=$(abspath $(WPT_DIR)) PYTHONDONTWRITEBYTECODE=1

.PHONY: test-batch valgrind-batch python-install test-python typecheck-python valgrind-python bench-python run-python-example
# The C test of wurl_parse_batch, with mk/capi.mk's flags and pattern rule
# ($(BUILD)/tests/%), run plainly and under both valgrind runs.
test-batch: $(BUILD)/tests/test_batch
	$(BUILD)/tests/test_batch

valgrind-batch: $(BUILD)/tests/test_batch $(CAPI_VG_LIB)
	$(VG_ERRORS) $(BUILD)/tests/test_batch
	$(VG_LEAKS) $(BUILD)/tests/test_batch

# pip, offline: the package's own PEP 517 backend needs nothing from an index.
# The wheel carries the library just built (WHATWGURL_LIB at build time).
$(PY_SITE)/.installed: $(PY_SRCS) $(CAPI_LIB)
	rm -rf $(PY_SITE)
	WHATWGURL_LIB=$(abspath $(CAPI_LIB)) $(PYTHON) -m pip install --no-index \
	  --no-build-isolation --no-cache-dir --quiet --target $(PY_SITE) ./$(PY_DIR)
	touch $@
python-install: lib $(PY_SITE)/.installed

test-python: python-install
	cd $(BUILD) && $(PY_ENV) $(PYTHON) -m unittest discover \
	  -s $(abspath $(PY_DIR)/tests) -t $(abspath $(PY_DIR)/tests) -p 'test_*.py'

# Types: mypy (Debian's python3-mypy, installed when missing, run by
# /usr/bin/python3) on a typed use of the API against the installed package
# (py.typed), and on deliberate type errors it must report (tests/typecheck.py).
typecheck-python: python-install
	@$(call arrow-apt,mypy,python3-mypy)
	cd $(BUILD) && env PYTHONPATH=$(abspath $(PY_SITE)) $(ARROW_PY) \
	  $(abspath $(PY_DIR)/tests/typecheck.py)

# Leaks through Python: memcheck on a focused script (tests/vg_check.py:
# parse, setters, search params, batch, errors, in loops) with
# PYTHONMALLOC=malloc. The interpreter itself leaves blocks at exit that are
# not ours, so the run fails on any definitely/indirectly lost block whose
# allocation stack passes through libwhatwgurl, and on any memcheck error in
# libwhatwgurl's C code. See tests/vg_check.py.
valgrind-python: python-install
	cd $(BUILD) && $(PY_ENV) PYTHONMALLOC=malloc GODEBUG=asyncpreemptoff=1 \
	  $(PYTHON) $(abspath $(PY_DIR)/tests/vg_run.py) $(VALGRIND) \
	  $(abspath capi/valgrind.supp) $(PYTHON) $(abspath $(PY_DIR)/tests/vg_check.py)

# `make` runs the tour of the binding against the installed package.
run-python-example: python-install
	cd $(BUILD) && $(PY_ENV) $(PYTHON) -P $(abspath $(PY_DIR)/example.py)

bench-python: python-install
	cd $(BUILD) && $(PY_ENV) $(PYTHON) -P $(abspath $(PY_DIR)/bench.py) \
	  --datasets $(abspath $(BENCH_DATASETS)) --rounds $(PY_BENCH_ROUNDS)
