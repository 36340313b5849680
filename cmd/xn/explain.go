package main

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/language"

	"github.com/xn-go/xn/cmd/xn/internal/explainjson"
	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/idna/trace"
	"github.com/xn-go/xn/internal/codepoint"
	"github.com/xn-go/xn/internal/utf8fast"
	"github.com/xn-go/xn/label"
	"github.com/xn-go/xn/msg"
	"github.com/xn-go/xn/nameprep"
	"github.com/xn-go/xn/rule"
)

// runExplain prints the pipeline of each name given. The exit status is 1
// when ToASCII fails for one of them.
func runExplain(cfg *config, e *env) int {
	x := &explainer{
		profile:     cfg.converter(),
		profileName: cfg.selection().String(),
		pal:         colorFor(cfg.color, e.stdoutTTY, e.noColor),
		tag:         cfg.tag,
		asPolicy:    cfg.policysProfile(),
	}
	// The mapping step is the profile's, whatever the name.
	x.mapping = x.profile.Explain("").Mapping
	x.std3 = x.profile.Checks(rule.U1) || x.profile.Checks(rule.STD3_LDH) || x.mapping.IDNA2008()
	status := exitOK
	for i, name := range cfg.args {
		var out []byte
		var ok bool
		if cfg.format == "json" {
			// One line of the JSON of package explainjson, which the
			// playground writes too; docs/cli.md documents each field.
			e := explainjson.New(name, x.profile, explainjson.Options{Profile: x.profileName, Lang: x.tag})
			out, ok = jsonLine(e), e.ASCIIOK
		} else {
			var b strings.Builder
			if i > 0 {
				b.WriteString("\n")
			}
			ok = x.explain(&b, name)
			out = []byte(b.String())
		}
		if !ok {
			status = exitFailed
		}
		if _, err := e.stdout.Write(out); err != nil {
			fmt.Fprintf(e.stderr, "xn: writing standard output: %v\n", err)
			return exitUsage
		}
	}
	return status
}

// An explainer writes the explain report of names for one profile.
type explainer struct {
	profile     converter
	profileName string        // as selected on the command line
	mapping     trace.Mapping // the profile's mapping step
	std3        bool          // the STD3 rules (or IDNA2008's) refuse ASCII other than LDH
	pal         palette
	tag         language.Tag // the language of the sentences
	asPolicy    bool         // the profile is the display policy's (config.policysProfile)
}

func (x *explainer) color(s, c string) string {
	if c == "" || s == "" {
		return s
	}
	return c + s + x.pal.reset
}

func (x *explainer) heading(b *strings.Builder, n int, title string) {
	fmt.Fprintf(b, "\n%s\n", x.color(strconv.Itoa(n)+". "+title, x.pal.bold))
}

func (x *explainer) verdict(ok bool) cell {
	if ok {
		return cell{"ok", x.pal.good}
	}
	return cell{"FAIL", x.pal.bad}
}

