/*
 * whatwgurl.h - the C interface of libwhatwgurl, an implementation of the
 * WHATWG URL Standard (https://url.spec.whatwg.org/).
 *
 * Link with -lwhatwgurl (pkg-config --cflags --libs whatwgurl).
 * C99 or later, or C++ (the declarations are extern "C").
 *
 * CONVENTIONS
 *
 * Strings in: a pointer and a length in bytes. Any bytes are accepted,
 *   NUL included. A NULL pointer with length 0 is the empty string; a NULL
 *   pointer with a nonzero length gives WURL_ERR_INVALID_ARGUMENT. Input that
 *   is not valid UTF-8 is read as the Standard's "UTF-8 decode" reads it:
 *   each invalid sequence is U+FFFD. Inputs of 4 GiB or more give
 *   WURL_ERR_TOO_LONG (so does a result that would be that long).
 *
 * Strings out: wurl_str is a borrowed view { data, len }. It stays valid
 *   until its owner (the URL or search-params object it came from) is changed
 *   or freed. Views are not NUL-terminated except the href view. Results that
 *   belong to no object are wurl_string, which the caller frees with
 *   wurl_string_free().
 *
 * Errors: functions that can fail return wurl_status; WURL_OK is 0.
 *   wurl_status_name() names a status. No function aborts the process: a bug
 *   inside the library is reported as WURL_ERR_INTERNAL and leaves its
 *   arguments unchanged.
 *
 * Handles: a wurl_url is plain C memory (the href and the offsets of its
 *   components). Getters and wurl_get_components() are C code and cost a few
 *   nanoseconds; a parse or a setter calls into the Go engine once. A NULL
 *   handle gives WURL_ERR_INVALID_HANDLE (getters return an empty view).
 *   Using a handle after wurl_free() is a bug in the caller; the library
 *   detects it on a best-effort basis (a cookie cleared by wurl_free) and
 *   then returns WURL_ERR_INVALID_HANDLE, but it may also crash.
 *
 * THREAD SAFETY
 *
 *   Distinct handles may be used from any threads at the same time. One
 *   handle may be read (getters, wurl_get_components, wurl_clone, parsing
 *   against it as a base, wurl_equals, wurl_get_origin) from several threads
 *   at the same time. Any call that changes a handle (setters, every
 *   wurl_search_params_* call on its search params, wurl_free) needs the
 *   caller to make sure no other thread uses that handle meanwhile. Views
 *   returned by a search-params object live in that object's scratch buffer:
 *   calls on one search-params object must not overlap.
 *
 * FORK
 *
 *   The library contains the Go runtime, which cannot run in a child process
 *   made by fork() without exec(): only the forking thread survives there, and
 *   a call into Go would hang forever. The library registers a
 *   pthread_atfork() handler when it is loaded; in a forked child every
 *   function that would enter Go returns WURL_ERR_FORKED at once (functions
 *   returning bool or a pointer report failure as documented for them).
 *   Functions that never enter Go keep working on handles made before the
 *   fork: the getters, wurl_get_components, wurl_clone, wurl_equals,
 *   wurl_free, wurl_string_free, wurl_status_name, wurl_version,
 *   wurl_get_search_params and wurl_search_params_free.
 *   What to do instead: load and use the library only in the children (for
 *   example create the worker pool before the first use), or use a start
 *   method that execs (Python multiprocessing "spawn" or "forkserver",
 *   posix_spawn, fork followed by exec). A process that forks by other means
 *   than fork()/pthread_atfork-aware calls (raw clone) is not detected.
 */
#ifndef WHATWGURL_H
#define WHATWGURL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define WHATWGURL_VERSION_MAJOR 0
#define WHATWGURL_VERSION_MINOR 1
#define WHATWGURL_VERSION_PATCH 0

/* A parsed URL. Opaque; made by wurl_parse*, wurl_clone; freed by wurl_free. */
typedef struct wurl_url wurl_url;

/* A URLSearchParams object: either a URL's own (wurl_get_search_params) or
 * a standalone one (wurl_search_params_new). Opaque. */
typedef struct wurl_search_params wurl_search_params;

/* A borrowed string view; see CONVENTIONS for its lifetime. */
typedef struct wurl_str {
  const char *data;
  size_t len;
} wurl_str;

/* An owned string: data is NUL-terminated (len excludes the NUL) and must be
 * freed with wurl_string_free(). */
