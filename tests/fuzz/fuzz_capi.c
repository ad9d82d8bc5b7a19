/*
 * fuzz_capi.c - a libFuzzer target for the C ABI (include/whatwgurl.h).
 *
 * Each input is a little program of calls. It is split at every byte 0xF5
 * (never part of UTF-8): the first part holds the operations, two bytes each
 * (the first modulo N_OPS picks the operation, the second a variant), the
 * other parts are the strings the operations take, in turn. The program
 * works on a URL handle, a base handle, the URL's own search-params object
 * and a standalone one, and after every call it checks what must hold
 * whatever the input:
 *   - every status is one the header documents for the call and its
 *     arguments, and never WURL_ERR_INTERNAL;
 *   - a URL keeps its invariants: its components lie in order inside the
 *     href, the getters agree with them, the href is printable ASCII, and
 *     parsing the href gives the same href and components (after every
 *     setter and search-params change too);
 *   - the ways to parse agree: wurl_parse, _ex, _with_base_url,
 *     _with_encoding (UTF-8), wurl_validate, wurl_can_parse, wurl_parse_to,
 *     the batch and joined forms; a clone equals its original;
 *   - search params: the URL's query is the list's serialization, and
 *     append, set, delete, get, has, sort and entry agree with each other;
 *   - hosts, domains and percent-encoding give results that are stable when
 *     fed back;
 *   - an Arrow column, hostile or not, is refused exactly when the header
 *     says so, and otherwise parses as the same values do in a batch;
 *   - URL patterns, made from any bytes and matched against any bytes:
 *     wurl_pattern_first_match gives the first pattern that
 *     wurl_pattern_test matches, exec matches exactly when test does, a
 *     router with a NULL (freed) pattern gives WURL_ERR_INVALID_HANDLE;
 *   - with the fork flag set every call that would enter Go gives
 *     WURL_ERR_FORKED and leaves its arguments alone, and the others work.
 * A broken property aborts, so that libFuzzer keeps the input.
 *
 * With FUZZ_CAPI_WRITE_SEEDS=WPT_DIR:OUT_DIR set, the program writes a seed
 * corpus of programs made from the WPT data into OUT_DIR and exits.
 */
#define _GNU_SOURCE
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "whatwgurl.h"
#include "../c/json.h"
#include "../c/components.h"

/* capi/internal.h: set by the pthread_atfork handler in a forked child. The
 * library is linked in statically, so the harness can set it to check the
 * forked-child paths without forking. */
extern volatile int wurl__forked;

#define SEP 0xF5
#define MAX_OPS 48
#define MAX_STRS 32

#define FAIL(...)                                     \
  do {                                                \
    fprintf(stderr, "fuzz_capi: ");                   \
    fprintf(stderr, __VA_ARGS__);                     \
    fputc('\n', stderr);                              \
    abort();                                          \
  } while (0)
#define REQUIRE(cond, ...)  \
  do {                      \
    if (!(cond)) FAIL(__VA_ARGS__); \
  } while (0)

/* A status of the calls below must be one of the bits of mask. */
#define S(x) (1u << (x))
static void status_in(wurl_status st, unsigned mask, const char *call) {
  REQUIRE(st != WURL_ERR_INTERNAL, "%s: WURL_ERR_INTERNAL", call);
  REQUIRE((unsigned)st < 32 && (mask & S(st)), "%s: undocumented status %s (%d)", call, wurl_status_name(st),
          (int)st);
}

/* ---- the input ---- */

typedef struct {
  const char *p;
  size_t n;
} text;

typedef struct {
  const uint8_t *ops;
  size_t nops;
  text strs[MAX_STRS];
  size_t nstrs, next;
} program;

static void split(const uint8_t *data, size_t size, program *pg) {
  memset(pg, 0, sizeof *pg);
  const uint8_t *end = data + size, *p = data;
  const uint8_t *q = memchr(p, SEP, size);
  pg->ops = p;
  pg->nops = (size_t)((q ? q : end) - p) / 2;
  if (pg->nops > MAX_OPS) pg->nops = MAX_OPS;
  while (q != NULL && pg->nstrs < MAX_STRS) {
    p = q + 1;
    q = memchr(p, SEP, (size_t)(end - p));
    pg->strs[pg->nstrs].p = (const char *)p;
    pg->strs[pg->nstrs].n = (size_t)((q ? q : end) - p);
    pg->nstrs++;
  }
}

/* The next string argument, in turn; "" when the input has none. */
static text arg(program *pg) {
  if (pg->nstrs == 0) return (text){"", 0};
  return pg->strs[pg->next++ % pg->nstrs];
}

/* ---- helpers ---- */

/* Whether s is valid UTF-8 (no surrogates, no overlong forms). */
static bool utf8_valid(const char *s, size_t n) {
  const unsigned char *p = (const unsigned char *)s, *e = p + n;
  while (p < e) {
    unsigned c = *p++;
    if (c < 0x80) continue;
    int k;
    unsigned lo = 0x80, hi = 0xBF;
    if (c >= 0xC2 && c <= 0xDF) k = 1;
    else if (c >= 0xE0 && c <= 0xEF) {
      k = 2;
      if (c == 0xE0) lo = 0xA0;
      if (c == 0xED) hi = 0x9F;
    } else if (c >= 0xF0 && c <= 0xF4) {
      k = 3;
      if (c == 0xF0) lo = 0x90;
      if (c == 0xF4) hi = 0x8F;
    } else return false;
    for (int i = 0; i < k; i++, lo = 0x80, hi = 0xBF) {
      if (p >= e || *p < lo || *p > hi) return false;
      p++;
    }
  }
  return true;
}

/* The UTF-16 code units of valid UTF-8 s, in a new array of *n units. */
static uint16_t *utf16(const char *s, size_t len, size_t *n) {
  uint16_t *u = malloc((len + 1) * sizeof *u);
  const unsigned char *p = (const unsigned char *)s, *e = p + len;
  size_t k = 0;
  while (p < e) {
    uint32_t c = *p;
    int extra = c < 0x80 ? 0 : c < 0xE0 ? 1 : c < 0xF0 ? 2 : 3;
    if (extra) c &= 0x3F >> extra;
    p++;
    for (int i = 0; i < extra && p < e; i++) c = c << 6 | (*p++ & 0x3F);
    if (c >= 0x10000) {
      u[k++] = (uint16_t)(0xD800 + ((c - 0x10000) >> 10));
      u[k++] = (uint16_t)(0xDC00 + ((c - 0x10000) & 0x3FF));
    } else {
      u[k++] = (uint16_t)c;
    }
  }
  *n = k;
  return u;
}

/* Compares valid UTF-8 strings by their UTF-16 code units (the order of
 * URLSearchParams.sort). */
static int utf16_cmp(const char *a, size_t an, const char *b, size_t bn) {
  size_t na, nb;
  uint16_t *ua = utf16(a, an, &na), *ub = utf16(b, bn, &nb);
  int r = 0;
  for (size_t i = 0; i < na && i < nb && r == 0; i++) r = ua[i] < ub[i] ? -1 : ua[i] > ub[i];
  if (r == 0) r = na < nb ? -1 : na > nb;
  free(ua);
  free(ub);
  return r;
}

static bool same(const char *a, size_t an, const char *b, size_t bn) {
  return an == bn && (an == 0 || memcmp(a, b, an) == 0);
}

/* A copy of a view that outlives the next call (scratch views do not). */
static text dup(wurl_str v) {
  char *p = malloc(v.len + 1);
  if (v.len) memcpy(p, v.data, v.len);
  p[v.len] = 0;
  return (text){p, v.len};
}
static void undup(text t) { free((void *)t.p); }

static bool view_is(wurl_str v, const char *href, size_t start, size_t end) {
  return v.data == href + start && v.len == end - start;
}

/* The invariants of a URL handle (see the top of the file). */
static void check_url(const wurl_url *u, const char *where) {
  wurl_str h = wurl_get_href(u);
  wurl_components c;
  REQUIRE(wurl_get_components(u, &c) == WURL_OK, "%s: components", where);
  REQUIRE(h.data != NULL && h.data[h.len] == 0, "%s: href not NUL-terminated", where);
  for (size_t i = 0; i < h.len; i++)
    REQUIRE((unsigned char)h.data[i] >= 0x20 && (unsigned char)h.data[i] < 0x7F,
            "%s: href byte %zu is 0x%02x: %s", where, i, (unsigned char)h.data[i], h.data);
  const char *s = h.data;
  REQUIRE(c.scheme_end > 0 && c.scheme_end < h.len && s[c.scheme_end] == ':', "%s: scheme end: %s", where, s);
  REQUIRE(c.scheme_end <= c.username_start && c.username_start <= c.username_end &&
              c.username_end <= c.password_start && c.password_start <= c.password_end &&
              c.password_end <= c.host_start && c.host_start <= c.host_end && c.host_end <= c.port_start &&
              c.port_start <= c.port_end && c.port_end <= c.path_start && c.path_start <= h.len,
          "%s: components out of order: %s", where, s);
  size_t path_end = h.len;
  if (c.fragment_start != WURL_OMITTED) {
    REQUIRE(c.fragment_start >= c.path_start && c.fragment_start < h.len && s[c.fragment_start] == '#',
            "%s: fragment start: %s", where, s);
    path_end = c.fragment_start;
  }
  if (c.query_start != WURL_OMITTED) {
    REQUIRE(c.query_start >= c.path_start && c.query_start < path_end && s[c.query_start] == '?',
            "%s: query start: %s", where, s);
    path_end = c.query_start;
  }
  REQUIRE(c.has_query == (c.query_start != WURL_OMITTED) && c.has_fragment == (c.fragment_start != WURL_OMITTED),
          "%s: query/fragment flags: %s", where, s);
  REQUIRE(c.has_port == (c.port >= 0) && c.port <= 65535 && c.has_port == (c.port_end > c.port_start),
          "%s: port: %s", where, s);
  REQUIRE(c.has_host == (c.host_type != WURL_HOST_NONE) && c.host_type <= WURL_HOST_EMPTY,
          "%s: host type: %s", where, s);
  REQUIRE((c.host_type == WURL_HOST_EMPTY) == (c.has_host && c.host_end == c.host_start), "%s: empty host: %s",
          where, s);
  REQUIRE(c.has_credentials == (c.username_end > c.username_start || c.password_end > c.password_start),
          "%s: credentials flag: %s", where, s);
  REQUIRE(c.scheme_type <= WURL_SCHEME_FILE, "%s: scheme type", where);
  REQUIRE(!c.has_host || (c.username_start >= c.scheme_end + 3 && s[c.scheme_end + 1] == '/' &&
                          s[c.scheme_end + 2] == '/'),
          "%s: host without //: %s", where, s);
  /* The getters are the component ranges. */
  REQUIRE(view_is(wurl_get_protocol(u), s, 0, c.scheme_end + 1), "%s: protocol", where);
  REQUIRE(view_is(wurl_get_username(u), s, c.username_start, c.username_end), "%s: username", where);
  REQUIRE(view_is(wurl_get_password(u), s, c.password_start, c.password_end), "%s: password", where);
  REQUIRE(view_is(wurl_get_hostname(u), s, c.host_start, c.host_end), "%s: hostname", where);
  REQUIRE(view_is(wurl_get_port(u), s, c.port_start, c.port_end), "%s: port", where);
  REQUIRE(view_is(wurl_get_pathname(u), s, c.path_start, path_end), "%s: pathname", where);
  REQUIRE(view_is(wurl_get_host(u), s, c.host_start, c.has_port ? c.port_end : c.host_end), "%s: host", where);
  wurl_str q = wurl_get_search(u), f = wurl_get_hash(u);
  size_t qend = c.fragment_start != WURL_OMITTED ? c.fragment_start : h.len;
  if (c.has_query && qend - c.query_start > 1)
    REQUIRE(view_is(q, s, c.query_start, qend), "%s: search", where);
  else
    REQUIRE(q.len == 0, "%s: empty search", where);
  if (c.has_fragment && h.len - c.fragment_start > 1)
    REQUIRE(view_is(f, s, c.fragment_start, h.len), "%s: hash", where);
  else
    REQUIRE(f.len == 0, "%s: empty hash", where);
  /* The href parses to itself, with the same components. */
  wurl_url *again = NULL;
  wurl_status st = wurl_parse(s, h.len, NULL, 0, &again);
  REQUIRE(st == WURL_OK, "%s: the href does not parse (%s): %s", where, wurl_status_name(st), s);
  wurl_components c2;
  wurl_get_components(again, &c2);
  wurl_str h2 = wurl_get_href(again);
  REQUIRE(same(h2.data, h2.len, s, h.len), "%s: the href parses to another one:\n  %s\n  %s", where, s, h2.data);
  REQUIRE(components_eq(&c, &c2), "%s: the href parses with other components: %s", where, s);
  wurl_free(again);
}

