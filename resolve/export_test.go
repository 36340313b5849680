package resolve

// ToASCII and DialAddress let the external tests measure the conversion
// alone, without the network.
var (
	ToASCII     = toASCII
	DialAddress = dialAddress
)
