# Setter and search-params sequences across the languages:
#   test-sequences      seeded random sequences of the ten URL setters and every
#                       URLSearchParams method: played through Go's variants
#                       (internal/cmd/sequences, which fails when they disagree)
#                       into $(SEQ_FILE), then replayed through C and Python,
#                       which compare every step; plus the package's own Go
#                       tests and the setter-steps table through C.
#   sequences-file      writes $(SEQ_FILE) alone
#   test-setter-steps-c the setter-steps table through C
# Their valgrind runs are valgrind-sequences (mk/valgrind.mk, SEQUENCES_VG
# sequences); FuzzSequences is one of mk/fuzz.mk's FUZZ_TARGETS.
SEQUENCES ?= 3000
SEQUENCES_VG ?= 300
SEQ_FILE := $(BUILD)/sequences.jsonl

.PHONY: test-sequences sequences-file test-setter-steps-c

sequences-file:
	@mkdir -p $(BUILD)
	CGO_ENABLED=0 $(GO) run ./internal/cmd/sequences -n $(SEQUENCES) -wpt $(WPT_DIR) -o $(SEQ_FILE)

test-setter-steps-c: $(BUILD)/tests/test_setter_steps
	$(BUILD)/tests/test_setter_steps

test-sequences: sequences-file $(BUILD)/tests/test_sequences test-setter-steps-c python-install $(TESTREPORT)
	CGO_ENABLED=0 $(GO) test -count=1 -json ./internal/sequences | $(TESTREPORT)
	$(BUILD)/tests/test_sequences $(SEQ_FILE)
	cd $(BUILD) && $(PY_ENV) WHATWGURL_SEQUENCES=$(abspath $(SEQ_FILE)) $(PYTHON) -m unittest \
	  discover -s $(abspath $(PY_DIR)/tests) -t $(abspath $(PY_DIR)/tests) -p 'test_sequences.py'
