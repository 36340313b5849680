package idna

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/xn-go/xn/internal/codepoint"
	"github.com/xn-go/xn/rule"
)

// Sentinel errors, one per family of rules. An [*Error] matches (errors.Is)
// every family that one of its problems belongs to.
var (
	// ErrInvalidUTF8: the input is not valid UTF-8 (code "UTF8").
	ErrInvalidUTF8 = errors.New("idna: invalid UTF-8")
	// ErrDisallowed: a code point is not allowed by the profile (UTS #46
	// P1, V6/V7 by version, U1; IDNA2008 DISALLOWED and UNASSIGNED;
	// IDNA2003's prohibited or unassigned code points, package idna2003).
	ErrDisallowed = errors.New("idna: disallowed code point")
	// ErrHyphen: hyphen placement (V2, V3, V4 in 17.0.0).
	ErrHyphen = errors.New("idna: invalid hyphen placement")
	// ErrPunycode: an xn-- label is not valid Punycode, decodes to an empty or
	// all-ASCII string (P4), or a label cannot be encoded (A3).
	ErrPunycode = errors.New("idna: invalid Punycode")
	// ErrNotNFC: a decoded label is not in Normalization Form C (V1).
	ErrNotNFC = errors.New("idna: label not in NFC")
	// ErrLeadingMark: a label begins with a combining mark (V5 or V6 by version).
	ErrLeadingMark = errors.New("idna: label begins with a combining mark")
	// ErrLabelDot: a decoded label contains a full stop (V4 or V5 by version).
	ErrLabelDot = errors.New("idna: label contains a full stop")
	// ErrJoiner: a ZERO WIDTH NON-JOINER or JOINER is not in a context
	// RFC 5892 appendix A.1/A.2 allows (C1, C2).
	ErrJoiner = errors.New("idna: joiner not allowed in this context")
	// ErrContextO: a CONTEXTO code point fails its rule in RFC 5892
	// appendix A.3 to A.9 (C3 to C9).
	ErrContextO = errors.New("idna: CONTEXTO rule not satisfied")
	// ErrBidi: a label of a Bidi domain name breaks an RFC 5893 rule (B1 to B6).
	ErrBidi = errors.New("idna: bidi rule not satisfied")
	// ErrLength: an empty label, a label over 63 octets or a name over 253
	// octets (A4_1, A4_2, X4_2), or a name that is empty once processed
	// (EMPTY, WHATWG profile).
	ErrLength = errors.New("idna: invalid length")
	// ErrForbidden: the WHATWG URL Standard's forbidden domain code points
	// ("FORBIDDEN"), or a mapping that produces one ("MAPPED_FORBIDDEN").
	ErrForbidden = errors.New("idna: forbidden domain code point")
	// ErrIPLiteral: mapping turned the name into an IPv4 literal
	// ("IPLITERAL"; see [RejectMappedIPLiterals]), or a host that ends in a
	// number is not a valid IPv4 address ("IPV4", WHATWG host helpers).
	ErrIPLiteral = errors.New("idna: name becomes an IP address literal")
	// ErrLabelForm: a label is not in the form asked for: not an A-label
	// ("ALABEL"), not a U-label ("ULABEL"), or not the other form of a
	// given label ("PAIR"); see [Profile.CheckALabel].
	ErrLabelForm = errors.New("idna: label not in the required form")
	// ErrOption: the profile was built with an option that its standard
	// cannot apply ("OPTION"); see [Profile.With].
	ErrOption = errors.New("idna: option not applicable to the profile")
	// ErrHostPort: a host and port given to [Profile.HostToASCII] or
	// [Profile.HostToUnicode] are malformed ("HOSTPORT").
	ErrHostPort = errors.New("idna: malformed host and port")
	// ErrTooLong: the input exceeds [MaxInputLen] ("TOOLONG").
	ErrTooLong = errors.New("idna: input too long")
)

