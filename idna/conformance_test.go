package idna

import (
	"bufio"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/xn-go/xn/idna/internal/tables"
	_ "github.com/xn-go/xn/idna/unicodeall" // every version's tables
	"github.com/xn-go/xn/internal/idnatestv2"
	"github.com/xn-go/xn/rule"
)

// conformanceRow is one line of IdnaTestV2.txt, with the blank-column rules
// of its header already applied.
type conformanceRow struct {
	line                                      int
	source                                    string
	toUnicode, toASCIIN, toASCIIT             string
	unicodeStatus, asciiNStatus, asciiTStatus []string
	illFormed                                 bool // holds an escaped surrogate
	blankASCIIT                               bool // the toAsciiT column is blank in the file
}

// unescapeIDNATest decodes the \uXXXX and \x{XXXX} escapes of IdnaTestV2.txt.
// Surrogates are written as their WTF-8 bytes, which Go treats as invalid
// UTF-8; ill reports whether there were any.
func unescapeIDNATest(s string) (out string, ill bool, err error) {
	var b strings.Builder
	for i := 0; i < len(s); {
		if s[i] != '\\' || i+1 >= len(s) {
			b.WriteByte(s[i])
			i++
			continue
		}
		var hex string
		switch {
		case s[i+1] == 'u' && i+6 <= len(s):
			hex, i = s[i+2:i+6], i+6
		case s[i+1] == 'x' && i+2 < len(s) && s[i+2] == '{':
			end := strings.IndexByte(s[i:], '}')
			if end < 0 {
				return "", false, fmt.Errorf("unterminated escape in %q", s)
			}
			hex, i = s[i+3:i+end], i+end+1
		default:
			b.WriteByte(s[i])
			i++
			continue
		}
		v, err := strconv.ParseUint(hex, 16, 32)
		if err != nil {
			return "", false, fmt.Errorf("bad escape %q: %v", hex, err)
		}
		r := rune(v)
		if 0xD800 <= r && r <= 0xDFFF {
			ill = true
			b.WriteByte(byte(0xE0 | r>>12))
			b.WriteByte(byte(0x80 | (r>>6)&0x3F))
			b.WriteByte(byte(0x80 | r&0x3F))
			continue
		}
		b.WriteRune(r)
	}
	return b.String(), ill, nil
}

func parseStatus(col string) []string {
	col = strings.TrimSpace(col)
	col = strings.TrimSuffix(strings.TrimPrefix(col, "["), "]")
	if col == "" {
		return []string{}
	}
	var codes []string
	for _, f := range strings.FieldsFunc(col, func(r rune) bool { return r == ',' || r == ' ' }) {
		codes = append(codes, f)
	}
	slices.Sort(codes)
	return slices.Compact(codes)
}

func parseValue(col string) (string, bool, error) {
	col = strings.TrimSpace(col)
	if col == `""` {
		return "", false, nil
	}
	return unescapeIDNATest(col)
}

// readConformance reads the committed rows of IdnaTestV2.txt (package
// internal/idnatestv2), which carry the line numbers of the Unicode file.
func readConformance(t *testing.T, version string) []conformanceRow {
	t.Helper()
	f, err := idnatestv2.Open(version)
	if err != nil {
		t.Fatal(err)
	}
	var rows []conformanceRow
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		if strings.TrimSpace(line) == "" {
			continue
		}
		cols := strings.Split(line, ";")
		if len(cols) != 7 {
			t.Fatalf("line %d: %d columns, want 7", n, len(cols))
		}
		row := conformanceRow{line: n, blankASCIIT: strings.TrimSpace(cols[5]) == ""}
		var ill [4]bool
		value := func(col string, dst *string, ill *bool) {
			if strings.TrimSpace(col) == "" {
				return // blank: keep the inherited value
			}
			var err error
			if *dst, *ill, err = parseValue(col); err != nil {
				t.Fatalf("line %d: %v", n, err)
			}
		}
		value(cols[0], &row.source, &ill[0])
		row.toUnicode = row.source
		value(cols[1], &row.toUnicode, &ill[1])
		row.unicodeStatus = parseStatus(cols[2])
		row.toASCIIN = row.toUnicode
		value(cols[3], &row.toASCIIN, &ill[2])
		row.asciiNStatus = row.unicodeStatus
		if strings.TrimSpace(cols[4]) != "" {
			row.asciiNStatus = parseStatus(cols[4])
		}
		row.toASCIIT = row.toASCIIN
		value(cols[5], &row.toASCIIT, &ill[3])
		row.asciiTStatus = row.asciiNStatus
		if strings.TrimSpace(cols[6]) != "" {
			row.asciiTStatus = parseStatus(cols[6])
		}
		row.illFormed = ill[0] || ill[1] || ill[2] || ill[3]
		rows = append(rows, row)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return rows
}

