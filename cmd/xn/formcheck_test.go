package main

import (
	"encoding/json"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/xn-go/xn/idna"
)

// formRecordJSON is a record of check --form -f json.
type formRecordJSON struct {
	Line     int    `json:"line"`
	Input    string `json:"input"`
	Output   string `json:"output"`
	OK       bool   `json:"ok"`
	Problems []struct {
		Code  string   `json:"code"`
		Codes []string `json:"codes"`
		Text  string   `json:"text"`
	} `json:"problems"`
	Unicode    string `json:"unicode"`
	Suggestion string `json:"suggestion"`
	Warnings   []struct {
		Code string `json:"code"`
		Text string `json:"text"`
	} `json:"warnings"`
}

func TestCheckForm(t *testing.T) {
	tests := []struct {
		in       string
		ok       bool
		output   string
		code     string // of the first problem
		contains string // in the text of the first problem
	}{
		{"  Bücher.DE  ", true, "xn--bcher-kva.de", "", ""},
		{"example.com.", true, "example.com", "", ""},
		{"https://user:pw@Bücher.de:8080/path?q=1#f", false, "", "URL", "enter only the domain, bücher.de"},
		{"www.example.com/index.html", false, "", "URL", "www.example.com"},
		{"bücher.de:8080", false, "", "PORT", ":8080"},
		{"info@bücher.de", false, "", "EMAIL_ADDRESS", "bücher.de"},
		{"", false, "", "EMPTY", "Enter a domain name"},
		{"   ", false, "", "EMPTY", "Enter a domain name"},
		{"192.168.0.1", false, "", "IP", "IP address"},
		{"0x7f.0.0.1", false, "", "IP", "127.0.0.1"},
		{"2130706433", false, "", "IP", "127.0.0.1"},
		{"[::1]", false, "", "IP", "IP address"},
		{"2001:db8::1", false, "", "IP", "IP address"},
		{"example", false, "", "SINGLE_LABEL", "no dot"},
		{"example.com..", false, "", "TRAILING_DOTS", "dots at the end"},
		{"my_site.com", false, "", "", ""},
		{"https://bücher.de/path", false, "", "URL", "bücher.de"},
	}
	var args []string
	for _, tt := range tests {
		args = append(args, tt.in)
	}
	r := xn(t, "", append([]string{"check", "--form", "-f", "json", "--"}, args...)...)
	if r.code != 1 {
		t.Errorf("exit status %d, want 1; stderr %q", r.code, r.stderr)
	}
	lines := strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n")
	if len(lines) != len(tests) {
		t.Fatalf("%d records for %d names:\n%s", len(lines), len(tests), r.stdout)
	}
	for i, tt := range tests {
		var rec formRecordJSON
		if err := json.Unmarshal([]byte(lines[i]), &rec); err != nil {
			t.Fatalf("record %d: %v: %s", i+1, err, lines[i])
		}
		if rec.Input != tt.in || rec.OK != tt.ok || rec.Output != tt.output || rec.OK != (len(rec.Problems) == 0) {
			t.Errorf("%q: record %s", tt.in, lines[i])
		}
		seen := map[string]bool{}
		for _, p := range rec.Problems {
			if seen[p.Text] {
				t.Errorf("%q: two problems with the text %q", tt.in, p.Text)
			}
			seen[p.Text] = true
			if len(p.Codes) == 0 || p.Codes[0] != p.Code {
				t.Errorf("%q: problem code %q, codes %q", tt.in, p.Code, p.Codes)
			}
		}
		if tt.code != "" && (len(rec.Problems) == 0 || rec.Problems[0].Code != tt.code || !strings.Contains(rec.Problems[0].Text, tt.contains)) {
			t.Errorf("%q: problems %+v, want the first %s with %q", tt.in, rec.Problems, tt.code, tt.contains)
		}
	}
}

