// Package idna2003 converts domain names with IDNA2003: the ToASCII and
// ToUnicode operations of RFC 3490, with nameprep (RFC 3491) as the
// stringprep profile.
//
// It is apart from package idna, whose profiles follow UTS #46 and
// IDNA2008, so that a program that uses only those does not link nameprep
// and its Unicode 3.2 tables. Its errors are idna's: an [*idna.Error] whose
// problems carry codes of package rule (the nameprep codes NP_*, and
// STD3_LDH, STD3_HYPHEN, ACE_PREFIX, PUNYCODE, LENGTH, ROUNDTRIP,
// LABEL_DOT, UTF8 and TOOLONG) and the sentinels of idna, such as
// [idna.ErrDisallowed], listed in docs/idna2003.md.
//
// The flags of RFC 3490 section 3.1 are the fields of [Profile]; the zero
// Profile, used by the package-level [ToASCII] and [ToUnicode], has both
// off, the RFC's setting for stored strings. Labels are converted one by
// one: ASCII labels skip nameprep and keep their case, as the RFC says.
package idna2003
