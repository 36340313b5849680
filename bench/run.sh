#!/usr/bin/env bash
# Runs the benchmark suite of package bench and prints, for every benchmark
# with a golang.org/x/net/idna twin, benchstat's comparison and two Markdown
# tables of time and allocations per item with the ratio xn/x-net: one of
# wall-clock time (table.md) and one of process CPU time (table-cpu.md),
# which holds up better on a machine shared with other work.
#
# Settings, from the environment:
#   COUNT      runs of each benchmark (default 10)
#   BENCHTIME  -benchtime of each run (default 100ms)
#   BENCH      -bench regular expression (default .)
#   OUT        directory for bench.txt, benchstat.txt, table.md and table-cpu.md
#              (default: a new temporary directory)
#   BENCHSTAT  benchstat command to use (default: install the latest one
#              with "go install" into a temporary GOBIN)
#
# Example: COUNT=5 BENCH='ToASCII/profile=Lookup' bench/run.sh
set -euo pipefail

COUNT=${COUNT:-10}
BENCHTIME=${BENCHTIME:-100ms}
BENCH=${BENCH:-.}
OUT=${OUT:-$(mktemp -d)}
mkdir -p "$OUT"
cd "$(dirname "$0")/.."

echo "# machine: $(nproc) CPUs, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//'), $(go version)"
echo "# load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
# The test binary is built once and run COUNT times with -test.count 1, so
# that every pass measures each xn benchmark right before its x/net twin:
# a change of load on a shared machine then hits both alike.
go test -c -o "$OUT/bench.test" ./bench
echo "# $OUT/bench.test -test.run '^\$' -test.bench '$BENCH' -test.benchtime $BENCHTIME -test.count 1, $COUNT times"
: > "$OUT/bench.txt"
for i in $(seq "$COUNT"); do
	echo "# pass $i of $COUNT, load average $(cut -d' ' -f1-3 /proc/loadavg)" >&2
	(cd bench && "$OUT/bench.test" -test.run '^$' -test.bench "$BENCH" -test.benchtime "$BENCHTIME" -test.count 1 -test.timeout 0) | tee -a "$OUT/bench.txt"
done
echo "# load average at end: $(cut -d' ' -f1-3 /proc/loadavg)"

if [ -z "${BENCHSTAT:-}" ]; then
	gobin=$(mktemp -d)
	GOBIN=$gobin go install golang.org/x/perf/cmd/benchstat@latest
	BENCHSTAT=$gobin/benchstat
fi
echo
echo "# benchstat: x/net (base) against xn"
"$BENCHSTAT" -col '/impl@(xnet xn)' "$OUT/bench.txt" | tee "$OUT/benchstat.txt"

echo
echo "# Medians per item, wall-clock time; xn/x-net < 1 means xn is faster"
go run ./bench/benchtable -time wall < "$OUT/bench.txt" | tee "$OUT/table.md"
echo
echo "# Medians per item, process CPU time"
go run ./bench/benchtable -time cpu < "$OUT/bench.txt" | tee "$OUT/table-cpu.md"
echo
echo "# results in $OUT"
