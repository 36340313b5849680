package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/netip"
	"slices"
	"strings"

	"golang.org/x/text/language"

	"github.com/xn-go/xn/cmd/xn/internal/explainjson"
	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/msg"
	"github.com/xn-go/xn/resolve"
)

const resolveHelp = `Usage: xn resolve [--server HOST:PORT] [-f text|json] NAME [TYPE...]

Looks NAME up in the DNS as a resolver front-end does (package resolve):
converted with the Lookup profile (underscore labels allowed, DNS lengths
checked), fully qualified, so that no search domain of resolv.conf is
tried. A name that IDNA refuses is never sent.

TYPE is A, AAAA (the default: both), MX, NS, TXT, SRV, CNAME or PTR; PTR
looks up the names of an IP address (xn resolve 192.0.2.1 PTR). Each answer
is printed with the names in it in the form to show (Unicode when the
display policy allows it, as xn unicode --safe) and as the DNS gave them.

  xn resolve bücher.example A MX
  xn resolve _sip._tcp.bücher.example SRV

Exit status: 0 when at least one TYPE was answered, 1 when the name does not
exist, has none of the records asked for, or is refused; 2 on a usage error
or when the lookup failed otherwise (no server answered, SERVFAIL, REFUSED).

With --server, every question goes to that server, as dig @server asks it:
no /etc/hosts, no search domain. Without it, the system's resolver answers
(/etc/hosts first); it cannot tell a name that does not exist from one
without the records asked for, and says so.

In text output, control and bidi-control characters of the answers (ESC,
CR, U+202E, ...) are written as Go escapes (\x1b, \u202e), so that a server
cannot drive the terminal or forge lines.

JSON fields: input, query (the name sent), answers (type, data: the record
without its name, name: the name in it as dns, shown, display: "unicode",
"ascii" or "" for a name that IDNA refuses, valid, reasons, problems: codes
and text), missing (type, error, not_found, reason: not_exist, no_record,
not_found, refused or ""), error and codes (a refused name).
`

// resolveTypes are the record types xn resolve looks up.
var resolveTypes = []string{"A", "AAAA", "MX", "NS", "TXT", "SRV", "CNAME", "PTR"}

// A resolveResult is the output of xn resolve for one name.
type resolveResult struct {
	Input   string          `json:"input"`
	Query   string          `json:"query"`
	Answers []resolveAnswer `json:"answers"`
	Missing []resolveMiss   `json:"missing,omitempty"`
	Error   string          `json:"error,omitempty"`
	Codes   []string        `json:"codes,omitempty"`
}

// A resolveAnswer is one record: its data without the name, and the name.
type resolveAnswer struct {
	Type string       `json:"type"`
	Data string       `json:"data,omitempty"`
	Name *resolveName `json:"name,omitempty"`
}

// A resolveMiss is a type that was not answered.
type resolveMiss struct {
	Type     string `json:"type"`
	Error    string `json:"error"` // the sentence for people
	NotFound bool   `json:"not_found"`
	Reason   string `json:"reason"` // one of the miss reasons below, "" for another failure

	err error // the lookup's error
}

// The reasons of a resolveMiss, for programs.
const (
	missNotExist = "not_exist" // the name does not exist (NXDOMAIN)
	missNoRecord = "no_record" // it exists, without a record of the type
	missNotFound = "not_found" // one of the two: the system's resolver does not say which
	missRefused  = "refused"   // the server refused the query
)

// A resolveName is a name of an answer in both forms, with the display
// verdict, or the problems for which IDNA refuses it.
type resolveName struct {
	DNS      string               `json:"dns"`
	Shown    string               `json:"shown"`
	Display  explainjson.Shown    `json:"display"`
	Valid    bool                 `json:"valid"`
	Reasons  []explainjson.Reason `json:"reasons"`
	Problems []resolveProblem     `json:"problems"`
}

