package punycode_test

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/xn-go/xn/punycode"
)

// The tests in this file run the package on inputs of up to MaxLen that are
// built to be slow for the direct algorithms of RFC 3492: many distinct code
// points (one pass each in the encoder) and insertions at the front (a move
// of the whole output each in the decoder). They check results, not time;
// BenchmarkHostile measures the time.

// distinctRunes returns n distinct non-ASCII code points in random order.
func distinctRunes(n int, seed uint64) []rune {
	rs := make([]rune, 0, n)
	for r := rune(0x4E00); len(rs) < n; r++ {
		if r == 0xD800 {
			r = 0xE000
		}
		rs = append(rs, r)
	}
	rng := rand.New(rand.NewPCG(seed, seed))
	rng.Shuffle(len(rs), func(i, j int) { rs[i], rs[j] = rs[j], rs[i] })
	return rs
}

// descending returns n code points in descending order: the decoder inserts
// each one in front of the others.
func descending(n int) []rune {
	rs := make([]rune, n)
	for i := range rs {
		rs[i] = rune(0x4E00 + n - i)
	}
	return rs
}

func TestHostileRoundTrip(t *testing.T) {
	sizes := []int{5000, 100000}
	if testing.Short() {
		sizes = sizes[:1]
	}
	for _, n := range sizes {
		for name, rs := range map[string][]rune{"distinct": distinctRunes(n, 1), "descending": descending(n)} {
			s := string(rs)
			enc, err := punycode.Encode(s)
			if err != nil {
				t.Fatalf("%s %d: Encode: %v", name, n, err)
			}
			dec, err := punycode.Decode(enc)
			if err != nil || dec != s {
				t.Fatalf("%s %d: Decode(Encode(s)) differs from s (err %v)", name, n, err)
			}
		}
	}
}

func TestHostileDecode(t *testing.T) {
	// 1 MiB of "a": each "a" is the delta 0, which inserts U+0080 after
	// the previous one.
	got, err := punycode.Decode(strings.Repeat("a", punycode.MaxLen))
	if err != nil || got != strings.Repeat("\u0080", punycode.MaxLen) {
		t.Errorf("Decode(MaxLen × a): %d bytes, %v; want MaxLen × U+0080", len(got), err)
	}
	// 1 MiB of "9" overflows at the eighth digit.
	want := &punycode.Error{Offset: 7, Err: punycode.ErrOverflow}
	if _, err := punycode.Decode(strings.Repeat("9", punycode.MaxLen)); !sameError(err, want) {
		t.Errorf("Decode(MaxLen × 9): %v; want %v", err, want)
	}
	// Over MaxLen: rejected at once.
	want = &punycode.Error{Offset: punycode.MaxLen, Err: punycode.ErrTooLong}
	if _, err := punycode.Decode(strings.Repeat("a", 10*punycode.MaxLen)); !sameError(err, want) {
		t.Errorf("Decode(10 MiB): %v; want %v", err, want)
	}
}

func TestHostileEncode(t *testing.T) {
	// 1 MiB of distinct code points: the encoding passes MaxLen bytes
	// before the end.
	rs := distinctRunes(punycode.MaxLen/3, 2)
	s := string(rs)
	_, err := punycode.Encode(s)
	if !errorsIs(err, punycode.ErrTooLong) {
		t.Errorf("Encode(1 MiB distinct): %v; want ErrTooLong", err)
	}
	// Half of it fits.
	half := string(rs[:len(rs)/2])
	enc, err := punycode.Encode(half)
	if err != nil || len(enc) > punycode.MaxLen {
		t.Fatalf("Encode(512 KiB distinct): %d bytes, %v", len(enc), err)
	}
	if dec, err := punycode.Decode(enc); dec != half || err != nil {
		t.Errorf("Decode(Encode(512 KiB distinct)) differs (err %v)", err)
	}
	// Over MaxLen code points: rejected before any work.
	big := strings.Repeat("é", punycode.MaxLen+1)
	if _, err := punycode.Encode(big); !errorsIs(err, punycode.ErrTooLong) {
		t.Errorf("Encode(MaxLen+1 code points): %v; want ErrTooLong", err)
	}
	if utf8.RuneCountInString(big) != punycode.MaxLen+1 {
		t.Fatal("bad test input")
	}
}

func errorsIs(err, target error) bool {
	e, ok := err.(*punycode.Error)
	return ok && e.Err == target
}
