package idna_test

import (
	"errors"
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/idna2003"
	"github.com/xn-go/xn/rule"
)

// errorDense are inputs of MaxInputLen bytes that break a rule at nearly
// every byte or code point: a label per dot, hyphens, underscores under
// STD3, xn-- prefixes, joiners out of context, and right-to-left letters
// mixed with left-to-right ones.
var errorDense = []struct{ name, in string }{
	{"dots", strings.Repeat(".", idna.MaxInputLen)},
	{"hyphens", strings.Repeat("-", idna.MaxInputLen)},
	{"underscores", strings.Repeat("_", idna.MaxInputLen)},
	{"xn-- labels", strings.Repeat("xn--.", idna.MaxInputLen/5)},
	{"xn--", strings.Repeat("xn--", idna.MaxInputLen/4)},
	{"ZWJ", strings.Repeat("\u200d", idna.MaxInputLen/3)},
	{"ZWJ labels", strings.Repeat("\u200d.", idna.MaxInputLen/4)},
	{"mixed RTL and LTR", strings.Repeat("a\u05d0", idna.MaxInputLen/3)},
	{"mixed RTL and LTR labels", strings.Repeat("a\u05d0.1\u0627.", idna.MaxInputLen/8)},
}

// maxAllocPerByte bounds the bytes a conversion allocates per byte of
// input. The worst shape is a name of dots: one label per byte, and each
// label's record takes 40 bytes (46 bytes a byte in all with go1.26.8;
// 70 when the record took 64). Before the cap on problems, 64 KiB of
// dots allocated 47.6 MB (726 bytes a byte).
const maxAllocPerByte = 52

// allocated returns the bytes f allocates in one call, after two
// collections that empty the pools of conversion states (a cold call).
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

func TestProblemCapMemory(t *testing.T) {
	type conv struct {
		name string
		f    func(string) (string, error)
	}
	convs := []conv{
		{"UTS46.ToASCII", idna.UTS46.ToASCII},
		{"UTS46.ToUnicode", idna.UTS46.ToUnicode},
		{"Lookup.ToASCII", idna.Lookup.ToASCII},
		{"IDNA2008.ToASCII", idna.IDNA2008.ToASCII},
		{"WHATWG.ToASCII", idna.WHATWG.ToASCII},
		{"idna2003.ToASCII", idna2003.ToASCII},
		{"idna2003.ToUnicode", idna2003.ToUnicode},
	}
	for _, c := range convs {
		for _, tc := range errorDense {
			var err error
			n := allocated(func() { _, err = c.f(tc.in) })
			// The race detector's instrumentation allocates more; the
			// bound holds for the build that ships.
			if limit := uint64(maxAllocPerByte * len(tc.in)); n > limit && !idna.RaceEnabled {
				t.Errorf("%s(%s, %d bytes) allocated %d bytes; want at most %d (%d a byte)", c.name, tc.name, len(tc.in), n, limit, maxAllocPerByte)
			}
			if err == nil {
				continue // some profiles accept some shapes (WHATWG: dots)
			}
			var e *idna.Error
			if !errors.As(err, &e) {
				t.Errorf("%s(%s): %v; want an *idna.Error", c.name, tc.name, err)
				continue
			}
			checkCapped(t, c.name+"("+tc.name+")", e)
		}
	}
}

// checkCapped checks the shape of a capped error: at most MaxProblems
// problems and then one per code not yet recorded, and a short message.
func checkCapped(t *testing.T, what string, e *idna.Error) {
	t.Helper()
	seen := map[rule.Code]bool{}
	for i, p := range e.Problems {
		if i >= idna.MaxProblems && seen[p.Code] {
			t.Errorf("%s: problem %d (%s) recorded past the cap though its code was recorded before", what, i, p.Code)
		}
		seen[p.Code] = true
	}
	if e.Omitted < 0 || e.Omitted > 0 && len(e.Problems) < idna.MaxProblems {
		t.Errorf("%s: %d problems recorded, %d omitted; want problems omitted only past %d", what, len(e.Problems), e.Omitted, idna.MaxProblems)
	}
	if n := len(e.Error()); n > 4<<10 {
		t.Errorf("%s: Error() is %d bytes; want it short", what, n)
	}
}