typedef struct wurl_string {
  char *data;
  size_t len;
} wurl_string;

typedef enum wurl_status {
  WURL_OK = 0,
  WURL_ERR_PARSE = 1,             /* the input is not a valid URL (or host) */
  WURL_ERR_INVALID_ARGUMENT = 2,  /* NULL out-pointer, NULL data with len>0, index out of range */
  WURL_ERR_INVALID_HANDLE = 3,    /* NULL or freed handle */
  WURL_ERR_TOO_LONG = 4,          /* an input or result of 4 GiB or more */
  WURL_ERR_NO_MEMORY = 5,         /* malloc failed */
  WURL_ERR_UNKNOWN_ENCODING = 6,  /* an encoding label the Encoding Standard does not know */
  WURL_ERR_INTERNAL = 7,          /* a bug in the library; nothing was changed */
  WURL_ERR_FORKED = 8,            /* called in a forked child; see FORK */
  WURL_ERR_UNSUPPORTED = 9        /* this build of the library lacks the function's engine part */
} wurl_status;

/* What a URL's host is (section 3.1). */
typedef enum wurl_host_type {
  WURL_HOST_NONE = 0,   /* the host is null */
  WURL_HOST_DOMAIN = 1,
  WURL_HOST_IPV4 = 2,
  WURL_HOST_IPV6 = 3,   /* serialized in brackets */
  WURL_HOST_OPAQUE = 4,
  WURL_HOST_EMPTY = 5   /* the empty host */
} wurl_host_type;

/* The special schemes (section 4.2); every other scheme is WURL_SCHEME_OTHER. */
typedef enum wurl_scheme_type {
  WURL_SCHEME_OTHER = 0,
  WURL_SCHEME_HTTP = 1,
  WURL_SCHEME_HTTPS = 2,
  WURL_SCHEME_WS = 3,
  WURL_SCHEME_WSS = 4,
  WURL_SCHEME_FTP = 5,
  WURL_SCHEME_FILE = 6
} wurl_scheme_type;

/* Offset used for a component the URL does not have (null query or fragment). */
#define WURL_OMITTED UINT32_C(0xFFFFFFFF)

/* Where each component of a URL lies in its href. Every range is a half-open
 * byte range [start, end) of the href; an empty range is an empty component.
 *
 *   scheme ":" ["//" [username [":" password] "@"] host [":" port]] ["/."] path ["?" query] ["#" fragment]
 */
typedef struct wurl_components {
  uint32_t scheme_end;      /* href[0, scheme_end) is the scheme; href[scheme_end] is ':' */
  uint32_t username_start;  /* href[username_start, username_end) is the username */
  uint32_t username_end;
  uint32_t password_start;  /* href[password_start, password_end) is the password */
  uint32_t password_end;
  uint32_t host_start;      /* href[host_start, host_end) is the serialized host */
  uint32_t host_end;
  uint32_t port_start;      /* href[port_start, port_end) are the port's digits */
  uint32_t port_end;
  uint32_t path_start;      /* the path runs to query_start, fragment_start or the end */
  uint32_t query_start;     /* index of the '?' that starts the query, or WURL_OMITTED */
  uint32_t fragment_start;  /* index of the '#' that starts the fragment, or WURL_OMITTED */
  int32_t port;             /* the port number, or -1 when the port is null */
  uint8_t host_type;        /* a wurl_host_type */
  uint8_t scheme_type;      /* a wurl_scheme_type */
  bool has_opaque_path;     /* the URL has an opaque path (section 4.1) */
  bool has_credentials;     /* the username or the password is not empty */
  bool has_host;            /* the host is not null */
  bool has_port;            /* the port is not null */
  bool has_query;           /* the query is not null (it may be empty) */
  bool has_fragment;        /* the fragment is not null (it may be empty) */
} wurl_components;

/* ---- library ---------------------------------------------------------- */

/* The library's version, "MAJOR.MINOR.PATCH". Static; never NULL. */
const char *wurl_version(void);

/* The name of a status, such as "WURL_ERR_PARSE"; "WURL_UNKNOWN_STATUS" for
 * a value that is not a wurl_status. Static; never NULL. */
const char *wurl_status_name(wurl_status status);

/* Frees a wurl_string's data and is a no-op for { NULL, 0 }. */
void wurl_string_free(wurl_string s);

/* ---- parsing ---------------------------------------------------------- */

