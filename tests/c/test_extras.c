/* test_extras.c - the functions beyond parse/getters/setters/search params,
 * against the Standard: validation errors (with the Standard's table of
 * examples, testdata/validation/examples.json), parse with an encoding,
 * domain to ASCII/Unicode, the host parser, percent-encode/decode, public
 * suffix and registrable domain (the table of section 3.2), rendering and
 * the form serializer with an encoding; why a parse failed, whatever the
 * entry point (wurl_last_parse_failure, batch results). */
#include <pthread.h>
#include <stdlib.h>
#include "check.h"
#include "json.h"

/* Whether the owned string s holds exactly the bytes of lit. */
static int owned_eq(wurl_string s, const char *lit, size_t n) {
  return s.data != NULL && s.len == n && memcmp(s.data, lit, n) == 0 && s.data[n] == 0;
}
#define OWNED_EQ(s, lit) owned_eq((s), (lit), sizeof(lit) - 1)
#define L(lit) (lit), (sizeof(lit) - 1)

/* ---- why a parse failed: the input or the base, and the reason ---- */

/* A parse that fails with a reason none of the cases below expects, so that
 * a case whose call records nothing is seen. */
static void prime_failure(void) {
  wurl_url *u = NULL;
  wurl_parse(L("http://a:x/"), NULL, 0, &u);
  wurl_parse_failure f = wurl_last_parse_failure();
  CHECK(f.error == WURL_VERR_PORT_INVALID && !f.base, "primer: %s", wurl_validation_error_name(f.error));
}

/* Whether the record says (want, base); what names the call. */
static void check_failure(const char *what, const char *in, const char *base, wurl_validation_error want,
                          bool in_base) {
  wurl_parse_failure f = wurl_last_parse_failure();
  CHECK(f.error == want && f.base == in_base, "%s(%s, %s): %s%s, want %s%s", what, in, base ? base : "NULL",
        f.base ? "base " : "", wurl_validation_error_name(f.error), in_base ? "base " : "",
        wurl_validation_error_name(want));
}

static void *fail_on_thread(void *arg) {
  (void)arg;
  wurl_url *u = NULL;
  wurl_parse(L("http://[::1/"), NULL, 0, &u);
  return NULL;
}

/* The entry points that parse a URL string against a base string, each as
 * one call that returns its status (nothing is kept) and, in *why, why it
 * failed as the entry point tells it: wurl_last_parse_failure() (a batch
 * input: its result's failure). */
static wurl_status via_parse(const char *in, size_t n, const char *base, size_t bn, wurl_parse_failure *why) {
  wurl_url *u = NULL;
  wurl_status st = wurl_parse(in, n, base, bn, &u);
  wurl_free(u);
  *why = wurl_last_parse_failure();
  return st;
}
static wurl_status via_parse_ex(const char *in, size_t n, const char *base, size_t bn, wurl_parse_failure *why) {
  wurl_url *u = NULL;
  wurl_validation_error e = WURL_VERR_NONE;
  wurl_status st = wurl_parse_ex(in, n, base, bn, &u, &e);
  wurl_free(u);
  /* why agrees with the record */
  *why = wurl_last_parse_failure();
  return st == WURL_ERR_PARSE && e != why->error ? WURL_ERR_INTERNAL : st;
}
static wurl_status via_encoding(const char *in, size_t n, const char *base, size_t bn, wurl_parse_failure *why) {
  wurl_url *u = NULL;
  wurl_status st = wurl_parse_with_encoding(in, n, base, bn, L("latin1"), &u);
  wurl_free(u);
  *why = wurl_last_parse_failure();
  return st;
}
static wurl_status via_validate(const char *in, size_t n, const char *base, size_t bn, wurl_parse_failure *why) {
  wurl_validation_report rep;
  wurl_status st = wurl_validate(in, n, base, bn, NULL, &rep);
  wurl_validation_error e = rep.failure;
  wurl_validation_report_free(&rep);
  *why = wurl_last_parse_failure();
  return st == WURL_ERR_PARSE && e != why->error ? WURL_ERR_INTERNAL : st;
}
static wurl_status via_parse_to(const char *in, size_t n, const char *base, size_t bn, wurl_parse_failure *why) {
  char buf[64];
  wurl_parse_target t = {.buf = buf, .cap = sizeof buf};
  wurl_status st = wurl_parse_to_with_base(in, n, base, bn, NULL, &t);
  *why = wurl_last_parse_failure();
  return st;
}
/* A batch of a good input and this one: the call fails when the base does;
 * an input that fails has its reason in its result. */
static wurl_status via_batch(const char *in, size_t n, const char *base, size_t bn, wurl_parse_failure *why) {
  const char *inputs[2] = {"https://ok.example/", in};
  size_t lens[2] = {19, n};
  wurl_batch *b = NULL;
  wurl_status st = wurl_parse_batch(inputs, lens, 2, base, bn, &b);
  *why = wurl_last_parse_failure();
  if (st == WURL_OK) {
    const wurl_batch_result *r = wurl_batch_results(b);
    st = r[0].status == WURL_OK && r[0].failure == WURL_VERR_NONE ? r[1].status : WURL_ERR_INTERNAL;
    why->error = r[1].failure;
    why->base = false;
  }
  wurl_batch_free(b);
  return st;
}
/* A parsed base (a handle; an href with its components; a URL whose href
 * is set) cannot fail: only the input can. */
