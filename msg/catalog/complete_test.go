package catalog_test

import (
	"slices"
	"testing"

	"golang.org/x/text/language"

	"github.com/xn-go/xn/msg"
	"github.com/xn-go/xn/msg/catalog"
	"github.com/xn-go/xn/msg/catalog/catalogtest"
)

// TestComplete checks that every message registered by the library's
// packages (owners_test.go links them all) has an entry in every shipped
// language with the same arguments, with the same verbs, as the English.
func TestComplete(t *testing.T) {
	ids := msg.IDs()
	if len(ids) < 200 {
		t.Fatalf("msg.IDs() has %d IDs; are the owners linked (owners_test.go)?", len(ids))
	}
	if got := catalog.Languages(); !slices.Contains(got, language.English) || !slices.Contains(got, language.German) {
		t.Errorf("Languages() = %v, want English and German", got)
	}
	catalogtest.CheckComplete(t, ids)
}
