/* arrow.c - the COLUMNS section of whatwgurl.h: a batch exported as an
 * Arrow struct array (plain C, never enters Go), an Arrow string column
 * checked and handed to Go in one call, and a batch's component as one text.
 *
 * The export: a batch of n results becomes a struct array of n rows whose
 * children are ten utf8_view arrays (one per getter of section 6.1) and one
 * int8 array (host types). A view longer than 12 bytes points into the
 * batch's href block, so no URL text is copied. Everything the arrays point
 * to is one refcounted `struct arrow_export` (one allocation) plus the batch:
 * each array (the struct and each child) holds one reference, dropped by its
 * release callback, so a child moved out of the struct outlives it. */
#include <stddef.h>
#include <stdint.h>
#include "internal.h"
#include "_cgo_export.h" /* also brings struct wurl_batch, from batch.go */

enum { N_STRINGS = 10, N_CHILDREN = N_STRINGS + 1, VIEW_SIZE = 16, VIEW_INLINE = 12 };

/* The data buffer of the views is the href block; a view's offset is 32-bit,
 * so a block longer than WINDOW_MAX bytes is exported as windows of it that
 * start every 2^WINDOW_SHIFT bytes and are at most WINDOW_MAX long. A value
 * starting in window k (at offset < 2^WINDOW_SHIFT) then fits in it when it
 * is shorter than WINDOW_MAX - 2^WINDOW_SHIFT (about 1 GiB). The test build
 * shrinks both to check the windows on small data (mk/lib.mk, ARROW_WIN_LIB). */
#ifndef WURL_ARROW_WINDOW_SHIFT
#define WURL_ARROW_WINDOW_SHIFT 30
#endif
#ifndef WURL_ARROW_WINDOW_MAX
#define WURL_ARROW_WINDOW_MAX INT32_MAX
#endif

static const char *const child_names[N_CHILDREN] = {
    "href", "protocol", "username", "password", "host",     "hostname",
    "port", "pathname", "search",   "hash",     "host_type"};

/* The children in the order of wurl_attribute: child k is attribute k. */
_Static_assert(WURL_ATTR_HREF == 0 && WURL_ATTR_HASH == N_STRINGS - 1, "attribute order");

static int batch_ok(const wurl_batch *b) { return b != NULL && b->magic == WURL_MAGIC_BATCH; }

static void free_batch(struct wurl_batch *b) { wurl__free_batch(b); }

/* ---- the exported arrays ---- */

struct arrow_export {
  int refs;    /* arrays not yet released: the struct and each child */
  size_t size; /* of the whole allocation */
  /* What the arrays' data buffers lie in: the batch they own
   * (wurl_batch_to_arrow), or, with batch NULL, the href block of a column
   * parsed straight into its export (wurl_parse_arrow_to_arrow), which stays
   * with this memory when it is kept as the spare, for the next such export. */
  struct wurl_batch *batch;
  char *hrefs;
  size_t hrefs_cap;
  void *wide;  /* the buffers arrays and window sizes of more than one window, or NULL */
  /* The rows the memory is laid out for (export_new), at least the
   * export's: a spare keeps its layout, and with it what its SPARSE
   * columns' dirty bitmaps say of them. */
  size_t rows_cap;
  const void *struct_buffers[1];
  const void *host_type_buffers[2];
  struct ArrowArray *child_ptrs[N_CHILDREN];
  struct ArrowArray children[N_CHILDREN];
  /* The buffers arrays of the string children (3 + 1 pointers each) and the
   * window size, when there is one window at most. */
  const void *narrow[N_STRINGS * 4];
  int64_t narrow_win[2];
  /* Then, in the same allocation, laid out for rows_cap rows (layout_of),
   * each at a multiple of 64 bytes: the validity bitmap, the views
   * (N_STRINGS runs of rows_cap), the host types (int8), the dirty bitmaps
   * of the SPARSE columns. */
};

/* The memory of the last export released, kept for the next one, as
 * batch_store.c keeps a batch's: the views of a large export (160 bytes a row)
 * come from mmap when the allocator's threshold is below them and go back
 * to the system when freed, and each export then faults its pages in anew
 * (arrow_bench on 48,000 rows: about 650 page faults an export without the
 * spare, a tenth of that with it). A new export takes it when
 * wurl__spare_fits. */
static struct arrow_export *spare;

static void export_destroy(struct arrow_export *e) {
  if (e == NULL) return;
  wurl__big_free(e->hrefs, e->hrefs_cap);
  wurl__big_free(e, e->size);
}

/* An export's memory of at least size bytes, aligned to 64, for n rows:
 * the spare (its rows_cap kept), or a new allocation (rows_cap 0). */
static struct arrow_export *export_alloc(size_t size, size_t n) {
  struct arrow_export *e = __atomic_exchange_n(&spare, NULL, __ATOMIC_ACQ_REL);
  if (e != NULL && (!wurl__spare_fits(e->size, size) || e->rows_cap < n)) {
    export_destroy(e);
    e = NULL;
  }
  char *hrefs = NULL;
  size_t hrefs_cap = 0, rows_cap = 0;
  if (e == NULL) {
    /* A large one in huge pages (bigblock.c), as a batch's blocks: the rows
     * write the views of several columns at once, each a page apart. */
    void *mem = NULL;
    if (size >= WURL_BIG_BLOCK)
      mem = wurl__big_alloc(size); /* aligned to 2 MiB */
    else if (posix_memalign(&mem, 64, size) != 0)
      mem = NULL;
    if (mem == NULL) return NULL;
    WURL_COUNT(WURL_WORK_EXPORTS);
    e = mem;
    e->size = size;
  } else {
    hrefs = e->hrefs, hrefs_cap = e->hrefs_cap;
    rows_cap = e->rows_cap;
  }
  size = e->size;
  memset(e, 0, sizeof *e);
  e->size = size;
  e->hrefs = hrefs, e->hrefs_cap = hrefs_cap;
  e->rows_cap = rows_cap;
  return e;
}

/* Keeps e's memory as the spare, freeing the spare it replaces; or frees
 * it, when it holds more than WURL_KEPT_BYTES. */
static void export_free(struct arrow_export *e) {
  free(e->wide);
  e->wide = NULL;
  if (e->size + e->hrefs_cap > WURL_KEPT_BYTES) {
    export_destroy(e);
    return;
  }
  export_destroy(__atomic_exchange_n(&spare, e, __ATOMIC_ACQ_REL));
}

static void unref(struct arrow_export *e) {
  if (__atomic_sub_fetch(&e->refs, 1, __ATOMIC_ACQ_REL) != 0) return;
  if (e->batch != NULL) free_batch(e->batch);
  export_free(e);
}

static void release_child_array(struct ArrowArray *a) {
  struct arrow_export *e = a->private_data;
  a->release = NULL;
  unref(e);
}

static void release_struct_array(struct ArrowArray *a) {
  struct arrow_export *e = a->private_data;
  for (int k = 0; k < N_CHILDREN; k++) {
    struct ArrowArray *c = e->child_ptrs[k];
    if (c->release != NULL) c->release(c); /* NULL: moved out, released on its own */
  }
  a->release = NULL;
  unref(e);
}

struct schema_block {
  struct ArrowSchema *child_ptrs[N_CHILDREN];
  struct ArrowSchema children[N_CHILDREN];
};

static void release_child_schema(struct ArrowSchema *s) { s->release = NULL; }

static void release_struct_schema(struct ArrowSchema *s) {
  struct schema_block *blk = s->private_data;
  for (int k = 0; k < N_CHILDREN; k++) {
    struct ArrowSchema *c = blk->child_ptrs[k];
    if (c->release != NULL) c->release(c);
  }
  free(blk);
  s->release = NULL;
}

static size_t round64(size_t n) { return (n + 63) & ~(size_t)63; }

/* Where an export of n rows keeps its bitmap, views and host types. */
struct rows {
  uint8_t *valid;
  uint8_t *views; /* column k's at views + k * stride */
  size_t stride;  /* rows_cap * VIEW_SIZE rounded up to 64 (layout_of) */
  int8_t *types;
  uint64_t *dirty; /* column k's dirty bitmap (SPARSE) at dirty + k * words */
  size_t words;
};

/* The columns that most URLs leave empty (username, password, port,
 * search, hash: in the benchmark's datasets 86-100% of their values): an
 * empty value of theirs is never written, since its view is zero already.
 * An export's memory is zero there when new (mapped, or zeroed), and the
 * views an export writes there are in the groups of GROUP rows that its
 * column's dirty bitmap marks, which export_new zeroes again (clean_sparse)
 * when the memory comes back as the spare, in the same layout (rows_cap).
 * The export zeroed such a column whole from its first value before, which
 * perf put at 2.9-3.2 ns a URL of 75-78 on kasztp (three columns of the
 * five get values there: 5% of its rows have a query, fewer a port or a
 * fragment); cachegrind's D1 write misses a URL there went from 2.74 to
 * 2.14 (the batch's: 1.99), on userbait from 3.13 to 2.67 (2.36). */
#define SPARSE                                                                                        \
  ((1u << WURL_ATTR_USERNAME) | (1u << WURL_ATTR_PASSWORD) | (1u << WURL_ATTR_PORT) |                \
   (1u << WURL_ATTR_SEARCH) | (1u << WURL_ATTR_HASH))
enum { GROUP = 8 };

/* Marks row i's group dirty in the SPARSE column k (before or after its
 * view is written). */
static inline void mark_dirty(const struct rows *w, int k, size_t i) {
  size_t g = i / GROUP;
  w->dirty[(size_t)k * w->words + g / 64] |= (uint64_t)1 << (g % 64);
}

static void zero_views(uint8_t *v, size_t bytes);

/* Zeroes the dirty groups of the SPARSE columns of an export of rows_cap
 * rows, each run of them at once, and clears their bits. */
static void clean_sparse(const struct rows *w, size_t rows_cap) {
  for (int k = 0; k < N_STRINGS; k++) {
    if (!((SPARSE >> k) & 1)) continue;
    uint64_t *d = w->dirty + (size_t)k * w->words;
    uint8_t *col = w->views + (size_t)k * w->stride;
    size_t start = 0, end = 0; /* the run of groups not zeroed yet */
    for (size_t x = 0; x <= w->words; x++) {
      uint64_t b = x < w->words ? d[x] : 0;
      if (x < w->words) d[x] = 0;
      while (b != 0 || (x == w->words && end > start)) {
        size_t p = b != 0 ? (size_t)__builtin_ctzll(b) : 0, ones = 0;
        if (b != 0) {
          uint64_t t = ~(b >> p);
          ones = t != 0 ? (size_t)__builtin_ctzll(t) : 64;
          b = ones == 64 ? 0 : b & ~((((uint64_t)1 << ones) - 1) << p);
        }
        size_t g = x * 64 + p;
        if (ones != 0 && g == end) { /* the run goes on */
          end += ones;
          continue;
        }
        if (end > start) {
          size_t last = end * GROUP < rows_cap ? end * GROUP : rows_cap;
          zero_views(col + start * GROUP * VIEW_SIZE, (last - start * GROUP) * VIEW_SIZE);
        }
        start = g, end = g + ones;
      }
    }
  }
}

/* Where the parts of an export's memory laid out for rows rows lie, from
 * its start, and its size. */
struct layout {
  size_t valid, views, stride, types, dirty, words, size;
};

static struct layout layout_of(size_t rows) {
  struct layout l;
  l.words = ((rows + GROUP - 1) / GROUP + 63) / 64;
  l.valid = round64(sizeof(struct arrow_export));
  l.views = l.valid + round64((rows + 7) / 8);
  /* Each column at a multiple of 64 bytes, as the Arrow format advises
   * for buffers: with an odd number of rows, every other column started
   * 16 bytes past a multiple of 32, where half of put_wide_rows's 32-byte
   * stores crossed a cache line. */
  l.stride = round64(VIEW_SIZE * rows);
  l.types = l.views + N_STRINGS * l.stride;
  l.dirty = l.types + round64(rows);
  l.size = l.dirty + N_STRINGS * l.words * sizeof(uint64_t);
  return l;
}

/* The memory of an export of n rows (its bitmap all set); NULL when out of
 * memory. */
static struct arrow_export *export_new(size_t n, struct rows *w) {
  if (n > (SIZE_MAX / 2) / (N_STRINGS * VIEW_SIZE + 2 + N_STRINGS)) return NULL;
  struct layout l = layout_of(n);
  struct arrow_export *e = export_alloc(l.size, n);
  if (e == NULL) return NULL;
  int fresh = e->rows_cap == 0;
  if (fresh)
    e->rows_cap = n;
  else if (e->rows_cap != n) /* the spare's layout */
    l = layout_of(e->rows_cap);
  uint8_t *base = (uint8_t *)e;
  w->valid = base + l.valid;
  w->views = base + l.views;
  w->stride = l.stride;
  w->types = (int8_t *)(base + l.types);
  w->dirty = (uint64_t *)(void *)(base + l.dirty);
  w->words = l.words;
  if (!fresh)
    clean_sparse(w, e->rows_cap);
  else if (e->size < WURL_BIG_BLOCK) { /* malloc's memory; mapped memory is zero */
    for (int k = 0; k < N_STRINGS; k++)
      if ((SPARSE >> k) & 1) memset(w->views + (size_t)k * w->stride, 0, w->stride);
    memset(w->dirty, 0, N_STRINGS * w->words * sizeof(uint64_t));
  }
  /* Rows are valid until put_null clears their bit: nulls are rare, and
   * setting a bit in each row cost about 9 instructions a row. The bits
   * past the last row stay clear. */
  memset(w->valid, 0xff, n / 8);
  if (n % 8) w->valid[n / 8] = (uint8_t)((1u << (n % 8)) - 1);
  return e;
}

