package lgr

import (
	"errors"
	"fmt"
	"slices"
)

// VariantLabel is one variant label of a label, with its disposition.
type VariantLabel struct {
	// Label is the variant label (a U-label).
	Label string
	// Disposition is decided as for Check, from the variant types
	// recorded while generating this label (section 8.2 step 3).
	Disposition Disposition
	// Types are the recorded variant types, sorted.
	Types []Disposition
	// Action is the deciding action, ActionLine its line (0 for a default
	// action) and Rule its match or not-match rule.
	Action     string
	ActionLine int
	Rule       string
}

// VariantOptions bound and filter Variants.
type VariantOptions struct {
	// Max is the most variant labels returned; 0 means DefaultMaxVariants.
	Max int
	// OnlyAllocatable asks only for variant labels whose disposition is
	// Allocatable or Activated. Where the LGR's actions make a variant
	// type decide a disposition before any allocatable one can be given,
	// the labels using that type are not enumerated at all.
	OnlyAllocatable bool
}

// DefaultMaxVariants is the number of variant labels Variants returns when
// VariantOptions.Max is 0.
const DefaultMaxVariants = 10000

// maxSteps and maxLeaves bound the work of one Variants call, whatever
// the number of labels returned: the partial labels tried, and the
// complete ones whose disposition is decided (each runs the LGR's rules,
// and is remembered to detect duplicates). workPerLabel bounds the rule
// evaluations in proportion to Max: a call may take Max*workPerLabel
// matcher steps (at least minWork) in the context and whole-label rules.
// A variant label of a dozen code points takes up to 350 steps under the
// Root Zone LGR, whose thirty whole-label rules are each searched for in
// it, and one of 63 code points about 1,600 (the search hints of
// setHints skip most start positions).
const (
	maxSteps     = 1_000_000
	maxLeaves    = 50_000
	workPerLabel = 2_000
	minWork      = 1_000_000
)

// Variants is the result of Variants.
type Variants struct {
	// Original is the verdict on the label itself (as Check).
	Original Result
	// Labels are the variant labels other than the label itself, in the
	// order generated, invalid ones left out (section 8.2 step 5).
	Labels []VariantLabel
	// Truncated is set when Max or the work bound stopped the generation
	// before every permutation was tried.
	Truncated bool
}

// ErrDuplicateVariant is wrapped by Variants' error when two different
// ways of permuting the label give the same variant label with different
// variant types or different dispositions (section 8.4: a flaw of the
// LGR). The Variants returned along with it are complete, such a label
// with the more restrictive of its dispositions.
var ErrDuplicateVariant = errors.New("lgr: duplicate variant label")

// Variants computes the variant labels of a label (section 8.2): every
// permutation of its code points and sequences with their variant mappings
// whose contexts hold at their position (in the label as permuted so far),
// over every way of splitting the label into repertoire entries, each
// variant label then checked against the repertoire and its context rules
// and its disposition decided by the actions. An ineligible label (Check
// gives "invalid") has no variants (section 8.2 step 6): the error is a
// [*LabelError]. A rule that exceeds its step budget stops the generation with
// ErrTooComplex.
func (l *LGR) Variants(label string, opt VariantOptions) (*Variants, error) {
	g := l.variantsGen(label, opt)
	return g.out, g.err
}

// variantsGen runs Variants and returns its state, for the tests to see
// the work done.
func (l *LGR) variantsGen(label string, opt VariantOptions) *vgen {
	out := &Variants{Original: l.Check(label)}
	if out.Original.Code != OK || out.Original.Disposition == Invalid {
		return &vgen{out: out, err: &LabelError{out.Original}}
	}
	runes := []rune(out.Original.ULabel)
	max := opt.Max
	if max <= 0 {
		max = DefaultMaxVariants
	}
	g := &vgen{l: l, label: runes, max: max, only: opt.OnlyAllocatable, seen: map[string]seenLabel{}, out: out}
	g.null, g.nullGap = l.chars[""], -1
	g.maxWork = min(max, maxLeaves) * workPerLabel
	if g.maxWork < minWork {
		g.maxWork = minWork
	}
	g.mapped = true
	g.walk(0)
	if g.pruned > 0 && g.err == nil {
		g.recheck()
	}
	if g.removed > 0 {
		kept := out.Labels[:0]
		for _, x := range out.Labels {
			if x.Disposition != "" {
				kept = append(kept, x)
			}
		}
		out.Labels = kept
	}
	if g.err == nil {
		g.err = g.dup
	}
	return g
}

