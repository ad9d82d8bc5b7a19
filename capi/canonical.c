/* canonical.c - the engine's fast path (whatwgurl/fastpath.go), in C, so that
 * a URL already in canonical form is parsed without entering Go.
 *
 * Most URLs met in practice are already in the form the URL serializer
 * writes, and the basic URL parser maps them to themselves. One scan checks
 * that this is so and finds the components; the input then is the href. A
 * call into Go costs more than that scan (about 500 instructions of cgo
 * transitions against one or two per byte here, with vector scans), so
 * wurl_parse and its batch and Python-facing forms try this first.
 *
 * Its data is the engine's: the byte classes, the special schemes and their
 * default ports come from canonical_tables.h, which internal/cmd/genabi
 * writes from the engine's own tables. Only the control flow is written
 * here, and it follows fastpath.go's, but it is more conservative in two
 * places, where the engine calls code that has no C copy; it returns 0
 * (the engine decides) for:
 *   - a domain with a label that starts with "xn--": the engine accepts it
 *     when domain to ASCII maps it to itself (host.DomainMapsToItself, which
 *     needs IDNA's tables);
 *   - a domain whose last label starts with a digit, ends in a hex digit
 *     or 'x' and is not dotted decimal IPv4 ("a.1b"): the engine runs the
 *     full "ends in a number" (host.EndsInANumber) and keeps those that are
 *     not numbers.
 * Anything else it is not sure of (upper case, percent-encoding to do, dot
 * segments, default ports, credentials, IPv6, IDNA, Windows drive letters,
 * ...) returns 0 in both. internal/canonicalc compiles this file alone so
 * that whatwgurl's tests (fastpath_c_test.go, under go test) hold the two in
 * both directions on every WPT and dataset input and under fuzzing, naming
 * the two declines above. */
#include "internal.h"

#include "canonical_tables.h"

static int is_alpha(unsigned char b) { return (unsigned)((b | 0x20) - 'a') < 26; }

/* Eight bytes from p as a little-endian word (any alignment). */
static inline uint64_t load64(const unsigned char *p) {
  uint64_t w;
  memcpy(&w, p, 8);
  return w;
}

/* w with the high bit of each byte set where that byte equals b, every other
 * bit clear; exact for every byte value (as the engine's infra.EqBytes). */
static inline uint64_t eq_bytes(uint64_t w, unsigned char b) {
  const uint64_t lo7 = 0x7F7F7F7F7F7F7F7FULL;
  uint64_t x = w ^ (0x0101010101010101ULL * b);
  return ~(((x & lo7) + lo7) | x | lo7);
}

/* The index of the first byte marked in a nonzero eq_bytes mask. */
static inline size_t first_marked(uint64_t m) { return (size_t)__builtin_ctzll(m) >> 3; }
static int is_digit(unsigned char b) { return (unsigned)(b - '0') < 10; }

/* The scans have two forms: sixteen bytes per step with x86-64's vector
 * instructions, and eight per step with plain words elsewhere. The vector
 * class lookup needs SSSE3's byte shuffle, which not every x86-64 has: it
 * is asked for once, at load. vector_on says which form runs;
 * wurl__canonical_vector lets the tests hold both against the engine. */
#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>

static int vector_ok, vector_on;

__attribute__((constructor)) static void vector_init(void) {
  vector_ok = vector_on = (wurl__cpu_features() & WURL_CPU_SSSE3) != 0;
}

int wurl__canonical_vector(int on) {
  vector_on = on && vector_ok;
  return vector_on;
}

/* The bit mask of the bytes of x that are not in the class of nibble table
 * lo (canonical_tables.h). */
__attribute__((target("ssse3"))) static inline unsigned outside(__m128i x, __m128i lo) {
  const __m128i hi = _mm_setr_epi8(1, 2, 4, 8, 16, 32, 64, (char)0x80, 0, 0, 0, 0, 0, 0, 0, 0);
  __m128i h = _mm_and_si128(_mm_srli_epi16(x, 4), _mm_set1_epi8(0x0f));
  __m128i m = _mm_and_si128(_mm_shuffle_epi8(lo, x), _mm_shuffle_epi8(hi, h));
  return (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(m, _mm_setzero_si128()));
}

