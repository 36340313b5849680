package punycode_test

import (
	"fmt"
	"runtime"
	"syscall"
	"testing"
	"time"

	"golang.org/x/net/idna"

	"github.com/xn-go/xn/punycode"
)

func threadCPU() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(1 /* RUSAGE_THREAD */, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func cpuPerOp(f func()) time.Duration {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	best := time.Duration(1 << 62)
	for range 5 {
		n := 0
		start := threadCPU()
		for threadCPU()-start < 100*time.Millisecond {
			for range 100 {
				f()
			}
			n += 100
		}
		if d := (threadCPU() - start) / time.Duration(n); d < best {
			best = d
		}
	}
	return best
}

func TestCPUTime(t *testing.T) {
	for _, set := range benchSets(t) {
		buf := make([]byte, 0, 256)
		rows := []struct {
			name string
			f    func()
		}{
			{"xn.AppendEncode", func() {
				for _, s := range set.unicode {
					buf, _ = punycode.AppendEncode(buf[:0], s)
				}
			}},
			{"xn.Encode", func() {
				for _, s := range set.unicode {
					sinkString, _ = punycode.Encode(s)
				}
			}},
			{"xnet.ToASCII", func() {
				for _, s := range set.unicode {
					sinkString, _ = idna.Punycode.ToASCII(s)
				}
			}},
			{"xn.AppendDecode", func() {
				for _, s := range set.encoded {
					buf, _ = punycode.AppendDecode(buf[:0], s)
				}
			}},
			{"xn.Decode", func() {
				for _, s := range set.encoded {
					sinkString, _ = punycode.Decode(s)
				}
			}},
			{"xnet.ToUnicode", func() {
				for _, s := range set.xnetACE {
					sinkString, _ = idna.Punycode.ToUnicode(s)
				}
			}},
			{"Codec.AppendEncode", func() {
				for _, s := range set.unicode {
					buf, _ = punycode.Punycode.AppendEncode(buf[:0], s)
				}
			}},
			{"Codec.AppendDecode", func() {
				for _, s := range set.encoded {
					buf, _ = punycode.Punycode.AppendDecode(buf[:0], s)
				}
			}},
		}
		for _, r := range rows {
			fmt.Printf("%-6s %-20s %8d ns CPU/op\n", set.name, r.name, cpuPerOp(r.f).Nanoseconds())
		}
	}
}
