package punycode

// A Step describes one delta of the Bootstring algorithm: the insertion of
// one non-basic code point (RFC 3492 sections 3.2 to 3.4, traced as in
// section 7.2 and 7.3).
type Step struct {
	// CodePoint is the code point n that the delta inserts.
	CodePoint rune
	// Index is the position i, in code points, at which the decoder inserts
	// CodePoint into the extended string built so far.
	Index int
	// Delta is the number of decoder state changes that the delta encodes.
	Delta uint32
	// Digits is the generalized variable-length integer that represents
	// Delta, as written in the encoded string (with its case).
	Digits string
	// Offset is the byte offset of Digits in the encoded string.
	Offset int
	// Bias is the bias after adaptation, used for the next delta.
	Bias int
}
