/* pattern.c - URL patterns (the URL PATTERNS section of whatwgurl.h):
 * argument checks, then one Go call for the constructors, test and exec;
 * the getters and the result accessors are plain C. */
#include "internal.h"
#include "_cgo_export.h" /* also brings struct wurl_pattern, from pattern.go */
#include "engine.h"

static const wurl_str empty_view = {"", 0};

static int pattern_ok(const wurl_pattern *p) { return p != NULL && p->magic == WURL_MAGIC_PATTERN; }

static int result_ok(const wurl_pattern_result *r) {
  return r != NULL && r->magic == WURL_MAGIC_PATTERN_RESULT;
}

/* Whether every member of init is a valid string argument; too_long is set
 * when one is 4 GiB or more. */
static int init_ok(const wurl_pattern_init *init, int *too_long) {
  const wurl_str *m[] = {&init->protocol, &init->username, &init->password,
                         &init->hostname, &init->port,     &init->pathname,
                         &init->search,   &init->hash,     &init->base_url};
  *too_long = 0;
  for (size_t i = 0; i < sizeof m / sizeof m[0]; i++) {
    if (m[i]->data == NULL && m[i]->len != 0) return 0;
    if (m[i]->len > MAX_LEN) *too_long = 1;
  }
  return 1;
}

/* The argument checks shared by the constructors, test and exec: init when
 * use_init, else input with base (base_len is set to 0 when base is NULL). */
static wurl_status args_ok(const char *input, size_t input_len, const char *base, size_t *base_len,
                           const wurl_pattern_init *init, int use_init) {
  if (use_init) {
    int too_long;
    if (init == NULL || !init_ok(init, &too_long)) return WURL_ERR_INVALID_ARGUMENT;
    return too_long ? WURL_ERR_TOO_LONG : WURL_OK;
  }
  if (input == NULL && input_len != 0) return WURL_ERR_INVALID_ARGUMENT;
  if (base == NULL) *base_len = 0;
  if (input_len > MAX_LEN || *base_len > MAX_LEN) return WURL_ERR_TOO_LONG;
  return WURL_OK;
}

/* The shared body of the two constructors: input (with base) when init is
 * NULL, else init. */
static wurl_status pattern_new(const char *input, size_t input_len, const char *base, size_t base_len,
                               const wurl_pattern_init *init, int use_init, uint32_t flags,
                               wurl_pattern **out, wurl_pattern_error *why, wurl_string *message) {
  if (why != NULL) *why = WURL_PATTERN_ERR_NONE;
  if (message != NULL) {
    message->data = NULL;
    message->len = 0;
  }
  if (out == NULL) return WURL_ERR_INVALID_ARGUMENT;
  *out = NULL;
  if (flags & ~WURL_PATTERN_IGNORE_CASE) return WURL_ERR_INVALID_ARGUMENT;
  wurl_status arg = args_ok(input, input_len, base, &base_len, init, use_init);
  if (arg != WURL_OK) return arg;
  if (!wurl__engine_ready()) return WURL_ERR_FORKED;
  int kind = 0;
  struct wurl_pattern *p = NULL;
  wurl_status st = (wurl_status)wurlgo_pattern_new((char *)input, input_len, (char *)base, base_len,
                                                   base != NULL, (wurl_pattern_init *)init, flags, &p,
                                                   &kind, message);
  if (st != WURL_OK) {
    if (st == WURL_ERR_PARSE && why != NULL) *why = (wurl_pattern_error)kind;
    return st;
  }
  p->gen = wurl__gen;
  *out = p;
  return WURL_OK;
}

wurl_status wurl_pattern_new(const char *input, size_t input_len, const char *base, size_t base_len,
                             uint32_t flags, wurl_pattern **out, wurl_pattern_error *why,
                             wurl_string *message) {
  return pattern_new(input, input_len, base, base_len, NULL, 0, flags, out, why, message);
}

wurl_status wurl_pattern_new_init(const wurl_pattern_init *init, const char *base, size_t base_len,
                                  uint32_t flags, wurl_pattern **out, wurl_pattern_error *why,
                                  wurl_string *message) {
  (void)base_len;
  if (base != NULL) {
    /* The constructor's step: an init with a baseURL argument is a TypeError. */
    if (why != NULL) *why = WURL_PATTERN_ERR_BASE_WITH_INIT;
    if (message != NULL) message->data = NULL, message->len = 0;
    if (out == NULL) return WURL_ERR_INVALID_ARGUMENT;
    *out = NULL;
    return init == NULL ? WURL_ERR_INVALID_ARGUMENT : WURL_ERR_PARSE;
  }
  return pattern_new(NULL, 0, NULL, 0, init, 1, flags, out, why, message);
}

