package tables

import "sync"

// The tables that packages other than Default's have registered, by
// Register. Registration happens in package initialization, reading in
// conversions: the lock costs nothing on the hot path, which holds a
// *Table and never consults the registry.
var (
	registryMu sync.RWMutex
	registry   []*Table
)

// Register makes t available to Registered. A package that holds the
// tables of one version calls it from its init function, so that only the
// programs that import that package link those tables.
func Register(t *Table) {
	registryMu.Lock()
	defer registryMu.Unlock()
	for _, u := range registry {
		if u == t {
			return
		}
	}
	if t != Default {
		t.fillASCII()
	}
	registry = append(registry, t)
}

func init() { Default.fillASCII() }

// Registered returns the table of a Unicode version, such as "16.0.0", if
// it is Default or registered, and nil otherwise.
func Registered(version string) *Table {
	if Default.version == version {
		return Default
	}
	registryMu.RLock()
	defer registryMu.RUnlock()
	for _, t := range registry {
		if t.version == version {
			return t
		}
	}
	return nil
}

// All returns Default and the registered tables, Default first.
func All() []*Table {
	registryMu.RLock()
	defer registryMu.RUnlock()
	all := []*Table{Default}
	for _, t := range registry {
		if t != Default {
			all = append(all, t)
		}
	}
	return all
}
