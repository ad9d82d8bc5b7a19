/* test_fork.c - fork safety: the Go runtime cannot run in a child made by
 * fork() without exec, so such a child gets WURL_ERR_FORKED at once from
 * every call that would enter Go (never a hang: alarm() is the watchdog),
 * and the pure-C calls still work on a handle made before the fork. The
 * parent keeps working. */
#include <signal.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>
#include "check.h"

static int child(wurl_url *u) {
  alarm(10); /* a hang kills the child with SIGALRM: the parent reports it */
  int bad = 0;
  wurl_url *v = (wurl_url *)1;
  if (wurl_parse("http://child/", 13, NULL, 0, &v) != WURL_ERR_FORKED || v != NULL) bad |= 1;
  if (wurl_set_pathname(u, "/child", 6) != WURL_ERR_FORKED) bad |= 2;
  bool changed = true;
  if (wurl_set(u, WURL_ATTR_HASH, "x", 1, &changed) != WURL_ERR_FORKED || changed) bad |= 4;
  if (wurl_can_parse("http://child/", 13, NULL, 0)) bad |= 8;
  wurl_string o;
  if (wurl_get_origin(u, &o) != WURL_ERR_FORKED || o.data != NULL) bad |= 16;
  wurl_search_params *sp = wurl_get_search_params(u), *np = NULL;
  size_t n;
  if (sp == NULL || wurl_search_params_size(sp, &n) != WURL_ERR_FORKED) bad |= 32;
  if (wurl_search_params_new("a=b", 3, &np) != WURL_ERR_FORKED || np != NULL) bad |= 64;
  /* The functions beyond the core enter Go too. */
  int extras = 0;
  wurl_validation_error why = WURL_VERR_PORT_INVALID;
  wurl_string s = {(char *)1, 1};
  bool found = true;
  wurl_validation_report rep;
  wurl_str view;
  v = (wurl_url *)1;
  extras += wurl_parse_ex("http://child/", 13, NULL, 0, &v, &why) == WURL_ERR_FORKED && v == NULL &&
            why == WURL_VERR_NONE;
  v = (wurl_url *)1;
  extras += wurl_parse_with_encoding("http://child/", 13, NULL, 0, "utf-8", 5, &v) == WURL_ERR_FORKED && v == NULL;
  extras += wurl_validate("http://child/", 13, NULL, 0, NULL, &rep) == WURL_ERR_FORKED && rep.count == 0;
  extras += wurl_domain_to_ascii("a", 1, false, &s, &why) == WURL_ERR_FORKED && s.data == NULL;
  extras += wurl_domain_to_unicode("a", 1, &s) == WURL_ERR_FORKED;
  extras += wurl_host_parse("a", 1, false, &s, NULL, NULL) == WURL_ERR_FORKED;
  extras += wurl_percent_encode("a", 1, WURL_ENCODE_PATH, false, &s) == WURL_ERR_FORKED;
  extras += wurl_percent_decode("a", 1, &s) == WURL_ERR_FORKED;
  extras += wurl_public_suffix("a.com", 5, &s, &found) == WURL_ERR_FORKED && !found;
  extras += wurl_registrable_domain("a.com", 5, &s, &found) == WURL_ERR_FORKED;
  extras += wurl_get_public_suffix(u, &s, &found) == WURL_ERR_FORKED;
  extras += wurl_get_registrable_domain(u, &s, &found) == WURL_ERR_FORKED;
  extras += wurl_render(u, &s) == WURL_ERR_FORKED && s.data == NULL;
  extras += wurl_render_host(u, &s) == WURL_ERR_FORKED;
  extras += wurl_search_params_to_string_with_encoding(sp, "utf-8", 5, &view) == WURL_ERR_FORKED;
  /* ...but these two are C. */
  extras += strcmp(wurl_validation_error_name(WURL_VERR_PORT_INVALID), "port-invalid") == 0;
  wurl_validation_report_free(&rep);
  extras += rep.errors == NULL;
  if (extras != 17) bad |= 512;
  /* Pure C keeps working on the pre-fork handle. */
  if (!VIEW_EQ(wurl_get_href(u), "https://user@example.com:8443/a/b?q=1#f") ||
      !VIEW_EQ(wurl_get_host(u), "example.com:8443") || !VIEW_EQ(wurl_get_pathname(u), "/a/b") ||
      !VIEW_EQ(wurl_get_search(u), "?q=1") || !VIEW_EQ(wurl_get_hash(u), "#f"))
    bad |= 128;
  wurl_url *c = wurl_clone(u);
  if (c == NULL || !wurl_equals(c, u, false)) bad |= 256;
  wurl_free(c);
  wurl_free(u);
  if (bad) fprintf(stderr, "child: failures mask %#x\n", bad);
  _exit(bad ? 1 : 0);
}

int main(void) {
  wurl_url *u = NULL;
  const char *in = "https://user@EXAMPLE.com:8443/a/./b?q=1#f";
  CHECK(wurl_parse(in, strlen(in), NULL, 0, &u) == WURL_OK, "parse before fork");
  fflush(NULL);
  pid_t pid = fork();
  if (pid == 0) child(u);
  CHECK(pid > 0, "fork");
  int status = 0;
  CHECK(waitpid(pid, &status, 0) == pid, "waitpid");
  if (WIFSIGNALED(status))
    fprintf(stderr, "child killed by signal %d%s\n", WTERMSIG(status),
            WTERMSIG(status) == SIGALRM ? " (the watchdog: a call hung)" : "");
  CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0, "the child saw WURL_ERR_FORKED and working getters");
  /* The parent is not affected. */
  wurl_url *v = NULL;
  CHECK(wurl_parse("http://parent/", 14, NULL, 0, &v) == WURL_OK, "parent parses after fork");
  CHECK(wurl_set_pathname(u, "/p", 2) == WURL_OK && VIEW_EQ(wurl_get_pathname(u), "/p"), "parent setter");
  wurl_free(v);
  wurl_free(u);
  return finish();
}
