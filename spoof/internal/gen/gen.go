// Package gen builds the Unicode tables of package spoof from the UTS #39 and
// UCD data files of one Unicode version: Scripts.txt, ScriptExtensions.txt,
// IdentifierStatus.txt, IdentifierType.txt and confusables.txt, and from
// Idna2008.txt, the RFC 5892 derived property that Unicode publishes with
// the IDNA data.
//
// The output is deterministic: the same files always give the same bytes, so
// a test can regenerate a committed table file and compare.
package gen

import (
	"bytes"
	"fmt"
	"go/format"
	"path/filepath"
	"slices"
	"strings"
	"unicode/utf8"
)

const maxRune = 0x10FFFF

// Files are the data files Generate reads, relative to the version directory.
var Files = []string{
	"Scripts.txt",
	"ScriptExtensions.txt",
	"IdentifierStatus.txt",
	"IdentifierType.txt",
	"confusables.txt",
	"Idna2008.txt",
}

// BuildTag returns the build constraint of the table file for a Unicode
// version: the tables follow the Unicode version of the Go toolchain and of
// golang.org/x/text/unicode/norm.
func BuildTag(version string) (string, error) {
	switch version {
	case "15.0.0":
		return "!go1.27", nil
	case "17.0.0":
		return "go1.27", nil
	}
	return "", fmt.Errorf("gen: no build tag known for Unicode %s", version)
}

// FileName returns the name of the table file for a Unicode version.
func FileName(version string) string { return "tables" + version + ".go" }

// Generate reads the data files of one Unicode version from dir and returns
// the formatted Go source of the table file.
func Generate(version, dir string) ([]byte, error) {
	tag, err := BuildTag(version)
	if err != nil {
		return nil, err
	}
	d, err := load(dir)
	if err != nil {
		return nil, err
	}
	if d.version != version {
		return nil, fmt.Errorf("gen: %s holds Unicode %s data, want %s", dir, d.version, version)
	}
	src := render(d, version, tag)
	out, err := format.Source(src)
	if err != nil {
		return nil, fmt.Errorf("gen: formatting output: %v", err)
	}
	return out, nil
}

// data is everything the generator derives from the files.
type data struct {
	version string

	scripts []script       // sorted by code
	index   map[string]int // code -> position in scripts

	sets        []set // distinct augmented script sets, in order of first use
	scriptRange []scriptRange

	allowed     []runeRange
	notPVALID   []runeRange // Allowed, but not PVALID under IDNA2008
	recommended set

	confusables []confusable
	protoData   string
}

type script struct{ code, name string }

type set []uint64

type scriptRange struct {
	lo, hi rune
	set    int
}

type runeRange struct{ lo, hi rune }

type confusable struct {
	r      rune
	off, n int
}