/* The windows of an href block of len bytes: none when it is empty, one up
 * to WURL_ARROW_WINDOW_MAX bytes. */
static int64_t windows_of(size_t len) {
  if (len > WURL_ARROW_WINDOW_MAX) return (int64_t)(((len - 1) >> WURL_ARROW_WINDOW_SHIFT) + 1);
  return len > 0;
}

/* Writes the view of the len bytes at p, which lie at pos in the href
 * block. windowed (a constant at each call) says the block is addressed
 * as windows (more than one): a value that no window holds then sets *far.
 * A short value is read as the 16 bytes at p (12 without SSE2), which may
 * pass the block's end by up to 16 bytes: the block has WURL_HREFS_PAD
 * bytes there. */
#if defined(__SSE2__)
#include <emmintrin.h>
/* inline_mask[n]: the bytes 4 to 4 + n of a view, where an inline value of
 * n bytes lies. */
#define MASK(a, b, c, d, e, f, g, h, i, j, k, l) {0, 0, 0, 0, a, b, c, d, e, f, g, h, i, j, k, l}
#define F 0xff
static const uint8_t inline_mask[VIEW_INLINE + 1][VIEW_SIZE] __attribute__((aligned(16))) = {
    MASK(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0), MASK(F, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0),
    MASK(F, F, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0), MASK(F, F, F, 0, 0, 0, 0, 0, 0, 0, 0, 0),
    MASK(F, F, F, F, 0, 0, 0, 0, 0, 0, 0, 0), MASK(F, F, F, F, F, 0, 0, 0, 0, 0, 0, 0),
    MASK(F, F, F, F, F, F, 0, 0, 0, 0, 0, 0), MASK(F, F, F, F, F, F, F, 0, 0, 0, 0, 0),
    MASK(F, F, F, F, F, F, F, F, 0, 0, 0, 0), MASK(F, F, F, F, F, F, F, F, F, 0, 0, 0),
    MASK(F, F, F, F, F, F, F, F, F, F, 0, 0), MASK(F, F, F, F, F, F, F, F, F, F, F, 0),
    MASK(F, F, F, F, F, F, F, F, F, F, F, F)};
/* mixed_mask[min(n, 13)]: for a value of n bytes, the bytes its view keeps
 * of the 16 at the value moved to the view's bytes 4 to 15 (the value's, or
 * the prefix of 4 of a long one), then of (length, 0, buffer, offset) (the
 * length, and buffer and offset of a long one). */
#define M 0xff
static const uint8_t mixed_mask[VIEW_INLINE + 2][2][VIEW_SIZE] __attribute__((aligned(16))) = {
    {MASK(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0), {M, M, M, M}}, {MASK(M, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0), {M, M, M, M}},
    {MASK(M, M, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0), {M, M, M, M}}, {MASK(M, M, M, 0, 0, 0, 0, 0, 0, 0, 0, 0), {M, M, M, M}},
    {MASK(M, M, M, M, 0, 0, 0, 0, 0, 0, 0, 0), {M, M, M, M}}, {MASK(M, M, M, M, M, 0, 0, 0, 0, 0, 0, 0), {M, M, M, M}},
    {MASK(M, M, M, M, M, M, 0, 0, 0, 0, 0, 0), {M, M, M, M}}, {MASK(M, M, M, M, M, M, M, 0, 0, 0, 0, 0), {M, M, M, M}},
    {MASK(M, M, M, M, M, M, M, M, 0, 0, 0, 0), {M, M, M, M}}, {MASK(M, M, M, M, M, M, M, M, M, 0, 0, 0), {M, M, M, M}},
    {MASK(M, M, M, M, M, M, M, M, M, M, 0, 0), {M, M, M, M}}, {MASK(M, M, M, M, M, M, M, M, M, M, M, 0), {M, M, M, M}},
    {MASK(M, M, M, M, M, M, M, M, M, M, M, M), {M, M, M, M}},
    {MASK(M, M, M, M, 0, 0, 0, 0, 0, 0, 0, 0), {M, M, M, M, 0, 0, 0, 0, M, M, M, M, M, M, M, M}}};
#undef M
#undef MASK
#undef F
#elif defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
/* The bytes of a value of n <= 12 bytes among 12 loaded: masks of the low
 * 8 and the high 4. */
static const uint64_t inline_lo[VIEW_INLINE + 1] = {
    0, 0xff, 0xffff, 0xffffff, 0xffffffff, 0xffffffffff, 0xffffffffffff, 0xffffffffffffff,
    ~(uint64_t)0, ~(uint64_t)0, ~(uint64_t)0, ~(uint64_t)0, ~(uint64_t)0};
static const uint32_t inline_hi[VIEW_INLINE + 1] = {0, 0, 0, 0, 0, 0, 0, 0, 0,
                                                    0xff, 0xffff, 0xffffff, 0xffffffff};
#endif

/* The buffer k and the offset off there of the len bytes at pos in the
 * href block: a value in window k starts at its offset there; it fits in it
 * when it ends within WURL_ARROW_WINDOW_MAX bytes of the window's start (it
 * ends within the block, which the last window reaches). *far is set when
 * one does not. */
static inline __attribute__((always_inline)) void window_of(size_t pos, uint32_t len, int windowed, size_t *k, size_t *off, int *far) {
  *k = 0, *off = pos;
  if (windowed) {
    *k = pos >> WURL_ARROW_WINDOW_SHIFT;
    *off = pos - (*k << WURL_ARROW_WINDOW_SHIFT);
    *far |= len > VIEW_INLINE && *off + len > (size_t)WURL_ARROW_WINDOW_MAX;
  }
}

#if defined(__SSE2__)
/* The view of the len bytes at p that lie at offset off of buffer k, in a
 * column where values are short in some rows and long in others, without a
 * branch (a branch on it is mispredicted often): the bytes at p after the
 * length, masked to the value's (short) or to the prefix of 4 (long), then
 * buffer index and offset, masked away for a short one; both masks from one
 * entry of mixed_mask. It reads 16 bytes at p, an empty value too (p lies
 * in the href block). */
static inline __attribute__((always_inline)) __m128i mixed_view(const char *p, uint32_t len, size_t k, size_t off) {
  const __m128i *m = (const __m128i *)(const void *)mixed_mask[len > VIEW_INLINE ? VIEW_INLINE + 1 : len];
  __m128i x = _mm_slli_si128(_mm_loadu_si128((const __m128i *)(const void *)p), 4);
  __m128i t = _mm_unpacklo_epi64(_mm_cvtsi32_si128((int)len),
                                 _mm_set_epi64x(0, (long long)((uint64_t)k | (uint64_t)off << 32)));
  return _mm_or_si128(_mm_and_si128(x, _mm_load_si128(m)), _mm_and_si128(t, _mm_load_si128(m + 1)));
}
#endif

static inline __attribute__((always_inline)) void put_view(uint8_t *v, const char *p, uint32_t len, size_t pos,
                                                           int windowed, int *far, int mixed) {
  /* An empty value in a column of long values (hrefs: never empty) would
   * take the short form, which makes it zeros; the test is for the others. */
  if (mixed && len == 0) {
    memset(v, 0, VIEW_SIZE);
    return;
  }
  size_t k, off;
  window_of(pos, len, windowed, &k, &off, far);
#if defined(__SSE2__)
  if (!mixed && len <= VIEW_INLINE) { /* length, then the bytes, zero-padded */
    __m128i x = _mm_slli_si128(_mm_loadu_si128((const __m128i *)(const void *)p), 4);
    x = _mm_and_si128(x, _mm_load_si128((const __m128i *)(const void *)inline_mask[len]));
    _mm_storeu_si128((__m128i *)(void *)v, _mm_or_si128(x, _mm_cvtsi32_si128((int)len)));
    return;
  }
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  if (!mixed) { /* long (hrefs): two words, length and prefix, then buffer and offset */
    uint32_t prefix;
    memcpy(&prefix, p, 4);
    uint64_t w0 = (uint64_t)len | (uint64_t)prefix << 32, w1 = (uint64_t)k | (uint64_t)off << 32;
    memcpy(v, &w0, 8);
    memcpy(v + 8, &w1, 8);
    return;
  }
#endif
  /* Either form without a branch, in a column where whether a value is
   * short varies from row to row. */
  _mm_storeu_si128((__m128i *)(void *)v, mixed_view(p, len, k, off));
#else
  if (len <= VIEW_INLINE) { /* length, then the bytes, zero-padded */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    uint64_t lo, w0, w1;
    uint32_t hi;
    memcpy(&lo, p, 8);
    memcpy(&hi, p + 8, 4);
    lo &= inline_lo[len];
    hi &= inline_hi[len];
    w0 = (uint64_t)len | lo << 32;
    w1 = lo >> 32 | (uint64_t)hi << 32;
    memcpy(v, &w0, 8);
    memcpy(v + 8, &w1, 8);
#else
    int32_t n32 = (int32_t)len;
    memset(v, 0, VIEW_SIZE);
    memcpy(v, &n32, 4);
    memcpy(v + 4, p, len);
#endif
    return;
  }
  /* length, prefix (the first 4 bytes), buffer index, offset */
  int32_t n32 = (int32_t)len, k32 = (int32_t)k, off32 = (int32_t)off;
  memcpy(v, &n32, 4);
  memcpy(v + 4, p, 4);
  memcpy(v + 8, &k32, 4);
  memcpy(v + 12, &off32, 4);
#endif
}

/* Zeroes the views at v (bytes, a multiple of VIEW_SIZE), a view a store
 * (libc's memset may take `rep stosb` for it, which is as fast but which
 * callgrind counts a byte at a time, hiding the figure it is judged by). */
static void zero_views(uint8_t *v, size_t bytes) {
#if defined(__SSE2__)
  /* Eight views an iteration: a column zeroed costs 1.4 instructions a row
   * this way, 4 a view at a time (kasztp zeroes three of them). The empty
   * asm hides that the value stored is zero, so that the compiler does not
   * make the stores a memset again. */
  __m128i z = _mm_setzero_si128();
  __asm__("" : "+x"(z));
  size_t j = 0;
  for (; j + 8 * VIEW_SIZE <= bytes; j += 8 * VIEW_SIZE) {
    __m128i *q = (__m128i *)(void *)(v + j);
    _mm_storeu_si128(q, z), _mm_storeu_si128(q + 1, z), _mm_storeu_si128(q + 2, z), _mm_storeu_si128(q + 3, z);
    _mm_storeu_si128(q + 4, z), _mm_storeu_si128(q + 5, z), _mm_storeu_si128(q + 6, z), _mm_storeu_si128(q + 7, z);
  }
  for (; j < bytes; j += VIEW_SIZE) _mm_storeu_si128((__m128i *)(void *)(v + j), z);
#else
  memset(v, 0, bytes);
#endif
}

/* The columns whose values are short (inline in their views) in some rows
 * and long in others, in the same data (hosts, paths, queries): their views
 * are written without a branch on the length. The href is long and the
 * protocol short in almost every row. */
#define MIXED (~((1u << WURL_ATTR_HREF) | (1u << WURL_ATTR_PROTOCOL)) & ((1u << N_STRINGS) - 1))

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
/* The protocol views of the special schemes, by wurl_scheme_type (the
 * length, little-endian, then the bytes, zero-padded): a load and a store
 * instead of building the view from the href in most rows. */
#define SCHEME_VIEW(n, ...) {n, 0, 0, 0, __VA_ARGS__}
static const uint8_t scheme_views[WURL_SCHEME_FILE + 1][VIEW_SIZE] __attribute__((aligned(16))) = {
    [WURL_SCHEME_HTTP] = SCHEME_VIEW(5, 'h', 't', 't', 'p', ':'),
    [WURL_SCHEME_HTTPS] = SCHEME_VIEW(6, 'h', 't', 't', 'p', 's', ':'),
    [WURL_SCHEME_WS] = SCHEME_VIEW(3, 'w', 's', ':'),
    [WURL_SCHEME_WSS] = SCHEME_VIEW(4, 'w', 's', 's', ':'),
    [WURL_SCHEME_FTP] = SCHEME_VIEW(4, 'f', 't', 'p', ':'),
    [WURL_SCHEME_FILE] = SCHEME_VIEW(5, 'f', 'i', 'l', 'e', ':')};
#undef SCHEME_VIEW
#endif

/* Writes row i of an export: the views of the URL whose href is the len
 * bytes at href, at pos in the href block, with components c, and its host
 * type (its validity bit is set already: export_new). */
