// Command xn converts, checks and explains internationalized domain names.
//
//	xn [ascii] [flags] [NAME...]             to ASCII: bücher.tld -> xn--bcher-kva.tld
//	xn unicode [flags] [NAME...]             to Unicode (--safe: the form safe to show)
//	xn check [flags] [NAME...]               validate, listing every problem
//	xn punycode encode|decode [STRING...]    the raw RFC 3492 codec
//	xn explain [flags] NAME...               every stage of the conversion
//	xn compare NAME...                       every IDNA regime side by side
//	xn serve [--addr HOST:PORT]              the playground page, on loopback
//	xn lgr check|variants|index --lgr FILE   apply an RFC 7940 Label Generation Ruleset
//	xn zone [--to ascii|unicode] [FILE...]   the names of DNS zone files, both ways
//	xn help [COMMAND|TOPIC]                  help
//
// With no NAME, names are read from standard input, one per line, and the
// results are written in input order. Exit status: 0 when every name was
// fine, 1 when at least one failed, 2 on a usage or I/O error, 130 or 143
// when stopped by SIGINT or SIGTERM (every line written is whole), 141 when
// ended by SIGPIPE (the reader of the output went away). See docs/cli.md
// and "xn help" for the details.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"

	"github.com/xn-go/xn/cmd/xn/internal/explainjson"
	"github.com/xn-go/xn/cmd/xn/internal/regime"
	"github.com/xn-go/xn/form"
	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/internal/unicodeversions"

	// Every Unicode version of the tables, for --unicode (issue 33).
	_ "github.com/xn-go/xn/idna/unicodeall" // every version's tables
)

// Exit statuses.
const (
	exitOK     = 0 // every name was fine
	exitFailed = 1 // at least one name failed
	exitUsage  = 2 // usage or I/O error
)

// env is the outside world of one run.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
	stdinTTY       bool
	stdoutTTY      bool
	stdoutPipe     bool // standard output is a pipe or a socket
	stderrTTY      bool
	noColor        string // the NO_COLOR environment variable
	getenv         func(string) string
}

func main() {
	stdout, stderr := &recordGate{w: os.Stdout}, &recordGate{w: os.Stderr}
	stopOnSignals(stdout, stderr)
	e := &env{
		stdin:      os.Stdin,
		stdout:     stdout,
		stderr:     stderr,
		stdinTTY:   isTerminal(os.Stdin),
		stdoutTTY:  isTerminal(os.Stdout),
		stdoutPipe: isPipe(os.Stdout),
		stderrTTY:  isTerminal(os.Stderr),
		noColor:    os.Getenv("NO_COLOR"),
		getenv:     os.Getenv,
	}
	exit(run(os.Args[1:], e))
}

// run runs the command line args and returns the exit status.
func run(args []string, e *env) int {
	cfg, err := parseArgs(args)
	if err != nil {
		help := "xn --help"
		if ue := (*usageError)(nil); errors.As(err, &ue) && ue.help != "" {
			help = ue.help
		}
		fmt.Fprintf(e.stderr, "xn: %v\nRun '%s' for usage.\n", err, help)
		return exitUsage
	}
	cfg.tag = chooseLanguage(cfg.lang, e.getenv)
	return cfg.cmd.run(cfg, e)
}

// runConvert runs ascii, unicode, check and punycode, on the arguments or
// on standard input.
func runConvert(cfg *config, e *env) int {
	proc := &processor{
		conversion: cfg.cmd.convert(cfg),
		problems:   cfg.cmd.problems,
		format:     cfg.format,
		tag:        cfg.tag,
		tty:        e.stdoutTTY,
		stdin:      len(cfg.args) == 0,
	}
	if proc.problems && !cfg.formFlag && !cfg.emailFl && cfg.format == "text" {
		proc.formHint = cfg.formChecker(cfg.converter())
		proc.profileName = cfg.selection().String()
	}
	if cfg.safe {
		proc.policy = explainjson.Policy(cfg.unicode)
	}
	switch {
	case cfg.formFlag:
		proc.checkField = cfg.formChecker(cfg.converter()).Domain
	case cfg.emailFl:
		proc.checkField = cfg.formChecker(cfg.converter()).Email
	}
	if spec, ok := cfg.fieldSpec(); ok {
		// A line holds more than a name: it is kept whole up to a batch.
		return runRecords(cfg, e, newFieldRecorder(proc, spec, cfg.keep), max(proc.limit, chunkSize))
	}
	return runRecords(cfg, e, proc, proc.limit)
}