/* Parses input against the base URL base (the URL constructor, section 6.1).
 * base NULL (with any base_len) means no base; otherwise base is parsed first
 * and a base that fails to parse makes the call fail.
 * On WURL_OK *out is a new handle the caller frees with wurl_free().
 * On any other status *out is NULL and nothing needs freeing.
 * Statuses: OK, PARSE, INVALID_ARGUMENT (out NULL, input NULL with len>0),
 * TOO_LONG, NO_MEMORY, INTERNAL, FORKED. */
wurl_status wurl_parse(const char *input, size_t input_len, const char *base,
                       size_t base_len, wurl_url **out);

/* Like wurl_parse, with an already parsed base URL (NULL = no base). base is
 * only read. Statuses: as wurl_parse, plus INVALID_HANDLE for a freed base. */
wurl_status wurl_parse_with_base_url(const char *input, size_t input_len,
                                     const wurl_url *base, wurl_url **out);

/* Whether input parses against base (URL.canParse). false for invalid
 * arguments and in a forked child as well. */
bool wurl_can_parse(const char *input, size_t input_len, const char *base,
                    size_t base_len);

/* A new, independent copy of url, to free with wurl_free(). NULL when url is
 * NULL or freed, or malloc fails. Never enters Go. */
wurl_url *wurl_clone(const wurl_url *url);

/* Frees url, its search-params object and every view into them. NULL is
 * fine. Never enters Go. */
void wurl_free(wurl_url *url);

/* ---- getters (section 6.1): views into the URL, never enter Go ---------- */
/* Each returns a view valid until url is changed or freed; { "", 0 } when url
 * is NULL or freed. */

wurl_str wurl_get_href(const wurl_url *url);     /* NUL-terminated */
wurl_str wurl_get_protocol(const wurl_url *url); /* scheme and ':' */
wurl_str wurl_get_username(const wurl_url *url);
wurl_str wurl_get_password(const wurl_url *url);
wurl_str wurl_get_host(const wurl_url *url);     /* host and ":port" if the port is not null */
wurl_str wurl_get_hostname(const wurl_url *url);
wurl_str wurl_get_port(const wurl_url *url);
wurl_str wurl_get_pathname(const wurl_url *url);
wurl_str wurl_get_search(const wurl_url *url);   /* "" when the query is null or empty */
wurl_str wurl_get_hash(const wurl_url *url);     /* "" when the fragment is null or empty */

/* Copies the component offsets and flags of url into *out.
 * Statuses: OK, INVALID_HANDLE, INVALID_ARGUMENT (out NULL). Never enters Go. */
wurl_status wurl_get_components(const wurl_url *url, wurl_components *out);

/* The URL's origin, serialized (section 6.1, origin getter; "null" for an
 * opaque origin), in *out, which the caller frees with wurl_string_free().
 * On failure *out is { NULL, 0 }.
 * Statuses: OK, INVALID_HANDLE, INVALID_ARGUMENT, NO_MEMORY, INTERNAL,
 * UNSUPPORTED, FORKED. */
wurl_status wurl_get_origin(const wurl_url *url, wurl_string *out);

/* Whether a and b are equal (section 4.6, URL equivalence), ignoring their
 * fragments when exclude_fragments. false when either is NULL or freed.
 * Never enters Go. */
bool wurl_equals(const wurl_url *a, const wurl_url *b, bool exclude_fragments);

/* ---- setters (section 6.1) ------------------------------------------- */

/* The attributes of a URL that can be set. */
typedef enum wurl_attribute {
  WURL_ATTR_HREF = 0,
  WURL_ATTR_PROTOCOL = 1,
  WURL_ATTR_USERNAME = 2,
  WURL_ATTR_PASSWORD = 3,
  WURL_ATTR_HOST = 4,
  WURL_ATTR_HOSTNAME = 5,
  WURL_ATTR_PORT = 6,
  WURL_ATTR_PATHNAME = 7,
  WURL_ATTR_SEARCH = 8,
  WURL_ATTR_HASH = 9
} wurl_attribute;

/* Runs the setter of attribute attr with value, as the Standard's URL class
 * does. The setters other than href ignore a value they cannot use and leave
 * the URL unchanged (status OK, *changed false). The href setter fails with
 * WURL_ERR_PARSE when value is not a valid URL, and the URL stays unchanged.
 * changed (NULL allowed) receives whether the href changed. Every earlier view
 * into url (and into its search params) is invalid afterwards.
 * Statuses: OK, PARSE (href only), INVALID_HANDLE, INVALID_ARGUMENT (attr out
 * of range, value NULL with len>0), TOO_LONG, NO_MEMORY, INTERNAL,
 * UNSUPPORTED, FORKED. On any status but OK the URL is unchanged. */
