package lgr

// Disposition is the disposition of a label (RFC 7940 section 7.3): what a
// registry may do with it. The five of the RFC are constants; an LGR may
// give dispositions of its own (any value of an action's disp attribute),
// which Check returns as written, so the type is open.
//
// A Disposition is also the type of a variant mapping (section 5.3.2, the
// type attribute of <var>), which actions test with any-variant,
// all-variants and only-variants: by default a variant's type is the
// disposition it gives the variant labels made with it, and the default
// actions of section 7.6 act on Invalid, Blocked, Allocatable and
// Activated. An LGR may use types of its own (any value without spaces
// that does not begin with "_"), kept as written.
type Disposition string

// The dispositions of RFC 7940 section 7.3, from the most restrictive.
const (
	// Invalid: the label may not be registered at all.
	Invalid Disposition = "invalid"
	// Blocked: a variant label reserved for nobody.
	Blocked Disposition = "blocked"
	// Allocatable: may be given to the registrant of the original label.
	Allocatable Disposition = "allocatable"
	// Activated: allocated and in use together with the original label.
	Activated Disposition = "activated"
	// Valid: the label may be registered.
	Valid Disposition = "valid"
)

// String returns the disposition as the LGR writes it.
func (d Disposition) String() string { return string(d) }

// eligible reports whether a label of this disposition may be registered:
// any disposition but invalid and blocked, an LGR's own ones included.
func (d Disposition) eligible() bool { return d != Invalid && d != Blocked }

// restrictiveness orders dispositions as section 7.4 does, from invalid
// (0) to valid; a disposition of the LGR's own comes after blocked, since
// the RFC cannot say how much it allows.
func (d Disposition) restrictiveness() int {
	switch d {
	case Invalid:
		return 0
	case Blocked:
		return 1
	case Allocatable:
		return 3
	case Activated:
		return 4
	case Valid:
		return 5
	}
	return 2
}

// standardType reports whether the default actions see a variant type
// (section 8.3 step 3 leaves the LGR's own types to its own actions): the
// dispositions of section 7.3 but valid, which section 7.6 acts on.
func (d Disposition) standardType() bool {
	switch d {
	case Invalid, Blocked, Allocatable, Activated:
		return true
	}
	return false
}
