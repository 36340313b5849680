package lgr

// Verdict is the result of one LGR of a set on one label.
type Verdict struct {
	// Name identifies the LGR, as given to CheckAll.
	Name   string
	Result Result
}

// Named pairs an LGR with a name for CheckAll, such as its file name or
// language tag.
type Named struct {
	Name string
	LGR  *LGR
}

// CheckAll checks a label against several LGRs, as a registry offering
// several tables under one TLD does, and returns one verdict per LGR in the
// order given, with the names of those under which the label may be
// allocated (Result.Eligible).
func CheckAll(label string, lgrs []Named) (verdicts []Verdict, eligible []string) {
	for _, n := range lgrs {
		r := n.LGR.Check(label)
		verdicts = append(verdicts, Verdict{n.Name, r})
		if r.Eligible() {
			eligible = append(eligible, n.Name)
		}
	}
	return verdicts, eligible
}
