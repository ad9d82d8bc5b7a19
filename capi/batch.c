/* batch.c - wurl_parse_batch and its accessors (the BATCH PARSING section of
 * whatwgurl.h). One call into Go parses the whole batch; everything else is
 * plain C and works in a forked child too. */
#include <stdint.h>
#include "internal.h"
#include "_cgo_export.h" /* also brings struct wurl_batch, from batch.go */
#include "engine.h"

static const wurl_str empty_view = {"", 0};

/* Frees a batch's handle and keeps its memory (batch_store.c). The handle
 * itself (struct wurl_batch) is never kept: it goes back to malloc like
 * every other handle, so that a use after wurl_batch_free is what it is for
 * any handle, and AddressSanitizer and valgrind see it (the header's
 * HANDLES). */
void wurl__free_batch(struct wurl_batch *b) {
  struct wurl_batch_store *s = b->store;
  s->cap_n = b->cap_n, s->hrefs = b->hrefs, s->hrefs_cap = b->hrefs_cap;
  b->magic = WURL_MAGIC_DEAD;
  free(b);
  wurl__store_keep(s);
}

/* wurl__new_batch makes *b a batch of n results, or says why it cannot: too
 * large, forked, or out of memory. The results are not initialised: every
 * producer writes each result whole (append_canonical here, the Go side's
 * parse and fail), which saves two passes over a large array. */
wurl_status wurl__new_batch(size_t n, struct wurl_batch **b) {
  *b = NULL;
  if (n > (SIZE_MAX - sizeof(struct wurl_batch_store)) / sizeof(wurl_batch_result))
    return WURL_ERR_NO_MEMORY;
  if (!wurl__engine_ready()) return WURL_ERR_FORKED;
  struct wurl_batch *nb = malloc(sizeof *nb);
  if (nb == NULL) return WURL_ERR_NO_MEMORY;
  struct wurl_batch_store *s = wurl__store_take(n);
  if (s == NULL) {
    free(nb);
    return WURL_ERR_NO_MEMORY;
  }
  memset(nb, 0, sizeof *nb);
  nb->n = n;
  nb->cap_n = s->cap_n;
  nb->store = s;
  nb->results = n ? s->results : NULL;
  nb->hrefs = s->hrefs; /* its old content is of no account: hrefs_len is 0 */
  nb->hrefs_cap = s->hrefs_cap;
  *b = nb;
  return WURL_OK;
}

/* Points the OK results among [from, to) at their hrefs in the block:
 * their href.data holds the href's offset from old (0: an offset in the
 * block). Run on each stretch of results just written, while they are still
 * in the cache: a pass over the whole array at the end costs more than the
 * parse on a batch larger than the cache (the results are 88 bytes each). */
static void batch_publish(struct wurl_batch *b, size_t from, size_t to, uintptr_t old) {
  for (size_t i = from; i < to; i++) {
    wurl_batch_result *r = &b->results[i];
    if (r->status == WURL_OK) r->href.data = b->hrefs + ((uintptr_t)r->href.data - old);
  }
}

/* wurl__finish_batch hands b out on WURL_OK (wurl__parse_inputs made the
 * results' hrefs pointers and left room for the pad), and frees it on any
 * other status. WURL_HREFS_PAD zero bytes follow the href block (arrow.c
 * reads short values with whole-word loads). */
wurl_status wurl__finish_batch(struct wurl_batch *b, wurl_status st, wurl_batch **out) {
  if (st != WURL_OK) {
    wurl__free_batch(b);
    return st;
  }
  memset(b->hrefs + b->hrefs_len, 0, WURL_HREFS_PAD);
  b->magic = WURL_MAGIC_BATCH;
  *out = b;
  return WURL_OK;
}

/* Makes room for extra more bytes in b's href block; 0 when out of memory.
 * The Go side (batch.go) calls it too. */
int wurl__batch_reserve(struct wurl_batch *b, size_t extra) {
  if (b->hrefs_cap - b->hrefs_len >= extra && b->hrefs != NULL) return 1;
  size_t cap = b->hrefs_cap ? b->hrefs_cap : 256;
  while (cap - b->hrefs_len < extra) {
    if (cap > SIZE_MAX / 2) return 0;
    cap *= 2;
  }
  char *p = wurl__big_realloc(b->hrefs, b->hrefs_cap, b->hrefs_len, cap);
  if (p == NULL) return 0;
  b->hrefs = p;
  b->hrefs_cap = cap;
  return 1;
}

