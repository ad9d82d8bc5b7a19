# What the C header, the C library and the Python package share (statuses,
# validation error names, host and scheme types, encode sets, setter indices,
# the wurl_components layout, the version from the file VERSION) is generated
# from Go definitions by internal/cmd/genabi:
#   generate-abi  rewrites include/whatwgurl.h's GENERATED blocks,
#                 capi/abi_names.c and examples/python/whatwgurl/_abi.py
#   check-abi     fails when one of them is stale (a check for the lint part)
.PHONY: generate-abi check-abi
generate-abi:
	$(GO) generate ./internal/cmd/genabi

check-abi: $(TESTREPORT)
	CGO_ENABLED=0 $(GO) test -count=1 -json ./internal/cmd/genabi | $(TESTREPORT)
