package zone_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/xn-go/xn/zone"
)

// FuzzRoundTrip: Convert never panics, and when a file converts to ASCII,
// back to Unicode and to ASCII again without a problem, the second ASCII
// file is the first, byte for byte.
func FuzzRoundTrip(f *testing.F) {
	for _, name := range []string{"idn.zone", "idn-hosts.inc", "idn.zone.ascii"} {
		b, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Add([]byte("x.example. IN SOA (\n\tbücher.example. a.example.\n\t1 2 3 4 5 )"))
	f.Add([]byte("$ORIGIN example.\nbücher 1h IN MX 10 @\n\tIN NS xn--caf-dma ; c\r\n"))
	noInclude := func(string) ([]byte, error) { return nil, os.ErrNotExist }
	f.Fuzz(func(t *testing.T, src []byte) {
		toASCII := &zone.Converter{ReadFile: noInclude}
		toUnicode := &zone.Converter{To: zone.Unicode, ReadFile: noInclude}
		a1 := toASCII.Convert("f.zone", src)
		u := toUnicode.Convert("f.zone", a1.Files[0].Text)
		a2 := toASCII.Convert("f.zone", u.Files[0].Text)
		if len(a1.Problems)+len(u.Problems)+len(a2.Problems) > 0 {
			return
		}
		if !bytes.Equal(a1.Files[0].Text, a2.Files[0].Text) {
			t.Errorf("ASCII, Unicode, ASCII of %q:\n%q\n%q\n%q", src, a1.Files[0].Text, u.Files[0].Text, a2.Files[0].Text)
		}
	})
}
