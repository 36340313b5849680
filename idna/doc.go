// Package idna converts internationalized domain names between their
// Unicode and ASCII forms (bücher.example ⇄ xn--bcher-kva.example) and
// validates them, following Unicode UTS #46 (the default), IDNA2008
// (RFC 5891 to 5893) or the WHATWG URL Standard. IDNA2003 (RFC 3490 with
// nameprep) is package github.com/xn-go/xn/idna2003, which returns this
// package's errors.
//
// # Which function for which job
//
// docs/validating.md says more, with examples:
//
//	a domain or email field of a form   package form: form.Domain, form.Email
//	a name about to be resolved         Lookup.ToASCII (AllowUnderscore for _dmarc, _sip._tcp)
//	a URL's host, with its port         WHATWG.HostToASCII
//	a strict RFC 5890 host name         IDNA2008Lookup (VerifyDNSLength on), IDNA2008 without mapping
//	a name to show a person             ToUnicode, then spoof.Display for whether to show it so
//	a registry given both label forms   IDNA2008.CheckLabelPair
//	an email address's domain           package email: email.ToASCII(Lookup, addr)
//	why a name fails, step by step      Profile.Explain (and the command xn explain)
//
// # Profiles
//
// A [Profile] is a set of rules. The predefined ones are [Lookup] (the
// default of the package-level [ToASCII] and [ToUnicode]), [Display],
// [Registration] and [Punycode], named and behaving like those of
// golang.org/x/net/idna, plus [UTS46] (the configuration of Unicode's
// conformance test), [IDNA2008] and [WHATWG]. [Profile.With]
// refines a profile with options named after the UTS #46 flags
// ([Transitional], [CheckHyphens], [CheckBidi], [CheckJoiners],
// [UseSTD3ASCIIRules], [VerifyDNSLength], [IgnoreInvalidPunycode]) or after
// x/net's; [New] builds one from scratch. Options do not depend on their
// order: they apply by precedence, and of two options that conflict the
// stricter wins (see [Option]).
//
// # Errors
//
// Every rule violation found is reported in an [*Error] (a rule about code
// points once per label), each with its rule code, a constant of package
// github.com/xn-go/xn/rule spelled as Unicode's IdnaTestV2.txt spells it
// (P1, P4, V1 to V7, U1, A3, A4_1, A4_2, B1 to B6, C1, C2, X4_2), the label
// index, the byte offset in the input and the offending code point.
// ToASCII returns "" on error, never a plausible-looking name; ToUnicode
// returns its best-effort result together with the error, as UTS #46
// specifies. Input that is not valid UTF-8 is an error with its offset,
// never silently replaced.
//
// Which to match on: a program that reacts to a kind of problem matches
// the sentinel families with errors.Is ([ErrDisallowed], [ErrHyphen],
// [ErrLength], [ErrBidi], [ErrJoiner], [ErrPunycode], [ErrInvalidUTF8], …),
// which do not change with the Unicode version. The codes are exact but
// follow the UTS #46 revision of the tables: a disallowed code point is V6
// with the 15.0.0 tables and V7 with the 17.0.0 ones, so Has("V6") is for
// conformance tests, not for programs that must survive a Go upgrade. To
// show the problems to a person, use [Error.Sentences], one sentence per
// thing to fix (package form's ProblemsOf adds each sentence's codes).
//
// # Unicode versions
//
// The tables follow the Unicode version of Go and golang.org/x/text:
// [UnicodeVersion] is 15.0.0 when built with Go 1.26 and 17.0.0 with Go
// 1.27, and the processing follows the UTS #46 revision of that version
// (the rule codes differ slightly between them; see docs/conformance.md).
//
// # Speed
//
// ToASCII checks an ASCII host name in one pass through a byte table and
// returns the input itself when it is already canonical, with no
// allocation. The Append forms ([Profile.AppendToASCII],
// [Profile.AppendToUnicode]) write into the caller's buffer. Profiles and the
// package-level functions are safe for concurrent use.
package idna
