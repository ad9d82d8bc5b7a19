package main

import (
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/whatwgurl/whatwgurl/internal/wptdata"
	"github.com/whatwgurl/whatwgurl/whatwgurl"
)

// trurlDifference is a case of trurl's suite where the URL Standard gives
// another answer than trurl: why, what the CLI prints (want, code), and
// the Standard's answer computed by the engine itself (std), which the
// CLI's output must hold. --help and the README list the same cases.
type trurlDifference struct {
	cases  []int // trurl's case numbers
	reason string
	want   string // the CLI's stdout
	code   int    // and exit status
	std    std
}

// byCase indexes the differences by case number; a case listed twice is a
// mistake in the table.
func byCase(list []trurlDifference) map[int]trurlDifference {
	m := map[int]trurlDifference{}
	for _, d := range list {
		for _, n := range d.cases {
			if _, dup := m[n]; dup {
				panic(fmt.Sprintf("trurl case %d is listed twice", n))
			}
			m[n] = d
		}
	}
	return m
}

// std checks the run against the engine's answer: "" when it agrees.
type std func(got trurlRun) string

// check says why got is not the Standard's answer, or "".
func (d trurlDifference) check(t *testing.T, got trurlRun) string {
	if got.stdout != d.want || got.code != d.code {
		return fmt.Sprintf("stdout %q exit %d, want %q exit %d", got.stdout, got.code, d.want, d.code)
	}
	return d.std(got)
}

// The reasons: their names in --help's and the README's list, which
// says more (TestTrurlDifferencesDocumented checks the lists).
const (
	rScheme         = "no scheme guessing"
	rDefaultPort    = "default ports dropped"
	rDefaultPorts   = "default ports of special schemes only"
	rEncodeSet      = "percent-encoding as the Standard's"
	rUpperHex       = "upper-case hex"
	rForm           = "search parameters as URLSearchParams writes them"
	rEmptyPath      = "empty paths"
	rDomain         = "lower-case domains"
	rZoneID         = "no zone IDs"
	rOptions        = "no IMAP options"
	rHostGetter     = "host with port"
	rGetterNames    = "getters as the href holds them"
	rProtocol       = "special schemes stay special"
	rIDN            = "invalid punycode"
	rLongLine       = "no line limit"
	rSchemes        = "every scheme"
	rErrorNames     = "validation error names"
	rBackslash      = "a backslash in a special URL's path is a slash (4.4, path state)"
	rQueryAsWritten = "the query is kept as written: empty pairs stay (4.4, query state)"
)

func parse(in string) (*whatwgurl.URL, string) {
	u, err := whatwgurl.Parse(in)
	if err != nil {
		return nil, fmt.Sprintf("the engine does not parse %q: %v", in, err)
	}
	return u, ""
}

// fails: the engine does not parse any of ins, and the CLI said why.
func fails(ins ...string) std {
	return func(got trurlRun) string {
		for _, in := range ins {
			_, err := whatwgurl.Parse(in)
			pe, ok := err.(*whatwgurl.ParseError)
			if !ok {
				return fmt.Sprintf("the engine parses %q", in)
			}
			if !strings.Contains(got.stderr, pe.Type.String()) {
				return fmt.Sprintf("stderr %q does not name %s for %q", got.stderr, pe.Type, in)
			}
		}
		return ""
	}
}

// failsQuietly: the engine does not parse in (and --quiet kept it off
// stderr).
func failsQuietly(in string) std {
	return func(got trurlRun) string {
		if whatwgurl.CanParse(in, nil) || got.stderr != "" {
			return fmt.Sprintf("the engine parses %q, or stderr %q is not empty", in, got.stderr)
		}
		return ""
	}
}

// noOptions: what trurl reads as IMAP options is in the Standard's
// password, after a percent-encoded ';'.
func noOptions(in string) std {
	return func(trurlRun) string {
		u, msg := parse(in)
		if msg != "" {
			return msg
		}
		if !strings.Contains(u.Password(), "%3B") {
			return fmt.Sprintf("the password %q of %q has no encoded ';'", u.Password(), in)
		}
		return ""
	}
}

