package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/xn-go/xn/internal/testenv"
)

func TestStdin(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		stdin  string
		stdout string
		stderr string // substring; "" means stderr must be empty
		code   int
	}{
		{"empty input", nil, "", "", "", 0},
		{"one line", nil, "bücher.tld\n", "xn--bcher-kva.tld\n", "", 0},
		{"no final line end", nil, "a.com\nbücher.tld", "a.com\nxn--bcher-kva.tld\n", "", 0},
		{"CRLF", nil, "bücher.tld\r\nfaß.de\r\n", "xn--bcher-kva.tld\nxn--fa-hia.de\n", "", 0},
		{"CRLF without final line end", nil, "a.com\r\nb.com\r", "a.com\nb.com\n", "", 0},
		{"surrounding white space", nil, "  bücher.tld\t\n\tfaß.de \r\n", "xn--bcher-kva.tld\nxn--fa-hia.de\n", "", 0},
		{"blank lines kept", nil, "a.com\n\n \t\r\nb.com\n", "a.com\n\n\nb.com\n", "", 0},
		{"only blank lines", nil, "\n\n", "\n\n", "", 0},
		{"inner space is part of the name", nil, "a b.com\n", "\n", `line 1: "a b.com": `, 1},
		{"ideographic space is not trimmed", nil, "a.com\u3000\n", "\n", "line 1: ", 1},
		{"invalid UTF-8", nil, "a.com\n\xff.com\nb.com\n", "a.com\n\nb.com\n", `line 2: "\xff.com": UTF8: invalid UTF-8 at byte 0`, 1},
		{"invalid UTF-8 inside", nil, "ab\xc3(.com\n", "\n", `line 1: "ab\xc3(.com": UTF8: invalid UTF-8 at byte 2`, 1},
		{"NUL", nil, "a\x00b.com\n", "\n", `line 1: "a\x00b.com": `, 1},
		{"failures do not stop the stream", nil, "a-.tld\nbücher.tld\n-b.tld\n", "\nxn--bcher-kva.tld\n\n", "line 1: a-.tld: V3: ", 1},
		{"unicode", []string{"unicode"}, "xn--bcher-kva.tld\nXN--FA-HIA.DE\n", "bücher.tld\nfaß.de\n", "", 0},
		{"check", []string{"check"}, "bücher.tld\na-.tld\n\n", "bücher.tld: ok\na-.tld: V3: The part 'a-' ends with a hyphen; remove it\n\n", "", 1},
		{"punycode decode", []string{"punycode", "decode"}, "bcher-kva\r\n", "bücher\n", "", 0},
		{"quiet", []string{"-q"}, "a-.tld\n", "\n", "", 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := xn(t, tt.stdin, tt.args...)
			ok := r.stdout == tt.stdout && r.code == tt.code
			if tt.stderr == "" {
				ok = ok && r.stderr == ""
			} else {
				ok = ok && strings.Contains(r.stderr, tt.stderr)
			}
			if !ok {
				t.Errorf("xn %q < %q:\n%v\nwant stdout %q, stderr with %q, exit %d", tt.args, tt.stdin, r, tt.stdout, tt.stderr, tt.code)
			}
		})
	}
}

