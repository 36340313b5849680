//go:build !amd64 || purego

package main

// byteMasks returns one bit per byte of the first 64 bytes of s (all of
// them if it is shorter), byte i in bit i, for the bytes equal to a, to b
// and to c, eight bytes at a time. The bits at and above len(s) are 0.
func byteMasks(s []byte, a, b, c byte) (ma, mb, mc uint64) {
	return byteMasksWords(s, a, b, c)
}

// byteMasks2 is byteMasks for two bytes, a and b: the bits of the bytes
// equal to each.
func byteMasks2(s []byte, a, b byte) (ma, mb uint64) {
	ma, mb, _ = byteMasksWords(s, a, b, b)
	return ma, mb
}

// blankHashMasks is byteMasks for --hosts: the bits of the blanks
// (spaces and tabs) of s and those of its '#'.
func blankHashMasks(s []byte) (blank, hash uint64) {
	sp, tab, hash := byteMasksWords(s, ' ', '\t', '#')
	return sp | tab, hash
}
