// The CMake consumer's C++ program: parses its argument with the installed
// whatwgurl.hpp and checks what it gets; prints "N passed, N failed".
#include <iostream>
#include <string_view>

#include <whatwgurl.hpp>

int main(int argc, char **argv) {
  int passed = 0, failed = 0;
  auto check = [&](bool ok, const char *what) {
    ok ? passed++ : failed++;
    if (!ok) std::cerr << "FAIL " << what << '\n';
  };
  std::string_view input = argc > 1 ? argv[1] : "https://EXAMPLE.com/a/../b?x=1#f";
  auto u = whatwgurl::parse(input);
  check(u.has_value(), "parse");
  std::cout << "href " << *u << "\nhostname " << u->hostname() << '\n';
  check(u->href() == "https://example.com/b?x=1#f", "href");
  check(u->search_params().get("x").value_or("") == "1", "search_params");
  check(whatwgurl::parse("nope").error().name() == "WURL_ERR_PARSE", "error name");
  check(whatwgurl::version() == wurl_version(), "version");
  auto p = whatwgurl::url_pattern::make("https://example.com/books/:id");
  auto m = p ? p->exec("https://example.com/books/42") : whatwgurl::error{whatwgurl::errc::parse};
  check(m && *m && (*m)->pathname().group("id") == std::string_view("42"), "url_pattern");
  std::cout << passed << " passed, " << failed << " failed" << std::endl;
  return failed == 0 ? 0 : 1;
}
