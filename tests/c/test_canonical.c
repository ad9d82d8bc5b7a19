/* test_canonical.c - the C fast path (capi/canonical.c, compiled into this
 * test) against the engine: for every input it accepts, the engine's parse
 * gives the input itself (plus "/" where it says so) as the href and the
 * same components. The engine is reached through a base string, which the
 * fast path never takes (a base must be parsed). Inputs: WPT urltestdata's
 * inputs and the setter tests' hrefs and expected hrefs, variations of them
 * (upper case, dots, ports, drive letters, IPv4 forms...), and, when
 * $WHATWGURL_DATASETS_DIR names the benchmark datasets, every URL in them. */
#include <dirent.h>
#include <stdlib.h>
#include "../../capi/internal.h"
#include "check.h"
#include "components.h"
#include "json.h"

static int accepted, declined, canonical_declined, rewritten;

/* An input the rewriting fast path takes (canonical.c's
 * wurl__canonical_rewrite, which wurl_parse and wurl_parse_batch run when
 * there is no base): both give the engine's href and components (engine,
 * its parse with a base). */
static void check_rewrite(const char *in, size_t n, wurl_status st, wurl_url *engine) {
  char buf[4096];
  size_t m;
  wurl_components c, e;
  int slash;
  if (n + 2 > sizeof buf || !wurl__canonical_rewrite(in, n, buf, &m, &c, &slash)) return;
  rewritten++;
  wurl_str want = st == WURL_OK ? wurl_get_href(engine) : (wurl_str){"", 0};
  int ok = st == WURL_OK && wurl_get_components(engine, &e) == WURL_OK && want.len == m + (size_t)slash &&
           memcmp(want.data, buf, m) == 0 && components_eq(&c, &e);
  CHECK(ok, "rewriting fast path and engine disagree on \"%.*s\": engine %s \"%.*s\"", (int)n, in,
        wurl_status_name(st), (int)want.len, want.data);
  wurl_url *u = NULL;
  wurl_status su = wurl_parse(in, n, NULL, 0, &u);
  wurl_str h = su == WURL_OK ? wurl_get_href(u) : (wurl_str){"", 0};
  ok = su == WURL_OK && h.len == want.len && memcmp(h.data, want.data, h.len) == 0 &&
       wurl_get_components(u, &c) == WURL_OK && components_eq(&c, &e);
  CHECK(ok, "wurl_parse gives %s \"%.*s\" for \"%.*s\", the engine \"%.*s\"", wurl_status_name(su), (int)h.len,
        h.data, (int)n, in, (int)want.len, want.data);
  wurl_free(u);
  wurl_batch *b = NULL;
  const char *p = in;
  CHECK(wurl_parse_batch(&p, &n, 1, NULL, 0, &b) == WURL_OK, "wurl_parse_batch failed on \"%.*s\"", (int)n, in);
  const wurl_batch_result *r = wurl_batch_results(b);
  ok = r != NULL && r->status == WURL_OK && r->href.len == want.len &&
       memcmp(r->href.data, want.data, want.len) == 0 && components_eq(&r->components, &e);
  CHECK(ok, "wurl_parse_batch and the engine disagree on \"%.*s\"", (int)n, in);
  wurl_batch_free(b);
}

static void check_input(const char *in, size_t n) {
  wurl_components c;
  int slash;
  int fast = wurl__canonical(in, n, &c, &slash);
  wurl_url *u = NULL;
  /* Any valid base: an absolute input ignores it. */
  wurl_status st = wurl_parse(in, n, "sc://base.invalid/", 18, &u);
  if (!fast) {
    check_rewrite(in, n, st, u);
    declined++;
    if (st == WURL_OK) {
      wurl_str h = wurl_get_href(u);
      if (h.len == n && memcmp(h.data, in, n) == 0) canonical_declined++;
    }
    wurl_free(u);
    return;
  }
  accepted++;
  wurl_components e;
  wurl_str h = wurl_get_href(u);
  int ok = st == WURL_OK && wurl_get_components(u, &e) == WURL_OK && h.len == n + (size_t)slash &&
           memcmp(h.data, in, n) == 0 && (!slash || h.data[n] == '/') && components_eq(&c, &e);
  CHECK(ok, "fast path and engine disagree on \"%.*s\": engine %s \"%.*s\"", (int)n, in, wurl_status_name(st),
        (int)h.len, h.data);
  wurl_free(u);
}

