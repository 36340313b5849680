package main

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/xn-go/xn/internal/codepoint"
	"github.com/xn-go/xn/label"
	"github.com/xn-go/xn/lgr"
	"github.com/xn-go/xn/problem"
	"golang.org/x/text/language"
)

const lgrHelp = `Usage: xn lgr check|variants|index --lgr FILE [flags] [LABEL...]

Applies a Label Generation Ruleset (RFC 7940), such as one of ICANN's
reference LGRs, to each LABEL (a U-label or an xn-- A-label; one label, not
a whole name). FILE is the LGR's XML, plain or gzip-compressed.

  xn lgr check     the label's disposition under the LGR: whether it is in
                   the repertoire, meets the context rules, and which action
                   decided (allocatable, blocked, invalid, valid, ...)
  xn lgr variants  the variant labels with their dispositions
  xn lgr index     the index label (RFC 7940 section 8.5): labels that are
                   variants of one another share it, so a registry finds a
                   collision with one lookup

With ICANN's German reference LGR (de.xml.gz for short):

  xn lgr check --lgr de.xml.gz straße
    straße: The label 'straße' is valid under this LGR: it has 'ß' as written, not as a variant (the action on line 370)
  xn lgr variants --lgr de.xml.gz straße
    straße: valid, 1 variant
      strasse allocatable

A label that begins with "-" comes after "--": xn lgr check --lgr F -- -abc.
With no LABEL, labels are read from standard input, one per line (see "xn
help input"; blank lines give empty records).

Exit status: check: 0 when every label may be allocated under at least one
LGR (its disposition is neither invalid nor blocked), 1 otherwise; variants
and index: 1 when a label is not eligible; 2 on a usage error, an LGR that
does not parse, or an I/O error.

JSON fields, check: input, ulabel, eligible, eligible_under (with more than
one LGR) and results, one per LGR: lgr, disposition, code (OK, REPERTOIRE,
CONTEXT, INPUT, COMPLEX), position and cp (of the offending code point),
rule, action, action_line, message, warnings, problems (why the label is
not eligible, [] when it is, in the one shape of a problem of every JSON
output of xn: see "xn help formats"). variants: input, ulabel, disposition,
variants (label, disposition, types, action, rule), truncated, error.
index: input, index, error.
`

// runLGR returns the run function of the lgr verb that writes the record
// of a label with write: it parses the LGRs once, then handles each label
// of the arguments or of standard input as the other commands read them.
func runLGR(write func(*lgrRun, lgrOut, string)) func(*config, *env) int {
	return func(cfg *config, e *env) int {
		var sets []namedLGR
		for _, f := range cfg.lgrFiles {
			l, err := lgr.ParseFile(f)
			if err != nil {
				fmt.Fprintf(e.stderr, "xn: %s: %v\n", f, err)
				return exitUsage
			}
			if !cfg.quiet {
				for _, w := range l.Warnings() {
					fmt.Fprintf(e.stderr, "xn: %s: %s: %s\n", f, words(cfg.tag, msgWarning), sentence(cfg.tag, w.Message()))
				}
			}
			sets = append(sets, namedLGR{filepath.Base(f), l})
		}
		return runRecords(cfg, e, &lgrRun{cfg: cfg, sets: sets, stdin: len(cfg.args) == 0, write: write}, maxLGRLine)
	}
}

// namedLGR is an LGR of --lgr with its file name.
type namedLGR struct {
	name string
	lgr  *lgr.LGR
}

// verdict is the result of one LGR of --lgr on one label.
type verdict struct {
	name   string
	result lgr.Result
}

// checkAll checks a label against every LGR of --lgr, as a registry
// offering several tables under one TLD does: one verdict per LGR in the
// order given, and the names of those under which the label may be
// allocated.
func checkAll(label string, sets []namedLGR) (verdicts []verdict, eligible []string) {
	for _, n := range sets {
		r := n.lgr.Check(label)
		verdicts = append(verdicts, verdict{n.name, r})
		if r.Eligible() {
			eligible = append(eligible, n.name)
		}
	}
	return verdicts, eligible
}

