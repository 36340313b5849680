package label

import "iter"

// A Label is one label of a domain name, as produced by [All].
type Label struct {
	Text   string // the label's bytes, without any dot; may be empty
	Offset int    // byte offset of Text in the name that was split
	Index  int    // position of the label in the name, counting from 0
}

// All returns an iterator over the labels of name, split at the four IDNA
// dots (see [IndexDot]). It does not allocate; slices.Collect(All(name))
// gives the labels as a slice.
//
// The rules:
//
//   - A trailing dot is the separator of the root label. It is not reported
//     as an empty label; use [TrimRoot] to learn whether it was there. Only
//     one trailing dot is treated this way.
//   - Every other dot separates two labels, so a leading dot, two dots in a
//     row, or two trailing dots yield empty labels. All reports them; the
//     caller decides whether they are errors ([CheckLength] rejects them).
//   - The empty name and a name that is only a root dot have no labels.
//   - Bytes that are not valid UTF-8 are kept in the label text unchanged;
//     they never separate labels.
//
// The labels' texts, joined by the dots found between them, followed by
// the root dot if any, give name back byte for byte.
func All(name string) iter.Seq[Label] {
	return func(yield func(Label) bool) {
		rest, _ := TrimRoot(name)
		if rest == "" {
			return
		}
		for off, index := 0, 0; ; index++ {
			i, size := IndexDot(rest[off:])
			if i < 0 {
				yield(Label{Text: rest[off:], Offset: off, Index: index})
				return
			}
			if !yield(Label{Text: rest[off : off+i], Offset: off, Index: index}) {
				return
			}
			off += i + size
		}
	}
}
