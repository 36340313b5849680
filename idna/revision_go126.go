//go:build !go1.27

package idna

// buildRevision is the revision of UTS #46 of the build's default tables
// (tables.UnicodeVersion 15.0.0), a constant so that the default profiles
// pay no load for it.
const buildRevision = rev150