/* Frees *u and makes it v. */
static void replace(wurl_url **u, wurl_url *v) {
  wurl_free(*u);
  *u = v;
}

/* ---- the state a program works on ---- */

enum { N_PATTERNS = 4 };

typedef struct {
  wurl_url *url;
  wurl_url *base;
  wurl_search_params *sp; /* standalone */
  wurl_pattern *patterns[N_PATTERNS]; /* NULL: a free slot */
} state;

static const char *const encodings[] = {"utf-8",        "windows-1252", "shift_jis",  "euc-kr",
                                        "gb18030",      "big5",         "iso-2022-jp", "utf-16le",
                                        "x-user-defined", "replacement", "euc-jp",     "koi8-r",
                                        " UTF8 ",       "bogus"};
#define N_ENCODINGS (sizeof encodings / sizeof encodings[0])

/* ---- operations ---- */

/* Parse checks shared by every form: the handle (when OK) keeps its
 * invariants and wurl_parse_to with a small buffer gives the same URL. */
static void check_parse_to(text in, const char *base, size_t blen, const wurl_url *u, wurl_status want) {
  char small[16];
  wurl_parse_target t = {.buf = small, .cap = sizeof small, .href_is_input = true};
  wurl_status st = wurl_parse_to_with_base(in.p, in.n, base, blen, NULL, &t);
  status_in(st, S(WURL_OK) | S(WURL_ERR_PARSE), "wurl_parse_to");
  REQUIRE(st == want, "wurl_parse_to %s, wurl_parse %s", wurl_status_name(st), wurl_status_name(want));
  if (st != WURL_OK) {
    REQUIRE(t.href_len == 0 && !t.href_is_input, "wurl_parse_to: href_len or href_is_input on failure");
    return;
  }
  wurl_str h = wurl_get_href(u);
  wurl_components c;
  wurl_get_components(u, &c);
  REQUIRE(t.href_len == h.len && components_eq(&t.components, &c), "wurl_parse_to: another URL");
  REQUIRE(t.href_is_input == (h.len == in.n && memcmp(h.data, in.p, in.n) == 0),
          "wurl_parse_to: href_is_input is not whether the href is the input");
  if (t.href_len < sizeof small) {
    REQUIRE(memcmp(small, h.data, h.len + 1) == 0, "wurl_parse_to: another href in the buffer");
    return;
  }
  char *big = malloc(t.href_len + 1);
  wurl_parse_target t2 = {.buf = big, .cap = t.href_len + 1};
  st = wurl_parse_to_with_base(in.p, in.n, base, blen, NULL, &t2);
  REQUIRE(st == WURL_OK && t2.href_len == h.len && memcmp(big, h.data, h.len + 1) == 0 &&
              components_eq(&t2.components, &c),
          "wurl_parse_to: the retry gives another URL");
  free(big);
}

static void op_parse(state *s, program *pg, unsigned v) {
  text in = arg(pg);
  wurl_url *u = NULL;
  wurl_status st;
  wurl_validation_error why = WURL_VERR_NONE;
  const char *base = NULL;
  size_t blen = 0;
  switch (v % 4) {
  case 0:
    st = wurl_parse(in.p, in.n, NULL, 0, &u);
    break;
  case 1: {
    text b = arg(pg);
    base = b.p;
    blen = b.n;
    st = wurl_parse_ex(in.p, in.n, base, blen, &u, &why);
    status_in(st, S(WURL_OK) | S(WURL_ERR_PARSE), "wurl_parse_ex");
    REQUIRE((st == WURL_OK) == (why == WURL_VERR_NONE) && (unsigned)why <= WURL_VALIDATION_ERROR_COUNT,
            "wurl_parse_ex: why %d with %s", (int)why, wurl_status_name(st));
    wurl_url *u2 = NULL;
    wurl_status st2 = wurl_parse(in.p, in.n, base, blen, &u2);
    REQUIRE(st2 == st && (st != WURL_OK || wurl_equals(u, u2, false)), "wurl_parse_ex and wurl_parse differ");
    wurl_free(u2);
    /* Against the base as a handle, the same. */
    wurl_url *bu = NULL;
    if (wurl_parse(base, blen, NULL, 0, &bu) == WURL_OK) {
      st2 = wurl_parse_with_base_url(in.p, in.n, bu, &u2);
      REQUIRE(st2 == st && (st != WURL_OK || wurl_equals(u, u2, false)),
              "wurl_parse_with_base_url and wurl_parse differ: %s", wurl_status_name(st2));
      wurl_free(u2);
      wurl_free(bu);
    } else {
      REQUIRE(st == WURL_ERR_PARSE, "a base that does not parse, and the parse succeeds");
    }
    break;
  }
  case 2:
    st = wurl_parse_with_base_url(in.p, in.n, s->base, &u);
    if (s->base != NULL) {
      wurl_str b = wurl_get_href(s->base);
      base = b.data;
      blen = b.len;
    }
    break;
  default: {
    /* The base given by its components (wurl_parse_to_with_base). */
    char buf[64];
    wurl_parse_target t = {.buf = buf, .cap = sizeof buf};
    if (s->base == NULL) return;
    wurl_str b = wurl_get_href(s->base);
    wurl_components bc;
    wurl_get_components(s->base, &bc);
    st = wurl_parse_with_base_url(in.p, in.n, s->base, &u);
    wurl_status st2 = wurl_parse_to_with_base(in.p, in.n, b.data, b.len, &bc, &t);
    status_in(st2, S(WURL_OK) | S(WURL_ERR_PARSE), "wurl_parse_to_with_base (components)");
    REQUIRE(st2 == st, "wurl_parse_to_with_base (components) %s, wurl_parse_with_base_url %s",
            wurl_status_name(st2), wurl_status_name(st));
    if (st == WURL_OK) {
      wurl_components c;
      wurl_get_components(u, &c);
      REQUIRE(t.href_len == wurl_get_href(u).len && components_eq(&t.components, &c),
              "wurl_parse_to_with_base (components) gives another URL");
      if (t.href_len < sizeof buf) REQUIRE(strcmp(buf, wurl_get_href(u).data) == 0, "parse_to href differs");
    }
    base = b.data;
    blen = b.len;
    break;
  }
  }
  status_in(st, S(WURL_OK) | S(WURL_ERR_PARSE), "wurl_parse");
  REQUIRE((st == WURL_OK) == (u != NULL), "wurl_parse: out and status disagree");
  bool can = wurl_can_parse(in.p, in.n, base, blen);
  REQUIRE(can == (st == WURL_OK), "wurl_can_parse %d, wurl_parse %s", can, wurl_status_name(st));
  if (v % 4 != 3) check_parse_to(in, base, blen, u, st);
  if (st == WURL_OK) {
    check_url(u, "parse");
    replace(&s->url, u);
  }
}

static void op_base(state *s, program *pg, unsigned v) {
  if (v % 2 == 0 && s->url != NULL) {
    replace(&s->base, wurl_clone(s->url));
    return;
  }
  text in = arg(pg);
  wurl_url *u = NULL;
  if (wurl_parse(in.p, in.n, NULL, 0, &u) == WURL_OK) replace(&s->base, u);
}

/* The base given by forged components (wurl_parse_to_with_base): one field
 * of the base handle's true components set to a value from the input. A
 * forged base is refused (INVALID_ARGUMENT) the same way whatever the input:
 * one the fast path takes ("a:b") and one the engine parses ("A:b") alike;
 * the true components are never refused; and a URL parsed against a base
 * the library takes parses to itself. */
static void op_forged_base(state *s, program *pg, unsigned v) {
  if (s->base == NULL) return;
  text in = arg(pg), val = arg(pg);
  wurl_str b = wurl_get_href(s->base);
  wurl_components bc, forged;
  wurl_get_components(s->base, &bc);
  forged = bc;
  uint32_t x = 0;
  for (size_t i = 0; i < val.n && i < 4; i++) x = x << 8 | (uint8_t)val.p[i];
  uint32_t *offsets[] = {&forged.scheme_end,   &forged.username_start, &forged.username_end,
                         &forged.password_start, &forged.password_end, &forged.host_start,
                         &forged.host_end,     &forged.port_start,     &forged.port_end,
                         &forged.path_start,   &forged.query_start,    &forged.fragment_start};
  unsigned field = v % 16;
  if (field < 12) {
    /* Moved a little (most likely to pass the order checks), or anywhere. */
    *offsets[field] = v / 16 % 2 ? x : *offsets[field] + x % 5 - 2;
  } else if (field == 12) {
    forged.port = v / 16 % 2 ? (int32_t)x : (int32_t)(x % 70000) - 1;
  } else if (field == 13) {
    forged.host_type = (uint8_t)(x % 7);
  } else if (field == 14) {
    forged.scheme_type = (uint8_t)(x % 8);
  } else {
    forged.has_opaque_path = !forged.has_opaque_path;
  }
  const text probes[3] = {in, {"a:b", 3}, {"A:b", 3}};
  wurl_status st[3];
  char buf[64];
  for (size_t i = 0; i < 3; i++) {
    wurl_parse_target t = {.buf = buf, .cap = sizeof buf};
    st[i] = wurl_parse_to_with_base(probes[i].p, probes[i].n, b.data, b.len, &forged, &t);
    status_in(st[i], S(WURL_OK) | S(WURL_ERR_PARSE) | S(WURL_ERR_INVALID_ARGUMENT), "wurl_parse_to_with_base (forged)");
    if (st[i] != WURL_OK) continue;
    /* The href, whole (the retry protocol), parses to itself. */
    char *href = malloc(t.href_len + 1);
    REQUIRE(href != NULL, "malloc");
    wurl_parse_target full = {.buf = href, .cap = t.href_len + 1};
    REQUIRE(wurl_parse_to_with_base(probes[i].p, probes[i].n, b.data, b.len, &forged, &full) == WURL_OK &&
                full.href_len == t.href_len,
            "wurl_parse_to_with_base (forged): the retry differs");
    wurl_url *u = NULL;
    wurl_status st2 = wurl_parse(href, full.href_len, NULL, 0, &u);
    wurl_components c;
    if (st2 == WURL_OK) wurl_get_components(u, &c);
    REQUIRE(st2 == WURL_OK && same(wurl_get_href(u).data, wurl_get_href(u).len, href, full.href_len) &&
                components_eq(&c, &full.components),
            "against a base taken with forged components (field %u), %.*s gives %s, which parses to %s %s",
            field, (int)probes[i].n, probes[i].p, href, wurl_status_name(st2), u ? wurl_get_href(u).data : "");
    wurl_free(u);
    free(href);
  }
  bool refused = st[0] == WURL_ERR_INVALID_ARGUMENT;
  REQUIRE((st[1] == WURL_ERR_INVALID_ARGUMENT) == refused && (st[2] == WURL_ERR_INVALID_ARGUMENT) == refused,
          "forged base (field %u): %s for the input, %s for a:b (fast path), %s for A:b (engine)", field,
          wurl_status_name(st[0]), wurl_status_name(st[1]), wurl_status_name(st[2]));
  REQUIRE(!refused || !components_eq(&forged, &bc), "the base's true components are refused");
}