func TestCheckFormText(t *testing.T) {
	r := xn(t, "", "check", "--form", "--", " bücher.de ", "bücher.de:8080", "аpple.com")
	want := `" bücher.de ": ok: xn--bcher-kva.de
bücher.de:8080: PORT: Remove the port number :8080; enter only the domain, bücher.de
`
	if !strings.HasPrefix(r.stdout, want) || r.code != 1 {
		t.Errorf("xn check --form: exit %d, stdout\n%s\nwant it to begin with\n%s", r.code, r.stdout, want)
	}
	if !strings.Contains(r.stdout, "аpple.com: ok: xn--pple-43d.com; warning: ") {
		t.Errorf("xn check --form аpple.com: no warning in\n%s", r.stdout)
	}
	// Standard input: one record per line; a blank line is no field, as
	// for every command (xn help input): an empty record that does not
	// fail. A line of other white space is an empty field, which does.
	for format, want := range map[string]string{
		"tsv":  "bücher.de\txn--bcher-kva.de\t\t\n\t\t\t\n\t\t\t\n\u00a0\t\tEMPTY\t\n",
		"text": "bücher.de: ok: xn--bcher-kva.de\n\n\n\"\\u00a0\": EMPTY: Enter a domain name, such as example.com\n",
		"json": `{"line":1,"input":"bücher.de","output":"xn--bcher-kva.de","ok":true,"problems":[],"unicode":"bücher.de","suggestion":"","warnings":[]}
{"line":2,"input":"","output":"","ok":true,"problems":[],"unicode":"","suggestion":"","warnings":[]}
{"line":3,"input":"","output":"","ok":true,"problems":[],"unicode":"","suggestion":"","warnings":[]}
{"line":4,"input":"` + "\u00a0" + `","output":"","ok":false,"problems":[{"code":"EMPTY","codes":["EMPTY"],"text":"Enter a domain name, such as example.com"}],"unicode":"","suggestion":"","warnings":[]}
`,
	} {
		r = xn(t, "bücher.de\n\n \t\r\n\u00a0\n", "check", "--form", "-f", format)
		if r.stdout != want || r.code != 1 {
			t.Errorf("xn check --form -f %s: exit %d,\n%q, want\n%q", format, r.code, r.stdout, want)
		}
	}
	r = xn(t, "bücher.de\n\n  \r\n", "check", "--email", "-f", "tsv")
	if want := "bücher.de\t\tEMAIL_SYNTAX\t\n\t\t\t\n\t\t\t\n"; r.stdout != want || r.code != 1 {
		t.Errorf("xn check --email -f tsv: exit %d, %q, want %q", r.code, r.stdout, want)
	}
	r = xn(t, "max@bücher.de\n\n", "check", "--email")
	if want := "max@bücher.de: ok: max@xn--bcher-kva.de\n\n"; r.stdout != want || r.code != 0 {
		t.Errorf("xn check --email with a blank line: exit %d, %q, want %q and 0", r.code, r.stdout, want)
	}
}

func TestCheckEmail(t *testing.T) {
	r := xn(t, "", "check", "--email", "-f", "json", "--", "Jörg@Bücher.DE", "a..b@example.com", "no-at.example.com", "a@[192.0.2.1]")
	lines := strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n")
	want := []struct {
		ok     bool
		output string
		code   string
	}{
		{true, "Jörg@xn--bcher-kva.de", ""},
		{false, "", "LOCAL_DOT"},
		{false, "", "EMAIL_SYNTAX"},
		{false, "", "IP"},
	}
	if len(lines) != len(want) || r.code != 1 {
		t.Fatalf("exit %d, output\n%s", r.code, r.stdout)
	}
	for i, w := range want {
		var rec formRecordJSON
		if err := json.Unmarshal([]byte(lines[i]), &rec); err != nil {
			t.Fatal(err)
		}
		if rec.OK != w.ok || rec.Output != w.output || (w.code != "" && (len(rec.Problems) == 0 || rec.Problems[0].Code != w.code)) {
			t.Errorf("record %s, want ok %v output %q code %s", lines[i], w.ok, w.output, w.code)
		}
	}
}

