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
