package msg

// Parts of sentences: characters and lists.
const (
	// CharVisible: a character a person can see, %[1]s, quoted.
	CharVisible ID = "char.visible"
	// CharSpace: the character U+0020.
	CharSpace ID = "char.space"
	// CharInvisible: a character drawn as nothing, %[1]s its Unicode name.
	CharInvisible ID = "char.invisible"
	// ListPair: two things, %[1]s and %[2]s.
	ListPair ID = "list.pair"
	// ListMore: the first items of a longer list, %[1]s, and one more, %[2]s.
	ListMore ID = "list.more"
)

var charEnglish = []entry{
	{CharVisible, "'%[1]s'"},
	{CharSpace, "a space"},
	{CharInvisible, "the invisible character %[1]s"},
	{ListPair, "%[1]s and %[2]s"},
	{ListMore, "%[1]s, %[2]s"},
}

// Char returns a character as a person should see it in a sentence:
// visible characters quoted ('ü'), the space said as a space.
func Char(r rune) Message {
	if r == ' ' {
		return Message{ID: CharSpace}
	}
	return Message{ID: CharVisible, Args: []any{string(r)}}
}

// List joins items as a sentence lists them: "a", "a and b", "a, b and c".
func List(items ...any) any {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	head := items[0]
	for _, it := range items[1 : len(items)-1] {
		head = Message{ID: ListMore, Args: []any{head, it}}
	}
	return Message{ID: ListPair, Args: []any{head, items[len(items)-1]}}
}