// vgen is the state of one variant generation: a depth-first walk over
// label positions choosing, at each, a repertoire entry and either the
// original code points or one of the entry's variant mappings.
type vgen struct {
	l       *LGR
	label   []rune
	max     int
	only    bool
	buf     []rune
	ctx     []rune        // scratch label for context rules
	dup     error         // the first duplicate variant label met
	types   []Disposition // one per applied mapping, may repeat
	changed int           // how many applied mappings are not reflexive
	mapped  bool          // every segment so far used a mapping
	steps   int
	work    int // matcher steps of the context and whole-label rules
	maxWork int
	seen    map[string]seenLabel
	removed int               // labels blanked by a duplicate, dropped at the end
	keys    map[string]string // typeKey's strings
	out     *Variants
	err     error
	stop    bool
	null    *Char // the null source <char cp="">, if any
	nullGap int   // the position where its targets were last inserted
	pruned  int   // partial labels abandoned by hopeless

	// A walk with a target enumerates only the derivations of that one
	// label, all of them, and keeps the most restrictive disposition they
	// give (see recheck).
	target  []rune
	found   bool
	strict  Disposition
	strictV VariantLabel
}

func (g *vgen) walk(pos int) {
	if g.stop {
		return
	}
	g.steps++
	if g.steps > maxSteps || g.work > g.maxWork {
		g.out.Truncated, g.stop = true, true
		return
	}
	if g.null != nil && g.nullGap != pos {
		g.insertNull(pos)
		if g.stop {
			return
		}
	}
	if pos == len(g.label) {
		if len(g.seen) >= maxLeaves {
			g.out.Truncated, g.stop = true, true
			return
		}
		g.emit()
		return
	}
	max := g.l.maxSeq
	if max > len(g.label)-pos {
		max = len(g.label) - pos
	}
	for n := max; n >= 1 && !g.stop; n-- {
		c := g.l.lookup(g.label[pos : pos+n])
		if c == nil {
			continue
		}
		ok, err := g.context(nil, pos, n, c.When, c.NotWhen)
		if err != nil {
			g.fail(err)
			return
		}
		if !ok {
			continue
		}
		src := g.label[pos : pos+n]
		// The original code points, when no reflexive mapping applies here.
		refl := false
		for i := range c.Variants {
			v := &c.Variants[i]
			ok, err := g.context(v.CP, pos, n, v.When, v.NotWhen)
			if err != nil {
				g.fail(err)
				return
			}
			if !ok {
				continue
			}
			if equalRunes(v.CP, src) {
				refl = true
			}
			g.push(v.CP, v.Type, !equalRunes(v.CP, src), pos+n)
		}
		if !refl {
			mapped := g.mapped
			g.mapped = false
			g.buf = append(g.buf, src...)
			if g.viable() {
				g.walk(pos + n)
			}
			g.buf = g.buf[:len(g.buf)-len(src)]
			g.mapped = mapped
		}
	}
}

// insertNull tries the targets of the null source's mappings (section
// 5.3.3: <char cp=""> maps the empty sequence to code points) in the gap
// before position pos, then goes on from pos as without them. The empty
// sequence is taken once per gap, so a gap gets at most one target; a
// reflexive mapping of the empty sequence would insert nothing and is
// skipped. A mapping of type "invalid", the type section 5.3.3 strongly
// recommends "so that variant mappings from null sequences are removed in
// variant label generation", is skipped too: inserting it in every gap
// would multiply the labels tried by two per gap, each to be removed (or,
// after an explicit action such as any-variant="blocked", to come out
// blocked and collide with the labels made without it). The targets are
// code points of the variant label that come from applied mappings (for
// only-variants).
func (g *vgen) insertNull(pos int) {
	saved := g.nullGap
	g.nullGap = pos
	defer func() { g.nullGap = saved }()
	c := g.null
	ok, err := g.context(nil, pos, 0, c.When, c.NotWhen)
	if err != nil {
		g.fail(err)
		return
	}
	if !ok {
		return
	}
	for i := range c.Variants {
		v := &c.Variants[i]
		if len(v.CP) == 0 || v.Type == Invalid {
			continue
		}
		ok, err := g.context(v.CP, pos, 0, v.When, v.NotWhen)
		if err != nil {
			g.fail(err)
			return
		}
		if ok {
			g.push(v.CP, v.Type, true, pos)
		}
		if g.stop {
			return
		}
	}
}