/* Makes the n bytes (and their NUL) written at the end of the hrefs block
 * the href of result i, a parse that succeeded, whose input was in[0, len):
 * published at once (a pointer into the block as it is now;
 * wurl__parse_inputs moves it along when the block moves). */
static void take_href(struct wurl_batch *b, size_t i, size_t n, const char *in, size_t len) {
  wurl_batch_result *r = &b->results[i];
  r->status = WURL_OK;
  r->failure = WURL_VERR_NONE;
  r->href.data = b->hrefs + b->hrefs_len;
  r->href.len = n;
  /* A rewrite (rare) changes its input in most cases, but the flag is
   * exact: compared. */
  r->href_is_input = n == len && memcmp(r->href.data, in, n) == 0;
  b->hrefs_len += n + 1;
}

#ifdef WURL_WORKCOUNT
/* The counting build's counts (internal.h's WURL_WORK_*), for
 * test_batch_work.c and test_arrow.c. */
uint64_t wurl__work[WURL_WORK_KINDS];
void wurl_debug_batch_work(uint64_t *out, size_t n) {
  for (size_t k = 0; k < n && k < WURL_WORK_KINDS; k++) out[k] = __atomic_load_n(&wurl__work[k], __ATOMIC_RELAXED);
}
#endif

/* Writes a canonical input's href at dst (the input, and "/" when slash,
 * then a NUL) and its result r, whose components canonical.c wrote; returns
 * the bytes of the block it took. The '/' is written either way, and the
 * NUL overwrites it when there is no slash: no branch. */
static inline __attribute__((always_inline)) size_t put_canonical(wurl_batch_result *r, char *dst,
                                                                   const char *in, size_t len, int slash) {
  memcpy(dst, in, len);
  dst[len] = '/';
  len += (size_t)slash;
  dst[len] = '\0';
  r->status = WURL_OK;
  r->failure = WURL_VERR_NONE;
  r->href.data = dst;
  r->href.len = len;
  r->href_is_input = !slash;
  return len + 1;
}

/* Appends input i, canonical (canonical.c wrote its components into its
 * result already), as its own href, and "/" when slash. Inline in both
 * callers: the call would cost more than its work. */
static inline __attribute__((always_inline)) int append_canonical(struct wurl_batch *b, size_t i,
                                                                  const char *in, size_t len, int slash) {
  if (b->hrefs_cap - b->hrefs_len <= len + (size_t)slash && !wurl__batch_reserve(b, len + 2)) return 0;
  b->hrefs_len += put_canonical(&b->results[i], b->hrefs + b->hrefs_len, in, len, slash);
  return 1;
}

/* Whether input i is canonical, or (when rewrite) a rewrite away from it
 * (canonical.c): then its href and components are written as its result. 0
 * when out of memory too (*oom set). scanned: take_canonical_run found it
 * not canonical already, and only the rewrite is left to try. */
static int append_cheap(struct wurl_batch *b, size_t i, const char *in, size_t len, int rewrite, int scanned,
                        int *oom) {
  int slash;
  wurl_batch_result *r = &b->results[i];
  if (!scanned) {
    WURL_COUNT(WURL_WORK_SCANS);
    if (wurl__canonical(in, len, &r->components, &slash)) {
      if (append_canonical(b, i, in, len, slash)) return 1;
      *oom = 1;
      return 0;
    }
  }
  if (!rewrite) return 0;
  if (b->hrefs_cap - b->hrefs_len < len + 2 && !wurl__batch_reserve(b, len + 2)) {
    *oom = 1;
    return 0;
  }
  char *dst = b->hrefs + b->hrefs_len;
  size_t n;
  WURL_COUNT(WURL_WORK_REWRITES);
  if (!wurl__canonical_rewrite(in, len, dst, &n, &r->components, &slash)) return 0;
  if (slash) dst[n++] = '/';
  dst[n] = '\0';
  take_href(b, i, n, in, len);
  return 1;
}