static inline __attribute__((always_inline)) void put_row(struct rows *w, size_t i, const char *href,
                                                         uint32_t len, size_t pos, const wurl_components *c,
                                                         int windowed, int *far) {
  uint8_t *v = w->views + i * VIEW_SIZE;
  w->types[i] = (int8_t)c->host_type;
  /* Most URLs have no credentials, port, query or fragment: a SPARSE
   * column's value is empty when its flag is clear (the header's
   * wurl_components says when each is set), and its range is not taken. */
  int port = c->port >= 0;
  int has[N_STRINGS] = {0};
  has[WURL_ATTR_USERNAME] = has[WURL_ATTR_PASSWORD] = c->has_credentials;
  has[WURL_ATTR_PORT] = port;
  has[WURL_ATTR_SEARCH] = c->has_query;
  has[WURL_ATTR_HASH] = c->has_fragment;
  /* Each range is taken from c just before its view is written: taken all
   * first, they outnumber the registers (the views' stores may alias c, so
   * the compiler cannot load them later either) and go through the stack. */
#pragma GCC unroll 10
  for (int k = 0; k < N_STRINGS; k++) {
    if ((SPARSE >> k) & 1 && !has[k]) continue;
    /* The host is the hostname when the port is null: the same view. */
    if (k == WURL_ATTR_HOSTNAME && !port) {
      memcpy(v + (size_t)k * w->stride, v + (size_t)WURL_ATTR_HOST * w->stride, VIEW_SIZE);
      continue;
    }
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    /* A special scheme's protocol is one of six views (scheme_views). */
    if (k == WURL_ATTR_PROTOCOL && c->scheme_type != WURL_SCHEME_OTHER && c->scheme_type <= WURL_SCHEME_FILE) {
      memcpy(v + (size_t)k * w->stride, scheme_views[c->scheme_type], VIEW_SIZE);
      continue;
    }
#endif
    wurl_range r;
    if (k == WURL_ATTR_PATHNAME && !c->has_query && !c->has_fragment) /* the path ends the href */
      r.start = c->path_start, r.end = len;
    else if (k == WURL_ATTR_SEARCH && !c->has_fragment) /* the query ends the href */
      r.start = c->query_start, r.end = len - c->query_start > 1 ? len : c->query_start;
    else
      r = wurl_attribute_range(c, len, (wurl_attribute)k);
    uint32_t n = r.end - r.start;
    if ((SPARSE >> k) & 1) {
      if (n == 0) continue;
      mark_dirty(w, k, i);
    }
    put_view(v + (size_t)k * w->stride, href + r.start, n, pos + r.start, windowed, far, (MIXED >> k) & 1);
  }
}

/* Writes row i of an export as a null row: its validity bit cleared, and
 * empty views (the SPARSE columns hold one there already). */
static inline void put_null(const struct rows *w, size_t i) {
  w->valid[i / 8] &= (uint8_t)~(1u << (i % 8));
  w->types[i] = 0;
  for (int k = 0; k < N_STRINGS; k++)
    if (!((SPARSE >> k) & 1)) memset(w->views + (size_t)k * w->stride + i * VIEW_SIZE, 0, VIEW_SIZE);
}

/* Writes the rows of batch b; *nulls receives the rows that are null.
 * Returns 0 when a value lies beyond every window. */
static inline __attribute__((always_inline)) int put_rows(const struct wurl_batch *b, struct rows *w,
                                                          int windowed, int64_t *nulls) {
  const wurl_batch_result *r = b->results;
  struct rows lw = *w; /* in registers: the views' stores may alias *w */
  int far = 0;
  for (size_t i = 0; i < b->n; i++) {
    if (r[i].status != WURL_OK) {
      ++*nulls;
      put_null(&lw, i);
      continue;
    }
    const char *href = r[i].href.data;
    put_row(&lw, i, href, (uint32_t)r[i].href.len, (size_t)(href - b->hrefs), &r[i].components, windowed, &far);
  }
  return !far;
}

/* Readdresses the count views at views as views of one window, buffer 0:
 * for an href block addressed as windows while it grew that ended up
 * WURL_ARROW_WINDOW_MAX bytes long at most. */
static void one_window(uint8_t *views, size_t count) {
  for (size_t j = 0; j < count; j++) {
    uint8_t *v = views + j * VIEW_SIZE;
    int32_t len, k, off;
    memcpy(&len, v, 4);
    if (len <= VIEW_INLINE) continue;
    memcpy(&k, v + 8, 4);
    if (k == 0) continue;
    memcpy(&off, v + 12, 4);
    off += (int32_t)((size_t)k << WURL_ARROW_WINDOW_SHIFT);
    k = 0;
    memcpy(v + 8, &k, 4);
    memcpy(v + 12, &off, 4);
  }
}

static void init_schema(struct ArrowSchema *s, const char *format, const char *name) {
  memset(s, 0, sizeof *s);
  s->format = format;
  s->name = name;
  s->flags = ARROW_FLAG_NULLABLE;
}

/* Makes *array and *schema of the export e of n rows (w), nulls of them
 * null, whose views point into the href block hrefs of hrefs_len bytes.
 * On another status than WURL_OK (NO_MEMORY) both are left as they were and
 * the caller frees e. */
static wurl_status export_publish(struct arrow_export *e, size_t n, int64_t nulls, const char *hrefs,
                                  size_t hrefs_len, const struct rows *w, struct ArrowSchema *schema,
                                  struct ArrowArray *array) {
  int64_t nwin = windows_of(hrefs_len);
  size_t n_string_buffers = 3 + (size_t)nwin;
  const void **bufs = e->narrow;
  int64_t *win = e->narrow_win;
  if (nwin > 1) {
    e->wide = malloc(N_STRINGS * n_string_buffers * sizeof(void *) + (size_t)(nwin + 1) * sizeof(int64_t));
    if (e->wide == NULL) return WURL_ERR_NO_MEMORY;
    bufs = e->wide;
    win = (int64_t *)(bufs + N_STRINGS * n_string_buffers);
  }
  struct schema_block *sb = malloc(sizeof *sb);
  if (sb == NULL) return WURL_ERR_NO_MEMORY;
  for (int64_t k = 0; k < nwin; k++) {
    size_t start = (size_t)k << WURL_ARROW_WINDOW_SHIFT, left = hrefs_len - start;
    win[k] = (int64_t)(left < WURL_ARROW_WINDOW_MAX ? left : WURL_ARROW_WINDOW_MAX);
  }
  win[nwin] = 0; /* never read: keeps the sizes buffer non-NULL when nwin is 0 */
  const void *validity = nulls ? w->valid : NULL;

  /* The arrays. */
  e->refs = 1 + N_CHILDREN;
  e->struct_buffers[0] = validity;
  for (int k = 0; k < N_CHILDREN; k++) {
    struct ArrowArray *c = &e->children[k];
    e->child_ptrs[k] = c;
    c->length = (int64_t)n;
    c->null_count = nulls;
    c->release = release_child_array;
    c->private_data = e;
    if (k == N_STRINGS) {
      e->host_type_buffers[0] = validity;
      e->host_type_buffers[1] = w->types;
      c->n_buffers = 2;
      c->buffers = e->host_type_buffers;
      continue;
    }
    const void **cb = bufs + (size_t)k * n_string_buffers;
    cb[0] = validity;
    cb[1] = w->views + (size_t)k * w->stride;
    for (int64_t j = 0; j < nwin; j++) cb[2 + j] = hrefs + ((size_t)j << WURL_ARROW_WINDOW_SHIFT);
    cb[2 + nwin] = win;
    c->n_buffers = (int64_t)n_string_buffers;
    c->buffers = cb;
  }
  memset(array, 0, sizeof *array);
  array->length = (int64_t)n;
  array->null_count = nulls;
  array->n_buffers = 1;
  array->buffers = e->struct_buffers;
  array->n_children = N_CHILDREN;
  array->children = e->child_ptrs;
  array->private_data = e;

  /* The schema. */
  for (int k = 0; k < N_CHILDREN; k++) {
    sb->child_ptrs[k] = &sb->children[k];
    init_schema(&sb->children[k], k == N_STRINGS ? "c" : "vu", child_names[k]);
    sb->children[k].release = release_child_schema;
  }
  init_schema(schema, "+s", "");
  schema->n_children = N_CHILDREN;
  schema->children = sb->child_ptrs;
  schema->private_data = sb;
  schema->release = release_struct_schema;
  array->release = release_struct_array;
  return WURL_OK;
}

wurl_status wurl_batch_to_arrow(wurl_batch *b, struct ArrowSchema *schema,
                                struct ArrowArray *array) {
  if (schema != NULL) schema->release = NULL;
  if (array != NULL) array->release = NULL;
  if (!batch_ok(b) || b->exported) return WURL_ERR_INVALID_HANDLE;
  if (schema == NULL || array == NULL) return WURL_ERR_INVALID_ARGUMENT;
  struct rows w;
  struct arrow_export *e = export_new(b->n, &w);
  if (e == NULL) return WURL_ERR_NO_MEMORY;
  int64_t nulls = 0;
  int ok = windows_of(b->hrefs_len) > 1 ? put_rows(b, &w, 1, &nulls) : put_rows(b, &w, 0, &nulls);
  wurl_status st = ok ? export_publish(e, b->n, nulls, b->hrefs, b->hrefs_len, &w, schema, array)
                      : WURL_ERR_TOO_LONG;
  if (st != WURL_OK) {
    export_free(e);
    return st;
  }
  e->batch = b;
  b->exported = 1;
  return WURL_OK;
}

/* ---- parsing a column ---- */

/* The kinds of column wurl_parse_arrow reads. */
enum { COL_OFFSETS32 = 0, COL_OFFSETS64 = 1, COL_VIEWS = 2 };

static int column_kind(const char *f) {
  if (f == NULL) return -1;
  if (strcmp(f, "u") == 0 || strcmp(f, "z") == 0) return COL_OFFSETS32;
  if (strcmp(f, "U") == 0 || strcmp(f, "Z") == 0) return COL_OFFSETS64;
  if (strcmp(f, "vu") == 0 || strcmp(f, "vz") == 0) return COL_VIEWS;
  return -1;
}

static int is_null(const uint8_t *validity, int64_t row) {
  return validity != NULL && !(validity[row >> 3] & (1u << (row & 7)));
}

/* Whether any of the n offsets after o[0] is below the one before it:
 * four at a time where SSE2 is (7 instructions a row one at a time, the
 * most of the column's check). */
static int offsets32_down(const int32_t *o, int64_t n) {
  int64_t i = 0;
  int down = 0;
#if defined(__SSE2__)
  __m128i d = _mm_setzero_si128();
  for (; i + 4 <= n; i += 4)
    d = _mm_or_si128(d, _mm_cmpgt_epi32(_mm_loadu_si128((const __m128i *)(const void *)(o + i)),
                                        _mm_loadu_si128((const __m128i *)(const void *)(o + i + 1))));
  down = _mm_movemask_epi8(d) != 0;
#endif
  for (; i < n; i++) down |= o[i + 1] < o[i];
  return down;
}

static int offsets64_down(const int64_t *o, int64_t n) {
  for (int64_t i = 0; i < n; i++)
    if (o[i + 1] < o[i]) return 1;
  return 0;
}

/* Checks the offsets of rows [off, off + n) and the data buffer; *bytes
 * receives the bytes the rows span. */
#define CHECK_OFFSETS(T, down)                                                \
  do {                                                                        \
    const T *o = offsets;                                                     \
    if (o[off] < 0 || down(o + off, n)) return 0;                             \
    if (o[off + n] > o[off] && data == NULL) return 0;                        \
    *bytes = (uint64_t)(o[off + n] - o[off]);                                 \
  } while (0)

static int offsets_ok(int kind, const void *offsets, const void *data, int64_t off, int64_t n,
                      uint64_t *bytes) {
  *bytes = 0;
  if (n == 0) return 1;
  if (offsets == NULL) return 0;
  if (kind == COL_OFFSETS32)
    CHECK_OFFSETS(int32_t, offsets32_down);
  else
    CHECK_OFFSETS(int64_t, offsets64_down);
  return 1;
}

/* Checks the views of the non-null rows against the nvar data buffers
 * bufs and their sizes. */
static int views_ok(const uint8_t *views, const uint8_t *validity, const void *const *bufs,
                    const int64_t *sizes, int64_t nvar, int64_t off, int64_t n,
                    uint64_t *bytes) {
  *bytes = 0;
  if (n == 0) return 1;
  if (views == NULL || (nvar > 0 && sizes == NULL)) return 0;
  for (int64_t k = 0; k < nvar; k++)
    if (sizes[k] < 0 || (sizes[k] > 0 && bufs[k] == NULL)) return 0;
  for (int64_t i = off; i < off + n; i++) {
    if (is_null(validity, i)) continue;
    const uint8_t *v = views + (size_t)i * VIEW_SIZE;
    int32_t len, k, o;
    memcpy(&len, v, 4);
    if (len < 0) return 0;
    if (len > VIEW_INLINE) {
      memcpy(&k, v + 8, 4);
      memcpy(&o, v + 12, 4);
      if (k < 0 || k >= nvar || o < 0 || (int64_t)o + len > sizes[k]) return 0;
    }
    *bytes += (uint64_t)len;
  }
  return 1;
}

