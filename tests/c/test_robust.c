/* test_robust.c - every export fed NULLs, wrong lengths, invalid UTF-8,
 * embedded NULs, random bytes and freed handles: no crash, the documented
 * statuses, and URLs that keep their invariants. */
#include <stdint.h>
#include <stdlib.h>
#include "check.h"

static uint64_t rng = 0x9E3779B97F4A7C15u;
static uint32_t rnd(void) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return (uint32_t)(rng >> 11);
}

static int valid_utf8_ascii_href(wurl_str h) {
  /* An href is ASCII (everything else is percent-encoded or punycoded). */
  for (size_t i = 0; i < h.len; i++)
    if ((unsigned char)h.data[i] < 0x20 || (unsigned char)h.data[i] >= 0x7f) return 0;
  return h.data[h.len] == 0;
}

/* The invariants every URL handle keeps: components in range, getters
 * inside the href, href NUL-terminated ASCII, and parsing the href gives it
 * back (idempotence). */
static int invariants(const wurl_url *u) {
  wurl_str h = wurl_get_href(u);
  wurl_components c;
  if (wurl_get_components(u, &c) != WURL_OK || !valid_utf8_ascii_href(h)) return 0;
  if (c.scheme_end >= h.len || h.data[c.scheme_end] != ':') return 0;
  if (c.username_start > c.username_end || c.password_start > c.password_end || c.host_start > c.host_end ||
      c.port_start > c.port_end || c.path_start > h.len)
    return 0;
  if (c.query_start != WURL_OMITTED && (c.query_start >= h.len || h.data[c.query_start] != '?')) return 0;
  if (c.fragment_start != WURL_OMITTED && (c.fragment_start >= h.len || h.data[c.fragment_start] != '#')) return 0;
  wurl_url *again = NULL;
  if (wurl_parse(h.data, h.len, NULL, 0, &again) != WURL_OK) return 0;
  int same = wurl_equals(u, again, false);
  wurl_free(again);
  return same;
}

