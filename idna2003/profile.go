package idna2003

import (
	"strings"

	"github.com/xn-go/xn/rule"
)

// A Profile holds the two flags of RFC 3490 section 3.1. The zero value is
// the RFC's setting for stored strings. A Profile is a plain value, safe
// for concurrent use.
type Profile struct {
	// AllowUnassigned lets code points unassigned in Unicode 3.2 through
	// nameprep, as RFC 3490 section 5 allows for queries only; when false
	// they are an error (NP_UNASSIGNED).
	AllowUnassigned bool
	// UseSTD3ASCIIRules restricts ASCII code points to letters, digits and
	// hyphen, with no hyphen at either end of a label (STD3_LDH,
	// STD3_HYPHEN).
	UseSTD3ASCIIRules bool
}

// String returns the profile's name and flags in the form of idna's
// profiles, such as "IDNA2003{IDNA2003:AllowUnassigned}".
func (p Profile) String() string {
	return "IDNA2003{" + strings.Join(p.Settings(), ":") + "}"
}

// Settings returns the names of the settings in force: IDNA2003, then
// UseSTD3ASCIIRules and AllowUnassigned when they are on.
func (p Profile) Settings() []string {
	flags := []string{"IDNA2003"}
	if p.UseSTD3ASCIIRules {
		flags = append(flags, "UseSTD3ASCIIRules")
	}
	if p.AllowUnassigned {
		flags = append(flags, "AllowUnassigned")
	}
	return flags
}

// Checks reports whether ToASCII under p checks the rule of code, for the
// rules that depend on its flags, as idna's Profile.Checks does for its
// own: the STD3 rules (STD3_LDH, STD3_HYPHEN) under UseSTD3ASCIIRules, and
// nameprep's unassigned code points (NP_UNASSIGNED) without
// AllowUnassigned. For every other code it reports false.
func (p Profile) Checks(code rule.Code) bool {
	switch code {
	case rule.STD3_LDH, rule.STD3_HYPHEN:
		return p.UseSTD3ASCIIRules
	case rule.NP_UNASSIGNED:
		return !p.AllowUnassigned
	}
	return false
}

// ToASCII converts a name to its ASCII form with RFC 3490 ToASCII applied
// to each label (section 4.1). On error it returns "" and an [*idna.Error]
// listing the problems, up to the cap described there.
func (p Profile) ToASCII(s string) (string, error) {
	if p.plainASCII(s) {
		return s, nil
	}
	return p.convert(s, true).asciiResult()
}

// AppendToASCII appends the ASCII form of s to dst. On error it returns dst
// unchanged and an [*idna.Error].
func (p Profile) AppendToASCII(dst []byte, s string) ([]byte, error) {
	if p.plainASCII(s) {
		return append(dst, s...), nil
	}
	c := p.convert(s, true)
	if c.labels > 0 && len(c.problems) == 0 {
		return append(dst, c.buf...), nil
	}
	return dst, c.err()
}

// ToUnicode converts a name to its Unicode form with RFC 3490 ToUnicode
// applied to each label (section 4.2). ToUnicode never fails in the RFC's
// sense: a label that cannot be converted comes back as it is, and the
// returned error lists why. When the input is not valid UTF-8 or longer
// than [idna.MaxInputLen], the input itself is returned with the error.
func (p Profile) ToUnicode(s string) (string, error) {
	return p.convert(s, false).unicodeResult()
}

// AppendToUnicode appends the Unicode form of s to dst, with the same
// best-effort rule as [Profile.ToUnicode].
func (p Profile) AppendToUnicode(dst []byte, s string) ([]byte, error) {
	c := p.convert(s, false)
	if c.labels == 0 {
		return append(dst, s...), c.err()
	}
	return append(dst, c.buf...), c.err()
}

// ToASCII converts a name with the zero [Profile]: AllowUnassigned and
// UseSTD3ASCIIRules off.
func ToASCII(s string) (string, error) { return Profile{}.ToASCII(s) }

// ToUnicode converts a name with the zero [Profile]: AllowUnassigned and
// UseSTD3ASCIIRules off.
func ToUnicode(s string) (string, error) { return Profile{}.ToUnicode(s) }
