package spoof

import (
	"github.com/xn-go/xn/idna"

	"fmt"
	"strings"
	"unicode/utf8"
)

// Policy decides which domain-name labels are safe to show in Unicode. Each
// check that finds a problem adds a [Reason]; a name whose labels give no
// reason may be shown in Unicode.
//
// The zero Policy is the strictest one: it shows ASCII labels only. Start
// from [DefaultPolicy] to show ordinary internationalized names.
//
// A Policy's methods only read it, so one Policy may be used by many
// goroutines at once as long as none of them changes its fields (or the
// WholeScriptTLDs and TLDCharacters maps) meanwhile. The package-level functions are safe for
// concurrent use.
type Policy struct {
	// Profile is the IDNA profile Display converts names with; nil means
	// idna.Lookup with AllowUnderscore(true). Check and CheckLabel do not
	// convert.
	Profile *idna.Profile

	// MaxLevel is the least restrictive UTS #39 restriction level a label
	// may have. A label with a character of Identifier_Status=Restricted is
	// refused unless MaxLevel is Unrestricted.
	MaxLevel Level

	// MaxMarks is how many nonspacing marks (Mn or Me, counted in NFD) one
	// character may carry. UTS #39 section 5.4 suggests 4; 0 refuses every
	// combining mark, so that "bücher" must be shown as an A-label.
	MaxMarks int

	// AllowRepeatedMarks turns off the check for one character carrying
	// the same nonspacing mark twice.
	AllowRepeatedMarks bool

	// AllowMixedNumbers turns off the check for digits of several decimal
	// systems in one label.
	AllowMixedNumbers bool

	// AllowJoiners lets U+200C ZERO WIDTH NON-JOINER and U+200D ZERO WIDTH
	// JOINER through. IDNA2008 permits them in some contexts (Persian,
	// Indic scripts), but they are invisible and UTS #39 restricts them,
	// so by default a label with one is shown as an A-label.
	AllowJoiners bool

	// AllowWholeScriptConfusables turns off the whole-script confusable
	// check everywhere. With it off (the default), a label that is a
	// whole-script confusable of an ASCII label is still shown in Unicode
	// when the top-level domain vouches for its script: the TLD is written
	// in that script (аррӏе.рф), or WholeScriptTLDs maps the TLD to it.
	AllowWholeScriptConfusables bool

	// WholeScriptTLDs maps top-level domains, lower case, in Unicode form
	// ("ru", "рф"), to the ISO 15924 code of a script ("Cyrl") whose
	// whole-script confusables may be shown under that TLD. The idea is
	// Chromium's: the registry of a national TLD serves that script's users
	// and limits look-alike registrations.
	WholeScriptTLDs map[string]string

	// RejectASCIILookalikes also refuses labels that are not ASCII but look
	// like an ASCII label, such as the Latin ɑpple with U+0251 (restricted
	// anyway) or the Turkish ılık, with dotless ı, which looks like "ilik".
	// Whole-script confusables keep their own rules above; this check is
	// for the rest, mostly Latin and mixed labels. It catches look-alikes
	// that the script checks cannot, at the price of refusing real words.
	RejectASCIILookalikes bool

	// AllowBrowserRemoved lets through the characters that the identifier
	// profile allows but browsers do not show (ĸ, ʼ, Latin Extended
	// Additional, Greek Extended...; see CodeBrowserRemoved).
	AllowBrowserRemoved bool

	// AllowNonIDNA2008 turns off the IDNA2008 check: by default a label
	// that UTS #46 accepts but IDNA2008 does not (U+2010 HYPHEN, U+2019,
	// U+00B7 outside l·l, U+30FB without Kana) is refused.
	AllowNonIDNA2008 bool

	// TLDCharacters maps characters to the top-level domains (lower case,
	// Unicode form) under which a label may hold them; under any other TLD,
	// and in a label checked on its own, they are refused. The default
	// keeps þ and ð to .is and .fo, ə to .az and U+00B7 to .cat. A nil map
	// turns the check off.
	TLDCharacters map[rune][]string

	// AllowLatinLookalikeLetters turns off the check for single-script
	// labels made only of letters that look like Latin ones (Cyrillic ск,
	// Greek ικα, Armenian ոսւօ). Like whole-script confusables, such labels
	// are shown under a TLD that vouches for their script.
	AllowLatinLookalikeLetters bool

	// AllowDigitLookalikes turns off the check for labels made of ASCII
	// digits and characters that look like digits (1շ, ੨੨੨).
	AllowDigitLookalikes bool

	// AllowCJKContext turns off the checks on Chinese and Japanese
	// characters out of context (ip一address, ー日本, かヽ).
	AllowCJKContext bool

	// AllowNonASCIILatinMixed lets a label that mixes Latin with another
	// script (Chinese, Japanese, Korean) hold Latin letters outside ASCII
	// (tökyo東京).
	AllowNonASCIILatinMixed bool

	// AllowMarksInAnyContext turns off the checks on combining marks in
	// context (pi̇xel with U+0307 on i, marks on dotless ı, Latin
	// diacritics on other scripts, marks of another script than their base).
	AllowMarksInAnyContext bool

	// AllowRegionalCharacters shows, under the TLDs of the regions that write
	// them, the characters that Unicode 17.0.0 restricts although 15.0.0
	// allowed them and people use them: Bopomofo under .tw, and Han
	// characters of the main block and Extensions A and B under the Chinese,
	// Japanese and Korean ccTLDs. It matters only with the 17.0.0 tables.
	AllowRegionalCharacters bool

	// Protected holds names, such as the user's own or a top-sites list,
	// whose look-alikes are refused (see [ProtectedNames]). Nil protects
	// nothing: DefaultPolicy ships no list.
	Protected *ProtectedNames
}

