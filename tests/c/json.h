/* json.h - a minimal JSON reader for the WPT data files: the whole document
 * becomes a tree; strings are UTF-8 with their length (they may hold NUL);
 * \uXXXX escapes are decoded, surrogate pairs joined, a lone surrogate
 * becomes U+FFFD. Numbers are kept as doubles. */
#ifndef WURL_TEST_JSON_H
#define WURL_TEST_JSON_H
#include <stddef.h>

typedef enum { JSON_NULL, JSON_BOOL, JSON_NUMBER, JSON_STRING, JSON_ARRAY, JSON_OBJECT } json_kind;

typedef struct json json;
struct json {
  json_kind kind;
  int boolean;
  double number;
  char *str;      /* JSON_STRING: NUL-terminated, len bytes (may hold NUL) */
  size_t len;     /* JSON_STRING: bytes; ARRAY/OBJECT: items */
  json **items;   /* ARRAY/OBJECT: the values */
  char **keys;    /* OBJECT: the keys (NUL-terminated) */
  size_t *key_lens;
};

/* Parses text[0, n); NULL on a syntax error, with a message in *err. */
json *json_parse(const char *text, size_t n, const char **err);
/* Reads and parses a file; NULL when it cannot be read or parsed. */
json *json_parse_file(const char *path, const char **err);
void json_free(json *v);
/* The value of key in an object, or NULL. */
json *json_get(const json *obj, const char *key);
#endif