func TestFormFlagErrors(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"--form", "a.tld"}, "--form is a flag of xn check, not of xn ascii"},
		{[]string{"unicode", "--email", "a@b.tld"}, "--email is a flag of xn check, not of xn unicode"},
		{[]string{"check", "--form", "--email", "a.tld"}, "give one of them"},
		{[]string{"check", "--form", "--profile", "idna2003", "a.tld"}, "a profile of package idna"},
	} {
		_, err := parseArgs(tt.args)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("parseArgs(%q) = %v, want an error with %q", tt.args, err, tt.want)
		}
	}
	// A profile given replaces the checker's default, with lengths
	// checked unless --no-verify-dns-length says otherwise.
	r := xn(t, "", "check", "--form", "--allow-underscore", "--std3", "_dmarc.example.com")
	if r.code != 0 {
		t.Errorf("xn check --form --allow-underscore _dmarc.example.com: exit %d, %s", r.code, r.stdout)
	}
	long := strings.Repeat("a", 64) + ".example.com"
	if r := xn(t, "", "check", "--form", "--allow-underscore", long); r.code != 1 || !strings.Contains(r.stdout, "A4_2") {
		t.Errorf("xn check --form --allow-underscore LABEL64.example.com: exit %d, %s", r.code, r.stdout)
	}
	if r := xn(t, "", "check", "--form", "--no-verify-dns-length", long); r.code != 0 {
		t.Errorf("xn check --form --no-verify-dns-length LABEL64.example.com: exit %d, %s", r.code, r.stdout)
	}
}

func TestMainHelpListsEveryCommand(t *testing.T) {
	h := xn(t, "", "--help").stdout
	for _, c := range commandNames() {
		if c == "version" || c == "help" {
			continue
		}
		if !strings.Contains(h, "  xn "+c) && !strings.Contains(h, "  xn ["+c+"]") {
			t.Errorf("xn --help does not list %s", c)
		}
		if !strings.Contains(h, "Commands: ") || !strings.Contains(h[strings.Index(h, "Commands: "):], c) {
			t.Errorf("the Commands line of xn --help does not name %s", c)
		}
	}
}

// TestEscapeControlsOnTerminal: the punycode profile decodes control
// characters (ESC, U+009B) from the basic part or the deltas; written to a
// terminal they are escaped, written elsewhere they are kept.
func TestEscapeControlsOnTerminal(t *testing.T) {
	for _, tt := range []struct {
		in         string
		tty        bool
		want       string
		wantFailed int
	}{
		{"xn--\x1b[31m-3ya", true, "\\x1b[31mĐ\n", 0},
		{"xn--\x1b[31m-3ya", false, "\x1b[31mĐ\n", 0},
		{"xn--a-uba", true, "a\\u009b\n", 0},
		{"xn--a-uba", false, "a\u009b\n", 0},
		{"xn--bcher-kva", true, "bücher\n", 0},
	} {
		proc := &processor{conversion: conversion{idna.Punycode.AppendToUnicode, idna.MaxInputLen}, format: "text", tty: tt.tty}
		var out, errOut strings.Builder
		failed, err := recordArgs(proc, []string{tt.in}, &out, &errOut)
		if err != nil || failed != tt.wantFailed || out.String() != tt.want {
			t.Errorf("tty %v: unicode %q = %q, failed %d, %v; want %q", tt.tty, tt.in, out.String(), failed, err, tt.want)
		}
	}
	proc := &processor{conversion: conversion{idna.Punycode.AppendToUnicode, idna.MaxInputLen}, format: "tsv", tty: true}
	var out, errOut strings.Builder
	if _, err := recordArgs(proc, []string{"xn--a-uba"}, &out, &errOut); err != nil || out.String() != "xn--a-uba\ta\\u009b\t\n" {
		t.Errorf("tsv on a terminal: %q, %v", out.String(), err)
	}
	if got := string(escapeControls([]byte("ok\x7f\u0085\u00a0é"), 0)); got != `ok\x7f\u0085`+"\u00a0é" {
		t.Errorf("escapeControls = %q", got)
	}
}

