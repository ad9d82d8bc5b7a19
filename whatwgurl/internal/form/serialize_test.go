package form

import (
	"github.com/whatwgurl/whatwgurl/whatwgurl/internal/infra"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestSerialize(t *testing.T) {
	for _, tc := range []struct {
		name string
		list []Pair
		want string
	}{
		{"empty list", nil, ""},
		{"one empty tuple", []Pair{{"", ""}}, "="},
		{"two empty tuples", []Pair{{"", ""}, {"", ""}}, "=&="},
		{"6.2 example", []Pair{{"key", "730d67"}}, "key=730d67"},
		{"space as plus", []Pair{{"a b", "c d"}}, "a+b=c+d"},
		{"left alone", []Pair{{"*-._", "azAZ09"}}, "*-._=azAZ09"},
		{"form set only", []Pair{{"!'()~", "$%&+,"}}, "%21%27%28%29%7E=%24%25%26%2B%2C"},
		{"component set", []Pair{{"/:;=@[\\]|", "?^`{}\"#<>"}},
			"%2F%3A%3B%3D%40%5B%5C%5D%7C=%3F%5E%60%7B%7D%22%23%3C%3E"},
		{"controls", []Pair{{"\x00\x1F\x7F", "\t\n"}}, "%00%1F%7F=%09%0A"},
		{"UTF-8", []Pair{{"é", "🌈"}}, "%C3%A9=%F0%9F%8C%88"},
		{"invalid UTF-8 read as U+FFFD", []Pair{{"\xff", "a\xF0\x9F"}}, "%EF%BF%BD=a%EF%BF%BD"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := Serialize(tc.list); got != tc.want {
				t.Errorf("Serialize(%q) = %q, want %q", tc.list, got, tc.want)
			}
			prefix := []byte("p?")
			if got := string(AppendSerialize(prefix, tc.list, nil)); got != "p?"+tc.want {
				t.Errorf("AppendSerialize after %q = %q", prefix, got)
			}
		})
	}
}

// The examples of section 6.2 that concern the list alone.
func TestStandardExamples(t *testing.T) {
	// url.searchParams.sort() on "?a=b ~" gives "a=b+%7E" (the URL parser
	// has turned the space into %20 first; both decode to a space).
	list := Parse("a=b%20~")
	Sort(list)
	if got := Serialize(list); got != "a=b+%7E" {
		t.Errorf("a=b%%20~ sorted = %q, want %q", got, "a=b+%7E")
	}
	list = Parse("a=~&b=%7E")
	if list[0].Value != "~" || list[1].Value != "~" {
		t.Errorf("a=~&b=%%7E values = %q, %q, want ~, ~", list[0].Value, list[1].Value)
	}
	list = Parse("q=%F0%9F%8F%B3%EF%B8%8F%E2%80%8D%F0%9F%8C%88&key=e1f7bc78")
	Sort(list)
	if got, want := Serialize(list), "key=e1f7bc78&q=%F0%9F%8F%B3%EF%B8%8F%E2%80%8D%F0%9F%8C%88"; got != want {
		t.Errorf("sorted = %q, want %q", got, want)
	}
}

// latin1Encoder encodes U+0000..U+00FF as one byte and fails on the rest,
// enough to see the encoder used and its failures become references.
type latin1Encoder struct{ calls int }

func (e *latin1Encoder) EncodeOrFail(dst []byte, input string) ([]byte, int, rune) {
	e.calls++
	for i, r := range input {
		if r > 0xFF {
			return dst, i + utf8.RuneLen(r), r
		}
		dst = append(dst, byte(r))
	}
	return dst, len(input), -1
}

func TestSerializeWithEncoder(t *testing.T) {
	enc := &latin1Encoder{}
	list := []Pair{{"é€", "a b"}, {"\xff", "ÿ"}}
	got := string(AppendSerialize(nil, list, enc))
	if want := "%E9%26%238364%3B=a+b&%26%2365533%3B=%FF"; got != want {
		t.Errorf("latin-1 serialization = %q, want %q", got, want)
	}
	if enc.calls == 0 {
		t.Error("the encoder was not used")
	}
}

// Parsing a serialization gives the list back: the serializer encodes every
// byte the parser would treat specially.
func TestSerializeRoundTrip(t *testing.T) {
	alphabet := []rune{'a', 'Z', '0', ' ', '+', '%', '&', '=', '~', '*', '\x00', '\uFEFF', 'é', '\uFFFD', '🌈'}
	r := rand.New(rand.NewPCG(5, 6))
	gen := func() string {
		var sb strings.Builder
		for n := r.IntN(5); n > 0; n-- {
			sb.WriteRune(alphabet[r.IntN(len(alphabet))])
		}
		return sb.String()
	}
	for range 2000 {
		list := make([]Pair, r.IntN(4))
		for i := range list {
			list[i] = Pair{gen(), gen()}
		}
		s := Serialize(list)
		if got := Parse(s); !equalLists(got, list) {
			t.Fatalf("Parse(Serialize(%q)) = %q via %q", list, got, s)
		}
	}
}

func FuzzRoundTrip(f *testing.F) {
	f.Add("a=b&c=%20d+e", "x")
	f.Fuzz(func(t *testing.T, input, extra string) {
		list := append(Parse(input), Pair{infra.ScalarValueString(extra), ""})
		for _, p := range list {
			if !utf8.ValidString(p.Name) || !utf8.ValidString(p.Value) {
				t.Fatalf("Parse(%q) gave a non-scalar-value string: %q", input, p)
			}
		}
		s := Serialize(list)
		if got := Parse(s); !equalLists(got, list) {
			t.Fatalf("Parse(Serialize(%q)) = %q via %q", list, got, s)
		}
	})
}

func BenchmarkSerialize(b *testing.B) {
	list := Parse("utm_source=newsletter&utm_medium=email&q=hello+world&name=%C3%A9l%C3%A8ve")
	b.ReportAllocs()
	var buf []byte
	for b.Loop() {
		buf = AppendSerialize(buf[:0], list, nil)
	}
}