static wurl_status via_base_url(const char *in, size_t n, const char *base, size_t bn, wurl_parse_failure *why) {
  wurl_url *bu = NULL, *u = NULL;
  if (wurl_parse(base, bn, NULL, 0, &bu) != WURL_OK) return WURL_ERR_INTERNAL;
  prime_failure();
  wurl_status st = wurl_parse_with_base_url(in, n, bu, &u);
  wurl_free(u);
  wurl_free(bu);
  *why = wurl_last_parse_failure();
  return st;
}
static wurl_status via_components(const char *in, size_t n, const char *base, size_t bn, wurl_parse_failure *why) {
  wurl_url *bu = NULL;
  if (wurl_parse(base, bn, NULL, 0, &bu) != WURL_OK) return WURL_ERR_INTERNAL;
  prime_failure();
  wurl_components c;
  wurl_get_components(bu, &c);
  char buf[64];
  wurl_parse_target t = {.buf = buf, .cap = sizeof buf};
  wurl_str h = wurl_get_href(bu);
  wurl_status st = wurl_parse_to_with_base(in, n, h.data, h.len, &c, &t);
  wurl_free(bu);
  *why = wurl_last_parse_failure();
  return st;
}
static wurl_status via_set_href(const char *in, size_t n, const char *base, size_t bn, wurl_parse_failure *why) {
  wurl_url *bu = NULL;
  if (wurl_parse(base, bn, NULL, 0, &bu) != WURL_OK) return WURL_ERR_INTERNAL;
  prime_failure();
  wurl_status st = wurl_set(bu, WURL_ATTR_HREF, in, n, NULL);
  wurl_free(bu);
  *why = wurl_last_parse_failure();
  return st;
}

static void parse_failures(void) {
  static const struct {
    const char *input, *base;
    wurl_validation_error want;
    bool in_base;
  } cases[] = {
      {"../c", "not a base", WURL_VERR_MISSING_SCHEME_NON_RELATIVE_URL, true},
      {"x", "https://a.example:99999/", WURL_VERR_PORT_OUT_OF_RANGE, true},
      {"http://exa mple.com/", "https://h.example/", WURL_VERR_DOMAIN_INVALID_CODE_POINT, false},
      {"https://a.example:99999/", "https://h.example/", WURL_VERR_PORT_OUT_OF_RANGE, false},
      {"http://[::1/", NULL, WURL_VERR_IPV6_UNCLOSED, false},
      {"no scheme", NULL, WURL_VERR_MISSING_SCHEME_NON_RELATIVE_URL, false},
  };
  static const struct {
    const char *name;
    wurl_status (*call)(const char *, size_t, const char *, size_t, wurl_parse_failure *);
    bool parsed_base; /* takes a base that parsed: only the cases whose input fails against one */
  } entries[] = {
      {"wurl_parse", via_parse, false},
      {"wurl_parse_ex", via_parse_ex, false},
      {"wurl_parse_with_encoding", via_encoding, false},
      {"wurl_validate", via_validate, false},
      {"wurl_parse_to_with_base", via_parse_to, false},
      {"wurl_parse_batch", via_batch, false},
      {"wurl_parse_with_base_url", via_base_url, true},
      {"wurl_parse_to_with_base (components)", via_components, true},
      {"wurl_set (href)", via_set_href, true},
  };
  for (size_t e = 0; e < sizeof entries / sizeof entries[0]; e++) {
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
      const char *in = cases[i].input, *base = cases[i].base;
      if (entries[e].parsed_base && (cases[i].in_base || base == NULL)) continue;
      prime_failure();
      wurl_parse_failure why = {WURL_VERR_NONE, false};
      wurl_status st = entries[e].call(in, strlen(in), base, base ? strlen(base) : 0, &why);
      CHECK(st == WURL_ERR_PARSE && why.error == cases[i].want && why.base == cases[i].in_base,
            "%s(%s, %s): %s, %s%s, want %s%s", entries[e].name, in, base ? base : "NULL", wurl_status_name(st),
            why.base ? "base " : "", wurl_validation_error_name(why.error), cases[i].in_base ? "base " : "",
            wurl_validation_error_name(cases[i].want));
    }
  }
  /* wurl_parse_joined fails as a whole when its base does. */
  wurl_batch *b = NULL;
  prime_failure();
  CHECK(wurl_parse_joined(L("a\nb"), '\n', L("http://a:b/"), &b) == WURL_ERR_PARSE && b == NULL, "joined");
  check_failure("wurl_parse_joined", "a\\nb", "http://a:b/", WURL_VERR_PORT_INVALID, true);

  /* The record is the calling thread's. */
  prime_failure();
  pthread_t th;
  CHECK(pthread_create(&th, NULL, fail_on_thread, NULL) == 0 && pthread_join(th, NULL) == 0, "thread");
  check_failure("another thread's wurl_parse", "http://[::1/", NULL, WURL_VERR_PORT_INVALID, false);
}

/* ---- validation errors ---- */

/* Each row of the Standard's validation error table (section 1.1), in its
 * order, with its examples: the enum's value is the row's position, its
 * name the row's type; parsing each example reports that type (and fails
 * with it as the reason when the table says failure). */
