package resolve

// ToASCII and DialAddress let the external tests measure the conversion
// alone, without the network.
var (
	ToASCII     = toASCII
	DialAddress = dialAddress
)

// ServerAddr is the server a ServerResolver asks.
func ServerAddr(r *Resolver) string { return r.server.addr }