static void null_and_lengths(void) {
  wurl_url *u = NULL;
  CHECK(wurl_parse(NULL, 0, NULL, 0, &u) == WURL_ERR_PARSE && u == NULL, "empty input must not parse");
  CHECK(wurl_parse(NULL, 5, NULL, 0, &u) == WURL_ERR_INVALID_ARGUMENT, "NULL input with len");
  CHECK(wurl_parse("http://a/", 9, NULL, 0, NULL) == WURL_ERR_INVALID_ARGUMENT, "NULL out");
  CHECK(wurl_parse("http://a/", 9, NULL, 7, &u) == WURL_OK, "NULL base with a length means no base");
  wurl_free(u);
  CHECK(wurl_parse("x", (size_t)1 << 32, NULL, 0, &u) == WURL_ERR_TOO_LONG && u == NULL, "4 GiB input");
  CHECK(wurl_parse("x", 1, "y", (size_t)1 << 32, &u) == WURL_ERR_TOO_LONG, "4 GiB base");
  CHECK(wurl_parse("b", 1, "not a base", 10, &u) == WURL_ERR_PARSE && u == NULL, "bad base");
  CHECK(wurl_parse_with_base_url("b", 1, NULL, &u) == WURL_ERR_PARSE, "no base, relative input");
  CHECK(wurl_parse_with_base_url("http://x/", 9, NULL, NULL) == WURL_ERR_INVALID_ARGUMENT, "NULL out");
  CHECK(!wurl_can_parse(NULL, 3, NULL, 0), "can_parse NULL with len");
  CHECK(!wurl_can_parse("x", (size_t)1 << 32, NULL, 0), "can_parse too long");
  CHECK(wurl_can_parse("b", 1, "http://a/", 9), "can_parse relative");
  CHECK(wurl_clone(NULL) == NULL, "clone NULL");
  wurl_free(NULL);
  wurl_str (*getters[])(const wurl_url *) = {wurl_get_href,     wurl_get_protocol, wurl_get_username,
                                             wurl_get_password, wurl_get_host,     wurl_get_hostname,
                                             wurl_get_port,     wurl_get_pathname, wurl_get_search,
                                             wurl_get_hash};
  for (size_t i = 0; i < sizeof getters / sizeof getters[0]; i++) {
    wurl_str s = getters[i](NULL);
    CHECK(s.data != NULL && s.len == 0, "getter %zu on NULL", i);
  }
  wurl_components c;
  CHECK(wurl_get_components(NULL, &c) == WURL_ERR_INVALID_HANDLE, "components NULL");
  wurl_string o = {(char *)1, 1};
  CHECK(wurl_get_origin(NULL, &o) == WURL_ERR_INVALID_HANDLE && o.data == NULL, "origin NULL");
  CHECK(wurl_get_origin(NULL, NULL) == WURL_ERR_INVALID_ARGUMENT, "origin NULL out");
  CHECK(!wurl_equals(NULL, NULL, false), "equals NULL");
  bool ch = true;
  CHECK(wurl_set(NULL, WURL_ATTR_HREF, "http://a/", 9, &ch) == WURL_ERR_INVALID_HANDLE && !ch, "set NULL");
  CHECK(wurl_set_hash(NULL, "x", 1) == WURL_ERR_INVALID_HANDLE, "set_hash NULL");
  for (int s = 0; s <= 10; s++) CHECK(wurl_status_name((wurl_status)s)[0] == 'W', "status name %d", s);
  CHECK(strcmp(wurl_status_name((wurl_status)999), "WURL_UNKNOWN_STATUS") == 0, "unknown status");
  CHECK(strcmp(wurl_status_name(WURL_ERR_FORKED), "WURL_ERR_FORKED") == 0, "forked name");
  CHECK(wurl_version()[0] != 0, "version");
  wurl_string_free((wurl_string){NULL, 0});

  CHECK(wurl_parse("http://a/", 9, NULL, 0, &u) == WURL_OK, "parse");
  CHECK(wurl_get_components(u, NULL) == WURL_ERR_INVALID_ARGUMENT, "components NULL out");
  CHECK(wurl_set(u, (wurl_attribute)99, "x", 1, NULL) == WURL_ERR_INVALID_ARGUMENT, "bad attribute");
  CHECK(wurl_set(u, (wurl_attribute)-1, "x", 1, NULL) == WURL_ERR_INVALID_ARGUMENT, "negative attribute");
  CHECK(wurl_set_pathname(u, NULL, 3) == WURL_ERR_INVALID_ARGUMENT, "NULL value with len");
  CHECK(wurl_set_pathname(u, "x", (size_t)1 << 32) == WURL_ERR_TOO_LONG, "4 GiB value");
  CHECK(wurl_set_search(u, NULL, 0) == WURL_OK && VIEW_EQ(wurl_get_href(u), "http://a/"), "NULL empty value");
  CHECK(wurl_set_href(u, "nope", 4) == WURL_ERR_PARSE && VIEW_EQ(wurl_get_href(u), "http://a/"),
        "bad href leaves the URL");
  wurl_free(u);
}

