package idna2003

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/idna/trace"
	"github.com/xn-go/xn/rule"
)

// rulesOf returns the verdicts of lt by code, as "ok" or "FAIL",
// in order.
func rulesOf(lt trace.Label) []string {
	var out []string
	for _, rv := range lt.Rules {
		v := "ok"
		if !rv.OK {
			v = "FAIL"
		}
		out = append(out, string(rv.Code)+" "+v)
	}
	return out
}

// The IDNA2003 trace follows RFC 3490 and 3491 step by step, as the
// conversions ran them: nameprep's checks, then the steps of ToASCII, up to
// the first that fails; for an ACE label, ToUnicode's decoding and its round
// trip, with the steps of ToASCII on the decoded label.
func TestExplainIDNA2003(t *testing.T) {
	type label struct {
		unicode, ascii string
		noASCII        bool
		rules          string // rulesOf joined with ", "
	}
	nameprepOK := "NP_PROHIBITED ok, NP_BIDI ok, NP_UNASSIGNED ok, LABEL_DOT ok"
	tests := []struct {
		profile Profile
		in      string
		mapped  []string // InputLabel.Mapped
		normed  []string // InputLabel.Normalized
		labels  []label
	}{
		{Profile{}, "Bücher.مثال", []string{"bücher", "مثال"}, []string{"bücher", "مثال"}, []label{
			{"bücher", "xn--bcher-kva", false, nameprepOK + ", ACE_PREFIX ok, PUNYCODE ok, LENGTH ok"},
			{"مثال", "xn--mgbh0fb", false, nameprepOK + ", ACE_PREFIX ok, PUNYCODE ok, LENGTH ok"},
		}},
		// ASCII labels skip nameprep and keep their case; an ACE label is
		// decoded by ToUnicode.
		{Profile{}, "WWW.xn--bcher-kva", []string{"WWW", "xn--bcher-kva"}, []string{"WWW", "xn--bcher-kva"}, []label{
			{"WWW", "WWW", false, "LENGTH ok"},
			{"bücher", "xn--bcher-kva", false, "LENGTH ok, PUNYCODE ok, LABEL_DOT ok, " + nameprepOK + ", ACE_PREFIX ok, PUNYCODE ok, LENGTH ok, ROUNDTRIP ok"},
		}},
		// Mapping (B.2: fullwidth A to a, via NFKC; B.1: soft hyphen
		// removed) then NFKC (ﬁ to fi).
		{Profile{}, "Ａ\u00adﬁü", []string{"ａfiü"}, []string{"afiü"}, []label{
			{"afiü", "xn--afi-joa", false, nameprepOK + ", ACE_PREFIX ok, PUNYCODE ok, LENGTH ok"},
		}},
		// Bidi: RandALCat mixed with LCat; the steps after it do not run.
		{Profile{}, "aم.com", nil, nil, []label{
			{"aم", "", true, "NP_PROHIBITED ok, NP_BIDI FAIL"},
			{"com", "com", false, "LENGTH ok"},
		}},
		// U+1680 OGHAM SPACE MARK is prohibited (C.1.2).
		{Profile{}, "a\u1680b", nil, nil, []label{
			{"a\u1680b", "", true, "NP_PROHIBITED FAIL"},
		}},
		// U+0221 was unassigned in Unicode 3.2; AllowUnassigned lets it
		// through and drops the rule.
		{Profile{}, "a\u0221", nil, nil, []label{
			{"a\u0221", "", true, "NP_PROHIBITED ok, NP_BIDI ok, NP_UNASSIGNED FAIL"},
		}},
		{Profile{AllowUnassigned: true}, "a\u0221", nil, nil, []label{
			{"a\u0221", "xn--a-4xa", false, "NP_PROHIBITED ok, NP_BIDI ok, LABEL_DOT ok, ACE_PREFIX ok, PUNYCODE ok, LENGTH ok"},
		}},
		// U+2488 becomes "1." under NFKC.
		{Profile{}, "a\u2488", nil, []string{"a1."}, []label{
			{"a\u2488", "", true, "NP_PROHIBITED ok, NP_BIDI ok, NP_UNASSIGNED ok, LABEL_DOT FAIL"},
		}},
		// STD3 rules, when set, run after nameprep.
		{Profile{UseSTD3ASCIIRules: true}, "a_b.-x", nil, nil, []label{
			{"a_b", "", true, "STD3_LDH FAIL"},
			{"-x", "", true, "STD3_LDH ok, STD3_HYPHEN FAIL"},
		}},
		// A label that is an ACE label after nameprep cannot be encoded
		// again, and ToUnicode cannot decode it.
		{Profile{}, "xn--bü", nil, nil, []label{
			{"xn--bü", "", true, nameprepOK + ", ACE_PREFIX FAIL, PUNYCODE FAIL"},
		}},
		// ToUnicode: "xn--abc-" decodes to "abc", whose ToASCII is not the
		// label (ToUnicode keeps the label; the trace shows the decoding);
		// "xn--zz" does not decode.
		{Profile{}, "xn--abc-.xn--zz.", nil, nil, []label{
			{"abc", "xn--abc-", false, "LENGTH ok, PUNYCODE ok, LABEL_DOT ok, LENGTH ok, ROUNDTRIP FAIL"},
			{"xn--zz", "xn--zz", false, "LENGTH ok, PUNYCODE FAIL"},
			{"", "", false, ""}, // the root
		}},
		// An empty label is too short: ToASCII gives it no ASCII form.
		{Profile{}, "a..b", nil, nil, []label{
			{"a", "a", false, "LENGTH ok"},
			{"", "", true, "LENGTH FAIL"},
			{"b", "b", false, "LENGTH ok"},
		}},
		// The round trip fails when ToASCII of the decoded label does:
		// U+1680 is prohibited, with the code of the step that failed.
		{Profile{}, "xn--ab-11n", nil, nil, []label{
			{"a\u1680b", "xn--ab-11n", false, "LENGTH ok, PUNYCODE ok, LABEL_DOT ok, NP_PROHIBITED FAIL"},
		}},
	}
	for _, tt := range tests {
		tr := tt.profile.Explain(tt.in)
		if len(tr.Labels) != len(tt.labels) || len(tr.InputLabels) != len(tt.labels) {
			t.Errorf("%q: %d labels, %d input labels, want %d", tt.in, len(tr.Labels), len(tr.InputLabels), len(tt.labels))
			continue
		}
		for i, want := range tt.labels {
			lt := tr.Labels[i]
			got := label{lt.Unicode, lt.ASCII, lt.NoASCII, strings.Join(rulesOf(lt), ", ")}
			if got != want {
				t.Errorf("%q label %d:\n got %+v\nwant %+v", tt.in, i, got, want)
			}
		}
		for i, m := range tt.mapped {
			if m != "" && tr.InputLabels[i].Mapped != m {
				t.Errorf("%q label %d mapped %q, want %q", tt.in, i, tr.InputLabels[i].Mapped, m)
			}
		}
		for i, n := range tt.normed {
			if tr.InputLabels[i].Normalized != n {
				t.Errorf("%q label %d normalized %q, want %q", tt.in, i, tr.InputLabels[i].Normalized, n)
			}
		}
	}
}

