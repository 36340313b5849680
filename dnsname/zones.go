package dnsname

import (
	"errors"
	"fmt"
	"strings"
)

// ErrNoZone is returned by [Zones.Find] for a name that none of the zones
// holds.
var ErrNoZone = errors.New("dnsname: no zone holds the name")

// Zones is a set of zone names, each in any form (Unicode or A-labels, any
// case, with or without the trailing dot), to find the zone that holds a
// name. Build it once with [NewZones]; it is safe for concurrent use.
type Zones struct {
	zones []zone
}

// zone is one zone of a Zones: as given and in canonical form.
type zone struct {
	given   string
	ascii   string // A-labels, lower case, no trailing dot; "" for the root
	unicode bool   // given holds a non-ASCII byte: relative names in Unicode
}

// A Match is the zone that holds a name.
type Match struct {
	// Zone is the zone as it was given to NewZones, and Index its place
	// in that list.
	Zone  string
	Index int
	// Relative is the name without the zone, in the zone's form: Unicode
	// labels when the zone was given with a non-ASCII character, A-labels
	// otherwise; lower case, no trailing dot. It is "" for the zone's apex
	// (where DNSControl and zone files write "@").
	Relative string
}

// NewZones returns the set of the zones given. A zone name that ToASCII
// refuses is an error that names it; the root "." holds every name.
func NewZones(zones ...string) (*Zones, error) {
	zs := &Zones{zones: make([]zone, 0, len(zones))}
	for _, given := range zones {
		ascii, err := canonical(given)
		if err != nil {
			return nil, fmt.Errorf("dnsname: zone %q: %w", given, err)
		}
		zs.zones = append(zs.zones, zone{given: given, ascii: ascii, unicode: !isASCII(given)})
	}
	return zs, nil
}

// Find returns the zone that holds name: of the zones that name is in or
// under, label by label, the one with the most labels (the first given
// among equal ones). It returns ErrNoZone when none holds name, and the
// error of ToASCII when name is refused.
func (zs *Zones) Find(name string) (Match, error) {
	ascii, err := canonical(name)
	if err != nil {
		return Match{}, err
	}
	best := -1
	for i, z := range zs.zones {
		if holds(z.ascii, ascii) && (best < 0 || len(z.ascii) > len(zs.zones[best].ascii)) {
			best = i
		}
	}
	if best < 0 {
		return Match{}, ErrNoZone
	}
	z := zs.zones[best]
	m := Match{Zone: z.given, Index: best, Relative: relative(ascii, z.ascii)}
	if z.unicode && m.Relative != "" {
		// The labels passed ToASCII as part of name: ToUnicode cannot fail.
		if m.Relative, err = profile.ToUnicode(m.Relative); err != nil {
			return Match{}, err
		}
	}
	return m, nil
}

// canonical is the A-label form of name in lower case without the
// trailing dot, "" for the root.
func canonical(name string) (string, error) {
	ascii, err := ToASCII(name)
	if err != nil {
		return "", err
	}
	return strings.TrimSuffix(ascii, "."), nil
}

// holds reports whether the zone z holds the name n, both canonical: n is
// z or ends in "." followed by z, so that the match is on whole labels.
func holds(z, n string) bool {
	if z == "" {
		return true
	}
	return n == z || len(n) > len(z) && n[len(n)-len(z)-1] == '.' && n[len(n)-len(z):] == z
}

// relative is n without its zone z (both canonical), "" at the apex.
func relative(n, z string) string {
	if z == "" {
		return n
	}
	if n == z {
		return ""
	}
	return n[:len(n)-len(z)-1]
}

// isASCII reports whether s has only ASCII bytes.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}
