package e2e

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// The sizes the layout is checked at: a phone (an iPhone's 375×812 CSS
// pixels) and a desktop window.
const (
	phoneW, phoneH     = 375, 812
	desktopW, desktopH = 1280, 800
)

// box is an element's bounding box in CSS pixels, relative to the viewport.
type box struct {
	Left, Top, Right, Bottom float64
	Found                    bool
}

// rect returns the bounding box of the first element matching sel.
func (p *page) rect(sel string) box {
	p.t.Helper()
	return eval[box](p, fmt.Sprintf(`(() => { const e = document.querySelector(%q);
		if (!e) return {found: false};
		const r = e.getBoundingClientRect();
		return {left: r.left, top: r.top, right: r.right, bottom: r.bottom, found: true}; })()`, sel))
}

// noSideScroll checks that the page is not wider than the viewport.
func (p *page) noSideScroll(what string) {
	p.t.Helper()
	w := eval[[]int](p, `[document.documentElement.scrollWidth, document.documentElement.clientWidth]`)
	if w[0] > w[1] {
		wide := eval[string](p, `[...document.querySelectorAll("body *")].filter(e => e.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
			.slice(0, 5).map(e => e.tagName + "#" + e.id + "." + e.className).join(", ")`)
		p.t.Errorf("%s: the page is %d px wide in a %d px viewport; too wide: %s", what, w[0], w[1], wide)
	}
}

// inView checks that the element is entirely inside the viewport, as it is
// without scrolling.
func (p *page) inView(sel string) {
	p.t.Helper()
	b := p.rect(sel)
	vw := eval[float64](p, `document.documentElement.clientWidth`)
	vh := eval[float64](p, `window.innerHeight`)
	if !b.Found || b.Top < 0 || b.Left < 0 || b.Bottom > vh || b.Right > vw {
		p.t.Errorf("%s is at %+v, not inside the %v×%v viewport", sel, b, vw, vh)
	}
}

// viewport sets the size of the page's viewport; phone sizes are emulated
// as a mobile device, which honours the page's viewport meta tag.
func (p *page) viewport(w, h int64, mobile bool) {
	p.t.Helper()
	opts := []chromedp.EmulateViewportOption{chromedp.EmulateScale(1)}
	if mobile {
		opts = append(opts, chromedp.EmulateMobile)
	}
	p.run("viewport", chromedp.EmulateViewport(w, h, opts...))
}

