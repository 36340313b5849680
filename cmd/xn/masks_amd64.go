//go:build !purego

package main

// byteMasks returns one bit per byte of the first 64 bytes of s (all of
// them if it is shorter), byte i in bit i, for the bytes equal to a, to b
// and to c: 16 bytes at a time with SSE2 (masks_amd64.s). The bits at and
// above len(s) are 0.
//
//go:noescape
func byteMasks(s []byte, a, b, c byte) (ma, mb, mc uint64)

// byteMasks2 is byteMasks for two bytes, a and b: the bits of the bytes
// equal to each, with two comparisons a block instead of three.
//
//go:noescape
func byteMasks2(s []byte, a, b byte) (ma, mb uint64)

// blankHashMasks is byteMasks for --hosts: the bits of the blanks
// (spaces and tabs) of s and those of its '#'.
//
//go:noescape
func blankHashMasks(s []byte) (blank, hash uint64)