/* A string column as wurl_parse_arrow reads it, checked. */
struct column {
  int kind;
  const void *const *bufs;
  const uint8_t *validity; /* NULL: no null rows */
  int64_t off, n;          /* the rows [off, off + n) */
  uint64_t bytes;          /* the bytes of their values */
};

/* Checks schema and array as the header's wurl_parse_arrow lists (every
 * failure WURL_ERR_INVALID_ARGUMENT) and describes them in *col. */
static wurl_status column_check(const struct ArrowSchema *schema, const struct ArrowArray *array,
                                struct column *col) {
  if (schema == NULL || array == NULL || schema->release == NULL || array->release == NULL)
    return WURL_ERR_INVALID_ARGUMENT;
  int kind = column_kind(schema->format);
  if (kind < 0 || schema->n_children != 0 || schema->dictionary != NULL ||
      array->n_children != 0 || array->dictionary != NULL)
    return WURL_ERR_INVALID_ARGUMENT;
  int64_t n = array->length, off = array->offset;
  if (n < 0 || off < 0 || n > INT64_MAX - 1 - off || array->null_count < -1 ||
      array->buffers == NULL)
    return WURL_ERR_INVALID_ARGUMENT;
  if (kind == COL_VIEWS ? array->n_buffers < 3 : array->n_buffers != 3)
    return WURL_ERR_INVALID_ARGUMENT;
  const void *const *bufs = array->buffers;
  const uint8_t *validity = array->null_count != 0 ? bufs[0] : NULL;
  if (array->null_count > 0 && validity == NULL && n > 0) return WURL_ERR_INVALID_ARGUMENT;
  int64_t nvar = kind == COL_VIEWS ? array->n_buffers - 3 : 0;
  uint64_t bytes;
  int ok = kind == COL_VIEWS
               ? views_ok(bufs[1], validity, bufs + 2, bufs[2 + nvar], nvar, off, n, &bytes)
               : offsets_ok(kind, bufs[1], bufs[2], off, n, &bytes);
  if (!ok) return WURL_ERR_INVALID_ARGUMENT;
  col->kind = kind, col->bufs = bufs, col->validity = validity;
  col->off = off, col->n = n, col->bytes = bytes;
  return WURL_OK;
}

/* Whether the checked column's row is a value (not null): then *p and *len
 * are that value, in place. */
static inline int column_value(const struct column *col, int64_t row, const char **p, size_t *len) {
  if (is_null(col->validity, row)) return 0;
  const void *const *bufs = col->bufs;
  if (col->kind != COL_VIEWS) {
    int64_t start, end;
    if (col->kind == COL_OFFSETS32) {
      const int32_t *o = (const int32_t *)bufs[1] + row;
      start = o[0], end = o[1];
    } else {
      const int64_t *o = (const int64_t *)bufs[1] + row;
      start = o[0], end = o[1];
    }
    /* The data buffer may be NULL when every row is empty (offsets_ok):
     * an empty value must not be computed from it. */
    *p = start == end ? "" : (const char *)bufs[2] + start;
    *len = (size_t)(end - start);
  } else {
    /* A view: length, then 12 bytes inline, or prefix, buffer, offset. */
    const char *v = (const char *)bufs[1] + 16 * row;
    int32_t size, k, at;
    memcpy(&size, v, 4);
    if (size <= 12) {
      *p = v + 4;
    } else {
      memcpy(&k, v + 8, 4);
      memcpy(&at, v + 12, 4);
      *p = (const char *)bufs[2 + k] + at;
    }
    *len = (size_t)size;
  }
  return 1;
}

/* Whether the rows are the usual column: utf8 without nulls, whose rows a
 * loop the compiler vectorizes reads. */
static int plain_utf8(const struct column *col) {
  return col->n > 0 && col->validity == NULL && col->kind == COL_OFFSETS32 && col->bufs[2] != NULL;
}

/* Checks the arguments every column parse shares; *col describes the
 * column. */
static wurl_status parse_args(const struct ArrowSchema *schema, const struct ArrowArray *array,
                              const char *base, size_t base_len, wurl_edition edition, struct column *col) {
  if ((unsigned)edition >= WURL_EDITION_COUNT) return WURL_ERR_INVALID_ARGUMENT;
  wurl_status st = column_check(schema, array, col);
  if (st != WURL_OK) return st;
  if (base != NULL && base_len > MAX_LEN) return WURL_ERR_TOO_LONG;
  return WURL_OK;
}

wurl_status wurl_parse_arrow(const struct ArrowSchema *schema, const struct ArrowArray *array,
                             const char *base, size_t base_len, wurl_batch **out) {
  return wurl_parse_arrow_edition(schema, array, base, base_len, WURL_EDITION_2025, out);
}

wurl_status wurl_parse_arrow_edition(const struct ArrowSchema *schema, const struct ArrowArray *array,
                                     const char *base, size_t base_len, wurl_edition edition,
                                     wurl_batch **out) {
  if (out == NULL) return WURL_ERR_INVALID_ARGUMENT;
  *out = NULL;
  struct column col;
  wurl_status st = parse_args(schema, array, base, base_len, edition, &col);
  if (st != WURL_OK) return st;
  if (base == NULL) base_len = 0;
  int64_t n = col.n, off = col.off;

  struct wurl_batch *b;
  st = wurl__new_batch((size_t)n, &b);
  if (st != WURL_OK) return st;
  /* The values in place, as the pointer and length arrays the batch parser
   * takes (batch.c: canonical values in C, runs of the others in Go). A null
   * row is (NULL, 1), which the parser records as INVALID_ARGUMENT, the
   * status the export makes a null row of. */
  const char **ptrs = malloc((size_t)(n ? n : 1) * sizeof *ptrs);
  size_t *lens = malloc((size_t)(n ? n : 1) * sizeof *lens);
  if (ptrs == NULL || lens == NULL) {
    st = WURL_ERR_NO_MEMORY;
  } else {
    if (plain_utf8(&col)) {
      const int32_t *o = (const int32_t *)col.bufs[1] + off;
      const char *data = col.bufs[2];
      for (int64_t i = 0; i < n; i++) {
        ptrs[i] = data + o[i];
        lens[i] = (size_t)(uint32_t)(o[i + 1] - o[i]);
      }
    } else {
      for (int64_t i = 0; i < n; i++)
        if (!column_value(&col, off + i, &ptrs[i], &lens[i])) ptrs[i] = NULL, lens[i] = 1;
    }
    st = wurl__parse_inputs(b, ptrs, lens, base, base_len, (int)edition);
  }
  free(ptrs);
  free(lens);
  return wurl__finish_batch(b, st, out);
}

/* ---- parsing a column straight into its export ---- */

/* The inputs the C fast path declines wait in a list of up to GO_RUN, to be
 * parsed in one call into Go (wurlgo_batch_run), in place. */
enum { GO_RUN = 64 };

/* A column being parsed into an export. */
struct fused {
  /* The href block (hrefs, hrefs_len, hrefs_cap); results and n only while
   * Go parses the waiting inputs into it. */
  struct wurl_batch blk;
  struct rows w;
  int far; /* a value no window would hold, were the block windows */
  int64_t nulls;
  const char *base;
  size_t base_len;
  int edition;
  size_t waiting; /* inputs for Go: rows row[0, waiting), values in[], len[] */
  const char *in[GO_RUN];
  size_t len[GO_RUN];
  size_t row[GO_RUN];
};

/* Parses the waiting inputs in one call into Go and writes their rows. */
static wurl_status fused_run(struct fused *f) {
  wurl_batch_result res[GO_RUN];
  struct wurl_batch *b = &f->blk;
  b->results = res, b->n = f->waiting;
  wurl_status st = (wurl_status)wurlgo_batch_run((char **)f->in, f->len, 0, f->waiting, (char *)f->base,
                                                 f->base_len, f->base != NULL, f->edition, b);
  b->results = NULL, b->n = 0;
  if (st != WURL_OK) return st;
  if (!wurl__batch_reserve(b, WURL_HREFS_PAD)) return WURL_ERR_NO_MEMORY;
  memset(b->hrefs + b->hrefs_len, 0, WURL_HREFS_PAD);
  for (size_t j = 0; j < f->waiting; j++) {
    const wurl_batch_result *r = &res[j];
    if (r->status != WURL_OK) {
      f->nulls++;
      put_null(&f->w, f->row[j]);
      continue;
    }
    size_t pos = (size_t)(uintptr_t)r->href.data; /* an offset in the block (batch.go) */
    put_row(&f->w, f->row[j], b->hrefs + pos, (uint32_t)r->href.len, pos, &r->components, 1, &f->far);
  }
  f->waiting = 0;
  return WURL_OK;
}

/* What the row loop changes, held in locals (the views' stores may alias
 * any memory, and would make it reload them from *f after each). */
struct hot {
  struct rows w;
  char *hrefs;
  size_t len, cap; /* of the href block */
  int far;
};

static inline void hot_load(struct hot *h, const struct fused *f) {
  h->w = f->w, h->far = f->far;
  h->hrefs = f->blk.hrefs, h->len = f->blk.hrefs_len, h->cap = f->blk.hrefs_cap;
}

static inline void hot_store(const struct hot *h, struct fused *f) {
  f->w = h->w, f->far = h->far;
  f->blk.hrefs = h->hrefs, f->blk.hrefs_len = h->len, f->blk.hrefs_cap = h->cap;
}

/* Row i, the len bytes at in (at most MAX_LEN), when the fast path
 * (canonical.c) takes it: its href goes to the block and its views are
 * written at once; 1 then, 0 when it is left to Go. The block has room for
 * len + 1 + WURL_HREFS_PAD more bytes (the input's href, or a rewrite,
 * which is never longer, a "/" and the pad that short values are read
 * with). rewrite: wurl__canonical_rewrite may serve (no base, the default
 * edition). windowed: the href may end past the first window
 * (beyond_window0). scanned: wurl__canonical declined the input already
 * (scan_chunk), and only the rewrite is left to try. */
static inline __attribute__((always_inline)) int fast_row(struct hot *h, size_t i, const char *in, size_t len,
                                                          int rewrite, int windowed, int scanned) {
  char *dst = h->hrefs + h->len;
  wurl_components c;
  int slash;
  size_t n = len;
  int took = !scanned && wurl__canonical(in, len, &c, &slash);
  if (took)
    memcpy(dst, in, len);
  else
    took = rewrite && wurl__canonical_rewrite(in, len, dst, &n, &c, &slash);
  if (!took) return 0;
  if (slash) dst[n++] = '/';
  memset(dst + n, 0, WURL_HREFS_PAD);
  put_row(&h->w, i, dst, (uint32_t)n, h->len, &c, windowed, &h->far);
  h->len += n;
  return 1;
}

/* The rows of a plain column go in chunks of CHUNK: first the fast path's
 * scan (canonical.c) of each, into a small array, then their hrefs are copied
 * and then their views written, in loops of their own. Written row by row,
 * the loop's state did not fit in the registers the call to the scan keeps
 * (about 14 reloads a row), and each href was a call to memcpy. */
enum { CHUNK = 64 };

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define WIDE_COPY 1
/* Whether the processor has AVX2: asked once, at load (wide_init). */
static int wide_ok;

/* copy_run's copy of n >= 32 bytes, 64 a step with AVX2. The pieces of 2000
 * bytes below are copied by `rep movsq`, which GCC puts in memcpy's place
 * for a length it knows to be at most 2000. Copying the datasets' runs of
 * 64 values into a block of their size, 64 bytes a step took 4.5 ns a row
 * on isaacs_files (long URLs) where `rep movsq` took 7.1 and 16 bytes a
 * step with SSE2 5.8; on node_files (short ones) 1.6, 2.0 and 1.9. */
__attribute__((target("avx2"))) static void copy_wide(char *dst, const char *src, size_t n) {
  size_t j = 0;
  for (; j + 64 <= n; j += 64) {
    __m256i a = _mm256_loadu_si256((const __m256i *)(const void *)(src + j));
    __m256i b = _mm256_loadu_si256((const __m256i *)(const void *)(src + j + 32));
    _mm256_storeu_si256((__m256i *)(void *)(dst + j), a);
    _mm256_storeu_si256((__m256i *)(void *)(dst + j + 32), b);
  }
  if (j + 32 <= n) {
    _mm256_storeu_si256((__m256i *)(void *)(dst + j), _mm256_loadu_si256((const __m256i *)(const void *)(src + j)));
    j += 32;
  }
  /* the last 32 bytes, which may overlap those copied */
  if (j < n)
    _mm256_storeu_si256((__m256i *)(void *)(dst + n - 32),
                        _mm256_loadu_si256((const __m256i *)(const void *)(src + n - 32)));
}
#endif

