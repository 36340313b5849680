package spoof_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	xidna "golang.org/x/net/idna"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/spoof"
)

func TestDisplay(t *testing.T) {
	tests := []struct {
		in      string
		unicode string   // the Unicode form to show, or "" if the A-label form is shown
		reasons []string // label:code
	}{
		{"b\u00fccher.de", "b\u00fccher.de", nil},
		{"xn--bcher-kva.de", "b\u00fccher.de", nil},
		{"B\u00dcCHER.de", "b\u00fccher.de", nil},
		{"example.com", "example.com", nil},
		{"WWW.Example.COM.", "www.example.com.", nil},
		{"\uff25\uff38\uff21\uff2d\uff30\uff2c\uff25\uff0e\uff43\uff4f\uff4d", "example.com", nil}, // ＥＸＡＭＰＬＥ．ｃｏｍ
		{"\u043f\u0440\u0438\u043c\u0435\u0440.\u0440\u0444", "\u043f\u0440\u0438\u043c\u0435\u0440.\u0440\u0444", nil},
		{"xn--e1afmkfd.xn--p1ai", "\u043f\u0440\u0438\u043c\u0435\u0440.\u0440\u0444", nil},
		{"\u4f8b\u3048.jp", "\u4f8b\u3048.jp", nil},
		{"\u03b4\u03bf\u03ba\u03b9\u03bc\u03ae.gr", "\u03b4\u03bf\u03ba\u03b9\u03bc\u03ae.gr", nil},
		{"\u65e5\u672c\u8a9e.jp", "\u65e5\u672c\u8a9e.jp", nil},
		{"\ud55c\uad6d.kr", "\ud55c\uad6d.kr", nil},
		// IDNA maps the soft hyphen away: the name is paypal.com.
		{"pay\u00adpal.com", "paypal.com", nil},
		// A plain ASCII name that is an IPv4 literal is shown as it is: the
		// caller sees exactly what would be resolved. Only a name that
		// mapping turns into one is refused (TestDisplayErrors).
		{"127.0.0.1", "127.0.0.1", nil},
		{"example.0x7f", "example.0x7f", nil},
		{"\u0430\u0440\u0440\u04cf\u0435.com", "", []string{"0:whole-script-confusable"}},
		{"xn--80ak6aa92e.com", "", []string{"0:whole-script-confusable"}},
		{"\u0430\u0440\u0440\u04cf\u0435.ru", "\u0430\u0440\u0440\u04cf\u0435.ru", nil},
		{"g\u03bfogle.com", "", []string{"0:restriction-level"}},
		{"p\u0430ypal.com", "", []string{"0:restriction-level"}},
		{"www.P\u0410YPAL.com", "", []string{"1:restriction-level"}},
		{"\u0646\u0627\u0645\u0647\u200c\u0627\u06cc.com", "", []string{"0:invisible-character"}},
	}
	for _, tt := range tests {
		shown, reasons, err := spoof.Display(tt.in)
		if err != nil {
			t.Errorf("Display(%+q): %v", tt.in, err)
			continue
		}
		want := tt.unicode
		if want == "" {
			// The A-label form, as golang.org/x/net/idna computes it.
			want, err = xidna.Lookup.ToASCII(tt.in)
			if err != nil || !strings.Contains(want, "xn--") {
				t.Fatalf("x/net/idna.Lookup.ToASCII(%+q) = %q, %v", tt.in, want, err)
			}
		}
		if shown != want || !slices.Equal(reasonKeys(reasons), tt.reasons) {
			t.Errorf("Display(%+q) = %+q, %v; want %+q, %v", tt.in, shown, reasonKeys(reasons), want, tt.reasons)
		}
	}
}

