/* searchparams.c - URLSearchParams objects (section 6.2). Their lists live
 * in Go (capi/searchparams.go), reached through Go handles; frees never enter
 * Go, so they leave the handles for the next call into Go to delete. */
#include "internal.h"
#include "_cgo_export.h"
#include "engine.h"

static struct wurl_released *released; /* pushed by wurl__release_later */

void wurl__release_later(uintptr_t handle) {
  if (handle == 0) return;
  struct wurl_released *r = malloc(sizeof *r);
  if (r == NULL) return; /* the list then stays in Go's heap */
  r->handle = handle;
  r->next = __atomic_load_n(&released, __ATOMIC_RELAXED);
  while (!__atomic_compare_exchange_n(&released, &r->next, r, 1, __ATOMIC_RELEASE,
                                      __ATOMIC_RELAXED)) {
  }
}

/* In a forked child: the handles on the stack are the parent's runtime's,
 * which is not here; only their nodes are freed. */
void wurl__forget_released(void) {
  struct wurl_released *r = __atomic_exchange_n(&released, NULL, __ATOMIC_ACQUIRE);
  while (r != NULL) {
    struct wurl_released *next = r->next;
    free(r);
    r = next;
  }
}

/* Taking the whole stack at once leaves no ABA problem to the pushes. */
struct wurl_released *wurl__take_released(void) {
  if (__atomic_load_n(&released, __ATOMIC_RELAXED) == NULL) return NULL;
  return __atomic_exchange_n(&released, NULL, __ATOMIC_ACQUIRE);
}

__attribute__((visibility("hidden"))) void wurl__search_params_release(struct wurl_search_params *p) {
  if (p == NULL) return;
  p->magic = WURL_MAGIC_DEAD;
  if (p->standalone && p->gen == wurl__gen) wurl__release_later(p->list);
  wurl__sp_views_reset(p);
  free(p);
}

/* The chunks grow geometrically, so that a list read whole costs a few
 * mallocs; a string longer than the next chunk gets one of its own. */
void *wurl__sp_views_alloc(struct wurl_search_params *p, size_t n) {
  const size_t align = _Alignof(wurl_str);
  n = (n + align - 1) / align * align;
  struct wurl_sp_chunk *c = p->views;
  if (c == NULL || c->cap - c->used < n) {
    size_t cap = c == NULL ? 256 : c->cap * 2;
    if (cap > ((size_t)1 << 20)) cap = (size_t)1 << 20;
    if (cap < n) cap = n;
    size_t head = (sizeof *c + align - 1) / align * align;
    if (cap > SIZE_MAX - head) return NULL;
    struct wurl_sp_chunk *nc = malloc(head + cap);
    if (nc == NULL) return NULL;
    nc->next = c;
    nc->cap = cap;
    nc->used = 0;
    p->views = c = nc;
  }
  size_t head = (sizeof *c + align - 1) / align * align;
  void *r = (char *)c + head + c->used;
  c->used += n;
  return r;
}

void wurl__sp_views_reset(struct wurl_search_params *p) {
  struct wurl_sp_chunk *c = p->views;
  p->views = NULL;
  while (c != NULL) {
    struct wurl_sp_chunk *next = c->next;
    free(c);
    c = next;
  }
}

