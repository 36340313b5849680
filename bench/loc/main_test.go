package main

import "testing"

func TestCodeLines(t *testing.T) {
	tests := []struct {
		name string
		src  string
		want int
	}{
		{"package clause only", "package p\n", 1},
		{"comments and blank lines", "// Package p.\npackage p\n\n/* a\nblock */\n// x\n", 1},
		{"code with trailing comment", "package p\n\nvar x = 1 // one\n", 2},
		{"raw string spanning lines", "package p\n\nconst s = `a\n// not a comment\n\nb`\n", 5},
		{"block comment between tokens", "package p\n\nvar /* c\n */ y int\n", 3},
		{"function", "package p\n\nfunc f() {\n\t// c\n\treturn\n}\n", 4},
	}
	for _, tt := range tests {
		if got := codeLines([]byte(tt.src)); got != tt.want {
			t.Errorf("%s: codeLines = %d, want %d", tt.name, got, tt.want)
		}
	}
}
