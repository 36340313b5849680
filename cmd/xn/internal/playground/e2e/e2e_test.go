// Package e2e drives the playground page in headless Chromium, against "xn
// serve" (the handler of package playground on a loopback listener) and
// against the static WebAssembly build. It is a module of its own, so that
// chromedp is not a dependency of xn.
//
// The tests skip when no Chromium is installed, unless XN_REQUIRE_BROWSER=1.
// Screenshots of each state are written to the folder in XN_E2E_ARTIFACTS,
// or to a new temporary folder; the tests print which.
package e2e

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/xn-go/xn/cmd/xn/internal/playground"
	"github.com/xn-go/xn/idna"
)

// artifacts is the folder of the screenshots.
var artifacts string

func TestMain(m *testing.M) {
	os.Exit(testMain(m))
}

func testMain(m *testing.M) int {
	artifacts = os.Getenv("XN_E2E_ARTIFACTS")
	if artifacts == "" {
		d, err := os.MkdirTemp("", "xn-e2e-")
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 2
		}
		artifacts = d
	}
	if err := os.MkdirAll(artifacts, 0o755); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	code := m.Run()
	fmt.Printf("e2e: screenshots in %s\n", artifacts)
	return code
}

// chromium returns the path of the browser, or skips the test (fails it
// with XN_REQUIRE_BROWSER=1) when there is none.
func chromium(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	msg := "no Chromium found (chromium, chromium-browser or google-chrome in PATH); on Debian: apt-get install chromium"
	if os.Getenv("XN_REQUIRE_BROWSER") == "1" {
		t.Fatal(msg + " (XN_REQUIRE_BROWSER=1)")
	}
	t.Skip(msg + "; set XN_REQUIRE_BROWSER=1 to fail instead of skipping")
	return ""
}

// browser starts a headless Chromium with a fresh profile and returns a
// context for its first tab. The browser stops with the test.
func browser(t *testing.T) context.Context {
	t.Helper()
	exe := chromium(t)
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(exe),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1100, 900),
	}
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelTab := chromedp.NewContext(actx)
	t.Cleanup(func() {
		cancelTab()
		cancelAlloc()
	})
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("starting %s: %v", exe, err)
	}
	return ctx
}

// page is the playground open in a browser tab.
type page struct {
	t    *testing.T
	ctx  context.Context
	base string // the page's URL
	name string // the backend, for the screenshots' names
}

// deadline bounds each step, so that a page that never gets to the state
// awaited fails the test instead of hanging it. It is no timing
// assertion: a step that takes long on a busy machine still passes.
const deadline = 3 * time.Minute

// run runs actions with the deadline.
func (p *page) run(what string, actions ...chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, deadline)
	defer cancel()
	if err := chromedp.Do(ctx, actions...); err != nil {
		p.t.Fatalf("%s: %v", what, err)
	}
}

// value runs an action that returns a value, with the deadline.
func value[T any](p *page, what string, a chromedp.Action[T]) T {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, deadline)
	defer cancel()
	v, err := chromedp.Run(ctx, a)
	if err != nil {
		p.t.Fatalf("%s: %v", what, err)
	}
	return v
}

// eval evaluates the JavaScript expression and returns its value.
func eval[T any](p *page, expr string) T {
	p.t.Helper()
	return value(p, "evaluate "+expr, chromedp.Evaluate[T](expr))
}

// js runs JavaScript for its effect.
func js(expr string) chromedp.Action[chromedp.Void] {
	return chromedp.Evaluate[chromedp.Void](expr)
}

// open loads the page with the query string and waits for it to be idle.
func (p *page) open(query string) {
	p.t.Helper()
	p.run("open "+query, chromedp.Navigate(p.base+query), waitJS(`document.body.dataset.state === "done"`))
}

// waitJS waits until the JavaScript expression is true. In it, current()
// is true when the page shows the result for what the input holds now.
func waitJS(expr string) chromedp.Action[chromedp.Void] {
	const current = `const current = () => document.body.dataset.state === "done" &&
		document.body.dataset.for === document.getElementById("input").value;`
	return chromedp.PollFunction[chromedp.Void]("() => { "+current+" return ("+expr+"); }",
		chromedp.WithPollingInterval(50*time.Millisecond))
}

