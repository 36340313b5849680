package idna

import (
	"testing"

	"github.com/xn-go/xn/rule"
)

// TestFamilyOf pins the family of every rule code package idna reports,
// written out here from the sentinels' documentation rather than from
// familyOf, by the codes of UTS #46 16.0 and later, which the pipeline
// reports by (report gives the problem the code of its revision).
func TestFamilyOf(t *testing.T) {
	v4, v5, v6 := ErrHyphen, ErrLabelDot, ErrLeadingMark
	for _, tc := range []struct {
		code rule.Code
		want error
	}{
		{rule.P1, ErrDisallowed}, {rule.U1, ErrDisallowed}, {rule.V7, ErrDisallowed},
		{rule.P4, ErrPunycode}, {rule.A3, ErrPunycode},
		{rule.V1, ErrNotNFC}, {rule.V2, ErrHyphen}, {rule.V3, ErrHyphen},
		{rule.V4, v4}, {rule.V5, v5}, {rule.V6, v6},
		{rule.C1, ErrJoiner}, {rule.C2, ErrJoiner},
		{rule.C3, ErrContextO}, {rule.C4, ErrContextO}, {rule.C5, ErrContextO}, {rule.C6, ErrContextO},
		{rule.C7, ErrContextO}, {rule.C8, ErrContextO}, {rule.C9, ErrContextO},
		{rule.B1, ErrBidi}, {rule.B2, ErrBidi}, {rule.B3, ErrBidi},
		{rule.B4, ErrBidi}, {rule.B5, ErrBidi}, {rule.B6, ErrBidi},
		{rule.A4_1, ErrLength}, {rule.A4_2, ErrLength}, {rule.X4_2, ErrLength}, {rule.EMPTY, ErrLength},
		{rule.FORBIDDEN, ErrForbidden}, {rule.MAPPED_FORBIDDEN, ErrForbidden},
		{rule.IPLITERAL, ErrIPLiteral}, {rule.OPTION, ErrOption},
		{rule.TOOLONG, ErrTooLong}, {rule.UTF8, ErrInvalidUTF8},
		// The host and label helpers name their sentinels; package
		// idna2003's codes are not idna's.
		{rule.IPV4, nil}, {rule.HOSTPORT, nil}, {rule.ALABEL, nil}, {rule.PAIR, nil},
		{rule.NP_PROHIBITED, nil},
	} {
		if got := familyOf(tc.code); got != tc.want {
			t.Errorf("familyOf(%s) = %v, want %v", tc.code, got, tc.want)
		}
	}
}
