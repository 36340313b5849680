package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/xn-go/xn/idna"
)

func TestGenerate(t *testing.T) {
	const n = 20_000
	data := generate(n, 1)
	if !bytes.Equal(data, generate(n, 1)) {
		t.Fatal("generate is not deterministic")
	}
	if bytes.Equal(data, generate(n, 2)) {
		t.Fatal("the seed makes no difference")
	}
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	if len(lines) != n {
		t.Fatalf("%d lines, want %d", len(lines), n)
	}
	idn := 0
	for _, l := range lines {
		if !isASCII([]byte(l)) {
			idn++
		}
		// Every name is valid, so that every tool converts every line:
		// under UTS #46, and under IDNA2008 once lowercased (IDNA2008 does
		// not map capitals, which idn2 lowercases before).
		if _, err := idna.Lookup.ToASCII(l); err != nil {
			t.Errorf("Lookup: %v", err)
		}
		if _, err := idna.IDNA2008.ToASCII(strings.ToLower(l)); err != nil {
			t.Errorf("IDNA2008: %v", err)
		}
	}
	if share := float64(idn) / n; share < 0.09 || share > 0.11 {
		t.Errorf("%.1f%% internationalized names, want 10%%", 100*share)
	}
}