// A line too long to be read whole fails with TOOLONG and a sentence
// without a byte count.
func TestCheckFormTooLong(t *testing.T) {
	r := xn(t, strings.Repeat("a", 70000)+"\nbücher.de\n", "check", "--form", "-f", "json")
	lines := strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n")
	if len(lines) != 2 || r.code != 1 {
		t.Fatalf("exit %d, %d records", r.code, len(lines))
	}
	var rec formRecordJSON
	if err := json.Unmarshal([]byte(lines[0]), &rec); err != nil {
		t.Fatal(err)
	}
	if rec.OK || len(rec.Problems) != 1 || rec.Problems[0].Code != "TOOLONG" ||
		!strings.Contains(rec.Problems[0].Text, "far longer than any domain name") || strings.Contains(rec.Problems[0].Text, "byte") {
		t.Errorf("record %.200s", lines[0])
	}
	if !strings.Contains(lines[1], `"output":"xn--bcher-kva.de","ok":true`) {
		t.Errorf("the line after: %s", lines[1])
	}
}

// check's text format says each thing to fix once, after every code that
// covers it: one sentence for the two codes of one disallowed character
// with Unicode 15.0.0 (P1, V6), one code with 17.0.0 (U1).
func TestCheckTextOneSentence(t *testing.T) {
	r := xn(t, "", "check", "my_site.tld")
	if strings.Count(r.stdout, "The part 'my_site' has '_'") != 1 || strings.Contains(r.stdout, "byte") || r.code != 1 {
		t.Errorf("xn check my_site.tld: exit %d, %q", r.code, r.stdout)
	}
	if idna.UnicodeVersion == "15.0.0" && !strings.HasPrefix(r.stdout, "my_site.tld: P1,V6: ") {
		t.Errorf("xn check my_site.tld: %q, want the codes P1,V6 before the sentence", r.stdout)
	}
}

// In check's json records each text is said once: the second of two
// problems with one cause (P1 and V6 of one character, Unicode 15.0.0)
// has the text "".
func TestCheckJSONTextOnce(t *testing.T) {
	r := xn(t, "", "check", "-f", "json", "my_site.tld", "a_b.c_d.tld")
	for _, line := range strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n") {
		var rec struct {
			Problems []struct{ Code, Text string }
		}
		if err := json.Unmarshal([]byte(line), &rec); err != nil {
			t.Fatal(err)
		}
		seen := map[string]bool{}
		texts := 0
		for _, p := range rec.Problems {
			if p.Text == "" {
				continue
			}
			texts++
			if seen[p.Text] {
				t.Errorf("the text %q twice in %s", p.Text, line)
			}
			seen[p.Text] = true
		}
		if texts == 0 {
			t.Errorf("no text in %s", line)
		}
	}
}

// TestCheckFormWarningCode: a warning of the form checker itself carries
// its own code in JSON (NOT_REGISTRABLE), a display policy's warning the
// policy's; and a suggestion is one the checker accepts.
func TestCheckFormWarningCode(t *testing.T) {
	r := xn(t, "", "check", "--form", "-f", "json", "--", "😀.com", "example.com:99999")
	lines := strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n")
	if len(lines) != 2 {
		t.Fatalf("want 2 records:\n%s%s", r.stdout, r.stderr)
	}
	var emoji, port formRecordJSON
	if json.Unmarshal([]byte(lines[0]), &emoji) != nil || json.Unmarshal([]byte(lines[1]), &port) != nil {
		t.Fatalf("records:\n%s", r.stdout)
	}
	if !emoji.OK || len(emoji.Warnings) < 2 || emoji.Warnings[0].Code != "NOT_REGISTRABLE" || emoji.Warnings[1].Code == "NOT_REGISTRABLE" ||
		strings.HasPrefix(emoji.Warnings[1].Code, "Code(") {
		t.Errorf("😀.com: %s", lines[0])
	}
	if port.OK || port.Suggestion != "example.com" || port.Problems[0].Code != "PORT" || !strings.Contains(port.Problems[0].Text, "65535") {
		t.Errorf("example.com:99999: %s", lines[1])
	}
}

