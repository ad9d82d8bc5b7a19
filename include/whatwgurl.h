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
 *   nanoseconds; a parse or a setter calls into the Go engine once.
 *   Every kind of handle (wurl_url, wurl_search_params, wurl_batch,
 *   wurl_pattern, wurl_pattern_result) is memory the library takes from
 *   malloc and gives back to it when the handle is freed, and every kind
 *   keeps the same promise:
 *   - NULL gives WURL_ERR_INVALID_HANDLE, or what the function says it gives
 *     instead (an empty view, 0, false, NULL); a free function ignores it.
 *   - A live handle of another kind (passed through a cast) is treated as
 *     NULL: each handle starts with a tag naming its kind, checked first.
 *   - A stale handle is a bug in the caller, and using it is undefined, as
 *     using a pointer after free() is. A handle is stale once its free
 *     function has run (wurl_free, wurl_search_params_free, wurl_batch_free
 *     or the last release of its Arrow export, wurl_pattern_free,
 *     wurl_pattern_result_free); a URL's own search-params object is stale
 *     once its URL is freed. Its memory may hold anything by then, a newer
 *     handle of the same kind included (malloc often hands the same address
 *     out again), and the call then reads or changes that handle. The free
 *     functions clear the tag, so while the memory has not been reused a
 *     stale handle is treated as NULL, and that is all: where a function
 *     below says what it gives for a "freed" handle, it means that case.
 *     The library keeps no freed handle's memory for itself (the results
 *     and hrefs of the last few batches freed, and the buffers of the last
 *     Arrow export released, up to 64 MiB for each, may be kept for the
 *     next ones; their handles are not), so AddressSanitizer and valgrind
 *     report every use of a stale handle.
 *
 * THREAD SAFETY
 *
 *   Distinct handles may be used from any threads at the same time. One
 *   handle may be read (getters, wurl_get_components, wurl_clone, parsing
 *   against it as a base, wurl_equals, wurl_get_origin) from several threads
 *   at the same time. Any call that changes a handle (setters, every
 *   wurl_search_params_* call on its search params, wurl_free) needs the
 *   caller to make sure no other thread uses that handle meanwhile. A
 *   search-params object records the views it returns, even on reading
 *   calls: calls on one search-params object must not overlap.
 *
 * FORK
 *
 *   The library contains the Go runtime, which does not survive fork()
 *   without exec(): only the forking thread is in the child, and a call into
 *   the parent's runtime would wait forever for threads that are not there.
 *   So in a forked child the first call that needs Go loads a private copy of
 *   the library (a copy of its file in a memfd, dlopen'ed RTLD_LOCAL: a fresh
 *   runtime that only this library sees) and every later call into Go goes
 *   there. Nothing to call, nothing to configure: a preforking server
 *   (gunicorn --preload, uWSGI, Apache prefork, PHP-FPM), a PostgreSQL
 *   backend forked from a postmaster that preloaded the library, or a
 *   Python "fork" pool work as in one process. A child of a child does the
 *   same. The copy's file is written once by the parent, at its first fork
 *   (a pthread_atfork prepare handler: a sealed memfd the size of the
 *   library, close-on-exec, kept open), and shared by its children. The cost
 *   in each child that calls into Go: about 5 ms at its first call and 2 MB
 *   of its own (README, "Fork").
 *
 *   Why transparent and not a wurl_after_fork() for the child to call: the
 *   code that forks is rarely the code that uses this library (a server
 *   framework, a database forking its backends, a language runtime's pool),
 *   so a required call would be missed; a child that never calls into Go
 *   pays nothing; and the cost of the switch in a process that never forks
 *   is one predictable branch on calls that enter Go anyway.
 *
 *   Handles made before the fork, in the child:
 *   - URLs (wurl_url) are C memory and keep working whole: getters,
 *     setters, wurl_get_origin, free, and their own search-params object
 *     (wurl_get_search_params), whose list is made again from the URL's
 *     query (the same list: the query object's list is always the parse of
 *     the query).
 *   - Batches and pattern results are C memory and keep working.
 *   - A standalone search-params object (wurl_search_params_new) and a
 *     pattern (wurl_pattern_new*) hold their state in the parent's Go
 *     runtime: in the child every call on them that needs Go returns
 *     WURL_ERR_FORKED; the pattern getters, wurl_pattern_has_regexp_groups,
 *     wurl_search_params_free and wurl_pattern_free work. Make them again
 *     in the child (from their strings: wurl_search_params_to_string and the
 *     pattern getters, read before the fork).
 *   - A handle that another thread of the parent was changing at the moment
 *     of the fork is in an unspecified state in the child (as any memory a
 *     thread was writing then). Other threads inside the library at the fork
 *     are otherwise harmless: the child has its own runtime and locks.
 *
 *   WURL_ERR_FORKED is returned in a forked child only:
 *   - for the standalone search-params objects and patterns made before the
 *     fork, as above;
 *   - when the private copy cannot be loaded, and then for every call that
 *     needs Go (functions returning bool or a pointer report failure as
 *     documented for them; the functions that never enter Go keep working):
 *     the library is linked statically (the C archive: there is no file to
 *     load again); its file was replaced or removed since the parent loaded
 *     it (checked by device, inode and size: a different build must not run
 *     against these handles); no file for the copy (memfd_create refused and
 *     no writable /tmp), no /proc/self/fd, or dlopen failing (a seccomp
 *     filter, no room for the copy's thread-local storage, out of memory); a
 *     platform other than Linux with glibc. $WHATWGURL_FORK_COPY_DIR, when
 *     set, names a folder for the copy's file instead of a memfd (for tools
 *     that read a library's symbols from its path, such as valgrind).
 *   A child that only parses after exec(), or uses posix_spawn, never sees any
 *   of this. A process that forks by other means than fork() (a raw clone
 *   system call, which runs no pthread_atfork handler) is not detected and
 *   must not call the library in the child.
 */
#ifndef WHATWGURL_H
#define WHATWGURL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* BEGIN GENERATED version: go generate ./internal/cmd/genabi; do not edit */
#define WHATWGURL_VERSION_MAJOR 0
#define WHATWGURL_VERSION_MINOR 1
#define WHATWGURL_VERSION_PATCH 0
/* The same as a string, "MAJOR.MINOR.PATCH": what wurl_version() returns. */
#define WHATWGURL_VERSION_STRING "0.1.0"
/* END GENERATED version */

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

/* BEGIN GENERATED wurl_status: go generate ./internal/cmd/genabi; do not edit */
/* What a function that can fail returns; WURL_OK is 0. wurl_status_name()
 * names each ("WURL_ERR_PARSE"). */
typedef enum wurl_status {
  WURL_OK = 0,
  WURL_ERR_PARSE = 1,            /* the input is not a valid URL (or host) */
  WURL_ERR_INVALID_ARGUMENT = 2, /* NULL out-pointer, NULL data with len>0, index out of range */
  WURL_ERR_INVALID_HANDLE = 3,   /* NULL, freed, or of another kind (CONVENTIONS, Handles) */
  WURL_ERR_TOO_LONG = 4,         /* an input or result of 4 GiB or more */
  WURL_ERR_NO_MEMORY = 5,        /* malloc failed */
  WURL_ERR_UNKNOWN_ENCODING = 6, /* an encoding label the Encoding Standard does not know */
  WURL_ERR_INTERNAL = 7,         /* a bug in the library; nothing was changed */
  WURL_ERR_FORKED = 8            /* a forked child cannot reach Go for this; see FORK */
} wurl_status;
/* END GENERATED wurl_status */

/* BEGIN GENERATED wurl_host_type: go generate ./internal/cmd/genabi; do not edit */
/* What a URL's host is (section 3.1). */
typedef enum wurl_host_type {
  WURL_HOST_NONE = 0,   /* the host is null */
  WURL_HOST_DOMAIN = 1,
  WURL_HOST_IPV4 = 2,
  WURL_HOST_IPV6 = 3,   /* serialized in brackets */
  WURL_HOST_OPAQUE = 4,
  WURL_HOST_EMPTY = 5   /* the empty host */
} wurl_host_type;
/* END GENERATED wurl_host_type */

/* BEGIN GENERATED wurl_scheme_type: go generate ./internal/cmd/genabi; do not edit */
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
/* END GENERATED wurl_scheme_type */

/* BEGIN GENERATED wurl_validation_error: go generate ./internal/cmd/genabi; do not edit */
/* The validation error types of the Standard's table (section 1.1), in the
 * late-2025 edition's order, then the types the 2026 edition added (which
 * only WURL_EDITION_2026 reports; it never reports domain-invalid-code-point
 * or domain-to-Unicode, which its table dropped).
 * wurl_validation_error_name() gives the Standard's name of each
 * ("IPv4-too-many-parts"). WURL_VERR_NONE means "no error". */
typedef enum wurl_validation_error {
  WURL_VERR_NONE = 0,
  WURL_VERR_DOMAIN_TO_ASCII = 1,                           /* domain-to-ASCII */
  WURL_VERR_DOMAIN_INVALID_CODE_POINT = 2,                 /* domain-invalid-code-point */
  WURL_VERR_DOMAIN_TO_UNICODE = 3,                         /* domain-to-Unicode */
  WURL_VERR_HOST_INVALID_CODE_POINT = 4,                   /* host-invalid-code-point */
  WURL_VERR_IPV4_EMPTY_PART = 5,                           /* IPv4-empty-part */
  WURL_VERR_IPV4_TOO_MANY_PARTS = 6,                       /* IPv4-too-many-parts */
  WURL_VERR_IPV4_NON_NUMERIC_PART = 7,                     /* IPv4-non-numeric-part */
  WURL_VERR_IPV4_NON_DECIMAL_PART = 8,                     /* IPv4-non-decimal-part */
  WURL_VERR_IPV4_OUT_OF_RANGE_PART = 9,                    /* IPv4-out-of-range-part */
  WURL_VERR_IPV6_UNCLOSED = 10,                            /* IPv6-unclosed */
  WURL_VERR_IPV6_INVALID_COMPRESSION = 11,                 /* IPv6-invalid-compression */
  WURL_VERR_IPV6_TOO_MANY_PIECES = 12,                     /* IPv6-too-many-pieces */
  WURL_VERR_IPV6_MULTIPLE_COMPRESSION = 13,                /* IPv6-multiple-compression */
  WURL_VERR_IPV6_INVALID_CODE_POINT = 14,                  /* IPv6-invalid-code-point */
  WURL_VERR_IPV6_TOO_FEW_PIECES = 15,                      /* IPv6-too-few-pieces */
  WURL_VERR_IPV4_IN_IPV6_TOO_MANY_PIECES = 16,             /* IPv4-in-IPv6-too-many-pieces */
  WURL_VERR_IPV4_IN_IPV6_INVALID_CODE_POINT = 17,          /* IPv4-in-IPv6-invalid-code-point */
  WURL_VERR_IPV4_IN_IPV6_OUT_OF_RANGE_PART = 18,           /* IPv4-in-IPv6-out-of-range-part */
  WURL_VERR_IPV4_IN_IPV6_TOO_FEW_PARTS = 19,               /* IPv4-in-IPv6-too-few-parts */
  WURL_VERR_INVALID_URL_UNIT = 20,                         /* invalid-URL-unit */
  WURL_VERR_SPECIAL_SCHEME_MISSING_FOLLOWING_SOLIDUS = 21, /* special-scheme-missing-following-solidus */
  WURL_VERR_MISSING_SCHEME_NON_RELATIVE_URL = 22,          /* missing-scheme-non-relative-URL */
  WURL_VERR_INVALID_REVERSE_SOLIDUS = 23,                  /* invalid-reverse-solidus */
  WURL_VERR_INVALID_CREDENTIALS = 24,                      /* invalid-credentials */
  WURL_VERR_HOST_MISSING = 25,                             /* host-missing */
  WURL_VERR_PORT_OUT_OF_RANGE = 26,                        /* port-out-of-range */
  WURL_VERR_PORT_INVALID = 27,                             /* port-invalid */
  WURL_VERR_FILE_INVALID_WINDOWS_DRIVE_LETTER = 28,        /* file-invalid-Windows-drive-letter */
  WURL_VERR_FILE_INVALID_WINDOWS_DRIVE_LETTER_HOST = 29,   /* file-invalid-Windows-drive-letter-host */
  WURL_VERR_DOMAIN_PERCENT_ENCODED = 30,                   /* domain-percent-encoded */
  WURL_VERR_IPV4_TOO_FEW_PARTS = 31,                       /* IPv4-too-few-parts */
  WURL_VERR_IPV6_PIECE_LEADING_ZERO = 32,                  /* IPv6-piece-leading-zero */
  WURL_VERR_IPV4_NON_ASCII_INPUT = 33                      /* IPv4-non-ASCII-input */
} wurl_validation_error;

/* The number of validation error types (WURL_VERR_NONE excluded). */
#define WURL_VALIDATION_ERROR_COUNT 33
/* END GENERATED wurl_validation_error */

/* BEGIN GENERATED wurl_edition: go generate ./internal/cmd/genabi; do not edit */
/* The editions of the URL Standard a parse can follow. WURL_EDITION_2025,
 * the late-2025 Living Standard, is the default (0) of every function that
 * takes no edition. */
typedef enum wurl_edition {
  WURL_EDITION_2025 = 0, /* the late-2025 Living Standard (the default) */
  WURL_EDITION_2026 = 1  /* the July 2026 text: the domain parser's ASCII fallback and its validation errors */
} wurl_edition;

/* The number of editions: an edition argument at or above it is invalid. */
#define WURL_EDITION_COUNT 2
/* END GENERATED wurl_edition */

/* BEGIN GENERATED wurl_encode_set: go generate ./internal/cmd/genabi; do not edit */
/* The percent-encode sets of section 1.3. */
typedef enum wurl_encode_set {
  WURL_ENCODE_C0_CONTROL = 0,     /* C0 control percent-encode set */
  WURL_ENCODE_FRAGMENT = 1,       /* fragment percent-encode set */
  WURL_ENCODE_QUERY = 2,          /* query percent-encode set */
  WURL_ENCODE_SPECIAL_QUERY = 3,  /* special-query percent-encode set */
  WURL_ENCODE_PATH = 4,           /* path percent-encode set */
  WURL_ENCODE_USERINFO = 5,       /* userinfo percent-encode set */
  WURL_ENCODE_COMPONENT = 6,      /* component percent-encode set */
  WURL_ENCODE_FORM_URLENCODED = 7 /* application/x-www-form-urlencoded percent-encode set */
} wurl_encode_set;
/* END GENERATED wurl_encode_set */

/* Where each component of a URL lies in its href. Every range is a half-open
 * byte range [start, end) of the href; an empty range is an empty component.
 *
 *   scheme ":" ["//" [username [":" password] "@"] host [":" port]] ["/."] path ["?" query] ["#" fragment]
 */
/* BEGIN GENERATED wurl_components: go generate ./internal/cmd/genabi; do not edit */
typedef struct wurl_components {
  uint32_t scheme_end;     /* href[0, scheme_end) is the scheme; href[scheme_end] is ':' */
  uint32_t username_start; /* href[username_start, username_end) is the username */
  uint32_t username_end;
  uint32_t password_start; /* href[password_start, password_end) is the password */
  uint32_t password_end;
  uint32_t host_start;     /* href[host_start, host_end) is the serialized host */
  uint32_t host_end;
  uint32_t port_start;     /* href[port_start, port_end) are the port's digits */
  uint32_t port_end;
  uint32_t path_start;     /* the path runs to query_start, fragment_start or the end */
  uint32_t query_start;    /* index of the '?' that starts the query, or WURL_OMITTED */
  uint32_t fragment_start; /* index of the '#' that starts the fragment, or WURL_OMITTED */
  int32_t port;            /* the port number, or -1 when the port is null */
  uint8_t host_type;       /* a wurl_host_type */
  uint8_t scheme_type;     /* a wurl_scheme_type */
  bool has_opaque_path;    /* the URL has an opaque path (section 4.1) */
  bool has_credentials;    /* the username or the password is not empty */
  bool has_host;           /* the host is not null */
  bool has_port;           /* the port is not null */
  bool has_query;          /* the query is not null (it may be empty) */
  bool has_fragment;       /* the fragment is not null (it may be empty) */
} wurl_components;

/* The offset of a component the URL does not have (a null query or fragment). */
#define WURL_OMITTED UINT32_C(0xFFFFFFFF)
/* END GENERATED wurl_components */

/* ---- library ---------------------------------------------------------- */

/* The library's version, "MAJOR.MINOR.PATCH". Static; never NULL. */
const char *wurl_version(void);

/* The name of a status, such as "WURL_ERR_PARSE"; "WURL_UNKNOWN_STATUS" for
 * a value that is not a wurl_status. Static; never NULL. */
const char *wurl_status_name(wurl_status status);

/* The Standard's name of a validation error type, such as
 * "IPv4-too-many-parts" (section 1.1); "" for WURL_VERR_NONE and
 * "unknown-validation-error" for a value that is not a wurl_validation_error.
 * Static; never NULL. Never enters Go. */
const char *wurl_validation_error_name(wurl_validation_error error);

/* Frees a wurl_string's data and is a no-op for { NULL, 0 }. */
void wurl_string_free(wurl_string s);

/* ---- parsing ---------------------------------------------------------- */

/* Parses input against the base URL base (the URL constructor, section 6.1).
 * base NULL (with any base_len) means no base; otherwise base is parsed first
 * and a base that fails to parse makes the call fail with WURL_ERR_PARSE, as
 * an input that fails does: wurl_last_parse_failure() tells them apart and
 * gives the validation error.
 * On WURL_OK *out is a new handle the caller frees with wurl_free().
 * On any other status *out is NULL and nothing needs freeing.
 * Statuses: OK, PARSE, INVALID_ARGUMENT (out NULL, input NULL with len>0),
 * TOO_LONG, NO_MEMORY, INTERNAL, FORKED. */
wurl_status wurl_parse(const char *input, size_t input_len, const char *base,
                       size_t base_len, wurl_url **out);

/* Like wurl_parse, with an already parsed base URL (NULL = no base). base is
 * only read. On WURL_ERR_PARSE wurl_last_parse_failure() says why (the
 * input failed: a parsed base cannot). Statuses: as wurl_parse, plus
 * INVALID_HANDLE for a freed base. */
wurl_status wurl_parse_with_base_url(const char *input, size_t input_len,
                                     const wurl_url *base, wurl_url **out);

/* Whether input parses against base (URL.canParse). false for invalid
 * arguments and in a forked child as well. */
bool wurl_can_parse(const char *input, size_t input_len, const char *base,
                    size_t base_len);

/* Like wurl_parse, and when the parse fails with WURL_ERR_PARSE, *why (NULL
 * allowed) receives the validation error that made the basic URL parser
 * return failure (of the base when the base is what failed to parse:
 * wurl_last_parse_failure() tells which); WURL_VERR_NONE on every other
 * status. Statuses: as wurl_parse. */
wurl_status wurl_parse_ex(const char *input, size_t input_len, const char *base,
                          size_t base_len, wurl_url **out, wurl_validation_error *why);

/* Why a URL did not parse: the validation error that made the basic URL
 * parser return failure (section 1.1), and which string it failed on. */
typedef struct wurl_parse_failure {
  wurl_validation_error error; /* WURL_VERR_NONE: no parse has failed on this thread */
  bool base;                   /* the base string failed to parse (the input was not
                                * parsed); false: the input failed */
} wurl_parse_failure;

/* Why the last parse that failed on the calling thread failed. Every call
 * that parses a URL and returns WURL_ERR_PARSE records it before returning:
 * wurl_parse, wurl_parse_ex, wurl_parse_with_base_url,
 * wurl_parse_with_encoding, wurl_validate, wurl_parse_to,
 * wurl_parse_to_with_base, wurl_set (href), and wurl_parse_batch,
 * wurl_parse_joined and wurl_parse_arrow when their base fails (the inputs
 * of a batch that fail have their reason in their result: see
 * wurl_batch_result). So one status, WURL_ERR_PARSE, serves every entry
 * point, and this call (or wurl_parse_ex's why) says whether the input or
 * the base failed and why:
 *
 *   if (wurl_parse(in, n, base, base_len, &u) == WURL_ERR_PARSE) {
 *     wurl_parse_failure f = wurl_last_parse_failure();
 *     printf("%s failed: %s\n", f.base ? "base" : "input",
 *            wurl_validation_error_name(f.error));
 *   }
 *
 * Calls that succeed or fail otherwise leave it as it was; it is per thread
 * (as errno), so a call on another thread never changes it. Never enters Go. */
wurl_parse_failure wurl_last_parse_failure(void);

/* Like wurl_parse, with an encoding override (section 4.4): the query of a
 * special URL other than ws: and wss: is encoded with the encoding that the
 * label encoding[0, encoding_len) names before it is percent-encoded, as in
 * an HTML document in that encoding. encoding is a WHATWG Encoding Standard
 * label ("utf-8", "shift_jis", "latin1", ...; ASCII case-insensitive,
 * surrounding ASCII whitespace ignored); replacement, UTF-16BE and UTF-16LE
 * mean UTF-8 ("get an output encoding"). The base (NULL = none) is parsed
 * without an override. The fragment is always UTF-8.
 * On WURL_OK *out is a new handle the caller frees with wurl_free(); on any
 * other status *out is NULL and nothing needs freeing.
 * Statuses: OK, PARSE, UNKNOWN_ENCODING (checked before anything is parsed),
 * INVALID_ARGUMENT (out NULL, input or encoding NULL with len>0), TOO_LONG,
 * NO_MEMORY, INTERNAL, FORKED. */
wurl_status wurl_parse_with_encoding(const char *input, size_t input_len, const char *base,
                                     size_t base_len, const char *encoding,
                                     size_t encoding_len, wurl_url **out);

/* The validation errors of one parse, made by wurl_validate() and freed with
 * wurl_validation_report_free(). */
typedef struct wurl_validation_report {
  /* Every validation error the parser reported, in the order it reported
   * them (the same type may appear more than once); count entries, owned by
   * the report; NULL when count is 0. */
  wurl_validation_error *errors;
  size_t count;
  /* The error that made the parse fail (it is also the last of errors, or,
   * when the base failed to parse, the base's and errors is empty), or
   * WURL_VERR_NONE when the parse succeeded. */
  wurl_validation_error failure;
} wurl_validation_report;

/* Parses input against base as wurl_parse does, collecting every validation
 * error (section 1.1) the basic URL parser reports: an input that parses
 * with none is a valid URL string (the Standard's writing rules aside).
 * Errors of parsing the base are not collected. A plain wurl_parse does not
 * collect them and does not pay for them.
 * *report (required) is filled on WURL_OK and on WURL_ERR_PARSE, and is
 * { NULL, 0, WURL_VERR_NONE } on every other status; the caller frees it
 * with wurl_validation_report_free() (always safe to call).
 * out may be NULL when only the errors are wanted; otherwise, on WURL_OK,
 * *out is a new handle the caller frees with wurl_free(), and NULL on any
 * other status.
 * Statuses: OK, PARSE (report.failure says why), INVALID_ARGUMENT (report
 * NULL, input NULL with len>0), TOO_LONG, NO_MEMORY, INTERNAL, FORKED. */
wurl_status wurl_validate(const char *input, size_t input_len, const char *base,
                          size_t base_len, wurl_url **out, wurl_validation_report *report);

/* Frees the errors of a report and sets it to { NULL, 0, WURL_VERR_NONE }.
 * NULL is fine. Never enters Go. */
void wurl_validation_report_free(wurl_validation_report *report);

/* A new, independent copy of url, to free with wurl_free(). NULL when url is
 * NULL or freed, or malloc fails. Never enters Go. */
wurl_url *wurl_clone(const wurl_url *url);

/* Frees url, its search-params object and every view into them. NULL is
 * fine. Never enters Go. */
void wurl_free(wurl_url *url);

/* ---- getters (section 6.1): views into the URL, never enter Go ---------- */
/* Each returns a view valid until url is changed or freed; { "", 0 } when url
 * is NULL or freed. The view is the bytes wurl_attribute_range (below, after
 * wurl_attribute) gives for the URL's href and components; use that function
 * for an href and components held elsewhere (a batch result, a
 * wurl_parse_target). */

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
 * FORKED. */
wurl_status wurl_get_origin(const wurl_url *url, wurl_string *out);

/* Whether a and b are equal (section 4.6, URL equivalence), ignoring their
 * fragments when exclude_fragments. false when either is NULL or freed.
 * Never enters Go. */
bool wurl_equals(const wurl_url *a, const wurl_url *b, bool exclude_fragments);

/* ---- setters (section 6.1) ------------------------------------------- */

/* BEGIN GENERATED wurl_attribute: go generate ./internal/cmd/genabi; do not edit */
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
/* END GENERATED wurl_attribute */

/* A range of bytes of an href: [start, end). */
typedef struct wurl_range {
  uint32_t start;
  uint32_t end;
} wurl_range;

/* Where the getter of attribute attr (section 6.1) finds its value in an
 * href of href_len bytes whose components are *c: the bytes [start, end) of
 * the href; end == start when the value is "" (a null or empty query or
 * fragment gives { 0, 0 }). The getters of a wurl_url, the Arrow export
 * and C++'s url_view all use it; use it on a batch result's or a
 * wurl_parse_target's href and components. c must describe that href (as
 * the library gives components); an attr out of range gives { 0, 0 }. A
 * static inline function: it costs no call, and folds to a few
 * instructions when attr is a constant. */
#if defined(__cplusplus) || (defined(__STDC_VERSION__) && __STDC_VERSION__ >= 199901L)
#define WURL_INLINE static inline
#elif defined(__GNUC__)
#define WURL_INLINE static __inline__
#else
#define WURL_INLINE static
#endif
WURL_INLINE wurl_range wurl_attribute_range(const wurl_components *c, uint32_t href_len,
                                            wurl_attribute attr) {
  wurl_range r;
  r.start = 0;
  r.end = 0;
  switch (attr) {
/* BEGIN GENERATED wurl_attribute_range: go generate ./internal/cmd/genabi; do not edit */
  case WURL_ATTR_HREF:
    r.start = 0;
    r.end = href_len;
    break;
  case WURL_ATTR_PROTOCOL:
    r.start = 0;
    r.end = c->scheme_end + 1;
    break;
  case WURL_ATTR_USERNAME:
    r.start = c->username_start;
    r.end = c->username_end;
    break;
  case WURL_ATTR_PASSWORD:
    r.start = c->password_start;
    r.end = c->password_end;
    break;
  case WURL_ATTR_HOST:
    r.start = c->host_start;
    r.end = c->port >= 0 ? c->port_end : c->host_end;
    break;
  case WURL_ATTR_HOSTNAME:
    r.start = c->host_start;
    r.end = c->host_end;
    break;
  case WURL_ATTR_PORT:
    r.start = c->port_start;
    r.end = c->port_end;
    break;
  case WURL_ATTR_PATHNAME:
    r.start = c->path_start;
    r.end = href_len;
    if (c->fragment_start != WURL_OMITTED) r.end = c->fragment_start;
    if (c->query_start != WURL_OMITTED) r.end = c->query_start;
    break;
  case WURL_ATTR_SEARCH:
    if (c->query_start == WURL_OMITTED) break;
    r.end = c->fragment_start != WURL_OMITTED ? c->fragment_start : href_len;
    if (r.end - c->query_start > 1) r.start = c->query_start;
    else r.end = 0;
    break;
  case WURL_ATTR_HASH:
    if (c->fragment_start == WURL_OMITTED) break;
    r.end = href_len;
    if (r.end - c->fragment_start > 1) r.start = c->fragment_start;
    else r.end = 0;
    break;
/* END GENERATED wurl_attribute_range */
  default:
    break;
  }
  return r;
}

/* Runs the setter of attribute attr with value, as the Standard's URL class
 * does. The setters other than href ignore a value they cannot use and leave
 * the URL unchanged (status OK, *changed false). The href setter fails with
 * WURL_ERR_PARSE when value is not a valid URL, and the URL stays unchanged.
 * changed (NULL allowed) receives whether the href changed. Every earlier view
 * into url (and into its search params) is invalid afterwards.
 * Statuses: OK, PARSE (href only; wurl_last_parse_failure() says why),
 * INVALID_HANDLE, INVALID_ARGUMENT (attr out of range, value NULL with
 * len>0), TOO_LONG, NO_MEMORY, INTERNAL, FORKED.
 * On any status but OK the URL is unchanged. */
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
 * functions below (get, get_all, entry, to_string, to_string_with_encoding)
 * are copies the object keeps: each stays valid until the list changes
 * (append, delete, set or sort is called on the object, or the href or
 * search setter on its URL), or the object ends (wurl_search_params_free,
 * or wurl_free of its URL). Reading calls do not end earlier views, so a
 * loop over wurl_search_params_entry may keep every name it saw. The object
 * copies each distinct string (and each get_all array) once per version of
 * the list, so reading the same list again and again takes no more memory.
 * Functions that change the list of a URL's own object run
 * the Standard's update steps: the URL's query becomes the list's
 * serialization (null when it is empty), so views into the URL are invalid
 * afterwards, and setters of the URL change what the object reads.
 * The search setter sets the list to the parse of its value (less one leading
 * '?'), which keeps the ASCII tabs and newlines that the query loses (section
 * 6.1); wurl_clone's copy makes its list from its query, as a new URL does.
 * Costs: append, get, has, set and delete cost O(1) amortized, sort
 * O(n log n); on a URL's own object a change also rewrites the query in the
 * href (one pass over it), except append after an earlier change through the
 * object, which writes only the new pair.
 * Unless said otherwise, the functions below give: OK, INVALID_HANDLE (NULL or
 * freed object), INVALID_ARGUMENT (NULL out-pointer, NULL data with len>0),
 * TOO_LONG, NO_MEMORY, INTERNAL, FORKED (a standalone object made before a
 * fork, used in the child; see FORK). On failure nothing is changed, except
 * that a URL's own object whose URL could not take a change (NO_MEMORY,
 * TOO_LONG) reads the URL's query again. */

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

/* The value of the first pair named name in *value (a view kept until the
 * list changes) and *found true; { "", 0 } and false when there is none.
 * found may be NULL. */
wurl_status wurl_search_params_get(wurl_search_params *params, const char *name,
                                   size_t name_len, wurl_str *value, bool *found);

/* The values of every pair named name, in list order: *values points to an
 * array of *count views (kept until the list changes; NULL when *count is 0). */
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

/* The name and value of the index-th pair (from 0), as views kept until the
 * list changes; either out-pointer may be NULL. INVALID_ARGUMENT when
 * index >= size. */
wurl_status wurl_search_params_entry(wurl_search_params *params, size_t index, wurl_str *name,
                                     wurl_str *value);

/* The list serialized as application/x-www-form-urlencoded (the
 * stringifier), as a view kept until the list changes. */
wurl_status wurl_search_params_to_string(wurl_search_params *params, wurl_str *out);

/* The list serialized as application/x-www-form-urlencoded with an encoding
 * override (section 5.2): names and values are encoded with the encoding the
 * label encoding[0, encoding_len) names (after "get an output encoding", as
 * for wurl_parse_with_encoding), and a code point it cannot encode becomes
 * "%26%23" + decimal + "%3B", as a form submitted from a document in that
 * encoding. A view, as wurl_search_params_to_string's. The list is not
 * changed. Statuses: as above, plus UNKNOWN_ENCODING. */
wurl_status wurl_search_params_to_string_with_encoding(wurl_search_params *params,
                                                       const char *encoding,
                                                       size_t encoding_len, wurl_str *out);

/* ---- hosts and domains (sections 3.3 to 3.6) -------------------------- */
/* The results below are owned strings: on WURL_OK the caller frees *out with
 * wurl_string_free(); on any other status *out is { NULL, 0 }. Each needs an
 * out-pointer (INVALID_ARGUMENT when NULL) and enters Go once. */

/* Domain to ASCII (section 3.3) of domain, with be_strict. On WURL_ERR_PARSE
 * (the domain cannot be converted) *why (NULL allowed) receives the
 * validation error; WURL_VERR_NONE otherwise.
 * Statuses: OK, PARSE, INVALID_ARGUMENT, TOO_LONG, NO_MEMORY, INTERNAL,
 * FORKED. */
wurl_status wurl_domain_to_ascii(const char *domain, size_t domain_len, bool be_strict,
                                 wurl_string *out, wurl_validation_error *why);

/* Domain to Unicode (section 3.3) of domain. It does not fail on a label it
 * cannot convert: such a label is left as it is.
 * Statuses: OK, INVALID_ARGUMENT, TOO_LONG, NO_MEMORY, INTERNAL, FORKED. */
wurl_status wurl_domain_to_unicode(const char *domain, size_t domain_len, wurl_string *out);

/* The host parser (section 3.5) on input, with is_opaque for the host of a
 * non-special URL, and the host serializer (section 3.6) on its result, in
 * *out; *type (NULL allowed) receives what the host is (WURL_HOST_DOMAIN,
 * _IPV4, _IPV6 (in brackets), _OPAQUE or _EMPTY). input is taken as the URL
 * parser passes it: still percent-encoded; an empty input is host-missing
 * unless is_opaque. On WURL_ERR_PARSE *why (NULL allowed) receives the
 * validation error that made the host parser fail, and *type is
 * WURL_HOST_NONE. Statuses: OK, PARSE, INVALID_ARGUMENT, TOO_LONG, NO_MEMORY,
 * INTERNAL, FORKED. */
wurl_status wurl_host_parse(const char *input, size_t input_len, bool is_opaque,
                            wurl_string *out, wurl_host_type *type,
                            wurl_validation_error *why);

/* ---- percent-encoding (section 1.3) ----------------------------------- */

/* UTF-8 percent-encode of s with the percent-encode set set; with
 * space_as_plus U+0020 becomes "+" (as application/x-www-form-urlencoded
 * does). Invalid UTF-8 in s is read as U+FFFD. The caller frees *out with
 * wurl_string_free(); { NULL, 0 } on failure.
 * Statuses: OK, INVALID_ARGUMENT (out NULL, s NULL with len>0, set not a
 * wurl_encode_set), TOO_LONG, NO_MEMORY, INTERNAL, FORKED. */
wurl_status wurl_percent_encode(const char *s, size_t s_len, wurl_encode_set set,
                                bool space_as_plus, wurl_string *out);

/* Percent-decode of s: bytes, not necessarily UTF-8, and they may hold NUL
 * (out->len counts them; a NUL follows them too). The caller frees *out with
 * wurl_string_free(); { NULL, 0 } on failure.
 * Statuses: OK, INVALID_ARGUMENT, TOO_LONG, NO_MEMORY, INTERNAL, FORKED. */
wurl_status wurl_percent_decode(const char *s, size_t s_len, wurl_string *out);

/* ---- public suffix and registrable domain (section 3.2) --------------- */
/* These use the Public Suffix List compiled into the library (ICANN and
 * private sections). The result may be null: then the status is still
 * WURL_OK, *found (required) is false and *out is { NULL, 0 }. When *found
 * is true the caller frees *out with wurl_string_free().
 * Statuses: OK, INVALID_ARGUMENT (out or found NULL, data NULL with len>0),
 * TOO_LONG, NO_MEMORY, INTERNAL, FORKED; INVALID_HANDLE for the URL forms. */

/* The public suffix of host, which is first run through the host parser as
 * a special URL's host ("EXAMPLE.COM" gives "com"). Null when host does not
 * parse or is an IP address. */
wurl_status wurl_public_suffix(const char *host, size_t host_len, wurl_string *out,
                               bool *found);

/* The registrable domain of host, parsed as for wurl_public_suffix. Null when
 * the public suffix is null or is the whole host ("co.uk"). */
wurl_status wurl_registrable_domain(const char *host, size_t host_len, wurl_string *out,
                                    bool *found);

/* The public suffix and registrable domain of url's host: null when the host
 * is null, empty, an IP address or opaque (every host of a non-special URL). */
wurl_status wurl_get_public_suffix(const wurl_url *url, wurl_string *out, bool *found);
wurl_status wurl_get_registrable_domain(const wurl_url *url, wurl_string *out, bool *found);

/* ---- rendering (section 4.8) ------------------------------------------ */
/* For showing a URL to people only: never parse, store or compare a
 * rendering in place of the href. The caller frees *out with
 * wurl_string_free(); { NULL, 0 } on failure.
 * Statuses: OK, INVALID_HANDLE, INVALID_ARGUMENT (out NULL), NO_MEMORY,
 * INTERNAL, FORKED. */

/* The URL for people to read: the href without username and password, the
 * host as wurl_render_host gives it, and in the path, query and fragment the
 * percent-encoded UTF-8 sequences of harmless code points decoded (code
 * points that are hidden, can spoof, or are syntax stay encoded). UTF-8. */
wurl_status wurl_render(const wurl_url *url, wurl_string *out);

/* The URL's host alone for people to read: a domain in Unicode (domain to
 * Unicode) except labels whose Unicode form has a hidden or spoofing code
 * point, which stay in their "xn--" form; other hosts as serialized; "" for a
 * null host. UTF-8. */
wurl_status wurl_render_host(const wurl_url *url, wurl_string *out);

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
 * Fork: a batch is C memory: one made before a fork keeps working in the
 * child (see FORK). */

/* A batch of parse results. Opaque; made by wurl_parse_batch, freed by
 * wurl_batch_free. */
typedef struct wurl_batch wurl_batch;

/* The result of parsing one input of a batch. */
typedef struct wurl_batch_result {
  /* WURL_OK; WURL_ERR_PARSE (the input is not a valid URL against the base);
   * WURL_ERR_INVALID_ARGUMENT (inputs[i] NULL with a nonzero lens[i]);
   * WURL_ERR_TOO_LONG (the input or its href is 4 GiB or more). */
  wurl_status status;
  /* On WURL_ERR_PARSE the validation error that made the input fail;
   * otherwise WURL_VERR_NONE. (On 64-bit targets it takes what was padding:
   * the offsets of the other fields are those of version 0.1.0.) */
  wurl_validation_error failure;
  /* On WURL_OK the href, NUL-terminated, inside the batch's href block (see
   * wurl_batch_hrefs); otherwise { "", 0 }. */
  wurl_str href;
  /* On WURL_OK the offsets and flags of the URL's components in href, as
   * wurl_get_components gives them for a handle; otherwise all zero. */
  wurl_components components;
  /* On WURL_OK, whether the href is the input byte for byte (a canonical
   * input: most inputs of real data), as wurl_parse_to's href_is_input: a
   * binding that holds the input as a string of its own can give that back
   * as the href, with no comparison (wurl_batch_changed compares). false
   * on any other status. (It takes what was the struct's tail padding: the
   * size and the offsets of the other fields are those of version 0.1.0.) */
  bool href_is_input;
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
 * Statuses: OK, PARSE (the base is not a valid URL: wurl_last_parse_failure()
 * says why), INVALID_ARGUMENT (out NULL, inputs NULL with n>0), TOO_LONG (base of 4 GiB or more), NO_MEMORY,
 * INTERNAL, FORKED. */
wurl_status wurl_parse_batch(const char *const *inputs, const size_t *lens, size_t n,
                             const char *base, size_t base_len, wurl_batch **out);

/* The number of results in batch; 0 for NULL (for a freed batch, see
 * Handles under CONVENTIONS). Never enters Go. */
size_t wurl_batch_size(const wurl_batch *batch);

/* The array of wurl_batch_size(batch) results, in input order; NULL for an
 * empty, NULL or freed batch. Never enters Go. */
const wurl_batch_result *wurl_batch_results(const wurl_batch *batch);

/* The block holding the hrefs, one NUL-terminated entry per input in input
 * order, an empty one (a lone NUL) for each failed input: for bindings that
 * copy all hrefs at once (result i's href.data - block.data is its offset).
 * The view's len counts the NULs. { "", 0 } for an empty, NULL or freed
 * batch. Never enters Go. */
wurl_str wurl_batch_hrefs(const wurl_batch *batch);

/* The results of batch that are not their input: for bindings that keep the
 * inputs as strings of their own and give an input back as its href where
 * it is one (most inputs of real data are canonical as written), making new
 * strings only for the others. data, len and sep are the inputs as joined
 * for wurl_parse_joined (the buffer that made batch, or the same bytes),
 * only read during the call; input i is the i-th piece of data split at sep.
 * Writes to rows, in increasing order, the index of each result that failed
 * or whose href is not its input byte for byte (an input past the end of
 * data counts as not), and their number to *count (0 on any status but
 * WURL_OK). rows is the caller's, with room for wurl_batch_size(batch)
 * entries; NULL only for an empty batch. Never enters Go.
 * Statuses: OK, INVALID_HANDLE (batch NULL or freed), INVALID_ARGUMENT
 * (count NULL, rows NULL for a batch with results, data NULL with len>0). */
wurl_status wurl_batch_changed(const wurl_batch *batch, const char *data, size_t len, unsigned char sep,
                               size_t *rows, size_t *count);

/* Frees batch and every result and href in it. NULL is fine. Never enters Go. */
void wurl_batch_free(wurl_batch *batch);

/* Parses many inputs given as ONE buffer: the len bytes at data, split at
 * every byte sep, are the inputs (count(sep) + 1 of them, so len 0 is one
 * empty input and no input can contain sep). For bindings whose per-input
 * work is what costs (Python joins and encodes a whole list of str in one
 * step, then makes this one call). Parsing, base, statuses and ownership are
 * as for wurl_parse_batch, href block included: it splits at its NULs into
 * exactly n entries (an href is never empty, so an empty entry is a failure).
 * Statuses: OK, PARSE (the base is not a valid URL: wurl_last_parse_failure()
 * says why), INVALID_ARGUMENT (out NULL, data NULL with len>0), TOO_LONG
 * (base of 4 GiB or more), NO_MEMORY, INTERNAL, FORKED. */
wurl_status wurl_parse_joined(const char *data, size_t len, unsigned char sep,
                              const char *base, size_t base_len, wurl_batch **out);

/* ---- Parsing into the caller's memory (no handle) ----
 * For bindings that keep a URL as its href and its component offsets in
 * memory of their own: one call parses and writes both into the caller's
 * buffer; there is nothing to free. An href is ASCII (the URL serializer
 * only writes ASCII), so a byte offset is also a character index. */

/* Where wurl_parse_to and wurl_get_to write a URL. The caller sets buf and
 * cap (by name, { .buf = b, .cap = sizeof b }, so that a field added at the
 * end needs no change); the functions set href_len, components and
 * href_is_input. */
typedef struct wurl_parse_target {
  char *buf;                  /* in: where the href goes, followed by a NUL; must not
                               * overlap the input or the base */
  size_t cap;                 /* in: bytes writable at buf (0 with buf NULL: none) */
  size_t href_len;            /* out: the length of the href, NUL excluded */
  wurl_components components; /* out: as wurl_get_components gives them */
  bool href_is_input;         /* out: the href is the input, byte for byte (most URLs
                               * on the web are written canonically): a binding that
                               * holds the input as a string of its own can keep it as
                               * the href instead of copying buf. Always false from
                               * wurl_get_to, which has no input. It sits where
                               * versions before it had padding, so the struct's
                               * size and every other offset are theirs. */
} wurl_parse_target;

/* Parses input as wurl_parse does (no base) into out.
 * Retry protocol: on WURL_OK href_len and components are set; when
 * href_len < cap, buf holds the href and a NUL; otherwise (the buffer is too
 * small) buf's bytes are unspecified and the caller calls again with a
 * buffer of at least href_len + 1 bytes, which gives the same URL.
 * On any other status href_len is 0, components all zero and
 * href_is_input false.
 * Statuses: OK, PARSE, INVALID_ARGUMENT (out NULL, input NULL with len>0,
 * buf NULL with cap>0), TOO_LONG, INTERNAL, FORKED. */
wurl_status wurl_parse_to(const char *input, size_t input_len, wurl_parse_target *out);

/* As wurl_parse_to, against a base. base NULL: no base. base_components
 * NULL: base is a string, parsed first (as wurl_parse does). base_components
 * not NULL: base (base_len bytes) is the href of a URL and base_components
 * its components as this library gave them (wurl_parse_to, wurl_get_to,
 * wurl_get_components, a batch result); the base is then not parsed again.
 * Only the offsets, port, host_type, scheme_type and has_opaque_path are
 * read. Components that do not describe base as this library writes it
 * give INVALID_ARGUMENT whatever the input: offsets out of order or past
 * base_len, a delimiter not where they say, a scheme_type, host_type, port
 * or has_opaque_path that is not what base's text says.
 * Statuses: those of wurl_parse_to, and PARSE also when a base string is
 * not a valid URL (wurl_last_parse_failure() says which failed and why). */
wurl_status wurl_parse_to_with_base(const char *input, size_t input_len, const char *base,
                                    size_t base_len, const wurl_components *base_components,
                                    wurl_parse_target *out);

/* Copies url's href and components into out, with the retry protocol of
 * wurl_parse_to. Never enters Go (works in a forked child).
 * Statuses: OK, INVALID_HANDLE, INVALID_ARGUMENT (out NULL, buf NULL with
 * cap>0). */
wurl_status wurl_get_to(const wurl_url *url, wurl_parse_target *out);

/* ---- URL PATTERNS ----------------------------------------------------- */
/* The URL Pattern Standard (https://urlpattern.spec.whatwg.org/): a pattern
 * for each component of a URL, such as "https://example.com/books/:id",
 * matched against URLs. This is the Go package urlpattern through C; its
 * documentation says what the regular expressions accept: custom regexp
 * groups are ECMAScript syntax run by a linear-time engine (RE2), and a
 * pattern that needs what RE2 cannot do (lookaround, backreferences) is
 * refused by the constructor with WURL_PATTERN_ERR_UNSUPPORTED_REGEXP.
 *
 * Errors: where the Standard throws a TypeError, the functions return
 * WURL_ERR_PARSE, with the kind in *why (when why is not NULL) and a
 * description in *message (when message is not NULL; an owned string the
 * caller frees with wurl_string_free(); { NULL, 0 } on any other status).
 *
 * Ownership and lifetime: a wurl_pattern is made by wurl_pattern_new or
 * wurl_pattern_new_init and freed by wurl_pattern_free; the views its
 * getters return live as long as it. A pattern never changes once made. A
 * wurl_pattern_result is made by wurl_pattern_exec(_init) and freed by
 * wurl_pattern_result_free; everything wurl_pattern_result_match points to
 * lives in it until then, and does not depend on the pattern (which may be
 * freed first). NULL, freed handles and handles of another kind are as for
 * every handle (Handles, under CONVENTIONS).
 *
 * Threads: a pattern may be used (test, exec, getters) from any number of
 * threads at the same time; wurl_pattern_free must not overlap other calls
 * on it. Results are independent of each other.
 *
 * Fork: a pattern's compiled form is in the Go runtime that made it. In a
 * child forked after it was made, test, exec, generate and compare on it
 * return WURL_ERR_FORKED; its getters, wurl_pattern_has_regexp_groups and
 * wurl_pattern_free work (free then frees the C memory only). Patterns made
 * in the child work. Results are C memory and work anywhere (see FORK). */

/* A compiled URL pattern. Opaque. */
typedef struct wurl_pattern wurl_pattern;

/* The result of a successful exec. Opaque; read with wurl_pattern_result_match. */
typedef struct wurl_pattern_result wurl_pattern_result;

/* BEGIN GENERATED wurl_pattern_component: go generate ./internal/cmd/genabi; do not edit */
/* The components, in the Standard's order. */
typedef enum wurl_pattern_component {
  WURL_PATTERN_PROTOCOL = 0,
  WURL_PATTERN_USERNAME = 1,
  WURL_PATTERN_PASSWORD = 2,
  WURL_PATTERN_HOSTNAME = 3,
  WURL_PATTERN_PORT = 4,
  WURL_PATTERN_PATHNAME = 5,
  WURL_PATTERN_SEARCH = 6,
  WURL_PATTERN_HASH = 7
} wurl_pattern_component;
#define WURL_PATTERN_COMPONENT_COUNT 8
/* END GENERATED wurl_pattern_component */

/* BEGIN GENERATED wurl_pattern_error: go generate ./internal/cmd/genabi; do not edit */
/* Why a constructor failed (the step of the Standard that threw). */
typedef enum wurl_pattern_error {
  WURL_PATTERN_ERR_NONE = 0,
  WURL_PATTERN_ERR_RELATIVE_WITHOUT_BASE = 1, /* a constructor string with no protocol and no base */
  WURL_PATTERN_ERR_INVALID_BASE_URL = 2,      /* the base URL does not parse */
  WURL_PATTERN_ERR_TOKENIZE = 3,              /* invalid pattern syntax (tokenizer) */
  WURL_PATTERN_ERR_UNEXPECTED_TOKEN = 4,      /* invalid pattern syntax (parser), such as an unclosed "{" */
  WURL_PATTERN_ERR_DUPLICATE_NAME = 5,        /* a group name used twice in one component */
  WURL_PATTERN_ERR_INVALID_COMPONENT = 6,     /* text the URL parser refuses for its component */
  WURL_PATTERN_ERR_INVALID_REGEXP = 7,        /* not a valid ECMAScript regular expression (v flag) */
  WURL_PATTERN_ERR_UNSUPPORTED_REGEXP = 8,    /* valid, but needs what RE2 cannot do; see message */
  WURL_PATTERN_ERR_BASE_WITH_INIT = 9         /* a base URL string given beside an init */
} wurl_pattern_error;
/* END GENERATED wurl_pattern_error */

/* The name of e, such as "unsupported-regexp"; "unknown" for other values. */
const char *wurl_pattern_error_name(wurl_pattern_error e);

/* Option flags of the constructors. */
#define WURL_PATTERN_IGNORE_CASE 1u /* URLPatternOptions.ignoreCase */

/* A URLPatternInit: the pattern (or, for test and exec, the URL) given
 * component by component. A member whose data is NULL does not exist (len
 * must then be 0); { "", 0 } is the empty string, which the Standard tells
 * apart: a pattern component that does not exist is a wildcard "*" (or comes
 * from base_url), an empty one matches only the empty string. So a zeroed
 * struct is the empty init {}. */
typedef struct wurl_pattern_init {
  wurl_str protocol;
  wurl_str username;
  wurl_str password;
  wurl_str hostname;
  wurl_str port;
  wurl_str pathname;
  wurl_str search;
  wurl_str hash;
  wurl_str base_url;
} wurl_pattern_init;

/* Makes a pattern from a constructor string, such as
 * "https://example.com/books/:id(\\d+)", resolved against base (base NULL:
 * no base; a relative string then fails). flags: 0 or
 * WURL_PATTERN_IGNORE_CASE. On WURL_OK *out is the new pattern (free it with
 * wurl_pattern_free); on any other status *out is NULL.
 * Statuses: OK, PARSE (a TypeError of the Standard: see *why, *message),
 * INVALID_ARGUMENT (out NULL, input NULL with input_len>0, unknown flags),
 * TOO_LONG, NO_MEMORY, INTERNAL, FORKED. */
wurl_status wurl_pattern_new(const char *input, size_t input_len, const char *base, size_t base_len,
                             uint32_t flags, wurl_pattern **out, wurl_pattern_error *why,
                             wurl_string *message);

/* Makes a pattern from an init, as new URLPattern(init, options) does; base
 * is the separate baseURL argument of new URLPattern(init, baseURL,
 * options): NULL when not given (the usual case: an init carries its base in
 * init->base_url). Given, it is the Standard's TypeError (PARSE, *why
 * WURL_PATTERN_ERR_BASE_WITH_INIT), as in JavaScript.
 * Statuses: those of wurl_pattern_new; INVALID_ARGUMENT also for init NULL
 * or a member with data NULL and len>0. */
wurl_status wurl_pattern_new_init(const wurl_pattern_init *init, const char *base, size_t base_len,
                                  uint32_t flags, wurl_pattern **out, wurl_pattern_error *why,
                                  wurl_string *message);

/* Frees pattern. NULL and freed handles are ignored. */
void wurl_pattern_free(wurl_pattern *pattern);

/* The pattern string of a component (the getters protocol ... hash): a view
 * that lives as long as the pattern; { "", 0 } for a NULL or freed pattern or
 * an unknown component. Never enters Go. */
wurl_str wurl_pattern_get_component(const wurl_pattern *pattern, wurl_pattern_component component);
wurl_str wurl_pattern_get_protocol(const wurl_pattern *pattern);
wurl_str wurl_pattern_get_username(const wurl_pattern *pattern);
wurl_str wurl_pattern_get_password(const wurl_pattern *pattern);
wurl_str wurl_pattern_get_hostname(const wurl_pattern *pattern);
wurl_str wurl_pattern_get_port(const wurl_pattern *pattern);
wurl_str wurl_pattern_get_pathname(const wurl_pattern *pattern);
wurl_str wurl_pattern_get_search(const wurl_pattern *pattern);
wurl_str wurl_pattern_get_hash(const wurl_pattern *pattern);

/* hasRegExpGroups: whether a component uses a custom regexp group; false
 * for a NULL or freed pattern. Never enters Go. */
bool wurl_pattern_has_regexp_groups(const wurl_pattern *pattern);

/* test(input, base): *matched is whether the URL input, parsed against base
 * (NULL: no base), matches. A URL or base that does not parse does not
 * match (WURL_OK, *matched false), as in the Standard.
 * Statuses: OK, INVALID_HANDLE, INVALID_ARGUMENT (matched NULL, input NULL
 * with input_len>0), TOO_LONG, INTERNAL, FORKED. *matched is false on any
 * status but OK. */
wurl_status wurl_pattern_test(const wurl_pattern *pattern, const char *input, size_t input_len,
                              const char *base, size_t base_len, bool *matched);

/* A router: *index is the position of the first of the count patterns
 * that the URL input (parsed against base when not NULL) matches, as
 * wurl_pattern_test on each in turn finds it, or count when none does. The
 * URL is parsed once for all of them, where wurl_pattern_test parses it for
 * every pattern, and the library is entered once.
 * Statuses: OK, INVALID_HANDLE (a pattern NULL or freed), INVALID_ARGUMENT
 * (index NULL, patterns NULL with count>0, input NULL with input_len>0),
 * TOO_LONG, INTERNAL, FORKED. *index is count on any status but OK. */
wurl_status wurl_pattern_first_match(const wurl_pattern *const *patterns, size_t count, const char *input,
                                     size_t input_len, const char *base, size_t base_len, size_t *index);

/* test(init): whether the URL given component by component matches (its
 * components are canonicalized as the Standard's "url" processing does; one
 * that cannot be does not match).
 * Statuses: those of wurl_pattern_test; INVALID_ARGUMENT also for init NULL
 * or a member with data NULL and len>0. */
wurl_status wurl_pattern_test_init(const wurl_pattern *pattern, const wurl_pattern_init *init,
                                   const char *base, size_t base_len, bool *matched);

/* One group of a component's result. */
typedef struct wurl_pattern_group {
  wurl_str name;  /* the group's name: ":name", or "0", "1"... for unnamed groups */
  wurl_str value; /* what it matched; { "", 0 } when it did not participate */
  bool matched;   /* false when it did not participate (JavaScript's undefined) */
} wurl_pattern_group;

/* URLPatternComponentResult. */
typedef struct wurl_pattern_component_result {
  wurl_str input;                   /* the component of the URL that was matched */
  const wurl_pattern_group *groups; /* group_count groups, in the pattern's order; NULL when none */
  size_t group_count;
} wurl_pattern_component_result;

/* URLPatternResult. Every view lives in the result object. */
typedef struct wurl_pattern_match {
  wurl_pattern_component_result components[WURL_PATTERN_COMPONENT_COUNT];
  /* The inputs: for wurl_pattern_exec the URL and, when given, the base
   * (input_count 1 or 2, input_is_init false); for wurl_pattern_exec_init
   * input_count 1, input_is_init true and init a copy of the init given
   * (members that did not exist have data NULL). Input that was not valid
   * UTF-8 reads here as it was read: each invalid sequence as U+FFFD. */
  size_t input_count;
  wurl_str inputs[2];
  bool input_is_init;
  wurl_pattern_init init;
} wurl_pattern_match;

/* exec(input, base): on a match, *out is a new result (free it with
 * wurl_pattern_result_free); when input does not match, WURL_OK and *out
 * NULL. Statuses: those of wurl_pattern_test (out NULL is INVALID_ARGUMENT),
 * and NO_MEMORY; *out is NULL on any status but OK. */
wurl_status wurl_pattern_exec(const wurl_pattern *pattern, const char *input, size_t input_len,
                              const char *base, size_t base_len, wurl_pattern_result **out);

/* exec(init): as wurl_pattern_exec, for a URL given component by component.
 * For both test and exec of an init, base is the separate baseURL argument,
 * NULL when not given; given, it is the Standard's TypeError: PARSE. */
wurl_status wurl_pattern_exec_init(const wurl_pattern *pattern, const wurl_pattern_init *init,
                                   const char *base, size_t base_len, wurl_pattern_result **out);

/* The content of a result; NULL for a NULL or freed result. Never enters Go. */
const wurl_pattern_match *wurl_pattern_result_match(const wurl_pattern_result *result);

/* Frees result and everything in it. NULL and freed results are ignored.
 * Never enters Go. */
void wurl_pattern_result_free(wurl_pattern_result *result);

/* compareComponent(component, left, right): orders two patterns by one
 * component, from the less to the more specific: *result is -1, 0 or 1.
 * Not in the Standard at commit 203d435c: it follows WPT's tentative tests
 * and Chromium (see the Go package's CompareComponent).
 * Statuses: OK, INVALID_HANDLE, INVALID_ARGUMENT (result NULL, unknown
 * component), INTERNAL, FORKED. */
wurl_status wurl_pattern_compare_component(wurl_pattern_component component, const wurl_pattern *left,
                                           const wurl_pattern *right, int *result);

/* generate(component, groups): the component string the pattern's
 * component matches with the n groups names[i] = values[i], such as
 * "/books/42" from "/books/:id" and id = "42". Not in the Standard at commit
 * 203d435c: it follows WPT's tentative tests and the proposal (see the Go
 * package's Generate). On WURL_OK *out is an owned string (wurl_string_free).
 * Statuses: OK, PARSE (the component cannot be generated: a regexp group,
 * "*", a modifier, a missing group or a value that does not fit),
 * INVALID_HANDLE, INVALID_ARGUMENT (out NULL, unknown component, names or
 * values NULL with n>0, a name or value with data NULL and len>0),
 * TOO_LONG, NO_MEMORY, INTERNAL, FORKED. */
wurl_status wurl_pattern_generate(const wurl_pattern *pattern, wurl_pattern_component component,
                                  const wurl_str *names, const wurl_str *values, size_t n,
                                  wurl_string *out);

/* ---- COLUMNS: Apache Arrow ------------------------------------------- */
/* Batches as Arrow arrays, and Arrow string columns parsed as batches,
 * through the Arrow C Data Interface
 * (https://arrow.apache.org/docs/format/CDataInterface.html): a data
 * pipeline (Arrow, Parquet readers, pandas, Polars, DuckDB, Spark) moves a
 * column of URLs in and out with one call each way and no call, pointer or
 * copy per URL on its side. The two structs are the interface's own,
 * declared here unless an Arrow header declared them first (the guard is the
 * one the interface prescribes), so this header works with or without one. */

#ifndef ARROW_C_DATA_INTERFACE
#define ARROW_C_DATA_INTERFACE

#define ARROW_FLAG_DICTIONARY_ORDERED 1
#define ARROW_FLAG_NULLABLE 2
#define ARROW_FLAG_MAP_KEYS_SORTED 4

struct ArrowSchema {
  /* Array type description */
  const char *format;
  const char *name;
  const char *metadata;
  int64_t flags;
  int64_t n_children;
  struct ArrowSchema **children;
  struct ArrowSchema *dictionary;

  /* Release callback */
  void (*release)(struct ArrowSchema *);
  /* Opaque producer-specific data */
  void *private_data;
};

struct ArrowArray {
  /* Array data description */
  int64_t length;
  int64_t null_count;
  int64_t offset;
  int64_t n_buffers;
  int64_t n_children;
  const void **buffers;
  struct ArrowArray **children;
  struct ArrowArray *dictionary;

  /* Release callback */
  void (*release)(struct ArrowArray *);
  /* Opaque producer-specific data */
  void *private_data;
};

#endif /* ARROW_C_DATA_INTERFACE */

/* Exports batch as one Arrow struct array with a row per input, in input
 * order: *schema receives its type and *array its data.
 *
 * Layout. The struct array (format "+s", nullable) has a null row for each
 * input that failed (result status not WURL_OK), and so has each child (they
 * share the struct's validity bitmap, so a child read alone has the nulls
 * too). Children, in this order, all nullable:
 *   href, protocol, username, password, host, hostname, port, pathname,
 *     search, hash: format "vu" (utf8_view), the same bytes as the getters
 *     (wurl_get_href ... wurl_get_hash, section 6.1) give for the URL;
 *   host_type: format "c" (int8), a wurl_host_type.
 * The URL text is not copied: a value longer than 12 bytes is a view into
 * the batch's href block (wurl_batch_hrefs), which is the children's data
 * buffer (one buffer; a block of 2 GiB or more is split into overlapping
 * windows of it, each under 2 GiB, as views address 32-bit offsets). What is
 * allocated is the views (16 bytes per value), the int8 column and the
 * bitmap; the children share the data buffers and the bitmap.
 *
 * Ownership. On WURL_OK the batch belongs to the exported array: the caller
 * frees nothing else and must not call wurl_batch_free(batch) (such a call
 * is ignored while the array lives). Releasing follows the interface's
 * rules: the consumer calls array->release and schema->release once each.
 * Releasing the struct array releases the children still in it. A child
 * moved out of it (copied, and its release set to NULL in the parent, as
 * the interface allows) stays valid on its own and is released by its own
 * release, before or after the parent, from any thread. The batch and every
 * buffer are freed by the last release of the struct array and its moved
 * children. The schema is independent of the array (static strings and one
 * allocation, freed by schema->release, which also releases its children
 * that were not moved out). Until the batch is freed it stays readable
 * through wurl_batch_size, wurl_batch_results, wurl_batch_hrefs and
 * wurl_batch_columns (a binding may go on reading a batch while it holds the
 * array); exporting it again gives WURL_ERR_INVALID_HANDLE.
 * On any other status the batch is unchanged and still the caller's, and
 * *schema and *array are marked released (release NULL; nothing to free).
 *
 * Never enters Go (works in a forked child on a batch made before the fork).
 * Must not run at the same time as another call that exports or frees the
 * same batch. Statuses: OK, INVALID_HANDLE (batch NULL, freed or already
 * exported), INVALID_ARGUMENT (schema or array NULL), TOO_LONG (a value that
 * no window can address: only possible for a value of 1 GiB or more),
 * NO_MEMORY. */
wurl_status wurl_batch_to_arrow(wurl_batch *batch, struct ArrowSchema *schema,
                                struct ArrowArray *array);

/* Parses an Arrow string column in one call into the engine: a batch as
 * wurl_parse_batch makes it, with the values read where they are (no array
 * of pointers, no copy of the input).
 * schema and array describe the column as the C Data Interface exports it:
 * format "u" (utf8), "U" (large_utf8) or "vu" (utf8_view), or the binary
 * forms "z", "Z", "vz" (read as any other input: invalid UTF-8 is U+FFFD);
 * no children, no dictionary. The format must be a NUL-terminated string, as
 * the interface requires: it is read up to its NUL, so "u" given as the one
 * byte 'u' without a NUL is read past its end. array's offset and length select the rows (a
 * slice is read as such). Both are only read, during the call: they stay
 * the caller's and unreleased, and may be released right after it (the
 * batch holds its own hrefs).
 * Result i is for row offset+i: a null row (validity bit clear, when
 * null_count is not 0) gives status WURL_ERR_INVALID_ARGUMENT (as a missing
 * input does in wurl_parse_batch) and is null once exported by
 * wurl_batch_to_arrow; the other rows give what wurl_parse_batch gives for
 * them (WURL_OK, WURL_ERR_PARSE, WURL_ERR_TOO_LONG). base: as for
 * wurl_parse_batch.
 * On WURL_OK *out is a new batch the caller frees with wurl_batch_free() or
 * hands to wurl_batch_to_arrow(); on any other status *out is NULL (when out
 * is not NULL) and nothing needs freeing.
 * Checked before anything is parsed, each giving WURL_ERR_INVALID_ARGUMENT:
 * schema, array or out NULL; a released schema or array (release NULL);
 * another format (NULL included); children or a dictionary; a negative
 * length or offset, or offset + length past INT64_MAX; null_count below -1;
 * the wrong number of buffers, or buffers NULL; a NULL buffer where the rows
 * need one (validity with null_count > 0, offsets or views with rows, data
 * for a non-empty value); offsets of the rows that are negative or decrease;
 * a view (of a non-null row) whose length is negative, whose buffer index
 * is not one of the data buffers, or that ends past its buffer's size, or a
 * negative buffer size. (The size of a utf8 data buffer is not part of the
 * interface: valid offsets are trusted to lie within it.)
 * Statuses: OK, PARSE (the base is not a valid URL: wurl_last_parse_failure()
 * says why), INVALID_ARGUMENT, TOO_LONG (base of 4 GiB or more), NO_MEMORY,
 * INTERNAL, FORKED. */
wurl_status wurl_parse_arrow(const struct ArrowSchema *schema, const struct ArrowArray *array,
                             const char *base, size_t base_len, wurl_batch **out);

/* Parses an Arrow string column and exports its URLs as a struct array, in
 * one call: what wurl_parse_arrow() then wurl_batch_to_arrow() give, for a
 * caller that wants only the columns. No batch is made: each row's views
 * are written as the row is parsed, with no wurl_batch_result between (the
 * batch's 88 bytes a row, written then read back), so it costs less than
 * the two calls.
 * schema, array, base: as for wurl_parse_arrow (read during the call only).
 * out_schema, out_array receive the export, laid out as wurl_batch_to_arrow
 * lays it out (the same children, nulls and values; a null row of the input
 * and an input that fails are null rows), except that its data buffer is an
 * href block of its own, not a batch's, with the hrefs in no particular
 * order. Ownership and release are wurl_batch_to_arrow's, with that block
 * in place of the batch (freed by the last release of the struct array and
 * its moved children).
 * On any other status than WURL_OK, *out_schema and *out_array (when not
 * NULL) are marked released (release NULL; nothing to free).
 * Statuses: wurl_parse_arrow's (INVALID_ARGUMENT also for out_schema or
 * out_array NULL; every check is made before anything is parsed), and
 * TOO_LONG for a value that no window can address, as wurl_batch_to_arrow. */
wurl_status wurl_parse_arrow_to_arrow(const struct ArrowSchema *schema, const struct ArrowArray *array,
                                      const char *base, size_t base_len, struct ArrowSchema *out_schema,
                                      struct ArrowArray *out_array);

/* The number of wurl_attribute values: href ... hash. */
#define WURL_ATTRIBUTE_COUNT 10

/* The ten components of every result of batch, each as one text, for
 * bindings that make columns of strings in a few steps (Python: one
 * str.split per column, and a take by codes), in one pass over the batch.
 * which selects the attributes: bit k (1u << k) for attribute k
 * (wurl_attribute order), 0 for all ten; out[k] of an attribute not
 * selected is { NULL, 0 } and codes[k] is not read. For each selected
 * attribute k, out[k] receives, in one of two forms chosen by codes[k]:
 * - codes NULL or codes[k] NULL: for each result, in input order, the value
 *   the getter gives for its URL (wurl_get_href ... wurl_get_hash), then the
 *   byte sep; a failed result gives an empty value (sep alone).
 * - codes[k] not NULL (room for wurl_batch_size(batch) int32_t): dictionary
 *   encoded: out[k] holds each distinct value once, in order of first
 *   appearance, each followed by sep, and codes[k][i] is the index among them
 *   of result i's value, or -1 for a failed result. (Components repeat a lot
 *   in real data, protocols, ports, hosts: a binding then makes one string
 *   per distinct value.)
 * On WURL_OK the caller frees each out[k] with wurl_string_free() (a no-op
 * for { NULL, 0 }); on any other status every out[k] is { NULL, 0 }. Never
 * enters Go (works in a forked child).
 * With WURL_COLUMNS_IN_BATCH also set in which, the texts are written into
 * memory of the batch instead: each out[k] is then a view the caller does
 * not free, valid until the batch is freed or the next call with that bit
 * on the same batch (two such calls on one batch must not run at the same
 * time). That memory is kept with the batch's results and hrefs when it is
 * freed, and serves a later batch's columns: a program that
 * makes the columns of one batch after another writes them into pages it
 * wrote before, instead of a fresh text of megabytes a call whose every
 * page the system must fault in and zero.
 * Statuses: OK, INVALID_HANDLE (batch NULL or freed), INVALID_ARGUMENT (out
 * NULL, a bit of which past the attributes other than
 * WURL_COLUMNS_IN_BATCH), TOO_LONG (codes with more than INT32_MAX
 * results), NO_MEMORY. */
wurl_status wurl_batch_columns(const wurl_batch *batch, unsigned char sep, uint32_t which,
                               wurl_string out[WURL_ATTRIBUTE_COUNT],
                               int32_t *const codes[WURL_ATTRIBUTE_COUNT]);

/* The bit of wurl_batch_columns' which that puts the texts in the batch. */
#define WURL_COLUMNS_IN_BATCH (1u << 31)

/* ---- editions of the Standard ------------------------------------------ */

/* Every function above that parses follows the late-2025 edition
 * (WURL_EDITION_2025). These follow the edition the caller passes, for this
 * call only (no global state: threads may use both editions at once), and
 * are otherwise the function named without "_edition": same arguments,
 * ownership and statuses, plus INVALID_ARGUMENT for an edition at or above
 * WURL_EDITION_COUNT. WURL_EDITION_2026 is the July 2026 text: the domain
 * parser keeps an ASCII domain lowercased when Unicode ToASCII fails
 * ("https://%78n--a/" parses), domain to Unicode returns a domain as it is
 * when ToUnicode records an error, and the validation errors of its table
 * (the wurl_validation_error doc). Both editions use the IDNA data of
 * Unicode 17 (the 2026 text names Unicode 18's).
 * A URL keeps the edition it was parsed with (wurl_get_edition): its setters
 * and wurl_clone follow it. Canonical input takes the C fast path in either
 * edition: the editions never differ on it. */
wurl_status wurl_parse_edition(const char *input, size_t input_len, const char *base, size_t base_len,
                               wurl_edition edition, wurl_url **out);
wurl_status wurl_parse_with_base_url_edition(const char *input, size_t input_len, const wurl_url *base,
                                             wurl_edition edition, wurl_url **out);
/* The base string too is parsed in the edition. */
wurl_status wurl_parse_with_encoding_edition(const char *input, size_t input_len, const char *base,
                                             size_t base_len, const char *encoding, size_t encoding_len,
                                             wurl_edition edition, wurl_url **out);
/* false also for an invalid edition. */
bool wurl_can_parse_edition(const char *input, size_t input_len, const char *base, size_t base_len,
                            wurl_edition edition);
wurl_status wurl_validate_edition(const char *input, size_t input_len, const char *base, size_t base_len,
                                  wurl_edition edition, wurl_url **out, wurl_validation_report *report);
/* wurl_parse_to_with_base in an edition (base NULL: no base). */
wurl_status wurl_parse_to_edition(const char *input, size_t input_len, const char *base, size_t base_len,
                                  const wurl_components *base_components, wurl_edition edition,
                                  wurl_parse_target *out);
wurl_status wurl_parse_batch_edition(const char *const *inputs, const size_t *lens, size_t n,
                                     const char *base, size_t base_len, wurl_edition edition,
                                     wurl_batch **out);
wurl_status wurl_parse_joined_edition(const char *data, size_t len, unsigned char sep, const char *base,
                                      size_t base_len, wurl_edition edition, wurl_batch **out);
wurl_status wurl_parse_arrow_edition(const struct ArrowSchema *schema, const struct ArrowArray *array,
                                     const char *base, size_t base_len, wurl_edition edition,
                                     wurl_batch **out);
wurl_status wurl_parse_arrow_to_arrow_edition(const struct ArrowSchema *schema, const struct ArrowArray *array,
                                              const char *base, size_t base_len, wurl_edition edition,
                                              struct ArrowSchema *out_schema, struct ArrowArray *out_array);
wurl_status wurl_domain_to_ascii_edition(const char *domain, size_t domain_len, bool be_strict,
                                         wurl_edition edition, wurl_string *out, wurl_validation_error *why);
wurl_status wurl_domain_to_unicode_edition(const char *domain, size_t domain_len, wurl_edition edition,
                                           wurl_string *out);
wurl_status wurl_host_parse_edition(const char *input, size_t input_len, bool is_opaque, wurl_edition edition,
                                    wurl_string *out, wurl_host_type *type, wurl_validation_error *why);

/* The edition url was parsed with; WURL_EDITION_2025 for NULL or a freed
 * handle. Never enters Go. */
wurl_edition wurl_get_edition(const wurl_url *url);

#ifdef __cplusplus
}
#endif

#endif /* WHATWGURL_H */
