/* wurl.c - the public functions of libwhatwgurl that are plain C: argument
 * checks, getters, components, clone, free. Functions that need the engine
 * call exactly one Go export (wurlgo_*), through engine.h. */
#include "internal.h"
#include "_cgo_export.h"
#include "engine.h"

void wurl_string_free(wurl_string s) { free(s.data); }

/* Per thread, as errno: a failure on one thread never shows on another. */
static __thread wurl_parse_failure last_failure;

void wurl__parse_failed(int error, int base) {
  if (wurl__host_parse_failed != NULL) { /* a private copy: the record is the first copy's */
    wurl__host_parse_failed(error, base);
    return;
  }
  last_failure.error = (wurl_validation_error)error;
  last_failure.base = base != 0;
}

wurl_parse_failure wurl_last_parse_failure(void) { return last_failure; }

/* ---- parsing ---- */

/* A block with room for an href of size bytes and its NUL, every field but
 * the components set; magic stays 0 until the URL is complete. */
static struct wurl_url *block_of(size_t size) {
  struct wurl_url *u = malloc(sizeof *u + size);
  if (u == NULL) return NULL;
  u->magic = 0;
  u->flags = WURL_F_INLINE;
  u->href = (char *)(u + 1);
  u->href_len = 0;
  u->href_cap = size;
  u->sp = NULL;
  u->list = 0;
  u->list_gen = wurl__gen;
  return u;
}

/* The first guess of the href's size: most hrefs are no longer than the input
 * plus the base; a longer one makes the Go side grow the block. */
struct wurl_url *wurl__new_block(size_t guess) {
  if (guess > 4096) guess = 4096;
  return block_of(guess + 32);
}

static wurl_status do_parse(const char *input, size_t input_len, const char *base,
                            size_t base_len, int has_base, const wurl_url *base_url,
                            wurl_edition edition, wurl_url **out, wurl_validation_error *why) {
  if (why != NULL) *why = WURL_VERR_NONE;
  if (out == NULL) return WURL_ERR_INVALID_ARGUMENT;
  *out = NULL;
  if ((unsigned)edition >= WURL_EDITION_COUNT) return WURL_ERR_INVALID_ARGUMENT;
  if (input == NULL && input_len != 0) return WURL_ERR_INVALID_ARGUMENT;
  if (input_len > MAX_LEN || base_len > MAX_LEN) return WURL_ERR_TOO_LONG;
  if (base_url != NULL && !wurl__url_ok(base_url)) return WURL_ERR_INVALID_HANDLE;
  if (!wurl__engine_ready()) return WURL_ERR_FORKED;
  /* Canonical input is its own href whatever the base; a base string must
   * still be parsed (it may be invalid), so that case goes to the engine. */
  wurl_components c;
  int slash;
  if (!has_base && wurl__canonical(input, input_len, &c, &slash)) {
    struct wurl_url *u = block_of(input_len + (size_t)slash + 1);
    if (u == NULL) return WURL_ERR_NO_MEMORY;
    if (input_len) memcpy(u->href, input, input_len);
    if (slash) u->href[input_len] = '/';
    u->href_len = input_len + (size_t)slash;
    u->href[u->href_len] = '\0';
    u->c = c;
    /* The editions never differ on canonical input; the URL keeps the
     * caller's for its setters. */
    u->flags |= (uint32_t)edition << WURL_F_EDITION_SHIFT;
    u->magic = WURL_MAGIC_URL;
    *out = u;
    return WURL_OK;
  }
  size_t guess = input_len + (base_url ? base_url->href_len : base_len);
  struct wurl_url *blk = wurl__new_block(guess);
  if (blk == NULL) return WURL_ERR_NO_MEMORY;
  /* With no base, input may be a cheap rewrite away from canonical
   * (canonical.c), written into the block the engine would have used; the
   * rewrites are checked against the default edition's parser. */
  size_t len;
  if (!has_base && base_url == NULL && edition == WURL_EDITION_2025 && input_len + 2 <= blk->href_cap &&
      wurl__canonical_rewrite(input, input_len, blk->href, &len, &c, &slash)) {
    if (slash) blk->href[len++] = '/';
    blk->href[len] = '\0';
    blk->href_len = len;
    blk->c = c;
    blk->flags |= (uint32_t)edition << WURL_F_EDITION_SHIFT;
    blk->magic = WURL_MAGIC_URL;
    *out = blk;
    return WURL_OK;
  }
  int kind = 0;
  wurl_status st = (wurl_status)wurlgo_parse((char *)input, input_len, (char *)base, base_len,
                                             has_base, (struct wurl_url *)base_url, (int)edition, &blk,
                                             &kind);
  if (st != WURL_OK) {
    free(blk);
    if (st == WURL_ERR_PARSE && why != NULL) *why = (wurl_validation_error)kind;
    return st;
  }
  *out = blk;
  return WURL_OK;
}

