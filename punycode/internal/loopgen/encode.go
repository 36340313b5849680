// Package loopgen writes punycode/loops_gen.go: the main loops of the
// Bootstring encoder and decoder (RFC 3492 sections 6.3 and 6.2), each
// written once here as a template, in the forms that package punycode
// keeps. Each form supplies only what differs.
//
// The encoder's loop (this file) has three forms:
//
//   - pEncodeShort, the package-level functions' encoder for at most 64
//     code points, keeps the handled positions in one uint64 (a popcount
//     per count) and has the Punycode parameters as constants;
//   - pEncodeLong, theirs for more, keeps them in a bitset with a Fenwick
//     tree over its words (its buffers and tree in long.go);
//   - Codec.encodeDeltas, the general Codec's for any length, uses the same
//     bitset and tree with the Codec's parameters, mixed-case flags and
//     tracing.
//
// The short form exists for speed: labels are its input, and the bitset's
// bookkeeping costs the package-level encoder about 10% more instructions
// per label (docs/punycode.md). The decoder's loop (decode.go) has two
// forms: the package-level functions' (Punycode constants) and the Codec's
// (its parameters, mixed-case flags, tracing).
//
// TestLoopsGenerated in package punycode checks that loops_gen.go is what
// Generate writes, byte for byte.
package loopgen

import (
	"bytes"
	"go/format"
	"text/template"
)

// A form is what one encoder supplies to the loop.
type form struct {
	Name string // for comments
	// Func is the signature, Setup the code before the loop (it declares
	// keys, b, h, n, delta, bias, oldi) and Return the final return.
	Func, Setup, Return string
	Key                 string // the code point of keys[g] (uint32)
	Pass                string // at the start of a pass, after first := g
	// Count declares index (the handled code points before this
	// occurrence, and the earlier occurrences of n) and adds to delta the
	// handled code points since the previous occurrence.
	Count     string
	Err       string // the function that returns an *Error at the position of keys[g]
	Digits    string // appends the digits of delta to dst, setting ok
	Adapt     string // sets bias; may trace
	Added     string // after the delta, for the occurrence
	AfterPass string // adds to delta the handled code points after the last occurrence
}

var encodeForms = []form{
	{
		Name: "pEncodeShort",
		Func: `// pEncodeShort writes the deltas of the Punycode encoding of a string of
// total <= maxShort code points (RFC 3492 section 6.3), after its literal
// portion, which the caller has written into dst[start:] followed by the
// delimiter if needed. keys holds code point<<8 | position for each
// non-basic code point, and basic has the bits of the positions of the
// basic ones. Error offsets are positions; the result is undefined on
// error.
//
// Section 6.3 scans the whole string once per distinct code point n and
// counts the code points below n (or basic) between two occurrences of n.
// pEncodeShort sorts the keys instead, and keeps the positions of the code
// points already handled in a bitmask, so that each count is one popcount.
func pEncodeShort(dst []byte, start int, keys []uint64, basic uint64, total int) ([]byte, error)`,
		Setup: `sortKeys(keys)
	b := uint32(total - len(keys))
	h := b
	n, delta, bias := uint32(pInitialN), uint64(0), uint32(pInitialBias)
	oldi := uint32(0) // the decoder's i before it reads the next delta
	handled := basic`,
		Return: `return dst, nil`,
		Key:    `uint32(keys[g] >> 8)`,
		Pass: `counted := uint64(0) // the positions up to the previous occurrence of n
		equal := uint32(0)   // occurrences of n already inserted
		added := uint64(0)   // the positions of n`,
		Count: `bit := uint64(1) << (keys[g] & 0xFF)
			below := bit - 1
			delta += uint64(bits.OnesCount64(handled & below &^ counted))
			index := uint32(bits.OnesCount64(handled&below)) + equal`,
		Err:    "positionError",
		Digits: `dst, ok = pEncodeDelta(dst, uint32(delta), bias)`,
		Adapt:  `bias = pAdapt(uint32(delta), h+1, h == b)`,
		Added: `counted = below | bit
			added |= bit`,
		AfterPass: `// The handled code points after the last occurrence of n. delta
		// was 0 after that occurrence, so it stays below maxShort here: no
		// overflow check is needed (see maxLenFits, large.go).
		delta += uint64(bits.OnesCount64(handled &^ counted))
		handled |= added`,
	},
	{
		Name: "pEncodeLong",
		Func: `// pEncodeLong writes the delimiter, if there are basic code points, and the
// deltas of the Punycode encoding of a string of total code points, after
// its basic code points, which the caller has written into dst[start:].
// buf.keys holds code point<<32 | position for each non-basic code point, in
// the order of the positions, and buf.words has the bits of the positions of
// the basic ones. Error offsets are positions; the result is undefined on
// error.
func pEncodeLong(dst []byte, start int, buf encodeBuffers, total int) ([]byte, error)`,
		Setup: `keys := buf.keys
	b := uint32(total - len(keys))
	if b > 0 {
		dst = append(dst, pDelimiter)
	}
	if len(dst)-start > MaxLen {
		return dst, errorAt(total, ErrTooLong)
	}
	sortWork := radixSort(keys, buf.tmp, 32)
	words, tree := buf.words, buf.tree
	steps := initTree(words, tree)
	h := b
	n, delta, bias := uint32(pInitialN), uint64(0), uint32(pInitialBias)
	oldi := uint32(0) // the decoder's i before it reads the next delta`,
		Return: `reportWork(sortWork + steps + total + len(dst) - start)
	return dst, nil`,
		Key:    `uint32(keys[g] >> 32)`,
		Pass:   longPass,
		Count:  longCount,
		Err:    "longPositionError",
		Digits: `dst, ok = pEncodeDelta(dst, uint32(delta), bias)`,
		Adapt: `// pAdapt, without its division when the quotient is 0, as it
			// is for most deltas of long input.
			dd := pDampen(uint32(delta), h == b)
			if dd > h {
				dd += divide(dd, h+1)
			}
			bias = pAdaptScaled(dd)`,
		Added:     `steps += addPosition(words, tree, j)`,
		AfterPass: longAfterPass,
	},
	{
		Name: "Codec.encodeDeltas",
		Func: `// encodeDeltas writes the deltas for encode, as pEncodeLong does, with the
// parameters of c, the mixed-case flags upper (if not nil) and the trace
// fn (if not nil).
func (c *Codec) encodeDeltas(dst []byte, start int, buf encodeBuffers, b uint32, upper []bool, fn func(Step)) ([]byte, error)`,
		Setup: `keys, words, tree := buf.keys, buf.words, buf.tree
	sortWork := sortEncodeKeys(keys, buf.tmp)
	steps := initTree(words, tree)
	h := b
	n, delta, bias := c.initialN, uint64(0), c.initialBias
	oldi := uint32(0) // the decoder's i before it reads the next delta`,
		Return: `reportWork(sortWork + steps + len(dst) - start)
	return dst, nil`,
		Key:   `uint32(keys[g] >> 32)`,
		Pass:  longPass,
		Count: longCount,
		Err:   "longPositionError",
		Digits: `at := len(dst)
			dst, ok = c.encodeDelta(dst, uint32(delta), bias, upper != nil, upper != nil && upper[j])`,
		Adapt: `bias = c.adapt(uint32(delta), h+1, h == b)
			if fn != nil {
				fn(Step{CodePoint: rune(n), Index: int(index), Delta: uint32(delta), Digits: string(dst[at:]), Offset: at - start, Bias: int(bias)})
			}`,
		Added:     `steps += addPosition(words, tree, j)`,
		AfterPass: longAfterPass,
	},
}

