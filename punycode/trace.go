package punycode

// EncodeTrace encodes s as [Encode] does and calls fn once for each delta,
// in the order in which the deltas are written. On error, fn has been called
// for the deltas written before the failure.
//
// Tracing runs the loops that Encode runs for long inputs, and allocates
// Digits; the functions without a trace are not slowed down by it.
func EncodeTrace(s string, fn func(Step)) (string, error) {
	return encodeString(s, nil, fn)
}

// DecodeTrace decodes s as [Decode] does and calls fn once for each delta,
// in the order in which they are read. On error, fn has been called for the
// deltas read before the failure.
func DecodeTrace(s string, fn func(Step)) (string, error) {
	rs, err := decode(nil, s, false, fn)
	if err != nil {
		return "", err
	}
	return string(rs), nil
}