wurl_status wurl_parse(const char *input, size_t input_len, const char *base, size_t base_len,
                       wurl_url **out) {
  if (base == NULL) base_len = 0;
  return do_parse(input, input_len, base, base_len, base != NULL, NULL, WURL_EDITION_2025, out, NULL);
}

wurl_status wurl_parse_edition(const char *input, size_t input_len, const char *base, size_t base_len,
                               wurl_edition edition, wurl_url **out) {
  if (base == NULL) base_len = 0;
  return do_parse(input, input_len, base, base_len, base != NULL, NULL, edition, out, NULL);
}

wurl_status wurl_parse_ex(const char *input, size_t input_len, const char *base, size_t base_len,
                          wurl_url **out, wurl_validation_error *why) {
  if (base == NULL) base_len = 0;
  return do_parse(input, input_len, base, base_len, base != NULL, NULL, WURL_EDITION_2025, out, why);
}

wurl_status wurl_parse_with_base_url(const char *input, size_t input_len, const wurl_url *base,
                                     wurl_url **out) {
  return do_parse(input, input_len, NULL, 0, 0, base, WURL_EDITION_2025, out, NULL);
}

wurl_status wurl_parse_with_base_url_edition(const char *input, size_t input_len, const wurl_url *base,
                                             wurl_edition edition, wurl_url **out) {
  return do_parse(input, input_len, NULL, 0, 0, base, edition, out, NULL);
}

wurl_status wurl_parse_with_encoding(const char *input, size_t input_len, const char *base,
                                     size_t base_len, const char *encoding, size_t encoding_len,
                                     wurl_url **out) {
  return wurl_parse_with_encoding_edition(input, input_len, base, base_len, encoding, encoding_len,
                                          WURL_EDITION_2025, out);
}

wurl_status wurl_parse_with_encoding_edition(const char *input, size_t input_len, const char *base,
                                             size_t base_len, const char *encoding, size_t encoding_len,
                                             wurl_edition edition, wurl_url **out) {
  if (out == NULL) return WURL_ERR_INVALID_ARGUMENT;
  *out = NULL;
  if (base == NULL) base_len = 0;
  if ((input == NULL && input_len != 0) || (encoding == NULL && encoding_len != 0) ||
      (unsigned)edition >= WURL_EDITION_COUNT)
    return WURL_ERR_INVALID_ARGUMENT;
  if (input_len > MAX_LEN || base_len > MAX_LEN || encoding_len > MAX_LEN) return WURL_ERR_TOO_LONG;
  if (!wurl__engine_ready()) return WURL_ERR_FORKED;
  struct wurl_url *blk = wurl__new_block(input_len + base_len);
  if (blk == NULL) return WURL_ERR_NO_MEMORY;
  wurl_status st = (wurl_status)wurlgo_parse_encoding((char *)input, input_len, (char *)base, base_len,
                                                      base != NULL, (char *)encoding, encoding_len,
                                                      (int)edition, &blk);
  if (st != WURL_OK) {
    free(blk);
    return st;
  }
  *out = blk;
  return WURL_OK;
}

wurl_status wurl_validate(const char *input, size_t input_len, const char *base, size_t base_len,
                          wurl_url **out, wurl_validation_report *report) {
  return wurl_validate_edition(input, input_len, base, base_len, WURL_EDITION_2025, out, report);
}