/* Copies n bytes from src to dst: 64 bytes a step where the processor has
 * AVX2 (copy_wide), else in pieces of at most 2000 bytes: one call to
 * libc's memcpy for a chunk's run of short hrefs (node_files: 64 rows, about
 * 2.2 KB) made the export take a quarter more time on the benchmark machine
 * than these pieces do, though it took one to three instructions a row
 * fewer. */
static inline void copy_run(char *dst, const char *src, size_t n) {
#ifdef WIDE_COPY
  if (wide_ok && n >= 32) {
    copy_wide(dst, src, n);
    return;
  }
#endif
  for (; n > 2000; n -= 2000, dst += 2000, src += 2000) memcpy(dst, src, 2000);
  memcpy(dst, src, n);
}

/* Scans the m values of a plain column whose offsets are o[0, m] into
 * data, up to the first that the fast path declines (their components to
 * c, their slashes to slash); copies the hrefs of those it takes to dst,
 * followed by WURL_HREFS_PAD zero bytes, and stores the bytes they take in
 * *bytes; returns how many it took. The hrefs are the values (and a '/'
 * where slash is set) back to back, as they lie in data: one copy a run of
 * rows without a slash. */
static __attribute__((noinline)) size_t scan_chunk(const int32_t *o, size_t m, const char *data,
                                                    wurl_components *c, int *slash, char *dst, size_t *bytes) {
  _Static_assert(CHUNK <= 64, "a bit of slashes per row");
  /* Only what the call needs lives across it (the slashes are gathered
   * after): o, the end, data, c and slash stay in registers it keeps. */
  const int32_t *at = o, *end = o + m;
  wurl_components *r = c;
  int *sl = slash;
  for (; at < end; at++, r++, sl++)
    if (!wurl__canonical(data + at[0], (size_t)(uint32_t)(at[1] - at[0]), r, sl)) break;
  size_t j = (size_t)(at - o), k = 0;
  uint64_t slashes = 0;
#if defined(__SSE2__)
  for (; k + 4 <= j; k += 4) {
    __m128i x = _mm_slli_epi32(_mm_loadu_si128((const __m128i *)(const void *)(slash + k)), 31);
    slashes |= (uint64_t)_mm_movemask_ps(_mm_castsi128_ps(x)) << k;
  }
#endif
  for (; k < j; k++) slashes |= (uint64_t)slash[k] << k;
  char *d = dst;
  const char *src = data + o[0];
  for (; slashes != 0; slashes &= slashes - 1) {
    const char *end = data + o[__builtin_ctzll(slashes) + 1];
    copy_run(d, src, (size_t)(end - src));
    d += end - src;
    *d++ = '/';
    src = end;
  }
  size_t tail = (size_t)(data + o[j] - src);
  copy_run(d, src, tail);
  d += tail;
  memset(d, 0, WURL_HREFS_PAD);
  *bytes = (size_t)(d - dst);
  return j;
}

#if defined(__SSE2__) && defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define USUAL_ROWS 1
/* The flags of wurl_components after host_type, read as one word. */
_Static_assert(offsetof(wurl_components, scheme_type) == offsetof(wurl_components, host_type) + 1 &&
                   offsetof(wurl_components, has_credentials) == offsetof(wurl_components, host_type) + 3 &&
                   offsetof(wurl_components, has_port) == offsetof(wurl_components, host_type) + 5 &&
                   offsetof(wurl_components, has_query) == offsetof(wurl_components, host_type) + 6 &&
                   offsetof(wurl_components, has_fragment) == offsetof(wurl_components, host_type) + 7,
               "wurl_components flags");

/* The flag bytes of wurl_components, read from host_type on as one word
 * (little-endian): those of the usual shape's rows (USUAL_STOP clear, a
 * special scheme), whose views put_usual_rows writes. */
#define FLAG(field) ((uint64_t)0xFF << 8 * (offsetof(wurl_components, field) - offsetof(wurl_components, host_type)))
#define USUAL_STOP (FLAG(has_credentials) | FLAG(has_port) | FLAG(has_fragment))

/* Writes the views of rows i, i + 1, ... of the m rows at rows (values
 * o[0, m]) whose hrefs start at pos in the block, while they are of the
 * usual shape: a special scheme, none of the flags stop (USUAL_STOP)
 * set. Their row is the href, the
 * protocol from scheme_views, the host (also the hostname), the path and
 * the search. Returns how many it wrote. A function of its own without a
 * call, so that the loop's state stays in registers. */
static inline __attribute__((always_inline)) size_t put_usual_rows(const struct rows *w, size_t i, const char *hrefs,
                                                                  size_t *at, const int32_t *o, size_t m,
                                                                  const wurl_components *rows, const int *slash,
                                                                  uint64_t stop, int windowed, int *far) {
  size_t s = w->stride;
  uint8_t *v = w->views + i * VIEW_SIZE;
  int8_t *types = w->types + i;
  size_t j = 0, pos = *at;
  for (; j < m; j++, v += VIEW_SIZE) {
    const wurl_components *c = &rows[j];
    uint64_t f;
    memcpy(&f, &c->host_type, 8);
    if ((f & stop) != 0 || (f & FLAG(scheme_type)) == 0) break;
    uint32_t len = (uint32_t)(o[j + 1] - o[j]) + (uint32_t)slash[j];
    const char *href = hrefs + pos;
    types[j] = (int8_t)c->host_type;
    put_view(v, href, len, pos, windowed, far, 0);
    /* scheme_type is at most WURL_SCHEME_FILE (canonical.c). */
    _mm_storeu_si128((__m128i *)(void *)(v + WURL_ATTR_PROTOCOL * s),
                     _mm_load_si128((const __m128i *)(const void *)scheme_views[c->scheme_type]));
    size_t k, off;
    uint32_t hs = c->host_start, hn = c->host_end - hs, ps = c->path_start, qs = c->query_start;
    window_of(pos + hs, hn, windowed, &k, &off, far);
    __m128i host = mixed_view(href + hs, hn, k, off);
    _mm_storeu_si128((__m128i *)(void *)(v + WURL_ATTR_HOST * s), host);
    _mm_storeu_si128((__m128i *)(void *)(v + WURL_ATTR_HOSTNAME * s), host);
    /* The path runs to the query or the href's end: a select, since rows
     * with a query and without one alternate. */
    uint32_t pe = c->has_query ? qs : len;
    window_of(pos + ps, pe - ps, windowed, &k, &off, far);
    _mm_storeu_si128((__m128i *)(void *)(v + WURL_ATTR_PATHNAME * s), mixed_view(href + ps, pe - ps, k, off));
    /* The query as section 6.1's search getter: empty when it is "". */
    if (c->has_query && len - qs > 1) {
      window_of(pos + qs, len - qs, windowed, &k, &off, far);
      _mm_storeu_si128((__m128i *)(void *)(v + WURL_ATTR_SEARCH * s), mixed_view(href + qs, len - qs, k, off));
      mark_dirty(w, WURL_ATTR_SEARCH, i + j);
    }
    pos += len;
  }
  *at = pos;
  return j;
}

#define PUT_USUAL(windowed)                                                                                     \
  static __attribute__((noinline)) size_t put_usual_rows_##windowed(const struct rows *w, size_t i,             \
                                                                     const char *hrefs, size_t *at,              \
                                                                     const int32_t *o, size_t m,                 \
                                                                     const wurl_components *rows,                \
                                                                     const int *slash, uint64_t stop, int *far) { \
    return put_usual_rows(w, i, hrefs, at, o, m, rows, slash, stop, windowed, far);                             \
  }
PUT_USUAL(0)
PUT_USUAL(1)
#undef PUT_USUAL

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define WIDE_ROWS 1
/* The rows put_wide_rows writes at a time: a vector of 256 bits holds one
 * field of each (32 bits). */
enum { WIDE = 8 };
/* The rows of eight in the order put_wide_rows holds their fields in
 * vectors (row WIDE_ORDER[k] in element k): then element r of each half
 * holds rows 2r and 2r + 1, whose views one store writes, where in row order
 * the vector's two halves would hold rows r and r + 4 (AVX2's unpacks and
 * byte shuffles work within each half). */
#define WIDE_ORDER 0, 2, 4, 6, 1, 3, 5, 7
/* put_wide_rows writes eight rows of the usual shape at a time with AVX2,
 * which not every x86-64 has: it is asked for once, at load. wide_on says
 * whether it runs; the counting build's wurl_debug_arrow_wide lets
 * test_arrow.c hold it to put_usual_rows. */
static int wide_on;

/* scheme_pairs[a][b], for two adjacent rows of scheme types a and b: [0]
 * their protocol views side by side, as one store writes them; [1] the
 * first four bytes of their hrefs (the scheme, ':' and the "//" before the
 * host that every special URL's href has: section 4.5, URL serializer) in
 * the second dword of each half, where their href views hold them, and
 * zeros around. Two loads a pair of rows, by their types: looked up by
 * vpermd for each dword (five of them for eight rows) and then transposed
 * into views, they took 13 of put_wide_rows's vector shuffles. */
static uint8_t scheme_pairs[8][8][2][2 * VIEW_SIZE] __attribute__((aligned(32)));
/* For the rows of eight that have a slash added to their href (bit r for
 * row r, as scan_chunk's slash[] says): how many of the rows before each
 * have one (in WIDE_ORDER: the masks of the rows before rows 0, 2, 4, 6, 1,
 * 3, 5, 7), and how many of all eight. Static data, made by the compiler:
 * filled at load, the tables' pages were written by every process that
 * loads the library. test_arrow's rows without a path hold them. */
#define POP8(x)                                                                                          \
  ((((x) >> 0) & 1) + (((x) >> 1) & 1) + (((x) >> 2) & 1) + (((x) >> 3) & 1) + (((x) >> 4) & 1) + \
   (((x) >> 5) & 1) + (((x) >> 6) & 1) + (((x) >> 7) & 1))
#define BEFORE(w) {POP8((w) & 0x00), POP8((w) & 0x03), POP8((w) & 0x0f), POP8((w) & 0x3f), \
                   POP8((w) & 0x01), POP8((w) & 0x07), POP8((w) & 0x1f), POP8((w) & 0x7f)},
#define IN(w) POP8(w),
#define TIMES4(f, w) f(w) f((w) + 1) f((w) + 2) f((w) + 3)
#define TIMES16(f, w) TIMES4(f, w) TIMES4(f, (w) + 4) TIMES4(f, (w) + 8) TIMES4(f, (w) + 12)
#define TIMES64(f, w) TIMES16(f, w) TIMES16(f, (w) + 16) TIMES16(f, (w) + 32) TIMES16(f, (w) + 48)
#define TIMES256(f) TIMES64(f, 0) TIMES64(f, 64) TIMES64(f, 128) TIMES64(f, 192)
static const uint32_t slashes_before[1 << 8][8] __attribute__((aligned(32))) = {TIMES256(BEFORE)};
static const uint8_t slashes_in[1 << 8] = {TIMES256(IN)};
#undef POP8
#undef BEFORE
#undef IN
#undef TIMES4
#undef TIMES16
#undef TIMES64
#undef TIMES256

__attribute__((constructor)) static void wide_init(void) {
  wide_ok = wide_on = (wurl__cpu_features() & WURL_CPU_AVX2) != 0;
  /* Only the special schemes' entries are read (put_wide_rows takes no
   * other); the others stay zero. */
  for (int a = WURL_SCHEME_HTTP; a <= WURL_SCHEME_FILE; a++)
    for (int b = WURL_SCHEME_HTTP; b <= WURL_SCHEME_FILE; b++)
      for (int k = 0; k < 2; k++) {
        const uint8_t *view = scheme_views[k == 0 ? a : b];
        uint8_t *pair = scheme_pairs[a][b][0] + k * VIEW_SIZE, *prefix = scheme_pairs[a][b][1] + k * VIEW_SIZE + 4;
        memcpy(pair, view, VIEW_SIZE);
        for (int i = 0; i < 4; i++) prefix[i] = i < view[0] ? view[4 + i] : '/';
      }
}

/* The first and the last dword of views: of two fields in WIDE_ORDER, a and
 * b, unpacklo_epi32(a, b) holds those of rows 0 to 3 and unpackhi_epi32(a,
 * b) those of rows 4 to 7, from which these vpshufb controls make the
 * first dword a's and the last b's, with zeros between, in the places of
 * rows 2r and 2r + 1 (EVEN_PAIR for r = 0 and 2, ODD_PAIR for 1 and 3).
 * Two unpacks and four byte shuffles for the views of eight rows, where a
 * transpose of four fields took eight unpacks, two of them of zeros. */
#define EVEN_PAIR                                                                                                \
  _mm256_setr_epi8(0, 1, 2, 3, -1, -1, -1, -1, -1, -1, -1, -1, 4, 5, 6, 7, 0, 1, 2, 3, -1, -1, -1, -1, -1, -1, -1, \
                   -1, 4, 5, 6, 7)
#define ODD_PAIR                                                                                                 \
  _mm256_setr_epi8(8, 9, 10, 11, -1, -1, -1, -1, -1, -1, -1, -1, 12, 13, 14, 15, 8, 9, 10, 11, -1, -1, -1, -1, -1, \
                   -1, -1, -1, 12, 13, 14, 15)