// context evaluates a when / not-when rule for the code points at pos
// (length n) of the label, or for the variant target cp replacing them, in
// the label as generated so far: the permuted prefix, then cp (or the
// original code points), then the rest of the original label. This is how
// ICANN's lgr-core evaluates variant contexts, so that a context sees the
// neighbours the variant label will have on its left.
func (g *vgen) context(cp []rune, pos, n int, when, notWhen string) (bool, error) {
	if when == "" && notWhen == "" {
		return true, nil
	}
	if cp == nil {
		cp = g.label[pos : pos+n]
	}
	g.ctx = append(append(append(g.ctx[:0], g.buf...), cp...), g.label[pos+n:]...)
	return g.l.contextOK(g.ctx, len(g.buf), len(cp), when, notWhen, &g.work)
}

func (g *vgen) push(cp []rune, typ Disposition, changed bool, next int) {
	g.buf = append(g.buf, cp...)
	g.types = append(g.types, typ)
	if changed {
		g.changed++
	}
	if g.viable() {
		g.walk(next)
	}
	if changed {
		g.changed--
	}
	g.types = g.types[:len(g.types)-1]
	g.buf = g.buf[:len(g.buf)-len(cp)]
}

func (g *vgen) fail(err error) {
	if g.err == nil {
		g.err = err
	}
	g.stop = true
}

// emit decides the disposition of the label in buf and records it.
//
// The same label may come out of two derivations (section 8.4): two splits
// into sequences, or two mappings with overlapping contexts. When they
// record the same variant types and get the same disposition (most often
// they differ only in whether every code point was mapped, which no
// only-variants action of the LGR tells apart), they are one variant
// label, listed once. Otherwise the LGR is at fault, "irrespective of
// their dispositions": Variants reports ErrDuplicateVariant and keeps the
// more restrictive disposition, in the order of section 7.4.
func (g *vgen) emit() {
	if g.target != nil {
		g.emitTarget()
		return
	}
	s := string(g.buf)
	types := g.recordedTypes()
	disp, res, ok := g.disposition(types)
	if !ok {
		return
	}
	key := g.typeKey(types)
	if prev, dup := g.seen[s]; dup {
		if prev.disp == disp && (prev.types == key || disp == Invalid) {
			return
		}
		if g.dup == nil {
			g.dup = fmt.Errorf("%w: %q is generated twice, as %s with variant types [%s] and as %s with [%s]", ErrDuplicateVariant, s, prev.disp, prev.types, disp, key)
		}
		if disp.restrictiveness() >= prev.disp.restrictiveness() {
			return
		}
		g.seen[s] = seenLabel{disp, prev.index, key}
		if prev.index >= 0 {
			if g.keep(disp) {
				g.out.Labels[prev.index] = g.variantLabel(s, disp, types, res)
			} else {
				g.out.Labels[prev.index].Disposition = "" // dropped below
				g.removed++
			}
		}
		return
	}
	if g.changed == 0 || !g.keep(disp) {
		// The label itself, whatever the split (Original has it), or a
		// label Variants does not list.
		g.seen[s] = seenLabel{disp, -1, key}
		return
	}
	g.seen[s] = seenLabel{disp, len(g.out.Labels), key}
	g.out.Labels = append(g.out.Labels, g.variantLabel(s, disp, types, res))
	if len(g.out.Labels)-g.removed >= g.max {
		g.out.Truncated, g.stop = true, true
	}
}

// recordedTypes returns the variant types of the applied mappings, each
// once, sorted.
func (g *vgen) recordedTypes() []Disposition {
	var types []Disposition
	for _, t := range g.types {
		if t != "" {
			types = addType(types, t)
		}
	}
	slices.Sort(types)
	return types
}

