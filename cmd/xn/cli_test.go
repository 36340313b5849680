package main

import (
	"bytes"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/internal/unicodeversions"
)

// disallowed is the rule code of a disallowed code point in UTS #46
// validity criteria: V6 in Unicode 15.0.0, V7 from 16.0.0 on.
var disallowed = map[bool]string{true: "V6", false: "V7"}[unicodeversions.Less(idna.UnicodeVersion, "16")]

// The expected values come from the standards, not from this code: RFC 3492
// section 7.1, UTS #46 and its IdnaTestV2.txt, and RFC 3490.
func TestConvertArgs(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		stdout string
		code   int
	}{
		{"default command", []string{"bücher.tld"}, "xn--bcher-kva.tld\n", 0},
		{"ascii", []string{"ascii", "Bücher.TLD"}, "xn--bcher-kva.tld\n", 0},
		{"several names", []string{"bücher.tld", "example.com", "faß.de"}, "xn--bcher-kva.tld\nexample.com\nxn--fa-hia.de\n", 0},
		{"unicode", []string{"unicode", "xn--bcher-kva.tld"}, "bücher.tld\n", 0},
		{"unicode of Unicode", []string{"unicode", "Bücher.TLD"}, "bücher.tld\n", 0},
		{"root dot kept", []string{"bücher.tld."}, "xn--bcher-kva.tld.\n", 0},
		{"ideographic full stop", []string{"bücher。tld"}, "xn--bcher-kva.tld\n", 0},
		{"failure keeps its line", []string{"a.com", "a-.tld", "b.com"}, "a.com\n\nb.com\n", 1},
		{"command name as a name", []string{"ascii", "check"}, "check\n", 0},
		{"command name after --", []string{"--", "check"}, "check\n", 0},
		// Near a command name, but with a dot, or after ascii or --: a name.
		{"near a command, with a dot", []string{"unicde.tld"}, "unicde.tld\n", 0},
		{"near a command, after ascii", []string{"ascii", "unicde"}, "unicde\n", 0},
		{"near a command, after --", []string{"--", "chek"}, "chek\n", 0},
		{"far from every command", []string{"localhost"}, "localhost\n", 0},
		{"name beginning with a hyphen", []string{"--", "-abc.tld"}, "\n", 1},
		{"flags after names", []string{"faß.de", "--transitional"}, "fass.de\n", 0},
		{"arguments are not trimmed", []string{" a.com"}, "\n", 1},

		// RFC 3492 section 7.1.
		{"punycode encode", []string{"punycode", "encode", "他们为什么不说中文", "3年B組金八先生"}, "ihqwcrb4cv8a8dqg056pqjye\n3B-ww4c5e180e575a65lsy2b\n", 0},
		{"punycode decode", []string{"punycode", "decode", "egbpdaj6bu4bxfgehfvwxn"}, "\u0644\u064A\u0647\u0645\u0627\u0628\u062A\u0643\u0644\u0645\u0648\u0634\u0639\u0631\u0628\u064A\u061F\n", 0},
		{"punycode encode keeps case", []string{"punycode", "encode", "Bücher"}, "Bcher-kva\n", 0},
		{"punycode decode error", []string{"punycode", "decode", "abc-!"}, "\n", 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := xn(t, "", tt.args...)
			if r.stdout != tt.stdout || r.code != tt.code {
				t.Errorf("xn %q:\n%v\nwant stdout %q, exit %d", tt.args, r, tt.stdout, tt.code)
			}
			if tt.code == 0 && r.stderr != "" {
				t.Errorf("xn %q: unexpected stderr %q", tt.args, r.stderr)
			}
			if tt.code == 1 && r.stderr == "" {
				t.Errorf("xn %q: failed without a message on stderr", tt.args)
			}
		})
	}
}

