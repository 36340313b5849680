// Package label is the domain-name syntax layer shared by every IDNA
// profile of xn: it splits names into labels, recognizes the ACE prefix,
// classifies labels in the terms of RFC 5890, and checks the ASCII syntax
// and length rules of the DNS. It knows nothing of Unicode tables or
// Punycode; where a decision needs them (is this XN-label an A-label?) the
// caller passes a function.
//
// # Dots and labels
//
// Labels are separated by any of the four IDNA dots, U+002E, U+3002,
// U+FF0E and U+FF61 ([IndexDot]). [All] reports each
// label with its byte offset in the name. A single trailing dot marks the
// root and is not an empty label ([TrimRoot] tells whether it is there);
// any other empty label is reported and left to the caller to reject.
//
// # Label kinds
//
// [Classify] returns a [Kind]: NR-LDH, R-LDH, XN-label, A-label, fake
// A-label, non-LDH, U-label candidate or invalid (RFC 5890 section 2.3).
//
// # Checks
//
// Each rule has its own check, so that profiles can pick the ones they
// apply: [CheckLDH] (letters, digits, hyphen, optionally underscore),
// [CheckHyphenEnds] (UTS #46 V3), [CheckHyphen34] (V2), [CheckLength]
// (1 to 63 octets) and [CheckNameLength] (1 to 253 octets, 254 with the
// root dot). A failed check returns an [*Error] carrying the rule's code
// ([Error.Code]: U1, V3, V2, A4_2, A4_1) and the byte offset.
//
// None of the functions allocate on success; the checks and [All] are
// cheap enough to run on every ASCII host name.
//
// The choices made where the standards leave room (root dot, empty labels,
// underscore, limits) are described in docs/label.md.
package label