wurl_status wurl_validate_edition(const char *input, size_t input_len, const char *base, size_t base_len,
                                  wurl_edition edition, wurl_url **out, wurl_validation_report *report) {
  if (out != NULL) *out = NULL;
  if (report == NULL) return WURL_ERR_INVALID_ARGUMENT;
  report->errors = NULL;
  report->count = 0;
  report->failure = WURL_VERR_NONE;
  if (base == NULL) base_len = 0;
  if ((input == NULL && input_len != 0) || (unsigned)edition >= WURL_EDITION_COUNT)
    return WURL_ERR_INVALID_ARGUMENT;
  if (input_len > MAX_LEN || base_len > MAX_LEN) return WURL_ERR_TOO_LONG;
  if (!wurl__engine_ready()) return WURL_ERR_FORKED;
  struct wurl_url *blk = NULL;
  if (out != NULL && (blk = wurl__new_block(input_len + base_len)) == NULL) return WURL_ERR_NO_MEMORY;
  wurl_status st = (wurl_status)wurlgo_validate((char *)input, input_len, (char *)base, base_len,
                                                base != NULL, (int)edition, out != NULL ? &blk : NULL, report);
  if (st != WURL_OK && st != WURL_ERR_PARSE) wurl_validation_report_free(report);
  if (st != WURL_OK) {
    free(blk);
    return st;
  }
  if (out != NULL) *out = blk;
  return WURL_OK;
}

void wurl_validation_report_free(wurl_validation_report *report) {
  if (report == NULL) return;
  free(report->errors);
  report->errors = NULL;
  report->count = 0;
  report->failure = WURL_VERR_NONE;
}

bool wurl_can_parse(const char *input, size_t input_len, const char *base, size_t base_len) {
  return wurl_can_parse_edition(input, input_len, base, base_len, WURL_EDITION_2025);
}

bool wurl_can_parse_edition(const char *input, size_t input_len, const char *base, size_t base_len,
                            wurl_edition edition) {
  if ((input == NULL && input_len != 0) || (unsigned)edition >= WURL_EDITION_COUNT) return false;
  if (base == NULL) base_len = 0;
  if (input_len > MAX_LEN || base_len > MAX_LEN) return false;
  if (!wurl__engine_ready()) return false;
  wurl_components c;
  int slash;
  if (base == NULL && wurl__canonical(input, input_len, &c, &slash)) return true;
  return wurlgo_can_parse((char *)input, input_len, (char *)base, base_len, base != NULL, (int)edition) == 1;
}

wurl_edition wurl_get_edition(const wurl_url *url) {
  if (!wurl__url_ok(url)) return WURL_EDITION_2025;
  return (wurl_edition)((url->flags & WURL_F_EDITION_MASK) >> WURL_F_EDITION_SHIFT);
}

wurl_url *wurl_clone(const wurl_url *url) {
  if (!wurl__url_ok(url)) return NULL;
  struct wurl_url *u = malloc(sizeof *u + url->href_len + 1);
  if (u == NULL) return NULL;
  u->magic = WURL_MAGIC_URL;
  u->flags = WURL_F_INLINE | (url->flags & WURL_F_EDITION_MASK);
  u->href = (char *)(u + 1);
  memcpy(u->href, url->href, url->href_len + 1);
  u->href_len = url->href_len;
  u->href_cap = url->href_len + 1;
  u->sp = NULL;
  u->list = 0; /* the copy's query object is made from its query, as a new URL's */
  u->list_gen = wurl__gen;
  u->c = url->c;
  return u;
}

__attribute__((visibility("hidden"))) void wurl__search_params_release(struct wurl_search_params *p);

void wurl_free(wurl_url *url) {
  if (!wurl__url_ok(url)) return;
  url->magic = WURL_MAGIC_DEAD;
  if (url->sp != NULL) wurl__search_params_release(url->sp);
  if (url->list_gen == wurl__gen) wurl__release_later(url->list);
  if (!(url->flags & WURL_F_INLINE)) free(url->href);
  free(url);
}

/* ---- getters ---- */

static const wurl_str empty_view = {"", 0};

/* The value of attribute attr: the header's wurl_attribute_range, which is
 * also the Arrow export's and C++'s. */