void wurl_pattern_free(wurl_pattern *p) {
  if (!pattern_ok(p)) return;
  p->magic = WURL_MAGIC_DEAD;
  /* A pattern made before a fork: its Go side is the parent's, not here. */
  if (p->gen == wurl__gen && wurl__engine_ready()) wurlgo_pattern_release(p->handle);
  free(p);
}

wurl_str wurl_pattern_get_component(const wurl_pattern *p, wurl_pattern_component c) {
  if (!pattern_ok(p) || (unsigned)c >= WURL_PATTERN_COMPONENT_COUNT) return empty_view;
  return p->components[c];
}

#define PATTERN_GETTER(name, c) \
  wurl_str wurl_pattern_get_##name(const wurl_pattern *p) { return wurl_pattern_get_component(p, c); }
PATTERN_GETTER(protocol, WURL_PATTERN_PROTOCOL)
PATTERN_GETTER(username, WURL_PATTERN_USERNAME)
PATTERN_GETTER(password, WURL_PATTERN_PASSWORD)
PATTERN_GETTER(hostname, WURL_PATTERN_HOSTNAME)
PATTERN_GETTER(port, WURL_PATTERN_PORT)
PATTERN_GETTER(pathname, WURL_PATTERN_PATHNAME)
PATTERN_GETTER(search, WURL_PATTERN_SEARCH)
PATTERN_GETTER(hash, WURL_PATTERN_HASH)

bool wurl_pattern_has_regexp_groups(const wurl_pattern *p) {
  return pattern_ok(p) && p->has_regexp_groups != 0;
}

/* The shared body of test and exec (out NULL: test). */
static wurl_status pattern_match(const wurl_pattern *p, const char *input, size_t input_len,
                                 const char *base, size_t base_len, const wurl_pattern_init *init,
                                 int use_init, bool *matched, wurl_pattern_result **out) {
  if (!pattern_ok(p)) return WURL_ERR_INVALID_HANDLE;
  wurl_status arg = args_ok(input, input_len, base, &base_len, init, use_init);
  if (arg != WURL_OK) return arg;
  if (!wurl__engine_ready() || p->gen != wurl__gen) return WURL_ERR_FORKED;
  bool m = false;
  struct wurl_pattern_result *r = NULL;
  wurl_status st = (wurl_status)wurlgo_pattern_match((struct wurl_pattern *)p, (char *)input, input_len,
                                                     (char *)base, base_len, base != NULL,
                                                     (wurl_pattern_init *)init, &m, out ? &r : NULL);
  if (st != WURL_OK) return st;
  if (matched != NULL) *matched = m;
  if (out != NULL) *out = r;
  return WURL_OK;
}

wurl_status wurl_pattern_test(const wurl_pattern *p, const char *input, size_t input_len,
                              const char *base, size_t base_len, bool *matched) {
  if (matched == NULL) return WURL_ERR_INVALID_ARGUMENT;
  *matched = false;
  return pattern_match(p, input, input_len, base, base_len, NULL, 0, matched, NULL);
}

wurl_status wurl_pattern_first_match(const wurl_pattern *const *patterns, size_t count, const char *input,
                                     size_t input_len, const char *base, size_t base_len, size_t *index) {
  if (index == NULL) return WURL_ERR_INVALID_ARGUMENT;
  *index = count;
  if (patterns == NULL && count != 0) return WURL_ERR_INVALID_ARGUMENT;
  for (size_t i = 0; i < count; i++)
    if (!pattern_ok(patterns[i])) return WURL_ERR_INVALID_HANDLE;
  wurl_status arg = args_ok(input, input_len, base, &base_len, NULL, 0);
  if (arg != WURL_OK) return arg;
  if (!wurl__engine_ready()) return WURL_ERR_FORKED;
  for (size_t i = 0; i < count; i++)
    if (patterns[i]->gen != wurl__gen) return WURL_ERR_FORKED;
  if (count == 0) return WURL_OK;
  size_t at = count;
  wurl_status st = (wurl_status)wurlgo_pattern_first((struct wurl_pattern **)patterns, count, (char *)input,
                                                     input_len, (char *)base, base_len, base != NULL, &at);
  if (st == WURL_OK) *index = at;
  return st;
}

