package bootstring_test

import (
	"bufio"
	"errors"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/xn-go/xn/internal/bootstring"
)

// sample is one sample string of RFC 3492 section 7.1, from package
// punycode's transcription (which punycode's tests check against the RFC).
type sample struct {
	id    string
	mixed string // the encoding with the mixed-case annotation
	runes []rune
	upper []bool
	plain string // the digits in lowercase
	basic int    // number of basic code points
}

func loadSamples(t *testing.T) []sample {
	t.Helper()
	f, err := os.Open("../../punycode/testdata/rfc3492-samples.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []sample
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 || fields[0][0] == '#' {
			continue
		}
		s := sample{id: fields[0], mixed: strings.ReplaceAll(fields[1], `\x20`, " ")}
		for _, f := range fields[2:] {
			v, err := strconv.ParseUint(f[2:], 16, 32)
			if err != nil {
				t.Fatalf("sample %s: %v", s.id, err)
			}
			s.runes = append(s.runes, rune(v))
			s.upper = append(s.upper, f[0] == 'U')
			if v < 0x80 {
				s.basic++
			}
		}
		s.plain = strings.ToLower(s.mixed)
		if d := strings.LastIndexByte(s.mixed, '-'); d >= 0 && s.basic > 0 {
			s.plain = s.mixed[:d+1] + strings.ToLower(s.mixed[d+1:])
		}
		out = append(out, s)
	}
	if len(out) != 19 {
		t.Fatalf("%d samples, want 19", len(out))
	}
	return out
}

// TestSamples encodes and decodes the samples of RFC 3492 section 7.1,
// with and without their mixed-case annotation.
func TestSamples(t *testing.T) {
	p := bootstring.Punycode
	for _, s := range loadSamples(t) {
		if got, steps, err := p.Encode(s.runes, nil); got != s.plain || err != nil || len(steps) != len(s.runes)-s.basic {
			t.Errorf("sample %s: Encode = %q, %d steps, %v; want %q", s.id, got, len(steps), err, s.plain)
		}
		if got, _, err := p.Encode(s.runes, s.upper); got != s.mixed || err != nil {
			t.Errorf("sample %s: Encode with flags = %q, %v; want %q", s.id, got, err, s.mixed)
		}
		digits := strings.LastIndexByte(s.mixed, '-') + 1
		if s.basic == 0 {
			digits = 0
		}
		for _, in := range []string{s.mixed, s.plain, s.mixed[:digits] + strings.ToUpper(s.mixed[digits:])} {
			got, _, _, err := p.Decode(in)
			if !slices.Equal(got, s.runes) || err != nil {
				t.Errorf("sample %s: Decode(%q) = %q, %v", s.id, in, string(got), err)
			}
		}
		if _, upper, _, _ := p.Decode(s.mixed); !slices.Equal(upper, s.upper) {
			t.Errorf("sample %s: flags %v; want %v", s.id, upper, s.upper)
		}
	}
}

// TestOtherDigits encodes the samples with Punycode's parameters but
// uppercase digits and the delimiter "_": the literal portion is the same,
// and every digit is the uppercase of Punycode's.
func TestOtherDigits(t *testing.T) {
	p := bootstring.Punycode
	p.Digits, p.Delimiter = strings.ToUpper(p.Digits), '_'
	for _, s := range loadSamples(t) {
		want := strings.ToUpper(s.plain)
		if s.basic > 0 {
			d := strings.LastIndexByte(s.plain, '-')
			want = s.plain[:d] + "_" + strings.ToUpper(s.plain[d+1:])
		}
		if got, _, err := p.Encode(s.runes, nil); got != want || err != nil {
			t.Errorf("sample %s: Encode = %q, %v; want %q", s.id, got, err, want)
		}
		if got, _, _, err := p.Decode(want); !slices.Equal(got, s.runes) || err != nil {
			t.Errorf("sample %s: Decode = %q, %v", s.id, string(got), err)
		}
	}
}

// decimal is a parameter set with a small base, tmin = 0 and an initial n
// below 0x80, so that a delta can decode to a basic code point.
var decimal = bootstring.Params{Base: 10, TMin: 0, TMax: 8, Skew: 1, Damp: 2, InitialBias: 0, InitialN: 0x20, Delimiter: '.', Digits: "0123456789"}

