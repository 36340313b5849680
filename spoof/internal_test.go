package spoof

import (
	"slices"
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// decomposed returns the output of forEachDecomposed, put in canonical order
// (a stable sort by combining class of each run of non-starters).
func decomposed(s string) string {
	type cp struct {
		r   rune
		ccc uint8
	}
	var all []cp
	forEachDecomposed(s, func(r rune, ccc uint8) bool {
		all = append(all, cp{r, ccc})
		return true
	})
	for i := 0; i < len(all); {
		if all[i].ccc == 0 {
			i++
			continue
		}
		j := i
		for j < len(all) && all[j].ccc != 0 {
			j++
		}
		slices.SortStableFunc(all[i:j], func(a, b cp) int { return int(a.ccc) - int(b.ccc) })
		i = j
	}
	var b []byte
	for _, c := range all {
		b = utf8.AppendRune(b, c.r)
	}
	return string(b)
}

func TestForEachDecomposed(t *testing.T) {
	for _, s := range []string{"", "abc", "b\u00fccher", "\u1e69\u0301", "\ud55c\uad6d\uac00", "\u01c4", "\u0958",
		"\u1e0b\u0323", "a\u0301\u0323\u0300", "\u2126\u212b\u212a", "\u0f73\u0f75\u0f81", "\U0001d15e"} {
		if got, want := decomposed(s), norm.NFD.String(s); got != want {
			t.Errorf("forEachDecomposed(%+q) gives %+q, NFD is %+q", s, got, want)
		}
	}
	// Invalid UTF-8 becomes U+FFFD, byte by byte.
	if got := decomposed("a\xff\xfe"); got != "a\ufffd\ufffd" {
		t.Errorf("got %+q", got)
	}
}

func FuzzForEachDecomposed(f *testing.F) {
	for _, s := range []string{"b\u00fccher", "\u1e69\u0301", "\ud55c\uad6d", "\u0f73\u0f75"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !utf8.ValidString(s) {
			return
		}
		want := norm.NFD.String(s)
		if slices.Contains([]rune(want), 0x34F) && !slices.Contains([]rune(s), 0x34F) {
			return // norm inserted U+034F to keep the text stream-safe
		}
		if got := decomposed(s); got != want {
			t.Fatalf("forEachDecomposed(%+q) gives %+q, NFD is %+q", s, got, want)
		}
	})
}

// FuzzLooksLikeASCII checks the streaming look-alike test against the
// skeleton it avoids building.
func FuzzLooksLikeASCII(f *testing.F) {
	for _, s := range []string{"\u0430\u0440\u0440\u04cf\u0435", "apple", "\u0131l\u0131k", "\u212a", "\u043f\u0440\u0438", "a\u200b", "\u200b", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		sk := Skeleton(s)
		want := sk != ""
		for i := 0; i < len(sk); i++ {
			if c := sk[i]; c >= utf8.RuneSelf || !ldhSkeleton[c] {
				want = false
			}
		}
		if got := looksLikeASCII(s); got != want {
			t.Fatalf("looksLikeASCII(%+q) = %v, but the skeleton is %+q", s, got, sk)
		}
	})
}

// TestSurelyIDNA2008 checks the shortcut of appendIDNA2008 against idna:
// every character that surelyIDNA2008 lets through alone is one that the
// IDNA2008 conversion accepts alone, and labels it accepts are accepted by
// the conversion too.
func TestSurelyIDNA2008(t *testing.T) {
	failures := 0
	for r := rune(0x80); r <= utf8.MaxRune; r++ {
		s := string(r)
		if !surelyIDNA2008(s) || validIDNA2008(s) {
			continue
		}
		t.Errorf("surelyIDNA2008(%+q) = true, but the IDNA2008 conversion fails", s)
		if failures++; failures == 10 {
			t.Fatal("too many failures")
		}
	}
	for _, tt := range []struct {
		label string
		want  bool // the result of surelyIDNA2008
	}{
		{"b\u00fccher", true},
		{"\u043f\u0440\u0438\u043c\u0435\u0440", true},
		{"\u4f8b\u3048", true},
		{"a-1", true},
		{"l\u00b7l", false},        // CONTEXTO: idna decides
		{"a\u30fbb", false},        // CONTEXTO
		{"abc\u2010def", false},    // not in the identifier profile
		{"B\u00fccher", false},     // upper case
		{"bu\u0308cher", false},    // not NFC
		{"\u0301a", false},         // leading mark
		{"xn--b\u00fccher", false}, // an A-label prefix
		{"a_b\u00fc", false},       // ASCII outside LDH
	} {
		if got := surelyIDNA2008(tt.label); got != tt.want {
			t.Errorf("surelyIDNA2008(%+q) = %v, want %v", tt.label, got, tt.want)
		}
		if tt.want && !validIDNA2008(tt.label) {
			t.Errorf("surelyIDNA2008(%+q) = true, but the IDNA2008 conversion fails", tt.label)
		}
	}
}

