package zone

import (
	"errors"
	"strconv"
	"strings"

	"github.com/xn-go/xn/dnsname"
)

// ErrDotInLabel is the error of a name to convert with a label that holds
// a dot, written "\." in a zone file: IDNA has no such label.
var ErrDotInLabel = errors.New("zone: a label holds a dot (\\.)")

// decodeName splits a name in the presentation format of RFC 1035 section
// 5.1 into its labels, with \DDD and \X escapes decoded; absolute reports
// the trailing dot. "@" is not decoded here: the callers know it.
func decodeName(s string) (labels []string, absolute bool) {
	labels, _, absolute = decodeSpans(s)
	return labels, absolute
}

// decodeSpans is decodeName with the span of each label in s.
func decodeSpans(s string) (labels []string, spans [][2]int, absolute bool) {
	var b strings.Builder
	start := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\\' && i+4 <= len(s) && isDigits(s[i+1:i+4]):
			n, _ := strconv.Atoi(s[i+1 : i+4])
			b.WriteByte(byte(n))
			i += 3
		case c == '\\' && i+1 < len(s):
			b.WriteByte(s[i+1])
			i++
		case c == '.':
			labels = append(labels, b.String())
			spans = append(spans, [2]int{start, i})
			b.Reset()
			start = i + 1
			absolute = i == len(s)-1
		default:
			b.WriteByte(c)
		}
	}
	if !absolute {
		labels = append(labels, b.String())
		spans = append(spans, [2]int{start, len(s)})
	}
	return labels, spans, absolute
}

// isDigits reports whether s is three decimal digits of a value up to 255.
func isDigits(s string) bool {
	return len(s) == 3 && '0' <= s[0] && s[0] <= '2' && '0' <= s[1] && s[1] <= '9' && '0' <= s[2] && s[2] <= '9' &&
		(s[0] < '2' || s[1] < '5' || s[1] == '5' && s[2] <= '5')
}

// encodeLabel writes label in presentation format: the characters that
// delimit or escape in a zone file, space and control bytes escaped;
// bytes of UTF-8 written as they are.
func encodeLabel(b *strings.Builder, label string) {
	for i := 0; i < len(label); i++ {
		c := label[i]
		switch {
		case c <= ' ' || c == 0x7f:
			b.WriteByte('\\')
			b.WriteString(strconv.Itoa(int(c) + 1000)[1:])
		case strings.IndexByte(`.\"();@$`, c) >= 0:
			b.WriteByte('\\')
			b.WriteByte(c)
		default:
			b.WriteByte(c)
		}
	}
}

// plainName joins labels into the text that package dnsname converts, or
// reports ErrDotInLabel.
func plainName(labels []string, absolute bool) (string, error) {
	for _, l := range labels {
		if strings.IndexByte(l, '.') >= 0 {
			return "", ErrDotInLabel
		}
	}
	s := strings.Join(labels, ".")
	if absolute {
		s += "."
	}
	return s, nil
}

// convertName converts a name in presentation format with to (one of
// dnsname's Data functions): a name with nothing to convert is returned as
// it is, escapes and all; a converted one is written with only the escapes
// it needs.
func convertName(s string, to func(string) (string, error)) (string, error) {
	labels, absolute := decodeName(s)
	plain, err := plainName(labels, absolute)
	if err != nil {
		if !dnsname.NeedsConversion(strings.Join(labels, "")) {
			return s, nil
		}
		return "", err
	}
	if !dnsname.NeedsConversion(plain) {
		return s, nil
	}
	out, err := to(plain)
	if err != nil {
		return "", err
	}
	outLabels, outAbsolute := strings.Split(strings.TrimSuffix(out, "."), "."), strings.HasSuffix(out, ".")
	return joinLabels(outLabels, outAbsolute), nil
}

// joinLabels writes labels as a name in presentation format.
func joinLabels(labels []string, absolute bool) string {
	var b strings.Builder
	for i, l := range labels {
		if i > 0 {
			b.WriteByte('.')
		}
		encodeLabel(&b, l)
	}
	if absolute {
		b.WriteByte('.')
	}
	return b.String()
}
