/* test_batch_work.c - wurl_parse_batch runs the fast path (canonical.c) at
 * most once on each input: its scan once, and its rewrite once on an input
 * that is not canonical, also when the input ends a run of inputs for the
 * engine (the look-ahead that finds it keeps what it learnt). And batches of
 * a few sizes in turn find the memory of earlier ones kept for them: after
 * a first round, no round allocates, while a huge batch's or Arrow
 * export's memory is not kept. Counted by the library's counting
 * build (wurl_debug_batch_work); every result is also held to wurl_parse. Links only against the counting build (mk/c.mk,
 * test-batch-work). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"

/* Exported by the counting build only (batch.c): the fast path's scans and
 * rewrites of the batch's inputs so far, and the stores of results and
 * hrefs allocated. */
void wurl_debug_batch_work(uint64_t *out, size_t n);

/* An input and whether it is canonical as written (else it is a rewrite away
 * from canonical, or one for the engine). */
typedef struct {
  const char *s;
  int canonical;
} input;

#define CANONICAL(s) {s, 1}
#define OTHER(s) {s, 0}
/* Rewritten in C (capi/canonical.c): an upper-case scheme and host, a
 * default port. */
#define REWRITTEN_1 OTHER("HTTP://EXAMPLE.com/a")
#define REWRITTEN_2 OTHER("https://x.example:443/")
/* For the engine: a dot segment, a space in the host (fails). */
#define ENGINE_1 OTHER("https://x.example/a/../b")
#define ENGINE_2 OTHER("http://a b/")

static const struct {
  const char *name;
  input in[8];
  size_t n;
} cases[] = {
    {"engine, then rewritten", {ENGINE_1, REWRITTEN_1}, 2},
    {"engine, then canonical", {ENGINE_2, CANONICAL("https://example.com/")}, 2},
    {"runs between rewritten and canonical",
     {ENGINE_1, ENGINE_2, REWRITTEN_1, REWRITTEN_2, ENGINE_1, CANONICAL("http://h/"), ENGINE_2, REWRITTEN_2},
     8},
    {"rewritten first", {REWRITTEN_2, ENGINE_1, CANONICAL("a:b"), REWRITTEN_1}, 4},
    {"engine only", {ENGINE_1, ENGINE_2, ENGINE_1}, 3},
};

static void work(uint64_t k[2]) { wurl_debug_batch_work(k, 2); }

/* Whether result r is wurl_parse's for in. */
static int same_as_parse(const wurl_batch_result *r, const char *in) {
  wurl_url *u = NULL;
  wurl_status st = wurl_parse(in, strlen(in), NULL, 0, &u);
  int ok = st == r->status && (st != WURL_OK || (view_eq(r->href, wurl_get_href(u).data, wurl_get_href(u).len) &&
                                                 r->href.data[r->href.len] == '\0'));
  wurl_free(u);
  return ok;
}

/* One case, with lengths (lens) or NUL-terminated (lens NULL). */
static void run(size_t c, int with_lens) {
  const char *ptrs[8];
  size_t lens[8], rewrites = 0;
  for (size_t i = 0; i < cases[c].n; i++) {
    ptrs[i] = cases[c].in[i].s;
    lens[i] = strlen(ptrs[i]);
    rewrites += !cases[c].in[i].canonical;
  }
  uint64_t before[2], after[2];
  work(before);
  wurl_batch *b = NULL;
  wurl_status st = wurl_parse_batch(ptrs, with_lens ? lens : NULL, cases[c].n, NULL, 0, &b);
  work(after);
  CHECK(st == WURL_OK, "%s: %s", cases[c].name, wurl_status_name(st));
  if (st != WURL_OK) return;
  uint64_t scans = after[0] - before[0], rw = after[1] - before[1];
  CHECK(scans == cases[c].n, "%s (lens %d): %llu scans of %zu inputs", cases[c].name, with_lens,
        (unsigned long long)scans, cases[c].n);
  CHECK(rw == rewrites, "%s (lens %d): %llu rewrites of %zu inputs not canonical", cases[c].name, with_lens,
        (unsigned long long)rw, rewrites);
  const wurl_batch_result *r = wurl_batch_results(b);
  for (size_t i = 0; i < cases[c].n; i++)
    CHECK(same_as_parse(&r[i], ptrs[i]), "%s: input %zu (%s) differs from wurl_parse", cases[c].name, i, ptrs[i]);
  wurl_batch_free(b);
}

