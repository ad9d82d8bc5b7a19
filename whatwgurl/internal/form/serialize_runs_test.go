package form

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/percent"
)

// The UTF-8 serializer copies runs of bytes that need no encoding at once;
// it must write what percent-encoding each byte in turn writes.
func TestSerializeRunsMatchByteByByte(t *testing.T) {
	alphabet := []string{"a", "Z", "0", "-", "*", " ", "+", "%", "&", "=", "~", "!", "\x00", "\x7f", "é", "\uFFFD", "🌈", "\t"}
	r := rand.New(rand.NewPCG(3, 4))
	for range 5000 {
		var sb strings.Builder
		for n := r.IntN(12); n > 0; n-- {
			sb.WriteString(alphabet[r.IntN(len(alphabet))])
		}
		s := sb.String()
		want := string(percent.AppendAfterEncoding(nil, nil, s, percent.FormURLEncoded, true))
		if got := string(appendComponent(nil, s, nil)); got != want {
			t.Fatalf("appendComponent(%q) = %q, want %q", s, got, want)
		}
	}
}
