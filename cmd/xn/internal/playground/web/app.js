// The playground page: reads the input and the settings, asks the backend
// (window.xnBackend: the JSON API of "xn serve", or the library compiled
// to WebAssembly) and draws the answer.
"use strict";
(() => {
  const $ = (id) => document.getElementById(id);
  const input = $("input"), backdrop = $("backdrop"), profile = $("profile");
  const result = $("result"), status = $("status");
  const backend = window.xnBackend;
  let options = [];   // the switch names
  let seq = 0;        // the number of the latest request
  let timer = 0;
  let lastList = null; // the list a row was opened from, to go back to

  // el builds an element: el("td", {class: "x"}, "text", child, ...).
  function el(tag, attrs, ...children) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v === undefined || v === null || v === false) continue;
      if (k === "class") e.className = v;
      else if (k === "onclick") e.addEventListener("click", v);
      else e.setAttribute(k, v === true ? "" : v);
    }
    for (const c of children.flat()) {
      if (c === undefined || c === null) continue;
      e.append(c instanceof Node ? c : String(c));
    }
    return e;
  }

  function copyButton(text, label) {
    return el("button", { type: "button", class: "copy", title: "Copy " + label, onclick: (ev) => {
      navigator.clipboard.writeText(text).then(() => { ev.target.textContent = "Copied"; },
        () => { ev.target.textContent = "Select and copy"; });
    } }, "Copy");
  }

  // settings returns the profile and the switches set, as the API takes them.
  function settings() {
    const opts = {};
    for (const name of options) {
      const v = $("sw-" + name).value;
      if (v !== "") opts[name] = v === "true";
    }
    return { profile: profile.value, options: opts, lang: $("lang").value, unicode: $("unicode-select").value };
  }

  // names returns the names of a list (non-empty lines), or null for one name.
  function names() {
    const lines = input.value.split(/\r?\n/);
    const nonEmpty = lines.map((l) => l.trim()).filter((l) => l !== "");
    return lines.length > 1 && nonEmpty.length > 1 ? nonEmpty : null;
  }

  // The query string: ?name=...&profile=...&transitional=1
  function writeURL() {
    const q = new URLSearchParams();
    // A long list stays out of the URL, which would grow past what
    // browsers and servers keep.
    if (input.value.length <= 2000) q.set("name", input.value);
    const s = settings();
    if (s.profile !== "lookup") q.set("profile", s.profile);
    if (s.unicode !== "") q.set("unicode", s.unicode);
    for (const [k, v] of Object.entries(s.options)) q.set(k, v ? "1" : "0");
    history.replaceState(null, "", "?" + q.toString());
  }

  function readURL() {
    const q = new URLSearchParams(location.search);
    if (q.has("name")) input.value = q.get("name");
    if (q.has("profile")) profile.value = q.get("profile");
    if (q.has("unicode")) $("unicode-select").value = q.get("unicode");
    for (const name of options) {
      if (q.has(name)) $("sw-" + name).value = q.get(name) === "0" || q.get(name) === "false" ? "false" : "true";
    }
  }

  function countSwitches() {
    const n = Object.keys(settings().options).length;
    $("switch-count").textContent = n === 0 ? "none set" : n + " set";
  }

  function schedule() {
    document.body.dataset.state = "pending";
    clearTimeout(timer);
    timer = setTimeout(update, 150);
  }

  async function update() {
    const my = ++seq;
    const text = input.value;
    document.body.dataset.state = "busy";
    writeURL();
    countSwitches();
    const list = names();
    try {
      if (list) {
        const t0 = performance.now();
        const data = await backend.convert({ names: list, ...settings() });
        if (my !== seq) return;
        underline([]);
        drawBatch(data.results, performance.now() - t0);
      } else {
        const name = input.value.trim();
        if (name === "") {
          result.replaceChildren();
          underline([]);
          status.textContent = "";
        } else {
          const data = await backend.explain({ name, ...settings() });
          if (my !== seq) return;
          const lead = input.value.length - input.value.trimStart().length;
          underline(data.ascii_ok ? [] : said(data.ascii_problems).map((p) => [p.start + lead, p.end + lead, p.text]));
          drawExplanation(data);
        }
      }
      // For the tests: the state, and the input the result is for.
      document.body.dataset.for = text;
      document.body.dataset.state = "done";
      // For the tests: milliseconds from the page's start to its first result.
      if (!document.body.dataset.firstResultMs) document.body.dataset.firstResultMs = Math.round(performance.now());
    } catch (err) {
      if (my !== seq) return;
      result.replaceChildren(el("p", { class: "error", id: "request-error" }, String(err.message || err)));
      status.textContent = "";
      document.body.dataset.state = "error";
    }
  }

  // underline draws the input again behind the text box, with the spans
  // [start, end) (UTF-16 offsets) underlined; an empty span marks the
  // character after it.
  function underline(spans) {
    const text = input.value;
    const parts = [];
    let at = 0;
    spans = spans.filter((s) => s[0] >= 0 && s[0] <= text.length).sort((a, b) => a[0] - b[0]);
    for (let [start, end, msg] of spans) {
      if (start < at) continue;
      if (end <= start) end = Math.min(text.length, start + 1);
      parts.push(text.slice(at, start));
      parts.push(el("mark", { title: msg }, text.slice(start, end) || " "));
      at = end;
    }
    parts.push(text.slice(at) + "\n");
    backdrop.replaceChildren(...parts);
    input.classList.toggle("has-errors", spans.length > 0);
  }

  // said returns the problems that say a sentence: a problem whose text
  // is "" repeats the sentence of an earlier one.
  function said(problems) {
    return problems.filter((p) => p.text !== "");
  }

  function section(title, id, ...children) {
    return el("section", { class: "stage", id }, el("h2", {}, title), ...children);
  }

  function verdict(ok) {
    return ok ? el("span", { class: "verdict ok" }, "ok") : el("span", { class: "verdict fail" }, "FAIL");
  }

  function showChars(s) {
    return Array.from(s).map((c) => {
      const n = c.codePointAt(0);
      return n < 0x20 || (n >= 0x7f && n < 0xa0) || n === 0x200c || n === 0x200d || n === 0xad
        ? "U+" + n.toString(16).toUpperCase().padStart(4, "0") + " " : c;
    }).join("");
  }

  // drawStatus writes the verdicts beside the input: is the name valid,
  // and how a browser would show it.
  function drawStatus(v) {
    status.className = !v.ok ? "fail" : v.safe ? "ok" : "warn";
    status.replaceChildren(
      v.host ? el("span", { id: "verdict-host" }, v.host) : "",
      v.host ? el("span", { class: "sep" }, " · ") : "",
      el("span", { id: "verdict-conversion", class: v.ok ? "ok" : "fail" }, v.ok ? "✓ " : "✗ ", v.conversion),
      el("span", { class: "sep" }, " · "),
      el("span", { id: "verdict-display", class: !v.ok ? "fail" : v.safe ? "ok" : "warn" }, v.display));
  }

  // scroll wraps a wide table in a box that scrolls sideways on its own,
  // so that the page itself never does.
  function scroll(table) {
    return el("div", { class: "scroll" }, table);
  }

  function drawExplanation(x) {
    drawStatus(x.verdict);
    const out = [];
    const d = x.display;

    if (lastList) {
      out.push(el("p", { class: "back" }, el("button", { type: "button", id: "back-to-list", onclick: () => {
        input.value = lastList.join("\n");
        lastList = null;
        update();
      } }, "← Back to the list of " + lastList.length + " names")));
    }

    // The final forms first: what most people come for.
    out.push(el("section", { class: "stage", id: "stage-result" },
      el("h2", {}, "Result ", el("span", { class: "settings-note" }, "profile ", el("b", {}, x.profile), ": ", x.settings.join(" "))),
      scroll(el("table", { class: "forms" },
        el("tr", {}, el("th", {}, "ASCII (ToASCII)"),
          el("td", {}, el("code", { id: "ascii" }, x.ascii_ok ? x.ascii : "—")),
          el("td", {}, x.ascii_ok ? copyButton(x.ascii, "the ASCII form") : verdict(false))),
        el("tr", { class: x.unicode_ok ? "" : "not-valid" }, el("th", {}, "Unicode (ToUnicode)"),
          el("td", {}, x.unicode_ok ? el("code", { id: "unicode" }, x.unicode)
            : [el("span", { class: "not-valid-note" }, "not valid; best effort: "), el("code", { id: "unicode", class: "not-valid" }, showChars(x.unicode) || "(empty)")]),
          el("td", {}, x.unicode_ok ? copyButton(x.unicode, "the Unicode form") : verdict(false))),
        el("tr", { class: d.shown === "ascii" ? "warn" : "" }, el("th", {}, "Shown to people"),
          el("td", {}, d.shown === "" ? el("span", { class: "fail" }, "nothing: the name is not valid") : el("code", { id: "display-shown-top" }, d.output)),
          el("td", {}, d.shown === "" ? null : d.shown === "unicode" ? el("span", { class: "verdict ok" }, "Unicode") : el("span", { class: "verdict warn" }, "A-labels"))))),
      x.ascii_problems.length ? el("ul", { class: "problems", id: "problems" },
        said(x.ascii_problems).map((p) => el("li", {}, el("span", { class: "code" }, p.codes.join(",")), " ", p.text))) : null));

    // Every regime side by side: why a browser and a library disagree.
    if (x.regimes) out.push(drawRegimes(x.regimes));

    // 1. The labels and where the input was cut. The chips are laid out
    // left to right in logical order, each one isolated, so that the
    // labels of a right-to-left name keep their numbers and their order.
    out.push(section("1. Labels", "stage-labels",
      el("p", { class: "cut", dir: "ltr" }, x.input_labels.flatMap((l, i) => [
        el("span", { class: "label-box", "data-label": i, title: "label " + (i + 1) + ", byte " + l.offset },
          el("span", { class: "label-num" }, i + 1), el("bdi", { class: "label-text" }, showChars(l.text) || "(empty)")),
        l.dot ? el("span", { class: "dot" + (l.dot === "." ? "" : " odd-dot"), title: dotName(l.dot) }, l.dot) : null,
      ])),
      x.input_labels.some((l) => l.dot && l.dot !== ".")
        ? el("p", { class: "note" }, "Dots other than U+002E FULL STOP also separate labels: ",
          [...new Set(x.input_labels.map((l) => l.dot).filter((d) => d && d !== "."))].map(dotName).join(", "), ".") : null));

    // 2. Each code point.
    out.push(section("2. Code points", "stage-codepoints",
      x.input_labels.map((l, i) => el("div", { class: "label-cps" },
        el("h3", {}, "Label " + (i + 1) + " ", el("bdi", {}, el("code", {}, showChars(l.text)))),
        scroll(el("table", { class: "cps" },
          el("tr", {}, ["char", "code point", "script", "name", "UTS #46 status", "mapping", "IDNA2008", "bidi", "joining"].map((h) => el("th", {}, h))),
          l.code_points.map((c) => el("tr", { class: "st-" + c.status.replace(/_.*/, "") },
            el("td", { class: "char" }, showChars(c.char)), el("td", {}, c.code_point),
            el("td", { class: "script" }, c.script), el("td", { class: "cpname" }, c.name),
            el("td", {}, c.status + (c.nv8 ? " (NV8)" : "")),
            el("td", {}, c.mapping === null ? "" : c.mapping === "" ? "(nothing)" : showChars(c.mapping)),
            el("td", { class: "p-" + c.idna2008 }, c.idna2008), el("td", {}, c.bidi_class), el("td", {}, c.joining_type))))),
        el("p", { class: "steps" }, "mapped: ", el("code", {}, showChars(l.mapped)), " → NFC: ",
          el("code", { class: l.nfc_changed ? "changed" : "" }, showChars(l.normalized)),
          l.nfc_changed ? el("span", { class: "changed-note" }, " (changed by normalization)") : "")))));

    // 3. The rules.
    const ruleRows = (rules) => rules.map((r) => el("tr", { class: r.ok ? "ok" : "fail" },
      el("td", { class: "code" }, r.code), el("td", {}, r.name), el("td", {}, verdict(r.ok)),
      el("td", { class: "msg" }, r.message || r.detail || "")));
    out.push(section("3. Rules", "stage-rules",
      x.labels.map((l) => el("div", { class: "label-rules" },
        el("h3", {}, "Label " + (l.index + 1) + " ", el("bdi", {}, el("code", {}, showChars(l.unicode))),
          l.from_punycode ? " (decoded from " + l.decoded_from + ")" : "", l.undecodable ? " (an xn-- label that does not decode)" : ""),
        scroll(el("table", { class: "rules" }, ruleRows(l.rules))))),
      x.name_rules.length ? el("div", {}, el("h3", {}, "The whole name"), scroll(el("table", { class: "rules" }, ruleRows(x.name_rules)))) : null));

    // 4. Punycode, RFC 3492.
    const traced = x.labels.filter((l) => l.punycode);
    out.push(section("4. Punycode (RFC 3492)", "stage-punycode",
      traced.length === 0 ? el("p", { class: "note" }, x.labels.some((l) => l.no_ascii && /[^\x00-\x7f]/.test(l.unicode))
        ? "None: ToASCII stopped before the Punycode step (see the rules)." : "Every label is ASCII: nothing to encode.") : null,
      traced.map((l) => drawTrace(l))));

    // 5. The display policy.
    out.push(section("5. Display policy", "stage-display",
      d.shown === "" ? el("p", { class: "fail" }, "IDNA rejects the name, so it has no safe form to show") :
        el("p", {}, d.shown === "unicode" ? el("span", { class: "verdict ok" }, "shown in Unicode") : el("span", { class: "verdict fail" }, "shown in ASCII"),
          " ", el("code", { id: "display-shown" }, d.output)),
      d.reasons.length ? el("ul", { class: "reasons" }, d.reasons.map((r) =>
        el("li", {}, el("span", { class: "code" }, r.code), " ", r.text))) : null,
      el("p", { class: "note" }, "spoof.Display with the default policy (modelled on Chromium's), on the Lookup profile.")));

    result.replaceChildren(...out);
  }

  // drawRegimes draws the name under every regime, and the rules that
  // separate those that differ, each sentence once.
  function drawRegimes(c) {
    const seen = new Set();
    const reasons = [];
    for (const d of c.differences) {
      for (const r of d.reasons) {
        if (!seen.has(r.id)) { seen.add(r.id); reasons.push(r); }
      }
    }
    return section("Under every regime", "stage-regimes",
      scroll(el("table", { class: "regimes", id: "regimes" },
        el("thead", {}, el("tr", {}, ["regime", "ASCII", "Unicode", "verdict"].map((h) => el("th", {}, h)))),
        el("tbody", {}, c.results.map((r) => el("tr", { class: r.ok ? "ok" : "fail", "data-regime": r.regime, title: r.settings.join(" ") },
          el("td", { class: "regime" }, r.name),
          el("td", { "data-h": "ASCII" }, r.ok ? el("code", {}, r.ascii) : "—"),
          el("td", { "data-h": "Unicode" }, r.ok ? el("code", {}, showChars(r.unicode)) : "—"),
          el("td", { class: "rv" }, r.ok ? verdict(true) : [verdict(false), " ", el("span", { class: "code" }, r.codes.join(", "))])))))),
      reasons.length
        ? el("ul", { class: "why", id: "regime-reasons" }, reasons.map((r) => el("li", {}, r.text)))
        : el("p", { class: "note", id: "regime-reasons" }, c.results[0].ok ? "Every regime gives the same result."
          : "Every regime rejects the name: " + c.results[0].message));
  }

  function drawTrace(l) {
    const t = l.punycode;
    const head = t.decode
      ? ["Decoding ", el("code", {}, t.input), " (label " + (l.index + 1) + "): " + t.basic + " basic code points, then one delta per inserted code point."]
      : ["Encoding ", el("code", {}, showChars(t.input)), " (label " + (l.index + 1) + "): " + t.basic + " basic code points copied, then one delta per non-basic code point."];
    return el("div", { class: "trace", "data-label": l.index },
      el("p", {}, head),
      scroll(el("table", { class: "steps" },
        el("tr", {}, ["code point", "inserted at", "delta", "digits written", "bias after"].map((h) => el("th", {}, h))),
        t.steps.map((s) => el("tr", {}, el("td", {}, s.code_point + " " + showChars(s.char)), el("td", {}, s.index),
          el("td", {}, s.delta), el("td", { class: "digits" }, s.digits), el("td", {}, s.bias))))),
      t.error ? el("p", { class: "fail" }, t.error)
        : el("p", {}, "Result: ", el("code", { class: "puny-out" }, t.decode ? showChars(t.output) : "xn--" + t.output)));
  }

  function dotName(d) {
    return { ".": "U+002E FULL STOP", "。": "U+3002 IDEOGRAPHIC FULL STOP", "．": "U+FF0E FULLWIDTH FULL STOP", "｡": "U+FF61 HALFWIDTH IDEOGRAPHIC FULL STOP" }[d] || d;
  }

  // drawBatch draws the results of a list. On a narrow screen each row is
  // stacked as a card (app.css), so that no column is out of sight. Each
  // row opens the single-name view of its name.
  function drawBatch(results, ms) {
    const failed = results.filter((r) => !r.ok).length;
    const unsafe = results.filter((r) => r.ok && !r.safe).length;
    status.textContent = results.length + " names, " + failed + " failed" + (unsafe ? ", " + unsafe + " shown as A-labels" : "");
    status.className = failed ? "fail" : unsafe ? "warn" : "ok";
    const heads = ["#", "input", "ASCII", "Unicode", "shown to people", "codes", "first problem"];
    const list = results.map((r) => r.input);
    const open = (ev, name) => {
      ev.preventDefault();
      lastList = list;
      input.value = name;
      window.scrollTo(0, 0);
      update();
    };
    const rows = results.map((r, i) => el("tr", { class: r.ok ? (r.safe ? "ok" : "warn") : "fail" },
      el("td", { class: "num", "data-h": heads[0] }, i + 1),
      el("td", { class: "input", "data-h": heads[1] }, el("a", { href: "?name=" + encodeURIComponent(r.input), onclick: (ev) => open(ev, r.input) }, showChars(r.input))),
      el("td", { "data-h": heads[2] }, r.ok ? el("code", {}, r.ascii) : "—"),
      el("td", { "data-h": heads[3] }, r.ok ? r.unicode : [el("span", { class: "not-valid-note" }, "not valid: "), el("span", { class: "not-valid" }, showChars(r.unicode))]),
      el("td", { class: "display " + (r.ok ? (r.safe ? "safe" : "unsafe") : "none"), "data-h": heads[4] },
        r.ok ? [el("code", {}, r.shown), r.safe ? null : el("span", { class: "why" }, " " + r.display)] : "—"),
      el("td", { class: "code", "data-h": heads[5] }, r.codes.join(", ")), el("td", { class: "msg", "data-h": heads[6] }, r.text || r.message || "")));
    result.replaceChildren(section("Results", "stage-batch",
      el("p", { class: "note" }, "Open a name to see it stage by stage."),
      el("table", { id: "batch", class: "batch" },
        el("thead", {}, el("tr", {}, heads.map((h) => el("th", {}, h)))),
        el("tbody", {}, rows))));
  }

  async function start() {
    $("backend-name").textContent = backend.name;
    let info;
    try {
      info = await backend.info();
    } catch (err) {
      result.replaceChildren(el("p", { class: "error" }, "The backend did not start: " + err.message));
      document.body.dataset.state = "error";
      return;
    }
    $("unicode-version").textContent = info.unicode_version;
    options = info.options;
    profile.replaceChildren(...info.profiles.map((p) => el("option", { value: p }, p)));
    $("switches").replaceChildren(...options.map((name) => el("label", { class: "switch" }, "--" + name + " ",
      el("select", { id: "sw-" + name, "data-switch": name },
        el("option", { value: "" }, "profile's"), el("option", { value: "true" }, "on"), el("option", { value: "false" }, "off")))));
    // The sentences in the browser's language when the catalog has it.
    const langs = info.languages || ["en"];
    const want = (navigator.languages || [navigator.language || "en"]).map((l) => l.toLowerCase().split("-")[0]);
    $("lang").replaceChildren(...langs.map((l) => el("option", { value: l }, l)));
    $("lang").value = want.find((l) => langs.includes(l)) || langs[0];
    $("lang").addEventListener("change", update);
    // The Unicode versions this build serves; "" is the default.
    $("unicode-select").replaceChildren(...(info.unicode_versions || [info.unicode_version]).map((v) =>
      el("option", { value: v === info.unicode_version ? "" : v }, v === info.unicode_version ? v + " (default)" : v)));
    $("unicode-select").value = "";
    $("unicode-select").addEventListener("change", update);
    readURL();
    if (Object.keys(settings().options).length) $("switches-box").open = true;
    input.addEventListener("input", schedule);
    input.addEventListener("scroll", () => { backdrop.scrollTop = input.scrollTop; });
    profile.addEventListener("change", update);
    $("switches").addEventListener("change", update);
    $("share").addEventListener("click", () => {
      writeURL();
      navigator.clipboard.writeText(location.href).then(() => { $("share").textContent = "Link copied"; }, () => {});
    });
    if (input.value === "") document.body.dataset.state = "done";
    else await update();
  }
  start();
})();
