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

/* The ranges of the ten getters' values (the header's wurl_attribute_range)
 * of a URL with components c in its href of len bytes, child k's at g[k].
 * Unrolled, each call has a constant attribute and folds to its case. */
static inline void attribute_ranges(const wurl_components *c, uint32_t len, wurl_range g[N_STRINGS]) {
#pragma GCC unroll 10
  for (int k = 0; k < N_STRINGS; k++) g[k] = wurl_attribute_range(c, len, (wurl_attribute)k);
}

static int batch_ok(const wurl_batch *b) { return b != NULL && b->magic == WURL_MAGIC_BATCH; }

static void free_batch(struct wurl_batch *b) { wurl__free_batch(b); }

/* ---- the exported arrays ---- */

struct arrow_export {
  int refs;    /* arrays not yet released: the struct and each child */
  size_t size; /* of the whole allocation */
  struct wurl_batch *batch;
  const void *struct_buffers[1];
  const void *host_type_buffers[2];
  struct ArrowArray *child_ptrs[N_CHILDREN];
  struct ArrowArray children[N_CHILDREN];
  /* Then, in the same allocation, each at a multiple of 64 bytes: the
   * buffers arrays of the string children (N_STRINGS runs of 3 + windows
   * pointers), the window sizes (int64), the validity bitmap, the views
   * (N_STRINGS runs of n), the host types (int8). */
};

/* The memory of the last export released, kept for the next one, as
 * batch.c keeps a batch's: the views of a large export (160 bytes a row)
 * come from mmap when the allocator's threshold is below them and go back
 * to the system when freed, and each export then faults its pages in anew
 * (arrow_bench on 48,000 rows: about 650 page faults an export without the
 * spare, a tenth of that with it). A new export takes it when
 * wurl__spare_fits. */
static struct arrow_export *spare;

/* An export's memory of at least size bytes, aligned to 64: the spare, or
 * a new allocation. */
static struct arrow_export *export_alloc(size_t size) {
  struct arrow_export *e = __atomic_exchange_n(&spare, NULL, __ATOMIC_ACQ_REL);
  if (e != NULL && !wurl__spare_fits(e->size, size)) {
    free(e);
    e = NULL;
  }
  if (e == NULL) {
    void *mem = NULL;
    if (posix_memalign(&mem, 64, size) != 0) return NULL;
    e = mem;
    e->size = size;
  }
  size = e->size;
  memset(e, 0, sizeof *e);
  e->size = size;
  return e;
}

/* Keeps e's memory as the spare, freeing the spare it replaces. */
static void export_free(struct arrow_export *e) { free(__atomic_exchange_n(&spare, e, __ATOMIC_ACQ_REL)); }

