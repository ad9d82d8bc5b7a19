package main

/*
#include "internal.h"
*/
import "C"

import "unsafe"

// The kinds of column of arrow.c's column_kind.
const (
	colOffsets32 = 0 // utf8, binary
	colOffsets64 = 1 // large_utf8, large_binary
	colViews     = 2 // utf8_view, binary_view
)

// wurlgo_parse_arrow parses rows [off, off+n) of an Arrow string column into
// the batch b (n results, allocated zeroed by the C side), as
// wurlgo_parse_batch parses an array of inputs. bufs is the array's buffers
// (validity, offsets or views, then the data buffers: one, or nvar for
// views); validity is bufs[0] when the rows may be null, else NULL. The C
// side (wurl_parse_arrow) checked every offset and view against the buffers,
// so they are trusted here; guess is the bytes the rows' values span. Values
// are read in place, without a copy; the hrefs go to the batch's block.
//
//export wurlgo_parse_arrow
func wurlgo_parse_arrow(kind C.int, n, off C.int64_t, validity unsafe.Pointer, bufs *unsafe.Pointer,
	nvar C.int64_t, guess C.size_t, base *C.char, baseLen C.size_t, hasBase C.int,
	b *C.struct_wurl_batch) (st C.int) {
	defer recoverStatus(&st)
	bp, ok := batchBase(base, baseLen, hasBase)
	if !ok {
		return stParse
	}
	count, first := int(n), int(off)
	bp.start(b, count, int(guess)+count+count/4)
	nbuf := 3
	if kind == colViews {
		nbuf += int(nvar)
	}
	buffers := unsafe.Slice(bufs, nbuf)
	for i := 0; i < count; i++ {
		row := first + i
		if validity != nil && *(*byte)(unsafe.Add(validity, row>>3))&(1<<(row&7)) == 0 {
			bp.fail(i, C.WURL_ERR_INVALID_ARGUMENT) // a null row
			continue
		}
		var p unsafe.Pointer
		var size int
		switch kind {
		case colOffsets32:
			o := unsafe.Add(buffers[1], 4*row)
			start, end := *(*int32)(o), *(*int32)(unsafe.Add(o, 4))
			p, size = unsafe.Add(buffers[2], start), int(end-start)
		case colOffsets64:
			o := unsafe.Add(buffers[1], 8*row)
			start, end := *(*int64)(o), *(*int64)(unsafe.Add(o, 8))
			if end-start > maxLen {
				bp.fail(i, C.WURL_ERR_TOO_LONG)
				continue
			}
			p, size = unsafe.Add(buffers[2], start), int(end-start)
		default:
			// A view: length, then 12 bytes inline, or prefix, buffer, offset.
			v := unsafe.Add(buffers[1], 16*row)
			size = int(*(*int32)(v))
			if size <= 12 {
				p = unsafe.Add(v, 4)
			} else {
				k, o := *(*int32)(unsafe.Add(v, 8)), *(*int32)(unsafe.Add(v, 12))
				p = unsafe.Add(buffers[2+int(k)], o)
			}
		}
		bp.parse(i, cstr((*C.char)(p), C.size_t(size)))
	}
	return bp.publish(b)
}
