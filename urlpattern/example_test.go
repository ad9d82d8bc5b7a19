package urlpattern_test

import (
	"errors"
	"fmt"

	"github.com/whatwgurl/whatwgurl/urlpattern"
	"github.com/whatwgurl/whatwgurl/whatwgurl"
)

func ExampleNew() {
	p, err := urlpattern.New(urlpattern.String("https://example.com/books/:id"), nil, urlpattern.Options{})
	if err != nil {
		panic(err)
	}
	fmt.Println(p.Protocol(), p.Hostname(), p.Port() == "", p.Pathname(), p.Search())
	// Output: https example.com true /books/:id *
}

func ExampleURLPattern_Exec() {
	p := urlpattern.MustNew(urlpattern.Init{Pathname: new("/books/:id(\\d+){/:chapter}?")}, nil, urlpattern.Options{})
	r, _ := p.Exec(urlpattern.String("https://example.com/books/42"), nil)
	id, _ := r.Pathname.Group("id")
	_, hasChapter := r.Pathname.Group("chapter")
	fmt.Println(id, hasChapter)
	r, _ = p.Exec(urlpattern.String("https://example.com/books/x"), nil)
	fmt.Println(r == nil)
	// Output:
	// 42 false
	// true
}

func ExampleURLPattern_TestURL() {
	routes := []*urlpattern.URLPattern{
		urlpattern.MustNew(urlpattern.Init{Pathname: new("/api/users/:id")}, nil, urlpattern.Options{}),
		urlpattern.MustNew(urlpattern.Init{Pathname: new("/static/*")}, nil, urlpattern.Options{}),
	}
	u := whatwgurl.MustParse("https://example.com/static/app.js")
	for i, r := range routes {
		fmt.Println(i, r.TestURL(u))
	}
	// Output:
	// 0 false
	// 1 true
}

func ExampleNew_errors() {
	_, err := urlpattern.New(urlpattern.String("/relative/:path"), nil, urlpattern.Options{})
	fmt.Println(errors.Is(err, urlpattern.ErrRelativeWithoutBase))
	_, err = urlpattern.New(urlpattern.Init{Pathname: new("/((?<=x)y)")}, nil, urlpattern.Options{})
	var e *urlpattern.Error
	fmt.Println(errors.As(err, &e), e.Kind == urlpattern.ErrUnsupportedRegExp, e.Component)
	// Output:
	// true
	// true true pathname
}
