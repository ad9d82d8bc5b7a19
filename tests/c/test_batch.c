/* test_batch.c - wurl_parse_batch (the BATCH PARSING section of whatwgurl.h):
 * every result equals what wurl_parse gives for the same input and base
 * (status, href, components), per-input failures do not stop the batch, the
 * argument checks, the NUL-terminated form, a large batch, and fork: the child
 * gets WURL_ERR_FORKED at once while a batch made before the fork stays
 * readable. */
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

static const char *inputs[] = {
  "https://EXAMPLE.com:443/a/./b/../c?q=1#f",
  "not a url",
  "../x?y#z",
  "http://[::1]:8080/",
  "http://192.168.0.257/",
  "http://0x7f.1/",
  "file:///C:/dir/file",
  "mailto:someone@example.com",
  "https://xn--nxasmq6b.example/",
  "https://\xe2\x98\x83.example/p\xc3\xa9?\xe2\x82\xac#\xf0\x9f\x98\x80",
  "http://a b/",
  "\t http://ex\nample.com/ \n",
  "",
  "?only-query",
  "#only-fragment",
  "//other.example/path",
  "https://user:pass@host/",
  "http://h/\xff\xfe", /* invalid UTF-8: each invalid byte is U+FFFD */
  "https://example.com/already/canonical?x=1#y",
  "non-special://host/p?q#f",
};
#define N (sizeof inputs / sizeof inputs[0])

/* Whether result r is what wurl_parse gives for input against base. */
static int same_as_parse(const wurl_batch_result *r, const char *in, size_t len, const char *base,
                         size_t i) {
  wurl_url *u = NULL;
  wurl_status st = wurl_parse(in, len, base, base ? strlen(base) : 0, &u);
  int ok = 1;
  if (st != r->status) {
    fprintf(stderr, "input %zu: batch status %s, wurl_parse %s\n", i, wurl_status_name(r->status),
            wurl_status_name(st));
    ok = 0;
  } else if (st == WURL_OK) {
    wurl_str h = wurl_get_href(u);
    wurl_components c;
    wurl_get_components(u, &c);
    if (!view_eq(r->href, h.data, h.len) || r->href.data[r->href.len] != '\0') {
      fprintf(stderr, "input %zu: href %.*s, want %s\n", i, (int)r->href.len, r->href.data, h.data);
      ok = 0;
    }
    if (memcmp(&c, &r->components, sizeof c) != 0) {
      fprintf(stderr, "input %zu: components differ\n", i);
      ok = 0;
    }
  } else if (r->href.len != 0 || r->href.data == NULL) {
    fprintf(stderr, "input %zu: failed result has href %p/%zu\n", i, (void *)r->href.data,
            r->href.len);
    ok = 0;
  }
  wurl_free(u);
  return ok;
}

static void check_batch(const char *base) {
  size_t lens[N];
  for (size_t i = 0; i < N; i++) lens[i] = strlen(inputs[i]);
  wurl_batch *b = NULL;
  wurl_status st = wurl_parse_batch(inputs, lens, N, base, base ? strlen(base) : 0, &b);
  CHECK(st == WURL_OK && b != NULL, "batch with base %s: %s", base ? base : "(none)",
        wurl_status_name(st));
  if (b == NULL) return;
  CHECK(wurl_batch_size(b) == N, "size %zu", wurl_batch_size(b));
  const wurl_batch_result *r = wurl_batch_results(b);
  CHECK(r != NULL, "results");
  size_t ok = 0, total = 0;
  for (size_t i = 0; i < N && r; i++) {
    CHECK(same_as_parse(&r[i], inputs[i], lens[i], base, i), "input %zu (%s) as wurl_parse", i,
          inputs[i]);
    if (r[i].status == WURL_OK) ok++, total += r[i].href.len + 1;
  }
  CHECK(ok > 0 && ok < N, "some inputs fail and some parse (%zu of %zu)", ok, (size_t)N);
  /* The href block holds the hrefs of the successes, in order, each with a NUL. */
  wurl_str all = wurl_batch_hrefs(b);
  CHECK(all.len == total, "href block %zu bytes, want %zu", all.len, total);
  size_t off = 0;
  for (size_t i = 0; i < N && r; i++) {
    if (r[i].status != WURL_OK) continue;
    CHECK(r[i].href.data == all.data + off, "href %zu at offset %zu of the block", i, off);
    off += r[i].href.len + 1;
  }
  wurl_batch_free(b);
}

