package urlhost

import (
	"strings"
	"testing"
)

func TestSplit(t *testing.T) {
	tests := []struct {
		in, host, port string
		literal        bool
		errOff         int // -1: no fault
	}{
		{"example.com", "example.com", "", false, -1},
		{"example.com:443", "example.com", ":443", false, -1},
		{"example.com:", "example.com", ":", false, -1},
		{"example.com:x", "example.com:x", "", false, -1}, // not a port: the name's problem
		{"a:b:c", "a:b:c", "", false, -1},
		{"::1", "::1", "", true, -1},
		{"fe80::1%eth0", "fe80::1%eth0", "", true, -1},
		{"[::1]", "[::1]", "", true, -1},
		{"[::1]:8080", "[::1]", ":8080", true, -1},
		{"[fe80::1%eth0]:1", "[fe80::1%eth0]", ":1", true, -1},
		{"[::1", "", "", false, 0},
		{"[example.com]", "", "", false, 1},
		{"[::1]x", "", "", false, 5},
		{"[::1]:8o", "", "", false, 5},
		{"", "", "", false, -1},
		// The URL Standard's port rule: digits whose value is at most 65535.
		{"example.com:65535", "example.com", ":65535", false, -1},
		{"example.com:065535", "example.com", ":065535", false, -1},
		{"example.com:65536", "", "", false, 11},
		{"example.com:99999", "", "", false, 11},
		{"example.com:123456", "", "", false, 11},
		{"[::1]:65536", "", "", false, 5},
	}
	for _, tt := range tests {
		host, port, literal, f := Split(tt.in)
		switch {
		case tt.errOff >= 0 && (f.Detail == "" || f.Offset != tt.errOff):
			t.Errorf("Split(%q): fault %+v, want one at byte %d", tt.in, f, tt.errOff)
		case tt.errOff < 0 && (f.Detail != "" || host != tt.host || port != tt.port || literal != tt.literal):
			t.Errorf("Split(%q) = %q, %q, %v, %v; want %q, %q, %v", tt.in, host, port, literal, f, tt.host, tt.port, tt.literal)
		}
	}
}

func TestCutPort(t *testing.T) {
	tests := []struct{ in, host, port string }{
		{"example.com", "example.com", ""},
		{"example.com:8080", "example.com", ":8080"},
		{"example.com:99999", "example.com", ":99999"}, // Port judges the number
		{"example.com:", "example.com", ":"},
		{"example.com:8o", "example.com:8o", ""},
		{"a:b:1", "a:b:1", ""},
		{"::1", "::1", ""},
		{"[::1]", "[::1]", ""},
		{"[::1]:80", "[::1]", ":80"},
		{"[::1]x:80", "[::1]x:80", ""},
		{"[::1:80", "[::1:80", ""},
		{":80", "", ":80"},
		{"", "", ""},
	}
	for _, tt := range tests {
		if host, port := CutPort(tt.in); host != tt.host || port != tt.port {
			t.Errorf("CutPort(%q) = %q, %q; want %q, %q", tt.in, host, port, tt.host, tt.port)
		}
	}
}

func TestSplitURL(t *testing.T) {
	tests := []struct {
		in, host, port string
		errOff         int // -1: no fault
	}{
		{"example.com", "example.com", "", -1},
		{"example.com:443", "example.com", ":443", -1},
		{"example.com:0443", "example.com", ":443", -1},
		{"example.com:00000000000000000080", "example.com", ":80", -1},
		{"example.com:0", "example.com", ":0", -1},
		{"example.com:000", "example.com", ":0", -1},
		{"example.com:", "example.com", "", -1},
		{"example.com:65535", "example.com", ":65535", -1},
		{"example.com:65536", "", "", 11},
		{"example.com:999999", "", "", 11},
		{"example.com:8o", "", "", 11},
		{"a:b:c", "", "", 1},
		{"[::1]:443", "[::1]", ":443", -1},
		{"[::1]", "[::1]", "", -1},
		{"[not v6]", "[not v6]", "", -1}, // the brackets' content is URLIPv6's
		{"[::1]x", "", "", 5},
		{"[::1", "", "", 0},
		{"", "", "", -1},
	}
	for _, tt := range tests {
		host, port, f := SplitURL(tt.in)
		switch {
		case tt.errOff >= 0 && (f.Detail == "" || f.Offset != tt.errOff):
			t.Errorf("SplitURL(%q): fault %+v, want one at byte %d", tt.in, f, tt.errOff)
		case tt.errOff < 0 && (f.Detail != "" || host != tt.host || port != tt.port):
			t.Errorf("SplitURL(%q) = %q, %q, %v; want %q, %q", tt.in, host, port, f, tt.host, tt.port)
		}
	}
}

