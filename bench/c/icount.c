/*
 * icount.c: the work of one side of the C benchmark (parse + href + free of
 * every URL of a dataset), alone in a process, for instruction counts under
 * callgrind, which stay the same from run to run on a noisy machine.
 *
 *   icount ada|ours|batch|arrow|pair PASSES FILE
 *
 * arrow is the Arrow benchmark's (arrow_bench.c) parse + export: the dataset
 * as an Arrow utf8 column through wurl_parse_arrow_to_arrow, then the
 * consumer's release of the array and the schema; pair the same through
 * wurl_parse_arrow and wurl_batch_to_arrow.
 *
 * Run it with PASSES = 0 and PASSES = N under `valgrind --tool=callgrind`:
 * (total(N) - total(0)) / (N * URLs) is the instructions per URL of the
 * side's calls, everything it causes included (Go's garbage collector on its
 * own threads too), without the loading of the file and of the libraries.
 * Counting by difference, not with --toggle-collect, because Go's stack
 * switches in a cgo call hide the calls from callgrind's function tracking.
 * mk/bench.mk's bench-icount runs it for both sides on every dataset.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ada_c.h"
#include "dataset.h"
#ifdef WURL_BENCH_OURS
#include "whatwgurl.h"
#endif

static volatile size_t sink;

static void ada_side(const dataset *d) {
  size_t n = 0;
  for (size_t i = 0; i < d->n; i++) {
    ada_url u = ada_parse(d->urls[i].s, d->urls[i].len);
    if (ada_is_valid(u)) n += ada_get_href(u).length;
    ada_free(u);
  }
  sink += n;
}

#ifdef WURL_BENCH_OURS
static void ours_side(const dataset *d) {
  size_t n = 0;
  for (size_t i = 0; i < d->n; i++) {
    wurl_url *u = NULL;
    if (wurl_parse(d->urls[i].s, d->urls[i].len, NULL, 0, &u) == WURL_OK) {
      n += wurl_get_href(u).len;
      wurl_free(u);
    }
  }
  sink += n;
}

static void batch_side(const dataset *d) {
  size_t n = 0;
  wurl_batch *b = NULL;
  if (wurl_parse_batch(d->ptrs, d->lens, d->n, NULL, 0, &b) != WURL_OK) return;
  const wurl_batch_result *res = wurl_batch_results(b);
  for (size_t i = 0; i < d->n; i++)
    if (res[i].status == WURL_OK) n += res[i].href.len;
  wurl_batch_free(b);
  sink += n;
}

static void no_release_schema(struct ArrowSchema *s) { s->release = NULL; }
static void no_release_array(struct ArrowArray *a) { a->release = NULL; }

/* The dataset as an Arrow utf8 column: the values back to back and their
 * offsets, as a reader of Parquet would hand it over. Built before the
 * passes, so the baseline of no pass holds it too. */
static struct {
  char *data;
  int32_t *offsets;
  const void *buffers[3];
  struct ArrowSchema schema;
  struct ArrowArray array;
} column;

static void load_column(const dataset *d) {
  size_t bytes = 0;
  for (size_t i = 0; i < d->n; i++) bytes += d->lens[i];
  column.data = malloc(bytes ? bytes : 1);
  column.offsets = malloc((d->n + 1) * sizeof *column.offsets);
  column.offsets[0] = 0;
  for (size_t i = 0, at = 0; i < d->n; i++) {
    memcpy(column.data + at, d->ptrs[i], d->lens[i]);
    at += d->lens[i];
    column.offsets[i + 1] = (int32_t)at;
  }
  column.buffers[1] = column.offsets;
  column.buffers[2] = column.data;
  column.schema = (struct ArrowSchema){.format = "u", .release = no_release_schema};
  column.array = (struct ArrowArray){
      .length = (int64_t)d->n, .n_buffers = 3, .buffers = column.buffers, .release = no_release_array};
}

static void pair_side(const dataset *d) {
  (void)d;
  wurl_batch *b = NULL;
  struct ArrowSchema s;
  struct ArrowArray a;
  if (wurl_parse_arrow(&column.schema, &column.array, NULL, 0, &b) != WURL_OK) return;
  if (wurl_batch_to_arrow(b, &s, &a) != WURL_OK) return;
  sink += (size_t)a.length;
  a.release(&a);
  s.release(&s);
}

static void arrow_side(const dataset *d) {
  (void)d;
  struct ArrowSchema s;
  struct ArrowArray a;
  if (wurl_parse_arrow_to_arrow(&column.schema, &column.array, NULL, 0, &s, &a) != WURL_OK) return;
  sink += (size_t)a.length;
  a.release(&a);
  s.release(&s);
}
#endif

int main(int argc, char **argv) {
  if (argc != 4) {
    fprintf(stderr, "usage: icount ada|ours|batch|arrow|pair PASSES FILE\n");
    return 2;
  }
  void (*side)(const dataset *) = NULL;
  if (strcmp(argv[1], "ada") == 0) side = ada_side;
#ifdef WURL_BENCH_OURS
  if (strcmp(argv[1], "ours") == 0) side = ours_side;
  if (strcmp(argv[1], "batch") == 0) side = batch_side;
  if (strcmp(argv[1], "arrow") == 0) side = arrow_side;
  if (strcmp(argv[1], "pair") == 0) side = pair_side;
#endif
  if (side == NULL) {
    fprintf(stderr, "icount: unknown side %s\n", argv[1]);
    return 2;
  }
  dataset d;
  if (load(argv[3], &d) != 0) return 1;
  int passes = atoi(argv[2]);
#ifdef WURL_BENCH_OURS
  if (side == arrow_side || side == pair_side) load_column(&d);
#endif
#ifdef WURL_BENCH_OURS
  /* Load and start both libraries in every run, so the baseline holds it. */
  wurl_url *warm = NULL;
  if (wurl_parse("a:b", 3, NULL, 0, &warm) == WURL_OK) wurl_free(warm);
#endif
  ada_free(ada_parse("a:b", 3));
  for (int p = 0; p < passes; p++) side(&d);
  printf("%s %d passes over %zu URLs\n", argv[1], passes, d.n);
  return 0;
}
