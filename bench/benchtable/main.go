// Command benchtable reads the output of "go test -bench" on standard input
// and writes a Markdown table that puts each benchmark named .../impl=xn
// beside its twin .../impl=xnet: the median time per item, the ratio of
// the two and the median allocations per item.
//
// The item is the one the benchmark reports: a host name (ns/host,
// allocs/host), a label (ns/label, allocs/label), a byte (ns/B) or, failing
// those, one op (ns/op, allocs/op). With -time cpu the table shows the
// process CPU time per item (cpu-ns/host and so on) where the benchmarks
// report it, and the wall-clock time elsewhere.
//
// Usage:
//
//	go test ./bench -run '^$' -bench . -count 10 | tee out.txt
//	go run ./bench/benchtable [-time wall|cpu] < out.txt
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"slices"
	"strconv"
	"strings"
)

func main() {
	log.SetFlags(0)
	log.SetPrefix("benchtable: ")
	timeKind := flag.String("time", "wall", "time to show: wall (ns/item) or cpu (cpu-ns/item)")
	flag.Parse()
	if *timeKind != "wall" && *timeKind != "cpu" {
		log.Fatalf("-time %s: want wall or cpu", *timeKind)
	}
	rs, err := parse(os.Stdin)
	if err != nil {
		log.Fatal(err)
	}
	if len(rs.keys) == 0 {
		log.Fatal("no benchmark results on standard input")
	}
	write(os.Stdout, rs, *timeKind == "cpu")
}

// results holds every value of every benchmark, by name without the impl
// element (key), by impl and by unit.
type results struct {
	keys   []string // in the order of first appearance
	values map[string]map[string]map[string][]float64
}

func parse(r io.Reader) (*results, error) {
	rs := &results{values: map[string]map[string]map[string][]float64{}}
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) < 4 || !strings.HasPrefix(f[0], "Benchmark") || len(f)%2 != 0 {
			continue
		}
		if _, err := strconv.Atoi(f[1]); err != nil {
			continue
		}
		key, impl := split(f[0])
		byImpl := rs.values[key]
		if byImpl == nil {
			byImpl = map[string]map[string][]float64{}
			rs.values[key] = byImpl
			rs.keys = append(rs.keys, key)
		}
		byUnit := byImpl[impl]
		if byUnit == nil {
			byUnit = map[string][]float64{}
			byImpl[impl] = byUnit
		}
		for i := 2; i+1 < len(f); i += 2 {
			v, err := strconv.ParseFloat(f[i], 64)
			if err != nil {
				return nil, fmt.Errorf("%s: %v", f[0], err)
			}
			byUnit[f[i+1]] = append(byUnit[f[i+1]], v)
		}
	}
	return rs, sc.Err()
}

// split returns the name of a benchmark without its "Benchmark" prefix,
// its -GOMAXPROCS suffix and its impl element, and the impl.
func split(name string) (key, impl string) {
	name = strings.TrimPrefix(name, "Benchmark")
	if i := strings.LastIndexByte(name, '-'); i > 0 {
		if _, err := strconv.Atoi(name[i+1:]); err == nil {
			name = name[:i]
		}
	}
	i := strings.Index(name, "/impl=")
	if i < 0 {
		return name, "xn"
	}
	impl = name[i+len("/impl="):]
	rest := ""
	if j := strings.IndexByte(impl, '/'); j >= 0 {
		impl, rest = impl[:j], impl[j:]
	}
	return name[:i] + rest, impl
}

func median(v []float64) float64 {
	if len(v) == 0 {
		return 0
	}
	s := slices.Clone(v)
	slices.Sort(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

// item returns the unit of time per item and of allocations per item that
// the benchmark reports; with cpu, the CPU time if it is there.
func item(byUnit map[string][]float64, cpu bool) (timeUnit, allocUnit string) {
	for _, u := range []string{"host", "label", "B"} {
		if _, ok := byUnit["ns/"+u]; ok {
			timeUnit, allocUnit = "ns/"+u, "allocs/op"
			if _, ok := byUnit["cpu-ns/"+u]; ok && cpu {
				timeUnit = "cpu-ns/" + u
			}
			if _, ok := byUnit["allocs/"+u]; ok {
				allocUnit = "allocs/" + u
			}
			return timeUnit, allocUnit
		}
	}
	return "ns/op", "allocs/op"
}

func write(w io.Writer, rs *results, cpu bool) {
	fmt.Fprintln(w, "| benchmark | unit | xn | x/net | xn/x/net | xn allocs | x/net allocs |")
	fmt.Fprintln(w, "| --- | --- | ---: | ---: | ---: | ---: | ---: |")
	for _, key := range rs.keys {
		xn, xnet := rs.values[key]["xn"], rs.values[key]["xnet"]
		ref := xn
		if ref == nil {
			ref = xnet
		}
		tu, au := item(ref, cpu)
		cell := func(m map[string][]float64, unit string, alloc bool) string {
			v, ok := m[unit]
			if !ok {
				return "–"
			}
			if alloc {
				return formatAllocs(median(v))
			}
			return formatTime(median(v))
		}
		ratio := "–"
		if a, b := median(xn[tu]), median(xnet[tu]); xn != nil && xnet != nil && b > 0 {
			ratio = fmt.Sprintf("%.2fx", a/b)
		}
		fmt.Fprintf(w, "| %s | %s | %s | %s | %s | %s | %s |\n", key, tu,
			cell(xn, tu, false), cell(xnet, tu, false), ratio,
			cell(xn, au, true), cell(xnet, au, true))
	}
}

// formatTime writes a time with three significant digits.
func formatTime(v float64) string {
	switch {
	case v >= 100:
		return strconv.FormatFloat(v, 'f', 0, 64)
	case v >= 10:
		return strconv.FormatFloat(v, 'f', 1, 64)
	case v >= 1:
		return strconv.FormatFloat(v, 'f', 2, 64)
	}
	return strconv.FormatFloat(v, 'g', 3, 64)
}

// formatAllocs writes an allocation count; a count below 0.001 per item
// but above zero (one allocation in a whole run, say) is "<0.001".
func formatAllocs(v float64) string {
	if v == float64(int64(v)) {
		return strconv.FormatInt(int64(v), 10)
	}
	if v < 0.001 {
		return "<0.001"
	}
	return strconv.FormatFloat(v, 'f', 3, 64)
}
