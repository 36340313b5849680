package idna

import (
	"strconv"

	"github.com/xn-go/xn/label"
	"github.com/xn-go/xn/rule"
)

// LabelToASCII converts one label, not a name, to its ASCII form with p: it
// is [Profile.ToASCII] for text that must not hold any of the four IDNA
// dots, which is an error (code V4 with the Unicode 15.0.0 tables, V5 from
// 16.0 on, the validity criterion of a full stop in a label).
func (p *Profile) LabelToASCII(lab string) (string, error) {
	if err := p.oneLabel(lab); err != nil {
		return "", err
	}
	return p.ToASCII(lab)
}

// LabelToUnicode converts one label, not a name, to its Unicode form with
// p, with the best-effort result of [Profile.ToUnicode]; a dot in lab is an
// error, as for [Profile.LabelToASCII].
func (p *Profile) LabelToUnicode(lab string) (string, error) {
	if err := p.oneLabel(lab); err != nil {
		return lab, err
	}
	return p.ToUnicode(lab)
}

// CheckULabel reports whether lab is a U-label under p (RFC 5890 section
// 2.3.2.1, with p's rules for validity): a label that is not all ASCII, that
// p accepts, and that is already in the form p gives it, so that
// ToUnicode returns it unchanged. It returns nil or an [*Error]: the
// problems p finds, or code "ULABEL" ([ErrLabelForm]) for an ASCII label or
// one that p would write differently (the Detail says how).
func (p *Profile) CheckULabel(lab string) error {
	if err := p.oneLabel(lab); err != nil {
		return err
	}
	if isASCII(lab) {
		return labelFormError(lab, rule.ULABEL, "all ASCII: a U-label has a character outside ASCII")
	}
	if _, err := p.ToASCII(lab); err != nil {
		return err
	}
	if u, _ := p.ToUnicode(lab); u != lab {
		return labelFormError(lab, rule.ULABEL, "not in the form the profile gives it: "+strconv.Quote(u))
	}
	return nil
}

// CheckALabel reports whether lab is an A-label under p (RFC 5890 section
// 2.3.2.1): xn-- followed by the Punycode of a U-label that p accepts, in
// exactly the form p's ToASCII gives it, so lowercase. It returns nil or an
// [*Error]: the problems p finds decoding or validating the label, or code
// "ALABEL" ([ErrLabelForm]) for a label without the prefix or not in its
// exact form.
func (p *Profile) CheckALabel(lab string) error {
	if err := p.oneLabel(lab); err != nil {
		return err
	}
	if !label.HasACEPrefix(lab) {
		return labelFormError(lab, rule.ALABEL, "does not begin with xn--")
	}
	u, err := p.ToUnicode(lab)
	if err != nil {
		return err
	}
	a, err := p.ToASCII(u)
	if err != nil {
		return err
	}
	if a != lab {
		return labelFormError(lab, rule.ALABEL, "not in its exact form: "+strconv.Quote(a))
	}
	return nil
}

// CheckLabelPair reports whether ulabel and alabel are the two forms of one
// label under p, as a registry checks a registration that gives both (the
// check of libidn2's idn2_register_u8): ulabel is a U-label, alabel an
// A-label, and the A-label of ulabel is alabel. It returns nil, the error of
// [Profile.CheckULabel] or [Profile.CheckALabel], or code "PAIR"
// ([ErrLabelForm]).
func (p *Profile) CheckLabelPair(ulabel, alabel string) error {
	if err := p.CheckULabel(ulabel); err != nil {
		return err
	}
	if err := p.CheckALabel(alabel); err != nil {
		return err
	}
	if a, _ := p.ToASCII(ulabel); a != alabel {
		return labelFormError(ulabel+" "+alabel, rule.PAIR, "the A-label of "+strconv.Quote(ulabel)+" is "+strconv.Quote(a)+", not "+strconv.Quote(alabel))
	}
	return nil
}

// oneLabel rejects text that holds one of the four IDNA dots, and any text
// when p refuses an option (the refusal comes first, so that every label
// call fails with OPTION).
func (p *Profile) oneLabel(lab string) error {
	if err := p.refusal(lab); err != nil {
		return err
	}
	i, _ := label.IndexDot(lab)
	if i < 0 {
		return nil
	}
	return &Error{Input: lab, Problems: []Problem{{
		Code: p.o.ownCode(ruleDot), Label: 0, Offset: i, Rune: -1, Err: ErrLabelDot,
		Detail: "a label holds no dot: this call takes one label, not a name",
	}}}
}

func labelFormError(input string, code rule.Code, detail string) error {
	return &Error{Input: input, Problems: []Problem{{
		Code: code, Label: 0, Rune: -1, Err: ErrLabelForm, Detail: detail,
	}}}
}
