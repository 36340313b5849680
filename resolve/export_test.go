package resolve

import (
	"fmt"

	"golang.org/x/net/dns/dnsmessage"
)

// ToASCII and DialAddress let the external tests measure the conversion
// alone, without the network.
var (
	ToASCII     = toASCII
	DialAddress = dialAddress
)

// ServerAddr is the server a ServerResolver asks.
func ServerAddr(r *Resolver) string { return r.server.(*serverClient).addr }

// ReadAnswer reads packet as a ServerResolver reads the answer to a query
// with packet's own ID and question: the values its methods would return
// for the question's type, and the name that holds them. ok is false for
// a packet that it drops as the answer to another query.
func ReadAnswer(packet []byte) (values []string, owner string, ok bool, err error) {
	var p dnsmessage.Parser
	h, err := p.Start(packet)
	if err != nil {
		return nil, "", false, nil
	}
	q, err := p.Question()
	if err != nil {
		return nil, "", false, nil
	}
	m, err := answerTo(packet, h.ID, q)
	if m == nil {
		return nil, "", err != nil, err
	}
	records, owner, err := answerOf(m, q)
	if err != nil {
		return nil, "", true, err
	}
	switch q.Type {
	case dnsmessage.TypeA, dnsmessage.TypeAAAA:
		for _, a := range addrsOf(records) {
			values = append(values, a.String())
		}
	case dnsmessage.TypeCNAME:
		values = []string{chainEnd(records)}
	case dnsmessage.TypeMX:
		for _, mx := range mxOf(records) {
			values = append(values, fmt.Sprint(mx.Pref, " ", mx.Host))
		}
	case dnsmessage.TypeNS:
		for _, ns := range nsOf(records) {
			values = append(values, ns.Host)
		}
	case dnsmessage.TypeSRV:
		for _, s := range srvOf(records) {
			values = append(values, fmt.Sprint(s.Priority, " ", s.Weight, " ", s.Port, " ", s.Target))
		}
	case dnsmessage.TypeTXT:
		values = txtOf(records)
	case dnsmessage.TypePTR:
		values = ptrOf(records)
	default:
		return nil, "", false, nil // a type no method asks for
	}
	return values, owner, true, nil
}
