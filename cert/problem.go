package cert

import (
	"errors"
	"strconv"
	"strings"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/msg"
)

// A Code names a kind of problem of a name in a certificate. Codes are
// stable; programs match on them. [Code.Section] gives the rule each one
// stands for.
type Code string

// The codes, in the order a name is checked.
const (
	InvalidUTF8        Code = "INVALID_UTF8"      // the name is not valid UTF-8
	EmptyName          Code = "EMPTY_NAME"        // the name is empty
	NameLength         Code = "NAME_LENGTH"       // over 253 octets in A-labels
	EmptyLabel         Code = "EMPTY_LABEL"       // "a..b", ".a", "a."
	LabelLength        Code = "LABEL_LENGTH"      // a label over 63 octets in its A-label form
	WildcardPosition   Code = "WILDCARD_POSITION" // '*' as a label other than the first
	PartialWildcard    Code = "PARTIAL_WILDCARD"  // '*' with other characters in a label: "f*", "xn--*", "*bcher"
	WildcardSuffix     Code = "WILDCARD_SUFFIX"   // "*.com", "*.co.uk": a wildcard over a public suffix
	ULabel             Code = "ULABEL"            // a U-label where an A-label is required
	UppercaseALabel    Code = "UPPERCASE_ALABEL"  // "xn--BCHER-kva", "XN--bcher-kva"
	FakeALabel         Code = "FAKE_ALABEL"       // xn-- and no Punycode after it
	InvalidALabel      Code = "INVALID_ALABEL"    // Punycode of a string that is no IDNA2008 U-label
	ReservedLDH        Code = "RESERVED_LDH"      // "ab--cd": hyphens in places 3 and 4 without xn--
	Underscore         Code = "UNDERSCORE"        // '_' in a label
	Character          Code = "CHARACTER"         // NUL, space and every other byte not letter, digit or hyphen
	HyphenEnd          Code = "HYPHEN_END"        // a label that begins or ends with '-'
	CommonNameNotInSAN Code = "CN_NOT_IN_SAN"     // the CN names no SAN
	CommonNameNotCopy  Code = "CN_NOT_COPY"       // the CN names a SAN, written differently
	Refused            Code = "IDNA"              // a conversion refused by IDNA2008 (see Problem.Err)
)

// codeInfo is the rule and the sentence of each code: the one table that
// Code.Section, the sentences and docs/certificates.md's test read.
var codeInfo = map[Code]struct {
	section string
	id      msg.ID
}{
	InvalidUTF8:        {"RFC 5280 §4.2.1.6 (IA5String)", msgInvalidUTF8},
	EmptyName:          {"RFC 5280 §4.2.1.6", msgEmptyName},
	NameLength:         {"RFC 5280 §4.2.1.6 (RFC 1034 §3.1)", msgNameLength},
	EmptyLabel:         {"RFC 5280 §4.2.1.6 (RFC 1034 §3.5)", msgEmptyLabel},
	LabelLength:        {"RFC 5280 §4.2.1.6 (RFC 1034 §3.5)", msgLabelLength},
	WildcardPosition:   {"RFC 9525 §6.3; BR §1.6.1 (Wildcard Domain Name)", msgWildcardPosition},
	PartialWildcard:    {"RFC 9525 §6.3; RFC 6125 §6.4.3; BR §1.6.1", msgPartialWildcard},
	WildcardSuffix:     {"BR §3.2.2.6", msgWildcardSuffix},
	ULabel:             {"RFC 5280 §7.2 as updated by RFC 9549 §3; BR §7.1.4.3", msgULabel},
	UppercaseALabel:    {"RFC 9549 §3 (RFC 5891 §5.4)", msgUppercase},
	FakeALabel:         {"RFC 9549 §3; RFC 5890 §2.3.1; BR §7.1.2.7.12 (P-Label)", msgFakeALabel},
	InvalidALabel:      {"RFC 9549 §3 (RFC 5891 §5.4); BR §7.1.2.7.12", msgInvalidALabel},
	ReservedLDH:        {"RFC 5890 §2.3.1; BR §7.1.2.7.12 (Reserved LDH Label)", msgReservedHyphens},
	Underscore:         {"RFC 5280 §4.2.1.6; BR §7.1.2.7.12 (LDH Label)", msgUnderscore},
	Character:          {"RFC 5280 §4.2.1.6 (RFC 1034 §3.5, RFC 1123 §2.1)", msgCharacter},
	HyphenEnd:          {"RFC 5280 §4.2.1.6 (RFC 1034 §3.5)", msgHyphenEnd},
	CommonNameNotInSAN: {"BR §7.1.4.3; RFC 9525 §6.4.4", msgCNNotInSAN},
	CommonNameNotCopy:  {"BR §7.1.4.3", msgCNNotCopy},
	Refused:            {"RFC 5891 §5 (IDNA2008)", ""},
}

