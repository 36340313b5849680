package main

import (
	"errors"
	"strconv"
	"unicode/utf8"
	"unsafe"

	"golang.org/x/text/language"

	"github.com/xn-go/xn/form"
	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/internal/utf8fast"
	"github.com/xn-go/xn/problem"
	"github.com/xn-go/xn/punycode"
	"github.com/xn-go/xn/rule"
	"github.com/xn-go/xn/spoof"
)

// A processor converts names and formats one record per name.
type processor struct {
	conversion        // what the command does to each name
	problems   bool   // text records list the problems of each name (check)
	format     string // text, tsv or json
	stdin      bool   // names are lines of standard input
	// policy, with unicode --safe, decides whether each name is shown in
	// Unicode or with A-labels; nil otherwise.
	policy *spoof.Policy
	// checkField, with check --form or --email, checks each name as a
	// domain or an email field of a form; nil otherwise.
	checkField func(string) form.Result
	tag        language.Tag // the language of the sentences
	// formHint, with check without --form, checks the names that pass as
	// a form's domain field would, to say so when it would refuse them;
	// profileName names the profile that decided.
	formHint    *form.Checker
	profileName string
	// tty: standard output is a terminal, so control characters in the
	// results (which the punycode profile can decode) are escaped.
	tty bool
}

// A conversion is what a command of names does to each: apply appends
// the conversion of s to dst (on error, the best-effort result, which
// only ToUnicode has, or nothing), and limit is the longest input, in
// bytes, it takes: anything longer fails with code TOOLONG unconverted.
type conversion struct {
	apply func(dst []byte, s string) ([]byte, error)
	limit int
}

// toASCII, toUnicode and punycodeMode are the conversions of the
// commands (command.convert).
func toASCII(c *config) conversion {
	return conversion{c.converter().AppendToASCII, idna.MaxInputLen}
}

func toUnicode(c *config) conversion {
	return conversion{c.converter().AppendToUnicode, idna.MaxInputLen}
}

func punycodeMode(c *config) conversion { return punycodeModes[c.mode] }

// punycodeModes are the modes of xn punycode, by name.
var punycodeModes = map[string]conversion{
	"encode": {punycode.AppendEncode, 4 * punycode.MaxLen}, // MaxLen code points of at most 4 bytes
	"decode": {punycode.AppendDecode, punycode.MaxLen},
}

// A tooLongError is the problem of a line longer than the input limit.
type tooLongError struct{ length, limit int }

func (e *tooLongError) Error() string {
	return "input of " + strconv.Itoa(e.length) + " bytes is longer than the limit of " + strconv.Itoa(e.limit)
}

// record converts one name and appends its record to b. long, if not 0, is
// the length of a line of which raw is only the start.
func (p *processor) record(b *batch, n int, raw []byte, long int) {
	line := raw
	switch {
	case p.stdin && p.checkField != nil:
		// A form field's value as typed, which the checker trims itself;
		// a blank line is no field, as for the other commands.
		if n := len(line); n > 0 && line[n-1] == '\r' {
			line = line[:n-1]
		}
		if len(trimSpace(line)) == 0 && long == 0 {
			p.blank(b, n)
			return
		}
	case p.stdin:
		line = trimSpace(raw)
		if len(line) == 0 && long == 0 {
			p.blank(b, n)
			return
		}
	}
	// The library neither keeps s nor its result beyond this call's use of
	// them, and b.in is not changed until the batch is written.
	s := unsafe.String(unsafe.SliceData(line), len(line))

	if long == 0 && len(s) > p.limit {
		// Too long, although it fitted in the buffer: as for longer lines,
		// only its first bytes are shown, and its length is that of the
		// line without its line end.
		long = len(raw)
		if p.stdin && raw[len(raw)-1] == '\r' {
			long--
		}
		s = s[:p.limit]
	}
	switch {
	case p.policy != nil:
		p.safeRecord(b, n, s, long)
	case p.checkField != nil:
		p.formRecord(b, n, s, long)
	case p.format != "text" || p.problems:
		p.fullRecord(b, n, s, long)
	default:
		// The common case, converted straight into the output.
		start := len(b.out)
		var err error
		b.out, err = p.convert(b.out, s, long)
		if err != nil {
			b.out = b.out[:start]
			b.failed++
			b.errOut = p.appendTextError(b.errOut, n, s, long, err, nil)
		} else if p.tty {
			b.out = escapeControls(b.out, start)
		}
		b.out = append(b.out, '\n')
	}
}