// DefaultPolicy returns a new copy of the default policy, modelled on
// Chromium's IDN display policy:
//
//   - labels must be Highly Restrictive (UTS #39 section 5.2): one script,
//     or Latin with Chinese, Japanese or Korean, and only characters of the
//     UTS #39 identifier profile;
//   - no invisible characters, no joiners;
//   - no whole-script confusables of ASCII labels, except under a TLD of
//     their script: a TLD written in it, or one of the country-code TLDs
//     listed in WholeScriptTLDs (Cyrillic under bg, by, kz, mk, mn, rs, ru,
//     su, ua and uz; Greek under gr and cy; Armenian under am; Georgian
//     under ge; Hebrew under il; Ethiopic under er and et; Thai under th;
//     Sinhala under lk; Myanmar under mm);
//   - digits of one decimal system per label;
//   - at most 4 nonspacing marks per character, never the same one twice;
//   - and the rules browsers add on top of UTS #39: labels valid under
//     IDNA2008; none of the characters browsers leave out of the identifier
//     profile; þ and ð only under .is and .fo, ə under .az, U+00B7 under
//     .cat; no labels of Latin look-alike letters outside their TLDs, no
//     digit look-alikes, no CJK characters or combining marks out of
//     context, no Latin letters outside ASCII mixed with CJK;
//   - with the Unicode 17.0.0 tables, Bopomofo under .tw and the Han
//     characters 15.0.0 allowed under the Chinese, Japanese and Korean
//     ccTLDs (AllowRegionalCharacters).
//
// Protected is nil: the package ships no list of names to protect.
func DefaultPolicy() *Policy {
	return &Policy{
		MaxLevel:      HighlyRestrictive,
		MaxMarks:      4,
		TLDCharacters: defaultTLDCharacters(),

		AllowRegionalCharacters: true,
		WholeScriptTLDs: map[string]string{
			"bg": "Cyrl", "by": "Cyrl", "kz": "Cyrl", "mk": "Cyrl", "mn": "Cyrl",
			"rs": "Cyrl", "ru": "Cyrl", "su": "Cyrl", "ua": "Cyrl", "uz": "Cyrl",
			"gr": "Grek", "cy": "Grek",
			"am": "Armn",
			"ge": "Geor",
			"il": "Hebr",
			"er": "Ethi", "et": "Ethi",
			"th": "Thai",
			"lk": "Sinh",
			"mm": "Mymr",
		},
	}
}

// tooLongReason is the one reason of a name or label over the cap.
func tooLongReason() Reason {
	return Reason{Code: CodeTooLong, Rune: -1, Message: "longer than idna.MaxInputLen bytes: not checked"}
}

// defaultPolicy is the policy of Display; it is never changed.
var defaultPolicy = DefaultPolicy()

// CheckLabel returns the reasons not to show one label in Unicode, or nil if
// it may be shown. Without a name around it, the label has no top-level
// domain, so WholeScriptTLDs does not apply. The label should be in the
// form IDNA ToUnicode produces (mapped, lower case, NFC). A label longer
// than idna.MaxInputLen bytes is not examined: its one reason is
// CodeTooLong.
func (p *Policy) CheckLabel(label string) []Reason {
	if tooLong(label) {
		return []Reason{tooLongReason()}
	}
	reasons := p.appendLabel(nil, label, 0, "", false)
	for j := range reasons {
		reasons[j].text = label
		if reasons[j].Code == CodeRestrictionLevel {
			reasons[j].extra = imitated("", label)
		}
	}
	return reasons
}

