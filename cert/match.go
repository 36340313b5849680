package cert

import "strings"

// A Matcher matches the names a certificate presents (its dNSName
// entries) against the host a client asked for, by RFC 9525 section 6.3
// (which replaces RFC 6125 section 6.4). The zero Matcher is ready to use.
type Matcher struct {
	// PublicSuffix reports whether name, in A-labels, lower case and
	// without a trailing dot ("co.uk", "com"), is a public suffix: a name
	// under which anyone can register one. A wildcard over a public suffix
	// ("*.co.uk") matches nothing. Nil means that only top-level domains
	// are: "*.com" matches nothing, "*.example.com" matches. With
	// golang.org/x/net/publicsuffix:
	//
	//	func(name string) bool { s, _ := publicsuffix.PublicSuffix(name); return s == name }
	PublicSuffix func(name string) bool
}

// Match reports whether the presented identifier pattern covers host, with
// the zero [Matcher].
func Match(pattern, host string) bool {
	ok, _ := (&Matcher{}).Match(pattern, host)
	return ok
}

// Match reports whether the presented identifier pattern (a dNSName:
// "*.xn--bcher-kva.de", or in Unicode "*.bücher.de") covers the reference
// identifier host ("www.bücher.de", "WWW.xn--BCHER-kva.de."). Both are
// converted to lowercase A-labels (HostToASCII) and compared whole. A
// wildcard is '*' as the whole first label of pattern and matches exactly
// one whole label of host: never a partial wildcard ("f*.example",
// "xn--*.example", "*bcher.example"), never a '*' further right, never a
// wildcard over a public suffix. Such a pattern, or a name that cannot be
// converted, is reported with an *[Error] and matches nothing. An IP
// address host matches no dNSName.
func (m *Matcher) Match(pattern, host string) (bool, error) {
	ref, err := HostToASCII(host)
	if err != nil {
		return false, err
	}
	presented, err := m.presented(pattern)
	if err != nil {
		return false, err
	}
	if isIP(ref) {
		return false, nil
	}
	suffix, wildcard := strings.CutPrefix(presented, "*.")
	if !wildcard {
		return presented == ref, nil
	}
	_, refSuffix, ok := strings.Cut(ref, ".")
	return ok && refSuffix == suffix, nil
}

// presented converts pattern to lowercase A-labels, or returns the *Error
// of a pattern that matches nothing.
func (m *Matcher) presented(pattern string) (string, error) {
	s, err := convert(strings.TrimSuffix(pattern, "."), refProfile, false)
	if err != nil {
		err.Name = pattern
		return "", err
	}
	if suffix, ok := strings.CutPrefix(s, "*."); ok && m.isPublicSuffix(suffix) {
		return "", &Error{Name: pattern, Problems: []Problem{wildcardSuffixProblem(pattern, suffix)}}
	}
	return s, nil
}

// isPublicSuffix reports whether name, in lowercase A-labels, is a public
// suffix: a top-level domain, or one that m.PublicSuffix names.
func (m *Matcher) isPublicSuffix(name string) bool {
	return !strings.Contains(name, ".") || m.PublicSuffix != nil && m.PublicSuffix(name)
}