/* What the URL's query must be after a change of its search params: the
 * list's serialization, or null when that is empty. */
static void check_own_query(wurl_url *u, wurl_search_params *p) {
  wurl_str str;
  REQUIRE(wurl_search_params_to_string(p, &str) == WURL_OK, "to_string");
  text ser = dup(str);
  wurl_components c;
  wurl_get_components(u, &c);
  if (ser.n == 0) {
    REQUIRE(!c.has_query, "an empty list leaves a query: %s", wurl_get_href(u).data);
  } else {
    wurl_str q = wurl_get_search(u);
    REQUIRE(c.has_query && q.len == ser.n + 1 && memcmp(q.data + 1, ser.p, ser.n) == 0,
            "the query is not the list's serialization: %s vs %s", wurl_get_href(u).data, ser.p);
  }
  undup(ser);
}

/* A search-params operation on p (the URL's own when u is not NULL). */
static void sp_op(wurl_search_params *p, wurl_url *u, program *pg, unsigned v) {
  size_t before = 0, after = 0;
  status_in(wurl_search_params_size(p, &before), S(WURL_OK), "size");
  text href0 = u ? dup(wurl_get_href(u)) : (text){NULL, 0};
  bool changes = false;
  text n = arg(pg), val = arg(pg);
  bool valid = utf8_valid(n.p, n.n) && utf8_valid(val.p, val.n);
  wurl_str got;
  bool found;
  switch (v % 11) {
  case 0: /* append */
    status_in(wurl_search_params_append(p, n.p, n.n, val.p, val.n), S(WURL_OK), "append");
    changes = true;
    wurl_search_params_size(p, &after);
    REQUIRE(after == before + 1, "append: size %zu -> %zu", before, after);
    if (valid) {
      wurl_str k, w;
      status_in(wurl_search_params_entry(p, after - 1, &k, &w), S(WURL_OK), "entry");
      REQUIRE(same(k.data, k.len, n.p, n.n) && same(w.data, w.len, val.p, val.n), "append: the last entry differs");
    }
    break;
  case 1: /* delete */
  case 2: /* delete with a value */
    status_in(wurl_search_params_delete(p, n.p, n.n, v % 11 == 2 ? val.p : NULL, val.n), S(WURL_OK), "delete");
    changes = true;
    status_in(wurl_search_params_has(p, n.p, n.n, v % 11 == 2 ? val.p : NULL, val.n, &found), S(WURL_OK), "has");
    REQUIRE(!found, "delete: still has the pair");
    break;
  case 3: { /* set */
    status_in(wurl_search_params_set(p, n.p, n.n, val.p, val.n), S(WURL_OK), "set");
    changes = true;
    const wurl_str *all;
    size_t count;
    status_in(wurl_search_params_get_all(p, n.p, n.n, &all, &count), S(WURL_OK), "get_all");
    REQUIRE(count == 1, "set: %zu pairs with the name", count);
    if (valid) REQUIRE(same(all[0].data, all[0].len, val.p, val.n), "set: another value");
    break;
  }
  case 4: { /* sort */
    status_in(wurl_search_params_sort(p), S(WURL_OK), "sort");
    changes = true;
    wurl_search_params_size(p, &after);
    REQUIRE(after == before, "sort changes the size");
    text prev = {NULL, 0};
    /* Each call on a URL's own object reads the whole query: look at the
     * first entries only, or a long query makes this quadratic. */
    for (size_t i = 0; i < after && i < 64; i++) {
      wurl_str k;
      status_in(wurl_search_params_entry(p, i, &k, NULL), S(WURL_OK), "entry");
      text cur = dup(k);
      if (prev.p != NULL) REQUIRE(utf16_cmp(prev.p, prev.n, cur.p, cur.n) <= 0, "sort: names out of order");
      undup(prev);
      prev = cur;
    }
    undup(prev);
    break;
  }
  case 5: { /* get, has and get_all agree */
    status_in(wurl_search_params_get(p, n.p, n.n, &got, &found), S(WURL_OK), "get");
    text first = dup(got);
    bool has;
    status_in(wurl_search_params_has(p, n.p, n.n, NULL, 0, &has), S(WURL_OK), "has");
    const wurl_str *all;
    size_t count;
    status_in(wurl_search_params_get_all(p, n.p, n.n, &all, &count), S(WURL_OK), "get_all");
    REQUIRE(found == has && has == (count > 0), "get %d, has %d, get_all %zu", found, has, count);
    if (found) REQUIRE(same(all[0].data, all[0].len, first.p, first.n), "get and get_all[0] differ");
    undup(first);
    break;
  }
  case 6: { /* has with a value */
    bool has;
    status_in(wurl_search_params_has(p, n.p, n.n, val.p, val.n, &has), S(WURL_OK), "has");
    if (has) {
      bool has_name;
      wurl_search_params_has(p, n.p, n.n, NULL, 0, &has_name);
      REQUIRE(has_name, "has(name, value) without has(name)");
    }
    break;
  }
  case 7: /* every entry (of the first ones) is UTF-8; past the end is INVALID_ARGUMENT */
    for (size_t i = 0; i < before && i < 64; i++) {
      wurl_str k, w;
      status_in(wurl_search_params_entry(p, i, &k, &w), S(WURL_OK), "entry");
      REQUIRE(utf8_valid(k.data, k.len) && utf8_valid(w.data, w.len), "an entry is not UTF-8");
    }
    status_in(wurl_search_params_entry(p, before + (v / 11), NULL, NULL), S(WURL_ERR_INVALID_ARGUMENT),
              "entry past the end");
    break;
  case 8: { /* the serialization parses to itself */
    status_in(wurl_search_params_to_string(p, &got), S(WURL_OK), "to_string");
    text ser = dup(got);
    wurl_search_params *q = NULL;
    status_in(wurl_search_params_new(ser.p, ser.n, &q), S(WURL_OK), "new");
    size_t qn;
    wurl_search_params_size(q, &qn);
    status_in(wurl_search_params_to_string(q, &got), S(WURL_OK), "to_string");
    REQUIRE(same(got.data, got.len, ser.p, ser.n) && (ser.n == 0 || qn == before) &&
                (ser.n != 0 || qn <= before),
            "the serialization does not parse to itself: %s", ser.p);
    wurl_search_params_free(q);
    undup(ser);
    break;
  }
  case 9: { /* with an encoding */
    const char *label = encodings[(v / 11) % N_ENCODINGS];
    wurl_status st = wurl_search_params_to_string_with_encoding(p, label, strlen(label), &got);
    status_in(st, S(WURL_OK) | S(WURL_ERR_UNKNOWN_ENCODING), "to_string_with_encoding");
    REQUIRE((st == WURL_OK) == (strcmp(label, "bogus") != 0), "%s: %s", label, wurl_status_name(st));
    for (size_t i = 0; st == WURL_OK && i < got.len; i++)
      REQUIRE((unsigned char)got.data[i] > 0x20 && (unsigned char)got.data[i] < 0x7F,
              "to_string_with_encoding is not ASCII");
    break;
  }
  default: /* a fuzzed label */
    status_in(wurl_search_params_to_string_with_encoding(p, n.p, n.n, &got),
              S(WURL_OK) | S(WURL_ERR_UNKNOWN_ENCODING), "to_string_with_encoding");
    break;
  }
  if (u != NULL) {
    if (changes) {
      check_url(u, "search params change");
      check_own_query(u, p);
    } else {
      wurl_str h = wurl_get_href(u);
      REQUIRE(same(h.data, h.len, href0.p, href0.n), "a search-params read changed the URL");
    }
    undup(href0);
  }
}

static void op_set(state *s, program *pg, unsigned v) {
  text val = arg(pg);
  wurl_attribute a = (wurl_attribute)(v % 10);
  bool changed = true;
  bool want_changed = v / 10 % 2;
  if (s->url == NULL) {
    status_in(wurl_set(NULL, a, val.p, val.n, &changed), S(WURL_ERR_INVALID_HANDLE), "wurl_set NULL");
    REQUIRE(!changed, "wurl_set NULL: changed");
    return;
  }
  text old = dup(wurl_get_href(s->url));
  wurl_components oc;
  wurl_get_components(s->url, &oc);
  wurl_status st = want_changed ? wurl_set(s->url, a, val.p, val.n, &changed)
                                : (changed = false, wurl_set(s->url, a, val.p, val.n, NULL));
  status_in(st, a == WURL_ATTR_HREF ? S(WURL_OK) | S(WURL_ERR_PARSE) : S(WURL_OK), "wurl_set");
  wurl_str h = wurl_get_href(s->url);
  if (st != WURL_OK) {
    wurl_components c;
    wurl_get_components(s->url, &c);
    REQUIRE(same(h.data, h.len, old.p, old.n) && components_eq(&c, &oc), "a failed setter changed the URL");
  } else if (want_changed) {
    REQUIRE(changed == !same(h.data, h.len, old.p, old.n), "wurl_set: changed %d, wrongly", changed);
  }
  if (a == WURL_ATTR_HREF && st == WURL_OK) {
    wurl_url *w = NULL;
    REQUIRE(wurl_parse(val.p, val.n, NULL, 0, &w) == WURL_OK && wurl_equals(w, s->url, false),
            "the href setter and wurl_parse differ");
    wurl_free(w);
  }
  check_url(s->url, "setter");
  undup(old);
  /* The URL's own search params: the href setter sets their list to the
   * parse of the new query, the search setter (section 6.1, step 6) to the
   * parse of the value given (less a leading "?"), which keeps the tabs and
   * newlines the query lost. The other setters leave the list as it was,
   * which may differ from the query (the setter sequences of make test,
   * internal/sequences, hold those cases against the Standard in Go, C and
   * Python). */
  if (st != WURL_OK || (a != WURL_ATTR_HREF && a != WURL_ATTR_SEARCH)) return;
  wurl_search_params *p = wurl_get_search_params(s->url);
  REQUIRE(p != NULL, "wurl_get_search_params");
  wurl_str q = a == WURL_ATTR_SEARCH ? (wurl_str){val.p, val.n} : wurl_get_search(s->url);
  wurl_search_params *fresh = NULL;
  status_in(wurl_search_params_new(q.data, q.len, &fresh), S(WURL_OK), "wurl_search_params_new");
  wurl_str a1, a2;
  wurl_search_params_to_string(fresh, &a2);
  text t2 = dup(a2);
  wurl_search_params_to_string(p, &a1);
  REQUIRE(same(a1.data, a1.len, t2.p, t2.n), "the URL's search params do not read its query");
  undup(t2);
  wurl_search_params_free(fresh);
}

static void op_clone(state *s, program *pg, unsigned v) {
  if (s->url == NULL) {
    REQUIRE(wurl_clone(NULL) == NULL, "clone NULL");
    return;
  }
  wurl_url *c = wurl_clone(s->url);
  REQUIRE(c != NULL, "clone");
  wurl_components a, b;
  wurl_get_components(s->url, &a);
  wurl_get_components(c, &b);
  wurl_str ha = wurl_get_href(s->url), hb = wurl_get_href(c);
  REQUIRE(wurl_equals(s->url, c, false) && wurl_equals(c, s->url, true) && same(ha.data, ha.len, hb.data, hb.len) &&
              ha.data != hb.data && components_eq(&a, &b),
          "a clone differs");
  /* A change to the clone leaves the original alone. */
  text old = dup(ha);
  text val = arg(pg);
  status_in(wurl_set(c, (wurl_attribute)(v % 10), val.p, val.n, NULL),
            v % 10 == WURL_ATTR_HREF ? S(WURL_OK) | S(WURL_ERR_PARSE) : S(WURL_OK), "wurl_set (clone)");
  ha = wurl_get_href(s->url);
  REQUIRE(same(ha.data, ha.len, old.p, old.n), "a change to a clone changed the original");
  undup(old);
  check_url(c, "clone");
  wurl_free(c);
}

