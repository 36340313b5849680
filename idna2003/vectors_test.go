package idna2003

import (
	"bufio"
	"errors"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/internal/shareddata"
	"github.com/xn-go/xn/punycode"
	"github.com/xn-go/xn/rule"
)

// idnaVector is one vector of section 5 of the nameprep/IDNA test-vector
// draft (draft-josefsson-idn-test-vectors-00): an input label and its
// IDNA2003 ToASCII output with default flags.
type idnaVector struct {
	name  string
	input string
	out   string
}

// idnaVectorsFile holds section 5 of the draft transcribed as code points,
// so that TestIDNA2003Vectors runs without the shared directory.
const idnaVectorsFile = "testdata/josefsson-idna.txt"

// readIDNAVectors reads the committed transcription: one vector per line,
// "name | input code points | out".
func readIDNAVectors(t *testing.T) []idnaVector {
	t.Helper()
	src, err := os.ReadFile(idnaVectorsFile)
	if err != nil {
		t.Fatal(err)
	}
	var vs []idnaVector
	for i, line := range strings.Split(string(src), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, " | ")
		if len(f) != 3 {
			t.Fatalf("%s:%d: %d fields, want 3", idnaVectorsFile, i+1, len(f))
		}
		var sb strings.Builder
		for _, cp := range strings.Fields(f[1]) {
			v, err := strconv.ParseUint(cp, 16, 32)
			if err != nil {
				t.Fatalf("%s:%d: bad code point %q", idnaVectorsFile, i+1, cp)
			}
			sb.WriteRune(rune(v))
		}
		vs = append(vs, idnaVector{name: f[0], input: sb.String(), out: f[2]})
	}
	return vs
}