static void validation_examples_of(const char *file, wurl_edition edition) {
  const char *dir = getenv("WHATWGURL_TESTDATA_DIR");
  if (dir == NULL || *dir == 0) dir = "testdata";
  char path[4096];
  snprintf(path, sizeof path, "%s/validation/%s", dir, file);
  const char *err = NULL;
  json *table = json_parse_file(path, &err);
  CHECK(table != NULL && table->kind == JSON_ARRAY, "cannot read %s: %s", path, err ? err : "not an array");
  if (table == NULL) return;
  /* The late-2025 table's 29 rows come first in the enum; the 2026
   * edition's four new types follow them, and its table drops two. */
  CHECK(table->len == (edition == WURL_EDITION_2025 ? 29u : 31u) && WURL_VALIDATION_ERROR_COUNT == 33,
        "table has %zu rows, the header %d", table->len, WURL_VALIDATION_ERROR_COUNT);
  int cases = 0;
  for (size_t r = 0; r < table->len; r++) {
    const json *row = table->items[r], *type = json_get(row, "type"), *fail = json_get(row, "failure");
    const json *list = json_get(row, "cases");
    wurl_validation_error kind = WURL_VERR_NONE;
    for (int k = 1; k <= WURL_VALIDATION_ERROR_COUNT; k++)
      if (strcmp(wurl_validation_error_name((wurl_validation_error)k), type->str) == 0) kind = (wurl_validation_error)k;
    /* In the late-2025 table the enum's value is the row's position. */
    CHECK(kind != WURL_VERR_NONE && (edition != WURL_EDITION_2025 || kind == (wurl_validation_error)(r + 1)),
          "row %zu: %s is not wurl_validation_error %zu", r, type->str, r + 1);
    int row_fail = fail != NULL && fail->kind == JSON_BOOL && fail->boolean;
    for (size_t c = 0; list != NULL && c < list->len; c++) {
      const json *in = json_get(list->items[c], "input"), *base = json_get(list->items[c], "base");
      const json *cfail = json_get(list->items[c], "failure");
      int want_fail = cfail != NULL && cfail->kind == JSON_BOOL ? cfail->boolean : row_fail;
      const char *b = base != NULL && base->kind == JSON_STRING ? base->str : NULL;
      size_t blen = b ? base->len : 0;
      cases++;
      wurl_validation_report rep;
      wurl_url *u = (wurl_url *)&rep; /* not NULL: must be cleared */
      wurl_status st = wurl_validate_edition(in->str, in->len, b, blen, edition, &u, &rep);
      int reported = 0;
      for (size_t i = 0; i < rep.count; i++) reported |= rep.errors[i] == kind;
      CHECK(reported, "%s: %s not reported (%zu errors)", in->str, type->str, rep.count);
      if (want_fail) {
        CHECK(st == WURL_ERR_PARSE && u == NULL && rep.failure == kind && rep.count > 0 &&
                  rep.errors[rep.count - 1] == kind,
              "%s: %s, failure %s; want failure %s", in->str, wurl_status_name(st),
              wurl_validation_error_name(rep.failure), type->str);
        wurl_validation_error why = WURL_VERR_NONE;
        wurl_url *v = NULL;
        st = wurl_parse_edition(in->str, in->len, b, blen, edition, &v);
        why = wurl_last_parse_failure().error;
        CHECK(st == WURL_ERR_PARSE && v == NULL && why == kind, "%s: wurl_parse_edition %s why %s", in->str,
              wurl_status_name(st), wurl_validation_error_name(why));
      } else {
        CHECK(st == WURL_OK && u != NULL && rep.failure == WURL_VERR_NONE, "%s: %s; want success", in->str,
              wurl_status_name(st));
        /* The URL wurl_validate gives is the one wurl_parse gives. */
        wurl_url *v = NULL;
        CHECK(wurl_parse_edition(in->str, in->len, b, blen, edition, &v) == WURL_OK && wurl_equals(u, v, false) &&
                  wurl_get_edition(u) == edition && wurl_get_edition(v) == edition,
              "%s: wurl_validate's URL differs", in->str);
        wurl_free(v);
      }
      wurl_free(u);
      wurl_validation_report_free(&rep);
      CHECK(rep.errors == NULL && rep.count == 0, "report_free clears");
    }
  }
  CHECK(cases >= 30, "only %d examples", cases);
  json_free(table);
}

static void validation_examples(void) {
  validation_examples_of("examples.json", WURL_EDITION_2025);
  validation_examples_of("examples-2026.json", WURL_EDITION_2026);
  CHECK(strcmp(wurl_validation_error_name(WURL_VERR_NONE), "") == 0, "name of NONE");
  CHECK(strcmp(wurl_validation_error_name((wurl_validation_error)(WURL_VALIDATION_ERROR_COUNT + 1)),
               "unknown-validation-error") == 0,
        "name of %d", WURL_VALIDATION_ERROR_COUNT + 1);
  CHECK(strcmp(wurl_validation_error_name((wurl_validation_error)-1), "unknown-validation-error") == 0,
        "name of -1");
}

/* The edition entry points follow the edition they are given, and only for
 * that call; a URL keeps its edition for its setters and clones. */