// explain writes the report on name to b and reports whether ToASCII
// succeeded.
func (x *explainer) explain(b *strings.Builder, name string) bool {
	if host, said := x.pastedHost(name); host != "" {
		fmt.Fprintf(b, "%s\n", said)
		name = host
	}
	tr := x.profile.Explain(name)

	var t table
	t.row(plainCells("input", quoteName(name))...)
	t.row(plainCells("size", fmt.Sprintf("%d bytes, %d code points", len(name), utf8.RuneCountInString(name)))...)
	t.row(plainCells("profile", x.profileName)...)
	t.row(plainCells("settings", settings(x.profile))...)
	t.row(plainCells("Unicode", tr.UnicodeVersion)...)
	t.write(b, x.pal.reset)

	_, root := label.TrimRoot(name)
	inLabels := tr.InputLabels
	if root && len(inLabels) > 1 && inLabels[len(inLabels)-1].Text == "" {
		inLabels = inLabels[:len(inLabels)-1]
	}
	outLabels := tr.Labels
	if root && len(outLabels) > 1 && outLabels[len(outLabels)-1].Unicode == "" {
		outLabels = outLabels[:len(outLabels)-1]
	}

	x.labels(b, name, inLabels, root)

	x.heading(b, 2, "Mapping and normalization ("+x.mappingKind()+")")
	if len(inLabels) == 0 {
		x.rawCodePoints(b, name)
	}
	for i, il := range inLabels {
		fmt.Fprintf(b, "   label %d %s\n", i+1, strconv.Quote(il.Text))
		if len(il.CodePoints) == 0 {
			b.WriteString("      (empty)\n")
			continue
		}
		if x.mapping == trace.MappingNameprep {
			x.nameprepLabel(b, name, il)
			continue
		}
		t = table{indent: "      "}
		t.row(codePointHeads...)
		explainjson.ForCodePoints(name, il, func(off int, ri trace.RuneInfo) { t.row(x.codePointCells(off, ri)...) })
		x.writeChanges(b, t, il, "NFC")
	}

	if len(outLabels) == 0 {
		for i, title := range []string{"Validity of each label", "Punycode (RFC 3492) of each non-ASCII label", "Lengths of the ASCII form"} {
			x.heading(b, 3+i, title)
			b.WriteString("   Not reached: the input was rejected as a whole (see the result).\n")
		}
	} else {
		x.validity(b, tr, inLabels, outLabels)
		x.punycode(b, inLabels, outLabels)
		x.lengths(b, inLabels, outLabels, root)
	}

	ok := x.result(b, tr)
	x.display(b, name, tr)
	return ok
}

// pastedHost returns, for what the form checker takes for a pasted web
// address, host and port or email address, the host in it and what the
// checker said about it; "" when name is not such a paste.
func (x *explainer) pastedHost(name string) (host, said string) {
	host, problems := explainjson.Host(name)
	if host == "" {
		return "", ""
	}
	said = explainjson.CheckingHost(explainjson.ShownHost(host, ""), x.tag)
	for _, p := range problems {
		said += "\n  " + sentence(x.tag, p.Message)
	}
	return host, said
}

// labels writes section 1: the labels of the input, numbered from 1.
func (x *explainer) labels(b *strings.Builder, name string, inLabels []trace.InputLabel, root bool) {
	x.heading(b, 1, "Labels, split at the IDNA full stops . 。 ． ｡")
	t := table{indent: "   "}
	t.row(plainCells("label", "offset", "bytes", "text")...)
	if len(inLabels) > 0 {
		for i, il := range inLabels {
			t.row(plainCells(strconv.Itoa(i+1), strconv.Itoa(il.Offset), strconv.Itoa(len(il.Text)), quoteName(il.Text))...)
		}
	} else if len(name) <= idna.MaxInputLen {
		for l := range label.All(name) {
			t.row(plainCells(strconv.Itoa(l.Index+1), strconv.Itoa(l.Offset), strconv.Itoa(len(l.Text)), quoteName(l.Text))...)
		}
	}
	if len(t.rows) > 1 {
		t.write(b, x.pal.reset)
	} else {
		b.WriteString("   (none)\n")
	}
	if root {
		b.WriteString("   The final dot ends the name at the root: it is kept and is not a label.\n")
	}
}

// result writes section 6: the results and every problem, each sentence
// once, and reports whether ToASCII succeeded.
func (x *explainer) result(b *strings.Builder, tr *trace.Trace) bool {
	x.heading(b, 6, "Result")
	t := table{indent: "   "}
	if tr.ASCIIErr == nil {
		t.row(cell{text: "ToASCII"}, cell{text: quoteName(tr.ASCII)})
	} else {
		t.row(cell{text: "ToASCII"}, cell{"error", x.pal.bad})
	}
	if tr.UnicodeErr == nil {
		t.row(cell{text: "ToUnicode"}, cell{text: quoteName(tr.Unicode)})
	} else {
		t.row(cell{text: "ToUnicode"}, cell{quoteName(tr.Unicode) + "  (best effort, with errors)", x.pal.note})
	}
	if tr.ASCIIErr == nil && tr.UnicodeErr == nil {
		t.row(cell{text: "verdict"}, cell{"ok", x.pal.good})
		t.write(b, x.pal.reset)
		return true
	}
	t.write(b, x.pal.reset)
	b.WriteString("   problems\n")
	t = table{indent: "      "}
	seen := map[problemKey]bool{} // ToUnicode repeats most problems of ToASCII
	var said []msg.Message        // the sentences of the findings said
	for _, err := range []error{tr.ASCIIErr, tr.UnicodeErr} {
		if err == nil {
			continue
		}
		for _, p := range problemsOf(err) {
			k := problemKey{code: p.Code, label: p.Label, offset: p.Offset, r: p.Rune, detail: p.Detail}
			if seen[k] {
				continue
			}
			seen[k] = true
			t.row(cell{string(p.Code), x.pal.bad}, cell{text: p.Detail})
			switch {
			case p.Plain():
				continue // no sentence but the message, said already
			case p.Message.ID != "" && slices.ContainsFunc(said, p.Message.Equal):
				continue // the sentence of a finding said for another code or for ToASCII
			case p.Message.ID != "":
				said = append(said, p.Message)
			}
			t.row(cell{}, cell{"  " + p.Text(renderIn(x.tag)), x.pal.note})
		}
	}
	t.write(b, x.pal.reset)
	return tr.ASCIIErr == nil
}