/* host_starts[t] (in each half): where the host of a special URL of scheme
 * type t without credentials starts in its href, past "scheme://". */
#define HOST_STARTS                                                                                        \
  [WURL_SCHEME_HTTP] = 7, [WURL_SCHEME_HTTPS] = 8, [WURL_SCHEME_WS] = 5, [WURL_SCHEME_WSS] = 6,            \
  [WURL_SCHEME_FTP] = 6, [WURL_SCHEME_FILE] = 7
static const uint8_t host_starts[2][16] __attribute__((aligned(32))) = {{HOST_STARTS}, {HOST_STARTS}};
#undef HOST_STARTS

/* element_bytes[r]: vpshufb's control for the low byte of element r of
 * each half, in every byte of the half (a constant in memory: made as
 * _mm256_set1_epi8 each, they were moved from general registers). */
static const uint8_t element_bytes[4][32] __attribute__((aligned(32))) = {
    {0}, {4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4},
    {8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8},
    {12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12,
     12, 12, 12, 12}};

/* Stores the views of eight rows, rows 2r and 2r + 1 in t[r], into the
 * column at col. */
__attribute__((target("avx2"))) static inline void store_pairs(uint8_t *col, const __m256i t[4]) {
#pragma GCC unroll 4
  for (int r = 0; r < 4; r++) _mm256_storeu_si256((__m256i *)(void *)(col + 2 * r * VIEW_SIZE), t[r]);
}

/* Writes into the column at col (and at col2, when not NULL) the views of
 * eight values (in WIDE_ORDER), each of n bytes at start of its href, which
 * lies at pos in the block hrefs: mixed_view's form, eight at a time. Each
 * value starts at least 4 bytes into its href (past "ws:/"), so the 16
 * bytes read for it start 4 bytes before it and hold it where its view
 * does. Which of those bytes a view keeps (what mixed_mask's first half
 * says) is worked out in the registers: a count of bytes, the value's
 * length (at most 12) or the 4 of a long one's prefix, broadcast to the
 * bytes of its row's half, is compared with each byte's place. Looking
 * mixed_mask up took each value's length out of the vector and a load:
 * with the compare, put_wide_rows ran 30.2 instructions a row on
 * node_files instead of 32.2 (callgrind). The count was a dword of the
 * views' transpose, masked away after; it is shuffled out of kept
 * instead, and the length and offset go into the views by EVEN_PAIR and
 * ODD_PAIR. */
__attribute__((target("avx2"))) static inline void put_wide_values(uint8_t *col, uint8_t *col2, const char *hrefs,
                                                                   __m256i pos, __m256i start, __m256i n) {
  __m256i at = _mm256_add_epi32(pos, start);
  __m256i lng = _mm256_cmpgt_epi32(n, _mm256_set1_epi32(VIEW_INLINE));
  /* The values' offsets, two to a general register: elements 2r and
   * 2r + 1 of each half (rows 4r and 4r + 2 in the low, 4r + 1 and 4r + 3
   * in the high), taken out by vmovq and vpextrq, four moves where
   * vpextrd took eight, each two operations. */
  __m128i at_lo = _mm256_castsi256_si128(at), at_hi = _mm256_extracti128_si256(at, 1);
  uint64_t off2[4] = {(uint64_t)_mm_cvtsi128_si64(at_lo), (uint64_t)_mm_cvtsi128_si64(at_hi),
                      (uint64_t)_mm_extract_epi64(at_lo, 1), (uint64_t)_mm_extract_epi64(at_hi, 1)};
  __m256i kept = _mm256_blendv_epi8(n, _mm256_set1_epi32(4), lng);
  /* The length and the offset (a long value's, 0 for a short one) of each
   * view; the value's bytes fill the zeros between them. */
  __m256i a = _mm256_and_si256(at, lng);
  __m256i lo = _mm256_unpacklo_epi32(n, a), hi = _mm256_unpackhi_epi32(n, a);
  const __m256i even = EVEN_PAIR, odd = ODD_PAIR;
  __m256i t[4] = {_mm256_shuffle_epi8(lo, even), _mm256_shuffle_epi8(lo, odd), _mm256_shuffle_epi8(hi, even),
                  _mm256_shuffle_epi8(hi, odd)};
  /* The places of the value's bytes in a view (bytes 4 to 15: 0 to 11; the
   * length's bytes never), against the count of bytes kept of rows 2r and
   * 2r + 1 (element r of each half of kept), broadcast to their halves. */
  const __m256i place = _mm256_setr_epi8(127, 127, 127, 127, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 127, 127, 127,
                                         127, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11);
  const char *p = hrefs - 4;
#pragma GCC unroll 4
  for (int r = 0; r < 4; r++) {
    /* rows 2r (element r of the low half) and 2r + 1 (of the high) */
    uint64_t w_lo = off2[(r >> 1) * 2], w_hi = off2[(r >> 1) * 2 + 1];
    uint32_t o_lo = (uint32_t)(w_lo >> (32 * (r & 1))), o_hi = (uint32_t)(w_hi >> (32 * (r & 1)));
    __m256i x = _mm256_inserti128_si256(
        _mm256_castsi128_si256(_mm_loadu_si128((const __m128i *)(const void *)(p + o_lo))),
        _mm_loadu_si128((const __m128i *)(const void *)(p + o_hi)), 1);
    __m256i k = _mm256_cmpgt_epi8(
        _mm256_shuffle_epi8(kept, _mm256_load_si256((const __m256i *)(const void *)element_bytes[r])), place);
    t[r] = _mm256_or_si256(_mm256_and_si256(x, k), t[r]);
  }
  store_pairs(col, t);
  if (col2 != NULL) store_pairs(col2, t);
}

/* The flag bytes of stop (put_usual_rows's) from has_host on: the high
 * dword of the word it reads. */
#define HIGH_FLAGS(stop) ((uint32_t)((stop) >> 32))

/* put_usual_rows's work, eight rows at a time, while all eight are of the
 * usual shape and their hrefs long (more than VIEW_INLINE bytes); returns
 * how many it wrote, a multiple of eight. Only where the href block is not
 * windowed: the positions then fit in 32 bits. The components of eight
 * rows are transposed into vectors of each field (in WIDE_ORDER). */
__attribute__((target("avx2"))) static size_t put_wide_rows(const struct rows *w, size_t i, const char *hrefs,
                                                           size_t *at, const int32_t *o, size_t m,
                                                           const wurl_components *rows, const int *slash,
                                                           uint64_t stop) {
  size_t s = w->stride;
  uint8_t *v = w->views + i * VIEW_SIZE;
  int8_t *types = w->types + i;
  const __m256i z = _mm256_setzero_si256();
  const __m256i stop_hi = _mm256_set1_epi32((int)HIGH_FLAGS(stop));
  const __m256i query = _mm256_set1_epi32((int)HIGH_FLAGS(FLAG(has_query)));
  const __m256i stop_lo = _mm256_set1_epi32((int)(uint32_t)stop);
  const __m256i scheme = _mm256_set1_epi32((int)(uint32_t)FLAG(scheme_type));
  const __m256i order = _mm256_setr_epi32(WIDE_ORDER);
  static const int row[WIDE] = {WIDE_ORDER};
  const __m256i even = EVEN_PAIR, odd = ODD_PAIR;
  uint32_t pos = (uint32_t)*at;
  size_t j = 0;
  for (; j + WIDE <= m; j += WIDE, v += WIDE * VIEW_SIZE) {
    const wurl_components *c = rows + j;
    /* From each row, the 32 bytes from port_start on (the path's and the
     * query's starts, the flags). */
    __m256i y[WIDE];
#pragma GCC unroll 8
    for (int k = 0; k < WIDE; k++) y[k] = _mm256_loadu_si256((const __m256i *)(const void *)&c[row[k]].port_start);
    __m256i u01 = _mm256_unpackhi_epi64(y[0], y[1]), u23 = _mm256_unpackhi_epi64(y[2], y[3]);
    __m256i u45 = _mm256_unpackhi_epi64(y[4], y[5]), u67 = _mm256_unpackhi_epi64(y[6], y[7]);
    __m256 a = _mm256_shuffle_ps(_mm256_castsi256_ps(u01), _mm256_castsi256_ps(u23), 0x88);
    __m256 b = _mm256_shuffle_ps(_mm256_castsi256_ps(u01), _mm256_castsi256_ps(u23), 0xDD);
    __m256 a2 = _mm256_shuffle_ps(_mm256_castsi256_ps(u45), _mm256_castsi256_ps(u67), 0x88);
    __m256 b2 = _mm256_shuffle_ps(_mm256_castsi256_ps(u45), _mm256_castsi256_ps(u67), 0xDD);
    __m256i ps = _mm256_castps_si256(_mm256_permute2f128_ps(a, a2, 0x20));
    __m256i lo_flags = _mm256_castps_si256(_mm256_permute2f128_ps(a, a2, 0x31));
    __m256i qs = _mm256_castps_si256(_mm256_permute2f128_ps(b, b2, 0x20));
    __m256i hi_flags = _mm256_castps_si256(_mm256_permute2f128_ps(b, b2, 0x31));
    /* The host starts after the scheme, ':' and "//" (no credentials:
     * section 4.5, URL serializer), by scheme_type (the second flag byte;
     * the high bit set in the others, which vpshufb makes zero), and ends
     * where the path starts (no port). Loaded and transposed as the other
     * fields, the host's start and end took 12 operations. */
    __m256i hs = _mm256_shuffle_epi8(
        _mm256_load_si256((const __m256i *)(const void *)host_starts),
        _mm256_or_si256(_mm256_srli_epi32(lo_flags, 8), _mm256_set1_epi32((int)0x80808000u)));
    /* The hrefs' lengths (in row order, then in WIDE_ORDER) and their
     * positions in the block (in WIDE_ORDER). */
    __m256i o0 = _mm256_loadu_si256((const __m256i *)(const void *)(o + j));
    __m256i sl = _mm256_loadu_si256((const __m256i *)(const void *)(slash + j));
    __m256i len = _mm256_add_epi32(
        _mm256_sub_epi32(_mm256_loadu_si256((const __m256i *)(const void *)(o + j + 1)), o0), sl);
    /* The usual shape (put_usual_rows), and long hrefs. */
    __m256i bad = _mm256_or_si256(_mm256_and_si256(hi_flags, stop_hi), _mm256_and_si256(lo_flags, stop_lo));
    __m256i ok = _mm256_andnot_si256(_mm256_cmpeq_epi32(_mm256_and_si256(lo_flags, scheme), z),
                                     _mm256_cmpeq_epi32(bad, z));
    ok = _mm256_and_si256(ok, _mm256_cmpgt_epi32(len, _mm256_set1_epi32(VIEW_INLINE)));
    if (_mm256_movemask_ps(_mm256_castsi256_ps(ok)) != 0xFF) break;
    /* The hrefs lie as the values do (scan_chunk), each moved by the
     * slashes before it: a position is its value's offset plus those
     * (slashes_before, by the rows that have one), which the loop's
     * position (a scalar) only moves. Summed from the lengths, the
     * positions waited on a chain of sums that ended in the loop's
     * position, and every load of a value's bytes waited on them. */
    unsigned with = (unsigned)_mm256_movemask_ps(_mm256_castsi256_ps(_mm256_slli_epi32(sl, 31)));
    __m256i here = _mm256_add_epi32(
        _mm256_add_epi32(_mm256_permutevar8x32_epi32(o0, order),
                         _mm256_load_si256((const __m256i *)(const void *)slashes_before[with])),
        _mm256_set1_epi32((int)(pos - (uint32_t)o[j])));
    pos += (uint32_t)(o[j + WIDE] - o[j]) + slashes_in[with];
    len = _mm256_permutevar8x32_epi32(len, order);
    /* The host types: each row's first flag byte (the even rows' in the
     * low half, the odd rows' in the high). */
    __m256i types8 = _mm256_shuffle_epi8(
        lo_flags, _mm256_setr_epi8(0, 4, 8, 12, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 0, 4, 8, 12, -1, -1,
                                   -1, -1, -1, -1, -1, -1, -1, -1, -1, -1));
    _mm_storel_epi64((__m128i *)(void *)(types + j),
                     _mm_unpacklo_epi8(_mm256_castsi256_si128(types8), _mm256_extracti128_si256(types8, 1)));
    /* The href (long: length, its first four bytes, buffer 0, offset),
     * the first four bytes by the rows' scheme types, and the protocol by
     * them too (scheme_pairs). */
    __m256i lo = _mm256_unpacklo_epi32(len, here), hi = _mm256_unpackhi_epi32(len, here);
    __m256i t[4] = {_mm256_shuffle_epi8(lo, even), _mm256_shuffle_epi8(lo, odd), _mm256_shuffle_epi8(hi, even),
                    _mm256_shuffle_epi8(hi, odd)};
#pragma GCC unroll 4
    for (int r = 0; r < 4; r++) {
      const uint8_t(*pair)[2 * VIEW_SIZE] = scheme_pairs[c[2 * r].scheme_type][c[2 * r + 1].scheme_type];
      _mm256_storeu_si256((__m256i *)(void *)(v + 2 * r * VIEW_SIZE),
                          _mm256_or_si256(t[r], _mm256_load_si256((const __m256i *)(const void *)pair[1])));
      _mm256_storeu_si256((__m256i *)(void *)(v + WURL_ATTR_PROTOCOL * s + 2 * r * VIEW_SIZE),
                          _mm256_load_si256((const __m256i *)(const void *)pair[0]));
    }
    /* The host, which is the hostname (no port); the path, up to the
     * query (its start is WURL_OMITTED, above every length, when there is
     * none) or the href's end; the query as the search getter gives it
     * (section 6.1: empty when it is ""), when a row has one. */
    put_wide_values(v + WURL_ATTR_HOST * s, v + WURL_ATTR_HOSTNAME * s, hrefs, here, hs, _mm256_sub_epi32(ps, hs));
    __m256i pe = _mm256_min_epu32(qs, len);
    put_wide_values(v + WURL_ATTR_PATHNAME * s, NULL, hrefs, here, ps, _mm256_sub_epi32(pe, ps));
    if (!_mm256_testz_si256(hi_flags, query)) {
      __m256i n = _mm256_sub_epi32(len, pe);
      n = _mm256_and_si256(n, _mm256_cmpgt_epi32(n, _mm256_set1_epi32(1)));
      put_wide_values(v + WURL_ATTR_SEARCH * s, NULL, hrefs, here, pe, n);
      mark_dirty(w, WURL_ATTR_SEARCH, i + j);
      mark_dirty(w, WURL_ATTR_SEARCH, i + j + WIDE - 1);
    }
  }
  *at = pos;
  return j;
}
#endif
#endif

