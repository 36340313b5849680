package spoof

import (
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/internal/fullnorm"
)

// Skeleton returns the skeleton of s, the form UTS #39 section 4 uses to
// test strings for confusability: two strings are confusable when their
// skeletons are equal. It implements the internalSkeleton operation of
// current UTS #39:
//
//  1. convert s to NFD;
//  2. remove the characters with Default_Ignorable_Code_Point;
//  3. replace each character that confusables.txt lists by its prototype;
//  4. convert the result to NFD again.
//
// A skeleton is a key for comparison, never something to show: it mixes
// scripts freely (the skeleton of "paypal" is "paypal", that of "rn" and of
// "m" is "rn", that of "1" is "l").
//
// Skeleton compares in logical order: it does not perform the bidirectional
// reordering of UTS #39 bidiSkeleton, which only matters for strings that mix
// left-to-right and right-to-left text. Each byte of invalid UTF-8 counts as
// U+FFFD.
//
// Input longer than idna.MaxInputLen bytes, the cap of every function of
// this package, is far beyond any domain name and is not examined:
// Skeleton returns "" for it, which no comparison should use (see
// Confusable, which reports false).
func Skeleton(s string) string {
	if tooLong(s) {
		return ""
	}
	if out, ok := asciiSkeleton(s); ok {
		return out
	}
	return string(appendSkeleton(nil, s))
}

// Confusable reports whether a and b are confusable in the sense of UTS #39
// section 4, that is, whether their skeletons are equal. "paypal" and
// "pаypal" (with a Cyrillic а) are confusable, and so are "rn" and "m".
// When either is longer than idna.MaxInputLen bytes, Confusable reports
// false without examining them.
func Confusable(a, b string) bool {
	if tooLong(a) || tooLong(b) {
		return false
	}
	return Skeleton(a) == Skeleton(b)
}

// tooLong reports input longer than idna.MaxInputLen bytes, the cap of
// package idna, which no function of this package examines: no domain
// name comes near it, and the work of a skeleton grows with the input
// (4 MiB of U+0301 took 3.6 s and 736 MB in Confusable before the cap).
func tooLong(s string) bool { return len(s) > idna.MaxInputLen }

// asciiSkeleton handles ASCII strings that no step changes: only eight ASCII
// characters have prototypes (" % 0 1 I ` m |), and ASCII is its own NFD.
func asciiSkeleton(s string) (string, bool) {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf {
			return "", false
		}
		if _, ok := prototype(rune(c)); ok {
			return "", false
		}
	}
	return s, true
}

// appendSkeleton appends the skeleton of s to dst.
//
// Both NFDs are exact (package fullnorm): x/text alone inserts U+034F into
// runs of more than 30 combining marks. The first is not computed with
// norm.Iter, which panics inside x/text (v0.43.0) on some sequences of
// combining marks, short ones included (TestSkeletonXTextIterPanics).
func appendSkeleton(dst []byte, s string) []byte {
	decomposed := fullnorm.AppendString(norm.NFD, nil, s)
	mapped := make([]byte, 0, len(decomposed))
	for len(decomposed) > 0 {
		r, size := utf8.DecodeRune(decomposed)
		decomposed = decomposed[size:]
		if isDefaultIgnorable(r) {
			continue
		}
		if p, ok := prototype(r); ok {
			mapped = append(mapped, p...)
			continue
		}
		mapped = utf8.AppendRune(mapped, r)
	}
	return fullnorm.Append(norm.NFD, dst, mapped)
}