static void editions(void) {
  static const char ace[] = "https://%78n--a/", want[] = "https://xn--a/";
  wurl_url *u = NULL, *v = NULL;
  CHECK(wurl_parse(L(ace), NULL, 0, &u) == WURL_ERR_PARSE && u == NULL, "2025 parses %s", ace);
  CHECK(wurl_parse_edition(L(ace), NULL, 0, WURL_EDITION_2026, &u) == WURL_OK &&
            VIEW_EQ(wurl_get_href(u), want) && wurl_get_edition(u) == WURL_EDITION_2026,
        "2026 parse of %s", ace);
  CHECK(wurl_parse_edition(L(ace), NULL, 0, WURL_EDITION_COUNT, &v) == WURL_ERR_INVALID_ARGUMENT && v == NULL,
        "an unknown edition is refused");
  CHECK(!wurl_can_parse(L(ace), NULL, 0) && wurl_can_parse_edition(L(ace), NULL, 0, WURL_EDITION_2026) &&
            !wurl_can_parse_edition(L("https://example.org/"), NULL, 0, WURL_EDITION_COUNT),
        "can_parse by edition");
  /* Setters and clones follow the URL's edition. */
  bool changed = false;
  CHECK(wurl_set(u, WURL_ATTR_HOST, L("XN--B"), &changed) == WURL_OK && changed &&
            VIEW_EQ(wurl_get_host(u), "xn--b"),
        "2026 host setter");
  v = wurl_clone(u);
  CHECK(v != NULL && wurl_get_edition(v) == WURL_EDITION_2026 && wurl_set_hostname(v, L("xn--c")) == WURL_OK &&
            VIEW_EQ(wurl_get_hostname(v), "xn--c"),
        "clone keeps the edition");
  wurl_free(v);
  v = NULL;
  CHECK(wurl_parse_with_base_url_edition(L("//xn--d/"), u, WURL_EDITION_2026, &v) == WURL_OK &&
            VIEW_EQ(wurl_get_host(v), "xn--d"),
        "against a base handle");
  wurl_free(v);
  wurl_free(u);
  CHECK(wurl_parse(L("https://x/"), NULL, 0, &u) == WURL_OK && wurl_get_edition(u) == WURL_EDITION_2025 &&
            wurl_set_host(u, L("xn--b")) == WURL_OK && VIEW_EQ(wurl_get_host(u), "x"),
        "2025 host setter");
  wurl_free(u);
  CHECK(wurl_get_edition(NULL) == WURL_EDITION_2025, "edition of NULL");
  /* An encoding override: the input and the base follow the edition, the
   * query the encoding. */
  static const char ace_q[] = "https://%78n--a/?\xc3\xa9";
  CHECK(wurl_parse_with_encoding_edition(L(ace_q), NULL, 0, L("latin1"), WURL_EDITION_2026, &u) == WURL_OK &&
            VIEW_EQ(wurl_get_href(u), "https://xn--a/?%E9") && wurl_get_edition(u) == WURL_EDITION_2026,
        "2026 parse with an encoding of %s", ace_q);
  wurl_free(u);
  CHECK(wurl_parse_with_encoding_edition(L("?\xc3\xa9"), L(ace), L("latin1"), WURL_EDITION_2026, &u) == WURL_OK &&
            VIEW_EQ(wurl_get_href(u), "https://xn--a/?%E9") && wurl_get_edition(u) == WURL_EDITION_2026,
        "2026 parse with an encoding against %s", ace);
  CHECK(wurl_set(u, WURL_ATTR_HOST, L("%78n--b"), &changed) == WURL_OK && changed &&
            VIEW_EQ(wurl_get_host(u), "xn--b"),
        "its setters follow 2026");
  wurl_free(u);
  for (int e = 0; e < WURL_EDITION_COUNT; e++) {
    u = (wurl_url *)1;
    CHECK(wurl_parse_with_encoding_edition(L("?\xc3\xa9"), L("https://x/"), L("latin1"), (wurl_edition)e, &u) ==
                  WURL_OK &&
              VIEW_EQ(wurl_get_href(u), "https://x/?%E9") && wurl_get_edition(u) == (wurl_edition)e,
          "parse with an encoding in edition %d", e);
    wurl_free(u);
  }
  CHECK(wurl_parse_with_encoding(L(ace_q), NULL, 0, L("latin1"), &u) == WURL_ERR_PARSE && u == NULL &&
            !wurl_last_parse_failure().base,
        "2025 parse with an encoding of %s", ace_q);
  CHECK(wurl_parse_with_encoding_edition(L("?x"), L(ace), L("latin1"), WURL_EDITION_2025, &u) == WURL_ERR_PARSE &&
            u == NULL && wurl_last_parse_failure().base,
        "2025 parse with an encoding against %s: the base fails", ace);
  u = (wurl_url *)1;
  CHECK(wurl_parse_with_encoding_edition(L(ace_q), NULL, 0, L("latin1"), WURL_EDITION_COUNT, &u) ==
                WURL_ERR_INVALID_ARGUMENT &&
            u == NULL,
        "parse with an encoding: an unknown edition is refused");
  CHECK(wurl_parse_with_encoding_edition(L(ace_q), NULL, 0, L("bogus"), WURL_EDITION_2026, &u) ==
                WURL_ERR_UNKNOWN_ENCODING &&
            u == NULL,
        "parse with an encoding: an unknown label in 2026");
  CHECK(wurl_parse_with_encoding_edition(L(ace_q), NULL, 0, L("latin1"), WURL_EDITION_2026, NULL) ==
            WURL_ERR_INVALID_ARGUMENT,
        "parse with an encoding: out NULL");
  /* parse_to, batches and Arrow. */
  char buf[64];
  wurl_parse_target t = {.buf = buf, .cap = sizeof buf};
  CHECK(wurl_parse_to_edition(L(ace), NULL, 0, NULL, WURL_EDITION_2026, &t) == WURL_OK &&
            t.href_len == sizeof want - 1 && memcmp(buf, want, t.href_len) == 0,
        "parse_to 2026");
  CHECK(wurl_parse_to(L(ace), &t) == WURL_ERR_PARSE, "parse_to 2025");
  const char *ins[] = {ace, "https://example.org/", "https://xn--/"};
  size_t lens[] = {sizeof ace - 1, 20, 13};
  for (int e = 0; e < WURL_EDITION_COUNT; e++) {
    wurl_batch *b = NULL;
    CHECK(wurl_parse_batch_edition(ins, lens, 3, NULL, 0, (wurl_edition)e, &b) == WURL_OK, "batch %d", e);
    const wurl_batch_result *r = wurl_batch_results(b);
    wurl_status want_st = e == WURL_EDITION_2026 ? WURL_OK : WURL_ERR_PARSE;
    CHECK(r[0].status == want_st && r[1].status == WURL_OK && r[2].status == want_st, "batch %d statuses", e);
    wurl_batch_free(b);
    static const char joined[] = "https://%78n--a/\nhttps://xn--/";
    CHECK(wurl_parse_joined_edition(L(joined), '\n', NULL, 0, (wurl_edition)e, &b) == WURL_OK &&
              wurl_batch_size(b) == 2 && wurl_batch_results(b)[1].status == want_st,
          "joined %d", e);
    wurl_batch_free(b);
  }
  wurl_batch *b = NULL;
  CHECK(wurl_parse_batch_edition(ins, lens, 3, NULL, 0, WURL_EDITION_COUNT, &b) == WURL_ERR_INVALID_ARGUMENT,
        "batch with an unknown edition");
  /* Hosts. */
  wurl_string s = {NULL, 0};
  wurl_validation_error why = WURL_VERR_NONE;
  wurl_host_type type = WURL_HOST_NONE;
  CHECK(wurl_domain_to_unicode_edition(L("xn--a"), WURL_EDITION_2026, &s) == WURL_OK && OWNED_EQ(s, "xn--a"),
        "domain to Unicode 2026");
  wurl_string_free(s);
  CHECK(wurl_domain_to_ascii_edition(L("XN--a"), false, WURL_EDITION_2026, &s, &why) == WURL_OK &&
            OWNED_EQ(s, "xn--a"),
        "domain to ASCII 2026");
  wurl_string_free(s);
  CHECK(wurl_domain_to_ascii(L("XN--a"), false, &s, &why) == WURL_ERR_PARSE && why == WURL_VERR_DOMAIN_TO_ASCII,
        "domain to ASCII 2025");
  CHECK(wurl_host_parse_edition(L("%78n--a"), false, WURL_EDITION_2026, &s, &type, &why) == WURL_OK &&
            OWNED_EQ(s, "xn--a") && type == WURL_HOST_DOMAIN,
        "host parse 2026");
  wurl_string_free(s);
  CHECK(wurl_host_parse_edition(L("a"), false, WURL_EDITION_COUNT, &s, &type, &why) == WURL_ERR_INVALID_ARGUMENT,
        "host parse with an unknown edition");
}

