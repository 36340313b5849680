package punycode

import (
	"bytes"
	"flag"
	"os"
	"testing"

	"github.com/xn-go/xn/punycode/internal/encodegen"
)

var update = flag.Bool("update", false, "rewrite encode_gen.go from its template")

// TestEncodeGenerated checks that encode_gen.go, the encoder's loop in its
// three forms, is what package encodegen writes from its one template, byte
// for byte (go generate, or go test -run TestEncodeGenerated -update,
// rewrites it).
func TestEncodeGenerated(t *testing.T) {
	want, err := encodegen.Generate()
	if err != nil {
		t.Fatal(err)
	}
	if *update {
		if err := os.WriteFile("encode_gen.go", want, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	got, err := os.ReadFile("encode_gen.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatal("encode_gen.go is out of date; run go generate ./punycode")
	}
}
