package idna

import (
	"github.com/xn-go/xn/internal/unicodeversions"
	"github.com/xn-go/xn/rule"
)

// A revision is the revision of UTS #46 whose rules a profile applies. It
// follows the profile's Unicode version, so that one build applies the
// rules of 15.0.0 to the tables of 15.0.0 and those of 17.0.0 to 17.0.0's.
type revision uint8

const (
	// revBuild, the zero value, is the revision of the build's default
	// tables (buildRevision).
	revBuild revision = iota
	// rev150 is UTS #46 of Unicode 15.0.0: the statuses
	// disallowed_STD3_valid and disallowed_STD3_mapped, disallowed code
	// points reported by the mapping step (P1), the validity criteria
	// numbered V1 to V6 (V4: no full stop), a Bidi rule for labels of
	// nonspacing marks alone, and an empty root label allowed under
	// VerifyDnsLength.
	rev150
	// rev151 is 15.1.0: as 15.0.0, but validity reports disallowed code
	// points, not P1, and labels of nonspacing marks alone have no Bidi
	// rule of their own.
	rev151
	// rev160 is 16.0.0 and later: V4 (a decoded label must not begin with
	// xn--) and U1 (the STD3 rules) are new, the code-point rules are V5
	// to V7, and the root label counts as empty under VerifyDnsLength.
	rev160
)

// revisionOf returns the revision of UTS #46 of a Unicode version,
// comparing versions numerically.
func revisionOf(version string) revision {
	switch {
	case unicodeversions.Compare(version, "15.1.0") < 0:
		return rev150
	case unicodeversions.Compare(version, "16.0.0") < 0:
		return rev151
	}
	return rev160
}

// revision returns the revision of UTS #46 whose rules o applies.
func (o *options) revision() revision {
	if o.rev == revBuild {
		return buildRevision
	}
	return o.rev
}

// v15 reports whether o applies the rules of UTS #46 15.x.
func (o *options) v15() bool { return o.revision() < rev160 }

// renumbered lists the rules whose code UTS #46 15.x gives one lower than
// 16.0 and later: the full stop, leading-mark and status rules, each as
// {16.0's code, 15.x's code}. (16.0's V4, the xn-- prefix rule, has no
// counterpart in 15.x, which does not check it.) The pipeline reports by the codes of
// 16.0; report and the trace give the revision's (ownCode).
var renumbered = [...][2]rule.Code{{rule.V5, rule.V4}, {rule.V6, rule.V5}, {rule.V7, rule.V6}}

// ownCode returns the code that o's revision gives the rule that UTS #46
// 16.0 and later name code.
func (o *options) ownCode(code rule.Code) rule.Code { return o.renumber(code, 0, 1) }

// latestCode is the inverse of ownCode: the code that UTS #46 16.0 and
// later give the rule that o's revision names code.
func (o *options) latestCode(code rule.Code) rule.Code { return o.renumber(code, 1, 0) }

func (o *options) renumber(code rule.Code, from, to int) rule.Code {
	if o.v15() {
		for _, r := range renumbered {
			if r[from] == code {
				return r[to]
			}
		}
	}
	return code
}
