package whatwgurl

import (
	"testing"

	"github.com/whatwgurl/whatwgurl/internal/cpufeature"
)

// Nobody told the engine whether the processor has SSSE3 (a Go program,
// unlike the C library, does not): its first scan asks the processor, and
// keeps the answer for the next; what it was told, it does not ask.
func TestVectorScanAsksOnce(t *testing.T) {
	defer cpufeature.SSSE3.Store(cpufeature.SSSE3.Load())
	has := cpuHasSSSE3()
	cpufeature.SSSE3.Store(cpufeature.Unknown)
	if got := vectorScan(); got != has {
		t.Fatalf("vectorScan() = %v untold, the processor says %v", got, has)
	}
	if got, want := cpufeature.SSSE3.Load(), cpufeature.Of(has); got != want {
		t.Fatalf("after the first scan the state is %d, want %d", got, want)
	}
	for _, told := range []bool{!has, has} {
		cpufeature.SSSE3.Store(cpufeature.Of(told))
		if got := vectorScan(); got != told {
			t.Errorf("told %v, vectorScan() = %v", told, got)
		}
	}
}
