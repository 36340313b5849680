// The backend of the static build: the library compiled to WebAssembly
// (xn.wasm, run by Go's wasm_exec.js), called in the page itself.
"use strict";
window.xnBackend = (() => {
  const started = performance.now();
  const ready = (async () => {
    const go = new Go();
    const resp = fetch("xn.wasm");
    const { instance } = await WebAssembly.instantiateStreaming(resp, go.importObject);
    go.run(instance); // registers the xn* functions, then waits for calls
    window.xnWasmLoadMs = performance.now() - started;
  })();
  async function call(fn, req) {
    await ready;
    const data = JSON.parse(window[fn](JSON.stringify(req)));
    if (data.error) throw new Error(data.error);
    return data;
  }
  return {
    name: "WebAssembly",
    info: () => call("xnInfo", {}),
    explain: (req) => call("xnExplain", req),
    convert: (req) => call("xnConvert", req),
  };
})();