/* Takes the inputs from i on while they are canonical as written and their
 * hrefs fit in the block as it is (the batch's state in locals: the call
 * to the scan would otherwise make every field of b a load and a store per
 * input); returns the first input it did not take, with *scanned set when
 * that input was scanned and found not canonical. Most inputs of most
 * batches pass here only. */
static size_t take_canonical_run(struct wurl_batch *b, const char *const *ptrs, const size_t *lens, size_t i,
                                 size_t n, int *scanned) {
  wurl_batch_result *res = b->results;
  char *hrefs = b->hrefs;
  size_t used = b->hrefs_len, cap = b->hrefs_cap;
  *scanned = 0;
  for (; i < n; i++) {
    const char *in = ptrs[i];
    size_t len = lens ? lens[i] : (in ? strlen(in) : 0);
    /* Room for the href, its '/' and its NUL; otherwise the general path
     * grows the block. */
    if ((in == NULL && len != 0) || len > MAX_LEN || cap - used < len + 2) break;
    wurl_batch_result *r = &res[i];
    int slash;
    WURL_COUNT(WURL_WORK_SCANS);
    if (!wurl__canonical(in, len, &r->components, &slash)) {
      *scanned = 1;
      break;
    }
    used += put_canonical(r, hrefs + used, in, len, slash);
  }
  b->hrefs_len = used;
  return i;
}

/* What the look-ahead that ends a run of inputs for the engine learnt of the
 * input that ends it, so that the input is not scanned (nor rewritten)
 * again when its turn comes: canonical, or its rewrite, which cannot go to
 * the hrefs block before the run's hrefs. */
struct verdict {
  int rewritten; /* 0: canonical as written */
  int slash;
  size_t len; /* the input's */
  size_t n;   /* the rewrite's */
  wurl_components c;
  char rewrite[512];
};

/* Whether input s (l bytes) is one append_cheap takes, without writing it to
 * the batch (its verdict in *v): the look-ahead that ends a run of inputs
 * for the engine. */
static int look_ahead(const char *s, size_t l, int rewrite, struct verdict *v) {
  WURL_COUNT(WURL_WORK_SCANS);
  v->rewritten = 0;
  v->len = l;
  if (wurl__canonical(s, l, &v->c, &v->slash)) return 1;
  if (!rewrite || l > sizeof v->rewrite - 2) return 0; /* the input longer: left to the engine */
  WURL_COUNT(WURL_WORK_REWRITES);
  v->rewritten = 1;
  return wurl__canonical_rewrite(s, l, v->rewrite, &v->n, &v->c, &v->slash);
}

/* Appends input i (in) as append_cheap would, from the look-ahead's verdict
 * v on it; 0 when out of memory. */
static int append_known(struct wurl_batch *b, size_t i, const char *in, const struct verdict *v) {
  if (!v->rewritten) {
    b->results[i].components = v->c;
    return append_canonical(b, i, in, v->len, v->slash);
  }
  size_t n = v->n;
  if (b->hrefs_cap - b->hrefs_len < n + 2 && !wurl__batch_reserve(b, n + 2)) return 0;
  char *dst = b->hrefs + b->hrefs_len;
  memcpy(dst, v->rewrite, n);
  if (v->slash) dst[n++] = '/';
  dst[n] = '\0';
  b->results[i].components = v->c;
  take_href(b, i, n, in, v->len);
  return 1;
}

/* The room for the hrefs of inputs [i, n) when each is as long as its
 * input, with a NUL. */
static size_t guess_from(const size_t *lens, size_t i, size_t n) {
  size_t guess = 64;
  if (lens == NULL) return guess + (n - i) * 64;
  for (; i < n; i++) guess += (lens[i] < MAX_LEN ? lens[i] : 0) + 1;
  return guess;
}

/* WURL_OK when base is NULL or a valid URL; otherwise why not: WURL_ERR_PARSE
 * (recorded for wurl_last_parse_failure), FORKED, NO_MEMORY, INTERNAL. */
