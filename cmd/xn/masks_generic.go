//go:build !amd64 || purego

package main

// byteMasks returns one bit per byte of the first 64 bytes of s (all of
// them if it is shorter), byte i in bit i, for the bytes equal to a, to b
// and to c, eight bytes at a time. The bits at and above len(s) are 0.
func byteMasks(s []byte, a, b, c byte) (ma, mb, mc uint64) {
	return byteMasksWords(s, a, b, c)
}