// TestCheckEmailInvisible: xn check --email refuses every space (Zs),
// control (Cc), format character (Cf) and Bidi control before the '@'
// (issue 40 item 1), in every Unicode category, not a list of examples;
// the text record names it in English and German.
func TestCheckEmailInvisible(t *testing.T) {
	var args []string
	for r := rune(0); r <= unicode.MaxRune; r++ {
		// NUL cannot be a command-line argument; the stream test reads it.
		if r != 0 && utf8.ValidRune(r) && unicode.In(r, unicode.Zs, unicode.Cc, unicode.Cf, unicode.Bidi_Control) {
			args = append(args, "max"+string(r)+"@example.com")
		}
	}
	if len(args) < 250 {
		t.Fatalf("only %d code points", len(args))
	}
	r := xn(t, "", append([]string{"check", "--email", "-f", "tsv", "--"}, args...)...)
	lines := strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n")
	if len(lines) != len(args) || r.code != 1 {
		t.Fatalf("exit %d, %d records for %d addresses", r.code, len(lines), len(args))
	}
	for i, line := range lines {
		if f := strings.Split(line, "\t"); len(f) != 4 || f[1] != "" || f[2] != "EMAIL_SYNTAX" {
			t.Errorf("%+q: record %q, want it refused with EMAIL_SYNTAX", args[i], line)
		}
	}
	r = xn(t, "max\x00@example.com\n", "check", "--email", "-f", "tsv")
	if !strings.HasSuffix(r.stdout, "\t\tEMAIL_SYNTAX\t\n") {
		t.Errorf("NUL before the '@': %q", r.stdout)
	}
	for lang, want := range map[string]string{
		"en": "EMAIL_SYNTAX: The part before the '@' has a space after 'max'; remove it\n",
		"de": "EMAIL_SYNTAX: Im Teil vor dem „@“ folgt auf „max“ ein Leerzeichen; entfernen Sie es\n",
	} {
		r = xn(t, "", "check", "--email", "--lang", lang, "max\u00a0@example.com")
		if !strings.HasSuffix(r.stdout, want) || r.code != 1 {
			t.Errorf("--lang %s: exit %d, %q, want it to end with %q", lang, r.code, r.stdout, want)
		}
	}
}

// TestCheckerFlags: each setting of form.Checker has its flag on xn check,
// for the fields it applies to (issue 40 item 13).
func TestCheckerFlags(t *testing.T) {
	tests := []struct {
		flag, field, in string
		without, with   string // the TSV codes
	}{
		{"--allow-single-label", "--form", "intranet", "SINGLE_LABEL", ""},
		{"--allow-single-label", "--email", "admin@intranet", "SINGLE_LABEL", ""},
		{"--require-registrable", "--form", "☃.com", "", "NOT_REGISTRABLE"},
		{"--require-registrable", "--email", "a@☃.com", "", "NOT_REGISTRABLE"},
		{"--refuse-quoted-local", "--email", `"a b"@example.com`, "", "QUOTED_LOCAL"},
		{"--refuse-non-ascii-local", "--email", "jörg@example.com", "", "NON_ASCII_LOCAL"},
	}
	for _, tt := range tests {
		for _, args := range [][]string{{tt.field}, {tt.field, tt.flag}} {
			want := tt.without
			if len(args) == 2 {
				want = tt.with
			}
			r := xn(t, "", append([]string{"check", "-f", "tsv"}, append(args, "--", tt.in)...)...)
			if f := strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\t"); len(f) != 4 || f[2] != want {
				t.Errorf("xn check %s %q: %q, want the codes %q", strings.Join(args, " "), tt.in, r.stdout, want)
			}
		}
	}
	for _, tt := range []struct {
		args []string
		err  string
	}{
		{[]string{"check", "--allow-single-label", "x"}, "--allow-single-label is for form fields: give --form or --email too"},
		{[]string{"check", "--require-registrable", "x"}, "--require-registrable is for form fields: give --form or --email too"},
		{[]string{"check", "--form", "--refuse-quoted-local", "x"}, "--refuse-quoted-local is for email fields: give --email too"},
		{[]string{"check", "--refuse-non-ascii-local", "x"}, "--refuse-non-ascii-local is for email fields: give --email too"},
		{[]string{"ascii", "--allow-single-label", "x"}, "--allow-single-label is a flag of xn check, not of xn ascii"},
	} {
		r := xn(t, "", tt.args...)
		if r.code != 2 || !strings.Contains(r.stderr, tt.err) {
			t.Errorf("xn %s: exit %d, stderr %q, want 2 and %q", strings.Join(tt.args, " "), r.code, r.stderr, tt.err)
		}
	}
}
