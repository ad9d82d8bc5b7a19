/* test_batch.c - wurl_parse_batch, wurl_parse_joined, wurl_parse_to and
 * wurl_get_to (the BATCH PARSING section of whatwgurl.h). For the batch:
 * every result equals what wurl_parse gives for the same input and base
 * (status, href, components), per-input failures do not stop the batch, the
 * argument checks, the NUL-terminated form, a large batch, threads making and
 * freeing batches of many sizes at once (the kept memory shared between
 * them, batch_store.c), and fork: the child
 * gets WURL_ERR_FORKED at once while a batch made before the fork stays
 * readable. wurl_batch_changed: which results are not their input.
 */
#include <pthread.h>
#include <signal.h>
#include <stddef.h>
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
    if (r->href_is_input != (h.len == len && memcmp(h.data, in, len) == 0)) {
      fprintf(stderr, "input %zu: href_is_input %d\n", i, (int)r->href_is_input);
      ok = 0;
    }
  } else if (r->href_is_input) {
    fprintf(stderr, "input %zu: failed result has href_is_input\n", i);
    ok = 0;
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
    if (r[i].status == WURL_OK) ok++;
    total += (r[i].status == WURL_OK ? r[i].href.len : 0) + 1;
  }
  CHECK(ok > 0 && ok < N, "some inputs fail and some parse (%zu of %zu)", ok, (size_t)N);
  /* The href block holds one entry per input, in order, each with a NUL; a
   * failed input's entry is empty. */
  wurl_str all = wurl_batch_hrefs(b);
  CHECK(all.len == total, "href block %zu bytes, want %zu", all.len, total);
  size_t off = 0;
  for (size_t i = 0; i < N && r; i++) {
    if (r[i].status == WURL_OK)
      CHECK(r[i].href.data == all.data + off, "href %zu at offset %zu of the block", i, off);
    else
      CHECK(all.data[off] == '\0', "failed input %zu has an empty entry at offset %zu", i, off);
    off += (r[i].status == WURL_OK ? r[i].href.len : 0) + 1;
  }
  wurl_batch_free(b);
}

/* A base given by its components whose types lie about its text is refused
 * on every path: with an input the fast path takes as well as with one the
 * engine parses. The same components told truly give the string base's
 * result. */