static void bytes(void) {
  wurl_url *u = NULL;
  /* Invalid UTF-8 is read as U+FFFD (then percent-encoded), once. */
  CHECK(wurl_parse("http://a/\xff\xc3(", 12, NULL, 0, &u) == WURL_OK &&
            VIEW_EQ(wurl_get_pathname(u), "/%EF%BF%BD%EF%BF%BD("),
        "invalid UTF-8 in a path: %s", wurl_get_href(u).data);
  wurl_free(u);
  u = NULL;
  CHECK(wurl_parse("http://a/?\xed\xa0\x80", 13, NULL, 0, &u) == WURL_OK &&
            VIEW_EQ(wurl_get_search(u), "?%EF%BF%BD%EF%BF%BD%EF%BF%BD"),
        "a UTF-8-encoded surrogate is 3 U+FFFD: %s", wurl_get_href(u).data);
  wurl_free(u);
  CHECK(wurl_parse("http://\xff/", 9, NULL, 0, &u) == WURL_ERR_PARSE, "invalid UTF-8 in a host");
  /* Embedded NULs are data, not terminators. */
  u = NULL;
  CHECK(wurl_parse("http://a/b\0c", 12, NULL, 0, &u) == WURL_OK && VIEW_EQ(wurl_get_pathname(u), "/b%00c"),
        "NUL in a path");
  CHECK(wurl_set_hash(u, "x\0y", 3) == WURL_OK && VIEW_EQ(wurl_get_hash(u), "#x%00y"), "NUL in a hash");
  CHECK(invariants(u), "invariants after NUL");
  wurl_free(u);
  CHECK(wurl_parse("http://a\0b/", 11, NULL, 0, &u) == WURL_ERR_PARSE, "NUL in a host");
}

static const char *prefixes[] = {"", "http://", "https://u:p@", "file:///", "a:", "ws://[::1]", "blob:http://x/"};
static const char alphabet[] = "aZ09:/?#@[]%.\\ \t\n\x01\x7f\xc3\xa9\xff\xe2\x80\x8b-_~+&=;'\"<>^`{}|";

static size_t random_text(char *buf, size_t max) {
  size_t n = rnd() % max, k = 0;
  if (rnd() % 2) {
    const char *p = prefixes[rnd() % (sizeof prefixes / sizeof prefixes[0])];
    k = strlen(p);
    memcpy(buf, p, k);
  }
  for (; k < n; k++) buf[k] = rnd() % 4 == 0 ? (char)rnd() : alphabet[rnd() % (sizeof alphabet - 1)];
  return k < n ? n : k;
}

static void random_inputs(void) {
  char in[96], val[48];
  int parsed = 0, broken = 0, sets = 0, set_broken = 0;
  wurl_url *base = NULL;
  wurl_parse("http://user@base.example:81/p/q?r#s", 35, NULL, 0, &base);
  for (int i = 0; i < 4000; i++) {
    size_t n = random_text(in, sizeof in);
    wurl_url *u = NULL;
    wurl_status st = i % 2 ? wurl_parse(in, n, NULL, 0, &u) : wurl_parse_with_base_url(in, n, base, &u);
    if (st != WURL_OK && st != WURL_ERR_PARSE) broken++;
    if (st != WURL_OK) continue;
    parsed++;
    if (!invariants(u)) broken++;
    for (int a = 0; a <= WURL_ATTR_HASH; a++) {
      size_t m = random_text(val, sizeof val);
      bool changed;
      st = wurl_set(u, (wurl_attribute)a, val, m, &changed);
      sets++;
      if (!(st == WURL_OK || (a == WURL_ATTR_HREF && st == WURL_ERR_PARSE)) || !invariants(u)) set_broken++;
    }
    wurl_search_params *sp = wurl_get_search_params(u);
    size_t m = random_text(val, sizeof val);
    if (wurl_search_params_append(sp, val, m, in, n) != WURL_OK || !invariants(u)) set_broken++;
    wurl_free(u);
  }
  wurl_free(base);
  CHECK(parsed > 100, "too few random inputs parsed (%d)", parsed);
  CHECK(broken == 0, "%d random parses broke an invariant", broken);
  CHECK(set_broken == 0, "%d of %d random setter calls broke an invariant", set_broken, sets);
}

