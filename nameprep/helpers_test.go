package nameprep

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/xn-go/xn/rule"
)

// testdataPath returns the path of a file in this package's testdata.
func testdataPath(name string) string {
	return filepath.Join("testdata", name)
}

// readDataLines returns the lines of a testdata file that are neither
// empty nor comments, with their line numbers.
func readDataLines(t *testing.T, name string) (lines []string, nums []int) {
	t.Helper()
	f, err := os.Open(testdataPath(name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		lines = append(lines, line)
		nums = append(nums, n)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return lines, nums
}

// parseCodePoints parses hexadecimal code points separated by spaces,
// with or without a "U+" prefix.
func parseCodePoints(s string) ([]rune, error) {
	var rs []rune
	for _, f := range strings.Fields(s) {
		f = strings.TrimPrefix(strings.TrimPrefix(f, "U+"), "u+")
		v, err := strconv.ParseUint(f, 16, 32)
		if err != nil || v > 0x10FFFF {
			return nil, fmt.Errorf("bad code point %q", f)
		}
		rs = append(rs, rune(v))
	}
	return rs, nil
}

// encode returns the UTF-8 encoding of rs, encoding surrogates in three
// bytes as nameprep decodes them.
func encode(rs []rune) string {
	var b []byte
	for _, r := range rs {
		if r >= 0xD800 && r <= 0xDFFF {
			b = append(b, 0xED, byte(0x80|r>>6&0x3F), byte(0x80|r&0x3F))
			continue
		}
		b = utf8.AppendRune(b, r)
	}
	return string(b)
}

// outcome describes a result of Prepare compactly: the output code points,
// or "error RULE[ TABLE U+XXXX]".
func outcome(out string, err error) string {
	if err != nil {
		var e *Error
		if !errors.As(err, &e) {
			return "error (not *Error) " + err.Error()
		}
		switch e.Code {
		case rule.NP_PROHIBITED, rule.NP_UNASSIGNED:
			return fmt.Sprintf("error %s %s U+%04X", ruleWord(e), e.Table, e.Rune)
		}
		return "error " + ruleWord(e)
	}
	return hexRunes(out)
}

// ruleWord names the rule of e as the vector files spell it.
func ruleWord(e *Error) string {
	switch e.Code {
	case rule.UTF8:
		return "utf8"
	case rule.NP_PROHIBITED:
		return "prohibited"
	case rule.NP_BIDI:
		if e.Table == "D.2" {
			return "bidi-mixed"
		}
		return "bidi-ends"
	case rule.NP_UNASSIGNED:
		return "unassigned"
	}
	return string(e.Code)
}

// hexRunes formats the code points of s as "0041 0042".
func hexRunes(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		r, n := decodeRune(s[i:])
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, "%04X", r)
		i += n
	}
	return b.String()
}
