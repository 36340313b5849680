//go:build go1.27

package tables

// UnicodeVersion is the Unicode version of Default: that of unicode.Version
// and norm.Version.
const UnicodeVersion = "17.0.0"

// Default is the table of the toolchain's Unicode version, UnicodeVersion.
var Default = &V17_0_0