// One name per profile, chosen so that the profile's result differs from
// that of another profile.
func TestProfiles(t *testing.T) {
	tests := []struct {
		args  []string
		tsv   string // INPUT<TAB>OUTPUT<TAB>CODES
		codes string // when not empty, a code that must be among CODES
	}{
		// Lookup maps (Bücher -> bücher) and does not check lengths.
		{[]string{"--profile", "lookup", "Bücher.TLD"}, "Bücher.TLD\txn--bcher-kva.tld\t", ""},
		{[]string{"--profile", "lookup", "a..b"}, "a..b\ta..b\t", ""},
		// UTS46 is IdnaTestV2's configuration: VerifyDnsLength rejects the
		// empty label (A4_2).
		{[]string{"--profile", "uts46", "a..b"}, "a..b\t\tA4_2", ""},
		{[]string{"--profile", "uts46", "Bücher.TLD"}, "Bücher.TLD\txn--bcher-kva.tld\t", ""},
		// Display has the settings of Lookup.
		{[]string{"unicode", "--profile", "display", "xn--bcher-kva.tld"}, "xn--bcher-kva.tld\tbücher.tld\t", ""},
		// Registration does not map: capitals are disallowed.
		{[]string{"--profile", "registration", "bücher.tld"}, "bücher.tld\txn--bcher-kva.tld\t", ""},
		{[]string{"--profile", "registration", "Bücher.tld"}, "", disallowed},
		// IDNA2008: the snowman is DISALLOWED (RFC 5892), fine in UTS #46.
		{[]string{"--profile", "idna2008", "☃.net"}, "", disallowed},
		{[]string{"--profile", "lookup", "☃.net"}, "☃.net\txn--n3h.net\t", ""},
		{[]string{"--profile", "idna2008", "bücher.tld"}, "bücher.tld\txn--bcher-kva.tld\t", ""},
		// IDNA2003 maps ß to ss (nameprep), as transitional UTS #46 does.
		{[]string{"--profile", "idna2003", "faß.de"}, "faß.de\tfass.de\t", ""},
		// WHATWG does not apply the STD3 rules: "_" is allowed.
		{[]string{"--profile", "whatwg", "a_b.example"}, "a_b.example\ta_b.example\t", ""},
		// Punycode converts labels and nothing else.
		{[]string{"--profile", "punycode", "bücher.tld"}, "bücher.tld\txn--bcher-kva.tld\t", ""},
		{[]string{"--profile", "punycode", "a_b.tld"}, "a_b.tld\ta_b.tld\t", ""},
	}
	for _, tt := range tests {
		r := xn(t, "", append([]string{"--format", "tsv"}, tt.args...)...)
		if tt.codes != "" {
			fields := strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\t")
			if r.code != 1 || len(fields) != 3 || !strings.Contains(","+fields[2]+",", ","+tt.codes+",") {
				t.Errorf("xn %q:\n%v\nwant a failure with code %s", tt.args, r, tt.codes)
			}
			continue
		}
		want := tt.tsv + "\n"
		wantCode := 0
		if !strings.HasSuffix(tt.tsv, "\t") {
			wantCode = 1
		}
		if r.stdout != want || r.code != wantCode || r.stderr != "" {
			t.Errorf("xn %q:\n%v\nwant stdout %q, exit %d", tt.args, r, want, wantCode)
		}
	}
}

func TestSwitches(t *testing.T) {
	tests := []struct {
		args   []string
		stdout string
		code   int
	}{
		{[]string{"--transitional", "faß.de"}, "fass.de\n", 0},
		{[]string{"--transitional=true", "faß.de"}, "fass.de\n", 0},
		{[]string{"--transitional=false", "faß.de"}, "xn--fa-hia.de\n", 0},
		{[]string{"--transitional", "--no-transitional", "faß.de"}, "xn--fa-hia.de\n", 0},
		{[]string{"--profile", "uts46", "--no-verify-dns-length", "a..b"}, "a..b\n", 0},
		{[]string{"--verify-dns-length", "a..b"}, "\n", 1},
		{[]string{"--no-check-hyphens", "a-.tld"}, "a-.tld\n", 0},
		{[]string{"--check-hyphens=false", "ab--c.tld"}, "ab--c.tld\n", 0},
		{[]string{"ab--c.tld"}, "\n", 1},
		{[]string{"--no-std3", "a_b.tld"}, "a_b.tld\n", 0},
		{[]string{"--use-std3-ascii-rules=false", "a_b.tld"}, "a_b.tld\n", 0},
		{[]string{"--profile", "whatwg", "--std3", "a_b.tld"}, "\n", 1},
		{[]string{"--remove-leading-dots", ".bücher.tld"}, "xn--bcher-kva.tld\n", 0},
		{[]string{"--ignore-invalid-punycode", "xn--zz.de"}, "xn--zz.de\n", 0},
		{[]string{"xn--zz.de"}, "\n", 1},
		// A ZERO WIDTH NON-JOINER between two Latin letters breaks CONTEXTJ.
		{[]string{"a\u200cb.de"}, "\n", 1},
		{[]string{"--no-check-joiners", "a\u200cb.de"}, "xn--ab-j1t.de\n", 0},
		// A digit label in a name with an Arabic label breaks Bidi rule B1.
		{[]string{"1.\u0645\u062b\u0627\u0644"}, "\n", 1},
		{[]string{"--no-check-bidi", "1.\u0645\u062b\u0627\u0644"}, "1.xn--mgbh0fb\n", 0},
		// MIDDLE DOT outside l·l breaks CONTEXTO rule A.3, which IDNA2008
		// checks and UTS #46 does not.
		{[]string{"--profile", "idna2008", "a\u00b7b.cat"}, "\n", 1},
		{[]string{"--profile", "idna2008", "--no-check-contexto", "a\u00b7b.cat"}, "xn--ab-0ea.cat\n", 0},
		{[]string{"--profile", "idna2008", "l\u00b7l.cat"}, "xn--ll-0ea.cat\n", 0},
	}
	for _, tt := range tests {
		r := xn(t, "", tt.args...)
		if r.stdout != tt.stdout || r.code != tt.code {
			t.Errorf("xn %q:\n%v\nwant stdout %q, exit %d", tt.args, r, tt.stdout, tt.code)
		}
	}
}

