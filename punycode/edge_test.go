package punycode_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/xn-go/xn/internal/bootstring"
	"github.com/xn-go/xn/punycode"
)

// The edge cases of RFC 3492's arithmetic, in one table that runs through
// every decoder and encoder the package keeps (the public functions, the
// internal strategies: the short decoder, the inserting
// decoder, and the decoder past its budget of moved code points), with the
// package bootstring (oracle_test.go) giving every expected result.

// refDigits writes v as a generalized variable-length integer for bias
// (RFC 3492 section 3.3), as the reference encoder does, but for any v,
// including values past 2^32-1 that no encoder writes.
func refDigits(v, bias uint64) string {
	var b []byte
	for k := uint64(36); ; k += 36 {
		t := refPunycode.t(k, bias)
		if v < t {
			break
		}
		b = append(b, bootstring.Punycode.Digits[t+(v-t)%(36-t)])
		v = (v - t) / (36 - t)
	}
	return string(append(b, bootstring.Punycode.Digits[v]))
}

// edgeContext is a valid encoding after which the decoder's state is known:
// oldi (i before the next integer), bias, the length of the string so far
// and the last code point n.
type edgeContext struct {
	name string
	s    string
}

func (c edgeContext) state(t *testing.T) (oldi, bias, length, n uint64) {
	t.Helper()
	rs, _, steps, err := refPunycode.decode(c.s)
	if err != nil {
		t.Fatalf("context %s: %v", c.name, err)
	}
	bias, n = 72, 0x80
	if len(steps) > 0 {
		last := steps[len(steps)-1]
		oldi, bias, n = uint64(last.Index+1), uint64(last.Bias), uint64(last.CodePoint)
	}
	return oldi, bias, uint64(len(rs)), n
}

