/* dataset.c: see dataset.h. */
#include "dataset.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The last two components of a path: "others/kasztp.txt". */
static const char *short_name(const char *path) {
  const char *last = strrchr(path, '/');
  if (!last) return path;
  const char *p = last;
  while (p > path && p[-1] != '/') p--;
  return p;
}

int load(const char *path, dataset *d) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    perror(path);
    return -1;
  }
  fseek(f, 0, SEEK_END);
  long size = ftell(f);
  fseek(f, 0, SEEK_SET);
  d->name = short_name(path);
  d->buf = malloc((size_t)size + 1);
  if (!d->buf || fread(d->buf, 1, (size_t)size, f) != (size_t)size) {
    fprintf(stderr, "%s: read failed\n", path);
    fclose(f);
    return -1;
  }
  fclose(f);
  d->buf[size] = '\0';
  char *p = d->buf, *end = d->buf + size;
  if (size >= 3 && memcmp(p, "\xEF\xBB\xBF", 3) == 0) p += 3; /* the file's BOM, not the URL's */
  size_t cap = 1024;
  d->urls = malloc(cap * sizeof(line));
  d->n = 0;
  while (p < end) {
    char *nl = memchr(p, '\n', (size_t)(end - p));
    char *e = nl ? nl : end;
    size_t len = (size_t)(e - p);
    if (len > 0 && p[len - 1] == '\r') len--;
    if (d->n == cap) {
      cap *= 2;
      d->urls = realloc(d->urls, cap * sizeof(line));
    }
    d->urls[d->n].s = p;
    d->urls[d->n].len = len;
    d->n++;
    p = nl ? nl + 1 : end;
  }
  d->ptrs = malloc((d->n + 1) * sizeof *d->ptrs);
  d->lens = malloc((d->n + 1) * sizeof *d->lens);
  for (size_t i = 0; i < d->n; i++) {
    d->ptrs[i] = d->urls[i].s;
    d->lens[i] = d->urls[i].len;
  }
  return 0;
}

static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

double median(double *xs, int n) {
  qsort(xs, (size_t)n, sizeof(double), cmp_double);
  return n % 2 ? xs[n / 2] : (xs[n / 2 - 1] + xs[n / 2]) / 2;
}