// holds: each of the engine's answers is in the output.
func holds(answers func() ([]string, string)) std {
	return func(got trurlRun) string {
		as, msg := answers()
		if msg != "" {
			return msg
		}
		for _, a := range as {
			if !strings.Contains(got.stdout, a) {
				return fmt.Sprintf("stdout %q does not hold the Standard's %q", got.stdout, a)
			}
		}
		return ""
	}
}

// hrefs: the engine's href of each of ins.
func hrefs(ins ...string) std {
	return holds(func() ([]string, string) {
		var out []string
		for _, in := range ins {
			u, msg := parse(in)
			if msg != "" {
				return nil, msg
			}
			out = append(out, u.Href())
		}
		return out, ""
	})
}

// afterSet: the href after the engine's setter.
func afterSet(in, setter, value string) std {
	return holds(func() ([]string, string) {
		u, msg := parse(in)
		if msg != "" {
			return nil, msg
		}
		engineSetters[setter](u, value)
		return []string{u.Href()}, ""
	})
}

// get: a getter's value.
func get(in string, getter func(*whatwgurl.URL) string) std {
	return holds(func() ([]string, string) {
		u, msg := parse(in)
		if msg != "" {
			return nil, msg
		}
		return []string{getter(u)}, ""
	})
}

// form: the query after URLSearchParams delete(name) (when name is not
// ""), serialized.
func form(in, name string) std {
	return holds(func() ([]string, string) {
		u, msg := parse(in)
		if msg != "" {
			return nil, msg
		}
		q, _ := u.Query()
		sp := whatwgurl.NewSearchParams(q)
		if name != "" {
			sp.Delete(name)
		}
		return []string{sp.String()}, ""
	})
}

// defaultPort: the scheme has no default port in the Standard.
func defaultPort(in string) std {
	return func(trurlRun) string {
		u, msg := parse(in)
		if msg != "" {
			return msg
		}
		if p := u.Components().SchemeType.DefaultPort(); p >= 0 {
			return fmt.Sprintf("%q has the default port %d", in, p)
		}
		return ""
	}
}

// longLine: the long line of testfiles/test0000.txt parses, and is in the
// output.
func longLine() std {
	return holds(func() ([]string, string) {
		b, err := os.ReadFile("testfiles/test0000.txt")
		if err != nil {
			return nil, err.Error()
		}
		line, _, _ := strings.Cut(string(b), "\n")
		u, msg := parse(line)
		if msg != "" || len(line) < 4096 {
			return nil, msg + " (or the line is short)"
		}
		return []string{u.Href()}, ""
	})
}

func both(a, b std) std {
	return func(got trurlRun) string {
		if m := a(got); m != "" {
			return m
		}
		return b(got)
	}
}

