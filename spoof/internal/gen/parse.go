package gen

import (
	"bufio"
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
)

// versionLine matches the header line that names the Unicode version:
// "# Version: 17.0.0" (UTS #39 files), "# Scripts-17.0.0.txt" (UCD files)
// or "# Idna2008-17.0.0.txt".
var versionLine = regexp.MustCompile(`^#\s*(?:Version:\s*|[A-Za-z][A-Za-z0-9]*-)(\d+\.\d+\.\d+)`)

// parseFile calls fn with the semicolon-separated, trimmed fields of every
// data line of a UCD-style file. Comments (from '#') and blank lines are
// skipped. The first version named in the header is appended to versions.
func parseFile(path string, versions *[]string, fn func(fields []string) error) error {
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("gen: %v", err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 64*1024), 1024*1024)
	line := 0
	version := ""
	for sc.Scan() {
		line++
		text := sc.Text()
		if line == 1 {
			text = strings.TrimPrefix(text, "\uFEFF")
		}
		if version == "" {
			if m := versionLine.FindStringSubmatch(text); m != nil {
				version = m[1]
			}
		}
		if i := strings.IndexByte(text, '#'); i >= 0 {
			text = text[:i]
		}
		if strings.TrimSpace(text) == "" {
			continue
		}
		fields := strings.Split(text, ";")
		for i := range fields {
			fields[i] = strings.TrimSpace(fields[i])
		}
		if err := fn(fields); err != nil {
			return fmt.Errorf("gen: %s:%d: %v", path, line, err)
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("gen: %s: %v", path, err)
	}
	if version == "" {
		return fmt.Errorf("gen: %s: no version line in the header", path)
	}
	*versions = append(*versions, version)
	return nil
}

// parseRange parses "0041" or "0041..005A".
func parseRange(s string) (lo, hi rune, err error) {
	a, b, ok := strings.Cut(s, "..")
	if lo, err = parseRune(a); err != nil {
		return 0, 0, err
	}
	hi = lo
	if ok {
		if hi, err = parseRune(b); err != nil {
			return 0, 0, err
		}
	}
	if hi < lo {
		return 0, 0, fmt.Errorf("bad range %q", s)
	}
	return lo, hi, nil
}

// parseSeq parses a space-separated sequence of code points.
func parseSeq(s string) ([]rune, error) {
	var out []rune
	for _, f := range strings.Fields(s) {
		r, err := parseRune(f)
		if err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, nil
}

func parseRune(s string) (rune, error) {
	v, err := strconv.ParseUint(s, 16, 32)
	if err != nil || len(s) < 4 || len(s) > 6 || v > maxRune || 0xD800 <= v && v <= 0xDFFF {
		return 0, fmt.Errorf("bad code point %q", s)
	}
	return rune(v), nil
}
