/*
 * arrow_bench.c: the columnar entry points of whatwgurl's C ABI against the
 * batch one, on the same column, per URL, interleaved round by round:
 *
 *   batch   wurl_parse_batch over a ready array of pointers and lengths into
 *           the column's data, then wurl_batch_free
 *   arrow   what a caller with an Arrow column who wants the components as
 *           Arrow columns calls: wurl_parse_arrow_to_arrow of the column (an
 *           Arrow utf8 array: offsets and data), then the consumer's release
 *           of the struct array and the schema
 *   pair    the same through a batch: wurl_parse_arrow, wurl_batch_to_arrow,
 *           then the releases (for a caller who reads the batch too)
 *   export  wurl_batch_to_arrow and the release alone (the batch parsed
 *           before the timer starts)
 *   columns wurl_batch_columns as the Python binding asks for them (href
 *           left out: the batch's href block serves; pathname as text, the
 *           others dictionary encoded), alone
 *
 *   arrow_bench [-r ROUNDS] FILE...   (one URL per line; a leading BOM is dropped)
 *
 * Prints the median ns/URL of each, and after arrow the ratio arrow / batch
 * of the medians and of the fastest rounds (make bench's goals table judges
 * the ratio: bench/cmd/benchsummary/goals.go)
 * (the export is zero-copy: it adds views, not copies of the text).
 */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "whatwgurl.h"
#include "dataset.h"

typedef struct {
  const char *name;
  char *buf;
  int32_t *offsets;         /* n + 1 */
  const char **ptrs;        /* n, into buf */
  size_t *lens;             /* n */
  struct ArrowSchema schema;
  struct ArrowArray array;
  const void *buffers[3];
  size_t n;
} column;

static double now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static void no_release_schema(struct ArrowSchema *s) { s->release = NULL; }
static void no_release_array(struct ArrowArray *a) { a->release = NULL; }

/* Reads one URL per line (dataset.c) into an Arrow utf8 column: the values
 * stored back to back (the line ends removed), as a Parquet reader would
 * hand them over. */
static int load_column(const char *path, column *c) {
  dataset d;
  if (load(path, &d) != 0) return -1;
  size_t n = d.n, at = 0;
  c->name = d.name;
  c->buf = malloc(strlen(d.buf) + 1);
  c->offsets = malloc((n + 1) * sizeof(int32_t));
  c->ptrs = malloc((n + 1) * sizeof(char *));
  c->lens = malloc((n + 1) * sizeof(size_t));
  c->offsets[0] = 0;
  for (size_t i = 0; i < n; i++) {
    memcpy(c->buf + at, d.urls[i].s, d.urls[i].len);
    c->ptrs[i] = c->buf + at;
    c->lens[i] = d.urls[i].len;
    at += d.urls[i].len;
    c->offsets[i + 1] = (int32_t)at;
  }
  c->n = n;
  memset(&c->schema, 0, sizeof c->schema);
  c->schema.format = "u";
  c->schema.name = c->name;
  c->schema.release = no_release_schema;
  memset(&c->array, 0, sizeof c->array);
  c->array.length = (int64_t)n;
  c->array.n_buffers = 3;
  c->buffers[0] = NULL;
  c->buffers[1] = c->offsets;
  c->buffers[2] = c->buf;
  c->array.buffers = c->buffers;
  c->array.release = no_release_array;
  return 0;
}

static volatile size_t sink;

/* Each pass parses the column reps times and returns the ns it took. */
static double pass_batch(const column *c, int reps) {
  double t0 = now_ns();
  for (int r = 0; r < reps; r++) {
    wurl_batch *b = NULL;
    if (wurl_parse_batch(c->ptrs, c->lens, c->n, NULL, 0, &b) != WURL_OK) exit(2);
    sink += wurl_batch_size(b);
    wurl_batch_free(b);
  }
  return now_ns() - t0;
}

static double pass_pair(const column *c, int reps) {
  double t0 = now_ns();
  for (int r = 0; r < reps; r++) {
    wurl_batch *b = NULL;
    struct ArrowSchema s;
    struct ArrowArray a;
    if (wurl_parse_arrow(&c->schema, &c->array, NULL, 0, &b) != WURL_OK) exit(2);
    if (wurl_batch_to_arrow(b, &s, &a) != WURL_OK) exit(2);
    sink += (size_t)a.length;
    a.release(&a);
    s.release(&s);
  }
  return now_ns() - t0;
}

