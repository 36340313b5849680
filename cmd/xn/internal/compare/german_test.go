package compare

import (
	"testing"

	"golang.org/x/text/language"

	"github.com/xn-go/xn/msg/catalog"
)

// TestCompareInGerman: xn compare faß.de in German says what happens in
// plain words, not the standard's terms translated word for word
// ("Abweichungszeichen", "nicht übergangsweise Verarbeitung"; issue 40
// item 16).
func TestCompareInGerman(t *testing.T) {
	rs := Name("faß.de").Reasons()
	if len(rs) != 1 {
		t.Fatalf("Name(faß.de).Reasons() = %v; want one", rs)
	}
	got := catalog.Sentence(language.German, rs[0].Message)
	want := "Mit UTS #46 transitional und IDNA2003 wird „ß“ zu „ss“, wie es die alten Regeln von 2003 verlangen; nach den heutigen Regeln (IDNA2008 und UTS #46 ohne Übergangsmodus) bleibt es erhalten"
	if got != want {
		t.Errorf("German reason:\n got %q\nwant %q", got, want)
	}
}
