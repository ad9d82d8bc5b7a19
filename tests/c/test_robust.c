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
  for (int s = 0; s <= WURL_ERR_FORKED; s++)
    CHECK(strncmp(wurl_status_name((wurl_status)s), "WURL_", 5) == 0 &&
              strcmp(wurl_status_name((wurl_status)s), "WURL_UNKNOWN_STATUS") != 0,
          "status name %d", s);
  CHECK(strcmp(wurl_status_name((wurl_status)(WURL_ERR_FORKED + 1)), "WURL_UNKNOWN_STATUS") == 0,
        "no status after FORKED");
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

/* Views from a search-params object stay valid until its list changes, not
 * only until the next call: a loop over the entries may keep them all. And
 * reading the same list again returns the same copies (no growth). */
#define L(lit) (lit), (sizeof(lit) - 1)
static void search_params_views(void) {
  wurl_url *u = NULL;
  CHECK(wurl_parse(L("https://h.example/?alpha=1&beta=2&gamma=3&beta=4"), NULL, 0, &u) == WURL_OK, "parse");
  wurl_search_params *p = wurl_get_search_params(u);
  static const char *const names[] = {"alpha", "beta", "gamma", "beta"};
  static const char *const values[] = {"1", "2", "3", "4"};
  wurl_str k[4], v[4];
  for (size_t i = 0; i < 4; i++) CHECK(wurl_search_params_entry(p, i, &k[i], &v[i]) == WURL_OK, "entry %zu", i);
  wurl_str got, str;
  const wurl_str *all = NULL;
  size_t n = 0;
  bool found = false;
  CHECK(wurl_search_params_get(p, L("gamma"), &got, &found) == WURL_OK && found, "get");
  CHECK(wurl_search_params_get_all(p, L("beta"), &all, &n) == WURL_OK && n == 2, "get_all");
  CHECK(wurl_search_params_to_string(p, &str) == WURL_OK, "to_string");
  wurl_str again;
  CHECK(wurl_search_params_entry(p, 0, &again, NULL) == WURL_OK && again.data == k[0].data,
        "the same name read twice is the same copy");
  for (size_t i = 0; i < 4; i++)
    CHECK(view_eq(k[i], names[i], strlen(names[i])) && view_eq(v[i], values[i], 1),
          "entry %zu after later reads: %.*s=%.*s", i, (int)k[i].len, k[i].data, (int)v[i].len, v[i].data);
  CHECK(VIEW_EQ(got, "3") && VIEW_EQ(all[0], "2") && VIEW_EQ(all[1], "4") &&
            VIEW_EQ(str, "alpha=1&beta=2&gamma=3&beta=4"),
        "get, get_all, to_string after later reads");
  wurl_free(u);
}

#define BIG ((size_t)1 << 32)

/* Whether an owned string is well formed: NULL data iff the call failed,
 * else NUL-terminated. */
static int owned_ok(wurl_status st, wurl_string s) {
  if (st != WURL_OK) return s.data == NULL && s.len == 0;
  return s.data != NULL && s.data[s.len] == 0;
}

/* The functions beyond the core: NULL out-pointers and data, 4 GiB
 * lengths, NULL handles, out-of-range enums. */