// fullRecord appends the record of s in the formats that show more than
// the result: check, tsv and json.
func (p *processor) fullRecord(b *batch, n int, s string, long int) {
	var err error
	b.tmp, err = p.convert(b.tmp[:0], s, long)
	if err != nil {
		b.failed++
	}
	switch p.format {
	case "text": // check
		b.out = appendDisplay(b.out, s, long)
		b.out = append(b.out, ": "...)
		// The problems for the person who typed the name: one sentence per
		// thing to fix, after the rule codes it covers ("P1,V6: ..."); errors
		// that are not package idna's (TOOLONG, PUNYCODE) keep their message.
		if err != nil {
			if ps := form.ProblemsOf(err); ps != nil {
				b.out = appendFormText(b.out, &form.Result{Problems: ps}, p.tag)
			} else {
				b.out = appendProblemsText(b.out, err)
			}
		}
		b.out = p.appendFormHint(b.out, s, err != nil)
		b.out = append(b.out, '\n')
	case "tsv":
		b.out = appendTSV(b.out, s)
		b.out = append(b.out, '\t')
		start := len(b.out)
		b.out = appendTSV(b.out, string(b.tmp))
		if p.tty {
			b.out = escapeControls(b.out, start)
		}
		b.out = append(b.out, '\t')
		if err != nil {
			b.out = appendCodes(b.out, err)
		}
		b.out = append(b.out, '\n')
	case "json":
		b.out = appendJSONRecord(b.out, n, s, b.tmp, err, p.tag)
	}
}

// appendFormHint appends, after the problems of check without --form, "ok"
// for a name that passes, and what the form checker says of s when that
// adds to it: for a name that passes, which profile decided and what a
// form field refuses in it ("a..b: ok under the lookup profile; xn check
// --form refuses it: A4_2: ..."); for a name that fails, what to enter
// instead when it is a paste, such as a web address, with the warnings of
// the host in it.
func (p *processor) appendFormHint(dst []byte, s string, failed bool) []byte {
	var r form.Result // OK when not asked
	if p.formHint != nil && (!failed || form.MayBePasted(s)) {
		r = p.formHint.Domain(s)
	}
	switch {
	case r.OK() && failed:
		return dst // the form agrees
	case r.OK():
		return append(dst, "ok"...)
	case !failed:
		dst = append(dst, words(p.tag, msgFormRefuses, p.profileName)...)
	case r.Suggestion == "" || r.Suggestion == s:
		return dst // the form says what the problems say
	default:
		dst = append(dst, "; "...)
		dst = append(dst, words(p.tag, msgFormSays)...)
	}
	dst = append(dst, ": "...)
	return appendFormText(dst, &r, p.tag)
}

// convert appends the conversion of s to dst. On error, what it appends is
// the best-effort result, which only ToUnicode has; the others append
// nothing. long, if not 0, is the length of the line s is the start of,
// which fails with TOOLONG unconverted.
func (p *processor) convert(dst []byte, s string, long int) ([]byte, error) {
	if long > 0 {
		return dst, &tooLongError{long, p.limit}
	}
	return p.apply(dst, s)
}

// blank appends the record of a blank line: not a name, it neither fails
// nor succeeds, and keeps the output aligned with the input, with check
// --form and --email too (an empty argument is an empty field, which
// fails).
func (p *processor) blank(b *batch, n int) {
	switch {
	case p.checkField != nil:
		b.out = p.appendFormBlank(b.out, n)
	case p.format == "text":
		b.out = append(b.out, '\n')
	case p.format == "tsv" && p.policy != nil:
		b.out = append(b.out, "\t\t\t\n"...)
	case p.format == "tsv":
		b.out = append(b.out, "\t\t\n"...)
	case p.policy != nil:
		b.out = appendJSONRecord(b.out, n, "", nil, nil, p.tag)
		b.out = appendSafeFields(b.out[:len(b.out)-2], "", nil, p.tag)
	default:
		b.out = appendJSONRecord(b.out, n, "", nil, nil, p.tag)
	}
}

// trimSpace removes ASCII white space (space, tab, CR, LF, VT, FF) from
// both ends of b. (bytes.Trim with these six is slower on the hot path:
// it builds its set of bytes on every call.)
func trimSpace(b []byte) []byte {
	i, j := 0, len(b)
	for i < j && isSpace(b[i]) {
		i++
	}
	for j > i && isSpace(b[j-1]) {
		j--
	}
	return b[i:j]
}