/* The input and variations that cross the fast path's edges. */
static void check_with_variations(const char *s, size_t n) {
  check_input(s, n);
  static const char *const suffixes[] = {"/", "/.", "/..", "/%2e/", "/a/.%2E", "?", "#", ":80", ":0", ":443/",
                                         "/C|/x", "/c:", "A", "%41", "\\", " ", "\t"};
  char buf[4096];
  if (n + 16 >= sizeof buf) return;
  for (size_t k = 0; k < sizeof suffixes / sizeof suffixes[0]; k++) {
    size_t m = strlen(suffixes[k]);
    memcpy(buf, s, n);
    memcpy(buf + n, suffixes[k], m);
    check_input(buf, n + m);
  }
  /* Upper-case one letter at a time in the first 24 bytes. */
  for (size_t i = 0; i < n && i < 24; i++) {
    if (s[i] < 'a' || s[i] > 'z') continue;
    memcpy(buf, s, n);
    buf[i] = (char)(s[i] - 32);
    check_input(buf, n);
  }
}

static void wpt(const char *dir) {
  char path[4096];
  const char *err = NULL;
  snprintf(path, sizeof path, "%s/url/urltestdata.json", dir);
  json *tests = json_parse_file(path, &err);
  CHECK(tests != NULL, "cannot read %s: %s", path, err ? err : "?");
  for (size_t i = 0; tests && i < tests->len; i++) {
    const json *in = json_get(tests->items[i], "input"), *href = json_get(tests->items[i], "href");
    if (in) check_with_variations(in->str, in->len);
    if (href) check_with_variations(href->str, href->len);
  }
  json_free(tests);
  snprintf(path, sizeof path, "%s/url/setters_tests.json", dir);
  json *setters = json_parse_file(path, &err);
  CHECK(setters != NULL, "cannot read %s: %s", path, err ? err : "?");
  for (size_t k = 0; setters && k < setters->len; k++) {
    const json *list = setters->items[k];
    for (size_t i = 0; list->kind == JSON_ARRAY && i < list->len; i++) {
      const json *href = json_get(list->items[i], "href"), *exp = json_get(list->items[i], "expected");
      const json *eh = exp ? json_get(exp, "href") : NULL;
      if (href) check_with_variations(href->str, href->len);
      if (eh) check_with_variations(eh->str, eh->len);
    }
  }
  json_free(setters);
}

static void dataset_file(const char *path) {
  FILE *f = fopen(path, "rb");
  if (f == NULL) return;
  char *line = NULL;
  size_t cap = 0;
  ssize_t len;
  while ((len = getline(&line, &cap, f)) > 0) {
    if (line[len - 1] == '\n') len--;
    check_input(line, (size_t)len);
  }
  free(line);
  fclose(f);
}

static void datasets(const char *dir) {
  static const char *const files[] = {"files/node_files.txt", "files/isaacs_files.txt", "others/kasztp.txt",
                                      "others/userbait.txt"};
  for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, files[i]);
    dataset_file(path);
  }
}

int main(void) {
  const char *dir = getenv("WHATWGURL_WPT_DIR");
  wpt(dir && *dir ? dir : "testdata/wpt");
  const char *ds = getenv("WHATWGURL_DATASETS_DIR");
  if (ds && *ds) datasets(ds);
  printf("C fast path: %d inputs accepted and agreeing with the engine, %d declined (%d of them canonical, "
         "%d rewritten to canonical and agreeing)\n",
         accepted, declined, canonical_declined, rewritten);
  CHECK(accepted > 500, "the fast path accepted only %d inputs", accepted);
  CHECK(rewritten > 100, "the rewriting fast path took only %d inputs", rewritten);
  return finish();
}
