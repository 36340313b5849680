package resolve

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"strings"
	"time"

	"golang.org/x/net/dns/dnsmessage"
)

// The answers of a server that are not records, as the UnwrapErr of the
// *net.DNSError of a [ServerResolver]: match them with errors.Is.
var (
	// ErrNotExist: the name does not exist (NXDOMAIN). The text is net's
	// for a name that is not found.
	ErrNotExist = errors.New("no such host")
	// ErrNoRecord: the name exists but has no record of the type asked for
	// (NOERROR with no answer, "NODATA").
	ErrNoRecord = errors.New("no record of this type")
	// ErrRefused: the server refused the query (REFUSED).
	ErrRefused = errors.New("the server refused the query")
	// ErrServerFailure: the server could not answer (SERVFAIL), as for a
	// zone it cannot load or a signature that does not validate.
	ErrServerFailure = errors.New("the server failed to answer (SERVFAIL)")
)

// ServerResolver returns a Resolver that sends every question to the DNS
// server at server, as dig @server does: "host:port", or a host alone for
// port 53 ("192.0.2.53", "[2001:db8::53]", "ns.bücher.example"). The
// server's own name is converted as [Dialer] converts a host, and looked
// up by the system's resolver.
//
// Unlike a [net.Resolver] whose Dial hook picks the server, it consults
// neither /etc/hosts nor the search domains of resolv.conf: "vm" is asked
// as "vm.", 127.0.0.1's names as 1.0.0.127.in-addr.arpa.; LookupCNAME
// gives the target of the name's CNAME record, as dig asks for it (one
// step; net follows a chain to its end). Queries go over
// UDP, and again over TCP when the answer is truncated; each attempt has
// five seconds, within the deadline of the context. Its errors are
// *[net.DNSError] values that name this server and unwrap to [ErrNotExist],
// [ErrNoRecord], [ErrRefused], [ErrServerFailure], or the network's error.
// LookupPort reads the system's services database, as net does: it asks
// no DNS server.
//
// The queries are built with golang.org/x/net/dns/dnsmessage.
func ServerResolver(server string) *Resolver {
	if _, _, err := net.SplitHostPort(server); err != nil {
		server = net.JoinHostPort(strings.Trim(server, "[]"), "53")
	}
	return &Resolver{server: &serverClient{addr: server}}
}

// serverClient asks one DNS server the questions of a ServerResolver.
type serverClient struct {
	addr string // host:port
}

const (
	attemptTimeout = 5 * time.Second
	udpAttempts    = 2
	maxCNAMEs      = 8 // the longest CNAME chain followed within one answer
)

// lookup asks the server for the records of type qtype of name (converted
// already), following CNAME records within the answer, and returns the
// records and the name that holds them (name, or the chain's last target).
func (c *serverClient) lookup(ctx context.Context, name string, qtype dnsmessage.Type) ([]dnsmessage.Resource, string, error) {
	name = fullyQualified(name) // no search list: the name as given, as dig asks it
	qname, err := dnsmessage.NewName(name)
	if err != nil {
		return nil, "", c.dnsError(name, err)
	}
	q := dnsmessage.Question{Name: qname, Type: qtype, Class: dnsmessage.ClassINET}
	m, err := c.exchange(ctx, q)
	if err != nil {
		return nil, "", c.dnsError(name, err)
	}
	records, owner, err := answerOf(m, q)
	if err != nil {
		return nil, "", c.dnsError(name, err)
	}
	return records, owner, nil
}

// answerOf reads the answer m to the question q: the records of q's type
// that hold for q's name, following CNAME records, and the name that holds
// them; or the error of its response code, or ErrNoRecord for none.
func answerOf(m *dnsmessage.Message, q dnsmessage.Question) ([]dnsmessage.Resource, string, error) {
	if err := rcodeError(m.Header.RCode); err != nil {
		return nil, "", err
	}
	records, owner := chain(m.Answers, q.Name.String(), q.Type)
	if len(records) == 0 {
		return nil, "", ErrNoRecord
	}
	return records, owner, nil
}

// chain returns the answers of type qtype owned by name, or by the last
// name of the CNAME chain that starts at name, and that name.
func chain(answers []dnsmessage.Resource, name string, qtype dnsmessage.Type) ([]dnsmessage.Resource, string) {
	for range maxCNAMEs + 1 {
		var matched []dnsmessage.Resource
		next := ""
		for _, a := range answers {
			if !strings.EqualFold(a.Header.Name.String(), name) || a.Header.Class != dnsmessage.ClassINET {
				continue
			}
			switch {
			case a.Header.Type == qtype:
				matched = append(matched, a)
			case a.Header.Type == dnsmessage.TypeCNAME:
				next = a.Body.(*dnsmessage.CNAMEResource).CNAME.String()
			}
		}
		if len(matched) > 0 || next == "" {
			return matched, name
		}
		name = next
	}
	return nil, name
}

// rcodeError is the error of a response code other than NOERROR.
func rcodeError(rc dnsmessage.RCode) error {
	switch rc {
	case dnsmessage.RCodeSuccess:
		return nil
	case dnsmessage.RCodeNameError:
		return ErrNotExist
	case dnsmessage.RCodeRefused:
		return ErrRefused
	case dnsmessage.RCodeServerFailure:
		return ErrServerFailure
	}
	return fmt.Errorf("server misbehaving: response code %v", rc)
}