func TestUsageErrors(t *testing.T) {
	tests := []struct {
		args []string
		want string // in stderr
	}{
		{[]string{"--profle", "lookup", "x"}, `unknown flag --profle; did you mean "profile"?`},
		{[]string{"--profile", "lookp", "x"}, `unknown profile "lookp"; did you mean "lookup"?`},
		{[]string{"--profile", "nonesuch", "x"}, `unknown profile "nonesuch" (profiles: lookup, display, registration, uts46, idna2008, idna2008-lookup, idna2003, whatwg, punycode)`},
		{[]string{"--profile"}, "flag --profile needs a value"},
		{[]string{"check", "-profile"}, "flag -profile needs a value"},
		{[]string{"a", "-p"}, "flag -p needs a value"},
		{[]string{"--format", "csv", "x"}, `unknown format "csv"`},
		{[]string{"--format", "jsn", "x"}, `did you mean "json"?`},
		{[]string{"explain", "--color", "sometimes", "x"}, "--color must be auto, always or never"},
		{[]string{"--jobs", "0"}, "--jobs must be at least 1"},
		{[]string{"--jobs", "many"}, `invalid value "many" for --jobs`},
		{[]string{"--check-bidi=maybe", "x"}, `invalid boolean value "maybe" for --check-bidi`},
		{[]string{"--transitionl", "x"}, `did you mean "transitional"?`},
		{[]string{"-abc.tld"}, "a NAME that begins with '-' goes after --"},
		{[]string{"punycode"}, "punycode needs a mode"},
		{[]string{"punycode", "encod", "x"}, `did you mean "encode"?`},
		{[]string{"punycode", "--profile", "uts46", "encode", "x"}, "--profile is a flag of xn ascii, xn unicode, xn check and xn explain, not of xn punycode; punycode is the raw RFC 3492 codec: it takes no --profile or switches"},
		// A flag of another command is a usage error that names its commands.
		{[]string{"lgr", "check", "--max", "5", "abc"}, "--max is a flag of xn lgr variants, not of xn lgr check"},
		{[]string{"lgr", "check", "--lgr", "x.xml", "--allocatable", "abc"}, "--allocatable is a flag of xn lgr variants, not of xn lgr check"},
		{[]string{"ascii", "--addr", ":0", "abc"}, "--addr is a flag of xn serve, not of xn ascii"},
		{[]string{"-qj2", "compare", "abc"}, "-q is a flag of"},
		{[]string{"check", "--lang", "!!", "abc"}, `--lang "!!" is not a language tag`},
		{[]string{"punycode", "--transitional", "encode", "x"}, "takes no --profile or switches"},
		{[]string{"explain"}, "explain needs at least one NAME"},
		// Each verb of lgr needs --lgr; check alone takes several.
		{[]string{"lgr", "index", "x"}, "xn lgr index needs --lgr FILE"},
		{[]string{"lgr", "variants", "--lgr", "a.xml", "--lgr", "b.xml", "x"}, "xn lgr variants takes one --lgr"},
		{[]string{"lgr", "index", "--lgr", "a.xml", "--lgr", "b.xml", "x"}, "xn lgr index takes one --lgr"},
		// A bad value names the flag as the help spells it, even when the
		// value looks like the words around the flag's name.
		{[]string{"--transitional=maybe", "abc"}, `invalid boolean value "maybe" for --transitional: want true or false`},
		{[]string{"--transitional=a for -y", "abc"}, `invalid boolean value "a for -y" for --transitional: want true or false`},
		{[]string{"--transitional=a for flag -y", "abc"}, `invalid boolean value "a for flag -y" for --transitional`},
		{[]string{"--jobs=a for -x", "abc"}, `invalid value "a for -x" for --jobs: parse error`},
		{[]string{"explain", "--format", "tsv", "x"}, "explain prints text or json; --format tsv is for ascii, unicode, check, punycode and cert check"},
		{[]string{"help", "nope"}, `no help on "nope"`},
		{[]string{"help", "ascii", "unicode"}, "help takes one command or topic"},
		{[]string{"version", "x"}, "version takes no arguments"},
		// A misspelled command is not taken for a name.
		{[]string{"unicde", "xn--bcher-kva.tld"}, `unknown command "unicde"; did you mean "unicode"?`},
		{[]string{"chek", "a.tld"}, `unknown command "chek"; did you mean "check"?`},
		{[]string{"explian", "a.tld"}, `did you mean "explain"?`},
		{[]string{"punycod", "encode", "x"}, `did you mean "punycode"?`},
		{[]string{"--profile", "uts46", "Ascii", "a.tld"}, `unknown command "Ascii"; did you mean "ascii"?`},
		{[]string{"hlp"}, `did you mean "help"?`},
		{[]string{"versoin"}, `did you mean "version"?`},
		// The help to read: that of the command named, else the main help.
		{[]string{"lgr", "check", "--max", "5", "abc"}, "\nRun 'xn help lgr' for usage.\n"},
		{[]string{"lgr", "chek"}, "\nRun 'xn help lgr' for usage.\n"},
		{[]string{"check", "-j", "0"}, "\nRun 'xn help check' for usage.\n"},
		{[]string{"punycode", "--profile", "uts46", "encode", "x"}, "\nRun 'xn help punycode' for usage.\n"},
		{[]string{"-j", "0", "a"}, "\nRun 'xn --help' for usage.\n"},
		{[]string{"help", "a", "b"}, "\nRun 'xn --help' for usage.\n"},
		{[]string{"unicde", "x"}, "\nRun 'xn --help' for usage.\n"},
	}
	for _, tt := range tests {
		r := xn(t, "bücher.tld\n", tt.args...)
		if r.code != 2 || r.stdout != "" || !strings.Contains(r.stderr, tt.want) || !strings.HasPrefix(r.stderr, "xn: ") {
			t.Errorf("xn %q:\n%v\nwant exit 2, no stdout, stderr with %q", tt.args, r, tt.want)
		}
	}
}

