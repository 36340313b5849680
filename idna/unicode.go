package idna

import (
	"strings"

	"golang.org/x/text/unicode/norm"

	"github.com/xn-go/xn/idna/internal/tables"
	"github.com/xn-go/xn/internal/unicodeversions"
)

// A UnicodeVersionError reports that a program cannot convert names by the
// tables of a Unicode version: the version is unknown, its tables are not
// linked into the program, or the program was built with a Go toolchain
// that does not serve it exactly.
type UnicodeVersionError struct {
	// Version is the version asked for, such as "16.0.0".
	Version string
	// Import is the package to import (for its side effect) to link the
	// version's tables, when that is what is missing; "" otherwise.
	Import string
	// Toolchain is the Go toolchain whose builds serve Version, such as
	// "go1.27", when this build does not; "" otherwise, and for an unknown
	// version.
	Toolchain string
	// Have is the Unicode version of this build's normalization data
	// (golang.org/x/text/unicode/norm), which follows the toolchain.
	Have string
}

// Error says in one sentence why the version cannot be served and what to
// do: import its package, or build with the toolchain named.
func (e *UnicodeVersionError) Error() string {
	switch {
	case e.Import != "":
		return "idna: the tables of Unicode " + e.Version + " are not linked into this program; import _ \"" + e.Import + "\""
	case e.Toolchain != "":
		return "idna: Unicode " + e.Version + " is served by programs built with Go " + strings.TrimPrefix(e.Toolchain, "go") + " or later (" + e.Toolchain + "); this one normalizes by Unicode " + e.Have
	}
	return "idna: there are no tables of Unicode " + e.Version + "; the versions are " + strings.Join(unicodeversions.Names(), ", ")
}

// ServesUnicode returns nil when this program converts names exactly by the
// tables of Unicode version (such as "16.0.0"), and otherwise a
// *UnicodeVersionError that says why not: the tables of a version other
// than UnicodeVersion are linked only by importing the version's package
// (github.com/xn-go/xn/idna/unicode16 for 16.0.0, for example), and some
// versions need another Go toolchain (docs/unicode-versions.md has the
// table).
func ServesUnicode(version string) error {
	_, err := unicodeTable(version)
	return err
}

// unicodeTable returns the tables of version, or why this program cannot
// use them. The versions, the package that links each and the toolchain
// that serves each come from one generated list (unicodeversions.All);
// normalization data serves a version when it is no older than the
// version's NormVersion, compared numerically.
func unicodeTable(version string) (*tables.Table, error) {
	info, ok := unicodeversions.Find(version)
	if !ok {
		return nil, &UnicodeVersionError{Version: version, Have: norm.Version}
	}
	tab := tables.Registered(version)
	switch {
	case tab == nil:
		return nil, &UnicodeVersionError{Version: version, Import: info.Package, Have: norm.Version}
	case unicodeversions.Less(norm.Version, tab.NormVersion()):
		return nil, &UnicodeVersionError{Version: version, Toolchain: info.Toolchain, Have: norm.Version}
	}
	return tab, nil
}

// UnicodeVersions returns the Unicode versions that this program serves,
// oldest first: UnicodeVersion, and each version whose package the program
// imports and that its toolchain serves (see [ServesUnicode]).
func UnicodeVersions() []string {
	var vs []string
	for _, t := range tables.All() {
		if _, err := unicodeTable(t.Version()); err == nil {
			vs = append(vs, t.Version())
		}
	}
	unicodeversions.Sort(vs)
	return vs
}

// Unicode makes the profile convert by the tables of Unicode version, such
// as "16.0.0", instead of those of UnicodeVersion. The version's tables are
// linked into the program by importing its package, for example
//
//	import _ "github.com/xn-go/xn/idna/unicode16"
//
// (UnicodeVersion's need none). When the program cannot serve version (see
// [ServesUnicode]), the option is refused: the profile fails every
// conversion with code "OPTION" ([ErrOption]), whose Detail says why. Two
// Unicode options naming different versions are refused too.
func Unicode(version string) Option {
	name := `Unicode("` + version + `")`
	return setting(name, false, func(o *options) {
		tab, err := unicodeTable(version)
		switch {
		case err != nil:
			o.refused = append(o.refused, name+": "+strings.TrimPrefix(err.Error(), "idna: "))
		case o.tab != nil && o.tab != tab:
			o.refused = append(o.refused, name+" conflicts with Unicode(\""+o.tab.Version()+"\") given too")
		default:
			o.tab = tab
			o.rev = revisionOf(version)
		}
	})
}

// UnicodeVersion returns the Unicode version of the tables p converts by:
// the one given to [Unicode], or the package's UnicodeVersion. It returns
// "" for a profile that refused an option (a Unicode version this program
// does not serve, or any other; see [Profile.With]): such a profile
// converts nothing, so by no version.
func (p *Profile) UnicodeVersion() string {
	if p.o.refuses() {
		return ""
	}
	return p.o.table().Version()
}

// table returns the tables the options convert by.
func (o *options) table() *tables.Table {
	if o.tab != nil {
		return o.tab
	}
	return tables.Default
}