/* scan_class for an input s of n >= 16 bytes: the last step reads the
 * sixteen bytes that end the input and drops those already seen (all of
 * them when the steps reached the end: no branch for that case, whose
 * outcome follows the input's length). */
__attribute__((target("ssse3"))) static size_t scan_vector(const unsigned char *s, size_t i, size_t n,
                                                           const uint8_t *table) {
  __m128i lo = _mm_load_si128((const __m128i *)table);
  for (; i + 16 <= n; i += 16) {
    unsigned m = outside(_mm_loadu_si128((const __m128i *)(s + i)), lo);
    if (m) return i + (size_t)__builtin_ctz(m);
  }
  unsigned m = outside(_mm_loadu_si128((const __m128i *)(s + n - 16)), lo) >> (16 - (n - i));
  return m ? i + (size_t)__builtin_ctz(m) : n;
}

/* scan_class for an input s of n >= 16 bytes from i >= 1 that also looks,
 * in the same steps, for a byte b or c right after a byte a in the run it
 * scans: *pairs is 0 when there is none in s[i - 1, end) (end the index
 * returned), and may be nonzero otherwise. The run's rare shapes (an "xn--"
 * label in a host, a dot segment in a path) start with such a pair: the
 * one walk of most runs tells that their check is not needed, where a
 * second walk to look for them would cost its own loop and its
 * mispredicted exit. The byte before each is read with a second load, one
 * byte back (the steps start at i >= 1), and the pairs are gathered in a
 * vector, which a step adds three compares and three logical operations to. */
__attribute__((target("ssse3"))) static inline __attribute__((always_inline)) size_t
scan_pairs_vector(const unsigned char *s, size_t i, size_t n, const uint8_t *table, char a, char b, char c,
                  unsigned *pairs) {
  __m128i lo = _mm_load_si128((const __m128i *)table);
  __m128i seen = _mm_setzero_si128();
  for (; i + 16 <= n; i += 16) {
    __m128i x = _mm_loadu_si128((const __m128i *)(s + i));
    __m128i y = _mm_loadu_si128((const __m128i *)(s + i - 1));
    __m128i p = _mm_and_si128(_mm_cmpeq_epi8(y, _mm_set1_epi8(a)),
                              _mm_or_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8(b)), _mm_cmpeq_epi8(x, _mm_set1_epi8(c))));
    unsigned m = outside(x, lo);
    if (m) {
      /* m ^ (m - 1): the bytes up to the run's end. */
      *pairs = (unsigned)_mm_movemask_epi8(seen) | ((unsigned)_mm_movemask_epi8(p) & (m ^ (m - 1)));
      return i + (size_t)__builtin_ctz(m);
    }
    seen = _mm_or_si128(seen, p);
  }
  /* The sixteen bytes that end the input, less those already seen (all of
   * them when the steps reached the end, as in scan_vector): they hold the
   * byte before s[i], which the pair at s[i] needs, so that the input may
   * be sixteen bytes. */
  unsigned shift = 16 - (unsigned)(n - i);
  __m128i x = _mm_loadu_si128((const __m128i *)(s + n - 16));
  unsigned m = outside(x, lo) >> shift;
  unsigned am = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(x, _mm_set1_epi8(a)));
  unsigned bm = (unsigned)_mm_movemask_epi8(
      _mm_or_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8(b)), _mm_cmpeq_epi8(x, _mm_set1_epi8(c))));
  *pairs = (unsigned)_mm_movemask_epi8(seen) | ((((am << 1) & bm & 0xFFFF) >> shift) & (m ^ (m - 1)));
  return m ? i + (size_t)__builtin_ctz(m) : n;
}

