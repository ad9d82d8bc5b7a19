package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
)

// chunk is a run of input lines from one source, processed by one worker
// and written in its turn. Chunks are recycled; a run keeps a fixed number
// of them, which bounds its memory.
type chunk struct {
	src   string   // the source's name, for notes and progress
	first int      // the number of the first line
	data  []byte   // whole lines, each ended by '\n' but maybe the last of a file
	args  []string // --url arguments instead of data, each one row

	// For the progress line: how far into the source the chunk ends, and
	// the source's size (0 when unknown).
	offset, size int64

	out      []byte // the rows, written
	notes    []byte // a note per failed row, or an input error, for stderr
	rows     int
	failed   int
	ioErr    bool   // the source could not be opened or read
	stopCode int    // a row stopped the run: the exit status
	stopMsg  string // and why
	done     chan struct{}
}

// argsPerChunk is how many --url arguments go in one chunk.
const argsPerChunk = 1024

// reader cuts the sources into chunks: first the --url arguments, then each
// file in order ("-" is stdin).
type reader struct {
	cfg   *config
	stdin io.Reader
	pool  *chunkPool
	emit  func(*chunk)
	stop  func() bool // true once the output has failed
}

func (rd *reader) run() {
	for i := 0; i < len(rd.cfg.urls) && !rd.stop(); i += argsPerChunk {
		c := rd.pool.get()
		c.src, c.first = "--url", i+1
		c.args = rd.cfg.urls[i:min(i+argsPerChunk, len(rd.cfg.urls))]
		rd.emit(c)
	}
	for _, name := range rd.cfg.files {
		if rd.stop() {
			return
		}
		rd.readSource(name)
	}
}

func (rd *reader) readSource(name string) {
	if name == "-" {
		rd.readLines("<stdin>", rd.stdin, 0)
		return
	}
	f, err := os.Open(name)
	if err != nil {
		rd.inputError(err)
		return
	}
	defer f.Close()
	var size int64
	if st, err := f.Stat(); err == nil && st.Mode().IsRegular() {
		size = st.Size()
	}
	rd.readLines(name, f, size)
}

// inputError sends a chunk with no rows that carries the error to stderr,
// in its place among the rows' notes.
func (rd *reader) inputError(err error) {
	c := rd.pool.get()
	c.ioErr = true
	c.notes = fmt.Appendf(c.notes, "whatwgurl: %v\n", err)
	rd.emit(c)
}

// readLines reads src in blocks of about cfg.chunkBytes, each cut after its
// last newline; what follows goes at the start of the next block. A line
// longer than a block grows the block.
func (rd *reader) readLines(name string, src io.Reader, size int64) {
	line := 1
	var offset int64
	var carry []byte
	for !rd.stop() {
		c := rd.pool.get()
		c.src, c.first, c.size = name, line, size
		buf := c.data[:0]
		if cap(buf) < rd.cfg.chunkBytes+len(carry) {
			buf = make([]byte, 0, rd.cfg.chunkBytes+len(carry))
		}
		buf = append(buf, carry...)
		var err error
		cut := -1
		for {
			// A block ends when it is full, or when the source has no more
			// for now and the block holds a whole line: lines typed or
			// piped in slowly come out as they arrive.
			want := cap(buf) - len(buf)
			var n int
			n, err = src.Read(buf[len(buf):cap(buf)])
			buf = buf[:len(buf)+n]
			if err != nil {
				break
			}
			if n < want || len(buf) == cap(buf) {
				// Only the new bytes can hold a newline: the carry has
				// none, and a full block without one was grown.
				if i := bytes.LastIndexByte(buf[len(buf)-n:], '\n'); i >= 0 {
					cut = len(buf) - n + i
					break
				}
			}
			if len(buf) == cap(buf) {
				buf = append(buf, 0)[:len(buf)] // one line fills the block: grow it
			}
		}
		end := err != nil
		if end {
			cut = len(buf) - 1
		}
		carry = append(carry[:0], buf[cut+1:]...)
		c.data = buf[:cut+1]
		offset += int64(len(c.data))
		c.offset = offset
		line += bytes.Count(c.data, []byte{'\n'})
		if len(c.data) > 0 && c.data[len(c.data)-1] != '\n' {
			line++
		}
		if err != nil && err != io.EOF {
			c.ioErr = true
			c.notes = fmt.Appendf(c.notes, "whatwgurl: reading %s: %v\n", name, err)
		}
		if len(c.data) == 0 && !c.ioErr {
			rd.pool.put(c)
		} else {
			rd.emit(c)
		}
		if end {
			return
		}
	}
}

// eachLine calls fn with each line of data, without its line feed and the
// carriage return before it, and its number, until fn returns false. With
// skipBlank a line of nothing but spaces and tabs is skipped, as trurl
// skips them.
func eachLine(data []byte, first int, skipBlank bool, fn func(line string, n int) bool) {
	n := first
	for len(data) > 0 {
		var line []byte
		if i := bytes.IndexByte(data, '\n'); i >= 0 {
			line, data = data[:i], data[i+1:]
		} else {
			line, data = data, nil
		}
		if k := len(line) - 1; k >= 0 && line[k] == '\r' {
			line = line[:k]
		}
		// A URL's first byte is above ' ': only then is blank not called.
		skip := skipBlank && (len(line) == 0 || line[0] <= ' ') && blank(line)
		if !skip && !fn(bytesView(line), n) {
			return
		}
		n++
	}
}

// blank says whether line holds nothing but spaces and tabs.
func blank(line []byte) bool {
	for _, c := range line {
		if c != ' ' && c != '\t' {
			return false
		}
	}
	return true
}
