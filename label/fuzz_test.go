package label_test

import (
	"errors"
	"testing"
	"unicode/utf8"

	"github.com/xn-go/xn/label"
	"github.com/xn-go/xn/rule"
)

// FuzzSplit checks, on any input, that All and the checks do not panic,
// that All's labels and dots give the input back, that IndexDot agrees
// with rune-by-rune decoding, and that Classify agrees with the checks.
func FuzzSplit(f *testing.F) {
	seeds := []string{
		"",                                // the empty name
		".",                               // the root alone
		"www.example.com.",                // ordinary host name with root dot
		"a..b",                            // empty label in the middle
		".a",                              // leading empty label
		"b\u00FCcher\u3002de",             // U-label and ideographic full stop
		"a\uFF0Eb\uFF61c\u3002d",          // all three wide dots
		"xn--bcher-kva.XN--A.xn--",        // ACE labels, odd case, empty body
		"_sip._tcp.example",               // underscore labels
		"ab--cd.-a.a-",                    // reserved and hyphen-broken labels
		"a\xffb\xE3\x80.\xE3\xE3\x80\x82", // invalid UTF-8 around dots
		"\u00E4\u00E4--x",                 // hyphens at code points 3 and 4
	}
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, name string) {
		var labels []label.Label
		for l := range label.All(name) {
			labels = append(labels, l)
		}
		if msg := checkReassembly(name, labels); msg != "" {
			t.Fatalf("All(%+q) = %+v: %s", name, labels, msg)
		}
		gi, gs := label.IndexDot(name)
		if wi, ws := indexDotSlow(name); gi != wi || gs != ws {
			t.Fatalf("IndexDot(%+q) = %d, %d, want %d, %d", name, gi, gs, wi, ws)
		}
		checkName(t, name)
		checkLabel(t, name) // the whole input as one label too
		for _, l := range labels {
			checkLabel(t, l.Text)
		}
	})
}

// checkName checks CheckNameLength against a count made rune by rune.
func checkName(t *testing.T, name string) {
	trimmed, _ := label.TrimRoot(name)
	n := 0
	for i, r := range trimmed {
		if isDot(r) {
			n++
		} else if r == utf8.RuneError {
			_, size := utf8.DecodeRuneInString(trimmed[i:])
			n += size
		} else {
			n += utf8.RuneLen(r)
		}
	}
	err := label.CheckNameLength(name)
	if want := n >= 1 && n <= label.MaxNameLen; (err == nil) != want {
		t.Fatalf("CheckNameLength(%+q) = %v, but it counts %d octets", name, err, n)
	}
	var e *label.Error
	if err != nil && (!errors.As(err, &e) || e.Length != n || e.Code != rule.A4_1) {
		t.Fatalf("CheckNameLength(%+q) = %#v, want Length %d", name, err, n)
	}
}

// checkLabel runs every label check on s and compares the verdicts with
// Classify's.
func checkLabel(t *testing.T, s string) {
	ldh := label.CheckLDH(s, false)
	ldhU := label.CheckLDH(s, true)
	ends := label.CheckHyphenEnds(s)
	h34 := label.CheckHyphen34(s)
	hyph := label.CheckHyphens(s)
	length := label.CheckLength(s)
	for _, err := range []error{ldh, ldhU, ends, h34, hyph, length} {
		var e *label.Error
		if err != nil && (!errors.As(err, &e) || e.Offset < 0 || e.Offset > len(s) || err.Error() == "") {
			t.Fatalf("check on %+q returned %#v", s, err)
		}
	}
	if ldh == nil && ldhU != nil {
		t.Fatalf("CheckLDH(%+q): allowing underscore rejects more", s)
	}
	if (hyph == nil) != (ends == nil && h34 == nil) {
		t.Fatalf("CheckHyphens(%+q) = %v, but V2: %v, V3: %v", s, hyph, h34, ends)
	}

	kind := label.Classify(s, nil)
	ascii := true
	for i := 0; i < len(s); i++ {
		ascii = ascii && s[i] < utf8.RuneSelf
	}
	switch {
	case ascii:
		isLDH := ldh == nil && ends == nil && length == nil
		if kind.IsLDH() != isLDH {
			t.Fatalf("Classify(%+q) = %v, but LDH: %v, V3: %v, length: %v", s, kind, ldh, ends, length)
		}
		if isLDH && kind.IsReserved() != (h34 != nil) {
			t.Fatalf("Classify(%+q) = %v, but V2: %v", s, kind, h34)
		}
		if isLDH && kind.IsXN() != (kind.IsReserved() && label.HasACEPrefix(s)) {
			t.Fatalf("Classify(%+q) = %v, HasACEPrefix = %v", s, kind, label.HasACEPrefix(s))
		}
		if kind == label.NonLDH && length != nil || kind == label.Invalid && length == nil {
			t.Fatalf("Classify(%+q) = %v, but length: %v", s, kind, length)
		}
		if kind.IsXN() {
			if k := label.Classify(s, func(string) bool { return true }); k != label.ALabel {
				t.Fatalf("Classify(%+q, accept all) = %v", s, k)
			}
			if k := label.Classify(s, func(string) bool { return false }); k != label.FakeALabel {
				t.Fatalf("Classify(%+q, reject all) = %v", s, k)
			}
		}
	default:
		want := utf8.ValidString(s) && hyph == nil && label.MinACELen(s) <= label.MaxLabelLen
		if (kind == label.ULabelCandidate) != want || (kind != label.ULabelCandidate && kind != label.Invalid) {
			t.Fatalf("Classify(%+q) = %v, valid UTF-8 %v, hyphens %v", s, kind, utf8.ValidString(s), hyph)
		}
	}
}