// Check returns the reasons not to show a domain name in Unicode, or nil if
// it may be shown. Each label is checked on its own (Reason.Label says
// which); the top-level label gives the context for WholeScriptTLDs, and,
// being delegated by the root zone, is itself exempt from the look-alike
// checks. Labels are separated by the dots IDNA recognises (U+002E, U+3002,
// U+FF0E, U+FF61); empty labels are skipped. The name as a whole is then
// compared with the policy's Protected names. The name should be in the
// form IDNA ToUnicode produces; Check does not map or validate it. A name
// longer than idna.MaxInputLen bytes is not examined: its one reason is
// CodeTooLong.
func (p *Policy) Check(unicodeName string) []Reason {
	if tooLong(unicodeName) {
		return []Reason{tooLongReason()}
	}
	var reasons []Reason
	if !p.plainASCII(unicodeName) {
		reasons = p.checkLabels(unicodeName)
	}
	if p.Protected != nil {
		if name, label, ok := p.Protected.lookalike(unicodeName); ok {
			reasons = append(reasons, Reason{Code: CodeProtectedLookalike, Label: label, Rune: -1,
				Message: fmt.Sprintf("looks like the protected name %+q", name), text: unicodeName, extra: name})
		}
	}
	return reasons
}

// plainASCII reports whether name is ASCII and appendASCII finds nothing
// in any of its labels: the most common name is checked in one pass over
// its bytes, without cutting it into labels.
func (p *Policy) plainASCII(name string) bool {
	for i := 0; i < len(name); i++ {
		c := name[i]
		if c >= utf8.RuneSelf {
			return false
		}
		if c != '.' && !asciiInfo[c].allowed && p.MaxLevel != Unrestricted {
			return false
		}
	}
	return true
}

// checkLabels returns the reasons of Check about the labels of
// unicodeName, each label on its own.
func (p *Policy) checkLabels(unicodeName string) []Reason {
	var reasons []Reason
	tld, tldIndex := "", -2 // found on first need
	for i, rest := 0, unicodeName; ; i++ {
		label, next, more := cutLabel(rest)
		n := len(reasons)
		if isASCII(label) {
			// The common case needs no context: see appendASCII.
			reasons = p.appendASCII(reasons, label, i)
		} else {
			if tldIndex == -2 {
				tld, tldIndex = topLabel(unicodeName)
			}
			reasons = p.appendLabel(reasons, label, i, tld, i == tldIndex)
		}
		for j := n; j < len(reasons); j++ {
			reasons[j].text = label
			if reasons[j].Code == CodeRestrictionLevel {
				reasons[j].extra = imitated(unicodeName, label)
			}
		}
		if !more {
			break
		}
		rest = next
	}
	return reasons
}

// topLabel returns the top-level label of a name, the last non-empty one,
// and its index; or "" and -1 when the name has fewer than two non-empty
// labels.
func topLabel(name string) (tld string, index int) {
	index, labels := -1, 0
	for i, rest := 0, name; ; i++ {
		label, next, more := cutLabel(rest)
		if label != "" {
			labels++
			tld, index = label, i
		}
		if !more {
			break
		}
		rest = next
	}
	if labels < 2 {
		return "", -1
	}
	return tld, index
}

// cutLabel splits s at its first label separator.
func cutLabel(s string) (label, rest string, found bool) {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '.' && c < 0xE3 {
			continue // neither a dot nor the first byte of a wide one
		}
		switch {
		case c == '.':
			return s[:i], s[i+1:], true
		case c == 0xE3 && strings.HasPrefix(s[i:], "\u3002"),
			c == 0xEF && (strings.HasPrefix(s[i:], "\uFF0E") || strings.HasPrefix(s[i:], "\uFF61")):
			return s[:i], s[i+3:], true
		}
	}
	return s, "", false
}