wurl_status wurl__check_base(const char *base, size_t base_len, int edition) {
  if (base == NULL || wurl_can_parse_edition(base, base_len, NULL, 0, (wurl_edition)edition)) return WURL_OK;
  if (!wurl__engine_ready()) return WURL_ERR_FORKED;
  /* Parsed again, only to learn why it failed (wurl_last_parse_failure). */
  wurl_url *u = NULL;
  wurl_status st = wurl_parse_edition(base, base_len, NULL, 0, (wurl_edition)edition, &u);
  wurl_free(u);
  if (st != WURL_ERR_PARSE) return st == WURL_OK ? WURL_ERR_INTERNAL : st;
  wurl__parse_failed((int)wurl_last_parse_failure().error, 1);
  return WURL_ERR_PARSE;
}

/* Parses the inputs (ptrs[i], lens[i]; lens NULL: NUL-terminated) into b in
 * order: those the fast path takes here (canonical.c), each run of the
 * others in one call into Go (wurlgo_batch_run). A base string is checked
 * once first. */
wurl_status wurl__parse_inputs(struct wurl_batch *b, const char *const *ptrs, const size_t *lens,
                               const char *base, size_t base_len, int edition) {
  size_t n = b->n;
  wurl_status base_st = wurl__check_base(base, base_len, edition);
  if (base_st != WURL_OK) return base_st;
  /* The rewrites (append_cheap) are checked against the default edition's
   * parser, with no base: otherwise they are left to the engine. */
  int rewrite = base == NULL && edition == WURL_EDITION_2025, oom = 0, guessed = 0;
  /* The results before i point into the block at `block`: when a reserve
   * moves it, they are moved along (rare: the guess below is room enough). */
  uintptr_t block = (uintptr_t)b->hrefs;
  for (size_t i = 0; i < n;) {
    int scanned;
    i = take_canonical_run(b, ptrs, lens, i, n, &scanned);
    if (i == n) break;
    const char *in = ptrs[i];
    size_t len = lens ? lens[i] : (in ? strlen(in) : 0);
    /* The block short of room (a new batch's, or a kept one too small):
     * most hrefs are as long as their input, so room for all the inputs
     * left, at once, instead of doubling it again and again. Asked once a
     * batch: a block that falls short after that grows as it must. A kept
     * block of room enough is never summed up (a pass over lens saved). */
    if (!guessed && b->hrefs_cap - b->hrefs_len < (len < MAX_LEN ? len : 0) + 2) {
      guessed = 1;
      if (!wurl__batch_reserve(b, guess_from(lens, i, n))) return WURL_ERR_NO_MEMORY;
      if ((uintptr_t)b->hrefs != block) batch_publish(b, 0, i, block), block = (uintptr_t)b->hrefs;
    }
    if ((in != NULL || len == 0) && len <= MAX_LEN && append_cheap(b, i, in, len, rewrite, scanned, &oom)) {
      if ((uintptr_t)b->hrefs != block) batch_publish(b, 0, i, block), block = (uintptr_t)b->hrefs;
      i++;
      continue;
    }
    if (oom) return WURL_ERR_NO_MEMORY;
    /* A run of inputs for the engine, up to the next one append_cheap takes
     * (j), whose verdict v is kept for its turn, right after the run. */
    size_t j = i + 1;
    struct verdict v;
    for (; j < n; j++) {
      const char *s = ptrs[j];
      size_t l = lens ? lens[j] : (s ? strlen(s) : 0);
      if ((s != NULL || l == 0) && l <= MAX_LEN && look_ahead(s, l, rewrite, &v)) break;
    }
    wurl_status st = (wurl_status)wurlgo_batch_run((char **)ptrs, (size_t *)lens, i, j, (char *)base,
                                                   base_len, base != NULL, edition, b);
    if (st != WURL_OK) return st;
    if ((uintptr_t)b->hrefs != block) batch_publish(b, 0, i, block), block = (uintptr_t)b->hrefs;
    batch_publish(b, i, j, 0); /* the engine wrote offsets (batch.go) */
    i = j;
    if (j < n) {
      if (!append_known(b, j, ptrs[j], &v)) return WURL_ERR_NO_MEMORY;
      if ((uintptr_t)b->hrefs != block) batch_publish(b, 0, j, block), block = (uintptr_t)b->hrefs;
      i = j + 1;
    }
  }
  /* Room for wurl__finish_batch's pad. */
  if (!wurl__batch_reserve(b, WURL_HREFS_PAD)) return WURL_ERR_NO_MEMORY;
  if ((uintptr_t)b->hrefs != block) batch_publish(b, 0, n, block);
  return WURL_OK;
}