// edgeContexts put the decoder in the states each strategy starts from: a
// fresh state, a literal portion (a delimiter) and one insertion, the
// largest output that the short decoder takes, input past its length limit,
// and input past decodeDirectMax bytes whose insertions at the front use up
// the budget of moved code points (so that the integers after it are read
// by the post-budget path), or at the end (never out of budget).
func edgeContexts(t *testing.T) []edgeContext {
	enc := func(rs []rune) string {
		s, _, err := refPunycode.encode(rs, nil)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	ascending := func(n int) []rune {
		rs := make([]rune, n)
		for i := range rs {
			rs[i] = rune(0x4E00 + i)
		}
		return rs
	}
	ctxs := []edgeContext{
		{"fresh", ""},
		{"literal", "ab-"},
		{"literal+front", enc([]rune("üab"))},
		{"short-full", enc(append(descending(maxShortTest-2), 'a'))},
		{"past-short-length", enc(append([]rune(strings.Repeat("x", punycode.ShortDecodeMax)), 'é'))},
		{"past-budget", enc(descending(1200))},
		{"long-at-end", enc(ascending(1200))},
	}
	if s := ctxs[len(ctxs)-2].s; len(s) <= punycode.DecodeDirectMax {
		t.Fatalf("past-budget context of %d bytes, want more than %d", len(s), punycode.DecodeDirectMax)
	}
	return ctxs
}

// maxShortTest is the number of code points that the short decoder and
// encoder take at most.
const maxShortTest = 64

// edgeIntegers returns the integers to append to a context with the given
// state: i reaching 2^32-1 exactly and one past it, n reaching U+10FFFF,
// U+110000, both ends of the surrogates, and 2^32-1 and 2^32 (out of range
// and overflow, from a fresh state), and runs of digits that
// overflow at every digit position at which an integer can overflow, are
// truncated, or meet an invalid digit.
func edgeIntegers(oldi, bias, length, n uint64) []string {
	const maxInt = 1<<32 - 1
	var ints []string
	for _, v := range []uint64{maxInt - oldi - 1, maxInt - oldi, maxInt - oldi + 1, maxInt - oldi + 2, 1 << 40} {
		ints = append(ints, refDigits(v, bias))
	}
	// The code point c inserted at index 0 of a string of length+1.
	for _, c := range []uint64{0x10FFFF, 0x110000, 0xD7FF, 0xD800, 0xDFFF, 0xE000, n, n + 1, maxInt, maxInt + 1} {
		if c >= n && (c-n)*(length+1) >= oldi {
			ints = append(ints, refDigits((c-n)*(length+1)-oldi, bias))
		}
	}
	// j-1 smallest digits that do not end the integer, then a large
	// one, a small one, an invalid one and none.
	for j := 1; j <= 12; j++ {
		var pre strings.Builder
		w := uint64(1)
		for k := uint64(36); k < uint64(36*j); k += 36 {
			th := refPunycode.t(k, bias)
			pre.WriteByte(bootstring.Punycode.Digits[th])
			w *= 36 - th
		}
		p := pre.String()
		ints = append(ints, p+"9", p+"9a", p+"z", p+"a", p+"!", p, strings.Repeat("9", j)+"a")
	}
	return ints
}

// TestEdgeCases runs the table through every decoding path and checks
// that it reaches what it is meant to: overflows at several digit
// positions, i equal to 2^32-1 without overflow, the largest code point.
func TestEdgeCases(t *testing.T) {
	var inputs []string
	for _, smp := range loadSamples(t) {
		inputs = append(inputs, smp.mixed, smp.plain)
	}
	overflowAt := map[int]bool{} // digit positions in an integer
	var reachedMaxI, reachedMaxRune bool
	for _, ctx := range edgeContexts(t) {
		oldi, bias, length, n := ctx.state(t)
		inputs = append(inputs, ctx.s)
		for _, e := range edgeIntegers(oldi, bias, length, n) {
			s := ctx.s + e
			inputs = append(inputs, s)
			rs, _, steps, err := refPunycode.decode(s)
			var pe *punycode.Error
			switch {
			case errors.As(err, &pe) && pe.Err == punycode.ErrOverflow && pe.Offset > len(ctx.s):
				overflowAt[pe.Offset-len(ctx.s)] = true
			case err == nil && slices.Contains(rs, 0x10FFFF):
				reachedMaxRune = true
			}
			if len(steps) > 0 && uint64(steps[len(steps)-1].Delta)+oldi == 1<<32-1 {
				reachedMaxI = true
			}
			if err != nil && !errors.As(err, &pe) {
				t.Fatal(err)
			}
			if errors.Is(err, punycode.ErrOutOfRange) && strings.HasPrefix(e, refDigits(1<<32-1-oldi, bias)) {
				reachedMaxI = true
			}
		}
		// Delimiters: none, first, last, twice, alone.
		inputs = append(inputs, "-"+ctx.s, ctx.s+"-", "a-"+ctx.s, "--"+ctx.s)
	}
	if len(overflowAt) < 3 || !reachedMaxI || !reachedMaxRune {
		t.Fatalf("the table reaches overflow at digit positions %v, i = 2^32-1: %v, U+10FFFF: %v; want 3 positions and both",
			overflowAt, reachedMaxI, reachedMaxRune)
	}
	t.Logf("%d inputs; overflow at digit positions %v", len(inputs), overflowAt)
	for _, s := range inputs {
		checkDecode(t, s)
		want, _, _, wantErr := refPunycode.decode(s)
		for _, p := range punycode.DecodePaths {
			got, err := p.Decode(s)
			if err == punycode.ErrDeclined {
				if wantErr == nil && len(want) <= maxShortTest && len(s) <= punycode.ShortDecodeMax {
					t.Fatalf("%s declines %.60q, which decodes to %d code points", p.Name, s, len(want))
				}
				continue
			}
			if p.Name == "pShort" && err != nil {
				t.Fatalf("%s(%.60q): %v", p.Name, s, err)
			}
			if !sameError(err, wantErr) || wantErr == nil && !slices.Equal(got, want) {
				t.Fatalf("%s(%.60q) = %.20q, %v; want %.20q, %v", p.Name, s, got, err, want, wantErr)
			}
		}
	}
}

// TestEncodeEdgeCases runs the encoding edge cases through every encoder
// (public functions, trace; the short and long strategies by
// length) against the reference: the samples, the largest code point,
// the first delta that overflows (3855 "a" and U+10FFFF) and the last one
// that does not, the delta that encodes but does not decode, delimiters in
// the literal portion, and the lengths around the switches of strategies.
func TestEncodeEdgeCases(t *testing.T) {
	var inputs [][]rune
	for _, smp := range loadSamples(t) {
		inputs = append(inputs, smp.runes)
	}
	a := func(n int, tail ...rune) []rune {
		return append([]rune(strings.Repeat("a", n)), tail...)
	}
	undecodable := a(3900, 0x80)
	undecodable = slices.Insert(undecodable, 778, 0x10CC25)
	inputs = append(inputs,
		[]rune{0x10FFFF}, []rune{0x80}, []rune{0x10FFFF, 0x80, 0x10FFFF},
		a(3854, 0x10FFFF), a(3855, 0x10FFFF), undecodable,
		[]rune("-"), []rune("-ü"), []rune("a-b-ü"), []rune("ü-"), []rune("--"),
	)
	for _, n := range []int{punycode.ScanEncodeMax, punycode.ScanEncodeMax + 1, maxShortTest - 1, maxShortTest, maxShortTest + 1, 5000} {
		inputs = append(inputs, descending(n), a(n-1, 0x10FFFF), slices.Concat(descending(n/2), a(n/2)))
	}
	var overflowed bool
	for _, rs := range inputs {
		if _, _, err := refPunycode.roundTrip(rs, nil); errors.Is(err, punycode.ErrOverflow) {
			overflowed = true
		}
		checkEncode(t, rs, nil)
	}
	if !overflowed {
		t.Fatal("no input overflows")
	}
}
