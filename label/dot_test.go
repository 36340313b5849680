package label_test

import (
	"bufio"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/xn-go/xn/internal/shareddata"
	"github.com/xn-go/xn/label"
)

// isDot is the reference for IndexDot: the four label separators of RFC
// 3490 section 3.1, written out.
func isDot(r rune) bool {
	return r == '.' || r == 0x3002 || r == 0xFF0E || r == 0xFF61
}

// dotRune reports whether IndexDot finds the code point r, alone, as a dot.
func dotRune(r rune) bool {
	s := string(r)
	i, n := label.IndexDot(s)
	return i == 0 && n == len(s)
}

// TestIndexDotRune: IndexDot finds exactly the four dots, each alone.
func TestIndexDotRune(t *testing.T) {
	tests := []struct {
		r    rune
		want bool
	}{
		{'.', true},
		{0x3002, true}, // IDEOGRAPHIC FULL STOP
		{0xFF0E, true}, // FULLWIDTH FULL STOP
		{0xFF61, true}, // HALFWIDTH IDEOGRAPHIC FULL STOP
		{',', false},
		{0x3001, false}, // IDEOGRAPHIC COMMA
		{0x3003, false}, // DITTO MARK, one past U+3002
		{0xFF0F, false}, // FULLWIDTH SOLIDUS, one past U+FF0E
		{0xFF60, false}, // FULLWIDTH RIGHT WHITE PARENTHESIS, one before U+FF61
		{0xFE52, false}, // SMALL FULL STOP: disallowed in UTS #46, not a separator
		{0x2024, false}, // ONE DOT LEADER
		{0x002E + 0x10000, false},
		{utf8.RuneError, false},
		{-1, false},
	}
	for _, tt := range tests {
		if got := dotRune(tt.r); got != tt.want {
			t.Errorf("IndexDot(%+q) finds a dot: %v, want %v", string(tt.r), got, tt.want)
		}
	}
}

// TestIsDotMappingTable checks IndexDot and isDot against the Unicode data: the label
// separators are U+002E and exactly the code points that
// IdnaMappingTable.txt maps to U+002E alone.
func TestIsDotMappingTable(t *testing.T) {
	for _, version := range []string{"15.0.0", "17.0.0"} {
		t.Run(version, func(t *testing.T) {
			f, err := os.Open(shareddata.UnicodePath(t, version, "IdnaMappingTable.txt"))
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			want := map[rune]bool{'.': true}
			sc := bufio.NewScanner(f)
			for sc.Scan() {
				line, _, _ := strings.Cut(sc.Text(), "#")
				fields := strings.Split(line, ";")
				if len(fields) < 3 {
					continue
				}
				if strings.TrimSpace(fields[1]) != "mapped" || strings.TrimSpace(fields[2]) != "002E" {
					continue
				}
				lo, hi, _ := strings.Cut(strings.TrimSpace(fields[0]), "..")
				if hi == "" {
					hi = lo
				}
				a, err1 := strconv.ParseUint(lo, 16, 32)
				b, err2 := strconv.ParseUint(hi, 16, 32)
				if err1 != nil || err2 != nil {
					t.Fatalf("bad line %q", sc.Text())
				}
				for r := rune(a); r <= rune(b); r++ {
					want[r] = true
				}
			}
			if err := sc.Err(); err != nil {
				t.Fatal(err)
			}
			if len(want) != 4 {
				t.Errorf("mapping table has %d dots, want 4: %v", len(want), want)
			}
			for r := rune(0); r <= utf8.MaxRune; r++ {
				if dotRune(r) != want[r] || isDot(r) != want[r] {
					t.Errorf("%U: IndexDot finds a dot: %v, isDot %v, mapping table says %v", r, dotRune(r), isDot(r), want[r])
				}
			}
		})
	}
}

func TestIndexDot(t *testing.T) {
	tests := []struct {
		s       string
		i, size int
	}{
		{"", -1, 0},
		{"abc", -1, 0},
		{".", 0, 1},
		{"a.b", 1, 1},
		{"example.com.", 7, 1},
		{"\u3002", 0, 3},
		{"a\u3002b", 1, 3},
		{"a\uFF0Eb", 1, 3},
		{"a\uFF61b", 1, 3},
		{"\uFF41\uFF0E\uFF42", 3, 3},     // ａ．ｂ: fullwidth letters share the EF BD lead bytes
		{"b\u00FCcher\u3002de", 7, 3},    // ü is two bytes
		{"\u3002.", 0, 3},                // first dot wins, whatever its width
		{".\u3002", 0, 1},                //
		{"\xE3\x80", -1, 0},              // truncated U+3002
		{"\xE3\x80.", 2, 1},              // truncated U+3002 does not hide a dot
		{"\xE3\x80\x83", -1, 0},          // U+3003
		{"\xEF\xBC\x8F", -1, 0},          // U+FF0F
		{"\xEF\xBD\xA0", -1, 0},          // U+FF60
		{"\xEF\xBD", -1, 0},              // truncated
		{"\xE3\xE3\x80\x82", 1, 3},       // invalid byte, then U+3002
		{"\xEF\xE3\x80\x82", 1, 3},       //
		{"\xff.", 1, 1},                  //
		{"\xC3\xBC\xE3\x80\x82", 2, 3},   // ü then U+3002
		{"\xF0\x9F\x98\x80\uFF61", 4, 3}, // emoji then U+FF61
	}
	for _, tt := range tests {
		i, size := label.IndexDot(tt.s)
		if i != tt.i || size != tt.size {
			t.Errorf("IndexDot(%+q) = %d, %d, want %d, %d", tt.s, i, size, tt.i, tt.size)
		}
	}
}

