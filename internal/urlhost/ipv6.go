package urlhost

import "strings"

// IsIPv6 reports whether s is an IPv6 address in text form (RFC 4291
// section 2.2), with an optional zone ("%eth0"): eight groups of one to
// four hexadecimal digits separated by colons, one run of zero groups
// written "::", and optionally the last two groups written as an IPv4
// address. A zone is one or more of the characters RFC 6874 allows in a
// zone ID (letters, digits, "-", ".", "_", "~"), so that a control byte
// or a space never passes through as part of an address. It lets callers
// leave IPv6 literals alone without linking net/netip into every program
// that converts names.
func IsIPv6(s string) bool {
	if i := strings.IndexByte(s, '%'); i >= 0 {
		if !validZone(s[i+1:]) {
			return false
		}
		s = s[:i]
	}
	_, ok := ParseIPv6(s)
	return ok
}

// validZone reports whether z is a zone ID of RFC 6874's syntax without
// percent-encoding: one or more unreserved characters (RFC 3986).
func validZone(z string) bool {
	if z == "" {
		return false
	}
	for i := 0; i < len(z); i++ {
		c := z[i]
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-' || c == '.' || c == '_' || c == '~') {
			return false
		}
	}
	return true
}

// ParseIPv6 is the URL Standard's IPv6 parser: up to eight pieces of
// one to four hexadecimal digits, one "::" standing for a run of zero
// pieces, and optionally the last two pieces written as four decimal
// numbers without leading zeros. A zone ("%eth0") is no part of it. It
// returns the eight pieces or ok == false.
func ParseIPv6(s string) (addr [8]uint16, ok bool) {
	piece, compress, i := 0, -1, 0
	if strings.HasPrefix(s, ":") {
		if !strings.HasPrefix(s, "::") {
			return addr, false
		}
		i, piece, compress = 2, 1, 1
	}
	for i < len(s) {
		if piece == 8 {
			return addr, false
		}
		if s[i] == ':' {
			if compress >= 0 {
				return addr, false
			}
			i++
			piece++
			compress = piece
			continue
		}
		value, n := 0, 0
		for n < 4 && i < len(s) && digitValue(s[i]) < 16 {
			value = value<<4 | digitValue(s[i])
			i++
			n++
		}
		if i < len(s) && s[i] == '.' {
			// The digits read so far begin an IPv4 address: read them
			// again as decimal.
			v4, ok := parseDottedQuad(s[i-n:])
			if n == 0 || piece > 6 || !ok {
				return addr, false
			}
			addr[piece], addr[piece+1] = uint16(v4>>16), uint16(v4)
			piece += 2
			break
		}
		if i < len(s) {
			if s[i] != ':' || i+1 == len(s) {
				return addr, false
			}
			i++
		}
		addr[piece] = uint16(value)
		piece++
	}
	if compress < 0 {
		return addr, piece == 8
	}
	// Move the pieces after "::" to the end.
	swaps := piece - compress
	for j := 7; j != 0 && swaps > 0; j, swaps = j-1, swaps-1 {
		addr[j], addr[compress+swaps-1] = addr[compress+swaps-1], addr[j]
	}
	return addr, true
}

// parseDottedQuad reads the IPv4 tail of an IPv6 address: exactly four
// decimal numbers 0 to 255, without leading zeros, separated by dots.
func parseDottedQuad(s string) (uint32, bool) {
	var v uint32
	seen, i := 0, 0
	for i < len(s) {
		if seen > 0 {
			if s[i] != '.' || seen == 4 {
				return 0, false
			}
			i++
		}
		if i == len(s) || s[i] < '0' || s[i] > '9' {
			return 0, false
		}
		n, start := 0, i
		for i < len(s) && '0' <= s[i] && s[i] <= '9' {
			if i > start && n == 0 {
				return 0, false // a leading zero
			}
			n = n*10 + int(s[i]-'0')
			if n > 255 {
				return 0, false
			}
			i++
		}
		v = v<<8 | uint32(n)
		seen++
	}
	return v, seen == 4
}

// AppendIPv6 appends an address as the URL Standard serializes it (the
// canonical text form of RFC 5952): lowercase hexadecimal pieces without
// leading zeros, the first longest run of two or more zero pieces written
// "::".
func AppendIPv6(b []byte, addr [8]uint16) []byte {
	const hexDigits = "0123456789abcdef"
	start, length := -1, 1
	for i := 0; i < 8; {
		if addr[i] != 0 {
			i++
			continue
		}
		j := i
		for j < 8 && addr[j] == 0 {
			j++
		}
		if j-i > length {
			start, length = i, j-i
		}
		i = j
	}
	for i := 0; i < 8; i++ {
		if i == start {
			b = append(b, "::"...)
			i += length - 1
			continue
		}
		if i > 0 && i != start+length {
			b = append(b, ':')
		}
		v := addr[i]
		for shift, lead := 12, true; shift >= 0; shift -= 4 {
			d := v >> shift & 15
			if d == 0 && lead && shift > 0 {
				continue
			}
			lead = false
			b = append(b, hexDigits[d])
		}
	}
	return b
}