static void validation_misc(void) {
  wurl_validation_report rep;
  /* Valid URL strings report nothing; out NULL is allowed. */
  const char *valid[] = {"https://example.org/", "https://example.org:8080/a/b?c=d#e", "file:///C:/path",
                         "mailto:someone@example.org", "https://[::1]/"};
  for (size_t i = 0; i < sizeof valid / sizeof valid[0]; i++) {
    wurl_status st = wurl_validate(valid[i], strlen(valid[i]), NULL, 0, NULL, &rep);
    CHECK(st == WURL_OK && rep.count == 0 && rep.errors == NULL && rep.failure == WURL_VERR_NONE,
          "%s: %s, %zu errors", valid[i], wurl_status_name(st), rep.count);
    wurl_validation_report_free(&rep);
  }
  /* Several errors, in the order the parser meets them: the tab
   * (invalid-URL-unit, when tabs are removed first), the credentials in the
   * authority state, the backslash in the path state. */
  wurl_url *u = NULL;
  CHECK(wurl_validate(L("https://u@h\tost\\p"), NULL, 0, &u, &rep) == WURL_OK, "validate several");
  CHECK(VIEW_EQ(wurl_get_href(u), "https://u@host/p"), "href %s", wurl_get_href(u).data);
  static const wurl_validation_error want[] = {WURL_VERR_INVALID_URL_UNIT, WURL_VERR_INVALID_CREDENTIALS,
                                                WURL_VERR_INVALID_REVERSE_SOLIDUS};
  CHECK(rep.count == 3 && memcmp(rep.errors, want, sizeof want) == 0, "errors: %zu: %s %s ...", rep.count,
        rep.count > 0 ? wurl_validation_error_name(rep.errors[0]) : "",
        rep.count > 1 ? wurl_validation_error_name(rep.errors[1]) : "");
  wurl_validation_report_free(&rep);
  wurl_free(u);
  /* A base that does not parse: its reason, no errors of the input. */
  u = NULL;
  CHECK(wurl_validate(L("x"), L("not a url"), &u, &rep) == WURL_ERR_PARSE && u == NULL && rep.count == 0 &&
            rep.failure == WURL_VERR_MISSING_SCHEME_NON_RELATIVE_URL,
        "bad base: failure %s", wurl_validation_error_name(rep.failure));
  wurl_validation_report_free(&rep);
  wurl_validation_report_free(NULL);
  /* wurl_parse_ex: the reason, or NONE. */
  wurl_validation_error why = WURL_VERR_PORT_INVALID;
  CHECK(wurl_parse_ex(L("https://a.example/"), NULL, 0, &u, &why) == WURL_OK && why == WURL_VERR_NONE,
        "parse_ex ok");
  wurl_free(u);
  CHECK(wurl_parse_ex(L("https://a.example:99999/"), NULL, 0, &u, &why) == WURL_ERR_PARSE &&
            why == WURL_VERR_PORT_OUT_OF_RANGE,
        "parse_ex port: %s", wurl_validation_error_name(why));
  CHECK(wurl_parse_ex(L("x"), L("not a url"), &u, &why) == WURL_ERR_PARSE &&
            why == WURL_VERR_MISSING_SCHEME_NON_RELATIVE_URL,
        "parse_ex bad base");
  CHECK(wurl_parse_ex(L("b"), L("http://a/"), &u, NULL) == WURL_OK && VIEW_EQ(wurl_get_href(u), "http://a/b"),
        "parse_ex why NULL");
  wurl_free(u);
}

/* ---- encoding override ---- */

