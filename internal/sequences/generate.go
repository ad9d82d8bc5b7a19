package sequences

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/whatwgurl/whatwgurl/whatwgurl"
)

// Source is what the generator draws its choices from.
type Source interface {
	// IntN returns a number in [0, n), n > 0.
	IntN(n int) int
}

// Seeded returns the source of sequence seed: the same seed, the same
// sequence, in every run and on every machine.
func Seeded(seed uint64) Source { return rand.New(rand.NewPCG(seed, 0x5e9)) }

// Bytes is a source that reads its choices from b, for fuzzing: each choice
// takes two bytes; once b runs out, every choice is 0.
type Bytes []byte

// IntN implements Source.
func (b *Bytes) IntN(n int) int {
	v := 0
	for range 2 {
		v <<= 8
		if len(*b) > 0 {
			v |= int((*b)[0])
			*b = (*b)[1:]
		}
	}
	return v % n
}

// Pool holds what sequences are made of: starting URLs and values for each
// setter, from WPT's setters_tests.json and a list of URL shapes.
type Pool struct {
	Hrefs  []string
	Values map[string][]string // by setter attribute
	attrs  []string            // the keys of Values, sorted
}

// shapes are URLs of every shape, with and without query and fragment.
var shapes = []string{
	"https://user:pass@h.example:8080/p/q?a=1&b=2#f", "https://h/", "https://h/?", "https://h/?a=1",
	"http://h/p?q#", "http://h/p?a=%20b&a=+c#frag", "ws://h/?a=%7E", "wss://h:1/?x",
	"ftp://h/d/f?x=y", "file:///C:/dir/f?x=1", "file://host/share/f", "file:///", "file:///p?#",
	"mailto:someone@example.com", "mailto:x?subject=hi&body=a+b", "data:text/plain,hi ",
	"javascript:alert(1)", "sc://h/p?x", "sc:/p", "sc:p?q#f", "sc://u@h:9/?", "sc://[::1]/?a",
	"web+demo:/.//not-a-host/?a", "blob:https://h/uuid", "non-spec:/a/b?c=d#e", "https://h/?a=1#",
	"https://h/?%F0%9F%8C%88=%E2%82%AC&q=a%26b",
}

// LoadPool reads WPT's setters_tests.json (url/setters_tests.json under the
// WPT folder).
func LoadPool(path string) (*Pool, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		return nil, err
	}
	p := &Pool{Values: map[string][]string{}}
	seen := map[string]bool{}
	addHref := func(h string) {
		if _, err := whatwgurl.Parse(h); err == nil && !seen[h] {
			seen[h] = true
			p.Hrefs = append(p.Hrefs, h)
		}
	}
	for _, h := range shapes {
		addHref(h)
	}
	for attr, r := range raw {
		if attr == "comment" {
			continue
		}
		var tests []struct {
			Href     string `json:"href"`
			NewValue string `json:"new_value"`
		}
		if err := json.Unmarshal(r, &tests); err != nil {
			return nil, fmt.Errorf("%s: %w", attr, err)
		}
		for _, t := range tests {
			addHref(t.Href)
			if utf8.ValidString(t.NewValue) {
				p.Values[attr] = append(p.Values[attr], t.NewValue)
			}
		}
	}
	// href's values: the starting URLs, and a string that is not a URL.
	p.Values["href"] = append(append([]string{}, p.Hrefs...), "not a URL", "")
	for attr := range p.Values {
		p.attrs = append(p.attrs, attr)
	}
	sort.Strings(p.attrs)
	sort.Strings(p.Hrefs) // map order must not reach the sequences
	for _, attr := range p.attrs {
		sort.Strings(p.Values[attr])
	}
	if len(p.Hrefs) < len(shapes) || len(p.attrs) != len(Getters) {
		return nil, fmt.Errorf("%s: %d URLs, values for %d setters", path, len(p.Hrefs), len(p.attrs))
	}
	return p, nil
}

// inserts are what mutations put into values: the code points the setters
// and the form parser treat specially, and code points of every width.
var inserts = []string{"\t", "\n", "\r", "?", "#", "&", "=", "+", "%", "\x00", " ", "%2", "%41",
	"%C3%A9", "%F0", "/", "\\", "é", "\u00a0", "€", "\uFEFF", "\U0001F308", "\U0010FFFD"}

