package spoof

// UnicodeVersion gives the external tests the version of the tables
// (unicode.Version, which TestUnicodeVersions checks).
const UnicodeVersion = unicodeVersion
