package main

import (
	"flag"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/language"

	"github.com/xn-go/xn/form"
	"github.com/xn-go/xn/msg"
	"github.com/xn-go/xn/problem"
	"github.com/xn-go/xn/rule"
)

// checkerFlags are the settings of form.Checker that check --form and
// --email take as flags, one row each: the flag, the field it sets,
// whether it applies only to email fields, and what it does.
var checkerFlags = []struct {
	name      string
	emailOnly bool
	field     func(*form.Checker) *bool
	does      string
}{
	{"allow-single-label", false, func(c *form.Checker) *bool { return &c.AllowSingleLabel },
		"accept a name of one label (intranet)"},
	{"require-registrable", false, func(c *form.Checker) *bool { return &c.RequireRegistrable },
		"refuse names no registry can issue"},
	{"refuse-quoted-local", true, func(c *form.Checker) *bool { return &c.RefuseQuotedLocal },
		"refuse a quoted part before the '@'"},
	{"refuse-non-ascii-local", true, func(c *form.Checker) *bool { return &c.RefuseNonASCIILocal },
		"refuse non-ASCII letters before the '@'"},
}

// checkerFlagHelp is the help's lines of the checker flags: each flag,
// and under it the fields it is for and what it does.
func checkerFlagHelp() string {
	var b strings.Builder
	for _, f := range checkerFlags {
		fields := "--form, --email"
		if f.emailOnly {
			fields = "--email"
		}
		b.WriteString("      --" + f.name + "\n                         " + fields + ": " + f.does + "\n")
	}
	return b.String()
}

// bindCheckerFlags binds the checker flags to c.checker.
func bindCheckerFlags(fs *flag.FlagSet, c *config) {
	for _, f := range checkerFlags {
		fs.BoolVar(f.field(&c.checker), f.name, false, "")
	}
}

// checkCheckerFlags refuses a checker flag given without the fields it is
// for: every one needs --form or --email, some --email.
func (cfg *config) checkCheckerFlags(given map[string]bool) error {
	for _, f := range checkerFlags {
		switch {
		case !given[f.name]:
		case f.emailOnly && !cfg.emailFl:
			return usagef("--%s is for email fields: give --email too", f.name)
		case !cfg.formFlag && !cfg.emailFl:
			return usagef("--%s is for form fields: give --form or --email too", f.name)
		}
	}
	return nil
}

// formRecord checks one field with the form checker (check --form or
// --email) and appends its record to b.
func (p *processor) formRecord(b *batch, n int, s string, long int) {
	var r form.Result
	if long > 0 {
		// Only the start of the line was read: it is too long to be a
		// name, whatever it holds.
		r = form.Result{Input: s, Problems: []form.Problem{
			problem.Sentence(msg.Message{ID: msgTooLong, Args: []any{utf8.RuneCountInString(s)}}, rule.TOOLONG),
		}}
	} else {
		r = p.checkField(s)
	}
	if !r.OK() {
		b.failed++
	}
	switch p.format {
	case "text":
		b.out = appendDisplay(b.out, s, long)
		b.out = append(b.out, ": "...)
		if r.OK() {
			b.out = append(b.out, "ok: "...)
			b.out = append(b.out, r.ASCII...)
		}
		b.out = appendFormText(b.out, &r, p.tag)
		b.out = append(b.out, '\n')
	case "tsv":
		b.out = appendTSV(b.out, s)
		b.out = append(b.out, '\t')
		b.out = appendTSV(b.out, r.ASCII)
		b.out = append(b.out, '\t')
		var codes []rule.Code
		for _, pr := range r.Problems {
			codes = append(codes, pr.Codes...)
		}
		slices.Sort(codes)
		b.out = appendJoinedCodes(b.out, slices.Compact(codes))
		b.out = append(b.out, '\t')
		for i, w := range r.Warnings {
			if i > 0 {
				b.out = append(b.out, ',')
			}
			b.out = append(b.out, string(w.Code)...)
		}
		b.out = append(b.out, '\n')
	case "json":
		b.out = appendFormJSON(b.out, n, s, &r, p.tag)
	}
}

// appendFormBlank appends the record of a blank line of standard input,
// which is no field: an empty line, or a record with empty fields that
// is ok, so that the output stays aligned with the input.
func (p *processor) appendFormBlank(dst []byte, n int) []byte {
	switch p.format {
	case "tsv":
		return append(dst, "\t\t\t\n"...)
	case "json":
		return appendFormJSON(dst, n, "", &form.Result{}, p.tag)
	}
	return append(dst, '\n')
}

// appendFormText appends what the form checker said, in the language tag:
// each problem after its codes ("URL: This is a web address; …"), then
// each warning ("; warning: …").
func appendFormText(dst []byte, r *form.Result, tag language.Tag) []byte {
	for i, pr := range r.Problems {
		if i > 0 {
			dst = append(dst, "; "...)
		}
		dst = appendJoinedCodes(dst, pr.Codes)
		dst = append(dst, ": "...)
		dst = append(dst, sentence(tag, pr.Message)...)
	}
	for _, w := range r.Warnings {
		dst = append(dst, "; "...)
		dst = append(dst, words(tag, msgWarning)...)
		dst = append(dst, ": "...)
		dst = append(dst, sentence(tag, w.Message)...)
	}
	return dst
}

// appendJoinedCodes appends codes separated by commas.
func appendJoinedCodes(dst []byte, codes []rule.Code) []byte {
	for i, c := range codes {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = append(dst, c...)
	}
	return dst
}

// appendFormJSON appends the JSON record of a field checked by the form
// checker, on one line:
//
//	{"line":N,"input":"...","output":"...","ok":true,"problems":[...],
//	 "unicode":"...","suggestion":"...","warnings":[{"code":"...","text":"..."}]}
//
// output is what to store, unicode what to show the person; each problem,
// in the one JSON shape of a problem (problem.JSON), is one sentence
// (text), code its first rule code and codes all of them.
func appendFormJSON(dst []byte, n int, input string, r *form.Result, tag language.Tag) []byte {
	dst = appendJSONHead(dst, n, input, r.ASCII)
	dst = append(dst, `,"ok":`...)
	dst = strconv.AppendBool(dst, r.OK())
	dst = append(dst, `,"problems":`...)
	dst = appendProblemsJSON(dst, problem.JSONList(r.Problems, renderIn(tag), input, input)) // the one JSON shape of a problem
	dst = append(dst, `,"unicode":`...)
	dst = appendJSONString(dst, r.Unicode)
	dst = append(dst, `,"suggestion":`...)
	dst = appendJSONString(dst, r.Suggestion)
	dst = append(dst, `,"warnings":[`...)
	for i, w := range r.Warnings {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = append(dst, `{"code":`...)
		dst = appendJSONString(dst, string(w.Code))
		dst = append(dst, `,"text":`...)
		dst = appendJSONString(dst, sentence(tag, w.Message))
		dst = append(dst, '}')
	}
	return append(dst, "]}\n"...)
}
