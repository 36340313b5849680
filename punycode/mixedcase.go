package punycode

// Mixed-case annotation, RFC 3492 appendix A.
//
// A Punycode string can carry one uppercase/lowercase flag per code point:
// a basic code point carries it in its own case, and a non-basic one in the
// case of the last digit of its delta. The flags do not change the decoded
// code points; they are a hint for displaying a case-folded string.

// EncodeMixedCase returns the Punycode encoding of s with the mixed-case
// annotation upper, which holds one flag per code point of s. A basic
// letter is written uppercase if its flag is set and lowercase if not; other
// basic code points are copied. The last digit of the delta of a non-basic
// code point is written uppercase if its flag is set and lowercase if not.
// All other digits are lowercase.
//
// If len(upper) differs from the number of code points in s (a nil upper
// has none), EncodeMixedCase fails with [ErrCaseFlags] at the offset of the
// first code point without a flag, or at len(s) if there are more flags
// than code points. Otherwise it fails as [Encode] does.
func EncodeMixedCase(s string, upper []bool) (string, error) {
	if upper == nil {
		upper = []bool{}
	}
	return encodeString(s, upper, nil)
}

// DecodeMixedCase decodes s as [Decode] does, and also returns the
// mixed-case annotation: one flag per decoded code point, set if the code
// point is an uppercase basic letter, or if it is non-basic and the last
// digit of its delta is an uppercase letter.
func DecodeMixedCase(s string) (string, []bool, error) {
	rs, err := decode(nil, s, true, nil)
	if err != nil {
		return "", nil, err
	}
	upper := splitFlags(rs)
	return string(rs), upper, nil
}
