package lgr

import (
	"strconv"
	"strings"

	"github.com/xn-go/xn/internal/codepoint"
	"github.com/xn-go/xn/problem"
	"github.com/xn-go/xn/rule"
)

// Problem is the verdict of a label that is not eligible (Eligible is
// false) as the one presentation of a failure of package problem, with
// ok false for an eligible one. Its code is the Code, or, for a label in
// the repertoire whose action gives a disposition that is not eligible
// (blocked, invalid), the disposition; its offset the byte offset in
// ULabel of the code point at fault (Pos), 0 when there is none; its
// message Sentence; its detail the facts for developers: the code, the
// code point, the rule and the deciding action with its line.
func (r *Result) Problem() (p problem.Problem, ok bool) {
	if r.Eligible() {
		return problem.Problem{}, false
	}
	code := rule.Code(r.Code)
	if r.Code == OK {
		code = rule.Code(r.Disposition)
	}
	p = problem.New(code, 0, 0, -1, r.detail(code))
	if r.Pos >= 0 {
		p.Rune, p.Offset = r.Rune, byteOffset(r.ULabel, r.Pos)
	}
	p.Message = r.Sentence()
	return p, true
}

// detail is the text for developers of a label that is not eligible.
func (r *Result) detail(code rule.Code) string {
	var b strings.Builder
	b.WriteString(string(code))
	if r.Err != nil {
		b.WriteString(": " + r.Err.Error())
	}
	if r.Pos >= 0 {
		b.WriteString(" " + codepoint.String(r.Rune) + " at code point " + strconv.Itoa(r.Pos))
	}
	if r.Rule != "" {
		b.WriteString(" rule " + strconv.Quote(r.Rule))
	}
	if r.Action != "" {
		b.WriteString(" action " + r.Action)
		if r.ActionLine > 0 {
			b.WriteString(" line " + strconv.Itoa(r.ActionLine))
		}
	}
	return b.String()
}

// byteOffset is the byte offset in s of its code point of index n, or
// len(s) when s has fewer.
func byteOffset(s string, n int) int {
	for i := range s {
		if n == 0 {
			return i
		}
		n--
	}
	return len(s)
}