// appendLabel appends the reasons not to show label, the index-th label of
// a name whose top-level label is tld ("" if none), to dst.
func (p *Policy) appendLabel(dst []Reason, label string, index int, tld string, isTLD bool) []Reason {
	if isASCII(label) {
		return p.appendASCII(dst, label, index)
	}
	var a analysis
	a.scan(label, p.AllowJoiners)
	start := len(dst)
	if a.invalid {
		dst = append(dst, Reason{Code: CodeInvalidUTF8, Label: index, Rune: -1, Message: "is not valid UTF-8"})
	}
	if a.invisible >= 0 {
		dst = append(dst, Reason{Code: CodeInvisible, Label: index, Rune: a.invisible,
			Message: fmt.Sprintf("contains the invisible character %U", a.invisible)})
	}
	if r := a.restricted; r >= 0 && p.MaxLevel < Unrestricted {
		if p.AllowRegionalCharacters && tld != "" {
			r = firstRestricted(label, tld, p.AllowJoiners)
		}
		if r >= 0 {
			dst = append(dst, restrictedReason(index, r))
		}
	}
	if p.MaxLevel < Unrestricted && !p.AllowBrowserRemoved {
		if r := firstBrowserRemoved(label); r >= 0 {
			dst = append(dst, browserRemovedReason(index, r))
		}
	}
	if lvl := a.scriptLevel(); lvl > p.MaxLevel {
		dst = append(dst, Reason{Code: CodeRestrictionLevel, Label: index, Rune: -1,
			Message: fmt.Sprintf("is %s (%s); the policy allows %s at most", lvl, a.scriptsUsed(label), p.MaxLevel)})
	}
	if !p.AllowMixedNumbers && a.digit >= 0 {
		dst = append(dst, Reason{Code: CodeMixedNumbers, Label: index, Rune: a.digit,
			Message: fmt.Sprintf("mixes decimal digits of different systems (%U)", a.digit)})
	}
	if repeated, excess := markCheck(label, p.MaxMarks); repeated >= 0 || excess >= 0 {
		if repeated >= 0 && !p.AllowRepeatedMarks {
			dst = append(dst, Reason{Code: CodeRepeatedMark, Label: index, Rune: repeated,
				Message: fmt.Sprintf("repeats the nonspacing mark %U on one character", repeated)})
		}
		if excess >= 0 {
			dst = append(dst, Reason{Code: CodeTooManyMarks, Label: index, Rune: excess,
				Message: fmt.Sprintf("has more than %d nonspacing marks on one character (%U)", p.MaxMarks, excess)})
		}
	}
	if a.invalid {
		return dst
	}
	// Most characters IDNA2008 refuses are invisible or restricted too;
	// the IDNA2008 reason is for those that the checks above let through.
	if !p.AllowNonIDNA2008 && len(dst) == start {
		dst = appendIDNA2008(dst, label, index)
	}
	level := a.scriptLevel()
	// The top-level label is spared the look-alike checks: the root zone's
	// own review decides which TLDs look like what. The digit and context
	// rules still apply: no delegated TLD breaks them (example.com丶test
	// has none).
	if !isTLD {
		dst = p.appendLookalike(dst, &a, label, index, tld, level)
	}
	if !p.AllowDigitLookalikes && isDigitLookalike(label) {
		dst = append(dst, Reason{Code: CodeDigitLookalike, Label: index, Rune: -1, Message: "is made of digits and characters that look like digits"})
	}
	return p.appendContext(dst, label, index, level)
}

// appendLookalike appends the reasons of the checks that compare a label
// with Latin: TLD-specific characters, whole-script confusables, Latin
// look-alike letters and, if asked for, ASCII look-alikes.
func (p *Policy) appendLookalike(dst []Reason, a *analysis, label string, index int, tld string, level Level) []Reason {
	dst = p.appendTLDCharacter(dst, label, index, tld)
	if a.wholeScript(label) {
		if !p.AllowWholeScriptConfusables && !p.tldVouches(a, tld) {
			dst = append(dst, Reason{Code: CodeWholeScriptConfusable, Label: index, Rune: -1,
				Message: fmt.Sprintf("is written in %s but looks like ASCII %+q", scriptList(&a.resolved), Skeleton(label))})
		}
	} else if s, ok := a.latinLookalikeScript(label); ok && level == SingleScript {
		if !p.AllowLatinLookalikeLetters && !p.tldVouches(a, tld) && !isAllowedLookalikeWord(label) {
			dst = append(dst, latinLookalikeReason(index, s))
		}
	} else if p.RejectASCIILookalikes && looksLikeASCII(label) {
		dst = append(dst, Reason{Code: CodeASCIILookalike, Label: index, Rune: -1,
			Message: fmt.Sprintf("looks like ASCII %+q", Skeleton(label))})
	}
	return dst
}