wurl_status wurl_parse_batch(const char *const *inputs, const size_t *lens, size_t n,
                             const char *base, size_t base_len, wurl_batch **out) {
  return wurl_parse_batch_edition(inputs, lens, n, base, base_len, WURL_EDITION_2025, out);
}

wurl_status wurl_parse_batch_edition(const char *const *inputs, const size_t *lens, size_t n,
                                     const char *base, size_t base_len, wurl_edition edition,
                                     wurl_batch **out) {
  if (out == NULL) return WURL_ERR_INVALID_ARGUMENT;
  *out = NULL;
  if ((unsigned)edition >= WURL_EDITION_COUNT) return WURL_ERR_INVALID_ARGUMENT;
  if (inputs == NULL && n != 0) return WURL_ERR_INVALID_ARGUMENT;
  if (base == NULL) base_len = 0;
  if (base_len > MAX_LEN) return WURL_ERR_TOO_LONG;
  struct wurl_batch *b;
  wurl_status st = wurl__new_batch(n, &b);
  if (st != WURL_OK) return st;
  return wurl__finish_batch(b, wurl__parse_inputs(b, inputs, lens, base, base_len, (int)edition), out);
}

static int batch_ok(const wurl_batch *b) { return b != NULL && b->magic == WURL_MAGIC_BATCH; }

size_t wurl_batch_size(const wurl_batch *b) { return batch_ok(b) ? b->n : 0; }

const wurl_batch_result *wurl_batch_results(const wurl_batch *b) {
  return batch_ok(b) ? b->results : NULL;
}

wurl_str wurl_batch_hrefs(const wurl_batch *b) {
  if (!batch_ok(b) || b->hrefs == NULL) return empty_view;
  wurl_str s = {b->hrefs, b->hrefs_len};
  return s;
}

/* Most results are their input as written (canonical input, the fast
 * path's): an href is compared with the input at p, and the byte after it
 * must end that input. A result that is not its input costs a memchr for
 * the input's end. */
wurl_status wurl_batch_changed(const wurl_batch *b, const char *data, size_t len, unsigned char sep,
                               size_t *rows, size_t *count) {
  if (count != NULL) *count = 0;
  if (!batch_ok(b)) return WURL_ERR_INVALID_HANDLE;
  if (count == NULL || (rows == NULL && b->n != 0) || (data == NULL && len != 0))
    return WURL_ERR_INVALID_ARGUMENT;
  if (data == NULL) data = "";
  const char *p = data, *end = data + len;
  size_t changed = 0;
  for (size_t i = 0; i < b->n; i++) {
    const wurl_batch_result *r = &b->results[i];
    size_t left = (size_t)(end - p), h = r->href.len;
    if (r->status == WURL_OK && h <= left && (h == left || (unsigned char)p[h] == sep) &&
        memcmp(p, r->href.data, h) == 0) {
      p += h + (h < left); /* and the separator after it */
      continue;
    }
    rows[changed++] = i;
    const char *q = memchr(p, sep, left);
    p = q != NULL ? q + 1 : end;
  }
  *count = changed;
  return WURL_OK;
}

void wurl_batch_free(wurl_batch *b) {
  if (!batch_ok(b) || b->exported) return; /* an exported batch is its arrays' (arrow.c) */
  wurl__free_batch(b);
}

/* Joined inputs are some tens of bytes each: a memchr call per separator
 * costs more than the scan between them. These read 16 bytes at a time. */
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/* How many bytes sep the len bytes at data hold. */
static size_t count_byte(const char *data, size_t len, unsigned char sep) {
  size_t n = 0, i = 0;
#if defined(__SSE2__)
  const __m128i s = _mm_set1_epi8((char)sep), zero = _mm_setzero_si128();
  while (len - i >= 16) {
    /* Each matching byte subtracts -1 from its lane: up to 255 blocks
     * before a lane could wrap, then the lanes are summed. */
    __m128i acc = zero;
    for (size_t blocks = 0; blocks < 255 && len - i >= 16; blocks++, i += 16)
      acc = _mm_sub_epi8(acc, _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(data + i)), s));
    __m128i sums = _mm_sad_epu8(acc, zero);
    n += (size_t)_mm_cvtsi128_si32(sums) + (size_t)_mm_cvtsi128_si32(_mm_unpackhi_epi64(sums, sums));
  }
