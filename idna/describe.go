package idna

// Description is [Problem.String] without the code in front: what a
// developer reads of the problem ("disallowed code point U+005F '_' in
// label 1 at byte 2"), for a program that shows the code apart.
func (p Problem) Description() string {
	return string(p.appendTo(nil)[len(p.Code)+len(": "):])
}
