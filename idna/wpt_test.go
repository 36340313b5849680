package idna

import (
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/xn-go/xn/internal/shareddata"
)

// The web-platform-tests URL cases in ../shared/wpt (the 2026-06-30 copy;
// see its README.md): toascii.json, the URL Standard's domain to ASCII as
// a URL's host sees it, and the host cases of urltestdata.json, URLs of
// the special schemes whose host the host parser decides.

// wptCase is one case of either file: the host as the URL holds it, and
// what the host parser makes of it ("" with fail: failure).
type wptCase struct {
	input    string // the case's input, to name it
	hostport string // the URL's host and port, as written
	scheme   string // for its default port
	want     string // the URL's host, the default port dropped
	fail     bool
}

// unicodeDiff is a case whose expectation depends on the Unicode version of
// the tables: under version it gives got ("" with an error) instead of what
// the suite expects, for the reason given.
type unicodeDiff struct {
	version, got, reason string
}

// wptUnicodeDiffs lists the cases that fail only because of the Unicode
// version of the build's tables. Under that version the test requires the
// listed result, so that a case that starts passing, or fails otherwise,
// is noticed; under any other version it requires the suite's result.
var wptUnicodeDiffs = map[string]unicodeDiff{
	// IdnaMappingTable 15.0.0 → 16.0.0: these code points changed status.
	"look\u180eout.net": {"15.0.0", "", "U+180E MONGOLIAN VOWEL SEPARATOR: disallowed in 15.0, ignored from 16.0"},
	"look\u206bout.net": {"15.0.0", "", "U+206B ACTIVATE SYMMETRIC SWAPPING: disallowed in 15.0, ignored from 16.0"},
	"\u04c0.com":        {"15.0.0", "", "U+04C0 CYRILLIC LETTER PALOCHKA: disallowed in 15.0, mapped to U+04CF from 16.0"},
	"\U0002f868.com":    {"15.0.0", "", "U+2F868 CJK COMPATIBILITY IDEOGRAPH-2F868: disallowed in 15.0, mapped to U+36FC from 16.0"},
	"\u2183.com":        {"15.0.0", "", "U+2183 ROMAN NUMERAL REVERSED ONE HUNDRED: disallowed in 15.0, mapped to U+2184 from 16.0"},
	"\u1e9e.com":        {"15.0.0", "ss.com", "U+1E9E LATIN CAPITAL LETTER SHARP S: mapped to \"ss\" in 15.0, to U+00DF ß from 16.0"},
	"\u1e9e.foo.com":    {"15.0.0", "ss.foo.com", "U+1E9E LATIN CAPITAL LETTER SHARP S: mapped to \"ss\" in 15.0, to U+00DF ß from 16.0"},
}

// runWPT checks each case with WHATWG.HostToASCII and returns how many
// passed and how many ran.
func runWPT(t *testing.T, name string, cases []wptCase) (passed, listed, ran int) {
	t.Helper()
	for _, c := range cases {
		ran++
		got, err := WHATWG.HostToASCII(c.hostport)
		if err == nil && c.scheme != "" {
			got = strings.TrimSuffix(got, ":"+defaultPort[c.scheme])
		}
		ok := c.fail && err != nil || !c.fail && err == nil && got == c.want
		var e *Error
		if err != nil && !errors.As(err, &e) {
			t.Errorf("%s %+q: error %v is not an *Error", name, c.input, err)
		}
		if d, diff := wptUnicodeDiffs[c.input]; diff && d.version == UnicodeVersion {
			if ok || got != d.got || (d.got == "") != (err != nil) {
				t.Errorf("%s %+q: listed as a Unicode %s difference giving %q (%s), but HostToASCII(%+q) = %q, %v",
					name, c.input, d.version, d.got, d.reason, c.hostport, got, err)
			}
			listed++
			continue
		}
		if !ok {
			want := c.want
			if c.fail {
				want = "failure"
			}
			t.Errorf("%s %+q: HostToASCII(%+q) = %q, %v; the suite expects %s", name, c.input, c.hostport, got, err, want)
			continue
		}
		passed++
	}
	return passed, listed, ran
}

var defaultPort = map[string]string{"http": "80", "https": "443", "ws": "80", "wss": "443", "ftp": "21"}

func readWPT(t *testing.T, name string) []json.RawMessage {
	t.Helper()
	data, err := os.ReadFile(shareddata.Path(t, "wpt/"+name))
	if err != nil {
		t.Fatal(err)
	}
	var items []json.RawMessage
	if err := json.Unmarshal(data, &items); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return items
}