// A line of 1 MiB is far over idna.MaxInputLen: it fails with TOOLONG, is
// not kept whole, and the lines around it are converted.
func TestLongLine(t *testing.T) {
	long := strings.Repeat("a", 1<<20)
	for _, tt := range []struct {
		name  string
		stdin string
	}{
		{"ASCII", "a.com\n" + long + "\nbücher.tld\n"},
		{"labels", "a.com\n" + strings.Repeat("ab.", 1<<20/3) + "\nbücher.tld\n"},
		{"non-ASCII", "a.com\n" + strings.Repeat("ü", 1<<19) + "\nbücher.tld\n"},
		{"CRLF", "a.com\r\n" + long + "\r\nbücher.tld\r\n"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r := xn(t, tt.stdin)
			if r.stdout != "a.com\n\nxn--bcher-kva.tld\n" || r.code != 1 {
				t.Fatalf("%v", r)
			}
			if !strings.HasPrefix(r.stderr, "line 2: ") || !strings.Contains(r.stderr, "bytes): TOOLONG: input of ") || strings.Count(r.stderr, "\n") != 1 || len(r.stderr) > 300 {
				t.Errorf("stderr: %q", r.stderr)
			}
		})
	}
	t.Run("last line", func(t *testing.T) {
		r := xn(t, "a.com\n"+long)
		if r.stdout != "a.com\n\n" || r.code != 1 || !strings.Contains(r.stderr, "(1048576 bytes): TOOLONG: input of 1048576 bytes is longer than the limit of 65536") {
			t.Fatalf("%v", r)
		}
	})
	t.Run("json", func(t *testing.T) {
		r := xn(t, long+"\n", "--format", "json")
		recs := parseJSONLines(t, r.stdout)
		if len(recs) != 1 || recs[0].OK || len(recs[0].Problems) != 1 || recs[0].Problems[0].Code != "TOOLONG" || r.code != 1 {
			t.Fatalf("%v", r)
		}
	})
	t.Run("punycode decode", func(t *testing.T) {
		// 1 MiB is the limit of the Punycode decoder: one more byte fails.
		r := xn(t, "a"+long+"\nbcher-kva\n", "punycode", "decode")
		if r.stdout != "\nbücher\n" || r.code != 1 || !strings.Contains(r.stderr, "TOOLONG") {
			t.Fatalf("%v", r)
		}
	})
	t.Run("just under the limit", func(t *testing.T) {
		// 65536 bytes reach the library, which also rejects them (the name
		// is far over 253 octets with VerifyDNSLength).
		name := strings.Repeat("a.", 65536/2-1) + "a"
		r := xn(t, name+"\n", "--profile", "uts46", "-f", "tsv")
		if r.code != 1 || !strings.HasSuffix(r.stdout, "\t\tA4_1\n") {
			t.Fatalf("exit %d, stdout ends %q", r.code, r.stdout[max(0, len(r.stdout)-40):])
		}
	})
}

// knownIDN are names with their ASCII forms (UTS #46 nontransitional;
// Punycode of RFC 3492 section 7.1 and well-known examples).
var knownIDN = [][2]string{
	{"bücher", "xn--bcher-kva"},
	{"Bücher", "xn--bcher-kva"},
	{"faß", "xn--fa-hia"},
	{"他们为什么不说中文", "xn--ihqwcrb4cv8a8dqg056pqjye"},
	{"3年B組金八先生", "xn--3b-ww4c5e180e575a65lsy2b"},
	{"☃", "xn--n3h"},
	{"l·l", "xn--ll-0ea"},
}

// With many lines and several workers, the output is in input order.
func TestOrder(t *testing.T) {
	const n = 200_000
	var in, want strings.Builder
	for i := range n {
		// Each line is different, and its expected output is known without
		// this package: ASCII lowercased, or a known IDN label.
		if i%10 == 3 {
			k := knownIDN[i%len(knownIDN)]
			fmt.Fprintf(&in, "%s.N%d.Example\n", k[0], i)
			fmt.Fprintf(&want, "%s.n%d.example\n", k[1], i)
		} else {
			fmt.Fprintf(&in, "Host-%d.Example\n", i)
			fmt.Fprintf(&want, "host-%d.example\n", i)
		}
	}
	for _, jobs := range []string{"1", "4"} {
		r := xn(t, in.String(), "--jobs", jobs)
		if r.code != 0 || r.stderr != "" {
			t.Fatalf("-j %s: exit %d, stderr %q", jobs, r.code, r.stderr)
		}
		if r.stdout != want.String() {
			got, exp := strings.Split(r.stdout, "\n"), strings.Split(want.String(), "\n")
			for i := range min(len(got), len(exp)) {
				if got[i] != exp[i] {
					t.Fatalf("-j %s: line %d is %q, want %q", jobs, i+1, got[i], exp[i])
				}
			}
			t.Fatalf("-j %s: %d lines, want %d", jobs, len(got), len(exp))
		}
	}
	// The same in JSON, where each record carries its line number.
	r := xn(t, in.String(), "--jobs", "4", "--format", "json")
	for i, rec := range parseJSONLines(t, r.stdout) {
		if rec.Line != i+1 {
			t.Fatalf("record %d has line %d", i+1, rec.Line)
		}
	}
}

