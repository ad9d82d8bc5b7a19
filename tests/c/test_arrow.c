/* test_arrow.c - the COLUMNS section of whatwgurl.h from C: the layout of
 * wurl_batch_to_arrow's arrays (every value against the getters of
 * wurl_parse), wurl_parse_arrow on hand-made utf8, large_utf8 and utf8_view
 * columns (nulls, slices, views in several buffers), wurl_parse_arrow_to_arrow
 * on the same columns (its export held to the same checks), wurl_batch_column, the
 * bad input that must give WURL_ERR_INVALID_ARGUMENT (never a crash), the
 * release rules of the C Data Interface (children moved out and released
 * after their parent, from another thread, schema children), and fork. Run
 * under valgrind by mk/valgrind.mk: a buffer freed too early or never freed
 * fails there. */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

static const char *inputs[] = {
  "https://EXAMPLE.com:8443/a/./b/../c?q=1#frag",
  "not a url",
  "http://[::1]:8080/",
  "http://192.168.0.1/",
  "file:///C:/dir/file",
  "mailto:someone@example.com",
  "https://user:secret-password@host.example/path/to/something?query=string&x=y#fragment-here",
  "https://\xe2\x98\x83.example/p\xc3\xa9?\xe2\x82\xac#\xf0\x9f\x98\x80",
  "http://a b/",
  "non-special://host/p?q#f",
  "https://example.com/?#",
  "a:",
  /* every special scheme: the export writes their protocols from a table */
  "ws://w.example/", "WSS://w.example/s", "ftp://f.example/p", "FILE:///f", "HTTP://h.example/",
  "http://h/\xff\xfe",
  "",
};
#define N (sizeof inputs / sizeof inputs[0])

static const char *const names[11] = {"href", "protocol", "username", "password", "host",
                                      "hostname", "port", "pathname", "search", "hash",
                                      "host_type"};
typedef wurl_str (*getter)(const wurl_url *);
static const getter getters[10] = {wurl_get_href,     wurl_get_protocol, wurl_get_username,
                                   wurl_get_password, wurl_get_host,     wurl_get_hostname,
                                   wurl_get_port,     wurl_get_pathname, wurl_get_search,
                                   wurl_get_hash};

static int bit(const struct ArrowArray *a, int64_t i) {
  const uint8_t *v = a->buffers[0];
  return v == NULL || (v[(a->offset + i) / 8] >> ((a->offset + i) % 8) & 1);
}

/* Value i of a utf8_view array, read as a consumer reads it. */
static wurl_str view_at(const struct ArrowArray *a, int64_t i) {
  const uint8_t *v = (const uint8_t *)a->buffers[1] + (a->offset + i) * 16;
  int32_t len, k, off;
  memcpy(&len, v, 4);
  wurl_str s = {(const char *)v + 4, (size_t)len};
  if (len > 12) {
    memcpy(&k, v + 8, 4);
    memcpy(&off, v + 12, 4);
    const int64_t *sizes = a->buffers[a->n_buffers - 1];
    if (k < 0 || k >= a->n_buffers - 3 || off + len > sizes[k] || memcmp(v + 4, (const char *)a->buffers[2 + k] + off, 4) != 0) {
      s.data = NULL; /* a bad view */
      return s;
    }
    s.data = (const char *)a->buffers[2 + k] + off;
  }
  return s;
}

/* Whether the exported struct array (schema s, array a) holds, row by row,
 * what wurl_parse gives for in[rows[i]] against base (-1: a null row). */
static int check_export(const struct ArrowSchema *s, const struct ArrowArray *a,
                        const char *const *in, const size_t *lens, const int *rows, int64_t n,
                        const char *base, const char *what) {
  int before = n_failed;
  CHECK(s->release != NULL && a->release != NULL, "%s: not released", what);
  CHECK(strcmp(s->format, "+s") == 0 && s->n_children == 11 && s->flags == ARROW_FLAG_NULLABLE,
        "%s: struct schema", what);
  for (int k = 0; k < 11 && s->n_children == 11; k++)
    CHECK(strcmp(s->children[k]->name, names[k]) == 0 &&
              strcmp(s->children[k]->format, k == 10 ? "c" : "vu") == 0 &&
              s->children[k]->n_children == 0 && s->children[k]->release != NULL,
          "%s: child %d schema", what, k);
  CHECK(a->length == n && a->offset == 0 && a->n_buffers == 1 && a->n_children == 11,
        "%s: struct array %lld rows", what, (long long)a->length);
  if (n_failed != before) return 0;
  int64_t nulls = 0;
  for (int64_t i = 0; i < n; i++) nulls += rows[i] < 0;
  CHECK(a->null_count == nulls, "%s: null_count %lld, want %lld", what, (long long)a->null_count,
        (long long)nulls);
  for (int k = 0; k < 11; k++) {
    const struct ArrowArray *c = a->children[k];
    CHECK(c->length == n && c->null_count == nulls && c->offset == 0 && c->n_children == 0 &&
              c->buffers[0] == a->buffers[0],
          "%s: child %s shares the struct's validity", what, names[k]);
    if (k < 10) {
      CHECK(c->n_buffers >= 3, "%s: child %s buffers", what, names[k]);
      for (int64_t b = 1; b < c->n_buffers; b++)
        CHECK(c->buffers[b] != NULL && (uintptr_t)c->buffers[b] % 8 == 0,
              "%s: buffer %lld of %s aligned", what, (long long)b, names[k]);
      /* The views at a multiple of 64 bytes, as the format advises. */
      CHECK((uintptr_t)c->buffers[1] % 64 == 0, "%s: views of %s aligned to 64", what, names[k]);
    }
  }
  for (int64_t i = 0; i < n && n_failed == before; i++) {
    wurl_url *u = NULL;
    wurl_status st = WURL_ERR_INVALID_ARGUMENT;
    if (rows[i] >= 0)
      st = wurl_parse(in[rows[i]], lens[rows[i]], base, base ? strlen(base) : 0, &u);
    CHECK(bit(a, i) == (st == WURL_OK), "%s: row %lld validity", what, (long long)i);
    for (int k = 0; k < 11; k++) {
      const struct ArrowArray *c = a->children[k];
      CHECK(bit(c, i) == (st == WURL_OK), "%s: row %lld of %s validity", what, (long long)i,
            names[k]);
      if (st != WURL_OK) continue;
      if (k == 10) {
        wurl_components comp;
        wurl_get_components(u, &comp);
        CHECK(((const int8_t *)c->buffers[1])[i] == comp.host_type, "%s: row %lld host_type",
              what, (long long)i);
        continue;
      }
      wurl_str got = view_at(c, i), want = getters[k](u);
      CHECK(view_eq(got, want.data, want.len), "%s: row %lld %s is '%.*s', want '%.*s'", what,
            (long long)i, names[k], got.data ? (int)got.len : 0, got.data ? got.data : "",
            (int)want.len, want.data);
    }
    wurl_free(u);
  }
  return n_failed == before;
}

static void check_batch_export(const char *base) {
  size_t lens[N];
  int rows[N];
  for (size_t i = 0; i < N; i++) lens[i] = strlen(inputs[i]), rows[i] = (int)i;
  wurl_batch *b = NULL;
  CHECK(wurl_parse_batch(inputs, lens, N, base, base ? strlen(base) : 0, &b) == WURL_OK, "batch");
  const wurl_batch_result *r = wurl_batch_results(b);
  for (size_t i = 0; i < N; i++)
    if (r[i].status != WURL_OK) rows[i] = -1;
  struct ArrowSchema s;
  struct ArrowArray a;
  CHECK(wurl_batch_to_arrow(b, &s, &a) == WURL_OK, "to_arrow");
  check_export(&s, &a, inputs, lens, rows, N, base, base ? "batch with base" : "batch");
  /* The batch is the arrays' now: still readable, not freeable, not exportable again. */
  CHECK(wurl_batch_size(b) == N && wurl_batch_results(b) == r, "exported batch still readable");
  wurl_batch_free(b); /* ignored: valgrind reports the double free otherwise */
  struct ArrowSchema s2 = {0};
  struct ArrowArray a2 = {0};
  s2.release = (void (*)(struct ArrowSchema *))1;
  CHECK(wurl_batch_to_arrow(b, &s2, &a2) == WURL_ERR_INVALID_HANDLE && s2.release == NULL &&
            a2.release == NULL,
        "a second export of the same batch");
  a.release(&a);
  s.release(&s);
  CHECK(a.release == NULL && s.release == NULL, "release marks released");
}

