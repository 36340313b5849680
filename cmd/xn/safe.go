package main

import (
	"slices"

	"golang.org/x/text/language"

	"github.com/xn-go/xn/cmd/xn/internal/explainjson"
	"github.com/xn-go/xn/spoof"
)

// safeRecord converts one name for unicode --safe and appends its record to
// b: the form spoof's display policy allows, Unicode or A-labels, with the
// reasons of a refusal. A name that IDNA rejects fails as with unicode, but
// has no output: it has no form that is safe to show. A refusal is not a
// failure: the A-label form is the answer.
func (p *processor) safeRecord(b *batch, n int, s string, long int) {
	var (
		shown   string
		reasons []spoof.Reason
		err     error
	)
	if long > 0 {
		err = &tooLongError{long, p.limit}
	} else {
		shown, reasons, err = p.policy.Display(s)
	}
	if err != nil {
		b.failed++
		shown = ""
	}
	switch p.format {
	case "text":
		b.out = append(b.out, shown...)
		b.out = append(b.out, '\n')
		if err != nil || len(reasons) > 0 {
			b.errOut = p.appendTextError(b.errOut, n, s, long, err, reasons)
		}
	case "tsv":
		b.out = appendTSV(b.out, s)
		b.out = append(b.out, '\t')
		b.out = appendTSV(b.out, shown)
		b.out = append(b.out, '\t')
		if err != nil {
			b.out = appendCodes(b.out, err)
		}
		b.out = append(b.out, '\t')
		b.out = appendReasonCodes(b.out, reasons)
		b.out = append(b.out, '\n')
	case "json":
		b.out = appendJSONRecord(b.out, n, s, []byte(shown), err, p.tag)
		b.out = appendSafeFields(b.out[:len(b.out)-2], explainjson.ShownOf(reasons, err), reasons, p.tag)
	}
}

// appendReasonCodes appends the distinct codes of reasons, in the order
// found, separated by commas.
func appendReasonCodes(dst []byte, reasons []spoof.Reason) []byte {
	for i, r := range reasons {
		if slices.ContainsFunc(reasons[:i], func(q spoof.Reason) bool { return q.Code == r.Code }) {
			continue
		}
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = append(dst, string(r.Code)...)
	}
	return dst
}

// appendSafeFields appends the fields of unicode --safe to a JSON record
// whose closing "}\n" has been cut, and closes it again: "shown" and
// "reasons", as explainjson writes them.
func appendSafeFields(dst []byte, shown explainjson.Shown, reasons []spoof.Reason, tag language.Tag) []byte {
	dst = append(dst, `,"shown":`...)
	dst = appendJSONString(dst, string(shown))
	dst = append(dst, `,"reasons":`...)
	if len(reasons) == 0 {
		return append(dst, "[]}\n"...)
	}
	js := make([]explainjson.Reason, len(reasons))
	for i, r := range reasons {
		js[i] = explainjson.ReasonOf(r, tag)
	}
	dst = append(dst, jsonLine(js)...)
	return append(dst[:len(dst)-1], "}\n"...)
}