#endif
  for (; i < len; i++) n += (unsigned char)data[i] == sep;
  return n;
}

/* The n inputs the len bytes at data hold, split at each byte sep (there
 * are n - 1), as the pointer and length arrays wurl__parse_inputs takes. */
static void split_joined(const char *data, size_t len, unsigned char sep, const char **ptrs, size_t *lens) {
  size_t k = 0, start = 0, i = 0;
#if defined(__SSE2__)
  const __m128i s = _mm_set1_epi8((char)sep);
  for (; len - i >= 16; i += 16) {
    unsigned m = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(data + i)), s));
    for (; m != 0; m &= m - 1) {
      size_t at = i + (size_t)__builtin_ctz(m);
      ptrs[k] = data + start, lens[k++] = at - start;
      start = at + 1;
    }
  }
#endif
  for (; i < len; i++)
    if ((unsigned char)data[i] == sep) ptrs[k] = data + start, lens[k++] = i - start, start = i + 1;
  ptrs[k] = data + start, lens[k] = len - start;
}

wurl_status wurl_parse_joined(const char *data, size_t len, unsigned char sep, const char *base,
                              size_t base_len, wurl_batch **out) {
  return wurl_parse_joined_edition(data, len, sep, base, base_len, WURL_EDITION_2025, out);
}

wurl_status wurl_parse_joined_edition(const char *data, size_t len, unsigned char sep, const char *base,
                                      size_t base_len, wurl_edition edition, wurl_batch **out) {
  if (out == NULL) return WURL_ERR_INVALID_ARGUMENT;
  *out = NULL;
  if ((unsigned)edition >= WURL_EDITION_COUNT) return WURL_ERR_INVALID_ARGUMENT;
  if (data == NULL && len != 0) return WURL_ERR_INVALID_ARGUMENT;
  if (data == NULL) data = "";
  if (base == NULL) base_len = 0;
  if (base_len > MAX_LEN) return WURL_ERR_TOO_LONG;
  size_t n = count_byte(data, len, sep) + 1;
  struct wurl_batch *b;
  wurl_status st = wurl__new_batch(n, &b);
  if (st != WURL_OK) return st;
  /* The inputs as the pointer and length arrays wurl__parse_inputs takes. */
  const char **ptrs = malloc(n * sizeof *ptrs);
  size_t *lens = malloc(n * sizeof *lens);
  if (ptrs == NULL || lens == NULL) {
    st = WURL_ERR_NO_MEMORY;
  } else {
    split_joined(data, len, sep, ptrs, lens);
    st = wurl__parse_inputs(b, ptrs, lens, base, base_len, (int)edition);
  }
  free(ptrs);
  free(lens);
  return wurl__finish_batch(b, st, out);
}

/* ---- parsing into the caller's memory ---- */

static void target_clear(wurl_parse_target *out) {
  out->href_len = 0;
  memset(&out->components, 0, sizeof out->components);
  out->href_is_input = false;
}

/* Whether c can be the components of an href of len bytes: every offset in
 * order and within it (the query and fragment may be omitted). */
static int components_ok(const wurl_components *c, size_t len) {
  const uint32_t seq[] = {c->scheme_end,   c->username_start, c->username_end, c->password_start,
                          c->password_end, c->host_start,     c->host_end,     c->port_start,
                          c->port_end,     c->path_start};
  uint32_t prev = 0;
  for (size_t i = 0; i < sizeof seq / sizeof seq[0]; i++) {
    if (seq[i] < prev || seq[i] > len) return 0;
    prev = seq[i];
  }
  if (c->scheme_end >= len) return 0; /* href[scheme_end] is ':' */
  if (c->query_start != WURL_OMITTED) {
    if (c->query_start < prev || c->query_start >= len) return 0;
    prev = c->query_start;
  }
  if (c->fragment_start != WURL_OMITTED && (c->fragment_start < prev || c->fragment_start >= len))
    return 0;
  return 1;
}