static void encodings(void) {
  static const struct {
    const char *in, *label, *search;
  } cases[] = {
      {"http://x/?\xc3\xa9", "windows-1252", "?%E9"},
      {"http://x/?\xc3\xa9", " Latin1\n", "?%E9"},         /* labels: case and whitespace */
      {"ws://x/?\xc3\xa9", "windows-1252", "?%C3%A9"},      /* not for ws: */
      {"sc://x/?\xc3\xa9", "windows-1252", "?%C3%A9"},      /* nor for non-special URLs */
      {"http://x/?\xe2\x98\x83", "windows-1252", "?%26%239731%3B"}, /* unencodable: &#9731; */
      {"http://x/?\xc3\xa9", "utf-16le", "?%C3%A9"},        /* get an output encoding */
      {"http://x/?\xe2\x89\xa1", "shift_jis", "?%81%DF"},
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    wurl_url *u = NULL;
    wurl_status st = wurl_parse_with_encoding(cases[i].in, strlen(cases[i].in), NULL, 0, cases[i].label,
                                              strlen(cases[i].label), &u);
    CHECK(st == WURL_OK && view_eq(wurl_get_search(u), cases[i].search, strlen(cases[i].search)),
          "%s in %s: %s %s", cases[i].in, cases[i].label, wurl_status_name(st), wurl_get_search(u).data);
    wurl_free(u);
  }
  wurl_url *u = (wurl_url *)&u;
  CHECK(wurl_parse_with_encoding(L("http://x/"), NULL, 0, L("no-such-encoding"), &u) == WURL_ERR_UNKNOWN_ENCODING &&
            u == NULL,
        "unknown label");
  CHECK(wurl_parse_with_encoding(L("nope"), NULL, 0, L("bogus"), &u) == WURL_ERR_UNKNOWN_ENCODING,
        "the label is checked first");
  CHECK(wurl_parse_with_encoding(L("nope"), NULL, 0, L("utf-8"), &u) == WURL_ERR_PARSE && u == NULL, "parse failure");
  CHECK(wurl_parse_with_encoding(L("?\xc3\xa9#\xc3\xa9"), L("http://x/p"), L("iso-8859-2"), &u) == WURL_OK &&
            VIEW_EQ(wurl_get_href(u), "http://x/p?%E9#%C3%A9"),
        "relative with a base: %s", wurl_get_href(u).data);
  /* A long href (longer than the first guess of the block). */
  char in[3000];
  memcpy(in, "http://x/?", 10);
  for (int i = 10; i < 3000; i += 2) in[i] = (char)0xc3, in[i + 1] = (char)0xa9;
  wurl_free(u);
  CHECK(wurl_parse_with_encoding(in, 3000, NULL, 0, L("windows-1252"), &u) == WURL_OK &&
            wurl_get_search(u).len == 1 + 3 * 1495,
        "long query");
  wurl_free(u);

  /* The form serializer with an encoding: the Standard's example (1.3). */
  wurl_search_params *p = NULL;
  CHECK(wurl_search_params_new(NULL, 0, &p) == WURL_OK, "sp new");
  CHECK(wurl_search_params_append(p, L("q"), L("1+1 \xe2\x89\xa1 2%20\xe2\x80\xbd")) == WURL_OK, "append");
  wurl_str s;
  CHECK(wurl_search_params_to_string_with_encoding(p, L("shift_jis"), &s) == WURL_OK &&
            VIEW_EQ(s, "q=1%2B1+%81%DF+2%2520%26%238253%3B"),
        "shift_jis: %.*s", (int)s.len, s.data);
  CHECK(wurl_search_params_to_string_with_encoding(p, L("utf-8"), &s) == WURL_OK &&
            VIEW_EQ(s, "q=1%2B1+%E2%89%A1+2%2520%E2%80%BD"),
        "utf-8: %.*s", (int)s.len, s.data);
  CHECK(wurl_search_params_to_string_with_encoding(p, L("bogus"), &s) == WURL_ERR_UNKNOWN_ENCODING && s.len == 0,
        "bogus label");
  wurl_search_params_free(p);
  /* On a URL's own object: the URL is not changed. */
  CHECK(wurl_parse(L("http://x/?a=%C3%A9"), NULL, 0, &u) == WURL_OK, "parse");
  CHECK(wurl_search_params_to_string_with_encoding(wurl_get_search_params(u), L("windows-1252"), &s) == WURL_OK &&
            VIEW_EQ(s, "a=%E9") && VIEW_EQ(wurl_get_href(u), "http://x/?a=%C3%A9"),
        "URL's own: %.*s", (int)s.len, s.data);
  wurl_free(u);
}

/* ---- hosts ---- */

static void hosts(void) {
  wurl_string s;
  wurl_validation_error why;
  CHECK(wurl_domain_to_ascii(L("EXAMPLE.com"), false, &s, &why) == WURL_OK && OWNED_EQ(s, "example.com") &&
            why == WURL_VERR_NONE,
        "to ASCII lowercases");
  wurl_string_free(s);
  CHECK(wurl_domain_to_ascii(L("fa\xc3\x9f.de"), false, &s, NULL) == WURL_OK && OWNED_EQ(s, "xn--fa-hia.de"),
        "to ASCII: faß.de");
  wurl_string_free(s);
  CHECK(wurl_domain_to_ascii(L("xn--a"), false, &s, &why) == WURL_ERR_PARSE && s.data == NULL &&
            why == WURL_VERR_DOMAIN_TO_ASCII,
        "to ASCII: invalid punycode: %s", wurl_validation_error_name(why));
  /* be_strict applies the STD3 rules: no "_". */
  CHECK(wurl_domain_to_ascii(L("a_b.example"), false, &s, NULL) == WURL_OK && OWNED_EQ(s, "a_b.example"),
        "not strict allows _");
  wurl_string_free(s);
  CHECK(wurl_domain_to_ascii(L("a_b.example"), true, &s, &why) == WURL_ERR_PARSE && why == WURL_VERR_DOMAIN_TO_ASCII,
        "strict refuses _");
  CHECK(wurl_domain_to_unicode(L("xn--fa-hia.de"), &s) == WURL_OK && OWNED_EQ(s, "fa\xc3\x9f.de"), "to Unicode");
  wurl_string_free(s);
  /* UTS #46 ToUnicode: a label whose Punycode cannot be decoded (a non-ASCII
   * code point, an overflow) is left as it is. */
  CHECK(wurl_domain_to_unicode(L("xn--te\xc5\xa1la.example"), &s) == WURL_OK && OWNED_EQ(s, "xn--te\xc5\xa1la.example"),
        "to Unicode leaves an undecodable label");
  wurl_string_free(s);
  CHECK(wurl_domain_to_unicode(L("xn--99999999999.example"), &s) == WURL_OK && OWNED_EQ(s, "xn--99999999999.example"),
        "to Unicode leaves an overflowing label");
  wurl_string_free(s);

  static const struct {
    const char *in;
    bool opaque;
    wurl_host_type type;
    const char *out;
  } ok[] = {
      {"EXA%4dPLE.com", false, WURL_HOST_DOMAIN, "example.com"},
      {"0x7f.1", false, WURL_HOST_IPV4, "127.0.0.1"},
      {"[0:0::1]", false, WURL_HOST_IPV6, "[::1]"},
      {"[::1]", true, WURL_HOST_IPV6, "[::1]"},
      {"a%20B", true, WURL_HOST_OPAQUE, "a%20B"},
      {"\xc3\xa9", true, WURL_HOST_OPAQUE, "%C3%A9"},
      {"", true, WURL_HOST_EMPTY, ""},
  };
  for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++) {
    wurl_host_type t = WURL_HOST_NONE;
    wurl_status st = wurl_host_parse(ok[i].in, strlen(ok[i].in), ok[i].opaque, &s, &t, &why);
    CHECK(st == WURL_OK && owned_eq(s, ok[i].out, strlen(ok[i].out)) && t == ok[i].type && why == WURL_VERR_NONE,
          "host %s: %s \"%s\" type %d", ok[i].in, wurl_status_name(st), s.data ? s.data : "", t);
    wurl_string_free(s);
  }
  static const struct {
    const char *in;
    bool opaque;
    wurl_validation_error why;
  } bad[] = {
      {"", false, WURL_VERR_HOST_MISSING},
      {"[::1", false, WURL_VERR_IPV6_UNCLOSED},
      {"1.2.3.4.5", false, WURL_VERR_IPV4_TOO_MANY_PARTS},
      {"exa[mple", true, WURL_VERR_HOST_INVALID_CODE_POINT},
      {"exa%23mple", false, WURL_VERR_DOMAIN_INVALID_CODE_POINT},
  };
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    wurl_host_type t = WURL_HOST_DOMAIN;
    wurl_status st = wurl_host_parse(bad[i].in, strlen(bad[i].in), bad[i].opaque, &s, &t, &why);
    CHECK(st == WURL_ERR_PARSE && s.data == NULL && t == WURL_HOST_NONE && why == bad[i].why, "host %s: %s why %s",
          bad[i].in, wurl_status_name(st), wurl_validation_error_name(why));
  }
}