// A resolveProblem is one thing wrong with a name of an answer: a sentence
// and the rule codes it covers.
type resolveProblem struct {
	Codes []string `json:"codes"`
	Text  string   `json:"text"`
}

// runResolve runs xn resolve: c.args are the name and the record types.
func runResolve(c *config, e *env) int {
	types, err := resolveTypesOf(c.args[0], c.args[1:])
	if err != nil {
		fmt.Fprintf(e.stderr, "xn resolve: %v\nRun 'xn help resolve' for usage.\n", err)
		return exitUsage
	}
	r := &resolve.Resolver{}
	if c.server != "" {
		r = resolve.ServerResolver(c.server)
	}
	res, status := resolveAll(context.Background(), c.tag, r, c.args[0], types)
	if c.format == "json" {
		_, err = e.stdout.Write(jsonLine(res))
	} else {
		err = writeResolveText(c.tag, e.stdout, e.stderr, res)
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "xn resolve: writing standard output: %v\n", err)
		return exitUsage
	}
	return status
}

// resolveTypesOf checks the TYPE arguments, upper-cased, A and AAAA when none.
func resolveTypesOf(name string, args []string) ([]string, error) {
	if len(args) == 0 {
		return []string{"A", "AAAA"}, nil
	}
	_, ipErr := netip.ParseAddr(name)
	var types []string
	for _, a := range args {
		t := strings.ToUpper(a)
		switch {
		case !slices.Contains(resolveTypes, t):
			return nil, fmt.Errorf("unknown record type %q: use %s", a, strings.Join(resolveTypes, ", "))
		case t == "PTR" && ipErr != nil:
			return nil, fmt.Errorf("PTR looks up the names of an IP address, such as 192.0.2.1, not of %q", name)
		}
		types = append(types, t)
	}
	return types, nil
}

// resolveAll looks name up for each type and returns the result and the
// exit status.
func resolveAll(ctx context.Context, tag language.Tag, r *resolve.Resolver, name string, types []string) (*resolveResult, int) {
	res := &resolveResult{Input: name, Query: name, Answers: []resolveAnswer{}}
	if _, err := netip.ParseAddr(name); err != nil {
		q, err := resolve.QueryName(name)
		if err != nil {
			res.Query = ""
			res.Error, res.Codes = resolveRefusal(tag, err)
			return res, exitFailed
		}
		res.Query = q
	}
	failed := false // a failure other than "not found"
	for _, t := range types {
		answers, err := resolveType(ctx, tag, r, t, res.Query)
		if err == nil && len(answers) == 0 {
			err = resolve.ErrNoRecord // net gives a CNAME lookup without one the name itself
		}
		if err != nil {
			var de *net.DNSError
			notFound := errors.Is(err, resolve.ErrNoRecord) || errors.As(err, &de) && de.IsNotFound
			failed = failed || !notFound
			res.Missing = append(res.Missing, resolveMiss{Type: t, NotFound: notFound, err: err})
			continue
		}
		res.Answers = append(res.Answers, answers...)
	}
	explainMisses(tag, res)
	switch {
	case len(res.Answers) > 0:
		return res, exitOK
	case failed:
		return res, exitUsage
	}
	return res, exitFailed
}