func TestURLIPv6(t *testing.T) {
	tests := []struct {
		inner, port, want string
		errOff            int // -1: no fault
	}{
		{"0:0::1", ":443", "[::1]:443", -1},
		{"::FFFF:1.2.3.4", "", "[::ffff:102:304]", -1},
		{"fe80::1%eth0", "", "", 7},
		{"%", "", "", 0},
		{"1:2", "", "", 0},
		{"", "", "", 0},
	}
	for _, tt := range tests {
		got, f := URLIPv6(tt.inner, tt.port)
		switch {
		case tt.errOff >= 0 && (f.Detail == "" || f.Offset != tt.errOff || got != ""):
			t.Errorf("URLIPv6(%q, %q) = %q, %v; want an error at byte %d", tt.inner, tt.port, got, f, tt.errOff)
		case tt.errOff < 0 && (f.Detail != "" || got != tt.want):
			t.Errorf("URLIPv6(%q, %q) = %q, %v; want %q", tt.inner, tt.port, got, f, tt.want)
		}
	}
}

func TestPercentDecode(t *testing.T) {
	tests := []struct {
		in, want string
		// raw[i] is the offset in in of the decoded byte i, and of the
		// end at len(want).
		raw []int
	}{
		{"", "", []int{0}},
		{"abc", "abc", []int{0, 1, 2, 3}},
		{"%41b", "Ab", []int{0, 3, 4}},
		{"b%C3%BCcher", "b\xc3\xbccher", []int{0, 1, 4, 7, 8, 9, 10, 11}},
		{"%2541", "%41", []int{0, 3, 4, 5}}, // decoded once only
		{"%4", "%4", []int{0, 1, 2}},
		{"%zz%", "%zz%", []int{0, 1, 2, 3, 4}},
		{"a%", "a%", []int{0, 1, 2}},
		{"%%41", "%A", []int{0, 1, 4}},
		{"%ff", "\xff", []int{0, 3}},
	}
	for _, tt := range tests {
		if got := PercentDecode(tt.in); got != tt.want {
			t.Errorf("PercentDecode(%q) = %q, want %q", tt.in, got, tt.want)
		}
		for off, want := range tt.raw {
			if got := RawOffset(tt.in, off); got != want {
				t.Errorf("RawOffset(%q, %d) = %d, want %d", tt.in, off, got, want)
			}
		}
	}
}

// Hostile input: a megabyte of each kind takes linear time and returns,
// and no function panics on it.
func TestHostile(t *testing.T) {
	const mb = 1 << 20
	for _, s := range []string{
		strings.Repeat("%", mb),
		strings.Repeat("%41", mb/3),
		strings.Repeat(":", mb),
		"[" + strings.Repeat(":", mb),
		"[" + strings.Repeat("1:", mb/2) + "]",
		strings.Repeat("0", mb),
		strings.Repeat("1.", mb/2),
		"a:" + strings.Repeat("0", mb) + "1",
		"\x00\xff[]%",
	} {
		Split(s)
		SplitURL(s)
		URLIPv6(s, "")
		IsIPv6(s)
		ParseIPv4(s)
		EndsInNumber(s)
		RawOffset(s, len(PercentDecode(s)))
	}
}

// Splitting allocates nothing, whether it finds a fault or not: the
// callers' host paths are measured in allocations.
func TestSplitNoAllocs(t *testing.T) {
	for _, s := range []string{"example.com", "example.com:443", "[::1]:443", "::1", "[::1", "[::1]x", "a:b:c", "a.com:99999"} {
		if n := testing.AllocsPerRun(100, func() { Split(s) }); n != 0 {
			t.Errorf("Split(%q) allocates %v times", s, n)
		}
		if n := testing.AllocsPerRun(100, func() { SplitURL(s) }); n != 0 {
			t.Errorf("SplitURL(%q) allocates %v times", s, n)
		}
	}
}
