package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/xn-go/xn/msg"
	"github.com/xn-go/xn/zone"
)

const zoneHelp = `Usage: xn zone [--to ascii|unicode] [--origin NAME] [--out DIR] [FILE...]

Converts DNS zone files (RFC 1035 master files) between the Unicode and
the A-label form of their names (package zone): every owner name and every
domain name inside records (CNAME, DNAME, NS, MX, PTR, SRV, SOA, NAPTR,
SVCB, HTTPS, RP, AFSDB, KX, NSEC), $ORIGIN and the origin of $INCLUDE.
Everything else is kept byte for byte: TTLs, comments, spacing, quoted
strings. Names are converted as xn resolve converts them (underscore
labels allowed, DNS lengths checked).

--to ascii (the default) writes A-labels for the name server, with the
Unicode form of a line's names as a comment at its end; --to unicode
writes Unicode to read and edit, and removes those comments, so that
ascii -> unicode -> ascii gives the same file.

Each FILE is written to standard output (with no FILE, standard input).
The files that $INCLUDE names are converted too, and written only with
--out DIR: every file, the named ones and those they include, under DIR
with its path relative to the named file's folder.

A name that cannot be converted is reported on standard error as
FILE:LINE: NAME: sentence, left as it was, and the rest is converted.

  xn zone bücher.example.zone > bücher.example.ascii
  xn zone --to unicode db.xn--bcher-kva.example
  xn zone --out /etc/nsd/zones db.bücher.example

Exit status: 0 when every name was converted, 1 when at least one could
not be, 2 on a usage error or a file that cannot be read or written.
`

// zoneForms are the values of --to.
var zoneForms = map[string]zone.Form{"ascii": zone.ASCII, "unicode": zone.Unicode}

// checkZoneFlags checks --to.
func checkZoneFlags(cfg *config) error {
	if _, ok := zoneForms[cfg.zoneTo]; !ok {
		return usagef("--to must be ascii or unicode, not %q", cfg.zoneTo)
	}
	return nil
}

// runZone runs xn zone.
func runZone(cfg *config, e *env) int {
	conv := &zone.Converter{To: zoneForms[cfg.zoneTo], Origin: cfg.zoneOrigin}
	files := cfg.args
	if len(files) == 0 {
		files = []string{"-"}
	}
	status := exitOK
	for _, name := range files {
		src, err := readZone(name, e.stdin)
		if err != nil {
			fmt.Fprintf(e.stderr, "xn zone: %v\n", err)
			return exitUsage
		}
		res := conv.Convert(zoneFileName(name), src)
		if err := writeZone(cfg, e, res); err != nil {
			fmt.Fprintf(e.stderr, "xn zone: %v\n", err)
			return exitUsage
		}
		if !cfg.quiet {
			writeZoneProblems(cfg, e.stderr, res)
		}
		if len(res.Problems) > 0 {
			status = exitFailed
		}
	}
	return status
}

// zoneFileName is the name of a FILE in the problems: "-" is standard
// input.
func zoneFileName(name string) string {
	if name == "-" {
		return "<stdin>"
	}
	return name
}

// readZone reads the file name, standard input for "-".
func readZone(name string, stdin io.Reader) ([]byte, error) {
	if name == "-" {
		return io.ReadAll(stdin)
	}
	return os.ReadFile(name)
}

// writeZone writes the converted files: the named one to standard output,
// or every one under --out.
func writeZone(cfg *config, e *env, res *zone.Result) error {
	if cfg.zoneOut == "" {
		if _, err := e.stdout.Write(res.Files[0].Text); err != nil {
			return &ioError{"writing standard output", err}
		}
		for _, f := range res.Files[1:] {
			fmt.Fprintf(e.stderr, "xn zone: %s\n", sentence(cfg.tag, msg.Message{ID: msgIncludeNotWritten, Args: []any{quotedPath(f.Name)}}))
		}
		return nil
	}
	base := filepath.Dir(res.Files[0].Name)
	for _, f := range res.Files {
		rel, err := filepath.Rel(base, f.Name)
		if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			rel = filepath.Base(f.Name)
		}
		if res.Files[0].Name == "<stdin>" && f.Name == "<stdin>" {
			rel = "stdin.zone"
		}
		out := filepath.Join(cfg.zoneOut, rel)
		if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(out, f.Text, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// writeZoneProblems writes each problem as FILE:LINE: NAME: sentence.
func writeZoneProblems(cfg *config, w io.Writer, res *zone.Result) {
	for _, p := range res.Problems {
		var b strings.Builder
		fmt.Fprintf(&b, "%s:%d: ", p.File, p.Line)
		if p.Name != "" {
			b.Write(appendDisplay(nil, p.Name, 0))
			b.WriteString(": ")
		}
		for i, m := range p.Sentences() {
			if i > 0 {
				b.WriteString("; ")
			}
			b.WriteString(sentence(cfg.tag, m))
		}
		b.WriteByte('\n')
		io.WriteString(w, b.String())
	}
}

// quotedPath quotes a file's path whole in a sentence (msg.Quote cuts
// after 24 characters, for names).
func quotedPath(path string) msg.Message {
	return msg.Message{ID: msg.TextQuoted, Args: []any{path}}
}