// runRecords writes the record of each argument, or of each line of
// standard input when there is none, lines longer than limit holding only
// their start, and returns the exit status.
func runRecords(cfg *config, e *env, rec recorder, limit int) int {
	errw := &errWriter{w: e.stderr}
	if cfg.quiet {
		errw.w = io.Discard
	}
	var failed int
	var err error
	if len(cfg.args) > 0 {
		failed, err = recordArgs(rec, cfg.args, e.stdout, errw)
	} else {
		s := &stream{rec: rec, jobs: cfg.jobs, stdout: e.stdout, stderr: errw, maxLine: limit}
		var m *meter
		if showProgress(cfg, e) {
			m = startMeter(errw, &s.lines)
		}
		failed, err = s.run(e.stdin)
		if m != nil {
			m.stop()
		}
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "xn: %v\n", err)
		return exitUsage
	}
	if failed > 0 {
		return exitFailed
	}
	return exitOK
}

// formChecker is the form checker of check --form, which check without it
// asks what a form would say: its default (idna.Lookup with
// VerifyDNSLength), or the profile and switches given, which keep
// VerifyDNSLength unless a switch sets it, since a form checks lengths
// unless told not to, with the settings of the checker flags
// (--allow-single-label, ...). It is nil for a profile not of package
// idna.
func (cfg *config) formChecker(c converter) *form.Checker {
	p, ok := c.(*idna.Profile)
	checker := cfg.checker // the settings of the checker flags
	switch {
	case !ok:
		return nil
	case !cfg.profileGiven:
		return &checker
	}
	if _, set := cfg.selection().Setting(regime.LookupSwitch("verify-dns-length")); !set {
		p = p.With(idna.VerifyDNSLength(true))
	}
	checker.Profile = p
	return &checker
}

// showProgress reports whether to show the progress meter while reading
// standard input: only for a person watching a long conversion into a
// file, that is when standard input is not a terminal (a file or a pipe),
// standard error is a terminal, and standard output is redirected to a
// file (or to another device that is not a terminal, such as /dev/null).
// Never with --quiet, when standard output is piped or a socket (the
// output goes on to another program), or when it is the terminal itself
// (the results themselves show the progress, and the meter would mix with
// them).
func showProgress(cfg *config, e *env) bool {
	return !cfg.quiet && e.stderrTTY && !e.stdinTTY && !e.stdoutTTY && !e.stdoutPipe
}

// recordArgs writes the record of each argument as soon as it is made.
func recordArgs(rec recorder, args []string, stdout, stderr io.Writer) (failed int, err error) {
	b := getBatch()
	defer putBatch(b)
	for i, a := range args {
		b.out, b.errOut = b.out[:0], b.errOut[:0]
		rec.record(b, i+1, []byte(a), 0)
		if _, err := stdout.Write(b.out); err != nil {
			return b.failed, &ioError{"writing standard output", err}
		}
		if len(b.errOut) > 0 {
			stderr.Write(b.errOut)
		}
	}
	return b.failed, nil
}

// runVersion prints the versions.
func runVersion(_ *config, e *env) int {
	return writeOutput(e, versionLine())
}

// versionLine is the output of xn version.
func versionLine() string {
	version := "(devel)"
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" {
		version = bi.Main.Version
	}
	b := fmt.Sprintf("xn %s, Unicode %s, %s\n", version, idna.UnicodeVersion, runtime.Version())
	for _, v := range unicodeversions.Names() {
		if err := idna.ServesUnicode(v); err != nil {
			b += fmt.Sprintf("--unicode %s: not served: %v\n", v, err)
		} else {
			b += fmt.Sprintf("--unicode %s: served\n", v)
		}
	}
	return b
}

// writeOutput writes output of a command that cannot fail otherwise
// (help, version, a name's comparison) and returns its exit status: 2,
// with a message, when writing fails.
func writeOutput(e *env, s string) int {
	if _, err := io.WriteString(e.stdout, s); err != nil {
		fmt.Fprintf(e.stderr, "xn: writing standard output: %v\n", err)
		return exitUsage
	}
	return exitOK
}