const (
	longPass = `inPass := h          // handled code points before this pass
		counted := uint32(0) // handled code points before the previous occurrence of n
		equal := uint32(0)   // occurrences of n already inserted`
	longCount = `j := int(uint32(keys[g]))
			// The earlier occurrences of n are in handled already: they
			// count in the index, not in delta.
			index, k := countBelow(words, tree, j)
			steps += k
			before := index - equal
			// Only the first occurrence can overflow here: delta is 0
			// after each (see maxLenFits, large.go).
			delta += uint64(before - counted)
			counted = before`
	longAfterPass = `// The handled code points after the last occurrence of n: at
		// most the number of code points: no overflow (maxLenFits).
		delta += uint64(inPass - counted)`
)

// encodeLoop is the encoder's main loop, written once for every form.
const encodeLoop = `{{range .}}
{{.Func}} {
	{{.Setup}}
	for g := 0; g < len(keys); {
		m := {{.Key}}
		delta += uint64(m-n) * uint64(h+1)
		if delta > maxInt {
			return dst, {{.Err}}(keys, g, ErrOverflow)
		}
		n = m
		first := g
		{{.Pass}}
		for ; g < len(keys) && {{.Key}} == n; g++ {
			{{.Count}}
			// The decoder reads this delta into i = oldi + delta and must
			// not overflow either (see Encode).
			if delta+uint64(oldi) > maxInt {
				return dst, {{.Err}}(keys, first, ErrOverflow)
			}
			var ok bool
			{{.Digits}}
			if !ok {
				return dst, {{.Err}}(keys, first, ErrOverflow)
			}
			if len(dst)-start > MaxLen {
				return dst, {{.Err}}(keys, first, ErrTooLong)
			}
			{{.Adapt}}
			delta = 0
			h++
			oldi = index + 1
			equal++
			{{.Added}}
		}
		{{.AfterPass}}
		delta++
		n++
	}
	{{.Return}}
}
{{end}}`

const header = `// Code generated by "go run ./internal/loopgen/cmd"; DO NOT EDIT.

// The main loops of the Bootstring encoder and decoder, each in the forms
// that package punycode keeps, written from one template each (package
// loopgen): see there for what each form changes.

package punycode

import (
	"math/bits"
	"slices"
	"strings"
	"unicode/utf8"
)
`

// Generate returns the contents of loops_gen.go, formatted.
func Generate() ([]byte, error) {
	var buf bytes.Buffer
	buf.WriteString(header)
	for _, part := range []struct {
		text  string
		forms any
	}{{encodeLoop, encodeForms}, {decodeLoop, decodeForms}} {
		t, err := template.New("loop").Parse(decodeDelta)
		if err == nil {
			_, err = t.Parse(part.text)
		}
		if err != nil {
			return nil, err
		}
		if err := t.Execute(&buf, part.forms); err != nil {
			return nil, err
		}
	}
	return format.Source(buf.Bytes())
}
