// urlinfo - parses URLs (from the arguments, or one per line of stdin) with
// whatwgurl.hpp and prints each one's components, its search params and the
// validation errors the parser reported (by their names in the URL
// Standard), or why it did not parse.
//   urlinfo [--base URL] [URL...]
// Exit status: 0 when every URL parsed, 1 when one did not, 2 on misuse.
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <whatwgurl.hpp>

namespace {

bool info(std::string_view input, std::optional<std::string_view> base) {
  std::cout << "input     " << input << '\n';
  whatwgurl::validation_report report = whatwgurl::validate(input, base);
  if (report.code() != whatwgurl::errc::ok) {
    std::cout << "error     " << whatwgurl::name(report.code());
    if (report.failure() != WURL_VERR_NONE) std::cout << " (" << whatwgurl::name(report.failure()) << ')';
    std::cout << "\n\n";
    return false;
  }
  const whatwgurl::url &u = report.url();
  const std::pair<const char *, std::string_view> parts[] = {
      {"href", u.href()},         {"protocol", u.protocol()}, {"username", u.username()},
      {"password", u.password()}, {"host", u.host()},         {"hostname", u.hostname()},
      {"port", u.port()},         {"pathname", u.pathname()}, {"search", u.search()},
      {"hash", u.hash()},
  };
  for (const auto &[name, value] : parts)
    if (!value.empty()) std::cout << name << std::string(10 - std::string_view(name).size(), ' ') << value << '\n';
  if (auto origin = u.origin()) std::cout << "origin    " << *origin << '\n';
  if (auto domain = u.registrable_domain(); domain && *domain) std::cout << "domain    " << **domain << '\n';
  // search_params() needs a non-const url: take the report's.
  whatwgurl::url own = report.take_url();
  for (auto [name, value] : own.search_params()) std::cout << "param     " << name << " = " << value << '\n';
  for (wurl_validation_error e : report) std::cout << "invalid   " << whatwgurl::name(e) << '\n';
  std::cout << '\n';
  return true;
}

}  // namespace

int main(int argc, char **argv) {
  std::optional<std::string> base;
  std::vector<std::string_view> inputs;
  for (int i = 1; i < argc; i++) {
    std::string_view arg = argv[i];
    if (arg == "--base") {
      if (++i == argc) {
        std::cerr << "usage: urlinfo [--base URL] [URL...]\n";
        return 2;
      }
      base = argv[i];
    } else {
      inputs.push_back(arg);
    }
  }
  std::optional<std::string_view> base_view;
  if (base) base_view = *base;
  bool all_ok = true;
  if (!inputs.empty()) {
    for (std::string_view in : inputs) all_ok = info(in, base_view) && all_ok;
  } else {
    for (std::string line; std::getline(std::cin, line);) all_ok = info(line, base_view) && all_ok;
  }
  return all_ok ? 0 : 1;
}
