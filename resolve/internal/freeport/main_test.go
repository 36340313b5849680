package main

import (
	"fmt"
	"net"
	"testing"
)

// TestFreePort: the port is free for UDP and for TCP, and it is not one
// already held.
func TestFreePort(t *testing.T) {
	held, err := net.ListenPacket("udp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer held.Close()
	for range 20 {
		port, err := freePort()
		if err != nil {
			t.Fatal(err)
		}
		if port == held.LocalAddr().(*net.UDPAddr).Port {
			t.Fatalf("freePort gave %d, which this test holds", port)
		}
		addr := fmt.Sprintf("127.0.0.1:%d", port)
		udp, err := net.ListenPacket("udp", addr)
		if err != nil {
			t.Fatalf("freePort gave %d, but UDP is taken: %v", port, err)
		}
		tcp, err := net.Listen("tcp", addr)
		if err != nil {
			t.Fatalf("freePort gave %d, but TCP is taken: %v", port, err)
		}
		udp.Close()
		tcp.Close()
	}
}
