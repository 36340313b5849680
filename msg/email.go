package msg

// The sentences of package email: what is wrong with an address.
const (
	// EmailNoAt: the address has no '@'.
	EmailNoAt ID = "email.no-at"
)

var emailEnglish = []entry{
	{EmailNoAt, "the address has no '@'; enter an address such as name@example.com"},
}