// explainMisses gives each miss of res its reason and its sentence. A name
// that does not exist is said to once: its first miss has the sentence,
// the others none. The system's resolver gives "not found" alike for a
// name that does not exist and a type it lacks: a name with an answer, or
// a type the server says it lacks, exists; otherwise the types not found
// are named together in one sentence, on the first of them.
func explainMisses(tag language.Tag, res *resolveResult) {
	exists := len(res.Answers) > 0
	var unknown []any // the types not found, when existence is unknown
	for _, m := range res.Missing {
		exists = exists || errors.Is(m.err, resolve.ErrNoRecord)
	}
	said := false                        // that the name does not exist, or may not
	name := resolve.Show(res.Input).Text // as typed, quoted if not printable
	for i := range res.Missing {
		m := &res.Missing[i]
		if m.Type == "PTR" {
			name = ptrName(name, m.err)
		}
		var sentenceOf msg.Message
		switch {
		case errors.Is(m.err, resolve.ErrNotExist):
			m.Reason, sentenceOf = missNotExist, msg.Message{ID: msgResolveNotExist, Args: []any{name}}
		case errors.Is(m.err, resolve.ErrNoRecord) || m.NotFound && exists:
			m.Reason, sentenceOf = missNoRecord, msg.Message{ID: msgResolveNoRecord, Args: []any{name, m.Type}}
		case m.NotFound:
			m.Reason = missNotFound
			unknown = append(unknown, m.Type)
			continue
		case errors.Is(m.err, resolve.ErrRefused):
			m.Reason, sentenceOf = missRefused, msg.Message{ID: msgResolveRefused, Args: []any{name, m.Type}}
		default:
			sentenceOf = msg.Message{ID: msgResolveFailed, Args: []any{name, m.Type, m.err.Error()}}
		}
		if m.Reason == missNotExist && said {
			continue
		}
		said = said || m.Reason == missNotExist
		m.Error = sentence(tag, sentenceOf)
	}
	for i := range res.Missing {
		if m := &res.Missing[i]; m.Reason == missNotFound {
			m.Error = sentence(tag, msg.Message{ID: msgResolveNotFound, Args: []any{name, msg.List(unknown...)}})
			break
		}
	}
}

// ptrName is the name a PTR lookup of the address addr asked for, as its
// error names it (1.0.0.127.in-addr.arpa.), or addr.
func ptrName(addr string, err error) string {
	var de *net.DNSError
	if errors.As(err, &de) && de.Name != "" {
		return resolve.Show(de.Name).Text
	}
	return addr
}

// resolveRefusal returns the message and the rule codes of a refused name: one
// sentence per thing to fix.
func resolveRefusal(tag language.Tag, err error) (string, []string) {
	var sentences, codes []string
	for _, p := range resolveProblems(tag, err) {
		sentences = append(sentences, p.Text)
		codes = append(codes, p.Codes...)
	}
	return "not sent: " + strings.Join(sentences, "; "), codes
}

// resolveProblems are the things to fix of a name IDNA refuses: one
// sentence per finding, with its codes.
func resolveProblems(tag language.Tag, err error) []resolveProblem {
	var ie *idna.Error
	if !errors.As(err, &ie) {
		return []resolveProblem{{Codes: []string{}, Text: err.Error()}}
	}
	var out []resolveProblem
	for _, f := range ie.Findings() {
		p := resolveProblem{Codes: []string{}, Text: sentence(tag, f.Message)}
		for _, c := range f.Codes {
			p.Codes = append(p.Codes, string(c))
		}
		out = append(out, p)
	}
	return out
}

// resolveType looks up the records of type t of the query name q.
func resolveType(ctx context.Context, tag language.Tag, r *resolve.Resolver, t, q string) ([]resolveAnswer, error) {
	switch t {
	case "A", "AAAA":
		addrs, err := r.LookupNetIP(ctx, map[string]string{"A": "ip4", "AAAA": "ip6"}[t], q)
		return resolveAnswers(tag, t, addrs, err, func(a netip.Addr) (string, string) { return a.String(), "" })
	case "MX":
		mx, err := r.LookupMX(ctx, q)
		return resolveAnswers(tag, t, mx, err, func(m *net.MX) (string, string) { return fmt.Sprint(m.Pref), m.Host })
	case "NS":
		ns, err := r.LookupNS(ctx, q)
		return resolveAnswers(tag, t, ns, err, func(n *net.NS) (string, string) { return "", n.Host })
	case "TXT":
		txt, err := r.LookupTXT(ctx, q)
		return resolveAnswers(tag, t, txt, err, func(s string) (string, string) { return s, "" })
	case "SRV":
		_, srv, err := r.LookupSRV(ctx, "", "", q)
		return resolveAnswers(tag, t, srv, err, func(s *net.SRV) (string, string) { return fmt.Sprint(s.Priority, " ", s.Weight, " ", s.Port), s.Target })
	case "CNAME":
		cname, err := r.LookupCNAME(ctx, q)
		if err != nil || strings.EqualFold(cname, q) { // net gives the name itself when it has no CNAME
			return nil, err
		}
		return resolveAnswers(tag, t, []string{cname}, nil, func(n string) (string, string) { return "", n })
	case "PTR":
		names, err := r.LookupAddr(ctx, q)
		return resolveAnswers(tag, t, names, err, func(n string) (string, string) { return "", n })
	}
	return nil, nil
}