type seenLabel struct {
	disp  Disposition
	index int    // in Variants.Labels, or -1
	types string // the recorded variant types, sorted, space-separated
}

// typeKey writes sorted types as one string, shared among the labels
// that recorded the same types.
func (g *vgen) typeKey(types []Disposition) string {
	n := 0
	for _, t := range types {
		n += len(t) + 1
	}
	b := make([]byte, 0, n)
	for i, t := range types {
		if i > 0 {
			b = append(b, ' ')
		}
		b = append(b, t...)
	}
	if k, ok := g.keys[string(b)]; ok {
		return k
	}
	k := string(b)
	if g.keys == nil {
		g.keys = map[string]string{}
	}
	g.keys[k] = k
	return k
}

// keep reports whether Variants lists a label of this disposition.
func (g *vgen) keep(disp Disposition) bool {
	if disp == Invalid {
		return false
	}
	return !g.only || disp == Allocatable || disp == Activated
}

func (g *vgen) variantLabel(s string, disp Disposition, types []Disposition, res Result) VariantLabel {
	return VariantLabel{Label: s, Disposition: disp, Types: types, Action: res.Action, ActionLine: res.ActionLine, Rule: res.Rule}
}

// disposition decides the disposition of the label in buf. A label not in
// the repertoire, or whose code points fail their context rules, is
// invalid (section 8.3 step 1). ok is false when a rule exceeded its step
// budget (the generation then stops with ErrTooComplex).
func (g *vgen) disposition(types []Disposition) (disp Disposition, res Result, ok bool) {
	vl := append([]rune(nil), g.buf...)
	_, fail, err := g.l.segmentLabel(vl, &g.work)
	if err != nil {
		g.fail(err)
		return "", res, false
	}
	if fail.code != OK {
		return Invalid, res, true
	}
	if !g.l.decide(vl, types, g.mapped, &res, &g.work) {
		g.fail(ErrTooComplex)
		return "", res, false
	}
	return res.Disposition, res, true
}

// viable reports whether the walk goes on from the partial label in buf:
// in a walk with a target, when buf begins that label; otherwise unless
// hopeless.
func (g *vgen) viable() bool {
	if g.target != nil {
		return len(g.buf) <= len(g.target) && equalRunes(g.buf, g.target[:len(g.buf)])
	}
	if g.hopeless() {
		g.pruned++
		return false
	}
	return true
}

// recheck applies the rule of emit (a label generated twice keeps the
// more restrictive disposition) to the derivations that hopeless cut
// off. hopeless abandons a partial label whose types force a disposition
// Variants does not list, so a label listed from one derivation may have
// another, never completed, that gives that disposition; each listed label
// is generated again from all its derivations, a walk that the target
// keeps short.
func (g *vgen) recheck() {
	for i := range g.out.Labels {
		x := &g.out.Labels[i]
		if x.Disposition == "" {
			continue
		}
		// The walks share the bounds of the whole call.
		t := &vgen{l: g.l, label: g.label, max: 1, steps: g.steps, work: g.work, maxWork: g.maxWork,
			mapped: true, null: g.null, nullGap: -1, target: []rune(x.Label), out: &Variants{}}
		t.walk(0)
		g.steps, g.work = t.steps, t.work
		if t.err != nil {
			g.fail(t.err)
			return
		}
		if t.out.Truncated {
			g.out.Truncated = true
			return
		}
		if !t.found || t.strict.restrictiveness() >= x.Disposition.restrictiveness() {
			continue
		}
		if g.dup == nil {
			g.dup = fmt.Errorf("%w: %q is generated as %s with variant types %v and as %s with %v", ErrDuplicateVariant, x.Label, x.Disposition, x.Types, t.strict, t.strictV.Types)
		}
		if g.keep(t.strict) {
			*x = t.strictV
		} else {
			x.Disposition = "" // dropped by variantsGen
			g.removed++
		}
	}
}

// emitTarget records the disposition of one derivation of the target.
func (g *vgen) emitTarget() {
	if len(g.buf) != len(g.target) {
		return
	}
	types := g.recordedTypes()
	disp, res, ok := g.disposition(types)
	if ok && (!g.found || disp.restrictiveness() < g.strict.restrictiveness()) {
		g.found, g.strict = true, disp
		g.strictV = g.variantLabel(string(g.buf), disp, types, res)
	}
}