static void extras_arguments(void) {
  wurl_string s = {(char *)1, 1};
  wurl_validation_error why = WURL_VERR_PORT_INVALID;
  wurl_host_type type = WURL_HOST_IPV6;
  bool found = true;
  wurl_url *u = (wurl_url *)&u;
  CHECK(wurl_parse_ex("x", 1, NULL, 0, NULL, &why) == WURL_ERR_INVALID_ARGUMENT && why == WURL_VERR_NONE,
        "parse_ex NULL out");
  CHECK(wurl_parse_ex(NULL, 2, NULL, 0, &u, &why) == WURL_ERR_INVALID_ARGUMENT && u == NULL, "parse_ex NULL input");
  CHECK(wurl_parse_ex("x", BIG, NULL, 0, &u, &why) == WURL_ERR_TOO_LONG && why == WURL_VERR_NONE, "parse_ex 4 GiB");
  CHECK(wurl_parse_ex(NULL, 0, NULL, 0, &u, &why) == WURL_ERR_PARSE && why == WURL_VERR_MISSING_SCHEME_NON_RELATIVE_URL,
        "parse_ex empty: %s", wurl_validation_error_name(why));

  CHECK(wurl_parse_with_encoding("http://a/", 9, NULL, 0, "utf-8", 5, NULL) == WURL_ERR_INVALID_ARGUMENT,
        "encoding NULL out");
  u = (wurl_url *)&u;
  CHECK(wurl_parse_with_encoding(NULL, 1, NULL, 0, "utf-8", 5, &u) == WURL_ERR_INVALID_ARGUMENT && u == NULL,
        "encoding NULL input");
  CHECK(wurl_parse_with_encoding("http://a/", 9, NULL, 0, NULL, 5, &u) == WURL_ERR_INVALID_ARGUMENT,
        "encoding NULL label with len");
  CHECK(wurl_parse_with_encoding("http://a/", 9, NULL, 0, NULL, 0, &u) == WURL_ERR_UNKNOWN_ENCODING && u == NULL,
        "empty label");
  CHECK(wurl_parse_with_encoding("http://a/", 9, NULL, 0, "utf-8", BIG, &u) == WURL_ERR_TOO_LONG, "4 GiB label");
  CHECK(wurl_parse_with_encoding("http://a/", BIG, NULL, 0, "utf-8", 5, &u) == WURL_ERR_TOO_LONG, "4 GiB input");
  CHECK(wurl_parse_with_encoding("http://a/", 9, NULL, 0, "utf-8\0", 6, &u) == WURL_ERR_UNKNOWN_ENCODING,
        "NUL in a label");
  CHECK(wurl_parse_with_encoding("http://a/", 9, NULL, 0, "utf-\xff", 5, &u) == WURL_ERR_UNKNOWN_ENCODING,
        "invalid UTF-8 in a label");
  CHECK(wurl_parse_with_encoding("b", 1, "not a base", 10, "utf-8", 5, &u) == WURL_ERR_PARSE && u == NULL,
        "encoding bad base");
  CHECK(wurl_parse_with_encoding("b", 1, NULL, 5, "utf-8", 5, &u) == WURL_ERR_PARSE, "NULL base with len is none");

  wurl_validation_report rep = {(wurl_validation_error *)1, 5, WURL_VERR_PORT_INVALID};
  CHECK(wurl_validate("x", 1, NULL, 0, NULL, NULL) == WURL_ERR_INVALID_ARGUMENT, "validate NULL report");
  CHECK(wurl_validate(NULL, 1, NULL, 0, NULL, &rep) == WURL_ERR_INVALID_ARGUMENT && rep.errors == NULL &&
            rep.count == 0 && rep.failure == WURL_VERR_NONE,
        "validate NULL input clears the report");
  CHECK(wurl_validate("x", BIG, NULL, 0, &u, &rep) == WURL_ERR_TOO_LONG && u == NULL, "validate 4 GiB");
  CHECK(wurl_validate("x", 1, "y", BIG, &u, &rep) == WURL_ERR_TOO_LONG, "validate 4 GiB base");
  CHECK(wurl_validate(NULL, 0, NULL, 0, NULL, &rep) == WURL_ERR_PARSE &&
            rep.failure == WURL_VERR_MISSING_SCHEME_NON_RELATIVE_URL && rep.count == 1,
        "validate empty");
  wurl_validation_report_free(&rep);

  CHECK(wurl_domain_to_ascii("a", 1, false, NULL, &why) == WURL_ERR_INVALID_ARGUMENT, "to ASCII NULL out");
  CHECK(wurl_domain_to_ascii(NULL, 1, false, &s, &why) == WURL_ERR_INVALID_ARGUMENT && s.data == NULL,
        "to ASCII NULL data");
  CHECK(wurl_domain_to_ascii("a", BIG, false, &s, NULL) == WURL_ERR_TOO_LONG, "to ASCII 4 GiB");
  CHECK(wurl_domain_to_unicode("a", 1, NULL) == WURL_ERR_INVALID_ARGUMENT, "to Unicode NULL out");
  CHECK(wurl_domain_to_unicode(NULL, 1, &s) == WURL_ERR_INVALID_ARGUMENT, "to Unicode NULL data");
  CHECK(wurl_domain_to_unicode("a", BIG, &s) == WURL_ERR_TOO_LONG, "to Unicode 4 GiB");
  wurl_status st = wurl_domain_to_unicode(NULL, 0, &s);
  CHECK(st == WURL_OK && owned_ok(st, s) && s.len == 0, "to Unicode empty");
  wurl_string_free(s);
  CHECK(wurl_host_parse("a", 1, false, NULL, &type, &why) == WURL_ERR_INVALID_ARGUMENT && type == WURL_HOST_NONE,
        "host NULL out");
  CHECK(wurl_host_parse(NULL, 1, false, &s, NULL, NULL) == WURL_ERR_INVALID_ARGUMENT, "host NULL data");
  CHECK(wurl_host_parse("a", BIG, true, &s, NULL, NULL) == WURL_ERR_TOO_LONG, "host 4 GiB");
  st = wurl_host_parse("a", 1, false, &s, NULL, NULL);
  CHECK(st == WURL_OK && owned_ok(st, s), "host type and why NULL");
  wurl_string_free(s);

  CHECK(wurl_percent_encode("a", 1, WURL_ENCODE_PATH, false, NULL) == WURL_ERR_INVALID_ARGUMENT, "encode NULL out");
  CHECK(wurl_percent_encode(NULL, 1, WURL_ENCODE_PATH, false, &s) == WURL_ERR_INVALID_ARGUMENT, "encode NULL data");
  CHECK(wurl_percent_encode("a", BIG, WURL_ENCODE_PATH, false, &s) == WURL_ERR_TOO_LONG, "encode 4 GiB");
  CHECK(wurl_percent_encode("a", 1, (wurl_encode_set)99, false, &s) == WURL_ERR_INVALID_ARGUMENT && s.data == NULL,
        "encode bad set");
  CHECK(wurl_percent_decode("a", 1, NULL) == WURL_ERR_INVALID_ARGUMENT, "decode NULL out");
  CHECK(wurl_percent_decode(NULL, 1, &s) == WURL_ERR_INVALID_ARGUMENT, "decode NULL data");
  CHECK(wurl_percent_decode("a", BIG, &s) == WURL_ERR_TOO_LONG, "decode 4 GiB");

  CHECK(wurl_public_suffix("a.com", 5, NULL, &found) == WURL_ERR_INVALID_ARGUMENT && !found, "ps NULL out");
  CHECK(wurl_public_suffix("a.com", 5, &s, NULL) == WURL_ERR_INVALID_ARGUMENT && s.data == NULL, "ps NULL found");
  CHECK(wurl_public_suffix(NULL, 5, &s, &found) == WURL_ERR_INVALID_ARGUMENT, "ps NULL data");
  CHECK(wurl_registrable_domain("a.com", BIG, &s, &found) == WURL_ERR_TOO_LONG, "rd 4 GiB");
  found = true;
  CHECK(wurl_registrable_domain(NULL, 0, &s, &found) == WURL_OK && !found && s.data == NULL, "rd of empty is null");
  CHECK(wurl_get_public_suffix(NULL, &s, &found) == WURL_ERR_INVALID_HANDLE, "ps NULL handle");
  CHECK(wurl_get_registrable_domain(NULL, &s, &found) == WURL_ERR_INVALID_HANDLE, "rd NULL handle");

  CHECK(wurl_render(NULL, &s) == WURL_ERR_INVALID_HANDLE && s.data == NULL, "render NULL");
  CHECK(wurl_render_host(NULL, &s) == WURL_ERR_INVALID_HANDLE, "render host NULL");
  wurl_str v = {"x", 1};
  CHECK(wurl_search_params_to_string_with_encoding(NULL, "utf-8", 5, &v) == WURL_ERR_INVALID_HANDLE && v.len == 0,
        "sp encoding NULL");
  CHECK(wurl_validation_error_name((wurl_validation_error)12345)[0] == 'u', "validation name out of range");

  u = NULL;
  CHECK(wurl_parse("https://a.example/", 18, NULL, 0, &u) == WURL_OK, "parse");
  CHECK(wurl_render(u, NULL) == WURL_ERR_INVALID_ARGUMENT, "render NULL out");
  CHECK(wurl_render_host(u, NULL) == WURL_ERR_INVALID_ARGUMENT, "render host NULL out");
  CHECK(wurl_get_public_suffix(u, NULL, &found) == WURL_ERR_INVALID_ARGUMENT, "ps NULL out");
  CHECK(wurl_get_registrable_domain(u, &s, NULL) == WURL_ERR_INVALID_ARGUMENT, "rd NULL found");
  wurl_search_params *sp = wurl_get_search_params(u);
  CHECK(wurl_search_params_to_string_with_encoding(sp, "utf-8", 5, NULL) == WURL_ERR_INVALID_ARGUMENT,
        "sp encoding NULL out");
  CHECK(wurl_search_params_to_string_with_encoding(sp, NULL, 5, &v) == WURL_ERR_INVALID_ARGUMENT,
        "sp encoding NULL label");
  CHECK(wurl_search_params_to_string_with_encoding(sp, NULL, 0, &v) == WURL_ERR_UNKNOWN_ENCODING, "sp empty label");
  CHECK(wurl_search_params_to_string_with_encoding(sp, "utf-8", BIG, &v) == WURL_ERR_TOO_LONG, "sp 4 GiB label");
  wurl_free(u);
}

