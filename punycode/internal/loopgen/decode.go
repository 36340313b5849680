package loopgen

// A decodeForm is what one decoder supplies to the decoding loop.
type decodeForm struct {
	Name string // the function's name
	// Recorded, if not empty, is the name of the function that takes the
	// insertions past the budget (see decodeLoop).
	Recorded string
	// Func is the doc comment and signature. Fail is what the function
	// returns with an error, Return its final return.
	Func, Fail, Return string
	Delim              string // the delimiter
	InitialN, Bias     string // the initial n and bias
	Base, Value        string // base and the digit-value table
	Threshold, Adapt   string // t(k, bias) and the adaptation function
	Literal            string // after the literal portion is in out[start:]
	Delta              string // after the checks of n, before the insertion: declares up
	Flags              string // whether mixed-case flags are wanted
	Recording          string // when recording starts: keeps the flags built so far
	Inserted           string // after an insertion at index i
	Appended           string // after an insertion at the end
	Vars               string // the variables of the form
	PlaceOut           string // what receives the flags that place returns
	PlaceArgs          string // the string built, its flags, and whether to place flags
}

var decodeForms = []decodeForm{
	{
		Func: `// pDecodeBudget decodes s (at most MaxLen bytes) and appends its code
// points to out, by insertion (RFC 3492 section 6.2) while the code points
// moved by insertions stay within budget. Past it, it records each further
// insertion (code point, index), and places them all at the end into the
// string built so far (insertions.place, large.go), in O(n log n).
// AppendDecodeRunes gives it long input with a budget linear in its
// length: insertions at or near the end (most text) are made directly, and
// decoding stays O(n log n). The result is undefined on error. It is
// Punycode-only, so that a program using only the package-level functions
// does not link the general decoder.
func pDecodeBudget(out []rune, s string, budget int) ([]rune, error)`,
		Name:     "pDecodeBudget",
		Recorded: "pDecodeRecorded",
		Fail:     "out",
		Return:   "return out, nil",
		Delim:    "pDelimiter",
		InitialN: "uint32(pInitialN)", Bias: "uint32(pInitialBias)",
		Base: "uint32(pBase)", Value: "pValue",
		Threshold: "pThreshold(k, bias)", Adapt: "pAdapt",
	},
	{
		Func: `// decodeWith is decode, with the parameters of c, the mixed-case flags if
// wantFlags and the trace fn if not nil: pDecodeBudget's algorithm.
func (c *Codec) decodeWith(out []rune, s string, wantFlags bool, fn func(Step), budget int) (decoded, error)`,
		Name: "decodeWith",
		Fail: "res",
		Return: `res.runes = out
	return res, nil`,
		Delim:    "c.delim",
		InitialN: "c.initialN", Bias: "c.initialBias",
		Base: "c.base", Value: "c.value",
		Threshold: "c.threshold(k, bias)", Adapt: "c.adapt",
		Literal: `if wantFlags {
		for _, r := range out[start:] {
			res.upper = append(res.upper, isUpper(byte(r)))
		}
	}`,
		Delta: `if n < utf8.RuneSelf {
			return res, errorAt(first, ErrBasicDelta) // only if InitialN < 0x80
		}
		up := wantFlags && isUpper(s[pos-1])
		if fn != nil {
			fn(Step{CodePoint: rune(n), Index: int(i), Delta: delta, Digits: strings.Clone(s[first:pos]), Offset: first, Bias: int(bias)})
		}`,
		Flags:     "wantFlags",
		Recording: `builtUpper, res.upper = res.upper, nil`,
		Appended: `if wantFlags {
				res.upper = append(res.upper, up)
			}`,
		Inserted: `if wantFlags {
				res.upper = append(res.upper, false)
				copy(res.upper[i+1:], res.upper[i:])
				res.upper[i] = up
			}`,
		Vars: `var res decoded
	var builtUpper []bool // past the budget: the flags of the string built`,
		PlaceOut:  "res.upper",
		PlaceArgs: "built, builtUpper, wantFlags",
	},
}

