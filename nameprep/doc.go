// Package nameprep implements nameprep (RFC 3491), the stringprep profile
// (RFC 3454) that IDNA2003 (RFC 3490) applies to each label of a domain
// name before Punycode.
//
// [Prepare] and [AppendPrepare] run the whole profile on one label. Its
// first two steps are also available on their own, for diagnostics:
// [Map] and [Normalize]. [Tables] tells which of the tables of RFC 3454
// that nameprep uses list a code point.
//
// Nameprep deletes or folds some characters, normalizes, and rejects a few
// classes of code points; it does not apply the rules IDNA adds on top
// (STD3 ASCII rules, label length), so a label such as "a b" or one holding
// U+0000 passes it unchanged.
//
// # Tables
//
// The tables A.1, B.1, B.2, C.1.2, C.2.2, C.3 to C.9, D.1 and D.2 are
// generated from the text of RFC 3454 by the program in internal/gen (see
// the go:generate line below) into tables.go, which must not be edited by
// hand. A test regenerates the file in memory and compares it byte for
// byte.
//
// # Unicode 3.2
//
// RFC 3491 is bound to Unicode 3.2, while
// golang.org/x/text implements the Unicode version of the Go release.
// Normalization is adjusted to give the Unicode 3.2 result for every input:
//
//   - U+2F868, U+2F874, U+2F91F, U+2F95F and U+2F9BF, whose decompositions
//     Corrigendum #4 corrected in Unicode 4.0, decompose as in Unicode 3.2
//     (for example U+2F868 to U+2136A, not U+36FC). U+F951 was corrected
//     in Unicode 3.2 itself and decomposes to U+964B.
//   - Code points unassigned in Unicode 3.2 (table A.1), which pass through
//     when allowUnassigned is true, are not decomposed, reordered or
//     composed, as Unicode 3.2 knew nothing of them.
//   - Runs of more than 30 combining marks are normalized in full, without
//     the U+034F that x/text inserts (the Stream-Safe Text Format).
//
// Sequences such as <U+0B47, U+0300, U+0B3E> are not composed, following
// Unicode Corrigendum #5 (PRI #29), as x/text, ICU, libidn and Python do.
//
// # Errors
//
// Errors are of type [*Error]: the rule code that failed, the table listing
// the offending code point, the code point and its byte offset; a program
// tells the rules apart by [Error.Code] (UTF8, NP_PROHIBITED, NP_BIDI or
// NP_UNASSIGNED). Prepare reports offsets in its input label; see [Error] for how a
// character produced by normalization is attributed to the input.
//
// Invalid UTF-8 is reported, never replaced. A surrogate code point
// encoded in three bytes (ED A0 80 to ED BF BF), invalid in UTF-8, is
// decoded instead and rejected as a prohibited code point of table C.5, as
// RFC 3454 provides for surrogates.
package nameprep

//go:generate go run ./internal/gen -o tables.go