func codesOf(err error) []string {
	if err == nil {
		return []string{}
	}
	var e *Error
	if !errors.As(err, &e) {
		return []string{"non-idna error: " + err.Error()}
	}
	return codeStrings(e.Codes())
}

// codeStrings spells rule codes as strings, for comparisons with the
// codes of the conformance file.
func codeStrings(codes []rule.Code) []string {
	s := make([]string, len(codes))
	for i, c := range codes {
		s[i] = string(c)
	}
	return s
}

// fileArtifacts are cells of IdnaTestV2.txt whose expected output string
// follows from the file's blank-column convention rather than from the
// algorithm. For each, the status codes must still match exactly, and the
// output must be the one given here. docs/conformance.md explains them.
var fileArtifacts = map[string]struct{ output, reason string }{
	// "\u200D; ; [C2]; xn--1ug; ; ; [A4_2]": the blank toAsciiT output
	// inherits toAsciiN's "xn--1ug", but transitional processing maps
	// U+200D to nothing, leaving an empty label, which is exactly what
	// the toAsciiT status [A4_2] reports.
	"15.0.0:487:toAsciiT": {"", "transitional ZWJ maps to nothing: empty label"},
	// The same for U+200C.
	"15.0.0:494:toAsciiT": {"", "transitional ZWNJ maps to nothing: empty label"},
	// The same two rows in the 15.1.0 file.
	"15.1.0:489:toAsciiT": {"", "transitional ZWJ maps to nothing: empty label"},
	"15.1.0:496:toAsciiT": {"", "transitional ZWNJ maps to nothing: empty label"},
}

// conformanceResult is one cell of a row: what the file expects and what
// the internal conversion gave.
type conformanceResult struct {
	profile *Profile
	source  string
	toASCII bool
	got     string
	err     error
	want    string
	status  []string
}

// publicOK checks the exported functions on a cell whose internal result
// is right: ToUnicode and AppendToUnicode give the best-effort output,
// ToASCII and AppendToASCII the output without error or "" (dst unchanged)
// with one, and all of them exactly the expected codes.
func (r *conformanceResult) publicOK(t *testing.T, want string, status []string, line int, col string) bool {
	t.Helper()
	prefix := []byte("prefix:")
	var got, appended string
	var err, appendErr error
	wantOut := want
	if r.toASCII {
		got, err = r.profile.ToASCII(r.source)
		var b []byte
		b, appendErr = r.profile.AppendToASCII(prefix, r.source)
		appended = string(b)
		if len(status) > 0 {
			wantOut = ""
		}
	} else {
		got, err = r.profile.ToUnicode(r.source)
		var b []byte
		b, appendErr = r.profile.AppendToUnicode(prefix, r.source)
		appended = string(b)
	}
	ok := true
	if gotCodes := codesOf(err); got != wantOut || !slices.Equal(gotCodes, status) {
		t.Errorf("line %d %s: public %s(%+q) = %+q %v, want %+q %v", line, col, fnName(r.toASCII), r.source, got, gotCodes, wantOut, status)
		ok = false
	}
	if gotCodes := codesOf(appendErr); appended != string(prefix)+wantOut || !slices.Equal(gotCodes, status) {
		t.Errorf("line %d %s: Append%s(%q, %+q) = %+q %v, want %+q %v", line, col, fnName(r.toASCII), prefix, r.source, appended, gotCodes, string(prefix)+wantOut, status)
		ok = false
	}
	return ok
}

func fnName(toASCII bool) string {
	if toASCII {
		return "ToASCII"
	}
	return "ToUnicode"
}

