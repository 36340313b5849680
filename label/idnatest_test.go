package label_test

import (
	"bufio"
	"strconv"
	"strings"
	"testing"

	"github.com/xn-go/xn/internal/idnatestv2"
	"github.com/xn-go/xn/internal/unicodeversions"
	"github.com/xn-go/xn/label"
)

// TestIdnaTestV2Lengths checks the length rules against the UTS #46
// conformance files: for every row whose toAsciiN result is ASCII, the
// status A4_1 must be present exactly when CheckNameLength fails, and A4_2
// exactly when the name has an empty or over-long label.
//
// The files differ on the edges, and the test spells the differences out:
// from 16.0.0 on a trailing root dot counts as an empty label for A4_2 and the
// empty name is A4_1; in 15.0.0 and 15.1.0 neither holds.
func TestIdnaTestV2Lengths(t *testing.T) {
	for _, version := range idnatestv2.Versions() {
		t.Run(version, func(t *testing.T) {
			f, err := idnatestv2.Open(version)
			if err != nil {
				t.Fatal(err)
			}
			rows, fails := 0, 0
			sc := bufio.NewScanner(f)
			sc.Buffer(nil, 1<<20)
			for sc.Scan() {
				line, _, _ := strings.Cut(sc.Text(), "#")
				cols := strings.Split(line, ";")
				if len(cols) < 5 {
					continue
				}
				for i := range cols {
					cols[i] = strings.TrimSpace(cols[i])
				}
				// Blank columns inherit, as the file's header describes.
				toUnicode, toUnicodeStatus := cols[1], cols[2]
				if toUnicode == "" {
					toUnicode = cols[0]
				}
				toASCII, toASCIIStatus := cols[3], cols[4]
				if toASCII == "" {
					toASCII = toUnicode
				}
				if toASCIIStatus == "" {
					toASCIIStatus = toUnicodeStatus
				}
				name := unescapeIdnaTest(t, toASCII)
				if strings.ContainsFunc(name, func(r rune) bool { return r >= 0x80 }) {
					continue
				}
				rows++

				trimmed, root := label.TrimRoot(name)
				want41 := strings.Contains(toASCIIStatus, "A4_1")
				got41 := label.CheckNameLength(name) != nil
				if unicodeversions.Less(version, "16") && trimmed == "" {
					got41 = false // 15.0.0 reports only A4_2 for "" and "."
				}
				want42 := strings.Contains(toASCIIStatus, "A4_2")
				got42 := trimmed == "" || root && !unicodeversions.Less(version, "16")
				for l := range label.All(name) {
					got42 = got42 || label.CheckLength(l.Text) != nil
				}
				if (got41 != want41 || got42 != want42) && fails < 10 {
					fails++
					t.Errorf("%q (status %s): A4_1 %v, A4_2 %v; file says %v, %v", name, toASCIIStatus, got41, got42, want41, want42)
				}
			}
			if err := sc.Err(); err != nil {
				t.Fatal(err)
			}
			if rows < 1000 {
				t.Fatalf("only %d ASCII rows read", rows)
			}
			t.Logf("%d rows with an ASCII toAsciiN result", rows)
		})
	}
}

// unescapeIdnaTest undoes the \uXXXX and \x{XXXX} escapes of IdnaTestV2.txt
// and its "" for the empty string.
func unescapeIdnaTest(t *testing.T, s string) string {
	if s == `""` {
		return ""
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		var hex string
		switch {
		case strings.HasPrefix(s[i:], `\u`) && len(s)-i >= 6:
			hex, i = s[i+2:i+6], i+6
		case strings.HasPrefix(s[i:], `\x{`):
			end := strings.IndexByte(s[i:], '}')
			if end < 0 {
				t.Fatalf("bad escape in %q", s)
			}
			hex, i = s[i+3:i+end], i+end+1
		default:
			b.WriteByte(s[i])
			i++
			continue
		}
		v, err := strconv.ParseUint(hex, 16, 32)
		if err != nil {
			t.Fatalf("bad escape in %q: %v", s, err)
		}
		b.WriteRune(rune(v))
	}
	return b.String()
}

// TestIdnaTestV2Hyphens checks the hyphen rules against the UTS #46
// conformance files: V2 and V3 must be in a row's toUnicode status exactly
// when CheckHyphen34 and CheckHyphenEnds fail on a label of the toUnicode
// result. Labels left in ASCII ACE form are skipped: UTS #46 checks the
// hyphens of the decoded label, and the ACE prefix breaks V2 by design.
// Rows with status P4 are skipped: a label whose decoding failed is not
// validated further, and the file does not say which label that was.
func TestIdnaTestV2Hyphens(t *testing.T) {
	for _, version := range idnatestv2.Versions() {
		t.Run(version, func(t *testing.T) {
			f, err := idnatestv2.Open(version)
			if err != nil {
				t.Fatal(err)
			}
			rows, fails, withV2 := 0, 0, 0
			sc := bufio.NewScanner(f)
			sc.Buffer(nil, 1<<20)
			for sc.Scan() {
				line, _, _ := strings.Cut(sc.Text(), "#")
				cols := strings.Split(line, ";")
				if len(cols) < 5 {
					continue
				}
				for i := range cols {
					cols[i] = strings.TrimSpace(cols[i])
				}
				toUnicode, status := cols[1], cols[2]
				if toUnicode == "" {
					toUnicode = cols[0]
				}
				if strings.Contains(status, "P4") {
					continue
				}
				name := unescapeIdnaTest(t, toUnicode)
				rows++
				v2, v3 := false, false
				for l := range label.All(name) {
					if label.HasACEPrefix(l.Text) && !strings.ContainsFunc(l.Text, func(r rune) bool { return r >= 0x80 }) {
						continue
					}
					v2 = v2 || label.CheckHyphen34(l.Text) != nil
					v3 = v3 || label.CheckHyphenEnds(l.Text) != nil
				}
				want2, want3 := strings.Contains(status, "V2"), strings.Contains(status, "V3")
				if want2 {
					withV2++
				}
				if (v2 != want2 || v3 != want3) && fails < 10 {
					fails++
					t.Errorf("%+q (status %s): V2 %v, V3 %v; file says %v, %v", name, status, v2, v3, want2, want3)
				}
			}
			if err := sc.Err(); err != nil {
				t.Fatal(err)
			}
			t.Logf("%d rows, %d with V2", rows, withV2)
			if rows < 1000 || withV2 < 10 {
				t.Fatalf("only %d rows, %d with V2", rows, withV2)
			}
		})
	}
}
