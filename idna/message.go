package idna

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/xn-go/xn/label"
	"github.com/xn-go/xn/rule"
)

// Message returns a sentence in plain English that a program can show to
// the person who typed input (the name the problem was found in, as in
// [Error.Input]): it names the label by its text, the character by its
// position in characters and in bytes, and says what to do where there is
// something to do, as in "label 1 'bücher-' ends with a hyphen" or
// "capital letters are not allowed here: write 'bücher.de'". Labels are
// counted from 1 here, as people count, and characters too; Problem.Label
// and Offset count from 0.
//
// The wording may improve from one release to the next: match on Code or on
// the sentinel errors, never on the message.
func (p Problem) Message(input string) string {
	var b strings.Builder
	lab := labelAround(input, p)
	name := "the name"
	if p.Label >= 0 {
		name = "label " + strconv.Itoa(p.Label+1)
		if lab != "" {
			name += " " + quoteForPerson(lab)
		}
	}
	char := ""
	if p.Rune >= 0 {
		char = quoteRuneForPerson(p.Rune)
		if p.Offset >= 0 && p.Offset < len(input) && strings.HasPrefix(input[p.Offset:], string(p.Rune)) {
			char += " at character " + strconv.Itoa(utf8.RuneCountInString(input[:p.Offset])+1) +
				" (byte " + strconv.Itoa(p.Offset) + ")"
		}
	}
	switch p.Code {
	case rule.UTF8:
		b.WriteString("the text is not valid UTF-8 at byte " + strconv.Itoa(p.Offset))
	case rule.TOOLONG:
		b.WriteString("the text is " + strconv.Itoa(len(input)) + " bytes long, far longer than any domain name; the limit here is " + strconv.Itoa(MaxInputLen) + " bytes")
	case rule.V3:
		if lab != "" && strings.HasPrefix(lab, "-") {
			b.WriteString(name + " begins with a hyphen")
		} else {
			b.WriteString(name + " ends with a hyphen")
		}
		b.WriteString("; remove it or move it inside the label")
	case rule.V2:
		b.WriteString(name + " has hyphens in both the third and fourth positions, which are kept for encodings such as xn--")
	case rule.P4:
		b.WriteString(name + " begins with xn-- but is not a valid A-label")
		if p.Detail != "" {
			b.WriteString(" (" + strings.TrimPrefix(p.Detail, "punycode: ") + ")")
		} else {
			b.WriteString(": it does not decode to a name with characters outside ASCII")
		}
	case rule.A3:
		b.WriteString(name + " cannot be encoded in Punycode")
	case rule.A4_2, rule.X4_2:
		if p.Length == 0 {
			b.WriteString(name + " is empty: two dots in a row, or a dot at the start")
		} else {
			b.WriteString(name + " is " + strconv.Itoa(p.Length) + " octets long in ASCII form; the limit is " + strconv.Itoa(label.MaxLabelLen) + " octets")
		}
	case rule.A4_1:
		if p.Length == 0 {
			b.WriteString("the name is empty")
		} else {
			b.WriteString("the name is " + strconv.Itoa(p.Length) + " octets long in ASCII form; the limit is " + strconv.Itoa(label.MaxNameLen) + " octets")
		}
	case rule.V1:
		b.WriteString(name + " is not in Unicode Normalization Form C")
		if fix := normalizeNFC(lab); fix != lab && lab != "" {
			b.WriteString(": write " + quoteForPerson(fix))
		}
	case rule.B1, rule.B2, rule.B3, rule.B4, rule.B5, rule.B6:
		b.WriteString(name + " breaks the rule for right-to-left text (RFC 5893, rule " + string(p.Code[1:]) + ")")
		if char != "" {
			b.WriteString(": " + char)
		}
	case rule.C1:
		b.WriteString(name + " has an invisible ZERO WIDTH NON-JOINER where the script does not join letters")
	case rule.C2:
		b.WriteString(name + " has an invisible ZERO WIDTH JOINER that does not follow a virama")
	case rule.C3, rule.C4, rule.C5, rule.C6, rule.C7, rule.C8, rule.C9:
		b.WriteString(name + " has " + char + " outside the context where it is allowed: " + contextORule[p.Code])
	case rule.FORBIDDEN, rule.MAPPED_FORBIDDEN:
		b.WriteString(name + " has " + char + ", which a host name in a URL cannot hold")
	case rule.IPLITERAL:
		b.WriteString("the name becomes an IP address once its characters are mapped; write the address itself if that is meant")
	default:
		switch {
		case p.Code == codeDot:
			b.WriteString(name + " contains a full stop")
		case p.Code == codeLeadingMark:
			b.WriteString(name + " begins with a combining mark " + char)
		case p.Err == ErrDisallowed:
			b.WriteString(disallowedMessage(input, name, char, p))
		default:
			b.WriteString(name + ": " + strings.TrimPrefix(p.Err.Error(), "idna: "))
			if p.Detail != "" {
				b.WriteString(": " + p.Detail)
			}
		}
	}
	return b.String()
}

