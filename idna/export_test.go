package idna

// NewForTest gives the external tests the profile with every optional
// check off that x/net's New starts from (package xnet/idna exports it).
func NewForTest(opts ...Option) *Profile { return newProfile(opts...) }
