/* The CMake consumer's C program: the same target serves C users. */
#include <stdio.h>
#include <string.h>
#include <whatwgurl.h>

int main(void) {
  const char *in = "https://EXAMPLE.com/a/../b";
  wurl_url *u = NULL;
  int ok = wurl_parse(in, strlen(in), NULL, 0, &u) == WURL_OK &&
           strcmp(wurl_get_href(u).data, "https://example.com/b") == 0;
  wurl_free(u);
  printf("%d passed, %d failed\n", ok, !ok);
  return ok ? 0 : 1;
}