wurl_status wurl_set(wurl_url *url, wurl_attribute attr, const char *value,
                     size_t value_len, bool *changed);

/* wurl_set() for one attribute, without the changed flag. */
wurl_status wurl_set_href(wurl_url *url, const char *value, size_t value_len);
wurl_status wurl_set_protocol(wurl_url *url, const char *value, size_t value_len);
wurl_status wurl_set_username(wurl_url *url, const char *value, size_t value_len);
wurl_status wurl_set_password(wurl_url *url, const char *value, size_t value_len);
wurl_status wurl_set_host(wurl_url *url, const char *value, size_t value_len);
wurl_status wurl_set_hostname(wurl_url *url, const char *value, size_t value_len);
wurl_status wurl_set_port(wurl_url *url, const char *value, size_t value_len);
wurl_status wurl_set_pathname(wurl_url *url, const char *value, size_t value_len);
wurl_status wurl_set_search(wurl_url *url, const char *value, size_t value_len);
wurl_status wurl_set_hash(wurl_url *url, const char *value, size_t value_len);

/* ---- search params (section 6.2, URLSearchParams) --------------------- */
/* Names and values are strings in (pointer + length). Views returned by the
 * functions below (get, get_all, entry, to_string) live in the object's
 * scratch buffer: valid until the next call on that object, a change of its
 * URL, or its end. Functions that change the list of a URL's own object run
 * the Standard's update steps: the URL's query becomes the list's
 * serialization (null when it is empty), so views into the URL are invalid
 * afterwards, and setters of the URL change what the object reads.
 * Unless said otherwise, the functions below give: OK, INVALID_HANDLE (NULL or
 * freed object), INVALID_ARGUMENT (NULL out-pointer, NULL data with len>0),
 * TOO_LONG, NO_MEMORY, INTERNAL, FORKED. On failure nothing is changed. */

/* The URL's own search-params object (the searchParams getter): the same
 * object on every call, owned by url and freed with it (wurl_search_params_free
 * on it does nothing). NULL when url is NULL or freed or malloc fails.
 * Never enters Go. The first call on a URL changes the handle: it must not
 * race with other calls on url (later calls only read). */
wurl_search_params *wurl_get_search_params(wurl_url *url);

/* A new standalone object: new URLSearchParams(init) for a string init (one
 * leading '?' is skipped, the rest is parsed as
 * application/x-www-form-urlencoded). The caller frees *out with
 * wurl_search_params_free(). On failure *out is NULL. */
wurl_status wurl_search_params_new(const char *init, size_t init_len, wurl_search_params **out);

/* Frees a standalone object; does nothing for NULL or a URL's own object.
 * Never enters Go. */
void wurl_search_params_free(wurl_search_params *params);

/* The number of name-value pairs, in *out. */
wurl_status wurl_search_params_size(wurl_search_params *params, size_t *out);

/* Appends (name, value). */
wurl_status wurl_search_params_append(wurl_search_params *params, const char *name,
                                      size_t name_len, const char *value, size_t value_len);

/* Removes every pair named name; when value is not NULL, only those whose
 * value is value. (value NULL means "no value argument" here, whatever
 * value_len is; pass a non-NULL pointer with length 0 for the empty value.) */
wurl_status wurl_search_params_delete(wurl_search_params *params, const char *name,
                                      size_t name_len, const char *value, size_t value_len);

/* The value of the first pair named name in *value (a scratch view) and
 * *found true; { "", 0 } and false when there is none. found may be NULL. */
wurl_status wurl_search_params_get(wurl_search_params *params, const char *name,
                                   size_t name_len, wurl_str *value, bool *found);

/* The values of every pair named name, in list order: *values points to an
 * array of *count views (scratch; NULL when *count is 0). */
wurl_status wurl_search_params_get_all(wurl_search_params *params, const char *name,
                                       size_t name_len, const wurl_str **values,
                                       size_t *count);

/* Whether a pair is named name (and, when value is not NULL, has value
 * value), in *out. */
wurl_status wurl_search_params_has(wurl_search_params *params, const char *name,
                                   size_t name_len, const char *value, size_t value_len,
                                   bool *out);