// indexDotSlow is the reference for IndexDot: decode rune by rune.
func indexDotSlow(s string) (int, int) {
	for i, r := range s {
		if isDot(r) {
			return i, utf8.RuneLen(r)
		}
	}
	return -1, 0
}

// TestIndexDotExhaustive compares IndexDot with indexDotSlow on every
// string of up to five bytes drawn from the bytes that matter.
func TestIndexDotExhaustive(t *testing.T) {
	alphabet := []byte{'.', 'a', 0x80, 0x82, 0x8E, 0xA1, 0xBC, 0xBD, 0xC3, 0xE3, 0xEF, 0xFF}
	var buf []byte
	var walk func(depth int)
	fails := 0
	walk = func(depth int) {
		s := string(buf)
		gi, gs := label.IndexDot(s)
		wi, ws := indexDotSlow(s)
		if (gi != wi || gs != ws) && fails < 10 {
			fails++
			t.Errorf("IndexDot(%+q) = %d, %d, want %d, %d", s, gi, gs, wi, ws)
		}
		if depth == 0 {
			return
		}
		for _, c := range alphabet {
			buf = append(buf, c)
			walk(depth - 1)
			buf = buf[:len(buf)-1]
		}
	}
	walk(5)
}

// TestIndexDotRandom compares IndexDot with indexDotSlow on random strings
// long enough for the eight-bytes-at-a-time loop, from the same alphabet
// plus whole dots and other characters led by 0xE3 and 0xEF.
func TestIndexDotRandom(t *testing.T) {
	pieces := []string{
		"a", "-", ".", "\x80", "\x82", "\xBC", "\xBD", "\xE3", "\xEF", "\xFF",
		"\u3002", "\uFF0E", "\uFF61", "\u3042", "\uFF41", "\u00FC", "\u4E2D",
	}
	rng := rand.New(rand.NewPCG(1, 2))
	var b strings.Builder
	for range 100_000 {
		b.Reset()
		for n := rng.IntN(24); n > 0; n-- {
			// Mostly letters, so that words without any dot lead occur.
			if rng.IntN(4) > 0 {
				b.WriteByte('a')
			} else {
				b.WriteString(pieces[rng.IntN(len(pieces))])
			}
		}
		s := b.String()
		gi, gs := label.IndexDot(s)
		if wi, ws := indexDotSlow(s); gi != wi || gs != ws {
			t.Fatalf("IndexDot(%+q) = %d, %d, want %d, %d", s, gi, gs, wi, ws)
		}
	}
}

// TestIndexDotLong checks that a dot is found at every position of a long
// string, so a word-at-a-time scan could not skip one.
func TestIndexDotLong(t *testing.T) {
	for _, dot := range []string{".", "\u3002", "\uFF0E", "\uFF61"} {
		for n := range 40 {
			for _, fill := range []string{"a", "\u00FC", "\uFF41"} {
				prefix := strings.Repeat(fill, n)
				s := prefix + dot + "tail"
				if i, size := label.IndexDot(s); i != len(prefix) || size != len(dot) {
					t.Errorf("IndexDot(%d×%+q + %+q) = %d, %d, want %d, %d", n, fill, dot, i, size, len(prefix), len(dot))
				}
			}
		}
	}
}

func TestTrimRoot(t *testing.T) {
	tests := []struct {
		name, trimmed string
		root          bool
	}{
		{"", "", false},
		{".", "", true},
		{"..", ".", true},
		{"example.com", "example.com", false},
		{"example.com.", "example.com", true},
		{"example.com..", "example.com.", true},
		{"example.com\u3002", "example.com", true},
		{"example.com\uFF0E", "example.com", true},
		{"example.com\uFF61", "example.com", true},
		{"\u3002", "", true},
		{"a\u3002\u3002", "a\u3002", true},
		{"com\xE3\x80", "com\xE3\x80", false},         // truncated U+3002
		{"com\xE3\x80\x83", "com\xE3\x80\x83", false}, // U+3003
		{"\xff.", "\xff", true},
		{"a.b", "a.b", false},
	}
	for _, tt := range tests {
		trimmed, root := label.TrimRoot(tt.name)
		if trimmed != tt.trimmed || root != tt.root {
			t.Errorf("TrimRoot(%+q) = %+q, %v, want %+q, %v", tt.name, trimmed, root, tt.trimmed, tt.root)
		}
	}
}
