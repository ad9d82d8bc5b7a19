/* test_sp_work.c - search-params operations through the C ABI cost the same
 * whatever the length of the list (they once grew with it): the work of each
 * operation (bytes parsed, serialized and copied, tuples visited, as the
 * library's counting build reports them through wurl_debug_work) stays under
 * a bound that does not grow with the list, on standalone objects and on a
 * URL's own. Work, not time: the machine's speed does not enter.
 * Links only against the counting build (mk/c.mk, test-sp-work). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include "check.h"

/* Exported by the counting build only (capi/workcount.go). */
void wurl_debug_work(uint64_t *out, size_t n);

static uint64_t work(void) {
  uint64_t k[4] = {0};
  wurl_debug_work(k, 4);
  return k[0] + k[1] + k[2] + k[3];
}

/* The i-th name, all of the same length. */
static size_t name(char *buf, size_t i) { return (size_t)snprintf(buf, 16, "n%07zu", i); }

enum { APPEND, GET, HAS, SET, DELETE, DELETE_VALUE, ENTRY };
static const char *const op_names[] = {"append", "get", "has", "set", "delete", "deleteValue", "entry"};

/* Runs op k times on sp (with the names start, start+stride, ...) and returns
 * the work per run. */
static double per_op(wurl_search_params *sp, int op, size_t k, size_t start, size_t stride, size_t mod) {
  char buf[16];
  uint64_t before = work();
  for (size_t i = 0; i < k; i++) {
    size_t n = name(buf, (start + i * stride) % mod);
    wurl_status st = WURL_OK;
    wurl_str v;
    bool found;
    switch (op) {
    case APPEND: st = wurl_search_params_append(sp, buf, n, "v", 1); break;
    case GET: st = wurl_search_params_get(sp, buf, n, &v, &found); break;
    case HAS: st = wurl_search_params_has(sp, buf, n, NULL, 0, &found); break;
    case SET: st = wurl_search_params_set(sp, buf, n, "w", 1); break;
    case DELETE: st = wurl_search_params_delete(sp, buf, n, NULL, 0); break;
    case DELETE_VALUE: st = wurl_search_params_delete(sp, buf, n, "v", 1); break;
    case ENTRY: {
      size_t size;
      wurl_search_params_size(sp, &size);
      st = wurl_search_params_entry(sp, i % size, NULL, NULL);
      break;
    }
    }
    if (st != WURL_OK) {
      fprintf(stderr, "FAIL %s: %s\n", op_names[op], wurl_status_name(st));
      return 1e18;
    }
  }
  return (double)(work() - before) / (double)k;
}

static void check_op(const char *where, size_t n, int op, double got, double bound) {
  printf("  %-10s %7zu pairs: %8.2f per operation (bound %.0f)\n", op_names[op], n, got, bound);
  CHECK(got <= bound, "%s %s at %zu pairs: %.2f per operation, want at most %.0f", where,
        op_names[op], n, got, bound);
  CHECK(got >= 1, "%s %s: no work counted", where, op_names[op]);
}

static void standalone(size_t n) {
  wurl_search_params *sp = NULL;
  CHECK(wurl_search_params_new(NULL, 0, &sp) == WURL_OK, "new");
  if (sp == NULL) return;
  check_op("standalone", n, APPEND, per_op(sp, APPEND, n, 0, 1, n), 4);
  check_op("standalone", n, GET, per_op(sp, GET, 1000, 0, 7, n), 2);
  check_op("standalone", n, HAS, per_op(sp, HAS, 1000, 1, 5, n), 2);
  check_op("standalone", n, SET, per_op(sp, SET, 1000, 2, 13, n), 3);
  /* Three quarters removed, half by name and a quarter by name and value:
   * the holes, the tree that counts them and the compactions they bring are
   * paid for by the removals as a whole. */
  double d = per_op(sp, DELETE, n / 2, 0, 2, n);
  double dv = per_op(sp, DELETE_VALUE, n / 4, 1, 2, n);
  check_op("standalone", n, DELETE, (d * (double)(n / 2) + dv * (double)(n / 4)) / (double)(n / 2 + n / 4), 8);
  check_op("standalone", n, ENTRY, per_op(sp, ENTRY, 1000, 0, 1, n), 40);
  wurl_search_params_free(sp);
}

/* A URL's own object: with the query the list's serialization (after a first
 * change), an append writes only the new pair (the href grows
 * geometrically, the fragment moves: C keeps the href in its own buffer). The
 * other changes rewrite the query: one pass over the href each. */
static void linked(size_t n) {
  const char *href = "https://example.com/p?x=1#fragment";
  wurl_url *u = NULL;
  CHECK(wurl_parse(href, strlen(href), NULL, 0, &u) == WURL_OK, "parse");
  if (u == NULL) return;
  wurl_search_params *sp = wurl_get_search_params(u);
  CHECK(wurl_search_params_append(sp, "first", 5, "1", 1) == WURL_OK, "append");
  /* "&" + pair, serialized and copied, the doublings and the fragment
   * moved: at most about 6 passes over 20 bytes. */
  check_op("URL's own", n, APPEND, per_op(sp, APPEND, n, 0, 1, n), 120);
  double len = (double)wurl_get_href(u).len;
  printf("  href %.0f bytes\n", len);
  check_op("URL's own", n, SET, per_op(sp, SET, 20, 0, 7, n), 4 * len + 64);
  check_op("URL's own", n, DELETE, per_op(sp, DELETE, 20, 1, 7, n), 4 * len + 64);
  check_op("URL's own", n, GET, per_op(sp, GET, 1000, 2, 7, n), 2);
  wurl_str hash = wurl_get_hash(u);
  CHECK(VIEW_EQ(hash, "#fragment"), "the fragment moved wrong: %.*s", (int)hash.len, hash.data);
  wurl_str s;
  CHECK(wurl_search_params_to_string(sp, &s) == WURL_OK && wurl_get_search(u).len == s.len + 1 &&
            memcmp(wurl_get_search(u).data + 1, s.data, s.len) == 0,
        "the query is not the list's serialization");
  wurl_free(u);
}

int main(void) {
  static const size_t sizes[] = {1000, 4000, 16000, 100000};
  for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
    standalone(sizes[i]);
    if (sizes[i] <= 16000) linked(sizes[i]);
  }
  return finish();
}
