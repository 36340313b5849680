package spoof_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/xn-go/xn/spoof"
)

func TestProtectedNames(t *testing.T) {
	protected, err := spoof.NewProtectedNames("google.com", "akamai.com", "b\u00fccher.de", "bbc.co.uk",
		"apple.com", "instagram.com", "blogspot.com", "xn--e1afmkfd.xn--p1ai") // пример.рф
	if err != nil {
		t.Fatal(err)
	}
	if protected.Len() != 8 {
		t.Errorf("Len() = %d, want 8", protected.Len())
	}
	p := spoof.DefaultPolicy()
	p.Protected = protected
	tests := []struct {
		name string
		want []string
	}{
		// Look-alikes the other rules let through.
		{"googl\u00e9.com", []string{"0:protected-lookalike"}},                          // googlé: diacritics dropped
		{"www.g\u00f6\u00f6gle.com", []string{"1:protected-lookalike"}},                 // the reason names the label
		{"\u0430\u043a\u0430\u043c\u0430\u0456.com", []string{"0:protected-lookalike"}}, // акамаі: к and м are extra look-alikes
		{"\u0131nstagram.com", []string{"0:protected-lookalike"}},                       // dotless ı
		{"b\u00fbcher.de", []string{"0:protected-lookalike"}},                           // bûcher.de against bücher.de
		{"bb\u00e7.co.uk", []string{"0:protected-lookalike"}},                           // three-label name
		{"\u043f\u0440\u0438\u043c\u0435\u0440.\u0440\u0444", nil},                      // пример.рф is protected itself
		{"\u043f\u0440\u0438\u043c\u0435p.\u0440\u0444", []string{"0:restriction-level", "0:protected-lookalike"}},
		// Other rules refuse these already; the protected name is named too.
		{"\u0430\u0440\u0440\u04cf\u0435.com", []string{"0:whole-script-confusable", "0:protected-lookalike"}},
		{"g\u043e\u043egle.com", []string{"0:restriction-level", "0:protected-lookalike"}},
		// Shown: the protected names, names under them, other TLDs, ASCII.
		{"google.com", nil},
		{"b\u00fccher.de", nil},
		{"www.b\u00fccher.de", nil},
		{"\u00e9xample.blogspot.com", nil},
		{"g\u00f6\u00f6gle.de", nil},
		{"\u0430\u0440\u0440\u04cf\u0435.ru", nil},
		{"bucher.de", nil},
		{"rnicrosoft.com", nil},
		{"m\u00fcnchen.de", nil},
		{"\u65e5\u672c\u8a9e.jp", nil},
	}
	for _, tt := range tests {
		if got := reasonKeys(p.Check(tt.name)); !slices.Equal(got, tt.want) {
			t.Errorf("Check(%+q) = %v, want %v", tt.name, got, tt.want)
		}
	}
	rs := p.Check("googl\u00e9.com")
	if len(rs) != 1 || rs[0].Message != `looks like the protected name "google.com"` || rs[0].Rune != -1 {
		t.Errorf("reason %#v", rs)
	}
	rs = p.Check("b\u00fbcher.de")
	if len(rs) != 1 || rs[0].Message != `looks like the protected name "b\u00fccher.de"` {
		t.Errorf("reason %#v", rs)
	}
	// Without a list nothing is protected: the default policy shows these.
	for _, name := range []string{"googl\u00e9.com", "\u0430\u043a\u0430\u043c\u0430\u0456.com"} {
		if rs := spoof.DefaultPolicy().Check(name); rs != nil {
			t.Errorf("DefaultPolicy().Check(%+q) = %v", name, rs)
		}
	}
}

func TestProtectedNamesDigits(t *testing.T) {
	protected, err := spoof.NewProtectedNames("o2.com", "39.com", "wmhtb.com")
	if err != nil {
		t.Fatal(err)
	}
	p := spoof.DefaultPolicy()
	p.Protected = protected
	tests := []struct {
		name string
		want []string
	}{
		{"\u10052.com", []string{"0:protected-lookalike"}},                        // စ2: Myanmar letter like o
		{"\u10d99.com", []string{"0:digit-lookalike", "0:protected-lookalike"}},   // კ9
		{"\u0a5c9.com", []string{"0:digit-lookalike", "0:protected-lookalike"}},   // ੜ9
		{"\u0448\u043c\u043d\u0442\u044c.com", []string{"0:protected-lookalike"}}, // шмнть: Cyrillic like wmhtb
		{"\u10059.com", nil}, // စ9 looks like o9, which is not protected
	}
	for _, tt := range tests {
		if got := reasonKeys(p.Check(tt.name)); !slices.Equal(got, tt.want) {
			t.Errorf("Check(%+q) = %v, want %v", tt.name, got, tt.want)
		}
	}
}

func TestProtectedNamesLookAlike(t *testing.T) {
	// Two protected names that look alike are each shown as themselves.
	protected, err := spoof.NewProtectedNames("b\u00fccher.de", "bucher.de")
	if err != nil {
		t.Fatal(err)
	}
	p := spoof.DefaultPolicy()
	p.Protected = protected
	for _, name := range []string{"b\u00fccher.de", "bucher.de"} {
		if rs := p.Check(name); rs != nil {
			t.Errorf("Check(%+q) = %v", name, rs)
		}
	}
	if got := reasonKeys(p.Check("b\u00fbcher.de")); !slices.Equal(got, []string{"0:protected-lookalike"}) {
		t.Errorf("Check(b\\u00fbcher.de) = %v", got)
	}
}

func TestReadProtectedNames(t *testing.T) {
	list := "# a comment\n\n1,google.com\n2, Example.COM \nxn--bcher-kva.de\n"
	s, err := spoof.ReadProtectedNames(strings.NewReader(list))
	if err != nil || s.Len() != 3 {
		t.Fatalf("ReadProtectedNames = %v, %v", s.Len(), err)
	}
	for _, bad := range []string{"com\n", "a.b.c.d.e\n", "ok.com\n-bad-.com\n", "x..com\n"} {
		if _, err := spoof.ReadProtectedNames(strings.NewReader(bad)); err == nil {
			t.Errorf("ReadProtectedNames(%q): no error", bad)
		}
	}
	_, err = spoof.ReadProtectedNames(strings.NewReader("ok.com\n3,com\n"))
	if err == nil || !strings.HasPrefix(err.Error(), "line 2: ") {
		t.Errorf("error %v, want one naming line 2", err)
	}
	if _, err := spoof.NewProtectedNames("a.b.c.d.e"); err == nil {
		t.Error("NewProtectedNames with 5 labels: no error")
	}
	var nilSet *spoof.ProtectedNames
	if nilSet.Len() != 0 {
		t.Error("nil set has names")
	}
	_, err = spoof.ReadProtectedNames(errReader{})
	if err == nil {
		t.Error("read error lost")
	}
}

type errReader struct{}

func (errReader) Read([]byte) (int, error) { return 0, errors.New("boom") }