// names are the search params' names and values: few, so that they meet.
var names = []string{"a", "b", "c", "", "a b", "é", "🌈", "x+y", "%41", "&", "=", "a\tb"}

// generator makes steps from a Source.
type generator struct {
	src  Source
	pool *Pool
}

func (g *generator) pick(list []string) string { return list[g.src.IntN(len(list))] }

// mutate inserts up to three of inserts into s at code point boundaries,
// and sometimes a leading '?' or '#'.
func (g *generator) mutate(s string) string {
	for n := g.src.IntN(4); n > 0; n-- {
		at := 0
		if len(s) > 0 {
			at = g.src.IntN(len(s) + 1)
			for at < len(s) && !utf8.RuneStart(s[at]) {
				at++
			}
		}
		s = s[:at] + g.pick(inserts) + s[at:]
	}
	switch g.src.IntN(12) {
	case 0:
		s = "?" + s
	case 1:
		s = "#" + s
	}
	return s
}

// name picks a name or value for a method: one of the list's when it has
// some (half the time), else one of names, mutated a third of the time.
func (g *generator) name(list [][2]string, which int) string {
	if len(list) > 0 && g.src.IntN(2) == 0 {
		return list[g.src.IntN(len(list))][which]
	}
	s := g.pick(names)
	if g.src.IntN(3) == 0 {
		s = g.mutate(s)
	}
	return s
}

// next makes the next step for a URL whose list is list.
func (g *generator) next(list [][2]string) Step {
	switch k := g.src.IntN(100); {
	case k < 12:
		v := g.pick(g.pool.Values["search"])
		if g.src.IntN(2) == 0 {
			v = g.mutate(v)
		}
		return Step{"search", v}
	case k < 40:
		attr := g.pick(g.pool.attrs)
		v := g.pick(g.pool.Values[attr])
		if g.src.IntN(2) == 0 {
			v = g.mutate(v)
		}
		return Step{attr, v}
	case k < 55:
		return Step{"append", g.name(list, 0), g.name(list, 1)}
	case k < 62:
		return Step{"set", g.name(list, 0), g.name(list, 1)}
	case k < 67:
		return Step{"delete", g.name(list, 0)}
	case k < 70:
		return Step{"delete", g.name(list, 0), g.name(list, 1)}
	case k < 75:
		return Step{"has", g.name(list, 0)}
	case k < 78:
		return Step{"has", g.name(list, 0), g.name(list, 1)}
	case k < 83:
		return Step{"get", g.name(list, 0)}
	case k < 87:
		return Step{"getAll", g.name(list, 0)}
	case k < 90:
		return Step{"sort"}
	case k < 93:
		return Step{"size"}
	case k < 96:
		return Step{"toString"}
	}
	return Step{"entries"}
}

// Play makes a sequence from src and plays it on the Go variants. It
// returns the record, and an error that names the step and the variants
// that disagreed, if any did (the record then ends at that step).
func Play(seed uint64, src Source, pool *Pool) (Record, error) {
	g := &generator{src: src, pool: pool}
	rec := Record{Sequence: Sequence{Seed: seed, Href: g.pick(pool.Hrefs)}}
	r, err := newRunner(rec.Href)
	if err != nil {
		return rec, err
	}
	n := 1 + src.IntN(24)
	// Half the sequences open with setters alone, so that objects taken
	// after them are compared at every step.
	settersFirst := src.IntN(2) == 0
	list := r.model.list
	for i := range n {
		st := g.next(list)
		for settersFirst && i < n/2 && !isSetter(st[0]) {
			st = g.next(list)
		}
		rec.Steps = append(rec.Steps, st)
		obs, err := r.step(st)
		rec.Obs = append(rec.Obs, obs)
		if err != nil {
			return rec, fmt.Errorf("seed %d, step %d %s on %q: %w", seed, i, quoteStep(st), rec.Href, err)
		}
		list = obs.List
	}
	if err := r.finish(); err != nil {
		return rec, fmt.Errorf("seed %d on %q: %w", seed, rec.Href, err)
	}
	return rec, nil
}

func quoteStep(st Step) string {
	q := make([]string, len(st))
	for i, s := range st {
		q[i] = fmt.Sprintf("%q", s)
	}
	return strings.Join(q, " ")
}