// A problemKey tells two problems apart by their typed facts (those of
// package idna's Problem), never by their message.
type problemKey struct {
	code          rule.Code
	label, offset int
	r             rune
	detail        string // the text for developers, which holds the option OPTION refuses
}

// display writes section 7: the verdict of the display policy of package
// spoof (spoof.Display), by the tables of the Unicode version traced, with
// its reasons.
//
// A name that fails under the profile chosen has no form safe to show,
// whatever the policy, which converts by its own profile, says of it.
func (x *explainer) display(b *strings.Builder, name string, tr *trace.Trace) {
	x.heading(b, 7, "Display policy (spoof.Display: the form to show a person, as browsers decide)")
	dv, rejecter := explainjson.DisplayOf(name, x.tag, tr.UnicodeVersion), "the lookup profile"
	if tr.ASCIIErr != nil {
		dv = explainjson.NothingShown(tr.ASCIIErr, x.tag)
		rejecter = "the " + x.profileName + " profile"
	}
	t := table{indent: "   "}
	switch dv.Shown {
	case explainjson.ShownUnicode:
		t.row(cell{text: "shown"}, cell{text: quoteName(dv.Output)}, cell{"Unicode: the policy allows it", x.pal.good})
	case explainjson.ShownASCII:
		t.row(cell{text: "shown"}, cell{text: quoteName(dv.Output)}, cell{"A-labels: the policy refuses the Unicode form", x.pal.bad})
	default:
		var codes []string
		for _, p := range dv.Problems {
			if !slices.Contains(codes, p.Code) {
				codes = append(codes, p.Code)
			}
		}
		t.row(cell{text: "shown"}, cell{text: "(none)"}, cell{rejecter + " rejects the name (" + strings.Join(codes, ", ") + "): it has no form safe to show", x.pal.bad})
	}
	t.write(b, x.pal.reset)
	if len(dv.Reasons) > 0 {
		b.WriteString("   reasons\n")
		t = table{indent: "      "}
		for _, r := range dv.Reasons {
			c := "-"
			if r.Rune >= 0 {
				c = codePoint(r.Rune, trace.LookupRune(r.Rune).Mark)
			}
			t.row(cell{r.Code, x.pal.bad}, cell{text: "label " + strconv.Itoa(r.Label+1)}, cell{text: c}, cell{text: r.Message})
			t.row(cell{}, cell{}, cell{}, cell{"  " + r.Text, x.pal.note}) // as under each problem
		}
		t.write(b, x.pal.reset)
	}
	if x.asPolicy {
		return
	}
	b.WriteString("   The policy converts with the lookup profile, as spoof.Display does, whatever --profile says.\n")
}

// mappingKind says what the profile does in the mapping step.
func (x *explainer) mappingKind() string {
	switch x.mapping {
	case trace.MappingPunycodeOnly:
		return "none: the Punycode profile converts labels as they are"
	case trace.MappingIDNA2008:
		return "none: IDNA2008 takes names in their final form; UTS #46 status shown for reference"
	case trace.MappingNameprep:
		return "nameprep, RFC 3491: tables B.1 and B.2, then NFKC of Unicode 3.2"
	case trace.MappingNone, trace.MappingNoneTransitional:
		return "none: this profile takes names in their final form, and a code point UTS #46 maps is an error"
	}
	return "UTS #46 mapping table, then NFC"
}