// resolveAnswers are the answers of type t, one per record: fields gives
// the data of a record without its name, and the name in it ("" for none).
func resolveAnswers[R any](tag language.Tag, t string, records []R, err error, fields func(R) (data, name string)) ([]resolveAnswer, error) {
	var out []resolveAnswer
	for _, rec := range records {
		data, name := fields(rec)
		a := resolveAnswer{Type: t, Data: data}
		if name != "" {
			a.Name = resolveShow(tag, name)
		}
		out = append(out, a)
	}
	return out, err
}

// resolveShow is name with the display verdict of package spoof's default
// policy, as xn unicode --safe gives it.
func resolveShow(tag language.Tag, name string) *resolveName {
	s := resolve.Show(name)
	n := &resolveName{DNS: name, Shown: s.Text, Display: explainjson.ShownOf(s.Reasons, s.Err), Valid: s.Err == nil,
		Reasons: []explainjson.Reason{}, Problems: []resolveProblem{}}
	for _, r := range s.Reasons {
		n.Reasons = append(n.Reasons, explainjson.ReasonOf(r, tag))
	}
	if s.Err != nil {
		n.Problems = resolveProblems(tag, s.Err)
	}
	return n
}

// writeResolveText writes the text output: a line for the name, one for
// each answer; what was not answered goes to stderr. Every line is
// escaped (escapeControls): the answers are the server's text.
func writeResolveText(tag language.Tag, stdout, stderr io.Writer, res *resolveResult) error {
	input := resolve.Show(res.Input).Text // quoted if not printable
	if res.Error != "" {
		fmt.Fprintf(stderr, "xn resolve: %s: %s\n", input, res.Error)
		return nil
	}
	var b []byte
	line := func(s string) {
		b = append(escapeControls(append(b, s...), len(b)), '\n')
	}
	line(resolveNameText(tag, resolveShow(tag, res.Query)))
	for _, a := range res.Answers {
		fields := []string{a.Data}
		if a.Name != nil {
			fields = append(fields, resolveNameText(tag, a.Name))
		}
		line(fmt.Sprintf("  %-6s %s", a.Type, strings.TrimSpace(strings.Join(fields, " "))))
	}
	if _, err := stdout.Write(b); err != nil {
		return err
	}
	b = nil
	for _, m := range res.Missing {
		if m.Error != "" {
			line("xn resolve: " + m.Error)
		}
	}
	_, err := stderr.Write(b)
	return err
}

// resolveNameText is a name as the text output shows it: the form to show, the
// DNS form in parentheses when it differs, and why it is shown in ASCII.
func resolveNameText(tag language.Tag, n *resolveName) string {
	s := n.Shown
	if n.DNS != n.Shown {
		s += " (" + n.DNS + ")"
	}
	if len(n.Reasons) > 0 {
		var why []string
		for _, r := range n.Reasons {
			why = append(why, r.Code+": "+r.Text)
		}
		s += " [" + words(tag, msgShownInASCII) + ": " + strings.Join(why, "; ") + "]"
	}
	if !n.Valid {
		var why []string
		for _, p := range n.Problems {
			why = append(why, strings.Join(p.Codes, ",")+": "+p.Text)
		}
		s += " [" + words(tag, msgNotValidIDN) + ": " + strings.Join(why, "; ") + "]"
	}
	return s
}