// trurlDifferences are the cases of trurl's tests.json (numbered from 1,
// as trurl's test.py numbers them) where the CLI gives the Standard's
// answer instead of trurl's, by case; cases that differ alike (the same
// reason, output and answer) share an entry.
var trurlDifferences = byCase([]trurlDifference{
	{[]int{1, 159, 161, 162, 163, 164, 167}, rScheme, "", 0, fails("example.com")},
	{[]int{4}, rEmptyPath, "hp://example.com\n", 0, hrefs("hp://example.com")},
	{[]int{6}, rScheme, "", 0, fails("ftp.example.com")},
	{[]int{10, 11, 55, 56, 89, 90, 91, 92, 127, 128, 130, 209, 212}, rScheme, "", 0, fails("localhost")},
	{[]int{22}, rDefaultPorts, "imap://curl.se:143/\n", 0, afterSet("imap://curl.se:22/", "port", "143")},
	{[]int{23, 24}, rDefaultPort, "https://curl.se/\n", 0, afterSet("https://curl.se:22/", "port", "443")},
	{[]int{27, 45}, rDefaultPorts, "\n", 0, defaultPort("imap://curl.se/we/are.html")},
	{[]int{31}, rEncodeSet, "/%2e%61%13\n", 0, get("https://curl.se/%2e%61%13", (*whatwgurl.URL).Pathname)},
	{[]int{32}, rEncodeSet, "%2e%61%13\n", 0, get("https://curl.se?%2e%61%13", func(u *whatwgurl.URL) string { q, _ := u.Query(); return q })},
	{[]int{33}, rEncodeSet, "%2e%61%13\n", 0, get("https://curl.se/#%2e%61%13", func(u *whatwgurl.URL) string { f, _ := u.Fragment(); return f })},
	{[]int{34}, rEncodeSet, "https://example.com/#%2e%61%13%Fa\n", 0, hrefs("https://example.com/#%2e%61%13%Fa")},
	{[]int{37}, rOptions, "\n", 0, noOptions("imap://hello:secret;crazy@curl.se/we/are.html")},
	{[]int{40}, rHostGetter, "[fe80::20c:29ff:fe9c:409b]:8080\n", 0, get("https://[fe80::0000:20c:29ff:fe9c:409b]:8080/we/are.html", (*whatwgurl.URL).Host)},
	{[]int{41}, rZoneID, "", 0, fails("https://[fe80::0000:20c:29ff:fe9c:409b%euth0]:8080/we/are.html")},
	{[]int{42}, rZoneID, "", 0, fails("https://[fe80::0000:20c:29ff:fe9c:409b%eth0]:8080/we/are.html")},
	{[]int{49}, rUpperHex, "https://%3Ahej%3A@curl.se/hello\n", 0, afterSet("https://curl.se/hello", "username", ":hej:")},
	{[]int{52}, rEncodeSet, "https://curl.se/hello?user=me\n", 0, afterSet("https://curl.se/hello", "search", "user=me")},
	{[]int{66}, rEncodeSet, "https://localhost/?with%20space\n", 0, hrefs("https://localhost/?with space")},
	{[]int{68}, rForm, "https://example.com/?moo=\n", 0, form("https://example.com?moo&search=hello", "search")},
	{[]int{69}, rForm, "https://example.com/?moo=\n", 0, form("https://example.com?search=hello&moo", "search")},
	{[]int{70}, rForm, "https://example.com/?moo=\n", 0, form("https://example.com?moo", "")},
	{[]int{71}, rDefaultPort, "https://hello/foo\n", 0, hrefs("https://hello:443/foo")},
	{[]int{72}, rDefaultPort, "ftp://hello/foo\n", 0, hrefs("ftp://hello:21/foo")},
	{[]int{73}, rDefaultPort, "ftp://hello/foo\n", 0, afterSet("https://hello:443/foo", "protocol", "ftp")},
	{[]int{74}, rDefaultPort, "https://hello/foo\n", 0, afterSet("ftp://hello:443/foo", "protocol", "https")},
	{[]int{76}, rEncodeSet, "tra%20cker\n", 0, get("https://example.com?utm_source=tra%20cker", func(u *whatwgurl.URL) string { q, _ := u.Query(); return strings.TrimPrefix(q, "utm_source=") })},
	{[]int{82}, rScheme, "example.com:29\n", 0, hrefs("example.com:29")},
	{[]int{84}, rDomain, "https://example.com/\n", 0, hrefs("https://EXAMPLE.com")},
	{[]int{86}, rScheme, "", 0, fails("[2001:0db8:0000:0000:0000:ff00:0042:8329]")},
	{[]int{87}, rForm, "https://example.com/?address+=home:here=now:thisthen=:utm=tra+cker\n", 0, form("https://example.com?thisthen", "")},
	{[]int{88}, rScheme, "", 0, fails("foo?a=bCd=eCe=f")},
	{[]int{94}, rScheme, "", 0, fails("hej?a=b&a=c&a=d&b=a")},
	{[]int{96}, rDefaultPort, "https://curl.se:80/\nhttps://curl.se:81/\nhttps://curl.se/\n", 0, afterSet("https://curl.se", "port", "443")},
	{[]int{97}, rProtocol, "https://curl.se:81/\nhttps://curl.se:81/\nhttps://curl.se/\nhttps://curl.se/\n", 0, afterSet("https://curl.se:81", "protocol", "sftp")},
	{[]int{100}, rScheme, "", 0, fails("hello@localhost")},
	{[]int{101}, rEncodeSet, "[\n  {\"url\":\"https://example.com/?utm=tra%20cker&address%20=home&here=now&thisthen\",\"parts\":{\"scheme\":\"https\",\"host\":\"example.com\",\"path\":\"/\",\"query\":\"utm=tra cker&address =home&here=now&thisthen\"},\"params\":[{\"key\":\"utm\",\"value\":\"tra cker\"},{\"key\":\"address \",\"value\":\"home\"},{\"key\":\"here\",\"value\":\"now\"},{\"key\":\"thisthen\",\"value\":\"\"}]}\n]\n", 0, hrefs("https://example.com?utm=tra%20cker&address%20=home&here=now&thisthen")},
	{[]int{103}, rScheme, "[]\n", 0, fails("example.com")},
	{[]int{104}, rScheme, "[]\n", 0, fails("example.com", "other.com")},
	{[]int{105, 129, 131, 208, 210}, rScheme, "[]\n", 0, fails("localhost")},
	{[]int{106}, rEmptyPath, "[\n  {\"url\":\"irc://curl.se\",\"parts\":{\"scheme\":\"irc\",\"host\":\"curl.se\"}}\n]\n", 0, hrefs("irc://curl.se")},
	{[]int{112}, rScheme, "[]\n", 0, fails("localhost?foo&bar=ar")},
	{[]int{113}, rForm, "[\n  {\"url\":\"https://example.com/?search=hello&testing=\",\"parts\":{\"scheme\":\"https\",\"host\":\"example.com\",\"path\":\"/\",\"query\":\"search=hello&testing=\"},\"params\":[{\"key\":\"search\",\"value\":\"hello\"},{\"key\":\"testing\",\"value\":\"\"}]}\n]\n", 0, form("https://example.com?search=hello&testing", "")},
	{[]int{114}, rDefaultPort, "https://xn--rksmrgs-5wao1o.se/\n", 0, hrefs("https://r\u00e4ksm\u00f6rg\u00e5s.se")},
	{[]int{117}, rZoneID, "[]\n", 0, fails("imap://user:password;crazy@[ff00::1234%hello]:1234/path?a=b&c=d#fragment")},
	{[]int{118}, rDefaultPorts, "port: , default:port: \n", 0, defaultPort("imap://example.com/")},
	{[]int{122}, rErrorNames, "", 9, fails("hello")},
	{[]int{123, 145}, rLongLine, "https://aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/\nhttp://example.org/\n", 0, longLine()},
	{[]int{125}, rScheme, "https://example.org/\ngit://curl.se\n", 0, both(fails("foo", "hi", "hey"), hrefs("git://curl.se"))},
	{[]int{132}, rEncodeSet, "http://localhost/ABC%5C%5C?a&b&a%26b\n", 0, afterSet("http://localhost/", "pathname", "/ABC%5C%5C")},
	{[]int{143}, rIDN, "", 0, failsQuietly("http://xn-----/")},
	{[]int{144}, rIDN, "", 0, fails("http://xn-----/")},
	{[]int{146}, rSchemes, "foo://bar\n", 0, hrefs("foo://bar")},
	{[]int{150}, rForm, "http://test.org/?that=thing&key=\n", 0, form("http://test.org/?that=thing&key", "")},
	{[]int{152}, rScheme, "[]\n", 0, fails("example.org/?quest=best")},
	{[]int{156}, rScheme, "", 0, fails("0?00%000000000000000000000=0000000000")},
	{[]int{157}, rScheme, "[]\n", 0, fails("0?0%000000000000000000000000000000000")},
	{[]int{158}, rScheme, "[]\n", 0, fails("0?0%000000000000000000000000000000000=000%0000000000")},
	{[]int{160}, rScheme, "example.com:88\n", 0, hrefs("example.com:88")},
	{[]int{171}, rEncodeSet, "https://example.com/one/t%61o/%2F%42/\n", 0, hrefs("https://example.com/one/t%61o/%2F%42/")},
	{[]int{172}, rEncodeSet, "https://example.com/one/t%61o/%2F%42/%61\n", 0, afterSet("https://example.com/one/t%61o/%2F%42/", "pathname", "/one/t%61o/%2F%42/%61")},
	{[]int{173}, rEncodeSet, "https://example.com/h%61s/?wh%61t\n", 0, hrefs("https://ex%61mple.com/h%61s/?wh%61t")},
	{[]int{183}, rEncodeSet, "http://example.com/?a=%5D\n", 0, hrefs("http://example.com/?a=%5D")},
	{[]int{184}, rEncodeSet, "http://example.com/?a=%5D&b=%5D\n", 0, hrefs("http://example.com/?a=%5D&b=%5D")},
	{[]int{185}, rEncodeSet, "sftp://us%65r:pwd%3Bgiraffe@odd\n", 0, hrefs("sftp://us%65r:pwd;giraffe@odd")},
	{[]int{186}, rOptions, "imap://us%65r:pwd%3Bgir%41ffe@odd\n", 0, hrefs("imap://us%65r:pwd;gir%41ffe@odd")},
	{[]int{187}, rGetterNames, "pwd%3Bgiraffe\n", 0, get("sftp://us%65r:pwd;giraffe@odd", (*whatwgurl.URL).Password)},
	{[]int{188}, rUpperHex, "pwd%3Bgiraffe\n", 0, get("sftp://us%65r:pwd;giraffe@odd", (*whatwgurl.URL).Password)},
	{[]int{204}, rScheme, "", 0, fails("e?e&&")},
	{[]int{205}, rScheme, "", 0, fails("e?e&")},
	{[]int{206}, rScheme, "", 0, fails("e?e&&&&&&&&&&&&&&&&&&&&&")},
	{[]int{207}, rScheme, "", 0, fails("e?e&&&&&&&&&&a&&&&&&&&&&&")},
})

