package punycode

import (
	"slices"
	"strings"
	"unicode/utf8"
	"unsafe"

	"github.com/xn-go/xn/internal/utf8fast"
)

// MaxLen bounds the size of every call: 1 MiB. An encoder accepts at most
// MaxLen code points and writes at most MaxLen bytes; a decoder accepts at
// most MaxLen bytes (and so writes at most MaxLen code points). Past the
// bound the call fails with [ErrTooLong]; an input is checked before any
// other work is done. Everything that an encoder writes can be decoded.
//
// The encoders and decoders take O(n log n) time on any input, so the bound
// is not needed for speed. It keeps the memory of one call near 20 MiB at
// most, and every count far below the 32-bit maxint of RFC 3492 section 6.4.
// A DNS label is at most 63 bytes long.
const MaxLen = 1 << 20

// stackRunes is the number of code points that the package-level functions
// convert in a buffer on the stack. It covers every DNS label.
const stackRunes = 64

// Encode returns the Punycode encoding of the UTF-8 string s (RFC 3492
// section 6.3), without any ACE prefix such as "xn--". Basic (ASCII) code
// points are copied with their case; digits are written in lowercase.
// Invalid UTF-8 fails with [ErrInvalidUTF8] and the offset of the first bad
// byte: it is never replaced with U+FFFD.
//
// Besides the overflow checks of RFC 3492 section 6.3, Encode fails with
// [ErrOverflow] when the decoder would overflow on its output, and with
// [ErrTooLong] past [MaxLen], so that a successful Encode always decodes
// back to s. Encode never fails on valid UTF-8 of at most 110 code points
// (see the package documentation).
func Encode(s string) (string, error) {
	var buf [4 * stackRunes]byte
	out, err := AppendEncode(buf[:0], s)
	if err != nil {
		return "", err
	}
	return string(out), nil
}

// AppendEncode appends the Punycode encoding of s to dst and returns the
// extended buffer, as [Encode] does. On error it returns dst unchanged, but
// the bytes between len(dst) and cap(dst) may have been overwritten (the
// literal portion is written before the deltas are computed).
//
// AppendEncode does not allocate when s has at most 64 code points and dst
// has room for the output.
func AppendEncode(dst []byte, s string) ([]byte, error) {
	if len(s) > 4*maxShort {
		// More than maxShort code points.
		return appendEncodeLong(dst, s)
	}
	orig := dst
	var keys [maxShort]uint64
	var basic uint64
	nk, total := 0, 0
	for i := 0; i < len(s); total++ {
		if total == maxShort {
			return appendEncodeLong(orig, s)
		}
		if c := s[i]; c < utf8.RuneSelf {
			dst = append(dst, c)
			basic |= 1 << total
			i++
			continue
		}
		r, size := utf8fast.DecodeRune(s, i)
		if r == utf8.RuneError && size == 1 {
			return orig, errorAt(i, ErrInvalidUTF8)
		}
		keys[nk] = uint64(r)<<8 | uint64(total)
		nk++
		i += size
	}
	if nk < total {
		dst = append(dst, pDelimiter)
	}
	out, err := pEncodeShort(dst, len(orig), keys[:nk], basic, total)
	if err != nil {
		return orig, byteOffsetError(err, s)
	}
	return out, nil
}

// AppendEncodeRunes appends the Punycode encoding of the code points rs to
// dst and returns the extended buffer. A surrogate fails with
// [ErrSurrogate], and a negative rune or one above U+10FFFF with
// [ErrOutOfRange]; [Error.Offset] is an index in rs. On error it returns
// dst unchanged, but the bytes between len(dst) and cap(dst) may have been
// overwritten.
//
// AppendEncodeRunes does not allocate when len(rs) is at most 64 and dst
// has room for the output.
func AppendEncodeRunes(dst []byte, rs []rune) ([]byte, error) {
	if len(rs) > maxShort {
		out, err := encode(dst, rs, nil, nil)
		if err != nil {
			return dst, err
		}
		return out, nil
	}
	orig := dst
	var keys [maxShort]uint64
	var basic uint64
	nk := 0
	for j, r := range rs {
		c := uint32(r)
		if c < utf8.RuneSelf {
			dst = append(dst, byte(c))
			basic |= 1 << j
			continue
		}
		if err := checkScalar(c); err != nil {
			return orig, errorAt(j, err)
		}
		keys[nk] = uint64(c)<<8 | uint64(j)
		nk++
	}
	if nk < len(rs) {
		dst = append(dst, pDelimiter)
	}
	out, err := pEncodeShort(dst, len(orig), keys[:nk], basic, len(rs))
	if err != nil {
		return orig, err
	}
	return out, nil
}

