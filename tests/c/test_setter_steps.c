/* test_setter_steps.c - testdata/setters/search-hash-steps.json through the C
 * ABI: the search and hash setters whose given value is not what the URL
 * keeps, and the list the search setter gives the URL's search params. Each
 * test runs with the search-params object taken before the first step and
 * taken only when a step needs it or after the last.
 * Run from the repository's root. Missing data fails the run. */
#include <stdlib.h>
#include "check.h"
#include "json.h"

static const char *const attrs[] = {"href",     "protocol", "username", "password", "host",
                                    "hostname", "port",     "pathname", "search",   "hash"};

static int attr_of(const json *name) {
  for (int i = 0; i < (int)(sizeof attrs / sizeof attrs[0]); i++)
    if (strcmp(attrs[i], name->str) == 0) return i;
  return -1;
}

static int is_string(const json *j) { return j != NULL && j->kind == JSON_STRING; }

/* The expected string key of t's "expected", compared with got. */
static int expect_view(const char *comment, const char *key, const json *expected, wurl_str got) {
  const json *want = json_get(expected, key);
  if (want == NULL) return 1;
  if (!is_string(want) || !view_eq(got, want->str, want->len)) {
    fprintf(stderr, "FAIL %s: %s = \"%.*s\"\n", comment, key, (int)got.len, got.data);
    return 0;
  }
  return 1;
}

static int entries_match(const char *comment, wurl_search_params *sp, const json *want) {
  size_t n = 0;
  if (wurl_search_params_size(sp, &n) != WURL_OK || want->kind != JSON_ARRAY || n != want->len) {
    fprintf(stderr, "FAIL %s: %zu entries\n", comment, n);
    return 0;
  }
  for (size_t i = 0; i < n; i++) {
    wurl_str name, value;
    const json *pair = want->items[i];
    if (wurl_search_params_entry(sp, i, &name, &value) != WURL_OK || pair->kind != JSON_ARRAY ||
        pair->len != 2 || !view_eq(name, pair->items[0]->str, pair->items[0]->len) ||
        !view_eq(value, pair->items[1]->str, pair->items[1]->len)) {
      fprintf(stderr, "FAIL %s: entry %zu is \"%.*s\"=\"%.*s\"\n", comment, i, (int)name.len,
              name.data, (int)value.len, value.data);
      return 0;
    }
  }
  return 1;
}

/* Runs test t; returns whether every expectation holds. */
static int run(const json *t, int early) {
  const json *comment = json_get(t, "comment"), *href = json_get(t, "href");
  const json *steps = json_get(t, "steps"), *expected = json_get(t, "expected");
  if (!is_string(comment) || !is_string(href) || steps == NULL || steps->kind != JSON_ARRAY ||
      expected == NULL || expected->kind != JSON_OBJECT) {
    fprintf(stderr, "FAIL: a test of unexpected shape\n");
    return 0;
  }
  wurl_url *u = NULL;
  if (wurl_parse(href->str, href->len, NULL, 0, &u) != WURL_OK) {
    fprintf(stderr, "FAIL %s: %s does not parse\n", comment->str, href->str);
    return 0;
  }
  if (early) wurl_get_search_params(u);
  int ok = 1;
  for (size_t i = 0; i < steps->len && ok; i++) {
    const json *s = steps->items[i];
    const json *set = json_get(s, "set"), *value = json_get(s, "value"), *app = json_get(s, "append");
    if (is_string(set) && is_string(value) && attr_of(set) >= 0) {
      wurl_status st = wurl_set(u, (wurl_attribute)attr_of(set), value->str, value->len, NULL);
      ok = st == WURL_OK || (st == WURL_ERR_PARSE && attr_of(set) == WURL_ATTR_HREF);
    } else if (app != NULL && app->kind == JSON_ARRAY && app->len == 2) {
      ok = wurl_search_params_append(wurl_get_search_params(u), app->items[0]->str,
                                     app->items[0]->len, app->items[1]->str,
                                     app->items[1]->len) == WURL_OK;
    } else {
      ok = 0;
    }
    if (!ok) fprintf(stderr, "FAIL %s: step %zu\n", comment->str, i);
  }
  if (ok) {
    wurl_search_params *sp = wurl_get_search_params(u);
    wurl_str s = {"", 0};
    ok &= expect_view(comment->str, "href", expected, wurl_get_href(u));
    ok &= expect_view(comment->str, "search", expected, wurl_get_search(u));
    ok &= expect_view(comment->str, "hash", expected, wurl_get_hash(u));
    if (wurl_search_params_to_string(sp, &s) != WURL_OK) ok = 0;
    ok &= expect_view(comment->str, "searchParams", expected, s);
    const json *entries = json_get(expected, "entries");
    if (entries != NULL) ok &= entries_match(comment->str, sp, entries);
  }
  wurl_free(u);
  return ok;
}

int main(void) {
  const char *path = "testdata/setters/search-hash-steps.json";
  const char *err = NULL;
  json *doc = json_parse_file(path, &err);
  const json *tests = doc ? json_get(doc, "tests") : NULL;
  if (tests == NULL || tests->kind != JSON_ARRAY || tests->len == 0) {
    fprintf(stderr, "FAIL: cannot read %s: %s\n", path, err ? err : "no tests");
    printf("0 passed, 1 failed\n");
    return 1;
  }
  int passed = 0, failed = 0;
  for (size_t i = 0; i < tests->len; i++)
    for (int early = 1; early >= 0; early--) {
      if (run(tests->items[i], early)) passed++;
      else {
        failed++;
        fprintf(stderr, "  (search params taken %s)\n", early ? "first" : "late");
      }
    }
  json_free(doc);
  printf("search-hash-steps.json through C: %d passed, %d failed\n", passed, failed);
  n_passed = passed;
  n_failed = failed;
  return finish();
}
