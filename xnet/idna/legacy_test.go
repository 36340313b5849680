package idna

import (
	"math"
	"strings"
	"unicode/utf8"

	"github.com/xn-go/xn/idna/trace"
)

// This file describes, as test oracles, the two behaviours of x/net v0.62.0
// that compat selects by a function: its Punycode decoder and its joiner
// state machine. They are written from x/net's observable behaviour, for
// TestXNetDifferential to show that a difference is exactly that class.

func init() {
	legacyDecode = xnetDecode
	legacyJoiners = xnetJoiners
}

// xnetDecode decodes as x/net does: the runes before the last hyphen are
// copied whatever they are, a label of basic runes only is not checked, at
// most 1024 runes are decoded, and a surrogate becomes U+FFFD.
func xnetDecode(enc string) (string, error) {
	if enc == "" {
		return "", nil
	}
	d := strings.LastIndexByte(enc, '-')
	switch {
	case d == 0:
		return "", punyError(enc)
	case d == len(enc)-1:
		return enc[:d], nil
	}
	out := []rune{}
	if d > 0 {
		out = []rune(enc[:d])
	}
	i, n, bias := int64(0), int64(128), int64(72)
	for pos := d + 1; pos < len(enc); {
		oldI, w := i, int64(1)
		for k := int64(36); ; k += 36 {
			if pos == len(enc) {
				return "", punyError(enc)
			}
			digit, ok := digitValue(enc[pos])
			pos++
			if !ok || i+digit*w > math.MaxInt32 {
				return "", punyError(enc)
			}
			i += digit * w
			t := min(max(k-bias, 1), 26)
			if digit < t {
				break
			}
			if w*(36-t) > math.MaxInt32 {
				return "", punyError(enc)
			}
			w *= 36 - t
		}
		if len(out) >= 1024 {
			return "", punyError(enc)
		}
		x := int64(len(out) + 1)
		bias = adaptBias(i-oldI, x, oldI == 0)
		n += i / x
		i %= x
		if n > utf8.MaxRune || n > math.MaxInt32 {
			return "", punyError(enc)
		}
		out = append(out[:i], append([]rune{rune(n)}, out[i:]...)...)
		i++
	}
	return string(out), nil
}

func digitValue(c byte) (int64, bool) {
	switch {
	case 'a' <= c && c <= 'z':
		return int64(c - 'a'), true
	case 'A' <= c && c <= 'Z':
		return int64(c - 'A'), true
	case '0' <= c && c <= '9':
		return int64(c-'0') + 26, true
	}
	return 0, false
}

// adaptBias is RFC 3492 section 6.1.
func adaptBias(delta, points int64, first bool) int64 {
	if first {
		delta /= 700
	} else {
		delta /= 2
	}
	delta += delta / points
	k := int64(0)
	for delta > 35*26/2 {
		delta /= 35
		k += 36
	}
	return k + 36*delta/(delta+38)
}

// The states and inputs of x/net's joiner automaton.
type joinState uint8

const (
	jStart joinState = iota
	jVirama
	jBefore
	jBeforeVirama
	jAfter
	jFail
)

type joinInput uint8

const (
	jOther joinInput = iota // non-joining, join-causing, or a mapped rune
	jL
	jD
	jT
	jR
	jZWJ
	jZWNJ
	jViramaIn
)

// joinMoves lists x/net's transitions; a pair that is not listed goes to
// jStart.
var joinMoves = map[joinState]map[joinInput]joinState{
	jStart:        {jL: jBefore, jD: jBefore, jZWNJ: jFail, jZWJ: jFail, jViramaIn: jVirama},
	jVirama:       {jL: jBefore, jD: jBefore},
	jBefore:       {jL: jBefore, jD: jBefore, jT: jBefore, jZWNJ: jAfter, jZWJ: jFail, jViramaIn: jBeforeVirama},
	jBeforeVirama: {jL: jBefore, jD: jBefore, jT: jBefore},
	jAfter:        {jL: jFail, jD: jBefore, jT: jAfter, jR: jStart, jZWNJ: jFail, jZWJ: jFail, jViramaIn: jAfter},
}

// xnetJoiners runs x/net's automaton over a label.
func xnetJoiners(label string) bool {
	st := jStart
	move := func(in joinInput) {
		if st != jFail {
			st = joinMoves[st][in]
		}
	}
	for _, r := range label {
		f := factsOf(r)
		in := jOther
		switch {
		case r == zwj:
			in = jZWJ
		case r == zwnj:
			in = jZWNJ
		case carriesMapping(f.Status):
		default:
			in = map[trace.JoiningType]joinInput{trace.JoinL: jL, trace.JoinD: jD, trace.JoinT: jT, trace.JoinR: jR}[f.JoiningType]
		}
		move(in)
		if f.Virama && f.Mark && !carriesMapping(f.Status) {
			move(jViramaIn)
		}
	}
	return st != jFail && st != jAfter
}