// decodeDelta reads one integer at s[pos:] and computes the code point n
// it inserts and its index i, as RFC 3492 section 6.2 does: the part of
// the decoder's loop that every form shares.
const decodeDelta = `{{define "delta"}}
		// Read one generalized variable-length integer into i.
		first, oldi, w := pos, i, uint32(1)
		for k := {{.Base}}; ; k += {{.Base}} {
			if pos >= len(s) {
				return {{.Fail}}, errorAt(len(s), ErrTruncated)
			}
			d := uint32({{.Value}}[s[pos]])
			if d >= {{.Base}} {
				return {{.Fail}}, errorAt(pos, ErrInvalidDigit)
			}
			pos++
			v := uint64(i) + uint64(d)*uint64(w)
			if v > maxInt {
				return {{.Fail}}, errorAt(pos-1, ErrOverflow)
			}
			i = uint32(v)
			t := {{.Threshold}}
			if d < t {
				break
			}
			v = uint64(w) * uint64({{.Base}}-t)
			if v > maxInt {
				return {{.Fail}}, errorAt(pos-1, ErrOverflow)
			}
			w = uint32(v)
		}
		length++
		delta := i - oldi
		bias = {{.Adapt}}(delta, length, oldi == 0)
		if i >= length { // else i div length is 0
			q := divide(i, length)
			if uint64(n)+uint64(q) > maxInt {
				return {{.Fail}}, errorAt(first, ErrOverflow)
			}
			n += q
			i -= q * length
		}
		if err := checkScalar(n); err != nil {
			return {{.Fail}}, errorAt(first, err)
		}
		{{.Delta}}
{{- end}}`

// decodeLoop is the decoder's main loop, written once for every form. A
// form with Recorded set hands the insertions past the budget to a second
// function (Recorded), which reads the rest of the input with the same
// code: a recording branch in the inserting loop costs the package-level
// decoder up to a fifth more instructions on long input, as the state it
// keeps live spills.
const decodeLoop = `{{range .}}
{{.Func}} {
	{{.Vars}}
	start := len(out)
	// The basic code points before the last delimiter, if it is not
	// at the start (RFC 3492 section 6.2).
	pos := 0
	if b := strings.LastIndexByte(s, {{.Delim}}); b > 0 {
		for j := 0; j < b; j++ {
			if s[j] >= utf8.RuneSelf {
				return {{.Fail}}, errorAt(j, ErrNonBasic)
			}
			out = append(out, rune(s[j]))
		}
		pos = b + 1
	}
	{{.Literal}}
	{{- if not .Recorded}}
	var rec insertions // past the budget: the insertions still to make
	var built []rune // past the budget: the string built until then
	recording := false
	{{- end}}
	length := uint32(len(out) - start) // code points so far
	moved := 0 // code points moved by insertions (work, see workHook)
	n, i, bias := {{.InitialN}}, uint32(0), {{.Bias}}
	for pos < len(s) {
		{{- template "delta" .}}
		switch at := start + int(i); {
		{{- if not .Recorded}}
		case recording:
			rec.add(rune(n), i, up)
		{{- end}}
		case at == len(out):
			out = append(out, rune(n))
			{{.Appended}}
		case moved+len(out)-at > budget:
			// Insertions far from the end: place this one and the
			// rest in O(n log n) into what is built so far.
			{{- if .Recorded}}
			return {{.Recorded}}(out, start, s, pos, n, i, bias, length, pos+moved)
			{{- else}}
			recording = true
			built = slices.Clone(out[start:])
			{{.Recording}}
			rec.init(len(s)-first+1, {{.Flags}})
			rec.add(rune(n), i, up)
			{{- end}}
		default:
			moved += len(out) - at
			out = append(out, 0)
			copy(out[at+1:], out[at:])
			out[at] = rune(n)
			{{.Inserted}}
		}
		i++
	}
	work := len(s) + moved
	{{- if not .Recorded}}
	if recording {
		var steps int
		out, {{.PlaceOut}}, steps = rec.place(out[:start], {{.PlaceArgs}})
		work += steps
	}
	{{- end}}
	reportWork(work)
	{{.Return}}
}
{{if .Recorded}}
// {{.Recorded}} is the rest of {{.Name}} once its budget has run out:
// out[start:] holds the string built so far, and s[pos:] is still to be
// read, with the decoder's state n, i, bias and length after reading the
// integer that inserts n at index i, which {{.Recorded}} records first.
// work is the work done so far. It records each further insertion, and
// places them all at the end.
func {{.Recorded}}(out []rune, start int, s string, pos int, n, i, bias, length uint32, work int) ([]rune, error) {
	built := slices.Clone(out[start:])
	var rec insertions
	rec.init(len(s)-pos+1, false)
	rec.add(rune(n), i, false)
	i++
	for pos < len(s) {
		{{- template "delta" .}}
		rec.add(rune(n), i, false)
		i++
	}
	out, _, steps := rec.place(out[:start], built, nil, false)
	reportWork(work + len(s) - pos + steps)
	return out, nil
}
{{end}}
{{end}}`
