package main

import (
	"fmt"
	"io"
	"sync"
	"sync/atomic"
)

// The pipeline: one reader cuts the input into chunks, jobs workers turn
// chunks into output, and one writer writes the chunks in input order.
//
//	reader ──► work ──► workers (jobs) ──┐ close(done)
//	   └─────► ordered ──► writer: waits for each chunk's done, in order
//
// The reader sends every chunk to both channels, so the writer sees them
// in input order whatever order the workers finish in. A fixed pool of
// chunks bounds the memory: the reader waits for a free one.

// afterChunk, when a test sets it, runs on the worker after each chunk is
// processed and before the writer may take it: tests hold chunks back to
// make workers finish out of order.
var afterChunk func(*chunk)

// chunkPool hands out at most limit chunks and takes them back.
type chunkPool struct {
	free  chan *chunk
	made  int
	limit int
}

func newChunkPool(limit int) *chunkPool {
	return &chunkPool{free: make(chan *chunk, limit), limit: limit}
}

// get returns a free chunk, made if the pool has not made limit yet.
// Only the reader calls it.
func (p *chunkPool) get() *chunk {
	select {
	case c := <-p.free:
		return c
	default:
	}
	if p.made < p.limit {
		p.made++
		return &chunk{done: make(chan struct{})}
	}
	return <-p.free
}

func (p *chunkPool) put(c *chunk) {
	*c = chunk{data: c.data[:0], out: c.out[:0], notes: c.notes[:0], done: make(chan struct{})}
	p.free <- c
}

// result is what a run tells its caller.
type result struct {
	rows, failed int
	ioErr        bool  // an input could not be opened or read
	writeErr     error // the output failed
	stopCode     int   // the run stopped early (--verify, must:, strict:) with this status
}

func runPipeline(c *config, stdin io.Reader, stdout io.Writer, stderr io.Writer, prog *progress) result {
	jobs := max(c.jobs, 1)
	limit := 2*jobs + 2
	pool := newChunkPool(limit)
	work := make(chan *chunk, limit)
	ordered := make(chan *chunk, limit)
	var failedOutput atomic.Bool

	rd := &reader{cfg: c, stdin: stdin, pool: pool, stop: failedOutput.Load,
		emit: func(ch *chunk) { work <- ch; ordered <- ch }}
	go func() {
		rd.run()
		close(work)
		close(ordered)
	}()

	var wg sync.WaitGroup
	for range jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			p := newProcessor(c)
			for ch := range work {
				p.processChunk(ch)
				if afterChunk != nil {
					afterChunk(ch)
				}
				close(ch.done)
			}
		}()
	}

	var res result
	write := func(b []byte) {
		if res.writeErr == nil && len(b) > 0 {
			if _, err := stdout.Write(b); err != nil {
				res.writeErr = err
				failedOutput.Store(true)
			}
		}
	}
	if c.header {
		write(newRowWriter(c).appendHeader(nil))
	}
	if c.out == outTrurl {
		write([]byte{'['})
	}
	wrote := false // for trurl's JSON array: whether an object was written
	for ch := range ordered {
		<-ch.done
		if res.stopCode != 0 {
			pool.put(ch) // the run has stopped: the rest is read to end the reader
			continue
		}
		res.rows += ch.rows
		res.failed += ch.failed
		res.ioErr = res.ioErr || ch.ioErr
		out := ch.out
		if c.out == outTrurl && !wrote && len(out) > 0 {
			out = out[1:] // the first object has no ',' before it
		}
		wrote = wrote || len(out) > 0
		write(out)
		if len(ch.notes) > 0 && (!c.quiet || ch.ioErr) {
			prog.clear()
			stderr.Write(ch.notes)
		}
		if ch.stopCode != 0 {
			res.stopCode = ch.stopCode
			failedOutput.Store(true)
			prog.clear()
			fatal(stderr, ch.stopMsg)
		}
		prog.update(ch, res)
		pool.put(ch)
	}
	if c.out == outTrurl {
		write(trurlArrayEnd(wrote))
	}
	wg.Wait()
	prog.finish(res)
	return res
}

// processChunk turns a chunk's lines (or URL arguments) into rows. It
// stops at a row that stops the run: with --verify the first that fails.
func (p *processor) processChunk(ch *chunk) {
	r := &p.r
	one := func(input string, line int) bool {
		var failed bool
		ch.out, failed = p.processLine(ch.out, input, line)
		ch.rows++
		if failed || len(r.notes) > 0 || r.stopCode != 0 {
			return p.afterRow(ch, input, line, failed)
		}
		return true
	}
	if ch.args != nil {
		for i, a := range ch.args {
			if !one(a, ch.first+i) {
				return
			}
		}
		return
	}
	eachLine(ch.data, ch.first, !p.aligned, one)
}

// afterRow handles a row that failed, has notes or stops the run (the
// rare case, kept out of processChunk's loop). It says whether the chunk
// goes on.
func (p *processor) afterRow(ch *chunk, input string, line int, failed bool) bool {
	r := &p.r
	for _, n := range r.notes {
		ch.notes = fmt.Appendf(ch.notes, "whatwgurl note: %s\n", n) // trurl's words
	}
	r.notes = r.notes[:0]
	switch {
	case failed && p.verify:
		ch.failed++
		ch.stopCode, ch.stopMsg = exitVerify, r.err+" ["+input+"]"
		return false
	case failed:
		ch.failed++
		ch.notes = fmt.Appendf(ch.notes, "whatwgurl: %s:%d: %s\n", ch.src, line, r.err)
	case r.stopCode != 0:
		ch.stopCode, ch.stopMsg = r.stopCode, r.stopMsg
		r.stopCode = 0
		return false
	}
	return true
}