/* A special URL's host: the domain class, and '-' after '-', which every
 * "xn--" label holds. */
__attribute__((target("ssse3"))) static size_t scan_domain_vector(const unsigned char *s, size_t i, size_t n,
                                                                  unsigned *pairs) {
  return scan_pairs_vector(s, i, n, wurl__class_nibbles[__builtin_ctz(WURL_C_DOMAIN)], '-', '-', '-', pairs);
}

/* A path: its class, and '.' or '%' after '/', which start every dot
 * segment. */
__attribute__((target("ssse3"))) static size_t scan_path_vector(const unsigned char *s, size_t i, size_t n,
                                                                unsigned *pairs) {
  return scan_pairs_vector(s, i, n, wurl__class_nibbles[__builtin_ctz(WURL_C_PATH_RUN)], '/', '.', '%', pairs);
}

/* The bit mask of the j in [0, 16) with p[j] == a and p[j + 1] == b or c. */
static inline unsigned pair_mask(const unsigned char *p, char a, char b, char c) {
  __m128i x = _mm_loadu_si128((const __m128i *)p), y = _mm_loadu_si128((const __m128i *)(p + 1));
  __m128i m = _mm_and_si128(_mm_cmpeq_epi8(x, _mm_set1_epi8(a)),
                            _mm_or_si128(_mm_cmpeq_epi8(y, _mm_set1_epi8(b)), _mm_cmpeq_epi8(y, _mm_set1_epi8(c))));
  return (unsigned)_mm_movemask_epi8(m);
}

/* next_pair for end >= 17: the last step reads the seventeen bytes that end
 * at end and drops the pairs already seen. */
static inline __attribute__((always_inline)) size_t next_pair_vector(const unsigned char *s, size_t i, size_t end, char a, char b, char c) {
  for (; i + 17 <= end; i += 16) {
    unsigned m = pair_mask(s + i, a, b, c);
    if (m) return i + (size_t)__builtin_ctz(m);
  }
  if (i + 1 >= end) return end;
  size_t base = end - 17;
  unsigned m = pair_mask(s + base, a, b, c) & (~0u << (i - base));
  return m ? base + (size_t)__builtin_ctz(m) : end;
}
/* last_dot for end >= 16: the sixteen bytes that end at end, then the word
 * form for what lies before them. */
static inline size_t last_dot_vector(const unsigned char *s, size_t from, size_t end) {
  size_t base = end - 16;
  unsigned m = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(s + base)), _mm_set1_epi8('.')));
  if (from > base) m &= ~0u << (from - base);
  if (m) return base + 31 - (size_t)__builtin_clz(m);
  size_t i = base > from ? base : from;
  while (i > from && s[i - 1] != '.') i--;
  return i > from ? i - 1 : end;
}
#define VECTOR(cond, call)                                                                                \
  if (vector_on && (cond)) return call
#else
int wurl__canonical_vector(int on) { return 0; }
#define VECTOR(cond, call) (void)0
#endif

/* The index of the first byte at or after i that is not in class, or n. */
static inline __attribute__((always_inline)) size_t scan_class(const unsigned char *s, size_t i, size_t n,
                                                                uint16_t class) {
  VECTOR(n >= 16, scan_vector(s, i, n, wurl__class_nibbles[__builtin_ctz(class)]));
  const uint16_t *t = wurl__byte_class;
  for (; i + 8 <= n; i += 8) {
    if ((t[s[i]] & t[s[i + 1]] & t[s[i + 2]] & t[s[i + 3]] & t[s[i + 4]] & t[s[i + 5]] & t[s[i + 6]] &
         t[s[i + 7]] & class) == 0)
      break;
  }
  if (i + 4 <= n && (t[s[i]] & t[s[i + 1]] & t[s[i + 2]] & t[s[i + 3]] & class)) i += 4;
  while (i < n && (t[s[i]] & class)) i++;
  return i;
}

