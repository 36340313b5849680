package label_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/xn-go/xn/label"
)

// L builds a Label for the tables below.
func L(text string, offset, index int) label.Label {
	return label.Label{Text: text, Offset: offset, Index: index}
}

var splitTests = []struct {
	name string
	want []label.Label
	root bool
}{
	// The empty name and the root alone have no labels.
	{"", nil, false},
	{".", nil, true},
	{"\u3002", nil, true},

	{"com", []label.Label{L("com", 0, 0)}, false},
	{"example.com", []label.Label{L("example", 0, 0), L("com", 8, 1)}, false},
	{"www.example.com.", []label.Label{L("www", 0, 0), L("example", 4, 1), L("com", 12, 2)}, true},

	// Empty labels: leading dot, two dots in a row, two trailing dots.
	{".com", []label.Label{L("", 0, 0), L("com", 1, 1)}, false},
	{"a..b", []label.Label{L("a", 0, 0), L("", 2, 1), L("b", 3, 2)}, false},
	{"a..", []label.Label{L("a", 0, 0), L("", 2, 1)}, true},
	{"..", []label.Label{L("", 0, 0), L("", 1, 1)}, true},
	{"...", []label.Label{L("", 0, 0), L("", 1, 1), L("", 2, 2)}, true},

	// Multi-byte dots: offsets count bytes.
	{"b\u00FCcher\u3002de", []label.Label{L("b\u00FCcher", 0, 0), L("de", 10, 1)}, false},
	{"a\uFF0Eb\uFF61c\u3002d.e", []label.Label{L("a", 0, 0), L("b", 4, 1), L("c", 8, 2), L("d", 12, 3), L("e", 14, 4)}, false},
	{"a\u3002", []label.Label{L("a", 0, 0)}, true},
	{"\u3002\u3002", []label.Label{L("", 0, 0), L("", 3, 1)}, true},
	{"\u3002a", []label.Label{L("", 0, 0), L("a", 3, 1)}, false},
	{"\uFF41\uFF0E\uFF42", []label.Label{L("\uFF41", 0, 0), L("\uFF42", 6, 1)}, false},

	// Invalid UTF-8 stays in the label; only whole dots split.
	{"a\xffb.c", []label.Label{L("a\xffb", 0, 0), L("c", 4, 1)}, false},
	{"a\xE3\x80.b", []label.Label{L("a\xE3\x80", 0, 0), L("b", 4, 1)}, false},
	{"a\xE3\xE3\x80\x82b", []label.Label{L("a\xE3", 0, 0), L("b", 5, 1)}, false},
	{"\xE3\x80", []label.Label{L("\xE3\x80", 0, 0)}, false},

	// NUL and other bytes are label content.
	{"a\x00b.c d", []label.Label{L("a\x00b", 0, 0), L("c d", 4, 1)}, false},
}

func TestSplit(t *testing.T) {
	for _, tt := range splitTests {
		got := label.Split(tt.name)
		if !slices.Equal(got, tt.want) {
			t.Errorf("Split(%+q) = %+v, want %+v", tt.name, got, tt.want)
		}
		if tt.want == nil && got != nil {
			t.Errorf("Split(%+q) = %#v, want nil", tt.name, got)
		}
		if _, root := label.TrimRoot(tt.name); root != tt.root {
			t.Errorf("TrimRoot(%+q) root = %v, want %v", tt.name, root, tt.root)
		}
		if err := checkReassembly(tt.name, got); err != "" {
			t.Errorf("Split(%+q): %s", tt.name, err)
		}
	}
}

func TestAll(t *testing.T) {
	for _, tt := range splitTests {
		var got []label.Label
		for l := range label.All(tt.name) {
			got = append(got, l)
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("All(%+q) yields %+v, want %+v", tt.name, got, tt.want)
		}
	}
}

func TestAllBreak(t *testing.T) {
	const name = "a.b.c.d"
	for stop := 1; stop <= 4; stop++ {
		var got []string
		for l := range label.All(name) {
			got = append(got, l.Text)
			if len(got) == stop {
				break
			}
		}
		if want := strings.Split(name, ".")[:stop]; !slices.Equal(got, want) {
			t.Errorf("All(%q) with break after %d: %q, want %q", name, stop, got, want)
		}
	}
}

// checkReassembly checks that labels, with the dots between them and a
// root dot, give name back; it returns a description of the first problem.
func checkReassembly(name string, labels []label.Label) string {
	trimmed, root := label.TrimRoot(name)
	if len(labels) == 0 {
		if trimmed != "" {
			return "no labels for a non-empty name"
		}
		return ""
	}
	var b strings.Builder
	end := 0
	for k, l := range labels {
		if l.Index != k {
			return "label " + l.Text + " has the wrong index"
		}
		if l.Offset < end || l.Offset+len(l.Text) > len(name) || name[l.Offset:l.Offset+len(l.Text)] != l.Text {
			return "label text not at its offset"
		}
		if i, _ := label.IndexDot(l.Text); i >= 0 {
			return "label contains a dot"
		}
		if k > 0 {
			sep := name[end:l.Offset]
			if i, size := label.IndexDot(sep); i != 0 || size != len(sep) {
				return "separator " + sep + " is not exactly one dot"
			}
			b.WriteString(sep)
		}
		b.WriteString(l.Text)
		end = l.Offset + len(l.Text)
	}
	if b.String() != trimmed {
		return "labels and dots do not give the name back"
	}
	tail := name[end:]
	if i, size := label.IndexDot(tail); root != (tail != "") || (root && (i != 0 || size != len(tail))) {
		return "the part after the last label is not the root dot"
	}
	return ""
}

// TestSplitHuge runs the splitters on megabyte names: one long label, a
// million empty labels, and a million multi-byte dots. It checks the
// results; the time taken is linear by construction and not asserted.
func TestSplitHuge(t *testing.T) {
	t.Run("1MiB label", func(t *testing.T) {
		name := strings.Repeat("a", 1<<20)
		got := label.Split(name)
		if len(got) != 1 || got[0].Text != name {
			t.Fatalf("Split(1 MiB label) gave %d labels", len(got))
		}
	})
	t.Run("1MiB of short labels", func(t *testing.T) {
		name := strings.Repeat("abc.", 1<<18) // 1 MiB, ends in a root dot
		got := label.Split(name)
		if len(got) != 1<<18 {
			t.Fatalf("Split gave %d labels, want %d", len(got), 1<<18)
		}
		last := got[len(got)-1]
		if last.Text != "abc" || last.Offset != len(name)-4 || last.Index != 1<<18-1 {
			t.Errorf("last label = %+v", last)
		}
	})
	for _, dot := range []string{".", "\u3002"} {
		t.Run("million dots "+dot, func(t *testing.T) {
			const n = 1_000_000
			name := strings.Repeat(dot, n)
			// The last dot is the root: n-1 separators, n empty labels.
			got := label.Split(name)
			if len(got) != n {
				t.Fatalf("Split gave %d labels, want %d", len(got), n)
			}
			for k, l := range got {
				if l.Text != "" || l.Offset != k*len(dot) || l.Index != k {
					t.Fatalf("label %d = %+v", k, l)
				}
			}
			count := 0
			for range label.All(name) {
				count++
			}
			if count != n {
				t.Errorf("All yielded %d labels, want %d", count, n)
			}
		})
	}
}