// codes returns every code, in the order a name is checked.
func codes() []Code {
	return []Code{InvalidUTF8, EmptyName, NameLength, EmptyLabel, LabelLength, WildcardPosition,
		PartialWildcard, WildcardSuffix, ULabel, UppercaseALabel, FakeALabel, InvalidALabel,
		ReservedLDH, Underscore, Character, HyphenEnd, CommonNameNotInSAN, CommonNameNotCopy, Refused}
}

// Section returns the sections of the standards the code stands for:
// RFC 5280 and RFC 9549, RFC 6125 and RFC 9525, or the CA/Browser Forum
// Baseline Requirements (BR).
func (c Code) Section() string { return codeInfo[c].section }

// A Problem is one thing wrong with a name.
type Problem struct {
	Code Code
	// Name is the name as given; Label the label concerned ("" for the
	// whole name).
	Name  string
	Label string
	// Field is where a checked certificate holds the name: "SAN" (a
	// dNSName) or "CN" (the subject's common name); "" for a name checked
	// alone.
	Field string
	// Length is the length found, for NameLength and LabelLength.
	Length int
	// Char is the character, for Character.
	Char rune
	// Want is the form to write instead, for ULabel, UppercaseALabel and
	// CommonNameNotCopy; the suffix, for WildcardSuffix; the U-label, for
	// InvalidALabel.
	Want string
	// Err is the *idna.Error of IDNA2008, for Refused and InvalidALabel.
	Err error
}

// Sentences returns what to tell the person who wrote the name, one
// sentence per thing to fix: for Refused, the sentences of IDNA2008's
// error; otherwise one. Render them with Sentence or with package
// msg/catalog.
func (p Problem) Sentences() []msg.Message {
	var ie *idna.Error
	if p.Code == Refused && errors.As(p.Err, &ie) {
		return ie.Sentences()
	}
	return []msg.Message{p.message()}
}

// message is the one sentence of p's code.
func (p Problem) message() msg.Message {
	id := codeInfo[p.Code].id
	switch p.Code {
	case InvalidUTF8, EmptyName:
		return msg.Message{ID: id}
	case NameLength:
		return msg.Message{ID: id, Args: []any{msg.Quote(p.Name), p.Length}}
	case LabelLength:
		return msg.Message{ID: id, Args: []any{msg.Quote(p.Label), p.Length}}
	case EmptyLabel, WildcardPosition:
		return msg.Message{ID: id, Args: []any{msg.Quote(p.Name)}}
	case WildcardSuffix:
		return msg.Message{ID: id, Args: []any{msg.Quote(p.Name), msg.Quote(p.Want)}}
	case CommonNameNotInSAN:
		return msg.Message{ID: id, Args: []any{msg.Quote(p.Name)}}
	case CommonNameNotCopy:
		return msg.Message{ID: id, Args: []any{msg.Quote(p.Name), msg.Quote(p.Want)}}
	case Character:
		return msg.Message{ID: id, Args: []any{msg.Quote(p.Label), msg.Char(p.Char)}}
	case ULabel, UppercaseALabel, InvalidALabel:
		return msg.Message{ID: id, Args: []any{msg.Quote(p.Label), msg.Quote(p.Want)}}
	}
	return msg.Message{ID: id, Args: []any{msg.Quote(p.Label)}}
}

// String formats the problem for a log: "CODE: name (label)".
func (p Problem) String() string {
	var b strings.Builder
	b.WriteString(string(p.Code) + ": " + p.Name)
	if p.Label != "" && p.Label != p.Name {
		b.WriteString(" (" + p.Label + ")")
	}
	return b.String()
}

// An Error is a name that [ToASCII], [ToUnicode], [HostToASCII] or a
// [Matcher] refuses, with its problems.
type Error struct {
	Name     string
	Problems []Problem
}

// Error lists the name and the codes of its problems.
func (e *Error) Error() string {
	codes := make([]string, len(e.Problems))
	for i, p := range e.Problems {
		codes[i] = string(p.Code)
	}
	return "cert: " + quoteName(e.Name) + ": " + strings.Join(codes, ", ")
}

// Unwrap returns the IDNA errors of the problems, for errors.Is with
// idna's sentinels.
func (e *Error) Unwrap() []error {
	var errs []error
	for _, p := range e.Problems {
		if p.Err != nil {
			errs = append(errs, p.Err)
		}
	}
	return errs
}

// Has reports whether one of the problems has the code c.
func (e *Error) Has(c Code) bool {
	for _, p := range e.Problems {
		if p.Code == c {
			return true
		}
	}
	return false
}

// Sentences returns the sentences of every problem, in order.
func (e *Error) Sentences() []msg.Message {
	var ms []msg.Message
	for _, p := range e.Problems {
		ms = append(ms, p.Sentences()...)
	}
	return ms
}

// quoteName returns name cut at 256 bytes, quoted where it holds more
// than printable ASCII.
func quoteName(name string) string {
	if len(name) > 256 {
		name = name[:256]
	}
	for i := 0; i < len(name); i++ {
		if name[i] < ' ' || name[i] > '~' {
			return strconv.Quote(name)
		}
	}
	return name
}