// appendContext appends the reasons of the context rules (cjk.go,
// markcontext.go). As in Chromium, they look only at labels that mix
// scripts or hold characters that need a look at their neighbours (Kana
// exceptions, combining diacritics U+0300..U+0339): in a single-script
// label without those, every character is among its own.
func (p *Policy) appendContext(dst []Reason, label string, index int, level Level) []Reason {
	if level == SingleScript && !needsContext(label) {
		return dst
	}
	if !p.AllowCJKContext {
		if r := cjkContext(label); r >= 0 {
			dst = append(dst, Reason{Code: CodeCJKContext, Label: index, Rune: r,
				Message: fmt.Sprintf("has %U out of its Chinese or Japanese context, where it can pass for another character", r)})
		}
	}
	if !p.AllowNonASCIILatinMixed && level > SingleScript && hasNonLGC(label) {
		if r := nonASCIILatin(label); r >= 0 {
			dst = append(dst, Reason{Code: CodeNonASCIILatinMixed, Label: index, Rune: r,
				Message: fmt.Sprintf("mixes the non-ASCII Latin letter %U with another script", r)})
		}
	}
	if !p.AllowMarksInAnyContext {
		if r := markContext(label); r >= 0 {
			dst = append(dst, Reason{Code: CodeMarkContext, Label: index, Rune: r,
				Message: fmt.Sprintf("has the combining mark %U where it can fake or hide a letter", r)})
		}
	}
	return dst
}

// needsContext reports whether a single-script label holds a Kana exception
// or a combining diacritic of U+0300..U+0339.
func needsContext(label string) bool {
	for _, r := range label {
		if isKanaException(r) || 0x0300 <= r && r <= 0x0339 {
			return true
		}
	}
	return false
}

// hasNonLGC reports whether label has a character of a script other than
// Latin, Greek and Cyrillic (Common and Inherited ones do not count).
func hasNonLGC(label string) bool {
	for _, r := range label {
		if r >= 0x80 {
			set := scriptSetOf(r)
			if !set.isAll() && !set.has(scriptLatn) && !set.has(scriptGrek) && !set.has(scriptCyrl) {
				return true
			}
		}
	}
	return false
}

// appendASCII is appendLabel for an ASCII label. ASCII labels need only the
// identifier-profile check: they are ASCII-only, have one digit system, no
// marks and no invisible characters, and their look-alikes among themselves
// (rn and m) are no question of Unicode display.
func (p *Policy) appendASCII(dst []Reason, label string, index int) []Reason {
	if p.MaxLevel == Unrestricted {
		return dst
	}
	for i := 0; i < len(label); i++ {
		if c := label[i]; !asciiInfo[c].allowed {
			return append(dst, restrictedReason(index, rune(c)))
		}
	}
	return dst
}

func restrictedReason(index int, r rune) Reason {
	return Reason{Code: CodeRestrictedCharacter, Label: index, Rune: r,
		Message: fmt.Sprintf("contains %U, which UTS #39 restricts in identifiers (Identifier_Status=Restricted)", r)}
}

// tldVouches reports whether the top-level label tld allows whole-script
// confusables in the script of the analysed label.
func (p *Policy) tldVouches(a *analysis, tld string) bool {
	if tld == "" {
		return false
	}
	if !isASCII(tld) {
		var t analysis
		t.scan(tld, false)
		if !t.resolved.isEmpty() && !t.resolved.isAll() && t.resolved.intersects(&a.resolved) {
			return true
		}
	}
	code, ok := p.WholeScriptTLDs[tld]
	if !ok && hasUpperASCII(tld) {
		code, ok = p.WholeScriptTLDs[strings.ToLower(tld)]
	}
	if !ok {
		return false
	}
	i := scriptIndex(code)
	return i >= 0 && a.resolved.has(i)
}

// scriptsUsed lists the scripts of the characters of a mixed-script label,
// each character counted by its own script set.
func (a *analysis) scriptsUsed(label string) string {
	var used scriptSet
	for _, r := range label {
		s := scriptSetOf(r)
		if s.isAll() {
			continue
		}
		// A character of several scripts counts for one of them only if no
		// other character already stands for one of its scripts.
		if !used.intersects(s) {
			for i := range scriptCodes {
				if s.has(i) && i != scriptHanb && i != scriptJpan && i != scriptKore {
					used[i/64] |= 1 << (i % 64)
					break
				}
			}
		}
	}
	if used.count() == 0 {
		return "Common"
	}
	return scriptList(&used)
}

// scriptIndex returns the script number of an ISO 15924 code, or -1.
func scriptIndex(code string) int {
	for i, c := range scriptCodes {
		if strings.EqualFold(c, code) {
			return i
		}
	}
	return -1
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

func hasUpperASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if 'A' <= s[i] && s[i] <= 'Z' {
			return true
		}
	}
	return false
}
