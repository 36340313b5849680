// Package bench is the benchmark suite of the module: it measures packages
// idna and punycode against golang.org/x/net/idna on the host names of
// package corpus and on hostile inputs, in the same run.
//
// Every benchmark with a golang.org/x/net/idna twin is named
// .../impl=xn and .../impl=xnet, so that benchstat can put the two side by
// side (benchstat -col /impl). Corpus benchmarks convert the whole corpus
// per op and report ns/host, allocs/host and B/host; hostile-input
// benchmarks report ns/B.
//
// The script run.sh runs the suite and prints the tables; see
// docs/performance.md. Beside it are the other measuring tools: binsize
// (binary growth), loc (lines of code), surface (exported API) and
// throughput (lines per second of the xn command against idn2).
package bench
