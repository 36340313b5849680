package urlhost

import (
	"strconv"
	"strings"
)

// EndsInNumber is the URL Standard's "ends in a number" checker: the last
// label of host, a trailing empty label aside, reads as an IPv4 number.
func EndsInNumber(host string) bool {
	host = strings.TrimSuffix(host, ".")
	return IsIPv4Number(host[strings.LastIndexByte(host, '.')+1:])
}

// IsIPv4Number reports whether a label reads as a number to the URL
// Standard's IPv4 parser, as its "ends in a number" checker asks: decimal
// digits, or 0x / 0X followed by hexadecimal digits (possibly none). It
// takes both strings and the byte slices of idna's conversion, which must
// not allocate.
func IsIPv4Number[T string | []byte](lab T) bool {
	if len(lab) == 0 {
		return false
	}
	i, base := 0, 10
	if len(lab) >= 2 && lab[0] == '0' && (lab[1] == 'x' || lab[1] == 'X') {
		i, base = 2, 16
	}
	for ; i < len(lab); i++ {
		if digitValue(lab[i]) >= base {
			return false
		}
	}
	return true
}

// ParseIPv4 is the URL Standard's IPv4 parser: one to four numbers separated
// by dots (a trailing dot allowed), each decimal, octal with a leading 0 or
// hexadecimal with 0x, the last filling the bytes the others leave. It
// returns the address or ok == false.
func ParseIPv4(host string) (addr uint32, ok bool) {
	parts := strings.Split(host, ".")
	if len(parts) > 1 && parts[len(parts)-1] == "" {
		parts = parts[:len(parts)-1]
	}
	if len(parts) > 4 {
		return 0, false
	}
	var numbers [4]uint64
	for i, part := range parts {
		n, ok := parseIPv4Number(part)
		if !ok || n > 255 && i < len(parts)-1 {
			return 0, false
		}
		numbers[i] = n
	}
	last := numbers[len(parts)-1]
	if last >= 1<<(8*(5-len(parts))) {
		return 0, false
	}
	v := last
	for i := 0; i < len(parts)-1; i++ {
		v += numbers[i] << (8 * (3 - i))
	}
	return uint32(v), true
}

// parseIPv4Number is the URL Standard's IPv4 number parser. Values that do
// not fit in 64 bits are reported as 1<<40, which every caller rejects.
func parseIPv4Number(s string) (uint64, bool) {
	if s == "" {
		return 0, false
	}
	base := 10
	switch {
	case len(s) >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X'):
		s, base = s[2:], 16
	case len(s) >= 2 && s[0] == '0':
		s, base = s[1:], 8
	}
	if s == "" {
		return 0, true
	}
	for i := 0; i < len(s); i++ {
		if digitValue(s[i]) >= base {
			return 0, false
		}
	}
	n, err := strconv.ParseUint(s, base, 64)
	if err != nil {
		return 1 << 40, true // all digits, too large: out of range
	}
	return n, true
}

// digitValue is the value of a hexadecimal digit, or 99 for any other byte.
func digitValue(c byte) int {
	switch {
	case '0' <= c && c <= '9':
		return int(c - '0')
	case 'a' <= c && c <= 'f':
		return int(c-'a') + 10
	case 'A' <= c && c <= 'F':
		return int(c-'A') + 10
	}
	return 99
}

// FormatIPv4 writes an address in dotted decimal, as the URL Standard
// serializes an IPv4 host.
func FormatIPv4(addr uint32) string {
	b := make([]byte, 0, 15)
	for i := 3; i >= 0; i-- {
		b = strconv.AppendUint(b, uint64(addr>>(8*i)&0xff), 10)
		if i > 0 {
			b = append(b, '.')
		}
	}
	return string(b)
}
