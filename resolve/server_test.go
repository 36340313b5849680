package resolve_test

import (
	"context"
	"encoding/binary"
	"errors"
	"io"
	"net"
	"os"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"golang.org/x/net/dns/dnsmessage"

	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/resolve"
)

// TestServerResolverAddr: the server given, on port 53 when none is given;
// a server name that IDNA refuses is never looked up.
func TestServerResolverAddr(t *testing.T) {
	for _, tt := range []struct{ server, want string }{
		{"127.0.0.1", "127.0.0.1:53"},
		{"127.0.0.1:5353", "127.0.0.1:5353"},
		{"[127.0.0.1]", "127.0.0.1:53"},
		{"[::1]", "[::1]:53"},
		{"ns.bücher.example", "ns.bücher.example:53"},
	} {
		if got := resolve.ServerAddr(resolve.ServerResolver(tt.server)); got != tt.want {
			t.Errorf("ServerResolver(%q) asks %s, want %s", tt.server, got, tt.want)
		}
	}
	for _, server := range []string{"a..b.example", "a..b.example:53"} {
		_, err := resolve.ServerResolver(server).LookupTXT(ctx(t), "bücher.example")
		var de *net.DNSError
		if !errors.As(err, &de) || de.Server != resolve.ServerAddr(resolve.ServerResolver(server)) || !errors.Is(err, idna.ErrLength) {
			t.Errorf("ServerResolver(%q).LookupTXT: %v; want a *net.DNSError naming the server, unwrapping to idna.ErrLength", server, err)
		}
	}
}

// hostsNames are the single-label names of /etc/hosts that Go's resolver
// answers from it: "localhost", and on many machines the host's own name.
func hostsNames(t *testing.T) []string {
	b, err := os.ReadFile("/etc/hosts")
	if err != nil {
		return nil
	}
	var names []string
	for line := range strings.Lines(string(b)) {
		line, _, _ = strings.Cut(line, "#")
		fields := strings.Fields(line)
		for _, f := range fields[min(1, len(fields)):] {
			if !strings.Contains(f, ".") {
				names = append(names, f)
			}
		}
	}
	return names
}

// TestServerResolverAsksServer is issue 40's "done when": with a server
// given, a reverse and a single-label lookup go to that server, one
// question for each type, and the errors name it, where a Go resolver
// whose Dial hook picks the server answers both from /etc/hosts.
func TestServerResolverAsksServer(t *testing.T) {
	s := startZone(t)
	r := resolve.ServerResolver(s.Addr)
	lookups := []struct {
		what      string
		lookup    func(context.Context, *resolve.Resolver) error
		questions string
	}{
		{"LookupAddr(127.0.0.1)", func(c context.Context, r *resolve.Resolver) error {
			_, err := r.LookupAddr(c, "127.0.0.1")
			return err
		}, "1.0.0.127.in-addr.arpa. PTR"},
		{"LookupAddr(::1)", func(c context.Context, r *resolve.Resolver) error {
			_, err := r.LookupAddr(c, "::1")
			return err
		}, "1.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.ip6.arpa. PTR"},
		{"LookupHost(localhost)", func(c context.Context, r *resolve.Resolver) error {
			_, err := r.LookupHost(c, "localhost")
			return err
		}, "localhost. A"}, // NXDOMAIN: AAAA is not asked
		{"LookupHost(vm)", func(c context.Context, r *resolve.Resolver) error {
			_, err := r.LookupHost(c, "vm")
			return err
		}, "vm. A"},
		{"LookupCNAME(localhost)", func(c context.Context, r *resolve.Resolver) error {
			_, err := r.LookupCNAME(c, "localhost")
			return err
		}, "localhost. CNAME"},
	}
	for _, tt := range lookups {
		s.Reset()
		err := tt.lookup(ctx(t), r)
		var de *net.DNSError
		if !errors.As(err, &de) || de.Server != s.Addr || !de.IsNotFound || !errors.Is(err, resolve.ErrNotExist) {
			t.Errorf("%s: %v; want a *net.DNSError from %s, not found (ErrNotExist)", tt.what, err, s.Addr)
		}
		if got := strings.Join(questions(s), "|"); got != tt.questions || s.Packets() != strings.Count(tt.questions, "|")+1 {
			t.Errorf("%s: the server saw %q (%d packets), want %q", tt.what, got, s.Packets(), tt.questions)
		}
	}

	// The test can tell: a Go resolver sends nothing for the names of
	// /etc/hosts.
	inHosts := hostsNames(t)
	if len(inHosts) == 0 {
		t.Logf("no single-label name in /etc/hosts: the contrast with net.Resolver is not shown here")
	}
	for _, name := range inHosts {
		s.Reset()
		addrs, err := (&resolve.Resolver{Resolver: s.Resolver()}).LookupHost(ctx(t), name)
		if err != nil || s.Packets() != 0 {
			t.Errorf("net.Resolver.LookupHost(%q) = %v, %v, %d packets: want an answer from /etc/hosts", name, addrs, err, s.Packets())
		}
		s.Reset()
		if _, err := r.LookupHost(ctx(t), name); !errors.Is(err, resolve.ErrNotExist) || s.Packets() == 0 {
			t.Errorf("ServerResolver: LookupHost(%q): %v, %d packets; want the server's NXDOMAIN", name, err, s.Packets())
		}
	}
}