// familyOf returns the sentinel of the family that a rule code of the
// conversion belongs to (nil for the codes of the host and label helpers,
// which name their sentinels, so that a program without them does not
// link those, and for the codes of other packages, such as idna2003's).
// The codes are those of UTS #46 16.0 and later (see options.ownCode):
// 15.x's V4 is a full stop, 16.0's a hyphen rule.
func familyOf(code rule.Code) error {
	switch code {
	case ruleDot:
		return ErrLabelDot
	case ruleLeadingMark:
		return ErrLeadingMark
	case rule.P1, rule.U1, rule.V7:
		return ErrDisallowed
	case rule.V2, rule.V3, rule.V4:
		return ErrHyphen
	case rule.P4, rule.A3:
		return ErrPunycode
	case rule.V1:
		return ErrNotNFC
	case rule.C1, rule.C2:
		return ErrJoiner
	case rule.C3, rule.C4, rule.C5, rule.C6, rule.C7, rule.C8, rule.C9:
		return ErrContextO
	case rule.B1, rule.B2, rule.B3, rule.B4, rule.B5, rule.B6:
		return ErrBidi
	case rule.A4_1, rule.A4_2, rule.X4_2, rule.EMPTY:
		return ErrLength
	case rule.FORBIDDEN, rule.MAPPED_FORBIDDEN:
		return ErrForbidden
	case rule.IPLITERAL:
		return ErrIPLiteral
	case rule.OPTION:
		return ErrOption
	case rule.TOOLONG:
		return ErrTooLong
	case rule.UTF8:
		return ErrInvalidUTF8
	}
	return nil
}

// MaxInputLen is the longest input, in bytes, that ToASCII and ToUnicode
// process. Longer input is rejected at once with code "TOOLONG": no valid
// domain name comes close (253 octets in ASCII form, and each ASCII octet
// stands for at most a few bytes of Unicode input), and the cap keeps the cost
// of hostile input flat.
const MaxInputLen = 64 << 10

// A Problem is one rule violation found in a name.
type Problem struct {
	// Code is the rule code, one of the constants of package
	// github.com/xn-go/xn/rule, spelled as in Unicode's IdnaTestV2.txt (P1,
	// P4, V1 to V7, U1, A3, A4_1, A4_2, B1 to B6, C1, C2, X4_2) or one of
	// xn's own: C3 to C9 (RFC 5892 CONTEXTO rules A.3 to A.9), UTF8,
	// FORBIDDEN, MAPPED_FORBIDDEN, EMPTY, IPLITERAL, TOOLONG, and the codes
	// of package idna2003 (NP_* and others) listed in docs/idna2003.md.
	//
	// A rule about code points (P1, V6/V7, U1) is reported once per label,
	// for the first offending code point. With the Unicode 15.0.0 tables a
	// disallowed code point breaks two steps of UTS #46, the mapping step
	// (P1) and the validity criteria (V6), and IdnaTestV2.txt lists both
	// codes for it; from 16.0 on it is one code (V7, or U1 for ASCII under
	// UseSTD3ASCIIRules).
	Code rule.Code
	// Label is the index of the label (0-based) the problem is in, or -1
	// when it concerns the whole name.
	Label int
	// Offset is the byte offset in the original input of the offending code
	// point when it appears there unchanged, or of the input character it
	// came from where that is known (package idna2003's nameprep reports the
	// character whose mapping produced it), or else of the start of the
	// label (for whole-name problems, 0).
	Offset int
	// Rune is the offending code point, or -1 when the rule is not about one.
	Rune rune
	// Err is the sentinel of the rule's family, such as ErrBidi.
	Err error
	// Detail says more where the code alone does not, such as the
	// RFC 3454 table that prohibited a code point in package idna2003;
	// often "".
	Detail string
	// Length is, for A4_1, A4_2, X4_2 and LENGTH, the length found in
	// octets of the ASCII form (0: empty); 0 otherwise.
	Length int
}

