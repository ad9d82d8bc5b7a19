/* urlinfo - parses URLs (from the arguments, or one per line of stdin) and
 * prints each as a JSON line of its components and of the validation errors
 * the parser reported (section 1.1 of the URL Standard, by name); for an
 * input that does not parse, the error that made it fail.
 *   urlinfo [--base URL] [URL...]
 * Exit status: 0 when every URL parsed, 1 when one did not, 2 on misuse. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "whatwgurl.h"

static void json_str(const char *key, const char *s, size_t n) {
  printf("\"%s\":\"", key);
  for (size_t i = 0; i < n; i++) {
    unsigned char c = (unsigned char)s[i];
    if (c == '"' || c == '\\') printf("\\%c", c);
    else if (c < 0x20) printf("\\u%04x", c);
    else putchar(c);
  }
  putchar('"');
}

static void json_errors(const wurl_validation_report *r) {
  printf(",\"validation_errors\":[");
  for (size_t i = 0; i < r->count; i++)
    printf("%s\"%s\"", i ? "," : "", wurl_validation_error_name(r->errors[i]));
  putchar(']');
}

static int info(const char *in, size_t n, const char *base) {
  wurl_url *u = NULL;
  wurl_validation_report report;
  wurl_status st = wurl_validate(in, n, base, base ? strlen(base) : 0, &u, &report);
  putchar('{');
  json_str("input", in, n);
  if (st != WURL_OK) {
    printf(",\"error\":\"%s\"", wurl_status_name(st));
    if (st == WURL_ERR_PARSE)
      printf(",\"failure\":\"%s\"", wurl_validation_error_name(report.failure));
    json_errors(&report);
    printf("}\n");
    wurl_validation_report_free(&report);
    return 1;
  }
  json_errors(&report);
  wurl_validation_report_free(&report);
  static const struct {
    const char *name;
    wurl_str (*get)(const wurl_url *);
  } g[] = {{"href", wurl_get_href},         {"protocol", wurl_get_protocol}, {"username", wurl_get_username},
           {"password", wurl_get_password}, {"host", wurl_get_host},         {"hostname", wurl_get_hostname},
           {"port", wurl_get_port},         {"pathname", wurl_get_pathname}, {"search", wurl_get_search},
           {"hash", wurl_get_hash}};
  for (size_t i = 0; i < sizeof g / sizeof g[0]; i++) {
    wurl_str s = g[i].get(u);
    putchar(',');
    json_str(g[i].name, s.data, s.len);
  }
  wurl_string origin;
  if (wurl_get_origin(u, &origin) == WURL_OK) {
    putchar(',');
    json_str("origin", origin.data, origin.len);
    wurl_string_free(origin);
  }
  wurl_components c;
  wurl_get_components(u, &c);
  static const char *hosts[] = {"none", "domain", "ipv4", "ipv6", "opaque", "empty"};
  printf(",\"host_type\":\"%s\",\"opaque_path\":%s}\n", c.host_type < 6 ? hosts[c.host_type] : "?",
         c.has_opaque_path ? "true" : "false");
  wurl_free(u);
  return 0;
}

int main(int argc, char **argv) {
  const char *base = NULL;
  int i = 1, failed = 0, any = 0;
  if (i + 1 < argc && strcmp(argv[i], "--base") == 0) {
    base = argv[i + 1];
    i += 2;
  } else if (i < argc && strcmp(argv[i], "--base") == 0) {
    fprintf(stderr, "usage: urlinfo [--base URL] [URL...]\n");
    return 2;
  }
  for (; i < argc; i++, any = 1) failed |= info(argv[i], strlen(argv[i]), base);
  if (!any) {
    char *line = NULL;
    size_t cap = 0;
    ssize_t n;
    while ((n = getline(&line, &cap, stdin)) >= 0) {
      while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r')) n--;
      failed |= info(line, (size_t)n, base);
    }
    free(line);
  }
  return failed;
}