static double pass_arrow(const column *c, int reps) {
  double t0 = now_ns();
  for (int r = 0; r < reps; r++) {
    struct ArrowSchema s;
    struct ArrowArray a;
    if (wurl_parse_arrow_to_arrow(&c->schema, &c->array, NULL, 0, &s, &a) != WURL_OK) exit(2);
    sink += (size_t)a.length;
    a.release(&a);
    s.release(&s);
  }
  return now_ns() - t0;
}

static double pass_export(const column *c, int reps) {
  double t = 0;
  for (int r = 0; r < reps; r++) {
    wurl_batch *b = NULL;
    struct ArrowSchema s;
    struct ArrowArray a;
    if (wurl_parse_arrow(&c->schema, &c->array, NULL, 0, &b) != WURL_OK) exit(2);
    double t0 = now_ns();
    if (wurl_batch_to_arrow(b, &s, &a) != WURL_OK) exit(2);
    sink += (size_t)a.length;
    a.release(&a);
    s.release(&s);
    t += now_ns() - t0;
  }
  return t;
}

static double pass_column(const column *c, int reps) {
  double t = 0;
  int32_t *mem = malloc((c->n ? c->n : 1) * sizeof(int32_t) * WURL_ATTRIBUTE_COUNT);
  int32_t *codes[WURL_ATTRIBUTE_COUNT] = {0};
  for (int k = 0; k < WURL_ATTRIBUTE_COUNT; k++)
    if (k != WURL_ATTR_HREF && k != WURL_ATTR_PATHNAME) codes[k] = mem + (size_t)k * c->n;
  for (int r = 0; r < reps; r++) {
    wurl_batch *b = NULL;
    if (wurl_parse_arrow(&c->schema, &c->array, NULL, 0, &b) != WURL_OK) exit(2);
    double t0 = now_ns();
    wurl_string s[WURL_ATTRIBUTE_COUNT];
    /* href: the batch's own block (wurl_batch_hrefs), as Python reads it */
    uint32_t which = ((1u << WURL_ATTRIBUTE_COUNT) - 1) & ~(1u << WURL_ATTR_HREF);
    if (wurl_batch_columns(b, 0, which, s, codes) != WURL_OK) exit(2);
    sink += wurl_batch_hrefs(b).len;
    for (int k = 0; k < WURL_ATTRIBUTE_COUNT; k++) {
      sink += s[k].len;
      wurl_string_free(s[k]);
    }
    t += now_ns() - t0;
    wurl_batch_free(b);
  }
  free(mem);
  return t;
}

enum { N_SIDES = 5, MAX_ROUNDS = 101, MIN_URLS_PER_SAMPLE = 200000 };

int main(int argc, char **argv) {
  int rounds = 11, first = 1;
  if (argc > 2 && strcmp(argv[1], "-r") == 0) {
    rounds = atoi(argv[2]);
    first = 3;
  }
  if (rounds < 1 || rounds > MAX_ROUNDS || first >= argc) {
    fprintf(stderr, "usage: arrow_bench [-r ROUNDS(1..%d)] FILE...\n", MAX_ROUNDS);
    return 2;
  }
  double (*const pass[N_SIDES])(const column *, int) = {pass_batch, pass_arrow, pass_pair, pass_export,
                                                         pass_column};
  printf("C columns: median of %d interleaved rounds, ns/URL\n", rounds);
  printf("%-22s %8s %8s %8s %8s %8s %8s %8s %8s\n", "dataset", "URLs", "batch", "arrow", "ratio",
         "fastest", "pair", "export", "columns");
  for (int f = first; f < argc; f++) {
    column c;
    if (load_column(argv[f], &c) != 0) return 1;
    int reps = (int)((MIN_URLS_PER_SAMPLE + c.n - 1) / (c.n ? c.n : 1));
    pass_arrow(&c, 1); /* warm up */
    pass_pair(&c, 1);
    pass_batch(&c, 1);
    double samples[N_SIDES][MAX_ROUNDS], med[N_SIDES], best[N_SIDES];
    for (int r = 0; r < rounds; r++)
      for (int k = 0; k < N_SIDES; k++) {
        int side = (k + r) % N_SIDES; /* vary the order between rounds */
        samples[side][r] = pass[side](&c, reps) / ((double)reps * (double)c.n);
      }
    for (int k = 0; k < N_SIDES; k++) {
      med[k] = median(samples[k], rounds); /* sorts */
      best[k] = samples[k][0];
    }
    printf("%-22s %8zu %8.1f %8.1f %8.2f %8.2f %8.1f %8.1f %8.1f\n", c.name, c.n, med[0], med[1],
           med[1] / med[0], best[1] / best[0], med[2], med[3], med[4]);
    free(c.buf);
    free(c.offsets);
    free(c.ptrs);
    free(c.lens);
  }
  return 0;
}
