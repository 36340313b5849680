// Package spoof decides when the Unicode form of a host name is safe to
// show, using the mechanisms of Unicode Technical Standard #39 (Unicode
// Security Mechanisms), in the way browsers do before they show an
// internationalized domain name instead of its xn-- form.
//
// # Building blocks
//
// [Skeleton] and [Confusable] implement the confusable detection of UTS #39
// section 4 with confusables.txt. [IsMixedScript] and [RestrictionLevel]
// implement the resolved script set of section 5.1 (with Script_Extensions
// and the Han-with-Bopomofo, Japanese and Korean combinations) and the
// restriction levels of section 5.2 (with the Identifier_Status=Allowed
// identifier profile). [IsWholeScriptConfusable] tells whether a label in a
// non-Latin script looks like an ASCII label, as the Cyrillic аррӏе looks
// like "apple".
//
// # Policy
//
// A [Policy] combines these with the optional checks of sections 5.3 and 5.4
// (mixed decimal digit systems, invisible characters, repeated and stacked
// nonspacing marks) into a yes-or-no decision per label, each refusal
// explained by a [Reason]. [DefaultPolicy] follows the IDN policies of
// Chromium and Firefox, and [Display] applies it to a name: it returns the
// Unicode form when the policy allows it and the A-label form otherwise.
//
// On top of UTS #39, the policy applies the rules Chromium and Firefox add
// before they show a name: IDNA2008 validity, characters valid only under
// some TLDs, labels of letters that look Latin, digit look-alikes, CJK and
// combining marks out of context. A [ProtectedNames] set, which the caller
// supplies (the package ships no list), refuses look-alikes of chosen
// names, as googlé.com of google.com.
//
// The checks are conservative filters, not proof of safety: see
// docs/security-display.md in the repository for what they do not catch.
//
// # Unicode version
//
// The tables follow the Unicode version of the Go toolchain and of
// golang.org/x/text/unicode/norm (unicode.Version and idna.UnicodeVersion,
// the default of package idna): 15.0.0 before Go 1.27, 17.0.0 from Go 1.27
// on.
package spoof

//go:generate go run ./internal/gen/spoofgen -version 15.0.0 -output tables15.0.0.go
//go:generate go run ./internal/gen/spoofgen -version 17.0.0 -output tables17.0.0.go
