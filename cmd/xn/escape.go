package main

import (
	"bytes"
	"encoding/json"
	"strconv"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/language"

	"github.com/xn-go/xn/problem"
)

// shortEscapes are the escapes of backslash, tab, line feed and carriage
// return, which TSV fields and JSON strings both write.
var shortEscapes = [...]string{'\\': `\\`, '\t': `\t`, '\n': `\n`, '\r': `\r`}

// appendTSV appends s as a TSV field: backslash, tab, line feed and
// carriage return are written as \\, \t, \n and \r; every other byte as it
// is.
func appendTSV(dst []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; int(c) < len(shortEscapes) && shortEscapes[c] != "" {
			dst = append(dst, shortEscapes[c]...)
		} else {
			dst = append(dst, c)
		}
	}
	return dst
}

const hexDigits = "0123456789abcdef"

// jsonLine returns v as JSON on one line, ended by a line feed, as every
// JSON output of xn writes a value: '<', '>' and '&' as they are (the
// output is not HTML, and lgr's actions are XML people read).
func jsonLine(v any) []byte {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		// Every value xn writes is made of strings, numbers, bools,
		// slices, maps and structs of them.
		panic(err)
	}
	return b.Bytes()
}

// appendJSONString appends s as a JSON string (RFC 8259). Control
// characters, U+2028 and U+2029 are escaped; a byte that is not part of
// valid UTF-8 becomes \ufffd, the replacement character, since JSON strings
// are Unicode text.
func appendJSONString(dst []byte, s string) []byte {
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= ' ' && c != '"' && c != '\\' {
				i++
				continue
			}
			dst = append(dst, s[start:i]...)
			switch {
			case c == '"':
				dst = append(dst, '\\', c)
			case shortEscapes[c] != "": // c is a control character or '\\'
				dst = append(dst, shortEscapes[c]...)
			default:
				dst = append(dst, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			dst = append(dst, s[start:i]...)
			dst = append(dst, `\ufffd`...)
			start = i + size
		case r == '\u2028' || r == '\u2029':
			dst = append(dst, s[start:i]...)
			dst = append(dst, `\u202`...)
			dst = append(dst, hexDigits[r&0xf])
			start = i + size
		}
		i += size
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"')
}

// appendJSONRecord appends the JSON object of one name, on one line:
//
//	{"line":N,"input":"...","output":"...","ok":true,"problems":[...]}
//
// with each problem in the one JSON shape of a problem (problem.JSON):
// message for developers, text the sentence for the person who typed the
// name in the language tag, "" when an earlier problem of the record says
// it.
func appendJSONRecord(dst []byte, n int, input string, output []byte, err error, tag language.Tag) []byte {
	dst = appendJSONHead(dst, n, input, string(output))
	if err == nil {
		return append(dst, `,"ok":true,"problems":[]}`+"\n"...)
	}
	// The problems in their one JSON shape (package problem), marked in
	// the input, which is the name checked.
	dst = append(dst, `,"ok":false,"problems":`...)
	dst = appendProblemsJSON(dst, problem.JSONList(problemsOf(err), renderIn(tag), input, input))
	// The library records at most idna.MaxProblems problems of a name and
	// counts the rest; the count is only written when there are any.
	if n := omitted(err); n > 0 {
		dst = append(dst, `,"omitted":`...)
		dst = strconv.AppendInt(dst, int64(n), 10)
	}
	return append(dst, "}\n"...)
}

// appendProblemsJSON appends ps as encoding/json writes them (without
// escaping HTML), by hand: a stream of failing names spends a fifth of its
// time in reflection otherwise. TestAppendProblemsJSON holds the two
// together.
func appendProblemsJSON(dst []byte, ps []problem.JSON) []byte {
	dst = append(dst, '[')
	for i, p := range ps {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = append(dst, `{"code":`...)
		dst = appendJSONString(dst, p.Code)
		dst = append(dst, `,"label":`...)
		dst = strconv.AppendInt(dst, int64(p.Label), 10)
		dst = append(dst, `,"offset":`...)
		dst = strconv.AppendInt(dst, int64(p.Offset), 10)
		dst = append(dst, `,"code_point":`...)
		if p.CodePoint == nil {
			dst = append(dst, "null"...)
		} else {
			dst = appendJSONString(dst, *p.CodePoint)
		}
		dst = append(dst, `,"message":`...)
		dst = appendJSONString(dst, p.Message)
		dst = append(dst, `,"text":`...)
		dst = appendJSONString(dst, p.Text)
		dst = append(dst, `,"codes":`...)
		if p.Codes == nil {
			dst = append(dst, "null"...)
		} else {
			dst = append(dst, '[')
			for j, c := range p.Codes {
				if j > 0 {
					dst = append(dst, ',')
				}
				dst = appendJSONString(dst, c)
			}
			dst = append(dst, ']')
		}
		dst = append(dst, `,"start":`...)
		dst = strconv.AppendInt(dst, int64(p.Start), 10)
		dst = append(dst, `,"end":`...)
		dst = strconv.AppendInt(dst, int64(p.End), 10)
		if p.Section != "" {
			dst = append(dst, `,"section":`...)
			dst = appendJSONString(dst, p.Section)
		}
		dst = append(dst, '}')
	}
	return append(dst, ']')
}

// appendJSONHead appends the fields that every JSON record of a name
// begins with, after its opening brace: {"line":N,"input":"...","output":"..."
func appendJSONHead(dst []byte, n int, input, output string) []byte {
	dst = append(dst, `{"line":`...)
	dst = strconv.AppendInt(dst, int64(n), 10)
	dst = append(dst, `,"input":`...)
	dst = appendJSONString(dst, input)
	dst = append(dst, `,"output":`...)
	return appendJSONString(dst, output)
}

// escapeControls rewrites, in dst[start:], the control characters (C0, DEL
// and C1: ESC, U+009B CSI) and the bidi controls (U+202E RIGHT-TO-LEFT
// OVERRIDE, U+2066 LEFT-TO-RIGHT ISOLATE, ...) as Go escapes (\x1b,
// \u009b, \u202e), so that a result written to a terminal can neither
// drive it nor reorder the text around it. Only the punycode profile, which
// checks nothing, decodes such characters; the other profiles reject them.
// xn resolve escapes the data of DNS answers with it.
func escapeControls(dst []byte, start int) []byte {
	for i := start; i < len(dst); i++ {
		if c := dst[i]; c >= ' ' && c != 0x7f && (c < utf8.RuneSelf || !escapedRune(dst[i:])) {
			continue
		}
		// Rare: copy the tail, escaping as it goes.
		tail := append([]byte(nil), dst[i:]...)
		dst = dst[:i]
		for j := 0; j < len(tail); {
			r, size := utf8.DecodeRune(tail[j:])
			switch c := tail[j]; {
			case c < ' ' || c == 0x7f:
				dst = append(dst, '\\', 'x', hexDigits[c>>4], hexDigits[c&0xf])
			case c >= utf8.RuneSelf && escapedRune(tail[j:]):
				dst = append(dst, '\\', 'u')
				for shift := 12; shift >= 0; shift -= 4 {
					dst = append(dst, hexDigits[r>>shift&0xf])
				}
			default:
				dst = append(dst, tail[j:j+size]...)
			}
			j += size
		}
		return dst
	}
	return dst
}

// escapedRune reports whether b starts with the UTF-8 encoding of a C1
// control character (U+0080 to U+009F) or a bidi control (Unicode's
// Bidi_Control property: U+061C, U+200E, U+200F, U+202A to U+202E, U+2066
// to U+2069).
func escapedRune(b []byte) bool {
	r, _ := utf8.DecodeRune(b)
	return r >= 0x80 && r < 0xa0 || unicode.Is(unicode.Bidi_Control, r)
}