// An interactive input gets each answer before the next line is sent.
func TestInteractive(t *testing.T) {
	cmd := exec.Command(xnPath)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	lines := make(chan string)
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	for _, k := range knownIDN {
		io.WriteString(stdin, k[0]+".tld\n")
		select {
		case got := <-lines:
			if got != k[1]+".tld" {
				t.Fatalf("%s.tld: got %q, want %q", k[0], got, k[1]+".tld")
			}
		case <-time.After(30 * time.Second):
			// Not a timing test: only a guard against waiting forever when
			// the answer is held back until the input ends.
			t.Fatalf("no answer to %q while the input is open", k[0])
		}
	}
	stdin.Close()
	if err := cmd.Wait(); err != nil {
		t.Fatal(err)
	}
}

// Memory stays bounded whatever the size of the input, the format and the
// number of jobs: the peak resident set of a run over 2,000,000 lines
// (about 50 MB in, 60 to 240 MB out) stays far below the size of either,
// and the buffers are reused rather than left to the garbage collector.
func TestConstantMemory(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("reads the peak resident set size from Linux's /proc")
	}
	testenv.Slow(t, "converts 2,000,000 lines five times")
	for _, tt := range []struct {
		format string
		jobs   int
	}{{"text", 4}, {"tsv", 4}, {"json", 4}, {"json", 256}, {"text", 256}} {
		t.Run(fmt.Sprintf("%s-j%d", tt.format, tt.jobs), func(t *testing.T) {
			hwm, gcs, outBytes := peakMemory(t, "--format", tt.format, "--jobs", strconv.Itoa(tt.jobs))
			t.Logf("peak RSS %d KiB, %d garbage collections, for %d MiB of output", hwm, gcs, outBytes>>20)
			if hwm > 32<<10 {
				t.Errorf("peak RSS %d MiB: memory grows with the input", hwm>>10)
			}
			// A run that reuses its buffers collects a few times (about 5);
			// one that allocates the output of each batch anew, hundreds.
			if gcs > 50 {
				t.Errorf("%d garbage collections: the buffers are not reused", gcs)
			}
		})
	}
}

// peakMemory runs xn with args on 2,000,000 lines and returns its peak
// resident set in KiB, the number of garbage collections it ran, and the
// size of its output.
func peakMemory(t *testing.T, args ...string) (hwm int64, gcs int, outBytes int64) {
	const n = 2_000_000
	cmd := exec.Command(xnPath, args...)
	cmd.Env = append(os.Environ(), "GODEBUG=gctrace=1")
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	go func() {
		w := bufio.NewWriter(stdin)
		for i := range n {
			if i%10 == 0 {
				fmt.Fprintf(w, "bücher-%d.example.com\n", i)
			} else {
				fmt.Fprintf(w, "host-number-%d.example.com\n", i)
			}
		}
		w.Flush()
		// stdin stays open, so that xn is still running when its peak
		// memory is read below.
	}()
	var outLines int64
	sc := bufio.NewScanner(stdout)
	for outLines < n && sc.Scan() {
		outBytes += int64(len(sc.Bytes()) + 1)
		outLines++
	}
	if outLines != n {
		t.Fatalf("%d lines out, want %d", outLines, n)
	}
	// VmHWM, unlike rusage's maxrss, does not count the memory of the test
	// process that xn was started from.
	status, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", cmd.Process.Pid))
	if err != nil {
		t.Fatal(err)
	}
	hwm = -1
	for _, line := range strings.Split(string(status), "\n") {
		if v, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			hwm, _ = strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64)
		}
	}
	stdin.Close()
	if err := cmd.Wait(); err != nil {
		t.Fatal(err)
	}
	if hwm < 0 {
		t.Fatalf("no VmHWM in /proc/PID/status:\n%s", status)
	}
	for _, line := range strings.Split(stderr.String(), "\n") {
		if strings.HasPrefix(line, "gc ") {
			gcs++
		}
	}
	return hwm, gcs, outBytes
}

// With standard error redirected, no progress meter is shown.
func TestNoProgressWhenRedirected(t *testing.T) {
	var in strings.Builder
	for i := range 300_000 {
		in.WriteString("host" + strconv.Itoa(i) + ".example\n")
	}
	r := xn(t, in.String())
	if r.stderr != "" || r.code != 0 {
		t.Fatalf("exit %d, stderr %q", r.code, r.stderr[:min(len(r.stderr), 200)])
	}
}