// TestServerResolverAnswers: what a server says that is not a record
// comes back as the error of its kind, naming the server.
func TestServerResolverAnswers(t *testing.T) {
	s := startZone(t)
	s.Refuse("xn--mnchen-3ya.example.")
	r := resolve.ServerResolver(s.Addr)
	for _, tt := range []struct {
		name     string
		want     error
		notFound bool
	}{
		{"köln.example", resolve.ErrNotExist, true},
		{"bücher.example", resolve.ErrNoRecord, true}, // it has A, AAAA and MX
		{"münchen.example", resolve.ErrRefused, false},
	} {
		_, err := r.LookupTXT(ctx(t), tt.name)
		var de *net.DNSError
		if !errors.As(err, &de) || !errors.Is(err, tt.want) || de.IsNotFound != tt.notFound || de.Server != s.Addr {
			t.Errorf("LookupTXT(%q): %#v; want %v from %s, IsNotFound %v", tt.name, err, tt.want, s.Addr, tt.notFound)
		}
	}
}

// fakeServer answers the queries of ServerResolver on one loopback port,
// UDP and TCP: over UDP, each query gets three packets, a forged answer
// (another ID), an answer to another question and a truncated answer with
// no record; over TCP, the full answer. It counts the queries of each.
type fakeServer struct {
	addr     string
	udp, tcp atomic.Int32
}

func startFake(t *testing.T, txt string) *fakeServer {
	t.Helper()
	var pc net.PacketConn
	var ln net.Listener
	for range 20 { // a UDP port whose TCP twin is free
		p, err := net.ListenPacket("udp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		if l, err := net.Listen("tcp", p.LocalAddr().String()); err == nil {
			pc, ln = p, l
			break
		}
		p.Close()
	}
	if pc == nil {
		t.Fatal("no loopback port free for UDP and TCP")
	}
	f := &fakeServer{addr: pc.LocalAddr().String()}
	t.Cleanup(func() { pc.Close(); ln.Close() })
	reply := func(query []byte, id uint16, q dnsmessage.Question, tc bool) []byte {
		m := dnsmessage.Message{Header: dnsmessage.Header{ID: id, Response: true, Truncated: tc}, Questions: []dnsmessage.Question{q}}
		if !tc {
			m.Answers = []dnsmessage.Resource{{
				Header: dnsmessage.ResourceHeader{Name: q.Name, Type: dnsmessage.TypeTXT, Class: dnsmessage.ClassINET},
				Body:   &dnsmessage.TXTResource{TXT: []string{txt}},
			}}
		}
		b, err := m.Pack()
		if err != nil {
			panic(err)
		}
		return b
	}
	parse := func(b []byte) (uint16, dnsmessage.Question, bool) {
		var p dnsmessage.Parser
		h, err := p.Start(b)
		if err != nil {
			return 0, dnsmessage.Question{}, false
		}
		q, err := p.Question()
		return h.ID, q, err == nil
	}
	go func() {
		buf := make([]byte, 512)
		for {
			n, from, err := pc.ReadFrom(buf)
			if err != nil {
				return
			}
			id, q, ok := parse(buf[:n])
			if !ok {
				continue
			}
			f.udp.Add(1)
			other := q
			other.Name = dnsmessage.MustNewName("other.example.")
			pc.WriteTo(reply(buf[:n], id+1, q, false), from)
			pc.WriteTo(reply(buf[:n], id, other, false), from)
			pc.WriteTo(reply(buf[:n], id, q, true), from)
		}
	}()
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go func() {
				defer c.Close()
				c.SetDeadline(time.Now().Add(5 * time.Second))
				var size [2]byte
				if _, err := io.ReadFull(c, size[:]); err != nil {
					return
				}
				b := make([]byte, binary.BigEndian.Uint16(size[:]))
				if _, err := io.ReadFull(c, b); err != nil {
					return
				}
				id, q, ok := parse(b)
				if !ok {
					return
				}
				f.tcp.Add(1)
				out := reply(b, id, q, false)
				c.Write(append(binary.BigEndian.AppendUint16(nil, uint16(len(out))), out...))
			}()
		}
	}()
	return f
}

// TestServerResolverWire: packets that do not answer the query are
// dropped, and a truncated answer is asked again over TCP.
func TestServerResolverWire(t *testing.T) {
	f := startFake(t, "v=spf1 -all")
	txt, err := resolve.ServerResolver(f.addr).LookupTXT(ctx(t), "bücher.example")
	if err != nil || len(txt) != 1 || txt[0] != "v=spf1 -all" {
		t.Errorf("LookupTXT = %q, %v; want the answer that came over TCP", txt, err)
	}
	if f.udp.Load() != 1 || f.tcp.Load() != 1 {
		t.Errorf("the server saw %d UDP and %d TCP queries, want one of each", f.udp.Load(), f.tcp.Load())
	}
}

// TestServerResolverDeadline: a server that never answers costs the
// context's deadline, not the five seconds of an attempt, and the error
// is a timeout that names the server.
func TestServerResolverDeadline(t *testing.T) {
	pc, err := net.ListenPacket("udp", "127.0.0.1:0") // reads nothing, answers nothing
	if err != nil {
		t.Fatal(err)
	}
	defer pc.Close()
	c, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err = resolve.ServerResolver(pc.LocalAddr().String()).LookupHost(c, "bücher.example")
	took := time.Since(start)
	var de *net.DNSError
	if !errors.As(err, &de) || !de.IsTimeout || de.Server != pc.LocalAddr().String() || !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("LookupHost from a silent server: %#v; want a timeout naming the server", err)
	}
	if took > 2*time.Second {
		t.Errorf("LookupHost from a silent server took %v, with a deadline of 200ms", took)
	}
}
