package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// TestReproducible checks that the files in ../data are what the generator
// writes now, byte for byte: run "go generate" in package corpus after
// changing the generator or its word lists.
func TestReproducible(t *testing.T) {
	files, err := generate(defaultSize)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		got, err := os.ReadFile(filepath.Join("..", "data", f.name))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, f.data) {
			t.Errorf("data/%s differs from the generator's output: run go generate in bench/corpus", f.name)
		}
	}
}

func TestWeights(t *testing.T) {
	sum := func(ws []int) int {
		n := 0
		for _, w := range ws {
			n += w
		}
		return n
	}
	for _, tc := range []struct {
		name string
		ws   []int
		max  int
	}{
		{"prefixes", prefixWeights, 1000},
		{"TLDs", tldWeights, 1000},
		{"languages", langWeights, 1000},
	} {
		if n := sum(tc.ws); n > tc.max {
			t.Errorf("%s: weights add up to %d, over %d", tc.name, n, tc.max)
		}
	}
}
