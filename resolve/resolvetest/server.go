// Package resolvetest runs a DNS server in the test process: it answers
// over UDP on a loopback port from a fixed set of records (read from a zone
// file with [ParseZone]) and records every question that reaches it, so
// that a test can check what went out on the wire, and that nothing did.
// It is built on golang.org/x/net/dns/dnsmessage and is for tests only: it
// answers as an authoritative server for the records it has, follows CNAME
// records among them, and knows no delegation, wildcards or DNSSEC.
package resolvetest

import (
	"context"
	"errors"
	"net"
	"slices"
	"strings"
	"sync"
	"testing"

	"golang.org/x/net/dns/dnsmessage"
)

// A Server is a DNS server on a loopback UDP port.
type Server struct {
	// Addr is the server's address, "127.0.0.1:PORT".
	Addr string

	conn    net.PacketConn
	records []dnsmessage.Resource
	done    chan struct{}

	mu        sync.Mutex
	packets   int
	questions []dnsmessage.Question
	refused   []string
}

// NewServer starts a server that answers from records. Close stops it.
func NewServer(records []dnsmessage.Resource) (*Server, error) {
	conn, err := net.ListenPacket("udp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	s := &Server{Addr: conn.LocalAddr().String(), conn: conn, records: records, done: make(chan struct{})}
	go s.serve()
	return s, nil
}

// Start starts a server that answers from records for the test tb, which
// fails at once if it cannot start; the end of the test stops it.
func Start(tb testing.TB, records []dnsmessage.Resource) *Server {
	tb.Helper()
	s, err := NewServer(records)
	if err != nil {
		tb.Fatalf("resolvetest: %v", err)
	}
	tb.Cleanup(func() { s.Close() })
	return s
}

// Close stops the server and waits until it has.
func (s *Server) Close() error {
	err := s.conn.Close()
	<-s.done
	return err
}

// Packets returns how many packets reached the server, parsable or not.
func (s *Server) Packets() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.packets
}

// Questions returns the questions received so far, in the order they came.
func (s *Server) Questions() []dnsmessage.Question {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]dnsmessage.Question(nil), s.questions...)
}

// Reset forgets the packets and questions received so far.
func (s *Server) Reset() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.packets, s.questions = 0, nil
}

// Resolver returns a Go resolver whose queries go to s, for a
// resolve.Resolver or a net.Dialer: as every Go resolver, it answers from
// /etc/hosts first and tries the search domains of resolv.conf for a name
// without a trailing dot. resolve.ServerResolver(s.Addr) asks s every
// question.
func (s *Server) Resolver() *net.Resolver {
	return &net.Resolver{
		PreferGo: true,
		Dial: func(ctx context.Context, network, _ string) (net.Conn, error) {
			return (&net.Dialer{}).DialContext(ctx, network, s.Addr)
		},
	}
}

// Refuse makes s answer the questions about name (compared without
// regard to ASCII case, with its trailing dot) with REFUSED, as a server
// does for a zone it does not serve to this client.
func (s *Server) Refuse(name string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.refused = append(s.refused, name)
}

func (s *Server) serve() {
	defer close(s.done)
	buf := make([]byte, 65535)
	for {
		n, from, err := s.conn.ReadFrom(buf)
		if errors.Is(err, net.ErrClosed) {
			return
		}
		if err != nil {
			continue
		}
		if reply := s.reply(buf[:n]); reply != nil {
			s.conn.WriteTo(reply, from)
		}
	}
}

// reply records the packet and returns the response, or nil for a packet
// that is not a query.
func (s *Server) reply(packet []byte) []byte {
	var p dnsmessage.Parser
	h, err := p.Start(packet)
	s.mu.Lock()
	s.packets++
	s.mu.Unlock()
	if err != nil || h.Response {
		return nil
	}
	q, err := p.Question()
	if err != nil {
		return nil
	}
	s.mu.Lock()
	s.questions = append(s.questions, q)
	refused := slices.ContainsFunc(s.refused, func(n string) bool { return strings.EqualFold(n, q.Name.String()) })
	s.mu.Unlock()
	rcode, answers := s.answer(q)
	if refused {
		rcode, answers = dnsmessage.RCodeRefused, nil
	}
	m := dnsmessage.Message{
		Header: dnsmessage.Header{
			ID: h.ID, Response: true, OpCode: h.OpCode, Authoritative: true,
			RecursionDesired: h.RecursionDesired, RCode: rcode,
		},
		Questions: []dnsmessage.Question{q},
		Answers:   answers,
	}
	out, err := m.Pack()
	if err != nil {
		return nil
	}
	return out
}

// answer finds the records for q: those of its name and type, following
// CNAME records (at most 8) among the server's records. A name that has
// records of other types only is NOERROR with no answer (NODATA); a name
// with none is NXDOMAIN.
func (s *Server) answer(q dnsmessage.Question) (dnsmessage.RCode, []dnsmessage.Resource) {
	var answers []dnsmessage.Resource
	name := q.Name.String()
	for range 8 {
		matched, cname, exists := s.find(name, q.Type)
		if len(matched) > 0 || cname == nil {
			answers = append(answers, matched...)
			if !exists {
				return dnsmessage.RCodeNameError, answers
			}
			return dnsmessage.RCodeSuccess, answers
		}
		answers = append(answers, *cname)
		name = cname.Body.(*dnsmessage.CNAMEResource).CNAME.String()
	}
	return dnsmessage.RCodeServerFailure, nil
}

// find returns the records of name (compared without regard to ASCII case)
// and typ, its CNAME record, and whether name has any record.
func (s *Server) find(name string, typ dnsmessage.Type) (matched []dnsmessage.Resource, cname *dnsmessage.Resource, exists bool) {
	for i, r := range s.records {
		if !strings.EqualFold(r.Header.Name.String(), name) {
			continue
		}
		exists = true
		switch bodyType(r.Body) {
		case typ:
			matched = append(matched, r)
		case dnsmessage.TypeCNAME:
			cname = &s.records[i]
		}
	}
	return matched, cname, exists
}

// bodyType is the type of a record's data.
func bodyType(b dnsmessage.ResourceBody) dnsmessage.Type {
	switch b.(type) {
	case *dnsmessage.AResource:
		return dnsmessage.TypeA
	case *dnsmessage.AAAAResource:
		return dnsmessage.TypeAAAA
	case *dnsmessage.NSResource:
		return dnsmessage.TypeNS
	case *dnsmessage.CNAMEResource:
		return dnsmessage.TypeCNAME
	case *dnsmessage.PTRResource:
		return dnsmessage.TypePTR
	case *dnsmessage.MXResource:
		return dnsmessage.TypeMX
	case *dnsmessage.SRVResource:
		return dnsmessage.TypeSRV
	case *dnsmessage.TXTResource:
		return dnsmessage.TypeTXT
	case *dnsmessage.SOAResource:
		return dnsmessage.TypeSOA
	}
	return 0
}
