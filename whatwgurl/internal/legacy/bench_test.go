package legacy

import (
	"testing"

	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/percent"
)

const benchInput = "q=東京都 渋谷区&name=ﾃｽﾄ−データ&x=€¥‾☃&page=2"

func BenchmarkAppendAfterEncoding(b *testing.B) {
	for _, label := range []string{"windows-1252", "shift_jis", "euc-jp", "iso-2022-jp", "gb18030", "big5", "euc-kr"} {
		enc, _ := Lookup(label)
		b.Run(enc.Name(), func(b *testing.B) {
			var dst []byte
			b.SetBytes(int64(len(benchInput)))
			for b.Loop() {
				dst = percent.AppendAfterEncoding(dst[:0], enc.NewEncoder(), benchInput, percent.SpecialQuery, false)
			}
		})
	}
}

// Stateless encoders are shared values: getting one and encoding into a
// buffer with room allocates nothing.
func TestStatelessEncodersDoNotAllocate(t *testing.T) {
	dst := make([]byte, 0, 256)
	for _, e := range withEncoder() {
		if e.kind == kindISO2022JP {
			continue
		}
		if n := testing.AllocsPerRun(100, func() {
			dst, _, _ = e.NewEncoder().EncodeOrFail(dst[:0], benchInput)
		}); n != 0 {
			t.Errorf("%s: %v allocations per encode", e.Name(), n)
		}
	}
}