/* The batch forms give what wurl_parse gives, input by input. */
static void check_batch(const wurl_batch *b, size_t n, const text *ins, const char *base, size_t blen,
                        const char *form) {
  REQUIRE(wurl_batch_size(b) == n, "%s: size", form);
  const wurl_batch_result *r = wurl_batch_results(b);
  wurl_str block = wurl_batch_hrefs(b);
  REQUIRE(n == 0 || r != NULL, "%s: results", form);
  size_t nuls = 0;
  for (size_t i = 0; i < block.len; i++) nuls += block.data[i] == 0;
  REQUIRE(n == 0 || nuls == n, "%s: the href block has %zu entries for %zu inputs", form, nuls, n);
  const char *entry = block.data;
  for (size_t i = 0; i < n; i++) {
    wurl_url *u = NULL;
    wurl_status st = wurl_parse(ins[i].p, ins[i].n, base, blen, &u);
    REQUIRE(r[i].status == st, "%s: input %zu: %s, wurl_parse %s", form, i, wurl_status_name(r[i].status),
            wurl_status_name(st));
    if (st == WURL_OK) {
      wurl_str h = wurl_get_href(u);
      wurl_components c;
      wurl_get_components(u, &c);
      REQUIRE(same(r[i].href.data, r[i].href.len, h.data, h.len) && r[i].href.data[h.len] == 0 &&
                  r[i].href.data == entry && components_eq(&r[i].components, &c),
              "%s: input %zu gives another URL", form, i);
    } else {
      REQUIRE(r[i].href.len == 0 && r[i].href.data != NULL && r[i].href.data[0] == 0, "%s: failed href", form);
    }
    entry += strlen(entry) + 1;
    wurl_free(u);
  }
}

static void op_batch(state *s, program *pg, unsigned v) {
  (void)s;
  size_t n = v % 5;
  text ins[5];
  const char *ptrs[5];
  size_t lens[5];
  char *copies[5];
  for (size_t i = 0; i < n; i++) {
    ins[i] = arg(pg);
    lens[i] = ins[i].n;
    ptrs[i] = ins[i].p;
  }
  const char *base = NULL;
  size_t blen = 0;
  if (v / 5 % 2) {
    text b = arg(pg);
    base = b.p;
    blen = b.n;
  }
  bool nul_terminated = v / 10 % 2;
  if (nul_terminated) { /* lens NULL: each input ends at its first NUL */
    for (size_t i = 0; i < n; i++) {
      copies[i] = strndup(ins[i].p, ins[i].n);
      ptrs[i] = copies[i];
      ins[i] = (text){copies[i], strlen(copies[i])};
    }
  }
  wurl_batch *b = NULL;
  wurl_status st = wurl_parse_batch(ptrs, nul_terminated ? NULL : lens, n, base, blen, &b);
  status_in(st, S(WURL_OK) | S(WURL_ERR_PARSE), "wurl_parse_batch");
  bool base_ok = base == NULL || wurl_can_parse(base, blen, NULL, 0);
  REQUIRE((st == WURL_OK) == base_ok && (st == WURL_OK) == (b != NULL), "wurl_parse_batch: %s, base ok %d",
          wurl_status_name(st), base_ok);
  if (st == WURL_OK) check_batch(b, n, ins, base, blen, "wurl_parse_batch");
  wurl_batch_free(b);
  if (nul_terminated)
    for (size_t i = 0; i < n; i++) free(copies[i]);
}

static void op_joined(state *s, program *pg, unsigned v) {
  (void)s;
  static const unsigned char seps[] = {'\n', 0, ',', ' ', 0xFF, '/'};
  unsigned char sep = seps[v % sizeof seps];
  text data = arg(pg);
  const char *base = NULL;
  size_t blen = 0;
  if (v / 6 % 2) {
    text b = arg(pg);
    base = b.p;
    blen = b.n;
  }
  size_t n = 1;
  for (size_t i = 0; i < data.n; i++) n += (unsigned char)data.p[i] == sep;
  text *ins = malloc(n * sizeof *ins);
  size_t k = 0, start = 0;
  for (size_t i = 0; i <= data.n; i++)
    if (i == data.n || (unsigned char)data.p[i] == sep) {
      ins[k++] = (text){data.p + start, i - start};
      start = i + 1;
    }
  wurl_batch *b = NULL;
  wurl_status st = wurl_parse_joined(data.p, data.n, sep, base, blen, &b);
  status_in(st, S(WURL_OK) | S(WURL_ERR_PARSE), "wurl_parse_joined");
  if (st == WURL_OK) check_batch(b, n, ins, base, blen, "wurl_parse_joined");
  wurl_batch_free(b);
  free(ins);
}

static void op_get_to(state *s, program *pg, unsigned v) {
  (void)pg;
  char small[24];
  size_t cap = v % 3 == 0 ? 0 : v % 3 == 1 ? 8 : sizeof small;
  wurl_parse_target t = {.buf = cap ? small : NULL, .cap = cap};
  wurl_status st = wurl_get_to(s->url, &t);
  if (s->url == NULL) {
    status_in(st, S(WURL_ERR_INVALID_HANDLE), "wurl_get_to NULL");
    return;
  }
  status_in(st, S(WURL_OK), "wurl_get_to");
  wurl_str h = wurl_get_href(s->url);
  wurl_components c;
  wurl_get_components(s->url, &c);
  REQUIRE(t.href_len == h.len && components_eq(&t.components, &c), "wurl_get_to: another URL");
  if (h.len < cap) REQUIRE(memcmp(small, h.data, h.len + 1) == 0, "wurl_get_to: another href");
}

static void op_validate(state *s, program *pg, unsigned v) {
  (void)s;
  text in = arg(pg);
  const char *base = NULL;
  size_t blen = 0;
  if (v % 2) {
    text b = arg(pg);
    base = b.p;
    blen = b.n;
  }
  wurl_validation_report rep;
  wurl_url *u = NULL, *w = NULL;
  wurl_status st = wurl_validate(in.p, in.n, base, blen, v / 2 % 2 ? &u : NULL, &rep);
  status_in(st, S(WURL_OK) | S(WURL_ERR_PARSE), "wurl_validate");
  wurl_validation_error why;
  wurl_status want = wurl_parse_ex(in.p, in.n, base, blen, &w, &why);
  REQUIRE(st == want && rep.failure == why, "wurl_validate %s (%s), wurl_parse_ex %s (%s)", wurl_status_name(st),
          wurl_validation_error_name(rep.failure), wurl_status_name(want), wurl_validation_error_name(why));
  REQUIRE((rep.count == 0) == (rep.errors == NULL), "report: errors and count");
  for (size_t i = 0; i < rep.count; i++)
    REQUIRE(rep.errors[i] > WURL_VERR_NONE && rep.errors[i] <= WURL_VALIDATION_ERROR_COUNT,
            "report: error %d", (int)rep.errors[i]);
  if (st == WURL_ERR_PARSE) {
    bool base_failed = base != NULL && !wurl_can_parse(base, blen, NULL, 0);
    REQUIRE(base_failed ? rep.count == 0 : rep.count > 0 && rep.errors[rep.count - 1] == rep.failure,
            "report: the failure is not the last error");
  }
  if (u != NULL) {
    REQUIRE(wurl_equals(u, w, false), "wurl_validate and wurl_parse give other URLs");
    check_url(u, "validate");
  }
  wurl_validation_report_free(&rep);
  REQUIRE(rep.errors == NULL && rep.count == 0, "report free");
  wurl_free(u);
  wurl_free(w);
}

static void op_encoding(state *s, program *pg, unsigned v) {
  (void)s;
  text in = arg(pg);
  const char *label;
  size_t llen;
  if (v % (N_ENCODINGS + 1) == N_ENCODINGS) {
    text l = arg(pg);
    label = l.p;
    llen = l.n;
  } else {
    label = encodings[v % (N_ENCODINGS + 1)];
    llen = strlen(label);
  }
  const char *base = NULL;
  size_t blen = 0;
  if (v / (N_ENCODINGS + 1) % 2) {
    text b = arg(pg);
    base = b.p;
    blen = b.n;
  }
  wurl_url *u = NULL, *w = NULL;
  wurl_status st = wurl_parse_with_encoding(in.p, in.n, base, blen, label, llen, &u);
  status_in(st, S(WURL_OK) | S(WURL_ERR_PARSE) | S(WURL_ERR_UNKNOWN_ENCODING), "wurl_parse_with_encoding");
  /* The edition twin: the same in the default edition; in the 2026 one, it
   * parses when wurl_parse_edition does. */
  wurl_url *e = NULL;
  wurl_status est = wurl_parse_with_encoding_edition(in.p, in.n, base, blen, label, llen, WURL_EDITION_2025, &e);
  REQUIRE(est == st && (st != WURL_OK || wurl_equals(u, e, false)),
          "wurl_parse_with_encoding_edition 2025: %s, wurl_parse_with_encoding %s", wurl_status_name(est),
          wurl_status_name(st));
  wurl_free(e);
  e = NULL;
  est = wurl_parse_with_encoding_edition(in.p, in.n, base, blen, label, llen, WURL_EDITION_2026, &e);
  if (st == WURL_ERR_UNKNOWN_ENCODING) {
    REQUIRE(est == st && e == NULL, "wurl_parse_with_encoding_edition 2026: %s with an unknown label",
            wurl_status_name(est));
    return;
  }
  wurl_url *e2 = NULL;
  wurl_status want26 = wurl_parse_edition(in.p, in.n, base, blen, WURL_EDITION_2026, &e2);
  REQUIRE(est == want26 && (est != WURL_OK || wurl_get_edition(e) == WURL_EDITION_2026),
          "wurl_parse_with_encoding_edition 2026: %s, wurl_parse_edition %s", wurl_status_name(est),
          wurl_status_name(want26));
  wurl_free(e);
  wurl_free(e2);
  wurl_status want = wurl_parse(in.p, in.n, base, blen, &w);
  REQUIRE(st == want, "wurl_parse_with_encoding %s, wurl_parse %s", wurl_status_name(st), wurl_status_name(want));
  if (st == WURL_OK) {
    check_url(u, "parse with encoding");
    if (strcmp(label, "utf-8") == 0) REQUIRE(wurl_equals(u, w, false), "UTF-8 override differs from none");
    /* The encoding changes the query alone. */
    wurl_components a, b;
    wurl_get_components(u, &a);
    wurl_get_components(w, &b);
    wurl_str ha = wurl_get_href(u), hb = wurl_get_href(w);
    REQUIRE(a.path_start == b.path_start && memcmp(ha.data, hb.data, a.path_start) == 0,
            "an encoding changed more than the query");
  }
  wurl_free(u);
  wurl_free(w);
}

static bool owned(wurl_status st, wurl_string s) {
  if (st != WURL_OK) return s.data == NULL && s.len == 0;
  return s.data != NULL && s.data[s.len] == 0;
}

