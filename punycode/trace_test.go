package punycode_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/xn-go/xn/punycode"
)

// traceStep is one delta of the traces of RFC 3492 sections 7.2 and 7.3:
// its digits, the delta they decode to, the bias after adaptation, and the
// decoder's extended string after the insertion, written as in section 7.2
// with "*" after the inserted code point.
type traceStep struct {
	digits string
	delta  uint32
	bias   int
	state  string
}

var traces = []struct {
	sample  string
	encoded string
	literal string // the decoder's extended string before the first delta
	steps   []traceStep
}{
	{
		sample:  "B",
		encoded: "ihqwcrb4cv8a8dqg056pqjye",
		steps: []traceStep{
			{"ihq", 19853, 21, "4E0D *"},
			{"wc", 64, 20, "4E0D 4E2D *"},
			{"rb", 37, 13, "4E3A * 4E0D 4E2D"},
			{"4c", 56, 17, "4E3A 4E48 * 4E0D 4E2D"},
			{"v8a", 599, 32, "4E3A 4EC0 * 4E48 4E0D 4E2D"},
			{"8d", 130, 23, "4ED6 * 4E3A 4EC0 4E48 4E0D 4E2D"},
			{"qg", 154, 25, "4ED6 4EEC * 4E3A 4EC0 4E48 4E0D 4E2D"},
			{"056p", 46301, 84, "4ED6 4EEC 4E3A 4EC0 4E48 4E0D 4E2D 6587 *"},
			{"qjye", 88531, 90, "4ED6 4EEC 4E3A 4EC0 4E48 4E0D 8BF4 * 4E2D 6587"},
		},
	},
	{
		sample:  "L",
		encoded: "3B-ww4c5e180e575a65lsy2b",
		literal: "0033 0042",
		steps: []traceStep{
			{"ww4c", 62042, 27, "0033 0042 5148 *"},
			{"5e", 139, 24, "0033 0042 516B * 5148"},
			{"180e", 16683, 67, "0033 5E74 * 0042 516B 5148"},
			{"575a", 34821, 82, "0033 5E74 0042 516B 5148 751F *"},
			{"65l", 14592, 67, "0033 5E74 0042 7D44 * 516B 5148 751F"},
			{"sy2b", 42088, 84, "0033 5E74 0042 7D44 91D1 * 516B 5148 751F"},
		},
	},
}

// render writes an extended string as RFC 3492 section 7.2 does.
func render(rs []rune, star int) string {
	var parts []string
	for i, r := range rs {
		parts = append(parts, fmt.Sprintf("%04X", r))
		if i == star {
			parts = append(parts, "*")
		}
	}
	return strings.Join(parts, " ")
}

// TestTraces reproduces the decoding traces of RFC 3492 section 7.2 and the
// encoding traces of section 7.3 from the Step values, for the
// package-level functions.
func TestTraces(t *testing.T) {
	samples := map[string]sample{}
	for _, s := range loadSamples(t) {
		samples[s.id] = s
	}
	for _, tc := range traces {
		t.Run(tc.sample, func(t *testing.T) {
			s := samples[tc.sample]
			for _, codec := range []struct {
				name   string
				decode func(string, func(punycode.Step)) (string, error)
				encode func(string, func(punycode.Step)) (string, error)
			}{
				{"package", punycode.DecodeTrace, punycode.EncodeTrace},
			} {
				var dec []punycode.Step
				out, err := codec.decode(tc.encoded, func(st punycode.Step) { dec = append(dec, st) })
				if out != s.unicode || err != nil {
					t.Fatalf("%s: DecodeTrace = %+q, %v; want %+q", codec.name, out, err, s.unicode)
				}
				var enc []punycode.Step
				out, err = codec.encode(s.unicode, func(st punycode.Step) { enc = append(enc, st) })
				if out != tc.encoded || err != nil {
					t.Fatalf("%s: EncodeTrace = %q, %v; want %q", codec.name, out, err, tc.encoded)
				}
				if !slices.Equal(dec, enc) {
					t.Errorf("%s: decoding steps %v differ from encoding steps %v", codec.name, dec, enc)
				}
				if len(dec) != len(tc.steps) {
					t.Fatalf("%s: %d steps, want %d", codec.name, len(dec), len(tc.steps))
				}
				// Replay the insertions and compare each state with the RFC.
				var state []rune
				for _, f := range strings.Fields(tc.literal) {
					var r rune
					fmt.Sscanf(f, "%X", &r)
					state = append(state, r)
				}
				offset := strings.LastIndexByte(tc.encoded, '-') + 1
				bias := 72
				for i, want := range tc.steps {
					st := dec[i]
					if st.Digits != want.digits || st.Delta != want.delta || st.Bias != want.bias || st.Offset != offset {
						t.Errorf("%s: step %d: digits %q, delta %d, bias %d -> %d, offset %d; want %q, %d, %d, %d",
							codec.name, i, st.Digits, st.Delta, bias, st.Bias, st.Offset, want.digits, want.delta, want.bias, offset)
					}
					offset += len(st.Digits)
					bias = st.Bias
					if st.Index < 0 || st.Index > len(state) {
						t.Fatalf("%s: step %d: index %d out of range", codec.name, i, st.Index)
					}
					state = slices.Insert(state, st.Index, st.CodePoint)
					if got := render(state, st.Index); got != want.state {
						t.Errorf("%s: step %d: state %q, want %q", codec.name, i, got, want.state)
					}
				}
			}
		})
	}
}

// TestTraceOnError checks that a trace stops at the failing delta.
func TestTraceOnError(t *testing.T) {
	var steps []punycode.Step
	_, err := punycode.DecodeTrace("ihqwc!", func(st punycode.Step) { steps = append(steps, st) })
	want := &punycode.Error{Offset: 5, Err: punycode.ErrInvalidDigit}
	if !sameError(err, want) || len(steps) != 2 || steps[1].Digits != "wc" {
		t.Errorf("DecodeTrace = %v, %v; want 2 steps and %v", steps, err, want)
	}
}