// Decode returns the UTF-8 string that the Punycode string s encodes (RFC
// 3492 section 6.2), without any ACE prefix such as "xn--". The delimiter is
// the last hyphen-minus; digits are accepted in either case, and the basic
// code points before the delimiter are copied with their case. Every failure
// of section 6.2 is reported, as are decoded surrogates ([ErrSurrogate]) and
// code points above U+10FFFF ([ErrOutOfRange]).
func Decode(s string) (string, error) {
	if len(s) <= shortDecodeMax {
		var words [maxShort]uint32
		if count, size, ok := pShort(&words, s); ok {
			if size == count {
				// Basic code points only: s is the literal portion and
				// its delimiter, or empty.
				return s[:size], nil
			}
			buf := make([]byte, size)
			putWords(buf, words[:count])
			return unsafe.String(unsafe.SliceData(buf), len(buf)), nil
		}
	}
	// A string of basic code points only decodes to itself: no copy.
	if b := strings.LastIndexByte(s, pDelimiter); b > 0 && b == len(s)-1 && len(s) <= MaxLen && isASCII(s) {
		return s[:b], nil
	}
	var buf [4 * stackRunes]byte
	out, err := appendDecodeRunes(buf[:0], s)
	if err != nil {
		return "", err
	}
	return string(out), nil
}

// AppendDecode appends the UTF-8 string that s encodes to dst and returns the
// extended buffer, as [Decode] does. On error it returns dst unchanged and
// has written nothing into it: the output is written only once s has been
// decoded. On success it writes only the bytes it appends.
//
// AppendDecode does not allocate when len(s) is at most 64 and dst has room
// for the output. s does not escape: in AppendDecode(dst, string(b)), the
// compiler can make the string on the stack when b is short (up to 32 bytes
// with gc today) instead of allocating it.
func AppendDecode(dst []byte, s string) ([]byte, error) {
	if len(s) <= shortDecodeMax {
		var words [maxShort]uint32
		if count, size, ok := pShort(&words, s); ok {
			dst = slices.Grow(dst, size)
			putWords(dst[len(dst):len(dst)+size], words[:count])
			return dst[:len(dst)+size], nil
		}
	}
	return appendDecodeRunes(dst, s)
}

// appendDecodeRunes is AppendDecode for the inputs that pShort does not
// decode: it decodes to runes, then writes them as UTF-8.
func appendDecodeRunes(dst []byte, s string) ([]byte, error) {
	var buf [stackRunes]rune
	rs, err := AppendDecodeRunes(buf[:0], s)
	if err != nil {
		return dst, err
	}
	return appendUTF8(dst, rs), nil
}

// AppendDecodeRunes appends the code points that s encodes to dst and returns
// the extended slice, as [Decode] does. On error it returns dst unchanged;
// the elements between its length and capacity may have been overwritten.
//
// AppendDecodeRunes does not allocate when len(s) is at most 1024 and dst has
// room for the output.
func AppendDecodeRunes(dst []rune, s string) ([]rune, error) {
	out, err := decode(dst, s, false, nil)
	if err != nil {
		return dst, err
	}
	return out, nil
}

// toRunes appends the code points of s to buf. It fails on invalid UTF-8 and
// on more than MaxLen code points.
func toRunes(buf []rune, s string) ([]rune, error) {
	if len(s) > cap(buf)-len(buf) {
		n := utf8.RuneCountInString(s)
		if n > MaxLen {
			return buf, errorAt(byteOffset(s, MaxLen), ErrTooLong)
		}
		buf = slices.Grow(buf, n)
	}
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			buf = append(buf, rune(c))
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			return buf, errorAt(i, ErrInvalidUTF8)
		}
		buf = append(buf, r)
		i += size
	}
	return buf, nil
}

// byteOffset returns the byte offset in s of the code point with the given
// index.
func byteOffset(s string, index int) int {
	for off := range s {
		if index == 0 {
			return off
		}
		index--
	}
	return len(s)
}

// byteOffsetError turns the code point index of an *Error about s into a
// byte offset.
func byteOffsetError(err error, s string) error {
	if e, ok := err.(*Error); ok {
		e.Offset = byteOffset(s, e.Offset)
	}
	return err
}

// appendUTF8 appends the UTF-8 encoding of rs, valid scalar values, to dst.
// It grows dst once, to the exact size, and writes the bytes itself: the
// decoders spend a large part of their time here.
func appendUTF8(dst []byte, rs []rune) []byte {
	n := len(rs)
	for _, r := range rs {
		if r >= utf8.RuneSelf {
			n++
			if r >= 0x800 {
				n++
				if r >= 0x10000 {
					n++
				}
			}
		}
	}
	dst = slices.Grow(dst, n)
	for _, r := range rs {
		switch {
		case r < utf8.RuneSelf:
			dst = append(dst, byte(r))
		case r < 0x800:
			dst = append(dst, 0xC0|byte(r>>6), 0x80|byte(r)&0x3F)
		case r < 0x10000:
			dst = append(dst, 0xE0|byte(r>>12), 0x80|byte(r>>6)&0x3F, 0x80|byte(r)&0x3F)
		default:
			dst = append(dst, 0xF0|byte(r>>18), 0x80|byte(r>>12)&0x3F, 0x80|byte(r>>6)&0x3F, 0x80|byte(r)&0x3F)
		}
	}
	return dst
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
