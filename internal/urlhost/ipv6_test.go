package urlhost

import (
	"net/netip"
	"regexp"
	"strings"
	"testing"
)

// IsIPv6 agrees with net/netip on IPv6 text forms, and with RFC 6874 on
// the characters of a zone.
func TestIsIPv6(t *testing.T) {
	for _, s := range []string{
		"::", "::1", "1::", "2001:db8::1", "2001:db8:0:0:0:0:0:1", "1:2:3:4:5:6:7:8", "::ffff:1.2.3.4",
		"1:2:3:4:5:6:1.2.3.4", "fe80::1%eth0", "1:2:3:4:5:6:7::", "::2:3:4:5:6:7:8",
		"", ":", ":::", "1:2:3:4:5:6:7:8:9", "1::2::3", "12345::", "g::", "1:2:3:4:5:6:7", "::1.2.3", "1.2.3.4",
		"::1.2.3.256", "::01.2.3.4", "1:2:3:4:5:6:7:1.2.3.4", "fe80::1%", "1:", ":1", "1::2:", "::ffff:1.2.3.4:5",
		"1:2:3:4:5:6:7:8::", "::1:2:3:4:5:6:7:8", "::1%%", "1.2.3.4%eth0",
		// Zones: RFC 6874's characters only, never a control byte or a space.
		"fe80::1%\x12", "fe80::1%eth 0", "fe80::1%eth0:1", "fe80::1%en0.5_a~b-c", "fe80::1%\u00e9", "fe80::1%a/b",
	} {
		want := isIPv6Oracle(s)
		if got := IsIPv6(s); got != want {
			t.Errorf("IsIPv6(%q) = %v, netip says %v", s, got, want)
		}
	}
}

// zoneRE is RFC 6874's ZoneID without percent-encoding: unreserved
// characters (RFC 3986 section 2.3).
var zoneRE = regexp.MustCompile(`^[A-Za-z0-9._~-]+$`)

// isIPv6Oracle is IsIPv6 by net/netip, whose zone may be any text, and
// RFC 6874's syntax of a zone.
func isIPv6Oracle(s string) bool {
	addr, err := netip.ParseAddr(s)
	return err == nil && addr.Is6() && (addr.Zone() == "" || zoneRE.MatchString(addr.Zone()))
}

// FuzzIsIPv6 compares IsIPv6 with net/netip.
func FuzzIsIPv6(f *testing.F) {
	for _, s := range []string{"::1", "2001:db8::1%eth0", "::ffff:1.2.3.4", "1:2:3:4:5:6:7:8"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		want := isIPv6Oracle(s)
		if got := IsIPv6(s); got != want {
			t.Errorf("IsIPv6(%q) = %v, netip says %v", s, got, want)
		}
	})
}

func TestParseIPv6(t *testing.T) {
	tests := []struct{ in, want string }{
		{"::", "::"},
		{"::1", "::1"},
		{"1::", "1::"},
		{"1:0:0:2:0:0:0:3", "1:0:0:2::3"},
		{"1:0:0:2:0:0:3:4", "1::2:0:0:3:4"},    // the first of two equal runs
		{"1:0:2:3:4:5:6:7", "1:0:2:3:4:5:6:7"}, // a single zero piece stays
		{"0000:00:0:0:0:0:0:0001", "::1"},
		{"ABCD:EF01::", "abcd:ef01::"},
		{"::ffff:1.2.3.4", "::ffff:102:304"},
		{"1:2:3:4:5:6:1.2.3.4", "1:2:3:4:5:6:102:304"},
		{"::0.0.0.0", "::"},
		{"", ""},
		{":", ""},
		{":::", ""},
		{"1:2:3:4:5:6:7", ""},
		{"1:2:3:4:5:6:7:8:", ""},
		{"1:2:3:4:5:6:7:1.2.3.4", ""},
		{"::1.2.3.4.5", ""},
		{"::1.2.3.256", ""},
		{"::1.2..3", ""},
		{"::.1.2.3", ""},
		{"::1.2.3.4x", ""},
		{"::01.2.3.4", ""},
		{"::0x1.2.3.4", ""},
		{"g::", ""},
		{"::1%eth0", ""}, // a zone is no part of a URL's address
	}
	for _, tt := range tests {
		addr, ok := ParseIPv6(tt.in)
		got := ""
		if ok {
			got = string(AppendIPv6(nil, addr))
		}
		if got != tt.want {
			t.Errorf("ParseIPv6(%q) serialized = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// FuzzParseIPv6 compares the URL Standard's IPv6 parser with net/netip on
// addresses without a zone, which netip reads the same way, and checks
// that the serialization parses back to the same address.
func FuzzParseIPv6(f *testing.F) {
	for _, s := range []string{"::1", "1:0::", "::127.0.0.1", "0:0:0:0:0:0:13.1.68.3", "::FFFF:127.0.0.1", "1:2:3:4:5:6:7:8", "1::2:0:0:3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		addr, ok := ParseIPv6(s)
		if strings.IndexByte(s, '%') < 0 {
			want, err := netip.ParseAddr(s)
			if wantOK := err == nil && want.Is6(); ok != wantOK {
				t.Fatalf("ParseIPv6(%q) ok = %v, netip says %v", s, ok, wantOK)
			}
			if ok && addr != pieces(want) {
				t.Fatalf("ParseIPv6(%q) = %x, netip %v", s, addr, want)
			}
			// netip writes RFC 5952's canonical form too, but for the
			// dotted tail of IPv4-mapped addresses.
			if text := string(AppendIPv6(nil, addr)); ok && !want.Is4In6() && text != want.String() {
				t.Fatalf("ParseIPv6(%q) serialized %q, netip %q", s, text, want)
			}
		}
		if !ok {
			return
		}
		text := string(AppendIPv6(nil, addr))
		again, ok := ParseIPv6(text)
		if !ok || again != addr || string(AppendIPv6(nil, again)) != text {
			t.Fatalf("ParseIPv6(%q) serialized %q, which parses to %x, %v", s, text, again, ok)
		}
	})
}

// pieces returns the eight 16-bit pieces of an IPv6 address.
func pieces(a netip.Addr) (p [8]uint16) {
	b := a.As16()
	for i := range p {
		p[i] = uint16(b[2*i])<<8 | uint16(b[2*i+1])
	}
	return p
}
