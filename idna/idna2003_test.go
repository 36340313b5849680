package idna

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/xn-go/xn/internal/shareddata"
	"github.com/xn-go/xn/nameprep"
)

// idnaVector is one vector of section 5 of the nameprep/IDNA test-vector
// draft (draft-josefsson-idn-test-vectors-00): an input label and its
// IDNA2003 ToASCII output with default flags.
type idnaVector struct {
	name  string
	input string
	out   string
}

// readIDNAVectors parses section 5 of the draft: each vector's "input"
// code points (U+XXXX lines) and its "out:" line.
func readIDNAVectors(t *testing.T) []idnaVector {
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

// TestIDNA2003Vectors runs every IDNA vector of the draft through ToASCII,
// and checks that ToUnicode of the result gives the nameprepped input.
func TestIDNA2003Vectors(t *testing.T) {
	vs := readIDNAVectors(t)
	if len(vs) != 20 {
		t.Fatalf("parsed %d IDNA vectors from the draft, want 20", len(vs))
	}
	for _, v := range vs {
		t.Run(v.name, func(t *testing.T) {
			got, err := IDNA2003.ToASCII(v.input)
			if err != nil || got != v.out {
				t.Errorf("ToASCII(%+q) = %q, %v; want %q", v.input, got, err, v.out)
			}
			want, err := nameprep.Prepare(v.input, false)
			if err != nil {
				t.Fatalf("nameprep.Prepare(%+q): %v", v.input, err)
			}
			u, err := IDNA2003.ToUnicode(v.out)
			if err != nil || u != want {
				t.Errorf("ToUnicode(%q) = %+q, %v; want %+q", v.out, u, err, want)
			}
		})
	}
}

func TestIDNA2003(t *testing.T) {
	runASCII(t, IDNA2003, []convCase{
		{"faß.de", "fass.de", nil},
		{"Bücher.de", "xn--bcher-kva.de", nil},
		// RFC 3490 4.1 step 4: an ASCII label skips nameprep: no lowercasing.
		{"ABC.de", "ABC.de", nil},
		{"example.com.", "example.com.", nil},
		{"a_b.de", "a_b.de", nil},
		{"ａｂｃ.de", "abc.de", nil},
		{"a\u3002b", "a.b", nil},
		{"a\u00a0b.de", "a b.de", nil}, // NFKC maps U+00A0 to U+0020, allowed without STD3
		{"a\u1680b.de", "", []string{codeNPProhibited}},
		{"a\u0221.de", "", []string{codeNPUnassigned}},
		{"\u05d0a.de", "", []string{codeNPBidi}},
		{"xn--bücher.de", "", []string{codeACEPrefix}},
		{strings.Repeat("a", 64) + ".de", "", []string{codeLength2003}},
		{"a..b", "", []string{codeLength2003}},
		// U+2488 nameprepped is "1.": a label cannot hold a full stop.
		{"\u2488.com", "", []string{codeLabelDot2003}},
	})
	std3 := IDNA2003.With(UseSTD3ASCIIRules(true))
	runASCII(t, std3, []convCase{
		{"a_b.de", "", []string{codeSTD3LDH}},
		{"-ab.de", "", []string{codeSTD3Hyphen}},
		{"bücher.de", "xn--bcher-kva.de", nil},
	})
	unassigned := IDNA2003.With(AllowUnassigned(true))
	runASCII(t, unassigned, []convCase{
		{"a\u0221.de", "xn--a-4xa.de", nil},
	})
	runUnicode(t, IDNA2003, []convCase{
		{"xn--bcher-kva.de", "bücher.de", nil},
		// The decoded string is returned as decoded (4.2 step 8), uppercase
		// basic code points included; the round trip compares case-insensitively.
		{"XN--BCHER-KVA.de", "BüCHER.de", nil},
		{"bücher.de", "bücher.de", nil},
		// "xn--zca" decodes to ß, which nameprep maps to ss: the round trip
		// of RFC 3490 4.2 step 7 fails and the label comes back unchanged.
		{"xn--zca.de", "xn--zca.de", []string{codeRoundTrip}},
		{"xn--99999999999.de", "xn--99999999999.de", []string{codePunycode2003}},
	})
}