// An lgrRun writes the records of xn lgr.
type lgrRun struct {
	cfg   *config
	sets  []namedLGR
	stdin bool // the labels are lines of standard input
	write func(*lgrRun, lgrOut, string)
}

// maxLGRLine is the longest input line kept whole; a label is at most 63
// code points, so anything longer fails as too long.
const maxLGRLine = 64 << 10

// lgrOut is what the record of one label appends to: b's output, its failure
// count and its warnings for standard error.
type lgrOut struct{ b *batch }

func (o lgrOut) write(s string) { o.b.out = append(o.b.out, s...) }
func (o lgrOut) json(v any)     { o.b.out = append(o.b.out, jsonLine(v)...) }
func (o lgrOut) fail()          { o.b.failed++ }

func (r *lgrRun) record(b *batch, _ int, raw []byte, long int) {
	if r.stdin {
		raw = trimSpace(raw)
	}
	s, o := string(raw), lgrOut{b}
	switch {
	case long > 0 || r.stdin && len(s) > maxLGRLine: // cut short, or whole in a larger buffer
		r.tooLong(o, s)
	case s == "" && r.stdin:
		r.blank(o)
	default:
		r.write(r, o, s)
	}
}

func (r *lgrRun) blank(o lgrOut) {
	if r.cfg.format == "json" {
		o.json(map[string]any{"input": "", "ok": true})
	} else {
		o.write("\n")
	}
}

func (r *lgrRun) tooLong(o lgrOut, prefix string) {
	o.fail()
	prefix = prefix[:min(len(prefix), 64)]
	msg := fmt.Sprintf("the line is longer than %d bytes; a label has at most %d code points", maxLGRLine, label.MaxLabelLen)
	if r.cfg.format == "json" {
		o.json(map[string]any{"input": prefix, "error": msg, "code": "TOOLONG"})
	} else {
		o.write(fmt.Sprintf("%q…: TOOLONG: %s\n", prefix, msg))
	}
}

// jsonResult is the JSON form of one LGR's verdict.
type jsonResult struct {
	LGR         string          `json:"lgr"`
	Disposition lgr.Disposition `json:"disposition"`
	Code        string          `json:"code"`
	Position    *int            `json:"position,omitempty"`
	CP          string          `json:"cp,omitempty"`
	Rule        string          `json:"rule,omitempty"`
	Action      string          `json:"action,omitempty"`
	ActionLine  int             `json:"action_line,omitempty"`
	Message     string          `json:"message"`
	Warnings    []string        `json:"warnings,omitempty"`
	// Problems is why the label is not eligible, in the one JSON shape of
	// a problem (lgr.Result.Problem); [] for an eligible one.
	Problems []problem.JSON `json:"problems"`
}

// toJSONResult is the verdict res of the LGR name on the label input.
func toJSONResult(tag language.Tag, name, input string, res lgr.Result) jsonResult {
	j := jsonResult{LGR: name, Disposition: res.Disposition, Code: string(res.Code), Rule: res.Rule,
		Action: res.Action, ActionLine: res.ActionLine, Message: sentence(tag, res.Sentence())}
	for _, w := range res.Warnings {
		j.Warnings = append(j.Warnings, sentence(tag, w.Message()))
	}
	if res.Pos >= 0 {
		p := res.Pos
		j.Position, j.CP = &p, codepoint.String(res.Rune)
	}
	var ps []problem.Problem
	if p, ok := res.Problem(); ok {
		ps = append(ps, p)
	}
	j.Problems = problem.JSONList(ps, renderIn(tag), input, res.ULabel)
	return j
}