/* ---- percent-encoding ---- */

static void percent(void) {
  static const struct {
    const char *in;
    wurl_encode_set set;
    bool plus;
    const char *out;
  } enc[] = {
      /* The Standard's examples (section 1.3). */
      {"\xe2\x89\xa1", WURL_ENCODE_USERINFO, false, "%E2%89%A1"},
      {"\xe2\x80\xbd", WURL_ENCODE_USERINFO, false, "%E2%80%BD"},
      {"Say what\xe2\x80\xbd", WURL_ENCODE_USERINFO, false, "Say%20what%E2%80%BD"},
      {"1+1 \xe2\x89\xa1 2%20\xe2\x80\xbd", WURL_ENCODE_FORM_URLENCODED, true, "1%2B1+%E2%89%A1+2%2520%E2%80%BD"},
      /* The sets differ where the Standard says. */
      {"'", WURL_ENCODE_QUERY, false, "'"},
      {"'", WURL_ENCODE_SPECIAL_QUERY, false, "%27"},
      {"`", WURL_ENCODE_FRAGMENT, false, "%60"},
      {"`", WURL_ENCODE_QUERY, false, "`"},
      {"a b", WURL_ENCODE_C0_CONTROL, false, "a b"},
      {"a b", WURL_ENCODE_FRAGMENT, false, "a%20b"},
      {"?{}", WURL_ENCODE_PATH, false, "%3F%7B%7D"},
      {"/:;=@[\\]^|", WURL_ENCODE_USERINFO, false, "%2F%3A%3B%3D%40%5B%5C%5D%5E%7C"},
      {"$%&+,", WURL_ENCODE_COMPONENT, false, "%24%25%26%2B%2C"}, /* U+0024 to U+0026 */
      {"%", WURL_ENCODE_USERINFO, false, "%"},
      {"!'()~", WURL_ENCODE_FORM_URLENCODED, false, "%21%27%28%29%7E"},
      {"\x01\x7f", WURL_ENCODE_C0_CONTROL, false, "%01%7F"},
      {"\xff", WURL_ENCODE_C0_CONTROL, false, "%EF%BF%BD"}, /* invalid UTF-8 is U+FFFD */
  };
  wurl_string s;
  for (size_t i = 0; i < sizeof enc / sizeof enc[0]; i++) {
    wurl_status st = wurl_percent_encode(enc[i].in, strlen(enc[i].in), enc[i].set, enc[i].plus, &s);
    CHECK(st == WURL_OK && owned_eq(s, enc[i].out, strlen(enc[i].out)), "encode %s set %d: %s \"%s\"", enc[i].in,
          enc[i].set, wurl_status_name(st), s.data ? s.data : "");
    wurl_string_free(s);
  }
  CHECK(wurl_percent_encode(L("a\0b"), WURL_ENCODE_C0_CONTROL, false, &s) == WURL_OK && OWNED_EQ(s, "a%00b"),
        "NUL is a C0 control");
  wurl_string_free(s);
  CHECK(wurl_percent_encode(L("x"), (wurl_encode_set)8, false, &s) == WURL_ERR_INVALID_ARGUMENT && s.data == NULL,
        "set 8");
  CHECK(wurl_percent_encode(L("x"), (wurl_encode_set)-1, false, &s) == WURL_ERR_INVALID_ARGUMENT, "set -1");

  CHECK(wurl_percent_decode(L("%25%s%1G"), &s) == WURL_OK && OWNED_EQ(s, "%%s%1G"), "decode: Standard example");
  wurl_string_free(s);
  CHECK(wurl_percent_decode(L("\xe2\x80\xbd%25%2E"), &s) == WURL_OK && OWNED_EQ(s, "\xe2\x80\xbd%."),
        "decode: Standard example 2");
  wurl_string_free(s);
  CHECK(wurl_percent_decode(L("%00a%FF%fe"), &s) == WURL_OK && OWNED_EQ(s, "\0a\xff\xfe"), "decode to bytes");
  wurl_string_free(s);
  CHECK(wurl_percent_decode(NULL, 0, &s) == WURL_OK && OWNED_EQ(s, ""), "decode empty");
  wurl_string_free(s);
}

