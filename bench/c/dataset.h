/* dataset.h: a URL list (one URL per line) read into memory, for the C
 * benchmarks (bench.c, icount.c). */
#ifndef WURL_BENCH_DATASET_H
#define WURL_BENCH_DATASET_H
#include <stddef.h>

typedef struct {
  const char *s;
  size_t len;
} line;

typedef struct {
  const char *name;
  char *buf;
  line *urls;
  size_t n;
  const char **ptrs; /* the URLs again as pointer and length arrays, */
  size_t *lens;      /* the form wurl_parse_batch takes */
} dataset;

/* Reads path: one URL per line, LF or CRLF, a leading UTF-8 BOM dropped (the
   file's, not the URL's). Returns 0, or -1 after a message. */
int load(const char *path, dataset *d);

/* The median of the n samples at xs, which it sorts in place (xs[0] is then
   the fastest). */
double median(double *xs, int n);

#endif