static void check_forged_base(void) {
  static const char base[] = "http://ex/a/b";
  static const char *const inputs[] = {"..\\x y", "//h\\p", "https://x/", "sc:opaque"};
  char buf[64], want[64];
  wurl_parse_target t = {.buf = buf, .cap = sizeof buf};
  if (wurl_parse_to(base, strlen(base), &t) != WURL_OK) {
    CHECK(0, "parse the base");
    return;
  }
  wurl_components bc = t.components;
  for (size_t i = 0; i < sizeof inputs / sizeof inputs[0]; i++) {
    const char *in = inputs[i];
    if (wurl_parse_to_with_base(in, strlen(in), base, strlen(base), NULL, &t) != WURL_OK) {
      CHECK(0, "%s against the string base", in);
      continue;
    }
    memcpy(want, buf, t.href_len + 1);
    wurl_status st = wurl_parse_to_with_base(in, strlen(in), base, strlen(base), &bc, &t);
    CHECK(st == WURL_OK && strcmp(buf, want) == 0, "%s against the true components: %s %s, want %s", in,
          wurl_status_name(st), buf, want);
    wurl_components forged[4] = {bc, bc, bc, bc};
    forged[0].scheme_type = WURL_SCHEME_OTHER;
    forged[1].scheme_type = WURL_SCHEME_HTTPS;
    forged[2].host_type = WURL_HOST_OPAQUE;
    forged[3].has_opaque_path = true;
    for (size_t k = 0; k < 4; k++) {
      st = wurl_parse_to_with_base(in, strlen(in), base, strlen(base), &forged[k], &t);
      CHECK(st == WURL_ERR_INVALID_ARGUMENT, "%s against forged components %zu: %s %s", in, k,
            wurl_status_name(st), st == WURL_OK ? buf : "");
    }
  }
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

/* A batch whose hrefs outgrow the room reserved for them up front (the
 * inputs' lengths), the block moving while fast-path results and engine
 * results before it already point into it: every href must still read
 * right. Each long input's path is spaces, which become %20. */
static void check_growing(void) {
  enum { M = 2000, SPACES = 700 };
  char **in = malloc(M * sizeof *in);
  size_t *lens = malloc(M * sizeof *lens);
  for (size_t i = 0; i < M; i++) {
    in[i] = malloc(SPACES + 64);
    if (i % 2 == 0) {
      lens[i] = (size_t)snprintf(in[i], 64, "http://c%zu.example/p", i);
    } else {
      int n = snprintf(in[i], 64, "http://g%zu.example/", i);
      memset(in[i] + n, ' ', SPACES);
      memcpy(in[i] + n + SPACES, "x", 2);
      lens[i] = (size_t)n + SPACES + 1;
    }
  }
  wurl_batch *b = NULL;
  CHECK(wurl_parse_batch((const char *const *)in, lens, M, NULL, 0, &b) == WURL_OK, "growing batch");
  const wurl_batch_result *r = wurl_batch_results(b);
  size_t bad = 0;
  char *want = malloc(3 * SPACES + 64);
  for (size_t i = 0; i < M; i++) {
    size_t n;
    if (i % 2 == 0) {
      n = (size_t)snprintf(want, 64, "http://c%zu.example/p", i);
    } else {
      n = (size_t)snprintf(want, 64, "http://g%zu.example/", i);
      for (int k = 0; k < SPACES; k++, n += 3) memcpy(want + n, "%20", 3);
      want[n++] = 'x';
    }
    if (r[i].status != WURL_OK || !view_eq(r[i].href, want, n)) bad++;
    free(in[i]);
  }
  CHECK(bad == 0, "growing batch: %zu wrong hrefs of %d", bad, M);
  free(want);
  wurl_batch_free(b);
  free(in);
  free(lens);
}

/* A batch given the kept memory of a batch of as many shorter inputs:
 * its href block is too small, and grows while the canonical inputs before
 * the one that finds it full already point into it (the block then moves:
 * past 2 MiB it is mapped on its own). Every href must still read right. */
static void check_kept_too_small(void) {
  enum { M = 23456, PATH = 120 }; /* a count no other test's kept batch is nearer to */
  const char **in = malloc(M * sizeof *in);
  size_t *lens = malloc(M * sizeof *lens);
  for (size_t i = 0; i < M; i++) in[i] = "http://a/", lens[i] = 9;
  wurl_batch *b = NULL;
  CHECK(wurl_parse_batch(in, lens, M, NULL, 0, &b) == WURL_OK, "short batch");
  wurl_batch_free(b); /* its memory kept for the next */
  char *longer = malloc(PATH + 32);
  size_t n = (size_t)snprintf(longer, 32, "https://example.com/");
  memset(longer + n, 'p', PATH);
  n += PATH;
  for (size_t i = 0; i < M; i++) in[i] = longer, lens[i] = n;
  CHECK(wurl_parse_batch(in, lens, M, NULL, 0, &b) == WURL_OK, "longer batch");
  const wurl_batch_result *r = wurl_batch_results(b);
  size_t bad = 0;
  for (size_t i = 0; i < M; i++) bad += r[i].status != WURL_OK || !view_eq(r[i].href, longer, n) || r[i].href.data[n] != '\0';
  CHECK(bad == 0, "longer batch in short kept memory: %zu wrong hrefs of %d", bad, M);
  wurl_batch_free(b);
  free(longer);
  free(in);
  free(lens);
}

/* Many inputs whose hrefs are longer than the inputs (the Go side's buffer
 * guess is exceeded many times). */
static void check_large(void) {
  enum { M = 30000 }; /* results beyond 2 MiB: a block of their own (bigblock.c) */
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

/* Threads making and freeing batches of sizes that come and go (some of
 * them beyond 2 MiB of results): each reads its own hrefs right, whichever
 * kept memory it was given. */
enum { THREADS = 4, ROUNDS = 12, MOST = 30000 };
static const char *thread_inputs[MOST];
static void *batch_thread(void *arg) {
  size_t t = (size_t)(uintptr_t)arg, bad = 0;
  for (size_t r = 0; r < ROUNDS; r++) {
    size_t n = 1 + (t * 7919 + r * 104729) % MOST;
    wurl_batch *b = NULL;
    if (wurl_parse_batch(thread_inputs, NULL, n, NULL, 0, &b) != WURL_OK) return (void *)1;
    const wurl_batch_result *res = wurl_batch_results(b);
    for (size_t i = 0; i < n; i++) bad += res[i].status != WURL_OK || !VIEW_EQ(res[i].href, "https://example.com/t");
    wurl_batch_free(b);
  }
  return (void *)(uintptr_t)bad;
}

static void check_threads(void) {
  for (size_t i = 0; i < MOST; i++) thread_inputs[i] = "https://example.com/t";
  pthread_t th[THREADS];
  for (size_t t = 0; t < THREADS; t++)
    CHECK(pthread_create(&th[t], NULL, batch_thread, (void *)(uintptr_t)t) == 0, "pthread_create");
  for (size_t t = 0; t < THREADS; t++) {
    void *bad = NULL;
    pthread_join(th[t], &bad);
    CHECK(bad == NULL, "thread %zu: %zu wrong results", t, (size_t)(uintptr_t)bad);
  }
}

/* After fork() the child parses batches as the parent does (its first call
 * into Go loads a private copy of the library), and a batch made before the
 * fork reads there (C memory). */
static void check_fork(void) {
  wurl_batch *b = NULL;
  CHECK(wurl_parse_batch(inputs, NULL, N, NULL, 0, &b) == WURL_OK, "batch before fork");
  fflush(NULL);
  pid_t pid = fork();
  if (pid == 0) {
    alarm(60); /* the watchdog: a hang kills the child with SIGALRM */
    int bad = 0;
    wurl_batch *c = NULL;
    const wurl_batch_result *r = wurl_batch_results(b), *rc;
    if (wurl_parse_batch(inputs, NULL, N, NULL, 0, &c) != WURL_OK || wurl_batch_size(c) != N) {
      bad |= 1;
    } else {
      rc = wurl_batch_results(c);
      for (size_t i = 0; i < N; i++)
        if (rc[i].status != r[i].status || rc[i].href.len != r[i].href.len ||
            memcmp(rc[i].href.data, r[i].href.data, r[i].href.len) != 0)
          bad |= 1;
    }
    wurl_batch_free(c);
    c = NULL;
    if (wurl_parse_joined("http://a/", 9, 0, NULL, 0, &c) != WURL_OK || wurl_batch_size(c) != 1) bad |= 4;
    wurl_batch_free(c);
    char buf[64];
    wurl_parse_target t = {.buf = buf, .cap = sizeof buf};
    if (wurl_parse_to("HTTP://A/", 9, &t) != WURL_OK || t.href_len != 9 || memcmp(buf, "http://a/", 9) != 0)
      bad |= 8;
    if (wurl_batch_size(b) != N || r == NULL || r[0].status != WURL_OK ||
        !VIEW_EQ(r[0].href, "https://example.com/a/c?q=1#f"))
      bad |= 2;
    wurl_batch_free(b);
    _exit(bad);
  }
  int status = 0;
  CHECK(pid > 0 && waitpid(pid, &status, 0) == pid, "fork and wait");
  CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0,
        "child: the parent's batch results, and a readable pre-fork batch (status %#x)", status);
  wurl_batch_free(b);
  b = NULL;
  CHECK(wurl_parse_batch(inputs, NULL, 2, NULL, 0, &b) == WURL_OK, "parent after fork");
  wurl_batch_free(b);
}

/* wurl_parse_joined: the same results as wurl_parse_batch over the same
 * inputs split at the separator, and one href-block entry per input. */
static void check_joined(const char *base) {
  char data[2048]; /* the inputs with the separator '\x01' (in none of them) between */
  size_t len = 0, lens[N];
  for (size_t i = 0; i < N; i++) {
    lens[i] = strlen(inputs[i]);
    if (i) data[len++] = '\x01';
    memcpy(data + len, inputs[i], lens[i]);
    len += lens[i];
  }
  wurl_batch *b = NULL;
  wurl_status st = wurl_parse_joined(data, len, 1, base, base ? strlen(base) : 0, &b);
  CHECK(st == WURL_OK && b != NULL, "joined, base %s: %s", base ? base : "(none)",
        wurl_status_name(st));
  if (b == NULL) return;
  CHECK(wurl_batch_size(b) == N, "joined size %zu", wurl_batch_size(b));
  const wurl_batch_result *r = wurl_batch_results(b);
  wurl_str all = wurl_batch_hrefs(b);
  size_t off = 0;
  for (size_t i = 0; i < N; i++) {
    CHECK(same_as_parse(&r[i], inputs[i], lens[i], base, i), "joined input %zu as wurl_parse", i);
    if (r[i].status == WURL_OK) {
      CHECK(r[i].href.data == all.data + off, "joined href %zu at offset %zu", i, off);
      off += r[i].href.len;
    }
    CHECK(off < all.len && all.data[off] == '\0', "joined entry %zu ends with a NUL", i);
    off++;
  }
  CHECK(off == all.len, "joined block: %zu bytes, entries end at %zu", all.len, off);
  wurl_batch_free(b);

  /* Edge cases: no data is one empty input; separators at the ends. */
  CHECK(wurl_parse_joined(NULL, 0, 0, "http://h/p", 10, &b) == WURL_OK && wurl_batch_size(b) == 1,
        "len 0: one input");
  r = wurl_batch_results(b);
  CHECK(r && r[0].status == WURL_OK && VIEW_EQ(r[0].href, "http://h/p"), "empty input vs base");
  wurl_batch_free(b);
  CHECK(wurl_parse_joined("\0http://a/\0", 11, 0, NULL, 0, &b) == WURL_OK &&
            wurl_batch_size(b) == 3,
        "three inputs");
  r = wurl_batch_results(b);
  CHECK(r[0].status == WURL_ERR_PARSE && r[1].status == WURL_OK && r[2].status == WURL_ERR_PARSE,
        "empty inputs fail without a base");
  CHECK(wurl_batch_hrefs(b).len == 12 && memcmp(wurl_batch_hrefs(b).data, "\0http://a/\0\0", 12) == 0,
        "block: empty entry, href, empty entry");
  wurl_batch_free(b);
  b = (wurl_batch *)1;
  CHECK(wurl_parse_joined(NULL, 3, 0, NULL, 0, &b) == WURL_ERR_INVALID_ARGUMENT && b == NULL,
        "data NULL with len>0");
  CHECK(wurl_parse_joined("x", 1, 0, NULL, 0, NULL) == WURL_ERR_INVALID_ARGUMENT, "out NULL");
  b = (wurl_batch *)1;
  CHECK(wurl_parse_joined("x", 1, 0, "no base", 7, &b) == WURL_ERR_PARSE && b == NULL, "bad base");
}

/* wurl_parse_joined finds the separators 16 bytes at a time: separators at
 * each place of a block in turn, next to each other, at the ends, and more
 * than 255 blocks' worth (the count's lanes are summed every 255 blocks)
 * give the inputs a byte-by-byte split gives, each parsed as wurl_parse
 * parses it. */
static void check_joined_split(void) {
  static const struct {
    const char *unit; /* repeated: the data */
    size_t repeat;
  } cases[] = {
      {"", 1},
      {"\x01", 1},
      {"\x01\x01", 1},
      {"http://a/\x01", 1},
      {"\x01http://a/", 3},
      {"http://h.example/p\x01", 40},               /* 19 bytes: every place of a block */
      {"http://h.example/abcdefghijklm\x01", 20},   /* 31 */
      {"http://h.example/abcdefghijklmn\x01", 20},  /* 32: always a block's last byte */
      {"http://h.example/abcdefghijklmno\x01", 20}, /* 33 */
      {"\x01", 5000},                               /* 312 blocks of separators only */
      {"x\x01\x01", 3000},
  };
  for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
    size_t ulen = strlen(cases[c].unit), len = ulen * cases[c].repeat;
    char *data = malloc(len + 1);
    if (data == NULL) abort();
    for (size_t k = 0; k < cases[c].repeat; k++) memcpy(data + k * ulen, cases[c].unit, ulen);
    size_t n = 1;
    for (size_t i = 0; i < len; i++) n += data[i] == '\x01';
    wurl_batch *b = NULL;
    CHECK(wurl_parse_joined(data, len, 1, NULL, 0, &b) == WURL_OK, "split %zu: parsed", c);
    CHECK(wurl_batch_size(b) == n, "split %zu: %zu inputs, want %zu", c, wurl_batch_size(b), n);
    if (b != NULL && wurl_batch_size(b) == n) {
      const wurl_batch_result *r = wurl_batch_results(b);
      size_t start = 0, k = 0, bad = 0;
      for (size_t i = 0; i <= len; i++) {
        if (i < len && data[i] != '\x01') continue;
        bad += !same_as_parse(&r[k], data + start, i - start, NULL, k);
        k++, start = i + 1;
      }
      CHECK(bad == 0, "split %zu: %zu inputs unlike wurl_parse", c, bad);
    }
    wurl_batch_free(b);
    free(data);
  }
}

