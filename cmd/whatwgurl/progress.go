package main

import (
	"fmt"
	"io"
	"os"
	"time"
)

// progress draws one line on stderr while files are read: the file, how
// far into it the output is, and the rows so far. It is drawn by the
// writer between chunks, so it never cuts into a note. A nil *progress
// draws nothing.
type progress struct {
	w     io.Writer
	every time.Duration
	last  time.Time
	drawn bool
}

// newProgress returns the progress line for c, or nil when there is none:
// by default it is drawn when some input is a file (not stdin, not --url)
// and stderr is a terminal.
func newProgress(c *config, stderr io.Writer) *progress {
	switch c.progress {
	case progressOff:
		return nil
	case progressAuto:
		hasFile := false
		for _, f := range c.files {
			hasFile = hasFile || f != "-"
		}
		if !hasFile || !isTerminal(stderr) {
			return nil
		}
	}
	return &progress{w: stderr, every: 200 * time.Millisecond}
}

func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// update redraws the line after chunk ch, at most once per p.every.
func (p *progress) update(ch *chunk, res result) {
	if p == nil {
		return
	}
	now := time.Now()
	if now.Sub(p.last) < p.every {
		return
	}
	p.last = now
	where := ""
	if ch.size > 0 {
		where = fmt.Sprintf(" %3.0f%% of %s", 100*float64(ch.offset)/float64(ch.size), megabytes(ch.size))
	}
	fmt.Fprintf(p.w, "\r\x1b[Kwhatwgurl: %s%s: %d rows, %d failed", ch.src, where, res.rows, res.failed)
	p.drawn = true
}

// clear takes the line away before something else goes to stderr.
func (p *progress) clear() {
	if p != nil && p.drawn {
		fmt.Fprint(p.w, "\r\x1b[K")
		p.drawn = false
	}
}

// finish replaces the line with the totals.
func (p *progress) finish(res result) {
	if p == nil {
		return
	}
	p.clear()
	fmt.Fprintf(p.w, "whatwgurl: %d rows, %d failed\n", res.rows, res.failed)
}

func megabytes(n int64) string { return fmt.Sprintf("%.1f MB", float64(n)/1e6) }