/* ---- hand-made columns ---- */

static int released_inputs;
static void count_schema_release(struct ArrowSchema *s) { released_inputs++, s->release = NULL; }
static void count_array_release(struct ArrowArray *a) { released_inputs++, a->release = NULL; }

/* A utf8 column of the n strings str[i] (len[i] bytes each), stored back to
 * back as a Parquet reader would hand them over; free_strings frees it. */
typedef struct {
  struct ArrowSchema schema;
  struct ArrowArray array;
  const void *buffers[3];
  int32_t *offsets;
  char *data;
} strings;

static void make_strings(strings *c, const char *const *str, const size_t *len, int n) {
  size_t bytes = 0;
  for (int i = 0; i < n; i++) bytes += len[i];
  c->offsets = malloc(((size_t)n + 1) * sizeof *c->offsets);
  c->data = malloc(bytes ? bytes : 1);
  c->offsets[0] = 0;
  for (int i = 0; i < n; i++) {
    memcpy(c->data + c->offsets[i], str[i], len[i]);
    c->offsets[i + 1] = c->offsets[i] + (int32_t)len[i];
  }
  c->buffers[0] = NULL, c->buffers[1] = c->offsets, c->buffers[2] = c->data;
  c->schema = (struct ArrowSchema){.format = "u", .release = count_schema_release};
  c->array = (struct ArrowArray){.length = n, .n_buffers = 3, .buffers = c->buffers, .release = count_array_release};
}

static void free_strings(strings *c) {
  free(c->offsets);
  free(c->data);
}

/* A column of the N inputs (rows[i] < 0: a null row) in one of the three
 * layouts, with `pad` rows before them (array.offset = pad). The memory is
 * the col's own; nothing to release but free_column. */
typedef struct {
  struct ArrowSchema schema;
  struct ArrowArray array;
  const void *buffers[8];
  uint8_t validity[64]; /* up to 512 rows */
  void *offsets;
  char *data[3];
  int64_t sizes[3];
} column;

static void make_column(column *col, const char *format, const int *rows, int64_t n, int64_t pad) {
  memset(col, 0, sizeof *col);
  int64_t total = pad + n;
  col->schema.format = format;
  col->schema.name = "urls";
  col->schema.flags = ARROW_FLAG_NULLABLE;
  col->schema.release = count_schema_release;
  col->array.length = n;
  col->array.offset = pad;
  col->array.release = count_array_release;
  col->array.buffers = col->buffers;
  col->array.n_buffers = 3;
  memset(col->validity, 0xff, sizeof col->validity);
  int64_t nulls = 0;
  for (int64_t i = 0; i < n; i++)
    if (rows[i] < 0) nulls++, col->validity[(pad + i) / 8] &= (uint8_t) ~(1u << ((pad + i) % 8));
  col->array.null_count = nulls;
  col->buffers[0] = nulls ? col->validity : NULL;
  size_t bytes = 0;
  for (int64_t i = 0; i < n; i++) bytes += rows[i] < 0 ? 3 : strlen(inputs[rows[i]]);
  /* A null row has a value ("xyz") behind it: it must not be read. */
  if (format[0] != 'v') {
    int wide = format[0] == 'U' || format[0] == 'Z';
    col->offsets = calloc((size_t)total + 1, wide ? 8 : 4);
    col->data[0] = malloc(bytes + 1);
    size_t at = 0;
    for (int64_t j = 0; j <= total; j++) {
      if (wide)
        ((int64_t *)col->offsets)[j] = (int64_t)at;
      else
        ((int32_t *)col->offsets)[j] = (int32_t)at;
      if (j < pad || j == total) continue;
      const char *v = rows[j - pad] < 0 ? "xyz" : inputs[rows[j - pad]];
      memcpy(col->data[0] + at, v, strlen(v));
      at += strlen(v);
    }
    col->buffers[1] = col->offsets;
    col->buffers[2] = col->data[0];
    return;
  }
  /* Views: long values alternate between two data buffers. */
  col->offsets = calloc((size_t)total, 16);
  col->data[0] = malloc(bytes + 1);
  col->data[1] = malloc(bytes + 1);
  for (int64_t i = 0; i < n; i++) {
    const char *v = rows[i] < 0 ? "xyz" : inputs[rows[i]];
    int32_t len = (int32_t)strlen(v);
    uint8_t *view = (uint8_t *)col->offsets + (pad + i) * 16;
    memcpy(view, &len, 4);
    if (len <= 12) {
      memcpy(view + 4, v, (size_t)len);
      continue;
    }
    int32_t k = (int32_t)(i % 2), off = (int32_t)col->sizes[k];
    memcpy(col->data[k] + off, v, (size_t)len);
    col->sizes[k] += len;
    memcpy(view + 4, v, 4);
    memcpy(view + 8, &k, 4);
    memcpy(view + 12, &off, 4);
  }
  col->array.n_buffers = 5;
  col->buffers[1] = col->offsets;
  col->buffers[2] = col->data[0];
  col->buffers[3] = col->data[1];
  col->buffers[4] = col->sizes;
}

static void free_column(column *col) {
  free(col->offsets);
  for (int k = 0; k < 3; k++) free(col->data[k]);
}

/* Rows that are all empty may come without a data buffer; their offsets need
 * not be 0 (a slice of a longer column). Each row is "", which fails to
 * parse. (UBSan once saw an offset added to the NULL buffer here.) */
static void check_empty_rows_no_data(void) {
  const int32_t off32[] = {10, 10, 10};
  const int64_t off64[] = {10, 10, 10};
  const char *formats[] = {"u", "U"};
  for (int f = 0; f < 2; f++) {
    const void *buffers[3] = {NULL, f == 0 ? (const void *)off32 : (const void *)off64, NULL};
    struct ArrowSchema s = {0};
    struct ArrowArray a = {0};
    s.format = formats[f];
    s.name = "";
    s.release = count_schema_release;
    a.length = 2;
    a.n_buffers = 3;
    a.buffers = buffers;
    a.release = count_array_release;
    wurl_batch *b = NULL;
    CHECK(wurl_parse_arrow(&s, &a, NULL, 0, &b) == WURL_OK && wurl_batch_size(b) == 2 &&
              wurl_batch_results(b)[0].status == WURL_ERR_PARSE &&
              wurl_batch_results(b)[1].status == WURL_ERR_PARSE,
          "%s: empty rows at offset 10 without a data buffer", formats[f]);
    wurl_batch_free(b);
  }
}

