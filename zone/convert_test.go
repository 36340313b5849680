package zone_test

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/zone"
)

func readFile(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// convertFile converts the file name of testdata and checks the files
// against name+suffix, written by hand.
func convertFile(t *testing.T, c *zone.Converter, name, suffix string) *zone.Result {
	t.Helper()
	res := c.Convert(name, readFile(t, name))
	for _, p := range res.Problems {
		t.Errorf("problem: %v", p)
	}
	for _, f := range res.Files {
		if want := readFile(t, f.Name+suffix); !bytes.Equal(f.Text, want) {
			t.Errorf("%s converted:\n%s\nwant (%s%s):\n%s", f.Name, f.Text, f.Name, suffix, want)
		}
	}
	return res
}

func TestConvertASCII(t *testing.T) {
	res := convertFile(t, &zone.Converter{}, filepath.Join("testdata", "idn.zone"), ".ascii")
	if len(res.Files) != 2 || res.Files[1].Name != filepath.Join("testdata", "idn-hosts.inc") {
		t.Errorf("files %v, want idn.zone and the file it includes", res.Files)
	}
}

// TestRoundTrip: the ASCII output converted to Unicode is the zone as
// written (with the case and escapes of names that IDNA maps), and that
// converted to ASCII again is the ASCII output, byte for byte.
func TestRoundTrip(t *testing.T) {
	files := map[string][]byte{}
	for _, name := range []string{"idn.zone", "idn-hosts.inc"} {
		files[filepath.Join("testdata", name)] = readFile(t, filepath.Join("testdata", name+".ascii"))
	}
	read := func(name string) ([]byte, error) {
		if b, ok := files[name]; ok {
			return b, nil
		}
		return nil, os.ErrNotExist
	}
	main := filepath.Join("testdata", "idn.zone")
	uni := (&zone.Converter{To: zone.Unicode, ReadFile: read}).Convert(main, files[main])
	for _, f := range uni.Files {
		if want := readFile(t, f.Name+".unicode"); !bytes.Equal(f.Text, want) {
			t.Errorf("%s to Unicode:\n%s\nwant:\n%s", f.Name, f.Text, want)
		}
		files[f.Name] = f.Text
	}
	back := (&zone.Converter{ReadFile: read}).Convert(main, files[main])
	for _, f := range back.Files {
		if want := readFile(t, f.Name+".ascii"); !bytes.Equal(f.Text, want) {
			t.Errorf("%s back to ASCII:\n%s\nwant:\n%s", f.Name, f.Text, want)
		}
	}
	if len(uni.Problems)+len(back.Problems) > 0 {
		t.Errorf("problems: %v %v", uni.Problems, back.Problems)
	}
}

// TestProblems: a name that cannot be converted is reported with its file
// and line and left as it is; the rest of the zone is converted.
func TestProblems(t *testing.T) {
	src := "$ORIGIN bücher.example.\n" +
		"ok1 IN A 192.0.2.1\n" +
		"\u0301abc IN A 192.0.2.2\n" + // a combining mark first: refused
		"ok2 IN CNAME xn--zz.example.\n" + // invalid Punycode
		"a\\.bü IN A 192.0.2.3\n" + // a dot in a label with a name to convert
		strings.Repeat("ü", 60) + " IN A 192.0.2.4\n" + // a label over 63 octets as an A-label
		"café IN MX ten mail\n" + // a record that miekg/dns refuses
		"(\n" +
		"straße IN A 192.0.2.5\n"
	res := (&zone.Converter{}).Convert("p.zone", []byte(src))
	want := []struct {
		line int
		name string
		is   func(error) bool
	}{
		{3, "\u0301abc", isIDNA},
		{4, "xn--zz.example.", isIDNA},
		{5, "a\\.bü", func(err error) bool { return errors.Is(err, zone.ErrDotInLabel) }},
		{6, strings.Repeat("ü", 60), func(err error) bool { return errors.Is(err, idna.ErrLength) }},
		{7, "", func(err error) bool { return err != nil && !isIDNA(err) }},
		{8, "", func(err error) bool { return errors.Is(err, zone.ErrUnclosedParen) }},
	}
	if len(res.Problems) != len(want) {
		t.Fatalf("%d problems, want %d: %v", len(res.Problems), len(want), res.Problems)
	}
	for i, w := range want {
		p := res.Problems[i]
		if p.File != "p.zone" || p.Line != w.line || p.Name != w.name || !w.is(p.Err) {
			t.Errorf("problem %d: %v; want line %d, name %q", i, p, w.line, w.name)
		}
	}
	out := string(res.Files[0].Text)
	for _, s := range []string{"ok1 IN A", "\u0301abc IN A", "ok2 IN CNAME xn--zz.example.\n", "a\\.bü IN A", "xn--caf-dma IN MX ten mail\t; café"} {
		if !strings.Contains(out, s) {
			t.Errorf("output lacks %q:\n%s", s, out)
		}
	}
}

func isIDNA(err error) bool {
	var e *idna.Error
	return errors.As(err, &e)
}

// TestSyntax: the parts of the master-file syntax around names, each kept
// byte for byte.
func TestSyntax(t *testing.T) {
	tests := []struct{ in, want string }{
		{"bücher.example. IN A 192.0.2.1", "xn--bcher-kva.example. IN A 192.0.2.1\t; bücher.example."},
		{"bücher.example. IN A 192.0.2.1\r\n", "xn--bcher-kva.example. IN A 192.0.2.1\t; bücher.example.\r\n"},
		{"BÜCHER.Example. IN A 192.0.2.1", "xn--bcher-kva.Example. IN A 192.0.2.1\t; bücher.Example."},
		{"b\\195\\188cher.example. in a 192.0.2.1 ; c", "xn--bcher-kva.example. in a 192.0.2.1 ; c\t; bücher.example."},
		{"x.example. 60 IN TXT \"bücher.example.\" ; bücher", "x.example. 60 IN TXT \"bücher.example.\" ; bücher"},
		{"x.example. IN SOA (\n\tbücher.example. a.example.\n\t1 2 3 4 5 )", "x.example. IN SOA (\n\txn--bcher-kva.example. a.example.\t; bücher.example.\n\t1 2 3 4 5 )"},
		{"x.example. CLASS1 TYPE5 bücher.example.", "x.example. CLASS1 TYPE5 xn--bcher-kva.example.\t; bücher.example."},
		{"x.example. IN CNAME \\# 3 016100", "x.example. IN CNAME \\# 3 016100"},
		{"\\@x.example. IN A 192.0.2.1", "\\@x.example. IN A 192.0.2.1"},
		{"0/25.2.0.192.in-addr.arpa. IN PTR café.example.", "0/25.2.0.192.in-addr.arpa. IN PTR xn--caf-dma.example.\t; café.example."},
		{"$ORIGIN example.\nbücher 1h IN MX 10 @", "$ORIGIN example.\nxn--bcher-kva 1h IN MX 10 @\t; bücher"},
		{"x.example. IN A 192.0.2.1\n\tIN MX 0 bücher.example.", "x.example. IN A 192.0.2.1\n\tIN MX 0 xn--bcher-kva.example.\t; bücher.example."},
	}
	for _, tt := range tests {
		res := (&zone.Converter{}).Convert("s.zone", []byte(tt.in))
		if got := string(res.Files[0].Text); got != tt.want || len(res.Problems) > 0 {
			t.Errorf("Convert(%q)\n = %q, %v\nwant %q", tt.in, got, res.Problems, tt.want)
		}
	}
}

func TestInclude(t *testing.T) {
	loop := func(string) ([]byte, error) {
		return []byte("$INCLUDE self.zone\nbücher.example. IN A 192.0.2.1\n"), nil
	}
	res := (&zone.Converter{ReadFile: loop}).Convert("self.zone", []byte("$INCLUDE self.zone\n"))
	var ie *zone.IncludeError
	if len(res.Problems) != 1 || !errors.As(res.Problems[0], &ie) || !errors.Is(ie, zone.ErrIncludeDepth) {
		t.Errorf("problems %v, want one ErrIncludeDepth", res.Problems)
	}
	missing := func(string) ([]byte, error) { return nil, os.ErrNotExist }
	res = (&zone.Converter{ReadFile: missing}).Convert("m.zone", []byte("x.example. IN A 192.0.2.1\n$INCLUDE \"no such.zone\"\n"))
	if len(res.Problems) != 1 || res.Problems[0].Line != 2 || !errors.Is(res.Problems[0], os.ErrNotExist) {
		t.Errorf("problems %v, want m.zone:2 not found", res.Problems)
	}
}

// TestSentences: each problem has a sentence of its own.
func TestSentences(t *testing.T) {
	src := "a\\.bü.example. IN A 192.0.2.1\n" + "x.example. IN A 192.0.2.1 )\n" + "x.example. IN TXT \"open\n" +
		"\u0301x.example. IN A 192.0.2.1\n" + "x.example. IN MX ten y.example.\n" + "$INCLUDE none.zone\n" + "x.example. IN SOA ( a b\n"
	missing := func(string) ([]byte, error) {
		return nil, &os.PathError{Op: "open", Path: "none.zone", Err: os.ErrNotExist}
	}
	res := (&zone.Converter{ReadFile: missing}).Convert("s.zone", []byte(src))
	want := []string{
		`The name 'a\.bü.example.' has a part with a dot in it (written \.), which has no xn-- form; write the dot without the backslash if it separates two parts`,
		"A ')' closes no parenthesis; remove it",
		`A quoted string is not closed on its line; add the closing '"'`,
		"", // idna's own sentence
		"The record is not valid (",
		`The file 'none.zone' that $INCLUDE names cannot be read (file does not exist); check its path, which is relative to the folder of the file that includes it`,
		"A parenthesis opened in this record is not closed; add the ')'",
	}
	if len(res.Problems) != len(want) {
		t.Fatalf("problems %v, want %d", res.Problems, len(want))
	}
	for i, p := range res.Problems {
		s := p.Sentences()
		if len(s) == 0 || !strings.HasPrefix(s[0].Sentence(), want[i]) {
			t.Errorf("%v: sentences %v, want %q", p, s, want[i])
		}
	}
}