// String formats the problem as "CODE: description U+XXXX in label N at
// byte M", with the detail, if any, at the end. N counts labels from 1
// (Label + 1) and M bytes from 0 (Offset).
func (p Problem) String() string {
	b := append([]byte(p.Code), ": "...)
	return string(p.appendFact(b))
}

// sameFact reports whether p and q state one fact under two codes, as a
// disallowed code point does with the Unicode 15.0.0 tables (P1 and V6):
// all they say but the code is the same, so that a message says it once
// ("P1,V6: disallowed code point U+005F '_' in label 1 at byte 2"), as
// [Error.Error] does.
func (p Problem) sameFact(q Problem) bool {
	return p.Err == q.Err && p.Rune == q.Rune && p.Label == q.Label && p.Offset == q.Offset && p.Detail == q.Detail
}

// Facts groups the problems of ps by the fact they state
// (sameFact): one group per fact, in the order of its first
// problem, each the indexes in ps of its problems in order, so that a
// message lists the codes of a fact together and says it once. A program
// that lists problems its own way (xn ascii) groups them with Facts, as
// [Error.Error] does.
func Facts(ps []Problem) [][]int {
	facts := make([][]int, 0, len(ps))
	for i := range ps {
		k := slices.IndexFunc(facts, func(f []int) bool { return ps[f[0]].sameFact(ps[i]) })
		if k < 0 {
			facts = append(facts, []int{i})
			continue
		}
		facts[k] = append(facts[k], i)
	}
	return facts
}

// appendFact appends String's text after the code to b: all that sameFact
// compares. Appends to one buffer take less code than a strings.Builder,
// which every program that prints an error links.
func (p *Problem) appendFact(b []byte) []byte {
	b = append(b, strings.TrimPrefix(p.Err.Error(), "idna: ")...)
	if p.Rune >= 0 {
		b = append(b, ' ')
		b = appendRuneName(b, p.Rune)
	}
	if p.Label >= 0 {
		// Counted from 1, as people count; Problem.Label is 0-based.
		b = append(b, " in label "...)
		b = strconv.AppendInt(b, int64(p.Label)+1, 10)
	}
	b = append(b, " at byte "...)
	b = strconv.AppendInt(b, int64(p.Offset), 10)
	if p.Detail != "" {
		b = append(b, ": "...)
		b = append(b, p.Detail...)
	}
	return b
}

// appendRuneName appends a code point r >= 0 as U+ and at least four
// uppercase hex digits, followed by the character itself when it is
// visible (a bidi control, which could reorder the text around it, is
// not).
func appendRuneName(b []byte, r rune) []byte {
	b = codepoint.Append(b, r)
	if r > ' ' && r != 0x7f && utf8.ValidRune(r) && !isInvisible(r) && !isBidiControl(r) {
		b = append(b, " '"...)
		b = utf8.AppendRune(b, r)
		b = append(b, '\'')
	}
	return b
}

func isInvisible(r rune) bool {
	return r >= 0x80 && r < 0xa0 || r == 0x200c || r == 0x200d || r >= 0xd800 && r < 0xe000
}

// Error reports the problems found in a name. ToASCII and ToUnicode return
// errors of this type, and errors.Is(err, ErrBidi) (and the other sentinels)
// tells whether a problem of that family was found.
//
// A conversion records at most [MaxProblems] problems, the first ones in
// the order found, and after them only the first problem of each rule code
// not yet among them, so that Codes, Has and errors.Is see every rule the
// name breaks. The problems not recorded are counted in Omitted, and
// Error's text ends with their number. Hostile input breaks a rule per
// label (64 KiB of dots makes 65,537 problems); the cap keeps the memory of
// a call in proportion to the input. Explain records every problem.
type Error struct {
	// Input is the name that was processed.
	Input string
	// Problems lists the problems in the order they were found, up to the
	// cap described above.
	Problems []Problem
	// Omitted is the number of problems found but not listed in Problems;
	// 0 unless the name has more than MaxProblems.
	Omitted int

	// opts are the settings of the profile that found the problems, when
	// known (nil for errors made elsewhere), so that Sentences can name
	// every character of a label that the profile refuses.
	opts *options
}