// problemCodes returns the codes of the problems of err in label idx.
func problemCodes(err error, idx int) []rule.Code {
	var e *idna.Error
	if !errors.As(err, &e) {
		return nil
	}
	var codes []rule.Code
	for _, p := range e.Problems {
		if p.Label == idx && !slices.Contains(codes, p.Code) {
			codes = append(codes, p.Code)
		}
	}
	return codes
}

// The verdicts of Explain agree with the problems that ToASCII and
// ToUnicode report: a rule fails in the trace exactly when its code is among
// the problems of its label, the ASCII forms of the trace make up the
// result of ToASCII, and no rule runs after a failure in its pipeline.
func TestExplainAgrees(t *testing.T) {
	names := []string{
		"Bücher.مثال", "bücher.tld", "WWW.Example.COM", "xn--bcher-kva.de", "XN--BCHER-KVA.de",
		"aم.com", "مa", "م1", "1م", "a\u1680b", "a\u00a0b", "a\u0221", "a\u2488", "a_b", "-a.b-", "a..b", "a.b.",
		"xn--bü", "xn--abc-", "xn--zz", "xn--", "xn--ab-11n", "xn--r6j", "ｘｎ--bcher-kva", "Ａ\u00adﬁ",
		"\u0300a", "a\u200db", "faß.de", "\U000E0001x", "\ufdd0", strings.Repeat("a", 64), strings.Repeat("ü", 60),
		"a。b．c｡d", "", ".", "xn--mgbh0fb.xn--bcher-kva", "I\u0307.com", "\u05d0\u05d1", "\u05d0a\u05d1",
	}
	profiles := []Profile{
		Profile{}, Profile{AllowUnassigned: true}, Profile{UseSTD3ASCIIRules: true},
	}
	for _, p := range profiles {
		for _, name := range names {
			checkAgrees(t, p, name)
		}
	}
}

