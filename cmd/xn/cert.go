package main

import (
	"encoding/pem"
	"fmt"
	"os"
	"strconv"
	"strings"

	"golang.org/x/text/language"

	"github.com/xn-go/xn/cert"
	"github.com/xn-go/xn/problem"
	"github.com/xn-go/xn/rule"
)

const certHelp = `Usage: xn cert check [-f text|tsv|json] FILE...
       xn cert match [-f text|json] PATTERN HOST

Names in certificates (package cert; docs/certificates.md).

  xn cert check  checks every dNSName and the subject's common name of each
                 certificate and certificate request in the PEM FILEs
                 (chains too), one record per name: U-labels where
                 A-labels must be, A-labels that are not valid IDNA2008,
                 capitals in A-labels, reserved and fake xn-- labels,
                 underscores, misplaced or partial wildcards, wildcards
                 over a top-level domain, lengths, other bytes, a common
                 name that is not a copy of a dNSName
  xn cert match  whether the presented name PATTERN (a dNSName, "*." for
                 a wildcard) covers HOST, by RFC 9525: either form on
                 either side, a wildcard for one whole label only

  $ xn cert match xn--bcher-kva.de BÜCHER.de
  'xn--bcher-kva.de' covers 'BÜCHER.de'

  xn cert match '*.xn--bcher-kva.de' www.bücher.de   exit 0: covered
  xn cert match '*.bücher.de' a.www.bücher.de        exit 1: one label only
  xn cert match 'xn--*.de' xn--bcher-kva.de          exit 1: a partial wildcard

Exit status: check: 0 when no name has a problem, 1 when one has or a
block does not parse, 2 on a usage error or a file that cannot be read or holds no PEM
certificate or request. match: 0 when PATTERN covers HOST, 1 when not, 2
on a usage error.

Records of check: text "FILE[N] FIELD NAME: ok" or the problems, each
"CODE: sentence"; tsv columns file, block (from 1), kind (certificate or
request), field (SAN or CN), name, codes (comma-separated; empty when ok);
json fields file, block, kind, field, name, ok, problems (the one JSON shape
of a problem, as xn check writes it, with section: the rule of the standard),
error (a block that does not parse). match json: pattern, host, covered,
code, message.
`

// A certBlock is one certificate or request of a PEM file.
type certBlock struct {
	file  string
	index int // from 1
	kind  string
	finds []cert.Finding
	err   error // the parse error
}

// runCertCheck runs xn cert check over the files of c.args.
func runCertCheck(c *config, e *env) int {
	var blocks []certBlock
	for _, f := range c.args {
		bs, err := readCertFile(f)
		if err != nil {
			fmt.Fprintf(e.stderr, "xn cert check: %v\n", err)
			return exitUsage
		}
		blocks = append(blocks, bs...)
	}
	status := exitOK
	var b strings.Builder
	for _, blk := range blocks {
		if blk.err != nil {
			status = exitFailed
		}
		for _, f := range blk.finds {
			if !f.OK() {
				status = exitFailed
			}
		}
		writeCertBlock(&b, c.format, c.tag, blk)
	}
	if writeOutput(e, b.String()) != exitOK {
		return exitUsage
	}
	return status
}

// readCertFile reads the certificates and requests of a PEM file.
func readCertFile(name string) ([]certBlock, error) {
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	var blocks []certBlock
	checker := &cert.Checker{}
	for n := 1; ; {
		var p *pem.Block
		p, data = pem.Decode(data)
		if p == nil {
			break
		}
		blk := certBlock{file: name, index: n}
		switch p.Type {
		case "CERTIFICATE":
			blk.kind = "certificate"
			blk.finds, blk.err = checker.CertificateDER(p.Bytes)
		case "CERTIFICATE REQUEST", "NEW CERTIFICATE REQUEST":
			blk.kind = "request"
			blk.finds, blk.err = checker.RequestDER(p.Bytes)
		default:
			continue // keys and other blocks beside the certificates
		}
		blocks = append(blocks, blk)
		n++
	}
	if len(blocks) == 0 {
		return nil, fmt.Errorf("%s: no PEM certificate or certificate request", name)
	}
	return blocks, nil
}