/* ---- public suffix ---- */

static void public_suffix(void) {
  /* The table of section 3.2 ("null" where the Standard has null). */
  static const struct {
    const char *host, *ps, *rd;
  } t[] = {
      {"com", "com", NULL},
      {"example.com", "com", "example.com"},
      {"www.example.com", "com", "example.com"},
      {"sub.www.example.com", "com", "example.com"},
      {"EXAMPLE.COM", "com", "example.com"},
      {"example.com.", "com.", "example.com."},
      {"github.io", "github.io", NULL},
      {"whatwg.github.io", "github.io", "whatwg.github.io"},
      {"\xd8\xa5\xd8\xae\xd8\xaa\xd8\xa8\xd8\xa7\xd8\xb1", "xn--kgbechtv", NULL},
      {"example.\xd8\xa5\xd8\xae\xd8\xaa\xd8\xa8\xd8\xa7\xd8\xb1", "xn--kgbechtv", "example.xn--kgbechtv"},
      {"sub.example.\xd8\xa5\xd8\xae\xd8\xaa\xd8\xa8\xd8\xa7\xd8\xb1", "xn--kgbechtv", "example.xn--kgbechtv"},
      {"[2001:0db8:85a3:0000:0000:8a2e:0370:7334]", NULL, NULL},
      {"127.0.0.1", NULL, NULL},
      {"exa mple.com", NULL, NULL}, /* does not parse */
  };
  for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) {
    for (int which = 0; which < 2; which++) {
      const char *want = which ? t[i].rd : t[i].ps;
      wurl_string s = {(char *)1, 1};
      bool found = !want;
      wurl_status st = which ? wurl_registrable_domain(t[i].host, strlen(t[i].host), &s, &found)
                             : wurl_public_suffix(t[i].host, strlen(t[i].host), &s, &found);
      int ok = st == WURL_OK && (want ? found && owned_eq(s, want, strlen(want)) : !found && s.data == NULL);
      CHECK(ok, "%s of %s: %s found %d \"%s\", want %s", which ? "registrable domain" : "public suffix", t[i].host,
            wurl_status_name(st), found, s.data ? s.data : "", want ? want : "null");
      wurl_string_free(s);
      /* The same through a URL of that host. */
      char href[256];
      snprintf(href, sizeof href, "https://%s/", t[i].host);
      wurl_url *u = NULL;
      if (wurl_parse(href, strlen(href), NULL, 0, &u) != WURL_OK) continue;
      st = which ? wurl_get_registrable_domain(u, &s, &found) : wurl_get_public_suffix(u, &s, &found);
      ok = st == WURL_OK && (want ? found && owned_eq(s, want, strlen(want)) : !found && s.data == NULL);
      CHECK(ok, "URL %s: %s found %d \"%s\"", href, wurl_status_name(st), found, s.data ? s.data : "");
      wurl_string_free(s);
      wurl_free(u);
    }
  }
  /* URLs whose host is not a domain have none. */
  const char *none[] = {"foo://example.com/", "file:///x", "mailto:a@example.com"};
  for (size_t i = 0; i < sizeof none / sizeof none[0]; i++) {
    wurl_url *u = NULL;
    wurl_string s;
    bool found = true;
    CHECK(wurl_parse(none[i], strlen(none[i]), NULL, 0, &u) == WURL_OK &&
              wurl_get_public_suffix(u, &s, &found) == WURL_OK && !found && s.data == NULL,
          "%s has no public suffix", none[i]);
    wurl_free(u);
  }
}

/* ---- rendering ---- */

static void rendering(void) {
  static const struct {
    const char *href, *render, *host;
  } t[] = {
      /* Credentials dropped, the domain in Unicode, UTF-8 in path, query and
       * fragment decoded. */
      {"https://user:pw@xn--fa-hia.de:8080/caf%C3%A9?x=%C3%A9#fr%C3%A9", "https://fa\xc3\x9f.de:8080/caf\xc3\xa9?x=\xc3\xa9#fr\xc3\xa9",
       "fa\xc3\x9f.de"},
      /* Space, delimiters, invalid UTF-8 and hidden code points (U+200B) stay encoded. */
      {"https://example.com/a%20b%2Fc%FF%E2%80%8Bd", "https://example.com/a%20b%2Fc%FF%E2%80%8Bd", "example.com"},
      /* Unreserved ASCII is decoded. */
      {"https://example.com/%41%7E", "https://example.com/A~", "example.com"},
      {"http://[::1]/", "http://[::1]/", "[::1]"},
      {"mailto:x%C3%A9@example.com", "mailto:x\xc3\xa9@example.com", ""},
  };
  for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) {
    wurl_url *u = NULL;
    wurl_string r = {NULL, 0}, h = {NULL, 0};
    CHECK(wurl_parse(t[i].href, strlen(t[i].href), NULL, 0, &u) == WURL_OK, "parse %s", t[i].href);
    CHECK(wurl_render(u, &r) == WURL_OK && owned_eq(r, t[i].render, strlen(t[i].render)), "render %s: \"%s\"",
          t[i].href, r.data ? r.data : "");
    CHECK(wurl_render_host(u, &h) == WURL_OK && owned_eq(h, t[i].host, strlen(t[i].host)), "render host %s: \"%s\"",
          t[i].href, h.data ? h.data : "");
    wurl_string_free(r);
    wurl_string_free(h);
    wurl_free(u);
  }
}

int main(void) {
  validation_examples();
  editions();
  validation_misc();
  parse_failures();
  encodings();
  hosts();
  percent();
  public_suffix();
  rendering();
  return finish();
}