/* The end of a special URL's host from i (scan_class of the domain class);
 * *maybe_ace is 0 when no label of it starts with "xn--". The vector scan
 * finds that in the same steps; the word scan leaves it to has_ace_label. */
static inline __attribute__((always_inline)) size_t scan_domain(const unsigned char *s, size_t i, size_t n,
                                                                 unsigned *maybe_ace) {
  VECTOR(n >= 16, scan_domain_vector(s, i, n, maybe_ace));
  *maybe_ace = 1;
  return scan_class(s, i, n, WURL_C_DOMAIN);
}

/* The end of the path from i (scan_class of the path's class); *maybe_dot
 * is 0 when no segment of it is a dot segment. As scan_domain: the vector
 * scan finds that in the same steps; the word scan leaves it to
 * has_dot_segment. */
static inline __attribute__((always_inline)) size_t scan_path(const unsigned char *s, size_t i, size_t n,
                                                               unsigned *maybe_dot) {
  VECTOR(n >= 16, scan_path_vector(s, i, n, maybe_dot));
  *maybe_dot = 1;
  return scan_class(s, i, n, WURL_C_PATH_RUN);
}

/* The first p in [i, end - 1) with s[p] == a and s[p + 1] == b or c, or end.
 * s holds at least end bytes (and is read no further). */
static inline __attribute__((always_inline)) size_t next_pair(const unsigned char *s, size_t i, size_t end,
                                                                char a, char b, char c) {
  VECTOR(end >= 17, next_pair_vector(s, i, end, a, b, c));
  for (; i + 9 <= end; i += 8) {
    uint64_t next = load64(s + i + 1);
    uint64_t m = eq_bytes(load64(s + i), a) & (eq_bytes(next, b) | eq_bytes(next, c));
    if (m) return i + first_marked(m);
  }
  for (; i + 1 < end; i++)
    if (s[i] == a && (s[i + 1] == b || s[i + 1] == c)) return i;
  return end;
}

static int special(uint8_t t) { return t != WURL_SCHEME_OTHER; }

/* Four decimal numbers from 0 to 255 without leading zeros, joined by '.':
 * the IPv4 serializer's output. */
static int is_dotted_decimal(const unsigned char *h, size_t n) {
  int parts = 0;
  for (size_t i = 0; i < n;) {
    size_t start = i;
    int v = 0;
    while (i < n && is_digit(h[i]) && i - start < 4) v = v * 10 + (h[i++] - '0');
    if (i == start || i - start > 3 || v > 255 || (h[start] == '0' && i - start > 1)) return 0;
    parts++;
    if (i == n) break;
    if (h[i] != '.' || parts == 4) return 0;
    i++;
  }
  return parts == 4;
}

/* The index of the last '.' in s[from, end), or end when there is none. s
 * holds at least end bytes. */
static size_t last_dot(const unsigned char *s, size_t from, size_t end) {
  VECTOR(end >= 16, last_dot_vector(s, from, end));
  for (size_t i = end; i > from; i--)
    if (s[i - 1] == '.') return i - 1;
  return end;
}

/* Whether the domain s[hs, he) may end in a number (section 3.5's "ends in
 * a number"): its last label (before a trailing '.') ends in a hex digit or
 * 'x' (a number's last byte, or the x of "0x"; the class holds no upper
 * case) and is empty or starts with a digit. Such hosts are taken here only
 * as dotted decimal IPv4; the engine decides the others (more conservative
 * than fastpath.go: see the top). The last byte is tested first, as
 * fastpath.go's lastByteMayEndANumber does: it rules out most domains
 * without the look back for the last label. */
static int may_end_in_a_number(const unsigned char *s, size_t hs, size_t he) {
  size_t end = he;
  if (end > hs && s[end - 1] == '.') end--;
  if (end > hs) {
    unsigned char b = s[end - 1];
    if (!is_digit(b) && (unsigned)(b - 'a') >= 6 && b != 'x') return 0;
  }
  size_t d = last_dot(s, hs, end);
  size_t i = d == end ? hs : d + 1;
  return i == end || is_digit(s[i]);
}

