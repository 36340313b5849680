#!/usr/bin/env bash
# Builds the three programs of bench/binsize stripped, as a release would
# (go build -trimpath -ldflags="-s -w"), and prints their sizes and how much
# the Lookup-only program (lookup, package idna) and its twin with
# golang.org/x/net/idna (xnet) grow over a program that converts nothing
# (base). The numbers are recorded in docs/performance.md.
#
# Example: bench/binsize.sh
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
echo "# $(go version)"
for p in base lookup xnet; do
	go build -trimpath -ldflags="-s -w" -o "$out/$p" "./bench/binsize/$p"
done
base=$(stat -c %s "$out/base")
printf '%-8s %10s %12s\n' program bytes growth
for p in base lookup xnet; do
	n=$(stat -c %s "$out/$p")
	printf '%-8s %10d %8d KiB\n' "$p" "$n" $(((n - base) / 1024))
done