static void check_columns(void) {
  const char *formats[] = {"u", "U", "vu", "z", "Z", "vz"};
  const char *bases[] = {NULL, "http://base.example/dir/file"};
  size_t lens[N];
  int all[N], holes[N], rev[N];
  for (size_t i = 0; i < N; i++) {
    lens[i] = strlen(inputs[i]);
    all[i] = (int)i;
    holes[i] = i % 3 == 1 ? -1 : (int)i;
    rev[i] = (int)(N - 1 - i);
  }
  const int *row_sets[] = {all, holes, rev};
  for (size_t f = 0; f < 6; f++)
    for (size_t bi = 0; bi < 2; bi++)
      for (size_t rs = 0; rs < 3; rs++)
        for (int64_t pad = 0; pad <= 9; pad += 9) {
          column col;
          make_column(&col, formats[f], row_sets[rs], N, pad);
          const char *base = bases[bi];
          char what[96];
          snprintf(what, sizeof what, "column %s base %d rows %zu pad %lld", formats[f], (int)bi,
                   rs, (long long)pad);
          wurl_batch *b = NULL;
          released_inputs = 0;
          wurl_status st =
              wurl_parse_arrow(&col.schema, &col.array, base, base ? strlen(base) : 0, &b);
          CHECK(st == WURL_OK && b != NULL && released_inputs == 0 &&
                    col.schema.release != NULL && col.array.release != NULL,
                "%s: %s, input left unreleased", what, wurl_status_name(st));
          if (b == NULL) {
            free_column(&col);
            continue;
          }
          /* Each result as wurl_parse_batch gives it; null rows INVALID_ARGUMENT. */
          const wurl_batch_result *r = wurl_batch_results(b);
          int rows[N];
          for (size_t i = 0; i < N; i++) {
            int in = row_sets[rs][i];
            wurl_url *u = NULL;
            wurl_status want = in < 0 ? WURL_ERR_INVALID_ARGUMENT
                                      : wurl_parse(inputs[in], lens[in], base,
                                                   base ? strlen(base) : 0, &u);
            CHECK(r[i].status == want, "%s: row %zu status %s, want %s", what, i,
                  wurl_status_name(r[i].status), wurl_status_name(want));
            if (want == WURL_OK && r[i].status == WURL_OK) {
              wurl_str h = wurl_get_href(u);
              CHECK(view_eq(r[i].href, h.data, h.len), "%s: row %zu href", what, i);
            }
            rows[i] = want == WURL_OK ? in : -1;
            wurl_free(u);
          }
          /* The same column in one call: the same export. */
          struct ArrowSchema s;
          struct ArrowArray a;
          char what1[128];
          snprintf(what1, sizeof what1, "%s, in one call", what);
          st = wurl_parse_arrow_to_arrow(&col.schema, &col.array, base, base ? strlen(base) : 0, &s, &a);
          CHECK(st == WURL_OK && released_inputs == 0, "%s: %s", what1, wurl_status_name(st));
          free_column(&col); /* the batch and the export hold their own hrefs */
          if (st == WURL_OK) {
            check_export(&s, &a, inputs, lens, rows, N, base, what1);
            a.release(&a);
            s.release(&s);
          }
          CHECK(wurl_batch_to_arrow(b, &s, &a) == WURL_OK, "%s: to_arrow", what);
          check_export(&s, &a, inputs, lens, rows, N, base, what);
          a.release(&a);
          s.release(&s);
        }

  /* An empty column, and an empty one whose base is no URL. */
  column col;
  make_column(&col, "u", all, 0, 0);
  wurl_batch *b = NULL;
  CHECK(wurl_parse_arrow(&col.schema, &col.array, NULL, 0, &b) == WURL_OK && wurl_batch_size(b) == 0,
        "empty column");
  struct ArrowSchema s;
  struct ArrowArray a;
  CHECK(wurl_batch_to_arrow(b, &s, &a) == WURL_OK && a.length == 0 && a.children[0]->length == 0,
        "empty export");
  a.release(&a);
  s.release(&s);
  CHECK(wurl_parse_arrow_to_arrow(&col.schema, &col.array, NULL, 0, &s, &a) == WURL_OK && a.length == 0 &&
            a.children[0]->length == 0,
        "empty column in one call");
  a.release(&a);
  s.release(&s);
  b = (wurl_batch *)1;
  CHECK(wurl_parse_arrow(&col.schema, &col.array, "no base", 7, &b) == WURL_ERR_PARSE && b == NULL,
        "empty column, bad base");
  s.release = count_schema_release, a.release = count_array_release;
  CHECK(wurl_parse_arrow_to_arrow(&col.schema, &col.array, "no base", 7, &s, &a) == WURL_ERR_PARSE &&
            s.release == NULL && a.release == NULL && wurl_last_parse_failure().base,
        "empty column, bad base, in one call");
  col.buffers[1] = NULL; /* no offsets: allowed for no rows */
  CHECK(wurl_parse_arrow(&col.schema, &col.array, NULL, 0, &b) == WURL_OK, "empty, no offsets");
  wurl_batch_free(b);
  free_column(&col);
  check_empty_rows_no_data();
}

/* A long column in one call (wurl_parse_arrow_to_arrow): its first rows
 * leave the search, hash and credentials empty, so that those columns are
 * written only from a later row on, and over 64 rows that the C fast path
 * declines (not one after the other), with null rows among them, go to Go
 * in several runs. Against wurl_parse row by row, in every layout. */
static void check_long_column(void) {
  enum { LONG = 300 };
  static int rows[LONG], want[LONG];
  size_t lens[N];
  for (size_t i = 0; i < N; i++) lens[i] = strlen(inputs[i]);
  for (int i = 0; i < LONG; i++) rows[i] = i < 100 ? 3 : i % 7 == 0 ? -1 : i % (int)N;
  const char *formats[] = {"u", "U", "vu"};
  for (size_t f = 0; f < 3; f++) {
    column col;
    make_column(&col, formats[f], rows, LONG, 0);
    struct ArrowSchema s;
    struct ArrowArray a;
    wurl_status st = wurl_parse_arrow_to_arrow(&col.schema, &col.array, NULL, 0, &s, &a);
    CHECK(st == WURL_OK, "long %s column: %s", formats[f], wurl_status_name(st));
    free_column(&col);
    if (st != WURL_OK) continue;
    for (int i = 0; i < LONG; i++) {
      wurl_url *u = NULL;
      want[i] = rows[i] >= 0 && wurl_parse(inputs[rows[i]], lens[rows[i]], NULL, 0, &u) == WURL_OK ? rows[i] : -1;
      wurl_free(u);
    }
    char what[64];
    snprintf(what, sizeof what, "long %s column", formats[f]);
    check_export(&s, &a, inputs, lens, want, LONG, NULL, what);
    a.release(&a);
    s.release(&s);
  }
}

/* Exported by the counting build only (capi/arrow.c): whether
 * wurl_parse_arrow_to_arrow may write rows eight at a time. */
void wurl_debug_arrow_wide(int on) __attribute__((weak));

/* Rows of the usual shape (a special scheme; no credentials, port or
 * fragment), which wurl_parse_arrow_to_arrow may write eight at a time:
 * hosts, paths and queries of every length around the 12 bytes a view
 * holds inline (hrefs of 12 bytes and fewer too), every special scheme, no
 * path (the href then ends in a '/' that the input does not have),
 * the first query after 300 rows (the search column written from there on),
 * and rows of other shapes (a port, a fragment, credentials, another scheme,
 * an upper-case host, no URL) at every offset of the eight. Held to
 * wurl_batch_to_arrow, which writes each row on its own: the same views (an
 * inline one byte for byte, a long one but for its offset, which lies in
 * another href block), validity and host types; and to the getters. */