static void unref(struct arrow_export *e) {
  if (__atomic_sub_fetch(&e->refs, 1, __ATOMIC_ACQ_REL) != 0) return;
  free_batch(e->batch);
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

/* Writes the view of the len bytes at p, which lie at pos in the href block
 * of the export's windows (sizes win, nwin of them). Returns 0 when no
 * window can address them. A short value is read as the 16 bytes at p
 * (12 without SSE2), which may pass the block's end by up to 16 bytes: the
 * block's WURL_HREFS_PAD zero bytes are there. */
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

static inline int put_view(uint8_t *v, const char *p, uint32_t len, size_t pos,
                           const int64_t *win, int64_t nwin) {
  if (len == 0) { /* most usernames, passwords, ports, queries, fragments */
    memset(v, 0, VIEW_SIZE);
    return 1;
  }
  if (len <= VIEW_INLINE) { /* length, then the bytes, zero-padded */
#if defined(__SSE2__)
    __m128i x = _mm_slli_si128(_mm_loadu_si128((const __m128i *)(const void *)p), 4);
    x = _mm_and_si128(x, _mm_load_si128((const __m128i *)(const void *)inline_mask[len]));
    _mm_storeu_si128((__m128i *)(void *)v, _mm_or_si128(x, _mm_cvtsi32_si128((int)len)));
#elif defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
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
    return 1;
  }
  size_t k = 0, off = pos;
  if (nwin != 1) {
    k = pos >> WURL_ARROW_WINDOW_SHIFT;
    off = pos - (k << WURL_ARROW_WINDOW_SHIFT);
    if (len > INT32_MAX || off + len > (size_t)win[k]) return 0;
  }
  /* length, prefix (the first 4 bytes), buffer index, offset */
  int32_t n32 = (int32_t)len, k32 = (int32_t)k, off32 = (int32_t)off;
  memcpy(v, &n32, 4);
  memcpy(v + 4, p, 4);
  memcpy(v + 8, &k32, 4);
  memcpy(v + 12, &off32, 4);
  return 1;
}

/* Writes the rows of batch b: the views of each value (column k's at
 * views + k * n * VIEW_SIZE), its host type, its validity bit (valid is
 * zeroed); *nulls receives the rows that are null. Returns 0 when a value
 * lies beyond every window. one_window (a constant at each call) says the
 * block is one window (or none) at most, which drops the window arithmetic. */
static inline __attribute__((always_inline)) int put_rows(const struct wurl_batch *b, uint8_t *views, uint8_t *valid,
                                                          int8_t *types, const int64_t *win, int64_t nwin,
                                                          int one_window, int64_t *nulls) {
  size_t n = b->n, stride = n * VIEW_SIZE;
  const wurl_batch_result *r = b->results;
  int ok = 1;
  for (size_t i = 0; i < n; i++) {
    uint8_t *v = views + i * VIEW_SIZE;
    if (r[i].status != WURL_OK) {
      ++*nulls;
      types[i] = 0;
      for (int k = 0; k < N_STRINGS; k++) memset(v + (size_t)k * stride, 0, VIEW_SIZE);
      continue;
    }
    valid[i / 8] |= (uint8_t)(1u << (i % 8));
    types[i] = (int8_t)r[i].components.host_type;
    const char *href = r[i].href.data;
    size_t at = (size_t)(href - b->hrefs);
    wurl_range g[N_STRINGS];
    attribute_ranges(&r[i].components, (uint32_t)r[i].href.len, g);
#pragma GCC unroll 10
    for (int k = 0; k < N_STRINGS; k++)
      ok &= put_view(v + (size_t)k * stride, href + g[k].start, g[k].end - g[k].start, at + g[k].start, win,
                     one_window ? 1 : nwin);
  }
  return ok;
}

static void init_schema(struct ArrowSchema *s, const char *format, const char *name) {
  memset(s, 0, sizeof *s);
  s->format = format;
  s->name = name;
  s->flags = ARROW_FLAG_NULLABLE;
}

wurl_status wurl_batch_to_arrow(wurl_batch *b, struct ArrowSchema *schema,
                                struct ArrowArray *array) {
  if (schema != NULL) schema->release = NULL;
  if (array != NULL) array->release = NULL;
  if (!batch_ok(b) || b->exported) return WURL_ERR_INVALID_HANDLE;
  if (schema == NULL || array == NULL) return WURL_ERR_INVALID_ARGUMENT;

  size_t n = b->n;
  int64_t nwin = 0;
  if (b->hrefs_len > WURL_ARROW_WINDOW_MAX)
    nwin = (int64_t)(((b->hrefs_len - 1) >> WURL_ARROW_WINDOW_SHIFT) + 1);
  else if (b->hrefs_len > 0)
    nwin = 1;
  size_t n_string_buffers = 3 + (size_t)nwin;
  if (n > (SIZE_MAX / 2) / (N_STRINGS * VIEW_SIZE + 2)) return WURL_ERR_NO_MEMORY;
  size_t off_bufs = round64(sizeof(struct arrow_export));
  size_t off_win = off_bufs + round64(N_STRINGS * n_string_buffers * sizeof(void *));
  size_t off_valid = off_win + round64((size_t)(nwin + 1) * sizeof(int64_t));
  size_t off_views = off_valid + round64((n + 7) / 8);
  size_t off_types = off_views + round64(N_STRINGS * VIEW_SIZE * n);
  size_t total = off_types + round64(n);
  struct arrow_export *e = export_alloc(total);
  if (e == NULL) return WURL_ERR_NO_MEMORY;
  struct schema_block *sb = malloc(sizeof *sb);
  if (sb == NULL) {
    export_free(e);
    return WURL_ERR_NO_MEMORY;
  }
  uint8_t *base = (uint8_t *)e;
  const void **bufs = (const void **)(base + off_bufs);
  int64_t *win = (int64_t *)(base + off_win);
  uint8_t *valid = base + off_valid;
  uint8_t *views = base + off_views;
  int8_t *types = (int8_t *)(base + off_types);

  for (int64_t k = 0; k < nwin; k++) {
    size_t start = (size_t)k << WURL_ARROW_WINDOW_SHIFT, left = b->hrefs_len - start;
    win[k] = (int64_t)(left < WURL_ARROW_WINDOW_MAX ? left : WURL_ARROW_WINDOW_MAX);
  }
  win[nwin] = 0; /* never read: keeps the sizes buffer non-NULL when nwin is 0 */
  memset(valid, 0, (n + 7) / 8);

  /* The rows: the views of each value, its host type, its validity bit. */
  int64_t nulls = 0;
  int ok = nwin <= 1 ? put_rows(b, views, valid, types, win, nwin, 1, &nulls)
                     : put_rows(b, views, valid, types, win, nwin, 0, &nulls);
  if (!ok) {
    free(sb);
    export_free(e);
    return WURL_ERR_TOO_LONG;
  }
  const void *validity = nulls ? valid : NULL;

  /* The arrays. */
  e->refs = 1 + N_CHILDREN;
  e->batch = b;
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
      e->host_type_buffers[1] = types;
      c->n_buffers = 2;
      c->buffers = e->host_type_buffers;
      continue;
    }
    const void **cb = bufs + (size_t)k * n_string_buffers;
    cb[0] = validity;
    cb[1] = views + (size_t)k * n * VIEW_SIZE;
    for (int64_t w = 0; w < nwin; w++) cb[2 + w] = b->hrefs + ((size_t)w << WURL_ARROW_WINDOW_SHIFT);
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

  b->exported = 1;
  schema->release = release_struct_schema;
  array->release = release_struct_array;
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

/* Checks the offsets of rows [off, off + n) and the data buffer; *bytes
 * receives the bytes the rows span. */
#define CHECK_OFFSETS(T)                                                      \
  do {                                                                        \
    const T *o = offsets;                                                     \
    if (o[off] < 0) return 0;                                                 \
    for (int64_t i = off; i < off + n; i++)                                   \
      if (o[i + 1] < o[i]) return 0;                                          \
    if (o[off + n] > o[off] && data == NULL) return 0;                        \
    *bytes = (uint64_t)(o[off + n] - o[off]);                                 \
  } while (0)

static int offsets_ok(int kind, const void *offsets, const void *data, int64_t off, int64_t n,
                      uint64_t *bytes) {
  *bytes = 0;
  if (n == 0) return 1;
  if (offsets == NULL) return 0;
  if (kind == COL_OFFSETS32)
    CHECK_OFFSETS(int32_t);
  else
    CHECK_OFFSETS(int64_t);
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

/* The values of rows [off, off + n) of a checked column (kind, buffers
 * bufs, validity) in place, as the pointer and length arrays the batch
 * parser takes. A null row is (NULL, 1), which the parser records as
 * INVALID_ARGUMENT, the status the export makes a null row of. */
static void column_inputs(int kind, const void *const *bufs, const uint8_t *validity, int64_t off, int64_t n,
                          const char **ptrs, size_t *lens) {
  for (int64_t i = 0; i < n; i++) {
    int64_t row = off + i;
    if (is_null(validity, row)) {
      ptrs[i] = NULL, lens[i] = 1;
    } else if (kind != COL_VIEWS) {
      int64_t start, end;
      if (kind == COL_OFFSETS32) {
        const int32_t *o = (const int32_t *)bufs[1] + row;
        start = o[0], end = o[1];
      } else {
        const int64_t *o = (const int64_t *)bufs[1] + row;
        start = o[0], end = o[1];
      }
      /* The data buffer may be NULL when every row is empty (offsets_ok):
       * an empty value must not be computed from it. */
      ptrs[i] = start == end ? "" : (const char *)bufs[2] + start;
      lens[i] = (size_t)(end - start);
    } else {
      /* A view: length, then 12 bytes inline, or prefix, buffer, offset. */
      const char *v = (const char *)bufs[1] + 16 * row;
      int32_t size, k, at;
      memcpy(&size, v, 4);
      if (size <= 12) {
        ptrs[i] = v + 4;
      } else {
        memcpy(&k, v + 8, 4);
        memcpy(&at, v + 12, 4);
        ptrs[i] = (const char *)bufs[2 + k] + at;
      }
      lens[i] = (size_t)size;
    }
  }
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
  if ((unsigned)edition >= WURL_EDITION_COUNT) return WURL_ERR_INVALID_ARGUMENT;
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
  if (base == NULL) base_len = 0;
  if (base_len > MAX_LEN) return WURL_ERR_TOO_LONG;

  (void)bytes;

  struct wurl_batch *b;
  wurl_status st = wurl__new_batch((size_t)n, &b);
  if (st != WURL_OK) return st;
  /* The values in place, as the pointer and length arrays the batch parser
   * takes (batch.c: canonical values in C, runs of the others in Go). */
  const char **ptrs = malloc((size_t)(n ? n : 1) * sizeof *ptrs);
  size_t *lens = malloc((size_t)(n ? n : 1) * sizeof *lens);
  if (ptrs == NULL || lens == NULL) {
    st = WURL_ERR_NO_MEMORY;
  } else {
    if (n > 0 && validity == NULL && kind == COL_OFFSETS32 && bufs[2] != NULL) {
      /* The usual column, without nulls: a loop the compiler vectorizes. */
      const int32_t *o = (const int32_t *)bufs[1] + off;
      const char *data = bufs[2];
      for (int64_t i = 0; i < n; i++) {
        ptrs[i] = data + o[i];
        lens[i] = (size_t)(uint32_t)(o[i + 1] - o[i]);
      }
    } else
      column_inputs(kind, bufs, validity, off, n, ptrs, lens);
    st = wurl__parse_inputs(b, ptrs, lens, base, base_len, (int)edition);
  }
  free(ptrs);
  free(lens);
  return wurl__finish_batch(b, st, out);
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
 * memory. */
static int32_t dict_code(struct dict *x, const char *p, uint32_t len) {
  /* Most rows repeat the previous row's value (sorted data, empty
   * components): that costs a comparison, not a hash and a probe. */
  if (x->last_code >= 0 && len == x->last_len && same_bytes(p, x->last, len)) return x->last_code;
  uint64_t h = value_hash(p, len);
  size_t slot = (size_t)h & (x->tcap - 1);
  int32_t code;
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
      code = (int32_t)(x->m - 1);
      if (2 * x->m > x->tcap && !dict_grow(x)) return -2;
      break;
    }
    const struct distinct *v = &x->d[at - 1];
    if (v->hash == h && v->len == len && same_bytes(v->p, p, len)) {
      code = at - 1;
      break;
    }
    slot = (slot + 1) & (x->tcap - 1);
  }
  x->last = p, x->last_len = len, x->last_code = code;
  return code;
}

wurl_status wurl_batch_columns(const wurl_batch *b, unsigned char sep, uint32_t which,
                               wurl_string out[WURL_ATTRIBUTE_COUNT],
                               int32_t *const codes[WURL_ATTRIBUTE_COUNT]) {
  if (out != NULL)
    for (int k = 0; k < N_STRINGS; k++) out[k].data = NULL, out[k].len = 0;
  if (!batch_ok(b)) return WURL_ERR_INVALID_HANDLE;
  if (out == NULL) return WURL_ERR_INVALID_ARGUMENT;
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
   * block's length (each value lies in its href) plus n. */
  wurl_status st = WURL_ERR_NO_MEMORY;
  char *text[N_STRINGS] = {0}, *w[N_STRINGS] = {0};
  struct dict dicts[N_STRINGS];
  memset(dicts, 0, sizeof dicts);
  for (int j = 0; j < non; j++) {
    int k = k_on[j];
    if (code[k] != NULL ? !dict_init(&dicts[k])
                        : (text[k] = w[k] = malloc(b->hrefs_len + n + 1)) == NULL)
      goto fail;
  }

  /* One pass over the results. */
  const wurl_batch_result *r = b->results;
  for (size_t i = 0; i < n; i++) {
    if (r[i].status != WURL_OK) {
      for (int j = 0; j < non; j++) {
        int k = k_on[j];
        if (code[k] != NULL)
          code[k][i] = -1;
        else
          *w[k]++ = (char)sep;
      }
      continue;
    }
    const char *href = r[i].href.data;
    wurl_range g[N_STRINGS];
    attribute_ranges(&r[i].components, (uint32_t)r[i].href.len, g);
    for (int j = 0; j < non; j++) {
      int k = k_on[j];
      uint32_t len = g[k].end - g[k].start;
      if (code[k] != NULL) {
        if ((code[k][i] = dict_code(&dicts[k], href + g[k].start, len)) < 0) goto fail;
      } else {
        memcpy(w[k], href + g[k].start, len);
        w[k] += len;
        *w[k]++ = (char)sep;
      }
    }
  }

  /* The texts of the dictionaries: their distinct values. */
  for (int k = 0; k < N_STRINGS; k++) {
    if (code[k] == NULL) continue; /* plain, or not selected */
    struct dict *x = &dicts[k];
    if ((text[k] = w[k] = malloc(x->bytes + x->m + 1)) == NULL) goto fail;
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
  if (st != WURL_OK)
    for (int k = 0; k < N_STRINGS; k++) free(text[k]);
  return st;
}
