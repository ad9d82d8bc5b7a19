/* json.c - see json.h. Written for the tests; not a general-purpose parser
 * (no depth limit beyond the C stack, which the WPT files do not strain). */
#include "json.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  const char *p, *end;
  const char *err;
} reader;

static void *xrealloc(void *p, size_t n) {
  void *q = realloc(p, n ? n : 1);
  if (q == NULL) {
    fprintf(stderr, "json: out of memory\n");
    exit(2);
  }
  return q;
}

static void skip_ws(reader *r) {
  while (r->p < r->end && (*r->p == ' ' || *r->p == '\t' || *r->p == '\n' || *r->p == '\r')) r->p++;
}

static json *new_value(json_kind k) {
  json *v = xrealloc(NULL, sizeof *v);
  memset(v, 0, sizeof *v);
  v->kind = k;
  return v;
}

static int hex4(reader *r, unsigned *out) {
  if (r->end - r->p < 4) return 0;
  unsigned x = 0;
  for (int i = 0; i < 4; i++) {
    char c = r->p[i];
    x <<= 4;
    if (c >= '0' && c <= '9') x |= (unsigned)(c - '0');
    else if (c >= 'a' && c <= 'f') x |= (unsigned)(c - 'a' + 10);
    else if (c >= 'A' && c <= 'F') x |= (unsigned)(c - 'A' + 10);
    else return 0;
  }
  r->p += 4;
  *out = x;
  return 1;
}

