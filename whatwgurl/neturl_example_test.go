//go:build !whatwgurl_noneturl

package whatwgurl_test

import (
	"errors"
	"fmt"

	"github.com/whatwgurl/whatwgurl/whatwgurl"
)

func ExampleURL_NetURL() {
	u := whatwgurl.MustParse("HTTPS://user@EXAMPLE.com:443/a/../b c?q=1#top")
	nu, err := u.NetURL() // for net/http and other APIs that take a *url.URL
	if err != nil {
		panic(err)
	}
	fmt.Println(nu.String() == u.Href(), nu)
	fmt.Println(nu.Scheme, nu.User.Username(), nu.Host, nu.Path, nu.RawQuery, nu.Fragment)

	// Some URLs of the Standard have no net/url form.
	_, err = whatwgurl.MustParse("https://example.com/page#").NetURL()
	fmt.Println(errors.Is(err, whatwgurl.ErrNotNetURL))

	// And back: what a browser makes of a net/url URL.
	v, _ := whatwgurl.FromNetURL(nu.JoinPath("..", "d"))
	fmt.Println(v)
	// Output:
	// true https://user@example.com/b%20c?q=1#top
	// https user example.com /b c q=1 top
	// true
	// https://user@example.com/d?q=1#top
}