static void search_params(void) {
  wurl_search_params *p = NULL;
  CHECK(wurl_search_params_new(NULL, 3, &p) == WURL_ERR_INVALID_ARGUMENT && p == NULL, "sp new NULL");
  CHECK(wurl_search_params_new("a", 1, NULL) == WURL_ERR_INVALID_ARGUMENT, "sp new NULL out");
  size_t n = 7;
  CHECK(wurl_search_params_size(NULL, &n) == WURL_ERR_INVALID_HANDLE && n == 0, "sp size NULL");
  CHECK(wurl_search_params_append(NULL, "a", 1, "b", 1) == WURL_ERR_INVALID_HANDLE, "sp append NULL");
  CHECK(wurl_get_search_params(NULL) == NULL, "get_search_params NULL");
  wurl_search_params_free(NULL);
  CHECK(wurl_search_params_new("?a=1&b=%zz&a=\xff", 14, &p) == WURL_OK, "sp new");
  CHECK(wurl_search_params_size(p, &n) == WURL_OK && n == 3, "sp size %zu", n);
  CHECK(wurl_search_params_size(p, NULL) == WURL_ERR_INVALID_ARGUMENT, "sp size NULL out");
  wurl_str k, v;
  CHECK(wurl_search_params_entry(p, 3, &k, &v) == WURL_ERR_INVALID_ARGUMENT, "entry out of range");
  CHECK(wurl_search_params_entry(p, (size_t)-1, NULL, NULL) == WURL_ERR_INVALID_ARGUMENT, "entry huge");
  CHECK(wurl_search_params_entry(p, 2, &k, &v) == WURL_OK && VIEW_EQ(v, "\xef\xbf\xbd"), "entry U+FFFD");
  CHECK(wurl_search_params_append(p, NULL, 0, NULL, 0) == WURL_OK, "append empty");
  CHECK(wurl_search_params_append(p, "x", 1, NULL, 2) == WURL_ERR_INVALID_ARGUMENT, "append NULL value");
  bool has = true;
  CHECK(wurl_search_params_has(p, "", 0, NULL, 99, &has) == WURL_OK && has, "has empty name, no value");
  CHECK(wurl_search_params_get(p, "a", 1, NULL, NULL) == WURL_ERR_INVALID_ARGUMENT, "get NULL out");
  CHECK(wurl_search_params_get_all(p, "a", 1, NULL, &n) == WURL_ERR_INVALID_ARGUMENT, "get_all NULL out");
  const wurl_str *all;
  CHECK(wurl_search_params_get_all(p, "zz", 2, &all, &n) == WURL_OK && n == 0 && all == NULL, "get_all none");
  CHECK(wurl_search_params_to_string(p, NULL) == WURL_ERR_INVALID_ARGUMENT, "to_string NULL");
  CHECK(wurl_search_params_to_string(p, &v) == WURL_OK && VIEW_EQ(v, "a=1&b=%25zz&a=%EF%BF%BD&="),
        "to_string %.*s", (int)v.len, v.data);
  wurl_search_params_free(p);
}

/* Freed handles: best effort only (the memory may be reused), so this reads
 * freed memory on purpose and does not run under valgrind. */
static void stale(void) {
  if (getenv("WHATWGURL_NO_STALE")) {
    printf("note: freed-handle checks not run (WHATWGURL_NO_STALE set; they read freed memory on purpose)\n");
    return;
  }
  wurl_url *u = NULL;
  wurl_parse("http://stale.example/", 21, NULL, 0, &u);
  wurl_free(u);
  CHECK(wurl_get_href(u).len == 0, "href of a freed handle");
  CHECK(wurl_set_pathname(u, "x", 1) == WURL_ERR_INVALID_HANDLE, "setter on a freed handle");
  CHECK(wurl_clone(u) == NULL, "clone of a freed handle");
  wurl_url *v = NULL;
  CHECK(wurl_parse_with_base_url("x", 1, u, &v) == WURL_ERR_INVALID_HANDLE, "freed base");
  wurl_free(u); /* a double free is detected, not performed: reaching the end proves it */
}

int main(void) {
  null_and_lengths();
  bytes();
  search_params();
  random_inputs();
  stale();
  return finish();
}
