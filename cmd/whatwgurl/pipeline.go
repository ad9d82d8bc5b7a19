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
	if c.header {
		if _, err := stdout.Write(newRowWriter(c).appendHeader(nil)); err != nil {
			res.writeErr = err
			failedOutput.Store(true)
		}
	}
	for ch := range ordered {
		<-ch.done
		res.rows += ch.rows
		res.failed += ch.failed
		res.ioErr = res.ioErr || ch.ioErr
		if res.writeErr == nil && len(ch.out) > 0 {
			if _, err := stdout.Write(ch.out); err != nil {
				res.writeErr = err
				failedOutput.Store(true)
			}
		}
		if len(ch.notes) > 0 && (!c.quiet || ch.ioErr) {
			prog.clear()
			stderr.Write(ch.notes)
		}
		prog.update(ch, res)
		pool.put(ch)
	}
	wg.Wait()
	prog.finish(res)
	return res
}

// processChunk turns a chunk's lines (or --url arguments) into rows.
func (p *processor) processChunk(ch *chunk) {
	note := func(line int, err string) {
		ch.notes = fmt.Appendf(ch.notes, "whatwgurl: %s:%d: %s\n", ch.src, line, err)
	}
	one := func(input string, line int) {
		var failed bool
		ch.out, failed = p.processLine(ch.out, input, line)
		ch.rows++
		if failed {
			ch.failed++
			note(line, p.r.err)
		}
	}
	if ch.args != nil {
		for i, a := range ch.args {
			one(a, ch.first+i)
		}
		return
	}
	eachLine(ch.data, ch.first, one)
}