/* wurl_parse_to / wurl_parse_to_with_base / wurl_get_to: the href and
 * components wurl_parse gives, the retry protocol, a base as href plus
 * components, the argument checks. */
/* wurl_parse_target as it was before href_is_input: the flag sits in its
 * tail padding, so a caller built against it still gives the library a
 * struct of the same size, with every other field where it was. */
struct parse_target_without_flag {
  char *buf;
  size_t cap;
  size_t href_len;
  wurl_components components;
};
_Static_assert(sizeof(struct parse_target_without_flag) == sizeof(wurl_parse_target),
               "href_is_input changed the size of wurl_parse_target");
_Static_assert(offsetof(struct parse_target_without_flag, components) ==
                   offsetof(wurl_parse_target, components),
               "href_is_input moved the components");

static void check_parse_to(void) {
  char buf[512];
  const char *bases[] = {NULL, "http://user@base.example:81/dir/file?query#frag",
                         "non-special:opaque", "file:///C:/dir/"};
  for (size_t k = 0; k < sizeof bases / sizeof bases[0]; k++) {
    const char *base = bases[k];
    wurl_url *bu = NULL;
    wurl_components bc;
    wurl_str bh = {NULL, 0};
    if (base) {
      CHECK(wurl_parse(base, strlen(base), NULL, 0, &bu) == WURL_OK, "base %s", base);
      wurl_get_components(bu, &bc);
      bh = wurl_get_href(bu);
    }
    for (size_t i = 0; i < N; i++) {
      size_t len = strlen(inputs[i]);
      wurl_url *u = NULL;
      wurl_status want = wurl_parse(inputs[i], len, base, base ? strlen(base) : 0, &u);
      /* base as a string, and base as href + components (not parsed again) */
      for (int form = 0; form < (base ? 2 : 1); form++) {
        wurl_parse_target t = {.buf = buf, .cap = sizeof buf, .href_len = 99, .href_is_input = true};
        wurl_status st = !base  ? wurl_parse_to(inputs[i], len, &t)
                         : form ? wurl_parse_to_with_base(inputs[i], len, bh.data, bh.len, &bc, &t)
                                : wurl_parse_to_with_base(inputs[i], len, base, strlen(base), NULL, &t);
        CHECK(st == want, "parse_to %zu (base %zu form %d): %s, want %s", i, k, form,
              wurl_status_name(st), wurl_status_name(want));
        if (st != WURL_OK || want != WURL_OK) {
          CHECK(t.href_len == 0 && t.components.scheme_end == 0 && !t.href_is_input,
                "failure clears the target");
          continue;
        }
        wurl_str h = wurl_get_href(u);
        wurl_components c;
        wurl_get_components(u, &c);
        CHECK(t.href_len == h.len && memcmp(buf, h.data, h.len) == 0 && buf[h.len] == '\0',
              "parse_to %zu href %.*s want %s", i, (int)t.href_len, buf, h.data);
        CHECK(memcmp(&c, &t.components, sizeof c) == 0, "parse_to %zu components", i);
        bool same = h.len == len && memcmp(h.data, inputs[i], len) == 0;
        CHECK(t.href_is_input == same, "parse_to %zu href_is_input %d, the href is%s the input", i,
              t.href_is_input, same ? "" : " not");
        /* Too small: the length is reported, then a retry with room works. */
        char small[4];
        wurl_parse_target s = {.buf = small, .cap = sizeof small};
        st = !base ? wurl_parse_to(inputs[i], len, &s)
                   : wurl_parse_to_with_base(inputs[i], len, base, strlen(base), NULL, &s);
        CHECK(st == WURL_OK && s.href_len == h.len && memcmp(&s.components, &c, sizeof c) == 0,
              "too small: length and components still given");
        wurl_parse_target z = {.buf = NULL, .cap = 0};
        CHECK(wurl_parse_to(h.data, h.len, &z) == WURL_OK && z.href_len == h.len,
              "no buffer at all: the length");
        /* An href parsed again is its own href (section 4.5's serializer
         * is idempotent), whichever path, the C fast path or the engine,
         * takes it. */
        CHECK(z.href_is_input, "parse_to %zu: the href %s is not its own href", i, h.data);
        /* wurl_get_to copies the handle's URL */
        wurl_parse_target g = {.buf = buf, .cap = sizeof buf, .href_is_input = true};
        memset(buf, 'x', sizeof buf);
        CHECK(wurl_get_to(u, &g) == WURL_OK && g.href_len == h.len &&
                  memcmp(buf, h.data, h.len + 1) == 0 && memcmp(&g.components, &c, sizeof c) == 0 &&
                  !g.href_is_input,
              "get_to %zu", i);
        g.cap = h.len; /* no room for the NUL */
        memset(buf, 'x', sizeof buf);
        CHECK(wurl_get_to(u, &g) == WURL_OK && g.href_len == h.len && buf[0] == 'x',
              "get_to too small writes nothing");
      }
      wurl_free(u);
    }
    wurl_free(bu);
  }
  /* An href longer than the input, through the retry protocol. */
  const char *grow = "http://h/\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9";
  char b2[20];
  wurl_parse_target t = {.buf = b2, .cap = sizeof b2};
  CHECK(wurl_parse_to(grow, strlen(grow), &t) == WURL_OK && t.href_len == 39, "grow: %zu",
        t.href_len);
  char b3[40];
  t.buf = b3, t.cap = sizeof b3;
  CHECK(wurl_parse_to(grow, strlen(grow), &t) == WURL_OK && t.href_len == 39 &&
            strcmp(b3, "http://h/%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9") == 0,
        "retry with href_len + 1 bytes: %s", b3);
  /* Arguments. */
  CHECK(wurl_parse_to("x:", 2, NULL) == WURL_ERR_INVALID_ARGUMENT, "out NULL");
  t.buf = NULL, t.cap = 5;
  CHECK(wurl_parse_to("x:", 2, &t) == WURL_ERR_INVALID_ARGUMENT, "buf NULL with cap");
  t.buf = b3, t.cap = sizeof b3;
  CHECK(wurl_parse_to(NULL, 2, &t) == WURL_ERR_INVALID_ARGUMENT, "input NULL with len");
  CHECK(wurl_parse_to("not a url", 9, &t) == WURL_ERR_PARSE && t.href_len == 0, "parse failure");
  CHECK(wurl_parse_to_with_base("x", 1, "no base", 7, NULL, &t) == WURL_ERR_PARSE, "bad base");
  wurl_components bad = {0};
  bad.scheme_end = 4, bad.username_start = 9, bad.username_end = 3; /* out of order */
  bad.query_start = bad.fragment_start = WURL_OMITTED;
  CHECK(wurl_parse_to_with_base("x", 1, "http://h/", 9, &bad, &t) == WURL_ERR_INVALID_ARGUMENT,
        "components out of order");
  bad.username_end = 40;
  CHECK(wurl_parse_to_with_base("x", 1, "http://h/", 9, &bad, &t) == WURL_ERR_INVALID_ARGUMENT,
        "components past the base");
  CHECK(wurl_get_to(NULL, &t) == WURL_ERR_INVALID_HANDLE, "get_to NULL handle");
  check_forged_base();
}