static void check_usual_rows(void) {
  enum { ROWS = 3000 };
  int before = n_failed;
  static char text[ROWS][96];
  static const char *urls[ROWS];
  static size_t lens[ROWS];
  static int rows[ROWS];
  static const char *const schemes[] = {"http://", "https://", "ws://", "wss://", "ftp://", "file://"};
  const char *letters = "abcdefghijklmnopqrstuvwxyz";
  for (int i = 0; i < ROWS; i++) {
    int scheme = i % 6, host = i / 6 % 21, path = i / 7 % 19, query = i < 300 ? 0 : i / 5 % 6;
    static const int query_lens[] = {0, 1, 2, 6, 12, 14};
    if (host == 0 && scheme != 5) host = 1; /* only a file URL's host may be empty */
    snprintf(text[i], sizeof text[i], "%s%s%s%.*s%s/%.*s%.*s%.*s%s", i % 47 == 3 ? "x" : "", schemes[scheme],
             i % 43 == 7 ? "u@" : "", host, i % 29 == 13 ? "ABCDEFGHIJKLMNOPQRSTU" : letters,
             i % 37 == 11 ? ":81" : "", path, letters + 3, query_lens[query] > 0 ? 1 : 0, "?",
             query_lens[query] > 0 ? query_lens[query] - 1 : 0, "q=abcdefghijklmn", i % 41 == 5 ? "#f" : "");
    if (i % 61 == 17) strcpy(text[i], "http://[::1"); /* not a URL: a null row */
    /* No path: the href is the input and a '/', which moves the hrefs after
     * it in the block (as many as three in a group of eight, at every
     * offset). */
    if (i % 9 == 4 || i % 23 == 6 || i % 31 == 15)
      snprintf(text[i], sizeof text[i], "%s%.*s", schemes[scheme], host, letters);
    urls[i] = text[i], lens[i] = strlen(text[i]), rows[i] = i;
  }
  strings in;
  make_strings(&in, urls, lens, ROWS);
  struct ArrowSchema s, bs;
  struct ArrowArray a, ba;
  wurl_batch *b = NULL;
  CHECK(wurl_parse_arrow_to_arrow(&in.schema, &in.array, NULL, 0, &s, &a) == WURL_OK, "usual rows: export");
  CHECK(wurl_parse_batch(urls, lens, ROWS, NULL, 0, &b) == WURL_OK && wurl_batch_to_arrow(b, &bs, &ba) == WURL_OK,
        "usual rows: batch export");
  if (n_failed != before) return;
  for (int i = 0; i < ROWS; i++) {
    if (wurl_batch_results(b)[i].status != WURL_OK) rows[i] = -1;
    CHECK(bit(&a, i) == bit(&ba, i), "usual rows: row %d validity", i);
    CHECK(((const int8_t *)a.children[10]->buffers[1])[i] == ((const int8_t *)ba.children[10]->buffers[1])[i],
          "usual rows: row %d host type", i);
    for (int k = 0; k < 10 && bit(&a, i); k++) {
      const uint8_t *v = (const uint8_t *)a.children[k]->buffers[1] + i * 16;
      const uint8_t *w = (const uint8_t *)ba.children[k]->buffers[1] + i * 16;
      int32_t len;
      memcpy(&len, v, 4);
      wurl_str got = view_at(a.children[k], i), want = view_at(ba.children[k], i);
      CHECK(memcmp(v, w, len <= 12 ? 16 : 12) == 0 && got.data != NULL && want.data != NULL &&
                view_eq(got, want.data, want.len),
            "usual rows: row %d (%s) %s is '%.*s', want '%.*s'", i, urls[i], names[k],
            got.data ? (int)got.len : 0, got.data ? got.data : "", want.data ? (int)want.len : 0,
            want.data ? want.data : "");
    }
  }
  check_export(&s, &a, urls, lens, rows, ROWS, NULL, "usual rows");
  /* Against the counting build: the same export without put_wide_rows
   * (row by row, put_usual_rows), byte for byte. */
  if (wurl_debug_arrow_wide != NULL) {
    wurl_debug_arrow_wide(0);
    struct ArrowSchema ns;
    struct ArrowArray na;
    CHECK(wurl_parse_arrow_to_arrow(&in.schema, &in.array, NULL, 0, &ns, &na) == WURL_OK, "usual rows: narrow export");
    wurl_debug_arrow_wide(1);
    for (int k = 0; k < 11 && n_failed == before; k++)
      for (int i = 0; i < ROWS; i++) {
        int size = k == 10 ? 1 : 16;
        CHECK(memcmp((const uint8_t *)a.children[k]->buffers[1] + i * size,
                     (const uint8_t *)na.children[k]->buffers[1] + i * size, (size_t)size) == 0,
              "usual rows: row %d (%s) %s the same without put_wide_rows", i, urls[i], names[k]);
      }
    na.release(&na);
    ns.release(&ns);
  }
  a.release(&a);
  s.release(&s);
  ba.release(&ba);
  bs.release(&bs);
  free_strings(&in);
}

/* The memory of an export released is the next one's (the spare), whose
 * columns most URLs leave empty (credentials, port, query, fragment) are
 * zero but where the one before wrote a value: those rows are zeroed again.
 * A column with such values at every offset of the eight rows that
 * put_wide_rows writes at a time (its groups begin after rows it declines,
 * ports here, at any offset), then one of fewer rows without any (laid out
 * as the first, whose memory it takes), each after each, through both
 * exports: the views of its empty values must be 16 zero bytes. */
static void check_spare_rows(void) {
  enum { ROWS = 2000, FEWER = ROWS - 5 };
  static char text[ROWS][64];
  static const char *urls[ROWS];
  static size_t lens[ROWS];
  static int rows[ROWS];
  /* (column, export) in turn: each export of the second column after
   * each of the first; export 1 through a batch. */
  static const int steps[][2] = {{0, 0}, {1, 0}, {0, 1}, {1, 1}, {0, 0}, {1, 1}, {0, 1}, {1, 0}};
  for (size_t step = 0; step < sizeof steps / sizeof steps[0]; step++) {
    int pass = steps[step][0], via_batch = steps[step][1];
    int n = pass == 0 ? ROWS : FEWER;
    for (int i = 0; i < n; i++) {
      if (pass == 0)
        snprintf(text[i], sizeof text[i], "https://%sh%d.example%s/p%d%s%s", i % 17 == 9 ? "u:pw@" : "", i % 7,
                 i % 13 == 5 ? ":81" : "", i, i % 11 == 10 ? "?q=1" : "", i % 19 == 3 ? "#f" : "");
      else
        snprintf(text[i], sizeof text[i], "https://h%d.example/p%d", i % 7, i);
      urls[i] = text[i], lens[i] = strlen(text[i]), rows[i] = i;
    }
    {
      struct ArrowSchema s;
      struct ArrowArray a;
      strings in;
      make_strings(&in, urls, lens, n);
      wurl_batch *b = NULL;
      wurl_status st = via_batch ? wurl_parse_arrow(&in.schema, &in.array, NULL, 0, &b) : WURL_OK;
      if (st == WURL_OK)
        st = via_batch ? wurl_batch_to_arrow(b, &s, &a)
                       : wurl_parse_arrow_to_arrow(&in.schema, &in.array, NULL, 0, &s, &a);
      CHECK(st == WURL_OK, "spare rows: pass %d export %d", pass, via_batch);
      if (st == WURL_OK) {
        char what[64];
        snprintf(what, sizeof what, "spare rows: pass %d export %d", pass, via_batch);
        check_export(&s, &a, urls, lens, rows, n, NULL, what);
        static const uint8_t zero[16];
        static const int sparse[] = {2, 3, 6, 8, 9}; /* username, password, port, search, hash */
        for (int i = 0; i < n; i++)
          for (int k = 0; k < 5; k++) {
            const uint8_t *v = (const uint8_t *)a.children[sparse[k]]->buffers[1] + (size_t)i * 16;
            int32_t len;
            memcpy(&len, v, 4);
            CHECK(len != 0 || memcmp(v, zero, 16) == 0, "%s: row %d (%s) %s is empty but not zero", what, i,
                  urls[i], names[sparse[k]]);
          }
        a.release(&a);
        s.release(&s);
      }
      free_strings(&in);
    }
  }
}

/* The edition reaches the rows the engine parses: a domain that only the
 * 2026 edition keeps. */
static void check_edition(void) {
  static const char *in[] = {"https://%78n--a/"};
  column col;
  memset(&col, 0, sizeof col);
  int32_t offsets[2] = {0, (int32_t)strlen(in[0])};
  col.buffers[1] = offsets;
  col.buffers[2] = in[0];
  col.schema.format = "u";
  col.schema.release = count_schema_release;
  col.array.length = 1;
  col.array.n_buffers = 3;
  col.array.buffers = col.buffers;
  col.array.release = count_array_release;
  for (int ed = 0; ed < WURL_EDITION_COUNT; ed++) {
    wurl_url *u = NULL;
    wurl_status want = wurl_parse_edition(in[0], strlen(in[0]), NULL, 0, (wurl_edition)ed, &u);
    struct ArrowSchema s;
    struct ArrowArray a;
    CHECK(wurl_parse_arrow_to_arrow_edition(&col.schema, &col.array, NULL, 0, (wurl_edition)ed, &s, &a) == WURL_OK,
          "edition %d", ed);
    CHECK(bit(&a, 0) == (want == WURL_OK), "edition %d: row valid %d, want %s", ed, bit(&a, 0),
          wurl_status_name(want));
    if (want == WURL_OK) {
      wurl_str got = view_at(a.children[0], 0), h = wurl_get_href(u);
      CHECK(view_eq(got, h.data, h.len), "edition %d: href", ed);
    }
    wurl_free(u);
    a.release(&a);
    s.release(&s);
  }
}