func TestHelp(t *testing.T) {
	main := xn(t, "", "--help")
	if main.code != 0 || main.stderr != "" || !strings.HasPrefix(main.stdout, "xn converts") {
		t.Fatalf("xn --help:\n%v", main)
	}
	for _, sw := range switches {
		if !strings.Contains(main.stdout, "--"+sw.Name) {
			t.Errorf("xn --help does not mention --%s", sw.Name)
		}
	}
	if h := xn(t, "", "-h"); h.stdout != main.stdout {
		t.Errorf("xn -h differs from xn --help")
	}
	if h := xn(t, "", "help"); h.stdout != main.stdout {
		t.Errorf("xn help differs from xn --help")
	}

	profiles := xn(t, "", "help", "profiles")
	for _, p := range []string{"lookup", "display", "registration", "uts46", "idna2008", "idna2003", "whatwg", "punycode"} {
		if !strings.Contains(profiles.stdout, "\n  "+p+" ") {
			t.Errorf("xn help profiles does not list %s:\n%s", p, profiles.stdout)
		}
	}
	if !strings.Contains(profiles.stdout, "Nontransitional CheckHyphens CheckBidi CheckJoiners UseSTD3ASCIIRules VerifyDNSLength") {
		t.Errorf("xn help profiles does not show the settings of uts46:\n%s", profiles.stdout)
	}

	for _, topic := range []string{"ascii", "unicode", "check", "punycode", "explain", "formats", "input", "version"} {
		r := xn(t, "", "help", topic)
		if r.code != 0 || r.stderr != "" || len(r.stdout) < 200 {
			t.Errorf("xn help %s:\n%v", topic, r)
		}
		if topic == "formats" || topic == "input" {
			continue
		}
		if topic == "version" {
			if !strings.HasPrefix(r.stdout, "Usage: xn version") {
				t.Errorf("xn help version:\n%s", r.stdout)
			}
			continue
		}
		// "xn COMMAND --help" is "xn help COMMAND".
		args := []string{topic, "--help"}
		if topic == "punycode" {
			args = []string{topic, "encode", "--help"}
		}
		if r2 := xn(t, "", args...); r2.stdout != r.stdout || r2.code != 0 {
			t.Errorf("xn %q differs from xn help %s:\n%v", args, topic, r2)
		}
	}
}