// TestProblemCapCount checks which problems are recorded and the count of
// the others, against totals known from the input.
func TestProblemCapCount(t *testing.T) {
	in := strings.Repeat("-", idna.MaxInputLen)
	_, err := idna.IDNA2008.ToASCII(in)
	var e *idna.Error
	if !errors.As(err, &e) {
		t.Fatalf("IDNA2008.ToASCII(64 KiB of hyphens): %v; want an *idna.Error", err)
	}
	// One label of 65,536 hyphens: V3 (hyphen at the start or end) and
	// V2 (hyphens in positions 3 and 4) once each, and A4_2 (label over
	// 63 octets) and A4_1 (name over 253 octets): four problems, under
	// the cap.
	if e.Omitted != 0 || len(e.Problems) > idna.MaxProblems {
		t.Errorf("one label: %d problems, %d omitted; want all recorded", len(e.Problems), e.Omitted)
	}

	// Joiners: a C2 problem for each U+200D not after a virama, one per
	// code point, so that the total is known from the input alone.
	const joiners = 1000
	in = strings.Repeat("\u200d", joiners)
	_, err = idna.Lookup.ToASCII(in)
	if !errors.As(err, &e) {
		t.Fatalf("Lookup.ToASCII(%d × U+200D): %v; want an *idna.Error", joiners, err)
	}
	c2 := 0
	for _, p := range e.Problems {
		if p.Code == rule.C2 {
			c2++
		}
	}
	if c2 != idna.MaxProblems {
		t.Errorf("%d × U+200D: %d C2 problems recorded; want the first %d", joiners, c2, idna.MaxProblems)
	}
	if total := len(e.Problems) + e.Omitted; total < joiners {
		t.Errorf("%d × U+200D: %d recorded + %d omitted = %d; want at least %d (one C2 each)", joiners, len(e.Problems), e.Omitted, total, joiners)
	}
	for i, p := range e.Problems[:idna.MaxProblems] {
		if want := 3 * i; p.Code == rule.C2 && p.Offset != want {
			t.Errorf("%d × U+200D: problem %d at byte %d; want %d", joiners, i, p.Offset, want)
		}
	}
	want := fmt.Sprintf("; and %s more problems", thousands(len(e.Problems)+e.Omitted-10))
	if msg := e.Error(); !strings.HasSuffix(msg, want) {
		t.Errorf("%d × U+200D: Error() = %q; want it to end with %q", joiners, msg, want)
	}
}

// thousands writes n with a comma between thousands, for the expected
// messages.
func thousands(n int) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// TestProblemCapKeepsCodes: a rule broken only after the cap still shows
// in Codes, Has and errors.Is.
func TestProblemCapKeepsCodes(t *testing.T) {
	// 40 labels that each begin with a hyphen (V3), then one right-to-left
	// label that begins with a digit (B1): the B1 problem is found after
	// the first MaxProblems V3 problems.
	in := strings.Repeat("-a.", 40) + "1\u05d0"
	_, err := idna.Lookup.ToASCII(in)
	var e *idna.Error
	if !errors.As(err, &e) {
		t.Fatalf("Lookup.ToASCII(%q): %v; want an *idna.Error", in, err)
	}
	if e.Omitted == 0 {
		t.Fatalf("Lookup.ToASCII(%q): %d problems, none omitted; want more than %d found", in, len(e.Problems), idna.MaxProblems)
	}
	if !e.Has(rule.B1) || !errors.Is(err, idna.ErrBidi) || !errors.Is(err, idna.ErrHyphen) {
		t.Errorf("Lookup.ToASCII(%q): codes %v; want V3 and B1, and errors.Is true for ErrHyphen and ErrBidi", in, e.Codes())
	}
	checkCapped(t, "40 hyphen labels and a bidi label", e)
}

func TestErrorCountText(t *testing.T) {
	p := idna.Problem{Code: rule.V3, Label: 0, Rune: -1, Err: idna.ErrHyphen}
	tests := []struct {
		problems, omitted int
		want              string
	}{
		{1, 0, "at byte 0"},
		{10, 0, "at byte 0"},
		{11, 0, "; and 1 more problem"},
		{16, 65521, "; and 65,527 more problems"},
		{16, 1000000 - 16, "; and 999,990 more problems"},
	}
	for _, tc := range tests {
		e := &idna.Error{Input: "-", Omitted: tc.omitted}
		for range tc.problems {
			e.Problems = append(e.Problems, p)
		}
		if got := e.Error(); !strings.HasSuffix(got, tc.want) {
			t.Errorf("%d problems, %d omitted: Error() = %q; want it to end with %q", tc.problems, tc.omitted, got, tc.want)
		}
	}
}

// A name that breaks a rule in each of its 1,000 labels (V3: a label
// begins with a hyphen) and is too long (A4_1): the error records the
// first MaxProblems problems, then the first of each other rule broken,
// and counts the rest: 1,001 problems in all.
func ExampleError_omitted() {
	_, err := idna.UTS46.ToASCII(strings.Repeat("-a.", 1000) + "example")
	var e *idna.Error
	if errors.As(err, &e) {
		fmt.Println(len(e.Problems), "recorded,", e.Omitted, "omitted")
		fmt.Println(e.Codes())
		fmt.Println(errors.Is(err, idna.ErrLength))
		msg := e.Error()
		fmt.Println(msg[strings.LastIndex(msg, ";")+2:])
	}
	// Output:
	// 17 recorded, 984 omitted
	// [A4_1 V3]
	// true
	// and 991 more problems
}