static void put_utf8(char **buf, size_t *len, size_t *cap, unsigned cp) {
  if (*len + 5 > *cap) {
    *cap = *cap * 2 + 16;
    *buf = xrealloc(*buf, *cap);
  }
  char *b = *buf + *len;
  if (cp < 0x80) {
    b[0] = (char)cp;
    *len += 1;
  } else if (cp < 0x800) {
    b[0] = (char)(0xC0 | (cp >> 6));
    b[1] = (char)(0x80 | (cp & 0x3F));
    *len += 2;
  } else if (cp < 0x10000) {
    b[0] = (char)(0xE0 | (cp >> 12));
    b[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
    b[2] = (char)(0x80 | (cp & 0x3F));
    *len += 3;
  } else {
    b[0] = (char)(0xF0 | (cp >> 18));
    b[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
    b[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
    b[3] = (char)(0x80 | (cp & 0x3F));
    *len += 4;
  }
}

/* Reads a string after its opening quote into a new buffer. */
static char *read_string(reader *r, size_t *out_len) {
  char *buf = NULL;
  size_t len = 0, cap = 0;
  for (;;) {
    if (r->p >= r->end) {
      r->err = "unterminated string";
      free(buf);
      return NULL;
    }
    unsigned char c = (unsigned char)*r->p++;
    if (c == '"') break;
    if (c < 0x20) {
      r->err = "control character in string";
      free(buf);
      return NULL;
    }
    if (c != '\\') {
      if (len + 2 > cap) {
        cap = cap * 2 + 16;
        buf = xrealloc(buf, cap);
      }
      buf[len++] = (char)c;
      continue;
    }
    if (r->p >= r->end) {
      r->err = "bad escape";
      free(buf);
      return NULL;
    }
    char e = *r->p++;
    unsigned cp;
    switch (e) {
    case '"': cp = '"'; break;
    case '\\': cp = '\\'; break;
    case '/': cp = '/'; break;
    case 'b': cp = '\b'; break;
    case 'f': cp = '\f'; break;
    case 'n': cp = '\n'; break;
    case 'r': cp = '\r'; break;
    case 't': cp = '\t'; break;
    case 'u':
      if (!hex4(r, &cp)) {
        r->err = "bad \\u escape";
        free(buf);
        return NULL;
      }
      if (cp >= 0xD800 && cp <= 0xDBFF) {
        /* A high surrogate: joined with a following low one, else U+FFFD. */
        unsigned lo;
        const char *save = r->p;
        if (r->end - r->p >= 6 && r->p[0] == '\\' && r->p[1] == 'u') {
          r->p += 2;
          if (hex4(r, &lo) && lo >= 0xDC00 && lo <= 0xDFFF) {
            cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
          } else {
            r->p = save;
            cp = 0xFFFD;
          }
        } else {
          cp = 0xFFFD;
        }
      } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
        cp = 0xFFFD;
      }
      break;
    default:
      r->err = "bad escape";
      free(buf);
      return NULL;
    }
    put_utf8(&buf, &len, &cap, cp);
  }
  buf = xrealloc(buf, len + 1);
  buf[len] = 0;
  *out_len = len;
  return buf;
}

static json *read_value(reader *r);

static json *read_container(reader *r, int object) {
  json *v = new_value(object ? JSON_OBJECT : JSON_ARRAY);
  size_t cap = 0;
  char close = object ? '}' : ']';
  skip_ws(r);
  if (r->p < r->end && *r->p == close) {
    r->p++;
    return v;
  }
  for (;;) {
    if (v->len == cap) {
      cap = cap * 2 + 8;
      v->items = xrealloc(v->items, cap * sizeof *v->items);
      if (object) {
        v->keys = xrealloc(v->keys, cap * sizeof *v->keys);
        v->key_lens = xrealloc(v->key_lens, cap * sizeof *v->key_lens);
      }
    }
    skip_ws(r);
    if (object) {
      if (r->p >= r->end || *r->p != '"') {
        r->err = "expected a key";
        json_free(v);
        return NULL;
      }
      r->p++;
      size_t kl;
      char *k = read_string(r, &kl);
      if (k == NULL) {
        json_free(v);
        return NULL;
      }
      skip_ws(r);
      if (r->p >= r->end || *r->p != ':') {
        free(k);
        r->err = "expected ':'";
        json_free(v);
        return NULL;
      }
      r->p++;
      v->keys[v->len] = k;
      v->key_lens[v->len] = kl;
    }
    json *item = read_value(r);
    if (item == NULL) {
      if (object) free(v->keys[v->len]);
      json_free(v);
      return NULL;
    }
    v->items[v->len++] = item;
    skip_ws(r);
    if (r->p < r->end && *r->p == ',') {
      r->p++;
      continue;
    }
    if (r->p < r->end && *r->p == close) {
      r->p++;
      return v;
    }
    r->err = object ? "expected ',' or '}'" : "expected ',' or ']'";
    json_free(v);
    return NULL;
  }
}

static int match(reader *r, const char *lit) {
  size_t n = strlen(lit);
  if ((size_t)(r->end - r->p) < n || memcmp(r->p, lit, n) != 0) return 0;
  r->p += n;
  return 1;
}

static json *read_value(reader *r) {
  skip_ws(r);
  if (r->p >= r->end) {
    r->err = "unexpected end";
    return NULL;
  }
  char c = *r->p;
  if (c == '{' || c == '[') {
    r->p++;
    return read_container(r, c == '{');
  }
  if (c == '"') {
    r->p++;
    size_t n;
    char *s = read_string(r, &n);
    if (s == NULL) return NULL;
    json *v = new_value(JSON_STRING);
    v->str = s;
    v->len = n;
    return v;
  }
  if (match(r, "null")) return new_value(JSON_NULL);
  if (match(r, "true") || match(r, "false")) {
    json *v = new_value(JSON_BOOL);
    v->boolean = r->p[-1] == 'e' && r->p[-2] == 'u';
    return v;
  }
  if (c == '-' || (c >= '0' && c <= '9')) {
    char tmp[64];
    size_t n = 0;
    while (r->p < r->end && n < sizeof tmp - 1 && strchr("+-0123456789.eE", *r->p)) tmp[n++] = *r->p++;
    tmp[n] = 0;
    json *v = new_value(JSON_NUMBER);
    v->number = strtod(tmp, NULL);
    return v;
  }
  r->err = "unexpected character";
  return NULL;
}

json *json_parse(const char *text, size_t n, const char **err) {
  reader r = {text, text + n, NULL};
  json *v = read_value(&r);
  if (v != NULL) {
    skip_ws(&r);
    if (r.p != r.end) {
      json_free(v);
      v = NULL;
      r.err = "trailing data";
    }
  }
  if (err) *err = r.err;
  return v;
}

json *json_parse_file(const char *path, const char **err) {
  FILE *f = fopen(path, "rb");
  if (f == NULL) {
    if (err) *err = "cannot open file";
    return NULL;
  }
  char *buf = NULL;
  size_t len = 0, cap = 0, got;
  do {
    if (len == cap) {
      cap = cap * 2 + 65536;
      buf = xrealloc(buf, cap);
    }
    got = fread(buf + len, 1, cap - len, f);
    len += got;
  } while (got > 0);
  fclose(f);
  json *v = json_parse(buf, len, err);
  free(buf);
  return v;
}

void json_free(json *v) {
  if (v == NULL) return;
  for (size_t i = 0; i < v->len && v->items; i++) {
    json_free(v->items[i]);
    if (v->keys) free(v->keys[i]);
  }
  free(v->items);
  free(v->keys);
  free(v->key_lens);
  free(v->str);
  free(v);
}

json *json_get(const json *obj, const char *key) {
  if (obj == NULL || obj->kind != JSON_OBJECT) return NULL;
  size_t n = strlen(key);
  for (size_t i = 0; i < obj->len; i++)
    if (obj->key_lens[i] == n && memcmp(obj->keys[i], key, n) == 0) return obj->items[i];
  return NULL;
}
