// The backend of the page served by "xn serve": the JSON API of the same
// origin. The static build replaces this file with backend-wasm.js.
"use strict";
window.xnBackend = (() => {
  async function call(method, path, body) {
    const resp = await fetch(path, {
      method,
      headers: body ? { "Content-Type": "application/json" } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    const data = await resp.json();
    if (!resp.ok) throw new Error(data.error || resp.statusText);
    return data;
  }
  return {
    name: "xn serve",
    info: () => call("GET", "api/info"),
    explain: (req) => call("POST", "api/explain", req),
    convert: (req) => call("POST", "api/convert", req),
  };
})();