// dnsError is the *net.DNSError of a question about name: it names this
// server and unwraps to err.
func (c *serverClient) dnsError(name string, err error) *net.DNSError {
	var ne net.Error
	timeout := errors.Is(err, context.DeadlineExceeded) || errors.As(err, &ne) && ne.Timeout()
	return &net.DNSError{
		Err:         err.Error(),
		Name:        name,
		Server:      c.addr,
		IsTimeout:   timeout,
		IsTemporary: timeout || errors.Is(err, ErrServerFailure),
		IsNotFound:  errors.Is(err, ErrNotExist) || errors.Is(err, ErrNoRecord),
		UnwrapErr:   err,
	}
}

// exchange sends the question over UDP, retried once after a timeout, and
// over TCP when the answer is truncated.
func (c *serverClient) exchange(ctx context.Context, q dnsmessage.Question) (*dnsmessage.Message, error) {
	var err error
	for range udpAttempts {
		var m *dnsmessage.Message
		m, err = c.attempt(ctx, "udp", q)
		if err == nil && m.Header.Truncated {
			return c.attempt(ctx, "tcp", q)
		}
		var ne net.Error
		if err == nil || expired(ctx) != nil || !(errors.As(err, &ne) && ne.Timeout()) {
			return m, err
		}
	}
	return nil, err
}

// attempt sends the question once on network and reads the answer.
func (c *serverClient) attempt(parent context.Context, network string, q dnsmessage.Question) (*dnsmessage.Message, error) {
	ctx, cancel := context.WithTimeout(parent, attemptTimeout)
	defer cancel()
	id := uint16(rand.Uint32())
	query, err := (&dnsmessage.Message{
		Header:    dnsmessage.Header{ID: id, RecursionDesired: true},
		Questions: []dnsmessage.Question{q},
	}).Pack()
	if err != nil {
		return nil, err
	}
	conn, err := (&Dialer{}).DialContext(ctx, network, c.addr)
	if err != nil {
		return nil, err
	}
	defer conn.Close()
	deadline, _ := ctx.Deadline()
	conn.SetDeadline(deadline)
	stop := context.AfterFunc(ctx, func() { conn.SetDeadline(time.Unix(1, 0)) }) // a cancel ends the wait
	defer stop()
	var m *dnsmessage.Message
	if network == "tcp" {
		m, err = exchangeTCP(conn, query, id, q)
	} else {
		m, err = exchangeUDP(conn, query, id, q)
	}
	if err != nil && expired(parent) != nil {
		return nil, expired(parent)
	}
	return m, err
}

// expired is the error of ctx once it is done or its deadline has passed:
// a connection's deadline set to the context's can fire before the
// context's own timer does.
func expired(ctx context.Context) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if d, ok := ctx.Deadline(); ok && !time.Now().Before(d) {
		return context.DeadlineExceeded
	}
	return nil
}

// exchangeUDP writes the query and reads packets until the answer to it
// comes; packets that answer something else are dropped, as a stray or
// forged answer would be.
func exchangeUDP(conn net.Conn, query []byte, id uint16, q dnsmessage.Question) (*dnsmessage.Message, error) {
	if _, err := conn.Write(query); err != nil {
		return nil, err
	}
	buf := make([]byte, 65535)
	for {
		n, err := conn.Read(buf) // ends at the deadline at the latest
		if err != nil {
			return nil, err
		}
		if m, err := answerTo(buf[:n], id, q); m != nil || err != nil {
			return m, err
		}
	}
}

// exchangeTCP writes the query with its two-octet length (RFC 1035
// section 4.2.2) and reads the answer.
func exchangeTCP(conn net.Conn, query []byte, id uint16, q dnsmessage.Question) (*dnsmessage.Message, error) {
	if _, err := conn.Write(append(binary.BigEndian.AppendUint16(nil, uint16(len(query))), query...)); err != nil {
		return nil, err
	}
	var size [2]byte
	if _, err := io.ReadFull(conn, size[:]); err != nil {
		return nil, err
	}
	buf := make([]byte, binary.BigEndian.Uint16(size[:]))
	if _, err := io.ReadFull(conn, buf); err != nil {
		return nil, err
	}
	m, err := answerTo(buf, id, q)
	if m == nil && err == nil {
		err = errMisbehaving
	}
	return m, err
}

// errMisbehaving is the error of an answer that cannot be read.
var errMisbehaving = errors.New("server misbehaving: an answer that cannot be read")

// answerTo parses packet: the answer to the query id with the question q,
// nil and no error for a packet that answers something else, or an error
// for an answer to q that cannot be read.
func answerTo(packet []byte, id uint16, q dnsmessage.Question) (*dnsmessage.Message, error) {
	var p dnsmessage.Parser
	h, err := p.Start(packet)
	if err != nil || h.ID != id || !h.Response {
		return nil, nil
	}
	got, err := p.Question()
	if err != nil || !strings.EqualFold(got.Name.String(), q.Name.String()) || got.Type != q.Type || got.Class != q.Class {
		return nil, nil
	}
	var m dnsmessage.Message
	if err := m.Unpack(packet); err != nil || len(m.Questions) != 1 {
		return nil, errMisbehaving
	}
	return &m, nil
}