/* Whether base_components are the components the fast path finds in base
 * itself: the base is then the URL its href is, as the engine's check
 * (FromComponents) would find. Only the fields the library reads are
 * compared. */
static int base_is_canonical(const char *base, size_t len, const wurl_components *bc) {
  wurl_components c;
  int slash;
  if (!wurl__canonical(base, len, &c, &slash) || slash) return 0;
  return c.scheme_end == bc->scheme_end && c.username_start == bc->username_start &&
         c.username_end == bc->username_end && c.password_start == bc->password_start &&
         c.password_end == bc->password_end && c.host_start == bc->host_start && c.host_end == bc->host_end &&
         c.port_start == bc->port_start && c.port_end == bc->port_end && c.path_start == bc->path_start &&
         c.query_start == bc->query_start && c.fragment_start == bc->fragment_start && c.port == bc->port &&
         c.host_type == bc->host_type && c.scheme_type == bc->scheme_type &&
         c.has_opaque_path == bc->has_opaque_path;
}

wurl_status wurl_parse_to_with_base(const char *input, size_t input_len, const char *base,
                                    size_t base_len, const wurl_components *base_components,
                                    wurl_parse_target *out) {
  return wurl_parse_to_edition(input, input_len, base, base_len, base_components, WURL_EDITION_2025, out);
}

wurl_status wurl_parse_to_edition(const char *input, size_t input_len, const char *base, size_t base_len,
                                  const wurl_components *base_components, wurl_edition edition,
                                  wurl_parse_target *out) {
  if (out == NULL) return WURL_ERR_INVALID_ARGUMENT;
  target_clear(out);
  if ((unsigned)edition >= WURL_EDITION_COUNT) return WURL_ERR_INVALID_ARGUMENT;
  if ((input == NULL && input_len != 0) || (out->buf == NULL && out->cap != 0))
    return WURL_ERR_INVALID_ARGUMENT;
  if (input == NULL) input = "";
  if (base == NULL) {
    base_len = 0;
    base_components = NULL;
  }
  if (input_len > MAX_LEN || base_len > MAX_LEN) return WURL_ERR_TOO_LONG;
  if (base_components != NULL && !components_ok(base_components, base_len))
    return WURL_ERR_INVALID_ARGUMENT;
  if (!wurl__engine_ready()) return WURL_ERR_FORKED;
  int slash;
  /* The fast path (canonical.c): the input is the href, whatever the base,
   * but a base given by its components must pass the engine's check here as
   * on every other path: it does when the fast path finds those components
   * in it; any other goes to the engine, which checks it (FromComponents)
   * before it parses. */
  if ((base == NULL || (base_components != NULL && base_is_canonical(base, base_len, base_components))) &&
      wurl__canonical(input, input_len, &out->components, &slash)) {
    out->href_len = input_len + (size_t)slash;
    out->href_is_input = !slash;
    if (out->href_len < out->cap) {
      memcpy(out->buf, input, input_len);
      if (slash) out->buf[input_len] = '/';
      out->buf[out->href_len] = '\0';
    }
    return WURL_OK;
  }
  wurl_status st = (wurl_status)wurlgo_parse_to(
      (char *)input, input_len, (char *)base, base_len, base != NULL,
      (wurl_components *)base_components, (int)edition, out);
  if (st != WURL_OK) target_clear(out);
  return st;
}

wurl_status wurl_parse_to(const char *input, size_t input_len, wurl_parse_target *out) {
  return wurl_parse_to_with_base(input, input_len, NULL, 0, NULL, out);
}

wurl_status wurl_get_to(const wurl_url *url, wurl_parse_target *out) {
  if (out == NULL) return WURL_ERR_INVALID_ARGUMENT;
  target_clear(out);
  if (out->buf == NULL && out->cap != 0) return WURL_ERR_INVALID_ARGUMENT;
  if (!wurl__url_ok(url)) return WURL_ERR_INVALID_HANDLE;
  out->href_len = url->href_len;
  out->components = url->c;
  if (url->href_len < out->cap) {
    memcpy(out->buf, url->href, url->href_len);
    out->buf[url->href_len] = '\0';
  }
  return WURL_OK;
}