#ifdef WURL_WORKCOUNT
/* The counting build only: whether put_wide_rows may run (where the
 * processor has AVX2), for test_arrow.c. */
void wurl_debug_arrow_wide(int on) {
#ifdef WIDE_ROWS
  wide_on = on && wide_ok;
#else
  (void)on;
#endif
}
#endif

/* Writes the views of rows i, i + 1, ... of the m rows scan_chunk took
 * (values o[0, m]), whose hrefs start at the block's h->len. */
static inline __attribute__((always_inline)) void put_chunk(struct hot *h, size_t i, const int32_t *o, size_t m,
                                                             const wurl_components *rows, const int *slash,
                                                             int windowed) {
  size_t pos = h->len, j = 0;
  while (j < m) {
#ifdef USUAL_ROWS
    const uint64_t stop = USUAL_STOP;
    size_t left = m - j;
#ifdef WIDE_ROWS
    /* Eight rows at a time; the eight it declines one at a time, and then
     * eight at a time again. */
    if (!windowed && wide_on) {
      j += put_wide_rows(&h->w, i + j, h->hrefs, &pos, o + j, m - j, rows + j, slash + j, stop);
      if (j == m) break;
      left = m - j < WIDE ? m - j : WIDE;
    }
#endif
    size_t took = (windowed ? put_usual_rows_1 : put_usual_rows_0)(&h->w, i + j, h->hrefs, &pos, o + j, left,
                                                                    rows + j, slash + j, stop, &h->far);
    j += took;
    if (took == left) continue;
#endif
    uint32_t n = (uint32_t)(o[j + 1] - o[j]) + (uint32_t)slash[j];
    put_row(&h->w, i + j, h->hrefs + pos, n, pos, &rows[j], windowed, &h->far);
    pos += n;
    j++;
  }
  h->len = pos;
}

/* Puts row i (the len bytes at in) in the list for Go, and parses the list
 * when it is full. */
static inline wurl_status go_row(struct fused *f, struct hot *h, size_t i, const char *in, size_t len) {
  wurl_status st = WURL_OK;
  f->in[f->waiting] = in, f->len[f->waiting] = len, f->row[f->waiting] = i;
  if (++f->waiting == GO_RUN) {
    hot_store(h, f);
    st = fused_run(f);
    hot_load(h, f);
  }
  return st;
}

/* Parses row i, the len bytes at in: fast_row after making room, or go_row. */
static inline __attribute__((always_inline)) wurl_status fused_row(struct fused *f, struct hot *h, size_t i,
                                                                   const char *in, size_t len, int rewrite,
                                                                   int windowed) {
  if (len <= MAX_LEN) {
    size_t need = len + 1 + WURL_HREFS_PAD;
    if (h->cap - h->len < need) {
      hot_store(h, f);
      int ok = wurl__batch_reserve(&f->blk, need);
      hot_load(h, f);
      if (!ok) return WURL_ERR_NO_MEMORY;
    }
    if (fast_row(h, i, in, len, rewrite, windowed, 0)) return WURL_OK;
  }
  return go_row(f, h, i, in, len);
}

/* Whether an href of an input of len bytes may end past the first window:
 * before, a value's view is the same whether the block is addressed as
 * windows or not, and always fits. */
static inline int beyond_window0(const struct hot *h, size_t len) {
  return (h->len + len + 1) >> WURL_ARROW_WINDOW_SHIFT != 0;
}

/* Parses rows *at... of col into the export (f->w), up to the end, an error,
 * or (when not windowed) the first row whose href may pass the first window;
 * *at receives where it stopped. plain: the column is plain_utf8; rewrite
 * and windowed as for fused_row. Each combination of the three is a
 * function of its own (FUSED_LOOP), which keeps the loop's state in
 * registers. */
static inline __attribute__((always_inline)) wurl_status fused_loop(struct fused *f, const struct column *col,
                                                                    size_t *at, int plain, int rewrite,
                                                                    int windowed) {
  size_t n = (size_t)col->n, i = *at;
  wurl_status st = WURL_OK;
  const int32_t *o = plain ? (const int32_t *)col->bufs[1] + col->off : NULL;
  const char *data = plain ? col->bufs[2] : NULL;
  struct hot h;
  hot_load(&h, f);
  /* A plain column's rows left need at most their bytes, a "/" each and the
   * pad: with that much room, and (unless windowed) every href left ending
   * in the first window, no row checks either (13 instructions a row). Go's
   * hrefs may be longer than their inputs: after a call into Go, the room
   * is made again. Otherwise the rows go one at a time, below. */
  while (plain && i < n) {
    size_t left = (size_t)(uint32_t)(o[n] - o[i]) + (n - i) + WURL_HREFS_PAD;
    if (h.cap - h.len < left) {
      hot_store(&h, f);
      int ok = wurl__batch_reserve(&f->blk, left);
      hot_load(&h, f);
      if (!ok) {
        st = WURL_ERR_NO_MEMORY;
        break;
      }
    }
    if (!windowed && (h.len + left) >> WURL_ARROW_WINDOW_SHIFT != 0) break;
    while (i < n) {
      wurl_components rows[CHUNK];
      int slash[CHUNK];
      size_t m = n - i < CHUNK ? n - i : CHUNK, bytes;
      size_t took = scan_chunk(o + i, m, data, rows, slash, h.hrefs + h.len, &bytes);
      put_chunk(&h, i, o + i, took, rows, slash, windowed);
      i += took;
      if (took == m) continue;
      /* Row i, which the scan declined: its rewrite, or Go. */
      const char *p = data + o[i];
      size_t len = (size_t)(uint32_t)(o[i + 1] - o[i]); /* offsets_ok: no more than INT32_MAX */
      if (fast_row(&h, i, p, len, rewrite, windowed, 1)) {
        i++;
        continue;
      }
      size_t ran = f->waiting == GO_RUN - 1;
      if ((st = go_row(f, &h, i, p, len)) != WURL_OK || ran) {
        i++;
        break;
      }
      i++;
    }
    if (st != WURL_OK) break;
  }
  for (; i < n && st == WURL_OK; i++) {
    const char *p;
    size_t len;
    if (plain) {
      p = data + o[i];
      len = (size_t)(uint32_t)(o[i + 1] - o[i]);
    } else if (!column_value(col, col->off + (int64_t)i, &p, &len)) {
      f->nulls++;
      put_null(&h.w, i);
      continue;
    }
    if (!windowed && beyond_window0(&h, len)) break;
    if ((st = fused_row(f, &h, i, p, len, rewrite, windowed)) != WURL_OK) break;
  }
  hot_store(&h, f);
  *at = i;
  return st;
}

typedef wurl_status (*fused_loop_fn)(struct fused *f, const struct column *col, size_t *at);
#define FUSED_LOOP(plain, rewrite, windowed)                                                             \
  static __attribute__((noinline)) wurl_status fused_loop_##plain##rewrite##windowed(                 \
      struct fused *f, const struct column *col, size_t *at) {                                          \
    return fused_loop(f, col, at, plain, rewrite, windowed);                                            \
  }
FUSED_LOOP(0, 0, 0)
FUSED_LOOP(0, 0, 1)
FUSED_LOOP(0, 1, 0)
FUSED_LOOP(0, 1, 1)
FUSED_LOOP(1, 0, 0)
FUSED_LOOP(1, 0, 1)
FUSED_LOOP(1, 1, 0)
FUSED_LOOP(1, 1, 1)
#undef FUSED_LOOP
static const fused_loop_fn fused_loops[2][2][2] = {
    {{fused_loop_000, fused_loop_001}, {fused_loop_010, fused_loop_011}},
    {{fused_loop_100, fused_loop_101}, {fused_loop_110, fused_loop_111}}};

/* Parses the rows of col into the export (f->w); rewrite as for fused_row:
 * the rows whose hrefs end in the first window, then the others. */
static wurl_status fused_rows(struct fused *f, const struct column *col, int rewrite) {
  const fused_loop_fn *loop = fused_loops[plain_utf8(col)][rewrite != 0];
  size_t i = 0;
  wurl_status st = loop[0](f, col, &i);
  if (st == WURL_OK && i < (size_t)col->n) st = loop[1](f, col, &i);
  if (st == WURL_OK && f->waiting > 0) st = fused_run(f);
  return st;
}

wurl_status wurl_parse_arrow_to_arrow(const struct ArrowSchema *schema, const struct ArrowArray *array,
                                      const char *base, size_t base_len, struct ArrowSchema *out_schema,
                                      struct ArrowArray *out_array) {
  return wurl_parse_arrow_to_arrow_edition(schema, array, base, base_len, WURL_EDITION_2025, out_schema,
                                           out_array);
}

wurl_status wurl_parse_arrow_to_arrow_edition(const struct ArrowSchema *schema, const struct ArrowArray *array,
                                              const char *base, size_t base_len, wurl_edition edition,
                                              struct ArrowSchema *out_schema, struct ArrowArray *out_array) {
  if (out_schema != NULL) out_schema->release = NULL;
  if (out_array != NULL) out_array->release = NULL;
  if (out_schema == NULL || out_array == NULL) return WURL_ERR_INVALID_ARGUMENT;
  struct column col;
  wurl_status st = parse_args(schema, array, base, base_len, edition, &col);
  if (st != WURL_OK) return st;
  if (base == NULL) base_len = 0;
  if (!wurl__engine_ready()) return WURL_ERR_FORKED;
  if ((st = wurl__check_base(base, base_len, (int)edition)) != WURL_OK) return st;
  size_t n = (size_t)col.n;
  struct fused *f = malloc(sizeof *f);
  if (f == NULL) return WURL_ERR_NO_MEMORY;
  memset(f, 0, sizeof *f);
  struct arrow_export *e = export_new(n, &f->w);
  if (e == NULL) {
    free(f);
    return WURL_ERR_NO_MEMORY;
  }
  f->base = base, f->base_len = base_len, f->edition = (int)edition;
  /* The block the last such export kept; most hrefs are as long as their
   * input: room for all of them at once. */
  f->blk.hrefs = e->hrefs, f->blk.hrefs_cap = e->hrefs_cap;
  e->hrefs = NULL, e->hrefs_cap = 0;
  uint64_t guess = col.bytes + n + WURL_HREFS_PAD + 64;
  if (guess > SIZE_MAX / 2 || !wurl__batch_reserve(&f->blk, (size_t)guess)) st = WURL_ERR_NO_MEMORY;
  if (st == WURL_OK) st = fused_rows(f, &col, base == NULL && edition == WURL_EDITION_2025);
  size_t hrefs_len = f->blk.hrefs_len;
  e->hrefs = f->blk.hrefs, e->hrefs_cap = f->blk.hrefs_cap;
  int64_t nwin = windows_of(hrefs_len);
  if (st == WURL_OK && nwin > 1 && f->far) st = WURL_ERR_TOO_LONG;
  int64_t nulls = f->nulls;
  struct rows w = f->w;
  free(f);
  /* The values were addressed as windows; one window addresses them from
   * its start. */
  if (st == WURL_OK && nwin == 1 && hrefs_len > ((size_t)1 << WURL_ARROW_WINDOW_SHIFT))
    for (int k = 0; k < N_STRINGS; k++)
      one_window(w.views + (size_t)k * w.stride, n);
  if (st == WURL_OK) st = export_publish(e, n, nulls, e->hrefs, hrefs_len, &w, out_schema, out_array);
  if (st != WURL_OK) export_free(e);
  return st;
}

/* ---- one component as one text ---- */