// certJSON is the JSON record of one name, or of a block that does not
// parse.
type certJSON struct {
	File     string         `json:"file"`
	Block    int            `json:"block"`
	Kind     string         `json:"kind"`
	Field    string         `json:"field,omitempty"`
	Name     string         `json:"name"`
	OK       bool           `json:"ok"`
	Problems []problem.JSON `json:"problems"`
	Error    string         `json:"error,omitempty"`
}

// writeCertBlock writes the records of blk in format.
func writeCertBlock(b *strings.Builder, format string, tag language.Tag, blk certBlock) {
	where := blk.file + "[" + strconv.Itoa(blk.index) + "]"
	if blk.err != nil {
		switch format {
		case "json":
			b.Write(jsonLine(certJSON{File: blk.file, Block: blk.index, Kind: blk.kind, Problems: []problem.JSON{}, Error: blk.err.Error()}))
		case "tsv":
			b.WriteString(string(appendTSV(nil, blk.file)) + "\t" + strconv.Itoa(blk.index) + "\t" + blk.kind + "\t\t\tPARSE\n")
		default:
			b.WriteString(where + ": PARSE: " + blk.err.Error() + "\n")
		}
		return
	}
	for _, f := range blk.finds {
		switch format {
		case "json":
			rec := certJSON{File: blk.file, Block: blk.index, Kind: blk.kind, Field: f.Field, Name: f.Name, OK: f.OK(),
				Problems: problem.JSONList(f.Problems, renderIn(tag), f.Name, f.Name)}
			for i, p := range f.Problems {
				rec.Problems[i].Section = cert.Section(p.Code)
			}
			b.Write(jsonLine(rec))
		case "tsv":
			codes := make([]string, len(f.Problems))
			for i, p := range f.Problems {
				codes[i] = string(p.Code)
			}
			b.WriteString(string(appendTSV(nil, blk.file)) + "\t" + strconv.Itoa(blk.index) + "\t" + blk.kind + "\t" +
				f.Field + "\t" + string(appendTSV(nil, f.Name)) + "\t" + strings.Join(codes, ",") + "\n")
		default:
			b.WriteString(where + " " + f.Field + " " + quoteName(f.Name) + ": " + certProblemsText(tag, f.Problems) + "\n")
		}
	}
}

// certProblemsText is the text of a name's problems: "ok", or each
// sentence as "CODES: sentence" (the codes it covers, comma-separated),
// separated by "; ", each sentence once.
func certProblemsText(tag language.Tag, probs []cert.Problem) string {
	if len(probs) == 0 {
		return "ok"
	}
	var parts []string
	for _, p := range probs {
		if text := p.Text(renderIn(tag)); text != "" {
			parts = append(parts, string(appendJoinedCodes(nil, p.Codes))+": "+text)
		}
	}
	return strings.Join(parts, "; ")
}

// checkCertMatch checks the arguments of xn cert match: a pattern and a
// host.
func checkCertMatch(c *config) error {
	if len(c.args) != 2 {
		return usagef("cert match takes two arguments, PATTERN and HOST; got %d", len(c.args))
	}
	return nil
}

// runCertMatch runs xn cert match PATTERN HOST.
func runCertMatch(c *config, e *env) int {
	pattern, host := c.args[0], c.args[1]
	ok, err := (&cert.Matcher{}).Match(pattern, host)
	rec := struct {
		Pattern string    `json:"pattern"`
		Host    string    `json:"host"`
		Covered bool      `json:"covered"`
		Code    rule.Code `json:"code,omitempty"`
		Message string    `json:"message,omitempty"`
	}{Pattern: pattern, Host: host, Covered: ok}
	if ce, isCert := err.(*cert.Error); isCert && len(ce.Problems) > 0 {
		rec.Code, rec.Message = ce.Problems[0].Code, ce.Problems[0].Text(renderIn(c.tag))
	}
	var out string
	switch {
	case c.format == "json":
		out = string(jsonLine(rec))
	case ok:
		out = quoteArg(pattern) + " covers " + quoteArg(host) + "\n"
	case err != nil:
		out = quoteArg(pattern) + " does not cover " + quoteArg(host) + ": " + string(rec.Code) + ": " + rec.Message + "\n"
	default:
		out = quoteArg(pattern) + " does not cover " + quoteArg(host) + "\n"
	}
	if writeOutput(e, out) != exitOK {
		return exitUsage
	}
	if !ok {
		return exitFailed
	}
	return exitOK
}

// quoteArg quotes a name of the command line for a sentence.
func quoteArg(s string) string { return "'" + quoteName(s) + "'" }