/* ---- bad input ---- */

typedef void (*spoil)(column *);
static void s_null_format(column *c) { c->schema.format = NULL; }
static void s_int_format(column *c) { c->schema.format = "i"; }
static void s_struct_format(column *c) { c->schema.format = "+s"; }
static void s_utf8_prefix(column *c) { c->schema.format = "uu"; }
static void s_schema_released(column *c) { c->schema.release = NULL; }
static void s_array_released(column *c) { c->array.release = NULL; }
static void s_schema_children(column *c) { c->schema.n_children = 1; }
static struct ArrowSchema dict_schema;
static void s_schema_dictionary(column *c) { c->schema.dictionary = &dict_schema; }
static void s_array_children(column *c) { c->array.n_children = 1; }
static struct ArrowArray dict_array;
static void s_array_dictionary(column *c) { c->array.dictionary = &dict_array; }
static void s_negative_length(column *c) { c->array.length = -1; }
static void s_negative_offset(column *c) { c->array.offset = -3; }
static void s_huge_offset(column *c) { c->array.offset = INT64_MAX - 2; }
static void s_null_count(column *c) { c->array.null_count = -2; }
static void s_buffers_null(column *c) { c->array.buffers = NULL; }
static void s_too_few_buffers(column *c) { c->array.n_buffers = 2; }
static void s_too_many_buffers(column *c) { c->array.n_buffers = 4; }
static void s_validity_null(column *c) { c->buffers[0] = NULL, c->array.null_count = 1; }
static void s_offsets_null(column *c) { c->buffers[1] = NULL; }
static void s_data_null(column *c) { c->buffers[2] = NULL; }
static void s_offsets_decrease(column *c) {
  if (c->schema.format[0] == 'U')
    ((int64_t *)c->offsets)[3] = ((int64_t *)c->offsets)[2] - 1;
  else
    ((int32_t *)c->offsets)[3] = ((int32_t *)c->offsets)[2] - 1;
}
static void s_offsets_negative(column *c) {
  if (c->schema.format[0] == 'U')
    ((int64_t *)c->offsets)[0] = -5;
  else
    ((int32_t *)c->offsets)[0] = -5;
}
/* The first long value's view is row 0's ("https://EXAMPLE..."), in buffer 0. */
static void s_view_length(column *c) { ((int32_t *)c->offsets)[0] = -1; }
static void s_view_buffer(column *c) { ((int32_t *)c->offsets)[2] = 2; }
static void s_view_buffer_negative(column *c) { ((int32_t *)c->offsets)[2] = -1; }
static void s_view_past_end(column *c) { ((int32_t *)c->offsets)[3] = (int32_t)c->sizes[0]; }
static void s_view_offset_negative(column *c) { ((int32_t *)c->offsets)[3] = -1; }
static void s_view_size_negative(column *c) { c->sizes[1] = -1; }
static void s_view_sizes_null(column *c) { c->buffers[4] = NULL; }
static void s_view_data_null(column *c) { c->buffers[2] = NULL; }

struct bad_case {
  const char *name;
  spoil fn;
  const char *formats; /* which layouts it applies to: o (offsets), v (views) */
};

static const struct bad_case bad_cases[] = {
  {"format NULL", s_null_format, "ov"},
  {"format int32", s_int_format, "ov"},
  {"format struct", s_struct_format, "ov"},
  {"format uu", s_utf8_prefix, "ov"},
  {"released schema", s_schema_released, "ov"},
  {"released array", s_array_released, "ov"},
  {"schema children", s_schema_children, "ov"},
  {"schema dictionary", s_schema_dictionary, "ov"},
  {"array children", s_array_children, "ov"},
  {"array dictionary", s_array_dictionary, "ov"},
  {"negative length", s_negative_length, "ov"},
  {"negative offset", s_negative_offset, "ov"},
  {"offset + length overflows", s_huge_offset, "ov"},
  {"null_count -2", s_null_count, "ov"},
  {"buffers NULL", s_buffers_null, "ov"},
  {"too few buffers", s_too_few_buffers, "ov"},
  {"too many buffers", s_too_many_buffers, "o"},
  {"validity NULL with nulls", s_validity_null, "ov"},
  {"offsets NULL", s_offsets_null, "ov"},
  {"data NULL", s_data_null, "o"},
  {"offsets decrease", s_offsets_decrease, "o"},
  {"offsets negative", s_offsets_negative, "o"},
  {"view length negative", s_view_length, "v"},
  {"view buffer index past the buffers", s_view_buffer, "v"},
  {"view buffer index negative", s_view_buffer_negative, "v"},
  {"view past its buffer's end", s_view_past_end, "v"},
  {"view offset negative", s_view_offset_negative, "v"},
  {"buffer size negative", s_view_size_negative, "v"},
  {"sizes buffer NULL", s_view_sizes_null, "v"},
  {"data buffer NULL", s_view_data_null, "v"},
};