wurl_status wurl_pattern_test_init(const wurl_pattern *p, const wurl_pattern_init *init, const char *base,
                                   size_t base_len, bool *matched) {
  (void)base_len;
  if (matched == NULL) return WURL_ERR_INVALID_ARGUMENT;
  *matched = false;
  if (base != NULL) return !pattern_ok(p) ? WURL_ERR_INVALID_HANDLE : init == NULL ? WURL_ERR_INVALID_ARGUMENT : WURL_ERR_PARSE;
  return pattern_match(p, NULL, 0, NULL, 0, init, 1, matched, NULL);
}

wurl_status wurl_pattern_exec(const wurl_pattern *p, const char *input, size_t input_len,
                              const char *base, size_t base_len, wurl_pattern_result **out) {
  if (out == NULL) return WURL_ERR_INVALID_ARGUMENT;
  *out = NULL;
  return pattern_match(p, input, input_len, base, base_len, NULL, 0, NULL, out);
}

wurl_status wurl_pattern_exec_init(const wurl_pattern *p, const wurl_pattern_init *init, const char *base,
                                   size_t base_len, wurl_pattern_result **out) {
  (void)base_len;
  if (out == NULL) return WURL_ERR_INVALID_ARGUMENT;
  *out = NULL;
  /* test(init, baseURL) and exec(init, baseURL) throw a TypeError. */
  if (base != NULL) return !pattern_ok(p) ? WURL_ERR_INVALID_HANDLE : init == NULL ? WURL_ERR_INVALID_ARGUMENT : WURL_ERR_PARSE;
  return pattern_match(p, NULL, 0, NULL, 0, init, 1, NULL, out);
}

const wurl_pattern_match *wurl_pattern_result_match(const wurl_pattern_result *r) {
  if (!result_ok(r)) return NULL;
  return &r->match;
}

void wurl_pattern_result_free(wurl_pattern_result *r) {
  if (!result_ok(r)) return;
  r->magic = WURL_MAGIC_DEAD;
  free(r);
}

wurl_status wurl_pattern_compare_component(wurl_pattern_component component, const wurl_pattern *left,
                                           const wurl_pattern *right, int *result) {
  if (result == NULL) return WURL_ERR_INVALID_ARGUMENT;
  *result = 0;
  if (!pattern_ok(left) || !pattern_ok(right)) return WURL_ERR_INVALID_HANDLE;
  if ((unsigned)component >= WURL_PATTERN_COMPONENT_COUNT) return WURL_ERR_INVALID_ARGUMENT;
  if (!wurl__engine_ready() || left->gen != wurl__gen || right->gen != wurl__gen)
    return WURL_ERR_FORKED;
  int r = 0;
  wurl_status st = (wurl_status)wurlgo_pattern_compare((int)component, (struct wurl_pattern *)left,
                                                       (struct wurl_pattern *)right, &r);
  if (st == WURL_OK) *result = r;
  return st;
}

wurl_status wurl_pattern_generate(const wurl_pattern *p, wurl_pattern_component component,
                                  const wurl_str *names, const wurl_str *values, size_t n,
                                  wurl_string *out) {
  if (out == NULL) return WURL_ERR_INVALID_ARGUMENT;
  out->data = NULL;
  out->len = 0;
  if (!pattern_ok(p)) return WURL_ERR_INVALID_HANDLE;
  if ((unsigned)component >= WURL_PATTERN_COMPONENT_COUNT) return WURL_ERR_INVALID_ARGUMENT;
  if (n > 0 && (names == NULL || values == NULL)) return WURL_ERR_INVALID_ARGUMENT;
  for (size_t i = 0; i < n; i++) {
    if ((names[i].data == NULL && names[i].len != 0) || (values[i].data == NULL && values[i].len != 0))
      return WURL_ERR_INVALID_ARGUMENT;
    if (names[i].len > MAX_LEN || values[i].len > MAX_LEN) return WURL_ERR_TOO_LONG;
  }
  if (!wurl__engine_ready() || p->gen != wurl__gen) return WURL_ERR_FORKED;
  return (wurl_status)wurlgo_pattern_generate((struct wurl_pattern *)p, (int)component,
                                              (wurl_str *)names, (wurl_str *)values, n, out);
}