// MaxProblems is the number of problems a conversion records in
// [Error.Problems] before it only counts them (Error.Omitted). No row of
// Unicode's IdnaTestV2.txt comes near it.
const MaxProblems = 16

// maxQuotedInput bounds how much of the input an error message quotes.
const maxQuotedInput = 256

// maxListedProblems bounds how many problems an error message lists.
const maxListedProblems = 10

// Error lists the input (quoted, cut at 256 bytes) and up to ten problems,
// each as [Problem.String] writes it, one fact under two codes said once
// after both codes (sameFact): "P1,V6: disallowed code point
// U+005F '_' in label 1 at byte 2".
func (e *Error) Error() string {
	b := make([]byte, 0, 64+min(len(e.Input), maxQuotedInput+3))
	b = append(b, "idna: "...)
	in := e.Input
	if len(in) > maxQuotedInput {
		// Keep messages short for hostile input; Input holds it all.
		b = strconv.AppendQuote(b, in[:maxQuotedInput])
		b = append(b, "..."...)
	} else {
		b = strconv.AppendQuote(b, in)
	}
	b = append(b, ": "...)
	listed := min(len(e.Problems), maxListedProblems)
	ps := e.Problems[:listed]
	// The facts as Facts groups them, without its slices: lead[i] is the
	// first problem of ps[i]'s fact, where the fact is said, after the
	// codes of all its problems.
	var lead [maxListedProblems]int
	for i := range ps {
		lead[i] = i
		for j := range i {
			if lead[j] == j && ps[j].sameFact(ps[i]) {
				lead[i] = j
				break
			}
		}
	}
	for i := range ps {
		if lead[i] != i {
			continue
		}
		if i > 0 { // ps[0] is always said first
			b = append(b, "; "...)
		}
		b = append(b, ps[i].Code...)
		for j := i + 1; j < len(ps); j++ {
			if lead[j] == i {
				b = append(append(b, ','), ps[j].Code...)
			}
		}
		b = append(b, ": "...)
		b = ps[i].appendFact(b)
	}
	if more := len(e.Problems) - listed + e.Omitted; more > 0 {
		b = append(b, "; and "...)
		b = appendCount(b, more)
		b = append(b, " more problem"...)
		if more > 1 {
			b = append(b, 's')
		}
	}
	return string(b)
}

// appendCount appends n >= 0 in decimal with commas between thousands
// ("65,521"), as people read large counts.
func appendCount(b []byte, n int) []byte {
	// Digits from the last, a comma before each group of three.
	var d [32]byte
	i := len(d)
	for k := 0; ; k++ {
		if k > 0 && k%3 == 0 {
			i--
			d[i] = ','
		}
		i--
		d[i] = byte('0' + n%10)
		if n /= 10; n == 0 {
			break
		}
	}
	return append(b, d[i:]...)
}

// Codes returns the distinct rule codes of the problems, sorted, spelled as in
// IdnaTestV2.txt.
func (e *Error) Codes() []rule.Code {
	codes := make([]rule.Code, 0, len(e.Problems))
	for _, p := range e.Problems {
		codes = append(codes, p.Code)
	}
	slices.Sort(codes)
	return slices.Compact(codes)
}

// Unwrap returns the sentinels of the problems' families, so that errors.Is
// matches any of them.
func (e *Error) Unwrap() []error {
	errs := make([]error, 0, len(e.Problems))
	for _, p := range e.Problems {
		if !slices.Contains(errs, p.Err) {
			errs = append(errs, p.Err)
		}
	}
	return errs
}

// Has reports whether one of the problems has the given rule code.
func (e *Error) Has(code rule.Code) bool {
	for _, p := range e.Problems {
		if p.Code == code {
			return true
		}
	}
	return false
}