/* wurl_batch_changed on the joined inputs against what the results say:
 * a row is listed when it failed or its href is not its input, whatever
 * the path that parsed it (the fast path's canonical inputs, its rewrites,
 * the engine), at the ends of the data too. */
static void check_changed(void) {
  static const char data[] = "https://a.example/x\001HTTP://b/\001not a url\001http://c\001"
                             "\001https://example.com/already/canonical?x=1#y\001http://d/";
  size_t len = sizeof data - 1, want[] = {1, 2, 3, 4}, rows[7], count = 99;
  wurl_batch *b = NULL;
  CHECK(wurl_parse_joined(data, len, 1, NULL, 0, &b) == WURL_OK && wurl_batch_size(b) == 7,
        "changed: the batch");
  if (b == NULL) return;
  CHECK(wurl_batch_changed(b, data, len, 1, rows, &count) == WURL_OK && count == 4 &&
            memcmp(rows, want, sizeof want) == 0,
        "changed: rows 1 (rewritten), 2 (failed), 3 (a '/' added), 4 (empty); %zu of them", count);
  /* Data that ends early: the inputs past its end count as changed. */
  CHECK(wurl_batch_changed(b, data, 20, 1, rows, &count) == WURL_OK && count == 6 && rows[0] == 1 &&
            rows[5] == 6,
        "changed: short data, %zu rows", count);
  CHECK(wurl_batch_changed(b, "https://a.example/x", 19, 1, rows, &count) == WURL_OK && count == 6,
        "changed: the first input only, and no separator after it");
  CHECK(wurl_batch_changed(b, NULL, 0, 1, rows, &count) == WURL_OK && count == 7, "changed: no data");
  count = 99;
  CHECK(wurl_batch_changed(b, NULL, 3, 1, rows, &count) == WURL_ERR_INVALID_ARGUMENT && count == 0,
        "changed: data NULL with len>0");
  CHECK(wurl_batch_changed(b, data, len, 1, NULL, &count) == WURL_ERR_INVALID_ARGUMENT,
        "changed: rows NULL");
  CHECK(wurl_batch_changed(b, data, len, 1, rows, NULL) == WURL_ERR_INVALID_ARGUMENT,
        "changed: count NULL");
  CHECK(wurl_batch_changed(NULL, data, len, 1, rows, &count) == WURL_ERR_INVALID_HANDLE,
        "changed: batch NULL");
  wurl_batch_free(b);
  /* An empty batch (no inputs) needs no rows. */
  b = NULL;
  CHECK(wurl_parse_batch(NULL, NULL, 0, NULL, 0, &b) == WURL_OK &&
            wurl_batch_changed(b, NULL, 0, 0, NULL, &count) == WURL_OK && count == 0,
        "changed: empty batch");
  wurl_batch_free(b);
}

int main(void) {
  check_joined(NULL);
  check_joined_split();
  check_joined("http://user@base.example:81/dir/file?query#frag");
  check_parse_to();
  check_changed();
  check_batch(NULL);
  check_batch("http://user@base.example:81/dir/file?query#frag");
  check_batch("non-special:opaque");
  check_arguments();
  check_large();
  check_growing();
  check_kept_too_small();
  check_threads();
  check_fork();
  return finish();
}
