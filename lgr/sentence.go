package lgr

import (
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/xn-go/xn/msg"
)

// Sentence says to a person what decided the verdict, in one sentence
// (English with String, any language of package msg/catalog): why the
// label is refused, with what to do, or which action gave its
// disposition. A label refused for a capital letter whose lowercase form
// the LGR accepts gets that form as the fix (Lowercase).
func (r *Result) Sentence() msg.Message {
	q := msg.Quote(r.Label)
	switch r.Code {
	case BadInput:
		if e, ok := r.Err.(*InputError); ok {
			return e.sentence()
		}
	case TooComplex:
		return msg.Message{ID: msgTooComplex, Args: []any{q}}
	case NotInRepertoire, Context:
		if r.Lowercase != "" {
			return msg.Message{ID: msgCapitals, Args: []any{q, msg.Quote(r.Lowercase)}}
		}
		what := any(msg.Quote(string(r.CP)))
		if len(r.CP) == 1 {
			what = msg.Char(r.CP[0])
		}
		switch {
		case r.Code == NotInRepertoire:
			return msg.Message{ID: msgNotInRepertoire, Args: []any{q, what}}
		case r.notWhen:
			return msg.Message{ID: msgContextNotWhen, Args: []any{q, what, quoteName(r.Rule)}}
		}
		return msg.Message{ID: msgContextWhen, Args: []any{q, what, quoteName(r.Rule)}}
	}
	return r.decision(q)
}

// quoteName quotes a name from the LGR (a rule, a tag) in full; Quote
// would cut a long one.
func quoteName(s string) msg.Message { return msg.Message{ID: msg.TextQuoted, Args: []any{s}} }

// decision says which action gave the disposition and why it fired.
func (r *Result) decision(q msg.Message) msg.Message {
	a := r.act
	if a == nil { // not reached: Check sets it with Code OK
		return msg.Message{ID: msgWhyNone}
	}
	var why []any
	switch {
	case a.match != nil && a.notMatch:
		why = append(why, msg.Message{ID: msgWhyNotMatch, Args: []any{quoteName(a.ruleName)}})
	case a.match != nil:
		why = append(why, msg.Message{ID: msgWhyMatch, Args: []any{quoteName(a.ruleName)}})
	}
	if a.trigger != trigNone {
		why = append(why, r.typesReason(a))
	}
	if len(why) == 0 {
		why = append(why, msg.Message{ID: msgWhyNone})
	}
	where := msg.Message{ID: msgDefaultAction}
	if a.line > 0 {
		where = msg.Message{ID: msgActionLine, Args: []any{lineNumber(a.line)}}
	}
	id := msgAllowed
	if !r.Disposition.eligible() {
		id = msgRefused
	}
	return msg.Message{ID: id, Args: []any{q, r.Disposition.word(), msg.List(why...), where}}
}

// typesReason says why the variant types of the label fired action a: for
// an original label, the characters it has as written that carry those
// types ("it has 'ß' itself, not a variant of it"), which a registrant
// can read; else, and for a variant label, the condition as the LGR
// writes it.
func (r *Result) typesReason(a *action) msg.Message {
	var seqs []any
	for _, t := range r.asWritten {
		q := any(msg.Quote(string(t.cp)))
		if len(t.cp) == 1 {
			q = msg.Char(t.cp[0])
		}
		if a.types[t.typ] && !slices.ContainsFunc(seqs, func(s any) bool { return reflect.DeepEqual(s, q) }) {
			seqs = append(seqs, q)
		}
	}
	if len(seqs) == 0 {
		return msg.Message{ID: msgWhyTypes, Args: []any{fmt.Sprintf("%s=%q", a.trigger, a.typeList())}}
	}
	return msg.Message{ID: msgWhyAsWritten, Args: []any{msg.List(seqs...)}}
}

// word names the disposition in a sentence: the RFC's own through msg, so
// that they are translated, an LGR's own quoted as written.
func (d Disposition) word() any {
	switch d {
	case Invalid:
		return msg.Message{ID: msgDispInvalid}
	case Blocked:
		return msg.Message{ID: msgDispBlocked}
	case Allocatable:
		return msg.Message{ID: msgDispAllocatable}
	case Activated:
		return msg.Message{ID: msgDispActivated}
	case Valid:
		return msg.Message{ID: msgDispValid}
	}
	return quoteName(string(d))
}

// WarningKind says what a Warning is about.
type WarningKind uint8