// disallowedMessage explains a code point that the profile does not allow,
// suggesting the mapped form of the name when mapping would make it valid
// (a profile without mapping, such as Registration, given capital letters).
func disallowedMessage(input, name, char string, p Problem) string {
	if p.Rune >= 'A' && p.Rune <= 'Z' {
		msg := "capital letters are not allowed here"
		if fix, err := Lookup.ToUnicode(input); err == nil && fix != input {
			msg += ": write " + quoteForPerson(fix)
		}
		return msg
	}
	msg := name + " has " + char + ", which is not allowed in domain names"
	if p.Code == rule.U1 || p.Rune >= 0 && p.Rune < utf8.RuneSelf {
		msg = name + " has " + char + "; only letters, digits and hyphens are allowed"
	}
	if fix, err := Lookup.ToUnicode(input); err == nil && fix != input {
		msg += "; write " + quoteForPerson(fix)
	}
	return msg
}

// contextORule says where each CONTEXTO character is allowed.
var contextORule = map[rule.Code]string{
	rule.C3: "MIDDLE DOT only between two l (as in Catalan l·l)",
	rule.C4: "GREEK LOWER NUMERAL SIGN only before a Greek letter",
	rule.C5: "HEBREW PUNCTUATION GERESH only after a Hebrew letter",
	rule.C6: "HEBREW PUNCTUATION GERSHAYIM only after a Hebrew letter",
	rule.C7: "KATAKANA MIDDLE DOT only in a label with Hiragana, Katakana or Han",
	rule.C8: "ARABIC-INDIC DIGITS not mixed with EXTENDED ARABIC-INDIC DIGITS",
	rule.C9: "EXTENDED ARABIC-INDIC DIGITS not mixed with ARABIC-INDIC DIGITS",
}

// labelAround returns the text of the input label that p's offset falls in,
// between two of the four IDNA dots; "" for a problem about the whole name.
func labelAround(input string, p Problem) string {
	if p.Label < 0 || p.Offset < 0 || p.Offset > len(input) {
		return ""
	}
	start := 0
	for {
		i, n := label.IndexDot(input[start:])
		if i < 0 || start+i >= p.Offset {
			end := len(input)
			if i >= 0 {
				end = start + i
			}
			return input[start:end]
		}
		start += i + n
	}
}

// maxQuotedLabel is how many characters of a label a message quotes.
const maxQuotedLabel = 24

// quoteForPerson quotes s in single quotes for a message, cut after
// maxQuotedLabel characters, with invisible and control characters written
// as U+XXXX so that the message cannot hide or reorder text.
func quoteForPerson(s string) string {
	var b strings.Builder
	b.WriteByte('\'')
	n := 0
	for _, r := range s {
		if n == maxQuotedLabel {
			b.WriteString("…")
			break
		}
		n++
		if r < ' ' || r == 0x7f || isInvisible(r) || isBidiControl(r) {
			b.WriteString("<" + runeHex(r) + ">")
			continue
		}
		b.WriteRune(r)
	}
	b.WriteByte('\'')
	return b.String()
}

// quoteRuneForPerson names a character for a message: 'x' (U+0078), or
// U+200D alone for one that cannot be seen.
func quoteRuneForPerson(r rune) string {
	if r < ' ' || r == 0x7f || r == ' ' || isInvisible(r) || isBidiControl(r) || !utf8.ValidRune(r) {
		return runeHex(r)
	}
	return "'" + string(r) + "' (" + runeHex(r) + ")"
}

func runeHex(r rune) string {
	s := strings.ToUpper(strconv.FormatInt(int64(r), 16))
	for len(s) < 4 {
		s = "0" + s
	}
	return "U+" + s
}

// isBidiControl reports the explicit directional formatting characters,
// which could reorder the text of a message around them.
func isBidiControl(r rune) bool {
	return r == 0x061C || r == 0x200E || r == 0x200F || 0x202A <= r && r <= 0x202E || 0x2066 <= r && r <= 0x2069
}
