package nameprep

import (
	"bufio"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/xn-go/xn/internal/shareddata"
)

// A vector is one nameprep test vector of draft-josefsson-idn-test-vectors.
type vector struct {
	section, title  string
	allowUnassigned bool
	in              []rune
	want            string // output code points ("0041 0042"), or "error ..."
}

func readVectors(t *testing.T) []vector {
	t.Helper()
	lines, nums := readDataLines(t, "josefsson-nameprep.txt")
	var vs []vector
	for i, line := range lines {
		f := strings.Split(line, "|")
		if len(f) != 5 {
			t.Fatalf("josefsson-nameprep.txt:%d: %d fields, want 5", nums[i], len(f))
		}
		for j := range f {
			f[j] = strings.TrimSpace(f[j])
		}
		in, err := parseCodePoints(f[3])
		if err != nil {
			t.Fatalf("josefsson-nameprep.txt:%d: %v", nums[i], err)
		}
		if f[2] != "allow" && f[2] != "forbid" {
			t.Fatalf("josefsson-nameprep.txt:%d: unassigned flag %q", nums[i], f[2])
		}
		want := f[4]
		if !strings.HasPrefix(want, "error ") {
			out, err := parseCodePoints(want)
			if err != nil {
				t.Fatalf("josefsson-nameprep.txt:%d: %v", nums[i], err)
			}
			want = hexOf(out)
		}
		vs = append(vs, vector{f[0], f[1], f[2] == "allow", in, want})
	}
	return vs
}

func hexOf(rs []rune) string {
	return hexRunes(encode(rs))
}

// TestJosefssonVectors runs every nameprep vector of the draft, each as a
// sub-test, with the draft's unassigned flag. No vector holds a code point
// of table A.1 except 4.43, so the others must give the same result with
// the flag inverted.
func TestJosefssonVectors(t *testing.T) {
	vs := readVectors(t)
	if len(vs) != 45 {
		t.Fatalf("read %d vectors, want the 45 of section 4", len(vs))
	}
	for _, v := range vs {
		t.Run(v.section, func(t *testing.T) {
			got := outcome(Prepare(encode(v.in), v.allowUnassigned))
			if got != v.want {
				t.Errorf("%s %q:\nPrepare(%s, %v) = %s\nwant %s", v.section, v.title, hexOf(v.in), v.allowUnassigned, got, v.want)
			}
			if v.section == "4.43" {
				// With unassigned code points allowed, U+E0002 (in A.1, in
				// no prohibition table) passes through.
				if got := outcome(Prepare(encode(v.in), true)); got != "E0002" {
					t.Errorf("Prepare(E0002, true) = %s, want E0002", got)
				}
				return
			}
			if got := outcome(Prepare(encode(v.in), !v.allowUnassigned)); got != v.want {
				t.Errorf("with allowUnassigned=%v: %s, want %s", !v.allowUnassigned, got, v.want)
			}
		})
	}
}

// TestJosefssonTranscription compares the transcribed vectors with section
// 4 of the draft: titles, input code points, output code points, and the
// kind of failure with its table and code point.
func TestJosefssonTranscription(t *testing.T) {
	f, err := os.Open(shareddata.Path(t, "specs/draft-josefsson-idn-test-vectors-00.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()

	type parsed struct {
		title, input, output, failure string
	}
	var (
		got     = map[string]*parsed{}
		order   []string
		cur     *parsed
		field   *string // "input" or "output" list being continued
		heading = regexp.MustCompile(`^4\.(\d+) (.*)$`)
		cpLine  = regexp.MustCompile(`^\s+((?:U\+[0-9a-fA-F]{4,6}\s*)+)$`)
		prohib  = regexp.MustCompile(`^\s+Table (\S+) prohibits string \((?:unassigned )?character U\+([0-9a-fA-F]+)\)\.$`)
	)
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "5. IDNA Test Vectors") {
			break
		}
		if m := heading.FindStringSubmatch(line); m != nil {
			cur = &parsed{title: m[2]}
			got["4."+m[1]] = cur
			order = append(order, "4."+m[1])
			field = nil
			continue
		}
		if cur == nil || strings.HasPrefix(line, "Josefsson ") || strings.HasPrefix(line, "Internet-Draft ") {
			continue
		}
		trim := strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(trim, "input (length"):
			field = &cur.input
		case strings.HasPrefix(trim, "output (length"):
			field = &cur.output
		case field != nil && cpLine.MatchString(line):
			*field = strings.TrimSpace(*field + " " + trim)
		case trim == "":
			// Blank lines may separate continued lists from page breaks.
		default:
			field = nil
			if m := prohib.FindStringSubmatch(line); m != nil {
				rule := "prohibited"
				if m[1] == "A.1" {
					rule = "unassigned"
				}
				cur.failure = "error " + rule + " " + m[1] + " U+" + strings.ToUpper(m[2])
			} else if trim == "String contains both L and RAL characters." {
				cur.failure = "error bidi-mixed"
			} else if trim == "Bidi string does not start/end with RAL characters." {
				cur.failure = "error bidi-ends"
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}

	vs := readVectors(t)
	if len(order) != len(vs) {
		t.Fatalf("draft has %d vectors in section 4, transcription %d", len(order), len(vs))
	}
	for i, v := range vs {
		p := got[v.section]
		if p == nil || order[i] != v.section {
			t.Errorf("vector %d: section %s, draft has %s", i, v.section, order[i])
			continue
		}
		if p.title != v.title {
			t.Errorf("%s: title %q, draft %q", v.section, v.title, p.title)
		}
		in, err := parseCodePoints(p.input)
		if err != nil {
			t.Fatalf("%s: draft input: %v", v.section, err)
		}
		if hexOf(in) != hexOf(v.in) {
			t.Errorf("%s: input %s, draft %s", v.section, hexOf(v.in), hexOf(in))
		}
		want := p.failure
		if want == "" {
			out, err := parseCodePoints(p.output)
			if err != nil {
				t.Fatalf("%s: draft output: %v", v.section, err)
			}
			want = hexOf(out)
		}
		if want != v.want {
			t.Errorf("%s: expected %q, draft %q", v.section, v.want, want)
		}
	}
}
