package label

// ACEPrefix is the ASCII Compatible Encoding prefix that marks a label
// holding Punycode (RFC 3490 section 5, RFC 5890 section 2.3.1). In a
// name it is matched without regard to case.
const ACEPrefix = "xn--"

// HasACEPrefix reports whether s begins with [ACEPrefix], in any mix of
// upper and lower case ("xn--", "XN--", "Xn--").
func HasACEPrefix(s string) bool {
	// c|0x20 folds 'X' to 'x' and 'N' to 'n'; no other byte folds onto them.
	return len(s) >= len(ACEPrefix) &&
		s[0]|0x20 == 'x' && s[1]|0x20 == 'n' && s[2] == '-' && s[3] == '-'
}

// TrimACEPrefix returns s without its leading [ACEPrefix] (matched as by
// [HasACEPrefix]) and true, or s unchanged and false if s does not begin
// with the prefix.
func TrimACEPrefix(s string) (body string, ok bool) {
	if !HasACEPrefix(s) {
		return s, false
	}
	return s[len(ACEPrefix):], true
}