static const char *const labels[] = {"utf-8", "windows-1252", "shift_jis", "euc-kr", "gb18030", "big5",
                                     "iso-2022-jp", "utf-16be", "x-user-defined", "replacement", "bogus"};

/* Random bytes through every function beyond the core: documented statuses,
 * well-formed results, and properties that must hold whatever the input. */
static void extras_random(void) {
  char in[96], val[48];
  int broken = 0, calls = 0;
#define BAD(cond, ...)                                       \
  do {                                                       \
    calls++;                                                 \
    if (!(cond)) {                                           \
      if (broken++ < 10) {                                   \
        fprintf(stderr, "random extras: " __VA_ARGS__);      \
        fprintf(stderr, " (input %zu bytes)\n", n);          \
      }                                                      \
    }                                                        \
  } while (0)
  for (int i = 0; i < 3000; i++) {
    size_t n = random_text(in, sizeof in);
    wurl_string s = {NULL, 0}, t = {NULL, 0}, r = {NULL, 0};
    wurl_validation_error why;
    wurl_host_type type;
    bool found;
    /* Percent-encoding: the output is ASCII, decoding it and encoding again
     * gives it back (the decoded bytes are the input's scalar values). */
    wurl_encode_set set = (wurl_encode_set)(rnd() % 8);
    wurl_status st = wurl_percent_encode(in, n, set, false, &s);
    BAD(st == WURL_OK && owned_ok(st, s) && valid_utf8_ascii_href((wurl_str){s.data, s.len}), "encode %d", set);
    st = wurl_percent_encode(in, n, WURL_ENCODE_COMPONENT, rnd() % 2, &t);
    wurl_string_free(s);
    s = t;
    t.data = NULL;
    if (st == WURL_OK) {
      wurl_status st2 = wurl_percent_decode(s.data, s.len, &t);
      BAD(st2 == WURL_OK && owned_ok(st2, t), "decode");
      wurl_status st3 = wurl_percent_encode(t.data, t.len, WURL_ENCODE_COMPONENT, false, &r);
      /* With space_as_plus the first output has "+" for spaces; decoding does
       * not undo that, so only compare without it. */
      if (st3 == WURL_OK && memchr(s.data, '+', s.len) == NULL)
        BAD(r.len == s.len && memcmp(r.data, s.data, s.len) == 0, "encode(decode(encode(x))) != encode(x)");
      wurl_string_free(r);
      wurl_string_free(t);
    }
    wurl_string_free(s);
    st = wurl_percent_decode(in, n, &s);
    BAD(st == WURL_OK && owned_ok(st, s) && s.len <= n, "decode random");
    wurl_string_free(s);

    /* Hosts: a serialized host parses to itself, with the same type. */
    bool opaque = rnd() % 2;
    st = wurl_host_parse(in, n, opaque, &s, &type, &why);
    BAD((st == WURL_OK || st == WURL_ERR_PARSE) && owned_ok(st, s) && (st == WURL_OK) == (why == WURL_VERR_NONE) &&
            (st == WURL_OK) == (type != WURL_HOST_NONE),
        "host parse: %s", wurl_status_name(st));
    if (st == WURL_OK) {
      wurl_host_type type2;
      wurl_status st2 = wurl_host_parse(s.data, s.len, opaque, &t, &type2, NULL);
      BAD(st2 == WURL_OK && t.len == s.len && memcmp(t.data, s.data, s.len) == 0 && type2 == type,
          "host not idempotent: \"%s\"", s.data);
      wurl_string_free(t);
    }
    wurl_string_free(s);
    st = wurl_domain_to_ascii(in, n, rnd() % 2, &s, &why);
    BAD((st == WURL_OK || st == WURL_ERR_PARSE) && owned_ok(st, s) && (st == WURL_OK) == (why == WURL_VERR_NONE),
        "to ASCII: %s", wurl_status_name(st));
    wurl_string_free(s);
    st = wurl_domain_to_unicode(in, n, &s);
    BAD(st == WURL_OK && owned_ok(st, s), "to Unicode: %s", wurl_status_name(st));
    wurl_string_free(s);
    st = rnd() % 2 ? wurl_public_suffix(in, n, &s, &found) : wurl_registrable_domain(in, n, &s, &found);
    BAD(st == WURL_OK && (found ? s.data != NULL && s.data[s.len] == 0 && s.len > 0 : s.data == NULL), "psl");
    wurl_string_free(s);

    /* Parsing: with an encoding, and validating, agree with wurl_parse. */
    wurl_url *u = NULL, *v = NULL;
    size_t m = random_text(val, sizeof val);
    const char *base = rnd() % 2 ? "http://b.example/p?q" : NULL;
    size_t blen = base ? strlen(base) : 0;
    wurl_status want = wurl_parse(in, n, base, blen, &u);
    BAD(want == WURL_OK || want == WURL_ERR_PARSE, "parse: %s", wurl_status_name(want));
    const char *label = labels[rnd() % (sizeof labels / sizeof labels[0])];
    st = wurl_parse_with_encoding(in, n, base, blen, label, strlen(label), &v);
    if (strcmp(label, "bogus") == 0) {
      BAD(st == WURL_ERR_UNKNOWN_ENCODING && v == NULL, "bogus label: %s", wurl_status_name(st));
    } else {
      BAD(st == want && (st != WURL_OK || invariants(v)), "with encoding %s: %s, parse %s", label,
          wurl_status_name(st), wurl_status_name(want));
      if (strcmp(label, "utf-8") == 0 && st == WURL_OK) BAD(wurl_equals(u, v, false), "utf-8 differs");
    }
    wurl_free(v);
    v = NULL;
    wurl_validation_report rep;
    st = wurl_validate(in, n, base, blen, rnd() % 2 ? &v : NULL, &rep);
    BAD(st == want && (st == WURL_OK) == (rep.failure == WURL_VERR_NONE) && (rep.count == 0) == (rep.errors == NULL),
        "validate: %s, parse %s", wurl_status_name(st), wurl_status_name(want));
    if (st == WURL_ERR_PARSE) BAD(rep.count > 0 && rep.errors[rep.count - 1] == rep.failure, "failure is the last");
    for (size_t k = 0; k < rep.count; k++)
      BAD(rep.errors[k] > WURL_VERR_NONE && rep.errors[k] <= WURL_VALIDATION_ERROR_COUNT, "error out of range");
    if (v != NULL) BAD(wurl_equals(u, v, false), "validate's URL differs");
    wurl_free(v);
    st = wurl_parse_ex(in, n, base, blen, &v, &why);
    BAD(st == want && why == rep.failure, "parse_ex: %s why %s, validate %s", wurl_status_name(st),
        wurl_validation_error_name(why), wurl_validation_error_name(rep.failure));
    wurl_free(v);
    wurl_validation_report_free(&rep);
    if (u == NULL) continue;

    /* A URL: rendering parses again, hosts and suffixes are well formed. */
    st = wurl_render(u, &s);
    BAD(st == WURL_OK && owned_ok(st, s), "render");
    v = NULL;
    BAD(st != WURL_OK || wurl_parse(s.data, s.len, NULL, 0, &v) == WURL_OK, "rendering \"%s\" does not parse", s.data);
    wurl_free(v);
    wurl_string_free(s);
    st = wurl_render_host(u, &s);
    BAD(st == WURL_OK && owned_ok(st, s) && (s.len == 0) == (wurl_get_hostname(u).len == 0), "render host");
    wurl_string_free(s);
    st = rnd() % 2 ? wurl_get_public_suffix(u, &s, &found) : wurl_get_registrable_domain(u, &s, &found);
    wurl_components c;
    wurl_get_components(u, &c);
    BAD(st == WURL_OK && (found ? s.data != NULL && c.host_type == WURL_HOST_DOMAIN : s.data == NULL), "URL psl");
    wurl_string_free(s);
    wurl_search_params *sp = wurl_get_search_params(u);
    wurl_str view;
    st = wurl_search_params_append(sp, val, m, in, n);
    BAD(st == WURL_OK, "append");
    st = wurl_search_params_to_string_with_encoding(sp, label, strlen(label), &view);
    BAD(strcmp(label, "bogus") == 0 ? st == WURL_ERR_UNKNOWN_ENCODING : st == WURL_OK && invariants(u),
        "sp with encoding %s: %s", label, wurl_status_name(st));
    wurl_free(u);
  }
#undef BAD
  CHECK(broken == 0, "%d of %d random calls of the extras broke a rule", broken, calls);
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
  wurl_string s;
  bool found;
  CHECK(wurl_render(u, &s) == WURL_ERR_INVALID_HANDLE && s.data == NULL, "render of a freed handle");
  CHECK(wurl_render_host(u, &s) == WURL_ERR_INVALID_HANDLE, "render host of a freed handle");
  CHECK(wurl_get_public_suffix(u, &s, &found) == WURL_ERR_INVALID_HANDLE, "ps of a freed handle");
  CHECK(wurl_get_registrable_domain(u, &s, &found) == WURL_ERR_INVALID_HANDLE, "rd of a freed handle");
  wurl_search_params *sp = NULL;
  wurl_str view;
  wurl_search_params_new("a=1", 3, &sp);
  wurl_search_params_free(sp);
  CHECK(wurl_search_params_to_string_with_encoding(sp, "utf-8", 5, &view) == WURL_ERR_INVALID_HANDLE,
        "sp with encoding on a freed object");
  wurl_free(u); /* a double free is detected, not performed: reaching the end proves it */
}