/* Whether a label of the host s[hs, he) starts with "xn--": such a domain
 * is left to the engine (more conservative than fastpath.go: see the top). */
static int has_ace_label(const unsigned char *s, size_t hs, size_t he) {
  for (size_t p = next_pair(s, hs, he, 'x', 'n', 'n'); p < he; p = next_pair(s, p + 1, he, 'x', 'n', 'n'))
    if (p + 4 <= he && s[p + 2] == '-' && s[p + 3] == '-' && (p == hs || s[p - 1] == '.')) return 1;
  return 0;
}

/* host [":" port] from i, no credentials; returns the end, or 0 (which is
 * never a valid end: the scheme comes first) when not canonical. */
static size_t authority(const unsigned char *s, size_t i, size_t n, wurl_components *c) {
  uint32_t e = (uint32_t)i;
  c->username_start = c->username_end = c->password_start = c->password_end = e;
  c->host_start = e;
  int sp = special(c->scheme_type);
  unsigned maybe_ace = 0;
  i = sp ? scan_domain(s, i, n, &maybe_ace) : scan_class(s, i, n, WURL_C_OPAQUE_HOST);
  c->host_end = (uint32_t)i;
  const unsigned char *h = s + c->host_start;
  size_t hn = i - c->host_start;
  if (i < n && s[i] != '/' && s[i] != ':' && s[i] != '?' && s[i] != '#') return 0;
  if (hn == 0) {
    if (c->scheme_type != WURL_SCHEME_FILE || (i < n && s[i] == ':')) return 0;
    c->host_type = WURL_HOST_EMPTY;
  } else if (sp) {
    if ((maybe_ace && has_ace_label(s, c->host_start, i)) || (c->scheme_type == WURL_SCHEME_FILE && hn == 9 && memcmp(h, "localhost", 9) == 0))
      return 0;
    c->host_type = WURL_HOST_DOMAIN;
    if (may_end_in_a_number(s, c->host_start, i)) {
      if (!is_dotted_decimal(h, hn)) return 0;
      c->host_type = WURL_HOST_IPV4;
    }
  } else {
    c->host_type = WURL_HOST_OPAQUE;
  }
  c->port_start = c->port_end = c->host_end;
  if (i < n && s[i] == ':') {
    if (c->scheme_type == WURL_SCHEME_FILE) return 0;
    size_t start = ++i;
    int32_t port = 0;
    while (i < n && is_digit(s[i])) {
      port = port * 10 + (s[i] - '0');
      if (port > 0xFFFF) return 0;
      i++;
    }
    /* The empty port, a leading zero and the default port are not
     * serialized as written. */
    if (i == start || (s[start] == '0' && i - start > 1) || port == wurl__default_port[c->scheme_type]) return 0;
    c->port_start = (uint32_t)start;
    c->port_end = (uint32_t)i;
    c->port = port;
  }
  return i;
}

/* Whether the segment at seg (up to the next '/' or end) is "." or "..",
 * with "%2e" for any '.'. */
static int is_dot_segment(const unsigned char *seg, const unsigned char *end) {
  const unsigned char *q = seg;
  while (q < end && *q != '/') q++;
  size_t len = (size_t)(q - seg), dots = 0, k = 0;
  while (k < len && dots < 3) {
    if (seg[k] == '.') {
      k++;
    } else if (k + 3 <= len && seg[k] == '%' && seg[k + 1] == '2' && (seg[k + 2] | 0x20) == 'e') {
      k += 3;
    } else {
      break;
    }
    dots++;
  }
  return k == len && (dots == 1 || dots == 2);
}

/* Whether a segment of the path s[i, end) is a dot segment. One starts with
 * '.' or '%' right after a '/' (as scanPath in fastpath.go). */
