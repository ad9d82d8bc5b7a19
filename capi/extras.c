/* extras.c - hosts and domains, percent-encoding, public suffix and
 * rendering: argument checks, then exactly one Go call each. */
#include "internal.h"
#include "_cgo_export.h"
#include "engine.h"


/* The checks every owned-string function starts with: *out cleared, then
 * the out-pointer, the input and the fork state. */
static wurl_status begin(const char *in, size_t len, wurl_string *out) {
  if (out == NULL) return WURL_ERR_INVALID_ARGUMENT;
  out->data = NULL;
  out->len = 0;
  if (in == NULL && len != 0) return WURL_ERR_INVALID_ARGUMENT;
  if (len > MAX_LEN) return WURL_ERR_TOO_LONG;
  if (!wurl__engine_ready()) return WURL_ERR_FORKED;
  return WURL_OK;
}

wurl_status wurl_domain_to_ascii(const char *domain, size_t len, bool be_strict, wurl_string *out,
                                 wurl_validation_error *why) {
  return wurl_domain_to_ascii_edition(domain, len, be_strict, WURL_EDITION_2025, out, why);
}

wurl_status wurl_domain_to_ascii_edition(const char *domain, size_t len, bool be_strict, wurl_edition edition,
                                         wurl_string *out, wurl_validation_error *why) {
  if (why != NULL) *why = WURL_VERR_NONE;
  wurl_status st = begin(domain, len, out);
  if (st != WURL_OK) return st;
  if ((unsigned)edition >= WURL_EDITION_COUNT) return WURL_ERR_INVALID_ARGUMENT;
  int kind = 0;
  st = (wurl_status)wurlgo_domain_to_ascii((char *)domain, len, be_strict, (int)edition, out, &kind);
  if (st == WURL_ERR_PARSE && why != NULL) *why = (wurl_validation_error)kind;
  return st;
}

wurl_status wurl_domain_to_unicode(const char *domain, size_t len, wurl_string *out) {
  return wurl_domain_to_unicode_edition(domain, len, WURL_EDITION_2025, out);
}

wurl_status wurl_domain_to_unicode_edition(const char *domain, size_t len, wurl_edition edition,
                                           wurl_string *out) {
  wurl_status st = begin(domain, len, out);
  if (st != WURL_OK) return st;
  if ((unsigned)edition >= WURL_EDITION_COUNT) return WURL_ERR_INVALID_ARGUMENT;
  return (wurl_status)wurlgo_domain_to_unicode((char *)domain, len, (int)edition, out);
}

wurl_status wurl_host_parse(const char *input, size_t len, bool is_opaque, wurl_string *out,
                            wurl_host_type *type, wurl_validation_error *why) {
  return wurl_host_parse_edition(input, len, is_opaque, WURL_EDITION_2025, out, type, why);
}

wurl_status wurl_host_parse_edition(const char *input, size_t len, bool is_opaque, wurl_edition edition,
                                    wurl_string *out, wurl_host_type *type, wurl_validation_error *why) {
  if (type != NULL) *type = WURL_HOST_NONE;
  if (why != NULL) *why = WURL_VERR_NONE;
  wurl_status st = begin(input, len, out);
  if (st != WURL_OK) return st;
  if ((unsigned)edition >= WURL_EDITION_COUNT) return WURL_ERR_INVALID_ARGUMENT;
  int t = 0, kind = 0;
  st = (wurl_status)wurlgo_host_parse((char *)input, len, is_opaque, (int)edition, out, &t, &kind);
  if (st == WURL_OK && type != NULL) *type = (wurl_host_type)t;
  if (st == WURL_ERR_PARSE && why != NULL) *why = (wurl_validation_error)kind;
  return st;
}

wurl_status wurl_percent_encode(const char *s, size_t len, wurl_encode_set set, bool space_as_plus,
                                wurl_string *out) {
  wurl_status st = begin(s, len, out);
  if (st != WURL_OK) return st;
  if ((unsigned)set > (unsigned)WURL_ENCODE_FORM_URLENCODED) return WURL_ERR_INVALID_ARGUMENT;
  return (wurl_status)wurlgo_percent_encode((char *)s, len, (int)set, space_as_plus, out);
}

wurl_status wurl_percent_decode(const char *s, size_t len, wurl_string *out) {
  wurl_status st = begin(s, len, out);
  if (st != WURL_OK) return st;
  return (wurl_status)wurlgo_percent_decode((char *)s, len, out);
}

/* The four public-suffix functions: of a host string (of_url false) or of a
 * URL's host. */
static wurl_status psl(const char *host, size_t len, bool of_url, const wurl_url *url,
                       bool registrable, wurl_string *out, bool *found) {
  if (found != NULL) *found = false;
  if (out != NULL) {
    out->data = NULL;
    out->len = 0;
  }
  if (out == NULL || found == NULL || (host == NULL && len != 0)) return WURL_ERR_INVALID_ARGUMENT;
  if (of_url && !wurl__url_ok(url)) return WURL_ERR_INVALID_HANDLE;
  if (len > MAX_LEN) return WURL_ERR_TOO_LONG;
  if (!wurl__engine_ready()) return WURL_ERR_FORKED;
  return (wurl_status)wurlgo_psl((char *)host, len, (struct wurl_url *)url, registrable, out, found);
}

wurl_status wurl_public_suffix(const char *host, size_t len, wurl_string *out, bool *found) {
  return psl(host, len, false, NULL, false, out, found);
}

wurl_status wurl_registrable_domain(const char *host, size_t len, wurl_string *out, bool *found) {
  return psl(host, len, false, NULL, true, out, found);
}

wurl_status wurl_get_public_suffix(const wurl_url *url, wurl_string *out, bool *found) {
  return psl(NULL, 0, true, url, false, out, found);
}

wurl_status wurl_get_registrable_domain(const wurl_url *url, wurl_string *out, bool *found) {
  return psl(NULL, 0, true, url, true, out, found);
}

static wurl_status render(const wurl_url *url, bool host, wurl_string *out) {
  if (out == NULL) return WURL_ERR_INVALID_ARGUMENT;
  out->data = NULL;
  out->len = 0;
  if (!wurl__url_ok(url)) return WURL_ERR_INVALID_HANDLE;
  if (!wurl__engine_ready()) return WURL_ERR_FORKED;
  return (wurl_status)wurlgo_render((struct wurl_url *)url, host, out);
}

wurl_status wurl_render(const wurl_url *url, wurl_string *out) { return render(url, false, out); }

wurl_status wurl_render_host(const wurl_url *url, wurl_string *out) { return render(url, true, out); }
