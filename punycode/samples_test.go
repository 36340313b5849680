package punycode_test

import (
	"bufio"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/xn-go/xn/internal/shareddata"
	"github.com/xn-go/xn/punycode"
)

// sample is one RFC 3492 section 7.1 sample string.
type sample struct {
	id       string
	mixed    string // the encoding with the mixed-case annotation
	runes    []rune
	upper    []bool // the annotation: one flag per code point
	unicode  string // string(runes)
	plain    string // the encoding without annotation: digits in lowercase
	numBasic int
}

const samplesFile = "testdata/rfc3492-samples.txt"

func loadSamples(tb testing.TB) []sample {
	tb.Helper()
	f, err := os.Open(samplesFile)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var out []sample
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || line[0] == '#' {
			continue
		}
		fields := strings.Fields(line)
		if len(fields) < 3 {
			tb.Fatalf("bad line %q", line)
		}
		s := sample{id: fields[0], mixed: strings.ReplaceAll(fields[1], `\x20`, " ")}
		for _, f := range fields[2:] {
			v, err := strconv.ParseUint(f[2:], 16, 32)
			if err != nil || (f[:2] != "U+" && f[:2] != "u+") {
				tb.Fatalf("bad code point %q in %q", f, line)
			}
			s.runes = append(s.runes, rune(v))
			s.upper = append(s.upper, f[0] == 'U')
			if v < 0x80 {
				s.numBasic++
			}
		}
		s.unicode = string(s.runes)
		if d := strings.LastIndexByte(s.mixed, '-'); d >= 0 && s.numBasic > 0 {
			s.plain = s.mixed[:d+1] + strings.ToLower(s.mixed[d+1:])
		} else {
			s.plain = strings.ToLower(s.mixed)
		}
		out = append(out, s)
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	if len(out) != 19 {
		tb.Fatalf("%d samples, want 19 (A-S)", len(out))
	}
	return out
}

// TestSamplesMatchRFC checks our transcription of the samples against the
// text of RFC 3492 itself.
func TestSamplesMatchRFC(t *testing.T) {
	rfc, err := os.ReadFile(shareddata.Path(t, filepath.Join("specs", "rfc3492.txt")))
	if err != nil {
		t.Fatal(err)
	}
	text := string(rfc)
	start := strings.Index(text, "7.1 Sample strings\n\n")
	end := strings.Index(text, "7.2 Decoding traces\n\n")
	if start < 0 || end < start {
		t.Fatal("section 7.1 not found in rfc3492.txt")
	}
	type entry struct {
		cps  []string
		puny string
	}
	got := map[string]*entry{}
	var cur *entry
	lines := strings.Split(text[start:end], "\n")
	for i := 0; i < len(lines); i++ {
		l := strings.TrimSpace(lines[i])
		switch {
		case len(l) > 4 && l[0] == '(' && l[2] == ')' && 'A' <= l[1] && l[1] <= 'S':
			cur = &entry{}
			got[l[1:2]] = cur
		case cur != nil && (strings.HasPrefix(l, "u+") || strings.HasPrefix(l, "U+")):
			cur.cps = append(cur.cps, strings.Fields(l)...)
		case cur != nil && strings.HasPrefix(l, "Punycode: "):
			p := strings.TrimPrefix(l, "Punycode: ")
			for strings.HasSuffix(p, `\`) && i+1 < len(lines) {
				i++
				p = p[:len(p)-1] + strings.TrimSpace(lines[i])
			}
			cur.puny = p
		}
	}
	if len(got) != 19 {
		t.Fatalf("found %d samples in the RFC, want 19", len(got))
	}
	for _, s := range loadSamples(t) {
		e := got[s.id]
		if e == nil {
			t.Errorf("%s: not in the RFC", s.id)
			continue
		}
		var cps []string
		for i, r := range s.runes {
			u := "u+"
			if s.upper[i] {
				u = "U+"
			}
			cps = append(cps, u+strings.ToUpper(strconv.FormatInt(int64(r), 16)))
		}
		for i, c := range cps {
			for len(c) < 6 {
				c = c[:2] + "0" + c[2:]
				cps[i] = c
			}
		}
		if e.puny != s.mixed || !slices.Equal(e.cps, cps) {
			t.Errorf("%s: testdata %q %v, RFC %q %v", s.id, s.mixed, cps, e.puny, e.cps)
		}
	}
}

func TestSamples(t *testing.T) {
	for _, s := range loadSamples(t) {
		t.Run(s.id, func(t *testing.T) {
			// Without annotation.
			if got, err := punycode.Encode(s.unicode); got != s.plain || err != nil {
				t.Errorf("Encode = %q, %v; want %q", got, err, s.plain)
			}
			if got, err := punycode.AppendEncodeRunes(nil, s.runes); string(got) != s.plain || err != nil {
				t.Errorf("AppendEncodeRunes = %q, %v; want %q", got, err, s.plain)
			}
			// Decoding ignores the case of digits.
			d := strings.LastIndexByte(s.mixed, '-') + 1
			if s.numBasic == 0 {
				d = 0
			}
			for _, in := range []string{s.mixed, s.plain, s.mixed[:d] + strings.ToUpper(s.mixed[d:])} {
				if got, err := punycode.Decode(in); got != s.unicode || err != nil {
					t.Errorf("Decode(%q) = %q, %v; want %q", in, got, err, s.unicode)
				}
				if got, err := punycode.AppendDecodeRunes(nil, in); !slices.Equal(got, s.runes) || err != nil {
					t.Errorf("AppendDecodeRunes(%q) = %q, %v; want %q", in, got, err, s.runes)
				}
			}
			// With annotation (RFC 3492 appendix A).
			if got, err := punycode.EncodeMixedCase(s.unicode, s.upper); got != s.mixed || err != nil {
				t.Errorf("EncodeMixedCase = %q, %v; want %q", got, err, s.mixed)
			}
			got, upper, err := punycode.DecodeMixedCase(s.mixed)
			if got != s.unicode || !slices.Equal(upper, s.upper) || err != nil {
				t.Errorf("DecodeMixedCase = %q, %v, %v; want %q, %v", got, upper, err, s.unicode, s.upper)
			}
			// Without annotation, the last digits are lowercase: all flags
			// of non-basic code points are unset.
			_, upper, err = punycode.DecodeMixedCase(s.plain)
			for i, u := range upper {
				if want := s.upper[i] && s.runes[i] < 0x80; u != want || err != nil {
					t.Errorf("DecodeMixedCase(%q): flag %d = %v, %v; want %v", s.plain, i, u, err, want)
				}
			}
		})
	}
}
