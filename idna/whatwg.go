package idna

import "errors"

// asciiFallbackApplies reports whether the URL Standard's ASCII fallback
// (whatwg/url#914) turns a failed ToASCII of s into s lowercased: s is
// ASCII and holds no forbidden domain code point. The empty name and input
// over MaxInputLen stay failures: the first is no host, the second xn's
// bound on work, not a finding about the name.
func asciiFallbackApplies(s string) bool {
	if s == "" || len(s) > MaxInputLen {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 0x80 || forbiddenHost[c] {
			return false
		}
	}
	return true
}

// fallsBackOn reports whether the profile's ASCII fallback turns a failed
// ToASCII of s into s lowercased. A refused option is no finding about s:
// it fails every call, fallback or not.
func (o *options) fallsBackOn(s string) bool {
	return o.fallsBack() && !o.refuses() && asciiFallbackApplies(s)
}

// ToASCIIWithErrors is [Profile.ToASCII] that also returns the validation
// errors the conversion recovered from. With [ASCIIFallback] (the [WHATWG]
// profile), a name that ToASCII accepts only through the fallback comes back
// lowercased with err == nil and validation listing the problems that
// would have failed it ("xn--a": P4); validation is nil when there were none.
// When the conversion fails, err is the [*Error] of ToASCII and validation
// is nil. Without ASCIIFallback, validation is always nil.
func (p *Profile) ToASCIIWithErrors(s string) (ascii string, validation *Error, err error) {
	ascii, err = p.ToASCII(s)
	if err != nil || !p.o.fallsBackOn(s) {
		return ascii, nil, err
	}
	if ok, _, _ := p.asciiScan(s); ok {
		return ascii, nil, nil // the fast path: valid as it is
	}
	// An ASCII name beyond the fast path (xn-- labels, say): whether it
	// passed only by the fallback is what the strict conversion says.
	strict := Profile{name: p.name, o: p.o}
	strict.o.asciiFallback = false
	if _, _, serr := strict.pipeline(nil, s, false, true, false); errors.As(serr, &validation) {
		return ascii, validation, nil
	}
	return ascii, nil, nil
}
