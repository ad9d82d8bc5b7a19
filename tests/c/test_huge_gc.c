/* test_huge_gc.c - a parse through the C ABI of an input of 4 MiB or more
 * collects the engine's garbage as it returns (capi/exports.go,
 * collectAfterHuge), so that a second huge parse does not find the first
 * one's garbage still there; a smaller one leaves the collection to the Go
 * runtime. Counted, not timed: the collections the library asked for, as the
 * counting build reports them (wurl_debug_forced_gcs), before and after one
 * parse through each entry point that enters the engine, and a setter, at
 * 4 MiB - 1 and at 4 MiB. Links only against the counting build (mk/c.mk, test-huge-gc). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"

/* Exported by the counting build only (capi/workcount.go). */
uint64_t wurl_debug_forced_gcs(void);

enum { HUGE = 4 << 20 }; /* capi/exports.go's hugeInput */

static char *input;
static size_t input_len;
static char *href_buf;
static size_t href_cap;

/* A URL of n bytes that the engine parses (its spaces need percent-encoding,
 * so no fast path takes it). */
static void make_input(size_t n) {
  static const char prefix[] = "https://example.com/";
  free(input);
  input = malloc(n);
  memcpy(input, prefix, sizeof prefix - 1);
  for (size_t i = sizeof prefix - 1; i < n; i++) input[i] = i % 2 ? ' ' : 'a';
  input[n - 1] = 'a';
  input_len = n;
}

static wurl_status via_parse(void) {
  wurl_url *u = NULL;
  wurl_status st = wurl_parse(input, input_len, NULL, 0, &u);
  wurl_free(u);
  return st;
}

static wurl_status via_parse_with_base(void) {
  wurl_url *u = NULL;
  wurl_status st = wurl_parse(input, input_len, "https://base.example/", 21, &u);
  wurl_free(u);
  return st;
}

static wurl_status via_parse_to(void) {
  wurl_parse_target t = {.buf = href_buf, .cap = href_cap};
  return wurl_parse_to(input, input_len, &t);
}

static wurl_status via_encoding(void) {
  wurl_url *u = NULL;
  wurl_status st = wurl_parse_with_encoding(input, input_len, NULL, 0, "latin1", 6, &u);
  wurl_free(u);
  return st;
}

static wurl_status via_validate(void) {
  wurl_validation_report rep;
  wurl_status st = wurl_validate(input, input_len, NULL, 0, NULL, &rep);
  wurl_validation_report_free(&rep);
  return st;
}

static wurl_status via_can_parse(void) {
  return wurl_can_parse(input, input_len, NULL, 0) ? WURL_OK : WURL_ERR_PARSE;
}

/* A batch of three inputs, the huge one between two the C side takes:
 * the engine parses it in a run of its own. */
static wurl_status via_batch(void) {
  const char *ptrs[3] = {"https://a.example/", input, "https://b.example/"};
  size_t lens[3] = {18, input_len, 18};
  wurl_batch *b = NULL;
  wurl_status st = wurl_parse_batch(ptrs, lens, 3, NULL, 0, &b);
  if (st == WURL_OK) st = wurl_batch_results(b)[1].status;
  wurl_batch_free(b);
  return st;
}

/* A setter of attribute attr given the input as its value. */
static wurl_status via_set(wurl_attribute attr) {
  wurl_url *u = NULL;
  wurl_status st = wurl_parse("https://example.com/", 20, NULL, 0, &u);
  if (st == WURL_OK) st = wurl_set(u, attr, input, input_len, NULL);
  wurl_free(u);
  return st;
}
static wurl_status via_set_href(void) { return via_set(WURL_ATTR_HREF); }
static wurl_status via_set_pathname(void) { return via_set(WURL_ATTR_PATHNAME); }

static const struct {
  const char *name;
  wurl_status (*parse)(void);
} entries[] = {
    {"wurl_parse", via_parse},
    {"wurl_parse with a base", via_parse_with_base},
    {"wurl_parse_to", via_parse_to},
    {"wurl_parse_with_encoding", via_encoding},
    {"wurl_validate", via_validate},
    {"wurl_can_parse", via_can_parse},
    {"wurl_parse_batch", via_batch},
    {"wurl_set (href)", via_set_href},
    {"wurl_set (pathname)", via_set_pathname},
};

int main(void) {
  href_cap = 3 * (size_t)HUGE; /* each space becomes %20 */
  href_buf = malloc(href_cap);
  const size_t sizes[] = {HUGE - 1, HUGE};
  for (size_t s = 0; s < 2; s++) {
    make_input(sizes[s]);
    for (size_t e = 0; e < sizeof entries / sizeof entries[0]; e++) {
      uint64_t before = wurl_debug_forced_gcs();
      wurl_status st = entries[e].parse();
      uint64_t forced = wurl_debug_forced_gcs() - before;
      uint64_t want = sizes[s] >= HUGE ? 1 : 0;
      CHECK(st == WURL_OK && forced == want, "%s of %zu bytes: %s, %llu collections asked for, want %llu",
            entries[e].name, sizes[s], wurl_status_name(st), (unsigned long long)forced,
            (unsigned long long)want);
    }
  }
  free(input);
  free(href_buf);
  return finish();
}