// TestLatinDecomp: decompose gives for every code point of latinDecomp's
// range what norm's tables give.
func TestLatinDecomp(t *testing.T) {
	for r := rune(utf8.RuneSelf); r < latinDecompEnd; r++ {
		var got, want []rune
		var gotCCC, wantCCC []uint8
		decompose(string(r), r, func(c rune, ccc uint8) bool {
			got, gotCCC = append(got, c), append(gotCCC, ccc)
			return true
		})
		for _, c := range norm.NFD.String(string(r)) {
			want, wantCCC = append(want, c), append(wantCCC, norm.NFD.PropertiesString(string(c)).CCC())
		}
		if !slices.Equal(got, want) || !slices.Equal(gotCCC, wantCCC) {
			t.Errorf("decompose(%U) gives %U %v, norm %U %v", r, got, gotCCC, want, wantCCC)
		}
	}
}

// TestDefaultIgnorableGap: no Default_Ignorable_Code_Point lies between
// U+00AD and U+034F, which isDefaultIgnorable skips, and digitZero finds
// no digit below firstDigit.
func TestDefaultIgnorableGap(t *testing.T) {
	for _, r := range []rune{0xAD, 0x34F} {
		if !isDefaultIgnorableSlow(r) {
			t.Errorf("%U is not Default_Ignorable_Code_Point", r)
		}
	}
	for r := rune(0xAE); r < 0x34F; r++ {
		if isDefaultIgnorableSlow(r) {
			t.Errorf("%U is Default_Ignorable_Code_Point, which isDefaultIgnorable skips", r)
		}
	}
	for r := rune(utf8.RuneSelf); r < firstDigit; r++ {
		if unicode.Is(unicode.Nd, r) {
			t.Errorf("%U is a digit below firstDigit %U", r, firstDigit)
		}
	}
}

// TestCombiningBlock: U+0300 to U+036F are all nonspacing marks, as
// isMark and isNonspacingMark take them, and nothing below is a mark.
func TestCombiningBlock(t *testing.T) {
	for r := rune(0); r < combiningEnd; r++ {
		mn, me := unicode.Is(unicode.Mn, r), unicode.Is(unicode.Me, r)
		if isNonspacingMark(r) != mn || isMark(r) != (mn || me) {
			t.Errorf("%U: isNonspacingMark %v, isMark %v; unicode says Mn %v, Me %v", r, isNonspacingMark(r), isMark(r), mn, me)
		}
	}
}

// TestLowNFC: a string of characters below U+0300 is NFC, as
// surelyIDNA2008 takes it, whatever their order: each is a starter that
// the quick check passes.
func TestLowNFC(t *testing.T) {
	var all, rev []rune
	for r := rune(0); r < 0x300; r++ {
		if c := norm.NFC.PropertiesString(string(r)).CCC(); c != 0 {
			t.Errorf("%U has combining class %d", r, c)
		}
		all = append(all, r)
		rev = append([]rune{r}, rev...)
	}
	for _, s := range []string{string(all), string(rev)} {
		if n := norm.NFC.QuickSpanString(s); n != len(s) {
			t.Errorf("the NFC quick span of the characters below U+0300 ends at byte %d of %d", n, len(s))
		}
	}
}