static void op_host(state *s, program *pg, unsigned v) {
  (void)s;
  text in = arg(pg);
  wurl_string out = {NULL, 0}, again = {NULL, 0};
  wurl_validation_error why;
  wurl_host_type type, type2;
  switch (v % 4) {
  case 0:
  case 1: { /* the host parser: the serialization parses to itself */
    bool opaque = v % 4;
    wurl_status st = wurl_host_parse(in.p, in.n, opaque, &out, &type, &why);
    status_in(st, S(WURL_OK) | S(WURL_ERR_PARSE), "wurl_host_parse");
    REQUIRE(owned(st, out) && (st == WURL_OK) == (why == WURL_VERR_NONE) &&
                (st == WURL_OK) == (type != WURL_HOST_NONE),
            "wurl_host_parse: results and status disagree");
    if (st == WURL_OK) {
      st = wurl_host_parse(out.data, out.len, opaque, &again, &type2, &why);
      REQUIRE(st == WURL_OK && same(again.data, again.len, out.data, out.len) && type2 == type,
              "a serialized host parses to another one: %s", out.data);
      /* It is the host of a URL as well. */
      if (!opaque && type != WURL_HOST_EMPTY) {
        char *href = malloc(out.len + 16);
        size_t hn = (size_t)sprintf(href, "http://%s/", out.data);
        wurl_url *u = NULL;
        REQUIRE(wurl_parse(href, hn, NULL, 0, &u) == WURL_OK && same(wurl_get_hostname(u).data,
                                                                      wurl_get_hostname(u).len, out.data, out.len),
                "a parsed host is not a URL's host: %s", href);
        wurl_free(u);
        free(href);
      }
    }
    break;
  }
  case 2: { /* domain to ASCII: its result converts to itself */
    bool strict = v / 4 % 2;
    wurl_status st = wurl_domain_to_ascii(in.p, in.n, strict, &out, &why);
    status_in(st, S(WURL_OK) | S(WURL_ERR_PARSE), "wurl_domain_to_ascii");
    REQUIRE(owned(st, out) && (st == WURL_OK) == (why == WURL_VERR_NONE), "wurl_domain_to_ascii: results");
    if (st == WURL_OK) {
      st = wurl_domain_to_ascii(out.data, out.len, strict, &again, &why);
      REQUIRE(st == WURL_OK && same(again.data, again.len, out.data, out.len),
              "domain to ASCII of its result gives %s: %s", wurl_status_name(st), out.data);
    }
    break;
  }
  default: { /* domain to Unicode: UTF-8, and back to ASCII where it came from */
    wurl_status st = wurl_domain_to_unicode(in.p, in.n, &out);
    status_in(st, S(WURL_OK), "wurl_domain_to_unicode");
    REQUIRE(owned(st, out) && utf8_valid(out.data, out.len), "wurl_domain_to_unicode: not UTF-8");
    break;
  }
  }
  wurl_string_free(out);
  wurl_string_free(again);
}

static void op_percent(state *s, program *pg, unsigned v) {
  (void)s;
  text in = arg(pg);
  wurl_encode_set set = (wurl_encode_set)(v % 8);
  bool plus = v / 8 % 2;
  wurl_string e = {NULL, 0}, d = {NULL, 0}, e2 = {NULL, 0};
  wurl_status st = wurl_percent_encode(in.p, in.n, set, plus, &e);
  status_in(st, S(WURL_OK), "wurl_percent_encode");
  REQUIRE(owned(st, e), "wurl_percent_encode: result");
  for (size_t i = 0; i < e.len; i++)
    REQUIRE((unsigned char)e.data[i] >= 0x20 && (unsigned char)e.data[i] < 0x7F, "percent-encoded not ASCII");
  st = wurl_percent_decode(e.data, e.len, &d);
  status_in(st, S(WURL_OK), "wurl_percent_decode");
  REQUIRE(owned(st, d) && d.len <= e.len, "wurl_percent_decode: result");
  /* With a set that holds "%" (so that every "%" of the output is one the
   * encoding wrote) and no "+" to undo, decoding gives the input's scalar
   * values, which encode to the same again. */
  bool escapes_percent = set == WURL_ENCODE_COMPONENT || set == WURL_ENCODE_FORM_URLENCODED;
  if (escapes_percent && (!plus || memchr(in.p, ' ', in.n) == NULL)) {
    REQUIRE(utf8_valid(d.data, d.len), "decode(encode(x)) is not UTF-8");
    if (utf8_valid(in.p, in.n)) REQUIRE(same(d.data, d.len, in.p, in.n), "decode(encode(x)) != x for set %d", set);
    st = wurl_percent_encode(d.data, d.len, set, plus, &e2);
    REQUIRE(st == WURL_OK && same(e2.data, e2.len, e.data, e.len), "encode(decode(encode(x))) != encode(x)");
  }
  wurl_string_free(e);
  wurl_string_free(d);
  wurl_string_free(e2);
  /* A set out of range. */
  st = wurl_percent_encode(in.p, in.n, (wurl_encode_set)(8 + v), plus, &e);
  status_in(st, S(WURL_ERR_INVALID_ARGUMENT), "wurl_percent_encode bad set");
  REQUIRE(e.data == NULL, "bad set: result");
}

static void op_psl(state *s, program *pg, unsigned v) {
  wurl_string ps = {NULL, 0}, rd = {NULL, 0};
  bool fps = false, frd = false;
  wurl_status a, b;
  if (v % 2 && s->url != NULL) {
    a = wurl_get_public_suffix(s->url, &ps, &fps);
    b = wurl_get_registrable_domain(s->url, &rd, &frd);
  } else {
    text in = arg(pg);
    a = wurl_public_suffix(in.p, in.n, &ps, &fps);
    b = wurl_registrable_domain(in.p, in.n, &rd, &frd);
  }
  status_in(a, S(WURL_OK), "public suffix");
  status_in(b, S(WURL_OK), "registrable domain");
  REQUIRE(fps ? ps.data != NULL && ps.len > 0 && ps.data[ps.len] == 0 : ps.data == NULL, "public suffix result");
  REQUIRE(frd ? rd.data != NULL && rd.len > 0 && rd.data[rd.len] == 0 : rd.data == NULL, "registrable result");
  /* The registrable domain is a label (maybe empty: "a..com" has one),
   * ".", and the public suffix. */
  if (frd)
    REQUIRE(fps && rd.len >= ps.len + 1 && rd.data[rd.len - ps.len - 1] == '.' &&
                memcmp(rd.data + rd.len - ps.len, ps.data, ps.len) == 0 &&
                memchr(rd.data, '.', rd.len - ps.len - 1) == NULL,
            "registrable domain %s, public suffix %s", rd.data, fps ? ps.data : "(null)");
  wurl_string_free(ps);
  wurl_string_free(rd);
}

static void op_render(state *s, program *pg, unsigned v) {
  (void)pg;
  wurl_string out = {NULL, 0};
  wurl_status st = v % 2 ? wurl_render_host(s->url, &out) : wurl_render(s->url, &out);
  if (s->url == NULL) {
    status_in(st, S(WURL_ERR_INVALID_HANDLE), "render NULL");
    return;
  }
  status_in(st, S(WURL_OK), "render");
  REQUIRE(owned(st, out) && utf8_valid(out.data, out.len), "render: not UTF-8");
  wurl_string_free(out);
  st = wurl_get_origin(s->url, &out);
  status_in(st, S(WURL_OK), "origin");
  REQUIRE(owned(st, out) && out.len > 0, "origin: result");
  /* A tuple origin is the scheme, "://", host and port of the URL. */
  wurl_components c;
  wurl_get_components(s->url, &c);
  if (strcmp(out.data, "null") != 0) {
    wurl_str h = wurl_get_href(s->url);
    REQUIRE(c.scheme_type != WURL_SCHEME_OTHER || strncmp(h.data, "blob:", 5) == 0, "a tuple origin: %s", h.data);
    if (c.scheme_type != WURL_SCHEME_OTHER && c.scheme_type != WURL_SCHEME_FILE) {
      wurl_str host = wurl_get_host(s->url);
      REQUIRE(out.len == c.scheme_end + 3 + host.len && memcmp(out.data, h.data, c.scheme_end + 3) == 0 &&
                  memcmp(out.data + c.scheme_end + 3, host.data, host.len) == 0,
              "origin %s of %s", out.data, h.data);
    }
  }
  wurl_string_free(out);
}

static void op_equals(state *s, program *pg, unsigned v) {
  (void)pg;
  bool excl = v % 2;
  bool eq = wurl_equals(s->url, s->base, excl);
  if (s->url == NULL || s->base == NULL) {
    REQUIRE(!eq, "equals with NULL");
    return;
  }
  wurl_str a = wurl_get_href(s->url), b = wurl_get_href(s->base);
  wurl_components ca, cb;
  wurl_get_components(s->url, &ca);
  wurl_get_components(s->base, &cb);
  size_t la = excl && ca.has_fragment ? ca.fragment_start : a.len;
  size_t lb = excl && cb.has_fragment ? cb.fragment_start : b.len;
  REQUIRE(eq == same(a.data, la, b.data, lb), "wurl_equals disagrees with the hrefs");
}

/* With the fork flag set, every call that enters Go says so and changes
 * nothing; the others work. */
static void op_fork(state *s, program *pg, unsigned v) {
  (void)v;
  text in = arg(pg);
  text old = s->url ? dup(wurl_get_href(s->url)) : (text){NULL, 0};
  wurl_search_params *own = s->url ? wurl_get_search_params(s->url) : NULL;
  wurl__forked = 1;
  wurl_url *u = (wurl_url *)&u;
  status_in(wurl_parse(in.p, in.n, NULL, 0, &u), S(WURL_ERR_FORKED), "forked parse");
  REQUIRE(u == NULL, "forked parse: out");
  u = (wurl_url *)&u;
  status_in(wurl_parse_with_base_url(in.p, in.n, s->base, &u), S(WURL_ERR_FORKED), "forked parse base");
  REQUIRE(u == NULL, "forked parse base: out");
  REQUIRE(!wurl_can_parse(in.p, in.n, NULL, 0), "forked can_parse");
  status_in(wurl_parse_with_encoding(in.p, in.n, NULL, 0, "utf-8", 5, &u), S(WURL_ERR_FORKED), "forked encoding");
  wurl_validation_report rep;
  status_in(wurl_validate(in.p, in.n, NULL, 0, NULL, &rep), S(WURL_ERR_FORKED), "forked validate");
  REQUIRE(rep.count == 0 && rep.errors == NULL, "forked validate: report");
  char buf[8];
  wurl_parse_target t = {.buf = buf, .cap = sizeof buf};
  status_in(wurl_parse_to(in.p, in.n, &t), S(WURL_ERR_FORKED), "forked parse_to");
  const char *ins[1] = {in.p};
  size_t lens[1] = {in.n};
  wurl_batch *b = (wurl_batch *)&b;
  status_in(wurl_parse_batch(ins, lens, 1, NULL, 0, &b), S(WURL_ERR_FORKED), "forked batch");
  REQUIRE(b == NULL, "forked batch: out");
  status_in(wurl_parse_joined(in.p, in.n, '\n', NULL, 0, &b), S(WURL_ERR_FORKED), "forked joined");
  wurl_string out = {NULL, 0};
  bool found;
  status_in(wurl_domain_to_ascii(in.p, in.n, false, &out, NULL), S(WURL_ERR_FORKED), "forked to ASCII");
  status_in(wurl_domain_to_unicode(in.p, in.n, &out), S(WURL_ERR_FORKED), "forked to Unicode");
  status_in(wurl_host_parse(in.p, in.n, false, &out, NULL, NULL), S(WURL_ERR_FORKED), "forked host");
  status_in(wurl_percent_encode(in.p, in.n, WURL_ENCODE_PATH, false, &out), S(WURL_ERR_FORKED), "forked encode");
  status_in(wurl_percent_decode(in.p, in.n, &out), S(WURL_ERR_FORKED), "forked decode");
  status_in(wurl_public_suffix(in.p, in.n, &out, &found), S(WURL_ERR_FORKED), "forked psl");
  REQUIRE(out.data == NULL, "forked: an owned string");
  wurl_search_params *p = (wurl_search_params *)&p;
  status_in(wurl_search_params_new(in.p, in.n, &p), S(WURL_ERR_FORKED), "forked sp new");
  REQUIRE(p == NULL, "forked sp new: out");
  if (s->url != NULL) {
    status_in(wurl_set(s->url, WURL_ATTR_HASH, in.p, in.n, NULL), S(WURL_ERR_FORKED), "forked set");
    status_in(wurl_render(s->url, &out), S(WURL_ERR_FORKED), "forked render");
    status_in(wurl_get_origin(s->url, &out), S(WURL_ERR_FORKED), "forked origin");
    status_in(wurl_get_registrable_domain(s->url, &out, &found), S(WURL_ERR_FORKED), "forked rd");
    status_in(wurl_search_params_append(own, in.p, in.n, "", 0), S(WURL_ERR_FORKED), "forked sp append");
    size_t n;
    status_in(wurl_search_params_size(own, &n), S(WURL_ERR_FORKED), "forked sp size");
    /* What never enters Go works on. */
    REQUIRE(wurl_get_search_params(s->url) == own, "forked get_search_params");
    wurl_url *c = wurl_clone(s->url);
    REQUIRE(c != NULL && wurl_equals(c, s->url, false), "forked clone");
    wurl_free(c);
    wurl_components comps;
    status_in(wurl_get_components(s->url, &comps), S(WURL_OK), "forked components");
    t = (wurl_parse_target){.buf = buf, .cap = sizeof buf};
    status_in(wurl_get_to(s->url, &t), S(WURL_OK), "forked get_to");
    wurl_str h = wurl_get_href(s->url);
    REQUIRE(same(h.data, h.len, old.p, old.n), "a forked call changed the URL");
  }
  if (s->sp != NULL) status_in(wurl_search_params_sort(s->sp), S(WURL_ERR_FORKED), "forked sp sort");
  size_t at = 99;
  status_in(wurl_parse_with_encoding_edition(in.p, in.n, NULL, 0, "utf-8", 5, WURL_EDITION_2026, &u),
            S(WURL_ERR_FORKED), "forked encoding 2026");
  for (int k = 0; k < N_PATTERNS; k++) {
    if (s->patterns[k] == NULL) continue;
    bool m = true;
    status_in(wurl_pattern_test(s->patterns[k], in.p, in.n, NULL, 0, &m), S(WURL_ERR_FORKED), "forked pattern test");
    REQUIRE(!m, "forked pattern test: matched");
    const wurl_pattern *one[1] = {s->patterns[k]};
    status_in(wurl_pattern_first_match(one, 1, in.p, in.n, NULL, 0, &at), S(WURL_ERR_FORKED), "forked router");
    REQUIRE(at == 1, "forked router: index");
    (void)wurl_pattern_get_pathname(s->patterns[k]); /* never enters Go */
  }
  REQUIRE(wurl_validation_error_name(WURL_VERR_HOST_MISSING)[0] == 'h', "forked validation error name");
  wurl__forked = 0;
  undup(old);
  if (s->url != NULL) check_url(s->url, "after fork");
}