// help and version report a failure to write, like the other commands.
func TestHelpWriteError(t *testing.T) {
	for _, args := range [][]string{{"--help"}, {"help", "profiles"}, {"explain", "--help"}, {"version"}, {"--version"}} {
		var errOut bytes.Buffer
		code := run(args, &env{stdout: failWriter{}, stderr: &errOut})
		if code != 2 || errOut.String() != "xn: writing standard output: disk full\n" {
			t.Errorf("xn %q: exit %d, stderr %q", args, code, errOut.String())
		}
	}
	// The real thing, where /dev/full exists.
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skip("no /dev/full")
	}
	defer full.Close()
	cmd := exec.Command(xnPath, "--help")
	cmd.Stdout = full
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err = cmd.Run()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 2 || !strings.HasPrefix(stderr.String(), "xn: writing standard output: ") {
		t.Errorf("xn --help >/dev/full: %v, stderr %q", err, stderr.String())
	}
}

// Every example in the help ("$ xn ARGS" followed by its output, at the
// same indentation) gives the output shown.
func TestHelpExamples(t *testing.T) {
	texts := map[string]string{"main": xn(t, "", "--help").stdout}
	for _, topic := range helpNames() {
		texts[topic] = xn(t, "", "help", topic).stdout
	}
	example := regexp.MustCompile(`^( *)\$ xn (.*)$`)
	n := 0
	for topic, text := range texts {
		lines := strings.Split(text, "\n")
		for i := 0; i < len(lines); i++ {
			m := example.FindStringSubmatch(lines[i])
			if m == nil {
				continue
			}
			indent, args := m[1], strings.Fields(m[2])
			var want []string
			for i+1 < len(lines) && strings.HasPrefix(lines[i+1], indent) && len(lines[i+1]) > len(indent) &&
				lines[i+1][len(indent)] != ' ' && !example.MatchString(lines[i+1]) {
				i++
				want = append(want, lines[i][len(indent):])
			}
			n++
			r := xn(t, "", args...)
			if r.code == 2 {
				t.Errorf("xn help %s: example xn %q: %v", topic, args, r)
				continue
			}
			if len(want) == 0 {
				continue // an example without its output, such as explain's
			}
			if got := strings.TrimSuffix(r.stdout, "\n"); got != strings.Join(want, "\n") {
				t.Errorf("xn help %s: example xn %q prints\n%s\nwant\n%s", topic, args, got, strings.Join(want, "\n"))
			}
		}
	}
	if n < 9 {
		t.Errorf("only %d examples found", n)
	}
}

// The help on check lists every problem code, those of IDNA2003 included.
func TestHelpCodes(t *testing.T) {
	h := xn(t, "", "help", "check").stdout
	for _, code := range []string{"P1", "P4", "V1", "V8", "U1", "A3", "A4_1", "A4_2", "B1", "B6", "C1", "C2", "C3", "C9", "X4_2",
		"UTF8", "TOOLONG", "FORBIDDEN", "IPLITERAL", "MAPPED_FORBIDDEN",
		"NP_PROHIBITED", "NP_BIDI", "NP_UNASSIGNED", "STD3_LDH", "STD3_HYPHEN", "ACE_PREFIX", "PUNYCODE", "LENGTH",
		"ROUNDTRIP", "LABEL_DOT"} {
		if !regexp.MustCompile(`\b` + code + `\b`).MatchString(h) {
			t.Errorf("xn help check does not list %s", code)
		}
	}
}

// The profiles table of docs/cli.md gives each profile's settings.
func TestDocsProfiles(t *testing.T) {
	doc, err := os.ReadFile("../../docs/cli.md")
	if err != nil {
		t.Fatal(err)
	}
	rows := map[string]string{}
	for _, m := range regexp.MustCompile("(?m)^\\| `([a-z0-9-]+)` \\| `idna(?:2003)?\\.[A-Za-z0-9{}]+`: .* \\| ([A-Za-z0-9 ]+) \\|$").FindAllStringSubmatch(string(doc), -1) {
		rows[m[1]] = m[2]
	}
	for _, p := range profiles {
		if got, want := rows[p.Name], settings(p.With()); got != want {
			t.Errorf("docs/cli.md, profile %s: settings %q, want %q", p.Name, got, want)
		}
	}
}

func TestVersion(t *testing.T) {
	for _, args := range [][]string{{"version"}, {"--version"}} {
		r := xn(t, "", args...)
		if r.code != 0 || !strings.HasPrefix(r.stdout, "xn ") || !strings.Contains(r.stdout, "Unicode "+idna.UnicodeVersion) {
			t.Errorf("xn %q:\n%v", args, r)
		}
	}
}
