// Command freeport prints a loopback port on which both UDP and TCP are
// free, for .ci/run to start nsd on: a DNS server listens on both, so a
// port that another program holds for either fails its start. The port is
// free when freeport exits; .ci/run starts nsd again on a new one if
// another program takes it first.
package main

import (
	"fmt"
	"net"
	"os"
)

func main() {
	port, err := freePort()
	if err != nil {
		fmt.Fprintln(os.Stderr, "freeport:", err)
		os.Exit(1)
	}
	fmt.Println(port)
}

// freePort returns a port of 127.0.0.1 that is free for UDP and TCP: the
// system picks a free UDP port, which is kept if TCP is free there too.
func freePort() (int, error) {
	var err error
	for range 50 {
		var udp net.PacketConn
		udp, err = net.ListenPacket("udp", "127.0.0.1:0")
		if err != nil {
			return 0, err
		}
		port := udp.LocalAddr().(*net.UDPAddr).Port
		var tcp net.Listener
		tcp, err = net.Listen("tcp", fmt.Sprintf("127.0.0.1:%d", port))
		udp.Close()
		if err == nil {
			tcp.Close()
			return port, nil
		}
	}
	return 0, fmt.Errorf("no port of 127.0.0.1 free for both UDP and TCP in 50 tries: %w", err)
}