/* Arguments the header calls invalid give INVALID_ARGUMENT, INVALID_HANDLE
 * or TOO_LONG, and change nothing. */
static void op_args(state *s, program *pg, unsigned v) {
  text in = arg(pg);
  size_t big = (size_t)1 << 32 | in.n;
  wurl_url *u = (wurl_url *)&u;
  wurl_string out = {(char *)1, 1};
  switch (v % 6) {
  case 0:
    status_in(wurl_parse(NULL, in.n + 1, NULL, 0, &u), S(WURL_ERR_INVALID_ARGUMENT), "parse NULL input");
    REQUIRE(u == NULL, "parse NULL input: out");
    status_in(wurl_parse(in.p, in.n, NULL, 0, NULL), S(WURL_ERR_INVALID_ARGUMENT), "parse NULL out");
    status_in(wurl_parse(in.p, big, NULL, 0, &u), S(WURL_ERR_TOO_LONG), "parse 4 GiB");
    status_in(wurl_parse(in.p, in.n, in.p, big, &u), S(WURL_ERR_TOO_LONG), "parse 4 GiB base");
    break;
  case 1:
    if (s->url == NULL) break;
    status_in(wurl_set(s->url, (wurl_attribute)(10 + v), in.p, in.n, NULL), S(WURL_ERR_INVALID_ARGUMENT),
              "set bad attribute");
    status_in(wurl_set(s->url, WURL_ATTR_PATHNAME, NULL, in.n + 1, NULL), S(WURL_ERR_INVALID_ARGUMENT),
              "set NULL value");
    status_in(wurl_set(s->url, WURL_ATTR_SEARCH, in.p, big, NULL), S(WURL_ERR_TOO_LONG), "set 4 GiB");
    check_url(s->url, "invalid setter arguments");
    break;
  case 2:
    status_in(wurl_host_parse(NULL, in.n + 1, false, &out, NULL, NULL), S(WURL_ERR_INVALID_ARGUMENT), "host NULL");
    REQUIRE(out.data == NULL, "host NULL: out");
    status_in(wurl_domain_to_ascii(in.p, big, false, &out, NULL), S(WURL_ERR_TOO_LONG), "to ASCII 4 GiB");
    status_in(wurl_percent_decode(in.p, in.n, NULL), S(WURL_ERR_INVALID_ARGUMENT), "decode NULL out");
    break;
  case 3: {
    wurl_search_params *p = s->url ? wurl_get_search_params(s->url) : s->sp;
    if (p == NULL) break;
    status_in(wurl_search_params_append(p, NULL, in.n + 1, in.p, in.n), S(WURL_ERR_INVALID_ARGUMENT),
              "sp NULL name");
    status_in(wurl_search_params_get(p, in.p, in.n, NULL, NULL), S(WURL_ERR_INVALID_ARGUMENT), "sp get NULL out");
    status_in(wurl_search_params_set(p, in.p, big, in.p, in.n), S(WURL_ERR_TOO_LONG), "sp 4 GiB");
    if (s->url) check_url(s->url, "invalid search-params arguments");
    break;
  }
  case 4: {
    wurl_batch *b = (wurl_batch *)&b;
    status_in(wurl_parse_batch(NULL, NULL, 2, NULL, 0, &b), S(WURL_ERR_INVALID_ARGUMENT), "batch NULL inputs");
    REQUIRE(b == NULL, "batch NULL: out");
    const char *ins[2] = {in.p, NULL};
    size_t lens[2] = {in.n, 3};
    status_in(wurl_parse_batch(ins, lens, 2, NULL, 0, &b), S(WURL_OK), "batch with a NULL input");
    REQUIRE(wurl_batch_results(b)[1].status == WURL_ERR_INVALID_ARGUMENT, "batch: a NULL input's status");
    wurl_batch_free(b);
    wurl_parse_target t = {.buf = NULL, .cap = 5};
    status_in(wurl_parse_to(in.p, in.n, &t), S(WURL_ERR_INVALID_ARGUMENT), "parse_to NULL buffer");
    break;
  }
  default: {
    /* Names of any value. */
    unsigned x = 0;
    for (size_t i = 0; i < in.n && i < 4; i++) x = x << 8 | (unsigned char)in.p[i];
    REQUIRE(wurl_status_name((wurl_status)x) != NULL && wurl_validation_error_name((wurl_validation_error)x) != NULL,
            "names");
    REQUIRE(strcmp(wurl_version(), "0.1.0") >= 0, "version");
    wurl_string_free((wurl_string){NULL, 0});
    break;
  }
  }
}

static void op_sp_own(state *s, program *pg, unsigned v) {
  if (s->url == NULL) return;
  wurl_search_params *p = wurl_get_search_params(s->url);
  REQUIRE(p != NULL && wurl_get_search_params(s->url) == p, "wurl_get_search_params");
  sp_op(p, s->url, pg, v);
}

static void op_sp_new(state *s, program *pg, unsigned v) {
  (void)v;
  text in = arg(pg);
  wurl_search_params *p = NULL;
  status_in(wurl_search_params_new(in.p, in.n, &p), S(WURL_OK), "wurl_search_params_new");
  wurl_search_params_free(s->sp);
  s->sp = p;
}

static void op_sp(state *s, program *pg, unsigned v) {
  if (s->sp == NULL) {
    size_t n = 1;
    status_in(wurl_search_params_size(NULL, &n), S(WURL_ERR_INVALID_HANDLE), "size NULL");
    return;
  }
  sp_op(s->sp, NULL, pg, v);
}

static void op_free(state *s, program *pg, unsigned v) {
  (void)pg;
  if (v % 2) {
    wurl_free(s->url);
    s->url = NULL;
  } else {
    wurl_search_params_free(s->sp);
    s->sp = NULL;
  }
}

/* A long input: a string, another one repeated to 64 bytes to 4 KB, a
 * third; parsed, and its middle run through the host parser and domain to
 * ASCII. (Not longer: in a build instrumented for libFuzzer, Go copies both
 * sides of every string comparison, and utf8.DecodeRuneInString, which the
 * engine calls on the rest of its input code point by code point, compares
 * it with "": time quadratic in the input, here only. Longer inputs are
 * TestParseGrowsLinearly's and bench/c/huge.c's.) */
static void op_long(state *s, program *pg, unsigned v) {
  static const size_t lens[] = {64, 256, 1024, 2048, 4096};
  text pre = arg(pg), unit = arg(pg), post = arg(pg);
  if (unit.n == 0) return;
  size_t want = lens[v % 5], reps = want / unit.n + 1;
  size_t n = pre.n + reps * unit.n + post.n;
  char *in = malloc(n);
  memcpy(in, pre.p, pre.n);
  for (size_t i = 0; i < reps; i++) memcpy(in + pre.n + i * unit.n, unit.p, unit.n);
  memcpy(in + pre.n + reps * unit.n, post.p, post.n);
  wurl_url *u = NULL;
  wurl_status st = wurl_parse(in, n, NULL, 0, &u);
  status_in(st, S(WURL_OK) | S(WURL_ERR_PARSE), "wurl_parse (long)");
  REQUIRE(wurl_can_parse(in, n, NULL, 0) == (st == WURL_OK), "wurl_can_parse (long)");
  if (st == WURL_OK) {
    check_url(u, "long input");
    replace(&s->url, u);
  }
  wurl_string out = {NULL, 0}, again = {NULL, 0};
  wurl_host_type type, type2;
  text mid = {in + pre.n, reps * unit.n};
  st = wurl_host_parse(mid.p, mid.n, v / 5 % 2, &out, &type, NULL);
  status_in(st, S(WURL_OK) | S(WURL_ERR_PARSE), "wurl_host_parse (long)");
  if (st == WURL_OK) {
    st = wurl_host_parse(out.data, out.len, v / 5 % 2, &again, &type2, NULL);
    REQUIRE(st == WURL_OK && same(again.data, again.len, out.data, out.len) && type2 == type,
            "a long serialized host parses to another one");
  }
  wurl_string_free(out);
  wurl_string_free(again);
  out = again = (wurl_string){NULL, 0};
  st = wurl_domain_to_ascii(mid.p, mid.n, false, &out, NULL);
  status_in(st, S(WURL_OK) | S(WURL_ERR_PARSE), "wurl_domain_to_ascii (long)");
  if (st == WURL_OK) {
    st = wurl_domain_to_ascii(out.data, out.len, false, &again, NULL);
    REQUIRE(st == WURL_OK && same(again.data, again.len, out.data, out.len),
            "domain to ASCII of a long result gives another one");
  }
  wurl_string_free(out);
  wurl_string_free(again);
  free(in);
}

/* ---- Arrow import: hostile arrays ---- */

/* The caller's schema and array stay the caller's: wurl_parse_arrow must
 * not release them. */
static void never_release_schema(struct ArrowSchema *x) { FAIL("wurl_parse_arrow released the schema %p", (void *)x); }
static void never_release_array(struct ArrowArray *x) { FAIL("wurl_parse_arrow released the array %p", (void *)x); }

/* Byte i of t, cycling; 0 when t is empty. */
static uint8_t byte_at(text t, size_t i) { return t.n ? (uint8_t)t.p[i % t.n] : 0; }

/* wurl_parse_arrow on a column made from two strings: data, the bytes the
 * values point into, and shape, whose bytes pick the rest (byte 0: rows, 1:
 * the array's offset, 2: the validity bits, 3: null_count, 4: the number of
 * view data buffers, from 5: one or three bytes per offset or view, then
 * the buffer sizes). The variant picks the format ("u", "U", "vu" and their
 * binary forms), a NULL data buffer and a base. Offsets, view lengths,
 * buffer indices and buffer sizes are sometimes what the header says must
 * be refused (negative, decreasing, out of range, past a buffer's size),
 * but never past the bytes a buffer really has, which the interface leaves
 * to the caller. Every buffer is a block of its own exact size, so that a
 * read past one is the sanitizer's to see. The column must be refused with
 * WURL_ERR_INVALID_ARGUMENT exactly when the header says so, and otherwise
 * give the batch wurl_parse_batch gives for the same values (a null row:
 * WURL_ERR_INVALID_ARGUMENT, as a NULL input with a nonzero length). */