// codePointHeads and codePointCells are the heads and the row of a code
// point in the tables of section 2.
var codePointHeads = plainCells("offset", "code point", "UTS #46", "IDNA2008", "bidi", "joining")

func (x *explainer) codePointCells(off int, ri trace.RuneInfo) []cell {
	return []cell{{text: strconv.Itoa(off)}, {text: codePoint(ri.Rune, ri.Mark)}, x.status(ri),
		{text: ri.IDNA2008.String()}, {text: ri.BidiClass.String()}, {text: ri.JoiningType.String()}}
}

// status describes the UTS #46 status of a code point, coloured.
func (x *explainer) status(ri trace.RuneInfo) cell {
	switch ri.Status {
	case trace.StatusValid:
		if ri.NV8 {
			return cell{"valid (NV8: not IDNA2008)", x.pal.note}
		}
		return cell{"valid", x.pal.good}
	case trace.StatusMapped:
		return cell{"mapped to " + mappingText(ri.Mapping), x.pal.note}
	case trace.StatusIgnored:
		return cell{"ignored (removed)", x.pal.note}
	case trace.StatusDeviation:
		if x.mapping == trace.MappingNoneTransitional {
			// Transitional validity refuses what it would map.
			return cell{"deviation: refused (transitional; this profile maps nothing)", x.pal.bad}
		}
		if x.mapping.Transitional() {
			if ri.Mapping == "" {
				return cell{"deviation: removed (transitional)", x.pal.note}
			}
			return cell{"deviation: mapped to " + mappingText(ri.Mapping) + " (transitional)", x.pal.note}
		}
		return cell{"deviation: kept (nontransitional)", x.pal.note}
	case trace.StatusDisallowedSTD3Valid, trace.StatusDisallowedSTD3Mapped:
		switch {
		case x.std3:
			return cell{"disallowed (STD3 rules)", x.pal.bad}
		case ri.Status.Maps():
			return cell{"mapped to " + mappingText(ri.Mapping) + " (STD3 rules off)", x.pal.note}
		}
		return cell{"valid (STD3 rules off)", x.pal.note}
	case trace.StatusDisallowed:
		return cell{"disallowed", x.pal.bad}
	}
	return cell{ri.Status.String(), ""}
}

// nameprepLabel writes section 2 for one label with IDNA2003: each code
// point with its nameprep mapping and the RFC 3454 tables that list it, and
// the label after mapping and after NFKC. RFC 3490 applies nameprep to
// labels with a non-ASCII code point only.
func (x *explainer) nameprepLabel(b *strings.Builder, name string, il trace.InputLabel) {
	if utf8fast.IsASCII(il.Text) {
		b.WriteString("      all ASCII: nameprep is not applied (RFC 3490 section 4.1 step 2), and case is kept\n")
		return
	}
	t := table{indent: "      "}
	t.row(plainCells("offset", "code point", "nameprep mapping", "tables (RFC 3454)")...)
	explainjson.ForCodePoints(name, il, func(off int, ri trace.RuneInfo) {
		r := ri.Rune
		tables := nameprep.Tables(r)
		mapping := cell{"kept", ""}
		switch {
		case slices.Contains(tables, "B.1"):
			mapping = cell{"mapped to nothing (B.1)", x.pal.note}
		case slices.Contains(tables, "B.2"):
			m, _ := nameprep.Map(string(r))
			mapping = cell{"mapped to " + mappingText(m) + " (B.2)", x.pal.note}
		}
		t.row(cell{text: strconv.Itoa(off)}, cell{text: codePoint(r, ri.Mark)}, mapping, x.stringprepTables(tables))
	})
	x.writeChanges(b, t, il, "NFKC")
}

// writeChanges writes the code point table t, then how mapping and the
// normalization (named form) changed the label.
func (x *explainer) writeChanges(b *strings.Builder, t table, il trace.InputLabel, form string) {
	t.write(b, x.pal.reset)
	t = table{indent: "      "}
	t.row(plainCells("mapped", describeChange(il.Text, il.Mapped))...)
	t.row(plainCells(form, describeChange(il.Mapped, il.Normalized))...)
	t.write(b, x.pal.reset)
}

