//go:build !purego

package idna

// asciiRules classifies the bytes of s, 1 to 64 of them, 16 at a time with
// SSE2 (ascii_amd64.s), and checks the label rules of the ASCII scan on
// the masks it finds: it returns the rule bits that apply to s (see
// ruleUpper) and, unless ruleBad is set, the positions of its dots, byte i
// in bit i.
//
//go:noescape
func asciiRules(s string) (rules, dots uint64)