// layout checks the page at phone and desktop sizes: no sideways scroll on
// a phone, the verdicts and the regime table on the first screen of a
// desktop, right-to-left labels in order, the failed name's Unicode form
// marked, and list rows that open their name.
func layout(t *testing.T, p *page) {
	rtl := "مثال.إختبار" // the IANA test name in Arabic: "example.test"
	var list strings.Builder
	for i := range 40 {
		fmt.Fprintf(&list, "bücher%d.example\n", i)
	}
	list.WriteString("аpple.com\nxn--go-.dev\nexample.com")

	t.Run("desktop", func(t *testing.T) {
		p.t = t
		p.viewport(desktopW, desktopH, false)
		p.open("?name=%D0%B0pple.com") // Cyrillic а
		// The verdicts: valid, but not shown in Unicode, and why.
		if s := p.text("#verdict-conversion"); !strings.Contains(s, "Valid") || strings.Contains(s, "Not valid") {
			t.Errorf("conversion verdict %q", s)
		}
		if s := p.text("#verdict-display"); !strings.HasPrefix(s, "Shown as xn--pple-43d.com: ") || !strings.Contains(s, "Cyrillic") {
			t.Errorf("display verdict %q", s)
		}
		p.inView("#status")
		p.inView("#regimes")
		if n := eval[int](p, `document.querySelectorAll("#regimes tbody tr").length`); n != 6 {
			t.Errorf("%d regimes in the table", n)
		}
		// The code points have their script and name.
		row := eval[[]string](p, `[...document.querySelector("#stage-codepoints table.cps tr:nth-child(2)").cells].map(td => td.textContent)`)
		if len(row) < 4 || row[1] != "U+0430" || row[2] != "Cyrillic" || row[3] != "CYRILLIC SMALL LETTER A" {
			t.Errorf("first code point row %q", row)
		}
		p.screenshot("desktop-apple")

		p.open("?name=fa%C3%9F.de")
		p.inView("#regimes")
		p.inView("#regime-reasons")
		if s := p.text("#regime-reasons"); !strings.Contains(s, `With UTS #46 transitional and IDNA2003, 'ß', a deviation character, is mapped to 'ss'`) {
			t.Errorf("reasons %q", s)
		}
		p.screenshot("desktop-fass")
	})

	t.Run("phone", func(t *testing.T) {
		p.t = t
		p.viewport(phoneW, phoneH, true)
		if w := eval[int](p, `document.documentElement.clientWidth`); w != phoneW {
			t.Fatalf("viewport %d px wide, want %d", w, phoneW)
		}

		p.open("?name=b%C3%BCcher.example")
		p.noSideScroll("bücher.example")
		p.screenshot("phone-bucher")

		p.typeName(rtl)
		p.waitText("#ascii", "xn--mgbh0fb.xn--kgbechtv")
		p.noSideScroll("a right-to-left name")
		// The chips keep logical order, left to right, and their numbers.
		chips := eval[[]struct {
			Num  string
			Left float64
		}](p, `[...document.querySelectorAll("#stage-labels .label-box")].map(e => ({num: e.querySelector(".label-num").textContent, left: e.getBoundingClientRect().left}))`)
		if len(chips) != 2 || chips[0].Num != "1" || chips[1].Num != "2" || !(chips[0].Left < chips[1].Left) {
			t.Errorf("label chips %+v, want 1 then 2, left to right", chips)
		}
		p.screenshot("phone-rtl")
		p.run("scroll to the labels", js(`document.getElementById("stage-labels").scrollIntoView()`))
		p.screenshot("phone-rtl-labels")
		p.run("scroll back", js(`window.scrollTo(0, 0)`))

		p.typeName("xn--go-.dev")
		p.waitText("#problems .code", "P4")
		p.noSideScroll("a failing name")
		// The best-effort Unicode form is marked, with no Copy button.
		if cls := eval[string](p, `document.getElementById("unicode").className`); cls != "not-valid" {
			t.Errorf("the Unicode form of a failing name has class %q", cls)
		}
		if n := eval[int](p, `document.getElementById("unicode").closest("tr").querySelectorAll("button.copy").length`); n != 0 {
			t.Errorf("the Unicode form of a failing name has a Copy button")
		}
		if s := p.text("#verdict-conversion"); !strings.HasPrefix(s, "✗ Not valid: ") || !strings.Contains(s, "'xn--go-'") {
			t.Errorf("conversion verdict %q", s)
		}
		p.screenshot("phone-failing")

		p.paste(list.String())
		p.run("table", waitJS(`current() && document.querySelectorAll("#batch tbody tr").length === 43`))
		p.noSideScroll("list mode")
		// The display and problem columns of each row are on screen.
		vw := eval[float64](p, `document.documentElement.clientWidth`)
		for _, sel := range []string{"#batch tbody tr.warn td.display", "#batch tbody tr.fail td.msg", "#batch tbody tr.fail td.code"} {
			b := p.rect(sel)
			if !b.Found || b.Left < 0 || b.Right > vw {
				t.Errorf("%s is at %+v, outside the %v px viewport", sel, b, vw)
			}
		}
		if s := p.text("#batch tbody tr.warn td.display"); !strings.Contains(s, "xn--pple-43d.com") {
			t.Errorf("display column of аpple.com: %q", s)
		}
		if s := p.text("#status"); s != "Names: 43 · not valid: 1 · shown with A-labels: 1" {
			t.Errorf("status %q", s)
		}
		p.run("scroll", js(`document.querySelector("#batch tbody tr.warn").scrollIntoView()`))
		p.screenshot("phone-list")

		// A row opens its name; the back button returns to the list.
		p.run("open a row", js(`document.querySelector("#batch tbody tr.warn td.input a").click()`),
			waitJS(`current() && document.getElementById("input").value === "аpple.com"`))
		p.waitText("#ascii", "xn--pple-43d.com")
		p.noSideScroll("a name opened from the list")
		p.run("back", js(`document.getElementById("back-to-list").click()`),
			waitJS(`current() && document.querySelectorAll("#batch tbody tr").length === 43`))
		p.run("reset", js(`document.getElementById("input").value = ""`))
	})
	p.viewport(1100, 900, false)
}