/* Batches of four sizes in turn (those of the benchmark's datasets), three
 * rounds: after the first, each finds a store kept for it. */
static void reuse(void) {
  static const size_t sizes[] = {6000, 40000, 45000, 11000};
  enum { MOST = 45000 };
  const char **ptrs = malloc(MOST * sizeof *ptrs);
  for (size_t i = 0; i < MOST; i++) ptrs[i] = "https://example.com/p";
  uint64_t k[3], after_first = 0;
  for (int round = 0; round < 3; round++) {
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
      wurl_batch *b = NULL;
      wurl_status st = wurl_parse_batch(ptrs, NULL, sizes[s], NULL, 0, &b);
      CHECK(st == WURL_OK && wurl_batch_size(b) == sizes[s], "batch of %zu: %s", sizes[s], wurl_status_name(st));
      wurl_batch_free(b);
    }
    wurl_debug_batch_work(k, 3);
    if (round == 0) after_first = k[2];
  }
  CHECK(k[2] == after_first, "rounds 2 and 3 of four batch sizes allocated %llu stores",
        (unsigned long long)(k[2] - after_first));
  free(ptrs);
}

/* A store of more than the 64 MiB the kept stores may hold in all goes
 * back to the system when its batch is freed: the same huge batch again
 * allocates again. */
static void huge_not_kept(void) {
  enum { HUGE = 800000 }; /* 800,000 results of 88 bytes: 67 MiB */
  const char **ptrs = malloc(HUGE * sizeof *ptrs);
  for (size_t i = 0; i < HUGE; i++) ptrs[i] = "https://example.com/p";
  uint64_t k[3], first = 0;
  for (int round = 0; round < 2; round++) {
    wurl_batch *b = NULL;
    wurl_status st = wurl_parse_batch(ptrs, NULL, HUGE, NULL, 0, &b);
    CHECK(st == WURL_OK, "batch of %d: %s", HUGE, wurl_status_name(st));
    wurl_batch_free(b);
    wurl_debug_batch_work(k, 3);
    if (round == 0) first = k[2];
  }
  CHECK(k[2] == first + 1, "a second batch of %d URLs allocated %llu stores, not 1: the first one's was kept", HUGE,
        (unsigned long long)(k[2] - first));
  free(ptrs);
}

static void no_release_schema(struct ArrowSchema *s) { s->release = NULL; }
static void no_release_array(struct ArrowArray *a) { a->release = NULL; }

/* The same for an Arrow export's memory: an export of more than 64 MiB
 * (views of 160 bytes a row) goes back to the system when released, while a
 * smaller one is kept as the spare for the next. */
static void huge_export_not_kept(void) {
  static const char url[] = "https://example.com/p";
  enum { LEN = sizeof url - 1 };
  static const size_t rows[] = {1000, 450000}; /* 160 KB, then 72 MB of views */
  for (size_t r = 0; r < 2; r++) {
    size_t n = rows[r];
    char *data = malloc(n * LEN);
    int32_t *offsets = malloc((n + 1) * sizeof *offsets);
    for (size_t i = 0; i < n; i++) memcpy(data + i * LEN, url, LEN), offsets[i] = (int32_t)(i * LEN);
    offsets[n] = (int32_t)(n * LEN);
    const void *buffers[3] = {NULL, offsets, data};
    struct ArrowSchema schema = {.format = "u", .name = "u", .release = no_release_schema};
    struct ArrowArray array = {.length = (int64_t)n, .n_buffers = 3, .buffers = buffers,
                               .release = no_release_array};
    uint64_t k[4], first = 0;
    for (int round = 0; round < 2; round++) {
      struct ArrowSchema s;
      struct ArrowArray a;
      wurl_status st = wurl_parse_arrow_to_arrow(&schema, &array, NULL, 0, &s, &a);
      CHECK(st == WURL_OK && a.length == (int64_t)n, "export of %zu rows: %s", n, wurl_status_name(st));
      if (st != WURL_OK) break;
      a.release(&a);
      s.release(&s);
      wurl_debug_batch_work(k, 4);
      if (round == 0) first = k[3];
    }
    uint64_t want = n == rows[0] ? 0 : 1;
    CHECK(k[3] - first == want, "a second export of %zu rows allocated %llu times, not %llu", n,
          (unsigned long long)(k[3] - first), (unsigned long long)want);
    free(data);
    free(offsets);
  }
}

int main(void) {
  for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
    run(c, 1);
    run(c, 0);
  }
  reuse();
  huge_not_kept();
  huge_export_not_kept();
  return finish();
}