// stringprepTables lists the tables of RFC 3454 other than the mapping
// tables among those that list a code point (nameprep.Tables): the
// prohibited ones (C), unassigned (A.1) and the bidi ones (D.1 RandALCat,
// D.2 LCat). The checks of nameprep apply them to the label after mapping
// and NFKC, shown in section 3.
func (x *explainer) stringprepTables(tables []string) cell {
	var names []string
	color := ""
	for _, t := range tables {
		if strings.HasPrefix(t, "C.") {
			names = append(names, "prohibited "+t)
			color = x.pal.bad
		}
	}
	if slices.Contains(tables, "A.1") {
		names = append(names, "unassigned A.1")
		if color == "" {
			color = x.pal.note
		}
	}
	if slices.Contains(tables, "D.1") {
		names = append(names, "RandALCat D.1")
	}
	if slices.Contains(tables, "D.2") {
		names = append(names, "LCat D.2")
	}
	if len(names) == 0 {
		return cell{"-", ""}
	}
	return cell{strings.Join(names, ", "), color}
}

// rawCodePoints lists the code points of an input that was rejected before
// it was split, such as one with invalid UTF-8.
func (x *explainer) rawCodePoints(b *strings.Builder, s string) {
	if s == "" {
		b.WriteString("   (empty input)\n")
		return
	}
	if len(s) > idna.MaxInputLen {
		fmt.Fprintf(b, "   Not reached: the input is longer than %d bytes.\n", idna.MaxInputLen)
		return
	}
	t := table{indent: "      "}
	t.row(codePointHeads...)
	for off := 0; off < len(s); {
		r, size := utf8.DecodeRuneInString(s[off:])
		if r == utf8.RuneError && size == 1 {
			t.row(cell{text: strconv.Itoa(off)}, cell{fmt.Sprintf("byte 0x%02X", s[off]), x.pal.bad}, cell{"invalid UTF-8", x.pal.bad})
		} else {
			t.row(x.codePointCells(off, trace.LookupRune(r))...)
		}
		off += size
	}
	b.WriteString("   Not split into labels: the input was rejected as a whole.\n")
	t.write(b, x.pal.reset)
}

// validity writes section 3: each rule run on each label.
func (x *explainer) validity(b *strings.Builder, tr *trace.Trace, inLabels []trace.InputLabel, labels []trace.Label) {
	idna2003 := x.mapping == trace.MappingNameprep
	if idna2003 {
		x.heading(b, 3, "Steps of each label (RFC 3490 ToASCII, and ToUnicode for xn-- labels)")
	} else {
		x.heading(b, 3, "Validity of each label")
	}
	bidiOn := x.profile.Checks(rule.B1)
	for i, lt := range labels {
		fmt.Fprintf(b, "   label %d %s", lt.Index+1, strconv.Quote(lt.Unicode))
		if lt.FromPunycode {
			fmt.Fprintf(b, "  (decoded from %s)", explainjson.ALabel(lt, tr.InputLabels))
		}
		b.WriteString("\n")
		if len(lt.Rules) == 0 {
			b.WriteString("      no rules in this profile\n")
			continue
		}
		if idna2003 && i < len(inLabels) && utf8fast.IsASCII(inLabels[i].Text) {
			b.WriteString("      nameprep: not applied, the label is all ASCII (RFC 3490 section 4.1 step 2)\n")
		}
		rtl := false
		if bidiOn && tr.BidiDomain {
			// The bidi class of each character, which rules B1 to B6 read.
			var classes []string
			for i, r := range lt.Unicode {
				ri := trace.LookupRune(r)
				if i == 0 {
					rtl = ri.BidiClass.RightToLeft()
				}
				classes = append(classes, codePoint(r, ri.Mark)+" "+ri.BidiClass.String())
			}
			dir := "left-to-right label (first character not R or AL)"
			if rtl {
				dir = "right-to-left label (first character R or AL)"
			}
			fmt.Fprintf(b, "      bidi: %s; %s\n", strings.Join(classes, ", "), dir)
		}
		t := table{indent: "      "}
		for _, rv := range lt.Rules {
			v := x.verdict(rv.OK)
			if rv.OK && rv.Detail != "" {
				// A failure that the profile lets through.
				v = cell{"ignored", x.pal.note}
			}
			t.row(v, cell{text: string(rv.Code)}, cell{text: rv.Name})
			if rv.Detail != "" {
				t.row(cell{}, cell{}, cell{"  " + rv.Detail, x.pal.note})
			}
		}
		if idna2003 && slices.ContainsFunc(lt.Rules, func(v trace.Verdict) bool { return !v.OK }) {
			t.row(cell{"not run", x.pal.dim}, cell{}, cell{"the steps after a failure (RFC 3490 stops there)", x.pal.dim})
		}
		if lt.Undecodable {
			t.row(cell{"not run", x.pal.dim}, cell{text: "V, C, B"}, cell{text: "validity rules: the label did not decode"})
		}
		t.write(b, x.pal.reset)
	}
	if bidiOn && !tr.BidiDomain {
		b.WriteString("   Bidi rules B1 to B6: not run, as no label has an R, AL or AN character.\n")
	}
}

