package punycode

// The methods of Codec mirror the package-level functions, with the general
// algorithms of engine.go. Each exported method starts with c = c.get(), so
// that the zero Codec behaves as Punycode.

// get returns c, or the Punycode codec if c is the zero Codec (New never
// returns a Codec with base 0: Validate requires Base >= 3).
func (c *Codec) get() *Codec {
	if c.base == 0 {
		return punycode
	}
	return c
}

// Encode returns the encoding of the UTF-8 string s, as the package-level
// [Encode] does for Punycode.
func (c *Codec) Encode(s string) (string, error) {
	c = c.get()
	var buf [4 * stackRunes]byte
	out, err := c.AppendEncode(buf[:0], s)
	if err != nil {
		return "", err
	}
	return string(out), nil
}

// AppendEncode appends the encoding of s to dst, as the package-level
// [AppendEncode] does for Punycode. On error it returns dst unchanged, but
// the bytes between its length and capacity may have been overwritten.
func (c *Codec) AppendEncode(dst []byte, s string) ([]byte, error) {
	c = c.get()
	return c.appendEncode(dst, s, nil, nil)
}

func (c *Codec) appendEncode(dst []byte, s string, upper []bool, fn func(Step)) ([]byte, error) {
	var buf [stackRunes]rune
	rs, err := toRunes(buf[:0], s)
	if err != nil {
		return dst, err
	}
	if upper != nil && len(upper) != len(rs) {
		off := len(s)
		if len(upper) < len(rs) {
			off = byteOffset(s, len(upper))
		}
		return dst, errorAt(off, ErrCaseFlags)
	}
	out, err := c.encode(dst, rs, upper, fn)
	if err != nil {
		return dst, byteOffsetError(err, s)
	}
	return out, nil
}

// AppendEncodeRunes appends the encoding of the code points rs to dst, as
// the package-level [AppendEncodeRunes] does for Punycode. On error it
// returns dst unchanged, but the bytes between its length and capacity may
// have been overwritten.
func (c *Codec) AppendEncodeRunes(dst []byte, rs []rune) ([]byte, error) {
	c = c.get()
	out, err := c.encode(dst, rs, nil, nil)
	if err != nil {
		return dst, err
	}
	return out, nil
}

// Decode returns the UTF-8 string that s encodes, as the package-level
// [Decode] does for Punycode. A delta that decodes to a basic code point
// fails with [ErrBasicDelta] (possible only if InitialN < 0x80).
func (c *Codec) Decode(s string) (string, error) {
	c = c.get()
	var buf [stackRunes]rune
	rs, err := c.AppendDecodeRunes(buf[:0], s)
	if err != nil {
		return "", err
	}
	return string(rs), nil
}

// AppendDecode appends the UTF-8 string that s encodes to dst, as the
// package-level [AppendDecode] does for Punycode. On error it returns dst
// unchanged, and writes nothing into it.
func (c *Codec) AppendDecode(dst []byte, s string) ([]byte, error) {
	c = c.get()
	var buf [stackRunes]rune
	rs, err := c.AppendDecodeRunes(buf[:0], s)
	if err != nil {
		return dst, err
	}
	return appendUTF8(dst, rs), nil
}

// AppendDecodeRunes appends the code points that s encodes to dst, as the
// package-level [AppendDecodeRunes] does for Punycode. On error it returns
// dst unchanged, but the elements between its length and capacity may have
// been overwritten.
func (c *Codec) AppendDecodeRunes(dst []rune, s string) ([]rune, error) {
	c = c.get()
	out, err := c.decode(dst, s, false, nil)
	if err != nil {
		return dst, err
	}
	return out, nil
}
