# The Python package (examples/python), a ctypes binding of mk/lib.mk's
# library:
#   python-install        pip-installs it offline into $(PY_SITE), carrying
#                         the library just built
#   test-python           its unittest suite against that install
#   typecheck-python      mypy on a typed use of the API, and on type errors
#                         it must report
#   test-columnar-python  the columnar functions with pandas (Debian's python3)
#   test-dask             the same on a two-process Dask cluster
#   run-python-example    example.py, run by `make`
# Its valgrind runs are in mk/valgrind.mk, its benchmarks in mk/bench.mk.
PYTHON ?= python3
PY_DIR := examples/python
PY_SITE := $(BUILD)/python/site
PY_SRCS := $(wildcard $(PY_DIR)/whatwgurl/*.py) $(PY_DIR)/whatwgurl/py.typed \
  $(PY_DIR)/pyproject.toml $(PY_DIR)/_backend/whatwgurl_build.py
# The suite runs against the installed copy (never the source tree): from
# $(BUILD), with only the install dir on the path and WHATWGURL_LIB unset, so
# the library is the one the wheel carries next to the module.
PY_ENV := env -u WHATWGURL_LIB PYTHONPATH=$(abspath $(PY_SITE)) \
  WHATWGURL_WPT_DIR=$(abspath $(WPT_DIR)) PYTHONDONTWRITEBYTECODE=1

.PHONY: python-install test-python typecheck-python run-python-example test-columnar-python test-dask
# pip, offline: the package's own PEP 517 backend needs nothing from an index.
# The wheel carries the library just built (WHATWGURL_LIB at build time).
$(PY_SITE)/.installed: $(PY_SRCS) $(CAPI_LIB)
	rm -rf $(PY_SITE)
	WHATWGURL_LIB=$(abspath $(CAPI_LIB)) $(PYTHON) -m pip install --no-index \
	  --no-build-isolation --no-cache-dir --quiet --target $(PY_SITE) ./$(PY_DIR)
	touch $@
python-install: lib $(PY_SITE)/.installed

# tests/test_columnar.py needs no pandas: it runs here too, with the default
# python3 (pyenv's, which does not see Debian's packages), which skips
# tests/test_pandas.py and tests/test_dask.py (one skip each).
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

# `make` runs the tour of the binding against the installed package.
run-python-example: python-install
	cd $(BUILD) && $(PY_ENV) $(PYTHON) -P $(abspath $(PY_DIR)/example.py)

# test-columnar-python runs test_columnar and test_pandas, and test-dask
# test_dask, with Debian's interpreter ($(ARROW_PY)), the one that sees
# python3-pandas and python3-distributed, which the recipes install with apt
# when they are missing. pyarrow is not packaged for Debian 12: its tests run
# where it is importable and are skipped otherwise; the C Data Interface is
# then read through ctypes (test_columnar).
ARROW_PY ?= /usr/bin/python3
ARROW_PY_ENV = $(PY_ENV) PYTHONPATH=$(abspath $(PY_SITE)):$(abspath $(PY_DIR)/tests)
# $(call arrow-apt,MODULE,PACKAGE): installs PACKAGE when $(ARROW_PY) cannot
# import MODULE (apt-get update first when the package lists are missing).
arrow-apt = $(ARROW_PY) -c 'import $(1)' 2>/dev/null || { \
  echo "$(ARROW_PY) has no $(1): apt-get install $(2)"; \
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $(2) || { \
    apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $(2); }; }

test-columnar-python: python-install
	@$(call arrow-apt,pandas,python3-pandas)
	cd $(BUILD) && $(ARROW_PY_ENV) $(ARROW_PY) -m unittest test_columnar test_pandas

# Two worker processes (spawned: each loads the library itself).
test-dask: python-install
	@$(call arrow-apt,distributed,python3-distributed)
	cd $(BUILD) && $(ARROW_PY_ENV) $(ARROW_PY) -W ignore::DeprecationWarning \
	  -m unittest test_dask