static int has_dot_segment(const unsigned char *s, size_t i, size_t end) {
  for (size_t p = next_pair(s, i, end, '/', '.', '%'); p < end; p = next_pair(s, p + 1, end, '/', '.', '%'))
    if (is_dot_segment(s + p + 1, s + end)) return 1;
  return 0;
}

/* ["?" query] ["#" fragment] from i to the end. */
static int query_fragment(const unsigned char *s, size_t i, size_t n, wurl_components *c) {
  c->query_start = c->fragment_start = WURL_OMITTED;
  if (i < n && s[i] == '?') {
    c->query_start = (uint32_t)i;
    i = scan_class(s, i + 1, n, special(c->scheme_type) ? WURL_C_SPECIAL_QUERY : WURL_C_QUERY);
  }
  if (i < n && s[i] == '#') {
    c->fragment_start = (uint32_t)i;
    i = scan_class(s, i + 1, n, WURL_C_FRAGMENT);
  }
  return i == n;
}

int wurl__canonical(const char *input, size_t n, wurl_components *c, int *slash) {
  const unsigned char *s = (const unsigned char *)input;
  *slash = 0;
  memset(c, 0, sizeof *c);
  /* scheme ":"; most inputs start with a special scheme and "://", which
   * one word compared per scheme finds (as specialPrefix in fastpath.go). */
  size_t i = 0;
  if (n >= 8) {
    const size_t count = sizeof wurl__scheme_prefixes / sizeof wurl__scheme_prefixes[0];
    uint64_t w = load64(s);
    /* The first two (https and http) are told apart by a select, not by a
     * branch, which inputs of both mixed would mispredict: k is the second
     * when the first does not match, and one test then takes either. */
    size_t k = (w & wurl__scheme_prefixes[0].mask) != wurl__scheme_prefixes[0].word;
    if ((w & wurl__scheme_prefixes[k].mask) != wurl__scheme_prefixes[k].word)
      for (k = 2; k < count && (w & wurl__scheme_prefixes[k].mask) != wurl__scheme_prefixes[k].word; k++) {
      }
    if (k < count) {
      i = wurl__scheme_prefixes[k].end;
      c->scheme_type = wurl__scheme_prefixes[k].type;
    }
  }
  if (i == 0) {
    i = scan_class(s, 0, n, WURL_C_SCHEME);
    if (i == 0 || i == n || s[i] != ':' || !is_alpha(s[0])) return 0;
    c->scheme_type = wurl__scheme_type_of(s, i);
  }
  c->scheme_end = (uint32_t)i;
  c->port = -1;
  i++;
  if (i + 1 < n && s[i] == '/' && s[i + 1] == '/') {
    i = authority(s, i + 2, n, c);
    if (i == 0) return 0;
    if (i == n && special(c->scheme_type)) {
      /* The path start state gives a special URL the path « "" »: the href
       * is the input and "/". */
      c->path_start = (uint32_t)n;
      c->query_start = c->fragment_start = WURL_OMITTED;
      *slash = 1;
      goto done;
    }
    /* A special URL always has a path; a non-special one with a host and no
     * path is canonical. */
    if (i < n && s[i] != '/' && (special(c->scheme_type) || (s[i] != '?' && s[i] != '#'))) return 0;
  } else {
    uint32_t e = (uint32_t)i;
    c->username_start = c->username_end = c->password_start = c->password_end = e;
    c->host_start = c->host_end = c->port_start = c->port_end = e;
    if (special(c->scheme_type)) return 0;
    if (i == n || s[i] != '/') {
      /* An opaque path, then the query and fragment. */
      c->path_start = (uint32_t)i;
      c->has_opaque_path = 1;
      if (!query_fragment(s, scan_class(s, i, n, WURL_C_OPAQUE_PATH), n, c)) return 0;
      goto done;
    }
    /* A path that starts with "//" would need the "/." prefix, and "/."
     * itself starts a dot segment: both go the long way. */
    if (i + 1 < n && (s[i + 1] == '/' || s[i + 1] == '.')) return 0;
  }
  c->path_start = (uint32_t)i;
  unsigned maybe_dot;
  size_t end = scan_path(s, i, n, &maybe_dot);
  if (maybe_dot && has_dot_segment(s, i, end)) return 0;
  /* A file URL's first segment that is a Windows drive letter with '|'
   * becomes ':'. */
  if (c->scheme_type == WURL_SCHEME_FILE && end - i >= 3 && is_alpha(s[i + 1]) && s[i + 2] == '|' &&
      (end - i == 3 || s[i + 3] == '/'))
    return 0;
  if (!query_fragment(s, end, n, c)) return 0;
done:
  c->has_credentials = 0;
  c->has_host = c->host_type != WURL_HOST_NONE;
  c->has_port = c->port >= 0;
  c->has_query = c->query_start != WURL_OMITTED;
  c->has_fragment = c->fragment_start != WURL_OMITTED;
  return 1;
}

