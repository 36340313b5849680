package punycode

import (
	"bytes"
	"flag"
	"os"
	"testing"

	"github.com/xn-go/xn/punycode/internal/loopgen"
)

var update = flag.Bool("update", false, "rewrite loops_gen.go from its template")

// TestLoopsGenerated checks that loops_gen.go, the encoder's loop in its
// three forms, is what package loopgen writes from its one template, byte
// for byte (go generate, or go test -run TestLoopsGenerated -update,
// rewrites it).
func TestLoopsGenerated(t *testing.T) {
	want, err := loopgen.Generate()
	if err != nil {
		t.Fatal(err)
	}
	if *update {
		if err := os.WriteFile("loops_gen.go", want, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	got, err := os.ReadFile("loops_gen.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatal("loops_gen.go is out of date; run go generate ./punycode")
	}
}