func load(dir string) (*data, error) {
	d := &data{index: map[string]int{}}

	// Scripts.txt: the Script property, with long value names.
	scriptOf := make([]string, maxRune+1)
	names := map[string]bool{"Unknown": true}
	var versions []string
	err := parseFile(filepath.Join(dir, "Scripts.txt"), &versions, func(f []string) error {
		if len(f) < 2 {
			return fmt.Errorf("want 2 fields, got %d", len(f))
		}
		lo, hi, err := parseRange(f[0])
		if err != nil {
			return err
		}
		name := f[1]
		if _, ok := scriptAliases[name]; !ok {
			return fmt.Errorf("script %q has no ISO 15924 alias in the generator", name)
		}
		names[name] = true
		for r := lo; r <= hi; r++ {
			if scriptOf[r] != "" {
				return fmt.Errorf("%U listed twice", r)
			}
			scriptOf[r] = name
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	for name := range names {
		d.scripts = append(d.scripts, script{scriptAliases[name], name})
	}
	for code, name := range augmentedScripts {
		d.scripts = append(d.scripts, script{code, name})
	}
	slices.SortFunc(d.scripts, func(a, b script) int { return strings.Compare(a.code, b.code) })
	for i, s := range d.scripts {
		if _, dup := d.index[s.code]; dup {
			return nil, fmt.Errorf("gen: script code %s used twice", s.code)
		}
		d.index[s.code] = i
	}
	words := (len(d.scripts) + 63) / 64
	code := func(r rune) string {
		if scriptOf[r] == "" {
			return "Zzzz"
		}
		return scriptAliases[scriptOf[r]]
	}

	// ScriptExtensions.txt: short names, only for code points whose
	// extensions differ from their script.
	ext := make([][]string, maxRune+1)
	err = parseFile(filepath.Join(dir, "ScriptExtensions.txt"), &versions, func(f []string) error {
		if len(f) < 2 {
			return fmt.Errorf("want 2 fields, got %d", len(f))
		}
		lo, hi, err := parseRange(f[0])
		if err != nil {
			return err
		}
		codes := strings.Fields(f[1])
		for _, c := range codes {
			if _, ok := d.index[c]; !ok {
				return fmt.Errorf("unknown script code %q", c)
			}
			if c == "Zyyy" || c == "Zinh" || augmentedScripts[c] != "" {
				return fmt.Errorf("unexpected script code %q in extensions", c)
			}
		}
		for r := lo; r <= hi; r++ {
			if ext[r] != nil {
				return fmt.Errorf("%U listed twice", r)
			}
			ext[r] = codes
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	if err := checkAliases(scriptOf, ext); err != nil {
		return nil, err
	}

	// Augmented script sets (UTS #39 section 5.1), one per code point,
	// collapsed into ranges.
	all := make(set, words)
	for i := range d.scripts {
		all[i/64] |= 1 << (i % 64)
	}
	setIndex := map[string]int{}
	unknown := -1
	cur := -1
	for r := rune(0); r <= maxRune; r++ {
		codes := ext[r]
		if codes == nil {
			codes = []string{code(r)}
		}
		s := make(set, words)
		if len(codes) == 1 && (codes[0] == "Zyyy" || codes[0] == "Zinh") {
			copy(s, all)
		} else {
			for _, c := range codes {
				s.add(d.index[c])
				switch c {
				case "Hani":
					s.add(d.index["Hanb"])
					s.add(d.index["Jpan"])
					s.add(d.index["Kore"])
				case "Hira", "Kana":
					s.add(d.index["Jpan"])
				case "Hang":
					s.add(d.index["Kore"])
				case "Bopo":
					s.add(d.index["Hanb"])
				}
			}
		}
		key := fmt.Sprint([]uint64(s))
		i, ok := setIndex[key]
		if !ok {
			i = len(d.sets)
			setIndex[key] = i
			d.sets = append(d.sets, s)
			if len(codes) == 1 && codes[0] == "Zzzz" {
				unknown = i
			}
		}
		if i == unknown {
			cur = -1
			continue
		}
		if cur >= 0 && d.scriptRange[cur].set == i && d.scriptRange[cur].hi == r-1 {
			d.scriptRange[cur].hi = r
			continue
		}
		d.scriptRange = append(d.scriptRange, scriptRange{r, r, i})
		cur = len(d.scriptRange) - 1
	}
	if unknown != 0 {
		// U+0000 is Common, so Unknown is never the first set; but the
		// runtime relies on set 0 being the Unknown set. Move it there.
		if unknown < 0 {
			return nil, fmt.Errorf("gen: no unassigned code point found")
		}
		d.sets[0], d.sets[unknown] = d.sets[unknown], d.sets[0]
		for i := range d.scriptRange {
			if d.scriptRange[i].set == 0 {
				d.scriptRange[i].set = unknown
			}
		}
	}

	// IdentifierStatus.txt: only Allowed is listed; the rest is Restricted.
	var allowed []bool = make([]bool, maxRune+1)
	err = parseFile(filepath.Join(dir, "IdentifierStatus.txt"), &versions, func(f []string) error {
		if len(f) < 2 {
			return fmt.Errorf("want 2 fields, got %d", len(f))
		}
		if f[1] != "Allowed" {
			return fmt.Errorf("unexpected Identifier_Status %q", f[1])
		}
		lo, hi, err := parseRange(f[0])
		if err != nil {
			return err
		}
		for r := lo; r <= hi; r++ {
			allowed[r] = true
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	d.allowed = ranges(allowed)

	// Idna2008.txt: the Allowed code points that IDNA2008 does not make
	// PVALID (upper case, CONTEXTO and CONTEXTJ characters, NV8 punctuation):
	// the only ones for which spoof must ask idna about a label.
	notPVALID := slices.Clone(allowed)
	err = parseFile(filepath.Join(dir, "Idna2008.txt"), &versions, func(f []string) error {
		if len(f) < 2 {
			return fmt.Errorf("want 2 fields, got %d", len(f))
		}
		switch f[1] {
		case "PVALID":
		case "CONTEXTJ", "CONTEXTO", "DISALLOWED", "UNASSIGNED":
			return nil
		default:
			return fmt.Errorf("unexpected IDNA2008 property %q", f[1])
		}
		lo, hi, err := parseRange(f[0])
		if err != nil {
			return err
		}
		for r := lo; r <= hi; r++ {
			notPVALID[r] = false
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	d.notPVALID = ranges(notPVALID)

	// IdentifierType.txt: a script is Recommended (UAX #31 Table 5) when
	// some character that belongs to it alone has Identifier_Type=Recommended.
	d.recommended = make(set, words)
	err = parseFile(filepath.Join(dir, "IdentifierType.txt"), &versions, func(f []string) error {
		if len(f) < 2 {
			return fmt.Errorf("want 2 fields, got %d", len(f))
		}
		if f[1] != "Recommended" {
			return nil
		}
		lo, hi, err := parseRange(f[0])
		if err != nil {
			return err
		}
		for r := lo; r <= hi; r++ {
			// Characters shared by several scripts (such as Grantha
			// signs used in Tamil) say nothing about one script.
			codes := ext[r]
			if codes == nil {
				codes = []string{code(r)}
			}
			if c := codes[0]; len(codes) == 1 && c != "Zyyy" && c != "Zinh" {
				d.recommended.add(d.index[c])
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}

	// confusables.txt: source ; prototype ; type.
	var proto strings.Builder
	protoAt := map[string]int{}
	err = parseFile(filepath.Join(dir, "confusables.txt"), &versions, func(f []string) error {
		if len(f) < 3 {
			return fmt.Errorf("want 3 fields, got %d", len(f))
		}
		src, err := parseSeq(f[0])
		if err != nil {
			return err
		}
		if len(src) != 1 {
			return fmt.Errorf("source %q is not one code point", f[0])
		}
		dst, err := parseSeq(f[1])
		if err != nil {
			return err
		}
		if len(dst) == 0 {
			return fmt.Errorf("empty prototype")
		}
		if f[2] != "MA" {
			return fmt.Errorf("unexpected confusable type %q", f[2])
		}
		p := string(dst)
		off, ok := protoAt[p]
		if !ok {
			off = proto.Len()
			protoAt[p] = off
			proto.WriteString(p)
		}
		d.confusables = append(d.confusables, confusable{src[0], off, len(p)})
		return nil
	})
	if err != nil {
		return nil, err
	}
	slices.SortFunc(d.confusables, func(a, b confusable) int { return int(a.r - b.r) })
	for i := 1; i < len(d.confusables); i++ {
		if d.confusables[i].r == d.confusables[i-1].r {
			return nil, fmt.Errorf("gen: confusables.txt lists %U twice", d.confusables[i].r)
		}
	}
	d.protoData = proto.String()
	if len(d.protoData) > 0xFFFF {
		return nil, fmt.Errorf("gen: prototype data is %d bytes, more than a uint16 offset holds", len(d.protoData))
	}
	for _, c := range d.confusables {
		if c.n > 0xFF {
			return nil, fmt.Errorf("gen: prototype of %U is %d bytes long", c.r, c.n)
		}
	}

	// Every file must carry the same version.
	for _, v := range versions[1:] {
		if v != versions[0] {
			return nil, fmt.Errorf("gen: data files disagree on the version: %q", versions)
		}
	}
	d.version = versions[0]
	return d, nil
}

// checkAliases cross-checks the alias table against the data: a code point
// whose Script is neither Common nor Inherited and that has explicit
// extensions lists its own script among them.
func checkAliases(scriptOf []string, ext [][]string) error {
	for r, codes := range ext {
		name := scriptOf[r]
		if codes == nil || name == "" || name == "Common" || name == "Inherited" {
			continue
		}
		if !slices.Contains(codes, scriptAliases[name]) {
			return fmt.Errorf("gen: %U has Script %s (%s by the alias table) but extensions %v; the alias table is wrong",
				r, name, scriptAliases[name], codes)
		}
	}
	return nil
}

func (s set) add(i int) { s[i/64] |= 1 << (i % 64) }

func ranges(in []bool) []runeRange {
	var out []runeRange
	for r := rune(0); r <= maxRune; r++ {
		if !in[r] {
			continue
		}
		if n := len(out); n > 0 && out[n-1].hi == r-1 {
			out[n-1].hi = r
			continue
		}
		out = append(out, runeRange{r, r})
	}
	return out
}

func render(d *data, version, tag string) []byte {
	var b bytes.Buffer
	p := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }

	p("// Code generated by \"go run ./internal/gen/spoofgen -version %s\"; DO NOT EDIT.\n\n", version)
	p("//go:build %s\n\n", tag)
	p("package spoof\n\n")
	p("// unicodeVersion is the version of the Unicode data, UTS #39 data included,\n")
	p("// from which the tables of this package are derived.\n")
	p("const unicodeVersion = %q\n\n", version)

	p("// scriptWords is the number of 64-bit words in a scriptSet.\n")
	p("const scriptWords = %d\n\n", len(d.recommended))

	p("// Script numbers: positions in scriptCodes.\n")
	p("const (\n")
	for _, c := range []string{"Bopo", "Cyrl", "Grek", "Hanb", "Hang", "Hani", "Hira", "Jpan", "Kana", "Kore", "Latn", "Zinh", "Zyyy", "Zzzz"} {
		p("\tscript%s = %d\n", c, d.index[c])
	}
	p(")\n\n")

	p("// scriptCodes holds the ISO 15924 code of each script number; Hanb, Jpan\n")
	p("// and Kore are the UTS #39 section 5.1 additions.\n")
	p("var scriptCodes = [...]string{")
	for i, s := range d.scripts {
		if i%8 == 0 {
			p("\n")
		}
		p("%q, ", s.code)
	}
	p("\n}\n\n")

	p("// scriptNames holds the Unicode long name of each script number.\n")
	p("var scriptNames = [...]string{")
	for i, s := range d.scripts {
		if i%4 == 0 {
			p("\n")
		}
		p("%q, ", s.name)
	}
	p("\n}\n\n")

	p("// recommendedScripts are the scripts with characters of\n")
	p("// Identifier_Type=Recommended (the Recommended scripts of UAX #31).\n")
	p("var recommendedScripts = scriptSet{%s}\n\n", words(d.recommended))

	p("// scriptSets holds the distinct augmented script sets (UTS #39 section\n")
	p("// 5.1); set 0 is {Zzzz}, the set of code points no range lists.\n")
	p("var scriptSets = [...]scriptSet{\n")
	for i, s := range d.sets {
		p("\t{%s}, // %d: %s\n", words(s), i, d.describe(s))
	}
	p("}\n\n")

	p("// scriptRanges maps code points to their augmented script set, an index\n")
	p("// into scriptSets. Code points outside every range use set 0.\n")
	p("var scriptRanges = [...]scriptRange{ // %d ranges\n", len(d.scriptRange))
	for _, r := range d.scriptRange {
		p("\t{0x%04X, 0x%04X, %d},\n", r.lo, r.hi, r.set)
	}
	p("}\n\n")

	p("// allowedRanges lists the code points with Identifier_Status=Allowed.\n")
	p("var allowedRanges = [...]runeRange{ // %d ranges\n", len(d.allowed))
	for _, r := range d.allowed {
		p("\t{0x%04X, 0x%04X},\n", r.lo, r.hi)
	}
	p("}\n\n")

	p("// allowedNotPVALID lists the code points with Identifier_Status=Allowed\n")
	p("// whose IDNA2008 derived property (RFC 5892, Idna2008.txt) is not PVALID.\n")
	p("var allowedNotPVALID = [...]runeRange{ // %d ranges\n", len(d.notPVALID))
	for _, r := range d.notPVALID {
		p("\t{0x%04X, 0x%04X},\n", r.lo, r.hi)
	}
	p("}\n\n")

	p("// confusables maps each source character of confusables.txt to its\n")
	p("// prototype, the bytes protoData[off:off+n].\n")
	p("var confusables = [...]confusable{ // %d entries\n", len(d.confusables))
	for _, c := range d.confusables {
		p("\t{0x%04X, %d, %d},\n", c.r, c.off, c.n)
	}
	p("}\n\n")

	p("// protoData holds the prototypes of confusables, %d bytes.\n", len(d.protoData))
	p("const protoData = \"\" +\n")
	s := d.protoData
	for len(s) > 0 {
		n := 0
		for n < len(s) && n < 64 {
			_, size := utf8.DecodeRuneInString(s[n:])
			n += size
		}
		sep := " +"
		if n == len(s) {
			sep = ""
		}
		p("\t%s%s\n", quote(s[:n]), sep)
		s = s[n:]
	}
	return b.Bytes()
}

// describe names the scripts of a set for a comment.
func (d *data) describe(s set) string {
	var codes []string
	for i, sc := range d.scripts {
		if s[i/64]&(1<<(i%64)) != 0 {
			codes = append(codes, sc.code)
		}
	}
	if len(codes) == len(d.scripts) {
		return "all scripts (Common, Inherited)"
	}
	return strings.Join(codes, " ")
}

func words(s set) string {
	parts := make([]string, len(s))
	for i, w := range s {
		parts[i] = fmt.Sprintf("0x%016X", w)
	}
	return strings.Join(parts, ", ")
}

// quote writes s as a Go string literal using only ASCII, so that the
// generated file shows no invisible or confusable characters.
func quote(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r >= 0x20 && r < 0x7F:
			b.WriteRune(r)
		case r < 0x10000:
			fmt.Fprintf(&b, "\\u%04X", r)
		default:
			fmt.Fprintf(&b, "\\U%08X", r)
		}
	}
	b.WriteByte('"')
	return b.String()
}
