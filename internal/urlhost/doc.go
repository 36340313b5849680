// Package urlhost is the part of the WHATWG URL Standard's host parsing
// that is not IDNA: IPv4 numbers and addresses, IPv6 addresses and their
// canonical text, percent-decoding, and the host and port of a URL's
// authority. It imports nothing of the module, so that the conversion
// packages above it (idna, form) share one copy of these rules.
package urlhost