// trurlSchemedDifferences are the cases of rScheme that still differ
// from trurl when the scheme trurl guesses is written in the URL, and why.
var trurlSchemedDifferences = map[int]string{
	125: "the case is about URLs without a scheme (--no-guess-scheme)",
	167: "the case is about a guessed scheme: scheme?= sets only a scheme the URL did not have",
	127: rEncodeSet,
	162: rForm,
	128: rBackslash, 129: rBackslash, 130: rBackslash, 131: rBackslash,
	208: rBackslash, 209: rBackslash, 210: rBackslash, 212: rBackslash,
	204: rQueryAsWritten, 205: rQueryAsWritten, 206: rQueryAsWritten, 207: rQueryAsWritten,
}

// documentedCases reads a list of differences as --help and the README
// write it: a line "  REASON: ..." and, below it, "cases N N ..." and
// lines of more numbers.
func documentedCases(text string) map[string][]int {
	out := map[string][]int{}
	reason, inCases := "", false
	for _, l := range strings.Split(text, "\n") {
		if name, _, ok := strings.Cut(l, ":"); ok && strings.HasPrefix(l, "  ") && !strings.HasPrefix(l, "   ") {
			reason, inCases = strings.TrimSpace(name), false
			continue
		}
		nums, ok := strings.CutPrefix(strings.TrimSpace(l), "cases ")
		if ok {
			inCases = true
		} else if inCases && strings.Trim(l, " 0123456789") == "" && strings.TrimSpace(l) != "" {
			nums = l
		} else {
			inCases = false
			continue
		}
		if reason != "" {
			for _, f := range strings.Fields(nums) {
				if n, err := strconv.Atoi(f); err == nil {
					out[reason] = append(out[reason], n)
				}
			}
		}
	}
	return out
}

// --help and the README list every difference under its reason, and no
// other case.
func TestTrurlDifferencesDocumented(t *testing.T) {
	want := map[string][]int{}
	for n, d := range trurlDifferences {
		want[d.reason] = append(want[d.reason], n)
	}
	for _, ns := range want {
		slices.Sort(ns)
	}
	readme := wptdata.RootFile(t, "README.md")
	for name, text := range map[string]string{"--help": helpText, "README.md": string(readme)} {
		got := documentedCases(text)
		for reason, ns := range want {
			if !slices.Equal(got[reason], ns) {
				t.Errorf("%s lists cases %v for %q, the test %v", name, got[reason], reason, ns)
			}
		}
	}
}