// TestDecimal checks values computed by hand from RFC 3492 sections 3.3 and
// 6.3. U+0080 is the delta (0x80 - 0x20) * 1 = 96; with bias 0 every
// threshold is tmax = 8, so the digits are 8 + (88 mod 2) = 8 (q = 44),
// 8 + (36 mod 2) = 8 (q = 18), 8 + (10 mod 2) = 8 (q = 5), then 5.
func TestDecimal(t *testing.T) {
	if got, steps, err := decimal.Encode([]rune{0x80}, nil); got != "8885" || err != nil || len(steps) != 1 || steps[0].Delta != 96 {
		t.Errorf("Encode(U+0080) = %q, %+v, %v; want 8885, delta 96", got, steps, err)
	}
	if got, _, _, err := decimal.Decode("8885"); !slices.Equal(got, []rune{0x80}) || err != nil {
		t.Errorf("Decode(8885) = %U, %v", got, err)
	}
	// "ab" then U+0080: the delta is 96 * 3 = 288 (digits 8, 8, 8, 8, 8,
	// ... computed by the decoder check below instead).
	for _, tc := range []struct {
		in   string
		want error
	}{
		// The first delta 0 decodes to n = 0x20, a basic code point.
		{"0", &bootstring.Error{Offset: 0, Err: bootstring.ErrBasicDelta}},
		{"a.0", &bootstring.Error{Offset: 2, Err: bootstring.ErrBasicDelta}},
		{"a.", nil},
		{"x", &bootstring.Error{Offset: 0, Err: bootstring.ErrInvalidDigit}},
	} {
		if _, _, _, err := decimal.Decode(tc.in); !sameError(err, tc.want) {
			t.Errorf("Decode(%q) = %v; want %v", tc.in, err, tc.want)
		}
	}
	// Digits that are not letters cannot carry the annotation.
	if _, _, err := decimal.Encode([]rune{0x80}, []bool{true}); err != bootstring.ErrNoMixedCase {
		t.Errorf("Encode with flags: %v; want ErrNoMixedCase", err)
	}
}

// testParams are parameter sets other than Punycode's, with the most
// extreme values that Validate accepts among them.
var testParams = []bootstring.Params{
	decimal,
	{Base: 60, TMin: 3, TMax: 40, Skew: 10, Damp: 50, InitialBias: 20, InitialN: 0x80, Delimiter: '-',
		Digits: "abcdefghijklmnopqrstuvwxyz0123456789!#$%&()*+,./:;<=>?@[]^_{"},
	{Base: 3, TMin: 0, TMax: 1, Skew: 1 << 30, Damp: 1 << 30, InitialBias: 1, InitialN: 0, Delimiter: ' ', Digits: "xyz"},
	{Base: 36, TMin: 1, TMax: 26, Skew: 38, Damp: 700, InitialBias: 72, InitialN: 0x80, Delimiter: '-',
		Digits: bootstring.Punycode.Digits, MaxInt: 1<<31 - 1},
}

// TestRoundTrip decodes what the encoder writes, for every parameter set,
// and checks the trace against the decoder's.
func TestRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	pools := [][2]rune{{'a', 'z'}, {0, 0x7F}, {0x80, 0x24F}, {0x4E00, 0x4E40}, {0x10FF00, 0x10FFFF}}
	for _, p := range append(testParams, bootstring.Punycode) {
		for n := range 60 {
			rs := make([]rune, n)
			for i := range rs {
				pool := pools[rng.IntN(len(pools))]
				rs[i] = pool[0] + rng.Int32N(pool[1]-pool[0]+1)
			}
			var upper []bool
			if p.SupportsMixedCase() {
				upper = make([]bool, n)
				for i := range upper {
					upper[i] = rng.IntN(2) == 0
				}
			}
			enc, encSteps, err := p.Encode(rs, upper)
			if errors.Is(err, bootstring.ErrOverflow) {
				continue
			}
			if err != nil {
				t.Fatalf("%+v: Encode(%U): %v", p, rs, err)
			}
			got, gotUpper, decSteps, err := p.Decode(enc)
			if errors.Is(err, bootstring.ErrOverflow) {
				continue // section 6.3 may write what 6.2 cannot read
			}
			if upper != nil { // basic letters are written in the case of their flag
				for j, r := range rs {
					if isLetterRune(r) && r < 0x80 {
						rs[j] = r | 0x20
						if upper[j] {
							rs[j] = r &^ 0x20
						}
					}
				}
			}
			if !slices.Equal(got, rs) || err != nil || !slices.Equal(decSteps, encSteps) {
				t.Fatalf("%+v: Decode(Encode(%U)) = %U, %v; steps\n%v\nwant\n%v", p, rs, got, err, decSteps, encSteps)
			}
			for j, r := range rs { // the flags of letters and non-basic code points come back
				if upper != nil && (isLetterRune(r) || r >= 0x80) && gotUpper[j] != upper[j] {
					t.Fatalf("%+v: flag %d of %U: %v; want %v", p, j, rs, gotUpper[j], upper[j])
				}
			}
		}
	}
}

func isLetterRune(r rune) bool { return 'a' <= r|0x20 && r|0x20 <= 'z' }

