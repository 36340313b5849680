package punycode_test

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/xn-go/xn/punycode"
)

// neverFails is the number of code points up to which Encode cannot fail on
// valid UTF-8. For N code points, the decoder's i before a division is at
// most (0x10FFFF - 0x80 + 2) * N, and the weight of a last digit at most 35
// times i (every other digit is at least t >= 1 times its weight). With
// N = 110, 35 * 1113985 * 110 < 2^32.
const neverFails = 110

// seeds are inputs for the fuzz targets, each with a reason.
var seeds = []string{
	"",                                 // empty
	"a",                                // one basic code point
	"bücher",                           // a typical label
	"b\u00fccher-kva",                  // a hyphen in the Unicode string
	"\u4ed6\u4eec\u4e3a\u4ec0\u4e48",   // CJK, distinct code points
	"\U0010FFFF\u0080",                 // the extremes of the code space
	"\uFFFD",                           // the replacement character itself
	"---",                              // delimiters only
	"a\xffb",                           // invalid UTF-8
	"\xed\xa0\x80",                     // a UTF-8 encoded surrogate
	"MajiでKoiする5秒前",                    // mixed case and scripts
	strings.Repeat("\u00e9", 70),       // past the short encoder
	"ihqwcrb4cv8a8dqg056pqjye",         // a Punycode string (sample B)
	"b1abfaaepdrnnbgefbaDotcwatmq2g4l", // mixed-case annotation (sample I)
	"3B-ww4c5e180e575a65lsy2b",         // literal portion (sample L)
	"-> $1.00 <--",                     // basic code points only (sample S)
	"ib9b",                             // decodes to a surrogate
	"en32g",                            // decodes above U+10FFFF
	"k0902716a",                        // n overflows
	"99999999",                         // i overflows
	"-abc",                             // delimiter at offset 0
	"ü-abc",                            // non-basic before the delimiter
	"ab-zz",                            // truncated
	"a.b",                              // a dot (x/net splits labels)
}

func FuzzEncode(f *testing.F) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		enc, err := punycode.Encode(s)
		if !utf8.ValidString(s) {
			bad := 0
			for bad < len(s) {
				r, size := utf8.DecodeRuneInString(s[bad:])
				if r == utf8.RuneError && size == 1 {
					break
				}
				bad += size
			}
			want := &punycode.Error{Offset: bad, Err: punycode.ErrInvalidUTF8}
			if !sameError(err, want) || enc != "" {
				t.Fatalf("Encode(%q) = %q, %v; want %v", s, enc, err, want)
			}
			return
		}
		n := utf8.RuneCountInString(s)
		if err != nil {
			if n <= neverFails {
				t.Fatalf("Encode(%q) failed on %d code points: %v", s, n, err)
			}
			if !errors.Is(err, punycode.ErrOverflow) && !errors.Is(err, punycode.ErrTooLong) {
				t.Fatalf("Encode(%q): %v", s, err)
			}
			return
		}
		dec, err := punycode.Decode(enc)
		if dec != s || err != nil {
			t.Fatalf("Decode(Encode(%q)) = %q, %v", s, dec, err)
		}
		// The other forms agree.
		b, err := punycode.AppendEncode([]byte("p"), s)
		if string(b) != "p"+enc || err != nil {
			t.Fatalf("AppendEncode(%q) = %q, %v; want %q", s, b, err, "p"+enc)
		}
		if got, err := punycode.AppendEncodeRunes(nil, []rune(s)); string(got) != enc || err != nil {
			t.Fatalf("AppendEncodeRunes(%q) = %q, %v; want %q", s, got, err, enc)
		}
		// And so does the reference implementation, on short inputs.
		if n <= 300 {
			want, _, werr := refPunycode.roundTrip([]rune(s), nil)
			if want != enc || werr != nil {
				t.Fatalf("reference(%q) = %q, %v; want %q", s, want, werr, enc)
			}
		}
	})
}

func FuzzDecode(f *testing.F) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		dec, err := punycode.Decode(s)
		if len(s) <= 300 { // the reference is O(n^2)
			want, _, _, werr := refPunycode.decode(s)
			if err == nil && dec != string(want) || !sameError(err, werr) {
				t.Fatalf("Decode(%q) = %+q, %v; reference %+q, %v", s, dec, err, string(want), werr)
			}
		}
		if err != nil {
			var e *punycode.Error
			if !errors.As(err, &e) || e.Offset < 0 || e.Offset > len(s) {
				t.Fatalf("Decode(%q): bad error %#v", s, err)
			}
			return
		}
		if !utf8.ValidString(dec) {
			t.Fatalf("Decode(%q) = %q: invalid UTF-8", s, dec)
		}
		// Uniqueness (RFC 3492 section 6.2): re-encoding gives the input,
		// up to the case of the digits.
		enc, err := punycode.Encode(dec)
		if err != nil {
			t.Fatalf("Encode(Decode(%q)) failed: %v", s, err)
		}
		if want := canonical(s); enc != want {
			t.Fatalf("Encode(Decode(%q)) = %q; want %q", s, enc, want)
		}
		// With mixed-case annotation, the case of the last digits and of
		// the literal portion comes back too.
		dec2, upper, err := punycode.DecodeMixedCase(s)
		if dec2 != dec || err != nil || len(upper) != utf8.RuneCountInString(dec) {
			t.Fatalf("DecodeMixedCase(%q) = %q, %v, %v", s, dec2, upper, err)
		}
		enc2, err := punycode.EncodeMixedCase(dec, upper)
		if err != nil || !strings.EqualFold(enc2, s) {
			t.Fatalf("EncodeMixedCase(DecodeMixedCase(%q)) = %q, %v", s, enc2, err)
		}
		if _, upper2, _ := punycode.DecodeMixedCase(enc2); !equalBools(upper, upper2) {
			t.Fatalf("flags of %q: %v, after re-encoding as %q: %v", s, upper, enc2, upper2)
		}
	})
}

// canonical returns s with the digits after the literal portion in
// lowercase, as Encode writes them.
func canonical(s string) string {
	d := strings.LastIndexByte(s, '-')
	if d <= 0 {
		return strings.ToLower(s)
	}
	return s[:d+1] + strings.ToLower(s[d+1:])
}

func equalBools(a, b []bool) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
