module github.com/whatwgurl/whatwgurl/tests/arrow

go 1.27

require (
	github.com/apache/arrow-go/v18 v18.8.0
	github.com/whatwgurl/whatwgurl v0.0.0-00010101000000-000000000000
)

require (
	github.com/goccy/go-json v0.10.6 // indirect
	github.com/google/flatbuffers v25.12.19+incompatible // indirect
	github.com/klauspost/compress v1.19.2 // indirect
	github.com/klauspost/cpuid/v2 v2.4.0 // indirect
	github.com/pierrec/lz4/v4 v4.1.29 // indirect
	github.com/zeebo/xxh3 v1.1.0 // indirect
	golang.org/x/exp v0.0.0-20260112195511-716be5621a96 // indirect
	golang.org/x/net v0.62.0 // indirect
	golang.org/x/sys v0.49.0 // indirect
	golang.org/x/text v0.43.0 // indirect
)

// The test data reader (internal/wptdata) is the main module's, read from
// this checkout.
replace github.com/whatwgurl/whatwgurl => ../..