// TestOverflow checks the overflow tests of RFC 3492 section 6.4 at values
// computed by hand.
func TestOverflow(t *testing.T) {
	p := bootstring.Punycode
	for _, tc := range []struct {
		in   string
		want error
	}{
		// The digit value 35 with weights 1, 35, 1225, 12250, ...: i passes
		// 2^32-1 at the eighth digit.
		{"99999999", &bootstring.Error{Offset: 7, Err: bootstring.ErrOverflow}},
		{"a-99999999", &bootstring.Error{Offset: 9, Err: bootstring.ErrOverflow}},
		// "k0902716a" is 2^32-1: n = 0x80 + i overflows.
		{"k0902716a", &bootstring.Error{Offset: 0, Err: bootstring.ErrOverflow}},
		// "en32g" is 1113984: n = 0x110000; "ib9b" 55168: n = 0xD800.
		{"en32g", &bootstring.Error{Offset: 0, Err: bootstring.ErrOutOfRange}},
		{"dn32g", nil},
		{"ib9b", &bootstring.Error{Offset: 0, Err: bootstring.ErrSurrogate}},
		{"ab\u00e9-xyz", &bootstring.Error{Offset: 2, Err: bootstring.ErrNonBasic}},
		{"abc-z", &bootstring.Error{Offset: 5, Err: bootstring.ErrTruncated}},
		{"-abc", &bootstring.Error{Offset: 0, Err: bootstring.ErrInvalidDigit}},
		{strings.Repeat("a", bootstring.MaxLen+1), &bootstring.Error{Offset: bootstring.MaxLen, Err: bootstring.ErrTooLong}},
	} {
		if _, _, _, err := p.Decode(tc.in); !sameError(err, tc.want) {
			t.Errorf("Decode(%.20q) = %v; want %v", tc.in, err, tc.want)
		}
	}
	// A large initial bias keeps t = tmin = 1, so the weight 35^j passes
	// 2^32-1 after the seventh "b" (value 1) while i is still below it.
	high := bootstring.Punycode
	high.InitialBias = 36 * 35
	want := &bootstring.Error{Offset: 6, Err: bootstring.ErrOverflow}
	if _, _, _, err := high.Decode("bbbbbbbb"); !sameError(err, want) {
		t.Errorf("Decode(bbbbbbbb) with bias 1260 = %v; want %v", err, want)
	}
	// The encoder's first delta is (0x10FFFF - 0x80) * (b + 1) for b basic
	// code points before U+10FFFF: 4,294,404,465 for b = 3854, and
	// 4,295,518,448 > 2^32-1 for b = 3855.
	for b, want := range map[int]error{3854: nil, 3855: &bootstring.Error{Offset: 3855, Err: bootstring.ErrOverflow}} {
		rs := append([]rune(strings.Repeat("a", b)), 0x10FFFF)
		if _, _, err := p.Encode(rs, nil); !sameError(err, want) {
			t.Errorf("Encode(%d × a, U+10FFFF) = %v; want %v", b, err, want)
		}
	}
	// With maxint = 2^31-1 the first delta of U+10FFFF after 1927 basic
	// code points, 1113983 * 1928 = 2,147,759,224, overflows; after 1926,
	// 2,146,645,241, does not.
	small := bootstring.Punycode
	small.MaxInt = 1<<31 - 1
	for b, want := range map[int]error{1926: nil, 1927: &bootstring.Error{Offset: 1927, Err: bootstring.ErrOverflow}} {
		rs := append([]rune(strings.Repeat("a", b)), 0x10FFFF)
		if _, _, err := small.Encode(rs, nil); !sameError(err, want) {
			t.Errorf("maxint 2^31-1: Encode(%d × a, U+10FFFF) = %v; want %v", b, err, want)
		}
	}
}

// TestEncodeErrors checks the inputs that Encode refuses.
func TestEncodeErrors(t *testing.T) {
	p := bootstring.Punycode
	for _, tc := range []struct {
		rs    []rune
		upper []bool
		want  error
	}{
		{[]rune{'a', 0xD800}, nil, &bootstring.Error{Offset: 1, Err: bootstring.ErrSurrogate}},
		{[]rune{0x110000}, nil, &bootstring.Error{Offset: 0, Err: bootstring.ErrOutOfRange}},
		{[]rune{-1}, nil, &bootstring.Error{Offset: 0, Err: bootstring.ErrOutOfRange}},
		{[]rune{'a', 'b'}, []bool{true}, &bootstring.Error{Offset: 1, Err: bootstring.ErrCaseFlags}},
		{[]rune{'a'}, []bool{true, false}, &bootstring.Error{Offset: 1, Err: bootstring.ErrCaseFlags}},
		{make([]rune, bootstring.MaxLen+1), nil, &bootstring.Error{Offset: bootstring.MaxLen, Err: bootstring.ErrTooLong}},
	} {
		if _, _, err := p.Encode(tc.rs, tc.upper); !sameError(err, tc.want) {
			t.Errorf("Encode(%.8U, %v) = %v; want %v", tc.rs, tc.upper, err, tc.want)
		}
	}
	bad := p
	bad.Damp = 1
	if _, _, err := bad.Encode([]rune{'a'}, nil); !errors.Is(err, bootstring.ErrInvalidParams) {
		t.Errorf("Encode with damp 1: %v; want ErrInvalidParams", err)
	}
	if _, _, _, err := bad.Decode("a"); !errors.Is(err, bootstring.ErrInvalidParams) {
		t.Errorf("Decode with damp 1: %v; want ErrInvalidParams", err)
	}
}

func sameError(got, want error) bool {
	if got == nil || want == nil {
		return got == nil && want == nil
	}
	var g, w *bootstring.Error
	return errors.As(got, &g) && errors.As(want, &w) && *g == *w
}
