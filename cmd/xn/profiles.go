package main

import "github.com/xn-go/xn/regime"

// The profiles and switches are those of the registry, package regime,
// which the playground offers too.
type (
	converter = regime.Converter
	setting   = regime.Setting
)

var (
	profiles = regime.Profiles()
	switches = regime.Switches()
)

func findProfile(name string) (regime.Profile, bool) { return regime.LookupProfile(name) }

func profileNames() []string { return regime.ProfileNames() }
