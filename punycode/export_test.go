package punycode

import "math"

// DecodePaths are the decoders of the package that the public functions
// choose between by input length and budget, each callable on any input,
// so that edge_test.go runs one table of edge cases through all of them.
// A path that may decline an input (pShort hands what it cannot decode to
// the general path) returns ErrDeclined.
var DecodePaths = []struct {
	Name   string
	Decode func(s string) ([]rune, error)
}{
	{"pShort", func(s string) ([]rune, error) {
		var words [maxShort]uint32
		count, size, ok := pShort(&words, s)
		if !ok || len(s) > shortDecodeMax {
			return nil, ErrDeclined
		}
		buf := make([]byte, size)
		putWords(buf, words[:count])
		return []rune(string(buf)), nil
	}},
	{"AppendDecodeRunes", func(s string) ([]rune, error) { return AppendDecodeRunes(nil, s) }},
	// Budgets of 0 and 1 moved code points: the post-budget path
	// (recording, then placing) from the first insertion not at the end.
	{"decodeWith/1", func(s string) ([]rune, error) { return decodeBudget(nil, s, 1) }},
	{"decodeWith/direct", func(s string) ([]rune, error) {
		return decodeWith(nil, s, false, nil, math.MaxInt)
	}},
	{"decodeWith/0", func(s string) ([]rune, error) {
		return decodeWith(nil, s, false, nil, 0)
	}},
	{"decodeWith/budget", func(s string) ([]rune, error) {
		return decodeWith(nil, s, false, nil, directBudget*len(s))
	}},
}

// decodeBudget decodes s with the Punycode codec and the given budget of
// moved code points.
func decodeBudget(out []rune, s string, budget int) ([]rune, error) {
	return decodeWith(out, s, false, nil, budget)
}

// pDecode decodes s by insertion, without a budget: the decoder of RFC 3492
// section 6.2 that the other paths are compared with.
func pDecode(out []rune, s string) ([]rune, error) { return decodeBudget(out, s, math.MaxInt) }

// ErrDeclined is what a DecodePaths entry returns for an input that it
// hands to another path.
var ErrDeclined = errorAt(-1, ErrTooLong)

// DecodeDirectMax and ShortDecodeMax are the input lengths at which the
// package-level decoders change strategy.
const (
	DecodeDirectMax = decodeDirectMax
	ShortDecodeMax  = shortDecodeMax
)

// ScanEncodeMax is the most code points that the package-level encoders
// encode by scanning (pEncodeScan).
const ScanEncodeMax = scanMax