wurl_search_params *wurl_get_search_params(wurl_url *url) {
  if (!wurl__url_ok(url)) return NULL;
  struct wurl_search_params *p = __atomic_load_n(&url->sp, __ATOMIC_ACQUIRE);
  if (p != NULL) return p;
  p = calloc(1, sizeof *p);
  if (p == NULL) return NULL;
  p->magic = WURL_MAGIC_SP;
  p->url = url;
  struct wurl_search_params *expected = NULL;
  if (!__atomic_compare_exchange_n(&url->sp, &expected, p, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
    free(p);
    return expected;
  }
  return p;
}

wurl_status wurl_search_params_new(const char *init, size_t init_len, wurl_search_params **out) {
  if (out == NULL) return WURL_ERR_INVALID_ARGUMENT;
  *out = NULL;
  if (init == NULL && init_len != 0) return WURL_ERR_INVALID_ARGUMENT;
  if (init_len > MAX_LEN) return WURL_ERR_TOO_LONG;
  if (!wurl__engine_ready()) return WURL_ERR_FORKED;
  struct wurl_search_params *p = calloc(1, sizeof *p);
  if (p == NULL) return WURL_ERR_NO_MEMORY;
  p->standalone = 1;
  p->gen = wurl__gen;
  wurl_status st = (wurl_status)wurlgo_sp_new((char *)init, init_len, p, wurl__take_released());
  if (st != WURL_OK) {
    free(p);
    return st;
  }
  p->magic = WURL_MAGIC_SP;
  *out = p;
  return WURL_OK;
}

void wurl_search_params_free(wurl_search_params *p) {
  if (p == NULL || p->magic != WURL_MAGIC_SP || !p->standalone) return;
  wurl__search_params_release(p);
}

static wurl_status sp_call(wurl_search_params *p, int op, const char *name, size_t name_len,
                           const char *value, size_t value_len, int has_value, size_t index,
                           struct wurl_sp_result *res) {
  if (p == NULL || p->magic != WURL_MAGIC_SP) return WURL_ERR_INVALID_HANDLE;
  if (!p->standalone && !wurl__url_ok(p->url)) return WURL_ERR_INVALID_HANDLE;
  if ((name == NULL && name_len != 0) || (has_value && value == NULL && value_len != 0))
    return WURL_ERR_INVALID_ARGUMENT;
  if (name_len > MAX_LEN || value_len > MAX_LEN) return WURL_ERR_TOO_LONG;
  if (!wurl__engine_ready()) return WURL_ERR_FORKED;
  /* A standalone list made before a fork was the parent's runtime's: gone. */
  if (p->standalone && p->gen != wurl__gen) return WURL_ERR_FORKED;
  if (!p->standalone) wurl__adopt_list(p->url);
  return (wurl_status)wurlgo_sp(p, op, (char *)name, name_len, (char *)value, value_len, has_value,
                                index, res, wurl__take_released());
}

wurl_status wurl_search_params_size(wurl_search_params *p, size_t *out) {
  if (out == NULL) return WURL_ERR_INVALID_ARGUMENT;
  struct wurl_sp_result r = {0};
  wurl_status st = sp_call(p, WURL_SP_SIZE, NULL, 0, NULL, 0, 0, 0, &r);
  *out = st == WURL_OK ? r.n : 0;
  return st;
}

wurl_status wurl_search_params_append(wurl_search_params *p, const char *name, size_t name_len,
                                      const char *value, size_t value_len) {
  struct wurl_sp_result r = {0};
  return sp_call(p, WURL_SP_APPEND, name, name_len, value, value_len, 1, 0, &r);
}

wurl_status wurl_search_params_delete(wurl_search_params *p, const char *name, size_t name_len,
                                      const char *value, size_t value_len) {
  struct wurl_sp_result r = {0};
  if (value == NULL) value_len = 0;
  return sp_call(p, WURL_SP_DELETE, name, name_len, value, value_len, value != NULL, 0, &r);
}

wurl_status wurl_search_params_get(wurl_search_params *p, const char *name, size_t name_len,
                                   wurl_str *value, bool *found) {
  if (found != NULL) *found = false;
  if (value == NULL) return WURL_ERR_INVALID_ARGUMENT;
  value->data = "";
  value->len = 0;
  struct wurl_sp_result r = {0};
  wurl_status st = sp_call(p, WURL_SP_GET, name, name_len, NULL, 0, 0, 0, &r);
  if (st == WURL_OK && r.found) {
    *value = r.a;
    if (found != NULL) *found = true;
  }
  return st;
}

wurl_status wurl_search_params_get_all(wurl_search_params *p, const char *name, size_t name_len,
                                       const wurl_str **values, size_t *count) {
  if (values == NULL || count == NULL) return WURL_ERR_INVALID_ARGUMENT;
  *values = NULL;
  *count = 0;
  struct wurl_sp_result r = {0};
  wurl_status st = sp_call(p, WURL_SP_GET_ALL, name, name_len, NULL, 0, 0, 0, &r);
  if (st == WURL_OK && r.n > 0) {
    *values = r.arr;
    *count = r.n;
  }
  return st;
}

wurl_status wurl_search_params_has(wurl_search_params *p, const char *name, size_t name_len,
                                   const char *value, size_t value_len, bool *out) {
  if (out == NULL) return WURL_ERR_INVALID_ARGUMENT;
  *out = false;
  if (value == NULL) value_len = 0;
  struct wurl_sp_result r = {0};
  wurl_status st = sp_call(p, WURL_SP_HAS, name, name_len, value, value_len, value != NULL, 0, &r);
  if (st == WURL_OK) *out = r.found != 0;
  return st;
}

wurl_status wurl_search_params_set(wurl_search_params *p, const char *name, size_t name_len,
                                   const char *value, size_t value_len) {
  struct wurl_sp_result r = {0};
  return sp_call(p, WURL_SP_SET, name, name_len, value, value_len, 1, 0, &r);
}

wurl_status wurl_search_params_sort(wurl_search_params *p) {
  struct wurl_sp_result r = {0};
  return sp_call(p, WURL_SP_SORT, NULL, 0, NULL, 0, 0, 0, &r);
}

wurl_status wurl_search_params_entry(wurl_search_params *p, size_t index, wurl_str *name,
                                     wurl_str *value) {
  static const wurl_str empty = {"", 0};
  if (name != NULL) *name = empty;
  if (value != NULL) *value = empty;
  struct wurl_sp_result r = {0};
  wurl_status st = sp_call(p, WURL_SP_ENTRY, NULL, 0, NULL, 0, 0, index, &r);
  if (st == WURL_OK) {
    if (name != NULL) *name = r.a;
    if (value != NULL) *value = r.b;
  }
  return st;
}

wurl_status wurl_search_params_to_string(wurl_search_params *p, wurl_str *out) {
  if (out == NULL) return WURL_ERR_INVALID_ARGUMENT;
  out->data = "";
  out->len = 0;
  struct wurl_sp_result r = {0};
  wurl_status st = sp_call(p, WURL_SP_TO_STRING, NULL, 0, NULL, 0, 0, 0, &r);
  if (st == WURL_OK) *out = r.a;
  return st;
}

wurl_status wurl_search_params_to_string_with_encoding(wurl_search_params *p, const char *encoding,
                                                       size_t encoding_len, wurl_str *out) {
  if (out == NULL) return WURL_ERR_INVALID_ARGUMENT;
  out->data = "";
  out->len = 0;
  struct wurl_sp_result r = {0};
  wurl_status st =
      sp_call(p, WURL_SP_TO_STRING_ENCODING, encoding, encoding_len, NULL, 0, 0, 0, &r);
  if (st == WURL_OK) *out = r.a;
  return st;
}