/* A hash of the len bytes at p, read a word at a time: the last word may
 * run up to 7 bytes past them, into their href, its NUL or the block's
 * WURL_HREFS_PAD bytes; the mask drops those. */
static inline uint64_t value_hash(const char *p, uint32_t len) {
  const uint64_t k = 0x9E3779B97F4A7C15u;
  uint64_t h = len * k, w;
  for (; len >= 8; len -= 8, p += 8) {
    memcpy(&w, p, 8);
    h = (h ^ w) * k;
    h ^= h >> 29;
  }
  if (len > 0) {
    memcpy(&w, p, 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    w >>= 64 - 8 * len;
#else
    w &= ~(uint64_t)0 >> (64 - 8 * len);
#endif
    h = (h ^ w) * k;
  }
  h ^= h >> 32;
  return h * k;
}

/* Whether the len bytes at a and b are equal. Both lie in the href block:
 * short values are compared a word at a time, which may read up to 7 bytes
 * past them (see value_hash); a libc call costs more than they do. */
static inline int same_bytes(const char *a, const char *b, uint32_t len) {
  if (len == 0) return 1; /* most usernames, passwords, ports, queries, fragments */
  if (len > 8) return memcmp(a, b, len) == 0;
  uint64_t x, y;
  memcpy(&x, a, 8);
  memcpy(&y, b, 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
  return ((x ^ y) >> (64 - 8 * len)) == 0;
#else
  return ((x ^ y) & (~(uint64_t)0 >> (64 - 8 * len))) == 0;
#endif
}

/* A dictionary being built for one attribute: its distinct values, in
 * order of first appearance, and an open-addressing table of their indices
 * + 1 (0: an empty slot), grown when half full. */
struct distinct {
  const char *p;
  uint32_t len;
  uint64_t hash;
};

struct dict {
  struct distinct *d;
  size_t m, dcap;
  int32_t *table;
  size_t tcap;
  size_t bytes;       /* the total length of the distinct values */
  const char *last;   /* the previous row's value and code */
  uint32_t last_len;
  int32_t last_code;
};

static int dict_init(struct dict *x) {
  memset(x, 0, sizeof *x);
  x->dcap = 64, x->tcap = 128;
  x->d = malloc(x->dcap * sizeof *x->d);
  x->table = calloc(x->tcap, sizeof *x->table);
  x->last_code = -1;
  return x->d != NULL && x->table != NULL;
}

static void dict_free(struct dict *x) {
  free(x->d);
  free(x->table);
  x->d = NULL, x->table = NULL;
}

/* Puts every distinct value into a table twice as large. */
static int dict_grow(struct dict *x) {
  size_t cap = x->tcap * 2;
  int32_t *t = calloc(cap, sizeof *t);
  if (t == NULL) return 0;
  for (size_t j = 0; j < x->m; j++) {
    size_t slot = (size_t)x->d[j].hash & (cap - 1);
    while (t[slot] != 0) slot = (slot + 1) & (cap - 1);
    t[slot] = (int32_t)(j + 1);
  }
  free(x->table);
  x->table = t, x->tcap = cap;
  return 1;
}

/* The code of the len bytes at p in x, added when new; -2 when out of
 * memory. Out of line: most rows repeat the previous row's value, which
 * code_rows finds without it. */
static __attribute__((noinline)) int32_t dict_probe(struct dict *x, const char *p, uint32_t len) {
  uint64_t h = value_hash(p, len);
  size_t slot = (size_t)h & (x->tcap - 1);
  for (;;) {
    int32_t at = x->table[slot];
    if (at == 0) { /* a new value */
      if (x->m == x->dcap) {
        struct distinct *d = realloc(x->d, 2 * x->dcap * sizeof *d);
        if (d == NULL) return -2;
        x->d = d, x->dcap *= 2;
      }
      x->d[x->m].p = p, x->d[x->m].len = len, x->d[x->m].hash = h;
      x->table[slot] = (int32_t)++x->m;
      x->bytes += len;
      if (2 * x->m > x->tcap && !dict_grow(x)) return -2;
      return (int32_t)(x->m - 1);
    }
    const struct distinct *v = &x->d[at - 1];
    if (v->hash == h && v->len == len && same_bytes(v->p, p, len)) return at - 1;
    slot = (slot + 1) & (x->tcap - 1);
  }
}

/* Rows at a time that wurl_batch_columns reads column by column: their
 * results (88 bytes each) stay in the cache from one column to the next. */
#define COLUMN_ROWS 512

/* The value of attribute k of result r, at *p (len bytes). k is a constant
 * wherever this is inlined, and the range folds to its case. */
static inline __attribute__((always_inline)) uint32_t value_of(const wurl_batch_result *r, wurl_attribute k,
                                                               const char **p) {
  wurl_range g = wurl_attribute_range(&r->components, (uint32_t)r->href.len, k);
  *p = r->href.data + g.start;
  return g.end - g.start;
}

/* The codes of attribute k in x for results [from, to) (-1 for a failed
 * one); 0 when out of memory. Most rows repeat the previous row's value
 * (sorted data, empty components): that costs a comparison, not a hash and
 * a probe; the previous value is kept in locals for the loop. */
static inline __attribute__((always_inline)) int code_rows(struct dict *x, int32_t *code, const wurl_batch_result *r,
                                                           size_t from, size_t to, wurl_attribute k) {
  const char *last = x->last;
  uint32_t last_len = x->last_len;
  int32_t last_code = x->last_code;
  for (size_t i = from; i < to; i++) {
    if (r[i].status != WURL_OK) {
      code[i] = -1;
      continue;
    }
    const char *p;
    uint32_t len = value_of(&r[i], k, &p);
    int32_t c = last_code;
    if (c < 0 || len != last_len || !same_bytes(p, last, len)) {
      if ((c = dict_probe(x, p, len)) < 0) return 0;
      last_code = c;
    }
    last = p, last_len = len;
    code[i] = c;
  }
  x->last = last, x->last_len = last_len, x->last_code = last_code;
  return 1;
}

/* Appends the values of attribute k of results [from, to) at w, each then
 * sep (a failed result: sep alone); returns the end. Values are copied 16
 * bytes at a time: up to 15 bytes past a value are read (its href, the
 * block's WURL_HREFS_PAD bytes) and written (the next values overwrite
 * them; the text has 16 bytes of room past its end). */
static inline __attribute__((always_inline)) char *text_rows(char *w, unsigned char sep, const wurl_batch_result *r,
                                                             size_t from, size_t to, wurl_attribute k) {
  for (size_t i = from; i < to; i++) {
    if (r[i].status == WURL_OK) {
      const char *p;
      uint32_t len = value_of(&r[i], k, &p);
      for (uint32_t j = 0; j < len; j += 16) memcpy(w + j, p + j, 16);
      w += len;
    }
    *w++ = (char)sep;
  }
  return w;
}

/* Attribute k of results [from, to): their codes in x and code when code is
 * not NULL, else their values appended at *w; 0 when out of memory. One
 * loop per attribute, each with its range folded. */
static int column_rows(struct dict *x, int32_t *code, char **w, unsigned char sep, const wurl_batch_result *r,
                       size_t from, size_t to, int k) {
  switch (k) {
#define COLUMN_CASE(K)                                                      \
  case K:                                                                   \
    if (code != NULL) return code_rows(x, code, r, from, to, (wurl_attribute)K); \
    *w = text_rows(*w, sep, r, from, to, (wurl_attribute)K);               \
    return 1;
    COLUMN_CASE(0)
    COLUMN_CASE(1)
    COLUMN_CASE(2)
    COLUMN_CASE(3)
    COLUMN_CASE(4)
    COLUMN_CASE(5)
    COLUMN_CASE(6)
    COLUMN_CASE(7)
    COLUMN_CASE(8)
    COLUMN_CASE(9)
#undef COLUMN_CASE
  }
  return 1;
}

/* Room for size bytes in the block of texts of batch store s, of which the
 * first used are kept; 0 when out of memory. It grows by an eighth more
 * than asked: the next batch, a little larger, finds room. */
static int text_reserve(struct wurl_batch_store *s, size_t size, size_t used) {
  if (s->text_cap >= size) return 1;
  if (size > SIZE_MAX - size / 8) return 0;
  size += size / 8;
  WURL_COUNT(WURL_WORK_TEXTS);
  char *p = wurl__big_realloc(s->text, s->text_cap, used, size);
  if (p == NULL) return 0;
  s->text = p, s->text_cap = size;
  return 1;
}

wurl_status wurl_batch_columns(const wurl_batch *b, unsigned char sep, uint32_t which,
                               wurl_string out[WURL_ATTRIBUTE_COUNT],
                               int32_t *const codes[WURL_ATTRIBUTE_COUNT]) {
  if (out != NULL)
    for (int k = 0; k < N_STRINGS; k++) out[k].data = NULL, out[k].len = 0;
  if (!batch_ok(b)) return WURL_ERR_INVALID_HANDLE;
  if (out == NULL) return WURL_ERR_INVALID_ARGUMENT;
  int in_batch = (which & WURL_COLUMNS_IN_BATCH) != 0;
  which &= ~WURL_COLUMNS_IN_BATCH;
  if (which >> N_STRINGS) return WURL_ERR_INVALID_ARGUMENT;
  if (which == 0) which = (1u << N_STRINGS) - 1;
  size_t n = b->n;
  int32_t *code[N_STRINGS] = {0};
  int k_on[N_STRINGS], non = 0; /* the selected attributes */
  for (int k = 0; k < N_STRINGS; k++) {
    if (!((which >> k) & 1)) continue;
    k_on[non++] = k;
    if (codes != NULL && codes[k] != NULL) {
      if (n > INT32_MAX) return WURL_ERR_TOO_LONG;
      code[k] = codes[k];
    }
  }

  /* A plain text holds each value and a separator: at most the href
   * block's length (each value lies in its href) plus n, and text_rows'
   * 16 bytes. In the batch, the plain texts are at multiples of that
   * bound in its block of texts, the dictionaries' after them. */
  wurl_status st = WURL_ERR_NO_MEMORY;
  char *text[N_STRINGS] = {0}, *w[N_STRINGS] = {0};
  struct dict dicts[N_STRINGS];
  memset(dicts, 0, sizeof dicts);
  size_t bound = b->hrefs_len + n + 1 + 16, used = 0, nplain = 0;
  struct wurl_batch_store *store = b->store;
  for (int j = 0; j < non; j++) nplain += code[k_on[j]] == NULL;
  if (in_batch && nplain && (bound > SIZE_MAX / nplain || !text_reserve(store, nplain * bound, 0))) goto fail;
  for (int j = 0; j < non; j++) {
    int k = k_on[j];
    if (code[k] != NULL) {
      if (!dict_init(&dicts[k])) goto fail;
    } else if (in_batch) {
      text[k] = w[k] = store->text + used;
      used += bound;
    } else if ((text[k] = w[k] = malloc(bound)) == NULL) {
      goto fail;
    }
  }

  /* The results a stretch at a time, column by column in each. */
  const wurl_batch_result *r = b->results;
  for (size_t from = 0; from < n; from += COLUMN_ROWS) {
    size_t to = n - from < COLUMN_ROWS ? n : from + COLUMN_ROWS;
    for (int j = 0; j < non; j++) {
      int k = k_on[j];
      if (!column_rows(&dicts[k], code[k], &w[k], sep, r, from, to, k)) goto fail;
    }
  }

  /* The texts of the dictionaries: their distinct values. In the batch,
   * after the plain texts, in a block made large enough for all of them
   * at once (the plain texts move with it when it moves). */
  if (in_batch) {
    size_t more = 0;
    for (int k = 0; k < N_STRINGS; k++)
      if (code[k] != NULL) more += dicts[k].bytes + dicts[k].m + 1;
    char *old = store->text;
    if (!text_reserve(store, used + more, used)) goto fail;
    for (int k = 0; k < N_STRINGS; k++)
      if (text[k] != NULL) w[k] = store->text + (w[k] - old), text[k] = store->text + (text[k] - old);
  }
  for (int k = 0; k < N_STRINGS; k++) {
    if (code[k] == NULL) continue; /* plain, or not selected */
    struct dict *x = &dicts[k];
    if (in_batch) {
      text[k] = w[k] = store->text + used;
      used += x->bytes + x->m + 1;
    } else if ((text[k] = w[k] = malloc(x->bytes + x->m + 1)) == NULL) {
      goto fail;
    }
    for (size_t j = 0; j < x->m; j++) {
      memcpy(w[k], x->d[j].p, x->d[j].len);
      w[k] += x->d[j].len;
      *w[k]++ = (char)sep;
    }
  }
  for (int j = 0; j < non; j++) {
    int k = k_on[j];
    *w[k] = '\0';
    out[k].data = text[k];
    out[k].len = (size_t)(w[k] - text[k]);
  }
  st = WURL_OK;
fail:
  for (int k = 0; k < N_STRINGS; k++) dict_free(&dicts[k]);
  if (st != WURL_OK && !in_batch)
    for (int k = 0; k < N_STRINGS; k++) free(text[k]);
  return st;
}