// The kinds of Warning.
const (
	// WarnNewerUnicode: the LGR declares a Unicode version newer than
	// the property tables in use (Version).
	WarnNewerUnicode WarningKind = iota + 1
	// WarnEmptyTagClass: a class is made from a tag (Name) that no code
	// point carries.
	WarnEmptyTagClass
	// WarnCountOverPosition: an element (Name) has a count but holds
	// start or end, which RFC 7940 section 6.3.3 forbids; it is read as
	// written, as ICANN's Arabic language LGR needs.
	WarnCountOverPosition
	// WarnMerged: on a Result, the LGR is a merged ("common") one, which
	// ICANN publishes to find conflicts between labels of different
	// scripts; it cannot establish that the label (Label) is valid for
	// its script, which the LGR of that script does.
	WarnMerged
)

// A Warning is a remark about an LGR that parsed but may not do what its
// user expects ([LGR.Warnings]), or about a verdict that such an LGR
// cannot settle ([Result.Warnings]).
type Warning struct {
	Kind WarningKind
	// Line is the line of the element concerned, 0 for the document.
	Line int
	// Name is the tag or element name; Version the declared Unicode
	// version; Label the label checked (WarnMerged).
	Name, Version, Label string
}

// String renders the warning in English.
func (w Warning) String() string { return w.Message().String() }

// Message says the warning to a person.
func (w Warning) Message() msg.Message {
	switch w.Kind {
	case WarnNewerUnicode:
		return msg.Message{ID: msgNewerUnicode, Args: []any{w.Version, unicode.Version}}
	case WarnEmptyTagClass:
		return msg.Message{ID: msgEmptyTagClass, Args: []any{lineNumber(w.Line), quoteName(w.Name)}}
	case WarnCountOverPosition:
		return msg.Message{ID: msgCountOverPosition, Args: []any{lineNumber(w.Line), "<" + w.Name + ">"}}
	}
	scripts := labelScripts(w.Label)
	if len(scripts) == 0 {
		return msg.Message{ID: msgMergedNoScript, Args: []any{msg.Quote(w.Label)}}
	}
	return msg.Message{ID: msgMerged, Args: []any{msg.Quote(w.Label), msg.List(scripts...)}}
}

// labelScripts names the scripts of a label's characters, in the order
// they first appear, leaving out Common and Inherited (digits, hyphens,
// combining marks), which belong to every script LGR.
func labelScripts(s string) []any {
	var names []string
	for _, r := range s {
		name := scriptOf(r)
		if name == "" || name == "Common" || name == "Inherited" {
			continue
		}
		if !contains(names, name) {
			names = append(names, name)
		}
	}
	out := make([]any, len(names))
	for i, n := range names {
		out[i] = msg.Script(n)
	}
	return out
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// scriptOf returns the long name of the script of r, "" when it has none.
// A warning is rare, so the search through unicode.Scripts is fine.
func scriptOf(r rune) string {
	for name, t := range unicode.Scripts {
		if unicode.Is(t, r) {
			return name
		}
	}
	return ""
}

// isMerged reports whether an LGR's metadata say it is a merged ("common")
// LGR. ICANN's say so in their description ("this merged file", or a
// heading "Merged LGR" in RZ-LGR-1, whose only language is und-Zyyy), and
// they list the languages of several scripts. A single-script LGR also
// declares the Latin script when it admits ASCII (the Chinese one has
// zh-Hani and zh-Latn), and its description may send the reader to "an
// applicable merged, or Common LGR", so neither Latin nor the word
// "merged" alone counts.
func isMerged(m *Meta) bool {
	d := strings.ToLower(m.Description)
	if strings.Contains(d, "this merged") || strings.Contains(d, "merged lgr") {
		return true
	}
	return len(languageKeys(m.Languages)) > 1
}

// languageKeys returns the distinct scripts of language tags (the script
// subtag, or the language itself where the tag has none), without Latin
// when there are others.
func languageKeys(tags []string) []string {
	var keys []string
	for _, t := range tags {
		parts := strings.Split(t, "-")
		key := strings.ToLower(parts[0])
		for _, p := range parts[1:] {
			if len(p) == 4 && isAlpha(p) {
				key = strings.ToUpper(p[:1]) + strings.ToLower(p[1:])
				break
			}
		}
		if !contains(keys, key) {
			keys = append(keys, key)
		}
	}
	if len(keys) > 1 {
		kept := keys[:0]
		for _, k := range keys {
			if k != "Latn" {
				kept = append(kept, k)
			}
		}
		keys = kept
	}
	return keys
}

func isAlpha(s string) bool {
	for _, c := range []byte(s) {
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z') {
			return false
		}
	}
	return true
}

// lineNumber returns n as a line number for a sentence: in digits without
// separators, as editors number lines and as a person searches for it. A
// %d argument would be written with the language's thousands separator by
// the printers of package msg/catalog ("line 45,944", „Zeile 45.944“).
func lineNumber(n int) string { return strconv.Itoa(n) }
