package main

import "github.com/xn-go/xn/cmd/xn/internal/regime"

// The profiles and switches are those of the registry, package regime,
// which the playground offers too.
type converter = regime.Converter

var (
	profiles = regime.Profiles()
	switches = regime.Switches()
)

func profileNames() []string { return regime.ProfileNames() }
