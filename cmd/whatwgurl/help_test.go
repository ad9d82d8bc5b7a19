package main

import (
	"strings"
	"testing"

	"github.com/whatwgurl/whatwgurl/whatwgurl"
)

func TestHelp(t *testing.T) {
	for _, arg := range []string{"-h", "--help"} {
		out := mustRun(t, "", arg)
		if out != helpText {
			t.Errorf("%s printed something other than the help text", arg)
		}
	}
	// Every field, setter and option the tool knows is in the help.
	for _, n := range fieldNames {
		if !strings.Contains(helpText, n.name) {
			t.Errorf("help does not list field %q", n.name)
		}
	}
	for ht := whatwgurl.HostNone; ht <= whatwgurl.HostEmpty; ht++ {
		if !strings.Contains(helpText, " "+ht.String()) {
			t.Errorf("help does not list host type %q", ht.String())
		}
	}
	for name := range setterNames {
		if !strings.Contains(helpText, name) {
			t.Errorf("help does not list setter %q", name)
		}
	}
	for _, o := range options {
		for _, n := range o.names {
			if !strings.Contains(helpText, n) {
				t.Errorf("help does not list option %s", n)
			}
		}
	}
}

// helpExample is one "$ whatwgurl ..." line of the help's examples and the
// lines it shows under it.
type helpExample struct {
	args []string
	want string
}

// helpExamples reads the examples that run on --url arguments alone (those
// reading files or pipes show no output to check).
func helpExamples(t *testing.T) []helpExample {
	_, ex, ok := strings.Cut(helpText, "\nExamples:\n")
	if !ok {
		t.Fatal("help has no Examples section")
	}
	var out []helpExample
	var cur *helpExample
	for _, l := range strings.Split(ex, "\n") {
		l = strings.TrimPrefix(l, "  ")
		if cmd, ok := strings.CutPrefix(l, "$ whatwgurl "); ok {
			cur = nil
			args := shellWords(t, cmd)
			if args == nil {
				continue // reads a file or a pipe
			}
			out = append(out, helpExample{args: args})
			cur = &out[len(out)-1]
			continue
		}
		if cur != nil && l != "" {
			cur.want += l + "\n"
		}
	}
	return out
}

// shellWords splits a command line as sh does for words, 'single quotes'
// and unquoted text only: enough for the help's examples. It returns nil
// for a line with a pipe or a redirection.
func shellWords(t *testing.T, s string) []string {
	var words []string
	var w strings.Builder
	inWord, quoted := false, false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quoted && c == '\'':
			quoted = false
		case quoted:
			w.WriteByte(c)
		case c == '\'':
			quoted, inWord = true, true
		case c == ' ':
			if inWord {
				words = append(words, w.String())
				w.Reset()
				inWord = false
			}
		case c == '|' || c == '<' || c == '>':
			return nil
		default:
			if strings.IndexByte(`"\$`+"`", c) >= 0 {
				t.Fatalf("example %q needs more of sh than shellWords knows", s)
			}
			w.WriteByte(c)
			inWord = true
		}
	}
	if quoted {
		t.Fatalf("example %q: unclosed quote", s)
	}
	if inWord {
		words = append(words, w.String())
	}
	return words
}

// The help's examples show what the tool writes.
func TestHelpExamples(t *testing.T) {
	examples := helpExamples(t)
	if len(examples) < 8 {
		t.Fatalf("found %d runnable examples in the help", len(examples))
	}
	for _, ex := range examples {
		t.Run(strings.Join(ex.args, " "), func(t *testing.T) {
			out, errOut, code := runTool(t, "", ex.args...)
			if code != exitOK {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			if out != ex.want {
				t.Errorf("writes\n%s\nthe help shows\n%s", out, ex.want)
			}
		})
	}
}
