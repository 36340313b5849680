// Package idna is golang.org/x/net/idna (v0.62.0) on xn's tables: the same
// exported names with the same signatures and the same meaning, so that a
// program moves over by changing one import path,
//
//	import "golang.org/x/net/idna"
//
// to
//
//	import "github.com/xn-go/xn/xnet/idna"
//
// and nothing else. The profiles ([Punycode], [Lookup], [Display],
// [Registration]), [New] and its options, the package-level [ToASCII] and
// [ToUnicode] (x/net's Punycode profile, which neither maps nor validates)
// give x/net's results: the same output, the same success or failure, the
// same partial result returned with an error, and error text in x/net's form
// ("idna: disallowed rune U+005F", "idna: invalid label \"-a\""), so that
// programs that match it keep working. Options apply in order, later ones
// overriding earlier ones, and the presets MapForLookup and
// ValidateForRegistration overwrite what came before, as in x/net.
//
// The code point facts (UTS #46 status and mapping, Joining_Type, Bidi_Class,
// marks, viramas) come from xn's tables, normalization is exact NFC (no
// Stream-Safe joiners inserted) and Punycode is xn's bounded codec. Where
// x/net is wrong by the standards or unsafe, this package keeps xn's
// answer; docs/xnet-differences.md lists each such class with the text that
// decides it and the test that pins it. Examples are an xn-- label whose
// Punycode is empty, holds non-ASCII or decodes to a surrogate (x/net accepts
// them), invalid UTF-8 (x/net reads U+FFFD and may succeed), the Bidi and
// joiner rules (which x/net decides from the characters before mapping, and
// by a joiner state machine that accepts what RFC 5892 rejects), and input
// longer than 64 KiB (x/net has no bound).
//
// The Unicode version is the build's default, [UnicodeVersion]: 15.0.0 with
// Go 1.26 and 17.0.0 with Go 1.27, as x/net's own tables follow the toolchain.
//
// A program that wants every problem with its rule code, sentences for
// people, the WHATWG profile or other Unicode versions moves on to
// github.com/xn-go/xn/idna, whose profiles keep these names but not all of
// their meaning: docs/migrating.md says what changes.
package idna
