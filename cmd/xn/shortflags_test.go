package main

import (
	"runtime"
	"slices"
	"strings"
	"testing"
)

// TestShortFlags checks the getopt forms of the one-letter flags: a value
// attached to its letter, clusters of booleans, and a value-taking letter
// that ends a cluster and takes the next word.
func TestShortFlags(t *testing.T) {
	type want struct {
		command, profile, format string
		jobs                     int
		quiet, help              bool
		args                     []string
	}
	def := func(w want) want {
		if w.command == "" {
			w.command = "ascii"
		}
		if w.profile == "" {
			w.profile = "lookup"
		}
		if w.format == "" {
			w.format = "text"
		}
		return w
	}
	tests := []struct {
		args []string
		want want
	}{
		{[]string{"-fjson", "a.tld"}, want{format: "json", args: []string{"a.tld"}}},
		{[]string{"-f", "json", "a.tld"}, want{format: "json", args: []string{"a.tld"}}},
		{[]string{"-f=json", "a.tld"}, want{format: "json", args: []string{"a.tld"}}},
		{[]string{"-ftsv", "a.tld"}, want{format: "tsv", args: []string{"a.tld"}}},
		{[]string{"-j4", "a.tld"}, want{jobs: 4, args: []string{"a.tld"}}},
		{[]string{"-j12"}, want{jobs: 12}},
		{[]string{"-pidna2008", "a.tld"}, want{profile: "idna2008", args: []string{"a.tld"}}},
		{[]string{"check", "-pwhatwg", "-fjson", "-j2", "a.tld"}, want{command: "check", profile: "whatwg", format: "json", jobs: 2, args: []string{"a.tld"}}},
		// Flags after a name, as everywhere on the command line.
		{[]string{"a.tld", "-fjson"}, want{format: "json", args: []string{"a.tld"}}},
		// Clusters: booleans first; a value-taking letter takes the rest
		// of the word, or the next word when nothing is left.
		{[]string{"-qh"}, want{command: "help", quiet: true, help: true}},
		{[]string{"-qfjson", "a.tld"}, want{quiet: true, format: "json", args: []string{"a.tld"}}},
		{[]string{"-qf", "json", "a.tld"}, want{quiet: true, format: "json", args: []string{"a.tld"}}},
		{[]string{"-qj3", "a.tld"}, want{quiet: true, jobs: 3, args: []string{"a.tld"}}},
		{[]string{"-qputs46", "a.tld"}, want{quiet: true, profile: "uts46", args: []string{"a.tld"}}},
		// Words that name a flag stay long flags with one dash, as package
		// flag reads them.
		{[]string{"-help"}, want{command: "help", help: true}},
		{[]string{"-quiet", "-format", "json", "a.tld"}, want{quiet: true, format: "json", args: []string{"a.tld"}}},
		{[]string{"-q=true", "a.tld"}, want{quiet: true, args: []string{"a.tld"}}},
		{[]string{"-jobs=5", "a.tld"}, want{jobs: 5, args: []string{"a.tld"}}},
		// The value of a flag is not rewritten, nor is anything after --.
		{[]string{"-p", "idna2008", "--", "-fjson"}, want{profile: "idna2008", args: []string{"-fjson"}}},
		{[]string{"--", "-qh"}, want{args: []string{"-qh"}}},
	}
	for _, tt := range tests {
		cfg, err := parseArgs(tt.args)
		if err != nil {
			t.Errorf("parseArgs(%q): %v", tt.args, err)
			continue
		}
		w := def(tt.want)
		if w.jobs == 0 {
			w.jobs = min(runtime.GOMAXPROCS(0), 256)
		}
		got := want{cfg.cmd.name, cfg.profile.Name, cfg.format, cfg.jobs, cfg.quiet, cfg.help, cfg.args}
		if got.command == "help" {
			got.args = nil // xn --help NAME... is xn help
		}
		if got.command != w.command || got.profile != w.profile || got.format != w.format || got.jobs != w.jobs ||
			got.quiet != w.quiet || got.help != w.help || !slices.Equal(got.args, w.args) {
			t.Errorf("parseArgs(%q) = %+v, want %+v", tt.args, got, w)
		}
	}
}

// TestShortFlagErrors checks that the mistakes getopt rejects are still
// rejected, with a message naming the flag.
func TestShortFlagErrors(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--fjson", "a.tld"}, "unknown flag --fjson"},
		{[]string{"-fcsv", "a.tld"}, `unknown format "csv"`},
		{[]string{"-fjsn", "a.tld"}, `did you mean "json"?`},
		{[]string{"-jmany", "a.tld"}, `invalid value "many" for --j`},
		{[]string{"-j0", "a.tld"}, "--jobs must be at least 1"},
		{[]string{"-j-1", "a.tld"}, "--jobs must be at least 1"},
		{[]string{"-pnonesuch", "a.tld"}, `unknown profile "nonesuch"`},
		{[]string{"-f"}, "flag -f needs a value"},
		// A value holding '=' is kept whole.
		{[]string{"-pfoo=bar", "a.tld"}, `unknown profile "foo=bar"`},
		{[]string{"-qf"}, "flag -f needs a value"},
		{[]string{"-qz", "a.tld"}, "unknown flag -z in -qz"},
		{[]string{"-quit", "a.tld"}, `unknown flag -u in -quit; did you mean "quiet"?`},
		{[]string{"-hx"}, "unknown flag -x in -hx"},
		{[]string{"-q\xffa", "a.tld"}, "unknown flag -? in"},
		// A word whose first letter is no flag is an unknown flag, as before.
		// An unknown flag is written as it was given, with one dash or two.
		{[]string{"-xfjson", "a.tld"}, "unknown flag -xfjson ("},
		{[]string{"-x", "a.tld"}, "unknown flag -x ("},
		{[]string{"--x", "a.tld"}, "unknown flag --x ("},
		{[]string{"a.tld", "-xyz=1"}, "unknown flag -xyz ("},
		{[]string{"--xyz", "a.tld"}, "unknown flag --xyz ("},
		{[]string{"-abc.tld"}, "a NAME that begins with '-' goes after --"},
		{[]string{"-qbc.tld"}, "a NAME that begins with '-' goes after --"},
		// A getopt value starts right after the letter: -f=json is
		// package flag's form, but -qf=json gives -f the value "=json".
		{[]string{"-qf=json", "a.tld"}, `unknown format "=json"`},
	}
	for _, tt := range tests {
		_, err := parseArgs(tt.args)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("parseArgs(%q) = %v, want an error with %q", tt.args, err, tt.want)
		}
	}
}

// TestShortFlagsEndToEnd runs the binary with the forms of the issue.
func TestShortFlagsEndToEnd(t *testing.T) {
	tests := []struct {
		args   []string
		stdout string
	}{
		{[]string{"-fjson", "bücher.tld"}, `{"line":1,"input":"bücher.tld","output":"xn--bcher-kva.tld","ok":true,"problems":[]}` + "\n"},
		{[]string{"-j4", "-ftsv", "bücher.tld"}, "bücher.tld\txn--bcher-kva.tld\t\n"},
		{[]string{"-pidna2008", "faß.de"}, "xn--fa-hia.de\n"},
	}
	for _, tt := range tests {
		r := xn(t, "", tt.args...)
		if r.code != 0 || r.stdout != tt.stdout {
			t.Errorf("xn %q:\n%v\nwant exit 0, stdout %q", tt.args, r, tt.stdout)
		}
	}
}