// hopeless reports whether no completion of the partial variant label in
// buf can get a disposition that Variants keeps, judging from the variant
// types recorded so far: an action that must fire (an any-variant trigger
// met by a recorded type, or a catch-all, without a rule) gives a dropped
// disposition before any action that may give a kept one. Rules are not
// evaluated on partial labels, so an action with a rule may always fire.
// This is what keeps OnlyAllocatable from enumerating blocked labels.
func (g *vgen) hopeless() bool {
	var set [8]Disposition
	ts := set[:0]
	for _, t := range g.types {
		if t != "" {
			ts = addType(ts, t)
		}
	}
	try := func(a *action, ts []Disposition) (decided, drop bool) {
		must := a.match == nil
		switch a.trigger {
		case trigAnyVariant:
			hit := false
			for _, t := range ts {
				if a.types[t] {
					hit = true
					break
				}
			}
			must = must && hit
		case trigAllVariants, trigOnlyVariants:
			for _, t := range ts {
				if !a.types[t] {
					return false, false // can never fire
				}
			}
			if a.trigger == trigOnlyVariants && !g.mapped {
				return false, false
			}
			must = false
		}
		if g.keep(a.disp) {
			return true, false
		}
		return must, must
	}
	for i := range g.l.actions {
		if decided, drop := try(&g.l.actions[i], ts); decided {
			return drop
		}
	}
	std := standardOnly(ts)
	for i := range defaultActions {
		if decided, drop := try(&defaultActions[i], std); decided {
			return drop
		}
	}
	return false
}

// maxPartitions bounds the ways of splitting a label into repertoire
// entries that Index compares.
const maxPartitions = 10000

// Index returns the index label of a label (section 8.5): each code point
// or sequence replaced by the first, in code point order, of itself and its
// variant targets whose context holds at that position; when the label
// splits into repertoire entries in several ways, the least of the
// resulting labels. Labels that are variants of one another share their
// index label, provided the LGR's variant mappings are symmetric and
// transitive, as the RFC recommends (this is also how ICANN's tools
// compute it), so a registry that stores the index label of each name
// finds a collision with one lookup. The label must be in the repertoire
// with its context rules met; its disposition does not matter.
func (l *LGR) Index(label string) (string, error) {
	res := l.Check(label)
	if res.Code != OK {
		return "", &LabelError{res}
	}
	runes := []rune(res.ULabel)
	var best, out, ctx []rune
	found, count := false, 0
	var err error
	var walk func(pos int)
	walk = func(pos int) {
		if err != nil || count >= maxPartitions {
			return
		}
		if pos == len(runes) {
			count++
			if !found || lessRunes(out, best) {
				best, found = append(best[:0], out...), true
			}
			return
		}
		max := l.maxSeq
		if max > len(runes)-pos {
			max = len(runes) - pos
		}
		for n := max; n >= 1; n-- {
			c := l.lookup(runes[pos : pos+n])
			if c == nil {
				continue
			}
			ok, e := l.contextOK(runes, pos, n, c.When, c.NotWhen, nil)
			if e != nil || !ok {
				err = e
				continue
			}
			idx := runes[pos : pos+n]
			for _, v := range c.Variants {
				if !lessRunes(v.CP, idx) {
					continue
				}
				ctx = append(append(append(ctx[:0], runes[:pos]...), v.CP...), runes[pos+n:]...)
				ok, e := l.contextOK(ctx, pos, len(v.CP), v.When, v.NotWhen, nil)
				if e != nil {
					err = e
				}
				if ok {
					idx = v.CP
				}
			}
			mark := len(out)
			out = append(out, idx...)
			walk(pos + n)
			out = out[:mark]
		}
	}
	walk(0)
	if err != nil {
		return "", err
	}
	return string(best), nil
}

// lessRunes orders code point sequences by code point, a prefix first.
func lessRunes(a, b []rune) bool {
	for i := 0; i < len(a) && i < len(b); i++ {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return len(a) < len(b)
}