func (r *lgrRun) check(o lgrOut, s string) {
	verdicts, eligible := checkAll(s, r.sets)
	if len(eligible) == 0 {
		o.fail()
	}
	if r.cfg.format == "json" {
		rec := struct {
			Input    string       `json:"input"`
			ULabel   string       `json:"ulabel"`
			Eligible bool         `json:"eligible"`
			Under    []string     `json:"eligible_under,omitempty"`
			Results  []jsonResult `json:"results"`
		}{Input: s, ULabel: verdicts[0].result.ULabel, Eligible: len(eligible) > 0}
		if len(r.sets) > 1 {
			rec.Under = eligible
			if rec.Under == nil {
				rec.Under = []string{}
			}
		}
		for _, v := range verdicts {
			rec.Results = append(rec.Results, toJSONResult(r.cfg.tag, v.name, s, v.result))
		}
		o.json(rec)
		return
	}
	for _, v := range verdicts {
		o.write(s)
		if len(r.sets) > 1 {
			o.write(" [" + v.name + "]")
		}
		o.write(": ")
		res := v.result
		if res.Code != lgr.OK {
			o.write("invalid " + string(res.Code) + ": ")
		}
		o.write(sentence(r.cfg.tag, res.Sentence()) + "\n")
		for _, w := range res.Warnings {
			o.write(s + ": " + words(r.cfg.tag, msgWarning) + ": " + sentence(r.cfg.tag, w.Message()) + "\n")
		}
	}
	if len(r.sets) > 1 {
		if len(eligible) > 0 {
			o.write(s + ": may be allocated under " + strings.Join(eligible, ", ") + "\n")
		} else {
			o.write(s + ": may not be allocated under any of the LGRs\n")
		}
	}
}

func (r *lgrRun) variants(o lgrOut, s string) {
	l := r.sets[0].lgr
	v, err := l.Variants(s, lgr.VariantOptions{Max: r.cfg.max, OnlyAllocatable: r.cfg.allocatable})
	if errors.Is(err, lgr.ErrDuplicateVariant) {
		// A flaw of the LGR, not of the label: the list is complete.
		// (--quiet discards the warning with the rest of standard error.)
		o.b.errOut = append(o.b.errOut, "xn: "+words(r.cfg.tag, msgWarning)+": "+s+": "+err.Error()+"\n"...)
		err = nil
	}
	if err != nil {
		o.fail()
	}
	if r.cfg.format == "json" {
		type jv struct {
			Label       string            `json:"label"`
			Disposition lgr.Disposition   `json:"disposition"`
			Types       []lgr.Disposition `json:"types"`
			Action      string            `json:"action,omitempty"`
			Rule        string            `json:"rule,omitempty"`
		}
		rec := struct {
			Input       string          `json:"input"`
			ULabel      string          `json:"ulabel"`
			Disposition lgr.Disposition `json:"disposition"`
			Variants    []jv            `json:"variants"`
			Truncated   bool            `json:"truncated"`
			Error       string          `json:"error,omitempty"`
		}{Input: s, ULabel: v.Original.ULabel, Disposition: v.Original.Disposition, Variants: []jv{}, Truncated: v.Truncated}
		if err != nil {
			rec.Error = err.Error()
		}
		for _, x := range v.Labels {
			t := x.Types
			if t == nil {
				t = []lgr.Disposition{}
			}
			rec.Variants = append(rec.Variants, jv{x.Label, x.Disposition, t, x.Action, x.Rule})
		}
		o.json(rec)
		return
	}
	if err != nil {
		o.write(s + ": " + err.Error() + "\n")
		return
	}
	n := len(v.Labels)
	plural := "s"
	if n == 1 {
		plural = ""
	}
	more := ""
	if v.Truncated {
		more = " (cut short: more exist; raise --max or use --allocatable)"
	}
	o.write(fmt.Sprintf("%s: %s, %d variant%s%s\n", s, v.Original.Disposition, n, plural, more))
	for _, x := range v.Labels {
		o.write("  " + x.Label + " " + x.Disposition.String() + "\n")
	}
}

func (r *lgrRun) index(o lgrOut, s string) {
	idx, err := r.sets[0].lgr.Index(s)
	if err != nil {
		o.fail()
	}
	if r.cfg.format == "json" {
		rec := struct {
			Input string `json:"input"`
			Index string `json:"index"`
			Error string `json:"error,omitempty"`
		}{Input: s, Index: idx}
		if err != nil {
			rec.Error = err.Error()
		}
		o.json(rec)
		return
	}
	if err != nil {
		o.write(s + ": " + err.Error() + "\n")
		return
	}
	o.write(s + "\t" + idx + "\n")
}
