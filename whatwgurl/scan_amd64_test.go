package whatwgurl

import (
	"testing"

	"github.com/whatwgurl/whatwgurl/internal/cpufeature"
)

// Built as a Go package (not the C library, whose initializer says it),
// the engine asked the processor at its initialization.
func TestVectorScanAsTheProcessorSays(t *testing.T) {
	if cpufeature.ToldByCAPI {
		t.Skip("built as the C library: capi says whether the processor has SSSE3")
	}
	if got, want := vectorScan(), cpuHasSSSE3(); got != want {
		t.Fatalf("vectorScan() = %v, the processor says %v", got, want)
	}
}
