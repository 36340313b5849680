package idna2003

import (
	"slices"
	"unicode/utf8"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/internal/utf8fast"
	"github.com/xn-go/xn/label"
	"github.com/xn-go/xn/rule"
)

// A conversion is one call of ToASCII or ToUnicode: the name converted
// label by label into buf, and the problems found.
type conversion struct {
	p        Profile
	input    string
	toASCII  bool
	buf      []byte // the output: the ASCII form for ToASCII, else the Unicode form
	labels   int    // labels converted so far
	problems []idna.Problem
	omitted  int // problems past the cap, counted only

	// tracing makes the conversion record each step it checks, with its
	// verdict, in steps, and each label's result in results, for Explain.
	tracing bool
	phase   phase
	steps   []step
	results []labelResult
}

// A step is one rule the conversion checked on a label, as it ran.
type step struct {
	label  int
	phase  phase
	code   rule.Code
	name   string
	ok     bool
	detail string // what failed; "" when ok
}

// phase tells which operation a step belongs to.
type phase uint8

const (
	phaseToASCII   phase = iota // RFC 3490 4.1 on a label of the input
	phaseToUnicode              // RFC 3490 4.2 past nameprep: decoding an ACE label
	phaseRoundTrip              // 4.2 steps 6 and 7: ToASCII of the decoded label
)

// labelResult is what the conversion made of one label, when tracing.
type labelResult struct {
	out     string // the converted label, or the label as given on failure
	ok      bool   // converted (ToASCII), or ToUnicode did not fail
	decoded string // ToUnicode: the Punycode decoding of an ACE label, even if a later step failed
}

// check records, when tracing, that a step ran on label idx with its
// verdict; the caller records the problem of a failed step itself.
func (c *conversion) check(idx int, code rule.Code, name string, ok bool, detail string) {
	if !c.tracing {
		return
	}
	if ok {
		detail = ""
	}
	if c.phase == phaseRoundTrip {
		name = "ToUnicode round trip, " + name
	}
	c.steps = append(c.steps, step{idx, c.phase, code, name, ok, detail})
}

// convert splits s into labels at the four IDNA dots and converts each.
// Input that is too long or not UTF-8 has one problem and no labels.
func (p Profile) convert(s string, toASCII bool) *conversion {
	c := p.newConversion(s, toASCII)
	c.run()
	return c
}

// newConversion returns a conversion of s that has not run yet.
func (p Profile) newConversion(s string, toASCII bool) *conversion {
	return &conversion{p: p, input: s, toASCII: toASCII}
}

// run converts c.input label by label.
func (c *conversion) run() {
	s := c.input
	if len(s) > idna.MaxInputLen {
		c.problem(rule.TOOLONG, idna.ErrTooLong, -1, -1, 0, "")
		return
	}
	if !utf8.ValidString(s) {
		c.problem(rule.UTF8, idna.ErrInvalidUTF8, -1, -1, utf8fast.FirstInvalid(s), "")
		return
	}
	c.buf = make([]byte, 0, len(s)+len(s)/2)
	start := 0
	for {
		i, n := label.IndexDot(s[start:])
		end := len(s)
		if i >= 0 {
			end = start + i
		}
		c.label(start, end, i < 0)
		if i < 0 {
			return
		}
		start = end + n
	}
}

// label converts the input label input[src:srcEnd], appending the result
// to c.buf. On failure the label is kept as it is.
func (c *conversion) label(src, srcEnd int, last bool) {
	in := c.input[src:srcEnd]
	idx := c.labels
	c.labels++
	if idx > 0 {
		c.buf = append(c.buf, '.')
	}
	switch {
	case last && idx > 0 && in == "":
		// The empty root label after a trailing dot is not a label to
		// convert (RFC 3490 section 3.1 lets a name end in a dot).
	case c.toASCII:
		n := len(c.buf)
		out, ok := c.labelToASCII(c.buf, in, idx, src, true)
		if ok {
			c.buf = out
		} else {
			c.buf = append(c.buf[:n], in...)
		}
		if c.tracing {
			c.results = append(c.results, labelResult{out: string(c.buf[n:]), ok: ok})
		}
		return
	default:
		n := len(c.buf)
		out, decoded := c.labelToUnicode(in, idx, src)
		c.buf = append(c.buf, out...)
		if c.tracing {
			c.results = append(c.results, labelResult{out: string(c.buf[n:]), ok: true, decoded: decoded})
		}
		return
	}
	if c.tracing {
		c.results = append(c.results, labelResult{out: in, ok: true})
	}
}

// problem records a rule violation: r < 0 means no code point, idx < 0 a
// whole-name problem; off is the byte offset in the input.
// Past idna.MaxProblems, only the first problem of each code not yet seen
// is recorded and the rest counted, as idna's conversions do (see
// idna.Error); Explain records them all. It returns the recorded problem,
// or nil when it was only counted.
func (c *conversion) problem(code rule.Code, family error, idx int, r rune, off int, detail string) *idna.Problem {
	if len(c.problems) >= idna.MaxProblems && !c.tracing &&
		slices.ContainsFunc(c.problems, func(p idna.Problem) bool { return p.Code == code }) {
		c.omitted++
		return nil
	}
	c.problems = append(c.problems, idna.Problem{Code: code, Label: idx, Offset: off, Rune: r, Err: family, Detail: detail})
	return &c.problems[len(c.problems)-1]
}

// asciiResult is what ToASCII returns for a conversion with toASCII set.
func (c *conversion) asciiResult() (string, error) {
	if c.labels > 0 && len(c.problems) == 0 {
		if string(c.buf) == c.input {
			return c.input, nil
		}
		return string(c.buf), nil
	}
	return "", c.err()
}

// unicodeResult is what ToUnicode returns for a conversion without
// toASCII: the best-effort result, with the error.
func (c *conversion) unicodeResult() (string, error) {
	if c.labels == 0 || string(c.buf) == c.input {
		return c.input, c.err()
	}
	return string(c.buf), c.err()
}

// err returns the problems as an *idna.Error, or nil.
func (c *conversion) err() error {
	if len(c.problems) == 0 {
		return nil
	}
	return &idna.Error{Input: c.input, Problems: c.problems, Omitted: c.omitted}
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// std3Allowed reports whether the ASCII byte b passes RFC 3490 4.1 step 3a
// (letters, digits, hyphen). The full stop, which never reaches a label,
// is let through as in the name-wide scan.
func std3Allowed(b byte) bool {
	return 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' || '0' <= b && b <= '9' || b == '-' || b == '.'
}

// plainASCII is the fast path of ToASCII: a name of ASCII labels is its own
// ASCII form when every label passes steps 3 and 8 (RFC 3490 4.1 steps 1
// to 3 leave it as it is).
func (p Profile) plainASCII(s string) bool {
	if len(s) == 0 || len(s) > idna.MaxInputLen {
		return false
	}
	labelStart := 0
	for i := 0; i <= len(s); i++ {
		if i < len(s) {
			b := s[i]
			if b >= utf8.RuneSelf {
				return false
			}
			if b != '.' {
				if p.UseSTD3ASCIIRules && !std3Allowed(b) {
					return false
				}
				continue
			}
		}
		n := i - labelStart
		if n == 0 {
			// Only the root label, after at least one label, may be empty.
			if i != len(s) || labelStart == 0 {
				return false
			}
			break
		}
		if n > label.MaxLabelLen || p.UseSTD3ASCIIRules && (s[labelStart] == '-' || s[i-1] == '-') {
			return false
		}
		labelStart = i + 1
	}
	return true
}