static void check_arguments(void) {
  wurl_batch *b = (wurl_batch *)1;
  CHECK(wurl_parse_batch(inputs, NULL, N, NULL, 0, NULL) == WURL_ERR_INVALID_ARGUMENT, "out NULL");
  CHECK(wurl_parse_batch(NULL, NULL, 3, NULL, 0, &b) == WURL_ERR_INVALID_ARGUMENT && b == NULL,
        "inputs NULL with n>0");
  b = (wurl_batch *)1;
  CHECK(wurl_parse_batch(inputs, NULL, N, "no base", 7, &b) == WURL_ERR_PARSE && b == NULL,
        "a base that is not a URL fails the call");
  b = (wurl_batch *)1;
  CHECK(wurl_parse_batch(NULL, NULL, 0, "no base", 7, &b) == WURL_ERR_PARSE && b == NULL,
        "an empty batch still checks its base");
  CHECK(wurl_parse_batch(NULL, NULL, 0, NULL, 0, &b) == WURL_OK && b != NULL, "empty batch");
  CHECK(wurl_batch_size(b) == 0 && wurl_batch_results(b) == NULL && wurl_batch_hrefs(b).len == 0,
        "empty batch has nothing");
  wurl_batch_free(b);
  wurl_batch_free(NULL);
  CHECK(wurl_batch_size(NULL) == 0 && wurl_batch_results(NULL) == NULL &&
            wurl_batch_hrefs(NULL).len == 0,
        "NULL batch");

  /* Per-input problems stay in their result. */
  const char *in[3] = {"http://a/", NULL, "http://c/"};
  size_t lens[3] = {9, 5, 9};
  CHECK(wurl_parse_batch(in, lens, 3, NULL, 0, &b) == WURL_OK, "batch with a NULL input");
  const wurl_batch_result *r = wurl_batch_results(b);
  CHECK(r[0].status == WURL_OK && VIEW_EQ(r[0].href, "http://a/"), "first");
  CHECK(r[1].status == WURL_ERR_INVALID_ARGUMENT && r[1].href.len == 0, "NULL with len>0");
  CHECK(r[2].status == WURL_OK && VIEW_EQ(r[2].href, "http://c/"), "third");
  wurl_batch_free(b);

  /* lens NULL: NUL-terminated inputs, NULL is the empty string (relative to the base). */
  lens[1] = 0;
  CHECK(wurl_parse_batch(in, NULL, 3, "http://base/dir/f?q", 19, &b) == WURL_OK, "NUL-terminated");
  r = wurl_batch_results(b);
  CHECK(r[1].status == WURL_OK && VIEW_EQ(r[1].href, "http://base/dir/f?q"),
        "NULL input is the empty string: %.*s", (int)r[1].href.len, r[1].href.data);
  CHECK(VIEW_EQ(r[0].href, "http://a/") && VIEW_EQ(r[2].href, "http://c/"), "others");
  wurl_batch_free(b);

  /* Inputs with NULs, by length. */
  const char *nul[1] = {"http://h/a\0b"};
  size_t nl[1] = {12};
  CHECK(wurl_parse_batch(nul, nl, 1, NULL, 0, &b) == WURL_OK, "input with a NUL");
  r = wurl_batch_results(b);
  CHECK(r[0].status == WURL_OK && VIEW_EQ(r[0].href, "http://h/a%00b"), "NUL percent-encoded: %.*s",
        (int)r[0].href.len, r[0].href.data);
  wurl_batch_free(b);
}

/* Many inputs whose hrefs are longer than the inputs (the Go side's buffer
 * guess is exceeded many times). */
static void check_large(void) {
  enum { M = 20000 };
  char **in = malloc(M * sizeof *in);
  size_t *lens = malloc(M * sizeof *lens);
  for (size_t i = 0; i < M; i++) {
    in[i] = malloc(64);
    lens[i] = (size_t)snprintf(in[i], 64, "HTTP://H%zu.EXAMPLE/ \xc3\xa9%zu/../x?%zu", i, i, i);
  }
  wurl_batch *b = NULL;
  CHECK(wurl_parse_batch((const char *const *)in, lens, M, NULL, 0, &b) == WURL_OK, "large batch");
  const wurl_batch_result *r = wurl_batch_results(b);
  size_t bad = 0;
  for (size_t i = 0; i < M; i++) {
    char want[80];
    int n = snprintf(want, sizeof want, "http://h%zu.example/x?%zu", i, i);
    if (r[i].status != WURL_OK || !view_eq(r[i].href, want, (size_t)n)) bad++;
    free(in[i]);
  }
  CHECK(bad == 0, "large batch: %zu wrong hrefs of %d", bad, M);
  wurl_batch_free(b);
  free(in);
  free(lens);
}

static void check_fork(void) {
  wurl_batch *b = NULL;
  CHECK(wurl_parse_batch(inputs, NULL, N, NULL, 0, &b) == WURL_OK, "batch before fork");
  fflush(NULL);
  pid_t pid = fork();
  if (pid == 0) {
    alarm(10); /* the watchdog: a hang kills the child with SIGALRM */
    int bad = 0;
    wurl_batch *c = (wurl_batch *)1;
    if (wurl_parse_batch(inputs, NULL, N, NULL, 0, &c) != WURL_ERR_FORKED || c != NULL) bad |= 1;
    const wurl_batch_result *r = wurl_batch_results(b);
    if (wurl_batch_size(b) != N || r == NULL || r[0].status != WURL_OK ||
        !VIEW_EQ(r[0].href, "https://example.com/a/c?q=1#f"))
      bad |= 2;
    wurl_batch_free(b);
    _exit(bad);
  }
  int status = 0;
  CHECK(pid > 0 && waitpid(pid, &status, 0) == pid, "fork and wait");
  CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0,
        "child: FORKED at once and a readable pre-fork batch (status %#x)", status);
  wurl_batch_free(b);
  b = NULL;
  CHECK(wurl_parse_batch(inputs, NULL, 2, NULL, 0, &b) == WURL_OK, "parent after fork");
  wurl_batch_free(b);
}

int main(void) {
  check_batch(NULL);
  check_batch("http://user@base.example:81/dir/file?query#frag");
  check_batch("non-special:opaque");
  check_arguments();
  check_large();
  check_fork();
  return finish();
}
