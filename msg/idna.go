package msg

// The sentences of package idna: what is wrong with a domain name and what
// to do about it. %[1]s is, in most, the label as the person typed it
// (quoted, as [Label] returns it).
const (
	// IDNAEmpty: the name is empty.
	IDNAEmpty ID = "idna.empty"
	// IDNASpace: %[1]s the label; it holds a space.
	IDNASpace ID = "idna.space"
)

var idnaEnglish = []entry{
	{IDNAEmpty, "the name is empty; enter a domain name such as example.com"},
	{IDNASpace, "%[1]s has a space; remove it"},
}