func TestWPTToASCII(t *testing.T) {
	var cases []wptCase
	for _, raw := range readWPT(t, "toascii.json") {
		var c struct {
			Input  string
			Output *string
		}
		if json.Unmarshal(raw, &c) != nil {
			continue // a comment string
		}
		// The suite parses "https://" + input + "/x"; no input holds a
		// character that ends a host, so input is the host as written.
		if strings.ContainsAny(c.Input, ":/\\?#@") {
			t.Fatalf("toascii.json: input %+q is more than a host; the test needs updating", c.Input)
		}
		wc := wptCase{input: c.Input, hostport: c.Input, fail: c.Output == nil}
		if c.Output != nil {
			wc.want = *c.Output
		}
		cases = append(cases, wc)
	}
	passed, listed, ran := runWPT(t, "toascii.json", cases)
	t.Logf("toascii.json, Unicode %s: %d of %d cases pass, %d listed Unicode-version differences", UnicodeVersion, passed, ran, listed)
	if ran == 0 {
		t.Fatal("toascii.json: no cases read")
	}
}

func TestWPTURLHosts(t *testing.T) {
	var cases []wptCase
	skipped := map[string]int{}
	for _, raw := range readWPT(t, "urltestdata.json") {
		var c struct {
			Input   string
			Base    *string
			Failure bool
			Host    string
		}
		if json.Unmarshal(raw, &c) != nil {
			continue // a comment string
		}
		scheme, hostport, why := urlAuthority(c.Input, c.Base)
		if why != "" {
			skipped[why]++
			continue
		}
		cases = append(cases, wptCase{input: c.Input, hostport: hostport, scheme: scheme, want: c.Host, fail: c.Failure})
	}
	passed, listed, ran := runWPT(t, "urltestdata.json", cases)
	t.Logf("urltestdata.json, Unicode %s: %d of %d host cases pass, %d listed Unicode-version differences; not host cases: %v",
		UnicodeVersion, passed, ran, listed, skipped)
	if ran == 0 {
		t.Fatal("urltestdata.json: no host cases read")
	}
}

// urlAuthority finds, as the URL Standard's basic URL parser does, the
// host and port that a URL of a special scheme other than file holds,
// written as in the input. why says why there is none to test: another
// scheme (file hosts have a state of their own: drive letters,
// "localhost", no port), a host taken from the base URL, or no scheme.
func urlAuthority(input string, base *string) (scheme, hostport, why string) {
	s := strings.Trim(input, "\x00\x01\x02\x03\x04\x05\x06\x07\x08\t\n\x0b\x0c\r\x0e\x0f"+
		"\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f ")
	s = strings.NewReplacer("\t", "", "\n", "", "\r", "").Replace(s)
	baseScheme := ""
	if base != nil {
		baseScheme, _ = urlScheme(*base)
	}
	scheme, rest := urlScheme(s)
	if scheme == "file" || scheme == "" && baseScheme == "file" {
		return "", "", "file (a host state of its own)"
	}
	switch {
	case scheme == "" && base == nil:
		return "", "", "no scheme and no base"
	case scheme == "":
		// A relative URL: only "//" (either slash) starts an authority.
		scheme = baseScheme
		if defaultPort[scheme] == "" {
			return "", "", "not a special scheme"
		}
		if len(rest) < 2 || !isSlash(rest[0]) || !isSlash(rest[1]) {
			return "", "", "host from the base URL"
		}
	case defaultPort[scheme] == "":
		return "", "", "not a special scheme"
	case scheme == baseScheme && !strings.HasPrefix(rest, "//"):
		// The special relative or authority state, then the relative
		// state: the base's host unless two slashes follow.
		if len(rest) < 2 || !isSlash(rest[0]) || !isSlash(rest[1]) {
			return "", "", "host from the base URL"
		}
	}
	rest = strings.TrimLeft(rest, "/\\")
	if i := strings.IndexAny(rest, "/\\?#"); i >= 0 {
		rest = rest[:i]
	}
	// The host follows the last "@" of the authority.
	return scheme, rest[strings.LastIndexByte(rest, '@')+1:], ""
}

// urlScheme splits off a URL's scheme, lowercased, as the scheme state
// reads it; "" when s does not start with one.
func urlScheme(s string) (scheme, rest string) {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z':
		case i > 0 && ('0' <= c && c <= '9' || c == '+' || c == '-' || c == '.'):
		case i > 0 && c == ':':
			return strings.ToLower(s[:i]), s[i+1:]
		default:
			return "", s
		}
	}
	return "", s
}

func isSlash(c byte) bool { return c == '/' || c == '\\' }