// TestConformance runs every row of Unicode's IdnaTestV2.txt, for every
// Unicode version this build serves (UTS46.With(Unicode(version))), checking
// the output string and the exact set of status codes of toUnicode,
// toAsciiN and toAsciiT. A version the build does not serve must be refused
// with a UnicodeVersionError naming another toolchain (go1.26 serves 15.0.0
// and 15.1.0, go1.27 all four); the test imports every version's
// package, so that "not linked" is never the reason.
func TestConformance(t *testing.T) {
	served := 0
	for _, version := range idnatestv2.Versions() {
		t.Run(version, func(t *testing.T) {
			if err := ServesUnicode(version); err != nil {
				var ve *UnicodeVersionError
				if !errors.As(err, &ve) || ve.Toolchain == "" || ve.Import != "" {
					t.Fatalf("ServesUnicode(%q) = %v, want a refusal naming the toolchain that serves it", version, err)
				}
				t.Logf("not served by this build: %v", err)
				return
			}
			served++
			checkConformance(t, version)
		})
	}
	if want := map[string]int{"15.0.0": 2, "17.0.0": 4}[tables.UnicodeVersion]; served != want {
		t.Errorf("%d versions served, want %d", served, want)
	}
}

func checkConformance(t *testing.T, version string) {
	rows := readConformance(t, version)
	nontrans := UTS46.With(Unicode(version))
	trans := UTS46.With(Unicode(version), Transitional(true))
	if version == UnicodeVersion {
		nontrans, trans = UTS46, UTS46.With(Transitional(true))
	}
	if got := nontrans.UnicodeVersion(); got != version {
		t.Fatalf("%v converts by Unicode %s, want %s", nontrans, got, version)
	}
	type column struct {
		name       string
		pass, fail int
		illFormed  int
		artifacts  int
	}
	cols := []*column{{name: "toUnicode"}, {name: "toAsciiN"}, {name: "toAsciiT"}}
	failures := 0
	for _, row := range rows {
		results := []conformanceResult{
			{want: row.toUnicode, status: row.unicodeStatus, profile: nontrans, source: row.source},
			{want: row.toASCIIN, status: row.asciiNStatus, profile: nontrans, toASCII: true, source: row.source},
			{want: row.toASCIIT, status: row.asciiTStatus, profile: trans, toASCII: true, source: row.source},
		}
		for i := range results {
			r := &results[i]
			r.got, r.err = r.profile.bestEffort(r.source, r.toASCII)
		}
		for i, r := range results {
			c := cols[i]
			if row.illFormed {
				// Go strings cannot hold a lone surrogate: the row's source
				// is invalid UTF-8 here, which must be rejected as such.
				c.illFormed++
				if !errors.Is(r.err, ErrInvalidUTF8) {
					c.fail++
					failures++
					t.Errorf("line %d %s: ill-formed source %+q: err = %v, want ErrInvalidUTF8", row.line, c.name, row.source, r.err)
				}
				continue
			}
			got := codesOf(r.err)
			want := r.want
			if a, ok := fileArtifacts[fmt.Sprintf("%s:%d:%s", version, row.line, c.name)]; ok {
				if !row.blankASCIIT || len(r.status) == 0 {
					t.Errorf("line %d %s: listed as a file artifact, but the cell is not a blank output with an error status", row.line, c.name)
				}
				want = a.output
				c.artifacts++
			}
			ok := r.got == want && slices.Equal(got, r.status)
			if ok {
				// The public functions must agree: ToUnicode returns the
				// same best-effort output, ToASCII the output only when
				// there is no error and "" otherwise, and both report
				// exactly the same codes.
				ok = r.publicOK(t, want, r.status, row.line, c.name)
			}
			if ok {
				c.pass++
				continue
			}
			c.fail++
			failures++
			if failures <= 40 {
				t.Errorf("line %d %s(%+q) = %+q %v, want %+q %v", row.line, c.name, row.source, r.got, got, want, r.status)
			}
		}
	}
	for _, c := range cols {
		total := c.pass + c.fail
		t.Logf("IdnaTestV2 %s %s: %d/%d rows pass (%.2f%%), %d failing; %d with a documented file-artifact output; %d ill-formed rows checked for ErrInvalidUTF8",
			version, c.name, c.pass, total, 100*float64(c.pass)/float64(total), c.fail, c.artifacts, c.illFormed)
	}
}

// bestEffort runs a conversion and returns the best-effort output whatever the
// errors, for the conformance test, which checks ToASCII's output on failing
// rows as well.
func (p *Profile) bestEffort(s string, toASCII bool) (string, error) {
	st := getState(&p.o, s, toASCII)
	defer putState(st)
	st.full = true // the ASCII form even after a problem
	st.process()
	if len(st.labels) == 0 {
		return s, st.err()
	}
	if toASCII {
		return string(st.appendASCII(nil)), st.err()
	}
	return string(st.buf), st.err()
}