/* ---- the rewriting fast path ---- */

static unsigned char ascii_lower(unsigned char b) { return (unsigned)(b - 'A') < 26 ? b + ('a' - 'A') : b; }

/* The authority rewrites (fastpath_rewrite.go's rewriteAuthority) of the
 * URL of scheme type t whose text after "scheme:" is o[i, end), which holds
 * no '?' or '#' (and in a special URL no '\'); returns the new end. */
static size_t rewrite_authority(unsigned char *o, size_t i, size_t end, uint8_t t) {
  if (i + 1 >= end || o[i] != '/' || o[i + 1] != '/') return end;
  size_t a = i + 2, e = a, host_end = 0;
  for (; e < end && o[e] != '/'; e++) {
    if (o[e] == '@' || o[e] == '[') return end;
    if (o[e] == ':' && host_end == 0) host_end = e;
  }
  if (special(t))
    for (size_t k = a; k < e; k++) o[k] = ascii_lower(o[k]);
  if (host_end <= a || t == WURL_SCHEME_FILE) return end;
  int32_t port = 0;
  for (size_t k = host_end + 1; k < e; k++) {
    if (!is_digit(o[k])) return end;
    if ((port = port * 10 + (o[k] - '0')) > 0xFFFF) return end;
  }
  size_t w = host_end; /* where what follows the host goes */
  if (e > host_end + 1 && port != wurl__default_port[t]) {
    unsigned char num[5]; /* the port in decimal, at its end */
    size_t len = 0;
    for (int32_t v = port;; v /= 10) {
      num[4 - len++] = (unsigned char)('0' + v % 10);
      if (v < 10) break;
    }
    if (len == e - host_end - 1) return end; /* already as the port state writes it */
    memcpy(o + host_end + 1, num + 5 - len, len);
    w = host_end + 1 + len;
  }
  memmove(o + w, o + e, end - e);
  return w + (end - e);
}

int wurl__canonical_rewrite(const char *input, size_t n, char *out, size_t *out_len, wurl_components *c,
                            int *slash) {
  const unsigned char *s = (const unsigned char *)input;
  unsigned char *o = (unsigned char *)out;
  size_t i = 0;
  for (; i < n && s[i] != ':'; i++)
    if (!is_alpha(s[i]) && (i == 0 || !(is_digit(s[i]) || s[i] == '+' || s[i] == '-' || s[i] == '.'))) return 0;
  if (i == 0 || i == n) return 0;
  for (size_t k = 0; k < i; k++) o[k] = ascii_lower(s[k]);
  uint8_t t = wurl__scheme_type_of(o, i);
  size_t q = i;
  while (q < n && s[q] != '?' && s[q] != '#') q++;
  for (size_t k = i; k < q; k++) o[k] = s[k] == '\\' && special(t) ? '/' : s[k];
  size_t m = rewrite_authority(o, i + 1, q, t);
  memcpy(o + m, s + q, n - q);
  m += n - q;
  if (m == n && memcmp(o, s, n) == 0) return 0;
  *out_len = m;
  return wurl__canonical(out, m, c, slash);
}
