package punycode_test

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/xn-go/xn/punycode"
)

// The tests in this file compare the package with package bootstring
// (oracle_test.go) on generated inputs: the short forms, the O(n log n)
// forms for long inputs, mixed case, traces, errors and their offsets.

// sameError reports whether got and want are both nil, or are both *Error
// with the same sentinel and offset.
func sameError(got, want error) bool {
	if got == nil || want == nil {
		return got == nil && want == nil
	}
	var g, w *punycode.Error
	return errors.As(got, &g) && errors.As(want, &w) && g.Err == w.Err && g.Offset == w.Offset
}

// pools of code points for generated strings.
var runePools = [][2]rune{
	{'a', 'z'}, {'A', 'Z'}, {'0', '9'}, {'-', '-'}, {0, 0x7F},
	{0x80, 0xFF}, {0x100, 0x24F}, {0x400, 0x4FF}, {0x4E00, 0x9FFF},
	{0xAC00, 0xD7A3}, {0xE000, 0xFFFF}, {0x10000, 0x1FFFF}, {0x10FF00, 0x10FFFF},
}

func randomRunes(rng *rand.Rand, n int) []rune {
	// A few pools per string, so that code points repeat.
	pools := make([][2]rune, 1+rng.IntN(3))
	for i := range pools {
		pools[i] = runePools[rng.IntN(len(runePools))]
	}
	rs := make([]rune, n)
	for i := range rs {
		p := pools[rng.IntN(len(pools))]
		rs[i] = p[0] + rng.Int32N(p[1]-p[0]+1)
	}
	return rs
}

func randomFlags(rng *rand.Rand, n int) []bool {
	f := make([]bool, n)
	for i := range f {
		f[i] = rng.IntN(2) == 0
	}
	return f
}

// randomEncoded returns a string that looks like Punycode: mostly digits,
// sometimes a literal portion, uppercase letters and stray bytes.
func randomEncoded(rng *rand.Rand, n int) string {
	const alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	var sb strings.Builder
	if rng.IntN(3) == 0 {
		for range rng.IntN(8) {
			sb.WriteByte(byte(rng.IntN(0x80)))
		}
		sb.WriteByte('-')
	}
	for range n {
		switch x := rng.IntN(100); {
		case x < 2:
			sb.WriteByte(byte(rng.IntN(256)))
		case x < 3:
			sb.WriteByte('-')
		default:
			sb.WriteByte(alphabet[rng.IntN(len(alphabet))])
		}
	}
	return sb.String()
}

func checkEncode(t *testing.T, rs []rune, upper []bool) {
	t.Helper()
	want, wantSteps, wantErr := refPunycode.roundTrip(rs, upper)
	s := string(rs)
	var wantByteErr error
	if wantErr != nil {
		e := *wantErr.(*punycode.Error)
		if e.Err != punycode.ErrSurrogate && e.Err != punycode.ErrOutOfRange {
			e.Offset = len(string(rs[:e.Offset]))
		}
		wantByteErr = &e
	}
	if upper != nil {
		got, err := punycode.EncodeMixedCase(s, upper)
		if got != want || !sameError(err, wantByteErr) {
			t.Fatalf("EncodeMixedCase(%+q, %v) = %q, %v; want %q, %v", s, upper, got, err, want, wantByteErr)
		}
		return
	}
	got, err := punycode.AppendEncodeRunes(nil, rs)
	if string(got) != want || !sameError(err, wantErr) {
		t.Fatalf("AppendEncodeRunes(%+q) = %q, %v; want %q, %v", rs, got, err, want, wantErr)
	}
	if wantErr != nil && (errors.Is(wantErr, punycode.ErrSurrogate) || errors.Is(wantErr, punycode.ErrOutOfRange)) {
		return // not expressible as UTF-8
	}
	gotS, err := punycode.Encode(s)
	if gotS != want || !sameError(err, wantByteErr) {
		t.Fatalf("Encode(%+q) = %q, %v; want %q, %v", s, gotS, err, want, wantByteErr)
	}
	var steps []punycode.Step
	gotS, err = punycode.EncodeTrace(s, func(st punycode.Step) { steps = append(steps, st) })
	if gotS != want || !sameError(err, wantByteErr) {
		t.Fatalf("EncodeTrace(%+q) = %q, %v; want %q, %v", s, gotS, err, want, wantByteErr)
	}
	if err == nil && !slices.Equal(steps, wantSteps) {
		t.Fatalf("EncodeTrace(%+q) steps\n%v\nwant\n%v", s, steps, wantSteps)
	}
	got, err = punycode.AppendEncode([]byte("prefix"), s)
	if wantByteErr == nil && string(got) != "prefix"+want || !sameError(err, wantByteErr) {
		t.Fatalf("AppendEncode(%+q) = %q, %v; want %q, %v", s, got, err, want, wantByteErr)
	}
}