func TestDisplayErrors(t *testing.T) {
	tests := []struct {
		in   string
		want error
	}{
		{"-a.com", idna.ErrHyphen},
		{"xn--zz.com", idna.ErrPunycode},
		{"a\xffb.com", idna.ErrInvalidUTF8},
		{"a\u202eb.com", idna.ErrDisallowed},
		{strings.Repeat("a", 1<<20), idna.ErrTooLong},
		{strings.Repeat("\u0430.", 1<<19), idna.ErrTooLong},
		// Names that mapping turns into IPv4 literals (golang/go#80417):
		// idna.ToUnicode accepts them, idna.ToASCII does not, and neither
		// may Display, even though the policy finds nothing to object to.
		{"\uff11\uff12\uff17\uff0e\uff10\uff0e\uff10\uff0e\uff11", idna.ErrIPLiteral},       // １２７．０．０．１
		{"\uff10\uff58\uff17\uff46\uff10\uff10\uff10\uff10\uff10\uff11", idna.ErrIPLiteral}, // ０ｘ７ｆ０００００１
		{"1.2.3.\uff14", idna.ErrIPLiteral},                                                 // 1.2.3.４
		{"example.\uff10\uff58\uff17\uff46", idna.ErrIPLiteral},                             // example.０ｘ７ｆ
		{"\uff11\uff12\uff17\u3002\uff10\uff61\uff10\uff0e\uff11\uff0e", idna.ErrIPLiteral}, // with other dots and a trailing dot
		{"a.b.c.1\uff12", idna.ErrIPLiteral},
	}
	for _, tt := range tests {
		shown, reasons, err := spoof.Display(tt.in)
		if !errors.Is(err, tt.want) || shown != "" || reasons != nil {
			in := tt.in
			if len(in) > 40 {
				in = strings.ToValidUTF8(in[:40], "") + "..."
			}
			t.Errorf("Display(%+q) = %q, %v, %v; want \"\", nil, %v", in, shown, reasons, err, tt.want)
		}
	}
}

func TestPolicyDisplay(t *testing.T) {
	p := spoof.DefaultPolicy()
	p.MaxLevel = spoof.MinimallyRestrictive
	shown, reasons, err := p.Display("p\u0430ypal.com")
	if err != nil || shown != "p\u0430ypal.com" || reasons != nil {
		t.Errorf("Display with a minimally restrictive policy = %+q, %v, %v", shown, reasons, err)
	}
	shown, reasons, err = (&spoof.Policy{}).Display("b\u00fccher.de")
	if err != nil || shown != "xn--bcher-kva.de" || len(reasons) == 0 {
		t.Errorf("Display with the zero policy = %+q, %v, %v", shown, reasons, err)
	}
}

// FuzzDisplay checks Display against its definition: the idna error of
// ToASCII or ToUnicode if either fails, else the Unicode form if the policy
// passes it and the ASCII form with the policy's reasons if not.
func FuzzDisplay(f *testing.F) {
	for _, s := range []string{
		"", ".", "example.com", "WWW.Example.COM.", "b\u00fccher.de", "xn--bcher-kva.de", "\u0430\u0440\u0440\u04cf\u0435.com",
		"p\u0430ypal.com", "\uff11\uff12\uff17\uff0e\uff10\uff0e\uff10\uff0e\uff11", "127.0.0.1", "xn--zz.com", "a\xffb.com",
		"abc\u2010def.com", "l\u00b7l.cat", "ip\u4e00address.com", "pi\u0307xel.com", "\u30fc\u65e5\u672c.jp",
		"\u0441\u043a.com", "1\u0577.com", "\u00feorp.is", "\u3105\u3106.tw", "example.com\u4e36test",
	} {
		f.Add(s)
	}
	p := spoof.DefaultPolicy()
	// Display's profile; a port or an IPv6 literal is TestDisplayHostPort's.
	prof := idna.Lookup.With(idna.AllowUnderscore(true))
	f.Fuzz(func(t *testing.T, name string) {
		if strings.ContainsAny(name, ":[]") {
			return
		}
		shown, reasons, err := p.Display(name)
		a, aErr := prof.ToASCII(name)
		u, uErr := prof.ToUnicode(name)
		if aErr != nil || uErr != nil {
			if err == nil || shown != "" || reasons != nil {
				t.Fatalf("Display(%+q) = %+q, %v, %v; ToASCII error %v, ToUnicode error %v", name, shown, reasons, err, aErr, uErr)
			}
			if aErr != nil && err.Error() != aErr.Error() {
				t.Fatalf("Display(%+q) error %v, ToASCII error %v", name, err, aErr)
			}
			return
		}
		if err != nil {
			t.Fatalf("Display(%+q): %v; ToASCII = %+q, ToUnicode = %+q", name, err, a, u)
		}
		want, wantReasons := u, p.Check(u)
		if len(wantReasons) > 0 {
			want = a
		}
		if shown != want || !slices.Equal(reasons, wantReasons) {
			t.Fatalf("Display(%+q) = %+q, %v; want %+q, %v", name, shown, reasons, want, wantReasons)
		}
	})
}
