package label_test

import (
	"strings"
	"testing"

	"golang.org/x/net/idna"

	"github.com/xn-go/xn/label"
)

// accept is a stand-in validator: it accepts the bodies listed and records
// what it was called with.
type accept struct {
	bodies map[string]bool
	calls  []string
}

func (a *accept) valid(body string) bool {
	a.calls = append(a.calls, body)
	return a.bodies[body]
}

func TestClassify(t *testing.T) {
	a63 := strings.Repeat("a", 63)
	tests := []struct {
		s         string
		withValid label.Kind // result with the validator below
		syntax    label.Kind // result with a nil validator
		called    bool       // whether the validator must be called
	}{
		{"", label.Invalid, label.Invalid, false},
		{a63, label.NRLDH, label.NRLDH, false},
		{a63 + "a", label.Invalid, label.Invalid, false},
		{"xn--" + strings.Repeat("a", 59), label.FakeALabel, label.XNLabel, true},
		{"xn--" + strings.Repeat("a", 60), label.Invalid, label.Invalid, false},

		{"example", label.NRLDH, label.NRLDH, false},
		{"a", label.NRLDH, label.NRLDH, false},
		{"1", label.NRLDH, label.NRLDH, false}, // RFC 1123 allows a leading digit
		{"a-b", label.NRLDH, label.NRLDH, false},
		{"a--b", label.NRLDH, label.NRLDH, false}, // hyphens in positions 2 and 3
		{"abc--d", label.NRLDH, label.NRLDH, false},
		{"EXAMPLE", label.NRLDH, label.NRLDH, false},

		{"ab--cd", label.RLDH, label.RLDH, false},
		{"xm--cd", label.RLDH, label.RLDH, false},
		{"x---", label.NonLDH, label.NonLDH, false}, // trailing hyphen
		{"x---a", label.RLDH, label.RLDH, false},
		{"9n--a", label.RLDH, label.RLDH, false},

		{"xn--bcher-kva", label.ALabel, label.XNLabel, true},
		{"XN--BCHER-KVA", label.ALabel, label.XNLabel, true}, // validator sees the original case
		{"xn--a", label.FakeALabel, label.XNLabel, true},
		{"xn--abc-", label.NonLDH, label.NonLDH, false}, // trailing hyphen: not LDH, so not an XN-label
		{"xn--", label.NonLDH, label.NonLDH, false},
		{"xn---", label.NonLDH, label.NonLDH, false},
		{"xn----a", label.FakeALabel, label.XNLabel, true},

		{"-abc", label.NonLDH, label.NonLDH, false},
		{"abc-", label.NonLDH, label.NonLDH, false},
		{"-", label.NonLDH, label.NonLDH, false},
		{"_dmarc", label.NonLDH, label.NonLDH, false},
		{"a b", label.NonLDH, label.NonLDH, false},
		{"a\x00", label.NonLDH, label.NonLDH, false},
		{"xn--a_b", label.NonLDH, label.NonLDH, false},

		{"b\u00FCcher", label.ULabelCandidate, label.ULabelCandidate, false},
		{"\u00FC", label.ULabelCandidate, label.ULabelCandidate, false},
		{"\u00FC-a", label.ULabelCandidate, label.ULabelCandidate, false},
		{"-\u00FC", label.Invalid, label.Invalid, false},
		{"\u00FC-", label.Invalid, label.Invalid, false},
		{"\u00E4\u00E4--x", label.Invalid, label.Invalid, false},
		{"xn--\u00FC", label.Invalid, label.Invalid, false},
		{"\u00E4--x", label.ULabelCandidate, label.ULabelCandidate, false},
		{"_\u00FC", label.ULabelCandidate, label.ULabelCandidate, false}, // repertoire is not checked here
		{"b\xffcher\u00FC", label.Invalid, label.Invalid, false},
		{"\xff", label.Invalid, label.Invalid, false},
		{"\xC3", label.Invalid, label.Invalid, false},

		// Length: 59 non-ASCII code points need at least 4+59 octets;
		// with any ASCII, one more for the delimiter.
		{strings.Repeat("\u00FC", 59), label.ULabelCandidate, label.ULabelCandidate, false},
		{strings.Repeat("\u00FC", 60), label.Invalid, label.Invalid, false},
		{"a" + strings.Repeat("\u00FC", 57), label.ULabelCandidate, label.ULabelCandidate, false},
		{"a" + strings.Repeat("\u00FC", 58), label.Invalid, label.Invalid, false},
		{strings.Repeat("\u3042", 30), label.ULabelCandidate, label.ULabelCandidate, false}, // 90 octets of UTF-8
		{strings.Repeat("\u00FC", 1<<19), label.Invalid, label.Invalid, false},
	}
	for _, tt := range tests {
		v := &accept{bodies: map[string]bool{"bcher-kva": true, "BCHER-KVA": true}}
		if got := label.Classify(tt.s, v.valid); got != tt.withValid {
			t.Errorf("Classify(%.40q, validator) = %v, want %v", tt.s, got, tt.withValid)
		}
		if called := len(v.calls) > 0; called != tt.called {
			t.Errorf("Classify(%.40q, validator) called the validator %d times, want called=%v", tt.s, len(v.calls), tt.called)
		}
		if len(v.calls) > 0 {
			body, _ := label.TrimACEPrefix(tt.s)
			if len(v.calls) != 1 || v.calls[0] != body {
				t.Errorf("Classify(%.40q) called the validator with %q, want %q once", tt.s, v.calls, body)
			}
		}
		if got := label.Classify(tt.s, nil); got != tt.syntax {
			t.Errorf("Classify(%.40q, nil) = %v, want %v", tt.s, got, tt.syntax)
		}
	}
}