// typeName empties the input and types s, key by key, as a person would.
func (p *page) typeName(s string) {
	p.t.Helper()
	p.run("type "+s,
		js(`document.getElementById("input").value = ""`),
		chromedp.SendKeys(chromedp.ID("input"), s),
	)
}

// paste puts text in the input as a paste does: in one input event.
func (p *page) paste(text string) {
	p.t.Helper()
	p.run("paste", js(fmt.Sprintf(`(() => { const i = document.getElementById("input");
		i.value = %q; i.dispatchEvent(new InputEvent("input", {inputType: "insertFromPaste"})); })()`, text)))
}

// text returns the text of the first element matching the CSS selector.
func (p *page) text(sel string) string {
	p.t.Helper()
	return eval[string](p, fmt.Sprintf(`(document.querySelector(%q) || {}).textContent || ""`, sel))
}

// waitText waits until the element's text is want.
func (p *page) waitText(sel, want string) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, deadline)
	defer cancel()
	err := chromedp.Do(ctx, waitJS(fmt.Sprintf(`current() && (document.querySelector(%q) || {}).textContent === %q`, sel, want)))
	if err != nil {
		p.t.Fatalf("waiting for %s to read %q (it reads %q): %v", sel, want, p.text(sel), err)
	}
}

// screenshot saves the visible page as a PNG in the artifacts folder.
func (p *page) screenshot(state string) {
	p.t.Helper()
	png := value(p, "screenshot", chromedp.CaptureScreenshot())
	file := filepath.Join(artifacts, p.name+"-"+state+".png")
	if err := os.WriteFile(file, png, 0o644); err != nil {
		p.t.Fatal(err)
	}
	p.t.Logf("screenshot %s", file)
}

// backends serves the page both ways: "serve" is the handler of xn serve
// on a loopback listener, "wasm" the static build on another.
func backends(t *testing.T) map[string]string {
	t.Helper()
	srv := httptest.NewServer(playground.NewHandler(playground.Limits{}))
	t.Cleanup(srv.Close)
	dist := t.TempDir()
	build := exec.Command("bash", "../build-wasm.sh", dist)
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("build-wasm.sh: %v\n%s", err, out)
	} else {
		t.Logf("%s", strings.TrimSpace(string(out)))
	}
	static := httptest.NewServer(http.FileServer(http.Dir(dist)))
	t.Cleanup(static.Close)
	return map[string]string{"serve": srv.URL + "/", "wasm": static.URL + "/"}
}

func TestPlayground(t *testing.T) {
	ctx := browser(t)
	urls := backends(t)
	for _, name := range []string{"serve", "wasm"} {
		t.Run(name, func(t *testing.T) {
			p := &page{t: t, ctx: ctx, base: urls[name], name: name}
			scenarios(t, p)
			t.Run("layout", func(t *testing.T) { layout(t, &page{t: t, ctx: ctx, base: urls[name], name: name}) })
		})
	}
}