/* Sets the first pair named name to value and removes the other pairs named
 * name, or appends (name, value) when there is none. */
wurl_status wurl_search_params_set(wurl_search_params *params, const char *name,
                                   size_t name_len, const char *value, size_t value_len);

/* Sorts the pairs by name (UTF-16 code units, stable). */
wurl_status wurl_search_params_sort(wurl_search_params *params);

/* The name and value of the index-th pair (from 0), as scratch views; either
 * out-pointer may be NULL. INVALID_ARGUMENT when index >= size. */
wurl_status wurl_search_params_entry(wurl_search_params *params, size_t index, wurl_str *name,
                                     wurl_str *value);

/* The list serialized as application/x-www-form-urlencoded (the
 * stringifier), as a scratch view. */
wurl_status wurl_search_params_to_string(wurl_search_params *params, wurl_str *out);

/* ---- BATCH PARSING ---------------------------------------------------- */
/* Parses many URLs in one call into the engine (the per-call cost of a
 * binding, such as Python's ctypes, is paid once, not once per URL), and
 * hands back every result in one block of C memory, freed by one call.
 *
 * Ownership and lifetime: the batch and everything it points to (the
 * results array and every href) belong to the batch; they stay valid and
 * unchanged until wurl_batch_free(). A batch is never changed after
 * wurl_parse_batch returns, so it may be read from any number of threads.
 *
 * Fork: wurl_parse_batch enters Go, so it returns WURL_ERR_FORKED in a forked
 * child (see FORK); the other batch functions never enter Go and keep working
 * on a batch made before the fork. */

/* A batch of parse results. Opaque; made by wurl_parse_batch, freed by
 * wurl_batch_free. */
typedef struct wurl_batch wurl_batch;

/* The result of parsing one input of a batch. */
typedef struct wurl_batch_result {
  /* WURL_OK; WURL_ERR_PARSE (the input is not a valid URL against the base);
   * WURL_ERR_INVALID_ARGUMENT (inputs[i] NULL with a nonzero lens[i]);
   * WURL_ERR_TOO_LONG (the input or its href is 4 GiB or more). */
  wurl_status status;
  /* On WURL_OK the href, NUL-terminated, inside the batch's href block (see
   * wurl_batch_hrefs); otherwise { "", 0 }. */
  wurl_str href;
  /* On WURL_OK the offsets and flags of the URL's components in href, as
   * wurl_get_components gives them for a handle; otherwise all zero. */
  wurl_components components;
} wurl_batch_result;

/* Parses inputs[0..n) against the base URL base (NULL, with any base_len,
 * means no base; a base is parsed once). lens[i] is the length of inputs[i]
 * in bytes; lens NULL means every inputs[i] is a NUL-terminated string
 * (then inputs[i] NULL is the empty string). Each input is parsed as
 * wurl_parse parses it; a failure of one input is reported in its result and
 * does not stop the others.
 * On WURL_OK *out is a new batch of n results, in the order of inputs, that
 * the caller frees with wurl_batch_free(); n 0 gives an empty batch.
 * On any other status *out is NULL and nothing needs freeing.
 * Statuses: OK, PARSE (the base is not a valid URL), INVALID_ARGUMENT (out
 * NULL, inputs NULL with n>0), TOO_LONG (base of 4 GiB or more), NO_MEMORY,
 * INTERNAL, FORKED. */
wurl_status wurl_parse_batch(const char *const *inputs, const size_t *lens, size_t n,
                             const char *base, size_t base_len, wurl_batch **out);

/* The number of results in batch; 0 for NULL or a freed batch. Never enters Go. */
size_t wurl_batch_size(const wurl_batch *batch);

/* The array of wurl_batch_size(batch) results, in input order; NULL for an
 * empty, NULL or freed batch. Never enters Go. */
const wurl_batch_result *wurl_batch_results(const wurl_batch *batch);

/* The block holding the hrefs of every successful result, one after the
 * other in input order, each followed by a NUL: for bindings that copy all
 * hrefs at once (result i's href.data - block.data is its offset). The view's
 * len counts the NULs. { "", 0 } for an empty, NULL or freed batch. Never
 * enters Go. */
wurl_str wurl_batch_hrefs(const wurl_batch *batch);

/* Frees batch and every result and href in it. NULL is fine. Never enters Go. */
void wurl_batch_free(wurl_batch *batch);

#ifdef __cplusplus
}
#endif

#endif /* WHATWGURL_H */