static void check_bad_input(void) {
  const char *formats[] = {"u", "U", "vu"};
  int rows[N];
  for (size_t i = 0; i < N; i++) rows[i] = (int)i;
  for (size_t f = 0; f < 3; f++)
    for (size_t c = 0; c < sizeof bad_cases / sizeof bad_cases[0]; c++) {
      if (!strchr(bad_cases[c].formats, formats[f][0] == 'v' ? 'v' : 'o')) continue;
      column col;
      make_column(&col, formats[f], rows, N, 0);
      bad_cases[c].fn(&col);
      wurl_batch *b = (wurl_batch *)1;
      wurl_status st = wurl_parse_arrow(&col.schema, &col.array, NULL, 0, &b);
      CHECK(st == WURL_ERR_INVALID_ARGUMENT && b == NULL, "%s (%s): %s", bad_cases[c].name,
            formats[f], wurl_status_name(st));
      struct ArrowSchema s;
      struct ArrowArray a;
      s.release = count_schema_release, a.release = count_array_release;
      st = wurl_parse_arrow_to_arrow(&col.schema, &col.array, NULL, 0, &s, &a);
      CHECK(st == WURL_ERR_INVALID_ARGUMENT && s.release == NULL && a.release == NULL,
            "%s (%s), in one call: %s", bad_cases[c].name, formats[f], wurl_status_name(st));
      free_column(&col);
    }
  /* An offset below the one before it, at every row: the check reads the
   * offsets four at a time, then the last ones one at a time. */
  for (size_t k = 1; k <= N; k++) {
    column col;
    make_column(&col, "u", rows, N, 0);
    ((int32_t *)col.offsets)[k] = ((int32_t *)col.offsets)[k - 1] - 1;
    wurl_batch *b = (wurl_batch *)1;
    CHECK(wurl_parse_arrow(&col.schema, &col.array, NULL, 0, &b) == WURL_ERR_INVALID_ARGUMENT && b == NULL,
          "offset %zu below the one before it", k);
    free_column(&col);
  }
  /* NULL pointers, and an array released by its producer. */
  column col;
  make_column(&col, "u", rows, N, 0);
  wurl_batch *b = (wurl_batch *)1;
  CHECK(wurl_parse_arrow(NULL, &col.array, NULL, 0, &b) == WURL_ERR_INVALID_ARGUMENT && b == NULL,
        "schema NULL");
  b = (wurl_batch *)1;
  CHECK(wurl_parse_arrow(&col.schema, NULL, NULL, 0, &b) == WURL_ERR_INVALID_ARGUMENT && b == NULL,
        "array NULL");
  CHECK(wurl_parse_arrow(&col.schema, &col.array, NULL, 0, NULL) == WURL_ERR_INVALID_ARGUMENT,
        "out NULL");
  {
    struct ArrowSchema s;
    struct ArrowArray a;
    s.release = count_schema_release, a.release = count_array_release;
    CHECK(wurl_parse_arrow_to_arrow(&col.schema, &col.array, NULL, 0, NULL, &a) == WURL_ERR_INVALID_ARGUMENT &&
              a.release == NULL,
          "out_schema NULL");
    CHECK(wurl_parse_arrow_to_arrow(&col.schema, &col.array, NULL, 0, &s, NULL) == WURL_ERR_INVALID_ARGUMENT &&
              s.release == NULL,
          "out_array NULL");
    s.release = count_schema_release, a.release = count_array_release;
    CHECK(wurl_parse_arrow_to_arrow_edition(&col.schema, &col.array, NULL, 0, WURL_EDITION_COUNT, &s, &a) ==
                  WURL_ERR_INVALID_ARGUMENT &&
              s.release == NULL && a.release == NULL,
          "an edition past the last");
    CHECK(wurl_parse_arrow_to_arrow(&col.schema, &col.array, "http://x", 8u + (size_t)0xFFFFFFFFu, &s, &a) ==
              WURL_ERR_TOO_LONG,
          "a base of 4 GiB");
  }
  col.array.release(&col.array);
  CHECK(wurl_parse_arrow(&col.schema, &col.array, NULL, 0, &b) == WURL_ERR_INVALID_ARGUMENT,
        "an array after its release");
  free_column(&col);
  /* A null row's view is not read: a bad view there is fine. */
  int holes[N];
  for (size_t i = 0; i < N; i++) holes[i] = i == 0 ? -1 : (int)i;
  make_column(&col, "vu", holes, N, 0);
  ((int32_t *)col.offsets)[0] = -7; /* row 0's length */
  CHECK(wurl_parse_arrow(&col.schema, &col.array, NULL, 0, &b) == WURL_OK &&
            wurl_batch_results(b)[0].status == WURL_ERR_INVALID_ARGUMENT,
        "a bad view in a null row is not read");
  wurl_batch_free(b);
  free_column(&col);

  /* wurl_batch_to_arrow's own checks. */
  struct ArrowSchema s;
  struct ArrowArray a;
  s.release = count_schema_release;
  a.release = count_array_release;
  CHECK(wurl_batch_to_arrow(NULL, &s, &a) == WURL_ERR_INVALID_HANDLE && s.release == NULL &&
            a.release == NULL,
        "to_arrow of NULL");
  CHECK(wurl_parse_batch(inputs, NULL, N, NULL, 0, &b) == WURL_OK, "batch");
  CHECK(wurl_batch_to_arrow(b, NULL, &a) == WURL_ERR_INVALID_ARGUMENT, "schema NULL");
  CHECK(wurl_batch_to_arrow(b, &s, NULL) == WURL_ERR_INVALID_ARGUMENT, "array NULL");
  CHECK(wurl_batch_size(b) == N, "a failed export leaves the batch the caller's");
  wurl_batch_free(b); /* valgrind: a leak if the failed export had taken it */
  /* This one reads freed memory on purpose: not under valgrind (as test_robust). */
  if (getenv("WHATWGURL_NO_STALE") == NULL)
    CHECK(wurl_batch_to_arrow(b, &s, &a) == WURL_ERR_INVALID_HANDLE, "to_arrow of a freed batch");
}

/* ---- release rules ---- */

static wurl_batch *sample_batch(void) {
  wurl_batch *b = NULL;
  CHECK(wurl_parse_batch(inputs, NULL, N, NULL, 0, &b) == WURL_OK, "sample batch");
  return b;
}

/* The hash of row 6 ("#fragment-here", a view into the href block). */
static int row6_hash_ok(const struct ArrowArray *hash) {
  return view_eq(view_at(hash, 6), "#fragment-here", 14) && bit(hash, 1) == 0;
}

static void *release_in_thread(void *arg) {
  struct ArrowArray *c = arg;
  int ok = row6_hash_ok(c);
  c->release(c);
  return ok ? c : NULL;
}

static void check_release(void) {
  struct ArrowSchema s;
  struct ArrowArray a;

  /* A child moved out outlives its parent; then released on its own. */
  CHECK(wurl_batch_to_arrow(sample_batch(), &s, &a) == WURL_OK, "export");
  struct ArrowArray hash = *a.children[9], types = *a.children[10];
  a.children[9]->release = NULL;
  a.children[10]->release = NULL;
  a.release(&a);
  CHECK(row6_hash_ok(&hash), "a moved child reads its views after the parent's release");
  CHECK(((const int8_t *)types.buffers[1])[0] == WURL_HOST_DOMAIN, "moved host_type child");
  hash.release(&hash);
  CHECK(hash.release == NULL, "moved child released");
  types.release(&types);

  /* The schema: a child moved out keeps its strings. */
  struct ArrowSchema hs = *s.children[7];
  s.children[7]->release = NULL;
  s.release(&s);
  CHECK(strcmp(hs.name, "pathname") == 0 && strcmp(hs.format, "vu") == 0, "moved schema child");
  hs.release(&hs);

  /* Children moved out and released before the parent, and one released in
   * another thread after the parent. */
  CHECK(wurl_batch_to_arrow(sample_batch(), &s, &a) == WURL_OK, "export");
  struct ArrowArray first = *a.children[0], last = *a.children[9];
  a.children[0]->release = NULL;
  a.children[9]->release = NULL;
  CHECK(view_eq(view_at(&first, 0), "https://example.com:8443/a/c?q=1#frag", 37), "moved href");
  first.release(&first);
  a.release(&a);
  pthread_t t;
  void *ok = NULL;
  CHECK(pthread_create(&t, NULL, release_in_thread, &last) == 0 && pthread_join(t, &ok) == 0 &&
            ok != NULL,
        "a child released in another thread");
  s.release(&s);

  /* An export made in one call: a child moved out keeps the href block. */
  column col;
  int rows[N];
  for (size_t i = 0; i < N; i++) rows[i] = (int)i;
  make_column(&col, "u", rows, N, 0);
  CHECK(wurl_parse_arrow_to_arrow(&col.schema, &col.array, NULL, 0, &s, &a) == WURL_OK, "export in one call");
  free_column(&col);
  hash = *a.children[9];
  a.children[9]->release = NULL;
  a.release(&a);
  s.release(&s);
  CHECK(row6_hash_ok(&hash), "a moved child of an export in one call, after the parent's release");
  CHECK(pthread_create(&t, NULL, release_in_thread, &hash) == 0 && pthread_join(t, &ok) == 0 && ok != NULL,
        "released in another thread");

  /* The parent released first, the moved struct (a struct moved whole). */
  CHECK(wurl_batch_to_arrow(sample_batch(), &s, &a) == WURL_OK, "export");
  struct ArrowArray moved = a;
  a.release = NULL;
  CHECK(row6_hash_ok(moved.children[9]), "a moved struct array");
  moved.release(&moved);
  s.release(&s);
}

/* ---- wurl_batch_columns ---- */

/* Checks out[k] (and codes, when not NULL) against the getters of in, the
 * batch's inputs, in the form wurl_batch_columns gives it. */