static void op_arrow(state *s, program *pg, unsigned v) {
  (void)s;
  static const char *const formats[] = {"u", "U", "vu", "z", "Z", "vz"};
  const char *format = formats[v % 6];
  bool views = format[0] == 'v', wide = format[0] == 'U' || format[0] == 'Z';
  bool data_null = v / 6 % 4 == 3, with_base = v / 24 % 2;
  text data = arg(pg), shape = arg(pg);
  text base = with_base ? arg(pg) : (text){NULL, 0};
  int64_t n = byte_at(shape, 0) % 6, off = byte_at(shape, 1) % 3, rows = off + n;
  size_t dlen = data.n, at = 5;
  bool ok = true; /* whether the header lets the column through */

  char *bytes = malloc(dlen ? dlen : 1);
  memcpy(bytes, data.p, dlen);
  const char *dbuf = data_null ? NULL : bytes;

  uint8_t *valid = malloc(rows ? (size_t)(rows + 7) / 8 : 1);
  for (int64_t i = 0; i < (rows + 7) / 8; i++) valid[i] = byte_at(shape, 2) ^ (uint8_t)(0x5A * i);
  int64_t nulls = 0;
  for (int64_t i = off; i < rows; i++) nulls += !(valid[i >> 3] >> (i & 7) & 1);
  int64_t null_count;
  const void *validity = valid;
  switch (byte_at(shape, 3) % 4) {
  case 0: null_count = 0; break; /* the bitmap is not read */
  case 1: null_count = -1; break;
  case 2: null_count = nulls; break;
  default: /* nulls claimed without a bitmap */
    null_count = 1, validity = NULL;
    ok = n == 0;
  }
  bool bitmap = null_count != 0 && validity != NULL;
#define IS_NULL(i) (bitmap && !(valid[(i) >> 3] >> ((i) & 7) & 1))

  /* The values of the rows, as the library must read them. */
  text vals[6];
  const void *bufs[3 + 2 + 1];
  int64_t n_buffers = 3, sizes[2] = {0, 0};
  void *layout;
  if (!views) {
    size_t w = wide ? 8 : 4;
    layout = malloc((size_t)(rows + 1) * w);
    int64_t prev = 0;
    for (int64_t j = 0; j <= rows; j++) {
      uint8_t b = byte_at(shape, at++);
      int64_t o;
      if ((b & 0xC0) == 0xC0)
        o = -1 - (b & 3); /* negative */
      else if ((b & 0xC0) == 0x80)
        o = prev - 1 - (b & 3); /* decreasing */
      else
        o = prev + (b & 0x1F);
      if (o > (int64_t)dlen) o = (int64_t)dlen;
      if (n > 0 && j >= off && (j == off ? o < 0 : o < prev)) ok = false;
      if (wide)
        ((int64_t *)layout)[j] = o;
      else
        ((int32_t *)layout)[j] = (int32_t)o;
      prev = o;
    }
    if (n > 0) {
      int64_t first = wide ? ((int64_t *)layout)[off] : ((int32_t *)layout)[off];
      int64_t last = wide ? ((int64_t *)layout)[rows] : ((int32_t *)layout)[rows];
      if (data_null && last > first) ok = false;
      for (int64_t i = 0; ok && i < n; i++) {
        int64_t a = wide ? ((int64_t *)layout)[off + i] : ((int32_t *)layout)[off + i];
        int64_t b = wide ? ((int64_t *)layout)[off + i + 1] : ((int32_t *)layout)[off + i + 1];
        vals[i] = IS_NULL(off + i) ? (text){NULL, 1} : (text){bytes + a, (size_t)(b - a)};
      }
    }
    bufs[0] = validity, bufs[1] = layout, bufs[2] = dbuf;
  } else {
    int64_t nvar = byte_at(shape, 4) % 3;
    layout = malloc((size_t)(rows ? rows : 1) * 16);
    for (int64_t i = 0; i < rows; i++) {
      uint8_t *view = (uint8_t *)layout + 16 * i;
      uint8_t b = byte_at(shape, at++), k8 = byte_at(shape, at++), o8 = byte_at(shape, at++);
      int32_t len = (b & 0xE0) == 0xE0 ? -1 : (int32_t)(b % (dlen + 1));
      int32_t k = (k8 & 0xC0) == 0xC0 ? -1 : (int32_t)(k8 % (nvar + 1)); /* nvar: past the buffers */
      int32_t o = (o8 & 0xC0) == 0xC0 ? -1 : (int32_t)(o8 % (dlen + 1));
      memset(view, 0, 16);
      memcpy(view, &len, 4);
      if (len >= 0 && len <= 12) {
        memcpy(view + 4, bytes, (size_t)len < dlen ? (size_t)len : dlen);
      } else {
        memcpy(view + 4, bytes, dlen < 4 ? dlen : 4);
        memcpy(view + 8, &k, 4);
        memcpy(view + 12, &o, 4);
      }
    }
    for (int64_t k = 0; k < nvar; k++) {
      uint8_t b = byte_at(shape, at++);
      sizes[k] = (b & 0xC0) == 0xC0 ? -1 : (int64_t)(b % (dlen + 1));
      if (n > 0 && (sizes[k] < 0 || (sizes[k] > 0 && dbuf == NULL))) ok = false;
    }
    for (int64_t i = 0; ok && i < n; i++) {
      const uint8_t *view = (const uint8_t *)layout + 16 * (off + i);
      int32_t len, k, o;
      memcpy(&len, view, 4);
      memcpy(&k, view + 8, 4);
      memcpy(&o, view + 12, 4);
      if (IS_NULL(off + i)) {
        vals[i] = (text){NULL, 1};
      } else if (len < 0 || (len > 12 && (k < 0 || k >= nvar || o < 0 || (int64_t)o + len > sizes[k]))) {
        ok = false;
      } else {
        vals[i] = (text){len <= 12 ? (const char *)view + 4 : bytes + o, (size_t)len};
      }
    }
    n_buffers = 3 + nvar;
    bufs[0] = validity, bufs[1] = layout;
    for (int64_t k = 0; k < nvar; k++) bufs[2 + k] = dbuf;
    bufs[2 + nvar] = sizes;
  }
#undef IS_NULL

  struct ArrowSchema schema = {0};
  struct ArrowArray array = {0};
  schema.format = format;
  schema.name = "";
  schema.release = never_release_schema;
  array.length = n;
  array.null_count = null_count;
  array.offset = off;
  array.n_buffers = n_buffers;
  array.buffers = bufs;
  array.release = never_release_array;
  wurl_batch *b = NULL;
  wurl_status st = wurl_parse_arrow(&schema, &array, base.p, base.n, &b);
  if (!ok) {
    REQUIRE(st == WURL_ERR_INVALID_ARGUMENT && b == NULL, "wurl_parse_arrow (%s): %s, want INVALID_ARGUMENT",
            format, wurl_status_name(st));
  } else {
    status_in(st, S(WURL_OK) | S(WURL_ERR_PARSE), "wurl_parse_arrow");
    bool base_ok = !with_base || wurl_can_parse(base.p, base.n, NULL, 0);
    REQUIRE((st == WURL_OK) == base_ok && (st == WURL_OK) == (b != NULL), "wurl_parse_arrow (%s): %s, base ok %d",
            format, wurl_status_name(st), base_ok);
    if (st == WURL_OK) check_batch(b, (size_t)n, vals, base.p, base.n, "wurl_parse_arrow");
  }
  wurl_batch_free(b);
  free(layout);
  free(valid);
  free(bytes);
}

/* URL patterns, v picking what to do: make one (from the next string, with
 * the one after as its base when v / 4 is odd, ignoring case when v / 8 is
 * odd) into slot v / 16; match the next string (against a base when v / 4
 * is odd) with every live pattern and the router; free slot v / 4 and route
 * over the slots, the freed one included; read the getters of slot v / 4. */
static void op_pattern(state *s, program *pg, unsigned v) {
  wurl_pattern **slot = &s->patterns[v / 4 % N_PATTERNS];
  switch (v % 4) {
  case 0: {
    text in = arg(pg), b = v / 4 % 2 ? arg(pg) : (text){NULL, 0};
    wurl_pattern *p = (wurl_pattern *)&p;
    wurl_pattern_error why = WURL_PATTERN_ERR_NONE;
    wurl_string msg = {NULL, 0};
    wurl_status st = wurl_pattern_new(in.p, in.n, b.p, b.n, v / 8 % 2 ? WURL_PATTERN_IGNORE_CASE : 0, &p, &why,
                                      &msg);
    status_in(st, S(WURL_OK) | S(WURL_ERR_PARSE), "wurl_pattern_new");
    REQUIRE((st == WURL_OK) == (p != NULL) && (st == WURL_ERR_PARSE) == (why != WURL_PATTERN_ERR_NONE),
            "wurl_pattern_new: %s, pattern %p, why %d", wurl_status_name(st), (void *)p, (int)why);
    REQUIRE(st != WURL_ERR_PARSE || (msg.data != NULL && msg.data[msg.len] == 0), "wurl_pattern_new: message");
    wurl_string_free(msg);
    slot = &s->patterns[v / 16 % N_PATTERNS];
    if (p != NULL) {
      wurl_pattern_free(*slot);
      *slot = p;
    }
    return;
  }
  case 1: {
    text in = arg(pg), b = v / 4 % 2 ? arg(pg) : (text){NULL, 0};
    const wurl_pattern *live[N_PATTERNS];
    size_t n = 0, want = N_PATTERNS;
    for (int k = 0; k < N_PATTERNS; k++) {
      if (s->patterns[k] == NULL) continue;
      bool m = true;
      status_in(wurl_pattern_test(s->patterns[k], in.p, in.n, b.p, b.n, &m), S(WURL_OK), "wurl_pattern_test");
      wurl_pattern_result *r = (wurl_pattern_result *)&r;
      status_in(wurl_pattern_exec(s->patterns[k], in.p, in.n, b.p, b.n, &r), S(WURL_OK), "wurl_pattern_exec");
      REQUIRE(m == (r != NULL), "wurl_pattern_test %d, wurl_pattern_exec %p", m, (void *)r);
      wurl_pattern_result_free(r);
      if (m && want == N_PATTERNS) want = n;
      live[n++] = s->patterns[k];
    }
    if (want == N_PATTERNS) want = n;
    size_t at = 99;
    status_in(wurl_pattern_first_match(live, n, in.p, in.n, b.p, b.n, &at), S(WURL_OK), "wurl_pattern_first_match");
    REQUIRE(at == want, "wurl_pattern_first_match: %zu of %zu, wurl_pattern_test finds %zu", at, n, want);
    return;
  }
  case 2: {
    wurl_pattern_free(*slot);
    *slot = NULL;
    size_t at = 99;
    text in = arg(pg);
    wurl_status st = wurl_pattern_first_match((const wurl_pattern *const *)s->patterns, N_PATTERNS, in.p, in.n,
                                              NULL, 0, &at);
    REQUIRE(st == WURL_ERR_INVALID_HANDLE && at == N_PATTERNS,
            "wurl_pattern_first_match with a freed pattern: %s, %zu", wurl_status_name(st), at);
    return;
  }
  default: {
    wurl_pattern_component c = (wurl_pattern_component)(v / 16 % (WURL_PATTERN_COMPONENT_COUNT + 1));
    wurl_str view = wurl_pattern_get_component(*slot, c);
    REQUIRE(view.data != NULL && (view.len == 0 || (*slot != NULL && c < WURL_PATTERN_COMPONENT_COUNT)),
            "wurl_pattern_get_component");
    REQUIRE(utf8_valid(view.data, view.len), "a pattern component that is not UTF-8");
    (void)wurl_pattern_has_regexp_groups(*slot);
  }
  }
}