// punycode writes section 4: the Punycode of each non-ASCII label.
func (x *explainer) punycode(b *strings.Builder, inLabels []trace.InputLabel, labels []trace.Label) {
	x.heading(b, 4, "Punycode (RFC 3492) of each non-ASCII label")
	found, stopped := false, false
	for _, lt := range labels {
		stopped = stopped || lt.NoASCII && !utf8fast.IsASCII(lt.Unicode)
		t := explainjson.PunycodeOf(lt, inLabels)
		if t == nil {
			continue
		}
		found = true
		alabel := explainjson.ALabel(lt, inLabels)
		switch {
		case t.Decode && !lt.FromPunycode:
			fmt.Fprintf(b, "   label %d %s does not decode\n", lt.Index+1, alabel)
		case t.Decode:
			fmt.Fprintf(b, "   label %d %s decodes to %s\n", lt.Index+1, alabel, strconv.Quote(lt.Unicode))
		default:
			fmt.Fprintf(b, "   label %d %s encodes to %s\n", lt.Index+1, strconv.Quote(lt.Unicode), lt.ASCII)
		}
		if d := strings.LastIndexByte(alabel[4:], '-'); d > 0 {
			fmt.Fprintf(b, "      basic code points %q, then the delimiter '-'\n", alabel[4:4+d])
		} else {
			b.WriteString("      no basic code points, so no delimiter\n")
		}
		x.punycodeSteps(b, t)
		switch {
		case t.Error != "":
			fmt.Fprintf(b, "      %s\n", x.color(t.Error, x.pal.bad))
		case t.Decode && utf8fast.IsASCII(lt.Unicode) && explainjson.Failed(lt, rule.P4):
			b.WriteString("      " + x.color("it decodes, but to "+emptyOrASCII(lt.Unicode)+", which an xn-- label must not (P4)", x.pal.bad) + "\n")
		case t.Decode && utf8fast.IsASCII(lt.Unicode) && explainjson.Failed(lt, rule.ROUNDTRIP):
			b.WriteString("      " + x.color("it decodes, but to "+emptyOrASCII(lt.Unicode)+", whose ToASCII is not this xn-- label (ROUNDTRIP)", x.pal.bad) + "\n")
		}
	}
	switch {
	case found:
	case stopped:
		b.WriteString("   None: ToASCII stopped before the Punycode step on the non-ASCII labels (see section 3).\n")
	default:
		b.WriteString("   None: every label is ASCII.\n")
	}
}

// punycodeSteps writes the table of the steps of a Punycode trace.
func (x *explainer) punycodeSteps(b *strings.Builder, t *explainjson.Punycode) {
	if len(t.Steps) == 0 && t.Error == "" {
		b.WriteString("      no code point to insert\n")
		return
	}
	tab := table{indent: "      "}
	tab.row(plainCells("code point", "insert at", "delta", "digits", "bias", "next bias")...)
	bias := 72 // RFC 3492 section 5: initial_bias
	for _, s := range t.Steps {
		tab.row(plainCells(codePoint(s.Rune, trace.LookupRune(s.Rune).Mark), strconv.Itoa(s.Index), strconv.FormatUint(uint64(s.Delta), 10),
			s.Digits, strconv.Itoa(bias), strconv.Itoa(s.Bias))...)
		bias = s.Bias
	}
	tab.write(b, x.pal.reset)
}