static void check_text_of(const char *const *in, const wurl_batch *b, int k, wurl_string t,
                          const int32_t *codes, const char *what) {
  const wurl_batch_result *r = wurl_batch_results(b);
  size_t n = wurl_batch_size(b);
  /* The entries, split at the NULs. */
  const char **vals = malloc((n + 1) * sizeof *vals);
  size_t *lens = malloc((n + 1) * sizeof *lens), m = 0;
  if (vals == NULL || lens == NULL) abort();
  const char *p = t.data, *end = t.data + t.len;
  CHECK(t.data != NULL && t.data[t.len] == '\0', "%s %s: a text", what, names[k]);
  while (t.data != NULL && p < end && m <= n) {
    const char *z = memchr(p, '\0', (size_t)(end - p));
    CHECK(z != NULL, "%s %s: entries end with the separator", what, names[k]);
    if (z == NULL) break;
    vals[m] = p, lens[m++] = (size_t)(z - p);
    p = z + 1;
  }
  if (p < end) { /* an entry without its separator */
    free(vals), free(lens);
    return;
  }
  if (codes == NULL) {
    CHECK(m == n, "%s %s: %zu entries, want %zu", what, names[k], m, n);
  } else {
    for (size_t i = 0; i < m; i++)
      for (size_t j = 0; j < i; j++)
        CHECK(lens[j] != lens[i] || memcmp(vals[j], vals[i], lens[i]) != 0,
              "%s %s: distinct value %zu repeats value %zu", what, names[k], i, j);
  }
  int32_t most = -1;
  for (size_t i = 0; i < n; i++) {
    wurl_url *u = NULL;
    int ok = r[i].status == WURL_OK && wurl_parse(in[i], strlen(in[i]), NULL, 0, &u) == WURL_OK;
    wurl_str want = ok ? getters[k](u) : (wurl_str){"", 0};
    if (codes == NULL) {
      CHECK(i < m && view_eq((wurl_str){vals[i], lens[i]}, want.data, want.len),
            "%s %s: entry %zu", what, names[k], i);
    } else if (!ok) {
      CHECK(codes[i] == -1, "%s %s: failed row %zu has code %d", what, names[k], i, codes[i]);
    } else {
      CHECK(codes[i] >= 0 && (size_t)codes[i] < m &&
                view_eq((wurl_str){vals[codes[i]], lens[codes[i]]}, want.data, want.len),
            "%s %s: row %zu", what, names[k], i);
      /* Order of first appearance: a code is at most one more than any before. */
      CHECK(codes[i] <= most + 1, "%s %s: row %zu code %d after %d", what, names[k], i,
            codes[i], most);
      if (codes[i] > most) most = codes[i];
    }
    wurl_free(u);
  }
  free(vals), free(lens);
}

static void check_text(const wurl_batch *b, int k, wurl_string t, const int32_t *codes,
                       const char *what) {
  check_text_of(inputs, b, k, t, codes, what);
}

/* wurl_batch_columns reads the results a stretch at a time (COLUMN_ROWS in
 * arrow.c), column by column: batches of sizes about its multiples, the
 * sample inputs (failed ones among them) over and over, starting at
 * different ones, each column in both forms. */
static void check_columns_stretches(void) {
  static const struct {
    size_t n, first;
  } cases[] = {{511, 0}, {512, 1}, {513, 7}, {1025, 3}, {1536, 18}, {2000, 11}};
  for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
    size_t n = cases[c].n;
    const char **in = malloc(n * sizeof *in);
    int32_t *codes_mem = malloc(WURL_ATTRIBUTE_COUNT * n * sizeof *codes_mem);
    if (in == NULL || codes_mem == NULL) abort();
    for (size_t i = 0; i < n; i++) in[i] = inputs[(cases[c].first + i) % N];
    wurl_batch *b = NULL;
    CHECK(wurl_parse_batch(in, NULL, n, NULL, 0, &b) == WURL_OK, "stretches %zu", n);
    /* form: bit 0 dictionaries (every other column), bit 1 the texts in the batch. */
    static const char *const what[] = {"stretches, plain", "stretches, mixed", "stretches, plain in the batch",
                                       "stretches, mixed in the batch"};
    for (int form = 0; form < 4 && b != NULL; form++) {
      int32_t *codes[WURL_ATTRIBUTE_COUNT];
      for (int k = 0; k < WURL_ATTRIBUTE_COUNT; k++)
        codes[k] = form & 1 && k % 2 ? codes_mem + (size_t)k * n : NULL;
      wurl_string out[WURL_ATTRIBUTE_COUNT];
      wurl_status st = wurl_batch_columns(b, '\0', form & 2 ? WURL_COLUMNS_IN_BATCH : 0, out, codes);
      CHECK(st == WURL_OK, "stretches %zu form %d: %s", n, form, wurl_status_name(st));
      if (st != WURL_OK) continue;
      for (int k = 0; k < WURL_ATTRIBUTE_COUNT; k++) {
        check_text_of(in, b, k, out[k], codes[k], what[form]);
        if (!(form & 2)) wurl_string_free(out[k]); /* the batch's otherwise */
      }
    }
    wurl_batch_free(b);
    free(in);
    free(codes_mem);
  }
}

/* WURL_COLUMNS_IN_BATCH: the texts are the batch's, in a block that a freed
 * batch's memory keeps for the next batch (one of the same size takes the
 * same memory), and that a second call on the same batch writes again. */
void wurl_debug_batch_work(uint64_t *out, size_t n) __attribute__((weak)); /* the counting build's */

static void check_columns_in_batch_kept(void) {
  enum { ROWS = 3000 };
  uint64_t work[5] = {0}, first = 0;
  const char **in = malloc(ROWS * sizeof *in);
  int32_t *codes_mem = malloc(ROWS * sizeof *codes_mem);
  if (in == NULL || codes_mem == NULL) abort();
  for (size_t i = 0; i < ROWS; i++) in[i] = inputs[i % N];
  int32_t *codes[WURL_ATTRIBUTE_COUNT] = {0};
  codes[WURL_ATTR_HOSTNAME] = codes_mem;
  const char *at[3] = {0};
  for (int round = 0; round < 3; round++) {
    wurl_batch *b = NULL;
    CHECK(wurl_parse_batch(in, NULL, ROWS, NULL, 0, &b) == WURL_OK, "in batch: round %d", round);
    if (b == NULL) break;
    wurl_string out[WURL_ATTRIBUTE_COUNT];
    CHECK(wurl_batch_columns(b, '\0', WURL_COLUMNS_IN_BATCH, out, codes) == WURL_OK, "in batch: columns");
    check_text_of(in, b, WURL_ATTR_PATHNAME, out[WURL_ATTR_PATHNAME], NULL, "in batch");
    check_text_of(in, b, WURL_ATTR_HOSTNAME, out[WURL_ATTR_HOSTNAME], codes_mem, "in batch");
    at[round] = out[WURL_ATTR_HREF].data;
    if (wurl_debug_batch_work != NULL) { /* no block allocated after the first round's */
      wurl_debug_batch_work(work, 5);
      if (round == 0) first = work[4];
      CHECK(round == 0 ? first > 0 : work[4] == first, "in batch: round %d allocated %llu text blocks in all",
            round, (unsigned long long)work[4]);
    }
    if (round == 2) { /* again on the same batch: the same memory */
      wurl_string again[WURL_ATTRIBUTE_COUNT];
      CHECK(wurl_batch_columns(b, '\0', WURL_COLUMNS_IN_BATCH | (1u << WURL_ATTR_PATHNAME), again, NULL) ==
                    WURL_OK && again[WURL_ATTR_PATHNAME].data == at[2],
            "in batch: a second call writes the same memory");
      check_text_of(in, b, WURL_ATTR_PATHNAME, again[WURL_ATTR_PATHNAME], NULL, "in batch, again");
    }
    wurl_batch_free(b);
  }
  CHECK(at[0] != NULL && at[1] == at[0] && at[2] == at[0], "in batch: the next batches take the kept memory");
  free(in);
  free(codes_mem);
}