// The same for the IDNA vectors of the nameprep/IDNA test-vector draft,
// accepted and rejected, and their ASCII forms.
func TestExplainAgreesVectors(t *testing.T) {
	for _, v := range readIDNAVectors(t) {
		for _, p := range []Profile{Profile{}, Profile{AllowUnassigned: true, UseSTD3ASCIIRules: true}} {
			checkAgrees(t, p, v.input)
			checkAgrees(t, p, v.input+".Example")
			if strings.HasPrefix(v.out, "xn--") {
				checkAgrees(t, p, v.out)
			}
		}
	}
}

// checkAgrees checks the trace of name with p against the problems of
// ToASCII and ToUnicode.
func checkAgrees(t *testing.T, p Profile, name string) {
	t.Helper()
	tr := p.Explain(name)
	var ascii []string
	complete := true
	for idx, lt := range tr.Labels {
		var failed []rule.Code
		for _, rv := range lt.Rules {
			if !rv.OK && !slices.Contains(failed, rv.Code) {
				failed = append(failed, rv.Code)
			}
		}
		want := problemCodes(tr.ASCIIErr, idx)
		for _, c := range problemCodes(tr.UnicodeErr, idx) {
			if !slices.Contains(want, c) {
				want = append(want, c)
			}
		}
		slices.Sort(failed)
		slices.Sort(want)
		if !slices.Equal(failed, want) {
			t.Errorf("%v %q label %d: rules failed %v, problems %v\n%v", p, name, idx, failed, want, rulesOf(lt))
		}
		// Within ToASCII and within ToUnicode, nothing runs after a
		// failure: a failed rule is the last of its operation.
		for i, rv := range lt.Rules {
			next := i + 1
			if rv.OK || next == len(lt.Rules) {
				continue
			}
			inToUnicode := strings.HasPrefix(rv.Name, "ToUnicode")
			if inToUnicode || !strings.HasPrefix(lt.Rules[next].Name, "ToUnicode") {
				t.Errorf("%v %q label %d: a rule ran after a failure: %v", p, name, idx, rulesOf(lt))
				break
			}
		}
		complete = complete && !lt.NoASCII
		ascii = append(ascii, lt.ASCII)
	}
	if tr.ASCIIErr == nil && strings.Join(ascii, ".") != tr.ASCII {
		t.Errorf("%v %q: labels %q, ToASCII %q", p, name, ascii, tr.ASCII)
	}
	if tr.ASCIIErr == nil && !complete {
		t.Errorf("%v %q: ToASCII passed, but a label has no ASCII form", p, name)
	}
}