// readDraftIDNAVectors parses section 5 of the draft itself: each vector's
// "input" code points (U+XXXX lines) and its "out:" line.
func readDraftIDNAVectors(t *testing.T) []idnaVector {
	t.Helper()
	f, err := os.Open(shareddata.Path(t, "specs/draft-josefsson-idn-test-vectors-00.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var (
		vs      []idnaVector
		cur     idnaVector
		inIDNA  bool
		inInput bool
		sb      strings.Builder
	)
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		trim := strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(line, "5. IDNA Test Vectors"):
			inIDNA = true
		case strings.HasPrefix(line, "6. "):
			inIDNA = false
		case !inIDNA:
		case len(line) > 3 && line[0] == '5' && line[1] == '.' && line[2] >= '0' && line[2] <= '9':
			cur = idnaVector{name: trim}
		case strings.HasPrefix(trim, "input (length"):
			inInput = true
			sb.Reset()
		case inInput && strings.HasPrefix(trim, "U+"):
			for _, f := range strings.Fields(trim) {
				v, err := strconv.ParseUint(strings.TrimPrefix(f, "U+"), 16, 32)
				if err != nil {
					t.Fatalf("%s: bad code point %q", cur.name, f)
				}
				sb.WriteRune(rune(v))
			}
		case strings.HasPrefix(trim, "out:"):
			inInput = false
			cur.input = sb.String()
			cur.out = strings.TrimSpace(strings.TrimPrefix(trim, "out:"))
			vs = append(vs, cur)
		default:
			if trim != "" {
				inInput = false
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return vs
}

// TestIDNAVectorsTranscription checks the committed transcription against
// section 5 of the draft, vector by vector.
func TestIDNAVectorsTranscription(t *testing.T) {
	want := readDraftIDNAVectors(t)
	got := readIDNAVectors(t)
	if len(want) != 20 {
		t.Fatalf("parsed %d IDNA vectors from the draft, want 20", len(want))
	}
	if len(got) != len(want) {
		t.Fatalf("%s holds %d vectors, the draft %d", idnaVectorsFile, len(got), len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("%s vector %d = %+q, the draft has %+q", idnaVectorsFile, i+1, got[i], want[i])
		}
	}
}

// asciiLower and asciiUpper change the case of the ASCII letters of s and
// leave every other code point alone.
func asciiLower(s string) string {
	return strings.Map(func(r rune) rune {
		if 'A' <= r && r <= 'Z' {
			return r + 'a' - 'A'
		}
		return r
	}, s)
}

func asciiUpper(s string) string {
	return strings.Map(func(r rune) rune {
		if 'a' <= r && r <= 'z' {
			return r - ('a' - 'A')
		}
		return r
	}, s)
}

// TestIDNA2003Vectors runs every IDNA vector of the draft through ToASCII
// (the draft's "out" line) and ToUnicode.
//
// The draft gives no ToUnicode result. RFC 3490 section 4.2 returns the
// Punycode decoding of the ACE label (step 8), and the draft's output is the
// Punycode of the nameprepped input. Nameprep changes these inputs only by
// mapping the ASCII capitals of 5.4, 5.9 to 5.13 and 5.15 to lower case
// (table B.2): their other code points are lowercase letters, digits,
// hyphens and characters without case that are in NFKC and in no table.
// So the expected ToUnicode result is the draft's input with ASCII letters
// lowercased. Python 3.11's encodings.idna, an independent implementation,
// gives exactly that for all 20 vectors; the test also checks it against
// a plain Punycode decoding of the draft's output.
func TestIDNA2003Vectors(t *testing.T) {
	vs := readIDNAVectors(t)
	if len(vs) != 20 {
		t.Fatalf("read %d IDNA vectors from %s, want the 20 of the draft", len(vs), idnaVectorsFile)
	}
	for _, v := range vs {
		t.Run(v.name, func(t *testing.T) {
			got, err := Profile{}.ToASCII(v.input)
			if err != nil || got != v.out {
				t.Errorf("ToASCII(%+q) = %q, %v; want %q", v.input, got, err, v.out)
			}
			want := asciiLower(v.input)
			body, ok := strings.CutPrefix(v.out, "xn--")
			if !ok {
				t.Fatalf("draft output %q has no ACE prefix", v.out)
			}
			if dec, err := punycode.Decode(body); err != nil || dec != want {
				t.Fatalf("the expectation %+q is not the Punycode decoding of the draft's output: %+q, %v", want, dec, err)
			}
			u, err := Profile{}.ToUnicode(v.out)
			if err != nil || u != want {
				t.Errorf("ToUnicode(%q) = %+q, %v; want %+q", v.out, u, err, want)
			}
			// Step 7 compares the ACE labels case-insensitively, and step 8
			// returns the decoding as it is: Punycode keeps the case of the
			// basic code points, so the uppercase output gives the input
			// with its ASCII letters in upper case.
			upper := strings.ToUpper(v.out)
			u, err = Profile{}.ToUnicode(upper)
			if want := asciiUpper(v.input); err != nil || u != want {
				t.Errorf("ToUnicode(%q) = %+q, %v; want %+q", upper, u, err, want)
			}
		})
	}
}

func TestIDNA2003(t *testing.T) {
	runASCII(t, Profile{}, []convCase{
		{"faß.de", "fass.de", nil},
		{"Bücher.de", "xn--bcher-kva.de", nil},
		// RFC 3490 4.1 step 4: an ASCII label skips nameprep: no lowercasing.
		{"ABC.de", "ABC.de", nil},
		{"example.com.", "example.com.", nil},
		{"a_b.de", "a_b.de", nil},
		{"ａｂｃ.de", "abc.de", nil},
		{"a\u3002b", "a.b", nil},
		{"a\u00a0b.de", "a b.de", nil}, // NFKC maps U+00A0 to U+0020, allowed without STD3
		{"a\u1680b.de", "", []string{string(rule.NP_PROHIBITED)}},
		{"a\u0221.de", "", []string{string(rule.NP_UNASSIGNED)}},
		{"\u05d0a.de", "", []string{string(rule.NP_BIDI)}},
		{"xn--bücher.de", "", []string{string(rule.ACE_PREFIX)}},
		{strings.Repeat("a", 64) + ".de", "", []string{string(rule.LENGTH)}},
		{"a..b", "", []string{string(rule.LENGTH)}},
		// U+2488 nameprepped is "1.": a label cannot hold a full stop.
		{"\u2488.com", "", []string{string(rule.LABEL_DOT)}},
	})
	std3 := Profile{UseSTD3ASCIIRules: true}
	runASCII(t, std3, []convCase{
		{"a_b.de", "", []string{string(rule.STD3_LDH)}},
		{"-ab.de", "", []string{string(rule.STD3_HYPHEN)}},
		{"bücher.de", "xn--bcher-kva.de", nil},
	})
	unassigned := Profile{AllowUnassigned: true}
	runASCII(t, unassigned, []convCase{
		{"a\u0221.de", "xn--a-4xa.de", nil},
	})
	runUnicode(t, Profile{}, []convCase{
		{"xn--bcher-kva.de", "bücher.de", nil},
		// The decoded string is returned as decoded (4.2 step 8), uppercase
		// basic code points included; the round trip compares case-insensitively.
		{"XN--BCHER-KVA.de", "BüCHER.de", nil},
		{"bücher.de", "bücher.de", nil},
		// "xn--zca" decodes to ß, which nameprep maps to ss: the round trip
		// of RFC 3490 4.2 step 7 fails and the label comes back unchanged.
		{"xn--zca.de", "xn--zca.de", []string{string(rule.ROUNDTRIP)}},
		{"xn--99999999999.de", "xn--99999999999.de", []string{string(rule.PUNYCODE)}},
	})
}

// TestIDNA2003LabelLength checks RFC 3490 4.1 step 8 after conversion: the
// 1 to 63 octets apply to the ACE label, not to the Unicode input. The
// expected A-labels are those of Python 3.11's encodings.idna.ToASCII.
func TestIDNA2003LabelLength(t *testing.T) {
	a55 := strings.Repeat("a", 55)
	l63 := "ü" + a55                // 56 code points, 57 bytes of UTF-8
	want63 := "xn--" + a55 + "-oxf" // 4 + 55 + 4 = 63 octets
	l64 := l63 + "a"
	if len(want63) != 63 {
		t.Fatalf("len(%q) = %d, want 63", want63, len(want63))
	}
	for _, p := range []Profile{Profile{}, Profile{UseSTD3ASCIIRules: true}, Profile{AllowUnassigned: true}} {
		runASCII(t, p, []convCase{
			{l63, want63, nil},
			{"x." + l63 + ".de", "x." + want63 + ".de", nil},
			{l64, "", []string{string(rule.LENGTH)}},
			{"x." + l64 + ".de", "", []string{string(rule.LENGTH)}},
		})
		runUnicode(t, p, []convCase{
			{want63, l63, nil},
			// Punycode keeps the case of basic code points only.
			{strings.ToUpper(want63), "ü" + strings.ToUpper(a55), nil},
			// ToUnicode does not check the length of a label it does not
			// decode (RFC 3490 4.2 step 3 returns it as it is).
			{l64, l64, nil},
		})
	}
}

// TestIDNA2003NameLength: RFC 3490 has no whole-name length check (section
// 4.1 works on one label; the DNS limit is left to the DNS). A name whose
// ASCII form is over 253 octets converts; the profiles with
// VerifyDNSLength reject it (length_test.go).
func TestIDNA2003NameLength(t *testing.T) {
	a55 := strings.Repeat("a", 55)
	l63 := "ü" + a55
	want63 := "xn--" + a55 + "-oxf"
	// Four 63-octet labels and three dots: 255 octets, and a root dot.
	in := l63 + "." + l63 + "\u3002" + l63 + "\uff0e" + l63 + "."
	want := strings.Repeat(want63+".", 4)
	if len(want) != 256 {
		t.Fatalf("len(want) = %d, want 256", len(want))
	}
	runASCII(t, Profile{}, []convCase{
		{in, want, nil},
		{strings.Repeat("a.", 200) + "b", strings.Repeat("a.", 200) + "b", nil}, // the ASCII path
	})
	runUnicode(t, Profile{}, []convCase{
		{want, strings.Repeat(l63+".", 4), nil},
	})
}

// problem returns the Problem of the fields in order, as idna.Problem
// lists them.
func problem(code rule.Code, label, offset int, r rune, family error, detail string) idna.Problem {
	return idna.Problem{Code: code, Label: label, Offset: offset, Rune: r, Err: family, Detail: detail}
}

// TestIDNA2003Problems checks every field of the problems IDNA2003 reports.
// A code point that nameprep rejects in an input label is reported at the
// input offset of the character that produced it (nameprep.Error.Offset,
// from the start of the label); a problem found in the decoded text of
// ToUnicode's round trip, or one that is about the whole label, at the
// start of the label.
func TestIDNA2003Problems(t *testing.T) {
	std3 := Profile{UseSTD3ASCIIRules: true}
	tests := []struct {
		p     Profile
		ascii bool // ToASCII, else ToUnicode
		in    string
		want  idna.Problem
	}{
		// Prohibited (RFC 3491 section 5): U+1680 after ß, which maps to
		// "ss": the offset is in the input, not in the prepared "ssx\u1680y".
		{Profile{}, true, "ab.\u00dfx\u1680y.de", problem(rule.NP_PROHIBITED, 1, 6, 0x1680, idna.ErrDisallowed, "prohibited (RFC 3454 table C.1.2)")},
		{Profile{}, false, "ab.\u00dfx\u1680y.de", problem(rule.NP_PROHIBITED, 1, 6, 0x1680, idna.ErrDisallowed, "prohibited (RFC 3454 table C.1.2)")},
		// Unassigned in Unicode 3.2 (RFC 3491 section 7).
		{Profile{}, true, "a\u0221.de", problem(rule.NP_UNASSIGNED, 0, 1, 0x221, idna.ErrDisallowed, "unassigned (RFC 3454 table A.1)")},
		{Profile{}, true, "\u00e4\u00e4.\u00c4\u0221", problem(rule.NP_UNASSIGNED, 1, 7, 0x221, idna.ErrDisallowed, "unassigned (RFC 3454 table A.1)")},
		// Bidi (RFC 3454 section 6): the last character is not RandALCat.
		// The '1' reported is the second one, at byte 5, not the first.
		{Profile{}, true, "\u0627" + "1\u0627" + "1.de", problem(rule.NP_BIDI, 0, 5, '1', idna.ErrBidi, "bidi: must start and end with RandALCat")},
		{Profile{}, false, "de.\u0627" + "1\u0627" + "1", problem(rule.NP_BIDI, 1, 8, '1', idna.ErrBidi, "bidi: must start and end with RandALCat")},
		// Mixed: the character that made the label mixed, the first
		// RandALCat after an LCat or the first LCat after a RandALCat.
		{Profile{}, true, "a\u05d0a.de", problem(rule.NP_BIDI, 0, 1, 0x5d0, idna.ErrBidi, "bidi: RandALCat and LCat mixed")},
		{Profile{}, true, "de.\u05d0\u05d1a\u05d2", problem(rule.NP_BIDI, 1, 7, 'a', idna.ErrBidi, "bidi: RandALCat and LCat mixed")},
		// Length (RFC 3490 4.1 step 8): about the label.
		{Profile{}, true, "x.\u00fc" + strings.Repeat("a", 56), withLength(problem(rule.LENGTH, 1, 2, -1, idna.ErrLength, "64 octets"), 64)},
		{Profile{}, true, "x..y", problem(rule.LENGTH, 1, 2, -1, idna.ErrLength, "0 octets")},
		// Round trip (RFC 3490 4.2 step 7): xn--zca decodes to ß, which
		// nameprep maps to "ss".
		{Profile{}, false, "a.xn--zca", problem(rule.ROUNDTRIP, 1, 2, -1, idna.ErrPunycode, "ToASCII gives ss")},
		// The round trip's ToASCII fails on the decoded text ("a\u1680",
		// "a_ü"): reported at the label, although '_' is in the input label.
		{Profile{}, false, "www.xn--a-4gj", problem(rule.NP_PROHIBITED, 1, 4, 0x1680, idna.ErrDisallowed, "prohibited (RFC 3454 table C.1.2)")},
		{std3, false, "www.xn--a_-yka", problem(rule.STD3_LDH, 1, 4, '_', idna.ErrDisallowed, "")},
		// STD3 (RFC 3490 4.1 step 3): an unchanged label gives the byte;
		// one that nameprep changed, the label (U+FF3F maps to '_').
		{std3, true, "x.b\u00fc_c", problem(rule.STD3_LDH, 1, 5, '_', idna.ErrDisallowed, "")},
		{std3, true, "x.a_b", problem(rule.STD3_LDH, 1, 3, '_', idna.ErrDisallowed, "")},
		{std3, true, "x.a\uff3fb_c", problem(rule.STD3_LDH, 1, 2, '_', idna.ErrDisallowed, "")},
		{std3, true, "x.-\u00fc", problem(rule.STD3_HYPHEN, 1, 2, -1, idna.ErrHyphen, "")},
		// A full stop from nameprep is not in the input.
		{Profile{}, true, "x.\u2488.com", problem(rule.LABEL_DOT, 1, 2, '.', idna.ErrLabelDot, `nameprep gives "1."`)},
		{Profile{}, true, "x.xn--\u00fc", problem(rule.ACE_PREFIX, 1, 2, -1, idna.ErrPunycode, "")},
	}
	for _, tt := range tests {
		op, conv := "ToUnicode", tt.p.ToUnicode
		if tt.ascii {
			op, conv = "ToASCII", tt.p.ToASCII
		}
		got, err := conv(tt.in)
		var e *idna.Error
		if !errors.As(err, &e) || len(e.Problems) != 1 {
			t.Errorf("%v.%s(%+q) = %+q, %v; want one problem", tt.p, op, tt.in, got, err)
			continue
		}
		if g := e.Problems[0]; g != tt.want {
			t.Errorf("%v.%s(%+q): problem\n%#v\nwant\n%#v", tt.p, op, tt.in, g, tt.want)
		}
		// ToUnicode never fails in RFC 3490's sense: the input comes back.
		if want := ""; tt.ascii && got != want || !tt.ascii && got != tt.in {
			t.Errorf("%v.%s(%+q) = %+q", tt.p, op, tt.in, got)
		}
	}
}

// withLength sets the Length of a LENGTH problem.
func withLength(p idna.Problem, n int) idna.Problem {
	p.Length = n
	return p
}