typedef void (*op_fn)(state *, program *, unsigned);
static const op_fn ops[] = {
    op_parse,  op_base,     op_set,     op_set,  op_sp_own, op_sp_new, op_sp,     op_clone,
    op_batch,  op_joined,   op_get_to,  op_validate, op_encoding, op_host, op_percent, op_psl,
    op_render, op_equals,   op_fork,    op_args,  op_free,   op_long, op_forged_base, op_arrow,
    op_pattern,
};
#define N_OPS (sizeof ops / sizeof ops[0])

/* The operation numbers, for the seeds. */
enum { PARSE, BASE, SET, SET2, SP_OWN, SP_NEW, SP, CLONE, BATCH, JOINED, GET_TO, VALIDATE, ENCODING, HOST,
       PERCENT, PSL, RENDER, EQUALS, FORK, ARGS, FREE, LONG, FORGED_BASE, ARROW, PATTERN };

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  program pg;
  split(data, size, &pg);
  state s = {NULL, NULL, NULL, {NULL}};
  for (size_t i = 0; i < pg.nops; i++) ops[pg.ops[2 * i] % N_OPS](&s, &pg, pg.ops[2 * i + 1]);
  if (s.url != NULL) check_url(s.url, "end");
  wurl_free(s.url);
  wurl_free(s.base);
  wurl_search_params_free(s.sp);
  for (int k = 0; k < N_PATTERNS; k++) wurl_pattern_free(s.patterns[k]);
  return 0;
}

/* ---- the seed corpus ---- */

typedef struct {
  const char *dir;
  unsigned count;
} seeds;

/* Writes one seed: the operations, then each string after a SEP. */
static void seed(seeds *sd, const uint8_t *opv, size_t nops, const text *strs, size_t nstrs) {
  char path[4096];
  snprintf(path, sizeof path, "%s/seed-%05u", sd->dir, sd->count++);
  FILE *f = fopen(path, "wb");
  if (f == NULL) FAIL("cannot write %s", path);
  fwrite(opv, 1, nops, f);
  for (size_t i = 0; i < nstrs; i++) {
    fputc(SEP, f);
    fwrite(strs[i].p, 1, strs[i].n, f);
  }
  fclose(f);
}

#define OP(op, variant) (uint8_t)(op), (uint8_t)(variant)

static json *load(const char *wpt, const char *name) {
  char path[4096];
  snprintf(path, sizeof path, "%s/%s", wpt, name);
  const char *err = NULL;
  json *j = json_parse_file(path, &err);
  if (j == NULL) FAIL("%s: %s", path, err ? err : "cannot read");
  return j;
}

static text str_of(const json *j) { return j && j->kind == JSON_STRING ? (text){j->str, j->len} : (text){"", 0}; }

static void write_seeds(const char *wpt, const char *out) {
  seeds sd = {out, 0};
  mkdir(out, 0755);
  /* urltestdata: parse (with its base), then a tour of the URL. */
  json *t = load(wpt, "url/urltestdata.json");
  for (size_t i = 0; i < t->len; i++) {
    const json *o = t->items[i];
    if (o->kind != JSON_OBJECT) continue;
    text in = str_of(json_get(o, "input")), base = str_of(json_get(o, "base"));
    bool has_base = json_get(o, "base") && json_get(o, "base")->kind == JSON_STRING;
    text strs[4] = {in, base, {"a=b&c", 5}, {"x", 1}};
    uint8_t prog[] = {OP(PARSE, has_base ? 1 : 0), OP(SET, (unsigned)(i % 10) + 10), OP(SP_OWN, (unsigned)(i % 11)),
                      OP(CLONE, (unsigned)(i % 10)), OP(RENDER, (unsigned)(i % 2)), OP(PSL, 1)};
    seed(&sd, prog, sizeof prog, strs, has_base ? 4 : 1);
    uint8_t prog2[] = {OP(VALIDATE, has_base ? 1 : 0), OP(ENCODING, (unsigned)(i % N_ENCODINGS))};
    seed(&sd, prog2, sizeof prog2, strs, has_base ? 2 : 1);
    if (has_base) { /* the base, then forged components of it against the input */
      text strs3[3] = {base, in, {"\x01", 1}};
      uint8_t prog3[] = {OP(BASE, 1), OP(FORGED_BASE, (unsigned)(i % 32))};
      seed(&sd, prog3, sizeof prog3, strs3, 3);
    }
  }
  json_free(t);
  /* setters_tests: parse the href, run the setter. */
  static const char *const attrs[] = {"href",     "protocol", "username", "password", "host",
                                      "hostname", "port",     "pathname", "search",   "hash"};
  t = load(wpt, "url/setters_tests.json");
  for (size_t k = 0; k < t->len; k++) {
    int a = -1;
    for (int j = 0; j < 10; j++)
      if (strcmp(t->keys[k], attrs[j]) == 0) a = j;
    if (a < 0) continue;
    const json *list = t->items[k];
    for (size_t i = 0; i < list->len; i++) {
      const json *o = list->items[i];
      text strs[2] = {str_of(json_get(o, "href")), str_of(json_get(o, "new_value"))};
      uint8_t prog[] = {OP(PARSE, 0), OP(SET, (unsigned)a + 10), OP(SP_OWN, 8), OP(GET_TO, 2)};
      seed(&sd, prog, sizeof prog, strs, 2);
    }
  }
  json_free(t);
  /* Hosts: toascii.json and a sample of IdnaTestV2.json. */
  t = load(wpt, "url/toascii.json");
  for (size_t i = 0; i < t->len; i++) {
    const json *o = t->items[i];
    if (o->kind != JSON_OBJECT) continue;
    text strs[1] = {str_of(json_get(o, "input"))};
    uint8_t prog[] = {OP(HOST, (unsigned)(i % 4)), OP(HOST, 2), OP(PSL, 0)};
    seed(&sd, prog, sizeof prog, strs, 1);
  }
  json_free(t);
  t = load(wpt, "url/IdnaTestV2.json");
  for (size_t i = 0; i < t->len; i += 8) {
    const json *o = t->items[i];
    if (o->kind != JSON_OBJECT) continue;
    text strs[1] = {str_of(json_get(o, "input"))};
    uint8_t prog[] = {OP(HOST, (unsigned)(i % 4)), OP(HOST, 3)};
    seed(&sd, prog, sizeof prog, strs, 1);
  }
  json_free(t);
  /* Percent-encoding and application/x-www-form-urlencoded. */
  t = load(wpt, "url/percent-encoding.json");
  for (size_t i = 0; i < t->len; i++) {
    const json *o = t->items[i];
    if (o->kind != JSON_OBJECT) continue;
    text strs[1] = {str_of(json_get(o, "input"))};
    uint8_t prog[] = {OP(PERCENT, (unsigned)(i % 16)), OP(ENCODING, (unsigned)(i % N_ENCODINGS))};
    seed(&sd, prog, sizeof prog, strs, 1);
  }
  json_free(t);
  t = load(wpt, "url-extra/urlencoded-parser-data.json");
  for (size_t i = 0; i < t->len; i++) {
    const json *o = t->items[i];
    if (o->kind != JSON_OBJECT) continue;
    text strs[3] = {str_of(json_get(o, "input")), {"a", 1}, {"b", 1}};
    uint8_t prog[] = {OP(SP_NEW, 0), OP(SP, 4), OP(SP, 0), OP(SP, 8), OP(SP, 5)};
    seed(&sd, prog, sizeof prog, strs, 3);
  }
  json_free(t);
  /* Long inputs. */
  static const char *const units[][3] = {
      {"http://", "\xc3\xa9.", "/"}, {"http://", "a.", "/"},        {"http://h/", "\xc3\xa9\xc3\xbf", ""},
      {"http://h/?", "a=\xc3\xa9&", "#"}, {"http://h/", "a/../", ""}, {"foo://", "a\xc3\xa9", "/"},
      {"http://", "\xc3\xa9-", "/"},  {"http://", "\xd7\x90.", "/"},  {"mailto:", "a ", "?"}};
  for (unsigned i = 0; i < sizeof units / sizeof units[0]; i++) {
    text strs[3];
    for (int j = 0; j < 3; j++) strs[j] = (text){units[i][j], strlen(units[i][j])};
    uint8_t prog[] = {OP(LONG, 4 + i % 2 * 5), OP(SET, 17), OP(SP_OWN, 0)};
    seed(&sd, prog, sizeof prog, strs, 3);
  }
  /* Arrow columns of three values, every format, with and without a base
   * (the shape bytes as op_arrow reads them: 3 rows, offset 0, no nulls,
   * then offsets 0, 10, 14, 34, or one data buffer of 34 bytes and three
   * views into it). */
  static const char arrow_data[] = "http://a/b../xhttps://EXAMPLE.com/";
  static const char shape_offsets[] = {3, 0, 0x7F, 0, 0, 0, 10, 4, 20};
  static const char shape_views[] = {3, 0, 0x7F, 0, 1, 10, 0, 0, 4, 0, 10, 20, 0, 14, 34};
  for (unsigned f = 0; f < 12; f++) {
    bool view = f % 6 == 2 || f % 6 == 5;
    text strs[3] = {{arrow_data, 34},
                    {view ? shape_views : shape_offsets, view ? sizeof shape_views : sizeof shape_offsets},
                    {"http://h/d/", 11}};
    uint8_t prog[] = {OP(ARROW, f % 6 + f / 6 * 24)};
    seed(&sd, prog, sizeof prog, strs, 3);
  }
  /* URL patterns: each constructor string of urlpatterntestdata.json with
   * its input string, made, matched, read and freed; every fourth also into
   * a second slot, with the input against itself as the base. */
  t = load(wpt, "urlpattern/urlpatterntestdata.json");
  for (size_t i = 0; i < t->len; i++) {
    const json *o = t->items[i], *p = json_get(o, "pattern"), *ins = json_get(o, "inputs");
    if (p == NULL || p->kind != JSON_ARRAY || p->len == 0 || p->items[0]->kind != JSON_STRING) continue;
    text in = ins && ins->kind == JSON_ARRAY && ins->len > 0 ? str_of(ins->items[0]) : (text){"", 0};
    text strs[3] = {str_of(p->items[0]), in, in};
    uint8_t prog[] = {OP(PATTERN, 0), OP(PATTERN, 1), OP(PATTERN, 3 + (unsigned)(i % 8) * 16), OP(PATTERN, 2)};
    uint8_t prog2[] = {OP(PATTERN, 0), OP(PATTERN, 16), OP(PATTERN, 5), OP(FORK, 0), OP(PATTERN, 6)};
    if (i % 4) seed(&sd, prog, sizeof prog, strs, 3);
    else seed(&sd, prog2, sizeof prog2, strs, 3);
  }
  json_free(t);
  /* A few programs of every other operation. */
  text strs[4] = {{"https://u:p@example.com:8080/a/b?c=d#e", 39}, {"../x?y#z", 8}, {"http://a/\nhttp://b/", 19},
                  {"xn--nxasmq6b.example", 20}};
  for (unsigned op = 0; op < N_OPS; op++)
    for (unsigned variant = 0; variant < 4; variant++) {
      uint8_t prog[] = {OP(PARSE, 0), OP(BASE, 0), OP(op, variant), OP(FORK, 0), OP(EQUALS, variant)};
      seed(&sd, prog, sizeof prog, strs, 4);
    }
  printf("fuzz_capi: %u seeds in %s\n", sd.count, out);
}

int LLVMFuzzerInitialize(int *argc, char ***argv) {
  (void)argc;
  (void)argv;
  const char *w = getenv("FUZZ_CAPI_WRITE_SEEDS");
  if (w != NULL) {
    const char *colon = strchr(w, ':');
    if (colon == NULL) FAIL("FUZZ_CAPI_WRITE_SEEDS=WPT_DIR:OUT_DIR");
    char *wpt = strndup(w, (size_t)(colon - w));
    write_seeds(wpt, colon + 1);
    free(wpt);
    exit(0);
  }
  /* Start the Go runtime before fuzzing starts, so that its coverage
   * counters are registered from the first input on. */
  wurl_url *u = NULL;
  if (wurl_parse("http://a/", 9, NULL, 0, &u) == WURL_OK) wurl_free(u);
  return 0;
}
