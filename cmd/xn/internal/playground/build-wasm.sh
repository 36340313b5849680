#!/usr/bin/env bash
# Builds the static playground: the page with the library compiled to
# WebAssembly, in one folder to host anywhere.
#
#   cmd/xn/internal/playground/build-wasm.sh [OUTDIR]   (default: playground-dist)
#
# OUTDIR gets index.html, app.js, app.css, backend.js (the WebAssembly
# backend), xn.wasm and Go's wasm_exec.js, copied from the toolchain that
# builds xn.wasm. Serve the folder over HTTP (a browser does not run
# WebAssembly from file:// URLs), with .wasm as application/wasm.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=${1:-playground-dist}
mkdir -p "$out"
out=$(cd "$out" && pwd)
cp "$here/web/index.html" "$here/web/app.js" "$here/web/app.css" "$out/"
cp "$here/web/backend-wasm.js" "$out/backend.js"
# wasm_exec.js loads Go's runtime support before backend.js.
sed 's|<script src="backend.js"></script>|<script src="wasm_exec.js"></script>\n<script src="backend.js"></script>|' \
	"$here/web/index.html" >"$out/index.html"
goroot=$(go env GOROOT)
cp "$goroot/lib/wasm/wasm_exec.js" "$out/"
(cd "$here" && GOOS=js GOARCH=wasm go build -trimpath -ldflags='-s -w' -o "$out/xn.wasm" ./wasm)
raw=$(wc -c <"$out/xn.wasm")
gz=$(gzip -9 <"$out/xn.wasm" | wc -c)
echo "built $out: xn.wasm $((raw / 1024)) KiB, $((gz / 1024)) KiB gzipped ($(go env GOVERSION))"
