package zone

import "errors"

// The errors of the master-file syntax that the lexer finds itself: the
// rest of the syntax is miekg/dns's to judge (see checkEntry).
var (
	ErrUnclosedParen = errors.New("zone: a parenthesis is not closed")
	ErrExtraParen    = errors.New("zone: a ')' closes no parenthesis")
	ErrUnclosedQuote = errors.New("zone: a quoted string is not closed")
)

// A token is one field of an entry: its bytes are src[start:end].
type token struct {
	start, end int
	line       int  // the line it is on, from 1
	quoted     bool // a "quoted string" (start and end include the quotes)
}

// An entry is one logical line of a master file (RFC 1035 section 5.1):
// a directive or a record, its lines joined by parentheses.
type entry struct {
	tokens []token
	blank  bool // its line begins with a space or a tab: the owner is the previous one
	end    int  // the offset of the newline that ends it, or len(src)
}

// lexer splits a master file into entries, keeping the offsets of every
// token so that names can be rewritten in place.
type lexer struct {
	src   []byte
	i     int
	line  int
	depth int // open parentheses
}

// next returns the next entry with at least one token, ok false at the
// end of src. A syntax error ends the entry where it is found; the lexer
// goes on after it.
func (l *lexer) next() (e entry, line int, err error, ok bool) {
	for l.i < len(l.src) {
		e, line, err = l.entry()
		if len(e.tokens) > 0 || err != nil {
			return e, line, err, true
		}
	}
	return entry{}, 0, nil, false
}

// entry reads one logical line.
func (l *lexer) entry() (entry, int, error) {
	if l.line == 0 {
		l.line = 1
	}
	start := l.line
	e := entry{blank: l.i < len(l.src) && (l.src[l.i] == ' ' || l.src[l.i] == '\t')}
	for l.i < len(l.src) {
		c := l.src[l.i]
		switch {
		case c == '\n':
			e.end = l.i
			l.i++
			l.line++
			if l.depth == 0 {
				return e, start, nil
			}
		case c == ' ' || c == '\t' || c == '\r':
			l.i++
		case c == ';':
			for l.i < len(l.src) && l.src[l.i] != '\n' {
				l.i++
			}
		case c == '(':
			l.depth++
			l.i++
		case c == ')':
			l.i++
			if l.depth == 0 {
				l.skipLine()
				return e, start, ErrExtraParen
			}
			l.depth--
		case c == '"':
			t, err := l.quoted()
			if err != nil {
				return e, start, err
			}
			e.tokens = append(e.tokens, t)
		default:
			e.tokens = append(e.tokens, l.word())
		}
	}
	e.end = len(l.src)
	if l.depth > 0 {
		l.depth = 0
		return e, start, ErrUnclosedParen
	}
	return e, start, nil
}

// word reads a token up to a space, a comment, a parenthesis, a quote or
// the end of the line; a backslash escapes the byte after it.
func (l *lexer) word() token {
	t := token{start: l.i, line: l.line}
	for l.i < len(l.src) {
		c := l.src[l.i]
		if c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == ';' || c == '(' || c == ')' || c == '"' {
			break
		}
		if c == '\\' && l.i+1 < len(l.src) && l.src[l.i+1] != '\n' {
			l.i++
		}
		l.i++
	}
	t.end = l.i
	return t
}

// quoted reads a quoted string; it may not end its line unclosed.
func (l *lexer) quoted() (token, error) {
	t := token{start: l.i, line: l.line, quoted: true}
	for l.i++; l.i < len(l.src); l.i++ {
		switch l.src[l.i] {
		case '\\':
			if l.i+1 < len(l.src) && l.src[l.i+1] != '\n' {
				l.i++
			}
		case '"':
			l.i++
			t.end = l.i
			return t, nil
		case '\n':
			l.skipLine()
			return t, ErrUnclosedQuote
		}
	}
	return t, ErrUnclosedQuote
}

// skipLine goes past the end of the current line, closing parentheses.
func (l *lexer) skipLine() {
	for l.i < len(l.src) && l.src[l.i] != '\n' {
		l.i++
	}
	if l.i < len(l.src) {
		l.i++
		l.line++
	}
	l.depth = 0
}
