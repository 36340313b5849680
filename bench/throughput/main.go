// Command throughput measures how many lines per second "xn ascii" converts
// from standard input, and, in the same run and on the same file, how many
// idn2 (GNU Libidn2's command-line tool) does, if it is installed.
//
// It generates a file of mixed names (90% ASCII, 10% internationalized, from
// a fixed seed, so every run uses the same file), runs each tool on it a few
// times with its output going to a file, and reports the best time of each.
// It also compares the outputs line by line, so that the figures are for the
// same work. Build xn first:
//
//	go build -o /tmp/xn ./cmd/xn
//	go run ./bench/throughput -xn /tmp/xn
//
// With -gen FILE it only writes the generated names to FILE.
package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"time"
)

func main() {
	var (
		lines   = flag.Int("n", 1_000_000, "number of names to generate")
		seed    = flag.Uint64("seed", 1, "seed of the generator")
		gen     = flag.String("gen", "", "only write the names to this file")
		xn      = flag.String("xn", "", "path of the xn binary")
		idn2    = flag.String("idn2", "idn2", "path or name of the idn2 binary (skipped if not found)")
		runs    = flag.Int("runs", 3, "runs of each command; the best is reported")
		workdir = flag.String("dir", "", "directory for the input and output files (default: a temporary one)")
	)
	flag.Parse()

	data := generate(*lines, *seed)
	if *gen != "" {
		if err := os.WriteFile(*gen, data, 0o644); err != nil {
			fatal(err)
		}
		return
	}
	if *xn == "" {
		fatal(fmt.Errorf("-xn is required: build it with go build -o /tmp/xn ./cmd/xn"))
	}
	dir := *workdir
	if dir == "" {
		var err error
		if dir, err = os.MkdirTemp("", "xn-throughput"); err != nil {
			fatal(err)
		}
		defer os.RemoveAll(dir)
	}
	input := writeInput(dir, data, *lines, *seed)

	type tool struct {
		name string
		args []string
		env  []string
	}
	tools := []tool{
		{"xn ascii", []string{*xn, "ascii"}, nil},
		{"xn ascii -j 1", []string{*xn, "ascii", "-j", "1"}, []string{"GOMAXPROCS=1"}},
	}
	if path, err := exec.LookPath(*idn2); err == nil {
		tools = append(tools, tool{"idn2", []string{path}, []string{"LC_ALL=C.UTF-8"}})
	} else {
		fmt.Printf("idn2 not found (%v): measuring xn only\n\n", err)
	}

	fmt.Printf("%-16s %10s %14s\n", "command", "best time", "lines/s")
	outputs := map[string]string{}
	rates := map[string]float64{}
	for _, t := range tools {
		out := filepath.Join(dir, strings.ReplaceAll(t.name, " ", "_")+".out")
		best := time.Duration(0)
		for range *runs {
			d, err := timeRun(t.args, t.env, input, out)
			if err != nil {
				fatal(fmt.Errorf("%s: %v", t.name, err))
			}
			if best == 0 || d < best {
				best = d
			}
		}
		rate := float64(*lines) / best.Seconds()
		rates[t.name] = rate
		outputs[t.name] = out
		fmt.Printf("%-16s %10s %14.0f\n", t.name, best.Round(time.Millisecond), rate)
	}
	if r, ok := rates["idn2"]; ok {
		fmt.Printf("\nxn ascii / idn2: %.1fx; single-threaded: %.1fx\n", rates["xn ascii"]/r, rates["xn ascii -j 1"]/r)
		same, diff := compare(outputs["xn ascii"], outputs["idn2"])
		fmt.Printf("outputs: %d lines identical, %d different\n", same, len(diff))
		for _, d := range diff[:min(len(diff), 10)] {
			fmt.Println("  " + d)
		}
	}
}

// writeInput writes the names to a file of dir, says what they are, and
// returns the file's path.
func writeInput(dir string, data []byte, lines int, seed uint64) string {
	input := filepath.Join(dir, "names.txt")
	if err := os.WriteFile(input, data, 0o644); err != nil {
		fatal(err)
	}
	idn := 0
	for _, l := range bytes.Split(data, []byte("\n")) {
		if !isASCII(l) {
			idn++
		}
	}
	fmt.Printf("input: %d lines (%d internationalized), %d bytes, seed %d\n", lines, idn, len(data), seed)
	fmt.Printf("machine: %s/%s, %d CPUs, %s\n\n", runtime.GOOS, runtime.GOARCH, runtime.NumCPU(), runtime.Version())
	return input
}

// timeRun runs args with the input file as standard input and the output
// file as standard output, and returns the wall-clock time.
func timeRun(args, env []string, input, output string) (time.Duration, error) {
	in, err := os.Open(input)
	if err != nil {
		return 0, err
	}
	defer in.Close()
	out, err := os.Create(output)
	if err != nil {
		return 0, err
	}
	defer out.Close()
	var stderr bytes.Buffer
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = in, out, &stderr
	cmd.Env = append(os.Environ(), env...)
	start := time.Now()
	err = cmd.Run()
	d := time.Since(start)
	if err != nil {
		return 0, fmt.Errorf("%v: %s", err, stderr.Bytes())
	}
	return d, nil
}

// compare counts the identical lines of two files and describes the first
// differences.
func compare(a, b string) (same int, diff []string) {
	fa, err := os.Open(a)
	if err != nil {
		fatal(err)
	}
	defer fa.Close()
	fb, err := os.Open(b)
	if err != nil {
		fatal(err)
	}
	defer fb.Close()
	sa, sb := bufio.NewScanner(fa), bufio.NewScanner(fb)
	for n := 1; ; n++ {
		okA, okB := sa.Scan(), sb.Scan()
		if !okA && !okB {
			return same, diff
		}
		if okA && okB && sa.Text() == sb.Text() {
			same++
			continue
		}
		diff = append(diff, fmt.Sprintf("line %d: %q vs %q", n, sa.Text(), sb.Text()))
	}
}

func isASCII(b []byte) bool {
	for _, c := range b {
		if c >= 0x80 {
			return false
		}
	}
	return true
}

func fatal(err error) {
	fmt.Fprintln(os.Stderr, "throughput:", err)
	os.Exit(1)
}
