package bench

import (
	"os"
	"path/filepath"
	"testing"
)

// BenchmarkParse is one pass of each library over each dataset per op;
// ns/URL is the figure to compare. Run from bench/:
//
//	go test -run '^$' -bench . -count 6 | benchstat -
//
// (-count with benchstat gives medians; the command urlbench interleaves the
// libraries, which these sequential benchmarks cannot.)
func BenchmarkParse(b *testing.B) {
	dir, err := DefaultDatasetsDir()
	if err != nil {
		b.Skip(err)
	}
	sets, err := LoadDatasets(dir)
	if err != nil {
		b.Skipf("no datasets: %v", err)
	}
	for _, set := range sets {
		b.Run(set.Name, func(b *testing.B) {
			for _, lib := range Libraries() {
				b.Run(lib.Name, func(b *testing.B) {
					if _, panicked := TimePass(lib, set.URLs, 1); panicked {
						b.Skipf("%s panicked", lib.Name)
					}
					b.SetBytes(int64(set.Bytes))
					b.ReportAllocs()
					b.ResetTimer()
					n := 0
					for b.Loop() {
						if lib.Pass != nil { // timed outside Go, one call per pass
							lib.Pass(set.URLs, 1)
							continue
						}
						for _, s := range set.URLs {
							h, _ := lib.Parse(s)
							n += len(h)
						}
					}
					Sink += n
					b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(set.URLs)), "ns/URL")
				})
			}
		})
	}
}

func TestLoadDataset(t *testing.T) {
	p := filepath.Join(t.TempDir(), "x.txt")
	if err := os.WriteFile(p, []byte("\xEF\xBB\xBFhttps://a/\nfile://b\r\nhttps://\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	d, err := LoadDataset(p, "x")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"https://a/", "file://b", "https://"}
	if len(d.URLs) != len(want) {
		t.Fatalf("got %q, want %q", d.URLs, want)
	}
	for i := range want {
		if d.URLs[i] != want[i] {
			t.Errorf("URL %d = %q, want %q", i, d.URLs[i], want[i])
		}
	}
	if d.Bytes != 10+8+8 {
		t.Errorf("Bytes = %d", d.Bytes)
	}
}

func TestProbeReportsPanics(t *testing.T) {
	lib := Lib{Name: "p", Parse: func(s string) (string, bool) {
		switch s {
		case "bad":
			return "", false
		case "boom":
			panic("boom!")
		}
		return s, true
	}}
	p := RunProbe(lib, []string{"a:", "bad", "boom", "boom"})
	if p.Failures != 1 || p.Panics != 2 || p.PanicMsg != "boom!" || p.PanicURL != "boom" {
		t.Errorf("probe = %+v", p)
	}
	if _, panicked := TimePass(lib, []string{"a:", "boom"}, 1); !panicked {
		t.Error("TimePass did not report the panic")
	}
	if Differences(p, RunProbe(lib, []string{"b:", "bad", "boom", "boom"})) != 1 {
		t.Error("Differences")
	}
}
