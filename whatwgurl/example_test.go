package whatwgurl_test

import (
	"errors"
	"fmt"

	"github.com/whatwgurl/whatwgurl/whatwgurl"
)

func ExampleParse() {
	u, err := whatwgurl.Parse("HTTPS://EXAMPLE.com:443/a/./b/../c?q=1#top")
	if err != nil {
		panic(err)
	}
	fmt.Println(u.Href())
	fmt.Println(u.Protocol(), u.Host(), u.Pathname(), u.Search(), u.Hash())
	fmt.Println(u.Origin())
	// Output:
	// https://example.com/a/c?q=1#top
	// https: example.com /a/c ?q=1 #top
	// https://example.com
}

func ExampleParse_failure() {
	_, err := whatwgurl.Parse("https://exa mple.org/")
	var pe *whatwgurl.ParseError
	if errors.As(err, &pe) {
		fmt.Println(pe.Type, pe.Type == whatwgurl.ValidationDomainInvalidCodePoint)
	}
	// Output: domain-invalid-code-point true
}

func ExampleURL_Parse() {
	base := whatwgurl.MustParse("https://example.org/docs/guide/intro.html")
	for _, ref := range []string{"setup.html", "../api/", "/", "?page=2", "//cdn.example.net/x.js"} {
		u, _ := base.Parse(ref)
		fmt.Println(u)
	}
	// Output:
	// https://example.org/docs/guide/setup.html
	// https://example.org/docs/api/
	// https://example.org/
	// https://example.org/docs/guide/intro.html?page=2
	// https://cdn.example.net/x.js
}

func ExampleCanParse() {
	fmt.Println(whatwgurl.CanParse("/relative", nil))
	fmt.Println(whatwgurl.CanParse("/relative", whatwgurl.MustParse("https://example.org/")))
	// Output:
	// false
	// true
}

func ExampleURL_SetPathname() {
	u := whatwgurl.MustParse("https://example.org/old")
	changed := u.SetPathname("/new path/ü")
	fmt.Println(changed, u)
	// The Standard's setters ignore what they cannot use.
	changed = u.SetPort("not a port")
	fmt.Println(changed, u)
	// Output:
	// true https://example.org/new%20path/%C3%BC
	// false https://example.org/new%20path/%C3%BC
}

func ExampleURL_SearchParams() {
	u := whatwgurl.MustParse("https://example.org/search?q=go&page=1")
	sp := u.SearchParams()
	sp.Set("page", "2")
	sp.Append("lang", "en US")
	fmt.Println(u)
	u.SetSearch("?x=1")
	fmt.Println(sp.Size(), sp)
	// Output:
	// https://example.org/search?q=go&page=2&lang=en+US
	// 1 x=1
}

func ExampleValidate() {
	u, errs, _ := whatwgurl.Validate(" https://example.org\\path ", nil)
	fmt.Println(u)
	for _, e := range errs {
		fmt.Println(e)
	}
	// Output:
	// https://example.org/path
	// invalid-URL-unit
	// invalid-reverse-solidus
}

// A legacy encoder can emit ASCII bytes; those not in the encode set stay
// as they are (here 0x7B, "{", the second byte of 本 in Shift_JIS).
func ExampleParseWithEncoding() {
	u, _ := whatwgurl.ParseWithEncoding("https://example.jp/?q=日本", nil, "shift_jis")
	fmt.Println(u.Search())
	// Output: ?q=%93%FA%96{
}

func ExampleDomainToASCII() {
	ascii, _ := whatwgurl.DomainToASCII("Bücher.example", false)
	fmt.Println(ascii)
	fmt.Println(whatwgurl.DomainToUnicode(ascii))
	// Output:
	// xn--bcher-kva.example
	// bücher.example
}

func ExampleParseHost() {
	for _, in := range []string{"0x7F.1", "[0:0::1]", "EXAMPLE.com"} {
		h, kind, _ := whatwgurl.ParseHost(in, false)
		fmt.Println(h, kind == whatwgurl.HostDomain)
	}
	// Output:
	// 127.0.0.1 false
	// [::1] false
	// example.com true
}

func ExamplePercentEncode() {
	fmt.Println(whatwgurl.PercentEncode("a b&c/d", whatwgurl.ComponentSet, false))
	fmt.Println(whatwgurl.PercentEncode("a b&c/d", whatwgurl.FormURLEncodedSet, true))
	fmt.Println(string(whatwgurl.PercentDecode("%E2%80%BD%zz")))
	// Output:
	// a%20b%26c%2Fd
	// a+b%26c%2Fd
	// ‽%zz
}

func ExampleURL_Equal() {
	a := whatwgurl.MustParse("https://example.org/p#one")
	b := whatwgurl.MustParse("HTTPS://example.org:443/p#two")
	fmt.Println(a.Equal(b, false), a.Equal(b, true))
	// Output: false true
}