func isSpace(c byte) bool {
	return c == ' ' || '\t' <= c && c <= '\r'
}

// appendTextError appends the stderr line of a name in text format that
// failed, "[line N: ]INPUT: CODE: message; CODE: message", or, when err is
// nil, that unicode --safe shows with A-labels, "[line N: ]INPUT: shown in
// ASCII: CODE: sentence; ...", each reason in the sentence a person reads
// (spoof.Reason.Sentence).
func (p *processor) appendTextError(dst []byte, n int, s string, long int, err error, reasons []spoof.Reason) []byte {
	if p.stdin {
		dst = append(dst, "line "...)
		dst = strconv.AppendInt(dst, int64(n), 10)
		dst = append(dst, ": "...)
	}
	dst = appendDisplay(dst, s, long)
	dst = append(dst, ": "...)
	if err != nil {
		return append(appendProblemsText(dst, err), '\n')
	}
	dst = append(dst, words(p.tag, msgShownInASCII)...)
	dst = append(dst, ": "...)
	for i, r := range reasons {
		if i > 0 {
			dst = append(dst, "; "...)
		}
		dst = append(dst, string(r.Code)...)
		dst = append(dst, ": "...)
		dst = append(dst, sentence(p.tag, r.Sentence())...)
	}
	return append(dst, '\n')
}

// problemsOf lists the problems of err, an error of idna, punycode or this
// command.
func problemsOf(err error) []problem.Problem {
	var tl *tooLongError
	if errors.As(err, &tl) {
		return []problem.Problem{problem.New(rule.TOOLONG, -1, tl.limit, -1, tl.Error())}
	}
	return problem.Of(err)
}

// appendProblemsText appends the problems of err for developers and logs:
// "CODE: message; CODE: message", one fact under two codes said once
// ("P1,V6: message", grouped by idna.Facts), then the number of problems
// not recorded (problem.AppendText).
func appendProblemsText(dst []byte, err error) []byte {
	return problem.AppendText(dst, problemsOf(err), omitted(err))
}

// omitted returns the number of problems that the library found in the
// name but did not record (idna.Error.Omitted).
func omitted(err error) int {
	var ie *idna.Error
	if errors.As(err, &ie) {
		return ie.Omitted
	}
	return 0
}

// appendCodes appends the distinct codes of err's problems, sorted and
// separated by commas.
func appendCodes(dst []byte, err error) []byte {
	var ie *idna.Error
	if errors.As(err, &ie) {
		return appendJoinedCodes(dst, ie.Codes())
	}
	return append(dst, problemsOf(err)[0].Code...)
}

// Inputs longer than displayMax bytes are abbreviated in text messages to
// their first displayHead bytes.
const (
	displayMax  = 256
	displayHead = 64
)

// appendDisplay appends s for a human reader: as it is when it is printable,
// quoted with Go escapes when it holds invalid UTF-8, white space, control
// or invisible characters, or is empty, and abbreviated with its length when
// it is long. long, if not 0, is the length of the line s is the start of.
func appendDisplay(dst []byte, s string, long int) []byte {
	size := len(s)
	if long > 0 {
		size = long
	}
	if size > displayMax {
		head := s[:min(len(s), displayHead)]
		for k := 0; k < utf8.UTFMax-1 && len(head) < len(s) && !utf8.RuneStart(s[len(head)]); k++ {
			head = head[:len(head)-1] // end at a character boundary
		}
		dst = strconv.AppendQuote(dst, head)
		dst = append(dst[:len(dst)-1], `..." (`...)
		dst = strconv.AppendInt(dst, int64(size), 10)
		return append(dst, " bytes)"...)
	}
	if plain(s) {
		return append(dst, s...)
	}
	return strconv.AppendQuote(dst, s)
}

// plain reports whether s can be shown as it is: not empty, valid UTF-8,
// every character printable and none of them a space.
func plain(s string) bool {
	if s == "" || !utf8.ValidString(s) {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; c <= ' ' || c == 0x7f || c == '"' {
			return false
		}
	}
	if utf8fast.IsASCII(s) {
		return true
	}
	for _, r := range s {
		if !strconv.IsPrint(r) {
			return false
		}
	}
	return true
}
