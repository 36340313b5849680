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
  let info = null;     // the answer of the backend's info
  let words = {};      // the words of the page in its language (info.words)
  let fragments = {};  // and as they stand inside other words (info.fragments)

  // w returns the word id in the page's language, as a sentence of its
  // own; with fill, an array in which each %[n]s is the nth of fill (text
  // or an element), for el().
  function w(id, ...fill) {
    return filled(words[id] ?? id, fill);
  }

  // f is w for a word inside others: "(decoded from xn--go-)".
  function f(id, ...fill) {
    return filled(fragments[id] ?? id, fill);
  }

  function filled(t, fill) {
    if (!fill.length) return t;
    return t.split(/(%\[\d+\]s)/).map((part) => {
      const m = /^%\[(\d+)\]s$/.exec(part);
      return m ? fill[m[1] - 1] : part;
    });
  }

  // wt is w as one string, for an attribute.
  function wt(id, ...fill) {
    return [].concat(w(id, ...fill)).join("");
  }

  // applyWords writes the page's own words in its language, and sets the
  // page's language (lang of <html>) to it: one language per page.
  function applyWords() {
    const lang = $("lang").value;
    words = (info.words || {})[lang] || {};
    fragments = (info.fragments || {})[lang] || {};
    document.documentElement.lang = lang;
    document.title = w("playground.title");
    for (const e of document.querySelectorAll("[data-w]")) e.textContent = w(e.dataset.w);
    for (const e of document.querySelectorAll("[data-f]")) e.textContent = f(e.dataset.f);
    $("controls").setAttribute("aria-label", w("playground.controls"));
    $("footer").replaceChildren(...w("playground.footer", el("a", { href: "https://github.com/xn-go/xn" }, "xn")), ".");
    for (const o of $("unicode-select").options) {
      o.textContent = o.value === "" ? info.unicode_version + " (" + f("playground.default") + ")" : o.value;
    }
    countSwitches();
  }

  // el builds an element: el("td", {class: "x"}, "text", child, ...).
  function el(tag, attrs, ...children) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v === undefined || v === null || v === false) continue;
      if (k === "class") e.className = v;
      else if (k === "onclick") e.addEventListener("click", v);
      else e.setAttribute(k, v === true ? "" : v);
    }
    for (const c of children.flat(Infinity)) {
      if (c === undefined || c === null) continue;
      e.append(c instanceof Node ? c : String(c));
    }
    return e;
  }

  // copyButton copies text; title is the ID of its tooltip.
  function copyButton(text, title) {
    return el("button", { type: "button", class: "copy", title: w(title), onclick: (ev) => {
      navigator.clipboard.writeText(text).then(() => { ev.target.textContent = w("playground.copied"); },
        () => { ev.target.textContent = w("playground.select-copy"); });
    } }, w("playground.copy"));
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
    if (s.lang !== "en") q.set("lang", s.lang);
    for (const [k, v] of Object.entries(s.options)) q.set(k, v ? "1" : "0");
    history.replaceState(null, "", "?" + q.toString());
  }

  function readURL() {
    const q = new URLSearchParams(location.search);
    if (q.has("name")) input.value = q.get("name");
    if (q.has("profile")) profile.value = q.get("profile");
    if (q.has("unicode")) $("unicode-select").value = q.get("unicode");
    if (q.has("lang") && [...$("lang").options].some((o) => o.value === q.get("lang"))) $("lang").value = q.get("lang");
    for (const name of options) {
      if (q.has(name)) $("sw-" + name).value = q.get(name) === "0" || q.get(name) === "false" ? "false" : "true";
    }
  }

  function countSwitches() {
    const n = Object.keys(settings().options).length;
    $("switch-count").textContent = n === 0 ? f("playground.none-set") : [].concat(f("playground.n-set", n)).join("");
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
        drawBatch(data, performance.now() - t0);
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
    return ok ? el("span", { class: "verdict ok" }, w("playground.passed")) : el("span", { class: "verdict fail" }, w("playground.failed"));
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
      } }, "← ", w("playground.back"), " (" + lastList.length + ")")));
    }

    // The final forms first: what most people come for.
    out.push(el("section", { class: "stage", id: "stage-result" },
      el("h2", {}, el("span", {}, w("playground.result")), " ", el("span", { class: "settings-note" }, w("playground.profile-note", el("b", {}, x.profile)), " ", x.settings.join(" "))),
      scroll(el("table", { class: "forms" },
        el("tr", {}, el("th", {}, w("playground.ascii-form")),
          el("td", {}, el("code", { id: "ascii" }, x.ascii_ok ? x.ascii : "—")),
          el("td", {}, x.ascii_ok ? copyButton(x.ascii, "playground.copy-ascii") : verdict(false))),
        el("tr", { class: x.unicode_ok ? "" : "not-valid" }, el("th", {}, w("playground.unicode-form")),
          el("td", {}, x.unicode_ok ? el("code", { id: "unicode" }, x.unicode)
            : [el("span", { class: "not-valid-note" }, w("playground.best-effort"), " "), el("code", { id: "unicode", class: "not-valid" }, showChars(x.unicode) || "(" + f("playground.empty") + ")")]),
          el("td", {}, x.unicode_ok ? copyButton(x.unicode, "playground.copy-unicode") : verdict(false))),
        el("tr", { class: d.shown === "ascii" ? "warn" : "" }, el("th", {}, w("playground.shown-to-people")),
          el("td", {}, d.shown === "" ? el("span", { class: "fail" }, w("playground.nothing-not-valid")) : el("code", { id: "display-shown-top" }, d.output)),
          el("td", {}, d.shown === "" ? null : d.shown === "unicode" ? el("span", { class: "verdict ok" }, w("playground.badge-unicode")) : el("span", { class: "verdict warn" }, w("playground.badge-alabels")))))),
      x.ascii_problems.length ? el("ul", { class: "problems", id: "problems" },
        said(x.ascii_problems).map((p) => el("li", {}, el("span", { class: "code" }, p.codes.join(",")), " ", p.text))) : null));

    // Every regime side by side: why a browser and a library disagree.
    if (x.regimes) out.push(drawRegimes(x.regimes));

    // 1. The labels and where the input was cut. The chips are laid out
    // left to right in logical order, each one isolated, so that the
    // labels of a right-to-left name keep their numbers and their order.
    out.push(section("1. " + w("playground.labels"), "stage-labels",
      el("p", { class: "cut", dir: "ltr" }, x.input_labels.flatMap((l, i) => [
        el("span", { class: "label-box", "data-label": i, title: wt("playground.label-title", i + 1, l.offset) },
          el("span", { class: "label-num" }, i + 1), el("bdi", { class: "label-text" }, showChars(l.text) || "(" + f("playground.empty") + ")")),
        l.dot ? el("span", { class: "dot" + (l.dot === "." ? "" : " odd-dot"), title: dotName(l.dot) }, l.dot) : null,
      ])),
      x.input_labels.some((l) => l.dot && l.dot !== ".")
        ? el("p", { class: "note" }, w("playground.odd-dots"), " ",
          [...new Set(x.input_labels.map((l) => l.dot).filter((d) => d && d !== "."))].map(dotName).join(", "), ".") : null));

    // 2. Each code point.
    out.push(section("2. " + w("playground.code-points"), "stage-codepoints",
      x.input_labels.map((l, i) => el("div", { class: "label-cps" },
        el("h3", {}, w("playground.label-n", i + 1), " ", el("bdi", {}, el("code", {}, showChars(l.text)))),
        scroll(el("table", { class: "cps" },
          el("tr", {}, [w("playground.char"), w("playground.code-point"), w("playground.script"), w("playground.char-name"), w("playground.status"),
            w("playground.mapping"), "IDNA2008", w("playground.bidi"), w("playground.joining")].map((h) => el("th", {}, h))),
          l.code_points.map((c) => el("tr", { class: "st-" + c.status.replace(/_.*/, "") },
            el("td", { class: "char" }, showChars(c.char)), el("td", {}, c.code_point),
            el("td", { class: "script" }, c.script), el("td", { class: "cpname" }, c.name),
            el("td", {}, c.status + (c.nv8 ? " (NV8)" : "")),
            el("td", {}, c.mapping === null ? "" : c.mapping === "" ? "(" + f("playground.mapped-nothing") + ")" : showChars(c.mapping)),
            el("td", { class: "p-" + c.idna2008 }, c.idna2008), el("td", {}, c.bidi_class), el("td", {}, c.joining_type))))),
        el("p", { class: "steps" }, w("playground.mapped"), " ", el("code", {}, showChars(l.mapped)), " → NFC: ",
          el("code", { class: l.nfc_changed ? "changed" : "" }, showChars(l.normalized)),
          l.nfc_changed ? el("span", { class: "changed-note" }, " (" + f("playground.nfc-changed") + ")") : "")))));

    // 3. The rules.
    const ruleRows = (rules) => rules.map((r) => el("tr", { class: r.ok ? "ok" : "fail" },
      el("td", { class: "code" }, r.code), el("td", {}, r.name), el("td", {}, verdict(r.ok)),
      el("td", { class: "msg" }, r.message || r.detail || "")));
    out.push(section("3. " + w("playground.rules"), "stage-rules",
      x.labels.map((l) => el("div", { class: "label-rules" },
        el("h3", {}, w("playground.label-n", l.index + 1), " ", el("bdi", {}, el("code", {}, showChars(l.unicode))),
          l.from_punycode ? [" (", f("playground.decoded-from", l.decoded_from), ")"] : "", l.undecodable ? " (" + f("playground.undecodable") + ")" : ""),
        scroll(el("table", { class: "rules" }, ruleRows(l.rules))))),
      x.name_rules.length ? el("div", {}, el("h3", {}, w("playground.whole-name")), scroll(el("table", { class: "rules" }, ruleRows(x.name_rules)))) : null));

    // 4. Punycode, RFC 3492.
    const traced = x.labels.filter((l) => l.punycode);
    out.push(section("4. Punycode (RFC 3492)", "stage-punycode",
      traced.length === 0 ? el("p", { class: "note" }, x.labels.some((l) => l.no_ascii && /[^\x00-\x7f]/.test(l.unicode))
        ? w("playground.no-punycode-stopped") : w("playground.no-punycode-ascii")) : null,
      traced.map((l) => drawTrace(l))));

    // 5. The display policy.
    out.push(section("5. " + w("playground.display-policy"), "stage-display",
      d.shown === "" ? el("p", { class: "fail" }, w("playground.display-rejected")) :
        el("p", {}, d.shown === "unicode" ? el("span", { class: "verdict ok" }, w("playground.shown-unicode")) : el("span", { class: "verdict fail" }, w("playground.shown-ascii")),
          " ", el("code", { id: "display-shown" }, d.output)),
      d.reasons.length ? el("ul", { class: "reasons" }, d.reasons.map((r) =>
        el("li", {}, el("span", { class: "code" }, r.code), " ", r.text))) : null,
      el("p", { class: "note" }, w("playground.policy-note"))));

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
    return section(w("playground.regimes"), "stage-regimes",
      scroll(el("table", { class: "regimes", id: "regimes" },
        el("thead", {}, el("tr", {}, [w("playground.regime"), "ASCII", "Unicode", w("playground.verdict")].map((h) => el("th", {}, h)))),
        el("tbody", {}, c.results.map((r) => el("tr", { class: r.ok ? "ok" : "fail", "data-regime": r.regime, title: r.settings.join(" ") },
          el("td", { class: "regime" }, r.name),
          el("td", { "data-h": "ASCII" }, r.ok ? el("code", {}, r.ascii) : "—"),
          el("td", { "data-h": "Unicode" }, r.ok ? el("code", {}, showChars(r.unicode)) : "—"),
          el("td", { class: "rv" }, r.ok ? verdict(true) : [verdict(false), " ", el("span", { class: "code" }, r.codes.join(", "))])))))),
      reasons.length
        ? el("ul", { class: "why", id: "regime-reasons" }, reasons.map((r) => el("li", {}, r.text)))
        : el("p", { class: "note", id: "regime-reasons" }, c.results[0].ok ? w("playground.same-result")
          : w("playground.all-reject")));
  }

  function drawTrace(l) {
    const t = l.punycode;
    const head = t.decode
      ? w("playground.decoding", el("code", {}, t.input), l.index + 1, t.basic)
      : w("playground.encoding", el("code", {}, showChars(t.input)), l.index + 1, t.basic);
    return el("div", { class: "trace", "data-label": l.index },
      el("p", {}, head),
      scroll(el("table", { class: "steps" },
        el("tr", {}, ["playground.code-point", "playground.inserted-at", "playground.delta", "playground.digits", "playground.bias"].map((h) => el("th", {}, w(h)))),
        t.steps.map((s) => el("tr", {}, el("td", {}, s.code_point + " " + showChars(s.char)), el("td", {}, s.index),
          el("td", {}, s.delta), el("td", { class: "digits" }, s.digits), el("td", {}, s.bias))))),
      t.error ? el("p", { class: "fail" }, t.error)
        : el("p", {}, w("playground.trace-result"), " ", el("code", { class: "puny-out" }, t.decode ? showChars(t.output) : "xn--" + t.output)));
  }

  function dotName(d) {
    return { ".": "U+002E FULL STOP", "。": "U+3002 IDEOGRAPHIC FULL STOP", "．": "U+FF0E FULLWIDTH FULL STOP", "｡": "U+FF61 HALFWIDTH IDEOGRAPHIC FULL STOP" }[d] || d;
  }

  // drawBatch draws the results of a list. On a narrow screen each row is
  // stacked as a card (app.css), so that no column is out of sight. Each
  // row opens the single-name view of its name.
  function drawBatch(data, ms) {
    const results = data.results;
    const failed = results.some((r) => !r.ok);
    const unsafe = results.some((r) => r.ok && !r.safe);
    status.textContent = data.summary;
    status.className = failed ? "fail" : unsafe ? "warn" : "ok";
    const heads = ["#", w("playground.input-head"), "ASCII", "Unicode", w("playground.shown-to-people"), w("playground.codes"), w("playground.first-problem")];
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
      el("td", { "data-h": heads[3] }, r.ok ? r.unicode : [el("span", { class: "not-valid-note" }, w("playground.not-valid"), " "), el("span", { class: "not-valid" }, showChars(r.unicode))]),
      el("td", { class: "display " + (r.ok ? (r.safe ? "safe" : "unsafe") : "none"), "data-h": heads[4] },
        r.ok ? [el("code", {}, r.shown), r.safe ? null : el("span", { class: "why" }, " " + r.display)] : "—"),
      el("td", { class: "code", "data-h": heads[5] }, r.codes.join(", ")), el("td", { class: "msg", "data-h": heads[6] }, r.text || r.message || "")));
    result.replaceChildren(section(w("playground.results"), "stage-batch",
      el("p", { class: "note" }, w("playground.open-note")),
      el("table", { id: "batch", class: "batch" },
        el("thead", {}, el("tr", {}, heads.map((h) => el("th", {}, h)))),
        el("tbody", {}, rows))));
  }

  async function start() {
    $("backend-name").textContent = backend.name;
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
        el("option", { value: "", "data-f": "playground.profiles-setting" }), el("option", { value: "true", "data-f": "playground.on" }),
        el("option", { value: "false", "data-f": "playground.off" })))));
    // The sentences in the browser's language when the catalog has it.
    const langs = info.languages || ["en"];
    const want = (navigator.languages || [navigator.language || "en"]).map((l) => l.toLowerCase().split("-")[0]);
    $("lang").replaceChildren(...langs.map((l) => el("option", { value: l }, l)));
    $("lang").value = want.find((l) => langs.includes(l)) || langs[0];
    $("lang").addEventListener("change", () => { applyWords(); update(); });
    // The Unicode versions this build serves; "" is the default.
    $("unicode-select").replaceChildren(...(info.unicode_versions || [info.unicode_version]).map((v) =>
      el("option", { value: v === info.unicode_version ? "" : v }, v)));
    $("unicode-select").value = "";
    $("unicode-select").addEventListener("change", update);
    readURL();
    applyWords();
    if (Object.keys(settings().options).length) $("switches-box").open = true;
    input.addEventListener("input", schedule);
    input.addEventListener("scroll", () => { backdrop.scrollTop = input.scrollTop; });
    profile.addEventListener("change", update);
    $("switches").addEventListener("change", update);
    $("share").addEventListener("click", () => {
      writeURL();
      navigator.clipboard.writeText(location.href).then(() => { $("share").textContent = w("playground.link-copied"); }, () => {});
    });
    if (input.value === "") document.body.dataset.state = "done";
    else await update();
  }
  start();
})();