func TestKindString(t *testing.T) {
	tests := []struct {
		k    label.Kind
		want string
	}{
		{label.Invalid, "invalid label"},
		{label.NonLDH, "non-LDH label"},
		{label.NRLDH, "NR-LDH label"},
		{label.RLDH, "R-LDH label"},
		{label.XNLabel, "XN-label"},
		{label.ALabel, "A-label"},
		{label.FakeALabel, "fake A-label"},
		{label.ULabelCandidate, "U-label candidate"},
		{label.Kind(200), "Kind(200)"},
	}
	for _, tt := range tests {
		if got := tt.k.String(); got != tt.want {
			t.Errorf("Kind(%d).String() = %q, want %q", uint8(tt.k), got, tt.want)
		}
	}
}

func TestKindClasses(t *testing.T) {
	tests := []struct {
		k                   label.Kind
		ldh, reserved, isXN bool
	}{
		{label.Invalid, false, false, false},
		{label.NonLDH, false, false, false},
		{label.NRLDH, true, false, false},
		{label.RLDH, true, true, false},
		{label.XNLabel, true, true, true},
		{label.ALabel, true, true, true},
		{label.FakeALabel, true, true, true},
		{label.ULabelCandidate, false, false, false},
		{label.Kind(200), false, false, false},
	}
	for _, tt := range tests {
		if got := tt.k.IsLDH(); got != tt.ldh {
			t.Errorf("%v.IsLDH() = %v", tt.k, got)
		}
		if got := tt.k.IsReserved(); got != tt.reserved {
			t.Errorf("%v.IsReserved() = %v", tt.k, got)
		}
		if got := tt.k.IsXN(); got != tt.isXN {
			t.Errorf("%v.IsXN() = %v", tt.k, got)
		}
	}
}

// TestMinACELenIsLowerBound checks the bound Classify uses against real
// Punycode encodings from x/net: no label encodes shorter than minACELen,
// and the bound is reached.
func TestMinACELenIsLowerBound(t *testing.T) {
	inputs := []string{
		"\u0080", // the first non-ASCII code point costs one digit
		strings.Repeat("\u0080", 59),
		"a\u0080",
		"b\u00FCcher",
		strings.Repeat("\u00FC", 59),
		"a" + strings.Repeat("\u00FC", 57),
		strings.Repeat("\u3042", 30),
		"\U0010FFFD",
		"\u00FCa\u00FCb\u00FCc",
		"\u4E2D\u6587",
		strings.Repeat("ab\u00E9", 20),
	}
	tight := false
	for _, s := range inputs {
		ace, err := idna.Punycode.ToASCII(s)
		if err != nil {
			t.Fatalf("x/net ToASCII(%+q): %v", s, err)
		}
		min := label.MinACELen(s)
		if len(ace) < min {
			t.Errorf("MinACELen(%+q) = %d, but its ACE form %q has %d octets", s, min, ace, len(ace))
		}
		tight = tight || len(ace) == min
	}
	if !tight {
		t.Errorf("MinACELen never equals the real length: the bound is not tight on these inputs")
	}
}
