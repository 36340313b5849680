package urlhost

import "testing"

func TestParseIPv4(t *testing.T) {
	tests := []struct {
		in   string
		want string // "" when not an address
	}{
		{"1.2.3.4", "1.2.3.4"},
		{"0x1.0X2.03.4", "1.2.3.4"},
		{"0", "0.0.0.0"},
		{"0x", "0.0.0.0"},
		{"1.0x", "1.0.0.0"},
		{"1.2.3.4.", "1.2.3.4"},
		{"255.255.65535", "255.255.255.255"},
		{"255.255.65536", ""},
		{"1.16777215", "1.255.255.255"},
		{"4294967295", "255.255.255.255"},
		{"4294967296", ""},
		{"0xffffffffffffffffff", ""}, // over 64 bits
		{"256.1", ""},                // only the last number may exceed 255
		{"1.2.3.4.5", ""},
		{"08", ""}, // octal has no 8
		{"0x1g", ""},
		{"1..2", ""},
		{"", ""},
		{".", ""},
	}
	for _, tt := range tests {
		addr, ok := ParseIPv4(tt.in)
		got := ""
		if ok {
			got = FormatIPv4(addr)
		}
		if got != tt.want {
			t.Errorf("ParseIPv4(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestEndsInNumber(t *testing.T) {
	tests := []struct {
		in   string
		want bool
	}{
		{"1.2.3.4", true},
		{"example.123", true},
		{"example.123.", true},
		{"example.0x", true},
		{"example.0XaF", true},
		{"example.08", true}, // digits, though no octal number
		{"0x1g", false},
		{"example.1a", false},
		{"123.example", false},
		{"x0x1", false},
		{"", false},
		{".", false},
		{"..", false},
	}
	for _, tt := range tests {
		if got := EndsInNumber(tt.in); got != tt.want {
			t.Errorf("EndsInNumber(%q) = %v, want %v", tt.in, got, tt.want)
		}
		if i := len(tt.in); i > 0 && tt.in[i-1] != '.' {
			// The label test, given the last label as bytes, agrees.
			last := []byte(tt.in)
			for j := len(last) - 1; j >= 0; j-- {
				if last[j] == '.' {
					last = last[j+1:]
					break
				}
			}
			if got := IsIPv4Number(last); got != tt.want {
				t.Errorf("IsIPv4Number(%q) = %v, want %v", last, got, tt.want)
			}
		}
	}
}

// The label test of the IDNA pipeline runs on every name of a profile
// that rejects mapped IP literals: it must not allocate.
func TestIsIPv4NumberNoAllocs(t *testing.T) {
	lab := []byte("0x7f")
	if n := testing.AllocsPerRun(100, func() { IsIPv4Number(lab) }); n != 0 {
		t.Errorf("IsIPv4Number allocates %v times", n)
	}
}
