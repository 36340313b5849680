package main

import (
	"bytes"
	"strings"
	"testing"
)

func TestSplit(t *testing.T) {
	for _, tc := range []struct{ in, key, impl string }{
		{"BenchmarkToASCII/profile=Lookup/corpus=ascii/impl=xn-2", "ToASCII/profile=Lookup/corpus=ascii", "xn"},
		{"BenchmarkToASCII/profile=Lookup/corpus=ascii/impl=xnet-16", "ToASCII/profile=Lookup/corpus=ascii", "xnet"},
		{"BenchmarkPunycodeEncode/impl=xn", "PunycodeEncode", "xn"},
		{"BenchmarkHost/name=cjk/impl=xnet/op=ToASCII-2", "Host/name=cjk/op=ToASCII", "xnet"},
		{"BenchmarkNoTwin/size=1KiB-4", "NoTwin/size=1KiB", "xn"},
		{"BenchmarkName/a-b", "Name/a-b", "xn"},
	} {
		key, impl := split(tc.in)
		if key != tc.key || impl != tc.impl {
			t.Errorf("split(%q) = %q, %q; want %q, %q", tc.in, key, impl, tc.key, tc.impl)
		}
	}
}

func TestMedian(t *testing.T) {
	for _, tc := range []struct {
		in   []float64
		want float64
	}{
		{nil, 0},
		{[]float64{3}, 3},
		{[]float64{5, 1, 3}, 3},
		{[]float64{4, 1, 3, 2}, 2.5},
	} {
		if got := median(tc.in); got != tc.want {
			t.Errorf("median(%v) = %v, want %v", tc.in, got, tc.want)
		}
	}
}

func TestTable(t *testing.T) {
	in := `goos: linux
BenchmarkToASCII/corpus=ascii/impl=xn-2     100  1000 ns/op  10.0 ns/host  9.0 cpu-ns/host  0 allocs/host  0 B/op  0 allocs/op
BenchmarkToASCII/corpus=ascii/impl=xn-2     100  1200 ns/op  12.0 ns/host  9.5 cpu-ns/host  0 allocs/host  0 B/op  0 allocs/op
BenchmarkToASCII/corpus=ascii/impl=xn-2     100  1100 ns/op  11.0 ns/host  10.0 cpu-ns/host  0 allocs/host  0 B/op  0 allocs/op
BenchmarkToASCII/corpus=ascii/impl=xnet-2   100  10000 ns/op  100 ns/host  95 cpu-ns/host  0.5 allocs/host  8 B/op  500 allocs/op
BenchmarkAppend/corpus=ascii/impl=xn-2      100  900 ns/op  9.00 ns/host  0.00001 allocs/host  0 B/op  0 allocs/op
BenchmarkHostile/size=1KiB/impl=xn-2        100  2048 ns/op  500 MB/s  2.000 ns/B  0 B/op  3 allocs/op
PASS
`
	rs, err := parse(strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		cpu  bool
		want string
	}{
		{false, `| benchmark | unit | xn | x/net | xn/x/net | xn allocs | x/net allocs |
| --- | --- | ---: | ---: | ---: | ---: | ---: |
| ToASCII/corpus=ascii | ns/host | 11.0 | 100 | 0.11x | 0 | 0.500 |
| Append/corpus=ascii | ns/host | 9.00 | – | – | <0.001 | – |
| Hostile/size=1KiB | ns/B | 2.00 | – | – | 3 | – |
`},
		{true, `| benchmark | unit | xn | x/net | xn/x/net | xn allocs | x/net allocs |
| --- | --- | ---: | ---: | ---: | ---: | ---: |
| ToASCII/corpus=ascii | cpu-ns/host | 9.50 | 95.0 | 0.10x | 0 | 0.500 |
| Append/corpus=ascii | ns/host | 9.00 | – | – | <0.001 | – |
| Hostile/size=1KiB | ns/B | 2.00 | – | – | 3 | – |
`},
	} {
		var out bytes.Buffer
		write(&out, rs, tc.cpu)
		if got := out.String(); got != tc.want {
			t.Errorf("cpu=%v: table:\n%s\nwant:\n%s", tc.cpu, got, tc.want)
		}
	}
}
