package dnsname

import "strings"

// DataToASCII converts a name found in DNS data, an owner name or a name
// inside a record, with [ToASCII]; two kinds of names that DNS data holds
// and IDNA refuses pass:
//
//   - a wildcard: a first label "*" is kept as it is and the rest of the
//     name converted ("*.bücher.example" is "*.xn--bcher-kva.example");
//   - a name of ASCII characters without an xn-- label is returned as it
//     is, unchecked: it has nothing to convert, and the DNS carries names
//     that are no host names (RFC 2317's "0/25.2.0.192.in-addr.arpa").
func DataToASCII(name string) (string, error) {
	return dataConvert(name, ToASCII)
}

// DataToUnicode is [DataToASCII] towards Unicode, with [ToUnicode].
func DataToUnicode(name string) (string, error) {
	return dataConvert(name, ToUnicode)
}

// NeedsConversion reports whether a name of DNS data has something for
// DataToASCII or DataToUnicode to convert or check: a non-ASCII byte or
// an xn-- label (in any case).
func NeedsConversion(name string) bool {
	for i := 0; i < len(name); i++ {
		if name[i] >= 0x80 {
			return true
		}
		if (i == 0 || name[i-1] == '.') && len(name)-i >= 4 && strings.EqualFold(name[i:i+4], "xn--") {
			return true
		}
	}
	return false
}

// dataConvert applies convert to name as DataToASCII describes.
func dataConvert(name string, convert func(string) (string, error)) (string, error) {
	if !NeedsConversion(name) {
		return name, nil
	}
	rest, wildcard := strings.CutPrefix(name, "*.")
	out, err := convert(rest)
	if err != nil || !wildcard {
		return out, err
	}
	return "*." + out, nil
}

// A NameError is a name of a record that could not be converted: Name as
// the record holds it and Err, the error of DataToASCII or DataToUnicode
// (an *idna.Error for what IDNA refuses).
type NameError struct {
	Name string
	Err  error
}

// Error returns the name and why it could not be converted.
func (e *NameError) Error() string { return "dnsname: " + e.Name + ": " + e.Err.Error() }

// Unwrap returns the conversion's error.
func (e *NameError) Unwrap() error { return e.Err }