// lengths writes section 5: the lengths of the ASCII form against the DNS
// limits.
func (x *explainer) lengths(b *strings.Builder, inLabels []trace.InputLabel, labels []trace.Label, root bool) {
	x.heading(b, 5, "Lengths of the ASCII form (DNS: 1 to 63 octets a label, at most 253 a name)")
	t := table{indent: "   "}
	var parts []string
	complete := true // every label has an ASCII form
	for _, lt := range labels {
		name := cell{text: "label " + strconv.Itoa(lt.Index+1)}
		if lt.NoASCII {
			complete = false
			t.row(name, cell{text: "(none: ToASCII failed before)"}, cell{text: "-"}, cell{"n/a", x.pal.dim})
			continue
		}
		form, measured := cell{text: quoteName(lt.ASCII)}, lt.ASCII
		if alabel := explainjson.ALabel(lt, inLabels); alabel != lt.ASCII {
			// An xn-- label that decodes to nothing or to ASCII has no
			// ASCII form of its own (P4): the label as given is measured.
			form, measured = cell{alabel + "  (as given: ToASCII fails, P4)", x.pal.note}, alabel
		}
		t.row(name, form, cell{text: strconv.Itoa(len(measured))}, x.length(len(measured), 1, 63))
		parts = append(parts, measured)
	}
	full := strings.Join(parts, ".")
	shown := full
	if root {
		shown += "."
	}
	if complete {
		t.row(cell{text: "name"}, cell{text: quoteName(shown)}, cell{text: strconv.Itoa(len(full))}, x.length(len(full), 0, 253))
	} else {
		t.row(cell{text: "name"}, cell{text: "(none)"}, cell{text: "-"}, cell{"n/a", x.pal.dim})
	}
	t.write(b, x.pal.reset)
	if root && complete {
		b.WriteString("   The root dot is not counted.\n")
	}
	switch {
	case x.mapping == trace.MappingNameprep:
		b.WriteString("   IDNA2003 ToASCII requires 1 to 63 octets a label (step 8, LENGTH) and does not limit the name.\n")
	case x.profile.Checks(rule.A4_1):
		b.WriteString("   VerifyDNSLength is on: these limits are enforced (A4_1, A4_2).\n")
	default:
		b.WriteString("   VerifyDNSLength is off in this profile: the limits are shown, not enforced.\n")
	}
}

// length is the verdict on a length of n octets against the DNS limits,
// least (0 or 1) to most octets.
func (x *explainer) length(n, least, most int) cell {
	switch {
	case n < least:
		return cell{"empty", x.pal.bad}
	case n > most:
		return cell{"too long", x.pal.bad}
	}
	return x.verdict(true)
}

// codePoint formats r as "U+00FC ü": with the character when it is
// printable, after a dotted circle when it is a combining mark.
func codePoint(r rune, mark bool) string {
	s := codepoint.String(r)
	switch {
	case mark:
		return s + " ◌" + string(r)
	case r > ' ' && strconv.IsPrint(r):
		return s + " " + string(r)
	}
	return s
}

// mappingText shows a mapping target: as it is when printable, as code
// points otherwise.
func mappingText(m string) string {
	if plain(m) {
		return m
	}
	if m == "" {
		return "nothing"
	}
	var parts []string
	for _, r := range m {
		parts = append(parts, codepoint.String(r))
	}
	return strings.Join(parts, " ")
}

// describeChange shows the result of a step: the new text, or that it did
// not change anything.
func describeChange(before, after string) string {
	if before == after {
		return quoteName(after) + " (unchanged)"
	}
	return quoteName(after)
}

// quoteName shows a name or label as it is when it is printable, and quoted
// otherwise.
func quoteName(s string) string {
	return string(appendDisplay(nil, s, 0))
}

// emptyOrASCII describes the result of decoding an xn-- label that fails
// P4: "nothing" or the ASCII text, quoted.
func emptyOrASCII(s string) string {
	if s == "" {
		return "nothing"
	}
	return "the all-ASCII " + strconv.Quote(s)
}