static inline wurl_str attribute_of(const wurl_url *u, wurl_attribute attr) {
  if (!wurl__url_ok(u)) return empty_view;
  wurl_range r = wurl_attribute_range(&u->c, (uint32_t)u->href_len, attr);
  wurl_str s = {u->href + r.start, r.end - r.start};
  return s;
}

#define GETTER(name, attr) \
  wurl_str wurl_get_##name(const wurl_url *u) { return attribute_of(u, attr); }
GETTER(href, WURL_ATTR_HREF)
GETTER(protocol, WURL_ATTR_PROTOCOL)
GETTER(username, WURL_ATTR_USERNAME)
GETTER(password, WURL_ATTR_PASSWORD)
GETTER(host, WURL_ATTR_HOST)
GETTER(hostname, WURL_ATTR_HOSTNAME)
GETTER(port, WURL_ATTR_PORT)
GETTER(pathname, WURL_ATTR_PATHNAME)
GETTER(search, WURL_ATTR_SEARCH)
GETTER(hash, WURL_ATTR_HASH)

wurl_status wurl_get_components(const wurl_url *u, wurl_components *out) {
  if (!wurl__url_ok(u)) return WURL_ERR_INVALID_HANDLE;
  if (out == NULL) return WURL_ERR_INVALID_ARGUMENT;
  *out = u->c;
  return WURL_OK;
}

wurl_status wurl_get_origin(const wurl_url *u, wurl_string *out) {
  if (out == NULL) return WURL_ERR_INVALID_ARGUMENT;
  out->data = NULL;
  out->len = 0;
  if (!wurl__url_ok(u)) return WURL_ERR_INVALID_HANDLE;
  if (!wurl__engine_ready()) return WURL_ERR_FORKED;
  return (wurl_status)wurlgo_origin((struct wurl_url *)u, out);
}

bool wurl_equals(const wurl_url *a, const wurl_url *b, bool exclude_fragments) {
  if (!wurl__url_ok(a) || !wurl__url_ok(b)) return false;
  size_t la = a->href_len, lb = b->href_len;
  if (exclude_fragments) {
    if (a->c.fragment_start != WURL_OMITTED) la = a->c.fragment_start;
    if (b->c.fragment_start != WURL_OMITTED) lb = b->c.fragment_start;
  }
  return la == lb && memcmp(a->href, b->href, la) == 0;
}

/* ---- setters ---- */

wurl_status wurl_set(wurl_url *url, wurl_attribute attr, const char *value, size_t value_len,
                     bool *changed) {
  if (changed != NULL) *changed = false;
  if (!wurl__url_ok(url)) return WURL_ERR_INVALID_HANDLE;
  if ((unsigned)attr > (unsigned)WURL_ATTR_HASH) return WURL_ERR_INVALID_ARGUMENT;
  if (value == NULL && value_len != 0) return WURL_ERR_INVALID_ARGUMENT;
  if (value_len > MAX_LEN) return WURL_ERR_TOO_LONG;
  if (!wurl__engine_ready()) return WURL_ERR_FORKED;
  wurl__adopt_list(url);
  bool ch = false;
  wurl_status st =
      (wurl_status)wurlgo_set(url, (int)attr, (char *)value, value_len, &ch, wurl__take_released());
  if (changed != NULL) *changed = ch;
  return st;
}

#define SETTER(name, attr)                                                   \
  wurl_status wurl_set_##name(wurl_url *url, const char *value, size_t len) { \
    return wurl_set(url, attr, value, len, NULL);                            \
  }
SETTER(href, WURL_ATTR_HREF)
SETTER(protocol, WURL_ATTR_PROTOCOL)
SETTER(username, WURL_ATTR_USERNAME)
SETTER(password, WURL_ATTR_PASSWORD)
SETTER(host, WURL_ATTR_HOST)
SETTER(hostname, WURL_ATTR_HOSTNAME)
SETTER(port, WURL_ATTR_PORT)
SETTER(pathname, WURL_ATTR_PATHNAME)
SETTER(search, WURL_ATTR_SEARCH)
SETTER(hash, WURL_ATTR_HASH)