/* Inputs of up to a megabyte, whose hrefs are longer than the input (the
 * block grows once the engine knows the href's size) or shorter: the href
 * each shape must give, and the URL's invariants. */
static void huge(void) {
  static const struct {
    const char *prefix, *unit, *suffix, *href_prefix, *href_unit, *href_suffix;
  } shapes[] = {
      {"http://h/", "\xc3\xa9", "", "http://h/", "%C3%A9", ""},
      {"http://h/?", "\xff", "#\xc3\xa9", "http://h/?", "%EF%BF%BD", "#%C3%A9"},
      {"http://", "a.", "/", "http://", "a.", "/"},
      {"HTTP://", "A.", "", "http://", "a.", "/"},
      {"http://", "u:@", "h/", "http://u:", "%40u%3A", "@h/"},
      {"http://h/", "a/../", "x", "http://h/", "", "x"},
  };
  const size_t reps = 1 << 18;
  for (size_t k = 0; k < sizeof shapes / sizeof shapes[0]; k++) {
    size_t pl = strlen(shapes[k].prefix), ul = strlen(shapes[k].unit), sl = strlen(shapes[k].suffix);
    size_t n = pl + reps * ul + sl;
    char *in = malloc(n);
    memcpy(in, shapes[k].prefix, pl);
    for (size_t i = 0; i < reps; i++) memcpy(in + pl + i * ul, shapes[k].unit, ul);
    memcpy(in + pl + reps * ul, shapes[k].suffix, sl);
    wurl_url *u = NULL;
    wurl_status st = wurl_parse(in, n, NULL, 0, &u);
    CHECK(st == WURL_OK, "huge shape %zu: %s", k, wurl_status_name(st));
    if (st == WURL_OK) {
      const char *hp = shapes[k].href_prefix, *hu = shapes[k].href_unit, *hs = shapes[k].href_suffix;
      size_t hpl = strlen(hp), hul = strlen(hu), hsl = strlen(hs);
      /* The userinfo shape's first unit loses its ':' to the password. */
      size_t units = k == 4 ? reps - 1 : reps;
      wurl_str h = wurl_get_href(u);
      int ok = h.len == hpl + units * hul + hsl && memcmp(h.data, hp, hpl) == 0 &&
               memcmp(h.data + h.len - hsl, hs, hsl) == 0;
      for (size_t i = 0; ok && i < units; i += 4099) ok = memcmp(h.data + hpl + i * hul, hu, hul) == 0;
      CHECK(ok, "huge shape %zu: href of %zu bytes, starting %.40s", k, h.len, h.data);
      CHECK(invariants(u), "huge shape %zu: invariants", k);
    }
    wurl_free(u);
    free(in);
  }
}

int main(void) {
  huge();
  null_and_lengths();
  bytes();
  search_params();
  search_params_views();
  random_inputs();
  extras_arguments();
  extras_random();
  stale();
  return finish();
}