func scenarios(t *testing.T, p *page) {
	// The first result, for a name given in the URL: with WebAssembly it
	// includes fetching and compiling xn.wasm.
	p.open("?name=b%C3%BCcher.example")
	first := eval[string](p, `document.body.dataset.firstResultMs || ""`)

	t.Run("bücher", func(t *testing.T) {
		p.t = t
		p.typeName("Bücher.example")
		p.waitText("#ascii", "xn--bcher-kva.example")
		if u := p.text("#unicode"); u != "bücher.example" {
			t.Errorf("Unicode form %q", u)
		}
		if s := p.text("#stage-display"); !strings.Contains(s, "Shown in Unicode") {
			t.Errorf("display policy: %q", s)
		}
		cps := eval[[]string](p, `[...document.querySelectorAll("#stage-codepoints tr.st-mapped td:nth-child(2)")].map(td => td.textContent)`)
		if len(cps) != 1 || cps[0] != "U+0042" {
			t.Errorf("mapped code points %q, want the capital B, U+0042", cps)
		}
		p.screenshot("bucher")
	})

	t.Run("P4", func(t *testing.T) {
		p.t = t
		p.typeName("xn--go-.dev")
		p.waitText("#problems .code", "P4")
		msg := p.text("#problems li")
		if !strings.Contains(msg, "'xn--go-'") || !strings.Contains(msg, "not a valid") {
			t.Errorf("P4 message %q", msg)
		}
		marked := eval[string](p, `[...document.querySelectorAll("#backdrop mark")].map(m => m.textContent).join("|")`)
		if marked != "xn--go-" {
			t.Errorf("underlined in the input: %q, want the label xn--go-", marked)
		}
		rule := eval[string](p, `[...document.querySelectorAll("#stage-rules tr.fail")].map(tr => tr.textContent).join("|")`)
		if !strings.HasPrefix(rule, "P4") || !strings.Contains(rule, "Failed") || strings.Contains(rule, "|") {
			t.Errorf("failed rules %q, want P4 alone", rule)
		}
		p.screenshot("p4")
	})

	// A pasted web address: the host in it, with its look-alike verdict
	// (display.shown, display.output); each sentence listed once.
	t.Run("pasted", func(t *testing.T) {
		p.t = t
		p.typeName("https://аpple.com/login") // Cyrillic а
		// The host named as the display policy shows it (issue 40
		// item 4): never the look-alike drawn in Unicode.
		p.waitText("#verdict-host", "Checking the host xn--pple-43d.com")
		if s := p.text("#display-shown-top"); s != "xn--pple-43d.com" {
			t.Errorf("shown to people: %q", s)
		}
		if s := p.text("#stage-display"); !strings.Contains(s, "Shown in ASCII") || !strings.Contains(s, "Cyrillic") {
			t.Errorf("display policy: %q", s)
		}
		p.typeName("my_site.com")
		p.waitText("#ascii", "—")
		items := eval[[]string](p, `[...document.querySelectorAll("#problems li")].map(li => li.textContent)`)
		if len(items) != 1 || !strings.Contains(items[0], "'_'") {
			t.Errorf("problems %q, want the sentence about '_' once", items)
		}
		p.typeName("xn--go-.dev")
		p.waitText("#problems .code", "P4")
		if h := p.text("#stage-rules h3"); !strings.Contains(h, "(decoded from xn--go-)") {
			t.Errorf("rules heading %q", h)
		}
	})

	t.Run("transitional", func(t *testing.T) {
		p.t = t
		p.typeName("faß.de")
		p.waitText("#ascii", "xn--fa-hia.de")
		p.run("switch", js(`(() => { const s = document.getElementById("sw-transitional");
			document.getElementById("switches-box").open = true;
			s.value = "true"; s.dispatchEvent(new Event("change", {bubbles: true})); })()`))
		p.waitText("#ascii", "fass.de")
		loc := value(p, "location", chromedp.Location())
		if !strings.Contains(loc, "transitional=1") || !strings.Contains(loc, "name=fa%C3%9F.de") {
			t.Errorf("URL %q does not hold the name and the switch", loc)
		}
		p.screenshot("transitional")
		// The URL is shareable: opened afresh, it shows the same.
		p.open(loc[strings.Index(loc, "?"):])
		p.waitText("#ascii", "fass.de")
		p.run("reset", js(`(() => { const s = document.getElementById("sw-transitional");
			s.value = ""; s.dispatchEvent(new Event("change", {bubbles: true})); })()`))
		p.waitText("#ascii", "xn--fa-hia.de")
	})

	// The Unicode version selector: U+1E9E maps to "ss" in 15.0.0 and to
	// U+00DF from 15.1.0 on (IdnaMappingTable.txt), whichever the default.
	t.Run("unicode version", func(t *testing.T) {
		p.t = t
		p.typeName("\u1e9e.de")
		for _, tt := range []struct{ version, ascii string }{{"15.0.0", "ss.de"}, {"15.1.0", "xn--zca.de"}} {
			p.run("select "+tt.version, js(fmt.Sprintf(`(() => { const s = document.getElementById("unicode-select");
				s.value = [...s.options].find(o => o.text.startsWith(%q)).value;
				s.dispatchEvent(new Event("change", {bubbles: true})); })()`, tt.version)))
			p.waitText("#ascii", tt.ascii)
		}
		// 15.1.0 is no toolchain's default: the profile line names it.
		if h := p.text(".settings-note"); !strings.Contains(h, "--unicode 15.1.0") {
			t.Errorf("settings note %q, want --unicode 15.1.0", h)
		}
		p.run("reset", js(`(() => { const s = document.getElementById("unicode-select");
			s.value = ""; s.dispatchEvent(new Event("change", {bubbles: true})); })()`))
	})

	t.Run("punycode", func(t *testing.T) {
		p.t = t
		p.typeName("bücher")
		p.waitText("#ascii", "xn--bcher-kva")
		rows := eval[[][]string](p, `[...document.querySelectorAll("#stage-punycode table.steps tr")].slice(1).map(tr => [...tr.cells].map(td => td.textContent))`)
		want := rfc3492Steps("bücher")
		if len(rows) != len(want) {
			t.Fatalf("trace rows %q, want %d steps", rows, len(want))
		}
		for i, w := range want {
			got := rows[i]
			if len(got) != 5 || !strings.HasPrefix(got[0], fmt.Sprintf("U+%04X", w.cp)) || got[2] != fmt.Sprint(w.delta) ||
				got[3] != w.digits || got[4] != fmt.Sprint(w.bias) {
				t.Errorf("step %d: page %q, RFC 3492 gives code point U+%04X, delta %d, digits %q, bias %d", i, got, w.cp, w.delta, w.digits, w.bias)
			}
		}
		if out := p.text("#stage-punycode .puny-out"); out != "xn--bcher-kva" {
			t.Errorf("trace result %q", out)
		}
		p.run("scroll", chromedp.ScrollIntoView(chromedp.ID("stage-punycode")))
		p.screenshot("punycode")
		p.run("scroll back", js(`window.scrollTo(0, 0)`))
	})

	t.Run("list", func(t *testing.T) {
		p.t = t
		var b strings.Builder
		for i := range 1000 {
			if i > 0 {
				b.WriteByte('\n')
			}
			if i == 1 {
				b.WriteString("xn--go-.dev") // one that fails
				continue
			}
			fmt.Fprintf(&b, "bücher%d.example", i)
		}
		// Paste: the whole list arrives in one input event.
		p.paste(b.String())
		p.run("table", waitJS(`current() && document.querySelectorAll("#batch tbody tr").length > 0`))
		n := eval[int](p, `document.querySelectorAll("#batch tbody tr").length`)
		if n != 1000 {
			t.Errorf("%d rows for 1000 names", n)
		}
		want, err := idna.Lookup.ToASCII("bücher999.example")
		if err != nil {
			t.Fatal(err)
		}
		if last := p.text("#batch tbody tr:last-child td:nth-child(3)"); last != want {
			t.Errorf("last row ASCII %q, want %q", last, want)
		}
		if row := p.text("#batch tbody tr.fail"); !strings.Contains(row, "xn--go-.dev") || !strings.Contains(row, "P4") {
			t.Errorf("failed row %q, want xn--go-.dev with P4", row)
		}
		if s := p.text("#status"); s != "Names: 1,000 · not valid: 1" {
			t.Errorf("status %q", s)
		}
		p.screenshot("list")
	})

	// A phishing report pasted as a list (issue 40 item 3): each row's
	// host is checked as the single-name view checks it, with its
	// look-alike verdict, and what to enter names the host as the
	// display policy shows it (item 4).
	t.Run("pasted list", func(t *testing.T) {
		p.t = t
		lines := []string{"https://xn--pple-43d.com:443/x", "https://аpple.com/login", "bücher.de:8080", "info@аpple.com", "my_site.com", "bücher.example"}
		p.paste(strings.Join(lines, "\n"))
		p.run("table", waitJS(`current() && document.querySelectorAll("#batch tbody tr").length === 6`))
		rows := eval[[][]string](p, `[...document.querySelectorAll("#batch tbody tr")].map(tr => [tr.className, ...[...tr.cells].map(td => td.textContent)])`)
		want := []struct{ class, shown, msg string }{
			{"warn", "xn--pple-43d.com", "This is a web address; enter only the domain, xn--pple-43d.com"},
			{"warn", "xn--pple-43d.com", "This is a web address; enter only the domain, xn--pple-43d.com"},
			{"ok", "bücher.de", "Remove the port number :8080; enter only the domain, bücher.de"},
			{"warn", "xn--pple-43d.com", "This is an email address; enter only the domain, xn--pple-43d.com"},
			{"fail", "—", "The part 'my_site' has '_'"},
			{"ok", "bücher.example", ""},
		}
		for i, w := range want {
			r := rows[i] // class, #, input, ASCII, Unicode, shown, codes, first problem
			if len(r) != 8 || r[0] != w.class || !strings.HasPrefix(r[5], w.shown) || !strings.HasPrefix(r[7], w.msg) || w.msg == "" && r[7] != "" {
				t.Errorf("row %d (%s): %q; want class %q, shown %q, problem %q", i+1, lines[i], r, w.class, w.shown, w.msg)
			}
			if w.class == "warn" && !strings.Contains(r[5], "Cyrillic") {
				t.Errorf("row %d (%s): shown %q, without its look-alike reason", i+1, lines[i], r[5])
			}
		}
		if s := p.text("#status"); s != "Names: 6 · not valid: 1 · shown with A-labels: 3" {
			t.Errorf("status %q, want the pasted rows counted as valid", s)
		}
		p.screenshot("pasted-list")
	})

	// The German page is German throughout (issue 40 item 10): <html
	// lang>, headings, buttons, the list's summary and its words.
	t.Run("German", func(t *testing.T) {
		p.t = t
		p.open("?lang=de&name=b%C3%BCcher.example")
		if lang := eval[string](p, `document.documentElement.lang`); lang != "de" {
			t.Errorf("<html lang=%q>, want de", lang)
		}
		p.waitText("#ascii", "xn--bcher-kva.example")
		for sel, want := range map[string]string{
			"#share": "Link kopieren", "label.title": "Domainname oder eine Liste von Namen (einer pro Zeile)",
			"#stage-result h2 > :first-child": "Ergebnis", "#stage-regimes h2": "Nach jedem Regelwerk", "#stage-labels h2": "1. Teile",
			"#regime-reasons": "Jedes Regelwerk liefert dasselbe Ergebnis", "#stage-display .verdict": "In Unicode angezeigt",
			"#stage-result button.copy": "Kopieren", "h1": "Die xn-Spielwiese",
		} {
			if got := p.text(sel); got != want {
				t.Errorf("%s reads %q, want %q", sel, got, want)
			}
		}
		if v := p.text("#verdict-conversion"); !strings.Contains(v, "Gültig") {
			t.Errorf("verdict %q", v)
		}
		p.screenshot("german")
		p.paste("https://аpple.com/login\nxn--go-.dev\nbücher.de")
		p.run("table", waitJS(`current() && document.querySelectorAll("#batch tbody tr").length === 3`))
		if s := p.text("#status"); s != "Namen: 3 · nicht gültig: 1 · in xn--Form angezeigt: 1" {
			t.Errorf("German summary %q", s)
		}
		heads := eval[string](p, `[...document.querySelectorAll("#batch thead th")].map(th => th.textContent).join("|")`)
		if heads != "#|Eingabe|ASCII|Unicode|Angezeigt|Codes|Erstes Problem" {
			t.Errorf("German table heads %q", heads)
		}
		if s := p.text("#batch tbody tr.fail .not-valid-note"); s != "Nicht gültig: " {
			t.Errorf("German not-valid note %q", s)
		}
		body := eval[string](p, `document.body.innerText`)
		for _, english := range []string{"names", "failed", "Copy", "Result", "Every regime", "not valid", "Open a name"} {
			if strings.Contains(body, english) {
				t.Errorf("the German page has the English %q", english)
			}
		}
		p.screenshot("german-list")
		// Back to English, as the rest of the tests expect.
		p.open("?name=")
		if lang := eval[string](p, `document.documentElement.lang`); lang != "en" {
			t.Errorf("English page: <html lang=%q>", lang)
		}
	})

	if first != "" {
		t.Logf("%s: first result %s ms after the page started loading", p.name, first)
	}
}
