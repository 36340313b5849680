package idna

import "strings"

// isIPv6 reports whether s is an IPv6 address in text form (RFC 4291
// section 2.2): eight groups of one to four hexadecimal digits separated by
// colons, one run of zero groups written "::", and optionally the last two
// groups written as an IPv4 address, with an optional zone ("%eth0"). Host
// helpers use it to leave IPv6 literals alone without linking net/netip
// into every program that converts names.
func isIPv6(s string) bool {
	if i := strings.IndexByte(s, '%'); i >= 0 {
		if i == len(s)-1 {
			return false // an empty zone
		}
		s = s[:i]
	}
	groups := 0
	elided := false
	if strings.HasPrefix(s, "::") {
		elided = true
		s = s[2:]
		if s == "" {
			return true
		}
	}
	for {
		// One group, or a trailing IPv4 address worth two.
		n := 0
		for n < len(s) && n < 5 && digitValue(s[n]) < 16 {
			n++
		}
		if n < len(s) && s[n] == '.' {
			if _, ok := parseDottedQuad(s); !ok || groups > 6 {
				return false
			}
			groups += 2
			break
		}
		if n == 0 || n > 4 {
			return false
		}
		groups++
		s = s[n:]
		if s == "" {
			break
		}
		if strings.HasPrefix(s, "::") {
			if elided {
				return false
			}
			elided = true
			s = s[2:]
			if s == "" {
				break
			}
			continue
		}
		if s[0] != ':' || len(s) == 1 {
			return false
		}
		s = s[1:]
	}
	if elided {
		return groups <= 7
	}
	return groups == 8
}

// parseDottedQuad parses four decimal numbers 0 to 255 separated by dots,
// without leading zeros, as the tail of an IPv6 address is written.
func parseDottedQuad(s string) (uint32, bool) {
	var addr uint32
	parts := strings.Split(s, ".")
	if len(parts) != 4 {
		return 0, false
	}
	for _, p := range parts {
		if p == "" || len(p) > 3 || len(p) > 1 && p[0] == '0' {
			return 0, false
		}
		v := 0
		for i := 0; i < len(p); i++ {
			if p[i] < '0' || p[i] > '9' {
				return 0, false
			}
			v = v*10 + int(p[i]-'0')
		}
		if v > 255 {
			return 0, false
		}
		addr = addr<<8 | uint32(v)
	}
	return addr, true
}

// parseURLIPv6 is the URL Standard's IPv6 parser: up to eight pieces of
// one to four hexadecimal digits, one "::" standing for a run of zero
// pieces, and optionally the last two pieces written as four decimal
// numbers without leading zeros. A zone ("%eth0") is no part of it. It
// returns the eight pieces or ok == false.
func parseURLIPv6(s string) (addr [8]uint16, ok bool) {
	piece, compress, i := 0, -1, 0
	if strings.HasPrefix(s, ":") {
		if !strings.HasPrefix(s, "::") {
			return addr, false
		}
		i = 2
		piece = 1
		compress = 1
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
			if n == 0 || piece > 6 {
				return addr, false
			}
			i -= n
			v4, ok := parseIPv6Dotted(s[i:])
			if !ok {
				return addr, false
			}
			addr[piece] = uint16(v4 >> 16)
			addr[piece+1] = uint16(v4)
			piece += 2
			i = len(s)
			break
		}
		if i < len(s) {
			if s[i] != ':' {
				return addr, false
			}
			i++
			if i == len(s) {
				return addr, false
			}
		}
		addr[piece] = uint16(value)
		piece++
	}
	if compress >= 0 {
		// Move the pieces after "::" to the end.
		swaps := piece - compress
		for j := 7; j != 0 && swaps > 0; j, swaps = j-1, swaps-1 {
			addr[j], addr[compress+swaps-1] = addr[compress+swaps-1], addr[j]
		}
		return addr, true
	}
	return addr, piece == 8
}

// parseIPv6Dotted reads the IPv4 tail of a URL's IPv6 address: exactly
// four decimal numbers 0 to 255, without leading zeros, separated by dots.
func parseIPv6Dotted(s string) (uint32, bool) {
	var v uint32
	seen := 0
	i := 0
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

// appendIPv6 writes an address as the URL Standard serializes it (the
// canonical text form of RFC 5952): lowercase hexadecimal pieces without
// leading zeros, the first longest run of two or more zero pieces written
// "::".
func appendIPv6(b []byte, addr [8]uint16) []byte {
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