func checkDecode(t *testing.T, s string) {
	t.Helper()
	wantRunes, wantUpper, wantSteps, wantErr := refPunycode.decode(s)
	want := string(wantRunes)
	got, err := punycode.Decode(s)
	if got != want || !sameError(err, wantErr) {
		t.Fatalf("Decode(%q) = %+q, %v; want %+q, %v", s, got, err, want, wantErr)
	}
	got, upper, err := punycode.DecodeMixedCase(s)
	if got != want || !slices.Equal(upper, wantUpper) || !sameError(err, wantErr) {
		t.Fatalf("DecodeMixedCase(%q) = %+q, %v, %v; want %+q, %v, %v", s, got, upper, err, want, wantUpper, wantErr)
	}
	var steps []punycode.Step
	_, err = punycode.DecodeTrace(s, func(st punycode.Step) { steps = append(steps, st) })
	if !sameError(err, wantErr) || err == nil && !slices.Equal(steps, wantSteps) {
		t.Fatalf("DecodeTrace(%q) steps\n%v, %v\nwant\n%v, %v", s, steps, err, wantSteps, wantErr)
	}
	rs, err := punycode.AppendDecodeRunes([]rune("prefix"), s)
	if wantErr == nil {
		want = "prefix" + want
	} else {
		want = "prefix"
	}
	if string(rs) != want || !sameError(err, wantErr) {
		t.Fatalf("AppendDecodeRunes(%q) = %+q, %v; want %+q, %v", s, rs, err, want, wantErr)
	}
	b, err := punycode.AppendDecode([]byte("prefix"), s)
	if string(b) != want || !sameError(err, wantErr) {
		t.Fatalf("AppendDecode(%q) = %+q, %v; want %+q, %v", s, b, err, want, wantErr)
	}
}

// TestAgainstReference compares every encoder and decoder with bootstring
// on random inputs.
func TestAgainstReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	// Lengths on both sides of the switch to the O(n log n) forms.
	lengths := []int{0, 1, 2, 3, 5, 8, 13, 20, 24, 25, 40, 64, 65, 100, 255, 256, 257, 300, 600}
	if testing.Short() {
		lengths = lengths[:14]
	}
	for _, n := range lengths {
		reps := 30
		if n > 100 {
			reps = 5 // the reference is O(n^2)
		}
		for range reps {
			rs := randomRunes(rng, n)
			checkEncode(t, rs, nil)
			checkEncode(t, rs, randomFlags(rng, n))
			// Decode what the reference encoded (long inputs too), with
			// some digits changed to uppercase.
			enc, _, err := refPunycode.encode(rs, randomFlags(rng, n))
			if err == nil {
				checkDecode(t, enc)
			}
			checkDecode(t, randomEncoded(rng, n%40))
		}
	}
}

// TestAgainstReferenceLong decodes inputs longer than the direct decoder's
// limit, with many insertions at the front (the O(n^2) case of the direct
// algorithm).
func TestAgainstReferenceLong(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, n := range []int{1100, 2000, 3000} {
		rs := randomRunes(rng, n)
		slices.Sort(rs)
		slices.Reverse(rs) // descending: each code point goes in front
		checkEncode(t, rs, nil)
		enc, _, err := refPunycode.encode(rs, nil)
		if err != nil {
			continue
		}
		if len(enc) <= 1024 {
			t.Fatalf("encoded length %d does not reach the long decoder", len(enc))
		}
		checkDecode(t, enc)
	}
	// Basic code points only, and no delimiter.
	checkDecode(t, strings.Repeat("ab", 700)+"-")
	checkDecode(t, strings.Repeat("a", 1500))
}

// TestEncoderRefusesUndecodable checks the one place where the encoders
// are stricter than RFC 3492 section 6.3: an output that the decoder of
// section 6.2 would reject with an overflow. In this input the second delta
// is at most 2^32-1, but the decoder adds it to i = 3901 (the index after
// the first insertion) and overflows. The input was found by a search with
// the reference implementation; the test shows both halves with it.
func TestEncoderRefusesUndecodable(t *testing.T) {
	s := strings.Repeat("a", 778) + "\U0010CC25" + strings.Repeat("a", 3900-778) + "\u0080"
	rs := []rune(s)
	enc, _, err := refPunycode.encode(rs, nil)
	if err != nil {
		t.Fatalf("reference encoder: %v", err)
	}
	if _, _, _, derr := refPunycode.decode(enc); !errors.Is(derr, punycode.ErrOverflow) {
		t.Fatalf("reference decoder on the RFC encoding %q: %v, want an overflow", enc[3900:], derr)
	}
	want := &punycode.Error{Offset: 778, Err: punycode.ErrOverflow}
	if got, err := punycode.Encode(s); !sameError(err, want) {
		t.Errorf("Encode = %q, %v; want %v", got, err, want)
	}
	if got, err := punycode.AppendEncodeRunes(nil, rs); !sameError(err, want) {
		t.Errorf("AppendEncodeRunes = %q, %v; want %v", got, err, want)
	}
	checkEncode(t, rs, nil)
}

func TestRunesValidity(t *testing.T) {
	for _, tc := range []struct {
		rs   []rune
		want error
	}{
		{[]rune{'a', 0xD800}, &punycode.Error{Offset: 1, Err: punycode.ErrSurrogate}},
		{[]rune{0xDFFF}, &punycode.Error{Offset: 0, Err: punycode.ErrSurrogate}},
		{[]rune{'a', 'b', utf8.MaxRune + 1}, &punycode.Error{Offset: 2, Err: punycode.ErrOutOfRange}},
		{[]rune{-1}, &punycode.Error{Offset: 0, Err: punycode.ErrOutOfRange}},
	} {
		if got, err := punycode.AppendEncodeRunes([]byte("x"), tc.rs); string(got) != "x" || !sameError(err, tc.want) {
			t.Errorf("AppendEncodeRunes(%U) = %q, %v; want %q, %v", tc.rs, got, err, "x", tc.want)
		}
		checkEncode(t, tc.rs, nil)
	}
}
