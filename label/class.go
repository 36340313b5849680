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

	// The entries of byteClass: each class with its union bits, written
	// out rather than added by an init function, so that a program that
	// does not read the table (package idna's) does not link it.
	entLetter     = classLetter | classIsLDH | classIsLDHU
	entDigit      = classDigit | classIsLDH | classIsLDHU
	entHyphen     = classHyphen | classIsLDH | classIsLDHU
	entUnderscore = classUnderscore | classIsLDHU
)

// byteClass maps every byte value to its class bits. Bytes 0x80-0xFF other
// than the dot lead bytes have no bits: they are never LDH. The union bits
// classIsLDH and classIsLDHU are in the entries (entLetter...), so that the AND of several
// entries tells whether all their bytes are allowed.
var byteClass = [256]uint8{
	'-':  entHyphen,
	'_':  entUnderscore,
	'.':  classDotLead,
	0xE3: classDotLead, // U+3002 IDEOGRAPHIC FULL STOP is E3 80 82
	0xEF: classDotLead, // U+FF0E and U+FF61 are EF BC 8E and EF BD A1

	'0': entDigit, '1': entDigit, '2': entDigit, '3': entDigit, '4': entDigit,
	'5': entDigit, '6': entDigit, '7': entDigit, '8': entDigit, '9': entDigit,

	'A': entLetter, 'B': entLetter, 'C': entLetter, 'D': entLetter, 'E': entLetter,
	'F': entLetter, 'G': entLetter, 'H': entLetter, 'I': entLetter, 'J': entLetter,
	'K': entLetter, 'L': entLetter, 'M': entLetter, 'N': entLetter, 'O': entLetter,
	'P': entLetter, 'Q': entLetter, 'R': entLetter, 'S': entLetter, 'T': entLetter,
	'U': entLetter, 'V': entLetter, 'W': entLetter, 'X': entLetter, 'Y': entLetter,
	'Z': entLetter,

	'a': entLetter, 'b': entLetter, 'c': entLetter, 'd': entLetter, 'e': entLetter,
	'f': entLetter, 'g': entLetter, 'h': entLetter, 'i': entLetter, 'j': entLetter,
	'k': entLetter, 'l': entLetter, 'm': entLetter, 'n': entLetter, 'o': entLetter,
	'p': entLetter, 'q': entLetter, 'r': entLetter, 's': entLetter, 't': entLetter,
	'u': entLetter, 'v': entLetter, 'w': entLetter, 'x': entLetter, 'y': entLetter,
	'z': entLetter,
}
