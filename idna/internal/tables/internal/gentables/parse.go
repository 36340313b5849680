package gentables

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// A field row is one data line of a UCD-style file: the code point range
// and the remaining semicolon-separated fields, trimmed.
type row struct {
	lo, hi rune
	fields []string
}

// readUCD reads a UCD-style file. It returns the data rows and, separately,
// the "# @missing:" default lines in the order they occur.
func readUCD(dir, name string) (rows, missing []row, err error) {
	path := filepath.Join(dir, name)
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, err
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		target := &rows
		if rest, ok := strings.CutPrefix(line, "# @missing:"); ok {
			line, target = rest, &missing
		} else if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		if strings.TrimSpace(line) == "" {
			continue
		}
		r, err := parseRow(line)
		if err != nil {
			return nil, nil, fmt.Errorf("%s:%d: %v", path, n, err)
		}
		*target = append(*target, r)
	}
	return rows, missing, sc.Err()
}

func parseRow(line string) (row, error) {
	f := strings.Split(line, ";")
	for i := range f {
		f[i] = strings.TrimSpace(f[i])
	}
	lo, hi, ok := strings.Cut(f[0], "..")
	if !ok {
		hi = lo
	}
	a, err1 := strconv.ParseUint(lo, 16, 32)
	b, err2 := strconv.ParseUint(hi, 16, 32)
	if err1 != nil || err2 != nil || a > b || b > maxRune {
		return row{}, fmt.Errorf("bad code point range %q", f[0])
	}
	return row{rune(a), rune(b), f[1:]}, nil
}

// parseCodePoints converts "0061 0308" to UTF-8.
func parseCodePoints(s string) (string, error) {
	var b strings.Builder
	for _, f := range strings.Fields(s) {
		c, err := strconv.ParseUint(f, 16, 32)
		if err != nil || c > maxRune {
			return "", fmt.Errorf("bad code point %q", f)
		}
		b.WriteRune(rune(c))
	}
	return b.String(), nil
}
