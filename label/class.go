package label

// Byte classes used by the scanners of this package. Each entry of
// byteClass is an OR of the bits below; one load per input byte replaces a
// chain of range comparisons.
const (
	classLetter     = 1 << iota // A-Z, a-z
	classDigit                  // 0-9
	classHyphen                 // '-'
	classUnderscore             // '_'
	classDotLead                // '.', 0xE3 and 0xEF: the first bytes of the four IDNA dots
	classIsLDH                  // letter, digit or hyphen: the union, as one bit
	classIsLDHU                 // letter, digit, hyphen or underscore, as one bit

	// classLDH is the set of bytes allowed in an LDH label (RFC 1034
	// section 3.5 as relaxed by RFC 1123 section 2.1).
	classLDH = classLetter | classDigit | classHyphen
)

// byteClass maps every byte value to its class bits. Bytes 0x80-0xFF other
// than the dot lead bytes have no bits: they are never LDH. The union bits
// classIsLDH and classIsLDHU are added by init, so that the AND of several
// entries tells whether all their bytes are allowed.
var byteClass = [256]uint8{
	'-':  classHyphen,
	'_':  classUnderscore,
	'.':  classDotLead,
	0xE3: classDotLead, // U+3002 IDEOGRAPHIC FULL STOP is E3 80 82
	0xEF: classDotLead, // U+FF0E and U+FF61 are EF BC 8E and EF BD A1

	'0': classDigit, '1': classDigit, '2': classDigit, '3': classDigit, '4': classDigit,
	'5': classDigit, '6': classDigit, '7': classDigit, '8': classDigit, '9': classDigit,

	'A': classLetter, 'B': classLetter, 'C': classLetter, 'D': classLetter, 'E': classLetter,
	'F': classLetter, 'G': classLetter, 'H': classLetter, 'I': classLetter, 'J': classLetter,
	'K': classLetter, 'L': classLetter, 'M': classLetter, 'N': classLetter, 'O': classLetter,
	'P': classLetter, 'Q': classLetter, 'R': classLetter, 'S': classLetter, 'T': classLetter,
	'U': classLetter, 'V': classLetter, 'W': classLetter, 'X': classLetter, 'Y': classLetter,
	'Z': classLetter,

	'a': classLetter, 'b': classLetter, 'c': classLetter, 'd': classLetter, 'e': classLetter,
	'f': classLetter, 'g': classLetter, 'h': classLetter, 'i': classLetter, 'j': classLetter,
	'k': classLetter, 'l': classLetter, 'm': classLetter, 'n': classLetter, 'o': classLetter,
	'p': classLetter, 'q': classLetter, 'r': classLetter, 's': classLetter, 't': classLetter,
	'u': classLetter, 'v': classLetter, 'w': classLetter, 'x': classLetter, 'y': classLetter,
	'z': classLetter,
}

func init() {
	for c, v := range byteClass {
		if v&classLDH != 0 {
			byteClass[c] |= classIsLDH | classIsLDHU
		}
		if v&classUnderscore != 0 {
			byteClass[c] |= classIsLDHU
		}
	}
}