static void check_columns_text(void) {
  wurl_batch *b = sample_batch();
  int32_t codes_mem[WURL_ATTRIBUTE_COUNT][N];
  /* Every component plain, every one dictionary encoded, and a mix. */
  for (int form = 0; form < 3; form++) {
    int32_t *codes[WURL_ATTRIBUTE_COUNT];
    for (int k = 0; k < WURL_ATTRIBUTE_COUNT; k++)
      codes[k] = form == 1 || (form == 2 && k % 3 != 0) ? codes_mem[k] : NULL;
    wurl_string out[WURL_ATTRIBUTE_COUNT];
    wurl_status st = wurl_batch_columns(b, '\0', 0, out, form ? codes : NULL);
    CHECK(st == WURL_OK, "columns form %d: %s", form, wurl_status_name(st));
    if (st != WURL_OK) continue;
    for (int k = 0; k < WURL_ATTRIBUTE_COUNT; k++) {
      check_text(b, k, out[k], codes[k], form == 0 ? "plain" : form == 1 ? "dictionary" : "mixed");
      wurl_string_free(out[k]);
    }
  }
  /* Another separator. */
  wurl_string out[WURL_ATTRIBUTE_COUNT];
  CHECK(wurl_batch_columns(b, '\n', 0, out, NULL) == WURL_OK && out[0].data[out[0].len - 1] == '\n' &&
            memchr(out[0].data, '\0', out[0].len) == NULL,
        "separator \\n");
  for (int k = 0; k < WURL_ATTRIBUTE_COUNT; k++) wurl_string_free(out[k]);

  out[3].data = "x", out[3].len = 1;
  CHECK(wurl_batch_columns(NULL, 0, 0, out, NULL) == WURL_ERR_INVALID_HANDLE && out[3].data == NULL,
        "batch NULL");
  CHECK(wurl_batch_columns(b, 0, 0, NULL, NULL) == WURL_ERR_INVALID_ARGUMENT, "out NULL");
  CHECK(wurl_batch_columns(b, 0, 1u << WURL_ATTRIBUTE_COUNT, out, NULL) ==
            WURL_ERR_INVALID_ARGUMENT,
        "which past the attributes");
  /* Some attributes only: the others stay { NULL, 0 } and their codes unread. */
  int32_t *only[WURL_ATTRIBUTE_COUNT];
  for (int k = 0; k < WURL_ATTRIBUTE_COUNT; k++) only[k] = (int32_t *)8; /* not to be touched */
  only[WURL_ATTR_SEARCH] = codes_mem[0];
  uint32_t which = (1u << WURL_ATTR_HOSTNAME) | (1u << WURL_ATTR_SEARCH);
  only[WURL_ATTR_HOSTNAME] = NULL;
  CHECK(wurl_batch_columns(b, 0, which, out, only) == WURL_OK, "two attributes");
  for (int k = 0; k < WURL_ATTRIBUTE_COUNT; k++) {
    if ((which >> k) & 1)
      check_text(b, k, out[k], only[k], "selected");
    else
      CHECK(out[k].data == NULL && out[k].len == 0, "unselected %s", names[k]);
    wurl_string_free(out[k]);
  }
  wurl_batch_free(b);

  /* An empty batch: empty texts, codes not written. */
  CHECK(wurl_parse_batch(NULL, NULL, 0, NULL, 0, &b) == WURL_OK, "empty batch");
  int32_t *none[WURL_ATTRIBUTE_COUNT] = {0};
  none[2] = (int32_t *)codes_mem; /* room for 0 codes */
  CHECK(wurl_batch_columns(b, 0, 0, out, none) == WURL_OK && out[0].len == 0 && out[2].len == 0 &&
            out[0].data != NULL,
        "columns of an empty batch");
  for (int k = 0; k < WURL_ATTRIBUTE_COUNT; k++) wurl_string_free(out[k]);
  wurl_batch_free(b);

  /* A column of many distinct values, to grow the dictionary's table. */
  enum { MANY = 5000 };
  static char bufs[MANY][32];
  static const char *many[MANY];
  for (int i = 0; i < MANY; i++) {
    snprintf(bufs[i], sizeof bufs[i], "http://h%d.example:%d/", i % 1699, i % 5 ? 80 : 81);
    many[i] = bufs[i];
  }
  CHECK(wurl_parse_batch(many, NULL, MANY, NULL, 0, &b) == WURL_OK, "many");
  static int32_t host_codes[MANY], port_codes[MANY];
  int32_t *c2[WURL_ATTRIBUTE_COUNT] = {0};
  c2[WURL_ATTR_HOST] = host_codes;
  c2[WURL_ATTR_PORT] = port_codes;
  CHECK(wurl_batch_columns(b, 0, (1u << WURL_ATTR_HOST) | (1u << WURL_ATTR_PORT), out, c2) ==
            WURL_OK,
        "many: columns");
  size_t nhosts = 0, nports = 0;
  for (size_t j = 0; j < out[WURL_ATTR_HOST].len; j++) nhosts += out[WURL_ATTR_HOST].data[j] == 0;
  for (size_t j = 0; j < out[WURL_ATTR_PORT].len; j++) nports += out[WURL_ATTR_PORT].data[j] == 0;
  /* 1699 names, with port 80 (no port: the default) or 81, or both. */
  static char seen[1699][2];
  size_t want_hosts = 0;
  for (int i = 0; i < MANY; i++)
    if (!seen[i % 1699][i % 5 == 0]) seen[i % 1699][i % 5 == 0] = 1, want_hosts++;
  CHECK(nports == 2 && nhosts == want_hosts && want_hosts > 1699, "many: %zu ports, %zu hosts",
        nports, nhosts);
  int same = 1;
  for (int i = 0; i < MANY; i++) {
    const char *h = out[WURL_ATTR_HOST].data;
    for (int32_t c = 0; c < host_codes[i]; c++) h += strlen(h) + 1;
    char want[32];
    if (i % 5)
      snprintf(want, sizeof want, "h%d.example", i % 1699);
    else
      snprintf(want, sizeof want, "h%d.example:81", i % 1699);
    same &= strcmp(h, want) == 0;
  }
  CHECK(same, "many: every host by its code");
  for (int k = 0; k < WURL_ATTRIBUTE_COUNT; k++) wurl_string_free(out[k]);
  wurl_batch_free(b);
}

/* ---- fork: the export never enters Go; the column parse does, and in a
 * forked child gives the parent's results (the library loads a private copy
 * there) ---- */

static void check_fork(void) {
  wurl_batch *b = sample_batch(), *pb = NULL;
  column col;
  int rows[N];
  for (size_t i = 0; i < N; i++) rows[i] = (int)i;
  make_column(&col, "u", rows, N, 0);
  CHECK(wurl_parse_arrow(&col.schema, &col.array, NULL, 0, &pb) == WURL_OK, "column parse before fork");
  fflush(NULL);
  pid_t pid = fork();
  if (pid == 0) {
    alarm(60); /* the watchdog: a hang kills the child with SIGALRM */
    struct ArrowSchema s;
    struct ArrowArray a;
    wurl_batch *c = NULL;
    int ok = wurl_batch_to_arrow(b, &s, &a) == WURL_OK && row6_hash_ok(a.children[9]) &&
             wurl_parse_arrow(&col.schema, &col.array, NULL, 0, &c) == WURL_OK &&
             wurl_batch_size(c) == wurl_batch_size(pb);
    struct ArrowSchema s1;
    struct ArrowArray a1;
    ok = ok && wurl_parse_arrow_to_arrow(&col.schema, &col.array, NULL, 0, &s1, &a1) == WURL_OK &&
         row6_hash_ok(a1.children[9]) && a1.null_count == a.null_count;
    const wurl_batch_result *rc = wurl_batch_results(c), *rp = wurl_batch_results(pb);
    for (size_t i = 0; ok && i < wurl_batch_size(c); i++)
      ok = rc[i].status == rp[i].status && rc[i].href.len == rp[i].href.len &&
           memcmp(rc[i].href.data, rp[i].href.data, rp[i].href.len) == 0;
    _exit(ok ? 0 : 1);
  }
  int status = 0;
  CHECK(pid > 0 && waitpid(pid, &status, 0) == pid && WIFEXITED(status) &&
            WEXITSTATUS(status) == 0,
        "child: export works, column parse as in the parent (status %#x)", status);
  wurl_batch_free(pb);
  wurl_batch_free(b);
  free_column(&col);
}

int main(void) {
  check_batch_export(NULL);
  check_batch_export("http://base.example/dir/");
  check_columns();
  check_long_column();
  check_usual_rows();
  check_spare_rows();
  check_edition();
  check_bad_input();
  check_release();
  check_columns_text();
  check_columns_stretches();
  check_columns_in_batch_kept();
  check_fork();
  return finish();
}
