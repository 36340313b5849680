// Package punycode implements Punycode (RFC 3492), the encoding that IDNA
// uses for the part of an ACE label after "xn--". Bootstring, the general
// algorithm of which Punycode is one instance, is in package
// [github.com/xn-go/xn/internal/bootstring].
//
// The package does not add or remove the "xn--" prefix, split domain names
// into labels, or check IDNA rules; the label and idna packages do that.
//
// # Encoding and decoding
//
// [Encode] and [Decode] convert between a UTF-8 string and its Punycode
// string. [AppendEncode], [AppendDecode], [AppendEncodeRunes] and
// [AppendDecodeRunes] append to a buffer and do not allocate when the
// buffer has room and the input is as short as a label (see each function).
//
// Decoding follows RFC 3492 section 6.2 exactly: the delimiter is the last
// hyphen-minus, digits are read in either case, and every failure of the
// section is an error (non-basic code point before the delimiter, invalid
// digit, input ending inside an integer, overflow), as are decoded code
// points that are not Unicode scalar values (surrogates, values above
// U+10FFFF). Because of these checks, each string has at most one encoding:
// when Decode succeeds, Encode of the result gives the input back, with the
// digits in lowercase.
//
// # Arithmetic and limits
//
// All arithmetic is done on 32-bit unsigned values with the overflow checks
// of RFC 3492 section 6.4, maxint = 2^32-1, as in the RFC's sample code,
// whatever the size of int. The encoders also refuse an output that the
// decoder would reject with an overflow, so that everything they write can
// be decoded. Encode never fails on valid UTF-8 of at most 110 code points,
// which covers every DNS label.
//
// Every call is bounded by [MaxLen] (1 MiB) and takes O(n log n) time on
// any input: short inputs use the algorithms of the RFC, and long ones
// (more than 64 code points to encode, 1024 bytes to decode) use a Fenwick
// tree instead of the RFC's O(n^2) rescanning and insertion; a long input
// is decoded by insertion for as long as that moves no more than a few
// code points per input byte (insertions at or near the end, as in most
// text).
//
// # Errors
//
// Every failure to encode or decode an input is an [*Error] with the byte
// offset of the problem in the input (an index for the []rune input of
// [AppendEncodeRunes]) and one of the sentinel errors ([ErrInvalidUTF8],
// [ErrNonBasic], [ErrInvalidDigit], [ErrTruncated], [ErrOverflow],
// [ErrSurrogate], [ErrOutOfRange], [ErrTooLong], [ErrCaseFlags]), for use
// with [errors.Is] and [errors.As].
//
// # Mixed-case annotation
//
// [EncodeMixedCase] and [DecodeMixedCase] implement the optional
// annotation of RFC 3492 appendix A: one uppercase flag per code point,
// carried by the case of basic letters and of the last digit of each delta.
// IDNA does not use it; it explains the uppercase letters in some of the
// RFC's sample strings.
//
// # Tracing
//
// [EncodeTrace] and [DecodeTrace] report each delta as a [Step]: the code
// point, its insertion index, the delta, its digits and the new bias, as in
// the traces of RFC 3492 sections 7.2 and 7.3.
package punycode
